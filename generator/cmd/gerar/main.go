// Command gerar builds the Viagem de Direito site and serves it.
//
//	gerar build [-o public] [-conteudo content] [-base URL] [-cache .cache/gerar] [-brotli 8] [-cpuprofile arquivo]
//	gerar serve [-addr :8080] [-dir public]
//
// build runs four steps: go build of the calculator's WebAssembly module
// (internal/modulo; Go's build cache decides what is compiled again),
// esbuild over the styles and scripts (site.Build), generator.Build (the
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
// rebuild and serves the new version from the swap on.
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
	// with the default GOGC the collector ran six times in a warm build,
	// about 10 ms of CPU; at 400 it does not run. The soft memory limit
	// keeps a cold build, whose brotli 11 on the module allocates far more
	// than the rest, at about 150 MB. GOGC and GOMEMLIMIT, when set, win.
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
	if *raiz == "" {
		if *raiz, err = modulo.Raiz(); err != nil {
			return err
		}
	}
	// go build runs while esbuild does.
	wasm := ""
	if *dirCache != "" {
		wasm = filepath.Join(*dirCache, "wasm", modulo.NomeWasm)
	}
	var (
		m       *modulo.Modulo
		errWasm error
		feito   = make(chan struct{})
	)
	go func() {
		defer close(feito)
		m, errWasm = modulo.Construir(modulo.Opcoes{Raiz: *raiz, Saida: wasm})
	}()
	bundle, errBundle := site.Build()
	<-feito
	if err = errors.Join(errBundle, errWasm); err != nil {
		return err
	}
	res, err := generator.Build(generator.Config{Conteudo: os.DirFS(*conteudo), BaseURL: url, Recursos: m.NoBundle(bundle)})
	for _, d := range res.Diagnosticos {
		d.Arquivo = filepath.ToSlash(filepath.Join(*conteudo, d.Arquivo))
		fmt.Fprintln(os.Stderr, d.String())
	}
	if err != nil {
		return err
	}
	p := novaPublicacao(*saida, *dirCache, *qualidade)
	id, err := p.publicar(res.Arquivos)
	if err != nil {
		return err
	}
	avisar(p.podar(res.Arquivos))
	fmt.Printf("gerar: %d arquivos em %s (mais .br e .gz; versão %s), %d aviso(s)\n", len(res.Arquivos), *saida, id, len(res.Diagnosticos))
	return nil
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
