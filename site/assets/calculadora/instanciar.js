// What the page (motor.js, calculadora-modo.js) and the engine's worker
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

/**
 * The module's download started by the page (calculadora-modo.js), handed
 * to the worker: the page fetches url at once and pipes the body into a
 * stream it transfers to the worker, which compiles it as it comes (the
 * worker's own fetch would start only once the worker's script has come
 * down the line: one round trip more). Returns the stream for the message
 * "iniciar", or null when the browser cannot transfer a stream (the worker
 * then fetches the module itself).
 */
function baixarParaOTrabalhador(g, url) {
	if (typeof g.TransformStream !== "function" || typeof g.fetch !== "function") {
		return null;
	}
	let t;
	try {
		t = new g.TransformStream();
		// can a stream cross to a worker? (structuredClone throws DataCloneError if not)
		new g.MessageChannel().port1.postMessage(t.readable, [t.readable]);
		t = new g.TransformStream();
	} catch (e) {
		return null;
	}
	const escrita = t.writable;
	g.fetch(url).then((r) => {
		if (!r.ok || !r.body) {
			throw new Error("status " + r.status + " ao baixar " + url);
		}
		return r.body.pipeTo(escrita);
	}).catch((e) => {
		escrita.abort(e).catch(() => {});
	});
	return t.readable;
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
 * starts the worker: {trabalhador, wasm, exec, erro, tamanho, lidos},
 * trabalhador null when the browser cannot start one (then the page runs
 * the module), erro set if the worker fails before anyone listens; null
 * when el lacks an address. tamanho is the module's uncompressed size
 * (data-wasm-tamanho), lidos its bytes read so far, also announced on the
 * document (EVENTO_PROGRESSO). With abrirNaPagina (calculadora-modo.js) the
 * page starts the module's download itself and hands it to the worker
 * (baixarParaOTrabalhador).
 */
export function iniciarTrabalhador(g, el, abrirNaPagina) {
	const abs = (u) => (u ? new URL(u, g.document.baseURI).href : "");
	const wasm = abs(el.getAttribute("data-wasm"));
	const exec = abs(el.getAttribute("data-wasm-exec"));
	const url = abs(el.getAttribute("data-motor-trabalhador"));
	const tamanho = Number(el.getAttribute("data-wasm-tamanho")) || 0;
	if (!wasm || !exec) {
		return null;
	}
	const iniciado = { trabalhador: null, wasm, exec, erro: null, tamanho, lidos: 0 };
	if (!url || typeof g.Worker !== "function" || !g.WebAssembly) {
		return iniciado;
	}
	try {
		const w = new g.Worker(url);
		w.addEventListener("error", (ev) => {
			iniciado.erro = erroDoTrabalhador(ev);
		});
		// the module's progress, for whoever shows it (calculadora/rede.js)
		w.addEventListener("message", (ev) => {
			const m = ev.data || {};
			if (m.tipo === "progresso" && typeof m.lidos === "number") {
				iniciado.lidos = m.lidos;
				g.document.dispatchEvent(new g.CustomEvent(EVENTO_PROGRESSO, { detail: { lidos: m.lidos, tamanho } }));
			}
		});
		const corpo = abrirNaPagina ? baixarParaOTrabalhador(g, wasm) : null;
		w.postMessage({ tipo: "iniciar", exec, wasm, corpo }, corpo ? [corpo] : []);
		iniciado.trabalhador = w;
	} catch (e) {
		iniciado.trabalhador = null;
	}
	return iniciado;
}

/**
 * The event, on the document, of the module's download: detail {lidos,
 * tamanho}, the bytes read so far and the module's size (both
 * uncompressed; tamanho 0 when the page does not say it).
 */
export const EVENTO_PROGRESSO = "viagemdedireito:motor-progresso";
