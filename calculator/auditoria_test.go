package calculator

import (
	"strings"
	"testing"
)

// Defects found by reading the engine's answers against rules-rev3.md and
// the law (audit of 2026-12-02). Each case names the sentence that was
// wrong and the text that grounds the correction.

// frasesDe joins every sentence of an answer (motivo, documents, notes,
// direitos) for checks on the answer as a whole.
func frasesDe(m map[string]any) []string {
	var out []string
	if s, ok := m["motivo"].(string); ok {
		out = append(out, s)
	}
	for _, k := range []string{"notas", "direitos"} {
		l, _ := m[k].([]any)
		for _, n := range l {
			out = append(out, n.(map[string]any)["texto"].(string))
		}
	}
	if l, ok := m["documentos"].([]any); ok {
		for _, d := range l {
			out = append(out, d.(string))
		}
	}
	return out
}

func algumTexto(m map[string]any, fragmento string) bool {
	for _, s := range frasesDe(m) {
		if strings.Contains(s, fragmento) {
			return true
		}
	}
	return false
}

// D9921 art44 p.u. names tolls, terminal fees and meals only: "outras"
// charges are not in it, and the elderly's fees sentence must not give it as
// their ground (the youth's answer already says so of Dec art17 p.u.).
func TestAuditoriaOutrasDespesasIdoso(t *testing.T) {
	for _, modal := range []string{"rodoviario", "ferroviario"} {
		for _, g := range []int{0, 2} {
			m := calcOK(t, montar(t, baseBeneficio, map[string]any{"categoria": "idoso", "viagem.modal": modal,
				"vagas.gratuitasConcedidas": g, "precos.outras": 100}))
			n := notaCom(m, "exclui do benefício da pessoa idosa apenas")
			if n == nil {
				t.Fatalf("%s, %d granted: no art44 p.u. sentence", modal, g)
			}
			if strings.Contains(n["texto"].(string), "outras despesas") {
				t.Errorf("%s, %d granted: art44 p.u. given as the ground of 'outras': %q", modal, g, n["texto"])
			}
			o := notaCom(m, "Outras despesas informadas (R$ 1,00)")
			if o == nil || !strings.Contains(o["texto"].(string), "pode ser contestada") ||
				!temFundamento(o, "fundamentos", "decreto-9921-2019#art44_par1u") {
				t.Errorf("%s, %d granted: the 'outras' sentence is missing or wrong: %v", modal, g, o)
			}
		}
	}
	// Only "outras" typed, free seat: the fees sentence (R6) and the STJ's
	// decision are still given, once each.
	m := calcOK(t, montar(t, baseBeneficio, map[string]any{"categoria": "idoso", "precos.taxaEmbarque": nil, "precos.pedagio": nil,
		"precos.outras": 100}))
	stj, taxas := 0, 0
	for _, s := range frasesDe(m) {
		if strings.Contains(s, "REsp 1.543.465/RS") {
			stj++
		}
		if strings.Contains(s, "diz o decreto") && !strings.Contains(s, "Outras despesas") {
			taxas++
		}
	}
	if stj != 1 || taxas != 1 {
		t.Errorf("free seat with only 'outras': STJ sentence %d times, fees sentence %d times; want 1 and 1", stj, taxas)
	}
	// The fees sentence names only what was typed.
	m = calcOK(t, montar(t, baseBeneficio, map[string]any{"categoria": "idoso", "precos.pedagio": nil}))
	if n := notaCom(m, "O decreto diz que as tarifas"); n == nil || strings.Contains(n["texto"].(string), "pedágio e outras") {
		t.Errorf("fees sentence: %v", n)
	}
}

