package corpo

import (
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// fonte is a request body that records how it was read.
type fonte struct {
	resto    *strings.Reader
	leituras int
	erro     error // returned once resto is empty, instead of io.EOF, when set
}

func novaFonte(n int) *fonte { return &fonte{resto: strings.NewReader(strings.Repeat("x", n))} }

func (f *fonte) Read(p []byte) (int, error) {
	f.leituras++
	if f.resto.Len() == 0 && f.erro != nil {
		return 0, f.erro
	}
	return f.resto.Read(p)
}

func (f *fonte) Close() error { return nil }

// gravador is a ResponseWriter that notes how much of the body was left
// unread when the response started.
type gravador struct {
	*httptest.ResponseRecorder
	f              *fonte
	restoAoIniciar int
	iniciou        bool
}

func (g *gravador) nota() {
	if !g.iniciou {
		g.iniciou = true
		g.restoAoIniciar = g.f.resto.Len()
	}
}

func (g *gravador) WriteHeader(s int)           { g.nota(); g.ResponseRecorder.WriteHeader(s) }
func (g *gravador) Write(b []byte) (int, error) { g.nota(); return g.ResponseRecorder.Write(b) }

func servir(t *testing.T, f *fonte, h http.HandlerFunc) *gravador {
	t.Helper()
	r := httptest.NewRequest(http.MethodPost, "/api/v1/calcular", nil)
	r.Body = f
	g := &gravador{ResponseRecorder: httptest.NewRecorder(), f: f}
	Esvaziando(h).ServeHTTP(g, r)
	return g
}

// The API's case: a body over the limit, read in part through
// MaxBytesReader, then answered 413. The rest is read before the answer.
func TestParcialEsvaziadoAntesDaResposta(t *testing.T) {
	for _, primeiro := range []string{"WriteHeader", "Write"} {
		f := novaFonte(1 << 20)
		g := servir(t, f, func(w http.ResponseWriter, r *http.Request) {
			_, err := io.ReadAll(http.MaxBytesReader(w, r.Body, 64<<10))
			var grande *http.MaxBytesError
			if !errors.As(err, &grande) {
				t.Errorf("ReadAll: %v, want a MaxBytesError", err)
			}
			if primeiro == "WriteHeader" {
				w.WriteHeader(http.StatusRequestEntityTooLarge)
			}
			w.Write([]byte(`{"ok":false}`))
		})
		if !g.iniciou || g.restoAoIniciar != 0 {
			t.Errorf("%s first: %d bytes unread when the response started (started %v)", primeiro, g.restoAoIniciar, g.iniciou)
		}
		if g.Body.String() != `{"ok":false}` {
			t.Errorf("%s first: body %q", primeiro, g.Body.String())
		}
	}
}

// A body the handler never touches is never read (a Content-Length over
// the limit, a wrong Content-Type, GET): workerd accepts it, and reading it
// would cost CPU for nothing.
func TestIntocadoNaoLido(t *testing.T) {
	f := novaFonte(1 << 20)
	g := servir(t, f, func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusUnsupportedMediaType)
	})
	if f.leituras != 0 || g.restoAoIniciar != 1<<20 {
		t.Errorf("%d reads, %d bytes left; want the body untouched", f.leituras, g.restoAoIniciar)
	}
}

// A body read to its end is not read again.
func TestLidoAteOFimNaoRelido(t *testing.T) {
	f := novaFonte(100)
	var leituras int
	servir(t, f, func(w http.ResponseWriter, r *http.Request) {
		if b, err := io.ReadAll(r.Body); err != nil || len(b) != 100 {
			t.Errorf("ReadAll: %d bytes, %v", len(b), err)
		}
		leituras = f.leituras
		w.WriteHeader(http.StatusOK)
	})
	if f.leituras != leituras {
		t.Errorf("%d reads after the handler's %d", f.leituras-leituras, leituras)
	}
}

// A handler that writes nothing still leaves no half-read body behind.
func TestSemRespostaEsvaziadoAoFim(t *testing.T) {
	f := novaFonte(1 << 16)
	servir(t, f, func(w http.ResponseWriter, r *http.Request) {
		r.Body.Read(make([]byte, 10))
	})
	if f.resto.Len() != 0 {
		t.Errorf("%d bytes unread after the handler returned", f.resto.Len())
	}
}

// A body that fails while being emptied ends there: the answer still goes.
func TestErroAoEsvaziar(t *testing.T) {
	f := novaFonte(1000)
	f.erro = errors.New("stream cancelado")
	g := servir(t, f, func(w http.ResponseWriter, r *http.Request) {
		r.Body.Read(make([]byte, 10))
		w.WriteHeader(http.StatusRequestEntityTooLarge)
	})
	if g.Code != http.StatusRequestEntityTooLarge {
		t.Errorf("status %d", g.Code)
	}
	if f.leituras > 10 {
		t.Errorf("%d reads: emptying must stop at the first error", f.leituras)
	}
}

// A request without a body (GET) goes through unchanged.
func TestSemCorpo(t *testing.T) {
	var visto io.ReadCloser
	r := httptest.NewRequest(http.MethodGet, "/api/v1/calcular", nil)
	w := httptest.NewRecorder()
	Esvaziando(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		visto = r.Body
		w.WriteHeader(http.StatusOK)
	})).ServeHTTP(w, r)
	if visto != http.NoBody || w.Code != http.StatusOK {
		t.Errorf("body %T, status %d", visto, w.Code)
	}
}
