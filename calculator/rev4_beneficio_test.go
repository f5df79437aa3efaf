package calculator

import (
	"strings"
	"testing"
)

// Rules revision 4 in the benefit answers: R4 (the counter, late or
// rebooking), R5 (where each rule reaches) and R8 "Seats not said".

// R8: a count left out is not a count of zero.
func TestRev4VagasNaoDitas(t *testing.T) {
	for _, c := range []struct {
		nome                string
		ed                  map[string]any
		beneficio           string
		gratuitas           any // nil: null
		descontos           any
		motivo, semNoMotivo string
	}{
		{"jovem, no count", map[string]any{"vagas": map[string]any{}}, benGratuidade, nil, nil, "enquanto restar uma delas", "já concedidas"},
		{"jovem, only the discount count", map[string]any{"vagas.descontosConcedidos": 1}, benGratuidade, nil, 1.0, "enquanto restar uma delas", "já concedidas"},
		{"jovem, 1 free granted, discount not said", map[string]any{"vagas.gratuitasConcedidas": 1}, benGratuidade, 1.0, nil, "1 de 2", "com desconto já"},
		{"jovem, 2 free granted, discount not said", map[string]any{"vagas.gratuitasConcedidas": 2}, benDesconto, 0.0, nil, "não foi informado", "restam"},
		{"jovem, 2 free granted, 0 discounts", map[string]any{"vagas.gratuitasConcedidas": 2, "vagas.descontosConcedidos": 0}, benDesconto, 0.0, 2.0, "0 de 2", "não foi informado"},
		{"jovem, 2 and 2", map[string]any{"vagas.gratuitasConcedidas": 2, "vagas.descontosConcedidos": 2}, benNenhum, 0.0, 0.0, "já foram concedidas", "não foi informado"},
		{"idoso, 2 free granted, discount not said: no number anyway", map[string]any{"categoria": "idoso", "vagas.gratuitasConcedidas": 2}, benDesconto, 0.0, nil, "sem limite de vagas", "não foi informado"},
		{"idoso, 0 granted", map[string]any{"categoria": "idoso", "vagas.gratuitasConcedidas": 0}, benGratuidade, 2.0, nil, "0 de 2", ""},
	} {
		m := calcOK(t, montar(t, baseBeneficio, c.ed))
		igual(t, m, "beneficio", c.beneficio)
		v, _ := m["vagas"].(map[string]any)
		if v == nil {
			t.Errorf("%s: vagas null", c.nome)
			continue
		}
		disp := func(k string) any {
			if x, ok := v[k].(map[string]any); ok {
				return x["disponiveis"]
			}
			return v[k]
		}
		if disp("gratuitas") != c.gratuitas || disp("descontos") != c.descontos {
			t.Errorf("%s: gratuitas %v descontos %v; want disponiveis %v, %v", c.nome, v["gratuitas"], v["descontos"], c.gratuitas, c.descontos)
		}
		s, _ := m["motivo"].(string)
		if !strings.Contains(s, c.motivo) || c.semNoMotivo != "" && strings.Contains(s, c.semNoMotivo) {
			t.Errorf("%s: motivo %q", c.nome, s)
		}
	}
}

