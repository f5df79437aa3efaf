// Search in the browser: the header form gets a results dropdown, and the
// /busca/ page (#busca-resultados) lists the results for ?q=. The index
// (JSON, built by generator/internal/busca) is fetched from the form's
// data-indice on first focus or input, and only from this origin.
//
// Accessibility: the input stays a plain search field; results are a list
// of links under it. ArrowDown moves from the field into the list, the
// arrows move between results, Escape closes the list and returns to the
// field; a polite live region announces the number of results.

import { preparar, buscar, anteciparConsulta } from "./procura.js";

const MAX_SUGESTOES = 8;
const MAX_PAGINA = 50;
const ESPERA_MS = 120;
// The /busca/ page draws the summary, the guide's sections and the first
// PRIMEIROS texts at once, then the other texts POR_VEZ at a time, each
// batch after the previous one is on screen and only at the end of the
// list: on a phone no task of the page is long (each batch is a few
// milliseconds of script and of layout), and nothing drawn moves. The
// guide's sections fill a phone's first screen: the texts, below, all come
// in the later batches.
const PRIMEIROS = 0;
const POR_VEZ = 6;

/**
 * iniciarBusca enhances the header's search form, in a task after the one
 * that runs the page's scripts, which on a phone must stay short.
 * @param {Document} doc
 */
export function iniciarBusca(doc) {
	(doc.defaultView || window).setTimeout(() => ligar(doc), 0);
}

/** @param {Document} doc */
function ligar(doc) {
	const form = doc.querySelector("form.busca[data-indice]");
	const input = form && form.querySelector('input[name="q"]');
	if (!form || !input) {
		return;
	}
	// once per page: the /busca/ page's script has the search, and the
	// header's field may still ask for busca.js (js/busca-sob-demanda.js)
	if (form.hasAttribute("data-ligada")) {
		return;
	}
	form.setAttribute("data-ligada", "");
	const pagina = doc.getElementById("busca-resultados");
	const win = doc.defaultView || window;

	/** @type {Promise<any> | null} */
	let indice = null;
	const carregar = () => {
		if (!indice) {
			indice = baixar(win, form.getAttribute("data-indice") || "");
			indice.catch(() => {
				indice = null; // try again on the next keystroke
			});
		}
		return indice;
	};

	const estado = elemento(doc, "p", "so-leitor");
	estado.setAttribute("role", "status");
	estado.setAttribute("aria-live", "polite");
	form.appendChild(estado);

	const lista = elemento(doc, "div", "busca-sugestoes");
	lista.id = "busca-sugestoes";
	lista.hidden = true;
	form.appendChild(lista);

	const fechar = () => {
		lista.hidden = true;
		lista.textContent = "";
	};

	let vez = 0;
	const atualizar = () => {
		const q = input.value.trim();
		const minha = ++vez;
		if (!q) {
			fechar();
			estado.textContent = "";
			if (pagina) {
				pagina.textContent = "";
				pagina.removeAttribute("aria-busy");
			}
			return;
		}
		carregar().then(
			(ix) => {
				if (minha !== vez) {
					return; // an older answer arriving late
				}
				if (pagina) {
					mostrarPagina(doc, pagina, ix, q, () => minha === vez);
					substituirEndereco(win, q);
				} else {
					mostrarSugestoes(doc, lista, estado, ix, q);
				}
			},
			() => {
				if (minha !== vez) {
					return;
				}
				const alvo = pagina || lista;
				alvo.textContent = "";
				alvo.removeAttribute("aria-busy");
				alvo.appendChild(falhou(doc));
				lista.hidden = !!pagina;
				estado.textContent = "A busca não pôde ser carregada.";
			},
		);
	};

	let espera = 0;
	input.addEventListener("focus", () => {
		carregar().catch(() => {});
	});
	input.addEventListener("input", () => {
		win.clearTimeout(espera);
		espera = win.setTimeout(atualizar, ESPERA_MS);
	});

	input.addEventListener("keydown", (e) => {
		if (e.key === "ArrowDown" || e.key === "Down") {
			const links = lista.querySelectorAll("a");
			if (!lista.hidden && links.length) {
				e.preventDefault();
				links[0].focus();
			}
		} else if ((e.key === "Escape" || e.key === "Esc") && !lista.hidden) {
			e.preventDefault();
			fechar();
		}
	});

	lista.addEventListener("keydown", (e) => {
		const links = Array.prototype.slice.call(lista.querySelectorAll("a"));
		const i = links.indexOf(doc.activeElement);
		if (e.key === "ArrowDown" || e.key === "Down") {
			e.preventDefault();
			if (i >= 0 && i + 1 < links.length) {
				links[i + 1].focus();
			}
		} else if (e.key === "ArrowUp" || e.key === "Up") {
			e.preventDefault();
			if (i > 0) {
				links[i - 1].focus();
			} else {
				input.focus();
			}
		} else if (e.key === "Home" && links.length) {
			e.preventDefault();
			links[0].focus();
		} else if (e.key === "End" && links.length) {
			e.preventDefault();
			links[links.length - 1].focus();
		} else if (e.key === "Escape" || e.key === "Esc") {
			e.preventDefault();
			fechar();
			input.focus();
		}
	});

	// A chosen result may be on this very page (only the #fragment changes):
	// close the list once the link has done its work.
	lista.addEventListener("click", (e) => {
		const a = e.target && /** @type {Element} */ (e.target).closest ? /** @type {Element} */ (e.target).closest("a") : null;
		if (a) {
			win.setTimeout(fechar, 0);
		}
	});

	// Close when the focus or a click leaves the form.
	form.addEventListener("focusout", (e) => {
		const para = /** @type {Node | null} */ (e.relatedTarget);
		if (para && !form.contains(para)) {
			fechar();
		}
	});
	doc.addEventListener("click", (e) => {
		if (!lista.hidden && !form.contains(/** @type {Node} */ (e.target))) {
			fechar();
		}
	});

	if (!pagina) {
		// loaded on demand (js/busca-sob-demanda.js): the focus that asked
		// for it, and anything typed meanwhile, came before these listeners
		if (doc.activeElement === input) {
			carregar().catch(() => {});
		}
		if (input.value.trim()) {
			atualizar();
		}
	} else {
		const q = consultaDoEndereco(win);
		if (q) {
			input.value = q;
			// in tasks of their own, each a few milliseconds of main thread
			// on top of this script's start: the page's first fetch, then
			// the query's words stemmed while the index downloads
			win.setTimeout(atualizar, 0);
			win.setTimeout(() => anteciparConsulta(q), 0);
		}
	}
}

