package calculator

import "viagemdedireito/calculator/instante"

// The rules of atraso (rules.md, "Revision 3", R4): the road passenger's
// rights when the departure is late, the trip is interrupted or the class of
// service changes (Lei 11.975/2009 arts. 3º–6º, 11, 12).

// Values of atraso.
const (
	evAtrasoPartida = "atraso_partida"
	evInterrupcao   = "interrupcao"
	evMudancaClasse = "mudanca_classe"

	sentidoSuperior = "superior"
	sentidoInferior = "inferior"

	dirOutraEmpresaOuReembolso = "outra_empresa_ou_reembolso" // L11975 art3
	dirAlimentacaoHospedagem   = "alimentacao_hospedagem"     // art5
	dirContinuidade            = "continuidade"               // art4 caput
	dirReembolsoInterrupcao    = "reembolso_interrupcao"      // art4 p.u.
	dirSemReembolso            = "sem_reembolso"              // art6
	dirSemDiferenca            = "sem_diferenca"              // art12 caput
	dirRestituicaoDiferenca    = "restituicao_diferenca"      // art12 §1

	atrasoArt3       = instante.Hour     // art3: "por mais de 1 (uma) hora"
	continuidadeArt4 = 3 * instante.Hour // art4: "num período máximo de 3 (três) horas"
)

// respostaAtraso builds the answer while the rules run: every right and
// note with its own grounds, and their union.
type respostaAtraso struct {
	r        RespostaAtraso
	direitos []DireitoAtraso
	fund     refs
}

// dizer adds the sentence of template f: the right codigo, or a note when
// codigo is "".
func (a *respostaAtraso) dizer(codigo string, f frase, args ...string) {
	n := dizer(f, args...)
	if codigo == "" {
		a.r.Notas = append(a.r.Notas, Nota{Texto: n.texto, Fundamentos: Fundamentacao{n.fund}})
	} else {
		a.direitos = append(a.direitos, DireitoAtraso{Codigo: CodigoDireito(codigo), Texto: n.texto, Fundamentos: Fundamentacao{n.fund}})
	}
	a.fund.union(n.fund)
}

// duracaoBR writes a non-negative number of seconds for a sentence in
// whole hours and minutes, rounded down (rules revision 4, R1: seconds are
// never printed): "1 h 1 min", "45 min", "2 h"; under a minute, "menos de
// 1 minuto".
func duracaoBR(s int64) string {
	if s < 60 {
		return "menos de 1 minuto"
	}
	out := ""
	for i, n := range [2]int64{s / 3600, s % 3600 / 60} {
		if n > 0 {
			out += " " + itoa(n) + [2]string{" h", " min"}[i]
		}
	}
	return out[1:]
}

// calcularAtraso answers a valid request. A late departure and an
// interruption by the company are one computation over an interval: from
// inicio (previsto, interrompidaEm) to fim (partida, retomadaEm) or, while it
// has not come, to agora; the right is due when that end is strictly later
// than inicio + 1 h (art3) or + 3 h (art4).
func calcularAtraso(p *PedidoAtraso) RespostaAtraso {
	var a respostaAtraso
	switch {
	case p.Modal != modRodoviario:
		a.dizer("", fAtrasoEscopo, nomeModal(string(p.Modal)))
	case p.LinhaSemiurbana:
		a.dizer("", fAtrasoSemiurbana)
	default:
		a.r.Direitos = &a.direitos
		a.regras(p)
	}
	a.r.Fundamentos = Fundamentacao{a.fund}
	return a.r
}

