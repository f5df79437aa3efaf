package generator

import (
	"html/template"
	"os"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"
	"unicode"

	"viagemdedireito/generator/internal/servidor"
)

func TestSemQuebra(t *testing.T) {
	const n = "\u00a0"
	casos := []struct{ de, para string }{
		{"art. 149, § 5º", "art." + n + "149, §" + n + "5º"},
		{"Lei nº 12.852/2013", "Lei" + n + "nº" + n + "12.852/2013"},
		{"Resolução ANTT nº 6.033/2023, art. 149, I", "Resolução ANTT" + n + "nº" + n + "6.033/2023, art." + n + "149, I"},
		{"Art. 1º Esta Lei", "Art." + n + "1º Esta Lei"},
		{"§§ 3º e 4º", "§§" + n + "3º e 4º"},
		{"arts. 148 a 154", "arts." + n + "148 a 154"},
		{"Lei n.º 8.899", "Lei" + n + "n.º" + n + "8.899"},
		{"a parte. Art", "a parte. Art"},           // "Art" without a period is a word
		{"o smart. app", "o smart. app"},           // "art." inside a word is not a citation
		{"§7º sem espaço", "§7º sem espaço"},       // the official oddity stays as written
		{"nada a fazer aqui", "nada a fazer aqui"}, // no citation
	}
	for _, c := range casos {
		if g := semQuebra(c.de); g != c.para {
			t.Errorf("semQuebra(%q) = %q, want %q", c.de, g, c.para)
		}
		// the words stay the same: only spaces become non-breaking
		if strings.Join(strings.FieldsFunc(semQuebra(c.de), unicode.IsSpace), " ") != strings.Join(strings.Fields(c.de), " ") {
			t.Errorf("semQuebra(%q) changed the words", c.de)
		}
	}
}

// semQuebraRegexp is semQuebra as it was written first, with regular
// expressions: the reference the hand-written scan must equal match for
// match (TestSemQuebraComoRegexp, FuzzSemQuebra).
func semQuebraRegexp(s string) string {
	espacos := func(n int) string { return strings.Repeat("\u00a0", n) }
	s = reDepois.ReplaceAllStringFunc(s, func(m string) string {
		p := reDepois.FindStringSubmatch(m)
		return p[1] + p[2] + espacos(len(p[3]))
	})
	return reAntes.ReplaceAllStringFunc(s, func(m string) string {
		p := reAntes.FindStringSubmatch(m)
		return p[1] + espacos(len(p[2])) + p[3]
	})
}

var (
	reDepois = regexp.MustCompile(`(^|[^\pL])((?:[Aa]rts?\.)|§§?|(?:[Nn]\.?º))( +)`)
	reAntes  = regexp.MustCompile(`(\pL)( +)([Nn]\.?º)`)
)

// casosSemQuebra are the seeds of the comparisons with the regexp: the
// marks at the start, after a letter, after another mark's spaces, cut
// short, and bytes that are not UTF-8.
var casosSemQuebra = []string{
	"art. 1º", "Lei nº 1", "§  2º", "§§ 1º e 2º", "", "n.º 3", "\u00a0§ \u00a0x",
	"art. art. 1", "§ § 1", "a nº nº 2", "Nº 3", "N.º  4", "xart. 1", "(arts. 1 e 2)",
	"arts 1", "art.1", "§§", "§§x", "n.", "n.º", "Lei  nº", "\xffart. 1", "\xa7 1", "é nº 1",
	"ºnº 1", "art. § nº 1", "Arts.   3", "lei n º 5", "1nº 2", "§\n1", "\nart. 1",
}

func TestSemQuebraComoRegexp(t *testing.T) {
	casos := append([]string(nil), casosSemQuebra...)
	// every citation of the real content, as the pages carry them
	fontes, err := os.ReadDir("../content")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range fontes {
		if b, err := os.ReadFile("../content/" + f.Name()); err == nil {
			casos = append(casos, strings.Split(string(b), "\n")...)
		}
	}
	for _, s := range casos {
		if g, want := semQuebra(s), semQuebraRegexp(s); g != want {
			t.Errorf("semQuebra(%q) = %q, a expressão regular dá %q", s, g, want)
		}
	}
}

