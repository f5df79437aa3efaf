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

// R2: the fare of the day on a refund (L11975 art13 §2): diferencaTarifa
// at every threshold of tarifaAtual, only on the passenger's withdrawal.
func TestRev4TarifaDoDiaReembolso(t *testing.T) {
	seteDias := map[string]any{"compra.canal": "nao_presencial", "compra.em": "2026-12-20T12:00:00-03:00"}
	antes := map[string]any{"agora": "2026-12-24T08:00:00-03:00"}
	junta := func(a map[string]any, k string, v any) map[string]any {
		out := map[string]any{k: v}
		for x, y := range a {
			out[x] = y
		}
		return out
	}
	for _, c := range []struct {
		nome    string
		ed      map[string]any
		regra   string
		dif     any // nil or int
		diz     []string
		naoDiz  []string
		citaL13 bool
	}{
		{"sem tarifaAtual", nil, "padrao", nil, []string{"informe a tarifa de hoje"}, []string{"tarifa de hoje que você informou"}, true},
		{"tarifaAtual = tarifa + 1", map[string]any{"compra.tarifaAtual": 15001}, "padrao", 1,
			[]string{"tarifa de hoje que você informou (R$ 150,01)", "subiu R$ 0,01 desde a compra (de R$ 150,00 para R$ 150,01)", "a tarifa a devolver é R$ 142,50", "comissão de venda"}, nil, true},
		{"tarifaAtual = tarifa", map[string]any{"compra.tarifaAtual": 15000}, "padrao", nil, []string{"não é maior que a tarifa paga", "não há alta a reclamar"}, []string{"subiu"}, true},
		{"tarifaAtual < tarifa", map[string]any{"compra.tarifaAtual": 9000}, "padrao", nil, []string{"não é maior que a tarifa paga", "mantém o reembolso sobre o valor pago"}, nil, true},
		{"tarifaAtual 0", map[string]any{"compra.tarifaAtual": 0}, "padrao", nil, []string{"não há alta a reclamar"}, nil, true},
		{"antes do embarque", junta(antes, "compra.tarifaAtual", 18000), "antes_do_embarque", 3000, []string{"subiu R$ 30,00"}, nil, true},
		{"arrependimento", junta(seteDias, "compra.tarifaAtual", 18000), "arrependimento_7_dias", 3000, []string{"subiu R$ 30,00", "a tarifa a devolver é R$ 150,00"}, nil, true},
		{"atraso: culpa da empresa", map[string]any{"compra.tarifaAtual": 18000, "atrasoPartidaMinutos": 61}, "atraso_partida", nil, nil, []string{"subiu"}, false},
		{"m3: culpa da empresa", map[string]any{"compra.tarifaAtual": 18000, "m3NaoInformado": true}, "m3_nao_informado", nil, nil, []string{"subiu"}, false},
		{"bilhete de benefício", map[string]any{"compra.tarifa": 0, "compra.tarifaAtual": 18000}, "padrao", nil,
			[]string{"não tem tarifa", "enquanto não for vendido", "taxas pagas (R$ 8,50)", "integralmente"}, []string{"subiu", "multa compensatória", "dia da restituição", "5%"}, false},
	} {
		m := calcOK(t, montar(t, baseReembolso, c.ed))
		igual(t, m, "regra", c.regra, "valores.diferencaTarifa", c.dif)
		if c.dif == nil && pegar(m, "valores.diferencaTarifa") != nil {
			t.Errorf("%s: diferencaTarifa %v", c.nome, pegar(m, "valores.diferencaTarifa"))
		}
		if _, ok := pegar(m, "valores").(map[string]any)["diferencaTarifa"]; !ok {
			t.Errorf("%s: valores without the key diferencaTarifa", c.nome)
		}
		tx := textos(m)
		for _, s := range c.diz {
			if !strings.Contains(tx, s) {
				t.Errorf("%s: does not say %q:\n%s", c.nome, s, tx)
			}
		}
		for _, s := range c.naoDiz {
			if strings.Contains(tx, s) {
				t.Errorf("%s: says %q:\n%s", c.nome, s, tx)
			}
		}
		if temFundamento(m, "fundamentos", "lei-11975-2009#art13_par2") != c.citaL13 {
			t.Errorf("%s: art13 §2 cited: %v", c.nome, !c.citaL13)
		}
	}
	// C12: a benefit ticket cites Res art149 §5 and art147 §4 (the
	// retention's §1 only for the 30-day deadline).
	m := calcOK(t, montar(t, baseReembolso, map[string]any{"compra.tarifa": 0}))
	igual(t, m, "valores.tarifa", 0, "valores.retencaoMaxima", 0, "valores.total", 850, "valores.diferencaTarifa", nil)
	if !temFundamento(m, "fundamentos", "resolucao-antt-6033-2023#art149_par5") || !temFundamento(m, "fundamentos", "resolucao-antt-6033-2023#art147_par4") {
		t.Errorf("benefit ticket grounds: %v", m["fundamentos"])
	}
	// Outside road: valores null.
	m = calcOK(t, montar(t, baseReembolso, map[string]any{"modal": "ferroviario", "compra.tarifaAtual": 18000}))
	igual(t, m, "valores", nil)
	// Bad input: negative, fraction, above the ceiling.
	for v, cod := range map[any]string{-1: "valor_negativo", 1.5: "numero_invalido", 100000001: "valor_muito_alto", "15000": "tipo_invalido"} {
		m := calc(t, montar(t, baseReembolso, map[string]any{"compra.tarifaAtual": v}))
		if pegar(m, "erros.0.campo") != "compra.tarifaAtual" || pegar(m, "erros.0.codigo") != cod {
			t.Errorf("tarifaAtual %v: %v", v, m["erros"])
		}
	}
}

