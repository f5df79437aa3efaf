package generator

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"

	"viagemdedireito/calculator/lexml"
)

// dispositivos is the goldmark extension that recognises, in each paragraph,
// the label of a dispositivo or grouper (see doc.go) and replaces the
// paragraph with a dispositivoNode.
type dispositivos struct{}

func (dispositivos) Extend(m goldmark.Markdown) {
	m.Parser().AddOptions(parser.WithASTTransformers(util.Prioritized(reconhecedor{}, 100)))
}

var (
	reArtigo    = regexp.MustCompile(`^Art\.\s*(?:(\d{1,4}(?:\.\d{3})*)\s*(?:º|°|o|ª)?(?:\s*-\s*([A-Za-z]))?\.?|([Úú]nico|ÚNICO)\.?)(?:\s+|$)`)
	reArtigoSem = regexp.MustCompile(`^Art(?:\.|\s|$)`)
	reParagrafo = regexp.MustCompile(`^§\s*(\d{1,4})\s*(?:º|°|o)?(?:\s*-\s*([A-Za-z]))?\.?(?:\s+|$)`)
	reParUnico  = regexp.MustCompile(`^(?i:parágrafo\s+único)\.?(?:\s+|$)`)
	reInciso    = regexp.MustCompile(`^([IVXLCDM]+)(?:-([A-Z]))?\s*[-–—](?:\s+|$)`)
	reAlinea    = regexp.MustCompile(`^([a-z])(?:-([A-Z]))?\)(?:\s+|$)`)
	reItem      = regexp.MustCompile(`^(\d{1,3})[.)](?:\s+|$)`)
	reAgrupador = regexp.MustCompile(`^(?i:(título|capítulo|seção|subseção))\s+([IVXLCDM]+|(?i:única|único))(?:\s*-\s*([A-Z]))?\.?$`)
	reOmissao   = regexp.MustCompile(`^\[(?:\.\.\.|…)\]$`)
	reFecho     = regexp.MustCompile(`^\p{Lu}[\p{L} .'-]*,\s+(?:em\s+)?\d{1,2}\s*(?:º|o|°)?\.?\s+de\s+\p{L}+\s+de\s+\d{4}`)
)

// reconhecido is what the recogniser found at the start of a paragraph.
type reconhecido struct {
	Tipo   tipoNo
	Rotulo string
	Numero numero
	Nome   string // grouper name
	Texto  string // text after the label
	Fecho  bool   // the paragraph opens the closing (place and date)
	Erro   string // malformed label
}

