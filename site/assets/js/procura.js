// Searching the index built by generator/internal/busca (format in its
// doc.go). Pure functions, no DOM: busca.js draws the results, and the Go
// tests run these functions under Node against a real index.

import { dobrar, tokens, PARADAS } from "./texto.js";

const paradas = new Set(PARADAS);

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
	return {
		docs: json.docs,
		titulos: Array.isArray(json.titulos) ? json.titulos : [],
		termos: json.termos,
		lista: Object.keys(json.termos).sort(),
		guia: new Set(Array.isArray(json.guia) ? json.guia : []),
		// the synonym table as it came: its phrases are split and stemmed
		// per query, and only the words that could be the query's (sinonimos)
		tabela: Array.isArray(json.sinonimos) ? json.sinonimos : [],
		memo: MEMO,
	};
}

// word → terms, across queries and indexes (the terms of a word do not
// depend on the index)
const MEMO = new Map();

/** @param {string} consulta the query composed (NFC), as the index's text */
function composta(consulta) {
	consulta = String(consulta);
	return consulta.normalize ? consulta.normalize("NFC") : consulta;
}

/**
 * anteciparConsulta stems the words of a query before its index is there
 * (busca.js calls it while the index downloads): the first stemming of a
 * page compiles the stemmer, a few milliseconds that buscar then spares.
 * @param {string} consulta
 */
export function anteciparConsulta(consulta) {
	tokens(composta(consulta), MEMO);
}

// A word that matches nothing, for a word left unstemmed that still counts
// as a word of its phrase (no index term starts with a NUL).
const NENHUM = ["\u0000"];
const NADA = [];

/**
 * filtro stems, of a text, only the words that could have one of the terms
 * alvos (or begin with one of them): stemming is most of the cost of a
 * query and of its snippets, and almost every word of a text is not the
 * query's. It returns memo, a memo for tokens() that gives the other words
 * fora (NADA: dropped like a stop word; NENHUM: kept as a word that matches
 * nothing), and re, a regular expression (flag g) that finds every place
 * such a word can begin, case and accents aside; re is null when any word
 * could (a term of one or two letters), and memo then the plain one.
 *
 * Why a string test is enough: the Snowball stem of a word is a prefix of
 * the word, or a prefix and a short replacement ("ência" → "ente", "logia" →
 * "log", "ução" → "u", "ç" → "c"; "ens" → "em" before stemming), so a word
 * whose folded form does not begin with a term minus its last two letters
 * (its cabeça) cannot have that term, nor any term beginning with it.
 * (Checked over the corpus: every word begins with each of its terms minus
 * its last letter.)
 * @param {Map<string, string[]>} memo
 * @param {string[]} alvos terms and typed prefixes
 * @param {string[]} fora NADA or NENHUM
 * @returns {{memo: any, re: RegExp | null}}
 */
function filtro(memo, alvos, fora) {
	const cabecas = [];
	for (const a of alvos) {
		const c = a.slice(0, Math.max(0, a.length - 2));
		if (c === "") {
			return { memo, re: null }; // a one- or two-letter term: any word may have it
		}
		if (cabecas.indexOf(c) < 0) {
			cabecas.push(c);
		}
	}
	return {
		memo: {
			get(palavra) {
				const t = memo.get(palavra);
				if (t) {
					return t;
				}
				const d = dobrar(palavra);
				for (const c of cabecas) {
					if (d.startsWith(c)) {
						return undefined; // tokens() stems it, and set() remembers
					}
				}
				if (fora === NENHUM && !/[0-9]/.test(palavra) && (Array.from(palavra).length < 2 || paradas.has(d))) {
					return NADA; // a stop word stays one (texto.js termosDe)
				}
				return fora;
			},
			set(palavra, termos) {
				memo.set(palavra, termos);
			},
		},
		re: new RegExp(cabecas.map(padrao).join("|"), "g"),
	};
}

/** @type {Map<string, string> | null} folded character → the characters that fold to it */
let classes = null;

/**
 * padrao is a regular expression for the text that folds (as tokens() does:
 * lower case, no accents, no "." or "," between digits) to c.
 * @param {string} c
 */
function padrao(c) {
	if (!classes) {
		classes = new Map();
		for (let x = 48; x <= 0xff; x++) {
			const ch = String.fromCharCode(x);
			const minuscula = (x >= 65 && x <= 90) || (x >= 0xc0 && x <= 0xde && x !== 0xd7) ? String.fromCharCode(x + 32) : ch;
			const d = dobrar(minuscula);
			if (/[0-9A-Za-z\u00aa\u00ba\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u00ff]/.test(ch)) {
				classes.set(d, (classes.get(d) || "") + ch);
			}
		}
	}
	let out = "";
	const cs = Array.from(c);
	cs.forEach((ch, i) => {
		const k = classes.get(ch);
		out += k ? "[" + k + "]" : ch.replace(/[\\^$.*+?()[\]{}|\/-]/g, "\\$&");
		if (/[0-9]/.test(ch) && i + 1 < cs.length && /[0-9]/.test(cs[i + 1])) {
			out += "[.,]?"; // "8.899" is the word 8899
		}
	});
	return out;
}

