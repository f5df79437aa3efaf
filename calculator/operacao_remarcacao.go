package calculator

// The boundary of remarcacao (see operacao_beneficio.go).

// ler reads or checks a remarcacao request (see PedidoBeneficio.ler).
func (p *PedidoRemarcacao) ler(v *validador) {
	okAgora := v.instante("agora", &p.Agora)
	okEmissao := v.instante("emissao", &p.Emissao)
	v.ordemRemarcacao(p, okAgora, okEmissao)
	v.centavos("valorPago", &p.ValorPago, true)
	v.centavos("novoValor", &p.NovoValor, true)
	v.centavosOpcionais("taxa", &p.Taxa)
	v.booleano("taxaInformadaNaCompra", &p.TaxaInformadaNaCompra, false)
	v.booleano("taxaNoBilhete", &p.TaxaNoBilhete, false)
	v.centavosOpcionais("tarifaAtualDoTrecho", &p.TarifaAtualDoTrecho)
}

func (v *validador) ordemRemarcacao(p *PedidoRemarcacao, okAgora, okEmissao bool) {
	if okAgora && okEmissao && p.Agora.Before(p.Emissao) {
		v.erro("agora", codOrdem, "O pedido de remarcação não pode ser anterior à emissão do bilhete.")
	}
}
