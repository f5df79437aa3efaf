package calculator

import (
	"math/rand/v2"
	"strings"
	"testing"
	"viagemdedireito/calculator/instante"
)

const baseRemarcacao = `{"operacao": "remarcacao", "agora": "2026-12-22T09:30:00-03:00",
 "emissao": "2026-03-10T10:00:00-03:00", "valorPago": 15000, "novoValor": 16000}`

func TestRes144ValidadeDeUmAno(t *testing.T) {
	casos := []struct {
		nome, emissao, agora, validoAte string
		valido                          bool
	}{
		{"Res art144: same calendar date one year later is valid", "2026-03-10T10:00:00-03:00", "2027-03-10T23:59:00-03:00", "2027-03-10", true},
		{"Res art144: the next day is not", "2026-03-10T10:00:00-03:00", "2027-03-11T00:00:00-03:00", "2027-03-10", false},
		{"CC art132 §3: emitido em 29/02/2024, pedido em 01/03/2025 → ainda válido", "2024-02-29T10:00:00-03:00", "2025-03-01T23:59:00-03:00", "2025-03-01", true},
		{"CC art132 §3: emitido em 29/02/2024, pedido em 02/03/2025 → vencido", "2024-02-29T10:00:00-03:00", "2025-03-02T00:00:00-03:00", "2025-03-01", false},
		{"CC art132 §3: emitido em 29/02/2028, pedido em 28/02/2029 → válido", "2028-02-29T10:00:00-03:00", "2029-02-28T12:00:00-03:00", "2029-03-01", true},
		{"CC art132 §3: emitido em 28/02/2027 → vale até 28/02/2028 (ano bissexto: não muda)", "2027-02-28T10:00:00-03:00", "2028-02-29T00:00:00-03:00", "2028-02-28", false},
		{"Res art144: dates read in the issuance's offset", "2026-03-10T22:00:00-03:00", "2027-03-11T02:00:00Z", "2027-03-10", true},
		{"Res art144: an issuance in UTC keeps its UTC date (it would be 10/03 in -03:00)", "2026-03-11T01:00:00Z", "2027-03-10T12:00:00Z", "2027-03-11", true},
	}
	for _, c := range casos {
		t.Run(c.nome, func(t *testing.T) {
			m := calcOK(t, montar(t, baseRemarcacao, map[string]any{"emissao": c.emissao, "agora": c.agora}))
			igual(t, m, "valido", c.valido, "validoAte", c.validoAte)
		})
	}
}

func TestRes146Diferenca(t *testing.T) {
	casos := []struct {
		nome                      string
		ed                        map[string]any
		dif, taxa, pagar, receber int
		permitida                 bool
	}{
		{"Res art146 §1: pays the difference", nil, 1000, 0, 1000, 0, false},
		{"Res art146 §1: receives the difference", map[string]any{"novoValor": 12001}, -2999, 0, 0, 2999, false},
		{"Res art146 §2 I-II: fee not disclosed → not charged", map[string]any{"taxa": 500, "taxaNoBilhete": true}, 1000, 0, 1000, 0, false},
		{"Res art146 §2 II: fee not on the ticket → not charged", map[string]any{"taxa": 500, "taxaInformadaNaCompra": true}, 1000, 0, 1000, 0, false},
		{"Res art146 §2: disclosed and printed → charged", map[string]any{"taxa": 500, "taxaInformadaNaCompra": true, "taxaNoBilhete": true}, 1000, 500, 1500, 0, true},
		// Revision 3 (R3): the ceiling is the price of the ticket being
		// rebooked (valorPago 15000), not novoValor; a fee above it is not
		// allowed at all (revision 2 capped it at novoValor and called it permitted).
		{"Res art146 §2 III: fee under the rebooked ticket's price, above the new price", map[string]any{"novoValor": 300, "taxa": 500, "taxaInformadaNaCompra": true, "taxaNoBilhete": true}, -14700, 500, 0, 14200, true},
		{"Res art146 §2 III: fee equal to the ticket's price is allowed", map[string]any{"taxa": 15000, "taxaInformadaNaCompra": true, "taxaNoBilhete": true}, 1000, 15000, 16000, 0, true},
		{"Res art146 §2 III: one centavo above the ticket's price, not allowed at all", map[string]any{"taxa": 15001, "taxaInformadaNaCompra": true, "taxaNoBilhete": true}, 1000, 0, 1000, 0, false},
		{"Res art146 §2: fee offsets a refund", map[string]any{"novoValor": 14800, "taxa": 500, "taxaInformadaNaCompra": true, "taxaNoBilhete": true}, -200, 500, 300, 0, true},
	}
	for _, c := range casos {
		t.Run(c.nome, func(t *testing.T) {
			m := calcOK(t, montar(t, baseRemarcacao, c.ed))
			igual(t, m, "diferenca", c.dif, "taxaCobravel", c.taxa, "totalAPagar", c.pagar, "totalAReceber", c.receber, "taxaPermitida", c.permitida)
		})
	}
	// The R$ 120 fee on a R$ 50 ticket of the issue.
	m := calcOK(t, montar(t, baseRemarcacao, map[string]any{"valorPago": 5000, "novoValor": 5000, "taxa": 12000, "taxaInformadaNaCompra": true, "taxaNoBilhete": true}))
	igual(t, m, "taxaPermitida", false, "taxaCobravel", 0, "totalAPagar", 0, "totalAReceber", 0)
	if n := notaCom(m, "R$ 120,00", "R$ 50,00", "não pode ser cobrada"); n == nil || !temFundamento(n, "fundamentos", "resolucao-antt-6033-2023#art146_par2_inc3") {
		t.Errorf("note on the fee above the ceiling missing: %v", m["notas"])
	}
	// L11975 art13 §1: the updated fare is the passenger's credit.
	if n := notaCom(m, "valor atualizado da tarifa", "reajustada"); n == nil || !temFundamento(n, "fundamentos", "lei-11975-2009#art13_par1") ||
		!temFundamento(n, "fundamentos", "resolucao-antt-6033-2023#art146_par1") {
		t.Errorf("L11975 art13 §1 sentence missing: %v", m["notas"])
	}
}

