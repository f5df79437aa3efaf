// Package calculator is the rules engine of Viagem de Direito: what a
// low-income youth, an elderly person, a person with a disability (Passe
// Livre) and a companion, or a small child gets on an interstate bus, train
// or boat, and the refund, rebooking, seat, anti-hoarding, refusal, BP-e and
// delay rules of the same texts.
//
// The specification is written once, outside this comment:
//
//   - rules.md: every rule with its basis (norm + dispositivo), its
//     revisions, and the readings chosen where the texts leave a doubt;
//   - contract.md: the JSON contract v1 (fields, defaults, errors,
//     examples that run as tests);
//   - frases.md (generated): every sentence an answer can say, with the
//     words of the dispositivos that ground it;
//   - categorias.go: one row per benefit category, read by every rule;
//   - content/ids.md and lexml/: how a citation names a dispositivo.
//
// The package is pure: standard library only, no I/O, no clock (the
// request's agora is "now"), no global mutable state, money in integer
// centavos (Centavos), never a float. Its doors:
//
//	Calcular(entrada []byte) []byte                  // JSON in, JSON out; never panics
//	CalcularComErro(entrada []byte) ([]byte, string) // the same, plus the first error's code
//	Beneficio(PedidoBeneficio) (RespostaBeneficio, []Erro) // and one typed entry per operation
//	Operacoes() []Operacao // the registry: name, summary, request and response types
//	Fundamentos() []Citacao // every citation the engine can emit
//	Frases() []Frase        // the catalogue of sentences, for the site's pages
//
// One registry of operations (calculator.go) drives Calcular, the CLI, the
// HTTP API, the WebAssembly module and the generators of
// wasm/calculadora.d.ts and the OpenAPI document (package esquema, from the
// doc comments of tipos.go). Each request type validates itself in one
// method, ler, for both the JSON and the typed door, so both report the same
// errors (campo, codigo, mensagem) in the request's order.
//
// Codes: json_invalido, chave_duplicada, tipo_invalido, campo_obrigatorio,
// operacao_desconhecida, valor_invalido, data_invalida,
// data_fora_do_intervalo, valor_negativo, valor_muito_alto, numero_invalido,
// texto_muito_longo, lista_tamanho_invalido, ordem_invalida, xml_invalido,
// erro_interno (what each means: contract.md, "Errors"; CodigoErro in
// entrada.go).
package calculator
