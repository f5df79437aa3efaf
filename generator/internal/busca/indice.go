package busca

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"unicode"
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
	var erros []string
	ix := indiceJSON{V: versao, Docs: make([][4]any, 0, len(docs)), Termos: map[string][]int{}, Guia: []int{}, Sinonimos: []sinonimoJSON{}, Titulos: []string{}}
	titulo := map[string]int{}
	hrefs := map[string]int{}
	an := novoAnalisador()
	visto := map[string]bool{}
	for i, d := range docs {
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
		texto := juntarEspacos(d.Texto)
		ix.Docs = append(ix.Docs, [4]any{d.Href, d.Rotulo, t, texto})
		if d.Guia {
			ix.Guia = append(ix.Guia, i)
		}
		// the label's terms, then the text's, each once per document: the
		// documents are visited in order, so every list is ascending.
		clear(visto)
		add := func(termo string) { ix.Termos[termo] = append(ix.Termos[termo], i) }
		an.cadaTermo(d.Rotulo, visto, add)
		an.cadaTermo(texto, visto, add)
	}
	erros = append(erros, conferirSinonimos(sin, ix.Termos)...)
	for _, x := range sin {
		ix.Sinonimos = append(ix.Sinonimos, sinonimoJSON(x))
	}
	if len(erros) > 0 {
		return nil, fmt.Errorf("busca: %s", strings.Join(erros, "; "))
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(ix); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
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
