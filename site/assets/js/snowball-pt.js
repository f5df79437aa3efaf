// Snowball Portuguese stemmer, ported to JavaScript from the Go code that
// the search index uses at build time (github.com/blevesearch/snowballstem
// v0.9.0: env.go and portuguese/portuguese_stemmer.go, generated from
// https://snowballstem.org/algorithms/portuguese/stemmer.html).
//
// The port is line by line on purpose: like the Go runtime it works on the
// UTF-8 bytes of the word (the among tables are searched byte by byte), and
// the routines below keep the Go names, so the two files can be compared side
// by side. generator/internal/busca's parity test runs both stemmers over the
// corpus and a list of inflections and requires identical stems.

const utf8 = (s) => {
	const out = [];
	for (const ch of s) {
		const c = ch.codePointAt(0);
		if (c < 0x80) {
			out.push(c);
		} else if (c < 0x800) {
			out.push(0xc0 | (c >> 6), 0x80 | (c & 0x3f));
		} else if (c < 0x10000) {
			out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f));
		} else {
			out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 0x3f), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f));
		}
	}
	return out;
};

const fromUTF8 = (b) => {
	let s = "";
	for (let i = 0; i < b.length; ) {
		const r = decodeRune(b, i);
		s += String.fromCodePoint(r[0]);
		i += r[1];
	}
	return s;
};

const RUNE_ERROR = 0xfffd;

// decodeRune mirrors utf8.DecodeRune: [rune, size], RUNE_ERROR with size 1
// for invalid input.
function decodeRune(b, i) {
	const c0 = b[i];
	if (c0 < 0x80) {
		return [c0, 1];
	}
	const cont = (k) => i + k < b.length && (b[i + k] & 0xc0) === 0x80;
	if (c0 >= 0xc2 && c0 < 0xe0 && cont(1)) {
		return [((c0 & 0x1f) << 6) | (b[i + 1] & 0x3f), 2];
	}
	if (c0 >= 0xe0 && c0 < 0xf0 && cont(1) && cont(2)) {
		const r = ((c0 & 0x0f) << 12) | ((b[i + 1] & 0x3f) << 6) | (b[i + 2] & 0x3f);
		if (r >= 0x800 && (r < 0xd800 || r > 0xdfff)) {
			return [r, 3];
		}
	}
	if (c0 >= 0xf0 && c0 < 0xf5 && cont(1) && cont(2) && cont(3)) {
		const r = ((c0 & 0x07) << 18) | ((b[i + 1] & 0x3f) << 12) | ((b[i + 2] & 0x3f) << 6) | (b[i + 3] & 0x3f);
		if (r >= 0x10000 && r <= 0x10ffff) {
			return [r, 4];
		}
	}
	return [RUNE_ERROR, 1];
}

const among = (rows) => rows.map((r) => ({ Str: utf8(r[0]), A: r[1], B: r[2] }));

// Env is snowballstem.Env over a byte array.
class Env {
	constructor(word) {
		this.current = utf8(word);
		this.Cursor = 0;
		this.Limit = this.current.length;
		this.LimitBackward = 0;
		this.Bra = 0;
		this.Ket = this.current.length;
	}

	Current() {
		return fromUTF8(this.current);
	}

	onCharBoundary(pos) {
		if (pos <= 0 || pos >= this.current.length) {
			return true;
		}
		return (this.current[pos] & 0xc0) !== 0x80;
	}

	ReplaceS(bra, ket, str) {
		const s = utf8(str);
		const adjustment = s.length - (ket - bra);
		const rsplit = ket < bra ? bra : ket;
		this.current = this.current.slice(0, bra).concat(s, this.current.slice(rsplit));
		this.Limit += adjustment;
		if (this.Cursor >= ket) {
			this.Cursor += adjustment;
		} else if (this.Cursor > bra) {
			this.Cursor = bra;
		}
		return adjustment;
	}

	EqSB(str) {
		const s = utf8(str);
		if (this.Cursor - this.LimitBackward < s.length) {
			return false;
		}
		const start = this.Cursor - s.length;
		if (!this.onCharBoundary(start)) {
			return false;
		}
		for (let k = 0; k < s.length; k++) {
			if (this.current[start + k] !== s[k]) {
				return false;
			}
		}
		this.Cursor -= s.length;
		return true;
	}

	SliceFrom(s) {
		this.ReplaceS(this.Bra, this.Ket, s);
		return true;
	}

