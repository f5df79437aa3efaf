package generator

import (
	"bytes"
	"fmt"
	"html"
	"html/template"
	"slices"
	"strings"

	"viagemdedireito/calculator"
	"viagemdedireito/generator/internal/busca"
)

// The guide: the home page's sections in plain words, one per case and
// theme. They are data, made once per build (lerGuia) and read by the home
// page, which shows them, by the search page and 404, which list them, and
// by the search index, which holds their text.

// secoesGuia are the guide's sections, in the order of the home page: the
// id (the section's anchor) and the heading; first one per category, as the
// rules' table has them (calculator.Categorias: a category told in
// another's section has none), then the themes. The text of each is the
// template "guia {id}", defined in the template of the page kind marked
// Guia (inicio.html).
var secoesGuia = append(secoesDasCategorias(), []struct{ ID, Titulo string }{
	{"como-pedir", "Como e quando pedir: regras para todos"},
	{"recusa", "Se a empresa recusar"},
	{"cancelamento", "Cancelamento, reembolso e remarcação (ônibus)"},
	{"atraso", "Se a viagem atrasar (ônibus)"},
	{"textos", "Os textos das leis"},
}...)

func secoesDasCategorias() []struct{ ID, Titulo string } {
	var out []struct{ ID, Titulo string }
	for _, c := range calculator.Categorias() {
		if c.SecaoGuia != "" {
			out = append(out, struct{ ID, Titulo string }{c.SecaoGuia, c.TituloGuia})
		}
	}
	return out
}

// prefixoGuia begins the name of the template of a section's text.
const prefixoGuia = "guia "

// tituloGuia is the title shown with a guide section in the search results.
const tituloGuia = "Guia: em palavras simples"

// secaoGuia is one section of the guide as the pages see it.
type secaoGuia struct {
	ID, Titulo string
	Href       string        // "/#jovem"
	HTML       template.HTML // the section's text, heading aside
}

// guiaDaGeracao is the guide of the build: its sections executed from the
// templates ts of the first kind of tipos marked Guia, at the path of its
// page; none without such a kind.
func guiaDaGeracao(ts map[string]*template.Template, tipos []tipoPagina, s *sitio) ([]secaoGuia, error) {
	for _, tp := range tipos {
		if !tp.Guia {
			continue
		}
		if ps := tp.Paginas(s); len(ps) > 0 {
			return lerGuia(ts[tp.Modelo], ps[0].Caminho, s.normas)
		}
	}
	return nil, nil
}

// lerGuia executes the text of every section of the guide from t, the
// template set of the page at caminho that shows them, with the build's
// norms as data (a section may list them). A set that defines no section
// has no guide (the neutral home page of some tests); otherwise a section
// without its template, or a template "guia …" without its row in
// secoesGuia, fails the build.
func lerGuia(t *template.Template, caminho string, normas []*vistaNorma) ([]secaoGuia, error) {
	if !slices.ContainsFunc(t.Templates(), func(x *template.Template) bool { return strings.HasPrefix(x.Name(), prefixoGuia) }) {
		return nil, nil
	}
	conhecidas := map[string]bool{}
	var out []secaoGuia
	for _, s := range secoesGuia {
		conhecidas[prefixoGuia+s.ID] = true
		var b bytes.Buffer
		if err := t.ExecuteTemplate(&b, prefixoGuia+s.ID, &pagina{Caminho: caminho, Normas: normas}); err != nil {
			return nil, fmt.Errorf("generator: guia, seção %s: %w", s.ID, err)
		}
		out = append(out, secaoGuia{ID: s.ID, Titulo: s.Titulo, Href: caminho + "#" + s.ID, HTML: template.HTML(b.String())})
	}
	for _, x := range t.Templates() {
		if strings.HasPrefix(x.Name(), prefixoGuia) && !conhecidas[x.Name()] {
			return nil, fmt.Errorf("generator: guia: o modelo %q não está em secoesGuia (guia.go)", x.Name())
		}
	}
	return out, nil
}

// documentosGuia are the guide's sections in the search index: the
// heading as the label, the text as plain text. Both are drawn in the
// results, where citations must not break (semQuebra).
func documentosGuia(guia []secaoGuia) []busca.Documento {
	docs := make([]busca.Documento, 0, len(guia))
	for _, s := range guia {
		docs = append(docs, busca.Documento{ID: s.ID, Rotulo: semQuebra(s.Titulo), Titulo: tituloGuia,
			Texto: semQuebra(textoDoHTML(string(s.HTML))), Href: s.Href, Guia: true})
	}
	return docs
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
