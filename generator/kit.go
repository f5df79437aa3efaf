package generator

import (
	"fmt"
	"html/template"
	"strconv"
	"strings"

	goqr "github.com/piglig/go-qr"

	"viagemdedireito/calculator/lexml"
	"viagemdedireito/generator/internal/servidor"
)

// This file holds the operators' kit: the pages an operator embeds, prints
// or uses at the counter (Decreto nº 8.537/2015, art. 20; Lei nº
// 11.975/2009, art. 10; Resolução ANTT nº 6.033/2023, arts. 143, 150 and
// 153), their data for the templates and the files that go with them:
//
//	/embed/{slug}/   one norm's text, without the site's chrome (embed-norma.html)
//	/embed/art20/    Lei nº 12.852/2013, art. 32, and the Decreto's published Seção II (embed-afixado.html)
//	/embed/lei-11975-art10/  Lei nº 11.975/2009, arts. 1º to 7º (embed-afixado.html)
//	/embed/vagas/    the seat-availability widget, where the engine runs (embed-vagas.html)
//	/embed.js        the loader an operator pastes (site/assets/embed.js), at a fixed address
//	/_headers        the response headers for static hosts (servidor.Cabecalhos)
//	/operadoras/     every snippet with a preview, the CSP lines and the duties (operadoras.html)
//	/cartaz/         the A4 poster with QR codes: the art. 20 text and the rights (cartaz.html)
//	/cartaz/lei-11975-art10/  the A4 poster of Lei nº 11.975/2009, arts. 1º to 7º (cartaz-afixado.html)
//	/recusa/         the refusal document of Res art. 153 (recusa.html)
//	/bilhete/        what a ticket must show, Res art. 143 (bilhete.html)
//
// The texts a norm requires a company to show (textosAfixados: the art. 20
// one, the art. 10 one) are one kind of thing, a list of dispositivos of
// one or more norms: each has its embed and its poster block, made by the
// same templates (afixado.html) from the norms' nodes, never retyped.
//
// The page rows are in paginas.go; the URL paths are written here once.

const (
	// caminhoLoader is the loader's fixed URL path: operators paste it, so
	// it carries no fingerprint (served with a short cache, servidor).
	caminhoLoader = "/embed.js"
	// nomeLoader is the loader's logical name among the bundles (site).
	nomeLoader = "embed.js"
	// slugArt20, slugL11975Art10 and slugVagas are the embeds that are
	// not one norm (an embed of a norm has the norm's slug).
	slugArt20       = "art20"
	slugL11975Art10 = "lei-11975-art10"
	slugVagas       = "vagas"
)

// caminhoEmbed is the URL path of the embed named slug.
func caminhoEmbed(slug string) string { return servidor.PrefixoEmbed + slug + "/" }

// Normas each kit page needs; a build without them leaves the page out.
const (
	slugLei12852  = "lei-12852-2013"
	slugDec8537   = "decreto-8537-2015"
	slugRes6033   = "resolucao-antt-6033-2023"
	slugLei11975  = "lei-11975-2009"
	idArt32       = "art32"
	idSecaoII     = "sec2"
	idArt143      = "art143"
	idArt149      = "art149"
	prefixoArt143 = "art143_"
)

// kit is the data of the kit's pages (pagina.Extra).
type kit struct {
	Base   string // the build's base URL, "https://…"
	Loader string // absolute URL of /embed.js
	Embed  string // servidor.PrefixoEmbed
	// Afixados are the texts a norm requires a company to show, in the
	// order of textosAfixados; Afixado finds one.
	Afixados []*textoAfixado
	// Direitos is the QR code of the poster's summary of rights (the guide).
	Direitos qr
	// Itens are the groups of boxes of the ticket checklist.
	Itens []grupoBilhete
	// CSP are the lines a host page adds to its policy.
	CSP []string
	// Snippets are the codes of /operadoras/ that are not of a text of
	// Afixados (each has its own); ExemploVagas the trip of the widget's
	// snippet and preview.
	Snippets     []snippet
	ExemploVagas string
}

// trechoEmbed is one norm's part of an embed: the norm and the nodes shown.
type trechoEmbed struct {
	Norma       *vistaNorma
	Nos         []*no
	Abrangencia string // what the excerpt covers, for the reader
}

