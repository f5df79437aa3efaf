package main

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/andybalholm/brotli"

	"viagemdedireito/generator/internal/cache"
)

// comprimivel lists the text files that get .br and .gz siblings.
var comprimivel = map[string]bool{".html": true, ".css": true, ".js": true, ".json": true, ".xml": true, ".txt": true, ".svg": true, ".wasm": true}

// Compression levels, chosen by measurement on the real corpus (see
// BenchmarkNiveis and the README): brotli 8 with a window fitted to the file
// is 9% larger than quality 11 at about 1/25 of its time (levels 5 to 8 cost
// about the same, 8 is the smallest; 9 costs half as much again for 0.1%,
// 10 and 11 ten to twenty times as much); gzip, the fallback for clients
// without brotli, at 6: 9 is 0.4% smaller and slower, 1 is 15% larger.
const (
	brotliPadrao = 8
	gzipNivel    = 6
)

// compressor makes the .br and .gz siblings of the text files, reusing those
// of the previous output when the file's bytes did not change.
//
// What is reused is checked, never trusted: the cache holds, for each output
// directory, a manifest written by the previous build listing, for every text
// file, the key of its bytes (with the compressors' versions and levels, see
// chave) and the SHA-256 of the .br and .gz written for it. A sibling in the
// output directory is reused only when the file's key is in the manifest and
// the sibling's bytes have the recorded hash; anything else (no cache, no
// manifest, a damaged one, a sibling edited or truncated by hand, another
// level) is compressed again. So the output is the same byte for byte with
// or without the cache.
//
// The compressed bytes are not copied into the cache: on the development
// machine's ext4 every new file costs about 1 ms (a fresh inode), which for
// the dozens of pages an edit changes cost more than compressing them.
type compressor struct {
	brotli int          // quality, 0 to 11
	cache  *cache.Cache // nil: compress everything
	// versao identifies the compressors' code (module version of brotli,
	// Go version for compress/gzip); it is part of every key, so a new
	// version never reuses the bytes of the old one.
	versao string
	// gzips holds *gzip.Writer at gzipNivel for reuse: Reset makes one
	// equivalent to a new writer, and a new one allocates about 800 KB,
	// which cost half the gzip time on small files.
	gzips sync.Pool
}

// novoCompressor returns a compressor with brotli quality q. The cache is
// used only when the compressors' versions are known.
func novoCompressor(q int, c *cache.Cache) *compressor {
	v, ok := versaoCompressores()
	if !ok {
		c = nil
	}
	return &compressor{brotli: q, cache: c, versao: v}
}

// versaoCompressores names the code that makes the siblings' bytes.
func versaoCompressores() (string, bool) {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "", false
	}
	for _, m := range info.Deps {
		if m.Path == "github.com/andybalholm/brotli" {
			if m.Replace != nil {
				m = m.Replace
			}
			if m.Version == "" || m.Version == "(devel)" {
				return "", false
			}
			return m.Path + "@" + m.Version + " " + runtime.Version(), true
		}
	}
	return "", false
}

// janela is the brotli window (log2 of its size) for n bytes: the smallest
// that holds the whole file, which gives the same bytes as the largest
// window for a file that fits, with far less memory and time.
func janela(n int) int {
	w := 10 // brotli's minimum
	for w < 24 && (1<<w)-16 < n {
		w++
	}
	return w
}

// chave names the siblings of b: the compressors' code, their parameters and
// the bytes.
func (c *compressor) chave(n string, b []byte) cache.Key {
	h := cache.NewHasher("br+gz")
	h.WriteString(c.versao)
	h.WriteString(fmt.Sprintf("brotli quality=%d lgwin=%d; gzip level=%d", c.qualidade(n), janela(len(b)), gzipNivel))
	h.Write(b)
	return h.Key()
}

// comprimir returns the brotli and gzip copies of b.
func (c *compressor) comprimir(n string, b []byte) (br, gz []byte, err error) {
	if br, err = brotliBytes(b, c.qualidade(n), janela(len(b))); err != nil {
		return nil, nil, err
	}
	if gz, err = c.gzip(b); err != nil {
		return nil, nil, err
	}
	return br, gz, nil
}

// registro is what a manifest records of one text file: the hashes of its
// .br and .gz.
type registro struct{ br, gz [sha256.Size]byte }

// manifesto maps the key of a text file (chave) to its siblings' hashes.
type manifesto map[cache.Key]registro

// chaveManifesto is the cache key of the manifest of the output directory.
func chaveManifesto(dir string) cache.Key {
	if abs, err := filepath.Abs(dir); err == nil {
		dir = abs
	}
	h := cache.NewHasher("manifesto")
	h.WriteString(dir)
	return h.Key()
}

// codificar writes the manifest, one line per file: key, hash of the .br,
// hash of the .gz, in hexadecimal, sorted.
func (m manifesto) codificar() []byte {
	linhas := make([]string, 0, len(m))
	for k, r := range m {
		linhas = append(linhas, k.String()+" "+hex.EncodeToString(r.br[:])+" "+hex.EncodeToString(r.gz[:])+"\n")
	}
	sort.Strings(linhas)
	return []byte(strings.Join(linhas, ""))
}

