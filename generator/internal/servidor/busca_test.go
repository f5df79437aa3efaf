package servidor

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
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

// TestBuscaSemJSEcoLimpo: whatever bytes the query carries, the page writes
// back valid UTF-8 without control or bidirectional formatting characters,
// and keeps the rest of the query (the reliability review of 2026-12-03,
// L-c: invalid UTF-8, NUL and U+202E came back raw, and one invalid byte
// before 300 letters emptied the whole query).
func TestBuscaSemJSEcoLimpo(t *testing.T) {
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
	casos := []struct{ q, eco string }{
		{"%ff%fe%3Cb%3E", "\uFFFD&lt;b&gt;"}, // a run of invalid bytes: one U+FFFD
		{"%ff" + strings.Repeat("a", 300), "\uFFFD" + strings.Repeat("a", maxConsulta-len("\uFFFD"))},
		{"%00%01idosos%7f", "idosos"},
		{"idosos%00jovens", "idosos jovens"},
		{"%e2%80%ae%3Cx", "&lt;x"},
		{"abc%e2%81%a6def%e2%80%8f", "abcdef"},
		{"%c2%85idosos%c2%9b", "idosos"}, // C1 controls (NEL, CSI)
		{"%ed%a0%80x", "\uFFFDx"},        // an encoded surrogate is not UTF-8
		{"caf%c3%a9%20%20%09com%0aleite", "café com leite"},
	}
	for _, c := range casos {
		w := httptest.NewRecorder()
		h.ServeHTTP(w, httptest.NewRequest(http.MethodGet, "/busca/?q="+c.q, nil))
		corpo := w.Body.String()
		if !utf8.ValidString(corpo) {
			t.Errorf("q=%s: a página não é UTF-8 válido", c.q)
		}
		for _, r := range corpo {
			if (unicode.IsControl(r) && r != '\n' && r != '\t') || unicode.Is(unicode.Bidi_Control, r) {
				t.Errorf("q=%s: a página tem o caractere %U", c.q, r)
				break
			}
		}
		if !strings.Contains(corpo, `value="`+c.eco+`"`) || !strings.Contains(corpo, "Você buscou “"+c.eco+"”.") {
			t.Errorf("q=%s: quero o eco %q no campo e no aviso:\n%s", c.q, c.eco, corpo)
		}
	}
	// A query of nothing but control characters is no query: the page as it is.
	w := httptest.NewRecorder()
	h.ServeHTTP(w, httptest.NewRequest(http.MethodGet, "/busca/?q=%00%01%e2%80%ae", nil))
	if w.Body.String() != pagina {
		t.Errorf("consulta só de caracteres de controle: a página mudou: %s", w.Body.String())
	}
}

// FuzzConsultaEcoavel: the echoed query is valid UTF-8 of at most
// maxConsulta bytes, without control or bidirectional formatting
// characters, without leading, trailing or doubled white space; cleaning
// it again changes nothing; and a query that was already clean comes back
// unchanged.
func FuzzConsultaEcoavel(f *testing.F) {
	for _, s := range []string{"idosos", "\xff\xfe<b>", "\xff" + strings.Repeat("a", 300), "\x00\x01", "\u202e<x",
		"  café \t com\nleite ", strings.Repeat("ç", 150), "a\u2066b\u2069c", "\xed\xa0\x80", "\u0085x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, q string) {
		e := consultaEcoavel(q)
		if !utf8.ValidString(e) || len(e) > maxConsulta {
			t.Fatalf("%q → %q: UTF-8 inválido ou mais de %d bytes", q, e, maxConsulta)
		}
		for _, r := range e {
			if unicode.IsControl(r) || unicode.Is(unicode.Bidi_Control, r) {
				t.Fatalf("%q → %q: ficou o caractere %U", q, e, r)
			}
		}
		if e != strings.Join(strings.Fields(e), " ") {
			t.Fatalf("%q → %q: espaços não normalizados", q, e)
		}
		if again := consultaEcoavel(e); again != e {
			t.Fatalf("%q → %q → %q: limpar de novo mudou", q, e, again)
		}
		limpa := utf8.ValidString(q) && len(q) <= maxConsulta && q == strings.Join(strings.Fields(q), " ") &&
			!strings.ContainsFunc(q, func(r rune) bool { return unicode.IsControl(r) || unicode.Is(unicode.Bidi_Control, r) })
		if limpa && e != q {
			t.Fatalf("consulta já limpa %q mudou para %q", q, e)
		}
		visivel := strings.ContainsFunc(strings.ToValidUTF8(q, "\uFFFD"), func(r rune) bool {
			return !unicode.IsSpace(r) && !unicode.IsControl(r) && !unicode.Is(unicode.Bidi_Control, r)
		})
		if visivel && e == "" {
			t.Fatalf("%q: tinha o que mostrar e o eco ficou vazio", q)
		}
	})
}
