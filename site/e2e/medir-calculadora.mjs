// medir-calculadora.mjs: the calculator's budgets, measured (never asserted:
// timings depend on the machine). Prints, in milliseconds from the start of
// the navigation:
//
//   - slow 3G (400 kbit/s down and up, 400 ms RTT, CPU ×4 through the
//     DevTools protocol), cold cache: the first question usable (the first
//     frame with its heading and options in the page, and not before the
//     first paint, which waits for the styles: it is a plain form of the
//     HTML, usable before the script), the script taking it over
//     (data-motor set), the engine ready (data-motor="pronto"), and the bytes
//     transferred;
//   - cold localhost (new browser context, no throttling): the engine ready,
//     and for each answer the time from the click on "Ver resultado" to the
//     rendered result (median and worst of RODADAS clicks, each on a freshly
//     loaded last step, 1 s after the engine is ready, as a person reading).
//
// Usage: node medir-calculadora.mjs [public-dir]  (make build first; GERAR as in lib.mjs)
import { publicDir, startServer, launch, ocioso } from './lib.mjs';

const RODADAS = Number(process.env.RODADAS || 5);
const dir = publicDir();
const server = await startServer(dir);
const browser = await launch();

// In the page, before its scripts: the moments the first question and the
// engine appear, and the click → result time of each "Ver resultado".
const sonda = () => {
  const m = (window.__medidas = { cliques: [] });
  let clique = 0;
  document.addEventListener('click', (e) => {
    const b = e.target && e.target.closest && e.target.closest('button');
    if (b && b.textContent === 'Ver resultado') clique = performance.now();
  }, true);
  new MutationObserver(() => {
    const raiz = document.querySelector('[data-calculadora]');
    if (!raiz) return;
    if (!m.vista && raiz.querySelector('form h1') && raiz.querySelector('form input, form select')) {
      // the next frame (the first is painted only once the styles are in: see fcp below)
      m.vista = performance.now();
      requestAnimationFrame(() => { m.pergunta = performance.now(); });
    }
    if (!m.script && raiz.hasAttribute('data-motor')) m.script = performance.now();
    if (!m.motor && raiz.getAttribute('data-motor') === 'pronto') m.motor = performance.now();
    const r = raiz.querySelector('[data-pedido]');
    if (clique && r) {
      m.cliques.push(performance.now() - clique);
      clique = 0;
    }
  }).observe(document, { subtree: true, childList: true, attributes: true });
};

async function abrir(perfil) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, locale: 'pt-BR' });
  const page = await context.newPage();
  await page.addInitScript(sonda);
  let bytes = 0;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.loadingFinished', (e) => { bytes += e.encodedDataLength; });
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (perfil === '3g') {
    const bps = (400 * 1000) / 8;
    const rede = { offline: false, latency: 400, downloadThroughput: bps, uploadThroughput: bps };
    await cdp.send('Network.emulateNetworkConditions', rede);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // The engine's worker (and the service worker) fetch on their own: the
    // page's throttling does not reach them. Each is attached paused, given
    // the same network, then let go; its bytes are counted too. (The CPU
    // slowdown is the page's only: DevTools does not throttle a worker's
    // CPU, so its compiling and start-up are those of this machine.)
    let id = 1;
    cdp.on('Target.attachedToTarget', async (e) => {
      const enviar = (method, params) => cdp.send('Target.sendMessageToTarget', { sessionId: e.sessionId, message: JSON.stringify({ id: id++, method, params }) }).catch(() => {});
      await enviar('Network.enable', {});
      await enviar('Network.emulateNetworkConditions', rede);
      await enviar('Runtime.runIfWaitingForDebugger', {});
    });
    cdp.on('Target.receivedMessageFromTarget', (e) => {
      const m = JSON.parse(e.message);
      if (m.method === 'Network.loadingFinished') bytes += m.params.encodedDataLength;
    });
    await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });
  }
  return { context, page, bytes: () => bytes };
}

const med = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
const ms = (x) => (x === undefined ? '—' : `${Math.round(x)} ms`);

try {
  {
    const { context, page, bytes } = await abrir('3g');
    await page.goto(server.origin + '/calculadora/', { waitUntil: 'commit' });
    await page.waitForSelector('[data-motor="pronto"]', { timeout: 180000 });
    const m = await page.evaluate(() => window.__medidas);
    const fcp = await page.evaluate(() => (performance.getEntriesByName('first-contentful-paint')[0] || {}).startTime);
    console.log(`3G lento (400 kbit/s, RTT 400 ms, CPU ×4), cache fria, /calculadora/:`);
    console.log(`  primeira pintura ${ms(fcp)}; primeira pergunta utilizável ${ms(m.pergunta === undefined ? undefined : Math.max(m.pergunta, fcp || 0))}; script assume ${ms(m.script)}; motor pronto ${ms(m.motor)}; ${Math.round(bytes() / 1024)} KB transferidos`);
    await context.close();
  }
  {
    const { context, page } = await abrir('local');
    await page.goto(server.origin + '/calculadora/');
    await page.waitForSelector('[data-motor="pronto"]', { timeout: 60000 });
    const m = await page.evaluate(() => window.__medidas);
    console.log(`localhost, cache fria: primeira pergunta ${ms(m.pergunta)}; motor pronto ${ms(m.motor)}`);
    // the last step of a few answers, then "Ver resultado" RODADAS times each
    const casos = {
      'jovem, gratuidade': '/calculadora/?cat=jovem&modal=rodoviario&uo=SP&ud=MG&conv=sim&ed=2026-12-24&eh=09:30&ini=sim&vg=1&tarifa=150,01&te=8,50&passo=precos',
      'idoso, desconto': '/calculadora/?cat=idoso&modal=rodoviario&uo=BA&ud=PE&conv=sim&ed=2026-12-20&eh=22:15&ini=sim&vg=2&tarifa=210&passo=precos',
      'reembolso em 7 dias': '/calculadora/reembolso/?op=cancelar&modal=rodoviario&uf=SP&canal=nao_presencial&cd=2026-12-06&ch=20:00&tarifa=150&te=8,50&aprazo=nao&ed=2026-12-24&eh=09:30&uso=nao&m3=nao&prot=ainda&passo=protocolo',
    };
    for (const [nome, url] of Object.entries(casos)) {
      const t = [];
      for (let i = 0; i < RODADAS; i++) {
        await page.goto(server.origin + url);
        await page.waitForSelector('[data-motor="pronto"]');
        // a person reads the question before pressing the button: by then
        // the page has loaded and drawn all it would by itself
        await ocioso(page);
        await page.getByRole('button', { name: 'Ver resultado', exact: true }).click();
        await page.waitForSelector('[data-pedido]');
        t.push(...(await page.evaluate(() => window.__medidas.cliques)));
      }
      console.log(`  "Ver resultado" → resultado (${nome}): mediana ${ms(med(t))}, pior ${ms(Math.max(...t))} em ${t.length} cliques`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.stop();
}
