package calculator

import (
	"math/rand/v2"
	"strings"
	"testing"
	"viagemdedireito/calculator/instante"
)

// base: counter purchase on 01/12/2026, boarding 24/12/2026 09:30 -03:00.
const baseReembolso = `{"operacao": "reembolso", "agora": "2026-12-22T09:30:00-03:00",
 "compra": {"em": "2026-12-01T12:00:00-03:00", "canal": "presencial", "tarifa": 15000, "taxaEmbarque": 850},
 "viagem": {"embarque": "2026-12-24T09:30:00-03:00"}}`

type casoReembolso struct {
	nome   string
	ed     map[string]any
	espera []any
}

func rodarReembolso(t *testing.T, casos []casoReembolso) {
	t.Helper()
	for _, c := range casos {
		t.Run(c.nome, func(t *testing.T) {
			m := calcOK(t, montar(t, baseReembolso, c.ed))
			igual(t, m, c.espera...)
		})
	}
}

// Revision 2, rules.md § 7: the 3-hour limit is counted minute by minute
// from the scheduled start (CC art132 §4); after it and before boarding the
// refund is due under L11975 art2 (antes_do_embarque); the boarding moment
// includes the delay.
func TestReembolsoLimiteDeTresHoras(t *testing.T) {
	rodarReembolso(t, []casoReembolso{
		{"pedido 3 h antes do embarque → padrao", map[string]any{"agora": "2026-12-24T06:30:00-03:00"},
			[]any{"direito", true, "regra", "padrao", "pagarAte", "2027-01-23", "valores.total", 15100}},
		{"pedido 2 h 59 min antes do embarque → antes_do_embarque, mesmos valores", map[string]any{"agora": "2026-12-24T06:31:00-03:00"},
			[]any{"direito", true, "regra", "antes_do_embarque", "valores.retencaoMaxima", 750, "valores.total", 15100, "pagarAte", "2027-01-23", "imediato", false}},
		{"pedido 2 h antes, sem protocolo → antes_do_embarque imediato", map[string]any{"agora": "2026-12-24T07:30:00-03:00", "protocoloFornecido": false},
			[]any{"direito", true, "regra", "antes_do_embarque", "imediato", true, "pagarAte", "2026-12-24"}},
		{"pedido 1 minuto antes do embarque", map[string]any{"agora": "2026-12-24T09:29:00-03:00"},
			[]any{"direito", true, "regra", "antes_do_embarque"}},
		{"pedido na hora do embarque → fora_do_prazo", map[string]any{"agora": "2026-12-24T09:30:00-03:00"},
			[]any{"direito", false, "regra", "fora_do_prazo", "valores.total", 0, "pagarAte", nil, "imediato", false}},
		{"pedido depois do embarque (não comparecimento) → fora_do_prazo", map[string]any{"agora": "2026-12-24T10:00:00-03:00"},
			[]any{"direito", false, "regra", "fora_do_prazo"}},
		{"compra online 2 dias antes, pedido 1 h antes do embarque → reembolso integral (7 dias) sob a Lei", map[string]any{"agora": "2026-12-24T08:30:00-03:00", "compra.canal": "nao_presencial", "compra.em": "2026-12-22T10:00:00-03:00"},
			[]any{"direito", true, "regra", "antes_do_embarque", "valores.retencaoMaxima", 0, "valores.total", 15850}},
	})
	m := calcOK(t, montar(t, baseReembolso, map[string]any{"agora": "2026-12-24T06:31:00-03:00"}))
	if n := notaCom(m, "Lei nº 11.975/2009 garante o reembolso", "24/12/2026 às 06:30", "24/12/2026 às 09:30"); n == nil || !temFundamento(n, "fundamentos", "lei-11975-2009#art2") {
		t.Errorf("antes_do_embarque: sentence of L11975 art2 missing: %v", m["notas"])
	}
	if n := notaCom(m, "lei federal está acima", "admite o pedido de cancelamento só até 3 horas"); n == nil || !temFundamento(n, "fundamentos", "resolucao-antt-6033-2023#art147_par7") ||
		!temFundamento(n, "fundamentos", "resolucao-antt-6033-2023#art147") {
		t.Errorf("antes_do_embarque: note on Res art147 caput/§7 vs the law missing: %v", m["notas"])
	}
	if notaCom(m, "recusa por escrito", "ANTT", "Procon") == nil {
		t.Errorf("antes_do_embarque: how to complain missing")
	}
	m = calcOK(t, montar(t, baseReembolso, map[string]any{"agora": "2026-12-24T10:00:00-03:00"}))
	if n := notaCom(m, "não comparecimento"); n == nil || !temFundamento(n, "fundamentos", "resolucao-antt-6033-2023#art147_par7") {
		t.Errorf("fora_do_prazo: sentence of Res art147 §7 missing: %v", m["notas"])
	}
	if notaCom(m, "garante") != nil || notaCom(m, "tem direito") != nil {
		t.Errorf("fora_do_prazo with a note granting the right: %v", m["notas"])
	}
}

