package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"strings"
	"testing"

	"viagemdedireito/calculator/internal/contratoteste"
)

// conferirErro checks that resposta is a contract error with every error
// complete (campo, codigo and a message).
func conferirErro(t *testing.T, resposta []byte) map[string]any {
	t.Helper()
	obj, ok := contratoteste.Decodificar(t, resposta).(map[string]any)
	if !ok || obj["ok"] != false {
		t.Fatalf("want ok:false, got %.300s", resposta)
	}
	erros, _ := obj["erros"].([]any)
	if len(erros) == 0 {
		t.Fatalf("ok:false without erros: %.300s", resposta)
	}
	for _, e := range erros {
		m, _ := e.(map[string]any)
		_, campo := m["campo"].(string)
		codigo, _ := m["codigo"].(string)
		msg, _ := m["mensagem"].(string)
		if !campo || codigo == "" || msg == "" {
			t.Errorf("incomplete error %v in %.300s", e, resposta)
		}
	}
	return erros[0].(map[string]any)
}

func executar(t *testing.T, entrada string, args ...string) (status int, stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	status = run(strings.NewReader(entrada), &out, &errOut, args)
	return status, out.String(), errOut.String()
}

// TestContractExamples runs every example of contract.md through the CLI.
func TestContractExamples(t *testing.T) {
	for nome, e := range contratoteste.Exemplos(t) {
		t.Run(nome, func(t *testing.T) {
			status, out, errOut := executar(t, string(e.Requisicao))
			if status != 0 || errOut != "" {
				t.Fatalf("exit %d, stderr %q", status, errOut)
			}
			if !strings.HasSuffix(out, "\n") {
				t.Errorf("answer does not end with a newline")
			}
			contratoteste.Conferir(t, e, []byte(out))
		})
	}
}

func TestMalformedInput(t *testing.T) {
	for _, entrada := range []string{
		"",
		"   \n\t",
		"{",
		`{"operacao": "beneficio",}`,
		"não é json",
		"[]",
		"null",
		"42",
		`"beneficio"`,
		`{}`,
		`{"operacao": 5}`,
		`{"operacao": "voar"}`,
		`{"operacao": "beneficio", "agora": "ontem", "categoria": "jovem"}`,
		"{\"operacao\": \"\xff\xfe\"}",
		`{"operacao": "beneficio"} {"operacao": "beneficio"}`,
		strings.Repeat("[", 100000),
	} {
		status, out, errOut := executar(t, entrada)
		if status != 0 || errOut != "" {
			t.Errorf("%.40q: exit %d, stderr %q; want 0 and an answer", entrada, status, errOut)
		}
		if !strings.HasSuffix(out, "\n") || strings.Count(out, "\n") != 1 {
			t.Errorf("%.40q: want one line, got %.200q", entrada, out)
		}
		conferirErro(t, []byte(out))
	}
}

func TestHugeInput(t *testing.T) {
	// Exactly at the limit: read whole and answered by the engine.
	pad := limiteEntrada - len(`{"operacao":"beneficio"}`)
	noLimite := `{"operacao":"beneficio"}` + strings.Repeat(" ", pad)
	status, out, _ := executar(t, noLimite)
	if status != 0 {
		t.Fatalf("exit %d", status)
	}
	if e := conferirErro(t, []byte(out)); e["codigo"] == "entrada_muito_grande" {
		t.Errorf("an input of exactly 1 MiB was refused as too large")
	}

	// A 1 MB string inside the limit reaches the engine, which names the field.
	status, out, _ = executar(t, `{"operacao":"beneficio","categoria":"`+strings.Repeat("x", 1_000_000)+`"}`)
	if status != 0 {
		t.Fatalf("exit %d", status)
	}
	conferirErro(t, []byte(out))
	if !strings.Contains(out, `"campo":"categoria"`) {
		t.Errorf("a 1 MB categoria is not reported as an invalid categoria: %.300s", out)
	}

	// One byte over, and a 1 MiB string inside a larger request.
	for _, entrada := range []string{
		noLimite + " ",
		`{"operacao":"beneficio","categoria":"` + strings.Repeat("x", limiteEntrada) + `"}`,
	} {
		status, out, _ := executar(t, entrada)
		if status != 0 {
			t.Fatalf("exit %d", status)
		}
		if e := conferirErro(t, []byte(out)); e["codigo"] != "entrada_muito_grande" {
			t.Errorf("got %v, want entrada_muito_grande", e)
		}
	}

	// An endless input is not read to the end.
	var r infinito
	var saida bytes.Buffer
	if status := run(&r, &saida, io.Discard, nil); status != 0 {
		t.Fatalf("exit %d", status)
	}
	if e := conferirErro(t, saida.Bytes()); e["codigo"] != "entrada_muito_grande" {
		t.Errorf("got %v, want entrada_muito_grande", e)
	}
	if r.lidos > limiteEntrada+1<<16 {
		t.Errorf("read %d bytes of an endless input, want about %d", r.lidos, limiteEntrada+1)
	}
}

