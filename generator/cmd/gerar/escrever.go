package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/andybalholm/brotli"
	"github.com/klauspost/compress/gzip"

	"viagemdedireito/generator/internal/cache"
)

// comprimivel lists the text files that get .br and .gz siblings.
var comprimivel = map[string]bool{".html": true, ".css": true, ".js": true, ".json": true, ".xml": true, ".txt": true, ".svg": true, ".wasm": true}

// Compression levels, chosen by measurement on the real corpus (see
// BenchmarkNiveis and the README): brotli 8 with a window fitted to the file
// is 9% larger than quality 11 at about 1/25 of its time (levels 5 to 8 cost
// about the same, 8 is the smallest; 9 costs half as much again for 0.1%,
// 10 and 11 ten to twenty times as much); gzip, the fallback for clients
// without brotli, by github.com/klauspost/compress at 6: on the search
// index, which every edit changes, 0.7–1.1 ms against 3.2 ms for the
// standard library's compress/gzip at 6, 2.3% larger (19,445 bytes against
// 19,011); on every text file 77 ms against 280 ms, 2.9% larger; its 7 is
// 1.2% larger than the standard 6 at twice its own 6's time, 9 is 0.3%
// smaller than the standard 6 and slower, 1 is 19% larger.
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
// The previous output is not read to learn its hashes when the manifest can
// vouch for them: it records too the hash of every file of the directory
// under the file's stat signature (cache.Firma: size, times to the
// nanosecond, inode), once that signature is old enough to stand for the
// bytes (cache.Confiavel); a file whose signature is unchanged is known
// without being read, any other is read (or, with another size, just
// replaced). So a warm build reads only the files written a moment ago.
//
// The compressed bytes are not copied into the cache: on the development
// machine's ext4 every new file costs about 1 ms (a fresh inode), which for
// the dozens of pages an edit changes cost more than compressing them.
type compressor struct {
	brotli int          // quality, 0 to 11
	cache  *cache.Cache // nil: compress everything
	// versao identifies the compressors' code (the module versions of
	// brotli and gzip, and Go's); it is part of every key, so a new
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

// versaoCompressores names the code that makes the siblings' bytes: the
// module versions of brotli and of gzip (github.com/klauspost/compress),
// and Go's.
func versaoCompressores() (string, bool) {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "", false
	}
	var versoes []string
	for _, caminho := range []string{"github.com/andybalholm/brotli", "github.com/klauspost/compress"} {
		achou := false
		for _, m := range info.Deps {
			if m.Path != caminho {
				continue
			}
			if m.Replace != nil {
				m = m.Replace
			}
			if m.Version == "" || m.Version == "(devel)" {
				return "", false
			}
			versoes = append(versoes, m.Path+"@"+m.Version)
			achou = true
		}
		if !achou {
			return "", false
		}
	}
	return strings.Join(versoes, " ") + " " + runtime.Version(), true
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

// chave names the siblings of a file of tamanho bytes with SHA-256 soma:
// the compressors' code, their parameters and the bytes.
func (c *compressor) chave(n string, soma [sha256.Size]byte, tamanho int) cache.Key {
	h := cache.NewHasher("br+gz")
	h.WriteString(c.versao)
	h.WriteString(fmt.Sprintf("brotli quality=%d lgwin=%d; gzip level=%d", c.qualidade(n), janela(tamanho), gzipNivel))
	h.Write(soma[:])
	return h.Key()
}

// comprimir returns the brotli and gzip copies of b.
// A file of at least separarGzip bytes has its gzip copy made at the same
// time as its brotli one, on another goroutine: the search index, compressed
// while the pages are executed or last of all, took 9 ms of brotli and 5 of
// gzip one after the other in a warm build.
func (c *compressor) comprimir(n string, b []byte) (br, gz []byte, err error) {
	if len(b) < separarGzip {
		if br, err = brotliBytes(b, c.qualidade(n), janela(len(b))); err != nil {
			return nil, nil, err
		}
		if gz, err = c.gzip(b); err != nil {
			return nil, nil, err
		}
		return br, gz, nil
	}
	var errGz error
	feito := make(chan struct{})
	go func() {
		defer close(feito)
		gz, errGz = c.gzip(b)
	}()
	br, err = brotliBytes(b, c.qualidade(n), janela(len(b)))
	<-feito
	if err = errors.Join(err, errGz); err != nil {
		return nil, nil, err
	}
	return br, gz, nil
}

const separarGzip = 32 << 10

// registro is what a manifest records of the siblings of one text file:
// the hashes of its .br and .gz.
type registro struct{ br, gz [sha256.Size]byte }

// visto is what a manifest records of one file of the output directory: the
// SHA-256 of its bytes, vouched for by its stat signature (cache.Firma).
type visto struct {
	soma  [sha256.Size]byte
	firma string
}

// manifesto is what the cache keeps of an output directory between builds.
type manifesto struct {
	// irmaos maps the key of a text file (chave) to its siblings' hashes.
	irmaos map[cache.Key]registro
	// arquivos maps a file of the directory, by slash path, to its hash
	// under its signature, recorded only when the signature may vouch for
	// the bytes (cache.Confiavel): a file whose signature did not change is
	// then known without being read.
	arquivos map[string]visto
	// escritos maps a file of the directory, by slash path, to the hash of
	// the bytes it had at the end of the build that wrote it (or read it)
	// when its signature was too fresh to vouch for them: the next build,
	// having other bytes for that path, replaces the file without reading
	// it (whatever it holds, it is not those bytes unless edited into them
	// since, and then writing them again is harmless).
	escritos map[string][sha256.Size]byte
	// chaves maps a page or norm JSON, by slash path, to the render key it
	// was made under and the hash and size of its bytes (generator.Chave):
	// a build whose key for the file is the same does not make it again.
	chaves map[string]feitoSob
	// bytes is what the manifest was decoded from (nil for a new one).
	bytes []byte
}

// feitoSob is what a manifest records of a file with a render key.
type feitoSob struct {
	chave   [sha256.Size]byte
	soma    [sha256.Size]byte
	tamanho int
}

func novoManifesto() manifesto {
	return manifesto{irmaos: map[cache.Key]registro{}, arquivos: map[string]visto{}, escritos: map[string][sha256.Size]byte{}, chaves: map[string]feitoSob{}}
}

// chaveManifesto is the cache key of the manifest of the output directory.
func chaveManifesto(dir string) cache.Key {
	if abs, err := filepath.Abs(dir); err == nil {
		dir = abs
	}
	h := cache.NewHasher("manifesto")
	h.WriteString(dir)
	return h.Key()
}

// cabecalhoManifesto opens the manifest; the digit is the format version.
const cabecalhoManifesto = "gerar-manifesto 4\n"

// codificar writes the manifest: the header, then one line per record,
// sorted: "i KEY BR GZ" for siblings, "a HASH SIGNATURE PATH" for a file,
// "e HASH PATH" for a file known without a signature (escritos),
// "c RENDERKEY HASH SIZE PATH" for a file's render key (hashes in
// hexadecimal, the size in decimal; the path last, as it is, up to the end
// of the line). Paths with a line break are not recorded (they are read instead).
func (m manifesto) codificar() []byte {
	linhas := make([]string, 0, len(m.irmaos)+len(m.arquivos))
	for k, r := range m.irmaos {
		linhas = append(linhas, "i "+k.String()+" "+hex.EncodeToString(r.br[:])+" "+hex.EncodeToString(r.gz[:])+"\n")
	}
	for n, v := range m.arquivos {
		if n == "" || strings.ContainsAny(n, "\n\r") || v.firma == "" || strings.ContainsAny(v.firma, " \n\r") {
			continue
		}
		linhas = append(linhas, "a "+hex.EncodeToString(v.soma[:])+" "+v.firma+" "+n+"\n")
	}
	for n, soma := range m.escritos {
		if n == "" || strings.ContainsAny(n, "\n\r") {
			continue
		}
		linhas = append(linhas, "e "+hex.EncodeToString(soma[:])+" "+n+"\n")
	}
	for n, f := range m.chaves {
		if n == "" || strings.ContainsAny(n, "\n\r") {
			continue
		}
		linhas = append(linhas, "c "+hex.EncodeToString(f.chave[:])+" "+hex.EncodeToString(f.soma[:])+" "+strconv.Itoa(f.tamanho)+" "+n+"\n")
	}
	sort.Strings(linhas)
	return []byte(cabecalhoManifesto + strings.Join(linhas, ""))
}

// decodificarManifesto reads what codificar wrote; anything else is an
// error (and the build reads and compresses as without a manifest).
func decodificarManifesto(b []byte) (manifesto, error) {
	m := novoManifesto()
	resto, ok := bytes.CutPrefix(b, []byte(cabecalhoManifesto))
	if !ok {
		return manifesto{}, errors.New("manifesto: cabeçalho desconhecido")
	}
	b = resto
	hash := func(dst []byte, s string) error {
		if len(s) != 2*sha256.Size {
			return errors.New("manifesto: hash de tamanho errado")
		}
		if _, err := hex.Decode(dst, []byte(s)); err != nil {
			return fmt.Errorf("manifesto: %w", err)
		}
		return nil
	}
	for len(b) > 0 {
		linha, resto, ok := bytes.Cut(b, []byte("\n"))
		if !ok {
			return manifesto{}, errors.New("manifesto: última linha sem fim")
		}
		b = resto
		switch {
		case bytes.HasPrefix(linha, []byte("i ")):
			campos := strings.Split(string(linha[2:]), " ")
			if len(campos) != 3 {
				return manifesto{}, fmt.Errorf("manifesto: linha i com %d campos", len(campos))
			}
			var k cache.Key
			var r registro
			for i, dst := range [][]byte{k[:], r.br[:], r.gz[:]} {
				if err := hash(dst, campos[i]); err != nil {
					return manifesto{}, err
				}
			}
			m.irmaos[k] = r
		case bytes.HasPrefix(linha, []byte("a ")):
			campos := strings.SplitN(string(linha[2:]), " ", 3)
			if len(campos) != 3 || campos[1] == "" || campos[2] == "" || strings.Contains(campos[2], "\r") {
				return manifesto{}, errors.New("manifesto: linha a incompleta")
			}
			var v visto
			if err := hash(v.soma[:], campos[0]); err != nil {
				return manifesto{}, err
			}
			v.firma = campos[1]
			m.arquivos[campos[2]] = v
		case bytes.HasPrefix(linha, []byte("e ")):
			campos := strings.SplitN(string(linha[2:]), " ", 2)
			if len(campos) != 2 || campos[1] == "" || strings.Contains(campos[1], "\r") {
				return manifesto{}, errors.New("manifesto: linha e incompleta")
			}
			var soma [sha256.Size]byte
			if err := hash(soma[:], campos[0]); err != nil {
				return manifesto{}, err
			}
			m.escritos[campos[1]] = soma
		case bytes.HasPrefix(linha, []byte("c ")):
			campos := strings.SplitN(string(linha[2:]), " ", 4)
			if len(campos) != 4 || campos[3] == "" || strings.Contains(campos[3], "\r") {
				return manifesto{}, errors.New("manifesto: linha c incompleta")
			}
			var f feitoSob
			if err := hash(f.chave[:], campos[0]); err != nil {
				return manifesto{}, err
			}
			if err := hash(f.soma[:], campos[1]); err != nil {
				return manifesto{}, err
			}
			t, err := strconv.Atoi(campos[2])
			if err != nil || t < 0 || strconv.Itoa(t) != campos[2] {
				return manifesto{}, errors.New("manifesto: tamanho inválido na linha c")
			}
			f.tamanho = t
			m.chaves[campos[3]] = f
		default:
			return manifesto{}, errors.New("manifesto: linha desconhecida")
		}
	}
	return m, nil
}

// manifesto returns the manifest of dir kept in the cache (empty when there
// is none or it is damaged).
func (c *compressor) manifesto(dir string) manifesto {
	if b, ok := c.cache.Get(chaveManifesto(dir)); ok {
		if m, err := decodificarManifesto(b); err == nil {
			m.bytes = b
			return m
		}
	}
	return novoManifesto()
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

// sincronia is one synchronisation of the output directory: what it held
// (ant), what the previous build's manifest says of it (velho), and the
// manifest of the new output being made (novo).
type sincronia struct {
	ant        *anterior
	velho      manifesto
	bytesVelho []byte
	mu         sync.Mutex
	novo       manifesto
	// adiantados are the files given to adiantar, whose work espera
	// waits for; erroAdiantado joins their errors.
	adiantados    map[string][]byte
	espera        sync.WaitGroup
	erroAdiantado error
	// escrita holds the files to write, produzidos every file of the new
	// output (written or kept).
	escrita    map[string][]byte
	produzidos map[string]bool
	// tardios are the files given with no bytes, read only when needed;
	// the pages kept from the previous build (anterior) are added to them
	// while the generator works, so they are read and written under mu.
	tardios map[string]tardio
	// chaves are the render keys of the new output (generator.Resultado),
	// recorded by concluir with the files' hashes.
	chaves map[string][sha256.Size]byte
}

// errReuso is a file the previous build's manifest vouched for under its
// render key, gone or changed in the output since: its bytes are not to be
// had without making it again (gerar builds again, keeping nothing).
var errReuso = errors.New("um arquivo mantido do build anterior mudou ou sumiu da saída")

// anterior is generator.Config.Anterior: the file n is kept when the
// previous build made it under the same render key k. It is then a
// tardio, read from the output directory only if the manifest cannot
// vouch for its bytes there, and checked against the recorded hash
// (errReuso otherwise).
func (s *sincronia) anterior(n string, k [sha256.Size]byte) bool {
	f, ok := s.velho.chaves[n]
	if !ok || f.chave != k {
		return false
	}
	caminho := s.ant.caminho(n)
	t := tardio{soma: f.soma, tamanho: f.tamanho, ler: func() ([]byte, error) {
		b, err := os.ReadFile(caminho)
		if err != nil || sha256.Sum256(b) != f.soma {
			return nil, errReuso
		}
		return b, nil
	}}
	s.mu.Lock()
	if s.tardios == nil {
		s.tardios = map[string]tardio{}
	}
	s.tardios[n] = t
	s.mu.Unlock()
	return true
}

// tardio is a file whose bytes are read only if the output directory does
// not already have it (the WebAssembly module left in the cache).
type tardio struct {
	soma    [sha256.Size]byte
	tamanho int
	ler     func() ([]byte, error)
}

// tem tells whether the output directory already holds, at slash path n, a
// file of SHA-256 soma and tamanho bytes (-1: size unknown). The manifest
// answers when it vouches for the file's current signature; otherwise the
// file is read (after its stat, so that the signature, when old enough,
// can be recorded for the bytes read), unless the sizes differ.
func (s *sincronia) tem(n string, soma [sha256.Size]byte, tamanho int) (bool, error) {
	fi := s.ant.arquivos[n]
	if fi == nil || (tamanho >= 0 && fi.Size() != int64(tamanho)) {
		return false, nil
	}
	firma, mtime, ctime, temFirma := cache.Firma(fi)
	if temFirma {
		if v, ok := s.velho.arquivos[n]; ok && v.firma == firma {
			if v.soma != soma {
				return false, nil
			}
			s.registrar(n, v)
			return true, nil
		}
	}
	if e, ok := s.velho.escritos[n]; ok && e != soma {
		return false, nil // replaced unread (manifesto.escritos)
	}
	s.ant.lidos.Add(1)
	b, err := os.ReadFile(s.ant.caminho(n))
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return false, nil
		}
		return false, err
	}
	if sha256.Sum256(b) != soma {
		return false, nil
	}
	if temFirma && cache.Confiavel(mtime, ctime, s.ant.inicio) {
		s.registrar(n, visto{soma: soma, firma: firma})
	} else {
		s.mu.Lock()
		s.novo.escritos[n] = soma
		s.mu.Unlock()
	}
	return true, nil
}