// decodificarManifesto reads what codificar wrote; anything else is an
// error (and the build compresses everything).
func decodificarManifesto(b []byte) (manifesto, error) {
	m := manifesto{}
	for len(b) > 0 {
		linha, resto, ok := bytes.Cut(b, []byte("\n"))
		if !ok {
			return nil, errors.New("manifesto: última linha sem fim")
		}
		b = resto
		campos := strings.Split(string(linha), " ")
		if len(campos) != 3 {
			return nil, fmt.Errorf("manifesto: linha com %d campos", len(campos))
		}
		var k cache.Key
		var r registro
		for i, dst := range [][]byte{k[:], r.br[:], r.gz[:]} {
			if len(campos[i]) != 2*sha256.Size {
				return nil, errors.New("manifesto: hash de tamanho errado")
			}
			if _, err := hex.Decode(dst, []byte(campos[i])); err != nil {
				return nil, fmt.Errorf("manifesto: %w", err)
			}
		}
		m[k] = r
	}
	return m, nil
}

// manifesto returns the manifest of dir kept in the cache (empty when there
// is none or it is damaged).
func (c *compressor) manifesto(dir string) manifesto {
	if b, ok := c.cache.Get(chaveManifesto(dir)); ok {
		if m, err := decodificarManifesto(b); err == nil {
			return m
		}
	}
	return manifesto{}
}

// gzip compresses b at gzipNivel with a writer from the pool.
func (c *compressor) gzip(b []byte) ([]byte, error) {
	var buf bytes.Buffer
	w, _ := c.gzips.Get().(*gzip.Writer)
	if w == nil {
		var err error
		if w, err = gzip.NewWriterLevel(&buf, gzipNivel); err != nil {
			return nil, err
		}
	} else {
		w.Reset(&buf)
	}
	if _, err := w.Write(b); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	c.gzips.Put(w)
	return buf.Bytes(), nil
}

func brotliBytes(b []byte, qualidade, lgwin int) ([]byte, error) {
	var buf bytes.Buffer
	w := brotli.NewWriterOptions(&buf, brotli.WriterOptions{Quality: qualidade, LGWin: lgwin})
	if _, err := w.Write(b); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// saidas returns every file of the output directory: the files and, for the
// text files, their .br and .gz siblings, taken from the previous output ant
// when the manifest m vouches for them, compressed otherwise, in parallel.
// It returns the manifest of the new output too.
func (c *compressor) saidas(arquivos map[string][]byte, ant *anterior, m manifesto) (map[string][]byte, manifesto, error) {
	out := make(map[string][]byte, 3*len(arquivos))
	var fila []string
	for n, b := range arquivos {
		out[n] = b
		if comprimivel[strings.ToLower(filepath.Ext(n))] {
			fila = append(fila, n)
		}
	}
	// largest first, so that the last to finish is a small one.
	sort.Slice(fila, func(i, j int) bool {
		if len(arquivos[fila[i]]) != len(arquivos[fila[j]]) {
			return len(arquivos[fila[i]]) > len(arquivos[fila[j]])
		}
		return fila[i] < fila[j]
	})
	var (
		mu    sync.Mutex
		erros []error
		novo  = make(manifesto, len(fila))
	)
	paralelo(len(fila), func(i int) {
		n := fila[i]
		k := c.chave(n, arquivos[n])
		br, gz := ant.arquivo(n+".br"), ant.arquivo(n+".gz")
		var r registro
		if br != nil && gz != nil {
			r = registro{sha256.Sum256(br), sha256.Sum256(gz)}
		}
		if ok := br != nil && gz != nil && m[k] == r; !ok {
			var err error
			if br, gz, err = c.comprimir(n, arquivos[n]); err != nil {
				mu.Lock()
				erros = append(erros, fmt.Errorf("%s: %w", n, err))
				mu.Unlock()
				return
			}
			r = registro{sha256.Sum256(br), sha256.Sum256(gz)}
		}
		mu.Lock()
		defer mu.Unlock()
		out[n+".br"], out[n+".gz"] = br, gz
		novo[k] = r
	})
	return out, novo, errors.Join(erros...)
}

// paralelo calls f(0), …, f(n-1), as many at a time as there are
// processors, and returns when all are done.
func paralelo(n int, f func(i int)) {
	var (
		wg   sync.WaitGroup
		mu   sync.Mutex
		prox int
	)
	for range min(runtime.GOMAXPROCS(0), n) {
		wg.Go(func() {
			for {
				mu.Lock()
				i := prox
				prox++
				mu.Unlock()
				if i >= n {
					return
				}
				f(i)
			}
		})
	}
	wg.Wait()
}

// sincronizar makes dir hold exactly the files of out (see anterior.aplicar).
func sincronizar(dir string, out map[string][]byte) error {
	if err := saidaAnterior(dir); err != nil {
		return err
	}
	a, err := lerAnterior(dir)
	if err != nil {
		return err
	}
	return a.aplicar(out)
}

// anterior is what a previous build left in the output directory.
type anterior struct {
	dir      string
	arquivos map[string][]byte // regular files by slash path, with their bytes
	outros   []string          // other entries (links, devices): always replaced
	pastas   map[string]bool   // directories, by slash path ("." the root)
}

// arquivo is the previous content of the file at slash path n, or nil.
func (a *anterior) arquivo(n string) []byte {
	if a == nil {
		return nil
	}
	return a.arquivos[n]
}

// lerAnterior reads the output directory (which may not exist).
func lerAnterior(dir string) (*anterior, error) {
	a := &anterior{dir: dir, arquivos: map[string][]byte{}, pastas: map[string]bool{}}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if p == dir && errors.Is(err, fs.ErrNotExist) {
				return fs.SkipAll
			}
			return err
		}
		rel, err := filepath.Rel(dir, p)
		if err != nil {
			return err
		}
		rel = filepath.ToSlash(rel)
		switch {
		case d.IsDir():
			a.pastas[rel] = true
		case d.Type().IsRegular():
			b, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			a.arquivos[rel] = b
		default:
			a.outros = append(a.outros, rel)
		}
		return nil
	})
	return a, err
}

