package generator

import (
	"bytes"
	"regexp"
	"strings"

	"github.com/yuin/goldmark"

	"viagemdedireito/calculator/lexml"
)

// Point in time. A norm file holds the text in force, then each earlier
// wording of the norm that the project publishes, oldest first, each after
// a line
//
//	=== redação de 2003-10-01 ===
//
// and described by the item of the front matter's "redacoes" with the same
// data. The text in force began on the date of the latest amendment it
// incorporates (alteracoes, texto_publicado: atualizado), or on the norm's
// date when it incorporates none; each earlier wording lasted until the
// next one began. Amending a norm is moving its text under a new separator
// and writing the new text in force above: no code.
//
// Each wording is parsed on its own, with the same pipeline, from a copy of
// the file in which every other part is blanked (same bytes, lines and
// line numbers), so its diagnostics name the lines of the file.

var reSeparadorRedacao = regexp.MustCompile(`^=== redação de (\d{4}-\d{2}-\d{2}) ===\s*$`)

// parteRedacao is the copy of a norm file that holds one earlier wording.
type parteRedacao struct {
	data  string
	linha int // the separator's line
	fonte []byte
}

// separarRedacoes returns the file with only the text in force (the rest
// blanked) and one copy per earlier wording. A file without separators is
// returned as it is.
func separarRedacoes(fonte []byte) ([]byte, []parteRedacao) {
	type linha struct{ ini, fim int } // [ini, fim) without the "\n"
	var linhas []linha
	for ini := 0; ini < len(fonte); {
		fim := bytes.IndexByte(fonte[ini:], '\n')
		if fim < 0 {
			fim = len(fonte)
		} else {
			fim += ini
		}
		linhas = append(linhas, linha{ini, fim})
		ini = fim + 1
	}
	// the body starts after the front matter's closing line
	corpo := 0
	if cab, _, tem, fechado := separarCabecalho(fonte); tem && fechado {
		corpo = len(cab) + 2
	}
	var seps []int
	var datas []string
	for i := corpo; i < len(linhas); i++ {
		if m := reSeparadorRedacao.FindSubmatch(fonte[linhas[i].ini:linhas[i].fim]); m != nil {
			seps = append(seps, i)
			datas = append(datas, string(m[1]))
		}
	}
	if len(seps) == 0 {
		return fonte, nil
	}
	// apenas keeps the lines [de, ate) of the body and blanks the rest.
	apenas := func(de, ate int) []byte {
		b := bytes.Clone(fonte)
		for i := corpo; i < len(linhas); i++ {
			if i >= de && i < ate {
				continue
			}
			for j := linhas[i].ini; j < linhas[i].fim; j++ {
				b[j] = ' '
			}
		}
		return b
	}
	principal := apenas(corpo, seps[0])
	var partes []parteRedacao
	for k, s := range seps {
		ate := len(linhas)
		if k+1 < len(seps) {
			ate = seps[k+1]
		}
		partes = append(partes, parteRedacao{data: datas[k], linha: s + 1, fonte: apenas(s+1, ate)})
	}
	return principal, partes
}

// analisarRedacoes parses the earlier wordings of a norm file whose text in
// force is f, and checks them against the front matter's redacoes.
func analisarRedacoes(f *fonteNorma, nome string, partes []parteRedacao, md goldmark.Markdown, diags *diagnosticos) {
	meta := f.doc.meta
	if meta == nil {
		return
	}
	fimCabecalho := 0 // the last line of the front matter
	for _, l := range f.doc.metaLinhas {
		fimCabecalho = max(fimCabecalho, l)
	}
	vistas := map[string]bool{}
	for _, p := range partes {
		if vistas[p.data] {
			diags.add(nome, p.linha, Erro, "redação de %s repetida: uma separação \"=== redação de AAAA-MM-DD ===\" por data", p.data)
			continue
		}
		vistas[p.data] = true
		r := meta.redacao(p.data)
		if r == nil {
			diags.add(nome, p.linha, Erro, "redação de %s sem item em \"redacoes\" no cabeçalho (com data: %s, escopo e fontes)", p.data, p.data)
			continue
		}
		// the front matter is read again with this wording's text: its
		// problems were reported with the text in force.
		var proprios diagnosticos
		fr := analisar(nome, f.slug, f.doc.cat, p.fonte, md, &proprios, p.data)
		for _, d := range proprios.lista {
			if d.Linha > fimCabecalho+1 {
				diags.lista = append(diags.lista, d)
			}
		}
		if fr != nil {
			fr.redacao = r
			f.redacoes = append(f.redacoes, fr)
		}
	}
	for _, r := range meta.Redacoes {
		if !vistas[r.Data] {
			diags.add(nome, r.Linha, Erro, "redacoes: falta no texto a redação de %s, depois de uma linha \"=== redação de %s ===\"", r.Data, r.Data)
		}
	}
}

