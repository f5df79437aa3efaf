package generator

import (
	"os"
	"testing"

	"viagemdedireito/calculator/lexml"
)

// TestCatalogoConfereComConteudo ties every norm in content/ to its row of
// the catalogue (calculator/lexml): its identity (titulo, nome_curto,
// rotulo, tipo, numero, data, urn), which no front matter writes, is the
// catalogue's, and every row of the catalogue has its file.
func TestCatalogoConfereComConteudo(t *testing.T) {
	diags := &diagnosticos{}
	fontes, err := carregar(os.DirFS("../content"), novoMarkdown(), diags)
	if err != nil {
		t.Fatal(err)
	}
	normas := montar(fontes, diags)
	porSlug := map[string]*norma{}
	for _, n := range normas {
		porSlug[n.Slug] = n
	}
	for _, cat := range lexml.Normas() {
		n := porSlug[cat.Slug]
		if n == nil {
			t.Errorf("%s está no catálogo (calculator/lexml) mas content/%s.md não foi lido", cat.Slug, cat.Slug)
			continue
		}
		m := n.Meta
		campos := []struct{ chave, conteudo, catalogo string }{
			{"titulo", m.Titulo, cat.Titulo},
			{"nome_curto", m.NomeCurto, cat.NomeCurto},
			{"rotulo", m.Rotulo, cat.Rotulo},
			{"tipo", m.Tipo, cat.Tipo},
			{"numero", m.Numero, cat.NumeroFormatado},
			{"data", m.Data, cat.Data},
			{"urn", m.URN, cat.URN},
		}
		for _, c := range campos {
			if c.conteudo != c.catalogo {
				t.Errorf("%s: %s %q no conteúdo, %q no catálogo", n.Arquivo, c.chave, c.conteudo, c.catalogo)
			}
		}
		if n.Catalogo != cat {
			t.Errorf("%s: a norma montada leva a linha %+v do catálogo, quero %+v", n.Arquivo, n.Catalogo, cat)
		}
	}
	if len(normas) != len(lexml.Normas()) {
		t.Errorf("%d normas em content/, %d no catálogo", len(normas), len(lexml.Normas()))
	}
}
