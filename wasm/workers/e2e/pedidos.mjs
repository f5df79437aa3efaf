// The requests the worker's end-to-end test and measurements send: every
// contract example, hostile requests, and the large availability request.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// limiteCorpo is the API's body limit (calculator/httpapi, 64 KiB); the
// hostile requests are sized around it.
export const limiteCorpo = 64 << 10;

// exemplos returns the requests of the contract's examples
// (calculator/internal/contratoteste/exemplos/*.json), by file name, with the
// documented fields of each answer (esperado).
export function exemplos(repoDir) {
  const dir = join(repoDir, 'calculator', 'internal', 'contratoteste', 'exemplos');
  const nomes = readdirSync(dir).filter((n) => n.endsWith('.json')).sort();
  if (nomes.length === 0) throw new Error(`nenhum exemplo do contrato em ${dir}`);
  return nomes.map((n) => {
    const e = JSON.parse(readFileSync(join(dir, n), 'utf8'));
    return { nome: n.replace(/\.json$/, ''), corpo: JSON.stringify(e.requisicao), esperado: e.esperado };
  });
}

// disponibilidadeGrande is an availability request with 50 stops and 1,000
// grants of every category and type, the same shape as the engine's
// BenchmarkDisponibilidade50Paradas1000Concessoes (calculator/bench_test.go):
// about 60 KB, under the 64 KiB limit.
export function disponibilidadeGrande() {
  const paradas = Array.from({ length: 50 }, (_, i) => `Parada ${i}`);
  const cats = ['jovem', 'idoso', 'pcd', 'pcd_acompanhante'];
  const concedidos = Array.from({ length: 1000 }, (_, i) => {
    const de = (i * 7) % 49;
    const tipo = i % 3 === 1 && i % 4 < 2 ? 'desconto' : 'gratuidade';
    return { categoria: cats[i % 4], tipo, de, ate: de + 1 + ((i * 13) % (49 - de)) };
  });
  const corpo = JSON.stringify({ operacao: 'disponibilidade', paradas, concedidos, trecho: { de: 10, ate: 40 }, servicosSimultaneos: 2 });
  if (Buffer.byteLength(corpo) >= limiteCorpo) throw new Error(`pedido de disponibilidade com ${corpo.length} bytes, acima do limite`);
  return corpo;
}

const json = 'application/json';

