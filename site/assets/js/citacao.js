// Citing, sharing and printing a norm.
//
// Every dispositivo's label ("Art. 149.", "§ 3º") is its permalink, so the
// keyboard reaches every permalink with Tab and no extra controls sit in
// the text. For the dispositivo the address points at (#id, a deep link or
// a label just followed) a small group appears in the band norma.css keeps
// above it: "Copiar citação" and "Compartilhar". The norm's header gets
// "Compartilhar" and "Imprimir".
//
// The citation copied is "{label} — {canonical address}#{id}", for instance
// "Lei nº 12.852/2013, art. 32, I — http://localhost:8080/legislacao/lei-12852-2013/#art32_cpt_inc1":
// the address comes from the page's <link rel="canonical"> (the build's
// base URL), never from the address bar, so a mirror or an embed cites the
// site. "Compartilhar" uses the Web Share API where there is one and
// copies the link otherwise. Without the clipboard API the copy falls back
// to a hidden selection and execCommand("copy"), and failing that shows the
// citation selected in a read-only field. A status region announces it.
//
// Printing, on every page, is js/impressao.js.

import { canonico } from "./endereco.js";
import { controleOuvir, textoDe } from "./ouvir.js";

const COPIAR = "Copiar citação";
const COPIADA = "Citação copiada";
const COMPARTILHAR = "Compartilhar";
const LINK_COPIADO = "Link copiado";

/** @param {Document} doc */
export function iniciarCitacoes(doc) {
	const win = doc.defaultView || window;
	const base = canonico(doc, win);
	const norma = doc.querySelector("article.norma");
	if (!norma) {
		return;
	}
	sumarioAberto(doc, win);

	const aviso = doc.createElement("div");
	aviso.className = "confirmacao";
	aviso.setAttribute("role", "status");
	aviso.setAttribute("aria-live", "polite");
	doc.body.appendChild(aviso);
	let limpar = 0;
	const avisar = (texto, ms) => {
		win.clearTimeout(limpar);
		aviso.textContent = texto;
		limpar = win.setTimeout(() => {
			aviso.textContent = "";
		}, ms || 2500);
	};

	// The norm: share and print.
	const acoes = doc.querySelector("[data-acoes-norma]");
	if (acoes) {
		const titulo = (doc.querySelector(".norma-cabecalho h1") || doc.body).textContent.replace(/\s+/g, " ").trim();
		acoes.appendChild(
			botao(doc, "acao", COMPARTILHAR, COMPARTILHAR + ": " + titulo, () =>
				compartilhar(win, doc, titulo, base, avisar),
			),
		);
		acoes.appendChild(botao(doc, "acao", "Imprimir", "Imprimir " + titulo, () => win.print()));
	}

	// The targeted dispositivo: copy its citation, share it.
	const grupo = doc.createElement("div");
	grupo.className = "ferramentas";
	grupo.setAttribute("role", "group");
	const copiarB = botao(doc, "copiar", COPIAR, COPIAR, () => {
		const d = grupo.parentElement;
		if (!d) {
			return;
		}
		const citacao = semNbsp(d.getAttribute("data-citacao")) + " — " + base + "#" + d.id;
		copiar(win, doc, citacao).then((ok) => {
			if (ok) {
				copiarB.textContent = COPIADA;
				copiarB.setAttribute("data-feito", "");
				avisar(COPIADA);
				win.setTimeout(() => {
					copiarB.textContent = COPIAR;
					copiarB.removeAttribute("data-feito");
				}, 2500);
			} else {
				mostrarManual(doc, d, citacao);
				avisar("Não foi possível copiar. A citação está selecionada: copie com Ctrl+C ou pelo menu.", 6000);
			}
		});
	});
	const compartilharB = botao(doc, "compartilhar", COMPARTILHAR, COMPARTILHAR, () => {
		const d = grupo.parentElement;
		if (d) {
			compartilhar(win, doc, semNbsp(d.getAttribute("data-citacao")), base + "#" + d.id, avisar);
		}
	});
	grupo.appendChild(copiarB);
	grupo.appendChild(compartilharB);
	// "Ouvir" (js/ouvir.js): the dispositivo's words, with a local voice only
	grupo.appendChild(controleOuvir(doc, () => textoDe([grupo.parentElement], ".ferramentas"), "o dispositivo"));

	const mover = () => {
		let d = null;
		try {
			const id = decodeURIComponent(win.location.hash.slice(1));
			d = id ? doc.getElementById(id) : null;
		} catch (e) {
			d = null;
		}
		if (!d || !d.classList.contains("dispositivo") || !d.hasAttribute("data-citacao")) {
			if (grupo.parentNode) {
				grupo.parentNode.removeChild(grupo);
			}
			return;
		}
		const citacao = d.getAttribute("data-citacao") || "";
		grupo.setAttribute("aria-label", "Citar " + citacao);
		copiarB.setAttribute("aria-label", COPIAR + ": " + citacao);
		compartilharB.setAttribute("aria-label", COMPARTILHAR + ": " + citacao);
		// First in the dispositivo (norma.css places it in the band above
		// the text): following a label moves the keyboard's starting point
		// to the dispositivo, so the next Tab reaches the tools.
		// (only when it is not there yet: moving it again would take the
		// focus off a button of the group)
		if (d.firstChild !== grupo) {
			d.insertBefore(grupo, d.firstChild);
		}
	};
	win.addEventListener("hashchange", mover);
	// hashchange comes later, as a task of its own, and the browser may
	// handle the next key press first: following a link to a dispositivo
	// of this page (its label, a remissão) places the tools at once, so
	// the Tab right after Enter reaches them.
	doc.addEventListener("click", (e) => {
		const a = e.target instanceof Element ? e.target.closest("a[href^='#']") : null;
		if (!a || e.defaultPrevented || e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) {
			return;
		}
		const hash = a.getAttribute("href") || "";
		let alvo = null;
		try {
			alvo = doc.getElementById(decodeURIComponent(hash.slice(1)));
		} catch (erro) {
			alvo = null;
		}
		if (!alvo || !alvo.classList.contains("dispositivo") || win.location.hash === hash) {
			return;
		}
		e.preventDefault();
		win.location.hash = hash;
		mover();
	});
	mover();
}

