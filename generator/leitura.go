package generator

import (
	"bytes"
	"fmt"
	"html/template"
	"net/url"
	"strings"
	"text/template/parse"
	"unicode"
	"unicode/utf8"
)

// This file holds what the pages need to be read on a phone and on paper:
// non-breaking spaces inside citations and the captions of the table of
// contents (the guide's sections for the search index are in guia.go).

// atoOficial reports whether u addresses an act itself rather than the
// home page of an official base (a URL without a path nor a query, such as
// the ANTT's legislation portal, for which the sources name no address per
// act). A query names a page too: "https://juris.antaq.gov.br/?p=89641".
func atoOficial(u string) bool {
	x, err := url.Parse(u)
	return err == nil && (strings.Trim(x.Path, "/") != "" || x.RawQuery != "")
}

// nbsp is U+00A0 NO-BREAK SPACE.
const nbsp = "\u00a0"

// semQuebra returns s with non-breaking spaces where a citation must not
// break ("art.\u00a0149, §\u00a05º", "Lei\u00a0nº\u00a012.852/2013"). It is
// applied to what is drawn on a page: the HTML (a dispositivo's
// data-citacao too, drawn above a deep link) and the labels, titles and
// texts of the search index (drawn in its results); the norm's JSON and
// the copied citations keep ordinary spaces. strings.Fields and unicode.IsSpace
// treat U+00A0 as a space, so a comparison of words (the integrity test)
// sees the same words.
//
// Two passes, each one scan of s with no backtracking:
//   - after "art.", "arts.", "§", "§§" and "nº" (also "n.º", any case of
//     the a and the n) that start s or follow a character that is not a
//     letter: the run of ordinary spaces that follows;
//   - before "nº" (or "n.º"): a run of spaces that follows a letter.
//
// Only runs of ordinary spaces are replaced, one by one, so the words and
// their number stay exactly as written. The passes reproduce, match for
// match, the regular expressions the function had before (kept in its tests
// as the reference: `(^|[^\pL])((?:[Aa]rts?\.)|§§?|(?:[Nn]\.?º))( +)` and
// `(\pL)( +)([Nn]\.?º)`, replaced left to right without overlaps), so a
// citation right after another one's spaces ("art. § 1º") is left as it was.
func semQuebra(s string) string {
	if !strings.ContainsAny(s, "§º") && !strings.Contains(s, "rt") {
		return s
	}
	return antesDeNumero(depoisDeMarca(s))
}

// marca returns the length of the citation mark ("art.", "arts.", "§",
// "§§", "nº", "n.º") at the start of s, 0 for none.
func marca(s string) int {
	switch {
	case s == "":
		return 0
	case s[0] == 'A' || s[0] == 'a':
		if strings.HasPrefix(s[1:], "rts.") {
			return 5
		}
		if strings.HasPrefix(s[1:], "rt.") {
			return 4
		}
	case strings.HasPrefix(s, "§§"):
		return len("§§")
	case strings.HasPrefix(s, "§"):
		return len("§")
	case s[0] == 'N' || s[0] == 'n':
		return marcaNumero(s)
	}
	return 0
}

// marcaNumero returns the length of "nº" or "n.º" (N or n) at the start of s, 0
// for neither.
func marcaNumero(s string) int {
	if s == "" || (s[0] != 'N' && s[0] != 'n') {
		return 0
	}
	if strings.HasPrefix(s[1:], "º") {
		return 1 + len("º")
	}
	if strings.HasPrefix(s[1:], ".º") {
		return 2 + len("º")
	}
	return 0
}

// espacos returns the length of the run of ordinary spaces at the start of s.
func espacos(s string) int {
	n := 0
	for n < len(s) && s[n] == ' ' {
		n++
	}
	return n
}

