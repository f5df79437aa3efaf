// Package api is the worker's HTTP handler, apart from main (which only
// exists for workerd) so that it is tested natively: the calculator's
// handler mounted at the API's paths, with a JSON 404 elsewhere.
package api

import (
	"net/http"
	"strconv"

	"viagemdedireito/calculator"
	"viagemdedireito/calculator/httpapi"
	"viagemdedireito/wasm/workers/corpo"
)

// Handler returns the worker's handler: httpapi.Handler at the API's
// paths, with package corpo's reading to the end of a half-read body.
//
// No computation bound here: the glue starts a new Go instance for every
// request, so a bound inside one would bound nothing; it is in
// JavaScript, around the glue (../limite.mjs, the entry point
// ../entrada.mjs).
func Handler() http.Handler {
	return rotas(corpo.Esvaziando(httpapi.Handler()))
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
