// medir-3g.mjs: the calculator on a real 3G line, measured (a benchmark,
// never asserted: timings depend on the machine). Run by "make bench-3g".
//
// The line is linha-3g.mjs, a TCP proxy in front of "gerar serve" that
// throttles ALL traffic (the page, its workers, the service worker):
// 400 kbit/s each way, 400 ms RTT. Chromium's CPU is slowed 4× (CDP
// Emulation.setCPUThrottlingRate, the page's thread; a worker's CPU is not
// slowed by DevTools). Each measurement is a new browser context: cold HTTP
// cache, no service worker. It prints, in seconds:
//
//   1. cold result link → answer: a shared result address
//      (?…&passo=resultado) opened cold, until the answer is on the screen;
//   2. home → first question: the home page opened cold; once it has
//      loaded, a tap on its link to the calculator, until the first question
//      is usable (painted with its options); and, for reference, the first
//      question of /calculadora/ opened cold;
//   3. last tap → answer for a person who spends 12 s on the questions:
//      /calculadora/ opened cold, each question answered (an operator's
//      prefilled address: the person presses Continuar), "Ver resultado"
//      pressed 12 s after the first question appeared, until the answer;
//   4. the bytes that crossed the line (down) before the engine was ready,
//      and what was requested before it, in order;
//   5. when the page said "Pronto para usar sem internet", if it did
//      within ESPERA_OFFLINE s, and the bytes down by then.
//
// Usage: node medir-3g.mjs [public-dir]  (make build first; GERAR as in lib.mjs)
// Environment: KBITS (400), RTT (400), CPU (4), RODADAS (1), ESPERA_OFFLINE (60),
// CENARIOS (1,2,3: which of the three loads above to make; 1 reports 4 and 5),
// TOQUE_RAPIDO (3: the first tap before the page's script, as a fast person does).
import { publicDir, startServer, launch } from './lib.mjs';
import { abrirLinha } from './linha-3g.mjs';

const KBITS = Number(process.env.KBITS || 400);
const RTT = Number(process.env.RTT || 400);
const CPU = Number(process.env.CPU || 4);
const RODADAS = Number(process.env.RODADAS || 1);
const ESPERA_OFFLINE = Number(process.env.ESPERA_OFFLINE || 60);
const CENARIOS = (process.env.CENARIOS || '1,2,3').split(',');

const dir = publicDir();
const server = await startServer(dir);
const linha = await abrirLinha(server.origin.replace('http://', ''), { kbits: KBITS, rtt: RTT });
const origin = linha.origin;
const browser = await launch();

// a trip three weeks from now, so that every answer is a future one
const data = new Date(Date.now() + 21 * 86400e3).toISOString().slice(0, 10);
const RESPOSTAS = `cat=jovem&modal=rodoviario&uo=SP&ud=MG&conv=sim&ed=${data}&eh=09:30&ini=sim&vg=1&tarifa=150,01&te=8,50`;

