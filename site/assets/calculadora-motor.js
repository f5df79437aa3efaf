// Viagem de Direito — the calculator's engine in a Web Worker, bundled by
// site.Build as /assets/calculadora-motor-HASH.js and started by
// calculadora/motor.js.
//
// Why a worker: starting the engine is the heaviest work a calculator page
// does (compiling the 2.9 MB module and Go's start-up: about 60 ms of one
// core on this machine, 250 ms of the main thread on Lighthouse's 4×
// slower phone, the page's whole "total blocking time"). Here it runs off
// the page's thread, so the questions stay responsive while it starts,
// and so do the calculations, however large the request.
//
// How it starts: on the calculator pages, from the few words of code
// calculadora-inicio.js put in a Blob, which asked for the module before
// loading this script and left self.viagemDeDireitoInicio = {wasm, exec,
// resposta} (the module's address, Go's loader's, the module's download
// under way): it starts at once, with no message. Elsewhere (the widget,
// the refusal document) it is started by its address and waits for the
// page's "iniciar".
//
// The protocol (messages of one page, which owns the worker):
//   page → worker {tipo: "iniciar", exec, wasm}  Go's loader and the
//     module's addresses; the first starts it (unless it started alone),
//     each is answered with:
//   worker → page {tipo: "progresso", lidos}  (while the module comes: the
//     bytes read, uncompressed, at most every PASSO_MS, and at its end)
//   worker → page {tipo: "pronto"} | {tipo: "falha", mensagem}
//   page → worker {tipo: "calcular", id, json} → {tipo: "resposta", id, json}
//   page → worker {tipo: "cnpj", id, valor} → {tipo: "resposta", id, valido}
// Nothing else is answered.

import { NOME_FUNCAO, NOME_CNPJ, NOME_PRONTO, instanciar } from "./calculadora/instanciar.js";

const escopo = self;
let pronto = null;

const PASSO_MS = 100;
const INICIO = "viagemDeDireitoInicio";

function iniciar(m) {
	// the module's download first (or the one the Blob started, already
	// under way), then Go's loader (importScripts waits for it): the two
	// round trips overlap
	const resposta = m.resposta || escopo.fetch(m.wasm);
	resposta.catch(() => {});
	let ultimo = 0;
	const aoLer = (lidos, fim) => {
		const agora = Date.now();
		if (fim || agora - ultimo >= PASSO_MS) {
			ultimo = agora;
			escopo.postMessage({ tipo: "progresso", lidos });
		}
	};
	escopo.importScripts(m.exec);
	const go = new escopo.Go();
	return instanciar(escopo, m.wasm, go.importObject, resposta, aoLer).then((r) => {
		const p = new Promise((ok) => {
			if (escopo[NOME_PRONTO]) {
				ok();
				return;
			}
			escopo.addEventListener(NOME_PRONTO, () => ok(), { once: true });
		});
		go.run(r.instance);
		return p;
	});
}

// One request of each operation the pages ask, answered once the module
// runs, and thrown away: V8 compiles a module's functions when they are
// first called, 15–25 ms for the first answer on this machine, which would
// otherwise land between "Ver resultado" and the answer. Any valid request
// does (the dates are arbitrary); the worker's own time, not the page's.
// Not at once: a page that is already waiting for an answer (a result's
// address, a person who pressed "Ver resultado" before the engine was in)
// sends its request right after "pronto", and it must not queue behind the
// warm-up; once a real request came, the warm-up is not needed.
const AQUECIMENTO = [
	{ operacao: "beneficio", agora: "2026-01-05T10:00:00-03:00", categoria: "jovem", viagem: { modal: "rodoviario", ufOrigem: "SP", ufDestino: "MG", convencional: true, partidaLinha: "2026-01-24T09:30:00-03:00", embarque: "2026-01-24T09:30:00-03:00" }, vagas: { gratuitasConcedidas: 1 }, precos: { menorTarifa: 15001, taxaEmbarque: 850 } },
	{ operacao: "reembolso", agora: "2026-01-05T10:00:00-03:00", modal: "rodoviario", compra: { em: "2026-01-03T20:00:00-03:00", canal: "nao_presencial", tarifa: 15000, taxaEmbarque: 850 }, viagem: { embarque: "2026-01-24T09:30:00-03:00" }, utilizado: false, protocoloFornecido: true, m3NaoInformado: false },
];
const AQUECER_MS = 1000;
let pedidos = 0;

function aquecer() {
	if (pedidos > 0) {
		return;
	}
	for (const p of AQUECIMENTO) {
		try {
			escopo[NOME_FUNCAO](JSON.stringify(p));
		} catch (e) {
			// a warm-up only
		}
	}
}

function comecar(m) {
	if (!pronto) {
		pronto = Promise.resolve().then(() => iniciar(m));
		pronto.then(() => escopo.setTimeout(aquecer, AQUECER_MS), () => {});
	}
	return pronto;
}

escopo.addEventListener("message", (ev) => {
	const m = ev.data;
	if (!m || typeof m !== "object") {
		return;
	}
	// (a second "iniciar", from the page that took over the worker started
	// by calculadora-inicio.js, gets its own "pronto" or "falha")
	if (m.tipo === "iniciar" && typeof m.exec === "string" && typeof m.wasm === "string") {
		comecar({ exec: m.exec, wasm: m.wasm }).then(() => escopo.postMessage({ tipo: "pronto" }),
			(e) => escopo.postMessage({ tipo: "falha", mensagem: String((e && e.message) || e) }));
		return;
	}
	if (!pronto || typeof m.id !== "number") {
		return;
	}
	if (m.tipo === "calcular" && typeof m.json === "string") {
		pedidos++;
		pronto.then(() => escopo.postMessage({ tipo: "resposta", id: m.id, json: escopo[NOME_FUNCAO](m.json) }), () => {});
	} else if (m.tipo === "cnpj" && typeof m.valor === "string") {
		pronto.then(() => escopo.postMessage({ tipo: "resposta", id: m.id, valido: escopo[NOME_CNPJ](m.valor) === true }), () => {});
	}
});

// started by calculadora-inicio.js's Blob: at once
const inicio = escopo[INICIO];
if (inicio && typeof inicio.wasm === "string" && typeof inicio.exec === "string") {
	comecar({ exec: inicio.exec, wasm: inicio.wasm, resposta: inicio.resposta || null }).catch(() => {});
}
