package calculator

import "viagemdedireito/calculator/instante"

// dizer adds the sentence of template f, and its grounds to the answer's.
func (r *RespostaRemarcacao) dizer(f frase, args ...string) {
	anotar(&r.Notas, &r.Fundamentos, dizer(f, args...))
}

// validadeBilhete is the last day of validity (Res art144; L11975 art1): the
// same calendar date one year after the issuance date, in the issuance's
// offset, or the next day where that date does not exist (CC art132 §3:
// "no imediato, se faltar exata correspondência": 29/02/2024 → 01/03/2025).
func validadeBilhete(emissao instante.Time) instante.Time {
	y, m, d := dataLocal(emissao).Date()
	// instante.Date normalises 29 February of a common year to 1 March.
	return instante.Date(y+1, m, d, 0, 0, 0, 0, instante.UTC)
}

// aPagarOuReceber writes a signed amount for a sentence: "R$ 10,00 a pagar"
// or "R$ 10,00 a receber".
func aPagarOuReceber(v int64) string {
	if v < 0 {
		return reais(-v) + " a receber"
	}
	return reais(v) + " a pagar"
}

func calcularRemarcacao(p *PedidoRemarcacao) RespostaRemarcacao {
	var r RespostaRemarcacao
	// Rules revision 4, R8 (C9): the year is read in the issuance's offset
	// and in the request's; where they give different dates, the ticket is
	// valid when it is in either (the texts name no offset: the reading
	// that favours the passenger), and a sentence says which gave it.
	emissaoA := p.Emissao.In(p.Agora.Location())
	diaEmissao, diaEmissaoA := dataLocal(p.Emissao), dataLocal(emissaoA)
	r.ValidoAte = validadeBilhete(p.Emissao)
	validoAteA := validadeBilhete(emissaoA)
	diaPedido, diaPedidoA := dataLocal(p.Agora.In(p.Emissao.Location())), dataLocal(p.Agora)
	okE, okA := !diaPedido.After(r.ValidoAte), !diaPedidoA.After(validoAteA)
	r.Valido = okE || okA
	if !okE && okA {
		diaEmissao, r.ValidoAte = diaEmissaoA, validoAteA
	}
	vinteENove := diaEmissao.Month() == instante.February && diaEmissao.Day() == 29
	leitura := func() {
		if okE != okA {
			qual := "no fuso da emissão"
			if okA {
				qual = "no seu fuso"
			}
			r.dizer(fRemarcacaoValidoFusos, offsetBR(p.Emissao), dataBR(dataLocal(p.Emissao)), dataBR(diaPedido),
				offsetBR(p.Agora), dataBR(diaEmissaoA), dataBR(diaPedidoA), qual)
		}
	}
	if !r.Valido {
		// Expired: the company is not obliged to rebook, so no amount is
		// computed (rules.md § 6, revision 2).
		r.dizer(fRemarcacaoVencido, dataBR(diaEmissao), dataBR(r.ValidoAte))
		leitura()
		if vinteENove {
			r.dizer(fRemarcacao29DeFevereiro)
		}
		r.dizer(fRemarcacaoFeriadoPassado, dataBR(r.ValidoAte))
		return r
	}
	if vinteENove {
		// Revision 4, R8 (C9): no "dia de igual número" for 29 February.
		r.dizer(fRemarcacaoValido29DeFevereiro, dataBR(diaEmissao), dataBR(r.ValidoAte))
		r.dizer(fRemarcacao29DeFevereiro)
	} else {
		r.dizer(fRemarcacaoValido, dataBR(diaEmissao), dataBR(r.ValidoAte))
	}
	leitura()
	r.dizer(fRemarcacaoFeriado, dataBR(r.ValidoAte))

	// The ticket's credit (rules revision 4, R2): the updated fare of the
	// section (L11975 art13 §1, over Res art146 §1 by hierarchy), for which
	// today's fare of that section stands, when it is above the price
	// paid; else the price paid. A benefit ticket (valorPago 0) has no
	// credit of fare, and the field is not used.
	r.Credito = p.ValorPago
	atualizada := p.ValorPago > 0 && p.TarifaAtualDoTrecho != nil && *p.TarifaAtualDoTrecho > p.ValorPago
	if atualizada {
		r.Credito = *p.TarifaAtualDoTrecho
	}
	// Difference between the credit and the price offered now (§1).
	r.Diferenca = p.NovoValor - r.Credito
	pagar, receber, zero := fRemarcacaoDiferencaPagar, fRemarcacaoDiferencaReceber, fRemarcacaoDiferencaZero
	if atualizada {
		pagar, receber, zero = fRemarcacaoDiferencaPagarCredito, fRemarcacaoDiferencaReceberCredito, fRemarcacaoDiferencaZeroCredito
	}
	switch {
	case r.Diferenca > 0 && p.ValorPago == 0:
		// Rules revision 4 (R4, C11): a benefit ticket is asked again for
		// the new trip; the difference is due only without a seat of the
		// category on it (the amounts stay as the contract defines them).
		r.dizer(fRemarcacaoDiferencaBeneficio, reais(int64(p.NovoValor)), reais(int64(r.Diferenca)))
	case r.Diferenca > 0:
		r.dizer(pagar, reais(int64(p.NovoValor)), reais(int64(r.Credito)), reais(int64(r.Diferenca)))
	case r.Diferenca < 0:
		r.dizer(receber, reais(int64(p.NovoValor)), reais(int64(r.Credito)), reais(int64(-r.Diferenca)))
	default:
		r.dizer(zero, reais(int64(r.Credito)))
	}
	switch {
	case atualizada:
		r.dizer(fRemarcacaoCreditoTarifaAtual, reais(int64(r.Credito)), reais(int64(p.ValorPago)))
	case p.ValorPago > 0 && p.TarifaAtualDoTrecho != nil:
		r.dizer(fRemarcacaoCreditoTarifaNaoMaior, reais(int64(*p.TarifaAtualDoTrecho)), reais(int64(p.ValorPago)))
	default:
		r.dizer(fRemarcacaoCreditoAtualizado)
	}
	// A rebooking fee only if disclosed at purchase and printed on the ticket,
	// and never above the price of the transport service of the ticket being
	// rebooked (§2 I–III; art143 VI a: the ticket's "preço do serviço", the
	// amount paid): a fee above it is not allowed at all (rules revision 3).
	r.TaxaPermitida = p.TaxaInformadaNaCompra && p.TaxaNoBilhete && (p.Taxa == nil || *p.Taxa <= p.ValorPago)
	if p.Taxa != nil && *p.Taxa > 0 {
		// Every condition the fee fails is said (audit of 2026-12-02: a fee
		// above the ceiling that was also not printed was refused only for
		// the printing, as if printing it would have made it payable).
		switch {
		case !p.TaxaInformadaNaCompra && !p.TaxaNoBilhete:
			r.dizer(fRemarcacaoTaxaNaoInformadaNemNoBilhete, reais(int64(*p.Taxa)))
		case !p.TaxaInformadaNaCompra:
			r.dizer(fRemarcacaoTaxaNaoInformada, reais(int64(*p.Taxa)))
		case !p.TaxaNoBilhete:
			r.dizer(fRemarcacaoTaxaForaDoBilhete, reais(int64(*p.Taxa)))
		}
		switch {
		case *p.Taxa > p.ValorPago:
			r.dizer(fRemarcacaoTaxaAcimaDoPreco, reais(int64(*p.Taxa)), reais(int64(p.ValorPago)))
		case r.TaxaPermitida:
			r.TaxaCobravel = *p.Taxa
			r.dizer(fRemarcacaoTaxaPermitida, reais(int64(*p.Taxa)), reais(int64(p.ValorPago)))
		}
	}
	net := r.Diferenca + r.TaxaCobravel
	if net > 0 {
		r.TotalAPagar = net
	} else {
		r.TotalAReceber = -net
	}
	if r.TaxaCobravel > 0 {
		switch {
		case net > 0:
			r.dizer(fRemarcacaoTotalPagar, aPagarOuReceber(int64(r.Diferenca)), reais(int64(r.TaxaCobravel)), reais(int64(net)))
		case net < 0:
			r.dizer(fRemarcacaoTotalReceber, aPagarOuReceber(int64(r.Diferenca)), reais(int64(r.TaxaCobravel)), reais(int64(-net)))
		default:
			r.dizer(fRemarcacaoTotalZero, aPagarOuReceber(int64(r.Diferenca)), reais(int64(r.TaxaCobravel)))
		}
		r.dizer(fRemarcacaoTaxaComprovante)
	}
	return r
}
