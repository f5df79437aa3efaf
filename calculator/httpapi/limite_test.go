package httpapi

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// abrirLento opens a connection to addr and sends a POST to the API whose
// headers are complete but whose body is not: the Content-Length kind (one
// byte of 60,000 sent) or, with chunked, an endless chunked body. The
// caller closes it.
func abrirLento(t *testing.T, addr string, chunked bool) net.Conn {
	t.Helper()
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	pedido := "POST " + Rota + " HTTP/1.1\r\nHost: teste\r\nContent-Type: application/json\r\n"
	if chunked {
		pedido += "Transfer-Encoding: chunked\r\n\r\n1\r\n{\r\n"
	} else {
		pedido += "Content-Length: 60000\r\n\r\n{"
	}
	if _, err := io.WriteString(c, pedido); err != nil {
		t.Fatal(err)
	}
	return c
}

// TestCorposLentosNaoTomamVagas: clients that send their bodies slowly, four
// times as many as there are computation slots, with a Content-Length or a
// chunked body, do not keep a well-behaved client from its answer: the body
// is read before a slot is taken, so they hold their own connections and no
// slot (the reliability review of 2026-12-03, M-a: four of them took the
// four slots of "gerar serve" for 15 s and every other POST got 503).
func TestCorposLentosNaoTomamVagas(t *testing.T) {
	const vagas = 2
	lim := Limitar(Handler(), Limites{Calculos: vagas, Espera: 20 * time.Millisecond, RetryAfter: 1, Leitura: time.Minute})
	var ativas atomic.Int64
	srv := httptest.NewUnstartedServer(lim)
	srv.Config.ConnState = func(_ net.Conn, s http.ConnState) {
		if s == http.StateActive {
			ativas.Add(1)
		}
	}
	srv.Start()
	defer srv.Close()

	const lentos = 4 * vagas
	for i := range lentos {
		c := abrirLento(t, srv.Listener.Addr().String(), i%2 == 1)
		defer c.Close()
	}
	// Wait until the server has read every slow request's headers, then
	// give each the time to reach the handler and, if it could, a slot.
	for limite := time.Now().Add(10 * time.Second); ativas.Load() < lentos; time.Sleep(time.Millisecond) {
		if time.Now().After(limite) {
			t.Fatalf("o servidor leu os cabeçalhos de %d das %d requisições lentas", ativas.Load(), lentos)
		}
	}
	v := lim.(*limitador).vagas
	for limite := time.Now().Add(200 * time.Millisecond); len(v) < vagas && time.Now().Before(limite); time.Sleep(time.Millisecond) {
	}
	if n := len(v); n != 0 {
		t.Errorf("%d vagas de cálculo tomadas por corpos que ainda não chegaram, quero 0", n)
	}

	for i := range 3 {
		res, err := http.Post(srv.URL+Rota, "application/json", strings.NewReader(exemploBeneficio))
		if err != nil {
			t.Fatal(err)
		}
		corpo, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode != http.StatusOK || !bytes.HasPrefix(corpo, []byte(`{"ok":true`)) {
			t.Errorf("pedido %d de um cliente normal com %d corpos lentos abertos: status %d, %.200s", i+1, lentos, res.StatusCode, corpo)
		}
	}
}