// R2: today's fare of the section as the rebooked ticket's credit (L11975
// art13 §1): credito and diferenca at every threshold.
func TestRev4CreditoRemarcacao(t *testing.T) {
	for _, c := range []struct {
		nome                     string
		ed                       map[string]any
		credito, diferenca, taxa int
		pagar, receber           int
		diz                      []string
	}{
		{"sem tarifaAtualDoTrecho", nil, 15000, 1000, 0, 1000, 0, []string{"maior que o valor pago (R$ 150,00)", "informe a tarifa de hoje"}},
		{"tarifa de hoje = valorPago + 1", map[string]any{"tarifaAtualDoTrecho": 15001}, 15001, 999, 0, 999, 0,
			[]string{"maior que o seu crédito (R$ 150,01)", "o seu crédito é R$ 150,01"}},
		{"tarifa de hoje = valorPago", map[string]any{"tarifaAtualDoTrecho": 15000}, 15000, 1000, 0, 1000, 0, []string{"não é maior que o valor pago", "usa o valor pago como crédito"}},
		{"tarifa de hoje < valorPago", map[string]any{"tarifaAtualDoTrecho": 12000}, 15000, 1000, 0, 1000, 0, []string{"não é maior que o valor pago"}},
		{"tarifa de hoje = novoValor", map[string]any{"tarifaAtualDoTrecho": 16000}, 16000, 0, 0, 0, 0, []string{"igual ao seu crédito (R$ 160,00)"}},
		{"tarifa de hoje > novoValor", map[string]any{"tarifaAtualDoTrecho": 17000}, 17000, -1000, 0, 0, 1000, []string{"menor que o seu crédito (R$ 170,00)", "você recebe a diferença, R$ 10,00"}},
		// The fee ceiling stays the ticket's price (valorPago), not the credit.
		{"taxa entre valorPago e o crédito", map[string]any{"tarifaAtualDoTrecho": 17000, "taxa": 16000, "taxaInformadaNaCompra": true, "taxaNoBilhete": true},
			17000, -1000, 0, 0, 1000, []string{"passa do preço do serviço de transporte do bilhete remarcado (R$ 150,00)"}},
		{"taxa = valorPago", map[string]any{"tarifaAtualDoTrecho": 17000, "taxa": 15000, "taxaInformadaNaCompra": true, "taxaNoBilhete": true},
			17000, -1000, 15000, 14000, 0, nil},
		{"vencido", map[string]any{"tarifaAtualDoTrecho": 17000, "agora": "2027-03-11T09:30:00-03:00"}, 0, 0, 0, 0, 0, nil},
		{"bilhete de benefício", map[string]any{"tarifaAtualDoTrecho": 17000, "valorPago": 0}, 0, 16000, 0, 16000, 0, nil},
	} {
		m := calcOK(t, montar(t, baseRemarcacao, c.ed))
		igual(t, m, "credito", c.credito, "diferenca", c.diferenca, "taxaCobravel", c.taxa, "totalAPagar", c.pagar, "totalAReceber", c.receber)
		tx := textos(m)
		for _, s := range c.diz {
			if !strings.Contains(tx, s) {
				t.Errorf("%s: does not say %q:\n%s", c.nome, s, tx)
			}
		}
		if c.credito != 15000 && c.credito != 0 && !temFundamento(m, "fundamentos", "lei-11975-2009#art13_par1") {
			t.Errorf("%s: credit without art13 §1", c.nome)
		}
	}
	m := calc(t, montar(t, baseRemarcacao, map[string]any{"tarifaAtualDoTrecho": -5}))
	if pegar(m, "erros.0.campo") != "tarifaAtualDoTrecho" || pegar(m, "erros.0.codigo") != "valor_negativo" {
		t.Errorf("negative tarifaAtualDoTrecho: %v", m["erros"])
	}
}