// A sentence that writes an instant drops nothing of it: a trip resumed at
// 17:00:01 is late by one second, and "retomada em 17:00" next to "até
// 17:00" and a refund contradicted itself (L11975 art4; rules.md § 11).
func TestAuditoriaSegundosNasFrases(t *testing.T) {
	m := calcOK(t, montar(t, baseInterrupcao, map[string]any{"agora": "2026-12-24T17:00:01-03:00",
		"retomadaEm": "2026-12-24T17:00:01-03:00"}))
	if got := codigos(t, m); got != "continuidade reembolso_interrupcao alimentacao_hospedagem" {
		t.Fatalf("codes %s", got)
	}
	if !algumTexto(m, "retomada em 24/12/2026 às 17:00:01") {
		t.Errorf("the resumption's second is lost: %q", frasesDe(m))
	}
	// Whole minutes are still written without seconds.
	m = calcOK(t, montar(t, baseInterrupcao, map[string]any{"agora": "2026-12-24T17:00:00-03:00",
		"retomadaEm": "2026-12-24T17:00:00-03:00"}))
	if !algumTexto(m, "retomada em 24/12/2026 às 17:00,") {
		t.Errorf("whole minute: %q", frasesDe(m))
	}
}

// After the presentation time, on rail and waterway (D9921 art39 §6; Dec
// art13 §6), the benefit is lost and no text keeps the seat available for a
// late request: "peça o quanto antes" next to "perde o benefício"
// contradicted itself (rules.md § 4: no instruction whose time has passed).
// On road Res art154 p.u. keeps the seat available while unsold.
func TestAuditoriaPecaDepoisDaApresentacao(t *testing.T) {
	casos := []struct {
		nome   string
		ed     map[string]any
		pedido bool // "peça o quanto antes" still true
	}{
		{"elderly, train, free seat", map[string]any{"categoria": "idoso", "viagem.modal": "ferroviario"}, false},
		{"elderly, boat, free seat", map[string]any{"categoria": "idoso", "viagem.modal": "aquaviario"}, false},
		{"youth, train, free seat", map[string]any{"viagem.modal": "ferroviario"}, false},
		{"youth, road, discount", map[string]any{"vagas.gratuitasConcedidas": 2}, false},
		{"youth, road, free seat (Res art154 p.u.)", map[string]any{}, true},
		{"elderly, road, free seat (Res art154 p.u.)", map[string]any{"categoria": "idoso"}, true},
		{"elderly, road, discount (no loss in the texts)", map[string]any{"categoria": "idoso", "vagas.gratuitasConcedidas": 2}, true},
	}
	for _, c := range casos {
		ed := map[string]any{"agora": "2026-12-24T09:10:00-03:00"}
		for k, v := range c.ed {
			ed[k] = v
		}
		m := calcOK(t, montar(t, baseBeneficio, ed))
		if got := algumTexto(m, "peça o quanto antes"); got != c.pedido {
			t.Errorf("%s: 'peça o quanto antes' %v, want %v: %q", c.nome, got, c.pedido, frasesDe(m))
		}
		if m["situacao"] != "sujeita_a_disponibilidade" {
			t.Errorf("%s: situacao %v", c.nome, m["situacao"])
		}
	}
}

// Portuguese: "reter" conjugates as "ter" ("se a empresa retiver").
func TestAuditoriaRetiver(t *testing.T) {
	m := calcOK(t, baseReembolso)
	if algumTexto(m, "se a empresa reter") || !algumTexto(m, "se a empresa retiver menos") {
		t.Errorf("retention sentence: %q", frasesDe(m))
	}
}

// On road D9921 applies too (art34): its list of income proofs (art42 §2 V)
// names the Distrito Federal's secretariats, which the Res's list (art151
// §3 VI, "estadual ou municipal") leaves out. The reading that favours the
// passenger lists both (rules.md § 5).
func TestAuditoriaRendaIdosoDistrital(t *testing.T) {
	m := calcOK(t, montar(t, baseBeneficio, map[string]any{"categoria": "idoso"}))
	docs, _ := m["documentos"].([]any)
	fund, _ := m["documentosFundamentos"].([]any)
	if len(docs) != 2 || !strings.Contains(docs[1].(string), "distritais") || !strings.Contains(docs[1].(string), "Carteira da Pessoa Idosa") {
		t.Fatalf("road, elderly: income proofs %v", docs)
	}
	if !temFundamento(map[string]any{"f": fund[1]}, "f", "decreto-9921-2019#art42_par2") ||
		!temFundamento(map[string]any{"f": fund[1]}, "f", "resolucao-antt-6033-2023#art151_par3") {
		t.Errorf("road, elderly: income proofs cite %v", fund[1])
	}
}

