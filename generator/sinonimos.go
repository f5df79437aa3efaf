package generator

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"

	yaml "github.com/goccy/go-yaml"

	"viagemdedireito/generator/internal/busca"
)

// arquivoSinonimos is the reviewed synonym table of the search, at the root
// of the content (content/README.md describes it).
const arquivoSinonimos = "sinonimos.yaml"

// linhaSinonimo is one row of content/sinonimos.yaml.
type linhaSinonimo struct {
	Palavras []string `yaml:"palavras"`
	Equivale []string `yaml:"equivale"`
	Nota     string   `yaml:"nota"`
}

// lerSinonimos reads the synonym table of conteudo; a content without the
// file has no synonyms. Unknown keys, empty rows and a file that is not
// YAML are errors; busca.Indice checks the words against the texts.
func lerSinonimos(conteudo fs.FS) ([]busca.Sinonimo, error) {
	b, err := fs.ReadFile(conteudo, arquivoSinonimos)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("generator: %s: %w", arquivoSinonimos, err)
	}
	var tabela struct {
		Sinonimos []linhaSinonimo `yaml:"sinonimos"`
	}
	if err := yaml.NewDecoder(bytes.NewReader(b), yaml.DisallowUnknownField()).Decode(&tabela); err != nil {
		return nil, fmt.Errorf("generator: %s: %s", arquivoSinonimos, yaml.FormatError(err, false, true))
	}
	out := make([]busca.Sinonimo, 0, len(tabela.Sinonimos))
	for i, l := range tabela.Sinonimos {
		if len(l.Palavras) == 0 || len(l.Equivale) == 0 {
			return nil, fmt.Errorf("generator: %s: sinônimo %d precisa de \"palavras\" e de \"equivale\"", arquivoSinonimos, i+1)
		}
		out = append(out, busca.Sinonimo{Palavras: l.Palavras, Equivale: l.Equivale})
	}
	return out, nil
}
