// Viagem de Direito — the search (js/busca.js), loaded by site.js when the
// visitor goes to the header's search field.

import { iniciarBusca } from "./js/busca.js";
import { iniciar } from "./js/iniciar.js";

iniciar(document, [iniciarBusca]);
