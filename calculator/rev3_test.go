package calculator

import (
	"strings"
	"testing"
)

// Rules revision 3 (R1): the elderly in every mode (Decreto nº 9.921/2019).
// Boundaries: 500 vs 501 km; the 60th birthday on the trip day in Acre time;
// the discount on rail without a request deadline; documents and fees.
func TestRev3IdosoEmTodosOsModais(t *testing.T) {
	idoso := func(ed map[string]any) map[string]any {
		out := map[string]any{"categoria": "idoso"}
		for k, v := range ed {
			out[k] = v
		}
		return out
	}
	rodarBeneficio(t, []casoBeneficio{
		{"D9921 art39 §2 I, §6: train, free seat, 3 h and 30 min", idoso(map[string]any{"viagem.modal": "ferroviario"}),
			[]any{"beneficio", "gratuidade", "prazos.solicitarAte", "2026-12-24T05:00:00-03:00", "prazos.apresentarAte", "2026-12-24T09:00:00-03:00",
				"prazos.comprarAPartirDe", nil, "situacao", "garantida"}},
		{"D9921 art39 §4–§5: train, one minute after the deadline", idoso(map[string]any{"viagem.modal": "ferroviario", "agora": "2026-12-24T05:01:00-03:00"}),
			[]any{"beneficio", "gratuidade", "situacao", "sujeita_a_disponibilidade"}},
		{"D9921 art40: boat, discount without request deadline", idoso(map[string]any{"viagem.modal": "aquaviario", "vagas.gratuitasConcedidas": 2}),
			[]any{"beneficio", "desconto", "prazos.solicitarAte", nil, "prazos.apresentarAte", "2026-12-24T09:00:00-03:00", "situacao", "garantida",
				"prazos.comprarAPartirDe", nil}},
		{"D9921 art40: boat, discount, at boarding encerrada", idoso(map[string]any{"viagem.modal": "aquaviario", "vagas.gratuitasConcedidas": 2,
			"agora": "2026-12-24T09:30:00-03:00"}),
			[]any{"beneficio", "desconto", "prazos.solicitarAte", nil, "situacao", "encerrada"}},
		{"D9921 art40 p.u. I: 500 km → 6 h before boarding", idoso(map[string]any{"viagem.modal": "ferroviario", "vagas.gratuitasConcedidas": 2,
			"viagem.distanciaKm": 500}),
			[]any{"beneficio", "desconto", "prazos.comprarAPartirDe", "2026-12-24T03:30:00-03:00"}},
		{"D9921 art40 p.u. II: 501 km → 12 h before boarding", idoso(map[string]any{"viagem.modal": "ferroviario", "vagas.gratuitasConcedidas": 2,
			"viagem.distanciaKm": 501}),
			[]any{"beneficio", "desconto", "prazos.comprarAPartirDe", "2026-12-23T21:30:00-03:00"}},
		{"D9921 art40 p.u.: road discount, 501 km, deadline of the Res kept", idoso(map[string]any{"vagas.gratuitasConcedidas": 2,
			"viagem.distanciaKm": 501}),
			[]any{"beneficio", "desconto", "prazos.comprarAPartirDe", "2026-12-23T21:30:00-03:00", "prazos.solicitarAte", "2026-12-24T05:00:00-03:00"}},
		{"D9921 art40 p.u.: the window never turns desconto into nenhum", idoso(map[string]any{"vagas.gratuitasConcedidas": 2,
			"viagem.distanciaKm": 10, "agora": "2026-12-24T09:00:00-03:00"}),
			[]any{"elegivel", true, "beneficio", "desconto"}},
		{"D9921 art40 p.u.: the distance does not touch a free seat", idoso(map[string]any{"viagem.distanciaKm": 800}),
			[]any{"beneficio", "gratuidade", "prazos.comprarAPartirDe", nil}},
		{"EPI art1: 60th birthday on the trip day in Acre time (00:30 −05:00)", idoso(map[string]any{"nascimento": "1966-12-24",
			"viagem.partidaLinha": "2026-12-24T00:30:00-05:00", "viagem.embarque": "2026-12-24T00:30:00-05:00", "agora": "2026-12-20T10:00:00-05:00"}),
			[]any{"elegivel", true, "beneficio", "gratuidade"}},
		{"EPI art1: the day before in Acre time, though already the 24th in UTC (23:30 −05:00)", idoso(map[string]any{"nascimento": "1966-12-24",
			"viagem.partidaLinha": "2026-12-23T23:30:00-05:00", "viagem.embarque": "2026-12-23T23:30:00-05:00", "agora": "2026-12-20T10:00:00-05:00"}),
			[]any{"elegivel", false, "beneficio", "nenhum"}},
	})

	// Deadlines and documents on rail cite the Decreto, not the road resolution.
	m := calcOK(t, montar(t, baseBeneficio, idoso(map[string]any{"viagem.modal": "ferroviario"})))
	for _, f := range []string{"decreto-9921-2019#art34", "decreto-9921-2019#art39", "decreto-9921-2019#art39_par1_inc2",
		"decreto-9921-2019#art39_par6", "decreto-9921-2019#art39_par7", "decreto-9921-2019#art42_par1", "decreto-9921-2019#art42_par2",
		"decreto-9921-2019#art44_par1u"} {
		if !temFundamento(m, "fundamentos", f) {
			t.Errorf("train, free seat: %s missing", f)
		}
	}
	for _, f := range []string{"resolucao-antt-6033-2023#art149_par4", "resolucao-antt-6033-2023#art154",
		"resolucao-antt-6033-2023#art152", "resolucao-antt-6033-2023#art145_par1"} {
		if temFundamento(m, "fundamentos", f) {
			t.Errorf("train: the road resolution %s is cited", f)
		}
	}
	// Rules revision 4 (R5): Res art151 §3 V is cited only by the note that
	// the digital Carteira it names for road is not named by the Decreto.
	if temFundamento(m, "fundamentos", "resolucao-antt-6033-2023#art151_par3") {
		t.Errorf("train: the road resolution's art151 §3 is cited")
	}
	if n := notaCom(m, "Carteira da Pessoa Idosa digital"); n == nil || !temFundamento(n, "fundamentos", "resolucao-antt-6033-2023#art151_par3_inc5") {
		t.Errorf("train: the note on the digital Carteira: %v", m["notas"])
	}
	if docs, _ := m["documentos"].([]any); len(docs) != 2 || !strings.Contains(docs[0].(string), "fé pública") ||
		!strings.Contains(docs[1].(string), "assistência social") {
		t.Errorf("train: documents %v", m["documentos"])
	}
	// Road keeps the Res and adds the Decreto.
	m = calcOK(t, montar(t, baseBeneficio, idoso(nil)))
	if n := notaCom(m, "Peça o bilhete até"); n == nil || !temFundamento(n, "fundamentos", "resolucao-antt-6033-2023#art149_par4") ||
		!temFundamento(n, "fundamentos", "decreto-9921-2019#art39_par2_inc1") {
		t.Errorf("road: request deadline cites Res art149 §4 and D9921 art39 §2 I: %v", n)
	}
	// The purchase window sentences.
	m = calcOK(t, montar(t, baseBeneficio, idoso(map[string]any{"viagem.modal": "ferroviario", "vagas.gratuitasConcedidas": 2})))
	if n := notaCom(m, "6 horas", "12 horas", "informe a distância"); n == nil || !temFundamento(n, "fundamentos", "decreto-9921-2019#art40_par1u_inc1") ||
		!temFundamento(n, "fundamentos", "decreto-9921-2019#art40_par1u_inc2") {
		t.Errorf("without distance, both cases: %v", m["notas"])
	}
	if n := notaCom(m, "O decreto fixa essa antecedência", "por prudência"); n == nil {
		t.Errorf("the 30 minutes of §6 are given with a note for the discount: %v", m["notas"])
	}
	if notaCom(m, "não repete esse prazo de compra") != nil {
		t.Error("the road note on art. 150 is given on a train")
	}
	m = calcOK(t, montar(t, baseBeneficio, idoso(map[string]any{"vagas.gratuitasConcedidas": 2, "viagem.distanciaKm": 501})))
	if n := notaCom(m, "12 horas", "501 km", "23/12/2026 às 21:30"); n == nil || !temFundamento(n, "fundamentos", "decreto-9921-2019#art40_par1u_inc2") {
		t.Errorf("501 km: %v", m["notas"])
	}
	if n := notaCom(m, "não repete esse prazo de compra", "mesmas condições"); n == nil || !temFundamento(n, "fundamentos", "resolucao-antt-6033-2023#art150") {
		t.Errorf("road: the Res art150 sentence: %v", m["notas"])
	}
	falha(t, montar(t, baseBeneficio, map[string]any{"viagem.distanciaKm": 0}), erroEsperado{"viagem.distanciaKm", codValorInvalido})
	falha(t, montar(t, baseBeneficio, map[string]any{"viagem.distanciaKm": 10001}), erroEsperado{"viagem.distanciaKm", codMuitoAlto})
}

