package calculator

import "time"

type pedidoRemarcacao struct {
	agora, emissao       time.Time
	valorPago, novoValor int64
	temTaxa              bool
	taxa                 int64
	informada, noBilhete bool
}

func lerRemarcacao(raiz *valor, v *validador) pedidoRemarcacao {
	var p pedidoRemarcacao
	var okAgora, okEmissao bool
	p.agora, okAgora = v.instante(raiz, "", "agora", true)
	p.emissao, okEmissao = v.instante(raiz, "", "emissao", true)
	if okAgora && okEmissao && p.agora.Before(p.emissao) {
		v.erro("agora", codOrdem, "O pedido de remarcação não pode ser anterior à emissão do bilhete.")
	}
	p.valorPago, _ = v.centavos(raiz, "", "valorPago", true)
	p.novoValor, _ = v.centavos(raiz, "", "novoValor", true)
	p.taxa, p.temTaxa = v.centavos(raiz, "", "taxa", false)
	p.informada = v.booleano(raiz, "", "taxaInformadaNaCompra", false)
	p.noBilhete = v.booleano(raiz, "", "taxaNoBilhete", false)
	return p
}

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

func (r *resultadoRemarcacao) nota(texto string, rs ...ref) {
	r.notas = append(r.notas, novaNota(texto, rs...))
}

// validadeBilhete is the last day of validity: the same calendar date one
// year after the issuance date (in the issuance's offset); 29 February rolls
// to 28 February (Res art144; L11975 art1).
func validadeBilhete(emissao time.Time) time.Time {
	d := dataLocal(emissao)
	y, m, day := d.Date()
	if m == time.February && day == 29 {
		day = 28
	}
	return time.Date(y+1, m, day, 0, 0, 0, 0, time.UTC)
}

func calcularRemarcacao(p *pedidoRemarcacao) resultadoRemarcacao {
	var r resultadoRemarcacao
	r.fund.add(resArt144, resArt146, resArt146Par1, l11975Art1, l11975Art1Par1u)
	r.validoAte = validadeBilhete(p.emissao)
	diaPedido := dataLocal(p.agora.In(p.emissao.Location()))
	r.valido = !diaPedido.After(r.validoAte)
	if !r.valido {
		r.nota("O bilhete valeu até "+dataBR(r.validoAte)+" (1 ano a partir da emissão); fora da validade a empresa não é obrigada a remarcá-lo.", resArt144, resArt146, l11975Art1)
	}
	// Difference between the price paid and the price offered now (§1).
	r.diferenca = p.novoValor - p.valorPago
	// A rebooking fee only if disclosed at purchase and printed on the ticket,
	// never above the price of the (rebooked) transport service (§2 I–III).
	r.fund.add(resArt146Par2Inc1, resArt146Par2Inc2, resArt146Par2Inc3)
	r.taxaPermitida = p.informada && p.noBilhete
	if p.temTaxa && p.taxa > 0 {
		switch {
		case !r.taxaPermitida:
			falta := ""
			switch {
			case !p.informada && !p.noBilhete:
				falta = "não foi informada na compra nem consta do bilhete"
			case !p.informada:
				falta = "não foi informada na compra"
			default:
				falta = "não consta do bilhete com o seu valor"
			}
			r.nota("A taxa de remarcação não pode ser cobrada: ela "+falta+".", resArt146Par2Inc1, resArt146Par2Inc2)
		case p.taxa > p.novoValor:
			r.taxaCobravel = p.novoValor
			r.nota("A taxa de remarcação ("+reais(p.taxa)+") passa do preço do serviço de transporte remarcado: só pode ser cobrado até "+reais(p.novoValor)+".", resArt146Par2Inc3)
		default:
			r.taxaCobravel = p.taxa
		}
		if r.taxaCobravel > 0 {
			r.fund.add(resArt146Par3)
			r.nota("Ao pagar a taxa de remarcação, peça o comprovante do pagamento.", resArt146Par3)
		}
	}
	net := r.diferenca + r.taxaCobravel
	if net > 0 {
		r.totalAPagar = net
	} else {
		r.totalAReceber = -net
	}
	return r
}

func (r *resultadoRemarcacao) escrever(o *saida) {
	o.inicio(opRemarcacao)
	o.kBool("valido", r.valido)
	o.chave("validoAte")
	o.data(r.validoAte)
	o.kInteiro("diferenca", r.diferenca)
	o.kBool("taxaPermitida", r.taxaPermitida)
	o.kInteiro("taxaCobravel", r.taxaCobravel)
	o.kInteiro("totalAPagar", r.totalAPagar)
	o.kInteiro("totalAReceber", r.totalAReceber)
	o.notas(r.notas)
	o.fundamentos(r.fund)
	o.fechaObj()
}
