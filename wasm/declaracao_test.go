// These tests build the module and run it under Node from the host; the
// js/wasm build of the package is tested by adaptador_js_test.go.

//go:build !js

package main_test

import (
	"flag"
	"os"
	"regexp"
	"sync"
	"testing"

	"github.com/evanw/esbuild/pkg/api"

	"viagemdedireito/calculator/esquema"
)

var atualizar = flag.Bool("update", false, "rewrite calculadora.d.ts from the Go types")

var modelo struct {
	once sync.Once
	c    *esquema.Contrato
	err  error
}

// codigosDoAdaptador are the codes main.go answers itself (a call without
// one string argument), read from its calls of calculator.RespostaErro:
// main.go builds only for js/wasm, so it is read as text.
func codigosDoAdaptador(t *testing.T) []string {
	t.Helper()
	b, err := os.ReadFile("main.go")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, m := range regexp.MustCompile(`calculator\.RespostaErro\("([a-z_]+)"`).FindAllSubmatch(b, -1) {
		out = append(out, string(m[1]))
	}
	if len(out) == 0 {
		t.Fatal("main.go: nenhuma chamada de calculator.RespostaErro com código literal")
	}
	return out
}

// contratoTipado is the contract walked from the calculator's Go types,
// with the adapter's own error codes.
func contratoTipado(t *testing.T) *esquema.Contrato {
	t.Helper()
	extra := codigosDoAdaptador(t)
	modelo.once.Do(func() {
		docs, err := esquema.LerDocs("../calculator")
		if err != nil {
			modelo.err = err
			return
		}
		modelo.c, modelo.err = esquema.Ler(docs, extra...)
	})
	if modelo.err != nil {
		t.Fatal(modelo.err)
	}
	return modelo.c
}

// cabecalhoDTS opens calculadora.d.ts.
const cabecalhoDTS = `// Viagem de Direito: the calculator's WebAssembly front door, contract v1
// (calculator/contract.md; the rules are calculator/rules.md).
//
// Code generated from the Go types of package viagemdedireito/calculator by
// calculator/esquema; DO NOT EDIT. wasm/declaracao_test.go fails when this
// file is stale; go test ./wasm -update rewrites it. The descriptions are the
// Go doc comments of the types; the globals at the end are wasm/main.go's,
// defined by wasm/adaptador.js.
//
// Load wasm_exec.js (from $(go env GOROOT)/lib/wasm/) followed by
// wasm/adaptador.js (the site's /assets/wasm_exec-HASH.js is both), run the module with
// ` + "`new Go().run(instance)`" + `, wait for ` + "`viagemDeDireitoPronto`" + ` (the global flag
// or the event of the same name), then:
//
//   const resposta: Resposta = JSON.parse(viagemDeDireitoCalcular(JSON.stringify(pedido)));
//
// Conventions: keys are Portuguese camelCase; money is an integer number of
// centavos (0 to 100000000 in requests); instants are RFC 3339 with a UTC
// offset; dates are AAAA-MM-DD. Unknown request fields are ignored and a null
// optional field counts as absent. v1 may add fields, never rename or remove
// them.

`

// globaisDTS declares the globals that wasm/adaptador.js sets over wasm/main.go's exports.
const globaisDTS = `
// ----------------------------------------------------------------- globals

declare global {
  /**
   * Answers one JSON request of contract v1 (a Pedido, as text) with one
   * JSON response (a Resposta, as text). Synchronous; never throws: a call
   * without exactly one string argument answers entrada_invalida.
   */
  function viagemDeDireitoCalcular(json: string): string;
  /**
   * Whether cnpj is a valid CNPJ, numeric or alphanumeric (calculator.ValidarCNPJ);
   * false for anything but one string.
   */
  function viagemDeDireitoValidarCNPJ(cnpj: string): boolean;
  /** True once viagemDeDireitoCalcular and viagemDeDireitoValidarCNPJ are defined. */
  var viagemDeDireitoPronto: boolean | undefined;
  /** Dispatched on window once viagemDeDireitoCalcular is defined. */
  interface WindowEventMap {
    viagemDeDireitoPronto: Event;
  }
}
`

// TestDeclaracaoAtual: calculadora.d.ts is what the Go types give today.
func TestDeclaracaoAtual(t *testing.T) {
	novo := cabecalhoDTS + esquema.TypeScript(contratoTipado(t)) + globaisDTS
	if *atualizar {
		if err := os.WriteFile("calculadora.d.ts", []byte(novo), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	b, err := os.ReadFile("calculadora.d.ts")
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != novo {
		t.Fatal("calculadora.d.ts está desatualizado em relação aos tipos Go: rode go test ./wasm -update")
	}
	// The generated text is TypeScript: esbuild's parser reads it.
	r := api.Transform(novo, api.TransformOptions{Loader: api.LoaderTS, Sourcefile: "calculadora.d.ts"})
	for _, e := range r.Errors {
		t.Errorf("calculadora.d.ts: %s (linha %d)", e.Text, e.Location.Line)
	}
}

// TestGlobaisDoAdaptador: every global adaptador.js sets is declared.
func TestGlobaisDoAdaptador(t *testing.T) {
	b, err := os.ReadFile("adaptador.js")
	if err != nil {
		t.Fatal(err)
	}
	ms := regexp.MustCompile(`(?m)^\s+g\.(viagemDeDireito\w+)\s*=`).FindAllSubmatch(b, -1)
	if len(ms) < 3 {
		t.Fatalf("adaptador.js: só %d nomes de globais lidos", len(ms))
	}
	for _, m := range ms {
		if !regexp.MustCompile(`(function|var) ` + string(m[1]) + `\b`).MatchString(globaisDTS) {
			t.Errorf("global %s de adaptador.js não declarada em globaisDTS", m[1])
		}
	}
}
