// Package conformidade is the conformance suite of the calculator contract
// v1 (issue 29): scenarios an operator runs against its own sale system to
// check that it grants the seats, deadlines and prices the rules give.
//
// A scenario is a request in exactly the shape of POST /api/v1/calcular
// (calculator/contract.md) and the outcome fields the answer must have:
// never wording, only the contract's values (benefit, situation, deadlines,
// amounts, seat counts, rule codes, error codes) and the citation ids the
// answer must include. Each scenario names the dispositivos it tests and the
// sections of calculator/rules.md it exercises; each expectation may name
// its own dispositivos, which a failure reports as the rule broken.
//
// The scenarios are reviewed data in content/conformidade/ (one JSON file
// per operation and suite.json with the suite's version): outcomes decided
// by hand from rules.md and the law, with their grounds written next to
// them. Carregar reads that folder; the suite published at
// /api/v1/conformidade.json and embedded in the runner
// (calculator/cmd/conformidade) is Publicar's output, committed as
// suite.json here (a test checks that regenerating it changes nothing).
//
// The package is standard library only, like the engine it tests, and does
// not import the engine: an operator's system is judged by the suite alone.
package conformidade

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"slices"
	"strings"

	_ "embed"
)

// Suite is the published suite: its version, the contract and rules
// revision it pins, and the scenarios in order.
type Suite struct {
	// Versao is the suite's version; it grows whenever a scenario is added,
	// removed or changes its expectations.
	Versao string `json:"versao"`
	// Contrato is the contract version the requests speak ("v1").
	Contrato string `json:"contrato"`
	// RevisaoRegras is the revision of calculator/rules.md the outcomes
	// were decided under.
	RevisaoRegras int `json:"revisaoRegras"`
	// Descricao says, in Portuguese, what the suite is and how to read it.
	Descricao string `json:"descricao"`
	// Cenarios are the scenarios, in the order of their files (by name)
	// and, inside a file, as written.
	Cenarios []Cenario `json:"cenarios"`
}

// Cenario is one scenario: a request and what its answer must hold.
type Cenario struct {
	// ID is unique in the suite: lower-case letters, digits and hyphens.
	ID string `json:"id"`
	// Titulo says the situation in one Portuguese sentence.
	Titulo string `json:"titulo"`
	// Regras are the sections and items of calculator/rules.md the scenario
	// exercises: "§4", "§7.3" (item 3 of section 7), "§2.jovem" (the row of
	// section 2's table), "§13.interrupcao".
	Regras []string `json:"regras"`
	// Dispositivos are the citation ids ("norma#dispositivo", or a
	// decision's slug) of the rules it tests.
	Dispositivos []string `json:"dispositivos"`
	// Fundamentacao is the reasoning that decided the outcomes, from the
	// texts (Portuguese).
	Fundamentacao string `json:"fundamentacao"`
	// Revisao, when not empty, says how the outcome depends on the rules'
	// revision (a note to readers; the suite holds under RevisaoRegras).
	Revisao string `json:"revisao,omitempty"`
	// Pedido is the request, sent byte for byte as written (compacted).
	Pedido json.RawMessage `json:"pedido"`
	// Espera lists the expectations, every one checked.
	Espera []Esperado `json:"espera"`
}

// Esperado is one expectation on the answer. Campo is a path into the
// answer: keys joined by dots, "[n]" for the n-th element of a list
// (from 0), "[*]" for every element ("direitos[*].codigo"). Exactly one of
// Valor, Inclui, Conjunto or Contem is given.
type Esperado struct {
	Campo string `json:"campo"`
	// Valor: the field equals this JSON value. null also accepts an absent
	// field; an RFC 3339 instant is compared as an instant in the same
	// offset (seconds may be omitted); numbers as written (integers).
	Valor json.RawMessage `json:"valor,omitempty"`
	// Inclui: the field is a list of citation objects (or of lists of
	// them) that includes every one of these ids.
	Inclui []string `json:"inclui,omitempty"`
	// Conjunto: the values at a "[*]" path are these, in any order.
	Conjunto []json.RawMessage `json:"conjunto,omitempty"`
	// Contem: the field is a list with, for every object here, an element
	// whose keys given here have those values ({"campo": "compra.em",
	// "codigo": "ordem_invalida"} in "erros").
	Contem []map[string]json.RawMessage `json:"contem,omitempty"`
	// Dispositivos are the rule this expectation checks, when narrower
	// than the scenario's: a failure names them.
	Dispositivos []string `json:"dispositivos,omitempty"`
	// Porque is the ground of this value, when it needs one of its own.
	Porque string `json:"porque,omitempty"`
}

