package generator_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// The court decisions (content/jurisprudencia, decisoes.go) on the built site: each page shows
// its ementa exactly as the source file has it; every marker on a dispositivo links to an
// existing decision page; every dispositivo a decision lists exists and carries its marker.

var (
	// An ementa in the source: after a line "EMENTA (…):", between the double quote that opens
	// it and the one that closes a line (the quotes inside an ementa never end a line).
	reEmentaFonte  = regexp.MustCompile(`(?s)EMENTA[^\n]*:\s*"(.*?)"\n`)
	rePaginaDecisa = regexp.MustCompile(`^jurisprudencia/([a-z0-9-]+)/index\.html$`)
	reLinkNorma    = regexp.MustCompile(`^/legislacao/([a-z0-9-]+)/#([A-Za-z0-9_-]+)$`)
)

// ementasDaFonte are the ementas of content/fontes/decisoes-judiciais.txt, each with its lines
// joined by one space (the indentation and the line breaks of the notes are not the ementa's:
// content/README.md, "Court decisions").
func ementasDaFonte(t *testing.T) []string {
	t.Helper()
	dados, err := os.ReadFile(filepath.Join(dirFontes, "decisoes-judiciais.txt"))
	if err != nil {
		t.Fatal(err)
	}
	_, corpo := separarCabecalho(string(dados))
	var out []string
	for _, m := range reEmentaFonte.FindAllStringSubmatch(corpo, -1) {
		out = append(out, normalizar(m[1]))
	}
	if len(out) == 0 {
		t.Fatal("nenhuma ementa em decisoes-judiciais.txt")
	}
	return out
}

// primeiraComClasse is the first tag of pagina from offset i on with class c.
func primeiraComClasse(pagina string, i int, c string) (etiqueta, bool) {
	for {
		tg, ok := proximaTag(pagina, i)
		if !ok {
			return etiqueta{}, false
		}
		i = tg.final
		if !tg.fecha && temClasse(tg.atributos, c) {
			return tg, true
		}
	}
}

// paginasDeDecisoes maps each decision's slug to its built page.
func paginasDeDecisoes(t *testing.T, arquivos map[string][]byte) map[string]string {
	t.Helper()
	out := map[string]string{}
	for nome, b := range arquivos {
		if m := rePaginaDecisa.FindStringSubmatch(nome); m != nil {
			out[m[1]] = string(b)
		}
	}
	arquivosMD, err := filepath.Glob("../content/jurisprudencia/*.md")
	if err != nil {
		t.Fatal(err)
	}
	if len(out) == 0 || len(out) != len(arquivosMD) {
		t.Fatalf("%d páginas de decisões para %d arquivos em content/jurisprudencia", len(out), len(arquivosMD))
	}
	return out
}

// TestEmentasDasDecisoesComoNaFonte: the ementa on each decision's page, [sic] marks aside, is
// word for word one of the ementas of the source file, and every ementa of the source is on
// exactly one page.
func TestEmentasDasDecisoesComoNaFonte(t *testing.T) {
	fonte := ementasDaFonte(t)
	res := construir(t)
	usadas := map[string][]string{}
	for slug, pagina := range paginasDeDecisoes(t, res.Arquivos) {
		tg, ok := primeiraComClasse(pagina, 0, "ementa-decisao")
		if !ok {
			t.Errorf("%s: página sem a ementa (.ementa-decisao)", slug)
			continue
		}
		got := textoDe(pagina, tg, false)
		if !slices.Contains(fonte, got) {
			t.Errorf("%s: a ementa da página não é nenhuma das ementas da fonte:\n%q", slug, got)
			continue
		}
		usadas[got] = append(usadas[got], slug)
		if !strings.Contains(pagina, `<span class="sic-marca"> [sic]</span>`) && strings.Contains(got, "5.943/2006") {
			t.Errorf("%s: a grafia oficial “5.943/2006” não está marcada [sic]", slug)
		}
	}
	for _, e := range fonte {
		if len(usadas[e]) != 1 {
			t.Errorf("a ementa da fonte que começa por %q está em %d páginas (%v), quer 1", e[:min(60, len(e))], len(usadas[e]), usadas[e])
		}
	}
}

