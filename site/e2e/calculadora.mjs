// calculadora.mjs: the calculator pages (/calculadora/, /calculadora/reembolso/,
// /calculadora/atraso/)
// used as a person would, in headless Chromium against "gerar serve":
//
//   - scenarios answered by clicking, choosing and typing, step by step; on
//     each result the request the page built (data-pedido) is given to the
//     command-line calculator (calculator/cmd/calculadora), and the page must
//     show what the CLI answers: the outcome sentence, every note and
//     document, the amounts in R$, the deadlines, and every citation link
//     right after the sentence it grounds;
//   - axe-core, 0 violations on every step and every result, light and dark,
//     and every step moves the focus to its heading;
//   - the W3C checker (vnu), 0 errors on the DOM of every step and result;
//   - a prefilled URL, a hostile URL (validated, never injected as HTML), the
//     back link, the error summary, "Alterar" from the result page;
//   - after a first visit, with the network off, a reload still answers;
//   - a browser in America/Sao_Paulo asking about a terminal in Acre sees the
//     terminal's time with its zone; Fernando de Noronha's override;
//   - every href a result can show (the engine's catalogue of sentences in
//     calculator/frases.md, the help texts of the pages, every link seen on a
//     result) resolves to an element of the built site.
//
// The time is fixed (page.clock) so that the scenarios are the same every day;
// `agora` is still whatever the page reads from the browser's clock.
// Usage: node calculadora.mjs [public-dir]. Exits 1 with the list of failures.
import { readFileSync, existsSync, mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publicDir, repoDir, e2eDir, startServer, launch, watch, fail, assert } from './lib.mjs';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

const dir = publicDir();
for (const p of ['calculadora/index.html', 'calculadora/reembolso/index.html', 'calculadora/atraso/index.html']) {
  if (!existsSync(join(dir, p))) fail([`${dir}/${p} não existe: as páginas da calculadora não foram geradas`]);
}
const tmp = mkdtempSync(join(tmpdir(), 'calculadora-e2e-'));
process.on('exit', () => rmSync(tmp, { recursive: true, force: true }));