/** @param {Document} doc */
function botao(doc, classe, texto, rotulo, fazer) {
	const b = doc.createElement("button");
	b.type = "button";
	b.className = classe;
	b.textContent = texto;
	if (rotulo !== texto) {
		b.setAttribute("aria-label", rotulo);
	}
	b.addEventListener("click", fazer);
	return b;
}

/** compartilhar: the Web Share API, or the link copied. */
function compartilhar(win, doc, titulo, url, avisar) {
	const nav = win.navigator;
	if (nav.share) {
		nav.share({ title: titulo, url }).catch(() => {
			// cancelled by the visitor, or refused: nothing to do
		});
		return;
	}
	copiar(win, doc, url).then((ok) => {
		avisar(ok ? LINK_COPIADO + ": " + url : "Não foi possível copiar o link: " + url, ok ? 2500 : 8000);
	});
}

/** @param {Element} el @param {string} classe */
function filho(el, classe) {
	for (let c = el.firstElementChild; c; c = c.nextElementSibling) {
		if (c.classList.contains(classe)) {
			return c;
		}
	}
	return null;
}

/**
 * copiar puts s on the clipboard; resolves to whether it worked.
 * @returns {Promise<boolean>}
 */
function copiar(win, doc, s) {
	const nav = win.navigator;
	if (nav.clipboard && nav.clipboard.writeText && win.isSecureContext !== false) {
		return nav.clipboard.writeText(s).then(
			() => true,
			() => copiarSelecionando(doc, s),
		);
	}
	return Promise.resolve(copiarSelecionando(doc, s));
}

/** The older way: select a hidden field and ask the browser to copy. */
function copiarSelecionando(doc, s) {
	const area = doc.createElement("textarea");
	area.className = "so-leitor";
	area.value = s;
	area.setAttribute("readonly", "");
	area.setAttribute("aria-hidden", "true");
	area.tabIndex = -1;
	const ativo = doc.activeElement;
	doc.body.appendChild(area);
	let ok = false;
	try {
		area.select();
		area.setSelectionRange(0, s.length);
		ok = doc.execCommand("copy");
	} catch (e) {
		ok = false;
	}
	doc.body.removeChild(area);
	if (ativo && ativo.focus) {
		ativo.focus();
	}
	return ok;
}

/** Last resort: show the citation selected, for the visitor to copy. */
function mostrarManual(doc, d, citacao) {
	let campo = filho(d, "citacao-manual");
	if (!campo) {
		campo = doc.createElement("input");
		campo.className = "citacao-manual";
		campo.type = "text";
		campo.setAttribute("readonly", "");
		campo.setAttribute("aria-label", "Citação para copiar");
		const texto = filho(d, "texto");
		d.insertBefore(campo, texto ? texto.nextSibling : d.firstChild);
	}
	campo.value = citacao;
	campo.focus();
	campo.select();
}

/** The table of contents is open on wide screens, where it is a column. */
function sumarioAberto(doc, win) {
	const dobra = doc.querySelector(".sumario-dobra");
	if (!dobra || !win.matchMedia) {
		return;
	}
	const largo = win.matchMedia("(min-width: 75rem)");
	const ajustar = () => {
		if (largo.matches) {
			dobra.open = true;
		}
	};
	ajustar();
	if (largo.addEventListener) {
		largo.addEventListener("change", ajustar);
	}
}

// semNbsp: a dispositivo's data-citacao has non-breaking spaces inside
// its citation ("art.\u00a0149, §\u00a05º", the generator's semQuebra), so
// the label drawn above a deep link (norma.css) never breaks there; what
// is copied or shared has ordinary spaces, as a person would type them.
function semNbsp(s) {
	return (s || "").replace(/\u00a0/g, " ");
}
