package servidor

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBuscaSemJS: /busca/?q=… comes back with the query in the search
// field and in the notice, escaped; other requests are left alone.
func TestBuscaSemJS(t *testing.T) {
	dir := t.TempDir()
	pagina := `<!doctype html><form><input id="busca-q" name="q" type="search" autocomplete="off"></form>` +
		`<noscript><p>Sem JavaScript.<span class="consulta-sem-js" data-consulta></span></p></noscript>`
	if err := os.MkdirAll(filepath.Join(dir, "busca"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "busca", "index.html"), []byte(pagina), 0o644); err != nil {
		t.Fatal(err)
	}
	h := New(dir, nil)
	get := func(url string) *httptest.ResponseRecorder {
		w := httptest.NewRecorder()
		h.ServeHTTP(w, httptest.NewRequest(http.MethodGet, url, nil))
		return w
	}
	w := get(`/busca/?q=%22idosos%22+%3Cb%3E`)
	corpo := w.Body.String()
	if w.Code != 200 || !strings.Contains(corpo, `value="&#34;idosos&#34; &lt;b&gt;"`) || !strings.Contains(corpo, `Você buscou “&#34;idosos&#34; &lt;b&gt;”.`) {
		t.Errorf("GET /busca/?q=…: %d\n%s", w.Code, corpo)
	}
	if strings.Contains(corpo, "<b>") {
		t.Error("a consulta foi escrita sem escapar")
	}
	if got := w.Header().Get("Content-Security-Policy"); got == "" {
		t.Error("a página com a consulta saiu sem Content-Security-Policy")
	}
	if w := get("/busca/"); strings.Contains(w.Body.String(), "value=") {
		t.Errorf("sem consulta, a página mudou: %s", w.Body.String())
	}
	longa := strings.Repeat("ç", 300)
	if w := get("/busca/?q=" + longa); !strings.Contains(w.Body.String(), `value="`+strings.Repeat("ç", maxConsulta/2)+`"`) {
		t.Errorf("consulta longa não cortada em %d bytes", maxConsulta)
	}
}