// redacao is the item of redacoes of date data, or nil.
func (m *metadados) redacao(data string) *redacaoAnterior {
	for i := range m.Redacoes {
		if m.Redacoes[i].Data == data {
			return &m.Redacoes[i]
		}
	}
	return nil
}

// daRedacao is the front matter as it stands for the earlier wording r: the
// norm's, with r's ementa (when given), escopo, sources, notes, repairs and
// [sic] marks.
func (m *metadados) daRedacao(r *redacaoAnterior) *metadados {
	c := *m
	if r.Ementa != "" {
		c.Ementa = r.Ementa
	}
	c.Escopo, c.Fontes, c.Notas, c.Reparos, c.Sic = r.Escopo, r.Fontes, r.Notas, r.Reparos, r.Sic
	c.Redacoes = nil
	return &c
}

// redacao is one wording of a norm as the site publishes it.
type redacao struct {
	// Data is the day it began (AAAA-MM-DD) and DataBR as the pages write it.
	Data, DataBR string
	// Origem is what gave it: "texto original" or the amending act
	// ("Lei nº 14.423, de 22 de julho de 2022").
	Origem string
	// Ate is the day the next wording began, "" for the one in force;
	// AteBR as the pages write it.
	Ate, AteBR string
	// Vigente says it is the text in force.
	Vigente bool
	// Href is its page: the norm's for the text in force, else
	// /legislacao/{slug}/redacao/{data}/; HrefComparacao the comparison
	// with the wording that followed it ("" for the one in force).
	Href, HrefComparacao string
	// texto is the wording's assembled text (the norm itself for the text
	// in force).
	texto *norma
}

// CaminhoRedacao is the site path of the earlier wording of date data of
// the norm slug.
func CaminhoRedacao(slug, data string) string {
	return lexml.Caminho(slug) + "redacao/" + data + "/"
}

// CaminhoComparacao is the site path of the comparison of the earlier
// wording of date data of the norm slug with the one that followed it.
func CaminhoComparacao(slug, data string) string {
	return CaminhoRedacao(slug, data) + "comparacao/"
}

// origemOriginal is the Origem of the norm's original wording.
const origemOriginal = "texto original"

// Original says the wording is the norm's original text, given by no
// later act.
func (r *redacao) Original() bool { return r.Origem == origemOriginal }

// linhaDoTempo lists the wordings of n, oldest first, the text in force
// last, with what began each one.
func linhaDoTempo(n *norma) []*redacao {
	vigente := &redacao{Data: n.Meta.Data, Origem: origemOriginal, Vigente: true, Href: n.Catalogo.Caminho(), texto: n}
	for _, a := range n.Meta.Alteracoes {
		if a.TextoPublicado == "atualizado" && a.Data != "" && a.Data > vigente.Data {
			vigente.Data, vigente.Origem = a.Data, a.Ato
		}
	}
	var out []*redacao
	for _, v := range n.anteriores {
		d := v.anterior.Data
		r := &redacao{Data: d, Origem: origemOriginal, Href: CaminhoRedacao(n.Slug, d), texto: v}
		r.HrefComparacao = CaminhoComparacao(n.Slug, r.Data)
		for _, a := range n.Meta.Alteracoes {
			if a.Data == r.Data && a.Ato != "" {
				r.Origem = a.Ato
			}
		}
		out = append(out, r)
	}
	out = append(out, vigente)
	for i, r := range out {
		r.DataBR = dataBR(r.Data)
		if i+1 < len(out) {
			r.Ate = out[i+1].Data
			r.AteBR = dataBR(r.Ate)
		}
	}
	return out
}

// proximaRedacao is the wording that followed r in ws (nil for the last).
func proximaRedacao(ws []*redacao, r *redacao) *redacao {
	for i, x := range ws {
		if x == r && i+1 < len(ws) {
			return ws[i+1]
		}
	}
	return nil
}

