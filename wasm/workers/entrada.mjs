// The worker's entry point (wrangler.toml's main): the glue of
// github.com/syumai/workers, which make worker writes to build/, with its
// fetch bounded by limite.mjs to VAGAS requests at once, with the body limit
// and the busy answer of the Go handler (build/limites.mjs, also written by
// make worker).
import worker from './build/worker.mjs';
import { limiteCorpo, ocupado } from './build/limites.mjs';
import { limitar } from './limite.mjs';

// VAGAS: a Go instance costs its linear memory (a few MB) while it lives and
// the isolate runs one at a time, so a few at once keep it busy; measured in
// wasm/README.md ("Requests at once").
const VAGAS = 4;

export default limitar(worker, { vagas: VAGAS, limiteCorpo, ocupado });
