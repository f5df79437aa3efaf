package calculator

import (
	"strconv"
	"viagemdedireito/calculator/instante"
)

// Categories, modes, benefits and situations of contract v1.
const (
	catJovem        = "jovem"
	catIdoso        = "idoso"
	catPcd          = "pcd"
	catAcompanhante = "pcd_acompanhante"
	catCrianca      = "crianca"

	modRodoviario  = "rodoviario"
	modFerroviario = "ferroviario"
	modAquaviario  = "aquaviario"

	navInterior = "interior"
	navMaritima = "maritima"

	benGratuidade  = "gratuidade"
	benDesconto    = "desconto"
	benNenhum      = "nenhum"
	benNaoSeAplica = "nao_se_aplica"
	benSemPrevisao = "sem_previsao"

	sitGarantida = "garantida"
	sitSujeita   = "sujeita_a_disponibilidade"
	sitEncerrada = "encerrada"
)

const (
	antecedenciaPedido       = 3 * instante.Hour    // Dec art13 §2; Res art149 §4
	antecedenciaApresentacao = 30 * instante.Minute // Dec art13 §6; Res art154
	maxVagas                 = 1_000_000
	maxServicos              = 100
	maxDistanciaKm           = 10_000 // viagem.distanciaKm (rules revision 3)
)

// dataLocal is the calendar date of t in t's own offset, at 00:00 UTC, for
// comparisons of dates.
func dataLocal(t instante.Time) instante.Time {
	y, m, d := t.Date()
	return instante.Date(y, m, d, 0, 0, 0, 0, instante.UTC)
}

// idade is the age in whole years on the date dia (Código Civil reading: a
// person born on 29 February turns a year older on 1 March in common years).
func idade(nascimento, dia instante.Time) int {
	a := dia.Year() - nascimento.Year()
	if dia.Month() < nascimento.Month() || dia.Month() == nascimento.Month() && dia.Day() < nascimento.Day() {
		a--
	}
	return a
}

// contagem is one kind of benefit seat on the section: total (ilimitado when
// the law sets no number), granted and still available.
type contagem struct {
	ilimitado   bool
	total       int64
	ocupadas    int64
	disponiveis int64
}

func novaContagem(total, ocupadas int64, ilimitado bool) contagem {
	c := contagem{ilimitado: ilimitado, total: total, ocupadas: ocupadas}
	if !ilimitado && total > ocupadas {
		c.disponiveis = total - ocupadas
	}
	return c
}

type valoresBeneficio struct {
	tarifa, taxaEmbarque, pedagio, outras, total int64
}

type resultadoBeneficio struct {
	ctx                contexto
	elegivel           bool // written null when beneficio is sem_previsao
	beneficio          string
	descontoPercentual int64
	motivo             nota
	situacao           string // "" → null
	temPrazos          bool
	solicitarAte       instante.Time
	apresentarAte      instante.Time
	semSolicitar       bool // solicitarAte null: the elderly discount on rail and waterway
	temComprar         bool
	comprarAPartirDe   instante.Time
	temValores         bool
	valores            valoresBeneficio
	temVagas           bool
	// temGratuitas, temDescontos: the request said that count (rules
	// revision 4, R8); the other is null.
	temGratuitas, temDescontos bool
	gratuitas                  contagem
	descontos                  contagem
	documentos                 []nota
	notas                      []nota
	fund                       refs
	// apresentacaoPassou: agora is after apresentarAte, so no instruction
	// that needs time before boarding is given.
	apresentacaoPassou bool
	// alemDaReserva: Passe Livre on rail or waterway with both reserved
	// seats taken (rules revision 3, R2).
	alemDaReserva bool
}

// diz appends a note built from template f in the answer's context
// (nothing for nenhuma).
func (r *resultadoBeneficio) diz(f frase, args ...string) {
	if f == nenhuma {
		return
	}
	n := dizerEm(r.ctx, f, args...)
	r.fund.union(n.fund)
	r.notas = append(r.notas, n)
}

