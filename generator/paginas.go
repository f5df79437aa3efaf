package generator

import (
	"cmp"
	"strings"

	"viagemdedireito/calculator"
	"viagemdedireito/calculator/lexml"
)

// tipoPagina is one kind of page: a row of the table of outputs. Adding a
// kind of page (the calculator, later embeds and posters) is adding a row
// to tiposDePagina and, if it has its own scripts or styles, an entry to
// site's list of bundles; the renderer has no branch per kind.
type tipoPagina struct {
	// Modelo is the page template (site/templates), parsed with base.html;
	// it defines "conteudo" and receives a *pagina.
	Modelo string
	// Paginas returns the pages of this kind, each written at its Caminho
	// ("/x/" → x/index.html, "/404.html" → 404.html; see arquivoDaPagina).
	// Every page gets the norms (pagina.Normas) and the guide
	// (pagina.Guia) besides (paginasDaGeracao).
	Paginas func(s *sitio) []*pagina
	// Sitemap lists the pages in sitemap.xml, in the table's order.
	Sitemap bool
	// Busca puts the dispositivos of the pages' norms in the search index.
	Busca bool
	// Esqueleto is the template that wraps Modelo ("" is base.html, the
	// site's chrome); the embeds have their own (embed-base.html).
	Esqueleto string
	// Parciais are templates parsed between the skeleton and Modelo, whose
	// definitions Modelo uses (and may redefine): texto-norma.html's
	// "texto", "no" and "trechos" for the pages that show a norm's text.
	Parciais []string
	// Requer are the references ("slug" or "slug#id") the kind's templates
	// cite: a build in which one of them has no destination leaves the kind
	// out (tiposDaGeracao) instead of failing on the citation.
	Requer []string
	// SemOffline leaves the pages out of what the service worker stores
	// on the first visit (offline.go): the embeds, shown in other sites'
	// frames, are not pages a visitor of the site reads offline.
	SemOffline bool
	// Casca puts the pages in the site's shell, what the service worker
	// keeps on its install (offline.go): the home page, the calculators
	// and the 404 page work offline after any first visit; every other
	// page once it was visited.
	Casca bool
	// Guia says the kind's template defines the text of the guide's
	// sections, "guia {id}" (guia.go), and its page shows them.
	Guia bool
}

