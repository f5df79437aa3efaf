// Package site holds the web front end of Viagem de Direito: the page
// templates (templates/*.html, html/template sources executed by the
// generator) and the assets (assets/: CSS and JavaScript), all embedded so
// that the generator binary is self-contained.
//
// Build bundles, minifies and fingerprints the assets with esbuild's Go API,
// reading them from the embedded files only (never from the working
// directory). The entry points are the rows of entradas (site.css, site.js
// or site.ts, …); each is bundled alone and written as
// /assets/{name}-HASH.{ext}.
//
// The scripts only enhance pages that are complete without them (search
// and the "Copiar citação" buttons), load nothing from other origins, and
// need no inline script or style, so the pages work under a strict
// Content-Security-Policy. JavaScript targets ES2019 and the CSS browsers of
// the same age (cheap phones keep old WebViews).
//
// The assets:
//
//	site.css             imports, in order:
//	css/cores.css        colours of the light and dark themes, each once (AA contrast, see
//	                     contraste_test.go); also first in embed.css, which may force a theme
//	css/base.css         type, focus outline, skip link, status messages
//	css/topo.css         header: site name, navigation, search form
//	css/norma.css        norm pages: dispositivos by level, permalinks, "Copiar citação", [sic]
//	                     and the markers of court decisions on dispositivos
//	css/decisao.css      court decisions' pages and their index (/jurisprudencia/)
//	css/busca.css        search dropdown and the /busca/ page
//	css/impressao.css    @media print
//	site.js              every page's script, kept small: printing, the search on demand, offline
//	js/todas.js          what every page's script starts (site.js, busca-pagina.js)
//	js/iniciar.js        runs a bundle's enhancements once the page is parsed, each on its own
//	js/endereco.js       the page's canonical address (citations, printed remissões)
//	js/impressao.js      absolute addresses of remissões for print, the date of printing
//	js/busca-sob-demanda.js  loads busca.js on the header field's first focus
//	js/offline.js        registers the service worker
//	norma.js             the norm pages' script (norma.html)
//	js/citacao.js        "Copiar citação", "Compartilhar", "Imprimir"
//	js/navegar.js        the previous/next article bar
//	busca.js             the search, on demand
//	busca-pagina.js      the /busca/ page's only script: site.js's work (js/todas.js) and the search
//	js/busca.js          search UI: lazy index load, dropdown with arrow keys/Escape, /busca/?q=
//	js/procura.js        search over the index (pure; run under Node by the busca tests)
//	js/texto.js          words → terms, the twin of generator/internal/busca/texto.go
//	js/acentos.js        the accent-folding table, generated from calculator/acento (acentos.go)
//	js/snowball-pt.js    Snowball Portuguese stemmer, a line-by-line port of the Go one
package site

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"strings"

	"github.com/evanw/esbuild/pkg/api"
)

//go:embed assets
var assets embed.FS

// Bundle is the result of Build.
type Bundle struct {
	// Files maps a path relative to public/ ("assets/site-3F2A1B.css") to
	// its content.
	Files map[string][]byte
	// Paths maps a logical name ("site.css", "site.js") to its URL path
	// ("/assets/site-3F2A1B.css"), for the templates' asset function.
	Paths map[string]string
	// Embutidos maps the name of a script written into the pages (an
	// inline <script>, embutidos below) to its minified text, for the
	// templates' embutido function; the Content-Security-Policy allows
	// each by its SHA-256 (generator/internal/servidor).
	Embutidos map[string]string
}

// embutidos are the scripts written into the pages instead of linked: only
// what must run with the HTML's first bytes (calculadora-inicio.js starts
// the calculator's module, about 11 s of a 3G line, two round trips before
// a linked script could). Each is minified alone and imports nothing.
var embutidos = []string{"calculadora-inicio.js"}

// Assets are the embedded assets Build reads (site/assets), for a key of
// what Build makes of them (gerar keeps the bundle by that key).
func Assets() fs.FS {
	sub, err := fs.Sub(assets, "assets")
	if err != nil {
		panic(err) // "assets" is a valid path of the embedded tree
	}
	return sub
}

// Build bundles, minifies and fingerprints the embedded assets. On failure
// the error is a *BuildError listing every esbuild error and warning with
// its file and line.
func Build() (*Bundle, error) {
	sub, err := fs.Sub(assets, "assets")
	if err != nil {
		return nil, err
	}
	return build(sub)
}

// Message is one esbuild diagnostic.
type Message struct {
	File   string // path inside site/assets, "js/busca.js"
	Line   int    // 1-based; 0 when esbuild gives no location
	Column int    // 0-based, as esbuild counts
	Text   string
}

func (m Message) String() string {
	if m.File == "" {
		return "site/assets: " + m.Text
	}
	return fmt.Sprintf("site/assets/%s:%d:%d: %s", m.File, m.Line, m.Column, m.Text)
}

// BuildError is returned by Build when esbuild reports errors.
type BuildError struct {
	Messages []Message
}

