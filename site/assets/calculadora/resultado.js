// Pieces of the result pages: a sentence followed by the links to the
// dispositivos that ground it (the engine's citation objects), money tables
// and times with the terminal's zone.

import { el, modelo } from "./dom.js";
import { reais } from "./formato.js";
import { partes, rotuloUTC, horarioDe } from "./fusos.js";

/** Only site paths become links: anything else from the engine stays text. */
const RE_HREF = /^\/[A-Za-z0-9_\-./]*(#[A-Za-z0-9_\-]+)?$/;

/** "Lei nº 12.852/2013" of "Lei nº 12.852/2013, art. 32, I"; "" when the label names no article. */
function nomeNorma(rotulo) {
	const i = rotulo.indexOf(", art.");
	return i > 0 ? rotulo.slice(0, i) : "";
}

/**
 * The links of a list of citations: " (A; B)", or null for none. A citation
 * of the same norm as the one before it drops the norm's name ("Lei nº
 * 12.852/2013, art. 32, I; art. 32, II"): shorter to read, same links.
 */
export function citacoes(doc, fundamentos) {
	const lista = (fundamentos || []).filter((c) => c && c.rotulo);
	if (!lista.length) {
		return null;
	}
	const s = el(doc, "span", { class: "calc-citacoes" }, " (");
	let antes = "";
	let artigoAntes = "";
	lista.forEach((c, i) => {
		if (i) {
			s.appendChild(doc.createTextNode("; "));
		}
		const norma = nomeNorma(c.rotulo);
		let texto = norma && norma === antes ? c.rotulo.slice(norma.length + 2) : c.rotulo;
		// and of the same article: "art. 13, § 4º; § 5º"
		const artigo = /^(art\. [^,]+), (.+)$/.exec(texto);
		if (artigo && texto !== c.rotulo && artigo[1] === artigoAntes) {
			texto = artigo[2];
		}
		// (only after a citation of a part of it: "art. 147; art. 147, § 1º" stays whole)
		artigoAntes = (/^[^,]+, (art\. [^,]+), /.exec(c.rotulo) || [])[1] || "";
		antes = norma;
		s.appendChild(RE_HREF.test(String(c.href || "")) ? el(doc, "a", { href: c.href, title: texto === c.rotulo ? null : c.rotulo }, texto) : doc.createTextNode(texto));
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
export function notas(doc, lista, titulo) {
	if (!lista || !lista.length) {
		return null;
	}
	return secao(doc, "calc-notas", titulo || "O que mais você precisa saber",
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
 * "24/12/2026 às 05:00 (horário do Acre)" for an instant and the zone
 * of the terminal it belongs to. The UTC offset is written only where two
 * zones meet: when the reader's device is in another offset, with the same
 * moment in the device's time.
 */
export function quando(doc, rfc, zona) {
	const p = partes(rfc);
	if (!p) {
		return doc.createTextNode(String(rfc));
	}
	const out = [el(doc, "time", { datetime: rfc }, p.data + " às " + p.hora)];
	const meu = -new Date(p.ms).getTimezoneOffset();
	const lugar = zona ? horarioDe(zona) : "";
	if (meu === p.deslocamento) {
		if (lugar) {
			out.push(" (" + lugar + ")");
		}
	} else {
		const l = new Date(p.ms + meu * 60000);
		const d2 = (n) => (n < 10 ? "0" : "") + n;
		out.push(" (" + (lugar ? lugar + ", " : "") + rotuloUTC(p.deslocamento) + "; no horário do seu aparelho, " + rotuloUTC(meu) + ", " +
			d2(l.getUTCDate()) + "/" + d2(l.getUTCMonth() + 1) + "/" + l.getUTCFullYear() + " às " + d2(l.getUTCHours()) + ":" + d2(l.getUTCMinutes()) + ")");
	}
	return el(doc, "span", { class: "calc-quando" }, out);
}

/** "24/12/2026 às 05:00", as the engine writes an instant in its sentences; "" for none. */
export function dataHoraTexto(rfc) {
	const p = partes(rfc);
	return p ? p.data + " às " + p.hora : "";
}

/**
 * The "Termos" of a result: the definitions of the page's <template
 * id="idModelo"> (a <dl> whose <div data-termo="palavra"> hold one term
 * each) whose word the result's text uses, or null for none. A term may
 * have variants: the first whose data-para (if any) is para.categoria and
 * whose data-modal (if any) is para.modal is the one shown.
 */
export function termos(doc, idModelo, texto, para) {
	const m = modelo(doc, idModelo);
	if (!m) {
		return null;
	}
	const t = texto.toLowerCase();
	const cabe = (d, atributo, valor) => !d.hasAttribute(atributo) || d.getAttribute(atributo) === valor;
	const vistos = new Set();
	const usados = [];
	for (const d of Array.prototype.slice.call(m.querySelectorAll("[data-termo]"))) {
		const termo = d.getAttribute("data-termo").toLowerCase();
		if (vistos.has(termo) || t.indexOf(termo) < 0 || !cabe(d, "data-para", (para || {}).categoria) || !cabe(d, "data-modal", (para || {}).modal)) {
			continue;
		}
		vistos.add(termo);
		usados.push(d);
	}
	if (!usados.length) {
		return null;
	}
	for (const d of usados) {
		d.removeAttribute("data-termo");
		d.removeAttribute("data-para");
		d.removeAttribute("data-modal");
	}
	return secao(doc, "calc-termos-titulo", "Termos", el(doc, "dl", { class: "calc-termos" }, usados));
}

/** The content of a <template> of the page, in a div, or null. */
export function ajuda(doc, id, classe) {
	const m = modelo(doc, id);
	return m ? el(doc, "div", { class: classe || "calc-ajuda" }, m) : null;
}
