// Command gerar builds the Viagem de Direito site and serves it.
//
//	gerar build [-o public] [-conteudo content] [-base URL] [-cache .cache/gerar] [-brotli 8] [-cpuprofile arquivo]
//	gerar serve [-addr :8080] [-dir public]
//
// build writes every page, the JSON of each norm, the sitemap, robots.txt
// and the assets into the output directory, plus precompressed .br (brotli)
// and .gz siblings of the text files. It prints every diagnostic of the
// content ("content/x.md:12: erro: …") to stderr and exits with status 1
// when there is an error.
//
// Only what changed costs time. The output directory is synchronised rather
// than wiped: files whose bytes are already right are left alone, the others
// are replaced atomically, and files no longer produced are removed. The
// brotli and gzip copies of a file whose bytes did not change are kept, once
// a manifest in the cache (-cache, outside the output directory; see
// generator/internal/cache and compressor) vouches for them by hash; the
// same manifest records the hash of every output file under its stat
// signature, so that a warm build reads only the files written a moment ago
// (cache.Firma says why a signature can stand for the bytes). It records
// too the render key of every page and norm JSON (generator.Chave: a hash
// of every input of the file, the executable's build ID included): a build
// whose key for a file is the one recorded does not make it again, and
// keeps the previous output's bytes, checked against the recorded hash
// (a file changed or removed by hand since makes the build start again,
// keeping nothing). The asset
// bundle is kept in the cache too, keyed by the executable's build ID, and
// the calculator's WebAssembly module, keyed by its sources; the module is
// read from there only when the output does not already have it. So are the
// guide's sections analysed for the search index (generator.Guardados),
// under the render key of the page they are read from. The
// output is the same byte for byte with or without the cache; deleting the
// cache is always safe. Once a day the build removes the cache entries
// unused for 30 days.
package main

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"flag"
	"fmt"
	"log"
	"maps"
	"os"
	"path/filepath"
	"runtime/debug"
	"runtime/pprof"
	"sync"
	"time"

	"viagemdedireito/calculator/httpapi"
	"viagemdedireito/generator"
	"viagemdedireito/generator/internal/cache"
	"viagemdedireito/generator/internal/modulo"
	"viagemdedireito/generator/internal/servidor"
	"viagemdedireito/site"
)

func main() {
	if len(os.Args) < 2 {
		uso()
		os.Exit(2)
	}
	var err error
	switch os.Args[1] {
	case "build":
		err = build(os.Args[2:])
	case "serve":
		err = serve(os.Args[2:])
	default:
		uso()
		os.Exit(2)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "gerar:", err)
		os.Exit(1)
	}
}

func uso() {
	fmt.Fprintln(os.Stderr, "uso: gerar build [-o public] [-conteudo content] [-base URL] [-cache .cache/gerar] [-brotli 8]\n     gerar serve [-addr :8080] [-dir public]")
}

func build(args []string) error {
	fl := flag.NewFlagSet("build", flag.ExitOnError)
	saida := fl.String("o", "public", "diretório de saída")
	conteudo := fl.String("conteudo", "content", "diretório com as normas ({slug}.md)")
	base := fl.String("base", generator.BaseURLPadrao, "URL absoluta do site, para links canônicos, sitemap, códigos e QR, ou o endereço de gerar serve (:8080 é http://localhost:8080)")
	dirCache := fl.String("cache", ".cache/gerar", "diretório do cache das cópias comprimidas e dos assets (vazio: sem cache)")
	qualidade := fl.Int("brotli", brotliPadrao, "qualidade do brotli, de 0 a 11")
	raiz := fl.String("raiz", "", "módulo Go cujo ./wasm é compilado para a calculadora (vazio: o do diretório atual)")
	perfil := fl.String("cpuprofile", "", "grava neste arquivo o perfil de CPU do build (go tool pprof)")
	fl.Parse(args)
	if *perfil != "" {
		f, err := os.Create(*perfil)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}
	if *qualidade < 0 || *qualidade > 11 {
		return fmt.Errorf("-brotli %d: a qualidade vai de 0 a 11", *qualidade)
	}
	// with the default GOGC the collector ran six times in a warm build,
	// about 5 ms of its wall time and 10 of CPU (measured with GOGC=100,
	// 400 and off on the real corpus); at 400 it does not run in a warm
	// build. The soft memory limit keeps the first build, whose brotli 11
	// on the module allocates far more, at its former peak (240 MB without
	// it, 153 MB with it, in the same time). GOGC and GOMEMLIMIT, when set,
	// win.
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(160 << 20)
	}
	url, err := generator.BaseDoEndereco(*base)
	if err != nil {
		return fmt.Errorf("-base: %w", err)
	}
	c := cache.Open(*dirCache)
	o := opcoesBuild{saida: *saida, conteudo: *conteudo, base: url, raiz: *raiz, qualidade: *qualidade}
	err = gerar(c, o, true)
	if errors.Is(err, modulo.ErrTardio) || errors.Is(err, errReuso) {
		// the module left in the cache, or a page kept from the previous
		// build, went away meanwhile: again, reading the one and making
		// the other.
		err = gerar(c, o, false)
	}
	return err
}

