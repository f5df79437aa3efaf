package lexml

import "testing"

func TestRomanos(t *testing.T) {
	for n := 1; n < 4000; n++ {
		r := Romano(n)
		v, ok := ParseRomano(r)
		if !ok || v != n {
			t.Fatalf("%d → %q → %d, %v", n, r, v, ok)
		}
	}
	for n, want := range map[int]string{1: "I", 4: "IV", 9: "IX", 14: "XIV", 19: "XIX", 40: "XL", 90: "XC", 400: "CD", 1994: "MCMXCIV", 3999: "MMMCMXCIX", 0: "", -1: "", 4000: ""} {
		if got := Romano(n); got != want {
			t.Errorf("Romano(%d) = %q, quero %q", n, got, want)
		}
	}
	for _, s := range []string{"", "IIII", "VX", "IIV", "MMMM", "A", "iv", "IL", "XM", "VV", "IVI", "MMMMMMMMMMMMMMMM"} {
		if v, ok := ParseRomano(s); ok {
			t.Errorf("ParseRomano(%q) = %d, deveria ser inválido", s, v)
		}
	}
}

func TestLetrasOrdinais(t *testing.T) {
	for n := 1; n <= 26; n++ {
		l := Letra(n)
		if len(l) != 1 || ParseLetra(l[0]) != n {
			t.Errorf("Letra(%d) = %q", n, l)
		}
		if s := Sufixo(n); len(s) != 2 || s[0] != '-' || ParseSufixo(s[1]) != n || ParseSufixo(s[1]+'a'-'A') != n {
			t.Errorf("Sufixo(%d) = %q", n, s)
		}
	}
	if Letra(0) != "" || Letra(27) != "" || ParseLetra('A') != 0 || ParseLetra('{') != 0 || ParseSufixo('1') != 0 || Sufixo(0) != "" || Sufixo(27) != "" {
		t.Error("letras fora do intervalo")
	}
	if Letra(4) != "d" || Sufixo(1) != "-A" {
		t.Errorf("Letra(4) = %q, Sufixo(1) = %q", Letra(4), Sufixo(1))
	}
	for n, want := range map[int]string{1: "1º", 9: "9º", 10: "10", 11: "11", 143: "143", 0: "0"} {
		if got := Ordinal(n); got != want {
			t.Errorf("Ordinal(%d) = %q, quero %q", n, got, want)
		}
	}
}
