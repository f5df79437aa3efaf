// Package corpo holds what the Cloudflare worker (wasm/workers) does to a
// request body that net/http's server would do for "gerar serve": a body
// the handler began to read and left unfinished is read to its end before
// the response starts.
//
// workerd cannot read a request stream once the response has been sent, and
// a stream left half-read makes wrangler dev drop its connection to the
// worker, so that the next request is answered 503 ("Your worker restarted
// mid-request"; workerd issue 1730); cancelling the stream instead makes it
// worse. The API's handler leaves a body half-read in one case: a chunked
// body over its 64 KiB limit, answered 413. A body never touched (GET, a
// Content-Length over the limit, a wrong Content-Type) is left alone, which
// workerd accepts, and costs nothing. The drain is bounded by the
// platform's CPU limit per request.
package corpo

import (
	"io"
	"net/http"
)

// Esvaziando returns h with every request body that h began to read and
// did not finish read to its end before h's response starts (and, if h
// writes nothing, when h returns).
func Esvaziando(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c := &lido{ReadCloser: r.Body}
		if r.Body != nil && r.Body != http.NoBody {
			r2 := *r
			r2.Body = c
			r = &r2
		}
		h.ServeHTTP(&escritor{ResponseWriter: w, corpo: c}, r)
		c.esvaziar()
	})
}

// escritor empties the body before the response's header or first bytes.
type escritor struct {
	http.ResponseWriter
	corpo *lido
}

func (e *escritor) WriteHeader(status int) {
	e.corpo.esvaziar()
	e.ResponseWriter.WriteHeader(status)
}

func (e *escritor) Write(b []byte) (int, error) {
	e.corpo.esvaziar()
	return e.ResponseWriter.Write(b)
}

// lido is a request body that knows whether it was read, and to the end.
type lido struct {
	io.ReadCloser
	comecou, fim bool
}

func (c *lido) Read(p []byte) (int, error) {
	c.comecou = true
	n, err := c.ReadCloser.Read(p)
	if err != nil {
		c.fim = true
	}
	return n, err
}

func (c *lido) esvaziar() {
	if c.comecou && !c.fim {
		io.Copy(io.Discard, c) // an error ends the body too: nothing else to do
		c.fim = true
	}
}
