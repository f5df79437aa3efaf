#!/bin/sh
# Counts the lines of the calculator's boundary (decode, validate, encode,
# types, operation glue, the JSON codec) against its rules, as
# calculator/README.md reports them: physical lines (wc -l) and code lines
# (neither blank nor a comment); the code generated from the types (go
# generate, not written by hand) is counted apart. Run from the
# repository's root or from calculator/: sh calculator/linhas.sh
cd "$(dirname "$0")" || exit 1
conta() {
	nome=$1
	shift
	printf '%-24s %5d lines %5d code\n' "$nome" "$(cat "$@" | wc -l)" \
		"$(cat "$@" | grep -v '^[[:space:]]*$' | grep -cv '^[[:space:]]*//')"
}
conta boundary calculator.go entrada.go operacao_*.go tipos.go saida.go inteiro.go \
	internal/jsonc/ler.go internal/jsonc/escrever.go internal/jsonc/doc.go \
	internal/gerarcodec/main.go xml.go
conta rules atraso.go beneficio.go bpe.go bpe_documento.go categorias.go disponibilidade.go recusa.go \
	reembolso.go remarcacao.go reservas.go
conta 'rules: sentences' frases.go $(ls frases_*.go | grep -v -e _test.go -e _tabela.go)
conta generated respostas_gerado.go