	SliceDel() {
		return this.SliceFrom("");
	}

	NextChar() {
		this.Cursor++;
		while (!this.onCharBoundary(this.Cursor)) {
			this.Cursor++;
		}
	}

	InGrouping(chars, min, max) {
		if (this.Cursor >= this.Limit) {
			return false;
		}
		let r = decodeRune(this.current, this.Cursor)[0];
		if (r !== RUNE_ERROR) {
			if (r > max || r < min) {
				return false;
			}
			r -= min;
			if ((chars[r >> 3] & (1 << (r & 7))) === 0) {
				return false;
			}
			this.NextChar();
			return true;
		}
		return false;
	}

	OutGrouping(chars, min, max) {
		if (this.Cursor >= this.Limit) {
			return false;
		}
		let r = decodeRune(this.current, this.Cursor)[0];
		if (r !== RUNE_ERROR) {
			if (r > max || r < min) {
				this.NextChar();
				return true;
			}
			r -= min;
			if ((chars[r >> 3] & (1 << (r & 7))) === 0) {
				this.NextChar();
				return true;
			}
		}
		return false;
	}

	FindAmong(amongs) {
		let i = 0;
		let j = amongs.length;
		const c = this.Cursor;
		const l = this.Limit;
		let commonI = 0;
		let commonJ = 0;
		let firstKeyInspected = false;
		for (;;) {
			const k = i + ((j - i) >> 1);
			let diff = 0;
			let common = Math.min(commonI, commonJ);
			const w = amongs[k];
			for (let lvar = common; lvar < w.Str.length; lvar++) {
				if (c + common === l) {
					diff--;
					break;
				}
				diff = this.current[c + common] - w.Str[lvar];
				if (diff !== 0) {
					break;
				}
				common++;
			}
			if (diff < 0) {
				j = k;
				commonJ = common;
			} else {
				i = k;
				commonI = common;
			}
			if (j - i <= 1) {
				if (i > 0 || j === i || firstKeyInspected) {
					break;
				}
				firstKeyInspected = true;
			}
		}
		for (;;) {
			const w = amongs[i];
			if (commonI >= w.Str.length) {
				this.Cursor = c + w.Str.length;
				return w.B;
			}
			i = w.A;
			if (i < 0) {
				return 0;
			}
		}
	}

	FindAmongB(amongs) {
		let i = 0;
		let j = amongs.length;
		const c = this.Cursor;
		const lb = this.LimitBackward;
		let commonI = 0;
		let commonJ = 0;
		let firstKeyInspected = false;
		for (;;) {
			const k = i + ((j - i) >> 1);
			let diff = 0;
			let common = Math.min(commonI, commonJ);
			const w = amongs[k];
			for (let lvar = w.Str.length - common - 1; lvar >= 0; lvar--) {
				if (c - common === lb) {
					diff--;
					break;
				}
				diff = this.current[c - common - 1] - w.Str[lvar];
				if (diff !== 0) {
					break;
				}
				common++;
			}
			if (diff < 0) {
				j = k;
				commonJ = common;
			} else {
				i = k;
				commonI = common;
			}
			if (j - i <= 1) {
				if (i > 0 || j === i || firstKeyInspected) {
					break;
				}
				firstKeyInspected = true;
			}
		}
		for (;;) {
			const w = amongs[i];
			if (commonI >= w.Str.length) {
				this.Cursor = c - w.Str.length;
				return w.B;
			}
			i = w.A;
			if (i < 0) {
				return 0;
			}
		}
	}
}

// The among tables and routines below are portuguese_stemmer.go, translated
// statement by statement (Go's labelled "for { ... break lab }" blocks are
// kept as labelled loops).

const A_0 = among([
	["", -1, 3],
	["\u00E3", 0, 1],
	["\u00F5", 0, 2],
]);

const A_1 = among([
	["", -1, 3],
	["a~", 0, 1],
	["o~", 0, 2],
]);

const A_2 = among([
	["ic", -1, -1],
	["ad", -1, -1],
	["os", -1, -1],
	["iv", -1, 1],
]);

const A_3 = among([
	["ante", -1, 1],
	["avel", -1, 1],
	["\u00EDvel", -1, 1],
]);

const A_4 = among([
	["ic", -1, 1],
	["abil", -1, 1],
	["iv", -1, 1],
]);

