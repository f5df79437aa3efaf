package generator

import (
	"strings"
	"testing"
	"testing/fstest"

	"viagemdedireito/site"
)

// inicioNeutro is a home page without citations, for the builds of a few
// norms: the site's home page (site/templates/inicio.html) cites the whole
// of content/, and a citation of a norm that is not built fails the build.
const inicioNeutro = `{{define "titulo"}}Início{{end}}{{define "conteudo"}}<h1>Início</h1>{{end}}`

// modelosNeutros returns m (or a new set) with the neutral home page, unless
// m has its own.
func modelosNeutros(m fstest.MapFS) fstest.MapFS {
	if m == nil {
		m = fstest.MapFS{}
	}
	if _, ok := m["inicio.html"]; !ok {
		m["inicio.html"] = &fstest.MapFile{Data: []byte(inicioNeutro)}
	}
	return m
}

// TestCitaNoInicio: the home page's citations are rendered from their
// references with the canonical labels and links.
func TestCitaNoInicio(t *testing.T) {
	res, err := siteReal("")
	if err != nil {
		t.Fatal(err)
	}
	pagina := string(res.Arquivos["index.html"])
	for _, want := range []string{
		"<a href=\"/legislacao/decreto-8537-2015/#art13_par2\">Decreto\u00a0nº\u00a08.537/2015, art.\u00a013, §\u00a02º</a>",
		"<a href=\"/legislacao/lei-12852-2013/#art32_cpt_inc1\">Lei\u00a0nº\u00a012.852/2013, art.\u00a032, I</a>",
		"<a href=\"/legislacao/decreto-8537-2015/#art17_par1u\">Decreto\u00a0nº\u00a08.537/2015, art.\u00a017, parágrafo único</a>",
		"<a href=\"/legislacao/lei-10741-2003/#art40_cpt_inc1\">art.\u00a040, I</a>",
		"<a href=\"/legislacao/decreto-8537-2015/#art13_par3\">§\u00a03º</a>",
		"<a href=\"/legislacao/lei-12852-2013/\">Lei\u00a0nº\u00a012.852/2013 (Estatuto da Juventude)</a>",
		"<a href=\"/legislacao/lei-10406-2002/\">Lei\u00a0nº\u00a010.406/2002 (Código Civil)</a>",
	} {
		if !strings.Contains(pagina, want) {
			t.Errorf("index.html sem %s", want)
		}
	}
	if strings.Contains(pagina, "{{") {
		t.Error("index.html com uma ação de modelo não executada")
	}
}

// TestCitaSemDestino: a template that cites on its own fails the build; a
// reference to a norm that is not built, to a dispositivo that does not
// exist or in a bad form fails it first, and the error names the template,
// its line and the reference, all of them at once.
func TestCitaSemDestino(t *testing.T) {
	// one real norm, with the official source its front matter names.
	conteudo := copiarConteudo(t, "../content", "lei-8899-1994.md", "fontes/lei-8899-1994.txt")
	bundle, err := site.Build()
	if err != nil {
		t.Fatal(err)
	}
	build := func(inicio string) (*Resultado, error) {
		modelos := fstest.MapFS{"inicio.html": {Data: []byte(`{{define "conteudo"}}<h1>x</h1>` + inicio + `{{end}}`)}}
		return Build(Config{Conteudo: conteudo, Modelos: modelos, Recursos: bundle})
	}

	// Valid citations too: a page states no rule with a citation of its
	// own (issue 26); the build names each and says what to write instead.
	_, err = build(`{{cita "lei-8899-1994#art1"}} {{citaSemNorma "lei-8899-1994#art1"}} {{cita "lei-8899-1994"}}`)
	if err == nil {
		t.Fatal("citações próprias de uma página aceitas")
	}
	for _, trecho := range []string{"3 regra(s) fora do catálogo", `{{cita "lei-8899-1994#art1"}}`, `{{citaSemNorma "lei-8899-1994#art1"}}`,
		`{{cita "lei-8899-1994"}}`, `use {{frase "chave"}}`} {
		if !strings.Contains(err.Error(), trecho) {
			t.Errorf("o erro não diz %q:\n%v", trecho, err)
		}
	}

	_, err = build("\n" + `{{cita "lei-8899-1994#art99"}}` + "\n" +
		`{{cita "decreto-8537-2015#art13"}}` + "\n" +
		`{{if true}}{{citaPasso "lei-1-2000#art1"}}{{end}}` + "\n" +
		`{{citaSemNorma "lei-8899-1994"}}` + "\n" +
		`{{cita "lei-8899-1994#art1_cpt"}}`)
	if err == nil {
		t.Fatal("citações sem destino aceitas")
	}
	for _, trecho := range []string{
		`5 citação(ões) sem destino`,
		`modelo inicio.html:2:`, `"lei-8899-1994#art99": lei-8899-1994 não tem o dispositivo art99`,
		`modelo inicio.html:3:`, `"decreto-8537-2015#art13": a norma decreto-8537-2015 não está publicada`,
		`modelo inicio.html:4:`, `"lei-1-2000#art1": norma "lei-1-2000" fora do catálogo`,
		`modelo inicio.html:5:`, `{{citaSemNorma}}: referência "lei-8899-1994": citaSemNorma precisa de um dispositivo`,
		`modelo inicio.html:6:`, `o caput não tem id próprio`,
	} {
		if !strings.Contains(err.Error(), trecho) {
			t.Errorf("o erro não diz %q:\n%v", trecho, err)
		}
	}

	// A reference that is not a constant is checked when the page runs.
	_, err = build(`{{with "lei-8899-1994#art99"}}{{cita .}}{{end}}`)
	if err == nil || !strings.Contains(err.Error(), "inicio.html") || !strings.Contains(err.Error(), `"lei-8899-1994#art99"`) {
		t.Errorf("referência variável sem destino: %v", err)
	}
}
