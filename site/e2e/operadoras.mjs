// operadoras.mjs: the operators' kit (generator/kit.go) in headless
// Chromium, as an operator and a passenger use it. The site is built and
// served by "make serve ADDR=127.0.0.1:PORT" (a free port, a temporary
// PUBLIC), so every snippet, CSP line and QR code is checked as copied
// from that address (issue 19).
//
//   - A host page served from another origin (a second local port), under a
//     strict Content-Security-Policy plus only the two lines /operadoras/
//     documents, pastes the /embed.js snippet: it gets the art. 20 text at
//     its full height, without an inner scrollbar, in the light and the dark
//     scheme and with each data-tema; messages from a foreign origin, or of
//     another type, do not resize it.
//   - The same host page runs the <vagas-beneficio> widget: the counts of the
//     contract's availability examples (calculator/internal/contratoteste/
//     exemplos/disponibilidade-*.json) and of the cases below (sections,
//     simultaneous services, companions counted as Passe Livre), the
//     engine's field errors for invalid data, the answer to "convencional".
//   - /cartaz/ prints to an A4 PDF: the art. 20 block in at least 11 pt,
//     inside the page, the rights on a page of their own, and each QR code
//     decodes (zbarimg, Debian's zbar-tools) to its address under the
//     build's base URL, printed under it.
//   - Lei nº 11.975/2009, art. 10: its embed on the host page (arts. 1º to
//     7º at full height, no inner scrollbar, axe 0) and its poster
//     (/cartaz/lei-11975-art10/) under the same print rules, its QR code
//     leading to the law's page.
//   - Every poster of the built site (every page under /cartaz/), printed
//     to an A4 PDF and rasterised at 60 dpi (pdftoppm): zbarimg reads each
//     of its QR codes, the address it is labelled with (review 2026-12-03,
//     finding 11: the Lei 11.975 poster's code was unreadable at 60 dpi).
//   - /recusa/ rejects a bad CNPJ and accepts a numeric and an alphanumeric
//     one, and the printed document holds every item of Res art. 153.
//   - /recusa/ offers, per benefit and mode, only the reasons the engine's
//     recusa admits (rules revision 4, R7: never "vagas" for the elderly
//     discount or the Passe Livre, never "serviço convencional" for a
//     child), prints the engine's texto under the chosen reason with its
//     citations linked to their dispositivos, and in the document.
//   - /bilhete/ keeps the ticked boxes in the address.
//   - /bilhete/ keeps the ticked boxes in the address, and checks a BP-e's key typed and its XML
//     file chosen (setInputFiles) in the browser, nothing sent.
//   - /operadoras/ shows its copy buttons and its live previews.
//   - The code as copied, with /embed.js blocked or the frame refused by
//     the host's CSP, shows its fallback paragraphs (links to the law on
//     our site) and no empty box; loaded, the fallback goes away. The embed
//     is light unless the code asks for auto.
//   - The seat widget in a 320 px window: nothing wider than its frame,
//     "Ocupadas" and "Fundamento" on the screen, controls ≥ 24 × 24 px.
//
// Usage: node operadoras.mjs (run from make; needs make and go). Exits 1
// with the list of problems.
import { readFileSync, readdirSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { spawn, spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoDir, launch, fail, assert, alvosPequenos, htmlPages } from './lib.mjs';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const tagsAxe = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

// axeNoQuadro runs axe-core inside a frame (axe.mjs visits each page alone,
// before any data reaches the widget): the violations, as text.
async function axeNoQuadro(frame) {
  await frame.evaluate(axeSource);
  const r = await frame.evaluate((values) => window.axe.run(document, { runOnly: { type: 'tag', values }, resultTypes: ['violations'] }), tagsAxe);
  return r.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${v.help} — ${n.target.join(' ')}`));
}

// makeServe runs "make serve ADDR=127.0.0.1:PORT" on a free port, building
// into a temporary directory (PUBLIC), as an operator who serves the site
// on that address does, and waits until it answers: every snippet, CSP
// line, iframe address and QR code below is the one that build wrote, used
// as copied (issue 19). The site's base URL comes from ADDR alone.
async function makeServe() {
  const port = await new Promise((ok, ko) => {
    const s = createNetServer();
    s.on('error', ko);
    s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => ok(port)); });
  });
  const dir = mkdtempSync(join(tmpdir(), 'operadoras-public-'));
  const child = spawn('make', ['--no-print-directory', 'serve', `ADDR=127.0.0.1:${port}`, `PUBLIC=${dir}`],
    { cwd: repoDir, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  let saiu = null;
  child.on('exit', (code, signal) => { saiu = `${code ?? signal}`; });
  const stop = () => {
    if (saiu === null) { try { process.kill(-child.pid, 'SIGTERM'); } catch { /* gone */ } }
    rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  const origin = `http://127.0.0.1:${port}`;
  // make builds first (a warm cache: seconds; a cold one: minutes)
  const prazo = Date.now() + 600_000;
  for (;;) {
    if (saiu !== null) fail([`make serve ADDR=127.0.0.1:${port} terminou (${saiu}) antes de responder`]);
    try {
      if ((await fetch(origin + '/', { signal: AbortSignal.timeout(2000) })).ok) break;
    } catch { /* not yet */ }
    if (Date.now() > prazo) { stop(); fail([`make serve não respondeu em ${origin}`]); }
    await new Promise((r) => setTimeout(r, 500));
  }
  return { origin, dir, stop };
}

const server = await makeServe();
const origin = server.origin;
const dir = server.dir;

// The host: another origin (127.0.0.1 vs localhost would share cookies, a
// second port is enough for the browser), serving the page given in ?p=.
const paginasHospede = new Map();
const hospede = createServer((req, res) => {
  const u = new URL(req.url, 'http://x');
  const p = paginasHospede.get(u.pathname);
  if (!p) {
    res.writeHead(404).end();
    return;
  }
  // a strict policy plus exactly the lines of LinhasCSPHospedeiro (or the
  // page's own lines)
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': `default-src 'none'; ${(p.csp || cspDocumentada()).join('; ')}`,
  });
  res.end(p.html);
});
await new Promise((ok) => hospede.listen(0, '127.0.0.1', ok));
const origemHospede = `http://127.0.0.1:${hospede.address().port}`;

// cspDocumentada: the lines /operadoras/ tells the host to add, as copied.
let linhasCSP = null;
function cspDocumentada() {
  return linhasCSP;
}

function paginaHospede(caminho, corpo, csp) {
  paginasHospede.set(caminho, { csp, html: `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Operadora de teste</title></head><body><h1>Passagens</h1>${corpo}</body></html>` });
  return origemHospede + caminho;
}

const browser = await launch();
const failures = [];
const checks = [];
const figures = [];

