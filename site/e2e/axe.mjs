// axe.mjs: every HTML page of the built site, served by "gerar serve" (so the
// real Content-Security-Policy applies), visited in headless Chromium in the
// light and the dark color scheme and on a phone's screen: axe-core must
// report 0 violations of WCAG 2.0/2.1/2.2 A and AA and of axe's best
// practices, and the page must log no console error, break no CSP rule and
// request nothing from another origin.
// Usage: node axe.mjs [public-dir]. Exits 1 with the list of problems.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { publicDir, htmlPages, startServer, launch, watch, fail } from './lib.mjs';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

const dir = publicDir();
// Every page, plus a missing deep path: the 404 page served there (status
// 404) must load its styles and scripts too.
const pages = [...htmlPages(dir), '/legislacao/nao-existe/de-todo/'];
const server = await startServer(dir);
const browser = await launch();
const problems = [];
let visits = 0;
// light and dark on a wide screen, and a phone's screen (Lighthouse's
// width: its audit found there what the wide screen did not)
const telas = [
  { nome: 'claro', opcoes: { colorScheme: 'light' } },
  { nome: 'escuro', opcoes: { colorScheme: 'dark' } },
  { nome: 'celular', opcoes: { colorScheme: 'light', viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 } },
];
// visitar checks one page in one screen; its problems are returned, so
// that the report lists them in the pages' order whatever order the visits
// end in.
async function visitar(context, tela, path) {
  const problems = [];
  const page = await context.newPage();
  const seen = await watch(page, server.origin);
  const where = `${path} (${tela.nome})`;
  try {
    const res = await page.goto(server.origin + path, { waitUntil: 'load' });
    const expected = path.includes('nao-existe') ? [404] : [200];
    if (!res || !expected.includes(res.status())) problems.push(`${where}: status ${res && res.status()}`);
    // The page's scripts run on DOMContentLoaded; give them a moment to enhance the page.
    await page.waitForLoadState('networkidle');
    // page.evaluate runs through the DevTools protocol, outside the page's
    // CSP, so axe needs no inline script (which the CSP rightly blocks).
    await page.evaluate(axeSource);
    const verificar = async (quando) => {
      const result = await page.evaluate((values) => window.axe.run(document, {
        runOnly: { type: 'tag', values },
        resultTypes: ['violations'],
      }), tags);
      for (const v of result.violations) {
        for (const node of v.nodes) {
          problems.push(`${where}${quando}: axe ${v.id} (${v.impact}): ${v.help} — ${node.target.join(' ')}\n      ${node.failureSummary.replace(/\n/g, '\n      ')}`);
        }
      }
    };
    await verificar('');
  } catch (err) {
    problems.push(`${where}: ${err.message}`);
  }
  for (const p of seen) {
    // the 404 status of the page itself is what was asked for
    if (path.includes('nao-existe') && p.includes('status of 404') && p.includes(server.origin + path + ')')) continue;
    problems.push(`${where}: ${p}`);
  }
  visits++;
  await page.close();
  return problems;
}

// ABAS pages of a screen are open at a time, each in its own tab of the
// screen's context (as before, one context per screen): while one waits
// for the network to go quiet (networkidle: 500 ms with no request), another
// is checked. Each visit is its own page, watched on its own; none depends
// on another.
const ABAS = Math.max(1, Number(process.env.AXE_ABAS) || 3);
try {
  for (const tela of telas) {
    const context = await browser.newContext({ ...tela.opcoes, reducedMotion: 'reduce' });
    const resultados = new Array(pages.length);
    let proxima = 0;
    await Promise.all(Array.from({ length: Math.min(ABAS, pages.length) }, async () => {
      while (proxima < pages.length) {
        const i = proxima++;
        resultados[i] = await visitar(context, tela, pages[i]);
      }
    }));
    for (const r of resultados) problems.push(...r);
    await context.close();
  }
} finally {
  await browser.close();
  server.stop();
}
if (problems.length) fail(problems, 'axe');
console.log(`axe: 0 violações, 0 erros de console/CSP, 0 requisições externas em ${pages.length} páginas × ${telas.length} telas (claro, escuro, celular; ${visits} visitas)`);
