// This test runs node (the worker's JavaScript bound), so it carries the
// build constraint externo (make test-js).

//go:build !js && externo

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestLimiteDoWorker runs ../testdata/limite.mjs: the worker's bound on
// requests at once (../limite.mjs; the glue starts a Go instance per
// request, so the bound is in JavaScript) around a stand-in glue whose
// requests wait, with the module this command writes. With N places, N
// requests reach the glue and the others get httpapi.Ocupado's 503 at once;
// a body that has not arrived holds no place; a place comes back when its
// request is answered, when its client goes away, or after the deadline
// (the reliability review of 2026-12-03: the worker had no bound, 825 MB
// under wrangler dev at 200 connections).
func TestLimiteDoWorker(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Fatal("node não encontrado no PATH: este teste roda wasm/workers/limite.mjs no Node.js (≥ 20).")
	}
	m, err := modulo()
	if err != nil {
		t.Fatal(err)
	}
	arq := filepath.Join(t.TempDir(), "limites.mjs")
	if err := os.WriteFile(arq, m, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(node, filepath.Join("..", "testdata", "limite.mjs"), arq).CombinedOutput()
	if err != nil {
		t.Errorf("node testdata/limite.mjs: %v\n%s", err, out)
	}
}