// dizTodas says every template of fs with the same args.
func (r *resultadoBeneficio) dizTodas(fs []frase, args ...string) {
	for _, f := range fs {
		r.diz(f, args...)
	}
}

// motivoDe sets the motivo from template f.
func (r *resultadoBeneficio) motivoDe(f frase, args ...string) {
	r.motivo = dizerEm(r.ctx, f, args...)
	r.fund.union(r.motivo.fund)
}

// documento appends a document line built from template f.
func (r *resultadoBeneficio) documento(f frase, args ...string) {
	n := dizerEm(r.ctx, f, args...)
	r.fund.union(n.fund)
	r.documentos = append(r.documentos, n)
}

// calcularBeneficio applies rules.md §§ 1–6 to one request, over the row of
// its category (categorias.go).
func calcularBeneficio(p *PedidoBeneficio) resultadoBeneficio {
	c, ok := categoriaEm(categorias[:], p.Categoria)
	if !ok { // unreachable: ler checks the value against the table
		return resultadoBeneficio{beneficio: benNaoSeAplica}
	}
	r := beneficioDe(p, c)
	alcance(p, c, &r)
	return r
}

// alcance says where the rules reach off road (rules revision 4, R5): the
// decrees' list of waterways, and the rail and waterway regulations whose
// benefit articles are not published here.
func alcance(p *PedidoBeneficio, c *regraCategoria, r *resultadoBeneficio) {
	switch p.Viagem.Modal {
	case modFerroviario:
		r.diz(fBeneficioAlcanceRegulamentoFerroviario)
	case modAquaviario:
		if c.navegacaoDecretos && !p.maritima() {
			r.diz(fBeneficioAlcanceNavegacaoDecretos)
		}
		r.diz(fBeneficioAlcanceRegulamentoAquaviario)
	}
}

// beneficioDe is the generic sequence of rules.md §§ 1–6 over the row c.
func beneficioDe(p *PedidoBeneficio, c *regraCategoria) resultadoBeneficio {
	rodo := p.Viagem.Modal == modRodoviario
	r := resultadoBeneficio{ctx: contexto{rodoviario: rodo, jovem: c.escopo&soJovem != 0, idoso: c.escopo&soIdoso != 0}}
	r.fund.add(c.base.em(rodo)...)
	fim := func(beneficio string) resultadoBeneficio {
		r.beneficio, r.elegivel, r.documentos = beneficio, false, nil
		return r
	}
	// 1. Scope (rules.md § 1): interstate, regular line, conventional service.
	switch semConvencional := c.semConvencional.em(rodo); {
	case p.Viagem.UfOrigem == p.Viagem.UfDestino:
		r.motivoDe(c.mesmaUF, string(p.Viagem.UfOrigem))
		return fim(benNaoSeAplica)
	case !p.linhaRegular():
		r.motivoDe(c.foraLinhaRegular)
		return fim(benNaoSeAplica)
	case !p.Viagem.Convencional && semConvencional != nenhuma:
		r.motivoDe(semConvencional)
		r.dizTodas(c.semConvencionalNotas.em(rodo))
		return fim(benNaoSeAplica)
	}
	// 2. The category's conditions (rules.md § 2), on the trip's date.
	if r.elegivel = condicoes(p, c, &r); !r.elegivel {
		r.beneficio = benNenhum
		calcularValores(p, c, &r)
		calcularPrazos(p, c, &r)
		return r
	}
	semPrevisao := c.semPrevisao
	if c.navegacaoDecretos && p.maritima() { // revision 4 (R5): outside the decrees' list
		semPrevisao = fBeneficioSemPrevisaoMaritima
	}
	if !rodo && semPrevisao != nenhuma { // neither granted nor denied (revision 2)
		r.motivoDe(semPrevisao, nomeModal(string(p.Viagem.Modal)), antesDePagar(p))
		r.beneficio, r.documentos = benSemPrevisao, nil
		return r
	}
	if !p.Viagem.Convencional {
		r.diz(c.qualquerViagem)
	}
	if c.incisoServico != nil {
		r.fund.add(c.incisoServico(p.Viagem.Modal))
	}
	if rodo && c.res149 {
		r.fund.add(resArt149)
	}
	// 3. Seats, 4. prices, 5. deadlines and tickets, 6. documents.
	decidirVagas(p, c, &r)
	calcularValores(p, c, &r)
	taxasSemValores(p, c, &r)
	calcularPrazos(p, c, &r)
	if r.beneficio == benGratuidade || r.beneficio == benDesconto {
		documentosBeneficio(p, c, &r)
	}
	if c.rendaSalarioMinimo {
		notaRendaIdoso(&r, dataLocal(p.embarque()))
	}
	return r
}

