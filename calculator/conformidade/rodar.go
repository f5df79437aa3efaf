package conformidade

import (
	"bytes"
	"context"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"io"
	"net/http"
	"os/exec"
	"strconv"
	"strings"
	"time"
)

// Executor answers one request of the contract: an operator's system.
type Executor interface {
	Executar(ctx context.Context, pedido []byte) ([]byte, error)
}

// Funcao adapts a function (an engine in the same process) to Executor.
type Funcao func(pedido []byte) []byte

// Executar calls f.
func (f Funcao) Executar(_ context.Context, pedido []byte) ([]byte, error) { return f(pedido), nil }

// limiteResposta bounds an answer read (the contract's answers are at most
// 64 KiB; 1 MiB leaves room for a system that is wrong about it).
const limiteResposta = 1 << 20

// HTTP posts each request to URL (an endpoint speaking the contract, like
// POST /api/v1/calcular) and reads the body, whatever the status: the
// contract's error answers come with 4xx statuses.
type HTTP struct {
	URL     string
	Cliente *http.Client // nil: a client with a 30 s timeout
}

// tentativas is how many times a request answered 503 (the contract's
// servidor_ocupado, the one answer worth retrying as is) is sent.
const tentativas = 3

// Executar posts pedido to h.URL; a 503 is retried after its Retry-After
// (at most 5 s), up to tentativas times in all.
func (h HTTP) Executar(ctx context.Context, pedido []byte) ([]byte, error) {
	for i := 1; ; i++ {
		b, espera, err := h.enviar(ctx, pedido)
		if espera < 0 || i == tentativas {
			return b, err
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(espera):
		}
	}
}

