// The header's search form on every page: the search itself (busca.js: the
// dropdown, the index's reader, the stemmer; most of the site's script) is
// fetched only when the visitor goes to the field, on its first focus, or
// at once when the field already has the focus or a value (typed before
// this script ran). So a page that is only read never compiles it. The
// /busca/ page has it in its own script already (busca-pagina.js).

/** @param {Document} doc */
export function buscaSobDemanda(doc) {
	const form = doc.querySelector("form.busca[data-script]");
	const input = form && form.querySelector('input[name="q"]');
	const src = form ? form.getAttribute("data-script") || "" : "";
	// a path on this site only
	if (!input || src.charAt(0) !== "/" || src.charAt(1) === "/") {
		return;
	}
	const carregar = () => {
		input.removeEventListener("focus", carregar);
		if (form.hasAttribute("data-ligada")) {
			return; // the page's own script has the search (busca-pagina.js)
		}
		const s = doc.createElement("script");
		s.src = src;
		s.async = true;
		(doc.head || doc.documentElement).appendChild(s);
	};
	if (doc.activeElement === input || input.value) {
		carregar();
	} else {
		input.addEventListener("focus", carregar);
	}
}
