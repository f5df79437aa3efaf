package servidor

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
)

// TestCabecalhosDaCalculadora: the WebAssembly module is served as
// application/wasm, immutable and brotli-compressed when the client takes
// it; wasm_exec.js likewise as JavaScript; the service worker at /sw.js is
// revalidated on every visit (no-cache), as the pages are, so that a new
// build reaches the browsers at once.
func TestCabecalhosDaCalculadora(t *testing.T) {
	dir := t.TempDir()
	for nome, conteudo := range map[string]string{
		"index.html":                          "<!doctype html><title>Início</title>",
		"sw.js":                               "self.addEventListener('fetch', () => {});",
		"sw.js.br":                            "BR:sw",
		"assets/calculadora-0A1B2C3D.wasm":    "\x00asm\x01\x00\x00\x00",
		"assets/calculadora-0A1B2C3D.wasm.br": "BR:wasm",
		"assets/calculadora-0A1B2C3D.wasm.gz": "GZ:wasm",
		"assets/wasm_exec-99AABBCC.js":        "globalThis.Go = class {};",
		"assets/wasm_exec-99AABBCC.js.br":     "BR:exec",
	} {
		p := filepath.Join(dir, filepath.FromSlash(nome))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(conteudo), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	h := New(dir, nil)
	for _, c := range []struct {
		caminho, aceita                       string
		tipo, cache, codificacao, corpo, vary string
	}{
		{"/assets/calculadora-0A1B2C3D.wasm", "gzip, deflate, br", "application/wasm", cacheImutavel, "br", "BR:wasm", "Accept-Encoding"},
		{"/assets/calculadora-0A1B2C3D.wasm", "gzip", "application/wasm", cacheImutavel, "gzip", "GZ:wasm", "Accept-Encoding"},
		{"/assets/calculadora-0A1B2C3D.wasm", "", "application/wasm", cacheImutavel, "", "\x00asm\x01\x00\x00\x00", "Accept-Encoding"},
		{"/assets/wasm_exec-99AABBCC.js", "br", "text/javascript; charset=utf-8", cacheImutavel, "br", "BR:exec", "Accept-Encoding"},
		{"/sw.js", "br", "text/javascript; charset=utf-8", "no-cache", "br", "BR:sw", "Accept-Encoding"},
		{"/sw.js", "", "text/javascript; charset=utf-8", "no-cache", "", "self.addEventListener('fetch', () => {});", "Accept-Encoding"},
	} {
		req := httptest.NewRequest(http.MethodGet, c.caminho, nil)
		if c.aceita != "" {
			req.Header.Set("Accept-Encoding", c.aceita)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		r := rec.Result()
		if r.StatusCode != 200 {
			t.Errorf("%s: status %d", c.caminho, r.StatusCode)
			continue
		}
		for k, want := range map[string]string{"Content-Type": c.tipo, "Cache-Control": c.cache, "Content-Encoding": c.codificacao, "Vary": c.vary} {
			if got := r.Header.Get(k); got != want {
				t.Errorf("%s (Accept-Encoding %q): %s = %q, quer %q", c.caminho, c.aceita, k, got, want)
			}
		}
		if got := rec.Body.String(); got != c.corpo {
			t.Errorf("%s (Accept-Encoding %q): corpo %q, quer %q", c.caminho, c.aceita, got, c.corpo)
		}
		if r.Header.Get("Service-Worker-Allowed") != "" {
			t.Errorf("%s: Service-Worker-Allowed desnecessário com o service worker na raiz", c.caminho)
		}
	}
	if !Impresso("/assets/calculadora-0A1B2C3D.wasm") || Impresso("/sw.js") || Impresso("/assets/calculadora-0A1B2C3D.wasm.br") {
		t.Error("Impresso não reconhece o módulo com impressão digital, ou reconhece /sw.js ou um .br")
	}
}