// textoAfixado is a text that a dispositivo (Exigencia) requires a company
// to show: the dispositivos of one or more norms, as an embed at
// /embed/{Slug}/ and a block of a poster (afixado.html). The table
// (textosAfixados) says which; novoKit fills in the rest from the build.
type textoAfixado struct {
	Slug      string // the embed's data-texto
	Exigencia string // the reference of the dispositivo that requires it
	Titulo    string // the heading of the embed and of the poster block
	// Frase is the key of the catalogue's sentence of what the company
	// must do (calculator/frases_paginas.go, grounded on Exigencia), and
	// FraseNota, if any, of the note on what the dispositivo asks that the
	// site does not publish (rules revision 4, R9).
	Frase, FraseNota string
	// Cartaz is the URL path of the page with its poster.
	Cartaz string
	// Notas are shown under the requirement (embed and poster), in plain
	// words: what the dispositivo asks for that the site does not publish,
	// and what a mark of the official page in the text means.
	Notas  []string
	partes []parteAfixada

	// Filled in by novoKit. Trechos are the parts, one per norm (empty when
	// a dispositivo is missing, which the kit's tests catch).
	Trechos []trechoEmbed
	// Endereco is the embed's absolute URL, Snippet its code for
	// /operadoras/ and QR the poster's code: the norm's page when the text
	// is of one norm, the list of norms otherwise.
	Endereco string
	Snippet  snippet
	QR       qr
}

// parteAfixada is one norm's part of a textoAfixado: its dispositivos (or
// groupers), in order, and what they cover, for the reader.
type parteAfixada struct {
	norma       string
	ids         []string
	abrangencia func(v *vistaNorma) string
}

// textosAfixados is the table of the texts a norm requires a company to
// show: Decreto nº 8.537/2015, art. 20 (Lei nº 12.852/2013, art. 32, and the
// Decreto, here its published Seção II, at every point of sale) and Lei nº
// 11.975/2009, art. 10 (its arts. 1º to 7º where tickets are sold, in the
// terminals and in the buses).
func textosAfixados() []textoAfixado {
	return []textoAfixado{
		{Slug: slugArt20, Exigencia: slugDec8537 + "#art20", Cartaz: "/cartaz/",
			Titulo: "Reserva de vagas para jovens de baixa renda no transporte interestadual",
			Frase:  "afixado.art20.dever",
			// Art. 20 asks for "cópia do art. 32 da Lei nº 12.852, de 2013, e
			// deste Decreto": the whole decree, of which the site holds only
			// Seção II (review 2026-12-03, finding 7).
			FraseNota: "afixado.art20.nota",
			partes: []parteAfixada{
				{norma: slugLei12852, ids: []string{idArt32}, abrangencia: func(*vistaNorma) string { return "o art. 32 da lei" }},
				{norma: slugDec8537, ids: []string{idSecaoII}, abrangencia: func(v *vistaNorma) string {
					return "a " + v.Meta.Escopo + " do decreto, a parte que trata da reserva de vagas a jovens de baixa renda"
				}},
			}},
		{Slug: slugL11975Art10, Exigencia: slugLei11975 + "#art10", Cartaz: "/cartaz/" + slugL11975Art10 + "/",
			Titulo: "Bilhetes de ônibus: validade, reembolso, atrasos e interrupções da viagem",
			Frase:  "afixado.lei11975.dever",
			Notas:  []string{"A marca “(Vide ADIN 4289)”, depois do art. 1º, é da página oficial do Planalto e remete a uma ação direta de inconstitucionalidade no Supremo Tribunal Federal; não é uma disposição da lei, e o resultado da ação não foi lido nas nossas fontes. O texto está publicado como na página oficial."},
			partes: []parteAfixada{
				{norma: slugLei11975, ids: []string{"art1", "art2", "art3", "art4", "art5", "art6", "art7"},
					abrangencia: func(*vistaNorma) string { return "os arts. 1º a 7º da lei" }},
			}},
	}
}

// Afixado is the text of textosAfixados whose embed or poster is at the
// URL path caminho, or whose slug is caminho (nil if none).
func (k *kit) Afixado(caminho string) *textoAfixado {
	for _, a := range k.Afixados {
		if caminho == a.Slug || caminho == caminhoEmbed(a.Slug) || caminho == a.Cartaz {
			return a
		}
	}
	return nil
}

