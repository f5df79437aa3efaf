//go:build unix

package generator

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"syscall"
	"testing"
	"time"
)

// TestArquivosEspeciais: in a real folder (os.DirFS, as gerar reads
// content/), a FIFO, symbolic links leaving the folder, broken, in a loop or
// to the FIFO are build errors; links to a file or a folder inside it are
// not. Build must return at all: a FIFO opened for reading blocks until a
// writer comes, so Build runs in a goroutine and the test gives up at its own
// deadline rather than hanging.
func TestArquivosEspeciais(t *testing.T) {
	raiz := t.TempDir()
	conteudo := filepath.Join(raiz, "content")
	fora := filepath.Join(raiz, "fora.md")
	for _, d := range []string{conteudo, filepath.Join(conteudo, "sub")} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, a := range []string{fora, filepath.Join(conteudo, "sub", "a.txt")} {
		if err := os.WriteFile(a, []byte("texto\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	fila := filepath.Join(conteudo, "fila.md")
	if err := syscall.Mkfifo(fila, 0o644); err != nil {
		t.Fatal(err)
	}
	for nome, alvo := range map[string]string{
		"absoluto.md":   fora,
		"sobe.md":       "../fora.md",
		"sub/sobe.md":   "../../fora.md",
		"para-fila.md":  "fila.md",
		"quebrado.md":   "nada.md",
		"ciclo.md":      "ciclo.md",
		"dentro.txt":    "sub/a.txt",
		"sub/irmao.txt": "../sub/a.txt",
		"pasta":         "sub",
	} {
		if err := os.Symlink(alvo, filepath.Join(conteudo, nome)); err != nil {
			t.Fatal(err)
		}
	}

	type resultado struct {
		res *Resultado
		err error
	}
	cfg := Config{Conteudo: os.DirFS(conteudo), BaseURL: "https://exemplo.org", Modelos: modelosNeutros(nil), Recursos: recursosDeTeste(t)}
	feito := make(chan resultado, 1)
	go func() {
		res, err := Build(cfg)
		feito <- resultado{res, err}
	}()
	ctx := t.Context()
	if prazo, ok := t.Deadline(); ok {
		// leave time to report before go test's own timeout panics
		var cancelar context.CancelFunc
		ctx, cancelar = context.WithDeadline(ctx, prazo.Add(-5*time.Second))
		defer cancelar()
	}
	var r resultado
	select {
	case r = <-feito:
	case <-ctx.Done():
		// unblock the goroutine stuck opening the FIFO before failing
		if f, err := os.OpenFile(fila, os.O_RDWR, 0); err == nil {
			f.Close()
		}
		t.Fatal("Build não retornou: travou no FIFO?")
	}
	if r.err == nil {
		t.Fatal("Build deveria falhar")
	}
	var diags []string
	for _, d := range r.res.Diagnosticos {
		diags = append(diags, d.String())
	}
	esperados := []string{
		"absoluto.md: erro: link simbólico para fora de content/ (" + fora + ")",
		"ciclo.md: erro: links simbólicos demais em cadeia (um ciclo?)",
		"fila.md: erro: não é um arquivo comum (FIFO)",
		"para-fila.md: erro: link simbólico para algo que não é um arquivo comum (FIFO)",
		"quebrado.md: erro: link simbólico quebrado (nada.md)",
		"sobe.md: erro: link simbólico para fora de content/ (../fora.md)",
		"sub/sobe.md: erro: link simbólico para fora de content/ (../../fora.md)",
	}
	if !slices.Equal(diags, esperados) {
		t.Errorf("diagnósticos:\n\t%q\nesperados:\n\t%q", diags, esperados)
	}
}
