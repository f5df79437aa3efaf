package calculator

import "viagemdedireito/calculator/instante"

// Refund rules of contract v1 (Res art147; art143 §3–§5; L11975).
const (
	regraUtilizado       = "bilhete_utilizado"
	regraM3              = "m3_nao_informado"
	regraAtraso          = "atraso_partida"
	regraArrependimento  = "arrependimento_7_dias"
	regraPadrao          = "padrao"
	regraAntesDoEmbarque = "antes_do_embarque"
	regraForaDoPrazo     = "fora_do_prazo"
	regraForaDoEscopo    = "fora_do_escopo"

	canalPresencial    = "presencial"
	canalNaoPresencial = "nao_presencial"

	antecedenciaCancelamento = 3 * instante.Hour // Res art147 caput, §7
	diasArrependimento       = 7                 // Res art147 §6
	diasDevolucao            = 30                // Res art147 §1; L11975 art2 parágrafo único, art14
	atrasoMaximoMinutos      = 60                // L11975 art3: "por mais de 1 (uma) hora"
	maxAtrasoMinutos         = 1_000_000
)

// dizer adds the sentence of template f, and its grounds to the answer's.
func (r *RespostaReembolso) dizer(f frase, args ...string) {
	anotar(&r.Notas, &r.Fundamentos, dizer(f, args...))
}

// dentroDeDias reports whether the calendar date of pedido is at most dias
// days after the calendar date of inicio, both read in the offset of loc
// (CC art132 caput: the first day is excluded, the last included). It also
// returns the two dates and the last day.
func dentroDeDias(inicio, pedido instante.Time, loc *instante.Location, dias int) (ok bool, dInicio, dPedido, ultimo instante.Time) {
	dInicio = dataLocal(inicio.In(loc))
	dPedido = dataLocal(pedido.In(loc))
	ultimo = dInicio.AddDate(0, 0, dias)
	return !dPedido.After(ultimo), dInicio, dPedido, ultimo
}

// dataFusoBR writes a date read in the offset of t, naming that offset when
// it differs from the one of agora.
func dataFusoBR(d, t, agora instante.Time) string {
	if mesmoOffset(t, agora) {
		return dataBR(d)
	}
	return dataBR(d) + " (" + offsetBR(t) + ")"
}

