package busca

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Documento is one searchable dispositivo.
type Documento struct {
	Norma  string // slug, "lei-12852-2013"
	ID     string // LexML id, "art32_cpt_inc1"
	Rotulo string // citation label, "Lei nº 12.852/2013, art. 32, I"
	Titulo string // the norm's display title, shown with the result
	Texto  string // plain text of the dispositivo
	Href   string // "/legislacao/lei-12852-2013/#art32_cpt_inc1"
	// Guia marks a plain-language section of the guide (the home page),
	// "/#jovem", rather than a dispositivo; the browser lists them apart.
	Guia bool
}

// versao is the format version of the JSON; js/procura.js refuses others.
const versao = 1

type indiceJSON struct {
	V         int              `json:"v"`
	Titulos   []string         `json:"titulos"`
	Docs      [][4]any         `json:"docs"`
	Termos    map[string][]int `json:"termos"`
	Guia      []int            `json:"guia"`
	Sinonimos []sinonimoJSON   `json:"sinonimos"`
}

// Indice returns the JSON search index of docs, in their order, with the
// synonym table sin. Documents without Href or Rotulo, or with a repeated
// Href, and synonyms that fail conferirSinonimos are errors (reported all
// at once); the index is deterministic for the same input.
func Indice(docs []Documento, sin ...Sinonimo) ([]byte, error) {
	return Montar([]*Analise{Analisar(docs)}, sin...)
}

// Analise is a run of documents with the terms of each: the costly part of
// an index (splitting and stemming), which Analisar makes for one run while
// the rest of the site is being made (the norms' dispositivos before the
// guide's sections are known) and Montar puts together with the others.
type Analise struct {
	docs   []Documento
	textos []string   // each document's text, its spaces collapsed
	termos [][]string // each document's distinct terms, in order of appearance
}

// Analisar analyses docs (their label, then their text) for Montar.
func Analisar(docs []Documento) *Analise {
	a := &Analise{docs: docs, textos: make([]string, len(docs)), termos: make([][]string, len(docs))}
	an := novoAnalisador()
	visto := map[string]bool{}
	for i, d := range docs {
		a.textos[i] = strings.Join(strings.Fields(d.Texto), " ")
		clear(visto)
		add := func(termo string) { a.termos[i] = append(a.termos[i], termo) }
		an.cadaTermo(d.Rotulo, visto, add)
		an.cadaTermo(a.textos[i], visto, add)
	}
	return a
}

// Montar is Indice of the documents of partes, one run after the other.
func Montar(partes []*Analise, sin ...Sinonimo) ([]byte, error) {
	var erros []string
	total := 0
	for _, p := range partes {
		total += len(p.docs)
	}
	ix := indiceJSON{V: versao, Docs: make([][4]any, 0, total), Termos: map[string][]int{}, Guia: []int{}, Sinonimos: []sinonimoJSON{}}
	titulo := map[string]int{}
	hrefs := map[string]int{}
	i := -1
	for _, p := range partes {
		for k, d := range p.docs {
			i++
			nome := func() string { return fmt.Sprintf("documento %d (%s %s)", i+1, d.Norma, d.ID) }
			if strings.TrimSpace(d.Href) == "" {
				erros = append(erros, nome()+": sem Href")
			}
			if strings.TrimSpace(d.Rotulo) == "" {
				erros = append(erros, nome()+": sem Rotulo")
			}
			if j, ok := hrefs[d.Href]; ok && d.Href != "" {
				erros = append(erros, fmt.Sprintf("%s: Href %q repetido (já no documento %d)", nome(), d.Href, j+1))
			}
			hrefs[d.Href] = i
			t, ok := titulo[d.Titulo]
			if !ok {
				t = len(ix.Titulos)
				titulo[d.Titulo] = t
				ix.Titulos = append(ix.Titulos, d.Titulo)
			}
			ix.Docs = append(ix.Docs, [4]any{d.Href, d.Rotulo, t, p.textos[k]})
			if d.Guia {
				ix.Guia = append(ix.Guia, i)
			}
			for _, termo := range p.termos[k] {
				ix.Termos[termo] = append(ix.Termos[termo], i)
			}
		}
	}
	erros = append(erros, conferirSinonimos(sin, ix.Termos)...)
	for _, x := range sin {
		ix.Sinonimos = append(ix.Sinonimos, sinonimoJSON{Palavras: x.Palavras, Equivale: x.Equivale})
	}
	if len(erros) > 0 {
		return nil, fmt.Errorf("busca: %s", strings.Join(erros, "; "))
	}
	if ix.Titulos == nil {
		ix.Titulos = []string{}
	}
	for _, p := range ix.Termos {
		// documents are visited in order and terms are distinct per
		// document, so the lists are already ascending; keep it explicit.
		slices.Sort(p)
	}
	return ix.codificar(), nil
}

