// Viagem de Direito — the calculator pages' first script, written INTO the
// page (an inline <script>, the first element of <head>: site.Build minifies
// it into Bundle.Embutidos, the template calc-inicio writes it, and the
// Content-Security-Policy of generator/internal/servidor allows exactly its
// SHA-256). Inline because it must run with the HTML's first bytes: the
// module's download, the slowest thing the page needs (about 11 s of a 3G
// line), starts here, two round trips before a script file could start it.
//
// 1. Before the first paint, the page is marked: html.calc-js (the status
//    line keeps its place) and, for an address that asks for a later step or
//    for the answer (?…&passo=resultado: a bookmark, a shared result, an
//    operator's prefilled link), html.calc-adiante: the styles hide the
//    first question and keep the calculator's area one screen tall, so that
//    what fluxo.js draws there moves nothing (CLS 1.29 before it).
// 2. The engine's worker starts, made from a few words of code in a Blob,
//    so that it needs no file from the network to begin: it asks for the
//    module at once, then loads its own script (calculadora-motor.js,
//    importScripts), which compiles the module as it comes and runs it.
//    The module's bytes never touch the page's thread. The worker is left
//    on the document for calculadora.js (instanciar.js, adotarTrabalhador),
//    with the error it may have had before anyone listened. Without Worker
//    or Blob, or when the policy refuses the worker, nothing is left and
//    calculadora.js starts the engine as before (a worker by its address,
//    or the page itself).
//
// 3. Until calculadora.js takes the page over (it sets
//    document.viagemDeDireitoFluxo), a "Continuar" on the page's first
//    question (a plain GET form, for browsers without JavaScript) does not
//    navigate: a navigation would load the page again and ask for the
//    module a second time while the first download still runs (on 3G,
//    481 KB more and about 10 s). The answer goes into the address instead
//    (history.pushState: the address's answers and the form's, which the
//    form alone would have lost),
//    the page is marked html.calc-adiante (the question gives way to
//    "Preparando a calculadora…"), and calculadora.js, when it arrives,
//    reads the address as it reads any later step's.
//
// The addresses are on this script's element (data-wasm, data-wasm-exec,
// data-motor-trabalhador), so its text, and its hash, stay the same from
// build to build.
(function (d) {
	var s = d.currentScript;
	if (!s) {
		return;
	}
	var h = d.documentElement;
	h.classList.add("calc-js");
	var q = new URLSearchParams(location.search);
	var p = q.get("passo");
	if (p && (p !== s.getAttribute("data-primeiro") || q.has("volta"))) {
		h.classList.add("calc-adiante");
	}
	d.addEventListener("submit", function (e) {
		var f = e.target;
		if (d.viagemDeDireitoFluxo || !f || !f.closest || !f.closest("[data-calculadora]") || (f.method || "get").toLowerCase() !== "get") {
			return;
		}
		e.preventDefault();
		try {
			// the address's answers, the form's over them (as fluxo.js does)
			var u = new URLSearchParams(location.search);
			new FormData(f).forEach(function (v, k) {
				u.set(k, v);
			});
			history.pushState(null, "", "?" + u.toString());
			h.classList.add("calc-adiante");
		} catch (x) {
			// (an old browser: nothing happens until calculadora.js)
		}
	}, true);
	// in a task of its own, right after this one: starting a worker blocks
	// the page's thread a while (tens of ms on a phone), and the parser
	// first finishes the bytes it has, so that the styles are asked for
	// before it (the first paint waits for them; on a 3G line they come a
	// round trip later anyway)
	setTimeout(function () {
		// (calculadora.js, already run, started the engine its own way)
		if (d.viagemDeDireitoTrabalhador !== undefined) {
			return;
		}
		try {
			var a = function (n) {
				return JSON.stringify(new URL(s.getAttribute(n), d.baseURI).href);
			};
			// self.viagemDeDireitoInicio: calculadora-motor.js starts from it
			var c = "(function(i){i.resposta=fetch(i.wasm);i.resposta.catch(function(){})})(self.viagemDeDireitoInicio={wasm:" +
				a("data-wasm") + ",exec:" + a("data-wasm-exec") + "});importScripts(" + a("data-motor-trabalhador") + ")";
			var w = new Worker(URL.createObjectURL(new Blob([c], { type: "text/javascript" })));
			w.addEventListener("error", function (e) {
				e.preventDefault();
				d.viagemDeDireitoErro = e.message || "erro";
			});
			d.viagemDeDireitoTrabalhador = w;
		} catch (e) {
			// calculadora.js starts the engine
		}
	}, 0);
})(document);
