//go:build !js

package calculator

// Templates of the disponibilidade answers (see frases.go). Each template is named by its key; its
// constant (f + the key in camel case) is generated in frases_chaves.go
// (go generate).
var frasesDisponibilidade = [...]modelo{}
