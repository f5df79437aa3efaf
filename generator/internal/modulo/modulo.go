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
// the cache. A build with nothing new reads neither the sources nor runs go
// env: the key of the sources is found through their stat signatures
// (assinatura: sizes, times to the nanosecond, inodes; see there why that
// is safe), and go env's answer is kept in the cache under what it depends
// on (chaveAmbiente: the go command's path and stat signature, the GO*
// environment, the go env files). wasm_exec.js is read from GOROOT on every
// build (lib/wasm, or misc/wasm before Go 1.24).
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
	"time"

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
	// Tardio leaves the module's bytes in the cache when they are there:
	// Construir then reads only their hash (Modulo.Soma, from the cache
	// entry's header) and Modulo.Bytes reads them when they are needed
	// (gerar build does not, when the output already has the module).
	Tardio bool
	// agora, if not nil, replaces time.Now where the sources' stat
	// signatures are taken (tests: files written a moment ago look old).
	agora func() time.Time
}

// Modulo is the result of Construir.
type Modulo struct {
	// Wasm is the compiled module; nil when Opcoes.Tardio left it in the
	// cache (Bytes reads it).
	Wasm []byte
	// Soma is the SHA-256 of the module.
	Soma [sha256.Size]byte
	// Tamanho is the module's size in bytes.
	Tamanho  int
	WasmExec []byte // wasm_exec.js of the toolchain that compiled it
	// DoCache says the module came from the cache (no compilation).
	DoCache bool

	cache *cache.Cache // where Bytes reads a module left there
	chave cache.Key
}

// ErrTardio is Bytes's error when the module left in the cache is no longer
// there, or no longer the one whose hash Construir returned: the caller
// must start again (Construir without Tardio compiles it again).
var ErrTardio = errors.New("modulo: o módulo deixado no cache sumiu ou mudou; recomece o build")

// Bytes returns the module, reading it from the cache when Construir left
// it there, checked against Soma.
func (m *Modulo) Bytes() ([]byte, error) {
	if m.Wasm != nil {
		return m.Wasm, nil
	}
	b, ok := m.cache.Get(m.chave)
	if !ok || len(b) != m.Tamanho || sha256.Sum256(b) != m.Soma || !validoWasm(b) {
		return nil, ErrTardio
	}
	return b, nil
}

// ambiente is the toolchain as go env reports it for js/wasm.
type ambiente struct {
	goroot, resumo string
}

func lerAmbiente(raiz string, f Flags) (ambiente, error) {
	cmd := exec.Command("go", "env", "GOROOT", "GOVERSION", "GOFLAGS", "GOEXPERIMENT", "GOWASM")
	cmd.Dir = raiz
	cmd.Env = envWasm(f)
	out, err := cmd.Output()
	if err != nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			return ambiente{}, fmt.Errorf("modulo: go env: %v\n%s", err, ee.Stderr)
		}
		return ambiente{}, fmt.Errorf("modulo: go env (o Go precisa estar no PATH para compilar a calculadora em WebAssembly): %w", err)
	}
	return lerResumo(out)
}

// lerResumo reads the output of lerAmbiente's go env.
func lerResumo(out []byte) (ambiente, error) {
	linhas := strings.Split(strings.TrimRight(string(out), "\n"), "\n")
	if len(linhas) < 2 || linhas[0] == "" {
		return ambiente{}, fmt.Errorf("modulo: go env: saída inesperada %q", out)
	}
	return ambiente{goroot: linhas[0], resumo: string(out)}, nil
}

// ambienteDoCache is lerAmbiente's answer, kept in the cache under
// chaveAmbiente (a build with nothing new runs no go command). doCache says
// it came from there.
func ambienteDoCache(c *cache.Cache, raiz string, f Flags) (amb ambiente, doCache bool, avisoCache, err error) {
	k, ok := chaveAmbiente(raiz, f)
	if ok {
		if b, hit := c.Get(k); hit {
			if amb, err := lerResumo(b); err == nil {
				return amb, true, nil, nil
			}
		}
	}
	if amb, err = lerAmbiente(raiz, f); err != nil {
		return ambiente{}, false, nil, err
	}
	if ok {
		avisoCache = c.Put(k, []byte(amb.resumo))
	}
	return amb, false, avisoCache, nil
}

