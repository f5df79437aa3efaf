package generator

import "testing"

func TestRomanos(t *testing.T) {
	for n := 1; n < 4000; n++ {
		r := intParaRomano(n)
		v, ok := romanoParaInt(r)
		if !ok || v != n {
			t.Fatalf("%d → %q → %d, %v", n, r, v, ok)
		}
	}
	for _, s := range []string{"", "IIII", "VX", "IIV", "MMMM", "A", "iv", "IL", "XM"} {
		if v, ok := romanoParaInt(s); ok {
			t.Errorf("romanoParaInt(%q) = %d, deveria ser inválido", s, v)
		}
	}
}

func TestCitacaoParte(t *testing.T) {
	casos := []struct {
		tipo tipoNo
		n    numero
		want string
	}{
		{noArtigo, numero{N: 1}, "art. 1º"},
		{noArtigo, numero{N: 9}, "art. 9º"},
		{noArtigo, numero{N: 10}, "art. 10"},
		{noArtigo, numero{N: 1, Sufixo: 1}, "art. 1º-A"},
		{noArtigo, numero{Unico: true}, "art. único"},
		{noParagrafo, numero{N: 2}, "§ 2º"},
		{noParagrafo, numero{N: 12}, "§ 12"},
		{noParagrafo, numero{Unico: true}, "parágrafo único"},
		{noInciso, numero{N: 4}, "IV"},
		{noAlinea, numero{N: 4}, "d"},
		{noItem, numero{N: 3}, "3"},
		{noSecao, numero{N: 9}, "Seção IX"},
		{noSubsecao, numero{Unico: true}, "Subseção única"},
	}
	for _, c := range casos {
		if got := citacaoParte(c.tipo, c.n); got != c.want {
			t.Errorf("citacaoParte(%v, %+v) = %q, quero %q", c.tipo, c.n, got, c.want)
		}
	}
}

func TestToken(t *testing.T) {
	casos := map[numero]string{{N: 1}: "1", {N: 1, Sufixo: 1}: "1-1", {Unico: true}: "1u", {N: 143}: "143"}
	for n, want := range casos {
		if got := n.token(); got != want {
			t.Errorf("%+v.token() = %q, quero %q", n, got, want)
		}
	}
}
