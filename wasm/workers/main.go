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
// JSON 404 of the contract.
//
// Workers run a new Go instance for each request, so this file does no work
// before the request: main only mounts the handler.
//
// Build (see the Makefile's worker target):
//
//	go run github.com/syumai/workers/cmd/workers-assets-gen -mode=go -o build
//	GOOS=js GOARCH=wasm go build -trimpath -ldflags="-s -w" -o build/app.wasm ./wasm/workers
//
// and run locally with wrangler dev (wrangler.toml), deploy with wrangler deploy.
package main

import (
	"io"
	"net/http"
	"strconv"

	"github.com/syumai/workers"

	"viagemdedireito/calculator"
	"viagemdedireito/calculator/httpapi"
)

func main() {
	workers.Serve(rotas(httpapi.Handler()))
}

// rotas mounts api at exactly httpapi.Rota, as the site's server does, and
// answers anything else with a JSON 404.
func rotas(api http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.EscapedPath() == httpapi.Rota {
			corpo := &corpoLido{ReadCloser: r.Body}
			r.Body = corpo
			api.ServeHTTP(&esvaziaCorpo{ResponseWriter: w, corpo: corpo}, r)
			corpo.esvaziar()
			return
		}
		corpo := calculator.RespostaErro("rota_inexistente",
			"Rota inexistente: a API responde em POST "+httpapi.Rota+".")
		cab := w.Header()
		cab.Set("Access-Control-Allow-Origin", "*")
		cab.Set("X-Content-Type-Options", "nosniff")
		cab.Set("Cache-Control", "no-store")
		cab.Set("Content-Type", "application/json; charset=utf-8")
		cab.Set("Content-Length", strconv.Itoa(len(corpo)))
		w.WriteHeader(http.StatusNotFound)
		w.Write(corpo) // a write error means the client is gone
	})
}

// esvaziaCorpo reads to its end a request body that the handler began to
// read and left unfinished (a chunked body over the 64 KiB limit, answered
// 413), before the response starts. workerd cannot read a request stream
// once the response has been sent, and a stream left half-read makes
// wrangler dev drop its connection to the worker, so that the next request
// is answered 503 ("Your worker restarted mid-request"; workerd issue 1730);
// cancelling the stream instead makes it worse. A body never touched (GET,
// a Content-Length over the limit, a wrong Content-Type) is left alone,
// which workerd accepts. net/http's server, in "gerar serve", likewise
// discards what a handler left unread. The drain is bounded by the
// platform's CPU limit per request.
type esvaziaCorpo struct {
	http.ResponseWriter
	corpo *corpoLido
}

func (e *esvaziaCorpo) WriteHeader(status int) {
	e.corpo.esvaziar()
	e.ResponseWriter.WriteHeader(status)
}

func (e *esvaziaCorpo) Write(b []byte) (int, error) {
	e.corpo.esvaziar()
	return e.ResponseWriter.Write(b)
}

// corpoLido is a request body that knows whether it was read, and to the end.
type corpoLido struct {
	io.ReadCloser
	lido, fim bool
}

func (c *corpoLido) Read(p []byte) (int, error) {
	c.lido = true
	n, err := c.ReadCloser.Read(p)
	if err != nil {
		c.fim = true
	}
	return n, err
}

func (c *corpoLido) esvaziar() {
	if c.lido && !c.fim {
		io.Copy(io.Discard, c) // an error ends the body too: nothing else to do
		c.fim = true
	}
}