// tiposDePagina is the table of the site's pages, in the order of the
// sitemap. Every page, offline too, is in it: the service worker caches
// every page the table produces (offline.go).
func tiposDePagina() []tipoPagina {
	c := &citadas{}
	return append([]tipoPagina{
		{Modelo: "inicio.html", Sitemap: true, Guia: true, Casca: true, Paginas: func(s *sitio) []*pagina {
			return []*pagina{{Caminho: "/", Canonico: s.canonico("/"),
				Descricao: "Gratuidades e descontos para jovens, pessoas idosas, pessoas com deficiência e crianças no transporte interestadual, com os textos das leis."}}
		}},
		{Modelo: "legislacao.html", Sitemap: true, Paginas: func(s *sitio) []*pagina {
			return []*pagina{{Titulo: "Legislação", Caminho: lexml.PrefixoLegislacao, Canonico: s.canonico(lexml.PrefixoLegislacao),
				Descricao: "As normas sobre gratuidades no transporte interestadual, com link permanente para cada dispositivo."}}
		}},
		{Modelo: "norma.html", Parciais: []string{"texto-norma.html"}, Sitemap: true, Busca: true, Paginas: func(s *sitio) []*pagina {
			ps := make([]*pagina, 0, len(s.normas))
			for _, v := range s.normas {
				p := &pagina{Titulo: v.TituloLongo, Caminho: v.Href, Canonico: s.canonico(v.Href), Norma: v, Descricao: cmp.Or(v.Meta.Resumo, v.Meta.Ementa)}
				p.JSONLD = jsonLD(v.norma, p.Canonico)
				ps = append(ps, p)
			}
			return ps
		}},
		// the earlier wordings of a norm and their comparisons (redacoes.go)
		{Modelo: "redacao.html", Parciais: []string{"texto-norma.html"}, Sitemap: true, Paginas: paginasRedacoes},
		{Modelo: "comparacao.html", Parciais: []string{"texto-norma.html"}, Sitemap: true, Paginas: paginasComparacoes},
		// Court decisions (decisoes.go): the index, then one page each.
		{Modelo: "jurisprudencia.html", Parciais: []string{"texto-norma.html"}, Sitemap: true, Paginas: paginasJurisprudencia},
		{Modelo: "decisao.html", Parciais: []string{"texto-norma.html"}, Sitemap: true, Paginas: paginasDecisoes},
		{Modelo: "busca.html", Sitemap: true, Paginas: func(s *sitio) []*pagina {
			return []*pagina{{Titulo: "Busca", Caminho: "/busca/", Canonico: s.canonico("/busca/"),
				Descricao: "Busca no guia e nos textos das normas, com as palavras do dia a dia."}}
		}},
		{Modelo: "404.html", Casca: true, Paginas: func(*sitio) []*pagina {
			return []*pagina{{Titulo: "Página não encontrada", Caminho: "/404.html",
				Descricao: "O endereço pedido não existe no Viagem de Direito; veja o guia, a lista de normas ou a busca."}}
		}},
		// The operators' kit (kit.go): pages in the sitemap, then the embeds.
		{Modelo: "operadoras.html", Sitemap: true, Requer: c.referencias("operadoras.html"), Paginas: paginaDoKit("/operadoras/", "Para as empresas de transporte",
			"O que as empresas de ônibus devem mostrar e entregar aos beneficiários, com o código para colar no site e o cartaz para imprimir.")},
		{Modelo: "cartaz.html", Parciais: parciaisAfixado(), Sitemap: true, Requer: append(c.referencias("cartaz.html"), requerAfixado(slugArt20)...), Paginas: paginaDoKit("/cartaz/", "Cartaz para os pontos de venda",
			"Cartaz em A4 com o art. 32 do Estatuto da Juventude, a Seção II do Decreto nº 8.537/2015 e o resumo dos direitos, com código QR.")},
		{Modelo: "cartaz-afixado.html", Parciais: parciaisAfixado(), Sitemap: true, Requer: append(c.referencias("cartaz-afixado.html"), requerAfixado(slugL11975Art10)...), Paginas: paginaDoKit("/cartaz/"+slugL11975Art10+"/", "Cartaz da Lei nº 11.975/2009: arts. 1º a 7º",
			"Cartaz em A4 com os arts. 1º a 7º da Lei nº 11.975/2009, que a empresa de ônibus deve afixar no local de venda de passagens, nos terminais e nos ônibus (art. 10), com código QR.")},
		{Modelo: "recusa.html", Sitemap: true, Requer: append(c.referencias("recusa.html"), fundamentosDaRecusa(c)...), Paginas: paginaDoKit("/recusa/", "Documento de recusa do benefício",
			"Formulário para a empresa emitir, no balcão, o documento de recusa do benefício; e o que o passageiro deve receber.")},
		{Modelo: "bilhete.html", Sitemap: true, Requer: c.referencias("bilhete.html"), Paginas: paginaDoKit("/bilhete/", "O que o bilhete deve mostrar",
			"Lista para conferir o bilhete de passagem, item por item, com o dispositivo da Resolução ANTT nº 6.033/2023.")},
		// the conformance suite (conformidade.go) and the feed of changes
		// (novidades.go; the Atom file is written in saida.go)
		{Modelo: "conformidade.html", Sitemap: true, Paginas: paginasConformidade},
		{Modelo: "novidades.html", Sitemap: true, Paginas: paginasNovidades},
		// The complaint letter from any answer (site/assets/reclamacao.js): in
		// the shell, so that an answer seen offline leads to it offline; it
		// exists where the calculator does (its norms).
		{Modelo: "reclamacao.html", Parciais: []string{"calculadora-comum.html"}, Sitemap: true, Casca: true, Requer: append(c.referencias("reclamacao.html"), c.normas("calculadora.html")...), Paginas: func(s *sitio) []*pagina {
			return []*pagina{{Titulo: "Reclamação à empresa", Caminho: "/reclamacao/", Canonico: s.canonico("/reclamacao/"),
				Descricao: "Uma carta de reclamação pronta para enviar à empresa, com o que a resposta da calculadora diz, e para onde enviá-la, nesta ordem."}}
		}},
		{Modelo: "embed-norma.html", Esqueleto: "embed-base.html", SemOffline: true, Parciais: []string{"texto-norma.html"}, Paginas: paginasEmbedNormas},
		{Modelo: "embed-afixado.html", Esqueleto: "embed-base.html", SemOffline: true, Parciais: parciaisAfixado(), Requer: requerAfixado(slugArt20), Paginas: paginaDoKit(caminhoEmbed(slugArt20),
			"Art. 32 da Lei nº 12.852/2013 e Seção II do Decreto nº 8.537/2015", "")},
		{Modelo: "embed-afixado.html", Esqueleto: "embed-base.html", SemOffline: true, Parciais: parciaisAfixado(), Requer: requerAfixado(slugL11975Art10), Paginas: paginaDoKit(caminhoEmbed(slugL11975Art10),
			"Arts. 1º a 7º da Lei nº 11.975/2009", "")},
		{Modelo: "embed-vagas.html", Esqueleto: "embed-base.html", SemOffline: true, Requer: c.referencias("embed-vagas.html"), Paginas: paginaDoKit(caminhoEmbed(slugVagas), "Vagas de benefício nesta viagem", "")},
	}, tiposDaCalculadora(c)...)
}

