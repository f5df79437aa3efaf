// The adapter only makes sense in a browser (or Node): syscall/js exists for js/wasm alone.
//go:build js && wasm

// Command wasm is the WebAssembly front door of the calculator: a thin
// syscall/js adapter that exports one global JavaScript function,
//
//	viagemDeDireitoCalcular(json: string): string
//
// which passes the request of contract v1 (calculator/contract.md) to
// calculator.Calcular and returns its response, and
//
//	viagemDeDireitoValidarCNPJ(cnpj: string): boolean
//
// which is calculator.ValidarCNPJ (numeric and alphanumeric forms, for the
// refusal document of Res art153), and sets the global
// viagemDeDireitoPronto to true (and dispatches an event of the same name on
// globalThis when it is an EventTarget, as in browsers) once the function is
// in place. calculadora.d.ts declares both globals and the contract's types.
//
// The call is synchronous and never blocks: Calcular is pure computation
// with a bounded input (2 MB). Whatever happens, the function returns a
// contract response: a wrong argument gives entrada_invalida, a panic gives
// erro_interno. No fmt or encoding/json: the engine writes its own JSON and
// the few answers of this file are constants, so the module stays small.
//
// Build: gerar build compiles it as wasm/flags says (GOOS=js GOARCH=wasm
// go build with the arguments and environment listed there) into
// /assets/calculadora-HASH.wasm, and the pages load it with
// $(go env GOROOT)/lib/wasm/wasm_exec.js, copied as /assets/wasm_exec-HASH.js.
package main

import (
	"strconv"
	"syscall/js"

	"viagemdedireito/calculator"
)

// Names of the globals, declared in calculadora.d.ts.
const (
	nomeFuncao = "viagemDeDireitoCalcular"
	nomeCNPJ   = "viagemDeDireitoValidarCNPJ"
	nomePronto = "viagemDeDireitoPronto"
)

// respostaInterna is the answer to a recovered panic.
const respostaInterna = `{"ok":false,"erros":[{"campo":"","codigo":"erro_interno","mensagem":"Erro interno da calculadora; a entrada não pôde ser processada."}]}`

func main() {
	js.Global().Set(nomeFuncao, js.FuncOf(calcular))
	js.Global().Set(nomeCNPJ, js.FuncOf(validarCNPJ))
	js.Global().Set(nomePronto, true)
	avisarPronto()
	select {} // keep the Go runtime alive for the exported function
}

// calcular is the body of viagemDeDireitoCalcular. It returns a JavaScript
// string in every case.
func calcular(_ js.Value, args []js.Value) (resposta any) {
	defer func() {
		if recover() != nil {
			resposta = respostaInterna
		}
	}()
	if len(args) != 1 {
		return erroEntrada("A função " + nomeFuncao + " recebe exatamente 1 argumento (o texto JSON da requisição), mas recebeu " + strconv.Itoa(len(args)) + ".")
	}
	if t := args[0].Type(); t != js.TypeString {
		return erroEntrada("O argumento de " + nomeFuncao + " deve ser um texto (string) com o JSON da requisição, mas veio " + nomeTipo(t) + "; use JSON.stringify.")
	}
	return string(calculator.Calcular([]byte(args[0].String())))
}

// validarCNPJ is the body of viagemDeDireitoValidarCNPJ: false for anything
// but one valid CNPJ string.
func validarCNPJ(_ js.Value, args []js.Value) any {
	return len(args) == 1 && args[0].Type() == js.TypeString && calculator.ValidarCNPJ(args[0].String())
}

// erroEntrada is the contract error for a call that does not pass one
// string.
func erroEntrada(msg string) string {
	return string(calculator.RespostaErro("entrada_invalida", msg))
}

// nomeTipo names a JavaScript type in Portuguese.
func nomeTipo(t js.Type) string {
	switch t {
	case js.TypeUndefined:
		return "undefined (indefinido)"
	case js.TypeNull:
		return "null (nulo)"
	case js.TypeBoolean:
		return "um booleano"
	case js.TypeNumber:
		return "um número"
	case js.TypeSymbol:
		return "um símbolo"
	case js.TypeObject:
		return "um objeto"
	case js.TypeFunction:
		return "uma função"
	}
	return "outro tipo"
}

// avisarPronto dispatches the event viagemDeDireitoPronto on globalThis when
// the environment has one (browsers; not Node, where the global flag is
// enough). A failure here must not stop the module.
func avisarPronto() {
	defer func() { _ = recover() }()
	g := js.Global()
	ev := g.Get("Event")
	if ev.Type() != js.TypeFunction || g.Get("dispatchEvent").Type() != js.TypeFunction {
		return
	}
	g.Call("dispatchEvent", ev.New(nomePronto))
}
