// teclado.mjs: the calculator with the keyboard only, as a person who does
// not use a mouse (review 2026-12-03, issue 28: "Keyboard: 80 key presses
// from the home page to task a's answer"), in headless Chromium against
// "gerar serve":
//
//   - task a of the review (a person of 60 or more, by boat from Amazonas to
//     Pará, next week) from the home page to the answer's headline, with
//     Tab, Shift+Tab, the arrows, Space and Enter to move and choose, the
//     digits of the date and the hour typed, and the first letters of a
//     state's name typed in its list (what a person does there rather than
//     press the arrow 14 times): every key press counted,
//     at most 50 (LIMITE); the path is the one a keyboard user takes (the
//     skip link, Tab to the control, the arrows in a group of options or a
//     list, Enter to send the form), never a click;
//   - every key press of the path leaves the focus on an element that is on
//     the screen, not covered by another element (a sticky bar) and drawn
//     with a visible focus ring (an outline of 2 px or more, or a shadow);
//   - on every step of the path, at 360 × 640 and at 1280 × 800, every
//     control of the question (options, fields, lists, the links of the
//     help text, the button) is reached by Tab from the question, each
//     visible when focused the same way.
//
// Usage: node teclado.mjs [public-dir]. Exits 1 with the list of failures.
import { existsSync } from 'node:fs';
import { publicDir, startServer, chromiumPath, watch, fail, assert } from './lib.mjs';

const LIMITE = 50;
const dir = publicDir();
const server = await startServer(dir);
const origin = server.origin;
// Chromium in Brazilian Portuguese: its date and time fields take the
// digits as a person here types them (dd/mm/aaaa, 24 h); lib.mjs's launch
// flags plus --lang.
const { chromium } = await import('playwright-core');
if (!existsSync(chromiumPath)) fail([`${chromiumPath} não existe: instale o pacote chromium`]);
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--disable-quic', '--lang=pt-BR'],
});
const failures = [];
const figures = [];

// Fixed clock: 10/12/2026 10:00 in São Paulo; "next week" is 17/12/2026.
const AGORA = new Date('2026-12-10T13:00:00Z');
const IDOSO = 'Pessoa com 60 anos ou mais, com renda de até 2 salários mínimos';

// Task a, step by step (the form's data-passo): the option to choose in a
// group (its label), the value to choose in a list (select name → value),
// the digits to type in a field (name → keys). A step not listed is left
// as it is (optional questions: Enter sends it).
const TAREFA_A = {
  categoria: { opcao: IDOSO },
  meio: { opcao: 'De barco' },
  navegacao: { opcao: 'Não: em rio, lago, lagoa ou baía' },
  trajeto: { listas: [['uo', 'AM'], ['ud', 'PA']] },
  fuso: { opcao: 'Não (horário de Manaus)' },
  convencional: { opcao: 'Sim' },
  embarque: { digitar: [['ed', '17122026'], ['eh', '0800']] },
  inicio: { opcao: 'Sim, embarco onde a linha começa' },
};

// What the focused element looks like: whether it is on the screen, not
// covered, with a focus ring; a description for the messages.
const focoVisivel = (page) => page.evaluate(() => {
  const e = document.activeElement;
  if (!e || e === document.body) return { ok: false, onde: 'nada focado (body)' };
  const nome = `${e.tagName.toLowerCase()}${e.name ? `[name=${e.name}]` : ''} “${(e.getAttribute('aria-label') || e.innerText || e.value || '').trim().slice(0, 40)}”`;
  // a link broken over two lines is tested on its first line's box
  const r = e.getClientRects()[0] || e.getBoundingClientRect();
  const problemas = [];
  if (r.width < 1 || r.height < 1) problemas.push('sem tamanho');
  if (r.bottom <= 0 || r.top >= innerHeight || r.right <= 0 || r.left >= innerWidth) problemas.push(`fora da tela (${Math.round(r.top)} px)`);
  else {
    const x = Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1);
    const y = Math.min(Math.max(r.top + Math.min(r.height / 2, 10), 0), innerHeight - 1);
    const em = document.elementFromPoint(x, y);
    const dele = em && (e.contains(em) || em.contains(e) || (e.labels && Array.from(e.labels).some((l) => l.contains(em))));
    if (!dele) problemas.push(`coberto por ${em ? em.tagName.toLowerCase() + (em.className ? '.' + String(em.className).split(' ')[0] : '') : 'nada'}`);
  }
  // the focus inside a native widget's own part (the calendar button of a
  // date field, after its last segment): the browser draws that ring
  if (!e.matches(':focus')) return { ok: problemas.length === 0, onde: nome + ' (parte do campo)', problemas };
  const cs = getComputedStyle(e);
  const anel = (cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) >= 2) || (cs.boxShadow && cs.boxShadow !== 'none');
  if (!anel) problemas.push(`sem anel de foco (outline ${cs.outlineStyle} ${cs.outlineWidth})`);
  return { ok: problemas.length === 0, onde: nome, problemas };
});

