package calculator

import "testing"

// The examples of calculator/contract.md, asserted at the package level.

const exemploJovem = `{"operacao": "beneficio", "agora": "2026-12-20T10:00:00-03:00", "categoria": "jovem",
 "viagem": {"modal": "rodoviario", "ufOrigem": "SP", "ufDestino": "MG", "convencional": true,
            "partidaLinha": "2026-12-24T08:00:00-03:00", "embarque": "2026-12-24T09:30:00-03:00"},
 "vagas": {"gratuitasConcedidas": 1},
 "precos": {"menorTarifa": 15001, "taxaEmbarque": 850, "pedagio": 320}}`

func TestExemploContratoJovemGratuidade(t *testing.T) {
	m := calcOK(t, exemploJovem)
	igual(t, m,
		"elegivel", true,
		"beneficio", "gratuidade",
		"descontoPercentual", 100,
		"situacao", "garantida",
		"prazos.solicitarAte", "2026-12-24T05:00:00-03:00",
		"prazos.apresentarAte", "2026-12-24T09:00:00-03:00",
		"valores.tarifa", 0, "valores.taxaEmbarque", 850, "valores.pedagio", 320, "valores.outras", 0, "valores.total", 1170,
		"vagas.gratuitas.total", 2, "vagas.gratuitas.ocupadas", 1, "vagas.gratuitas.disponiveis", 1,
	)
	for _, f := range []string{"decreto-8537-2015#art13_par2", "decreto-8537-2015#art17_par1u"} {
		if !temFundamento(m, "fundamentos", f) {
			t.Errorf("fundamentos lack %s", f)
		}
	}
}

func TestExemploContratoJovemDesconto(t *testing.T) {
	m := calcOK(t, montar(t, exemploJovem, map[string]any{"vagas.gratuitasConcedidas": 2}))
	igual(t, m, "beneficio", "desconto", "descontoPercentual", 50, "valores.tarifa", 7500, "valores.total", 8670)
}

const exemploReembolso = `{"operacao": "reembolso", "agora": "2026-12-22T09:30:00-03:00",
 "compra": {"em": "2026-12-01T12:00:00-03:00", "canal": "presencial", "tarifa": 15000,
            "taxaEmbarque": 850},
 "viagem": {"embarque": "2026-12-24T09:30:00-03:00"}}`

func TestExemploContratoReembolsoPadrao(t *testing.T) {
	m := calcOK(t, exemploReembolso)
	igual(t, m, "direito", true, "regra", "padrao",
		"valores.tarifa", 14250, "valores.taxas", 850, "valores.retencaoMaxima", 750, "valores.correcao", 0, "valores.total", 15100,
		"imediato", false, "pagarAte", "2027-01-21")
}

const exemploDisponibilidade = `{"operacao": "disponibilidade", "paradas": ["A", "B", "C", "D"],
 "concedidos": [{"categoria": "jovem", "tipo": "gratuidade", "de": 0, "ate": 2},
                {"categoria": "jovem", "tipo": "gratuidade", "de": 1, "ate": 3}],
 "trecho": {"de": 2, "ate": 3}}`

func TestExemploContratoDisponibilidade(t *testing.T) {
	for _, c := range []struct {
		de, ate, ocupadas int
	}{{2, 3, 1}, {0, 1, 1}, {1, 2, 2}} {
		m := calcOK(t, montar(t, exemploDisponibilidade, map[string]any{"trecho.de": c.de, "trecho.ate": c.ate}))
		igual(t, m, "categorias.jovem.gratuitas.ocupadas", c.ocupadas,
			"categorias.jovem.gratuitas.total", 2,
			"categorias.jovem.gratuitas.disponiveis", 2-c.ocupadas)
		if !temFundamento(m, "fundamentos", "resolucao-antt-6033-2023#art149_par6") {
			t.Error("fundamentos lack Res art149 §6")
		}
	}
}
