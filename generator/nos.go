package generator

import (
	"github.com/yuin/goldmark/ast"

	"viagemdedireito/calculator/lexml"
)

// tipoNo is the kind of a structural element of a norm.
type tipoNo int

const (
	noNenhum tipoNo = iota
	noTitulo
	noCapitulo
	noSecao
	noSubsecao
	noArtigo
	noParagrafo
	noInciso
	noAlinea
	noItem
	noOmissao
)

func (t tipoNo) agrupador() bool { return t >= noTitulo && t <= noSubsecao }

// classe is the CSS class and JSON "tipo" of the element.
func (t tipoNo) classe() string {
	switch t {
	case noTitulo:
		return "titulo"
	case noCapitulo:
		return "capitulo"
	case noSecao:
		return "secao"
	case noSubsecao:
		return "subsecao"
	case noArtigo:
		return "artigo"
	case noParagrafo:
		return "paragrafo"
	case noInciso:
		return "inciso"
	case noAlinea:
		return "alinea"
	case noItem:
		return "item"
	case noOmissao:
		return "omissao"
	}
	return ""
}

// lexml is the id step kind of the element (content/ids.md); lexml.Nenhum for
// omissions and paragraphs outside the articulated text.
func (t tipoNo) lexml() lexml.Tipo {
	switch t {
	case noTitulo:
		return lexml.Titulo
	case noCapitulo:
		return lexml.Capitulo
	case noSecao:
		return lexml.Secao
	case noSubsecao:
		return lexml.Subsecao
	case noArtigo:
		return lexml.Artigo
	case noParagrafo:
		return lexml.Paragrafo
	case noInciso:
		return lexml.Inciso
	case noAlinea:
		return lexml.Alinea
	case noItem:
		return lexml.Item
	}
	return lexml.Nenhum
}

// The AST kinds added by our extensions.
var (
	kindDispositivo = ast.NewNodeKind("Dispositivo")
	kindRemissao    = ast.NewNodeKind("Remissao")
	kindSic         = ast.NewNodeKind("Sic")
)

// parteTexto says where a block stands in the norm.
type parteTexto int

const (
	partePreambulo parteTexto = iota
	parteArticulado
	parteFecho
)

// dispositivoNode is a recognised paragraph: a dispositivo (artigo, parágrafo,
// inciso, alínea, item), a grouper, an omission, or a preamble/closing
// paragraph. Its inline children are *ast.String, *remissaoNode and *sicNode.
type dispositivoNode struct {
	ast.BaseBlock
	Parte  parteTexto
	Tipo   tipoNo // noNenhum for preamble and closing paragraphs
	Rotulo string // label as written: "Art. 1o", "§7º", "I –", "Seção IX"
	Numero numero
	Nome   string // grouper name
	Linha  int
	ID     string // set by the id extension
	// Passos are the steps of the id (lexml), from the article inwards, or
	// the chain of groupers of a grouper id.
	Passos []lexml.Passo
	// Artigo, Paragrafo, Inciso, Alinea are the ids of the enclosing
	// dispositivos (set by the id extension), used to resolve remissões.
	Artigo, Paragrafo, Inciso, Alinea string
}

func (n *dispositivoNode) Kind() ast.NodeKind { return kindDispositivo }
func (n *dispositivoNode) Dump(src []byte, level int) {
	ast.DumpHelper(n, src, level, map[string]string{"ID": n.ID, "Rotulo": n.Rotulo}, nil)
}

// remissaoNode (inline children: *ast.String, *sicNode) is a reference to another dispositivo or norm, found in the
// text by the remissão extension and resolved by the assemble phase.
type remissaoNode struct {
	ast.BaseInline
	Texto string
	// Norma is the slug of the cited norm; "" means the norm being read.
	Norma string
	// Candidatos are the ids the reference may denote, most likely first;
	// empty means the norm itself.
	Candidatos []string
}

func (n *remissaoNode) Kind() ast.NodeKind { return kindRemissao }
func (n *remissaoNode) Dump(src []byte, level int) {
	ast.DumpHelper(n, src, level, map[string]string{"Texto": n.Texto, "Norma": n.Norma}, nil)
}

// sicNode is an official oddity kept as written and marked [sic].
type sicNode struct {
	ast.BaseInline
	Texto string
}

func (n *sicNode) Kind() ast.NodeKind { return kindSic }
func (n *sicNode) Dump(src []byte, level int) {
	ast.DumpHelper(n, src, level, map[string]string{"Texto": n.Texto}, nil)
}
