package generator

import (
	"net/url"
	"strings"
	"unicode"
	"unicode/utf8"
)

// This file holds what the pages need to be read on a phone and on paper:
// non-breaking spaces inside citations and the captions of the table of
// contents (the guide's sections for the search index are in guia.go).

// atoOficial reports whether u addresses an act itself rather than the
// home page of an official base (a URL without a path, such as the ANTT's
// legislation portal, for which the sources name no address per act).
func atoOficial(u string) bool {
	x, err := url.Parse(u)
	return err == nil && strings.Trim(x.Path, "/") != ""
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

// semQuebraNoHTML applies semQuebra to the text of a page as its templates
// wrote it: every run of text between tags, outside <title>, <script>, <style>,
// <textarea>, <pre> and <code> (code and snippets an operator copies keep
// their spaces). It is the one place a page's text gets them, whether the
// text comes from the content, from a citation function or from a
// template's prose ("cópia do art. 32 da Lei nº 12.852/2013"); templates
// call semQuebra only for an attribute drawn on the screen (data-citacao).
// A tag is skipped whole: html/template escapes "<" and ">" inside
// attribute values.
func semQuebraNoHTML(b []byte) []byte {
	s := string(b)
	var out strings.Builder
	out.Grow(len(s) + 256)
	pular := "" // the closing tag ending a skipped element
	for len(s) > 0 {
		i := strings.IndexByte(s, '<')
		if i < 0 {
			i = len(s)
		}
		if pular == "" {
			out.WriteString(semQuebra(s[:i]))
		} else {
			out.WriteString(s[:i])
		}
		s = s[i:]
		if s == "" {
			break
		}
		j := strings.IndexByte(s, '>')
		if j < 0 {
			out.WriteString(s)
			break
		}
		tag := s[:j+1]
		out.WriteString(tag)
		s = s[j+1:]
		nome := strings.ToLower(strings.TrimLeft(tag[1:], "/"))
		if k := strings.IndexAny(nome, " \t\n>/"); k >= 0 {
			nome = nome[:k]
		}
		switch {
		case pular != "":
			if strings.HasPrefix(tag, "</") && nome == pular {
				pular = ""
			}
		case !strings.HasPrefix(tag, "</"):
			switch nome {
			case "script", "style", "textarea", "pre", "code", "title":
				pular = nome
			}
		}
	}
	return []byte(out.String())
}