// casos lists every request of the comparison: { nome, metodo, caminho,
// cabecalhos (array of [name, value], repeated names sent as repeated
// header lines), corpo (string or Buffer, or undefined) }.
export function casos(repoDir) {
  const post = (nome, corpo, tipo = json, extra = []) => ({
    nome, metodo: 'POST', caminho: '/api/v1/calcular', corpo,
    cabecalhos: [...(tipo === null ? [] : [['Content-Type', tipo]]), ...extra],
  });
  const lista = exemplos(repoDir).map((e) => post(`exemplo ${e.nome}`, e.corpo));
  const beneficio = lista.find((c) => c.nome.startsWith('exemplo beneficio')).corpo;
  lista.push(
    post('disponibilidade 50 paradas × 1.000 concessões', disponibilidadeGrande()),
    // the description and the preflight
    { nome: 'GET descreve a API', metodo: 'GET', caminho: '/api/v1/calcular', cabecalhos: [] },
    { nome: 'HEAD', metodo: 'HEAD', caminho: '/api/v1/calcular', cabecalhos: [] },
    {
      nome: 'OPTIONS preflight', metodo: 'OPTIONS', caminho: '/api/v1/calcular', cabecalhos: [
        ['Origin', 'https://operadora.example'], ['Access-Control-Request-Method', 'POST'],
        ['Access-Control-Request-Headers', 'content-type']],
    },
    post('POST com Origin (CORS)', beneficio, json, [['Origin', 'https://operadora.example']]),
    post('POST com query string', beneficio),
    // malformed JSON
    post('JSON malformado', '{"operacao": "beneficio",'),
    post('JSON truncado no meio de uma string', '{"operacao": "benef'),
    post('corpo vazio', ''),
    post('JSON que não é objeto', '[1, 2, 3]'),
    post('null', 'null'),
    post('bytes que não são UTF-8', Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])),
    post('BOM antes do JSON', '\ufeff' + beneficio),
    post('dois valores JSON', beneficio + ' ' + beneficio),
    // nesting and duplicate keys
    post('aninhamento profundo (listas)', '['.repeat(60_000) + ']'.repeat(60_000).slice(0, 10)),
    post('aninhamento profundo (objetos)', '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000)),
    post('aninhamento de 100 níveis', '['.repeat(100) + ']'.repeat(100)),
    post('chave duplicada', '{"operacao":"beneficio","operacao":"reembolso"}'),
    post('chave duplicada aninhada', beneficio.replace('"vagas":{', '"vagas":{"gratuitasConcedidas":0,')),
    post('operação desconhecida', '{"operacao":"nao-existe"}'),
    // atraso beyond its examples: out of scope, and every field invalid at once
    post('atraso no trem (direitos null)', '{"operacao":"atraso","agora":"2026-12-24T09:30:00-03:00","modal":"ferroviario","evento":"atraso_partida","previsto":"2026-12-24T08:00:00-03:00"}'),
    post('atraso com campos inválidos', '{"operacao":"atraso","agora":"ontem","modal":"aereo","evento":"interrupcao","interrompidaEm":"2026-12-24T14:00:00-03:00","retomadaEm":"2026-12-24T13:00:00-03:00","compra":{"tarifa":-1}}'),
    // recusa (rules revision 4, R7) beyond its examples: a reason the texts
    // leave open off road, and a discount for a category that has none
    post('recusa no barco (admitido null)', '{"operacao":"recusa","agora":"2026-12-20T10:00:00-03:00","categoria":"pcd","modal":"aquaviario","beneficio":"gratuidade","motivo":"fora_do_prazo"}'),
    post('recusa com desconto da criança', '{"operacao":"recusa","agora":"2026-12-20T10:00:00-03:00","categoria":"crianca","modal":"rodoviario","beneficio":"desconto","motivo":"vagas_esgotadas"}'),
    post('campos faltando', '{"operacao":"beneficio"}'),
    // body limits
    post('corpo de 2 MB', Buffer.alloc(2 << 20, 0x20)),
    post('corpo de 2 MB de JSON válido', JSON.stringify({ operacao: 'beneficio', x: 'a'.repeat((2 << 20) - 40) })),
    post('corpo de 64 KiB + 1 byte', ' '.repeat(limiteCorpo) + '1'),
    post('corpo de exatamente 64 KiB', beneficio + ' '.repeat(limiteCorpo - Buffer.byteLength(beneficio))),
    // a chunked body over the limit is read in part, then answered 413; the
    // request after it must still be answered (see ../corpo)
    { ...post('corpo de 2 MB sem Content-Length (chunked)', Buffer.alloc(2 << 20, 0x20)), chunked: true },
    { ...post('beneficio sem Content-Length (chunked)', beneficio), chunked: true },
    // methods
    ...['PUT', 'DELETE', 'PATCH'].map((m) => ({ nome: `método ${m}`, metodo: m, caminho: '/api/v1/calcular', cabecalhos: [['Content-Type', json]], corpo: beneficio })),
    // content types
    post('sem Content-Type', beneficio, null),
    post('text/plain', beneficio, 'text/plain'),
    post('formulário (curl --data)', beneficio, 'application/x-www-form-urlencoded'),
    post('charset latin1', beneficio, 'application/json; charset=iso-8859-1'),
    post('charset UTF-8 maiúsculo', beneficio, 'Application/JSON; charset=UTF-8'),
    post('Content-Type ilegível', beneficio, 'application/json; ;;'),
    post('application/json+x', beneficio, 'application/jsonx'),
    post('dois Content-Type', beneficio, json, [['Content-Type', json]]),
  );
  // the query string case: same path, a query
  lista.find((c) => c.nome === 'POST com query string').caminho = '/api/v1/calcular?versao=1';
  return lista;
}

// reservasGrande is the largest kind of reservations request the load
// measurements send (carga.mjs): 200 reservations in 100 conflicting pairs,
// each pair the same trip written with two offsets, about 47 KB, under the
// 64 KiB limit. The answer is one conflict per pair.
export function reservasGrande() {
  const reservas = [];
  for (let i = 0; i < 100; i++) {
    const dia = String(1 + (i % 28)).padStart(2, '0');
    const hora = i % 23;
    const destino = `Cidade de destino número ${i} (terminal rodoviário central, plataforma ${i % 12}, embarque pela porta norte)`;
    const transportadora = `Viação Transportadora Interestadual de Passageiros ${i % 7} Ltda.`;
    const h = (n) => String(n).padStart(2, '0');
    reservas.push({ destino, partida: `2026-12-${dia}T${h(hora)}:00:00-03:00`, transportadora });
    reservas.push({ destino, partida: `2026-12-${dia}T${h(hora + 1)}:00:00-02:00`, transportadora });
  }
  const corpo = JSON.stringify({ operacao: 'reservas', reservas });
  if (Buffer.byteLength(corpo) >= limiteCorpo) throw new Error(`pedido de reservas com ${corpo.length} bytes, acima do limite`);
  return corpo;
}