// The elderly discount on road with a purchase window (D9921 art40 p.u.)
// that opens only after the Res's guaranteed reservation ends (art149 §4):
// "Peça o bilhete até 05:00" next to "compre … a partir de 14:00" asked the
// impossible. One more sentence says that the two deadlines do not combine
// and what each gives (rules.md § 4).
func TestAuditoriaJanelaDepoisDaReserva(t *testing.T) {
	ed := map[string]any{"categoria": "idoso", "vagas.gratuitasConcedidas": 2, "viagem.distanciaKm": 300,
		"viagem.embarque": "2026-12-24T20:00:00-03:00"}
	m := calcOK(t, montar(t, baseBeneficio, ed))
	igual(t, m, "prazos.solicitarAte", "2026-12-24T05:00:00-03:00", "prazos.comprarAPartirDe", "2026-12-24T14:00:00-03:00")
	n := notaCom(m, "não se combinam", "24/12/2026 às 05:00", "24/12/2026 às 14:00")
	if n == nil || !temFundamento(n, "fundamentos", "resolucao-antt-6033-2023#art149_par4") ||
		!temFundamento(n, "fundamentos", "resolucao-antt-6033-2023#art149_par5") ||
		!temFundamento(n, "fundamentos", "decreto-9921-2019#art40_par1u") {
		t.Errorf("no sentence reconciles the two deadlines: %v", n)
	}
	// When the window opens before the reservation ends, no such sentence.
	ed["viagem.embarque"] = "2026-12-24T09:30:00-03:00"
	if m = calcOK(t, montar(t, baseBeneficio, ed)); notaCom(m, "não se combinam") != nil {
		t.Errorf("window inside the reservation: the sentence is given")
	}
	// On rail there is no request deadline for the discount: no clash.
	ed["viagem.embarque"], ed["viagem.modal"] = "2026-12-24T20:00:00-03:00", "ferroviario"
	if m = calcOK(t, montar(t, baseBeneficio, ed)); notaCom(m, "não se combinam") != nil {
		t.Errorf("rail: the sentence is given")
	}
}

// On rail and waterway the elderly's free seats are counted per "veículo,
// comboio ferroviário ou embarcação" (D9921 art39 caput): the sentence that
// refuses the road's multiplication cites it next to EPI art40 I.
func TestAuditoriaSimultaneosIdosoOutrosModais(t *testing.T) {
	m := calcOK(t, montar(t, baseBeneficio, map[string]any{"categoria": "idoso", "viagem.modal": "ferroviario", "viagem.servicosSimultaneos": 2,
		"vagas.gratuitasConcedidas": 0}))
	n := notaCom(m, "operação simultânea")
	if n == nil || !strings.Contains(n["texto"].(string), "comboio ferroviário ou embarcação") ||
		!temFundamento(n, "fundamentos", "decreto-9921-2019#art39") || !temFundamento(n, "fundamentos", "lei-10741-2003#art40_cpt_inc1") {
		t.Errorf("simultaneous services, elderly, rail: %v", n)
	}
	igual(t, m, "vagas.gratuitas.total", float64(2))
}