async function check(nome, fn, opcoes = {}) {
  const context = await browser.newContext({ colorScheme: opcoes.colorScheme || 'light', viewport: opcoes.viewport || { width: 1000, height: 900 } });
  const page = await context.newPage();
  const problemas = [];
  page.on('pageerror', (e) => problemas.push(`exceção: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !(opcoes.provoca && opcoes.provoca.test(m.text()))) problemas.push(`console: ${m.text()}`);
  });
  try {
    await fn(page, context);
    assert(problemas.length === 0, problemas.join('; '));
    checks.push(nome);
  } catch (e) {
    failures.push(`${nome}: ${e.message}`);
  } finally {
    await context.close();
  }
}

// the iframe an embed.js created, once its height settled
async function quadroEstavel(page, seletor = 'iframe') {
  const f = page.locator(seletor).first();
  await f.waitFor({ timeout: 15000 });
  await f.scrollIntoViewIfNeeded();
  // settled: taller than the 330 px placeholder and the same height for
  // five frames in a row
  await page.waitForFunction((e) => {
    const h = e.getBoundingClientRect().height;
    e.__altura = e.__altura && e.__altura.h === h ? { h, n: e.__altura.n + 1 } : { h, n: 0 };
    return h > 330 && e.__altura.n >= 5;
  }, await f.elementHandle(), { polling: 'raf', timeout: 15000 }).catch(() => {});
  const frame = await (await f.elementHandle()).contentFrame();
  assert(frame, 'o iframe não tem documento');
  return { f, frame };
}

// copiados: the code of each snippet of /operadoras/, as an operator copies it
const copiados = { art20: '', 'lei-11975-art10': '', vagas: '' };

const base = await (async () => {
  const html = readFileSync(join(dir, 'operadoras/index.html'), 'utf8');
  const m = html.match(/<link rel="canonical" href="(https?:\/\/[^/"]+)\/operadoras\/">/);
  assert(m, '/operadoras/ sem endereço canônico');
  return m[1];
})();
if (base !== origin) fail([`make serve em ${origin} gerou o site com o endereço ${base}`], 'operadoras');

try {
  await check('/operadoras/: as linhas de CSP documentadas são só script-src e frame-src da origem', async (page) => {
    await page.goto(origin + '/operadoras/');
    const linhas = (await page.locator('#codigo-csp').textContent()).split('\n').map((s) => s.trim()).filter(Boolean);
    assert(linhas.length === 2 && linhas.every((l) => /^(script-src|frame-src) /.test(l) && l.endsWith(' ' + base)),
      `linhas: ${JSON.stringify(linhas)}`);
    linhasCSP = linhas;
    for (const id of Object.keys(copiados)) copiados[id] = await page.locator('#codigo-' + id).textContent();
    const codigo = copiados.art20;
    assert(codigo.includes(`<script src="${base}/embed.js" data-texto="art20"`), `código do art. 20: ${codigo}`);
    await page.locator('[data-copiar="codigo-art20"]').waitFor({ state: 'visible', timeout: 10000 });
    const codigo10 = await page.locator('#codigo-lei-11975-art10').textContent();
    assert(codigo10.includes(`<script src="${base}/embed.js" data-texto="lei-11975-art10"`), `código do art. 10 da Lei 11.975: ${codigo10}`);
    await page.locator('[data-copiar="codigo-lei-11975-art10"]').waitFor({ state: 'visible', timeout: 10000 });
    // the live previews, through the same loader
    const { frame } = await quadroEstavel(page, '.kit-previa iframe');
    assert((await frame.locator('body').textContent()).replace(/\u00a0/g, ' ').includes('Art. 32'), 'a prévia do art. 20 não mostra o art. 32');
    await page.locator('vagas-beneficio').scrollIntoViewIfNeeded();
    const vagas = page.frameLocator('vagas-beneficio iframe');
    await vagas.locator('[data-vagas="jovem-gratuitas-disponiveis"]').waitFor({ timeout: 20000 });
  });
  if (!linhasCSP) throw new Error('sem as linhas de CSP de /operadoras/, o resto não pode ser verificado');

  // without a theme: the code as copied from /operadoras/, its fallback paragraph included
  const snippetArt20 = (tema) => (tema ? `<script src="${origin}/embed.js" data-texto="art20" data-tema="${tema}" async></script>` : copiados.art20) + '<p>Depois do texto.</p>';
  const corPara = { claro: 'rgb(253, 253, 251)', escuro: 'rgb(19, 21, 24)' };
  for (const esquema of ['light', 'dark']) {
    for (const tema of [null, 'auto', 'claro', 'escuro']) {
      // light unless the operator asks for auto (issue 19)
      const quer = tema === 'auto' ? (esquema === 'dark' ? 'escuro' : 'claro') : tema || 'claro';
      await check(`hospedeiro de outra origem, esquema ${esquema}, data-tema ${tema}: art. 20 inteiro, sem rolagem interna, tema ${quer}, CSP estrita`, async (page) => {
        const violacoes = [];
        page.on('console', (m) => { if (/Content Security Policy|CSP/.test(m.text())) violacoes.push(m.text()); });
        const url = paginaHospede(`/art20-${esquema}-${tema}`, snippetArt20(tema));
        await page.goto(url);
        const { f, frame } = await quadroEstavel(page);
        const medidas = await frame.evaluate(() => ({
          altura: Math.ceil(document.body.getBoundingClientRect().height),
          rolagem: document.documentElement.scrollHeight - document.documentElement.clientHeight,
          largura: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          fundo: getComputedStyle(document.body).backgroundColor,
          texto: document.body.innerText.replace(/\u00a0/g, ' '),
          // every link but the skip link opens the full site in a new tab;
          // a dispositivo's label leads to its norm's page
          links: [...document.querySelectorAll('a[href]')].filter((a) => a.getAttribute('href') !== '#conteudo')
            .filter((a) => a.target !== '_blank').map((a) => a.href),
          rotulos: [...document.querySelectorAll('a.rotulo')].map((a) => a.href),
        }));
        assert(medidas.links.length === 0, `links que não abrem numa nova aba: ${medidas.links.slice(0, 3).join(' ')}`);
        assert(medidas.rotulos.length > 10 && medidas.rotulos.every((h) => /\/legislacao\/(lei-12852-2013|decreto-8537-2015)\/#art/.test(h)),
          `rótulos que não levam à página da norma: ${medidas.rotulos.filter((h) => !/\/legislacao\//.test(h)).slice(0, 3).join(' ')}`);
        const alturaQuadro = await f.evaluate((e) => e.getBoundingClientRect().height);
        const attrs = await f.evaluate((e) => ({ title: e.title, loading: e.getAttribute('loading') }));
        assert(Math.abs(alturaQuadro - medidas.altura) <= 1, `iframe de ${alturaQuadro}px para um texto de ${medidas.altura}px`);
        assert(medidas.rolagem <= 0 && medidas.largura <= 0, `barra de rolagem interna (${medidas.rolagem}px na vertical, ${medidas.largura}px na horizontal)`);
        assert(medidas.fundo === corPara[quer], `fundo ${medidas.fundo}, quero o do tema ${quer} (${corPara[quer]})`);
        for (const t of ['Art. 32.', 'Art. 13.', 'Art. 20.', 'Art. 21.', 'Seção II', 'texto oficial']) {
          assert(medidas.texto.includes(t), `o quadro não mostra “${t}”`);
        }
        assert(attrs.loading === 'lazy' && /Lei nº 12.852\/2013/.test(attrs.title), `iframe sem loading=lazy ou sem título próprio: ${JSON.stringify(attrs)}`);
        assert(violacoes.length === 0, violacoes.join('; '));
        if (tema === null) {
          assert(await page.locator('p[data-alternativa]').isHidden(), 'o parágrafo alternativo continua à vista com o quadro carregado');
        }
        if (esquema === 'light' && tema === null) figures.push(`/embed/art20/ a 1000 px: ${medidas.altura}px de altura`);
      }, { colorScheme: esquema });
    }
  }

  // Lei nº 11.975/2009, art. 10: the same loader, another text
  for (const esquema of ['light', 'dark']) {
    await check(`hospedeiro de outra origem, esquema ${esquema}: arts. 1º a 7º da Lei 11.975 inteiros, sem rolagem interna, axe 0`, async (page) => {
      await page.goto(paginaHospede(`/art10-${esquema}`, `<script src="${origin}/embed.js" data-texto="lei-11975-art10" data-tema="auto" async></script><p>Depois do texto.</p>`));
      const { f, frame } = await quadroEstavel(page);
      const medidas = await frame.evaluate(() => ({
        altura: Math.ceil(document.body.getBoundingClientRect().height),
        rolagem: document.documentElement.scrollHeight - document.documentElement.clientHeight,
        largura: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        texto: document.body.innerText.replace(/\u00a0/g, ' '),
        rotulos: [...document.querySelectorAll('a.rotulo')].map((a) => a.href),
      }));
      const alturaQuadro = await f.evaluate((e) => e.getBoundingClientRect().height);
      assert(Math.abs(alturaQuadro - medidas.altura) <= 1, `iframe de ${alturaQuadro}px para um texto de ${medidas.altura}px`);
      assert(medidas.rolagem <= 0 && medidas.largura <= 0, `barra de rolagem interna (${medidas.rolagem}px, ${medidas.largura}px)`);
      assert(medidas.rotulos.length >= 7 && medidas.rotulos.every((h) => /\/legislacao\/lei-11975-2009\/#art[1-7](_|$)/.test(h)),
        `rótulos: ${medidas.rotulos.slice(0, 3).join(' ')}`);
      for (const t of ['Art. 1º', 'Art. 4º', 'Parágrafo único. Na impossibilidade', 'Art. 7º', 'art. 10', 'texto oficial', 'Conferido em']) {
        assert(medidas.texto.includes(t), `o quadro não mostra “${t}”`);
      }
      assert(!medidas.texto.includes('Art. 8º'), 'o quadro mostra o art. 8º, que o art. 10 não manda afixar');
      const v = await axeNoQuadro(frame);
      assert(v.length === 0, v.join('; '));
      if (esquema === 'light') figures.push(`/embed/lei-11975-art10/ a 1000 px: ${medidas.altura}px de altura`);
    }, { colorScheme: esquema });
  }

  // The code as copied, where our script or our frame cannot load: the
  // fallback shows the law's links on our site, never an empty box.
  const alternativaVisivel = async (page, seletor, quer) => {
    const p = page.locator(seletor).first();
    await p.waitFor({ state: 'visible', timeout: 10000 });
    const links = await p.locator('a').evaluateAll((as) => as.map((a) => a.href));
    assert(links.length >= 1 && links.every((h) => h.startsWith(origin + '/legislacao/')), `links do parágrafo alternativo: ${links.join(' ')}`);
    for (const q of quer) assert(links.some((h) => h.endsWith(q)), `o parágrafo alternativo não leva a ${q}: ${links.join(' ')}`);
    const t = (await p.textContent()).trim();
    assert(t.length > 40, `parágrafo alternativo curto: “${t}”`);
    const vazio = await page.evaluate(() => [...document.querySelectorAll('iframe')].map((f) => f.getBoundingClientRect().height).filter((h) => h > 0));
    assert(vazio.length === 0, `quadros vazios ocupando espaço: ${vazio.join(', ')} px`);
  };
  const tudoCopiado = () => copiados.art20 + '\n' + copiados['lei-11975-art10'] + '\n' + copiados.vagas;
  await check('o código copiado, com /embed.js bloqueado: os três parágrafos alternativos com o link da lei, nenhum quadro vazio', async (page, context) => {
    await context.route(origin + '/embed.js', (r) => r.abort());
    await page.goto(paginaHospede('/sem-script', tudoCopiado()));
    await alternativaVisivel(page, 'p[data-alternativa]', ['/legislacao/lei-12852-2013/#art32', '/legislacao/decreto-8537-2015/#sec2']);
    await alternativaVisivel(page, 'p[data-alternativa] >> nth=1', ['/legislacao/lei-11975-2009/']);
    await alternativaVisivel(page, 'vagas-beneficio p', ['/legislacao/resolucao-antt-6033-2023/#art149']);
    assert(await page.locator('iframe').count() === 0, 'há iframes sem o script');
  }, { provoca: /Failed to load resource|ERR_FAILED/ });
  await check('o código copiado, num site cuja CSP não tem o frame-src: o parágrafo alternativo fica, o quadro não ocupa espaço', async (page) => {
    const soScript = linhasCSP.filter((l) => l.startsWith('script-src'));
    await page.goto(paginaHospede('/sem-frame', tudoCopiado(), soScript));
    await page.locator('iframe').first().waitFor({ state: 'attached', timeout: 10000 });
    await alternativaVisivel(page, 'p[data-alternativa]', ['/legislacao/lei-12852-2013/#art32']);
    await alternativaVisivel(page, 'vagas-beneficio p', ['/legislacao/resolucao-antt-6033-2023/#art149']);
  }, { provoca: /Content Security Policy|frame-src|Refused to frame/ });
  await check('o código copiado, carregado: os parágrafos alternativos somem, os quadros aparecem', async (page) => {
    await page.goto(paginaHospede('/com-tudo', tudoCopiado()));
    await page.locator('p[data-alternativa]').first().waitFor({ state: 'hidden', timeout: 20000 });
    await page.locator('p[data-alternativa]').nth(1).waitFor({ state: 'hidden', timeout: 20000 });
    await page.locator('vagas-beneficio p').waitFor({ state: 'hidden', timeout: 20000 });
    await page.frameLocator('vagas-beneficio iframe').locator('[data-vagas="jovem-gratuitas-disponiveis"]').waitFor({ timeout: 20000 });
  });

  // The widget on a phone: a 320 px window, the host's own 8 px margins.
  await check('quadro de vagas numa janela de 320 px: nada mais largo que o quadro, “Ocupadas” e “Fundamento” à vista', async (page) => {
    await page.goto(paginaHospede('/vagas-320', copiados.vagas));
    const el = page.locator('vagas-beneficio iframe');
    await page.frameLocator('vagas-beneficio iframe').locator('[data-vagas="pcd-gratuitas-ocupadas"]').waitFor({ timeout: 20000 });
    const frame = await (await el.elementHandle()).contentFrame();
    const m = await frame.evaluate(() => {
      const w = document.documentElement.clientWidth;
      const largos = [...document.querySelectorAll('body *')].filter((e) => {
        const r = e.getBoundingClientRect();
        return r.width > 0 && (r.right > w + 0.5 || r.left < -0.5);
      }).map((e) => `${e.tagName.toLowerCase()}${e.className ? '.' + e.className : ''} (${Math.round(e.getBoundingClientRect().left)}–${Math.round(e.getBoundingClientRect().right)})`);
      // each row shows its "Ocupadas" and "Fundamento", the column's name
      // before the value, inside the frame
      const rotulos = [...document.querySelectorAll('td[data-vagas$="-ocupadas"], td[data-vagas$="-ocupadas"] ~ td')].map((td) => {
        const r = td.getBoundingClientRect();
        const antes = getComputedStyle(td, '::before').content;
        const thVisivel = [...td.closest('table').querySelectorAll('thead th')].some((th) => th.getBoundingClientRect().width > 1 && th.textContent === td.getAttribute('data-rotulo'));
        return { rotulo: td.getAttribute('data-rotulo'), dentro: r.left >= 0 && r.right <= w + 0.5 && r.width > 0, mostrado: antes === `"${td.getAttribute('data-rotulo')}"` || thVisivel };
      });
      return { w, rolagem: document.documentElement.scrollWidth - w, largos, rotulos };
    });
    assert(m.w <= 304, `o quadro tem ${m.w} px numa janela de 320 px`);
    assert(m.rolagem <= 0 && m.largos.length === 0, `mais largo que o quadro de ${m.w} px: ${m.largos.slice(0, 5).join(', ')} (rolagem ${m.rolagem} px)`);
    const quer = { Ocupadas: 0, Fundamento: 0 };
    for (const r of m.rotulos) {
      assert(r.dentro && r.mostrado, `“${r.rotulo}” fora do quadro ou sem o nome da coluna`);
      quer[r.rotulo]++;
    }
    assert(quer.Ocupadas === 5 && quer.Fundamento === 5, `linhas com “Ocupadas” e “Fundamento”: ${JSON.stringify(quer)}`);
    const alturaPagina = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert(alturaPagina <= 0, `a página do hospedeiro rola ${alturaPagina} px na horizontal`);
    const v = await axeNoQuadro(frame);
    assert(v.length === 0, v.join('; '));
    const pequenos = await alvosPequenos(frame);
    assert(pequenos.length === 0, `alvos menores que 24 × 24 px: ${pequenos.join('; ')}`);
    figures.push(`quadro de vagas a 320 px: ${m.w} px de largura, ${Math.round(await el.evaluate((e) => e.getBoundingClientRect().height))} px de altura`);
  }, { viewport: { width: 320, height: 640 } });

  await check('mensagens de outra origem ou de outro tipo não mudam a altura; as nossas, sim', async (page) => {
    await page.goto(paginaHospede('/mensagens', snippetArt20('auto')));
    const { f, frame } = await quadroEstavel(page);
    const altura = () => f.evaluate((e) => e.getBoundingClientRect().height);
    const h0 = await altura();
    // every height the frame takes from here on
    await f.evaluate((e) => { window.__alturas = []; new ResizeObserver(() => window.__alturas.push(e.getBoundingClientRect().height)).observe(e); });
    // from the host page itself: its origin is not ours
    await page.evaluate(() => window.postMessage({ tipo: 'viagemdedireito', evento: 'altura', altura: 77 }, '*'));
    // from a window of a third origin (a popup: the host's policy lets no
    // other frame in)
    paginaHospede('/intruso', '<p>intruso</p>');
    const [intruso] = await Promise.all([
      page.context().waitForEvent('page'),
      page.evaluate((src) => { window.open(src); }, origemHospede.replace('127.0.0.1', 'localhost') + '/intruso'),
    ]);
    await intruso.waitForLoadState();
    await intruso.evaluate(() => opener.postMessage({ tipo: 'viagemdedireito', evento: 'altura', altura: 78 }, '*'));
    await intruso.close();
    // from our frame, but not our type
    await frame.evaluate(() => parent.postMessage({ tipo: 'outro', evento: 'altura', altura: 79 }, '*'));
    await frame.evaluate(() => parent.postMessage('viagemdedireito', '*'));
    // ours, after them: accepted; the ones before it were handled first
    // (messages from one window arrive in order) and changed nothing
    await frame.evaluate(() => parent.postMessage({ tipo: 'viagemdedireito', evento: 'altura', altura: 81 }, '*'));
    await page.waitForFunction(() => window.__alturas.includes(81), null, { timeout: 5000 }).catch(() => {});
    const vistas = await page.evaluate(() => window.__alturas);
    const alheias = vistas.filter((h) => h !== h0 && h !== 81);
    assert(alheias.length === 0, `a altura mudou de ${h0} para ${alheias.join(', ')} com uma mensagem que não é nossa`);
    assert(await altura() === 81, 'uma mensagem nossa, da nossa origem, não mudou a altura');
  });

  // The widget: the contract's examples, then our cases.
  const exemplosDir = join(repoDir, 'calculator/internal/contratoteste/exemplos');
  const casos = readdirSync(exemplosDir).filter((n) => /^disponibilidade-.*\.json$/.test(n)).sort().map((n) => {
    const e = JSON.parse(readFileSync(join(exemplosDir, n), 'utf8'));
    return { nome: n, dados: { ...e.requisicao, convencional: true }, esperado: e.esperado.categorias };
  });
  assert(casos.length >= 3, `só ${casos.length} exemplos de disponibilidade no contrato`);
  const vazio = (total) => ({ total, ocupadas: 0, disponiveis: total });
  const cat = (jg, jd, ig, id, pg) => ({ jovem: { gratuitas: jg, descontos: jd }, idoso: { gratuitas: ig, descontos: id }, pcd: { gratuitas: pg, descontos: vazio(0) } });
  casos.push(
    {
      nome: 'seções: concessões A→B e C→D, trecho B→D (§ 6º)',
      dados: { operacao: 'disponibilidade', convencional: true, paradas: ['A', 'B', 'C', 'D'], trecho: { de: 1, ate: 3 },
        concedidos: [{ categoria: 'jovem', tipo: 'gratuidade', de: 0, ate: 1 }, { categoria: 'jovem', tipo: 'gratuidade', de: 2, ate: 3 }] },
      esperado: cat({ total: 2, ocupadas: 1, disponiveis: 1 }, vazio(2), vazio(2), vazio(null), vazio(null)),
    },
    {
      nome: 'seções: as mesmas concessões, a linha inteira A→D',
      dados: { operacao: 'disponibilidade', convencional: true, paradas: ['A', 'B', 'C', 'D'], trecho: { de: 0, ate: 3 },
        concedidos: [{ categoria: 'jovem', tipo: 'gratuidade', de: 0, ate: 1 }, { categoria: 'jovem', tipo: 'gratuidade', de: 2, ate: 3 },
          { categoria: 'idoso', tipo: 'desconto', de: 1, ate: 2 }] },
      esperado: cat({ total: 2, ocupadas: 1, disponiveis: 1 }, vazio(2), vazio(2), { total: null, ocupadas: 1, disponiveis: null }, vazio(null)),
    },
    {
      nome: 'serviços simultâneos: 2 serviços, 3 gratuidades de jovem (§ 7º)',
      dados: { operacao: 'disponibilidade', convencional: true, paradas: ['A', 'B'], trecho: { de: 0, ate: 1 }, servicosSimultaneos: 2,
        concedidos: [0, 1, 2].map(() => ({ categoria: 'jovem', tipo: 'gratuidade', de: 0, ate: 1 })) },
      esperado: cat({ total: 4, ocupadas: 3, disponiveis: 1 }, vazio(4), vazio(4), vazio(null), vazio(null)),
    },
    {
      nome: 'acompanhante contado como Passe Livre (§ 3º)',
      dados: { operacao: 'disponibilidade', convencional: true, paradas: ['A', 'B', 'C'], trecho: { de: 0, ate: 1 },
        concedidos: [{ categoria: 'pcd', tipo: 'gratuidade', de: 0, ate: 2 }, { categoria: 'pcd_acompanhante', tipo: 'gratuidade', de: 0, ate: 2 }] },
      esperado: cat(vazio(2), vazio(2), vazio(2), vazio(null), { total: null, ocupadas: 2, disponiveis: null }),
    },
  );
  const numero = (n) => (n === null ? 'sem limite' : String(n));
  await check(`quadro de vagas: ${casos.length} viagens (exemplos do contrato e casos de seções, serviços simultâneos e acompanhante), dados por atributo e por propriedade`, async (page) => {
    const url = paginaHospede('/vagas', `<script src="${origin}/embed.js" async></script><vagas-beneficio dados='${JSON.stringify(casos[0].dados).replace(/'/g, '&#39;')}'></vagas-beneficio>`);
    await page.goto(url);
    const quadro = page.frameLocator('vagas-beneficio iframe');
    // the text of each seat cell of a case, by its data-vagas
    const celulas = (caso) => {
      const out = {};
      for (const c of ['jovem', 'idoso', 'pcd']) {
        for (const tipo of c === 'pcd' ? ['gratuitas'] : ['gratuitas', 'descontos']) {
          const v = caso.esperado[c][tipo];
          out[`${c}-${tipo}-disponiveis`] = numero(v.disponiveis);
          out[`${c}-${tipo}-ocupadas`] = String(v.ocupadas);
        }
      }
      return out;
    };
    const conferir = async (caso) => {
      const erros = [];
      for (const c of ['jovem', 'idoso', 'pcd']) {
        for (const tipo of c === 'pcd' ? ['gratuitas'] : ['gratuitas', 'descontos']) {
          const v = caso.esperado[c][tipo];
          for (const [campo, quer] of [['disponiveis', numero(v.disponiveis)], ['ocupadas', String(v.ocupadas)]]) {
            const cel = quadro.locator(`[data-vagas="${c}-${tipo}-${campo}"]`);
            await cel.waitFor({ timeout: 20000 });
            const got = (await cel.textContent()).trim();
            if (got !== quer) erros.push(`${c} ${tipo} ${campo}: ${got}, quero ${quer}`);
          }
        }
      }
      const links = await quadro.locator('table a').evaluateAll((as) => as.map((a) => a.href));
      if (!links.some((h) => h.endsWith('/legislacao/resolucao-antt-6033-2023/#art149_cpt_inc2'))) erros.push('sem o link do art. 149, II');
      if (!links.every((h) => h.startsWith(origin + '/legislacao/'))) erros.push(`links fora do site: ${links.join(' ')}`);
      const tabelas = await quadro.locator('table caption').count();
      if (tabelas !== 3) erros.push(`${tabelas} tabelas, quero 3`);
      // the rules of sections and of simultaneous services, in the catalogue's words (issue 26)
      const nota = await quadro.locator('.vagas-nota').textContent();
      if (!nota.includes('continua disponível para os outros trechos que não se sobrepõem a ele')) erros.push(`a nota não diz a regra dos trechos: "${nota}"`);
      const simultaneos = await quadro.locator('.vagas-simultaneos').count();
      const querSimultaneos = caso.dados.servicosSimultaneos > 1 ? 1 : 0;
      if (simultaneos !== querSimultaneos) erros.push(`${simultaneos} frase(s) dos serviços simultâneos, quero ${querSimultaneos}`);
      assert(erros.length === 0, `${caso.nome}: ${erros.join('; ')}`);
    };
    await conferir(casos[0]);
    for (const [i, caso] of casos.slice(1).entries()) {
      // odd ones through the attribute, even ones through the property
      await page.evaluate(({ dados, porAtributo }) => {
        const el = document.querySelector('vagas-beneficio');
        if (porAtributo) el.setAttribute('dados', JSON.stringify(dados));
        else el.dados = dados;
      }, { dados: caso.dados, porAtributo: i % 2 === 0 });
      await quadro.locator('[data-vagas="jovem-gratuitas-disponiveis"]').waitFor({ timeout: 10000 });
      // the frame has drawn this case: every cell shows its number
      const fv = await (await page.locator('vagas-beneficio iframe').elementHandle()).contentFrame();
      await fv.waitForFunction((quer) => Object.entries(quer).every(([k, v]) => {
        const e = document.querySelector(`[data-vagas="${k}"]`);
        return e && e.textContent.trim() === v;
      }), celulas(caso), { timeout: 10000 }).catch(() => {});
      await conferir(caso);
    }
  });

  for (const esquema of ['light', 'dark']) {
    await check(`axe 0 dentro dos quadros, com dados e com erros (${esquema === 'dark' ? 'escuro' : 'claro'})`, async (page) => {
      await page.goto(paginaHospede(`/axe-${esquema}`, snippetArt20('auto') + `<vagas-beneficio dados='${JSON.stringify(casos[casos.length - 1].dados)}'></vagas-beneficio>`));
      const { frame } = await quadroEstavel(page);
      const v1 = await axeNoQuadro(frame);
      const el = page.locator('vagas-beneficio');
      await el.scrollIntoViewIfNeeded();
      const fv = await (await page.locator('vagas-beneficio iframe').elementHandle()).contentFrame();
      await fv.locator('table').first().waitFor({ timeout: 20000 });
      const v2 = await axeNoQuadro(fv);
      await el.evaluate((e) => { e.dados = { operacao: 'disponibilidade', paradas: ['A'], concedidos: [], trecho: { de: 0, ate: 1 } }; });
      await fv.locator('[role="alert"]').waitFor({ timeout: 5000 });
      const v3 = await axeNoQuadro(fv);
      const todas = [...v1.map((x) => 'art20: ' + x), ...v2.map((x) => 'vagas: ' + x), ...v3.map((x) => 'vagas com erro: ' + x)];
      assert(todas.length === 0, todas.join('; '));
    }, { colorScheme: esquema });
  }

  await check('quadro de vagas: dados inválidos mostram os erros de campo do motor; sem serviço convencional, diz', async (page) => {
    const url = paginaHospede('/vagas-erros', `<script src="${origin}/embed.js" async></script><vagas-beneficio dados='{"operacao":"disponibilidade","convencional":true,"paradas":["A"],"concedidos":[{"categoria":"jovem","tipo":"meia","de":0,"ate":1}],"trecho":{"de":0,"ate":1}}'></vagas-beneficio>`);
    await page.goto(url);
    const quadro = page.frameLocator('vagas-beneficio iframe');
    const alerta = quadro.locator('[role="alert"]');
    await alerta.waitFor({ timeout: 20000 });
    let t = await alerta.textContent();
    assert(t.includes('paradas') && t.includes('concedidos[0].tipo'), `erros mostrados: ${t}`);
    const el = page.locator('vagas-beneficio');
    await el.evaluate((e) => e.setAttribute('dados', '{"operacao": "disponibilidade",'));
    await quadro.locator('[role="alert"]', { hasText: /JSON/i }).waitFor({ timeout: 5000 }).catch(() => {});
    t = await alerta.textContent();
    assert(/JSON/i.test(t), `JSON malformado: ${t}`);
    await el.evaluate((e) => { e.dados = { operacao: 'disponibilidade', paradas: ['A', 'B'], concedidos: [], trecho: { de: 0, ate: 1 } }; });
    await quadro.locator('[role="alert"]', { hasText: 'convencional' }).waitFor({ timeout: 5000 }).catch(() => {});
    t = await alerta.textContent();
    assert(t.includes('convencional'), `sem convencional: ${t}`);
    await el.evaluate((e) => { e.dados = { operacao: 'disponibilidade', convencional: false, paradas: ['A', 'B'], concedidos: [], trecho: { de: 0, ate: 1 } }; });
    await quadro.locator('.vagas-convencional').waitFor({ timeout: 5000 });
    t = await quadro.locator('.vagas-convencional').textContent();
    assert(t.includes('não oferece serviço convencional') && await quadro.locator('table').count() === 0, `convencional false: ${t}`);
    const vazioAltura = await page.locator('vagas-beneficio iframe').evaluate((e) => e.getBoundingClientRect().height);
    assert(vazioAltura > 50, `o quadro ficou com ${vazioAltura}px`);
  });

  await check('/cartaz/ em PDF A4: art. 20 em ≥ 11 pt dentro da página, direitos numa página só, QR com o endereço impresso', async (page) => {
    await page.goto(origin + '/cartaz/');
    await page.emulateMedia({ media: 'print' });
    // the width of an A4 page less @page's margins (impressao.css: 16 mm each side)
    await page.setViewportSize({ width: Math.round((210 - 32) / 25.4 * 96), height: 1000 });
    const m = await page.evaluate(() => {
      const bloco = document.querySelector('.cartaz-art20');
      const menor = [...bloco.querySelectorAll('p, h2, h3, figcaption, a, span')]
        .filter((e) => e.textContent.trim() && e.getClientRects().length)
        .reduce((min, e) => Math.min(min, parseFloat(getComputedStyle(e).fontSize)), Infinity);
      const direitos = document.querySelector('.cartaz-direitos');
      return { menor, larguraBloco: bloco.scrollWidth, larguraVisivel: bloco.clientWidth, alturaDireitos: direitos.getBoundingClientRect().height,
        quebra: getComputedStyle(direitos).breakBefore };
    });
    const pt = m.menor * 72 / 96;
    figures.push(`/cartaz/: menor letra do bloco do art. 20 ${pt.toFixed(1)} pt; resumo dos direitos ${(m.alturaDireitos * 25.4 / 96).toFixed(0)} mm de altura`);
    assert(pt >= 11, `letra de ${pt.toFixed(1)} pt no bloco do art. 20`);
    assert(m.larguraBloco <= m.larguraVisivel, `o bloco do art. 20 passa da largura da página (${m.larguraBloco} > ${m.larguraVisivel})`);
    assert(m.quebra === 'page', `o resumo dos direitos não começa numa página nova (${m.quebra})`);
    // A4 297 mm less the 18 + 20 mm margins of @page
    assert(m.alturaDireitos <= (297 - 38) / 25.4 * 96, `o resumo dos direitos não cabe numa página (${(m.alturaDireitos * 25.4 / 96).toFixed(0)} mm)`);
    const tmp = mkdtempSync(join(tmpdir(), 'cartaz-'));
    try {
      const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
      const arq = join(tmp, 'cartaz.pdf');
      writeFileSync(arq, pdf);
      const bbox = spawnSync('pdftotext', ['-bbox', arq, '-'], { encoding: 'utf8', maxBuffer: 64 << 20 });
      assert(!bbox.error && bbox.status === 0, `pdftotext não rodou: instale poppler-utils (make deps)`);
      const paginas = [...bbox.stdout.matchAll(/<page width="([\d.]+)" height="([\d.]+)">([\s\S]*?)<\/page>/g)];
      assert(paginas.length >= 2, `o PDF tem ${paginas.length} página(s)`);
      for (const [i, p] of paginas.entries()) {
        const [w, h] = [Number(p[1]), Number(p[2])];
        assert(Math.abs(w - 595.3) < 2 && Math.abs(h - 841.9) < 2, `página ${i + 1} de ${w} × ${h} pt, não A4`);
        for (const x of p[3].matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">/g)) {
          assert(+x[1] >= 0 && +x[3] <= w && +x[4] <= h, `página ${i + 1}: texto fora da folha`);
        }
      }
      const texto = spawnSync('pdftotext', [arq, '-'], { encoding: 'utf8', maxBuffer: 64 << 20 }).stdout.replace(/\s+/g, ' ');
      for (const t of ['Art. 32.', 'Art. 13.', 'Art. 21.', 'Gratuidades e descontos']) assert(texto.includes(t), `o PDF não tem “${t}”`);
      figures.push(`/cartaz/ em PDF: ${paginas.length} páginas A4`);
      // each QR code, drawn at print size, read by zbarimg
      const qrs = page.locator('.cartaz-qr');
      assert(await qrs.count() === 2, `${await qrs.count()} códigos QR`);
      for (let i = 0; i < 2; i++) {
        const fig = qrs.nth(i);
        const png = join(tmp, `qr${i}.png`);
        await fig.locator('svg').screenshot({ path: png });
        const z = spawnSync('zbarimg', ['--quiet', '--raw', png], { encoding: 'utf8' });
        assert(!z.error, `zbarimg não rodou (${z.error && z.error.message}): instale zbar-tools (make deps)`);
        const lido = z.stdout.trim();
        const quer = base + (i === 0 ? '/legislacao/' : '/');
        assert(lido === quer, `QR ${i + 1}: zbarimg leu “${lido}”, quero “${quer}”`);
        const impresso = (await fig.locator('.cartaz-endereco').textContent()).trim();
        assert(quer.replace(/^https?:\/\//, '').replace(/\/$/, '') === impresso, `sob o QR ${i + 1}: “${impresso}”`);
      }
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });

  await check('/cartaz/lei-11975-art10/ em PDF A4: arts. 1º a 7º em ≥ 11 pt dentro da página, QR com o endereço da lei', async (page) => {
    await page.goto(origin + '/cartaz/lei-11975-art10/');
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: Math.round((210 - 32) / 25.4 * 96), height: 1000 });
    const m = await page.evaluate(() => {
      const bloco = document.querySelector('.cartaz-lei-11975-art10');
      const menor = [...bloco.querySelectorAll('p, h2, h3, figcaption, a, span')]
        .filter((e) => e.textContent.trim() && e.getClientRects().length)
        .reduce((min, e) => Math.min(min, parseFloat(getComputedStyle(e).fontSize)), Infinity);
      return { menor, larguraBloco: bloco.scrollWidth, larguraVisivel: bloco.clientWidth, tela: getComputedStyle(document.querySelector('.cartaz-tela')).display };
    });
    const pt = m.menor * 72 / 96;
    figures.push(`/cartaz/lei-11975-art10/: menor letra ${pt.toFixed(1)} pt`);
    assert(pt >= 11, `letra de ${pt.toFixed(1)} pt no cartaz`);
    assert(m.larguraBloco <= m.larguraVisivel, `o cartaz passa da largura da página (${m.larguraBloco} > ${m.larguraVisivel})`);
    assert(m.tela === 'none', 'as instruções da tela saem na impressão');
    const tmp = mkdtempSync(join(tmpdir(), 'cartaz-'));
    try {
      const arq = join(tmp, 'cartaz.pdf');
      writeFileSync(arq, await page.pdf({ format: 'A4', preferCSSPageSize: true }));
      const bbox = spawnSync('pdftotext', ['-bbox', arq, '-'], { encoding: 'utf8', maxBuffer: 64 << 20 });
      assert(!bbox.error && bbox.status === 0, `pdftotext não rodou: instale poppler-utils (make deps)`);
      const paginas = [...bbox.stdout.matchAll(/<page width="([\d.]+)" height="([\d.]+)">([\s\S]*?)<\/page>/g)];
      for (const [i, p] of paginas.entries()) {
        const [w, h] = [Number(p[1]), Number(p[2])];
        assert(Math.abs(w - 595.3) < 2 && Math.abs(h - 841.9) < 2, `página ${i + 1} de ${w} × ${h} pt, não A4`);
        for (const x of p[3].matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">/g)) {
          assert(+x[1] >= 0 && +x[3] <= w && +x[4] <= h, `página ${i + 1}: texto fora da folha`);
        }
      }
      const texto = spawnSync('pdftotext', [arq, '-'], { encoding: 'utf8', maxBuffer: 64 << 20 }).stdout.replace(/\s+/g, ' ');
      for (const t of ['Art. 1º', 'Art. 5º', 'Art. 7º', 'Conferido em']) assert(texto.includes(t), `o PDF não tem “${t}”`);
      assert(!texto.includes('Art. 8º'), 'o PDF tem o art. 8º');
      figures.push(`/cartaz/lei-11975-art10/ em PDF: ${paginas.length} página(s) A4`);
      const fig = page.locator('.cartaz-qr');
      assert(await fig.count() === 1, `${await fig.count()} códigos QR`);
      const png = join(tmp, 'qr.png');
      await fig.locator('svg').screenshot({ path: png });
      const z = spawnSync('zbarimg', ['--quiet', '--raw', png], { encoding: 'utf8' });
      assert(!z.error, `zbarimg não rodou (${z.error && z.error.message}): instale zbar-tools (make deps)`);
      const quer = base + '/legislacao/lei-11975-2009/';
      assert(z.stdout.trim() === quer, `QR: zbarimg leu “${z.stdout.trim()}”, quero “${quer}”`);
      const impresso = (await fig.locator('.cartaz-endereco').textContent()).trim();
      assert(quer.replace(/^https?:\/\//, '').replace(/\/$/, '') === impresso, `sob o QR: “${impresso}”`);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });

  const cartazes = htmlPages(dir).filter((u) => u.startsWith('/cartaz/'));
  await check(`todo cartaz (${cartazes.join(', ')}) em PDF A4 a 60 dpi: cada código QR é lido`, async (page) => {
    assert(cartazes.length >= 2, `só ${cartazes.length} cartazes no site`);
    const tmp = mkdtempSync(join(tmpdir(), 'cartaz-60dpi-'));
    try {
      for (const [k, u] of cartazes.entries()) {
        await page.goto(origin + u);
        const rotulos = await page.locator('svg.qr').evaluateAll((s) => s.map((e) => e.getAttribute('aria-label')));
        const querem = rotulos.map((r) => r.replace(/^Código QR do endereço /, ''));
        assert(querem.length >= 1, `${u}: nenhum código QR`);
        const arq = join(tmp, `c${k}.pdf`);
        writeFileSync(arq, await page.pdf({ format: 'A4', preferCSSPageSize: true }));
        const r = spawnSync('pdftoppm', ['-r', '60', '-png', arq, join(tmp, `c${k}`)], { encoding: 'utf8' });
        assert(!r.error && r.status === 0, `pdftoppm não rodou (${r.error ? r.error.message : r.stderr}): instale poppler-utils (make deps)`);
        const pngs = readdirSync(tmp).filter((f) => f.startsWith(`c${k}-`) && f.endsWith('.png')).map((f) => join(tmp, f));
        const z = spawnSync('zbarimg', ['--quiet', '--raw', ...pngs], { encoding: 'utf8' });
        assert(!z.error, `zbarimg não rodou (${z.error && z.error.message}): instale zbar-tools (make deps)`);
        const lidos = z.stdout.split('\n').map((l) => l.trim()).filter(Boolean);
        for (const q of querem) assert(lidos.includes(q), `${u}: a 60 dpi o código QR de “${q}” não é lido (zbarimg leu: ${lidos.join(', ') || 'nada'})`);
        figures.push(`${u} a 60 dpi: ${querem.length} código(s) QR lido(s) em ${pngs.length} página(s)`);
      }
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });

  const preencher = async (page, cnpj) => {
    const valores = { empresa: 'Viação Exemplo Ltda.', cnpj, viagemData: '2026-12-24', origem: 'São Paulo (SP)', destino: 'Belo Horizonte (MG)',
      pedidoData: '2026-12-20', pedidoHora: '09:30', local: 'Guichê 3, Terminal Tietê, São Paulo' };
    for (const [n, v] of Object.entries(valores)) await page.locator(`[name="${n}"]`).fill(v);
    await page.locator('[name="beneficio"]').selectOption('jovem_gratuidade');
    await page.locator('[name="modal"]').selectOption('rodoviario');
    await page.locator('[name="motivo"] option[value="vagas_esgotadas"]').waitFor({ state: 'attached', timeout: 20000 });
    await page.locator('[name="motivo"]').selectOption('vagas_esgotadas');
    await page.locator('[data-recusa-leitura]:not([hidden])').waitFor({ timeout: 20000 });
    await page.locator('[name="numero"]').fill('');
    await page.locator('[data-recusa-gerar]').click();
  };
  await check('/recusa/: CNPJ inválido recusado; numérico e alfanumérico aceitos; o documento impresso tem cada item do art. 153', async (page) => {
    await page.goto(origin + '/recusa/');
    await page.locator('[data-recusa-gerar]').waitFor({ state: 'visible', timeout: 10000 });
    for (const ruim of ['11.222.333/0001-82', '12.ABC.345/01DE-36', '123']) {
      await preencher(page, ruim);
      await page.locator('[data-recusa-erros]:not([hidden])').waitFor({ timeout: 20000 });
      const t = await page.locator('[data-recusa-erros]').textContent();
      assert(t.includes('CNPJ inválido'), `CNPJ ${ruim}: ${t}`);
      assert(await page.locator('[data-recusa-documento]').isHidden(), `CNPJ ${ruim}: documento gerado`);
      assert(await page.locator('#r-cnpj').getAttribute('aria-invalid') === 'true', `CNPJ ${ruim}: campo sem aria-invalid`);
    }
    for (const bom of ['11.222.333/0001-81', '12.ABC.345/01DE-35', '12abc34501de35']) {
      await preencher(page, bom);
      const docu = page.locator('[data-recusa-documento]');
      await docu.waitFor({ state: 'visible', timeout: 20000 });
      await page.emulateMedia({ media: 'print' });
      const impresso = await page.evaluate(() => document.body.innerText.replace(/\u00a0/g, ' '));
      await page.emulateMedia({ media: 'screen' });
      const cnpjImpresso = bom.replace(/[.\/-]/g, '').toUpperCase();
      const mascara = `${cnpjImpresso.slice(0, 2)}.${cnpjImpresso.slice(2, 5)}.${cnpjImpresso.slice(5, 8)}/${cnpjImpresso.slice(8, 12)}-${cnpjImpresso.slice(12)}`;
      for (const item of ['Viação Exemplo Ltda.', `CNPJ ${mascara}`, '24/12/2026', 'São Paulo (SP)', 'Belo Horizonte (MG)', '20/12/2026', '09:30',
        'Guichê 3, Terminal Tietê, São Paulo', 'de ônibus', 'As vagas deste benefício já foram concedidas',
        'Motivo admitido: o jovem de baixa renda tem duas vagas gratuitas', 'Decreto nº 8.537/2015, art. 13', 'art. 149, II']) {
        assert(impresso.includes(item), `CNPJ ${bom}: o documento impresso não tem “${item}”`);
      }
      assert(/nº REC-20261220-0930-[0-9A-F]{4}/.test(impresso), `sem número de identificação: ${impresso.slice(0, 300)}`);
      assert(!impresso.includes('Nome da empresa'), 'o formulário sai na impressão junto com o documento');
      const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
      assert(pdf.length > 1000, 'PDF vazio');
      await page.locator('[data-recusa-editar]').click();
    }
  });

  // Rules revision 4, R7: the reasons offered are the engine's, per benefit
  // and mode, written here by hand from R7 (not read from the engine).
  await check('/recusa/: só os motivos que os textos admitem, por benefício e meio de transporte; o texto do motor sob o motivo, com as citações', async (page) => {
    await page.goto(origin + '/recusa/');
    await page.locator('[data-recusa-gerar]').waitFor({ state: 'visible', timeout: 10000 });
    const motivo = page.getByLabel('Motivo', { exact: true });
    assert(await motivo.isDisabled(), 'motivo escolhível antes do benefício e do meio de transporte');
    const oferecidos = async () => (await motivo.locator('option').evaluateAll((os) => os.map((o) => o.value))).filter((v) => v);
    const casos = [
      ['Desconto da pessoa idosa', 'Ônibus', ['sem_assento_livre', 'fora_do_prazo', 'documentos', 'dominio_de_reserva', 'sem_servico_convencional', 'outro']],
      ['Passe Livre da pessoa com deficiência', 'Ônibus', ['sem_assento_livre', 'fora_do_prazo', 'documentos', 'dominio_de_reserva', 'sem_servico_convencional', 'outro']],
      ['Passe Livre da pessoa com deficiência', 'Trem', ['documentos', 'sem_servico_convencional', 'outro']],
      ['Gratuidade do acompanhante do Passe Livre', 'Ônibus', ['sem_assento_livre', 'fora_do_prazo', 'documentos', 'dominio_de_reserva', 'sem_servico_convencional', 'outro']],
      ['Gratuidade do acompanhante do Passe Livre', 'Barco', ['outro']],
      ['Transporte gratuito de criança de até 6 anos incompletos', 'Ônibus', ['outro']],
      ['Transporte gratuito de criança de até 6 anos incompletos', 'Barco', ['outro']],
      ['Vaga gratuita da pessoa idosa', 'Barco', ['vagas_esgotadas', 'fora_do_prazo', 'documentos', 'sem_servico_convencional', 'outro']],
      ['Vaga gratuita do jovem de baixa renda (ID Jovem)', 'Trem', ['vagas_esgotadas', 'fora_do_prazo', 'documentos', 'dominio_de_reserva', 'sem_servico_convencional', 'outro']],
    ];
    for (const [beneficio, meio, quer] of casos) {
      await page.getByLabel('Benefício recusado').selectOption({ label: beneficio });
      await page.getByLabel('Meio de transporte').selectOption({ label: meio });
      await page.waitForFunction((q) => {
        const s = document.querySelector('[name="motivo"]');
        return !s.disabled && [...s.options].map((o) => o.value).filter((v) => v).join(',') === q;
      }, quer.join(','), { timeout: 20000 }).catch(() => {});
      const tem = await oferecidos();
      assert(tem.join(',') === quer.join(','), `${beneficio}, ${meio}: motivos ${tem.join(', ')}; R7: ${quer.join(', ')}`);
    }
    // the youth on a train, seats gone: the engine's text under the reason,
    // each citation a link that lands on its dispositivo
    await motivo.selectOption({ label: 'As vagas deste benefício já foram concedidas nesta viagem.' });
    const leitura = page.locator('[data-recusa-leitura]');
    await leitura.filter({ hasText: 'Motivo admitido' }).waitFor({ timeout: 20000 });
    const t = (await leitura.innerText()).replace(/\s+/g, ' ');
    for (const item of ['Os textos admitem este motivo', 'Motivo admitido: o jovem de baixa renda tem duas vagas gratuitas',
      'Se a empresa recusar o benefício, ela deve entregar um documento com a data, a hora, o local e o motivo da recusa', 'Decreto nº 8.537/2015, art. 13']) {
      assert(t.includes(item), `sob o motivo falta “${item}”: ${t}`);
    }
    assert(!t.includes('Resolução ANTT'), `no trem, o texto cita a resolução do ônibus: ${t}`);
    const links = await leitura.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    assert(links.includes('/legislacao/decreto-8537-2015/#art13') && links.includes('/legislacao/decreto-8537-2015/#art14_par1u'), `links ${links.join(' ')}`);
    // the child on a bus: "serviço convencional" is not offered, and the
    // reason "outro" says the texts do not list it
    await page.getByLabel('Benefício recusado').selectOption({ label: 'Transporte gratuito de criança de até 6 anos incompletos' });
    await page.getByLabel('Meio de transporte').selectOption({ label: 'Ônibus' });
    await page.waitForFunction(() => !document.querySelector('[name="motivo"]').disabled, null, { timeout: 20000 });
    assert(await motivo.locator('option[value="sem_servico_convencional"]').count() === 0, 'criança no ônibus: “serviço convencional” oferecido');
    assert(await leitura.isHidden(), 'o texto do motivo anterior ficou na tela');
    await motivo.selectOption('outro');
    await leitura.filter({ hasText: 'Os textos não listam este motivo' }).waitFor({ timeout: 20000 });
    // following a citation lands on the dispositivo
    const href = await leitura.locator('a').first().getAttribute('href');
    await leitura.locator('a').first().click();
    await page.waitForURL((u) => u.pathname + u.hash === href, { timeout: 10000 });
    const alvo = decodeURIComponent(href.split('#')[1]);
    assert(await page.locator(`[id="${alvo}"]`).count() === 1, `o link ${href} não cai num dispositivo`);
  });

  await check('/recusa/ → /reclamacao/: a carta traz a empresa, o CNPJ, a data, o benefício recusado, o motivo e o número do documento', async (page) => {
    await page.goto(origin + '/recusa/');
    await page.locator('[data-recusa-gerar]').waitFor({ state: 'visible', timeout: 10000 });
    await preencher(page, '11.222.333/0001-81');
    await page.locator('[data-recusa-documento]').waitFor({ state: 'visible', timeout: 20000 });
    const numero = (await page.locator('[data-recusa-documento] [data-campo="numero"]').innerText()).trim();
    await page.getByRole('link', { name: 'Reclamar desta recusa: escrever uma carta à empresa' }).click();
    await page.waitForURL(/\/reclamacao\/#/);
    const carta = page.locator('[data-reclamacao-carta]');
    await page.getByText('À Viação Exemplo Ltda., CNPJ 11.222.333/0001-81').waitFor({ timeout: 20000 })
      .catch(async () => { throw new Error(`a carta não traz a empresa e o CNPJ: ${await carta.innerText()}`); });
    const t = await carta.innerText();
    for (const item of [`Assunto: reclamação (protocolo nº ${numero})`, 'Em 20/12/2026, a empresa recusou o benefício: Vaga gratuita do jovem de baixa renda (ID Jovem); motivo dado pela empresa: As vagas deste benefício já foram concedidas']) {
      assert(t.includes(item), `a carta da recusa não diz “${item}”:\n${t}`);
    }
    // no answer of the calculator: no legal sentence in the page's words
    assert(await carta.locator('li').count() === 0, 'sem resposta da calculadora, a carta traz frases de lei');
    assert((await page.locator('[data-reclamacao-situacao]').innerText()).includes('Reclamar'), 'a página não diz como trazer as frases de uma resposta');
  });

  await check('/bilhete/: as marcas ficam no endereço e voltam ao recarregar', async (page) => {
    await page.goto(origin + '/bilhete/');
    const caixas = page.locator('input[name="item"]');
    const n = await caixas.count();
    assert(n >= 20, `${n} caixas`);
    await page.locator('#b-art143_cpt_inc1_ali1').check();
    await page.locator('#b-art143_par3').check();
    await page.waitForFunction(() => location.search.includes('art143_par3'));
    const url = page.url();
    assert(new URL(url).searchParams.getAll('item').join(',') === 'art143_cpt_inc1_ali1,art143_par3', `endereço ${url}`);
    await page.goto(url);
    await page.locator('[data-bilhete-contagem]').filter({ hasText: `2 de ${n}` }).waitFor({ timeout: 5000 });
    assert(await page.locator('#b-art143_par3').isChecked() && !(await page.locator('#b-art143_par1').isChecked()), 'as marcas não voltaram');
    await page.goto(origin + '/bilhete/?item=nao-existe&item=art143_par1');
    assert(await page.locator('input[name="item"]:checked').count() === 1, 'um valor desconhecido no endereço marcou alguma coisa');
  });
  await check('/bilhete/: a chave digitada e o XML escolhido são conferidos no aparelho, com os achados e as citações', async (page) => {
    const chave = '43220507364617000135630600000000101813509436';
    const enviados = [];
    page.on('request', (r) => { enviados.push(r.url() + ' ' + (r.postData() || '')); });
    await page.goto(origin + '/bilhete/');
    const caixa = page.locator('[data-bpe-resultado]');
    await page.getByLabel('Chave de acesso ou endereço do QR code').fill(chave.replace(/(\d{4})/g, '$1 '));
    await page.getByRole('button', { name: 'Conferir o bilhete' }).click();
    await caixa.getByText('O dígito verificador da chave de acesso (6) confere').waitFor({ timeout: 20000 });
    const texto1 = await caixa.innerText();
    for (const t of ['RS', 'maio de 2022', '07.364.617/0001-35', '63 (BP-e)', 'Conforme:', 'a validade terminou']) {
      assert(texto1.includes(t), `chave: o resultado não diz “${t}”: ${texto1.slice(0, 600)}`);
    }
    assert(await caixa.locator('a[href="/legislacao/resolucao-antt-6033-2023/#art144"]').count() > 0, 'chave: sem o link do art. 144');
    // A wrong check digit, typed by hand.
    await page.getByLabel('Chave de acesso ou endereço do QR code').fill(chave.slice(0, 43) + '7');
    await page.getByRole('button', { name: 'Conferir o bilhete' }).click();
    await caixa.getByText('é 7, mas o cálculo').waitFor({ timeout: 10000 });
    assert((await caixa.innerText()).includes('Irregular:'), 'dígito errado sem “Irregular”');
    // The elderly's free ticket with fees charged, read from the file.
    await page.getByLabel('Chave de acesso ou endereço do QR code').fill('');
    await page.getByLabel('Ou o arquivo XML do BP-e').setInputFiles(join(repoDir, 'calculator/testdata/bpe/gratuidade-idoso-taxas.xml'));
    await caixa.getByText('Na vaga gratuita da pessoa idosa foram cobrados R$ 8,40').waitFor({ timeout: 10000 });
    const texto2 = await caixa.innerText();
    for (const t of ['Maria Aparecida da Silva', 'pessoa idosa, gratuidade', 'R$ 158,40', 'Atenção:', 'REsp 1.543.465/RS']) {
      assert(texto2.includes(t), `XML: o resultado não diz “${t}”: ${texto2.slice(0, 800)}`);
    }
    assert(await caixa.locator('a[href="/jurisprudencia/stj-resp-1543465-rs/"]').count() > 0, 'XML: sem o link da decisão do STJ');
    assert(await caixa.locator('a[href="/legislacao/decreto-9921-2019/#art44_par1u"]').count() > 0, 'XML: sem o link do art. 44, parágrafo único');
    const achados = await caixa.locator('[data-gravidade]').count();
    assert(achados >= 10, `XML: só ${achados} achados`);
    const violacoes = await axeNoQuadro(page.mainFrame());
    assert(violacoes.length === 0, `axe no resultado do BP-e: ${violacoes.join('; ')}`);
    // The XML bomb: a clear error in Portuguese.
    await page.getByLabel('Ou o arquivo XML do BP-e').setInputFiles(join(repoDir, 'calculator/testdata/bpe/bomba.xml'));
    await caixa.getByText('não pode ter declaração de tipo de documento').waitFor({ timeout: 10000 });
    figures.push(`/bilhete/ BP-e: ${achados} achados do XML, ${enviados.length} pedidos de rede, nenhum com a chave ou o XML`);
    assert(!enviados.some((e) => e.includes(chave) || e.includes('Maria Aparecida')), `a chave ou o XML saiu do aparelho: ${enviados.filter((e) => e.includes(chave) || e.includes('Maria')).join(' | ')}`);
  });
} finally {
  await browser.close();
  server.stop();
  hospede.close();
}
for (const f of figures) console.log(`  ${f}`);
if (failures.length) fail(failures, 'operadoras');
console.log(`operadoras: ${checks.length} verificações passaram`);