// A delay moves the boarding, not the schedule the ticket states (rules.md
// § 7): 60 minutes is not "more than 1 hour" (L11975 art3), 61 is.
func TestReembolsoAtrasoDaPartida(t *testing.T) {
	rodarReembolso(t, []casoReembolso{
		{"atraso de 60 min, pedido 2 dias antes → padrao", map[string]any{"atrasoPartidaMinutos": 60},
			[]any{"regra", "padrao", "direito", true}},
		{"atraso de 60 min, pedido 10 min depois do horário marcado: o ônibus não partiu → antes_do_embarque", map[string]any{"atrasoPartidaMinutos": 60, "agora": "2026-12-24T09:40:00-03:00"},
			[]any{"regra", "antes_do_embarque", "direito", true, "valores.total", 15100}},
		{"atraso de 60 min, pedido na nova hora de partida → fora_do_prazo", map[string]any{"atrasoPartidaMinutos": 60, "agora": "2026-12-24T10:30:00-03:00"},
			[]any{"regra", "fora_do_prazo", "direito", false}},
		{"atraso de 60 min, pedido 2 h 59 min antes do horário marcado → antes_do_embarque (limite do horário marcado)", map[string]any{"atrasoPartidaMinutos": 60, "agora": "2026-12-24T06:31:00-03:00"},
			[]any{"regra", "antes_do_embarque"}},
		{"atraso de 61 min, pedido antes do horário marcado → atraso_partida", map[string]any{"atrasoPartidaMinutos": 61, "agora": "2026-12-24T09:00:00-03:00"},
			[]any{"direito", true, "regra", "atraso_partida", "imediato", true, "valores.total", 15850, "valores.retencaoMaxima", 0, "pagarAte", "2026-12-24"}},
		{"atraso de 61 min, pedido depois do horário marcado → atraso_partida", map[string]any{"atrasoPartidaMinutos": 61, "agora": "2026-12-24T10:31:00-03:00"},
			[]any{"regra", "atraso_partida", "direito", true}},
		{"atraso de 61 min, pedido 2 dias antes → atraso_partida", map[string]any{"atrasoPartidaMinutos": 61},
			[]any{"regra", "atraso_partida"}},
	})
	m := calcOK(t, montar(t, baseReembolso, map[string]any{"atrasoPartidaMinutos": 60, "agora": "2026-12-24T09:40:00-03:00"}))
	if notaCom(m, "atraso de 60 minutos", "24/12/2026 às 10:30") == nil {
		t.Errorf("the moved boarding is not stated: %v", m["notas"])
	}
	if notaCom(m, "já passou") != nil || notaCom(m, "viagem já começou") != nil {
		t.Errorf("a delayed bus that has not left is said to have left: %v", m["notas"])
	}
	m = calcOK(t, montar(t, baseReembolso, map[string]any{"atrasoPartidaMinutos": 61}))
	if n := notaCom(m, "outra empresa", "61 minutos"); n == nil || !temFundamento(n, "fundamentos", "lei-11975-2009#art3") {
		t.Error("sentence on boarding with another company missing")
	}
}

