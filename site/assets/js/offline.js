// Offline: registers the service worker /sw.js, which the generator writes
// with the list of the build's files (site/offline/sw.js, generator/offline.go).
// Once it is installed, every page, the calculator and its WebAssembly
// module work with no network.
//
// When. Its install keeps only the site's shell (the home page, the
// calculator pages, the 404 page and the small scripts and styles: a few
// tens of KB; never the calculator's engine, about 480 KB), and then each
// page keeps its own files (prontoOffline asks the worker: "guardar"),
// mostly from the browser's HTTP cache. So:
//   - the calculator pages register it themselves, once their engine is
//     ready (calculadora/rede.js): nothing competes with the module, and
//     the module, already downloaded, is kept;
//   - every other page registers it once it has loaded (registrarOffline),
//     and says "Esta página funciona sem internet." in its footer once a
//     reload with no network really works (never before); the home page
//     and the other pages with a [data-guardar-motor] button let the
//     person keep the calculator's engine too (guardarMotor).
// Browsers without service workers, or pages not in a secure context (http://
// other than localhost), simply stay online-only. Calling it more than once is
// harmless.

export const FUNCIONA_OFFLINE = "Esta página funciona sem internet.";

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
	const doc = w.document;
	const registrar = () => {
		registrarAgora(w).then((reg) => prontoOffline(w, reg)).then((sim) => {
			const linha = doc.querySelector("[data-offline-estado]");
			if (!sim || !linha) {
				return;
			}
			linha.textContent = FUNCIONA_OFFLINE;
			linha.setAttribute("data-offline", "pronto");
			oferecerMotor(w);
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

// pedirAoTrabalhador sends the active worker of reg the message m and
// resolves with its answer (null when there is none within 60 s).
function pedirAoTrabalhador(w, reg, m) {
	return new Promise((ok) => {
		const sw = reg && reg.active;
		if (!sw || typeof w.MessageChannel !== "function") {
			ok(null);
			return;
		}
		const canal = new w.MessageChannel();
		const t = w.setTimeout(() => ok(null), 60000);
		canal.port1.onmessage = (ev) => {
			w.clearTimeout(t);
			ok(ev.data || null);
		};
		sw.postMessage(m, [canal.port2]);
	});
}

/**
 * The button [data-guardar-motor] (hidden until the page works offline):
 * a press asks the worker to keep the calculator's engine too; its line
 * [data-guardar-motor-estado] says when it is kept. A device that already
 * keeps it is told so and sees no button.
 */
export function oferecerMotor(win) {
	const w = win || window;
	const doc = w.document;
	const botao = doc.querySelector("[data-guardar-motor]");
	const linha = doc.querySelector("[data-guardar-motor-estado]");
	if (!botao || !suporta(w)) {
		return;
	}
	const pronto = () => {
		botao.hidden = true;
		if (linha) {
			linha.textContent = "A calculadora também funciona sem internet neste aparelho.";
		}
	};
	motorGuardado(w).then((sim) => {
		if (sim) {
			pronto();
			return;
		}
		botao.hidden = false;
		botao.addEventListener("click", () => {
			botao.disabled = true;
			if (linha) {
				linha.textContent = "Guardando a calculadora…";
			}
			w.navigator.serviceWorker.ready.then((reg) => pedirAoTrabalhador(w, reg, { tipo: "guardar", caminhos: [], motor: true })).then((r) => {
				if (r && r.ok) {
					pronto();
				} else {
					botao.disabled = false;
					if (linha) {
						linha.textContent = "Não foi possível guardar a calculadora agora. Tente de novo com internet.";
					}
				}
			});
		});
	});
}

// motorGuardado: whether the site's caches hold the calculator's module.
function motorGuardado(w) {
	return w.caches.keys().then((nomes) => Promise.all(nomes.filter((n) => n.startsWith("vdd-ativos-")).map((n) =>
		w.caches.open(n).then((c) => c.keys()).then((rs) => rs.some((r) => new URL(r.url).pathname.endsWith(".wasm")))))).then((xs) => xs.some(Boolean), () => false);
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
		let pedido = null;
		const conferir = () => {
			if (feito || !reg.active || reg.active.state !== "activated") {
				return;
			}
			// once: the worker keeps this page's files (the first visit's
			// page was fetched before the worker was there)
			if (!pedido) {
				pedido = pedirAoTrabalhador(w, reg, { tipo: "guardar", caminhos });
			}
			pedido.then(tudoGuardado).then((sim) => {
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
