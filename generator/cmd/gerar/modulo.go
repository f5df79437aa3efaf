package main

import (
	"errors"
	"fmt"

	"viagemdedireito/generator/internal/cache"
	"viagemdedireito/generator/internal/modulo"
	"viagemdedireito/site"
)

// recursosComModulo is the bundle of the site (recursos: esbuild, cached by
// the executable's build ID) with the calculator's WebAssembly module and
// wasm_exec.js (modulo.Construir: go build of ./wasm in the module at raiz,
// "" for the module of the working directory, cached by the hash of its
// sources and toolchain). avisoCache joins the failures to store into the
// cache, which do not stop the build.
func recursosComModulo(c *cache.Cache, raiz string) (b *site.Bundle, avisoCache, err error) {
	b, aviso, err := recursos(c)
	if err != nil {
		return nil, aviso, err
	}
	if raiz == "" {
		if raiz, err = modulo.Raiz(); err != nil {
			return nil, aviso, err
		}
	}
	m, avisoModulo, err := modulo.Construir(modulo.Opcoes{Raiz: raiz, Cache: c})
	if err != nil {
		return nil, errors.Join(aviso, avisoModulo), err
	}
	if !m.DoCache {
		fmt.Printf("gerar: %s compilado (%d KB): as fontes Go de wasm/ ou calculator/ mudaram, ou o cache estava vazio\n", modulo.NomeWasm, len(m.Wasm)>>10)
	}
	return m.NoBundle(b), errors.Join(aviso, avisoModulo), nil
}
