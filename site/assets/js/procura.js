// Searching the index built by generator/internal/busca (format in its
// doc.go). Pure functions, no DOM: busca.js draws the results, and the Go
// tests run these functions under Node against a real index.

import { dobrar, tokens } from "./texto.js";

/**
 * @typedef {{href: string, rotulo: string, titulo: string, guia: boolean, trecho: {texto: string, marca: boolean}[]}} Resultado
 * @typedef {{total: number, parcial: boolean, palavras: number, resultados: Resultado[]}} Resposta
 * @typedef {{termos: string[], prefixo: string}} Palavra
 */

/**
 * preparar checks and readies a parsed index (the JSON object).
 * @param {any} json
 */
export function preparar(json) {
	if (!json || json.v !== 1 || !Array.isArray(json.docs) || !json.termos || typeof json.termos !== "object") {
		throw new Error("índice de busca em formato desconhecido");
	}
	const memo = new Map(); // word → terms, for the snippets
	return {
		docs: json.docs,
		titulos: Array.isArray(json.titulos) ? json.titulos : [],
		termos: json.termos,
		lista: Object.keys(json.termos).sort(),
		guia: new Set(Array.isArray(json.guia) ? json.guia : []),
		sinonimos: prepararSinonimos(Array.isArray(json.sinonimos) ? json.sinonimos : [], memo),
		memo,
	};
}

/**
 * frase splits a phrase of the synonym table into words matched exactly
 * (no prefix: a synonym stands for whole words).
 * @returns {Palavra[]}
 */
function frase(s, memo) {
	return tokens(String(s), memo)
		.filter((t) => t.termos.length > 0)
		.map((t) => ({ termos: t.termos, prefixo: "" }));
}

/**
 * prepararSinonimos turns the table into a list of {de, para}: de is a
 * typed phrase (its words' terms), para the phrases it also stands for;
 * longer phrases first, so "pessoa idosa" wins over "idosa".
 */
function prepararSinonimos(tabela, memo) {
	const out = [];
	for (const linha of tabela) {
		if (!linha || !Array.isArray(linha.palavras) || !Array.isArray(linha.equivale)) {
			continue;
		}
		const para = linha.equivale.map((e) => frase(e, memo)).filter((f) => f.length > 0);
		for (const p of linha.palavras) {
			const de = frase(p, memo);
			if (de.length > 0 && para.length > 0) {
				out.push({ de, para });
			}
		}
	}
	out.sort((a, b) => b.de.length - a.de.length);
	return out;
}

/** @param {Palavra} a @param {Palavra} b whether a typed word is a word of the table */
const mesma = (a, b) => a.termos.some((t) => b.termos.indexOf(t) >= 0);

/**
 * unidades groups the query's words: a run of words that is a phrase of
 * the synonym table becomes one unit with alternatives (the words typed,
 * or each equivalent phrase); any other word is a unit of its own.
 * @param {Palavra[]} palavras
 * @returns {Palavra[][][]} units → alternatives → words
 */
function unidades(ix, palavras) {
	const out = [];
	let i = 0;
	while (i < palavras.length) {
		let achou = null;
		for (const s of ix.sinonimos) {
			if (i + s.de.length <= palavras.length && s.de.every((w, k) => mesma(palavras[i + k], w))) {
				achou = s;
				break;
			}
		}
		if (achou) {
			out.push([palavras.slice(i, i + achou.de.length)].concat(achou.para));
			i += achou.de.length;
		} else {
			out.push([[palavras[i]]]);
			i++;
		}
	}
	return out;
}

/**
 * casarUnidade: the documents of one unit, with their weight: for each
 * alternative the documents that have all its words (summing their
 * weights), the best alternative per document.
 * @param {Palavra[][]} alternativas
 * @returns {Map<number, number>}
 */