func (s *sincronia) registrar(n string, v visto) {
	s.mu.Lock()
	s.novo.arquivos[n] = v
	s.mu.Unlock()
}

// produzir puts the file n with bytes b in the new output: kept when the
// directory already has it, to be written otherwise.
func (s *sincronia) produzir(n string, b []byte, soma [sha256.Size]byte) error {
	ok, err := s.tem(n, soma, len(b))
	if err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.produzidos[n] = true
	if !ok {
		s.escrita[n] = b
		s.novo.escritos[n] = soma
	}
	return nil
}

// planejar decides, for every file of arquivos and, when c is not nil, for
// the .br and .gz siblings of its text files, whether the output directory
// already has it right or it must be written, compressing only the text
// files whose siblings the previous output does not have (see compressor);
// in parallel, largest first, so that the last to finish is a small one.
func (s *sincronia) planejar(arquivos map[string][]byte, c *compressor) error {
	fila := make([]string, 0, len(arquivos))
	for n := range arquivos {
		fila = append(fila, n)
	}
	sort.Slice(fila, func(i, j int) bool {
		if len(arquivos[fila[i]]) != len(arquivos[fila[j]]) {
			return len(arquivos[fila[i]]) > len(arquivos[fila[j]])
		}
		return fila[i] < fila[j]
	})
	var (
		mu    sync.Mutex
		erros []error
	)
	s.mu.Lock()
	adiantados := maps.Clone(s.adiantados)
	s.mu.Unlock()
	paralelo(len(fila), func(i int) {
		n := fila[i]
		if b, ok := adiantados[n]; ok {
			if !bytes.Equal(b, arquivos[n]) {
				mu.Lock()
				erros = append(erros, fmt.Errorf("%s: o gerador mudou o arquivo depois de dá-lo por pronto", n))
				mu.Unlock()
			}
			return // adiantar did it
		}
		if err := s.arquivo(n, arquivos[n], c); err != nil {
			mu.Lock()
			erros = append(erros, fmt.Errorf("%s: %w", n, err))
			mu.Unlock()
		}
	})
	s.espera.Wait()
	return errors.Join(append(erros, s.erroAdiantado)...)
}

