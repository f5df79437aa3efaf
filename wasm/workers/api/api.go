// Package api is the worker's HTTP handler, apart from main (which only
// exists for workerd) so that it is tested natively: the calculator's
// handler behind the same computation bound as "gerar serve", mounted at
// the API's paths, with a JSON 404 elsewhere.
package api

import (
	"net/http"
	"strconv"

	"viagemdedireito/calculator"
	"viagemdedireito/calculator/httpapi"
	"viagemdedireito/wasm/workers/corpo"
)

// Handler returns the worker's handler: httpapi.Handler behind
// httpapi.Limitar with httpapi.LimitesPadrao, as "gerar serve" mounts it,
// and package corpo's reading to the end of a half-read body.
//
// The bound matters here as much as on a server: one instance of the
// worker takes every request that reaches it, and without it 200
// connections at once held 200 computations' bodies, working sets and
// answers (workerd at 825 MB under wrangler dev, the reliability review of
// 2026-12-03). The Go module runs one goroutine at a time (GOMAXPROCS 1),
// so 2 computations at once keep it busy; a request that finds no slot in
// 200 ms gets 503 with Retry-After and the contract's error answer,
// servidor_ocupado, in Portuguese. The body is read before a slot is
// taken, as on the server; the read deadline of Limites.Leitura is not
// available in a worker (its ResponseWriter has none): workerd bounds the
// request itself.
func Handler() http.Handler {
	return Montar(httpapi.Handler(), httpapi.LimitesPadrao())
}

// Montar is Handler over any API handler h with the limits l (tests give a
// handler that blocks, and small limits).
func Montar(h http.Handler, l httpapi.Limites) http.Handler {
	return rotas(corpo.Esvaziando(httpapi.Limitar(h, l)))
}

// rotas mounts api at exactly its paths (httpapi.Atende), as the site's
// server does, and answers anything else with a JSON 404.
func rotas(api http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if httpapi.Atende(r.URL.EscapedPath()) { // httpapi.Rota and httpapi.RotaOpenAPI
			api.ServeHTTP(w, r)
			return
		}
		resposta := calculator.RespostaErro("rota_inexistente",
			"Rota inexistente: a API responde em POST "+httpapi.Rota+".")
		cab := w.Header()
		cab.Set("Access-Control-Allow-Origin", "*")
		cab.Set("X-Content-Type-Options", "nosniff")
		cab.Set("Cache-Control", "no-store")
		cab.Set("Content-Type", "application/json; charset=utf-8")
		cab.Set("Content-Length", strconv.Itoa(len(resposta)))
		w.WriteHeader(http.StatusNotFound)
		w.Write(resposta) // a write error means the client is gone
	})
}