function casarUnidade(ix, alternativas) {
	const m = new Map();
	for (const alt of alternativas) {
		let comum = null;
		for (const w of alt) {
			const c = casar(ix, w);
			if (comum === null) {
				comum = c;
			} else {
				const prox = new Map();
				comum.forEach((peso, d) => {
					if (c.has(d)) {
						prox.set(d, peso + c.get(d));
					}
				});
				comum = prox;
			}
		}
		(comum || new Map()).forEach((peso, d) => {
			m.set(d, Math.max(peso / alt.length, m.get(d) || 0));
		});
	}
	return m;
}

// How many sections of the guide a list of results always has room for.
const MAX_GUIA = 3;

// Prefixes shorter than this match only exactly ("ii" must not find "iis…").
const PREFIXO_MINIMO = 3;

/** @param {string[]} lista @param {string} x */
function primeiroMaiorOuIgual(lista, x) {
	let lo = 0;
	let hi = lista.length;
	while (lo < hi) {
		const m = (lo + hi) >> 1;
		if (lista[m] < x) {
			lo = m + 1;
		} else {
			hi = m;
		}
	}
	return lo;
}

/**
 * casar returns, for one query word, a map from document to weight: 2 when
 * one of its terms is an indexed term, 1 when the word as typed (folded)
 * only begins an indexed term ("gratu" → "gratuit", "gratuidad"). The
 * prefix is the typed word, not its stem: "colo" must not reach "coletivo"
 * through the stem "col".
 * @param {{termos: string[], prefixo: string}} palavra
 * @returns {Map<number, number>}
 */
function casar(ix, palavra) {
	const m = new Map();
	for (const v of palavra.termos) {
		const exatos = Object.prototype.hasOwnProperty.call(ix.termos, v) ? ix.termos[v] : [];
		for (const d of exatos) {
			m.set(d, 2);
		}
	}
	const p = palavra.prefixo;
	if (p.length >= PREFIXO_MINIMO) {
		for (let i = primeiroMaiorOuIgual(ix.lista, p); i < ix.lista.length && ix.lista[i].startsWith(p); i++) {
			for (const d of ix.termos[ix.lista[i]]) {
				if (!m.has(d)) {
					m.set(d, 1);
				}
			}
		}
	}
	return m;
}

/**
 * buscar finds the documents for a query: all words must match (exactly or
 * as a prefix of an indexed term); if no document has them all, the ones
 * with most words come back with parcial = true. Ranked by words matched,
 * then by weight (rarer words count more), then in the order of the site.
 * @param {ReturnType<typeof preparar>} ix
 * @param {string} consulta
 * @param {number} limite
 * @returns {Resposta}
 */
export function buscar(ix, consulta, limite) {
	// The index holds composed text (NFC); a query typed with combining
	// accents is composed first.
	consulta = String(consulta);
	if (consulta.normalize) {
		consulta = consulta.normalize("NFC");
	}
	const palavras = tokens(consulta, ix.memo)
		.filter((t) => t.termos.length > 0)
		.map((t) => {
			const digitado = dobrar(consulta.slice(t.ini, t.fim).toLowerCase());
			return { termos: t.termos, prefixo: /[0-9]/.test(digitado) ? t.termos[0] : digitado };
		});
	if (palavras.length === 0) {
		return { total: 0, parcial: false, palavras: 0, resultados: [] };
	}
	const grupos = unidades(ix, palavras);
	const n = ix.docs.length || 1;
	/** @type {Map<number, {n: number, peso: number}>} */
	const soma = new Map();
	for (const grupo of grupos) {
		const m = casarUnidade(ix, grupo);
		const idf = Math.log(1 + n / (m.size || 1));
		m.forEach((peso, d) => {
			const a = soma.get(d) || { n: 0, peso: 0 };
			a.n++;
			a.peso += peso * idf;
			soma.set(d, a);
		});
	}
	let docs = Array.from(soma.keys()).filter((d) => soma.get(d).n === grupos.length);
	let parcial = false;
	if (docs.length === 0 && soma.size > 0) {
		docs = Array.from(soma.keys());
		parcial = true;
	}
	docs.sort((a, b) => soma.get(b).n - soma.get(a).n || soma.get(b).peso - soma.get(a).peso || a - b);
	// Up to MAX_GUIA sections of the guide always make the list, whatever
	// the number of dispositivos ranked above them.
	const guia = docs.filter((d) => ix.guia.has(d)).slice(0, Math.min(MAX_GUIA, limite));
	const outros = docs.filter((d) => !ix.guia.has(d)).slice(0, Math.max(0, limite - guia.length));
	const escolhidos = new Set(guia.concat(outros));
	return {
		total: docs.length,
		parcial,
		palavras: palavras.length,
		resultados: docs.filter((d) => escolhidos.has(d)).map((d) => resultado(ix, d, todas(grupos))),
	};
}