const A_5 = among([
	["ica", -1, 1],
	["\u00E2ncia", -1, 1],
	["\u00EAncia", -1, 4],
	["logia", -1, 2],
	["ira", -1, 9],
	["adora", -1, 1],
	["osa", -1, 1],
	["ista", -1, 1],
	["iva", -1, 8],
	["eza", -1, 1],
	["idade", -1, 7],
	["ante", -1, 1],
	["mente", -1, 6],
	["amente", 12, 5],
	["\u00E1vel", -1, 1],
	["\u00EDvel", -1, 1],
	["ico", -1, 1],
	["ismo", -1, 1],
	["oso", -1, 1],
	["amento", -1, 1],
	["imento", -1, 1],
	["ivo", -1, 8],
	["a\u00E7a~o", -1, 1],
	["u\u00E7a~o", -1, 3],
	["ador", -1, 1],
	["icas", -1, 1],
	["\u00EAncias", -1, 4],
	["logias", -1, 2],
	["iras", -1, 9],
	["adoras", -1, 1],
	["osas", -1, 1],
	["istas", -1, 1],
	["ivas", -1, 8],
	["ezas", -1, 1],
	["idades", -1, 7],
	["adores", -1, 1],
	["antes", -1, 1],
	["a\u00E7o~es", -1, 1],
	["u\u00E7o~es", -1, 3],
	["icos", -1, 1],
	["ismos", -1, 1],
	["osos", -1, 1],
	["amentos", -1, 1],
	["imentos", -1, 1],
	["ivos", -1, 8],
]);

const A_6 = among([
	["ada", -1, 1],
	["ida", -1, 1],
	["ia", -1, 1],
	["aria", 2, 1],
	["eria", 2, 1],
	["iria", 2, 1],
	["ara", -1, 1],
	["era", -1, 1],
	["ira", -1, 1],
	["ava", -1, 1],
	["asse", -1, 1],
	["esse", -1, 1],
	["isse", -1, 1],
	["aste", -1, 1],
	["este", -1, 1],
	["iste", -1, 1],
	["ei", -1, 1],
	["arei", 16, 1],
	["erei", 16, 1],
	["irei", 16, 1],
	["am", -1, 1],
	["iam", 20, 1],
	["ariam", 21, 1],
	["eriam", 21, 1],
	["iriam", 21, 1],
	["aram", 20, 1],
	["eram", 20, 1],
	["iram", 20, 1],
	["avam", 20, 1],
	["em", -1, 1],
	["arem", 29, 1],
	["erem", 29, 1],
	["irem", 29, 1],
	["assem", 29, 1],
	["essem", 29, 1],
	["issem", 29, 1],
	["ado", -1, 1],
	["ido", -1, 1],
	["ando", -1, 1],
	["endo", -1, 1],
	["indo", -1, 1],
	["ara~o", -1, 1],
	["era~o", -1, 1],
	["ira~o", -1, 1],
	["ar", -1, 1],
	["er", -1, 1],
	["ir", -1, 1],
	["as", -1, 1],
	["adas", 47, 1],
	["idas", 47, 1],
	["ias", 47, 1],
	["arias", 50, 1],
	["erias", 50, 1],
	["irias", 50, 1],
	["aras", 47, 1],
	["eras", 47, 1],
	["iras", 47, 1],
	["avas", 47, 1],
	["es", -1, 1],
	["ardes", 58, 1],
	["erdes", 58, 1],
	["irdes", 58, 1],
	["ares", 58, 1],
	["eres", 58, 1],
	["ires", 58, 1],
	["asses", 58, 1],
	["esses", 58, 1],
	["isses", 58, 1],
	["astes", 58, 1],
	["estes", 58, 1],
	["istes", 58, 1],
	["is", -1, 1],
	["ais", 71, 1],
	["eis", 71, 1],
	["areis", 73, 1],
	["ereis", 73, 1],
	["ireis", 73, 1],
	["\u00E1reis", 73, 1],
	["\u00E9reis", 73, 1],
	["\u00EDreis", 73, 1],
	["\u00E1sseis", 73, 1],
	["\u00E9sseis", 73, 1],
	["\u00EDsseis", 73, 1],
	["\u00E1veis", 73, 1],
	["\u00EDeis", 73, 1],
	["ar\u00EDeis", 84, 1],
	["er\u00EDeis", 84, 1],
	["ir\u00EDeis", 84, 1],
	["ados", -1, 1],
	["idos", -1, 1],
	["amos", -1, 1],
	["\u00E1ramos", 90, 1],
	["\u00E9ramos", 90, 1],
	["\u00EDramos", 90, 1],
	["\u00E1vamos", 90, 1],
	["\u00EDamos", 90, 1],
	["ar\u00EDamos", 95, 1],
	["er\u00EDamos", 95, 1],
	["ir\u00EDamos", 95, 1],
	["emos", -1, 1],
	["aremos", 99, 1],
	["eremos", 99, 1],
	["iremos", 99, 1],
	["\u00E1ssemos", 99, 1],
	["\u00EAssemos", 99, 1],
	["\u00EDssemos", 99, 1],
	["imos", -1, 1],
	["armos", -1, 1],
	["ermos", -1, 1],
	["irmos", -1, 1],
	["\u00E1mos", -1, 1],
	["ar\u00E1s", -1, 1],
	["er\u00E1s", -1, 1],
	["ir\u00E1s", -1, 1],
	["eu", -1, 1],
	["iu", -1, 1],
	["ou", -1, 1],
	["ar\u00E1", -1, 1],
	["er\u00E1", -1, 1],
	["ir\u00E1", -1, 1],
]);

