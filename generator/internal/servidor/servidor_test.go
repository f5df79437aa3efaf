package servidor

import (
	"bufio"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

const segredo = "SEGREDO-FORA-DO-SITE"

// site writes a small public/ tree into a temporary directory, plus a
// secret file next to it (outside the served directory) and symbolic links
// that try to reach it. It returns the served directory.
func site(t testing.TB) string {
	t.Helper()
	base := t.TempDir()
	dir := filepath.Join(base, "public")
	fora := filepath.Join(base, "fora")
	arquivos := map[string]string{
		"index.html":                         "<!doctype html><title>Início</title>",
		"index.html.br":                      "BR:index",
		"index.html.gz":                      "GZ:index",
		"404.html":                           "<!doctype html><title>Página não encontrada</title>",
		"legislacao/index.html":              "<!doctype html><title>Legislação</title>",
		"legislacao/lei-x/index.html":        "<!doctype html><title>Lei X</title>",
		"legislacao/lei-x/index.html.br":     "BR:lei-x",
		"legislacao/lei-x/index.html.gz":     "GZ:lei-x",
		"legislacao/lei-x.json":              `{"slug":"lei-x"}`,
		"legislacao/lei-x.json.gz":           "GZ:json",
		"legislacao/sem-indice/leia.txt":     "sem índice",
		"sitemap.xml":                        "<urlset></urlset>",
		"robots.txt":                         "User-agent: *",
		"assets/site-3F2A1B7C.css":           "body{}",
		"assets/site-3F2A1B7C.css.br":        "BR:css",
		"assets/site-3F2A1B7C.js":            "void 0",
		"assets/busca-ABCDEF12.json":         "{}",
		"busca/indice.json":                  `{"docs":[]}`,
		"busca/indice.json.br":               "BR:indice",
		"assets/logo.svg":                    "<svg/>",
		"assets/calculadora-0A1B2C3D.wasm":   "\x00asm",
		"favicon.ico":                        "ico",
		"imagem.png":                         "\x89PNG",
		"dados.bin":                          "bin",
		".git/config":                        "oculto",
		"segredo-dentro.txt.br":              "BR:dentro",
		"fora-sem-original.html.gz":          "GZ:orfao",
		"espaço e acentuação/index.html":     "acentos",
		"legislacao/lei-x/anexo/index.html":  "anexo",
		"legislacao/lei-x/anexo/index.html~": "backup",
	}
	for nome, conteudo := range arquivos {
		escreve(t, filepath.Join(dir, nome), conteudo)
	}
	escreve(t, filepath.Join(fora, "segredo.txt"), segredo)
	escreve(t, filepath.Join(fora, "index.html"), segredo)
	escreve(t, filepath.Join(base, "segredo.txt"), segredo)
	links := map[string]string{
		"fuga.txt":          filepath.Join(fora, "segredo.txt"),
		"fuga-relativa.txt": "../fora/segredo.txt",
		"fugadir":           fora,
		"atalho.html":       "index.html",
		"index.html.gz.br":  filepath.Join(fora, "segredo.txt"),
	}
	for nome, alvo := range links {
		if err := os.Symlink(alvo, filepath.Join(dir, nome)); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func escreve(t testing.TB, nome, conteudo string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(nome), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(nome, []byte(conteudo), 0o644); err != nil {
		t.Fatal(err)
	}
}

// api is a stand-in for calculator/httpapi.Handler.
var api = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	io.WriteString(w, `{"api":"`+r.Method+`"}`)
})

// do sends a raw request target through the same parser net/http's server
// uses, so that paths a client library would clean reach the handler as
// written. A target the parser refuses counts as a 400.
func do(t testing.TB, h http.Handler, method, target string, cabecalhos ...string) *http.Response {
	t.Helper()
	req, err := parse(method, target, cabecalhos...)
	if err != nil {
		return &http.Response{StatusCode: http.StatusBadRequest, Header: http.Header{}, Body: io.NopCloser(strings.NewReader(""))}
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Result()
}

func parse(method, target string, cabecalhos ...string) (*http.Request, error) {
	raw := method + " " + target + " HTTP/1.1\r\nHost: exemplo.test\r\n"
	for i := 0; i+1 < len(cabecalhos); i += 2 {
		raw += cabecalhos[i] + ": " + cabecalhos[i+1] + "\r\n"
	}
	return http.ReadRequest(bufio.NewReader(strings.NewReader(raw + "\r\n")))
}

func body(t testing.TB, res *http.Response) string {
	t.Helper()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestContentTypes(t *testing.T) {
	h := New(site(t), api)
	casos := []struct{ alvo, tipo string }{
		{"/", "text/html; charset=utf-8"},
		{"/404.html", "text/html; charset=utf-8"},
		{"/assets/site-3F2A1B7C.css", "text/css; charset=utf-8"},
		{"/assets/site-3F2A1B7C.js", "text/javascript; charset=utf-8"},
		{"/legislacao/lei-x.json", "application/json"},
		{"/assets/busca-ABCDEF12.json", "application/json"},
		{"/sitemap.xml", "application/xml; charset=utf-8"},
		{"/robots.txt", "text/plain; charset=utf-8"},
		{"/assets/logo.svg", "image/svg+xml"},
		{"/assets/calculadora-0A1B2C3D.wasm", "application/wasm"},
		{"/favicon.ico", "image/x-icon"},
		{"/imagem.png", "image/png"},
		{"/dados.bin", "application/octet-stream"},
	}
	for _, c := range casos {
		res := do(t, h, "GET", c.alvo)
		if res.StatusCode != http.StatusOK {
			t.Errorf("GET %s: status %d, quero 200", c.alvo, res.StatusCode)
			continue
		}
		if got := res.Header.Get("Content-Type"); got != c.tipo {
			t.Errorf("GET %s: Content-Type %q, quero %q", c.alvo, got, c.tipo)
		}
	}
}

func TestIndexResolution(t *testing.T) {
	h := New(site(t), api)
	casos := []struct {
		alvo     string
		status   int
		corpo    string
		location string
	}{
		{"/", 200, "<!doctype html><title>Início</title>", ""},
		{"/index.html", 200, "<!doctype html><title>Início</title>", ""},
		{"/legislacao/", 200, "<!doctype html><title>Legislação</title>", ""},
		{"/legislacao/lei-x/", 200, "<!doctype html><title>Lei X</title>", ""},
		{"/legislacao/lei-x/anexo/", 200, "anexo", ""},
		{"/legislacao", 301, "", "/legislacao/"},
		{"/legislacao/lei-x", 301, "", "/legislacao/lei-x/"},
		{"/legislacao/lei-x?q=idosos", 301, "", "/legislacao/lei-x/?q=idosos"},
		{"/espa%C3%A7o%20e%20acentua%C3%A7%C3%A3o/", 200, "acentos", ""},
		{"/legislacao/sem-indice", 404, "<!doctype html><title>Página não encontrada</title>", ""},
		{"/legislacao/sem-indice/", 404, "<!doctype html><title>Página não encontrada</title>", ""},
		{"/atalho.html", 200, "<!doctype html><title>Início</title>", ""},
	}
	for _, c := range casos {
		res := do(t, h, "GET", c.alvo)
		if res.StatusCode != c.status {
			t.Errorf("GET %s: status %d, quero %d", c.alvo, res.StatusCode, c.status)
			continue
		}
		if got := body(t, res); c.corpo != "" && got != c.corpo {
			t.Errorf("GET %s: corpo %q, quero %q", c.alvo, got, c.corpo)
		}
		if got := res.Header.Get("Location"); got != c.location {
			t.Errorf("GET %s: Location %q, quero %q", c.alvo, got, c.location)
		}
	}
}

func TestNotFoundPage(t *testing.T) {
	dir := site(t)
	h := New(dir, api)
	for _, alvo := range []string{"/nao-existe", "/legislacao/nao-existe/", "/assets/site-FFFFFFFF.css", "/.git/config", "/fora-sem-original.html"} {
		res := do(t, h, "GET", alvo, "Accept-Encoding", "br, gzip")
		if res.StatusCode != http.StatusNotFound {
			t.Errorf("GET %s: status %d, quero 404", alvo, res.StatusCode)
		}
		if got := body(t, res); got != "<!doctype html><title>Página não encontrada</title>" {
			t.Errorf("GET %s: corpo %q, quero a página 404.html", alvo, got)
		}
		if got := res.Header.Get("Content-Type"); got != "text/html; charset=utf-8" {
			t.Errorf("GET %s: Content-Type %q", alvo, got)
		}
		if got := res.Header.Get("Content-Encoding"); got != "" {
			t.Errorf("GET %s: Content-Encoding %q na página 404", alvo, got)
		}
	}
	res := do(t, h, "HEAD", "/nao-existe")
	if res.StatusCode != http.StatusNotFound {
		t.Errorf("HEAD /nao-existe: status %d", res.StatusCode)
	}

	// Without 404.html the answer is still a 404, in plain text.
	if err := os.Remove(filepath.Join(dir, "404.html")); err != nil {
		t.Fatal(err)
	}
	res = do(t, h, "GET", "/nao-existe")
	if res.StatusCode != http.StatusNotFound || !strings.Contains(body(t, res), "não encontrada") {
		t.Errorf("sem 404.html: status %d", res.StatusCode)
	}
}

func TestPrecompressed(t *testing.T) {
	h := New(site(t), api)
	casos := []struct {
		alvo, aceita, codificacao, corpo string
	}{
		{"/", "", "", "<!doctype html><title>Início</title>"},
		{"/", "identity", "", "<!doctype html><title>Início</title>"},
		{"/", "gzip", "gzip", "GZ:index"},
		{"/", "br", "br", "BR:index"},
		{"/", "gzip, deflate, br, zstd", "br", "BR:index"},
		{"/", "BR", "br", "BR:index"},
		{"/", "br;q=0, gzip", "gzip", "GZ:index"},
		{"/", "br;q=0.5, gzip;q=0.8", "gzip", "GZ:index"},
		{"/", "gzip;q=0.5, br;q=0.5", "br", "BR:index"},
		{"/", "*", "br", "BR:index"},
		{"/", "*;q=0", "", "<!doctype html><title>Início</title>"},
		{"/", "gzip;q=0, *", "br", "BR:index"},
		{"/", "x-gzip", "gzip", "GZ:index"},
		{"/", "br;q=abc", "", "<!doctype html><title>Início</title>"},
		{"/index.html", "br", "br", "BR:index"},
		{"/legislacao/lei-x/", "gzip, br", "br", "BR:lei-x"},
		{"/legislacao/lei-x.json", "br, gzip", "gzip", "GZ:json"},
		{"/legislacao/lei-x.json", "br", "", `{"slug":"lei-x"}`},
		{"/assets/site-3F2A1B7C.css", "br", "br", "BR:css"},
		{"/legislacao/", "br, gzip", "", "<!doctype html><title>Legislação</title>"},
	}
	for _, c := range casos {
		res := do(t, h, "GET", c.alvo, "Accept-Encoding", c.aceita)
		if res.StatusCode != http.StatusOK {
			t.Errorf("GET %s (%q): status %d", c.alvo, c.aceita, res.StatusCode)
			continue
		}
		if got := res.Header.Get("Content-Encoding"); got != c.codificacao {
			t.Errorf("GET %s (Accept-Encoding %q): Content-Encoding %q, quero %q", c.alvo, c.aceita, got, c.codificacao)
		}
		if got := body(t, res); got != c.corpo {
			t.Errorf("GET %s (Accept-Encoding %q): corpo %q, quero %q", c.alvo, c.aceita, got, c.corpo)
		}
		if got := res.Header.Get("Vary"); got != "Accept-Encoding" {
			t.Errorf("GET %s: Vary %q, quero Accept-Encoding", c.alvo, got)
		}
		if got := res.Header.Get("Content-Length"); got != "" && got != strconv.Itoa(len(c.corpo)) {
			t.Errorf("GET %s (%q): Content-Length %s, corpo tem %d bytes", c.alvo, c.aceita, got, len(c.corpo))
		}
		tipo := "text/html; charset=utf-8"
		switch {
		case strings.HasSuffix(c.alvo, ".json"):
			tipo = "application/json"
		case strings.HasSuffix(c.alvo, ".css"):
			tipo = "text/css; charset=utf-8"
		}
		if got := res.Header.Get("Content-Type"); got != tipo {
			t.Errorf("GET %s (%q): Content-Type %q, quero o do original %q", c.alvo, c.aceita, got, tipo)
		}
	}
	// A symbolic link named like a precompressed sibling that points out of
	// the directory is never chosen.
	res := do(t, h, "GET", "/index.html.gz", "Accept-Encoding", "br")
	if strings.Contains(body(t, res), segredo) {
		t.Error("um irmão .br que é link para fora do diretório foi servido")
	}
	// Images are not negotiated.
	res = do(t, h, "GET", "/imagem.png", "Accept-Encoding", "br")
	if res.Header.Get("Vary") != "" || res.Header.Get("Content-Encoding") != "" {
		t.Errorf("imagem.png: Vary %q, Content-Encoding %q", res.Header.Get("Vary"), res.Header.Get("Content-Encoding"))
	}
}

func TestConditionalAndRange(t *testing.T) {
	h := New(site(t), api)
	res := do(t, h, "GET", "/legislacao/lei-x/", "Accept-Encoding", "br")
	etag := res.Header.Get("ETag")
	if etag == "" {
		t.Fatal("sem ETag")
	}
	res = do(t, h, "GET", "/legislacao/lei-x/", "Accept-Encoding", "br", "If-None-Match", etag)
	if res.StatusCode != http.StatusNotModified {
		t.Errorf("If-None-Match com o mesmo ETag: status %d, quero 304", res.StatusCode)
	}
	res = do(t, h, "GET", "/legislacao/lei-x/", "If-None-Match", etag)
	if res.StatusCode != http.StatusOK {
		t.Errorf("ETag da versão brotli aceito para a versão sem compressão: status %d", res.StatusCode)
	}
	res = do(t, h, "GET", "/robots.txt", "Range", "bytes=0-3")
	if res.StatusCode != http.StatusPartialContent || body(t, res) != "User" {
		t.Errorf("Range: status %d", res.StatusCode)
	}
}

func TestSecurityHeaders(t *testing.T) {
	h := New(site(t), api)
	for _, alvo := range []string{"/", "/legislacao/lei-x/", "/assets/site-3F2A1B7C.css", "/nao-existe", "/../x", "/api/v1/calcular"} {
		res := do(t, h, "GET", alvo)
		csp := res.Header.Get("Content-Security-Policy")
		if csp != ContentSecurityPolicy {
			t.Errorf("GET %s: Content-Security-Policy %q", alvo, csp)
		}
		for _, proibido := range []string{"unsafe-inline", "'unsafe-eval'", "*;", "http:"} {
			if strings.Contains(csp, proibido) {
				t.Errorf("GET %s: CSP contém %q", alvo, proibido)
			}
		}
		if got := res.Header.Get("X-Content-Type-Options"); got != "nosniff" {
			t.Errorf("GET %s: X-Content-Type-Options %q", alvo, got)
		}
		if got := res.Header.Get("Referrer-Policy"); got != "same-origin" {
			t.Errorf("GET %s: Referrer-Policy %q", alvo, got)
		}
		if got := res.Header.Get("X-Frame-Options"); got != "" {
			t.Errorf("GET %s: X-Frame-Options %q contradiz frame-ancestors", alvo, got)
		}
	}
	for _, d := range []string{"default-src 'self'", "script-src 'self' 'wasm-unsafe-eval' '" + ScriptInicio + "'", "style-src 'self'",
		"img-src 'self' data:", "worker-src 'self' blob:", "connect-src 'self'", "object-src 'none'", "base-uri 'none'", "form-action 'self'",
		"frame-ancestors 'self'"} {
		if !strings.Contains(ContentSecurityPolicy, d+";") && !strings.HasSuffix(ContentSecurityPolicy, d) {
			t.Errorf("CSP sem a diretiva %q", d)
		}
	}
}

func TestCacheControl(t *testing.T) {
	h := New(site(t), api)
	casos := []struct{ alvo, cache string }{
		{"/assets/site-3F2A1B7C.css", "public, max-age=31536000, immutable"},
		{"/assets/site-3F2A1B7C.js", "public, max-age=31536000, immutable"},
		{"/assets/busca-ABCDEF12.json", "public, max-age=31536000, immutable"},
		{"/assets/calculadora-0A1B2C3D.wasm", "public, max-age=31536000, immutable"},
		{"/assets/logo.svg", "public, max-age=300"},
		{"/", "no-cache"},
		{"/legislacao/lei-x/", "no-cache"},
		{"/404.html", "no-cache"},
		{"/nao-existe", "no-cache"},
		{"/legislacao/lei-x.json", "public, max-age=300"},
		{"/sitemap.xml", "public, max-age=300"},
		{Indice, "no-cache"}, // its name stays from build to build
	}
	for _, c := range casos {
		res := do(t, h, "GET", c.alvo, "Accept-Encoding", "br")
		if got := res.Header.Get("Cache-Control"); got != c.cache {
			t.Errorf("GET %s: Cache-Control %q, quero %q", c.alvo, got, c.cache)
		}
	}
}

// TestIndiceRevalidado: the search index, under a name that does not change
// with its bytes, is answered with a validator, and a browser that has the
// current bytes gets a 304 (no-cache costs a round trip, not a download).
func TestIndiceRevalidado(t *testing.T) {
	h := New(site(t), api)
	for _, enc := range []string{"br", "identity"} {
		res := do(t, h, "GET", Indice, "Accept-Encoding", enc)
		etag := res.Header.Get("ETag")
		if res.StatusCode != 200 || etag == "" {
			t.Fatalf("GET %s (%s): status %d, ETag %q", Indice, enc, res.StatusCode, etag)
		}
		if r := do(t, h, "GET", Indice, "Accept-Encoding", enc, "If-None-Match", etag); r.StatusCode != 304 {
			t.Errorf("GET %s (%s) com If-None-Match %s: status %d, quero 304", Indice, enc, etag, r.StatusCode)
		}
	}
}

func TestTraversal(t *testing.T) {
	h := New(site(t), api)
	alvos := []string{
		"/../segredo.txt",
		"/../fora/segredo.txt",
		"/legislacao/../../segredo.txt",
		"/legislacao/../index.html",
		"/./index.html",
		"/%2e%2e/segredo.txt",
		"/%2E%2E/fora/segredo.txt",
		"/%2e%2e%2fsegredo.txt",
		"/..%2fsegredo.txt",
		"/..%2Ffora%2Fsegredo.txt",
		"/legislacao%2f..%2f..%2fsegredo.txt",
		"/%252e%252e/segredo.txt",
		"/..\\segredo.txt",
		"/%5c..%5csegredo.txt",
		"/legislacao\\..\\..\\segredo.txt",
		"/%00",
		"/index.html%00.txt",
		"/index.html%00",
		"/fuga.txt",
		"/fuga-relativa.txt",
		"/fugadir/segredo.txt",
		"/fugadir/",
		"/fugadir",
		"//segredo.txt",
		"//exemplo.com/",
		"///etc/passwd",
		"/etc/passwd",
		"/%2fetc%2fpasswd",
		"/C:/segredo.txt",
		"/.git/config",
		"/.%2e/segredo.txt",
		"/%2e/index.html",
		"/legislacao/%0a",
		"/%",
		"/%zz",
		"*",
		"segredo.txt",
		"http://exemplo.com/../segredo.txt",
		"/legislacao/lei-x/..",
		"/legislacao/lei-x/../..",
	}
	for _, alvo := range alvos {
		res := do(t, h, "GET", alvo)
		if res.StatusCode != http.StatusBadRequest && res.StatusCode != http.StatusNotFound {
			t.Errorf("GET %s: status %d, quero 400 ou 404", alvo, res.StatusCode)
		}
		if b := body(t, res); strings.Contains(b, segredo) {
			t.Errorf("GET %s: serviu um arquivo de fora do diretório", alvo)
		}
		if loc := res.Header.Get("Location"); loc != "" {
			t.Errorf("GET %s: redireciona para %q", alvo, loc)
		}
	}
}

// TestTraversalOverTCP sends the attempts through a real server, so that
// nothing between the connection and the handler changes the outcome.
func TestTraversalOverTCP(t *testing.T) {
	srv := httptest.NewServer(New(site(t), api))
	defer srv.Close()
	for _, alvo := range []string{"/../segredo.txt", "/%2e%2e/segredo.txt", "/..%2fsegredo.txt", "/fuga.txt", "/..\\segredo.txt"} {
		conn, err := net.Dial("tcp", srv.Listener.Addr().String())
		if err != nil {
			t.Fatal(err)
		}
		conn.SetDeadline(time.Now().Add(10 * time.Second))
		io.WriteString(conn, "GET "+alvo+" HTTP/1.1\r\nHost: exemplo.test\r\nConnection: close\r\n\r\n")
		res, err := http.ReadResponse(bufio.NewReader(conn), nil)
		if err != nil {
			t.Fatalf("GET %s: %v", alvo, err)
		}
		b := body(t, res)
		conn.Close()
		if res.StatusCode != http.StatusBadRequest && res.StatusCode != http.StatusNotFound {
			t.Errorf("GET %s: status %d", alvo, res.StatusCode)
		}
		if strings.Contains(b, segredo) {
			t.Errorf("GET %s: serviu um arquivo de fora do diretório", alvo)
		}
	}
}

func TestAPIMount(t *testing.T) {
	h := New(site(t), api)
	casos := []struct {
		metodo, alvo string
		status       int
		corpo        string
	}{
		{"POST", "/api/v1/calcular", 200, `{"api":"POST"}`},
		{"GET", "/api/v1/calcular", 200, `{"api":"GET"}`},
		{"OPTIONS", "/api/v1/calcular", 200, `{"api":"OPTIONS"}`},
		{"POST", "/api/v1/calcular?x=1", 200, `{"api":"POST"}`},
		{"POST", "/api/v1/calcular/", 405, ""},
		{"GET", "/api/v1/calcular/", 404, ""},
		{"GET", "/api/v1/calcularx", 404, ""},
		{"GET", "/api/v1/%63alcular", 404, ""},
		{"GET", "/api/v1/../v1/calcular", 400, ""},
		{"GET", "/api/v1//calcular", 400, ""},
		{"GET", "/API/V1/CALCULAR", 404, ""},
		{"POST", "/", 405, ""},
		{"PUT", "/index.html", 405, ""},
		{"DELETE", "/legislacao/", 405, ""},
	}
	for _, c := range casos {
		res := do(t, h, c.metodo, c.alvo)
		if res.StatusCode != c.status {
			t.Errorf("%s %s: status %d, quero %d", c.metodo, c.alvo, res.StatusCode, c.status)
		}
		b := body(t, res)
		if c.corpo != "" && b != c.corpo {
			t.Errorf("%s %s: corpo %q, quero %q", c.metodo, c.alvo, b, c.corpo)
		}
		if c.corpo == "" && strings.Contains(b, `"api"`) {
			t.Errorf("%s %s: chegou à API", c.metodo, c.alvo)
		}
		if c.status == 405 && res.Header.Get("Allow") != "GET, HEAD" {
			t.Errorf("%s %s: Allow %q", c.metodo, c.alvo, res.Header.Get("Allow"))
		}
	}
	semAPI := New(site(t), nil)
	if res := do(t, semAPI, "POST", "/api/v1/calcular"); res.StatusCode != http.StatusNotFound {
		t.Errorf("sem API: status %d, quero 404", res.StatusCode)
	}
}

func TestMissingDir(t *testing.T) {
	h := New(filepath.Join(t.TempDir(), "nao-existe"), api)
	if res := do(t, h, "GET", "/"); res.StatusCode < 400 {
		t.Errorf("diretório inexistente: status %d", res.StatusCode)
	}
	if res := do(t, h, "POST", "/api/v1/calcular"); res.StatusCode != 200 {
		t.Errorf("a API não depende do diretório: status %d", res.StatusCode)
	}
}

func TestAcceptable(t *testing.T) {
	casos := map[string]string{
		"":                     "",
		"br":                   "br",
		"gzip":                 "gzip",
		"gzip, br":             "br gzip",
		"gzip;q=1, br;q=0.9":   "gzip br",
		"br;q=0":               "",
		"*":                    "br gzip",
		"identity;q=1, *;q=0":  "",
		"br; q=0.2 , gzip; q=": "br",
		"gzip;q=2":             "",
		",,;,=;q":              "",
	}
	for entrada, quero := range casos {
		var nomes []string
		for _, e := range acceptable(entrada) {
			nomes = append(nomes, e.name)
		}
		if got := strings.Join(nomes, " "); got != quero {
			t.Errorf("acceptable(%q) = %q, quero %q", entrada, got, quero)
		}
	}
}
