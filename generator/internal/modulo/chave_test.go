package modulo

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// raizFalsa is a module root with the files Chave reads.
func raizFalsa(t *testing.T) string {
	t.Helper()
	r := t.TempDir()
	for nome, dados := range map[string]string{
		"go.mod":                               "module x\n",
		"go.sum":                               "",
		"wasm/flags":                           "-trimpath\n",
		"wasm/main.go":                         "package main\n",
		"wasm/adaptador.js":                    "// adaptador\n",
		"calculator/c.go":                      "package calculator\n",
		"calculator/lexml/l.go":                "package lexml\n",
		"wasm/workers/e2e/node_modules/x/a.js": "1",
		"wasm/workers/build/app.wasm":          "\x00asm",
		"wasm/workers/main.go":                 "package main\n",
		"content/lei-1-2000.md":                "---\n",
	} {
		p := filepath.Join(r, filepath.FromSlash(nome))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(dados), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return r
}

// TestChave: the key changes with every input of go build of ./wasm (a file
// under Entradas, its name, an environment variable go build reads) and
// only with them (node_modules, ForaDaChave and files outside Entradas
// aside).
func TestChave(t *testing.T) {
	r := raizFalsa(t)
	base, err := Chave(r)
	if err != nil {
		t.Fatal(err)
	}
	if again, _ := Chave(r); again != base {
		t.Fatal("a chave muda sem mudança nenhuma")
	}
	mudar := func(nome, dados string) string {
		t.Helper()
		p := filepath.Join(r, filepath.FromSlash(nome))
		antes, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(dados), 0o644); err != nil {
			t.Fatal(err)
		}
		k, err := Chave(r)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, antes, 0o644); err != nil {
			t.Fatal(err)
		}
		return k
	}
	for _, nome := range []string{"go.mod", "go.sum", "wasm/flags", "wasm/main.go", "wasm/adaptador.js", "calculator/c.go", "calculator/lexml/l.go"} {
		if mudar(nome, "mudou\n") == base {
			t.Errorf("mudar %s não muda a chave", nome)
		}
	}
	for _, nome := range []string{"wasm/workers/e2e/node_modules/x/a.js", "wasm/workers/build/app.wasm", "wasm/workers/main.go", "content/lei-1-2000.md"} {
		if mudar(nome, "mudou\n") != base {
			t.Errorf("mudar %s (fora das entradas do go build) muda a chave", nome)
		}
	}
	if err := os.Rename(filepath.Join(r, "calculator", "c.go"), filepath.Join(r, "calculator", "d.go")); err != nil {
		t.Fatal(err)
	}
	if k, _ := Chave(r); k == base {
		t.Error("renomear um arquivo não muda a chave")
	}
	os.Rename(filepath.Join(r, "calculator", "d.go"), filepath.Join(r, "calculator", "c.go"))
	t.Setenv("GOFLAGS", "-tags=x")
	if k, _ := Chave(r); k == base {
		t.Error("GOFLAGS não muda a chave")
	}
}

// TestConstruirDoCache: with the key's files in Opcoes.Cache, Construir
// returns them and runs nothing (the fake root has no module go build
// could compile); another key's files are not taken.
func TestConstruirDoCache(t *testing.T) {
	r := raizFalsa(t)
	cache := t.TempDir()
	k, err := Chave(r)
	if err != nil {
		t.Fatal(err)
	}
	m := &Modulo{Wasm: []byte("\x00asm\x01\x00\x00\x00guardado"), WasmExec: []byte("// carregador guardado")}
	if err := gravarCache(cache, "outra", &Modulo{Wasm: []byte("\x00asm\x01\x00\x00\x00velho"), WasmExec: []byte("velho")}); err != nil {
		t.Fatal(err)
	}
	if err := gravarCache(cache, k, m); err != nil {
		t.Fatal(err)
	}
	if _, ok := lerCache(cache, "outra"); ok {
		t.Error("gravarCache não removeu o módulo de outra chave")
	}
	got, err := Construir(Opcoes{Raiz: r, Cache: cache})
	if err != nil {
		t.Fatalf("Construir não usou o cache: %v", err)
	}
	if !bytes.Equal(got.Wasm, m.Wasm) || !bytes.Equal(got.WasmExec, m.WasmExec) {
		t.Errorf("Construir devolveu %q, %q", got.Wasm, got.WasmExec)
	}
	// a kept file that is not a module is not used
	w, _ := arquivosDaChave(cache, k)
	os.WriteFile(w, []byte("não é wasm"), 0o644)
	if _, ok := lerCache(cache, k); ok {
		t.Error("lerCache aceitou um arquivo que não é WebAssembly")
	}
}
