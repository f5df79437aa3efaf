package calculator

import "viagemdedireito/calculator/internal/jsonc"

// The boundary of remarcacao (see operacao_beneficio.go).

func decodificarRemarcacao(raiz *jsonc.Valor, v *validador) PedidoRemarcacao {
	var p PedidoRemarcacao
	var okAgora, okEmissao bool
	p.Agora, okAgora = v.instante(raiz, "", "agora", true)
	p.Emissao, okEmissao = v.instante(raiz, "", "emissao", true)
	v.ordemRemarcacao(&p, okAgora, okEmissao)
	pago, _ := v.centavos(raiz, "", "valorPago", true)
	novo, _ := v.centavos(raiz, "", "novoValor", true)
	p.ValorPago, p.NovoValor = Centavos(pago), Centavos(novo)
	if n, ok := v.centavos(raiz, "", "taxa", false); ok {
		t := Centavos(n)
		p.Taxa = &t
	}
	p.TaxaInformadaNaCompra = v.booleano(raiz, "", "taxaInformadaNaCompra", false)
	p.TaxaNoBilhete = v.booleano(raiz, "", "taxaNoBilhete", false)
	return p
}

func validarRemarcacao(p *PedidoRemarcacao, v *validador) {
	p.Agora, p.Emissao = instanteTipado(p.Agora), instanteTipado(p.Emissao)
	okAgora := v.confereInstante("agora", p.Agora)
	okEmissao := v.confereInstante("emissao", p.Emissao)
	v.ordemRemarcacao(p, okAgora, okEmissao)
	v.confereCentavos("valorPago", p.ValorPago)
	v.confereCentavos("novoValor", p.NovoValor)
	if p.Taxa != nil {
		v.confereCentavos("taxa", *p.Taxa)
	}
}

func (v *validador) ordemRemarcacao(p *PedidoRemarcacao, okAgora, okEmissao bool) {
	if okAgora && okEmissao && p.Agora.Before(p.Emissao) {
		v.erro("agora", codOrdem, "O pedido de remarcação não pode ser anterior à emissão do bilhete.")
	}
}

func pedidoRemarcacaoDe(p *PedidoRemarcacao) pedidoRemarcacao {
	q := pedidoRemarcacao{agora: p.Agora, emissao: p.Emissao, valorPago: int64(p.ValorPago), novoValor: int64(p.NovoValor),
		informada: p.TaxaInformadaNaCompra, noBilhete: p.TaxaNoBilhete}
	if p.Taxa != nil {
		q.taxa, q.temTaxa = int64(*p.Taxa), true
	}
	return q
}

// Remarcacao answers a typed remarcacao request (see Beneficio).
func Remarcacao(p PedidoRemarcacao) (RespostaRemarcacao, []Erro) {
	var v validador
	validarRemarcacao(&p, &v)
	if len(v.erros) > 0 {
		return RespostaRemarcacao{}, v.erros
	}
	return responderRemarcacao(&p), nil
}

// responderRemarcacao answers a valid request.
func responderRemarcacao(p *PedidoRemarcacao) RespostaRemarcacao {
	q := pedidoRemarcacaoDe(p)
	r := calcularRemarcacao(&q)
	return r.resposta()
}

func (r *resultadoRemarcacao) resposta() RespostaRemarcacao {
	return RespostaRemarcacao{Valido: r.valido, ValidoAte: r.validoAte, Diferenca: Centavos(r.diferenca),
		TaxaPermitida: r.taxaPermitida, TaxaCobravel: Centavos(r.taxaCobravel), TotalAPagar: Centavos(r.totalAPagar),
		TotalAReceber: Centavos(r.totalAReceber), Notas: notas(r.notas), Fundamentos: Fundamentacao{r.fund}}
}

func (r *RespostaRemarcacao) escrever(o *saida) {
	o.KBool("valido", r.Valido)
	o.Chave("validoAte")
	o.Data(r.ValidoAte)
	o.KInteiro("diferenca", int64(r.Diferenca))
	o.KBool("taxaPermitida", r.TaxaPermitida)
	o.KInteiro("taxaCobravel", int64(r.TaxaCobravel))
	o.KInteiro("totalAPagar", int64(r.TotalAPagar))
	o.KInteiro("totalAReceber", int64(r.TotalAReceber))
	o.notas(r.Notas)
	o.fundamentos(r.Fundamentos.r)
}

// jsonRemarcacao is the registry's JSON path of remarcacao.
func jsonRemarcacao(raiz *jsonc.Valor, v *validador, o *saida) {
	p := decodificarRemarcacao(raiz, v)
	if len(v.erros) > 0 {
		return
	}
	r := responderRemarcacao(&p)
	r.escrever(o)
}

type tiposRemarcacao struct{}

func (tiposRemarcacao) tipos() (pedido, resposta any) {
	return PedidoRemarcacao{}, RespostaRemarcacao{}
}
