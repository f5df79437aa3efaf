package calculator

import (
	"strings"
	"testing"
)

// base: youth, road, SP→MG, departure 24/12/2026 08:00 -03:00, boarding 09:30.
const baseBeneficio = `{"operacao": "beneficio", "agora": "2026-12-20T10:00:00-03:00", "categoria": "jovem",
 "viagem": {"modal": "rodoviario", "ufOrigem": "SP", "ufDestino": "MG", "convencional": true,
            "partidaLinha": "2026-12-24T08:00:00-03:00", "embarque": "2026-12-24T09:30:00-03:00"},
 "precos": {"menorTarifa": 15001, "taxaEmbarque": 850, "pedagio": 320}}`

type casoBeneficio struct {
	nome   string // the article exercised
	ed     map[string]any
	espera []any // path, value pairs
}

func rodarBeneficio(t *testing.T, casos []casoBeneficio) {
	t.Helper()
	for _, c := range casos {
		t.Run(c.nome, func(t *testing.T) {
			m := calcOK(t, montar(t, baseBeneficio, c.ed))
			igual(t, m, c.espera...)
		})
	}
}

func TestDec13Par2Res149Par4PrazoDeTresHoras(t *testing.T) {
	rodarBeneficio(t, []casoBeneficio{
		{"Dec art13 §2: exactly 3 h before the line's departure is garantida",
			map[string]any{"agora": "2026-12-24T05:00:00-03:00"},
			[]any{"situacao", "garantida", "prazos.solicitarAte", "2026-12-24T05:00:00-03:00"}},
		{"Dec art13 §2: 3 h before, in another offset, is garantida",
			map[string]any{"agora": "2026-12-24T08:00:00Z"},
			[]any{"situacao", "garantida"}},
		{"Dec art13 §4-§5, Res art149 §5: one minute after is sujeita_a_disponibilidade",
			map[string]any{"agora": "2026-12-24T05:01:00-03:00"},
			[]any{"situacao", "sujeita_a_disponibilidade", "beneficio", "gratuidade"}},
		{"Res art149 §5: one minute before boarding is still sujeita_a_disponibilidade",
			map[string]any{"agora": "2026-12-24T09:29-03:00"},
			[]any{"situacao", "sujeita_a_disponibilidade"}},
		{"Res art154: at boarding time the request is encerrada",
			map[string]any{"agora": "2026-12-24T09:30:00-03:00"},
			[]any{"situacao", "encerrada"}},
		{"Dec art13 §3: an intermediate boarding point keeps the initial point's deadline",
			map[string]any{"viagem.embarque": "2026-12-24T15:00:00-03:00"},
			[]any{"prazos.solicitarAte", "2026-12-24T05:00:00-03:00", "prazos.apresentarAte", "2026-12-24T14:30:00-03:00"}},
		{"Dec art13 §2: without embarque, boarding = partidaLinha",
			map[string]any{"viagem.embarque": nil},
			[]any{"prazos.solicitarAte", "2026-12-24T05:00:00-03:00", "prazos.apresentarAte", "2026-12-24T07:30:00-03:00"}},
		{"Dec art13 §2, §6: each deadline in the offset of the instant it derives from",
			map[string]any{"viagem.partidaLinha": "2026-12-24T06:00:00-05:00", "viagem.embarque": "2026-12-24T12:00:00-03:00"},
			[]any{"prazos.solicitarAte", "2026-12-24T03:00:00-05:00", "prazos.apresentarAte", "2026-12-24T11:30:00-03:00"}},
	})
}

