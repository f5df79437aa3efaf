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
