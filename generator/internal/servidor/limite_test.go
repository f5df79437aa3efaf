package servidor

import (
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"runtime"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"viagemdedireito/calculator/httpapi"
)

// TestAPISaturada fills every computation slot with handlers blocked on a
// channel: the next POST gets 503 with Retry-After and the contract's error
// answer, while a static page, and the API's GET, still answer 200; once the
// blocked ones are released they answer 200 too.
func TestAPISaturada(t *testing.T) {
	const vagas = 2
	entrou, liberar := make(chan struct{}), make(chan struct{})
	api := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodPost {
			select { // once liberar is closed, computations no longer block
			case entrou <- struct{}{}:
				<-liberar
			case <-liberar:
			}
		}
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, `{"ok":true}`)
	})
	cfg := Padrao(site(t))
	cfg.Limites = httpapi.Limites{Calculos: vagas, Espera: 20 * time.Millisecond, RetryAfter: 2}
	srv := httptest.NewServer(cfg.Handler(api))
	defer srv.Close()

	post := func() (*http.Response, error) {
		return http.Post(srv.URL+APIPath, "application/json", strings.NewReader(`{}`))
	}
	type resultado struct {
		status int
		err    error
	}
	bloqueadas := make(chan resultado, vagas)
	for range vagas {
		go func() {
			res, err := post()
			if err != nil {
				bloqueadas <- resultado{err: err}
				return
			}
			res.Body.Close()
			bloqueadas <- resultado{status: res.StatusCode}
		}()
	}
	for range vagas {
		<-entrou // every slot is now held by a blocked computation
	}

	res, err := post()
	if err != nil {
		t.Fatal(err)
	}
	corpo, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != http.StatusServiceUnavailable {
		t.Errorf("POST com a API saturada: status %d, quero 503", res.StatusCode)
	}
	if got := res.Header.Get("Retry-After"); got != "2" {
		t.Errorf("Retry-After %q, quero \"2\"", got)
	}
	if ct := res.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		t.Errorf("Content-Type %q", ct)
	}
	var erro struct {
		Ok    *bool `json:"ok"`
		Erros []struct {
			Codigo   string `json:"codigo"`
			Mensagem string `json:"mensagem"`
		} `json:"erros"`
	}
	if err := json.Unmarshal(corpo, &erro); err != nil {
		t.Fatalf("503 não é JSON: %v: %s", err, corpo)
	}
	if erro.Ok == nil || *erro.Ok || len(erro.Erros) != 1 || erro.Erros[0].Codigo != "servidor_ocupado" ||
		!strings.Contains(erro.Erros[0].Mensagem, "ocupado") {
		t.Errorf("corpo do 503: %s", corpo)
	}

	for _, alvo := range []string{"/", "/legislacao/lei-x/", APIPath} {
		res, err := http.Get(srv.URL + alvo)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != http.StatusOK {
			t.Errorf("GET %s com a API saturada: status %d, quero 200", alvo, res.StatusCode)
		}
	}

	close(liberar)
	for range vagas {
		r := <-bloqueadas
		if r.err != nil || r.status != http.StatusOK {
			t.Errorf("computação liberada: status %d, erro %v", r.status, r.err)
		}
	}
	res, err = post()
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusOK {
		t.Errorf("POST depois de liberadas as vagas: status %d, quero 200", res.StatusCode)
	}
}

// TestPadrao: the server of "gerar serve" has every timeout and limit set,
// and its computation cap follows the machine.
func TestPadrao(t *testing.T) {
	cfg := Padrao("public")
	s := cfg.Server(":0", http.NotFoundHandler())
	if s.ReadHeaderTimeout <= 0 || s.ReadTimeout <= 0 || s.WriteTimeout <= 0 || s.IdleTimeout <= 0 || s.MaxHeaderBytes <= 0 {
		t.Errorf("servidor sem limite: ReadHeader %v Read %v Write %v Idle %v MaxHeaderBytes %d",
			s.ReadHeaderTimeout, s.ReadTimeout, s.WriteTimeout, s.IdleTimeout, s.MaxHeaderBytes)
	}
	if s.ReadHeaderTimeout > s.ReadTimeout {
		t.Errorf("ReadHeaderTimeout %v acima de ReadTimeout %v", s.ReadHeaderTimeout, s.ReadTimeout)
	}
	if s.Handler == nil {
		t.Error("servidor sem handler")
	}
	if want := 2 * runtime.GOMAXPROCS(0); cfg.Limites.Calculos != want {
		t.Errorf("Calculos %d, quero 2 × GOMAXPROCS = %d", cfg.Limites.Calculos, want)
	}
	if cfg.Limites.Espera <= 0 || cfg.Limites.RetryAfter < 1 {
		t.Errorf("limites incompletos: %+v", cfg.Limites)
	}
}

// TestCorposLentosNaoNegamAAPI is the reliability review's M-a (2026-12-03)
// on the server of "gerar serve" as it is configured (Padrao, the real
// API): four times as many clients as there are computation slots open a
// POST and send one byte of a 60,000-byte body, and the API still answers
// a well-behaved client 200. Before the fix, four of them took every slot
// for 15 s and every other POST got 503.
func TestCorposLentosNaoNegamAAPI(t *testing.T) {
	cfg := Padrao(site(t))
	srv := httptest.NewUnstartedServer(nil)
	srv.Config = cfg.Server("", httpapi.Handler())
	var ativas atomic.Int64
	srv.Config.ConnState = func(_ net.Conn, s http.ConnState) {
		if s == http.StateActive {
			ativas.Add(1)
		}
	}
	srv.Start()
	defer srv.Close()

	lentos := 4 * cfg.Limites.Calculos
	for range lentos {
		c, err := net.Dial("tcp", srv.Listener.Addr().String())
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		if _, err := io.WriteString(c, "POST "+APIPath+" HTTP/1.1\r\nHost: teste\r\nContent-Type: application/json\r\n"+
			"Content-Length: 60000\r\n\r\n{"); err != nil {
			t.Fatal(err)
		}
	}
	for limite := time.Now().Add(10 * time.Second); ativas.Load() < int64(lentos); time.Sleep(time.Millisecond) {
		if time.Now().After(limite) {
			t.Fatalf("o servidor leu os cabeçalhos de %d das %d requisições lentas", ativas.Load(), lentos)
		}
	}
	time.Sleep(100 * time.Millisecond) // time for them to reach a slot, had they one to reach

	req := `{"operacao":"reservas","reservas":[{"destino":"Belo Horizonte","partida":"2026-12-24T08:00:00-03:00"}]}`
	for i := range 3 {
		res, err := http.Post(srv.URL+APIPath, "application/json", strings.NewReader(req))
		if err != nil {
			t.Fatal(err)
		}
		corpo, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode != http.StatusOK || !strings.HasPrefix(string(corpo), `{"ok":true`) {
			t.Errorf("pedido %d com %d corpos lentos abertos: status %d, %.200s", i+1, lentos, res.StatusCode, corpo)
		}
	}
}
