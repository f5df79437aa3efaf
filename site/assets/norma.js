// Viagem de Direito — the norm pages' script (norma.html): citing, sharing
// and printing a norm, the previous/next article bar, and the rest of the
// text laid out after the first paint.

import { iniciarCitacoes } from "./js/citacao.js";
import { iniciar } from "./js/iniciar.js";
import { montarTexto } from "./js/montar.js";
import { iniciarNavegacaoArtigos } from "./js/navegar.js";

iniciar(document, [iniciarCitacoes, iniciarNavegacaoArtigos, montarTexto]);