// R3: bought on credit, after the payoff (L11975 art14, art15): pagarAte
// and imediato at every threshold of quitadaEm against agora's date.
func TestRev4QuitadaEm(t *testing.T) {
	aPrazo := func(ed map[string]any) map[string]any {
		out := map[string]any{"compra.aPrazo": true}
		for k, v := range ed {
			out[k] = v
		}
		return out
	}
	for _, c := range []struct {
		nome     string
		ed       map[string]any
		imediato bool
		pagarAte any
		diz      []string
	}{
		{"sem quitadaEm", aPrazo(nil), false, nil, []string{"comprada a crédito", "quitada a dívida", "em até 30 dias", "Sem a data da quitação"}},
		{"quitada antes do pedido", aPrazo(map[string]any{"compra.quitadaEm": "2026-12-10"}), false, "2027-01-21",
			[]string{"quitação em 10/12/2026", "do dia mais tardio entre o pedido (22/12/2026) e a quitação, 22/12/2026, o que dá até 21/01/2027", "comprovante ou protocolo"}},
		{"quitada no dia do pedido", aPrazo(map[string]any{"compra.quitadaEm": "2026-12-22"}), false, "2027-01-21", nil},
		{"quitada no dia seguinte", aPrazo(map[string]any{"compra.quitadaEm": "2026-12-23"}), false, "2027-01-22", []string{"a quitação, 23/12/2026, o que dá até 22/01/2027"}},
		{"sem protocolo, quitada antes", aPrazo(map[string]any{"compra.quitadaEm": "2026-12-21", "protocoloFornecido": false}), true, "2026-12-22",
			[]string{"Sem comprovante ou protocolo do pedido, a empresa deve reembolsar de imediato", "a lei prevalece sobre esse “de imediato” da Resolução", "seria imediato", "o que dá 22/12/2026"}},
		{"sem protocolo, quitada no dia", aPrazo(map[string]any{"compra.quitadaEm": "2026-12-22", "protocoloFornecido": false}), true, "2026-12-22", nil},
		{"sem protocolo, quitada depois", aPrazo(map[string]any{"compra.quitadaEm": "2026-12-23", "protocoloFornecido": false}), false, "2026-12-23", []string{"o que dá 23/12/2026"}},
		{"sem protocolo, sem quitadaEm", aPrazo(map[string]any{"protocoloFornecido": false}), false, nil, []string{"a lei prevalece sobre esse “de imediato”", "Sem comprovante ou protocolo"}},
		{"atraso, quitada depois", aPrazo(map[string]any{"compra.quitadaEm": "2027-02-01", "atrasoPartidaMinutos": 61}), false, "2027-02-01", nil},
		{"m3, quitada antes", aPrazo(map[string]any{"compra.quitadaEm": "2026-12-01", "m3NaoInformado": true}), true, "2026-12-22", nil},
		{"à vista: quitadaEm ignorada", map[string]any{"compra.quitadaEm": "ontem"}, false, "2027-01-21", []string{"comprada à vista"}},
	} {
		m := calcOK(t, montar(t, baseReembolso, c.ed))
		igual(t, m, "imediato", c.imediato, "pagarAte", c.pagarAte)
		tx := textos(m)
		for _, s := range c.diz {
			if !strings.Contains(tx, s) {
				t.Errorf("%s: does not say %q:\n%s", c.nome, s, tx)
			}
		}
		if c.ed["compra.aPrazo"] == true && !temFundamento(m, "fundamentos", "lei-11975-2009#art15") {
			t.Errorf("%s: no art15", c.nome)
		}
	}
	for v, cod := range map[any]string{"10/12/2026": "data_invalida", "2026-02-30": "data_invalida", "1999-12-31": "data_fora_do_intervalo", 20261210: "tipo_invalido"} {
		m := calc(t, montar(t, baseReembolso, map[string]any{"compra.aPrazo": true, "compra.quitadaEm": v}))
		if pegar(m, "erros.0.campo") != "compra.quitadaEm" || pegar(m, "erros.0.codigo") != cod {
			t.Errorf("quitadaEm %v: %v", v, m["erros"])
		}
	}
}

