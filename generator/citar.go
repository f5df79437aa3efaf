package generator

import (
	"fmt"
	"html/template"
	"slices"
	"strings"
	"text/template/parse"

	"viagemdedireito/calculator/lexml"
)

// citador gives the page templates the functions that cite the published
// norms by reference ("decreto-8537-2015#art13_par2", see lexml.ParseReferencia)
// instead of hand-typed labels and links:
//
//	{{cita "decreto-8537-2015#art13_par2"}}          <a href="/legislacao/decreto-8537-2015/#art13_par2">Decreto nº 8.537/2015, art. 13, § 2º</a>
//	{{citaSemNorma "lei-10741-2003#art40_cpt_inc1"}} <a href="…">art. 40, I</a> (the norm was just named)
//	{{citaPasso "decreto-8537-2015#art13_par3"}}     <a href="…">§ 3º</a> (the article was just named)
//	{{cita "lei-8899-1994"}}                         <a href="/legislacao/lei-8899-1994/">Lei nº 8.899/1994</a>
//
// Every reference must name a norm of this build and, after "#", one of its
// dispositivos: verificarCitacoes checks the constant ones before any page
// is written, and the functions check again when the page is executed.
type citador struct {
	porSlug map[string]*norma
}

// funcoesCitacao are the names of the template functions of citador.
var funcoesCitacao = []string{"cita", "citaSemNorma", "citaPasso"}

func novoCitador(normas []*norma) citador {
	c := citador{porSlug: map[string]*norma{}}
	for _, n := range normas {
		c.porSlug[n.Slug] = n
	}
	return c
}

// resolver checks ref against the built norms and returns its citation and
// the steps of its dispositivo (nil for a whole norm).
func (c citador) resolver(ref string) (lexml.Citacao, []lexml.Passo, error) {
	cat, id, err := lexml.ParseReferencia(ref)
	if err != nil {
		return lexml.Citacao{}, nil, err
	}
	n := c.porSlug[cat.Slug]
	if n == nil {
		return lexml.Citacao{}, nil, fmt.Errorf("referência %q: a norma %s não está publicada nesta geração", ref, cat.Slug)
	}
	var passos []lexml.Passo
	if id != "" {
		if n.porID[id] == nil {
			return lexml.Citacao{}, nil, fmt.Errorf("referência %q: %s não tem o dispositivo %s", ref, cat.Slug, id)
		}
		passos, _ = lexml.ParseID(id) // valid: ParseReferencia checked it
	}
	cit, err := cat.Citar(id)
	return cit, passos, err
}

// texto is the link text of function nome for ref.
func (c citador) texto(nome, ref string) (lexml.Citacao, string, error) {
	cit, passos, err := c.resolver(ref)
	if err != nil {
		return cit, "", err
	}
	if nome != "cita" && passos == nil {
		return cit, "", fmt.Errorf("referência %q: %s precisa de um dispositivo (norma#id)", ref, nome)
	}
	switch nome {
	case "cita":
		return cit, cit.Rotulo, nil
	case "citaSemNorma":
		return cit, lexml.RotuloPassos(passos), nil
	case "citaPasso":
		return cit, passos[len(passos)-1].Rotulo(), nil
	}
	return cit, "", fmt.Errorf("função de citação desconhecida %q", nome)
}

// link is the HTML of the citation function nome for ref: a link to the
// dispositivo with its label.
func (c citador) link(nome, ref string) (template.HTML, error) {
	cit, texto, err := c.texto(nome, ref)
	if err != nil {
		return "", err
	}
	return template.HTML(`<a href="` + template.HTMLEscapeString(cit.Href) + `">` + template.HTMLEscapeString(semQuebra(texto)) + `</a>`), nil
}

// verificarCitacoes checks every call of a citation function with a
// constant reference in the templates, before anything is executed, and
// reports all the bad ones at once, each with its template and line.
func verificarCitacoes(ts map[string]*template.Template, c citador) error {
	var erros []string
	vistos := map[*parse.Tree]bool{}
	// every set of the build (the errors are sorted below, so the order of
	// the map does not show).
	for _, conjunto := range ts {
		for _, t := range conjunto.Templates() {
			arvore := t.Tree
			if arvore == nil || arvore.Root == nil || vistos[arvore] {
				continue
			}
			vistos[arvore] = true
			chamadasDeCitacao(arvore.Root, func(no *parse.CommandNode, nome, ref string) {
				if _, _, err := c.texto(nome, ref); err != nil {
					onde, _ := arvore.ErrorContext(no)
					erros = append(erros, "modelo "+onde+": {{"+nome+"}}: "+err.Error())
				}
			})
		}
	}
	if len(erros) == 0 {
		return nil
	}
	// base.html is parsed once per page: report each place once.
	slices.Sort(erros)
	unicos := slices.Compact(erros)
	return fmt.Errorf("generator: %d citação(ões) sem destino nos modelos:\n\t%s", len(unicos), strings.Join(unicos, "\n\t"))
}

// chamadasDeCitacao calls f for every command of the tree under n that calls
// a citation function with a constant string.
func chamadasDeCitacao(n parse.Node, f func(no *parse.CommandNode, nome, ref string)) {
	chamadasDe(n, funcoesCitacao, f)
}

// chamadasDe calls f for every command of the tree under n that calls one
// of the functions nomes with a constant string.
func chamadasDe(n parse.Node, nomes []string, f func(no *parse.CommandNode, nome, ref string)) {
	switch x := n.(type) {
	case *parse.ListNode:
		if x == nil {
			return
		}
		for _, c := range x.Nodes {
			chamadasDe(c, nomes, f)
		}
	case *parse.ActionNode:
		chamadasDe(x.Pipe, nomes, f)
	case *parse.PipeNode:
		if x == nil {
			return
		}
		for _, c := range x.Cmds {
			chamadasDe(c, nomes, f)
		}
	case *parse.CommandNode:
		if len(x.Args) == 2 {
			if id, ok := x.Args[0].(*parse.IdentifierNode); ok && slices.Contains(nomes, id.Ident) {
				if s, ok := x.Args[1].(*parse.StringNode); ok {
					f(x, id.Ident, s.Text)
				}
			}
		}
		for _, a := range x.Args {
			chamadasDe(a, nomes, f)
		}
	case *parse.IfNode:
		chamadasDe(&x.BranchNode, nomes, f)
	case *parse.RangeNode:
		chamadasDe(&x.BranchNode, nomes, f)
	case *parse.WithNode:
		chamadasDe(&x.BranchNode, nomes, f)
	case *parse.BranchNode:
		chamadasDe(x.Pipe, nomes, f)
		chamadasDe(x.List, nomes, f)
		chamadasDe(x.ElseList, nomes, f)
	case *parse.TemplateNode:
		chamadasDe(x.Pipe, nomes, f)
	}
}