func (e *BuildError) Error() string {
	s := make([]string, len(e.Messages))
	for i, m := range e.Messages {
		s[i] = m.String()
	}
	return "site: erro ao montar os assets:\n" + strings.Join(s, "\n")
}

// namespace is the esbuild namespace of the embedded files.
const namespace = "site-assets"

// entrada is one bundle: the logical name the templates ask for
// ({{asset "site.js"}}) and its entry point in site/assets. The bundle is
// written as /assets/{stem}-HASH.{ext}, stem and ext those of the name.
type entrada struct {
	Nome, Fonte string
}

// entradas is the list of bundles. Adding one (a page kind with its own
// scripts or styles) is adding a row here; each is bundled alone, with
// everything it imports.
func entradas(fsys fs.FS) []entrada {
	js := "site.js"
	if _, err := fs.Stat(fsys, "site.ts"); err == nil {
		js = "site.ts"
	}
	es := []entrada{
		{"site.css", "site.css"},
		{"site.js", js},
	}
	// The operators' kit (generator/kit.go): the loader pasted by operators
	// (also copied to /embed.js), the embeds' styles and scripts, the
	// widget's page, the kit's pages. Bundled when present: the small
	// trees of the tests have site.* only (the generator's asset function
	// fails on a page asking for one that is missing).
	for _, e := range []entrada{
		// the norm pages' script and the search, apart from site.js: a
		// page compiles only the script it uses (the search is most of it)
		{"norma.js", "norma.js"},
		{"busca.js", "busca.js"},
		{"busca-pagina.js", "busca-pagina.js"},
		{"embed.js", "embed.js"},
		{"embed.css", "embed.css"},
		{"embed-pagina.js", "embed-pagina.js"},
		{"vagas.js", "vagas.js"},
		{"kit.css", "kit.css"},
		{"kit.js", "kit.js"},
		// the calculator's pages (their module and wasm_exec.js are not
		// bundles: generator/internal/modulo adds them)
		{"calculadora.js", "calculadora.js"},
		{"calculadora.css", "calculadora.css"},
		// the engine's Web Worker (started by calculadora-inicio.js, written
		// into the calculator pages, or by calculadora/motor.js)
		{"calculadora-motor.js", "calculadora-motor.js"},
		// the complaint letter (/reclamacao/), its only script
		{"reclamacao.js", "reclamacao.js"},
		{"reclamacao.css", "reclamacao.css"},
	} {
		if _, err := fs.Stat(fsys, e.Fonte); err == nil {
			es = append(es, e)
		}
	}
	return es
}

// NomesLogicos lists the logical names of the bundles Build makes, the
// keys of Bundle.Paths.
func NomesLogicos() []string {
	sub, err := fs.Sub(assets, "assets")
	if err != nil {
		return nil
	}
	var out []string
	for _, e := range entradas(sub) {
		out = append(out, e.Nome)
	}
	return out
}

// nomeLogico is the logical name of an output file ("assets/site-3F2A1B.css"
// → "site.css"): esbuild names it [name]-[hash], and the hash has no "-".
func nomeLogico(saida string) string {
	base := path.Base(saida)
	ext := path.Ext(base)
	stem := strings.TrimSuffix(base, ext)
	if i := strings.LastIndexByte(stem, '-'); i >= 0 {
		stem = stem[:i]
	}
	return stem + ext
}