/** every word of every alternative: what a snippet marks */
function todas(grupos) {
	const out = [];
	for (const g of grupos) {
		for (const alt of g) {
			for (const w of alt) {
				out.push(w);
			}
		}
	}
	return out;
}

const TRECHO = 180;

/**
 * marcasEm returns the tokens of texto that match. A long text (a section
 * of the guide) is split and stemmed only around the first place where a
 * query term appears, not whole: stemming every word of a long section
 * the first time it is shown is most of the cost of a results page.
 */
function marcasEm(ix, texto, palavras, casa) {
	let ini = 0;
	let fim = texto.length;
	if (texto.length > 3 * TRECHO) {
		const dobrado = dobrar(texto.toLowerCase());
		let primeira = -1;
		for (const p of palavras) {
			for (const t of p.prefixo ? p.termos.concat([p.prefixo]) : p.termos) {
				const i = dobrado.indexOf(t);
				if (i >= 0 && (primeira < 0 || i < primeira)) {
					primeira = i;
				}
			}
		}
		ini = Math.max(0, primeira - 2 * TRECHO);
		fim = Math.min(texto.length, Math.max(primeira, 0) + 2 * TRECHO);
		// whole words only
		const a = texto.lastIndexOf(" ", ini);
		ini = ini > 0 && a >= 0 ? a : 0;
		const b = texto.indexOf(" ", fim);
		fim = b >= 0 ? b : texto.length;
	}
	return tokens(texto.slice(ini, fim), ix.memo)
		.filter((t) => t.termos.some(casa))
		.map((t) => ({ ini: t.ini + ini, fim: t.fim + ini, termos: t.termos }));
}

/** @returns {Resultado} */
function resultado(ix, d, palavras) {
	const doc = ix.docs[d];
	const texto = String(doc[3] || "");
	const casa = (termo) =>
		palavras.some(
			(p) => p.termos.indexOf(termo) >= 0 || (p.prefixo.length >= PREFIXO_MINIMO && termo.startsWith(p.prefixo)),
		);
	const marcas = marcasEm(ix, texto, palavras, casa);
	let ini = 0;
	let fim = texto.length;
	if (texto.length > TRECHO) {
		const primeira = marcas.length ? marcas[0].ini : 0;
		ini = Math.max(0, primeira - 60);
		if (ini > 0) {
			const espaco = texto.indexOf(" ", ini);
			ini = espaco >= 0 && espaco < primeira ? espaco + 1 : ini;
		}
		fim = Math.min(texto.length, ini + TRECHO);
		if (fim < texto.length) {
			const espaco = texto.lastIndexOf(" ", fim);
			fim = espaco > ini ? espaco : fim;
		}
	}
	const trecho = [];
	const pedaco = (a, b, marca) => {
		if (b > a) {
			trecho.push({ texto: texto.slice(a, b), marca });
		}
	};
	if (ini > 0) {
		trecho.push({ texto: "… ", marca: false });
	}
	let pos = ini;
	for (const t of marcas) {
		if (t.ini < ini || t.fim > fim) {
			continue;
		}
		pedaco(pos, t.ini, false);
		pedaco(t.ini, t.fim, true);
		pos = t.fim;
	}
	pedaco(pos, fim, false);
	if (fim < texto.length) {
		trecho.push({ texto: " …", marca: false });
	}
	return { href: String(doc[0]), rotulo: String(doc[1]), titulo: String(ix.titulos[doc[2]] || ""), guia: ix.guia.has(d), trecho };
}
