package generator

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"hash"
	"html/template"
	"io/fs"
	"sort"
	"text/template/parse"

	"viagemdedireito/site"
)

// Chave is the render key of a file of the output: the SHA-256 of every
// input its bytes are a function of. A build given a previous output
// (Config.Anterior) does not make again a file whose key it knows.
type Chave [sha256.Size]byte

// Anterior is a file of a previous build's output: the SHA-256 of its bytes
// and their number.
type Anterior struct {
	Soma    [sha256.Size]byte
	Tamanho int
}

// formatoChaves names what goes into a key; a change to it changes every
// key.
const formatoChaves = "gerar-chaves 1"

// chaves makes the render keys of one build. Every key holds the global
// part: the generator's identity (Config.Versao, and the embedded templates
// and those of Config.Modelos, hashed here too), the base URL, the bundle's
// paths, and the catalogue of the build (every norm's slug, front matter,
// and the id, kind, label, citation and name of each of its nodes: what a
// list of norms shows (fichaNorma), what a citation of another norm shows,
// the destination of a remissão), and every court decision's file (its
// page, its markers on the dispositivos: decisoes.go). A file adds the bytes of the norms whose
// text it may show (alcance): its own norm's (a norm's page, embed or JSON),
// those its page's Extra is made from (leNormas), or every norm's
// (chaveTodas).
type chaves struct {
	global [sha256.Size]byte
	todas  [sha256.Size]byte // global and every norm's file
}

// escreverCampo writes s to h after its length, so that no two lists of
// fields hash alike.
func escreverCampo(h hash.Hash, s string) {
	var n [8]byte
	binary.BigEndian.PutUint64(n[:], uint64(len(s)))
	h.Write(n[:])
	h.Write([]byte(s))
}

// escreverArvore writes every file of fsys to h, path and bytes, in the
// order of fs.WalkDir.
func escreverArvore(h hash.Hash, fsys fs.FS) error {
	return fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(fsys, p)
		if err != nil {
			return err
		}
		escreverCampo(h, p)
		escreverCampo(h, string(b))
		return nil
	})
}

func novasChaves(versao string, normas []*norma, decisoes []*decisao, bundle *site.Bundle, base string, extra fs.FS) (chaves, error) {
	h := sha256.New()
	escreverCampo(h, formatoChaves)
	escreverCampo(h, versao)
	escreverCampo(h, base)
	if err := escreverArvore(h, site.Templates); err != nil {
		return chaves{}, err
	}
	escreverCampo(h, "modelos")
	if extra != nil {
		if err := escreverArvore(h, extra); err != nil {
			return chaves{}, err
		}
	}
	escreverCampo(h, "bundle")
	nomes := make([]string, 0, len(bundle.Paths))
	for n := range bundle.Paths {
		nomes = append(nomes, n)
	}
	sort.Strings(nomes)
	for _, n := range nomes {
		escreverCampo(h, n)
		escreverCampo(h, bundle.Paths[n])
	}
	escreverCampo(h, "catalogo")
	for _, n := range normas {
		escreverCampo(h, n.Slug)
		escreverCampo(h, n.Arquivo)
		h.Write(n.somaCabecalho[:])
		for _, x := range n.ordem {
			escreverCampo(h, x.ID)
			escreverCampo(h, x.Classe())
			escreverCampo(h, x.Rotulo)
			escreverCampo(h, x.Citacao)
			escreverCampo(h, x.Nome)
		}
		escreverCampo(h, "")
	}
	escreverCampo(h, "decisoes")
	for _, d := range decisoes {
		escreverCampo(h, d.Arquivo)
		h.Write(d.soma[:])
	}
	var c chaves
	h.Sum(c.global[:0])
	h.Reset()
	h.Write(c.global[:])
	for _, n := range normas {
		h.Write(n.soma[:])
	}
	h.Sum(c.todas[:0])
	return c, nil
}

// chave is the key of the file arquivo made by tipo from the inputs parte
// (global or todas) and the text of the norms ns (none, one or several,
// each once, in a fixed order).
func (c chaves) chave(parte [sha256.Size]byte, tipo, arquivo string, ns ...*norma) Chave {
	h := sha256.New()
	h.Write(parte[:])
	escreverCampo(h, tipo)
	escreverCampo(h, arquivo)
	for _, n := range ns {
		escreverCampo(h, n.Slug)
		h.Write(n.soma[:])
	}
	var k Chave
	h.Sum(k[:0])
	return k
}

