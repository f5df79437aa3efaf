package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"sync"

	"github.com/andybalholm/brotli"
	"github.com/klauspost/compress/gzip"

	"viagemdedireito/generator/internal/servidor"
)

// comprimivel lists the text files that get .br and .gz siblings.
var comprimivel = map[string]bool{".html": true, ".css": true, ".js": true, ".json": true, ".xml": true, ".txt": true, ".svg": true, ".wasm": true}

func comprimir(n string) bool { return comprimivel[strings.ToLower(filepath.Ext(n))] }

// Compression levels, chosen by measurement on the real corpus (see
// BenchmarkNiveis and generator/README.md): brotli 8 with a window fitted
// to the file is 9% larger than quality 11 at about 1/25 of its time
// (levels 5 to 8 cost about the same, 8 is the smallest; 9 costs half as
// much again for 0.1%, 10 and 11 ten to twenty times as much); gzip, the
// fallback for clients without brotli, by github.com/klauspost/compress at
// 6: on every text file 77 ms against 280 ms for the standard library's
// compress/gzip at 6, 2.9% larger; its 7 is 1.2% larger than the standard 6
// at twice its own 6's time, 9 is 0.3% smaller than the standard 6 and
// slower, 1 is 19% larger.
const (
	brotliPadrao = 8
	gzipNivel    = 6
)

// brotliWasm is the brotli quality of the WebAssembly module, whatever
// -brotli says: it is the largest file by far, downloaded on weak signals,
// and compressed only when the engine changes (the cache keeps its copies
// otherwise). Measured on the module: quality 8 gives 725 KB, 11 gives 642
// KB (at the time, before the cuts).
const brotliWasm = 11

// brotliIndice is the highest brotli quality of the search index
// (servidor.Indice), the one large file that changes whenever any norm does,
// so its compression is on the path of every build after an edit. Measured
// on the index of the real corpus (74 KB; BenchmarkNiveisIndice): quality 4
// gives 19,087 bytes in 2.7 ms, 5 gives 18,216 in 3.6 ms, 6 gives 18,110 in
// 5 ms, 8 gives 18,049 in 10–12 ms: 5 is 0.9% larger than 8 at a third of
// its time.
const brotliIndice = 5

// arquivoIndice is the search index's file in the output.
var arquivoIndice = strings.TrimPrefix(servidor.Indice, "/")

// qualidade is the brotli quality of the file n when -brotli is q.
func qualidade(n string, q int) int {
	switch {
	case strings.HasSuffix(n, ".wasm"):
		return brotliWasm
	case n == arquivoIndice:
		return min(q, brotliIndice)
	}
	return q
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

func brotliBytes(b []byte, q int) ([]byte, error) {
	var buf bytes.Buffer
	w := brotli.NewWriterOptions(&buf, brotli.WriterOptions{Quality: q, LGWin: janela(len(b))})
	if _, err := w.Write(b); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// gzips holds *gzip.Writer at gzipNivel for reuse: Reset makes one
// equivalent to a new writer, and a new one allocates about 800 KB.
type gzips struct{ sync.Pool }

func (p *gzips) comprimir(b []byte) ([]byte, error) {
	var buf bytes.Buffer
	w, _ := p.Get().(*gzip.Writer)
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
	p.Put(w)
	return buf.Bytes(), nil
}

// versaoCompressores names the code that makes the compressed copies: the
// module versions of brotli and of gzip (github.com/klauspost/compress) and
// Go's, hashed to 12 hexadecimal digits; ok is false when the executable
// does not say them (then nothing compressed is kept between builds).
func versaoCompressores() (v string, ok bool) {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "", false
	}
	h := sha256.New()
	for _, caminho := range []string{"github.com/andybalholm/brotli", "github.com/klauspost/compress"} {
		achou := false
		for _, m := range info.Deps {
			if m.Path != caminho {
				continue
			}
			if m.Replace != nil {
				m = m.Replace
			}
			if m.Version != "" && m.Version != "(devel)" {
				h.Write([]byte(m.Path + "@" + m.Version + "\n"))
				achou = true
			}
		}
		if !achou {
			return "", false
		}
	}
	h.Write([]byte(runtime.Version()))
	return hex.EncodeToString(h.Sum(nil))[:12], true
}

// descomprimeEm says whether the regular file nome, a .br or a .gz copy,
// decompresses to exactly b.
func descomprimeEm(nome string, b []byte) bool {
	c, err := lerRegular(nome)
	if err != nil {
		return false
	}
	var r io.Reader
	switch filepath.Ext(nome) {
	case ".br":
		r = brotli.NewReader(bytes.NewReader(c))
	case ".gz":
		if r, err = gzip.NewReader(bytes.NewReader(c)); err != nil {
			return false
		}
	default:
		return false
	}
	got, err := io.ReadAll(io.LimitReader(r, int64(len(b))+1))
	return err == nil && bytes.Equal(got, b)
}