/**
 * baixar fetches and readies the index; it refuses other origins.
 * @param {Window} win
 * @param {string} endereco
 */
function baixar(win, endereco) {
	let url;
	try {
		url = new URL(endereco, win.location.href);
	} catch (e) {
		return Promise.reject(e);
	}
	if (!endereco || url.origin !== win.location.origin) {
		return Promise.reject(new Error("índice de busca fora deste site"));
	}
	return win
		.fetch(url.href, { credentials: "same-origin" })
		.then((r) => {
			if (!r.ok) {
				throw new Error("HTTP " + r.status);
			}
			return r.json();
		})
		.then(preparar);
}

/** @param {Window} win */
function consultaDoEndereco(win) {
	try {
		return (new URLSearchParams(win.location.search).get("q") || "").trim();
	} catch (e) {
		return "";
	}
}

/** @param {Window} win @param {string} q */
function substituirEndereco(win, q) {
	try {
		const url = new URL(win.location.href);
		url.searchParams.set("q", q);
		win.history.replaceState(null, "", url.pathname + url.search + url.hash);
	} catch (e) {
		// an old browser keeps the address as it was
	}
}

/** @param {Document} doc @param {string} tag @param {string} classe */
function elemento(doc, tag, classe) {
	const el = doc.createElement(tag);
	if (classe) {
		el.className = classe;
	}
	return el;
}

