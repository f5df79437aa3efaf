package busca

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode"

	"viagemdedireito/generator/internal/campos"
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
		a.textos[i] = juntarEspacos(d.Texto)
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
	return ix.codificar()
}

// codificar writes the index with encoding/json: the same bytes the
// calculator's JSON writer gave (nil lists as null, map keys sorted, <, >
// and & escaped; TestCodificar compares the values), with one JSON writer
// less to keep.
func (ix *indiceJSON) codificar() ([]byte, error) {
	return json.Marshal(ix)
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
	b := campos.Numero([]byte(cabecalhoAnalise), len(a.docs))
	for i, d := range a.docs {
		for _, s := range []string{d.Norma, d.ID, d.Rotulo, d.Titulo, d.Texto, d.Href} {
			b = campos.Texto(b, s)
		}
		if d.Guia {
			b = append(b, 1)
		} else {
			b = append(b, 0)
		}
		b = campos.Numero(campos.Texto(b, a.textos[i]), len(a.termos[i]))
		for _, t := range a.termos[i] {
			b = campos.Texto(b, t)
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
	l := campos.Novo(resto)
	a := &Analise{}
	for n := l.Numero(); n > 0 && l.Err == nil; n-- {
		var d Documento
		for _, s := range []*string{&d.Norma, &d.ID, &d.Rotulo, &d.Titulo, &d.Texto, &d.Href} {
			*s = l.Texto()
		}
		switch l.Byte() {
		case 0:
		case 1:
			d.Guia = true
		default:
			l.Err = errors.New("marca de guia inválida")
		}
		texto := l.Texto()
		var termos []string
		for k := l.Numero(); k > 0 && l.Err == nil; k-- {
			termos = append(termos, l.Texto())
		}
		a.docs = append(a.docs, d)
		a.textos = append(a.textos, texto)
		a.termos = append(a.termos, termos)
	}
	if err := l.Fim(); err != nil {
		return nil, fmt.Errorf("análise: %w", err)
	}
	return a, nil
}

// juntarEspacos collapses each run of spaces, tabs and line breaks of s
// into one space and trims the ends, keeping the non-breaking spaces
// (U+00A0) the generator put inside citations: the texts are drawn as
// snippets in the results.
func juntarEspacos(s string) string {
	return strings.Join(strings.FieldsFunc(s, func(r rune) bool {
		return r != '\u00a0' && unicode.IsSpace(r)
	}), " ")
}
