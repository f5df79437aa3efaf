package busca

import (
	"bytes"
	"encoding/json"
	"testing"
)

// TestCodificar: the index of the sample documents is what encoding/json
// writes for its value, byte for byte (decoded and written again it does
// not change), with the format version first.
func TestCodificar(t *testing.T) {
	b, err := Indice(amostra, Sinonimo{Palavras: []string{"velhinho"}, Equivale: []string{"idoso"}})
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(b, []byte(`{"v":1,"titulos":[`)) {
		t.Errorf("o índice começa por %.40s", b)
	}
	var ix indiceJSON
	if err := json.Unmarshal(b, &ix); err != nil {
		t.Fatal(err)
	}
	for i := range ix.Docs {
		ix.Docs[i][2] = int(ix.Docs[i][2].(float64))
	}
	want, err := ix.codificar()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(b, want) {
		t.Errorf("índice da amostra:\n%s\nquero\n%s", b, want)
	}
}
