package calculator

import (
	"viagemdedireito/calculator/instante"
)

// The boundary of beneficio: the one reading of PedidoBeneficio (JSON and
// typed), the contract's defaults as the rules read them, and the answer as
// RespostaBeneficio and as JSON.

var (
	opcoesCategoria = Categoria("").Valores()
	opcoesModal     = Modal("").Valores()
	opcoesNavegacao = Navegacao("").Valores()
)

// ler reads a beneficio request (JSON path) or checks it (typed path),
// every invalid field in the order of the contract's table (see validador).
func (p *PedidoBeneficio) ler(v *validador) {
	v.instante("agora", &p.Agora)
	v.opcao("categoria", (*string)(&p.Categoria), true, opcoesCategoria)
	v.data("nascimento", &p.Nascimento, anoNascMin)
	if volta, ok := v.objeto("viagem", true, true); ok {
		w := &p.Viagem
		v.opcao("modal", (*string)(&w.Modal), true, opcoesModal)
		v.uf("ufOrigem", &w.UfOrigem)
		v.uf("ufDestino", &w.UfDestino)
		v.booleanoOpcional("linhaRegular", &w.LinhaRegular)
		v.booleano("convencional", &w.Convencional, true)
		okPartida := v.instante("partidaLinha", &w.PartidaLinha)
		dado := v.tem("embarque", w.Embarque != nil)
		okEmbarque := v.instanteOpcional("embarque", &w.Embarque, false) || !dado && okPartida
		v.ordemBeneficio(p, okPartida, okEmbarque)
		v.booleano("ocupaPoltrona", &w.OcupaPoltrona, false)
		v.inteiroOpcional("servicosSimultaneos", &w.ServicosSimultaneos, 1, maxServicos)
		v.inteiroOpcional("distanciaKm", &w.DistanciaKm, 1, maxDistanciaKm)
		v.opcao("navegacao", (*string)(&w.Navegacao), false, opcoesNavegacao)
		v.volta(volta)
	}
	if volta, ok := v.objeto("vagas", false, p.Vagas != nil); ok {
		if p.Vagas == nil {
			p.Vagas = new(VagasConcedidas)
		}
		vg := p.Vagas // the typed path only reads
		v.inteiroOpcional("gratuitasConcedidas", &vg.GratuitasConcedidas, 0, maxVagas)
		v.inteiroOpcional("descontosConcedidos", &vg.DescontosConcedidos, 0, maxVagas)
		v.volta(volta)
	}
	v.booleano("credencialComAcompanhante", &p.CredencialComAcompanhante, false)
	if volta, ok := v.objeto("precos", false, p.Precos != nil); ok {
		if p.Precos == nil {
			p.Precos = new(Precos)
		}
		pr := p.Precos
		v.centavosOpcionais("menorTarifa", &pr.MenorTarifa)
		v.centavos("taxaEmbarque", &pr.TaxaEmbarque, false)
		v.centavos("pedagio", &pr.Pedagio, false)
		v.centavos("outras", &pr.Outras, false)
		v.volta(volta)
	}
}

// ordemBeneficio checks the order of the trip's instants and of the birth
// date (okPartida, okEmbarque: the instants themselves are valid).
func (v *validador) ordemBeneficio(p *PedidoBeneficio, okPartida, okEmbarque bool) {
	w := &p.Viagem
	embarque := w.PartidaLinha
	if w.Embarque != nil {
		embarque = *w.Embarque
	}
	if okPartida && okEmbarque && embarque.Before(w.PartidaLinha) {
		v.erro("viagem.embarque", codOrdem, "O embarque não pode ser anterior à partida do ponto inicial da linha (viagem.partidaLinha).")
	}
	if okEmbarque && p.Nascimento != nil && p.Nascimento.After(dataLocal(embarque)) {
		v.erro("nascimento", codOrdem, "A data de nascimento é posterior à data da viagem.")
	}
}

// The contract's defaults of a read request, as the rules see them.

func (p *PedidoBeneficio) linhaRegular() bool {
	return p.Viagem.LinhaRegular == nil || *p.Viagem.LinhaRegular
}

