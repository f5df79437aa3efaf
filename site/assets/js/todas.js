// What every page's script starts (site.js; busca-pagina.js, the /busca/
// page's only script, adds the search to it).

import { buscaSobDemanda } from "./busca-sob-demanda.js";
import { prepararImpressao } from "./impressao.js";
import { registrarOffline } from "./offline.js";

/** @type {Array<(doc: Document) => void>} */
export const paraTodasAsPaginas = [prepararImpressao, buscaSobDemanda, () => registrarOffline(window)];
