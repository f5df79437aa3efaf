package calculator

import (
	"slices"
	"strings"
	"testing"
)

// A sentence for every trip (key ending ".geral", said by the calculator's
// wait, never by the engine) is the rule of one dated template of the
// catalogue: that template exists and has values to fill in, the sentence
// has none, and both carry the same grounds (the same dispositivos, in the
// same answers), so that the wait, which cites the answer's grounds of the
// dated sentence, cites exactly what grounds its own.
func TestFrasesGeraisTemOsFundamentosDaDatada(t *testing.T) {
	porChave := map[string]modelo{}
	for _, b := range blocos() {
		for _, m := range b {
			porChave[m.chave] = m
		}
	}
	n := 0
	for chave, m := range porChave {
		base, geral := strings.CutSuffix(chave, ".geral")
		if !geral {
			continue
		}
		n++
		d, ok := porChave[base]
		switch {
		case !ok:
			t.Errorf("%s: não há a frase datada %s", chave, base)
		case !strings.Contains(d.texto, "{1}"):
			t.Errorf("%s: a frase %s não tem valores a preencher", chave, base)
		case strings.Contains(m.texto, "{"):
			t.Errorf("%s: tem valores a preencher: %q", chave, m.texto)
		case !slices.EqualFunc(m.fund, d.fund, func(a, b apoio) bool { return a.r == b.r && a.so == b.so }):
			t.Errorf("%s: fundamentos diferentes dos de %s", chave, base)
		}
	}
	if n == 0 {
		t.Error("nenhuma frase .geral no catálogo")
	}
}
