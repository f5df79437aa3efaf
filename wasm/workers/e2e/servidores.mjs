// The two servers of the comparison, on free loopback ports: "gerar serve"
// (the site's server, with the API handler) and "wrangler dev" running the
// worker built by "make worker" in workerd, locally, with no network.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const e2eDir = dirname(fileURLToPath(import.meta.url));
export const workerDir = resolve(e2eDir, '..');
export const repoDir = resolve(workerDir, '..', '..');

function portaLivre() {
  return new Promise((ok, ko) => {
    const s = createServer();
    s.unref();
    s.on('error', ko);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });
}

// agente keeps connections alive, as browsers and most clients do. With
// "Connection: close" (node:http without an agent), net/http answers a body
// over the limit and closes at once, before the client has sent it all, and
// TCP resets the connection, dropping the 413 from the client's buffer
// (about one 2 MB post in four here); on a kept-alive connection it closes
// only its half and waits for the client to read the answer.
const agente = new Agent({ keepAlive: true });
const ignoraErro = new WeakSet();

// fecharConexoes closes the kept-alive connections, so that the script can end.
export function fecharConexoes() {
  agente.destroy();
}

// enviar sends one request with node:http, so that nothing is added or
// changed on the way (no Accept-Encoding, repeated headers kept, chunked
// bodies when asked), and returns { status, cabecalhos, corpo (Buffer), ms }.
export function enviar(origem, { metodo, caminho, cabecalhos = [], corpo, chunked = false }) {
  return new Promise((ok, ko) => {
    const u = new URL(caminho, origem);
    const headers = {};
    for (const [k, v] of cabecalhos) (headers[k] ??= []).push(v);
    const b = corpo === undefined ? undefined : Buffer.from(corpo);
    if (b !== undefined && !chunked) headers['Content-Length'] = String(b.length);
    const inicio = process.hrtime.bigint();
    const req = request({ host: u.hostname, port: u.port, method: metodo, path: u.pathname + u.search, headers, agent: agente }, (res) => {
      const partes = [];
      res.on('data', (p) => partes.push(p));
      res.on('end', () => ok({
        status: res.statusCode, cabecalhos: res.headers, corpo: Buffer.concat(partes),
        ms: Number(process.hrtime.bigint() - inicio) / 1e6,
      }));
      res.on('error', ko);
    });
    req.setTimeout(60_000, () => req.destroy(new Error(`${metodo} ${caminho}: sem resposta em 60 s`)));
    req.on('error', (e) => ko(new Error(`${origem}: ${metodo} ${caminho}: ${e.code ?? ''} ${e.message}`, { cause: e })));
    // A server may answer (413) before the body is all sent and close the
    // connection: the write that fails after the answer has been read is
    // reported on the socket alone, and must not end the script.
    req.on('socket', (s) => {
      if (!ignoraErro.has(s)) s.on('error', () => {});
      ignoraErro.add(s); // once per socket: kept-alive sockets carry many requests
    });
    if (b !== undefined) {
      if (chunked) for (let i = 0; i < b.length; i += 16 << 10) req.write(b.subarray(i, i + (16 << 10)));
      else req.write(b);
    }
    req.end();
  });
}

