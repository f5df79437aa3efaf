// These tests build the module (go build, a subprocess) and run it under
// Node from the host, so they carry the build constraint externo and run in
// make test-js; the js/wasm build of the package is tested by
// adaptador_js_test.go (make test-js too).

//go:build !js && externo

package main_test

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/andybalholm/brotli"

	"viagemdedireito/calculator"
)

// The module as it ships: GOOS=js GOARCH=wasm, built as wasm/flags says. Built once per
// test binary into a temporary directory that TestMain removes.
var construcao struct {
	once         sync.Once
	dir, caminho string
	saida        []byte
	err          error
}

func TestMain(m *testing.M) {
	code := m.Run()
	if construcao.dir != "" {
		os.RemoveAll(construcao.dir)
	}
	os.Exit(code)
}

// wasmConstruido builds ./ (this package) for js/wasm as wasm/flags says
// and returns the file's path.
func wasmConstruido(tb testing.TB) string {
	tb.Helper()
	c := &construcao
	c.once.Do(func() {
		if c.dir, c.err = os.MkdirTemp("", "viagemdedireito-wasm-"); c.err != nil {
			return
		}
		c.caminho = filepath.Join(c.dir, "calc.wasm")
		args, env := flagsDoModulo(tb) // wasm/flags: what ships
		cmd := exec.Command("go", append(append([]string{"build"}, args...), "-o", c.caminho, ".")...)
		cmd.Env = append(append(os.Environ(), env...), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
		c.saida, c.err = cmd.CombinedOutput()
	})
	if c.err != nil {
		tb.Fatalf("GOOS=js GOARCH=wasm go build ./wasm: %v\n%s", c.err, c.saida)
	}
	return c.caminho
}

// wasmExecJS finds Go's JavaScript loader for this toolchain.
func wasmExecJS(t *testing.T) string {
	t.Helper()
	out, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatalf("go env GOROOT: %v", err)
	}
	goroot := strings.TrimSpace(string(out))
	for _, p := range []string{"lib/wasm/wasm_exec.js", "misc/wasm/wasm_exec.js"} {
		if _, err := os.Stat(filepath.Join(goroot, p)); err == nil {
			return filepath.Join(goroot, p)
		}
	}
	t.Fatalf("wasm_exec.js não encontrado em %s/lib/wasm nem em %s/misc/wasm", goroot, goroot)
	return ""
}

type chamada struct {
	Nome string `json:"nome"`
	Args []any  `json:"args"`
}

type resultadoNode struct {
	ProntoAntes bool `json:"prontoAntes"`
	Evento      bool `json:"evento"`
	Pronto      bool `json:"pronto"`
	Chamadas    []struct {
		Nome     string `json:"nome"`
		Tipo     string `json:"tipo"`
		Resposta string `json:"resposta"`
	} `json:"chamadas"`
}

