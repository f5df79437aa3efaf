package generator

import (
	"html/template"
	"strings"
	"testing"

	"viagemdedireito/calculator"
)

// The home page's sections that say only the engine's sentences say them
// word for word, each followed by links to exactly its grounds.
func TestFrasesDoCatalogoNaPaginaInicial(t *testing.T) {
	arquivos := construirKit(t, "https://exemplo.test")
	inicio := strings.ReplaceAll(string(arquivos["index.html"]), "\u00a0", " ")
	if inicio == "" {
		t.Fatal("sem index.html")
	}
	porChave := novoCatalogoFrases()
	for _, chave := range []string{"beneficio.crianca.rodoviario", "beneficio.crianca.ocupa_poltrona",
		"beneficio.documentos.crianca", "beneficio.prazos.compra_desconto_rodoviario",
		"beneficio.passe_livre.decreto_3691_rodoviario", "beneficio.jovem.desconto_facultativo"} {
		f, ok := porChave[chave]
		if !ok {
			t.Fatalf("%s não está no catálogo", chave)
		}
		texto := strings.ReplaceAll(template.HTMLEscapeString(f.Texto), "\u00a0", " ")
		i := strings.Index(inicio, texto+" (")
		if i < 0 {
			t.Errorf("%s: a página inicial não diz a frase do catálogo: %q", chave, f.Texto)
			continue
		}
		resto := inicio[i+len(texto)+2:]
		fim := strings.Index(resto, ")</")
		if fim < 0 {
			fim = len(resto)
		}
		links := resto[:fim]
		for _, fu := range f.Fundamentos {
			href := "/legislacao/" + fu.Citacao.Norma + "/"
			if fu.Citacao.Dispositivo != "" {
				href += "#" + fu.Citacao.Dispositivo
			}
			if !strings.Contains(links, `href="`+href+`"`) {
				t.Errorf("%s: falta o fundamento %s (%s) depois da frase: %q", chave, fu.Citacao.Rotulo, href, links)
			}
		}
		if n, quer := strings.Count(links, "<a "), len(f.Fundamentos); n > quer {
			t.Errorf("%s: %d links depois da frase, o catálogo dá %d fundamentos: %q", chave, n, quer, links)
		}
	}
}

// A template that cites on its own states a rule outside the catalogue:
// the build refuses it, wherever it is defined; frase is allowed.
func TestVerificarCatalogo(t *testing.T) {
	funcs := template.FuncMap{"cita": func(string) string { return "" }, "citaPasso": func(string) string { return "" },
		"frase": func(string) string { return "" }}
	conjunto := func(src string) map[string]*template.Template {
		t.Helper()
		ts, err := template.New("pagina").Funcs(funcs).Parse(src)
		if err != nil {
			t.Fatal(err)
		}
		return map[string]*template.Template{"pagina": ts}
	}
	ruim := conjunto(`{{define "guia crianca"}}<li>{{frase "a.b"}}</li>
<li>A criança viaja de graça ({{cita "resolucao-antt-6033-2023#art148"}}; {{citaPasso "decreto-9579-2018#art39"}}).</li>{{end}}`)
	err := verificarCatalogo(ruim)
	if err == nil {
		t.Fatal("uma citação própria em guia crianca passou")
	}
	for _, quer := range []string{"2 regra(s)", `{{cita "resolucao-antt-6033-2023#art148"}}`, `{{citaPasso "decreto-9579-2018#art39"}}`, "guia crianca"} {
		if !strings.Contains(err.Error(), quer) {
			t.Errorf("o erro não diz %q: %v", quer, err)
		}
	}
	outro := conjunto(`{{define "guia crianca"}}<li>{{frase "a.b"}}</li>{{end}}{{define "guia jovem"}}{{cita "lei-12852-2013#art32"}}{{end}}`)
	if err := verificarCatalogo(outro); err == nil || !strings.Contains(err.Error(), "guia jovem") {
		t.Errorf("uma citação própria em guia jovem passou: %v", err)
	}
	bom := conjunto(`{{define "guia crianca"}}<li>{{frase "a.b"}}</li>{{end}}<p>{{frase "c.d"}}</p>`)
	if err := verificarCatalogo(bom); err != nil {
		t.Errorf("só frases do catálogo: %v", err)
	}
}

// frase refuses a key the catalogue lacks and a sentence with values to
// fill in, before resolving anything.
func TestFraseRecusa(t *testing.T) {
	c := novoCatalogoFrases()
	if _, err := c.html(citador{}, nil, "nao.existe"); err == nil || !strings.Contains(err.Error(), "não está no catálogo") {
		t.Errorf("chave desconhecida: %v", err)
	}
	var comValores string
	for _, f := range calculator.Frases() {
		if strings.Contains(f.Texto, "{1}") {
			comValores = f.Chave
			break
		}
	}
	if comValores == "" {
		t.Fatal("o catálogo não tem frase com {1}")
	}
	if _, err := c.html(citador{}, nil, comValores); err == nil || !strings.Contains(err.Error(), "valores a preencher") {
		t.Errorf("%s: %v", comValores, err)
	}
}
