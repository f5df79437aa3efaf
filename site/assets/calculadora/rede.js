// What a calculator page says about the line while the engine comes and
// after it:
//   - the status line (.calc-estado, at the top of the calculator, its one
//     line kept from the first paint: calculadora.css, html.calc-js) shows
//     the module's download, "Carregando a calculadora: 45%" (the
//     percentage counts the module's uncompressed bytes as they are
//     decoded against its uncompressed size, data-wasm-tamanho, so a body
//     sent compressed is counted right; the figure is aria-hidden: a screen
//     reader hears "Carregando a calculadora" once, not every step);
//   - once the engine is ready, and only then, the service worker is
//     registered (js/offline.js): its install, the whole site, never
//     competes with the module; once a reload with no network really works
//     (the worker active and every file this page needs in its caches), the
//     line says "Pronto para usar sem internet", never before;
//   - a person who asks for the answer before the engine is ready
//     (fluxo.js) reads, while waiting, the rules of the chosen category and
//     mode (and conventional service) in plain words, the engine's own
//     sentences: esperaDoMotor copies
//     them from the page (template #calc-espera, written by the generator
//     from the engine), no new request.

import { EVENTO_PROGRESSO, INICIADO } from "./instanciar.js";
import { registrarAgora, prontoOffline } from "../js/offline.js";
import { el } from "./dom.js";

export const PRONTO_OFFLINE = "Pronto para usar sem internet";

/**
 * Follows the engine's download on the page's status line; call before
 * carregarMotor (which takes the worker over), then call what it returns
 * with carregarMotor's promise: once the engine is ready, the service
 * worker is registered.
 * @param {HTMLElement} raiz the element [data-calculadora]
 * @returns {(motor: Promise<unknown>) => void}
 */
export function acompanharRede(raiz) {
	const doc = raiz.ownerDocument;
	const win = doc.defaultView || window;
	const estado = raiz.querySelector(".calc-estado");
	const iniciado = doc[INICIADO];
	let fim = false;
	let figura = null;
	const mostrar = (lidos, tamanho) => {
		if (fim || !estado) {
			return;
		}
		if (!figura) {
			figura = el(doc, "span", { "aria-hidden": "true" });
			estado.textContent = "Carregando a calculadora";
			estado.appendChild(figura);
		}
		figura.textContent = tamanho > 0 ? ": " + Math.min(99, Math.floor((100 * lidos) / tamanho)) + "%" : "…";
	};
	if (raiz.getAttribute("data-motor") !== "pronto") {
		mostrar(iniciado ? iniciado.lidos : 0, iniciado ? iniciado.tamanho : 0);
	}
	const aoProgresso = (ev) => mostrar(ev.detail.lidos, ev.detail.tamanho);
	doc.addEventListener(EVENTO_PROGRESSO, aoProgresso);
	const parar = () => {
		fim = true;
		doc.removeEventListener(EVENTO_PROGRESSO, aoProgresso);
	};
	return (motor) => motor.then(() => {
		parar();
		// (fluxo.js empties it too)
		if (estado && figura && figura.parentNode === estado) {
			estado.textContent = "";
		}
		return registrarAgora(win).then((reg) => prontoOffline(win, reg)).then((sim) => {
			if (sim && estado && raiz.getAttribute("data-motor") === "pronto") {
				estado.textContent = PRONTO_OFFLINE + ".";
				raiz.setAttribute("data-offline", "pronto");
			}
		});
	}, parar).catch(() => {});
}

/**
 * The wait for the engine in the result's place: a line saying so and the
 * rules of the trip asked about: the engine's own sentences for a trip of
 * the request's category, mode and conventional service, with their links
 * to the law, which the generator wrote into the page's template
 * #calc-espera, one block per category, mode and service (data-categoria,
 * data-modal, data-convencional: the request's categoria, viagem.modal and
 * viagem.convencional; generator/espera.go). No block for the request (a
 * flow without categories): the line alone, never words written here.
 * @param {Document} doc @param {Object|null} pedido the engine's request
 */
export function esperaDoMotor(doc, pedido) {
	const modelo = doc.getElementById("calc-espera");
	const viagem = (pedido && pedido.viagem) || {};
	const desta = (b) => b.getAttribute("data-categoria") === pedido.categoria
		&& b.getAttribute("data-modal") === viagem.modal
		&& b.getAttribute("data-convencional") === String(viagem.convencional);
	const bloco = modelo && pedido && pedido.categoria ? Array.from(modelo.content.children).filter(desta)[0] : null;
	const copias = bloco ? Array.from(doc.importNode(bloco, true).childNodes) : [];
	return el(doc, "div", { class: "calc-espera" },
		el(doc, "p", { class: "calc-estado" }, "Preparando a calculadora… A resposta aparece aqui assim que ela estiver pronta."),
		copias.length ? el(doc, "div", { "aria-live": "off" },
			el(doc, "p", { class: "calc-espera-titulo" }, "Enquanto isso, as regras em palavras simples:"),
			copias) : null);
}
