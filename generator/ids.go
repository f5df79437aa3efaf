package generator

import (
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// identificadores is the goldmark extension that assigns LexML ids
// (spec/ids.md) to the recognised dispositivos and groupers: the path from
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
		parte := citacaoParte(d.Tipo, d.Numero)
		base := d.Tipo.prefixoID() + d.Numero.token()
		switch d.Tipo {
		case noTitulo, noCapitulo, noSecao, noSubsecao:
			for len(agrupadores) > 0 && agrupadores[len(agrupadores)-1].Tipo >= d.Tipo {
				agrupadores = agrupadores[:len(agrupadores)-1]
			}
			id := base
			if _, dup := vistos[id]; dup && len(agrupadores) > 0 {
				id = agrupadores[len(agrupadores)-1].ID + "_" + base
			}
			if l, dup := vistos[id]; dup {
				doc.erro(d.Linha, "agrupador duplicado: \"%s\" (já na linha %d)", d.Rotulo, l)
				continue
			}
			d.ID = id
			d.Caminho = []string{parte}
			vistos[id] = d.Linha
			agrupadores = append(agrupadores, d)
			art, par, inc, ali = nil, nil, nil, nil
			continue
		case noArtigo:
			art, par, inc, ali = d, nil, nil, nil
			d.ID = base
			d.Caminho = []string{parte}
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
			d.ID = art.ID + "_" + base
			d.Caminho = append(append([]string{}, art.Caminho...), parte)
		case noInciso:
			if art == nil {
				doc.erro(d.Linha, "inciso \"%s\" fora de artigo", d.Rotulo)
				continue
			}
			inc, ali = d, nil
			if par != nil {
				d.ID = par.ID + "_" + base
				d.Caminho = append(append([]string{}, par.Caminho...), parte)
			} else {
				d.ID = art.ID + "_cpt_" + base
				d.Caminho = append(append([]string{}, art.Caminho...), parte)
			}
		case noAlinea:
			if inc == nil {
				doc.erro(d.Linha, "alínea \"%s\" fora de inciso", d.Rotulo)
				continue
			}
			ali = d
			d.ID = inc.ID + "_" + base
			d.Caminho = append(append([]string{}, inc.Caminho...), parte)
		case noItem:
			if ali == nil {
				doc.erro(d.Linha, "item \"%s\" fora de alínea", d.Rotulo)
				continue
			}
			d.ID = ali.ID + "_" + base
			d.Caminho = append(append([]string{}, ali.Caminho...), parte)
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
		if l, dup := vistos[d.ID]; dup {
			doc.erro(d.Linha, "id duplicado %s: \"%s\" repete o dispositivo da linha %d", d.ID, d.Rotulo, l)
			d.ID = ""
			continue
		}
		vistos[d.ID] = d.Linha
	}
}