// A rebooking fee that fails several conditions of Res art146 §2 is refused
// on every ground: a fee above the price of the service of the ticket
// (III) that was also not printed (II) was told only "não consta do
// bilhete", as if printing it would have made R$ 90,00 on a R$ 50,00 ticket
// payable (rules-rev3.md R3).
func TestAuditoriaTaxaAcimaDoPrecoEOutraFalta(t *testing.T) {
	for _, ed := range []map[string]any{
		{"taxaInformadaNaCompra": true},
		{"taxaNoBilhete": true},
		{},
	} {
		ed["valorPago"], ed["novoValor"], ed["taxa"] = 5000, 5000, 9000
		m := calcOK(t, montar(t, baseRemarcacao, ed))
		igual(t, m, "taxaPermitida", false, "taxaCobravel", float64(0), "totalAPagar", float64(0))
		n := notaCom(m, "passa do preço do serviço de transporte do bilhete remarcado (R$ 50,00)")
		if n == nil || !temFundamento(n, "fundamentos", "resolucao-antt-6033-2023#art146_par2_inc3") {
			t.Errorf("%v: the ceiling of art146 §2 III is not said: %q", ed, frasesDe(m))
		}
		if notaCom(m, "não pode ser cobrada: ela não") == nil {
			t.Errorf("%v: the disclosure ground is not said: %q", ed, frasesDe(m))
		}
	}
}

// After the trip started, the elderly discount's sentence ("o desconto é
// dado na compra do bilhete") rests on D9921 art40 parágrafo único itself,
// not on its two windows, of which at most one applies to the trip.
func TestAuditoriaViagemComecouDescontoIdoso(t *testing.T) {
	m := calcOK(t, montar(t, baseBeneficio, map[string]any{"categoria": "idoso", "viagem.modal": "aquaviario",
		"vagas.gratuitasConcedidas": 2, "viagem.distanciaKm": 300, "agora": "2026-12-24T10:00:00-03:00"}))
	n := notaCom(m, "o desconto é dado na compra do bilhete")
	if n == nil || !temFundamento(n, "fundamentos", "decreto-9921-2019#art40_par1u") ||
		temFundamento(n, "fundamentos", "decreto-9921-2019#art40_par1u_inc2") {
		t.Errorf("trip started, elderly discount: %v", n)
	}
}

// An elderly passenger outside a regular line was answered citing only the
// youth's Decreto nº 8.537/2015 (art13 §1): the elderly's own rule, D9921
// art39 §1 I–III, says the same of their seats (rules.md § 1).
func TestAuditoriaForaDeLinhaRegularIdoso(t *testing.T) {
	for _, modal := range []string{"rodoviario", "ferroviario", "aquaviario"} {
		m := calcOK(t, montar(t, baseBeneficio, map[string]any{"categoria": "idoso", "viagem.modal": modal, "viagem.linhaRegular": false}))
		igual(t, m, "beneficio", "nao_se_aplica")
		mot := map[string]any{"f": m["motivoFundamentos"]}
		if !temFundamento(mot, "f", "decreto-9921-2019#art39_par1_inc1") || temFundamento(m, "fundamentos", "decreto-8537-2015#art13_par1_inc1") {
			t.Errorf("%s: elderly outside a regular line cites %v", modal, m["motivoFundamentos"])
		}
	}
}

// The same clash after the reservation has ended: the sentence does not
// offer a reservation whose time has passed (rules.md § 4).
func TestAuditoriaJanelaDepoisDaReservaPassada(t *testing.T) {
	m := calcOK(t, montar(t, baseBeneficio, map[string]any{"categoria": "idoso", "vagas.gratuitasConcedidas": 2, "viagem.distanciaKm": 300,
		"viagem.embarque": "2026-12-24T20:00:00-03:00", "agora": "2026-12-24T10:00:00-03:00"}))
	n := notaCom(m, "não se combinam")
	if n == nil || strings.Contains(n["texto"].(string), "Pedido até") || !strings.Contains(n["texto"].(string), "terminou em 24/12/2026 às 05:00") {
		t.Errorf("clash after the reservation: %v", n)
	}
}

