package main

import (
	"bytes"
	stdgzip "compress/gzip"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"
	"github.com/klauspost/compress/gzip"

	"viagemdedireito/generator"
	"viagemdedireito/generator/internal/modulo"
	"viagemdedireito/generator/internal/servidor"
	"viagemdedireito/site"
)

// corpus is the output of the real content (../../../content), the input of
// the write and compression benchmarks.
func corpus(b *testing.B) map[string][]byte {
	b.Helper()
	// the real assets, the calculator's module too: the benchmarks compress them
	bundle, err := site.Build()
	if err != nil {
		b.Fatal(err)
	}
	raiz, err := modulo.Raiz()
	if err != nil {
		b.Fatal(err)
	}
	m, err := modulo.Construir(modulo.Opcoes{Raiz: raiz})
	if err != nil {
		b.Fatal(err)
	}
	res, err := generator.Build(generator.Config{Conteudo: os.DirFS("../../../content"), Recursos: m.NoBundle(bundle)})
	if err != nil {
		b.Fatalf("o conteúdo real não compila: %v", err)
	}
	return res.Arquivos
}

// BenchmarkNiveis: time and bytes of the .br and .gz copies of every text
// file of the real corpus at each level, one file after the other on one
// core. "bytes" is the total compressed size. Level 11 with brotli's default
// window (22) is what gerar used before windows were fitted to the file.
func BenchmarkNiveis(b *testing.B) {
	var textos [][]byte
	cru := 0
	for n, f := range corpus(b) {
		if comprimir(n) {
			textos = append(textos, f)
			cru += len(f)
		}
	}
	b.Logf("%d arquivos de texto, %d bytes", len(textos), cru)
	medir := func(b *testing.B, f func([]byte) ([]byte, error)) {
		total := 0
		for b.Loop() {
			total = 0
			for _, t := range textos {
				z, err := f(t)
				if err != nil {
					b.Fatal(err)
				}
				total += len(z)
			}
		}
		b.ReportMetric(float64(total), "bytes")
	}
	for _, q := range []int{4, 5, 6, 7, 8, 9, 10, 11} {
		b.Run(fmt.Sprintf("brotli-%d", q), func(b *testing.B) {
			medir(b, func(t []byte) ([]byte, error) { return brotliBytes(t, q) })
		})
	}
	b.Run("brotli-11-janela22", func(b *testing.B) {
		medir(b, func(t []byte) ([]byte, error) {
			var buf bytes.Buffer
			w := brotli.NewWriterOptions(&buf, brotli.WriterOptions{Quality: 11, LGWin: 22})
			if _, err := w.Write(t); err != nil {
				return nil, err
			}
			err := w.Close()
			return buf.Bytes(), err
		})
	})
	// gzip writers are reused through Reset, as gerar does.
	gzips := escritoresGzip(1, 5, 6, 7, 9)
	for _, nome := range slices.Sorted(maps.Keys(gzips)) {
		b.Run(nome, func(b *testing.B) {
			w, err := gzips[nome]()
			if err != nil {
				b.Fatal(err)
			}
			medir(b, func(t []byte) ([]byte, error) { return comGzip(w, t) })
		})
	}
}

// escritorGzip is what both gzip packages' writers do.
type escritorGzip interface {
	Reset(io.Writer)
	Write([]byte) (int, error)
	Close() error
}

// escritoresGzip are gzip writers by name: gerar's (github.com/klauspost/
// compress) at each of niveis, and the standard library's compress/gzip at
// 6, which gerar used before, for reference.
func escritoresGzip(niveis ...int) map[string]func() (escritorGzip, error) {
	m := map[string]func() (escritorGzip, error){
		"gzip-biblioteca-padrao-6": func() (escritorGzip, error) { return stdgzip.NewWriterLevel(nil, 6) },
	}
	for _, l := range niveis {
		m[fmt.Sprintf("gzip-%d", l)] = func() (escritorGzip, error) { return gzip.NewWriterLevel(nil, l) }
	}
	return m
}

// comGzip is t compressed by w, reset onto a new buffer.
func comGzip(w escritorGzip, t []byte) ([]byte, error) {
	var buf bytes.Buffer
	w.Reset(&buf)
	if _, err := w.Write(t); err != nil {
		return nil, err
	}
	err := w.Close()
	return buf.Bytes(), err
}

