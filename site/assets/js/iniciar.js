// iniciar runs each of a bundle's enhancements once the document is parsed,
// each on its own: one failing must not take the others down.

/**
 * @param {Document} doc
 * @param {Array<(doc: Document) => void>} fs
 */
export function iniciar(doc, fs) {
	const todas = () => {
		for (const f of fs) {
			try {
				f(doc);
			} catch (e) {
				if (window.console) {
					console.error(e);
				}
			}
		}
	};
	if (doc.readyState === "loading") {
		doc.addEventListener("DOMContentLoaded", todas);
	} else {
		todas();
	}
}
