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
import { casos, exemplos } from './pedidos.mjs';
import { enviar, fecharConexoes, gerarServe, repoDir, wranglerDev } from './servidores.mjs';

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
