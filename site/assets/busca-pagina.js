// Viagem de Direito — the /busca/ page's only script: every page's
// (js/todas.js) and the search, in one file, so that the page's results
// wait for one download, not two.

import { iniciarBusca } from "./js/busca.js";
import { iniciar } from "./js/iniciar.js";
import { paraTodasAsPaginas } from "./js/todas.js";

iniciar(document, paraTodasAsPaginas.concat([iniciarBusca]));
