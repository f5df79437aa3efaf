package calculator

import (
	"strings"
	"time"
	"unicode"
)

// maxReservas bounds a request (contract revision 2): every pair of
// reservations may conflict, so the answer grows with the square of the
// list; 200 reservations give at most 19,900 pairs.
const maxReservas = 200

type reserva struct {
	destino string    // folded: lower case, no accents, single spaces
	partida time.Time // in its own offset
}

type pedidoReservas struct {
	reservas []reserva
}

// dobrar folds case and accents, trims and collapses runs of spaces, so that
// "São Paulo", "SAO PAULO" and " sao  paulo" compare equal.
func dobrar(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	espaco := false
	for _, r := range s {
		if unicode.IsSpace(r) {
			espaco = b.Len() > 0
			continue
		}
		if espaco {
			b.WriteByte(' ')
			espaco = false
		}
		r = unicode.ToLower(r)
		b.WriteRune(semAcento(r))
	}
	return b.String()
}

// semAcento folds the accented letters of Portuguese (and a few more) to
// their base letter; a switch, not a map, so that nothing is built at start-up.
func semAcento(r rune) rune {
	switch r {
	case 'á', 'à', 'â', 'ã', 'ä', 'å':
		return 'a'
	case 'é', 'è', 'ê', 'ë':
		return 'e'
	case 'í', 'ì', 'î', 'ï':
		return 'i'
	case 'ó', 'ò', 'ô', 'õ', 'ö':
		return 'o'
	case 'ú', 'ù', 'û', 'ü':
		return 'u'
	case 'ç':
		return 'c'
	case 'ñ':
		return 'n'
	case 'ý', 'ÿ':
		return 'y'
	}
	return r
}

// conflito is a pair i < j of reservations to the same destination on the
// same day, the day read in the offset of reservation em (i or j).
type conflito struct {
	i, j int32
	em   int32
}

type resultadoReservas struct {
	reservas  []reserva
	conflitos []conflito
	notas     []nota
	fund      refs
}

// mesmoDia reports whether a and b fall on the same calendar date read in
// the offset of ref.
func mesmoDia(a, b, ref time.Time) bool {
	loc := ref.Location()
	ya, ma, da := a.In(loc).Date()
	yb, mb, db := b.In(loc).Date()
	return ya == yb && ma == mb && da == db
}

// calcularReservas finds the pairs of reservations to the same destination
// whose departures fall on the same date, read both in the first one's
// offset or both in the second one's (Res art150 §1; Dec art15). With at
// most maxReservas reservations it compares every pair.
func calcularReservas(p *pedidoReservas) resultadoReservas {
	r := resultadoReservas{reservas: p.reservas}
	rs := p.reservas
	for i := range rs {
		for j := i + 1; j < len(rs); j++ {
			if rs[i].destino != rs[j].destino {
				continue
			}
			switch {
			case mesmoDia(rs[i].partida, rs[j].partida, rs[i].partida):
				r.conflitos = append(r.conflitos, conflito{i: int32(i), j: int32(j), em: int32(i)})
			case mesmoDia(rs[i].partida, rs[j].partida, rs[j].partida):
				r.conflitos = append(r.conflitos, conflito{i: int32(i), j: int32(j), em: int32(j)})
			}
		}
	}
	dizer := func(f frase, args ...string) {
		n := dizer(f, args...)
		r.notas = append(r.notas, n)
		r.fund.union(n.fund)
	}
	if len(r.conflitos) > 0 {
		r.fund.union(modeloDe(fResConflito).refs(contexto{rodoviario: true, jovem: true}))
		dizer(fResRecusa)
	} else {
		dizer(fResNenhum)
	}
	dizer(fResComparacao)
	dizer(fResImpraticavel)
	return r
}

// motivo is the sentence of conflict c.
func (r *resultadoReservas) motivo(c conflito) nota {
	a, b := r.reservas[c.i].partida, r.reservas[c.j].partida
	ref := r.reservas[c.em].partida
	dia := dataBR(ref)
	if mesmoOffset(a, b) {
		return dizer(fResConflito, ordinalFeminino(int(c.i)+1), ordinalFeminino(int(c.j)+1), dia)
	}
	return dizer(fResConflitoFuso, ordinalFeminino(int(c.i)+1), ordinalFeminino(int(c.j)+1), dia, offsetBR(ref))
}
