// Viagem de Direito — the calculator pages' first script, in <head>, not
// deferred (about 300 bytes, fetched alongside the styles, which block the
// first paint anyway), so that it runs before the page is first drawn.
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

(function () {
	var s = document.currentScript;
	var primeiro = s ? s.getAttribute("data-primeiro") : "";
	var q = new URLSearchParams(window.location.search);
	var passo = q.get("passo");
	if (passo && (passo !== primeiro || q.has("volta"))) {
		document.documentElement.classList.add("calc-adiante");
	}
})();
