package busca

import (
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzIndice: any text indexes without panic into valid JSON, and every
// term is non-empty, lower-case and without the accents the folding
// removes (so a folded query can reach it).
func FuzzIndice(f *testing.F) {
	for _, s := range append(append([]string{"", "Art. 1º", "§ 2º", "12.852,5", "\xff\xfe", "a\u0301"}, inflexoes...), dificeis...) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		b, err := Indice([]Documento{{Norma: "x", ID: "art1", Rotulo: "X, art. 1º", Titulo: s, Texto: s, Href: "/legislacao/x/#art1"}})
		if err != nil {
			t.Fatal(err)
		}
		var ix indiceJSON
		if err := json.Unmarshal(b, &ix); err != nil {
			t.Fatalf("invalid JSON for %q: %v", s, err)
		}
		for termo := range ix.Termos {
			if termo == "" || !utf8.ValidString(termo) {
				t.Errorf("bad term %q from %q", termo, s)
			}
			if dobrar(termo) != termo || strings.Map(minuscula, termo) != termo {
				t.Errorf("term %q from %q is not folded and lower-case", termo, s)
			}
		}
	})
}