// The order the browser's date field takes the digits in (its own
// locale's: day first in pt-BR, month first in en-US), as its user knows
// it: found on a blank page, outside the counted path.
async function ordemDaData(context) {
  const p = await context.newPage();
  await p.setContent('<input type="date" id="d">');
  await p.focus('#d');
  await p.keyboard.type('17122026');
  const v = await p.inputValue('#d');
  await p.close();
  return v === '2026-12-17' ? (d) => d : (d) => d.slice(2, 4) + d.slice(0, 2) + d.slice(4);
}

// One run of task a. contar: the key presses are counted; varrer: on each
// step every control is first reached by Tab (not counted: it is a check,
// not the path) and the focus goes back to the question.
async function tarefa(page, { contar, varrer, rotulo, ordem }) {
  let teclas = 0;
  const caminho = [];
  // navega: the key follows a link (the focus is the new place's, checked
  // on the next key)
  const tecla = async (k, navega = false) => {
    await page.keyboard.press(k);
    if (contar) { teclas++; caminho.push(k); }
    if (navega) return;
    const f = await focoVisivel(page);
    assert(f.ok, `${rotulo}: depois de ${k} o foco está em ${f.onde}: ${(f.problemas || []).join(', ')}`);
  };
  // Tab until pred(activeElement) holds
  const tabAte = async (pred, arg, o) => {
    for (let i = 0; i < 60; i++) {
      if (await page.evaluate(pred, arg)) return;
      await tecla('Tab');
    }
    throw new Error(`${rotulo}: ${o} não é alcançado com Tab`);
  };

  await page.goto(origin + '/');
  // the skip link, then the first link of the page's content
  await tecla('Tab');
  assert(await page.evaluate(() => document.activeElement.getAttribute('href') === '#conteudo'), `${rotulo}: o primeiro Tab não leva ao link “Pular para o conteúdo”`);
  await tecla('Enter', true);
  await tabAte(() => document.activeElement.getAttribute('href') === '/calculadora/', null, 'o link “Tenho direito?”');
  await tecla('Enter', true);

  const vistos = [];
  for (let passo = 0; passo < 20; passo++) {
    await page.waitForFunction(() => document.querySelector('[data-calculadora] form[data-passo] h1, [data-calculadora] [data-pedido] h1'), null, { timeout: 20000 })
      .catch(async () => { throw new Error(`${rotulo}: depois de ${vistos.join(', ')}, nem pergunta nem resposta: “${(await page.locator('main').innerText()).slice(0, 200)}”`); });
    if (await page.locator('[data-calculadora] [data-pedido]').count()) break;
    const id = await page.locator('[data-calculadora] form[data-passo]').getAttribute('data-passo');
    vistos.push(id);
    // a new page (the calculator's first question) starts from its top:
    // the skip link; a question after another has the focus in it
    if (await page.evaluate(() => document.activeElement === document.body)) {
      await tecla('Tab');
      assert(await page.evaluate(() => document.activeElement.getAttribute('href') === '#conteudo'), `${rotulo} › ${id}: o primeiro Tab não leva ao link “Pular para o conteúdo”`);
      await tecla('Enter', true);
    } else {
      await page.waitForFunction(() => document.activeElement && document.activeElement.matches('[data-calculadora] form h1, [data-calculadora] form input, [data-calculadora] form select'), null, { timeout: 5000 })
        .catch(() => { throw new Error(`${rotulo} › ${id}: a pergunta apareceu sem o foco nela`); });
    }
    if (varrer) {
      const foco = await page.evaluate(() => document.activeElement.tagName === 'H1' ? null : 1);
      await varrerPasso(page, `${rotulo} › ${id}`);
      // the sweep leaves the focus on the question's heading; a first page
      // is left as the skip link left it
      if (foco) await page.evaluate(() => document.activeElement.blur());
    }
    const plano = TAREFA_A[id] || {};
    if (plano.opcao) {
      await tabAte((n) => document.activeElement.type === 'radio', null, `${id}: as opções`);
      const alvo = page.getByLabel(plano.opcao, { exact: true });
      assert(await alvo.count() === 1, `${rotulo} › ${id}: sem a opção “${plano.opcao}”`);
      for (let i = 0; i < 12 && !(await alvo.isChecked()); i++) {
        const focada = await alvo.evaluate((e) => e === document.activeElement);
        await tecla(focada ? 'Space' : 'ArrowDown');
      }
      assert(await alvo.isChecked(), `${rotulo} › ${id}: “${plano.opcao}” não foi escolhida com as setas`);
    }
    for (const [nome, valor] of plano.listas || []) {
      await tabAte((n) => document.activeElement.name === n, nome, `${id}: a lista ${nome}`);
      // a person types the first letters of the state's name (the list
      // jumps to it), or uses the arrows when fewer keys reach it
      const sel = page.locator(`[data-calculadora] select[name="${nome}"]`);
      const [atual, quer, texto] = await sel.evaluate((s, v) => {
        const i = Array.from(s.options).findIndex((o) => o.value === v);
        return [s.selectedIndex, i, s.options[i].text];
      }, valor);
      let letras = 0;
      for (let n = 1; n <= texto.length; n++) {
        const ok = await page.evaluate(([t, n]) => {
          const s = document.createElement('select');
          for (const o of document.activeElement.options) s.add(new Option(o.text, o.value));
          const p = t.slice(0, n).toLowerCase();
          return Array.from(s.options).find((o) => o.text.toLowerCase().startsWith(p)).text === t;
        }, [texto, n]);
        if (ok) { letras = n; break; }
      }
      if (letras && letras < Math.abs(quer - atual)) {
        for (const ch of texto.slice(0, letras)) await tecla(ch);
      } else {
        for (let i = 0; i < 40 && (await sel.inputValue()) !== valor; i++) await tecla(quer > atual ? 'ArrowDown' : 'ArrowUp');
      }
      assert((await sel.inputValue()) === valor, `${rotulo} › ${id}: ${nome} não chegou a ${valor} com as setas`);
    }
    for (const [nome, digitos] of plano.digitar || []) {
      await tabAte((n) => document.activeElement.name === n, nome, `${id}: o campo ${nome}`);
      const tipo = await page.evaluate(() => document.activeElement.type);
      for (const d of tipo === 'date' ? ordem(digitos) : digitos) {
        await page.keyboard.press(d);
        if (contar) { teclas++; caminho.push(d); }
      }
      // this machine's Chromium lacks the Portuguese time format and draws
      // a 12-hour field (an AM/PM part after the minutes): one more key,
      // counted (on a phone or a desktop in Portuguese the field has 24 h)
      if (tipo === 'time' && !(await page.evaluate(() => document.activeElement.value))) await tecla('ArrowUp');
    }
    for (const [nome, digitos] of plano.digitar || []) {
      const v = await page.locator(`[data-calculadora] [name="${nome}"]`).inputValue();
      const quer = nome === 'ed' ? `${digitos.slice(4)}-${digitos.slice(2, 4)}-${digitos.slice(0, 2)}` : `${digitos.slice(0, 2)}:${digitos.slice(2)}`;
      assert(v === quer, `${rotulo} › ${id}: ${nome} ficou “${v}”, digitado ${digitos}`);
    }
    // Enter sends the form from where the focus is; from the question's
    // heading (nothing to answer), Tab to the first field first
    if (await page.evaluate(() => document.activeElement.tagName === 'H1')) await tecla('Tab');
    // Enter in a list does not send a form: Tab to the button
    if (await page.evaluate(() => document.activeElement.tagName === 'SELECT')) {
      await tabAte(() => document.activeElement.type === 'submit', null, `${id}: o botão`);
    }
    const antes = await page.evaluate(() => location.href);
    await tecla('Enter', true);
    await page.waitForFunction((a) => location.href !== a || document.querySelector('[data-calculadora] [data-pedido]'), antes, { timeout: 10000 })
      .catch(() => { throw new Error(`${rotulo} › ${id}: Enter não enviou a pergunta`); });
  }
  const h1 = page.locator('[data-calculadora] [data-pedido] h1');
  await h1.waitFor({ timeout: 20000 });
  const titulo = await h1.innerText();
  assert(/viajar de graça/.test(titulo), `${rotulo}: a resposta diz “${titulo}”`);
  return { teclas, caminho, vistos, titulo };
}

