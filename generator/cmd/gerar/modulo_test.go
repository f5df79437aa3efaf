package main

import (
	"bytes"
	"io"
	"testing"

	"github.com/andybalholm/brotli"
)

// TestWasmComprimido: the WebAssembly module gets .br (at brotliWasm,
// whatever the build's quality) and .gz siblings, which decompress to it.
func TestWasmComprimido(t *testing.T) {
	c := novoCompressor(4, nil)
	if c.qualidade("assets/calculadora-0A1B2C3D.wasm") != brotliWasm || c.qualidade("index.html") != 4 {
		t.Fatalf("qualidade: wasm %d, html %d", c.qualidade("assets/calculadora-0A1B2C3D.wasm"), c.qualidade("index.html"))
	}
	if q := c.qualidade(arquivoIndice); q != min(4, brotliIndice) {
		t.Errorf("qualidade do índice de busca com -brotli 4: %d", q)
	}
	if q := novoCompressor(11, nil).qualidade(arquivoIndice); q != brotliIndice {
		t.Errorf("qualidade do índice de busca com -brotli 11: %d, quero %d", q, brotliIndice)
	}
	if c.chave("a.wasm", [32]byte{1}, 1) == c.chave("a.html", [32]byte{1}, 1) {
		t.Error("a chave não distingue a qualidade do wasm")
	}
	wasm := append([]byte("\x00asm\x01\x00\x00\x00"), bytes.Repeat([]byte("viagem de direito "), 2000)...)
	a, err := lerAnterior(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	s := a.sincronia(novoManifesto())
	if err := s.planejar(map[string][]byte{"assets/calculadora-0A1B2C3D.wasm": wasm}, c); err != nil {
		t.Fatal(err)
	}
	br, gz := s.escrita["assets/calculadora-0A1B2C3D.wasm.br"], s.escrita["assets/calculadora-0A1B2C3D.wasm.gz"]
	if len(br) == 0 || len(gz) == 0 || len(br) >= len(wasm) {
		t.Fatalf("irmãos do wasm: br %d bytes, gz %d bytes, de %d", len(br), len(gz), len(wasm))
	}
	if d, err := io.ReadAll(brotli.NewReader(bytes.NewReader(br))); err != nil || !bytes.Equal(d, wasm) {
		t.Errorf("o .br do wasm não volta ao módulo: %v", err)
	}
}
