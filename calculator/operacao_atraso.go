package calculator

import (
	"time"

	"viagemdedireito/calculator/internal/jsonc"
)

// The boundary of atraso (see operacao_beneficio.go): the request is read
// into PedidoAtraso, checked once, and the rules (atraso.go) answer it.

var (
	opcoesEvento  = []string{evAtrasoPartida, evInterrupcao, evMudancaClasse}
	opcoesSentido = []string{sentidoSuperior, sentidoInferior}
)

// decodificarAtraso reads an atraso request, reporting every invalid field
// in the order of the contract's table. The fields of an evento are read
// only with that evento; an invalid instant is left nil.
func decodificarAtraso(raiz *jsonc.Valor, v *validador) PedidoAtraso {
	var p PedidoAtraso
	var okAgora bool
	p.Agora, okAgora = v.instante(raiz, "", "agora", true)
	m, _ := v.opcao(raiz, "", "modal", true, opcoesModal...)
	p.Modal = Modal(m)
	p.LinhaSemiurbana = v.booleano(raiz, "", "linhaSemiurbana", false)
	ev, _ := v.opcao(raiz, "", "evento", true, opcoesEvento...)
	p.Evento = EventoAtraso(ev)
	if c := v.objeto(raiz, "", "compra", false); c != nil {
		t, _ := v.centavos(c, "compra", "tarifa", true)
		p.Compra = &CompraAtraso{Tarifa: Centavos(t)}
	}
	instante := func(k string, obrig bool) *time.Time {
		if t, ok := v.instante(raiz, "", k, obrig); ok {
			return &t
		}
		return nil
	}
	switch p.Evento {
	case evAtrasoPartida:
		p.Previsto = instante("previsto", true)
		p.Partida = instante("partida", false)
	case evInterrupcao:
		p.InterrompidaEm = instante("interrompidaEm", true)
		p.RetomadaEm = instante("retomadaEm", false)
		p.PorIniciativaDoPassageiro = v.booleano(raiz, "", "porIniciativaDoPassageiro", false)
	case evMudancaClasse:
		s, _ := v.opcao(raiz, "", "sentido", true, opcoesSentido...)
		p.Sentido = SentidoClasse(s)
		if n, ok := v.centavos(raiz, "", "precoClasseOferecida", false); ok {
			c := Centavos(n)
			p.PrecoClasseOferecida = &c
		}
	}
	v.ordemAtraso(&p, okAgora)
	return p
}

// validarAtraso checks a typed request by the rules of the JSON path, in
// the same order; a nil instant the evento requires is campo_obrigatorio,
// and an invalid one is set to nil (the answer is the errors).
func validarAtraso(p *PedidoAtraso, v *validador) {
	p.Agora = instanteTipado(p.Agora)
	okAgora := v.confereInstante("agora", p.Agora)
	v.confereOpcao("modal", string(p.Modal), opcoesModal)
	v.confereOpcao("evento", string(p.Evento), opcoesEvento)
	if p.Compra != nil {
		v.confereCentavos("compra.tarifa", p.Compra.Tarifa)
	}
	instante := func(k string, t **time.Time, obrig bool) {
		switch {
		case *t == nil && obrig:
			v.erro(k, codObrigatorio, "Campo obrigatório não informado.")
		case *t == nil:
		default:
			u := instanteTipado(**t)
			*t = &u
			if !v.confereInstante(k, u) {
				*t = nil
			}
		}
	}
	switch p.Evento {
	case evAtrasoPartida:
		instante("previsto", &p.Previsto, true)
		instante("partida", &p.Partida, false)
	case evInterrupcao:
		instante("interrompidaEm", &p.InterrompidaEm, true)
		instante("retomadaEm", &p.RetomadaEm, false)
	case evMudancaClasse:
		v.confereOpcao("sentido", string(p.Sentido), opcoesSentido)
		if p.PrecoClasseOferecida != nil {
			v.confereCentavos("precoClasseOferecida", *p.PrecoClasseOferecida)
		}
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
	} else if p.Evento == evInterrupcao {
		v.naoDepois("interrompidaEm", p.InterrompidaEm, agora, "A interrupção não pode ser posterior a agora.")
		v.naoDepois("retomadaEm", p.InterrompidaEm, p.RetomadaEm, "A retomada não pode ser anterior à interrupção (interrompidaEm).")
		v.naoDepois("retomadaEm", p.RetomadaEm, agora, "A retomada não pode ser posterior a agora: se a viagem ainda não foi retomada, não informe retomadaEm.")
	}
}

// naoDepois reports msg on campo when a and b are given and a is after b.
func (v *validador) naoDepois(campo string, a, b *time.Time, msg string) {
	if a != nil && b != nil && a.After(*b) {
		v.erro(campo, codOrdem, msg)
	}
}

// Atraso answers a typed atraso request (see Beneficio).
func Atraso(p PedidoAtraso) (RespostaAtraso, []Erro) {
	var v validador
	validarAtraso(&p, &v)
	if len(v.erros) > 0 {
		return RespostaAtraso{}, v.erros
	}
	return calcularAtraso(&p), nil
}

func (r *RespostaAtraso) escrever(o *saida) {
	o.Chave("direitos")
	if r.Direitos == nil {
		o.Nulo()
	} else {
		o.AbreLista()
		for _, d := range *r.Direitos {
			o.AbreObj()
			o.KTexto("codigo", string(d.Codigo))
			o.KTexto("texto", d.Texto)
			o.fundamentos(d.Fundamentos.r)
			o.FechaObj()
		}
		o.FechaLista()
	}
	o.Chave("prazos")
	o.AbreObj()
	o.Chave("direitoAPartirDe")
	o.instanteOuNulo(r.Prazos.DireitoAPartirDe)
	o.Chave("continuidadeAte")
	o.instanteOuNulo(r.Prazos.ContinuidadeAte)
	o.FechaObj()
	o.Chave("valores")
	o.AbreObj()
	o.Chave("reembolso")
	o.inteiroOuNulo((*int64)(r.Valores.Reembolso))
	o.Chave("diferenca")
	o.inteiroOuNulo((*int64)(r.Valores.Diferenca))
	o.FechaObj()
	o.notas(r.Notas)
	o.fundamentos(r.Fundamentos.r)
}

// jsonAtraso is the registry's JSON path of atraso.
func jsonAtraso(raiz *jsonc.Valor, v *validador, o *saida) {
	p := decodificarAtraso(raiz, v)
	if len(v.erros) > 0 {
		return
	}
	r := calcularAtraso(&p)
	r.escrever(o)
}

type tiposAtraso struct{}

func (tiposAtraso) tipos() (pedido, resposta any) { return PedidoAtraso{}, RespostaAtraso{} }
