// Printing, on every page: remissões to other pages get their absolute
// address for the print stylesheet (css/impressao.css prints it after the
// link, those within the page print none), the date of printing goes into
// the footer, folded parts (<details>) are opened and closed again
// afterwards.

import { absoluto, canonico } from "./endereco.js";

const dois = (n) => (n < 10 ? "0" : "") + n;

/** @param {Document} doc */
export function prepararImpressao(doc) {
	const win = doc.defaultView || window;
	const base = canonico(doc, win);
	for (const a of Array.prototype.slice.call(doc.querySelectorAll("a.remissao[href]"))) {
		const href = a.getAttribute("href") || "";
		if (href.charAt(0) !== "#") {
			a.setAttribute("data-url", absoluto(href, base));
		}
	}
	/** @type {HTMLDetailsElement[]} */
	let abertos = [];
	win.addEventListener("beforeprint", () => {
		const agora = new Date();
		const data =
			dois(agora.getDate()) + "/" + dois(agora.getMonth() + 1) + "/" + agora.getFullYear() +
			" às " + dois(agora.getHours()) + ":" + dois(agora.getMinutes());
		for (const el of Array.prototype.slice.call(doc.querySelectorAll("[data-data-impressao]"))) {
			el.textContent = " · impresso em " + data;
		}
		abertos = Array.prototype.slice.call(doc.querySelectorAll("details:not([open])"));
		for (const d of abertos) {
			d.open = true;
		}
	});
	win.addEventListener("afterprint", () => {
		for (const d of abertos) {
			d.open = false;
		}
		abertos = [];
	});
}
