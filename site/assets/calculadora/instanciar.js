// What the page (motor.js, calculadora.js) and the engine's worker
// (calculadora-motor.js) share: the names of the globals the module defines
// (wasm/main.go, wasm/calculadora.d.ts), how a module is instantiated from
// its address, and how the worker is started.

export const NOME_FUNCAO = "viagemDeDireitoCalcular";
export const NOME_CNPJ = "viagemDeDireitoValidarCNPJ";
export const NOME_PRONTO = "viagemDeDireitoPronto";

/**
 * contando returns the response r whose body, as it is read, calls
 * aoLer(n, fim) with the bytes read so far (fim true once, at its end) (decoded: a body sent compressed
 * counts its uncompressed bytes, which is why the pages compare them with
 * the module's uncompressed size, data-wasm-tamanho); r itself when the
 * browser cannot wrap a body.
 */
export function contando(g, r, aoLer) {
	if (!aoLer || !r.body || typeof g.TransformStream !== "function" || typeof g.Response !== "function") {
		return r;
	}
	let n = 0;
	const t = new g.TransformStream({
		transform(pedaco, c) {
			n += pedaco.byteLength;
			aoLer(n, false);
			c.enqueue(pedaco);
		},
		flush() {
			aoLer(n, true);
		},
	});
	return new g.Response(r.body.pipeThrough(t), { status: r.status, statusText: r.statusText, headers: r.headers });
}

/**
 * Instantiates the module at url in the global scope g (a window or a
 * worker), streaming when the browser can; resposta is its download when
 * already started (a promise of a Response); aoLer, if given, is called
 * with the bytes read so far (contando).
 */
export function instanciar(g, url, imports, resposta, aoLer) {
	const WA = g.WebAssembly;
	const baixar = () => g.fetch(url).then((r) => contando(g, r, aoLer));
	const porBytes = () =>
		baixar().then((r) => {
			if (!r.ok) {
				throw new Error("status " + r.status + " ao baixar " + url);
			}
			return r.arrayBuffer();
		}).then((b) => WA.instantiate(b, imports));
	if (typeof WA.instantiateStreaming !== "function") {
		return porBytes();
	}
	// A server that does not say application/wasm makes streaming fail
	// (and a download the page started and lost, below): read the bytes then.
	const r = resposta ? resposta.then((x) => contando(g, x, aoLer)) : baixar();
	return WA.instantiateStreaming(r, imports).catch(porBytes);
}

/** The error of a worker's error event, which it keeps from the console. */
export function erroDoTrabalhador(ev) {
	ev.preventDefault();
	return new Error("o processo da calculadora parou" + (ev.message ? " (" + ev.message + ")" : ""));
}

/**
 * The property of the document where calculadora.js leaves, for motor.js,
 * what adotarTrabalhador returned.
 */
export const INICIADO = "viagemDeDireitoMotorIniciado";

// The properties of the document where calculadora-inicio.js (written into
// the calculator pages) leaves the worker it started and the error it had
// before anyone listened.
const TRABALHADOR = "viagemDeDireitoTrabalhador";
const ERRO = "viagemDeDireitoErro";

// lerEnderecos reads the addresses on el — the module (data-wasm), Go's
// loader (data-wasm-exec), the engine's worker (data-motor-trabalhador) —
// and the module's uncompressed size (data-wasm-tamanho).
function lerEnderecos(g, el) {
	const abs = (u) => (u ? new URL(u, g.document.baseURI).href : "");
	return {
		wasm: abs(el.getAttribute("data-wasm")),
		exec: abs(el.getAttribute("data-wasm-exec")),
		url: abs(el.getAttribute("data-motor-trabalhador")),
		tamanho: Number(el.getAttribute("data-wasm-tamanho")) || 0,
	};
}

// ouvir follows worker w for iniciado: its error (kept until someone
// listens) and the module's progress, announced on the document
// (EVENTO_PROGRESSO).
function ouvir(g, w, iniciado) {
	w.addEventListener("error", (ev) => {
		iniciado.erro = erroDoTrabalhador(ev);
	});
	w.addEventListener("message", (ev) => {
		const m = ev.data || {};
		if (m.tipo === "progresso" && typeof m.lidos === "number") {
			iniciado.lidos = m.lidos;
			g.document.dispatchEvent(new g.CustomEvent(EVENTO_PROGRESSO, { detail: { lidos: m.lidos, tamanho: iniciado.tamanho } }));
		}
	});
	iniciado.trabalhador = w;
}

/**
 * Reads the addresses on el (lerEnderecos) and starts the worker:
 * {trabalhador, wasm, exec, erro, tamanho, lidos}, trabalhador null when
 * the browser cannot start one (then the page runs the module), erro set if
 * the worker fails before anyone listens; null when el lacks an address.
 * lidos is the module's bytes read so far, also announced on the document
 * (EVENTO_PROGRESSO).
 */
export function iniciarTrabalhador(g, el) {
	const e = lerEnderecos(g, el);
	if (!e.wasm || !e.exec) {
		return null;
	}
	const iniciado = { trabalhador: null, wasm: e.wasm, exec: e.exec, erro: null, tamanho: e.tamanho, lidos: 0 };
	if (!e.url || typeof g.Worker !== "function" || !g.WebAssembly) {
		return iniciado;
	}
	try {
		const w = new g.Worker(e.url);
		ouvir(g, w, iniciado);
		w.postMessage({ tipo: "iniciar", exec: e.exec, wasm: e.wasm });
	} catch (err) {
		iniciado.trabalhador = null;
	}
	return iniciado;
}

/**
 * The worker calculadora-inicio.js started with the page (el is its script
 * element, with the addresses), taken over as iniciarTrabalhador would
 * return it; when that script left none, or its worker failed before
 * anyone listened, a worker started now (iniciarTrabalhador).
 */
export function adotarTrabalhador(g, el) {
	const doc = g.document;
	const w = doc[TRABALHADOR];
	const falhou = doc[ERRO];
	doc[TRABALHADOR] = null;
	if (!w || falhou || !g.WebAssembly) {
		if (w) {
			w.terminate();
		}
		return iniciarTrabalhador(g, el);
	}
	const e = lerEnderecos(g, el);
	if (!e.wasm || !e.exec) {
		return null;
	}
	const iniciado = { trabalhador: null, wasm: e.wasm, exec: e.exec, erro: null, tamanho: e.tamanho, lidos: 0 };
	ouvir(g, w, iniciado);
	return iniciado;
}

/**
 * The event, on the document, of the module's download: detail {lidos,
 * tamanho}, the bytes read so far and the module's size (both
 * uncompressed; tamanho 0 when the page does not say it).
 */
export const EVENTO_PROGRESSO = "viagemdedireito:motor-progresso";