/** @param {Document} doc @param {{texto: string, marca: boolean}[]} trecho */
function trechoEm(doc, destino, trecho) {
	for (const p of trecho) {
		if (p.marca) {
			const m = doc.createElement("mark");
			m.textContent = p.texto;
			destino.appendChild(m);
		} else {
			destino.appendChild(doc.createTextNode(p.texto));
		}
	}
	return destino;
}

/** @param {number} n */
// (by hand: the first toLocaleString of a page loads the locale's data,
// about 30 ms of main thread on a phone, for a number that is rarely over 999)
const contagem = (n) => (n === 1 ? "1 resultado" : milhares(n) + " resultados");

/** @param {number} n "1.234" */
function milhares(n) {
	const s = String(Math.floor(Math.abs(n)));
	let out = "";
	for (let i = 0; i < s.length; i++) {
		if (i > 0 && (s.length - i) % 3 === 0) {
			out += ".";
		}
		out += s[i];
	}
	return (n < 0 ? "-" : "") + out;
}

/** @param {Document} doc */
function falhou(doc) {
	const p = elemento(doc, "p", "busca-estado");
	p.appendChild(doc.createTextNode("Não foi possível carregar a busca. Tente de novo ou consulte a "));
	const a = doc.createElement("a");
	a.href = "/legislacao/";
	a.textContent = "lista de normas";
	p.appendChild(a);
	p.appendChild(doc.createTextNode("."));
	return p;
}

function mostrarSugestoes(doc, lista, estado, ix, q) {
	const r = buscar(ix, q, MAX_SUGESTOES);
	lista.textContent = "";
	if (r.palavras === 0) {
		lista.hidden = true;
		estado.textContent = "";
		return;
	}
	if (r.total === 0) {
		const p = elemento(doc, "p", "busca-estado");
		p.textContent = "Nenhum resultado para “" + q + "”.";
		lista.appendChild(p);
		lista.hidden = false;
		estado.textContent = "Nenhum resultado.";
		return;
	}
	if (r.parcial) {
		const p = elemento(doc, "p", "busca-estado");
		p.textContent = "Nenhum dispositivo tem todas as palavras; estes têm algumas.";
		lista.appendChild(p);
	}
	const ul = doc.createElement("ul");
	// the guide's sections first: they answer in plain words
	const ordem = r.resultados.filter((x) => x.guia).concat(r.resultados.filter((x) => !x.guia));
	for (const x of ordem) {
		const li = doc.createElement("li");
		if (x.guia) {
			li.className = "resultado-guia";
		}
		const a = doc.createElement("a");
		a.href = x.href;
		const rotulo = elemento(doc, "span", "resultado-rotulo");
		rotulo.textContent = x.rotulo;
		a.appendChild(rotulo);
		a.appendChild(trechoEm(doc, elemento(doc, "span", "resultado-trecho"), x.trecho));
		li.appendChild(a);
		ul.appendChild(li);
	}
	lista.appendChild(ul);
	if (r.total > r.resultados.length) {
		const p = elemento(doc, "p", "busca-estado");
		const a = elemento(doc, "a", "busca-todos");
		a.href = "/busca/?q=" + encodeURIComponent(q);
		a.textContent = "Ver todos os " + contagem(r.total);
		p.appendChild(a);
		lista.appendChild(p);
	}
	lista.hidden = false;
	estado.textContent = contagem(r.total) + (r.parcial ? " com parte das palavras" : "") + ". Use a seta para baixo para percorrer.";
}

/**
 * mostrarPagina draws the results of q into destino, while vale() says the
 * query is still the one typed. Reading the index, searching it and
 * drawing the first batch each get a task of their own (each is a few
 * milliseconds, together they would be a long task on a phone); the other
 * batches come after the first is painted (depois). destino is aria-busy
 * until the last batch is in.
 */
function mostrarPagina(doc, destino, ix, q, vale) {
	const win = doc.defaultView || window;
	win.setTimeout(() => {
		if (!vale()) {
			return;
		}
		const r = buscar(ix, q, MAX_PAGINA);
		win.setTimeout(() => {
			if (vale()) {
				desenhar(doc, destino, r, q, vale);
			}
		}, 0);
	}, 0);
}