// embarque is viagem.embarque, by default viagem.partidaLinha.
func (p *PedidoBeneficio) embarque() instante.Time {
	if p.Viagem.Embarque != nil {
		return *p.Viagem.Embarque
	}
	return p.Viagem.PartidaLinha
}

// maritima: a waterway trip on the open sea (rules revision 4, R5);
// navegacao is read only with aquaviario.
func (p *PedidoBeneficio) maritima() bool {
	return p.Viagem.Modal == modAquaviario && p.Viagem.Navegacao == navMaritima
}

func (p *PedidoBeneficio) servicos() int64 { return valorOu(p.Viagem.ServicosSimultaneos, 1) }

// distanciaKm is 0 when not informed.
func (p *PedidoBeneficio) distanciaKm() int64 { return valorOu(p.Viagem.DistanciaKm, 0) }

// concedidas are the grants already made, 0 when not said, and whether
// each count was said (rules revision 4, R8: a count left out is not zero).
func (p *PedidoBeneficio) concedidas() (gratuitas, descontos int64, temG, temD bool) {
	if p.Vagas == nil {
		return 0, 0, false, false
	}
	return valorOu(p.Vagas.GratuitasConcedidas, 0), valorOu(p.Vagas.DescontosConcedidos, 0),
		p.Vagas.GratuitasConcedidas != nil, p.Vagas.DescontosConcedidos != nil
}

// responderBeneficio answers a valid request (Beneficio, jsonBeneficio).
func responderBeneficio(p *PedidoBeneficio) RespostaBeneficio {
	r := calcularBeneficio(p)
	return r.resposta()
}

func (c contagem) resposta() Contagem {
	out := Contagem{Ocupadas: c.ocupadas}
	if !c.ilimitado {
		total, disp := c.total, c.disponiveis
		out.Total, out.Disponiveis = &total, &disp
	}
	return out
}

func notas(ns []nota) []Nota {
	out := make([]Nota, len(ns))
	for i, n := range ns {
		out[i] = Nota{Texto: n.texto, Fundamentos: Fundamentacao{n.fund}}
	}
	return out
}

func (r *resultadoBeneficio) resposta() RespostaBeneficio {
	out := RespostaBeneficio{
		Beneficio:          TipoBeneficio(r.beneficio),
		DescontoPercentual: Percentual(r.descontoPercentual),
		Motivo:             r.motivo.texto,
		MotivoFundamentos:  Fundamentacao{r.motivo.fund},
		Documentos:         make([]string, len(r.documentos)),
		Notas:              notas(r.notas),
		Fundamentos:        Fundamentacao{r.fund},
	}
	if r.beneficio != benSemPrevisao {
		e := r.elegivel
		out.Elegivel = &e
	}
	if r.situacao != "" {
		s := Situacao(r.situacao)
		out.Situacao = &s
	}
	if r.temPrazos {
		s, a := r.solicitarAte, r.apresentarAte
		out.Prazos = Prazos{SolicitarAte: &s, ApresentarAte: &a}
		if r.semSolicitar {
			out.Prazos.SolicitarAte = nil
		}
	}
	if r.temComprar {
		c := r.comprarAPartirDe
		out.Prazos.ComprarAPartirDe = &c
	}
	if r.temValores {
		out.Valores = &ValoresBeneficio{Tarifa: Centavos(r.valores.tarifa), TaxaEmbarque: Centavos(r.valores.taxaEmbarque),
			Pedagio: Centavos(r.valores.pedagio), Outras: Centavos(r.valores.outras), Total: Centavos(r.valores.total)}
	}
	if r.temVagas {
		out.Vagas = &VagasBeneficio{}
		if r.temGratuitas {
			g := r.gratuitas.resposta()
			out.Vagas.Gratuitas = &g
		}
		if r.temDescontos {
			d := r.descontos.resposta()
			out.Vagas.Descontos = &d
		}
	}
	out.DocumentosFundamentos = make([]Fundamentacao, len(r.documentos))
	for i, d := range r.documentos {
		out.Documentos[i] = d.texto
		out.DocumentosFundamentos[i] = Fundamentacao{d.fund}
	}
	return out
}