const A_7 = among([
	["a", -1, 1],
	["i", -1, 1],
	["o", -1, 1],
	["os", -1, 1],
	["\u00E1", -1, 1],
	["\u00ED", -1, 1],
	["\u00F3", -1, 1],
]);

const A_8 = among([
	["e", -1, 1],
	["\u00E7", -1, 2],
	["\u00E9", -1, 1],
	["\u00EA", -1, 1],
]);

const G_v = [17, 65, 16, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 19, 12, 2];


function r_prelude(env, context) {
	let among_var;
	// repeat, line 36
replab0:
	for (;;) {
		let v_1 = env.Cursor;
	lab1:
		for (let once = 0; once < 2; once++) {
			// (, line 36
			// [, line 37
			env.Bra = env.Cursor;
			// substring, line 37
			among_var = env.FindAmong(A_0, context);
			if (among_var === 0) {
				break lab1;
			}
			// ], line 37
			env.Ket = env.Cursor;
			if (among_var === 0) {
				break lab1;
			} else if (among_var === 1) {
				// (, line 38
				// <-, line 38
				if (!env.SliceFrom("a~")) {
					return false;
				}
			} else if (among_var === 2) {
				// (, line 39
				// <-, line 39
				if (!env.SliceFrom("o~")) {
					return false;
				}
			} else if (among_var === 3) {
				// (, line 40
				// next, line 40
				if (env.Cursor >= env.Limit) {
					break lab1;
				}
				env.NextChar();
			}
			continue replab0;
		}
		env.Cursor = v_1;
		break replab0;
	}
	return true;
}

