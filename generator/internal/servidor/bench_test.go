package servidor

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

// BenchmarkServe measures one request for a norm page with a brotli
// sibling, the common case, through the whole handler (path checks, root
// open, negotiation, headers).
func BenchmarkServe(b *testing.B) {
	h := New(site(b), api)
	req := httptest.NewRequest(http.MethodGet, "/legislacao/lei-x/", nil)
	req.Header.Set("Accept-Encoding", "gzip, deflate, br")
	b.ReportAllocs()
	for b.Loop() {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != http.StatusOK {
			b.Fatalf("status %d", rec.Code)
		}
	}
}

// BenchmarkNotFound measures a miss answered with 404.html.
func BenchmarkNotFound(b *testing.B) {
	h := New(site(b), api)
	req := httptest.NewRequest(http.MethodGet, "/legislacao/nao-existe/", nil)
	b.ReportAllocs()
	for b.Loop() {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != http.StatusNotFound {
			b.Fatalf("status %d", rec.Code)
		}
	}
}
