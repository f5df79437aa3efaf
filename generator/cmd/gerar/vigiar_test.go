package main

import (
	"bytes"
	"fmt"
	"io"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/andybalholm/brotli"

	"viagemdedireito/generator/internal/modulo"
	"viagemdedireito/generator/internal/servidor"
	"viagemdedireito/site"
)

// TestVigiar: an edit, a new file and a removal under the content each call
// mudou once; no change calls nothing (in 300 ms of looks every 5 ms; a
// call that is due may take up to 10 s on a loaded machine).
func TestVigiar(t *testing.T) {
	dir := t.TempDir()
	arquivo := filepath.Join(dir, "lei-1-2000.md")
	if err := os.WriteFile(arquivo, []byte("a"), 0o644); err != nil {
		t.Fatal(err)
	}
	// os.WriteFile truncates, then writes: a look between the two sees a
	// change of its own. An editor's save may do the same (two rebuilds,
	// harmless); the test writes each file whole, by a rename from outside
	// the content, so that each edit is exactly one change.
	fora := t.TempDir()
	escrever := func(caminho, texto string) {
		t.Helper()
		tmp := filepath.Join(fora, filepath.Base(caminho))
		if err := os.WriteFile(tmp, []byte(texto), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Rename(tmp, caminho); err != nil {
			t.Fatal(err)
		}
	}
	chamadas := make(chan struct{}, 10)
	parar := make(chan struct{})
	defer close(parar)
	go vigiar(dir, assinatura(dir), 5*time.Millisecond, parar, func() { chamadas <- struct{}{} })
	esperar := func(quer bool, oque string) {
		t.Helper()
		select {
		case <-chamadas:
			if !quer {
				t.Fatalf("%s: mudou chamada sem mudança", oque)
			}
		case <-time.After(map[bool]time.Duration{true: 10 * time.Second, false: 300 * time.Millisecond}[quer]):
			if quer {
				t.Fatalf("%s: mudou não foi chamada", oque)
			}
		}
	}
	esperar(false, "nada mudou")
	escrever(arquivo, "ab")
	esperar(true, "edição")
	esperar(false, "depois da edição")
	escrever(filepath.Join(dir, "fontes.txt"), "x")
	esperar(true, "arquivo novo")
	esperar(false, "depois do arquivo novo")
	if err := os.Remove(arquivo); err != nil {
		t.Fatal(err)
	}
	esperar(true, "remoção")
}

// TestVigiarDesdeAAssinatura: a change made after the signature was taken,
// before vigiar starts (while the first build read the content), is seen.
func TestVigiarDesdeAAssinatura(t *testing.T) {
	dir := t.TempDir()
	antes := assinatura(dir)
	if err := os.WriteFile(filepath.Join(dir, "x.md"), []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	chamadas := make(chan struct{}, 1)
	parar := make(chan struct{})
	defer close(parar)
	go vigiar(dir, antes, 5*time.Millisecond, parar, func() { chamadas <- struct{}{} })
	select {
	case <-chamadas:
	case <-time.After(10 * time.Second):
		t.Fatal("a mudança feita antes de vigiar começar se perdeu")
	}
}

// TestServeWatchNaMemoria: gerar serve -watch over a copy of the real
// content (the assets with a stand-in module). Each edit of a norm is
// served once rebuilt, and meanwhile readers asking for the norm's page,
// raw and brotli, always get one whole version of it: the page complete,
// with one edition's words, its brotli copy the same bytes. A build with
// an error leaves the site served as it was. Nothing of a rebuild is
// written to disk: the output keeps the first build.
func TestServeWatchNaMemoria(t *testing.T) {
	bundle, err := site.Build()
	if err != nil {
		t.Fatal(err)
	}
	r := (&modulo.Modulo{Wasm: []byte("\x00asm\x01\x00\x00\x00"), WasmExec: []byte("// go\n")}).NoBundle(bundle)
	tmp := t.TempDir()
	conteudo := filepath.Join(tmp, "content")
	if err := os.CopyFS(conteudo, os.DirFS("../../../content")); err != nil {
		t.Fatal(err)
	}
	norma := filepath.Join(conteudo, "lei-8899-1994.md")
	orig, err := os.ReadFile(norma)
	if err != nil {
		t.Fatal(err)
	}
	linha := bytes.Index(orig, []byte("\nArt. 1")) + 1
	if linha == 0 {
		t.Fatal("lei-8899-1994.md sem linha \"Art. 1\"")
	}
	fimLinha := linha + bytes.IndexByte(orig[linha:], '\n')
	fora := t.TempDir()
	escrever := func(b []byte) { // whole, by a rename from outside the content
		t.Helper()
		tmp := filepath.Join(fora, "norma.md")
		if err := os.WriteFile(tmp, b, 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Rename(tmp, norma); err != nil {
			t.Fatal(err)
		}
	}
	editar := func(n int) {
		escrever(fmt.Appendf(append([]byte(nil), orig[:fimLinha]...), " Edição %d.%s", n, orig[fimLinha:]))
	}

	saida := filepath.Join(tmp, "public")
	stdout := os.Stdout
	nulo, _ := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	os.Stdout = nulo // the first build's summary
	v, err := vigiaCom(opcoesBuild{saida: saida, conteudo: conteudo, url: "http://localhost:8080", cache: filepath.Join(tmp, "cache"), qualidade: brotliPadrao}, r)
	os.Stdout = stdout
	nulo.Close()
	if err != nil {
		t.Fatal(err)
	}
	versao, err := os.Readlink(saida)
	if err != nil {
		t.Fatal(err)
	}
	cfg := servidor.Padrao(saida)
	cfg.Site = &v.atual
	h := cfg.Handler(nil)
	erros := make(chan error, 1)
	parar := make(chan struct{})
	go vigiar(conteudo, v.assinatura, 5*time.Millisecond, parar, func() {
		if err := v.refazer(); err != nil {
			select {
			case erros <- err:
			default:
			}
		}
	})
	const pagina = "/legislacao/lei-8899-1994/"
	pedir := func(br bool) (string, bool) {
		req := httptest.NewRequest("GET", pagina, nil)
		if br {
			req.Header.Set("Accept-Encoding", "br")
		}
		w := httptest.NewRecorder()
		h.ServeHTTP(w, req)
		corpo := w.Body.Bytes()
		if w.Header().Get("Content-Encoding") == "br" {
			var err error
			if corpo, err = io.ReadAll(brotli.NewReader(bytes.NewReader(corpo))); err != nil {
				return "cópia br ilegível: " + err.Error(), false
			}
		}
		return string(corpo), w.Code == 200
	}
	edicao := regexp.MustCompile(`Edição \d+\.`)
	inteira := func(p string, ok bool) string {
		if !ok || !strings.HasSuffix(strings.TrimSpace(p), "</html>") || len(edicao.FindAllString(p, -1)) > 1 {
			return ""
		}
		if e := edicao.FindString(p); e != "" {
			return e
		}
		return "original"
	}
	var leitores sync.WaitGroup
	misturadas := make(chan string, 1)
	for _, br := range []bool{false, true} {
		leitores.Go(func() {
			for {
				select {
				case <-parar:
					return
				default:
				}
				if p, ok := pedir(br); inteira(p, ok) == "" {
					select {
					case misturadas <- p:
					default:
					}
				}
			}
		})
	}
	defer leitores.Wait()
	defer close(parar)
	// an error is a failure until the content is made wrong on purpose;
	// after that, a rebuild of the wrong content may still be under way
	// (a look may see the one edit twice, as TestVigiar says of writes)
	errosContam := true
	esperar := func(quer string) {
		t.Helper()
		limite := time.Now().Add(60 * time.Second) // a bound for a loaded machine, not a measure
		for time.Now().Before(limite) {
			select {
			case p := <-misturadas:
				t.Fatalf("uma leitura viu uma página que não é uma versão inteira: %.200q", p)
			case err := <-erros:
				if errosContam {
					t.Fatalf("o build refeito falhou: %v", err)
				}
			default:
			}
			if got := inteira(pedir(true)); got == quer {
				return
			}
			time.Sleep(2 * time.Millisecond)
		}
		t.Fatalf("a página não chegou a %q", quer)
	}
	esperar("original")
	for n := 1; n <= 3; n++ {
		editar(n)
		esperar(fmt.Sprintf("Edição %d.", n))
	}
	// an error (a front matter never closed): reported, the site stays
	escrever(append([]byte("---\nx: [\n"), orig...))
	select {
	case <-erros:
	case <-time.After(60 * time.Second):
		t.Fatal("o build com erro não falhou")
	}
	if got := inteira(pedir(false)); got != "Edição 3." {
		t.Errorf("depois do erro: %q, quero a Edição 3.", got)
	}
	errosContam = false
	editar(4)
	esperar("Edição 4.")
	if agora, err := os.Readlink(saida); err != nil || agora != versao {
		t.Errorf("a saída mudou (%s → %s, %v): os builds refeitos não se publicam no disco", versao, agora, err)
	}
}

// BenchmarkAssinatura: one look of serve -watch at the real content.
func BenchmarkAssinatura(b *testing.B) {
	for b.Loop() {
		if assinatura("../../../content") == "" {
			b.Fatal("conteúdo ilegível")
		}
	}
}
