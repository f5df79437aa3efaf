// leitura.mjs: reading the law on a phone and on paper (issue 9), in
// headless Chromium against "gerar serve":
//   - at 320 × 568, on every norm page the first dispositivo starts within
//     1.5 screens; the home page's first screen shows the four categories;
//     the header takes at most 20 % of it, and fits on one line from 768 px;
//   - a deep link highlights its target at ≥ 3:1 against the page (from the
//     computed styles) with the norm and the article visible above it, in
//     the light and the dark scheme;
//   - citations do not break (non-breaking spaces after "art.", "§", "nº")
//     on every page, and links side by side are at least 24 × 24 px or
//     spaced as WCAG 2.5.8 allows;
//   - the search finds, for the words people use, a guide section and the
//     relevant dispositivos; without JavaScript it keeps the query and
//     offers the guide and the norms; no layout shift on the results page,
//     a norm page and a deep link;
//   - the Resolução printed to PDF (A4) has margins, no same-page address
//     inline, the canonical address in the footer and its repairs open;
//   - previous / next article and back to the table of contents, used as a
//     person would (the bar of js/navegar.js), and the later amendments in
//     the norms' status sentence.
// Usage: node leitura.mjs [public-dir]. Exits 1 with the list of failures.
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publicDir, htmlPages, startServer, launch, fail, assert, fold, verificacoes, ocioso, esperarQuadros, rolagemParada } from './lib.mjs';