// requerAfixado are the references a page of the text slug needs: the
// dispositivo that requires it and every dispositivo it shows.
func requerAfixado(slug string) []string {
	for _, a := range textosAfixados() {
		if a.Slug != slug {
			continue
		}
		refs := []string{a.Exigencia}
		for _, p := range a.partes {
			for _, id := range p.ids {
				refs = append(refs, p.norma+"#"+id)
			}
		}
		return refs
	}
	return nil
}

// grupoBilhete is a group of boxes of the ticket checklist: an inciso of
// Res art. 143 with alíneas (Legenda its label and words, the alíneas the
// boxes), or one dispositivo that is a box alone (Legenda "").
type grupoBilhete struct {
	Legenda string
	Itens   []itemBilhete
}

// itemBilhete is one box: a dispositivo's id, its label and words, its
// citation and its address. Condicional: the norm asks the item only in
// some cases (condicionalBilhete), so the page offers "Não se aplica" for it.
type itemBilhete struct {
	ID, Texto, Citacao, Href string
	Condicional              bool
}

// condicionalBilhete tells an item of art. 143 the norm asks only in some
// cases: "se for o caso", "se houver", "se o possuir", "nos casos de…",
// "quando for o caso", and § 1º, the free ticket's notice.
func condicionalBilhete(texto string) bool {
	t := strings.ToLower(texto)
	for _, m := range []string{"se for o caso", "quando for o caso", "se houver", "se o possuir", "nos casos de", "bilhete de gratuidade"} {
		if strings.Contains(t, m) {
			return true
		}
	}
	return false
}

// qr is a QR code of the poster: its address, the address as printed
// under it (without the scheme) and the code as inline SVG.
type qr struct {
	Endereco, Curto string
	SVG             template.HTML
}

func novoQR(endereco string) qr {
	curto := strings.TrimPrefix(strings.TrimPrefix(endereco, "https://"), "http://")
	return qr{Endereco: endereco, Curto: strings.TrimSuffix(curto, "/"), SVG: qrSVG(endereco)}
}

// snippet is one block of code an operator copies from /operadoras/.
type snippet struct {
	ID, Titulo, Codigo string
}

// porSlug finds a norm of the build.
func porSlug(normas []*vistaNorma, slug string) *vistaNorma {
	for _, v := range normas {
		if v.Slug == slug {
			return v
		}
	}
	return nil
}

// paginaDoKit is the data function of a kit page at caminho.
func paginaDoKit(caminho, titulo, descricao string) func(s *sitio) []*pagina {
	return func(s *sitio) []*pagina {
		return []*pagina{{Titulo: titulo, Descricao: descricao, Caminho: caminho, Canonico: s.canonico(caminho), Extra: s.kit}}
	}
}

// paginasEmbedNormas are the embeds of each norm's text (noindex: the
// norm's page is the one search engines list).
func paginasEmbedNormas(s *sitio) []*pagina {
	ps := make([]*pagina, 0, len(s.normas))
	for _, v := range s.normas {
		ps = append(ps, &pagina{Titulo: v.TituloLongo, Caminho: caminhoEmbed(v.Slug), Canonico: s.canonico(caminhoEmbed(v.Slug)), Norma: v,
			Descricao: v.Meta.Ementa})
	}
	return ps
}

// novoKit builds the data shared by the kit's pages. The dispositivos it
// reads are cited by the kit's templates, so they are in every build whose
// table has the kit's pages (tiposDaGeracao); were one missing, its part
// would be empty, which the kit's tests catch.
func novoKit(s *sitio) *kit {
	base := s.base
	k := &kit{Base: base, Loader: base + caminhoLoader,
		CSP: servidor.LinhasCSPHospedeiro(base), Embed: servidor.PrefixoEmbed,
		ExemploVagas: exemploVagas}
	for _, a := range textosAfixados() {
		k.Afixados = append(k.Afixados, novoAfixado(a, s.normas, base, k.Loader))
	}
	if res := porSlug(s.normas, slugRes6033); res != nil && res.porID[idArt143] != nil {
		k.Itens = itensBilhete(res, res.porID[idArt143])
	}
	k.Direitos = novoQR(base + "/")
	k.Snippets = []snippet{
		{ID: "codigo-vagas", Titulo: "Vagas de benefício da viagem consultada",
			Codigo: `<script src="` + k.Loader + `" async></script>` + "\n" +
				`<vagas-beneficio dados='` + exemploVagas + `'>` + "\n" + alternativaVagas(s.normas, base) + "\n" + `</vagas-beneficio>`},
	}
	return k
}