// Rules revision 3 (R3): refunds with the whole of Lei nº 11.975/2009.
func TestRev3ReembolsoLei11975(t *testing.T) {
	// Bought on credit (art15): whatever the ground, after the debt is paid.
	for _, ed := range []map[string]any{
		{"compra.aPrazo": true},
		{"compra.aPrazo": true, "protocoloFornecido": false},
		{"compra.aPrazo": true, "atrasoPartidaMinutos": 61},
		{"compra.aPrazo": true, "m3NaoInformado": true},
		{"compra.aPrazo": true, "compra.canal": "nao_presencial", "compra.em": "2026-12-20T12:00:00-03:00"},
	} {
		m := calcOK(t, montar(t, baseReembolso, ed))
		igual(t, m, "direito", true, "imediato", false, "pagarAte", nil)
		if n := notaCom(m, "comprada a crédito", "quitada a dívida"); n == nil || !temFundamento(n, "fundamentos", "lei-11975-2009#art15") {
			t.Errorf("%v: art15 sentence missing: %v", ed, m["notas"])
		}
		if temFundamento(m, "fundamentos", "lei-11975-2009#art13") {
			t.Errorf("%v: art13 caput (\"comprado a vista\") cited on a credit purchase", ed)
		}
	}
	// Bought outright: art13 caput with the 30-day date.
	m := calcOK(t, montar(t, baseReembolso, nil))
	igual(t, m, "regra", "padrao", "imediato", false, "pagarAte", "2027-01-21")
	if n := notaCom(m, "21/01/2027", "à vista"); n == nil || !temFundamento(n, "fundamentos", "lei-11975-2009#art13") || !temFundamento(n, "fundamentos", "lei-11975-2009#art14") {
		t.Errorf("art13 caput with the 30-day date missing: %v", m["notas"])
	}
	// The art13 §2 sentence: on withdrawal (padrao, antes_do_embarque), its
	// variant on the 7-day withdrawal, never on the company's fault.
	for _, c := range []struct {
		ed    map[string]any
		regra string
		frase string
	}{
		{nil, "padrao", "não se somam"},
		{map[string]any{"agora": "2026-12-24T08:00:00-03:00"}, "antes_do_embarque", "não se somam"},
		{map[string]any{"compra.canal": "nao_presencial", "compra.em": "2026-12-20T12:00:00-03:00"}, "arrependimento_7_dias", "garante o reembolso integral, sem desconto"},
		{map[string]any{"atrasoPartidaMinutos": 61}, "atraso_partida", ""},
		{map[string]any{"m3NaoInformado": true}, "m3_nao_informado", ""},
	} {
		m := calcOK(t, montar(t, baseReembolso, c.ed))
		igual(t, m, "regra", c.regra)
		n := notaCom(m, "no dia da restituição")
		if c.frase == "" {
			if n != nil {
				t.Errorf("%s: the art13 §2 sentence on a refund for the company's fault", c.regra)
			}
			continue
		}
		if n == nil || !strings.Contains(n["texto"].(string), c.frase) || !temFundamento(n, "fundamentos", "lei-11975-2009#art13_par2") {
			t.Errorf("%s: art13 §2 sentence: %v", c.regra, m["notas"])
		}
	}
	// R6: without a protocol the refund is immediate, and no sentence says 30 days.
	m = calcOK(t, montar(t, baseReembolso, map[string]any{"protocoloFornecido": false, "agora": "2026-12-24T08:00:00-03:00"}))
	igual(t, m, "imediato", true)
	if notaCom(m, "30 dias") != nil {
		t.Errorf("an immediate refund also said to have 30 days: %v", m["notas"])
	}
}

