// The worker's bound on requests at once. The glue of github.com/syumai/workers
// (build/worker.mjs, written by make worker) starts a new Go instance, with its
// own linear memory, for every request, so a bound inside Go would bound
// nothing: it is here, around the glue's fetch, in the isolate they share.
// Without it 200 connections at once held as many instances (workerd at 624 to
// 825 MB under wrangler dev; the reliability review of 2026-12-03), where a
// Cloudflare isolate has 128 MB.
//
// limitar(worker, { vagas, limiteCorpo, ocupado }) returns the worker with
// fetch bounded to vagas requests at once. As gerar serve does
// (httpapi.Limitar), a request's body is read first, before it takes a place:
// at most limiteCorpo + 1 bytes are kept (the Go handler answers 413 beyond
// limiteCorpo), the rest is read and dropped, so that a client that trickles
// its body holds its own connection and at most 64 KiB, never a place nor a Go
// instance. A request that then finds every place taken is answered at once
// with ocupado, httpapi.Ocupado's 503 (Retry-After, code servidor_ocupado),
// written to build/limites.mjs by make worker: shed, not queued, so the
// admitted ones keep the isolate's one thread.
//
// A place is held from the Go instance's start until the glue's fetch
// settles, when the answer has been computed and its headers are ready (the
// answer, at most 64 KiB, then streams out of the instance), or until the
// client goes away (request.signal, compatibility flag enable_request_signal
// in wrangler.toml; under wrangler dev it was not seen to fire: a client gone
// in the middle of its body leaves that read waiting, which holds no place).
// workerd may cancel a request whose client is gone, and
// then its pending promises, the glue's among them, never settle: so a place
// older than prazoMs (the Workers Paid plan's CPU limit per request, 30 s by
// default, which no computation reaches) is taken back by the next request,
// whatever became of its request. agora is the clock (tests give their own).
export function limitar(worker, { vagas, limiteCorpo, ocupado, prazoMs = 30_000, agora = Date.now }) {
  if (!(vagas >= 1)) throw new Error(`limitar: vagas ${vagas}, quero ao menos 1`);
  const emCurso = new Set(); // the places taken: { inicio } each
  const cheio = () => new Response(ocupado.corpo, { status: ocupado.status, headers: ocupado.cabecalhos });
  return {
    ...worker,
    async fetch(req, env, ctx) {
      const pedido = await comCorpoLido(req, limiteCorpo);
      const t = agora();
      for (const v of emCurso) if (t - v.inicio > prazoMs) emCurso.delete(v);
      if (emCurso.size >= vagas) return cheio();
      const vaga = { inicio: t };
      emCurso.add(vaga);
      const soltar = () => emCurso.delete(vaga);
      req.signal?.addEventListener('abort', soltar);
      try {
        return await worker.fetch(pedido, env, ctx);
      } finally {
        soltar();
      }
    },
  };
}

// comCorpoLido returns req with its body read into memory, at most limite + 1
// bytes of it, the rest read to its end and dropped (a stream left half-read
// makes wrangler dev drop its connection; see package corpo). A request
// without a body, or that is not a POST, or whose Content-Length is already
// over limite, is returned as it is: the Go handler answers it without
// reading its body.
async function comCorpoLido(req, limite) {
  if (req.body === null || req.method !== 'POST') return req;
  const declarado = req.headers.get('Content-Length');
  if (declarado !== null && Number(declarado) > limite) return req;
  const partes = [];
  let guardados = 0;
  const leitor = req.body.getReader();
  for (;;) {
    const { done, value } = await leitor.read();
    if (done) break;
    if (guardados <= limite) {
      const parte = value.subarray(0, limite + 1 - guardados);
      partes.push(parte);
      guardados += parte.length;
    }
  }
  const corpo = new Uint8Array(guardados);
  let i = 0;
  for (const p of partes) {
    corpo.set(p, i);
    i += p.length;
  }
  return new Request(req.url, { method: req.method, headers: req.headers, body: corpo });
}
