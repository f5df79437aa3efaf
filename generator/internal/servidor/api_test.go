package servidor

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"viagemdedireito/calculator/httpapi"
)

// TestRealAPI mounts the calculator's real handler, as "gerar serve" does,
// and checks that the API keeps its own behaviour (JSON answers, CORS) under
// the static server, with the security headers added.
func TestRealAPI(t *testing.T) {
	h := New(site(t), httpapi.Handler())

	req := httptest.NewRequest(http.MethodPost, "/api/v1/calcular", strings.NewReader(`{"operacao":"nao-existe"}`))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Origin", "https://operadora.example")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	var resp struct {
		Ok    *bool             `json:"ok"`
		Erros []json.RawMessage `json:"erros"`
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &resp); err != nil || resp.Ok == nil {
		t.Fatalf("POST /api/v1/calcular: status %d, corpo %q não é uma resposta do contrato", rec.Code, rec.Body.String())
	}
	if *resp.Ok || len(resp.Erros) == 0 {
		t.Errorf("operação desconhecida deveria dar ok=false com erros: %s", rec.Body.String())
	}
	if got := rec.Header().Get("Content-Type"); !strings.HasPrefix(got, "application/json") {
		t.Errorf("Content-Type %q", got)
	}
	if rec.Header().Get("Access-Control-Allow-Origin") == "" {
		t.Error("sem Access-Control-Allow-Origin: a API deve aceitar chamadas das páginas das operadoras")
	}
	if rec.Header().Get("Content-Security-Policy") != ContentSecurityPolicy || rec.Header().Get("X-Content-Type-Options") != "nosniff" {
		t.Error("a resposta da API não tem os cabeçalhos de segurança")
	}

	req = httptest.NewRequest(http.MethodOptions, "/api/v1/calcular", nil)
	req.Header.Set("Origin", "https://operadora.example")
	req.Header.Set("Access-Control-Request-Method", "POST")
	req.Header.Set("Access-Control-Request-Headers", "content-type")
	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code >= 300 || rec.Header().Get("Access-Control-Allow-Origin") == "" ||
		!strings.Contains(rec.Header().Get("Access-Control-Allow-Methods"), "POST") {
		t.Errorf("preflight OPTIONS: status %d, cabeçalhos %v", rec.Code, rec.Header())
	}

	req = httptest.NewRequest(http.MethodPut, "/api/v1/calcular", strings.NewReader("{}"))
	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusMethodNotAllowed {
		t.Errorf("PUT /api/v1/calcular: status %d, quero 405 da API", rec.Code)
	}
}

// TestRealAPIOpenAPI: "gerar serve" also serves the API's OpenAPI document
// (httpapi.RotaOpenAPI), cacheable by a CDN, through the real handler.
func TestRealAPIOpenAPI(t *testing.T) {
	h := New(site(t), httpapi.Handler())
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, httpapi.RotaOpenAPI, nil))
	var doc struct {
		OpenAPI string `json:"openapi"`
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &doc); err != nil || rec.Code != http.StatusOK || doc.OpenAPI != "3.1.0" {
		t.Fatalf("GET %s: status %d, openapi %q (%v)", httpapi.RotaOpenAPI, rec.Code, doc.OpenAPI, err)
	}
	if cc := rec.Header().Get("Cache-Control"); cc != "public, max-age=3600" {
		t.Errorf("GET %s: Cache-Control %q", httpapi.RotaOpenAPI, cc)
	}
}
