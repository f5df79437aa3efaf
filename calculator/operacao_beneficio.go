package calculator

import (
	"time"

	"viagemdedireito/calculator/internal/jsonc"
)

// The boundary of beneficio: JSON decoding into PedidoBeneficio, the rule
// checks of a typed request, the working form of the rules (defaults
// applied), and the answer as RespostaBeneficio and as JSON.

var (
	opcoesCategoria = Categoria("").Valores()
	opcoesModal     = Modal("").Valores()
)

// decodificarBeneficio reads a beneficio request, reporting every invalid
// field in the order of the contract's table.
func decodificarBeneficio(raiz *jsonc.Valor, v *validador) PedidoBeneficio {
	var p PedidoBeneficio
	p.Agora, _ = v.instante(raiz, "", "agora", true)
	cat, _ := v.opcao(raiz, "", "categoria", true, opcoesCategoria...)
	p.Categoria = Categoria(cat)
	if n, ok := v.data(raiz, "", "nascimento", false, anoNascMin); ok {
		p.Nascimento = &n
	}
	via := v.objeto(raiz, "", "viagem", true)
	if via != nil {
		const pv = "viagem"
		w := &p.Viagem
		m, _ := v.opcao(via, pv, "modal", true, opcoesModal...)
		w.Modal = Modal(m)
		o, _ := v.uf(via, pv, "ufOrigem")
		d, _ := v.uf(via, pv, "ufDestino")
		w.UfOrigem, w.UfDestino = UF(o), UF(d)
		if b := v.pega(via, pv, "linhaRegular", false); b != nil && v.tipo(b, pv, "linhaRegular", jsonc.Booleano, "true ou false") {
			w.LinhaRegular = &b.B
		}
		w.Convencional, _ = v.booleanoObrig(via, pv, "convencional")
		var okPartida, okEmbarque bool
		w.PartidaLinha, okPartida = v.instante(via, pv, "partidaLinha", true)
		okEmbarque = okPartida
		if em := via.Campo("embarque"); em != nil && em.Tipo != jsonc.Nulo {
			var e time.Time
			if e, okEmbarque = v.instante(via, pv, "embarque", false); okEmbarque {
				w.Embarque = &e
			}
		}
		v.ordemBeneficio(&p, okPartida, okEmbarque)
		w.OcupaPoltrona = v.booleano(via, pv, "ocupaPoltrona", false)
		if n, ok := v.inteiro(via, pv, "servicosSimultaneos", false, 1, maxServicos, 1); ok {
			w.ServicosSimultaneos = &n
		}
		if n, ok := v.inteiro(via, pv, "distanciaKm", false, 1, maxDistanciaKm, 0); ok {
			w.DistanciaKm = &n
		}
	}
	if vag := v.objeto(raiz, "", "vagas", false); vag != nil {
		p.Vagas = &VagasConcedidas{}
		p.Vagas.GratuitasConcedidas, _ = v.inteiro(vag, "vagas", "gratuitasConcedidas", false, 0, maxVagas, 0)
		p.Vagas.DescontosConcedidos, _ = v.inteiro(vag, "vagas", "descontosConcedidos", false, 0, maxVagas, 0)
	}
	p.CredencialComAcompanhante = v.booleano(raiz, "", "credencialComAcompanhante", false)
	if pr := v.objeto(raiz, "", "precos", false); pr != nil {
		p.Precos = &Precos{}
		if n, ok := v.centavos(pr, "precos", "menorTarifa", false); ok {
			c := Centavos(n)
			p.Precos.MenorTarifa = &c
		}
		p.Precos.TaxaEmbarque = v.centavosOpcionais(pr, "precos", "taxaEmbarque")
		p.Precos.Pedagio = v.centavosOpcionais(pr, "precos", "pedagio")
		p.Precos.Outras = v.centavosOpcionais(pr, "precos", "outras")
	}
	return p
}

