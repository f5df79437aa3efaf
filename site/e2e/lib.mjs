// Shared helpers of the e2e scripts: where the built site is, which pages it
// has, the Go server that serves it, and the Chromium that visits it.
import { spawn } from 'node:child_process';
import { readdirSync, statSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, relative, resolve, sep, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const e2eDir = dirname(fileURLToPath(import.meta.url));
export const repoDir = resolve(e2eDir, '..', '..');

// publicDir is the built site: the first argument, $PUBLIC_DIR, or public/.
export function publicDir() {
  const dir = resolve(process.argv[2] || process.env.PUBLIC_DIR || join(repoDir, 'public'));
  if (!existsSync(join(dir, 'index.html'))) {
    fail([`${dir}/index.html não existe: rode "make build" antes.`]);
  }
  return dir;
}

// htmlPages lists the URL path of every HTML page of dir ("/", "/legislacao/x/", "/404.html").
export function htmlPages(dir) {
  const pages = [];
  const walk = (d) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name.endsWith('.html')) {
        let url = '/' + relative(dir, p).split(sep).join('/');
        if (url.endsWith('/index.html')) url = url.slice(0, -'index.html'.length);
        pages.push(url);
      }
    }
  };
  walk(dir);
  return pages;
}

function freePort() {
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

// startServer runs "gerar serve" on a free loopback port ($GERAR names a
// built binary; otherwise "go run ./generator/cmd/gerar") and waits until it
// answers. It returns { origin, stop }.
export async function startServer(dir) {
  const port = await freePort();
  const addr = `127.0.0.1:${port}`;
  const args = ['serve', '-addr', addr, '-dir', dir];
  const cmd = process.env.GERAR ? [process.env.GERAR, args] : ['go', ['run', './generator/cmd/gerar', ...args]];
  const child = spawn(cmd[0], cmd[1], { cwd: repoDir, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  let exited = null;
  child.on('exit', (code, signal) => { exited = `${code ?? signal}`; });
  // whatever happens to this script, the server goes with it
  process.on('exit', () => stop());
  const origin = `http://${addr}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited !== null) fail([`gerar serve terminou (${exited}) antes de responder`]);
    try {
      const res = await fetch(origin + '/', { signal: AbortSignal.timeout(2000) });
      if (res.ok) break;
    } catch { /* not listening yet */ }
    if (Date.now() > deadline) {
      stop();
      fail([`gerar serve não respondeu em ${origin} em 120 s`]);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  function stop() {
    if (exited === null) {
      try { process.kill(-child.pid, 'SIGTERM'); } catch { /* already gone */ }
    }
  }
  return { origin, stop };
}

export const chromiumPath = process.env.CHROMIUM || '/usr/bin/chromium';

// launch starts headless Chromium with the flags this machine needs.
export async function launch() {
  const { chromium } = await import('playwright-core');
  if (!existsSync(chromiumPath)) fail([`${chromiumPath} não existe: instale o pacote chromium`]);
  return chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--disable-quic'],
  });
}

// watch records, for one page, console errors, uncaught exceptions, CSP
// violations and requests to another origin. Call before page.goto.
export async function watch(page, origin) {
  const problems = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const loc = msg.location();
    problems.push(`erro no console: ${msg.text()}${loc && loc.url ? ` (${loc.url})` : ''}`);
  });
  page.on('pageerror', (err) => problems.push(`exceção: ${err.message}`));
  page.on('request', (req) => {
    const url = req.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    if (new URL(url).origin !== origin) problems.push(`requisição a outra origem: ${url}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP: ${e.violatedDirective} bloqueou ${e.blockedURI || 'inline'} (${e.sourceFile || ''}:${e.lineNumber || ''})`);
    });
  });
  return problems;
}

// The waits of the checks are on conditions, never fixed sleeps (issue 20):
// ocioso, esperarQuadros and rolagemParada name the conditions a person's eye
// waits for.

// ocioso waits until the page has nothing left to do from its load: no
// request in flight (Playwright's networkidle) and an idle main thread
// (requestIdleCallback). What the page would fetch or draw by itself has
// been fetched and drawn.
export async function ocioso(page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((ok) => {
    if (window.requestIdleCallback) requestIdleCallback(() => ok(), { timeout: 5000 });
    else setTimeout(ok, 0);
  }));
}

// esperarQuadros waits for n animation frames and the task after them: what the
// page scheduled for its next frame (js/busca.js draws its batches a frame
// and a task apart) has run.
export const esperarQuadros = (page, n = 2) => page.evaluate((n) => new Promise((ok) => {
  const f = (k) => (k > 0 ? requestAnimationFrame(() => f(k - 1)) : setTimeout(ok, 0));
  f(n);
}), n);

// rolagemParada waits until the page's scroll position has stayed the same
// for five frames in a row, counted from the call: a wheel's or a smooth
// scroll has come to rest.
export async function rolagemParada(page) {
  await page.evaluate(() => { window.__rolagem = null; });
  await page.waitForFunction(() => {
    const y = Math.round(scrollY);
    const r = window.__rolagem;
    window.__rolagem = r && r.y === y ? { y, n: r.n + 1 } : { y, n: 0 };
    return window.__rolagem.n >= 5;
  }, null, { polling: 'raf', timeout: 10000 });
}

// assert throws msg unless cond: the checks' failures are thrown errors.
export function assert(cond, msg) {
  if (!cond) throw new Error(msg);
}

// fold lowers s and strips its accents, to compare words as a search does.
export const fold = (s) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

// verificacoes runs a suite's checks: each check gets a new browser
// context (the suite's options, then the check's own) and a page watched
// for console errors, exceptions, CSP violations and requests to another
// origin; what a check throws, and what the watch saw, are its failures.
// juntas checks may run at a time (each in its own context; a check shares
// nothing with another but the browser): "await check(...)" then waits
// only for a free place, and terminar() (before the browser closes) for
// every check, after which checks and failures list them in the order they
// were called. With juntas 1, "await check(...)" waits for the check.
export function verificacoes(browser, origin, padrao = {}, { juntas = 1 } = {}) {
  const checks = [];
  const failures = [];
  const resultados = [];
  const emCurso = new Set();
  // options.provoca: a RegExp of the console errors the check causes on
  // purpose (a download it makes fail); every other one is a failure.
  // options.sozinha: the check runs alone, no other one beside it (it uses
  // what a browser shares between its contexts: the clipboard).
  // $E2E_SO: only the checks whose name contains it (while working on them)
  async function rodar(i, name, fn, options) {
    const { provoca, sozinha, ...contexto } = options;
    const r = { ok: false, failures: [] };
    const context = await browser.newContext({ ...padrao, ...contexto });
    const page = await context.newPage();
    const seen = await watch(page, origin);
    try {
      await fn(page, context);
      r.ok = true;
    } catch (err) {
      r.failures.push(`${name}: ${err.message.split('\n')[0]}`);
    }
    for (const p of seen) if (!(provoca && provoca.test(p))) r.failures.push(`${name}: ${p}`);
    await context.close();
    resultados[i] = { name, ...r };
    if (r.ok) checks.push(name);
    failures.push(...r.failures);
  }
  async function check(name, fn, options = {}) {
    if (process.env.E2E_SO && !name.includes(process.env.E2E_SO)) return;
    const i = resultados.length;
    resultados.push(null);
    if (options.sozinha) await Promise.all(emCurso);
    while (emCurso.size >= juntas) await Promise.race(emCurso);
    const p = rodar(i, name, fn, options).finally(() => emCurso.delete(p));
    emCurso.add(p);
    if (options.sozinha || juntas === 1) await p;
  }
  async function terminar() {
    while (emCurso.size) await Promise.all(emCurso);
    checks.length = 0;
    failures.length = 0;
    for (const r of resultados) {
      if (!r) continue;
      if (r.ok) checks.push(r.name);
      failures.push(...r.failures);
    }
  }
  return { check, checks, failures, terminar };
}

// fail prints the list of problems and exits non-zero.
export function fail(problems, title = 'FALHOU') {
  console.error(`\n${title}: ${problems.length} problema(s)`);
  for (const p of problems) console.error(`  - ${p}`);
  process.exit(1);
}

// alvosPequenos lists the controls of a page or frame whose box is smaller
// than 24 × 24 CSS px (WCAG 2.2, 2.5.8, target size minimum), as
// "description W×H". Exempt, as WCAG's inline exception allows: a link or
// button laid out inline inside a sentence (its block holds words of its
// own besides the controls'). Not rendered or visually hidden controls (a
// box of 1 px or less, visibility hidden) are skipped; the skip link
// counts once focused, so it is measured as it is.
export async function alvosPequenos(alvo) {
  return alvo.evaluate(() => {
    const seletor = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
    const bloco = (e) => {
      let b = e.parentElement;
      while (b && getComputedStyle(b).display.startsWith('inline')) b = b.parentElement;
      return b;
    };
    const emFrase = (e) => {
      if (getComputedStyle(e).display !== 'inline') return false;
      const b = bloco(e);
      if (!b) return false;
      const copia = b.cloneNode(true);
      copia.querySelectorAll(seletor).forEach((c) => c.remove());
      return /\p{L}{2,}/u.test(copia.textContent);
    };
    const out = [];
    for (const e of document.querySelectorAll(seletor)) {
      const r = e.getBoundingClientRect();
      const cs = getComputedStyle(e);
      if (r.width <= 1 || r.height <= 1 || cs.visibility === 'hidden') continue;
      if (r.width >= 23.5 && r.height >= 23.5) continue;
      if (emFrase(e)) continue;
      const nome = (e.getAttribute('aria-label') || e.textContent || e.getAttribute('name') || e.id || '').trim().replace(/\s+/g, ' ').slice(0, 40);
      out.push(`${e.tagName.toLowerCase()}${e.type ? '[' + e.type + ']' : ''} “${nome}” ${Math.round(r.width)}×${Math.round(r.height)}`);
    }
    return out;
  });
}
