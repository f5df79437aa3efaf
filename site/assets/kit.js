// Viagem de Direito — the operators' kit pages (/operadoras/, /cartaz/,
// /recusa/, /bilhete/; generator/kit.go), entry point bundled by site.Build.
// Each part starts only where its element is.

import { iniciar } from "./js/iniciar.js";
import { iniciarCopiar } from "./js/kit-copiar.js";
import { iniciarRecusa } from "./js/recusa.js";
import { iniciarBilhete } from "./js/bilhete.js";
import { iniciarBpe } from "./js/bpe.js";

// (offline: site.js, on these pages too, registers the service worker)
iniciar(document, [
	iniciarCopiar,
	(doc) => {
		for (const b of doc.querySelectorAll("[data-imprimir]")) {
			b.hidden = false;
			b.addEventListener("click", () => window.print());
		}
	},
	(doc) => {
		const recusa = doc.querySelector("[data-recusa]");
		if (recusa) {
			iniciarRecusa(recusa);
		}
	},
	(doc) => {
		const bilhete = doc.querySelector("[data-bilhete]");
		if (bilhete) {
			iniciarBilhete(bilhete);
		}
	},
	(doc) => {
		const bpe = doc.querySelector("[data-bpe]");
		if (bpe) {
			iniciarBpe(bpe);
		}
	},
]);
