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

// TestSinonimosJS: a typed word of the table finds the documents with its
// equivalent wording, a phrase must match as a phrase, the guide's
// sections come marked, and the snippet marks the words really there.
func TestSinonimosJS(t *testing.T) {
	b, err := Indice(docsSinonimos, tabelaSinonimos...)
	if err != nil {
		t.Fatal(err)
	}
	consultas := []string{"trem", "Trens", "ID Jovem", "id jovem passageiro", "ferroviário", "jovem"}
	var got []struct {
		Hrefs     []string
		Guia      []bool
		Destaques []string
	}
	runNode(t, "js/procura.js", `
const ix = m.preparar(JSON.parse(entrada.indice));
return entrada.consultas.map((q) => {
	const r = m.buscar(ix, q, 10);
	return {
		Hrefs: r.resultados.map((x) => x.href),
		Guia: r.resultados.map((x) => x.guia),
		Destaques: r.resultados.map((x) => x.trecho.filter((p) => p.marca).map((p) => p.texto).join("+")),
	};
});`, map[string]any{"indice": string(b), "consultas": consultas}, &got)
	want := []struct{ hrefs, destaques string }{
		{"/#jovem /legislacao/d/#art13_par1_inc2", "trem ferroviário"},
		{"/#jovem /legislacao/d/#art13_par1_inc2", "trem ferroviário"},
		// "ID Jovem": the guide's words, and the documents with all the
		// words of "Identidade Jovem" (art. 14; art. 15 has them apart,
		// which counts, as for any query of several words).
		{"/#jovem /legislacao/d/#art14 /legislacao/d/#art15", "ID+Jovem Identidade+Jovem identidade+jovem"},
		// the phrase and one more word: only art. 15 has them all
		{"/legislacao/d/#art15", "identidade+passageiro+jovem"},
		{"/legislacao/d/#art13_par1_inc2", "ferroviário"},
		{"/#jovem /legislacao/d/#art14 /legislacao/d/#art15", "Jovem Jovem jovem"},
	}
	for i, q := range consultas {
		g := got[i]
		if strings.Join(g.Hrefs, " ") != want[i].hrefs || strings.Join(g.Destaques, " ") != want[i].destaques {
			t.Errorf("buscar(%q) = %v destaques %q, want %s destaques %q", q, g.Hrefs, g.Destaques, want[i].hrefs, want[i].destaques)
		}
		for j, h := range g.Hrefs {
			if g.Guia[j] != strings.HasPrefix(h, "/#") {
				t.Errorf("buscar(%q): %s guia=%v", q, h, g.Guia[j])
			}
		}
	}
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
