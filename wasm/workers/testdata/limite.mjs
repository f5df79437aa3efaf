// Runs ../limite.mjs, the worker's bound on requests at once, around a
// stand-in for the glue of github.com/syumai/workers whose fetch waits until
// the script releases it, and checks what the bound promises
// (TestLimiteDoWorker, wasm/workers/limites):
//
//  1. with VAGAS places and 3 × VAGAS requests at once, exactly VAGAS reach
//     the glue and the others get the busy answer of build/limites.mjs
//     (httpapi.Ocupado) at once, its status, headers and bytes;
//  2. once released, the waiting ones are answered 200 and new requests
//     reach the glue again;
//  3. requests whose body has not arrived hold no place, and the glue gets
//     each body whole (at most limiteCorpo + 1 bytes of a longer one);
//  4. a request whose client goes away (request.signal) frees its place, and
//     one whose fetch never settles (a request workerd cancelled) holds its
//     place only until prazoMs.
//
// usage: node limite.mjs LIMITES_MJS   (the module make worker writes)
// It prints one line per failure and exits 1 if there was any.
import { pathToFileURL } from 'node:url';
import { limitar } from '../limite.mjs';

const { limiteCorpo, ocupado } = await import(pathToFileURL(process.argv[2]).href);
const VAGAS = 3;
const falhas = [];
const conferir = (ok, msg) => { if (!ok) falhas.push(msg); };
let terminou = false;
process.on('exit', () => {
  if (terminou) return;
  for (const f of falhas) console.log(f);
  console.log('o script parou antes do fim: um pedido ficou esperando para sempre');
  process.exitCode = 1;
});

// glue: fetch counts the requests inside it and waits for liberar().
let dentro = 0, maximo = 0, entraram = 0;
const esperando = [];
const corpos = [];
const glue = {
  scheduled: () => 'scheduled',
  async fetch(req) {
    entraram++;
    dentro++;
    maximo = Math.max(maximo, dentro);
    corpos.push(req.body === null ? null : new Uint8Array(await req.arrayBuffer()));
    await new Promise((ok) => esperando.push(ok));
    dentro--;
    return new Response('{"ok":true}', { status: 200 });
  },
};
const liberar = () => { for (const ok of esperando.splice(0)) ok(); };
let relogio = 0;
const w = limitar(glue, { vagas: VAGAS, limiteCorpo, ocupado, prazoMs: 30_000, agora: () => relogio });
const post = (corpo = '{}', init = {}) => new Request('http://teste/api/v1/calcular', { method: 'POST', body: corpo, duplex: 'half', ...init });
const passo = () => new Promise((ok) => setTimeout(ok, 20));
conferir(w.scheduled() === 'scheduled', 'os outros handlers do glue não passam adiante');

async function eOcupado(res, quando) {
  const corpo = await res.text();
  const cab = Object.fromEntries(ocupado.cabecalhos.map(([n, v]) => [n.toLowerCase(), v]));
  const dif = Object.keys(cab).filter((n) => res.headers.get(n) !== cab[n]);
  conferir(res.status === ocupado.status && corpo === ocupado.corpo && dif.length === 0,
    `${quando}: ${res.status} ${dif.map((n) => `${n}=${res.headers.get(n)}`).join(' ')} ${corpo}; quero a resposta de httpapi.Ocupado`);
}

// 1. 3 × VAGAS at once
const todos = Array.from({ length: 3 * VAGAS }, () => w.fetch(post()));
await passo();
conferir(entraram === VAGAS && maximo === VAGAS, `${3 * VAGAS} pedidos ao mesmo tempo com ${VAGAS} vagas: ${entraram} chegaram ao glue (no máximo ${maximo} juntos); quero ${VAGAS}`);
const recusados = await Promise.race([Promise.all(todos.slice(VAGAS)), passo().then(() => null)]);
conferir(recusados !== null, `os pedidos além das ${VAGAS} vagas esperaram em vez de receber 503 na hora`);
for (const r of recusados ?? []) await eOcupado(r, `pedido além das ${VAGAS} vagas`);

// 2. released: answered, and the places are free again
liberar();
const primeiros = await Promise.all(todos.slice(0, VAGAS));
conferir(primeiros.every((r) => r.status === 200), `os pedidos admitidos, liberados: ${primeiros.map((r) => r.status).join(' ')}; quero 200`);
entraram = 0;
const segunda = Array.from({ length: VAGAS }, () => w.fetch(post()));
await passo();
conferir(entraram === VAGAS, `depois de liberadas, ${entraram} de ${VAGAS} vagas voltaram a ser usadas`);
liberar();
await Promise.all(segunda);

// 3. bodies that have not arrived hold nothing; bodies reach the glue whole
const parados = Array.from({ length: 2 * VAGAS }, () => {
  let ctl;
  const stream = new ReadableStream({ start(c) { ctl = c; c.enqueue(new TextEncoder().encode('{"operacao"')); } });
  return { ctl, res: w.fetch(post(stream)) };
});
entraram = 0;
corpos.length = 0;
const grande = 'x'.repeat(limiteCorpo + 5000);
const exato = 'y'.repeat(limiteCorpo);
const comCorpo = [w.fetch(post(grande)), w.fetch(post(exato))];
await passo();
conferir(entraram === 2, `com ${2 * VAGAS} corpos por chegar, ${entraram} de 2 pedidos inteiros chegaram ao glue; quero 2: um corpo por chegar não toma vaga`);
const tamanhos = corpos.map((c) => c?.length).sort((a, b) => a - b);
conferir(tamanhos[0] === limiteCorpo && tamanhos[1] === limiteCorpo + 1,
  `o glue recebeu corpos de ${tamanhos.join(' e ')} bytes; quero ${limiteCorpo} (inteiro) e ${limiteCorpo + 1} (o começo de um maior)`);
liberar();
await Promise.all(comCorpo);
for (const p of parados) p.ctl.close();
await passo();
liberar();
await Promise.all(parados.map((p) => p.res));

// 4. a client that goes away frees its place; a fetch that never settles
// holds it only until prazoMs
const nunca = { fetch: () => new Promise(() => {}) };
let t = 0;
const w2 = limitar(nunca, { vagas: 1, limiteCorpo, ocupado, prazoMs: 30_000, agora: () => t });
const ac = new AbortController();
w2.fetch(post('{}', { signal: ac.signal }));
await passo();
await eOcupado(await w2.fetch(post()), 'com a única vaga tomada');
ac.abort();
const aposAbort = await Promise.race([w2.fetch(post()).then((r) => r.status), passo().then(() => 'esperando o glue')]);
conferir(aposAbort === 'esperando o glue', `o cliente da única vaga foi embora e o pedido seguinte teve ${aposAbort}; quero que a vaga volte e o pedido chegue ao glue`);
// that request's fetch never settles: its place, taken at 0 ms, comes back only after prazoMs
t = 30_000;
await eOcupado(await w2.fetch(post()), `vaga tomada há ${t} ms (prazo 30.000 ms)`);
t = 30_001;
const depoisDoPrazo = await Promise.race([w2.fetch(post()).then((r) => r.status), passo().then(() => 'esperando o glue')]);
conferir(depoisDoPrazo === 'esperando o glue', `vaga tomada há ${t} ms: ${depoisDoPrazo}; quero que a vaga volte e o pedido chegue ao glue`);

terminou = true;
for (const f of falhas) console.log(f);
process.exit(falhas.length > 0 ? 1 : 0);
