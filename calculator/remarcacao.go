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
	diaEmissao := dataLocal(p.Emissao)
	vinteENove := diaEmissao.Month() == instante.February && diaEmissao.Day() == 29
	r.ValidoAte = validadeBilhete(p.Emissao)
	diaPedido := dataLocal(p.Agora.In(p.Emissao.Location()))
	r.Valido = !diaPedido.After(r.ValidoAte)
	if !r.Valido {
		// Expired: the company is not obliged to rebook, so no amount is
		// computed (rules.md § 6, revision 2).
		r.dizer(fRemVencido, dataBR(diaEmissao), dataBR(r.ValidoAte))
		if vinteENove {
			r.dizer(fRemVinteENove)
		}
		r.dizer(fRemFeriadoPassado, dataBR(r.ValidoAte))
		return r
	}
	r.dizer(fRemValido, dataBR(diaEmissao), dataBR(r.ValidoAte))
	if vinteENove {
		r.dizer(fRemVinteENove)
	}
	r.dizer(fRemFeriadoFuturo, dataBR(r.ValidoAte))

	// Difference between the price paid and the price offered now (§1).
	r.Diferenca = p.NovoValor - p.ValorPago
	switch {
	case r.Diferenca > 0 && p.ValorPago == 0:
		// Rules revision 4 (R4, C11): a benefit ticket is asked again for
		// the new trip; the difference is due only without a seat of the
		// category on it (the amounts stay as the contract defines them).
		r.dizer(fRemDiferencaBeneficio, reais(int64(p.NovoValor)), reais(int64(r.Diferenca)))
	case r.Diferenca > 0:
		r.dizer(fRemDiferencaPagar, reais(int64(p.NovoValor)), reais(int64(p.ValorPago)), reais(int64(r.Diferenca)))
	case r.Diferenca < 0:
		r.dizer(fRemDiferencaReceber, reais(int64(p.NovoValor)), reais(int64(p.ValorPago)), reais(int64(-r.Diferenca)))
	default:
		r.dizer(fRemDiferencaZero, reais(int64(p.ValorPago)))
	}
	r.dizer(fRemCreditoAtualizado)
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
			r.dizer(fRemTaxaNaoInformadaNemNoBilhete, reais(int64(*p.Taxa)))
		case !p.TaxaInformadaNaCompra:
			r.dizer(fRemTaxaNaoInformada, reais(int64(*p.Taxa)))
		case !p.TaxaNoBilhete:
			r.dizer(fRemTaxaForaDoBilhete, reais(int64(*p.Taxa)))
		}
		switch {
		case *p.Taxa > p.ValorPago:
			r.dizer(fRemTaxaLimitada, reais(int64(*p.Taxa)), reais(int64(p.ValorPago)))
		case r.TaxaPermitida:
			r.TaxaCobravel = *p.Taxa
			r.dizer(fRemTaxaPermitida, reais(int64(*p.Taxa)), reais(int64(p.ValorPago)))
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
			r.dizer(fRemTotalPagar, aPagarOuReceber(int64(r.Diferenca)), reais(int64(r.TaxaCobravel)), reais(int64(net)))
		case net < 0:
			r.dizer(fRemTotalReceber, aPagarOuReceber(int64(r.Diferenca)), reais(int64(r.TaxaCobravel)), reais(int64(-net)))
		default:
			r.dizer(fRemTotalZero, aPagarOuReceber(int64(r.Diferenca)), reais(int64(r.TaxaCobravel)))
		}
		r.dizer(fRemTaxaComprovante)
	}
	return r
}
