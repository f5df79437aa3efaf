// Package modulo builds the calculator's WebAssembly module for the site:
// ./wasm compiled by the Go toolchain (GOOS=js GOARCH=wasm CGO_ENABLED=0,
// with the arguments and environment listed in wasm/flags) and Go's JavaScript loader
// wasm_exec.js of the same toolchain, which the calculator pages load as the
// assets calculadora.wasm and wasm_exec.js.
//
// The generator never links the calculator for this: it runs "go build",
// the go command of $(go env GOROOT), in the module's root. Compiling takes
// seconds, so the module is kept in the build cache (generator/internal/cache)
// under a key that sums up everything it is made from:
//
//   - the toolchain: go env GOVERSION, GOROOT, GOFLAGS, GOEXPERIMENT and
//     GOWASM (for js/wasm);
//   - the arguments and environment of wasm/flags;
//   - go.mod and go.sum;
//   - every .go file under wasm/ and calculator/ except tests (path and
//     bytes), and every other file of a package that uses //go:embed.
//
// Any change to one of them compiles again; otherwise the module comes from
// the cache, at the cost of reading those files. wasm_exec.js is read from
// GOROOT on every build (lib/wasm, or misc/wasm before Go 1.24).
package modulo

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"viagemdedireito/generator/internal/cache"
	"viagemdedireito/site"
)

// Logical names of the two assets, for the templates' asset function.
const (
	NomeWasm     = "calculadora.wasm"
	NomeWasmExec = "wasm_exec.js"
)

// Fontes are the directories, relative to the module root, whose Go files
// make the module.
var fontes = [...]string{"wasm", "calculator"}

// Compilar builds the package ./wasm of the module at raiz into the file
// saida, with the go command at goBin, for js/wasm with the arguments and
// environment of wasm/flags.
type Compilar func(goBin, raiz, saida string, f Flags) error

// Flags are the contents of wasm/flags: go build's arguments and the
// environment variables (NAME=value) it runs with.
type Flags struct {
	Args, Env []string
}

// Opcoes configure Construir.
type Opcoes struct {
	// Raiz is the module's root (go.mod, wasm/, calculator/).
	Raiz string
	// Cache keeps the compiled module between builds; nil compiles always.
	Cache *cache.Cache
	// Compilar, if not nil, replaces "go build" (tests).
	Compilar Compilar
}

// Modulo is the result of Construir.
type Modulo struct {
	Wasm     []byte // the compiled module
	WasmExec []byte // wasm_exec.js of the toolchain that compiled it
	// DoCache says the module came from the cache (no compilation).
	DoCache bool
}

// ambiente is the toolchain as go env reports it for js/wasm.
type ambiente struct {
	goroot, resumo string
}

func lerAmbiente(f Flags) (ambiente, error) {
	cmd := exec.Command("go", "env", "GOROOT", "GOVERSION", "GOFLAGS", "GOEXPERIMENT", "GOWASM")
	cmd.Env = envWasm(f)
	out, err := cmd.Output()
	if err != nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			return ambiente{}, fmt.Errorf("modulo: go env: %v\n%s", err, ee.Stderr)
		}
		return ambiente{}, fmt.Errorf("modulo: go env (o Go precisa estar no PATH para compilar a calculadora em WebAssembly): %w", err)
	}
	linhas := strings.Split(strings.TrimRight(string(out), "\n"), "\n")
	if len(linhas) < 2 || linhas[0] == "" {
		return ambiente{}, fmt.Errorf("modulo: go env: saída inesperada %q", out)
	}
	return ambiente{goroot: linhas[0], resumo: string(out)}, nil
}

