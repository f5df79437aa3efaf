package calculator

import (
	"strings"
	"testing"
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

func TestRes147PrazoDeTresHoras(t *testing.T) {
	rodarReembolso(t, []casoReembolso{
		{"Res art147 caput: exactly 3 h before the trip → padrao", map[string]any{"agora": "2026-12-24T06:30:00-03:00"},
			[]any{"direito", true, "regra", "padrao", "pagarAte", "2027-01-23"}},
		{"Res art147 §7: one minute after → fora_do_prazo", map[string]any{"agora": "2026-12-24T06:31:00-03:00"},
			[]any{"direito", false, "regra", "fora_do_prazo", "valores.total", 0, "pagarAte", nil, "imediato", false}},
		{"Res art147 §7: after boarding (no-show) → fora_do_prazo", map[string]any{"agora": "2026-12-24T10:00:00-03:00"},
			[]any{"direito", false, "regra", "fora_do_prazo"}},
	})
	m := calcOK(t, montar(t, baseReembolso, map[string]any{"agora": "2026-12-24T06:31:00-03:00"}))
	n := notaCom(m, "Lei nº 11.975/2009", "divergem")
	if n == nil || !temFundamento(n, "fundamentos", "lei-11975-2009#art2") {
		t.Fatalf("note citing L11975 art2 missing: %v", m["notas"])
	}
	if !temFundamento(m, "fundamentos", "resolucao-antt-6033-2023#art147_par7") {
		t.Error("Res art147 §7 missing")
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

func TestL11975Art3Atraso(t *testing.T) {
	rodarReembolso(t, []casoReembolso{
		{"L11975 art3: 60 minutes is not more than 1 hour", map[string]any{"atrasoPartidaMinutos": 60},
			[]any{"regra", "padrao"}},
		{"L11975 art3: 61 minutes → immediate full refund", map[string]any{"atrasoPartidaMinutos": 61},
			[]any{"direito", true, "regra", "atraso_partida", "imediato", true, "valores.total", 15850, "valores.retencaoMaxima", 0, "pagarAte", "2026-12-22"}},
		{"L11975 art3: applies even inside the 3 hours", map[string]any{"atrasoPartidaMinutos": 61, "agora": "2026-12-24T10:31:00-03:00"},
			[]any{"regra", "atraso_partida"}},
	})
	m := calcOK(t, montar(t, baseReembolso, map[string]any{"atrasoPartidaMinutos": 61}))
	if n := notaCom(m, "outra empresa"); n == nil || !temFundamento(n, "fundamentos", "lei-11975-2009#art3") {
		t.Error("note on boarding with another company missing")
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