// condicoes checks the category's own conditions (rules.md § 2): the age
// on the trip's date, with its notes, and the seat the passenger takes.
func condicoes(p *PedidoBeneficio, c *regraCategoria, r *resultadoBeneficio) bool {
	elegivel := true
	if f := c.idade; f.tem && p.Nascimento != nil {
		diaViagem := dataLocal(p.embarque())
		a := idade(*p.Nascimento, diaViagem)
		anos := strconv.Itoa(a)
		if a < f.min || f.max != semMaximo && a > f.max {
			elegivel = false
			r.motivoDe(f.fora, dataBR(diaViagem), anos)
		}
		if aniversarioDe29Fevereiro(*p.Nascimento, diaViagem) {
			r.diz(fBeneficioIdade29DeFevereiro)
		}
		if f.adolescente != nenhuma && a >= f.min && a <= f.adolescenteAte {
			// Revision 3 (R6): Lei art1 §2 applies the ECA first.
			if p.Agora.Before(p.embarque()) {
				r.diz(f.adolescente, anos)
			} else {
				r.diz(f.adolescenteComecou, anos) // no pre-trip instruction
			}
		}
	}
	if elegivel && c.ocupaPoltrona != nenhuma && p.Viagem.OcupaPoltrona {
		elegivel = false
		r.motivoDe(c.ocupaPoltrona)
	}
	return elegivel
}

