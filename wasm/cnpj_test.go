// These tests build the module (go build, a subprocess) and run it under
// Node from the host, so they carry the build constraint externo and run in
// make test-js; the js/wasm build of the package is tested by
// adaptador_js_test.go (make test-js too).

//go:build !js && externo

package main_test

import (
	"bytes"
	"encoding/json"
	"os/exec"
	"path/filepath"
	"testing"

	"viagemdedireito/calculator"
)

// TestValidarCNPJNoNode: viagemDeDireitoValidarCNPJ, called through the
// JavaScript boundary as the refusal page does, answers what
// calculator.ValidarCNPJ answers for numeric, alphanumeric, masked and bad
// CNPJs, and false for a call that does not pass one string.
func TestValidarCNPJNoNode(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Fatal("node não encontrado no PATH (make deps)")
	}
	textos := []string{"11.222.333/0001-81", "11222333000181", "11222333000182", "12.ABC.345/01DE-35", "12abc34501de35",
		"12.ABC.345/01DE-36", "00000000000000", "", "1122233300018", "11.222.333/0001-81x"}
	type chamadaF struct {
		Nome   string `json:"nome"`
		Args   []any  `json:"args"`
		Funcao string `json:"funcao"`
	}
	var cs []chamadaF
	for _, s := range textos {
		cs = append(cs, chamadaF{s, []any{s}, "viagemDeDireitoValidarCNPJ"})
	}
	cs = append(cs, chamadaF{"numero", []any{11222333000181}, "viagemDeDireitoValidarCNPJ"},
		chamadaF{"dois", []any{"11222333000181", "11222333000181"}, "viagemDeDireitoValidarCNPJ"})
	entrada, err := json.Marshal(cs)
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(node, filepath.Join("testdata", "executar.mjs"), wasmExecJS(t), wasmConstruido(t))
	cmd.Stdin = bytes.NewReader(entrada)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("node testdata/executar.mjs: %v\n%s", err, stderr.Bytes())
	}
	var r struct {
		Chamadas []struct {
			Nome     string `json:"nome"`
			Tipo     string `json:"tipo"`
			Resposta any    `json:"resposta"`
		} `json:"chamadas"`
	}
	if err := json.Unmarshal(out, &r); err != nil {
		t.Fatalf("saída do Node ilegível: %v\n%s", err, out)
	}
	if len(r.Chamadas) != len(cs) {
		t.Fatalf("%d respostas para %d chamadas", len(r.Chamadas), len(cs))
	}
	validos := 0
	for i, c := range r.Chamadas {
		quer := i < len(textos) && calculator.ValidarCNPJ(textos[i])
		if c.Tipo != "boolean" || c.Resposta != quer {
			t.Errorf("viagemDeDireitoValidarCNPJ(%s): %s %v, quero boolean %v", c.Nome, c.Tipo, c.Resposta, quer)
		}
		if quer {
			validos++
		}
	}
	// the list must hold valid numeric and alphanumeric CNPJs, or it tests nothing
	if validos < 4 {
		t.Errorf("só %d CNPJs válidos na lista; quero os numéricos e os alfanuméricos", validos)
	}
}
