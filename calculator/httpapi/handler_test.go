package httpapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"log"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"

	"viagemdedireito/calculator"
	"viagemdedireito/calculator/internal/contratoteste"
)

const rota = "/api/v1/calcular"

// chamar sends one request to h; contentType "" sends no Content-Type.
func chamar(h http.Handler, metodo, contentType string, corpo io.Reader) *httptest.ResponseRecorder {
	r := httptest.NewRequest(metodo, rota, corpo)
	if contentType != "" {
		r.Header.Set("Content-Type", contentType)
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w
}

func post(h http.Handler, corpo string) *httptest.ResponseRecorder {
	return chamar(h, http.MethodPost, "application/json", strings.NewReader(corpo))
}

// conferirResposta checks what every response with a body has: status, JSON
// content type, open CORS, and a JSON object body whose "ok" is a boolean
// that agrees with the status.
func conferirResposta(t testing.TB, w *httptest.ResponseRecorder, status int) map[string]any {
	t.Helper()
	if w.Code != status {
		t.Errorf("status %d, want %d; body %.300s", w.Code, status, w.Body.Bytes())
	}
	if ct := w.Header().Get("Content-Type"); ct != "application/json; charset=utf-8" {
		t.Errorf("Content-Type %q", ct)
	}
	if o := w.Header().Get("Access-Control-Allow-Origin"); o != "*" {
		t.Errorf("Access-Control-Allow-Origin %q", o)
	}
	obj, ok := contratoteste.Decodificar(t, w.Body.Bytes()).(map[string]any)
	if !ok {
		t.Fatalf("body is not a JSON object: %.300s", w.Body.Bytes())
	}
	okv, isBool := obj["ok"].(bool)
	if !isBool || okv != (status == http.StatusOK) {
		t.Errorf("status %d with ok %v", w.Code, obj["ok"])
	}
	return obj
}

// codigo returns the codigo of the first error of an ok:false answer and
// checks that every error is complete.
func codigo(t testing.TB, obj map[string]any) string {
	t.Helper()
	erros, _ := obj["erros"].([]any)
	if len(erros) == 0 {
		t.Fatalf("ok:false without erros: %v", obj)
	}
	for _, e := range erros {
		m, _ := e.(map[string]any)
		_, campo := m["campo"].(string)
		c, _ := m["codigo"].(string)
		msg, _ := m["mensagem"].(string)
		if !campo || c == "" || msg == "" {
			t.Errorf("incomplete error %v", e)
		}
	}
	c, _ := erros[0].(map[string]any)["codigo"].(string)
	return c
}

// TestContractExamples sends every example of contract.md to the API.
func TestContractExamples(t *testing.T) {
	h := Handler()
	for nome, e := range contratoteste.Exemplos(t) {
		t.Run(nome, func(t *testing.T) {
			w := post(h, string(e.Requisicao))
			conferirResposta(t, w, http.StatusOK)
			if cc := w.Header().Get("Cache-Control"); cc != "no-store" {
				t.Errorf("Cache-Control %q", cc)
			}
			contratoteste.Conferir(t, e, w.Body.Bytes())
		})
	}
}

// TestSameAnswerAsEngine: the API answers byte for byte what the engine
// answers, the same as the CLI and the Go package.
func TestSameAnswerAsEngine(t *testing.T) {
	h := Handler()
	for nome, e := range contratoteste.Exemplos(t) {
		w := post(h, string(e.Requisicao))
		if want := calculator.Calcular(e.Requisicao); !bytes.Equal(w.Body.Bytes(), want) {
			t.Errorf("%s: API answered %.200s, engine %.200s", nome, w.Body.Bytes(), want)
		}
	}
}

// TestServer runs the handler behind a real server built by NewServer, on
// loopback, the way gerar serve does.
func TestServer(t *testing.T) {
	srv := httptest.NewUnstartedServer(nil)
	srv.Config = NewServer("", Handler())
	srv.Start()
	defer srv.Close()
	c := srv.Config
	if c.ReadHeaderTimeout <= 0 || c.ReadTimeout <= 0 || c.WriteTimeout <= 0 || c.IdleTimeout <= 0 || c.MaxHeaderBytes <= 0 {
		t.Errorf("NewServer leaves a limit unset: %+v", c)
	}
	e := contratoteste.Exemplos(t)["beneficio-jovem-gratuidade"]
	resp, err := http.Post(srv.URL+rota, "application/json", bytes.NewReader(e.Requisicao))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	corpo, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != http.StatusOK {
		t.Errorf("status %d", resp.StatusCode)
	}
	contratoteste.Conferir(t, e, corpo)
}

func TestGet(t *testing.T) {
	w := chamar(Handler(), http.MethodGet, "", nil)
	obj := conferirResposta(t, w, http.StatusOK)
	if obj["versao"] != "1" {
		t.Errorf("versao %v", obj["versao"])
	}
	ops, _ := obj["operacoes"].([]any)
	if len(ops) != len(calculator.NomesOperacoes()) {
		t.Errorf("operacoes %v", obj["operacoes"])
	}
	if !strings.Contains(w.Body.String(), "go doc viagemdedireito/calculator") {
		t.Errorf("the description does not say where the contract is")
	}
	// The example in the description is the contract's first example.
	ex, _ := json.Marshal(obj["exemplo"])
	var a, b any
	json.Unmarshal(ex, &a)
	json.Unmarshal(contratoteste.Exemplos(t)["beneficio-jovem-gratuidade"].Requisicao, &b)
	if !reflect.DeepEqual(a, b) {
		t.Errorf("exemplo %s differs from the contract's", ex)
	}

	w = chamar(Handler(), http.MethodHead, "", nil)
	if w.Code != http.StatusOK || w.Header().Get("Content-Type") != "application/json; charset=utf-8" {
		t.Errorf("HEAD: %d %v", w.Code, w.Header())
	}
}

func TestMethodNotAllowed(t *testing.T) {
	for _, m := range []string{http.MethodPut, http.MethodDelete, http.MethodPatch, http.MethodTrace, "PROPFIND"} {
		w := chamar(Handler(), m, "application/json", strings.NewReader("{}"))
		obj := conferirResposta(t, w, http.StatusMethodNotAllowed)
		if c := codigo(t, obj); c != "metodo_nao_permitido" {
			t.Errorf("%s: codigo %q", m, c)
		}
		if a := w.Header().Get("Allow"); a != "GET, HEAD, POST, OPTIONS" {
			t.Errorf("%s: Allow %q", m, a)
		}
		if cc := w.Header().Get("Cache-Control"); cc != "no-store" {
			t.Errorf("%s: Cache-Control %q, want no-store (no answer is cached)", m, cc)
		}
	}
}

func TestPreflight(t *testing.T) {
	r := httptest.NewRequest(http.MethodOptions, rota, nil)
	r.Header.Set("Origin", "https://operadora.example")
	r.Header.Set("Access-Control-Request-Method", "POST")
	r.Header.Set("Access-Control-Request-Headers", "content-type")
	w := httptest.NewRecorder()
	Handler().ServeHTTP(w, r)
	if w.Code != http.StatusNoContent || w.Body.Len() != 0 {
		t.Errorf("status %d, body %q; want 204 and no body", w.Code, w.Body.String())
	}
	for k, v := range map[string]string{
		"Access-Control-Allow-Origin":  "*",
		"Access-Control-Allow-Methods": "GET, POST, OPTIONS",
		"Access-Control-Allow-Headers": "Content-Type",
		"Access-Control-Max-Age":       "86400",
		"Allow":                        "GET, HEAD, POST, OPTIONS",
	} {
		if got := w.Header().Get(k); got != v {
			t.Errorf("%s: %q, want %q", k, got, v)
		}
	}
}

func TestBodyLimit(t *testing.T) {
	h := Handler()
	const req = `{"operacao":"beneficio"}`
	noLimite := req + strings.Repeat(" ", limiteCorpo-len(req))
	if w := post(h, noLimite); w.Code == http.StatusRequestEntityTooLarge {
		t.Errorf("a body of exactly 64 KiB was refused")
	}
	for nome, corpo := range map[string]string{
		"64 KiB + 1":    noLimite + " ",
		"1 MB string":   `{"operacao":"beneficio","categoria":"` + strings.Repeat("x", 1_000_000) + `"}`,
		"10 MiB spaces": strings.Repeat(" ", 10<<20),
	} {
		w := post(h, corpo)
		if c := codigo(t, conferirResposta(t, w, http.StatusRequestEntityTooLarge)); c != "entrada_muito_grande" {
			t.Errorf("%s: codigo %q", nome, c)
		}
	}

	// Without Content-Length (chunked): the limit holds while reading.
	r := httptest.NewRequest(http.MethodPost, rota, io.MultiReader(strings.NewReader(noLimite), strings.NewReader("  ")))
	r.ContentLength = -1
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	conferirResposta(t, w, http.StatusRequestEntityTooLarge)

	// A declared Content-Length over the limit is refused before reading.
	var lido contador
	r = httptest.NewRequest(http.MethodPost, rota, &lido)
	r.ContentLength = 1 << 30
	w = httptest.NewRecorder()
	h.ServeHTTP(w, r)
	conferirResposta(t, w, http.StatusRequestEntityTooLarge)
	if lido != 0 {
		t.Errorf("read %d bytes of a body declared too large", lido)
	}
}

// contador is an endless body that counts the bytes read.
type contador int

func (c *contador) Read(p []byte) (int, error) {
	*c += contador(len(p))
	return len(p), nil
}

func TestContentType(t *testing.T) {
	e := contratoteste.Exemplos(t)["beneficio-jovem-gratuidade"]
	motor := func([]byte) ([]byte, string) { return []byte(`{"ok":true}`), "" }
	h := handler{calcular: motor, log: log.New(io.Discard, "", 0)}
	for ct, aceito := range map[string]bool{
		"":                                   true,
		"application/json":                   true,
		"application/json; charset=utf-8":    true,
		"Application/JSON; Charset=UTF-8":    true,
		"application/json;charset=\"utf-8\"": true,
		"application/json; profile=x":        true,
		"application/json; charset=latin1":   false,
		"text/plain":                         false,
		"text/plain;charset=UTF-8":           false,
		"application/x-www-form-urlencoded":  false,
		"multipart/form-data; boundary=x":    false,
		"application/xml":                    false,
		"application/jsonx":                  false,
		"json":                               false,
		";;;":                                false,
	} {
		w := chamar(h, http.MethodPost, ct, bytes.NewReader(e.Requisicao))
		if aceito {
			conferirResposta(t, w, http.StatusOK)
			continue
		}
		if c := codigo(t, conferirResposta(t, w, http.StatusUnsupportedMediaType)); c != "tipo_de_conteudo_nao_suportado" {
			t.Errorf("%q: codigo %q", ct, c)
		}
		if a := w.Header().Get("Accept-Post"); a != "application/json" {
			t.Errorf("%q: Accept-Post %q", ct, a)
		}
	}

	// Two Content-Type headers are ambiguous.
	r := httptest.NewRequest(http.MethodPost, rota, bytes.NewReader(e.Requisicao))
	r.Header.Add("Content-Type", "application/json")
	r.Header.Add("Content-Type", "text/plain")
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	conferirResposta(t, w, http.StatusUnsupportedMediaType)
}

func TestMalformedJSON(t *testing.T) {
	h := Handler()
	for _, corpo := range []string{"", "{", `{"operacao": "beneficio",}`, "não é json", "\xff\xfe", `{"a":1} {"b":2}`, strings.Repeat("[", 20000),
		// Valid JSON nested deeper than the engine's limit (64): still malformed for the contract.
		strings.Repeat("[", 70) + strings.Repeat("]", 70),
		`{"operacao":"reservas","reservas":` + strings.Repeat(`{"a":`, 70) + `1` + strings.Repeat(`}`, 70) + `}`,
	} {
		w := post(h, corpo)
		obj := conferirResposta(t, w, http.StatusBadRequest)
		if c := codigo(t, obj); c != calculator.CodigoJSONInvalido {
			t.Errorf("%.40q: codigo %q", corpo, c)
		}
	}
}

// TestStatusMirrorsAnswer: the status follows the engine's error code and
// its "ok", never a second reading of the body.
func TestStatusMirrorsAnswer(t *testing.T) {
	for _, c := range []struct {
		resposta, codigo, corpo string
		status                  int
	}{
		{`{"ok":true,"beneficio":"gratuidade"}`, "", `{}`, http.StatusOK},
		{`{"ok":false,"erros":[{"campo":"x","codigo":"y","mensagem":"z"}]}`, "y", `{}`, http.StatusUnprocessableEntity},
		{`{"ok":false,"erros":[{"campo":"x","codigo":"y","mensagem":"z"}]}`, "y", `{`, http.StatusUnprocessableEntity},
		{`{"ok":false,"erros":[{"campo":"","codigo":"json_invalido","mensagem":"z"}]}`, "json_invalido", `{}`, http.StatusBadRequest},
		{`{"ok":true}`, "", `{}`, http.StatusOK},
		{` { "fundamentos": [], "ok" : true } `, "", `{}`, http.StatusOK},
		{"{\n  \"ok\": false,\n  \"erros\": []\n}", "x", `{}`, http.StatusUnprocessableEntity},
	} {
		h := handler{calcular: func([]byte) ([]byte, string) { return []byte(c.resposta), c.codigo }}
		w := post(h, c.corpo)
		conferirResposta(t, w, c.status)
		if w.Body.String() != c.resposta {
			t.Errorf("body %q, want the engine's %q", w.Body.String(), c.resposta)
		}
	}

	// With the real engine: JSON that is not a valid request.
	for _, corpo := range []string{`{}`, `[]`, `null`, `42`, `{"operacao": "voar"}`, `{"operacao": 5}`, `{"operacao":"beneficio","agora":"ontem"}`} {
		codigo(t, conferirResposta(t, post(Handler(), corpo), http.StatusUnprocessableEntity))
	}
	// A key given twice (contract revision 2) names the field: 422.
	w := post(Handler(), `{"operacao":"reembolso","operacao":"beneficio"}`)
	if c := codigo(t, conferirResposta(t, w, http.StatusUnprocessableEntity)); c != "chave_duplicada" {
		t.Errorf("duplicate key: codigo %q", c)
	}
}

func TestEngineFailure(t *testing.T) {
	falhas := map[string]func([]byte) []byte{
		"panic":         func([]byte) []byte { panic("quebrou") },
		"panic nil err": func([]byte) []byte { panic(errors.New("x")) },
		"abort":         func([]byte) []byte { panic(http.ErrAbortHandler) },
		"not JSON":      func([]byte) []byte { return []byte("{ok") },
		"empty":         func([]byte) []byte { return nil },
		"null":          func([]byte) []byte { return []byte("null") },
		"array":         func([]byte) []byte { return []byte(`[{"ok":true}]`) },
		"ok not bool":   func([]byte) []byte { return []byte(`{"ok":"sim"}`) },
		"no ok":         func([]byte) []byte { return []byte(`{"beneficio":"gratuidade"}`) },
		"truncated":     func([]byte) []byte { return []byte(`{"ok":true,"valores":{`) },
		"trailing":      func([]byte) []byte { return []byte(`{"ok":true} x`) },
	}
	for nome, f := range falhas {
		f := f
		motor := func(b []byte) ([]byte, string) { return f(b), "" }
		var registro bytes.Buffer
		h := handler{calcular: motor, log: log.New(&registro, "", 0)}
		var w *httptest.ResponseRecorder
		func() {
			defer func() {
				if p := recover(); p != nil {
					t.Fatalf("%s: panic escaped: %v", nome, p)
				}
			}()
			w = post(h, `{"operacao":"beneficio"}`)
		}()
		if c := codigo(t, conferirResposta(t, w, http.StatusInternalServerError)); c != "erro_interno" {
			t.Errorf("%s: codigo %q", nome, c)
		}
		if registro.Len() == 0 {
			t.Errorf("%s: failure not logged", nome)
		}
	}
}

// TestEngineInternalError: the engine's own erro_interno answer (a recovered
// panic) and an answer whose "ok" disagrees with its code are 500s.
func TestEngineInternalError(t *testing.T) {
	interno := calculator.RespostaErro(calculator.CodigoInterno, "x")
	for nome, motor := range map[string]func([]byte) ([]byte, string){
		"erro_interno":   func([]byte) ([]byte, string) { return interno, calculator.CodigoInterno },
		"ok with a code": func([]byte) ([]byte, string) { return []byte(`{"ok":true}`), "valor_invalido" },
		"error no code":  func([]byte) ([]byte, string) { return interno, "" },
	} {
		var registro bytes.Buffer
		h := handler{calcular: motor, log: log.New(&registro, "", 0)}
		if c := codigo(t, conferirResposta(t, post(h, `{}`), http.StatusInternalServerError)); c != calculator.CodigoInterno {
			t.Errorf("%s: codigo %q", nome, c)
		}
		if registro.Len() == 0 {
			t.Errorf("%s: not logged", nome)
		}
	}
}

// TestErrorsAreContractShaped: every answer the handler writes itself is a
// contract error with a Portuguese message.
func TestErrorsAreContractShaped(t *testing.T) {
	for _, b := range [][]byte{erroTamanho(), erroInterno(), calculator.RespostaErro("x", "á\"\n")} {
		var r struct {
			Ok    *bool             `json:"ok"`
			Erros []calculator.Erro `json:"erros"`
		}
		if err := json.Unmarshal(b, &r); err != nil || r.Ok == nil || *r.Ok || len(r.Erros) != 1 || r.Erros[0].Mensagem == "" {
			t.Errorf("%s: not a contract error (%v)", b, err)
		}
	}
}

// FuzzHandler: whatever the body and content type, the handler answers
// with an allowed status and a JSON object with a boolean "ok" that agrees
// with it.
func FuzzHandler(f *testing.F) {
	for _, e := range contratoteste.Exemplos(f) {
		f.Add([]byte(e.Requisicao), "application/json")
	}
	for _, s := range []string{"", "{", "[]", "null", `{"operacao":"voar"}`, "\xff", `{"operacao":"reembolso","compra":{"tarifa":-1}}`,
		`{"operacao":"disponibilidade","paradas":["A"],"trecho":{"de":5,"ate":1}}`} {
		f.Add([]byte(s), "application/json")
	}
	f.Add([]byte(`{}`), "text/plain")
	f.Add([]byte(`{}`), "")
	h := Handler()
	permitidos := map[int]bool{200: true, 400: true, 413: true, 415: true, 422: true}
	f.Fuzz(func(t *testing.T, corpo []byte, ct string) {
		w := chamar(h, http.MethodPost, ct, bytes.NewReader(corpo))
		if !permitidos[w.Code] {
			t.Fatalf("status %d for %q (%q): %.300s", w.Code, corpo, ct, w.Body.Bytes())
		}
		conferirResposta(t, w, w.Code)
	})
}

func BenchmarkHandler(b *testing.B) {
	h := Handler()
	corpo := []byte(contratoteste.Exemplos(b)["beneficio-jovem-gratuidade"].Requisicao)
	b.ReportAllocs()
	b.SetBytes(int64(len(corpo)))
	for b.Loop() {
		r := httptest.NewRequest(http.MethodPost, rota, bytes.NewReader(corpo))
		r.Header.Set("Content-Type", "application/json")
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		if w.Code != http.StatusOK && w.Code != http.StatusUnprocessableEntity {
			b.Fatalf("status %d", w.Code)
		}
	}
}

// TestBpe: the BP-e check over HTTP (operation bpe): a key answers 200, an
// XML bomb 422 with xml_invalido on the field xml, a 1 MB document 413
// before the engine runs.
func TestBpe(t *testing.T) {
	h := Handler()
	w := post(h, `{"operacao":"bpe","agora":"2026-12-20T10:00:00-03:00","chave":"4322 0507 3646 1700 0135 6306 0000 0000 1018 1350 9436"}`)
	obj := conferirResposta(t, w, http.StatusOK)
	if c, _ := obj["chave"].(map[string]any); c == nil || c["digitoValido"] != true || c["uf"] != "RS" {
		t.Errorf("chave: %v", obj["chave"])
	}
	bomba := `{"operacao":"bpe","agora":"2026-12-20T10:00:00-03:00","xml":"<?xml version='1.0'?><!DOCTYPE l [<!ENTITY a 'aaaaaaaaaa'><!ENTITY b '&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;'>]><BPe xmlns='http://www.portalfiscal.inf.br/bpe'>&b;</BPe>"}`
	obj = conferirResposta(t, post(h, bomba), http.StatusUnprocessableEntity)
	if c := codigo(t, obj); c != "xml_invalido" {
		t.Errorf("bomba: codigo %q", c)
	}
	if e := obj["erros"].([]any)[0].(map[string]any); e["campo"] != "xml" || !strings.Contains(e["mensagem"].(string), "DOCTYPE") {
		t.Errorf("bomba: %v", e)
	}
	grande := `{"operacao":"bpe","agora":"2026-12-20T10:00:00-03:00","xml":"<BPe>` + strings.Repeat("x", 1_000_000) + `</BPe>"}`
	if c := codigo(t, conferirResposta(t, post(h, grande), http.StatusRequestEntityTooLarge)); c != "entrada_muito_grande" {
		t.Errorf("1 MB: codigo %q", c)
	}
}
