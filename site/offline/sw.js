// Viagem de Direito — service worker, served at /sw.js (scope /).
//
// The generator (generator/offline.go) writes this file at the root of the
// site with MANIFESTO filled in from the build: the shell (casca), the
// engine's files (motor), the fingerprinted files
// (/assets/name-HASH.ext: styles, scripts, the calculator's WebAssembly
// module and wasm_exec.js), every page of the table of outputs, and the
// search index (/busca/indice.json), which keeps its name from build to build
// and is therefore kept and fetched like a page, network first.
//
// What is kept, and when (issue 28: every page works offline after its
// first visit, and the engine only where the person asked for it):
//   - the install keeps the shell, MANIFESTO.casca (the home page, the
//     calculator pages, the 404 page, the icon), and every fingerprinted
//     file but the engine's, MANIFESTO.motor (the WebAssembly module, about
//     480 KB over the line, Go's loader and the engine's worker): a few tens
//     of KB;
//   - a page asks, once the worker is active, for its own files to be kept
//     (message {tipo: "guardar", caminhos, motor}, answered on the port it
//     sends, {ok}): its path, styles, scripts, and the engine's files when
//     the page itself runs the engine (the calculator) or the person asked
//     for it (motor true: a button); files already in the HTTP cache come
//     from it, so nothing crosses the line twice;
//   - every page of MANIFESTO.paginas the browser fetches later is kept as
//     it passes (network first, below), and so is every fingerprinted file.
// A new build's install keeps the engine when the old caches held one
// (the person had asked for it).
//
// Caches, both named by a hash so that a new build gets new ones:
//   vdd-ativos-<hash of the list of fingerprinted files>
//   vdd-paginas-<hash of the pages' paths and bytes>
// A build that changes only a norm's text keeps the assets' cache and fills a
// new pages' cache; one that changes a script or the wasm fills a new assets'
// cache, copying from the old one whatever kept its name.
//
// Requests:
//   - fingerprinted assets: cache first (their bytes never change under one
//     name), else the network, and the answer is kept;
//   - pages and every other file of the site: network first, so an online
//     visitor always gets the current build; the answer is kept (pages under
//     their path without the query string: /calculadora/?x=1 is the page
//     /calculadora/); with no network, or none within ESPERA_MS when a copy
//     is cached, the cached copy; a page never cached gets the cached 404;
//   - other origins (there are none), other methods, the API and /sw.js
//     itself: not handled.
//
// Mixed versions. A page and the scripts and module it runs always come from
// the same build: the page names them by fingerprint, and a fingerprinted
// name is only ever answered with its own bytes (cache or network), so a new
// page can never get an old calculator, nor an old page a new one. A new
// worker installs in the background (downloading the new build whole — if
// any file fails, the install fails and is retried on a later visit) and
// waits: there is no skipWaiting, so the old worker keeps serving the pages
// that are open, whose files stay in the old caches, and the new one takes
// over when they are closed, deleting the old caches then. While the old
// worker is still in charge, a page it fetches from the network is the new
// build's, and so are the assets that page names, which the old worker fetches
// by their new names and keeps: a page stored in a cache always has its assets
// stored beside it or in the same build's cache. The search index is data,
// not code: a page may search an index newer than itself (it is network
// first), whose results are addresses of the site, never an older one when
// the network answers.

"use strict";

const MANIFESTO = /* gerar: manifesto */ null;

const ATIVOS = "vdd-ativos-" + MANIFESTO.versaoAtivos;
const PAGINAS = "vdd-paginas-" + MANIFESTO.versaoPaginas;
const PREFIXO = "vdd-";
const ESPERA_MS = 4000;
const IMPRESSO = new RegExp(MANIFESTO.impresso); // the server's own pattern
const FORA = ["/sw.js", "/api/"];

self.addEventListener("install", (ev) => {
	ev.waitUntil(instalar());
});

self.addEventListener("activate", (ev) => {
	ev.waitUntil(
		caches
			.keys()
			.then((nomes) =>
				Promise.all(
					nomes.filter((n) => n.startsWith(PREFIXO) && n !== ATIVOS && n !== PAGINAS).map((n) => caches.delete(n)),
				),
			)
			.then(() => self.clients.claim()),
	);
});

self.addEventListener("fetch", (ev) => {
	const req = ev.request;
	if (req.method !== "GET") {
		return;
	}
	const url = new URL(req.url);
	if (url.origin !== self.location.origin || FORA.some((p) => url.pathname === p || url.pathname.startsWith(p))) {
		return;
	}
	// guardar keeps the worker alive until a copy is stored; after the
	// answer is out (a slow network lost the race) waitUntil may refuse,
	// and the copy is stored anyway while the worker lives.
	const guardar = (p) => {
		try {
			ev.waitUntil(p);
		} catch (e) {
			// InvalidStateError: the event is over
		}
	};
	if (IMPRESSO.test(url.pathname)) {
		ev.respondWith(ativo(req, url, guardar));
	} else {
		ev.respondWith(redePrimeiro(req, url, guardar));
	}
});

