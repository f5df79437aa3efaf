package busca

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// referencia is the index as encoding/json writes it.
func referencia(t *testing.T, ix *indiceJSON) []byte {
	t.Helper()
	b, err := json.Marshal(ix)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// mesmoValor says whether two JSON documents hold the same value.
func mesmoValor(t *testing.T, a, b []byte) bool {
	t.Helper()
	var x, y any
	if err := json.Unmarshal(a, &x); err != nil {
		t.Fatalf("%v: %s", err, a)
	}
	if err := json.Unmarshal(b, &y); err != nil {
		t.Fatal(err)
	}
	return reflect.DeepEqual(x, y)
}

func indiceDeTeste(a, b string, n int) *indiceJSON {
	return &indiceJSON{V: n, Titulos: []string{a, b}, Docs: [][4]any{{a, b, n, a + b}, {"/x", "", 0, ""}},
		Termos: map[string][]int{a: {n}, b: {1, 2}, "z": {}}, Guia: []int{n},
		Sinonimos: []sinonimoJSON{{Palavras: []string{a}, Equivale: nil}, {Palavras: []string{}, Equivale: []string{b, a}}}}
}

// TestCodificar: the index written with jsonc holds the value encoding/json
// writes, for empty and nil parts, every ASCII byte, <, > and &, U+2028
// and U+2029, invalid UTF-8; and for the index of the sample documents it
// is encoding/json's byte for byte.
func TestCodificar(t *testing.T) {
	var ascii strings.Builder
	for c := 0; c < 0x80; c++ {
		ascii.WriteByte(byte(c))
	}
	casos := []*indiceJSON{
		{},
		{V: versao, Titulos: []string{}, Docs: [][4]any{}, Termos: map[string][]int{}, Guia: []int{}, Sinonimos: []sinonimoJSON{}},
		indiceDeTeste(ascii.String(), "<a href=\"x\">&amp;</a>", 7),
		indiceDeTeste("linha\u2028parágrafo\u2029fim", "inválido \xff\xfe \xc3 fim", -3),
		indiceDeTeste("ção 😀 \u00a0 \u007f", "\x00\x1f\\\"", 1<<40),
	}
	for i, ix := range casos {
		if got, want := ix.codificar(), referencia(t, ix); !mesmoValor(t, got, want) {
			t.Errorf("caso %d:\n%s\nquero\n%s", i, got, want)
		}
	}
	b, err := Indice(amostra, Sinonimo{Palavras: []string{"velhinho"}, Equivale: []string{"idoso"}})
	if err != nil {
		t.Fatal(err)
	}
	var ix indiceJSON
	if err := json.Unmarshal(b, &ix); err != nil {
		t.Fatal(err)
	}
	for i := range ix.Docs {
		ix.Docs[i][2] = int(ix.Docs[i][2].(float64))
	}
	if want := referencia(t, &ix); !bytes.Equal(b, want) {
		t.Errorf("índice da amostra:\n%s\nquero\n%s", b, want)
	}
}

// FuzzCodificar: for any strings and number, codificar holds the value
// encoding/json writes.
func FuzzCodificar(f *testing.F) {
	f.Add("jovem", "idoso", 1)
	f.Add("\u2028\xff\"\\", "<&>\x00", -1)
	f.Fuzz(func(t *testing.T, a, b string, n int) {
		ix := indiceDeTeste(a, b, n)
		if got, want := ix.codificar(), referencia(t, ix); !mesmoValor(t, got, want) {
			t.Errorf("%q %q %d:\n%s\nquero\n%s", a, b, n, got, want)
		}
	})
}