// The used ticket, the M3 micro-bus and the rail refund have their own
// sentences, and fundamentos is never empty.
func TestReembolsoUtilizadoM3Trem(t *testing.T) {
	m := calcOK(t, montar(t, baseReembolso, map[string]any{"utilizado": true}))
	igual(t, m, "direito", false, "regra", "bilhete_utilizado", "valores.total", 0, "pagarAte", nil)
	if n := notaCom(m, "já foi utilizado"); n == nil || !temFundamento(n, "fundamentos", "lei-11975-2009#art2") ||
		!temFundamento(n, "fundamentos", "resolucao-antt-6033-2023#art147_par6") {
		t.Errorf("used ticket: sentence missing: %v", m["notas"])
	}
	m = calcOK(t, montar(t, baseReembolso, map[string]any{"m3NaoInformado": true, "agora": "2026-12-24T12:00:00-03:00"}))
	igual(t, m, "direito", true, "regra", "m3_nao_informado", "imediato", true, "valores.total", 15850)
	if n := notaCom(m, "micro-ônibus categoria M3", "tem direito ao reembolso imediato, integral e monetariamente atualizado", "R$ 158,50"); n == nil ||
		!temFundamento(n, "fundamentos", "resolucao-antt-6033-2023#art143_par4") {
		t.Errorf("M3: the right itself is not stated: %v", m["notas"])
	}
	if n := notaCom(m, "IPCA", "R$ 0,00"); n == nil || !temFundamento(n, "fundamentos", "resolucao-antt-6033-2023#art143_par5") {
		t.Errorf("M3 in the same month: the zero correction has no sentence: %v", m["notas"])
	}
	for _, modal := range []string{"ferroviario", "aquaviario"} {
		m = calcOK(t, montar(t, baseReembolso, map[string]any{"modal": modal}))
		igual(t, m, "direito", nil, "regra", "fora_do_escopo", "valores", nil, "pagarAte", nil)
		if !temFundamento(m, "fundamentos", "lei-11975-2009#art1") || !temFundamento(m, "fundamentos", "resolucao-antt-6033-2023#art147") {
			t.Errorf("%s: fundamentos %v", modal, m["fundamentos"])
		}
		if n := notaCom(m, "transporte rodoviário", nomeModal(modal)); n == nil || !temFundamento(n, "fundamentos", "lei-11975-2009#art1") {
			t.Errorf("%s: scope note missing: %v", modal, m["notas"])
		}
	}
}

func TestRes147Par1Retencao(t *testing.T) {
	rodarReembolso(t, []casoReembolso{
		{"Res art147 §1: 5% of 150,01 = 7,5005 → retention 7,50", map[string]any{"compra.tarifa": 15001},
			[]any{"valores.retencaoMaxima", 750, "valores.tarifa", 14251, "valores.taxas", 850, "valores.total", 15101}},
		{"Res art147 §1: 5% of 0,19 → 0", map[string]any{"compra.tarifa": 19, "compra.taxaEmbarque": nil},
			[]any{"valores.retencaoMaxima", 0, "valores.total", 19}},
		{"Res art147 §1: 5% of 0,20 → 0,01", map[string]any{"compra.tarifa": 20, "compra.taxaEmbarque": nil},
			[]any{"valores.retencaoMaxima", 1, "valores.total", 19}},
		{"Res art147 §4: every fee refunded in full", map[string]any{"compra.pedagio": 320, "compra.outras": 30},
			[]any{"valores.taxas", 1200, "valores.total", 15450}},
		{"Res art147 §3: without protocol the refund is immediate", map[string]any{"protocoloFornecido": false},
			[]any{"imediato", true, "pagarAte", "2026-12-22", "regra", "padrao"}},
	})
}

