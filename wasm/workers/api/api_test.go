package api

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"viagemdedireito/calculator/httpapi"
)

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
