package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// TestGerado: the committed calculator/nfkc_tabela.go is the regeneration.
func TestGerado(t *testing.T) {
	src, err := gerar()
	if err != nil {
		t.Fatal(err)
	}
	atual, err := os.ReadFile(filepath.Join("..", "..", "..", "calculator", arquivo))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(src, atual) {
		t.Fatal("calculator/nfkc_tabela.go is stale: run go generate in calculator/")
	}
}
