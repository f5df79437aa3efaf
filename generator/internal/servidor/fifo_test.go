//go:build unix

package servidor

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// TestFIFO: a FIFO in the served directory, as a page or as the .br copy
// of a page, never blocks the request. Opening a FIFO for reading waits for
// a writer, which never comes here: a request that reached the open would
// hit the context deadline, which is the failure signal (no time is
// measured).
func TestFIFO(t *testing.T) {
	dir := site(t)
	for _, nome := range []string{"cano.html", "legislacao/cano.json", "pagina.html.br"} {
		if err := syscall.Mkfifo(filepath.Join(dir, nome), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "pagina.html"), []byte("<!doctype html><title>Página</title>"), 0o644); err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(New(dir, nil))
	defer srv.Close()

	casos := []struct {
		alvo   string
		status int
	}{
		{"/cano.html", http.StatusNotFound},
		{"/legislacao/cano.json", http.StatusNotFound},
		{"/pagina.html", http.StatusOK}, // its .br is a FIFO: the plain file is served
	}
	for _, c := range casos {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, srv.URL+c.alvo, nil)
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set("Accept-Encoding", "br")
		res, err := srv.Client().Do(req)
		if err != nil {
			cancel()
			t.Fatalf("GET %s: %v (o servidor bloqueou no FIFO?)", c.alvo, err)
		}
		res.Body.Close()
		cancel()
		if res.StatusCode != c.status {
			t.Errorf("GET %s: status %d, quero %d", c.alvo, res.StatusCode, c.status)
		}
		if enc := res.Header.Get("Content-Encoding"); enc != "" {
			t.Errorf("GET %s: Content-Encoding %q vindo de um FIFO", c.alvo, enc)
		}
	}
}