const baseReservas = `{"operacao": "reservas", "reservas": [
 {"destino": "São Paulo", "partida": "2026-12-24T08:00:00-03:00", "transportadora": "A"},
 {"destino": "SAO  PAULO ", "partida": "2026-12-24T23:30:00-03:00", "transportadora": "B"},
 {"destino": "Belo Horizonte", "partida": "2026-12-24T09:00:00-03:00"},
 {"destino": "são paulo", "partida": "2026-12-25T08:00:00-03:00"}]}`

func TestRes150Par1Reservas(t *testing.T) {
	m := calcOK(t, baseReservas)
	l, _ := m["conflitos"].([]any)
	if len(l) != 1 {
		t.Fatalf("conflitos = %v, want one pair", m["conflitos"])
	}
	igual(t, m, "conflitos.0.reservas.0", 0, "conflitos.0.reservas.1", 1)
	// Revision 3: the group's motivo cites Res art150 §1 (the answer
	// stays under 64 KiB with 100 groups); the rule's note cites both.
	if !temFundamento(pegar(m, "conflitos.0"), "fundamentos", "resolucao-antt-6033-2023#art150_par1") {
		t.Error("conflict lacks Res art150 §1")
	}
	if n := notaCom(m, "não pode reservar mais de um horário"); n == nil || !temFundamento(n, "fundamentos", "decreto-8537-2015#art15") ||
		!temFundamento(n, "fundamentos", "resolucao-antt-6033-2023#art150_par1") {
		t.Error("the rule's note lacks Res art150 §1 / Dec art15")
	}
	// Revision 3 (was revision 2's "the same day in the first reservation's
	// offset"): 23:30 −03:00 on the 24th and 01:00Z on the 25th are
	// different local days and different instants: no conflict.
	m = calcOK(t, `{"operacao":"reservas","reservas":[{"destino":"Goiânia","partida":"2026-12-24T23:30:00-03:00"},{"destino":"GOIANIA","partida":"2026-12-25T01:00:00Z"}]}`)
	if l, _ := m["conflitos"].([]any); len(l) != 0 {
		t.Errorf("different local days must not conflict: %v", l)
	}
	m = calcOK(t, `{"operacao":"reservas","reservas":[{"destino":"Goiânia","partida":"2026-12-24T10:00:00-03:00"},{"destino":"Brasília","partida":"2026-12-24T10:00:00-03:00"},{"destino":"GOIÂNIA","partida":"2026-12-24T20:00:00-03:00"},{"destino":"goiania","partida":"2026-12-24T21:00:00-03:00"}]}`)
	l, _ = m["conflitos"].([]any)
	if len(l) != 1 {
		t.Fatalf("want one group, got %v", l)
	}
	igual(t, m, "conflitos.0.reservas.0", 0, "conflitos.0.reservas.1", 2, "conflitos.0.reservas.2", 3)
	if s, _ := pegar(m, "conflitos.0.motivo").(string); !strings.Contains(s, "A 1ª, a 3ª e a 4ª reserva") {
		t.Errorf("group motivo: %q", s)
	}
	m = calcOK(t, `{"operacao":"reservas","reservas":[]}`)
	if l, ok := m["conflitos"].([]any); !ok || len(l) != 0 {
		t.Errorf("empty list: conflitos = %v", m["conflitos"])
	}
}

