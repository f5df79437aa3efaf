// Offline: registers the service worker /sw.js, which the generator writes
// with the list of the build's files (site/offline/sw.js, generator/offline.go).
// After the first visit every page, the calculator and its WebAssembly module
// work with no network.
//
// The registration waits for the page's load event, so the worker's downloads
// (the pages and assets of the whole site) never compete with the page's own.
// Browsers without service workers, or pages not in a secure context (http://
// other than localhost), simply stay online-only. Calling it more than once is
// harmless.

export function registrarOffline(win) {
	const w = win || window;
	const nav = w.navigator;
	if (!nav || !nav.serviceWorker || !w.isSecureContext) {
		return;
	}
	const registrar = () => {
		nav.serviceWorker.register("/sw.js", { scope: "/" }).catch((e) => {
			// offline is an enhancement: the page works without it
			if (w.console) {
				w.console.warn("service worker não registrado:", e);
			}
		});
	};
	if (w.document.readyState === "complete") {
		registrar();
	} else {
		w.addEventListener("load", registrar, { once: true });
	}
}
