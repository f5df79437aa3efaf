package generator

import (
	"bytes"
	"io/fs"
	"path"
	"sort"
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"

	"viagemdedireito/calculator/lexml"
)

// novoMarkdown returns the goldmark instance of the content format: only
// paragraphs (no lists, headings, code, HTML or inline markup: the legal text
// is plain), plus our extensions, one per file.
func novoMarkdown() goldmark.Markdown {
	p := parser.NewParser(
		parser.WithBlockParsers(util.Prioritized(paragrafo{parser.NewParagraphParser()}, 1000)),
		parser.WithInlineParsers(),
		parser.WithParagraphTransformers(),
	)
	return goldmark.New(
		goldmark.WithParser(p),
		goldmark.WithExtensions(dispositivos{}, identificadores{}, remissoes{}, marcadorSic{}),
	)
}

// paragrafo is goldmark's paragraph parser that also opens on a line
// indented by four or more spaces (there is no code block here): without
// it, such a line and the rest of the file would be silently dropped.
type paragrafo struct{ parser.BlockParser }

func (paragrafo) CanAcceptIndentedLine() bool { return true }

// carregar is the load phase: it reads every *.md at the root of conteudo,
// checks its slug against the table of norms and parses the files, in the
// order of the catalogue. A file without front matter whose name is not a
// norm's slug is a document about the content (content/ids.md, a README)
// and is left out.
func carregar(conteudo fs.FS, cat lexml.Catalogo, md goldmark.Markdown, diags *diagnosticos) ([]*fonteNorma, error) {
	entradas, err := fs.ReadDir(conteudo, ".")
	if err != nil {
		return nil, err
	}
	var fontes []*fonteNorma
	for _, e := range entradas {
		nome := e.Name()
		if e.IsDir() || path.Ext(nome) != ".md" {
			continue
		}
		slug := strings.TrimSuffix(nome, ".md")
		fonte, err := fs.ReadFile(conteudo, nome)
		if err != nil {
			return nil, err
		}
		if _, ok := cat.NormaPorSlug(slug); !ok {
			if !comecaComCabecalho(fonte) {
				continue // a document about the content (ids.md, a README), not a norm
			}
			diags.add(nome, 0, Erro, "norma desconhecida: %q não está no catálogo de normas (content/normas.yaml)", slug)
			continue
		}
		principal, partes := separarRedacoes(fonte)
		if f := analisar(nome, slug, cat, principal, md, diags, ""); f != nil {
			analisarRedacoes(f, nome, partes, md, diags)
			fontes = append(fontes, f)
		}
	}
	sort.SliceStable(fontes, func(i, j int) bool { return cat.Ordem(fontes[i].slug) < cat.Ordem(fontes[j].slug) })
	return fontes, nil
}

// comecaComCabecalho tells whether a file starts with a front matter line
// "---" (a byte order mark aside), as every norm file does.
func comecaComCabecalho(fonte []byte) bool {
	primeira, _, _ := bytes.Cut(bytes.TrimPrefix(fonte, []byte("\ufeff")), []byte("\n"))
	return separadorCabecalho(primeira)
}

// analisar parses one content file; redacao, when not "", is the date of
// the earlier wording the file holds (a copy made by separarRedacoes).
func analisar(nome, slug string, cat lexml.Catalogo, fonte []byte, md goldmark.Markdown, diags *diagnosticos, redacao string) *fonteNorma {
	if len(strings.TrimSpace(string(fonte))) == 0 {
		diags.add(nome, 0, Erro, "arquivo vazio")
		return nil
	}
	// a UTF-8 byte order mark (some editors write one) is not content.
	fonte = bytes.TrimPrefix(fonte, []byte("\ufeff"))
	doc := novoDocumento(nome, fonte, diags)
	doc.redacao, doc.cat = redacao, cat
	pc := parser.NewContext()
	pc.Set(chaveDocumento, doc)
	raiz := md.Parser().Parse(text.NewReader(doc.lerMeta(slug, fonte)), parser.WithContext(pc))
	return &fonteNorma{slug: slug, doc: doc, raiz: raiz}
}
