// The calculator's globals over the WebAssembly module's exports
// (wasm/main.go; declared in wasm/calculadora.d.ts): gerar build appends this
// file to Go's wasm_exec.js, so that whoever runs the module as Go's loader
// says (new Go(), WebAssembly.instantiate, go.run(instance)) finds
// viagemDeDireitoCalcular, viagemDeDireitoValidarCNPJ and
// viagemDeDireitoPronto defined when go.run returns, as when the module
// defined them itself with syscall/js (kept out of it for its size).
(() => {
	"use strict";
	const g = globalThis;
	const executar = g.Go.prototype.run;
	g.Go.prototype.run = function (instance) {
		const fim = executar.call(this, instance); // main has run: the exports answer
		const x = instance && instance.exports;
		if (x && typeof x.calcular === "function" && typeof x.reservar === "function") {
			definir(x);
		}
		return fim;
	};

	// tipo numbers a JavaScript value's type as main.go's nomeTipo reads it.
	const tipo = (v) => {
		if (v === undefined) return 0;
		if (v === null) return 1;
		return { boolean: 2, number: 3, string: 4, symbol: 5, object: 6, function: 7 }[typeof v] ?? 8;
	};

	function definir(x) {
		const codificar = new TextEncoder();
		const decodificar = new TextDecoder();
		// The addresses the module returns are wasm i32 values, which
		// JavaScript reads as signed: an address at or above 2 GiB would
		// come back negative and throw a RangeError, so each is read as
		// unsigned (>>> 0), the way the module means it.
		// escrever puts the UTF-8 bytes of s in the module's buffer.
		const escrever = (s) => {
			const b = codificar.encode(s);
			const p = x.reservar(b.length) >>> 0;
			new Uint8Array(x.mem.buffer, p, b.length).set(b);
		};
		// ler reads the n bytes of the answer in the module's buffer.
		const ler = (n) => decodificar.decode(new Uint8Array(x.mem.buffer, x.endereco() >>> 0, n));
		g.viagemDeDireitoCalcular = function (...args) {
			if (args.length !== 1 || typeof args[0] !== "string") {
				return ler(x.erroArgumentos(args.length, tipo(args[0])));
			}
			escrever(args[0]);
			return ler(x.calcular());
		};
		g.viagemDeDireitoValidarCNPJ = function (...args) {
			if (args.length !== 1 || typeof args[0] !== "string") {
				return false;
			}
			escrever(args[0]);
			return x.validarCNPJ() !== 0;
		};
		g.viagemDeDireitoPronto = true;
		try {
			if (typeof g.Event === "function" && typeof g.dispatchEvent === "function") {
				g.dispatchEvent(new g.Event("viagemDeDireitoPronto"));
			}
		} catch (e) {
			// a failure here must not stop the module
		}
	}
})();