// "Within 30 days": until the 30th calendar day after the request date, in
// the request's offset (Res art147 §1; L11975 art2 parágrafo único).
func TestRes147Par1TrintaDias(t *testing.T) {
	casos := []struct{ agora, embarque, pagarAte string }{
		{"2027-02-10T10:00:00-03:00", "2027-03-30T10:00:00-03:00", "2027-03-12"}, // across February (28 days)
		{"2028-02-10T10:00:00-03:00", "2028-03-30T10:00:00-03:00", "2028-03-11"}, // across a leap February
		{"2026-12-15T10:00:00-03:00", "2027-03-30T10:00:00-03:00", "2027-01-14"}, // across the year end
		{"2026-12-15T23:30:00-03:00", "2027-03-30T10:00:00-03:00", "2027-01-14"}, // 02:30 UTC on the 16th: request's own offset
		{"2026-12-16T00:30:00+00:00", "2027-03-30T10:00:00-03:00", "2027-01-15"},
	}
	for _, c := range casos {
		m := calcOK(t, montar(t, baseReembolso, map[string]any{"agora": c.agora, "viagem.embarque": c.embarque, "compra.em": "2026-12-01T12:00:00-03:00"}))
		igual(t, m, "pagarAte", c.pagarAte)
	}
}

// Res art147 §6: non-presential purchase, up to the end of the 7th calendar
// day after the purchase date, read in the purchase's offset.
func TestRes147Par6Arrependimento(t *testing.T) {
	online := map[string]any{"compra.canal": "nao_presencial", "compra.em": "2026-12-01T23:00:00-03:00", "viagem.embarque": "2026-12-24T09:30:00-03:00"}
	com := func(agora string) map[string]any {
		m := map[string]any{"agora": agora}
		for k, v := range online {
			m[k] = v
		}
		return m
	}
	rodarReembolso(t, []casoReembolso{
		{"Res art147 §6: 7th day, 23:59 → full refund", com("2026-12-08T23:59:00-03:00"),
			[]any{"regra", "arrependimento_7_dias", "valores.retencaoMaxima", 0, "valores.total", 15850, "pagarAte", "2027-01-07"}},
		{"Res art147 §6: 8th day, 00:00 → padrao", com("2026-12-09T00:00:00-03:00"),
			[]any{"regra", "padrao", "valores.retencaoMaxima", 750}},
		{"Res art147 §6: 7th day in the purchase offset (8th in UTC) → full refund", com("2026-12-09T02:30:00Z"),
			[]any{"regra", "arrependimento_7_dias"}},
		{"Res art147 §6: same day as the purchase", com("2026-12-01T23:30:00-03:00"),
			[]any{"regra", "arrependimento_7_dias"}},
		{"Res art147 caput: counter purchase on the 2nd day → padrao", map[string]any{"agora": "2026-12-02T10:00:00-03:00"},
			[]any{"regra", "padrao"}},
		{"Res art147 §6 needs the 3-hour window too", com("2026-12-02T10:00:00-03:00"),
			[]any{"regra", "arrependimento_7_dias"}},
	})
	m := calcOK(t, montar(t, baseReembolso, com("2026-12-08T10:00:00-03:00")))
	if !temFundamento(m, "fundamentos", "resolucao-antt-6033-2023#art147_par6") {
		t.Error("Res art147 §6 missing")
	}
}

func TestRes147OrdemDasRegras(t *testing.T) {
	rodarReembolso(t, []casoReembolso{
		{"used ticket wins over everything", map[string]any{"utilizado": true, "m3NaoInformado": true, "atrasoPartidaMinutos": 120},
			[]any{"direito", false, "regra", "bilhete_utilizado", "valores.total", 0}},
		{"M3 wins over delay and deadline", map[string]any{"m3NaoInformado": true, "atrasoPartidaMinutos": 120, "agora": "2026-12-24T12:00:00-03:00"},
			[]any{"regra", "m3_nao_informado"}},
		{"other modes: direito null", map[string]any{"modal": "aquaviario"},
			[]any{"direito", nil, "regra", "fora_do_escopo", "valores", nil, "pagarAte", nil}},
	})
}

