package generator

import (
	"strconv"
	"strings"
)

// romanos maps the Roman numeral symbols to their values.
var romanos = map[byte]int{'I': 1, 'V': 5, 'X': 10, 'L': 50, 'C': 100, 'D': 500, 'M': 1000}

// romanoParaInt converts a Roman numeral in canonical form ("IV", "XIX")
// to its value. It reports false for anything else ("IIII", "VX", "").
func romanoParaInt(s string) (int, bool) {
	if s == "" || len(s) > 15 {
		return 0, false
	}
	total := 0
	for i := 0; i < len(s); i++ {
		v, ok := romanos[s[i]]
		if !ok {
			return 0, false
		}
		if i+1 < len(s) && romanos[s[i+1]] > v {
			total -= v
		} else {
			total += v
		}
	}
	if total <= 0 || total >= 4000 || intParaRomano(total) != s {
		return 0, false
	}
	return total, true
}

// intParaRomano writes n (1..3999) as a canonical Roman numeral.
func intParaRomano(n int) string {
	if n <= 0 || n >= 4000 {
		return ""
	}
	valores := []int{1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1}
	simbolos := []string{"M", "CM", "D", "CD", "C", "XC", "L", "XL", "X", "IX", "V", "IV", "I"}
	var b strings.Builder
	for i, v := range valores {
		for n >= v {
			b.WriteString(simbolos[i])
			n -= v
		}
	}
	return b.String()
}

// letraParaInt converts an alínea letter to its ordinal (a → 1).
func letraParaInt(c byte) int {
	if c < 'a' || c > 'z' {
		return 0
	}
	return int(c-'a') + 1
}

// sufixoParaInt converts the letter suffix of "1º-A" to its LexML number (A → 1).
func sufixoParaInt(c byte) int {
	if c >= 'a' && c <= 'z' {
		c -= 'a' - 'A'
	}
	if c < 'A' || c > 'Z' {
		return 0
	}
	return int(c-'A') + 1
}

// ordinal writes an article or paragraph number as Brazilian law cites it:
// 1º … 9º, then 10, 11 …
func ordinal(n int) string {
	if n < 10 {
		return strconv.Itoa(n) + "º"
	}
	return strconv.Itoa(n)
}

// numero is a normalised dispositivo number: N, optional letter suffix
// (1º-A → Sufixo 1) or Unico for "único".
type numero struct {
	N      int
	Sufixo int
	Unico  bool
}

// token writes the LexML id fragment of the number: "1", "1-1", "1u".
func (n numero) token() string {
	if n.Unico {
		return "1u"
	}
	s := strconv.Itoa(n.N)
	if n.Sufixo > 0 {
		s += "-" + strconv.Itoa(n.Sufixo)
	}
	return s
}

func letraSufixo(s int) string {
	if s <= 0 || s > 26 {
		return ""
	}
	return "-" + string(rune('A'+s-1))
}

// citacaoParte writes one step of a citation label (without the norm prefix).
func citacaoParte(tipo tipoNo, n numero) string {
	switch tipo {
	case noArtigo:
		if n.Unico {
			return "art. único"
		}
		return "art. " + ordinal(n.N) + letraSufixo(n.Sufixo)
	case noParagrafo:
		if n.Unico {
			return "parágrafo único"
		}
		return "§ " + ordinal(n.N) + letraSufixo(n.Sufixo)
	case noInciso:
		return intParaRomano(n.N) + letraSufixo(n.Sufixo)
	case noAlinea:
		if n.N >= 1 && n.N <= 26 {
			return string(rune('a'+n.N-1)) + letraSufixo(n.Sufixo)
		}
		return strconv.Itoa(n.N)
	case noItem:
		return strconv.Itoa(n.N)
	}
	if tipo.agrupador() {
		nome := tipo.nome()
		if n.Unico {
			if tipo == noSecao || tipo == noSubsecao {
				return nome + " única"
			}
			return nome + " único"
		}
		return nome + " " + intParaRomano(n.N) + letraSufixo(n.Sufixo)
	}
	return ""
}
