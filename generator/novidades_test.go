package generator_test

import (
	"bytes"
	"encoding/xml"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"viagemdedireito/calculator"
	"viagemdedireito/calculator/conformidade"
)

// atomLido is what RFC 4287 requires of a feed and of its entries, read
// with encoding/xml in the Atom namespace.
type atomLido struct {
	XMLName xml.Name `xml:"http://www.w3.org/2005/Atom feed"`
	IDs     []string `xml:"http://www.w3.org/2005/Atom id"`
	Titles  []string `xml:"http://www.w3.org/2005/Atom title"`
	Updated []string `xml:"http://www.w3.org/2005/Atom updated"`
	Autores []struct {
		Nome string `xml:"http://www.w3.org/2005/Atom name"`
	} `xml:"http://www.w3.org/2005/Atom author"`
	Links    []linkLido `xml:"http://www.w3.org/2005/Atom link"`
	Entradas []struct {
		IDs     []string   `xml:"http://www.w3.org/2005/Atom id"`
		Titles  []string   `xml:"http://www.w3.org/2005/Atom title"`
		Updated []string   `xml:"http://www.w3.org/2005/Atom updated"`
		Links   []linkLido `xml:"http://www.w3.org/2005/Atom link"`
		Summary []string   `xml:"http://www.w3.org/2005/Atom summary"`
		Autores []struct {
			Nome string `xml:"http://www.w3.org/2005/Atom name"`
		} `xml:"http://www.w3.org/2005/Atom author"`
	} `xml:"http://www.w3.org/2005/Atom entry"`
}

type linkLido struct {
	Rel  string `xml:"rel,attr"`
	Href string `xml:"href,attr"`
	Type string `xml:"type,attr"`
}