// R8 (C14): destinations compared after Unicode normalisation (NFKC,
// format characters removed, then the folding of revision 3).
func TestRev4DestinosNormalizados(t *testing.T) {
	iguais := []string{"São Paulo", "Ｓão Paulo", "Sao Paulo\u200b", "Sa\u0303o Paulo", "SA\u0303O PAULO", "\ufeffsão\u00a0paulo",
		"𝐒ão 𝐏aulo", "São\u2003Paulo", "sÃo pAuLo"}
	for _, s := range iguais {
		if dobrar(s) != dobrar("São Paulo") {
			t.Errorf("%q folds to %q, São Paulo to %q", s, dobrar(s), dobrar("São Paulo"))
		}
	}
	for _, s := range []string{"Santo André", "Sao Paul", "São Paulo 2", "Săo Paulo"} {
		if dobrar(s) == dobrar("São Paulo") {
			t.Errorf("%q folds like São Paulo", s)
		}
	}
	// NFKC keeps ă (no Latin-1 folding): the precomposed and the
	// decomposed forms are equal, and differ from a.
	if dobrar("Bră") != dobrar("Bra\u0306") || dobrar("Bră") == dobrar("Bra") {
		t.Errorf("ă: %q %q %q", dobrar("Bră"), dobrar("Bra\u0306"), dobrar("Bra"))
	}
	// The ligature ﬁ and the fullwidth digits decompose.
	if dobrar("Ｆｌｏｒｉａｎóｐｏｌｉｓ ｌｉｎｈａ １") != dobrar("florianopolis linha 1") || dobrar("ﬁgueira") != dobrar("Figueira") {
		t.Errorf("fullwidth or ligature: %q", dobrar("Ｆｌｏｒｉａｎóｐｏｌｉｓ ｌｉｎｈａ １"))
	}
	// Through the operation: a lookalike name is the same destination.
	m := calcOK(t, `{"operacao":"reservas","reservas":[{"destino":"São Paulo","partida":"2026-12-24T08:00:00-03:00"},
		{"destino":"Ｓão Paulo\u200b","partida":"2026-12-24T20:00:00-03:00"},{"destino":"Sa\u0303o Paulo","partida":"2026-12-24T21:00:00-03:00"}]}`)
	if got := pegar(m, "conflitos.0.reservas"); len(got.([]any)) != 3 {
		t.Errorf("lookalike destinations not grouped: %v", m["conflitos"])
	}
}

