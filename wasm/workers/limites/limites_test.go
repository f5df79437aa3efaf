package main

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"viagemdedireito/calculator/httpapi"
)

// TestModuloEhORespostaDeLimitar: the module's busy answer is what
// httpapi.Limitar answers a request that finds no slot (status, every
// header, the bytes), with gerar serve's Retry-After, and its body limit is
// the handler's.
func TestModuloEhORespostaDeLimitar(t *testing.T) {
	m, err := modulo()
	if err != nil {
		t.Fatal(err)
	}
	lim := regexp.MustCompile(`(?m)^export const limiteCorpo = (\d+);$`).FindSubmatch(m)
	if lim == nil || string(lim[1]) != strconv.Itoa(httpapi.LimiteCorpo) {
		t.Errorf("limiteCorpo do módulo: %q, quero %d", lim, httpapi.LimiteCorpo)
	}
	oc := regexp.MustCompile(`(?m)^export const ocupado = \{ status: (\d+), cabecalhos: (.*), corpo: (".*") \};$`).FindSubmatch(m)
	if oc == nil {
		t.Fatalf("módulo sem ocupado:\n%s", m)
	}
	var cab [][2]string
	var corpo string
	if err := json.Unmarshal(oc[2], &cab); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(oc[3], &corpo); err != nil {
		t.Fatal(err)
	}

	// Limitar's own 503: one slot, held
	padrao := httpapi.LimitesPadrao()
	entrou, liberar := make(chan struct{}), make(chan struct{})
	h := httpapi.Limitar(http.HandlerFunc(func(http.ResponseWriter, *http.Request) {
		entrou <- struct{}{}
		<-liberar
	}), httpapi.Limites{Calculos: 1, Espera: time.Millisecond, RetryAfter: padrao.RetryAfter})
	post := func() *http.Request {
		return httptest.NewRequest(http.MethodPost, httpapi.Rota, strings.NewReader(`{}`))
	}
	go h.ServeHTTP(httptest.NewRecorder(), post())
	<-entrou
	w := httptest.NewRecorder()
	h.ServeHTTP(w, post())
	close(liberar)

	if got := string(oc[1]); got != strconv.Itoa(w.Code) || w.Code != http.StatusServiceUnavailable {
		t.Errorf("status do módulo %s, de Limitar %d; quero 503 nos dois", got, w.Code)
	}
	if corpo != w.Body.String() {
		t.Errorf("corpo do módulo:\n%s\nde Limitar:\n%s", corpo, w.Body)
	}
	n := 0
	for nome, valores := range w.Header() {
		for _, v := range valores {
			n++
			achou := false
			for _, c := range cab {
				achou = achou || (c[0] == nome && c[1] == v)
			}
			if !achou {
				t.Errorf("Limitar responde %s: %s, o módulo não", nome, v)
			}
		}
	}
	if n != len(cab) {
		t.Errorf("o módulo tem %d cabeçalhos, Limitar %d: %v", len(cab), n, cab)
	}
	if w.Header().Get("Retry-After") == "" {
		t.Error("a resposta de Limitar não tem Retry-After")
	}
}
