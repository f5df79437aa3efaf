package calculator

import "time"

// Refund rules of contract v1 (Res art147; art143 §3–§5; L11975).
const (
	regraUtilizado      = "bilhete_utilizado"
	regraM3             = "m3_nao_informado"
	regraAtraso         = "atraso_partida"
	regraArrependimento = "arrependimento_7_dias"
	regraPadrao         = "padrao"
	regraForaDoPrazo    = "fora_do_prazo"
	regraForaDoEscopo   = "fora_do_escopo"

	canalPresencial    = "presencial"
	canalNaoPresencial = "nao_presencial"

	antecedenciaCancelamento = 3 * time.Hour // Res art147 caput, §7
	diasArrependimento       = 7             // Res art147 §6
	diasDevolucao            = 30            // Res art147 §1; L11975 art2 parágrafo único, art14
	atrasoMaximoMinutos      = 60            // L11975 art3: "por mais de 1 (uma) hora"
	maxAtrasoMinutos         = 1_000_000
)

type pedidoReembolso struct {
	agora                         time.Time
	modal                         string
	compraEm                      time.Time
	canal                         string
	tarifa, taxaEmbarque, pedagio int64
	outras                        int64
	embarque                      time.Time
	utilizado, protocolo, m3      bool
	atrasoMinutos                 int64
}

func lerReembolso(raiz *valor, v *validador) pedidoReembolso {
	p := pedidoReembolso{modal: modRodoviario}
	var okAgora, okCompra bool
	p.agora, okAgora = v.instante(raiz, "", "agora", true)
	if m, ok := v.opcao(raiz, "", "modal", false, modRodoviario, modFerroviario, modAquaviario); ok {
		p.modal = m
	}
	if c := v.objeto(raiz, "", "compra", true); c != nil {
		const pc = "compra"
		p.compraEm, okCompra = v.instante(c, pc, "em", true)
		p.canal, _ = v.opcao(c, pc, "canal", true, canalPresencial, canalNaoPresencial)
		p.tarifa, _ = v.centavos(c, pc, "tarifa", true)
		p.taxaEmbarque, _ = v.centavos(c, pc, "taxaEmbarque", false)
		p.pedagio, _ = v.centavos(c, pc, "pedagio", false)
		p.outras, _ = v.centavos(c, pc, "outras", false)
	}
	if via := v.objeto(raiz, "", "viagem", true); via != nil {
		p.embarque, _ = v.instante(via, "viagem", "embarque", true)
	}
	if okAgora && okCompra && p.agora.Before(p.compraEm) {
		v.erro("agora", codOrdem, "O pedido de cancelamento não pode ser anterior à compra (compra.em).")
	}
	p.utilizado = v.booleano(raiz, "", "utilizado", false)
	p.protocolo = v.booleano(raiz, "", "protocoloFornecido", true)
	p.m3 = v.booleano(raiz, "", "m3NaoInformado", false)
	p.atrasoMinutos, _ = v.inteiro(raiz, "", "atrasoPartidaMinutos", false, 0, maxAtrasoMinutos, 0)
	return p
}

type valoresReembolso struct {
	tarifa, taxas, retencaoMaxima, correcao, total int64
}

type resultadoReembolso struct {
	temDireito  bool // false → direito null
	direito     bool
	regra       string
	temValores  bool
	valores     valoresReembolso
	imediato    bool
	temPagarAte bool
	pagarAte    time.Time
	notas       []nota
	fund        refs
}

func (r *resultadoReembolso) nota(texto string, rs ...ref) {
	r.notas = append(r.notas, novaNota(texto, rs...))
}