// TestWasmNoNode loads the built module under Node with wasm_exec.js, as a
// page does, and calls viagemDeDireitoCalcular through the JavaScript
// boundary: the contract's youth example, accented text both ways, malformed
// JSON, a text over the engine's 2 MB limit, and calls without exactly one
// string argument.
func TestWasmNoNode(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Fatal("node não encontrado no PATH: este teste roda o wasm no Node.js (≥ 18). " +
			"Instale-o (make deps; no Debian/Ubuntu: apt-get install nodejs).")
	}
	wasm := wasmConstruido(t)
	jovem := exemplosJSON(t)[0]
	var jovemObj any
	if err := json.Unmarshal([]byte(jovem), &jovemObj); err != nil {
		t.Fatal(err)
	}
	chamadas := []chamada{
		{"jovem", []any{jovem}},
		{"acentos", []any{`{"operacao":"reservas","reservas":[{"destino":"São Paulo","partida":"2026-12-24T08:00-03:00"},` +
			`{"destino":"SÃO  PAULO","partida":"2026-12-24T21:00-03:00"}]}`}},
		{"recusa", []any{exemplosJSON(t)[5]}},
		{"recusa desconto da crianca", []any{`{"operacao":"recusa","agora":"2026-12-20T10:00:00-03:00","categoria":"crianca","modal":"aquaviario","beneficio":"desconto","motivo":"vagas_esgotadas"}`}},
		{"json malformado", []any{`{"operacao": "beneficio",`}},
		{"texto enorme", []any{`{"operacao":"reservas","x":"` + strings.Repeat("a", 3<<20) + `"}`}},
		{"numero", []any{42}},
		{"objeto", []any{jovemObj}},
		{"nulo", []any{nil}},
		{"sem argumento", []any{}},
		{"dois argumentos", []any{jovem, jovem}},
	}
	entrada, err := json.Marshal(chamadas)
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(node, filepath.Join("testdata", "executar.mjs"), wasmExecJS(t), wasm)
	cmd.Stdin = bytes.NewReader(entrada)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("node testdata/executar.mjs: %v\n%s", err, stderr.Bytes())
	}
	var r resultadoNode
	if err := json.Unmarshal(out, &r); err != nil {
		t.Fatalf("saída do Node ilegível: %v\n%s", err, out)
	}
	if r.ProntoAntes || !r.Pronto || !r.Evento {
		t.Errorf("viagemDeDireitoPronto: antes de go.run %v (quer false), depois %v (quer true), evento %v (quer true)",
			r.ProntoAntes, r.Pronto, r.Evento)
	}
	if len(r.Chamadas) != len(chamadas) {
		t.Fatalf("%d respostas para %d chamadas:\n%s", len(r.Chamadas), len(chamadas), out)
	}
	d := lerDeclaracoes(t)
	resp := map[string]map[string]any{}
	for i, c := range r.Chamadas {
		if c.Nome != chamadas[i].Nome || c.Tipo != "string" {
			t.Errorf("chamada %q: resultado do tipo %s (quer string): %.200s", c.Nome, c.Tipo, c.Resposta)
			continue
		}
		v := decodificar(t, []byte(c.Resposta))
		if err := d.conforma(v, "Resposta", "resposta", visita{}); err != nil {
			t.Errorf("chamada %q: a resposta não segue calculadora.d.ts: %v", c.Nome, err)
		}
		resp[c.Nome], _ = v.(map[string]any)
	}

	// The youth example, as calculator/contract.md gives it.
	j := resp["jovem"]
	quer := map[string]any{"ok": true, "beneficio": "gratuidade", "descontoPercentual": json.Number("100"), "situacao": "garantida"}
	for k, w := range quer {
		if j[k] != w {
			t.Errorf("jovem: %s = %v, quer %v", k, j[k], w)
		}
	}
	if p, _ := j["prazos"].(map[string]any); p["solicitarAte"] != "2026-12-24T05:00:00-03:00" || p["apresentarAte"] != "2026-12-24T09:00:00-03:00" {
		t.Errorf("jovem: prazos = %v", j["prazos"])
	}
	if v, _ := j["valores"].(map[string]any); v["tarifa"] != json.Number("0") || v["total"] != json.Number("1170") {
		t.Errorf("jovem: valores = %v", j["valores"])
	}
	// The answer through JavaScript is the engine's, byte for byte.
	if got, want := r.Chamadas[0].Resposta, string(calculator.Calcular([]byte(jovem))); got != want {
		t.Errorf("jovem: a resposta pelo wasm difere da de calculator.Calcular:\nwasm: %.300s\nGo:   %.300s", got, want)
	}

	// recusa (rules revision 4, R7) through JavaScript: the engine's answer,
	// byte for byte, and its field error.
	for i, c := range chamadas {
		nome := c.Nome
		if !strings.HasPrefix(nome, "recusa") {
			continue
		}
		if got, want := r.Chamadas[i].Resposta, string(calculator.Calcular([]byte(c.Args[0].(string)))); got != want {
			t.Errorf("%s: a resposta pelo wasm difere da de calculator.Calcular:\nwasm: %.300s\nGo:   %.300s", nome, got, want)
		}
	}
	if a, ok := resp["recusa"]["admitido"]; !ok || a != false {
		t.Errorf("recusa: admitido = %v, quer false", a)
	}
	if es, _ := resp["recusa desconto da crianca"]["erros"].([]any); len(es) != 1 || es[0].(map[string]any)["campo"] != "beneficio" ||
		es[0].(map[string]any)["codigo"] != "valor_invalido" {
		t.Errorf("recusa desconto da crianca: erros = %v, quer beneficio/valor_invalido", resp["recusa desconto da crianca"]["erros"])
	}

	// Non-ASCII text crosses the boundary both ways (UTF-16 ↔ UTF-8).
	if cs, _ := resp["acentos"]["conflitos"].([]any); len(cs) != 1 {
		t.Errorf("acentos: conflitos = %v, quer um (São Paulo = SÃO  PAULO)", resp["acentos"]["conflitos"])
	} else if m, _ := cs[0].(map[string]any)["motivo"].(string); !strings.Contains(m, "A 1ª e a 2ª reserva") {
		t.Errorf("acentos: motivo = %q", m)
	}

	erros := map[string]string{
		"json malformado": "json_invalido",
		"texto enorme":    "json_invalido",
		"numero":          "entrada_invalida",
		"objeto":          "entrada_invalida",
		"nulo":            "entrada_invalida",
		"sem argumento":   "entrada_invalida",
		"dois argumentos": "entrada_invalida",
	}
	for nome, codigo := range erros {
		r := resp[nome]
		es, _ := r["erros"].([]any)
		if r["ok"] != false || len(es) != 1 {
			t.Errorf("%s: quer ok:false com um erro, veio %v", nome, r)
			continue
		}
		e := es[0].(map[string]any)
		if e["codigo"] != codigo || e["campo"] != "" {
			t.Errorf("%s: erro %v, quer codigo %s e campo \"\"", nome, e, codigo)
		}
		if m, _ := e["mensagem"].(string); m == "" {
			t.Errorf("%s: mensagem vazia", nome)
		}
	}
}

