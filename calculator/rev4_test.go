package calculator

import (
	"strings"
	"testing"

	"viagemdedireito/calculator/instante"
)

// Rules revision 4 (rules.md, "Revision 4"): the tests of R1, R2, R3 and R8
// at every threshold of every new field.

// R1: after the trip, did the passenger travel? (L11975 art3, art4 p.u., art5)
func TestRev4SeguiuViagem(t *testing.T) {
	partiu := map[string]any{"partida": "2026-12-24T09:01:00-03:00", "agora": "2026-12-31T10:00:00-03:00"}
	com := func(ed map[string]any, k string, v any) map[string]any {
		out := map[string]any{k: v}
		for a, b := range ed {
			out[a] = b
		}
		return out
	}
	rodarCasosAtraso(t, []casoAtraso{
		{nome: "partiu 1 h 1 min atrasado, viajou nele", base: baseAtraso, ed: com(partiu, "seguiuViagem", true),
			codigos: "alimentacao_hospedagem",
			campos:  []any{"valores.reembolso", nil, "prazos.direitoAPartirDe", "2026-12-24T09:00:00-03:00"},
			diz:     []string{"Você viajou no ônibus atrasado (1 h 1 min de atraso)", "leitura da calculadora", "“providenciará”", "“assegurada”", "com os comprovantes", "Consumidor.gov.br", "protocolo", "Ouvidoria da ANTT"},
			naoDiz:  []string{"R$ 150,00", "você pode escolher"},
			cita:    []string{"lei-11975-2009#art3", "lei-11975-2009#art4_par1u", "lei-11975-2009#art5"}},
		{nome: "partiu 1 h 1 min atrasado, não viajou", base: baseAtraso, ed: com(partiu, "seguiuViagem", false),
			codigos: "alimentacao_hospedagem outra_empresa_ou_reembolso",
			campos:  []any{"valores.reembolso", 15000},
			diz:     []string{"você pode escolher entre o embarque", "Se você escolher a devolução", "R$ 150,00"},
			naoDiz:  []string{"Se você não viajou", "viajou no ônibus atrasado"}},
		{nome: "partiu 1 h 1 min atrasado, não disse", base: baseAtraso, ed: partiu,
			codigos: "alimentacao_hospedagem outra_empresa_ou_reembolso",
			campos:  []any{"valores.reembolso", 15000},
			diz:     []string{"Se você não viajou no ônibus atrasado, pode escolher", "se viajou nele", "é devida só se você não viajou no ônibus atrasado", "R$ 150,00"}},
		{nome: "partiu com exatamente 1 h, viajou nele: nada muda", base: baseAtraso,
			ed:      map[string]any{"partida": "2026-12-24T09:00:00-03:00", "seguiuViagem": true},
			codigos: "alimentacao_hospedagem", campos: []any{"valores.reembolso", nil},
			diz: []string{"atrasou 1 h, sem passar de 1 hora"}, naoDiz: []string{"viajou no ônibus atrasado"}},
		{nome: "ainda não partiu, seguiuViagem false: como antes", base: baseAtraso,
			ed:      map[string]any{"seguiuViagem": false},
			codigos: "alimentacao_hospedagem outra_empresa_ou_reembolso", campos: []any{"valores.reembolso", 15000},
			naoDiz: []string{"Se você não viajou"}},
		{nome: "interrupção não retomada em 3 h, seguiu viagem", base: baseInterrupcao,
			ed:      map[string]any{"retomadaEm": "2026-12-24T17:01:00-03:00", "seguiuViagem": true},
			codigos: "continuidade reembolso_interrupcao alimentacao_hospedagem", campos: []any{"valores.reembolso", 15000},
			diz: []string{"Você informou que seguiu viagem", "leitura literal", "pode contestá-la"}, notaCitaA: "lei-11975-2009#art4_par1u"},
		{nome: "interrupção não retomada em 3 h, não seguiu", base: baseInterrupcao,
			ed:      map[string]any{"retomadaEm": "2026-12-24T17:01:00-03:00", "seguiuViagem": false},
			codigos: "continuidade reembolso_interrupcao alimentacao_hospedagem", campos: []any{"valores.reembolso", 15000},
			naoDiz: []string{"seguiu viagem", "leitura literal"}},
		{nome: "interrupção retomada em exatamente 3 h, seguiu viagem", base: baseInterrupcao,
			ed:      map[string]any{"retomadaEm": "2026-12-24T17:00:00-03:00", "seguiuViagem": true},
			codigos: "continuidade alimentacao_hospedagem", campos: []any{"valores.reembolso", nil},
			diz: []string{"a empresa cumpriu esse prazo", "não é devida"}, naoDiz: []string{"leitura literal"}},
		{nome: "interrupção por iniciativa do passageiro: seguiuViagem não muda nada", base: baseInterrupcao,
			ed:      map[string]any{"porIniciativaDoPassageiro": true, "seguiuViagem": true},
			codigos: "sem_reembolso", naoDiz: []string{"leitura literal"}},
	})
	// seguiuViagem true while the bus has not left: ordem_invalida.
	m := calc(t, montar(t, baseAtraso, map[string]any{"seguiuViagem": true}))
	if m["ok"] != false || pegar(m, "erros.0.campo") != "seguiuViagem" || pegar(m, "erros.0.codigo") != "ordem_invalida" {
		t.Errorf("seguiuViagem true without partida: %v", m)
	}
	// The same with a partida given but invalid reports only the partida.
	m = calc(t, montar(t, baseAtraso, map[string]any{"seguiuViagem": true, "partida": "ontem"}))
	if m["ok"] != false || len(m["erros"].([]any)) != 1 || pegar(m, "erros.0.campo") != "partida" {
		t.Errorf("invalid partida with seguiuViagem: %v", m["erros"])
	}
	// Not a boolean: tipo_invalido.
	m = calc(t, montar(t, baseAtraso, map[string]any{"seguiuViagem": "sim", "partida": "2026-12-24T09:01:00-03:00"}))
	if pegar(m, "erros.0.campo") != "seguiuViagem" || pegar(m, "erros.0.codigo") != "tipo_invalido" {
		t.Errorf("seguiuViagem \"sim\": %v", m["erros"])
	}
	// Read only with atraso_partida and interrupcao.
	m = calcOK(t, montar(t, baseMudancaClasse, map[string]any{"seguiuViagem": "sim"}))
	igual(t, m, "valores.diferenca", 4000)
}