// chaveNormas is the key of a file that shows the text of the norms ns
// only (and what the global part holds).
func (c chaves) chaveNormas(tipo, arquivo string, ns ...*norma) Chave {
	return c.chave(c.global, tipo, arquivo, ns...)
}

// chaveTodas is the key of a file that may show any norm.
func (c chaves) chaveTodas(tipo, arquivo string) Chave {
	return c.chave(c.todas, tipo, arquivo)
}

// tipoDaChave names a kind of page with its templates, for its keys.
func tipoDaChave(tp tipoPagina) string {
	var b bytes.Buffer
	for _, s := range append([]string{"pagina", tp.Esqueleto, tp.Modelo}, tp.Parciais...) {
		b.WriteString(s)
		b.WriteByte(0)
	}
	return b.String()
}

// funcoesLocais are the template functions whose result depends only on
// their arguments and on what the global part of every key holds: the pure
// helpers, the bundle's paths, and the citations (citador), which show a
// dispositivo's label and address, both in the catalogue. The guide
// ("guia") is one of them when the pages it is read from are
// (funcoesDaGeracao); any other function makes a page depend on every norm.
var funcoesLocais = map[string]bool{"asset": true, "tamanho": true, "indice": true, "icone": true, "semQuebra": true, "legenda": true, "atoOficial": true, "pelo": true,
	"cita": true, "citaSemNorma": true, "citaPasso": true, "decisao": true}

// alcance is what a template set, executed on a page, may show beyond the
// global part of the key and the page's own norm (pagina.Norma): the
// page's Extra (whose norms leNormas names), or any norm (todas: a
// function outside the local ones, or a node the analysis does not know).
// pagina.Normas holds fichaNorma, which has nothing but the global part.
type alcance struct {
	extra, todas bool
}

// alcanceDe is the alcance of the template set t, with locais the local
// functions (funcoesLocais, and the guide when it is local).
func alcanceDe(t *template.Template, funcs template.FuncMap, locais map[string]bool) alcance {
	var a alcance
	for _, x := range t.Templates() {
		if x.Tree == nil || x.Tree.Root == nil {
			continue
		}
		if !noLocal(x.Tree.Root, funcs, locais, &a) {
			a.todas = true
		}
	}
	return a
}

// noLocal walks n, setting a.extra where it names the page's Extra, and
// returns false when n may reach any norm.
func noLocal(n parse.Node, funcs template.FuncMap, locais map[string]bool, a *alcance) bool {
	todos := func(ns ...parse.Node) bool {
		for _, m := range ns {
			if !noLocal(m, funcs, locais, a) {
				return false
			}
		}
		return true
	}
	campos := func(ids []string) bool {
		for _, id := range ids {
			if id == "Extra" {
				a.extra = true
			}
		}
		return true
	}
	switch x := n.(type) {
	case nil:
		return true
	case *parse.ListNode:
		if x == nil {
			return true
		}
		return todos(x.Nodes...)
	case *parse.ActionNode:
		return x.Pipe == nil || noLocal(x.Pipe, funcs, locais, a)
	case *parse.PipeNode:
		if x == nil {
			return true
		}
		for _, d := range x.Decl {
			if !noLocal(d, funcs, locais, a) {
				return false
			}
		}
		for _, c := range x.Cmds {
			if !noLocal(c, funcs, locais, a) {
				return false
			}
		}
		return true
	case *parse.CommandNode:
		return todos(x.Args...)
	case *parse.IdentifierNode:
		_, definida := funcs[x.Ident]
		return !definida || locais[x.Ident]
	case *parse.FieldNode:
		return campos(x.Ident)
	case *parse.VariableNode:
		return campos(x.Ident)
	case *parse.ChainNode:
		return campos(x.Field) && noLocal(x.Node, funcs, locais, a)
	case *parse.IfNode:
		return noLocal(x.Pipe, funcs, locais, a) && noLocal(x.List, funcs, locais, a) && noLocal(x.ElseList, funcs, locais, a)
	case *parse.RangeNode:
		return noLocal(x.Pipe, funcs, locais, a) && noLocal(x.List, funcs, locais, a) && noLocal(x.ElseList, funcs, locais, a)
	case *parse.WithNode:
		return noLocal(x.Pipe, funcs, locais, a) && noLocal(x.List, funcs, locais, a) && noLocal(x.ElseList, funcs, locais, a)
	case *parse.TemplateNode:
		return x.Pipe == nil || noLocal(x.Pipe, funcs, locais, a)
	case *parse.TextNode, *parse.DotNode, *parse.NilNode, *parse.BoolNode, *parse.NumberNode, *parse.StringNode,
		*parse.CommentNode, *parse.BreakNode, *parse.ContinueNode:
		return true
	}
	return false
}