// iniciar spawns cmd in its own process group and waits until GET origem +
// /api/v1/calcular answers 200. It returns { origem, pid, parar, saida }.
async function iniciar(nome, cmd, args, opcoes, origem) {
  let saida = '';
  const filho = spawn(cmd, args, { ...opcoes, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  filho.stdout.on('data', (d) => { saida += d; });
  filho.stderr.on('data', (d) => { saida += d; });
  let terminou = null;
  filho.on('exit', (code, signal) => { terminou = `${code ?? signal}`; });
  const parar = () => {
    if (terminou === null) {
      try { process.kill(-filho.pid, 'SIGTERM'); } catch { /* already gone */ }
    }
  };
  process.on('exit', parar); // whatever happens to this script, the server goes with it
  const prazo = Date.now() + 180_000;
  for (;;) {
    if (terminou !== null) throw new Error(`${nome} terminou (${terminou}) antes de responder:\n${saida}`);
    try {
      const r = await enviar(origem, { metodo: 'GET', caminho: '/api/v1/calcular' });
      if (r.status === 200) break;
    } catch { /* not listening yet */ }
    if (Date.now() > prazo) {
      parar();
      throw new Error(`${nome} não respondeu em ${origem} em 180 s:\n${saida}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { origem, pid: filho.pid, parar, saida: () => saida };
}

// gerarServe runs "gerar serve" ($GERAR, or go run) on a directory with
// nothing but the index.html it requires: only the API is compared.
export async function gerarServe() {
  const porta = await portaLivre();
  const dir = mkdtempSync(join(tmpdir(), 'e2e-worker-site-'));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>e2e-worker</title>\n');
  const args = ['serve', '-addr', `127.0.0.1:${porta}`, '-dir', dir];
  const [cmd, a] = process.env.GERAR ? [process.env.GERAR, args] : ['go', ['run', './generator/cmd/gerar', ...args]];
  return iniciar('gerar serve', cmd, a, { cwd: repoDir }, `http://127.0.0.1:${porta}`);
}

// wranglerDev runs the worker of ../wrangler.toml with wrangler dev, bound to
// 127.0.0.1, telemetry off, and without the one network request wrangler dev
// makes by default (the Request.cf placeholder from workers.cloudflare.com)
// nor the update check of its banner.
// Its logs and state go to a temporary directory.
export async function wranglerDev() {
  const wrangler = join(e2eDir, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
  if (!existsSync(wrangler)) throw new Error(`${wrangler} não existe: rode "make e2e-worker" (instala o wrangler de package-lock.json)`);
  for (const f of ['app.wasm', 'worker.mjs', 'wasm_exec.js', 'runtime.mjs', 'limites.mjs']) {
    if (!existsSync(join(workerDir, 'build', f))) throw new Error(`build/${f} não existe: rode "make worker" antes`);
  }
  const [porta, inspetor] = [await portaLivre(), await portaLivre()];
  const estado = mkdtempSync(join(tmpdir(), 'e2e-worker-wrangler-'));
  process.on('exit', () => rmSync(estado, { recursive: true, force: true }));
  const env = {
    ...process.env,
    WRANGLER_SEND_METRICS: 'false',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    WRANGLER_HIDE_BANNER: 'true', // the banner checks the npm registry for a newer wrangler
    WRANGLER_LOG_PATH: join(estado, 'logs'),
    XDG_CONFIG_HOME: join(estado, 'config'),
  };
  const args = [wrangler, 'dev', '--config', join(workerDir, 'wrangler.toml'), '--ip', '127.0.0.1',
    '--port', String(porta), '--inspector-port', String(inspetor), '--persist-to', join(estado, 'persist'),
    '--show-interactive-dev-session=false', '--log-level', 'warn'];
  return iniciar('wrangler dev', process.execPath, args, { cwd: workerDir, env }, `http://127.0.0.1:${porta}`);
}

// cpuDoGrupo returns the CPU time (user + system, in ms) used so far by
// every live process of the process group pgid (Linux /proc).
export function cpuDoGrupo(pgid) {
  const hz = 100; // USER_HZ, fixed at 100 on Linux
  let ticks = 0;
  for (const p of readdirSync('/proc')) {
    if (!/^\d+$/.test(p)) continue;
    let stat;
    try { stat = readFileSync(`/proc/${p}/stat`, 'utf8'); } catch { continue; }
    const campos = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields after the command: state(3) ppid(4) pgrp(5) ... utime(14) stime(15)
    if (Number(campos[2]) !== pgid) continue;
    ticks += Number(campos[11]) + Number(campos[12]);
  }
  return (ticks * 1000) / hz;
}

// rssDoGrupo returns the resident memory (bytes) of the live processes of
// the process group pgid whose command is nome (Linux /proc): for wrangler
// dev, nome "workerd" is the runtime that holds the worker's instances.
export function rssDoGrupo(pgid, nome) {
  let total = 0;
  for (const p of readdirSync('/proc')) {
    if (!/^\d+$/.test(p)) continue;
    let stat, status;
    try {
      stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      status = readFileSync(`/proc/${p}/status`, 'utf8');
    } catch { continue; }
    const comando = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const campos = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(campos[2]) !== pgid || comando !== nome) continue;
    const m = /^VmRSS:\s+(\d+) kB$/m.exec(status);
    if (m) total += Number(m[1]) * 1024;
  }
  return total;
}

// carga sends the same POST to origem + /api/v1/calcular from conexoes
// clients at once, each on its own kept-alive connection, one request after
// another, for segundos; every 100 ms it samples amostra() (the server's
// memory). It returns { status: {code: count}, erros, respostas: Map(body
// text -> count) of the 200 answers, ocupados: the 503 answers (up to 5
// kept whole), ms: sorted latencies of the 200s, pico: the largest sample,
// duracao: seconds }.
export async function carga(origem, corpo, { conexoes = 200, segundos = 12, amostra = () => 0 } = {}) {
  const ag = new Agent({ keepAlive: true, maxSockets: conexoes });
  const u = new URL('/api/v1/calcular', origem);
  const b = Buffer.from(corpo);
  const r = { status: {}, erros: 0, respostas: new Map(), ocupados: [], ms: [], pico: amostra(), duracao: 0 };
  const um = () => new Promise((ok) => {
    const inicio = process.hrtime.bigint();
    const req = request({
      host: u.hostname, port: u.port, method: 'POST', path: u.pathname, agent: ag,
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(b.length) },
    }, (res) => {
      const partes = [];
      res.on('data', (p) => partes.push(p));
      res.on('end', () => {
        const texto = Buffer.concat(partes).toString('utf8');
        r.status[res.statusCode] = (r.status[res.statusCode] ?? 0) + 1;
        if (res.statusCode === 200) {
          r.ms.push(Number(process.hrtime.bigint() - inicio) / 1e6);
          r.respostas.set(texto, (r.respostas.get(texto) ?? 0) + 1);
        } else if (res.statusCode === 503 && r.ocupados.length < 5) {
          r.ocupados.push({ cabecalhos: res.headers, corpo: texto });
        }
        ok();
      });
      res.on('error', () => { r.erros++; ok(); });
    });
    req.setTimeout(60_000, () => req.destroy(new Error('sem resposta em 60 s')));
    req.on('error', () => { r.erros++; ok(); });
    req.end(b);
  });
  const t0 = Date.now();
  const fim = t0 + segundos * 1000;
  const relogio = setInterval(() => { r.pico = Math.max(r.pico, amostra()); }, 100);
  await Promise.all(Array.from({ length: conexoes }, async () => {
    while (Date.now() < fim) await um();
  }));
  clearInterval(relogio);
  r.pico = Math.max(r.pico, amostra());
  r.duracao = (Date.now() - t0) / 1000;
  ag.destroy();
  r.ms.sort((x, y) => x - y);
  return r;
}