// R4: the counter after the presentation time, free seat not yet granted:
// both halves, conditional. Boarding 24/12 09:30 (presentation until 09:00).
func TestRev4ApresentacaoPassou(t *testing.T) {
	for _, c := range []struct {
		nome      string
		ed        map[string]any
		trecho    string
		fundament []string
	}{
		{"idoso, trem", map[string]any{"categoria": "idoso", "viagem.modal": "ferroviario"}, "Se você chegou ao terminal de embarque antes desse horário",
			[]string{"decreto-9921-2019#art39_par4", "decreto-9921-2019#art39_par5", "decreto-9921-2019#art39_par6"}},
		{"idoso, barco", map[string]any{"categoria": "idoso", "viagem.modal": "aquaviario"}, "se não chegou, o decreto prevê a perda do benefício",
			[]string{"decreto-9921-2019#art39_par5", "decreto-9921-2019#art39_par6"}},
		{"idoso, ônibus", map[string]any{"categoria": "idoso"}, "Se você se apresentou para o embarque antes desse horário",
			[]string{"resolucao-antt-6033-2023#art154", "resolucao-antt-6033-2023#art154_par1u"}},
		{"jovem, ônibus", map[string]any{}, "continua disponível aos beneficiários enquanto não for vendido",
			[]string{"resolucao-antt-6033-2023#art154", "resolucao-antt-6033-2023#art154_par1u", "decreto-8537-2015#art13_par6"}},
		{"Passe Livre, ônibus", map[string]any{"categoria": "pcd"}, "Se você se apresentou para o embarque antes desse horário",
			[]string{"resolucao-antt-6033-2023#art154_par1u"}},
	} {
		for _, agora := range []string{"2026-12-24T09:01:00-03:00", "2026-12-24T09:29:00-03:00"} {
			ed := map[string]any{"agora": agora}
			for k, v := range c.ed {
				ed[k] = v
			}
			m := calcOK(t, montar(t, baseBeneficio, ed))
			n := notaCom(m, "Passou o horário de apresentação", c.trecho)
			if n == nil {
				t.Errorf("%s, %s: %v", c.nome, agora, m["notas"])
				continue
			}
			for _, f := range c.fundament {
				if !temFundamento(n, "fundamentos", f) {
					t.Errorf("%s: sem %s", c.nome, f)
				}
			}
		}
		// At the presentation time itself the sentence is the instruction.
		ed := map[string]any{"agora": "2026-12-24T09:00:00-03:00"}
		for k, v := range c.ed {
			ed[k] = v
		}
		if n := notaCom(calcOK(t, montar(t, baseBeneficio, ed)), "Passou o horário de apresentação"); n != nil {
			t.Errorf("%s: at 09:00 the presentation has not passed: %v", c.nome, n)
		}
	}
}

// R4 (C5): the youth with every seat taken once the trip has started is
// told what holds for another trip; before boarding, not.
func TestRev4JovemSemVagasViagemComecou(t *testing.T) {
	cheio := map[string]any{"vagas.gratuitasConcedidas": 2, "vagas.descontosConcedidos": 2}
	for agora, quer := range map[string]bool{"2026-12-24T09:29:00-03:00": false, "2026-12-24T09:30:00-03:00": true, "2026-12-25T10:00:00-03:00": true} {
		ed := map[string]any{"agora": agora}
		for k, v := range cheio {
			ed[k] = v
		}
		m := calcOK(t, montar(t, baseBeneficio, ed))
		igual(t, m, "beneficio", "nenhum")
		n := notaCom(m, "A sua viagem começou em", "Para outra viagem")
		if (n != nil) != quer {
			t.Errorf("agora %s: nota %v, quer %v", agora, n, quer)
		}
		if n != nil && !temFundamento(n, "fundamentos", "lei-12852-2013#art32_cpt_inc1") {
			t.Errorf("agora %s: %v", agora, n)
		}
	}
}

// R4 (C11): rebooking a benefit ticket never says "você paga a diferença"
// as a fact; the amounts stay as the contract defines them.
func TestRev4RemarcacaoBeneficio(t *testing.T) {
	m := calcOK(t, montar(t, baseRemarcacao, map[string]any{"valorPago": 0, "novoValor": 16000}))
	igual(t, m, "diferenca", 16000, "totalAPagar", 16000)
	if n := notaCom(m, "o benefício é pedido de novo", "só se não restar vaga da sua categoria", "R$ 160,00"); n == nil ||
		!temFundamento(n, "fundamentos", "resolucao-antt-6033-2023#art149") {
		t.Errorf("notas %v", m["notas"])
	}
	if n := notaCom(m, "você paga a diferença"); n != nil {
		t.Errorf("a benefit ticket told to pay: %v", n)
	}
	// A paid ticket keeps the sentence; one centavo paid is not a benefit.
	m = calcOK(t, montar(t, baseRemarcacao, map[string]any{"valorPago": 1, "novoValor": 16000}))
	if n := notaCom(m, "você paga a diferença"); n == nil {
		t.Errorf("valorPago 1: %v", m["notas"])
	}
	// No difference: nothing to condition.
	m = calcOK(t, montar(t, baseRemarcacao, map[string]any{"valorPago": 0, "novoValor": 0}))
	igual(t, m, "diferenca", 0)
}
