package generator

import (
	"strings"

	"github.com/yuin/goldmark/ast"

	"viagemdedireito/calculator/lexml"
)

// norma is an assembled norm: metadata and the tree of its text, with every
// remissão resolved.
type norma struct {
	Slug     string
	Arquivo  string
	Meta     *metadados
	Catalogo lexml.Norma
	// Preambulo and Fecho are the paragraphs before the first article or
	// grouper and from the place-and-date line on.
	Preambulo [][]trecho
	Corpo     []*no
	Fecho     [][]trecho
	porID     map[string]*no
	ordem     []*no // every node with an id, in text order
	// anteriores are the earlier wordings published with the text in force,
	// oldest first (redacoes.go); anterior, set on each of them, is its
	// item of the front matter's redacoes.
	anteriores []*norma
	anterior   *redacaoAnterior
	// redacoes is the timeline of a norm with earlier wordings, oldest
	// first, the text in force last (linhaDoTempo); nil without them.
	redacoes []*redacao
}

// no is one element of the text: a grouper, a dispositivo or an omission.
type no struct {
	Tipo    tipoNo
	ID      string
	Rotulo  string // as written
	Citacao string // "Lei nº 12.852/2013, art. 32, I"
	Nome    string // grouper name
	Texto   []trecho
	Filhos  []*no
	Nivel   int // heading level of a grouper
	// Redacao, when not nil, says how the dispositivo changed from or to a
	// neighbouring wording of the norm (comparar.go).
	Redacao *marcaRedacao
	Linha   int
	// Decisoes are the markers of the court decisions concerning this
	// dispositivo (decisoes.go, ligarDecisoes).
	Decisoes []marcaDecisao
	pai      *no
}

// trecho is a run of text: plain, marked [sic], or a remissão (Href set,
// Partes its content). ref keeps the unresolved remissão until montar.
type trecho struct {
	Texto string
	Sic   bool
	// Marca is a mark of the official compilation at the end of a
	// dispositivo ("(Redação dada pela Lei nº 14.423, de 2022)"), published
	// as the source has it and shown as a mark (separarMarcas).
	Marca  bool
	Href   string
	Partes []trecho
	ref    *remissaoNode
}

func (n *no) Classe() string  { return n.Tipo.classe() }
func (n *no) Agrupador() bool { return n.Tipo.agrupador() }

// RotuloCurto is the label without its final period, for the table of contents.
func (n *no) RotuloCurto() string { return strings.TrimSuffix(n.Rotulo, ".") }
func (n *no) Omissao() bool       { return n.Tipo == noOmissao }
func (n *no) TextoPlano() string  { return textoPlano(n.Texto) }

func textoPlano(ts []trecho) string {
	var b strings.Builder
	for _, t := range ts {
		if t.Partes != nil {
			b.WriteString(textoPlano(t.Partes))
		} else {
			b.WriteString(t.Texto)
		}
	}
	return b.String()
}

// fonteNorma is a parsed content file, the output of the load phase.
type fonteNorma struct {
	slug string
	doc  *documento
	raiz ast.Node
	// redacoes are the earlier wordings of the file (redacoes.go), and
	// redacao, set on each of them, its item of the front matter.
	redacoes []*fonteNorma
	redacao  *redacaoAnterior
}

// trechosDe converts the inline children of an AST node.
func trechosDe(n ast.Node) []trecho {
	var ts []trecho
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		switch x := c.(type) {
		case *ast.String:
			if len(x.Value) > 0 {
				ts = append(ts, trecho{Texto: string(x.Value)})
			}
		case *sicNode:
			ts = append(ts, trecho{Texto: x.Texto, Sic: true})
		case *remissaoNode:
			ts = append(ts, trecho{Texto: x.Texto, Partes: trechosDe(x), ref: x})
		}
	}
	return ts
}