// novoAfixado fills in a text of the table from the build's norms: its
// parts (none if a norm or a dispositivo is missing), its embed's address
// and code, and its poster's QR code.
func novoAfixado(a textoAfixado, normas []*vistaNorma, base, loader string) *textoAfixado {
	completo := true
	for _, p := range a.partes {
		v := porSlug(normas, p.norma)
		t := trechoEmbed{Norma: v}
		for _, id := range p.ids {
			if v == nil || v.porID[id] == nil {
				completo = false
				break
			}
			t.Nos = append(t.Nos, v.porID[id])
		}
		if !completo {
			break
		}
		t.Abrangencia = p.abrangencia(v)
		a.Trechos = append(a.Trechos, t)
	}
	if !completo {
		a.Trechos = nil
	}
	a.Endereco = base + caminhoEmbed(a.Slug)
	a.Snippet = snippet{ID: "codigo-" + a.Slug, Titulo: a.Titulo,
		Codigo: alternativaAfixado(&a, base) + "\n" + `<script src="` + loader + `" data-texto="` + a.Slug + `" async></script>`}
	qr := base + lexml.PrefixoLegislacao
	if len(a.partes) == 1 {
		qr = base + lexml.Caminho(a.partes[0].norma)
	}
	a.QR = novoQR(qr)
	return &a
}

// atributoAlternativa marks the fallback of a text's snippet: the
// paragraph before the loader's <script>, shown until the embed reports
// its height (embed.js hides it then), so that a page whose copy of the
// loader cannot run (blocked, offline, JavaScript off) still links to the
// law on our site. It comes before the script because an async script may
// run before the rest of the page is parsed.
const atributoAlternativa = "data-alternativa"

// alternativaAfixado is the fallback paragraph of a text's snippet: its
// title and a link to each of its parts on the norm's page, in the words
// of the norms' labels (the citation of the one dispositivo of a part,
// the norm's label when a part has more than one).
func alternativaAfixado(a *textoAfixado, base string) string {
	var links []string
	for _, t := range a.Trechos {
		rotulo, href := t.Norma.Meta.Rotulo, t.Norma.Catalogo.Href("")
		if len(t.Nos) == 1 {
			rotulo, href = t.Nos[0].Citacao, t.Norma.Catalogo.Href(t.Nos[0].ID)
		}
		links = append(links, `<a href="`+template.HTMLEscapeString(base+href)+`">`+template.HTMLEscapeString(rotulo)+`</a>`)
	}
	return `<p ` + atributoAlternativa + `>` + template.HTMLEscapeString(a.Titulo) + ` — o texto no site Viagem de Direito: ` + strings.Join(links, "; ") + `.</p>`
}

// alternativaVagas is the fallback of the widget's snippet, the content of
// <vagas-beneficio> (embed.js hides it once the widget reports): where the
// rules of the seats are, and what to ask.
// The kit's pages cite the Resolução's art. 149, so a build with them has
// it; without it (no kit pages) the fallback is empty.
func alternativaVagas(normas []*vistaNorma, base string) string {
	res := porSlug(normas, slugRes6033)
	if res == nil || res.porID[idArt149] == nil {
		return ""
	}
	rotulo := res.porID[idArt149].Citacao
	return `<p>Vagas de benefício nesta viagem: pergunte à empresa quantas vagas de cada benefício estão disponíveis e ocupadas. As regras estão em <a href="` +
		template.HTMLEscapeString(base+lexml.Href(slugRes6033, idArt149)) + `">` + template.HTMLEscapeString(rotulo) + `</a>, no site Viagem de Direito.</p>`
}

// exemploVagas is the trip of the widget's snippet and preview: a line of
// three stops, one youth free seat granted on the whole line.
const exemploVagas = `{"operacao":"disponibilidade","convencional":true,"paradas":["São Paulo","Campinas","Belo Horizonte"],"concedidos":[{"categoria":"jovem","tipo":"gratuidade","de":0,"ate":2},{"categoria":"idoso","tipo":"gratuidade","de":1,"ate":2}],"trecho":{"de":0,"ate":1}}`

