package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers/legacy"

	"viagemdedireito/calculator/esquema"
	"viagemdedireito/calculator/internal/contratoteste"
)

var atualizar = flag.Bool("update", false, "rewrite openapi.json from the Go types")

// gerarOpenAPI writes the document from the calculator's Go types and this
// package's limits, statuses and codes.
func gerarOpenAPI(t *testing.T) []byte {
	t.Helper()
	docs, err := esquema.LerDocs("..")
	if err != nil {
		t.Fatal(err)
	}
	c, err := esquema.Ler(docs, codigosHTTP...)
	if err != nil {
		t.Fatal(err)
	}
	status := descricoesStatus()
	naoPermitido := status["405"]
	delete(status, "405")
	return esquema.OpenAPI(c, esquema.API{
		Titulo: "Calculadora Viagem de Direito",
		Versao: "1",
		Descricao: "Contract v1 of the calculator of Brazilian interstate passenger transport rights (free seats and " +
			"discounts, deadlines, refunds, rebooking): one JSON request in, one JSON answer out, the answer of the Go " +
			"package viagemdedireito/calculator byte for byte. Answers are never cached; every error lists each invalid field.",
		Rota: Rota, RotaOpenAPI: RotaOpenAPI, LimiteCorpo: limiteCorpo,
		Status: status, NaoPermitido: naoPermitido,
		CacheRespostas: cacheRespostas, CacheDocumento: cacheDocumento,
	})
}

