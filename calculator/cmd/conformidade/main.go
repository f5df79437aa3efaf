// Command conformidade runs the conformance suite of the calculator
// contract v1 (viagemdedireito/calculator/conformidade) against an
// operator's own system, which speaks the contract either over HTTP or as a
// program that reads one request on standard input and writes the answer
// on standard output.
//
// Usage:
//
//	go run ./calculator/cmd/conformidade -url https://example.com/api/v1/calcular
//	go run ./calculator/cmd/conformidade -cmd "./meu-sistema --calcular"
//	go run ./calculator/cmd/conformidade -cmd "go run ./calculator/cmd/calculadora" -junit relatorio.xml
//
// It prints one line per scenario, "ok" or "FALHOU", and under each failure
// the field, the expected and the actual value and the dispositivo broken,
// then the totals. The exit status is 0 when every scenario passes, 1 when
// one fails and 2 for wrong arguments or an unreadable suite. The suite is
// embedded (the one published at /api/v1/conformidade.json); -suite reads
// another file in the same shape.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"regexp"

	"viagemdedireito/calculator"
	"viagemdedireito/calculator/conformidade"
)

const uso = `conformidade: roda a suíte de conformidade do contrato v1 da calculadora
contra o seu sistema.

Uso:
  conformidade -url URL        envia cada pedido por POST a URL (um endpoint
                               que fala o contrato, como /api/v1/calcular)
  conformidade -cmd "COMANDO"  roda COMANDO (por sh -c) para cada pedido: o
                               pedido na entrada padrão, a resposta na saída

Opções:
  -suite ARQUIVO   lê a suíte de ARQUIVO em vez da embutida
  -junit ARQUIVO   escreve também um relatório JUnit XML em ARQUIVO
  -cenario REGEXP  roda só os cenários cujo id casa com REGEXP

Para cada cenário escreve "ok" ou "FALHOU" e, em cada falha, o campo, o
valor esperado, o obtido e o dispositivo descumprido.
Código de saída: 0 se todos passaram, 1 se algum falhou, 2 para argumentos
inválidos ou suíte ilegível.
`

func main() {
	os.Exit(rodar(context.Background(), os.Args[1:], os.Stdout, os.Stderr))
}

// rodar is the command with its arguments and outputs: the exit status.
func rodar(ctx context.Context, args []string, saida, erros io.Writer) int {
	fl := flag.NewFlagSet("conformidade", flag.ContinueOnError)
	fl.SetOutput(erros)
	fl.Usage = func() { fmt.Fprint(erros, uso) }
	url := fl.String("url", "", "")
	cmd := fl.String("cmd", "", "")
	arquivo := fl.String("suite", "", "")
	junit := fl.String("junit", "", "")
	filtro := fl.String("cenario", "", "")
	if err := fl.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if fl.NArg() > 0 || (*url == "") == (*cmd == "") {
		fmt.Fprintln(erros, "conformidade: dê -url ou -cmd (um dos dois); -h para ajuda")
		return 2
	}
	s, err := lerSuite(*arquivo)
	if err != nil {
		fmt.Fprintf(erros, "conformidade: suíte ilegível: %v\n", err)
		return 2
	}
	if *filtro != "" {
		re, err := regexp.Compile(*filtro)
		if err != nil {
			fmt.Fprintf(erros, "conformidade: -cenario: %v\n", err)
			return 2
		}
		var cs []conformidade.Cenario
		for _, c := range s.Cenarios {
			if re.MatchString(c.ID) {
				cs = append(cs, c)
			}
		}
		if len(cs) == 0 {
			fmt.Fprintf(erros, "conformidade: nenhum cenário casa com %q\n", *filtro)
			return 2
		}
		s.Cenarios = cs
	}
	var ex conformidade.Executor = conformidade.HTTP{URL: *url}
	if *cmd != "" {
		ex = conformidade.Comando{Linha: *cmd}
	}
	rel := conformidade.Rodar(ctx, s, ex)
	rot := rotulos()
	if err := conformidade.EscreverTexto(saida, rel, rot); err != nil {
		fmt.Fprintf(erros, "conformidade: %v\n", err)
		return 2
	}
	if *junit != "" {
		f, err := os.Create(*junit)
		if err == nil {
			err = conformidade.EscreverJUnit(f, rel, rot)
			if e := f.Close(); err == nil {
				err = e
			}
		}
		if err != nil {
			fmt.Fprintf(erros, "conformidade: -junit: %v\n", err)
			return 2
		}
	}
	if rel.Falharam() > 0 {
		return 1
	}
	return 0
}

func lerSuite(arquivo string) (conformidade.Suite, error) {
	if arquivo == "" {
		return conformidade.Embutida()
	}
	b, err := os.ReadFile(arquivo)
	if err != nil {
		return conformidade.Suite{}, err
	}
	return conformidade.Ler(b)
}

// rotulos names the engine's citations ("Lei nº 10.741/2003, art. 40, I")
// in the report.
func rotulos() conformidade.Rotulos {
	m := map[string]string{}
	for _, c := range calculator.Fundamentos() {
		id := c.Decisao
		if id == "" {
			id = c.Norma + "#" + c.Dispositivo
		}
		m[id] = c.Rotulo
	}
	return func(id string) (string, bool) {
		r, ok := m[id]
		return r, ok && r != ""
	}
}