// adiantar starts arquivo for the file n, whose bytes are final, while the
// rest of the output is still being made; planejar waits for it (and fails
// if the file it is given has other bytes).
func (s *sincronia) adiantar(n string, b []byte, c *compressor) {
	s.mu.Lock()
	s.adiantados[n] = b
	s.mu.Unlock()
	s.espera.Go(func() {
		if err := s.arquivo(n, b, c); err != nil {
			s.mu.Lock()
			s.erroAdiantado = errors.Join(s.erroAdiantado, fmt.Errorf("%s: %w", n, err))
			s.mu.Unlock()
		}
	})
}

// arquivo is planejar for one file and its siblings.
func (s *sincronia) arquivo(n string, b []byte, c *compressor) error {
	var t tardio
	var ok bool
	if b == nil {
		s.mu.Lock()
		t, ok = s.tardios[n]
		s.mu.Unlock()
	}
	if ok {
		if feito, err := s.tardio(n, t, c); feito || err != nil {
			return err
		}
		var err error
		if b, err = t.ler(); err != nil {
			return err
		}
	}
	soma := sha256.Sum256(b)
	if err := s.produzir(n, b, soma); err != nil {
		return err
	}
	if c == nil || !comprimivel[strings.ToLower(filepath.Ext(n))] {
		return nil
	}
	k := c.chave(n, soma, len(b))
	if r, ok := s.velho.irmaos[k]; ok {
		temBr, err := s.tem(n+".br", r.br, -1)
		if err != nil {
			return err
		}
		temGz, err := s.tem(n+".gz", r.gz, -1)
		if err != nil {
			return err
		}
		if temBr && temGz {
			s.mu.Lock()
			s.produzidos[n+".br"], s.produzidos[n+".gz"] = true, true
			s.novo.irmaos[k] = r
			s.mu.Unlock()
			return nil
		}
	}
	br, gz, err := c.comprimir(n, b)
	if err != nil {
		return err
	}
	r := registro{sha256.Sum256(br), sha256.Sum256(gz)}
	if err := s.produzir(n+".br", br, r.br); err != nil {
		return err
	}
	if err := s.produzir(n+".gz", gz, r.gz); err != nil {
		return err
	}
	s.mu.Lock()
	s.novo.irmaos[k] = r
	s.mu.Unlock()
	return nil
}

