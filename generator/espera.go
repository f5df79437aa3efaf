package generator

import (
	"fmt"
	"html/template"
	"regexp"
	"slices"
	"strings"

	"viagemdedireito/calculator"
	"viagemdedireito/calculator/instante"
)

// The calculator's wait (issue 26): while the engine loads, a person who
// asked for the answer reads, in the answer's place, the rules of the
// category and mode chosen (calculadora/rede.js, esperaDoMotor). Those
// rules are the engine's own sentences, never written by hand: the
// generator asks the engine (calculator.Beneficio), for every category of
// the rules' table and every mode, with and without conventional service,
// about a representative trip, and keeps
// what the answer says for any such trip, each sentence with the citations
// the answer gives it, as links to the built site.
//
// The representative trip: between two states, on a regular line (with
// conventional service or without, as the block), boarding at a stop two hours after the line's
// start (so the answer says from where the request deadline counts, which
// holds for any boarding), asked weeks ahead, no seat counts, no prices,
// no date of birth, the Passe Livre's credential naming no companion, a
// child not taking a seat, a boat on inland waters (the defaults). It is asked twice, at two
// different times; a sentence is kept only when both answers say it word
// for word, so no sentence that carries a date, a deadline or an amount of
// that day (the request deadline, the minimum wage) is shown as if it held
// for the person's own trip; where the catalogue has, for such a dated
// template, the same rule for every trip (key + ".geral", with the same
// grounds: "Peça o bilhete com pelo menos 3 horas de antecedência…"), that
// sentence takes its place, with the citations the answer gives the dated
// one.

// blocoEspera is what the wait shows for one category in one mode, with
// or without conventional service (the one answer that turns the rules
// off or on for the whole category: the request's viagem.convencional):
// the engine's sentences (the answer's motivo and notes) and its
// documents, each with its citations as links.
type blocoEspera struct {
	Categoria, Modal string
	Convencional     bool
	Frases           []template.HTML
	Documentos       []template.HTML
}

// chaveEspera names a block: the request's categoria, viagem.modal and
// viagem.convencional.
type chaveEspera struct {
	categoria, modal string
	convencional     bool
}

// fraseEspera is a sentence of an answer with its citations.
type fraseEspera struct {
	texto    string
	citacoes []calculator.Citacao
}

// momentosEspera are the two moments the representative trip is asked
// about: when the request is made and when the line leaves.
func momentosEspera() [2][2]instante.Time {
	brasilia, manaus := instante.FixedZone("", -3*3600), instante.FixedZone("", -4*3600)
	return [2][2]instante.Time{
		{instante.Date(2026, 12, 1, 10, 0, 0, 0, brasilia), instante.Date(2026, 12, 20, 10, 0, 0, 0, brasilia)},
		{instante.Date(2027, 3, 2, 8, 17, 0, 0, manaus), instante.Date(2027, 4, 15, 19, 43, 0, 0, manaus)},
	}
}

// pedidoEspera is the representative request of the block k at the
// moments m (request, line's departure).
func pedidoEspera(k chaveEspera, m [2]instante.Time) calculator.PedidoBeneficio {
	embarque := m[1].Add(2 * instante.Hour)
	return calculator.PedidoBeneficio{Agora: m[0], Categoria: calculator.Categoria(k.categoria),
		Viagem: calculator.ViagemBeneficio{Modal: calculator.Modal(k.modal), UfOrigem: "SP", UfDestino: "RJ",
			Convencional: k.convencional, PartidaLinha: m[1], Embarque: &embarque}}
}

// chavesEspera are the blocks of the wait: every category of the table, in
// its order, every mode, with and without conventional service.
func chavesEspera() []chaveEspera {
	var out []chaveEspera
	for _, c := range calculator.Categorias() {
		for _, m := range calculator.Modal("").Valores() {
			for _, conv := range []bool{true, false} {
				out = append(out, chaveEspera{c.Valor, m, conv})
			}
		}
	}
	return out
}

// frasesDaResposta are the sentences of an answer, in its order: the
// motivo, then the notes; and its documents.
func frasesDaResposta(r calculator.RespostaBeneficio) (frases, documentos []fraseEspera) {
	frases = append(frases, fraseEspera{r.Motivo, r.MotivoFundamentos.Citacoes()})
	for _, n := range r.Notas {
		frases = append(frases, fraseEspera{n.Texto, n.Fundamentos.Citacoes()})
	}
	for i, d := range r.Documentos {
		var cs []calculator.Citacao
		if i < len(r.DocumentosFundamentos) {
			cs = r.DocumentosFundamentos[i].Citacoes()
		}
		documentos = append(documentos, fraseEspera{d, cs})
	}
	return frases, documentos
}

// frasesGerais maps each dated template of the catalogue that has a
// sentence for every trip (its key + ".geral") to that sentence: the
// template as a pattern its answers' sentences match, and the text.
type frasesGerais []struct {
	datada *regexp.Regexp
	geral  string
}

var reValor = regexp.MustCompile(`\{[1-9]\}`)

