// Runs ../limite.mjs around a stand-in for the glue whose fetch waits until
// released (TestLimiteDoWorker): with 2 places, 2 requests enter, a 3rd gets
// the 503 after the wait, and once released a 4th is answered.
//
// usage: node limite.mjs
//
// stdout: {"entraram", "status", "retryAfter", "tipo", "corpo", "depois": [statuses]}
import { limitar, respostaOcupado } from '../limite.mjs';

let entraram = 0;
const liberar = [];
const glue = {
  fetch: () => {
    entraram++;
    return new Promise((ok) => liberar.push(() => ok(new Response('{"ok":true}', { status: 200 }))));
  },
};
const w = limitar(glue, { calculos: 2, esperaMs: 50, retryAfter: 1 });
const req = () => new Request('http://teste/api/v1/calcular', { method: 'POST', body: '{}' });
const primeiras = [w.fetch(req()), w.fetch(req())];
// without a bound the 3rd would wait with the others: after 5 s, a stand-in answer (299)
const terceira = await Promise.race([w.fetch(req()),
  new Promise((ok) => setTimeout(() => ok(new Response('sem limite', { status: 299 })), 5000))]);
if (terceira.status === 299) { // no bound: release them all and say so
  for (const l of liberar.splice(0)) l();
}
const saida = {
  entraram,
  status: terceira.status,
  retryAfter: terceira.headers.get('Retry-After'),
  tipo: terceira.headers.get('Content-Type'),
  corpo: await terceira.text(),
  respostaOcupado,
  depois: [],
};
if (terceira.status === 299) {
  process.stdout.write(JSON.stringify(saida) + '\n');
  process.exit(0);
}
const quarta = w.fetch(req()); // waits for a place
liberar.shift()();
await new Promise((ok) => setTimeout(ok, 10));
for (const l of liberar.splice(0)) l();
for (const r of [...primeiras, quarta]) saida.depois.push((await r).status);
saida.entraram = entraram;
process.stdout.write(JSON.stringify(saida) + '\n');