function r_mark_regions(env, context) {
	// (, line 44
	context.i_pV = env.Limit;
	context.i_p1 = env.Limit;
	context.i_p2 = env.Limit;
	// do, line 50
	let v_1 = env.Cursor;
lab0:
	for (;;) {
		// (, line 50
		// or, line 52
	lab1:
		for (;;) {
			let v_2 = env.Cursor;
		lab2:
			for (;;) {
				// (, line 51
				if (!env.InGrouping(G_v, 97, 250)) {
					break lab2;
				}
				// or, line 51
			lab3:
				for (;;) {
					let v_3 = env.Cursor;
				lab4:
					for (;;) {
						// (, line 51
						if (!env.OutGrouping(G_v, 97, 250)) {
							break lab4;
						}
						// gopast, line 51
					golab5:
						for (;;) {
						lab6:
							for (;;) {
								if (!env.InGrouping(G_v, 97, 250)) {
									break lab6;
								}
								break golab5;
							}
							if (env.Cursor >= env.Limit) {
								break lab4;
							}
							env.NextChar();
						}
						break lab3;
					}
					env.Cursor = v_3;
					// (, line 51
					if (!env.InGrouping(G_v, 97, 250)) {
						break lab2;
					}
					// gopast, line 51
				golab7:
					for (;;) {
					lab8:
						for (;;) {
							if (!env.OutGrouping(G_v, 97, 250)) {
								break lab8;
							}
							break golab7;
						}
						if (env.Cursor >= env.Limit) {
							break lab2;
						}
						env.NextChar();
					}
					break lab3;
				}
				break lab1;
			}
			env.Cursor = v_2;
			// (, line 53
			if (!env.OutGrouping(G_v, 97, 250)) {
				break lab0;
			}
			// or, line 53
		lab9:
			for (;;) {
				let v_6 = env.Cursor;
			lab10:
				for (;;) {
					// (, line 53
					if (!env.OutGrouping(G_v, 97, 250)) {
						break lab10;
					}
					// gopast, line 53
				golab11:
					for (;;) {
					lab12:
						for (;;) {
							if (!env.InGrouping(G_v, 97, 250)) {
								break lab12;
							}
							break golab11;
						}
						if (env.Cursor >= env.Limit) {
							break lab10;
						}
						env.NextChar();
					}
					break lab9;
				}
				env.Cursor = v_6;
				// (, line 53
				if (!env.InGrouping(G_v, 97, 250)) {
					break lab0;
				}
				// next, line 53
				if (env.Cursor >= env.Limit) {
					break lab0;
				}
				env.NextChar();
				break lab9;
			}
			break lab1;
		}
		// setmark pV, line 54
		context.i_pV = env.Cursor;
		break lab0;
	}
	env.Cursor = v_1;
	// do, line 56
	let v_8 = env.Cursor;
lab13:
	for (;;) {
		// (, line 56
		// gopast, line 57
	golab14:
		for (;;) {
		lab15:
			for (;;) {
				if (!env.InGrouping(G_v, 97, 250)) {
					break lab15;
				}
				break golab14;
			}
			if (env.Cursor >= env.Limit) {
				break lab13;
			}
			env.NextChar();
		}
		// gopast, line 57
	golab16:
		for (;;) {
		lab17:
			for (;;) {
				if (!env.OutGrouping(G_v, 97, 250)) {
					break lab17;
				}
				break golab16;
			}
			if (env.Cursor >= env.Limit) {
				break lab13;
			}
			env.NextChar();
		}
		// setmark p1, line 57
		context.i_p1 = env.Cursor;
		// gopast, line 58
	golab18:
		for (;;) {
		lab19:
			for (;;) {
				if (!env.InGrouping(G_v, 97, 250)) {
					break lab19;
				}
				break golab18;
			}
			if (env.Cursor >= env.Limit) {
				break lab13;
			}
			env.NextChar();
		}
		// gopast, line 58
	golab20:
		for (;;) {
		lab21:
			for (;;) {
				if (!env.OutGrouping(G_v, 97, 250)) {
					break lab21;
				}
				break golab20;
			}
			if (env.Cursor >= env.Limit) {
				break lab13;
			}
			env.NextChar();
		}
		// setmark p2, line 58
		context.i_p2 = env.Cursor;
		break lab13;
	}
	env.Cursor = v_8;
	return true;
}

function r_postlude(env, context) {
	let among_var;
	// repeat, line 62
replab0:
	for (;;) {
		let v_1 = env.Cursor;
	lab1:
		for (let once = 0; once < 2; once++) {
			// (, line 62
			// [, line 63
			env.Bra = env.Cursor;
			// substring, line 63
			among_var = env.FindAmong(A_1, context);
			if (among_var === 0) {
				break lab1;
			}
			// ], line 63
			env.Ket = env.Cursor;
			if (among_var === 0) {
				break lab1;
			} else if (among_var === 1) {
				// (, line 64
				// <-, line 64
				if (!env.SliceFrom("\u00E3")) {
					return false;
				}
			} else if (among_var === 2) {
				// (, line 65
				// <-, line 65
				if (!env.SliceFrom("\u00F5")) {
					return false;
				}
			} else if (among_var === 3) {
				// (, line 66
				// next, line 66
				if (env.Cursor >= env.Limit) {
					break lab1;
				}
				env.NextChar();
			}
			continue replab0;
		}
		env.Cursor = v_1;
		break replab0;
	}
	return true;
}

function r_RV(env, context) {
	if (!(context.i_pV <= env.Cursor)) {
		return false;
	}
	return true;
}

function r_R1(env, context) {
	if (!(context.i_p1 <= env.Cursor)) {
		return false;
	}
	return true;
}

function r_R2(env, context) {
	if (!(context.i_p2 <= env.Cursor)) {
		return false;
	}
	return true;
}