// cabecalho is content/conformidade/suite.json: the suite without scenarios.
type cabecalho struct {
	Versao        string `json:"versao"`
	Contrato      string `json:"contrato"`
	RevisaoRegras int    `json:"revisaoRegras"`
	Descricao     string `json:"descricao"`
}

// arquivoCabecalho is the file of the folder that holds the suite's
// version; every other *.json file holds a list of scenarios.
const arquivoCabecalho = "suite.json"

// limiteArquivo bounds each file read (1 MiB).
const limiteArquivo = 1 << 20

var (
	padraoID          = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)
	padraoRegra       = regexp.MustCompile(`^§[0-9]+(\.[a-z0-9_]+)?$`)
	padraoDispositivo = regexp.MustCompile(`^([a-z0-9-]+#[a-z0-9_]+|[a-z0-9-]+)$`)
)

// Carregar reads the suite from a folder laid out as content/conformidade/:
// suite.json and the scenario files, and checks it (Validar).
func Carregar(pasta fs.FS) (Suite, error) {
	var s Suite
	b, err := fs.ReadFile(pasta, arquivoCabecalho)
	if err != nil {
		return s, err
	}
	var c cabecalho
	if err := decodificar(b, &c); err != nil {
		return s, fmt.Errorf("%s: %w", arquivoCabecalho, err)
	}
	s = Suite{Versao: c.Versao, Contrato: c.Contrato, RevisaoRegras: c.RevisaoRegras, Descricao: c.Descricao}
	nomes, err := fs.Glob(pasta, "*.json")
	if err != nil {
		return s, err
	}
	slices.Sort(nomes)
	for _, nome := range nomes {
		if nome == arquivoCabecalho {
			continue
		}
		b, err := fs.ReadFile(pasta, nome)
		if err != nil {
			return s, err
		}
		var cs []Cenario
		if err := decodificar(b, &cs); err != nil {
			return s, fmt.Errorf("%s: %w", path.Base(nome), err)
		}
		s.Cenarios = append(s.Cenarios, cs...)
	}
	return s, s.Validar()
}

// Ler reads a published suite (Publicar's output, or an operator's own
// file in the same shape) and checks it.
func Ler(b []byte) (Suite, error) {
	var s Suite
	if err := decodificar(b, &s); err != nil {
		return s, err
	}
	return s, s.Validar()
}

func decodificar(b []byte, v any) error {
	if len(b) > limiteArquivo {
		return fmt.Errorf("arquivo maior que %d bytes", limiteArquivo)
	}
	d := json.NewDecoder(bytes.NewReader(b))
	d.DisallowUnknownFields()
	if err := d.Decode(v); err != nil {
		return err
	}
	if d.More() {
		return errors.New("conteúdo depois do valor JSON")
	}
	return nil
}

