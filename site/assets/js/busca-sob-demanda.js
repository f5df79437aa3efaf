// The header's search form on every page: the search itself (busca.js: the
// dropdown, the index's reader, the stemmer; most of the site's script) is
// fetched only when the visitor goes to the field, on its first focus, or
// at once when the field already has the focus or a value (typed before
// this script ran); after a failed download, again on the next focus or
// keystroke. So a page that is only read never compiles it. The /busca/
// page has it in its own script already (busca-pagina.js).

/** @param {Document} doc */
export function buscaSobDemanda(doc) {
	const form = doc.querySelector("form.busca[data-script]");
	const input = form && form.querySelector('input[name="q"]');
	const src = form ? form.getAttribute("data-script") || "" : "";
	// a path on this site only
	if (!input || src.charAt(0) !== "/" || src.charAt(1) === "/") {
		return;
	}
	// armar: the next focus on the field or the next thing typed in it
	// fetches the script (once: each listener takes both off).
	const armar = () => {
		input.addEventListener("focus", carregar);
		input.addEventListener("input", carregar);
	};
	const carregar = () => {
		input.removeEventListener("focus", carregar);
		input.removeEventListener("input", carregar);
		if (form.hasAttribute("data-ligada")) {
			return; // the page's own script has the search (busca-pagina.js)
		}
		const s = doc.createElement("script");
		s.src = src;
		s.async = true;
		// A failed download (a dropped connection on a phone) must not leave
		// the field without its dropdown until the page is reloaded: the
		// script is asked for again on the next focus or keystroke. The form
		// submits to /busca/ meanwhile.
		s.addEventListener("error", () => {
			s.remove();
			armar();
		});
		(doc.head || doc.documentElement).appendChild(s);
	};
	if (doc.activeElement === input || input.value) {
		carregar();
	} else {
		armar();
	}
}
