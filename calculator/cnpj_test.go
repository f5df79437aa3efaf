package calculator

import (
	"strings"
	"testing"
	"unicode/utf8"
)

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

// cnpjReferencia is an independent reading of rules.md § 9: strip the
// punctuation the validator accepts, upper-case, then 12 characters of
// [0-9A-Z] and 2 digits whose values (ASCII code − 48) satisfy both
// modulus-11 check digits, not all zeros.
func cnpjReferencia(s string) bool {
	s = strings.ToUpper(strings.NewReplacer(".", "", "/", "", "-", "", " ", "").Replace(s))
	if len(s) != 14 || s == "00000000000000" {
		return false
	}
	for i, c := range []byte(s) {
		digito := c >= '0' && c <= '9'
		letra := c >= 'A' && c <= 'Z'
		if !digito && !(letra && i < 12) {
			return false
		}
	}
	return digitosReferencia(s[:12]) == s[12:]
}

// digitosReferencia computes the two check digits of a 12-character base:
// weights 5,4,3,2,9,…,2 (first) and 6,5,4,3,2,9,…,2 (second) from the left.
func digitosReferencia(base string) string {
	dv := func(s string) byte {
		pesos := []int{6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2}[13-len(s):]
		soma := 0
		for i := 0; i < len(s); i++ {
			soma += (int(s[i]) - 48) * pesos[i]
		}
		if r := soma % 11; r >= 2 {
			return byte('0' + 11 - r)
		}
		return '0'
	}
	d1 := dv(base)
	return string([]byte{d1, dv(base + string(d1))})
}

// FuzzValidarCNPJ: valid ⇔ the recomputed check digits match, in the
// numeric and the alphanumeric forms, with or without punctuation; the
// masked and the bare forms of the same CNPJ agree, and so do the lower-
// and upper-case forms.
func FuzzValidarCNPJ(f *testing.F) {
	for _, s := range []string{"12.ABC.345/01DE-35", "11.222.333/0001-81", "11222333000181", "12abc34501de35", "00000000000000", "ÁBCDEFGHIJKL00", "1 1 2 2 2 3 3 3 0 0 0 1 8 1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		// A base built from the input, with the recomputed check digits,
		// must be valid (unless it is all zeros).
		const alfabeto = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
		base := make([]byte, 12)
		for i := range base {
			if i < len(s) {
				base[i] = alfabeto[int(s[i])%len(alfabeto)]
			} else {
				base[i] = '0'
			}
		}
		cnpj := string(base) + digitosReferencia(string(base))
		if ValidarCNPJ(cnpj) != (cnpj != "00000000000000") {
			t.Fatalf("%s: recomputed check digits, ValidarCNPJ says %v", cnpj, ValidarCNPJ(cnpj))
		}
		got := ValidarCNPJ(s)
		if want := cnpjReferencia(s); got != want {
			t.Fatalf("ValidarCNPJ(%q) = %v, the check digits say %v", s, got, want)
		}
		if got != ValidarCNPJ(strings.ToLower(s)) && !strings.ContainsFunc(s, func(r rune) bool { return r >= utf8.RuneSelf }) {
			t.Fatalf("%q: lower case changes the answer", s)
		}
		if got {
			nu := strings.ToUpper(strings.NewReplacer(".", "", "/", "", "-", "", " ", "").Replace(s))
			mascara := nu[:2] + "." + nu[2:5] + "." + nu[5:8] + "/" + nu[8:12] + "-" + nu[12:]
			if !ValidarCNPJ(nu) || !ValidarCNPJ(mascara) {
				t.Fatalf("%q is valid but %q or %q is not", s, nu, mascara)
			}
			// Changing one check digit always invalidates it.
			outro := nu[:13] + string(rune('0'+(nu[13]-'0'+1)%10))
			if ValidarCNPJ(outro) {
				t.Fatalf("%q and %q are both valid", nu, outro)
			}
		}
	})
}
