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
	"path/filepath"
	"slices"
	"sort"
	"strconv"
)

// Entradas are the files and trees of the module's root (Opcoes.Raiz) that
// go build of ./wasm reads: every package ./wasm imports outside the
// standard library is under one of them (a test over go list -deps keeps
// it so), with the files they embed, wasm/flags and wasm/adaptador.js.
// Chave hashes every regular file under them (node_modules aside).
var Entradas = []string{"go.mod", "go.sum", "wasm", "calculator"}

// ForaDaChave are the trees under Entradas that go build of ./wasm never
// reads: the Cloudflare worker, another program over the calculator, with
// its build (build/app.wasm, 7 MB: hashing it was half of a warm build's
// key) and wrangler's scratch files. TestEntradasCobremODeps keeps every
// package and embedded file of ./wasm outside them.
var ForaDaChave = []string{"wasm/workers"}

// variaveisGo are the environment variables that change what go build
// writes or which toolchain runs; the ones of wasm/flags are in its file.
var variaveisGo = []string{"GOFLAGS", "GOEXPERIMENT", "GOTOOLCHAIN", "GOROOT", "GOWASM", "GODEBUG", "GOPROXY"}

// Chave is the content key of the module and its loader: the SHA-256 of
// every file of Entradas (path and bytes), of the go command found on the
// PATH (its path, size and modification time: a new toolchain is a new
// binary) and of the environment that go build reads. Equal keys mean the
// same module: Construir with Opcoes.Cache reuses the one it kept.
func Chave(raiz string) (string, error) {
	h := sha256.New()
	var arquivos []string
	for _, e := range Entradas {
		err := filepath.WalkDir(filepath.Join(raiz, e), func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() && (d.Name() == "node_modules" || foraDaChave(raiz, p)) {
				return filepath.SkipDir
			}
			if d.Type().IsRegular() {
				arquivos = append(arquivos, p)
			}
			return nil
		})
		if err != nil {
			return "", fmt.Errorf("modulo: chave: %w", err)
		}
	}
	sort.Strings(arquivos)
	for _, p := range arquivos {
		b, err := os.ReadFile(p)
		if err != nil {
			return "", fmt.Errorf("modulo: chave: %w", err)
		}
		rel, _ := filepath.Rel(raiz, p)
		fmt.Fprintf(h, "%s\x00%d\x00", filepath.ToSlash(rel), len(b))
		h.Write(b)
	}
	goBin, err := exec.LookPath("go")
	if err != nil {
		return "", fmt.Errorf("modulo: o Go precisa estar no PATH: %w", err)
	}
	if goBin, err = filepath.Abs(goBin); err != nil {
		return "", err
	}
	if real, err := filepath.EvalSymlinks(goBin); err == nil {
		goBin = real
	}
	fi, err := os.Stat(goBin)
	if err != nil {
		return "", fmt.Errorf("modulo: chave: %w", err)
	}
	fmt.Fprintf(h, "go\x00%s\x00%d\x00%d\x00", goBin, fi.Size(), fi.ModTime().UnixNano())
	for _, v := range variaveisGo {
		fmt.Fprintf(h, "%s=%s\x00", v, os.Getenv(v))
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// foraDaChave says whether the directory p of the root raiz is one of
// ForaDaChave.
func foraDaChave(raiz, p string) bool {
	rel, err := filepath.Rel(raiz, p)
	return err == nil && slices.Contains(ForaDaChave, filepath.ToSlash(rel))
}

// Files of the cache (Opcoes.Cache) for the key k: the module and its loader.
func arquivosDaChave(dir, k string) (wasm, carregador string) {
	return filepath.Join(dir, k+".wasm"), filepath.Join(dir, k+".js")
}

// lerCache returns the module kept under key k, if both files are there
// and the module is one.
func lerCache(dir, k string) (*Modulo, bool) {
	w, c := arquivosDaChave(dir, k)
	wasm, err1 := os.ReadFile(w)
	js, err2 := os.ReadFile(c)
	if err1 != nil || err2 != nil || !bytes.HasPrefix(wasm, []byte("\x00asm\x01\x00\x00\x00")) {
		return nil, false
	}
	return &Modulo{Wasm: wasm, WasmExec: js}, true
}

// gravarCache keeps m under key k, each file written whole (a temporary
// file renamed), and removes the modules of other keys.
func gravarCache(dir, k string, m *Modulo) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	w, c := arquivosDaChave(dir, k)
	for _, a := range []struct {
		caminho string
		dados   []byte
	}{{w, m.Wasm}, {c, m.WasmExec}} {
		tmp := a.caminho + ".tmp" + strconv.Itoa(os.Getpid())
		if err := os.WriteFile(tmp, a.dados, 0o644); err != nil {
			return err
		}
		if err := os.Rename(tmp, a.caminho); err != nil {
			os.Remove(tmp)
			return err
		}
	}
	antigos, _ := filepath.Glob(filepath.Join(dir, "*.wasm"))
	js, _ := filepath.Glob(filepath.Join(dir, "*.js"))
	var errs []error
	for _, a := range append(antigos, js...) {
		if a != w && a != c {
			if err := os.Remove(a); err != nil && !errors.Is(err, fs.ErrNotExist) {
				errs = append(errs, err)
			}
		}
	}
	return errors.Join(errs...)
}