// decidirVagas counts the seats (Res art149 I–V, §6, §7; Lei art32 I–II;
// Dec art13; EPI art40; D3691 art1) and climbs the row's escada: the free
// seat while one is left, then the discount, then what the texts give.
// Simultaneous services multiply the seats on road only: on rail and
// waterway the seats are per vehicle.
func decidirVagas(p *PedidoBeneficio, c *regraCategoria, r *resultadoBeneficio) {
	rodo := p.Viagem.Modal == modRodoviario
	modal := nomeModal(string(p.Viagem.Modal))
	n := p.servicos()
	if !rodo {
		if n > 1 {
			r.diz(c.simultaneos.outros, modal)
		}
		n = 1
	} else if n > 1 {
		r.diz(c.simultaneos.rodoviario, itoa(n))
	}
	g, d, temG, temD := p.concedidas()
	if rodo && c.res149 {
		r.fund.add(resArt149Par6) // seats counted per section
	}
	v, e := c.vagas, c.escada
	if v.conta {
		r.temVagas = p.Vagas != nil                 // revision 3 (R6): no count without the seats granted
		r.temGratuitas, r.temDescontos = temG, temD // revision 4 (R8): a count left out is not zero
		r.gratuitas = novaContagem(v.gratuitas*n, g, v.gratuitasSemLimite.em(rodo))
		switch v.descontos {
		case 0:
			r.descontos = novaContagem(0, 0, false)
		case semMaximo:
			r.descontos = novaContagem(0, d, true)
		default:
			r.descontos = novaContagem(v.descontos*n, d, false)
		}
	}
	total := itoa(r.gratuitas.total)
	r.beneficio = benGratuidade
	switch {
	case e.semLimite.em(rodo) != nenhuma:
		r.motivoDe(e.semLimite.em(rodo))
		r.dizTodas(e.semLimiteNotas.em(rodo), modal)
	case !temG: // the free seats granted not said (revision 4, R8)
		r.motivoDe(e.semContagem, total)
		r.dizTodas(e.notasGratuita, modal)
	case r.gratuitas.disponiveis > 0:
		r.motivoDe(e.gratuita, itoa(g), total)
		r.dizTodas(e.notasGratuita, modal)
	case e.desconto != nenhuma && !temD && !r.descontos.ilimitado:
		// The discount seats granted not said: the discount while one is
		// left, with no count (revision 4, R8: not "restam 2").
		r.beneficio = benDesconto
		r.motivoDe(e.descontoSemContagem, itoa(g), total, itoa(r.descontos.total))
	case e.desconto != nenhuma && (r.descontos.ilimitado || r.descontos.disponiveis > 0):
		r.beneficio = benDesconto
		r.motivoDe(e.desconto, itoa(d), itoa(r.descontos.total))
	default:
		r.beneficio = benNenhum
		if e.esgotadasGratuidade {
			r.beneficio, r.alemDaReserva = benGratuidade, true
		}
		r.motivoDe(e.esgotadas, itoa(g), total)
		if !p.Agora.Before(p.embarque()) {
			// Revision 4 (R4, C5): the trip has started: what holds for
			// another trip, not only this vehicle's seats.
			r.diz(e.esgotadasViagemComecou, horaFrase(p.embarque(), p.Agora, "do embarque"))
		}
		r.dizTodas(e.notasEsgotadas, modal)
		if !e.recusaAntesDoEmbarque || p.Agora.Before(p.embarque()) {
			r.diz(e.recusa.em(rodo), modal)
		}
	}
	if p.CredencialComAcompanhante {
		r.diz(c.credencialComAcompanhante.em(rodo), modal, antesDePagar(p))
	}
	switch r.beneficio {
	case benGratuidade:
		r.descontoPercentual = 100
	case benDesconto:
		r.descontoPercentual = 50
	}
	if rodo && c.res149 && r.beneficio != benNenhum {
		r.diz(fBeneficioVagasTodasAsPoltronas)
	}
}

// aniversarioDe29Fevereiro reports whether someone born on 29 February
// travels on 28 February or 1 March of a year without that day: the day
// their age changes by CC art132 §3.
func aniversarioDe29Fevereiro(nascimento, dia instante.Time) bool {
	if nascimento.Month() != instante.February || nascimento.Day() != 29 {
		return false
	}
	y := dia.Year()
	bissexto := y%4 == 0 && (y%100 != 0 || y%400 == 0)
	return !bissexto && (dia.Month() == instante.February && dia.Day() == 28 || dia.Month() == instante.March && dia.Day() == 1)
}

// incisoServico is the inciso of Dec art13 §1 that makes the mode's regular
// lines conventional service.
func incisoServico(modal Modal) ref {
	switch modal {
	case modFerroviario:
		return decArt13Par1Inc2
	case modAquaviario:
		return decArt13Par1Inc3
	}
	return decArt13Par1Inc1
}

// incisoServicoIdoso is the inciso of D9921 art39 §1 that makes the mode's
// regular lines conventional service.
func incisoServicoIdoso(modal Modal) ref {
	switch modal {
	case modFerroviario:
		return d9921Art39Par1Inc2
	case modAquaviario:
		return d9921Art39Par1Inc3
	}
	return d9921Art39Par1Inc1
}

func nomeModal(m string) string {
	switch m {
	case modFerroviario:
		return "ferroviário"
	case modAquaviario:
		return "aquaviário"
	}
	return "rodoviário"
}