/**
 * dobrarTexto is dobrar (texto.js) for a long lower-case text: the same
 * characters, one for one, with the regular expression engine's speed.
 * @param {string} s
 */
const dobrarTexto = (s) => s.replace(/[\u00aa\u00ba\u00e0-\u00ff]/g, dobrar);

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
 * sinonimos turns the table into a list of {de, para} for the query's
 * words: de is a typed phrase (its words' terms), para the phrases it also
 * stands for; longer phrases first, so "pessoa idosa" wins over "idosa".
 * Only the phrases that could be typed in this query are stemmed (filtro);
 * the others, which cannot match, are left out, and the order of the ones
 * kept is the order of the whole table.
 * @param {Palavra[]} palavras
 */
function sinonimos(ix, palavras) {
	const alvos = [];
	for (const p of palavras) {
		alvos.push(...p.termos);
	}
	const filtrado = filtro(ix.memo, alvos, NENHUM);
	const memo = filtrado.memo;
	const re = filtrado.re;
	const out = [];
	for (const linha of ix.tabela) {
		if (!linha || !Array.isArray(linha.palavras) || !Array.isArray(linha.equivale)) {
			continue;
		}
		let para = null;
		for (const p of linha.palavras) {
			if (re) {
				re.lastIndex = 0;
				if (!re.test(String(p))) {
					continue; // no word of it can be one of the query's
				}
			}
			const de = frase(p, memo);
			if (de.length === 0 || de.some((w) => w.termos === NENHUM)) {
				continue;
			}
			if (para === null) {
				para = linha.equivale.map((e) => frase(e, ix.memo)).filter((f) => f.length > 0);
			}
			if (para.length > 0) {
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
	const tabela = sinonimos(ix, palavras);
	const out = [];
	let i = 0;
	while (i < palavras.length) {
		let achou = null;
		for (const s of tabela) {
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
	consulta = composta(consulta);
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
	const marcadas = todas(grupos);
	const alvos = [];
	for (const p of marcadas) {
		alvos.push(...p.termos);
		if (p.prefixo.length >= PREFIXO_MINIMO) {
			alvos.push(p.prefixo);
		}
	}
	const filtrado = filtro(ix.memo, alvos, NADA);
	return {
		total: docs.length,
		parcial,
		palavras: palavras.length,
		resultados: docs.filter((d) => escolhidos.has(d)).map((d) => resultado(ix, d, marcadas, filtrado)),
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
 * of the guide) is looked at only around the first place where a query
 * term appears, not whole; and of that, only the words between spaces where
 * re finds a place a query word can begin are split and stemmed (filtro).
 */
function marcasEm(texto, palavras, casa, filtrado) {
	let ini = 0;
	let fim = texto.length;
	if (texto.length > 3 * TRECHO) {
		const dobrado = dobrarTexto(texto.toLowerCase());
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
	const out = [];
	const juntar = (a, b) => {
		for (const t of tokens(texto.slice(a, b), filtrado.memo)) {
			if (t.termos.some(casa)) {
				out.push({ ini: t.ini + a, fim: t.fim + a, termos: t.termos });
			}
		}
	};
	const re = filtrado.re;
	if (!re) {
		juntar(ini, fim);
		return out;
	}
	// ini and fim are spaces or the ends of texto, and no word spans a
	// space: the stretches between spaces split as the whole would.
	re.lastIndex = ini;
	for (let m = re.exec(texto); m && m.index < fim; m = re.exec(texto)) {
		const a = Math.max(ini, texto.lastIndexOf(" ", m.index) + 1);
		let b = texto.indexOf(" ", m.index);
		b = b < 0 || b > fim ? fim : b;
		juntar(a, b);
		re.lastIndex = b + 1;
	}
	return out;
}

/**
 * resultado is document d as a result; its snippet is made the first time
 * it is read (busca.js draws a long list in batches).
 * @returns {Resultado}
 */
function resultado(ix, d, palavras, filtrado) {
	const doc = ix.docs[d];
	let trecho = null;
	return {
		href: String(doc[0]),
		rotulo: String(doc[1]),
		titulo: String(ix.titulos[doc[2]] || ""),
		guia: ix.guia.has(d),
		get trecho() {
			if (!trecho) {
				trecho = trechoDe(String(doc[3] || ""), palavras, filtrado);
			}
			return trecho;
		},
	};
}

/** @returns {{texto: string, marca: boolean}[]} */
function trechoDe(texto, palavras, filtrado) {
	const casa = (termo) =>
		palavras.some(
			(p) => p.termos.indexOf(termo) >= 0 || (p.prefixo.length >= PREFIXO_MINIMO && termo.startsWith(p.prefixo)),
		);
	const marcas = marcasEm(texto, palavras, casa, filtrado);
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
	return trecho;
}
