package generator

import (
	"bytes"
	"cmp"
	"encoding/xml"
	"slices"
	"strconv"
	"strings"

	"viagemdedireito/calculator"
)

// The feed of changes (issue 29): /novidades.xml (Atom 1.0, RFC 4287) and
// the page /novidades/, both made from the content, never from a list kept
// by hand. One entry per
//
//   - recorded amendment of a published norm (front matter alteracoes),
//   - court decision (content/jurisprudencia/),
//   - dated revision of the calculator's rules (the History of
//     calculator/rules.md, calculator.Revisoes),
//   - publication of a norm with the date its text was checked
//     (conferido_em): the entry's id carries that date, so a new norm and a
//     new "conferido em" of a published one are each a new entry to a feed
//     reader (the build has no history to tell the two apart: the title
//     says "publicado e conferido em"),
//
// each linking to what changed.

const (
	caminhoNovidades = "/novidades/"
	// CaminhoFeed is the URL path of the Atom feed.
	CaminhoFeed = "/novidades.xml"
	// autoridadeTag is the tag URI authority of the entries' ids (RFC
	// 4151): fixed, so that an id never changes with the address a build
	// is served from (BASE).
	autoridadeTag = "tag:viagemdedireito.org.br,2026:"
	// fusoDatas is the offset of the content's dates (AAAA-MM-DD, days in
	// Brasília), written as instants at the day's start.
	fusoDatas = "T00:00:00-03:00"
)

// novidade is one entry of the feed and of the page.
type novidade struct {
	ID     string // tag URI
	Tipo   string // "Alteração", "Decisão", "Regras da calculadora", "Norma"
	Titulo string
	Resumo string
	Data   string // AAAA-MM-DD
	Href   string // URL path of what changed
}

// DataBR is Data as DD/MM/AAAA.
func (n novidade) DataBR() string { return dataBR(n.Data) }

// novidadesDe lists the entries of s, newest first (ties: in the order
// the kinds are listed above, then by id).
func novidadesDe(s *sitio) []novidade {
	var out []novidade
	for _, v := range s.normas {
		rotulo := v.Meta.Rotulo
		for i, a := range v.Meta.Alteracoes {
			curta, _ := situacaoAlteracao(a.TextoPublicado)
			ato := cmp.Or(a.Ato, "ato não identificado nas nossas fontes")
			resumo := rotulo + ": alteração por " + ato
			if a.OQue != "" {
				resumo += " (" + a.OQue + ")"
			}
			resumo += "; " + curta + "."
			out = append(out, novidade{
				// the item's place and the act's date: an id that a new
				// check of the text (conferido_em) leaves unchanged
				ID:   autoridadeTag + "norma/" + v.Slug + "/alteracao/" + strconv.Itoa(i+1) + "/" + cmp.Or(a.Data, "sem-data"),
				Tipo: "Alteração", Titulo: rotulo + " alterada por " + ato, Resumo: resumo,
				// the day we recorded it: the act's date when the sources
				// give it, else the day the text was checked
				Data: cmp.Or(a.Data, v.Meta.ConferidoEm), Href: v.Href + "#alteracoes",
			})
		}
	}
	for _, d := range s.decisoes {
		out = append(out, novidade{
			ID:   autoridadeTag + "jurisprudencia/" + d.Slug,
			Tipo: "Decisão", Titulo: "Decisão publicada: " + d.Rotulo, Resumo: d.Decidiu,
			Data: d.ConferidoEm, Href: d.Href,
		})
	}
	for _, r := range calculator.Revisoes() {
		out = append(out, novidade{
			ID:   autoridadeTag + "regras/" + strings.TrimPrefix(idRevisao(r), "regras-"),
			Tipo: "Regras da calculadora", Titulo: "Regras da calculadora: " + nomeRevisao(r),
			Resumo: "As regras que a calculadora aplica mudaram (" + nomeRevisao(r) + "): respostas podem mudar, e a suíte de conformidade acompanha as regras em vigor.",
			Data:   r.Data, Href: caminhoPaginaConformidade + "#" + idRevisao(r),
		})
	}
	for _, v := range s.normas {
		out = append(out, novidade{
			ID:   autoridadeTag + "norma/" + v.Slug + "/conferida/" + v.Meta.ConferidoEm,
			Tipo: "Norma", Titulo: v.Meta.Rotulo + ": texto publicado e conferido em " + dataBR(v.Meta.ConferidoEm),
			Resumo: v.TituloLongo + ": " + trechoPublicado(v) + ", conferido com a fonte oficial em " + dataBR(v.Meta.ConferidoEm) + ".",
			Data:   v.Meta.ConferidoEm, Href: v.Href,
		})
	}
	ordem := map[string]int{"Alteração": 0, "Decisão": 1, "Regras da calculadora": 2, "Norma": 3}
	slices.SortStableFunc(out, func(a, b novidade) int {
		return cmp.Or(strings.Compare(b.Data, a.Data), ordem[a.Tipo]-ordem[b.Tipo], strings.Compare(a.ID, b.ID))
	})
	return out
}

