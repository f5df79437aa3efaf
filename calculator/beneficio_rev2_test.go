package calculator

import (
	"math/rand/v2"
	"strings"
	"testing"
	"viagemdedireito/calculator/instante"
)

// Threshold tables of rules revision 2 for beneficio, in the domain's words.

func TestRev2PasseLivreNoBarcoDoisAssentos(t *testing.T) {
	barco := func(concedidos int) map[string]any {
		return map[string]any{"categoria": "pcd", "viagem.modal": "aquaviario", "vagas.gratuitasConcedidas": concedidos}
	}
	rodarBeneficio(t, []casoBeneficio{
		{"D3691 art1: boat, no seat granted yet → free, 2 of 2 left", barco(0),
			[]any{"beneficio", "gratuidade", "elegivel", true, "vagas.gratuitas.total", 2, "vagas.gratuitas.disponiveis", 2, "situacao", "garantida"}},
		{"D3691 art1: boat, 1 seat granted → free, 1 left", barco(1),
			[]any{"beneficio", "gratuidade", "vagas.gratuitas.disponiveis", 1}},
		// Revision 3 (R2): the two seats are a reservation, not a ceiling
		// (PL art1): gratuidade subject to availability (revision 2: nenhum).
		{"PL art1, D3691 art1: boat, 2 seats granted → free, sujeita_a_disponibilidade", barco(2),
			[]any{"beneficio", "gratuidade", "elegivel", true, "vagas.gratuitas.total", 2, "vagas.gratuitas.disponiveis", 0,
				"situacao", "sujeita_a_disponibilidade", "descontoPercentual", 100}},
		{"D3691 art1: train, 2 simultaneous services do not double the seats", map[string]any{"categoria": "pcd", "viagem.modal": "ferroviario",
			"vagas.gratuitasConcedidas": 2, "viagem.servicosSimultaneos": 2},
			[]any{"beneficio", "gratuidade", "vagas.gratuitas.total", 2, "situacao", "sujeita_a_disponibilidade"}},
		{"rules § 4: boat, 2 seats granted, from boarding → encerrada", map[string]any{"categoria": "pcd", "viagem.modal": "aquaviario",
			"vagas.gratuitasConcedidas": 2, "agora": "2026-12-24T09:30:00-03:00"},
			[]any{"beneficio", "gratuidade", "situacao", "encerrada"}},
		{"Res art149 III: road, 40 granted, still free without limit", map[string]any{"categoria": "pcd", "vagas.gratuitasConcedidas": 40},
			[]any{"beneficio", "gratuidade", "vagas.gratuitas.total", nil}},
	})
	m := calcOK(t, montar(t, baseBeneficio, barco(2)))
	n := notaCom(m, "recusa")
	if n == nil || !strings.Contains(n["texto"].(string), "transporte rodoviário") {
		t.Errorf("refusal sentence on a boat must say the Res art153 document is a road rule: %v", m["notas"])
	}
	for _, nt := range m["notas"].([]any) {
		txt := nt.(map[string]any)["texto"].(string)
		if strings.Contains(txt, "posterior e específica") || strings.Contains(txt, "prevalece") {
			t.Errorf("the decree and the resolution do not conflict: %q", txt)
		}
	}
	if !temFundamento(m, "motivoFundamentos", "decreto-3691-2000#art1") || temFundamento(m, "motivoFundamentos", "resolucao-antt-6033-2023#art149_cpt_inc3") {
		t.Errorf("the boat's motivo rests on D3691 art1, not on the road resolution: %v", m["motivoFundamentos"])
	}
	m = calcOK(t, montar(t, baseBeneficio, map[string]any{"categoria": "pcd"}))
	if n := notaCom(m, "não se contradizem"); n == nil || !temFundamento(n, "fundamentos", "decreto-3691-2000#art1") || !temFundamento(n, "fundamentos", "resolucao-antt-6033-2023#art149_cpt_inc3") {
		t.Errorf("road note on D3691 art1 and Res art149 III missing: %v", m["notas"])
	}
}

