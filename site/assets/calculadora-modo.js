// Viagem de Direito — the calculator pages' first script, in <head>, not
// deferred (about 1 KB, fetched alongside the styles, which block the first
// paint anyway), so that it runs before the page is first drawn.
//
// The page's HTML brings the first question. An address that asks for a
// later step or for the answer (?…&passo=resultado: a bookmark, a shared
// result, an operator's prefilled link) must not show that question first
// and then swap it for something else: everything below would jump (a
// layout shift, CLS 1.29 measured before this script). So here, before the
// first paint, such an address marks the page (html.calc-adiante): the
// styles hide the first question and the introduction and keep the
// calculator's area at least one screen tall, and the calculator
// (calculadora/fluxo.js) draws into that space what the address asks for.
// The script tag names the page's first step (data-primeiro).
//
// It also starts the engine's worker (calculadora-motor.js, whose address
// and those of the module and of Go's loader are on the script tag), so the
// module's download begins as the page is parsed, as a <link rel=preload>
// would start it, but in the worker: its bytes, its compiling and Go's
// start-up never touch the page's thread. calculadora/motor.js takes the
// worker over (iniciado below); without Worker, or if it cannot be
// created, motor.js does it all later. The module's download is the
// page's own request (instanciar.js, baixarParaOTrabalhador), handed to the
// worker as a stream, so that it starts now rather than once the worker's
// script has come down the line.

import { INICIADO, iniciarTrabalhador } from "./calculadora/instanciar.js";

(function () {
	var s = document.currentScript;
	if (!s) {
		return;
	}
	// the status line (the module's progress, then whether the page works
	// offline: calculadora/rede.js) keeps its place from the first paint
	document.documentElement.classList.add("calc-js");
	var q = new URLSearchParams(window.location.search);
	var passo = q.get("passo");
	if (passo && (passo !== s.getAttribute("data-primeiro") || q.has("volta"))) {
		document.documentElement.classList.add("calc-adiante");
	}
	var iniciado = iniciarTrabalhador(window, s, true);
	if (iniciado) {
		document[INICIADO] = iniciado;
	}
})();
