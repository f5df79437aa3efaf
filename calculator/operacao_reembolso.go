package calculator

import "viagemdedireito/calculator/internal/jsonc"

// The boundary of reembolso (see operacao_beneficio.go).

var opcoesCanal = Canal("").Valores()

func decodificarReembolso(raiz *jsonc.Valor, v *validador) PedidoReembolso {
	var p PedidoReembolso
	var okAgora, okCompra bool
	p.Agora, okAgora = v.instante(raiz, "", "agora", true)
	if m, ok := v.opcao(raiz, "", "modal", false, opcoesModal...); ok {
		p.Modal = Modal(m)
	}
	if c := v.objeto(raiz, "", "compra", true); c != nil {
		const pc = "compra"
		p.Compra.Em, okCompra = v.instante(c, pc, "em", true)
		canal, _ := v.opcao(c, pc, "canal", true, opcoesCanal...)
		p.Compra.Canal = Canal(canal)
		tarifa, _ := v.centavos(c, pc, "tarifa", true)
		p.Compra.Tarifa = Centavos(tarifa)
		p.Compra.TaxaEmbarque = v.centavosOpcionais(c, pc, "taxaEmbarque")
		p.Compra.Pedagio = v.centavosOpcionais(c, pc, "pedagio")
		p.Compra.Outras = v.centavosOpcionais(c, pc, "outras")
		p.Compra.APrazo = v.booleano(c, pc, "aPrazo", false)
	}
	if via := v.objeto(raiz, "", "viagem", true); via != nil {
		p.Viagem.Embarque, _ = v.instante(via, "viagem", "embarque", true)
	}
	v.ordemReembolso(&p, okAgora, okCompra)
	p.Utilizado = v.booleano(raiz, "", "utilizado", false)
	if b := v.pega(raiz, "", "protocoloFornecido", false); b != nil && v.tipo(b, "", "protocoloFornecido", jsonc.Booleano, "true ou false") {
		p.ProtocoloFornecido = &b.B
	}
	p.M3NaoInformado = v.booleano(raiz, "", "m3NaoInformado", false)
	p.AtrasoPartidaMinutos, _ = v.inteiro(raiz, "", "atrasoPartidaMinutos", false, 0, maxAtrasoMinutos, 0)
	return p
}

func validarReembolso(p *PedidoReembolso, v *validador) {
	p.Agora = instanteTipado(p.Agora)
	okAgora := v.confereInstante("agora", p.Agora)
	if p.Modal != "" {
		v.confereOpcao("modal", string(p.Modal), opcoesModal)
	}
	c := &p.Compra
	c.Em = instanteTipado(c.Em)
	okCompra := v.confereInstante("compra.em", c.Em)
	v.confereOpcao("compra.canal", string(c.Canal), opcoesCanal)
	v.confereCentavos("compra.tarifa", c.Tarifa)
	v.confereCentavos("compra.taxaEmbarque", c.TaxaEmbarque)
	v.confereCentavos("compra.pedagio", c.Pedagio)
	v.confereCentavos("compra.outras", c.Outras)
	p.Viagem.Embarque = instanteTipado(p.Viagem.Embarque)
	v.confereInstante("viagem.embarque", p.Viagem.Embarque)
	v.ordemReembolso(p, okAgora, okCompra)
	v.confereInteiro("atrasoPartidaMinutos", p.AtrasoPartidaMinutos, 0, maxAtrasoMinutos)
}

func (v *validador) ordemReembolso(p *PedidoReembolso, okAgora, okCompra bool) {
	if okAgora && okCompra && p.Agora.Before(p.Compra.Em) {
		v.erro("agora", codOrdem, "O pedido de cancelamento não pode ser anterior à compra (compra.em).")
	}
}

func pedidoReembolsoDe(p *PedidoReembolso) pedidoReembolso {
	q := pedidoReembolso{
		agora:         p.Agora,
		modal:         modRodoviario,
		compraEm:      p.Compra.Em,
		canal:         string(p.Compra.Canal),
		tarifa:        int64(p.Compra.Tarifa),
		taxaEmbarque:  int64(p.Compra.TaxaEmbarque),
		pedagio:       int64(p.Compra.Pedagio),
		outras:        int64(p.Compra.Outras),
		aPrazo:        p.Compra.APrazo,
		embarque:      p.Viagem.Embarque,
		utilizado:     p.Utilizado,
		protocolo:     p.ProtocoloFornecido == nil || *p.ProtocoloFornecido,
		m3:            p.M3NaoInformado,
		atrasoMinutos: p.AtrasoPartidaMinutos,
	}
	if p.Modal != "" {
		q.modal = string(p.Modal)
	}
	return q
}

// Reembolso answers a typed reembolso request (see Beneficio).
func Reembolso(p PedidoReembolso) (RespostaReembolso, []Erro) {
	var v validador
	validarReembolso(&p, &v)
	if len(v.erros) > 0 {
		return RespostaReembolso{}, v.erros
	}
	return responderReembolso(&p), nil
}

// responderReembolso answers a valid request.
func responderReembolso(p *PedidoReembolso) RespostaReembolso {
	q := pedidoReembolsoDe(p)
	r := calcularReembolso(&q)
	return r.resposta()
}

func (r *resultadoReembolso) resposta() RespostaReembolso {
	out := RespostaReembolso{Regra: RegraReembolso(r.regra), Imediato: r.imediato, Notas: notas(r.notas), Fundamentos: Fundamentacao{r.fund}}
	if r.temDireito {
		d := r.direito
		out.Direito = &d
	}
	if r.temValores {
		out.Valores = &ValoresReembolso{Tarifa: Centavos(r.valores.tarifa), Taxas: Centavos(r.valores.taxas),
			RetencaoMaxima: Centavos(r.valores.retencaoMaxima), Correcao: Centavos(r.valores.correcao), Total: Centavos(r.valores.total)}
	}
	if r.temPagarAte {
		d := r.pagarAte
		out.PagarAte = &d
	}
	return out
}

func (r *RespostaReembolso) escrever(o *saida) {
	o.Chave("direito")
	o.booleanoOuNulo(r.Direito)
	o.KTexto("regra", string(r.Regra))
	o.Chave("valores")
	if va := r.Valores; va != nil {
		o.AbreObj()
		o.KInteiro("tarifa", int64(va.Tarifa))
		o.KInteiro("taxas", int64(va.Taxas))
		o.KInteiro("retencaoMaxima", int64(va.RetencaoMaxima))
		o.KInteiro("correcao", int64(va.Correcao))
		o.KInteiro("total", int64(va.Total))
		o.FechaObj()
	} else {
		o.Nulo()
	}
	o.KBool("imediato", r.Imediato)
	o.Chave("pagarAte")
	o.dataOuNulo(r.PagarAte)
	o.notas(r.Notas)
	o.fundamentos(r.Fundamentos.r)
}

// jsonReembolso is the registry's JSON path of reembolso.
func jsonReembolso(raiz *jsonc.Valor, v *validador, o *saida) {
	p := decodificarReembolso(raiz, v)
	if len(v.erros) > 0 {
		return
	}
	r := responderReembolso(&p)
	r.escrever(o)
}

type tiposReembolso struct{}

func (tiposReembolso) tipos() (pedido, resposta any) { return PedidoReembolso{}, RespostaReembolso{} }
