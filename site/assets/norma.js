// Viagem de Direito — the norm pages' script (norma.html): citing, sharing
// and printing a norm, and the previous/next article bar.

import { iniciarCitacoes } from "./js/citacao.js";
import { iniciar } from "./js/iniciar.js";
import { iniciarNavegacaoArtigos } from "./js/navegar.js";

iniciar(document, [iniciarCitacoes, iniciarNavegacaoArtigos]);