// In the page, before its scripts: the moments the first question, the
// engine and an answer appear, and the offline message.
const sonda = () => {
  const m = (window.__medidas = {});
  const marcar = (k) => {
    if (m[k] === undefined) {
      m[k] = performance.now();
      if (window.__marca) window.__marca(k);
    }
  };
  new MutationObserver(() => {
    const raiz = document.querySelector('[data-calculadora]');
    if (!raiz) return;
    if (!m.vista && raiz.querySelector('form h1') && raiz.querySelector('form input, form select')) {
      // the frame after it is in the DOM (painted once the styles are in)
      m.vista = true;
      requestAnimationFrame(() => requestAnimationFrame(() => marcar('pergunta')));
    }
    if (raiz.getAttribute('data-motor') === 'pronto') marcar('motor');
    if (raiz.querySelector('[data-pedido]')) marcar('resposta');
    if (/Pronto para usar sem internet/.test(document.body.textContent)) marcar('offline');
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
};

async function abrir() {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, locale: 'pt-BR' });
  const page = await context.newPage();
  const marcas = {};
  const pedidos = [];
  let motorPronto = false;
  await page.exposeFunction('__marca', (k) => { marcas[k] = { bytes: linha.abaixo(), ocupado: linha.ocupado() }; if (k === 'motor') motorPronto = true; });
  await page.addInitScript(sonda);
  // every request's moments (ms since abrir), the workers' included: for
  // the waterfall DEPURAR prints (what left when, what shared the line)
  let t0 = Date.now();
  const cascata = new Map();
  context.on('request', (r) => {
    const blob = r.url().startsWith('blob:');
    const nome = blob ? 'blob: (o trabalhador do motor)' : new URL(r.url()).pathname.replace(/^\/assets\//, '');
    // (a blob: address is the page's memory, not the line)
    if (!motorPronto && !blob) pedidos.push(nome);
    cascata.set(r, { nome, pedido: Date.now() - t0 });
  });
  context.on('response', (r) => { const c = cascata.get(r.request()); if (c) c.resposta = Date.now() - t0; });
  context.on('requestfinished', (r) => { const c = cascata.get(r); if (c) c.fim = Date.now() - t0; });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  const mostrarCascata = () => {
    if (!process.env.DEPURAR) return;
    for (const c of cascata.values()) console.log(`     ${s(c.pedido)} → ${s(c.resposta)} → ${s(c.fim)}  ${c.nome.slice(0, 50)}`);
  };
  // the moments are counted from the navigation's start (call just before goto)
  const comecar = () => { t0 = Date.now(); };
  const modulo = () => [...cascata.values()].find((c) => /\.wasm$/.test(c.nome));
  return { context, page, marcas, pedidos, mostrarCascata, comecar, modulo, bytes0: linha.abaixo(), ocupado0: linha.ocupado() };
}

const s = (ms) => (ms === undefined || ms === null ? '—' : `${(ms / 1000).toFixed(2)} s`);
const kb = (b) => `${Math.round(b / 1024)} KB`;
const medidas = (page) => page.evaluate(() => window.__medidas);
const linhas = [];
const dizer = (t) => { console.log(t); linhas.push(t); };

async function resultadoFrio() {
  const { context, page, marcas, pedidos, mostrarCascata, comecar, modulo, bytes0, ocupado0 } = await abrir();
  comecar();
  await page.goto(origin + '/calculadora/?' + RESPOSTAS + '&passo=resultado', { waitUntil: 'commit' });
  await page.waitForSelector('[data-pedido]', { timeout: 120000 });
  const m = await medidas(page);
  // the module is the worker's request: its moments as the browser saw them
  // (from the navigation's start, within a few ms of the page's clock)
  const c = modulo();
  const wasm = c && { inicio: c.pedido, primeiro: c.resposta, fim: c.fim };
  dizer(`1. link de resultado, frio → resposta: ${s(m.resposta)} (motor pronto ${s(m.motor)}${wasm ? `; módulo pedido em ${s(wasm.inicio)}, primeiro byte ${s(wasm.primeiro)}, último ${s(wasm.fim)}` : ''})`);
  dizer(`4. antes do motor pronto: ${kb(marcas.motor.bytes - bytes0)} pela linha, que esteve ocupada ${s(marcas.motor.ocupado - ocupado0)}; pedidos: ${pedidos.join(', ')}`);
  mostrarCascata();
  await page.waitForFunction(() => window.__medidas.offline !== undefined, null, { timeout: ESPERA_OFFLINE * 1000 }).catch(() => {});
  const m2 = await medidas(page);
  dizer(`5. "Pronto para usar sem internet": ${m2.offline === undefined ? `não apareceu em ${ESPERA_OFFLINE} s` : `${s(m2.offline)}, ${kb(marcas.offline.bytes - bytes0)} pela linha até então`}`);
  await context.close();
}

async function inicioPergunta() {
  {
    const { context, page } = await abrir();
    await page.goto(origin + '/', { waitUntil: 'load', timeout: 120000 });
    const carregada = await page.evaluate(() => performance.now());
    const t0 = Date.now();
    await page.locator('main a[href="/calculadora/"]').first().click();
    await page.waitForURL(/\/calculadora\/$/);
    await page.waitForFunction(() => window.__medidas && window.__medidas.pergunta, null, { timeout: 120000 });
    const m = await medidas(page);
    // the new page's clock starts at its navigation, which the tap started
    const nav = await page.evaluate(() => performance.timeOrigin);
    dizer(`2. início (carregado em ${s(carregada)}) → toque em "/calculadora/" → primeira pergunta: ${s(nav - t0 + m.pergunta)}`);
    await context.close();
  }
  {
    const { context, page } = await abrir();
    await page.goto(origin + '/calculadora/', { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__medidas && window.__medidas.pergunta, null, { timeout: 120000 });
    const m = await medidas(page);
    dizer(`   /calculadora/ aberta fria → primeira pergunta: ${s(m.pergunta)}`);
    await context.close();
  }
}

async function ultimoToque() {
  const { context, page } = await abrir();
  let modulos = 0;
  context.on('request', (r) => { if (/\.wasm$/.test(new URL(r.url()).pathname)) modulos++; });
  if (process.env.TOQUE_RAPIDO) {
    // every answer but the category in the address: the tap on the first
    // question, before the script, is the last one
    await page.goto(origin + '/calculadora/?' + RESPOSTAS.replace(/^cat=[^&]*&/, ''), { waitUntil: 'commit' });
    await page.getByLabel('Jovem de 15 a 29 anos, de baixa renda, com a ID Jovem', { exact: true }).check({ timeout: 120000 });
    const antes = await page.evaluate(() => ({ t: performance.now(), script: !!document.querySelector('[data-calculadora][data-motor]') }));
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await page.waitForSelector('[data-pedido]', { timeout: 120000 });
    const m = await medidas(page);
    dizer(`3. toque na primeira pergunta em ${s(antes.t)}, ${antes.script ? 'depois' : 'antes'} do script → resposta: ${s(m.resposta - antes.t)} (motor pronto ${s(m.motor)}; módulo pedido ${modulos} vez(es))`);
    await context.close();
    return;
  }
  await page.goto(origin + '/calculadora/?' + RESPOSTAS, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__medidas && window.__medidas.pergunta, null, { timeout: 120000 });
  const inicio = (await medidas(page)).pergunta;
  // the first question is the page's plain form, usable before the script;
  // a fast person taps at once (TOQUE_RAPIDO=1): since issue 28 a tap before
  // the script is kept in the address by calculadora-inicio.js, no new page
  // load; otherwise the tap waits for the script to take the form over
  await page.waitForSelector('[data-calculadora][data-motor]', { timeout: 120000 });
  const agora = () => page.evaluate(() => performance.now());
  let passos = 0;
  for (;;) {
    const ver = page.getByRole('button', { name: 'Ver resultado', exact: true });
    const continuar = page.getByRole('button', { name: 'Continuar', exact: true });
    await ver.or(continuar).first().waitFor({ timeout: 120000 });
    if (process.env.DEPURAR) console.log(`   passo ${passos}: ${await page.locator('[data-calculadora] form h1').first().innerText().catch(() => '?')}`);
    if (await ver.isVisible()) {
      // the person pressed it 12 s after the first question appeared
      const falta = inicio + 12000 - (await agora());
      if (falta > 0) await page.waitForTimeout(falta);
      const toque = await agora();
      await ver.click();
      await page.waitForSelector('[data-pedido]', { timeout: 120000 });
      const m = await medidas(page);
      dizer(`3. 12 s nas perguntas (${passos + 1} passos${process.env.TOQUE_RAPIDO ? ', o primeiro antes do script' : ''}): último toque (${s(toque)}) → resposta: ${s(m.resposta - toque)} (motor pronto ${s(m.motor)}; módulo pedido ${modulos} vez(es))`);
      break;
    }
    // a moment to read each question (the last tap waits for the 12 s)
    await page.waitForTimeout(500);
    await continuar.click();
    passos++;
  }
  await context.close();
}

try {
  dizer(`linha: ${KBITS} kbit/s, RTT ${RTT} ms, para todo o tráfego (linha-3g.mjs); CPU ×${CPU}; cache fria`);
  for (let i = 0; i < RODADAS; i++) {
    if (CENARIOS.includes('1')) await resultadoFrio();
    if (CENARIOS.includes('2')) await inicioPergunta();
    if (CENARIOS.includes('3')) await ultimoToque();
  }
} finally {
  await browser.close();
  linha.stop();
  server.stop();
}
