package servidor

import (
	"io"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzPath sends arbitrary request targets and Accept-Encoding values. The
// handler must never panic, never answer with the secret file kept next to
// the served directory, answer 200 only with the content of a file inside
// it, and redirect only to a local path.
func FuzzPath(f *testing.F) {
	for _, s := range []string{
		"/", "/legislacao/lei-x/", "/legislacao/lei-x", "/../segredo.txt", "/%2e%2e/segredo.txt",
		"/..%2fsegredo.txt", "/..\\segredo.txt", "/fuga.txt", "/fugadir/segredo.txt", "//exemplo.com",
		"/%00", "/api/v1/calcular", "/assets/site-3F2A1B7C.css", "/index.html.gz", "/.git/config",
		"/esp%C3%A7o%20e%20acentua%C3%A7%C3%A3o/", "*", "/a?b=../../c", "/fuga-relativa.txt",
	} {
		f.Add(s, "br, gzip")
	}
	dir := site(f)
	dentro := map[string]bool{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.Type()&fs.ModeSymlink != 0 || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		dentro[string(b)] = true
		return err
	})
	if err != nil {
		f.Fatal(err)
	}
	h := New(dir, api)
	f.Fuzz(func(t *testing.T, alvo, aceita string) {
		if _, err := parse("GET", alvo, "Accept-Encoding", aceita); err != nil {
			return // net/http's server refuses it before any handler runs
		}
		for _, metodo := range []string{"GET", "HEAD"} {
			res := do(t, h, metodo, alvo, "Accept-Encoding", aceita)
			b, err := io.ReadAll(res.Body)
			if err != nil {
				t.Fatal(err)
			}
			corpo := string(b)
			if strings.Contains(corpo, segredo) {
				t.Fatalf("%s %q: serviu um arquivo de fora do diretório", metodo, alvo)
			}
			if metodo == "GET" && res.StatusCode == http.StatusOK && !dentro[corpo] && !strings.HasPrefix(corpo, `{"api"`) {
				t.Fatalf("GET %q: 200 com um corpo que não é arquivo do diretório: %q", alvo, corpo)
			}
			if loc := res.Header.Get("Location"); loc != "" && (!strings.HasPrefix(loc, "/") || strings.HasPrefix(loc, "//")) {
				t.Fatalf("%s %q: redireciona para fora do site: %q", metodo, alvo, loc)
			}
			if res.Header.Get("Content-Security-Policy") != ContentSecurityPolicy {
				t.Fatalf("%s %q: sem CSP", metodo, alvo)
			}
		}
	})
}
