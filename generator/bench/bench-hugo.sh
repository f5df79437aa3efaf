#!/bin/bash
# Whole-process build time of `gerar build` against Hugo building the same Markdown, side by side.
#
#   generator/bench/bench-hugo.sh [-n RUNS] [-sem-frio] [REPO]   (make bench-build; REPO defaults to .)
#
# -sem-frio leaves out the cold case (a whole cold build, brotli 11 on the module, is most of the
# script's time on a loaded machine).
#
# Hugo is a yardstick only, never a dependency of the build: without it this script says how to
# install it (go install github.com/gohugoio/hugo@v0.165.0, or HUGO=path) and exits 2.
#
# Provenance: adapted from tools/bench-hugo.sh of the project's shared reference folder (not read
# by this script). Changes: the timing is done here with bash's EPOCHREALTIME and GNU time (no
# workplace tool); Hugo reads the content's YAML front matter as is (.Params; since issue 20 a
# norm's title is in calculator/lexml, not in the file, so Hugo shows .Title, the file's name),
# falling back to a YAML title written in when Hugo cannot read a file; four cases are measured
# in turn, RUNS times each, after one warm-up round:
#   gerar-uma-norma  the everyday case: the cache of gerar is warm and one norm changed since the
#                    previous build (its art. 1 gets a new number at the end before every run), so
#                    its page, its embed, its JSON, the search index (at a stable URL) and sw.js
#                    change;
#   gerar-igual      the cache is warm and nothing changed (the norm's file only touched);
#   gerar-frio       no cache and no previous output (the first build on a machine; Go's own
#                    build cache stays warm, so the module is linked, not compiled);
#   hugo             Hugo on the same files (the same norm changed the same way).
# The edits and removals between runs are outside the timed span. It prints, per case, the
# median, min and max wall time, the median CPU time (user + system, which load inflates less), the median peak memory (GNU time's maximum resident set size,
# when /usr/bin/time is there), and the ratios of the medians to Hugo's.
set -euo pipefail

runs=15
frio=1
if [ "${1:-}" = "-n" ]; then runs=$2; shift 2; fi
if [ "${1:-}" = "-sem-frio" ]; then frio=0; shift; fi
repo=$(cd "${1:-.}" && pwd)

hugo=${HUGO:-$(command -v hugo || echo "$(go env GOPATH)/bin/hugo")}
if [ ! -x "$hugo" ]; then
  echo "bench-build compara com o Hugo, que não está instalado (é só a régua, o build não depende dele):"
  echo "  go install github.com/gohugoio/hugo@v0.165.0    (ou HUGO=/caminho/do/hugo)"
  exit 2
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$repo" && go build -o "$work/gerar" ./generator/cmd/gerar)

# gerar builds a copy of the content, so the edits below never touch the repository.
cp -r "$repo/content" "$work/c"
norma=lei-8899-1994.md
[ -f "$work/c/$norma" ] || norma=$(cd "$work/c" && grep -l '^---$' -- *.md | head -1)

. "$(dirname "$0")/hugo-site.sh" # the Hugo site and hugoBuild
# the change before every run, in both copies: " Edição N." at the end of the norm's first article.
grep -q '^Art\. 1' "$work/c/$norma" || { echo "$norma sem linha \"Art. 1\""; exit 2; }
editar() { sed -i -E "0,/^Art\. 1/{/^Art\. 1/s/( Edição [^ ]*\.)?\$/ Edição $1./}" "$work/c/$norma" "$work/h/content/$norma"; }
editar 0

gerarQuente() { "$work/gerar" build -conteudo "$work/c" -o "$work/g" -cache "$work/cache" >/dev/null 2>&1; }
gerarFrio() { "$work/gerar" build -conteudo "$work/c" -o "$work/gf" -cache "$work/cachef" >/dev/null 2>&1; }
limparFrio() { rm -rf "$work/gf" "$work/.gf-versoes" "$work/cachef"; }

gerarQuente || { echo "gerar build falhou:"; "$work/gerar" build -conteudo "$work/c" -o "$work/g" -cache "$work/cache" || true; exit 1; }
echo "páginas: gerar $(find "$work/g/" -name '*.html' | wc -l), hugo $(find "$work/h/public" -name '*.html' | wc -l); norma editada entre as rodadas: $norma"
echo "saída do gerar: $(find "$work/g/" -type f | wc -l) arquivos, $(du -sk "$work/g/" | cut -f1) KB"