func TestRes143Par5CorrecaoIPCA(t *testing.T) {
	casos := []struct {
		nome, compra, agora string
		correcao            int
		nota                string
	}{
		{"Res art143 §4: same month → factor 1", "2026-12-01T12:00:00-03:00", "2026-12-22T09:30:00-03:00", 0, ""},
		{"Res art143 §5: consecutive months in the table", "2025-01-10T12:00:00-03:00", "2025-02-10T12:00:00-03:00", 26, "Correção pelo IPCA"}, // 16000 × 7111,86 ÷ 7100,50 = 16025,6,
		// 16000 × 7403,29 (12/2025) ÷ 7063,77 (11/2024) = 16769,05… → 16769
		{"Res art143 §5: across years", "2024-12-10T12:00:00-03:00", "2026-01-15T12:00:00-03:00", 769, "fator 1,048065"},
		{"Res art143 §5: provisional month → note", "2026-03-15T12:00:00-03:00", "2026-05-10T12:00:00-03:00", 0, "provisório"},
		{"Res art143 §5: month missing → latest month + note", "2026-01-15T12:00:00-03:00", "2026-12-22T09:30:00-03:00", 0, "último mês da tabela, 07/2026"},
		{"Res art143 §5: purchase before the table → first month + note", "2014-06-15T12:00:00-03:00", "2015-03-10T09:30:00-03:00", 0, "mês mais próximo da tabela, 01/2015"},
	}
	for _, c := range casos {
		t.Run(c.nome, func(t *testing.T) {
			m := calcOK(t, montar(t, baseReembolso, map[string]any{"m3NaoInformado": true, "compra.em": c.compra, "agora": c.agora,
				"viagem.embarque": "2026-12-24T09:30:00-03:00", "compra.taxaEmbarque": 1000}))
			igual(t, m, "direito", true, "regra", "m3_nao_informado", "imediato", true, "valores.retencaoMaxima", 0, "valores.tarifa", 15000, "valores.taxas", 1000)
			if c.correcao > 0 {
				igual(t, m, "valores.correcao", c.correcao, "valores.total", 16000+c.correcao)
			}
			if c.nota != "" && notaCom(m, c.nota) == nil {
				t.Errorf("no note with %q: %v", c.nota, m["notas"])
			}
			if c.correcao == 0 && c.nota == "" {
				igual(t, m, "valores.correcao", 0, "valores.total", 16000)
			}
			if !temFundamento(m, "fundamentos", "resolucao-antt-6033-2023#art143_par5") {
				t.Error("Res art143 §5 missing")
			}
		})
	}
	// The provisional months 03/2026 → 04/2026: 16000 × 7596,09 ÷ 7479,71.
	m := calcOK(t, montar(t, baseReembolso, map[string]any{"m3NaoInformado": true, "compra.em": "2026-03-15T12:00:00-03:00",
		"agora": "2026-05-10T12:00:00-03:00", "compra.taxaEmbarque": 1000}))
	igual(t, m, "valores.correcao", int(razaoArredondada(16000, 759609, 747971)-16000))
	if n := notaCom(m, "provisório"); n == nil || !strings.Contains(n["texto"].(string), "04/2026") {
		t.Errorf("provisional note should name 04/2026: %v", m["notas"])
	}
}

func TestRazaoArredondadaMeioParaCima(t *testing.T) {
	casos := []struct{ v, n, d, want int64 }{
		{1, 3, 2, 2}, // 1,5 → 2
		{5, 1, 2, 3}, // 2,5 → 3
		{1, 1, 3, 0}, // 0,33 → 0
		{2, 1, 3, 1}, // 0,67 → 1
		{7, 1, 2, 4}, // 3,5 → 4
		{100, 1, 1, 100},
	}
	for _, c := range casos {
		if got := razaoArredondada(c.v, c.n, c.d); got != c.want {
			t.Errorf("razaoArredondada(%d, %d, %d) = %d, want %d", c.v, c.n, c.d, got, c.want)
		}
	}
}