func TestRev2SemPrevisaoNoTremENoBarco(t *testing.T) {
	semPrevisao := []any{"beneficio", "sem_previsao", "elegivel", nil, "descontoPercentual", 0, "situacao", nil,
		"prazos.solicitarAte", nil, "prazos.apresentarAte", nil, "valores", nil, "vagas", nil}
	rodarBeneficio(t, []casoBeneficio{
		{"Res art149 §3: companion on a train", map[string]any{"categoria": "pcd_acompanhante", "viagem.modal": "ferroviario"}, semPrevisao},
		{"Res art149 §3: companion on a boat", map[string]any{"categoria": "pcd_acompanhante", "viagem.modal": "aquaviario"}, semPrevisao},
		{"D9579 art39: child on a train", map[string]any{"categoria": "crianca", "viagem.modal": "ferroviario"}, semPrevisao},
		{"D9579 art39: child on a boat without conventional service", map[string]any{"categoria": "crianca", "viagem.modal": "aquaviario", "viagem.convencional": false}, semPrevisao},
		{"D9579 art39: child on a train occupying a seat → nenhum", map[string]any{"categoria": "crianca", "viagem.modal": "ferroviario", "viagem.ocupaPoltrona": true},
			[]any{"beneficio", "nenhum", "elegivel", false}},
		{"D9579 art39: 7-year-old on a boat → nenhum", map[string]any{"categoria": "crianca", "viagem.modal": "aquaviario", "nascimento": "2019-01-10"},
			[]any{"beneficio", "nenhum", "elegivel", false}},
		{"Res art148: child on a non-regular line → nao_se_aplica in every mode", map[string]any{"categoria": "crianca", "viagem.modal": "ferroviario", "viagem.linhaRegular": false},
			[]any{"beneficio", "nao_se_aplica"}},
		{"Res art149 §3: companion on road → free", map[string]any{"categoria": "pcd_acompanhante"},
			[]any{"beneficio", "gratuidade", "elegivel", true}},
	})
	m := calcOK(t, montar(t, baseBeneficio, map[string]any{"categoria": "crianca", "viagem.modal": "ferroviario"}))
	mot := m["motivo"].(string)
	if !strings.Contains(mot, "permite") || !strings.Contains(mot, "Confirme com a empresa") || strings.Contains(mot, "obrigada a transportá-la") {
		t.Errorf("child on a train: the decree permits, does not oblige: %q", mot)
	}
	if len(m["documentos"].([]any)) != 0 {
		t.Errorf("sem_previsao lists no documents: %v", m["documentos"])
	}
	m = calcOK(t, montar(t, baseBeneficio, map[string]any{"categoria": "pcd_acompanhante", "viagem.modal": "ferroviario"}))
	for _, nt := range m["notas"].([]any) {
		txt := nt.(map[string]any)["texto"].(string)
		if strings.Contains(txt, "dão o direito") {
			t.Errorf("a note granting the right next to sem_previsao: %q", txt)
		}
	}
}

func TestRev2ApresentacaoDoJovem(t *testing.T) {
	// Boarding 09:30, presentation until 09:00 (Dec art13 §6).
	desconto := map[string]any{"vagas.gratuitasConcedidas": 2}
	com := func(extra map[string]any, agora string) map[string]any {
		m := map[string]any{"agora": agora}
		for k, v := range extra {
			m[k] = v
		}
		return m
	}
	casos := []struct {
		nome       string
		ed         map[string]any
		apresente  bool // "Apresente-se … até 09:00" is said
		passou     bool // "Passou o horário de apresentação" is said
		perdeDesc  bool // the youth is told the discount is lost too
		beneficio  string
		situacaoOK string
	}{
		{"08:59, free seat: still in time", com(nil, "2026-12-24T08:59:00-03:00"), true, false, false, "gratuidade", "sujeita_a_disponibilidade"},
		{"09:00, free seat: the last minute", com(nil, "2026-12-24T09:00:00-03:00"), true, false, false, "gratuidade", "sujeita_a_disponibilidade"},
		{"09:01, free seat: passed, no 'até'", com(nil, "2026-12-24T09:01:00-03:00"), false, true, false, "gratuidade", "sujeita_a_disponibilidade"},
		{"09:01, discount seat: the discount is lost too", com(desconto, "2026-12-24T09:01:00-03:00"), false, true, true, "desconto", "sujeita_a_disponibilidade"},
		{"09:30, boarding: the trip started", com(nil, "2026-12-24T09:30:00-03:00"), false, false, false, "gratuidade", "encerrada"},
	}
	for _, c := range casos {
		t.Run(c.nome, func(t *testing.T) {
			m := calcOK(t, montar(t, baseBeneficio, c.ed))
			igual(t, m, "beneficio", c.beneficio, "situacao", c.situacaoOK)
			if got := notaCom(m, "Apresente-se") != nil; got != c.apresente {
				t.Errorf("'Apresente-se' said = %v, want %v: %v", got, c.apresente, m["notas"])
			}
			n := notaCom(m, "Passou o horário de apresentação, que era 24/12/2026 às 09:00.")
			if (n != nil) != c.passou {
				t.Errorf("'Passou' said = %v, want %v: %v", n != nil, c.passou, m["notas"])
			}
			if n != nil && !temFundamento(n, "fundamentos", "decreto-8537-2015#art13_par6") {
				t.Errorf("the lost-benefit sentence cites Dec art13 §6: %v", n)
			}
			if c.perdeDesc && (n == nil || !strings.Contains(n["texto"].(string), "desconto")) {
				t.Errorf("youth with a discount seat not told the discount is lost: %v", n)
			}
			if c.passou && (notaCom(m, "Peça um único bilhete") != nil || notaCom(m, "até 30 minutos antes do início da viagem.") != nil) {
				t.Errorf("instructions that need time before boarding after the presentation time: %v", m["notas"])
			}
		})
	}
}

