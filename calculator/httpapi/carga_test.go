package httpapi

import (
	"bytes"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
)

// BenchmarkCarga200 is a load generator: 200 clients at once POST the
// largest valid request (maiorPedido) to the handler behind
// Limitar(LimitesPadrao()) and NewServer, as "gerar serve" mounts it. It
// reports the process's peak RSS (VmHWM, Linux; client and server share the
// process, so it is an upper bound of the server's) and the share of 503s.
// Nothing is asserted: run it with
//
//	go test ./calculator/httpapi -run '^$' -bench Carga200 -benchtime 20000x
func BenchmarkCarga200(b *testing.B) {
	maior := maiorPedido(b)
	srv := httptest.NewUnstartedServer(nil)
	srv.Config = NewServer("", Limitar(Handler(), LimitesPadrao()))
	srv.Start()
	defer srv.Close()
	cliente := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 200}}

	const clientes = 200
	var feitos, ok, ocupado, outros atomic.Int64
	var wg sync.WaitGroup
	b.ResetTimer()
	for range clientes {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for feitos.Add(1) <= int64(b.N) {
				res, err := cliente.Post(srv.URL+Rota, "application/json", bytes.NewReader(maior))
				if err != nil {
					outros.Add(1)
					continue
				}
				io.Copy(io.Discard, res.Body)
				res.Body.Close()
				switch res.StatusCode {
				case http.StatusOK:
					ok.Add(1)
				case http.StatusServiceUnavailable:
					ocupado.Add(1)
				default:
					outros.Add(1)
				}
			}
		}()
	}
	wg.Wait()
	b.StopTimer()
	if n := ok.Load() + ocupado.Load() + outros.Load(); n > 0 {
		b.ReportMetric(float64(ocupado.Load())/float64(n), "503/op")
		b.ReportMetric(float64(outros.Load())/float64(n), "erros/op")
	}
	b.ReportMetric(float64(len(maior)), "bytes-pedido")
	if kb := picoRSS(); kb > 0 {
		b.ReportMetric(float64(kb)/1024, "MB-RSS-pico")
	}
}

// maiorPedido is a "reservas" request with the 200 items the contract
// allows, all to the same destination at the same time, so that every item
// conflicts and the answer is the largest too; its texts are long, to come
// near the 64 KiB limit of a body.
func maiorPedido(b *testing.B) []byte {
	item := `{"destino":"` + strings.Repeat("Belo Horizonte (MG), Rodoviária Governador Israel Pinheiro ", 2) +
		`","partida":"2026-12-24T08:00:00-03:00","transportadora":"` + strings.Repeat("Viação Exemplo Interestadual Ltda. ", 2) + `"}`
	pedido := []byte(`{"operacao":"reservas","agora":"2026-12-20T10:00:00-03:00","reservas":[` +
		strings.TrimSuffix(strings.Repeat(item+",", 200), ",") + `]}`)
	if len(pedido) > limiteCorpo {
		b.Fatalf("pedido de %d bytes, acima do limite de %d", len(pedido), limiteCorpo)
	}
	status, resposta := Handler().(handler).responder(pedido)
	if status != http.StatusOK {
		b.Fatalf("pedido de 200 reservas inválido (%d bytes): %d %.300s", len(pedido), status, resposta)
	}
	return pedido
}

// picoRSS reads VmHWM from /proc/self/status, in KiB (0 where there is none).
func picoRSS() int {
	s, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, linha := range strings.Split(string(s), "\n") {
		if v, ok := strings.CutPrefix(linha, "VmHWM:"); ok {
			n, _ := strconv.Atoi(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")))
			return n
		}
	}
	return 0
}
