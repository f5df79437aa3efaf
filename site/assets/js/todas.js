// What every page's script starts: site.js adds the search on demand to
// it, busca-pagina.js (the /busca/ page's only script) the search itself.

import { prepararImpressao } from "./impressao.js";
import { registrarOffline } from "./offline.js";

/** @type {Array<(doc: Document) => void>} */
export const paraTodasAsPaginas = [prepararImpressao, () => registrarOffline(window)];
