package generator

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"

	yaml "github.com/goccy/go-yaml"

	"viagemdedireito/calculator/lexml"
)

// arquivoCatalogo is the file of Config.Conteudo holding the catalogue of
// norms (content/README.md, "Adding a norm"): one row per norm, in the
// order the site lists them, with the facts its title, citation label, slug
// and LexML URN are derived from (calculator/lexml). The calculator, which
// reads no file, gets the same rows compiled in (calculator/lexml's
// normas_tabela.go, written from this file by TestCatalogoGerado -update,
// which also fails while the two differ).
const arquivoCatalogo = "normas.yaml"

// linhaCatalogo is one row of normas.yaml.
type linhaCatalogo struct {
	Tipo       string `yaml:"tipo"`
	Orgao      string `yaml:"orgao"`
	Autoridade string `yaml:"autoridade"`
	Numero     string `yaml:"numero"`
	Data       string `yaml:"data"`
	NomeCurto  string `yaml:"nome_curto"`
}

// LerCatalogo reads the catalogue of norms of conteudo (normas.yaml); a
// content without that file (a test's fixture) gets the catalogue compiled
// into the calculator (lexml.Padrao). An unknown key, a missing one or a
// row lexml.NovoCatalogo refuses is an error naming the file.
func LerCatalogo(conteudo fs.FS) (lexml.Catalogo, error) {
	b, err := fs.ReadFile(conteudo, arquivoCatalogo)
	if errors.Is(err, fs.ErrNotExist) {
		return lexml.Padrao(), nil
	}
	if err != nil {
		return lexml.Catalogo{}, fmt.Errorf("generator: %s: %w", arquivoCatalogo, err)
	}
	var arquivo struct {
		Normas []linhaCatalogo `yaml:"normas"`
	}
	if err := yaml.NewDecoder(bytes.NewReader(b), yaml.DisallowUnknownField()).Decode(&arquivo); err != nil {
		return lexml.Catalogo{}, fmt.Errorf("generator: %s: %s", arquivoCatalogo, yaml.FormatError(err, false, true))
	}
	if len(arquivo.Normas) == 0 {
		return lexml.Catalogo{}, fmt.Errorf("generator: %s: nenhuma norma em \"normas\"", arquivoCatalogo)
	}
	linhas := make([]lexml.Linha, len(arquivo.Normas))
	for i, l := range arquivo.Normas {
		for chave, v := range map[string]string{"tipo": l.Tipo, "autoridade": l.Autoridade, "numero": l.Numero, "data": l.Data} {
			if v == "" {
				return lexml.Catalogo{}, fmt.Errorf("generator: %s: norma %d: falta a chave \"%s\"", arquivoCatalogo, i+1, chave)
			}
		}
		linhas[i] = lexml.Linha{Tipo: l.Tipo, Orgao: l.Orgao, Autoridade: l.Autoridade, Numero: l.Numero, Data: l.Data, NomeCurto: l.NomeCurto}
	}
	c, err := lexml.NovoCatalogo(linhas)
	if err != nil {
		return lexml.Catalogo{}, fmt.Errorf("generator: %s: %w", arquivoCatalogo, err)
	}
	return c, nil
}
