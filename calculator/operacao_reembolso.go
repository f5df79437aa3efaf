package calculator

// The boundary of reembolso (see operacao_beneficio.go).

var opcoesCanal = Canal("").Valores()

// ler reads or checks a reembolso request (see PedidoBeneficio.ler).
func (p *PedidoReembolso) ler(v *validador) {
	var okCompra bool
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
		v.volta(volta)
	}
	if volta, ok := v.objeto("viagem", true, true); ok {
		v.instante("embarque", &p.Viagem.Embarque)
		v.volta(volta)
	}
	v.ordemReembolso(p, okAgora, okCompra)
	v.booleano("utilizado", &p.Utilizado, false)
	v.booleanoOpcional("protocoloFornecido", &p.ProtocoloFornecido)
	v.booleano("m3NaoInformado", &p.M3NaoInformado, false)
	v.inteiro("atrasoPartidaMinutos", &p.AtrasoPartidaMinutos, false, 0, maxAtrasoMinutos)
}

func (v *validador) ordemReembolso(p *PedidoReembolso, okAgora, okCompra bool) {
	if okAgora && okCompra && p.Agora.Before(p.Compra.Em) {
		v.erro("agora", codOrdem, "O pedido de cancelamento não pode ser anterior à compra (compra.em).")
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
