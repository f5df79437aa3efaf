package generator

import (
	"os"
	"slices"
	"testing"

	"viagemdedireito/generator/internal/busca"

	"viagemdedireito/calculator/lexml"
)

// TestSinonimosDoAtraso: what a passenger types about arriving late ("atraso",
// "chegar antes", "perder o benefício", "chegar atrasado") is a phrase of
// one row of content/sinonimos.yaml, and every equivalent wording of that
// row is in the texts of the 30-minute rule, Res art. 154 and Dec art. 13,
// § 6º, as content/ holds them: the index refuses (busca.Indice) a table
// whose equivalent is not in its documents, so indexing each text alone
// with the row proves the search finds it (issue 19). Pure Go: the browser
// side is in site/e2e/comportamento.mjs.
func TestSinonimosDoAtraso(t *testing.T) {
	conteudo := os.DirFS("../content")
	sin, err := lerSinonimos(conteudo)
	if err != nil {
		t.Fatal(err)
	}
	diags := &diagnosticos{}
	fontes, err := carregar(conteudo, lexml.Padrao(), novoMarkdown(), diags)
	if err != nil {
		t.Fatal(err)
	}
	normas := montar(fontes, diags)
	texto := func(slug, id string) string {
		for _, n := range normas {
			if n.Slug == slug && n.porID[id] != nil {
				return n.porID[id].TextoPlano()
			}
		}
		t.Fatalf("content/ sem %s#%s", slug, id)
		return ""
	}
	alvos := map[string]string{
		slugRes6033 + "#art154":     texto(slugRes6033, "art154"),
		slugDec8537 + "#art13_par6": texto(slugDec8537, "art13_par6"),
	}
	for _, consulta := range []string{"atraso", "chegar antes", "perder o benefício", "chegar atrasado"} {
		i := slices.IndexFunc(sin, func(s busca.Sinonimo) bool { return slices.Contains(s.Palavras, consulta) })
		if i < 0 {
			t.Errorf("%q não está em content/sinonimos.yaml", consulta)
			continue
		}
		for ref, tx := range alvos {
			doc := busca.Documento{Norma: ref, ID: ref, Rotulo: ref, Titulo: ref, Texto: tx, Href: "/" + ref}
			if _, err := busca.Indice([]busca.Documento{doc}, sin[i]); err != nil {
				t.Errorf("%q (sinônimo %d) não acha %s: %v", consulta, i+1, ref, err)
			}
		}
	}
}
