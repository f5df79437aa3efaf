// Command gerar builds the Viagem de Direito site and serves it.
//
//	gerar build [-o public] [-conteudo content] [-base URL]
//	gerar serve [-addr :8080] [-dir public]
//
// build writes every page, the JSON of each norm, the sitemap, robots.txt
// and the assets into the output directory, plus precompressed .br (brotli,
// best quality) and .gz siblings of the text files. It prints every
// diagnostic of the content ("content/x.md:12: erro: …") to stderr and exits
// with status 1 when there is an error.
package main

import (
	"bytes"
	"compress/gzip"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"github.com/andybalholm/brotli"

	"viagemdedireito/calculator/httpapi"
	"viagemdedireito/generator"
	"viagemdedireito/generator/internal/servidor"
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
	fmt.Fprintln(os.Stderr, "uso: gerar build [-o public] [-conteudo content] [-base URL]\n     gerar serve [-addr :8080] [-dir public]")
}

func build(args []string) error {
	fl := flag.NewFlagSet("build", flag.ExitOnError)
	saida := fl.String("o", "public", "diretório de saída")
	conteudo := fl.String("conteudo", "content", "diretório com as normas ({slug}.md)")
	base := fl.String("base", generator.BaseURLPadrao, "URL absoluta do site, para links canônicos e sitemap")
	fl.Parse(args)

	res, err := generator.Build(generator.Config{Conteudo: os.DirFS(*conteudo), BaseURL: *base})
	for _, d := range res.Diagnosticos {
		d.Arquivo = filepath.ToSlash(filepath.Join(*conteudo, d.Arquivo))
		fmt.Fprintln(os.Stderr, d.String())
	}
	if err != nil {
		return err
	}
	if err := escrever(*saida, res.Arquivos); err != nil {
		return err
	}
	fmt.Printf("gerar: %d arquivos em %s (mais .br e .gz), %d aviso(s)\n", len(res.Arquivos), *saida, len(res.Diagnosticos))
	return nil
}

// comprimivel lists the text files that get .br and .gz siblings.
var comprimivel = map[string]bool{".html": true, ".css": true, ".js": true, ".json": true, ".xml": true, ".txt": true, ".svg": true}

// escrever replaces dir with the files, compressing text files in parallel.
func escrever(dir string, arquivos map[string][]byte) error {
	if err := saidaAnterior(dir); err != nil {
		return err
	}
	if err := os.RemoveAll(dir); err != nil {
		return err
	}
	nomes := make([]string, 0, len(arquivos))
	for n := range arquivos {
		nomes = append(nomes, n)
	}
	sort.Strings(nomes)
	for _, n := range nomes {
		destino := filepath.Join(dir, filepath.FromSlash(n))
		if err := os.MkdirAll(filepath.Dir(destino), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(destino, arquivos[n], 0o644); err != nil {
			return err
		}
	}
	var (
		wg   sync.WaitGroup
		mu   sync.Mutex
		errs []error
	)
	fila := make(chan string)
	for range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for n := range fila {
				if err := comprimir(filepath.Join(dir, filepath.FromSlash(n)), arquivos[n]); err != nil {
					mu.Lock()
					errs = append(errs, err)
					mu.Unlock()
				}
			}
		}()
	}
	for _, n := range nomes {
		if comprimivel[strings.ToLower(filepath.Ext(n))] {
			fila <- n
		}
	}
	close(fila)
	wg.Wait()
	return errors.Join(errs...)
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

func comprimir(destino string, b []byte) error {
	var br bytes.Buffer
	w := brotli.NewWriterLevel(&br, brotli.BestCompression)
	if _, err := w.Write(b); err != nil {
		return err
	}
	if err := w.Close(); err != nil {
		return err
	}
	var gz bytes.Buffer
	g, err := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	if err != nil {
		return err
	}
	if _, err := io.Copy(g, bytes.NewReader(b)); err != nil {
		return err
	}
	if err := g.Close(); err != nil {
		return err
	}
	if err := os.WriteFile(destino+".br", br.Bytes(), 0o644); err != nil {
		return err
	}
	return os.WriteFile(destino+".gz", gz.Bytes(), 0o644)
}

func serve(args []string) error {
	fl := flag.NewFlagSet("serve", flag.ExitOnError)
	addr := fl.String("addr", ":8080", "endereço de escuta")
	dir := fl.String("dir", "public", "diretório gerado por gerar build")
	fl.Parse(args)
	if _, err := os.Stat(filepath.Join(*dir, "index.html")); err != nil {
		return fmt.Errorf("%s/index.html não existe: rode antes \"gerar build -o %s\"", *dir, *dir)
	}
	h := servidor.New(*dir, httpapi.Handler())
	srv := httpapi.NewServer(*addr, h)
	host := *addr
	if strings.HasPrefix(host, ":") {
		host = "localhost" + host
	}
	log.Printf("servindo %s em http://%s", *dir, host)
	return srv.ListenAndServe()
}
