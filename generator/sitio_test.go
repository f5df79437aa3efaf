package generator_test

// Site-wide tests on the real content, built in memory: every internal
// reference resolves (files and #fragments), nothing is loaded from another
// origin, and the pages keep to what the Content-Security-Policy of
// internal/servidor allows (no inline script except JSON-LD and the one its
// script-src allows by hash, no style attributes or elements, no
// event-handler attributes).

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"html"
	"net/url"
	"path"
	"regexp"
	"slices"
	"strings"
	"testing"

	"viagemdedireito/generator"
	"viagemdedireito/generator/internal/servidor"
)

// hashScript is the CSP source of an inline script's text, as the browser
// hashes it ('sha256-' and the base64 of its SHA-256).
func hashScript(texto string) string {
	h := sha256.Sum256([]byte(texto))
	return "sha256-" + base64.StdEncoding.EncodeToString(h[:])
}

const baseURL = "https://viagemdedireito.org.br"

// officialHosts are the only other origins a page may link to (plain
// <a href> links to the official sources of the texts, never loads):
// Planalto, the Diário Oficial da União, ANTT and its legislation portal
// (anttlegis.datalegis.inf.br), ANTAQ and its legislation site
// (juris.antaq.gov.br), LexML, and the courts whose decisions are
// published (content/jurisprudencia: STJ, TRF3).
var officialHosts = []string{"planalto.gov.br", "in.gov.br", "antt.gov.br", "anttlegis.datalegis.inf.br", "antaq.gov.br", "lexml.gov.br", "stj.jus.br", "trf3.jus.br"}

// TestSitio builds the real site once and runs every site-wide check on it.
func TestSitio(t *testing.T) {
	res, err := generator.SiteReal(baseURL)
	if err != nil {
		for _, d := range res.Diagnosticos {
			t.Log(d.String())
		}
		t.Fatalf("Build: %v", err)
	}
	s := newSitio(t, res.Arquivos)
	if len(s.pages) < 12 {
		t.Fatalf("só %d páginas HTML geradas", len(s.pages))
	}
	for _, c := range s.checks() {
		t.Run(c.name, func(t *testing.T) {
			for _, p := range c.run() {
				t.Error(p)
			}
		})
	}
	if s.refsChecked < 100 {
		t.Errorf("só %d referências internas verificadas: o teste não está vendo as páginas", s.refsChecked)
	}
	if s.jsonLD == 0 {
		t.Error("nenhuma página tem JSON-LD (schema.org Legislation nas páginas de norma)")
	}
}

type check struct {
	name string
	run  func() []string
}

func (s *sitio) checks() []check {
	return []check{
		{"referencias-internas", s.testInternalRefs},
		{"outras-origens", s.testOtherOrigins},
		{"csp", s.testCSP},
		{"ids-unicos", s.testUniqueIDs},
		{"sitemap", s.testSitemap},
		{"css", s.testCSS},
		{"json", s.testJSON},
		{"estrutura", s.testStructure},
	}
}

// reporter collects problems with the Errorf/Error/Fatal shape of testing.T.
type reporter struct{ p *[]string }

func (r reporter) Errorf(format string, args ...any) {
	*r.p = append(*r.p, fmt.Sprintf(format, args...))
}
func (r reporter) Error(msg string) { *r.p = append(*r.p, msg) }

type sitio struct {
	refsChecked int // internal references seen by testInternalRefs
	jsonLD      int // JSON-LD scripts seen by testCSP
	files       map[string][]byte
	pages       map[string][]tag          // file name ("legislacao/x/index.html") → its tags
	ids         map[string]map[string]int // file name → id → count
}

func newSitio(t *testing.T, files map[string][]byte) *sitio {
	s := &sitio{files: files, pages: map[string][]tag{}, ids: map[string]map[string]int{}}
	for name, content := range files {
		if !strings.HasSuffix(name, ".html") {
			continue
		}
		tags, err := tokenize(string(content))
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		s.pages[name] = tags
		ids := map[string]int{}
		for _, tg := range tags {
			if id, ok := tg.attr("id"); ok && !tg.end {
				ids[id]++
			}
		}
		s.ids[name] = ids
	}
	return s
}

