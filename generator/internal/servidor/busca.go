package servidor

import (
	"html"
	"io"
	"net/http"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Search without JavaScript. The search runs in the browser (js/busca.js);
// without JavaScript the form still sends its query to /busca/?q=…, and
// this server writes the query back into that page: into the header's
// search field (its value) and into the notice for visitors without
// JavaScript (site/templates/busca.html), which then offers the guide and
// the list of norms. A static host serves the page as it is.
const (
	caminhoBusca  = "/busca/"
	arquivoBusca  = "busca/index.html"
	marcaCampo    = `<input id="busca-q" name="q" type="search"`
	marcaConsulta = `<span class="consulta-sem-js" data-consulta></span>`
	// maxConsulta bounds the query written back, in bytes.
	maxConsulta = 200
)

// buscaSemJS answers GET/HEAD /busca/?q=… with the page carrying q; it
// reports false (nothing written) for any other request, or when the page
// lacks the marks.
func (s *servidor) buscaSemJS(w http.ResponseWriter, r *http.Request) bool {
	if r.URL.Path != caminhoBusca || (r.Method != http.MethodGet && r.Method != http.MethodHead) {
		return false
	}
	q := consultaEcoavel(r.URL.Query().Get("q"))
	if q == "" {
		return false
	}
	v, err := s.versao()
	if err != nil {
		return false
	}
	defer v.Close()
	f, err := v.abrir(arquivoBusca)
	if err != nil {
		return false
	}
	b, err := io.ReadAll(io.LimitReader(f.conteudo, 4<<20))
	if err != nil {
		return false
	}
	pagina := string(b)
	if !strings.Contains(pagina, marcaCampo) || !strings.Contains(pagina, marcaConsulta) {
		return false
	}
	esc := html.EscapeString(q)
	pagina = strings.Replace(pagina, marcaCampo, marcaCampo+` value="`+esc+`"`, 1)
	pagina = strings.Replace(pagina, marcaConsulta, strings.TrimSuffix(marcaConsulta, "</span>")+` Você buscou “`+esc+`”.</span>`, 1)
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", "no-cache")
	h.Set("Content-Length", strconv.Itoa(len(pagina)))
	w.WriteHeader(http.StatusOK)
	if r.Method == http.MethodGet {
		io.WriteString(w, pagina)
	}
	return true
}

// consultaEcoavel is the query q as the page may show it, whatever bytes
// the URL carried: valid UTF-8 (each run of invalid bytes becomes U+FFFD,
// so the rest of the query survives), no control character (NUL, C0, DEL,
// C1: a page has no use for them; each becomes a space) and no bidirectional
// formatting character (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F,
// U+061C, which could reorder the text shown around them; dropped), runs
// of white space made one space, trimmed, and cut to at most maxConsulta
// bytes on a character boundary. HTML escaping is still the caller's.
func consultaEcoavel(q string) string {
	q = strings.ToValidUTF8(q, "\uFFFD")
	q = strings.Map(func(c rune) rune {
		switch {
		case unicode.IsControl(c):
			return ' '
		case unicode.Is(unicode.Bidi_Control, c):
			return -1
		}
		return c
	}, q)
	q = strings.Join(strings.Fields(q), " ")
	if len(q) > maxConsulta {
		corte := maxConsulta
		for corte > 0 && !utf8.RuneStart(q[corte]) {
			corte--
		}
		q = strings.TrimRight(q[:corte], " ")
	}
	return q
}
