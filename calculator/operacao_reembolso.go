package calculator

// The boundary of reembolso (see operacao_beneficio.go).

var opcoesCanal = Canal("").Valores()

// ler reads or checks a reembolso request (see PedidoBeneficio.ler).
func (p *PedidoReembolso) ler(v *validador) {
	var okCompra, okEmbarque bool
	okAgora := v.instante("agora", &p.Agora)
	v.opcao("modal", (*string)(&p.Modal), false, opcoesModal)
	if volta, ok := v.objeto("compra", true, true); ok {
		c := &p.Compra
		okCompra = v.instante("em", &c.Em)
		v.opcao("canal", (*string)(&c.Canal), true, opcoesCanal)
		v.centavos("tarifa", &c.Tarifa, true)
		v.centavos("taxaEmbarque", &c.TaxaEmbarque, false)
		v.centavos("pedagio", &c.Pedagio, false)
		v.centavos("outras", &c.Outras, false)
		v.booleano("aPrazo", &c.APrazo, false)
		if c.APrazo {
			v.data("quitadaEm", &c.QuitadaEm, anoMin)
		} else {
			c.QuitadaEm = nil
		}
		v.centavosOpcionais("tarifaAtual", &c.TarifaAtual)
		v.volta(volta)
	}
	if volta, ok := v.objeto("viagem", true, true); ok {
		okEmbarque = v.instante("embarque", &p.Viagem.Embarque)
		v.volta(volta)
	}
	v.ordemReembolso(p, okAgora, okCompra, okEmbarque)
	v.booleano("utilizado", &p.Utilizado, false)
	v.booleanoOpcional("protocoloFornecido", &p.ProtocoloFornecido)
	v.booleano("m3NaoInformado", &p.M3NaoInformado, false)
	v.inteiro("atrasoPartidaMinutos", &p.AtrasoPartidaMinutos, false, 0, maxAtrasoMinutos)
}

// ordemReembolso checks the order of the instants: the request not before
// the purchase, and (rules revision 4, R8) the purchase not after the
// boarding of the trip it buys.
func (v *validador) ordemReembolso(p *PedidoReembolso, okAgora, okCompra, okEmbarque bool) {
	if okAgora && okCompra && p.Agora.Before(p.Compra.Em) {
		v.erro("agora", codOrdem, "O pedido de cancelamento não pode ser anterior à compra (compra.em).")
	}
	if okCompra && okEmbarque && p.Compra.Em.After(p.Viagem.Embarque) {
		v.erro("compra.em", codOrdem, "A compra (compra.em) não pode ser posterior ao embarque da viagem (viagem.embarque).")
	}
}

// modal is the request's, by default rodoviario.
func (p *PedidoReembolso) modal() string {
	if p.Modal == "" {
		return modRodoviario
	}
	return string(p.Modal)
}

// protocolo is protocoloFornecido, by default true.
func (p *PedidoReembolso) protocolo() bool {
	return p.ProtocoloFornecido == nil || *p.ProtocoloFornecido
}
