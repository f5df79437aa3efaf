package calculator

import (
	"os"
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

// R5: the conventional-service condition is the regulation's, said per
// category; on road the STJ decision for what its ementa says.
func TestRev5SemConvencional(t *testing.T) {
	for _, c := range []struct {
		nome          string
		ed            map[string]any
		motivoFund    []string
		semMotivoFund []string
		stj           bool
	}{
		{"idoso, ônibus", map[string]any{"categoria": "idoso"}, []string{"lei-10741-2003#art40", "lei-10741-2003#art40_par1u", "decreto-9921-2019#art39", "resolucao-antt-6033-2023#art149"}, nil, true},
		{"idoso, trem", map[string]any{"categoria": "idoso", "viagem.modal": "ferroviario"}, []string{"lei-10741-2003#art40", "decreto-9921-2019#art39"}, []string{"resolucao-antt-6033-2023#art149"}, false},
		{"pcd, ônibus", map[string]any{"categoria": "pcd"}, []string{"lei-8899-1994#art1", "lei-8899-1994#art2", "decreto-3691-2000#art1", "resolucao-antt-6033-2023#art149"}, nil, true},
		{"pcd, barco", map[string]any{"categoria": "pcd", "viagem.modal": "aquaviario"}, []string{"lei-8899-1994#art2", "decreto-3691-2000#art1"}, []string{"resolucao-antt-6033-2023#art149"}, false},
		{"acompanhante, ônibus", map[string]any{"categoria": "pcd_acompanhante"}, []string{"resolucao-antt-6033-2023#art149_par3", "resolucao-antt-6033-2023#art149"}, []string{"lei-8899-1994#art1"}, false},
		{"jovem, ônibus", map[string]any{}, []string{"lei-12852-2013#art32", "decreto-8537-2015#art13"}, nil, false},
		{"jovem, trem", map[string]any{"viagem.modal": "ferroviario"}, []string{"lei-12852-2013#art32", "decreto-8537-2015#art13"}, []string{"resolucao-antt-6033-2023#art149"}, false},
	} {
		ed := map[string]any{"viagem.convencional": false}
		for k, v := range c.ed {
			ed[k] = v
		}
		m := calcOK(t, montar(t, baseBeneficio, ed))
		igual(t, m, "beneficio", "nao_se_aplica")
		for _, f := range c.motivoFund {
			if !temFundamento(m, "motivoFundamentos", f) {
				t.Errorf("%s: motivo sem %s: %v", c.nome, f, m["motivo"])
			}
		}
		for _, f := range c.semMotivoFund {
			if temFundamento(m, "motivoFundamentos", f) {
				t.Errorf("%s: motivo cita %s", c.nome, f)
			}
		}
		// the condition is the regulation's: no sentence says the benefit
		// or the rules "do not apply" (review 2026-12-03, finding 1)
		if txt := todoOTexto(m); strings.Contains(txt, "não se aplica") {
			t.Errorf("%s: a resposta diz que o benefício não se aplica: %s", c.nome, txt)
		}
		n := notaCom(m, "Superior Tribunal de Justiça", "denotam excesso no poder regulamentar")
		if (n != nil) != c.stj {
			t.Errorf("%s: nota do STJ %v, quer %v", c.nome, n, c.stj)
		}
		if n != nil && !temFundamento(n, "fundamentos", "decisao:stj-agint-resp-kukina-2025") {
			t.Errorf("%s: %v", c.nome, n)
		}
	}
	// A child's rule has no service condition.
	m := calcOK(t, montar(t, baseBeneficio, map[string]any{"categoria": "crianca", "viagem.convencional": false}))
	igual(t, m, "beneficio", "gratuidade")
}

// R5: waterway: the decrees' list for the youth and the elderly; the open
// sea is sem_previsao for them, unchanged for the others.
func TestRev5Navegacao(t *testing.T) {
	for _, c := range []struct {
		cat, navegacao, beneficio string
		lista                     bool
	}{
		{"jovem", "", "gratuidade", true}, {"jovem", "interior", "gratuidade", true}, {"jovem", "maritima", "sem_previsao", false},
		{"idoso", "", "gratuidade", true}, {"idoso", "maritima", "sem_previsao", false},
		{"pcd", "maritima", "gratuidade", false}, {"pcd_acompanhante", "maritima", "sem_previsao", false},
		{"crianca", "maritima", "sem_previsao", false},
	} {
		ed := map[string]any{"categoria": c.cat, "viagem.modal": "aquaviario"}
		if c.navegacao != "" {
			ed["viagem.navegacao"] = c.navegacao
		}
		m := calcOK(t, montar(t, baseBeneficio, ed))
		igual(t, m, "beneficio", c.beneficio)
		if n := notaCom(m, "rios, lagos, lagoas e baías"); (n != nil) != c.lista {
			t.Errorf("%s %s: nota da lista %v", c.cat, c.navegacao, n)
		}
		if c.navegacao == "maritima" && (c.cat == "jovem" || c.cat == "idoso") {
			s, _ := m["motivo"].(string)
			if !strings.Contains(s, "Rota em mar aberto") || strings.Contains(s, "exclu") || !temFundamento(m, "motivoFundamentos", "resolucao-antaq-81-2022#art1") {
				t.Errorf("%s: motivo %q", c.cat, s)
			}
			igual(t, m, "elegivel", nil, "situacao", nil)
		}
		if n := notaCom(m, "Resolução ANTAQ nº 81/2022 regula"); n == nil || !temFundamento(n, "fundamentos", "resolucao-antaq-81-2022#art2_cpt_inc3") {
			t.Errorf("%s %s: nota da RA81 %v", c.cat, c.navegacao, m["notas"])
		}
	}
	// Read only with aquaviario: on a bus, maritima changes nothing.
	a := calcOK(t, montar(t, baseBeneficio, map[string]any{"viagem.navegacao": "maritima"}))
	b := calcOK(t, baseBeneficio)
	if a["motivo"] != b["motivo"] || len(a["notas"].([]any)) != len(b["notas"].([]any)) {
		t.Errorf("navegacao read on road")
	}
	m := calc(t, montar(t, baseBeneficio, map[string]any{"viagem.navegacao": "oceano"}))
	igual(t, m, "ok", false, "erros.0.campo", "viagem.navegacao", "erros.0.codigo", "valor_invalido")
}

// R5: every rail answer names R5974 (the elderly's also art2 VI); every
// waterway answer RA81; road ones neither.
func TestRev5RegulamentosFerroviarioAquaviario(t *testing.T) {
	for _, cat := range []string{"jovem", "idoso", "pcd", "pcd_acompanhante", "crianca"} {
		for _, ed := range []map[string]any{{}, {"viagem.convencional": false}, {"viagem.ufDestino": "SP"}} {
			e := map[string]any{"categoria": cat, "viagem.modal": "ferroviario"}
			for k, v := range ed {
				e[k] = v
			}
			m := calcOK(t, montar(t, baseBeneficio, e))
			n := notaCom(m, "Resolução ANTT nº 5.974/2022 regula")
			if n == nil || !temFundamento(n, "fundamentos", "resolucao-antt-5974-2022#art1") ||
				temFundamento(n, "fundamentos", "resolucao-antt-5974-2022#art2_cpt_inc6") != (cat == "idoso") {
				t.Errorf("%s %v: %v", cat, ed, m["notas"])
			}
			e["viagem.modal"] = "rodoviario"
			if n := notaCom(calcOK(t, montar(t, baseBeneficio, e)), "5.974"); n != nil {
				t.Errorf("%s on road: %v", cat, n)
			}
		}
	}
}

// R5: where to ask, on road, with the request sentences; documents off road.
func TestRev5OndePedirEDocumentos(t *testing.T) {
	for agora, quer := range map[string]bool{"2026-12-20T10:00:00-03:00": true, "2026-12-24T06:00:00-03:00": true, "2026-12-24T09:30:00-03:00": false} {
		m := calcOK(t, montar(t, baseBeneficio, map[string]any{"agora": agora}))
		n := notaCom(m, "qualquer ponto de venda da empresa")
		if (n != nil) != quer || n != nil && !temFundamento(n, "fundamentos", "resolucao-antt-6033-2023#art150") {
			t.Errorf("agora %s: %v", agora, n)
		}
	}
	if n := notaCom(calcOK(t, montar(t, baseBeneficio, map[string]any{"viagem.modal": "ferroviario"})), "qualquer ponto de venda"); n != nil {
		t.Errorf("rail: %v", n)
	}
	m := calcOK(t, montar(t, baseBeneficio, map[string]any{"categoria": "pcd", "viagem.modal": "aquaviario"}))
	if d, _ := m["documentos"].([]any); len(d) != 1 || !strings.Contains(d[0].(string), "credencial do Passe Livre") ||
		!temFundamento(m, "documentosFundamentos.0", "portaria-minfra-1579-2022#art2") {
		t.Errorf("Passe Livre no barco: %v %v", m["documentos"], m["documentosFundamentos"])
	}
	m = calcOK(t, montar(t, baseBeneficio, map[string]any{"categoria": "idoso", "viagem.modal": "aquaviario"}))
	if n := notaCom(m, "Carteira da Pessoa Idosa digital", "confirme com a empresa"); n == nil {
		t.Errorf("idoso no barco: %v", m["notas"])
	}
	if n := notaCom(calcOK(t, montar(t, baseBeneficio, map[string]any{"categoria": "idoso"})), "Carteira da Pessoa Idosa digital"); n != nil {
		t.Errorf("idoso no ônibus: %v", n)
	}
}

// The examples of contract.md, "Revision 4", "R4/R5/R8 vagas": each
// request is in the file as written here, and answers as the file says.
func TestRev4ExemplosDoContrato(t *testing.T) {
	b, err := os.ReadFile("contract.md")
	if err != nil {
		t.Fatal(err)
	}
	const maritima = `{"operacao": "beneficio", "agora": "2026-12-20T10:00:00-03:00", "categoria": "jovem",
 "viagem": {"modal": "aquaviario", "navegacao": "maritima", "ufOrigem": "PE", "ufDestino": "RN",
            "convencional": true, "partidaLinha": "2026-12-24T08:00:00-03:00"}}`
	const semDescontos = `{"operacao": "beneficio", "agora": "2026-12-20T10:00:00-03:00", "categoria": "jovem",
 "viagem": {"modal": "rodoviario", "ufOrigem": "SP", "ufDestino": "MG", "convencional": true,
            "partidaLinha": "2026-12-24T08:00:00-03:00"},
 "vagas": {"gratuitasConcedidas": 2}}`
	for _, ex := range []string{maritima, semDescontos} {
		if !strings.Contains(string(b), "```json\n"+ex+"\n```") {
			t.Errorf("contract.md lacks the example %s", ex)
		}
	}
	m := calcOK(t, maritima)
	igual(t, m, "beneficio", "sem_previsao", "elegivel", nil, "situacao", nil)
	for _, f := range []string{"resolucao-antaq-81-2022#art1", "decreto-8537-2015#art13_par1_inc3"} {
		if !temFundamento(m, "motivoFundamentos", f) {
			t.Errorf("maritima: motivo sem %s", f)
		}
	}
	for _, nav := range []any{"interior", nil} {
		m = calcOK(t, montar(t, maritima, map[string]any{"viagem.navegacao": nav}))
		igual(t, m, "beneficio", "gratuidade")
		if notaCom(m, "rios, lagos, lagoas e baías") == nil {
			t.Errorf("navegacao %v: no note on the decree's list", nav)
		}
	}
	m = calcOK(t, semDescontos)
	igual(t, m, "beneficio", "desconto", "vagas.gratuitas.total", 2, "vagas.gratuitas.ocupadas", 2, "vagas.gratuitas.disponiveis", 0,
		"vagas.descontos", nil)
	if s, _ := m["motivo"].(string); !strings.Contains(s, "não foi informado") {
		t.Errorf("motivo %q", s)
	}
}

// todoOTexto is every sentence of an answer: its motivo and its notes.
func todoOTexto(m map[string]any) string {
	txt, _ := m["motivo"].(string)
	notas, _ := m["notas"].([]any)
	for _, n := range notas {
		if o, ok := n.(map[string]any); ok {
			s, _ := o["texto"].(string)
			txt += "\n" + s
		}
	}
	return txt
}