// taxasSemValores: on a free seat the youth and the elderly are told what
// the benefit leaves out (Dec art17 parágrafo único; D9921 art44 parágrafo
// único) even when no fee is given, so that they know it before reaching
// the counter (rules revision 3, R6).
func taxasSemValores(p *PedidoBeneficio, c *regraCategoria, r *resultadoBeneficio) {
	if r.beneficio != benGratuidade || p.Precos != nil && (p.Precos.TaxaEmbarque > 0 || p.Precos.Pedagio > 0) {
		return // the sentences of calcularValores said it with the amounts
	}
	r.dizTodas(c.taxas.semValores)
}

// calcularValores gives the amounts (rules.md § 4) and the row's sentences
// on what the benefit leaves out.
func calcularValores(p *PedidoBeneficio, c *regraCategoria, r *resultadoBeneficio) {
	if p.Precos == nil {
		return
	}
	rodo := p.Viagem.Modal == modRodoviario
	t := c.taxas
	if t.naoPaga != nenhuma && r.beneficio == benGratuidade {
		// A child carried free pays nothing: no ticket, no fees.
		r.temValores = true
		r.diz(t.naoPaga)
		return
	}
	v := valoresBeneficio{taxaEmbarque: int64(p.Precos.TaxaEmbarque), pedagio: int64(p.Precos.Pedagio), outras: int64(p.Precos.Outras)}
	switch r.beneficio {
	case benGratuidade:
		v.tarifa = 0
	case benDesconto:
		if p.Precos.MenorTarifa == nil {
			r.diz(fBeneficioValoresInformeMenorTarifa)
			return
		}
		// "desconto mínimo de 50%": the passenger pays at most half of the
		// lowest price on sale; an odd centavo goes in the passenger's favour.
		v.tarifa = int64(*p.Precos.MenorTarifa) / 2
		r.diz(t.desconto.em(rodo), reais(int64(*p.Precos.MenorTarifa)), reais(v.tarifa))
	default:
		if p.Precos.MenorTarifa == nil {
			r.diz(fBeneficioValoresInformeTarifa)
			return
		}
		v.tarifa = int64(*p.Precos.MenorTarifa)
	}
	v.total = v.tarifa + v.taxaEmbarque + v.pedagio + v.outras
	r.temValores = true
	r.valores = v
	if r.beneficio != benGratuidade && r.beneficio != benDesconto {
		return
	}
	if t.taxas != nenhuma && (v.taxaEmbarque > 0 || v.pedagio > 0) {
		if t.comInformadas {
			r.diz(t.taxas, taxasInformadasIdoso(v))
		} else {
			r.diz(t.taxas)
		}
		if r.beneficio == benGratuidade {
			r.diz(t.stj)
		}
	}
	if v.outras > 0 {
		r.diz(t.outras, reais(v.outras))
	}
	if v.taxaEmbarque > 0 || v.pedagio > 0 || v.outras > 0 {
		r.diz(t.qualquer)
	}
}

// antesDePagar ends "Confirme com a empresa…" before the trip; once it
// has started no pre-trip instruction is given (rules revision 3, R6).
func antesDePagar(p *PedidoBeneficio) string {
	if p.Agora.Before(p.embarque()) {
		return " antes de pagar"
	}
	return ""
}

// taxasInformadasIdoso names the fees typed, with the verb that agrees.
func taxasInformadasIdoso(v valoresBeneficio) string {
	switch {
	case v.taxaEmbarque > 0 && v.pedagio > 0:
		return "a taxa de embarque e o pedágio informados estão"
	case v.taxaEmbarque > 0:
		return "a taxa de embarque informada está"
	}
	return "o pedágio informado está"
}