// Rules revision 3 (R2): Passe Livre beyond the two seats on rail and
// waterway; the companion named on the credential.
func TestRev3PasseLivre(t *testing.T) {
	m := calcOK(t, montar(t, baseBeneficio, map[string]any{"categoria": "pcd", "viagem.modal": "ferroviario", "vagas.gratuitasConcedidas": 2}))
	igual(t, m, "beneficio", "gratuidade", "situacao", "sujeita_a_disponibilidade", "vagas.gratuitas.total", 2)
	if !temFundamento(m, "motivoFundamentos", "lei-8899-1994#art1") || !temFundamento(m, "motivoFundamentos", "decreto-3691-2000#art1") {
		t.Errorf("motivo beyond the reservation: %v", m["motivoFundamentos"])
	}
	if n := notaCom(m, "reserva mínima", "sem limitação de assentos"); n == nil || !temFundamento(n, "fundamentos", "resolucao-antt-6033-2023#art149_cpt_inc3") ||
		!temFundamento(n, "fundamentos", "lei-8899-1994#art1") || !temFundamento(n, "fundamentos", "decreto-3691-2000#art1") {
		t.Errorf("the reservation-not-ceiling note: %v", m["notas"])
	}
	if notaCom(m, "recusa") == nil {
		t.Error("the refusal-document sentence stays")
	}
	// The companion.
	m = calcOK(t, montar(t, baseBeneficio, map[string]any{"categoria": "pcd", "credencialComAcompanhante": true}))
	if n := notaCom(m, "acompanhante também viaja de graça"); n == nil || !temFundamento(n, "fundamentos", "resolucao-antt-6033-2023#art149_par3") {
		t.Errorf("road companion sentence: %v", m["notas"])
	}
	m = calcOK(t, montar(t, baseBeneficio, map[string]any{"categoria": "pcd", "credencialComAcompanhante": true, "viagem.modal": "aquaviario"}))
	if n := notaCom(m, "não preveem a gratuidade do acompanhante no transporte aquaviário"); n == nil {
		t.Errorf("waterway companion sentence: %v", m["notas"])
	}
	for _, ed := range []map[string]any{{"categoria": "pcd"}, {"categoria": "jovem", "credencialComAcompanhante": true}} {
		m = calcOK(t, montar(t, baseBeneficio, ed))
		if notaCom(m, "acompanhante") != nil {
			t.Errorf("%v: a companion sentence without a companion: %v", ed, m["notas"])
		}
	}
	falha(t, montar(t, baseBeneficio, map[string]any{"credencialComAcompanhante": "sim"}), erroEsperado{"credencialComAcompanhante", codTipoInvalido})
}

