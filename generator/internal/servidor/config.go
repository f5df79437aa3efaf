package servidor

import (
	"net/http"
	"sync/atomic"
	"time"

	"viagemdedireito/calculator/httpapi"
)

// Config is what "gerar serve" runs with: the served directory, the bound
// on API computations and the connection timeouts. It is a value, built by
// Padrao and adjustable field by field (tests shrink it); nothing of it is
// global.
type Config struct {
	// Dir is the directory written by "gerar build".
	Dir string
	// Site, when not nil, is served instead of Dir: the build in memory
	// it holds at each request (NaMemoria; gerar serve -watch).
	Site *atomic.Pointer[Site]
	// Limites bounds the API's concurrent computations (see
	// httpapi.LimitesPadrao for the reasons of the defaults). Static files
	// are never limited: they keep being served while the API is saturated.
	Limites httpapi.Limites
	// ReadHeaderTimeout, ReadTimeout, WriteTimeout and IdleTimeout are the
	// http.Server's; MaxHeaderBytes too.
	ReadHeaderTimeout time.Duration
	ReadTimeout       time.Duration
	WriteTimeout      time.Duration
	IdleTimeout       time.Duration
	MaxHeaderBytes    int
}

// Padrao returns the configuration for serving dir on this machine.
//
// The timeouts make every connection's life finite, so that a client that
// trickles its request or never reads the answer cannot hold a goroutine
// or its buffers forever (a slot of the API it never holds: the API's body
// is read before a slot is taken, within Limites.Leitura, 10 s):
//   - ReadHeaderTimeout 5 s: headers are under 16 KiB (MaxHeaderBytes);
//   - ReadTimeout 15 s: the largest body accepted is 64 KiB, which even a
//     slow mobile link sends in well under a second; the 5 s of headers
//     and the 10 s the API gives a body fit in it;
//   - WriteTimeout 30 s: the write deadline of each answer. The largest
//     file is the WebAssembly module (about 550 KB brotli, 2.8 MB raw),
//     which takes about 20 s at 1 Mbit/s; an answer not read within it is
//     dropped with its connection, and its memory with it;
//   - IdleTimeout 60 s: a kept-alive connection waiting for its next
//     request.
func Padrao(dir string) Config {
	return Config{
		Dir:               dir,
		Limites:           httpapi.LimitesPadrao(),
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       15 * time.Second,
		WriteTimeout:      30 * time.Second,
		IdleTimeout:       60 * time.Second,
		MaxHeaderBytes:    16 << 10,
	}
}

// Handler returns the site's handler with api mounted (see New) behind
// c.Limites. A nil api makes the API's paths answer 404.
func (c Config) Handler(api http.Handler) http.Handler {
	if api != nil {
		api = httpapi.Limitar(api, c.Limites)
	}
	if c.Site != nil {
		return NaMemoria(c.Site, api)
	}
	return New(c.Dir, api)
}

// Server returns the http.Server of "gerar serve" for addr: c.Handler(api)
// with c's timeouts.
func (c Config) Server(addr string, api http.Handler) *http.Server {
	return &http.Server{
		Addr:              addr,
		Handler:           c.Handler(api),
		ReadHeaderTimeout: c.ReadHeaderTimeout,
		ReadTimeout:       c.ReadTimeout,
		WriteTimeout:      c.WriteTimeout,
		IdleTimeout:       c.IdleTimeout,
		MaxHeaderBytes:    c.MaxHeaderBytes,
	}
}