// /novidades.xml is an Atom 1.0 feed with what RFC 4287 requires (§ 4.1.1:
// exactly one id, title and updated, an author since the entries have
// none, a self link; § 4.1.2: each entry exactly one id, title and
// updated, an alternate link since there is no content, at most one
// summary; ids are IRIs, unique; dates RFC 3339), and it lists every
// amendment the norms record, every decision, every dated rules revision
// and every norm's check date, each linking to a page of the build.
func TestFeedAtom(t *testing.T) {
	res := construir(t)
	b, ok := res.Arquivos["novidades.xml"]
	if !ok {
		t.Fatal("sem novidades.xml")
	}
	var f atomLido
	if err := xml.Unmarshal(b, &f); err != nil {
		t.Fatalf("XML: %v", err)
	}
	data := func(onde, s string) time.Time {
		d, err := time.Parse(time.RFC3339, s)
		if err != nil {
			t.Errorf("%s: updated %q não é RFC 3339", onde, s)
		}
		return d
	}
	iri := func(onde, s string) {
		if u, err := url.Parse(s); err != nil || u.Scheme == "" {
			t.Errorf("%s: id %q não é um IRI absoluto", onde, s)
		}
	}
	if len(f.IDs) != 1 || len(f.Titles) != 1 || len(f.Updated) != 1 || len(f.Autores) == 0 || f.Autores[0].Nome == "" {
		t.Fatalf("feed: id %v, title %v, updated %v, author %v", f.IDs, f.Titles, f.Updated, f.Autores)
	}
	iri("feed", f.IDs[0])
	atualizado := data("feed", f.Updated[0])
	self := false
	for _, l := range f.Links {
		self = self || (l.Rel == "self" && l.Href == urlBase+"/novidades.xml")
	}
	if !self {
		t.Errorf("feed sem link rel=self para %s/novidades.xml: %v", urlBase, f.Links)
	}
	ids := map[string]bool{}
	hrefs := map[string]bool{}
	var maisNova time.Time
	for i, e := range f.Entradas {
		onde := "entrada " + strings.Join(e.IDs, ",")
		if len(e.IDs) != 1 || len(e.Titles) != 1 || len(e.Updated) != 1 || len(e.Summary) > 1 || e.Titles[0] == "" {
			t.Errorf("entrada %d: id %v, title %v, updated %v, summary %d", i, e.IDs, e.Titles, e.Updated, len(e.Summary))
			continue
		}
		iri(onde, e.IDs[0])
		if ids[e.IDs[0]] {
			t.Errorf("%s: id repetido", onde)
		}
		ids[e.IDs[0]] = true
		if d := data(onde, e.Updated[0]); d.After(maisNova) {
			maisNova = d
		}
		alternate := ""
		for _, l := range e.Links {
			if l.Rel == "alternate" || l.Rel == "" {
				alternate = l.Href
			}
		}
		caminho, ok := strings.CutPrefix(alternate, urlBase)
		if !ok {
			t.Errorf("%s: link %q fora do site", onde, alternate)
			continue
		}
		hrefs[caminho] = true
		pag, _, _ := strings.Cut(caminho, "#")
		arquivo := strings.TrimPrefix(pag, "/") + "index.html"
		if _, ok := res.Arquivos[arquivo]; !ok {
			t.Errorf("%s: o link %s não é uma página do site", onde, caminho)
		}
	}
	if !atualizado.Equal(maisNova) {
		t.Errorf("updated do feed %v, a entrada mais nova é de %v", atualizado, maisNova)
	}
	// what the content records, each once
	conteudo := filepath.Join("..", "content")
	quer := map[string]bool{}
	normas, _ := filepath.Glob(filepath.Join(conteudo, "*.md"))
	for _, n := range normas {
		fonte, _ := os.ReadFile(n)
		if !bytes.HasPrefix(fonte, []byte("---")) {
			continue
		}
		slug := strings.TrimSuffix(filepath.Base(n), ".md")
		quer["/legislacao/"+slug+"/"] = true
		if bytes.Contains(fonte, []byte("\nalteracoes:")) && !bytes.Contains(fonte, []byte("\nalteracoes: []")) {
			quer["/legislacao/"+slug+"/#alteracoes"] = true
		}
	}
	decisoes, _ := filepath.Glob(filepath.Join(conteudo, "jurisprudencia", "*.md"))
	for _, d := range decisoes {
		if filepath.Base(d) != "README.md" {
			quer["/jurisprudencia/"+strings.TrimSuffix(filepath.Base(d), ".md")+"/"] = true
		}
	}
	for q := range quer {
		if !hrefs[q] {
			t.Errorf("nenhuma entrada do feed aponta para %s", q)
		}
	}
	if len(decisoes) < 3 || len(normas) < 10 {
		t.Fatalf("conteúdo real não encontrado: %d decisões, %d normas", len(decisoes), len(normas))
	}
	// every recorded amendment is one entry: count them
	nAlteracoes, nEntradasAlteracao := 0, 0
	for _, n := range normas {
		fonte, _ := os.ReadFile(n)
		if !bytes.HasPrefix(fonte, []byte("---")) {
			continue // a document (README.md, ids.md), not a norm
		}
		_, cab, _ := strings.Cut(string(fonte), "\nalteracoes:")
		cab, _, _ = strings.Cut(cab, "\n---")
		for _, l := range strings.Split(cab, "\n") {
			if strings.HasPrefix(l, "  - ") {
				nAlteracoes++
			} else if l != "" && !strings.HasPrefix(l, " ") {
				break
			}
		}
	}
	for id := range ids {
		if strings.Contains(id, "/alteracao/") {
			nEntradasAlteracao++
		}
	}
	if nAlteracoes == 0 || nEntradasAlteracao != nAlteracoes {
		t.Errorf("%d alterações registradas no conteúdo, %d entradas de alteração no feed", nAlteracoes, nEntradasAlteracao)
	}
	for _, r := range calculator.Revisoes() {
		if !hrefs["/operadoras/conformidade/#regras-revisao-"+strings.ToLower(strings.TrimSuffix(strings.Join([]string{strconv.Itoa(r.Numero), r.Parte}, "-"), "-"))] {
			t.Errorf("revisão %d %s das regras sem entrada", r.Numero, r.Parte)
		}
	}
	// the page shows the same entries, and every page of the site points
	// to the feed from its head
	pag := string(res.Arquivos["novidades/index.html"])
	if strings.Count(pag, "<li><p><time datetime=") != len(f.Entradas) {
		t.Errorf("/novidades/ tem %d entradas, o feed %d", strings.Count(pag, "<li><p><time datetime="), len(f.Entradas))
	}
	for _, p := range []string{"index.html", "operadoras/index.html", "novidades/index.html"} {
		h := string(res.Arquivos[p])
		if !strings.Contains(h, `<link rel="alternate" type="application/atom+xml" href="/novidades.xml"`) || !strings.Contains(h, `<a href="/novidades/">Novidades</a>`) {
			t.Errorf("%s sem o link do feed no head ou no rodapé", p)
		}
	}
	op := string(res.Arquivos["operadoras/index.html"])
	for _, quer := range []string{`href="/novidades.xml"`, `href="/operadoras/conformidade/"`, `#art20"`, `lei-11975-2009/#art10"`} {
		if !strings.Contains(op, quer) {
			t.Errorf("/operadoras/ sem %s", quer)
		}
	}
}

// /api/v1/conformidade.json is the suite the runner embeds, byte for byte,
// and its page lists every scenario with every dispositivo as a link.
func TestSuitePublicada(t *testing.T) {
	res := construir(t)
	b := res.Arquivos["api/v1/conformidade.json"]
	if !bytes.Equal(b, conformidade.Publicada()) {
		t.Fatal("api/v1/conformidade.json difere da suíte embutida no conferidor (go test ./calculator/conformidade -update)")
	}
	s, err := conformidade.Ler(b)
	if err != nil {
		t.Fatal(err)
	}
	pag := string(res.Arquivos["operadoras/conformidade/index.html"])
	if strings.Contains(pag, "citacao-sem-destino") {
		t.Error("a página da suíte tem dispositivo sem destino")
	}
	for _, c := range s.Cenarios {
		i := strings.Index(pag, `<li id="`+c.ID+`">`)
		if i < 0 {
			t.Errorf("a página não lista o cenário %s", c.ID)
			continue
		}
		item, _, _ := strings.Cut(pag[i:], "</li>")
		if n := strings.Count(item, "<a "); n != len(c.Dispositivos) {
			t.Errorf("%s: %d links, %d dispositivos", c.ID, n, len(c.Dispositivos))
		}
	}
	if !strings.Contains(pag, `href="/api/v1/conformidade.json"`) || !strings.Contains(pag, "go run ./calculator/cmd/conformidade -url") {
		t.Error("a página não diz onde está a suíte nem como rodar o conferidor")
	}
}