// reconhecer classifies one paragraph given as its lines. anterior is the
// kind of the previous dispositivo (items are recognised only after an
// alínea or another item). It never panics, whatever the input.
func reconhecer(brutas []string, anterior tipoNo) reconhecido {
	linhas := make([]string, len(brutas))
	for i := range brutas {
		linhas[i] = strings.TrimSpace(brutas[i])
	}
	texto := strings.TrimSpace(strings.Join(linhas, " "))
	if texto == "" {
		return reconhecido{}
	}
	if len(linhas) > 0 {
		if sub := reAgrupador.FindStringSubmatch(linhas[0]); sub != nil {
			r := reconhecido{Rotulo: linhas[0], Nome: strings.TrimSpace(strings.Join(linhas[1:], " "))}
			switch strings.ToLower(sub[1]) {
			case "título":
				r.Tipo = noTitulo
			case "capítulo":
				r.Tipo = noCapitulo
			case "seção":
				r.Tipo = noSecao
			default:
				r.Tipo = noSubsecao
			}
			if strings.EqualFold(sub[2], "único") || strings.EqualFold(sub[2], "única") {
				r.Numero.Unico = true
			} else if n, ok := lexml.ParseRomano(sub[2]); ok {
				r.Numero.N = n
			} else {
				r.Erro = "numeral romano inválido no agrupador \"" + linhas[0] + "\""
			}
			if sub[3] != "" {
				r.Numero.Sufixo = lexml.ParseSufixo(sub[3][0])
			}
			return r
		}
	}
	if reOmissao.MatchString(texto) {
		return reconhecido{Tipo: noOmissao, Texto: texto}
	}
	resto := func(m []int) string { return strings.TrimSpace(texto[m[1]:]) }
	if m := reArtigo.FindStringSubmatchIndex(texto); m != nil {
		r := reconhecido{Tipo: noArtigo, Rotulo: strings.TrimSpace(texto[:m[1]]), Texto: resto(m)}
		if m[6] >= 0 {
			r.Numero.Unico = true
		} else {
			n, err := strconv.Atoi(strings.ReplaceAll(texto[m[2]:m[3]], ".", ""))
			if err != nil || n == 0 {
				r.Erro = "número de artigo inválido em \"" + r.Rotulo + "\""
			}
			r.Numero.N = n
			if m[4] >= 0 {
				r.Numero.Sufixo = lexml.ParseSufixo(texto[m[4]])
			}
		}
		return r
	}
	if reArtigoSem.MatchString(texto) {
		return reconhecido{Tipo: noArtigo, Erro: "artigo sem número: \"" + abreviar(texto) + "\""}
	}
	if m := reParUnico.FindStringIndex(texto); m != nil {
		return reconhecido{Tipo: noParagrafo, Rotulo: strings.TrimSpace(texto[:m[1]]), Numero: numero{Unico: true}, Texto: resto(m)}
	}
	if strings.HasPrefix(texto, "§") {
		m := reParagrafo.FindStringSubmatchIndex(texto)
		if m == nil {
			return reconhecido{Tipo: noParagrafo, Erro: "§ sem número: \"" + abreviar(texto) + "\""}
		}
		r := reconhecido{Tipo: noParagrafo, Rotulo: strings.TrimSpace(texto[:m[1]]), Texto: resto(m)}
		n, err := strconv.Atoi(texto[m[2]:m[3]])
		if err != nil || n == 0 {
			r.Erro = "número de parágrafo inválido em \"" + r.Rotulo + "\""
		}
		r.Numero.N = n
		if m[4] >= 0 {
			r.Numero.Sufixo = lexml.ParseSufixo(texto[m[4]])
		}
		return r
	}
	if m := reInciso.FindStringSubmatchIndex(texto); m != nil {
		r := reconhecido{Tipo: noInciso, Rotulo: strings.TrimSpace(texto[:m[1]]), Texto: resto(m)}
		n, ok := lexml.ParseRomano(texto[m[2]:m[3]])
		if !ok {
			r.Erro = "numeral romano inválido no inciso \"" + r.Rotulo + "\""
		}
		r.Numero.N = n
		if m[4] >= 0 {
			r.Numero.Sufixo = lexml.ParseSufixo(texto[m[4]])
		}
		return r
	}
	if m := reAlinea.FindStringSubmatchIndex(texto); m != nil {
		r := reconhecido{Tipo: noAlinea, Rotulo: strings.TrimSpace(texto[:m[1]]), Texto: resto(m)}
		r.Numero.N = lexml.ParseLetra(texto[m[2]])
		if m[4] >= 0 {
			r.Numero.Sufixo = lexml.ParseSufixo(texto[m[4]])
		}
		return r
	}
	if anterior == noAlinea || anterior == noItem {
		if m := reItem.FindStringSubmatchIndex(texto); m != nil {
			r := reconhecido{Tipo: noItem, Rotulo: strings.TrimSpace(texto[:m[1]]), Texto: resto(m)}
			n, _ := strconv.Atoi(texto[m[2]:m[3]])
			if n == 0 {
				r.Erro = "número de item inválido em \"" + r.Rotulo + "\""
			}
			r.Numero.N = n
			return r
		}
	}
	if reFecho.MatchString(texto) {
		return reconhecido{Fecho: true, Texto: texto}
	}
	return reconhecido{Texto: texto}
}

// espacosSimples collapses runs of white space into one space.
func espacosSimples(s string) string {
	if !strings.Contains(s, "  ") && !strings.ContainsAny(s, "\t\r\n\u00a0") {
		return s
	}
	return strings.Join(strings.Fields(s), " ")
}

