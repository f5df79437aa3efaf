package modulo

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"viagemdedireito/site"
)

// TestLerFlags: wasm/flags, one item a line: comments and blank lines
// skipped, NAME=value an environment variable, anything else an argument.
func TestLerFlags(t *testing.T) {
	raiz := t.TempDir()
	os.MkdirAll(filepath.Join(raiz, "wasm"), 0o755)
	flags := "# comentário\n-trimpath\n\n  -ldflags=-s -w  \nGOEXPERIMENT=nogreenteagc\n-gcflags=all=-l\nminúscula=1\n"
	if err := os.WriteFile(filepath.Join(raiz, "wasm", "flags"), []byte(flags), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := LerFlags(raiz)
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"-trimpath", "-ldflags=-s -w", "-gcflags=all=-l", "minúscula=1"}; !slices.Equal(f.Args, want) {
		t.Errorf("Args %q, quero %q", f.Args, want)
	}
	if want := []string{"GOEXPERIMENT=nogreenteagc"}; !slices.Equal(f.Env, want) {
		t.Errorf("Env %q, quero %q", f.Env, want)
	}
	if _, err := LerFlags(t.TempDir()); err == nil {
		t.Error("sem wasm/flags, nenhum erro")
	}
}

// TestNoBundle: the module and its loader join a copy of the bundle under
// fingerprinted names; the bundle given is not changed.
func TestNoBundle(t *testing.T) {
	b := &site.Bundle{Files: map[string][]byte{"assets/site-AAAAAAAA.css": []byte("x")}, Paths: map[string]string{"site.css": "/assets/site-AAAAAAAA.css"}}
	m := &Modulo{Wasm: []byte("\x00asm\x01\x00\x00\x00"), WasmExec: []byte("// wasm_exec\n")}
	out := m.NoBundle(b)
	if len(b.Files) != 1 || len(out.Files) != 3 || len(out.Paths) != 3 {
		t.Fatalf("arquivos: original %d, novo %d", len(b.Files), len(out.Files))
	}
	for nome, conteudo := range map[string][]byte{NomeWasm: m.Wasm, NomeWasmExec: m.WasmExec} {
		p := out.Paths[nome]
		ext := filepath.Ext(nome)
		if !strings.HasPrefix(p, "/assets/"+strings.TrimSuffix(nome, ext)+"-") || !strings.HasSuffix(p, ext) {
			t.Errorf("%s em %q", nome, p)
		}
		if string(out.Files[strings.TrimPrefix(p, "/")]) != string(conteudo) {
			t.Errorf("%s: bytes errados", nome)
		}
	}
}
