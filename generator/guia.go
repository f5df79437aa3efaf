package generator

import (
	"bytes"
	"fmt"
	"html"
	"html/template"
	"regexp"
	"strings"

	"viagemdedireito/generator/internal/busca"
)

// guiaDasPaginas executes the main content ("conteudo") of every page of a
// kind marked Guia and returns its sections as search documents.
func guiaDasPaginas(ts map[string]*template.Template, tipos []tipoPagina, paginas [][]*pagina) ([]busca.Documento, error) {
	var docs []busca.Documento
	for i, tp := range tipos {
		if !tp.Guia {
			continue
		}
		for _, p := range paginas[i] {
			var b bytes.Buffer
			if err := ts[tp.Modelo].ExecuteTemplate(&b, "conteudo", p); err != nil {
				return nil, fmt.Errorf("generator: guia de %s: %w", p.Caminho, err)
			}
			docs = append(docs, documentosGuia(p.Caminho, b.String())...)
		}
	}
	return docs, nil
}

// Guide sections: the home page's <section aria-labelledby="x"> with an
// <h2 id="x">, as inicio.html writes them.
var (
	reSecao  = regexp.MustCompile(`(?s)<section aria-labelledby="([^"]+)">(.*?)</section>`)
	reTitulo = regexp.MustCompile(`(?s)<h2 id="([^"]+)">(.*?)</h2>`)
	reTag    = regexp.MustCompile(`(?s)<[^>]*>`)
	// reVoltar is the section's "Voltar ao menu" link, not part of its text.
	reVoltar = regexp.MustCompile(`(?s)<p class="voltar">.*?</p>`)
)

// tituloGuia is the title shown with a guide section in the results.
const tituloGuia = "Guia: em palavras simples"

// documentosGuia returns one search document per section of the guide in
// conteudo (the home page's main content, as rendered): its heading as the
// label, its text, caminho+"#id" as the address. A page without such
// sections gives none (a test checks that the real home page gives one
// per section of its menu).
func documentosGuia(caminho, conteudo string) []busca.Documento {
	var docs []busca.Documento
	for _, m := range reSecao.FindAllStringSubmatch(conteudo, -1) {
		id, corpo := m[1], m[2]
		t := reTitulo.FindStringSubmatch(corpo)
		if t == nil || t[1] != id {
			continue
		}
		titulo := textoDoHTML(t[2])
		texto := textoDoHTML(reVoltar.ReplaceAllString(strings.Replace(corpo, t[0], "", 1), ""))
		docs = append(docs, busca.Documento{ID: id, Rotulo: titulo, Titulo: tituloGuia, Texto: texto, Href: caminho + "#" + id, Guia: true})
	}
	return docs
}

// textoDoHTML is the text of a fragment: tags dropped, entities decoded,
// spaces (the non-breaking ones too) collapsed.
func textoDoHTML(s string) string {
	s = html.UnescapeString(reTag.ReplaceAllString(s, " "))
	s = strings.Join(strings.Fields(s), " ")
	// "( Lei …)" left by a tag next to a parenthesis
	s = strings.NewReplacer("( ", "(", " )", ")", " ,", ",", " ;", ";", " .", ".").Replace(s)
	return strings.ToValidUTF8(s, "")
}