// Validar checks what a run relies on: a version, unique well-formed ids,
// rules and dispositivos named, a request that is a JSON object, and
// expectations each with a path and exactly one kind of value. Every
// problem is reported, joined.
func (s Suite) Validar() error {
	var errs []error
	if s.Versao == "" || s.Contrato == "" || s.RevisaoRegras < 1 {
		errs = append(errs, errors.New("a suíte precisa de versao, contrato e revisaoRegras"))
	}
	if len(s.Cenarios) == 0 {
		errs = append(errs, errors.New("a suíte não tem cenários"))
	}
	vistos := map[string]bool{}
	for i, c := range s.Cenarios {
		onde := fmt.Sprintf("cenário %d (%s)", i+1, c.ID)
		if !padraoID.MatchString(c.ID) {
			errs = append(errs, fmt.Errorf("%s: id inválido", onde))
		}
		if vistos[c.ID] {
			errs = append(errs, fmt.Errorf("%s: id repetido", onde))
		}
		vistos[c.ID] = true
		if c.Titulo == "" || c.Fundamentacao == "" {
			errs = append(errs, fmt.Errorf("%s: falta titulo ou fundamentacao", onde))
		}
		if len(c.Regras) == 0 || len(c.Dispositivos) == 0 {
			errs = append(errs, fmt.Errorf("%s: falta regras ou dispositivos", onde))
		}
		for _, r := range c.Regras {
			if !padraoRegra.MatchString(r) {
				errs = append(errs, fmt.Errorf("%s: regra %q fora do formato §N ou §N.item", onde, r))
			}
		}
		for _, e := range c.Espera {
			for _, d := range e.Dispositivos {
				if !padraoDispositivo.MatchString(d) {
					errs = append(errs, fmt.Errorf("%s: dispositivo %q fora do formato norma#id", onde, d))
				}
			}
		}
		for _, d := range c.Dispositivos {
			if !padraoDispositivo.MatchString(d) {
				errs = append(errs, fmt.Errorf("%s: dispositivo %q fora do formato norma#id", onde, d))
			}
		}
		var pedido map[string]json.RawMessage
		if json.Unmarshal(c.Pedido, &pedido) != nil || pedido["operacao"] == nil {
			errs = append(errs, fmt.Errorf("%s: o pedido deve ser um objeto JSON com operacao", onde))
		}
		if len(c.Espera) == 0 {
			errs = append(errs, fmt.Errorf("%s: nenhuma expectativa", onde))
		}
		for j, e := range c.Espera {
			n := 0
			for _, dado := range []bool{e.Valor != nil, e.Inclui != nil, e.Conjunto != nil, e.Contem != nil} {
				if dado {
					n++
				}
			}
			if e.Campo == "" || n != 1 {
				errs = append(errs, fmt.Errorf("%s, expectativa %d: precisa de campo e de um só de valor, inclui, conjunto ou contem", onde, j+1))
			}
			if _, err := analisarCaminho(e.Campo); err != nil {
				errs = append(errs, fmt.Errorf("%s, expectativa %d: %w", onde, j+1, err))
			}
			if e.Conjunto != nil && !strings.Contains(e.Campo, "[*]") {
				errs = append(errs, fmt.Errorf("%s, expectativa %d: conjunto pede um caminho com [*]", onde, j+1))
			}
		}
	}
	return errors.Join(errs...)
}

// Publicar is the published form of s: indented JSON, each request
// compacted on one line, ending in a newline. It is what
// /api/v1/conformidade.json serves and the runner embeds.
func Publicar(s Suite) ([]byte, error) {
	c := s
	c.Cenarios = make([]Cenario, len(s.Cenarios))
	for i, cen := range s.Cenarios {
		var b bytes.Buffer
		if err := json.Compact(&b, cen.Pedido); err != nil {
			return nil, fmt.Errorf("cenário %s: %w", cen.ID, err)
		}
		cen.Pedido = b.Bytes()
		c.Cenarios[i] = cen
	}
	var out bytes.Buffer
	enc := json.NewEncoder(&out)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(c); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// publicada is the suite as generated from content/conformidade/ (see the
// package doc); suite_test.go checks it is current.
//
//go:embed suite.json
var publicada []byte

// Publicada returns the embedded suite (a fresh copy of its bytes).
func Publicada() []byte { return bytes.Clone(publicada) }

// Embutida parses the embedded suite.
func Embutida() (Suite, error) { return Ler(publicada) }
