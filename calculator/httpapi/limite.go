package httpapi

import (
	"bytes"
	"errors"
	"io"
	"net"
	"net/http"
	"runtime"
	"strconv"
	"time"

	"viagemdedireito/calculator"
)

// codigoOcupado is the code of the 503 answer of [Limitar]: every slot for a
// computation was taken for longer than the request could wait.
const codigoOcupado = "servidor_ocupado"

// Limites bounds how many API computations (POST requests) run at once, so
// that a server's memory stays bounded under load: each computation holds
// its body (up to 64 KiB), the engine's working set and its answer (up to
// 64 KiB) until the answer is written. A slot is taken only once the body
// has arrived: a client that sends its body slowly holds its connection,
// never a computation slot.
type Limites struct {
	// Calculos is the largest number of computations running at once.
	Calculos int
	// Espera is how long a request beyond Calculos waits for a free slot
	// before it gets 503.
	Espera time.Duration
	// RetryAfter is the Retry-After of the 503 answer, in whole seconds.
	RetryAfter int
	// Leitura is the longest the body may take to arrive once the request's
	// headers are read; one that takes longer gets 408 (code
	// "tempo_esgotado"). Zero leaves only the server's ReadTimeout. Leitura
	// is a read deadline set on the connection, so it should not exceed
	// what the server's ReadTimeout leaves after ReadHeaderTimeout.
	Leitura time.Duration
}

// LimitesPadrao returns the limits for this machine. A computation is pure
// CPU (no I/O once the body is read), so more than one per processor gives
// no throughput, only memory and latency: 2 × GOMAXPROCS keeps every
// processor busy while another request's answer is written. A request
// beyond them waits 200 ms, a few computations' time (one takes well under
// a millisecond to a few milliseconds), so that a short burst is absorbed
// without errors while a sustained overload is refused quickly instead of
// queueing goroutines and memory without end. The body has 10 s to arrive:
// 64 KiB take well under a second even on a slow mobile link, and 10 s
// after a header read of at most 5 s fit in the 15 s ReadTimeout of
// NewServer and of "gerar serve".
func LimitesPadrao() Limites {
	return Limites{Calculos: 2 * runtime.GOMAXPROCS(0), Espera: 200 * time.Millisecond, RetryAfter: 1, Leitura: 10 * time.Second}
}

// Limitar returns h with l applied to its POST requests (the computations);
// GET, HEAD and OPTIONS answer constants and pass at once. A POST's body is
// read first, before any slot is taken: at most 64 KiB (413 beyond, as
// Handler answers), within l.Leitura (408 beyond), into memory that grows
// only with the bytes that arrived, so that a client trickling its body, or
// lying about its Content-Length, holds its own connection and nothing of
// the computations. h then gets the request with the body in memory. A
// request Handler refuses before reading its body (415) is refused here
// the same way. A POST that then finds no free slot within l.Espera (or
// whose client goes away meanwhile) gets 503 Service Unavailable with
// Retry-After and the contract's error answer, code "servidor_ocupado".
// Calculos below 1 is read as 1.
func Limitar(h http.Handler, l Limites) http.Handler {
	n := l.Calculos
	if n < 1 {
		n = 1
	}
	return &limitador{h: h, l: l, vagas: make(chan struct{}, n)}
}

type limitador struct {
	h     http.Handler
	l     Limites
	vagas chan struct{}
}

func (lim *limitador) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost || r.URL.Path == RotaOpenAPI {
		lim.h.ServeHTTP(w, r)
		return
	}
	if recusarAntesDoCorpo(w, r) {
		return
	}
	corpo, ok := lim.lerCorpo(w, r)
	if !ok {
		return
	}
	r.Body, r.ContentLength = &corpoLido{Reader: bytes.NewReader(corpo), b: corpo}, int64(len(corpo))
	select {
	case lim.vagas <- struct{}{}:
	default:
		t := time.NewTimer(lim.l.Espera)
		select {
		case lim.vagas <- struct{}{}:
			t.Stop()
		case <-t.C:
			lim.ocupado(w)
			return
		case <-r.Context().Done():
			t.Stop()
			lim.ocupado(w)
			return
		}
	}
	defer func() { <-lim.vagas }()
	lim.h.ServeHTTP(w, r)
}

// lerCorpo reads r's body for ServeHTTP, bounded in size (limiteCorpo) and
// in time (l.Leitura). On a failure it has answered (413, 408 or 400) and
// ok is false.
func (lim *limitador) lerCorpo(w http.ResponseWriter, r *http.Request) (corpo []byte, ok bool) {
	w.Header().Set("Cache-Control", "no-store")
	var rc *http.ResponseController
	if lim.l.Leitura > 0 {
		rc = http.NewResponseController(w)
		if rc.SetReadDeadline(time.Now().Add(lim.l.Leitura)) != nil {
			rc = nil // a ResponseWriter without deadlines (a test's recorder): nothing to undo
		}
	}
	corpo, err := io.ReadAll(http.MaxBytesReader(w, r.Body, limiteCorpo))
	if err == nil {
		if rc != nil {
			// The body is read: the deadline has done its work. Left in
			// place it would cancel the request's context if it expired
			// while the request waits for a slot; the server sets the next
			// request's own.
			rc.SetReadDeadline(time.Time{})
		}
		return corpo, true
	}
	// The rest of the body is not worth waiting for: the connection closes
	// after the answer instead of the server reading on to reuse it.
	cabecalhosComuns(w)
	w.Header().Set("Connection", "close")
	var grande *http.MaxBytesError
	var rede net.Error
	switch {
	case errors.As(err, &grande):
		escrever(w, http.StatusRequestEntityTooLarge, erroTamanho())
	case !errors.As(err, &rede) || !rede.Timeout():
		escrever(w, http.StatusBadRequest, erroCorpoIlegivel())
	default:
		escrever(w, http.StatusRequestTimeout, calculator.RespostaErro(codigoTempoEsgotado,
			"O corpo da requisição não chegou a tempo (limite de "+segundos(lim.l.Leitura)+
				"): envie a requisição inteira de uma vez."))
	}
	return nil, false
}

// segundos writes d in whole seconds, in Portuguese ("10 s"); below a
// second, in milliseconds ("200 ms").
func segundos(d time.Duration) string {
	if d < time.Second {
		return strconv.FormatInt(d.Milliseconds(), 10) + " ms"
	}
	return strconv.FormatInt(int64(d/time.Second), 10) + " s"
}

// corpoLido is a request body already read into memory by [Limitar]: the
// handler takes b as it is instead of copying it again.
type corpoLido struct {
	*bytes.Reader
	b []byte
}

func (*corpoLido) Close() error { return nil }

func (lim *limitador) ocupado(w http.ResponseWriter) { Ocupado(w, lim.l.RetryAfter) }

// Ocupado writes the answer of [Limitar] to a computation that found no
// free slot: 503 Service Unavailable with Retry-After (retryAfter whole
// seconds, at least 1), the API's common headers and the contract's error
// answer, code "servidor_ocupado", in Portuguese. It is exported for a
// front door that bounds its computations outside Go, the Cloudflare worker
// (wasm/workers), which answers these same bytes.
func Ocupado(w http.ResponseWriter, retryAfter int) {
	cabecalhosComuns(w)
	cab := w.Header()
	cab.Set("Cache-Control", cacheRespostas)
	cab.Set("Retry-After", strconv.Itoa(max(retryAfter, 1)))
	escrever(w, http.StatusServiceUnavailable, calculator.RespostaErro(codigoOcupado,
		"Servidor ocupado: há cálculos demais em andamento. Tente novamente em instantes."))
}
