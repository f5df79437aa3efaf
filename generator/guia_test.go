package generator

import (
	"os"
	"regexp"
	"strings"
	"sync"
	"testing"
	"testing/fstest"

	"viagemdedireito/generator/internal/modulo"
	"viagemdedireito/site"
)

// bundleDeTeste is site.Build made once per test binary (esbuild takes
// about a second on a loaded machine, and most tests build the site);
// recursosDeTeste gives each test its own copy of the maps.
var bundleDeTeste = sync.OnceValues(site.Build)

// recursosDeTeste is the real bundle of styles and scripts with a stand-in
// for the calculator's WebAssembly module, which the pages name.
func recursosDeTeste(t testing.TB) *site.Bundle {
	t.Helper()
	bundle, err := bundleDeTeste()
	if err != nil {
		t.Fatal(err)
	}
	m := &modulo.Modulo{Wasm: []byte("\x00asm\x01\x00\x00\x00"), WasmExec: []byte("// wasm_exec\n")}
	return m.NoBundle(bundle)
}

// TestGuia: the guide's sections are data, in the order of secoesGuia: the
// home page shows each one (its heading and its text), the search page and
// 404 list each one with its link, and the search index has one document
// per section with its plain text, without the "Voltar ao menu" link.
func TestGuia(t *testing.T) {
	res, err := siteReal("")
	if err != nil {
		t.Fatal(err)
	}
	inicio := string(res.Arquivos["index.html"])
	secoes := regexp.MustCompile(`<section aria-labelledby="([^"]+)">\n    <h2 id="([^"]+)">([^<]*)</h2>`).FindAllStringSubmatch(inicio, -1)
	if len(secoes) != len(secoesGuia) {
		t.Fatalf("a página inicial tem %d seções do guia, secoesGuia %d", len(secoes), len(secoesGuia))
	}
	for i, s := range secoesGuia {
		if m := secoes[i]; m[1] != s.ID || m[2] != s.ID || m[3] != s.Titulo {
			t.Errorf("seção %d da página inicial: %q %q %q, quero %s %q", i, m[1], m[2], m[3], s.ID, s.Titulo)
		}
		item := `href="/#` + s.ID + `">` + s.Titulo + `</a></li>`
		for _, p := range []string{"busca/index.html", "404.html"} {
			if !strings.Contains(string(res.Arquivos[p]), item) {
				t.Errorf("%s não lista a seção %s: %s", p, s.ID, item)
			}
		}
	}
	// the text of a section, in the index as in the page
	indice := string(res.Arquivos["busca/indice.json"])
	if !strings.Contains(indice, `["/#jovem","Jovem de baixa renda com ID Jovem",`) {
		t.Error("o índice não tem a seção jovem com o seu título")
	}
	if strings.Contains(indice, "Voltar ao menu") {
		t.Error("o índice tem o texto do link “Voltar ao menu”")
	}
}

// TestGuiaModelos: a template "guia x" without a row in secoesGuia fails
// the build; a home page that defines no section has no guide.
func TestGuiaModelos(t *testing.T) {
	bundle := recursosDeTeste(t)
	conteudo := os.DirFS("../content")
	inicio, err := os.ReadFile("../site/templates/inicio.html")
	if err != nil {
		t.Fatal(err)
	}
	extra := string(inicio) + `{{define "guia inventada"}}x{{end}}`
	_, err = Build(Config{Conteudo: conteudo, Recursos: bundle, Modelos: fstest.MapFS{"inicio.html": {Data: []byte(extra)}}})
	if err == nil || !strings.Contains(err.Error(), `"guia inventada"`) {
		t.Errorf("um modelo de seção fora de secoesGuia: erro %v", err)
	}
	// without the guide, the synonyms of content/sinonimos.yaml that only
	// the guide's words match would fail the index.
	semSinonimos := copiarConteudo(t, "../content")
	delete(semSinonimos, arquivoSinonimos)
	res, err := Build(Config{Conteudo: semSinonimos, Recursos: bundle, Modelos: modelosNeutros(nil)})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(res.Arquivos["404.html"]), `href="/#`) {
		t.Error("sem seções na página inicial, 404 lista alguma")
	}
}