// TestMarcasDasDecisoes: every marker on every page links to an existing decision page, with
// its absolute address for print; the norm pages and the embeds show markers; every
// dispositivo a decision page lists exists on its norm's page, carries there the marker of
// that decision, and lists the decision in the norm's JSON.
func TestMarcasDasDecisoes(t *testing.T) {
	res := construir(t)
	paginas := paginasDeDecisoes(t, res.Arquivos)
	marcas := map[string]int{} // first path segment → markers
	for nome, b := range res.Arquivos {
		if !strings.HasSuffix(nome, ".html") {
			continue
		}
		pagina := string(b)
		for i := 0; ; {
			tg, ok := primeiraComClasse(pagina, i, "decisao-marca")
			if !ok {
				break
			}
			i = tg.final
			a, ok := primeiraComClasse(pagina, i, "decisao-marca-link")
			if !ok {
				t.Errorf("%s: marca de decisão sem link", nome)
				break
			}
			href := a.atributos["href"]
			m := regexp.MustCompile(`^/jurisprudencia/([a-z0-9-]+)/$`).FindStringSubmatch(href)
			if m == nil || paginas[m[1]] == "" {
				t.Errorf("%s: marca de decisão com link para %q, que não é página de decisão", nome, href)
			}
			if a.atributos["data-url"] != urlBase+href {
				t.Errorf("%s: marca de decisão %q com data-url %q, quer %q", nome, href, a.atributos["data-url"], urlBase+href)
			}
			marcas[strings.SplitN(nome, "/", 2)[0]]++
		}
	}
	if marcas["legislacao"] == 0 || marcas["embed"] == 0 {
		t.Errorf("marcas de decisões por pasta: %v; quer marcas nas páginas das normas e nos embeds", marcas)
	}
	for slug, pagina := range paginas {
		sec, ok := primeiraComClasse(pagina, 0, "decisao-dispositivos")
		if !ok {
			t.Errorf("%s: página sem a lista de dispositivos", slug)
			continue
		}
		lista := elementoHTML(pagina, sec)
		n := 0
		for i := 0; ; {
			tg, ok := proximaTag(lista, i)
			if !ok {
				break
			}
			i = tg.final
			if tg.fecha || tg.nome != "a" {
				continue
			}
			n++
			href := tg.atributos["href"]
			m := reLinkNorma.FindStringSubmatch(href)
			if m == nil {
				t.Errorf("%s: dispositivo com link %q, que não é de uma norma publicada", slug, href)
				continue
			}
			norma, id := m[1], m[2]
			dados, ok := res.Arquivos["legislacao/"+norma+"/index.html"]
			if !ok {
				t.Errorf("%s: %s: a norma %s não tem página", slug, href, norma)
				continue
			}
			p, err := lerPagina(string(dados))
			if err != nil {
				t.Fatal(err)
			}
			el, ok := p.ids[id]
			if !ok || !temClasse(el.atributos, "dispositivo") {
				t.Errorf("%s: %s: a página da norma não tem o dispositivo %s", slug, href, id)
				continue
			}
			// the dispositivo's own part: up to its first child dispositivo
			proprio := elementoHTML(p.html, el)
			abertura := el.final - el.inicio
			if k := strings.Index(proprio[abertura:], `class="dispositivo `); k >= 0 {
				proprio = proprio[:abertura+k]
			}
			if !strings.Contains(proprio, `class="decisao-marca-link" href="/jurisprudencia/`+slug+`/"`) {
				t.Errorf("%s: %s não mostra a marca desta decisão", slug, href)
			}
			if !jsonListaDecisao(t, res.Arquivos["legislacao/"+norma+".json"], id, slug) {
				t.Errorf("%s: legislacao/%s.json não lista a decisão em %s", slug, norma, id)
			}
		}
		if n == 0 {
			t.Errorf("%s: a decisão não lista nenhum dispositivo", slug)
		}
	}
}