// montar is the assemble phase: it builds the tree of every norm and then
// resolves the remissões across all of them.
func montar(fontes []*fonteNorma, diags *diagnosticos) []*norma {
	var normas []*norma
	for _, f := range fontes {
		n := montarNorma(f)
		if n == nil {
			continue
		}
		for _, fr := range f.redacoes {
			if v := montarNorma(fr); v != nil {
				v.anterior = fr.redacao
				n.anteriores = append(n.anteriores, v)
			}
		}
		normas = append(normas, n)
	}
	porSlug := map[string]*norma{}
	for _, n := range normas {
		porSlug[n.Slug] = n
	}
	for _, n := range normas {
		resolverNorma(n, porSlug, diags)
		verificarReparos(n, diags)
		// an earlier wording's references to its own norm are to itself
		for _, v := range n.anteriores {
			proprio := map[string]*norma{}
			for s, x := range porSlug {
				proprio[s] = x
			}
			proprio[n.Slug] = v
			resolverNorma(v, proprio, diags)
			verificarReparos(v, diags)
		}
		if len(n.anteriores) > 0 {
			n.redacoes = linhaDoTempo(n)
			vigente := n.redacoes[len(n.redacoes)-1]
			if ultima := n.anteriores[len(n.anteriores)-1].anterior; ultima.Data >= vigente.Data {
				diags.add(n.Arquivo, ultima.Linha, Erro, "redacoes: a redação de %s não é anterior à redação em vigor, de %s (a data da última alteração com texto_publicado: atualizado, ou a da norma)", ultima.Data, vigente.Data)
			}
			marcarRedacoes(n, n.redacoes)
		}
	}
	return normas
}

func montarNorma(f *fonteNorma) *norma {
	doc := f.doc
	if doc.meta == nil {
		doc.erro(1, "falta o cabeçalho: o arquivo deve começar com uma linha \"---\", as chaves e outra linha \"---\"")
		return nil
	}
	cat, _ := doc.cat.NormaPorSlug(f.slug)
	if doc.meta.URN != "" && doc.meta.URN != cat.URN {
		doc.erro(doc.metaLinhas["urn"], "urn \"%s\" difere do catálogo de normas (content/normas.yaml) para %s: \"%s\"", doc.meta.URN, f.slug, cat.URN)
	}
	n := &norma{Slug: f.slug, Arquivo: doc.arquivo, Meta: doc.meta, Catalogo: cat, porID: map[string]*no{}}
	var agrupadores []*no
	var ultimo *no
	// An omission ("[...]") goes where the next element goes, just before
	// it: inside an article when the next element is one of its parágrafos,
	// between articles otherwise.
	var pendentes []*no
	anexar := func(pai *no, x *no) {
		for _, o := range append(pendentes, x) {
			o.pai = pai
			if pai == nil {
				n.Corpo = append(n.Corpo, o)
			} else {
				pai.Filhos = append(pai.Filhos, o)
			}
		}
		pendentes = nil
	}
	grupoAtual := func() *no {
		if len(agrupadores) == 0 {
			return nil
		}
		return agrupadores[len(agrupadores)-1]
	}
	for c := f.raiz.FirstChild(); c != nil; c = c.NextSibling() {
		d, ok := c.(*dispositivoNode)
		if !ok {
			continue
		}
		switch d.Parte {
		case partePreambulo:
			n.Preambulo = append(n.Preambulo, trechosDe(d))
			continue
		case parteFecho:
			n.Fecho = append(n.Fecho, trechosDe(d))
			continue
		}
		if d.Tipo == noOmissao {
			pendentes = append(pendentes, &no{Tipo: noOmissao, Texto: trechosDe(d), Linha: d.Linha})
			continue
		}
		if d.Tipo == noNenhum || d.ID == "" {
			continue
		}
		x := &no{Tipo: d.Tipo, ID: d.ID, Rotulo: d.Rotulo, Nome: d.Nome, Texto: trechosDe(d), Linha: d.Linha}
		x.Citacao = cat.Rotulo + ", " + lexml.RotuloPassos(d.Passos)
		switch {
		case d.Tipo.agrupador():
			for len(agrupadores) > 0 && grupoAtual().Tipo >= d.Tipo {
				agrupadores = agrupadores[:len(agrupadores)-1]
			}
			x.Nivel = min(3+len(agrupadores), 6)
			anexar(grupoAtual(), x)
			agrupadores = append(agrupadores, x)
		case d.Tipo == noArtigo:
			anexar(grupoAtual(), x)
		default:
			paiID := d.Artigo
			switch d.Tipo {
			case noInciso:
				if d.Paragrafo != "" {
					paiID = d.Paragrafo
				}
			case noAlinea:
				paiID = d.Inciso
			case noItem:
				paiID = d.Alinea
			}
			pai := n.porID[paiID]
			if pai == nil {
				continue
			}
			anexar(pai, x)
		}
		n.porID[x.ID] = x
		n.ordem = append(n.ordem, x)
		ultimo = x
	}
	if len(n.ordem) == 0 {
		doc.erro(1, "a norma não tem nenhum artigo: o texto deve ter parágrafos como \"Art. 1º …\"")
	}
	if len(pendentes) > 0 {
		// trailing omissions follow the last article, in its grouper.
		var pai *no
		if ultimo != nil {
			pai = ultimo.pai
			for a := ultimo; a != nil; a = a.pai {
				if a.Tipo == noArtigo || a.Tipo.agrupador() {
					pai = a.pai
					if a.Tipo.agrupador() {
						pai = a
					}
					break
				}
			}
		}
		ultimo := pendentes[len(pendentes)-1]
		pendentes = pendentes[:len(pendentes)-1]
		anexar(pai, ultimo)
	}
	return n
}

