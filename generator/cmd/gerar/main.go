// Command gerar builds the Viagem de Direito site and serves it.
//
//	gerar build [-o public] [-conteudo content] [-base URL] [-cache .cache/gerar] [-brotli 8] [-cpuprofile arquivo]
//	gerar serve [-addr :8080] [-dir public] [-watch [-conteudo content] [-cache .cache/gerar]]
//
// build runs four steps: go build of the calculator's WebAssembly module
// (internal/modulo; Go's build cache decides what is compiled again),
// esbuild over the styles and scripts (site.Build), both skipped when the
// cache holds their output for the same inputs (modulo.Chave: the files
// go build reads, the toolchain; recursos.go: this program's build ID and
// the embedded assets), generator.Build (the
// site's files, in memory), and the publication (publicar.go): the files
// and their precompressed .br (brotli) and .gz copies are written as a new
// version beside the previous one and swapped in whole, so that a build
// that fails or is killed leaves the previous site as it was. The output
// path (-o) is a symbolic link to the current version. The compressed
// copies, like the files, come from a store of objects named by the hash
// of their bytes, under -cache (comprimir.go says the levels): only what
// changed is compressed and written. Deleting the cache is always safe.
//
// build prints every diagnostic of the content ("content/x.md:12: erro: …")
// to stderr and exits with status 1 when there is an error.
//
// serve serves the output with the calculator API (internal/servidor),
// following the link on every request, so that it answers during a
// rebuild and serves the new version from the swap on. With -watch it
// builds and publishes the site first, then builds it again in memory, in
// the same process, whenever a file of the content changes (vigiar.go):
// each build is served from memory, swapped in whole by an atomic pointer
// (servidor.Site), so a reader gets the old site or the new one, never a
// mix, and nothing is written to disk; a build with errors changes
// nothing.
package main

import (
	"errors"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"runtime/debug"
	"runtime/pprof"
	"time"

	"viagemdedireito/calculator/httpapi"
	"viagemdedireito/generator"
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
	saida := fl.String("o", "public", "saída: um link para a versão atual do site, trocado a cada build")
	conteudo := fl.String("conteudo", "content", "diretório com as normas ({slug}.md)")
	base := fl.String("base", generator.BaseURLPadrao, "URL absoluta do site, para links canônicos, sitemap, códigos e QR, ou o endereço de gerar serve (:8080 é http://localhost:8080)")
	dirCache := fl.String("cache", ".cache/gerar", "diretório do cache: o módulo compilado e os arquivos e cópias comprimidas por hash (vazio: sem cache)")
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
	soltar, err := travarBuild(*saida, os.Stderr) // one build of an output at a time, whole
	if err != nil {
		return err
	}
	defer soltar()
	coletorDoBuild()
	url, err := generator.BaseDoEndereco(*base)
	if err != nil {
		return fmt.Errorf("-base: %w", err)
	}
	if *raiz == "" {
		if *raiz, err = modulo.Raiz(); err != nil {
			return err
		}
	}
	return construir(opcoesBuild{saida: *saida, conteudo: *conteudo, url: url, cache: *dirCache, qualidade: *qualidade, raiz: *raiz})
}

// coletorDoBuild sets the collector for builds: with the default GOGC it
// ran six times in a warm build, about 10 ms of CPU; at 400 it does not
// run. The soft memory limit keeps a cold build, whose brotli 11 on the
// module allocates far more than the rest, at about 150 MB. GOGC and
// GOMEMLIMIT, when set, win.
func coletorDoBuild() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(160 << 20)
	}
}

// opcoesBuild are the flags of build, read.
type opcoesBuild struct {
	saida, conteudo, url, cache, raiz string
	qualidade                         int
}

// construir is one build: the module and the bundle (each from the cache
// when its inputs did not change), generator.Build and the publication.
func construir(o opcoesBuild) error {
	r, err := recursos(o)
	if err != nil {
		return err
	}
	res, err := gerarSite(o, r, nil)
	if err != nil {
		return err
	}
	p := novaPublicacao(o.saida, o.cache, o.qualidade)
	id, err := p.publicar(res.Arquivos)
	if err != nil {
		return err
	}
	avisar(p.podar(res.Arquivos))
	fmt.Printf("gerar: %d arquivos em %s (mais .br e .gz; versão %s), %d aviso(s)\n", len(res.Arquivos), o.saida, id, len(res.Diagnosticos))
	return nil
}

