// Viagem de Direito — the operators' kit pages (/operadoras/, /cartaz/,
// /recusa/, /bilhete/; generator/kit.go), entry point bundled by site.Build.
// Each part starts only where its element is.

import { iniciarCopiar } from "./js/kit-copiar.js";
import { iniciarRecusa } from "./js/recusa.js";
import { iniciarBilhete } from "./js/bilhete.js";
import { registrarOffline } from "./js/offline.js";

function iniciar() {
	iniciarCopiar(document);
	for (const b of document.querySelectorAll("[data-imprimir]")) {
		b.hidden = false;
		b.addEventListener("click", () => window.print());
	}
	const recusa = document.querySelector("[data-recusa]");
	if (recusa) {
		iniciarRecusa(recusa);
	}
	const bilhete = document.querySelector("[data-bilhete]");
	if (bilhete) {
		iniciarBilhete(bilhete);
	}
	try {
		registrarOffline();
	} catch (e) {
		if (window.console) {
			console.error(e);
		}
	}
}

if (document.readyState === "loading") {
	document.addEventListener("DOMContentLoaded", iniciar);
} else {
	iniciar();
}