// R8: an instant of an atraso request is labelled by its own offset, never
// "do local da interrupção" (the request's offset need not be the place's).
func TestRev4HoraPeloProprioFuso(t *testing.T) {
	m := calcOK(t, montar(t, baseInterrupcao, map[string]any{"agora": "2026-12-24T20:00:00-04:00"}))
	tx := textos(m)
	if !strings.Contains(tx, "24/12/2026 às 14:00 (UTC−03:00); 24/12/2026 às 13:00 no horário de quem pede (UTC−04:00)") {
		t.Errorf("interruption time not labelled by its offset:\n%s", tx)
	}
	if strings.Contains(tx, "do local") {
		t.Errorf("a time labelled by a place:\n%s", tx)
	}
	m = calcOK(t, montar(t, baseAtraso, map[string]any{"agora": "2026-12-24T08:30:00-02:00"}))
	if tx := textos(m); strings.Contains(tx, "do local") || !strings.Contains(tx, "(UTC−03:00); ") {
		t.Errorf("departure time label:\n%s", tx)
	}
}

// R8: UTC offsets outside −12:00…+14:00, or minutes ≥ 60, are data_invalida.
func TestRev4FusosValidos(t *testing.T) {
	for _, c := range []struct {
		fuso string
		ok   bool
	}{
		{"-12:00", true}, {"+14:00", true}, {"-03:00", true}, {"+05:45", true}, {"+00:59", true}, {"Z", true},
		{"-12:01", false}, {"+14:01", false}, {"+24:00", false}, {"-13:00", false}, {"+15:00", false},
		{"+05:60", false}, {"-03:60", false}, {"+00:60", false},
	} {
		req := montar(t, baseAtraso, map[string]any{"agora": "2026-12-24T09:30:00" + c.fuso})
		m := calc(t, req)
		if c.ok {
			if m["ok"] != true {
				t.Errorf("%s refused: %v", c.fuso, m["erros"])
			}
			continue
		}
		if m["ok"] != false || pegar(m, "erros.0.campo") != "agora" || pegar(m, "erros.0.codigo") != "data_invalida" {
			t.Errorf("%s: %v", c.fuso, m)
		}
		if strings.Contains(string(Calcular([]byte(req))), c.fuso) {
			t.Errorf("%s echoed", c.fuso)
		}
	}
	// The typed path refuses the same offsets.
	p := PedidoReservas{Reservas: []Reserva{{Destino: "A", Partida: instanteEm(t, "2026-12-24T09:30:00+14:00")}}}
	if _, erros := Reservas(p); len(erros) != 0 {
		t.Errorf("+14:00 typed: %v", erros)
	}
	p.Reservas[0].Partida = p.Reservas[0].Partida.In(fusoFixo(14*3600 + 60))
	if _, erros := Reservas(p); len(erros) != 1 || erros[0].Codigo != "data_invalida" {
		t.Errorf("+14:01 typed: %v", erros)
	}
}

// R8: a purchase after the boarding of the trip it buys is ordem_invalida.
func TestRev4CompraDepoisDoEmbarque(t *testing.T) {
	for _, c := range []struct {
		em string
		ok bool
	}{{"2026-12-24T09:30:00-03:00", true}, {"2026-12-24T09:29:00-03:00", true}, {"2026-12-24T09:31:00-03:00", false}, {"2026-12-24T08:31:00-04:00", false}} {
		m := calc(t, montar(t, baseReembolso, map[string]any{"compra.em": c.em, "agora": "2026-12-24T09:45:00-03:00"}))
		if c.ok != (m["ok"] == true) {
			t.Errorf("compra.em %s: %v", c.em, m)
		}
		if !c.ok && (pegar(m, "erros.0.campo") != "compra.em" || pegar(m, "erros.0.codigo") != "ordem_invalida") {
			t.Errorf("compra.em %s: %v", c.em, m["erros"])
		}
	}
}

// instanteEm reads an RFC 3339 instant for a typed request.
func instanteEm(t *testing.T, s string) instante.Time {
	t.Helper()
	x, ok := instante.Parse(s)
	if !ok {
		t.Fatalf("instant %q", s)
	}
	return x
}

// fusoFixo is a fixed offset of seg seconds east of UTC.
func fusoFixo(seg int) *instante.Location { return instante.FixedZone("", seg) }