// tardio is arquivo for a file not read yet: feito when the output
// directory has it, and its siblings, already.
func (s *sincronia) tardio(n string, t tardio, c *compressor) (feito bool, err error) {
	if ok, err := s.tem(n, t.soma, t.tamanho); !ok || err != nil {
		return false, err
	}
	var r registro
	if c != nil && comprimivel[strings.ToLower(filepath.Ext(n))] {
		var ok bool
		if r, ok = s.velho.irmaos[c.chave(n, t.soma, t.tamanho)]; !ok {
			return false, nil
		}
		for _, irmao := range []struct {
			nome string
			soma [sha256.Size]byte
		}{{n + ".br", r.br}, {n + ".gz", r.gz}} {
			if ok, err := s.tem(irmao.nome, irmao.soma, -1); !ok || err != nil {
				return false, err
			}
		}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.produzidos[n] = true
	if c != nil && comprimivel[strings.ToLower(filepath.Ext(n))] {
		s.produzidos[n+".br"], s.produzidos[n+".gz"] = true, true
		s.novo.irmaos[c.chave(n, t.soma, t.tamanho)] = r
	}
	return true, nil
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

// sincronizar makes dir hold exactly the files of out, with no siblings
// and no manifest (see anterior.aplicar).
func sincronizar(dir string, out map[string][]byte) error {
	if err := saidaAnterior(dir); err != nil {
		return err
	}
	a, err := lerAnterior(dir)
	if err != nil {
		return err
	}
	s := a.sincronia(novoManifesto())
	if err := s.planejar(out, nil); err != nil {
		return err
	}
	return a.aplicar(s.escrita, s.produzidos)
}

// anterior is what a previous build left in the output directory, as a
// walk of it saw it: names and stat results, no bytes (those are read when
// the manifest cannot vouch for them, see sincronia.tem).
type anterior struct {
	dir string
	// inicio is a moment before the walk (see cache.Confiavel).
	inicio   time.Time
	arquivos map[string]fs.FileInfo // regular files by slash path
	outros   []string               // other entries (links, devices): always replaced
	pastas   map[string]bool        // directories, by slash path ("." the root)
	// lidos counts the files read to learn their bytes (tests: a warm
	// build whose manifest vouches for every file reads none).
	lidos atomic.Int64
}

// sincronia starts the synchronisation of the directory a was read from,
// with the previous build's manifest.
func (a *anterior) sincronia(velho manifesto) *sincronia {
	return &sincronia{ant: a, velho: velho, bytesVelho: velho.bytes, novo: novoManifesto(), escrita: map[string][]byte{}, produzidos: map[string]bool{},
		adiantados: map[string][]byte{}}
}

func (a *anterior) caminho(rel string) string { return filepath.Join(a.dir, filepath.FromSlash(rel)) }

// lerAnterior walks the output directory (which may not exist).
func lerAnterior(dir string) (*anterior, error) {
	a := &anterior{dir: dir, inicio: time.Now(), arquivos: map[string]fs.FileInfo{}, pastas: map[string]bool{}}
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
			fi, err := d.Info()
			if errors.Is(err, fs.ErrNotExist) {
				return nil // removed meanwhile
			}
			if err != nil {
				return err
			}
			a.arquivos[rel] = fi
		default:
			a.outros = append(a.outros, rel)
		}
		return nil
	})
	return a, err
}

