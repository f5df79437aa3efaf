// Command calculadora answers one request of the calculator contract v1: it
// reads the JSON request on standard input and writes the JSON response,
// followed by a newline, on standard output.
//
// Usage:
//
//	calculadora < requisicao.json
//	go run ./calculator/cmd/calculadora < requisicao.json
//
// The exit status is 0 for every answered request, validation errors
// included (the answer then has "ok": false and lists every invalid field):
// scripts read the answer, not the status. The status is 1 only when the
// answer cannot be written, and 2 for wrong command-line arguments. Input
// beyond 1 MiB is not read; it is answered with the error
// "entrada_muito_grande". The contract (operations, fields, examples) is the
// package doc of viagemdedireito/calculator; run with -h for a summary in
// Portuguese.
package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"viagemdedireito/calculator"
)

// limiteEntrada is the largest request read from standard input (1 MiB).
const limiteEntrada = 1 << 20

// uso is the help text (-h). The operations and their summaries come from
// the engine's registry (calculator.Operacoes).
var uso = usoAntes + operacoes() + usoDepois

const usoAntes = `calculadora: calcula gratuidades, descontos, prazos e reembolsos no transporte
interestadual de passageiros (contrato v1).

Uso:
  calculadora < requisicao.json
  go run ./calculator/cmd/calculadora < requisicao.json

Lê uma requisição JSON na entrada padrão e escreve a resposta JSON, seguida de
uma quebra de linha, na saída padrão. Toda resposta tem "ok": true, ou
"ok": false com "erros" (cada campo inválido com "campo", "codigo" e
"mensagem").

Operações (campo "operacao"):
`

const usoDepois = `
Exemplo:
  echo '{"operacao": "beneficio", "agora": "2026-12-20T10:00:00-03:00",
    "categoria": "jovem", "viagem": {"modal": "rodoviario", "ufOrigem": "SP",
    "ufDestino": "MG", "convencional": true,
    "partidaLinha": "2026-12-24T08:00:00-03:00"}}' | calculadora

Valores em centavos (inteiros); instantes em RFC 3339 com fuso
(2026-12-24T08:00:00-03:00); datas AAAA-MM-DD. Entrada limitada a 1 MiB.

Código de saída: 0 para toda requisição respondida, inclusive com erros de
validação; 1 se a resposta não puder ser escrita; 2 para argumentos inválidos.

O contrato completo (versão 1), com todos os campos e exemplos, está na
documentação do pacote: go doc viagemdedireito/calculator
A mesma requisição pode ser enviada à API HTTP: POST /api/v1/calcular.

Opções:
  -h, -help   mostra esta ajuda
`

// operacoes lists the engine's operations, one a line, for the help text.
func operacoes() string {
	var b strings.Builder
	for _, op := range calculator.Operacoes() {
		b.WriteString("  " + op.Nome + strings.Repeat(" ", max(1, 17-len(op.Nome))) + op.Resumo + "\n")
	}
	return b.String()
}

func main() {
	os.Exit(run(os.Stdin, os.Stdout, os.Stderr, os.Args[1:]))
}

// run is the whole command, testable: it returns the exit status.
func run(stdin io.Reader, stdout, stderr io.Writer, args []string) int {
	fs := flag.NewFlagSet("calculadora", flag.ContinueOnError)
	fs.SetOutput(io.Discard) // errors are reported below, in Portuguese
	fs.Usage = func() {}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			if _, err := io.WriteString(stdout, uso); err != nil {
				return 1
			}
			return 0
		}
		fmt.Fprintf(stderr, "calculadora: %v\nUse calculadora -h para ajuda.\n", portugues(err))
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "calculadora: argumento inesperado %q: a requisição é lida da entrada padrão.\nUse calculadora -h para ajuda.\n", fs.Arg(0))
		return 2
	}

	resposta := responder(stdin, stderr, calculator.Calcular)
	if _, err := stdout.Write(append(resposta, '\n')); err != nil {
		fmt.Fprintf(stderr, "calculadora: não foi possível escrever a resposta: %v\n", err)
		return 1
	}
	return 0
}

// portugues translates the flag package's errors, which are in English.
func portugues(err error) string {
	msg := err.Error()
	const prefixo = "flag provided but not defined: "
	if len(msg) > len(prefixo) && msg[:len(prefixo)] == prefixo {
		return "opção desconhecida: " + msg[len(prefixo):]
	}
	return msg
}

// responder reads one request and returns the answer of calcular (the
// engine), or a contract error when the input is too large or unreadable, or
// when the engine fails: a panic or an answer that is not JSON.
func responder(stdin io.Reader, stderr io.Writer, calcular func([]byte) []byte) (resposta []byte) {
	entrada, err := io.ReadAll(io.LimitReader(stdin, limiteEntrada+1))
	if err != nil {
		return calculator.RespostaErro("entrada_ilegivel", "Não foi possível ler a entrada padrão.")
	}
	if len(entrada) > limiteEntrada {
		return calculator.RespostaErro("entrada_muito_grande", "A requisição excede o limite de 1 MiB (1.048.576 bytes).")
	}
	defer func() {
		if p := recover(); p != nil {
			fmt.Fprintf(stderr, "calculadora: pânico no cálculo: %v\n", p)
			resposta = erroInterno()
		}
	}()
	resposta = calcular(entrada)
	if !json.Valid(resposta) {
		fmt.Fprintf(stderr, "calculadora: resposta do cálculo fora do contrato (%d bytes)\n", len(resposta))
		return erroInterno()
	}
	return resposta
}

func erroInterno() []byte {
	return calculator.RespostaErro("erro_interno", "Erro interno ao calcular. Se o erro persistir, avise os mantenedores do site.")
}
