package calculator

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"viagemdedireito/calculator/instante"
)

// Revision 2, rules.md § 8: destinations folded (case, accents, spaces) and
// departure dates read both in the first reservation's offset or both in the
// second's.
func TestReservasRevisao2(t *testing.T) {
	casos := []struct {
		nome     string
		reservas string
		pares    [][2]int
	}{
		{"o mesmo instante escrito em dois fusos é a mesma partida",
			`{"destino":"Rio Branco","partida":"2026-12-24T23:30:00-03:00"},{"destino":"rio branco","partida":"2026-12-25T02:30:00Z"}`, [][2]int{{0, 1}}},
		// Revision 3 (R5): revision 2 read both dates in the second's offset
		// and found a conflict; the local days differ (25th and 24th).
		{"dias locais diferentes, ainda que iguais no fuso da segunda reserva",
			`{"destino":"Cuiabá","partida":"2026-12-25T00:30:00-03:00"},{"destino":"CUIABA","partida":"2026-12-24T10:00:00-04:00"}`, nil},
		{"dias diferentes nos dois fusos",
			`{"destino":"Cuiabá","partida":"2026-12-25T01:30:00-03:00"},{"destino":"Cuiabá","partida":"2026-12-24T10:00:00-04:00"}`, nil},
		{"acentos, maiúsculas, espaços nas pontas e repetidos",
			`{"destino":"  São   José dos Campos ","partida":"2026-12-24T08:00:00-03:00"},{"destino":"SAO JOSE DOS CAMPOS","partida":"2026-12-24T20:00:00-03:00"},{"destino":"São José","partida":"2026-12-24T09:00:00-03:00"}`, [][2]int{{0, 1}}},
		{"os indicadores ordinais são as letras a e o (calculator/acento)",
			`{"destino":"Vila 1º de Maio","partida":"2026-12-24T08:00:00-03:00"},{"destino":"VILA 1O DE MAIO","partida":"2026-12-24T20:00:00-03:00"}`, [][2]int{{0, 1}}},
		{"destinos diferentes no mesmo dia",
			`{"destino":"Belém","partida":"2026-12-24T08:00:00-03:00"},{"destino":"Manaus","partida":"2026-12-24T08:00:00-03:00"}`, nil},
	}
	for _, c := range casos {
		t.Run(c.nome, func(t *testing.T) {
			m := calcOK(t, `{"operacao":"reservas","reservas":[`+c.reservas+`]}`)
			l, _ := m["conflitos"].([]any)
			if len(l) != len(c.pares) {
				t.Fatalf("conflitos = %v, want %v", l, c.pares)
			}
			for k, par := range c.pares {
				igual(t, m, "conflitos."+itoa(int64(k))+".reservas.0", par[0], "conflitos."+itoa(int64(k))+".reservas.1", par[1])
				motivo, _ := pegar(m, "conflitos."+itoa(int64(k))+".motivo").(string)
				if !strings.Contains(motivo, ordinalFeminino(par[0]+1)+" e a "+ordinalFeminino(par[1]+1)) || strings.Contains(motivo, "posi") {
					t.Errorf("motivo does not count from 1: %q", motivo)
				}
			}
			if len(c.pares) > 0 {
				if n := notaCom(m, "documento de recusa", "CNPJ", "número de identificação", "não presenciais"); n == nil ||
					!temFundamento(n, "fundamentos", "resolucao-antt-6033-2023#art153_par2") || !temFundamento(n, "fundamentos", "resolucao-antt-6033-2023#art153_cpt_inc1") {
					t.Errorf("the refusal-document sentence is incomplete: %v", m["notas"])
				}
			} else if notaCom(m, "Nenhuma reserva") == nil {
				t.Errorf("no sentence for an answer without conflicts: %v", m["notas"])
			}
		})
	}
	m := calcOK(t, `{"operacao":"reservas","reservas":[`+casos[0].reservas+`]}`)
	if s, _ := pegar(m, "conflitos.0.motivo").(string); !strings.Contains(s, "mesma partida") || !strings.Contains(s, "24/12/2026 às 23:30, UTC−03:00") {
		t.Errorf("the same instant is not named: %q", s)
	}
}

