// Viagem de Direito — the search (js/busca.js): on the /busca/ page from
// its own <script>, elsewhere loaded by site.js when the visitor goes to
// the header's search field.

import { iniciarBusca } from "./js/busca.js";
import { iniciar } from "./js/iniciar.js";

iniciar(document, [iniciarBusca]);
