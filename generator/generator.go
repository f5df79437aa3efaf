package generator

import (
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"strings"

	"viagemdedireito/site"
)

// BaseURLPadrao is the site's address when Config.BaseURL is empty.
// It is the local server of "make serve"; a deployment sets its own
// address with "gerar build -base https://…" (README).
const BaseURLPadrao = "http://localhost:8080"

// Config is the input of Build.
type Config struct {
	// Conteudo holds the norms, one {slug}.md per norm at its root.
	Conteudo fs.FS
	// BaseURL is the absolute URL of the site ("https://viagemdedireito.org.br"),
	// for canonical links and the sitemap; empty means BaseURLPadrao.
	BaseURL string
	// Modelos, if not nil, overrides page templates by name (tests);
	// templates missing from it come from site.Templates.
	Modelos fs.FS
	// Recursos, if not nil, is used instead of calling site.Build and
	// compiling the calculator's WebAssembly module (to keep esbuild and go
	// build out of repeated builds, e.g. in benchmarks); it must hold the
	// module too (modulo.Modulo.NoBundle), as the calculator pages ask for it.
	// Its files are copied into Resultado.Arquivos as they are, nil ones
	// included (gerar fills in a module it left in its cache).
	Recursos *site.Bundle
	// ObterRecursos, if not nil and Recursos is nil, gives the bundle (as
	// Recursos would) once the content is parsed, so that the caller can
	// make it meanwhile; its error fails the build.
	ObterRecursos func() (*site.Bundle, error)
	// Pronto, if not nil, is called (from any goroutine, before Build
	// returns) with a file of the output as soon as its bytes are final, so
	// that the caller can start on it while the rest is made: gerar
	// compresses each page and norm JSON as it is executed, and the search
	// index, while the rest is made. The file is
	// in Resultado.Arquivos too, with the same bytes.
	Pronto func(arquivo string, b []byte)
	// Versao identifies the generator's code (gerar: its executable's Go
	// build ID, which sums up the code, the embedded templates and assets).
	// With Anterior it lets a build keep files of a previous one: ""
	// makes every file again.
	Versao string
	// Anterior, if not nil (and Versao is not ""), tells whether the caller
	// holds the file arquivo of a previous build made under the render key
	// chave, and if so its hash and size. Such a file is not made again:
	// it is in Resultado.Arquivos with no bytes (nil), and the caller writes
	// the bytes it holds. Every file that has a key is in Resultado.Chaves.
	Anterior func(arquivo string, chave Chave) (Anterior, bool)
	// Guardados, if not nil (with Versao and Anterior), keeps between builds
	// what a build derives from its inputs besides the files, under a key
	// of those inputs: the guide's sections analysed for the search index,
	// which an edit to a norm's text does not change.
	Guardados Guardados
	// Raiz is the Go module whose ./wasm is compiled when Recursos is nil;
	// "" is the module of the working directory.
	Raiz string
}

// Guardados is a store of bytes by key (gerar: its cache). Ler returns
// what Guardar stored under k, or false; either may fail silently (a
// missing entry is made again).
type Guardados interface {
	Ler(k Chave) ([]byte, bool)
	Guardar(k Chave, b []byte)
}

// Resultado is the output of Build: the files of public/ and every diagnostic.
type Resultado struct {
	// Arquivos maps a path relative to public/ ("legislacao/lei-8899-1994/index.html") to its content.
	Arquivos     map[string][]byte
	Diagnosticos []Diagnostico
	// Chaves holds the render key of each page and norm JSON (chaves.go),
	// for the caller to record with the file's bytes (Config.Anterior).
	Chaves map[string]Chave
}

// Build runs the whole pipeline: load and parse the content, assemble the
// norm trees and resolve remissões, render the pages. It returns an error
// when any diagnostic is an error (Resultado still lists them all) or on I/O
// failure.
func Build(cfg Config) (*Resultado, error) {
	diags := &diagnosticos{}
	res := &Resultado{Arquivos: map[string][]byte{}, Chaves: map[string]Chave{}}
	if cfg.Conteudo == nil {
		return res, errors.New("generator: Config.Conteudo é obrigatório")
	}
	// special files, links leaving the content and broken text stop the
	// build before any reader opens a file (a FIFO would block it).
	if err := conferirArquivos(cfg.Conteudo, diags); err != nil || diags.erros() > 0 {
		res.Diagnosticos = diags.ordenados()
		if err == nil {
			err = fmt.Errorf("%d erro(s) nos arquivos", diags.erros())
		}
		return res, fmt.Errorf("generator: lendo o conteúdo: %w", err)
	}
	// the templates are parsed while the content is: their functions read
	// the build's bundle and norms only when executed (ligacoes).
	lig := novasLigacoes()
	modelosCh := make(chan resultadoModelos, 1)
	go func() {
		ts, err := carregarModelos(modelos{cfg.Modelos}, lig.funcoes, tiposDePagina())
		modelosCh <- resultadoModelos{ts, err}
	}()
	fontes, err := carregar(cfg.Conteudo, novoMarkdown(), diags)
	if err != nil {
		res.Diagnosticos = diags.ordenados()
		return res, fmt.Errorf("generator: lendo o conteúdo: %w", err)
	}
	conferirFontes(cfg.Conteudo, fontes)
	normas := montar(fontes, diags)
	decisoes, err := carregarDecisoes(cfg.Conteudo, normas, diags)
	if err != nil {
		res.Diagnosticos = diags.ordenados()
		return res, fmt.Errorf("generator: lendo as decisões: %w", err)
	}
	bundle := cfg.Recursos
	if bundle == nil && cfg.ObterRecursos != nil {
		if bundle, err = cfg.ObterRecursos(); err != nil {
			res.Diagnosticos = diags.ordenados()
			return res, err
		}
	}
	if bundle == nil {
		bundle, err = recursosCompletos(cfg.Raiz)
		if err != nil {
			res.Diagnosticos = diags.ordenados()
			return res, err
		}
	}
	base := strings.TrimRight(cfg.BaseURL, "/")
	if base == "" {
		base = BaseURLPadrao
	}
	if u, err := url.Parse(base); err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" || u.Path != "" {
		res.Diagnosticos = diags.ordenados()
		return res, fmt.Errorf("generator: BaseURL %q deve ser absoluta, sem caminho, como %q", cfg.BaseURL, BaseURLPadrao)
	}
	sinonimos, err := lerSinonimos(cfg.Conteudo)
	if err != nil {
		res.Diagnosticos = diags.ordenados()
		return res, err
	}
	reuso := reuso{versao: cfg.Versao, anterior: cfg.Anterior, guardados: cfg.Guardados, decisoes: decisoes}
	if err := renderizar(normas, decisoes, bundle, base, cfg.Modelos, sinonimos, cfg.Pronto, reuso, lig, modelosCh, res); err != nil {
		res.Diagnosticos = diags.ordenados()
		return res, err
	}
	res.Diagnosticos = diags.ordenados()
	if n := diags.erros(); n > 0 {
		return res, fmt.Errorf("generator: %d erro(s) no conteúdo", n)
	}
	return res, nil
}
