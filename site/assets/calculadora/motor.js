// The calculator's engine in the browser: Go's loader (wasm_exec.js) and the
// WebAssembly module (wasm/main.go), whose addresses the page gives in the
// data-wasm-exec and data-wasm attributes of the calculator's element (no
// inline script: the pages run under a strict Content-Security-Policy).
//
// carregarMotor starts the module's download once the page is in (its load
// event), in the background: the questions are usable while it streams in.
// Where the element names the engine's worker (data-motor-trabalhador, the
// bundle calculadora-motor.js) the module is downloaded, compiled and run there,
// off the page's thread (reading its 2.9 MB into the page would itself
// block the page for 50 ms on this machine).
// Without Worker, or when the worker cannot start, the module runs in the
// page. Either way the promise resolves with a Motor once the module has
// defined its functions (wasm/calculadora.d.ts).

import { NOME_FUNCAO, NOME_CNPJ, NOME_PRONTO, instanciar } from "./instanciar.js";

/**
 * @typedef {{
 *   calcular: (pedido: object) => Promise<object>,
 *   calcularJSON: (json: string) => Promise<string>,
 *   validarCNPJ: (cnpj: string) => Promise<boolean>,
 *   noTrabalhador: boolean,
 * }} Motor
 */

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

function motorDe(calcularJSON, validarCNPJ, noTrabalhador) {
	return {
		calcularJSON,
		calcular: (pedido) => calcularJSON(JSON.stringify(pedido)).then((j) => JSON.parse(j)),
		validarCNPJ,
		noTrabalhador,
	};
}

// naPagina runs the module in the page.
function naPagina(doc, win, wasm, exec) {
	return carregarScript(doc, exec).then(() => {
		const go = new win.Go();
		return instanciar(win, wasm, go.importObject).then((r) => {
			const pronto = new Promise((ok) => {
				if (win[NOME_PRONTO]) {
					ok();
					return;
				}
				win.addEventListener(NOME_PRONTO, () => ok(), { once: true });
			});
			go.run(r.instance);
			return pronto;
		});
	}).then(() => motorDe(
		(json) => Promise.resolve().then(() => win[NOME_FUNCAO](json)),
		(s) => Promise.resolve().then(() => win[NOME_CNPJ](s) === true),
		false));
}

// noTrabalhador runs the module in the worker at url.
function noTrabalhador(win, url, wasm, exec) {
	return new Promise((ok, falha) => {
		const w = new win.Worker(url);
		const pendentes = new Map();
		let proximo = 1;
		let iniciado = false;
		const pedir = (msg) => new Promise((res, rej) => {
			const id = proximo++;
			pendentes.set(id, { res, rej });
			msg.id = id;
			w.postMessage(msg);
		});
		const morrer = (err) => {
			for (const p of pendentes.values()) {
				p.rej(err);
			}
			pendentes.clear();
			falha(err);
		};
		w.addEventListener("error", (ev) => {
			ev.preventDefault();
			morrer(new Error("o processo da calculadora parou" + (ev.message ? " (" + ev.message + ")" : "")));
		});
		w.addEventListener("message", (ev) => {
			const m = ev.data || {};
			if (m.tipo === "pronto" && !iniciado) {
				iniciado = true;
				ok(motorDe(
					(json) => pedir({ tipo: "calcular", json }).then((r) => r.json),
					(valor) => pedir({ tipo: "cnpj", valor }).then((r) => r.valido === true),
					true));
			} else if (m.tipo === "falha" && !iniciado) {
				falha(new Error(m.mensagem));
			} else if (m.tipo === "resposta" && pendentes.has(m.id)) {
				const p = pendentes.get(m.id);
				pendentes.delete(m.id);
				p.res(m);
			}
		});
		w.postMessage({ tipo: "iniciar", exec, wasm });
	});
}

/**
 * @param {HTMLElement} el the element with data-wasm and data-wasm-exec (and data-motor-trabalhador)
 * @returns {Promise<Motor>}
 */
export function carregarMotor(el) {
	const doc = el.ownerDocument;
	const win = doc.defaultView || window;
	const abs = (u) => (u ? new URL(u, doc.baseURI).href : "");
	const wasm = abs(el.getAttribute("data-wasm"));
	const exec = abs(el.getAttribute("data-wasm-exec"));
	const trabalhador = abs(el.getAttribute("data-motor-trabalhador"));
	if (!wasm || !exec || !win.WebAssembly) {
		return Promise.reject(new Error("este navegador não executa WebAssembly"));
	}
	// The download starts once the page itself is in (its load event: the
	// styles and scripts, a few KB), not with it: on a slow link the
	// module's 540 KB would otherwise share the bandwidth with what the
	// person needs first, and delay the first question for an engine that
	// is only needed at the answer. (No <link rel=preload> either.)
	return new Promise((ok) => {
		if (doc.readyState === "complete") {
			ok();
		} else {
			win.addEventListener("load", () => ok(), { once: true });
		}
	}).then(() => {
		if (trabalhador && typeof win.Worker === "function") {
			let p;
			try {
				p = noTrabalhador(win, trabalhador, wasm, exec);
			} catch (e) {
				p = Promise.reject(e);
			}
			// the worker could not start (or stopped while starting): the page runs the module
			return p.catch(() => naPagina(doc, win, wasm, exec));
		}
		return naPagina(doc, win, wasm, exec);
	});
}
