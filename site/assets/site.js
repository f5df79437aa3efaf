// Viagem de Direito — the script of every page (entry point bundled by
// site.Build). Progressive enhancement only: every page works without it,
// and nothing here runs inline or talks to another origin. It stays small:
// a page's scripts are compiled and started in the task that ends its
// parsing, which on a phone must stay short. The norm pages add norma.js;
// the /busca/ page has busca-pagina.js instead; elsewhere the search
// (busca.js) comes on demand.

import { buscaSobDemanda } from "./js/busca-sob-demanda.js";
import { iniciar } from "./js/iniciar.js";
import { paraTodasAsPaginas } from "./js/todas.js";

iniciar(document, paraTodasAsPaginas.concat([buscaSobDemanda]));
