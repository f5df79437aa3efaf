package main

import (
	"bytes"
	"os"
	"testing"
)

// TestGerado: the committed writer of the answers is the one generated
// from calculator/tipos.go (run `go generate` in calculator/ after changing
// an answer type).
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