func calcularReembolso(p *pedidoReembolso) resultadoReembolso {
	var r resultadoReembolso
	taxas := p.taxaEmbarque + p.pedagio + p.outras
	pago := p.tarifa + taxas
	diaPedido := dataLocal(p.agora)
	r.temValores = true

	if p.modal != modRodoviario {
		r.regra = regraForaDoEscopo
		r.temValores = false
		r.nota("As regras publicadas de cancelamento e reembolso (Resolução ANTT nº 6.033/2023, art. 147, e Lei nº 11.975/2009) tratam do transporte rodoviário; para o transporte "+nomeModal(p.modal)+" os textos publicados não as preveem.",
			resArt147, l11975Art1)
		return r
	}
	r.temDireito = true
	integral := func() {
		r.valores = valoresReembolso{tarifa: p.tarifa, taxas: taxas, total: pago}
	}
	imediato := func() {
		r.imediato = true
		r.temPagarAte = true
		r.pagarAte = diaPedido
	}

	// 1. Ticket used: no refund.
	if p.utilizado {
		r.regra = regraUtilizado
		r.fund.add(resArt147, l11975Art2)
		return r
	}

	// 2. M3 micro-bus not stated on the ticket (Res art143 §3–§5): immediate,
	// full refund corrected by the IPCA, even after the boarding time.
	if p.m3 {
		r.regra = regraM3
		r.direito = true
		r.fund.add(resArt143Par3, resArt143Par4, resArt143Par5)
		integral()
		imediato()
		r.valores.correcao = correcaoIPCA(pago, p.compraEm, p.agora, &r)
		r.valores.total += r.valores.correcao
		return r
	}

	// 3. Departure delayed by more than 1 hour (L11975 art3).
	if p.atrasoMinutos > atrasoMaximoMinutos {
		r.regra = regraAtraso
		r.direito = true
		r.fund.add(l11975Art3)
		integral()
		imediato()
		r.nota("Em vez do reembolso, você pode optar pelo embarque em outra empresa que ofereça serviço equivalente para o mesmo destino, se houver.", l11975Art3)
		return r
	}

	// 4. Up to 3 hours before the start of the passenger's trip (inclusive).
	limite := p.embarque.Add(-antecedenciaCancelamento)
	if !p.agora.After(limite) {
		r.direito = true
		r.temPagarAte = true
		r.pagarAte = diaPedido.AddDate(0, 0, diasDevolucao)
		r.fund.add(resArt147, resArt147Par1, resArt147Par2, l11975Art2Par1u)
		if taxas > 0 {
			r.fund.add(resArt147Par4)
		}
		// 7-day withdrawal for non-presential purchases: up to the end of the
		// 7th calendar day after the purchase date, both read in the
		// purchase's offset (Res art147 §6).
		diaCompra := dataLocal(p.compraEm)
		diaPedidoCompra := dataLocal(p.agora.In(p.compraEm.Location()))
		if p.canal == canalNaoPresencial && !diaPedidoCompra.After(diaCompra.AddDate(0, 0, diasArrependimento)) {
			r.regra = regraArrependimento
			r.fund.add(resArt147Par6)
			integral()
		} else {
			r.regra = regraPadrao
			// Maximum retention: floor(5% of the fare); fees refunded in full.
			ret := p.tarifa * 5 / 100
			r.valores = valoresReembolso{tarifa: p.tarifa - ret, taxas: taxas, retencaoMaxima: ret, total: pago - ret}
			if p.canal == canalNaoPresencial {
				r.nota("A compra foi feita há mais de 7 dias ("+dataBR(diaCompra)+"): o reembolso integral sem multa vale só até o 7º dia após a compra.", resArt147Par6)
			}
		}
		if !p.protocolo {
			// Without a receipt or protocol the refund is immediate (§3).
			r.fund.add(resArt147Par3)
			imediato()
			r.nota("Sem comprovante ou protocolo do pedido, a empresa deve reembolsar de imediato, salvo se você aceitar outra forma de reembolso.", resArt147Par3)
		} else {
			r.nota("Guarde o comprovante ou protocolo do pedido. A devolução deve ser feita até "+dataBR(r.pagarAte)+" (30 dias a partir do pedido).", resArt147Par1, resArt147Par2, l11975Art2Par1u, l11975Art14)
		}
		return r
	}

	// 5. Less than 3 hours before the trip: the refund right is lost under
	// Res art147 caput and §7; L11975 art2 reads otherwise (note).
	r.regra = regraForaDoPrazo
	r.fund.add(resArt147, resArt147Par7)
	if p.agora.Before(p.embarque) {
		r.nota("Os textos publicados divergem neste ponto: a Lei nº 11.975/2009, art. 2º, garante o reembolso do valor pago antes de configurado o embarque, por simples declaração de vontade, em até 30 dias a partir do pedido (parágrafo único); a Resolução ANTT nº 6.033/2023, art. 147, caput e § 7º, admite o pedido só até 3 horas antes do início da viagem. A calculadora aplica a Resolução; a Lei pode ser invocada junto à empresa, à ANTT ou ao Judiciário.",
			l11975Art2, l11975Art2Par1u, resArt147, resArt147Par7)
	} else {
		r.nota("A viagem já começou ("+dataHoraBR(p.embarque)+"): sem pedido de cancelamento até 3 horas antes do início da viagem, o não comparecimento acarreta a perda do direito ao reembolso.", resArt147Par7)
	}
	return r
}