func TestDec13Par6Res154Apresentacao30Minutos(t *testing.T) {
	rodarBeneficio(t, []casoBeneficio{
		{"Res art154: 30 minutes before the passenger's trip",
			map[string]any{"viagem.embarque": "2026-12-24T00:10:00-03:00", "viagem.partidaLinha": "2026-12-23T22:00:00-03:00", "agora": "2026-12-20T00:00:00-03:00"},
			[]any{"prazos.apresentarAte", "2026-12-23T23:40:00-03:00", "prazos.solicitarAte", "2026-12-23T19:00:00-03:00"}},
	})
	m := calcOK(t, baseBeneficio)
	// The sentence giving the deadline cites Dec art13 §6 and Res art154, not
	// the ticket rules (rules.md § 4); the ticket's duty to state it is Res
	// art143 §1, in its own sentence.
	n := notaCom(m, "Apresente-se", "até 24/12/2026 às 09:00")
	if n == nil || !temFundamento(n, "fundamentos", "decreto-8537-2015#art13_par6") || !temFundamento(n, "fundamentos", "resolucao-antt-6033-2023#art154") ||
		temFundamento(n, "fundamentos", "resolucao-antt-6033-2023#art143_par1") || temFundamento(n, "fundamentos", "decreto-8537-2015#art13_par7") {
		t.Errorf("presentation sentence must cite exactly Dec art13 §6 and Res art154: %v", n)
	}
	if n := notaCom(m, "bilhete gratuito deve informar"); n == nil || !temFundamento(n, "fundamentos", "resolucao-antt-6033-2023#art143_par1") {
		t.Errorf("sentence on the free ticket's 30-minute statement (Res art143 §1) missing: %v", m["notas"])
	}
}

func TestLei1Par1IdadeDoJovem(t *testing.T) {
	// Age on the local date of boarding: 23:30 -03:00 on 24/12 is 25/12 in UTC.
	tarde := map[string]any{"viagem.partidaLinha": "2026-12-24T23:30:00-03:00", "viagem.embarque": "2026-12-24T23:30:00-03:00"}
	com := func(nasc string) map[string]any {
		m := map[string]any{"nascimento": nasc}
		for k, v := range tarde {
			m[k] = v
		}
		return m
	}
	rodarBeneficio(t, []casoBeneficio{
		{"Lei art1 §1: 14 years on the boarding date (15th birthday next day) → nenhum", com("2011-12-25"),
			[]any{"elegivel", false, "beneficio", "nenhum", "descontoPercentual", 0, "valores.tarifa", 15001}},
		{"Lei art1 §1: 15 years on the boarding date → gratuidade", com("2011-12-24"),
			[]any{"elegivel", true, "beneficio", "gratuidade"}},
		{"Lei art1 §1: 29 years (30th birthday next day) → gratuidade", com("1996-12-25"),
			[]any{"elegivel", true, "beneficio", "gratuidade"}},
		{"Lei art1 §1: 30 years → nenhum", com("1996-12-24"),
			[]any{"elegivel", false, "beneficio", "nenhum"}},
	})
	m := calcOK(t, montar(t, baseBeneficio, map[string]any{"nascimento": "1996-12-24"}))
	if !strings.Contains(m["motivo"].(string), "30 anos") || !temFundamento(m, "fundamentos", "lei-12852-2013#art1_par1") {
		t.Errorf("motivo/fundamento of the age limit: %v", m["motivo"])
	}
}

func TestEPI1Art40IdadeDaPessoaIdosa(t *testing.T) {
	rodarBeneficio(t, []casoBeneficio{
		{"EPI art1: 59 years (60th birthday the day after boarding) → nenhum",
			map[string]any{"categoria": "idoso", "nascimento": "1966-12-25"},
			[]any{"elegivel", false, "beneficio", "nenhum"}},
		{"EPI art1: 60 years on the boarding date → gratuidade",
			map[string]any{"categoria": "idoso", "nascimento": "1966-12-24"},
			[]any{"elegivel", true, "beneficio", "gratuidade"}},
	})
}