// parciaisAfixado are the partials of the pages that show a text a norm
// requires a company to show (kit.go, textosAfixados): the norm's nodes
// and the embed's and the poster's block.
func parciaisAfixado() []string { return []string{"texto-norma.html", "afixado.html"} }

// tiposDaGeracao is the table less the kinds whose Requer names a norm or
// a dispositivo the build does not have.
func tiposDaGeracao(normas []*norma) []tipoPagina {
	c := novoCitador(normas)
	var out []tipoPagina
	for _, tp := range tiposDePagina() {
		ok := true
		for _, ref := range tp.Requer {
			if _, _, err := c.resolver(ref); err != nil {
				ok = false
			}
		}
		if ok {
			out = append(out, tp)
		}
	}
	return out
}

// saida is one page of the build, with the kind that makes it.
type saida struct {
	tipo   tipoPagina
	pagina *pagina
}

// paginasDaGeracao is the pages phase: every page of the kinds tipos, in
// the table's order, each with the build's norms and guide.
func paginasDaGeracao(tipos []tipoPagina, s *sitio, guia []secaoGuia) []saida {
	var out []saida
	for _, tp := range tipos {
		for _, p := range tp.Paginas(s) {
			p.Normas, p.Guia = s.normas, guia
			out = append(out, saida{tipo: tp, pagina: p})
		}
	}
	return out
}

// arquivoDaPagina is the file of public/ that serves the URL path c: a
// path ending in "/" is a directory with its index.html.
func arquivoDaPagina(c string) string {
	a := strings.TrimPrefix(c, "/")
	if a == "" || strings.HasSuffix(a, "/") {
		a += "index.html"
	}
	return a
}

// fundamentosDaRecusa are the norms' grounds of the sentences that state
// the refusal document's benefits, which recusa.html writes by the key the
// rules' table gives each (calculator.Categorias; {{frase .Frase}}).
func fundamentosDaRecusa(c *citadas) []string {
	frases := c.catalogo()
	var out []string
	for _, cat := range calculator.Categorias() {
		for _, o := range cat.Recusa {
			for _, fu := range frases[o.Frase].Fundamentos {
				if fu.Citacao.Norma != "" {
					out = append(out, fu.Citacao.Norma+"#"+fu.Citacao.Dispositivo)
				}
			}
		}
	}
	return out
}
