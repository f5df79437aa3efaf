package busca

import (
	"fmt"
	"strings"
)

// Sinonimo is one row of the reviewed synonym table (content/sinonimos.yaml):
// the words people type (Palavras, each a word or a phrase: "trem",
// "ID Jovem") and the wording the texts use for the same thing (Equivale:
// "ferroviário", "Identidade Jovem"). The browser reads a query's Palavras
// as "the words typed, or any of Equivale" (js/procura.js); the index is
// not changed, so a result still shows, marked, the words it really has.
type Sinonimo struct {
	Palavras []string
	Equivale []string
}

// sinonimoJSON is a row as the browser receives it.
type sinonimoJSON struct {
	Palavras []string `json:"palavras"`
	Equivale []string `json:"equivale"`
}

// conferirSinonimos checks the table against the documents: every phrase
// must have at least one search term (a stop word alone never matches), a
// typed phrase may appear in one row only, and every Equivale phrase must
// be found, all its terms in one document, somewhere in the index — a
// synonym that leads nowhere is an error, not a silent no-op.
func conferirSinonimos(sin []Sinonimo, indice map[string][]int) []string {
	var erros []string
	linha := map[string]int{}
	temTermos := func(i int, p string) []string {
		ts := termos2(p)
		if len(ts) == 0 {
			erros = append(erros, fmt.Sprintf("sinônimo %d: %q não tem nenhum termo de busca (só palavras ignoradas?)", i+1, p))
		}
		return ts
	}
	for i, s := range sin {
		if len(s.Palavras) == 0 || len(s.Equivale) == 0 {
			erros = append(erros, fmt.Sprintf("sinônimo %d: precisa de palavras e de equivale", i+1))
		}
		for _, p := range s.Palavras {
			temTermos(i, p)
			k := strings.Join(termos(p), " ")
			if j, ok := linha[k]; ok && j != i {
				erros = append(erros, fmt.Sprintf("sinônimo %d: %q já está no sinônimo %d", i+1, p, j+1))
			}
			linha[k] = i
		}
		for _, e := range s.Equivale {
			ts := temTermos(i, e)
			if len(ts) > 0 && !algumDocumentoTem(ts, indice) {
				erros = append(erros, fmt.Sprintf("sinônimo %d: nenhum documento tem %q", i+1, e))
			}
		}
	}
	return erros
}

// termos2 lists the terms of p for the check; for a word with two terms
// (accented and folded stems) either may be in the index.
func termos2(p string) []string {
	var out []string
	for _, tk := range tokens(p) {
		if len(tk.termos) > 0 {
			out = append(out, strings.Join(tk.termos, "|"))
		}
	}
	return out
}

// algumDocumentoTem reports whether one document holds, for each word, one
// of its terms ("a|b").
func algumDocumentoTem(palavras []string, termos map[string][]int) bool {
	var comum map[int]bool
	for _, w := range palavras {
		docs := map[int]bool{}
		for _, t := range strings.Split(w, "|") {
			for _, d := range termos[t] {
				if comum == nil || comum[d] {
					docs[d] = true
				}
			}
		}
		comum = docs
		if len(comum) == 0 {
			return false
		}
	}
	return len(comum) > 0
}
