package generator

import (
	"io/fs"
	"sort"
	"strings"
	"text/template/parse"

	"viagemdedireito/site"
)

// The calculator's pages (site/templates/calculadora.html, reembolso.html
// and atraso.html, drawn by site/assets/calculadora.js over the WebAssembly
// module that generator/internal/modulo builds): rows of the table of
// outputs like any other page. Their templates ask for the assets
// calculadora.css, calculadora.js, calculadora.wasm and wasm_exec.js.
func tiposDaCalculadora(c *citadas) []tipoPagina {
	return []tipoPagina{
		{Modelo: "calculadora.html", Parciais: []string{"calculadora-comum.html"}, Sitemap: true, Casca: true, Requer: c.normas("calculadora.html"),
			Paginas: paginaDaCalculadora("/calculadora/", "Tenho direito?",
				"Veja se você tem direito a viajar de graça ou com desconto entre estados, até quando pedir, o que levar e quanto pagar, com a lei de cada regra.")},
		{Modelo: "reembolso.html", Parciais: []string{"calculadora-comum.html"}, Sitemap: true, Casca: true, Requer: c.normas("reembolso.html"),
			Paginas: paginaDaCalculadora("/calculadora/reembolso/", "Quanto recebo de volta?",
				"Quanto volta ao cancelar ou remarcar uma passagem interestadual, e até quando pedir, com a lei de cada regra.")},
		{Modelo: "atraso.html", Parciais: []string{"calculadora-comum.html"}, Sitemap: true, Casca: true, Requer: c.referencias("atraso.html"),
			Paginas: paginaDaCalculadora("/calculadora/atraso/", "A viagem atrasou?",
				"O que a empresa de ônibus deve quando a partida atrasa, a viagem para no caminho ou a classe muda, com a lei de cada regra.")},
	}
}

func paginaDaCalculadora(caminho, titulo, descricao string) func(s *sitio) []*pagina {
	return func(s *sitio) []*pagina {
		return []*pagina{{Titulo: titulo, Descricao: descricao, Caminho: caminho, Canonico: s.canonico(caminho)}}
	}
}

// citadas answers, for the table of page kinds, what a template cites:
// the catalogue of sentences made once, at its first use.
type citadas struct {
	frases catalogoFrases
}

func (c *citadas) catalogo() catalogoFrases {
	if c.frases == nil {
		c.frases = novoCatalogoFrases()
	}
	return c.frases
}

// normas lists the norms (slugs) that the template modelo of
// site.Templates cites by constant reference ({{cita "slug#id"}} and the
// other citation functions): a build without one of them leaves the kind
// out, as Requer says, instead of failing on the citation. A template that
// does not parse lists nothing; the build reports its error.
func (c *citadas) normas(modelo string) []string {
	visto := map[string]bool{}
	for _, ref := range c.referencias(modelo) {
		slug, _, _ := strings.Cut(ref, "#")
		visto[slug] = true
	}
	out := make([]string, 0, len(visto))
	for s := range visto {
		out = append(out, s)
	}
	sort.Strings(out)
	return out
}

// referencias lists, sorted and once each, the constant references
// ("slug#id" or "slug") that the template modelo of site.Templates cites,
// by a citation of its own or as the grounds of a sentence of the
// catalogue it writes ({{frase "chave"}}).
//
// One catalogue serves every call of a build's table of page kinds
// (citadas: novoCatalogoFrases is about 0.3 ms, and the table asks a dozen
// templates).
func (c *citadas) referencias(modelo string) []string {
	src, err := fs.ReadFile(site.Templates, "templates/"+modelo)
	if err != nil {
		return nil
	}
	t := parse.New(modelo)
	t.Mode = parse.SkipFuncCheck
	arvores := map[string]*parse.Tree{}
	if _, err := t.Parse(string(src), "{{", "}}", arvores); err != nil {
		return nil
	}
	visto := map[string]bool{}
	for _, a := range arvores {
		chamadasDeCitacao(a.Root, func(_ *parse.CommandNode, _, ref string) {
			visto[ref] = true
		})
		// and the norms' grounds of the catalogue's sentences it writes
		chamadasDe(a.Root, []string{"frase"}, func(_ *parse.CommandNode, _, chave string) {
			for _, fu := range c.catalogo()[chave].Fundamentos {
				if fu.Citacao.Norma != "" {
					visto[fu.Citacao.Norma+"#"+fu.Citacao.Dispositivo] = true
				}
			}
		})
	}
	out := make([]string, 0, len(visto))
	for s := range visto {
		out = append(out, s)
	}
	sort.Strings(out)
	return out
}
