// Measurements of the Cloudflare worker (make bench-worker); no assertion,
// only figures:
//
//  1. the module's size: build/app.wasm raw, gzip -9 and brotli 11 (Workers
//     limits the compressed size of the whole upload, also given);
//  2. in Node (the V8 that workerd embeds too), the CPU time of each phase of
//     one request as the worker runs it (build/worker.mjs starts a new Go
//     instance per request): instantiating the module, Go's start-up and
//     package initialisation up to workers.Ready, then the request itself;
//     and the package initialisers that take the longest (GODEBUG=inittrace=1);
//  3. through wrangler dev (workerd) and gerar serve, for beneficio and for
//     disponibilidade with 50 stops and 1,000 grants: the latency of
//     sequential requests and the CPU time the server's processes spent per
//     request (Linux /proc).
//
// usage: node medir.mjs [N]   (N requests per operation and server; 200)
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { disponibilidadeGrande, exemplos } from './pedidos.mjs';
import { cpuDoGrupo, enviar, fecharConexoes, gerarServe, repoDir, workerDir, wranglerDev } from './servidores.mjs';

const N = Number(process.argv[2] || 200);
const build = join(workerDir, 'build');
const mb = (n) => `${(n / 1e6).toFixed(2)} MB`;

// 1. sizes
const wasm = readFileSync(join(build, 'app.wasm'));
const js = [...['worker.mjs', 'runtime.mjs', 'wasm_exec.js', 'limites.mjs'].map((f) => join(build, f)),
  join(workerDir, 'entrada.mjs'), join(workerDir, 'limite.mjs')].map((f) => readFileSync(f));
const gz = (b) => gzipSync(b, { level: 9 }).length;
const br = (b) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: b.length } }).length;
console.log('== tamanho do módulo');
console.log(`build/app.wasm: ${mb(wasm.length)} (${wasm.length} bytes) cru, ${mb(gz(wasm))} gzip -9, ${mb(br(wasm))} brotli 11`);
const todos = Buffer.concat([wasm, ...js]);
console.log(`worker inteiro (app.wasm + worker.mjs + runtime.mjs + wasm_exec.js + limites.mjs + entrada.mjs + limite.mjs): ${mb(todos.length)} cru, ${mb(gz(todos))} gzip -9`);

const pedidos = {
  beneficio: exemplos(repoDir).find((e) => e.nome === 'beneficio-jovem-gratuidade').corpo,
  'disponibilidade 50×1.000': disponibilidadeGrande(),
};

// 2. phases in Node, as build/worker.mjs runs them
createRequire(import.meta.url)(join(build, 'wasm_exec.js')); // defines globalThis.Go
globalThis.tryCatch = (fn) => { // what build/worker.mjs defines for the Go side
  try { return { result: fn() }; } catch (e) { return { error: e }; }
};
const mod = new WebAssembly.Module(wasm);
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };

// instancia starts one Go instance, as run() in build/worker.mjs does, and
// returns its binding once Go has called workers.Ready.
async function instancia(env = {}) {
  const go = new Go();
  go.env = env;
  let pronto;
  const p = new Promise((r) => { pronto = r; });
  const c0 = cpu();
  const instance = new WebAssembly.Instance(mod, { ...go.importObject, workers: { ready: () => pronto() } });
  const c1 = cpu();
  const binding = {};
  go.run(instance, { env: {}, ctx: { waitUntil() {}, passThroughOnException() {} }, binding });
  await p;
  binding.cpuInstancia = c1 - c0; // WebAssembly.Instance: memory, data segments
  binding.cpuGo = cpu() - c1; // Go's runtime start-up and package initialisers, to workers.Ready
  return binding;
}

async function chamar(binding, corpo) {
  const res = await binding.handleRequest(new Request('http://127.0.0.1/api/v1/calcular', {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: corpo,
  }));
  const texto = await res.text();
  if (res.status !== 200) throw new Error(`status ${res.status}: ${texto.slice(0, 200)}`);
  return texto;
}

