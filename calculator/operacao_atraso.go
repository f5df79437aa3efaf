package calculator

import (
	"viagemdedireito/calculator/instante"
)

// The boundary of atraso (see operacao_beneficio.go): the request is read
// into PedidoAtraso, checked once, and the rules (atraso.go) answer it.

var (
	opcoesEvento  = []string{evAtrasoPartida, evInterrupcao, evMudancaClasse}
	opcoesSentido = []string{sentidoSuperior, sentidoInferior}
)

// ler reads or checks an atraso request (see PedidoBeneficio.ler). The
// fields of an evento are read only with that evento; an invalid instant is
// left nil (the answer is then the errors).
func (p *PedidoAtraso) ler(v *validador) {
	okAgora := v.instante("agora", &p.Agora)
	v.opcao("modal", (*string)(&p.Modal), true, opcoesModal)
	v.booleano("linhaSemiurbana", &p.LinhaSemiurbana, false)
	v.opcao("evento", (*string)(&p.Evento), true, opcoesEvento)
	if volta, ok := v.objeto("compra", false, p.Compra != nil); ok {
		if p.Compra == nil {
			p.Compra = new(CompraAtraso)
		}
		v.centavos("tarifa", &p.Compra.Tarifa, true)
		v.volta(volta)
	}
	switch p.Evento {
	case evAtrasoPartida:
		v.instanteOpcional("previsto", &p.Previsto, true)
		v.instanteOpcional("partida", &p.Partida, false)
		v.booleanoOpcional("seguiuViagem", &p.SeguiuViagem)
	case evInterrupcao:
		v.instanteOpcional("interrompidaEm", &p.InterrompidaEm, true)
		v.instanteOpcional("retomadaEm", &p.RetomadaEm, false)
		v.booleano("porIniciativaDoPassageiro", &p.PorIniciativaDoPassageiro, false)
		v.booleanoOpcional("seguiuViagem", &p.SeguiuViagem)
	case evMudancaClasse:
		v.opcao("sentido", (*string)(&p.Sentido), true, opcoesSentido)
		v.centavosOpcionais("precoClasseOferecida", &p.PrecoClasseOferecida)
	}
	v.ordemAtraso(p, okAgora)
}

// ordemAtraso checks the order of the instants: a departure neither before
// the scheduled time nor after agora; an interruption not after agora; a
// resumption neither before the interruption nor after agora.
func (v *validador) ordemAtraso(p *PedidoAtraso, okAgora bool) {
	agora := &p.Agora
	if !okAgora {
		agora = nil
	}
	if p.Evento == evAtrasoPartida {
		v.naoDepois("partida", p.Previsto, p.Partida, "A partida não pode ser anterior ao horário previsto (previsto): uma partida adiantada não é atraso.")
		v.naoDepois("partida", p.Partida, agora, "A partida não pode ser posterior a agora: se o ônibus ainda não partiu, não informe partida.")
		if p.Partida == nil && p.SeguiuViagem != nil && *p.SeguiuViagem && !v.tem("partida", false) {
			// Revision 4, R1: nobody has travelled on a bus that has not left.
			v.erro("seguiuViagem", codOrdem, "O ônibus ainda não partiu (partida não informada): não é possível ter viajado nele. Informe a partida ou não informe seguiuViagem.")
		}
	} else if p.Evento == evInterrupcao {
		v.naoDepois("interrompidaEm", p.InterrompidaEm, agora, "A interrupção não pode ser posterior a agora.")
		v.naoDepois("retomadaEm", p.InterrompidaEm, p.RetomadaEm, "A retomada não pode ser anterior à interrupção (interrompidaEm).")
		v.naoDepois("retomadaEm", p.RetomadaEm, agora, "A retomada não pode ser posterior a agora: se a viagem ainda não foi retomada, não informe retomadaEm.")
	}
}

// naoDepois reports msg on campo when a and b are given and a is after b.
func (v *validador) naoDepois(campo string, a, b *instante.Time, msg string) {
	if a != nil && b != nil && a.After(*b) {
		v.erro(campo, codOrdem, msg)
	}
}
