package generator_test

import (
	"testing"

	"viagemdedireito/generator/internal/modulo"
	"viagemdedireito/site"
)

// recursosPuros is the asset bundle of the tests of package generator_test,
// as recursosDeTeste is for package generator: the styles and scripts
// (site.Build, esbuild in process) and a stand-in for the calculator's
// module, so that go test ./... runs no go build (a subprocess). The real
// module is built by gerar and by the externo tests (make test-js).
func recursosPuros(t testing.TB) *site.Bundle {
	t.Helper()
	bundle, err := site.Build()
	if err != nil {
		t.Fatal(err)
	}
	m := &modulo.Modulo{Wasm: []byte("\x00asm\x01\x00\x00\x00"), WasmExec: []byte("// wasm_exec\n")}
	return m.NoBundle(bundle)
}
