//go:build externo

package main

import (
	"bytes"
	"context"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// The command-line door: the runner with -cmd runs the engine's own CLI
// (calculator/cmd/calculadora, built here) once per scenario; all pass. A
// program that answers the wrong thing fails with exit status 1.
func TestNossaCLIPassa(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "calculadora")
	if out, err := exec.Command("go", "build", "-o", bin, "viagemdedireito/calculator/cmd/calculadora").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	var out, errs bytes.Buffer
	if st := rodar(context.Background(), []string{"-cmd", bin}, &out, &errs); st != 0 {
		t.Fatalf("status %d\n%s%s", st, out.String(), errs.String())
	}
	n := numeroDeCenarios(t)
	if !strings.Contains(out.String(), strconv.Itoa(n)+" cenário(s): "+strconv.Itoa(n)+" passaram, 0 falharam") {
		t.Errorf("relatório:\n%s", out.String())
	}
	out.Reset()
	// a "system" that answers every request with the same answer
	if st := rodar(context.Background(), []string{"-cmd", `cat >/dev/null; echo '{"ok": true, "beneficio": "nenhum"}'`, "-cenario", "^beneficio-jovem-gratuidade-taxas$"}, &out, &errs); st != 1 ||
		!strings.Contains(out.String(), `campo beneficio: esperado "gratuidade", obtido "nenhum"`) || !strings.Contains(out.String(), "campo prazos.solicitarAte: esperado \"2026-12-24T05:00:00-03:00\", obtido ausente") {
		t.Errorf("status %d\n%s", st, out.String())
	}
}
