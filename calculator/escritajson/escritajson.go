// Package escritajson gives the packages outside calculator/ (the
// generator's search index) the calculator's JSON writer, jsonc.Escritor,
// so that the project has one JSON writer. It is a separate package so
// that the WebAssembly module, which imports calculator only, does not
// change by a byte (its brotli size is at the 540 KB budget).
package escritajson

import "viagemdedireito/calculator/internal/jsonc"

// Escritor is jsonc.Escritor: it appends a JSON document to B, inserting
// commas, escaping texts.
type Escritor = jsonc.Escritor

// Novo returns a writer whose buffer starts with capacity n.
func Novo(n int) Escritor { return jsonc.Novo(n) }

// AppendTexto appends s as a JSON text (jsonc.AppendTexto).
func AppendTexto(b []byte, s string) []byte { return jsonc.AppendTexto(b, s) }
