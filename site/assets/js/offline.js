// Offline: registers the service worker /sw.js, which the generator writes
// with the list of the build's files (site/offline/sw.js, generator/offline.go).
// Once it is installed, every page, the calculator and its WebAssembly
// module work with no network.
//
// When. Its install downloads the whole site (every page and asset), which
// on a slow line would compete with what the person is waiting for. So:
//   - the calculator pages register it themselves, once their engine is
//     ready (calculadora/rede.js): nothing competes with the module;
//   - every other page registers it on load only when it is already
//     registered (the browser then only checks for a new build), or on a
//     later visit (more than half an hour after the device's first page
//     view, visitaPosterior): a first visit that reads a norm or the home
//     page downloads only what it shows.
// Browsers without service workers, or pages not in a secure context (http://
// other than localhost), simply stay online-only. Calling it more than once is
// harmless.

// The device's first page view of the site, as a time in Cache Storage
// (never sent anywhere: only this page reads it). Cache Storage and not
// localStorage: the first use of localStorage or sessionStorage opens the
// site's storage, a synchronous wait of the page's thread (130–260 ms of a
// norm list's start at CPU ×4, its largest task); Cache Storage answers in
// a promise. A "later visit" is a page view more than SESSAO_MS after the
// first one: a first visit (its pages within half an hour) downloads only
// what it shows.
// (not under the service worker's prefix "vdd-", whose caches it replaces)
const VISTO = "viagemdedireito-visto";
const PRIMEIRA = "/primeira-visita";
const SESSAO_MS = 30 * 60 * 1000;

/**
 * Resolves whether this page view is a later visit (see above), marking the
 * device's first one; false when the storage is refused.
 */
export function visitaPosterior(w) {
	return w.caches.open(VISTO).then((c) => c.match(PRIMEIRA).then((r) => {
		if (r) {
			return r.text().then((t) => Date.now() - Number(t) > SESSAO_MS);
		}
		return c.put(PRIMEIRA, new w.Response(String(Date.now()))).then(() => false);
	})).catch(() => false);
}

function suporta(w) {
	const nav = w.navigator;
	return !!(nav && nav.serviceWorker && w.isSecureContext && w.caches);
}

/**
 * Registers the worker now; resolves with its registration, or null when
 * the browser has none or refuses it (offline is an enhancement: the page
 * works without it).
 */
export function registrarAgora(win) {
	const w = win || window;
	if (!suporta(w)) {
		return Promise.resolve(null);
	}
	return w.navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((e) => {
		if (w.console) {
			w.console.warn("service worker não registrado:", e);
		}
		return null;
	});
}

/** Every page's call (js/todas.js): see "When" above. */
export function registrarOffline(win) {
	const w = win || window;
	if (!suporta(w) || w.document.querySelector("[data-calculadora]")) {
		return;
	}
	const registrar = () => {
		w.navigator.serviceWorker.getRegistration("/").then((reg) => reg || visitaPosterior(w)).then((sim) => {
			if (sim) {
				registrarAgora(w);
			}
		}, () => {});
	};
	if (w.document.readyState === "complete") {
		registrar();
	} else {
		w.addEventListener("load", registrar, { once: true });
	}
}

/**
 * The same-origin paths a reload of this page needs: the page itself
 * (without its query: the worker keeps a page under its path), its styles,
 * scripts and icon, and the addresses on its elements (data-wasm,
 * data-wasm-exec, data-motor-trabalhador: the calculator's module, Go's
 * loader and the engine's worker).
 */
export function caminhosDaPagina(doc) {
	const win = doc.defaultView || window;
	const base = win.location.origin;
	const out = new Set([win.location.pathname]);
	const juntar = (u) => {
		if (!u) {
			return;
		}
		const x = new URL(u, doc.baseURI);
		if (x.origin === base) {
			out.add(x.pathname);
		}
	};
	for (const e of doc.querySelectorAll("link[rel~=stylesheet][href], link[rel~=icon][href], script[src]")) {
		juntar(e.getAttribute("href") || e.getAttribute("src"));
	}
	for (const a of ["data-wasm", "data-wasm-exec", "data-motor-trabalhador"]) {
		for (const e of doc.querySelectorAll("[" + a + "]")) {
			juntar(e.getAttribute(a));
		}
	}
	return Array.from(out);
}

/**
 * Resolves true once a reload of this page works with no network: a
 * service worker is active for the site and every path the page needs
 * (caminhosDaPagina) is in its caches; checked again whenever a worker of
 * the registration changes state. Resolves false if the browser has no
 * service worker.
 */
export function prontoOffline(win, reg) {
	const w = win || window;
	if (!reg || !suporta(w)) {
		return Promise.resolve(false);
	}
	const caminhos = caminhosDaPagina(w.document);
	const tudoGuardado = () =>
		Promise.all(caminhos.map((c) => w.caches.match(c, { ignoreSearch: true }))).then((rs) => rs.every((r) => r && r.ok));
	return new Promise((ok) => {
		let feito = false;
		const conferir = () => {
			if (feito || !reg.active || reg.active.state !== "activated") {
				return;
			}
			tudoGuardado().then((sim) => {
				if (sim && !feito) {
					feito = true;
					ok(true);
				}
			}, () => {});
		};
		const seguir = (sw) => {
			if (sw) {
				sw.addEventListener("statechange", conferir);
			}
		};
		seguir(reg.installing);
		seguir(reg.waiting);
		seguir(reg.active);
		reg.addEventListener("updatefound", () => seguir(reg.installing));
		w.navigator.serviceWorker.addEventListener("controllerchange", conferir);
		w.navigator.serviceWorker.ready.then(conferir, () => {});
	});
}
