// Package esquema walks the typed contract of package calculator (the
// request and response types of every operation of calculator.Operacoes,
// and calculator.Erro) and writes it as a TypeScript declaration
// ([TypeScript], for wasm/calculadora.d.ts) and as an OpenAPI 3.1 document
// ([OpenAPI], for the HTTP API's /api/v1/openapi.json). Both come from one
// walk ([Ler]), so the two documents cannot disagree with each other nor
// with the Go types; the descriptions are the Go doc comments of those
// types and fields, read from the package's source ([LerDocs]).
//
// The walk reads the types with reflect, so it is for generators and tests
// only: nothing that ships in the WebAssembly module imports it.
//
// The Go types map to the contract as follows: a struct is an object whose
// keys are the json tags (omitempty: optional in a request); a pointer
// without omitempty may be null; instante.Time is an instant (RFC 3339 with
// offset), or a date (AAAA-MM-DD) with the tag formato:"data"; a named
// string type with a Valores() []string method is a union of string
// literals, a named integer type with ValoresInteiros() []int64 one of
// integer literals; calculator.Centavos is an integer number of centavos; a
// type with a Citacoes() method is written as what that method returns; an
// array [n]T is a tuple. The tags min, max, minItems, maxItems and
// maxLength are limits of a request field.
package esquema

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"viagemdedireito/calculator/instante"

	"viagemdedireito/calculator"
)

// Tipo is a type of the contract, as a field or element uses it.
type Tipo struct {
	// Tipo is "string", "integer", "boolean", "instante", "data", "ref"
	// (a named definition, Nome), "array" (of Elem) or "tuple" (Len
	// elements of Elem).
	Tipo string
	Nome string
	Elem *Tipo
	Len  int
}

// Campo is one key of an object.
type Campo struct {
	Nome string // the JSON key
	Doc  string
	Tipo Tipo
	// Literal is the only value of a key that discriminates a union
	// ("operacao": "beneficio", "ok": true), as JSON.
	Literal  string
	Opcional bool // may be absent (requests)
	Anulavel bool // may be null (responses)
	// Limits of a request field (nil when none).
	Min, Max, MinItens, MaxItens, MaxTamanho *int64
}

// Definicao is a named type of the contract: an object (Campos), a union of
// literals (Valores or ValoresInteiros), or a named scalar (Base).
type Definicao struct {
	Nome            string
	Doc             string
	Campos          []Campo
	Valores         []string
	ValoresInteiros []int64
	Base            string // "instante", "data", "integer" for Centavos
	Min, Max        *int64 // of a named scalar in requests
}

// Operacao is one operation with its request and response definitions.
type Operacao struct {
	Nome, Resumo       string
	Pedido, Resposta   string // definition names
	DocPedido, DocResp string
}

// Uniao is a named union of definitions (Pedido, RespostaSucesso, Resposta)
// or, with Literais, of string literals (Operacao).
type Uniao struct {
	Nome, Doc string
	Membros   []string
	Literais  bool
	// Discriminador is the key whose literal tells the members apart.
	Discriminador string
}

// Contrato is the walked contract.
type Contrato struct {
	Operacoes []Operacao
	// Unioes are Operacao, Pedido, Resposta and RespostaSucesso.
	Unioes []Uniao
	// Definicoes by name, and Ordem, the order of first use.
	Definicoes map[string]*Definicao
	Ordem      []string
}

// Docs maps "Tipo" and "Tipo.Campo" (Go names) to doc comments.
type Docs map[string]string

// LerDocs reads the doc comments of the types and struct fields of the Go
// package in dir (test files excluded).
func LerDocs(dir string) (Docs, error) {
	fset := token.NewFileSet()
	nomes, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return nil, err
	}
	docs := Docs{}
	for _, n := range nomes {
		if strings.HasSuffix(n, "_test.go") {
			continue
		}
		src, err := os.ReadFile(n)
		if err != nil {
			return nil, err
		}
		f, err := parser.ParseFile(fset, n, src, parser.ParseComments)
		if err != nil {
			return nil, err
		}
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.TYPE {
				continue
			}
			for _, s := range g.Specs {
				ts := s.(*ast.TypeSpec)
				doc := ts.Doc
				if doc == nil && len(g.Specs) == 1 {
					doc = g.Doc
				}
				docs[ts.Name.Name] = texto(doc)
				st, ok := ts.Type.(*ast.StructType)
				if !ok {
					continue
				}
				for _, c := range st.Fields.List {
					d := texto(c.Doc)
					if d == "" {
						d = texto(c.Comment)
					}
					for _, nome := range c.Names {
						docs[ts.Name.Name+"."+nome.Name] = d
					}
				}
			}
		}
	}
	return docs, nil
}

func texto(g *ast.CommentGroup) string {
	if g == nil {
		return ""
	}
	return strings.Join(strings.Fields(g.Text()), " ")
}