// enviar posts once; espera is how long to wait before a retry, negative
// when the answer is final.
func (h HTTP) enviar(ctx context.Context, pedido []byte) (_ []byte, espera time.Duration, _ error) {
	espera = -1
	cl := h.Cliente
	if cl == nil {
		cl = &http.Client{Timeout: 30 * time.Second}
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, h.URL, bytes.NewReader(pedido))
	if err != nil {
		return nil, espera, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json")
	resp, err := cl.Do(req)
	if err != nil {
		return nil, espera, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(io.LimitReader(resp.Body, limiteResposta+1))
	if err != nil {
		return nil, espera, err
	}
	if len(b) > limiteResposta {
		return nil, espera, fmt.Errorf("resposta maior que %d bytes", limiteResposta)
	}
	if resp.StatusCode >= 500 {
		if resp.StatusCode == http.StatusServiceUnavailable {
			espera = time.Second
			if n, err := strconv.Atoi(resp.Header.Get("Retry-After")); err == nil && n >= 0 {
				espera = min(time.Duration(n)*time.Second, 5*time.Second)
			}
		}
		return b, espera, fmt.Errorf("HTTP %d", resp.StatusCode)
	}
	return b, espera, nil
}

// Comando runs a program for each request, through "sh -c": the request on
// its standard input, the answer read from its standard output.
type Comando struct {
	Linha string
	// Limite is the time one request may take (0: 30 s).
	Limite time.Duration
}

// Executar runs c.Linha with pedido on its standard input.
func (c Comando) Executar(ctx context.Context, pedido []byte) ([]byte, error) {
	lim := c.Limite
	if lim == 0 {
		lim = 30 * time.Second
	}
	ctx, cancel := context.WithTimeout(ctx, lim)
	defer cancel()
	cmd := exec.CommandContext(ctx, "sh", "-c", c.Linha)
	cmd.Stdin = bytes.NewReader(pedido)
	var out, errs limitado
	out.n, errs.n = limiteResposta, 4<<10
	cmd.Stdout, cmd.Stderr = &out, &errs
	if err := cmd.Run(); err != nil {
		msg := strings.TrimSpace(errs.b.String())
		if msg != "" {
			return out.b.Bytes(), fmt.Errorf("%w: %s", err, resumo(msg))
		}
		return out.b.Bytes(), err
	}
	if out.cheio {
		return nil, fmt.Errorf("resposta maior que %d bytes", limiteResposta)
	}
	return out.b.Bytes(), nil
}

// limitado keeps at most n bytes of what is written to it.
type limitado struct {
	b     bytes.Buffer
	n     int
	cheio bool
}

func (l *limitado) Write(p []byte) (int, error) {
	if resta := l.n - l.b.Len(); resta < len(p) {
		l.cheio = true
		l.b.Write(p[:max(resta, 0)])
		return len(p), nil
	}
	return l.b.Write(p)
}

// Resultado is the outcome of one scenario.
type Resultado struct {
	Cenario Cenario
	// Erro is set when the system could not be asked (no answer).
	Erro    error
	Falhas  []Falha
	Duracao time.Duration
}

// Passou reports whether the scenario passed.
func (r Resultado) Passou() bool { return r.Erro == nil && len(r.Falhas) == 0 }

// Relatorio is a run of the suite.
type Relatorio struct {
	Suite      Suite
	Resultados []Resultado
}

// Falharam counts the scenarios that did not pass.
func (r Relatorio) Falharam() int {
	n := 0
	for _, x := range r.Resultados {
		if !x.Passou() {
			n++
		}
	}
	return n
}

// Rodar sends every scenario of s to e, in order, and checks each answer.
func Rodar(ctx context.Context, s Suite, e Executor) Relatorio {
	rel := Relatorio{Suite: s}
	for _, c := range s.Cenarios {
		inicio := time.Now()
		var pedido bytes.Buffer
		res := Resultado{Cenario: c}
		if err := compactar(&pedido, c.Pedido); err != nil {
			res.Erro = err
		} else if resp, err := e.Executar(ctx, pedido.Bytes()); err != nil {
			res.Erro = err
		} else {
			res.Falhas = Conferir(c, resp)
		}
		res.Duracao = time.Since(inicio)
		rel.Resultados = append(rel.Resultados, res)
	}
	return rel
}

func compactar(b *bytes.Buffer, raw []byte) error {
	if err := json.Compact(b, raw); err != nil {
		return fmt.Errorf("pedido do cenário inválido: %w", err)
	}
	return nil
}

// Rotulos names citation ids for the report ("Lei nº 10.741/2003, art. 40,
// I"); nil or a missing id prints the id alone.
type Rotulos func(id string) (string, bool)

// EscreverTexto writes the report for a person: one line per scenario,
// "ok" or "FALHOU", and under each failure the field, the expected and the
// actual value and the dispositivos broken; then the totals.
func EscreverTexto(w io.Writer, rel Relatorio, rotulos Rotulos) error {
	var b strings.Builder
	for _, r := range rel.Resultados {
		if r.Passou() {
			fmt.Fprintf(&b, "ok      %s\n", r.Cenario.ID)
			continue
		}
		fmt.Fprintf(&b, "FALHOU  %s: %s\n", r.Cenario.ID, r.Cenario.Titulo)
		if r.Erro != nil {
			fmt.Fprintf(&b, "        sem resposta: %v\n", r.Erro)
			fmt.Fprintf(&b, "        dispositivos: %s\n", nomes(r.Cenario.Dispositivos, rotulos))
			continue
		}
		for _, f := range r.Falhas {
			campo := f.Campo
			if campo == "" {
				campo = "(resposta)"
			}
			fmt.Fprintf(&b, "        campo %s: esperado %s, obtido %s\n", campo, f.Esperado, f.Obtido)
			fmt.Fprintf(&b, "          dispositivo: %s\n", nomes(f.Dispositivos, rotulos))
		}
	}
	n, f := len(rel.Resultados), rel.Falharam()
	fmt.Fprintf(&b, "\n%d cenário(s): %d passaram, %d falharam (suíte %s, contrato %s, regras revisão %d)\n",
		n, n-f, f, rel.Suite.Versao, rel.Suite.Contrato, rel.Suite.RevisaoRegras)
	_, err := io.WriteString(w, b.String())
	return err
}

func nomes(ids []string, rotulos Rotulos) string {
	partes := make([]string, len(ids))
	for i, id := range ids {
		partes[i] = id
		if rotulos != nil {
			if r, ok := rotulos(id); ok {
				partes[i] = r + " (" + id + ")"
			}
		}
	}
	return strings.Join(partes, "; ")
}

// JUnit XML (the format CI servers read: testsuites > testsuite > testcase,
// failure and error children).
type junitSuites struct {
	XMLName xml.Name     `xml:"testsuites"`
	Nome    string       `xml:"name,attr"`
	Testes  int          `xml:"tests,attr"`
	Falhas  int          `xml:"failures,attr"`
	Erros   int          `xml:"errors,attr"`
	Suites  []junitSuite `xml:"testsuite"`
}

type junitSuite struct {
	Nome   string      `xml:"name,attr"`
	Testes int         `xml:"tests,attr"`
	Falhas int         `xml:"failures,attr"`
	Erros  int         `xml:"errors,attr"`
	Tempo  string      `xml:"time,attr"`
	Casos  []junitCaso `xml:"testcase"`
}

type junitCaso struct {
	Nome   string        `xml:"name,attr"`
	Classe string        `xml:"classname,attr"`
	Tempo  string        `xml:"time,attr"`
	Falha  *junitProblem `xml:"failure,omitempty"`
	Erro   *junitProblem `xml:"error,omitempty"`
}

type junitProblem struct {
	Mensagem string `xml:"message,attr"`
	Tipo     string `xml:"type,attr"`
	Texto    string `xml:",chardata"`
}

// EscreverJUnit writes rel as a JUnit XML report: one testsuite, one
// testcase per scenario (classname "conformidade." + the operation), a
// failure with every field broken, or an error when there was no answer.
func EscreverJUnit(w io.Writer, rel Relatorio, rotulos Rotulos) error {
	s := junitSuite{Nome: "conformidade " + rel.Suite.Versao, Testes: len(rel.Resultados)}
	var total time.Duration
	for _, r := range rel.Resultados {
		total += r.Duracao
		c := junitCaso{Nome: r.Cenario.ID, Classe: "conformidade." + operacao(r.Cenario.Pedido), Tempo: segundos(r.Duracao)}
		switch {
		case r.Erro != nil:
			s.Erros++
			c.Erro = &junitProblem{Mensagem: "sem resposta: " + r.Erro.Error(), Tipo: "execucao",
				Texto: "dispositivos: " + nomes(r.Cenario.Dispositivos, rotulos)}
		case len(r.Falhas) > 0:
			s.Falhas++
			var linhas, campos []string
			for _, f := range r.Falhas {
				campos = append(campos, f.Campo)
				linhas = append(linhas, fmt.Sprintf("campo %s: esperado %s, obtido %s; dispositivo: %s", f.Campo, f.Esperado, f.Obtido, nomes(f.Dispositivos, rotulos)))
			}
			c.Falha = &junitProblem{Mensagem: r.Cenario.Titulo + " (campos: " + strings.Join(campos, ", ") + ")", Tipo: "conformidade", Texto: strings.Join(linhas, "\n")}
		}
		s.Casos = append(s.Casos, c)
	}
	s.Tempo = segundos(total)
	out := junitSuites{Nome: "viagemdedireito conformidade", Testes: s.Testes, Falhas: s.Falhas, Erros: s.Erros, Suites: []junitSuite{s}}
	if _, err := io.WriteString(w, xml.Header); err != nil {
		return err
	}
	enc := xml.NewEncoder(w)
	enc.Indent("", "  ")
	if err := enc.Encode(out); err != nil {
		return err
	}
	_, err := io.WriteString(w, "\n")
	return err
}

func segundos(d time.Duration) string { return strconv.FormatFloat(d.Seconds(), 'f', 3, 64) }

// operacao is the request's "operacao", for the JUnit class name.
func operacao(pedido []byte) string {
	var p struct {
		Operacao string `json:"operacao"`
	}
	if json.Unmarshal(pedido, &p) != nil || p.Operacao == "" {
		return "desconhecida"
	}
	return p.Operacao
}