// envWasm is the environment of every go command run here.
func envWasm(f Flags) []string {
	return append(append(os.Environ(), f.Env...), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
}

// LerFlags reads raiz/wasm/flags: one item a line, blank lines and lines
// starting with # skipped; a line NAME=value whose NAME is upper case,
// digits and _ is an environment variable, any other an argument.
func LerFlags(raiz string) (Flags, error) {
	b, err := os.ReadFile(filepath.Join(raiz, "wasm", "flags"))
	if err != nil {
		return Flags{}, fmt.Errorf("modulo: %w", err)
	}
	var f Flags
	for _, l := range strings.Split(string(b), "\n") {
		l = strings.TrimSpace(l)
		switch {
		case l == "" || strings.HasPrefix(l, "#"):
		case variavel(l):
			f.Env = append(f.Env, l)
		default:
			f.Args = append(f.Args, l)
		}
	}
	return f, nil
}

// variavel says whether l is NAME=value with NAME in [A-Z0-9_]+.
func variavel(l string) bool {
	nome, _, ok := strings.Cut(l, "=")
	if !ok || nome == "" {
		return false
	}
	for _, c := range nome {
		if (c < 'A' || c > 'Z') && (c < '0' || c > '9') && c != '_' {
			return false
		}
	}
	return true
}

// Construir returns the module and wasm_exec.js, compiling only when the
// cache has no module for the current sources and toolchain. avisoCache is a
// failure to store into the cache, which does not fail the build.
func Construir(o Opcoes) (m *Modulo, avisoCache, err error) {
	flags, err := LerFlags(o.Raiz)
	if err != nil {
		return nil, nil, err
	}
	amb, err := lerAmbiente(flags)
	if err != nil {
		return nil, nil, err
	}
	carregador, err := wasmExec(amb.goroot)
	if err != nil {
		return nil, nil, err
	}
	k, err := chave(o.Raiz, amb, flags)
	if err != nil {
		return nil, nil, err
	}
	if b, ok := o.Cache.Get(k); ok && validoWasm(b) {
		return &Modulo{Wasm: b, WasmExec: carregador, DoCache: true}, nil, nil
	}
	compilar := o.Compilar
	if compilar == nil {
		compilar = goBuild
	}
	dir, err := os.MkdirTemp("", "gerar-wasm-")
	if err != nil {
		return nil, nil, err
	}
	defer os.RemoveAll(dir)
	saida := filepath.Join(dir, NomeWasm)
	if err := compilar(filepath.Join(amb.goroot, "bin", "go"), o.Raiz, saida, flags); err != nil {
		return nil, nil, err
	}
	b, err := os.ReadFile(saida)
	if err != nil {
		return nil, nil, fmt.Errorf("modulo: %w", err)
	}
	if !validoWasm(b) {
		return nil, nil, fmt.Errorf("modulo: %s não é um módulo WebAssembly", saida)
	}
	return &Modulo{Wasm: b, WasmExec: carregador}, o.Cache.Put(k, b), nil
}

// validoWasm checks the WebAssembly magic and version 1.
func validoWasm(b []byte) bool {
	return bytes.HasPrefix(b, []byte("\x00asm\x01\x00\x00\x00"))
}

// goBuild is Compilar with the real go command.
func goBuild(goBin, raiz, saida string, f Flags) error {
	args := append([]string{"build"}, f.Args...)
	args = append(args, "-o", saida, "./wasm")
	cmd := exec.Command(goBin, args...)
	cmd.Dir = raiz
	cmd.Env = envWasm(f)
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("modulo: %s GOOS=js GOARCH=wasm %s %s: %v\n%s", strings.Join(f.Env, " "), goBin, strings.Join(args, " "), err, out)
	}
	return nil
}

// wasmExec reads Go's loader from GOROOT.
func wasmExec(goroot string) ([]byte, error) {
	for _, p := range []string{"lib/wasm/wasm_exec.js", "misc/wasm/wasm_exec.js"} {
		b, err := os.ReadFile(filepath.Join(goroot, filepath.FromSlash(p)))
		if err == nil {
			return b, nil
		}
		if !errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("modulo: %w", err)
		}
	}
	return nil, fmt.Errorf("modulo: wasm_exec.js não está em %s/lib/wasm nem em %s/misc/wasm", goroot, goroot)
}

