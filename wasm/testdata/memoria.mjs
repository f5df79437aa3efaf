// Calls viagemDeDireitoCalcular with one request many times, as a page that
// forwards large data would, and reports the module's linear memory after
// each call (TestWasmMemoriaLimitada; wasm/README.md, "Memory over many
// calls").
//
// usage: node memoria.mjs WASM_EXEC_JS CALC_WASM CHAMADAS < requisicao.json
//
// stdin: the request's text. stdout: one JSON object {"inicial", "memoria":
// [bytes after call 1, 2, ...], "iguais", "primeira", "excecao", "ms"} where
// iguais says every answer was the first one, primeira is the first answer's
// start, excecao what a call threw ("" if none; the loop stops there) and
// ms the loop's wall time. stderr: the memory every 100 calls.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const [wasmExec, calcWasm, n] = process.argv.slice(2);
if (!wasmExec || !calcWasm || !(+n > 0)) {
  console.error('uso: node memoria.mjs WASM_EXEC_JS CALC_WASM CHAMADAS < requisicao.json');
  process.exit(2);
}
const requisicao = readFileSync(0, 'utf8');
const requerer = createRequire(import.meta.url);
requerer(resolve(wasmExec));
requerer(fileURLToPath(new URL('../adaptador.js', import.meta.url)));
const go = new Go();
const { instance } = await WebAssembly.instantiate(readFileSync(calcWasm), go.importObject);
go.run(instance).catch((e) => { console.error('go.run:', e); process.exit(1); });
const mem = instance.exports.mem;

const saida = { inicial: mem.buffer.byteLength, memoria: [], iguais: true, primeira: '', excecao: '', ms: 0 };
const inicio = performance.now();
let primeira;
for (let i = 0; i < +n; i++) {
  let r;
  try {
    r = globalThis.viagemDeDireitoCalcular(requisicao);
  } catch (e) {
    saida.excecao = `chamada ${i + 1}: ${e}`;
    break;
  }
  if (i === 0) {
    primeira = r;
    saida.primeira = r.slice(0, 200);
  } else if (r !== primeira) {
    saida.iguais = false;
  }
  saida.memoria.push(mem.buffer.byteLength);
  if ((i + 1) % 100 === 0) { // progress, for long runs
    console.error(`chamada ${i + 1}: ${mem.buffer.byteLength} bytes, ${Math.round(performance.now() - inicio)} ms`);
  }
}
saida.ms = Math.round(performance.now() - inicio);
process.stdout.write(JSON.stringify(saida) + '\n', () => process.exit(0));
