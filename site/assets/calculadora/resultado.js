// Pieces of the result pages: a sentence followed by the links to the
// dispositivos that ground it (the engine's citation objects), money tables
// and times with the terminal's zone.

import { el, modelo } from "./dom.js";
import { reais } from "./formato.js";
import { partes, rotuloUTC, cidadeDaZona } from "./fusos.js";

/** Only site paths become links: anything else from the engine stays text. */
const RE_HREF = /^\/[A-Za-z0-9_\-./]*(#[A-Za-z0-9_\-]+)?$/;

/** The links of a list of citations: " (A; B)", or null for none. */
export function citacoes(doc, fundamentos) {
	const lista = (fundamentos || []).filter((c) => c && c.rotulo);
	if (!lista.length) {
		return null;
	}
	const s = el(doc, "span", { class: "calc-citacoes" }, " (");
	lista.forEach((c, i) => {
		if (i) {
			s.appendChild(doc.createTextNode("; "));
		}
		s.appendChild(RE_HREF.test(String(c.href || "")) ? el(doc, "a", { href: c.href }, c.rotulo) : doc.createTextNode(c.rotulo));
	});
	s.appendChild(doc.createTextNode(")"));
	return s;
}

/** <tag>texto (citations)</tag>. */
export function frase(doc, tag, texto, fundamentos, attrs) {
	return el(doc, tag, attrs || null, texto, citacoes(doc, fundamentos));
}

/** A section with a heading. */
export function secao(doc, id, titulo, ...filhos) {
	return el(doc, "section", { class: "calc-secao", "aria-labelledby": id }, el(doc, "h2", { id }, titulo), filhos);
}

/** The notes as a list, each with its citations. */
export function notas(doc, lista) {
	if (!lista || !lista.length) {
		return null;
	}
	return secao(doc, "calc-notas", "O que mais você precisa saber",
		el(doc, "ul", { class: "calc-notas" }, lista.map((n) => frase(doc, "li", n.texto, n.fundamentos))));
}

/** The whole legal basis of the answer. */
export function baseLegal(doc, fundamentos) {
	if (!fundamentos || !fundamentos.length) {
		return null;
	}
	return el(doc, "details", { class: "calc-base" },
		el(doc, "summary", null, "Todas as normas usadas nesta resposta (" + fundamentos.length + ")"),
		el(doc, "ul", null, fundamentos.map((c) => el(doc, "li", null, RE_HREF.test(String(c.href || "")) ? el(doc, "a", { href: c.href }, c.rotulo) : c.rotulo))));
}

/**
 * The end every answer has: its notes, then its whole legal basis, appended
 * to out (which is returned).
 */
export function fechar(doc, out, resposta) {
	for (const parte of [notas(doc, resposta.notas), baseLegal(doc, resposta.fundamentos)]) {
		if (parte) {
			out.appendChild(parte);
		}
	}
	return out;
}

/** A table of amounts: linhas = [[label, centavos], …], the last one the total. */
export function tabelaValores(doc, legenda, linhas) {
	return el(doc, "table", { class: "calc-valores" },
		el(doc, "caption", null, legenda),
		el(doc, "tbody", null, linhas.map((l, i) => el(doc, "tr", { class: i === linhas.length - 1 ? "calc-total" : null },
			el(doc, "th", { scope: "row" }, l[0]),
			el(doc, "td", null, reais(l[1]))))));
}

/**
 * "24/12/2026 às 05:00 (horário de Rio Branco, UTC−05:00)" for an instant
 * and the zone of the terminal it belongs to, plus the same moment in the
 * reader's own offset when that differs.
 */
export function quando(doc, rfc, zona) {
	const p = partes(rfc);
	if (!p) {
		return doc.createTextNode(String(rfc));
	}
	const lugar = zona ? "horário de " + cidadeDaZona(zona) + ", " : "";
	const out = [el(doc, "time", { datetime: rfc }, p.data + " às " + p.hora), " (" + lugar + rotuloUTC(p.deslocamento) + ")"];
	const meu = -new Date(p.ms).getTimezoneOffset();
	if (meu !== p.deslocamento) {
		const l = new Date(p.ms + meu * 60000);
		const d2 = (n) => (n < 10 ? "0" : "") + n;
		out.push("; no horário do seu aparelho (" + rotuloUTC(meu) + "), " + d2(l.getUTCDate()) + "/" + d2(l.getUTCMonth() + 1) + "/" + l.getUTCFullYear() +
			" às " + d2(l.getUTCHours()) + ":" + d2(l.getUTCMinutes()));
	}
	return el(doc, "span", { class: "calc-quando" }, out);
}

/** The content of a <template> of the page, in a div, or null. */
export function ajuda(doc, id, classe) {
	const m = modelo(doc, id);
	return m ? el(doc, "div", { class: classe || "calc-ajuda" }, m) : null;
}
