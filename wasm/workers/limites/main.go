// Command limites writes, as a JavaScript module, what the worker's entry
// point (../limite.mjs) takes from the Go handler: the body limit
// (httpapi.LimiteCorpo) and the "busy" answer, the status, headers and body
// that httpapi.Ocupado writes with gerar serve's Retry-After
// (httpapi.LimitesPadrao). The worker bounds its
// requests at once in JavaScript (../limite.mjs: the glue of
// github.com/syumai/workers starts a Go instance per request, so a bound
// inside Go would bound nothing), reads a body up to the limit before
// taking a place, and answers a request beyond the bound with these bytes:
// each of them has one source, the Go handler.
//
// usage (the Makefile's worker target):
//
//	go run ./wasm/workers/limites -o wasm/workers/build/limites.mjs
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"net/http/httptest"
	"os"
	"slices"
	"strings"

	"viagemdedireito/calculator/httpapi"
)

func main() {
	saida := flag.String("o", "", "the module to write (default: stdout)")
	flag.Parse()
	b, err := modulo()
	if err == nil {
		if *saida == "" {
			_, err = os.Stdout.Write(b)
		} else {
			err = os.WriteFile(*saida, b, 0o644)
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "limites:", err)
		os.Exit(1)
	}
}

// modulo returns the JavaScript module: limiteCorpo, and ocupado, the
// busy answer: { status, cabecalhos ([name, value] pairs, sorted by name),
// corpo (the body, a string) }.
func modulo() ([]byte, error) {
	w := httptest.NewRecorder()
	httpapi.Ocupado(w, httpapi.LimitesPadrao().RetryAfter)
	var cab [][2]string
	for nome, valores := range w.Header() {
		for _, v := range valores {
			cab = append(cab, [2]string{nome, v})
		}
	}
	slices.SortFunc(cab, func(a, b [2]string) int { return strings.Compare(a[0], b[0]) })
	jc, err := json.Marshal(cab)
	if err != nil {
		return nil, err
	}
	jb, err := json.Marshal(w.Body.String())
	if err != nil {
		return nil, err
	}
	var m bytes.Buffer
	m.WriteString("// Written by go run ./wasm/workers/limites (make worker) from calculator/httpapi: do not edit.\n")
	fmt.Fprintf(&m, "export const limiteCorpo = %d;\n", httpapi.LimiteCorpo)
	fmt.Fprintf(&m, "export const ocupado = { status: %d, cabecalhos: %s, corpo: %s };\n", w.Code, jc, jb)
	return m.Bytes(), nil
}