const baseDisp = `{"operacao": "disponibilidade", "paradas": ["A", "B", "C", "D", "E"], "trecho": {"de": 0, "ate": 4}}`

func TestRes149Par6Trechos(t *testing.T) {
	g := func(cat, tipo string, de, ate int) map[string]any {
		return map[string]any{"categoria": cat, "tipo": tipo, "de": de, "ate": ate}
	}
	casos := []struct {
		nome     string
		conc     []any
		de, ate  int
		servicos int
		espera   []any
	}{
		{"Res art149 §6: adjacent sections share one seat", []any{g("jovem", "gratuidade", 0, 2), g("jovem", "gratuidade", 2, 4)}, 0, 4, 1,
			[]any{"categorias.jovem.gratuitas.ocupadas", 1, "categorias.jovem.gratuitas.disponiveis", 1}},
		{"Res art149 §6: overlapping sections take two seats", []any{g("jovem", "gratuidade", 0, 3), g("jovem", "gratuidade", 2, 4)}, 0, 4, 1,
			[]any{"categorias.jovem.gratuitas.ocupadas", 2, "categorias.jovem.gratuitas.disponiveis", 0}},
		{"Res art149 §6: a grant outside the section does not count", []any{g("jovem", "gratuidade", 0, 2), g("jovem", "gratuidade", 0, 2)}, 2, 4, 1,
			[]any{"categorias.jovem.gratuitas.ocupadas", 0, "categorias.jovem.gratuitas.disponiveis", 2}},
		{"Res art149 §7: 2 simultaneous services", []any{g("jovem", "gratuidade", 0, 3), g("jovem", "gratuidade", 2, 4)}, 0, 4, 2,
			[]any{"categorias.jovem.gratuitas.total", 4, "categorias.jovem.gratuitas.disponiveis", 2, "categorias.idoso.gratuitas.total", 4}},
		{"Res art149 IV, III: unlimited seats", []any{g("idoso", "desconto", 0, 4), g("idoso", "desconto", 1, 2), g("pcd", "gratuidade", 0, 1), g("pcd_acompanhante", "gratuidade", 0, 1)}, 0, 4, 1,
			[]any{"categorias.idoso.descontos.ocupadas", 2, "categorias.idoso.descontos.total", nil, "categorias.idoso.descontos.disponiveis", nil,
				"categorias.pcd.gratuitas.ocupadas", 2, "categorias.pcd.gratuitas.total", nil, "categorias.pcd.descontos.total", 0, "categorias.pcd.descontos.ocupadas", 0}},
		{"more grants than seats: disponiveis 0", []any{g("idoso", "gratuidade", 0, 4), g("idoso", "gratuidade", 0, 4), g("idoso", "gratuidade", 1, 3)}, 1, 2, 1,
			[]any{"categorias.idoso.gratuitas.ocupadas", 3, "categorias.idoso.gratuitas.disponiveis", 0}},
	}
	for _, c := range casos {
		t.Run(c.nome, func(t *testing.T) {
			m := calcOK(t, montar(t, baseDisp, map[string]any{"concedidos": c.conc, "trecho.de": c.de, "trecho.ate": c.ate, "servicosSimultaneos": c.servicos}))
			igual(t, m, c.espera...)
		})
	}
}

