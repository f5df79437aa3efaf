// Splitting text into search terms. This is the JavaScript twin of
// generator/internal/busca/texto.go: the index is built in Go and the
// query is split here, so both must give the same terms for the same words
// (the parity test in generator/internal/busca checks it over the corpus).
// The accent-folding table is calculator/acento's, generated into
// ./acentos.js from Go.

import { stem } from "./snowball-pt.js";
import { ACENTOS } from "./acentos.js";

export { stem };

// Snowball's Portuguese stop words, compared without accents.
export const PARADAS = Array.from(new Set(`
de a o que e do da em um para com não uma os no se na por mais as dos como mas
ao ele das à seu sua ou quando muito nos já eu também só pelo pela até isso ela
entre depois sem mesmo aos seus quem nas me esse eles você essa num nem suas meu
às minha numa pelos elas qual nós lhe deles essas esses pelas este dele tu te
vocês vos lhes meus minhas teu tua teus tuas nosso nossa nossos nossas dela delas
esta estes estas aquele aquela aqueles aquelas isto aquilo estou está estamos
estão estive esteve estivemos estiveram estava estávamos estavam estivera
estivéramos esteja estejamos estejam estivesse estivéssemos estivessem estiver
estivermos estiverem hei há havemos hão houve houvemos houveram houvera
houvéramos haja hajamos hajam houvesse houvéssemos houvessem houver houvermos
houverem houverei houverá houveremos houverão houveria houveríamos houveriam sou
somos são era éramos eram fui foi fomos foram fora fôramos seja sejamos sejam
fosse fôssemos fossem for formos forem serei será seremos serão seria seríamos
seriam tenho tem temos têm tinha tínhamos tinham tive teve tivemos tiveram tivera
tivéramos tenha tenhamos tenham tivesse tivéssemos tivessem tiver tivermos
tiverem terei terá teremos terão teria teríamos teriam
`.trim().split(/\s+/).map((p) => dobrar(p))));

const paradas = new Set(PARADAS);

/** @param {number} c code point */
const digito = (c) => c >= 48 && c <= 57;

/** @param {number} c code point; ASCII and Latin-1 letters, ª and º */
const letra = (c) =>
	(c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 0xaa || c === 0xba ||
	(c >= 0xc0 && c <= 0xff && c !== 0xd7 && c !== 0xf7);

/** @param {number} c code point */
const minuscula = (c) => ((c >= 65 && c <= 90) || (c >= 0xc0 && c <= 0xde && c !== 0xd7) ? c + 32 : c);

/**
 * dobrar removes the accents of a lower-case word.
 * @param {string} s
 */
export function dobrar(s) {
	let out = "";
	for (const ch of s) {
		out += ACENTOS[ch] || ch;
	}
	return out;
}

/**
 * termosDe returns the index terms of one lower-case token.
 * @param {string} palavra
 * @param {boolean} temDigito
 * @returns {string[]}
 */
function termosDe(palavra, temDigito) {
	let dobrada = dobrar(palavra);
	if (temDigito) {
		return [dobrada];
	}
	const n = Array.from(palavra).length;
	if (n < 2 || paradas.has(dobrada)) {
		return [];
	}
	if (n >= 5 && palavra.endsWith("ens")) {
		palavra = palavra.slice(0, -3) + "em";
		dobrada = dobrar(palavra);
	}
	const a = dobrar(stem(palavra));
	const b = stem(dobrada);
	return a === b ? [a] : [a, b];
}

/**
 * @typedef {{ini: number, fim: number, termos: string[]}} Token
 * ini and fim are UTF-16 offsets of the word in the text.
 */

/**
 * tokens splits s into words with their terms (empty for stop words).
 * memo, when given, remembers the terms of each word across calls.
 * @param {string} s
 * @param {Map<string, string[]>} [memo]
 * @returns {Token[]}
 */
export function tokens(s, memo) {
	const out = [];
	const cs = [];
	const offs = [];
	let off = 0;
	for (const ch of String(s)) {
		cs.push(ch.codePointAt(0));
		offs.push(off);
		off += ch.length;
	}
	offs.push(off);
	let i = 0;
	while (i < cs.length) {
		if (!letra(cs[i]) && !digito(cs[i])) {
			i++;
			continue;
		}
		const ini = i;
		let palavra = "";
		let temDigito = false;
		while (i < cs.length) {
			const c = cs[i];
			if (letra(c) || digito(c)) {
				palavra += String.fromCodePoint(minuscula(c));
				temDigito = temDigito || digito(c);
				i++;
				continue;
			}
			if ((c === 46 || c === 44) && i > ini && digito(cs[i - 1]) && i + 1 < cs.length && digito(cs[i + 1])) {
				i++;
				continue;
			}
			break;
		}
		let t = memo && memo.get(palavra);
		if (!t) {
			t = termosDe(palavra, temDigito);
			if (memo) {
				memo.set(palavra, t);
			}
		}
		out.push({ ini: offs[ini], fim: offs[i], termos: t });
	}
	return out;
}

/**
 * termos returns the distinct terms of s in order of first appearance.
 * @param {string} s
 * @returns {string[]}
 */
export function termos(s) {
	const out = [];
	const visto = new Set();
	for (const t of tokens(s)) {
		for (const x of t.termos) {
			if (!visto.has(x)) {
				visto.add(x);
				out.push(x);
			}
		}
	}
	return out;
}
