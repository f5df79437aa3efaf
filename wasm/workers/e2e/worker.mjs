// End-to-end test of the Cloudflare worker (wasm/workers): the module built
// by "make worker" runs locally in workerd under "wrangler dev", and every
// request of pedidos.mjs (the contract's examples, hostile requests) is sent
// to it and to "gerar serve". Both must answer the same status, the same
// body byte for byte, and the same API headers (CORS, Cache-Control,
// Content-Type, Allow, Accept-Post...). Answers are checked on their own
// too: JSON bodies of the contract, an "ok" that agrees with the status,
// the examples' documented fields, and the caching policy (a CDN may keep
// the API's description and preflight, never an answer).
//
// usage: node worker.mjs   ($GERAR: a built gerar binary; otherwise go run)
import { spawnSync } from 'node:child_process';
import { request } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { casos, exemplos, reservasGrande } from './pedidos.mjs';
import { carga, enviar, fecharConexoes, gerarServe, repoDir, rssDoGrupo, workerDir, wranglerDev } from './servidores.mjs';

// Headers that belong to the transport or to the site's server and not to
// the API: "gerar serve" adds the site's security headers to every response
// (the Content-Security-Policy of its pages and the like); the worker serves
// no page. Every other header must be the same on both.
const ignorados = new Set([
  'date', 'connection', 'keep-alive', 'transfer-encoding',
  'content-security-policy', 'referrer-policy', 'permissions-policy', 'cross-origin-opener-policy',
]);

const problemas = [];
const problema = (caso, msg) => problemas.push(`${caso.nome}: ${msg}`);

function compararCabecalhos(caso, a, b) {
  const nomes = new Set([...Object.keys(a), ...Object.keys(b)].filter((n) => !ignorados.has(n)));
  for (const n of [...nomes].sort()) {
    const [va, vb] = [a[n], b[n]].map((v) => (v === undefined ? undefined : JSON.stringify(v)));
    if (va !== vb) problema(caso, `cabeçalho ${n}: gerar serve ${va ?? '(ausente)'}, worker ${vb ?? '(ausente)'}`);
  }
}

// conferir checks one answer on its own (the worker's; the comparison makes
// it hold for gerar serve too).
function conferir(caso, r) {
  const cab = r.cabecalhos;
  if (cab['access-control-allow-origin'] !== '*') problema(caso, `Access-Control-Allow-Origin ${cab['access-control-allow-origin']}`);
  if (cab['x-content-type-options'] !== 'nosniff') problema(caso, `X-Content-Type-Options ${cab['x-content-type-options']}`);
  const cache = cab['cache-control'];
  const descricao = caso.metodo === 'GET' || caso.metodo === 'HEAD' || caso.metodo === 'OPTIONS';
  if (descricao ? !/^public, max-age=\d+$/.test(cache ?? '') : cache !== 'no-store') {
    problema(caso, `Cache-Control ${cache}: ${descricao ? 'a descrição e o preflight podem ficar no CDN' : 'nenhuma resposta pode ficar em cache (no-store)'}`);
  }
  if (r.status === 204) {
    if (r.corpo.length !== 0) problema(caso, `204 com corpo de ${r.corpo.length} bytes`);
    return;
  }
  if (cab['content-type'] !== 'application/json; charset=utf-8') problema(caso, `Content-Type ${cab['content-type']}`);
  if (caso.metodo === 'HEAD') {
    if (r.corpo.length !== 0) problema(caso, `HEAD com corpo de ${r.corpo.length} bytes`);
    return;
  }
  if (cab['content-length'] !== String(r.corpo.length)) problema(caso, `Content-Length ${cab['content-length']} para ${r.corpo.length} bytes`);
  let obj;
  try {
    obj = JSON.parse(r.corpo.toString('utf8'));
  } catch (e) {
    problema(caso, `o corpo não é JSON (${e.message}): ${r.corpo.toString('utf8').slice(0, 200)}`);
    return;
  }
  if (typeof obj?.ok !== 'boolean' || obj.ok !== (r.status === 200)) problema(caso, `status ${r.status} com "ok": ${JSON.stringify(obj?.ok)}`);
  if (obj.ok === false && !(Array.isArray(obj.erros) && obj.erros.length > 0 && obj.erros.every((e) => typeof e.codigo === 'string' && typeof e.mensagem === 'string'))) {
    problema(caso, `"ok": false sem uma lista de erros completa: ${JSON.stringify(obj.erros)}`);
  }
  return obj;
}

