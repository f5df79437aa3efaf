// rede.mjs: how a calculator page uses the line (issue 19), in headless
// Chromium against "gerar serve", as a person would see it:
//
//   - before the engine is ready, nothing but the page, the files its HTML
//     names, the engine's worker, Go's loader and the module (once) is
//     requested: no service worker, no precaching, no search;
//   - the module's progress is shown on the status line, a percentage that
//     only grows, counted on the module's uncompressed bytes (the body comes
//     compressed): its last count is the module's size exactly;
//   - while the engine loads, a result address shows the chosen category's
//     rules (copied from the page: no request), then the answer;
//   - "Pronto para usar sem internet" appears, and once it has, with the
//     server stopped, a reload of a result still answers;
//   - when the service worker cannot keep the whole site (one page missing
//     on the server: its install fails), the message never appears.
//
// The slow loads go through linha-3g.mjs (a local line of 3,000 kbit/s, so
// that the module takes a few seconds); every wait is on a condition.
// Usage: node rede.mjs [public-dir]. Exits 1 with the list of failures.
import { cpSync, mkdtempSync, rmSync, readdirSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publicDir, startServer, launch, fail, assert } from './lib.mjs';
import { abrirLinha } from './linha-3g.mjs';

const dir = publicDir();
const browser = await launch();
const RESULTADO = '/calculadora/?cat=jovem&modal=rodoviario&uo=SP&ud=MG&conv=sim&ed=2026-12-24&eh=09:30&ini=sim&vg=1&tarifa=150,01&te=8,50&passo=resultado';
const PRONTO = 'Pronto para usar sem internet';
const servidores = [];
const tmp = mkdtempSync(join(tmpdir(), 'rede-e2e-'));
process.on('exit', () => rmSync(tmp, { recursive: true, force: true }));

async function servir(d, linha) {
  const s = await startServer(d);
  servidores.push(s);
  if (!linha) return { origin: s.origin, stop: s.stop };
  const l = await abrirLinha(s.origin.replace('http://', ''), linha);
  return { origin: l.origin, stop: () => { l.stop(); s.stop(); } };
}

