// Viagem de Direito — scripts (entry point bundled by site.Build).
// Progressive enhancement only: every page works without this file, and
// nothing here runs inline or talks to another origin.

import { iniciarBusca } from "./js/busca.js";
import { iniciarCitacoes } from "./js/citacao.js";
import { iniciarNavegacaoArtigos } from "./js/navegar.js";
import { registrarOffline } from "./js/offline.js";

function iniciar() {
	for (const f of [iniciarBusca, iniciarCitacoes, iniciarNavegacaoArtigos, () => registrarOffline(window)]) {
		try {
			f(document);
		} catch (e) {
			// one enhancement failing must not take the others down
			if (window.console) {
				console.error(e);
			}
		}
	}
}

if (document.readyState === "loading") {
	document.addEventListener("DOMContentLoaded", iniciar);
} else {
	iniciar();
}
