package generator

import (
	"viagemdedireito/generator/internal/modulo"
	"viagemdedireito/site"
)

// recursosCompletos is the bundle of a build without Config.Recursos: the
// styles and scripts (site.Build) and the calculator's WebAssembly module
// with its loader (modulo.Construir, which runs go build in the module at
// raiz; "" is the module of the working directory). Nothing is cached here:
// the command gerar keeps both in its cache.
func recursosCompletos(raiz string) (*site.Bundle, error) {
	b, err := site.Build()
	if err != nil {
		return nil, err
	}
	if raiz == "" {
		if raiz, err = modulo.Raiz(); err != nil {
			return nil, err
		}
	}
	m, err := modulo.Construir(modulo.Opcoes{Raiz: raiz})
	if err != nil {
		return nil, err
	}
	return m.NoBundle(b), nil
}