function r_standard_suffix(env, context) {
	let among_var;
	// (, line 76
	// [, line 77
	env.Ket = env.Cursor;
	// substring, line 77
	among_var = env.FindAmongB(A_5, context);
	if (among_var === 0) {
		return false;
	}
	// ], line 77
	env.Bra = env.Cursor;
	if (among_var === 0) {
		return false;
	} else if (among_var === 1) {
		// (, line 92
		// call R2, line 93
		if (!r_R2(env, context)) {
			return false;
		}
		// delete, line 93
		if (!env.SliceDel()) {
			return false;
		}
	} else if (among_var === 2) {
		// (, line 97
		// call R2, line 98
		if (!r_R2(env, context)) {
			return false;
		}
		// <-, line 98
		if (!env.SliceFrom("log")) {
			return false;
		}
	} else if (among_var === 3) {
		// (, line 101
		// call R2, line 102
		if (!r_R2(env, context)) {
			return false;
		}
		// <-, line 102
		if (!env.SliceFrom("u")) {
			return false;
		}
	} else if (among_var === 4) {
		// (, line 105
		// call R2, line 106
		if (!r_R2(env, context)) {
			return false;
		}
		// <-, line 106
		if (!env.SliceFrom("ente")) {
			return false;
		}
	} else if (among_var === 5) {
		// (, line 109
		// call R1, line 110
		if (!r_R1(env, context)) {
			return false;
		}
		// delete, line 110
		if (!env.SliceDel()) {
			return false;
		}
		// try, line 111
		let v_1 = env.Limit - env.Cursor;
	lab0:
		for (;;) {
			// (, line 111
			// [, line 112
			env.Ket = env.Cursor;
			// substring, line 112
			among_var = env.FindAmongB(A_2, context);
			if (among_var === 0) {
				env.Cursor = env.Limit - v_1;
				break lab0;
			}
			// ], line 112
			env.Bra = env.Cursor;
			// call R2, line 112
			if (!r_R2(env, context)) {
				env.Cursor = env.Limit - v_1;
				break lab0;
			}
			// delete, line 112
			if (!env.SliceDel()) {
				return false;
			}
			if (among_var === 0) {
				env.Cursor = env.Limit - v_1;
				break lab0;
			} else if (among_var === 1) {
				// (, line 113
				// [, line 113
				env.Ket = env.Cursor;
				// literal, line 113
				if (!env.EqSB("at")) {
					env.Cursor = env.Limit - v_1;
					break lab0;
				}
				// ], line 113
				env.Bra = env.Cursor;
				// call R2, line 113
				if (!r_R2(env, context)) {
					env.Cursor = env.Limit - v_1;
					break lab0;
				}
				// delete, line 113
				if (!env.SliceDel()) {
					return false;
				}
			}
			break lab0;
		}
	} else if (among_var === 6) {
		// (, line 121
		// call R2, line 122
		if (!r_R2(env, context)) {
			return false;
		}
		// delete, line 122
		if (!env.SliceDel()) {
			return false;
		}
		// try, line 123
		let v_2 = env.Limit - env.Cursor;
	lab1:
		for (;;) {
			// (, line 123
			// [, line 124
			env.Ket = env.Cursor;
			// substring, line 124
			among_var = env.FindAmongB(A_3, context);
			if (among_var === 0) {
				env.Cursor = env.Limit - v_2;
				break lab1;
			}
			// ], line 124
			env.Bra = env.Cursor;
			if (among_var === 0) {
				env.Cursor = env.Limit - v_2;
				break lab1;
			} else if (among_var === 1) {
				// (, line 127
				// call R2, line 127
				if (!r_R2(env, context)) {
					env.Cursor = env.Limit - v_2;
					break lab1;
				}
				// delete, line 127
				if (!env.SliceDel()) {
					return false;
				}
			}
			break lab1;
		}
	} else if (among_var === 7) {
		// (, line 133
		// call R2, line 134
		if (!r_R2(env, context)) {
			return false;
		}
		// delete, line 134
		if (!env.SliceDel()) {
			return false;
		}
		// try, line 135
		let v_3 = env.Limit - env.Cursor;
	lab2:
		for (;;) {
			// (, line 135
			// [, line 136
			env.Ket = env.Cursor;
			// substring, line 136
			among_var = env.FindAmongB(A_4, context);
			if (among_var === 0) {
				env.Cursor = env.Limit - v_3;
				break lab2;
			}
			// ], line 136
			env.Bra = env.Cursor;
			if (among_var === 0) {
				env.Cursor = env.Limit - v_3;
				break lab2;
			} else if (among_var === 1) {
				// (, line 139
				// call R2, line 139
				if (!r_R2(env, context)) {
					env.Cursor = env.Limit - v_3;
					break lab2;
				}
				// delete, line 139
				if (!env.SliceDel()) {
					return false;
				}
			}
			break lab2;
		}
	} else if (among_var === 8) {
		// (, line 145
		// call R2, line 146
		if (!r_R2(env, context)) {
			return false;
		}
		// delete, line 146
		if (!env.SliceDel()) {
			return false;
		}
		// try, line 147
		let v_4 = env.Limit - env.Cursor;
	lab3:
		for (;;) {
			// (, line 147
			// [, line 148
			env.Ket = env.Cursor;
			// literal, line 148
			if (!env.EqSB("at")) {
				env.Cursor = env.Limit - v_4;
				break lab3;
			}
			// ], line 148
			env.Bra = env.Cursor;
			// call R2, line 148
			if (!r_R2(env, context)) {
				env.Cursor = env.Limit - v_4;
				break lab3;
			}
			// delete, line 148
			if (!env.SliceDel()) {
				return false;
			}
			break lab3;
		}
	} else if (among_var === 9) {
		// (, line 152
		// call RV, line 153
		if (!r_RV(env, context)) {
			return false;
		}
		// literal, line 153
		if (!env.EqSB("e")) {
			return false;
		}
		// <-, line 154
		if (!env.SliceFrom("ir")) {
			return false;
		}
	}
	return true;
}