func TestRes148D9579Art39Crianca(t *testing.T) {
	rodarBeneficio(t, []casoBeneficio{
		{"D9579 art39: 5 years, not occupying a seat → carried free, nothing to pay",
			map[string]any{"categoria": "crianca", "nascimento": "2021-06-01"},
			[]any{"elegivel", true, "beneficio", "gratuidade", "valores.tarifa", 0, "valores.taxaEmbarque", 0, "valores.pedagio", 0, "valores.total", 0,
				"prazos.solicitarAte", nil, "situacao", "garantida", "vagas", nil}},
		{"D9579 art39: 6 years on the boarding date (six years incomplete ended) → nenhum",
			map[string]any{"categoria": "crianca", "nascimento": "2020-12-24"},
			[]any{"elegivel", false, "beneficio", "nenhum", "valores.tarifa", 15001}},
		{"D9579 art39: 5 years, day before the 6th birthday → gratuidade",
			map[string]any{"categoria": "crianca", "nascimento": "2020-12-25"},
			[]any{"elegivel", true, "beneficio", "gratuidade"}},
		{"Res art148: a child occupying a seat is not covered → nenhum",
			map[string]any{"categoria": "crianca", "viagem.ocupaPoltrona": true},
			[]any{"elegivel", false, "beneficio", "nenhum"}},
		{"Res art148: 'em qualquer viagem', even without conventional service",
			map[string]any{"categoria": "crianca", "viagem.convencional": false},
			[]any{"beneficio", "gratuidade"}},
	})
	m := calcOK(t, montar(t, baseBeneficio, map[string]any{"categoria": "crianca", "viagem.ocupaPoltrona": true}))
	if !strings.Contains(m["motivo"].(string), "ocupa poltrona") || !temFundamento(m, "motivoFundamentos", "resolucao-antt-6033-2023#art148") {
		t.Errorf("motivo on the child occupying a seat: %v %v", m["motivo"], m["motivoFundamentos"])
	}
}

func TestLei32Res149VagasDoJovem(t *testing.T) {
	rodarBeneficio(t, []casoBeneficio{
		{"Lei art32 I: the 1st free seat", map[string]any{"vagas.gratuitasConcedidas": 0},
			[]any{"beneficio", "gratuidade", "vagas.gratuitas.disponiveis", 2}},
		{"Lei art32 I: the 2nd free seat", map[string]any{"vagas.gratuitasConcedidas": 1},
			[]any{"beneficio", "gratuidade", "vagas.gratuitas.disponiveis", 1}},
		{"Lei art32 II: the 3rd request, free seats used up → 1st discount seat", map[string]any{"vagas.gratuitasConcedidas": 2, "vagas.descontosConcedidos": 0},
			[]any{"beneficio", "desconto", "descontoPercentual", 50, "vagas.gratuitas.disponiveis", 0, "vagas.descontos.disponiveis", 2}},
		{"rules revision 4 (R8): free seats used up, discount seats granted not said → desconto, no count", map[string]any{"vagas.gratuitasConcedidas": 2},
			[]any{"beneficio", "desconto", "descontoPercentual", 50, "vagas.gratuitas.disponiveis", 0, "vagas.descontos", nil}},
		{"Res art149 V: the 2nd discount seat", map[string]any{"vagas.gratuitasConcedidas": 2, "vagas.descontosConcedidos": 1},
			[]any{"beneficio", "desconto", "vagas.descontos.disponiveis", 1}},
		{"Res art149 V: the 3rd discount seat does not exist → nenhum", map[string]any{"vagas.gratuitasConcedidas": 2, "vagas.descontosConcedidos": 2},
			[]any{"elegivel", true, "beneficio", "nenhum", "descontoPercentual", 0, "valores.tarifa", 15001, "vagas.descontos.disponiveis", 0}},
		{"Res art149 §7: 1 service, 2 free seats granted → desconto", map[string]any{"vagas.gratuitasConcedidas": 2, "viagem.servicosSimultaneos": 1},
			[]any{"beneficio", "desconto", "vagas.gratuitas.total", 2}},
		{"Res art149 §7: 2 simultaneous services double the seats → gratuidade", map[string]any{"vagas.gratuitasConcedidas": 2, "vagas.descontosConcedidos": 0, "viagem.servicosSimultaneos": 2},
			[]any{"beneficio", "gratuidade", "vagas.gratuitas.total", 4, "vagas.gratuitas.disponiveis", 2, "vagas.descontos.total", 4}},
		{"Res art149 §7: 2 services, 4+4 granted → nenhum", map[string]any{"vagas.gratuitasConcedidas": 4, "vagas.descontosConcedidos": 4, "viagem.servicosSimultaneos": 2},
			[]any{"beneficio", "nenhum"}},
		{"more grants than seats: ocupadas as given, disponiveis never negative", map[string]any{"vagas.gratuitasConcedidas": 5, "vagas.descontosConcedidos": 7},
			[]any{"vagas.gratuitas.ocupadas", 5, "vagas.gratuitas.disponiveis", 0, "vagas.descontos.disponiveis", 0}},
	})
	m := calcOK(t, montar(t, baseBeneficio, map[string]any{"vagas.gratuitasConcedidas": 2, "vagas.descontosConcedidos": 2}))
	if n := notaCom(m, "demais assentos"); n == nil || !temFundamento(n, "fundamentos", "decreto-8537-2015#art19") {
		t.Error("note on Dec art19 missing")
	}
	if n := notaCom(m, "recusa"); n == nil || !temFundamento(n, "fundamentos", "decreto-8537-2015#art14_par1u") || !temFundamento(n, "fundamentos", "resolucao-antt-6033-2023#art153") {
		t.Error("note on the refusal document missing")
	}
	m = calcOK(t, montar(t, baseBeneficio, map[string]any{"viagem.servicosSimultaneos": 2}))
	if !temFundamento(m, "fundamentos", "resolucao-antt-6033-2023#art149_par7") {
		t.Error("Res art149 §7 missing with 2 services")
	}
}