func novasFrasesGerais() frasesGerais {
	porChave := map[string]string{}
	for _, f := range calculator.Frases() {
		porChave[f.Chave] = f.Texto
	}
	var out frasesGerais
	for _, f := range calculator.Frases() {
		g, ok := porChave[f.Chave+".geral"]
		if !ok || !reValor.MatchString(f.Texto) {
			continue
		}
		partes := reValor.Split(f.Texto, -1)
		for i := range partes {
			partes[i] = regexp.QuoteMeta(partes[i])
		}
		out = append(out, struct {
			datada *regexp.Regexp
			geral  string
		}{regexp.MustCompile("^" + strings.Join(partes, "(.+?)") + "$"), g})
	}
	return out
}

// geral is the sentence for every trip of the template texto was made
// from; "" when that template has none.
func (g frasesGerais) geral(texto string) string {
	for _, x := range g {
		if x.datada.MatchString(texto) {
			return x.geral
		}
	}
	return ""
}

// comuns are the sentences of a that hold for every trip: those b (the
// same trip asked at another moment) says too, word for word and with the
// same citations; and, for a sentence that differs (it carries an instant
// or an amount of that moment), its template's sentence for every trip,
// when the catalogue has one and b says the same template with the same
// citations. The rest is left out.
func comuns(a, b []fraseEspera, g frasesGerais) []fraseEspera {
	var out []fraseEspera
	for _, x := range a {
		if slices.ContainsFunc(b, func(y fraseEspera) bool { return y.texto == x.texto && slices.Equal(y.citacoes, x.citacoes) }) {
			out = append(out, x)
			continue
		}
		if geral := g.geral(x.texto); geral != "" && slices.ContainsFunc(b, func(y fraseEspera) bool {
			return y.texto != x.texto && g.geral(y.texto) == geral && slices.Equal(y.citacoes, x.citacoes)
		}) {
			out = append(out, fraseEspera{geral, x.citacoes})
		}
	}
	return out
}

// regrasDeEspera asks the engine, for every block, what holds for the
// representative trip (see above); an answer that is an error, or a block
// with no sentence left, fails the build.
func regrasDeEspera() (map[chaveEspera][2][]fraseEspera, error) {
	out := map[chaveEspera][2][]fraseEspera{}
	g := novasFrasesGerais()
	for _, k := range chavesEspera() {
		var fs, ds [2][]fraseEspera
		for i, momento := range momentosEspera() {
			r, erros := calculator.Beneficio(pedidoEspera(k, momento))
			if len(erros) > 0 {
				return nil, fmt.Errorf("generator: espera da calculadora, %+v: o motor respondeu com erro: %s", k, erros[0].Mensagem)
			}
			fs[i], ds[i] = frasesDaResposta(r)
		}
		frases, docs := comuns(fs[0], fs[1], g), comuns(ds[0], ds[1], g)
		if len(frases) == 0 {
			return nil, fmt.Errorf("generator: espera da calculadora, %+v: nenhuma frase do motor vale para toda viagem", k)
		}
		out[k] = [2][]fraseEspera{frases, docs}
	}
	return out, nil
}

// esperaDaCalculadora is the wait's blocks, in the order of chavesEspera,
// the sentences as HTML with their citations as links resolved against
// this build.
func (s *sitio) esperaDaCalculadora() ([]blocoEspera, error) {
	regras, err := regrasDeEspera()
	if err != nil {
		return nil, err
	}
	html := func(fs []fraseEspera) ([]template.HTML, error) {
		var out []template.HTML
		for _, f := range fs {
			h := template.HTMLEscapeString(s.semQuebra(f.texto))
			if len(f.citacoes) > 0 {
				links, err := linksDaEspera(s.citador, s.porDecisao, f.citacoes)
				if err != nil {
					return nil, fmt.Errorf("generator: espera da calculadora: %q: %w", f.texto, err)
				}
				h += " (" + links + ")"
			}
			out = append(out, template.HTML(h))
		}
		return out, nil
	}
	var out []blocoEspera
	for _, k := range chavesEspera() {
		r := regras[k]
		b := blocoEspera{Categoria: k.categoria, Modal: k.modal, Convencional: k.convencional}
		if b.Frases, err = html(r[0]); err != nil {
			return nil, err
		}
		if b.Documentos, err = html(r[1]); err != nil {
			return nil, err
		}
		out = append(out, b)
	}
	return out, nil
}

// linksDaEspera writes citations as links resolved against this build,
// each once, joined by "; ": a norm's dispositivo by cit, a court decision
// by ds. A citation that does not resolve is an error.
func linksDaEspera(cit citador, ds map[string]*vistaDecisao, cs []calculator.Citacao) (string, error) {
	var links []string
	vistos := map[string]bool{}
	for _, c := range cs {
		var l template.HTML
		var err error
		switch {
		case c.Decisao != "":
			href, rotulo, e := linkDecisao(ds, c.Decisao)
			l, err = template.HTML(`<a class="decisao-link" href="`+template.HTMLEscapeString(href)+`">`+template.HTMLEscapeString(semQuebra(rotulo))+`</a>`), e
		default:
			ref := c.Norma
			if c.Dispositivo != "" {
				ref += "#" + c.Dispositivo
			}
			l, err = cit.link("cita", ref)
		}
		if err != nil {
			return "", err
		}
		if !vistos[string(l)] {
			vistos[string(l)] = true
			links = append(links, string(l))
		}
	}
	return strings.Join(links, "; "), nil
}
