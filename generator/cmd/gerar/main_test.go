package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/andybalholm/brotli"
)

// TestEscrever: text files get .br and .gz siblings that decompress to the
// same bytes; other files do not.
func TestEscrever(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "public")
	arquivos := map[string][]byte{
		"index.html":            []byte("<!DOCTYPE html><p>olá</p>"),
		"legislacao/x.json":     []byte(`{"a":1}`),
		"assets/imagem-ABC.png": {0x89, 'P', 'N', 'G'},
	}
	if err := escrever(dir, arquivos); err != nil {
		t.Fatal(err)
	}
	for nome, b := range arquivos {
		got, err := os.ReadFile(filepath.Join(dir, nome))
		if err != nil || !bytes.Equal(got, b) {
			t.Errorf("%s: %v", nome, err)
		}
	}
	for _, nome := range []string{"index.html", "legislacao/x.json"} {
		br, err := os.ReadFile(filepath.Join(dir, nome+".br"))
		if err != nil {
			t.Fatal(err)
		}
		d, _ := io.ReadAll(brotli.NewReader(bytes.NewReader(br)))
		if !bytes.Equal(d, arquivos[nome]) {
			t.Errorf("%s.br não descomprime para o original", nome)
		}
		gz, err := os.ReadFile(filepath.Join(dir, nome+".gz"))
		if err != nil {
			t.Fatal(err)
		}
		r, err := gzip.NewReader(bytes.NewReader(gz))
		if err != nil {
			t.Fatal(err)
		}
		d, _ = io.ReadAll(r)
		if !bytes.Equal(d, arquivos[nome]) {
			t.Errorf("%s.gz não descomprime para o original", nome)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "assets/imagem-ABC.png.br")); err == nil {
		t.Error("PNG não deveria ter .br")
	}
	// a second build replaces the previous one.
	if err := escrever(dir, map[string][]byte{"index.html": []byte("novo")}); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "legislacao/x.json")); err == nil {
		t.Error("arquivo da saída anterior não foi removido")
	}
}

// TestEscreverRecusa: a non-empty directory that is not a previous build
// (a repository, say) is never wiped.
func TestEscreverRecusa(t *testing.T) {
	for _, arquivo := range []string{"go.mod", "notas.txt"} {
		dir := t.TempDir()
		os.WriteFile(filepath.Join(dir, "index.html"), nil, 0o644)
		os.WriteFile(filepath.Join(dir, arquivo), []byte("x"), 0o644)
		if arquivo == "notas.txt" {
			os.Remove(filepath.Join(dir, "index.html"))
		}
		if err := escrever(dir, map[string][]byte{"index.html": nil}); err == nil {
			t.Errorf("com %s: escrever deveria recusar", arquivo)
		}
		if _, err := os.Stat(filepath.Join(dir, arquivo)); err != nil {
			t.Errorf("com %s: o diretório foi apagado", arquivo)
		}
	}
}