func TestEPI40Res149VagasDaPessoaIdosa(t *testing.T) {
	rodarBeneficio(t, []casoBeneficio{
		{"EPI art40 I: 2nd free seat", map[string]any{"categoria": "idoso", "vagas.gratuitasConcedidas": 1},
			[]any{"beneficio", "gratuidade", "vagas.gratuitas.total", 2, "vagas.descontos.total", nil, "vagas.descontos.disponiveis", nil}},
		{"EPI art40 II: 3rd request → desconto", map[string]any{"categoria": "idoso", "vagas.gratuitasConcedidas": 2},
			[]any{"beneficio", "desconto", "valores.tarifa", 7500}},
		{"Res art149 IV: never nenhum for lack of seats", map[string]any{"categoria": "idoso", "vagas.gratuitasConcedidas": 2, "vagas.descontosConcedidos": 500},
			[]any{"elegivel", true, "beneficio", "desconto", "vagas.descontos.ocupadas", 500}},
	})
	m := calcOK(t, montar(t, baseBeneficio, map[string]any{"categoria": "idoso"}))
	// Revision 3 (R1): D9921 art44 p.u. speaks (revision 2: "the texts are silent").
	if n := notaCom(m, "O decreto diz que as tarifas", "estão no total"); n == nil ||
		!temFundamento(n, "fundamentos", "decreto-9921-2019#art44_par1u") || temFundamento(n, "fundamentos", "resolucao-antt-6033-2023#art149_par2") {
		t.Errorf("note on fees for the elderly (D9921 art44 p.u.) missing: %v", m["notas"])
	}
	if !temFundamento(m, "fundamentos", "resolucao-antt-6033-2023#art151_par3") {
		t.Error("Res art151 §3 (income proof) missing")
	}
}

// EPI art40 I: the income limit in reais on the trip date, with its act.
func TestEPI40RendaEmReais(t *testing.T) {
	casos := []struct {
		nome, embarque string
		fragmentos     []string
		aviso          []string // a second sentence, on the value itself
	}{
		{"2026 value", "2026-12-24T09:30:00-03:00", []string{"R$ 3.242,00", "R$ 1.621,00", "pelo Decreto nº 12.797/2025, de 23/12/2025.", "24/12/2026"}, nil},
		// Revision 3 (R6): the 2026 value is not called "em vigor" in 2027;
		// the sentence names the year and the act used (revision 2: "provisório").
		{"2027: table has no value yet → the 2026 value, named", "2027-03-01T09:30:00-03:00", []string{"R$ 3.242,00", "01/03/2027",
			"ainda não tem o salário mínimo de 2027", "com o valor de 2026", "pelo Decreto nº 12.797/2025"}, nil},
		// Revision 3 (R6): never "provisório" for a value whose act is in the table.
		{"2021: conversion law not verified", "2021-05-01T09:30:00-03:00", []string{"R$ 2.200,00", "pela Medida Provisória nº 1.021/2020"}, []string{"não o conferiu"}},
		{"2010: before the table", "2010-05-01T09:30:00-03:00", []string{"começa em 01/01/2015"}, nil},
	}
	for _, c := range casos {
		t.Run(c.nome, func(t *testing.T) {
			m := calcOK(t, montar(t, baseBeneficio, map[string]any{"categoria": "idoso", "agora": "2001-01-01T00:00:00-03:00",
				"viagem.partidaLinha": c.embarque, "viagem.embarque": c.embarque}))
			n := notaCom(m, c.fragmentos...)
			if n == nil {
				t.Fatalf("no note with %q in %v", c.fragmentos, m["notas"])
			}
			if !temFundamento(n, "fundamentos", "lei-10741-2003#art40_cpt_inc1") {
				t.Error("note lacks EPI art40 I")
			}
			if strings.Contains(n["texto"].(string), "))") {
				t.Errorf("double parenthesis: %q", n["texto"])
			}
			if c.aviso != nil && notaCom(m, c.aviso...) == nil {
				t.Errorf("no note with %q in %v", c.aviso, m["notas"])
			}
		})
	}
	for _, e := range []string{"2026-12-24T09:30:00-03:00", "2027-03-01T09:30:00-03:00", "2021-05-01T09:30:00-03:00"} {
		m := calcOK(t, montar(t, baseBeneficio, map[string]any{"categoria": "idoso", "agora": "2001-01-01T00:00:00-03:00",
			"viagem.partidaLinha": e, "viagem.embarque": e}))
		if notaCom(m, "provisório") != nil || notaCom(m, "Valor provisório") != nil {
			t.Errorf("%s: a value whose act is in the table called 'provisório'", e)
		}
	}
}

