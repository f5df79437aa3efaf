//go:build js && wasm

package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unsafe"

	"viagemdedireito/calculator"
)

// These tests run inside the WebAssembly module itself, under Node
// (GOOS=js GOARCH=wasm go test ./wasm/... with go_js_wasm_exec on PATH, as
// make test does): the exported functions are called as adaptador.js calls
// them, through the shared buffer. TestWasmNoNode and TestCNPJNoNode call
// the globals adaptador.js defines over the built module.

// escrever is adaptador.js's escrever: s's bytes at the address reservar gives.
func escrever(s string) {
	p := reservar(int32(len(s)))
	copy(unsafe.Slice((*byte)(p), len(s)), s)
}

// ler is adaptador.js's ler: n bytes at the address endereco gives.
func ler(n int32) string {
	return string(unsafe.Slice((*byte)(endereco()), n))
}

// chamar is viagemDeDireitoCalcular(args...) as adaptador.js makes it.
func chamar(args ...any) string {
	s, ok := "", false
	if len(args) == 1 {
		s, ok = args[0].(string)
	}
	if !ok {
		t := int32(8)
		if len(args) > 0 {
			switch args[0].(type) {
			case nil:
				t = 1
			case bool:
				t = 2
			case int, float64:
				t = 3
			case map[string]any, []any:
				t = 6
			}
		} else {
			t = 0
		}
		return ler(erroArgumentos(int32(len(args)), t))
	}
	escrever(s)
	return ler(calcular())
}

// The adapter answers every contract example exactly as the engine does.
func TestAdaptadorIgualAoMotor(t *testing.T) {
	exemplos, err := filepath.Glob("../calculator/internal/contratoteste/exemplos/*.json")
	if err != nil || len(exemplos) == 0 {
		t.Fatalf("contract examples not found (%v)", err)
	}
	for _, e := range exemplos {
		b, err := os.ReadFile(e)
		if err != nil {
			t.Fatal(err)
		}
		// An example file holds a description, the request and what is
		// expected of the answer; the test module may use encoding/json.
		var ex struct {
			Requisicao json.RawMessage `json:"requisicao"`
		}
		if err := json.Unmarshal(b, &ex); err != nil || len(ex.Requisicao) == 0 {
			t.Fatalf("%s: no requisicao (%v)", e, err)
		}
		req := string(ex.Requisicao)
		got, want := chamar(req), string(calculator.Calcular(ex.Requisicao))
		if got != want {
			t.Errorf("%s: adapter %s\nengine %s", filepath.Base(e), got, want)
		}
		if !strings.HasPrefix(got, `{"ok":true`) {
			t.Errorf("%s: not answered: %s", filepath.Base(e), got)
		}
	}
	for _, req := range []string{`{"operacao":`, `[]`, `{"operacao":"passagem"}`, strings.Repeat("[", 100)} {
		if got, want := chamar(req), string(calculator.Calcular([]byte(req))); got != want || !strings.HasPrefix(got, `{"ok":false`) {
			t.Errorf("%q: adapter %s, engine %s", req, got, want)
		}
	}
}

// A call that does not pass one string gets the contract error
// entrada_invalida, in Portuguese, and the module keeps answering.
func TestAdaptadorEntradaInvalida(t *testing.T) {
	casos := []struct {
		nome string
		args []any
		diz  string
	}{
		{"no argument", nil, "exatamente 1 argumento"},
		{"two arguments", []any{"{}", "{}"}, "recebeu 2"},
		{"a number", []any{42}, "um número"},
		{"null", []any{nil}, "null (nulo)"},
		{"an object", []any{map[string]any{"operacao": "beneficio"}}, "JSON.stringify"},
	}
	for _, c := range casos {
		got := chamar(c.args...)
		if !strings.Contains(got, `"codigo":"entrada_invalida"`) || !strings.Contains(got, c.diz) {
			t.Errorf("%s: %s", c.nome, got)
		}
	}
	if got := chamar(`{"operacao":"reservas","reservas":[]}`); !strings.HasPrefix(got, `{"ok":true`) {
		t.Errorf("the adapter stopped answering after bad calls: %s", got)
	}
}

func TestAdaptadorCNPJ(t *testing.T) {
	v := func(args ...any) bool {
		s, ok := "", false
		if len(args) == 1 {
			s, ok = args[0].(string)
		}
		if !ok {
			return false // adaptador.js answers false without calling the module
		}
		escrever(s)
		return validarCNPJ()
	}
	for _, c := range []string{"11.222.333/0001-81", "11222333000181", "12.ABC.345/01DE-35"} {
		if v(c) != calculator.ValidarCNPJ(c) {
			t.Errorf("%s: adapter and engine disagree", c)
		}
	}
	if !v("11.222.333/0001-81") || v("11.222.333/0001-82") || v(11222333000181) || v() {
		t.Error("CNPJ: valid numeric accepted, wrong check digit, a number and no argument refused")
	}
}

// FuzzAdaptador: whatever text reaches viagemDeDireitoCalcular inside the
// module, the answer is a contract object, never erro_interno (a recovered
// panic of the engine or of the adapter). Under js/wasm the seeds run as a
// test (make test-wasm); the contract examples are the seeds.
func FuzzAdaptador(f *testing.F) {
	exemplos, _ := filepath.Glob("../calculator/internal/contratoteste/exemplos/*.json")
	for _, e := range exemplos {
		b, err := os.ReadFile(e)
		if err != nil {
			f.Fatal(err)
		}
		var ex struct {
			Requisicao json.RawMessage `json:"requisicao"`
		}
		if json.Unmarshal(b, &ex) == nil {
			f.Add(string(ex.Requisicao))
		}
	}
	for _, s := range []string{``, `{}`, `[]`, `null`, `{"operacao":"atraso"}`, "\xff"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, req string) {
		got := chamar(req)
		var r struct {
			Ok    *bool `json:"ok"`
			Erros []struct {
				Codigo string `json:"codigo"`
			} `json:"erros"`
		}
		if err := json.Unmarshal([]byte(got), &r); err != nil || r.Ok == nil {
			t.Fatalf("not a contract answer for %q: %s (%v)", req, got, err)
		}
		for _, e := range r.Erros {
			if e.Codigo == calculator.CodigoInterno {
				t.Fatalf("erro_interno for %q: %s", req, got)
			}
		}
	})
}
