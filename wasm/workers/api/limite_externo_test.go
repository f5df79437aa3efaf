// This test runs node (the worker's JavaScript bound), so it carries the
// build constraint externo (make test-js).

//go:build !js && externo

package api

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"viagemdedireito/calculator/httpapi"
)

// TestLimiteDoWorker runs ../limite.mjs, the worker's bound on requests at
// once (the glue starts a Go instance per request, so the bound lives in
// JavaScript), around a glue whose requests wait: with 2 places a 3rd
// request gets 503 with Retry-After and exactly the answer of
// httpapi.Limitar, and the waiting ones are answered once released (the
// reliability review of 2026-12-03: the worker had no bound, 825 MB under
// wrangler dev at 200 connections).
func TestLimiteDoWorker(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Fatal("node não encontrado no PATH: este teste roda wasm/workers/limite.mjs no Node.js (≥ 18).")
	}
	cmd := exec.Command(node, filepath.Join("..", "testdata", "limite.mjs"))
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("node testdata/limite.mjs: %v\n%s", err, stderr.Bytes())
	}
	var r struct {
		Entraram        int
		Status          int
		RetryAfter      string
		Tipo            string
		Corpo           string
		RespostaOcupado string
		Depois          []int
	}
	if err := json.Unmarshal(out, &r); err != nil {
		t.Fatalf("saída do Node ilegível: %v\n%s", err, out)
	}

	// httpapi.Limitar's own 503, with its one slot held
	entrou, liberar := make(chan struct{}), make(chan struct{})
	lim := httpapi.Limitar(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		entrou <- struct{}{}
		<-liberar
	}), httpapi.Limites{Calculos: 1, Espera: time.Millisecond, RetryAfter: 1})
	go lim.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(http.MethodPost, httpapi.Rota, strings.NewReader(`{}`)))
	<-entrou
	w := httptest.NewRecorder()
	lim.ServeHTTP(w, httptest.NewRequest(http.MethodPost, httpapi.Rota, strings.NewReader(`{}`)))
	close(liberar)

	if r.Status != http.StatusServiceUnavailable || r.RetryAfter != "1" || r.Tipo != w.Header().Get("Content-Type") {
		t.Errorf("3º pedido com 2 lugares: status %d, Retry-After %q, Content-Type %q; quero 503, \"1\", %q",
			r.Status, r.RetryAfter, r.Tipo, w.Header().Get("Content-Type"))
	}
	if r.Corpo != w.Body.String() || r.RespostaOcupado != w.Body.String() {
		t.Errorf("a resposta do worker ocupado difere da de httpapi.Limitar:\nworker %s\nGo     %s", r.Corpo, w.Body)
	}
	if r.Entraram != 3 || !slices.Equal(r.Depois, []int{200, 200, 200}) {
		t.Errorf("entraram %d pedidos (quero 3: 2, e 1 depois de liberados), respostas %v (quero 200 × 3)", r.Entraram, r.Depois)
	}
}
