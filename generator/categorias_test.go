package generator

import (
	"os"
	"strings"
	"testing"

	"viagemdedireito/calculator"
)

// The categories are the rules' table (calculator.Categorias, issue 30):
// the calculator's scripts name none of them (beneficio.js reads the
// <data> elements the page renders from the table; rede.js, the wait, the
// blocks' data-categoria), and the templates that list them write no
// category or refusal option by hand.
func TestCategoriasSoDaTabela(t *testing.T) {
	scripts := map[string][]byte{}
	for _, nome := range []string{"beneficio.js", "rede.js"} {
		b, err := os.ReadFile("../site/assets/calculadora/" + nome)
		if err != nil {
			t.Fatal(err)
		}
		scripts[nome] = b
	}
	modelos := map[string][]byte{}
	for _, m := range []string{"calculadora.html", "recusa.html", "inicio.html"} {
		b, err := os.ReadFile("../site/templates/" + m)
		if err != nil {
			t.Fatal(err)
		}
		modelos[m] = b
	}
	for _, c := range calculator.Categorias() {
		for nome, js := range scripts {
			for _, aspas := range []string{`"`, `'`, "`"} {
				if strings.Contains(string(js), aspas+c.Valor+aspas) {
					t.Errorf("%s names the category %q: read it from the page (the table's data)", nome, c.Valor)
				}
			}
		}
		if strings.Contains(string(modelos["calculadora.html"]), `value="`+c.Valor+`"`) {
			t.Errorf("calculadora.html writes the option %q by hand", c.Valor)
		}
		if c.SecaoGuia != "" && strings.Contains(string(modelos["inicio.html"]), `href="#`+c.SecaoGuia+`"><span class="categoria-nome">`) {
			t.Errorf("inicio.html writes the menu entry %q by hand", c.SecaoGuia)
		}
		for _, o := range c.Recusa {
			if strings.Contains(string(modelos["recusa.html"]), `value="`+o.Valor+`"`) {
				t.Errorf("recusa.html writes the option %q by hand", o.Valor)
			}
		}
	}
}
