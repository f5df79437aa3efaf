package generator

import (
	"fmt"
	"sort"

	"github.com/yuin/goldmark/parser"

	"viagemdedireito/calculator/lexml"
)

// Severidade is how serious a diagnostic is: errors fail the build.
type Severidade int

const (
	// Aviso reports something the build could work around (for example a
	// remissão to an article outside the published excerpt).
	Aviso Severidade = iota
	// Erro reports malformed content; the build fails.
	Erro
)

func (s Severidade) String() string {
	if s == Erro {
		return "erro"
	}
	return "aviso"
}

// Diagnostico is one problem found in the content, with its place.
type Diagnostico struct {
	Arquivo    string
	Linha      int
	Severidade Severidade
	Mensagem   string
}

// String formats the diagnostic as "content/x.md:12: erro: mensagem".
func (d Diagnostico) String() string {
	if d.Linha > 0 {
		return fmt.Sprintf("%s:%d: %s: %s", d.Arquivo, d.Linha, d.Severidade, d.Mensagem)
	}
	return fmt.Sprintf("%s: %s: %s", d.Arquivo, d.Severidade, d.Mensagem)
}

// diagnosticos collects the diagnostics of one build.
type diagnosticos struct {
	lista []Diagnostico
}

func (d *diagnosticos) add(arquivo string, linha int, s Severidade, formato string, args ...any) {
	d.lista = append(d.lista, Diagnostico{Arquivo: arquivo, Linha: linha, Severidade: s, Mensagem: fmt.Sprintf(formato, args...)})
}

func (d *diagnosticos) erros() int {
	n := 0
	for _, x := range d.lista {
		if x.Severidade == Erro {
			n++
		}
	}
	return n
}

func (d *diagnosticos) ordenados() []Diagnostico {
	l := append([]Diagnostico(nil), d.lista...)
	sort.SliceStable(l, func(i, j int) bool {
		if l[i].Arquivo != l[j].Arquivo {
			return l[i].Arquivo < l[j].Arquivo
		}
		return l[i].Linha < l[j].Linha
	})
	return l
}

// documento is the per-file state shared by the goldmark extensions through
// the parser context: where diagnostics go, how to turn offsets into lines,
// and the front matter once parsed.
type documento struct {
	arquivo string
	inicios []int // byte offset of the start of each line
	diags   *diagnosticos
	meta    *metadados
	// metaLinhas maps each front matter key to its line.
	metaLinhas map[string]int
	// redacao is the date of the earlier wording this copy of the file
	// holds (redacoes.go), "" for the text in force.
	redacao string
	// cat is the build's catalogue of norms (catalogo.go): the norm's
	// identity and the norms a remissão may name.
	cat lexml.Catalogo
}

var chaveDocumento = parser.NewContextKey()

func novoDocumento(arquivo string, fonte []byte, diags *diagnosticos) *documento {
	d := &documento{arquivo: arquivo, diags: diags, inicios: []int{0}}
	for i, c := range fonte {
		if c == '\n' {
			d.inicios = append(d.inicios, i+1)
		}
	}
	return d
}

// linha converts a byte offset in the source into a 1-based line number.
func (d *documento) linha(pos int) int {
	return sort.Search(len(d.inicios), func(i int) bool { return d.inicios[i] > pos })
}

func (d *documento) erro(linha int, formato string, args ...any) {
	d.diags.add(d.arquivo, linha, Erro, formato, args...)
}

func (d *documento) aviso(linha int, formato string, args ...any) {
	d.diags.add(d.arquivo, linha, Aviso, formato, args...)
}

func documentoDe(pc parser.Context) *documento {
	d, _ := pc.Get(chaveDocumento).(*documento)
	return d
}
