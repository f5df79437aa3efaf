package acento

import "testing"

// TestDobrar: every accented lower-case letter of Portuguese folds, and so
// do the ordinal indicators; upper case, other letters and the Latin-1
// letters without a base letter (æ, ð, ø, þ, ß) stay.
func TestDobrar(t *testing.T) {
	casos := map[rune]rune{
		'á': 'a', 'à': 'a', 'â': 'a', 'ã': 'a', 'é': 'e', 'ê': 'e', 'í': 'i', 'ó': 'o', 'ô': 'o',
		'õ': 'o', 'ú': 'u', 'ü': 'u', 'ç': 'c', 'ñ': 'n', 'ÿ': 'y', 'ª': 'a', 'º': 'o',
		'a': 'a', 'z': 'z', '1': '1', 'Á': 'Á', 'Ç': 'Ç', 'æ': 'æ', 'ð': 'ð', 'ø': 'ø', 'þ': 'þ',
		'ß': 'ß', '×': '×', '÷': '÷', '°': '°', 'ă': 'ă', '😀': '😀',
	}
	for r, want := range casos {
		if got := Dobrar(r); got != want {
			t.Errorf("Dobrar(%q) = %q, quero %q", r, got, want)
		}
	}
	// what folds is Latin-1 lower case and the two indicators, and folds
	// to an ASCII lower-case letter
	for r := rune(0); r < 0x250; r++ {
		d := Dobrar(r)
		if d == r {
			continue
		}
		latim1 := r == 'ª' || r == 'º' || (r >= 0xE0 && r <= 0xFF)
		if !latim1 || d < 'a' || d > 'z' {
			t.Errorf("Dobrar(%q) = %q: fora da tabela de Latin-1 minúsculo", r, d)
		}
	}
}
