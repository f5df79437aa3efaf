package generator

import (
	"fmt"
	"html/template"
	"slices"
	"strings"
	"text/template/parse"

	"viagemdedireito/calculator"
)

// catalogoFrases is the engine's catalogue of sentences (calculator.Frases,
// reviewed in calculator/frases.md) by key, for the pages: rules revision 4,
// R9, asks that a legal statement a page makes comes from the catalogue the
// engine's answers use, with its grounds. {{frase "chave"}} writes one
// sentence of it, then its grounds as links, so that the page and the
// engine's answer say the same words on the same grounds.
type catalogoFrases map[string]calculator.Frase

func novoCatalogoFrases() catalogoFrases {
	c := catalogoFrases{}
	for _, f := range calculator.Frases() {
		c[f.Chave] = f
	}
	return c
}

// html is the sentence chave with its grounds, each a link that cit (norms)
// or ds (court decisions) resolves against this build: "Texto. (Lei nº …,
// art. …; …)". A key not in the catalogue, or a sentence with values to
// fill in ({1} … {9}, which only an answer has), is an error, so the page
// fails to build.
func (c catalogoFrases) html(cit citador, ds map[string]*vistaDecisao, chave string) (template.HTML, error) {
	f, ok := c[chave]
	if !ok {
		return "", fmt.Errorf("frase %q: não está no catálogo da calculadora (calculator/frases.md)", chave)
	}
	if strings.Contains(f.Texto, "{1}") {
		return "", fmt.Errorf("frase %q: tem valores a preencher ({1} …), que só uma resposta tem", chave)
	}
	if len(f.Fundamentos) == 0 {
		return "", fmt.Errorf("frase %q: sem fundamento", chave)
	}
	var links []string
	vistos := map[string]bool{}
	normaAntes, artigoAntes := "", ""
	for _, fu := range f.Fundamentos {
		chaveFu := fu.Citacao.Norma + "#" + fu.Citacao.Dispositivo + "@" + fu.Citacao.Decisao
		if vistos[chaveFu] {
			continue // one link per ground, however many of its words it relies on
		}
		vistos[chaveFu] = true
		var l template.HTML
		var err error
		switch {
		case fu.Citacao.Decisao != "":
			href, rotulo, e := linkDecisao(ds, fu.Citacao.Decisao)
			l, err = template.HTML(`<a class="decisao-link" href="`+template.HTMLEscapeString(href)+`">`+template.HTMLEscapeString(semQuebra(rotulo))+`</a>`), e
			normaAntes, artigoAntes = "", ""
		default:
			ref := fu.Citacao.Norma
			if fu.Citacao.Dispositivo != "" {
				ref += "#" + fu.Citacao.Dispositivo
			}
			// as the calculator's answers print them (resultado.js): a
			// citation of the norm before it drops the norm's name, and
			// one of the same article its article ("Lei nº 11.975/2009,
			// art. 2º; art. 2º, parágrafo único"; "art. 13, § 2º; § 3º").
			artigo, _, _ := strings.Cut(fu.Citacao.Dispositivo, "_")
			nome := "cita"
			if fu.Citacao.Norma == normaAntes && artigo != "" {
				nome = "citaSemNorma"
				if artigo == artigoAntes && strings.Contains(fu.Citacao.Dispositivo, "_") {
					nome = "citaPasso"
				}
			}
			l, err = cit.link(nome, ref)
			normaAntes, artigoAntes = fu.Citacao.Norma, artigo
		}
		if err != nil {
			return "", fmt.Errorf("frase %q: %w", chave, err)
		}
		links = append(links, string(l))
	}
	return template.HTML(template.HTMLEscapeString(semQuebra(f.Texto)) + " (" + strings.Join(links, "; ") + ")"), nil
}

// verificarCatalogo checks that no template of ts states a rule with a
// citation of its own ({{cita}}, {{citaSemNorma}}, {{citaPasso}},
// {{decisao}}): every legal sentence of a page is the catalogue's
// (calculator.Frases, written by {{frase "chave"}} with its grounds), and a
// page that cites on its own fails the build. (The citation functions stay
// for the catalogue's own links and the tests that check them.)
func verificarCatalogo(ts map[string]*template.Template) error {
	var erros []string
	vistos := map[string]bool{}
	for _, conjunto := range ts {
		for _, t := range conjunto.Templates() {
			if t.Tree == nil || t.Tree.Root == nil {
				continue
			}
			nome := t.Name()
			arvore := t.Tree
			chamadasDe(arvore.Root, append(slices.Clone(funcoesCitacao), "decisao"), func(no *parse.CommandNode, funcao, ref string) {
				onde, _ := arvore.ErrorContext(no)
				e := "modelo " + onde + ": {{" + funcao + " \"" + ref + "\"}}: " + nome + " diz só frases do catálogo da calculadora; use {{frase \"chave\"}}"
				if !vistos[e] {
					vistos[e] = true
					erros = append(erros, e)
				}
			})
		}
	}
	if len(erros) == 0 {
		return nil
	}
	slices.Sort(erros)
	return fmt.Errorf("generator: %d regra(s) fora do catálogo:\n\t%s", len(erros), strings.Join(erros, "\n\t"))
}