// Rules revision 3 (R7, R1): a court decision as a citation; the elderly's
// fees sentence and the STJ's decision on them.
func TestRev3DecisaoJudicial(t *testing.T) {
	m := calcOK(t, montar(t, baseBeneficio, map[string]any{"categoria": "idoso"}))
	n := notaCom(m, "Superior Tribunal de Justiça", "REsp 1.543.465/RS", "Decreto nº 5.934/2006", "Defensoria Pública")
	if n == nil || !temFundamento(n, "fundamentos", "decisao:stj-resp-1543465-rs") || !temFundamento(n, "fundamentos", "decreto-9921-2019#art44_par1u") {
		t.Fatalf("the STJ sentence: %v", m["notas"])
	}
	var dec map[string]any
	for _, c := range n["fundamentos"].([]any) {
		if cm := c.(map[string]any); cm["decisao"] != nil {
			dec = cm
		}
	}
	want := map[string]any{"decisao": "stj-resp-1543465-rs", "rotulo": "STJ, REsp 1.543.465/RS", "href": "/jurisprudencia/stj-resp-1543465-rs/"}
	if len(dec) != len(want) {
		t.Errorf("decision citation %v, want %v", dec, want)
	}
	for k, v := range want {
		if dec[k] != v {
			t.Errorf("decision citation %v, want %v", dec, want)
		}
	}
	if !temFundamento(m, "fundamentos", "decisao:stj-resp-1543465-rs") {
		t.Error("the decision is not in the answer's fundamentos")
	}
	// Typed: the Citacao of the decision.
	var achou bool
	for _, c := range Fundamentos() {
		if c.Decisao == "stj-resp-1543465-rs" {
			achou = c == Citacao{Decisao: "stj-resp-1543465-rs", Rotulo: "STJ, REsp 1.543.465/RS", Href: "/jurisprudencia/stj-resp-1543465-rs/"}
		}
	}
	if !achou {
		t.Error("Fundamentos does not list the decision")
	}
}