// abreviar shortens a text for a diagnostic message.
func abreviar(s string) string {
	r := []rune(s)
	if len(r) > 40 {
		return string(r[:40]) + "…"
	}
	return s
}

type reconhecedor struct{}

func (reconhecedor) Transform(root *ast.Document, reader text.Reader, pc parser.Context) {
	doc := documentoDe(pc)
	if doc == nil {
		return
	}
	src := reader.Source()
	parte := partePreambulo
	anterior := noNenhum
	var prox ast.Node
	for n := root.FirstChild(); n != nil; n = prox {
		prox = n.NextSibling()
		p, ok := n.(*ast.Paragraph)
		if !ok {
			continue
		}
		lines := p.Lines()
		if lines.Len() == 0 {
			root.RemoveChild(root, n)
			continue
		}
		linhas := make([]string, lines.Len())
		for i := range linhas {
			s := lines.At(i)
			linhas[i] = string(s.Value(src))
		}
		linha := doc.linha(lines.At(0).Start)
		d := &dispositivoNode{Parte: parte, Linha: linha}
		switch parte {
		case partePreambulo, parteFecho:
			r := reconhecer(linhas, anterior)
			if parte == partePreambulo && r.Tipo != noNenhum && r.Tipo != noOmissao {
				if r.Tipo == noArtigo || r.Tipo.agrupador() {
					parte = parteArticulado
					d.Parte = parte
				} else {
					doc.erro(linha, "%s antes de qualquer artigo: \"%s\"", nomeTipo(r.Tipo), abreviar(strings.Join(linhas, " ")))
					parte = parteArticulado
					d.Parte = parte
				}
			}
			if parte == parteFecho && r.Tipo != noNenhum && r.Tipo != noOmissao && r.Erro == "" {
				doc.aviso(linha, "%s depois do fecho (a linha do local e da data): publicado como texto do fecho: \"%s\"", nomeTipo(r.Tipo), abreviar(strings.Join(linhas, " ")))
			}
			if d.Parte == parteArticulado {
				preencher(d, r, doc, linha)
				anterior = r.Tipo
			} else {
				d.Nome = espacosSimples(strings.Join(linhas, " "))
				d.Nome = strings.TrimSpace(d.Nome)
			}
		case parteArticulado:
			r := reconhecer(linhas, anterior)
			if r.Tipo == noNenhum {
				if r.Fecho {
					parte = parteFecho
					d.Parte = parte
					d.Nome = espacosSimples(r.Texto)
					break
				}
				doc.erro(linha, "parágrafo sem rótulo dentro do articulado (esperado Art., §, Parágrafo único, inciso, alínea, item, agrupador ou [...]): \"%s\"", abreviar(r.Texto))
			}
			preencher(d, r, doc, linha)
			anterior = r.Tipo
		}
		if !d.Tipo.agrupador() {
			// The text becomes the inline content; Nome is for groupers only.
			d.AppendChild(d, ast.NewString([]byte(d.Nome)))
			d.Nome = ""
		}
		root.ReplaceChild(root, n, d)
	}
}

// preencher copies the recogniser's result into the node and reports a
// malformed label.
func preencher(d *dispositivoNode, r reconhecido, doc *documento, linha int) {
	d.Tipo, d.Rotulo, d.Numero = r.Tipo, r.Rotulo, r.Numero
	if r.Erro != "" {
		doc.erro(linha, "%s", r.Erro)
		d.Tipo = noNenhum
	}
	if r.Tipo.agrupador() {
		d.Nome = espacosSimples(r.Nome)
		return
	}
	d.Nome = espacosSimples(r.Texto)
	if d.Tipo != noNenhum && d.Tipo != noOmissao && d.Nome == "" {
		doc.erro(linha, "dispositivo sem texto: \"%s\"", r.Rotulo)
	}
}

// nomeTipo names a kind in a diagnostic.
func nomeTipo(t tipoNo) string {
	switch t {
	case noParagrafo:
		return "parágrafo"
	case noInciso:
		return "inciso"
	case noAlinea:
		return "alínea"
	case noItem:
		return "item"
	case noArtigo:
		return "artigo"
	}
	return t.lexml().Nome()
}