// Revision 2, rules.md § 6: an expired ticket has every amount 0, a note that
// the company may still agree, and no sentence about paying anything.
func TestRemarcacaoVencida(t *testing.T) {
	m := calcOK(t, montar(t, baseRemarcacao, map[string]any{"emissao": "2024-02-29T10:00:00-03:00", "agora": "2025-03-02T08:00:00-03:00",
		"taxa": 500, "taxaInformadaNaCompra": true, "taxaNoBilhete": true}))
	igual(t, m, "valido", false, "validoAte", "2025-03-01", "diferenca", 0, "taxaCobravel", 0, "totalAPagar", 0, "totalAReceber", 0, "taxaPermitida", false)
	if n := notaCom(m, "valeu até 01/03/2025", "pode concordar"); n == nil || !temFundamento(n, "fundamentos", "lei-10406-2002#art132_par3") {
		t.Errorf("expiry note missing: %v", m["notas"])
	}
	if n := notaCom(m, "29 de fevereiro", "1º de março"); n == nil {
		t.Errorf("29 February note missing: %v", m["notas"])
	}
	if n := notaCom(m, "Se 01/03/2025 foi feriado"); n == nil || !temFundamento(n, "fundamentos", "lei-10406-2002#art132_par1") {
		t.Errorf("holiday note missing: %v", m["notas"])
	}
	for _, proibido := range []string{"pode ser cobrada", "você paga", "você recebe", "total a pagar", "comprovante"} {
		if n := notaCom(m, proibido); n != nil {
			t.Errorf("expired ticket with %q: %v", proibido, n["texto"])
		}
	}
	m = calcOK(t, montar(t, baseRemarcacao, map[string]any{"novoValor": 300, "taxa": 500, "taxaInformadaNaCompra": true, "taxaNoBilhete": true}))
	if notaCom(m, "não passa do preço do serviço de transporte do bilhete remarcado (R$ 150,00)") == nil {
		t.Errorf("wording of the fee ceiling: %v", m["notas"])
	}
	if n := notaCom(m, "Se 10/03/2027 cair em feriado"); n == nil || !temFundamento(n, "fundamentos", "lei-10406-2002#art132_par1") {
		t.Errorf("holiday note on the last day of validity missing: %v", m["notas"])
	}
}

// Property (rules.md § 6, § 11): amounts agree with valido and with the
// sentences; no sentence contradicts another.
func TestPropriedadeRemarcacao(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	for i := 0; i < 20000; i++ {
		p := PedidoRemarcacao{Emissao: instanteAleatorio(r), ValorPago: Centavos(r.Int64N(100000)), NovoValor: Centavos(r.Int64N(100000))}
		if temTaxa, taxa := r.IntN(3) != 0, Centavos(r.Int64N(20000)); temTaxa {
			p.Taxa = &taxa
		}
		p.TaxaInformadaNaCompra, p.TaxaNoBilhete = r.IntN(2) == 0, r.IntN(2) == 0
		p.Agora = p.Emissao.Add(instante.Duration(r.Int64N(800*24)) * instante.Hour).In(instante.FixedZone("", (r.IntN(5)-5)*3600))
		res := calcularRemarcacao(&p)
		textos := ""
		for _, n := range res.Notas {
			if n.Fundamentos.r == (refs{}) {
				t.Fatalf("case %d: sentence without citation: %q", i, n.Texto)
			}
			textos += n.Texto + "\n"
		}
		if res.Fundamentos.r == (refs{}) {
			t.Fatalf("case %d: no fundamentos", i)
		}
		if !res.Valido {
			if res.Diferenca != 0 || res.TaxaCobravel != 0 || res.TotalAPagar != 0 || res.TotalAReceber != 0 || res.TaxaPermitida {
				t.Fatalf("case %d: expired with amounts %+v", i, res)
			}
			if strings.Contains(textos, "pode ser cobrada") || strings.Contains(textos, "você paga") || strings.Contains(textos, "deve remarcá-lo") {
				t.Fatalf("case %d: expired ticket priced:\n%s", i, textos)
			}
			continue
		}
		if !strings.Contains(textos, "vale até "+dataBR(res.ValidoAte)) || strings.Contains(textos, "valeu até") {
			t.Fatalf("case %d: validity sentence:\n%s", i, textos)
		}
		if res.TaxaCobravel > p.ValorPago || res.TotalAPagar*res.TotalAReceber != 0 || res.TotalAPagar-res.TotalAReceber != res.Diferenca+res.TaxaCobravel {
			t.Fatalf("case %d: totals %+v", i, res)
		}
		cobrada := strings.Contains(textos, ") pode ser cobrada")
		negada := strings.Contains(textos, "não pode ser cobrada")
		if (res.TaxaCobravel > 0) != cobrada || cobrada && negada {
			t.Fatalf("case %d: fee %d against the sentences:\n%s", i, res.TaxaCobravel, textos)
		}
		if res.TotalAPagar > 0 && res.TaxaCobravel > 0 && !strings.Contains(textos, "o total a pagar é "+reais(int64(res.TotalAPagar))) {
			t.Fatalf("case %d: total to pay has no sentence:\n%s", i, textos)
		}
	}
}
