package generator

import (
	"fmt"
	"html/template"
	"slices"

	"viagemdedireito/calculator"
	"viagemdedireito/calculator/instante"
)

// The calculator's wait (issue 26): while the engine loads, a person who
// asked for the answer reads, in the answer's place, the rules of the
// category and mode chosen (calculadora/rede.js, esperaDoMotor). Those
// rules are the engine's own sentences, never written by hand: the
// generator asks the engine (calculator.Beneficio), for every category of
// the rules' table and every mode, about a representative trip, and keeps
// what the answer says for any such trip, each sentence with the citations
// the answer gives it, as links to the built site.
//
// The representative trip: between two states, on a regular line with
// conventional service, the line starting where the passenger boards,
// asked weeks ahead, no seat counts, no prices, no date of birth, the
// Passe Livre's credential naming no companion, a child not taking a seat,
// a boat on inland waters (the defaults). It is asked twice, at two
// different times; a sentence is kept only when both answers say it word
// for word, so no sentence that carries a date, a deadline or an amount of
// that day (the request deadline, the minimum wage) is shown as if it held
// for the person's own trip.

// blocoEspera is what the wait shows for one category in one mode: the
// engine's sentences (the answer's motivo and notes) and its documents,
// each with its citations as links.
type blocoEspera struct {
	Categoria, Modal string
	Frases           []template.HTML
	Documentos       []template.HTML
}

// fraseEspera is a sentence of an answer with its citations.
type fraseEspera struct {
	texto    string
	citacoes []calculator.Citacao
}

// momentosEspera are the two moments the representative trip is asked
// about: when the request is made and when the line leaves.
var momentosEspera = [2][2]instante.Time{
	{instante.Date(2026, 12, 1, 10, 0, 0, 0, instante.FixedZone("", -3*3600)),
		instante.Date(2026, 12, 20, 10, 0, 0, 0, instante.FixedZone("", -3*3600))},
	{instante.Date(2027, 3, 2, 8, 17, 0, 0, instante.FixedZone("", -4*3600)),
		instante.Date(2027, 4, 15, 19, 43, 0, 0, instante.FixedZone("", -4*3600))},
}

// pedidoEspera is the representative request for category cat in mode
// modal at the moments m (request, line's departure).
func pedidoEspera(cat, modal string, m [2]instante.Time) calculator.PedidoBeneficio {
	return calculator.PedidoBeneficio{Agora: m[0], Categoria: calculator.Categoria(cat),
		Viagem: calculator.ViagemBeneficio{Modal: calculator.Modal(modal), UfOrigem: "SP", UfDestino: "RJ",
			Convencional: true, PartidaLinha: m[1]}}
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

// comuns are the sentences of a also in b, with the same citations.
func comuns(a, b []fraseEspera) []fraseEspera {
	var out []fraseEspera
	for _, x := range a {
		if slices.ContainsFunc(b, func(y fraseEspera) bool { return y.texto == x.texto && slices.Equal(y.citacoes, x.citacoes) }) {
			out = append(out, x)
		}
	}
	return out
}

// regrasDeEspera asks the engine, for every category and mode, what holds
// for the representative trip (see above); an answer that is an error, or
// a category and mode with no sentence left, fails the build.
func regrasDeEspera() (map[[2]string][2][]fraseEspera, error) {
	out := map[[2]string][2][]fraseEspera{}
	for _, c := range calculator.Categorias() {
		for _, m := range calculator.Modal("").Valores() {
			var fs, ds [2][]fraseEspera
			for i, momento := range momentosEspera {
				r, erros := calculator.Beneficio(pedidoEspera(c.Valor, m, momento))
				if len(erros) > 0 {
					return nil, fmt.Errorf("generator: espera da calculadora, %s, %s: o motor respondeu com erro: %s", c.Valor, m, erros[0].Mensagem)
				}
				fs[i], ds[i] = frasesDaResposta(r)
			}
			frases, docs := comuns(fs[0], fs[1]), comuns(ds[0], ds[1])
			if len(frases) == 0 {
				return nil, fmt.Errorf("generator: espera da calculadora, %s, %s: nenhuma frase do motor vale para toda viagem", c.Valor, m)
			}
			out[[2]string{c.Valor, m}] = [2][]fraseEspera{frases, docs}
		}
	}
	return out, nil
}

// esperaDaCalculadora is the wait's blocks, one per category (in the
// table's order) and mode, the sentences as HTML with their citations as
// links resolved against this build.
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
				links, err := linksDeCitacoes(s.citador, s.porDecisao, f.citacoes)
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
	for _, c := range calculator.Categorias() {
		for _, m := range calculator.Modal("").Valores() {
			r := regras[[2]string{c.Valor, m}]
			b := blocoEspera{Categoria: c.Valor, Modal: m}
			if b.Frases, err = html(r[0]); err != nil {
				return nil, err
			}
			if b.Documentos, err = html(r[1]); err != nil {
				return nil, err
			}
			out = append(out, b)
		}
	}
	return out, nil
}