func FuzzSemQuebra(f *testing.F) {
	for _, s := range casosSemQuebra {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		g := semQuebra(s)
		// property: only ordinary spaces may change, each into one U+00A0
		if strings.ReplaceAll(g, "\u00a0", " ") != strings.ReplaceAll(s, "\u00a0", " ") {
			t.Fatalf("semQuebra(%q) = %q changed more than spaces", s, g)
		}
		// and exactly those the regular expressions changed
		if want := semQuebraRegexp(s); g != want {
			t.Fatalf("semQuebra(%q) = %q, a expressão regular dá %q", s, g, want)
		}
	})
}

// BenchmarkSemQuebra: every line of the real content through semQuebra.
func BenchmarkSemQuebra(b *testing.B) {
	var linhas []string
	fontes, err := os.ReadDir("../content")
	if err != nil {
		b.Fatal(err)
	}
	for _, f := range fontes {
		if c, err := os.ReadFile("../content/" + f.Name()); err == nil {
			linhas = append(linhas, strings.Split(string(c), "\n")...)
		}
	}
	b.Run("varredura", func(b *testing.B) {
		for b.Loop() {
			for _, l := range linhas {
				semQuebra(l)
			}
		}
	})
	b.Run("regexp", func(b *testing.B) {
		for b.Loop() {
			for _, l := range linhas {
				semQuebraRegexp(l)
			}
		}
	})
}

func TestLegenda(t *testing.T) {
	res, err := siteReal("")
	if err != nil {
		t.Fatal(err)
	}
	pagina := string(res.Arquivos["legislacao/resolucao-antt-6033-2023/index.html"])
	for _, want := range []string{
		`<a href="#art149"><span class="sumario-rotulo">Art.` + "\u00a0" + `149</span> <span class="sumario-legenda">`,
		`<a href="#art142"><span class="sumario-rotulo">Art.` + "\u00a0" + `142</span></a>`, // its text is omitted: no caption
	} {
		if !strings.Contains(pagina, want) {
			t.Errorf("sumário da Resolução sem %q", want)
		}
	}
}

// TestGuiaNaBusca: every section the home page's menu links to is a
// document of the search index, with its heading and text, and the index
// carries the synonym table of the content.
func TestGuiaNaBusca(t *testing.T) {
	res, err := siteReal("")
	if err != nil {
		t.Fatal(err)
	}
	inicio := string(res.Arquivos["index.html"])
	menu := regexp.MustCompile(`(?s)<nav id="menu".*?</nav>`).FindString(inicio)
	ids := regexp.MustCompile(`href="#([^"]+)"`).FindAllStringSubmatch(menu, -1)
	if len(ids) < 8 {
		t.Fatalf("menu da página inicial com %d links, esperado ao menos 8: %s", len(ids), menu)
	}
	indice := string(res.Arquivos[strings.TrimPrefix(servidor.Indice, "/")])
	if indice == "" {
		t.Fatalf("sem índice de busca em %s", servidor.Indice)
	}
	for _, id := range ids {
		if !strings.Contains(indice, `["/#`+id[1]+`",`) {
			t.Errorf("a seção #%s do guia não está no índice de busca", id[1])
		}
	}
	if strings.Contains(indice, "Voltar ao menu") {
		t.Error("o índice tem o texto do link “Voltar ao menu”")
	}
	if !strings.Contains(indice, `"palavras":["trem","trens","ferrovia"],"equivale":["ferroviário"]`) {
		t.Error("o índice não traz a tabela de sinônimos de content/sinonimos.yaml")
	}
}

