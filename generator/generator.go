package generator

import (
	"errors"
	"fmt"
	"html/template"
	"io/fs"
	"net/url"
	"strings"
	"sync"

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
	// Recursos are the assets (required): the styles and scripts of
	// site.Build with the calculator's WebAssembly module and its loader
	// (modulo.Modulo.NoBundle), which the calculator pages ask for. gerar
	// makes them before Build; tests give the real bundle with a stand-in
	// module. Their files are copied into Resultado.Arquivos as they are.
	Recursos *site.Bundle
	// Reuso, if not nil, keeps the parsed templates from one Build to the
	// next that passes it (gerar serve -watch, which builds again on every
	// edit); nil parses them in every Build.
	Reuso *Reuso
}

// Reuso holds what a Build may take from the previous one of the same
// process: the templates of site.Templates (compiled into the program,
// so the same bytes in every Build), parsed, with their no-break spaces,
// and escaped by html/template at their first execution. A Build that
// reuses them binds their functions to its own sitio (Funcs) and checks
// their citations against its own content, as a Build that parses them
// does; with Config.Modelos, or another set of page kinds (a norm a kind
// requires added or removed), they are parsed again. The output is the
// same bytes (TestReuso). One Build at a time uses a Reuso: Build holds
// its lock.
type Reuso struct {
	mu      sync.Mutex
	chave   string
	modelos map[string]*template.Template
}

// Resultado is the output of Build: the files of public/ and every diagnostic.
type Resultado struct {
	// Arquivos maps a path relative to public/ ("legislacao/lei-8899-1994/index.html") to its content.
	Arquivos     map[string][]byte
	Diagnosticos []Diagnostico
}

// Build runs the whole pipeline, one phase after the other: load, assemble,
// pages, render, search index, files (doc.go). It returns the files in
// memory and writes nothing. It returns an error when any diagnostic is an
// error (Resultado still lists them all) or on I/O failure.
func Build(cfg Config) (*Resultado, error) {
	if cfg.Reuso != nil {
		cfg.Reuso.mu.Lock()
		defer cfg.Reuso.mu.Unlock()
	}
	// the icon (icone.go) is the same drawing in every build: drawn while
	// the build goes on (3 ms), taken in 6.
	var icone []byte
	var errIcone error
	iconeFeito := make(chan struct{})
	go func() {
		defer close(iconeFeito)
		icone, errIcone = iconePNG()
	}()
	defer func() { <-iconeFeito }()
	diags := &diagnosticos{}
	res := &Resultado{Arquivos: map[string][]byte{}}
	falhar := func(err error) (*Resultado, error) {
		res.Diagnosticos = diags.ordenados()
		return res, err
	}
	if cfg.Conteudo == nil || cfg.Recursos == nil {
		return res, errors.New("generator: Config.Conteudo e Config.Recursos são obrigatórios")
	}

	// 1. Load (carregar.go): special files, links leaving the content and
	// broken text stop the build before any reader opens a file (a FIFO
	// would block it); then the norms are parsed and the synonyms read.
	if err := conferirArquivos(cfg.Conteudo, diags); err != nil || diags.erros() > 0 {
		if err == nil {
			err = fmt.Errorf("%d erro(s) nos arquivos", diags.erros())
		}
		return falhar(fmt.Errorf("generator: lendo o conteúdo: %w", err))
	}
	cat, err := LerCatalogo(cfg.Conteudo)
	if err != nil {
		return falhar(err)
	}
	fontes, err := carregar(cfg.Conteudo, cat, novoMarkdown(), diags)
	if err != nil {
		return falhar(fmt.Errorf("generator: lendo o conteúdo: %w", err))
	}
	conferirFontes(cfg.Conteudo, fontes)
	sinonimos, err := lerSinonimos(cfg.Conteudo)
	if err != nil {
		return falhar(err)
	}
	base := strings.TrimRight(cfg.BaseURL, "/")
	if base == "" {
		base = BaseURLPadrao
	}
	if u, err := url.Parse(base); err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" || u.Path != "" {
		return falhar(fmt.Errorf("generator: BaseURL %q deve ser absoluta, sem caminho, como %q", cfg.BaseURL, BaseURLPadrao))
	}

	// 2. Assemble (montar.go): the norms' trees and remissões, the court
	// decisions (decisoes.go) checked against them, then the sitio every
	// page reads (vistas.go).
	normas := montar(fontes, diags)
	decisoes, err := carregarDecisoes(cfg.Conteudo, normas, diags)
	if err != nil {
		return falhar(fmt.Errorf("generator: lendo as decisões: %w", err))
	}
	s := novoSitio(normas, decisoes, cfg.Recursos, base)
	// the conformance suite (conformidade.go), made from the content while
	// the page kinds, templates and guide are made (none reads it: only
	// operadoras.html, when it is executed, in 4), with diagnostics of its
	// own; and the feed of changes (novidades.go)
	type suite struct {
		ds   diagnosticos
		done chan struct{}
	}
	su := suite{done: make(chan struct{})}
	go func() {
		defer close(su.done)
		s.suite, s.suiteJSON = carregarSuite(cfg.Conteudo, &su.ds)
	}()
	s.novidades = novidadesDe(s)

	// 3. Pages (paginas.go): the table of outputs, less the kinds whose
	// norms the build lacks. Their templates are parsed with the functions
	// bound to s and their constant citations checked; the guide's sections
	// (guia.go) are executed once, from the home page's template, and every
	// page gets them with the norms.
	tipos := tiposDaGeracao(normas)
	ts, err := modelosDaGeracao(cfg, s, tipos)
	var guia []secaoGuia
	if err == nil {
		guia, err = guiaDaGeracao(ts, tipos, s)
	}
	<-su.done
	diags.lista = append(diags.lista, su.ds.lista...)
	if err != nil {
		return falhar(err)
	}
	saidas := paginasDaGeracao(tipos, s, guia)

	// 4. Render (renderizar.go, normajson.go): every page, on every
	// processor, and each norm's JSON; and, meanwhile, 5. the search
	// index (indice.go), which reads the pages' data, not their files.
	indice := map[string][]byte{}
	errIndice := make(chan error, 1)
	go func() {
		err := jsonDasNormas(normas, indice)
		if err == nil {
			err = indiceDeBusca(saidas, guia, s, sinonimos, indice)
		}
		errIndice <- err
	}()
	errPaginas := renderizar(ts, saidas, res.Arquivos)
	if err := errors.Join(errPaginas, <-errIndice); err != nil {
		return falhar(err)
	}
	for n, b := range indice {
		res.Arquivos[n] = b
	}

	// 6. Files (saida.go): assets, sitemap, robots, icon, kit, service worker.
	<-iconeFeito
	if errIcone != nil {
		return falhar(errIcone)
	}
	if err := arquivosDaGeracao(s, saidas, res.Arquivos, icone); err != nil {
		return falhar(err)
	}
	res.Diagnosticos = diags.ordenados()
	if n := diags.erros(); n > 0 {
		return res, fmt.Errorf("generator: %d erro(s) no conteúdo", n)
	}
	return res, nil
}
