package main

import (
	"errors"
	"fmt"
	"strings"

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

// brotliWasm is the brotli quality of the WebAssembly module, whatever
// -brotli says: it is the largest file by far, downloaded on weak signals,
// and compressed only when the engine changes (its siblings are reused
// otherwise). Measured on the module: quality 8 gives 725 KB, 11 gives 642
// KB (at the time, before the cuts), in 2.5 s and 30 s on this machine.
const brotliWasm = 11

// qualidade is the brotli quality of the file n.
func (c *compressor) qualidade(n string) int {
	if strings.HasSuffix(n, ".wasm") {
		return brotliWasm
	}
	return c.brotli
}