// aplicar makes the directory hold exactly the files of produzidos: it
// removes what is not in it, leaves untouched the files not in escrita
// (their bytes are already right: their modification time, and so the
// server's ETag, stays), and writes those of escrita, each through a
// temporary file renamed into place (see gravar), so that a server running
// on the directory never reads half a file.
func (a *anterior) aplicar(escrita map[string][]byte, produzidos map[string]bool) error {
	// the directories that must exist: every parent of a file.
	pastas := map[string]bool{".": true}
	for n := range produzidos {
		for p := path.Dir(n); p != "."; p = path.Dir(p) {
			pastas[p] = true
		}
	}
	remover := a.outros
	for n := range a.arquivos {
		if !produzidos[n] {
			remover = append(remover, n)
		}
	}
	for _, n := range remover {
		if err := os.Remove(a.caminho(n)); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return err
		}
	}
	// directories no file of the output is in, whole (their files are gone
	// above, but a file could have appeared since).
	var pastasRemover []string
	for p := range a.pastas {
		if !pastas[p] && (path.Dir(p) == "." || pastas[path.Dir(p)]) {
			pastasRemover = append(pastasRemover, p)
		}
	}
	for _, p := range pastasRemover {
		if err := os.RemoveAll(a.caminho(p)); err != nil {
			return err
		}
	}
	nomes := make([]string, 0, len(escrita))
	for n := range escrita {
		nomes = append(nomes, n)
	}
	sort.Strings(nomes)
	criadas := map[string]bool{}
	for _, n := range nomes {
		if p := path.Dir(n); !a.pastas[p] && !criadas[p] {
			if err := os.MkdirAll(a.caminho(p), 0o755); err != nil {
				return err
			}
			criadas[p] = true
		}
	}
	// one after the other: on ext4 two writers contend for the journal and
	// each write took twice as long.
	for _, n := range nomes {
		if err := gravar(a.caminho(n), escrita[n]); err != nil {
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