// Revision 2, rules.md § 7: the 7-day window is read in the purchase's
// offset or in the request's, whichever favours the passenger, with a note
// when the two readings differ.
func TestReembolsoSeteDiasEntreFusos(t *testing.T) {
	online := func(compra, agora string) map[string]any {
		return map[string]any{"compra.canal": "nao_presencial", "compra.em": compra, "agora": agora, "viagem.embarque": "2026-12-24T09:30:00-03:00"}
	}
	rodarReembolso(t, []casoReembolso{
		{"comprado online às 23:30 em Brasília, pedido no 7º dia no horário do Acre (8º em Brasília) → integral",
			online("2026-12-01T23:30:00-03:00", "2026-12-08T22:30:00-05:00"),
			[]any{"regra", "arrependimento_7_dias", "valores.retencaoMaxima", 0, "valores.total", 15850}},
		{"comprado online às 23:30 no Acre, pedido à 00:30 do 8º dia em Brasília (7º dia no fuso da compra) → integral",
			online("2026-12-01T23:30:00-05:00", "2026-12-09T00:30:00-03:00"),
			[]any{"regra", "arrependimento_7_dias", "valores.total", 15850}},
		{"comprado às 00:30 em Brasília, pedido no 8º dia nas duas leituras → padrao",
			online("2026-12-02T00:30:00-03:00", "2026-12-09T23:00:00-05:00"),
			[]any{"regra", "padrao", "valores.retencaoMaxima", 750}},
		{"mesmo fuso: 7º dia às 23:59 → integral", online("2026-12-01T23:30:00-03:00", "2026-12-08T23:59:00-03:00"),
			[]any{"regra", "arrependimento_7_dias"}},
		{"mesmo fuso: 8º dia à 00:00 → padrao", online("2026-12-01T23:30:00-03:00", "2026-12-09T00:00:00-03:00"),
			[]any{"regra", "padrao"}},
	})
	m := calcOK(t, montar(t, baseReembolso, online("2026-12-01T23:30:00-03:00", "2026-12-08T22:30:00-05:00")))
	n := notaCom(m, "No fuso da compra (UTC−03:00)", "09/12/2026", "no seu fuso (UTC−05:00)", "08/12/2026", "favorece o passageiro")
	if n == nil || !temFundamento(n, "fundamentos", "resolucao-antt-6033-2023#art147_par6") {
		t.Errorf("the note on the two readings is missing: %v", m["notas"])
	}
	// Same outcome in both readings: no note about readings.
	m = calcOK(t, montar(t, baseReembolso, online("2026-12-01T12:00:00-03:00", "2026-12-03T12:00:00-05:00")))
	if notaCom(m, "favorece o passageiro") != nil {
		t.Errorf("note on readings when they agree: %v", m["notas"])
	}
	// Both readings past the 7th day, offsets differ: both last days named.
	m = calcOK(t, montar(t, baseReembolso, online("2026-12-02T00:30:00-03:00", "2026-12-09T23:00:00-05:00")))
	if n := notaCom(m, "09/12/2026", "08/12/2026", "nas duas leituras"); n == nil {
		t.Errorf("the passed 7-day window is not explained in both offsets: %v", m["notas"])
	}
	if n := notaCom(m, "foi feriado"); n == nil || !temFundamento(n, "fundamentos", "lei-10406-2002#art132_par1") {
		t.Errorf("holiday note (CC art132 §1) on the 7th day missing: %v", m["notas"])
	}
}