// TestOpenAPIAtual: openapi.json is what the Go types give today (go test
// ./calculator/httpapi -update rewrites it).
func TestOpenAPIAtual(t *testing.T) {
	novo := gerarOpenAPI(t)
	if *atualizar {
		if err := os.WriteFile("openapi.json", novo, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if !bytes.Equal(novo, openapiJSON) {
		t.Fatal("openapi.json está desatualizado em relação aos tipos Go: rode go test ./calculator/httpapi -update")
	}
}

// documentoOpenAPI loads and validates the embedded document with
// kin-openapi.
func documentoOpenAPI(t *testing.T) *openapi3.T {
	t.Helper()
	doc, err := openapi3.NewLoader().LoadFromData(openapiJSON)
	if err != nil {
		t.Fatalf("kin-openapi não carrega openapi.json: %v", err)
	}
	if err := doc.Validate(context.Background()); err != nil {
		t.Fatalf("openapi.json inválido (kin-openapi): %v", err)
	}
	return doc
}

func TestOpenAPIValido(t *testing.T) {
	doc := documentoOpenAPI(t)
	if doc.OpenAPI != "3.1.0" {
		t.Errorf("openapi %q, esperado 3.1.0", doc.OpenAPI)
	}
	post := doc.Paths.Find(Rota).Post
	for _, s := range []string{"200", "400", "413", "415", "422", "500"} {
		if post.Responses.Value(s) == nil {
			t.Errorf("POST %s sem a resposta %s", Rota, s)
		}
	}
	if doc.Paths.Find(Rota).Put.Responses.Value("405") == nil {
		t.Errorf("PUT %s sem a resposta 405", Rota)
	}
	reservas := doc.Components.Schemas["PedidoReservas"].Value.Properties["reservas"].Value
	if reservas.MaxItems == nil || *reservas.MaxItems != 200 {
		t.Errorf("PedidoReservas.reservas sem maxItems 200: %+v", reservas.MaxItems)
	}
}

// validar checks one exchange with the handler against the document:
// request (method, path, body) and answer (status, headers, body).
func validar(t *testing.T, doc *openapi3.T, metodo, tipo, corpo string) (status int, resposta []byte) {
	t.Helper()
	router, err := legacy.NewRouter(doc)
	if err != nil {
		t.Fatal(err)
	}
	req := httptest.NewRequest(metodo, "http://localhost"+Rota, strings.NewReader(corpo))
	if tipo != "" {
		req.Header.Set("Content-Type", tipo)
	}
	w := httptest.NewRecorder()
	Handler().ServeHTTP(w, req)
	resposta = w.Body.Bytes()
	route, params, err := router.FindRoute(httptest.NewRequest(metodo, "http://localhost"+Rota, strings.NewReader(corpo)))
	if err != nil {
		t.Fatalf("%s %s: rota ausente do documento: %v", metodo, Rota, err)
	}
	entrada := &openapi3filter.RequestValidationInput{Request: req, PathParams: params, Route: route,
		Options: &openapi3filter.Options{ExcludeRequestBody: true}}
	err = openapi3filter.ValidateResponse(context.Background(), &openapi3filter.ResponseValidationInput{
		RequestValidationInput: entrada, Status: w.Code, Header: w.Header(),
		Body: io.NopCloser(bytes.NewReader(resposta)), Options: &openapi3filter.Options{IncludeResponseStatus: true},
	})
	if err != nil {
		t.Errorf("%s %s %.80q: a resposta %d não segue o documento: %v\n%s", metodo, tipo, corpo, w.Code, err, resposta)
	}
	return w.Code, resposta
}

// validarPedido checks a request body against the document's request
// schema (the engine may still refuse it; the schema says its shape).
func validarPedido(t *testing.T, doc *openapi3.T, corpo []byte) error {
	t.Helper()
	router, err := legacy.NewRouter(doc)
	if err != nil {
		t.Fatal(err)
	}
	req := httptest.NewRequest(http.MethodPost, "http://localhost"+Rota, bytes.NewReader(corpo))
	req.Header.Set("Content-Type", "application/json")
	route, params, err := router.FindRoute(req)
	if err != nil {
		t.Fatal(err)
	}
	return openapi3filter.ValidateRequest(context.Background(), &openapi3filter.RequestValidationInput{
		Request: req, PathParams: params, Route: route})
}

// TestExemplosSeguemOOpenAPI: every contract example is a valid request of
// the document, and the handler's answer to it (status, headers, body)
// follows the document; so do the error answers.
func TestExemplosSeguemOOpenAPI(t *testing.T) {
	doc := documentoOpenAPI(t)
	exemplos := contratoteste.Exemplos(t)
	if len(exemplos) == 0 {
		t.Fatal("sem exemplos")
	}
	for nome, e := range exemplos {
		if err := validarPedido(t, doc, e.Requisicao); err != nil {
			t.Errorf("%s: o pedido não segue o documento: %v", nome, err)
		}
		if status, resposta := validar(t, doc, http.MethodPost, "application/json", string(e.Requisicao)); status != http.StatusOK {
			t.Errorf("%s: status %d: %s", nome, status, resposta)
		}
	}
	erros := []struct {
		metodo, tipo, corpo string
		status              int
	}{
		{http.MethodPost, "application/json", `{"operacao":`, http.StatusBadRequest},
		{http.MethodPost, "application/json", strings.Repeat("[", 70) + strings.Repeat("]", 70), http.StatusBadRequest},
		{http.MethodPost, "application/json", `{"operacao":"passagem"}`, http.StatusUnprocessableEntity},
		{http.MethodPost, "application/json", `{"operacao":"beneficio","agora":"ontem","viagem":{}}`, http.StatusUnprocessableEntity},
		{http.MethodPost, "application/json", `{"operacao":"reembolso","operacao":"reembolso"}`, http.StatusUnprocessableEntity},
		{http.MethodPost, "application/json", `{"operacao":"reservas","reservas":"` + strings.Repeat("a", limiteCorpo) + `"}`, http.StatusRequestEntityTooLarge},
		{http.MethodPost, "text/plain", `{}`, http.StatusUnsupportedMediaType},
		{http.MethodPut, "application/json", `{}`, http.StatusMethodNotAllowed},
		{http.MethodDelete, "", ``, http.StatusMethodNotAllowed},
	}
	for _, c := range erros {
		if status, resposta := validar(t, doc, c.metodo, c.tipo, c.corpo); status != c.status {
			t.Errorf("%s %s %.60q: status %d, esperado %d: %s", c.metodo, c.tipo, c.corpo, status, c.status, resposta)
		}
	}
	// A request the document refuses is refused by the engine too.
	for _, corpo := range []string{`{"operacao":"passagem"}`, `{"operacao":"reservas","reservas":[` +
		strings.Repeat(`{"destino":"A","partida":"2026-12-24T08:00:00-03:00"},`, 200) + `{"destino":"A","partida":"2026-12-24T08:00:00-03:00"}]}`} {
		if err := validarPedido(t, doc, []byte(corpo)); err == nil {
			t.Errorf("o documento aceita %.60q, que o motor recusa", corpo)
		}
	}
}

// TestOpenAPIServido: the handler serves the document at RotaOpenAPI with a
// Cache-Control a CDN may honour, while answers stay no-store.
func TestOpenAPIServido(t *testing.T) {
	for _, m := range []string{http.MethodGet, http.MethodHead} {
		w := httptest.NewRecorder()
		Handler().ServeHTTP(w, httptest.NewRequest(m, RotaOpenAPI, nil))
		if w.Code != http.StatusOK || w.Header().Get("Content-Type") != "application/json" ||
			w.Header().Get("Cache-Control") != "public, max-age=3600" || w.Header().Get("Content-Length") != strconv.Itoa(len(openapiJSON)) {
			t.Errorf("%s %s: %d %v", m, RotaOpenAPI, w.Code, w.Header())
		}
		if m == http.MethodGet && !bytes.Equal(w.Body.Bytes(), openapiJSON) {
			t.Errorf("GET %s: o corpo não é openapi.json", RotaOpenAPI)
		}
	}
	w := httptest.NewRecorder()
	Handler().ServeHTTP(w, httptest.NewRequest(http.MethodPost, RotaOpenAPI, strings.NewReader(`{}`)))
	if w.Code != http.StatusMethodNotAllowed || w.Header().Get("Cache-Control") != "no-store" || w.Header().Get("Allow") != "GET, HEAD, OPTIONS" {
		t.Errorf("POST %s: %d %v", RotaOpenAPI, w.Code, w.Header())
	}
	var v map[string]any
	if err := json.Unmarshal(w.Body.Bytes(), &v); err != nil || v["ok"] != false {
		t.Errorf("POST %s: %s", RotaOpenAPI, w.Body.Bytes())
	}
	w = httptest.NewRecorder()
	Handler().ServeHTTP(w, httptest.NewRequest(http.MethodPost, Rota, strings.NewReader(`{"operacao":"x"}`)))
	if w.Header().Get("Cache-Control") != "no-store" {
		t.Errorf("POST %s: Cache-Control %q", Rota, w.Header().Get("Cache-Control"))
	}
	for _, c := range []struct {
		caminho string
		atende  bool
	}{{Rota, true}, {RotaOpenAPI, true}, {"/api/v1/", false}, {"/api/v1/calcular/", false}, {"/api/v1/openapi.json/x", false}} {
		if Atende(c.caminho) != c.atende {
			t.Errorf("Atende(%q) = %v", c.caminho, !c.atende)
		}
	}
}
