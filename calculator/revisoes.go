//go:build !js

// Not in the WebAssembly builds (js): go:embed imports embed, and with it
// io/fs and time, 340 KB the module would carry for a list it never reads.

package calculator

import (
	_ "embed"
	"strconv"
	"strings"
)

// documentoRegras is calculator/rules.md, read only by Revisoes.
//
//go:embed rules.md
var documentoRegras string

// Revisao is one dated revision of the rules, as the History of
// calculator/rules.md lists it ("- Revision 3 (2026-12-02): …" or
// "- Revision 3, R4 (2026-12-02): …").
type Revisao struct {
	Numero int    // 3
	Parte  string // "R4", or "" for the revision itself
	Data   string // AAAA-MM-DD
	Resumo string // the History line after the date, in English as written
}

// Revisoes lists the dated revisions of the rules in the order of the
// History of calculator/rules.md (revision 1, undated, is not listed): the
// feed of changes (generator, /novidades.xml) is made from them, so a new
// revision written in rules.md is announced with no other change. (Plain
// string functions, no regexp: the engine's programs stay small.)
func Revisoes() []Revisao {
	var out []Revisao
	_, historia, _ := strings.Cut(documentoRegras, "\n## History\n")
	linhas := strings.Split(historia, "\n")
	for i, l := range linhas {
		r, ok := lerRevisao(l)
		if !ok {
			continue
		}
		for _, c := range linhas[i+1:] { // continuation lines, indented
			if !strings.HasPrefix(c, "  ") {
				break
			}
			r.Resumo += " " + strings.TrimSpace(c)
		}
		out = append(out, r)
	}
	return out
}

// lerRevisao reads "- Revision N[, Rk] (AAAA-MM-DD): resumo".
func lerRevisao(l string) (Revisao, bool) {
	resto, ok := strings.CutPrefix(l, "- Revision ")
	if !ok {
		return Revisao{}, false
	}
	cab, resumo, ok := strings.Cut(resto, "): ")
	if !ok {
		return Revisao{}, false
	}
	nome, data, ok := strings.Cut(cab, " (")
	if !ok || len(data) != 10 || data[4] != '-' || data[7] != '-' {
		return Revisao{}, false
	}
	num, parte, _ := strings.Cut(nome, ", ")
	n, err := strconv.Atoi(num)
	if err != nil || n < 1 || (parte != "" && !strings.HasPrefix(parte, "R")) {
		return Revisao{}, false
	}
	return Revisao{Numero: n, Parte: parte, Data: data, Resumo: resumo}, true
}