func calcularReembolso(p *PedidoReembolso) RespostaReembolso {
	var r RespostaReembolso
	taxas := int64(p.Compra.TaxaEmbarque) + int64(p.Compra.Pedagio) + int64(p.Compra.Outras)
	pago := int64(p.Compra.Tarifa) + taxas
	diaPedido := dataLocal(p.Agora)
	r.Valores = &ValoresReembolso{}

	if p.modal() != modRodoviario {
		r.Regra = regraForaDoEscopo
		r.Valores = nil
		r.dizer(fReembolsoEscopo, nomeModal(p.modal()))
		return r
	}
	r.Direito = new(false)
	integral := func() {
		*r.Valores = ValoresReembolso{Tarifa: p.Compra.Tarifa, Taxas: Centavos(taxas), Total: Centavos(pago)}
	}
	imediato := func() {
		if p.Compra.APrazo {
			// L11975 art15: "por qualquer motivo, somente … após a
			// quitação do débito": no date, never immediate.
			return
		}
		r.Imediato = true
		r.PagarAte = new(diaPedido)
	}
	dizerTaxas := func() {
		if taxas > 0 {
			r.dizer(fReembolsoTaxas, reais(taxas))
		}
	}

	// 1. Ticket used: no refund.
	if p.Utilizado {
		r.Regra = regraUtilizado
		r.dizer(fReembolsoUtilizado)
		return r
	}

	// 2. M3 micro-bus not stated on the ticket (Res art143 §3–§5): immediate,
	// full refund corrected by the IPCA, even after the boarding time.
	if p.M3NaoInformado {
		r.Regra = regraM3
		*r.Direito = true
		integral()
		imediato()
		var notasIPCA []frasePendente
		c, falta := correcaoIPCA(pago, p.Compra.Em, p.Agora, &notasIPCA)
		r.Valores.Correcao = Centavos(c)
		r.Valores.Total += r.Valores.Correcao
		if falta != "" {
			// Revision 4, R8 (C10): months the table lacks: the amount is
			// a floor, never "você recebe" as the final amount.
			r.dizer(fReembolsoM3PeloMenos, reais(int64(r.Valores.Total)), falta)
		} else {
			r.dizer(fReembolsoM3, reais(int64(r.Valores.Total)))
		}
		dizerTaxas()
		for _, n := range notasIPCA {
			r.dizer(n.f, n.args...)
		}
		r.aPrazo(p, true, diaPedido)
		return r
	}

	// 3. Departure delayed by more than 1 hour (L11975 art3).
	if p.AtrasoPartidaMinutos > atrasoMaximoMinutos {
		r.Regra = regraAtraso
		*r.Direito = true
		integral()
		imediato()
		r.dizer(fReembolsoAtraso, itoa(p.AtrasoPartidaMinutos), reais(pago))
		dizerTaxas()
		r.aPrazo(p, true, diaPedido)
		return r
	}

	// The moment of boarding includes the delay; the 3-hour limit is counted
	// from the scheduled start, minute by minute (CC art132 §4).
	embarque := p.Viagem.Embarque.Add(instante.Duration(p.AtrasoPartidaMinutos) * instante.Minute)
	limite := p.Viagem.Embarque.Add(-antecedenciaCancelamento)
	antes := !p.Agora.After(limite)
	if !antes && !p.Agora.Before(embarque) {
		// 6. After boarding, ticket not used: no-show (Res art147 §7).
		r.Regra = regraForaDoPrazo
		r.dizer(fReembolsoForaDoPrazo, horaFrase(embarque, p.Agora, "do embarque"), horaFrase(limite, p.Agora, "do embarque"))
		return r
	}

	// 4. Up to 3 hours before the trip, or 5. before boarding (L11975 art2).
	*r.Direito = true
	if antes {
		r.dizer(fReembolsoPrazo3h, horaFrase(limite, p.Agora, "do embarque"))
	} else {
		r.Regra = regraAntesDoEmbarque
		r.dizer(fReembolsoAntesDoEmbarque, horaFrase(limite, p.Agora, "do embarque"), horaFrase(embarque, p.Agora, "do embarque"))
		if p.AtrasoPartidaMinutos > 0 {
			r.dizer(fReembolsoAtrasoMoveEmbarque, itoa(p.AtrasoPartidaMinutos), horaFrase(embarque, p.Agora, "do embarque"))
		}
	}

	// 7-day withdrawal for non-presential purchases (Res art147 §6), read in
	// the purchase's offset or in the request's, whichever favours the
	// passenger.
	seteDias := false
	if p.Compra.Canal == canalNaoPresencial {
		okC, compraC, pedidoC, ultimoC := dentroDeDias(p.Compra.Em, p.Agora, p.Compra.Em.Location(), diasArrependimento)
		okP, compraP, pedidoP, ultimoP := dentroDeDias(p.Compra.Em, p.Agora, p.Agora.Location(), diasArrependimento)
		seteDias = okC || okP
		switch {
		case seteDias:
			ultimo, t := ultimoC, p.Compra.Em
			if !okC {
				ultimo, t = ultimoP, p.Agora
			}
			r.dizer(fReembolsoArrependimento, dataFusoBR(compraC, p.Compra.Em, p.Agora), dataFusoBR(ultimo, t, p.Agora), reais(pago))
			if okC != okP {
				qual := "no fuso da compra"
				if okP {
					qual = "no seu fuso"
				}
				r.dizer(fReembolsoArrependimentoFusos, offsetBR(p.Compra.Em), dataBR(compraC), dataBR(pedidoC),
					offsetBR(p.Agora), dataBR(compraP), dataBR(pedidoP), qual)
			}
		case ultimoC.Equal(ultimoP) || mesmoOffset(p.Compra.Em, p.Agora):
			r.dizer(fReembolsoSeteDiasPassou, dataBR(compraC), dataBR(ultimoC))
			r.dizer(fReembolsoFeriadoPassado, dataBR(ultimoC))
		default:
			r.dizer(fReembolsoSeteDiasPassouFusos, dataBR(compraC), offsetBR(p.Compra.Em), dataBR(compraP), offsetBR(p.Agora),
				dataFusoBR(ultimoC, p.Compra.Em, p.Agora), dataFusoBR(ultimoP, p.Agora, p.Agora))
			r.dizer(fReembolsoFeriadoPassado, dataBR(ultimoC)+" ou "+dataBR(ultimoP))
		}
	}
	beneficio := p.Compra.Tarifa == 0
	if seteDias {
		if r.Regra == "" {
			r.Regra = regraArrependimento
		}
		integral()
		if !beneficio {
			r.tarifaDoDia(p, fReembolsoLeiArt13Par2Arrependimento)
		}
	} else {
		if r.Regra == "" {
			r.Regra = regraPadrao
		}
		// Maximum retention: floor(5% of the fare); fees refunded in full.
		ret := int64(p.Compra.Tarifa) * 5 / 100
		*r.Valores = ValoresReembolso{Tarifa: p.Compra.Tarifa - Centavos(ret), Taxas: Centavos(taxas), RetencaoMaxima: Centavos(ret), Total: Centavos(pago - ret)}
		switch {
		case beneficio:
			// Revision 4, R2 (C12): a benefit ticket has no fare to
			// refund nor to retain from; the fees and the seat are said.
		case r.Regra == regraAntesDoEmbarque:
			// Revision 3 (R6): the Res's fine is of requests made up to 3 h
			// before; for a later request it applies only if the company
			// treats it under the Res: the sentence states the condition.
			r.dizer(fReembolsoRetencaoAntesDoEmbarque, reais(ret), reais(int64(p.Compra.Tarifa)), reais(int64(p.Compra.Tarifa)-ret))
		default:
			r.dizer(fReembolsoRetencao, reais(ret), reais(int64(p.Compra.Tarifa)), reais(int64(p.Compra.Tarifa)-ret))
		}
		if ret > 0 {
			r.dizer(fReembolsoMultaComprovante)
		}
		if !beneficio {
			r.tarifaDoDia(p, fReembolsoLeiArt13Par2)
		}
	}
	if beneficio {
		r.dizer(fReembolsoBeneficio)
	}
	dizerTaxas()
	if p.Compra.APrazo {
		r.aPrazo(p, !p.protocolo(), diaPedido)
		if p.protocolo() {
			r.dizer(fReembolsoProtocolo)
		} else {
			// Revision 4, R3 (C17): the Res's §3 is said, and that the
			// law's art15 prevails over its "de imediato".
			r.dizer(fReembolsoSemProtocolo)
			r.dizer(fReembolsoAPrazoSemProtocolo)
		}
	} else if !p.protocolo() {
		// Without a receipt or protocol the refund is immediate (§3).
		imediato()
		r.dizer(fReembolsoSemProtocolo)
	} else {
		r.PagarAte = new(diaPedido.AddDate(0, 0, diasDevolucao))
		r.dizer(fReembolsoProtocolo)
		r.dizer(fReembolsoTrintaDias, dataBR(diaPedido), dataBR(*r.PagarAte))
		r.dizer(fReembolsoFeriado, dataBR(*r.PagarAte))
	}
	if r.Regra == regraAntesDoEmbarque {
		r.dizer(fReembolsoAntesDoEmbarqueResolucao)
		r.dizer(fReembolsoAntesDoEmbarqueRecusa)
	}
	return r
}