// guardados is generator.Guardados in the cache: what the generator keeps
// between builds (the guide's sections, analysed), under a key of their
// inputs. A failure to store is not reported: the entry is made again.
type guardados struct{ c *cache.Cache }

func chaveGuardado(k generator.Chave) cache.Key {
	h := cache.NewHasher("guardado")
	h.Write(k[:])
	return h.Key()
}

func (g guardados) Ler(k generator.Chave) ([]byte, bool) { return g.c.Get(chaveGuardado(k)) }

func (g guardados) Guardar(k generator.Chave, b []byte) { _ = g.c.Put(chaveGuardado(k), b) }

// opcoesBuild are the flags of build that gerar reads.
type opcoesBuild struct {
	saida, conteudo, base, raiz string
	qualidade                   int
}

// gerar is one build; with deixar the module is read from the cache only
// if the output does not have it already (recursosComModulo), and the pages
// and norm JSON whose render key the previous build's manifest records are
// not made again (sincronia.anterior).
func gerar(c *cache.Cache, o opcoesBuild, deixar bool) error {
	if err := saidaAnterior(o.saida); err != nil {
		return err
	}
	comp := novoCompressor(o.qualidade, c)
	// the previous output is walked, and its manifest read, while the site
	// is generated; files the generator has ready early (the search index)
	// are compressed meanwhile.
	var tardios map[string]tardio
	prontos := make(chan struct{}) // closed once tardios is set
	sinc := sync.OnceValues(func() (*sincronia, error) {
		ant, err := lerAnterior(o.saida)
		if err != nil {
			return nil, err
		}
		s := ant.sincronia(comp.manifesto(o.saida))
		<-prontos
		s.tardios = maps.Clone(tardios)
		return s, nil
	})
	go sinc()

	// the bundle and the module are got while the content is parsed.
	recursos := sync.OnceValues(func() (*site.Bundle, error) {
		bundle, t, aviso, err := recursosComModulo(c, o.raiz, deixar)
		tardios = t
		close(prontos)
		avisar(aviso)
		return bundle, err
	})
	go recursos()
	pronto := func(n string, b []byte) {
		if s, err := sinc(); err == nil {
			s.adiantar(n, b, comp)
		}
	}
	cfg := generator.Config{Conteudo: os.DirFS(o.conteudo), BaseURL: o.base, ObterRecursos: recursos, Pronto: pronto}
	if deixar && comp.cache != nil {
		// the executable's build ID sums up the generator's code and the
		// templates and assets embedded in it (recursos).
		cfg.Versao = buildID()
		cfg.Anterior = func(n string, k generator.Chave) (generator.Anterior, bool) {
			s, err := sinc()
			if err != nil {
				return generator.Anterior{}, false
			}
			return s.anterior(n, k)
		}
		cfg.Guardados = guardados{comp.cache}
	}
	res, err := generator.Build(cfg)
	if _, errRecursos := recursos(); errRecursos != nil {
		return errRecursos
	}
	for _, d := range res.Diagnosticos {
		d.Arquivo = filepath.ToSlash(filepath.Join(o.conteudo, d.Arquivo))
		fmt.Fprintln(os.Stderr, d.String())
	}
	s, errSinc := sinc()
	if err != nil {
		if errSinc == nil {
			s.espera.Wait()
		}
		return err
	}
	if errSinc != nil {
		return errSinc
	}
	s.chaves = res.Chaves
	aviso, err := s.concluir(res.Arquivos, comp)
	if err != nil {
		return err
	}
	avisar(aviso)
	avisar(podar(c))
	fmt.Printf("gerar: %d arquivos em %s (mais .br e .gz), %d aviso(s)\n", len(res.Arquivos), o.saida, len(res.Diagnosticos))
	return nil
}