// The command-line calculator, built once from this checkout.
const cli = join(tmp, 'calculadora');
{
  const b = spawnSync(process.env.GO || 'go', ['build', '-o', cli, './calculator/cmd/calculadora'], { cwd: repoDir, encoding: 'utf8' });
  if (b.status !== 0) fail([`go build ./calculator/cmd/calculadora falhou: ${b.stderr || b.error}`]);
}
function perguntarCLI(pedido) {
  const r = spawnSync(cli, [], { input: pedido, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`calculadora (CLI) terminou com ${r.status}: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

// How a Brazilian reader writes money and times, written again here (not
// imported from the page) so that a mistake in the page's formatting shows.
const reais = (c) => {
  const a = Math.abs(c);
  return (c < 0 ? '−' : '') + 'R$ ' + String(Math.floor(a / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.') + ',' + String(a % 100).padStart(2, '0');
};
const dataHora = (rfc) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2})?([+-]\d{2}):(\d{2})$/.exec(rfc);
  if (!m) throw new Error(`instante inesperado ${rfc}`);
  return { texto: `${m[3]}/${m[2]}/${m[1]} às ${m[4]}:${m[5]}`, utc: `UTC${m[6].replace('-', '−')}:${m[7]}` };
};
const dataBR = (iso) => iso.split('-').reverse().join('/');

// Fixed clock: 10/12/2026 10:00 in São Paulo.
const AGORA = new Date('2026-12-10T13:00:00Z');

const server = await startServer(dir);
const origin = server.origin;
const browser = await launch();
const failures = [];
const checks = [];
const hrefsVistos = new Set();
const snapshots = new Map(); // key → html, for vnu
let axeRuns = 0;
const passosAnalisados = new Set();
let rodados = 0;

// The calculator pages' main bundle (/assets/calculadora-HASH.js: esbuild's
// hash has no "-"), not calculadora-motor.js (the engine's worker's script;
// the pages' first script, calculadora-inicio.js, is written into them).
const PACOTE_CALCULADORA = /\/assets\/calculadora-[A-Z0-9]+\.js$/;
// Results opened from their address (a bookmark, a shared link).
const RESULTADO_BENEFICIO = 'cat=jovem&modal=rodoviario&uo=SP&ud=MG&conv=sim&ed=2026-12-24&eh=09:30&ini=sim&vg=1&tarifa=150,01&te=8,50&passo=resultado';
const RESULTADO_REEMBOLSO = 'op=cancelar&modal=rodoviario&uf=SP&canal=nao_presencial&cd=2026-12-06&ch=20:00&tarifa=150&te=8,50&aprazo=nao&ed=2026-12-24&eh=09:30&uso=nao&m3=nao&prot=ainda&passo=resultado';

async function novaPagina(opcoes = {}) {
  const context = await browser.newContext({ colorScheme: opcoes.colorScheme || 'light', reducedMotion: 'reduce', timezoneId: opcoes.timezoneId || 'America/Sao_Paulo', locale: 'pt-BR', javaScriptEnabled: opcoes.javaScriptEnabled !== false });
  const page = await context.newPage();
  if (opcoes.javaScriptEnabled !== false) await page.clock.setFixedTime(AGORA);
  const seen = await watch(page, origin);
  return { context, page, seen };
}

async function axe(page, onde) {
  const loaded = await page.evaluate(() => !!window.axe);
  if (!loaded) await page.evaluate(axeSource);
  const result = await page.evaluate((values) => window.axe.run(document, { runOnly: { type: 'tag', values }, resultTypes: ['violations'] }), axeTags);
  axeRuns++;
  const out = [];
  for (const v of result.violations) {
    for (const node of v.nodes) out.push(`${onde}: axe ${v.id} (${v.impact}): ${v.help} — ${node.target.join(' ')}`);
  }
  if (out.length) throw new Error(out.join('\n      '));
}

async function guardar(page, chave) {
  if (!snapshots.has(chave)) snapshots.set(chave, await page.content());
}

const h1 = (page) => page.locator('main h1:visible').first();

async function esperarPasso(page, titulo) {
  await page.waitForFunction((t) => {
    const h = document.querySelector('[data-calculadora] form h1');
    return h && (t instanceof RegExp ? t.test(h.textContent) : h.textContent.includes(t));
  }, titulo, { timeout: 10000 }).catch(async () => {
    throw new Error(`esperava a pergunta "${titulo}", a página mostra "${await h1(page).innerText().catch(() => '?')}"`);
  });
}

// Answers one step the way a person does: reads the question, clicks the
// labels, chooses from the lists, types; then presses the button.
async function responder(page, passo, ctx) {
  await esperarPasso(page, passo.pergunta);
  // a new question takes the focus to its heading, or to its first control
  // (options, list, date, time: teclado.mjs, issue 28) inside the fieldset
  // whose legend is the question, which a screen reader reads with it
  const focado = await page.evaluate(() => {
    const e = document.activeElement;
    if (!e) return 'nada';
    if (e.tagName === 'H1') return 'H1';
    const fs = e.closest('[data-calculadora] form > fieldset');
    const primeiro = fs && fs.querySelector('input, select, a[href]');
    const mesmo = primeiro && (primeiro === e || (primeiro.type === 'radio' && e.type === 'radio' && primeiro.name === e.name));
    return mesmo && fs.querySelector(':scope > legend h1') && /^(radio|date|time|select-one)$/.test(e.type) ? 'H1' : `${e.tagName} ${e.type || ''}`;
  });
  if (ctx.focoNoTitulo) assert(focado === 'H1', `"${passo.pergunta}": o foco está em ${focado}, não no título da pergunta nem no seu primeiro controle`);
  ctx.focoNoTitulo = true;
  const id = await page.locator('[data-calculadora] form').getAttribute('data-passo');
  if (ctx.barco) {
    // the boat flow speaks of boats: no bus words, no citation of the bus Resolution
    const form = page.locator('[data-calculadora] form');
    const texto = await form.innerText();
    const hrefs = await form.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    assert(!/poltronas|executivo, leito|ônibus/i.test(texto), `${ctx.nome} › ${id}: palavras do ônibus no fluxo do barco: "${texto.slice(0, 200)}"`);
    assert(!hrefs.some((h) => h.includes('resolucao-antt')), `${ctx.nome} › ${id}: cita a Resolução ANTT (ônibus) no fluxo do barco: ${hrefs.join(', ')}`);
  }
  // the questions fit the moment and the mode (review 2026-12-03, finding
  // 9): the zone in words, never an offset; the benefit is asked for before
  // a ticket exists; no toll on a train or a boat
  {
    const texto = await page.locator('[data-calculadora] form').innerText();
    assert(!/UTC/.test(texto), `${ctx.nome} › ${id}: a pergunta fala em UTC: "${texto.slice(0, 200)}"`);
    if (ctx.pagina === 'beneficio') assert(!/marcad[ao]s no bilhete/i.test(texto), `${ctx.nome} › ${id}: pergunta pelo bilhete antes de a pessoa ter um: "${texto.slice(0, 200)}"`);
    if (ctx.semPedagio) assert(!/pedágio/i.test(texto), `${ctx.nome} › ${id}: pergunta o pedágio numa viagem de trem ou de barco`);
  }
  // each step once per theme: its markup is the same in every scenario
  const chave = `${ctx.pagina}-${id}-${ctx.tema}`;
  if (ctx.axe && !passosAnalisados.has(chave)) {
    passosAnalisados.add(chave);
    await axe(page, `${ctx.nome} › ${id} (${ctx.tema})`);
  }
  if (ctx.vnu) await guardar(page, `${ctx.pagina}-${id}`);
  for (const [rotulo, valor] of passo.escolher || []) await page.getByLabel(rotulo, { exact: true }).selectOption(valor);
  for (const rotulo of passo.marcar || []) await page.getByLabel(rotulo, { exact: true }).check();
  for (const [grupo, rotulo] of passo.grupos || []) await page.getByRole('group', { name: grupo }).getByLabel(rotulo, { exact: true }).check();
  for (const [rotulo, valor] of passo.digitar || []) {
    const campo = page.getByLabel(rotulo, { exact: true });
    await campo.fill('');
    await campo.pressSequentially(valor);
  }
  for (const [rotulo, valor] of passo.data || []) await page.getByLabel(rotulo, { exact: true }).fill(valor);
  const botao = passo.botao || 'Continuar';
  await page.getByRole('button', { name: botao, exact: true }).click();
}

async function lerResultado(page) {
  await page.waitForSelector('[data-calculadora] [data-pedido]', { timeout: 20000 }).catch(async () => {
    throw new Error(`nenhum resultado apareceu; a página mostra "${await h1(page).innerText().catch(() => '?')}"`);
  });
  const area = page.locator('[data-calculadora] [data-pedido]');
  const pedido = await area.getAttribute('data-pedido');
  return { area, pedido, resposta: perguntarCLI(pedido) };
}

// The sentence texto must be on the page, followed by exactly the links of
// fundamentos, in order.
async function conferirFrase(area, texto, fundamentos, onde) {
  const el = area.locator('p, li').filter({ hasText: texto });
  const n = await el.count();
  assert(n >= 1, `${onde}: a frase não aparece: "${texto.slice(0, 100)}…"`);
  const hrefs = await el.first().evaluate((e) => Array.from(e.querySelectorAll('.calc-citacoes a')).map((a) => a.getAttribute('href')));
  const esperado = (fundamentos || []).map((c) => c.href);
  assert(JSON.stringify(hrefs) === JSON.stringify(esperado), `${onde}: "${texto.slice(0, 60)}…" cita ${hrefs.join(', ') || 'nada'}, a CLI ${esperado.join(', ') || 'nada'}`);
  for (const h of esperado) hrefsVistos.add(h);
}

async function conferir(page, ctx) {
  const { area, pedido, resposta: x } = await lerResultado(page);
  const onde = `${ctx.nome} (${ctx.tema})`;
  assert(x.ok, `${onde}: a CLI recusou o pedido da página ${pedido}: ${JSON.stringify(x.erros)}`);
  const texto = await area.innerText();
  const tem = (s, o) => assert(texto.includes(s), `${onde}: a página não mostra ${o} "${s}"`);
  const resumo = x.operacao === 'beneficio' ? x.beneficio : x.operacao === 'reembolso' ? x.regra
    : x.operacao === 'atraso' ? (x.direitos === null ? 'null' : x.direitos.map((d) => d.codigo).join(' ')) : `valido=${x.valido}`;
  if (ctx.espera) assert(ctx.espera === resumo, `${onde}: a CLI responde ${resumo} para o pedido da página, o cenário espera ${ctx.espera}: ${pedido}`);
  const tituloOk = await area.locator('h1').count();
  assert(tituloOk === 1, `${onde}: o resultado tem ${tituloOk} títulos h1`);
  if (x.operacao === 'beneficio') {
    await conferirFrase(area, x.motivo, x.motivoFundamentos, `${onde} motivo`);
    for (const [i, d] of x.documentos.entries()) await conferirFrase(area, d, x.documentosFundamentos[i], `${onde} documento ${i + 1}`);
    if (x.valores) {
      for (const k of ['tarifa', 'taxaEmbarque', 'pedagio', 'outras', 'total']) tem(reais(x.valores[k]), `o valor ${k}`);
      const total = await area.locator('table.calc-valores tr.calc-total td').innerText();
      assert(total === reais(x.valores.total), `${onde}: total na tabela ${total}, a CLI ${reais(x.valores.total)}`);
    }
    // Each deadline the engine names in a sentence is on the page once, in
    // that sentence; one already past is never an instruction (a step of
    // "O que fazer agora"): it is the answer's condition.
    const agoraMs = Date.parse(JSON.parse(pedido).agora);
    for (const k of ['solicitarAte', 'apresentarAte', 'comprarAPartirDe']) {
      const v = x.prazos[k];
      const dd = area.locator(`[data-prazo="${k}"]`);
      if (!v) {
        assert(await dd.count() === 0, `${onde}: a página mostra um prazo ${k} que a CLI não dá`);
        continue;
      }
      const { texto: quando } = dataHora(v);
      if (!x.notas.some((n) => n.texto.includes(quando))) continue;
      assert(await dd.count() >= 1, `${onde}: o prazo ${k} (${quando}) não está marcado na página`);
      const t = await dd.first().innerText();
      assert(t.includes(quando), `${onde}: prazo ${k}: a página diz "${t}", a CLI ${v} (${quando})`);
      const instrucao = await dd.first().evaluate((e) => !!e.closest('.calc-passos'));
      if (Date.parse(v) <= agoraMs) assert(!instrucao, `${onde}: o prazo ${k} (${quando}) já passou e aparece como instrução: "${t}"`);
      else assert(instrucao, `${onde}: o prazo ${k} (${quando}) não está em "O que fazer agora"`);
    }
    if (await area.locator('.calc-passos [data-prazo]').count()) {
      const fuso = await area.locator('.calc-fuso').innerText();
      assert(/horário d[eo] \S/.test(fuso), `${onde}: os horários não dizem o fuso em palavras: "${fuso}"`);
    }
    // one fact, once: no sentence of the engine twice
    for (const n of x.notas) {
      const vezes = await area.locator('p, li').filter({ hasText: n.texto }).count();
      assert(vezes === 1, `${onde}: a frase aparece ${vezes} vezes: "${n.texto.slice(0, 80)}…"`);
    }
  } else if (x.operacao === 'reembolso') {
    if (x.direito && x.valores) {
      for (const k of ['tarifa', 'taxas', 'total']) tem(reais(x.valores[k]), `o valor ${k}`);
      const p = await area.locator('[data-prazo="pagarAte"]').innerText();
      const esperado = x.imediato ? 'na hora' : x.pagarAte ? `até ${dataBR(x.pagarAte)}.` : 'depois de quitada a dívida';
      assert(p.toLowerCase().includes(esperado), `${onde}: prazo do pagamento "${p}", a CLI ${x.imediato ? 'imediato' : x.pagarAte}`);
      // rules revision 4 (R2): the rise of the fare, when there is one
      if (x.valores.diferencaTarifa) tem(reais(x.valores.diferencaTarifa), 'a alta da tarifa');
    }
  } else if (x.operacao === 'atraso') {
    // every right in its own sentence, with exactly its citations
    for (const [i, d] of (x.direitos || []).entries()) await conferirFrase(area, d.texto, d.fundamentos, `${onde} direito ${i + 1} (${d.codigo})`);
    for (const k of ['direitoAPartirDe', 'continuidadeAte']) {
      const v = x.prazos[k];
      const dd = area.locator(`[data-prazo="${k}"]`);
      if (!v) {
        assert(await dd.count() === 0, `${onde}: a página mostra um prazo ${k} que a CLI não dá`);
        continue;
      }
      const t = await dd.innerText();
      const { texto: quando } = dataHora(v);
      // local time first, the zone in words (the offset only where two zones meet)
      assert(t.includes(quando) && /horário d[eo] \S/.test(t), `${onde}: prazo ${k}: a página diz "${t}", a CLI ${v} (${quando}, com o fuso em palavras)`);
    }
    for (const k of ['reembolso', 'diferenca']) if (x.valores[k] !== null) tem(reais(x.valores[k]), `o valor ${k}`);
  } else if (x.operacao === 'remarcacao') {
    tem(`até ${dataBR(x.validoAte)}`, 'a validade');
    if (x.valido) for (const k of ['diferenca', 'taxaCobravel']) tem(reais(x[k]), `o valor ${k}`);
    // rules revision 4 (R2): a credit other than the price paid is shown
    if (x.valido && x.credito !== JSON.parse(pedido).valorPago) tem(reais(x.credito), 'o crédito do bilhete');
    tem(reais(x.totalAPagar > 0 ? x.totalAPagar : x.totalAReceber), 'o total');
  }
  for (const [i, n] of x.notas.entries()) await conferirFrase(area, n.texto, n.fundamentos, `${onde} nota ${i + 1}`);
  const links = await area.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  for (const c of x.fundamentos) {
    assert(links.includes(c.href), `${onde}: falta o link de ${c.rotulo} (${c.href})`);
    hrefsVistos.add(c.href);
  }
  // every answer leads to its complaint letter (issue 28), whose fragment
  // is the letter's state, not an anchor: its page must exist
  const reclamar = links.filter((h) => h.startsWith('/reclamacao/#'));
  assert(reclamar.length === 1, `${onde}: ${reclamar.length} links para a carta de reclamação`);
  assert(JSON.stringify(JSON.parse(new URLSearchParams(reclamar[0].split('#')[1]).get('p'))) === JSON.stringify(JSON.parse(pedido)), `${onde}: a carta de reclamação não leva o pedido da resposta`);
  for (const h of links) if (h.startsWith('/') && !h.startsWith('/calculadora')) hrefsVistos.add(h.startsWith('/reclamacao/#') ? '/reclamacao/' : h);
  if (ctx.axe) await axe(page, `${onde} › resultado`);
  if (ctx.vnu) await guardar(page, `${ctx.pagina}-resultado-${ctx.nome}`);
  if (ctx.focoResultado !== false) {
    const foco = await page.evaluate(() => document.activeElement && document.activeElement.tagName);
    assert(foco === 'H1', `${onde}: depois de "Ver resultado" o foco está em ${foco}, não no título do resultado`);
  }
  return { x, pedido: JSON.parse(pedido) };
}

// ------------------------------------------------------------------ scenarios

const continuar = (pergunta, extra = {}) => Object.assign({ pergunta }, extra);
const categoria = (rotulo) => continuar('Quem vai viajar', { marcar: [rotulo] });
const meio = (rotulo) => continuar('Como vai ser a viagem', { marcar: [rotulo] });
const estados = (de, para) => continuar('Entre quais estados', { escolher: [['Estado onde você embarca', de], ['Estado onde você desce', para]] });
const convencional = (r) => continuar('serviço convencional', { marcar: [r] });
const embarque = (d, h) => continuar('Quando começa a sua viagem', { data: [['Data', d], ['Hora', h]] });
const inicio = (r) => continuar('ponto inicial da linha?', { marcar: [r] });
const vagas = (g, d) => continuar('Quantas vagas', { digitar: [...(g !== undefined ? [['Vagas gratuitas já concedidas (opcional)', g]] : []), ...(d !== undefined ? [['Vagas com desconto já concedidas (opcional)', d]] : [])] });
const precos = (t, te, pd) => continuar('Quanto custa a passagem', {
  botao: 'Ver resultado',
  digitar: [['Menor preço da passagem à venda agora (opcional)', t], ...(te ? [['Taxa de embarque (opcional)', te]] : []), ...(pd ? [['Pedágio (opcional)', pd]] : [])],
});

const JOVEM = 'Jovem de 15 a 29 anos, de baixa renda, com a ID Jovem';
const IDOSO = 'Pessoa com 60 anos ou mais, com renda de até 2 salários mínimos';
const PCD = 'Pessoa com deficiência, com a credencial do Passe Livre';
const ACOMPANHANTE = 'Acompanhante de uma pessoa com deficiência cuja credencial do Passe Livre indica que precisa de acompanhante';

const cenarios = [
  { nome: 'jovem, vaga gratuita', pagina: 'beneficio', espera: 'gratuidade', passos: [
    categoria(JOVEM), meio('De ônibus'), estados('SP', 'MG'), convencional('Sim'), embarque('2026-12-24', '09:30'),
    inicio('Não, embarco numa parada no meio do caminho'),
    continuar('parte do ponto inicial da linha', { escolher: [['Estado do ponto inicial da linha', 'SP']], data: [['Data da partida', '2026-12-24'], ['Hora da partida', '08:00']] }),
    vagas('1'), precos('150,01', '8,50', '3,20')] },
  { nome: 'jovem, desconto', pagina: 'beneficio', espera: 'desconto', passos: [
    categoria(JOVEM), meio('De ônibus'), estados('RJ', 'SP'), convencional('Sim'), embarque('2026-12-24', '09:30'),
    inicio('Sim, embarco onde a linha começa'), vagas('2'), precos('150,01', '8,50')] },
  { nome: 'pessoa idosa além das vagas gratuitas', pagina: 'beneficio', espera: 'desconto', passos: [
    categoria(IDOSO), meio('De ônibus'), estados('BA', 'PE'), convencional('Sim'), embarque('2026-12-20', '22:15'),
    inicio('Sim, embarco onde a linha começa'), vagas('2'),
    continuar('distância da sua viagem', { digitar: [['Distância, em km (opcional)', '520']] }), precos('210', '12,00')] },
  { nome: 'pessoa idosa no trem, desconto, distância não sabida', pagina: 'beneficio', espera: 'desconto', passos: [
    categoria(IDOSO), meio('De trem'), estados('SP', 'RJ'), convencional('Sim'), embarque('2026-12-20', '22:15'),
    inicio('Sim, embarco onde a linha começa'), vagas('2'), continuar('distância da sua viagem', {}), precos('210', '12,00')] },
  { nome: 'Passe Livre no barco', pagina: 'beneficio', espera: 'gratuidade', passos: [
    categoria(PCD), continuar('precisa de acompanhante', { marcar: ['Sim, a credencial indica que preciso de acompanhante'] }), meio('De barco'), estados('AM', 'PA'),
    continuar('O terminal onde você embarca fica no oeste do Amazonas', { marcar: [/^Não \(horário de Manaus\)$/] }),
    convencional('Sim'), embarque('2026-12-18', '06:00'), inicio('Sim, embarco onde a linha começa'), vagas('1'), precos('320,00')] },
  { nome: 'viagem dentro de um estado', pagina: 'beneficio', espera: 'nao_se_aplica', passos: [
    categoria(JOVEM), meio('De ônibus'), estados('MG', 'MG'), convencional('Não sei'), embarque('2026-12-24', '09:30'),
    inicio('Sim, embarco onde a linha começa'), vagas(), precos('80')] },
  { nome: 'acompanhante no trem', pagina: 'beneficio', espera: 'sem_previsao', passos: [
    categoria(ACOMPANHANTE), meio('De trem'), estados('ES', 'MG'), convencional('Sim'), embarque('2026-12-24', '07:00'),
    inicio('Sim, embarco onde a linha começa'), precos('60', '', '')] },
  { nome: 'reembolso pela internet em 7 dias', pagina: 'reembolso', espera: 'arrependimento_7_dias', passos: [
    continuar('O que você quer fazer', { marcar: ['Cancelar e receber o dinheiro de volta'] }),
    continuar('Como é a viagem', { marcar: ['De ônibus'] }),
    continuar('Em que estado fica o terminal', { escolher: [['Estado do embarque', 'SP']] }),
    continuar('Onde você comprou', { marcar: ['Pela internet, por aplicativo ou por telefone'] }),
    continuar('Quando você comprou', { data: [['Data (opcional)', '2026-12-06']] }),
    continuar('Quanto você pagou', { digitar: [['Preço da passagem (tarifa)', '150,00'], ['Taxa de embarque (opcional)', '8,50']] }),
    continuar('comprou a passagem a prazo', { marcar: ['Não, paguei à vista'] }),
    // today's fare is optional (rules revision 4, R2): left blank
    continuar('Quanto custa hoje a passagem do mesmo trecho', {}),
    continuar('Quando começa a sua viagem', { data: [['Data', '2026-12-24'], ['Hora', '09:30']] }),
    // a trip two weeks ahead: no question on the ticket's use, a late departure or a micro-bus
    continuar('comprovante (protocolo)', { marcar: ['Ainda não pedi o cancelamento'], botao: 'Ver resultado' })],
  // the whole amount back already: the micro-bus box (Res art. 143, § 4º) would add nothing
  ler: async (page) => {
    const n = await page.locator('[data-calculadora] .calc-resultado #calc-m3').count();
    assert(n === 0, 'reembolso integral em 7 dias, viagem daqui a duas semanas: a resposta ainda mostra o quadro do micro-ônibus');
    const texto = await page.locator('[data-calculadora] .calc-resultado').innerText();
    assert(!/simples declaração de vontade|minuto a minuto/.test(texto), 'a resposta ainda diz “simples declaração de vontade” ou “minuto a minuto”');
  } },
  { nome: 'reembolso 2 horas antes do embarque', pagina: 'reembolso', espera: 'antes_do_embarque', passos: [
    continuar('O que você quer fazer', { marcar: ['Cancelar e receber o dinheiro de volta'] }),
    continuar('Como é a viagem', { marcar: ['De ônibus'] }),
    continuar('Em que estado fica o terminal', { escolher: [['Estado do embarque', 'GO']] }),
    continuar('Onde você comprou', { marcar: ['No guichê ou em outro ponto de venda físico'] }),
    continuar('Quando você comprou', { digitar: [['Ou: há quantos dias (opcional)', '20']] }),
    continuar('Quanto você pagou', { digitar: [['Preço da passagem (tarifa)', '1.234,56'], ['Pedágio (opcional)', '4,10']] }),
    continuar('comprou a passagem a prazo', { marcar: ['Sim, parcelado ou no crediário'] }),
    // the payoff's date and today's fare are optional (rules revision 4): left blank
    continuar('Quando a dívida da compra foi ou vai ser quitada', {}),
    continuar('Quanto custa hoje a passagem do mesmo trecho', {}),
    continuar('Quando começa a sua viagem', { data: [['Data', '2026-12-10'], ['Hora', '12:00']] }),
    // 2 hours before the trip: the micro-bus matters; the ticket's use and a late departure not yet
    continuar('micro-ônibus', { marcar: ['Não'] }),
    continuar('comprovante (protocolo)', { marcar: ['Não, pedi e a empresa não deu o comprovante'], botao: 'Ver resultado' })] },
  // by boat the published rules of cancellation are silent: the flow asks
  // what a request needs and nothing only road rules use (no purchase on
  // credit, no receipt of the request), and says so
  { nome: 'reembolso de barco: fora das regras publicadas, sem perguntas só do ônibus', pagina: 'reembolso', espera: 'fora_do_escopo', passos: [
    continuar('O que você quer fazer', { marcar: ['Cancelar e receber o dinheiro de volta'] }),
    continuar('Como é a viagem', { marcar: ['De barco'] }),
    continuar('Em que estado fica o terminal', { escolher: [['Estado do embarque', 'PA']] }),
    continuar('Onde você comprou', { marcar: ['No guichê ou em outro ponto de venda físico'] }),
    continuar('Quando você comprou', { digitar: [['Ou: há quantos dias (opcional)', '2']] }),
    continuar('Quanto você pagou', { digitar: [['Preço da passagem (tarifa)', '180']] }),
    continuar('Quando começa a sua viagem', { data: [['Data', '2026-12-20'], ['Hora', '18:00']], botao: 'Ver resultado' })] },
  { nome: 'remarcação com taxa', pagina: 'reembolso', espera: 'valido=true', passos: [
    continuar('O que você quer fazer', { marcar: ['Remarcar para outra data, horário ou classe'] }),
    continuar('Em que estado fica o terminal', { escolher: [['Estado do embarque', 'RS']] }),
    // the day is all the validity needs, and "há N dias" is what a buyer knows
    continuar('emitida pela primeira vez', { digitar: [['Ou: há quantos dias (opcional)', '284']] }),
    continuar('Quanto você pagou e quanto custa', { digitar: [['Valor que você pagou', '100'], ['Preço da nova passagem, oferecido agora', '90,50']] }),
    continuar('taxa de remarcação?', { digitar: [['Valor da taxa de remarcação (opcional)', '5']] }),
    continuar('Sobre a taxa de remarcação', { grupos: [['A taxa foi informada quando você comprou a passagem?', 'Sim'], ['O valor da taxa está escrito no bilhete?', 'Sim']], botao: 'Ver resultado' }),
  ] },
  // Rules revision 4 (R2, R3): today's fare and the payoff's date, typed.
  { nome: 'reembolso com a tarifa de hoje, compra a prazo quitada depois', pagina: 'reembolso', espera: 'padrao', passos: [
    continuar('O que você quer fazer', { marcar: ['Cancelar e receber o dinheiro de volta'] }),
    continuar('Como é a viagem', { marcar: ['De ônibus'] }),
    continuar('Em que estado fica o terminal', { escolher: [['Estado do embarque', 'SP']] }),
    continuar('Onde você comprou', { marcar: ['No guichê ou em outro ponto de venda físico'] }),
    continuar('Quando você comprou', { data: [['Data (opcional)', '2026-12-01']] }),
    continuar('Quanto você pagou', { digitar: [['Preço da passagem (tarifa)', '150,00']] }),
    continuar('comprou a passagem a prazo', { marcar: ['Sim, parcelado ou no crediário'] }),
    continuar('Quando a dívida da compra foi ou vai ser quitada', { data: [['Data da quitação (opcional)', '2027-01-10']] }),
    continuar('Quanto custa hoje a passagem do mesmo trecho', { digitar: [['Preço de hoje da passagem (tarifa) (opcional)', '180,00']] }),
    continuar('Quando começa a sua viagem', { data: [['Data', '2026-12-24'], ['Hora', '09:30']] }),
    continuar('comprovante (protocolo)', { marcar: ['Sim, recebi o comprovante'], botao: 'Ver resultado' })],
  ler: async (page, x) => {
    assert(x.valores.diferencaTarifa === 3000 && x.pagarAte === '2027-02-09', `a CLI responde ${JSON.stringify(x.valores)} ${x.pagarAte}`);
    const area = page.locator('[data-calculadora] .calc-resultado');
    const alta = await area.locator('.calc-diferenca-tarifa').innerText();
    assert(alta.includes('A passagem ficou R$ 30,00 mais cara desde a compra') && /reclamar/.test(alta), `a alta da tarifa diz "${alta}"`);
    const quando = await area.locator('[data-prazo="pagarAte"]').innerText();
    assert(quando.startsWith('Quando: até 09/02/2027'), `o pagamento depois da quitação diz "${quando}"`);
    const texto = await area.innerText();
    assert(texto.includes('quitação em 10/01/2027') && texto.includes('tarifa de hoje que você informou (R$ 180,00)'), 'a resposta não diz a quitação e a tarifa de hoje que a pessoa digitou');
    // 5% may be kept: a micro-bus not stated on the ticket would give it all back
    assert(await area.locator('#calc-m3').count() === 1, 'reembolso com retenção, viagem daqui a duas semanas: sem o quadro do micro-ônibus');
  } },
  { nome: 'remarcação com a tarifa de hoje do trecho do bilhete', pagina: 'reembolso', espera: 'valido=true', passos: [
    continuar('O que você quer fazer', { marcar: ['Remarcar para outra data, horário ou classe'] }),
    continuar('Em que estado fica o terminal', { escolher: [['Estado do embarque', 'PR']] }),
    continuar('emitida pela primeira vez', { digitar: [['Ou: há quantos dias (opcional)', '30']] }),
    continuar('Quanto você pagou e quanto custa', { digitar: [['Valor que você pagou', '100'], ['Preço da nova passagem, oferecido agora', '120'], ['Preço de hoje do trecho do seu bilhete (opcional)', '110']] }),
    // the fee's step offers "Continuar" (a fee typed has its conditions next); blank, the result
    continuar('taxa de remarcação?', {}),
  ],
  ler: async (page, x) => {
    assert(x.credito === 11000 && x.diferenca === 1000, `a CLI responde crédito ${x.credito}, diferença ${x.diferenca}`);
    const linhas = await page.locator('[data-calculadora] .calc-resultado table.calc-valores tr').allInnerTexts();
    assert(linhas.some((l) => l.startsWith('Crédito do bilhete') && l.includes('R$ 110,00')) && linhas.some((l) => l.includes('novo − crédito') && l.includes('R$ 10,00')),
      `a conta da remarcação não mostra o crédito: ${JSON.stringify(linhas)}`);
    const h = await page.locator('[data-calculadora] .calc-resultado h1').innerText();
    assert(h === 'Para remarcar, você paga R$ 10,00', `o título diz "${h}"`);
  } },
  // "A viagem atrasou?" (operation atraso), at 10/12/2026 10:00 in São Paulo
  // Rules revision 4 (R1): once the bus has left, the page asks whether the
  // passenger travelled on it.
  { nome: 'atraso de 5 h 19 min, viajou no ônibus atrasado', pagina: 'atraso', espera: 'alimentacao_hospedagem', passos: [
    continuar('O que aconteceu com a sua viagem', { marcar: ['A partida atrasou, no ponto inicial ou numa parada prevista'] }),
    continuar('Como é a viagem', { marcar: ['De ônibus'] }),
    continuar('A linha é urbana ou semiurbana', { marcar: ['Não, é uma linha de viagem entre cidades'] }),
    continuar('Em que estado fica o lugar', { escolher: [['Estado', 'SP']] }),
    continuar('Quando o ônibus devia partir', { data: [['Data', '2026-12-03'], ['Hora', '08:00']] }),
    continuar('O ônibus já partiu', { marcar: ['Sim'] }),
    continuar('Quando o ônibus partiu', { data: [['Data', '2026-12-03'], ['Hora', '13:19']] }),
    continuar('Você viajou no ônibus atrasado?', { marcar: ['Sim'] }),
    continuar('Quanto você pagou pela passagem', { digitar: [['Preço da passagem (tarifa) (opcional)', '150,00']], botao: 'Ver resultado' })],
  ler: async (page, x, pedido) => {
    assert(pedido.seguiuViagem === true, `a página enviou seguiuViagem ${pedido.seguiuViagem}`);
    const texto = await page.locator('[data-calculadora] .calc-resultado').innerText();
    assert(texto.includes('Você viajou no ônibus atrasado (5 h 19 min de atraso)') && texto.includes('com os comprovantes') && texto.includes('Consumidor.gov.br'),
      `a resposta não diz o que vale para quem viajou no ônibus atrasado:\n${texto.slice(0, 600)}`);
    assert(!texto.includes('Quanto você recebe') && !texto.includes('Você pode receber de volta'), 'quem viajou no ônibus atrasado lê que recebe o valor da passagem');
    const h = await page.locator('[data-calculadora] .calc-resultado h1').innerText();
    assert(h === 'Você viajou no ônibus atrasado: pode pedir à empresa o que gastou com alimentação ou hospedagem na espera', `o título diz "${h}"`);
  } },
  { nome: 'atraso de 5 h 19 min, não viajou no ônibus atrasado', pagina: 'atraso', espera: 'alimentacao_hospedagem outra_empresa_ou_reembolso', passos: [
    continuar('O que aconteceu com a sua viagem', { marcar: ['A partida atrasou, no ponto inicial ou numa parada prevista'] }),
    continuar('Como é a viagem', { marcar: ['De ônibus'] }),
    continuar('A linha é urbana ou semiurbana', { marcar: ['Não, é uma linha de viagem entre cidades'] }),
    continuar('Em que estado fica o lugar', { escolher: [['Estado', 'SP']] }),
    continuar('Quando o ônibus devia partir', { data: [['Data', '2026-12-03'], ['Hora', '08:00']] }),
    continuar('O ônibus já partiu', { marcar: ['Sim'] }),
    continuar('Quando o ônibus partiu', { data: [['Data', '2026-12-03'], ['Hora', '13:19']] }),
    continuar('Você viajou no ônibus atrasado?', { marcar: ['Não'] }),
    continuar('Quanto você pagou pela passagem', { digitar: [['Preço da passagem (tarifa) (opcional)', '150,00']], botao: 'Ver resultado' })],
  ler: async (page, x, pedido) => {
    assert(pedido.seguiuViagem === false, `a página enviou seguiuViagem ${pedido.seguiuViagem}`);
    const h = await page.locator('[data-calculadora] .calc-resultado h1').innerText();
    assert(h === 'Você pode receber de volta o valor da passagem', `o título diz "${h}"`);
  } },
  { nome: 'atraso de 1 h 1 min, ônibus ainda parado', pagina: 'atraso', espera: 'alimentacao_hospedagem outra_empresa_ou_reembolso', passos: [
    continuar('O que aconteceu com a sua viagem', { marcar: ['A partida atrasou, no ponto inicial ou numa parada prevista'] }),
    continuar('Como é a viagem', { marcar: ['De ônibus'] }),
    continuar('A linha é urbana ou semiurbana', { marcar: ['Não, é uma linha de viagem entre cidades'] }),
    continuar('Em que estado fica o lugar', { escolher: [['Estado', 'SP']] }),
    continuar('Quando o ônibus devia partir', { data: [['Data', '2026-12-10'], ['Hora', '08:59']] }),
    continuar('O ônibus já partiu', { marcar: ['Não'] }),
    continuar('Quanto você pagou pela passagem', { digitar: [['Preço da passagem (tarifa) (opcional)', '150,00']], botao: 'Ver resultado' })] },
  { nome: 'viagem parada 3 h 1 min por defeito', pagina: 'atraso', espera: 'continuidade reembolso_interrupcao alimentacao_hospedagem', passos: [
    continuar('O que aconteceu com a sua viagem', { marcar: ['A viagem parou no caminho'] }),
    continuar('Como é a viagem', { marcar: ['De ônibus'] }),
    continuar('A linha é urbana ou semiurbana', { marcar: ['Não, é uma linha de viagem entre cidades'] }),
    continuar('Em que estado a viagem parou', { escolher: [['Estado', 'MG']] }),
    continuar('Por que a viagem parou', { marcar: ['Por defeito, falha ou outro problema da empresa'] }),
    continuar('Quando a viagem parou', { data: [['Data', '2026-12-10'], ['Hora', '05:00']] }),
    continuar('A viagem já continuou', { marcar: ['Sim'] }),
    continuar('Quando a viagem continuou', { data: [['Data', '2026-12-10'], ['Hora', '08:01']] }),
    continuar('Quanto você pagou pela passagem', { digitar: [['Preço da passagem (tarifa) (opcional)', '89,90']], botao: 'Ver resultado' })] },
  // Review 2026-12-03, finding 6: a breakdown with no refund (yet) has a
  // headline that answers: resumed in time, or the time the company has.
  { nome: 'viagem parada há 2 h por defeito, ainda não retomada', pagina: 'atraso', espera: 'continuidade alimentacao_hospedagem', passos: [
    continuar('O que aconteceu com a sua viagem', { marcar: ['A viagem parou no caminho'] }),
    continuar('Como é a viagem', { marcar: ['De ônibus'] }),
    continuar('A linha é urbana ou semiurbana', { marcar: ['Não, é uma linha de viagem entre cidades'] }),
    continuar('Em que estado a viagem parou', { escolher: [['Estado', 'MG']] }),
    continuar('Por que a viagem parou', { marcar: ['Por defeito, falha ou outro problema da empresa'] }),
    continuar('Quando a viagem parou', { data: [['Data', '2026-12-10'], ['Hora', '08:00']] }),
    continuar('A viagem já continuou', { marcar: ['Não'] }),
    continuar('Quanto você pagou pela passagem', { digitar: [['Preço da passagem (tarifa) (opcional)', '89,90']], botao: 'Ver resultado' })],
  ler: async (page) => {
    const h = await page.locator('[data-calculadora] .calc-resultado h1').innerText();
    assert(h === 'A empresa tem até 10/12/2026 às 11:00 para continuar a viagem', `o título diz "${h}"`);
    const texto = await page.locator('[data-calculadora] .calc-resultado').innerText();
    assert(texto.includes('Se a viagem não for retomada até 10/12/2026 às 11:00, você passa a ter direito à devolução'), 'a resposta não diz o que vem depois do prazo');
  } },
  { nome: 'viagem parada por defeito, retomada no limite de 3 h', pagina: 'atraso', espera: 'continuidade alimentacao_hospedagem', passos: [
    continuar('O que aconteceu com a sua viagem', { marcar: ['A viagem parou no caminho'] }),
    continuar('Como é a viagem', { marcar: ['De ônibus'] }),
    continuar('A linha é urbana ou semiurbana', { marcar: ['Não, é uma linha de viagem entre cidades'] }),
    continuar('Em que estado a viagem parou', { escolher: [['Estado', 'MG']] }),
    continuar('Por que a viagem parou', { marcar: ['Por defeito, falha ou outro problema da empresa'] }),
    continuar('Quando a viagem parou', { data: [['Data', '2026-12-10'], ['Hora', '05:00']] }),
    continuar('A viagem já continuou', { marcar: ['Sim'] }),
    continuar('Quando a viagem continuou', { data: [['Data', '2026-12-10'], ['Hora', '08:00']] }),
    continuar('Quanto você pagou pela passagem', { digitar: [['Preço da passagem (tarifa) (opcional)', '89,90']], botao: 'Ver resultado' })],
  ler: async (page) => {
    const h = await page.locator('[data-calculadora] .calc-resultado h1').innerText();
    assert(h === 'A empresa retomou a viagem dentro do prazo: a devolução da passagem não é devida', `o título diz "${h}"`);
    const texto = await page.locator('[data-calculadora] .calc-resultado').innerText();
    assert(texto.includes('a empresa cumpriu esse prazo') && !texto.includes('Quanto você recebe'), 'o título não é o que o motor diz');
  } },
  { nome: 'partida com 40 min de atraso, o ônibus já partiu', pagina: 'atraso', espera: 'alimentacao_hospedagem', passos: [
    continuar('O que aconteceu com a sua viagem', { marcar: ['A partida atrasou, no ponto inicial ou numa parada prevista'] }),
    continuar('Como é a viagem', { marcar: ['De ônibus'] }),
    continuar('A linha é urbana ou semiurbana', { marcar: ['Não, é uma linha de viagem entre cidades'] }),
    continuar('Em que estado fica o lugar', { escolher: [['Estado', 'SP']] }),
    continuar('Quando o ônibus devia partir', { data: [['Data', '2026-12-10'], ['Hora', '08:00']] }),
    continuar('O ônibus já partiu', { marcar: ['Sim'] }),
    continuar('Quando o ônibus partiu', { data: [['Data', '2026-12-10'], ['Hora', '08:40']] }),
    continuar('Você viajou no ônibus atrasado?', { marcar: ['Sim'] }),
    continuar('Quanto você pagou pela passagem', { digitar: [['Preço da passagem (tarifa) (opcional)', '150,00']], botao: 'Ver resultado' })],
  ler: async (page) => {
    const h = await page.locator('[data-calculadora] .calc-resultado h1').innerText();
    assert(h === 'A partida atrasou até 1 hora: não há troca de empresa nem devolução da passagem', `o título diz "${h}"`);
  } },
  { nome: 'viagem encerrada pelo passageiro', pagina: 'atraso', espera: 'sem_reembolso', passos: [
    continuar('O que aconteceu com a sua viagem', { marcar: ['A viagem parou no caminho'] }),
    continuar('Como é a viagem', { marcar: ['De ônibus'] }),
    continuar('A linha é urbana ou semiurbana', { marcar: ['Não, é uma linha de viagem entre cidades'] }),
    continuar('Em que estado a viagem parou', { escolher: [['Estado', 'BA']] }),
    continuar('Por que a viagem parou', { marcar: ['Eu decidi encerrar a viagem numa parada prevista'] }),
    continuar('Quando a viagem parou', { data: [['Data', '2026-12-09'], ['Hora', '23:00']], botao: 'Ver resultado' })] },
  { nome: 'classe inferior por falta de ônibus', pagina: 'atraso', espera: 'restituicao_diferenca', passos: [
    continuar('O que aconteceu com a sua viagem', { marcar: ['Viajei numa classe diferente da que comprei, por falta de ônibus'] }),
    continuar('Como é a viagem', { marcar: ['De ônibus'] }),
    continuar('A linha é urbana ou semiurbana', { marcar: ['Não, é uma linha de viagem entre cidades'] }),
    continuar('Em que classe a empresa levou você', { marcar: ['Numa classe inferior à que comprei'] }),
    continuar('Quanto você pagou pela passagem', { digitar: [['Preço da passagem (tarifa) (opcional)', '150'], ['Preço da classe em que você viajou (opcional)', '110']], botao: 'Ver resultado' })] },
  { nome: 'atraso no trem', pagina: 'atraso', espera: 'null', passos: [
    continuar('O que aconteceu com a sua viagem', { marcar: ['A partida atrasou, no ponto inicial ou numa parada prevista'] }),
    continuar('Como é a viagem', { marcar: ['De trem'] })] },
  { nome: 'linha semiurbana', pagina: 'atraso', espera: 'null', passos: [
    continuar('O que aconteceu com a sua viagem', { marcar: ['A viagem parou no caminho'] }),
    continuar('Como é a viagem', { marcar: ['De ônibus'] }),
    continuar('A linha é urbana ou semiurbana', { marcar: ['Sim, é urbana ou semiurbana'] })] },
];

// CALCULADORA_SO=texto runs only the scenarios and checks whose name has it (to work on one).
const so = process.env.CALCULADORA_SO || '';
if (so) console.log(`calculadora: só "${so}" (CALCULADORA_SO)`);

const URL_PAGINA = { beneficio: '/calculadora/', reembolso: '/calculadora/reembolso/', atraso: '/calculadora/atraso/' };

async function rodar(c, tema, checks, failures) {
  if (so && !c.nome.includes(so)) return;
  const { context, page, seen } = await novaPagina({ colorScheme: tema });
  const ctx = { nome: c.nome, tema, espera: c.espera, pagina: c.pagina, axe: true, vnu: tema === 'light', focoNoTitulo: false, barco: false };
  const barco = c.passos.findIndex((p) => (p.marcar || []).includes('De barco'));
  const semPedagio = c.passos.findIndex((p) => (p.marcar || []).some((m) => m === 'De barco' || m === 'De trem'));
  try {
    await page.goto(origin + URL_PAGINA[c.pagina]);
    for (const [i, p] of c.passos.entries()) {
      ctx.barco = barco >= 0 && i > barco;
      ctx.semPedagio = semPedagio >= 0 && i > semPedagio;
      await responder(page, p, ctx);
    }
    const { x, pedido } = await conferir(page, ctx);
    if (c.ler) await c.ler(page, x, pedido);
    checks.push(`${c.nome} (${tema})`);
    rodados++;
  } catch (err) {
    failures.push(`${c.nome} (${tema}): ${err.message}`);
  }
  for (const p of seen) failures.push(`${c.nome} (${tema}): ${p}`);
  await context.close();
}

async function check(nome, fn, opcoes) {
  if (so && !nome.includes(so)) return;
  const { context, page, seen } = await novaPagina(opcoes);
  try {
    await fn(page, context);
    checks.push(nome);
  } catch (err) {
    failures.push(`${nome}: ${err.message}`);
  }
  for (const p of seen) failures.push(`${nome}: ${p}`);
  await context.close();
}

try {
  // The light and the dark theme side by side, each in its own contexts:
  // each theme's scenarios run one after the other in the same order as
  // ever (which scenario first analyses a step with axe, and which one's
  // DOM goes to vnu, does not change); none uses the clipboard or anything
  // else a browser shares between contexts. Their verdicts are listed
  // light first, then dark.
  const porTema = await Promise.all(['light', 'dark'].map(async (tema) => {
    const saida = { checks: [], failures: [] };
    for (const c of cenarios) await rodar(c, tema, saida.checks, saida.failures);
    return saida;
  }));
  for (const saida of porTema) {
    checks.push(...saida.checks);
    failures.push(...saida.failures);
  }

  await check('passageiro em São Paulo, terminal no Acre: a hora do terminal com o seu fuso', async (page) => {
    await page.goto(origin + '/calculadora/');
    const ctx = { nome: 'Acre', tema: 'light', focoNoTitulo: false };
    for (const p of [categoria(JOVEM), meio('De ônibus'), estados('AC', 'RO'), convencional('Sim'), embarque('2026-12-24', '09:30'),
      inicio('Sim, embarco onde a linha começa'), vagas(), precos('200')]) await responder(page, p, ctx);
    const { x, pedido } = await conferir(page, ctx);
    assert(pedido.viagem.embarque === '2026-12-24T09:30:00-05:00', `embarque no Acre enviado como ${pedido.viagem.embarque}, esperava 2026-12-24T09:30:00-05:00`);
    const t = await page.locator('[data-prazo="solicitarAte"]').innerText();
    const { texto } = dataHora(x.prazos.solicitarAte);
    // two zones meet: the offsets are written, the terminal's first
    assert(t.includes(`${texto}, horário do ponto inicial da linha (UTC−05:00)`), `prazo no Acre: "${t}", esperava "${texto}, horário do ponto inicial da linha (UTC−05:00)"`);
    assert(t.includes('24/12/2026 às 08:30 no horário de quem pede (UTC−03:00)'), `prazo no Acre sem o horário de quem pede (UTC−03:00): "${t}"`);
    const fuso = await page.locator('.calc-fuso').innerText();
    assert(fuso.includes('horário do Acre'), `o fuso do terminal no Acre não é dito em palavras: "${fuso}"`);
  }, { timezoneId: 'America/Sao_Paulo' });

  await check('Fernando de Noronha: o terminal com UTC−02:00', async (page) => {
    await page.goto(origin + '/calculadora/');
    const ctx = { nome: 'Noronha', tema: 'light', focoNoTitulo: false };
    for (const p of [categoria(IDOSO), meio('De barco'), continuar('mar aberto', { marcar: ['Sim, em mar aberto'] }), estados('PE', 'RN'),
      continuar('O terminal onde você embarca fica em Fernando de Noronha?', { marcar: ['Sim (horário de Fernando de Noronha)'] }),
      convencional('Sim'), embarque('2026-12-24', '09:30'), inicio('Sim, embarco onde a linha começa'), vagas(), precos('500')]) await responder(page, p, ctx);
    const { pedido } = await conferir(page, ctx);
    assert(pedido.viagem.embarque === '2026-12-24T09:30:00-02:00', `embarque em Noronha enviado como ${pedido.viagem.embarque}`);
    // rules revision 4 (R5): the sea route is outside the decree's list of waterways
    assert(pedido.viagem.navegacao === 'maritima', `navegacao enviada como ${pedido.viagem.navegacao}`);
    const titulo = await page.locator('.calc-corpo h1').innerText();
    assert(titulo.includes('não garantem nem negam'), `rota em mar aberto: título "${titulo}"`);
  });

  await check('linha que parte do oeste do Amazonas: o ponto inicial com UTC−05:00', async (page) => {
    await page.goto(origin + '/calculadora/');
    const ctx = { nome: 'Eirunepé', tema: 'light', focoNoTitulo: false };
    for (const p of [categoria(JOVEM), meio('De barco'), continuar('mar aberto', { marcar: ['Não: em rio, lago, lagoa ou baía'] }), estados('AC', 'RO'),
      convencional('Sim'), embarque('2026-12-24', '09:30'), inicio('Não, embarco numa parada no meio do caminho'),
      continuar('parte do ponto inicial da linha', { escolher: [['Estado do ponto inicial da linha', 'AM']], data: [['Data da partida', '2026-12-23'], ['Hora da partida', '18:00']] }),
      continuar('O ponto inicial da linha fica no oeste do Amazonas', { marcar: ['Sim (horário do Acre)'] }),
      vagas(), precos('90')]) await responder(page, p, ctx);
    const { x, pedido } = await conferir(page, Object.assign(ctx, { espera: 'gratuidade' }));
    assert(pedido.viagem.partidaLinha === '2026-12-23T18:00:00-05:00', `partida da linha no oeste do Amazonas enviada como ${pedido.viagem.partidaLinha}`);
    const t = await page.locator('[data-prazo="solicitarAte"]').innerText();
    assert(t.includes(`${dataHora(x.prazos.solicitarAte).texto}, horário do ponto inicial da linha (UTC−05:00)`), `prazo do ponto inicial no oeste do Amazonas: "${t}"`);
    const fuso = await page.locator('.calc-fuso').innerText();
    // the line's start (west of Amazonas) and the boarding (Acre) keep the same time: one zone, said once, in words
    assert(fuso === 'Os horários acima são no horário do Acre, o do terminal.', `o fuso da linha e do embarque não é dito em palavras, uma vez: "${fuso}"`);
  });

  // Issue 19: the first screen of a result (360 × 640) is true on its own.
  const primeiraTela = (page) => page.evaluate(() => {
    const area = document.querySelector('[data-calculadora] .calc-resultado');
    const blocos = Array.from(area.querySelectorAll('h1, h2, p, li')).filter((e) => !e.closest('details') && e.getBoundingClientRect().top < innerHeight);
    // a step is on the first screen when its sentence ends there (its
    // citations may follow below the fold); the same for the condition
    const fimDaFrase = (e) => {
      const r = document.createRange();
      r.selectNodeContents(e);
      const c = e.querySelector(':scope > .calc-citacoes');
      if (c) r.setEndBefore(c);
      return r.getBoundingClientRect().bottom;
    };
    return { texto: blocos.map((e) => e.innerText).join('\n'), passos: Array.from(area.querySelectorAll('.calc-passos > li')).filter((e) => fimDaFrase(e) <= innerHeight).map((e) => e.innerText),
      condicoes: Array.from(area.querySelectorAll('.calc-condicao')).filter((e) => fimDaFrase(e) <= innerHeight).map((e) => e.innerText),
      pagar: Array.from(area.querySelectorAll('.calc-destaque')).filter((e) => e.getBoundingClientRect().bottom <= innerHeight).map((e) => e.innerText),
      h1: area.querySelector('h1').innerText, telas: area.getBoundingClientRect().height / innerHeight };
  });
  const RE_HORA = /(\d{2})\/(\d{2})\/(\d{4}) às (\d{2}):(\d{2})/g;

  // Review 2026-12-03, finding 5: every Passe Livre answer, on every mode,
  // says on its first screen (360 × 640) what the companion gets, and lists
  // the documents to take (the engine's) on the first screen, before the
  // steps (by bus, the deadlines' heading still on the first screen).
  for (const modal of ['rodoviario', 'ferroviario', 'aquaviario']) await check(`Passe Livre com acompanhante (${modal}): o acompanhante e os documentos na primeira tela`, async (page) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto(origin + `/calculadora/?cat=pcd&acomp=sim&modal=${modal}&uo=ES&ud=MG&conv=sim&ed=2026-12-24&eh=07:00&ini=sim&passo=resultado`);
    const ctx = { nome: `Passe Livre (${modal})`, tema: 'light', focoNoTitulo: false, focoResultado: false, axe: true };
    const { x } = await conferir(page, Object.assign(ctx, { espera: 'gratuidade' }));
    const t = await primeiraTela(page);
    const nota = x.notas.find((n) => n.fundamentos.some((f) => f.href.endsWith('#art149_par3')));
    assert(nota, `a CLI não diz nada do acompanhante: ${JSON.stringify(x.notas.map((n) => n.texto.slice(0, 60)))}`);
    if (modal === 'rodoviario') {
      assert(/acompanhante também viaja de graça/.test(nota.texto) && t.h1 === 'Você e o seu acompanhante têm direito a viajar de graça', `ônibus: o título diz "${t.h1}", a CLI "${nota.texto.slice(0, 80)}"`);
    } else {
      assert(/não preveem a gratuidade do acompanhante/.test(nota.texto) && /para o acompanhante, confirme com a empresa$/.test(t.h1), `${modal}: o título diz "${t.h1}", a CLI "${nota.texto.slice(0, 80)}"`);
    }
    const docs = await page.evaluate(() => {
      const h = document.getElementById('calc-documentos');
      const sec = h && h.closest('section');
      const li = sec && sec.querySelector('li');
      return h && { titulo: h.getBoundingClientRect().bottom, primeiro: li ? li.getBoundingClientRect().bottom : null, texto: sec.innerText,
        antes: sec.previousElementSibling && sec.previousElementSibling.getAttribute('aria-labelledby') };
    });
    assert(docs, `${modal}: a resposta não tem “Documentos para levar”`);
    for (const d of x.documentos) assert(docs.texto.includes(d), `${modal}: “Documentos para levar” não traz “${d.slice(0, 60)}”`);
    assert(docs.primeiro !== null && docs.primeiro <= 640, `${modal}: o primeiro documento termina em ${docs.primeiro} px, fora da primeira tela`);
    // by bus the deadlines come right after: their heading and first
    // words still on the first screen
    if (modal === 'rodoviario') {
      const passos = await page.evaluate(() => document.getElementById('calc-proximo').getBoundingClientRect().bottom);
      assert(passos <= 600, `ônibus: “O que fazer agora” termina em ${passos} px, fora da primeira tela`);
    }
  });

  // Review 2026-12-03, finding 1: without conventional service, the
  // elderly's and the Passe Livre's answer names who sets the condition
  // (the regulation) and never says that the benefit or the rules "do not
  // apply".
  for (const [cat, modal] of [['idoso', 'rodoviario'], ['idoso', 'ferroviario'], ['pcd', 'rodoviario']]) await check(`sem serviço convencional (${cat}, ${modal}): a regulamentação, nunca "não se aplica"`, async (page) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto(origin + `/calculadora/?cat=${cat}${cat === 'pcd' ? '&acomp=nao' : ''}&modal=${modal}&uo=SP&ud=RJ&conv=nao&ed=2026-12-24&eh=07:00&ini=sim&passo=resultado`);
    const ctx = { nome: `sem convencional (${cat}, ${modal})`, tema: 'light', focoNoTitulo: false, focoResultado: false, axe: false };
    await conferir(page, Object.assign(ctx, { espera: 'nao_se_aplica' }));
    const t = await primeiraTela(page);
    assert(t.h1 === 'Sem serviço convencional, a regulamentação não garante o benefício nesta viagem', `${cat}, ${modal}: o título diz "${t.h1}"`);
    const texto = await page.locator('.calc-corpo').innerText();
    assert(!/não se aplica/i.test(texto) && /regulamentação/.test(texto), `${cat}, ${modal}: a resposta diz "não se aplica" ou não nomeia a regulamentação:\n${texto}`);
  });

  for (const cat of ['jovem', 'idoso']) await check(`prazo passado (${cat}): às 23:15, viagem 2 h depois; a primeira tela não manda cumprir um prazo que passou`, async (page) => {
    // 01/12/2026 23:15 in São Paulo; the trip at 02/12 01:15, the reservation ended at 22:15
    await page.clock.setFixedTime(new Date('2026-12-02T02:15:00Z'));
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto(origin + `/calculadora/?cat=${cat}&modal=rodoviario&uo=SP&ud=MG&conv=sim&ed=2026-12-02&eh=01:15&ini=sim&passo=resultado`);
    const ctx = { nome: `prazo passado (${cat})`, tema: 'light', focoNoTitulo: false, focoResultado: false, axe: true };
    const { x } = await conferir(page, Object.assign(ctx, { espera: 'gratuidade' }));
    assert(x.situacao === 'sujeita_a_disponibilidade', `a CLI diz ${x.situacao}`);
    const t = await primeiraTela(page);
    assert(/se a vaga não foi vendida/.test(t.h1), `o título não diz a condição: "${t.h1}"`);
    assert(t.condicoes.some((c) => c.includes('A reserva garantida terminou em 01/12/2026 às 22:15')), `a primeira tela não diz, inteira, que a reserva garantida terminou:\n${t.texto}`);
    assert(t.pagar.some((p) => p.includes('Você paga')), `a primeira tela não diz quanto pagar:\n${t.texto}`);
    // the next step's whole sentence, with its time, above the fold
    assert(t.passos.length >= 1 && t.passos[0].includes('02/12/2026 às 00:45'), `a frase do próximo passo, com a sua hora, não termina na primeira tela: ${JSON.stringify(t.passos)}\n${t.texto}`);
    const agora = Date.UTC(2026, 11, 2, 2, 15);
    for (const passo of t.passos.concat([t.h1])) {
      for (const m of passo.matchAll(RE_HORA)) {
        const ms = Date.UTC(+m[3], +m[2] - 1, +m[1], +m[4] + 3, +m[5]);
        assert(ms > agora, `instrução com hora já passada na primeira tela: "${passo}"`);
      }
    }
    // the live region says the outcome sentence, not the whole result (the
    // status line's "Pronto para usar sem internet", rede.js, is a status of
    // the page, not of the result: it may be there too, and alone)
    const vivo = await page.evaluate(() => Array.from(document.querySelectorAll('[data-calculadora] [aria-live], [data-calculadora] [role=status]')).map((e) => e.textContent).filter((t) => t && t !== 'Pronto para usar sem internet.'));
    assert(vivo.length === 1 && vivo[0] === t.h1, `a região viva anuncia ${JSON.stringify(vivo).slice(0, 200)}, esperava só "${t.h1}"`);
    console.log(`  prazo passado (${cat}): resultado com ${t.telas.toFixed(1)} telas de 360 × 640`);
    // the narrowest phone: the same first screen at 320 × 640
    await page.setViewportSize({ width: 320, height: 640 });
    const t320 = await primeiraTela(page);
    assert(t320.condicoes.some((c) => c.includes('A reserva garantida terminou em 01/12/2026 às 22:15')), `a 320 × 640, a primeira tela não diz, inteira, que a reserva garantida terminou:\n${t320.texto}`);
    assert(t320.pagar.some((p) => p.includes('Você paga')), `a 320 × 640, a primeira tela não diz quanto pagar:\n${t320.texto}`);
    assert(t320.passos.length >= 1 && t320.passos[0].includes('02/12/2026 às 00:45'), `a 320 × 640, a frase do próximo passo não termina na primeira tela: ${JSON.stringify(t320.passos)}\n${t320.texto}`);
  });

  await check('vagas em branco: "se ainda houver vaga"', async (page) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto(origin + '/calculadora/?cat=jovem&modal=rodoviario&uo=SP&ud=MG&conv=sim&ed=2026-12-24&eh=09:30&ini=sim&tarifa=150,01&passo=resultado');
    const ctx = { nome: 'vagas em branco', tema: 'light', focoNoTitulo: false, focoResultado: false };
    const { x } = await conferir(page, Object.assign(ctx, { espera: 'gratuidade' }));
    assert(x.vagas === null, 'a CLI contou vagas que a pessoa não informou');
    const t = await primeiraTela(page);
    assert(t.h1.includes('se ainda houver vaga'), `com as vagas em branco o título diz "${t.h1}"`);
    assert(!/disponíve/.test(t.texto), `com as vagas em branco a primeira tela afirma vagas disponíveis:\n${t.texto}`);
    assert(t.passos.length >= 1 && /Peça o bilhete até 24\/12\/2026 às 06:30/.test(t.passos[0]), `o próximo passo não está na primeira tela: ${JSON.stringify(t.passos)}`);
    assert(/Você paga: R\$ 0,00/.test(t.texto) && /pedágio/.test(t.texto), `a primeira tela não diz o que pagar e o que fica de fora:\n${t.texto}`);
    console.log(`  vagas em branco: resultado com ${t.telas.toFixed(1)} telas de 360 × 640`);
  });

  // Review 2026-12-03, finding 3: free seats given (all taken), discount
  // seats left blank: the discount is conditional, never stated as available.
  await check('vagas com desconto em branco: "se ainda houver vaga"', async (page) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto(origin + '/calculadora/?cat=jovem&modal=rodoviario&uo=SP&ud=MG&conv=sim&ed=2026-12-24&eh=09:30&ini=sim&vg=2&tarifa=150,01&passo=resultado');
    const ctx = { nome: 'vagas com desconto em branco', tema: 'light', focoNoTitulo: false, focoResultado: false };
    const { x } = await conferir(page, Object.assign(ctx, { espera: 'desconto' }));
    assert(x.vagas.descontos === null, 'a CLI contou vagas com desconto que a pessoa não informou');
    const t = await primeiraTela(page);
    assert(t.h1 === 'Você tem direito a desconto de 50% na passagem, se ainda houver vaga', `com as vagas com desconto em branco o título diz "${t.h1}"`);
    const texto = await page.locator('[data-calculadora] .calc-resultado').innerText();
    assert(!/Vagas com desconto: 0 já concedidas/.test(texto), 'a resposta conta as vagas com desconto que a pessoa deixou em branco');
  });

  await check('atraso de 20 min: a primeira tela traz a hora em que a troca ou a devolução passam a valer, uma vez; 1 h depois, não é um passo', async (page) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto(origin + '/calculadora/atraso/?ev=atraso_partida&modal=rodoviario&semi=nao&uf=SP&pd=2026-12-10&ph=09:40&saiu=nao&tarifa=150&passo=resultado');
    const ctx = { nome: 'atraso de 20 min', tema: 'light', focoNoTitulo: false, focoResultado: false, axe: true };
    await conferir(page, Object.assign(ctx, { espera: 'alimentacao_hospedagem' }));
    const passo = page.locator('[data-calculadora] #calc-proximo + [data-prazo="direitoAPartirDe"]');
    const fim = await passo.evaluate((e) => { const r = document.createRange(); r.selectNodeContents(e.querySelector('p')); r.setEndBefore(e.querySelector('.calc-citacoes')); return r.getBoundingClientRect().bottom; });
    assert(fim <= 640, `a frase do próximo passo termina em ${fim} px, abaixo da primeira tela`);
    const texto = await page.locator('[data-calculadora] .calc-resultado').innerText();
    assert(texto.split('10/12/2026 às 10:40').length === 2, 'a hora do próximo passo aparece mais de uma vez');
    await page.goto(origin + '/calculadora/atraso/?ev=atraso_partida&modal=rodoviario&semi=nao&uf=SP&pd=2026-12-10&ph=08:59&saiu=nao&tarifa=150&passo=resultado');
    await conferir(page, Object.assign(ctx, { nome: 'atraso de 1 h 1 min', espera: 'alimentacao_hospedagem outra_empresa_ou_reembolso' }));
    const quando = await page.locator('[data-calculadora] [data-prazo="direitoAPartirDe"]').innerText();
    assert(/^Troca de empresa ou devolução: desde 10\/12\/2026 às 09:59/.test(quando), `a hora que passou é dita como "${quando}"`);
  });

  await check('criança no colo, de ônibus: quem viaja de graça, o que pagar e o que fazer na primeira tela', async (page) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto(origin + '/calculadora/?cat=crianca&pol=nao&modal=rodoviario&uo=SP&ud=MG&conv=sim&ed=2026-12-24&eh=09:30&ini=sim&passo=resultado');
    const ctx = { nome: 'criança', tema: 'light', focoNoTitulo: false, focoResultado: false, axe: true };
    await conferir(page, Object.assign(ctx, { espera: 'gratuidade' }));
    const t = await primeiraTela(page);
    assert(t.h1 === 'A criança tem direito a viajar de graça', `o título diz "${t.h1}"`);
    assert(t.pagar.some((p) => p.includes('Você paga: R$ 0,00 pela criança')), `a primeira tela não diz o que pagar:\n${t.texto}`);
    // the action first: what is not a deadline is not the first step
    assert(t.passos.length >= 1 && t.passos[0].includes('transporte de menores de idade'), `a primeira tela não traz primeiro o que fazer: ${JSON.stringify(t.passos)}`);
  });

  await check('fusos: a tabela de deslocamentos fixos (desde 2019) é a do Intl, mês a mês até 2040, para cada fuso de cada UF', async () => {
    // fusos.js, as the pages bundle it, read here by Node (its own ICU); as a
    // data: module, since a .js file outside a "type": "module" package is
    // CommonJS to Node 20 (fusos.js imports nothing)
    const fonte = readFileSync(join(repoDir, 'site', 'assets', 'calculadora', 'fusos.js'), 'utf8');
    const f = await import('data:text/javascript;charset=utf-8,' + encodeURIComponent(fonte));
    const zonas = new Set();
    for (const uf of f.UFS) {
      zonas.add(f.zonaDe(uf));
      for (const a of f.ZONAS_ALTERNATIVAS[uf] || []) zonas.add(f.zonaDe(uf, a.valor));
    }
    const erros = [];
    for (const z of zonas) {
      if (!(z in f.FIXO)) { erros.push(`${z} sem deslocamento fixo`); continue; }
      for (let ms = f.CORTE + 864e5; ms < Date.UTC(2040, 0, 1); ms += 15 * 864e5) {
        const intl = f.deslocamentoIntl(z, ms);
        if (f.deslocamento(z, ms) !== intl) { erros.push(`${z} em ${new Date(ms).toISOString()}: tabela ${f.FIXO[z]}, Intl ${intl}`); break; }
      }
    }
    // before 2019 the offset is Intl's (São Paulo's daylight saving time of 2018)
    if (f.deslocamento('America/Sao_Paulo', Date.UTC(2018, 11, 1)) !== -120) erros.push('dezembro de 2018 em São Paulo não é UTC−02:00 (horário de verão)');
    assert(erros.length === 0, erros.join('; '));
  });

  await check('termos: cada categoria lê a definição com o texto da sua regra; sem pedágio no barco', async (page) => {
    const casos = [
      ['jovem', 'ferroviario', 'MG', 'ES', 'Decreto nº 8.537/2015'],
      ['idoso', 'aquaviario', 'PA', 'AP', 'Decreto nº 9.921/2019', '&nav=interior'],
      ['pcd', 'rodoviario', 'SP', 'MG', 'Resolução ANTT nº 6.033/2023', '&acomp=nao'],
    ];
    for (const [cat, modal, uo, ud, norma, extra = ''] of casos) {
      await page.goto(origin + `/calculadora/?cat=${cat}${extra}&modal=${modal}&uo=${uo}&ud=${ud}&conv=sim&ed=2026-12-24&eh=09:30&ini=sim&vg=0&tarifa=300&te=10&passo=resultado`);
      await page.locator('[data-pedido] h1').waitFor();
      const area = page.locator('[data-calculadora] .calc-resultado');
      const texto = await area.innerText();
      if (!texto.includes('ponto inicial da linha')) throw new Error(`${cat}: a resposta não fala do ponto inicial da linha`);
      const termo = area.locator('.calc-termos div').filter({ has: page.locator('dt', { hasText: 'Ponto inicial da linha' }) });
      assert(await termo.count() === 1, `${cat}: "Ponto inicial da linha" definido ${await termo.count()} vezes nos Termos`);
      const def = (await termo.innerText()).replace(/\u00a0/g, ' ');
      assert(def.includes(norma), `${cat} (${modal}): a definição cita outra norma que a da sua regra (${norma}): "${def}"`);
      const linhas = await area.locator('.calc-valores tr, table tr').allInnerTexts();
      if (modal !== 'rodoviario') assert(!linhas.some((l) => /Pedágio/.test(l)), `${cat} (${modal}): a tabela do total tem a linha do pedágio: ${JSON.stringify(linhas)}`);
    }
  });

  await check('reembolso ainda não pedido: a primeira tela traz o próximo passo e o seu prazo (360 × 640)', async (page) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto(origin + '/calculadora/reembolso/?op=cancelar&modal=rodoviario&uf=SP&canal=nao_presencial&cn=4&tarifa=150&te=8,50&aprazo=nao&ed=2026-12-24&eh=09:30&prot=ainda&passo=resultado');
    const ctx = { nome: 'reembolso, próximo passo', tema: 'light', focoNoTitulo: false, focoResultado: false, axe: true };
    await conferir(page, Object.assign(ctx, { espera: 'arrependimento_7_dias' }));
    const t = await primeiraTela(page);
    assert(/Você recebe R\$ 158,50/.test(t.texto) && t.texto.includes('Próximo passo: peça o cancelamento'), `a primeira tela não diz quanto recebe e o próximo passo:\n${t.texto}`);
    // the nearest deadline first: the 7 days of a purchase on the internet (06/12 + 7)
    assert(t.passos.length >= 1 && t.passos[0].includes('até 13/12/2026'), `o prazo do próximo passo não termina na primeira tela: ${JSON.stringify(t.passos)}`);
    const texto = await page.locator('[data-calculadora] .calc-resultado').innerText();
    assert(texto.split('ou seja, até 13/12/2026').length === 2, 'o prazo de 7 dias aparece mais de uma vez');
    console.log(`  reembolso, próximo passo: resultado com ${t.telas.toFixed(1)} telas de 360 × 640`);
  });

  await check('reembolso 2 h antes da viagem, compra "há 20 dias", ainda não pedido: título condicionado, o mínimo explicado', async (page) => {
    await page.goto(origin + '/calculadora/reembolso/?op=cancelar&modal=rodoviario&uf=GO&canal=presencial&cn=20&tarifa=1.860&aprazo=nao&ed=2026-12-10&eh=12:00&m3=nao&prot=ainda&passo=resultado');
    const ctx = { nome: 'reembolso condicionado', tema: 'light', focoNoTitulo: false, focoResultado: false, axe: true };
    const { x, pedido } = await conferir(page, Object.assign(ctx, { espera: 'antes_do_embarque' }));
    assert(pedido.compra.em === '2026-11-20T00:00:00-03:00', `"há 20 dias" enviado como ${pedido.compra.em}`);
    const area = page.locator('[data-calculadora] .calc-resultado');
    const h = await area.locator('h1').innerText();
    assert(/pode recusar/.test(h), `depois do limite de 3 horas o título não diz que a empresa pode recusar: "${h}"`);
    const texto = await area.innerText();
    const explica = `pelo menos ${reais(x.valores.total)}: a passagem de ${reais(x.valores.tarifa + x.valores.retencaoMaxima)} menos a multa máxima de ${reais(x.valores.retencaoMaxima)}`;
    assert(texto.includes(explica), `o mínimo não é explicado: esperava "${explica}"`);
    assert(!/O pedido foi feito|foi pedido/.test(texto), 'a pessoa ainda não pediu, e o resultado diz que o pedido foi feito');
    assert(texto.includes('Próximo passo: peça o cancelamento'), 'sem o próximo passo para quem ainda não pediu');
  });

  await check('remarcação: a emissão como "há N dias", sem hora', async (page) => {
    await page.goto(origin + '/calculadora/reembolso/?op=remarcar&uf=RS&passo=emissao');
    await esperarPasso(page, 'emitida pela primeira vez');
    const rotulos = await page.locator('[data-calculadora] form label').allInnerTexts();
    assert(!rotulos.some((r) => /^Hora/.test(r)), `a pergunta da emissão ainda pede a hora: ${rotulos.join(' | ')}`);
    assert(rotulos.some((r) => r.startsWith('Ou: há quantos dias')), `a pergunta da emissão não aceita "há quantos dias": ${rotulos.join(' | ')}`);
    // neither answered: one message, on the date
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    const msgs = await page.locator('.calc-erros li').allInnerTexts();
    assert(msgs.some((m) => m.includes('há quantos dias a passagem foi emitida')), `sem data nem dias: ${msgs.join(' | ')}`);
    await page.goto(origin + '/calculadora/reembolso/?op=remarcar&uf=RS&in=284&vp=100&nv=90,50&passo=resultado');
    const ctx = { nome: 'remarcação há N dias', tema: 'light', focoNoTitulo: false, focoResultado: false };
    const { pedido } = await conferir(page, Object.assign(ctx, { espera: 'valido=true' }));
    // 10/12/2026 minus 284 days
    assert(pedido.emissao === '2026-03-01T00:00:00-03:00', `"há 284 dias" enviado como ${pedido.emissao}`);
    const texto = await page.locator('[data-calculadora] .calc-resultado').innerText();
    assert(texto.includes('até 01/03/2027'), 'a validade de 1 ano não é a do dia da emissão');
  });

  await check('endereço preenchido por um operador', async (page) => {
    const q = 'cat=idoso&modal=rodoviario&uo=SP&ud=RJ&conv=sim&ed=2026-12-24&eh=09:30&ini=sim&tarifa=99,90';
    await page.goto(origin + '/calculadora/?' + q);
    await esperarPasso(page, 'Quem vai viajar');
    assert(await page.getByLabel(IDOSO, { exact: true }).isChecked(), 'a categoria do endereço não veio marcada');
    const ctx = { nome: 'preenchido', tema: 'light', focoNoTitulo: false };
    // a person only presses Continuar: every answer is already there
    for (const p of ['Quem vai viajar', 'Como vai ser a viagem', 'Entre quais estados', 'serviço convencional', 'Quando começa a sua viagem', 'ponto inicial da linha?', 'Quantas vagas']) await responder(page, continuar(p), ctx);
    await esperarPasso(page, 'Quanto custa a passagem');
    const v = await page.getByLabel('Menor preço da passagem à venda agora (opcional)', { exact: true }).inputValue();
    assert(v === '99,90', `o menor preço do endereço veio como "${v}"`);
    await page.getByRole('button', { name: 'Ver resultado', exact: true }).click();
    const { pedido } = await conferir(page, Object.assign(ctx, { espera: 'gratuidade' }));
    assert(pedido.precos.menorTarifa === 9990 && pedido.viagem.ufDestino === 'RJ', `pedido do endereço preenchido: ${JSON.stringify(pedido)}`);
    // the result itself is an address: open it again in a fresh page
    const url = page.url();
    await page.goto('about:blank');
    await page.goto(url);
    await conferir(page, Object.assign(ctx, { nome: 'resultado reaberto pelo endereço', focoResultado: false }));
  });

  await check('a lista de estados na ordem dos nomes (a ordem escrita em fusos.js)', async (page) => {
    await page.goto(origin + '/calculadora/?cat=jovem&modal=rodoviario&passo=trajeto');
    await page.getByLabel('Estado onde você embarca', { exact: true }).waitFor({ timeout: 30000 });
    const textos = await page.evaluate(() => Array.from(document.querySelector('[data-calculadora] select').options).slice(1).map((o) => o.textContent));
    const ordenados = textos.slice().sort((a, b) => a.localeCompare(b, 'pt-BR'));
    assert(textos.length === 27, `a lista tem ${textos.length} estados, não 27`);
    assert(JSON.stringify(textos) === JSON.stringify(ordenados), `estados fora da ordem dos nomes: ${textos.join(', ')}`);
  });

  await check('resultado aberto pelo endereço: nada se move na tela (CLS 0) até a resposta', async (page) => {
    await page.addInitScript(() => {
      window.__deslocamentos = [];
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) window.__deslocamentos.push([Math.round(e.startTime), e.value, e.sources.map((x) => x.node && x.node.nodeName + '.' + x.node.className).join(',')]);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const [caminho, q] of [['/calculadora/', RESULTADO_BENEFICIO], ['/calculadora/reembolso/', RESULTADO_REEMBOLSO]]) {
      await page.goto(origin + caminho + '?' + q);
      await page.waitForSelector('.calc-resultado h1', { timeout: 30000 });
      await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
      const d = await page.evaluate(() => window.__deslocamentos);
      assert(d.length === 0, `${caminho}?${q}: a página se deslocou antes da resposta (CLS): ${JSON.stringify(d)}`);
      // the first question of the page's HTML was never shown: the address asked for the answer
      assert(!(await page.locator('form[data-passo]').count()), `${caminho}: a primeira pergunta ficou na página do resultado`);
      await axe(page, `${caminho} resultado aberto pelo endereço`);
    }
  });

  await check('endereço hostil: validado, nunca injetado como HTML', async (page) => {
    const mal = encodeURIComponent('<img src=x onerror=alert(1)>');
    await page.goto(origin + `/calculadora/?cat=${mal}&modal=foguete&uo=XX&ud=${mal}&ed=2026-02-31&eh=25:99&passo=resultado`);
    await esperarPasso(page, 'Quem vai viajar');
    assert(await page.locator('main img').count() === 0, 'um <img> do endereço entrou na página');
    const aviso = await page.locator('.calc-erros').innerText().catch(() => '');
    assert(aviso.includes('Escolha uma das opções'), `a categoria inválida do endereço não foi apontada como erro: "${aviso}"`);
    assert(!(await page.locator('[data-pedido]').count()), 'a página calculou com respostas inválidas');
    // a valid category from here on: the next invalid answer is shown as an error
    await page.getByLabel(JOVEM, { exact: true }).check();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await esperarPasso(page, 'Como vai ser a viagem');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    const resumo = page.locator('.calc-erros[role="alert"]');
    await resumo.waitFor({ timeout: 5000 });
    assert(await page.evaluate(() => document.activeElement && document.activeElement.classList.contains('calc-erros')), 'o foco não foi para o resumo de erros');
    assert((await page.title()).startsWith('Erro: '), `o título da página não começa com "Erro: ": ${await page.title()}`);
    await axe(page, 'resumo de erros (claro)');
    await page.emulateMedia({ colorScheme: 'dark' });
    await axe(page, 'resumo de erros (escuro)');
    await page.emulateMedia({ colorScheme: 'light' });
    await guardar(page, 'beneficio-erros');
    await resumo.getByRole('link').first().click();
    const foco = await page.evaluate(() => document.activeElement && document.activeElement.id);
    assert(foco === 'c-modal-0', `o link do resumo de erros leva o foco a "${foco}", não à primeira opção`);
    await page.getByLabel('De trem', { exact: true }).check();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await esperarPasso(page, 'Entre quais estados');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    const msgs = await page.locator('.calc-erros li').allInnerTexts();
    assert(msgs.some((m) => m.includes('Escolha o estado onde você embarca')), `erros do estado inválido do endereço: ${msgs.join(' | ')}`);
  });

  await check('voltar e mudar uma resposta no resultado', async (page) => {
    await page.goto(origin + '/calculadora/');
    const ctx = { nome: 'alterar', tema: 'light', focoNoTitulo: false };
    for (const p of [categoria(JOVEM), meio('De ônibus')]) await responder(page, p, ctx);
    await esperarPasso(page, 'Entre quais estados');
    await page.getByRole('link', { name: 'Voltar', exact: true }).click();
    await esperarPasso(page, 'Como vai ser a viagem');
    assert(await page.getByLabel('De ônibus', { exact: true }).isChecked(), 'depois de Voltar a resposta "De ônibus" se perdeu');
    await page.goBack();
    await esperarPasso(page, 'Entre quais estados');
    for (const p of [estados('SP', 'PR'), convencional('Sim'), embarque('2026-12-24', '09:30'), inicio('Sim, embarco onde a linha começa'), vagas('1'), precos('120')]) await responder(page, p, ctx);
    const antes = await conferir(page, Object.assign(ctx, { espera: 'gratuidade' }));
    await page.locator('.calc-respostas summary').click();
    await page.getByRole('link', { name: /^Alterar\s+vagas já concedidas$/ }).click();
    await esperarPasso(page, 'Quantas vagas');
    const campo = page.getByLabel('Vagas gratuitas já concedidas (opcional)', { exact: true });
    assert(await campo.inputValue() === '1', 'a resposta anterior não estava no campo ao alterar');
    await campo.fill('2');
    // nothing else is missing: the button goes straight back to the result
    await page.getByRole('button', { name: 'Ver resultado', exact: true }).click();
    const depois = await conferir(page, Object.assign(ctx, { espera: 'desconto', focoNoTitulo: true }));
    assert(depois.pedido.viagem.ufDestino === antes.pedido.viagem.ufDestino && depois.pedido.vagas.gratuitasConcedidas === 2, `o pedido depois de alterar: ${JSON.stringify(depois.pedido)}`);
    await page.getByRole('link', { name: 'Recomeçar' }).click();
    await esperarPasso(page, 'Quem vai viajar');
    assert(!(await page.getByLabel(JOVEM, { exact: true }).isChecked()), 'Recomeçar não limpou as respostas');
  });

  // Offline: after a first visit the service worker (site/offline/sw.js) has
  // the page, the scripts and the wasm; with the network gone, a reload of a
  // result (its answers in the address) still gets the answer.
  await check('sem rede depois da primeira visita: a resposta ainda vem', async (page, context) => {
    assert(existsSync(join(dir, 'sw.js')), `${dir}/sw.js não existe: sem o service worker a calculadora não funciona sem rede`);
    const url = origin + '/calculadora/?cat=jovem&modal=rodoviario&uo=SP&ud=MG&conv=sim&ed=2026-12-24&eh=09:30&ini=sim&vg=1&tarifa=150,01&te=8,50&passo=resultado';
    await page.goto(url);
    await lerResultado(page);
    // the worker installs in the background (the whole site) and takes charge
    const ativo = await page.evaluate(() => Promise.race([
      navigator.serviceWorker.ready.then((r) => !!r.active),
      new Promise((ok) => setTimeout(() => ok(false), 60000)),
    ]));
    assert(ativo, 'o service worker não ficou ativo em 60 s depois da primeira visita');
    await context.setOffline(true);
    for (const alvo of [url, origin + '/calculadora/reembolso/']) {
      await page.goto(alvo).catch((e) => { throw new Error(`sem rede, ${alvo} não abriu: ${e.message}`); });
      if (alvo === url) {
        await conferir(page, { nome: 'sem rede', tema: 'light', espera: 'gratuidade', focoResultado: false });
      } else {
        await esperarPasso(page, 'O que você quer fazer');
        await page.waitForSelector('[data-motor="pronto"]', { timeout: 20000 }).catch(() => { throw new Error('sem rede, a calculadora de reembolso não ficou pronta'); });
      }
    }
  });

  // The first question of each page is in its HTML: a GET form usable before
  // (and without) the script, which then takes it over as it is.
  const PRIMEIRA = [
    { caminho: '/calculadora/', pergunta: 'Quem vai viajar com o benefício?', rotulo: JOVEM, nome: 'cat', valor: 'jovem', opcoes: 5, proxima: 'Como vai ser a viagem?', passo: 'meio' },
    { caminho: '/calculadora/reembolso/', pergunta: 'O que você quer fazer com a passagem?', rotulo: 'Cancelar e receber o dinheiro de volta', nome: 'op', valor: 'cancelar', opcoes: 2, proxima: 'Como é a viagem?', passo: 'meio' },
    { caminho: '/calculadora/atraso/', pergunta: 'O que aconteceu com a sua viagem?', rotulo: 'A viagem parou no caminho', nome: 'ev', valor: 'interrupcao', opcoes: 3, proxima: 'Como é a viagem?', passo: 'meio' },
  ];
  const enviadosSemJS = new Map();
  await check('reclamação a partir de um resultado: as frases e citações do motor, o que aconteceu, a carta copiada, impressa numa página A4 e guardada no endereço, sem nenhum pedido', async (page, context) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    await page.goto(origin + '/calculadora/?cat=idoso&modal=rodoviario&uo=SP&ud=MG&conv=sim&ed=2026-12-24&eh=09:30&ini=sim&vg=2&tarifa=150,01&te=8,50&passo=resultado');
    const { pedido, resposta } = await lerResultado(page);
    assert(resposta.ok && resposta.motivo, `o CLI não deu motivo: ${JSON.stringify(resposta).slice(0, 200)}`);
    await page.getByRole('link', { name: 'Reclamar: escrever uma carta à empresa com esta resposta' }).click();
    await page.waitForURL(/\/reclamacao\/#/);
    await page.waitForSelector('[data-reclamacao][data-frases]', { timeout: 20000 });
    // from here on, nothing the person types may go anywhere
    // (Chromium asks for the icon again when the address changes, even its
    // fragment: a GET of a file of the site, carrying nothing)
    const pedidos = [];
    page.on('request', (r) => { if (!(r.method() === 'GET' && !r.postData() && new URL(r.url()).pathname === '/favicon.png' && !new URL(r.url()).search)) pedidos.push(`${r.method()} ${r.url()}`); });
    // the engine's sentences, each with exactly its citations (the CLI's)
    const esperadas = [{ texto: resposta.motivo, fundamentos: resposta.motivoFundamentos }, ...(resposta.notas || [])];
    const itens = page.locator('.recl-frases > li');
    assert(await itens.count() === esperadas.length, `${await itens.count()} frases na página, o motor tem ${esperadas.length}`);
    for (const [i, f] of esperadas.entries()) {
      const li = itens.nth(i);
      const t = await li.locator('label').innerText();
      assert(t === f.texto, `frase ${i}: "${t}", o motor diz "${f.texto}"`);
      const hrefs = await li.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      assert(JSON.stringify(hrefs) === JSON.stringify(f.fundamentos.map((c) => c.href)), `frase ${i}: citações ${hrefs.join(', ')}, o motor dá ${f.fundamentos.map((c) => c.href).join(', ')}`);
      for (const h of hrefs) hrefsVistos.add(h);
    }
    // by default the letter carries the outcome; the person adds a note
    const carta = page.locator('[data-reclamacao-carta]');
    assert((await carta.innerText()).includes(resposta.motivo), 'a carta não traz a frase do resultado');
    assert(!(await carta.innerText()).includes(resposta.notas[0].texto), 'a carta já traz uma nota que a pessoa não escolheu');
    await itens.nth(1).locator('input[type=checkbox]').check();
    assert((await carta.innerText()).includes(resposta.notas[0].texto), 'a nota marcada não entrou na carta');
    // what happened, typed as a person does
    await page.getByLabel('Nome da empresa', { exact: true }).pressSequentially('Viação Exemplo');
    await page.getByLabel('CNPJ da empresa (opcional)', { exact: true }).pressSequentially('11.222.333/0001-80');
    await page.locator('[data-reclamacao-erro-cnpj]').waitFor({ state: 'visible', timeout: 10000 })
      .catch(() => { throw new Error('um CNPJ com o dígito verificador errado não foi apontado'); });
    assert(!(await carta.innerText()).includes('11.222.333/0001-80'), 'o CNPJ inválido entrou na carta');
    const cnpj = page.getByLabel('CNPJ da empresa (opcional)', { exact: true });
    await cnpj.press('Backspace');
    await cnpj.pressSequentially('1');
    await page.getByText('À Viação Exemplo, CNPJ 11.222.333/0001-81').waitFor({ timeout: 10000 })
      .catch(() => { throw new Error('o CNPJ válido não entrou na carta'); });
    assert(await page.locator('[data-reclamacao-erro-cnpj]').isHidden(), 'o erro do CNPJ continua depois de corrigido');
    await page.getByLabel('Data do que aconteceu', { exact: true }).fill('2026-12-09');
    await page.getByLabel('Qual é o problema', { exact: true }).selectOption({ label: 'A empresa cobrou um valor que eu não devia pagar' });
    await page.getByLabel('O que foi recusado ou cobrado, em poucas palavras (opcional)', { exact: true }).pressSequentially('o preço inteiro da passagem');
    await page.getByLabel('Valor cobrado, em reais (opcional)', { exact: true }).pressSequentially('150,01');
    await page.getByLabel('Número de protocolo do atendimento (opcional)', { exact: true }).pressSequentially('2026-778899');
    await page.getByLabel('Seu nome (opcional)', { exact: true }).pressSequentially('Maria da Silva');
    const texto = await carta.innerText();
    for (const t of ['10/12/2026', 'Assunto: reclamação (protocolo nº 2026-778899)', 'Eu, Maria da Silva, venho registrar esta reclamação. Em 09/12/2026, a empresa cobrou um valor que eu não devia pagar: o preço inteiro da passagem (valor: R$ 150,01).',
      'Quem vai viajar: Pessoa idosa', 'Meio de transporte: De ônibus']) {
      assert(texto.includes(t), `a carta não diz "${t}":\n${texto}`);
    }
    // the citations are links in the letter
    const links = await carta.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    assert(links.length === resposta.motivoFundamentos.length + resposta.notas[0].fundamentos.length, `links na carta: ${links.join(', ')}`);
    // where to send it, in order; by bus, the ANTT
    const onde = await page.locator('[data-reclamacao-onde] > li').allInnerTexts();
    assert(onde.length === 3 && onde[0].includes('Consumidor.gov.br') && onde[0].includes('protocolo') && onde[1].includes('Ouvidoria da ANTT') && !onde[1].includes('Antaq') && /Procon/.test(onde[2]) && /Defensoria Pública/.test(onde[2]),
      `para onde enviar: ${JSON.stringify(onde)}`);
    // copy: the letter as text, with the cited texts' addresses
    await page.getByRole('button', { name: 'Copiar a carta', exact: true }).click();
    await page.getByText('Carta copiada.').waitFor({ timeout: 5000 });
    const copiado = await page.evaluate(() => navigator.clipboard.readText());
    assert(copiado.includes(resposta.motivo) && copiado.includes('Textos citados:') && copiado.includes(origin + resposta.motivoFundamentos[0].href),
      `o texto copiado não traz a frase e os endereços dos textos citados:\n${copiado}`);
    assert(!/<[a-z]/i.test(copiado), 'o texto copiado tem HTML');
    // share without the Web Share API: the link is copied, and it holds the state
    await page.getByRole('button', { name: 'Copiar o link', exact: true }).click();
    await page.getByText('Link copiado.').waitFor({ timeout: 5000 });
    const link = await page.evaluate(() => navigator.clipboard.readText());
    assert(link === page.url() && new URL(link).search === '', `o link copiado: ${link} (o estado vai depois do "#", nunca na consulta ao servidor)`);
    await axe(page, '/reclamacao/ preenchida');
    await guardar(page, 'reclamacao-preenchida');
    // printed: one A4 page, the letter and where to send it
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ format: 'A4' });
    const paginas = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) || []).length;
    assert(paginas === 1, `a carta impressa tem ${paginas} páginas A4`);
    assert(await page.locator('.recl-formulario').isHidden() && await carta.isVisible(), 'impressa, a página mostra o formulário ou esconde a carta');
    await page.emulateMedia({ media: 'screen' });
    // nothing left the device while the person typed and copied
    assert(pedidos.length === 0, `pedidos enquanto a carta era escrita: ${pedidos.join(', ')}`);
    // the address holds the state: a new tab with the link writes the same letter
    const outra = await context.newPage();
    await outra.goto(link);
    await outra.waitForSelector('[data-reclamacao][data-frases]', { timeout: 20000 });
    await outra.getByText('À Viação Exemplo, CNPJ 11.222.333/0001-81').waitFor({ timeout: 10000 });
    const texto2 = await outra.locator('[data-reclamacao-carta]').innerText();
    assert(texto2 === texto, `o link abre outra carta:\n${texto2}\n---\n${texto}`);
    await outra.close();
    // back to the answer
    await page.getByRole('link', { name: 'Voltar à resposta', exact: true }).click();
    await page.waitForSelector('[data-pedido] h1', { timeout: 20000 });
    assert(JSON.parse(await page.locator('[data-pedido]').getAttribute('data-pedido')).categoria === JSON.parse(pedido).categoria, 'voltar à resposta não levou à mesma resposta');
  });

  for (const [nome, busca, pagina] of [['reembolso', RESULTADO_REEMBOLSO, '/calculadora/reembolso/'], ['atraso', 'ev=atraso_partida&modal=aquaviario&pd=2026-12-10&ph=08:00&passo=resultado', '/calculadora/atraso/']]) {
    await check(`reclamação a partir de um resultado de ${nome}: o link, as frases do motor e, por modal, a agência`, async (page) => {
      await page.goto(origin + pagina + '?' + busca);
      const { resposta } = await lerResultado(page);
      assert(resposta.ok, `${nome}: o motor recusou o pedido do teste`);
      await page.getByRole('link', { name: 'Reclamar: escrever uma carta à empresa com esta resposta' }).click();
      await page.waitForSelector('[data-reclamacao][data-frases]', { timeout: 20000 });
      const n = Number(await page.locator('[data-reclamacao]').getAttribute('data-frases'));
      const frases = (resposta.motivo ? 1 : 0) + (resposta.direitos || []).length + (resposta.notas || []).length;
      assert(n === frases && n > 0, `${nome}: ${n} frases na página, o motor tem ${frases}`);
      assert((await page.locator('[data-reclamacao-carta] li').count()) > 0, `${nome}: a carta não traz nenhuma frase do motor`);
      const modal = JSON.parse(decodeURIComponent(new URLSearchParams(new URL(page.url()).hash.slice(1)).get('p'))).modal;
      const onde = (await page.locator('[data-reclamacao-onde] > li').allInnerTexts())[1];
      assert(modal === 'aquaviario' ? onde.includes('Antaq') && !onde.includes('ANTT') : onde.includes('ANTT'), `${nome} (${modal}): "${onde}"`);
    });
  }

  await check('sem JavaScript: a primeira pergunta vem no HTML e é enviada como formulário GET', async (page) => {
    for (const q of PRIMEIRA) {
      await page.goto(origin + q.caminho);
      const h = page.locator('[data-calculadora] form legend h1');
      assert(await h.isVisible() && (await h.innerText()) === q.pergunta, `${q.caminho}: sem JavaScript, a pergunta "${q.pergunta}" não está visível`);
      const radios = page.getByRole('group', { name: q.pergunta }).getByRole('radio');
      assert(await radios.count() === q.opcoes, `${q.caminho}: sem JavaScript, ${await radios.count()} opções, esperava ${q.opcoes}`);
      await page.getByLabel(q.rotulo, { exact: true }).check();
      await Promise.all([page.waitForURL((u) => u.search !== ''), page.getByRole('button', { name: 'Continuar', exact: true }).click()]);
      const u = new URL(page.url());
      assert(u.pathname === q.caminho && u.searchParams.get(q.nome) === q.valor && u.searchParams.get('passo') === 'resultado',
        `${q.caminho}: o formulário sem JavaScript levou a ${u.pathname}${u.search}, esperava ?${q.nome}=${q.valor}&passo=resultado`);
      enviadosSemJS.set(q.caminho, u.pathname + u.search);
      const aviso = await page.locator('main').innerText();
      assert(aviso.includes('As próximas perguntas e a resposta precisam de JavaScript'), `${q.caminho}: sem JavaScript, falta o aviso de que as próximas perguntas precisam dele`);
    }
  }, { javaScriptEnabled: false });

  for (const q of PRIMEIRA) {
    await check(`${q.caminho}: a primeira pergunta responde antes do script, que a assume sem redesenhá-la nem mover o foco ou o layout`, async (page) => {
      // the bundle is held back until the question has been answered
      let soltar;
      const preso = new Promise((ok) => { soltar = ok; });
      await page.route(PACOTE_CALCULADORA, async (rota) => { await preso; await rota.continue(); });
      const modulos = [];
      page.on('request', (r) => { if (/\.wasm$/.test(new URL(r.url()).pathname)) modulos.push(r.url()); });
      await page.goto(origin + q.caminho, { waitUntil: 'commit' });
      await page.waitForSelector('[data-calculadora] form legend h1');
      // every layout shift since the navigation, with its time and sources
      await page.evaluate(() => {
        window.__deslocamentos = [];
        new PerformanceObserver((l) => {
          for (const e of l.getEntries()) {
            window.__deslocamentos.push({ t: e.startTime, v: e.value, entrada: e.hadRecentInput, de: e.sources.map((f) => (f.node ? f.node.nodeName + (f.node.className ? '.' + f.node.className : '') : '?') + ` y ${Math.round(f.previousRect.y)}→${Math.round(f.currentRect.y)}`).join(', ') });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      assert(!(await page.locator('[data-calculadora][data-motor]').count()), `${q.caminho}: o script rodou antes da hora (o teste não o segurou)`);
      await page.getByLabel(q.rotulo, { exact: true }).check();
      const caixas = () => page.evaluate(() => ['[data-calculadora] form h1', '[data-calculadora] form button', '.calc-guia']
        .map((s) => { const r = document.querySelector(s).getBoundingClientRect(); return [s, Math.round(r.top), Math.round(r.left), Math.round(r.width), Math.round(r.height)].join(' '); }));
      const antes = await caixas();
      const html = await page.evaluate(() => {
        window.__form = document.querySelector('[data-calculadora] form');
        window.__foco = document.activeElement;
        return window.__form.outerHTML;
      });
      const solto = await page.evaluate(() => performance.now());
      soltar();
      await page.waitForSelector('[data-calculadora][data-motor]', { timeout: 20000 });
      await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
      const depois = await page.evaluate(() => ({
        mesmo: document.querySelector('[data-calculadora] form') === window.__form,
        foco: document.activeElement === window.__foco,
        deslocamentos: window.__deslocamentos,
      }));
      // Before the script: the page's own load, as CLS counts it (a shift
      // right after the visitor's answer is the answer's, not a shift).
      // From the script on: every shift, the answer's half-second included.
      const descrever = (l) => l.map((e) => `${e.v} em ${Math.round(e.t)} ms (${e.de})`).join('; ');
      const naCarga = depois.deslocamentos.filter((e) => e.t < solto && !e.entrada);
      const noScript = depois.deslocamentos.filter((e) => e.t >= solto);
      assert(depois.mesmo, `${q.caminho}: o script redesenhou a primeira pergunta em vez de assumir a da página`);
      assert(depois.foco, `${q.caminho}: o script moveu o foco da primeira pergunta`);
      assert(await page.getByLabel(q.rotulo, { exact: true }).isChecked(), `${q.caminho}: a resposta marcada antes do script se perdeu`);
      const agora = await caixas();
      assert(JSON.stringify(agora) === JSON.stringify(antes), `${q.caminho}: o layout mudou quando o script assumiu: ${antes.join('; ')} → ${agora.join('; ')}`);
      assert(naCarga.length === 0, `${q.caminho}: deslocamento de layout ao carregar: ${descrever(naCarga)}`);
      assert(noScript.length === 0, `${q.caminho}: deslocamento de layout quando o script assumiu: ${descrever(noScript)}`);
      await axe(page, `${q.caminho} primeira pergunta da página`);
      await page.getByRole('button', { name: 'Continuar', exact: true }).click();
      await esperarPasso(page, q.proxima);
      const u = new URL(page.url());
      assert(u.searchParams.get(q.nome) === q.valor && u.searchParams.get('passo') === q.passo, `${q.caminho}: depois da primeira pergunta, o endereço é ${u.search}`);
      // the script draws the same question as the page does (one source: the flow's data)
      await page.getByRole('link', { name: 'Voltar', exact: true }).click();
      await esperarPasso(page, q.pergunta);
      const desenhado = await page.evaluate(() => document.querySelector('[data-calculadora] form').outerHTML);
      const normal = (x) => x.replace(/>\s+</g, '><').replace(/<input type="hidden" name="passo" value="resultado">/, '').replace(/ checked=""/g, '');
      assert(normal(desenhado) === normal(html), `${q.caminho}: a primeira pergunta da página difere da que o script desenha:\n        página: ${normal(html)}\n        script: ${normal(desenhado)}`);
      await page.unroute(PACOTE_CALCULADORA);
      // the module is downloaded once (by the engine's worker)
      await page.waitForSelector('[data-motor="pronto"]', { timeout: 20000 });
      assert(modulos.length === 1, `${q.caminho}: o módulo WebAssembly foi pedido ${modulos.length} vezes: ${modulos.join(', ')}`);
      // and it runs in the engine's worker, not in the page (motor.js falls
      // back to the page only when the worker cannot start): the one
      // calculadora-inicio.js made from a Blob with the page's first bytes
      const trabalhadores = page.workers().filter((w) => w.url().startsWith('blob:' + origin + '/'));
      assert(trabalhadores.length === 1 && page.workers().length === 1, `${q.caminho}: trabalhadores do motor: ${JSON.stringify(page.workers().map((w) => w.url()))}`);
      assert(await trabalhadores[0].evaluate(() => typeof self.viagemDeDireitoCalcular === 'function'), `${q.caminho}: o módulo não roda no trabalhador feito pela página`);
      assert(await page.evaluate(() => typeof window.viagemDeDireitoCalcular === 'undefined'), `${q.caminho}: o módulo rodou na página, não no trabalhador`);
      // the address the form sends without JavaScript: the script goes on from there
      const enviado = enviadosSemJS.get(q.caminho);
      if (enviado) {
        await page.goto(origin + enviado);
        await esperarPasso(page, q.proxima);
        const v = new URL(page.url());
        assert(v.searchParams.get(q.nome) === q.valor && v.searchParams.get('passo') === q.passo, `${q.caminho}: o endereço enviado sem JavaScript (${enviado}) virou ${v.search}`);
      } else if (!so) {
        throw new Error(`${q.caminho}: a verificação sem JavaScript não registrou o endereço enviado`);
      }
    });
  }

  await check('sem JavaScript: as regras com os links e o aviso', async (page, context) => {
    await context.route('**/*.js', (r) => r.abort());
    for (const p of Object.values(URL_PAGINA)) {
      await page.goto(origin + p);
      const t = await page.locator('main').innerText();
      assert(/As regras em palavras simples/.test(t), `${p}: sem JavaScript, a página não mostra as regras`);
      const links = await page.locator('main .calc-guia a[href*="#"]').count();
      assert(links >= 5, `${p}: sem JavaScript, só ${links} links para dispositivos`);
    }
  }, { javaScriptEnabled: false });
} finally {
  await browser.close();
  server.stop();
}

// Every href a result can show resolves to an element of the built site.
{
  const frases = readFileSync(join(repoDir, 'calculator', 'frases.md'), 'utf8');
  const todos = new Set(hrefsVistos);
  for (const m of frases.matchAll(/\]\((\/[^)\s]*#[^)\s]+)\)/g)) todos.add(m[1]);
  for (const p of ['calculadora/index.html', 'calculadora/reembolso/index.html', 'calculadora/atraso/index.html']) {
    const html = readFileSync(join(dir, p), 'utf8');
    for (const m of html.matchAll(/href="(\/[^"]*)"/g)) if (!m[1].startsWith('/assets/')) todos.add(m[1].replace(/&amp;/g, '&'));
  }
  const paginas = new Map();
  let n = 0;
  for (const h of todos) {
    const [comBusca, id] = h.split('#');
    const caminho = comBusca.split('?')[0];
    const arquivo = join(dir, caminho.replace(/^\//, ''), caminho.endsWith('/') ? 'index.html' : '');
    if (!paginas.has(arquivo)) paginas.set(arquivo, existsSync(arquivo) ? readFileSync(arquivo, 'utf8') : null);
    const html = paginas.get(arquivo);
    if (html === null) failures.push(`link ${h}: ${caminho} não existe no site gerado`);
    else if (id && !html.includes(`id="${id}"`)) failures.push(`link ${h}: ${caminho} não tem o elemento #${id}`);
    else n++;
  }
  if (n === todos.size) checks.push(`${n} links de resultado resolvem para âncoras do site`);
}

// The W3C checker on the DOM of every step and result (vnu.mjs checks the pages as served).
if (snapshots.size === 0) {
  failures.push(so ? `vnu: nenhum passo guardado com CALCULADORA_SO="${so}"` : 'vnu: nenhum passo nem resultado guardado');
} else {
  const jar = join(e2eDir, 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');
  const arquivos = [];
  for (const [chave, html] of snapshots) {
    const f = join(tmp, chave.replace(/[^a-z0-9-]+/gi, '_') + '.html');
    writeFileSync(f, html);
    arquivos.push(f);
  }
  const run = spawnSync(process.env.JAVA || 'java', ['-Xss4m', '-jar', jar, '--errors-only', '--format', 'json', ...arquivos], { encoding: 'utf8', maxBuffer: 64 << 20 });
  let messages = [];
  try {
    messages = JSON.parse(run.stderr || run.stdout).messages;
  } catch {
    failures.push(`vnu: saída inesperada (status ${run.status}): ${run.stderr}`);
  }
  const erros = messages.filter((m) => m.type === 'error' || m.type === 'non-document-error');
  for (const m of erros) failures.push(`vnu ${decodeURIComponent((m.url || '').replace(/^.*\//, ''))}:${m.lastLine}: ${m.message}${m.extract ? ` — ${m.extract.trim()}` : ''}`);
  if (!erros.length && messages) checks.push(`vnu: 0 erros no DOM de ${arquivos.length} passos e resultados`);
}

if (failures.length) fail(failures, 'calculadora');
console.log(`calculadora: ${checks.length} verificações ok (${rodados} cenários contra a CLI, ${axeRuns} análises do axe sem violações)`);
for (const c of checks) console.log(`  ✓ ${c}`);