func TestRev2HorasComFuso(t *testing.T) {
	// A passenger in Cuiabá (UTC−04:00) asks at 16:30 on their clock about a
	// line leaving at 20:00 in Brasília time: the request deadline is 17:00
	// there, 16:00 on the passenger's clock.
	m := calcOK(t, montar(t, baseBeneficio, map[string]any{
		"agora":               "2026-12-20T16:30:00-04:00",
		"viagem.partidaLinha": "2026-12-24T20:00:00-03:00",
		"viagem.embarque":     "2026-12-24T20:00:00-03:00",
	}))
	n := notaCom(m, "Peça o bilhete até")
	if n == nil {
		t.Fatalf("no request sentence: %v", m["notas"])
	}
	txt := n["texto"].(string)
	for _, f := range []string{"24/12/2026 às 17:00", "UTC−03:00", "24/12/2026 às 16:00", "UTC−04:00"} {
		if !strings.Contains(txt, f) {
			t.Errorf("sentence %q lacks %q", txt, f)
		}
	}
	// Same offset: no zone noise.
	m = calcOK(t, baseBeneficio)
	if n := notaCom(m, "Peça o bilhete até 24/12/2026 às 05:00:"); n == nil {
		t.Errorf("same-offset sentence: %v", m["notas"])
	}
}

func TestRev2EscopoPorModal(t *testing.T) {
	rodarBeneficio(t, []casoBeneficio{
		{"EPI art40: elderly on a train without conventional service → nao_se_aplica",
			map[string]any{"categoria": "idoso", "viagem.modal": "ferroviario", "viagem.convencional": false},
			[]any{"beneficio", "nao_se_aplica", "situacao", nil, "elegivel", false}},
		{"D3691 art1: Passe Livre on a boat without conventional service → nao_se_aplica",
			map[string]any{"categoria": "pcd", "viagem.modal": "aquaviario", "viagem.convencional": false},
			[]any{"beneficio", "nao_se_aplica"}},
		// Revision 3 (R1): D9921 art39 §2 I fixes the deadline on the boat too
		// (revision 2: "no deadlines in the texts", solicitarAte null).
		{"D9921 art39 §2 I: elderly on a boat, free seat, 3 h before the line's start",
			map[string]any{"categoria": "idoso", "viagem.modal": "aquaviario"},
			[]any{"beneficio", "gratuidade", "prazos.solicitarAte", "2026-12-24T05:00:00-03:00", "situacao", "garantida"}},
	})
	m := calcOK(t, montar(t, baseBeneficio, map[string]any{"categoria": "pcd", "viagem.modal": "aquaviario", "viagem.convencional": false}))
	if !temFundamento(m, "motivoFundamentos", "decreto-3691-2000#art1") || temFundamento(m, "motivoFundamentos", "resolucao-antt-6033-2023#art149") {
		t.Errorf("Passe Livre on a boat: the scope rests on D3691 art1, not on the road resolution: %v", m["motivoFundamentos"])
	}
	m = calcOK(t, montar(t, baseBeneficio, map[string]any{"categoria": "idoso", "viagem.modal": "ferroviario"}))
	if temFundamento(m, "motivoFundamentos", "resolucao-antt-6033-2023#art149_cpt_inc1") {
		t.Errorf("elderly on a train: the motivo must not rest on the road resolution: %v", m["motivoFundamentos"])
	}
}

