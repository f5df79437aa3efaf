package modulo

import (
	"path/filepath"
	"testing"

	"viagemdedireito/generator/internal/cache"
)

// BenchmarkConstruirDoCache is what the WebAssembly step costs a build whose
// Go sources did not change (and are older than cache.MargemFirma, as in a
// checkout): go env's answer and the sources' key found in the cache through
// stat signatures, and the module out of the cache (make bench).
func BenchmarkConstruirDoCache(b *testing.B) {
	o := Opcoes{Raiz: filepath.Join("..", "..", ".."), Cache: cache.Open(b.TempDir())}
	if _, _, err := Construir(o); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		m, _, err := Construir(o)
		if err != nil || !m.DoCache {
			b.Fatalf("do cache %v: %v", m != nil && m.DoCache, err)
		}
	}
}