// chaveAmbiente sums up what go env's answer depends on, without running
// it: the go command found in PATH (its resolved path and stat signature:
// a new toolchain installed over it changes them), the environment the
// command sees (every GO* variable, HOME and XDG_CONFIG_HOME, where go env
// -w writes), the stat signatures of the files go env reads (the GOENV
// file, GOROOT/go.env next to the command, any go.work from raiz up) and
// the bytes of raiz/go.mod (whose go and toolchain lines may select another
// toolchain). ok is false when one of these cannot be known (no go in PATH,
// a system without stat signatures): then go env runs.
func chaveAmbiente(raiz string, f Flags) (k cache.Key, ok bool) {
	goBin, err := exec.LookPath("go")
	if err == nil {
		goBin, err = filepath.Abs(goBin)
	}
	if err == nil {
		goBin, err = filepath.EvalSymlinks(goBin)
	}
	if err != nil {
		return cache.Key{}, false
	}
	h := cache.NewHasher("go env")
	arquivo := func(p string) bool {
		h.WriteString(p)
		fi, err := os.Stat(p)
		if errors.Is(err, fs.ErrNotExist) {
			h.WriteString("ausente")
			return true
		}
		if err != nil {
			return false
		}
		s, _, _, ok := cache.Firma(fi)
		h.WriteString(s)
		return ok
	}
	if !arquivo(goBin) || !arquivo(filepath.Join(filepath.Dir(filepath.Dir(goBin)), "go.env")) {
		return cache.Key{}, false
	}
	goenv := ""
	for _, e := range envWasm(f) {
		if strings.HasPrefix(e, "GO") || strings.HasPrefix(e, "HOME=") || strings.HasPrefix(e, "XDG_CONFIG_HOME=") {
			h.WriteString(e)
		}
		if v, ok := strings.CutPrefix(e, "GOENV="); ok {
			goenv = v
		}
	}
	if goenv == "" {
		dir, err := os.UserConfigDir()
		if err != nil {
			return cache.Key{}, false
		}
		goenv = filepath.Join(dir, "go", "env")
	}
	if goenv != "off" && !arquivo(goenv) {
		return cache.Key{}, false
	}
	abs, err := filepath.Abs(raiz)
	if err != nil {
		return cache.Key{}, false
	}
	for d := abs; ; d = filepath.Dir(d) {
		if !arquivo(filepath.Join(d, "go.work")) {
			return cache.Key{}, false
		}
		if filepath.Dir(d) == d {
			break
		}
	}
	b, err := os.ReadFile(filepath.Join(raiz, "go.mod"))
	if err != nil {
		return cache.Key{}, false
	}
	h.Write(b)
	return h.Key(), true
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
	amb, ambDoCache, avisoAmb, err := ambienteDoCache(o.Cache, o.Raiz, flags)
	if err != nil {
		return nil, nil, err
	}
	carregador, err := wasmExec(amb.goroot)
	if err != nil && ambDoCache {
		// the toolchain kept in the cache is gone: ask go env again.
		if amb, err = lerAmbiente(o.Raiz, flags); err == nil {
			carregador, err = wasmExec(amb.goroot)
		}
	}
	if err != nil {
		return nil, avisoAmb, err
	}
	agora := o.agora
	if agora == nil {
		agora = time.Now
	}
	k, avisoChave, err := chaveRapida(o.Cache, o.Raiz, amb, flags, agora())
	avisoAmb = errors.Join(avisoAmb, avisoChave)
	if err != nil {
		return nil, avisoAmb, err
	}
	if o.Tardio {
		if soma, n, ok := o.Cache.Soma(k); ok && n > 8 {
			return &Modulo{Soma: soma, Tamanho: int(n), WasmExec: carregador, DoCache: true, cache: o.Cache, chave: k}, avisoAmb, nil
		}
	}
	if b, ok := o.Cache.Get(k); ok && validoWasm(b) {
		return &Modulo{Wasm: b, Soma: sha256.Sum256(b), Tamanho: len(b), WasmExec: carregador, DoCache: true}, avisoAmb, nil
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
	return &Modulo{Wasm: b, Soma: sha256.Sum256(b), Tamanho: len(b), WasmExec: carregador}, errors.Join(avisoAmb, o.Cache.Put(k, b)), nil
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

// chaveRapida is chave, found through the sources' stat signature when the
// cache knows it (see assinatura), which reads no source file.
func chaveRapida(c *cache.Cache, raiz string, amb ambiente, f Flags, inicio time.Time) (k cache.Key, avisoCache, err error) {
	sig, confiavel, ok, err := assinatura(raiz, amb, f, inicio)
	if err != nil {
		return cache.Key{}, nil, err
	}
	if ok {
		if b, hit := c.Get(sig); hit && len(b) == len(k) {
			copy(k[:], b)
			return k, nil, nil
		}
	}
	if k, err = chave(raiz, amb, f); err != nil {
		return cache.Key{}, nil, err
	}
	if ok && confiavel {
		avisoCache = c.Put(sig, k[:])
	}
	return k, avisoCache, nil
}

// assinatura is the key under which the cache records chave of the current
// sources: everything chave reads except the sources' bytes (the toolchain,
// wasm/flags, go.mod and go.sum), and instead the path and stat signature
// (cache.Firma: size, mode, modification and status-change times in nanoseconds,
// device and inode) of every file under wasm/ and calculator/ that chave
// could read, those that do not count included (a file that starts to
// count, a Go file that gains //go:embed, changes its own signature).
//
// Why a signature stands for the bytes. Writing to a file, replacing it or
// setting its times changes its status-change time to the current time,
// which no program can set back, so a signature seen again means a file not
// touched since, provided its bytes were read after the signature was
// taken and no write could have happened within the same tick of the clock
// (ext4 and the kernel stamp times with a coarse clock: two writes a few
// milliseconds apart may get the same times, same-size edits included).
// So the record is made (confiavel) only when every time of every file is
// older by cache.MargemFirma than inicio, a moment before the signatures were
// taken: a later write gets a newer time. What is left is the system clock
// put back by more than the margin between two writes of the same size
// that land on the same nanosecond: then delete the cache. ok is false on systems without
// status-change times (cache.Firma), where the sources are always read.
func assinatura(raiz string, amb ambiente, f Flags, inicio time.Time) (sig cache.Key, confiavel, ok bool, err error) {
	h := cache.NewHasher("wasm por firma")
	if err := escreverBase(h, raiz, amb, f); err != nil {
		return cache.Key{}, false, false, err
	}
	confiavel, ok = true, true
	err = percorrer(raiz, func(rel string, e fs.DirEntry) error {
		fi, err := e.Info()
		if err != nil {
			return err
		}
		s, mtime, ctime, temFirma := cache.Firma(fi)
		if !temFirma {
			ok = false
			return fs.SkipAll
		}
		if !cache.Confiavel(mtime, ctime, inicio) {
			confiavel = false
		}
		h.WriteString(rel)
		h.WriteString(s)
		return nil
	})
	if err != nil {
		return cache.Key{}, false, false, fmt.Errorf("modulo: %w", err)
	}
	return h.Key(), confiavel, ok, nil
}

// percorrer calls f, in lexical order, for every regular file under the
// directories of fontes that the go command would consider (not in testdata,
// node_modules, or directories starting with "." or "_"), with its path
// relative to raiz in slashes.
func percorrer(raiz string, f func(rel string, e fs.DirEntry) error) error {
	for _, d := range fontes {
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
			return f(filepath.ToSlash(rel), e)
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// escreverBase writes to h what both of the module's keys start with: the
// toolchain, the flags and the module's go.mod and go.sum.
func escreverBase(h *cache.Hasher, raiz string, amb ambiente, f Flags) error {
	h.WriteString(amb.resumo)
	h.WriteString(strings.Join(f.Args, "\x00"))
	h.WriteString(strings.Join(f.Env, "\x00"))
	for _, nome := range []string{"go.mod", "go.sum"} {
		b, err := os.ReadFile(filepath.Join(raiz, nome))
		if err != nil && !(nome == "go.sum" && errors.Is(err, fs.ErrNotExist)) {
			return fmt.Errorf("modulo: %w", err)
		}
		h.WriteString(nome)
		h.Write(b)
	}
	return nil
}

// chave is the cache key of the module (see the package doc).
func chave(raiz string, amb ambiente, f Flags) (cache.Key, error) {
	h := cache.NewHasher("wasm")
	if err := escreverBase(h, raiz, amb, f); err != nil {
		return cache.Key{}, err
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
	var out, outros []string     // outros: non-Go files, kept if their directory embeds
	embutem := map[string]bool{} // directories with //go:embed
	err := percorrer(raiz, func(rel string, e fs.DirEntry) error {
		nome := e.Name()
		switch {
		case strings.HasSuffix(nome, "_test.go"):
		case strings.HasSuffix(nome, ".go"):
			out = append(out, rel)
			b, err := os.ReadFile(filepath.Join(raiz, filepath.FromSlash(rel)))
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
	sort.Strings(out)
	return out, nil
}

// NoBundle returns a copy of b with the module and the loader added as
// fingerprinted assets, /assets/calculadora-HASH.wasm and
// /assets/wasm_exec-HASH.js, under the logical names NomeWasm and
// NomeWasmExec. A module left in the cache (Opcoes.Tardio) is there with no
// bytes (nil): the caller gets them from Bytes.
func (m *Modulo) NoBundle(b *site.Bundle) *site.Bundle {
	out := &site.Bundle{Files: make(map[string][]byte, len(b.Files)+2), Paths: make(map[string]string, len(b.Paths)+2), Tamanhos: map[string]int{}}
	for k, v := range b.Tamanhos {
		out.Tamanhos[k] = v
	}
	for k, v := range b.Files {
		out.Files[k] = v
	}
	for k, v := range b.Paths {
		out.Paths[k] = v
	}
	out.Files[m.ArquivoWasm()] = m.Wasm
	out.Paths[NomeWasm] = "/" + m.ArquivoWasm()
	out.Tamanhos[NomeWasm] = m.Tamanho
	f := impresso(NomeWasmExec, sha256.Sum256(m.WasmExec))
	out.Files[f] = m.WasmExec
	out.Paths[NomeWasmExec] = "/" + f
	return out
}

// ArquivoWasm is the module's file in the output, "assets/calculadora-HASH.wasm":
// the hash of Wasm, or Soma for a module left in the cache.
func (m *Modulo) ArquivoWasm() string {
	if m.Wasm != nil {
		return impresso(NomeWasm, sha256.Sum256(m.Wasm))
	}
	return impresso(NomeWasm, m.Soma)
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
