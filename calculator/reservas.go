package calculator

import (
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
)

const maxReservas = 1000

type reserva struct {
	destino string // folded: lower case, no accents, single spaces
	dia     time.Time
}

type pedidoReservas struct {
	reservas []reserva
}

func lerReservas(raiz *valor, v *validador) pedidoReservas {
	var p pedidoReservas
	l := v.lista(raiz, "", "reservas", true)
	if l == nil {
		return p
	}
	if len(l.itens) > maxReservas {
		v.erro("reservas", codListaTamanho, "São aceitas no máximo "+strconv.Itoa(maxReservas)+" reservas.")
		return p
	}
	p.reservas = make([]reserva, 0, len(l.itens))
	for i := range l.itens {
		e := l.elem(i)
		pai := caminhoIndice("reservas", i)
		if e.tipo != jObj {
			v.erro(pai, codTipoInvalido, "Cada reserva deve ser um objeto, mas veio "+nomeTipo(e.tipo)+".")
			continue
		}
		dest, okDest := v.texto(e, pai, "destino", true, maxTextoCurto)
		if okDest && strings.TrimSpace(dest) == "" {
			v.erro(caminho(pai, "destino"), codValorInvalido, "Informe o destino.")
		}
		partida, _ := v.instante(e, pai, "partida", true)
		v.texto(e, pai, "transportadora", false, maxTextoCurto)
		p.reservas = append(p.reservas, reserva{destino: dobrar(dest), dia: dataLocal(partida)})
	}
	return p
}

// dobrar folds case and accents and collapses spaces, so that "São Paulo",
// "SAO PAULO" and " sao  paulo" compare equal.
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
		if f, ok := semAcento[r]; ok {
			r = f
		}
		b.WriteRune(r)
	}
	return b.String()
}

var semAcento = map[rune]rune{
	'á': 'a', 'à': 'a', 'â': 'a', 'ã': 'a', 'ä': 'a', 'å': 'a',
	'é': 'e', 'è': 'e', 'ê': 'e', 'ë': 'e',
	'í': 'i', 'ì': 'i', 'î': 'i', 'ï': 'i',
	'ó': 'o', 'ò': 'o', 'ô': 'o', 'õ': 'o', 'ö': 'o',
	'ú': 'u', 'ù': 'u', 'û': 'u', 'ü': 'u',
	'ç': 'c', 'ñ': 'n', 'ý': 'y', 'ÿ': 'y',
}

type conflito struct {
	i, j int
	dia  time.Time
}

type resultadoReservas struct {
	conflitos []conflito
	notas     []nota
	fund      refs
}

// calcularReservas finds pairs of reservations on the same local departure
// date to the same destination (Res art150 §1; Dec art15).
func calcularReservas(p *pedidoReservas) resultadoReservas {
	var r resultadoReservas
	r.fund.add(decArt15, resArt150Par1, resArt150Par2)
	idx := make([]int, len(p.reservas))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int {
		ra, rb := &p.reservas[a], &p.reservas[b]
		if c := ra.dia.Compare(rb.dia); c != 0 {
			return c
		}
		return strings.Compare(ra.destino, rb.destino)
	})
	for a := 0; a < len(idx); {
		b := a + 1
		for b < len(idx) && p.reservas[idx[b]].dia.Equal(p.reservas[idx[a]].dia) && p.reservas[idx[b]].destino == p.reservas[idx[a]].destino {
			b++
		}
		for x := a; x < b; x++ {
			for y := x + 1; y < b; y++ {
				i, j := idx[x], idx[y]
				if i > j {
					i, j = j, i
				}
				r.conflitos = append(r.conflitos, conflito{i: i, j: j, dia: p.reservas[i].dia})
			}
		}
		a = b
	}
	slices.SortFunc(r.conflitos, func(a, b conflito) int {
		if a.i != b.i {
			return a.i - b.i
		}
		return a.j - b.j
	})
	if len(r.conflitos) > 0 {
		r.fund.add(resArt153)
	}
	r.notas = append(r.notas, novaNota("A calculadora verifica reservas para o mesmo destino no mesmo dia; se uma combinação de dias e horários é impraticável depende de cada caso e não é verificada.", resArt150Par1, decArt15))
	return r
}

var fundConflito = refsOf(decArt15, resArt150Par1, resArt150Par2, resArt153)

func (r *resultadoReservas) escrever(o *saida) {
	o.inicio(opReservas)
	o.chave("conflitos")
	o.abreLista()
	for _, c := range r.conflitos {
		o.abreObj()
		o.chave("reservas")
		o.abreLista()
		o.inteiro(int64(c.i))
		o.inteiro(int64(c.j))
		o.fechaLista()
		o.kTexto("motivo", "A "+ordinalFeminino(c.i+1)+" e a "+ordinalFeminino(c.j+1)+" reservas (posições "+strconv.Itoa(c.i)+" e "+strconv.Itoa(c.j)+" da lista) são para o mesmo destino no mesmo dia ("+dataBR(c.dia)+
			"): o beneficiário não pode reservar mais de um horário para o mesmo dia e destino, mesmo em empresas diferentes; a empresa pode recusar o pedido e deve entregar o documento de recusa.")
		o.fundamentos(fundConflito)
		o.fechaObj()
	}
	o.fechaLista()
	o.notas(r.notas)
	o.fundamentos(r.fund)
	o.fechaObj()
}