console.log(`\n== CPU por fase em Node (média de ${N} pedidos, cada um numa instância nova, como no worker)`);
for (const [nome, corpo] of Object.entries(pedidos)) {
  for (let i = 0; i < 5; i++) await chamar(await instancia(), corpo); // warm-up
  let [tInstancia, tGo, tPedido] = [0, 0, 0];
  for (let i = 0; i < N; i++) {
    const b = await instancia();
    const c1 = cpu();
    await chamar(b, corpo);
    tInstancia += b.cpuInstancia;
    tGo += b.cpuGo;
    tPedido += cpu() - c1;
  }
  const f = (t) => (t / N).toFixed(2);
  console.log(`${nome.padEnd(26)} WebAssembly.Instance ${f(tInstancia)} ms + início do Go (runtime, init) ${f(tGo)} ms + pedido ${f(tPedido)} ms = ${f(tInstancia + tGo + tPedido)} ms de CPU`);
}

// the package initialisers, from the Go runtime's own trace (wall clock, so
// the median of 20 instances), once V8 has compiled the module with its
// optimising tier (after the warm-up above)
{
  const linhas = [];
  const log = console.log;
  console.log = (...a) => linhas.push(a.join(' '));
  try {
    for (let i = 0; i < 20; i++) await chamar(await instancia({ GODEBUG: 'inittrace=1' }), pedidos.beneficio);
  } finally {
    console.log = log;
  }
  const porPacote = new Map();
  for (const l of linhas) {
    const m = /^init (\S+) @[\d.]+ ms, ([\d.]+) ms clock, (\d+) bytes/.exec(l);
    if (!m) continue;
    const p = porPacote.get(m[1]) ?? { ms: [], bytes: Number(m[3]) };
    p.ms.push(Number(m[2]));
    porPacote.set(m[1], p);
  }
  for (const p of porPacote.values()) p.mediana = quantil(p.ms, 0.5);
  const total = [...porPacote.values()].reduce((s, p) => s + p.mediana, 0);
  console.log(`\n== inicialização dos pacotes (GODEBUG=inittrace=1, mediana de 20 instâncias em Node): ${total.toFixed(2)} ms em ${porPacote.size} pacotes`);
  for (const [pkg, p] of [...porPacote].sort((a, b) => b[1].mediana - a[1].mediana).slice(0, 8)) {
    console.log(`  ${p.mediana.toFixed(3)} ms  ${String(p.bytes).padStart(7)} B  ${pkg}`);
  }
}

// 3. through the servers
function quantil(xs, q) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
}
const gerar = await gerarServe();
const worker = await wranglerDev();
try {
  console.log(`\n== pelos servidores: ${N} pedidos sequenciais por operação, conexão mantida; CPU de todos os processos do servidor`);
  for (const [servidor, s] of [['gerar serve', gerar], ['wrangler dev', worker]]) {
    for (const [nome, corpo] of Object.entries(pedidos)) {
      const pedido = { metodo: 'POST', caminho: '/api/v1/calcular', cabecalhos: [['Content-Type', 'application/json']], corpo };
      for (let i = 0; i < 10; i++) await enviar(s.origem, pedido); // warm-up
      const ms = [];
      const c0 = cpuDoGrupo(s.pid);
      for (let i = 0; i < N; i++) {
        const r = await enviar(s.origem, pedido);
        if (r.status !== 200) throw new Error(`${servidor} ${nome}: status ${r.status}`);
        ms.push(r.ms);
      }
      const cpuPorPedido = (cpuDoGrupo(s.pid) - c0) / N;
      console.log(`${servidor.padEnd(12)} ${nome.padEnd(26)} latência mediana ${quantil(ms, 0.5).toFixed(2)} ms, p90 ${quantil(ms, 0.9).toFixed(2)} ms; CPU ${cpuPorPedido.toFixed(2)} ms/pedido`);
    }
  }
} finally {
  fecharConexoes();
  worker.parar();
  gerar.parar();
}
