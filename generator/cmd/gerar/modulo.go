package main

import (
	"errors"
	"fmt"
	"strings"

	"viagemdedireito/generator/internal/cache"
	"viagemdedireito/generator/internal/modulo"
	"viagemdedireito/generator/internal/servidor"
	"viagemdedireito/site"
)

// recursosComModulo is the bundle of the site (recursos: esbuild, cached by
// the executable's build ID) with the calculator's WebAssembly module and
// wasm_exec.js (modulo.Construir: go build of ./wasm in the module at raiz,
// "" for the module of the working directory, cached by the hash of its
// sources and toolchain). With tardio, a module found in the cache is not
// read: the bundle has it with no bytes, and tardios says how to get them
// (see sincronia.arquivo). avisoCache joins the failures to store into the
// cache, which do not stop the build.
func recursosComModulo(c *cache.Cache, raiz string, deixar bool) (b *site.Bundle, t map[string]tardio, avisoCache, err error) {
	b, aviso, err := recursos(c)
	if err != nil {
		return nil, nil, aviso, err
	}
	if raiz == "" {
		if raiz, err = modulo.Raiz(); err != nil {
			return nil, nil, aviso, err
		}
	}
	m, avisoModulo, err := modulo.Construir(modulo.Opcoes{Raiz: raiz, Cache: c, Tardio: deixar})
	if err != nil {
		return nil, nil, errors.Join(aviso, avisoModulo), err
	}
	if !m.DoCache {
		fmt.Printf("gerar: %s compilado (%d KB): as fontes Go de wasm/ ou calculator/ mudaram, ou o cache estava vazio\n", modulo.NomeWasm, len(m.Wasm)>>10)
	}
	if m.Wasm == nil {
		t = map[string]tardio{m.ArquivoWasm(): {soma: m.Soma, tamanho: m.Tamanho, ler: m.Bytes}}
	}
	return m.NoBundle(b), t, errors.Join(aviso, avisoModulo), nil
}

// brotliWasm is the brotli quality of the WebAssembly module, whatever
// -brotli says: it is the largest file by far, downloaded on weak signals,
// and compressed only when the engine changes (its siblings are reused
// otherwise). Measured on the module: quality 8 gives 725 KB, 11 gives 642
// KB (at the time, before the cuts), in 2.5 s and 30 s on this machine.
const brotliWasm = 11

// brotliIndice is the highest brotli quality of the search index
// (servidor.Indice), the one large file that changes whenever any norm does,
// so its compression is on the path of every build after an edit. Measured
// on the index of the real corpus (74 KB; BenchmarkNiveisIndice, and CPU
// time at load 10): quality 4 gives 19,087 bytes in 2.7 ms, 5 gives 18,216
// in 3.6 ms, 6 gives 18,110 in 5 ms, 8 gives 18,049 in 10–12 ms: 5 is 0.9%
// (167 bytes) larger than 8 at a third of its time, 4 is 5.8% larger.
const brotliIndice = 5

// arquivoIndice is the search index's file in the output.
var arquivoIndice = strings.TrimPrefix(servidor.Indice, "/")

// qualidade is the brotli quality of the file n.
func (c *compressor) qualidade(n string) int {
	switch {
	case strings.HasSuffix(n, ".wasm"):
		return brotliWasm
	case n == arquivoIndice:
		return min(c.brotli, brotliIndice)
	}
	return c.brotli
}
