// What the page (motor.js) and the engine's worker (calculadora-motor.js)
// share: the names of the globals the module defines (wasm/main.go,
// wasm/calculadora.d.ts) and how a module is instantiated from its address.

export const NOME_FUNCAO = "viagemDeDireitoCalcular";
export const NOME_CNPJ = "viagemDeDireitoValidarCNPJ";
export const NOME_PRONTO = "viagemDeDireitoPronto";

/**
 * Instantiates the module at url in the global scope g (a window or a
 * worker), streaming when the browser can.
 */
export function instanciar(g, url, imports) {
	const WA = g.WebAssembly;
	const porBytes = () =>
		g.fetch(url).then((r) => {
			if (!r.ok) {
				throw new Error("status " + r.status + " ao baixar " + url);
			}
			return r.arrayBuffer();
		}).then((b) => WA.instantiate(b, imports));
	if (typeof WA.instantiateStreaming !== "function") {
		return porBytes();
	}
	// A server that does not say application/wasm makes streaming fail: read the bytes then.
	return WA.instantiateStreaming(g.fetch(url), imports).catch(porBytes);
}
