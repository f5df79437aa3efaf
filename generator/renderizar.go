package generator

import (
	"bytes"
	"encoding/json"
	"fmt"
	"html/template"
	"io/fs"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"viagemdedireito/calculator/lexml"
	"viagemdedireito/generator/internal/busca"
	"viagemdedireito/generator/internal/servidor"
	"viagemdedireito/site"
)

// pagina is the data every template receives.
type pagina struct {
	Titulo    string // <title> before " — Viagem de Direito"
	Descricao string
	Caminho   string // URL path, "/legislacao/"
	Canonico  string // absolute URL, "" for none
	Norma     *vistaNorma
	Normas    []*fichaNorma // every norm of the build, in the content's order
	JSONLD    any
	Extra     any // what a page kind of its own needs (the kit's pages: *kit)
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

// fichaNorma is what a page that lists the norms (pagina.Normas) sees of
// each: what its front matter and the catalogue say, never its text. So a
// list of norms is a function of the global part of the render keys
// (chaves.go), and an edit to a norm's text does not make it again.
type fichaNorma struct {
	Slug                     string
	Meta                     *metadados
	Catalogo                 lexml.Norma
	Href, HrefJSON           string
	Integral                 bool
	ConferidoEm, TituloLongo string
}

func ficha(v *vistaNorma) *fichaNorma {
	return &fichaNorma{Slug: v.Slug, Meta: v.Meta, Catalogo: v.Catalogo, Href: v.Href, HrefJSON: v.HrefJSON,
		Integral: v.Integral, ConferidoEm: v.ConferidoEm, TituloLongo: v.TituloLongo}
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

// modelos reads templates from the override FS first, then site.Templates.
type modelos struct{ extra fs.FS }

func (m modelos) ler(nome string) (string, error) {
	if m.extra != nil {
		if b, err := fs.ReadFile(m.extra, nome); err == nil {
			return string(b), nil
		}
	}
	b, err := fs.ReadFile(site.Templates, "templates/"+nome)
	if err != nil {
		return "", fmt.Errorf("generator: modelo %s: %w", nome, err)
	}
	return string(b), nil
}

// carregarModelos parses, for each kind of tipos, its skeleton (base.html
// unless Esqueleto), its Parciais and its Modelo, in that order; the set is
// executed from the skeleton. The sets are parsed in parallel.
func carregarModelos(m modelos, funcs template.FuncMap, tipos []tipoPagina) (map[string]*template.Template, error) {
	var unicos []tipoPagina
	visto := map[string]bool{}
	esqueletos := map[string]*template.Template{}
	var nomes []string
	for _, tp := range tipos {
		if !visto[tp.Modelo] {
			visto[tp.Modelo] = true
			unicos = append(unicos, tp)
			if _, ok := esqueletos[esqueletoDe(tp)]; !ok {
				esqueletos[esqueletoDe(tp)] = nil
				nomes = append(nomes, esqueletoDe(tp))
			}
		}
	}
	// each skeleton is parsed once, and cloned for every kind it wraps.
	for _, nome := range nomes {
		base, err := m.ler(nome)
		if err != nil {
			return nil, err
		}
		t, err := template.New(nome).Funcs(funcs).Parse(base)
		if err != nil {
			return nil, fmt.Errorf("generator: modelo %s: %w", nome, err)
		}
		esqueletos[nome] = t
	}
	conjuntos := make([]*template.Template, len(unicos))
	erros := make([]error, len(unicos))
	emParalelo(len(unicos), func(i int) {
		conjuntos[i], erros[i] = carregarConjunto(m, esqueletos[esqueletoDe(unicos[i])], unicos[i])
	})
	out := map[string]*template.Template{}
	for i, tp := range unicos {
		if erros[i] != nil {
			return nil, erros[i]
		}
		out[tp.Modelo] = conjuntos[i]
	}
	return out, nil
}

// esqueletoDe is the template that wraps the kind's pages.
func esqueletoDe(tp tipoPagina) string {
	if tp.Esqueleto == "" {
		return "base.html"
	}
	return tp.Esqueleto
}

// carregarConjunto is the template set of one kind (carregarModelos): a
// clone of its parsed skeleton with the kind's partials and template.
func carregarConjunto(m modelos, esqueleto *template.Template, tp tipoPagina) (*template.Template, error) {
	t, err := esqueleto.Clone()
	if err != nil {
		return nil, fmt.Errorf("generator: modelo %s: %w", esqueletoDe(tp), err)
	}
	for _, p := range append(append([]string(nil), tp.Parciais...), tp.Modelo) {
		src, err := m.ler(p)
		if err != nil {
			return nil, err
		}
		if _, err := t.New(p).Parse(src); err != nil {
			return nil, fmt.Errorf("generator: modelo %s: %w", p, err)
		}
	}
	return t, nil
}

// documentosBusca lists one search document per dispositivo.
func documentosBusca(normas []*norma) []busca.Documento {
	var docs []busca.Documento
	for _, n := range normas {
		titulo := n.Meta.NomeCurto
		if titulo == "" {
			titulo = n.Meta.Titulo
		}
		for _, x := range n.ordem {
			texto := x.TextoPlano()
			if x.Tipo.agrupador() {
				texto = x.Nome
			}
			docs = append(docs, busca.Documento{
				Norma: n.Slug,
				ID:    x.ID,
				// the label, the title and the text (its snippets) are
				// drawn in the results (js/busca.js): their citations
				// must not break
				Rotulo: semQuebra(x.Citacao),
				Titulo: semQuebra(titulo),
				Texto:  semQuebra(strings.TrimSpace(x.Rotulo + " " + texto)),
				Href:   n.Catalogo.Href(x.ID),
			})
		}
	}
	return docs
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

// dispositivoJSON is one node of /legislacao/{slug}.json.
type dispositivoJSON struct {
	ID      string            `json:"id,omitempty"`
	Tipo    string            `json:"tipo"`
	Rotulo  string            `json:"rotulo,omitempty"`
	Citacao string            `json:"citacao,omitempty"`
	URN     string            `json:"urn,omitempty"`
	Href    string            `json:"href,omitempty"`
	Nome    string            `json:"nome,omitempty"`
	Texto   string            `json:"texto,omitempty"`
	Filhos  []dispositivoJSON `json:"filhos,omitempty"`
	// Decisoes are the court decisions concerning the dispositivo.
	Decisoes []decisaoJSON `json:"decisoes,omitempty"`
}

// alteracaoJSON is a later amendment in the norm's JSON, with the keys of
// the front matter (alteracoes). The norm's "alteracoes" is always there:
// [] is "no later amendment on record".
type alteracaoJSON struct {
	Ato            string `json:"ato,omitempty"`
	Data           string `json:"data,omitempty"`
	OQue           string `json:"o_que,omitempty"`
	TextoPublicado string `json:"texto_publicado"`
}

type normaJSON struct {
	Slug         string          `json:"slug"`
	Titulo       string          `json:"titulo"`
	NomeCurto    string          `json:"nome_curto,omitempty"`
	Rotulo       string          `json:"rotulo"`
	Tipo         string          `json:"tipo"`
	Numero       string          `json:"numero"`
	Data         string          `json:"data"`
	Ementa       string          `json:"ementa"`
	Resumo       string          `json:"resumo,omitempty"`
	Autoridade   string          `json:"autoridade"`
	URN          string          `json:"urn"`
	Publicacao   string          `json:"publicacao"`
	FonteOficial string          `json:"fonte_oficial"`
	Transcricao  string          `json:"transcricao"`
	Escopo       string          `json:"escopo"`
	ConferidoEm  string          `json:"conferido_em"`
	Href         string          `json:"href"`
	Notas        []string        `json:"notas,omitempty"`
	Alteracoes   []alteracaoJSON `json:"alteracoes"`
	// Redacoes lists the wordings published, oldest first, the text in
	// force (this JSON's dispositivos) last; [] when only that one is.
	Redacoes     []redacaoJSON     `json:"redacoes"`
	Dispositivos []dispositivoJSON `json:"dispositivos"`
}

// redacaoJSON is one wording of the norm in its JSON (redacoes.go).
type redacaoJSON struct {
	Data           string `json:"data"`
	Ate            string `json:"ate,omitempty"`
	Origem         string `json:"origem"`
	Vigente        bool   `json:"vigente"`
	Href           string `json:"href"`
	HrefComparacao string `json:"href_comparacao,omitempty"`
}

func paraJSON(n *norma) ([]byte, error) {
	var conv func(xs []*no) []dispositivoJSON
	conv = func(xs []*no) []dispositivoJSON {
		out := make([]dispositivoJSON, 0, len(xs))
		for _, x := range xs {
			d := dispositivoJSON{ID: x.ID, Tipo: x.Classe(), Rotulo: x.Rotulo, Nome: x.Nome, Texto: x.TextoPlano(), Filhos: conv(x.Filhos), Decisoes: decisoesJSON(x.Decisoes)}
			if x.ID != "" {
				d.Citacao = x.Citacao
				d.URN = n.Catalogo.URNDispositivo(x.ID)
				d.Href = n.Catalogo.Href(x.ID)
			}
			if len(d.Filhos) == 0 {
				d.Filhos = nil
			}
			out = append(out, d)
		}
		return out
	}
	m := n.Meta
	j := normaJSON{Slug: n.Slug, Titulo: m.Titulo, NomeCurto: m.NomeCurto, Rotulo: m.Rotulo, Tipo: m.Tipo, Numero: m.Numero,
		Data: m.Data, Ementa: m.Ementa, Resumo: m.Resumo, Autoridade: m.Autoridade, URN: m.URN, Publicacao: m.Publicacao,
		FonteOficial: m.FonteOficial, Transcricao: m.Transcricao, Escopo: m.Escopo, ConferidoEm: m.ConferidoEm,
		Href: n.Catalogo.Caminho(), Notas: m.Notas, Alteracoes: []alteracaoJSON{}, Redacoes: []redacaoJSON{}, Dispositivos: conv(n.Corpo)}
	for _, r := range n.redacoes {
		j.Redacoes = append(j.Redacoes, redacaoJSON{Data: r.Data, Ate: r.Ate, Origem: r.Origem, Vigente: r.Vigente, Href: r.Href, HrefComparacao: r.HrefComparacao})
	}
	for _, a := range m.Alteracoes {
		j.Alteracoes = append(j.Alteracoes, alteracaoJSON{Ato: a.Ato, Data: a.Data, OQue: a.OQue, TextoPublicado: a.TextoPublicado})
	}
	var b bytes.Buffer
	b.Grow(4<<10 + 600*len(n.ordem))
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	err := enc.Encode(j)
	return b.Bytes(), err
}

// renderizar is the render phase: pages, JSON, sitemap, robots, search index
// and the bundled assets, into arquivos.
func renderizar(normas []*norma, decisoes []*decisao, bundle *site.Bundle, base string, extra fs.FS, sinonimos []busca.Sinonimo, pronto func(string, []byte), reuso reuso,
	lig *ligacoes, modelosCh <-chan resultadoModelos, res *Resultado) error {
	arquivos := res.Arquivos
	for p, b := range bundle.Files {
		arquivos[p] = b
	}
	canonico := func(p string) string { return base + p }
	// the decisions' markers go on the dispositivos before any view is made
	vistasDecisoes := ligarDecisoes(decisoes, canonico)
	var vistas []*vistaNorma
	for _, n := range normas {
		vistas = append(vistas, vista(n))
	}
	tipos := tiposDaGeracao(normas)
	paginasPorTipo := make([][]*pagina, len(tipos))
	var indexadas []*norma
	dados := &dadosPaginas{normas: vistas, decisoes: vistasDecisoes, canonico: canonico}
	for _, v := range vistas {
		dados.fichas = append(dados.fichas, ficha(v))
	}
	for i, tp := range tipos {
		paginasPorTipo[i] = tp.Paginas(dados)
		if tp.Busca {
			for _, p := range paginasPorTipo[i] {
				if p.Norma != nil {
					indexadas = append(indexadas, p.Norma.norma)
				}
			}
		}
	}
	// The norms' dispositivos are analysed for the search index while the
	// templates are parsed; the index is put together once the guide's
	// sections are read too.
	analiseNormas := make(chan *busca.Analise, 1)
	go func() {
		analiseNormas <- busca.Analisar(append(documentosBusca(indexadas), documentosDecisoes(vistasDecisoes)...))
	}()
	// The search index is built while the JSON and the pages are written.
	// It holds the guide's sections, read from the pages that have them
	// once the templates are parsed (guia.go). Its URL is servidor.Indice,
	// the same on every build: the pages carry it, and a name that changed
	// with the index would change every page whenever one norm changes.
	type resultadoIndice struct {
		b   []byte
		err error
		// guia says err is guiaDasPaginas's.
		guia bool
	}
	indiceCh := make(chan resultadoIndice, 1)
	// The guide's sections are read, and the index built, while the JSON
	// and the pages are made; the pages that list the sections (guia)
	// wait for them.
	var secoesGuia []busca.Documento
	guiaPronto := make(chan struct{})

	citador := novoCitador(normas)
	lig.bundle, lig.citador = bundle, citador
	lig.decisoes = map[string]*vistaDecisao{}
	for _, v := range vistasDecisoes {
		lig.decisoes[v.Slug] = v
	}
	lig.guia = func() []busca.Documento { <-guiaPronto; return secoesGuia }
	close(lig.pronta)
	funcs := lig.funcoes
	rm := <-modelosCh
	ts, err := rm.ts, rm.err
	if err == nil {
		// the kinds the build leaves out (tiposDaGeracao) were parsed too
		for nome := range ts {
			if !slices.ContainsFunc(tipos, func(tp tipoPagina) bool { return tp.Modelo == nome }) {
				delete(ts, nome)
			}
		}
	}
	if err == nil {
		err = verificarCitacoes(ts, citador)
	}
	var tsGuia map[string]*template.Template
	if err == nil {
		tsGuia, err = modelosDoGuia(ts, tipos)
	}
	if err != nil {
		return err
	}
	// the pages are executed, and the norms' JSON written, in parallel (the
	// templates and their data are only read), each into its own buffer.
	var trabalhos []*trabalho
	for _, n := range normas {
		trabalhos = append(trabalhos, &trabalho{arquivo: strings.TrimPrefix(n.Catalogo.CaminhoJSON(), "/"), json: n})
	}
	var urls, todas []string
	for i, tp := range tipos {
		for _, p := range paginasPorTipo[i] {
			trabalhos = append(trabalhos, &trabalho{modelo: tp.Modelo, tipo: tp, arquivo: arquivoDaPagina(p.Caminho), p: p})
			if !tp.SemOffline {
				todas = append(todas, p.Caminho)
			}
			if tp.Sitemap {
				urls = append(urls, p.Caminho)
			}
		}
	}
	// the guide's sections, analysed, are kept between builds under the
	// key of the pages they are read from, when those show only what the
	// global part of a key holds (reuso.marcar).
	var chaveGuia *Chave
	if reuso.ativo() {
		k, err := reuso.marcar(normas, bundle, base, extra, ts, funcs, trabalhos, res.Chaves)
		if err != nil {
			return err
		}
		if reuso.guardados != nil {
			chaveGuia = k
		}
	}
	go func() {
		ag, err := analiseDoGuia(reuso.guardados, chaveGuia, func() ([]busca.Documento, error) {
			return guiaDasPaginas(tsGuia, tipos, paginasPorTipo)
		})
		if ag != nil {
			secoesGuia = ag.Documentos()
		}
		close(guiaPronto)
		if err != nil {
			indiceCh <- resultadoIndice{err: err, guia: true}
			return
		}
		b, err := busca.Montar([]*busca.Analise{ag, <-analiseNormas}, sinonimos...)
		if err == nil && pronto != nil {
			pronto(strings.TrimPrefix(servidor.Indice, "/"), b)
		}
		indiceCh <- resultadoIndice{b: b, err: err}
	}()
	for _, t := range trabalhos {
		if t.anterior == nil && t.p != nil && dados.kit != nil && t.p.Extra == any(dados.kit) {
			dados.completarKit() // a page of the kit is made
			break
		}
	}
	emParalelo(len(trabalhos), func(i int) {
		t := trabalhos[i]
		if t.anterior != nil {
			return // the caller has it
		}
		if t.json != nil {
			if t.b, t.err = paraJSON(t.json); t.err == nil && pronto != nil {
				pronto(t.arquivo, t.b)
			}
			return
		}
		var b bytes.Buffer
		// about 700 bytes of markup per dispositivo, to grow the buffer once.
		tamanho := 64 << 10
		if t.p.Norma != nil {
			tamanho += 700 * len(t.p.Norma.ordem)
		}
		b.Grow(tamanho)
		if err := ts[t.modelo].Execute(&b, t.p); err != nil {
			t.err = fmt.Errorf("generator: página %s: %w", t.arquivo, err)
			return
		}
		t.b = semQuebraNoHTML(b.Bytes())
		if pronto != nil {
			// compressed while the index is put together
			pronto(t.arquivo, t.b)
		}
	})
	anteriores := map[string]Anterior{}
	for _, t := range trabalhos {
		if t.err != nil {
			<-indiceCh
			return t.err
		}
		arquivos[t.arquivo] = t.b
		if t.anterior != nil {
			anteriores[t.arquivo] = *t.anterior
		}
	}
	ri := <-indiceCh
	if ri.err != nil && ri.guia {
		return ri.err
	}
	if ri.err != nil {
		return fmt.Errorf("generator: índice de busca: %w", ri.err)
	}
	arquivos[strings.TrimPrefix(servidor.Indice, "/")] = ri.b
	// offline, the search needs its index: the service worker keeps it
	// with the pages (network first, so never an old one when online).
	todas = append(todas, servidor.Indice)
	var sm bytes.Buffer
	sm.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n" + `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` + "\n")
	for _, u := range urls {
		sm.WriteString("<url><loc>")
		template.HTMLEscape(&sm, []byte(base+u))
		sm.WriteString("</loc></url>\n")
	}
	sm.WriteString("</urlset>\n")
	arquivos["sitemap.xml"] = sm.Bytes()
	arquivos["robots.txt"] = []byte("User-agent: *\nAllow: /\nSitemap: " + base + "/sitemap.xml\n")
	// the site icon (icone.go), so that browsers do not ask for a missing
	// /favicon.ico
	icone, err := iconePNG()
	if err != nil {
		return err
	}
	arquivos[arquivoIconePNG] = icone
	arquivos[arquivoIconeSVG] = []byte(iconeSVG())
	todas = append(todas, "/"+arquivoIconePNG, "/"+arquivoIconeSVG)
	if err := arquivosDoKit(arquivos, bundle.Paths); err != nil {
		return err
	}
	sw, err := servicoOffline(arquivos, anteriores, todas)
	if err != nil {
		return err
	}
	arquivos[strings.TrimPrefix(servidor.ServiceWorker, "/")] = sw
	return nil
}

// ligacoes are what the template functions read of the build (its bundle,
// its norms, the guide), set once the build has them: the templates are
// parsed with the functions (lig.funcoes) while the content is (Build);
// nothing is executed before pronta is closed.
type ligacoes struct {
	bundle  *site.Bundle
	citador citador
	// decisoes are the build's court decisions by slug (function decisao)
	decisoes map[string]*vistaDecisao
	guia     func() []busca.Documento
	pronta   chan struct{}
	funcoes  template.FuncMap
}

func novasLigacoes() *ligacoes {
	l := &ligacoes{pronta: make(chan struct{})}
	l.funcoes = template.FuncMap{
		"asset": func(nome string) (string, error) {
			<-l.pronta
			p, ok := l.bundle.Paths[nome]
			if !ok {
				return "", fmt.Errorf("asset desconhecido %q", nome)
			}
			return p, nil
		},
		// {{tamanho "calculadora.wasm"}}: the asset's size in bytes,
		// uncompressed (the calculator's progress counts the module's
		// bytes as they are decoded).
		"tamanho": func(nome string) (int, error) {
			<-l.pronta
			if n, ok := l.bundle.Tamanhos[nome]; ok {
				return n, nil
			}
			p, ok := l.bundle.Paths[nome]
			b, tem := l.bundle.Files[strings.TrimPrefix(p, "/")]
			if !ok || !tem {
				return 0, fmt.Errorf("asset desconhecido %q", nome)
			}
			return len(b), nil
		},
		"indice": func() string { return servidor.Indice },
		// {{decisao "stj-resp-1543465-rs"}}: a link to a court decision's
		// page, its label as the text; a missing one fails the page.
		"decisao": func(slug string) (template.HTML, error) {
			<-l.pronta
			href, rotulo, err := linkDecisao(l.decisoes, slug)
			if err != nil {
				return "", err
			}
			return template.HTML(`<a class="decisao-link" href="` + template.HTMLEscapeString(href) + `">` + template.HTMLEscapeString(rotulo) + `</a>`), nil
		},
		"icone": func() string { return "/" + arquivoIconePNG },
	}
	for _, nome := range funcoesCitacao {
		l.funcoes[nome] = func(ref string) (template.HTML, error) {
			<-l.pronta
			return l.citador.link(nome, ref)
		}
	}
	for nome, f := range funcoesLeitura(func() []busca.Documento { <-l.pronta; return l.guia() }) {
		l.funcoes[nome] = f
	}
	return l
}

// resultadoModelos is carregarModelos's result, sent by Build.
type resultadoModelos struct {
	ts  map[string]*template.Template
	err error
}

// analiseDoGuia is the guide's sections analysed for the search index:
// read from g under the key k when g has them (and k is not nil),
// otherwise made by ler and analysed, and kept in g under k.
func analiseDoGuia(g Guardados, k *Chave, ler func() ([]busca.Documento, error)) (*busca.Analise, error) {
	if g != nil && k != nil {
		if b, ok := g.Ler(*k); ok {
			if a, err := busca.DecodificarAnalise(b); err == nil {
				return a, nil
			}
		}
	}
	secoes, err := ler()
	if err != nil {
		return nil, err
	}
	a := busca.Analisar(secoes)
	if g != nil && k != nil {
		g.Guardar(*k, a.Codificar())
	}
	return a, nil
}

// trabalho is one file renderizar makes: a page or a norm's JSON.
type trabalho struct {
	modelo, arquivo string
	tipo            tipoPagina
	p               *pagina
	json            *norma // the JSON of this norm, instead of a page
	// anterior is set when the caller holds the file from a previous
	// build (Config.Anterior): it is not made.
	anterior *Anterior
	b        []byte
	err      error
}

// modelosDoGuia are copies of the template sets of the kinds whose pages
// hold the guide (tipoPagina.Guia), made before any page is executed, in
// which guia lists no section: guiaDasPaginas reads the sections from them
// while the pages that list the sections wait for it, so a guide page that
// listed them too would wait for itself.
func modelosDoGuia(ts map[string]*template.Template, tipos []tipoPagina) (map[string]*template.Template, error) {
	out := map[string]*template.Template{}
	for _, tp := range tipos {
		if !tp.Guia || out[tp.Modelo] != nil {
			continue
		}
		c, err := ts[tp.Modelo].Clone()
		if err != nil {
			return nil, fmt.Errorf("generator: modelo %s: %w", tp.Modelo, err)
		}
		out[tp.Modelo] = c.Funcs(template.FuncMap{"guia": func() []busca.Documento { return nil }})
	}
	return out, nil
}

// emParalelo calls f(0), …, f(n-1), as many at a time as there are
// processors, and returns when all are done.
func emParalelo(n int, f func(i int)) {
	var (
		wg   sync.WaitGroup
		prox atomic.Int64
	)
	for range min(runtime.GOMAXPROCS(0), n) {
		wg.Go(func() {
			for {
				i := int(prox.Add(1) - 1)
				if i >= n {
					return
				}
				f(i)
			}
		})
	}
	wg.Wait()
}