// depoisDeMarca is the first pass of semQuebra.
func depoisDeMarca(s string) string {
	var b strings.Builder
	copiado := 0 // s[:copiado] is in b
	for i := 0; i < len(s); {
		// the mark starts s, or follows one character that is not a letter
		// (which the match takes with it, as the regexp's first group).
		inicio := -1
		if i == 0 {
			if m := marca(s); m > 0 && espacos(s[m:]) > 0 {
				inicio = 0
			}
		}
		r, w := utf8.DecodeRuneInString(s[i:])
		if inicio < 0 && !unicode.IsLetter(r) {
			if m := marca(s[i+w:]); m > 0 && espacos(s[i+w+m:]) > 0 {
				inicio = i + w
			}
		}
		if inicio < 0 {
			i += w
			continue
		}
		m := marca(s[inicio:])
		n := espacos(s[inicio+m:])
		if b.Len() == 0 {
			b.Grow(len(s) + 16)
		}
		b.WriteString(s[copiado : inicio+m])
		for range n {
			b.WriteString(nbsp)
		}
		i = inicio + m + n
		copiado = i
	}
	if copiado == 0 {
		return s
	}
	b.WriteString(s[copiado:])
	return b.String()
}

// antesDeNumero is the second pass of semQuebra.
func antesDeNumero(s string) string {
	var b strings.Builder
	copiado := 0
	for i := 0; i < len(s); {
		r, w := utf8.DecodeRuneInString(s[i:])
		if !unicode.IsLetter(r) {
			i += w
			continue
		}
		n := espacos(s[i+w:])
		m := 0
		if n > 0 {
			m = marcaNumero(s[i+w+n:])
		}
		if m == 0 {
			i += w
			continue
		}
		if b.Len() == 0 {
			b.Grow(len(s) + 16)
		}
		b.WriteString(s[copiado : i+w])
		for range n {
			b.WriteString(nbsp)
		}
		i += w + n + m
		copiado = i - m
	}
	if copiado == 0 {
		return s
	}
	b.WriteString(s[copiado:])
	return b.String()
}

// palavrasLegenda is how many words of an article's text its entry in the
// table of contents shows.
const palavrasLegenda = 8

// legenda is the caption of an article in the table of contents: its first
// words, "…" when there are more; "" for an article whose text is omitted
// ("[...]").
func legenda(n *no) string {
	texto := strings.TrimSpace(n.TextoPlano())
	if texto == "" || strings.HasPrefix(texto, "[...]") {
		return ""
	}
	ps := strings.Fields(texto)
	if len(ps) <= palavrasLegenda {
		return strings.Join(ps, " ")
	}
	c := strings.Join(ps[:palavrasLegenda], " ")
	c = strings.TrimRight(c, ",;:.-–— ")
	return c + "…"
}

// No-break spaces are written with the text, not looked for afterwards:
// semQuebraNosModelos rewrites, once per template set, the template's own
// prose and every action that prints a value into the text of a page
// (outside tags, and outside <title>, <script>, <style>, <textarea>, <pre>
// and <code>, whose text is shown, copied or run as written): the prose
// gets them when the templates are parsed ("cópia do art.\u00a032"), each
// value when it is printed (semQuebraValor). The citation functions write
// their labels with them (citar.go). So the attributes keep their spaces
// (data-citacao, drawn on the screen, calls semQuebra itself), as do the
// norm's JSON and the copied citations.

// funcaoSemQuebra is the name of semQuebraValor among the template
// functions; semQuebraNosModelos appends it to the actions it rewrites.
const funcaoSemQuebra = "semQuebraValor"

// semQuebraValor is a printed value with no-break spaces: a string gets
// them (semQuebra); HTML comes from a citation function or a template,
// which wrote them already, and anything else has no words to join.
func semQuebraValor(v any) any {
	if s, ok := v.(string); ok {
		return semQuebra(s)
	}
	return v
}

// contextoHTML is where a template's text falls in the page, as far as
// no-break spaces go: inside a tag (tag, the tag's text so far, up to the
// first action, in nome), or inside an element whose text keeps its
// spaces (pular, the element's name), or in the text of the page.
type contextoHTML struct {
	tag   bool
	nome  string
	corte bool // an action came inside the tag before its name ended
	pular string
}