// correcaoIPCA returns the IPCA adjustment of amount (Res art143 §5): factor
// = index of the month before the refund month ÷ index of the month before
// the purchase month (each month read in its instant's own offset), applied
// to the amount and rounded half-up to the centavo. A negative correction
// is not applied (the refund is never less than what was paid).
func correcaoIPCA(valor int64, compra, pedido time.Time, r *resultadoReembolso) int64 {
	ab, mb := mesAnterior(compra)
	aa, ma := mesAnterior(pedido)
	base, okBase := mesIPCA(ab, mb)
	atual, okAtual := mesIPCA(aa, ma)
	mesBase, mesAtual := ab*12+mb-1, aa*12+ma-1
	usado := func(i indiceIPCA) string { return mesBR(i.ano*12 + i.mes - 1) }
	if !okBase {
		r.nota("A tabela de IPCA não tem o mês "+mesBR(mesBase)+" (mês anterior ao da compra); foi usado o mês mais próximo da tabela, "+usado(base)+".", resArt143Par5)
	}
	if !okAtual {
		r.nota("A tabela de IPCA não tem o mês "+mesBR(mesAtual)+" (mês anterior ao do reembolso); foi usado o último mês da tabela, "+usado(atual)+". A correção deve ser refeita com o índice oficial.", resArt143Par5)
	}
	if base.provisorio || atual.provisorio {
		m := usado(atual)
		if base.provisorio {
			m = usado(base)
			if atual.provisorio && atual != base {
				m += " e " + usado(atual)
			}
		}
		r.nota("O IPCA de "+m+" é provisório (não conferido com a tabela oficial do IBGE): a correção pode mudar.", resArt143Par5)
	}
	if mesBase == mesAtual || base == atual {
		return 0
	}
	corrigido := razaoArredondada(valor, atual.centesimos, base.centesimos)
	c := corrigido - valor
	if c < 0 {
		r.nota("O IPCA do período foi negativo; o reembolso integral não é reduzido.", resArt143Par4)
		return 0
	}
	r.nota("Correção pelo IPCA: fator "+fatorTexto(atual.centesimos, base.centesimos)+" (índice de "+usado(atual)+" ÷ índice de "+usado(base)+"), "+reais(valor)+" corrigidos para "+reais(corrigido)+".", resArt143Par5)
	return c
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

func (r *resultadoReembolso) escrever(o *saida) {
	o.inicio(opReembolso)
	o.chave("direito")
	if r.temDireito {
		o.booleano(r.direito)
	} else {
		o.nulo()
	}
	o.kTexto("regra", r.regra)
	o.chave("valores")
	if r.temValores {
		o.abreObj()
		o.kInteiro("tarifa", r.valores.tarifa)
		o.kInteiro("taxas", r.valores.taxas)
		o.kInteiro("retencaoMaxima", r.valores.retencaoMaxima)
		o.kInteiro("correcao", r.valores.correcao)
		o.kInteiro("total", r.valores.total)
		o.fechaObj()
	} else {
		o.nulo()
	}
	o.kBool("imediato", r.imediato)
	o.chave("pagarAte")
	if r.temPagarAte {
		o.data(r.pagarAte)
	} else {
		o.nulo()
	}
	o.notas(r.notas)
	o.fundamentos(r.fund)
	o.fechaObj()
}

// razaoArredondada returns valor × num ÷ den rounded half-up to an integer
// (all operands positive; valor ≤ R$ 4 million and indices below 10^7 fit
// in int64).
func razaoArredondada(valor, num, den int64) int64 {
	return (2*valor*num + den) / (2 * den)
}
