// Runs ../adaptador.js over a stand-in for the module whose buffer sits at
// or above 2 GiB, where a wasm i32 address reads as a negative number in
// JavaScript (TestAdaptadorEnderecoAlto): the adapter must read the
// addresses as unsigned. The stand-in's memory is an ArrayBuffer of 2 GiB
// and 64 KiB (only the pages written are ever touched); its calcular echoes
// the request, so the answer shows what the adapter wrote and read.
//
// usage: node enderecos.mjs
//
// stdout: one JSON object {"calcular", "cnpj", "excecao"}: what
// viagemDeDireitoCalcular("…") and viagemDeDireitoValidarCNPJ("…") returned,
// and what they threw ("" if nothing).
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const alto = 2 ** 31 + 4096; // the buffer's address: above 2 GiB
const buffer = new ArrayBuffer(2 ** 31 + 65536);
let tamanho = 0;
const exports = {
  mem: { buffer },
  // each returns what a wasm i32 result becomes in JavaScript: signed
  reservar: (n) => { tamanho = n; return alto | 0; },
  endereco: () => alto | 0,
  calcular: () => tamanho,
  validarCNPJ: () => (new Uint8Array(buffer, alto, tamanho)[0] === 0x31 ? 1 : 0),
  erroArgumentos: () => 0,
};
globalThis.Go = class { run() { return Promise.resolve(); } };
createRequire(import.meta.url)(fileURLToPath(new URL('../adaptador.js', import.meta.url)));
new globalThis.Go().run({ exports });

const saida = { calcular: '', cnpj: null, excecao: '' };
try {
  saida.calcular = globalThis.viagemDeDireitoCalcular('{"operacao":"São Paulo"}');
  saida.cnpj = globalThis.viagemDeDireitoValidarCNPJ('11222333000181');
} catch (e) {
  saida.excecao = String(e);
}
process.stdout.write(JSON.stringify(saida) + '\n');
