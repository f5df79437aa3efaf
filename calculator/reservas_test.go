package calculator

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
	"time"
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
		{"mesmo dia só no fuso da segunda reserva",
			`{"destino":"Cuiabá","partida":"2026-12-25T00:30:00-03:00"},{"destino":"CUIABA","partida":"2026-12-24T10:00:00-04:00"}`, [][2]int{{0, 1}}},
		{"dias diferentes nos dois fusos",
			`{"destino":"Cuiabá","partida":"2026-12-25T01:30:00-03:00"},{"destino":"Cuiabá","partida":"2026-12-24T10:00:00-04:00"}`, nil},
		{"acentos, maiúsculas, espaços nas pontas e repetidos",
			`{"destino":"  São   José dos Campos ","partida":"2026-12-24T08:00:00-03:00"},{"destino":"SAO JOSE DOS CAMPOS","partida":"2026-12-24T20:00:00-03:00"},{"destino":"São José","partida":"2026-12-24T09:00:00-03:00"}`, [][2]int{{0, 1}}},
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
	if s, _ := pegar(m, "conflitos.0.motivo").(string); !strings.Contains(s, "no fuso UTC−03:00") || !strings.Contains(s, "24/12/2026") {
		t.Errorf("the offset of the reading is not named: %q", s)
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
// on one day give every one of the 19,900 pairs.
func TestReservasLimite(t *testing.T) {
	falha(t, pedidoReservasIguais(201), erroEsperado{"reservas", codListaTamanho})
	out := Calcular([]byte(pedidoReservasIguais(200)))
	var m struct {
		Ok        bool `json:"ok"`
		Conflitos []struct {
			Reservas [2]int `json:"reservas"`
		} `json:"conflitos"`
	}
	if err := json.Unmarshal(out, &m); err != nil || !m.Ok {
		t.Fatalf("200 reservations: %v %.200s", err, out)
	}
	if len(m.Conflitos) != 200*199/2 {
		t.Fatalf("%d conflicts, want 19900", len(m.Conflitos))
	}
	k := 0
	for i := 0; i < 200; i++ {
		for j := i + 1; j < 200; j++ {
			if m.Conflitos[k].Reservas != [2]int{i, j} {
				t.Fatalf("conflict %d is %v, want [%d %d]", k, m.Conflitos[k].Reservas, i, j)
			}
			k++
		}
	}
	// The answer stays bounded: about 700 bytes a pair.
	if len(out) > 200*199/2*800 {
		t.Errorf("answer of %d bytes for 19,900 pairs", len(out))
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
		p := pedidoReservas{}
		base := instanteAleatorio(r)
		for k := 0; k < n; k++ {
			t := base.Add(time.Duration(r.IntN(60*60)) * time.Minute).In(time.FixedZone("", (r.IntN(7)-5)*3600))
			p.reservas = append(p.reservas, reserva{destino: dobrar(destinos[r.IntN(len(destinos))]), partida: t})
		}
		res := calcularReservas(&p)
		var want [][2]int
		for a := 0; a < n; a++ {
			for b := a + 1; b < n; b++ {
				ra, rb := p.reservas[a], p.reservas[b]
				da := func(x time.Time, ref time.Time) string { return x.In(ref.Location()).Format("2006-01-02") }
				if ra.destino == rb.destino && (da(ra.partida, ra.partida) == da(rb.partida, ra.partida) || da(ra.partida, rb.partida) == da(rb.partida, rb.partida)) {
					want = append(want, [2]int{a, b})
				}
			}
		}
		if len(want) != len(res.conflitos) {
			t.Fatalf("case %d: %d conflicts, brute force %d", i, len(res.conflitos), len(want))
		}
		for k, c := range res.conflitos {
			if [2]int{int(c.i), int(c.j)} != want[k] {
				t.Fatalf("case %d: conflict %d = %v, want %v", i, k, c, want[k])
			}
			m := res.motivo(c)
			if !strings.Contains(m.texto, ordinalFeminino(int(c.i)+1)) || !strings.Contains(m.texto, dataBR(p.reservas[c.em].partida)) || m.fund == (refs{}) {
				t.Fatalf("case %d: motivo %q", i, m.texto)
			}
		}
		textos := ""
		for _, nt := range res.notas {
			textos += nt.texto
		}
		if (len(res.conflitos) == 0) != strings.Contains(textos, "Nenhuma reserva") || (len(res.conflitos) > 0) != strings.Contains(textos, "documento de recusa") {
			t.Fatalf("case %d: notes disagree with %d conflicts: %s", i, len(res.conflitos), textos)
		}
	}
}