# one run of "$@", its wall time in microseconds appended to the file $1, and its CPU time
# (user + system, children included: bash's time keyword, no extra process) to $1-cpu.
medir() {
  local out=$1 t0 t1 TIMEFORMAT='%3U %3S'
  shift
  t0=${EPOCHREALTIME/[.,]/}
  { time "$@" 2>/dev/null; } 2>> "$out-cpu-bruto"
  t1=${EPOCHREALTIME/[.,]/}
  echo $((t1 - t0)) >> "$out"
  tail -1 "$out-cpu-bruto" | awk '{printf "%d\n", ($1 + $2) * 1000000}' >> "$out-cpu"
}
# peak memory in KB of one run of "$@", appended to the file $1 (GNU time).
pico() {
  local out=$1
  shift
  [ -x /usr/bin/time ] || return 0
  /usr/bin/time -f %M -o "$work/m" "$@" >/dev/null 2>&1 && cat "$work/m" >> "$out"
}

rodada() { # $1: edit number, $2: where to record (empty: warm-up)
  local i=$1 r=${2:-$work/aquecimento}
  editar "$i"
  medir "$r-gerar-uma-norma" gerarQuente
  touch "$work/c/$norma"
  medir "$r-gerar-igual" gerarQuente
  if [ "$frio" = 1 ]; then
    limparFrio
    medir "$r-gerar-frio" gerarFrio
  fi
  medir "$r-hugo" hugoBuild
}
rodada 1
for i in $(seq 1 "$runs"); do rodada $((i + 1)) "$work/t"; done
# memory in separate runs, so that GNU time's own start is not in the times above.
for i in 1 2 3; do
  editar "m$i"
  pico "$work/m-gerar-uma-norma" "$work/gerar" build -conteudo "$work/c" -o "$work/g" -cache "$work/cache"
  pico "$work/m-gerar-igual" "$work/gerar" build -conteudo "$work/c" -o "$work/g" -cache "$work/cache"
  if [ "$frio" = 1 ]; then
    limparFrio
    pico "$work/m-gerar-frio" "$work/gerar" build -conteudo "$work/c" -o "$work/gf" -cache "$work/cachef"
  fi
  pico "$work/m-hugo" "$hugo" --quiet -s "$work/h" -d "$work/h/public"
done

mediana() { sort -n "$1" | awk '{v[NR]=$1} END {if (NR%2) print v[(NR+1)/2]; else print int((v[NR/2]+v[NR/2+1])/2)}'; }
ms() { awk -v u="$1" 'BEGIN {printf "%.1f", u/1000}'; }
hugoMed=$(mediana "$work/t-hugo")
hugoCPU=$(mediana "$work/t-hugo-cpu")
printf '\n%-16s %9s %9s %9s %10s %8s %9s %8s   (%s rodadas, processo inteiro)\n' caso mediana mín máx memória "÷ hugo" CPU "÷ hugo" "$runs"
casos="gerar-uma-norma gerar-igual gerar-frio hugo"
[ "$frio" = 1 ] || casos="gerar-uma-norma gerar-igual hugo"
for caso in $casos; do
  f=$work/t-$caso
  med=$(mediana "$f")
  cpu=$(mediana "$f-cpu")
  mem=-
  [ -s "$work/m-$caso" ] && mem="$(awk -v k="$(mediana "$work/m-$caso")" 'BEGIN {printf "%.0f MB", k/1024}')"
  printf '%-16s %6s ms %6s ms %6s ms %10s %8s %6s ms %8s\n' "$caso" "$(ms "$med")" "$(ms "$(sort -n "$f" | head -1)")" \
    "$(ms "$(sort -n "$f" | tail -1)")" "$mem" "$(awk -v a="$med" -v b="$hugoMed" 'BEGIN {printf "%.2f", a/b}')" \
    "$(ms "$cpu")" "$(awk -v a="$cpu" -v b="$hugoCPU" 'BEGIN {printf "%.2f", a/b}')"
done
