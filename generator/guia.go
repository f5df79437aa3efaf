package generator

import (
	"bytes"
	"fmt"
	"html"
	"html/template"
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
			// drawn in the search results, where citations must not
			// break either (textoDoHTML joins spaces into ordinary ones)
			for _, d := range documentosGuia(p.Caminho, b.String()) {
				d.Rotulo, d.Texto = semQuebra(d.Rotulo), semQuebra(d.Texto)
				docs = append(docs, d)
			}
		}
	}
	return docs, nil
}

// Guide sections: the home page's <section aria-labelledby="x"> with an
// <h2 id="x">, as inicio.html writes them; each section's "Voltar ao menu"
// link (<p class="voltar">…</p>) is not part of its text. The markup is
// found with strings.Index, not regular expressions: on the real home page
// the expressions took about 3 ms of every build, on the way to the search
// index (guia_test.go keeps them as the reference the scanning matches).
const (
	abreSecao  = `<section aria-labelledby="`
	fechaSecao = `</section>`
	abreTitulo = `<h2 id="`
	fechaH2    = `</h2>`
	abreVoltar = `<p class="voltar">`
	fechaP     = `</p>`
)

// tituloGuia is the title shown with a guide section in the results.
const tituloGuia = "Guia: em palavras simples"

// elemento finds in s, from the left, the first abre followed by an id
// (one or more characters other than a quote), `">`, and then, at the
// first fecha after that, the element's end: it returns the id, the
// content between `">` and fecha, and the offsets of the element in s.
func elemento(s, abre, fecha string) (id, conteudo string, ini, fim int, ok bool) {
	for de := 0; ; {
		i := strings.Index(s[de:], abre)
		if i < 0 {
			return "", "", 0, 0, false
		}
		i += de
		resto := s[i+len(abre):]
		j := strings.IndexByte(resto, '"')
		if j > 0 && strings.HasPrefix(resto[j:], `">`) {
			corpo := resto[j+2:]
			if k := strings.Index(corpo, fecha); k >= 0 {
				ini = i
				fim = i + len(abre) + j + 2 + k + len(fecha)
				return resto[:j], corpo[:k], ini, fim, true
			}
			return "", "", 0, 0, false
		}
		de = i + 1
	}
}

// documentosGuia returns one search document per section of the guide in
// conteudo (the home page's main content, as rendered): its heading as the
// label, its text, caminho+"#id" as the address. A page without such
// sections gives none (a test checks that the real home page gives one
// per section of its menu).
func documentosGuia(caminho, conteudo string) []busca.Documento {
	var docs []busca.Documento
	for resto := conteudo; ; {
		id, corpo, _, fim, ok := elemento(resto, abreSecao, fechaSecao)
		if !ok {
			break
		}
		resto = resto[fim:]
		idTitulo, titulo, ini, fimTitulo, ok := elemento(corpo, abreTitulo, fechaH2)
		if !ok || idTitulo != id {
			continue
		}
		texto := textoDoHTML(semVoltar(corpo[:ini] + corpo[fimTitulo:]))
		docs = append(docs, busca.Documento{ID: id, Rotulo: textoDoHTML(titulo), Titulo: tituloGuia, Texto: texto, Href: caminho + "#" + id, Guia: true})
	}
	return docs
}

// semVoltar is s without its "Voltar ao menu" paragraphs.
func semVoltar(s string) string {
	var b strings.Builder
	for {
		i := strings.Index(s, abreVoltar)
		if i < 0 {
			break
		}
		k := strings.Index(s[i+len(abreVoltar):], fechaP)
		if k < 0 {
			break
		}
		b.WriteString(s[:i])
		s = s[i+len(abreVoltar)+k+len(fechaP):]
	}
	b.WriteString(s)
	return b.String()
}

// textoDoHTML is the text of a fragment: tags (from "<" to the next ">")
// become spaces, entities are decoded, spaces (the non-breaking ones too)
// collapsed.
func textoDoHTML(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for {
		i := strings.IndexByte(s, '<')
		if i < 0 {
			break
		}
		k := strings.IndexByte(s[i:], '>')
		if k < 0 {
			break
		}
		b.WriteString(s[:i])
		b.WriteByte(' ')
		s = s[i+k+1:]
	}
	b.WriteString(s)
	s = html.UnescapeString(b.String())
	s = strings.Join(strings.Fields(s), " ")
	// "( Lei …)" left by a tag next to a parenthesis
	s = strings.NewReplacer("( ", "(", " )", ")", " ,", ",", " ;", ";", " .", ".").Replace(s)
	return strings.ToValidUTF8(s, "")
}
