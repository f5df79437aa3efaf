// Previous and next article, and back to the table of contents, on a
// norm's page.
//
// One small bar (norma.html, nav[data-navegar-artigos]), fixed at the
// bottom of the screen, with three buttons: "← Art. 148", "Sumário" and
// "Art. 150 →". Their labels follow the article being read: the last one
// whose top has passed the upper third of the screen. So the keyboard has
// three tab stops for the whole text, not three per article, and the bar's
// boxes never move when the labels change (fixed columns: no layout shift).
// The bar shows once the reader is in the text (above the first article
// it would only cover the start of the text) or the keyboard focus is in
// the text. The focus stays on the button pressed, so Enter again goes on;
// a status region says which article is now on screen. "Sumário" opens the table of
// contents (folded on phones) and puts the focus on the current article's
// entry. Without JavaScript the bar stays hidden and the table of contents
// does the job; printed, it is hidden (css/impressao.css).

const ANTERIOR = "Artigo anterior";
const PROXIMO = "Próximo artigo";

/** @param {Document} doc */
export function iniciarNavegacaoArtigos(doc) {
	const win = doc.defaultView || window;
	const barra = doc.querySelector("[data-navegar-artigos]");
	if (!barra) {
		return;
	}
	const artigos = Array.prototype.slice.call(doc.querySelectorAll(".texto-norma .dispositivo.artigo[id]"));
	if (artigos.length < 2) {
		return;
	}
	const rotulos = artigos.map((a) => {
		const r = a.querySelector(".rotulo");
		return (r ? r.textContent : a.id).trim().replace(/\.$/, "");
	});
	const sumario = doc.querySelector(".sumario");
	const legenda = (k) => {
		const l = sumario && sumario.querySelector('a[href="#' + artigos[k].id + '"] .sumario-legenda');
		return l ? l.textContent.trim() : "";
	};

	const anterior = botao(doc, "anterior", ANTERIOR);
	const volta = doc.createElement("button");
	volta.type = "button";
	volta.className = "navegar-sumario";
	volta.setAttribute("aria-label", "Voltar ao sumário");
	volta.textContent = "Sumário";
	const proximo = botao(doc, "proximo", PROXIMO);
	const anuncio = doc.createElement("span");
	anuncio.className = "so-leitor";
	anuncio.setAttribute("role", "status");
	anuncio.setAttribute("aria-live", "polite");
	barra.textContent = "";
	barra.appendChild(anterior.el);
	barra.appendChild(volta);
	barra.appendChild(proximo.el);
	barra.appendChild(anuncio);

	// atual: the article being read (-1 above the first); fixado: the
	// article a button went to, kept while the page stays where the button
	// left it (the last articles cannot always reach the top).
	let atual = -2;
	let fixado = -1;
	let fixadoY = 0;
	const calcular = () => {
		const linha = win.innerHeight / 3;
		let i = -1;
		for (let k = 0; k < artigos.length; k++) {
			if (artigos[k].getBoundingClientRect().top > linha) {
				break;
			}
			i = k;
		}
		return i;
	};
	const texto = doc.querySelector(".texto-norma");
	const exibir = () => {
		const foco = doc.activeElement;
		barra.hidden = !(atual >= 0 || (foco && foco !== doc.body && (barra.contains(foco) || (texto && texto.contains(foco)))));
	};
	const mostrar = (i) => {
		if (i === atual) {
			return;
		}
		atual = i;
		exibir();
		anterior.mostrar(i > 0 ? rotulos[i - 1] : "");
		proximo.mostrar(i < artigos.length - 1 ? rotulos[i + 1] : "");
	};
	const ir = (k) => {
		if (k < 0 || k >= artigos.length) {
			return;
		}
		artigos[k].scrollIntoView({ block: "start" });
		fixado = k;
		fixadoY = win.pageYOffset;
		mostrar(k);
		const l = legenda(k);
		anuncio.textContent = rotulos[k] + (l ? ": " + l : "");
	};
	anterior.el.addEventListener("click", () => ir(atual - 1));
	proximo.el.addEventListener("click", () => ir(atual + 1));
	volta.addEventListener("click", () => {
		if (!sumario) {
			return;
		}
		const dobra = sumario.querySelector("details");
		if (dobra && !dobra.open) {
			dobra.open = true;
		}
		sumario.scrollIntoView({ block: "start" });
		const entrada = atual >= 0 && sumario.querySelector('a[href="#' + artigos[atual].id + '"]');
		const alvo = entrada || sumario.querySelector("summary");
		if (alvo) {
			// a long table of contents puts the entry below the screen (or
			// under this bar): bring the whole entry into view
			const r = alvo.getBoundingClientRect();
			if (r.top < 0 || r.bottom > win.innerHeight - barra.getBoundingClientRect().height) {
				alvo.scrollIntoView({ block: "center" });
			}
			alvo.focus();
		}
	});

	let pedido = 0;
	const aoRolar = () => {
		if (pedido) {
			return;
		}
		pedido = win.requestAnimationFrame(() => {
			pedido = 0;
			if (fixado >= 0 && Math.abs(win.pageYOffset - fixadoY) < 2) {
				return;
			}
			fixado = -1;
			mostrar(calcular());
		});
	};
	win.addEventListener("scroll", aoRolar, { passive: true });
	win.addEventListener("resize", aoRolar);
	doc.addEventListener("focusin", exibir);
	doc.addEventListener("focusout", () => win.setTimeout(exibir, 0));
	// once the page is on screen: measuring the articles now would force
	// the page's first layout inside the task that runs its scripts
	if (win.requestAnimationFrame && !doc.hidden) {
		win.requestAnimationFrame(() => win.setTimeout(() => mostrar(calcular()), 0));
	} else {
		mostrar(calcular());
	}
}

// botao is "← Art. 148" / "Art. 150 →": its name says where it goes
// ("Artigo anterior: Art. 148"); with nowhere to go it stays in place and
// in the tab order, aria-disabled, so the focus on it is never lost.
function botao(doc, lado, nome) {
	const el = doc.createElement("button");
	el.type = "button";
	el.className = "navegar-" + lado;
	const seta = doc.createElement("span");
	seta.setAttribute("aria-hidden", "true");
	seta.textContent = lado === "anterior" ? "← " : " →";
	const oculto = doc.createElement("span");
	oculto.className = "so-leitor";
	const rotulo = doc.createElement("span");
	rotulo.className = "navegar-rotulo";
	if (lado === "anterior") {
		el.appendChild(seta);
		el.appendChild(oculto);
		el.appendChild(rotulo);
	} else {
		el.appendChild(oculto);
		el.appendChild(rotulo);
		el.appendChild(seta);
	}
	return {
		el,
		mostrar(destino) {
			if (destino) {
				oculto.textContent = nome + ": ";
				rotulo.textContent = destino;
				el.removeAttribute("aria-disabled");
				el.removeAttribute("aria-label");
			} else {
				// "Anterior" on screen, "Artigo anterior" for the name
				oculto.textContent = "";
				rotulo.textContent = lado === "anterior" ? "Anterior" : "Próximo";
				el.setAttribute("aria-disabled", "true");
				el.setAttribute("aria-label", nome);
			}
		},
	};
}
