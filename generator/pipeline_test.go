package generator

import (
	"bytes"
	"os"
	"runtime"
	"slices"
	"strings"
	"testing"
)

// TestBuildDeterministico: two builds of the same content give the same
// files, byte for byte (the output depends on nothing but the inputs: no
// map order, no clock), and every page already has its no-break spaces
// (semQuebraNoHTML finds nothing left to do in any of them). The second
// build runs on one processor: the pages rendered in parallel are the
// bytes of the pages rendered one after the other.
func TestBuildDeterministico(t *testing.T) {
	bundle := recursosDeTeste(t)
	cfg := Config{Conteudo: os.DirFS("../content"), BaseURL: "https://viagemdedireito.org.br", Recursos: bundle}
	a, err := siteReal(baseOficial) // built by TestMain
	if err != nil {
		t.Fatal(err)
	}
	// the second on one processor: the pages rendered one after the other
	// give the bytes of the pages rendered in parallel (renderizar).
	b, err := buildEmUmProcessador(cfg)
	if err != nil {
		t.Fatal(err)
	}
	chaves := func(m map[string][]byte) []string {
		var out []string
		for n := range m {
			out = append(out, n)
		}
		slices.Sort(out)
		return out
	}
	nomes := chaves(a.Arquivos)
	if !slices.Equal(nomes, chaves(b.Arquivos)) {
		t.Fatalf("os dois builds dão arquivos diferentes")
	}
	for _, n := range nomes {
		if !bytes.Equal(a.Arquivos[n], b.Arquivos[n]) {
			t.Errorf("%s difere entre dois builds do mesmo conteúdo", n)
		}
		if strings.HasSuffix(n, ".html") {
			if got := semQuebraNoHTML(a.Arquivos[n]); !bytes.Equal(got, a.Arquivos[n]) {
				t.Errorf("%s: semQuebraNoHTML ainda muda a página", n)
			}
		}
	}
}

// buildEmUmProcessador is Build with GOMAXPROCS 1, then the previous value.
func buildEmUmProcessador(cfg Config) (*Resultado, error) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	return Build(cfg)
}
