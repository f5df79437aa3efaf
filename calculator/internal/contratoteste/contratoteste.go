// Package contratoteste holds the examples of the calculator's contract
// (calculator/contract.md, "Examples") as test cases, and the checks that
// every front door (CLI, HTTP API) runs on its answers to them. It is
// imported by tests only.
package contratoteste

import (
	"bytes"
	"embed"
	"encoding/json"
	"io"
	"path"
	"reflect"
	"strings"
	"testing"
)

//go:embed exemplos/*.json
var arquivos embed.FS

// Exemplo is one example of the contract as a test case.
type Exemplo struct {
	Descricao  string          `json:"descricao"`
	Requisicao json.RawMessage `json:"requisicao"`
	// Esperado lists the documented fields of the answer: every key given
	// must be in the answer with exactly this value (objects are compared
	// key by key, so the answer may carry more fields).
	Esperado json.RawMessage `json:"esperado"`
	// FundamentosIncluem lists "norma#dispositivo" that the answer's
	// fundamentos must include.
	FundamentosIncluem []string `json:"fundamentosIncluem"`
	// Direitos lists, in order, the codes of an atraso answer's direitos
	// (their sentences are not part of the contract's examples).
	Direitos []string `json:"direitos"`
}

// Exemplos returns the examples by name (file name without .json).
func Exemplos(t testing.TB) map[string]Exemplo {
	t.Helper()
	nomes, err := arquivos.ReadDir("exemplos")
	if err != nil || len(nomes) == 0 {
		t.Fatalf("no contract examples embedded (err %v)", err)
	}
	exemplos := make(map[string]Exemplo, len(nomes))
	for _, n := range nomes {
		b, err := arquivos.ReadFile(path.Join("exemplos", n.Name()))
		if err != nil {
			t.Fatal(err)
		}
		var e Exemplo
		if err := json.Unmarshal(b, &e); err != nil {
			t.Fatalf("%s: %v", n.Name(), err)
		}
		exemplos[strings.TrimSuffix(n.Name(), ".json")] = e
	}
	return exemplos
}

// Conferir checks an answer against the documented fields of e and its
// required fundamentos.
func Conferir(t testing.TB, e Exemplo, resposta []byte) {
	t.Helper()
	atual := Decodificar(t, resposta)
	for _, d := range diferencas("", Decodificar(t, e.Esperado), atual) {
		t.Errorf("%s: %s", e.Descricao, d)
	}
	obj, _ := atual.(map[string]any)
	fund, _ := obj["fundamentos"].([]any)
	if len(fund) == 0 {
		t.Errorf("%s: answer without fundamentos", e.Descricao)
	}
	tem := make(map[string]bool)
	for _, f := range fund {
		c, _ := f.(map[string]any)
		n, _ := c["norma"].(string)
		d, _ := c["dispositivo"].(string)
		tem[n+"#"+d] = true
	}
	for _, f := range e.FundamentosIncluem {
		if !tem[f] {
			t.Errorf("%s: fundamentos lack %s", e.Descricao, f)
		}
	}
	if e.Direitos != nil {
		var codigos []string
		l, _ := obj["direitos"].([]any)
		for _, d := range l {
			dm, _ := d.(map[string]any)
			c, _ := dm["codigo"].(string)
			codigos = append(codigos, c)
		}
		if strings.Join(codigos, " ") != strings.Join(e.Direitos, " ") {
			t.Errorf("%s: direitos %v, want %v", e.Descricao, codigos, e.Direitos)
		}
	}
	if t.Failed() {
		t.Logf("answer: %s", resposta)
	}
}

// Decodificar decodes exactly one JSON value (numbers as json.Number).
func Decodificar(t testing.TB, b []byte) any {
	t.Helper()
	d := json.NewDecoder(bytes.NewReader(b))
	d.UseNumber()
	var v any
	if err := d.Decode(&v); err != nil {
		t.Fatalf("not JSON: %v: %.300q", err, b)
	}
	if _, err := d.Token(); err != io.EOF {
		t.Fatalf("more than one JSON value: %.300q", b)
	}
	return v
}

// diferencas lists where atual lacks the fields of esperado (objects are
// compared key by key, everything else exactly).
func diferencas(caminho string, esperado, atual any) []string {
	eo, ok := esperado.(map[string]any)
	if !ok {
		if !reflect.DeepEqual(esperado, atual) {
			return []string{caminho + ": got " + mostrar(atual) + ", want " + mostrar(esperado)}
		}
		return nil
	}
	ao, ok := atual.(map[string]any)
	if !ok {
		return []string{caminho + ": got " + mostrar(atual) + ", want an object"}
	}
	var ds []string
	for k, v := range eo {
		av, tem := ao[k]
		if !tem {
			ds = append(ds, caminho+"."+k+": missing")
			continue
		}
		ds = append(ds, diferencas(caminho+"."+k, v, av)...)
	}
	return ds
}

func mostrar(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}