// TestCorpoLentoTempoEsgotado: a body that has not arrived within
// Limites.Leitura gets 408 with the contract's error answer, code
// tempo_esgotado, in Portuguese, and leaves no slot taken.
func TestCorpoLentoTempoEsgotado(t *testing.T) {
	for _, chunked := range []bool{false, true} {
		lim := Limitar(Handler(), Limites{Calculos: 1, Espera: 20 * time.Millisecond, RetryAfter: 1, Leitura: 50 * time.Millisecond})
		srv := httptest.NewServer(lim)
		c := abrirLento(t, srv.Listener.Addr().String(), chunked)
		c.SetReadDeadline(time.Now().Add(30 * time.Second))
		res, err := http.ReadResponse(bufio.NewReader(c), nil)
		if err != nil {
			t.Fatalf("chunked %v: sem resposta ao corpo lento: %v", chunked, err)
		}
		corpo, _ := io.ReadAll(res.Body)
		res.Body.Close()
		c.Close()
		var r struct {
			Ok    *bool `json:"ok"`
			Erros []struct{ Codigo, Mensagem string }
		}
		if err := json.Unmarshal(corpo, &r); err != nil {
			t.Fatalf("chunked %v: resposta não é JSON: %v: %s", chunked, err, corpo)
		}
		if res.StatusCode != http.StatusRequestTimeout || r.Ok == nil || *r.Ok || len(r.Erros) != 1 ||
			r.Erros[0].Codigo != codigoTempoEsgotado || !strings.Contains(r.Erros[0].Mensagem, "não chegou a tempo (limite de 50 ms)") {
			t.Errorf("chunked %v: status %d, %s; quero 408 tempo_esgotado", chunked, res.StatusCode, corpo)
		}
		if n := len(lim.(*limitador).vagas); n != 0 {
			t.Errorf("chunked %v: %d vagas tomadas depois do 408", chunked, n)
		}
		srv.Close()
	}
}

// TestLimitarMesmasRespostas: behind Limitar, every request that is not
// refused for load gets the answer Handler alone gives it (status, headers
// that matter, body): refusals before the body (415, 413 by
// Content-Length), a body over the limit without a Content-Length (413),
// invalid JSON, and answers.
func TestLimitarMesmasRespostas(t *testing.T) {
	lim := Limitar(Handler(), LimitesPadrao())
	grande := `{"operacao":"reservas","x":"` + strings.Repeat("a", limiteCorpo) + `"}`
	casos := []struct {
		nome, tipo, corpo string
		semTamanho        bool // the body's length unknown (chunked)
		status            int
	}{
		{"exemplo", "application/json", exemploBeneficio, false, http.StatusOK},
		{"exemplo sem tamanho", "application/json", exemploBeneficio, true, http.StatusOK},
		{"texto", "text/plain", exemploBeneficio, false, http.StatusUnsupportedMediaType},
		{"grande", "application/json", grande, false, http.StatusRequestEntityTooLarge},
		{"grande sem tamanho", "application/json", grande, true, http.StatusRequestEntityTooLarge},
		{"grande e texto", "text/plain", grande, false, http.StatusUnsupportedMediaType},
		{"malformado", "application/json", `{"operacao":`, false, http.StatusBadRequest},
		{"inválido", "application/json", `{"operacao":"passagem"}`, false, http.StatusUnprocessableEntity},
	}
	for _, c := range casos {
		respostas := [2]*httptest.ResponseRecorder{}
		for i, h := range []http.Handler{Handler(), lim} {
			var corpo io.Reader = strings.NewReader(c.corpo)
			if c.semTamanho {
				corpo = io.MultiReader(corpo) // not a *strings.Reader: no ContentLength
			}
			r := httptest.NewRequest(http.MethodPost, Rota, corpo)
			r.Header.Set("Content-Type", c.tipo)
			w := httptest.NewRecorder()
			h.ServeHTTP(w, r)
			respostas[i] = w
		}
		sem, com := respostas[0], respostas[1]
		if com.Code != c.status || sem.Code != c.status {
			t.Errorf("%s: status %d sem o limitador e %d com ele, quero %d", c.nome, sem.Code, com.Code, c.status)
		}
		if !bytes.Equal(sem.Body.Bytes(), com.Body.Bytes()) {
			t.Errorf("%s: respostas diferentes:\nsem o limitador %.200s\ncom ele         %.200s", c.nome, sem.Body, com.Body)
		}
		for _, cab := range []string{"Content-Type", "Cache-Control", "Accept-Post", "Access-Control-Allow-Origin"} {
			if a, b := sem.Header().Get(cab), com.Header().Get(cab); a != b {
				t.Errorf("%s: %s %q sem o limitador, %q com ele", c.nome, cab, a, b)
			}
		}
	}
}
