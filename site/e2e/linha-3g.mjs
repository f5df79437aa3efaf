// linha-3g.mjs: a slow line in front of a local server, for measuring (never
// for asserting). A TCP proxy, so that everything the browser does — the
// page, its workers, the service worker, the HTTP cache's revalidations —
// goes through the same line, as on a phone (DevTools' throttling does not
// reach the service worker, nor, in every version, a page's workers).
//
// The line, one for every connection together:
//   - downlink and uplink of KBITS kbit/s each (default 400), shared: the
//     bytes of all connections are sent packet by packet (1460 B), in turn
//     between the connections that have something to send (as TCP flows
//     sharing a bottleneck end up doing); a connection with more than
//     FILA bytes waiting stops reading from its sender (back-pressure, as
//     TCP's window), so a big download does not starve a small one;
//   - RTT ms of round trip (default 400): each packet arrives RTT/2 after it
//     left, each way; a new connection waits one RTT before its first byte
//     goes up (TCP's handshake).
// It counts the bytes that came down (abaixo()) and the time the downlink
// spent sending them (ocupado()), so a measurement can say how much crossed
// the line before some moment, and how long the line stood idle.
import { createServer, connect } from 'node:net';

const PACOTE = 1460;
const FILA = 64 * 1024;
const FOLGA_MS = 100;

// enlace is one direction of the line: connections queue their chunks, the
// line sends them in turn at `taxa` bytes per second, each arrives `atraso`
// ms after it left.
function enlace(taxa, atraso) {
  const filas = []; // of { fila: Buffer[], bytes, entregar, pausar, continuar }
  let vez = 0;
  let livre = 0; // when the line finishes its current packet
  let relogio = null;
  let total = 0;
  let ocupado = 0; // ms the line spent sending
  function proximo() {
    relogio = null;
    const agora = Date.now();
    // every packet whose time has come, in turn between connections
    while (filas.some((f) => f.bytes > 0)) {
      if (livre > agora) {
        relogio = setTimeout(proximo, livre - agora);
        return;
      }
      let f;
      for (let i = 0; i < filas.length; i++) {
        f = filas[(vez + i) % filas.length];
        if (f.bytes > 0) { vez = (vez + i + 1) % filas.length; break; }
      }
      let n = 0;
      const partes = [];
      while (n < PACOTE && f.fila.length) {
        const b = f.fila[0];
        const k = Math.min(b.length, PACOTE - n);
        partes.push(b.subarray(0, k));
        n += k;
        if (k === b.length) f.fila.shift(); else f.fila[0] = b.subarray(k);
      }
      f.bytes -= n;
      total += n;
      if (f.pausada && f.bytes < FILA / 2) { f.pausada = false; f.continuar(); }
      ocupado += (n * 1000) / taxa;
      // a timer that fired late (a busy machine) may send what it owes, up
      // to FOLGA_MS of the line's time, so the rate holds
      livre = Math.max(livre, agora - FOLGA_MS) + (n * 1000) / taxa;
      // delivered in order: one timer per connection, at most (two timers
      // due the same millisecond may fire in either order)
      f.chegando.push({ em: livre + atraso, pacote: Buffer.concat(partes) });
      if (!f.relogio) entregar(f);
    }
  }
  function entregar(f) {
    f.relogio = null;
    const agora = Date.now();
    while (f.chegando.length && f.chegando[0].em <= agora) f.entregar(f.chegando.shift().pacote);
    if (f.chegando.length) f.relogio = setTimeout(() => entregar(f), f.chegando[0].em - agora);
  }
  return {
    total: () => total,
    ocupado: () => ocupado,
    abrir(entregar, pausar, continuar) {
      const f = { fila: [], bytes: 0, entregar, pausar, continuar, pausada: false, chegando: [], relogio: null };
      filas.push(f);
      return {
        enviar(b) {
          f.fila.push(b);
          f.bytes += b.length;
          if (!f.pausada && f.bytes > FILA) { f.pausada = true; f.pausar(); }
          if (!relogio) proximo();
        },
        fechar() {
          if (f.relogio) clearTimeout(f.relogio);
          // what was still queued is dropped with the connection: a side
          // waiting for the queue to drain (fimDepois) then ends instead of
          // polling forever and holding the process open
          f.fila = [];
          f.bytes = 0;
          f.chegando = [];
          const i = filas.indexOf(f);
          if (i >= 0) filas.splice(i, 1);
          if (vez >= filas.length) vez = 0;
        },
        vazia: () => f.bytes === 0 && f.chegando.length === 0,
      };
    },
  };
}

/**
 * Starts the line on a free loopback port in front of destino ("host:port").
 * Returns { origin, abaixo(), acima(), stop() }.
 */
export function abrirLinha(destino, { kbits = 400, rtt = 400 } = {}) {
  const [host, porta] = [destino.slice(0, destino.lastIndexOf(':')), Number(destino.slice(destino.lastIndexOf(':') + 1))];
  const taxa = (kbits * 1000) / 8;
  const descida = enlace(taxa, rtt / 2);
  const subida = enlace(taxa, rtt / 2);
  const conexoes = new Set();
  const servidor = createServer((cliente) => {
    const origem = connect(porta, host);
    conexoes.add(cliente).add(origem);
    let aberta = false;
    const antes = [];
    // the handshake: nothing goes up before one RTT
    setTimeout(() => { aberta = true; for (const b of antes.splice(0)) sobe.enviar(b); }, rtt);
    // a side's end is passed on once what it sent has crossed the line
    const fimDepois = (canal, fim) => {
      const tentar = () => (canal.vazia() ? fim() : setTimeout(tentar, 20));
      tentar();
    };
    const sobe = subida.abrir((b) => origem.write(b), () => cliente.pause(), () => cliente.resume());
    const desce = descida.abrir((b) => cliente.write(b), () => origem.pause(), () => origem.resume());
    cliente.on('data', (b) => (aberta ? sobe.enviar(b) : antes.push(b)));
    origem.on('data', (b) => desce.enviar(b));
    cliente.on('end', () => fimDepois(sobe, () => origem.end()));
    origem.on('end', () => fimDepois(desce, () => cliente.end()));
    const fechar = () => {
      sobe.fechar();
      desce.fechar();
      cliente.destroy();
      origem.destroy();
      conexoes.delete(cliente);
      conexoes.delete(origem);
    };
    cliente.on('error', fechar);
    origem.on('error', fechar);
    cliente.on('close', () => fimDepois(sobe, fechar));
    origem.on('close', () => fimDepois(desce, fechar));
  });
  return new Promise((ok, ko) => {
    servidor.on('error', ko);
    servidor.listen(0, '127.0.0.1', () => {
      ok({
        origin: `http://127.0.0.1:${servidor.address().port}`,
        abaixo: () => descida.total(),
        // ms the downlink spent sending (the rest of a span, it was idle)
        ocupado: () => descida.ocupado(),
        acima: () => subida.total(),
        stop: () => {
          for (const c of conexoes) c.destroy();
          servidor.close();
        },
      });
    });
  });
}
