package generator

import (
	"fmt"
	"os"
	"testing"

	"viagemdedireito/generator/internal/modulo"
	"viagemdedireito/site"
)

// baseOficial is the base URL of the tests that read the real site as it
// is published.
const baseOficial = "https://viagemdedireito.org.br"

// construcaoReal is one build of the real content/.
type construcaoReal struct {
	res *Resultado
	err error
}

// sitesReais are the builds of the real content/ that a score of tests
// read, by base URL ("" for the default one), made once by TestMain before
// any test runs and only read afterwards: the package's tests took most of
// their time building the same site again and again (issue 20).
var sitesReais = map[string]construcaoReal{}

func TestMain(m *testing.M) {
	bundle, err := site.Build()
	if err != nil {
		fmt.Fprintln(os.Stderr, "site.Build:", err)
		os.Exit(1)
	}
	// the stand-in module of recursosDeTeste: no go build in go test ./...
	bundle = (&modulo.Modulo{Wasm: []byte("\x00asm\x01\x00\x00\x00"), WasmExec: []byte("// wasm_exec\n")}).NoBundle(bundle)
	for _, base := range []string{"", baseOficial} {
		res, err := Build(Config{Conteudo: os.DirFS("../content"), BaseURL: base, Recursos: bundle})
		sitesReais[base] = construcaoReal{res, err}
	}
	os.Exit(m.Run())
}

// siteReal is Build of the real content/ with base URL base ("" or
// baseOficial) and the test bundle, from the builds TestMain made. The
// result is shared: read it, never change it.
func siteReal(base string) (*Resultado, error) {
	c, ok := sitesReais[base]
	if !ok {
		panic("siteReal: nenhum build do conteúdo real com a base " + base + " (TestMain faz os de \"\" e baseOficial)")
	}
	return c.res, c.err
}