func TestLerSinonimos(t *testing.T) {
	casos := []struct {
		yaml string
		erro string // "" for none
		n    int
	}{
		{"sinonimos:\n  - {palavras: [trem], equivale: [ferroviário], nota: x}\n", "", 1},
		{"sinonimos:\n  - {palavras: [trem], equivale: [ferroviário], outra: x}\n", "outra", 0},
		{"sinonimos:\n  - {palavras: [trem]}\n", "equivale", 0},
		{"sinonimos: [\n", "sinonimos.yaml", 0},
	}
	for _, c := range casos {
		s, err := lerSinonimos(fstest.MapFS{"sinonimos.yaml": {Data: []byte(c.yaml)}})
		switch {
		case c.erro == "" && err != nil:
			t.Errorf("%q: %v", c.yaml, err)
		case c.erro != "" && (err == nil || !strings.Contains(err.Error(), c.erro)):
			t.Errorf("%q: erro %v, esperado um com %q", c.yaml, err, c.erro)
		case len(s) != c.n:
			t.Errorf("%q: %d sinônimos, esperado %d", c.yaml, len(s), c.n)
		}
	}
	if s, err := lerSinonimos(fstest.MapFS{}); err != nil || s != nil {
		t.Errorf("sem o arquivo: %v, %v; esperado nenhum sinônimo e nenhum erro", s, err)
	}
}

func TestAtoOficial(t *testing.T) {
	for u, want := range map[string]bool{
		"https://anttlegis.datalegis.inf.br":                  false,
		"https://anttlegis.datalegis.inf.br/":                 false,
		"http://www.planalto.gov.br/ccivil_03/Leis/L8899.htm": true,
		"https://juris.antaq.gov.br/?p=89641":                 true,
		"https://www.in.gov.br/?":                             false,
		"::":                                                  false,
	} {
		if g := atoOficial(u); g != want {
			t.Errorf("atoOficial(%q) = %v, want %v", u, g, want)
		}
	}
}

// TestSemQuebraNoHTML: the text of a page gets its non-breaking spaces;
// tags, attributes and the elements whose text is copied or run as written
// keep theirs.
func TestSemQuebraNoHTML(t *testing.T) {
	casos := []struct{ de, para string }{
		{`<p>cópia do art. 32 da Lei nº 12.852/2013</p>`, "<p>cópia do art.\u00a032 da Lei\u00a0nº\u00a012.852/2013</p>"},
		{`<a href="/x" title="art. 1º" data-citacao="Lei nº 1">§ 2º</a>`, "<a href=\"/x\" title=\"art. 1º\" data-citacao=\"Lei nº 1\">§\u00a02º</a>"},
		{`<title>Lei nº 1</title><p>art. 2</p>`, "<title>Lei nº 1</title><p>art.\u00a02</p>"},
		{`<pre>art. 3</pre><code>art. 4</code><textarea>art. 5</textarea><script>x="art. 6"</script><style>/* art. 7 */</style>art. 8`,
			"<pre>art. 3</pre><code>art. 4</code><textarea>art. 5</textarea><script>x=\"art. 6\"</script><style>/* art. 7 */</style>art.\u00a08"},
		{`<pre><b>art. 9</b></pre>art. 10`, "<pre><b>art. 9</b></pre>art.\u00a010"},
		{`texto sem tags, art. 11`, "texto sem tags, art.\u00a011"},
		{`<p>tag aberta art. 12 <b`, "<p>tag aberta art.\u00a012 <b"},
		{``, ``},
	}
	for _, c := range casos {
		if got := string(semQuebraNoHTML([]byte(c.de))); got != c.para {
			t.Errorf("semQuebraNoHTML(%q)\n = %q\nquero %q", c.de, got, c.para)
		}
	}
}

// semQuebraNoHTML is the reference the build's no-break spaces must match
// (it was the build's own until they were written with the text,
// semQuebraNosModelos): it applies semQuebra to the text of a page as its templates
// wrote it: every run of text between tags, outside <title>, <script>, <style>,
// <textarea>, <pre> and <code> (code and snippets an operator copies keep
// their spaces). It is the one place a page's text gets them, whether the
// text comes from the content, from a citation function or from a
// template's prose ("cópia do art. 32 da Lei nº 12.852/2013"); templates
// call semQuebra only for an attribute drawn on the screen (data-citacao).
// A tag is skipped whole: html/template escapes "<" and ">" inside
// attribute values.
func semQuebraNoHTML(b []byte) []byte {
	s := string(b)
	var out strings.Builder
	out.Grow(len(s) + 256)
	pular := "" // the closing tag ending a skipped element
	for len(s) > 0 {
		i := strings.IndexByte(s, '<')
		if i < 0 {
			i = len(s)
		}
		if pular == "" {
			out.WriteString(semQuebra(s[:i]))
		} else {
			out.WriteString(s[:i])
		}
		s = s[i:]
		if s == "" {
			break
		}
		j := strings.IndexByte(s, '>')
		if j < 0 {
			out.WriteString(s)
			break
		}
		tag := s[:j+1]
		out.WriteString(tag)
		s = s[j+1:]
		nome := strings.ToLower(strings.TrimLeft(tag[1:], "/"))
		if k := strings.IndexAny(nome, " \t\n>/"); k >= 0 {
			nome = nome[:k]
		}
		switch {
		case pular != "":
			if strings.HasPrefix(tag, "</") && nome == pular {
				pular = ""
			}
		case !strings.HasPrefix(tag, "</"):
			switch nome {
			case "script", "style", "textarea", "pre", "code", "title":
				pular = nome
			}
		}
	}
	return []byte(out.String())
}

