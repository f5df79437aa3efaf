// The 27 UFs, the IANA time zone of each one's terminals, and the
// conversions between a local date and time typed by a passenger and an
// RFC 3339 instant. This is the only place that maps a UF to a zone: every
// question and every answer of the calculator reads it from here.
//
// The offset in force at an instant: since March 2019 each zone keeps one
// offset all year (Decreto nº 9.772/2019 ended daylight saving time; the last
// one ended on 17/02/2019), written in FIXO below; before that, the browser's
// Intl (its own copy of the time zone database): no tzdata is shipped.
//
// Two parts of the country do not keep their UF's time (see ZONAS_ALTERNATIVAS):
// Fernando de Noronha (PE) is at UTC−02:00 (America/Noronha) and the west of
// Amazonas keeps Acre's UTC−05:00 (America/Eirunepe). For a terminal in PE or
// AM the calculator asks whether it is there; the default is the UF's zone.

/** UF → [name, IANA zone, city that names the zone]. */
const DADOS = {
	AC: ["Acre", "America/Rio_Branco", "Rio Branco"],
	AL: ["Alagoas", "America/Maceio", "Maceió"],
	AP: ["Amapá", "America/Belem", "Belém"],
	AM: ["Amazonas", "America/Manaus", "Manaus"],
	BA: ["Bahia", "America/Bahia", "Salvador"],
	CE: ["Ceará", "America/Fortaleza", "Fortaleza"],
	DF: ["Distrito Federal", "America/Sao_Paulo", "Brasília"],
	ES: ["Espírito Santo", "America/Sao_Paulo", "Brasília"],
	GO: ["Goiás", "America/Sao_Paulo", "Brasília"],
	MA: ["Maranhão", "America/Fortaleza", "Fortaleza"],
	MT: ["Mato Grosso", "America/Cuiaba", "Cuiabá"],
	MS: ["Mato Grosso do Sul", "America/Campo_Grande", "Campo Grande"],
	MG: ["Minas Gerais", "America/Sao_Paulo", "Brasília"],
	PA: ["Pará", "America/Belem", "Belém"],
	PB: ["Paraíba", "America/Fortaleza", "Fortaleza"],
	PR: ["Paraná", "America/Sao_Paulo", "Brasília"],
	PE: ["Pernambuco", "America/Recife", "Recife"],
	PI: ["Piauí", "America/Fortaleza", "Fortaleza"],
	RJ: ["Rio de Janeiro", "America/Sao_Paulo", "Brasília"],
	RN: ["Rio Grande do Norte", "America/Fortaleza", "Fortaleza"],
	RS: ["Rio Grande do Sul", "America/Sao_Paulo", "Brasília"],
	RO: ["Rondônia", "America/Porto_Velho", "Porto Velho"],
	RR: ["Roraima", "America/Boa_Vista", "Boa Vista"],
	SC: ["Santa Catarina", "America/Sao_Paulo", "Brasília"],
	SP: ["São Paulo", "America/Sao_Paulo", "Brasília"],
	SE: ["Sergipe", "America/Maceio", "Maceió"],
	TO: ["Tocantins", "America/Araguaina", "Araguaína"],
};

/**
 * The UF codes, in the order of their names: DADOS is written in that order
 * (Portuguese collation; site/e2e/calculadora.mjs checks the list of states
 * against localeCompare). Not sorted here: the first localeCompare of a page
 * loads the browser's collation data, 25 ms of the page's start-up on this
 * machine, 100 ms on a 4× slower phone.
 */
export const UFS = Object.keys(DADOS);

/** @param {string} uf */
export function ufValida(uf) {
	return Object.prototype.hasOwnProperty.call(DADOS, uf);
}

/** "São Paulo" for "SP". */
export function nomeUF(uf) {
	return ufValida(uf) ? DADOS[uf][0] : uf;
}

/**
 * Zones of the parts of a UF that keep another time, by UF: the value of
 * the answer, the zone, the place as a question names it ("fica em …") and
 * its name in a summary.
 */
