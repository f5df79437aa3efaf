package servidor

import (
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
)

// siteDe is the Site of the regular files under dir (its links left out).
func siteDe(t testing.TB, dir string) *Site {
	t.Helper()
	arquivos := map[string]*Arquivo{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || !d.Type().IsRegular() {
			return err
		}
		b, err := os.ReadFile(p)
		rel, _ := filepath.Rel(dir, p)
		arquivos[filepath.ToSlash(rel)] = &Arquivo{Bytes: b}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return NovoSite(arquivos)
}

// TestNaMemoriaComoNoDisco: a Site answers every request as the same files
// on disk do (status, body and the headers that say what the body is);
// only the validators differ (an ETag of the bytes' hash, no
// Last-Modified).
func TestNaMemoriaComoNoDisco(t *testing.T) {
	dir := site(t)
	var p atomic.Pointer[Site]
	p.Store(siteDe(t, dir))
	disco, memoria := New(dir, api), NaMemoria(&p, api)
	alvos := []string{"/", "/index.html", "/legislacao", "/legislacao/", "/legislacao/lei-x", "/legislacao/lei-x/",
		"/legislacao/lei-x.json", "/legislacao/sem-indice", "/legislacao/sem-indice/", "/nao-existe", "/assets/site-3F2A1B7C.css",
		"/assets/calculadora-0A1B2C3D.wasm", "/busca/indice.json", "/.git/config", "/espa%C3%A7o%20e%20acentua%C3%A7%C3%A3o/",
		"/busca/?q=passe+livre", "/fora-sem-original.html", "/legislacao/lei-x/anexo/", "/../x", "/api/v1/calcular", "/dados.bin"}
	for _, alvo := range alvos {
		for _, ae := range []string{"", "br", "gzip", "br;q=0.5, gzip"} {
			a, b := do(t, disco, "GET", alvo, "Accept-Encoding", ae), do(t, memoria, "GET", alvo, "Accept-Encoding", ae)
			if a.StatusCode != b.StatusCode || body(t, a) != body(t, b) {
				t.Errorf("GET %s (%q): disco %d, memória %d, ou outro corpo", alvo, ae, a.StatusCode, b.StatusCode)
			}
			for _, c := range []string{"Content-Type", "Content-Encoding", "Cache-Control", "Location", "Vary", "Content-Security-Policy"} {
				if a.Header.Get(c) != b.Header.Get(c) {
					t.Errorf("GET %s (%q) %s: disco %q, memória %q", alvo, ae, c, a.Header.Get(c), b.Header.Get(c))
				}
			}
		}
	}
	// the ETag answers a conditional request
	r := do(t, memoria, "GET", "/legislacao/lei-x/", "Accept-Encoding", "br")
	if r.Header.Get("ETag") == "" {
		t.Fatal("sem ETag")
	}
	if r2 := do(t, memoria, "GET", "/legislacao/lei-x/", "Accept-Encoding", "br", "If-None-Match", r.Header.Get("ETag")); r2.StatusCode != http.StatusNotModified {
		t.Errorf("If-None-Match: %d, quero 304", r2.StatusCode)
	}
}

// TestNaMemoriaFazUmaVez: a file made at its first request (a compressed
// copy) is made once however many ask at once, and one whose making fails
// is absent: the uncompressed file is served.
func TestNaMemoriaFazUmaVez(t *testing.T) {
	var feitas atomic.Int32
	s := NovoSite(map[string]*Arquivo{
		"index.html":    {Bytes: []byte("pagina")},
		"index.html.br": {Fazer: func() ([]byte, error) { feitas.Add(1); return []byte("BR"), nil }},
		"x.html":        {Bytes: []byte("x")},
		"x.html.br":     {Fazer: func() ([]byte, error) { return nil, fs.ErrInvalid }},
	})
	var p atomic.Pointer[Site]
	p.Store(s)
	h := NaMemoria(&p, nil)
	var wg sync.WaitGroup
	for range 20 {
		wg.Go(func() {
			if r := do(t, h, "GET", "/", "Accept-Encoding", "br"); body(t, r) != "BR" {
				t.Error("/ sem a cópia br")
			}
		})
	}
	wg.Wait()
	if feitas.Load() != 1 {
		t.Errorf("a cópia foi feita %d vezes", feitas.Load())
	}
	if r := do(t, h, "GET", "/x.html", "Accept-Encoding", "br"); body(t, r) != "x" || r.Header.Get("Content-Encoding") != "" {
		t.Errorf("/x.html: %q %q", body(t, r), r.Header.Get("Content-Encoding"))
	}
	var vazio atomic.Pointer[Site]
	if r := do(t, NaMemoria(&vazio, nil), "GET", "/"); r.StatusCode != http.StatusInternalServerError {
		t.Errorf("sem site: %d", r.StatusCode)
	}
}

// TestNaMemoriaTrocaInteira: while one goroutine swaps two whole sites,
// readers never get an answer mixing them: version A has a page and its
// brotli copy, version B a page only, so a reader that took the page from
// A and looked for its copy in B would get "A" without Content-Encoding.
func TestNaMemoriaTrocaInteira(t *testing.T) {
	a := func() *Site {
		return NovoSite(map[string]*Arquivo{"index.html": {Bytes: []byte("A")}, "index.html.br": {Bytes: []byte("BR:A")}, "404.html": {Bytes: []byte("404 A")}})
	}
	b := func() *Site {
		return NovoSite(map[string]*Arquivo{"index.html": {Bytes: []byte("B")}, "404.html": {Bytes: []byte("404 B")}})
	}
	var p atomic.Pointer[Site]
	p.Store(a())
	h := NaMemoria(&p, nil)
	parar := make(chan struct{})
	var trocas sync.WaitGroup
	trocas.Go(func() {
		for i := 0; ; i++ {
			select {
			case <-parar:
				return
			default:
			}
			if i%2 == 0 {
				p.Store(b())
			} else {
				p.Store(a())
			}
		}
	})
	vistas := map[string]int{}
	for range 5000 {
		r := do(t, h, "GET", "/", "Accept-Encoding", "br")
		got := body(t, r) + "|" + r.Header.Get("Content-Encoding")
		vistas[got]++
		if got != "BR:A|br" && got != "B|" {
			t.Fatalf("resposta misturada: %q", got)
		}
		if r := do(t, h, "GET", "/nada"); !strings.HasPrefix(body(t, r), "404 ") {
			t.Fatalf("404: %q", body(t, r))
		}
	}
	close(parar)
	trocas.Wait()
	if vistas["B|"] == 0 || vistas["BR:A|br"] == 0 {
		t.Logf("só uma versão vista: %v (a troca não caiu entre as leituras)", vistas)
	}
}
