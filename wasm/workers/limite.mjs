// The worker's bound on requests at once. The glue of github.com/syumai/workers
// (build/worker.mjs, written by make worker) starts a new Go instance for every
// request, so a bound inside Go would bound nothing: it is here, around the
// glue's fetch, in the isolate that all of them share. Without it 200
// connections at once held 200 instances (workerd at 825 MB under wrangler dev,
// the reliability review of 2026-12-03).
//
// limitar(worker, limites) returns the worker with fetch bounded to
// limites.calculos requests at once; one beyond them waits limites.esperaMs for
// a free place and then gets the 503 of "gerar serve" (httpapi.Limitar): the
// contract's error answer, code servidor_ocupado, in Portuguese, with
// Retry-After. The defaults are gerar serve's on one processor (a Go instance
// runs one goroutine at a time): 2 at once, 200 ms of wait, Retry-After 1.
// Every request is counted, not only POST: each one costs a Go instance.

// respostaOcupado is httpapi.Limitar's answer, byte for byte (TestLimiteDoWorker
// compares them).
export const respostaOcupado = '{"ok":false,"erros":[{"campo":"","codigo":"servidor_ocupado","mensagem":"Servidor ocupado: há cálculos demais em andamento. Tente novamente em instantes."}]}';

export function limitar(worker, { calculos = 2, esperaMs = 200, retryAfter = 1 } = {}) {
  let ativos = 0;
  const fila = []; // resolvers of the requests waiting for a place
  const entrar = () => {
    if (ativos < calculos) {
      ativos++;
      return Promise.resolve(true);
    }
    return new Promise((resolver) => {
      const espera = { resolver };
      espera.timer = setTimeout(() => {
        fila.splice(fila.indexOf(espera), 1);
        resolver(false);
      }, esperaMs);
      fila.push(espera);
    });
  };
  const sair = () => {
    const proxima = fila.shift();
    if (proxima) {
      clearTimeout(proxima.timer);
      proxima.resolver(true); // the place passes to it: ativos unchanged
    } else {
      ativos--;
    }
  };
  const ocupado = () => new Response(respostaOcupado, {
    status: 503,
    headers: {
      'Access-Control-Allow-Origin': '*',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
      'Retry-After': String(Math.max(retryAfter, 1)),
      'Content-Type': 'application/json; charset=utf-8',
    },
  });
  return {
    ...worker,
    async fetch(req, env, ctx) {
      if (!(await entrar())) {
        return ocupado();
      }
      try {
        return await worker.fetch(req, env, ctx);
      } finally {
        sair();
      }
    },
  };
}
