package busca

import (
	"strings"
	"testing"
)

var docsSinonimos = []Documento{
	{Norma: "guia", ID: "jovem", Rotulo: "Jovem de baixa renda", Titulo: "Guia", Texto: "Vale no ônibus, no trem e no barco, com a ID Jovem.", Href: "/#jovem", Guia: true},
	{Norma: "d", ID: "art13_par1_inc2", Rotulo: "Decreto, art. 13, § 1º, II", Titulo: "Decreto", Texto: "II - os serviços de transporte ferroviário interestadual de passageiros", Href: "/legislacao/d/#art13_par1_inc2"},
	{Norma: "d", ID: "art14", Rotulo: "Decreto, art. 14", Titulo: "Decreto", Texto: "Art. 14. O interessado deverá apresentar a Identidade Jovem", Href: "/legislacao/d/#art14"},
	{Norma: "d", ID: "art15", Rotulo: "Decreto, art. 15", Titulo: "Decreto", Texto: "Art. 15. A identidade do passageiro jovem", Href: "/legislacao/d/#art15"},
}

var tabelaSinonimos = []Sinonimo{
	{Palavras: []string{"trem", "trens"}, Equivale: []string{"ferroviário"}},
	{Palavras: []string{"ID Jovem"}, Equivale: []string{"Identidade Jovem"}},
}

func TestSinonimosConferidos(t *testing.T) {
	casos := []struct {
		sin  Sinonimo
		erro string
	}{
		{Sinonimo{Palavras: []string{"barco"}, Equivale: []string{"aquaviário"}}, "nenhum documento tem \"aquaviário\""},
		{Sinonimo{Palavras: []string{"de"}, Equivale: []string{"ferroviário"}}, "não tem nenhum termo"},
		{Sinonimo{Palavras: []string{"trem"}}, "precisa de palavras e de equivale"},
		{Sinonimo{Palavras: []string{"ferrovia"}, Equivale: []string{"identidade passageiro"}}, ""}, // both words in art. 15
		{Sinonimo{Palavras: []string{"x1"}, Equivale: []string{"identidade ferroviário"}}, "nenhum documento tem"},
	}
	for _, c := range casos {
		_, err := Indice(docsSinonimos, c.sin)
		if c.erro == "" && err != nil {
			t.Errorf("%v: %v", c.sin, err)
		}
		if c.erro != "" && (err == nil || !strings.Contains(err.Error(), c.erro)) {
			t.Errorf("%v: erro %v, esperado um com %q", c.sin, err, c.erro)
		}
	}
	_, err := Indice(docsSinonimos, Sinonimo{Palavras: []string{"trem"}, Equivale: []string{"ferroviário"}}, Sinonimo{Palavras: []string{"Trens", "trem"}, Equivale: []string{"ferroviário"}})
	if err == nil || !strings.Contains(err.Error(), "já está no sinônimo 1") {
		t.Errorf("palavra repetida em dois sinônimos: %v", err)
	}
}