// Every control of the step, reached by Tab from its question, each visible
// when focused; then the focus back on the question (not counted).
async function varrerPasso(page, onde) {
  const controles = await page.evaluate(() => {
    const f = document.querySelector('[data-calculadora] form[data-passo]');
    const todos = Array.from(f.querySelectorAll('a[href], button, input, select, textarea, summary'))
      .filter((e) => !e.disabled && e.getClientRects().length);
    // a group of options is one tab stop (its checked or first option)
    const nomes = new Set();
    return todos.filter((e) => !(e.type === 'radio' && (nomes.has(e.name) || !nomes.add(e.name)))).length;
  });
  await page.locator('[data-calculadora] form[data-passo] h1').focus();
  const alcancados = [];
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const dentro = await page.evaluate(() => !!document.activeElement.closest('[data-calculadora] form[data-passo]'));
    if (!dentro) break;
    const f = await focoVisivel(page);
    assert(f.ok, `${onde}: com Tab, ${f.onde}: ${f.problemas.join(', ')}`);
    // a date or time field takes several Tabs (its segments): one control
    if (await page.evaluate(() => { const e = document.activeElement; const novo = !e.hasAttribute('data-teclado'); e.setAttribute('data-teclado', ''); return novo; })) alcancados.push(f.onde);
  }
  await page.evaluate(() => document.querySelectorAll('[data-teclado]').forEach((e) => e.removeAttribute('data-teclado')));
  assert(alcancados.length === controles, `${onde}: ${alcancados.length} de ${controles} controles alcançados com Tab (${alcancados.join('; ')})`);
  await page.locator('[data-calculadora] form[data-passo] h1').focus();
}

