package calculator

import "time"

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

	atrasoArt3        = time.Hour     // art3: "por mais de 1 (uma) hora"
	continuidadeArt4  = 3 * time.Hour // art4: "num período máximo de 3 (três) horas"
	nomeHorarioPrev   = "do horário previsto"
	nomeHorarioInterr = "da interrupção"
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

// duracaoBR writes a non-negative number of seconds for a sentence:
// "1 h 1 min", "45 min", "2 h", "1 h 1 s", "0 min".
func duracaoBR(s int64) string {
	out := ""
	for i, n := range [3]int64{s / 3600, s % 3600 / 60, s % 60} {
		if n > 0 {
			out += " " + itoa(n) + [3]string{" h", " min", " s"}[i]
		}
	}
	if out == "" {
		return "0 min"
	}
	return out[1:]
}

// segundos is b − a in whole seconds (the instants of a request have no
// fraction that matters to a sentence).
func segundos(a, b time.Time) int64 { return b.Unix() - a.Unix() }

// calcularAtraso answers a valid request.
func calcularAtraso(p *PedidoAtraso) RespostaAtraso {
	var a respostaAtraso
	a.r.Notas = []Nota{}
	switch {
	case p.Modal != modRodoviario:
		a.dizer("", fAtrEscopoModal, nomeModal(string(p.Modal)))
	case p.LinhaSemiurbana:
		a.dizer("", fAtrSemiurbana)
	default:
		a.direitos = []DireitoAtraso{}
		switch p.Evento {
		case evAtrasoPartida:
			a.atrasoPartida(p)
		case evInterrupcao:
			a.interrupcao(p)
		default:
			a.mudancaClasse(p)
		}
		a.r.Direitos = &a.direitos
	}
	a.r.Fundamentos = Fundamentacao{a.fund}
	return a.r
}

// reembolso gives valores.reembolso, and the note f with the amount, when
// the ticket's price is known.
func (a *respostaAtraso) reembolso(p *PedidoAtraso, f frase) {
	if p.Compra != nil {
		t := p.Compra.Tarifa
		a.r.Valores.Reembolso = &t
		a.dizer("", f, reais(int64(t)))
	}
}

// atrasoPartida: art5 during any delay; art3 strictly over 1 h, from
// previsto to the departure or, while the bus has not left, to agora.
func (a *respostaAtraso) atrasoPartida(p *PedidoAtraso) {
	previsto := *p.Previsto
	limite := previsto.Add(atrasoArt3)
	a.r.Prazos.DireitoAPartirDe = &limite
	fim := p.Agora
	if p.Partida != nil {
		fim = *p.Partida
	}
	hPrevisto, hLimite := horaFrase(previsto, p.Agora, nomeHorarioPrev), horaFrase(limite, p.Agora, nomeHorarioPrev)
	if !fim.After(previsto) {
		f := fAtrAindaNaoPrevisto
		if p.Partida != nil {
			f = fAtrSemAtraso
		}
		a.dizer("", f, hPrevisto, hLimite)
		return
	}
	atraso := duracaoBR(segundos(previsto, fim))
	a.dizer(dirAlimentacaoHospedagem, fAtrAlimentacaoAtraso)
	switch {
	case fim.After(limite):
		a.dizer(dirOutraEmpresaOuReembolso, fAtrOutraEmpresa, atraso)
		a.reembolso(p, fAtrValorReembolsoAtraso)
	case p.Partida != nil:
		a.dizer("", fAtrAtrasoAteUmaHora, atraso)
	default:
		a.dizer("", fAtrAtrasoAteAgora, atraso, hLimite)
	}
}

// interrupcao: by the company's cause, continuity within 3 h (art4 caput),
// else the refund (p.u.), meals and lodging meanwhile (art5); by the
// passenger's own initiative at a scheduled stop, no refund (art6).
func (a *respostaAtraso) interrupcao(p *PedidoAtraso) {
	if p.PorIniciativaDoPassageiro {
		a.dizer(dirSemReembolso, fAtrSemReembolso)
		a.dizer("", fAtrIniciativaNaoEmpresa)
		return
	}
	limite := p.InterrompidaEm.Add(continuidadeArt4)
	a.r.Prazos.ContinuidadeAte = &limite
	ate := horaFrase(limite, p.Agora, nomeHorarioInterr)
	f, quando := fAtrContinuidadePendente, "até agora a viagem não foi retomada"
	switch {
	case p.RetomadaEm != nil:
		quando = horaFrase(*p.RetomadaEm, p.Agora, nomeHorarioInterr)
		f = fAtrContinuidadeCumprida
		if p.RetomadaEm.After(limite) {
			f, quando = fAtrContinuidadeDescumprida, "a viagem só foi retomada em "+quando
		}
	case p.Agora.After(limite):
		f = fAtrContinuidadeDescumprida
	}
	a.dizer(dirContinuidade, f, horaFrase(*p.InterrompidaEm, p.Agora, nomeHorarioInterr), ate, quando)
	switch f {
	case fAtrContinuidadeDescumprida:
		a.dizer(dirReembolsoInterrupcao, fAtrReembolsoInterrupcao)
		a.reembolso(p, fAtrValorReembolsoInterrupcao)
	case fAtrContinuidadePendente:
		a.dizer("", fAtrReembolsoSeNaoRetomada, ate)
	}
	a.dizer(dirAlimentacaoHospedagem, fAtrAlimentacaoInterrupcao)
}

// mudancaClasse: up, nothing to pay (art12 caput); down, the difference
// is refunded, possibly after the trip (§1).
func (a *respostaAtraso) mudancaClasse(p *PedidoAtraso) {
	if p.Sentido == sentidoSuperior {
		a.dizer(dirSemDiferenca, fAtrSemDiferenca)
	} else {
		a.dizer(dirRestituicaoDiferenca, fAtrRestituicaoDiferenca)
		if p.Compra == nil || p.PrecoClasseOferecida == nil {
			a.dizer("", fAtrDiferencaSemValores)
		} else {
			t, o := p.Compra.Tarifa, *p.PrecoClasseOferecida
			d, f := max(t-o, 0), fAtrDiferencaCalculada
			if d == 0 {
				f = fAtrDiferencaNaoPositiva
			}
			a.r.Valores.Diferenca = &d
			a.dizer("", f, reais(int64(d)), reais(int64(t)), reais(int64(o)))
		}
	}
	a.dizer("", fAtrClassePedidaPeloPassageiro)
}