// sortedPages returns the page file names in order, for stable messages.
func (s *sitio) sortedPages() []string {
	names := make([]string, 0, len(s.pages))
	for n := range s.pages {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}

// pageURL is the URL path a page is served at.
func pageURL(name string) string {
	if name == "index.html" {
		return "/"
	}
	if strings.HasSuffix(name, "/index.html") {
		return "/" + strings.TrimSuffix(name, "index.html")
	}
	return "/" + name
}

// urlAttrs are the attributes holding a URL, per element.
var urlAttrs = []string{"href", "src", "action", "poster", "data", "cite", "formaction"}

// loads reports whether the attribute makes the browser fetch the URL
// (as opposed to a link the reader may follow).
func loads(tg tag, attr string) bool {
	switch tg.name {
	case "a", "area", "form":
		return false
	case "link":
		rel := strings.Fields(strings.ToLower(tg.attrs["rel"]))
		for _, r := range rel {
			if r == "canonical" || r == "alternate" || r == "license" || r == "author" || r == "help" {
				return false
			}
		}
		return true
	case "blockquote", "q", "del", "ins":
		return attr != "cite"
	}
	return true
}

// resolveFile maps an internal URL path to the file that serves it.
func (s *sitio) resolveFile(p string) (string, bool) {
	name := strings.TrimPrefix(p, "/")
	if name == "" || strings.HasSuffix(name, "/") {
		name += "index.html"
	}
	_, ok := s.files[name]
	return name, ok
}

func (s *sitio) testInternalRefs() (problems []string) {
	t := reporter{&problems}
	for _, name := range s.sortedPages() {
		base, _ := url.Parse(baseURL + pageURL(name))
		for _, tg := range s.pages[name] {
			if tg.end {
				continue
			}
			for _, a := range urlAttrs {
				v, ok := tg.attr(a)
				if !ok {
					continue
				}
				where := fmt.Sprintf("%s:%d: <%s %s=%q>", name, tg.line, tg.name, a, v)
				if strings.TrimSpace(v) == "" || v == "#" {
					t.Errorf("%s: URL vazia", where)
					continue
				}
				u, err := base.Parse(v)
				if err != nil {
					t.Errorf("%s: URL inválida: %v", where, err)
					continue
				}
				if u.Scheme == "data" || u.Host != hostOf(baseURL) || (u.Scheme != "http" && u.Scheme != "https") {
					continue // other origins: testOtherOrigins
				}
				s.refsChecked++
				if strings.Contains(u.Path, "//") || strings.Contains(u.Path, "/./") || strings.Contains(u.Path, "/../") {
					t.Errorf("%s: caminho não canônico %q", where, u.Path)
					continue
				}
				target, ok := s.resolveFile(u.Path)
				if !ok {
					if _, dir := s.files[strings.TrimPrefix(u.Path, "/")+"/index.html"]; dir {
						t.Errorf("%s: falta a barra final (%s/)", where, u.Path)
					} else {
						t.Errorf("%s: %s não existe na saída", where, u.Path)
					}
					continue
				}
				if u.Fragment == "" {
					continue
				}
				ids, isHTML := s.ids[target]
				if !isHTML {
					t.Errorf("%s: fragmento #%s numa página que não é HTML (%s)", where, u.Fragment, target)
				} else if ids[u.Fragment] == 0 {
					t.Errorf("%s: %s não tem elemento com id=%q", where, target, u.Fragment)
				}
			}
		}
	}
	return problems
}

func hostOf(u string) string {
	p, err := url.Parse(u)
	if err != nil {
		return ""
	}
	return p.Host
}

func official(host string) bool {
	host = strings.ToLower(host)
	for _, h := range officialHosts {
		if host == h || strings.HasSuffix(host, "."+h) {
			return true
		}
	}
	return false
}

func (s *sitio) testOtherOrigins() (problems []string) {
	t := reporter{&problems}
	for _, name := range s.sortedPages() {
		base, _ := url.Parse(baseURL + pageURL(name))
		for _, tg := range s.pages[name] {
			if tg.end {
				continue
			}
			for _, a := range append(slices.Clone(urlAttrs), "srcset", "imagesrcset") {
				v, ok := tg.attr(a)
				if !ok {
					continue
				}
				where := fmt.Sprintf("%s:%d: <%s %s=%q>", name, tg.line, tg.name, a, v)
				if a == "srcset" || a == "imagesrcset" {
					t.Errorf("%s: srcset não é usado pelo site; verifique a origem de cada imagem", where)
					continue
				}
				u, err := base.Parse(v)
				if err != nil {
					continue // reported by testInternalRefs
				}
				switch {
				case u.Scheme == "data":
					if !(tg.name == "img" && a == "src") {
						t.Errorf("%s: URL data: fora de <img src>", where)
					}
				case u.Scheme != "http" && u.Scheme != "https":
					t.Errorf("%s: esquema %q não permitido", where, u.Scheme)
				case u.Host == hostOf(baseURL):
					if u.Scheme != "https" && strings.HasPrefix(baseURL, "https:") {
						t.Errorf("%s: URL do site sem https", where)
					}
				case loads(tg, a):
					t.Errorf("%s: carrega um recurso de outra origem (%s)", where, u.Host)
				case !official(u.Host):
					t.Errorf("%s: link para %s, que não é fonte oficial (%s)", where, u.Host, strings.Join(officialHosts, ", "))
				}
			}
		}
	}
	return problems
}

var eventAttr = regexp.MustCompile(`^on[a-z]+$`)

func (s *sitio) testCSP() (problems []string) {
	t := reporter{&problems}
	for _, name := range s.sortedPages() {
		for _, tg := range s.pages[name] {
			if tg.end {
				continue
			}
			where := fmt.Sprintf("%s:%d: <%s>", name, tg.line, tg.name)
			for _, a := range tg.list {
				switch {
				case a.name == "style":
					t.Errorf("%s: atributo style=%q (a CSP bloqueia estilos inline)", where, a.value)
				case eventAttr.MatchString(a.name):
					t.Errorf("%s: atributo %s (a CSP bloqueia manipuladores inline)", where, a.name)
				case strings.HasPrefix(strings.ToLower(strings.TrimSpace(a.value)), "javascript:"):
					t.Errorf("%s: URL javascript: em %s", where, a.name)
				}
			}
			switch tg.name {
			case "style":
				t.Errorf("%s: elemento <style> (a CSP bloqueia estilos inline)", where)
			case "script":
				_, hasSrc := tg.attr("src")
				typ, _ := tg.attr("type")
				switch {
				case hasSrc && strings.TrimSpace(tg.text) != "":
					t.Errorf("%s: <script src> com conteúdo", where)
				case hasSrc:
				case strings.EqualFold(typ, "application/ld+json"):
					s.jsonLD++
					if !json.Valid([]byte(tg.text)) {
						t.Errorf("%s: JSON-LD inválido: %.200s", where, tg.text)
					}
				case typ == "" && strings.Contains(servidor.ContentSecurityPolicy, "'"+hashScript(tg.text)+"'"):
					// the calculator pages' first script (servidor.ScriptInicio)
				default:
					t.Errorf("%s: script inline (type=%q) bloqueado pela CSP ('%s'): %.80s", where, typ, hashScript(tg.text), strings.TrimSpace(tg.text))
				}
			case "base":
				t.Errorf("%s: <base> (a CSP tem base-uri 'none')", where)
			case "iframe", "object", "embed", "frame":
				t.Errorf("%s: <%s> não é usado pelo site", where, tg.name)
			}
		}
	}
	return problems
}

func (s *sitio) testUniqueIDs() (problems []string) {
	t := reporter{&problems}
	for _, name := range s.sortedPages() {
		var dups []string
		for id, n := range s.ids[name] {
			if n > 1 {
				dups = append(dups, fmt.Sprintf("%s (%d×)", id, n))
			}
		}
		slices.Sort(dups)
		if len(dups) > 0 {
			t.Errorf("%s: ids repetidos: %s", name, strings.Join(dups, ", "))
		}
	}
	return problems
}

var locRE = regexp.MustCompile(`<loc>([^<]*)</loc>`)

func (s *sitio) testSitemap() (problems []string) {
	t := reporter{&problems}
	sm, ok := s.files["sitemap.xml"]
	if !ok {
		return []string{"sem sitemap.xml"}
	}
	listed := map[string]bool{}
	for _, m := range locRE.FindAllStringSubmatch(string(sm), -1) {
		loc := html.UnescapeString(m[1])
		if !strings.HasPrefix(loc, baseURL+"/") {
			t.Errorf("sitemap.xml: <loc>%s</loc> não começa com %s/", loc, baseURL)
			continue
		}
		p := strings.TrimPrefix(loc, baseURL)
		name, ok := s.resolveFile(p)
		if !ok {
			t.Errorf("sitemap.xml: %s não existe na saída", loc)
		}
		listed[name] = true
	}
	for _, name := range s.sortedPages() {
		// a page that asks not to be indexed (the embeds, framed by other
		// sites) stays out of the sitemap; every other page is in it
		noindex := false
		for _, tg := range s.pages[name] {
			noindex = noindex || (tg.name == "meta" && tg.attrs["name"] == "robots" && strings.Contains(tg.attrs["content"], "noindex"))
		}
		switch {
		case noindex && listed[name]:
			t.Errorf("sitemap.xml lista %s, que pede noindex", pageURL(name))
		case name != "404.html" && !noindex && !listed[name]:
			t.Errorf("sitemap.xml não lista %s", pageURL(name))
		}
	}
	if robots, ok := s.files["robots.txt"]; !ok {
		t.Error("sem robots.txt")
	} else if !strings.Contains(string(robots), "Sitemap: "+baseURL+"/sitemap.xml") {
		t.Errorf("robots.txt não aponta para %s/sitemap.xml:\n%s", baseURL, robots)
	}
	return problems
}

var cssURL = regexp.MustCompile(`url\(\s*['"]?([^'")]+)['"]?\s*\)|@import\s+['"]([^'"]+)['"]`)

func (s *sitio) testCSS() (problems []string) {
	t := reporter{&problems}
	n := 0
	for name, content := range s.files {
		if !strings.HasSuffix(name, ".css") {
			continue
		}
		n++
		base, _ := url.Parse(baseURL + "/" + name)
		for _, m := range cssURL.FindAllStringSubmatch(string(content), -1) {
			ref := m[1] + m[2]
			if strings.HasPrefix(ref, "data:") || strings.HasPrefix(ref, "#") {
				continue
			}
			u, err := base.Parse(ref)
			if err != nil || u.Host != hostOf(baseURL) {
				t.Errorf("%s: url(%s) de outra origem", name, ref)
				continue
			}
			if _, ok := s.resolveFile(u.Path); !ok {
				t.Errorf("%s: url(%s) não existe na saída", name, ref)
			}
		}
	}
	if n == 0 {
		t.Error("nenhum arquivo CSS na saída")
	}
	return problems
}

func (s *sitio) testJSON() (problems []string) {
	t := reporter{&problems}
	for name, content := range s.files {
		if path.Ext(name) == ".json" && !json.Valid(content) {
			t.Errorf("%s: JSON inválido", name)
		}
	}
	return problems
}

// testStructure checks what every page shares: language, charset and
// viewport, a title, a canonical URL on the base (not on 404.html), the skip
// link as the first link, one <main id="conteudo"> and one <h1>. 404.html is
// served at any path, so its references must all be root-relative.
func (s *sitio) testStructure() (problems []string) {
	t := reporter{&problems}
	for _, name := range s.sortedPages() {
		var (
			lang, charset, viewport, title, skipFirst bool
			canonical                                 string
			mains, h1s, links                         int
		)
		for _, tg := range s.pages[name] {
			if tg.end {
				continue
			}
			switch tg.name {
			case "html":
				lang = tg.attrs["lang"] == "pt-BR"
			case "meta":
				charset = charset || strings.EqualFold(tg.attrs["charset"], "utf-8")
				viewport = viewport || tg.attrs["name"] == "viewport"
			case "title":
				title = true
			case "link":
				if tg.attrs["rel"] == "canonical" {
					canonical = tg.attrs["href"]
				}
			case "main":
				mains++
				if tg.attrs["id"] != "conteudo" {
					t.Errorf("%s:%d: <main> sem id=\"conteudo\"", name, tg.line)
				}
			case "h1":
				h1s++
			case "a":
				links++
				if links == 1 {
					skipFirst = tg.attrs["href"] == "#conteudo"
				}
			}
			if name == "404.html" {
				for _, a := range urlAttrs {
					if v, ok := tg.attr(a); ok && !strings.HasPrefix(v, "/") && !strings.HasPrefix(v, "#") && !strings.Contains(v, "://") {
						t.Errorf("404.html:%d: <%s %s=%q> relativo; a página 404 é servida em qualquer caminho", tg.line, tg.name, a, v)
					}
				}
			}
		}
		for _, c := range []struct {
			ok   bool
			what string
		}{
			{lang, `<html lang="pt-BR">`}, {charset, `<meta charset="utf-8">`}, {viewport, `<meta name="viewport">`},
			{title, "<title>"}, {skipFirst, `o link "Pular para o conteúdo" (href="#conteudo") como primeiro link`},
			{mains == 1, "exatamente um <main>"}, {h1s == 1, "exatamente um <h1>"},
		} {
			if !c.ok {
				t.Errorf("%s: falta %s", name, c.what)
			}
		}
		switch {
		case name == "404.html" && canonical != "":
			t.Errorf("404.html: não deve ter link canônico (%s)", canonical)
		case name != "404.html" && canonical != baseURL+pageURL(name):
			t.Errorf("%s: link canônico %q, quero %q", name, canonical, baseURL+pageURL(name))
		}
	}
	return problems
}

// A minimal HTML tokenizer, enough for the generator's own output (the
// module has no HTML parser dependency): start and end tags with their
// attributes (entities decoded) and the raw text of <script> and <style>.

type attr struct{ name, value string }

type tag struct {
	name  string
	end   bool
	line  int
	list  []attr
	attrs map[string]string
	text  string // raw content, for script and style
}

func (tg tag) attr(name string) (string, bool) {
	v, ok := tg.attrs[name]
	return v, ok
}

func tokenize(doc string) ([]tag, error) {
	var tags []tag
	i := 0
	line := func(pos int) int { return strings.Count(doc[:pos], "\n") + 1 }
	for {
		lt := strings.IndexByte(doc[i:], '<')
		if lt < 0 {
			return tags, nil
		}
		i += lt
		switch {
		case strings.HasPrefix(doc[i:], "<!--"):
			end := strings.Index(doc[i+4:], "-->")
			if end < 0 {
				return tags, fmt.Errorf("linha %d: comentário não fechado", line(i))
			}
			i += 4 + end + 3
			continue
		case strings.HasPrefix(doc[i:], "<!"), strings.HasPrefix(doc[i:], "<?"):
			end := strings.IndexByte(doc[i:], '>')
			if end < 0 {
				return tags, fmt.Errorf("linha %d: declaração não fechada", line(i))
			}
			i += end + 1
			continue
		}
		start := i
		i++
		tg := tag{line: line(start), attrs: map[string]string{}}
		if i < len(doc) && doc[i] == '/' {
			tg.end = true
			i++
		}
		j := i
		for j < len(doc) && (isAlnum(doc[j]) || doc[j] == '-') {
			j++
		}
		if j == i {
			i = start + 1 // a lone "<" in text
			continue
		}
		tg.name = strings.ToLower(doc[i:j])
		i = j
		for {
			for i < len(doc) && isSpace(doc[i]) {
				i++
			}
			if i >= len(doc) {
				return tags, fmt.Errorf("linha %d: <%s> não fechada", tg.line, tg.name)
			}
			if doc[i] == '>' {
				i++
				break
			}
			if strings.HasPrefix(doc[i:], "/>") {
				i += 2
				break
			}
			k := i
			for k < len(doc) && !isSpace(doc[k]) && doc[k] != '=' && doc[k] != '>' && !strings.HasPrefix(doc[k:], "/>") {
				k++
			}
			if k == i {
				k++ // a stray character: skip it
			}
			name := strings.ToLower(doc[i:k])
			i = k
			for i < len(doc) && isSpace(doc[i]) {
				i++
			}
			value := ""
			if i < len(doc) && doc[i] == '=' {
				i++
				for i < len(doc) && isSpace(doc[i]) {
					i++
				}
				if i < len(doc) && (doc[i] == '"' || doc[i] == '\'') {
					q := doc[i]
					end := strings.IndexByte(doc[i+1:], q)
					if end < 0 {
						return tags, fmt.Errorf("linha %d: atributo %s sem aspas de fechamento", tg.line, name)
					}
					value = doc[i+1 : i+1+end]
					i += end + 2
				} else {
					k := i
					for k < len(doc) && !isSpace(doc[k]) && doc[k] != '>' {
						k++
					}
					value = doc[i:k]
					i = k
				}
			}
			value = html.UnescapeString(value)
			tg.list = append(tg.list, attr{name, value})
			if _, dup := tg.attrs[name]; !dup {
				tg.attrs[name] = value
			}
		}
		if !tg.end && (tg.name == "script" || tg.name == "style") {
			end := strings.Index(strings.ToLower(doc[i:]), "</"+tg.name)
			if end < 0 {
				return tags, fmt.Errorf("linha %d: <%s> não fechado", tg.line, tg.name)
			}
			tg.text = doc[i : i+end]
			i += end
		}
		tags = append(tags, tg)
	}
}

func isAlnum(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' }

func TestTokenize(t *testing.T) {
	doc := "<!doctype html>\n<!-- <a href=x> -->\n<p id=a class='b c' hidden>x &lt; y</p>\n" +
		`<a href="/x/?q=1&amp;r=2#f" data-x=" 1 ">t</a><script type="application/ld+json">{"a":"</p>"}</script>` +
		"<img src=/i.png alt=\"\"/>< b"
	tags, err := tokenize(doc)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, tg := range tags {
		s := tg.name
		if tg.end {
			s = "/" + s
		}
		for _, a := range tg.list {
			s += fmt.Sprintf(" %s=%q", a.name, a.value)
		}
		if tg.text != "" {
			s += " text=" + tg.text
		}
		got = append(got, fmt.Sprintf("%d:%s", tg.line, s))
	}
	want := []string{
		`3:p id="a" class="b c" hidden=""`, "3:/p",
		`4:a href="/x/?q=1&r=2#f" data-x=" 1 "`, "4:/a",
		`4:script type="application/ld+json" text={"a":"</p>"}`, "4:/script",
		`4:img src="/i.png" alt=""`,
	}
	if !slices.Equal(got, want) {
		t.Errorf("tokenize:\n got %q\nwant %q", got, want)
	}
}

// TestSitioDetecta runs the site-wide checks on a small output with one
// planted problem of each kind, so a green TestSitio means something.
func TestSitioDetecta(t *testing.T) {
	page := func(body string) []byte {
		return []byte(`<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">` +
			`<meta name="viewport" content="width=device-width"><title>t</title>` +
			`<link rel="stylesheet" href="/assets/site-AB12CD34.css"><link rel="canonical" href="` + baseURL + `/">` +
			`</head><body><a class="pular" href="#conteudo">Pular</a><main id="conteudo"><h1>t</h1>` + body + `</main></body></html>`)
	}
	files := map[string][]byte{
		"index.html": page(`<a href="/legislacao/lei-x/#art1">ok</a><a href="/legislacao/lei-x/#art99">sem âncora</a>` +
			`<a href="/legislacao/lei-y/">sem página</a><a href="/legislacao/lei-x">sem barra</a>` +
			`<a href="https://www.planalto.gov.br/x">oficial</a><a href="https://exemplo.com/">outro site</a>` +
			`<img src="https://cdn.exemplo.com/x.png" alt=""><script src="/assets/site-AB12CD34.js"></script>` +
			`<script>alert(1)</script><script type="application/ld+json">{"@type":"Legislation"}</script>` +
			`<p style="color:red" onclick="x()" id="d">x</p><p id="d"></p><a href="javascript:void(0)">js</a>` +
			`<style>p{}</style><a href="#nao-existe">local</a><a href="#d">local ok</a><main>2</main>`),
		"legislacao/lei-x/index.html": page(`<p id="art1">Art. 1º</p>`),
		"404.html":                    page(`<a href="x/">x</a>`),
		"assets/site-AB12CD34.css":    []byte(`@import "https://fonts.exemplo.com/a.css";body{background:url(/assets/falta.png)}i{background:url(data:image/png;base64,AA==)}`),
		"assets/site-AB12CD34.js":     []byte(`void 0`),
		"legislacao/lei-x.json":       []byte(`{"slug":`),
		"sitemap.xml":                 []byte(`<urlset><url><loc>` + baseURL + `/</loc></url><url><loc>` + baseURL + `/legislacao/lei-z/</loc></url></urlset>`),
		"robots.txt":                  []byte("User-agent: *\n"),
	}
	s := newSitio(t, files)
	var all []string
	for _, c := range s.checks() {
		all = append(all, c.run()...)
	}
	want := []string{
		`index.html:1: <a href="/legislacao/lei-x/#art99">: legislacao/lei-x/index.html não tem elemento com id="art99"`,
		`index.html:1: <a href="/legislacao/lei-y/">: /legislacao/lei-y/ não existe na saída`,
		`index.html:1: <a href="/legislacao/lei-x">: falta a barra final (/legislacao/lei-x/)`,
		`index.html:1: <a href="#nao-existe">: index.html não tem elemento com id="nao-existe"`,
		`index.html:1: <a href="https://exemplo.com/">: link para exemplo.com, que não é fonte oficial`,
		`index.html:1: <img src="https://cdn.exemplo.com/x.png">: carrega um recurso de outra origem (cdn.exemplo.com)`,
		`index.html:1: <a href="javascript:void(0)">: esquema "javascript" não permitido`,
		`index.html:1: <script>: script inline (type="") bloqueado pela CSP ('` + hashScript("alert(1)") + `'): alert(1)`,
		`index.html:1: <p>: atributo style="color:red"`,
		`index.html:1: <p>: atributo onclick`,
		`index.html:1: <style>: elemento <style>`,
		`index.html: ids repetidos: d (2×)`,
		`assets/site-AB12CD34.css: url(https://fonts.exemplo.com/a.css) de outra origem`,
		`assets/site-AB12CD34.css: url(/assets/falta.png) não existe na saída`,
		`legislacao/lei-x.json: JSON inválido`,
		`sitemap.xml: ` + baseURL + `/legislacao/lei-z/ não existe na saída`,
		`sitemap.xml não lista /legislacao/lei-x/`,
		`robots.txt não aponta para ` + baseURL + `/sitemap.xml`,
		`legislacao/lei-x/index.html: link canônico "https://viagemdedireito.org.br/", quero "https://viagemdedireito.org.br/legislacao/lei-x/"`,
		`404.html: não deve ter link canônico`,
		`404.html:1: <a href="x/"> relativo`,
		`index.html: falta exatamente um <main>`,
		`index.html:1: <main> sem id="conteudo"`,
	}
	for _, w := range want {
		if !slices.ContainsFunc(all, func(p string) bool { return strings.Contains(p, w) }) {
			t.Errorf("problema não detectado: %s", w)
		}
	}
	for _, p := range all {
		for _, ok := range []string{`href="/legislacao/lei-x/#art1"`, `href="#d"`, `href="https://www.planalto.gov.br`, "data:image",
			"site-AB12CD34.js", "<meta", "<title>", "<h1>", "Pular", "lei-x/index.html: falta"} {
			if strings.Contains(p, ok) {
				t.Errorf("falso positivo: %s", p)
			}
		}
	}
	if t.Failed() {
		t.Logf("problemas encontrados:\n%s", strings.Join(all, "\n"))
	}
}