// Rules revision 3 (R6): sentences a lawyer found wanting.
func TestRev3FrasesRevistas(t *testing.T) {
	// Youth 15–17: Lei art1 §2 (ECA first); 18 is not an adolescent.
	for _, c := range []struct {
		nasc string
		nota bool
	}{{"2009-12-24", true}, {"2009-12-25", true}, {"2008-12-24", false}, {"2011-12-24", true}} {
		m := calcOK(t, montar(t, baseBeneficio, map[string]any{"nascimento": c.nasc}))
		n := notaCom(m, "Estatuto da Criança e do Adolescente")
		if (n != nil) != c.nota || n != nil && !temFundamento(n, "fundamentos", "lei-12852-2013#art1_par2") {
			t.Errorf("born %s: ECA note %v, want %v", c.nasc, n, c.nota)
		}
	}
	// The fees sentence on every free-seat answer, amounts typed or not.
	for _, c := range []struct {
		cat, cita string
	}{{"jovem", "decreto-8537-2015#art17_par1u"}, {"idoso", "decreto-9921-2019#art44_par1u"}} {
		m := calcOK(t, montar(t, baseBeneficio, map[string]any{"categoria": c.cat, "precos": nil}))
		igual(t, m, "beneficio", "gratuidade", "valores", nil)
		if n := notaCom(m, "pedágio", "não estão incluídas"); n == nil || !temFundamento(n, "fundamentos", c.cita) {
			t.Errorf("%s without prices: fees sentence missing: %v", c.cat, m["notas"])
		}
	}
	// After the trip started: no pre-trip instruction.
	m := calcOK(t, montar(t, baseBeneficio, map[string]any{"agora": "2026-12-24T10:00:00-03:00"}))
	igual(t, m, "situacao", "encerrada")
	for _, proibido := range []string{"Peça o bilhete", "Apresente-se", "Na compra pela internet", "não pode mais ser pedido"} {
		if notaCom(m, proibido) != nil {
			t.Errorf("after the trip started: %q", proibido)
		}
	}
	if n := notaCom(m, "começou em", "já passaram"); n == nil {
		t.Errorf("what applies after the trip started: %v", m["notas"])
	}
	// Each category its own reason.
	m = calcOK(t, montar(t, baseBeneficio, map[string]any{"categoria": "pcd_acompanhante", "viagem.modal": "ferroviario", "viagem.convencional": false}))
	igual(t, m, "beneficio", "sem_previsao")
	if s, _ := m["motivo"].(string); strings.Contains(s, "dois assentos") {
		t.Errorf("a companion told about the holder's two seats: %q", s)
	}
	m = calcOK(t, montar(t, baseBeneficio, map[string]any{"categoria": "crianca", "viagem.linhaRegular": false}))
	igual(t, m, "beneficio", "nao_se_aplica")
	if s, _ := m["motivo"].(string); strings.Contains(s, "serviço convencional") || !strings.Contains(s, "crianças") {
		t.Errorf("a child's reason: %q", s)
	}
	// Refunds: "pelo menos" is not said.
	m = calcOK(t, montar(t, baseReembolso, nil))
	if notaCom(m, "pelo menos") != nil {
		t.Error("'pelo menos' without explanation")
	}
}

