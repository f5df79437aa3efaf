// The way from an answer to the complaint page (/reclamacao/, reclamacao.js):
// the address that carries the answer there. Its state is the request the
// engine answered (p, the JSON of data-pedido: the page asks the engine
// again, so every legal sentence of the letter is the engine's, with its
// citations, and nothing is invented), the flow's name and the answer's own
// address (de: the answers in words and the way back). All of it after the
// "#": a fragment is never sent to the server, so nothing of it leaves the
// device, not even when the page is loaded (the page's script reads it).

import { el } from "./dom.js";

export const CAMINHO_RECLAMACAO = "/reclamacao/";

/**
 * The complaint page's address for the answer of pedido in flow nome,
 * shown at de (a path and query of this site); extra are more of the
 * page's fields (empresa, cnpj, data, ocorrido, oque, protocolo).
 * @param {string} nome @param {object|null} pedido @param {string} de @param {Object<string,string>} [extra]
 */
export function enderecoReclamacao(nome, pedido, de, extra) {
	const q = new URLSearchParams();
	if (nome) {
		q.set("calc", nome);
	}
	if (pedido) {
		q.set("p", JSON.stringify(pedido));
	}
	if (de && de.charAt(0) === "/" && de.charAt(1) !== "/") {
		q.set("de", de);
	}
	for (const k of Object.keys(extra || {})) {
		if (extra[k]) {
			q.set(k, extra[k]);
		}
	}
	return CAMINHO_RECLAMACAO + "#" + q.toString();
}

/** The result's link to the complaint page (fluxo.js, after its actions). */
export function linkReclamacao(doc, nome, pedido) {
	const win = doc.defaultView || window;
	const de = win.location.pathname + win.location.search;
	return el(doc, "p", { class: "calc-reclamar" },
		el(doc, "a", { href: enderecoReclamacao(nome, pedido, de), class: "calc-link-reclamar" }, "Reclamar: escrever uma carta à empresa com esta resposta"));
}
