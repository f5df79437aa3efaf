// Package jsonc is the calculator's own JSON codec: a small strict reader
// (RFC 8259) into a value tree ([Ler], [Valor]) and a writer that appends a
// document ([Escritor]). The calculator's request types are read from a
// [Valor] by their one reading (ler) and its answers written on an
// [Escritor] by methods generated from the types, so no reflection is
// involved.
//
// It exists instead of encoding/json because the engine must report every
// invalid field (not only the first type error), bound the nesting depth,
// the size and the element count of any input, keep numbers as their
// literal text (no float rounding of centavos), refuse duplicate keys with
// their path, and stay light in WebAssembly: encoding/json and the reflect
// machinery it brings cost about 190 KB brotli more in the module that the
// site downloads (wasm/, BenchmarkTamanhoWasm).
package jsonc
