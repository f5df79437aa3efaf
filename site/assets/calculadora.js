// Viagem de Direito — the calculator pages (/calculadora/,
// /calculadora/reembolso/ and /calculadora/atraso/), entry point bundled by site.Build.
//
// The page's element [data-calculadora] names its flow ("beneficio",
// "reembolso" or "atraso"). The engine is already loading, in the background, in the
// worker calculadora-inicio.js started with the page's first bytes
// (adotarTrabalhador, then calculadora/motor.js take it over), while the
// first question is usable. Without this
// script the page shows the rules in plain words (the template's content).
// Offline: once the engine is ready, calculadora/rede.js registers the
// service worker (js/offline.js), which keeps these pages, this bundle and
// the module, and says when the page works with no network.

import { carregarMotor } from "./calculadora/motor.js";
import { INICIADO, adotarTrabalhador } from "./calculadora/instanciar.js";
import { iniciarFluxo } from "./calculadora/fluxo.js";
import { fluxoBeneficio } from "./calculadora/beneficio.js";
import { fluxoReembolso } from "./calculadora/reembolso.js";
import { fluxoAtraso } from "./calculadora/atraso.js";
import { acompanharRede } from "./calculadora/rede.js";
import { prepararVozes } from "./js/ouvir.js";

const FLUXOS = { beneficio: fluxoBeneficio, reembolso: fluxoReembolso, atraso: fluxoAtraso };

function iniciar() {
	const raiz = document.querySelector("[data-calculadora]");
	const fluxo = raiz && FLUXOS[raiz.getAttribute("data-calculadora")];
	if (fluxo) {
		// from now on the flow answers the page's forms (calculadora-inicio.js
		// kept a "Continuar" tapped before this script in the address)
		document.viagemDeDireitoFluxo = true;
		// the voices of "Ouvir" load while the questions are answered
		prepararVozes(window);
		// the worker calculadora-inicio.js started (its script element has
		// the addresses); acompanharRede before carregarMotor, which takes
		// it over, so that the module's progress is shown from now
		const inicio = document.querySelector("script[data-motor-trabalhador]");
		if (inicio) {
			document[INICIADO] = adotarTrabalhador(window, inicio);
		}
		const rede = acompanharRede(raiz);
		const motor = carregarMotor(raiz);
		iniciarFluxo(raiz, fluxo, motor);
		// (after iniciarFluxo: the page is marked ready, data-motor, before
		// the service worker's first request)
		rede(motor);
	}
}

if (document.readyState === "loading") {
	document.addEventListener("DOMContentLoaded", iniciar);
} else {
	iniciar();
}