// Rules revision 3 (R6): without a vagas object the answer does not state
// availability as a fact: vagas null, and the motivo says the benefit holds
// while a seat is left and what follows.
func TestRev3SemVagasInformadas(t *testing.T) {
	for _, c := range []struct {
		ed     map[string]any
		trecho string
	}{
		{map[string]any{"categoria": "jovem"}, "enquanto restar uma delas; esgotadas essas, cabem 2 vagas com desconto"},
		{map[string]any{"categoria": "idoso", "viagem.modal": "aquaviario"}, "cabe o desconto de 50%, no mínimo, no valor da passagem, sem limite de vagas"},
		{map[string]any{"categoria": "pcd", "viagem.modal": "ferroviario"}, "sujeita à disponibilidade"},
		{map[string]any{"categoria": "pcd"}, "sem limite de assentos"},
	} {
		m := calcOK(t, montar(t, baseBeneficio, c.ed))
		igual(t, m, "beneficio", "gratuidade", "vagas", nil)
		if s, _ := m["motivo"].(string); !strings.Contains(s, c.trecho) || strings.Contains(s, "já concedidas") {
			t.Errorf("%v: motivo %q", c.ed, s)
		}
	}
	// With vagas: the counts given. Rules revision 4 (R8): "vagas": {}
	// says no count (revision 3 read it as zeros).
	m := calcOK(t, montar(t, baseBeneficio, map[string]any{"vagas": map[string]any{"gratuitasConcedidas": 0}}))
	igual(t, m, "vagas.gratuitas.total", 2, "vagas.gratuitas.disponiveis", 2, "vagas.descontos", nil)
	m = calcOK(t, montar(t, baseBeneficio, map[string]any{"vagas": map[string]any{}}))
	igual(t, m, "beneficio", "gratuidade", "vagas.gratuitas", nil, "vagas.descontos", nil)
	if s, _ := m["motivo"].(string); strings.Contains(s, "já concedidas") {
		t.Errorf(`"vagas": {}: motivo %q states a count`, s)
	}
}

// Rules revision 3 (R1): the elderly discount on road keeps Res art149 §4
// and is not grounded on D9921 art39 §§ 2º–6º (the reserved free seat);
// the discount ticket is still non-transferable by D9921 art39 §7.
func TestRev3DescontoIdosoRodoviario(t *testing.T) {
	for _, agora := range []string{"2026-12-20T10:00:00-03:00", "2026-12-24T06:00:00-03:00", "2026-12-24T10:00:00-03:00"} {
		m := calcOK(t, montar(t, baseBeneficio, map[string]any{"categoria": "idoso", "vagas.gratuitasConcedidas": 2, "agora": agora,
			"viagem.embarque": "2026-12-24T09:30:00-03:00"}))
		igual(t, m, "beneficio", "desconto", "prazos.solicitarAte", "2026-12-24T05:00:00-03:00")
		for _, f := range []string{"decreto-9921-2019#art39_par2_inc1", "decreto-9921-2019#art39_par3", "decreto-9921-2019#art39_par4",
			"decreto-9921-2019#art39_par5", "decreto-9921-2019#art39_par6"} {
			if temFundamento(m, "fundamentos", f) {
				t.Errorf("agora %s: the road discount cites %s", agora, f)
			}
		}
		if agora == "2026-12-20T10:00:00-03:00" {
			if n := notaCom(m, "Peça o bilhete até"); n == nil || !temFundamento(n, "fundamentos", "resolucao-antt-6033-2023#art149_par4") {
				t.Errorf("road discount deadline: %v", m["notas"])
			}
			if n := notaCom(m, "intransferível"); n == nil || !temFundamento(n, "fundamentos", "decreto-9921-2019#art39_par7") {
				t.Errorf("road discount ticket: %v", m["notas"])
			}
		}
	}
}

// Rules revision 3 (R6): on a refund asked less than 3 hours before the
// trip, the Res's fine is stated with its condition.
func TestRev3RetencaoAntesDoEmbarque(t *testing.T) {
	m := calcOK(t, montar(t, baseReembolso, map[string]any{"agora": "2026-12-24T08:00:00-03:00"}))
	igual(t, m, "regra", "antes_do_embarque")
	if n := notaCom(m, "se a empresa aplicar essa regra", "R$ 7,50", "se não a aplicar"); n == nil ||
		!temFundamento(n, "fundamentos", "resolucao-antt-6033-2023#art147_par1") {
		t.Errorf("the conditional retention sentence: %v", m["notas"])
	}
	if notaCom(m, "A empresa pode reter no máximo 5%") != nil {
		t.Error("the unconditional retention sentence on a request after the 3 hours")
	}
}