// tarifaDoDia says the art13 §2 sentence of a refund by the passenger's
// withdrawal (f, its variant for the rule) or, with compra.tarifaAtual
// given, the fare of the day (rules revision 4, R2): above the fare paid,
// valores.diferencaTarifa is the rise the passenger may claim, before the
// sales commission the law deducts; not above it, the refund stays on the
// amount paid (the reading that favours the passenger).
func (r *RespostaReembolso) tarifaDoDia(p *PedidoReembolso, f frase) {
	atual := p.Compra.TarifaAtual
	switch {
	case atual == nil:
		r.dizer(f)
	case *atual > p.Compra.Tarifa:
		d := *atual - p.Compra.Tarifa
		r.Valores.DiferencaTarifa = &d
		r.dizer(fReembolsoTarifaDoDia, reais(int64(*atual)), reais(int64(p.Compra.Tarifa)), reais(int64(d)), reais(int64(r.Valores.Tarifa)))
	default:
		r.dizer(fReembolsoTarifaDoDiaSemAlta, reais(int64(*atual)), reais(int64(p.Compra.Tarifa)))
	}
}

// aPrazo says when a refund of a ticket bought on credit is paid (L11975
// art15 with art14; rules revision 4, R3): after the payoff. Without
// compra.quitadaEm, no date; with it, the deadline the rules give without
// aPrazo (imediato: that day itself, else 30 days), counted from the later
// of agora's date and the payoff, the calculator's reading; imediato only
// when immediate and already paid off.
func (r *RespostaReembolso) aPrazo(p *PedidoReembolso, imediato bool, diaPedido instante.Time) {
	if !p.Compra.APrazo {
		return
	}
	if p.Compra.QuitadaEm == nil {
		r.dizer(fReembolsoAPrazo)
		return
	}
	q := *p.Compra.QuitadaEm
	inicio := diaPedido
	if q.After(diaPedido) {
		inicio = q
	}
	if imediato {
		r.Imediato = !q.After(diaPedido)
		r.PagarAte = new(inicio)
		r.dizer(fReembolsoAPrazoQuitadaImediato, dataBR(q), dataBR(diaPedido), dataBR(inicio))
		return
	}
	r.PagarAte = new(inicio.AddDate(0, 0, diasDevolucao))
	r.dizer(fReembolsoAPrazoQuitada, dataBR(q), dataBR(diaPedido), dataBR(inicio), dataBR(*r.PagarAte))
	r.dizer(fReembolsoFeriado, dataBR(*r.PagarAte))
}