func (a *respostaAtraso) regras(p *PedidoAtraso) {
	switch {
	case p.Evento == evMudancaClasse:
		a.mudancaClasse(p)
		return
	case p.Evento == evInterrupcao && p.PorIniciativaDoPassageiro:
		// art6; the continuity and the refund of art4 are the company's.
		a.dizer(dirSemReembolso, fAtrasoInterrupcaoIniciativa)
		a.dizer("", fAtrasoInterrupcaoIniciativaSemPrazo)
		return
	}
	partida := p.Evento == evAtrasoPartida
	inicio, fim, prazo, valor := p.InterrompidaEm, p.RetomadaEm, continuidadeArt4, fAtrasoInterrupcaoValor
	if partida {
		inicio, fim, prazo, valor = p.Previsto, p.Partida, atrasoArt3, fAtrasoPartidaValor
	}
	// Revision 4, R8: an instant of the request is labelled by its own
	// offset, which need not be the one of the place it happened.
	const de = ""
	seguiu := p.SeguiuViagem != nil && *p.SeguiuViagem
	limite := inicio.Add(prazo)
	ate := p.Agora
	if fim != nil {
		ate = *fim
	}
	passou := ate.After(limite)
	hInicio, hLimite, hFim := horaFrase(*inicio, p.Agora, de), horaFrase(limite, p.Agora, de), "até agora a viagem não foi retomada"
	if partida {
		a.r.Prazos.DireitoAPartirDe = &limite
		if !ate.After(*inicio) {
			f := fAtrasoPartidaAntesDoHorario
			if fim != nil {
				f = fAtrasoPartidaSemAtraso
			}
			a.dizer("", f, hInicio, hLimite)
			return
		}
		atraso := duracaoBR(ate.Unix() - inicio.Unix())
		// Revision 4, R1: after the bus left, whether the passenger
		// travelled on it decides art3's alternatives (seguiuViagem true
		// is refused while it has not left: operacao_atraso.go).
		alimentacao := fAtrasoPartidaAlimentacao
		if passou && seguiu {
			alimentacao = fAtrasoPartidaAlimentacaoSeguiuViagem
		}
		a.dizer(dirAlimentacaoHospedagem, alimentacao)
		switch {
		case passou && seguiu:
			a.dizer("", fAtrasoPartidaSeguiuViagem, atraso)
			return
		case passou && fim != nil && p.SeguiuViagem == nil:
			a.dizer(dirOutraEmpresaOuReembolso, fAtrasoPartidaOutraEmpresaCondicional, atraso)
			valor = fAtrasoPartidaValorCondicional
		case passou:
			a.dizer(dirOutraEmpresaOuReembolso, fAtrasoPartidaOutraEmpresa, atraso)
		case fim != nil:
			a.dizer("", fAtrasoPartidaAte1h, atraso)
		default:
			a.dizer("", fAtrasoPartidaAteAgora, atraso, hLimite)
		}
	} else {
		a.r.Prazos.ContinuidadeAte = &limite
		f := fAtrasoInterrupcaoContinuidade
		if fim != nil {
			hFim = horaFrase(*fim, p.Agora, de)
			f = fAtrasoInterrupcaoContinuidadeCumprida
		}
		if passou {
			if fim != nil {
				hFim = "a viagem só foi retomada em " + hFim
			}
			f = fAtrasoInterrupcaoContinuidadeDescumprida
		}
		a.dizer(dirContinuidade, f, hInicio, hLimite, hFim)
		if passou {
			a.dizer(dirReembolsoInterrupcao, fAtrasoInterrupcaoReembolso)
			if seguiu {
				// Revision 4, R1: art4 p.u. read literally.
				a.dizer("", fAtrasoInterrupcaoReembolsoSeguiuViagem)
			}
		} else if fim == nil {
			a.dizer("", fAtrasoInterrupcaoReembolsoSeNaoRetomada, hLimite)
		}
		a.dizer(dirAlimentacaoHospedagem, fAtrasoInterrupcaoAlimentacao)
	}
	if passou && p.Compra != nil {
		t := p.Compra.Tarifa
		a.r.Valores.Reembolso = &t
		a.dizer("", valor, reais(int64(t)))
	}
}

// mudancaClasse: up, nothing to pay (art12 caput); down, the difference
// is refunded, possibly after the trip (§1).
func (a *respostaAtraso) mudancaClasse(p *PedidoAtraso) {
	if p.Sentido == sentidoSuperior {
		a.dizer(dirSemDiferenca, fAtrasoClasseSuperior)
	} else {
		a.dizer(dirRestituicaoDiferenca, fAtrasoClasseInferior)
		if p.Compra == nil || p.PrecoClasseOferecida == nil {
			a.dizer("", fAtrasoClasseDiferencaSemValores)
		} else {
			t, o := p.Compra.Tarifa, *p.PrecoClasseOferecida
			d, f := max(t-o, 0), fAtrasoClasseDiferenca
			if d == 0 {
				f = fAtrasoClasseDiferencaNaoPositiva
			}
			a.r.Valores.Diferenca = &d
			a.dizer("", f, reais(int64(d)), reais(int64(t)), reais(int64(o)))
		}
	}
	a.dizer("", fAtrasoClassePedidoDoPassageiro)
}
