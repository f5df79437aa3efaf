package generator

import (
	"strings"
	"viagemdedireito/calculator/conformidade"

	"viagemdedireito/calculator/lexml"
	"viagemdedireito/site"
)

// This file holds what the templates see: the page (pagina), a norm as a
// page shows it (vistaNorma), and sitio, the whole build as the pages and
// the template functions read it. sitio is made once, at the end of the
// assemble phase (novoSitio), and only read after that.

// pagina is the data every template receives: one row of the table of
// outputs (paginas.go) made into one page.
type pagina struct {
	Titulo    string // <title> before " — Viagem de Direito"
	Descricao string
	Caminho   string // URL path, "/legislacao/"
	Canonico  string // absolute URL, "" for none
	Norma     *vistaNorma
	Normas    []*vistaNorma // every norm of the build, in the content's order
	// Guia is the guide's sections (guia.go), for the pages that show or
	// list them (the home page, the search page, 404).
	Guia   []secaoGuia
	JSONLD any
	Extra  any // what a page kind of its own needs (the kit's pages: *kit)
}

// vistaNorma is a norm as the templates see it.
type vistaNorma struct {
	*norma
	Href        string // the page, "/legislacao/lei-8899-1994/"
	HrefJSON    string // the structure in JSON, "/legislacao/lei-8899-1994.json"
	Integral    bool
	ConferidoEm string // dd/mm/aaaa
	TituloLongo string // título (nome curto)
	Reparos     []vistaReparo
	Alteracoes  []vistaAlteracao
	// Redacoes is the timeline of the norm's wordings, oldest first
	// (redacoes.go); nil when only the text in force is published.
	Redacoes []*redacao
}

type vistaReparo struct {
	Onde, Href, Texto string
}

// vistaAlteracao is a later amendment as the page says it: the act ("" when
// the sources do not name it), what it changed, and how the published text
// stands to it, as a clause for the header (Curta) and as a sentence (Situacao).
type vistaAlteracao struct {
	Ato, OQue, Curta, Situacao string
}

// situacaoAlteracao phrases a value of texto_publicado (textosPublicados).
func situacaoAlteracao(textoPublicado string) (curta, situacao string) {
	switch textoPublicado {
	case "anterior":
		return "não incorporada ao texto publicado", "O texto publicado aqui é a redação anterior a esta alteração."
	case "atualizado":
		return "já no texto publicado", "O texto publicado aqui já tem a redação dada por esta alteração."
	case "fora_do_trecho":
		return "em partes não publicadas aqui", "Alteração em partes que não estão publicadas aqui."
	}
	return "", ""
}

func dataBR(iso string) string {
	p := strings.Split(iso, "-")
	if len(p) != 3 {
		return iso
	}
	return p[2] + "/" + p[1] + "/" + p[0]
}

func vista(n *norma) *vistaNorma {
	v := &vistaNorma{norma: n, Href: n.Catalogo.Caminho(), HrefJSON: n.Catalogo.CaminhoJSON(), Integral: n.Meta.Escopo == "integral", ConferidoEm: dataBR(n.Meta.ConferidoEm)}
	v.Redacoes = n.redacoes
	v.TituloLongo = n.Meta.Titulo
	if n.Meta.NomeCurto != "" {
		v.TituloLongo += " (" + n.Meta.NomeCurto + ")"
	}
	for _, r := range n.Meta.Reparos {
		vr := vistaReparo{Texto: r.Texto}
		if r.Onde != "" {
			if x := n.porID[r.Onde]; x != nil {
				vr.Onde = strings.TrimPrefix(x.Citacao, n.Meta.Rotulo+", ")
				vr.Href = "#" + x.ID
			} else {
				vr.Onde = r.Onde
			}
			if r.Legivel {
				vr.Texto = "“" + r.De + "” → “" + r.Para + "”"
				if r.Texto != "" {
					vr.Texto += " (" + r.Texto + ")"
				}
			}
		}
		v.Reparos = append(v.Reparos, vr)
	}
	for _, a := range n.Meta.Alteracoes {
		curta, situacao := situacaoAlteracao(a.TextoPublicado)
		v.Alteracoes = append(v.Alteracoes, vistaAlteracao{Ato: a.Ato, OQue: a.OQue, Curta: curta, Situacao: situacao})
	}
	return v
}

