package api

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"viagemdedireito/calculator/httpapi"
)

// TestComputacoesLimitadas: the worker's handler runs at most
// Limites.Calculos computations at once; one more gets 503 with
// Retry-After and the contract's error answer in Portuguese, code
// servidor_ocupado, and once the computations end it is answered again
// (the reliability review of 2026-12-03: the worker computed everything at
// once, 825 MB under wrangler dev at 200 connections).
func TestComputacoesLimitadas(t *testing.T) {
	const vagas = 2
	entrou, liberar := make(chan struct{}), make(chan struct{})
	bloqueia := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case entrou <- struct{}{}:
			<-liberar
		case <-liberar:
		}
		w.Header().Set("Content-Type", "application/json")
		w.Write([]byte(`{"ok":true}`))
	})
	h := Montar(bloqueia, httpapi.Limites{Calculos: vagas, Espera: 20 * time.Millisecond, RetryAfter: 3})
	post := func() *httptest.ResponseRecorder {
		w := httptest.NewRecorder()
		h.ServeHTTP(w, httptest.NewRequest(http.MethodPost, httpapi.Rota, strings.NewReader(`{}`)))
		return w
	}
	feitos := make(chan int, vagas)
	for range vagas {
		go func() { feitos <- post().Code }()
	}
	for range vagas {
		<-entrou
	}
	mais := make(chan *httptest.ResponseRecorder, 1)
	go func() { mais <- post() }()
	var w *httptest.ResponseRecorder
	select {
	case w = <-mais:
	case <-entrou:
		close(liberar)
		t.Fatalf("com %d cálculos em andamento, mais um começou: o worker não limita os cálculos", vagas)
	}
	var r struct {
		Ok    *bool
		Erros []struct{ Codigo, Mensagem string }
	}
	if err := json.Unmarshal(w.Body.Bytes(), &r); err != nil {
		t.Fatalf("resposta ao pedido a mais não é JSON: %v: %s", err, w.Body)
	}
	if w.Code != http.StatusServiceUnavailable || w.Header().Get("Retry-After") != "3" || r.Ok == nil || *r.Ok ||
		len(r.Erros) != 1 || r.Erros[0].Codigo != "servidor_ocupado" || !strings.Contains(r.Erros[0].Mensagem, "Servidor ocupado") {
		t.Errorf("pedido além de %d cálculos: status %d, Retry-After %q, %s; quero 503 servidor_ocupado",
			vagas, w.Code, w.Header().Get("Retry-After"), w.Body)
	}
	close(liberar)
	for range vagas {
		if c := <-feitos; c != http.StatusOK {
			t.Errorf("cálculo liberado: status %d", c)
		}
	}
	if c := post().Code; c != http.StatusOK {
		t.Errorf("depois de liberadas as vagas: status %d, quero 200", c)
	}
}

// TestHandler: the worker's real handler answers the API and, elsewhere,
// the contract's JSON 404.
func TestHandler(t *testing.T) {
	h := Handler()
	w := httptest.NewRecorder()
	h.ServeHTTP(w, httptest.NewRequest(http.MethodPost, httpapi.Rota,
		strings.NewReader(`{"operacao":"reservas","reservas":[]}`)))
	if w.Code != http.StatusOK || !strings.HasPrefix(w.Body.String(), `{"ok":true,"operacao":"reservas"`) {
		t.Errorf("POST %s: %d %s", httpapi.Rota, w.Code, w.Body)
	}
	w = httptest.NewRecorder()
	h.ServeHTTP(w, httptest.NewRequest(http.MethodGet, "/outra", nil))
	if w.Code != http.StatusNotFound || !strings.Contains(w.Body.String(), `"codigo":"rota_inexistente"`) {
		t.Errorf("GET /outra: %d %s", w.Code, w.Body)
	}
}
