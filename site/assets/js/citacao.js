// "Copiar citação": a button next to each dispositivo's permalink copies
// "{label} — {address of the page}#{id}", for instance
// "Lei nº 12.852/2013, art. 32, I — https://…/legislacao/lei-12852-2013/#art32_cpt_inc1".
// Without the clipboard API it falls back to a hidden selection and
// execCommand("copy"), and failing that shows the citation selected in a
// read-only field. A status region announces "Citação copiada".
// It also gives each remissão its absolute address for the print stylesheet.

const ROTULO = "Copiar citação";
const FEITO = "Citação copiada";

/** @param {Document} doc */
export function iniciarCitacoes(doc) {
	for (const a of Array.prototype.slice.call(doc.querySelectorAll("a.remissao[href]"))) {
		a.setAttribute("data-url", a.href);
	}
	const dispositivos = doc.querySelectorAll(".dispositivo[id][data-citacao]");
	if (!dispositivos.length) {
		return;
	}
	const aviso = doc.createElement("div");
	aviso.className = "confirmacao";
	aviso.setAttribute("role", "status");
	aviso.setAttribute("aria-live", "polite");
	doc.body.appendChild(aviso);

	for (const d of Array.prototype.slice.call(dispositivos)) {
		const texto = filho(d, "texto");
		const link = texto && texto.querySelector(".permalink");
		if (!texto) {
			continue;
		}
		const b = doc.createElement("button");
		b.type = "button";
		b.className = "copiar";
		b.textContent = ROTULO;
		rotular(b, ROTULO, d.getAttribute("data-citacao"));
		if (link) {
			texto.insertBefore(b, link.nextSibling);
		} else {
			texto.appendChild(b);
		}
	}

	const win = doc.defaultView || window;
	let limpar = 0;
	/** @type {HTMLButtonElement | null} */
	let copiado = null;
	const restaurar = () => {
		if (copiado) {
			const d = copiado.closest(".dispositivo[data-citacao]");
			rotular(copiado, ROTULO, d ? d.getAttribute("data-citacao") : "");
			copiado.removeAttribute("data-copiado");
			copiado = null;
		}
		aviso.textContent = "";
	};
	doc.addEventListener("click", (e) => {
		const alvo = /** @type {Element} */ (e.target);
		const b = alvo && alvo.closest ? alvo.closest("button.copiar") : null;
		const d = b && b.closest(".dispositivo[id][data-citacao]");
		if (!b || !d) {
			return;
		}
		const citacao = d.getAttribute("data-citacao") + " — " + win.location.origin + win.location.pathname + "#" + d.id;
		copiar(win, doc, citacao).then((ok) => {
			win.clearTimeout(limpar);
			restaurar();
			if (ok) {
				rotular(b, FEITO, d.getAttribute("data-citacao"));
				b.setAttribute("data-copiado", "");
				copiado = b;
				aviso.textContent = FEITO;
				limpar = win.setTimeout(restaurar, 2500);
			} else {
				mostrarManual(doc, d, citacao);
				aviso.textContent = "Não foi possível copiar. A citação está selecionada: copie com Ctrl+C ou pelo menu.";
				limpar = win.setTimeout(restaurar, 6000);
			}
		});
	});
}

/**
 * rotular sets the button's text and an accessible name that begins with
 * it and says which dispositivo it cites.
 */
function rotular(b, texto, citacao) {
	b.textContent = texto;
	b.setAttribute("aria-label", texto + ": " + citacao);
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