var (
	tipoTime        = reflect.TypeFor[instante.Time]()
	tipoCentavos    = reflect.TypeOf(calculator.Centavos(0))
	tipoErro        = reflect.TypeOf(calculator.Erro{})
	tipoCodigoErro  = reflect.TypeOf(calculator.CodigoErro(""))
	tipoEnumeracao  = reflect.TypeOf((*interface{ Valores() []string })(nil)).Elem()
	tipoEnumInteira = reflect.TypeOf((*interface{ ValoresInteiros() []int64 })(nil)).Elem()
)

// Ler walks the contract: the operations of calculator.Operacoes, their
// types, and the error answer. Codes extra are added to CodigoErro (the
// codes of a front door, which never reach the engine).
func Ler(docs Docs, extra ...string) (*Contrato, error) {
	c := &Contrato{Definicoes: map[string]*Definicao{}}
	for _, op := range calculator.Operacoes() {
		p, r := op.Tipos()
		tp, tr := reflect.TypeOf(p), reflect.TypeOf(r)
		c.Operacoes = append(c.Operacoes, Operacao{Nome: op.Nome, Resumo: op.Resumo, Pedido: tp.Name(), Resposta: tr.Name(),
			DocPedido: docs[tp.Name()], DocResp: docs[tr.Name()]})
		if err := c.definir(tp, docs, true); err != nil {
			return nil, err
		}
		if err := c.definir(tr, docs, false); err != nil {
			return nil, err
		}
		lit := strconv.Quote(op.Nome)
		c.Definicoes[tp.Name()].Campos = append([]Campo{{Nome: "operacao", Tipo: Tipo{Tipo: "string"}, Literal: lit}},
			c.Definicoes[tp.Name()].Campos...)
		c.Definicoes[tr.Name()].Campos = append([]Campo{{Nome: "ok", Tipo: Tipo{Tipo: "boolean"}, Literal: "true"},
			{Nome: "operacao", Tipo: Tipo{Tipo: "string"}, Literal: lit}}, c.Definicoes[tr.Name()].Campos...)
	}
	if err := c.definir(tipoErro, docs, false); err != nil {
		return nil, err
	}
	c.Definicoes["RespostaErro"] = &Definicao{Nome: "RespostaErro",
		Doc: "The answer to an invalid request: every invalid field, not only the first.",
		Campos: []Campo{{Nome: "ok", Tipo: Tipo{Tipo: "boolean"}, Literal: "false"},
			{Nome: "erros", Tipo: Tipo{Tipo: "array", Elem: &Tipo{Tipo: "ref", Nome: tipoErro.Name()}}}}}
	c.Ordem = append(c.Ordem, "RespostaErro")
	var nomes, pedidos, respostas []string
	for _, op := range c.Operacoes {
		nomes = append(nomes, op.Nome)
		pedidos = append(pedidos, op.Pedido)
		respostas = append(respostas, op.Resposta)
	}
	c.Unioes = []Uniao{
		{Nome: "Operacao", Doc: "The operations of contract v1 (the registry calculator.Operacoes).", Membros: nomes, Literais: true},
		{Nome: "Pedido", Doc: "A request of contract v1, discriminated by operacao.", Membros: pedidos, Discriminador: "operacao"},
		{Nome: "Resposta", Doc: "An answer of contract v1: ok true with the operation's fields, or ok false with every error.",
			Membros: []string{"RespostaSucesso", "RespostaErro"}, Discriminador: "ok"},
		{Nome: "RespostaSucesso", Doc: "The answer to a valid request (ok true), discriminated by operacao.",
			Membros: respostas, Discriminador: "operacao"},
	}
	cod := c.Definicoes[tipoCodigoErro.Name()]
	cod.Valores = append(cod.Valores, extra...)
	return c, nil
}

// Definicao returns the definition named n (nil if none).
func (c *Contrato) Definicao(n string) *Definicao { return c.Definicoes[n] }

func (c *Contrato) definir(t reflect.Type, docs Docs, pedido bool) error {
	if _, ok := c.Definicoes[t.Name()]; ok {
		return nil
	}
	d := &Definicao{Nome: t.Name(), Doc: docs[t.Name()]}
	c.Definicoes[d.Nome] = d
	c.Ordem = append(c.Ordem, d.Nome)
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		chave, opts, _ := strings.Cut(f.Tag.Get("json"), ",")
		if chave == "" || chave == "-" {
			return &erro{t.Name() + "." + f.Name + ": sem tag json"}
		}
		campo := Campo{Nome: chave, Doc: docs[t.Name()+"."+f.Name], Opcional: opts == "omitempty"}
		ft := f.Type
		if ft.Kind() == reflect.Pointer {
			ft = ft.Elem()
			campo.Anulavel = !campo.Opcional
		}
		tipo, err := c.tipo(ft, f.Tag, docs, pedido)
		if err != nil {
			return &erro{t.Name() + "." + f.Name + ": " + err.Error()}
		}
		campo.Tipo = tipo
		for tag, dst := range map[string]**int64{"min": &campo.Min, "max": &campo.Max, "minItems": &campo.MinItens,
			"maxItems": &campo.MaxItens, "maxLength": &campo.MaxTamanho} {
			if v, ok := f.Tag.Lookup(tag); ok {
				n, err := strconv.ParseInt(v, 10, 64)
				if err != nil {
					return &erro{t.Name() + "." + f.Name + ": tag " + tag + " inválida"}
				}
				*dst = &n
			}
		}
		d.Campos = append(d.Campos, campo)
	}
	return nil
}