// TestWasmSemPacotesPesados checks that the module (GOOS=js) does not link
// the packages STYLE.md keeps out of it for size.
func TestWasmSemPacotesPesados(t *testing.T) {
	cmd := exec.Command("go", "list", "-deps", ".")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("GOOS=js GOARCH=wasm go list -deps: %v\n%s", err, out)
	}
	deps := map[string]bool{}
	for _, p := range strings.Fields(string(out)) {
		deps[p] = true
	}
	if !deps["viagemdedireito/calculator"] || !deps["runtime"] {
		t.Fatalf("go list -deps não parece ser o do módulo wasm:\n%s", out)
	}
	// time (≈ 43 KB brotli: calculator/instante) and syscall/js (≈ 20 KB:
	// adaptador.js) too, README "Size of the module".
	for _, p := range []string{"fmt", "encoding/json", "reflect", "log", "regexp", "text/template", "net/http", "time", "syscall/js"} {
		if deps[p] {
			t.Errorf("o wasm importa %s (direta ou indiretamente): pesa no download; use um caminho mais leve", p)
		}
	}
}

// tamanhos returns the size of the module raw, gzip and brotli (best
// compression, as gerar writes the precompressed siblings).
func tamanhos(tb testing.TB) (bruto, gz, br int) {
	b, err := os.ReadFile(wasmConstruido(tb))
	if err != nil {
		tb.Fatal(err)
	}
	var g bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&g, gzip.BestCompression)
	zw.Write(b)
	zw.Close()
	var r bytes.Buffer
	bw := brotli.NewWriterLevel(&r, brotli.BestCompression)
	bw.Write(b)
	bw.Close()
	return len(b), g.Len(), r.Len()
}

// BenchmarkTamanhoWasm reports the download size of the module, raw, gzip
// and brotli (the compression takes seconds, so it is not a test):
//
//	go test -run='^$' -bench=TamanhoWasm ./wasm
func BenchmarkTamanhoWasm(b *testing.B) {
	bruto, gz, br := tamanhos(b)
	for b.Loop() {
	}
	b.ReportMetric(float64(bruto), "bytes-bruto")
	b.ReportMetric(float64(gz), "bytes-gzip")
	b.ReportMetric(float64(br), "bytes-brotli")
	b.ReportMetric(0, "ns/op")
}
