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
//     rules (copied from the page: no request), then the answer; an
//     elderly passenger reads, for the mode chosen, the engine's own
//     sentences for the elderly, citing their decree (Decreto nº 9.921/2019)
//     and the Estatuto, never the youth's (Decreto nº 8.537/2015);
//   - "Pronto para usar sem internet" appears, and once it has, with the
//     server stopped, a reload of a result still answers;
//   - when the service worker cannot keep the site's shell (one of its
//     pages missing on the server: its install fails), the message never
//     appears;
//   - a tap on "Continuar" before the page's script arrives neither reloads
//     the page nor asks for the module again (issue 28);
//   - outside the calculator, a first visit keeps the page, the home page
//     and the calculator's shell, never the engine, and says "Esta página
//     funciona sem internet." only once it does; offline they open; the
//     engine is kept when the person asks (the footer's button).
//
// The slow loads go through linha-3g.mjs (a local line of 3,000 kbit/s, so
// that the module takes a few seconds); every wait is on a condition.
// Usage: node rede.mjs [public-dir]. Exits 1 with the list of failures.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, readdirSync, realpathSync } from 'node:fs';
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
  return { origin: l.origin, abaixo: l.abaixo, stop: () => { l.stop(); s.stop(); } };
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
    assert(m.espera && m.espera.includes('O jovem de baixa renda tem 2 vagas gratuitas') && !m.espera.includes('A pessoa idosa tem'),
      `enquanto o motor carregava, o lugar da resposta não mostrou as regras do jovem: ${JSON.stringify(m.espera)}`);
    assert(!m.offlineAntesDoMotor, `"${PRONTO}" apareceu antes do motor pronto`);
    const h = await page.locator('[data-pedido] h1').first().innerText();
    assert(h.length > 0, 'a resposta não tem título');
  });

  // [mode, conventional service, what the wait says, what it does not]
  for (const [modal, conv, diz, naoDiz] of [
    ['rodoviario', 'sim', ['A pessoa idosa tem 2 vagas gratuitas', 'Numa viagem com serviço convencional, as gratuidades e os descontos valem em todas as poltronas', 'Peça o bilhete com pelo menos 3 horas de antecedência'], ['No transporte aquaviário']],
    ['aquaviario', 'sim', ['A pessoa idosa tem 2 vagas gratuitas', 'No transporte aquaviário, o decreto inclui no serviço convencional'], ['em todas as poltronas do veículo']],
    ['rodoviario', 'nao', ['A viagem não oferece serviço convencional', 'Superior Tribunal de Justiça'], ['A pessoa idosa tem 2 vagas gratuitas', 'Peça o bilhete']],
  ]) {
    await check(`enquanto o motor carrega (${modal}, serviço convencional: ${conv}), a pessoa idosa lê as regras do motor para essa viagem: o Decreto nº 9.921/2019 e a Lei nº 10.741/2003, nunca o decreto do jovem; depois, a resposta`, async (page) => {
      const s = lenta;
      // the module held back, on the slow line, until the wait is read
      let soltar;
      const solto = new Promise((ok) => { soltar = ok; });
      await page.context().route(/\.wasm$/, async (route) => { await solto; await route.continue(); });
      // the answers in a result address, as a person who follows a link
      // to the answer (the review's 3G wait)
      const url = new URL(s.origin + '/calculadora/');
      for (const [k, v] of Object.entries({ cat: 'idoso', modal, uo: 'SP', ud: 'RJ', conv, ed: '2026-12-24', eh: '09:30', ini: 'sim', passo: 'resultado' })) url.searchParams.set(k, v);
      if (modal === 'aquaviario') url.searchParams.set('nav', 'interior');
      await page.goto(url.href);
      const espera = page.locator('.calc-resultado .calc-espera');
      await espera.waitFor({ timeout: 30000 }).catch(() => { throw new Error(`com o módulo retido, a espera não apareceu (${url.search})`); });
      const t = (await espera.innerText()).replace(/\u00a0/g, ' ');
      assert(/Enquanto isso, as regras em palavras simples/.test(t), `a espera não mostra as regras: ${JSON.stringify(t)}`);
      assert(t.includes('Decreto nº 9.921/2019') && t.includes('Lei nº 10.741/2003'), `a espera da pessoa idosa não cita o Decreto nº 9.921/2019 e a Lei nº 10.741/2003: ${JSON.stringify(t)}`);
      assert(!t.includes('8.537'), `a espera da pessoa idosa cita o decreto do jovem (Decreto nº 8.537/2015): ${JSON.stringify(t)}`);
      assert(!t.includes('O jovem de baixa renda'), `a espera da pessoa idosa mostra a regra do jovem: ${JSON.stringify(t)}`);
      for (const x of diz) assert(t.includes(x), `a espera não diz "${x}", do motor para esta viagem: ${JSON.stringify(t)}`);
      for (const x of naoDiz) assert(!t.includes(x), `a espera diz "${x}", que não é desta viagem: ${JSON.stringify(t)}`);
      // every link of the wait lands on a dispositivo of the built site
      const links = await espera.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      assert(links.length > 0, 'a espera não tem links para os textos');
      for (const href of new Set(links)) {
        const [caminho, id] = href.split('#');
        const arquivo = join(dir, caminho, 'index.html');
        assert(caminho.startsWith('/') && existsSync(arquivo), `o link ${href} da espera não abre uma página do site`);
        if (id) assert(readFileSync(arquivo, 'utf8').includes(`id="${id}"`), `o link ${href} da espera não tem destino`);
      }
      soltar();
      await page.waitForSelector('[data-pedido] h1', { timeout: 60000 }).catch(() => { throw new Error('solto o módulo, a resposta não veio'); });
      assert((await page.locator('.calc-resultado .calc-espera').count()) === 0, 'a espera ficou junto com a resposta');
    });
  }

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
    // the complaint letter from the answer, with no network (issue 28)
    await page.goto(s.origin + RESULTADO);
    await page.getByRole('link', { name: 'Reclamar: escrever uma carta à empresa com esta resposta' }).click({ timeout: 30000 });
    await page.waitForSelector('[data-reclamacao][data-frases]', { timeout: 30000 })
      .catch(() => { throw new Error('sem servidor, a carta de reclamação não trouxe as frases do motor'); });
    assert(Number(await page.locator('[data-reclamacao]').getAttribute('data-frases')) > 0, 'sem servidor, a carta sem frases');
  }, { provoca: /ERR_CONNECTION_REFUSED|ERR_INTERNET_DISCONNECTED/ });

  await check('um toque em "Continuar" antes do script da página não recarrega a página nem pede o módulo de novo; a resposta vem assim que o motor fica pronto', async (page) => {
    const s = await servir(dir, { kbits: 3000, rtt: 100 });
    const pedidos = [];
    page.context().on('request', (r) => {
      if (!r.url().startsWith('blob:')) pedidos.push({ caminho: new URL(r.url()).pathname, tipo: r.resourceType() });
    });
    // the page's script (calculadora.js) held back until the tap: a person
    // on a slow line taps before it arrives
    let soltar;
    const solto = new Promise((ok) => { soltar = ok; });
    await page.route(/\/assets\/calculadora-[A-Z0-9]+\.js$/, async (route) => { await solto; await route.continue(); });
    await page.addInitScript(sonda);
    // every answer but the first question's in the address (a shared link
    // that lost its category, as the page's plain form would lose them)
    const respostas = RESULTADO.split('?')[1].replace(/(^|&)cat=[^&]*/, '').replace(/&?passo=resultado/, '');
    await page.goto(s.origin + '/calculadora/?' + respostas, { waitUntil: 'commit' });
    await page.getByLabel('Jovem de 15 a 29 anos, de baixa renda, com a ID Jovem', { exact: true }).check({ timeout: 60000 });
    const antes = await page.evaluate(() => performance.timeOrigin);
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await page.waitForFunction(() => document.documentElement.classList.contains('calc-adiante'), null, { timeout: 5000 })
      .catch(() => { throw new Error('o toque antes do script não deixou a página em "Preparando a calculadora…"'); });
    const depois = await page.evaluate(() => performance.timeOrigin);
    assert(antes === depois, 'o toque antes do script recarregou a página (uma navegação nova)');
    const url = new URL(page.url());
    assert(url.searchParams.get('cat') === 'jovem' && url.searchParams.get('uo') === 'SP' && url.searchParams.get('passo') === 'resultado',
      `o endereço depois do toque não guarda a resposta e as do link: ${url.search}`);
    soltar();
    await page.waitForSelector('[data-pedido] h1', { timeout: 120000 })
      .catch(() => { throw new Error('depois do toque antes do script, a resposta não apareceu'); });
    const { prontoEm, respostaEm } = await page.evaluate(() => ({ prontoEm: window.__rede.prontoEm, respostaEm: Date.now() }));
    const docs = pedidos.filter((p) => p.tipo === 'document' && p.caminho === '/calculadora/');
    const wasm = pedidos.filter((p) => p.caminho.endsWith('.wasm'));
    assert(docs.length === 1, `a página foi pedida ${docs.length} vezes`);
    assert(wasm.length === 1, `o módulo foi pedido ${wasm.length} vezes: ${pedidos.map((p) => p.caminho).join(', ')}`);
    const tamanho = Number(await page.locator('script[data-wasm-tamanho]').getAttribute('data-wasm-tamanho'));
    // (the line counts compressed bytes: twice the module would be ~1 MB)
    assert(s.abaixo() < 900e3, `${s.abaixo()} bytes passaram pela linha até a resposta (o módulo, ${tamanho} B descomprimido, duas vezes?)`);
    console.log(`  (medido, não verificado: motor pronto → resposta ${respostaEm - prontoEm} ms; ${Math.round(s.abaixo() / 1000)} KB pela linha)`);
  });

  await check('fora da calculadora: a primeira visita de uma lei guarda a página, o início e a calculadora (sem o motor) e diz que funciona sem internet; sem rede, abrem', async (page) => {
    const s = await servir(dir, { kbits: 100000, rtt: 10 });
    const pedidos = [];
    page.context().on('request', (r) => { if (!r.url().startsWith('blob:')) pedidos.push(new URL(r.url()).pathname); });
    const lei = '/legislacao/lei-10741-2003/';
    await page.goto(s.origin + lei, { waitUntil: 'load' });
    const linha = page.locator('[data-offline-estado]');
    assert((await linha.innerText()) === '', `antes do service worker, a linha já diz "${await linha.innerText()}"`);
    await page.getByText('Esta página funciona sem internet.').waitFor({ timeout: 60000 })
      .catch(() => { throw new Error('a página da lei não disse que funciona sem internet'); });
    // when it says so, it is true: the page and every file it names are kept
    const faltam = await page.evaluate(async () => {
      const caminhos = [location.pathname, ...[...document.querySelectorAll('link[rel~=stylesheet][href], script[src]')].map((e) => new URL(e.getAttribute('href') || e.getAttribute('src'), location.href).pathname)];
      const out = [];
      for (const c of caminhos) if (!(await caches.match(c))) out.push(c);
      return out;
    });
    assert(faltam.length === 0, `"funciona sem internet" com arquivos fora do cache: ${faltam.join(', ')}`);
    assert(!pedidos.some((p) => p.endsWith('.wasm')), 'a página da lei pediu o motor da calculadora');
    const guardadas = await page.evaluate(async () => {
      const out = [];
      for (const n of await caches.keys()) for (const r of await (await caches.open(n)).keys()) out.push(new URL(r.url).pathname);
      return out;
    });
    assert(!guardadas.some((p) => p.endsWith('.wasm')), 'o motor foi guardado sem a pessoa pedir');
    assert(!guardadas.includes('/jurisprudencia/'), 'a instalação guardou uma página não visitada (o site inteiro?)');
    const kb = Math.round(s.abaixo() / 1000);
    assert(s.abaixo() < 400e3, `a primeira visita de uma lei baixou ${kb} KB`);
    console.log(`  (medido: primeira visita de uma lei com o service worker e a casca, ${kb} KB pela linha)`);
    s.stop();
    for (const [alvo, titulo] of [[lei, /10\.741, de 1/], ['/', /Gratuidades e descontos/], ['/calculadora/', /Quem vai viajar/]]) {
      await page.goto(s.origin + alvo).catch((e) => { throw new Error(`sem rede, ${alvo} não abriu: ${e.message}`); });
      const h = await page.locator('main h1').first().innerText();
      assert(titulo.test(h), `sem rede, ${alvo} mostra "${h}"`);
    }
    // the calculator's shell without its engine never says it works offline
    await page.waitForTimeout(1500);
    const t = await page.locator('[data-calculadora] > .calc-estado').innerText();
    assert(!t.includes(PRONTO), `sem o motor guardado, a calculadora diz "${t}"`);
  }, { provoca: /ERR_CONNECTION_REFUSED|ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch|calculadora/ });

  await check('no início, "Guardar também as calculadoras" guarda o motor (uma vez pela linha) e a calculadora responde sem rede', async (page) => {
    const s = await servir(dir, { kbits: 100000, rtt: 10 });
    const wasm = [];
    page.context().on('request', (r) => { if (new URL(r.url()).pathname.endsWith('.wasm')) wasm.push(r.url()); });
    await page.goto(s.origin + '/', { waitUntil: 'load' });
    await page.getByText('Esta página funciona sem internet.').waitFor({ timeout: 60000 });
    assert(wasm.length === 0, 'o início pediu o motor antes de a pessoa pedir');
    const antes = s.abaixo();
    await page.getByRole('button', { name: 'Guardar também as calculadoras para usar sem internet' }).click();
    await page.getByText('A calculadora também funciona sem internet neste aparelho.').waitFor({ timeout: 60000 });
    assert(await page.getByRole('button', { name: 'Guardar também as calculadoras para usar sem internet' }).isHidden(), 'o botão continua à vista depois de guardar');
    assert(s.abaixo() - antes < 900e3, `guardar as calculadoras baixou ${s.abaixo() - antes} bytes (o módulo duas vezes?)`);
    assert(s.abaixo() - antes > 300e3, `guardar as calculadoras baixou só ${s.abaixo() - antes} bytes: o módulo não veio?`);
    s.stop();
    await page.goto(s.origin + RESULTADO);
    await page.waitForSelector('[data-pedido] h1', { timeout: 30000 }).catch(() => { throw new Error('sem rede, o resultado não respondeu depois de guardar as calculadoras'); });
  }, { provoca: /ERR_CONNECTION_REFUSED|ERR_INTERNET_DISCONNECTED|Failed to load resource/ });

  await check(`sem um arquivo do site, o service worker não se instala e "${PRONTO}" não aparece`, async (page) => {
    const copia = join(tmp, 'public');
    // public is a link to its version (gerar build publishes atomically):
    // copy the files it points to, never the link, or removing a page from
    // the copy would remove it from the published site
    cpSync(realpathSync(dir), copia, { recursive: true, dereference: true });
    // (a page of the shell, which the install keeps: calculadora/reembolso/)
    for (const f of readdirSync(join(copia, 'calculadora', 'reembolso'))) if (f.startsWith('index.html')) rmSync(join(copia, 'calculadora', 'reembolso', f));
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
