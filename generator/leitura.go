package generator

import (
	"html/template"
	"net/url"
	"regexp"
	"strings"

	"viagemdedireito/generator/internal/busca"
)

// This file holds what the pages need to be read on a phone and on paper:
// non-breaking spaces inside citations and the captions of the table of
// contents (the guide's sections for the search index are in guia.go).

// funcoesLeitura are the template functions of this file; guia lists the
// guide's sections (label and address) once guiaDasPaginas has read them,
// for the pages that offer them (the search page without JavaScript, 404).
func funcoesLeitura(guia *[]busca.Documento) template.FuncMap {
	return template.FuncMap{
		"semQuebra":  semQuebra,
		"legenda":    legenda,
		"guia":       func() []busca.Documento { return *guia },
		"atoOficial": atoOficial,
	}
}

// atoOficial reports whether u addresses an act itself rather than the
// home page of an official base (a URL without a path, such as the ANTT's
// legislation portal, for which the sources name no address per act).
func atoOficial(u string) bool {
	x, err := url.Parse(u)
	return err == nil && strings.Trim(x.Path, "/") != ""
}

// nbsp is U+00A0 NO-BREAK SPACE.
const nbsp = "\u00a0"

// reSemQuebra finds the spaces a citation must not break at: after "art.",
// "arts.", "§", "§§" and "nº" (also "n.º"), and before "nº". Only runs of
// ordinary spaces are replaced, one by one, so the words and their number
// stay exactly as written.
var (
	reDepois = regexp.MustCompile(`(^|[^\pL])((?:[Aa]rts?\.)|§§?|(?:[Nn]\.?º))( +)`)
	reAntes  = regexp.MustCompile(`(\pL)( +)([Nn]\.?º)`)
)

// semQuebra returns s with non-breaking spaces where a citation must not
// break ("art.\u00a0149, §\u00a05º", "Lei\u00a0nº\u00a012.852/2013"). It is
// applied to the HTML only: the JSON, the search index and the copied
// citations keep the text's own spaces. strings.Fields and unicode.IsSpace
// treat U+00A0 as a space, so a comparison of words (the integrity test)
// sees the same words.
func semQuebra(s string) string {
	if !strings.ContainsAny(s, "§º") && !strings.Contains(s, "rt") {
		return s
	}
	espacos := func(n int) string { return strings.Repeat(nbsp, n) }
	s = reDepois.ReplaceAllStringFunc(s, func(m string) string {
		p := reDepois.FindStringSubmatch(m)
		return p[1] + p[2] + espacos(len(p[3]))
	})
	s = reAntes.ReplaceAllStringFunc(s, func(m string) string {
		p := reAntes.FindStringSubmatch(m)
		return p[1] + espacos(len(p[2])) + p[3]
	})
	return s
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
