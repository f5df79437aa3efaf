// Money and dates as a Brazilian reader writes them: "R$ 1.234,56",
// "24/12/2026 às 05:00". Money is an integer number of centavos, as in the
// calculator's contract.

/** The largest amount the contract takes, in centavos (R$ 1.000.000,00). */
export const CENTAVOS_MAX = 100000000;

/** "R$ 1.234,56" for 123456. */
export function reais(centavos) {
	const n = Math.round(Number(centavos) || 0);
	const neg = n < 0;
	const a = Math.abs(n);
	const inteiro = String(Math.floor(a / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
	const c = a % 100;
	return (neg ? "−" : "") + "R$ " + inteiro + "," + (c < 10 ? "0" : "") + c;
}

/**
 * Reads an amount typed in reais ("150", "150,01", "1.234,56", "R$ 15,5",
 * "150.01") into centavos; null when it is not an amount. A dot followed by
 * exactly three digits is a thousands separator, as in Brazil; a dot with one
 * or two digits after it, with no comma in the text, is a decimal point.
 */
export function lerReais(texto) {
	let s = String(texto == null ? "" : texto).replace(/\s+/g, "").replace(/^R\$/i, "");
	if (s === "" || s.length > 20) {
		return null;
	}
	let inteiro;
	let frac = "";
	if (s.indexOf(",") >= 0) {
		const p = s.split(",");
		if (p.length !== 2 || !/^\d{1,2}$/.test(p[1])) {
			return null;
		}
		inteiro = p[0];
		frac = p[1];
		if (!/^\d{1,3}(\.\d{3})*$/.test(inteiro) && !/^\d+$/.test(inteiro)) {
			return null;
		}
		inteiro = inteiro.replace(/\./g, "");
	} else if (/^\d+\.\d{1,2}$/.test(s)) {
		const p = s.split(".");
		inteiro = p[0];
		frac = p[1];
	} else if (/^\d{1,3}(\.\d{3})+$/.test(s) || /^\d+$/.test(s)) {
		inteiro = s.replace(/\./g, "");
	} else {
		return null;
	}
	if (frac.length === 1) {
		frac += "0";
	}
	const n = Number(inteiro) * 100 + Number(frac || "0");
	return isFinite(n) ? n : null;
}

/** "24/12/2026" for "2026-12-24"; the text itself when it is not a date. */
export function dataBR(iso) {
	const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(iso || ""));
	return m ? m[3] + "/" + m[2] + "/" + m[1] : String(iso || "");
}
