//go:build externo

package modulo

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
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

// TestEntradasCobremODeps: every package go build of ./wasm compiles
// outside the standard library, and every file it embeds, is under
// Entradas, so that Chave changes whenever the module may.
func TestEntradasCobremODeps(t *testing.T) {
	raiz, err := filepath.Abs(filepath.Join("..", "..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("go", "list", "-deps", "-f", `{{if not .Standard}}{{.Dir}}{{range .EmbedFiles}} {{$.Dir}}/{{.}}{{end}}{{end}}`, "./wasm")
	cmd.Dir = raiz
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	n := 0
	for _, p := range strings.Fields(string(out)) {
		rel, err := filepath.Rel(raiz, p)
		if err != nil {
			t.Fatal(err)
		}
		rel = filepath.ToSlash(rel)
		sob := func(e string) bool { return rel == e || strings.HasPrefix(rel, e+"/") }
		if !slices.ContainsFunc(Entradas, sob) {
			t.Errorf("%s, lido pelo go build de ./wasm, está fora de Entradas %v", rel, Entradas)
		}
		if slices.ContainsFunc(ForaDaChave, sob) {
			t.Errorf("%s, lido pelo go build de ./wasm, está em ForaDaChave %v", rel, ForaDaChave)
		}
		n++
	}
	if n < 2 {
		t.Fatalf("go list -deps deu %d pacotes: %q", n, out)
	}
}