func (c *Contrato) tipo(t reflect.Type, tag reflect.StructTag, docs Docs, pedido bool) (Tipo, error) {
	if m, ok := t.MethodByName("Citacoes"); ok && t.Kind() == reflect.Struct {
		return c.tipo(m.Type.Out(0), "", docs, pedido)
	}
	switch {
	case t == tipoTime:
		if tag.Get("formato") == "data" {
			return c.escalar("Data", "data", docs), nil
		}
		return c.escalar("Instante", "instante", docs), nil
	case t == tipoCentavos:
		return c.escalar(t.Name(), "integer", docs), nil
	case t.Implements(tipoEnumeracao) && t.Kind() == reflect.String:
		if _, ok := c.Definicoes[t.Name()]; !ok {
			v := reflect.Zero(t).Interface().(interface{ Valores() []string }).Valores()
			c.Definicoes[t.Name()] = &Definicao{Nome: t.Name(), Doc: docs[t.Name()], Valores: v}
			c.Ordem = append(c.Ordem, t.Name())
		}
		return Tipo{Tipo: "ref", Nome: t.Name()}, nil
	case t.Implements(tipoEnumInteira) && t.Kind() == reflect.Int64:
		if _, ok := c.Definicoes[t.Name()]; !ok {
			v := reflect.Zero(t).Interface().(interface{ ValoresInteiros() []int64 }).ValoresInteiros()
			c.Definicoes[t.Name()] = &Definicao{Nome: t.Name(), Doc: docs[t.Name()], ValoresInteiros: v}
			c.Ordem = append(c.Ordem, t.Name())
		}
		return Tipo{Tipo: "ref", Nome: t.Name()}, nil
	}
	switch t.Kind() {
	case reflect.String:
		return Tipo{Tipo: "string"}, nil
	case reflect.Bool:
		return Tipo{Tipo: "boolean"}, nil
	case reflect.Int64, reflect.Int:
		return Tipo{Tipo: "integer"}, nil
	case reflect.Slice:
		e, err := c.tipo(t.Elem(), tag, docs, pedido)
		return Tipo{Tipo: "array", Elem: &e}, err
	case reflect.Array:
		e, err := c.tipo(t.Elem(), tag, docs, pedido)
		return Tipo{Tipo: "tuple", Elem: &e, Len: t.Len()}, err
	case reflect.Struct:
		if err := c.definir(t, docs, pedido); err != nil {
			return Tipo{}, err
		}
		return Tipo{Tipo: "ref", Nome: t.Name()}, nil
	}
	return Tipo{}, &erro{"tipo " + t.String() + " sem representação no contrato"}
}

// escalar defines a named scalar (Instante, Data, Centavos) once.
func (c *Contrato) escalar(nome, base string, docs Docs) Tipo {
	if _, ok := c.Definicoes[nome]; !ok {
		d := &Definicao{Nome: nome, Base: base, Doc: docs[nome]}
		switch nome {
		case "Instante":
			d.Doc = "RFC 3339 instant with offset (\"2026-12-24T08:00:00-03:00\"; seconds optional and lower-case t and z accepted on input)."
		case "Data":
			d.Doc = "Calendar date, AAAA-MM-DD."
		}
		c.Definicoes[nome] = d
		c.Ordem = append(c.Ordem, nome)
	}
	return Tipo{Tipo: "ref", Nome: nome}
}

// Referencias lists the definitions reachable from names, in Ordem.
func (c *Contrato) Referencias(nomes ...string) []string {
	vistos := map[string]bool{}
	var visitar func(t Tipo)
	def := func(n string) {
		if vistos[n] {
			return
		}
		vistos[n] = true
		for _, f := range c.Definicoes[n].Campos {
			visitar(f.Tipo)
		}
	}
	visitar = func(t Tipo) {
		switch t.Tipo {
		case "ref":
			def(t.Nome)
		case "array", "tuple":
			visitar(*t.Elem)
		}
	}
	for _, n := range nomes {
		def(n)
	}
	var out []string
	for _, n := range c.Ordem {
		if vistos[n] {
			out = append(out, n)
		}
	}
	return out
}

type erro struct{ s string }

func (e *erro) Error() string { return "esquema: " + e.s }

// ordenadas returns the keys of m sorted.
func ordenadas[V any](m map[string]V) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}
