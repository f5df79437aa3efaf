package esquema

import (
	"strconv"
	"strings"
)

// TypeScript writes the contract as TypeScript declarations: the named
// scalars and literal unions, the unions of the model (Operacao, Pedido,
// Resposta, RespostaSucesso), and one interface per object type, requests
// first, each with its Go doc comment.
func TypeScript(c *Contrato) string {
	var b strings.Builder
	b.WriteString("// ------------------------------------------------------ scalars and unions\n\n")
	for _, n := range c.Ordem {
		if d := c.Definicoes[n]; d.Campos == nil {
			comentario(&b, "", d.Doc)
			b.WriteString("export type " + n + " = " + UniaoTS(d) + ";\n")
		}
	}
	for _, u := range c.Unioes {
		comentario(&b, "", u.Doc)
		b.WriteString("export type " + u.Nome + " = " + MembrosTS(u) + ";\n")
	}
	var pedidos []string
	for _, op := range c.Operacoes {
		pedidos = append(pedidos, op.Pedido)
	}
	feitos := map[string]bool{}
	b.WriteString("\n// ---------------------------------------------------------------- requests\n")
	for _, n := range c.Referencias(pedidos...) {
		interfaceTS(&b, c, n, feitos)
	}
	b.WriteString("\n// --------------------------------------------------------------- responses\n")
	for _, n := range c.Ordem {
		interfaceTS(&b, c, n, feitos)
	}
	return b.String()
}

// MembrosTS writes the members of a union as TypeScript.
func MembrosTS(u Uniao) string {
	m := u.Membros
	if u.Literais {
		m = make([]string, len(u.Membros))
		for i, v := range u.Membros {
			m[i] = strconv.Quote(v)
		}
	}
	return strings.Join(m, " | ")
}

// UniaoTS writes a definition without fields (a literal union or a named
// scalar) as TypeScript.
func UniaoTS(d *Definicao) string {
	switch {
	case d.Valores != nil:
		var vs []string
		for _, v := range d.Valores {
			vs = append(vs, strconv.Quote(v))
		}
		return strings.Join(vs, " | ")
	case d.ValoresInteiros != nil:
		var vs []string
		for _, v := range d.ValoresInteiros {
			vs = append(vs, strconv.FormatInt(v, 10))
		}
		return strings.Join(vs, " | ")
	case d.Base == "integer":
		return "number"
	}
	return "string"
}

func interfaceTS(b *strings.Builder, c *Contrato, n string, feitos map[string]bool) {
	d := c.Definicoes[n]
	if d.Campos == nil || feitos[n] {
		return
	}
	feitos[n] = true
	b.WriteString("\n")
	comentario(b, "", d.Doc)
	b.WriteString("export interface " + n + " {\n")
	for _, f := range d.Campos {
		comentario(b, "  ", f.Doc)
		t := CampoTS(f)
		opc := ""
		if f.Opcional {
			opc = "?"
		}
		b.WriteString("  " + f.Nome + opc + ": " + t + ";\n")
	}
	b.WriteString("}\n")
}

// CampoTS writes the type of a field as TypeScript (a literal, or the
// type, "| null" when it may be null).
func CampoTS(f Campo) string {
	t := f.Literal
	if t == "" {
		t = tipoTS(f.Tipo)
	}
	if f.Anulavel {
		t += " | null"
	}
	return t
}

func tipoTS(t Tipo) string {
	switch t.Tipo {
	case "ref":
		return t.Nome
	case "integer":
		return "number"
	case "array":
		return tipoTS(*t.Elem) + "[]"
	case "tuple":
		e := make([]string, t.Len)
		for i := range e {
			e[i] = tipoTS(*t.Elem)
		}
		return "[" + strings.Join(e, ", ") + "]"
	}
	return t.Tipo // string, boolean
}

// comentario writes doc as a JSDoc comment, wrapped at 100 columns.
func comentario(b *strings.Builder, recuo, doc string) {
	if doc == "" {
		return
	}
	doc = strings.ReplaceAll(doc, "*/", "* /")
	if len(recuo)+len(doc)+7 <= 100 {
		b.WriteString(recuo + "/** " + doc + " */\n")
		return
	}
	b.WriteString(recuo + "/**\n")
	linha := ""
	for _, w := range strings.Fields(doc) {
		if linha != "" && len(recuo)+3+len(linha)+1+len(w) > 100 {
			b.WriteString(recuo + " * " + linha + "\n")
			linha = ""
		}
		if linha != "" {
			linha += " "
		}
		linha += w
	}
	if linha != "" {
		b.WriteString(recuo + " * " + linha + "\n")
	}
	b.WriteString(recuo + " */\n")
}