// itensBilhete lists the groups of the ticket checklist: every inciso of
// art. 143's caput (its alíneas the boxes when it has them), then §§ 1º and
// 3º; the other paragraphs say what follows from a missing item, not
// something a ticket shows.
func itensBilhete(res *vistaNorma, a143 *no) []grupoBilhete {
	item := func(x *no) itemBilhete {
		// the page names the Resolução once: "art. 143, I, a"
		cit := strings.TrimPrefix(x.Citacao, res.Meta.Rotulo+", ")
		texto := x.Rotulo + " " + x.TextoPlano()
		return itemBilhete{ID: x.ID, Texto: texto, Citacao: cit, Href: res.Catalogo.Href(x.ID), Condicional: condicionalBilhete(texto)}
	}
	var out []grupoBilhete
	for _, x := range a143.Filhos {
		switch {
		case strings.HasPrefix(x.ID, prefixoArt143+"cpt_inc") && len(x.Filhos) > 0:
			g := grupoBilhete{Legenda: x.Rotulo + " " + x.TextoPlano()}
			for _, ali := range x.Filhos {
				g.Itens = append(g.Itens, item(ali))
			}
			out = append(out, g)
		case strings.HasPrefix(x.ID, prefixoArt143+"cpt_inc"), x.ID == prefixoArt143+"par1", x.ID == prefixoArt143+"par3":
			out = append(out, grupoBilhete{Itens: []itemBilhete{item(x)}})
		}
	}
	return out
}

// moduloQRmm is the printed side of one module of a poster's QR code, in
// mm: 1.25 mm is 2.95 px of a page scanned or photographed at 60 dpi, which
// zbarimg reads (a 30 mm code of a 41-module address, 0.73 mm a module, was
// 1.7 px at 60 dpi and did not decode: review 2026-12-03, finding 11). The
// code's size follows from its modules, so a longer address (a deployment's
// domain, a norm's page) draws a larger code, never smaller modules.
const moduloQRmm = 1.25

// qrSVG draws the QR code of texto (error correction M, 4 modules of quiet
// zone) as an inline SVG image: one path, black on white in every theme (a
// scanner needs the contrast), named for assistive technology, moduloQRmm
// a module when printed.
func qrSVG(texto string) template.HTML {
	q, err := goqr.EncodeText(texto, goqr.Medium)
	if err != nil {
		return "" // longer than a QR code holds: the page prints the address alone
	}
	rotulo := "Código QR do endereço " + texto
	const borda = 4
	n := q.Size() + 2*borda
	var b strings.Builder
	lado := strconv.FormatFloat(float64(n)*moduloQRmm, 'f', -1, 64) + "mm"
	fmt.Fprintf(&b, `<svg class="qr" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" width="%s" height="%s" role="img" aria-label="%s" shape-rendering="crispEdges"><rect width="%d" height="%d" fill="#fff"/><path fill="#000" d="`,
		n, n, lado, lado, template.HTMLEscapeString(rotulo), n, n)
	for y := 0; y < q.Size(); y++ {
		for x := 0; x < q.Size(); x++ {
			if !q.Module(x, y) {
				continue
			}
			// a run of dark modules is one rectangle
			i := x
			for i < q.Size() && q.Module(i, y) {
				i++
			}
			fmt.Fprintf(&b, "M%d %dh%dv1h-%dz", x+borda, y+borda, i-x, i-x)
			x = i - 1
		}
	}
	b.WriteString(`"/></svg>`)
	return template.HTML(b.String())
}

// arquivosDoKit writes the kit's files that are not pages: the loader at
// its fixed address and the headers file for static hosts, whose rule for
// /assets/* (immutable) holds only if every file there is fingerprinted.
func arquivosDoKit(arquivos map[string][]byte, caminhos map[string]string) error {
	for n := range arquivos {
		if strings.HasPrefix(n, "assets/") && !servidor.Impresso("/"+n) {
			return fmt.Errorf("generator: %s está em assets/ sem impressão digital no nome (o _headers o declara imutável)", n)
		}
	}
	arquivos[strings.TrimPrefix(servidor.ArquivoCabecalhos, "/")] = servidor.Cabecalhos()
	p, ok := caminhos[nomeLoader]
	if !ok {
		return nil // a bundle of tests, without the loader
	}
	b, ok := arquivos[strings.TrimPrefix(p, "/")]
	if !ok {
		return fmt.Errorf("generator: o bundle %s não está entre os arquivos", nomeLoader)
	}
	arquivos[strings.TrimPrefix(caminhoLoader, "/")] = b
	return nil
}
