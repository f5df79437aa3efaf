package calculator

import "testing"

// rules.md § 9 (Res art153, I; Dec art14 parágrafo único): CNPJ in the
// numeric and the alphanumeric form.
func TestValidarCNPJ(t *testing.T) {
	casos := []struct {
		cnpj string
		ok   bool
	}{
		{"11.222.333/0001-81", true},
		{"11222333000181", true},
		{"11.222.333/0001-82", false},
		{"11.222.333/0001-91", false},
		{"00.000.000/0000-00", false},
		{"1122233300018", false},
		{"112223330001811", false},
		{"12.ABC.345/01DE-35", true}, // Receita Federal's example of the alphanumeric CNPJ
		{"12.abc.345/01de-35", true},
		{"12ABC34501DE35", true},
		{"12ABC34501DE36", false},
		{"12.ABC.345/01DE-3A", false}, // check digits are always digits
		{"12.ABÇ.345/01DE-35", false},
		{"", false},
		{"..//--", false},
	}
	for _, c := range casos {
		if got := ValidarCNPJ(c.cnpj); got != c.ok {
			t.Errorf("ValidarCNPJ(%q) = %v, want %v", c.cnpj, got, c.ok)
		}
	}
}

// Every 12-character base has exactly one pair of check digits.
func TestValidarCNPJDigitosUnicos(t *testing.T) {
	bases := []string{"ABCDEFGHIJKL", "000000000001", "ZZZZZZZZZZZZ", "12ABC34501DE"}
	for _, b := range bases {
		validos := 0
		for d1 := '0'; d1 <= '9'; d1++ {
			for d2 := '0'; d2 <= '9'; d2++ {
				if ValidarCNPJ(b + string(d1) + string(d2)) {
					validos++
				}
			}
		}
		if validos != 1 {
			t.Errorf("base %s: %d valid check digit pairs, want 1", b, validos)
		}
	}
}

func FuzzValidarCNPJ(f *testing.F) {
	f.Add("12.ABC.345/01DE-35")
	f.Add("11.222.333/0001-81")
	f.Fuzz(func(t *testing.T, s string) {
		_ = ValidarCNPJ(s)
	})
}
