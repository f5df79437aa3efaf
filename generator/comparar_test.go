package generator

import (
	"os"
	"strings"
	"testing"

	"viagemdedireito/calculator/lexml"
)

// juntarPedacos rebuilds one side of a comparison: the earlier text (sem
// "inserido") or the later one (sem "removido").
func juntarPedacos(ps []pedaco, sem string) string {
	var ws []string
	for _, p := range ps {
		if p.Tipo != sem {
			ws = append(ws, p.Texto)
		}
	}
	return strings.Join(ws, " ")
}

func TestCompararPalavras(t *testing.T) {
	casos := []struct {
		nome, a, b string
		want       []pedaco
	}{
		{"palavra trocada", "o passe do idoso vale", "o passe da pessoa idosa vale",
			[]pedaco{{"", "o passe"}, {"removido", "do idoso"}, {"inserido", "da pessoa idosa"}, {"", "vale"}}},
		{"palavra acrescentada", "em ônibus convencionais;", "em ônibus convencionais e executivos;",
			[]pedaco{{"", "em ônibus"}, {"removido", "convencionais;"}, {"inserido", "convencionais e executivos;"}}},
		{"palavra suprimida", "a b c", "a c", []pedaco{{"", "a"}, {"removido", "b"}, {"", "c"}}},
		{"iguais", "x  y\nz", "x y z", []pedaco{{"", "x y z"}}},
		{"tudo novo", "", "novo texto", []pedaco{{"inserido", "novo texto"}}},
		{"tudo suprimido", "velho", "", []pedaco{{"removido", "velho"}}},
	}
	for _, c := range casos {
		got := compararPalavras(c.a, c.b)
		if len(got) != len(c.want) {
			t.Errorf("%s: %q → %q = %v, quer %v", c.nome, c.a, c.b, got, c.want)
			continue
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("%s: pedaço %d = %v, quer %v (tudo: %v)", c.nome, i, got[i], c.want[i], got)
			}
		}
	}
}

// FuzzCompararPalavras: whatever the texts, the runs give back both, no
// two neighbouring runs are of the same kind, and the runs common to both
// are as many words as the longest common subsequence can hold (a
// comparison that marked everything as changed would fail).
func FuzzCompararPalavras(f *testing.F) {
	f.Add("para idosos com renda", "para pessoas idosas com renda")
	f.Add("a b a b", "b a b a")
	f.Add("", "")
	f.Fuzz(func(t *testing.T, a, b string) {
		if len(a) > 2000 || len(b) > 2000 {
			return
		}
		ps := compararPalavras(a, b)
		if got, want := juntarPedacos(ps, "inserido"), strings.Join(strings.Fields(a), " "); got != want {
			t.Fatalf("o lado anterior não volta: %q, quer %q", got, want)
		}
		if got, want := juntarPedacos(ps, "removido"), strings.Join(strings.Fields(b), " "); got != want {
			t.Fatalf("o lado seguinte não volta: %q, quer %q", got, want)
		}
		comuns := 0
		for i, p := range ps {
			if i > 0 && ps[i-1].Tipo == p.Tipo {
				t.Fatalf("dois pedaços seguidos do tipo %q: %v", p.Tipo, ps)
			}
			if p.Tipo == "" {
				comuns += len(strings.Fields(p.Texto))
			}
		}
		if lcs := maiorSubsequencia(strings.Fields(a), strings.Fields(b)); comuns != lcs {
			t.Fatalf("%d palavras em comum, a maior subsequência comum tem %d", comuns, lcs)
		}
	})
}

// maiorSubsequencia is the length of the longest common subsequence, computed
// independently (one row at a time, from the start).
func maiorSubsequencia(a, b []string) int {
	ant := make([]int, len(b)+1)
	for i := range a {
		cur := make([]int, len(b)+1)
		for j := range b {
			if a[i] == b[j] {
				cur[j+1] = ant[j] + 1
			} else {
				cur[j+1] = max(cur[j], ant[j+1])
			}
		}
		ant = cur
	}
	return ant[len(b)]
}

// TestComparacaoDoEstatuto compares the published wordings of the
// Estatuto's art. 40: in 2022 its incisos changed ("idosos" → "pessoas
// idosas", "salários-mínimos" → "salários mínimos", "cinqüenta" →
// "cinquenta"), its caput and parágrafo único did not (the compilation's
// marks aside), and the articles only the text in force publishes are not
// compared.
func TestComparacaoDoEstatuto(t *testing.T) {
	fontes, err := carregar(os.DirFS("../content"), lexml.Padrao(), novoMarkdown(), &diagnosticos{})
	if err != nil {
		t.Fatal(err)
	}
	var n *norma
	for _, x := range montar(fontes, &diagnosticos{}) {
		if x.Slug == "lei-10741-2003" {
			n = x
		}
	}
	if n == nil || len(n.redacoes) != 2 {
		t.Fatalf("lei-10741-2003 deveria ter duas redações publicadas: %+v", n)
	}
	c := compararRedacoes(n.redacoes[0], n.redacoes[1])
	situacao := map[string]string{}
	for _, l := range c.Linhas {
		situacao[l.ID] = l.Situacao
		switch l.ID {
		case "art40_cpt_inc1":
			want := []pedaco{{"", "I – a reserva de 2 (duas) vagas gratuitas por veículo para"}, {"removido", "idosos"},
				{"inserido", "pessoas idosas"}, {"", "com renda igual ou inferior a 2 (dois)"}, {"removido", "salários-mínimos;"}, {"inserido", "salários mínimos;"}}
			if len(l.Pedacos) != len(want) {
				t.Fatalf("art. 40, I: %v, quer %v", l.Pedacos, want)
			}
			for i := range want {
				if l.Pedacos[i] != want[i] {
					t.Errorf("art. 40, I, pedaço %d: %v, quer %v", i, l.Pedacos[i], want[i])
				}
			}
		case "art40_cpt_inc2":
			if juntarPedacos(l.Pedacos, "removido") == juntarPedacos(l.Pedacos, "inserido") || !strings.Contains(juntarPedacos(l.Pedacos, "inserido"), "(cinqüenta") {
				t.Errorf("art. 40, II: a comparação deveria mostrar “cinqüenta” → “cinquenta”: %v", l.Pedacos)
			}
		}
	}
	for id, want := range map[string]string{"art1": situacaoAlterado, "art40": situacaoIgual, "art40_cpt_inc1": situacaoAlterado,
		"art40_cpt_inc2": situacaoAlterado, "art40_par1u": situacaoIgual} {
		if situacao[id] != want {
			t.Errorf("%s: %q, quer %q", id, situacao[id], want)
		}
	}
	if got := strings.Join(c.NaoComparados, "; "); got != "art. 39; art. 41; art. 42; art. 118" {
		t.Errorf("não comparados: %q", got)
	}
	// the marks: the text in force says since when, the earlier one until when
	if x := n.porID["art40_cpt_inc1"]; x.Redacao == nil || !strings.Contains(x.Redacao.Texto, "22/07/2022") || !strings.Contains(x.Redacao.Texto, "Lei nº 14.423") {
		t.Errorf("art. 40, I em vigor sem a marca da alteração: %+v", x.Redacao)
	}
	if x := n.porID["art40"]; x.Redacao != nil {
		t.Errorf("art. 40, caput, não mudou e tem marca: %+v", x.Redacao)
	}
	if x := n.anteriores[0].porID["art1"]; x.Redacao == nil || x.Redacao.HrefOutra != "/legislacao/lei-10741-2003/#art1" {
		t.Errorf("art. 1º de 2003 sem o link para a redação em vigor: %+v", x.Redacao)
	}
}