// build bundles the assets of fsys (whose root is site/assets).
func build(fsys fs.FS) (*Bundle, error) {
	es := entradas(fsys)
	fontes := make([]string, len(es))
	quer := map[string]bool{}
	for i, e := range es {
		fontes[i] = e.Fonte
		quer[e.Nome] = true
	}
	res := api.Build(api.BuildOptions{
		EntryPoints:       fontes,
		Bundle:            true,
		Write:             false,
		Outdir:            "/assets",
		AbsWorkingDir:     "/",
		EntryNames:        "[name]-[hash]",
		MinifyWhitespace:  true,
		MinifyIdentifiers: true,
		MinifySyntax:      true,
		Format:            api.FormatIIFE,
		Platform:          api.PlatformBrowser,
		Target:            api.ES2019,
		Engines: []api.Engine{
			{Name: api.EngineChrome, Version: "70"},
			{Name: api.EngineEdge, Version: "79"},
			{Name: api.EngineFirefox, Version: "68"},
			{Name: api.EngineSafari, Version: "12"},
			{Name: api.EngineIOS, Version: "12"},
		},
		Charset:       api.CharsetUTF8,
		LegalComments: api.LegalCommentsNone,
		Sourcemap:     api.SourceMapNone,
		LogLevel:      api.LogLevelSilent,
		Plugins:       []api.Plugin{embedded(fsys)},
	})
	// Warnings (a duplicate key, a CSS property the target browsers lack)
	// fail the build too: the assets are small enough to keep them clean.
	if len(res.Errors) > 0 || len(res.Warnings) > 0 {
		return nil, &BuildError{Messages: append(messages(res.Errors), messages(res.Warnings)...)}
	}
	b := &Bundle{Files: map[string][]byte{}, Paths: map[string]string{}}
	for _, f := range res.OutputFiles {
		name := strings.TrimPrefix(f.Path, "/")
		logical := nomeLogico(name)
		if !quer[logical] {
			return nil, &BuildError{Messages: []Message{{Text: "saída inesperada do esbuild: " + name}}}
		}
		if _, dup := b.Paths[logical]; dup {
			return nil, &BuildError{Messages: []Message{{Text: "mais de uma saída para " + logical}}}
		}
		b.Files[name] = f.Contents
		b.Paths[logical] = "/" + name
	}
	for _, e := range es {
		if b.Paths[e.Nome] == "" {
			return nil, &BuildError{Messages: []Message{{Text: "o esbuild não produziu " + e.Nome}}}
		}
	}
	b.Embutidos = map[string]string{}
	for _, nome := range embutidos {
		if _, err := fs.Stat(fsys, nome); err != nil {
			continue // the small trees of the tests
		}
		r := api.Build(api.BuildOptions{
			EntryPoints: []string{nome},
			Bundle:      true,
			// (it imports and exports nothing: written as it is, without
			// the IIFE's wrapper)
			Format:            api.FormatESModule,
			Write:             false,
			Outdir:            "/",
			AbsWorkingDir:     "/",
			MinifyWhitespace:  true,
			MinifyIdentifiers: true,
			MinifySyntax:      true,
			Platform:          api.PlatformBrowser,
			Target:            api.ES2019,
			Charset:           api.CharsetUTF8,
			LegalComments:     api.LegalCommentsNone,
			LogLevel:          api.LogLevelSilent,
			Plugins:           []api.Plugin{embedded(fsys)},
		})
		if len(r.Errors) > 0 || len(r.Warnings) > 0 {
			return nil, &BuildError{Messages: append(messages(r.Errors), messages(r.Warnings)...)}
		}
		if len(r.OutputFiles) != 1 {
			return nil, &BuildError{Messages: []Message{{Text: "o esbuild não produziu " + nome}}}
		}
		b.Embutidos[nome] = strings.TrimSpace(string(r.OutputFiles[0].Contents))
	}
	return b, nil
}

func messages(ms []api.Message) []Message {
	out := make([]Message, 0, len(ms))
	for _, m := range ms {
		x := Message{Text: m.Text}
		if m.Location != nil {
			x.File = strings.TrimPrefix(m.Location.File, namespace+":")
			x.Line = m.Location.Line
			x.Column = m.Location.Column
		}
		out = append(out, x)
	}
	return out
}

// embedded is an esbuild plugin that resolves every import to a file of
// fsys, relative to the importing file. Anything else (other origins,
// absolute paths, paths leaving site/assets) is an error, so nothing can
// sneak a request to another origin into the bundle.
func embedded(fsys fs.FS) api.Plugin {
	return api.Plugin{
		Name: "site-assets",
		Setup: func(pb api.PluginBuild) {
			pb.OnResolve(api.OnResolveOptions{Filter: ".*"}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
				p := a.Path
				if a.Kind != api.ResolveEntryPoint {
					if !strings.HasPrefix(p, "./") && !strings.HasPrefix(p, "../") {
						return api.OnResolveResult{}, fmt.Errorf("import %q: só são permitidos caminhos relativos dentro de site/assets", a.Path)
					}
					p = path.Join(path.Dir(a.Importer), p)
				}
				if !fs.ValidPath(p) {
					return api.OnResolveResult{}, fmt.Errorf("import %q: fora de site/assets", a.Path)
				}
				if _, err := fs.Stat(fsys, p); err != nil {
					return api.OnResolveResult{}, fmt.Errorf("import %q: arquivo %s não existe em site/assets", a.Path, p)
				}
				return api.OnResolveResult{Path: p, Namespace: namespace}, nil
			})
			pb.OnLoad(api.OnLoadOptions{Filter: ".*", Namespace: namespace}, func(a api.OnLoadArgs) (api.OnLoadResult, error) {
				data, err := fs.ReadFile(fsys, a.Path)
				if err != nil {
					return api.OnLoadResult{}, err
				}
				if a.Path == arquivoAcentos {
					data = AcentosJS() // calculator/acento's table, whatever the file says
				}
				var loader api.Loader
				switch path.Ext(a.Path) {
				case ".js", ".mjs":
					loader = api.LoaderJS
				case ".ts":
					loader = api.LoaderTS
				case ".css":
					loader = api.LoaderCSS
				case ".json":
					loader = api.LoaderJSON
				default:
					return api.OnLoadResult{}, fmt.Errorf("%s: tipo de arquivo não suportado", a.Path)
				}
				s := string(data)
				return api.OnLoadResult{Contents: &s, Loader: loader}, nil
			})
		},
	}
}