func pedidoReservasIguais(n int) string {
	var b strings.Builder
	b.WriteString(`{"operacao":"reservas","reservas":[`)
	for i := 0; i < n; i++ {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(`{"destino":"São Paulo","partida":"2026-12-24T` + []string{"08", "09", "10", "11"}[i%4] + `:00:00-03:00","transportadora":"E` + itoa(int64(i)) + `"}`)
	}
	b.WriteString(`]}`)
	return b.String()
}

// At most 200 reservations (a field error beyond); 200 to one destination
// on one day are one group (revision 3: revision 2 listed 19,900 pairs).
func TestReservasLimite(t *testing.T) {
	falha(t, pedidoReservasIguais(201), erroEsperado{"reservas", codListaTamanho})
	out := Calcular([]byte(pedidoReservasIguais(200)))
	var m struct {
		Ok        bool `json:"ok"`
		Conflitos []struct {
			Reservas []int `json:"reservas"`
		} `json:"conflitos"`
	}
	if err := json.Unmarshal(out, &m); err != nil || !m.Ok {
		t.Fatalf("200 reservations: %v %.200s", err, out)
	}
	if len(m.Conflitos) != 1 || len(m.Conflitos[0].Reservas) != 200 {
		t.Fatalf("%d groups, want one of 200", len(m.Conflitos))
	}
	for i, x := range m.Conflitos[0].Reservas {
		if x != i {
			t.Fatalf("group %v", m.Conflitos[0].Reservas)
		}
	}
	if len(out) > limiteResposta {
		t.Errorf("answer of %d bytes", len(out))
	}
}

// Revision 3 (R5): one day is one local day. Boundaries of the issue: 23:00
// −05:00 and 08:00 −04:00 of the next local day are different days (the
// same UTC date, and revision 2 called them the same day); 23:59 and 00:00
// of one offset; the same instant in two offsets; chains make one group.
func TestReservasDiaLocal(t *testing.T) {
	casos := []struct {
		nome     string
		reservas string
		grupos   [][]int
	}{
		{"23:00 −05:00 e 08:00 −04:00 do dia seguinte",
			`{"destino":"Rio Branco","partida":"2026-12-24T23:00:00-05:00"},{"destino":"Rio Branco","partida":"2026-12-25T08:00:00-04:00"}`, nil},
		{"23:00 −05:00 e 08:00 −04:00 do mesmo dia local",
			`{"destino":"Rio Branco","partida":"2026-12-24T23:00:00-05:00"},{"destino":"Rio Branco","partida":"2026-12-24T08:00:00-04:00"}`, [][]int{{0, 1}}},
		{"23:59 e 00:00 do dia seguinte no mesmo fuso",
			`{"destino":"X","partida":"2026-12-24T23:59:00-03:00"},{"destino":"X","partida":"2026-12-25T00:00:00-03:00"}`, nil},
		{"00:00 e 23:59 do mesmo dia",
			`{"destino":"X","partida":"2026-12-24T00:00:00-03:00"},{"destino":"X","partida":"2026-12-24T23:59:00-03:00"}`, [][]int{{0, 1}}},
		{"o mesmo instante em dois fusos, em dias locais diferentes",
			`{"destino":"X","partida":"2026-12-24T23:30:00-03:00"},{"destino":"X","partida":"2026-12-25T02:30:00Z"}`, [][]int{{0, 1}}},
		{"cadeia: mesmo instante e mesmo dia local formam um grupo",
			`{"destino":"X","partida":"2026-12-24T23:30:00-03:00"},{"destino":"Y","partida":"2026-12-24T10:00:00-03:00"},{"destino":"X","partida":"2026-12-25T02:30:00Z"},{"destino":"x","partida":"2026-12-25T20:00:00Z"},{"destino":"Y","partida":"2026-12-24T11:00:00-03:00"}`,
			[][]int{{0, 2, 3}, {1, 4}}},
	}
	for _, c := range casos {
		t.Run(c.nome, func(t *testing.T) {
			m := calcOK(t, `{"operacao":"reservas","reservas":[`+c.reservas+`]}`)
			l, _ := m["conflitos"].([]any)
			if len(l) != len(c.grupos) {
				t.Fatalf("conflitos = %v, want %v", l, c.grupos)
			}
			for k, g := range c.grupos {
				got, _ := pegar(m, "conflitos."+itoa(int64(k))+".reservas").([]any)
				if len(got) != len(g) {
					t.Fatalf("group %d = %v, want %v", k, got, g)
				}
				for n, i := range g {
					igual(t, m, "conflitos."+itoa(int64(k))+".reservas."+itoa(int64(n)), i)
				}
				if s, _ := pegar(m, "conflitos."+itoa(int64(k))+".motivo").(string); !strings.Contains(s, listaOrdinais(grupoDe(g))) {
					t.Errorf("motivo %q does not name %v", s, g)
				}
			}
		})
	}
	m := calcOK(t, `{"operacao":"reservas","reservas":[`+casos[5].reservas+`]}`)
	if s, _ := pegar(m, "conflitos.0.motivo").(string); !strings.Contains(s, "24/12/2026 e 25/12/2026") {
		t.Errorf("a chained group names its local days: %q", s)
	}
}