// textoComparavel is a dispositivo's text as two wordings are compared:
// its label and words, without the marks the official compilation adds
// after a dispositivo ("(Redação dada pela Lei nº 14.423, de 2022)",
// "(Vide …)", "(Regulamento)"), which are not words of the law.
func textoComparavel(x *no) string {
	return strings.TrimSpace(x.Rotulo + " " + semMarcas(x.TextoPlano()))
}

// reMarcaFinal is one mark of the official compilation at the end of a
// dispositivo's text.
var reMarcaFinal = regexp.MustCompile(`\s*\((?:Redação dada|Incluíd[oa]|Revogad[oa]|Renumerad[oa]|Vide|Regulamento|Vigência)[^()]*\)\s*$`)

// semMarcas drops the compilation's marks at the end of s.
func semMarcas(s string) string {
	for {
		t := reMarcaFinal.ReplaceAllString(s, "")
		if t == s {
			return strings.TrimSpace(s)
		}
		s = t
	}
}

// paginaRedacao is the Extra of the page of an earlier wording and of its
// comparison: the wording, the one that followed it, the norm's timeline
// and, on the comparison page, the comparison.
type paginaRedacao struct {
	Redacao, Seguinte *redacao
	Linha             []*redacao
	Comparacao        *comparacao
}

// paginasRedacoes are the pages of the earlier wordings of every norm.
func paginasRedacoes(s *sitio) []*pagina {
	var ps []*pagina
	for _, v := range s.normas {
		for _, r := range v.redacoes {
			if r.Vigente {
				continue
			}
			seg := proximaRedacao(v.redacoes, r)
			vr := vista(r.texto)
			p := &pagina{Titulo: v.Meta.Rotulo + ", redação de " + r.DataBR, Caminho: r.Href, Canonico: s.canonico(r.Href), Norma: vr,
				Descricao: "Redação de " + r.DataBR + " a " + r.AteBR + " (datas dos atos) da " + v.TituloLongo + ", que não é a redação em vigor.",
				Extra:     &paginaRedacao{Redacao: r, Seguinte: seg, Linha: v.redacoes}}
			p.JSONLD = jsonLD(r.texto, p.Canonico)
			p.JSONLD.(map[string]any)["legislationLegalForce"] = "https://schema.org/NotInForce"
			p.JSONLD.(map[string]any)["legislationDate"] = r.Data
			ps = append(ps, p)
		}
	}
	return ps
}

// paginasComparacoes compare each earlier wording of every norm with the
// one that followed it.
func paginasComparacoes(s *sitio) []*pagina {
	var ps []*pagina
	for _, v := range s.normas {
		for _, r := range v.redacoes {
			if r.Vigente {
				continue
			}
			seg := proximaRedacao(v.redacoes, r)
			ps = append(ps, &pagina{Titulo: v.Meta.Rotulo + ": redação de " + r.DataBR + " × " + seg.DataBR, Caminho: r.HrefComparacao,
				Canonico: s.canonico(r.HrefComparacao), Norma: v,
				Descricao: "O que mudou, palavra por palavra, da redação de " + r.DataBR + " para a de " + seg.DataBR + " da " + v.TituloLongo + ".",
				Extra:     &paginaRedacao{Redacao: r, Seguinte: seg, Linha: v.redacoes, Comparacao: compararRedacoes(r, seg)}})
		}
	}
	return ps
}

// separarMarcas splits the official compilation's marks off the end of a
// dispositivo's last run of plain text, so that the page shows them as
// marks; the words stay as they are.
func separarMarcas(ts []trecho) []trecho {
	n := len(ts)
	if n == 0 || ts[n-1].Href != "" || ts[n-1].Sic || ts[n-1].Partes != nil {
		return ts
	}
	t := ts[n-1].Texto
	corpo := strings.TrimRight(semMarcasBruto(t), " ")
	if len(corpo) == len(t) {
		return ts
	}
	out := append(ts[:n-1:n-1], trecho{Texto: corpo}, trecho{Texto: t[len(corpo):], Marca: true})
	if corpo == "" {
		out = append(ts[:n-1:n-1], trecho{Texto: t, Marca: true})
	}
	return out
}

// semMarcasBruto drops the marks at the end of s, keeping s's bytes up to them.
func semMarcasBruto(s string) string {
	for {
		loc := reMarcaFinal.FindStringIndex(s)
		if loc == nil {
			return s
		}
		s = s[:loc[0]]
	}
}