function r_verb_suffix(env, context) {
	let among_var;
	// setlimit, line 159
	let v_1 = env.Limit - env.Cursor;
	// tomark, line 159
	if (env.Cursor < context.i_pV) {
		return false;
	}
	env.Cursor = context.i_pV;
	let v_2 = env.LimitBackward;
	env.LimitBackward = env.Cursor;
	env.Cursor = env.Limit - v_1;
	// (, line 159
	// [, line 160
	env.Ket = env.Cursor;
	// substring, line 160
	among_var = env.FindAmongB(A_6, context);
	if (among_var === 0) {
		env.LimitBackward = v_2;
		return false;
	}
	// ], line 160
	env.Bra = env.Cursor;
	if (among_var === 0) {
		env.LimitBackward = v_2;
		return false;
	} else if (among_var === 1) {
		// (, line 179
		// delete, line 179
		if (!env.SliceDel()) {
			return false;
		}
	}
	env.LimitBackward = v_2;
	return true;
}

function r_residual_suffix(env, context) {
	let among_var;
	// (, line 183
	// [, line 184
	env.Ket = env.Cursor;
	// substring, line 184
	among_var = env.FindAmongB(A_7, context);
	if (among_var === 0) {
		return false;
	}
	// ], line 184
	env.Bra = env.Cursor;
	if (among_var === 0) {
		return false;
	} else if (among_var === 1) {
		// (, line 187
		// call RV, line 187
		if (!r_RV(env, context)) {
			return false;
		}
		// delete, line 187
		if (!env.SliceDel()) {
			return false;
		}
	}
	return true;
}

function r_residual_form(env, context) {
	let among_var;
	// (, line 191
	// [, line 192
	env.Ket = env.Cursor;
	// substring, line 192
	among_var = env.FindAmongB(A_8, context);
	if (among_var === 0) {
		return false;
	}
	// ], line 192
	env.Bra = env.Cursor;
	if (among_var === 0) {
		return false;
	} else if (among_var === 1) {
		// (, line 194
		// call RV, line 194
		if (!r_RV(env, context)) {
			return false;
		}
		// delete, line 194
		if (!env.SliceDel()) {
			return false;
		}
		// [, line 194
		env.Ket = env.Cursor;
		// or, line 194
	lab0:
		for (;;) {
			let v_1 = env.Limit - env.Cursor;
		lab1:
			for (;;) {
				// (, line 194
				// literal, line 194
				if (!env.EqSB("u")) {
					break lab1;
				}
				// ], line 194
				env.Bra = env.Cursor;
				// test, line 194
				let v_2 = env.Limit - env.Cursor;
				// literal, line 194
				if (!env.EqSB("g")) {
					break lab1;
				}
				env.Cursor = env.Limit - v_2;
				break lab0;
			}
			env.Cursor = env.Limit - v_1;
			// (, line 195
			// literal, line 195
			if (!env.EqSB("i")) {
				return false;
			}
			// ], line 195
			env.Bra = env.Cursor;
			// test, line 195
			let v_3 = env.Limit - env.Cursor;
			// literal, line 195
			if (!env.EqSB("c")) {
				return false;
			}
			env.Cursor = env.Limit - v_3;
			break lab0;
		}
		// call RV, line 195
		if (!r_RV(env, context)) {
			return false;
		}
		// delete, line 195
		if (!env.SliceDel()) {
			return false;
		}
	} else if (among_var === 2) {
		// (, line 196
		// <-, line 196
		if (!env.SliceFrom("c")) {
			return false;
		}
	}
	return true;
}