// calcularPrazos gives the deadlines of the trip (rules.md § 4) and the
// sentences about them that are still true at agora: no "peça até" after
// solicitarAte, no "apresente-se até" after apresentarAte. The deadline
// fields are the trip's and are given also when the passenger's conditions
// are unmet; instructions are given only with a benefit.
func calcularPrazos(p *PedidoBeneficio, c *regraCategoria, r *resultadoBeneficio) {
	rodo := p.Viagem.Modal == modRodoviario
	pz := c.prazos
	comBeneficio := r.beneficio == benGratuidade || r.beneficio == benDesconto
	antesDoEmbarque := p.Agora.Before(p.embarque())
	if !pz.tem.em(rodo) {
		semPrazos(p, c, r, comBeneficio, antesDoEmbarque)
		return
	}
	r.temPrazos = true
	// Request at least 3 h before the departure from the line's initial
	// point, whatever the boarding point; reported in partidaLinha's offset.
	r.solicitarAte = p.Viagem.PartidaLinha.Add(-antecedenciaPedido)
	// Presentation 30 min before the passenger's own trip, in embarque's offset.
	r.apresentarAte = p.embarque().Add(-antecedenciaApresentacao)
	gratuidade := r.beneficio == benGratuidade
	// A descontoLivre discount (the elderly's, rules.md § 4, revision 3):
	// D9921 art39 §2 and §6 are written for the reserved free seats; the
	// discount seats of art40 are not reserved: no request deadline off
	// road, and a purchase window.
	descontoLivre := pz.descontoLivre && r.beneficio == benDesconto
	if !descontoLivre {
		r.fund.add(pz.pedido...)
	}
	if rodo {
		r.fund.add(resArt149Par4)
	}
	r.semSolicitar = descontoLivre && !rodo
	if descontoLivre && p.distanciaKm() > 0 {
		r.temComprar = true
		r.comprarAPartirDe = p.embarque().Add(-janelaDesconto(p.distanciaKm()))
	}
	if !comBeneficio {
		return
	}
	if r.semSolicitar {
		prazosDescontoIdosoOutros(p, r)
		return
	}
	solicitar := horaFrase(r.solicitarAte, p.Agora, "do ponto inicial da linha")
	apresentar := horaFrase(r.apresentarAte, p.Agora, "do embarque")

	// The elderly discount on road keeps the deadline of Res art149 §4,
	// which covers every benefit; D9921 art39 §§ 2º–6º are of the reserved
	// free seat, so they do not ground these sentences (rules.md § 4).
	ctx := r.ctx
	if descontoLivre {
		r.ctx.jovem, r.ctx.idoso = false, false
	}
	switch {
	case !p.Agora.After(r.solicitarAte):
		r.situacao = sitGarantida
		r.diz(pz.pecaAte.em(rodo), solicitar)
		if !p.embarque().Equal(p.Viagem.PartidaLinha) {
			r.diz(fBeneficioPrazosPontoDeSecao)
		}
		if rodo {
			r.diz(fBeneficioOndePedirRodoviario) // revision 4 (R5): Res art150 caput
		}
	case antesDoEmbarque:
		r.situacao = sitSujeita
		// After the presentation time the benefit is lost (Dec art13 §6;
		// D9921 art39 §6) and, off road or for the youth's discount, no
		// text keeps the seat for a late request (Res art154 p.u. does, for
		// the free seat on road; the elderly discount has no loss): the
		// sentence of the presentation says what now applies (audit of
		// 2026-12-02: "peça o quanto antes" next to "perde o benefício").
		perde := !rodo
		if !gratuidade {
			perde = pz.descontoPerde
		}
		if !(p.Agora.After(r.apresentarAte) && perde) {
			r.diz(fBeneficioPrazosReservaGarantidaPassou, solicitar)
			if rodo {
				r.diz(fBeneficioOndePedirRodoviario) // revision 4 (R5): Res art150 caput
			}
		}
	default:
		r.situacao = sitEncerrada
		r.apresentacaoPassou = true
		r.diz(fBeneficioPrazosViagemComecou, horaFrase(p.embarque(), p.Agora, "do embarque"))
		r.ctx = ctx
		return
	}
	r.ctx = ctx
	if descontoLivre {
		janelaDescontoIdoso(p, r)
	}

	// Presentation (Dec art13 §6 for the youth, free seat and discount
	// alike; Res art154 for free seats on road).
	switch {
	case !p.Agora.After(r.apresentarAte) && gratuidade:
		r.diz(fBeneficioPrazosApresenteSeGratuidade, apresentar)
	case !p.Agora.After(r.apresentarAte):
		r.diz(pz.apresenteDesconto, apresentar)
	case gratuidade:
		r.diz(pz.apresentacaoPassouGratuidade.em(rodo), apresentar)
	default:
		r.diz(pz.apresentacaoPassouDesconto, apresentar)
	}

	// Tickets (Dec art13 §2, §7; Res art143 §1, art145 §1, art152): how to
	// ask for one, said only while there is still time to present oneself.
	if p.Agora.After(r.apresentarAte) {
		r.apresentacaoPassou = true
		return
	}
	r.dizTodas(pz.bilhetes.em(rodo))
	if gratuidade && rodo {
		r.diz(fBeneficioBilheteGratuidade)
	}
}