// semQuebraNosModelos rewrites the templates of the set t whose execution
// starts at raiz, each for the context it is called in (a template called
// inside <title> keeps its spaces; "titulo"). Templates not called from
// raiz (the guide's sections, executed alone) start in the text. A
// template called both in the page's text and where spaces are kept is an
// error: it cannot be written for both.
func semQuebraNosModelos(t *template.Template, raiz string) error {
	feitos := map[string]bool{} // the template, and whether it was called in the text
	var erro error
	var modelo func(nome string, c contextoHTML) contextoHTML
	var lista func(l *parse.ListNode, c contextoHTML) contextoHTML
	lista = func(l *parse.ListNode, c contextoHTML) contextoHTML {
		if l == nil {
			return c
		}
		for _, n := range l.Nodes {
			switch x := n.(type) {
			case *parse.TextNode:
				x.Text, c = semQuebraNoTexto(x.Text, c)
			case *parse.ActionNode:
				if len(x.Pipe.Decl) == 0 && !c.tag && c.pular == "" {
					x.Pipe.Cmds = append(x.Pipe.Cmds, &parse.CommandNode{NodeType: parse.NodeCommand, Pos: x.Pos,
						Args: []parse.Node{&parse.IdentifierNode{NodeType: parse.NodeIdentifier, Pos: x.Pos, Ident: funcaoSemQuebra}}})
				}
				if c.tag && c.nome != "" {
					c.corte = true
				}
			case *parse.IfNode:
				c = ramos(&x.BranchNode, c, lista)
			case *parse.RangeNode:
				c = ramos(&x.BranchNode, c, lista)
			case *parse.WithNode:
				c = ramos(&x.BranchNode, c, lista)
			case *parse.TemplateNode:
				c = modelo(x.Name, c)
			}
		}
		return c
	}
	modelo = func(nome string, c contextoHTML) contextoHTML {
		x := t.Lookup(nome)
		noTexto := !c.tag && c.pular == ""
		if emTexto, feito := feitos[nome]; feito {
			if emTexto != noTexto && erro == nil {
				erro = fmt.Errorf("generator: o modelo %q é chamado no texto da página e também onde os espaços ficam como estão (numa tag, em <title>, <script>, <style>, <textarea>, <pre> ou <code>)", nome)
			}
			return c // rewritten already
		}
		if x == nil || x.Tree == nil {
			return c
		}
		feitos[nome] = noTexto
		return lista(x.Tree.Root, c)
	}
	modelo(raiz, contextoHTML{})
	for _, x := range t.Templates() {
		if _, feito := feitos[x.Name()]; !feito {
			modelo(x.Name(), contextoHTML{})
		}
	}
	return erro
}

// ramos walks the branches of an if, range or with from the context c;
// html/template requires them to end in the same context, the one returned.
func ramos(b *parse.BranchNode, c contextoHTML, lista func(*parse.ListNode, contextoHTML) contextoHTML) contextoHTML {
	fim := lista(b.List, c)
	lista(b.ElseList, c)
	return fim
}

// semQuebraNoTexto is the text s of a template with no-break spaces in its
// runs of page text, reading it from the context c; it returns the context
// after s.
func semQuebraNoTexto(s []byte, c contextoHTML) ([]byte, contextoHTML) {
	var out []byte
	for len(s) > 0 {
		if c.tag {
			j := bytes.IndexByte(s, '>')
			if j < 0 {
				if !c.corte {
					c.nome += string(s)
				}
				out = append(out, s...)
				break
			}
			if !c.corte {
				c.nome += string(s[:j+1])
			}
			out = append(out, s[:j+1]...)
			s = s[j+1:]
			c = fimDaTag(c)
			continue
		}
		i := bytes.IndexByte(s, '<')
		if i < 0 {
			i = len(s)
		}
		if c.pular == "" {
			out = append(out, semQuebra(string(s[:i]))...)
		} else {
			out = append(out, s[:i]...)
		}
		s = s[i:]
		if len(s) > 0 {
			c.tag, c.nome, c.corte = true, "", false
		}
	}
	return out, c
}

// fimDaTag is the context after a tag whose text is c.nome: an element
// whose text keeps its spaces opens or closes.
func fimDaTag(c contextoHTML) contextoHTML {
	tag := c.nome
	c.tag, c.nome, c.corte = false, "", false
	nome := strings.ToLower(strings.TrimLeft(strings.TrimPrefix(tag, "<"), "/"))
	if k := strings.IndexAny(nome, " \t\n>/"); k >= 0 {
		nome = nome[:k]
	}
	fecha := strings.HasPrefix(tag, "</")
	switch {
	case c.pular != "":
		if fecha && nome == c.pular {
			c.pular = ""
		}
	case !fecha:
		switch nome {
		case "script", "style", "textarea", "pre", "code", "title":
			c.pular = nome
		}
	}
	return c
}