// escrever replaces the contents of dir with the files and their
// precompressed siblings, and records them in the cache's manifest of dir.
// ant is the previous content of dir (lerAnterior), nil to read it here.
func escrever(dir string, arquivos map[string][]byte, c *compressor, ant *anterior) (avisoCache, err error) {
	return escreverTardios(dir, arquivos, nil, c, ant)
}

// escreverTardios is escrever where the files of tardios are in arquivos
// with no bytes (nil), read only if the output does not have them already.
func escreverTardios(dir string, arquivos map[string][]byte, tardios map[string]tardio, c *compressor, ant *anterior) (avisoCache, err error) {
	if err := saidaAnterior(dir); err != nil {
		return nil, err
	}
	if ant == nil {
		if ant, err = lerAnterior(dir); err != nil {
			return nil, err
		}
	}
	s := ant.sincronia(c.manifesto(dir))
	s.tardios = tardios
	return s.concluir(arquivos, c)
}

// concluir makes the output directory hold the files and their siblings
// (planejar, then aplicar) and stores the new manifest when it changed.
func (s *sincronia) concluir(arquivos map[string][]byte, c *compressor) (avisoCache, err error) {
	if err := s.planejar(arquivos, c); err != nil {
		return nil, err
	}
	for n, k := range s.chaves {
		if b := arquivos[n]; b != nil {
			s.novo.chaves[n] = feitoSob{chave: k, soma: sha256.Sum256(b), tamanho: len(b)}
		} else if t, ok := s.tardios[n]; ok {
			s.novo.chaves[n] = feitoSob{chave: k, soma: t.soma, tamanho: t.tamanho}
		}
	}
	if err := s.ant.aplicar(s.escrita, s.produzidos); err != nil {
		return nil, err
	}
	if novo := s.novo.codificar(); !bytes.Equal(novo, s.bytesVelho) {
		if err := c.cache.Put(chaveManifesto(s.ant.dir), novo); err != nil {
			return fmt.Errorf("cache %s: %w", c.cache.Dir(), err), nil
		}
	}
	return nil, nil
}

// Cache entries unused for idadeCache are removed, at most once every
// intervaloPoda (a marker file in the cache records the last time).
const (
	idadeCache    = 30 * 24 * time.Hour
	intervaloPoda = 24 * time.Hour
)

// podar prunes the cache when it was not pruned for intervaloPoda.
func podar(c *cache.Cache) error {
	if c == nil {
		return nil
	}
	marca := filepath.Join(c.Dir(), "podado")
	if fi, err := os.Stat(marca); err == nil && time.Since(fi.ModTime()) < intervaloPoda {
		return nil
	}
	if _, err := c.Prune(idadeCache); err != nil {
		return fmt.Errorf("podando o cache %s: %w", c.Dir(), err)
	}
	if err := os.WriteFile(marca, nil, 0o644); err != nil {
		return nil // a cache never written (or unwritable) was already reported
	}
	agora := time.Now()
	return os.Chtimes(marca, agora, agora)
}

// avisar prints a failure of the cache, which does not fail the build.
func avisar(aviso error) {
	if aviso != nil {
		fmt.Fprintln(os.Stderr, "gerar: aviso:", aviso)
	}
}

func serve(args []string) error {
	fl := flag.NewFlagSet("serve", flag.ExitOnError)
	addr := fl.String("addr", ":8080", "endereço de escuta")
	dir := fl.String("dir", "public", "diretório gerado por gerar build")
	fl.Parse(args)
	if _, err := os.Stat(filepath.Join(*dir, "index.html")); err != nil {
		return fmt.Errorf("%s/index.html não existe: rode antes \"gerar build -o %s\"", *dir, *dir)
	}
	url, err := generator.BaseDoEndereco(*addr)
	if err != nil {
		return fmt.Errorf("-addr: %w", err)
	}
	srv := servidor.Padrao(*dir).Server(*addr, httpapi.Handler())
	log.Printf("servindo %s em %s", *dir, url)
	return srv.ListenAndServe()
}
