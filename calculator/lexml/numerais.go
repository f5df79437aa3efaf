package lexml

import "strconv"

// Romano writes n (1..3999) as a canonical Roman numeral ("IV", "XIX"); ""
// outside that range.
func Romano(n int) string {
	if n <= 0 || n >= 4000 {
		return ""
	}
	valores := [...]int{1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1}
	simbolos := [...]string{"M", "CM", "D", "CD", "C", "XC", "L", "XL", "X", "IX", "V", "IV", "I"}
	b := make([]byte, 0, 16)
	for i, v := range valores {
		for n >= v {
			b = append(b, simbolos[i]...)
			n -= v
		}
	}
	return string(b)
}

func valorRomano(c byte) int {
	switch c {
	case 'I':
		return 1
	case 'V':
		return 5
	case 'X':
		return 10
	case 'L':
		return 50
	case 'C':
		return 100
	case 'D':
		return 500
	case 'M':
		return 1000
	}
	return 0
}

// ParseRomano reads a Roman numeral in canonical form ("IV", "XIX") and
// reports false for anything else ("IIII", "VX", "iv", "").
func ParseRomano(s string) (int, bool) {
	if s == "" || len(s) > 15 {
		return 0, false
	}
	total := 0
	for i := 0; i < len(s); i++ {
		v := valorRomano(s[i])
		if v == 0 {
			return 0, false
		}
		if i+1 < len(s) && valorRomano(s[i+1]) > v {
			total -= v
		} else {
			total += v
		}
	}
	if total <= 0 || total >= 4000 || Romano(total) != s {
		return 0, false
	}
	return total, true
}

// Letra writes the alínea of ordinal n (1 → "a" … 26 → "z"); "" outside.
func Letra(n int) string {
	if n < 1 || n > 26 {
		return ""
	}
	return string(rune('a' + n - 1))
}

// ParseLetra reads an alínea letter ('a' → 1 … 'z' → 26); 0 for anything else.
func ParseLetra(c byte) int {
	if c < 'a' || c > 'z' {
		return 0
	}
	return int(c-'a') + 1
}

// ParseSufixo reads the letter of a suffix such as the "A" of "1º-A" (upper or
// lower case) as its LexML number (A → 1); 0 for anything else.
func ParseSufixo(c byte) int {
	if c >= 'a' && c <= 'z' {
		c -= 'a' - 'A'
	}
	if c < 'A' || c > 'Z' {
		return 0
	}
	return int(c-'A') + 1
}

// Sufixo writes suffix number s as it follows a number in a label: 1 → "-A";
// "" for 0 or out of range.
func Sufixo(s int) string {
	if s <= 0 || s > 26 {
		return ""
	}
	return "-" + string(rune('A'+s-1))
}

// Ordinal writes an article or paragraph number as Brazilian law cites it:
// 1º … 9º, then 10, 11 …
func Ordinal(n int) string {
	if n >= 1 && n < 10 {
		return strconv.Itoa(n) + "º"
	}
	return strconv.Itoa(n)
}
