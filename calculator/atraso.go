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

// direito adds the right codigo in the sentence of template f.
func (a *respostaAtraso) direito(codigo string, f frase, args ...string) {
	n := dizer(f, args...)
	a.direitos = append(a.direitos, DireitoAtraso{Codigo: CodigoDireito(codigo), Texto: n.texto, Fundamentos: Fundamentacao{n.fund}})
	a.fund.union(n.fund)
}

// nota adds the note of template f.
func (a *respostaAtraso) nota(f frase, args ...string) {
	n := dizer(f, args...)
	a.r.Notas = append(a.r.Notas, Nota{Texto: n.texto, Fundamentos: Fundamentacao{n.fund}})
	a.fund.union(n.fund)
}

// duracaoBR writes a non-negative duration for a sentence: "1 h 1 min",
// "45 min", "2 h", "1 h 30 s", "0 min".
func duracaoBR(d time.Duration) string {
	s := int64(d / time.Second)
	h, m, seg := s/3600, s%3600/60, s%60
	out := ""
	junta := func(n int64, unidade string) {
		if out != "" {
			out += " "
		}
		out += itoa(n) + " " + unidade
	}
	if h > 0 {
		junta(h, "h")
	}
	if m > 0 {
		junta(m, "min")
	}
	if seg > 0 {
		junta(seg, "s")
	}
	if out == "" {
		out = "0 min"
	}
	return out
}

// calcularAtraso answers a valid request.
func calcularAtraso(p *PedidoAtraso) RespostaAtraso {
	var a respostaAtraso
	a.r.Notas = []Nota{}
	switch {
	case p.Modal != modRodoviario:
		a.nota(fAtrEscopoModal, nomeModal(string(p.Modal)))
	case p.LinhaSemiurbana:
		a.nota(fAtrSemiurbana)
	default:
		a.direitos = []DireitoAtraso{}
		switch p.Evento {
		case evAtrasoPartida:
			a.atrasoPartida(p)
		case evInterrupcao:
			a.interrupcao(p)
		case evMudancaClasse:
			a.mudancaClasse(p)
		}
		a.r.Direitos = &a.direitos
	}
	a.r.Fundamentos = Fundamentacao{a.fund}
	return a.r
}

// tarifa returns the ticket's price, when given.
func (p *PedidoAtraso) tarifa() (Centavos, bool) {
	if p.Compra == nil {
		return 0, false
	}
	return p.Compra.Tarifa, true
}

// atrasoPartida: art5 during any delay; art3 strictly over 1 h, from
// previsto to the departure or, while the bus has not left, to agora.
func (a *respostaAtraso) atrasoPartida(p *PedidoAtraso) {
	previsto := *p.Previsto
	limite := previsto.Add(atrasoArt3)
	a.r.Prazos.DireitoAPartirDe = &limite
	fim, partiu := p.Agora, p.Partida != nil
	if partiu {
		fim = *p.Partida
	}
	atraso := fim.Sub(previsto)
	switch {
	case atraso <= 0 && partiu:
		a.nota(fAtrSemAtraso, horaFrase(previsto, p.Agora, nomeHorarioPrev))
		return
	case atraso <= 0:
		a.nota(fAtrAindaNaoPrevisto, horaFrase(previsto, p.Agora, nomeHorarioPrev), horaFrase(limite, p.Agora, nomeHorarioPrev))
		return
	}
	a.direito(dirAlimentacaoHospedagem, fAtrAlimentacaoAtraso)
	switch {
	case atraso > atrasoArt3:
		a.direito(dirOutraEmpresaOuReembolso, fAtrOutraEmpresa, duracaoBR(atraso))
		if t, ok := p.tarifa(); ok {
			a.r.Valores.Reembolso = &t
			a.nota(fAtrValorReembolsoAtraso, reais(int64(t)))
		}
	case partiu:
		a.nota(fAtrAtrasoAteUmaHora, duracaoBR(atraso))
	default:
		a.nota(fAtrAtrasoAteAgora, duracaoBR(atraso), horaFrase(limite, p.Agora, nomeHorarioPrev))
	}
}

// interrupcao: by the company's cause, continuity within 3 h (art4 caput),
// else the refund (p.u.), meals and lodging meanwhile (art5); by the
// passenger's own initiative at a scheduled stop, no refund (art6).
func (a *respostaAtraso) interrupcao(p *PedidoAtraso) {
	if p.PorIniciativaDoPassageiro {
		a.direito(dirSemReembolso, fAtrSemReembolso)
		a.nota(fAtrIniciativaNaoEmpresa)
		return
	}
	inicio := *p.InterrompidaEm
	limite := inicio.Add(continuidadeArt4)
	a.r.Prazos.ContinuidadeAte = &limite
	quando := horaFrase(inicio, p.Agora, nomeHorarioInterr)
	ate := horaFrase(limite, p.Agora, nomeHorarioInterr)
	descumprida := false
	switch {
	case p.RetomadaEm != nil && !p.RetomadaEm.After(limite):
		a.direito(dirContinuidade, fAtrContinuidadeCumprida, quando, ate, horaFrase(*p.RetomadaEm, p.Agora, nomeHorarioInterr))
	case p.RetomadaEm != nil:
		descumprida = true
		a.direito(dirContinuidade, fAtrContinuidadeDescumprida, quando, ate,
			"a viagem só foi retomada em "+horaFrase(*p.RetomadaEm, p.Agora, nomeHorarioInterr))
	case p.Agora.After(limite):
		descumprida = true
		a.direito(dirContinuidade, fAtrContinuidadeDescumprida, quando, ate, "até agora a viagem não foi retomada")
	default:
		a.direito(dirContinuidade, fAtrContinuidadePendente, quando, ate)
		a.nota(fAtrReembolsoSeNaoRetomada, ate)
	}
	if descumprida {
		a.direito(dirReembolsoInterrupcao, fAtrReembolsoInterrupcao)
		if t, ok := p.tarifa(); ok {
			a.r.Valores.Reembolso = &t
			a.nota(fAtrValorReembolsoInterrupcao, reais(int64(t)))
		}
	}
	a.direito(dirAlimentacaoHospedagem, fAtrAlimentacaoInterrupcao)
}

// mudancaClasse: up, nothing to pay (art12 caput); down, the difference
// is refunded, possibly after the trip (§1).
func (a *respostaAtraso) mudancaClasse(p *PedidoAtraso) {
	if p.Sentido == sentidoSuperior {
		a.direito(dirSemDiferenca, fAtrSemDiferenca)
	} else {
		a.direito(dirRestituicaoDiferenca, fAtrRestituicaoDiferenca)
		t, ok := p.tarifa()
		switch {
		case !ok || p.PrecoClasseOferecida == nil:
			a.nota(fAtrDiferencaSemValores)
		case *p.PrecoClasseOferecida >= t:
			var zero Centavos
			a.r.Valores.Diferenca = &zero
			a.nota(fAtrDiferencaNaoPositiva, reais(int64(*p.PrecoClasseOferecida)), reais(int64(t)))
		default:
			d := t - *p.PrecoClasseOferecida
			a.r.Valores.Diferenca = &d
			a.nota(fAtrDiferencaCalculada, reais(int64(d)), reais(int64(t)), reais(int64(*p.PrecoClasseOferecida)))
		}
	}
	a.nota(fAtrClassePedidaPeloPassageiro)
}
