#!/bin/bash
# Memory of `gerar serve` under load, as a whole process: 200 clients at once POST the largest valid
# calculator request (200 reservas, about 53 KB) while one more asks for the home page. Prints the
# server's peak RSS (VmHWM of its process), the share of 503 servidor_ocupado answers and of other
# errors, and the static requests that failed. Reports, asserts nothing (the goal, issue 20: RSS at
# most 256 MB, no error on static pages).
#
#   generator/bench/carga-serve.sh [REQUESTS]     (default 20000)
#
# The load generator is BenchmarkServeCarga200 (generator/cmd/gerar/externo_test.go), which builds
# gerar and the site into a temporary folder first (a cold build: about half a minute).
set -euo pipefail
cd "$(dirname "$0")/../.."
exec go test -tags externo -count=1 -run '^$' -bench ServeCarga200 -benchtime "${1:-20000}x" ./generator/cmd/gerar