// jsonListaDecisao tells whether the norm's JSON lists decision slug under dispositivo id.
func jsonListaDecisao(t *testing.T, b []byte, id, slug string) bool {
	t.Helper()
	type no struct {
		ID       string `json:"id"`
		Filhos   []no   `json:"filhos"`
		Decisoes []struct {
			Slug, Href string
		} `json:"decisoes"`
	}
	var n struct {
		Dispositivos []no `json:"dispositivos"`
	}
	if err := json.Unmarshal(b, &n); err != nil {
		t.Errorf("JSON da norma: %v", err)
		return false
	}
	var achar func(xs []no) bool
	achar = func(xs []no) bool {
		for _, x := range xs {
			if x.ID == id {
				for _, d := range x.Decisoes {
					if d.Slug == slug && d.Href == "/jurisprudencia/"+slug+"/" {
						return true
					}
				}
				return false
			}
			if achar(x.Filhos) {
				return true
			}
		}
		return false
	}
	return achar(n.Dispositivos)
}

// reAlcanceAfirmado matches a claim about whom a decision binds ("vale só para as partes
// daquele processo", "obriga as partes", "inter partes", "erga omnes"): the site states a
// decision's reach only in the ementa's own words (rules-rev3 R1, rules-rev4 R9; issue 26,
// finding 2).
var reAlcanceAfirmado = regexp.MustCompile(`(?i)\b(vale|valem|obriga|obrigam|aplica-se|aplicam-se|só|somente|apenas)\b[^.;:<]{0,40}\bpartes\b|\binter partes\b|\berga omnes\b`)

// reAlcanceDaPagina is a decision page's "Alcance:" paragraph; reCitacaoEntreAspas a passage
// quoted in it.
var (
	reAlcanceDaPagina   = regexp.MustCompile(`<p class="decisao-alcance"><strong>Alcance:</strong> ([^<]*)</p>`)
	reCitacaoEntreAspas = regexp.MustCompile(`“([^”]+)”`)
)

// semAlcance opens the reach of a decision whose ementa says nothing of it.
const semAlcance = "A ementa lida não diz o alcance da decisão."

// TestAlcanceDasDecisoesSoOQueAEmentaDiz: no file of the built site (pages, embeds, posters,
// scripts, JSON) claims whom a decision binds, and each decision's "Alcance" either says that
// its ementa does not say it, or quotes its ementa for it, word for word.
func TestAlcanceDasDecisoesSoOQueAEmentaDiz(t *testing.T) {
	res := construir(t)
	for nome, b := range res.Arquivos {
		if strings.HasSuffix(nome, ".br") || strings.HasSuffix(nome, ".gz") || strings.HasSuffix(nome, ".wasm") || strings.HasSuffix(nome, ".png") {
			continue
		}
		for _, m := range reAlcanceAfirmado.FindAllString(string(b), -1) {
			t.Errorf("%s afirma o alcance de uma decisão além da ementa: %q", nome, m)
		}
	}
	for slug, pagina := range paginasDeDecisoes(t, res.Arquivos) {
		m := reAlcanceDaPagina.FindStringSubmatch(pagina)
		if m == nil {
			t.Errorf("%s: página sem o parágrafo de alcance", slug)
			continue
		}
		alcance := strings.ReplaceAll(m[1], "\u00a0", " ")
		if strings.HasPrefix(alcance, semAlcance) {
			continue
		}
		tg, ok := primeiraComClasse(pagina, 0, "ementa-decisao")
		if !ok {
			t.Errorf("%s: página sem a ementa", slug)
			continue
		}
		ementa := strings.ReplaceAll(textoDe(pagina, tg, false), "\u00a0", " ")
		citacoes := reCitacaoEntreAspas.FindAllStringSubmatch(alcance, -1)
		if len(citacoes) == 0 {
			t.Errorf("%s: o alcance %q nem diz %q nem cita a ementa entre aspas", slug, alcance, semAlcance)
		}
		for _, c := range citacoes {
			if !strings.Contains(ementa, c[1]) {
				t.Errorf("%s: o alcance cita %q, que não está na ementa", slug, c[1])
			}
		}
	}
}
