package generator

import (
	"encoding/json"
	"html"
	"strings"
	"testing"

	"viagemdedireito/calculator"
)

// TestCitacoesDaCalculadora: every legal basis the calculator can cite
// resolves on the generated site: the page of the norm has an element with
// that id, and the calculator's label, URN and href are the ones the
// norm's JSON gives for that dispositivo.
func TestCitacoesDaCalculadora(t *testing.T) {
	res, err := siteReal("")
	if err != nil {
		t.Fatal(err)
	}
	type disp struct {
		ID, Citacao, URN, Href string
		Filhos                 []disp
	}
	porNorma := map[string]map[string]disp{}
	decisoes := 0
	for _, c := range calculator.Fundamentos() {
		if c.Decisao != "" {
			// Rules revision 3 (R7): a court decision resolves to its page,
			// which carries the calculator's label.
			decisoes++
			pagina, ok := res.Arquivos[strings.TrimPrefix(c.Href, "/")+"index.html"]
			if c.Href != "/jurisprudencia/"+c.Decisao+"/" || !ok {
				t.Errorf("decisão %s: página %s ausente do site", c.Decisao, c.Href)
				continue
			}
			if !strings.Contains(string(pagina), "<h1>"+html.EscapeString(c.Rotulo)) && !strings.Contains(string(pagina), ">"+html.EscapeString(c.Rotulo)+"</h1>") {
				t.Errorf("decisão %s: a página não tem o título %q", c.Decisao, c.Rotulo)
			}
			continue
		}
		if porNorma[c.Norma] == nil {
			b, ok := res.Arquivos["legislacao/"+c.Norma+".json"]
			if !ok {
				t.Errorf("%s: norma citada pela calculadora não foi gerada", c.Norma)
				porNorma[c.Norma] = map[string]disp{}
				continue
			}
			var n struct{ Dispositivos []disp }
			if err := json.Unmarshal(b, &n); err != nil {
				t.Fatal(err)
			}
			m := map[string]disp{}
			var walk func([]disp)
			walk = func(ds []disp) {
				for _, d := range ds {
					m[d.ID] = d
					walk(d.Filhos)
				}
			}
			walk(n.Dispositivos)
			porNorma[c.Norma] = m
		}
		d, ok := porNorma[c.Norma][c.Dispositivo]
		if !ok {
			t.Errorf("%s#%s (%s): dispositivo ausente do site", c.Norma, c.Dispositivo, c.Rotulo)
			continue
		}
		if c.Rotulo != d.Citacao || c.URN != d.URN || c.Href != d.Href {
			t.Errorf("%s#%s: calculadora cita %q %q %q; o site publica %q %q %q", c.Norma, c.Dispositivo, c.Rotulo, c.URN, c.Href, d.Citacao, d.URN, d.Href)
		}
	}
	if len(calculator.Fundamentos()) == 0 {
		t.Error("a calculadora não lista fundamentos")
	}
	if decisoes == 0 {
		t.Error("a calculadora não cita nenhuma decisão judicial (revisão 3, R7)")
	}
}
