package calculator

import (
	"slices"
	"strconv"
	"strings"

	"viagemdedireito/calculator/internal/jsonc"
)

// The boundary of reservas (see operacao_beneficio.go).

func decodificarReservas(raiz *jsonc.Valor, v *validador) PedidoReservas {
	var p PedidoReservas
	l := v.lista(raiz, "", "reservas", true)
	if l == nil || !v.confereReservas(len(l.Itens)) {
		return p
	}
	p.Reservas = make([]Reserva, 0, len(l.Itens))
	for i := range l.Itens {
		e := l.Elem(i)
		pai := caminhoIndice("reservas", i)
		if e.Tipo != jsonc.Objeto {
			v.erro(pai, codTipoInvalido, "Cada reserva deve ser um objeto, mas veio "+e.Tipo.Nome()+".")
			continue
		}
		var r Reserva
		dest, okDest := v.texto(e, pai, "destino", true, maxTextoCurto)
		r.Destino = dest
		v.confereDestino(pai, dest, okDest)
		r.Partida, _ = v.instante(e, pai, "partida", true)
		r.Transportadora, _ = v.texto(e, pai, "transportadora", false, maxTextoCurto)
		p.Reservas = append(p.Reservas, r)
	}
	return p
}

func validarReservas(p *PedidoReservas, v *validador) {
	if !v.confereReservas(len(p.Reservas)) {
		return
	}
	for i := range p.Reservas {
		r := &p.Reservas[i]
		pai := caminhoIndice("reservas", i)
		okDest := v.confereTexto(pai+".destino", r.Destino, maxTextoCurto)
		v.confereDestino(pai, r.Destino, okDest)
		r.Partida = instanteTipado(r.Partida)
		v.confereInstante(pai+".partida", r.Partida)
		v.confereTexto(pai+".transportadora", r.Transportadora, maxTextoCurto)
	}
}

func (v *validador) confereReservas(n int) bool {
	if n > maxReservas {
		v.erro("reservas", codListaTamanho, "São aceitas no máximo "+strconv.Itoa(maxReservas)+" reservas por pedido; vieram "+strconv.Itoa(n)+".")
		return false
	}
	return true
}

func (v *validador) confereDestino(pai, dest string, ok bool) {
	if ok && strings.TrimSpace(dest) == "" {
		v.erro(caminho(pai, "destino"), codValorInvalido, "Informe o destino.")
	}
}

func pedidoReservasDe(p *PedidoReservas) pedidoReservas {
	q := pedidoReservas{reservas: make([]reserva, len(p.Reservas))}
	for i, r := range p.Reservas {
		q.reservas[i] = reserva{destino: dobrar(r.Destino), partida: r.Partida}
	}
	return q
}

// Reservas answers a typed reservas request (see Beneficio).
func Reservas(p PedidoReservas) (RespostaReservas, []Erro) {
	var v validador
	validarReservas(&p, &v)
	if len(v.erros) > 0 {
		return RespostaReservas{}, v.erros
	}
	return responderReservas(&p), nil
}

// responderReservas answers a valid request.
func responderReservas(p *PedidoReservas) RespostaReservas {
	q := pedidoReservasDe(p)
	r := calcularReservas(&q)
	return r.resposta()
}

func (r *resultadoReservas) resposta() RespostaReservas {
	out := RespostaReservas{Conflitos: make([]Conflito, len(r.grupos)), Notas: notas(r.notas), Fundamentos: Fundamentacao{r.fund}}
	for k, g := range r.grupos {
		m := r.motivo(g)
		idx := make([]int64, len(g.membros))
		for n, i := range g.membros {
			idx[n] = int64(i)
		}
		out.Conflitos[k] = Conflito{Reservas: idx, Motivo: m.texto, Fundamentos: Fundamentacao{m.fund}}
	}
	return out
}

func (r *RespostaReservas) escrever(o *saida) {
	o.Chave("conflitos")
	o.AbreLista()
	for k := range r.Conflitos {
		c := &r.Conflitos[k]
		ini := len(o.B)
		o.AbreObj()
		o.Chave("reservas")
		o.AbreLista()
		for _, i := range c.Reservas {
			o.Inteiro(i)
		}
		o.FechaLista()
		o.KTexto("motivo", c.Motivo)
		o.fundamentos(c.Fundamentos.r)
		o.FechaObj()
		if k == 0 {
			// Size the buffer once from the first group (at most
			// maxReservas/2 groups; longer ordinals and the other
			// variants of the motivo add at most about 80 bytes a group).
			o.B = slices.Grow(o.B, (len(o.B)-ini+80)*(len(r.Conflitos)-1)+4096)
		}
	}
	o.FechaLista()
	o.notas(r.Notas)
	o.fundamentos(r.Fundamentos.r)
}

// jsonReservas is the registry's JSON path of reservas.
func jsonReservas(raiz *jsonc.Valor, v *validador, o *saida) {
	p := decodificarReservas(raiz, v)
	if len(v.erros) > 0 {
		return
	}
	r := responderReservas(&p)
	r.escrever(o)
}

type tiposReservas struct{}

func (tiposReservas) tipos() (pedido, resposta any) { return PedidoReservas{}, RespostaReservas{} }