self.addEventListener("message", (ev) => {
	const m = ev.data;
	const porta = ev.ports && ev.ports[0];
	if (!m || m.tipo !== "guardar" || !Array.isArray(m.caminhos) || !porta) {
		return;
	}
	ev.waitUntil(
		guardarCaminhos(m.caminhos, m.motor === true).then(
			(ok) => porta.postMessage({ ok }),
			() => porta.postMessage({ ok: false }),
		),
	);
});

// guardarCaminhos keeps the paths a page asked for (only the build's
// pages and fingerprinted files; the engine's only when motor, or when
// the page named them itself); resolves whether all are kept.
async function guardarCaminhos(caminhos, motor) {
	const lista = caminhos.filter((c) => typeof c === "string" && c.startsWith("/"));
	if (motor) {
		lista.push(...MANIFESTO.motor);
	}
	const ativos = await caches.open(ATIVOS);
	const paginas = await caches.open(PAGINAS);
	let ok = true;
	for (const c of lista) {
		const ehAtivo = MANIFESTO.ativos.includes(c);
		if (!ehAtivo && !MANIFESTO.paginas.includes(c)) {
			continue;
		}
		const cache = ehAtivo ? ativos : paginas;
		if (await cache.match(c)) {
			continue;
		}
		try {
			// an asset: the HTTP cache holds it (immutable); a page: ask the
			// server whether the copy the browser has is current
			const resp = await fetch(ehAtivo ? c : new Request(c, { cache: "no-cache" }));
			if (resp.ok) {
				await cache.put(c, resp);
			} else {
				ok = false;
			}
		} catch (e) {
			ok = false;
		}
	}
	return ok;
}

// motorGuardado: whether one of our caches (of any build) holds an engine.
async function motorGuardado() {
	for (const nome of await caches.keys()) {
		if (!nome.startsWith(PREFIXO + "ativos-")) {
			continue;
		}
		const c = await caches.open(nome);
		if ((await c.keys()).some((r) => new URL(r.url).pathname.endsWith(".wasm"))) {
			return true;
		}
	}
	return false;
}

// instalar fills the new caches with the shell (see "What is kept"):
// assets already kept under the same name (in any of our caches) are
// copied, the rest are fetched; the engine only when an old cache had one.
async function instalar() {
	const ativos = await caches.open(ATIVOS);
	const faltam = [];
	const semMotor = !(await motorGuardado());
	for (const a of MANIFESTO.ativos) {
		if (semMotor && MANIFESTO.motor.includes(a)) {
			continue;
		}
		if (await ativos.match(a)) {
			continue;
		}
		const velho = await caches.match(a);
		if (velho && velho.ok) {
			await ativos.put(a, velho);
		} else {
			faltam.push(a);
		}
	}
	await ativos.addAll(faltam);
	const paginas = await caches.open(PAGINAS);
	// "no-cache": the HTTP cache may hold an older page; ask the server.
	await paginas.addAll(MANIFESTO.casca.map((p) => new Request(p, { cache: "no-cache" })));
}

async function ativo(req, url, guardar) {
	const guardado = await caches.match(url.pathname, { ignoreSearch: true });
	if (guardado) {
		return guardado;
	}
	const resp = await fetch(req);
	if (resp.ok && resp.type === "basic") {
		const copia = resp.clone();
		guardar(caches.open(ATIVOS).then((c) => c.put(url.pathname, copia)));
	}
	return resp;
}

async function redePrimeiro(req, url, guardar) {
	const chave = url.pathname;
	const guardado = await caches.match(chave, { ignoreSearch: true });
	const rede = fetch(req).then((resp) => {
		if (resp.ok && resp.type === "basic" && MANIFESTO.paginas.includes(chave)) {
			const copia = resp.clone();
			guardar(caches.open(PAGINAS).then((c) => c.put(chave, copia)));
		}
		return resp;
	});
	if (!guardado) {
		return rede.catch(() => semRede(req));
	}
	// a weak signal must not leave the passenger waiting when a copy exists.
	const espera = new Promise((ok) => setTimeout(() => ok(guardado), ESPERA_MS));
	return Promise.race([rede.catch(() => guardado), espera]);
}

async function semRede(req) {
	if (req.mode === "navigate") {
		const nao = await caches.match("/404.html");
		if (nao) {
			return nao;
		}
	}
	return Response.error();
}