function stemEnv(env) {
	const context = { i_p2: 0, i_p1: 0, i_pV: 0 };
	// (, line 201
	// do, line 202
	let v_1 = env.Cursor;
lab0:
	for (;;) {
		// call prelude, line 202
		if (!r_prelude(env, context)) {
			break lab0;
		}
		break lab0;
	}
	env.Cursor = v_1;
	// do, line 203
	let v_2 = env.Cursor;
lab1:
	for (;;) {
		// call mark_regions, line 203
		if (!r_mark_regions(env, context)) {
			break lab1;
		}
		break lab1;
	}
	env.Cursor = v_2;
	// backwards, line 204
	env.LimitBackward = env.Cursor;
	env.Cursor = env.Limit;
	// (, line 204
	// do, line 205
	let v_3 = env.Limit - env.Cursor;
lab2:
	for (;;) {
		// (, line 205
		// or, line 209
	lab3:
		for (;;) {
			let v_4 = env.Limit - env.Cursor;
		lab4:
			for (;;) {
				// (, line 206
				// and, line 207
				let v_5 = env.Limit - env.Cursor;
				// (, line 206
				// or, line 206
			lab5:
				for (;;) {
					let v_6 = env.Limit - env.Cursor;
				lab6:
					for (;;) {
						// call standard_suffix, line 206
						if (!r_standard_suffix(env, context)) {
							break lab6;
						}
						break lab5;
					}
					env.Cursor = env.Limit - v_6;
					// call verb_suffix, line 206
					if (!r_verb_suffix(env, context)) {
						break lab4;
					}
					break lab5;
				}
				env.Cursor = env.Limit - v_5;
				// do, line 207
				let v_7 = env.Limit - env.Cursor;
			lab7:
				for (;;) {
					// (, line 207
					// [, line 207
					env.Ket = env.Cursor;
					// literal, line 207
					if (!env.EqSB("i")) {
						break lab7;
					}
					// ], line 207
					env.Bra = env.Cursor;
					// test, line 207
					let v_8 = env.Limit - env.Cursor;
					// literal, line 207
					if (!env.EqSB("c")) {
						break lab7;
					}
					env.Cursor = env.Limit - v_8;
					// call RV, line 207
					if (!r_RV(env, context)) {
						break lab7;
					}
					// delete, line 207
					if (!env.SliceDel()) {
						return false;
					}
					break lab7;
				}
				env.Cursor = env.Limit - v_7;
				break lab3;
			}
			env.Cursor = env.Limit - v_4;
			// call residual_suffix, line 209
			if (!r_residual_suffix(env, context)) {
				break lab2;
			}
			break lab3;
		}
		break lab2;
	}
	env.Cursor = env.Limit - v_3;
	// do, line 211
	let v_9 = env.Limit - env.Cursor;
lab8:
	for (;;) {
		// call residual_form, line 211
		if (!r_residual_form(env, context)) {
			break lab8;
		}
		break lab8;
	}
	env.Cursor = env.Limit - v_9;
	env.Cursor = env.LimitBackward;
	// do, line 213
	let v_10 = env.Cursor;
lab9:
	for (;;) {
		// call postlude, line 213
		if (!r_postlude(env, context)) {
			break lab9;
		}
		break lab9;
	}
	env.Cursor = v_10;
	return true;
}


/**
 * stem returns the Snowball Portuguese stem of a lower-case word.
 * @param {string} word
 * @returns {string}
 */
export function stem(word) {
	const env = new Env(word);
	stemEnv(env);
	return env.Current();
}