// contem reports where atual lacks the fields of esperado (objects key by
// key, the rest exactly), as the Go tests' contratoteste.Conferir does.
function diferencas(caminho, esperado, atual) {
  if (esperado === null || typeof esperado !== 'object' || Array.isArray(esperado)) {
    return JSON.stringify(esperado) === JSON.stringify(atual) ? [] : [`${caminho}: ${JSON.stringify(atual)}, esperado ${JSON.stringify(esperado)}`];
  }
  if (atual === null || typeof atual !== 'object' || Array.isArray(atual)) return [`${caminho}: ${JSON.stringify(atual)}, esperado um objeto`];
  return Object.keys(esperado).flatMap((k) => (k in atual ? diferencas(`${caminho}.${k}`, esperado[k], atual[k]) : [`${caminho}.${k}: ausente`]));
}

// Statuses the hostile requests must get (the comparison alone would accept
// the same wrong status from both servers). null: compared only.
const statusEsperado = [
  // The engine reads a key made of bytes that are not UTF-8 and then finds
  // "operacao" missing (422); RFC 8259 would make it 400. The engine decides,
  // the worker must only agree with gerar serve.
  [/^bytes que não são UTF-8/, null],
  [/^exemplo |^atraso no trem|^recusa no barco|^disponibilidade 50|^GET|^HEAD|^POST com|^charset UTF-8|^sem Content-Type|^beneficio sem Content-Length|^corpo de exatamente 64 KiB/, 200],
  [/^OPTIONS/, 204],
  [/^JSON malformado|^JSON truncado|^corpo vazio|^BOM|^dois valores|^aninhamento/, 400],
  [/^método /, 405],
  [/^corpo de 2 MB|^corpo de 64 KiB \+ 1/, 413],
  [/^text\/plain|^formulário|^charset latin1|^Content-Type ilegível|^application\/json\+x|^dois Content-Type/, 415],
  [/^JSON que não é objeto|^null|^chave duplicada|^operação desconhecida|^campos faltando|^atraso com campos inválidos|^recusa com desconto/, 422],
];

// Growth of workerd's resident memory over its rest allowed while 200
// clients post at once. Measured on 7/12/2026 (wasm/README.md, "Requests at
// once"): without the bound, 200 Go instances at once, +430 MB; with 4
// places, +140 MB.
const crescimentoMaximo = 250e6;