// resolverNorma links every remissão of n whose target is published and
// reports the others.
func resolverNorma(n *norma, porSlug map[string]*norma, diags *diagnosticos) {
	resolver := func(ts []trecho, linha int) []trecho {
		var out []trecho
		for _, t := range ts {
			if t.ref == nil {
				out = append(out, t)
				continue
			}
			href, ok := hrefRemissao(n, t.ref, porSlug, linha, diags)
			if !ok {
				out = append(out, t.Partes...)
				continue
			}
			t.Href, t.ref = href, nil
			out = append(out, t)
		}
		return out
	}
	for i := range n.Preambulo {
		n.Preambulo[i] = resolver(n.Preambulo[i], 0)
	}
	for i := range n.Fecho {
		n.Fecho[i] = resolver(n.Fecho[i], 0)
	}
	var walk func(xs []*no)
	walk = func(xs []*no) {
		for _, x := range xs {
			x.Texto = separarMarcas(resolver(x.Texto, x.Linha))
			walk(x.Filhos)
		}
	}
	walk(n.Corpo)
}

func hrefRemissao(n *norma, r *remissaoNode, porSlug map[string]*norma, linha int, diags *diagnosticos) (string, bool) {
	slug := r.Norma
	if slug == "" {
		slug = n.Slug
	}
	alvo := porSlug[slug]
	if alvo == nil {
		diags.add(n.Arquivo, linha, Aviso, "remissão \"%s\": a norma %s não está publicada; fica como texto", r.Texto, slug)
		return "", false
	}
	if len(r.Candidatos) == 0 {
		if slug == n.Slug {
			return "", false
		}
		return lexml.Caminho(slug), true
	}
	for _, id := range r.Candidatos {
		if alvo.porID[id] != nil {
			if slug == n.Slug {
				return "#" + id, true
			}
			return lexml.Href(slug, id), true
		}
	}
	sev := Aviso
	motivo := "fora do trecho publicado"
	if alvo.Meta.Escopo == "integral" {
		sev = Erro
		motivo = "não existe no texto, que é integral"
	}
	diags.add(n.Arquivo, linha, sev, "remissão \"%s\" sem destino: %s#%s %s; fica como texto", r.Texto, slug, r.Candidatos[0], motivo)
	return "", false
}

// verificarReparos checks that every repair names an existing dispositivo
// and that the text a machine-readable repair publishes is in it.
func verificarReparos(n *norma, diags *diagnosticos) {
	for _, r := range n.Meta.Reparos {
		if r.Onde == "" {
			continue
		}
		x := n.porID[r.Onde]
		if x == nil {
			diags.add(n.Arquivo, r.Linha, Erro, "reparo: dispositivo %s não existe no texto", r.Onde)
			continue
		}
		if r.Legivel && !strings.Contains(x.TextoPlano(), r.Para) {
			diags.add(n.Arquivo, r.LinhaPara, Erro, "reparo: o texto de %s não contém \"%s\"", r.Onde, r.Para)
		}
	}
}