// frasePendente is a sentence decided before the answer's main sentence.
type frasePendente struct {
	f    frase
	args []string
}

// correcaoIPCA returns the IPCA adjustment of amount (Res art143 §5): factor
// = index of the month before the refund month ÷ index of the month before
// the purchase month (each month read in its instant's own offset), applied
// to the amount and rounded half-up to the centavo. A negative correction
// is not applied (the refund is never less than what was paid). The
// sentences that explain it are appended to notas. Rules revision 4, R8
// (C10): purchase and refund in the same month have no correction and no
// sentence about the table; when the table lacks a month, the correction
// is computed over the months it has and falta names the stretch it lacks
// ("de 07/2026 a 11/2026"), for the answer to say the amount is a floor.
func correcaoIPCA(valor int64, compra, pedido instante.Time, notas *[]frasePendente) (correcao int64, falta string) {
	dizer := func(f frase, args ...string) { *notas = append(*notas, frasePendente{f, args}) }
	ab, mb := mesAnterior(compra)
	aa, ma := mesAnterior(pedido)
	mesBase, mesAtual := ab*12+mb-1, aa*12+ma-1
	if mesBase == mesAtual {
		dizer(fReembolsoIpcaMesmoMes, mesBR(mesBase+1))
		return 0, ""
	}
	base, okBase := mesIPCA(ab, mb)
	atual, okAtual := mesIPCA(aa, ma)
	usado := func(i indiceIPCA) string { return mesBR(i.ano*12 + i.mes - 1) }
	var faltas []string
	if !okBase {
		dizer(fReembolsoIpcaSemMesCompra, mesBR(mesBase), usado(base))
		faltas = append(faltas, "de "+mesBR(mesBase)+" a "+usado(base))
	}
	if !okAtual {
		dizer(fReembolsoIpcaSemMesPedido, mesBR(mesAtual), usado(atual))
		faltas = append(faltas, "de "+usado(atual)+" a "+mesBR(mesAtual))
	}
	falta = juntar(faltas, " e ")
	if base.provisorio || atual.provisorio {
		m := usado(atual)
		if base.provisorio {
			m = usado(base)
			if atual.provisorio && atual != base {
				m += " e " + usado(atual)
			}
		}
		dizer(fReembolsoIpcaProvisorio, m)
	}
	if base == atual {
		if falta == "" {
			dizer(fReembolsoIpcaIgual, usado(atual), usado(base))
		}
		return 0, falta
	}
	corrigido := razaoArredondada(valor, atual.centesimos, base.centesimos)
	c := corrigido - valor
	if c < 0 {
		dizer(fReembolsoIpcaNegativo)
		return 0, falta
	}
	dizer(fReembolsoIpcaFator, fatorTexto(atual.centesimos, base.centesimos), usado(atual), usado(base), reais(valor), reais(corrigido), reais(c))
	return c, falta
}

// fatorTexto writes a/b with 6 decimal places, comma separated.
func fatorTexto(a, b int64) string {
	q := (a*1_000_000 + b/2) / b
	s := itoa(q / 1_000_000)
	f := itoa(q % 1_000_000)
	for len(f) < 6 {
		f = "0" + f
	}
	return s + "," + f
}

// razaoArredondada returns valor × num ÷ den rounded half-up to an integer
// (all operands positive; valor ≤ R$ 4 million and indices below 10^7 fit
// in int64).
func razaoArredondada(valor, num, den int64) int64 {
	return (2*valor*num + den) / (2 * den)
}