// chave is the cache key of the module (see the package doc).
func chave(raiz string, amb ambiente, f Flags) (cache.Key, error) {
	h := cache.NewHasher("wasm")
	h.WriteString(amb.resumo)
	h.WriteString(strings.Join(f.Args, "\x00"))
	h.WriteString(strings.Join(f.Env, "\x00"))
	for _, f := range []string{"go.mod", "go.sum"} {
		b, err := os.ReadFile(filepath.Join(raiz, f))
		if err != nil && !(f == "go.sum" && errors.Is(err, fs.ErrNotExist)) {
			return cache.Key{}, fmt.Errorf("modulo: %w", err)
		}
		h.WriteString(f)
		h.Write(b)
	}
	arquivos, err := Fontes(raiz)
	if err != nil {
		return cache.Key{}, err
	}
	for _, f := range arquivos {
		b, err := os.ReadFile(filepath.Join(raiz, filepath.FromSlash(f)))
		if err != nil {
			return cache.Key{}, fmt.Errorf("modulo: %w", err)
		}
		h.WriteString(f)
		h.Write(b)
	}
	return h.Key(), nil
}

// Fontes lists, sorted and relative to raiz with slashes, the files the
// module's key reads: the non-test .go files under wasm/ and calculator/
// (not in testdata or in directories starting with "." or "_", which the go
// command ignores, nor in node_modules, the npm packages of the worker's
// browser tests, thousands of files and no Go package of the module) and
// every other file of a directory whose Go files use //go:embed.
func Fontes(raiz string) ([]string, error) {
	var out []string
	for _, d := range fontes {
		embutem := map[string]bool{} // directories with //go:embed
		var outros []string          // non-Go files, kept if their directory embeds
		err := filepath.WalkDir(filepath.Join(raiz, d), func(p string, e fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			nome := e.Name()
			if e.IsDir() {
				if p != filepath.Join(raiz, d) && (nome == "testdata" || nome == "node_modules" || strings.HasPrefix(nome, ".") || strings.HasPrefix(nome, "_")) {
					return fs.SkipDir
				}
				return nil
			}
			if !e.Type().IsRegular() {
				return nil
			}
			rel, err := filepath.Rel(raiz, p)
			if err != nil {
				return err
			}
			rel = filepath.ToSlash(rel)
			switch {
			case strings.HasSuffix(nome, "_test.go"):
			case strings.HasSuffix(nome, ".go"):
				out = append(out, rel)
				b, err := os.ReadFile(p)
				if err != nil {
					return err
				}
				if bytes.Contains(b, []byte("//go:embed")) {
					embutem[path.Dir(rel)] = true
				}
			default:
				outros = append(outros, rel)
			}
			return nil
		})
		if err != nil {
			return nil, fmt.Errorf("modulo: %w", err)
		}
		for _, f := range outros {
			for dir := path.Dir(f); dir != "." && dir != "/"; dir = path.Dir(dir) {
				if embutem[dir] {
					out = append(out, f)
					break
				}
			}
		}
	}
	sort.Strings(out)
	return out, nil
}

// NoBundle returns a copy of b with the module and the loader added as
// fingerprinted assets, /assets/calculadora-HASH.wasm and
// /assets/wasm_exec-HASH.js, under the logical names NomeWasm and
// NomeWasmExec.
func (m *Modulo) NoBundle(b *site.Bundle) *site.Bundle {
	out := &site.Bundle{Files: make(map[string][]byte, len(b.Files)+2), Paths: make(map[string]string, len(b.Paths)+2)}
	for k, v := range b.Files {
		out.Files[k] = v
	}
	for k, v := range b.Paths {
		out.Paths[k] = v
	}
	for nome, dados := range map[string][]byte{NomeWasm: m.Wasm, NomeWasmExec: m.WasmExec} {
		ext := path.Ext(nome)
		soma := sha256.Sum256(dados)
		f := "assets/" + strings.TrimSuffix(nome, ext) + "-" + strings.ToUpper(hex.EncodeToString(soma[:4])) + ext
		out.Files[f] = dados
		out.Paths[nome] = "/" + f
	}
	return out
}

// Raiz returns the root of the main module of the working directory (the
// directory of go env GOMOD), for builds run from anywhere in the
// repository, tests included.
func Raiz() (string, error) {
	out, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		return "", fmt.Errorf("modulo: go env GOMOD: %w", err)
	}
	gomod := strings.TrimSpace(string(out))
	if gomod == "" || gomod == os.DevNull {
		return "", errors.New("modulo: fora de um módulo Go: rode no repositório (ou diga onde ele está)")
	}
	return filepath.Dir(gomod), nil
}
