package generator

import (
	"encoding/json"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestTabelaDePaginas: the pages of the site are exactly the rows of the
// table of outputs, each at the file of its path, and sitemap.xml lists
// the pages of the rows marked for it, in the table's order.
func TestTabelaDePaginas(t *testing.T) {
	res, err := Build(Config{Conteudo: os.DirFS("../content"), BaseURL: "https://exemplo.org", Recursos: recursosDeTeste(t)})
	if err != nil {
		t.Fatal(err)
	}
	normas := 0
	for n := range res.Arquivos {
		if strings.HasPrefix(n, "legislacao/") && strings.HasSuffix(n, ".json") {
			normas++
		}
	}
	if normas == 0 {
		t.Fatal("nenhuma norma construída")
	}
	d := &sitio{base: "https://exemplo.org", kit: &kit{}}
	for range normas {
		d.normas = append(d.normas, &vistaNorma{norma: &norma{}})
	}
	// the decisions as the build reads them (their dispositivos are not
	// resolved here: no norm is given, and the diagnostics are not read).
	ds, err := carregarDecisoes(os.DirFS("../content"), nil, &diagnosticos{})
	if err != nil {
		t.Fatal(err)
	}
	d.decisoes = ligarDecisoes(ds, d.canonico)
	// the conformance suite as the build reads it (conformidade.go)
	d.suite, d.suiteJSON = carregarSuite(os.DirFS("../content"), &diagnosticos{})
	esperadas := map[string]string{} // file → template
	var sitemap []string
	// the real pages, from the built files: every page carries its canonical
	// URL (or none, the 404) and a title.
	// the earlier wordings and their comparisons, from what each norm's JSON lists
	var redacoes, comparacoes []string
	for n, b := range res.Arquivos {
		if !strings.HasPrefix(n, "legislacao/") || !strings.HasSuffix(n, ".json") {
			continue
		}
		var j struct {
			Redacoes []struct {
				Vigente        bool
				Href           string
				HrefComparacao string `json:"href_comparacao"`
			}
		}
		if err := json.Unmarshal(b, &j); err != nil {
			t.Fatal(err)
		}
		for _, r := range j.Redacoes {
			if !r.Vigente {
				redacoes, comparacoes = append(redacoes, r.Href), append(comparacoes, r.HrefComparacao)
			}
		}
	}
	slices.Sort(redacoes)
	slices.Sort(comparacoes)
	for _, tp := range tiposDePagina() {
		if tp.Modelo == "redacao.html" || tp.Modelo == "comparacao.html" {
			cs := map[string][]string{"redacao.html": redacoes, "comparacao.html": comparacoes}[tp.Modelo]
			if len(cs) == 0 {
				t.Errorf("nenhuma página de %s: alguma norma do conteúdo tem redação anterior", tp.Modelo)
			}
			for _, c := range cs {
				esperadas[arquivoDaPagina(c)] = tp.Modelo
				sitemap = append(sitemap, c)
			}
			continue
		}
		if tp.Modelo == "norma.html" || tp.Modelo == "embed-norma.html" {
			// one page per norm: their paths come from the catalogue
			// (and, for the embeds, from the kit's prefix, kit.go).
			for n := range res.Arquivos {
				if strings.HasPrefix(n, "legislacao/") && strings.HasSuffix(n, ".json") {
					c := "/" + strings.TrimSuffix(n, ".json") + "/"
					if tp.Modelo == "embed-norma.html" {
						c = caminhoEmbed(strings.TrimSuffix(strings.TrimPrefix(n, "legislacao/"), ".json"))
					}
					esperadas[arquivoDaPagina(c)] = tp.Modelo
				}
			}
			continue
		}
		for _, p := range tp.Paginas(d) {
			if _, dup := esperadas[arquivoDaPagina(p.Caminho)]; dup {
				t.Errorf("duas linhas da tabela escrevem %s", p.Caminho)
			}
			esperadas[arquivoDaPagina(p.Caminho)] = tp.Modelo
			if tp.Sitemap {
				sitemap = append(sitemap, p.Caminho)
			}
		}
	}
	for f, modelo := range esperadas {
		b, ok := res.Arquivos[f]
		if !ok {
			t.Errorf("a linha %s não produziu %s", modelo, f)
			continue
		}
		if !strings.HasPrefix(string(b), "<!DOCTYPE html>") {
			t.Errorf("%s (%s) não é uma página HTML", f, modelo)
		}
	}
	for f := range res.Arquivos {
		if strings.HasSuffix(f, ".html") && esperadas[f] == "" {
			t.Errorf("%s não vem de nenhuma linha da tabela de páginas", f)
		}
	}
	locs := regexp.MustCompile(`<loc>https://exemplo\.org([^<]*)</loc>`).FindAllStringSubmatch(string(res.Arquivos["sitemap.xml"]), -1)
	var noSitemap []string
	for _, l := range locs {
		noSitemap = append(noSitemap, l[1])
	}
	// the norm pages sit between the list of norms and the search page.
	var normasNoSitemap []string
	for _, u := range noSitemap {
		if strings.HasPrefix(u, "/legislacao/") && u != "/legislacao/" && strings.Count(u, "/") == 3 {
			normasNoSitemap = append(normasNoSitemap, u)
		}
	}
	if len(normasNoSitemap) != normas {
		t.Errorf("sitemap.xml tem %d normas, quer %d", len(normasNoSitemap), normas)
	}
	semNormas := slices.DeleteFunc(slices.Clone(noSitemap), func(u string) bool { return slices.Contains(normasNoSitemap, u) })
	if !slices.Equal(semNormas, sitemap) {
		t.Errorf("sitemap.xml sem as normas = %v, quer as linhas marcadas, em ordem: %v", semNormas, sitemap)
	}
	if i := slices.Index(noSitemap, "/legislacao/"); i < 0 || !slices.Equal(noSitemap[i+1:i+1+normas], normasNoSitemap) {
		t.Errorf("as normas não vêm logo depois de /legislacao/ no sitemap: %v", noSitemap)
	}
}

func TestArquivoDaPagina(t *testing.T) {
	for c, want := range map[string]string{
		"/": "index.html", "/legislacao/": "legislacao/index.html", "/calculadora/reembolso/": "calculadora/reembolso/index.html", "/404.html": "404.html",
	} {
		if got := arquivoDaPagina(c); got != want {
			t.Errorf("arquivoDaPagina(%q) = %q, quer %q", c, got, want)
		}
	}
}
