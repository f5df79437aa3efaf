// Small DOM helpers. Text is always set with textContent: nothing that comes
// from the address bar or from the engine is ever parsed as HTML.

/**
 * el(doc, "p", {class: "x", href: "…"}, "texto", otherNode…)
 * @param {Document} doc
 */
export function el(doc, tag, attrs, ...filhos) {
	const e = doc.createElement(tag);
	if (attrs) {
		for (const k of Object.keys(attrs)) {
			const v = attrs[k];
			if (v === null || v === undefined || v === false) {
				continue;
			}
			e.setAttribute(k, v === true ? "" : String(v));
		}
	}
	anexar(e, filhos);
	return e;
}

/** Appends strings (as text), nodes and arrays of them to pai. */
export function anexar(pai, filhos) {
	for (const f of filhos) {
		if (f === null || f === undefined || f === false) {
			continue;
		}
		if (Array.isArray(f)) {
			anexar(pai, f);
		} else if (typeof f === "string" || typeof f === "number") {
			pai.appendChild(pai.ownerDocument.createTextNode(String(f)));
		} else {
			pai.appendChild(f);
		}
	}
	return pai;
}

/** A copy of the content of <template id="id"> of the page, or null. */
export function modelo(doc, id) {
	const t = doc.getElementById(id);
	if (!t || !t.content) {
		return null;
	}
	return doc.importNode(t.content, true);
}

/** Removes every child of e. */
export function esvaziar(e) {
	while (e.firstChild) {
		e.removeChild(e.firstChild);
	}
}
