// Loads the calculator's WebAssembly module the way a page does (Go's
// wasm_exec.js and ../adaptador.js, as gerar build ships them, then go.run)
// and calls viagemDeDireitoCalcular.
//
// usage: node executar.mjs WASM_EXEC_JS CALC_WASM < chamadas.json
//
// stdin: [{"nome": "...", "args": [...], "funcao"?: "..."}, ...], each call
// made as viagemDeDireitoCalcular(...args), or as the global named funcao. stdout: one JSON object
// {"prontoAntes", "evento", "pronto", "chamadas": [{"nome", "tipo", "resposta"}]}
// where tipo is typeof the result and resposta the result itself.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const [wasmExec, calcWasm] = process.argv.slice(2);
if (!wasmExec || !calcWasm) {
  console.error('uso: node executar.mjs WASM_EXEC_JS CALC_WASM < chamadas.json');
  process.exit(2);
}
const chamadas = JSON.parse(readFileSync(0, 'utf8'));

// Node's globalThis is not an EventTarget: lend it one, as a browser window
// has, to see the module's ready event.
const alvo = new EventTarget();
globalThis.addEventListener = alvo.addEventListener.bind(alvo);
globalThis.dispatchEvent = alvo.dispatchEvent.bind(alvo);
let evento = false;
globalThis.addEventListener('viagemDeDireitoPronto', () => { evento = true; });

const requerer = createRequire(import.meta.url);
requerer(resolve(wasmExec)); // defines globalThis.Go
// then what gerar build appends to it: the globals over the module's exports
requerer(fileURLToPath(new URL('../adaptador.js', import.meta.url)));
const go = new Go();
const { instance } = await WebAssembly.instantiate(readFileSync(calcWasm), go.importObject);
const prontoAntes = globalThis.viagemDeDireitoPronto === true;
const execucao = go.run(instance); // never settles: main keeps running
execucao.catch((e) => { console.error('go.run:', e); process.exit(1); });

const saida = { prontoAntes, evento, pronto: globalThis.viagemDeDireitoPronto === true, chamadas: [] };
for (const { nome, args, funcao } of chamadas) {
  let resposta;
  try {
    resposta = globalThis[funcao || 'viagemDeDireitoCalcular'](...args);
  } catch (e) {
    resposta = 'EXCEÇÃO: ' + e;
  }
  saida.chamadas.push({ nome, tipo: typeof resposta, resposta });
}
process.stdout.write(JSON.stringify(saida) + '\n', () => process.exit(0));
