package generator

import (
	"bytes"
	"fmt"
	"html/template"
	"io/fs"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"text/template/parse"

	"viagemdedireito/calculator"
	"viagemdedireito/generator/internal/servidor"
	"viagemdedireito/site"
)

// The render phase: the templates (site/templates) are parsed with the
// functions of the build's sitio, their constant citations checked, and
// every page of the table of outputs executed into its file, with the
// norms' JSON beside them (normajson.go).

// modelos reads templates from the override FS first, then site.Templates.
type modelos struct{ extra fs.FS }

func (m modelos) ler(nome string) (string, error) {
	if m.extra != nil {
		if b, err := fs.ReadFile(m.extra, nome); err == nil {
			return string(b), nil
		}
	}
	b, err := fs.ReadFile(site.Templates, "templates/"+nome)
	if err != nil {
		return "", fmt.Errorf("generator: modelo %s: %w", nome, err)
	}
	return string(b), nil
}

// carregarModelos parses, for each kind of tipos, its skeleton (base.html
// unless Esqueleto), its Parciais and its Modelo, in that order, into one
// set per Modelo, executed from the skeleton, with the functions of s; it
// writes their no-break spaces (semQuebraNosModelos) and checks their
// constant citations (verificarCitacoes). Each file is parsed once: a
// partial shared by several kinds (texto-norma.html) is parsed the first
// time and its trees copied into the other sets, which add them as Parse
// would (a later definition replaces an earlier one unless it is empty).
func carregarModelos(m modelos, s *sitio, tipos []tipoPagina) (map[string]*template.Template, error) {
	funcs := s.funcoes()
	esqueletos := map[string]*template.Template{} // each parsed once, cloned for every kind it wraps
	lidos := map[string][]*parse.Tree{}           // the trees of each partial or Modelo, parsed once
	arvores := func(p string) ([]*parse.Tree, error) {
		if ts, ok := lidos[p]; ok {
			return ts, nil
		}
		src, err := m.ler(p)
		if err != nil {
			return nil, err
		}
		t, err := template.New(p).Funcs(funcs).Parse(src)
		if err != nil {
			return nil, fmt.Errorf("generator: modelo %s: %w", p, err)
		}
		// the file's own template first, then its definitions in the
		// order the text has them, as Parse adds them
		var ts []*parse.Tree
		for _, x := range t.Templates() {
			if x.Tree != nil {
				ts = append(ts, x.Tree)
			}
		}
		slices.SortStableFunc(ts, func(a, b *parse.Tree) int { return int(a.Root.Pos) - int(b.Root.Pos) })
		lidos[p] = ts
		return ts, nil
	}
	out := map[string]*template.Template{}
	for _, tp := range tipos {
		if out[tp.Modelo] != nil {
			continue
		}
		nome := esqueletoDe(tp)
		if esqueletos[nome] == nil {
			src, err := m.ler(nome)
			if err != nil {
				return nil, err
			}
			if esqueletos[nome], err = template.New(nome).Funcs(funcs).Parse(src); err != nil {
				return nil, fmt.Errorf("generator: modelo %s: %w", nome, err)
			}
		}
		t, err := esqueletos[nome].Clone()
		if err != nil {
			return nil, fmt.Errorf("generator: modelo %s: %w", nome, err)
		}
		for _, p := range append(append([]string(nil), tp.Parciais...), tp.Modelo) {
			ts, err := arvores(p)
			if err != nil {
				return nil, err
			}
			for _, a := range ts {
				if _, err := t.AddParseTree(a.Name, a.Copy()); err != nil {
					return nil, fmt.Errorf("generator: modelo %s: %w", p, err)
				}
			}
		}
		if err := semQuebraNosModelos(t, nome); err != nil {
			return nil, err
		}
		out[tp.Modelo] = t
	}
	if err := verificarCitacoes(out, s.citador); err != nil {
		return out, err
	}
	return out, verificarCatalogo(out)
}

// modelosDaGeracao are the templates of tipos for the sitio s: parsed by
// carregarModelos, or, with cfg.Reuso holding those of the same kinds,
// the ones it holds with their functions bound to s (Funcs replaces
// them) and their citations checked against s.
func modelosDaGeracao(cfg Config, s *sitio, tipos []tipoPagina) (map[string]*template.Template, error) {
	r := cfg.Reuso
	if r == nil || cfg.Modelos != nil {
		return carregarModelos(modelos{cfg.Modelos}, s, tipos)
	}
	var chave strings.Builder
	for _, tp := range tipos {
		chave.WriteString(tp.Modelo + "\x00")
	}
	if r.modelos != nil && r.chave == chave.String() {
		funcs := s.funcoes()
		for _, t := range r.modelos {
			t.Funcs(funcs)
		}
		if err := verificarCitacoes(r.modelos, s.citador); err != nil {
			return r.modelos, err
		}
		return r.modelos, verificarCatalogo(r.modelos)
	}
	ts, err := carregarModelos(modelos{}, s, tipos)
	r.modelos, r.chave = nil, ""
	if err == nil {
		r.modelos, r.chave = ts, chave.String()
	}
	return ts, err
}

// esqueletoDe is the template that wraps the kind's pages.
func esqueletoDe(tp tipoPagina) string {
	if tp.Esqueleto == "" {
		return "base.html"
	}
	return tp.Esqueleto
}