// Passe Livre on rail beyond the two reserved seats: with five passes
// already granted the motivo said "(5 de 2)". Under R2 the two seats are a
// reservation, not a ceiling: the count of passes granted is stated as such.
func TestAuditoriaPasseLivreAlemDosDois(t *testing.T) {
	for _, g := range []int{2, 5} {
		m := calcOK(t, montar(t, baseBeneficio, map[string]any{"categoria": "pcd", "viagem.modal": "ferroviario", "vagas.gratuitasConcedidas": g}))
		mot := m["motivo"].(string)
		if strings.Contains(mot, " de 2)") || !strings.Contains(mot, "já concedidas neste veículo: "+map[int]string{2: "2", 5: "5"}[g]) {
			t.Errorf("%d granted: motivo %q", g, mot)
		}
		igual(t, m, "beneficio", "gratuidade", "situacao", "sujeita_a_disponibilidade", "vagas.gratuitas.total", float64(2))
	}
}

// After the trip started, no pre-trip instruction (R6): the Passe Livre
// holder beyond the two seats on rail is not told "peça a recusa por
// escrito" for a trip already under way; before boarding it is.
func TestAuditoriaRecusaPasseLivreDepoisDoEmbarque(t *testing.T) {
	ed := map[string]any{"categoria": "pcd", "viagem.modal": "ferroviario", "vagas.gratuitasConcedidas": 2}
	if m := calcOK(t, montar(t, baseBeneficio, ed)); notaCom(m, "peça a recusa por escrito") == nil {
		t.Errorf("before boarding: the refusal sentence is missing")
	}
	ed["agora"] = "2026-12-24T09:30:00-03:00"
	m := calcOK(t, montar(t, baseBeneficio, ed))
	igual(t, m, "situacao", "encerrada")
	if notaCom(m, "peça a recusa por escrito") != nil {
		t.Errorf("after boarding: %q", frasesDe(m))
	}
}

// The adolescent's note (Lei art1 §2, R6) after the trip started keeps the
// rule and drops "confira-as antes de viajar" (no pre-trip instruction).
func TestAuditoriaAdolescenteDepoisDoEmbarque(t *testing.T) {
	ed := map[string]any{"nascimento": "2010-01-01"}
	if m := calcOK(t, montar(t, baseBeneficio, ed)); notaCom(m, "adolescente", "antes de viajar") == nil {
		t.Errorf("before the trip: %q", frasesDe(m))
	}
	ed["agora"] = "2026-12-24T09:45:00-03:00"
	m := calcOK(t, montar(t, baseBeneficio, ed))
	n := notaCom(m, "adolescente")
	if n == nil || strings.Contains(n["texto"].(string), "antes de viajar") || !temFundamento(n, "fundamentos", "lei-12852-2013#art1_par2") {
		t.Errorf("after the trip started: %v", n)
	}
}

// "Confirme com a empresa antes de pagar" is a pre-trip instruction: after
// the trip started the sem_previsao sentences end "Confirme com a empresa."
// (R6).
func TestAuditoriaSemPrevisaoDepoisDoEmbarque(t *testing.T) {
	for _, ed := range []map[string]any{
		{"categoria": "pcd_acompanhante", "viagem.modal": "ferroviario"},
		{"categoria": "crianca", "viagem.modal": "aquaviario"},
		{"categoria": "pcd", "viagem.modal": "ferroviario", "credencialComAcompanhante": true},
	} {
		if m := calcOK(t, montar(t, baseBeneficio, ed)); !algumTexto(m, "Confirme com a empresa antes de pagar.") {
			t.Errorf("%v before the trip: %q", ed, frasesDe(m))
		}
		ed["agora"] = "2026-12-24T09:45:00-03:00"
		m := calcOK(t, montar(t, baseBeneficio, ed))
		if algumTexto(m, "antes de pagar") || !algumTexto(m, "Confirme com a empresa.") {
			t.Errorf("%v after the trip started: %q", ed, frasesDe(m))
		}
	}
}
