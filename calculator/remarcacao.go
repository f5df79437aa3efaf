package calculator

import "time"

type resultadoRemarcacao struct {
	valido        bool
	validoAte     time.Time
	diferenca     int64
	taxaPermitida bool
	taxaCobravel  int64
	totalAPagar   int64
	totalAReceber int64
	notas         []nota
	fund          refs
}

// dizer adds the sentence of template f, and its grounds to the answer's.
func (r *resultadoRemarcacao) dizer(f frase, args ...string) {
	n := dizer(f, args...)
	r.notas = append(r.notas, n)
	r.fund.union(n.fund)
}

// validadeBilhete is the last day of validity (Res art144; L11975 art1): the
// same calendar date one year after the issuance date, in the issuance's
// offset, or the next day where that date does not exist (CC art132 §3:
// "no imediato, se faltar exata correspondência": 29/02/2024 → 01/03/2025).
func validadeBilhete(emissao time.Time) time.Time {
	y, m, d := dataLocal(emissao).Date()
	// time.Date normalises 29 February of a common year to 1 March.
	return time.Date(y+1, m, d, 0, 0, 0, 0, time.UTC)
}

// aPagarOuReceber writes a signed amount for a sentence: "R$ 10,00 a pagar"
// or "R$ 10,00 a receber".
func aPagarOuReceber(v int64) string {
	if v < 0 {
		return reais(-v) + " a receber"
	}
	return reais(v) + " a pagar"
}

func calcularRemarcacao(p *PedidoRemarcacao) resultadoRemarcacao {
	var r resultadoRemarcacao
	diaEmissao := dataLocal(p.Emissao)
	vinteENove := diaEmissao.Month() == time.February && diaEmissao.Day() == 29
	r.validoAte = validadeBilhete(p.Emissao)
	diaPedido := dataLocal(p.Agora.In(p.Emissao.Location()))
	r.valido = !diaPedido.After(r.validoAte)
	if !r.valido {
		// Expired: the company is not obliged to rebook, so no amount is
		// computed (rules.md § 6, revision 2).
		r.dizer(fRemVencido, dataBR(diaEmissao), dataBR(r.validoAte))
		if vinteENove {
			r.dizer(fRemVinteENove)
		}
		r.dizer(fRemFeriadoPassado, dataBR(r.validoAte))
		return r
	}
	r.dizer(fRemValido, dataBR(diaEmissao), dataBR(r.validoAte))
	if vinteENove {
		r.dizer(fRemVinteENove)
	}
	r.dizer(fRemFeriadoFuturo, dataBR(r.validoAte))

	// Difference between the price paid and the price offered now (§1).
	r.diferenca = int64(p.NovoValor) - int64(p.ValorPago)
	switch {
	case r.diferenca > 0:
		r.dizer(fRemDiferencaPagar, reais(int64(p.NovoValor)), reais(int64(p.ValorPago)), reais(r.diferenca))
	case r.diferenca < 0:
		r.dizer(fRemDiferencaReceber, reais(int64(p.NovoValor)), reais(int64(p.ValorPago)), reais(-r.diferenca))
	default:
		r.dizer(fRemDiferencaZero, reais(int64(p.ValorPago)))
	}
	r.dizer(fRemCreditoAtualizado)
	// A rebooking fee only if disclosed at purchase and printed on the ticket,
	// and never above the price of the transport service of the ticket being
	// rebooked (§2 I–III; art143 VI a: the ticket's "preço do serviço", the
	// amount paid): a fee above it is not allowed at all (rules revision 3).
	r.taxaPermitida = p.TaxaInformadaNaCompra && p.TaxaNoBilhete && (p.Taxa == nil || *p.Taxa <= p.ValorPago)
	if p.Taxa != nil && *p.Taxa > 0 {
		switch {
		case !p.TaxaInformadaNaCompra && !p.TaxaNoBilhete:
			r.dizer(fRemTaxaNaoInformadaNemNoBilhete, reais(int64(*p.Taxa)))
		case !p.TaxaInformadaNaCompra:
			r.dizer(fRemTaxaNaoInformada, reais(int64(*p.Taxa)))
		case !p.TaxaNoBilhete:
			r.dizer(fRemTaxaForaDoBilhete, reais(int64(*p.Taxa)))
		case *p.Taxa > p.ValorPago:
			r.dizer(fRemTaxaLimitada, reais(int64(*p.Taxa)), reais(int64(p.ValorPago)))
		default:
			r.taxaCobravel = int64(*p.Taxa)
			r.dizer(fRemTaxaPermitida, reais(int64(*p.Taxa)), reais(int64(p.ValorPago)))
		}
	}
	net := r.diferenca + r.taxaCobravel
	if net > 0 {
		r.totalAPagar = net
	} else {
		r.totalAReceber = -net
	}
	if r.taxaCobravel > 0 {
		switch {
		case net > 0:
			r.dizer(fRemTotalPagar, aPagarOuReceber(r.diferenca), reais(r.taxaCobravel), reais(net))
		case net < 0:
			r.dizer(fRemTotalReceber, aPagarOuReceber(r.diferenca), reais(r.taxaCobravel), reais(-net))
		default:
			r.dizer(fRemTotalZero, aPagarOuReceber(r.diferenca), reais(r.taxaCobravel))
		}
		r.dizer(fRemTaxaComprovante)
	}
	return r
}