// BenchmarkNiveisIndice: BenchmarkNiveis for the search index alone, the
// one large file that changes whenever a norm does (brotliIndice).
func BenchmarkNiveisIndice(b *testing.B) {
	indice := corpus(b)[strings.TrimPrefix(servidor.Indice, "/")]
	if len(indice) == 0 {
		b.Fatal("sem o índice de busca na saída")
	}
	b.Logf("índice: %d bytes", len(indice))
	for _, q := range []int{4, 5, 6, 7, 8} {
		b.Run(fmt.Sprintf("brotli-%d", q), func(b *testing.B) {
			var z []byte
			for b.Loop() {
				var err error
				if z, err = brotliBytes(indice, q); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(len(z)), "bytes")
		})
	}
	gzips := escritoresGzip(5, 6, 7)
	for _, nome := range slices.Sorted(maps.Keys(gzips)) {
		b.Run(nome, func(b *testing.B) {
			w, err := gzips[nome]()
			if err != nil {
				b.Fatal(err)
			}
			var z []byte
			for b.Loop() {
				if z, err = comGzip(w, indice); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(len(z)), "bytes")
		})
	}
}

// BenchmarkPublicar: the publication of gerar build (objects compressed
// and stored when missing, a new version linked, the swap) on the real
// corpus:
//   - frio: empty store, no output (first build: the module's brotli at
//     11 is most of it);
//   - igual: nothing changed since the previous build;
//   - uma-norma: one norm page changed (new bytes on every iteration).
func BenchmarkPublicar(b *testing.B) {
	arquivos := corpus(b)
	pagina := "legislacao/lei-8899-1994/index.html"
	if arquivos[pagina] == nil {
		b.Fatalf("%s não existe na saída", pagina)
	}
	for _, caso := range []struct {
		nome          string
		frio, alterar bool
	}{{"frio", true, false}, {"igual", false, false}, {"uma-norma", false, true}} {
		b.Run(caso.nome, func(b *testing.B) {
			tmp := b.TempDir()
			p := novaPublicacao(filepath.Join(tmp, "public"), filepath.Join(tmp, "cache"), brotliPadrao)
			if !caso.frio {
				if _, err := p.publicar(arquivos); err != nil {
					b.Fatal(err)
				}
			}
			orig := arquivos[pagina]
			defer func() { arquivos[pagina] = orig }()
			i := 0
			for b.Loop() {
				if caso.frio {
					b.StopTimer()
					os.RemoveAll(tmp)
					b.StartTimer()
				}
				if caso.alterar {
					i++
					arquivos[pagina] = fmt.Appendf(orig[:len(orig):len(orig)], "<!-- %d -->", i)
				}
				if _, err := p.publicar(arquivos); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkBuild: the whole of gerar build in process (esbuild, go build
// of the module, generator.Build, the publication) on a copy of the real
// content, with a warm cache:
//   - igual: nothing changed since the previous build;
//   - uma-norma: one norm's art. 1 gets new words before every build.
//
// The process start that make bench-build also counts is not in it; run it
// with -cpuprofile to see where a warm build spends its time.
func BenchmarkBuild(b *testing.B) {
	raiz, err := filepath.Abs(filepath.Join("..", "..", ".."))
	if err != nil {
		b.Fatal(err)
	}
	// one cache for both cases: the first build (module linked, then
	// compressed at brotli 11) is paid once.
	dirCache := filepath.Join(b.TempDir(), "cache")
	for _, caso := range []struct {
		nome    string
		alterar bool
	}{{"igual", false}, {"uma-norma", true}} {
		b.Run(caso.nome, func(b *testing.B) {
			tmp := b.TempDir()
			conteudo := filepath.Join(tmp, "content")
			if err := os.CopyFS(conteudo, os.DirFS(filepath.Join(raiz, "content"))); err != nil {
				b.Fatal(err)
			}
			norma := filepath.Join(conteudo, "lei-8899-1994.md")
			orig, err := os.ReadFile(norma)
			if err != nil {
				b.Fatal(err)
			}
			if !bytes.Contains(orig, []byte("\nArt. 1")) {
				b.Fatalf("%s sem linha \"Art. 1\"", norma)
			}
			args := []string{"-conteudo", conteudo, "-o", filepath.Join(tmp, "public"), "-cache", dirCache, "-raiz", raiz}
			// the summary and the content's warnings go nowhere.
			stdout, stderr := os.Stdout, os.Stderr
			nulo, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
			if err != nil {
				b.Fatal(err)
			}
			os.Stdout, os.Stderr = nulo, nulo
			defer func() { os.Stdout, os.Stderr = stdout, stderr; nulo.Close() }()
			if err := build(args); err != nil {
				b.Fatal(err)
			}
			i := 0
			for b.Loop() {
				if caso.alterar {
					b.StopTimer()
					i++
					linha := bytes.Index(orig, []byte("\nArt. 1")) + 1
					fim := linha + bytes.IndexByte(orig[linha:], '\n')
					editado := fmt.Appendf(orig[:fim:fim], " Edição %d.", i)
					if err := os.WriteFile(norma, append(editado, orig[fim:]...), 0o644); err != nil {
						b.Fatal(err)
					}
					b.StartTimer()
				}
				if err := build(args); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