// In the page, before its scripts: every text of the status line, every
// progress event, whether the wait showed the rules, and the moment the
// engine was marked ready.
const sonda = () => {
  const m = (window.__rede = { estados: [], progresso: [], espera: null, offlineAntesDoMotor: false });
  document.addEventListener('viagemdedireito:motor-progresso', (e) => m.progresso.push(e.detail));
  new MutationObserver(() => {
    const raiz = document.querySelector('[data-calculadora]');
    if (!raiz) return;
    const e = raiz.querySelector(':scope > .calc-estado');
    const t = e ? e.textContent : '';
    if (t && m.estados[m.estados.length - 1] !== t) m.estados.push(t);
    const espera = raiz.querySelector('.calc-espera');
    if (espera && !m.espera) m.espera = espera.textContent;
    if (raiz.getAttribute('data-motor') !== 'pronto' && /Pronto para usar sem internet/.test(t)) m.offlineAntesDoMotor = true;
    if (raiz.getAttribute('data-motor') === 'pronto' && !m.prontoEm) m.prontoEm = Date.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
};

// In the page, before its scripts: the state of the service worker the page
// registers, followed from the registration register() resolves with
// ("recusado" when register() itself fails).
const sondaSW = () => {
  const m = (window.__sw = { estado: null });
  const original = ServiceWorkerContainer.prototype.register;
  ServiceWorkerContainer.prototype.register = function (...args) {
    const p = original.apply(this, args);
    p.then((reg) => {
      const seguir = (sw) => {
        if (!sw) return;
        m.estado = sw.state;
        sw.addEventListener('statechange', () => { m.estado = sw.state; });
      };
      seguir(reg.installing || reg.waiting || reg.active);
      reg.addEventListener('updatefound', () => seguir(reg.installing));
    }, () => { m.estado = 'recusado'; });
    return p;
  };
};

// Each check in a new browser context (cold cache, no service worker);
// its failures are what it throws and the console errors and exceptions of
// its page, but those it causes on purpose (provoca).
const checks = [];
const failures = [];
async function check(nome, fn, { provoca } = {}) {
  const context = await browser.newContext({ locale: 'pt-BR' });
  const page = await context.newPage();
  const vistos = [];
  page.on('console', (msg) => { if (msg.type() === 'error') vistos.push(`erro no console: ${msg.text()}`); });
  page.on('pageerror', (err) => vistos.push(`exceção: ${err.message}`));
  try {
    await fn(page);
    checks.push(nome);
  } catch (err) {
    failures.push(`${nome}: ${err.message.split('\n')[0]}`);
  }
  for (const v of vistos) if (!(provoca && provoca.test(v))) failures.push(`${nome}: ${v}`);
  await context.close();
}
try {
  // one slow line for the checks that watch the engine come
  const lenta = await servir(dir, { kbits: 3000, rtt: 100 });

  await check('antes do motor pronto, só a página, seus arquivos, o motor e o módulo (uma vez); depois, o progresso e as regras', async (page) => {
    // every request (the page's, its workers', the service worker's) with
    // the moment it was seen here, which is after it was made: one seen
    // before the page marked the engine ready was made before it
    // (the engine's worker's script, a blob: address calculadora-inicio.js
    // made in the page, is not a request to the network)
    const todos = [];
    page.context().on('request', (r) => {
      if (!r.url().startsWith('blob:')) todos.push({ caminho: new URL(r.url()).pathname, em: Date.now() });
    });
    await page.addInitScript(sonda);
    await page.goto(lenta.origin + RESULTADO, { waitUntil: 'commit' });
    await page.waitForSelector('[data-calculadora][data-motor="pronto"]', { timeout: 120000 });
    const prontoEm = await page.evaluate(() => window.__rede.prontoEm);
    const pedidos = todos.filter((p) => p.em < prontoEm).map((p) => p.caminho);
    // the files the page's HTML names and the engine's addresses
    const permitidos = await page.evaluate(() => {
      const out = new Set([location.pathname]);
      for (const e of document.querySelectorAll('link[href], script[src]')) out.add(new URL(e.getAttribute('href') || e.getAttribute('src'), location.href).pathname);
      for (const a of ['data-wasm', 'data-wasm-exec', 'data-motor-trabalhador']) {
        for (const e of document.querySelectorAll(`[${a}]`)) out.add(new URL(e.getAttribute(a), location.href).pathname);
      }
      return [...out];
    });
    const alheios = pedidos.filter((p) => !permitidos.includes(p));
    assert(alheios.length === 0, `antes do motor pronto, pedidos que não são da página nem do motor: ${alheios.join(', ')}`);
    const wasm = pedidos.filter((p) => p.endsWith('.wasm'));
    assert(wasm.length === 1, `o módulo foi pedido ${wasm.length} vezes antes do motor pronto (${pedidos.join(', ')})`);
    assert(!pedidos.includes('/sw.js'), 'o service worker foi registrado antes do motor pronto');

    await page.waitForSelector('[data-pedido]', { timeout: 60000 });
    const m = await page.evaluate(() => window.__rede);
    const tamanho = Number(await page.locator('script[data-wasm-tamanho]').getAttribute('data-wasm-tamanho'));
    assert(tamanho > 1e6, `data-wasm-tamanho: ${tamanho}`);
    assert(m.progresso.length > 0, 'nenhum progresso do módulo foi anunciado');
    const ultimo = m.progresso[m.progresso.length - 1];
    assert(ultimo.tamanho === tamanho && ultimo.lidos === tamanho, `o último progresso conta ${ultimo.lidos} de ${ultimo.tamanho} bytes; o módulo tem ${tamanho} (descomprimido)`);
    const pct = m.estados.map((t) => /^Carregando a calculadora: (\d+)%$/.exec(t)).filter(Boolean).map((x) => Number(x[1]));
    assert(pct.length >= 2, `a linha de estado não mostrou o progresso em porcentagem: ${JSON.stringify(m.estados)}`);
    assert(pct.every((p, i) => p >= 0 && p <= 100 && (i === 0 || p >= pct[i - 1])), `porcentagens fora de ordem: ${pct.join(', ')}`);
    assert(m.espera && m.espera.includes('Jovem de 15 a 29 anos') && !m.espera.includes('Pessoa com 60 anos'),
      `enquanto o motor carregava, o lugar da resposta não mostrou as regras do jovem: ${JSON.stringify(m.espera)}`);
    assert(!m.offlineAntesDoMotor, `"${PRONTO}" apareceu antes do motor pronto`);
    const h = await page.locator('[data-pedido] h1').first().innerText();
    assert(h.length > 0, 'a resposta não tem título');
  });

  await check(`"${PRONTO}" só quando uma recarga sem rede funciona`, async (page) => {
    const s = await servir(dir);
    await page.addInitScript(sonda);
    await page.goto(s.origin + RESULTADO);
    await page.waitForSelector('[data-pedido]', { timeout: 60000 });
    await page.getByText(PRONTO).waitFor({ timeout: 120000 });
    const m = await page.evaluate(() => window.__rede);
    assert(!m.offlineAntesDoMotor, `"${PRONTO}" apareceu antes do motor pronto`);
    // no server any more: the reload is the service worker's alone
    s.stop();
    const fora = await page.request.get(s.origin + '/', { timeout: 5000 }).then(() => false, () => true);
    assert(fora, 'o servidor ainda responde depois de parado');
    for (const alvo of [s.origin + RESULTADO, s.origin + '/calculadora/']) {
      await page.goto(alvo).catch((e) => { throw new Error(`sem servidor, ${alvo} não abriu: ${e.message}`); });
      if (alvo.includes('passo=resultado')) {
        await page.waitForSelector('[data-pedido] h1', { timeout: 30000 }).catch(() => { throw new Error('sem servidor, a recarga do resultado não respondeu'); });
      } else {
        await page.waitForSelector('[data-calculadora][data-motor="pronto"]', { timeout: 30000 }).catch(() => { throw new Error('sem servidor, a calculadora não ficou pronta'); });
        await page.getByText(PRONTO).waitFor({ timeout: 30000 });
      }
    }
  }, { provoca: /ERR_CONNECTION_REFUSED|ERR_INTERNET_DISCONNECTED/ });

  await check('fora da calculadora: a primeira visita não baixa o site (sem service worker); uma visita mais de meia hora depois, sim', async (page) => {
    const s = await servir(dir);
    const sw = [];
    page.context().on('request', (r) => { if (new URL(r.url()).pathname === '/sw.js') sw.push(r.url()); });
    // the first visit: two pages, each until after its load and the check
    for (const p of ['/legislacao/', '/jurisprudencia/']) {
      await page.goto(s.origin + p, { waitUntil: 'load' });
      await page.waitForFunction(() => caches.has('viagemdedireito-visto'), null, { timeout: 30000 });
      await page.evaluate(() => new Promise((ok) => setTimeout(ok, 300)));
    }
    assert(sw.length === 0, `a primeira visita registrou o service worker (${sw.length} pedidos de /sw.js)`);
    const reg = await page.evaluate(() => navigator.serviceWorker.getRegistration('/').then((r) => !!r));
    assert(!reg, 'a primeira visita deixou um service worker registrado');
    // the device's first page view, an hour ago: this view is a later visit
    await page.evaluate(() => caches.open('viagemdedireito-visto').then((c) => c.put('/primeira-visita', new Response(String(Date.now() - 3600e3)))));
    await page.goto(s.origin + '/legislacao/', { waitUntil: 'load' });
    await page.waitForFunction(() => navigator.serviceWorker.getRegistration('/').then((r) => !!r), null, { timeout: 30000, polling: 200 })
      .catch(() => { throw new Error('uma visita uma hora depois da primeira não registrou o service worker'); });
    s.stop();
  });

  await check(`sem um arquivo do site, o service worker não se instala e "${PRONTO}" não aparece`, async (page) => {
    const copia = join(tmp, 'public');
    // public is a link to its version (gerar build publishes atomically):
    // copy the files it points to, never the link, or removing a page from
    // the copy would remove it from the published site
    cpSync(realpathSync(dir), copia, { recursive: true, dereference: true });
    for (const f of readdirSync(join(copia, 'jurisprudencia'))) if (f.startsWith('index.html')) rmSync(join(copia, 'jurisprudencia', f));
    const s = await servir(copia);
    await page.addInitScript(sonda);
    await page.addInitScript(sondaSW);
    await page.goto(s.origin + RESULTADO);
    await page.waitForSelector('[data-pedido]', { timeout: 60000 });
    // the worker's install fails (a page of its list is missing): wait, on
    // the state the init script recorded from the registration itself (a
    // failed first install removes the registration, so asking for it
    // afterwards finds nothing), for it to be given up
    await page.waitForFunction(() => ['redundant', 'activated', 'recusado'].includes(window.__sw.estado), null, { timeout: 120000 })
      .catch(() => { throw new Error('o service worker não foi registrado, ou sua instalação não terminou em 120 s'); });
    const estado = await page.evaluate(() => window.__sw.estado);
    assert(estado === 'redundant' || estado === 'recusado', `o service worker ficou "${estado}" com um arquivo faltando`);
    // the page's own check runs on each change of state; let it run after the last one
    await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => setTimeout(ok, 0))));
    const t = await page.locator('[data-calculadora] > .calc-estado').innerText();
    assert(!t.includes(PRONTO), `"${PRONTO}" apareceu sem o site guardado: "${t}"`);
    s.stop();
  }, { provoca: /404|Failed to load resource/ });
} finally {
  await browser.close();
  for (const s of servidores) s.stop();
}
console.log(checks.map((c) => `  ok: ${c}`).join('\n'));
if (failures.length) fail(failures, 'rede');
console.log(`rede: ${checks.length} verificações`);
// every server, line and browser is closed above; exit now all the same, so
// that a socket the line left half-closed can never hang make e2e
process.exit(0);
