package httpapi

import (
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
// 64 KiB) until the answer is written.
type Limites struct {
	// Calculos is the largest number of computations running at once.
	Calculos int
	// Espera is how long a request beyond Calculos waits for a free slot
	// before it gets 503.
	Espera time.Duration
	// RetryAfter is the Retry-After of the 503 answer, in whole seconds.
	RetryAfter int
}

// LimitesPadrao returns the limits for this machine. A computation is pure
// CPU (no I/O once the body is read), so more than one per processor gives
// no throughput, only memory and latency: 2 × GOMAXPROCS keeps every
// processor busy while another request's body is read or its answer
// written. A request beyond them waits 200 ms, a few computations' time
// (one takes well under a millisecond to a few milliseconds), so that a
// short burst is absorbed without errors while a sustained overload is
// refused quickly instead of queueing goroutines and memory without end.
func LimitesPadrao() Limites {
	return Limites{Calculos: 2 * runtime.GOMAXPROCS(0), Espera: 200 * time.Millisecond, RetryAfter: 1}
}

// Limitar returns h with l applied to its POST requests (the computations);
// GET, HEAD and OPTIONS answer constants and pass at once. A POST that finds
// no free slot within l.Espera (or whose client goes away meanwhile) gets
// 503 Service Unavailable with Retry-After and the contract's error answer,
// code "servidor_ocupado". Calculos below 1 is read as 1.
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

func (lim *limitador) ocupado(w http.ResponseWriter) {
	cab := w.Header()
	cab.Set("Access-Control-Allow-Origin", "*")
	cab.Set("X-Content-Type-Options", "nosniff")
	cab.Set("Cache-Control", cacheRespostas)
	cab.Set("Retry-After", strconv.Itoa(max(lim.l.RetryAfter, 1)))
	escrever(w, http.StatusServiceUnavailable, calculator.RespostaErro(codigoOcupado,
		"Servidor ocupado: há cálculos demais em andamento. Tente novamente em instantes."))
}
