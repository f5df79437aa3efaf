package generator

import (
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"

	"viagemdedireito/calculator/lexml"
)

// identificadores is the goldmark extension that assigns LexML ids
// (content/ids.md) to the recognised dispositivos and groupers: the path from
// the article inwards, incisos of the caput under "cpt".
type identificadores struct{}

func (identificadores) Extend(m goldmark.Markdown) {
	m.Parser().AddOptions(parser.WithASTTransformers(util.Prioritized(atribuidorIDs{}, 200)))
}

type atribuidorIDs struct{}

func (atribuidorIDs) Transform(root *ast.Document, reader text.Reader, pc parser.Context) {
	doc := documentoDe(pc)
	if doc == nil {
		return
	}
	vistos := map[string]int{} // id → line
	var art, par, inc, ali *dispositivoNode
	artDuplicado := false
	// open groupers by rank, to make repeated grouper ids unique.
	var agrupadores []*dispositivoNode
	for n := root.FirstChild(); n != nil; n = n.NextSibling() {
		d, ok := n.(*dispositivoNode)
		if !ok || d.Parte != parteArticulado || d.Tipo == noNenhum || d.Tipo == noOmissao {
			continue
		}
		p := passo(d.Tipo, d.Numero)
		base := p.Token()
		switch d.Tipo {
		case noTitulo, noCapitulo, noSecao, noSubsecao:
			for len(agrupadores) > 0 && agrupadores[len(agrupadores)-1].Tipo >= d.Tipo {
				agrupadores = agrupadores[:len(agrupadores)-1]
			}
			d.Passos = []lexml.Passo{p}
			if _, dup := vistos[base]; dup && len(agrupadores) > 0 {
				d.Passos = dentro(agrupadores[len(agrupadores)-1], p)
			}
			id := lexml.FormatID(d.Passos)
			if l, dup := vistos[id]; dup {
				doc.erro(d.Linha, "agrupador duplicado: \"%s\" (já na linha %d)", d.Rotulo, l)
				d.Passos = nil
				continue
			}
			d.ID = id
			vistos[id] = d.Linha
			agrupadores = append(agrupadores, d)
			art, par, inc, ali = nil, nil, nil, nil
			continue
		case noArtigo:
			art, par, inc, ali = d, nil, nil, nil
			d.Passos = []lexml.Passo{p}
			d.ID = base
			if l, dup := vistos[d.ID]; dup {
				doc.erro(d.Linha, "artigo duplicado: \"%s\" tem o id %s, já usado na linha %d", d.Rotulo, d.ID, l)
				artDuplicado = true
				d.ID = ""
				continue
			}
			artDuplicado = false
		case noParagrafo:
			if art == nil {
				doc.erro(d.Linha, "parágrafo \"%s\" fora de artigo", d.Rotulo)
				continue
			}
			par, inc, ali = d, nil, nil
			d.Passos = dentro(art, p)
		case noInciso:
			if art == nil {
				doc.erro(d.Linha, "inciso \"%s\" fora de artigo", d.Rotulo)
				continue
			}
			inc, ali = d, nil
			if par != nil {
				d.Passos = dentro(par, p)
			} else {
				d.Passos = dentro(art, lexml.Passo{Tipo: lexml.Caput}, p)
			}
		case noAlinea:
			if inc == nil {
				doc.erro(d.Linha, "alínea \"%s\" fora de inciso", d.Rotulo)
				continue
			}
			ali = d
			d.Passos = dentro(inc, p)
		case noItem:
			if ali == nil {
				doc.erro(d.Linha, "item \"%s\" fora de alínea", d.Rotulo)
				continue
			}
			d.Passos = dentro(ali, p)
		}
		if d.Tipo != noArtigo {
			d.ID = lexml.FormatID(d.Passos)
		}
		if art != nil {
			d.Artigo = art.ID
		}
		if par != nil {
			d.Paragrafo = par.ID
		}
		if inc != nil {
			d.Inciso = inc.ID
		}
		if ali != nil {
			d.Alinea = ali.ID
		}
		if d.ID == "" || artDuplicado {
			d.ID = ""
			continue
		}
		if _, err := lexml.ParseID(d.ID); err != nil {
			doc.erro(d.Linha, "\"%s\": %s", d.Rotulo, err)
			d.ID = ""
			continue
		}
		if l, dup := vistos[d.ID]; dup {
			doc.erro(d.Linha, "id duplicado %s: \"%s\" repete o dispositivo da linha %d", d.ID, d.Rotulo, l)
			d.ID = ""
			continue
		}
		vistos[d.ID] = d.Linha
	}
}

// dentro is the path of a dispositivo under pai: pai's steps, then steps.
func dentro(pai *dispositivoNode, passos ...lexml.Passo) []lexml.Passo {
	return append(append(make([]lexml.Passo, 0, len(pai.Passos)+len(passos)), pai.Passos...), passos...)
}
