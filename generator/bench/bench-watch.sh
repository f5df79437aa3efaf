#!/bin/bash
# Edit -> new page served by `gerar serve -watch`, side by side with Hugo's whole process on the
# same Markdown.
#
#   generator/bench/bench-watch.sh [-n EDITS] [REPO]   (REPO defaults to .; ADDR, default
#                                                        127.0.0.1:18150, is where gerar serves)
#
# gerar serves a copy of REPO's content with -watch. Each round, after half a second of quiet:
# one norm's art. 1 gets new words (" Edição N.", written whole by a rename, as an editor saves),
# and the clock runs until a GET of that norm's page over a kept-alive connection has the new words
# (asked every millisecond with the last ETag seen, so that the server answers 304 without the page
# until it changes and the asking costs the rebuild little); then Hugo builds the same Markdown with the same edit (hugo-site.sh),
# timed as bench-hugo.sh times it: wall and CPU (user + system) of the whole process. It prints, for
# each, the median, min and max of EDITS rounds and the ratio of the medians, and the CPU of gerar's
# process from each edit to its page served (from /proc, in clock ticks: the mean over the rounds).
set -euo pipefail

runs=15
if [ "${1:-}" = "-n" ]; then runs=$2; shift 2; fi
repo=$(cd "${1:-.}" && pwd)
addr=${ADDR:-127.0.0.1:18150}

hugo=${HUGO:-$(command -v hugo || echo "$(go env GOPATH)/bin/hugo")}
if [ ! -x "$hugo" ]; then
  echo "bench-watch compara com o Hugo, que não está instalado (é só a régua):"
  echo "  go install github.com/gohugoio/hugo@v0.165.0    (ou HUGO=/caminho/do/hugo)"
  exit 2
fi

work=$(mktemp -d)
pid=
trap '[ -n "$pid" ] && kill "$pid" 2>/dev/null; rm -rf "$work"' EXIT
(cd "$repo" && go build -o "$work/gerar" ./generator/cmd/gerar)
cp -r "$repo/content" "$work/c"
norma=lei-8899-1994.md
. "$(dirname "$0")/hugo-site.sh" # the Hugo site and hugoBuild

(cd "$repo" && exec "$work/gerar" serve -watch -addr "$addr" -dir "$work/g" -conteudo "$work/c" -cache "$work/cache") >"$work/log" 2>&1 &
pid=$!
for _ in $(seq 1 600); do
  curl -sf -o /dev/null "http://$addr/" && break
  kill -0 "$pid" 2>/dev/null || { cat "$work/log"; exit 1; }
  sleep 0.2
done

python3 - "$addr" "$work" "$norma" "$runs" "$hugo" "$pid" <<'PY'
import http.client, os, re, resource, subprocess, sys, time
addr, work, norma, runs, hugo, pid = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5], sys.argv[6]
tique = os.sysconf('SC_CLK_TCK')
def cpuServidor():  # user + system of gerar's process, in ms (/proc: clock ticks)
    campos = open('/proc/%s/stat' % pid).read().rsplit(')', 1)[1].split()
    return (int(campos[11]) + int(campos[12])) * 1000 / tique
host, port = addr.rsplit(':', 1)
conexao = http.client.HTTPConnection(host, int(port))
pagina = '/legislacao/' + norma[:-3] + '/'
def editar(arquivo, n, fora):
    s = open(arquivo, encoding='utf-8').read()
    s = re.sub(r'^(Art\. 1.*?)( Edição [^ ]*\.)?$', lambda m: m.group(1) + ' Edição %d.' % n, s, count=1, flags=re.M)
    with open(fora, 'w', encoding='utf-8') as f:
        f.write(s)
    os.rename(fora, arquivo)
gerar, hugoWall, hugoCPU, gerarCPU = [], [], [], 0
etag = None
for n in range(1, runs + 1):
    time.sleep(0.5)
    quer = ('Edição %d.' % n).encode()
    c0 = cpuServidor()
    t0 = time.monotonic()
    editar(os.path.join(work, 'c', norma), n, os.path.join(work, 'fora.md'))
    while True:
        conexao.request('GET', pagina, headers={'If-None-Match': etag} if etag else {})
        r = conexao.getresponse()
        corpo = r.read()
        if r.status == 200:
            etag = r.getheader('ETag')
            if quer in corpo:
                break
        time.sleep(0.001)
    gerar.append((time.monotonic() - t0) * 1000)
    gerarCPU += cpuServidor() - c0
    editar(os.path.join(work, 'h', 'content', norma), n, os.path.join(work, 'fora.md'))
    antes = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.monotonic()
    subprocess.run([hugo, '--quiet', '-s', os.path.join(work, 'h'), '-d', os.path.join(work, 'h', 'public')], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    hugoWall.append((time.monotonic() - t0) * 1000)
    depois = resource.getrusage(resource.RUSAGE_CHILDREN)
    hugoCPU.append((depois.ru_utime - antes.ru_utime + depois.ru_stime - antes.ru_stime) * 1000)
def med(v):
    v = sorted(v)
    return v[len(v) // 2] if len(v) % 2 else (v[len(v) // 2 - 1] + v[len(v) // 2]) / 2
print('%-34s %8s %8s %8s   (%d rodadas)' % ('caso', 'mediana', 'mín', 'máx', runs))
for nome, v in (('gerar serve -watch: edição→página', gerar), ('hugo: processo inteiro (wall)', hugoWall), ('hugo: processo inteiro (CPU)', hugoCPU)):
    print('%-34s %5.0f ms %5.0f ms %5.0f ms' % (nome, med(v), min(v), max(v)))
print('edição→página ÷ hugo (wall): %.2f' % (med(gerar) / med(hugoWall)))
print('CPU do gerar por edição, da edição à página (média; /proc em tiques de %.0f ms): %.0f ms, ÷ CPU do hugo (mediana) %.2f' % (1000 / tique, gerarCPU / runs, gerarCPU / runs / med(hugoCPU)))
PY
echo "reconstruções na memória (log do gerar, ms): $(grep -o 'refeito na memória em [0-9]*' "$work/log" | awk '{print $NF}' | tr '\n' ' ')"
