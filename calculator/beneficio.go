package calculator

import (
	"strconv"
	"time"
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

	sitGarantida = "garantida"
	sitSujeita   = "sujeita_a_disponibilidade"
	sitEncerrada = "encerrada"
)

const (
	antecedenciaPedido       = 3 * time.Hour    // Dec art13 §2; Res art149 §4
	antecedenciaApresentacao = 30 * time.Minute // Dec art13 §6; Res art154
	maxVagas                 = 1_000_000
	maxServicos              = 100
)

type pedidoBeneficio struct {
	agora         time.Time
	categoria     string
	nascimento    time.Time
	temNascimento bool

	modal                string
	ufOrigem, ufDestino  string
	linhaRegular         bool
	convencional         bool
	partidaLinha         time.Time
	embarque             time.Time
	ocupaPoltrona        bool
	servicosSimultaneos  int64
	gratuitasConcedidas  int64
	descontosConcedidos  int64
	temPrecos, temMenor  bool
	menorTarifa          int64
	taxaEmbarque         int64
	pedagio, outrasTaxas int64
}

func lerBeneficio(raiz *valor, v *validador) pedidoBeneficio {
	var p pedidoBeneficio
	p.agora, _ = v.instante(raiz, "", "agora", true)
	p.categoria, _ = v.opcao(raiz, "", "categoria", true, catJovem, catIdoso, catPcd, catAcompanhante, catCrianca)
	p.nascimento, p.temNascimento = v.data(raiz, "", "nascimento", false, anoNascMin)

	via := v.objeto(raiz, "", "viagem", true)
	if via != nil {
		const pv = "viagem"
		p.modal, _ = v.opcao(via, pv, "modal", true, modRodoviario, modFerroviario, modAquaviario)
		p.ufOrigem, _ = v.uf(via, pv, "ufOrigem")
		p.ufDestino, _ = v.uf(via, pv, "ufDestino")
		p.linhaRegular = v.booleano(via, pv, "linhaRegular", true)
		p.convencional, _ = v.booleanoObrig(via, pv, "convencional")
		var okPartida, okEmbarque bool
		p.partidaLinha, okPartida = v.instante(via, pv, "partidaLinha", true)
		if em := via.campo("embarque"); em == nil || em.tipo == jNull {
			p.embarque, okEmbarque = p.partidaLinha, okPartida
		} else {
			p.embarque, okEmbarque = v.instante(via, pv, "embarque", false)
		}
		if okPartida && okEmbarque && p.embarque.Before(p.partidaLinha) {
			v.erro("viagem.embarque", codOrdem, "O embarque não pode ser anterior à partida do ponto inicial da linha (viagem.partidaLinha).")
		}
		if okEmbarque && p.temNascimento && p.nascimento.After(dataLocal(p.embarque)) {
			v.erro("nascimento", codOrdem, "A data de nascimento é posterior à data da viagem.")
		}
		p.ocupaPoltrona = v.booleano(via, pv, "ocupaPoltrona", false)
		p.servicosSimultaneos, _ = v.inteiro(via, pv, "servicosSimultaneos", false, 1, maxServicos, 1)
	}

	if vag := v.objeto(raiz, "", "vagas", false); vag != nil {
		p.gratuitasConcedidas, _ = v.inteiro(vag, "vagas", "gratuitasConcedidas", false, 0, maxVagas, 0)
		p.descontosConcedidos, _ = v.inteiro(vag, "vagas", "descontosConcedidos", false, 0, maxVagas, 0)
	}
	if pr := v.objeto(raiz, "", "precos", false); pr != nil {
		p.temPrecos = true
		p.menorTarifa, p.temMenor = v.centavos(pr, "precos", "menorTarifa", false)
		p.taxaEmbarque, _ = v.centavos(pr, "precos", "taxaEmbarque", false)
		p.pedagio, _ = v.centavos(pr, "precos", "pedagio", false)
		p.outrasTaxas, _ = v.centavos(pr, "precos", "outras", false)
	}
	return p
}