function desenhar(doc, destino, r, q, vale) {
	destino.textContent = "";
	destino.removeAttribute("aria-busy");
	const resumo = doc.createElement("p");
	if (r.palavras === 0) {
		resumo.textContent = "Digite palavras com pelo menos duas letras (palavras como “de” e “para” são ignoradas).";
		destino.appendChild(resumo);
		return;
	}
	if (r.total === 0) {
		resumo.textContent = "Nenhum resultado para “" + q + "”. Tente outras palavras ou consulte a ";
		const a = doc.createElement("a");
		a.href = "/legislacao/";
		a.textContent = "lista de normas";
		resumo.appendChild(a);
		resumo.appendChild(doc.createTextNode("."));
		destino.appendChild(resumo);
		return;
	}
	let texto = contagem(r.total) + " para “" + q + "”";
	if (r.parcial) {
		texto += " (nenhum dispositivo tem todas as palavras; estes têm algumas)";
	}
	if (r.total > r.resultados.length) {
		texto += "; mostrando os " + r.resultados.length + " primeiros";
	}
	resumo.textContent = texto + ".";
	destino.appendChild(resumo);
	const guia = r.resultados.filter((x) => x.guia);
	const dispositivos = r.resultados.filter((x) => !x.guia);
	if (guia.length) {
		destino.appendChild(titulo(doc, "No guia, em palavras simples"));
		destino.appendChild(itens(doc, elemento(doc, "ol", "resultados"), guia));
	}
	if (!dispositivos.length) {
		return;
	}
	// the court decisions (/jurisprudencia/) are documents of the index too
	const decisoes = dispositivos.some((x) => x.href.indexOf("/jurisprudencia/") === 0);
	destino.appendChild(titulo(doc, decisoes ? "Nos textos das normas e nas decisões judiciais" : "Nos textos das normas"));
	const ol = itens(doc, elemento(doc, "ol", "resultados"), dispositivos.slice(0, PRIMEIROS));
	destino.appendChild(ol);
	let feitos = PRIMEIROS;
	if (feitos >= dispositivos.length) {
		return;
	}
	destino.setAttribute("aria-busy", "true");
	const win = doc.defaultView || window;
	const mais = () => {
		if (!vale()) {
			return; // another query has drawn over these
		}
		itens(doc, ol, dispositivos.slice(feitos, feitos + POR_VEZ));
		feitos += POR_VEZ;
		if (feitos < dispositivos.length) {
			depois(win, mais);
		} else {
			destino.removeAttribute("aria-busy");
		}
	};
	depois(win, mais);
}

/**
 * depois runs f in a task of its own after the next frame: what the
 * previous task drew is laid out and painted apart from what f draws. A
 * hidden page has no frames: there f runs after a plain timeout.
 * @param {Window} win @param {() => void} f
 */
function depois(win, f) {
	if (win.document.hidden || !win.requestAnimationFrame) {
		win.setTimeout(f, 0);
	} else {
		win.requestAnimationFrame(() => win.setTimeout(f, 0));
	}
}

/** @param {Document} doc @param {string} texto */
function titulo(doc, texto) {
	const h = elemento(doc, "h2", "resultados-secao");
	h.textContent = texto;
	return h;
}

/**
 * itens appends the results to the list ol, and returns it.
 * @param {Document} doc @param {HTMLElement} ol
 */
function itens(doc, ol, resultados) {
	for (const x of resultados) {
		const li = doc.createElement("li");
		if (x.guia) {
			li.className = "resultado-guia";
		}
		const a = elemento(doc, "a", "resultado-rotulo");
		a.href = x.href;
		a.textContent = x.rotulo;
		li.appendChild(a);
		if (x.titulo) {
			const t = elemento(doc, "span", "resultado-titulo");
			t.textContent = x.titulo;
			li.appendChild(t);
		}
		li.appendChild(trechoEm(doc, elemento(doc, "p", "resultado-trecho"), x.trecho));
		ol.appendChild(li);
	}
	return ol;
}
