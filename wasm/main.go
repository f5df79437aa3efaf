// The adapter only makes sense in a browser (or Node): it runs under Go's wasm_exec.js.
//go:build js && wasm

// Command wasm is the WebAssembly front door of the calculator. With the few
// lines of JavaScript in adaptador.js (appended by gerar build to Go's
// wasm_exec.js), it defines one global JavaScript function,
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
// No syscall/js: the module exports plain functions (//go:wasmexport) over
// one buffer, troca, that JavaScript fills with the request's UTF-8 bytes
// and reads the answer from; adaptador.js turns them into the globals. That
// keeps syscall/js, its initialiser and its callback table out of the module
// (≈ 20 KB brotli, wasm/README.md). The call is synchronous and never
// blocks: Calcular is pure computation with a bounded input (2 MB). Whatever
// happens, the function returns a contract response: a wrong argument gives
// entrada_invalida, a panic gives erro_interno. No fmt or encoding/json: the
// engine writes its own JSON and the few answers of this file are constants.
//
// Build: gerar build compiles it as wasm/flags says (GOOS=js GOARCH=wasm
// go build with the arguments and environment listed there) into
// /assets/calculadora-HASH.wasm, and the pages load it with
// $(go env GOROOT)/lib/wasm/wasm_exec.js followed by adaptador.js, copied
// as /assets/wasm_exec-HASH.js.
package main

import (
	"runtime"
	"strconv"
	"unsafe"

	"viagemdedireito/calculator"
)

// Names of the globals, declared in calculadora.d.ts (adaptador.js defines them).
const nomeFuncao = "viagemDeDireitoCalcular"

// respostaInterna is the answer to a recovered panic.
const respostaInterna = `{"ok":false,"erros":[{"campo":"","codigo":"erro_interno","mensagem":"Erro interno da calculadora; a entrada não pôde ser processada."}]}`

// troca is the one buffer the module shares with JavaScript: the text
// adaptador.js writes (a request, a CNPJ), then the answer it reads. It is
// the adapter's only state; JavaScript is single-threaded and each call
// reads what the previous one wrote before the next begins.
var troca []byte

func main() {
	select {} // keep the Go runtime alive for the exported functions
}

// reservar makes troca n bytes long and returns its address, where
// adaptador.js writes the text of the next call.
//
//go:wasmexport reservar
func reservar(n int32) unsafe.Pointer {
	troca = make([]byte, max(n, 1))[:n]
	return unsafe.Pointer(unsafe.SliceData(troca))
}

// endereco is the address of troca, where adaptador.js reads an answer.
//
//go:wasmexport endereco
func endereco() unsafe.Pointer {
	return unsafe.Pointer(unsafe.SliceData(troca))
}

// calcular answers the request in troca, into troca, and returns the
// answer's length.
//
// Before returning it lets the collector finish. The module is
// single-threaded and an exported call never blocks, so the collector's
// background workers only run when a call happens to yield: a cycle
// started during a large call (a 2 MB request of 200,000 members allocates
// about 85 MiB) stayed in its mark phase, where every new allocation is
// kept, and the linear memory grew by the whole call's allocations on
// every call, past 2 GiB after some 25 such calls (the reliability review
// of 2026-12-03, L-a). So a request over coletarAcima is followed by a
// whole collection (runtime.GC: a few milliseconds, on a call that took
// hundreds), after which the heap is the live data again; any other call
// yields once (runtime.Gosched), so that a pending cycle can run, which
// costs nothing measurable when none is. wasm/README.md, "Memory over many
// calls", and TestWasmMemoriaLimitada measure it.
//
//go:wasmexport calcular
func calcular() int32 {
	grande := len(troca) > coletarAcima
	troca = responder(troca)
	if grande {
		runtime.GC()
	} else {
		runtime.Gosched()
	}
	return int32(len(troca))
}

// coletarAcima is the request size, in bytes, above which a call ends with
// a whole collection: the API's own limit (64 KiB), far above what the
// site's forms send.
const coletarAcima = 64 << 10

// responder is calculator.Calcular, with erro_interno for a panic.
func responder(req []byte) (resposta []byte) {
	defer func() {
		if recover() != nil {
			resposta = []byte(respostaInterna)
		}
	}()
	return calculator.Calcular(req)
}

// validarCNPJ is calculator.ValidarCNPJ of the text in troca.
//
//go:wasmexport validarCNPJ
func validarCNPJ() bool {
	return calculator.ValidarCNPJ(string(troca))
}

// erroArgumentos writes into troca the answer to a call of
// viagemDeDireitoCalcular with n arguments, the first of JavaScript type
// tipo (numbered by adaptador.js's tipo), and returns its
// length.
//
//go:wasmexport erroArgumentos
func erroArgumentos(n, tipo int32) int32 {
	var msg string
	if n != 1 {
		msg = "A função " + nomeFuncao + " recebe exatamente 1 argumento (o texto JSON da requisição), mas recebeu " + strconv.Itoa(int(n)) + "."
	} else {
		msg = "O argumento de " + nomeFuncao + " deve ser um texto (string) com o JSON da requisição, mas veio " + nomeTipo(tipo) + "; use JSON.stringify."
	}
	troca = erroEntrada(msg)
	return int32(len(troca))
}

// erroEntrada is the contract error for a call that does not pass one
// string.
func erroEntrada(msg string) []byte {
	return calculator.RespostaErro("entrada_invalida", msg)
}

// nomeTipo names in Portuguese the JavaScript type number t, as
// adaptador.js's tipo numbers them (syscall/js's js.Type order).
func nomeTipo(t int32) string {
	switch t {
	case 0:
		return "undefined (indefinido)"
	case 1:
		return "null (nulo)"
	case 2:
		return "um booleano"
	case 3:
		return "um número"
	case 5:
		return "um símbolo"
	case 6:
		return "um objeto"
	case 7:
		return "uma função"
	}
	return "outro tipo"
}