// validarBeneficio checks a typed beneficio request by the rules of the
// JSON path, field by field in the same order.
func validarBeneficio(p *PedidoBeneficio, v *validador) {
	p.Agora = instanteTipado(p.Agora)
	v.confereInstante("agora", p.Agora)
	v.confereOpcao("categoria", string(p.Categoria), opcoesCategoria)
	if p.Nascimento != nil {
		n := dataLocal(*p.Nascimento)
		p.Nascimento = &n
		v.confereData("nascimento", n, anoNascMin)
	}
	w := &p.Viagem
	v.confereOpcao("viagem.modal", string(w.Modal), opcoesModal)
	o, _ := v.confereUF("viagem.ufOrigem", string(w.UfOrigem))
	d, _ := v.confereUF("viagem.ufDestino", string(w.UfDestino))
	w.UfOrigem, w.UfDestino = UF(o), UF(d)
	w.PartidaLinha = instanteTipado(w.PartidaLinha)
	okPartida := v.confereInstante("viagem.partidaLinha", w.PartidaLinha)
	okEmbarque := okPartida
	if w.Embarque != nil {
		e := instanteTipado(*w.Embarque)
		w.Embarque = &e
		okEmbarque = v.confereInstante("viagem.embarque", e)
	}
	v.ordemBeneficio(p, okPartida, okEmbarque)
	if w.ServicosSimultaneos != nil {
		v.confereInteiro("viagem.servicosSimultaneos", *w.ServicosSimultaneos, 1, maxServicos)
	}
	if w.DistanciaKm != nil {
		v.confereInteiro("viagem.distanciaKm", *w.DistanciaKm, 1, maxDistanciaKm)
	}
	if p.Vagas != nil {
		v.confereInteiro("vagas.gratuitasConcedidas", p.Vagas.GratuitasConcedidas, 0, maxVagas)
		v.confereInteiro("vagas.descontosConcedidos", p.Vagas.DescontosConcedidos, 0, maxVagas)
	}
	if pr := p.Precos; pr != nil {
		if pr.MenorTarifa != nil {
			v.confereCentavos("precos.menorTarifa", *pr.MenorTarifa)
		}
		v.confereCentavos("precos.taxaEmbarque", pr.TaxaEmbarque)
		v.confereCentavos("precos.pedagio", pr.Pedagio)
		v.confereCentavos("precos.outras", pr.Outras)
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

// pedidoBeneficioDe is the working form of a valid request: defaults
// applied.
func pedidoBeneficioDe(p *PedidoBeneficio) pedidoBeneficio {
	w := &p.Viagem
	q := pedidoBeneficio{
		agora:               p.Agora,
		categoria:           string(p.Categoria),
		modal:               string(w.Modal),
		ufOrigem:            string(w.UfOrigem),
		ufDestino:           string(w.UfDestino),
		linhaRegular:        w.LinhaRegular == nil || *w.LinhaRegular,
		convencional:        w.Convencional,
		partidaLinha:        w.PartidaLinha,
		embarque:            w.PartidaLinha,
		ocupaPoltrona:       w.OcupaPoltrona,
		servicosSimultaneos: 1,
	}
	if p.Nascimento != nil {
		q.nascimento, q.temNascimento = *p.Nascimento, true
	}
	if w.Embarque != nil {
		q.embarque = *w.Embarque
	}
	if w.ServicosSimultaneos != nil {
		q.servicosSimultaneos = *w.ServicosSimultaneos
	}
	if w.DistanciaKm != nil {
		q.distanciaKm = *w.DistanciaKm
	}
	q.comAcompanhante = p.CredencialComAcompanhante && p.Categoria == catPcd
	if p.Vagas != nil {
		q.gratuitasConcedidas = p.Vagas.GratuitasConcedidas
		q.descontosConcedidos = p.Vagas.DescontosConcedidos
	} else {
		q.semVagas = true
	}
	if pr := p.Precos; pr != nil {
		q.temPrecos = true
		if pr.MenorTarifa != nil {
			q.menorTarifa, q.temMenor = int64(*pr.MenorTarifa), true
		}
		q.taxaEmbarque, q.pedagio, q.outrasTaxas = int64(pr.TaxaEmbarque), int64(pr.Pedagio), int64(pr.Outras)
	}
	return q
}

// Beneficio answers a typed beneficio request: the answer, or every
// invalid field (the errors of the JSON path for the same request).
func Beneficio(p PedidoBeneficio) (RespostaBeneficio, []Erro) {
	var v validador
	validarBeneficio(&p, &v)
	if len(v.erros) > 0 {
		return RespostaBeneficio{}, v.erros
	}
	return responderBeneficio(&p), nil
}

// responderBeneficio answers a valid request.
func responderBeneficio(p *PedidoBeneficio) RespostaBeneficio {
	q := pedidoBeneficioDe(p)
	r := calcularBeneficio(&q)
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
		out.Vagas = &Vagas{Gratuitas: r.gratuitas.resposta(), Descontos: r.descontos.resposta()}
	}
	out.DocumentosFundamentos = make([]Fundamentacao, len(r.documentos))
	for i, d := range r.documentos {
		out.Documentos[i] = d.texto
		out.DocumentosFundamentos[i] = Fundamentacao{d.fund}
	}
	return out
}

func (o *saida) contagem(c *Contagem) {
	o.AbreObj()
	o.Chave("total")
	o.inteiroOuNulo(c.Total)
	o.KInteiro("ocupadas", c.Ocupadas)
	o.Chave("disponiveis")
	o.inteiroOuNulo(c.Disponiveis)
	o.FechaObj()
}

func (o *saida) vagas(v *Vagas) {
	o.AbreObj()
	o.Chave("gratuitas")
	o.contagem(&v.Gratuitas)
	o.Chave("descontos")
	o.contagem(&v.Descontos)
	o.FechaObj()
}

func (r *RespostaBeneficio) escrever(o *saida) {
	o.Chave("elegivel")
	o.booleanoOuNulo(r.Elegivel)
	o.KTexto("beneficio", string(r.Beneficio))
	o.KInteiro("descontoPercentual", int64(r.DescontoPercentual))
	o.KTexto("motivo", r.Motivo)
	o.Chave("motivoFundamentos")
	o.listaFundamentos(r.MotivoFundamentos.r)
	o.Chave("situacao")
	if r.Situacao == nil {
		o.Nulo()
	} else {
		o.Texto(string(*r.Situacao))
	}
	o.Chave("prazos")
	o.AbreObj()
	o.Chave("solicitarAte")
	o.instanteOuNulo(r.Prazos.SolicitarAte)
	o.Chave("apresentarAte")
	o.instanteOuNulo(r.Prazos.ApresentarAte)
	o.Chave("comprarAPartirDe")
	o.instanteOuNulo(r.Prazos.ComprarAPartirDe)
	o.FechaObj()
	o.Chave("valores")
	if va := r.Valores; va != nil {
		o.AbreObj()
		o.KInteiro("tarifa", int64(va.Tarifa))
		o.KInteiro("taxaEmbarque", int64(va.TaxaEmbarque))
		o.KInteiro("pedagio", int64(va.Pedagio))
		o.KInteiro("outras", int64(va.Outras))
		o.KInteiro("total", int64(va.Total))
		o.FechaObj()
	} else {
		o.Nulo()
	}
	o.Chave("vagas")
	if r.Vagas != nil {
		o.vagas(r.Vagas)
	} else {
		o.Nulo()
	}
	o.Chave("documentos")
	o.AbreLista()
	for _, d := range r.Documentos {
		o.Texto(d)
	}
	o.FechaLista()
	o.Chave("documentosFundamentos")
	o.AbreLista()
	for _, f := range r.DocumentosFundamentos {
		o.listaFundamentos(f.r)
	}
	o.FechaLista()
	o.notas(r.Notas)
	o.fundamentos(r.Fundamentos.r)
}

// jsonBeneficio is the registry's JSON path of beneficio.
func jsonBeneficio(raiz *jsonc.Valor, v *validador, o *saida) {
	p := decodificarBeneficio(raiz, v)
	if len(v.erros) > 0 {
		return
	}
	r := responderBeneficio(&p)
	r.escrever(o)
}

type tiposBeneficio struct{}

func (tiposBeneficio) tipos() (pedido, resposta any) { return PedidoBeneficio{}, RespostaBeneficio{} }