// TestSemQuebraNosModelos: a page made by rewritten templates is the page
// the same templates make without it, given to semQuebraNoHTML: the prose
// and the printed values get no-break spaces in the page's text; tags,
// attributes, <title> (a template called there too), <pre>, <code> and
// <script> keep theirs; branches and nested templates are followed.
func TestSemQuebraNosModelos(t *testing.T) {
	fontes := []string{
		`<p>cópia do art. 32 da {{.Lei}}</p>`,
		`<title>{{template "t" .}}</title><h1>{{template "h" .}}</h1>{{define "t"}}art. 1 {{.Lei}}{{end}}{{define "h"}}§ 2º {{.Lei}}{{end}}`,
		`<a href="/x?q={{.Lei}}" title="art. 3 {{.Lei}}" data-x="{{.Lei}}">art. 4</a>`,
		`<pre>art. 5 {{.Lei}}</pre><code>{{.Lei}}</code><script>var x = {{.Lei}};</script> art. 6`,
		`{{range .Lista}}<li>{{.}} e art. 7</li>{{else}}nada, art. 8{{end}}{{if .Lei}}<b>{{.Lei}}</b>{{end}}`,
		`{{$x := .Lei}}<p class="{{if .Lei}}a{{end}}">{{$x}} nº 9</p>{{with .Lei}}{{.}}{{end}}`,
		`{{cita}} e {{.Lei}}`,
	}
	funcs := template.FuncMap{funcaoSemQuebra: semQuebraValor,
		"cita": func() template.HTML {
			return template.HTML("<a href=\"/l\">" + semQuebra("Lei nº 1, art. 2") + "</a>")
		}}
	dados := map[string]any{"Lei": "Lei nº 12.852/2013, art. 32", "Lista": []string{"§ 1º", "arts. 1º e 2º"}}
	for _, f := range fontes {
		executar := func(reescrever bool) string {
			tm := template.Must(template.New("p").Funcs(funcs).Parse(f))
			if reescrever {
				if err := semQuebraNosModelos(tm, "p"); err != nil {
					t.Fatal(err)
				}
			}
			var b strings.Builder
			if err := tm.Execute(&b, dados); err != nil {
				t.Fatal(err)
			}
			return b.String()
		}
		if got, want := executar(true), string(semQuebraNoHTML([]byte(executar(false)))); got != want {
			t.Errorf("%s\n = %q\nquero %q", f, got, want)
		}
	}
}

// TestSemQuebraContextoDuplo: a template called in the page's text and
// inside <title> (or a tag) is an error, not written for one of the two.
func TestSemQuebraContextoDuplo(t *testing.T) {
	for _, f := range []string{
		`<title>{{template "t"}}</title><h1>{{template "t"}}</h1>{{define "t"}}art. 1{{end}}`,
		`<h1>{{template "t"}}</h1><p title="{{template "t"}}"></p>{{define "t"}}art. 1{{end}}`,
	} {
		tm := template.Must(template.New("p").Funcs(template.FuncMap{funcaoSemQuebra: semQuebraValor}).Parse(f))
		if err := semQuebraNosModelos(tm, "p"); err == nil || !strings.Contains(err.Error(), `"t"`) {
			t.Errorf("%s: erro %v", f, err)
		}
	}
}
