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
// page of one norm may show of another, the destination of a remissão).
// A norm's page or JSON adds the bytes of its own file (chaveNorma); any
// other page the bytes of every norm's file (chaveTodas).
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

func novasChaves(versao string, normas []*norma, bundle *site.Bundle, base string, extra fs.FS) (chaves, error) {
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
// (global or todas) and the norm n (nil: none).
func (c chaves) chave(parte [sha256.Size]byte, tipo, arquivo string, n *norma) Chave {
	h := sha256.New()
	h.Write(parte[:])
	escreverCampo(h, tipo)
	escreverCampo(h, arquivo)
	if n != nil {
		escreverCampo(h, n.Slug)
		h.Write(n.soma[:])
	}
	var k Chave
	h.Sum(k[:0])
	return k
}

// chaveNorma is the key of a file that shows only the norm n.
func (c chaves) chaveNorma(tipo, arquivo string, n *norma) Chave {
	return c.chave(c.global, tipo, arquivo, n)
}

// chaveTodas is the key of a file that may show any norm.
func (c chaves) chaveTodas(tipo, arquivo string) Chave {
	return c.chave(c.todas, tipo, arquivo, nil)
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
// their arguments and on what the global part of every key holds (the
// bundle's paths). Any other function (the citations, which read any norm;
// the guide, which is made from the pages that list every norm) makes a
// page depend on every norm.
var funcoesLocais = map[string]bool{"asset": true, "indice": true, "icone": true, "semQuebra": true, "legenda": true, "atoOficial": true}

// camposGlobais are the fields of pagina that reach beyond the page's norm.
var camposGlobais = map[string]bool{"Normas": true, "Extra": true}

// soDaNorma tells whether the template set t, executed on a page with one
// Norma, can show nothing but that norm (and what the global part of the
// key holds): it calls no function outside funcoesLocais (builtins aside)
// and names no field of camposGlobais, anywhere in any of its templates.
// Any node it does not know makes it answer false.
func soDaNorma(t *template.Template, funcs template.FuncMap) bool {
	for _, x := range t.Templates() {
		if x.Tree == nil || x.Tree.Root == nil {
			continue
		}
		if !noLocal(x.Tree.Root, funcs) {
			return false
		}
	}
	return true
}

func noLocal(n parse.Node, funcs template.FuncMap) bool {
	todos := func(ns ...parse.Node) bool {
		for _, m := range ns {
			if !noLocal(m, funcs) {
				return false
			}
		}
		return true
	}
	campos := func(ids []string) bool {
		for _, id := range ids {
			if camposGlobais[id] {
				return false
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
		return x.Pipe == nil || noLocal(x.Pipe, funcs)
	case *parse.PipeNode:
		if x == nil {
			return true
		}
		for _, d := range x.Decl {
			if !noLocal(d, funcs) {
				return false
			}
		}
		for _, c := range x.Cmds {
			if !noLocal(c, funcs) {
				return false
			}
		}
		return true
	case *parse.CommandNode:
		return todos(x.Args...)
	case *parse.IdentifierNode:
		_, definida := funcs[x.Ident]
		return !definida || funcoesLocais[x.Ident]
	case *parse.FieldNode:
		return campos(x.Ident)
	case *parse.VariableNode:
		return campos(x.Ident)
	case *parse.ChainNode:
		return campos(x.Field) && noLocal(x.Node, funcs)
	case *parse.IfNode:
		return noLocal(x.Pipe, funcs) && noLocal(x.List, funcs) && noLocal(x.ElseList, funcs)
	case *parse.RangeNode:
		return noLocal(x.Pipe, funcs) && noLocal(x.List, funcs) && noLocal(x.ElseList, funcs)
	case *parse.WithNode:
		return noLocal(x.Pipe, funcs) && noLocal(x.List, funcs) && noLocal(x.ElseList, funcs)
	case *parse.TemplateNode:
		return x.Pipe == nil || noLocal(x.Pipe, funcs)
	case *parse.TextNode, *parse.DotNode, *parse.NilNode, *parse.BoolNode, *parse.NumberNode, *parse.StringNode,
		*parse.CommentNode, *parse.BreakNode, *parse.ContinueNode:
		return true
	}
	return false
}

// reuso is what Config says of a previous build's output.
type reuso struct {
	versao   string
	anterior func(arquivo string, chave Chave) (Anterior, bool)
}

func (r reuso) ativo() bool { return r.versao != "" && r.anterior != nil }

// marcar gives every page and JSON of trabalhos its key, into chavesOut,
// and asks the caller for each (Config.Anterior): those it holds get
// anterior set and are not made. A kind of page has the narrow key of its
// norm (chaveNorma) only when each of its pages shows one norm and its
// templates can show nothing else (soDaNorma).
func (r reuso) marcar(normas []*norma, bundle *site.Bundle, base string, extra fs.FS, ts map[string]*template.Template, funcs template.FuncMap,
	trabalhos []*trabalho, chavesOut map[string]Chave) error {
	c, err := novasChaves(r.versao, normas, bundle, base, extra)
	if err != nil {
		return err
	}
	locais := map[string]bool{}
	for _, t := range trabalhos {
		if t.p == nil {
			continue
		}
		if _, visto := locais[t.modelo]; !visto {
			locais[t.modelo] = soDaNorma(ts[t.modelo], funcs)
		}
	}
	for _, t := range trabalhos {
		var k Chave
		switch {
		case t.json != nil:
			k = c.chaveNorma("json", t.arquivo, t.json)
		case t.p.Norma != nil && locais[t.modelo]:
			k = c.chaveNorma(tipoDaChave(t.tipo), t.arquivo, t.p.Norma.norma)
		default:
			k = c.chaveTodas(tipoDaChave(t.tipo), t.arquivo)
		}
		chavesOut[t.arquivo] = k
		if a, ok := r.anterior(t.arquivo, k); ok {
			t.anterior = &a
		}
	}
	return nil
}
