package calculator

import "testing"

const baseRemarcacao = `{"operacao": "remarcacao", "agora": "2026-12-22T09:30:00-03:00",
 "emissao": "2026-03-10T10:00:00-03:00", "valorPago": 15000, "novoValor": 16000}`

func TestRes144ValidadeDeUmAno(t *testing.T) {
	casos := []struct {
		nome, emissao, agora, validoAte string
		valido                          bool
	}{
		{"Res art144: same calendar date one year later is valid", "2026-03-10T10:00:00-03:00", "2027-03-10T23:59:00-03:00", "2027-03-10", true},
		{"Res art144: the next day is not", "2026-03-10T10:00:00-03:00", "2027-03-11T00:00:00-03:00", "2027-03-10", false},
		{"L11975 art1: 29 February rolls to 28 February", "2028-02-29T10:00:00-03:00", "2029-02-28T12:00:00-03:00", "2029-02-28", true},
		{"L11975 art1: 1 March after a 29 February issuance is out", "2028-02-29T10:00:00-03:00", "2029-03-01T00:00:00-03:00", "2029-02-28", false},
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
		{"Res art146 §2 III: fee capped at the rebooked service's price", map[string]any{"novoValor": 300, "taxa": 500, "taxaInformadaNaCompra": true, "taxaNoBilhete": true}, -14700, 300, 0, 14400, true},
		{"Res art146 §2: fee offsets a refund", map[string]any{"novoValor": 14800, "taxa": 500, "taxaInformadaNaCompra": true, "taxaNoBilhete": true}, -200, 500, 300, 0, true},
	}
	for _, c := range casos {
		t.Run(c.nome, func(t *testing.T) {
			m := calcOK(t, montar(t, baseRemarcacao, c.ed))
			igual(t, m, "diferenca", c.dif, "taxaCobravel", c.taxa, "totalAPagar", c.pagar, "totalAReceber", c.receber, "taxaPermitida", c.permitida)
		})
	}
	m := calcOK(t, montar(t, baseRemarcacao, map[string]any{"novoValor": 300, "taxa": 500, "taxaInformadaNaCompra": true, "taxaNoBilhete": true}))
	if n := notaCom(m, "R$ 5,00", "R$ 3,00"); n == nil || !temFundamento(n, "fundamentos", "resolucao-antt-6033-2023#art146_par2_inc3") {
		t.Errorf("note on the fee cap missing: %v", m["notas"])
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
	if !temFundamento(pegar(m, "conflitos.0"), "fundamentos", "resolucao-antt-6033-2023#art150_par1") ||
		!temFundamento(pegar(m, "conflitos.0"), "fundamentos", "decreto-8537-2015#art15") {
		t.Error("conflict lacks Res art150 §1 / Dec art15")
	}
	// Local departure date: 23:30 -03:00 on 24/12 is 25/12 in UTC but the same local day.
	m = calcOK(t, `{"operacao":"reservas","reservas":[{"destino":"Goiânia","partida":"2026-12-24T23:30:00-03:00"},{"destino":"GOIANIA","partida":"2026-12-25T01:00:00Z"}]}`)
	if l, _ := m["conflitos"].([]any); len(l) != 0 {
		t.Errorf("different local dates must not conflict: %v", l)
	}
	m = calcOK(t, `{"operacao":"reservas","reservas":[{"destino":"Goiânia","partida":"2026-12-24T10:00:00-03:00"},{"destino":"Brasília","partida":"2026-12-24T10:00:00-03:00"},{"destino":"GOIÂNIA","partida":"2026-12-24T20:00:00-03:00"},{"destino":"goiania","partida":"2026-12-24T21:00:00-03:00"}]}`)
	l, _ = m["conflitos"].([]any)
	if len(l) != 3 {
		t.Fatalf("want 3 pairs, got %v", l)
	}
	igual(t, m, "conflitos.0.reservas.0", 0, "conflitos.0.reservas.1", 2,
		"conflitos.1.reservas.0", 0, "conflitos.1.reservas.1", 3,
		"conflitos.2.reservas.0", 2, "conflitos.2.reservas.1", 3)
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