const dir = publicDir();
const server = await startServer(dir);
const browser = await launch();
const origin = server.origin;
const figures = [];
const TELA = { width: 320, height: 568 };
// two checks at a time (lib.mjs, verificacoes): each in its own context
const { check, checks, failures, terminar } = verificacoes(browser, origin, { viewport: TELA }, { juntas: 2 });
const pages = htmlPages(dir);
const normas = pages.filter((p) => /^\/legislacao\/[^/]+\/$/.test(p));
const resolucao = '/legislacao/resolucao-antt-6033-2023/';
// The canonical address of a page, as the build wrote it.
const canonico = (path) => {
  const html = readFileSync(join(dir, path.replace(/\/$/, '/index.html').replace(/^\//, '')), 'utf8');
  const m = html.match(/<link rel="canonical" href="([^"]+)">/);
  return m ? m[1] : null;
};


// rolarAte scrolls with the mouse wheel, as a reader does, until the
// element with id is at the top of the screen.
const rolarAte = async (page, id) => {
  await page.mouse.move(100, 200);
  for (let k = 0; k < 30; k++) {
    const topo = await page.evaluate((id) => document.getElementById(id).getBoundingClientRect().top, id);
    if (Math.abs(topo) < 4) return;
    await page.mouse.wheel(0, Math.max(-4000, Math.min(4000, topo)));
    await rolagemParada(page);
  }
};

// Layout shifts of the page so far (PerformanceObserver, buffered).
const observarCLS = (page) => page.addInitScript(() => {
  window.__cls = 0;
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) if (!e.hadRecentInput) window.__cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
});

try {
  if (normas.length === 0) fail([`nenhuma página de norma em ${dir}/legislacao/`]);

  // The text of the law starts where the norm's own words do: its preamble
  // (epígrafe, ementa, the acts it considers), else its first dispositivo. A
  // long preamble is the norm's text too (Portaria MINFRA 1.579/2022).
  await check('320 × 568: o texto de cada norma (preâmbulo ou primeiro dispositivo) em até 1,5 tela', async (page) => {
    const longe = [];
    for (const path of normas) {
      await page.goto(origin + path);
      const y = await page.evaluate(() => {
        if (!document.querySelector('main .dispositivo')) return null;
        const d = document.querySelector('main .texto-norma .preambulo') || document.querySelector('main .dispositivo');
        return d.getBoundingClientRect().top + scrollY;
      });
      assert(y !== null, `${path} sem nenhum .dispositivo`);
      figures.push(`${path}: começo do texto em y = ${Math.round(y)} px (${(y / TELA.height).toFixed(2)} telas)`);
      if (y > 1.5 * TELA.height) longe.push(`${path} em y = ${Math.round(y)} px (${(y / TELA.height).toFixed(2)} telas)`);
    }
    assert(longe.length === 0, `texto da norma depois de 1,5 tela: ${longe.join('; ')}`);
  });

  await check('320 × 568: a primeira tela do início mostra as quatro categorias; o topo ocupa até 20 %', async (page) => {
    await page.goto(origin + '/');
    const r = await page.evaluate(() => {
      const cats = [...document.querySelectorAll('main .categorias a')].map((a) => {
        const b = a.getBoundingClientRect();
        return { texto: a.textContent.trim().replace(/\s+/g, ' '), topo: b.top, base: b.bottom, alto: b.height, largo: b.width };
      });
      return { cats, topo: document.querySelector('header.topo').getBoundingClientRect().height };
    });
    figures.push(`/: topo com ${Math.round(r.topo)} px de ${TELA.height} (${Math.round(100 * r.topo / TELA.height)} %); categorias até y = ${Math.round(Math.max(...r.cats.map((c) => c.base)))} px`);
    assert(r.cats.length === 4, `${r.cats.length} categorias em .categorias, esperadas 4`);
    for (const c of r.cats) {
      assert(c.base <= TELA.height, `a categoria “${c.texto}” termina em y = ${Math.round(c.base)}, fora da primeira tela`);
      assert(c.alto >= 44 && c.largo >= 44, `a categoria “${c.texto}” mede ${Math.round(c.largo)} × ${Math.round(c.alto)} px, menos que 44 × 44`);
    }
    assert(r.topo <= 0.2 * TELA.height, `o topo mede ${Math.round(r.topo)} px, mais que 20 % de ${TELA.height}`);
    // every section has a way back to the menu
    const semVolta = await page.evaluate(() => [...document.querySelectorAll('main section[aria-labelledby]')]
      .filter((s) => !s.querySelector('a[href="#menu"]')).map((s) => s.getAttribute('aria-labelledby')));
    assert(semVolta.length === 0, `seções sem link de volta ao menu: ${semVolta.join(', ')}`);
  });

  for (const width of [768, 1280]) {
    await check(`${width} px: o topo numa linha só`, async (page) => {
      await page.goto(origin + resolucao);
      const r = await page.evaluate(() => {
        const caixas = ['.topo .marca', '.navegacao', '.busca input', '.busca button'].map((s) => {
          const b = document.querySelector(s).getBoundingClientRect();
          return { s, topo: b.top, base: b.bottom };
        });
        return { caixas, alto: document.querySelector('header.topo').getBoundingClientRect().height };
      });
      const [min, max] = [Math.min(...r.caixas.map((c) => c.topo)), Math.max(...r.caixas.map((c) => c.topo))];
      const baixo = r.caixas.filter((c) => c.topo >= min + 30).map((c) => c.s);
      assert(baixo.length === 0 && max - min < 30, `em mais de uma linha: ${baixo.join(', ')} abaixo da primeira (alturas ${r.caixas.map((c) => `${c.s} ${Math.round(c.topo)}`).join(', ')})`);
    }, { viewport: { width, height: 800 } });
  }

  const luminancia = (rgb) => {
    const c = rgb.map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
  };
  const contraste = (a, b) => {
    const [x, y] = [luminancia(a), luminancia(b)].sort((p, q) => q - p);
    return (x + 0.05) / (y + 0.05);
  };
  for (const colorScheme of ['light', 'dark']) {
    await check(`link profundo (${colorScheme === 'dark' ? 'escuro' : 'claro'}): destaque ≥ 3:1, norma e artigo visíveis, ferramentas de citação`, async (page) => {
      const exemplos = ['resolucao-antt-6033-2023#art149_par3', 'resolucao-antt-6033-2023#art151_par3_inc6',
        'lei-12852-2013#art32_cpt_inc1', 'decreto-8537-2015#art13_par1_inc3', 'lei-10741-2003#art40'];
      const ruins = [];
      for (const ex of exemplos) {
        const [slug, id] = ex.split('#');
        await page.goto(`${origin}/legislacao/${slug}/#${id}`);
        await page.locator(`[id="${id}"] .ferramentas button`).first().waitFor({ timeout: 10000 }).catch(() => {});
        const r = await page.evaluate((id) => {
          const el = document.getElementById(id);
          const cs = getComputedStyle(el);
          const antes = getComputedStyle(el, '::before');
          const rgb = (s) => (s.match(/[\d.]+/g) || []).slice(0, 3).map(Number);
          // the page's background: the first opaque one up from the target's parent
          let fundo = null;
          for (let e = el.parentElement; e && !fundo; e = e.parentElement) {
            const bg = getComputedStyle(e).backgroundColor;
            if (!/rgba\(.*,\s*0\)$/.test(bg) && bg !== 'transparent') fundo = rgb(bg);
          }
          const box = el.getBoundingClientRect();
          const botoes = [...el.querySelectorAll(":scope > .ferramentas > button")].map((b) => b.textContent.trim());
          return {
            barra: rgb(cs.borderLeftColor), larguraBarra: parseFloat(cs.borderLeftWidth), realce: rgb(cs.backgroundColor), fundo: fundo || [255, 255, 255],
            antes: antes.content, topo: box.top, alto: innerHeight, citacao: el.getAttribute('data-citacao'), botoes,
          };
        }, id);
        const c = contraste(r.barra, r.fundo);
        const artigo = (r.citacao.match(/art\.\s\d+(?:-[A-Z])?/) || [''])[0];
        const norma = r.citacao.split(',')[0];
        if (!(c >= 3 && r.larguraBarra >= 3)) ruins.push(`${ex}: barra ${r.larguraBarra}px com contraste ${c.toFixed(2)}:1 contra o fundo da página`);
        if (!(r.topo >= 0 && r.topo < r.alto / 2)) ruins.push(`${ex}: o alvo começa em y = ${Math.round(r.topo)}, não no alto da tela`);
        if (!r.antes.includes(norma) || !r.antes.includes(artigo)) ruins.push(`${ex}: acima do alvo ${r.antes}, sem “${norma}” e “${artigo}”`);
        if (r.botoes.join('|') !== 'Copiar citação|Compartilhar') ruins.push(`${ex}: ferramentas ${JSON.stringify(r.botoes)}`);
      }
      assert(ruins.length === 0, ruins.join('; '));
    }, { colorScheme });
  }

  // axe.mjs visits every page as it loads; here the states it does not
  // see: a deep link with its tools, the table of contents open beside the
  // text, in both schemes.
  const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  for (const colorScheme of ['light', 'dark']) {
    for (const viewport of [TELA, { width: 1280, height: 800 }]) {
      await check(`axe 0 num link profundo a ${viewport.width} px (${colorScheme === 'dark' ? 'escuro' : 'claro'})`, async (page) => {
        await page.goto(`${origin}${resolucao}#art149_par3`);
        await page.locator('#art149_par3 .ferramentas button').first().waitFor({ timeout: 10000 });
        await page.evaluate(axeSource);
        const r = await page.evaluate(() => window.axe.run(document, {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
          resultTypes: ['violations'],
        }));
        const v = r.violations.flatMap((x) => x.nodes.map((n) => `${x.id}: ${n.target.join(' ')}`));
        assert(v.length === 0, v.join('; '));
      }, { colorScheme, viewport });
    }
  }

  // Previous / next article (js/navegar.js), as a person uses it: on a
  // phone, in the middle of the Resolução, "Próximo artigo" brings the next
  // article to the top of the screen, Enter again the one after it,
  // "Artigo anterior" goes back, "Voltar ao sumário" lands in the table of
  // contents on the current article; three tab stops in all, 44 px high,
  // no layout shift while reading, hidden when printed and without
  // JavaScript.
  await check('navegação entre artigos: próximo, anterior e sumário levam ao artigo na tela', async (page) => {
    await observarCLS(page);
    await page.goto(origin + resolucao);
    // above the text the bar would only cover its start: it shows in the text
    await page.waitForFunction(() => document.querySelector('[data-navegar-artigos] button'), null, { timeout: 10000 });
    assert(!(await page.locator('[data-navegar-artigos]').isVisible()), 'a barra aparece antes do texto, sobre o seu começo');
    const barra = page.getByRole('navigation', { name: 'Artigos' });
    const artigos = await page.evaluate(() => [...document.querySelectorAll('.texto-norma .dispositivo.artigo')]
      .map((a) => ({ id: a.id, rotulo: a.querySelector('.rotulo').textContent.replace(/\u00a0/g, ' ').replace(/\.$/, '') })));
    const i = artigos.findIndex((a) => a.id === 'art149');
    assert(i > 0 && i + 2 < artigos.length, `art. 149 não está no meio dos artigos (${artigos.map((a) => a.id).join(', ')})`);
    // where the article is on screen, and what the bar says
    const naTela = (id) => page.evaluate((id) => {
      const b = document.getElementById(id).getBoundingClientRect();
      const barra = document.querySelector('[data-navegar-artigos]').getBoundingClientRect();
      return { topo: b.top, alto: innerHeight, barraTopo: barra.top };
    }, id);
    // the bar names its buttons after the article on the screen: wait until
    // "Artigo anterior" names quer
    const anteriorE = (quer) => page.waitForFunction((quer) => {
      const b = document.querySelector('[data-navegar-artigos] button');
      return b && (b.getAttribute('aria-label') || b.textContent).replace(/\u00a0/g, ' ').replace(/[←→]/g, '').trim() === quer;
    }, quer, { timeout: 5000 }).catch(() => {});
    const nomes = () => barra.getByRole('button').evaluateAll((bs) => bs.map((b) => (b.getAttribute('aria-label') || b.textContent).replace(/\u00a0/g, ' ').replace(/[←→]/g, '').trim()));
    await rolarAte(page, 'art149');
    await barra.waitFor({ state: 'visible', timeout: 5000 });
    const botoes = await barra.getByRole('button').count();
    assert(botoes === 3, `a barra tem ${botoes} botões, quero 3`);
    let n = await nomes();
    assert(n[0] === `Artigo anterior: ${artigos[i - 1].rotulo}` && n[2] === `Próximo artigo: ${artigos[i + 1].rotulo}`, `em art. 149 a barra diz ${JSON.stringify(n)}`);
    const proximo = barra.getByRole('button', { name: /^Próximo artigo/ });
    await proximo.click();
    let r = await naTela(artigos[i + 1].id);
    assert(r.topo >= 0 && r.topo < r.alto / 3, `depois de “Próximo artigo”, ${artigos[i + 1].id} está em y = ${Math.round(r.topo)} (tela de ${r.alto})`);
    await anteriorE(`Artigo anterior: ${artigos[i].rotulo}`);
    n = await nomes();
    assert(n[0] === `Artigo anterior: ${artigos[i].rotulo}`, `depois de “Próximo artigo” o anterior é ${JSON.stringify(n[0])}`);
    // the focus stays on the button: Enter goes on
    assert(await proximo.evaluate((b) => b === document.activeElement), 'o foco não ficou no botão “Próximo artigo”');
    await page.keyboard.press('Enter');
    r = await naTela(artigos[i + 2].id);
    assert(r.topo >= 0 && r.topo < r.alto / 3, `Enter de novo: ${artigos[i + 2].id} em y = ${Math.round(r.topo)}`);
    await anteriorE(`Artigo anterior: ${artigos[i + 1].rotulo}`);
    await barra.getByRole('button', { name: /^Artigo anterior/ }).click();
    r = await naTela(artigos[i + 1].id);
    assert(r.topo >= 0 && r.topo < r.alto / 3, `depois de “Artigo anterior”, ${artigos[i + 1].id} em y = ${Math.round(r.topo)}`);
    assert(r.barraTopo > r.alto - 80, `a barra começa em y = ${Math.round(r.barraTopo)}, não no pé da tela`);
    const cls = await page.evaluate(() => window.__cls);
    figures.push(`navegação entre artigos a 320 × 568: 3 paradas de Tab, CLS ${cls.toFixed(4)} depois de rolar e navegar`);
    assert(cls === 0, `CLS ${cls.toFixed(4)} ao navegar entre artigos`);
    const alturas = await barra.getByRole('button').evaluateAll((bs) => bs.map((b) => b.getBoundingClientRect()).map((b) => Math.min(b.width, b.height)));
    assert(alturas.every((a) => a >= 24), `botões da barra com ${alturas.map(Math.round).join(', ')} px, menos que 24`);
    await barra.getByRole('button', { name: 'Voltar ao sumário' }).click();
    const foco = await page.evaluate(() => {
      const a = document.activeElement;
      const b = a.getBoundingClientRect();
      return { noSumario: !!a.closest('.sumario'), href: a.getAttribute('href'), topo: b.top, base: b.bottom, alto: innerHeight };
    });
    assert(foco.noSumario && foco.href === `#${artigos[i + 1].id}`, `“Voltar ao sumário” pôs o foco em ${JSON.stringify(foco)}`);
    assert(foco.topo >= 0 && foco.base <= foco.alto, `a entrada do sumário focada está fora da tela (y = ${Math.round(foco.topo)})`);
    await page.emulateMedia({ media: 'print' });
    assert(await page.locator('[data-navegar-artigos]').evaluate((b) => getComputedStyle(b).display) === 'none', 'a barra aparece na impressão');
  });

  await check('navegação entre artigos pelo teclado: ao entrar no texto, a barra aparece a um Shift+Tab', async (page) => {
    await page.goto(origin + resolucao);
    await page.waitForFunction(() => document.querySelector('[data-navegar-artigos] button'), null, { timeout: 10000 });
    await page.locator('.texto-norma a.rotulo').first().focus();
    await page.locator('[data-navegar-artigos]').waitFor({ state: 'visible', timeout: 5000 });
    await page.keyboard.press('Shift+Tab');
    const nome = await page.evaluate(() => document.activeElement.closest('[data-navegar-artigos]') && document.activeElement.textContent.replace(/\u00a0/g, ' ').trim());
    assert(nome && /^Próximo artigo: Art\. \d+/.test(nome), `Shift+Tab a partir do primeiro rótulo foca ${JSON.stringify(nome)}, não “Próximo artigo”`);
    await page.keyboard.press('Enter');
    // the article the button named is now at the top of the screen
    const destino = nome.replace(/^Próximo artigo: /, '').replace(/\s*→$/, '');
    const topo = await page.evaluate((destino) => {
      const a = [...document.querySelectorAll('.texto-norma .dispositivo.artigo')]
        .find((x) => x.querySelector('.rotulo').textContent.replace(/\u00a0/g, ' ').replace(/\.$/, '') === destino);
      return a ? a.getBoundingClientRect().top / innerHeight : null;
    }, destino);
    assert(topo !== null && topo >= 0 && topo < 1 / 3, `Enter em “Próximo artigo” (${destino}) deixou o artigo em ${topo === null ? 'lugar nenhum' : topo.toFixed(2)} da tela`);
  });

  await check('navegação entre artigos: sem JavaScript, nenhuma barra', async (page) => {
    await page.goto(origin + resolucao);
    const visivel = await page.evaluate(() => [...document.querySelectorAll('[data-navegar-artigos]')].some((b) => b.checkVisibility()));
    assert(!visivel, 'a barra aparece sem JavaScript, sem botões que funcionem');
  }, { javaScriptEnabled: false });

  // The later amendments the content records, in the status sentence of
  // the pages as built (content/README.md, alteracoes).
  await check('alterações posteriores na frase de situação das normas', async (page) => {
    const esperado = {
      // a norm with an earlier wording says which is in force and links the other (generator/redacoes.go)
      '/legislacao/lei-10741-2003/': 'redação em vigor, dada pela Lei nº 14.423, de 22 de julho de 2022; redação de 01/10/2003 (o que mudou)',
      [resolucao]: 'alterações posteriores: ato(s) não identificado(s) nas nossas fontes (em partes não publicadas aqui)',
      '/legislacao/lei-8899-1994/': 'não registramos alterações posteriores',
    };
    const ruins = [];
    for (const [path, frase] of Object.entries(esperado)) {
      await page.goto(origin + path);
      const t = (await page.locator('.norma-cabecalho .publicado').innerText()).replace(/\u00a0/g, ' ');
      if (!t.includes(`conferido em `) || !t.includes(frase)) ruins.push(`${path}: ${JSON.stringify(t)}`);
    }
    assert(ruins.length === 0, `sem a frase esperada: ${ruins.join('; ')}`);
  });

  // Point in time (generator/redacoes.go), as a lawyer reads it: from the
  // Estatuto in force to its 2003 wording in one click, then to what changed.
  await check('redação anterior a um clique e a comparação palavra por palavra', async (page) => {
    const estatuto = '/legislacao/lei-10741-2003/';
    await page.goto(origin + estatuto + '#art40_cpt_inc1');
    const marca = page.locator('#art40_cpt_inc1 > .marca-redacao');
    const texto = (await marca.innerText()).replace(/\u00a0/g, ' ');
    assert(texto.includes('Redação desde 22/07/2022') && texto.includes('Lei nº 14.423'), `art. 40, I sem a marca da alteração: ${JSON.stringify(texto)}`);
    assert(await page.locator('#art40 > .marca-redacao').count() === 0, 'o caput do art. 40, que não mudou, tem a marca de alteração');
    await marca.getByRole('link', { name: /Redação anterior/ }).click();
    await page.waitForURL(/\/redacao\/2003-10-01\/#art40_cpt_inc1$/);
    const aviso = (await page.locator('.aviso-redacao').innerText()).replace(/\u00a0/g, ' ');
    assert(aviso.includes('Redação de 01/10/2003, que não está em vigor') && aviso.includes('Lei nº 14.423, de 22 de julho de 2022'), `sem o aviso de redação anterior: ${JSON.stringify(aviso)}`);
    const antigo = (await page.locator('#art40_cpt_inc1 > .texto').innerText()).replace(/\u00a0/g, ' ');
    assert(antigo.includes('para idosos com renda') && antigo.includes('salários-mínimos'), `o art. 40, I de 2003 não tem a redação original: ${JSON.stringify(antigo)}`);
    assert(await page.locator('#art40_cpt_inc1').isVisible(), 'o art. 40, I não está na tela');
    await page.getByRole('link', { name: 'Comparar as duas, palavra por palavra' }).click();
    await page.waitForURL(/\/comparacao\/$/);
    const linha = page.locator('#art40_cpt_inc1');
    const removido = (await linha.locator('del').allInnerTexts()).join(' | ');
    const inserido = (await linha.locator('ins').allInnerTexts()).join(' | ');
    assert(/idosos/.test(removido) && /salários-mínimos/.test(removido), `o que saiu do art. 40, I não está riscado: ${removido}`);
    assert(/pessoas idosas/.test(inserido) && /salários mínimos/.test(inserido), `o que entrou no art. 40, I não está sublinhado: ${inserido}`);
    const decoracao = await linha.locator('ins').first().evaluate((e) => getComputedStyle(e).textDecorationLine);
    assert(decoracao.includes('underline'), `o texto inserido não é sublinhado (${decoracao}): a cor não pode ser o único sinal`);
    assert(await page.locator('#art40.linha-comparacao').count() === 0, 'o caput do art. 40 aparece como alterado');
  });

  await check('"Copiar citação" copia o rótulo e o endereço canônico com #id', async (page, context) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    // hashchange is a task of its own, and a busy browser handles the next
    // key press first (CI saw it): withheld here, the tools must still be
    // in place for the Tab right after Enter
    await page.addInitScript(() => window.addEventListener('hashchange', (e) => e.stopImmediatePropagation(), true));
    await page.goto(origin + resolucao);
    // the keyboard path: Tab to a label (the permalink), Enter, Tab to the tools
    const rotulo = page.locator('#art149_par3 > .texto > a.rotulo');
    await rotulo.focus();
    await page.keyboard.press('Enter');
    assert(await page.evaluate(() => location.hash) === '#art149_par3', 'Enter no rótulo não levou a #art149_par3');
    await page.keyboard.press('Tab');
    const foco = await page.evaluate(() => document.activeElement && document.activeElement.textContent.trim());
    assert(foco === 'Copiar citação', `o Tab depois do rótulo foca “${foco}”, não “Copiar citação”`);
    await page.keyboard.press('Enter');
    // the button says it copied (js/citacao.js marks it data-feito)
    await page.waitForFunction(() => document.activeElement && document.activeElement.hasAttribute('data-feito'), null, { timeout: 5000 }).catch(() => {});
    const copiado = await page.evaluate(() => navigator.clipboard.readText());
    const esperado = `Resolução ANTT nº 6.033/2023, art. 149, § 3º — ${canonico(resolucao)}#art149_par3`;
    assert(copiado === esperado, `copiado ${JSON.stringify(copiado)}, esperado ${JSON.stringify(esperado)}`);
    assert(!copiado.includes(origin) || canonico(resolucao).startsWith(origin), 'a citação usa o endereço do servidor de teste, não o canônico');
  }, { sozinha: true }); // the clipboard is the browser's, not the context's

  // The guide, the norms, the list, the search and 404 (the kit's and the
  // calculator's pages write their own text: their templates have
  // semQuebra too, and are checked by their own scripts).
  const paginasDeLeitura = pages.filter((p) => p === '/' || p.startsWith('/legislacao/') || p === '/busca/' || p === '/404.html');
  await check('sem quebra dentro de citações (espaços não separáveis) no guia, nas normas, na busca e na 404', async (page) => {
    const ruins = [];
    for (const path of paginasDeLeitura) {
      await page.goto(origin + path);
      const r = await page.evaluate(() => {
        const t = document.querySelector('main').textContent;
        const re = /(?:^|[^\p{L}])((?:[Aa]rts?\.|§§?|[Nn]\.?º) +\S)|(\p{L} +[Nn]\.?º)/gu;
        return [...t.matchAll(re)].slice(0, 3).map((m) => (m[1] || m[2]));
      });
      if (r.length) ruins.push(`${path}: ${r.map((s) => JSON.stringify(s)).join(', ')}`);
    }
    assert(ruins.length === 0, `espaço comum onde a citação não pode quebrar: ${ruins.join('; ')}`);
  }, { javaScriptEnabled: false });

  await check('alvos de 24 × 24 px para links e botões lado a lado (WCAG 2.5.8)', async (page) => {
    const ruins = [];
    for (const path of [...pages, `${resolucao}#art149_par3`]) {
      await page.goto(origin + path);
      await ocioso(page); // the scripts have added their buttons
      const r = await page.evaluate(() => {
        const alvos = [...document.querySelectorAll('main a[href], main button, main summary, footer a[href]')]
          .filter((e) => e.checkVisibility())
          .map((e) => ({ e, rs: [...e.getClientRects()].filter((b) => b.width > 0 && b.height > 0) }))
          .filter((x) => x.rs.length);
        const pequenos = [];
        for (const a of alvos) {
          for (const b of a.rs) {
            if (b.width >= 24 && b.height >= 24) continue;
            // spacing exception: a 24 px circle on the target's centre
            // touches no other target
            const cx = b.left + b.width / 2; const cy = b.top + b.height / 2;
            const perto = alvos.find((o) => o !== a && !o.e.contains(a.e) && !a.e.contains(o.e) && o.rs.some((q) => {
              const dx = Math.max(q.left - cx, 0, cx - q.right); const dy = Math.max(q.top - cy, 0, cy - q.bottom);
              return dx * dx + dy * dy < 144;
            }));
            if (perto) {
              pequenos.push(`“${a.e.textContent.trim().slice(0, 20)}” ${Math.round(b.width)}×${Math.round(b.height)} junto de “${perto.e.textContent.trim().slice(0, 20)}”`);
              break;
            }
          }
        }
        return pequenos.slice(0, 4);
      });
      if (r.length) ruins.push(`${path}: ${r.join(', ')}`);
    }
    assert(ruins.length === 0, ruins.join('; '));
  });

  // The results are drawn in batches (busca.js, mostrarPagina): the region is
  // aria-busy until the last is in. Wait for a link and for the last batch,
  // not only for the first link (a guide section drawn before the law's).
  const resultadosProntos = (page) => page.waitForFunction(() => {
    const r = document.getElementById('busca-resultados');
    return r && r.querySelector('a') && !r.hasAttribute('aria-busy');
  }, null, { timeout: 15000 }).catch(() => {});

  const buscas = [
    { q: 'trem', deve: /ferroviari/ },
    { q: 'ônibus', deve: /rodoviari|onibus/ },
    // "embarcação" is not a synonym of barco: its stem is that of
    // embarcar/embarque, which brought the boarding rules (/#cancelamento)
    { q: 'barco', deve: /aquaviari|embarcac/, guia: ['/#jovem'], semGuia: ['/#cancelamento'] },
    // the youth's and the elderly's sections quote the decrees' "inclusive travessias"
    { q: 'balsa', deve: /aquaviari/, guia: ['/#jovem', '/#pessoa-idosa'], semGuia: ['/#cancelamento'] },
    { q: 'ID Jovem', deve: /identidade jovem|id jovem/ },
    { q: 'idoso', deve: /idos/ },
    // Decreto nº 9.921/2019: the elderly on trains (art. 39) and the fees it leaves out (art. 44)
    { q: 'idoso trem', deve: /idosa.*ferroviari/, guia: ['/#pessoa-idosa'] },
    { q: 'pedágio', deve: /pedagio.*beneficio tarifario/ },
    // Lei nº 11.975/2009: the delay section of the guide and the law's articles
    { q: 'atraso', deve: /atraso/, guia: ['/#atraso'] },
    { q: 'hospedagem', deve: /hospedagem/, guia: ['/#atraso'] },
    { q: 'alimentação', deve: /alimentacao/, guia: ['/#atraso'] },
    { q: 'ônibus quebrou', guia: ['/#atraso'] },
  ];
  await check('busca com as palavras do dia a dia: uma seção do guia e os dispositivos', async (page) => {
    const ruins = [];
    for (const { q, deve, guia = [], semGuia = [] } of buscas) {
      await page.goto(`${origin}/busca/?q=${encodeURIComponent(q)}`);
      await resultadosProntos(page);
      const r = await page.evaluate(() => ({
        guia: [...document.querySelectorAll('#busca-resultados .resultado-guia a')].map((a) => a.getAttribute('href')),
        dispositivos: [...document.querySelectorAll('#busca-resultados li:not(.resultado-guia)')].map((li) => ({
          href: li.querySelector('a').getAttribute('href'), texto: li.textContent,
        })),
      }));
      // without deve, the guide alone answers (no text of the law says "quebrou")
      const relevantes = deve ? r.dispositivos.filter((d) => d.href.startsWith('/legislacao/') && deve.test(fold(d.texto))) : [];
      figures.push(`busca “${q}”: ${r.guia.length} seção(ões) do guia, ${r.dispositivos.length} dispositivo(s)${deve ? `, ${relevantes.length} com ${deve}` : ''}`);
      if (r.guia.length === 0) ruins.push(`“${q}”: nenhuma seção do guia`);
      for (const g of guia) if (!r.guia.includes(g)) ruins.push(`“${q}”: sem a seção ${g} do guia (${r.guia.join(', ')})`);
      for (const g of semGuia) if (r.guia.includes(g)) ruins.push(`“${q}”: traz a seção ${g}, que não trata disso`);
      if (deve && relevantes.length === 0) ruins.push(`“${q}”: nenhum dispositivo com ${deve} (${r.dispositivos.slice(0, 3).map((d) => d.href).join(', ')})`);
    }
    assert(ruins.length === 0, ruins.join('; '));
  });

  // The court decisions (content/jurisprudencia) are documents of the index:
  // the court's acronym, a word of the ementa and the kind of page find them.
  await check('busca: “STJ”, “pedágio” e “jurisprudência” trazem as decisões judiciais', async (page) => {
    const ruins = [];
    for (const { q, decisao } of [
      { q: 'STJ', decisao: '/jurisprudencia/stj-resp-1543465-rs/' },
      { q: 'pedágio', decisao: '/jurisprudencia/stj-resp-1543465-rs/' },
      { q: 'jurisprudência', decisao: '/jurisprudencia/trf3-ac-0007694-43-2000-4-03-6000-ms/' },
    ]) {
      await page.goto(`${origin}/busca/?q=${encodeURIComponent(q)}`);
      await resultadosProntos(page);
      const hrefs = await page.evaluate(() => [...document.querySelectorAll('#busca-resultados li a')].map((a) => a.getAttribute('href')));
      const decisoes = hrefs.filter((h) => h.startsWith('/jurisprudencia/'));
      figures.push(`busca “${q}”: ${decisoes.length} decisão(ões) judicial(is) entre ${hrefs.length} resultados`);
      if (!hrefs.includes(decisao)) ruins.push(`“${q}”: sem ${decisao} (${hrefs.slice(0, 5).join(', ')})`);
    }
    assert(ruins.length === 0, ruins.join('; '));
  });

  await check('busca sem JavaScript: guarda a consulta e oferece o guia e as normas', async (page) => {
    await page.goto(origin + resolucao);
    await page.fill('#busca-q', 'idosos');
    await Promise.all([page.waitForURL(/\/busca\/\?q=idosos/), page.press('#busca-q', 'Enter')]);
    const r = await page.evaluate(() => ({
      valor: document.getElementById('busca-q').value,
      texto: document.querySelector('main').innerText,
      guia: document.querySelectorAll('main a[href^="/#"]').length,
      normas: document.querySelectorAll('main a[href^="/legislacao/"]').length,
    }));
    assert(r.valor === 'idosos', `o campo de busca volta com ${JSON.stringify(r.valor)}, não “idosos”`);
    assert(r.texto.includes('“idosos”'), 'a página não diz o que foi buscado');
    assert(r.guia >= 4 && r.normas >= normas.length, `a página oferece ${r.guia} seções do guia e ${r.normas} normas`);
  }, { javaScriptEnabled: false });

  await check('sem deslocamento de layout (CLS 0): resultados, página de norma, link profundo, rolando a página', async (page) => {
    await observarCLS(page);
    const ruins = [];
    for (const path of ['/busca/?q=idoso', resolucao, `${resolucao}#art151_par3_inc6`, '/']) {
      await page.goto(origin + path);
      if (path.startsWith('/busca/')) await page.locator('#busca-resultados a').first().waitFor({ timeout: 15000 });
      await ocioso(page); // a late shift (the icon, a script's drawing) has had its chance
      await esperarQuadros(page);
      const cls = await page.evaluate(() => window.__cls);
      figures.push(`CLS ${path} a 320 × 568: ${cls.toFixed(4)}`);
      if (cls > 0) ruins.push(`${path}: CLS ${cls.toFixed(4)}`);
    }
    // scrolling the whole page down, and up from a deep link near its end,
    // must move nothing on the screen
    for (const [path, sentido] of [[resolucao, 1], [`${resolucao}#art155`, -1], ['/', 1], ['/#textos', -1]]) {
      await page.goto(origin + path);
      await ocioso(page);
      await page.mouse.move(100, 200);
      const antes = await page.evaluate(() => window.__cls);
      const onde = () => page.evaluate(() => ({ cls: window.__cls, y: scrollY, fim: document.documentElement.scrollHeight - innerHeight }));
      const chegou = (r) => (sentido > 0 ? r.y >= r.fim - 2 : r.y <= 2);
      for (let k = 0; k < 200 && !chegou(await onde()); k++) {
        await page.mouse.wheel(0, sentido * 300);
        await rolagemParada(page);
      }
      await esperarQuadros(page);
      const r = await onde();
      figures.push(`CLS ${path} rolando para ${sentido > 0 ? 'baixo' : 'cima'} a 320 × 568: ${(r.cls - antes).toFixed(4)}`);
      if (!chegou(r)) ruins.push(`${path}: a rolagem parou em y = ${Math.round(r.y)} (fim ${Math.round(r.fim)})`);
      if (r.cls > antes) ruins.push(`${path}: CLS ${(r.cls - antes).toFixed(4)} rolando`);
    }
    assert(ruins.length === 0, ruins.join('; '));
  });

  await check('impressão da Resolução (A4): margens, sem endereço de remissão da mesma página, endereço canônico no rodapé', async (page) => {
    await page.goto(origin + resolucao);
    await page.locator('[data-acoes-norma] button', { hasText: 'Imprimir' }).waitFor({ timeout: 10000 });
    // what beforeprint does (Chromium's page.pdf does not fire it)
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: false });
    const tmp = mkdtempSync(join(tmpdir(), 'leitura-'));
    try {
      const arq = join(tmp, 'resolucao.pdf');
      writeFileSync(arq, pdf);
      const bbox = spawnSync('pdftotext', ['-bbox', arq, '-'], { encoding: 'utf8', maxBuffer: 64 << 20 });
      assert(!bbox.error, `pdftotext não rodou (${bbox.error && bbox.error.message}): instale poppler-utils (make deps)`);
      const pagina = bbox.stdout.match(/<page width="([\d.]+)" height="([\d.]+)">/);
      assert(pagina, 'o PDF não tem páginas');
      const [w, h] = [Number(pagina[1]), Number(pagina[2])];
      assert(Math.abs(w - 595.3) < 2 && Math.abs(h - 841.9) < 2, `página de ${w} × ${h} pt, não A4`);
      const palavras = [...bbox.stdout.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)]
        .map((m) => ({ x0: +m[1], y0: +m[2], x1: +m[3], y1: +m[4], t: m[5] }))
        // the page number ("3 / 8") is in the bottom margin by design (@page @bottom-right)
        .filter((p) => !/^(\d+|\/)$/.test(p.t));
      const mm = 72 / 25.4;
      const margem = {
        esquerda: Math.min(...palavras.map((p) => p.x0)) / mm, direita: (w - Math.max(...palavras.map((p) => p.x1))) / mm,
        topo: Math.min(...palavras.map((p) => p.y0)) / mm, base: (h - Math.max(...palavras.map((p) => p.y1))) / mm,
      };
      figures.push(`PDF da Resolução: ${(bbox.stdout.match(/<page /g) || []).length} páginas A4, margens mínimas ${Object.entries(margem).map(([k, v]) => `${k} ${v.toFixed(1)} mm`).join(', ')}`);
      for (const [lado, v] of Object.entries(margem)) assert(v >= 10, `margem ${lado} de ${v.toFixed(1)} mm (menos de 10 mm)`);
      const texto = spawnSync('pdftotext', ['-layout', arq, '-'], { encoding: 'utf8', maxBuffer: 64 << 20 }).stdout;
      const plano = texto.replace(/\s+/g, '');
      const proprio = canonico(resolucao);
      assert(!/<#art|\/resolucao-antt-6033-2023\/#art/.test(plano), 'o PDF imprime o endereço de uma remissão da mesma página');
      assert(plano.includes(`Endereçodestapágina:${proprio}`), `o PDF não tem “Endereço desta página: ${proprio}”`);
      assert(/impressoem\d\d\/\d\d\/\d{4}/.test(plano), 'o PDF não tem a data de impressão');
      assert(plano.includes('DABPE'), 'os reparos (dobrados na tela) não aparecem abertos no PDF');
      assert(plano.includes('<http') || !/href="\/legislacao\/(?!resolucao)/.test(readFileSync(join(dir, 'legislacao/resolucao-antt-6033-2023/index.html'), 'utf8').replace(/<a class="rotulo"[^>]*>/g, '')),
        'as remissões para outras páginas perderam o endereço impresso');
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });

  // A court decision's marker (content/jurisprudencia) is printed with the
  // dispositivo it concerns, followed by the decision's address.
  await check('impressão de uma norma com decisões judiciais: as marcas saem no papel com o endereço da decisão', async (page) => {
    const norma = '/legislacao/decreto-3691-2000/';
    await page.goto(origin + norma);
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await page.emulateMedia({ media: 'print' });
    const hrefs = await page.evaluate(() => [...document.querySelectorAll('.decisao-marca a')].map((a) => a.getAttribute('href')));
    assert(hrefs.length > 0, `${norma} sem marca de decisão judicial`);
    const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: false });
    const tmp = mkdtempSync(join(tmpdir(), 'leitura-'));
    try {
      const arq = join(tmp, 'norma.pdf');
      writeFileSync(arq, pdf);
      const texto = spawnSync('pdftotext', ['-layout', arq, '-'], { encoding: 'utf8', maxBuffer: 64 << 20 });
      assert(!texto.error, `pdftotext não rodou (${texto.error && texto.error.message}): instale poppler-utils (make deps)`);
      const plano = texto.stdout.replace(/\s+/g, '');
      const faltam = hrefs.filter((h) => !plano.includes(`<${canonico(h)}>`));
      assert(plano.includes('Decisãojudicial:'), 'o PDF não tem as marcas de decisão judicial');
      assert(faltam.length === 0, `o PDF não imprime o endereço de ${faltam.join(', ')}`);
      figures.push(`PDF de ${norma}: ${hrefs.length} marca(s) de decisão judicial com o endereço da decisão`);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });
  // "Ouvir" (js/ouvir.js, issue 28): a fake speechSynthesis with local and
  // remote voices, put in the page before its scripts; the page must pick
  // a local pt-BR voice, read what the screen shows, pause, resume and stop,
  // and show no control when only remote voices exist.
  const falaFalsa = (vozes) => {
    window.__vozes = vozes;
    window.__faladas = [];
    window.__fala = { pausas: 0, retomadas: 0, cancelamentos: 0 };
    const ouvintes = [];
    window.__mudarVozes = (v) => { window.__vozes = v; for (const f of ouvintes) f(new Event('voiceschanged')); };
    const falsa = {
      getVoices: () => window.__vozes.map((v) => Object.assign({ default: false, voiceURI: v.name }, v)),
      speak: (u) => window.__faladas.push({ texto: u.text, voz: u.voice ? u.voice.name : null, local: u.voice ? u.voice.localService : null, lang: u.lang }),
      cancel: () => { window.__fala.cancelamentos++; },
      pause: () => { window.__fala.pausas++; },
      resume: () => { window.__fala.retomadas++; },
      addEventListener: (t, f) => { if (t === 'voiceschanged') ouvintes.push(f); },
      removeEventListener: () => {},
    };
    Object.defineProperty(window, 'speechSynthesis', { value: falsa, configurable: true });
    window.SpeechSynthesisUtterance = class { constructor(t) { this.text = t; this.voice = null; this.lang = ''; } addEventListener() {} };
  };
  const VOZES = [
    { name: 'Remota Brasil', lang: 'pt-BR', localService: false },
    { name: 'Local Portugal', lang: 'pt-PT', localService: true },
    { name: 'Local Brasil', lang: 'pt-BR', localService: true },
    { name: 'Local English', lang: 'en-US', localService: true },
  ];
  const SO_REMOTAS = [{ name: 'Remota Brasil', lang: 'pt-BR', localService: false }, { name: 'Local English', lang: 'en-US', localService: true }];
  const RESULTADO = '/calculadora/?cat=idoso&modal=rodoviario&uo=SP&ud=MG&conv=sim&ed=2026-12-24&eh=09:30&ini=sim&vg=2&tarifa=150,01&te=8,50&passo=resultado';
  // the words of the screen, as a person reads them (citations left out)
  const naTela = (loc) => loc.evaluate((e) => { const c = e.cloneNode(true); for (const x of c.querySelectorAll('.calc-citacoes, .ouvir')) x.remove(); return c.textContent.replace(/\s+/g, ' ').trim(); });

  await check('"Ouvir" na resposta da calculadora: só voz local pt-BR, lê o resultado, o próximo passo e o prazo que estão na tela; pausar, continuar, parar', async (page) => {
    await page.addInitScript(falaFalsa, VOZES);
    await page.goto(origin + RESULTADO);
    await page.waitForSelector('[data-pedido] h1', { timeout: 60000 });
    const ouvir = page.getByRole('button', { name: 'Ouvir: a resposta', exact: true });
    await ouvir.click();
    const faladas = await page.evaluate(() => window.__faladas);
    assert(faladas.length === 1, `${faladas.length} falas`);
    const f = faladas[0];
    assert(f.voz === 'Local Brasil' && f.local === true && f.lang === 'pt-BR', `voz usada: ${JSON.stringify(f)} (quer a local pt-BR)`);
    const titulo = await naTela(page.locator('[data-pedido] h1'));
    const proximo = await naTela(page.locator('[data-pedido] section[aria-labelledby="calc-proximo"]'));
    assert(f.texto.startsWith(titulo), `a fala não começa pelo resultado na tela ("${titulo}"): "${f.texto.slice(0, 120)}"`);
    assert(proximo.length > 20 && f.texto.includes(proximo), `a fala não traz o próximo passo como está na tela ("${proximo.slice(0, 120)}"): "${f.texto}"`);
    assert(/\d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/.test(f.texto), `a fala não traz o prazo: "${f.texto}"`);
    await page.getByRole('button', { name: 'Pausar', exact: true }).click();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await page.getByRole('button', { name: 'Parar', exact: true }).click();
    const fala = await page.evaluate(() => window.__fala);
    assert(fala.pausas === 1 && fala.retomadas === 1 && fala.cancelamentos >= 2, `pausar/continuar/parar: ${JSON.stringify(fala)}`);
    assert(await ouvir.isVisible() && await page.getByRole('button', { name: 'Parar', exact: true }).isHidden(), 'depois de parar, "Ouvir" não voltou');
  });

  await check('"Ouvir" escondido quando só há vozes remotas (ou nenhuma pt local); aparece quando chega uma voz local', async (page) => {
    await page.addInitScript(falaFalsa, SO_REMOTAS);
    await page.goto(origin + RESULTADO);
    await page.waitForSelector('[data-pedido] h1', { timeout: 60000 });
    assert(await page.locator('.ouvir').count() === 1 && await page.locator('.ouvir').isHidden(), 'com só vozes remotas, o controle "Ouvir" está à vista');
    assert(await page.getByRole('button', { name: /^Ouvir/ }).count() === 0, 'com só vozes remotas, um botão "Ouvir" acessível');
    await page.goto(origin + '/legislacao/lei-10741-2003/#art40');
    await page.locator('[id="art40"] .ferramentas').waitFor({ timeout: 10000 });
    assert(await page.locator('[id="art40"] .ouvir').isHidden(), 'no dispositivo, com só vozes remotas, "Ouvir" à vista');
    assert((await page.evaluate(() => window.__faladas.length)) === 0, 'algo foi falado com voz remota');
    await page.evaluate(() => window.__mudarVozes([{ name: 'Local Brasil', lang: 'pt-BR', localService: true }]));
    await page.getByRole('button', { name: 'Ouvir: o dispositivo', exact: true }).waitFor({ timeout: 5000 })
      .catch(() => { throw new Error('uma voz local chegou (voiceschanged) e "Ouvir" não apareceu'); });
  });

  await check('"Ouvir" num dispositivo (link profundo): lê as palavras do dispositivo na tela, com a voz local', async (page) => {
    await page.addInitScript(falaFalsa, VOZES);
    await page.goto(origin + '/legislacao/lei-10741-2003/#art40');
    await page.getByRole('button', { name: 'Ouvir: o dispositivo', exact: true }).click({ timeout: 10000 });
    const f = (await page.evaluate(() => window.__faladas))[0];
    assert(f && f.voz === 'Local Brasil', `voz: ${JSON.stringify(f)}`);
    const texto = await page.locator('[id="art40"]').evaluate((e) => { const c = e.cloneNode(true); for (const x of c.querySelectorAll('.ferramentas')) x.remove(); return c.textContent.replace(/\s+/g, ' ').trim(); });
    assert(texto.length > 50 && f.texto.replace(/\.$/, '') === texto.replace(/\.$/, ''), `a fala não é o texto do dispositivo:\n  fala: ${f.texto.slice(0, 200)}\n  tela: ${texto.slice(0, 200)}`);
    assert(!f.texto.includes('Copiar citação'), 'a fala lê os botões');
  });
  await terminar();
} finally {
  await browser.close();
  server.stop();
}
for (const f of figures) console.log(`  ${f}`);
if (failures.length) fail(failures, 'leitura');
console.log(`leitura: ${checks.length} verificações passaram`);