func TestRev2AniversarioEm29DeFevereiro(t *testing.T) {
	// Born 29/02/2008: turns 18 … no: youth turns 15 on 01/03/2023 (CC art132 §3).
	rodarBeneficio(t, []casoBeneficio{
		{"CC art132 §3: 28/02 of a common year, still 14", map[string]any{"nascimento": "2008-02-29", "agora": "2023-02-01T10:00:00-03:00",
			"viagem.partidaLinha": "2023-02-28T08:00:00-03:00", "viagem.embarque": "2023-02-28T09:30:00-03:00"},
			[]any{"elegivel", false, "beneficio", "nenhum"}},
		{"CC art132 §3: 01/03 of a common year, 15", map[string]any{"nascimento": "2008-02-29", "agora": "2023-02-01T10:00:00-03:00",
			"viagem.partidaLinha": "2023-03-01T08:00:00-03:00", "viagem.embarque": "2023-03-01T09:30:00-03:00"},
			[]any{"elegivel", true, "beneficio", "gratuidade"}},
	})
	m := calcOK(t, montar(t, baseBeneficio, map[string]any{"nascimento": "2008-02-29", "agora": "2023-02-01T10:00:00-03:00",
		"viagem.partidaLinha": "2023-03-01T08:00:00-03:00", "viagem.embarque": "2023-03-01T09:30:00-03:00"}))
	if n := notaCom(m, "29 de fevereiro"); n == nil || !temFundamento(n, "fundamentos", "lei-10406-2002#art132_par3") {
		t.Errorf("the 29 February sentence cites CC art132 §3: %v", m["notas"])
	}
}

// No beneficio answer contains two sentences that contradict each other, and
// no sentence is a defect class of the review (rules.md § 11).
func TestPropriedadeBeneficioSemContradicoes(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	proibidas := []string{"foram cobrados", "liberalidade", "posterior e específica", "))", "posições 0", "só pode ser cobrado"}
	for i := 0; i < 20000; i++ {
		p := pedidoBeneficioAleatorio(r)
		if r.IntN(3) == 0 {
			// Times around the deadlines, where contradictions hide.
			p.Agora = p.embarque().Add(instante.Duration(r.IntN(8*60)-6*60) * instante.Minute)
		}
		res := calcularBeneficio(&p)
		com := res.beneficio == benGratuidade || res.beneficio == benDesconto
		if (res.situacao != "") != com {
			t.Fatalf("case %d: situacao %q with beneficio %q", i, res.situacao, res.beneficio)
		}
		if res.beneficio == benSemPrevisao && (res.temPrazos || res.temValores || res.temVagas || len(res.documentos) > 0) {
			t.Fatalf("case %d: sem_previsao with values: %+v", i, res)
		}
		if !com && len(res.documentos) > 0 {
			t.Fatalf("case %d: documents without a benefit", i)
		}
		frases := append([]nota{res.motivo}, res.notas...)
		frases = append(frases, res.documentos...)
		var apresente, passou, peca, reservaPassou, comecou bool
		for _, n := range frases {
			for _, f := range proibidas {
				if strings.Contains(n.texto, f) {
					t.Fatalf("case %d: %q in %q", i, f, n.texto)
				}
			}
			apresente = apresente || strings.HasPrefix(n.texto, "Apresente-se")
			passou = passou || strings.HasPrefix(n.texto, "Passou o horário de apresentação")
			peca = peca || strings.HasPrefix(n.texto, "Peça o bilhete até")
			reservaPassou = reservaPassou || strings.HasPrefix(n.texto, "A reserva garantida terminou")
			comecou = comecou || strings.HasPrefix(n.texto, "A sua viagem começou")
		}
		if res.motivo.texto == "" {
			t.Fatalf("case %d: no motivo", i)
		}
		if apresente && passou || peca && reservaPassou || comecou && (apresente || peca || passou) {
			t.Fatalf("case %d: deadline sentences contradict: %v", i, frases)
		}
		if apresente && p.Agora.After(res.apresentarAte) || peca && p.Agora.After(res.solicitarAte) {
			t.Fatalf("case %d: an instruction whose time has passed: %v", i, frases)
		}
		if !com && (apresente || peca || passou) {
			t.Fatalf("case %d: instructions to use a benefit with %q", i, res.beneficio)
		}
		if res.situacao == sitEncerrada && !comecou {
			t.Fatalf("case %d: encerrada without saying the trip started", i)
		}
		if res.temValores && res.beneficio == benGratuidade && res.valores.tarifa != 0 {
			t.Fatalf("case %d: free seat with a fare", i)
		}
	}
}
