package generator

import (
	"strings"
)

// Comparing two wordings of a norm, word by word (the comparison pages of
// redacoes.go, and the marks on each amended dispositivo).

// pedaco is a run of words of a comparison: in both wordings (Tipo ""),
// only in the earlier one ("removido") or only in the later one ("inserido").
type pedaco struct {
	Tipo, Texto string
}

// Removido and Inserido tell the templates the kind of a pedaco.
func (p pedaco) Removido() bool { return p.Tipo == "removido" }
func (p pedaco) Inserido() bool { return p.Tipo == "inserido" }

// compararPalavras compares two texts word by word (a word is a run
// without white space, its punctuation included) by their longest common
// subsequence, and returns the runs in reading order, the removed words of
// a change before the inserted ones. Joined with spaces, the runs that are
// not inserted give a back and those that are not removed give b.
func compararPalavras(a, b string) []pedaco {
	pa, pb := strings.Fields(a), strings.Fields(b)
	// comuns[i][j] is the length of the longest common subsequence of
	// pa[i:] and pb[j:]. Dispositivos are a few hundred words at most.
	comuns := make([][]int, len(pa)+1)
	for i := range comuns {
		comuns[i] = make([]int, len(pb)+1)
	}
	for i := len(pa) - 1; i >= 0; i-- {
		for j := len(pb) - 1; j >= 0; j-- {
			if pa[i] == pb[j] {
				comuns[i][j] = comuns[i+1][j+1] + 1
			} else {
				comuns[i][j] = max(comuns[i+1][j], comuns[i][j+1])
			}
		}
	}
	var out []pedaco
	juntar := func(tipo, palavra string) {
		if n := len(out); n > 0 && out[n-1].Tipo == tipo {
			out[n-1].Texto += " " + palavra
			return
		}
		out = append(out, pedaco{Tipo: tipo, Texto: palavra})
	}
	i, j := 0, 0
	for i < len(pa) || j < len(pb) {
		switch {
		case i < len(pa) && j < len(pb) && pa[i] == pb[j]:
			juntar("", pa[i])
			i, j = i+1, j+1
		case j == len(pb) || (i < len(pa) && comuns[i+1][j] >= comuns[i][j+1]):
			juntar("removido", pa[i])
			i++
		default:
			juntar("inserido", pb[j])
			j++
		}
	}
	// a removed run right after an inserted one reads better before it
	for k := 1; k < len(out); k++ {
		if out[k].Tipo == "removido" && out[k-1].Tipo == "inserido" {
			out[k-1], out[k] = out[k], out[k-1]
		}
	}
	return out
}

// Situations of a dispositivo in a comparison.
const (
	situacaoIgual        = "sem alteração"
	situacaoAlterado     = "alterado"
	situacaoAcrescentado = "acrescentado"
	situacaoSuprimido    = "suprimido"
)

// linhaComparacao is one dispositivo in the comparison of two wordings.
type linhaComparacao struct {
	ID, Citacao string
	// Situacao is one of the situacao* constants.
	Situacao string
	// HrefAntes and HrefDepois are the dispositivo in each wording ("" where
	// it is not).
	HrefAntes, HrefDepois string
	Pedacos               []pedaco
}

// Mudou says the dispositivo's words differ between the two wordings.
func (l linhaComparacao) Mudou() bool { return l.Situacao != situacaoIgual }

// comparacao compares an earlier wording (Antes) with the one that followed
// it (Depois), dispositivo by dispositivo. A dispositivo is compared when
// both texts publish it; it was added (acrescentado) or suppressed
// (suprimido) when only one has it but both publish its article; the
// articles only the later text publishes are listed in NaoComparados (the
// earlier excerpt does not say what they said then).
type comparacao struct {
	Antes, Depois *redacao
	Linhas        []linhaComparacao
	NaoComparados []string
}

// Alterados counts the dispositivos whose words changed.
func (c *comparacao) Alterados() int {
	n := 0
	for _, l := range c.Linhas {
		if l.Mudou() {
			n++
		}
	}
	return n
}

// dispositivosComparaveis are the nodes of n that hold words of the law,
// in text order: articles and what is inside them.
func dispositivosComparaveis(n *norma) []*no {
	var out []*no
	for _, x := range n.ordem {
		if !x.Tipo.agrupador() {
			out = append(out, x)
		}
	}
	return out
}

// artigoDe is the id of the article a dispositivo id is in ("art40" for
// "art40_cpt_inc1").
func artigoDe(id string) string {
	a, _, _ := strings.Cut(id, "_")
	return a
}