// reuso is what Config says of a previous build's output.
type reuso struct {
	versao    string
	anterior  func(arquivo string, chave Chave) (Anterior, bool)
	guardados Guardados
	// decisoes are the build's court decisions: each file is in the global
	// part of every key (they put markers on the norms' dispositivos and
	// have pages of their own).
	decisoes []*decisao
}

func (r reuso) ativo() bool { return r.versao != "" && r.anterior != nil }

// leNormas is what a page's Extra tells of itself: the slugs of the norms
// whose text it is made from (the kit: kit.go). An Extra that does not
// say may show any norm.
type leNormas interface {
	normasLidas() []string
}

// marcar gives every page and JSON of trabalhos its key, into chavesOut,
// and asks the caller for each (Config.Anterior): those it holds get
// anterior set and are not made. A page's key holds the text of its own
// norm and of those its Extra names when its templates can show nothing
// else (alcanceDe); of every norm otherwise.
//
// It returns the key of the guide's sections (guiaDasPaginas) when the
// pages they are read from show only what the global part holds: a hash
// of those pages' keys; nil otherwise.
func (r reuso) marcar(normas []*norma, bundle *site.Bundle, base string, extra fs.FS, ts map[string]*template.Template, funcs template.FuncMap,
	trabalhos []*trabalho, chavesOut map[string]Chave) (*Chave, error) {
	c, err := novasChaves(r.versao, normas, r.decisoes, bundle, base, extra)
	if err != nil {
		return nil, err
	}
	porSlug := map[string]*norma{}
	for _, n := range normas {
		porSlug[n.Slug] = n
	}
	// the guide is local when every page it is read from shows nothing
	// but the global part (its sections are made from their templates).
	locais := map[string]bool{}
	for f := range funcoesLocais {
		locais[f] = true
	}
	alcances := map[string]alcance{}
	guiaLocal := true
	for _, t := range trabalhos {
		if t.p != nil && t.tipo.Guia {
			a := alcanceDe(ts[t.modelo], funcs, locais)
			guiaLocal = guiaLocal && !a.todas && !a.extra && t.p.Norma == nil
		}
	}
	if guiaLocal {
		locais["guia"] = true
	}
	for _, t := range trabalhos {
		if t.p == nil {
			continue
		}
		if _, visto := alcances[t.modelo]; !visto {
			alcances[t.modelo] = alcanceDe(ts[t.modelo], funcs, locais)
		}
	}
	for _, t := range trabalhos {
		var k Chave
		if t.json != nil {
			k = c.chaveNormas("json", t.arquivo, t.json)
		} else if ns, ok := normasDaPagina(t.p, alcances[t.modelo], porSlug); ok {
			k = c.chaveNormas(tipoDaChave(t.tipo), t.arquivo, ns...)
		} else {
			k = c.chaveTodas(tipoDaChave(t.tipo), t.arquivo)
		}
		chavesOut[t.arquivo] = k
		if a, ok := r.anterior(t.arquivo, k); ok {
			t.anterior = &a
		}
	}
	if !guiaLocal {
		return nil, nil
	}
	h := sha256.New()
	escreverCampo(h, "guia")
	for _, t := range trabalhos {
		if t.p != nil && t.tipo.Guia {
			k := chavesOut[t.arquivo]
			h.Write(k[:])
		}
	}
	var k Chave
	h.Sum(k[:0])
	return &k, nil
}

// normasDaPagina are the norms whose text the page p, with templates of
// alcance a, may show, by slug; false when that is any.
func normasDaPagina(p *pagina, a alcance, porSlug map[string]*norma) ([]*norma, bool) {
	if a.todas {
		return nil, false
	}
	vistas := map[string]bool{}
	if p.Norma != nil {
		vistas[p.Norma.Slug] = true
	}
	if a.extra && p.Extra != nil {
		x, ok := p.Extra.(leNormas)
		if !ok {
			return nil, false
		}
		for _, slug := range x.normasLidas() {
			if porSlug[slug] == nil {
				return nil, false // not in this build: say nothing narrower
			}
			vistas[slug] = true
		}
	}
	var ns []*norma
	for slug := range vistas {
		ns = append(ns, porSlug[slug])
	}
	sort.Slice(ns, func(i, j int) bool { return ns[i].Slug < ns[j].Slug })
	return ns, true
}