// recursos are the assets generator.Build takes: the bundle of the styles
// and scripts with the calculator's module. go build runs while esbuild
// does; each is skipped when the cache has its output for the same inputs
// (modulo.Chave, chaveBundle).
func recursos(o opcoesBuild) (*site.Bundle, error) {
	wasm, cacheModulo, cacheBundle := "", "", ""
	if o.cache != "" {
		wasm = filepath.Join(o.cache, "wasm", modulo.NomeWasm)
		cacheModulo = filepath.Join(o.cache, "modulo")
		cacheBundle = filepath.Join(o.cache, "bundle")
	}
	var (
		m       *modulo.Modulo
		errWasm error
		feito   = make(chan struct{})
	)
	go func() {
		defer close(feito)
		m, errWasm = modulo.Construir(modulo.Opcoes{Raiz: o.raiz, Saida: wasm, Cache: cacheModulo})
	}()
	bundle, errBundle := construirBundle(cacheBundle)
	<-feito
	if err := errors.Join(errBundle, errWasm); err != nil {
		return nil, err
	}
	return m.NoBundle(bundle), nil
}

// gerarSite is generator.Build of the content with the assets r (and the
// templates of reuso, if not nil); it prints every diagnostic, named by
// its file under the content.
func gerarSite(o opcoesBuild, r *site.Bundle, reuso *generator.Reuso) (*generator.Resultado, error) {
	res, err := generator.Build(generator.Config{Conteudo: os.DirFS(o.conteudo), BaseURL: o.url, Recursos: r, Reuso: reuso})
	for _, d := range res.Diagnosticos {
		d.Arquivo = filepath.ToSlash(filepath.Join(o.conteudo, d.Arquivo))
		fmt.Fprintln(os.Stderr, d.String())
	}
	return res, err
}

// avisar prints a failure of the cache, which does not fail the build.
func avisar(aviso error) {
	if aviso != nil {
		fmt.Fprintln(os.Stderr, "gerar: aviso:", aviso)
	}
}

// intervaloVigia is how often serve -watch looks at the content: a look
// stats every file under it (BenchmarkAssinatura: about 0.1 ms for
// content/, 2 % of a core at this interval; an edit waits 2.5 ms on
// average to be seen, 10 ms at the earlier 20 ms).
const intervaloVigia = 5 * time.Millisecond

func serve(args []string) error {
	fl := flag.NewFlagSet("serve", flag.ExitOnError)
	addr := fl.String("addr", ":8080", "endereço de escuta")
	dir := fl.String("dir", "public", "diretório gerado por gerar build")
	vigia := fl.Bool("watch", false, "monta o site e o publica em -dir, depois o refaz na memória a cada mudança em -conteudo e serve cada versão inteira, a partir da troca (o módulo e os estilos são feitos uma vez, ao começar)")
	conteudo := fl.String("conteudo", "content", "com -watch: diretório das normas")
	dirCache := fl.String("cache", ".cache/gerar", "com -watch: diretório do cache de gerar build")
	fl.Parse(args)
	url, err := generator.BaseDoEndereco(*addr)
	if err != nil {
		return fmt.Errorf("-addr: %w", err)
	}
	cfg := servidor.Padrao(*dir)
	if *vigia {
		coletorDoBuild() // a rebuild allocates about 27 MB
		raiz, err := modulo.Raiz()
		if err != nil {
			return err
		}
		o := opcoesBuild{saida: *dir, conteudo: *conteudo, url: url, cache: *dirCache, qualidade: brotliPadrao, raiz: raiz}
		v, err := novaVigia(o)
		if err != nil {
			return err
		}
		cfg.Site = &v.atual
		go vigiar(*conteudo, v.assinatura, intervaloVigia, nil, func() {
			inicio := time.Now()
			if err := v.refazer(); err != nil {
				log.Printf("gerar: a mudança não foi publicada (o site servido fica como estava): %v", err)
				return
			}
			log.Printf("gerar: site refeito na memória em %d ms", time.Since(inicio).Milliseconds())
		})
	} else if _, err := os.Stat(filepath.Join(*dir, "index.html")); err != nil {
		return fmt.Errorf("%s/index.html não existe: rode antes \"gerar build -o %s\"", *dir, *dir)
	}
	srv := cfg.Server(*addr, httpapi.Handler())
	log.Printf("servindo %s em %s", *dir, url)
	return srv.ListenAndServe()
}
