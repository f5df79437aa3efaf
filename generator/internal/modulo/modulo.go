// Package modulo builds the calculator's WebAssembly module for the site:
// ./wasm compiled by the Go toolchain (GOOS=js GOARCH=wasm CGO_ENABLED=0,
// with the arguments and environment listed in wasm/flags) and Go's
// JavaScript loader wasm_exec.js of the same toolchain followed by
// wasm/adaptador.js (the calculator's globals over the module's exports),
// which the calculator pages load as the assets calculadora.wasm and
// wasm_exec.js.
//
// The generator never links the calculator for this: it runs "go build" in
// the module's root, and Go's build cache decides what is compiled again.
// Given a stable output file (Opcoes.Saida), go build does not even link
// when that file is already the module it would write (its build ID says
// so): about 0.13 s on the development machine with nothing changed.
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
	"strings"

	"viagemdedireito/site"
)

// Logical names of the two assets, for the templates' asset function.
const (
	NomeWasm     = "calculadora.wasm"
	NomeWasmExec = "wasm_exec.js"
)

// NomeAdaptador is the file of wasm/ appended to Go's wasm_exec.js in the
// asset NomeWasmExec: the calculator's globals over the module's exports.
const NomeAdaptador = "adaptador.js"

// Flags are the contents of wasm/flags: go build's arguments and the
// environment variables (NAME=value) it runs with.
type Flags struct {
	Args, Env []string
}

// Opcoes configure Construir.
type Opcoes struct {
	// Raiz is the module's root (go.mod, wasm/, calculator/).
	Raiz string
	// Saida is the file go build writes the module to and leaves there,
	// so that the next build with nothing new does not link again; ""
	// builds into a temporary directory removed afterwards.
	Saida string
	// Cache, if not "", is a directory where the module and its loader are
	// kept by their content key (Chave): with the key's files there, go
	// build does not run at all; a new key's module replaces the old one.
	Cache string
}

// Modulo is the result of Construir.
type Modulo struct {
	Wasm     []byte // the compiled module
	WasmExec []byte // wasm_exec.js of the toolchain that compiled it, then wasm/adaptador.js
}

// Construir runs go build for the module and reads Go's loader; with
// Opcoes.Cache, it first looks for them under their content key (Chave).
// A cache that cannot be read or written only costs the go build.
func Construir(o Opcoes) (*Modulo, error) {
	if o.Cache == "" {
		return construir(o)
	}
	k, err := Chave(o.Raiz)
	if err != nil {
		return nil, err
	}
	if m, ok := lerCache(o.Cache, k); ok {
		return m, nil
	}
	m, err := construir(o)
	if err != nil {
		return nil, err
	}
	gravarCache(o.Cache, k, m) // a failure only costs the next build a go build
	return m, nil
}

// construir runs go build for the module and reads Go's loader.
func construir(o Opcoes) (*Modulo, error) {
	flags, err := LerFlags(o.Raiz)
	if err != nil {
		return nil, err
	}
	saida := o.Saida
	if saida == "" {
		dir, err := os.MkdirTemp("", "gerar-wasm-")
		if err != nil {
			return nil, err
		}
		defer os.RemoveAll(dir)
		saida = filepath.Join(dir, NomeWasm)
	} else if saida, err = filepath.Abs(saida); err != nil {
		return nil, err
	} else if err := os.MkdirAll(filepath.Dir(saida), 0o755); err != nil {
		return nil, fmt.Errorf("modulo: %w", err)
	}
	// go env, for the loader, runs while go build does.
	goroot := make(chan []byte, 1)
	errEnv := make(chan error, 1)
	go func() {
		out, err := rodar(o.Raiz, flags, "env", "GOROOT")
		goroot <- bytes.TrimSpace(out)
		errEnv <- err
	}()
	args := append(append([]string{"build"}, flags.Args...), "-o", saida, "./wasm")
	_, err = rodar(o.Raiz, flags, args...)
	raizGo, err2 := <-goroot, <-errEnv
	if err = errors.Join(err, err2); err != nil {
		return nil, err
	}
	b, err := os.ReadFile(saida)
	if err != nil {
		return nil, fmt.Errorf("modulo: %w", err)
	}
	if !bytes.HasPrefix(b, []byte("\x00asm\x01\x00\x00\x00")) {
		return nil, fmt.Errorf("modulo: %s não é um módulo WebAssembly", saida)
	}
	carregador, err := wasmExec(string(raizGo))
	if err != nil {
		return nil, err
	}
	// The module has no syscall/js: wasm/adaptador.js, after Go's loader,
	// defines the calculator's globals over its exports (wasm/main.go).
	adaptador, err := os.ReadFile(filepath.Join(o.Raiz, "wasm", NomeAdaptador))
	if err != nil {
		return nil, fmt.Errorf("modulo: %w", err)
	}
	carregador = append(append(append([]byte(nil), carregador...), '\n'), adaptador...)
	return &Modulo{Wasm: b, WasmExec: carregador}, nil
}

// rodar runs the go command in raiz for js/wasm with the environment of
// wasm/flags.
func rodar(raiz string, f Flags, args ...string) ([]byte, error) {
	cmd := exec.Command("go", args...)
	cmd.Dir = raiz
	cmd.Env = append(append(os.Environ(), f.Env...), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	var erros bytes.Buffer
	cmd.Stderr = &erros
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("modulo: %s GOOS=js GOARCH=wasm go %s (o Go precisa estar no PATH): %v\n%s", strings.Join(f.Env, " "), strings.Join(args, " "), err, erros.Bytes())
	}
	return out, nil
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

// NoBundle returns a copy of b with the module and the loader added as
// fingerprinted assets, /assets/calculadora-HASH.wasm and
// /assets/wasm_exec-HASH.js, under the logical names NomeWasm and
// NomeWasmExec.
func (m *Modulo) NoBundle(b *site.Bundle) *site.Bundle {
	out := &site.Bundle{Files: make(map[string][]byte, len(b.Files)+2), Paths: make(map[string]string, len(b.Paths)+2), Embutidos: b.Embutidos}
	for k, v := range b.Files {
		out.Files[k] = v
	}
	for k, v := range b.Paths {
		out.Paths[k] = v
	}
	for nome, conteudo := range map[string][]byte{NomeWasm: m.Wasm, NomeWasmExec: m.WasmExec} {
		f := impresso(nome, sha256.Sum256(conteudo))
		out.Files[f] = conteudo
		out.Paths[nome] = "/" + f
	}
	return out
}

// impresso is the fingerprinted file of the asset nome with SHA-256 soma.
func impresso(nome string, soma [sha256.Size]byte) string {
	ext := path.Ext(nome)
	return "assets/" + strings.TrimSuffix(nome, ext) + "-" + strings.ToUpper(hex.EncodeToString(soma[:4])) + ext
}

// Raiz returns the root of the main module of the working directory, for
// builds run from anywhere in the repository, tests included: the nearest
// directory, from the working directory up, that has a go.mod, which is how
// the go command finds it (go env GOMOD), without running it.
func Raiz() (string, error) {
	d, err := os.Getwd()
	if err != nil {
		return "", fmt.Errorf("modulo: %w", err)
	}
	for {
		if fi, err := os.Stat(filepath.Join(d, "go.mod")); err == nil && !fi.IsDir() {
			return d, nil
		}
		if filepath.Dir(d) == d {
			return "", errors.New("modulo: fora de um módulo Go: rode no repositório (ou diga onde ele está)")
		}
		d = filepath.Dir(d)
	}
}
