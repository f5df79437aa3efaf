package modulo

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"viagemdedireito/generator/internal/cache"
)

// escreverArvore writes files (relative path → content) under dir.
func escreverArvore(t *testing.T, dir string, arquivos map[string]string) {
	t.Helper()
	for n, c := range arquivos {
		p := filepath.Join(dir, filepath.FromSlash(n))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(c), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestConstruirSoQuandoAsFontesMudam: with a cache, the module is compiled
// again when and only when a file of its key changes (a Go source of wasm/
// or calculator/, an embedded file, go.mod, go.sum, wasm/flags), never for
// tests, testdata or documents.
func TestConstruirSoQuandoAsFontesMudam(t *testing.T) {
	raiz := t.TempDir()
	escreverArvore(t, raiz, map[string]string{
		"go.mod":                           "module exemplo\n\ngo 1.26\n",
		"go.sum":                           "",
		"wasm/flags":                       "# flags\n-trimpath\n\n-ldflags=-s -w\nGOEXPERIMENT=nogreenteagc\n-gcflags=all=-l\n",
		"wasm/main.go":                     "package main\n",
		"wasm/main_test.go":                "package main\n",
		"wasm/testdata/x.go":               "package x\n",
		"calculator/calc.go":               "package calculator\n",
		"calculator/doc.md":                "# doc\n",
		"calculator/dados/dados.go":        "package dados\n\nimport _ \"embed\"\n\n//go:embed tabela.json\nvar T string\n",
		"calculator/dados/tabela.json":     "[]",
		"calculator/.oculto/h.go":          "package h\n",
		"wasm/e2e/node_modules/x/x.go":     "package x\n",
		"calculator/calc_test.go":          "package calculator\n",
		"generator/nada_a_ver_com_isso.go": "package generator\n",
	})
	c := cache.Open(filepath.Join(t.TempDir(), "cache"))
	var chamadas int
	var flagsVistas Flags
	o := Opcoes{Raiz: raiz, Cache: c, Compilar: func(goBin, r, saida string, flags Flags) error {
		chamadas++
		flagsVistas = flags
		if r != raiz || filepath.Base(goBin) != "go" {
			t.Errorf("compilar(%q, %q): quer o go de GOROOT na raiz %q", goBin, r, raiz)
		}
		// a module whose bytes change with every compilation
		return os.WriteFile(saida, append([]byte("\x00asm\x01\x00\x00\x00"), byte(chamadas)), 0o644)
	}}
	construir := func(quer int, porque string) *Modulo {
		t.Helper()
		m, aviso, err := Construir(o)
		if err != nil || aviso != nil {
			t.Fatalf("%s: Construir: %v (aviso %v)", porque, err, aviso)
		}
		if chamadas != quer {
			t.Fatalf("%s: %d compilações, quer %d", porque, chamadas, quer)
		}
		if len(m.WasmExec) == 0 || !bytes.Contains(m.WasmExec, []byte("Go")) {
			t.Fatalf("%s: wasm_exec.js vazio", porque)
		}
		return m
	}
	m := construir(1, "primeiro build")
	if m.DoCache || m.Wasm[8] != 1 {
		t.Errorf("primeiro build: do cache %v, byte %d", m.DoCache, m.Wasm[8])
	}
	if !slices.Equal(flagsVistas.Args, []string{"-trimpath", "-ldflags=-s -w", "-gcflags=all=-l"}) || !slices.Equal(flagsVistas.Env, []string{"GOEXPERIMENT=nogreenteagc"}) {
		t.Errorf("flags = %q", flagsVistas)
	}
	m = construir(1, "nada mudou")
	if !m.DoCache || m.Wasm[8] != 1 {
		t.Errorf("nada mudou: do cache %v, byte %d (quer o módulo guardado)", m.DoCache, m.Wasm[8])
	}
	for _, caso := range []struct {
		arquivo   string
		recompila bool
	}{
		{"wasm/main_test.go", false},
		{"calculator/calc_test.go", false},
		{"wasm/testdata/x.go", false},
		{"calculator/doc.md", false},
		{"calculator/.oculto/h.go", false},
		{"wasm/e2e/node_modules/x/x.go", false},
		{"generator/nada_a_ver_com_isso.go", false},
		{"calculator/calc.go", true},
		{"wasm/main.go", true},
		{"calculator/dados/tabela.json", true},
		{"calculator/novo.go", true},
		{"wasm/flags", true},
		{"go.mod", true},
		{"go.sum", true},
	} {
		antes := chamadas
		escreverArvore(t, raiz, map[string]string{caso.arquivo: "// mudou " + caso.arquivo + "\n"})
		quer := antes
		if caso.recompila {
			quer++
		}
		m := construir(quer, "mudou "+caso.arquivo)
		if m.DoCache == caso.recompila {
			t.Errorf("mudou %s: do cache %v", caso.arquivo, m.DoCache)
		}
	}
	// without a cache, every build compiles.
	o.Cache = nil
	antes := chamadas
	construir(antes+1, "sem cache")
}

// TestConstruirDeVerdade compiles the repository's ./wasm with the real go
// command and checks the module and the loader.
func TestConstruirDeVerdade(t *testing.T) {
	m, _, err := Construir(Opcoes{Raiz: filepath.Join("..", "..", "..")})
	if err != nil {
		t.Fatal(err)
	}
	if !validoWasm(m.Wasm) || len(m.Wasm) < 1<<20 {
		t.Errorf("módulo de %d bytes, sem o cabeçalho do WebAssembly?", len(m.Wasm))
	}
	if !bytes.Contains(m.WasmExec, []byte("globalThis.Go")) {
		t.Error("wasm_exec.js não define globalThis.Go")
	}
}

// TestConstruirPelaFirma: once the sources are older than cache.MargemFirma, a
// build records their stat signature and the next one finds the module
// through it, without go env; any write to a source, one that keeps its
// size and puts its modification time back included, compiles again. Files
// written a moment ago are never vouched for by their signature.
func TestConstruirPelaFirma(t *testing.T) {
	raiz := t.TempDir()
	escreverArvore(t, raiz, map[string]string{
		"go.mod":             "module exemplo\n\ngo 1.26\n",
		"wasm/flags":         "-trimpath\n",
		"wasm/main.go":       "package main\n",
		"calculator/calc.go": "package calculator\n\nconst X = 1\n",
	})
	c := cache.Open(filepath.Join(t.TempDir(), "cache"))
	var chamadas int
	depois := time.Now().Add(time.Hour) // every file looks old
	o := Opcoes{Raiz: raiz, Cache: c, agora: func() time.Time { return depois }, Compilar: func(_, _, saida string, _ Flags) error {
		chamadas++
		return os.WriteFile(saida, append([]byte("\x00asm\x01\x00\x00\x00"), byte(chamadas)), 0o644)
	}}
	construir := func(quer int, porque string) {
		t.Helper()
		m, aviso, err := Construir(o)
		if err != nil || aviso != nil {
			t.Fatalf("%s: Construir: %v (aviso %v)", porque, err, aviso)
		}
		if chamadas != quer || m.Wasm[8] != byte(quer) {
			t.Fatalf("%s: %d compilações, módulo %d; quer %d", porque, chamadas, m.Wasm[8], quer)
		}
	}
	registrada := func() bool {
		t.Helper()
		flags, err := LerFlags(raiz)
		if err != nil {
			t.Fatal(err)
		}
		amb, _, _, err := ambienteDoCache(c, raiz, flags)
		if err != nil {
			t.Fatal(err)
		}
		sig, _, ok, err := assinatura(raiz, amb, flags, depois)
		if err != nil || !ok {
			t.Fatalf("assinatura: ok %v, %v", ok, err)
		}
		k, err := chave(raiz, amb, flags)
		if err != nil {
			t.Fatal(err)
		}
		b, hit := c.Get(sig)
		return hit && bytes.Equal(b, k[:])
	}
	construir(1, "primeiro build")
	if !registrada() {
		t.Fatal("a firma das fontes não ficou no cache, ou não leva à chave delas")
	}
	construir(1, "nada mudou")
	// the same size, the modification time put back: the status-change time
	// still tells.
	calc := filepath.Join(raiz, "calculator", "calc.go")
	fi, err := os.Stat(calc)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(calc, []byte("package calculator\n\nconst X = 2\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(calc, fi.ModTime(), fi.ModTime()); err != nil {
		t.Fatal(err)
	}
	construir(2, "mesmo tamanho, mesma data de modificação")
	construir(2, "nada mudou de novo")
	// files written a moment ago: the signature is not recorded.
	o.agora = nil
	escreverArvore(t, raiz, map[string]string{"calculator/calc.go": "package calculator\n\nconst X = 3\n"})
	construir(3, "recém-escrito")
	depois = time.Now()
	if registrada() {
		t.Error("a firma de arquivos recém-escritos ficou no cache")
	}
}

// TestChaveAmbiente: go env's answer is kept under a key that changes with
// the GO* environment and the go.mod, and stays otherwise.
func TestChaveAmbiente(t *testing.T) {
	raiz := t.TempDir()
	escreverArvore(t, raiz, map[string]string{"go.mod": "module exemplo\n\ngo 1.26\n"})
	f := Flags{Env: []string{"GOEXPERIMENT=nogreenteagc"}}
	k0, ok := chaveAmbiente(raiz, f)
	if !ok {
		t.Fatal("chaveAmbiente: sem chave (o go está no PATH?)")
	}
	if k, _ := chaveAmbiente(raiz, f); k != k0 {
		t.Error("a chave mudou sem nada mudar")
	}
	if k, _ := chaveAmbiente(raiz, Flags{}); k == k0 {
		t.Error("a chave não muda com o ambiente de wasm/flags")
	}
	t.Setenv("GOFLAGS", "-mod=mod")
	if k, _ := chaveAmbiente(raiz, f); k == k0 {
		t.Error("a chave não muda com GOFLAGS")
	}
	os.Unsetenv("GOFLAGS")
	escreverArvore(t, raiz, map[string]string{"go.mod": "module exemplo\n\ngo 1.26\n\ntoolchain go1.26.9\n"})
	if k, _ := chaveAmbiente(raiz, f); k == k0 {
		t.Error("a chave não muda com o go.mod")
	}
}

// TestTardio: with Opcoes.Tardio a module in the cache is not read: the
// result has its hash and size, and Bytes reads it; once the entry is gone
// or damaged, Bytes fails with ErrTardio instead of giving other bytes.
func TestTardio(t *testing.T) {
	raiz := t.TempDir()
	escreverArvore(t, raiz, map[string]string{
		"go.mod":             "module exemplo\n\ngo 1.26\n",
		"wasm/flags":         "-trimpath\n",
		"wasm/main.go":       "package main\n",
		"calculator/calc.go": "package calculator\n",
	})
	dirCache := filepath.Join(t.TempDir(), "cache")
	modulo := append([]byte("\x00asm\x01\x00\x00\x00"), bytes.Repeat([]byte("x"), 100)...)
	o := Opcoes{Raiz: raiz, Cache: cache.Open(dirCache), Tardio: true, Compilar: func(_, _, saida string, _ Flags) error {
		return os.WriteFile(saida, modulo, 0o644)
	}}
	m, _, err := Construir(o)
	if err != nil {
		t.Fatal(err)
	}
	if m.DoCache || !bytes.Equal(m.Wasm, modulo) {
		t.Fatalf("compilado: do cache %v, %d bytes", m.DoCache, len(m.Wasm))
	}
	m, _, err = Construir(o)
	if err != nil {
		t.Fatal(err)
	}
	if !m.DoCache || m.Wasm != nil || m.Soma != sha256.Sum256(modulo) || m.Tamanho != len(modulo) {
		t.Fatalf("deixado no cache: do cache %v, %d bytes lidos, soma %x, tamanho %d", m.DoCache, len(m.Wasm), m.Soma, m.Tamanho)
	}
	if b, err := m.Bytes(); err != nil || !bytes.Equal(b, modulo) {
		t.Fatalf("Bytes: %v", err)
	}
	if m.ArquivoWasm() != (&Modulo{Wasm: modulo}).ArquivoWasm() {
		t.Errorf("ArquivoWasm: %s deixado no cache, %s lido", m.ArquivoWasm(), (&Modulo{Wasm: modulo}).ArquivoWasm())
	}
	entradas, err := os.ReadDir(dirCache)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entradas {
		p := filepath.Join(dirCache, e.Name())
		if b, err := os.ReadFile(p); err == nil && bytes.HasSuffix(b, modulo) {
			b[len(b)-1] ^= 1
			os.WriteFile(p, b, 0o644)
		}
	}
	if _, err := m.Bytes(); !errors.Is(err, ErrTardio) {
		t.Errorf("Bytes com a entrada estragada: %v, quero ErrTardio", err)
	}
}
