package calculator

import (
	"viagemdedireito/calculator/instante"
)

// maxReservas bounds a request (contract revision 2): every pair of
// reservations may conflict, so the answer grows with the square of the
// list; 200 reservations give at most 19,900 pairs.
const maxReservas = 200

type reserva struct {
	destino string        // folded: lower case, no accents, single spaces
	partida instante.Time // in its own offset
}

// grupo is one connected set of conflicting reservations (rules.md § 8,
// revision 3): its indexes ascending, two or more.
type grupo struct {
	membros []int32
}

// diaLocal is the calendar date of t in its own offset, as one comparable
// number (rules.md § 8, revision 3: "the same day" is the local day of each
// departure).
func diaLocal(t instante.Time) int {
	y, m, d := t.Date()
	return (y*13+int(m))*32 + d
}

// conflitam reports whether two reservations conflict: the same folded
// destination and either the same local date, each read in its own offset,
// or the same instant (one departure written in two offsets).
func conflitam(a, b *reserva) bool {
	return a.destino == b.destino && (diaLocal(a.partida) == diaLocal(b.partida) || a.partida.Equal(b.partida))
}

// calcularReservas groups the reservations that conflict (Res art150 §1; Dec
// art15): the groups are the connected sets of the conflict relation, each
// listed once, ordered by their first index. With at most maxReservas
// reservations it compares every pair; the answer has at most
// maxReservas/2 groups, so it stays small (rules.md § 8).
func calcularReservas(p *PedidoReservas) RespostaReservas {
	rs := make([]reserva, len(p.Reservas))
	for i, x := range p.Reservas {
		rs[i] = reserva{destino: dobrar(x.Destino), partida: x.Partida}
	}
	var r RespostaReservas
	var grupos []grupo
	// Union-find over the indexes; the root of a set is its smallest index.
	pai := make([]int32, len(rs))
	for i := range pai {
		pai[i] = int32(i)
	}
	raiz := func(i int32) int32 {
		for pai[i] != i {
			pai[i] = pai[pai[i]]
			i = pai[i]
		}
		return i
	}
	unir := func(i, j int32) {
		a, b := raiz(i), raiz(j)
		if a == b {
			return
		}
		if b < a {
			a, b = b, a
		}
		pai[b] = a
	}
	for i := range rs {
		for j := i + 1; j < len(rs); j++ {
			if conflitam(&rs[i], &rs[j]) {
				unir(int32(i), int32(j))
			}
		}
	}
	// Each root is the smallest index of its set: a first pass counts the
	// members, a second creates the groups in the order of their roots
	// (their first index) and fills them in ascending order.
	n := make([]int32, len(rs))
	for i := range rs {
		n[raiz(int32(i))]++
	}
	pos := make([]int32, len(rs)) // group index + 1 of a root, 0 when alone
	for i := range rs {
		ra := raiz(int32(i))
		if n[ra] < 2 {
			continue
		}
		if pos[ra] == 0 {
			grupos = append(grupos, grupo{membros: make([]int32, 0, n[ra])})
			pos[ra] = int32(len(grupos))
		}
		g := &grupos[pos[ra]-1]
		g.membros = append(g.membros, int32(i))
	}
	r.Conflitos = make([]Conflito, len(grupos))
	for k, g := range grupos {
		m := motivo(rs, g)
		idx := make([]int64, len(g.membros))
		for n, i := range g.membros {
			idx[n] = int64(i)
		}
		r.Conflitos[k] = Conflito{Reservas: idx, Motivo: m.texto, Fundamentos: Fundamentacao{m.fund}}
	}
	dizer := func(f frase, args ...string) { anotar(&r.Notas, &r.Fundamentos, dizer(f, args...)) }
	if len(grupos) > 0 {
		r.Fundamentos.r.union(modeloDe(fReservasConflito).refs(contexto{rodoviario: true, jovem: true}))
		dizer(fReservasRegra)
		dizer(fReservasRecusa)
	} else {
		dizer(fReservasNenhum)
	}
	dizer(fReservasComparacao)
	dizer(fReservasImpraticavel)
	return r
}

// listaOrdinais writes the members of g as "1ª e a 2ª" or "1ª, a 2ª e a 5ª",
// counted from 1.
func listaOrdinais(g grupo) string {
	var b []byte
	for k, i := range g.membros {
		switch {
		case k == 0:
		case k == len(g.membros)-1:
			b = append(b, " e a "...)
		default:
			b = append(b, ", a "...)
		}
		b = append(b, ordinalFeminino(int(i)+1)...)
	}
	return string(b)
}

// motivo is the sentence of group g of the reservations rs.
func motivo(rs []reserva, g grupo) nota {
	quem := listaOrdinais(g)
	primeira := rs[g.membros[0]].partida
	mesmaData, mesmoFuso := true, true
	for _, i := range g.membros[1:] {
		p := rs[i].partida
		mesmaData = mesmaData && diaLocal(p) == diaLocal(primeira)
		mesmoFuso = mesmoFuso && mesmoOffset(p, primeira)
	}
	switch {
	case mesmaData && mesmoFuso:
		return dizer(fReservasConflito, quem, dataBR(primeira))
	case mesmaData:
		return dizer(fReservasConflitoFuso, quem, dataBR(primeira))
	case len(g.membros) == 2:
		return dizer(fReservasConflitoInstante, quem, dataHoraBR(primeira)+", "+offsetBR(primeira))
	}
	// Linked through departures on the same local day or at the same
	// instant: name the local days, in the order of the list.
	var dias []string
	for _, i := range g.membros {
		d := dataBR(rs[i].partida)
		novo := true
		for _, x := range dias {
			novo = novo && x != d
		}
		if novo {
			dias = append(dias, d)
		}
	}
	return dizer(fReservasConflitoGrupo, quem, listaPortuguesE(dias))
}

// listaPortuguesE joins items as "a, b e c".
func listaPortuguesE(itens []string) string {
	if len(itens) < 2 {
		return juntar(itens, "")
	}
	return juntar(itens[:len(itens)-1], ", ") + " e " + itens[len(itens)-1]
}
