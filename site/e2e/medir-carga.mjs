// medir-carga.mjs: what a page's own start costs the browser's main thread,
// measured (never asserted: timings depend on the machine). Each load is in
// a new browser (cold, as Lighthouse's), at a 412 px phone's viewport,
// traced; for each page it prints the medians over RODADAS loads, in
// milliseconds at this machine's CPU (Lighthouse's phone is 4× slower):
//
//   total     every main-thread task from the navigation to 1.2 s after load
//   maiorTarefa  the longest task
//   estilo, layout, script, parse, pintura   time in each kind of work
//   layout1   the longest single layout (the page's first full one)
//   fontes    time in font lookups, and nFontes their number (one or two
//             per size, weight and style in use: css/base.css, the type scale)
//
// Usage: node medir-carga.mjs [public-dir] [path …]  (make build first; GERAR
// as in lib.mjs). Without paths: /, the Resolução, /busca/?q=idoso, /404.html.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publicDir, startServer, launch, ocioso } from './lib.mjs';

const RODADAS = Number(process.env.RODADAS || 7);
const dir = publicDir();
const caminhos = process.argv.slice(3).length ? process.argv.slice(3)
  : ['/', '/legislacao/resolucao-antt-6033-2023/', '/busca/?q=idoso', '/404.html'];
const server = await startServer(dir);
const tmp = mkdtempSync(join(tmpdir(), 'medir-carga-'));
const mediana = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
const medidas = {};
try {
  for (let r = 0; r < RODADAS; r++) {
    for (const c of caminhos) {
      const browser = await launch();
      const ctx = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
      const page = await ctx.newPage();
      await page.goto('about:blank');
      const arquivo = join(tmp, 'trace.json');
      await browser.startTracing(page, { path: arquivo, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'loading', 'v8.execute', 'fonts'] });
      await page.goto(server.origin + c, { waitUntil: 'load' });
      await ocioso(page); // the trace runs until the page has done what its load started
      await browser.stopTracing();
      await browser.close();
      const ev = JSON.parse(readFileSync(arquivo, 'utf8')).traceEvents;
      const nomes = {};
      for (const e of ev) if (e.name === 'thread_name') nomes[e.pid + ':' + e.tid] = e.args.name;
      // the renderer that parsed this page
      const parse = ev.find((e) => e.name === 'ParseHTML' && (e.args?.beginData?.url || '').startsWith(server.origin + c.split('?')[0]));
      if (!parse) throw new Error(`${c}: o trace não tem o parse da página`);
      const main = ev.filter((e) => e.ph === 'X' && e.pid === parse.pid && /CrRendererMain/.test(nomes[e.pid + ':' + e.tid] || '') && e.ts >= parse.ts - 200000);
      const tarefas = main.filter((e) => e.name === 'RunTask');
      const soma = (n) => main.filter((e) => e.name === n).reduce((a, e) => a + e.dur, 0) / 1000;
      const fontes = main.filter((e) => e.name === 'FontCache::GetFontPlatformData');
      const fontesTopo = fontes.filter((f) => !fontes.some((g) => g !== f && g.ts <= f.ts && g.ts + g.dur >= f.ts + f.dur));
      const m = {
        total: tarefas.reduce((a, e) => a + e.dur, 0) / 1000,
        maiorTarefa: Math.max(0, ...tarefas.map((e) => e.dur)) / 1000,
        estilo: soma('UpdateLayoutTree'),
        layout: soma('Layout'),
        script: soma('EvaluateScript') + soma('FunctionCall'),
        parse: soma('ParseHTML'),
        pintura: soma('Paint'),
        layout1: Math.max(0, ...main.filter((e) => e.name === 'Layout').map((e) => e.dur)) / 1000,
        fontes: fontesTopo.reduce((a, e) => a + e.dur, 0) / 1000,
        nFontes: fontesTopo.length,
      };
      const o = (medidas[c] ||= {});
      for (const [k, v] of Object.entries(m)) (o[k] ||= []).push(v);
    }
  }
} finally {
  server.stop();
  rmSync(tmp, { recursive: true, force: true });
}
for (const [c, o] of Object.entries(medidas)) {
  console.log(`${c}: ` + Object.entries(o).map(([k, v]) => `${k} ${Math.round(mediana(v) * 10) / 10}`).join(', '));
}
console.log(`(medianas de ${RODADAS} cargas a frio, ms de CPU desta máquina; o Lighthouse simula um celular 4× mais lento)`);