export const ZONAS_ALTERNATIVAS = {
	PE: [{ valor: "noronha", zona: "America/Noronha", lugar: "em Fernando de Noronha", nome: "Fernando de Noronha" }],
	AM: [{ valor: "oeste", zona: "America/Eirunepe", lugar: "no oeste do Amazonas, onde vale o horário do Acre (como em Eirunepé)", nome: "Oeste do Amazonas" }],
};

/**
 * The zone of a terminal in uf; parte is the answer to "is it in one of the
 * parts with another time" ("" or absent for the UF's own zone).
 * @param {string} uf @param {string} [parte]
 */
export function zonaDe(uf, parte) {
	if (!ufValida(uf)) {
		return "";
	}
	const alt = (ZONAS_ALTERNATIVAS[uf] || []).filter((a) => a.valor === parte)[0];
	return alt ? alt.zona : DADOS[uf][1];
}

/**
 * The zone of a terminal in words, as a passenger says it: "horário de
 * Brasília" for every zone at UTC−03:00 (review 2026-12-03, finding 9: no
 * offsets where one zone is concerned), "horário de Fernando de Noronha"
 * (−02:00), "horário do Acre" (−05:00, also the west of Amazonas), and at
 * UTC−04:00 the zone's own city ("horário de Manaus", "horário de Cuiabá"),
 * which its passengers know. Named by the zone's offset in FIXO (the one it
 * keeps all year since 2019).
 */
export function horarioDe(zona) {
	switch (FIXO[zona]) {
		case -120:
			return "horário de Fernando de Noronha";
		case -180:
			return "horário de Brasília";
		case -300:
			return "horário do Acre";
	}
	for (const uf of UFS) {
		if (DADOS[uf][1] === zona) {
			return "horário de " + DADOS[uf][2];
		}
	}
	return "horário local";
}

const formatos = {};

/**
 * The offset of each zone since CORTE, in minutes east of UTC. Not asked of
 * Intl: its first use with a time zone loads the zone data, 190 ms of the
 * page's thread on a 4× slower phone, the largest task of a result's first
 * load (Lighthouse, 2/12/2026). site/e2e/calculadora.mjs compares this
 * table with Intl, month by month, from CORTE to 2040: a change of the
 * country's time (a new daylight saving time) fails it.
 */
export const FIXO = {
	"America/Sao_Paulo": -180, "America/Rio_Branco": -300, "America/Maceio": -180, "America/Belem": -180,
	"America/Manaus": -240, "America/Bahia": -180, "America/Fortaleza": -180, "America/Cuiaba": -240,
	"America/Campo_Grande": -240, "America/Recife": -180, "America/Porto_Velho": -240, "America/Boa_Vista": -240,
	"America/Araguaina": -180, "America/Noronha": -120, "America/Eirunepe": -300,
};

/** From this instant on (01/03/2019 UTC) FIXO holds. */
export const CORTE = Date.UTC(2019, 2, 1);

/** Offset of zona at the instant ms (milliseconds since 1970), in minutes east of UTC. */
export function deslocamento(zona, ms) {
	// (from a day after CORTE: instante reads a local time as if it were UTC,
	// hours away from the instant, and asks again with the offset it found)
	if (ms >= CORTE + 86400000 && Object.prototype.hasOwnProperty.call(FIXO, zona)) {
		return FIXO[zona];
	}
	return deslocamentoIntl(zona, ms);
}

/** deslocamento asked of the browser's Intl. */
export function deslocamentoIntl(zona, ms) {
	let f = formatos[zona];
	if (!f) {
		f = formatos[zona] = new Intl.DateTimeFormat("en-US", {
			timeZone: zona,
			hour12: false,
			year: "numeric",
			month: "2-digit",
			day: "2-digit",
			hour: "2-digit",
			minute: "2-digit",
			second: "2-digit",
		});
	}
	const p = {};
	for (const part of f.formatToParts(new Date(ms))) {
		p[part.type] = part.value;
	}
	const hora = Number(p.hour) % 24; // some engines write midnight as 24
	const local = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), hora, Number(p.minute), Number(p.second));
	return Math.round((local - Math.floor(ms / 1000) * 1000) / 60000);
}