// infinito is an endless stream of spaces that counts what was read.
type infinito struct{ lidos int }

func (r *infinito) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = ' '
	}
	r.lidos += len(p)
	return len(p), nil
}

func TestHelp(t *testing.T) {
	for _, arg := range []string{"-h", "-help", "--help"} {
		status, out, errOut := executar(t, "", arg)
		if status != 0 || errOut != "" {
			t.Errorf("%s: exit %d, stderr %q", arg, status, errOut)
		}
		for _, s := range []string{
			"Uso:", "entrada padrão", "beneficio", "reembolso", "disponibilidade", "remarcacao",
			"reservas", "atraso", "Exemplo:", "go doc viagemdedireito/calculator", "1 MiB", "POST /api/v1/calcular",
		} {
			if !strings.Contains(out, s) {
				t.Errorf("%s: help lacks %q", arg, s)
			}
		}
	}
}

// TestHelpExample checks that the example in the help is a request the
// contract accepts (it is cut at the help's 80 columns, not in the JSON).
func TestHelpExample(t *testing.T) {
	ini := strings.Index(uso, "echo '") + len("echo '")
	fim := strings.Index(uso[ini:], "'") + ini
	var v map[string]any
	if err := json.Unmarshal([]byte(uso[ini:fim]), &v); err != nil {
		t.Fatalf("the help's example is not JSON: %v", err)
	}
	if v["operacao"] != "beneficio" {
		t.Errorf("example operation %v", v["operacao"])
	}
}

func TestBadArguments(t *testing.T) {
	for _, args := range [][]string{{"-x"}, {"requisicao.json"}, {"--", "-"}} {
		status, out, errOut := executar(t, "{}", args...)
		if status != 2 || out != "" {
			t.Errorf("%q: exit %d, stdout %q; want 2 and nothing on stdout", args, status, out)
		}
		if !strings.Contains(errOut, "calculadora -h") {
			t.Errorf("%q: stderr %q does not point at -h", args, errOut)
		}
	}
}

func TestEngineFailure(t *testing.T) {
	for nome, calcular := range map[string]func([]byte) []byte{
		"panic":    func([]byte) []byte { panic("quebrou") },
		"not JSON": func([]byte) []byte { return []byte("{ok") },
		"empty":    func([]byte) []byte { return nil },
	} {
		var errOut bytes.Buffer
		resposta := responder(strings.NewReader("{}"), &errOut, calcular)
		if e := conferirErro(t, resposta); e["codigo"] != "erro_interno" {
			t.Errorf("%s: got %v, want erro_interno", nome, e)
		}
		if errOut.Len() == 0 {
			t.Errorf("%s: nothing said on stderr", nome)
		}
	}
}

type falha struct{}

func (falha) Read([]byte) (int, error)  { return 0, errors.New("disco removido") }
func (falha) Write([]byte) (int, error) { return 0, errors.New("cano quebrado") }

func TestIOErrors(t *testing.T) {
	var out bytes.Buffer
	if status := run(falha{}, &out, io.Discard, nil); status != 0 {
		t.Errorf("unreadable stdin: exit %d, want 0 (answered)", status)
	}
	if e := conferirErro(t, out.Bytes()); e["codigo"] != "entrada_ilegivel" {
		t.Errorf("got %v, want entrada_ilegivel", e)
	}

	var errOut bytes.Buffer
	if status := run(strings.NewReader("{}"), falha{}, &errOut, nil); status != 1 {
		t.Errorf("unwritable stdout: exit %d, want 1", status)
	}
	if !strings.Contains(errOut.String(), "não foi possível escrever") {
		t.Errorf("stderr %q", errOut.String())
	}
}

// TestBpeXMLBomb: a BP-e document with entity definitions is refused with a
// Portuguese error on the field xml, exit status 0 (an answered request).
func TestBpeXMLBomb(t *testing.T) {
	status, out, errOut := executar(t, `{"operacao":"bpe","agora":"2026-12-20T10:00:00-03:00","xml":"<!DOCTYPE l [<!ENTITY a 'a'>]><BPe>&a;</BPe>"}`)
	if status != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", status, errOut)
	}
	e := conferirErro(t, []byte(out))
	if e["campo"] != "xml" || e["codigo"] != "xml_invalido" || !strings.Contains(e["mensagem"].(string), "<!ENTITY") {
		t.Errorf("erro %v", e)
	}
}
