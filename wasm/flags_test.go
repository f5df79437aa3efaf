// These tests build the module and run it under Node from the host; the
// js/wasm build of the package is tested by adaptador_js_test.go.

//go:build !js

package main_test

import (
	"os"
	"strings"
	"testing"
)

// flagsDoModulo reads wasm/flags, how the shipped module is built (the same
// file "gerar build" reads, generator/internal/modulo): go build's
// arguments and the NAME=value lines, its environment.
func flagsDoModulo(tb testing.TB) (args, env []string) {
	tb.Helper()
	b, err := os.ReadFile("flags")
	if err != nil {
		tb.Fatalf("wasm/flags: %v", err)
	}
	for _, l := range strings.Split(string(b), "\n") {
		l = strings.TrimSpace(l)
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		if nome, _, ok := strings.Cut(l, "="); ok && nome != "" && strings.Trim(nome, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") == "" {
			env = append(env, l)
		} else {
			args = append(args, l)
		}
	}
	return args, env
}

// TestFlagsDoModulo: the shipped module is stripped and built without the
// module paths of this machine, whatever else wasm/flags says.
func TestFlagsDoModulo(t *testing.T) {
	args, _ := flagsDoModulo(t)
	tem := map[string]bool{}
	for _, a := range args {
		tem[a] = true
	}
	if !tem["-trimpath"] || !tem["-ldflags=-s -w"] {
		t.Errorf("wasm/flags sem -trimpath ou -ldflags=-s -w: %q", args)
	}
}
