// What the page (motor.js, calculadora-modo.js) and the engine's worker
// (calculadora-motor.js) share: the names of the globals the module defines
// (wasm/main.go, wasm/calculadora.d.ts), how a module is instantiated from
// its address, and how the worker is started.

export const NOME_FUNCAO = "viagemDeDireitoCalcular";
export const NOME_CNPJ = "viagemDeDireitoValidarCNPJ";
export const NOME_PRONTO = "viagemDeDireitoPronto";

/**
 * Instantiates the module at url in the global scope g (a window or a
 * worker), streaming when the browser can; resposta is its download when
 * already started.
 */
export function instanciar(g, url, imports, resposta) {
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
	return WA.instantiateStreaming(resposta || g.fetch(url), imports).catch(porBytes);
}

/** The error of a worker's error event, which it keeps from the console. */
export function erroDoTrabalhador(ev) {
	ev.preventDefault();
	return new Error("o processo da calculadora parou" + (ev.message ? " (" + ev.message + ")" : ""));
}

/**
 * The property of the document where calculadora-modo.js leaves, for
 * motor.js, what iniciarTrabalhador returned.
 */
export const INICIADO = "viagemDeDireitoMotorIniciado";

/**
 * Reads the addresses on el — the module (data-wasm), Go's loader
 * (data-wasm-exec), the engine's worker (data-motor-trabalhador) — and
 * starts the worker: {trabalhador, wasm, exec, erro}, trabalhador null when
 * the browser cannot start one (then the page runs the module), erro set if
 * the worker fails before anyone listens; null when el lacks an address.
 */
export function iniciarTrabalhador(g, el) {
	const abs = (u) => (u ? new URL(u, g.document.baseURI).href : "");
	const wasm = abs(el.getAttribute("data-wasm"));
	const exec = abs(el.getAttribute("data-wasm-exec"));
	const url = abs(el.getAttribute("data-motor-trabalhador"));
	if (!wasm || !exec) {
		return null;
	}
	const iniciado = { trabalhador: null, wasm, exec, erro: null };
	if (!url || typeof g.Worker !== "function" || !g.WebAssembly) {
		return iniciado;
	}
	try {
		const w = new g.Worker(url);
		w.addEventListener("error", (ev) => {
			iniciado.erro = erroDoTrabalhador(ev);
		});
		w.postMessage({ tipo: "iniciar", exec, wasm });
		iniciado.trabalhador = w;
	} catch (e) {
		iniciado.trabalhador = null;
	}
	return iniciado;
}
