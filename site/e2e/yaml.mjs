// yaml.mjs: every front matter of content/*.md read by an independent YAML
// parser (the npm package yaml, YAML 1.2, duplicate keys refused) and
// compared with what the generator read from it: the norm's JSON
// (/legislacao/{slug}.json) for the metadata, its page for the reparos and
// the [sic] marks, content/fontes/ for the sources. So the files stay
// portable YAML (Hugo, editors, linters) and both readings agree. The court
// decisions of content/jurisprudencia/ too: their ementa and dispositivos
// against their pages.
// Usage: node yaml.mjs [public-dir]. Exits 1 on any problem.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { parseDocument, LineCounter, isMap } from 'yaml';
import { publicDir, repoDir, fail } from './lib.mjs';

const dir = publicDir();
const contentDir = join(repoDir, 'content');
const { version } = createRequire(import.meta.url)('yaml/package.json');

// The metadata the generator publishes in the norm's JSON, with the value an
// absent key stands for there (omitempty) and in the front matter.
const meta = ['ementa', 'resumo', 'autoridade', 'publicacao', 'fonte_oficial', 'transcricao', 'escopo', 'conferido_em', 'notas'];
const vazio = { nome_curto: '', resumo: '', notas: [] };
// The norm's identity: in the JSON, from the catalogue of norms
// (calculator/lexml), never in the front matter (one fact, one place).
const identidade = ['titulo', 'nome_curto', 'rotulo', 'tipo', 'numero', 'data', 'urn'];
const chavesItem = { reparos: ['onde', 'de', 'para', 'nota'], sic: ['onde', 'trecho'] };
// alteracoes: in the JSON with the front matter's keys, always present ([]).
const chavesAlteracao = ['ato', 'data', 'o_que', 'texto_publicado'];
const ordenado = (o) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : 1)));

const texto = (v) => typeof v === 'string';
const igual = (a, b) => JSON.stringify(a) === JSON.stringify(b);
const entidades = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
// The pages put no-break spaces (U+00A0) inside citations ("art.\u00a0149",
// generator/leitura.go): presentation, read here as the spaces they replace.
const semMarcacao = (html) => html.replace(/<[^>]*>/g, '').replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (e, n) =>
  n[0] !== '#' ? entidades[n] ?? e : String.fromCodePoint(n[1] === 'x' || n[1] === 'X' ? parseInt(n.slice(2), 16) : Number(n.slice(1))))
  .replace(/\u00a0/g, ' ');

