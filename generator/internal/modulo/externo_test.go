//go:build externo

package modulo

import (
	"bytes"
	"path/filepath"
	"testing"
)

// TestConstruir: go build of the repository's ./wasm into a stable file;
// a second build with nothing new gives the same module (go build's cache
// decides; it does not link again, only touches the file).
func TestConstruir(t *testing.T) {
	raiz, err := filepath.Abs(filepath.Join("..", "..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	saida := filepath.Join(t.TempDir(), "wasm", NomeWasm)
	m, err := Construir(Opcoes{Raiz: raiz, Saida: saida})
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(m.Wasm, []byte("\x00asm")) || !bytes.Contains(m.WasmExec, []byte("Go")) || !bytes.Contains(m.WasmExec, []byte("viagemDeDireitoCalcular")) {
		t.Fatalf("módulo de %d bytes, carregador de %d", len(m.Wasm), len(m.WasmExec))
	}
	novo, err := Construir(Opcoes{Raiz: raiz, Saida: saida})
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(novo.Wasm, m.Wasm) {
		t.Error("sem nada novo, go build fez outro módulo")
	}
	if _, err := Construir(Opcoes{Raiz: t.TempDir()}); err == nil {
		t.Error("sem wasm/flags, nenhum erro")
	}
}