const RE_DATA = /^(\d{4})-(\d{2})-(\d{2})$/;
const RE_HORA = /^(\d{2}):(\d{2})$/;

/**
 * Parses "AAAA-MM-DD" into [y, m, d], or null for a date that does not
 * exist (31/02) or lies outside 1900–2200.
 */
export function lerData(s) {
	const m = RE_DATA.exec(String(s || ""));
	if (!m) {
		return null;
	}
	const y = Number(m[1]);
	const mo = Number(m[2]);
	const d = Number(m[3]);
	if (y < 1900 || y > 2200 || mo < 1 || mo > 12 || d < 1) {
		return null;
	}
	const dt = new Date(Date.UTC(y, mo - 1, d));
	if (dt.getUTCMonth() !== mo - 1 || dt.getUTCDate() !== d) {
		return null;
	}
	return [y, mo, d];
}

/** Parses "HH:MM" into [h, m], or null. */
export function lerHora(s) {
	const m = RE_HORA.exec(String(s || ""));
	if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) {
		return null;
	}
	return [Number(m[1]), Number(m[2])];
}

const dois = (n) => (n < 10 ? "0" : "") + n;

/** "-03:00" for -180 minutes. */
export function textoDeslocamento(min) {
	const a = Math.abs(min);
	return (min < 0 ? "-" : "+") + dois(Math.floor(a / 60)) + ":" + dois(a % 60);
}

/**
 * The RFC 3339 instant of the local date and time typed for a terminal in
 * zona, with the offset in force there at that instant; null when the date
 * or the time is invalid. A local time skipped by a clock change (no longer
 * done in Brazil, but possible for dates before 2019) is read with the
 * offset in force before the change.
 */
export function instante(data, hora, zona) {
	const d = lerData(data);
	const h = lerHora(hora);
	if (!d || !h || !zona) {
		return null;
	}
	const local = Date.UTC(d[0], d[1] - 1, d[2], h[0], h[1]);
	let off = deslocamento(zona, local);
	const off2 = deslocamento(zona, local - off * 60000);
	if (off2 !== off && deslocamento(zona, local - off2 * 60000) === off2) {
		off = off2;
	}
	return data + "T" + hora + ":00" + textoDeslocamento(off);
}

/** The browser's current instant, RFC 3339 in the browser's own offset. */
export function agora(ms) {
	const t = new Date(ms === undefined ? Date.now() : ms);
	const off = -t.getTimezoneOffset();
	const l = new Date(t.getTime() + off * 60000);
	return l.getUTCFullYear() + "-" + dois(l.getUTCMonth() + 1) + "-" + dois(l.getUTCDate()) + "T" +
		dois(l.getUTCHours()) + ":" + dois(l.getUTCMinutes()) + ":" + dois(l.getUTCSeconds()) + textoDeslocamento(off);
}

const RE_INSTANTE = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?([Zz]|[+-]\d{2}:\d{2})$/;

/**
 * Splits an RFC 3339 instant into its wall time as written and its offset:
 * { data: "24/12/2026", hora: "05:00", deslocamento: -180, ms }, or null.
 */
export function partes(rfc) {
	const m = RE_INSTANTE.exec(String(rfc || ""));
	if (!m) {
		return null;
	}
	const off = /^[Zz]$/.test(m[7]) ? 0 : (m[7][0] === "-" ? -1 : 1) * (Number(m[7].slice(1, 3)) * 60 + Number(m[7].slice(4, 6)));
	const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6] || 0)) - off * 60000;
	return { data: m[3] + "/" + m[2] + "/" + m[1], hora: m[4] + ":" + m[5], deslocamento: off, ms };
}

/** "UTC−03:00" (with a true minus sign) for -180. */
export function rotuloUTC(min) {
	return "UTC" + textoDeslocamento(min).replace("-", "\u2212");
}
