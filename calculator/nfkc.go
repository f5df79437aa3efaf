package calculator

import (
	"unicode"
	"unicode/utf8"

	"viagemdedireito/calculator/acento"
)

//go:generate go run ../generator/cmd/gerarnfkc

// Unicode normalisation of destinations (rules revision 4, R8, C14): two
// destinations are the same when their NFKC forms, without format
// characters (U+200B and the other Cf), are the same after the folding of
// case, accents and spaces. The engine compares instead their
// compatibility decompositions (NFKD, from the table nfkc_tabela.go that
// generator/cmd/gerarnfkc generates from golang.org/x/text/unicode/norm), with
// the combining marks that compose into a letter calculator/acento folds
// dropped: NFKD(NFKC(s)) = NFKD(s), so the two readings agree, and the
// engine needs neither the package nor its composition tables. Only the
// decompositions into code points below U+0370 are tabled (2,058 code
// points: fullwidth and mathematical letters, ligatures, circled and
// superscript letters, precomposed Latin letters); a text in another script
// is compared as it is written.

// decomposicao returns the NFKD of r when the table has it.
func decomposicao(r rune) (string, bool) {
	lo, hi := 0, len(nfkcRunas)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if rune(nfkcRunas[m]) < r {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo == len(nfkcRunas) || rune(nfkcRunas[lo]) != r {
		return "", false
	}
	ini := 0
	if lo > 0 {
		ini = int(nfkcFim[lo-1])
	}
	return nfkcTexto[ini:nfkcFim[lo]], true
}

// marcaDobrada reports whether the combining mark m after the base letter
// b composes into a letter that calculator/acento folds to b.
func marcaDobrada(b, m rune) bool {
	k := uint32(b)<<16 | uint32(m)
	for _, p := range marcasDobradas {
		if p == k {
			return true
		}
	}
	return false
}

// ccc is the canonical combining class of r for the marks the table
// knows (U+0300–U+036F); 0 for every other code point.
func ccc(r rune) uint8 {
	if r >= 0x300 && r < 0x370 {
		return cccMarcas[r-0x300]
	}
	return 0
}

// dobrar normalises a destination for comparison: "São Paulo", "SAO PAULO",
// " sao  paulo", "Ｓão Paulo", "Sao Paulo\u200b" and the decomposed
// "Sa\u0303o Paulo" compare equal. The text is decomposed (NFKD: the table,
// then the canonical order of the marks), then folded rune by rune: lower
// case, accents (the project's one table, calculator/acento, which folds ª
// and º too; a mark right after its letter that composes into a folded
// letter is dropped), and spaces trimmed and collapsed.
func dobrar(s string) string {
	rs := make([]rune, 0, len(s))
	for _, r := range s {
		if unicode.Is(unicode.Cf, r) {
			continue
		}
		x, ok := decomposicao(r)
		if !ok {
			rs = append(rs, r)
			continue
		}
		for _, y := range x {
			rs = append(rs, y)
		}
	}
	// Canonical ordering: each run of marks sorted by class, stably.
	for i := 1; i < len(rs); i++ {
		for j := i; j > 0 && ccc(rs[j]) != 0 && ccc(rs[j-1]) > ccc(rs[j]); j-- {
			rs[j], rs[j-1] = rs[j-1], rs[j]
		}
	}
	b := make([]byte, 0, len(s))
	espaco := false
	var base rune // the letter just written, while no mark follows it
	for _, r := range rs {
		if unicode.IsSpace(r) {
			espaco = len(b) > 0
			base = 0
			continue
		}
		r = unicode.ToLower(r)
		if base != 0 && marcaDobrada(base, r) {
			base = 0
			continue
		}
		if espaco {
			b = append(b, ' ')
			espaco = false
		}
		base = r
		if ccc(r) != 0 {
			base = 0
		}
		b = utf8.AppendRune(b, acento.Dobrar(r))
	}
	return string(b)
}