const tamanhos = [{ width: 1280, height: 800 }, { width: 360, height: 640 }];
try {
  for (const viewport of tamanhos) {
    for (const modo of [{ contar: true, varrer: false }, { contar: false, varrer: true }]) {
      const rotulo = `tarefa a, ${viewport.width} × ${viewport.height}${modo.varrer ? ', todos os controles' : ''}`;
      const context = await browser.newContext({ viewport, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.clock.setFixedTime(AGORA);
      const seen = await watch(page, origin);
      try {
        const r = await tarefa(page, { ...modo, rotulo, ordem: await ordemDaData(context) });
        if (modo.contar) {
          figures.push(`${rotulo}: ${r.teclas} teclas até “${r.titulo}” (${r.vistos.length} perguntas: ${r.vistos.join(', ')})`);
          figures.push(`  ${r.caminho.join(' ')}`);
          assert(r.teclas <= LIMITE, `${rotulo}: ${r.teclas} teclas da página inicial à resposta, o limite é ${LIMITE}`);
        }
      } catch (err) {
        failures.push(err.message.split('\n')[0]);
      }
      for (const p of seen) failures.push(`${rotulo}: ${p}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.stop();
}
for (const f of figures) console.log(`  ${f}`);
if (failures.length) fail(failures, 'teclado');
console.log('teclado: ok');
