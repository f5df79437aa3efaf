//go:build externo

package main

import (
	"bytes"
	"errors"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"viagemdedireito/calculator/internal/contratoteste"
)

// TestBinary builds the command with go build and runs it as a subprocess,
// so it carries the build constraint externo (make test-js); the tests of
// run in main_test.go cover the same paths in process.
// It runs it as a user would.
func TestBinary(t *testing.T) {
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("the go command is not in PATH, so the binary cannot be built and run: %v", err)
	}
	bin := filepath.Join(t.TempDir(), "calculadora")
	if out, err := exec.Command(goBin, "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	e := contratoteste.Exemplos(t)["beneficio-jovem-gratuidade"]

	cmd := exec.Command(bin)
	cmd.Stdin = bytes.NewReader(e.Requisicao)
	var errOut bytes.Buffer
	cmd.Stderr = &errOut
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("exit: %v, stderr %q", err, errOut.String())
	}
	contratoteste.Conferir(t, e, out)

	cmd = exec.Command(bin)
	cmd.Stdin = strings.NewReader(`{"operacao": `)
	out, err = cmd.Output()
	if err != nil {
		t.Fatalf("malformed request: exit %v, want 0", err)
	}
	conferirErro(t, out)

	out, err = exec.Command(bin, "-h").Output()
	if err != nil || !strings.Contains(string(out), "Uso:") {
		t.Errorf("-h: exit %v, output %.200q", err, out)
	}
	err = exec.Command(bin, "-nao-existe").Run()
	var saida *exec.ExitError
	if !errors.As(err, &saida) || saida.ExitCode() != 2 {
		t.Errorf("unknown flag: got %v, want exit status 2", err)
	}
}