func grupoDe(g []int) grupo {
	var out grupo
	for _, i := range g {
		out.membros = append(out.membros, int32(i))
	}
	return out
}

// limiteResposta is the bound of every answer, success or error (rules.md
// § 8 and the contract, revision 3): 64 KiB.
const limiteResposta = 65536

// pedidoReservasPares writes 200 reservations in 100 conflicting pairs, one
// pair a day; the motivo variant of each pair is chosen by variante.
func pedidoReservasPares(variante int) string {
	var b strings.Builder
	b.WriteString(`{"operacao":"reservas","reservas":[`)
	dia := instante.Date(2026, 1, 1, 0, 0, 0, 0, instante.UTC)
	for k := 0; k < 100; k++ {
		d := dia.AddDate(0, 0, 2*k)
		var p1, p2 string
		switch variante {
		case 0: // same local day, same offset
			p1, p2 = string(instante.AppendData(nil, d))+"T10:00:00-03:00", string(instante.AppendData(nil, d))+"T11:00:00-03:00"
		case 1: // same local day, two offsets
			p1, p2 = string(instante.AppendData(nil, d))+"T10:00:00-03:00", string(instante.AppendData(nil, d))+"T11:00:00+14:00"
		default: // one instant written in two offsets, two local days
			p1, p2 = string(instante.AppendData(nil, d))+"T23:30:00-03:00", string(instante.AppendData(nil, d.AddDate(0, 0, 1)))+"T02:30:00Z"
		}
		if k > 0 {
			b.WriteByte(',')
		}
		dest := strings.Repeat("Ú", 250)[:498] + itoa(int64(k%10))
		b.WriteString(`{"destino":"` + dest + `","partida":"` + p1 + `","transportadora":"` + strings.Repeat(`\u0001`, 83) + `"},`)
		b.WriteString(`{"destino":"` + dest + `","partida":"` + p2 + `"}`)
	}
	b.WriteString(`]}`)
	return b.String()
}

// Revision 3 (R5): 200 valid reservations answer in at most 64 KiB
// (revision 2: 14,749,832 bytes). The worst case constructed: 100 disjoint
// pairs (the most groups 200 reservations can make), with 3-digit
// ordinals and the longest motivo; 200 in one group; and a random mix.
func TestReservasRespostaLimitada(t *testing.T) {
	maior := 0
	for v := 0; v < 3; v++ {
		out := Calcular([]byte(pedidoReservasPares(v)))
		var m struct {
			Ok        bool              `json:"ok"`
			Conflitos []json.RawMessage `json:"conflitos"`
		}
		if err := json.Unmarshal(out, &m); err != nil || !m.Ok || len(m.Conflitos) != 100 {
			t.Fatalf("variant %d: %v %d groups %.300s", v, err, len(m.Conflitos), out)
		}
		if len(out) > limiteResposta {
			t.Errorf("variant %d: answer of %d bytes, over %d", v, len(out), limiteResposta)
		}
		maior = max(maior, len(out))
	}
	t.Logf("largest reservas answer constructed: %d bytes", maior)
	r := rand.New(rand.NewPCG(5, 6))
	for n := 0; n < 200; n++ {
		var b strings.Builder
		b.WriteString(`{"operacao":"reservas","reservas":[`)
		for i := 0; i < 200; i++ {
			if i > 0 {
				b.WriteByte(',')
			}
			d := instante.Date(2026, 1, 1+r.IntN(120), r.IntN(24), r.IntN(60), 0, 0, instante.FixedZone("", (r.IntN(27)-12)*3600))
			b.WriteString(`{"destino":"D` + itoa(int64(r.IntN(3))) + `","partida":"` + string(instante.AppendRFC3339(nil, d)) + `"}`)
		}
		b.WriteString(`]}`)
		if out := Calcular([]byte(b.String())); len(out) > limiteResposta || !strings.HasPrefix(string(out), `{"ok":true`) {
			t.Fatalf("random case %d: %d bytes %.200s", n, len(out), out)
		}
	}
}