func TestRes149Par2DescontoArredondado(t *testing.T) {
	for _, c := range []struct{ menor, tarifa int }{{15001, 7500}, {15000, 7500}, {1, 0}, {2, 1}, {3, 1}, {100000000, 50000000}} {
		m := calcOK(t, montar(t, baseBeneficio, map[string]any{"vagas.gratuitasConcedidas": 2, "precos.menorTarifa": c.menor}))
		igual(t, m, "valores.tarifa", c.tarifa)
		if !temFundamento(m, "fundamentos", "resolucao-antt-6033-2023#art149_par2") {
			t.Error("Res art149 §2 missing")
		}
	}
	m := calcOK(t, montar(t, baseBeneficio, map[string]any{"precos": nil}))
	igual(t, m, "valores", nil)
	m = calcOK(t, montar(t, baseBeneficio, map[string]any{"vagas.gratuitasConcedidas": 2, "precos.menorTarifa": nil}))
	igual(t, m, "valores", nil)
	if notaCom(m, "preço mais baixo", "menorTarifa") == nil {
		t.Error("note asking for menorTarifa missing")
	}
}

func TestDec17TaxasDoJovemCobradas(t *testing.T) {
	m := calcOK(t, montar(t, baseBeneficio, map[string]any{"precos.outras": 1000}))
	igual(t, m, "valores.tarifa", 0, "valores.outras", 1000, "valores.total", 2170)
	if notaCom(m, "não dizem se") != nil {
		t.Error("the youth fee rule is in the text (Dec art17): no 'silent texts' note")
	}
}

func TestRes149IIIPasseLivre(t *testing.T) {
	rodarBeneficio(t, []casoBeneficio{
		{"Res art149 III: no seat limit", map[string]any{"categoria": "pcd", "vagas.gratuitasConcedidas": 40, "vagas.descontosConcedidos": 0},
			[]any{"beneficio", "gratuidade", "vagas.gratuitas.total", nil, "vagas.gratuitas.ocupadas", 40, "vagas.gratuitas.disponiveis", nil,
				"vagas.descontos.total", 0, "vagas.descontos.disponiveis", 0}},
		{"rules revision 4 (R8): the discount count not said is null", map[string]any{"categoria": "pcd", "vagas.gratuitasConcedidas": 40},
			[]any{"beneficio", "gratuidade", "vagas.gratuitas.ocupadas", 40, "vagas.descontos", nil}},
		{"Res art149 §3: companion", map[string]any{"categoria": "pcd_acompanhante"},
			[]any{"beneficio", "gratuidade", "valores.total", 1170}},
		{"Res art149 §3: companion on rail, texts silent → sem_previsao", map[string]any{"categoria": "pcd_acompanhante", "viagem.modal": "ferroviario"},
			[]any{"elegivel", nil, "beneficio", "sem_previsao", "situacao", nil, "prazos.solicitarAte", nil, "valores", nil, "vagas", nil, "descontoPercentual", 0}},
	})
	m := calcOK(t, montar(t, baseBeneficio, map[string]any{"categoria": "pcd"}))
	if n := notaCom(m, "reserva ao Passe Livre dois assentos"); n == nil || !temFundamento(n, "fundamentos", "decreto-3691-2000#art1") {
		t.Error("note on D3691 art1 missing")
	}
}

