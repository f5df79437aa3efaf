package generator

import (
	"fmt"
	"strings"

	"viagemdedireito/generator/internal/busca"
	"viagemdedireito/generator/internal/servidor"
)

// The search index phase: one document per dispositivo of the norms whose
// pages are marked Busca in the table of outputs, one per section of the
// guide (guia.go), one per court decision (decisoes.go), and the synonym
// table content/sinonimos.yaml (sinonimos.go), put together by
// internal/busca. Its URL is servidor.Indice, the same on every build: the
// pages carry it.

// indiceDeBusca writes the search index into arquivos.
func indiceDeBusca(saidas []saida, guia []secaoGuia, s *sitio, sinonimos []busca.Sinonimo, arquivos map[string][]byte) error {
	var normas []*norma
	for _, o := range saidas {
		if o.tipo.Busca && o.pagina.Norma != nil {
			normas = append(normas, o.pagina.Norma.norma)
		}
	}
	docs := documentosGuia(guia)
	docs = append(docs, documentosBusca(normas)...)
	docs = append(docs, documentosDecisoes(s.decisoes)...)
	b, err := busca.Indice(docs, sinonimos...)
	if err != nil {
		return fmt.Errorf("generator: índice de busca: %w", err)
	}
	arquivos[strings.TrimPrefix(servidor.Indice, "/")] = b
	return nil
}

// documentosBusca lists one search document per dispositivo.
func documentosBusca(normas []*norma) []busca.Documento {
	var docs []busca.Documento
	for _, n := range normas {
		titulo := n.Meta.NomeCurto
		if titulo == "" {
			titulo = n.Meta.Titulo
		}
		for _, x := range n.ordem {
			texto := x.TextoPlano()
			if x.Tipo.agrupador() {
				texto = x.Nome
			}
			docs = append(docs, busca.Documento{
				Norma: n.Slug,
				ID:    x.ID,
				// the label, the title and the text (its snippets) are
				// drawn in the results (js/busca.js): their citations
				// must not break
				Rotulo: semQuebra(x.Citacao),
				Titulo: semQuebra(titulo),
				Texto:  semQuebra(strings.TrimSpace(x.Rotulo + " " + texto)),
				Href:   n.Catalogo.Href(x.ID),
			})
		}
	}
	return docs
}