const problems = [];
let lidos = 0;
for (const nome of readdirSync(contentDir).filter((n) => n.endsWith('.md')).sort()) {
  const arquivo = `content/${nome}`;
  const fonte = readFileSync(join(contentDir, nome), 'utf8').replace(/^\ufeff/, '').replace(/\r\n/g, '\n');
  if (!fonte.startsWith('---\n')) continue; // a document about the content (README.md, ids.md), not a norm
  const fim = fonte.indexOf('\n---\n', 3);
  if (fim < 0) {
    problems.push(`${arquivo}:1: cabeçalho sem a linha "---" de fechamento`);
    continue;
  }
  const lineCounter = new LineCounter();
  const doc = parseDocument(fonte.slice(4, fim + 1), { version: '1.2', uniqueKeys: true, strict: true, lineCounter });
  // line 1 of the YAML text is line 2 of the file
  const linha = (pos) => lineCounter.linePos(pos ?? 0).line + 1;
  for (const e of [...doc.errors, ...doc.warnings]) problems.push(`${arquivo}:${linha(e.pos?.[0])}: yaml: ${e.message.split('\n')[0]}`);
  if (doc.errors.length) continue;
  if (!isMap(doc.contents)) {
    problems.push(`${arquivo}:2: o cabeçalho não é um mapa "chave: valor"`);
    continue;
  }
  lidos++;
  const cab = doc.toJS();
  const linhaDe = (chave) => linha(doc.contents.items.find((p) => p.key?.value === chave)?.key?.range?.[0]);
  const slug = nome.slice(0, -'.md'.length);
  const jsonPath = join(dir, 'legislacao', `${slug}.json`);
  const paginaPath = join(dir, 'legislacao', slug, 'index.html');
  if (!existsSync(jsonPath) || !existsSync(paginaPath)) {
    problems.push(`${arquivo}: o site em ${dir} não tem a página e o JSON de ${slug}`);
    continue;
  }
  const json = JSON.parse(readFileSync(jsonPath, 'utf8'));
  const pagina = readFileSync(paginaPath, 'utf8');

  for (const chave of Object.keys(cab)) {
    if (identidade.includes(chave)) {
      problems.push(`${arquivo}:${linhaDe(chave)}: chave "${chave}" no cabeçalho: a identidade da norma vem do catálogo (calculator/lexml)`);
    } else if (!meta.includes(chave) && !['fontes', 'reparos', 'sic', 'alteracoes', 'redacoes'].includes(chave)) {
      problems.push(`${arquivo}:${linhaDe(chave)}: chave "${chave}" que o gerador não publica`);
    }
  }
  for (const chave of identidade) {
    const g = json[chave] ?? vazio[chave];
    if (!texto(g) || (g === '' && chave !== 'nome_curto')) problems.push(`${arquivo}: "${chave}" do catálogo ausente no JSON do gerador: ${JSON.stringify(g)}`);
  }
  // metadata: the same strings as the generator's JSON
  for (const chave of meta) {
    const y = cab[chave] ?? vazio[chave];
    const g = json[chave] ?? vazio[chave];
    const tipoOk = chave === 'notas' ? Array.isArray(y) && y.every(texto) : texto(y);
    if (!tipoOk) problems.push(`${arquivo}:${linhaDe(chave)}: "${chave}" não é ${chave === 'notas' ? 'uma lista de textos' : 'um texto'} para o yaml: ${JSON.stringify(y)}`);
    else if (!igual(y, g)) problems.push(`${arquivo}:${linhaDe(chave)}: "${chave}" lido pelo yaml ${JSON.stringify(y)}, pelo gerador ${JSON.stringify(g)}`);
  }
  // alteracoes: maps of text values, the same as in the generator's JSON
  {
    const y = cab.alteracoes ?? [];
    const ok = Array.isArray(y) && y.every((a) => a && typeof a === 'object' && !Array.isArray(a) &&
      Object.keys(a).every((k) => chavesAlteracao.includes(k)) && Object.values(a).every(texto));
    if (!ok) problems.push(`${arquivo}:${linhaDe('alteracoes')}: "alteracoes" não é uma lista de mapas {${chavesAlteracao.join(', ')}} de textos: ${JSON.stringify(y)}`);
    else if (!Array.isArray(json.alteracoes) || !igual(y.map(ordenado), json.alteracoes.map(ordenado))) {
      problems.push(`${arquivo}:${linhaDe('alteracoes')}: "alteracoes" lido pelo yaml ${JSON.stringify(y)}, pelo gerador ${JSON.stringify(json.alteracoes)}`);
    }
  }
  // redacoes: the earlier wordings, each a page the generator lists in the JSON (generator/redacoes.go)
  {
    const y = cab.redacoes ?? [];
    const anteriores = (json.redacoes ?? []).filter((r) => !r.vigente).map((r) => r.data);
    if (!Array.isArray(y) || !y.every((r) => r && typeof r === 'object' && texto(r.data) && texto(r.escopo))) {
      problems.push(`${arquivo}:${linhaDe('redacoes')}: "redacoes" não é uma lista de mapas com data e escopo: ${JSON.stringify(y)}`);
    } else if (!igual(y.map((r) => r.data), anteriores)) {
      problems.push(`${arquivo}:${linhaDe('redacoes')}: "redacoes" lido pelo yaml ${JSON.stringify(y.map((r) => r.data))}, pelo gerador ${JSON.stringify(anteriores)}`);
    } else {
      for (const d of anteriores) {
        if (!existsSync(join(dir, 'legislacao', slug, 'redacao', d, 'index.html'))) problems.push(`${arquivo}: sem a página da redação de ${d}`);
      }
    }
  }
  // items of reparos and sic: maps of text values with the documented keys
  for (const [lista, chaves] of Object.entries(chavesItem)) {
    const itens = cab[lista] ?? [];
    if (!Array.isArray(itens)) {
      problems.push(`${arquivo}:${linhaDe(lista)}: "${lista}" não é uma lista`);
      continue;
    }
    for (const [i, item] of itens.entries()) {
      const ok = item && typeof item === 'object' && !Array.isArray(item) &&
        Object.keys(item).every((k) => chaves.includes(k)) && Object.values(item).every(texto) && texto(item.onde);
      if (!ok) problems.push(`${arquivo}:${linhaDe(lista)}: item ${i + 1} de "${lista}" não é um mapa {${chaves.join(', ')}} de textos: ${JSON.stringify(item)}`);
    }
  }
  // reparos: the page lists them in order, as the generator read them
  const reparos = (cab.reparos ?? []).filter((r) => r && typeof r === 'object');
  const bloco = pagina.match(/<details class="reparos">([\s\S]*?)<\/details>/);
  const lis = bloco ? [...bloco[1].matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => m[1]) : [];
  if (lis.length !== reparos.length) {
    problems.push(`${arquivo}:${linhaDe('reparos')}: ${reparos.length} reparo(s) no cabeçalho, ${lis.length} na página`);
  } else {
    reparos.forEach((r, i) => {
      const esperado = 'de' in r ? `“${r.de}” → “${r.para}”${r.nota ? ` (${r.nota})` : ''}` : r.nota;
      const li = semMarcacao(lis[i]);
      if (!li.endsWith(esperado)) problems.push(`${arquivo}: reparo ${i + 1}: a página mostra ${JSON.stringify(li)}, o yaml leu ${JSON.stringify(esperado)}`);
      const link = r.onde === 'geral' ? !lis[i].includes('<a ') : lis[i].includes(`<a href="#${r.onde}">`);
      if (!link) problems.push(`${arquivo}: reparo ${i + 1} (${r.onde}): a página não o liga ao dispositivo lido pelo yaml`);
    });
  }
  // sic: each trecho marked once on the page
  const sic = (cab.sic ?? []).filter((s) => s && typeof s === 'object');
  const marcas = [...pagina.matchAll(/<span class="sic">([\s\S]*?)<span class="sic-marca"> \[sic\]<\/span><\/span>/g)].map((m) => semMarcacao(m[1]));
  if (marcas.length !== sic.length) problems.push(`${arquivo}:${linhaDe('sic')}: ${sic.length} sic no cabeçalho, ${marcas.length} marca(s) [sic] na página`);
  for (const s of sic) {
    const i = marcas.indexOf(s.trecho);
    if (i < 0) problems.push(`${arquivo}:${linhaDe('sic')}: sic ${s.onde} ${JSON.stringify(s.trecho)} não está marcado na página`);
    else marcas.splice(i, 1);
  }
  // fontes: files of content/fontes/
  const fontes = cab.fontes ?? [];
  if (!Array.isArray(fontes) || fontes.length === 0 || !fontes.every(texto)) {
    problems.push(`${arquivo}:${linhaDe('fontes')}: "fontes" deve ser uma lista não vazia de nomes de arquivo`);
  } else {
    for (const f of fontes) {
      if (!existsSync(join(contentDir, 'fontes', f))) problems.push(`${arquivo}:${linhaDe('fontes')}: fonte ${f} não existe em content/fontes/`);
    }
  }
}
if (lidos === 0) problems.push('nenhum cabeçalho lido em content/*.md');