func TestLei32Dec13Res149Escopo(t *testing.T) {
	rodarBeneficio(t, []casoBeneficio{
		{"Lei art32: same UF → nao_se_aplica", map[string]any{"viagem.ufDestino": "SP"},
			[]any{"elegivel", false, "beneficio", "nao_se_aplica", "situacao", nil, "prazos.solicitarAte", nil, "valores", nil, "vagas", nil}},
		{"Dec art13 §1: not a regular line → nao_se_aplica", map[string]any{"viagem.linhaRegular": false},
			[]any{"beneficio", "nao_se_aplica"}},
		{"Res art149 caput: no conventional service → nao_se_aplica", map[string]any{"viagem.convencional": false},
			[]any{"beneficio", "nao_se_aplica", "situacao", nil}},
		{"Dec art13 §1 III: waterway youth keeps the Decreto's deadlines", map[string]any{"viagem.modal": "aquaviario"},
			[]any{"beneficio", "gratuidade", "prazos.solicitarAte", "2026-12-24T05:00:00-03:00", "situacao", "garantida"}},
		// Revision 3 (R1): D9921 art39 §2 I, §6 (revision 2: both null).
		{"D9921 art39: elderly on rail, 3 h and 30 min", map[string]any{"viagem.modal": "ferroviario", "categoria": "idoso"},
			[]any{"beneficio", "gratuidade", "prazos.solicitarAte", "2026-12-24T05:00:00-03:00", "prazos.apresentarAte", "2026-12-24T09:00:00-03:00", "situacao", "garantida"}},
	})
	m := calcOK(t, montar(t, baseBeneficio, map[string]any{"viagem.modal": "aquaviario"}))
	if !temFundamento(m, "fundamentos", "decreto-8537-2015#art13_par1_inc3") {
		t.Error("Dec art13 §1 III missing for waterway")
	}
	m = calcOK(t, montar(t, baseBeneficio, map[string]any{"viagem.modal": "ferroviario", "categoria": "idoso"}))
	if n := notaCom(m, "pontos de venda da própria empresa"); n == nil || !temFundamento(n, "fundamentos", "decreto-9921-2019#art39_par2_inc1") ||
		temFundamento(n, "fundamentos", "resolucao-antt-6033-2023#art149_par4") {
		t.Error("D9921 art39 §2 I sentence for rail missing")
	}
	if notaCom(m, "não fixam", "prazos de pedido e de apresentação") != nil {
		t.Error("revision 2's note on missing deadlines is still given to the elderly on rail")
	}
}

func TestPrazosTambemSemCondicoes(t *testing.T) {
	// A passenger who does not meet the category's conditions still sees the
	// trip's window (Dec art13 §2; Res art149 §4), but no situacao: a
	// "garantida" status next to no benefit contradicts itself (revision 2).
	rodarBeneficio(t, []casoBeneficio{
		{"Lei art1 §1: a 30-year-old gets nenhum, with the deadlines of the trip and no situacao",
			map[string]any{"nascimento": "1996-12-24"},
			[]any{"elegivel", false, "beneficio", "nenhum", "situacao", nil,
				"prazos.solicitarAte", "2026-12-24T05:00:00-03:00", "prazos.apresentarAte", "2026-12-24T09:00:00-03:00"}},
		{"EPI art1: a 59-year-old gets nenhum, no situacao",
			map[string]any{"categoria": "idoso", "nascimento": "1966-12-25", "agora": "2026-12-24T06:00:00-03:00"},
			[]any{"elegivel", false, "beneficio", "nenhum", "situacao", nil}},
	})
	m := calcOK(t, montar(t, baseBeneficio, map[string]any{"nascimento": "1996-12-24"}))
	if notaCom(m, "Apresente-se") != nil || notaCom(m, "Peça o bilhete") != nil {
		t.Errorf("instructions to use a benefit next to nenhum: %v", m["notas"])
	}
}