// semPrazos: a category without request deadlines in the trip's mode (a
// child carried free on road; the Passe Livre on rail and waterway): the
// sentence that says so, and the situation.
func semPrazos(p *PedidoBeneficio, c *regraCategoria, r *resultadoBeneficio, comBeneficio, antesDoEmbarque bool) {
	if !comBeneficio {
		return
	}
	r.diz(c.prazos.semPrazos, nomeModal(string(p.Viagem.Modal)))
	if antesDoEmbarque {
		r.situacao = sitGarantida
		if r.alemDaReserva {
			r.situacao = sitSujeita
		}
		return
	}
	r.apresentacaoPassou = true
	r.situacao = sitEncerrada
	r.diz(c.prazos.viagemComecouSemPrazo, horaFrase(p.embarque(), p.Agora, "do embarque"))
}

// janelaDesconto is the purchase window of the elderly discount (D9921
// art40 parágrafo único): at most 6 h before a trip of up to 500 km, 12 h
// over 500 km.
func janelaDesconto(km int64) instante.Duration {
	if km <= 500 {
		return 6 * instante.Hour
	}
	return 12 * instante.Hour
}

// janelaDescontoIdoso says when the elderly discount may be bought (D9921
// art40 parágrafo único), with the distance or both cases without it; on
// road a second sentence says that the Res does not repeat the window
// (art150 caput). The window never turns desconto into nenhum.
func janelaDescontoIdoso(p *PedidoBeneficio, r *resultadoBeneficio) {
	switch {
	case !r.temComprar:
		r.diz(fBeneficioPrazosCompraDescontoSemDistancia)
	case p.distanciaKm() <= 500:
		r.diz(fBeneficioPrazosCompraDescontoAte500, itoa(p.distanciaKm()), horaFrase(r.comprarAPartirDe, p.Agora, "do embarque"))
	default:
		r.diz(fBeneficioPrazosCompraDescontoAcima500, itoa(p.distanciaKm()), horaFrase(r.comprarAPartirDe, p.Agora, "do embarque"))
	}
	if p.Viagem.Modal == modRodoviario {
		r.diz(fBeneficioPrazosCompraDescontoRodoviario)
		if r.temComprar && r.comprarAPartirDe.After(r.solicitarAte) {
			// The window opens after the Res's guaranteed reservation
			// (art149 §4) ends: "peça até" and "compre a partir de" would
			// ask the impossible (audit of 2026-12-02).
			f := fBeneficioPrazosCompraDescontoDepoisDaReserva
			if p.Agora.After(r.solicitarAte) {
				f = fBeneficioPrazosCompraDescontoDepoisDaReservaPassada
			}
			r.diz(f, horaFrase(r.solicitarAte, p.Agora, "do ponto inicial da linha"),
				horaFrase(r.comprarAPartirDe, p.Agora, "do embarque"))
		}
	}
}

