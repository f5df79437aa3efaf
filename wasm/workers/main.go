// The worker only exists compiled to WebAssembly for a JavaScript host (workerd).
//go:build js && wasm

// Command workers serves the calculator API on Cloudflare Workers: the same
// handler as "gerar serve" (viagemdedireito/calculator/httpapi) mounted at
// the same path, POST /api/v1/calcular, through github.com/syumai/workers,
// which turns a Workers Request into an *http.Request and the handler's
// answer back into a Response.
//
// Nothing else is added: CORS, the body limit, the content type, the method
// rules, the statuses, the bodies and the Cache-Control headers are the
// handler's, so the worker answers exactly as "gerar serve" does (the
// end-to-end test in e2e/ compares both, byte for byte). Any other path is a
// JSON 404 of the contract. What net/http's server does around the handler
// for "gerar serve", reading to its end a body the handler left half-read,
// package corpo does here.
//
// Workers run a new Go instance for each request, so this file does no work
// before the request: main only mounts the handler. For the same reason
// gerar serve's bound on computations at once (httpapi.Limitar) would bound
// nothing in here: the worker's is in JavaScript, around the glue
// (limite.mjs, from the entry point entrada.mjs), with the body limit and
// the 503 of httpapi (build/limites.mjs, written by ./limites).
//
// Build (see the Makefile's worker target):
//
//	go run github.com/syumai/workers/cmd/workers-assets-gen -mode=go -o build
//	go run ./limites -o build/limites.mjs
//	GOOS=js GOARCH=wasm go build -trimpath -ldflags="-s -w" -o build/app.wasm ./wasm/workers
//
// and run locally with wrangler dev (wrangler.toml), deploy with wrangler deploy.
package main

import (
	"net/http"
	"strconv"

	"github.com/syumai/workers"

	"viagemdedireito/calculator"
	"viagemdedireito/calculator/httpapi"
	"viagemdedireito/wasm/workers/corpo"
)

func main() {
	workers.Serve(rotas(corpo.Esvaziando(httpapi.Handler())))
}

// rotas mounts api at exactly its paths (httpapi.Atende), as the site's server does, and
// answers anything else with a JSON 404.
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
