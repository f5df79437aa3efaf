// The worker's entry point (wrangler.toml's main): the glue of
// github.com/syumai/workers, which make worker writes to build/, with its fetch
// bounded by limite.mjs.
import worker from './build/worker.mjs';
import { limitar } from './limite.mjs';

export default limitar(worker);
