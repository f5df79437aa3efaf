package main

import (
	"bytes"
	"go/parser"
	"go/token"
	"os"
	"strings"
	"testing"
)

// TestGerado: the committed constants are the ones generated from the
// catalogue (run `go generate` in calculator/ after adding a sentence).
func TestGerado(t *testing.T) {
	want, err := gerar("../..")
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("../../" + arquivo)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("calculator/%s differs from its generation: run go generate in calculator/", arquivo)
	}
}

func TestNomeDe(t *testing.T) {
	for chave, want := range map[string]string{
		"reservas.conflito.fuso":          "fReservasConflitoFuso",
		"beneficio.idade.29_de_fevereiro": "fBeneficioIdade29DeFevereiro",
		"atraso.x":                        "fAtrasoX",
	} {
		if got, err := nomeDe(chave); err != nil || got != want {
			t.Errorf("nomeDe(%q) = %q, %v; want %q", chave, got, err, want)
		}
	}
	for _, chave := range []string{"", "..", "beneficio.ação", "a-b"} {
		if got, err := nomeDe(chave); err == nil {
			t.Errorf("nomeDe(%q) = %q, want an error", chave, got)
		}
	}
}

// TestBlocosDe: a keyed element (the old form, fX - blocoY: {…}) is refused,
// so the position in the array stays the only index.
func TestBlocosDe(t *testing.T) {
	src := `package calculator
var frasesA = [...]modelo{{chave: "a.um"}, {texto: "t", chave: "a.dois"}}
var frasesB = [...]modelo{fB - blocoB: {chave: "b.um"}}
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "frases_a.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	_, err = blocosDe(fset, f, "frases_a.go")
	if err == nil || !strings.Contains(err.Error(), "sem índice") {
		t.Fatalf("keyed element: err = %v", err)
	}
	f, _ = parser.ParseFile(fset, "frases_a.go", strings.Split(src, "var frasesB")[0], 0)
	bs, err := blocosDe(fset, f, "frases_a.go")
	if err != nil || len(bs) != 1 || bs[0].nome != "A" || strings.Join(bs[0].chaves, " ") != "a.um a.dois" {
		t.Fatalf("blocosDe = %+v, %v", bs, err)
	}
}
