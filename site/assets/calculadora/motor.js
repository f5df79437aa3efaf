// The calculator's engine in the browser: Go's loader (wasm_exec.js) and the
// WebAssembly module (wasm/main.go), run in a Web Worker of ours
// (calculadora-motor.js) whenever the browser can: the module's download,
// its compiling, Go's start-up and every calculation happen off the page's
// thread (reading the module's 2.9 MB in the page alone blocked it 50 ms on
// this machine). The addresses are data attributes (data-wasm,
// data-wasm-exec, data-motor-trabalhador): no inline script, the pages run
// under a strict Content-Security-Policy.
//
// On the calculator pages the worker is started by calculadora-inicio.js,
// written into <head>, with the page's first bytes (calculadora.js adopts
// it: instanciar.js, adotarTrabalhador); carregarMotor takes it over. Elsewhere
// (the widget, the refusal document) carregarMotor starts it from the
// attributes of its element. Without Worker, or when the worker cannot
// start, the module runs in the page. Either way the promise resolves with
// a Motor once the module has defined its functions (wasm/calculadora.d.ts).

import { NOME_FUNCAO, NOME_CNPJ, NOME_PRONTO, INICIADO, instanciar, iniciarTrabalhador, erroDoTrabalhador } from "./instanciar.js";

/**
 * @typedef {{
 *   calcular: (pedido: object) => Promise<object>,
 *   calcularJSON: (json: string) => Promise<string>,
 *   validarCNPJ: (cnpj: string) => Promise<boolean>,
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

function motorDe(calcularJSON, validarCNPJ) {
	return {
		calcularJSON,
		calcular: (pedido) => calcularJSON(JSON.stringify(pedido)).then((j) => JSON.parse(j)),
		validarCNPJ,
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
		(s) => Promise.resolve().then(() => win[NOME_CNPJ](s) === true)));
}

// noTrabalhador talks to the engine's worker started by iniciarTrabalhador
// (here) or by calculadora-inicio.js: it asks it to start (again: the worker
// answers each request) and resolves once it is ready.
function noTrabalhador(iniciado) {
	return new Promise((ok, falha) => {
		const w = iniciado.trabalhador;
		const wasm = iniciado.wasm;
		const exec = iniciado.exec;
		const pendentes = new Map();
		let proximo = 1;
		let pronto = false;
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
		w.addEventListener("error", (ev) => morrer(erroDoTrabalhador(ev)));
		w.addEventListener("message", (ev) => {
			const m = ev.data || {};
			if (m.tipo === "pronto" && !pronto) {
				pronto = true;
				ok(motorDe(
					(json) => pedir({ tipo: "calcular", json }).then((r) => r.json),
					(valor) => pedir({ tipo: "cnpj", valor }).then((r) => r.valido === true)));
			} else if (m.tipo === "falha" && !pronto) {
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
	// the worker calculadora-inicio.js started with the page (the
	// calculator pages, adopted by calculadora.js), or one started now (the widget, the refusal
	// document: their pages have no such script)
	const iniciado = doc[INICIADO] || iniciarTrabalhador(win, el);
	doc[INICIADO] = null;
	if (!iniciado || !win.WebAssembly) {
		return Promise.reject(new Error("este navegador não executa WebAssembly"));
	}
	const naPaginaAgora = () => naPagina(doc, win, iniciado.wasm, iniciado.exec);
	if (!iniciado.trabalhador || iniciado.erro) {
		return naPaginaAgora();
	}
	// the worker could not start (or stopped while starting): the page runs the module
	return noTrabalhador(iniciado).catch(naPaginaAgora);
}