// conferirLimite: the worker's bound on requests at once (limite.mjs; the
// reliability review of 2026-12-03 found none, 825 MB under wrangler dev at
// 200 connections).
//  1. Clients that send half a body and stall, more of them than there are
//     places, take none: a whole request is still answered 200 (the body is
//     read before a place is taken, as in gerar serve).
//  2. 200 clients at once post the large reservations request for 5 s:
//     every answer is either gerar serve's answer or httpapi.Ocupado's 503
//     exactly (build/limites.mjs), some are that 503, and workerd's memory
//     grows by less than crescimentoMaximo.
//  3. 200 more clients post at once and go away before their answers;
//     once the requests still running have ended (within 20 s), requests
//     one at a time are all answered 200: no place was kept.
async function conferirLimite(gerar, worker) {
  const caso = { nome: 'limite de pedidos ao mesmo tempo' };
  const { ocupado } = await import(pathToFileURL(join(workerDir, 'build', 'limites.mjs')).href);
  const corpo = reservasGrande();
  const post = { metodo: 'POST', caminho: '/api/v1/calcular', cabecalhos: [['Content-Type', 'application/json']], corpo };
  const esperado = (await enviar(gerar.origem, post)).corpo.toString('utf8');

  const { port } = new URL(worker.origem);
  const lentos = await Promise.all(Array.from({ length: 12 }, () => new Promise((ok, ko) => {
    const s = connect(Number(port), '127.0.0.1', () => {
      s.write(`POST /api/v1/calcular HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(corpo)}\r\n\r\n`);
      s.write(corpo.slice(0, 1000));
      ok(s);
    });
    s.on('error', ko);
  })));
  await new Promise((ok) => setTimeout(ok, 1000));
  const inteiro = await enviar(worker.origem, post);
  if (inteiro.status !== 200 || inteiro.corpo.toString('utf8') !== esperado) {
    problema(caso, `com ${lentos.length} clientes parados no meio do corpo, um pedido inteiro teve ${inteiro.status}: ${inteiro.corpo.toString('utf8').slice(0, 200)}`);
  }
  for (const s of lentos) s.destroy();

  const rss = () => rssDoGrupo(worker.pid, 'workerd');
  const repouso = rss();
  const r = await carga(worker.origem, corpo, { conexoes: 200, segundos: 5, amostra: rss });
  const ok = r.status[200] ?? 0;
  const iguais = r.respostas.get(esperado) ?? 0;
  const outros = Object.entries(r.status).filter(([st]) => st !== '200' && st !== String(ocupado.status));
  console.log(`200 clientes ao mesmo tempo por ${r.duracao.toFixed(1)} s: ${JSON.stringify(r.status)}, ${r.erros} erros de conexão; workerd ${(repouso / 1e6).toFixed(0)} MB em repouso, pico ${(r.pico / 1e6).toFixed(0)} MB`);
  if (ok === 0) problema(caso, 'nenhuma resposta 200 com 200 clientes ao mesmo tempo');
  if (iguais !== ok) problema(caso, `${ok - iguais} de ${ok} respostas 200 diferem da de gerar serve`);
  if (outros.length > 0 || r.erros > 0) problema(caso, `respostas que não são 200 nem ${ocupado.status}: ${JSON.stringify(Object.fromEntries(outros))}, ${r.erros} erros de conexão`);
  if ((r.status[ocupado.status] ?? 0) === 0) problema(caso, `nenhum ${ocupado.status} com 200 clientes ao mesmo tempo: o worker não limita os pedidos`);
  for (const o of r.ocupados) {
    const cab = Object.fromEntries(ocupado.cabecalhos.map(([n, v]) => [n.toLowerCase(), v]));
    const dif = Object.keys(cab).filter((n) => o.cabecalhos[n] !== cab[n]);
    if (o.corpo !== ocupado.corpo || dif.length > 0) {
      problema(caso, `um ${ocupado.status} que não é o de httpapi.Ocupado: ${dif.map((n) => `${n}: ${o.cabecalhos[n]}`).join(', ')} ${o.corpo.slice(0, 200)}`);
    }
  }
  if (r.pico - repouso > crescimentoMaximo) {
    problema(caso, `a memória do workerd cresceu ${((r.pico - repouso) / 1e6).toFixed(0)} MB (de ${(repouso / 1e6).toFixed(0)} a ${(r.pico / 1e6).toFixed(0)} MB), acima de ${(crescimentoMaximo / 1e6).toFixed(0)} MB`);
  }
  // 200 more clients post at once and go away 300 ms later, most of them
  // before their answer: workerd cancels those requests
  await Promise.all(Array.from({ length: 200 }, () => new Promise((ok) => {
    const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/api/v1/calcular',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(corpo)) } }, (res) => res.resume());
    req.on('error', () => {});
    req.on('close', ok);
    req.end(corpo);
    setTimeout(() => req.destroy(), 300);
  })));
  // the requests still running finish (a few seconds under load); then every
  // request one at a time gets its answer
  const prazo = Date.now() + 20_000;
  let st;
  while ((st = (await enviar(worker.origem, post)).status) !== 200 && Date.now() < prazo) await new Promise((ok) => setTimeout(ok, 250));
  const depois = [st];
  for (let i = 0; i < 10; i++) depois.push((await enviar(worker.origem, post)).status);
  if (depois.some((x) => x !== 200)) problema(caso, `depois da carga, pedidos um a um (o primeiro após até 20 s): ${depois.join(' ')}; quero 200 em todos`);
}