// The table is sorted (the binary search needs it) and every entry's
// decomposition is non-empty and below U+0370.
func TestRev4TabelaNFKC(t *testing.T) {
	for i := range nfkcRunas {
		if i > 0 && nfkcRunas[i] <= nfkcRunas[i-1] {
			t.Fatalf("nfkcRunas not ascending at %d", i)
		}
		d, ok := decomposicao(rune(nfkcRunas[i]))
		if !ok || d == "" {
			t.Fatalf("U+%04X without decomposition", nfkcRunas[i])
		}
		for _, r := range d {
			if r >= 0x370 {
				t.Fatalf("U+%04X decomposes outside Latin", nfkcRunas[i])
			}
		}
	}
	if _, ok := decomposicao('a'); ok {
		t.Error("a has a decomposition")
	}
}

// R8 (C10): the IPCA of a refund in the purchase's month, and of months the
// table lacks.
func TestRev4IPCA(t *testing.T) {
	m3 := func(compra, agora string) map[string]any {
		return calcOK(t, montar(t, baseReembolso, map[string]any{"m3NaoInformado": true, "compra.em": compra, "agora": agora,
			"viagem.embarque": "2026-12-24T09:30:00-03:00"}))
	}
	// Same month, even beyond the table: no correction, no sentence about the table.
	for _, c := range [][2]string{{"2026-12-01T12:00:00-03:00", "2026-12-22T09:30:00-03:00"}, {"2025-03-01T12:00:00-03:00", "2025-03-31T09:30:00-03:00"}} {
		m := m3(c[0], c[1])
		igual(t, m, "valores.correcao", 0, "valores.total", 15850)
		tx := textos(m)
		if !strings.Contains(tx, "do mesmo mês") || strings.Contains(tx, "refeita") || strings.Contains(tx, "tabela") || strings.Contains(tx, "pelo menos") {
			t.Errorf("same month %v:\n%s", c, tx)
		}
		if !strings.Contains(tx, "Você recebe R$ 158,50.") {
			t.Errorf("same month: the amount is final:\n%s", tx)
		}
	}
	// Month before the refund missing: a floor, never "Você recebe R$ X."
	m := m3("2026-01-15T12:00:00-03:00", "2026-12-22T09:30:00-03:00")
	tx := textos(m)
	if !strings.Contains(tx, "Você recebe pelo menos R$ ") || !strings.Contains(tx, "mais a correção pelo IPCA de 07/2026 a 11/2026, que a calculadora não tem") ||
		strings.Contains(tx, "refeita") {
		t.Errorf("missing months:\n%s", tx)
	}
	// Purchase before the table: the lacking stretch is before it.
	m = m3("2014-06-15T12:00:00-03:00", "2015-03-10T09:30:00-03:00")
	if tx := textos(m); !strings.Contains(tx, "pelo menos") || !strings.Contains(tx, "de 05/2014 a 01/2015") {
		t.Errorf("purchase before the table:\n%s", tx)
	}
	// Both months in the table: the final amount.
	m = m3("2025-01-10T12:00:00-03:00", "2025-02-10T12:00:00-03:00")
	if tx := textos(m); strings.Contains(tx, "pelo menos") || !strings.Contains(tx, "Correção pelo IPCA") {
		t.Errorf("months in the table:\n%s", tx)
	}
}