// codificar writes the index as encoding/json would (with SetEscapeHTML
// false, and nil lists as null), byte for byte (TestCodificar compares the
// two): written by hand because the reflection cost about 2 ms of every
// build, on the way from the last page to the compressed index.
func (ix *indiceJSON) codificar() []byte {
	b := make([]byte, 0, 64<<10)
	b = append(b, `{"v":`...)
	b = strconv.AppendInt(b, int64(ix.V), 10)
	b = append(b, `,"titulos":`...)
	b = textosJSON(b, ix.Titulos)
	b = append(b, `,"docs":`...)
	if ix.Docs == nil {
		b = append(b, "null"...)
	} else {
		b = append(b, '[')
		for i, d := range ix.Docs {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, '[')
			b = textoJSON(b, d[0].(string))
			b = append(b, ',')
			b = textoJSON(b, d[1].(string))
			b = append(b, ',')
			b = strconv.AppendInt(b, int64(d[2].(int)), 10)
			b = append(b, ',')
			b = textoJSON(b, d[3].(string))
			b = append(b, ']')
		}
		b = append(b, ']')
	}
	b = append(b, `,"termos":`...)
	if ix.Termos == nil {
		b = append(b, "null"...)
	} else {
		chaves := make([]string, 0, len(ix.Termos))
		for k := range ix.Termos {
			chaves = append(chaves, k)
		}
		slices.Sort(chaves)
		b = append(b, '{')
		for i, k := range chaves {
			if i > 0 {
				b = append(b, ',')
			}
			b = textoJSON(b, k)
			b = append(b, ':')
			b = numerosJSON(b, ix.Termos[k])
		}
		b = append(b, '}')
	}
	b = append(b, `,"guia":`...)
	b = numerosJSON(b, ix.Guia)
	b = append(b, `,"sinonimos":`...)
	if ix.Sinonimos == nil {
		b = append(b, "null"...)
	} else {
		b = append(b, '[')
		for i, x := range ix.Sinonimos {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, `{"palavras":`...)
			b = textosJSON(b, x.Palavras)
			b = append(b, `,"equivale":`...)
			b = textosJSON(b, x.Equivale)
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	return append(b, '}')
}

func numerosJSON(b []byte, ns []int) []byte {
	if ns == nil {
		return append(b, "null"...)
	}
	b = append(b, '[')
	for i, n := range ns {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(n), 10)
	}
	return append(b, ']')
}

func textosJSON(b []byte, ss []string) []byte {
	if ss == nil {
		return append(b, "null"...)
	}
	b = append(b, '[')
	for i, s := range ss {
		if i > 0 {
			b = append(b, ',')
		}
		b = textoJSON(b, s)
	}
	return append(b, ']')
}

const hexa = "0123456789abcdef"

// textoJSON appends s as a JSON string, escaped as encoding/json does
// without HTML escaping: quote, backslash and control characters, U+2028
// and U+2029, and invalid UTF-8 as U+FFFD.
func textoJSON(b []byte, s string) []byte {
	b = append(b, '"')
	ini := 0
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' {
				i++
				continue
			}
			b = append(b, s[ini:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hexa[c>>4], hexa[c&0xF])
			}
			i++
			ini = i
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 {
			b = append(b, s[ini:i]...)
			b = append(b, `\ufffd`...)
			i += n
			ini = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			b = append(b, s[ini:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hexa[r&0xF])
			i += n
			ini = i
			continue
		}
		i += n
	}
	b = append(b, s[ini:]...)
	return append(b, '"')
}

// Documentos are the documents of a.
func (a *Analise) Documentos() []Documento { return a.docs }

// cabecalhoAnalise opens an encoded Analise; the digit is the format version.
const cabecalhoAnalise = "busca-analise 1\n"

// Codificar writes a for a cache (DecodificarAnalise reads it back): the
// header, the number of documents, then for each its Norma, ID, Rotulo,
// Titulo, Texto and Href, a byte for Guia, its collapsed text and its
// terms (their number, then each); every string after its length
// (uvarint).
func (a *Analise) Codificar() []byte {
	b := []byte(cabecalhoAnalise)
	campo := func(s string) { b = append(binary.AppendUvarint(b, uint64(len(s))), s...) }
	b = binary.AppendUvarint(b, uint64(len(a.docs)))
	for i, d := range a.docs {
		for _, s := range []string{d.Norma, d.ID, d.Rotulo, d.Titulo, d.Texto, d.Href} {
			campo(s)
		}
		if d.Guia {
			b = append(b, 1)
		} else {
			b = append(b, 0)
		}
		campo(a.textos[i])
		b = binary.AppendUvarint(b, uint64(len(a.termos[i])))
		for _, t := range a.termos[i] {
			campo(t)
		}
	}
	return b
}

// DecodificarAnalise reads what Codificar wrote; anything else (another
// format, a truncated or padded entry) is an error.
func DecodificarAnalise(dados []byte) (*Analise, error) {
	resto, ok := bytes.CutPrefix(dados, []byte(cabecalhoAnalise))
	if !ok {
		return nil, errors.New("análise: cabeçalho desconhecido")
	}
	errTruncada := errors.New("análise truncada")
	var err error
	numero := func() int {
		n, k := binary.Uvarint(resto)
		if k <= 0 || n > uint64(len(resto)) {
			err = errTruncada
			return 0
		}
		resto = resto[k:]
		return int(n)
	}
	campo := func() string {
		n := numero()
		if err != nil || n > len(resto) {
			err = errTruncada
			return ""
		}
		s := string(resto[:n])
		resto = resto[n:]
		return s
	}
	a := &Analise{}
	for n := numero(); n > 0 && err == nil; n-- {
		var d Documento
		for _, s := range []*string{&d.Norma, &d.ID, &d.Rotulo, &d.Titulo, &d.Texto, &d.Href} {
			*s = campo()
		}
		if err == nil && (len(resto) == 0 || resto[0] > 1) {
			err = errTruncada
		}
		if err != nil {
			break
		}
		d.Guia = resto[0] == 1
		resto = resto[1:]
		texto := campo()
		var termos []string
		for k := numero(); k > 0 && err == nil; k-- {
			termos = append(termos, campo())
		}
		a.docs = append(a.docs, d)
		a.textos = append(a.textos, texto)
		a.termos = append(a.termos, termos)
	}
	if err != nil {
		return nil, err
	}
	if len(resto) != 0 {
		return nil, errors.New("análise com bytes a mais")
	}
	return a, nil
}