const gerar = await gerarServe();
const worker = await wranglerDev();
console.log(`gerar serve em ${gerar.origem}, wrangler dev em ${worker.origem}`);
try {
  // $CASOS: a regular expression to run only some cases (when debugging)
  const lista = casos(repoDir).filter((c) => !process.env.CASOS || new RegExp(process.env.CASOS).test(c.nome));
  const esperados = new Map(exemplos(repoDir).map((e) => [`exemplo ${e.nome}`, e.esperado]));
  for (const caso of lista) {
    const a = await enviar(gerar.origem, caso);
    const b = await enviar(worker.origem, caso);
    const quer = statusEsperado.find(([re]) => re.test(caso.nome));
    if (!quer) problema(caso, 'caso sem status esperado na tabela do teste');
    else if (quer[1] !== null && b.status !== quer[1]) problema(caso, `status ${b.status}, esperado ${quer[1]}: ${b.corpo.toString('utf8').slice(0, 300)}`);
    if (a.status !== b.status) problema(caso, `status: gerar serve ${a.status}, worker ${b.status}`);
    if (!a.corpo.equals(b.corpo)) {
      problema(caso, `corpos diferentes (${a.corpo.length} e ${b.corpo.length} bytes):\n    gerar serve: ${a.corpo.toString('utf8').slice(0, 300)}\n    worker:      ${b.corpo.toString('utf8').slice(0, 300)}`);
    }
    compararCabecalhos(caso, a.cabecalhos, b.cabecalhos);
    const obj = conferir(caso, b);
    if (esperados.has(caso.nome) && obj) {
      for (const d of diferencas('', esperados.get(caso.nome), obj)) problema(caso, `campo documentado: ${d}`);
    }
    console.log(`${a.status === b.status && a.corpo.equals(b.corpo) ? 'igual' : 'DIFERENTE'}  ${b.status}  ${String(b.corpo.length).padStart(6)} B  ${caso.nome}`);
  }

  // the worker's own answer off the API path: a JSON 404 of the contract
  const fora = { nome: 'worker fora da rota', metodo: 'GET', caminho: '/', cabecalhos: [] };
  const r = await enviar(worker.origem, fora);
  if (r.status !== 404) problema(fora, `status ${r.status}, esperado 404`);
  const obj = conferir({ ...fora, metodo: 'POST' }, r); // no-store like every answer
  if (obj && obj.erros?.[0]?.codigo !== 'rota_inexistente') problema(fora, `código ${obj.erros?.[0]?.codigo}`);

  console.log(`\n${lista.length} pedidos comparados entre gerar serve e wrangler dev`);

  // the conformance suite (calculator/conformidade) through the worker's
  // door: the operators' runner, as they would run it, must pass every
  // scenario ($CASOS runs only the comparisons above)
  if (!process.env.CASOS) {
    const url = `${worker.origem}/api/v1/calcular`;
    const r = spawnSync('go', ['run', './calculator/cmd/conformidade', '-url', url], { cwd: repoDir, encoding: 'utf8', maxBuffer: 16 << 20 });
    const saida = `${r.stdout ?? ''}${r.stderr ?? ''}`;
    const total = saida.trim().split('\n').pop();
    console.log(`suíte de conformidade contra o worker: ${total}`);
    if (r.status !== 0) problema({ nome: 'suíte de conformidade' }, `status ${r.status}:\n${saida.split('\n').filter((l) => !l.startsWith('ok ')).join('\n')}`);
  }

  // $CASOS=limite runs this check alone
  if (!process.env.CASOS || /limite/.test(process.env.CASOS)) await conferirLimite(gerar, worker);
} finally {
  fecharConexoes();
  worker.parar();
  gerar.parar();
}
if (problemas.length > 0) {
  console.error(`\nFALHOU: ${problemas.length} problema(s)`);
  for (const p of problemas) console.error(`  - ${p}`);
  process.exit(1);
}
console.log('e2e-worker: ok');
