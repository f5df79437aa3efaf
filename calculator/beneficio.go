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
	gratuitas          contagem
	descontos          contagem
	documentos         []nota
	notas              []nota
	fund               refs
	// apresentacaoPassou: agora is after apresentarAte, so no instruction
	// that needs time before boarding is given.
	apresentacaoPassou bool
	// alemDaReserva: Passe Livre on rail or waterway with both reserved
	// seats taken (rules revision 3, R2).
	alemDaReserva bool
}

// diz appends a note built from template f in the answer's context.
func (r *resultadoBeneficio) diz(f frase, args ...string) {
	n := dizerEm(r.ctx, f, args...)
	r.fund.union(n.fund)
	r.notas = append(r.notas, n)
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

// calcularBeneficio applies rules.md §§ 1–5 (revision 2) to one request.
func calcularBeneficio(p *PedidoBeneficio) resultadoBeneficio {
	cat := p.Categoria
	rodo := p.Viagem.Modal == modRodoviario
	r := resultadoBeneficio{ctx: contexto{rodoviario: rodo, jovem: cat == catJovem, idoso: cat == catIdoso}}
	diaViagem := dataLocal(p.embarque())
	modal := nomeModal(string(p.Viagem.Modal))

	// Legal basis of the category itself.
	switch cat {
	case catJovem:
		r.fund.add(leiArt32, decArt13)
	case catIdoso:
		r.fund.add(epiArt40, d9921Art34) // D9921 art34: road, rail and waterway
	case catPcd:
		r.fund.add(plArt1)
		if !rodo {
			r.fund.add(d3691Art1)
		}
	case catAcompanhante:
		r.fund.add(resArt149Par3)
	case catCrianca:
		r.fund.add(d9579Art39)
		if rodo {
			r.fund.add(resArt148)
		}
	}

	// 1. Scope (rules.md § 1): interstate, regular line, conventional service.
	fim := func(beneficio string) resultadoBeneficio {
		r.beneficio = beneficio
		r.elegivel = false
		r.documentos = nil
		return r
	}
	if p.Viagem.UfOrigem == p.Viagem.UfDestino {
		switch cat {
		case catJovem:
			r.motivoDe(fMesmaUFJovem, string(p.Viagem.UfOrigem))
		case catIdoso:
			r.motivoDe(fMesmaUFIdoso, string(p.Viagem.UfOrigem))
		case catPcd, catAcompanhante:
			r.motivoDe(fMesmaUFPasseLivre, string(p.Viagem.UfOrigem))
		default:
			r.motivoDe(fMesmaUFCrianca, string(p.Viagem.UfOrigem))
		}
		return fim(benNaoSeAplica)
	}
	if !p.linhaRegular() {
		if cat == catCrianca {
			r.motivoDe(fForaLinhaRegularCrianca)
		} else if cat == catIdoso {
			// The elderly's own rule (D9921 art39 §1), not the youth's
			// Decreto (audit of 2026-12-02).
			r.motivoDe(fForaLinhaRegularIdoso)
		} else {
			r.motivoDe(fForaLinhaRegular)
		}
		return fim(benNaoSeAplica)
	}
	// Revision 3 (R6): the companion off road gets the companion's own
	// answer (sem_previsao), never the holder's two seats.
	companheiroForaDaEstrada := cat == catAcompanhante && !rodo
	if !p.Viagem.Convencional && cat != catCrianca && !companheiroForaDaEstrada {
		switch {
		case cat == catJovem:
			r.motivoDe(fSemConvencionalJovem)
		case rodo:
			r.motivoDe(fSemConvencionalRodoviario)
		case cat == catIdoso:
			r.motivoDe(fSemConvencionalIdoso)
		default: // Passe Livre and its companion on rail or waterway
			r.motivoDe(fSemConvencionalPasseLivre)
		}
		return fim(benNaoSeAplica)
	}

	// 2. The category's conditions (rules.md § 2), on the trip's date.
	r.elegivel = true
	if p.Nascimento != nil {
		a := idade(*p.Nascimento, diaViagem)
		dia, anos := dataBR(diaViagem), strconv.Itoa(a)
		switch {
		case cat == catJovem && (a < 15 || a > 29):
			r.elegivel = false
			r.motivoDe(fIdadeJovem, dia, anos)
		case cat == catIdoso && a < 60:
			r.elegivel = false
			r.motivoDe(fIdadeIdoso, dia, anos)
		case cat == catCrianca && a >= 6:
			r.elegivel = false
			r.motivoDe(fIdadeCrianca, dia, anos)
		}
		if cat == catJovem || cat == catIdoso || cat == catCrianca {
			if aniversarioDe29Fevereiro(*p.Nascimento, diaViagem) {
				r.diz(fAniversario29Fevereiro)
			}
		}
		if cat == catJovem && a >= 15 && a <= 17 {
			// Revision 3 (R6): Lei art1 §2 applies the ECA first.
			if p.Agora.Before(p.embarque()) {
				r.diz(fJovemAdolescente, anos)
			} else {
				r.diz(fJovemAdolescenteViagemComecou, anos) // no pre-trip instruction
			}
		}
	}
	if r.elegivel && cat == catCrianca && p.Viagem.OcupaPoltrona {
		r.elegivel = false
		r.motivoDe(fCriancaOcupaPoltrona)
	}
	if !r.elegivel {
		r.beneficio = benNenhum
		calcularValores(p, &r)
		calcularPrazos(p, &r)
		return r
	}
	// The published texts neither grant nor deny (rules.md § 2, revision 2).
	if !rodo && (cat == catAcompanhante || cat == catCrianca) {
		if cat == catAcompanhante {
			r.motivoDe(fSemPrevisaoAcompanhante, modal, antesDePagar(p))
		} else {
			r.motivoDe(fSemPrevisaoCrianca, modal, antesDePagar(p))
		}
		r.beneficio = benSemPrevisao
		r.documentos = nil
		return r
	}
	if cat == catCrianca && !p.Viagem.Convencional {
		r.diz(fCriancaQualquerViagem)
	}
	// The conventional regular service: defined by Dec art13 §1 I–III for
	// the youth (all modes) and by Res art149 caput, §1 on road.
	if cat == catJovem {
		r.fund.add(incisoServico(p.Viagem.Modal))
	}
	if cat == catIdoso {
		r.fund.add(incisoServicoIdoso(p.Viagem.Modal))
	}
	if rodo && cat != catCrianca {
		r.fund.add(resArt149)
	}

	// 3. Seats (Res art149 I–V, §6, §7; Lei art32 I–II; Dec art13; EPI
	// art40; D3691 art1). Simultaneous services multiply the seats on road
	// only: on rail and waterway the seats are per vehicle.
	n := p.servicos()
	if !rodo {
		if n > 1 {
			switch cat {
			case catJovem:
				r.diz(fSimultaneosJovemOutros, modal)
			case catIdoso:
				r.diz(fSimultaneosIdosoOutros, modal)
			case catPcd:
				r.diz(fSimultaneosPasseLivreOutros, modal)
			}
		}
		n = 1
	} else if n > 1 && (cat == catJovem || cat == catIdoso) {
		r.diz(fSimultaneos, itoa(n))
	}
	g, d := p.concedidas()
	if rodo && cat != catCrianca {
		r.fund.add(resArt149Par6) // seats counted per section
	}
	switch cat {
	case catJovem:
		r.temVagas = true
		r.gratuitas = novaContagem(2*n, g, false)
		r.descontos = novaContagem(2*n, d, false)
	case catIdoso:
		r.temVagas = true
		r.gratuitas = novaContagem(2*n, g, false)
		r.descontos = novaContagem(0, d, true)
	case catPcd, catAcompanhante:
		r.temVagas = true
		r.gratuitas = novaContagem(2, g, rodo) // D3691 art1 off road
		r.descontos = novaContagem(0, 0, false)
	}

	switch cat {
	case catJovem:
		switch {
		case p.Vagas == nil:
			r.beneficio = benGratuidade
			r.motivoDe(fJovemSemContagem, itoa(2*n))
		case r.gratuitas.disponiveis > 0:
			r.beneficio = benGratuidade
			r.motivoDe(fJovemGratuidade, itoa(g), itoa(2*n))
		case r.descontos.disponiveis > 0:
			r.beneficio = benDesconto
			r.motivoDe(fJovemDesconto, itoa(d), itoa(2*n))
		default:
			r.beneficio = benNenhum
			r.motivoDe(fJovemSemVagas, itoa(2*n))
			r.diz(fJovemDescontoFacultativo)
			if rodo {
				r.diz(fRecusaRodoviario)
			} else {
				r.diz(fRecusaJovem)
			}
		}
	case catIdoso:
		// Never "nenhum" for lack of seats: EPI art40 II; Res art149 IV.
		if p.Vagas == nil {
			r.beneficio = benGratuidade
			r.motivoDe(fIdosoSemContagem, itoa(2*n))
		} else if r.gratuitas.disponiveis > 0 {
			r.beneficio = benGratuidade
			r.motivoDe(fIdosoGratuidade, itoa(g), itoa(2*n))
		} else {
			r.beneficio = benDesconto
			r.motivoDe(fIdosoDesconto)
		}
	case catPcd:
		switch {
		case rodo:
			r.beneficio = benGratuidade
			r.motivoDe(fPasseLivreRodoviario)
			r.diz(fPasseLivreDecretoRodoviario)
		case p.Vagas == nil:
			r.beneficio = benGratuidade
			r.motivoDe(fPasseLivreSemContagem)
			r.diz(fPasseLivreDecretoOutros, modal)
		case r.gratuitas.disponiveis > 0:
			r.beneficio = benGratuidade
			r.motivoDe(fPasseLivreAssento, itoa(g), "2")
			r.diz(fPasseLivreDecretoOutros, modal)
		default:
			// Revision 3 (R2): PL art1 grants the pass with no number of
			// seats; the two seats of D3691 art1 are a reservation, not a
			// ceiling: gratuidade subject to a free seat, never nenhum.
			r.beneficio = benGratuidade
			r.alemDaReserva = true
			r.motivoDe(fPasseLivreAlemDaReserva, itoa(g), "2")
			r.diz(fPasseLivreReservaNaoTeto, modal)
			if p.Agora.Before(p.embarque()) {
				// No pre-trip instruction once the trip has started (R6).
				r.diz(fRecusaPasseLivre, modal)
			}
		}
		if p.CredencialComAcompanhante {
			if rodo {
				r.diz(fPasseLivreComAcompanhanteRodoviario)
			} else {
				r.diz(fSemPrevisaoAcompanhante, modal, antesDePagar(p))
			}
		}
	case catAcompanhante:
		r.beneficio = benGratuidade
		r.motivoDe(fAcompanhante)
	case catCrianca:
		r.beneficio = benGratuidade
		r.motivoDe(fCriancaRodoviario)
	}
	if p.Vagas == nil {
		// Revision 3 (R6): without the seats granted, no count is given.
		r.temVagas = false
	}
	switch r.beneficio {
	case benGratuidade:
		r.descontoPercentual = 100
	case benDesconto:
		r.descontoPercentual = 50
	}
	if rodo && cat != catCrianca && (r.beneficio == benGratuidade || r.beneficio == benDesconto) {
		r.diz(fTodasPoltronas)
	}

	// 4. Prices, 5. deadlines and tickets, 6. documents.
	calcularValores(p, &r)
	taxasSemValores(p, &r)
	calcularPrazos(p, &r)
	if r.beneficio == benGratuidade || r.beneficio == benDesconto {
		documentosBeneficio(p, &r)
	}
	if cat == catIdoso {
		notaRendaIdoso(&r, diaViagem)
	}
	return r
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
func taxasSemValores(p *PedidoBeneficio, r *resultadoBeneficio) {
	if r.beneficio != benGratuidade || p.Precos != nil && (p.Precos.TaxaEmbarque > 0 || p.Precos.Pedagio > 0) {
		return // the sentences of calcularValores said it with the amounts
	}
	switch p.Categoria {
	case catJovem:
		r.diz(fTaxasJovemSemValores)
	case catIdoso:
		r.diz(fTaxasIdosoSemValores)
		r.diz(fTaxasIdosoSTJ)
	}
}

func calcularValores(p *PedidoBeneficio, r *resultadoBeneficio) {
	if p.Precos == nil {
		return
	}
	cat := p.Categoria
	rodo := p.Viagem.Modal == modRodoviario
	if cat == catCrianca && r.beneficio == benGratuidade {
		// A child carried free pays nothing: no ticket, no fees.
		r.temValores = true
		r.diz(fCriancaNaoPaga)
		return
	}
	v := valoresBeneficio{taxaEmbarque: int64(p.Precos.TaxaEmbarque), pedagio: int64(p.Precos.Pedagio), outras: int64(p.Precos.Outras)}
	switch r.beneficio {
	case benGratuidade:
		v.tarifa = 0
	case benDesconto:
		if p.Precos.MenorTarifa == nil {
			r.diz(fInformeMenorTarifa)
			return
		}
		// "desconto mínimo de 50%": the passenger pays at most half of the
		// lowest price on sale; an odd centavo goes in the passenger's favour.
		v.tarifa = int64(*p.Precos.MenorTarifa) / 2
		args := []string{reais(int64(*p.Precos.MenorTarifa)), reais(v.tarifa)}
		switch {
		case cat == catJovem && rodo:
			r.diz(fDescontoJovemRodoviario, args...)
		case cat == catJovem:
			r.diz(fDescontoJovemOutros, args...)
		case rodo:
			r.diz(fDescontoIdosoRodoviario, args...)
		default:
			r.diz(fDescontoIdosoOutros, args...)
		}
	default:
		if p.Precos.MenorTarifa == nil {
			r.diz(fInformeTarifa)
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
	if cat == catJovem {
		if v.taxaEmbarque > 0 || v.pedagio > 0 {
			// Rules revision 4, R8 (C19): only the amounts typed, as for the elderly.
			r.diz(fTaxasJovem, taxasInformadasIdoso(v))
		}
		if v.outras > 0 {
			r.diz(fOutrasJovem, reais(v.outras))
		}
		return
	}
	if cat == catIdoso {
		// D9921 art44 p.u. names tolls, terminal fees and meals: the
		// fees sentence names only the amounts typed, and another charge
		// gets the youth's reading (no basis in the texts; audit of
		// 2026-12-02). Without tolls and terminal fees, taxasSemValores
		// says the rule on a free seat.
		if v.taxaEmbarque > 0 || v.pedagio > 0 {
			r.diz(fTaxasIdoso, taxasInformadasIdoso(v))
			if r.beneficio == benGratuidade {
				r.diz(fTaxasIdosoSTJ)
			}
		}
		if v.outras > 0 {
			r.diz(fOutrasIdoso, reais(v.outras))
		}
		return
	}
	if v.taxaEmbarque == 0 && v.pedagio == 0 && v.outras == 0 {
		return
	}
	switch cat {
	case catPcd:
		r.diz(fTaxasPasseLivre)
	case catAcompanhante:
		r.diz(fTaxasAcompanhante)
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
func calcularPrazos(p *PedidoBeneficio, r *resultadoBeneficio) {
	rodo := p.Viagem.Modal == modRodoviario
	cat := p.Categoria
	jovem := cat == catJovem
	idoso := cat == catIdoso
	comBeneficio := r.beneficio == benGratuidade || r.beneficio == benDesconto
	antesDoEmbarque := p.Agora.Before(p.embarque())
	// Revision 3 (R1): the elderly have deadlines in every mode (D9921
	// art39 §2, §6).
	comPrazos := cat != catCrianca && (rodo || jovem || idoso)

	if !comPrazos {
		// A child carried free on road, and the elderly and Passe Livre on
		// rail and waterway: no request deadline in the published texts.
		if !comBeneficio {
			return
		}
		if cat == catCrianca {
			r.diz(fCriancaSemPrazos)
		} else {
			r.diz(fSemPrazosOutrosModais, nomeModal(string(p.Viagem.Modal)))
		}
		if !antesDoEmbarque {
			r.apresentacaoPassou = true
		}
		if antesDoEmbarque {
			r.situacao = sitGarantida
			if r.alemDaReserva {
				r.situacao = sitSujeita
			}
		} else {
			r.situacao = sitEncerrada
			if cat == catCrianca {
				r.diz(fViagemComecouSemPrazo, horaFrase(p.embarque(), p.Agora, "do embarque"))
			} else {
				r.diz(fViagemComecouPasseLivre, horaFrase(p.embarque(), p.Agora, "do embarque"))
			}
		}
		return
	}

	r.temPrazos = true
	// Request at least 3 h before the departure from the line's initial
	// point, whatever the boarding point; reported in partidaLinha's offset.
	r.solicitarAte = p.Viagem.PartidaLinha.Add(-antecedenciaPedido)
	// Presentation 30 min before the passenger's own trip, in embarque's offset.
	r.apresentarAte = p.embarque().Add(-antecedenciaApresentacao)
	// The elderly discount on rail and waterway (rules.md § 4, revision 3):
	// D9921 art39 §2 and §6 are written for the reserved free seats; the
	// discount seats of art40 are not reserved and have no request deadline.
	descontoIdosoOutros := idoso && !rodo && r.beneficio == benDesconto
	if jovem {
		r.fund.add(decArt13Par2)
	}
	if rodo {
		r.fund.add(resArt149Par4)
	}
	if descontoIdosoOutros {
		r.semSolicitar = true
	} else if idoso && r.beneficio != benDesconto {
		r.fund.add(d9921Art39Par2Inc1)
	}
	if idoso && r.beneficio == benDesconto && p.distanciaKm() > 0 {
		r.temComprar = true
		r.comprarAPartirDe = p.embarque().Add(-janelaDesconto(p.distanciaKm()))
	}
	if !comBeneficio {
		return
	}
	if descontoIdosoOutros {
		prazosDescontoIdosoOutros(p, r)
		return
	}
	solicitar := horaFrase(r.solicitarAte, p.Agora, "do ponto inicial da linha")
	apresentar := horaFrase(r.apresentarAte, p.Agora, "do embarque")
	gratuidade := r.beneficio == benGratuidade

	// The elderly discount on road keeps the deadline of Res art149 §4,
	// which covers every benefit; D9921 art39 §§ 2º–6º are of the reserved
	// free seat, so they do not ground these sentences (rules.md § 4).
	ctx := r.ctx
	if idoso && !gratuidade {
		r.ctx.idoso = false
	}
	switch {
	case !p.Agora.After(r.solicitarAte):
		r.situacao = sitGarantida
		if idoso && !rodo {
			r.diz(fPecaAteIdosoOutros, solicitar)
		} else {
			r.diz(fPecaAte, solicitar)
		}
		if !p.embarque().Equal(p.Viagem.PartidaLinha) {
			r.diz(fPontoDeSecao)
		}
	case antesDoEmbarque:
		r.situacao = sitSujeita
		// After the presentation time the benefit is lost (Dec art13 §6;
		// D9921 art39 §6) and, off road or for the youth's discount, no
		// text keeps the seat for a late request (Res art154 p.u. does, for
		// the free seat on road; the elderly discount has no loss): the
		// sentence of the presentation says what now applies (audit of
		// 2026-12-02: "peça o quanto antes" next to "perde o benefício").
		perdido := p.Agora.After(r.apresentarAte) && (jovem || gratuidade) && !(gratuidade && rodo)
		if !perdido {
			r.diz(fReservaGarantidaPassou, solicitar)
		}
	default:
		r.situacao = sitEncerrada
		r.apresentacaoPassou = true
		r.diz(fViagemComecou, horaFrase(p.embarque(), p.Agora, "do embarque"))
		r.ctx = ctx
		return
	}
	r.ctx = ctx
	if idoso && !gratuidade {
		janelaDescontoIdoso(p, r)
	}

	// Presentation (Dec art13 §6 for the youth, free seat and discount
	// alike; Res art154 for free seats on road).
	if !p.Agora.After(r.apresentarAte) {
		switch {
		case gratuidade:
			r.diz(fApresenteGratuidade, apresentar)
		case jovem:
			r.diz(fApresenteDescontoJovem, apresentar)
		default: // elderly discount on road
			r.diz(fApresenteDescontoIdoso, apresentar)
		}
	} else {
		switch {
		case gratuidade && rodo:
			r.diz(fApresentacaoPassouGratuidade, apresentar)
		case gratuidade && idoso:
			r.diz(fApresentacaoPassouGratuidadeIdosoOutros, apresentar)
		case jovem:
			r.diz(fApresentacaoPassouJovem, apresentar)
		default:
			r.diz(fApresentacaoPassouDescontoIdoso, apresentar)
		}
	}

	// Tickets (Dec art13 §2, §7; Res art143 §1, art145 §1, art152): how to
	// ask for one, said only while there is still time to present oneself.
	if p.Agora.After(r.apresentarAte) {
		r.apresentacaoPassou = true
		return
	}
	if jovem {
		r.diz(fBilheteUnicoJovem)
		r.diz(fBilheteJovem)
	} else {
		if idoso && !rodo {
			r.diz(fBilheteRetornoIdosoOutros)
		} else {
			r.diz(fBilheteRetorno)
		}
		r.diz(fBilheteIntransferivel)
	}
	if gratuidade && rodo {
		r.diz(fBilheteGratuidade)
	}
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
		r.diz(fJanelaDescontoSemDistancia)
	case p.distanciaKm() <= 500:
		r.diz(fJanelaDescontoAte500, itoa(p.distanciaKm()), horaFrase(r.comprarAPartirDe, p.Agora, "do embarque"))
	default:
		r.diz(fJanelaDescontoAcima500, itoa(p.distanciaKm()), horaFrase(r.comprarAPartirDe, p.Agora, "do embarque"))
	}
	if p.Viagem.Modal == modRodoviario {
		r.diz(fJanelaDescontoRodoviario)
		if r.temComprar && r.comprarAPartirDe.After(r.solicitarAte) {
			// The window opens after the Res's guaranteed reservation
			// (art149 §4) ends: "peça até" and "compre a partir de" would
			// ask the impossible (audit of 2026-12-02).
			f := fJanelaDescontoDepoisDaReserva
			if p.Agora.After(r.solicitarAte) {
				f = fJanelaDescontoDepoisDaReservaPassada
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
		r.diz(fViagemComecouDescontoIdoso, horaFrase(p.embarque(), p.Agora, "do embarque"))
		return
	}
	r.situacao = sitGarantida
	janelaDescontoIdoso(p, r)
	apresentar := horaFrase(r.apresentarAte, p.Agora, "do embarque")
	if p.Agora.After(r.apresentarAte) {
		r.diz(fApresentacaoPassouDescontoIdosoOutros, apresentar)
		r.apresentacaoPassou = true
		return
	}
	r.diz(fApresenteDescontoIdosoOutros, apresentar)
	r.diz(fBilheteIntransferivel)
}

// documentosBeneficio lists the documents to present (Res art151; Dec art14).
func documentosBeneficio(p *PedidoBeneficio, r *resultadoBeneficio) {
	rodo := p.Viagem.Modal == modRodoviario
	switch p.Categoria {
	case catJovem:
		if rodo {
			r.documento(fDocIdentificacao)
		}
		r.documento(fDocIdentidadeJovem)
	case catIdoso:
		if rodo {
			r.documento(fDocIdentificacao)
			r.documento(fDocRendaIdoso)
		} else {
			r.documento(fDocIdentidadeIdoso)
			r.documento(fDocRendaIdosoOutros)
		}
	case catPcd:
		if rodo {
			r.documento(fDocIdentificacao)
			r.documento(fDocPasseLivre)
		}
	case catAcompanhante:
		r.documento(fDocIdentificacao)
		r.documento(fDocAcompanhante)
	case catCrianca:
		r.diz(fCriancaMenores)
		return
	}
	if rodo && len(r.documentos) > 0 && !r.apresentacaoPassou {
		r.diz(fCompraVirtual)
	}
}

// notaRendaIdoso states in reais the income limit of EPI art40 (2 salários
// mínimos) in force on the trip date, with the act that set the value.
func notaRendaIdoso(r *resultadoBeneficio, dia instante.Time) {
	d := string(instante.AppendData(nil, dia)) // dia.Format("2006-01-02"), by hand for size
	s, ok := salarioEm(d)
	if !ok {
		r.diz(fRendaIdosoSemTabela, dataBR(dia))
		return
	}
	if s.fim == "" && d[:4] != s.inicio[:4] {
		// Revision 3 (R6): a value is in force only inside its dated
		// validity; the table lacks the trip's year: say which year's value
		// is used, and its act (the acts are data, not published norms).
		r.diz(fRendaIdosoOutroAno, d[:4], s.inicio[:4], reais(s.centavos), atoPor(s.ato), reais(2*s.centavos), dataBR(dia))
		return
	}
	r.diz(fRendaIdoso, dataBR(dia), reais(2*s.centavos), reais(s.centavos), atoPor(s.ato))
	if s.observacao != "" && s.observacao != "em vigor" && indice(s.observacao, "conferido") < 0 {
		r.diz(fRendaIdosoNaoConferida, s.observacao)
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