// paginaNovidades is the Extra of /novidades/.
type paginaNovidades struct {
	Novidades []novidade
	Feed      string // CaminhoFeed
}

func paginasNovidades(s *sitio) []*pagina {
	return []*pagina{{Titulo: "Novidades", Caminho: caminhoNovidades, Canonico: s.canonico(caminhoNovidades),
		Descricao: "O que mudou no Viagem de Direito: alterações das normas, decisões, regras da calculadora e textos conferidos.",
		Extra:     &paginaNovidades{Novidades: s.novidades, Feed: CaminhoFeed}}}
}

// Atom 1.0 (RFC 4287), the elements the feed uses.
type atomFeed struct {
	XMLName xml.Name    `xml:"http://www.w3.org/2005/Atom feed"`
	ID      string      `xml:"id"`
	Title   string      `xml:"title"`
	Subtit  string      `xml:"subtitle"`
	Updated string      `xml:"updated"`
	Author  atomPessoa  `xml:"author"`
	Links   []atomLink  `xml:"link"`
	Entries []atomEntry `xml:"entry"`
}

type atomPessoa struct {
	Name string `xml:"name"`
	URI  string `xml:"uri"`
}

type atomLink struct {
	Rel  string `xml:"rel,attr"`
	Type string `xml:"type,attr,omitempty"`
	Href string `xml:"href,attr"`
}

type atomEntry struct {
	ID       string       `xml:"id"`
	Title    string       `xml:"title"`
	Updated  string       `xml:"updated"`
	Link     atomLink     `xml:"link"`
	Category atomCategory `xml:"category"`
	Summary  string       `xml:"summary"`
}

type atomCategory struct {
	Term string `xml:"term,attr"`
}

// feedAtom writes the entries as an Atom feed: absolute links from the
// build's base URL, the feed's updated the newest entry's.
func feedAtom(s *sitio, ns []novidade) ([]byte, error) {
	f := atomFeed{
		ID: autoridadeTag + "novidades", Title: "Viagem de Direito: novidades",
		Subtit: "Alterações das normas publicadas, decisões, revisões das regras da calculadora e textos conferidos.",
		Author: atomPessoa{Name: "Viagem de Direito", URI: s.canonico("/")},
		Links: []atomLink{
			{Rel: "self", Type: "application/atom+xml", Href: s.canonico(CaminhoFeed)},
			{Rel: "alternate", Type: "text/html", Href: s.canonico(caminhoNovidades)},
		},
	}
	for _, n := range ns {
		f.Entries = append(f.Entries, atomEntry{ID: n.ID, Title: n.Titulo, Updated: n.Data + fusoDatas,
			Link: atomLink{Rel: "alternate", Type: "text/html", Href: s.canonico(n.Href)}, Category: atomCategory{Term: n.Tipo}, Summary: n.Resumo})
		if n.Data+fusoDatas > f.Updated {
			f.Updated = n.Data + fusoDatas
		}
	}
	if f.Updated == "" {
		f.Updated = "2026-11-30" + fusoDatas // the site's first day
	}
	var b bytes.Buffer
	b.WriteString(xml.Header)
	enc := xml.NewEncoder(&b)
	enc.Indent("", " ")
	if err := enc.Encode(f); err != nil {
		return nil, err
	}
	b.WriteString("\n")
	return b.Bytes(), nil
}

// trechoPublicado says what of the norm is published, as its page does.
func trechoPublicado(v *vistaNorma) string {
	if v.Integral {
		return "texto integral publicado"
	}
	return "publicado o trecho " + v.Meta.Escopo
}