// R8 (C9): a ticket's year read in the issuance's offset and in the
// request's: valid when it is in either, with a sentence; 29 February
// without the parenthesis on "dia de igual número".
func TestRev4ValidadeEmDoisFusos(t *testing.T) {
	for _, c := range []struct {
		nome, emissao, agora string
		valido               bool
		validoAte            string
		diz, naoDiz          string
	}{
		// Issued 10/03/2026 01:00 UTC = 09/03/2026 22:00 in UTC−03:00;
		// asked 10/03/2027 09:00 UTC−03:00 = 10/03/2027 12:00 UTC.
		{"válido só no fuso da emissão", "2026-03-10T01:00:00Z", "2027-03-10T09:00:00-03:00", true, "2027-03-10", "Só a leitura no fuso da emissão", ""},
		{"vencido nas duas leituras", "2026-03-10T01:00:00Z", "2027-03-11T09:00:00-03:00", false, "2027-03-10", "", "Só a leitura"},
		// Issued 09/03/2026 22:00 UTC−03:00 = 10/03/2026 01:00 UTC; asked 10/03/2027 12:00 UTC.
		{"válido só no seu fuso", "2026-03-09T22:00:00-03:00", "2027-03-10T12:00:00Z", true, "2027-03-10", "Só a leitura no seu fuso", ""},
		{"mesmo fuso, último dia", "2026-03-10T10:00:00-03:00", "2027-03-10T23:59:00-03:00", true, "2027-03-10", "", "Só a leitura"},
		{"mesmo fuso, dia seguinte", "2026-03-10T10:00:00-03:00", "2027-03-11T00:00:00-03:00", false, "2027-03-10", "", "Só a leitura"},
		{"29 de fevereiro", "2024-02-29T10:00:00-03:00", "2025-03-01T10:00:00-03:00", true, "2025-03-01", "1º de março", "dia de igual número"},
	} {
		m := calcOK(t, montar(t, baseRemarcacao, map[string]any{"emissao": c.emissao, "agora": c.agora}))
		igual(t, m, "valido", c.valido)
		if c.validoAte != "" {
			igual(t, m, "validoAte", c.validoAte)
		}
		tx := textos(m)
		if c.diz != "" && !strings.Contains(tx, c.diz) {
			t.Errorf("%s: does not say %q:\n%s", c.nome, c.diz, tx)
		}
		if c.naoDiz != "" && strings.Contains(tx, c.naoDiz) {
			t.Errorf("%s: says %q:\n%s", c.nome, c.naoDiz, tx)
		}
	}
}

// R8, "one citation, once": no sentence of the catalogue names in words a
// dispositivo it carries as a citation (its label is printed beside it).
func TestRev4UmaCitacaoUmaVez(t *testing.T) {
	for _, f := range Frases() {
		for _, a := range f.Fundamentos {
			if nomeiaRotulo(f.Texto, a.Citacao.Rotulo) {
				t.Errorf("%s names its citation %q in words: %s", f.Chave, a.Citacao.Rotulo, f.Texto)
			}
		}
	}
}

// nomeiaRotulo reports whether texto contains rotulo as a whole label (not
// as the start of a longer one: "art. 147" in "art. 147, § 1º").
func nomeiaRotulo(texto, rotulo string) bool {
	for i := strings.Index(texto, rotulo); i >= 0; {
		resto := texto[i+len(rotulo):]
		if !strings.HasPrefix(resto, ", §") && !strings.HasPrefix(resto, ", I") && !strings.HasPrefix(resto, ", V") &&
			!strings.HasPrefix(resto, ", X") && !strings.HasPrefix(resto, ", parágrafo") && !strings.HasPrefix(resto, ", caput") {
			return true
		}
		j := strings.Index(resto, rotulo)
		if j < 0 {
			break
		}
		i += len(rotulo) + j
	}
	return false
}

// R8 (C19): the youth's fees sentence names only the amounts typed, as the
// elderly's does.
func TestRev4TaxasDoJovem(t *testing.T) {
	for _, c := range []struct {
		ed          map[string]any
		diz, naoDiz string
	}{
		{map[string]any{"precos.pedagio": nil}, "a taxa de embarque informada está no total a pagar", "pedágio informado"},
		{map[string]any{"precos.taxaEmbarque": nil}, "o pedágio informado está no total a pagar", "taxa de embarque informada"},
		{nil, "a taxa de embarque e o pedágio informados estão no total a pagar", ""},
	} {
		m := calcOK(t, montar(t, exemploJovem, c.ed))
		n := notaCom(m, "não estão incluídas no benefício do jovem")
		if n == nil || !strings.Contains(n["texto"].(string), c.diz) || (c.naoDiz != "" && strings.Contains(n["texto"].(string), c.naoDiz)) {
			t.Errorf("%v: youth fees sentence %v", c.ed, n)
		}
	}
}