// jsonLD is the schema.org Legislation description of a norm page.
func jsonLD(n *norma, url string) map[string]any {
	m := map[string]any{
		"@context":                "https://schema.org",
		"@type":                   "Legislation",
		"name":                    n.Meta.Titulo,
		"legislationIdentifier":   n.Meta.URN,
		"legislationType":         lexml.NomeTipo(n.Meta.Tipo),
		"legislationDate":         n.Meta.Data,
		"legislationJurisdiction": "BR",
		"legislationPassedBy":     map[string]any{"@type": "Organization", "name": n.Meta.Autoridade},
		"description":             n.Meta.Ementa,
		"inLanguage":              "pt-BR",
		"sameAs":                  n.Meta.FonteOficial,
	}
	if n.Meta.NomeCurto != "" {
		m["alternateName"] = n.Meta.NomeCurto
	}
	if url != "" {
		m["url"] = url
	}
	return m
}

// sitio is the assembled build as the pages read it: every norm and court
// decision as their pages show them, the bundle of styles and scripts, the
// base URL, the citations, the operators' kit. novoSitio makes it once the
// norms are assembled; nothing changes it afterwards, so the template
// functions (funcoes, renderizar.go) are bound to it once.
type sitio struct {
	base     string // "https://viagemdedireito.org.br", no trailing slash
	bundle   *site.Bundle
	normas   []*vistaNorma   // every norm, in the content's order
	decisoes []*vistaDecisao // every court decision, newest first
	// porDecisao finds a decision by slug (the template function decisao).
	porDecisao map[string]*vistaDecisao
	citador    citador
	// frases is the engine's catalogue of sentences (the template
	// function frase, frasesite.go).
	frases catalogoFrases
	kit    *kit // the data of the kit's pages (kit.go)
	// suite is the conformance suite of content/conformidade/, nil without
	// one, and suiteJSON its published bytes (conformidade.go).
	suite     *conformidade.Suite
	suiteJSON []byte
	// novidades is the feed of changes (novidades.go), newest first.
	novidades []novidade
	// espacos maps every text of the norms' trees that a page prints to
	// the same text with its no-break spaces (semQuebra), computed once
	// per text when the sitio is made: the pages print hundreds of them,
	// several times each (the norm's page, its embed, its wordings).
	espacos map[string]string
}

// novoSitio makes the build's sitio. It puts the court decisions' markers
// on the dispositivos they concern (ligarDecisoes) before any view is made.
func novoSitio(normas []*norma, decisoes []*decisao, bundle *site.Bundle, base string) *sitio {
	s := &sitio{base: base, bundle: bundle, citador: novoCitador(normas), frases: novoCatalogoFrases(), porDecisao: map[string]*vistaDecisao{}, espacos: textosComEspacos(normas)}
	s.decisoes = ligarDecisoes(decisoes, s.canonico)
	for _, v := range s.decisoes {
		s.porDecisao[v.Slug] = v
	}
	for _, n := range normas {
		s.normas = append(s.normas, vista(n))
	}
	s.kit = novoKit(s)
	return s
}

// textosComEspacos is sitio.espacos for normas and their earlier wordings:
// the texts of their preambles, closings and dispositivos (each run of
// trechos), the labels, citations and groupers' names.
func textosComEspacos(normas []*norma) map[string]string {
	out := map[string]string{}
	var trechos func(ts []trecho)
	trechos = func(ts []trecho) {
		for _, t := range ts {
			if _, ok := out[t.Texto]; !ok {
				out[t.Texto] = semQuebra(t.Texto)
			}
			trechos(t.Partes)
		}
	}
	var nos func(xs []*no)
	nos = func(xs []*no) {
		for _, x := range xs {
			for _, s := range []string{x.Rotulo, x.Citacao, x.Nome} {
				if _, ok := out[s]; !ok {
					out[s] = semQuebra(s)
				}
			}
			trechos(x.Texto)
			nos(x.Filhos)
		}
	}
	var deNorma func(n *norma)
	deNorma = func(n *norma) {
		for _, p := range append(append([][]trecho(nil), n.Preambulo...), n.Fecho...) {
			trechos(p)
		}
		nos(n.Corpo)
		for _, a := range n.anteriores {
			deNorma(a)
		}
	}
	for _, n := range normas {
		deNorma(n)
	}
	return out
}

// semQuebra is semQuebra(x), looked up in espacos first.
func (s *sitio) semQuebra(x string) string {
	if r, ok := s.espacos[x]; ok {
		return r
	}
	return semQuebra(x)
}

// semQuebraValor is semQuebraValor(v), a string looked up in espacos first.
func (s *sitio) semQuebraValor(v any) any {
	if x, ok := v.(string); ok {
		return s.semQuebra(x)
	}
	return v
}

// canonico is the absolute URL of the path c.
func (s *sitio) canonico(c string) string { return s.base + c }
