// Viagem de Direito — the pages under /embed/, framed by other sites
// (embed-base.html). This script:
//   - applies the theme the loader asked for (?tema=claro|escuro; auto
//     follows the device), as data-tema on <html> (css/embed.css); the
//     page is light (data-tema="claro" in embed-base.html) until told;
//   - makes the in-page links (#id) point at the full page of the norm
//     (data-href-norma), and every link but the skip link open the full
//     site in a new tab;
//   - measures the page (ResizeObserver) and posts its height and title to
//     the parent, with our message type (js/embed-protocolo.js). The height
//     is no secret, so it goes to any parent; the loader checks our origin.

import { TIPO, ALTURA, TEMAS } from "./js/embed-protocolo.js";

function aplicarTema() {
	const t = new URLSearchParams(location.search).get("tema");
	if (t === "auto") {
		document.documentElement.removeAttribute("data-tema");
	} else if (TEMAS.indexOf(t) >= 0) {
		document.documentElement.setAttribute("data-tema", t);
	}
}

function linksAbsolutos() {
	for (const bloco of document.querySelectorAll("[data-href-norma]")) {
		const pagina = new URL(bloco.getAttribute("data-href-norma"), location.href);
		for (const a of bloco.querySelectorAll('a[href^="#"]')) {
			a.href = pagina.origin + pagina.pathname + a.getAttribute("href");
		}
	}
	for (const a of document.querySelectorAll("a[href]")) {
		if (a.getAttribute("href").charAt(0) !== "#") {
			a.target = "_blank";
			a.rel = "noopener";
		}
	}
}

function medir() {
	if (window.parent === window) {
		return;
	}
	let ultima = 0;
	const enviar = () => {
		const h = Math.ceil(document.body.getBoundingClientRect().height);
		if (h !== ultima && h > 0) {
			ultima = h;
			window.parent.postMessage({ tipo: TIPO, evento: ALTURA, altura: h, titulo: document.title }, "*");
		}
	};
	if (typeof ResizeObserver === "function") {
		new ResizeObserver(enviar).observe(document.body);
	} else {
		window.addEventListener("resize", enviar);
	}
	window.addEventListener("load", enviar);
	enviar();
}

aplicarTema();
function iniciar() {
	linksAbsolutos();
	medir();
}
if (document.readyState === "loading") {
	document.addEventListener("DOMContentLoaded", iniciar);
} else {
	iniciar();
}
