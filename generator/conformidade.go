package generator

import (
	"encoding/json"
	"errors"
	"html/template"
	"io/fs"
	"slices"
	"strconv"
	"strings"

	"viagemdedireito/calculator"
	"viagemdedireito/calculator/conformidade"
)

// The conformance suite (issue 29): content/conformidade/ holds the
// reviewed scenarios; the build publishes them at CaminhoConformidade
// (conformidade.Publicar, the same bytes the runner embeds) and explains
// them on the page caminhoPaginaConformidade, under the operators' kit.

const (
	// pastaConformidade is the suite's folder in the content.
	pastaConformidade = "conformidade"
	// CaminhoConformidade is the URL path of the published suite.
	CaminhoConformidade       = "/api/v1/conformidade.json"
	caminhoPaginaConformidade = "/operadoras/conformidade/"
)

// carregarSuite reads content/conformidade/; a content without the folder
// has no suite (nil), and a broken suite is an error of the build.
func carregarSuite(conteudo fs.FS, diags *diagnosticos) (*conformidade.Suite, []byte) {
	pasta, err := fs.Sub(conteudo, pastaConformidade)
	if err == nil {
		_, err = fs.Stat(pasta, "suite.json")
	}
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	var s conformidade.Suite
	if err == nil {
		s, err = conformidade.Carregar(pasta)
	}
	var b []byte
	if err == nil {
		b, err = conformidade.Publicar(s)
	}
	if err != nil {
		for _, l := range strings.Split(err.Error(), "\n") {
			diags.add(pastaConformidade+"/", 0, Erro, "suíte de conformidade: %s", l)
		}
		return nil, nil
	}
	return &s, b
}

// paginaConformidade is the Extra of the suite's page.
type paginaConformidade struct {
	Suite     *conformidade.Suite
	Caminho   string // CaminhoConformidade
	Endereco  string // its absolute URL
	Operacoes []grupoConformidade
	Revisoes  []vistaRevisao
}

// grupoConformidade is the scenarios of one operation, in the order of
// the suite (the groups in the order each operation first appears).
type grupoConformidade struct {
	Operacao string
	Cenarios []vistaCenario
}

type vistaCenario struct {
	ID, Titulo, Revisao string
	Dispositivos        []template.HTML // links to each dispositivo tested
}

// vistaRevisao is a rules revision as the suite's page lists it (#regras).
type vistaRevisao struct {
	ID, Nome, Data string
}

// idRevisao is the anchor of revision r on the suite's page.
func idRevisao(r calculator.Revisao) string {
	id := "regras-revisao-" + strconv.Itoa(r.Numero)
	if r.Parte != "" {
		id += "-" + strings.ToLower(r.Parte)
	}
	return id
}

// nomeRevisao is "revisão 3" or "revisão 3, parte R4".
func nomeRevisao(r calculator.Revisao) string {
	n := "revisão " + strconv.Itoa(r.Numero)
	if r.Parte != "" {
		n += ", parte " + r.Parte
	}
	return n
}

// paginasConformidade is the suite's page, when the content has a suite.
// Every dispositivo a scenario names links to its place in the published
// norms (or a decision's page); one without a destination fails the build.
func paginasConformidade(s *sitio) []*pagina {
	if s.suite == nil {
		return nil
	}
	x := &paginaConformidade{Suite: s.suite, Caminho: CaminhoConformidade, Endereco: s.canonico(CaminhoConformidade)}
	for _, c := range s.suite.Cenarios {
		op := operacaoDoPedido(c.Pedido)
		i := slices.IndexFunc(x.Operacoes, func(g grupoConformidade) bool { return g.Operacao == op })
		if i < 0 {
			x.Operacoes = append(x.Operacoes, grupoConformidade{Operacao: op})
			i = len(x.Operacoes) - 1
		}
		v := vistaCenario{ID: c.ID, Titulo: c.Titulo, Revisao: c.Revisao}
		for _, d := range c.Dispositivos {
			v.Dispositivos = append(v.Dispositivos, s.linkCitacao(d))
		}
		g := &x.Operacoes[i]
		g.Cenarios = append(g.Cenarios, v)
	}
	for _, r := range calculator.Revisoes() {
		x.Revisoes = append(x.Revisoes, vistaRevisao{ID: idRevisao(r), Nome: nomeRevisao(r), Data: dataBR(r.Data)})
	}
	return []*pagina{{Titulo: "Suíte de conformidade", Caminho: caminhoPaginaConformidade, Canonico: s.canonico(caminhoPaginaConformidade),
		Descricao: "Situações com a resposta que a lei dá, para a empresa conferir se o seu sistema de venda concede as vagas, os prazos e os preços certos.",
		Extra:     x}}
}

// linkCitacao is the link to a citation id ("norma#dispositivo" or a
// decision's slug); an id the build cannot resolve is written as plain
// text in a span.citacao-sem-destino, which a test of the real site
// forbids (every dispositivo the suite names is published).
func (s *sitio) linkCitacao(id string) template.HTML {
	if !strings.Contains(id, "#") {
		if href, rotulo, err := linkDecisao(s.porDecisao, id); err == nil {
			return template.HTML(`<a class="decisao-link" href="` + template.HTMLEscapeString(href) + `">` + template.HTMLEscapeString(semQuebra(rotulo)) + `</a>`)
		}
	}
	h, err := s.citador.link("cita", id)
	if err != nil {
		return template.HTML(`<span class="citacao-sem-destino">` + template.HTMLEscapeString(id) + `</span>`)
	}
	return h
}

// operacaoDoPedido is the request's "operacao".
func operacaoDoPedido(pedido []byte) string {
	var p struct {
		Operacao string `json:"operacao"`
	}
	_ = json.Unmarshal(pedido, &p) // the suite was validated: a JSON object with operacao
	return p.Operacao
}