// The court decisions (content/jurisprudencia/*.md): the front matter read by
// the yaml package gives the page the generator made: its ementa, word for
// word, and a link to each dispositivo it names.
const jurDir = join(contentDir, 'jurisprudencia');
let decisoes = 0;
for (const nome of existsSync(jurDir) ? readdirSync(jurDir).filter((n) => n.endsWith('.md') && n !== 'README.md').sort() : []) {
  const arquivo = `content/jurisprudencia/${nome}`;
  const fonte = readFileSync(join(jurDir, nome), 'utf8').replace(/^\ufeff/, '').replace(/\r\n/g, '\n');
  const fim = fonte.indexOf('\n---\n', 3);
  if (!fonte.startsWith('---\n') || fim < 0) {
    problems.push(`${arquivo}:1: sem cabeçalho entre duas linhas "---"`);
    continue;
  }
  const doc = parseDocument(fonte.slice(4, fim + 1), { version: '1.2', uniqueKeys: true, strict: true });
  for (const e of [...doc.errors, ...doc.warnings]) problems.push(`${arquivo}: yaml: ${e.message.split('\n')[0]}`);
  if (doc.errors.length || !isMap(doc.contents)) continue;
  const cab = doc.toJS();
  const slug = nome.replace(/\.md$/, '');
  const arqPagina = join(dir, 'jurisprudencia', slug, 'index.html');
  if (!existsSync(arqPagina)) {
    problems.push(`${arquivo}: a página /jurisprudencia/${slug}/ não foi gerada`);
    continue;
  }
  decisoes++;
  const pagina = readFileSync(arqPagina, 'utf8');
  const bloco = pagina.match(/<blockquote class="ementa-decisao"[^>]*>([\s\S]*?)<\/blockquote>/);
  const paragrafos = bloco ? [...bloco[1].matchAll(/<p>([\s\S]*?)<\/p>/g)].map((m) => semMarcacao(m[1].replace(/<span class="sic-marca"> \[sic\]<\/span>/g, ''))) : [];
  if (!Array.isArray(cab.ementa) || !igual(paragrafos, cab.ementa)) {
    problems.push(`${arquivo}: a ementa da página ${JSON.stringify(paragrafos)} difere da lida pelo yaml ${JSON.stringify(cab.ementa)}`);
  }
  for (const d of Array.isArray(cab.dispositivos) ? cab.dispositivos : []) {
    const [norma, id] = String(d?.ref).split('#');
    if (!pagina.includes(`<a href="/legislacao/${norma}/#${id}">`)) problems.push(`${arquivo}: a página não liga ao dispositivo ${d?.ref}`);
  }
}
if (decisoes === 0) problems.push('nenhuma decisão lida em content/jurisprudencia/*.md');
if (problems.length) fail(problems, 'yaml');
console.log(`yaml: ${lidos} cabeçalhos de content/*.md e ${decisoes} de content/jurisprudencia/*.md lidos pelo yaml ${version} (YAML 1.2) iguais à leitura do gerador em ${dir}`);
