package site

import (
	"fmt"
	"strings"

	"viagemdedireito/calculator/acento"
)

// arquivoAcentos is the search's accent-folding table in site/assets, the
// JavaScript twin of calculator/acento.
const arquivoAcentos = "js/acentos.js"

// AcentosJS is site/assets/js/acentos.js: calculator/acento's table (every
// rune up to U+00FF that Dobrar changes) as a JavaScript module. The build
// bundles this text, whatever the file says; the file is kept equal to it
// (TestAcentosJS, go test ./site -run TestAcentosJS -update) for the
// scripts that Node imports directly (site/e2e, the search's parity tests).
func AcentosJS() []byte {
	var b strings.Builder
	b.WriteString(`// Code generated from calculator/acento (site.AcentosJS); DO NOT EDIT.
// go test ./site -run TestAcentosJS -update rewrites it; the build bundles
// the generated text whatever this file says.

/** ACENTOS maps each lower-case letter with an accent, and ª and º, to its base letter. */
export const ACENTOS = {
`)
	for r := rune(0); r <= 0xFF; r++ {
		if d := acento.Dobrar(r); d != r {
			fmt.Fprintf(&b, "\t%q: %q,\n", string(r), string(d))
		}
	}
	b.WriteString("};\n")
	return []byte(b.String())
}