// dataLocal is the calendar date of t in t's own offset, at 00:00 UTC, for
// comparisons of dates.
func dataLocal(t time.Time) time.Time {
	y, m, d := t.Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

// idade is the age in whole years on the date dia (Código Civil reading: a
// person born on 29 February turns a year older on 1 March in common years).
func idade(nascimento, dia time.Time) int {
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

func (o *saida) contagem(c contagem) {
	o.abreObj()
	o.kInteiroOuNulo("total", c.total, !c.ilimitado)
	o.kInteiro("ocupadas", c.ocupadas)
	o.kInteiroOuNulo("disponiveis", c.disponiveis, !c.ilimitado)
	o.fechaObj()
}

type valoresBeneficio struct {
	tarifa, taxaEmbarque, pedagio, outras, total int64
}

type resultadoBeneficio struct {
	elegivel           bool
	beneficio          string
	descontoPercentual int64
	motivo             string
	situacao           string // "" → null
	temPrazos          bool
	solicitarAte       time.Time
	apresentarAte      time.Time
	temValores         bool
	valores            valoresBeneficio
	temVagas           bool
	gratuitas          contagem
	descontos          contagem
	documentos         []string
	notas              []nota
	fund               refs
}

func (r *resultadoBeneficio) nota(texto string, rs ...ref) {
	r.notas = append(r.notas, novaNota(texto, rs...))
}

// Documents (Res art151; Dec art14).
const (
	docIdentificacao = "Documento de identificação oficial com foto e número do CPF."
	docIDJovemRes    = "Identidade Jovem."
	docIDJovemDec    = "Identidade Jovem, acompanhada de documento de identificação com foto expedido por órgão público e válido em todo o território nacional."
	docPasseLivre    = "Credencial do Passe Livre."
	docAcompanhante  = "Credencial do Passe Livre do beneficiário com a indicação da necessidade de acompanhante."
	docRendaIdoso    = "Um destes comprovantes de renda: Carteira de Trabalho e Previdência Social com anotações atualizadas; " +
		"contracheque de pagamento ou documento expedido pelo empregador; carnê de contribuição para o INSS; " +
		"extrato de pagamento de benefício ou declaração fornecida pelo INSS ou outro regime de previdência social público ou privado; " +
		"Carteira da Pessoa Idosa (versão digital emitida pela SNAS); ou documento ou carteira emitida pelas secretarias de assistência social, ou congêneres, estaduais ou municipais."
)

func calcularBeneficio(p *pedidoBeneficio) resultadoBeneficio {
	var r resultadoBeneficio
	rodo := p.modal == modRodoviario
	cat := p.categoria
	diaViagem := dataLocal(p.embarque)

	// Legal basis of the category itself.
	switch cat {
	case catJovem:
		r.fund.add(leiArt32, decArt13)
	case catIdoso:
		r.fund.add(epiArt40)
	case catPcd:
		r.fund.add(plArt1)
	case catAcompanhante:
		r.fund.add(resArt149Par3)
	case catCrianca:
		r.fund.add(d9579Art39)
		if rodo {
			r.fund.add(resArt148)
		}
	}

	// 1. Scope: interstate (Lei art32; Dec art13; EPI art40; PL art1), regular
	// line of the conventional service (Dec art13 caput, §1; Res art149 caput, §1).
	naoSeAplica := func(motivo string, rs ...ref) resultadoBeneficio {
		r.beneficio = benNaoSeAplica
		r.motivo = motivo
		r.fund.add(rs...)
		r.documentos = []string{}
		return r
	}
	if p.ufOrigem == p.ufDestino {
		return naoSeAplica("Viagem dentro do mesmo estado (" + p.ufOrigem + "): estes benefícios são do transporte interestadual; no transporte intermunicipal valem as regras estaduais, que esta calculadora não cobre.")
	}
	// The conventional regular service: defined by Dec art13 §1 I–III for
	// the youth (all modes) and by Res art149 caput, §1 on road.
	var servico []ref
	if cat == catJovem {
		servico = append(servico, decArt13, incisoServico(p.modal))
	}
	if rodo {
		servico = append(servico, resArt149, resArt149Par1)
	}
	if !p.linhaRegular {
		return naoSeAplica("Viagem fora de linha regular: os benefícios valem nas linhas regulares do serviço convencional.", servico...)
	}
	if !p.convencional && cat != catCrianca {
		return naoSeAplica("A viagem não oferece serviço convencional: os benefícios valem nas viagens em que o serviço convencional é ofertado.", servico...)
	}
	if !p.convencional && cat == catCrianca {
		// Res art148: "em qualquer viagem" — the child rule does not depend on
		// the conventional service.
		r.nota("A gratuidade da criança vale em qualquer viagem, mesmo sem serviço convencional (Resolução ANTT nº 6.033/2023, art. 148).", resArt148)
	}
	if cat != catCrianca {
		r.fund.add(servico...)
	}

	// 2. The category's conditions.
	r.elegivel = true
	if p.temNascimento {
		a := idade(p.nascimento, diaViagem)
		sa := strconv.Itoa(a)
		na := "Na data da viagem (" + dataBR(diaViagem) + ") a pessoa terá " + sa + " anos"
		switch cat {
		case catJovem:
			r.fund.add(leiArt1Par1)
			if a < 15 || a > 29 {
				r.elegivel = false
				r.motivo = na + "; o benefício do jovem é para quem tem de 15 a 29 anos."
			}
		case catIdoso:
			r.fund.add(epiArt1)
			if a < 60 {
				r.elegivel = false
				r.motivo = na + "; o benefício da pessoa idosa é para quem tem 60 anos ou mais."
			}
		case catCrianca:
			if a >= 6 {
				r.elegivel = false
				r.motivo = "Na data da viagem (" + dataBR(diaViagem) + ") a criança terá " + sa + " anos; o transporte gratuito é para crianças de até 6 anos incompletos."
			}
		}
	}
	if r.elegivel && cat == catCrianca && p.ocupaPoltrona {
		r.elegivel = false
		r.motivo = "A criança que ocupa poltrona não é coberta pela gratuidade: o transporte gratuito é para a criança que não ocupa poltrona."
		r.nota("O transporte gratuito da criança de até 6 anos incompletos, uma por responsável, exige que ela não ocupe poltrona; para a criança que ocupa poltrona os textos publicados não preveem benefício.", resArt148, d9579Art39)
	}
	if r.elegivel && cat == catAcompanhante && !rodo {
		r.elegivel = false
		r.motivo = "O direito do acompanhante está na Resolução ANTT nº 6.033/2023, que trata do transporte rodoviário; para o transporte " + nomeModal(p.modal) + " os textos publicados não o preveem."
		r.nota("A extensão do Passe Livre ao acompanhante (Resolução ANTT nº 6.033/2023, art. 149, § 3º) regula o transporte rodoviário; a Lei nº 8.899/1994 não trata do acompanhante.", resArt149Par3, plArt1)
	}

	// 3. Seats (Res art149 I–V, §6, §7; Lei art32 I–II; Dec art13; EPI art40).
	n := p.servicosSimultaneos
	if n > 1 {
		r.fund.add(resArt149Par7)
		r.nota("Operação simultânea: no trecho operado simultaneamente por "+itoa(n)+" serviços convencionais, as vagas são multiplicadas por "+itoa(n)+".", resArt149Par7)
	}
	g, d := p.gratuitasConcedidas, p.descontosConcedidos
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
		r.gratuitas = novaContagem(0, g, true)
		r.descontos = novaContagem(0, 0, false)
	}

	if !r.elegivel {
		r.beneficio = benNenhum
	} else {
		switch cat {
		case catJovem:
			switch {
			case r.gratuitas.disponiveis > 0:
				r.beneficio = benGratuidade
				r.fund.add(leiArt32Inc1)
				if rodo {
					r.fund.add(resArt149Inc2)
				}
				r.motivo = "Há vaga gratuita do jovem de baixa renda disponível no trecho: " + itoa(g) + " de " + itoa(2*n) + " já concedida(s)."
			case r.descontos.disponiveis > 0:
				r.beneficio = benDesconto
				r.fund.add(leiArt32Inc2)
				if rodo {
					r.fund.add(resArt149Inc5)
				}
				r.motivo = "As vagas gratuitas do jovem no trecho já foram concedidas; há vaga com desconto de 50%, no mínimo, disponível."
			default:
				r.beneficio = benNenhum
				r.fund.add(leiArt32Inc1, leiArt32Inc2)
				r.motivo = "As vagas gratuitas e as vagas com desconto do jovem neste trecho já foram concedidas."
				r.nota("A empresa pode, por liberalidade, conceder ao jovem de baixa renda o desconto mínimo de 50% nos demais assentos disponíveis.", decArt19)
				r.nota("Quando o benefício não é concedido, a empresa deve entregar na hora um documento com a data, a hora, o local e o motivo da recusa, com nome e CNPJ da empresa e número de identificação.", decArt14Par1u, resArt153)
			}
		case catIdoso:
			if r.gratuitas.disponiveis > 0 {
				r.beneficio = benGratuidade
				r.fund.add(epiArt40Inc1)
				if rodo {
					r.fund.add(resArt149Inc1)
				}
				r.motivo = "Há vaga gratuita da pessoa idosa disponível no trecho: " + itoa(g) + " de " + itoa(2*n) + " já concedida(s)."
			} else {
				// Never "nenhum" for lack of seats: EPI art40 II; Res art149 IV.
				r.beneficio = benDesconto
				r.fund.add(epiArt40Inc2)
				if rodo {
					r.fund.add(resArt149Inc4)
				}
				r.motivo = "As vagas gratuitas da pessoa idosa no trecho já foram concedidas; cabe o desconto de 50%, no mínimo, sem limite de vagas."
			}
		case catPcd:
			r.beneficio = benGratuidade
			if rodo {
				r.fund.add(resArt149Inc3)
			}
			r.motivo = "Pessoa com deficiência comprovadamente carente, titular do Passe Livre: viagem gratuita, sem limite de assentos."
		case catAcompanhante:
			r.beneficio = benGratuidade
			r.fund.add(resArt149Inc3)
			r.motivo = "Acompanhante indicado na credencial do Passe Livre: viagem gratuita, sem limite de assentos."
		case catCrianca:
			r.beneficio = benGratuidade
			r.motivo = "Criança de até 6 anos incompletos que não ocupa poltrona: transporte gratuito, uma por responsável."
		}
	}
	switch r.beneficio {
	case benGratuidade:
		r.descontoPercentual = 100
	case benDesconto:
		r.descontoPercentual = 50
	}
	if cat == catPcd || cat == catAcompanhante {
		r.nota("O Decreto nº 3.691/2000, art. 1º, reserva dois assentos por veículo ao Passe Livre; a Resolução ANTT nº 6.033/2023, art. 149, III, posterior e específica, garante vagas sem limitação de assentos, e é a regra aplicada aqui.",
			d3691Art1, resArt149Inc3)
	}

	// 4. Prices (Res art149 §2, IV, V; Dec art17 parágrafo único).
	calcularValores(p, &r)

	// 5. Deadlines (Dec art13 §2, §3, §6; Res art149 §4, §5; art154).
	// The deadlines belong to the trip, not to the passenger: they are given
	// also when the conditions are unmet (the contract nulls them only for
	// nao_se_aplica), so that a refused passenger knows the window too.
	if cat != catCrianca {
		calcularPrazos(p, &r)
	}
	if cat == catCrianca && r.elegivel {
		r.nota("A criança transportada gratuitamente sem ocupar poltrona não recebe bilhete: os textos publicados não fixam prazo de pedido nem de apresentação para ela.", resArt148, d9579Art39)
	}

	// 6. Documents (Res art151; Dec art14) and tickets.
	documentosBeneficio(p, &r)
	if cat == catIdoso {
		r.notas = append(r.notas, notaRendaIdoso(diaViagem))
	}
	return r
}

func incisoServico(modal string) ref {
	switch modal {
	case modFerroviario:
		return decArt13Par1Inc2
	case modAquaviario:
		return decArt13Par1Inc3
	}
	return decArt13Par1Inc1
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

func calcularValores(p *pedidoBeneficio, r *resultadoBeneficio) {
	if !p.temPrecos || r.beneficio == benNaoSeAplica {
		return
	}
	cat := p.categoria
	if cat == catCrianca && r.beneficio == benGratuidade {
		// A child carried free pays nothing: no ticket, no fees.
		r.temValores = true
		return
	}
	v := valoresBeneficio{taxaEmbarque: p.taxaEmbarque, pedagio: p.pedagio, outras: p.outrasTaxas}
	switch r.beneficio {
	case benGratuidade:
		v.tarifa = 0
	case benDesconto:
		if !p.temMenor {
			r.nota("Informe precos.menorTarifa (o preço mais baixo à venda para a viagem e o trecho no momento do pedido) para calcular o valor com desconto.", resArt149Par2)
			return
		}
		// "desconto mínimo de 50%": the passenger pays at most half of the
		// lowest price on sale; an odd centavo goes in the passenger's favour.
		v.tarifa = p.menorTarifa / 2
		r.fund.add(resArt149Par2)
	default:
		if !p.temMenor {
			r.nota("Informe precos.menorTarifa para calcular o valor da passagem.")
			return
		}
		v.tarifa = p.menorTarifa
	}
	v.total = v.tarifa + v.taxaEmbarque + v.pedagio + v.outras
	r.temValores = true
	r.valores = v
	if !r.elegivel || r.beneficio == benNenhum {
		return
	}
	if cat == catJovem {
		r.fund.add(decArt17Par1u)
		return
	}
	rs := []ref{resArt149Par2}
	switch cat {
	case catIdoso:
		rs = append(rs, epiArt40Inc1, epiArt40Inc2, resArt149Inc1, resArt149Inc4)
	case catPcd, catAcompanhante:
		rs = append(rs, plArt1, resArt149Inc3)
	}
	r.nota("Os textos publicados aplicam o benefício ao preço do serviço e não isentam a taxa de embarque, o pedágio nem outras despesas: esses valores foram cobrados.", rs...)
}

func calcularPrazos(p *pedidoBeneficio, r *resultadoBeneficio) {
	rodo := p.modal == modRodoviario
	jovem := p.categoria == catJovem
	if !rodo && !jovem {
		r.nota("Para o transporte "+nomeModal(p.modal)+", os textos publicados dão o direito a esta categoria, mas não fixam prazos de pedido e de apresentação nem os documentos exigidos: a Resolução ANTT nº 6.033/2023 regula o transporte rodoviário.",
			plArt1, epiArt40, resArt149)
		return
	}
	r.temPrazos = true
	// Request at least 3 h before the departure from the line's initial point,
	// whatever the boarding point; reported in partidaLinha's offset.
	r.solicitarAte = p.partidaLinha.Add(-antecedenciaPedido)
	// Presentation 30 min before the passenger's own trip, in embarque's offset.
	r.apresentarAte = p.embarque.Add(-antecedenciaApresentacao)
	if jovem {
		r.fund.add(decArt13Par2, decArt13Par6)
		if !p.embarque.Equal(p.partidaLinha) {
			r.fund.add(decArt13Par3)
		}
	}
	if rodo {
		r.fund.add(resArt149Par4)
		if r.beneficio == benGratuidade {
			r.fund.add(resArt154)
		}
	}
	if rodo && !jovem && r.beneficio == benDesconto {
		r.nota("A Resolução ANTT nº 6.033/2023, art. 154, fixa a apresentação 30 minutos antes da viagem para a gratuidade; para o desconto os textos publicados não fixam prazo, e a calculadora indica a mesma antecedência por prudência.", resArt154)
	}
	switch {
	case !p.agora.After(r.solicitarAte):
		r.situacao = sitGarantida
	case p.agora.Before(p.embarque):
		r.situacao = sitSujeita
		if rodo && p.agora.After(r.apresentarAte) {
			r.nota("Passou o horário de apresentação ("+dataHoraBR(r.apresentarAte)+"): a empresa pode vender o assento reservado, que continua disponível ao beneficiário enquanto não for vendido.", resArt154, resArt154Par1u)
		}
		rs := []ref{}
		if jovem {
			rs = append(rs, decArt13Par4, decArt13Par5)
		}
		if rodo {
			rs = append(rs, resArt149Par5)
		}
		r.fund.add(rs...)
		r.nota("O prazo da reserva garantida terminou em "+dataHoraBR(r.solicitarAte)+". Depois dele a empresa pode vender os assentos reservados, mas, enquanto não vendidos, eles continuam disponíveis para o benefício.", rs...)
	default:
		r.situacao = sitEncerrada
		rs := []ref{}
		if jovem {
			rs = append(rs, decArt13Par6)
		}
		if rodo {
			rs = append(rs, resArt154)
		}
		r.nota("A viagem já começou ("+dataHoraBR(p.embarque)+"): não é mais possível pedir o benefício para ela.", rs...)
	}
	if r.beneficio == benGratuidade || r.beneficio == benDesconto {
		rs := []ref{}
		if jovem {
			rs = append(rs, decArt13Par2)
		}
		if rodo {
			rs = append(rs, resArt152)
		}
		r.nota("Peça um único bilhete para a ida; o bilhete de volta pode ser pedido ao mesmo tempo, conforme as vagas na data da volta.", rs...)
		rs = rs[:0:0]
		if jovem {
			rs = append(rs, decArt13Par7)
		}
		if rodo {
			rs = append(rs, resArt145Par1)
			if r.beneficio == benGratuidade {
				rs = append(rs, resArt143Par1)
			}
		}
		t := "O bilhete com benefício é nominal e intransferível e indica o benefício concedido."
		if r.beneficio == benGratuidade {
			t += " Apresente-se até " + dataHoraBR(r.apresentarAte) + ", 30 minutos antes do início da sua viagem, ou o benefício é perdido."
		}
		r.nota(t, rs...)
	}
}

func documentosBeneficio(p *pedidoBeneficio, r *resultadoBeneficio) {
	r.documentos = []string{}
	if !r.elegivel {
		return
	}
	rodo := p.modal == modRodoviario
	switch p.categoria {
	case catJovem:
		r.fund.add(decArt14)
		if rodo {
			r.fund.add(resArt151, resArt151Par2)
			r.documentos = append(r.documentos, docIdentificacao, docIDJovemDec)
		} else {
			r.documentos = append(r.documentos, docIDJovemDec)
		}
	case catIdoso:
		if rodo {
			r.fund.add(resArt151, resArt151Par3)
			r.documentos = append(r.documentos, docIdentificacao, docRendaIdoso)
		}
	case catPcd:
		if rodo {
			r.fund.add(resArt151, resArt151Par1)
			r.documentos = append(r.documentos, docIdentificacao, docPasseLivre)
		}
	case catAcompanhante:
		r.fund.add(resArt151, resArt151Par1)
		r.documentos = append(r.documentos, docIdentificacao, docAcompanhante)
	case catCrianca:
		r.nota("Observe a legislação aplicável ao transporte de menores de idade (documentos e autorização de viagem).", d9579Art39)
		return
	}
	if rodo && len(r.documentos) > 0 {
		r.nota("Na compra pela internet ou por outro meio virtual, a empresa pode exigir a comprovação dos requisitos do benefício no ponto de embarque, até 30 minutos antes da viagem.", resArt143Par2, resArt151Par4)
	}
}

// notaRendaIdoso states in reais the income limit of EPI art40 (2 salários
// mínimos) in force on the trip date, with the act that set the value.
func notaRendaIdoso(dia time.Time) nota {
	d := dia.Format("2006-01-02")
	s, ok := salarioEm(d)
	if !ok {
		return novaNota("Renda de até 2 salários mínimos: a tabela de salário mínimo desta calculadora começa em 01/01/2015; confira o valor em vigor em "+dataBR(dia)+".", epiArt40Inc1)
	}
	t := "Renda de até 2 salários mínimos: em " + dataBR(dia) + ", até " + reais(2*s.centavos) + " por mês (2 × " + reais(s.centavos) +
		", salário mínimo fixado por " + s.ato + ")."
	switch {
	case s.fim == "" && d[:4] != s.inicio[:4]:
		t += " Valor provisório: a tabela ainda não tem o salário mínimo de " + d[:4] + "; confira se um novo valor foi fixado."
	case s.observacao != "" && s.observacao != "em vigor" && !contem(s.observacao, "conferido"):
		t += " Valor provisório, não verificado na fonte oficial (" + s.observacao + ")."
	}
	return novaNota(t, epiArt40Inc1)
}

func contem(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}

func (r *resultadoBeneficio) escrever(o *saida) {
	o.inicio(opBeneficio)
	o.kBool("elegivel", r.elegivel)
	o.kTexto("beneficio", r.beneficio)
	o.kInteiro("descontoPercentual", r.descontoPercentual)
	o.kTexto("motivo", r.motivo)
	o.chave("situacao")
	if r.situacao == "" {
		o.nulo()
	} else {
		o.texto(r.situacao)
	}
	o.chave("prazos")
	o.abreObj()
	o.chave("solicitarAte")
	o.instanteOuNulo(r.solicitarAte, r.temPrazos)
	o.chave("apresentarAte")
	o.instanteOuNulo(r.apresentarAte, r.temPrazos)
	o.fechaObj()
	o.chave("valores")
	if r.temValores {
		o.abreObj()
		o.kInteiro("tarifa", r.valores.tarifa)
		o.kInteiro("taxaEmbarque", r.valores.taxaEmbarque)
		o.kInteiro("pedagio", r.valores.pedagio)
		o.kInteiro("outras", r.valores.outras)
		o.kInteiro("total", r.valores.total)
		o.fechaObj()
	} else {
		o.nulo()
	}
	o.chave("vagas")
	if r.temVagas {
		o.abreObj()
		o.chave("gratuitas")
		o.contagem(r.gratuitas)
		o.chave("descontos")
		o.contagem(r.descontos)
		o.fechaObj()
	} else {
		o.nulo()
	}
	o.textos("documentos", r.documentos)
	o.notas(r.notas)
	o.fundamentos(r.fund)
	o.fechaObj()
}
