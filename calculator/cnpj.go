package calculator

// ValidarCNPJ reports whether s is a valid CNPJ in the numeric or in the
// alphanumeric form (rules.md § 9; Res art153, I; Dec art14 parágrafo único:
// the refusal document names the company and its CNPJ). The mask characters
// ".", "/" and "-" and spaces are ignored; letters may be lower case. The
// first 12 positions are digits or letters A–Z, the last 2 are check digits;
// each character counts as its ASCII code − 48 (so '0'…'9' → 0…9 and
// 'A' → 17, 'Z' → 42), weighted 2…9 from the right, modulus 11. The all-zero
// CNPJ is rejected.
func ValidarCNPJ(s string) bool {
	var c [14]byte
	n := 0
	for i := 0; i < len(s); i++ {
		b := s[i]
		switch {
		case b == '.' || b == '/' || b == '-' || b == ' ':
			continue
		case b >= 'a' && b <= 'z':
			b -= 'a' - 'A'
		}
		if n == 14 {
			return false
		}
		c[n] = b
		n++
	}
	if n != 14 {
		return false
	}
	zeros := true
	for i, b := range c {
		switch {
		case b >= '0' && b <= '9':
		case b >= 'A' && b <= 'Z' && i < 12:
		default:
			return false
		}
		if b != '0' {
			zeros = false
		}
	}
	if zeros {
		return false
	}
	return digitoCNPJ(c[:12]) == c[12]-'0' && digitoCNPJ(c[:13]) == c[13]-'0'
}

// digitoCNPJ computes the check digit of the characters in base: weights
// 2, 3, …, 9, 2, 3, … from the rightmost character.
func digitoCNPJ(base []byte) byte {
	soma, peso := 0, 2
	for i := len(base) - 1; i >= 0; i-- {
		soma += int(base[i]-'0') * peso
		peso++
		if peso > 9 {
			peso = 2
		}
	}
	r := soma % 11
	if r < 2 {
		return 0
	}
	return byte(11 - r)
}
