package calculator

// parseInt64 is strconv.ParseInt(s, 10, 64) without its error values, for
// the size of the WebAssembly module: strconv's *NumError brings in
// strconv.Quote and its tables of printable runes (about 5 KB brotli
// measured). It accepts exactly what ParseInt accepts (an optional sign, then
// one or more ASCII digits, in range); inteiro_test.go compares the two.
func parseInt64(s string) (int64, bool) {
	neg := false
	if len(s) > 0 && (s[0] == '-' || s[0] == '+') {
		neg = s[0] == '-'
		s = s[1:]
	}
	if s == "" {
		return 0, false
	}
	const limite = 1 << 63 // the magnitude of the most negative int64
	var u uint64
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		if u > limite/10 {
			return 0, false
		}
		u = u*10 + uint64(c-'0')
		if u > limite {
			return 0, false
		}
	}
	if neg {
		return -int64(u), true // -(1<<63) wraps to itself: the minimum
	}
	if u > limite-1 {
		return 0, false
	}
	return int64(u), true
}

// fracionario is strings.ContainsAny(s, ".eE"), by hand for size: s is a
// JSON number, and one with a fraction or an exponent is not an integer.
func fracionario(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c == '.' || c == 'e' || c == 'E' {
			return true
		}
	}
	return false
}

// maiusculasASCII upper-cases the ASCII letters of s: for the two bytes of
// a UF it is strings.ToUpper, since two bytes that are not two ASCII letters
// never become a UF under ToUpper either (one two-byte rune gives one rune;
// invalid bytes give U+FFFD). By hand for size (ToUpper brings strings.Map
// and the Unicode case tables' upper half).
func maiusculasASCII(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'a' <= c && c <= 'z' {
			b[i] = c - 'a' + 'A'
		}
	}
	return string(b)
}