// aplicar makes the directory hold exactly the files of out: it removes what
// is not in out, leaves untouched the regular files whose bytes are already
// right (their modification time, and so the server's ETag, stays), and
// writes the others, each through a temporary file renamed into place (see
// gravar), so that a server running on the directory never reads half a file.
func (a *anterior) aplicar(out map[string][]byte) error {
	// the directories that must exist: every parent of a file of out.
	pastas := map[string]bool{".": true}
	for n := range out {
		for p := path.Dir(n); p != "."; p = path.Dir(p) {
			pastas[p] = true
		}
	}
	caminho := func(rel string) string { return filepath.Join(a.dir, filepath.FromSlash(rel)) }
	remover := a.outros
	for n := range a.arquivos {
		if _, ok := out[n]; !ok {
			remover = append(remover, n)
		}
	}
	for _, n := range remover {
		if err := os.Remove(caminho(n)); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return err
		}
	}
	// directories no file of out is in, whole (their files are gone above,
	// but a file could have appeared since).
	var pastasRemover []string
	for p := range a.pastas {
		if !pastas[p] && (path.Dir(p) == "." || pastas[path.Dir(p)]) {
			pastasRemover = append(pastasRemover, p)
		}
	}
	for _, p := range pastasRemover {
		if err := os.RemoveAll(caminho(p)); err != nil {
			return err
		}
	}
	var nomes []string
	for n, b := range out {
		if atual, ok := a.arquivos[n]; !ok || !bytes.Equal(atual, b) {
			nomes = append(nomes, n)
		}
	}
	sort.Strings(nomes)
	criadas := map[string]bool{}
	for _, n := range nomes {
		if p := path.Dir(n); !a.pastas[p] && !criadas[p] {
			if err := os.MkdirAll(caminho(p), 0o755); err != nil {
				return err
			}
			criadas[p] = true
		}
	}
	// one after the other: on ext4 two writers contend for the journal and
	// each write took twice as long.
	for _, n := range nomes {
		if err := gravar(caminho(n), out[n]); err != nil {
			return err
		}
	}
	return nil
}

// gravar writes b to destino through a temporary file in the same
// directory, renamed into place (over a symbolic link too, never through
// it): a reader sees the whole old file or the whole new one, never half of
// one, or for a few microseconds no file.
//
// The old file is removed before the temporary one is created. On ext4 the
// new file then gets the inode just freed, which is cheap, where a fresh
// inode costs about 1 ms on the development machine; and renaming over an
// existing file makes the kernel flush the new one first (auto_da_alloc).
// Both together made each write about ten times slower.
func gravar(destino string, b []byte) error {
	if err := os.Remove(destino); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	tmp := destino + ".tmp-" + strconv.Itoa(os.Getpid())
	f, err := os.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
	if err != nil {
		return err
	}
	_, err = f.Write(b)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, destino)
	}
	if err != nil {
		return errors.Join(err, os.Remove(tmp))
	}
	return nil
}

// saidaAnterior refuses to replace a directory that is not empty and does
// not look like a previous build (index.html at its root, no go.mod or .git),
// so that "-o ." cannot wipe a repository.
func saidaAnterior(dir string) error {
	entradas, err := os.ReadDir(dir)
	if errors.Is(err, os.ErrNotExist) || (err == nil && len(entradas) == 0) {
		return nil
	}
	if err != nil {
		return err
	}
	tem := map[string]bool{}
	for _, e := range entradas {
		tem[e.Name()] = true
	}
	if !tem["index.html"] || tem["go.mod"] || tem[".git"] {
		return fmt.Errorf("%s não está vazio e não parece uma saída anterior do gerar: recuso apagá-lo", dir)
	}
	return nil
}