// funcoes are the template functions, bound to s (which nothing changes
// once it is made).
func (s *sitio) funcoes() template.FuncMap {
	f := template.FuncMap{
		"asset": func(nome string) (string, error) {
			p, ok := s.bundle.Paths[nome]
			if !ok {
				return "", fmt.Errorf("asset desconhecido %q", nome)
			}
			return p, nil
		},
		// {{tamanho "calculadora.wasm"}}: the asset's size in bytes,
		// uncompressed (the calculator's progress counts the module's
		// bytes as they are decoded).
		"tamanho": func(nome string) (int, error) {
			p, ok := s.bundle.Paths[nome]
			b, tem := s.bundle.Files[strings.TrimPrefix(p, "/")]
			if !ok || !tem {
				return 0, fmt.Errorf("asset desconhecido %q", nome)
			}
			return len(b), nil
		},
		// {{embutido "calculadora-inicio.js"}}: a script written into the
		// page (site.Bundle.Embutidos), allowed by the
		// Content-Security-Policy by its SHA-256.
		"embutido": func(nome string) (template.JS, error) {
			js, ok := s.bundle.Embutidos[nome]
			if !ok {
				return "", fmt.Errorf("script embutido desconhecido %q", nome)
			}
			return template.JS(js), nil
		},
		"indice": func() string { return servidor.Indice },
		// {{decisao "stj-resp-1543465-rs"}}: a link to a court decision's
		// page, its label as the text; a missing one fails the page.
		"decisao": func(slug string) (template.HTML, error) {
			href, rotulo, err := linkDecisao(s.porDecisao, slug)
			if err != nil {
				return "", err
			}
			return template.HTML(`<a class="decisao-link" href="` + template.HTMLEscapeString(href) + `">` + template.HTMLEscapeString(semQuebra(rotulo)) + `</a>`), nil
		},
		// {{paginaConformidade}}: the conformance suite's page, "" when the
		// content has no suite (conformidade.go)
		"paginaConformidade": func() string {
			if s.suite == nil {
				return ""
			}
			return caminhoPaginaConformidade
		},
		// {{categorias}}: the categories of the calculator, as the rules'
		// table has them (calculator/categorias.go): the first question,
		// the home page's menu, /recusa/ and the data beneficio.js reads.
		"categorias": calculator.Categorias,
		// {{frase "beneficio.prazos.compra_desconto_rodoviario"}}: a
		// sentence of the engine's catalogue with its grounds as links
		// (frasesite.go); a key not in it fails the page.
		"frase": func(chave string) (template.HTML, error) {
			return s.frases.html(s.citador, s.porDecisao, chave)
		},
		// {{espera}}: the calculator's wait, per category and mode, the
		// engine's own sentences with their citations (espera.go).
		"espera":     s.esperaDaCalculadora,
		"icone":      func() string { return "/" + arquivoIconePNG },
		"semQuebra":  s.semQuebra,
		"legenda":    legenda,
		"atoOficial": atoOficial,
		"pelo":       pelo,
		// appended by semQuebraNosModelos to what prints into the text
		funcaoSemQuebra: s.semQuebraValor,
	}
	for _, nome := range funcoesCitacao {
		f[nome] = func(ref string) (template.HTML, error) { return s.citador.link(nome, ref) }
	}
	return f
}

// renderizar executes every page of saidas into arquivos, on every
// processor (a template's execution reads sitio, which nothing changes,
// and writes its own buffer); the error is the first page's in the order
// of saidas, whatever page failed first in time.
func renderizar(ts map[string]*template.Template, saidas []saida, arquivos map[string][]byte) error {
	feitas := make([][]byte, len(saidas))
	erros := make([]error, len(saidas))
	emParalelo(len(saidas), func(i int) {
		o := saidas[i]
		var b bytes.Buffer
		// about 700 bytes of markup per dispositivo, to grow the buffer once.
		tamanho := 64 << 10
		if o.pagina.Norma != nil {
			tamanho += 700 * len(o.pagina.Norma.ordem)
		}
		b.Grow(tamanho)
		if err := ts[o.tipo.Modelo].Execute(&b, o.pagina); err != nil {
			erros[i] = fmt.Errorf("generator: página %s: %w", arquivoDaPagina(o.pagina.Caminho), err)
			return
		}
		feitas[i] = b.Bytes()
	})
	for i, o := range saidas {
		if erros[i] != nil {
			return erros[i]
		}
		arquivos[arquivoDaPagina(o.pagina.Caminho)] = feitas[i]
	}
	return nil
}

// emParalelo calls f(0), …, f(n-1), as many at a time as there are
// processors, the larger indexes taken as the smaller ones end, and
// returns when all are done.
func emParalelo(n int, f func(i int)) {
	var (
		wg   sync.WaitGroup
		prox atomic.Int64
	)
	for range min(runtime.GOMAXPROCS(0), n) {
		wg.Go(func() {
			for i := int(prox.Add(1) - 1); i < n; i = int(prox.Add(1) - 1) {
				f(i)
			}
		})
	}
	wg.Wait()
}

// jsonDasNormas writes the structure of every norm in JSON
// (/legislacao/{slug}.json) into arquivos.
func jsonDasNormas(normas []*norma, arquivos map[string][]byte) error {
	for _, n := range normas {
		b, err := paraJSON(n)
		if err != nil {
			return err
		}
		arquivos[strings.TrimPrefix(n.Catalogo.CaminhoJSON(), "/")] = b
	}
	return nil
}
