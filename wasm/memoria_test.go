// These tests run the built module, or adaptador.js, under Node from the
// host, so they carry the build constraint externo (make test-js).

//go:build !js && externo

package main_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"viagemdedireito/calculator"
)

// chamadasMemoria is how many times TestWasmMemoriaLimitada calls the
// module; wasm/README.md's figure is
//
//	go test -tags externo -run TestWasmMemoriaLimitada -v ./wasm -args -memoria.chamadas=1000
var chamadasMemoria = flag.Int("memoria.chamadas", 20, "chamadas de TestWasmMemoriaLimitada")

// Limits of the engine's JSON reader (calculator/internal/jsonc, which this
// package may not import): the largest body and the most members and
// elements. requisicaoMaior checks them against the engine.
const (
	maxEntrada = 2 << 20
	maxItens   = 200_000
)

// requisicaoMaior returns the largest request the engine answers with
// ok:true, the heaviest one for the module: a reservas request with an
// unknown member holding an object of as many members as the limit leaves
// (an object of distinct keys costs the reader more than a list: it
// checks each key against the others), under 2 MB. It checks with
// calculator.Calcular that the request is answered ok:true and that one
// member more is refused.
func requisicaoMaior(t *testing.T) string {
	t.Helper()
	montar := func(membros int) string {
		var b strings.Builder
		b.WriteString(`{"operacao":"reservas","reservas":[],"x":{`)
		for i := range membros {
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteString(`"` + strconv.FormatInt(int64(i), 36) + `":0`)
		}
		b.WriteString(`}}`)
		return b.String()
	}
	const membros = maxItens - 3 // operacao, reservas and x count too
	req := montar(membros)
	if len(req) > maxEntrada {
		t.Fatalf("a requisição tem %d bytes, acima do limite de %d", len(req), maxEntrada)
	}
	if r := calculator.Calcular([]byte(req)); !bytes.HasPrefix(r, []byte(`{"ok":true`)) {
		t.Fatalf("o motor não aceita a maior requisição: %.300s", r)
	}
	if r := calculator.Calcular([]byte(montar(membros + 1))); !bytes.Contains(r, []byte(`"json_invalido"`)) {
		t.Fatalf("com um membro a mais a requisição devia passar do limite de elementos: %.300s", r)
	}
	return req
}

// TestWasmMemoriaLimitada calls the built module *chamadasMemoria times
// with the largest valid request, as a page that forwards large data (the
// seat widget's dados) could: every call answers the same ok:true answer,
// none throws, and the module's linear memory stops growing: over the
// second half of the calls it grows by at most folgaMemoria, and it stays
// under 512 MiB. Before
// the fix (main.go's calcular) it grew by about 85 MiB a call and the call
// threw a RangeError once it passed 2 GiB.
// folgaMemoria is how much the module's memory may grow over the second
// half of the calls: one step of the collector's heap goal, less than what
// a single call added before the fix.
const folgaMemoria = 48 << 20

func TestWasmMemoriaLimitada(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Fatal("node não encontrado no PATH: este teste roda o wasm no Node.js (≥ 18). " +
			"Instale-o (make deps; no Debian/Ubuntu: apt-get install nodejs).")
	}
	n := *chamadasMemoria
	if n < 4 {
		t.Fatalf("-memoria.chamadas=%d: são precisas ao menos 4 chamadas", n)
	}
	req := requisicaoMaior(t)
	cmd := exec.Command(node, filepath.Join("testdata", "memoria.mjs"), wasmExecJS(t), wasmConstruido(t), strconv.Itoa(n))
	cmd.Stdin = strings.NewReader(req)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("node testdata/memoria.mjs: %v\n%s", err, stderr.Bytes())
	}
	var r struct {
		Inicial  int    `json:"inicial"`
		Memoria  []int  `json:"memoria"`
		Iguais   bool   `json:"iguais"`
		Primeira string `json:"primeira"`
		Excecao  string `json:"excecao"`
		Ms       int    `json:"ms"`
	}
	if err := json.Unmarshal(out, &r); err != nil {
		t.Fatalf("saída do Node ilegível: %v\n%.500s", err, out)
	}
	mib := func(b int) string { return strconv.FormatFloat(float64(b)/(1<<20), 'f', 0, 64) + " MiB" }
	var marcos []string
	for i, m := range r.Memoria {
		if i+1 == 1 || i+1 == n/2 || i+1 == len(r.Memoria) || (i+1)%100 == 0 {
			marcos = append(marcos, "chamada "+strconv.Itoa(i+1)+": "+mib(m))
		}
	}
	t.Logf("%d bytes por chamada; memória no início %s; %s; %d ms", len(req), mib(r.Inicial), strings.Join(marcos, ", "), r.Ms)
	if r.Excecao != "" {
		t.Fatalf("a chamada lançou uma exceção em vez de responder: %s", r.Excecao)
	}
	if len(r.Memoria) != n {
		t.Fatalf("%d chamadas feitas, quero %d", len(r.Memoria), n)
	}
	if !strings.HasPrefix(r.Primeira, `{"ok":true,"operacao":"reservas"`) || !r.Iguais {
		t.Errorf("respostas: a primeira começa com %q; todas iguais: %v", r.Primeira, r.Iguais)
	}
	// Over the second half the memory may take one last step of the
	// collector's heap goal (71 → 96 MiB, seen before call 10 in one run
	// and between calls 10 and 20 in another: the collector's pacing is not
	// the same in every run), never a growth per call: before the fix each call added
	// about 85 MiB, so the second half of 20 calls grew by 850 MiB or more.
	meio, fim := r.Memoria[n/2-1], r.Memoria[n-1]
	if fim-meio > folgaMemoria {
		t.Errorf("a memória do módulo ainda cresce: %s na chamada %d, %s na chamada %d (mais de %s)", mib(meio), n/2, mib(fim), n, mib(folgaMemoria))
	}
	if fim > 512<<20 {
		t.Errorf("memória do módulo %s depois de %d chamadas, acima de 512 MiB", mib(fim), n)
	}
}

// TestAdaptadorEnderecoAlto runs adaptador.js over a stand-in for the
// module whose buffer is above 2 GiB (testdata/enderecos.mjs): the adapter
// reads the i32 addresses as unsigned, so the request and the answer cross
// intact instead of throwing a RangeError on a negative offset.
func TestAdaptadorEnderecoAlto(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Fatal("node não encontrado no PATH: este teste roda adaptador.js no Node.js (≥ 18).")
	}
	cmd := exec.Command(node, filepath.Join("testdata", "enderecos.mjs"))
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("node testdata/enderecos.mjs: %v\n%s", err, stderr.Bytes())
	}
	var r struct {
		Calcular string `json:"calcular"`
		CNPJ     *bool  `json:"cnpj"`
		Excecao  string `json:"excecao"`
	}
	if err := json.Unmarshal(out, &r); err != nil {
		t.Fatalf("saída do Node ilegível: %v\n%s", err, out)
	}
	if r.Excecao != "" {
		t.Fatalf("com o buffer acima de 2 GiB o adaptador lançou %s", r.Excecao)
	}
	if want := `{"operacao":"São Paulo"}`; r.Calcular != want {
		t.Errorf("viagemDeDireitoCalcular: %q, quero o eco %q", r.Calcular, want)
	}
	if r.CNPJ == nil || !*r.CNPJ {
		t.Errorf("viagemDeDireitoValidarCNPJ: %v, quero true (o texto escrito no endereço alto)", r.CNPJ)
	}
}
