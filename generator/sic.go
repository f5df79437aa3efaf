package generator

import (
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// marcadorSic is the goldmark extension that marks the official oddities
// listed under "sic" in the front matter, so that the page shows them
// as written followed by "[sic]".
type marcadorSic struct{}

func (marcadorSic) Extend(m goldmark.Markdown) {
	m.Parser().AddOptions(parser.WithASTTransformers(util.Prioritized(transformadorSic{}, 400)))
}

type transformadorSic struct{}

func (transformadorSic) Transform(root *ast.Document, reader text.Reader, pc parser.Context) {
	doc := documentoDe(pc)
	if doc == nil || doc.meta == nil || len(doc.meta.Sic) == 0 {
		return
	}
	porID := map[string]*dispositivoNode{}
	for n := root.FirstChild(); n != nil; n = n.NextSibling() {
		if d, ok := n.(*dispositivoNode); ok && d.ID != "" {
			porID[d.ID] = d
		}
	}
	for _, s := range doc.meta.Sic {
		d, ok := porID[s.Onde]
		if !ok {
			doc.erro(s.Linha, "sic: dispositivo %s não existe no texto", s.Onde)
			continue
		}
		if !marcarSic(d, s.Trecho) {
			if strings.Contains(textoPlano(trechosDe(d)), s.Trecho) {
				doc.erro(s.Linha, "sic: o trecho \"%s\" de %s atravessa o limite de uma remissão: marque só a parte de dentro ou de fora do link", s.Trecho, s.Onde)
				continue
			}
			doc.erro(s.Linha, "sic: trecho \"%s\" não encontrado em %s", s.Trecho, s.Onde)
		}
	}
}

// marcarSic splits the first text child of d (or of a remissão inside d)
// containing trecho around it.
func marcarSic(d ast.Node, trecho string) bool {
	for c := d.FirstChild(); c != nil; c = c.NextSibling() {
		if r, ok := c.(*remissaoNode); ok && marcarSic(r, trecho) {
			return true
		}
		str, ok := c.(*ast.String)
		if !ok {
			continue
		}
		s := string(str.Value)
		i := strings.Index(s, trecho)
		if i < 0 {
			continue
		}
		if i > 0 {
			d.InsertBefore(d, c, ast.NewString([]byte(s[:i])))
		}
		d.InsertBefore(d, c, &sicNode{Texto: trecho})
		if fim := i + len(trecho); fim < len(s) {
			d.InsertBefore(d, c, ast.NewString([]byte(s[fim:])))
		}
		d.RemoveChild(d, c)
		return true
	}
	return false
}