// Every amount that appears has its sentence; the 30 days and the holiday
// note (CC art132 caput, §1) go with pagarAte.
func TestReembolsoFrasesDosValores(t *testing.T) {
	m := calcOK(t, montar(t, baseReembolso, map[string]any{"compra.pedagio": 320}))
	if n := notaCom(m, "5%", "R$ 7,50", "R$ 150,00", "R$ 142,50"); n == nil || !temFundamento(n, "fundamentos", "resolucao-antt-6033-2023#art147_par1") {
		t.Errorf("retention sentence missing: %v", m["notas"])
	}
	if n := notaCom(m, "taxas pagas (R$ 11,70)", "integralmente"); n == nil || !temFundamento(n, "fundamentos", "resolucao-antt-6033-2023#art147_par4") {
		t.Errorf("fees sentence missing: %v", m["notas"])
	}
	// Revision 3 (R3): the sentence that said the law "não prevê multa"
	// (L11975 art2) is replaced by L11975 art13 §2.
	if n := notaCom(m, "no dia da restituição", "comissão de venda", "no máximo os 5%"); n == nil || !temFundamento(n, "fundamentos", "lei-11975-2009#art13_par2") {
		t.Errorf("note on L11975 art13 §2 missing: %v", m["notas"])
	}
	if notaCom(m, "não prevê multa") != nil {
		t.Error("the law is still said to have no fine")
	}
	if n := notaCom(m, "30 dias", "22/12/2026", "21/01/2027"); n == nil || !temFundamento(n, "fundamentos", "lei-10406-2002#art132") ||
		!temFundamento(n, "fundamentos", "lei-11975-2009#art13") {
		t.Errorf("30-day sentence missing: %v", m["notas"])
	}
	if n := notaCom(m, "Se 21/01/2027 cair em feriado"); n == nil || !temFundamento(n, "fundamentos", "lei-10406-2002#art132_par1") {
		t.Errorf("holiday note missing: %v", m["notas"])
	}
	if n := notaCom(m, "comprovante do pagamento"); n == nil || !temFundamento(n, "fundamentos", "resolucao-antt-6033-2023#art147_par5") {
		t.Errorf("receipt of the fine (Res art147 §5) missing: %v", m["notas"])
	}
	// Immediate refund: no 30-day deadline is stated.
	m = calcOK(t, montar(t, baseReembolso, map[string]any{"protocoloFornecido": false}))
	if notaCom(m, "30 dias") != nil || notaCom(m, "feriado") != nil {
		t.Errorf("immediate refund with a 30-day deadline: %v", m["notas"])
	}
	// The times in sentences carry both offsets when agora's differs.
	m = calcOK(t, montar(t, baseReembolso, map[string]any{"agora": "2026-12-24T05:45:00-04:00"}))
	igual(t, m, "regra", "antes_do_embarque")
	if notaCom(m, "24/12/2026 às 06:30, horário do embarque (UTC−03:00); 24/12/2026 às 05:30 no horário de quem pede (UTC−04:00)") == nil {
		t.Errorf("the limit is not written in both offsets: %v", m["notas"])
	}
}

