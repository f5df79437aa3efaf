package main

import (
	"os"
	"path/filepath"
	"testing"
	"time"
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
