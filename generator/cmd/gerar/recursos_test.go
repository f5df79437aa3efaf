package main

import (
	"bytes"
	"encoding/gob"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"viagemdedireito/site"
)

// TestConstruirBundle: the bundle kept in the cache is site.Build's, byte
// for byte; with its key's file there, construirBundle reads it (a changed
// file proves it) and runs no esbuild; a file that does not decode is built
// again.
func TestConstruirBundle(t *testing.T) {
	dir := t.TempDir()
	quer, err := site.Build()
	if err != nil {
		t.Fatal(err)
	}
	got, err := construirBundle(dir)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, quer) {
		t.Fatal("o bundle do cache vazio difere de site.Build")
	}
	k, err := chaveBundle()
	if err != nil {
		t.Fatal(err)
	}
	arquivo := filepath.Join(dir, k+".gob")
	lido, err := construirBundle(dir)
	if err != nil || !reflect.DeepEqual(lido, quer) {
		t.Fatalf("o bundle guardado, lido de volta, difere de site.Build (%v)", err)
	}
	marcado := &site.Bundle{Files: map[string][]byte{"assets/x.css": []byte("x")}, Paths: map[string]string{"x.css": "/assets/x.css"}}
	var b bytes.Buffer
	if err := gob.NewEncoder(&b).Encode(marcado); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(arquivo, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	if lido, _ := construirBundle(dir); !reflect.DeepEqual(lido, marcado) {
		t.Error("com o arquivo da chave no cache, construirBundle rodou o esbuild em vez de lê-lo")
	}
	os.WriteFile(arquivo, []byte("lixo"), 0o644)
	if lido, err := construirBundle(dir); err != nil || !reflect.DeepEqual(lido, quer) {
		t.Errorf("um arquivo ilegível no cache não foi refeito: %v", err)
	}
	if k2, _ := chaveBundle(); k2 != k {
		t.Error("a chave do bundle muda no mesmo programa")
	}
}