// Property (rules.md § 7, § 11): over random requests, no two sentences of
// one answer contradict each other and every amount has its sentence.
func TestPropriedadeReembolsoSemContradicao(t *testing.T) {
	r := rand.New(rand.NewPCG(41, 42))
	canais := []string{canalPresencial, canalNaoPresencial}
	for i := 0; i < 20000; i++ {
		p := PedidoReembolso{Modal: modRodoviario, Compra: Compra{Em: instanteAleatorio(r), Canal: Canal(canais[r.IntN(2)]),
			Tarifa: Centavos(r.Int64N(100000)), TaxaEmbarque: Centavos(r.Int64N(3) * 425), Pedagio: Centavos(r.Int64N(2) * 320)},
			Utilizado: r.IntN(8) == 0, ProtocoloFornecido: new(r.IntN(3) != 0), M3NaoInformado: r.IntN(8) == 0,
			AtrasoPartidaMinutos: []int64{0, 0, 30, 60, 61, 90}[r.IntN(6)]}
		p.Compra.APrazo = r.IntN(5) == 0
		if r.IntN(10) == 0 {
			p.Modal = Modal([]string{modFerroviario, modAquaviario}[r.IntN(2)])
		}
		p.Viagem.Embarque = p.Compra.Em.Add(instante.Duration(r.Int64N(15*24*60)) * instante.Minute)
		// Requests clustered around the 3-hour limit and the boarding.
		p.Agora = p.Viagem.Embarque.Add(instante.Duration(r.Int64N(10*60)-6*60) * instante.Minute)
		if r.IntN(3) == 0 {
			p.Agora = p.Compra.Em.Add(instante.Duration(r.Int64N(10*24*60)) * instante.Minute)
		}
		p.Agora = p.Agora.In(instante.FixedZone("", (r.IntN(5)-5)*3600))
		if p.Agora.Before(p.Compra.Em) {
			p.Agora = p.Compra.Em
		}
		res := calcularReembolso(&p)
		textos := ""
		for _, n := range res.Notas {
			if n.Fundamentos.r == (refs{}) {
				t.Fatalf("case %d: sentence without citation: %q", i, n.Texto)
			}
			textos += n.Texto + "\n"
		}
		var v ValoresReembolso
		if res.Valores != nil {
			v = *res.Valores
		}
		temDireito, direito := res.Direito != nil, res.Direito != nil && *res.Direito
		falhar := func(por string) {
			t.Fatalf("case %d (%+v): %s\nregra %s direito %v %+v\n%s", i, p, por, res.Regra, direito, v, textos)
		}
		if res.Fundamentos.r == (refs{}) || len(res.Notas) == 0 {
			falhar("no fundamentos or no sentence")
		}
		if temDireito && !direito {
			if int64(v.Total) != 0 || (res.PagarAte != nil) {
				falhar("no right but amounts")
			}
			for _, s := range []string{"tem direito", "garante o reembolso", "você recebe", "Você recebe", "é integral", "devolução deve"} {
				if strings.Contains(textos, s) {
					falhar("no right, yet a sentence grants it: " + s)
				}
			}
		}
		if direito {
			if int64(v.Total) <= 0 && int64(p.Compra.Tarifa)+int64(p.Compra.TaxaEmbarque)+int64(p.Compra.Pedagio) > 0 {
				falhar("a right with nothing to receive")
			}
			if strings.Contains(textos, "perda do direito") || strings.Contains(textos, "não há reembolso") {
				falhar("right granted and denied")
			}
		}
		if trinta := strings.Contains(textos, "em até 30 dias a partir da data do pedido ("); res.Imediato && trinta || direito && !res.Imediato && !trinta && !p.Compra.APrazo {
			falhar("immediate refund against the 30-day sentence")
		}
		// Revision 3 (R3, L11975 art15): bought on credit, any refund only
		// after the debt is paid: never immediate, no date, no 30 days.
		if p.Compra.APrazo && direito && (res.Imediato || (res.PagarAte != nil) || !strings.Contains(textos, "comprada a crédito") ||
			strings.Contains(textos, "em até 30 dias a partir da data do pedido (") || res.Fundamentos.r.has(l11975Art13)) {
			falhar("a credit purchase refunded by date")
		}
		// Revision 3 (R3, R6): the art13 §2 sentence only on the passenger's
		// own withdrawal; never "até 30 dias" next to an immediate refund.
		// Revision 4 (R2, C12): never on a benefit ticket (tarifa 0); the
		// sentence no longer names the article it cites (R8).
		if art13 := strings.Contains(textos, "no dia da restituição"); art13 != (p.Compra.Tarifa > 0 && (res.Regra == regraPadrao || res.Regra == regraAntesDoEmbarque || res.Regra == regraArrependimento)) {
			falhar("the art13 §2 sentence on the wrong refund")
		}
		if res.Imediato && strings.Contains(textos, "30 dias") {
			falhar("an immediate refund with 30 days")
		}
		if (res.PagarAte != nil) && !res.Imediato && !strings.Contains(textos, "o que dá até "+dataBR(*res.PagarAte)) {
			falhar("pagarAte without its sentence")
		}
		if int64(v.RetencaoMaxima) > 0 && !strings.Contains(textos, "até "+reais(int64(v.RetencaoMaxima))+" dos") {
			falhar("retention without its sentence")
		}
		if taxas := int64(p.Compra.TaxaEmbarque) + int64(p.Compra.Pedagio) + int64(p.Compra.Outras); direito && taxas > 0 && !strings.Contains(textos, "taxas pagas ("+reais(taxas)+")") {
			falhar("fees without their sentence")
		}
		if int64(v.Correcao) > 0 && !strings.Contains(textos, "uma correção de "+reais(int64(v.Correcao))) {
			falhar("correction without its sentence")
		}
		// The 3-hour limit: "até" only before it, "depois" only after it.
		limite := dataHoraBR(p.Viagem.Embarque.Add(-antecedenciaCancelamento))
		if p.Agora.After(p.Viagem.Embarque.Add(-antecedenciaCancelamento)) && strings.Contains(textos, "dentro do limite de "+limite) {
			falhar("the passed limit given as a deadline")
		}
		if !p.Agora.After(p.Viagem.Embarque.Add(-antecedenciaCancelamento)) && strings.Contains(textos, "depois do limite de 3 horas") {
			falhar("a request before the limit said to be after it")
		}
		if res.Regra == regraAntesDoEmbarque && (!direito || !strings.Contains(textos, "lei federal está acima")) {
			falhar("antes_do_embarque without the right or the note on the Resolução")
		}
	}
}
