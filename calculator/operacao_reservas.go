package calculator

import "strconv"

// The boundary of reservas (see operacao_beneficio.go).

// ler reads or checks a reservas request (see PedidoBeneficio.ler).
func (p *PedidoReservas) ler(v *validador) {
	n, ok := v.lista("reservas", true, len(p.Reservas))
	if !ok || !v.confereReservas(n) {
		return
	}
	if v.json() {
		p.Reservas = make([]Reserva, n)
	} else {
		// ler keeps the instants in their fixed offset: a copy, not the
		// caller's (not slices.Clone: its generic dictionary links
		// time.Time.String into the WebAssembly module).
		p.Reservas = append([]Reserva(nil), p.Reservas...)
	}
	for i := range n {
		volta, ok := v.item("reservas", i, "reserva")
		if !ok {
			continue
		}
		r := &p.Reservas[i]
		ok = v.texto("destino", &r.Destino, true, maxTextoCurto)
		v.confereDestino(r.Destino, ok)
		v.instante("partida", &r.Partida)
		v.texto("transportadora", &r.Transportadora, false, maxTextoCurto)
		v.volta(volta)
	}
}

func (v *validador) confereReservas(n int) bool {
	if n > maxReservas {
		v.erro("reservas", codListaTamanho, "São aceitas no máximo "+strconv.Itoa(maxReservas)+" reservas por pedido; vieram "+strconv.Itoa(n)+".")
		return false
	}
	return true
}

func (v *validador) confereDestino(dest string, ok bool) {
	if ok && soEspacos(dest) {
		v.erroEm("destino", codValorInvalido, "Informe o destino.")
	}
}
