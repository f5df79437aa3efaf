// The worker under load (make bench-worker-carga; figures only, no
// assertion): conexoes clients at once POST the reservations request of
// pedidos.mjs (about 47 KB, 100 conflicting pairs) to wrangler dev for
// segundos, as the reliability review of 2026-12-03 did with wrk -c200. It
// prints the statuses, the answers per second, the latencies of the 200s,
// the CPU time wrangler dev's processes spent per 200 (the figure to trust
// on a shared machine), workerd's resident memory at rest, at its peak and
// 5 s after, and whether every 200 is gerar serve's answer to the same
// request.
//
// usage: node carga.mjs [CONEXOES] [SEGUNDOS]   (200 and 12)
import { reservasGrande } from './pedidos.mjs';
import { carga, cpuDoGrupo, enviar, fecharConexoes, gerarServe, rssDoGrupo, wranglerDev } from './servidores.mjs';

const conexoes = Number(process.argv[2] || 200);
const segundos = Number(process.argv[3] || 12);
const corpo = reservasGrande();
const mb = (n) => `${(n / 1e6).toFixed(0)} MB`;
const post = { metodo: 'POST', caminho: '/api/v1/calcular', cabecalhos: [['Content-Type', 'application/json']], corpo };

const gerar = await gerarServe();
const worker = await wranglerDev();
try {
  const esperado = (await enviar(gerar.origem, post)).corpo.toString('utf8');
  for (let i = 0; i < 5; i++) await enviar(worker.origem, post); // warm-up
  const rss = () => rssDoGrupo(worker.pid, 'workerd');
  const repouso = rss();
  console.log(`${conexoes} conexões por ${segundos} s, POST de ${Buffer.byteLength(corpo)} bytes (reservas); workerd em repouso: ${mb(repouso)}`);
  const cpu0 = cpuDoGrupo(worker.pid);
  const r = await carga(worker.origem, corpo, { conexoes, segundos, amostra: rss });
  const cpu = cpuDoGrupo(worker.pid) - cpu0;
  await new Promise((ok) => setTimeout(ok, 5000));
  const depois = rss();
  const q = (p) => (r.ms.length ? r.ms[Math.min(r.ms.length - 1, Math.floor(p * r.ms.length))].toFixed(0) : '-');
  const iguais = r.respostas.get(esperado) ?? 0;
  const ok = r.status[200] ?? 0;
  console.log(`status: ${JSON.stringify(r.status)}, erros de conexão: ${r.erros}`);
  console.log(`200 por segundo: ${(ok / r.duracao).toFixed(1)}; latência dos 200, p50 ${q(0.5)} ms, p99 ${q(0.99)} ms`);
  console.log(`200 iguais à resposta de gerar serve: ${iguais} de ${ok}`);
  console.log(`CPU de wrangler dev (todos os processos): ${(cpu / 1000).toFixed(1)} s, ${(cpu / Math.max(ok, 1)).toFixed(1)} ms por resposta 200`);
  console.log(`workerd: pico ${mb(r.pico)}, 5 s depois ${mb(depois)}`);
  if (r.ocupados[0]) console.log(`um 503: Retry-After ${r.ocupados[0].cabecalhos['retry-after']}, ${r.ocupados[0].corpo}`);
  const seguintes = [];
  for (let i = 0; i < 10; i++) seguintes.push((await enviar(worker.origem, post)).status);
  console.log(`10 pedidos depois da carga, um de cada vez: ${seguintes.join(' ')}`);
} finally {
  fecharConexoes();
  worker.parar();
  gerar.parar();
}