// 200 reservations to one destination on one day: the largest answer the
// operation can give (19,900 pairs). B/op and the answer size (bytes/op
// reported as "resposta-bytes") are the memory bound.
func BenchmarkReservas200MesmoDestino(b *testing.B) {
	req := []byte(pedidoReservasIguais(200))
	out := Calcular(req)
	if !strings.HasPrefix(string(out), `{"ok":true`) {
		b.Fatalf("%.300s", out)
	}
	b.ReportAllocs()
	for b.Loop() {
		Calcular(req)
	}
	b.ReportMetric(float64(len(out)), "resposta-bytes")
}

// Property (rules.md § 8, § 11): the conflicts are exactly the pairs of a
// brute-force check of the rule, each motivo counts from 1 and names the
// day of the reading, and the notes agree with the list.
func TestPropriedadeReservas(t *testing.T) {
	r := rand.New(rand.NewPCG(31, 32))
	destinos := []string{"São Paulo", "sao paulo", " SÃO  PAULO", "Rio", "rio ", "Belém"}
	for i := 0; i < 3000; i++ {
		n := r.IntN(12)
		p := PedidoReservas{}
		var rs []reserva // the folded form the rule compares
		base := instanteAleatorio(r)
		for k := 0; k < n; k++ {
			t := base.Add(instante.Duration(r.IntN(60*60)) * instante.Minute).In(instante.FixedZone("", (r.IntN(7)-5)*3600))
			d := destinos[r.IntN(len(destinos))]
			p.Reservas = append(p.Reservas, Reserva{Destino: d, Partida: t})
			rs = append(rs, reserva{destino: dobrar(d), partida: t})
		}
		res := calcularReservas(&p)
		// Brute force: the connected sets of the relation "same destination
		// and (same local date or same instant)", by repeated merging.
		grupoDeI := make([]int, n)
		for a := range grupoDeI {
			grupoDeI[a] = a
		}
		for mudou := true; mudou; {
			mudou = false
			for a := 0; a < n; a++ {
				for b := a + 1; b < n; b++ {
					ra, rb := rs[a], rs[b]
					if ra.destino == rb.destino && (string(instante.AppendData(nil, ra.partida)) == string(instante.AppendData(nil, rb.partida)) || ra.partida.Equal(rb.partida)) &&
						grupoDeI[a] != grupoDeI[b] {
						g, h := min(grupoDeI[a], grupoDeI[b]), max(grupoDeI[a], grupoDeI[b])
						for c := range grupoDeI {
							if grupoDeI[c] == h {
								grupoDeI[c] = g
							}
						}
						mudou = true
					}
				}
			}
		}
		var want [][]int32
		for g := 0; g < n; g++ {
			var membros []int32
			for a := 0; a < n; a++ {
				if grupoDeI[a] == g {
					membros = append(membros, int32(a))
				}
			}
			if len(membros) > 1 {
				want = append(want, membros)
			}
		}
		if len(want) != len(res.Conflitos) {
			t.Fatalf("case %d: %d groups, brute force %d", i, len(res.Conflitos), len(want))
		}
		for k, c := range res.Conflitos {
			g := grupo{}
			for _, x := range c.Reservas {
				g.membros = append(g.membros, int32(x))
			}
			if !slices.Equal(g.membros, want[k]) {
				t.Fatalf("case %d: group %d = %v, want %v", i, k, g.membros, want[k])
			}
			if !strings.Contains(c.Motivo, listaOrdinais(g)) || !strings.Contains(c.Motivo, dataBR(rs[g.membros[0]].partida)) || c.Fundamentos.r == (refs{}) {
				t.Fatalf("case %d: motivo %q", i, c.Motivo)
			}
		}
		textos := ""
		for _, nt := range res.Notas {
			textos += nt.Texto
		}
		if (len(res.Conflitos) == 0) != strings.Contains(textos, "Nenhuma reserva") || (len(res.Conflitos) > 0) != strings.Contains(textos, "documento de recusa") {
			t.Fatalf("case %d: notes disagree with %d groups: %s", i, len(res.Conflitos), textos)
		}
	}
}