// prazosDescontoIdosoOutros: the elderly discount on rail and waterway
// (rules.md § 4, revision 3): no request deadline; situacao garantida
// before boarding and encerrada from boarding; the 30 minutes of D9921
// art39 §6, written for the free seat, given with a note.
func prazosDescontoIdosoOutros(p *PedidoBeneficio, r *resultadoBeneficio) {
	if !p.Agora.Before(p.embarque()) {
		r.situacao = sitEncerrada
		r.apresentacaoPassou = true
		r.diz(fBeneficioPrazosViagemComecouDescontoIdoso, horaFrase(p.embarque(), p.Agora, "do embarque"))
		return
	}
	r.situacao = sitGarantida
	janelaDescontoIdoso(p, r)
	apresentar := horaFrase(r.apresentarAte, p.Agora, "do embarque")
	if p.Agora.After(r.apresentarAte) {
		r.diz(fBeneficioPrazosApresentacaoPassouDescontoIdosoOutrosModais, apresentar)
		r.apresentacaoPassou = true
		return
	}
	r.diz(fBeneficioPrazosApresenteSeDescontoIdosoOutrosModais, apresentar)
	r.diz(fBeneficioBilheteIntransferivel)
}

// documentosBeneficio lists the documents to present (Res art151; Dec
// art14; D9921 art42).
func documentosBeneficio(p *PedidoBeneficio, c *regraCategoria, r *resultadoBeneficio) {
	rodo := p.Viagem.Modal == modRodoviario
	for _, f := range c.documentos.em(rodo) {
		r.documento(f)
	}
	r.dizTodas(c.notasDocumentos.em(rodo))
	if rodo && len(r.documentos) > 0 && !r.apresentacaoPassou {
		r.diz(fBeneficioDocumentosCompraVirtual)
	}
}

// notaRendaIdoso states in reais the income limit of EPI art40 (2 salários
// mínimos) in force on the trip date, with the act that set the value.
func notaRendaIdoso(r *resultadoBeneficio, dia instante.Time) {
	d := string(instante.AppendData(nil, dia)) // dia.Format("2006-01-02"), by hand for size
	s, ok := salarioEm(d)
	if !ok {
		r.diz(fBeneficioRendaIdosoSemTabela, dataBR(dia))
		return
	}
	if s.fim == "" && d[:4] != s.inicio[:4] {
		// Revision 3 (R6): a value is in force only inside its dated
		// validity; the table lacks the trip's year: say which year's value
		// is used, and its act (the acts are data, not published norms).
		r.diz(fBeneficioRendaIdosoOutroAno, d[:4], s.inicio[:4], reais(s.centavos), atoPor(s.ato), reais(2*s.centavos), dataBR(dia))
		return
	}
	r.diz(fBeneficioRendaIdoso, dataBR(dia), reais(2*s.centavos), reais(s.centavos), atoPor(s.ato))
	if s.observacao != "" && s.observacao != "em vigor" && indice(s.observacao, "conferido") < 0 {
		r.diz(fBeneficioRendaIdosoNaoConferida, s.observacao)
	}
}

// atoPor writes the act that set the minimum wage after "fixado":
// "Decreto nº 12.797/2025 (de 23/12/2025)" → "pelo Decreto nº 12.797/2025,
// de 23/12/2025"; a Medida Provisória takes "pela".
func atoPor(ato string) string {
	if i := indice(ato, " (de "); i >= 0 && ato[len(ato)-1] == ')' {
		ato = ato[:i] + ", de " + ato[i+len(" (de "):len(ato)-1]
	}
	if indice(ato, "Medida") == 0 || indice(ato, "Lei") == 0 {
		return "pela " + ato
	}
	return "pelo " + ato
}
