// The calculator's engine in the browser: Go's loader (wasm_exec.js) and the
// WebAssembly module (wasm/main.go), whose addresses the page gives in the
// data-wasm-exec and data-wasm attributes of the calculator's element (no
// inline script: the pages run under a strict Content-Security-Policy).
//
// carregarMotor starts both downloads at once, in the background, so the
// questions are usable while the module streams in; its promise resolves
// with calcular(pedido) → resposta once the module has defined
// viagemDeDireitoCalcular (wasm/calculadora.d.ts).

const NOME_FUNCAO = "viagemDeDireitoCalcular";
const NOME_PRONTO = "viagemDeDireitoPronto";

function carregarScript(doc, src) {
	return new Promise((ok, falha) => {
		const s = doc.createElement("script");
		s.src = src;
		s.async = true;
		s.onload = () => ok();
		s.onerror = () => falha(new Error("não foi possível carregar " + src));
		doc.head.appendChild(s);
	});
}

function instanciar(win, url, imports) {
	const WA = win.WebAssembly;
	const porBytes = () =>
		win.fetch(url).then((r) => {
			if (!r.ok) {
				throw new Error("status " + r.status + " ao baixar " + url);
			}
			return r.arrayBuffer();
		}).then((b) => WA.instantiate(b, imports));
	if (typeof WA.instantiateStreaming !== "function") {
		return porBytes();
	}
	// A server that does not say application/wasm makes streaming fail: read the bytes then.
	return WA.instantiateStreaming(win.fetch(url), imports).catch(porBytes);
}

/**
 * @param {HTMLElement} el the element with data-wasm and data-wasm-exec
 * @returns {Promise<(pedido: object) => object>}
 */
export function carregarMotor(el) {
	const doc = el.ownerDocument;
	const win = doc.defaultView || window;
	const wasm = el.getAttribute("data-wasm");
	const exec = el.getAttribute("data-wasm-exec");
	if (!wasm || !exec || !win.WebAssembly) {
		return Promise.reject(new Error("este navegador não executa WebAssembly"));
	}
	// Both downloads start now; the module is instantiated once Go's loader is in.
	const resposta = win.fetch(wasm);
	resposta.catch(() => {});
	return carregarScript(doc, exec).then(() => {
		const go = new win.Go();
		const WA = win.WebAssembly;
		const inst = typeof WA.instantiateStreaming === "function"
			? WA.instantiateStreaming(resposta, go.importObject).catch(() => instanciar(win, wasm, go.importObject))
			: instanciar(win, wasm, go.importObject);
		return inst.then((r) => {
			const pronto = new Promise((ok) => {
				if (win[NOME_PRONTO]) {
					ok();
					return;
				}
				win.addEventListener(NOME_PRONTO, () => ok(), { once: true });
			});
			go.run(r.instance);
			return pronto;
		}).then(() => (pedido) => JSON.parse(win[NOME_FUNCAO](JSON.stringify(pedido))));
	});
}