// compararRedacoes compares the wording antes with the one that followed
// it, depois.
func compararRedacoes(antes, depois *redacao) *comparacao {
	c := &comparacao{Antes: antes, Depois: depois}
	na, nd := antes.texto, depois.texto
	href := func(r *redacao, id string) string { return r.Href + "#" + id }
	artigosAntes := map[string]bool{}
	for _, x := range dispositivosComparaveis(na) {
		artigosAntes[artigoDe(x.ID)] = true
	}
	artigosDepois := map[string]bool{}
	for _, x := range dispositivosComparaveis(nd) {
		artigosDepois[artigoDe(x.ID)] = true
	}
	daAntes := dispositivosComparaveis(na)
	posAntes := map[string]int{}
	for i, x := range daAntes {
		posAntes[x.ID] = i
	}
	proximo := 0 // the next dispositivo of antes not yet listed
	// suprimidos lists the dispositivos of antes, up to position ate, that
	// depois does not have.
	suprimidos := func(ate int) {
		for ; proximo < ate; proximo++ {
			x := daAntes[proximo]
			if nd.porID[x.ID] != nil || !artigosDepois[artigoDe(x.ID)] {
				continue
			}
			c.Linhas = append(c.Linhas, linhaComparacao{ID: x.ID, Citacao: x.Citacao, Situacao: situacaoSuprimido,
				HrefAntes: href(antes, x.ID), Pedacos: []pedaco{{Tipo: "removido", Texto: textoComparavel(x)}}})
		}
	}
	vistos := map[string]bool{}
	for _, x := range dispositivosComparaveis(nd) {
		if a := na.porID[x.ID]; a != nil {
			suprimidos(posAntes[x.ID])
			proximo = posAntes[x.ID] + 1
			l := linhaComparacao{ID: x.ID, Citacao: x.Citacao, Situacao: situacaoIgual,
				HrefAntes: href(antes, x.ID), HrefDepois: href(depois, x.ID)}
			ta, td := textoComparavel(a), textoComparavel(x)
			if ta == td {
				l.Pedacos = []pedaco{{Texto: td}}
			} else {
				l.Situacao, l.Pedacos = situacaoAlterado, compararPalavras(ta, td)
			}
			c.Linhas = append(c.Linhas, l)
			continue
		}
		art := artigoDe(x.ID)
		if artigosAntes[art] {
			c.Linhas = append(c.Linhas, linhaComparacao{ID: x.ID, Citacao: x.Citacao, Situacao: situacaoAcrescentado,
				HrefDepois: href(depois, x.ID), Pedacos: []pedaco{{Tipo: "inserido", Texto: textoComparavel(x)}}})
			continue
		}
		if !vistos[art] {
			vistos[art] = true
			if y := nd.porID[art]; y != nil {
				c.NaoComparados = append(c.NaoComparados, strings.TrimPrefix(y.Citacao, nd.Meta.Rotulo+", "))
			}
		}
	}
	suprimidos(len(daAntes))
	return c
}

// marcaRedacao is what a dispositivo of one wording says of its change to or
// from a neighbouring wording: a sentence, and links to the dispositivo in
// that wording and to its line in the comparison.
type marcaRedacao struct {
	Texto                  string
	HrefOutra, RotuloOutra string
	HrefComparacao         string
}

// marcarRedacoes marks, in every wording of n, each dispositivo whose words
// differ from the wording before it (in force from the later one's date)
// or after it (until then).
func marcarRedacoes(n *norma, ws []*redacao) {
	for i := 0; i+1 < len(ws); i++ {
		antes, depois := ws[i], ws[i+1]
		c := compararRedacoes(antes, depois)
		origem := pelo(depois.Origem)
		for _, l := range c.Linhas {
			if !l.Mudou() {
				continue
			}
			comp := antes.HrefComparacao + "#" + l.ID
			if x := depois.texto.porID[l.ID]; x != nil {
				texto := "Redação desde " + depois.DataBR + ", dada " + origem + "."
				if l.Situacao == situacaoAcrescentado {
					texto = "Incluído em " + depois.DataBR + " " + origem + "."
				}
				x.Redacao = &marcaRedacao{Texto: texto, HrefComparacao: comp}
				if l.HrefAntes != "" {
					x.Redacao.HrefOutra, x.Redacao.RotuloOutra = l.HrefAntes, "Redação anterior ("+antes.DataBR+")"
				}
			}
			if x := antes.texto.porID[l.ID]; x != nil {
				texto := "Alterado em " + depois.DataBR + " " + origem + "; esta redação valeu até então."
				if l.Situacao == situacaoSuprimido {
					texto = "Suprimido em " + depois.DataBR + " " + origem + "."
				}
				x.Redacao = &marcaRedacao{Texto: texto, HrefComparacao: comp}
				if l.HrefDepois != "" {
					rotulo := "Redação seguinte (" + depois.DataBR + ")"
					if depois.Vigente {
						rotulo = "Redação em vigor"
					}
					x.Redacao.HrefOutra, x.Redacao.RotuloOutra = l.HrefDepois, rotulo
				}
			}
		}
	}
}

// pelo is "pela Lei …" or "pelo Decreto …": the act that gave a wording,
// after the contraction of "por" its gender asks for.
func pelo(ato string) string {
	for _, m := range []string{"Decreto", "Ato"} {
		if strings.HasPrefix(ato, m) {
			return "pelo " + ato
		}
	}
	return "pela " + ato
}
