# Viagem de Direito. `make serve` builds the site and serves it on
# http://localhost:8080 (ADDR=127.0.0.1:18080 serves it there, and the site's
# snippets, QR codes and canonical links name that address); `make test` runs
# every check and test, tier by tier (test-go, test-js, e2e: see test below).

GO       ?= go
ADDR     ?= :8080
# BASE is the site's absolute address in canonical links, snippets and QR
# codes: by default the address ADDR serves it from (generator.BaseDoEndereco);
# a deployment builds with BASE=https://its.domain.
BASE     ?= $(ADDR)
PUBLIC   ?= public
FUZZTIME ?= 30s
# staticcheck, pinned; make check installs it (go install) when missing or another version.
STATICCHECK_VERSAO := v0.8.2
STATICCHECK        := $(shell $(GO) env GOPATH)/bin/staticcheck
E2E      := site/e2e
WORKER   := wasm/workers
GERAR    := bin/gerar
# root installs directly; anyone else through sudo
SUDO     := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

SHELL       := bash
.SHELLFLAGS := -eu -o pipefail -c

.PHONY: serve build test test-go test-js test-wasm test-clone check staticcheck generate generate-check bench bench-build fuzz clean e2e vnu axe comportamento yaml calculadora rede leitura lighthouse operadoras teclado deps worker e2e-worker bench-worker bench-worker-carga bench-3g $(GERAR)

serve: build
	$(GO) run ./generator/cmd/gerar serve -addr $(ADDR) -dir $(PUBLIC)

build:
	$(GO) run ./generator/cmd/gerar build -o $(PUBLIC) -base $(BASE)

# test: every tier, each run even when an earlier one failed; the end names
# the ones that failed and the exit status is 1. The tiers: check; test-go,
# the pure Go tests (no node, no Chromium, no subprocess, no network);
# test-js, the Go tests that need them and the GOOS=js tests; build; e2e, the
# browser scripts on the built site (E2E_FAIXAS at a time); e2e-worker.
# build runs first; then e2e runs in the foreground while, beside it, the
# tiers of AO_LADO run (none needs the built site nor e2e's files: their own
# ports and temporary directories; e2e-worker its own gerar binary, so that
# no go build -o replaces the one e2e's scripts run): check, test-go and
# test-js one after the other, e2e-worker apart. The browsers wait on pages
# and timers for much of their time, and the Go tiers' compiling fills it
# (make test from a fresh clone: 613 s with the tiers in a row, issue 30).
# Each tier beside e2e keeps its output apart, printed whole once e2e ends.
AO_LADO := check test-go test-js
test:
	@falhou=""; tmp=$$(mktemp -d); trap 'rm -rf "$$tmp"' EXIT; \
	  echo "== make build ($$(date +%T))"; \
	  $(MAKE) --no-print-directory build || falhou="$$falhou build"; \
	  echo "== ao lado de e2e ($$(date +%T)): e2e-worker; $(AO_LADO) um após o outro (a saída vem quando e2e terminar)"; \
	  ( rc=0; $(MAKE) --no-print-directory e2e-worker GERAR=$(GERAR)-worker </dev/null || rc=$$?; echo $$rc >"$$tmp/e2e-worker.rc" ) >"$$tmp/e2e-worker.log" 2>&1 & \
	  worker=$$!; \
	  ( for alvo in $(AO_LADO); do \
	      inicio=$$(date +%s); rc=0; $(MAKE) --no-print-directory $$alvo </dev/null >"$$tmp/$$alvo.log" 2>&1 || rc=$$?; \
	      echo "$$alvo: $$(( $$(date +%s) - inicio )) s (rc $$rc)" >>"$$tmp/$$alvo.log"; echo $$rc >"$$tmp/$$alvo.rc"; \
	    done ) & \
	  golang=$$!; \
	  echo "== make e2e ($$(date +%T))"; \
	  if [[ " $$falhou " == *" build "* ]]; then \
	    echo "e2e: não roda, o build falhou" >&2; falhou="$$falhou e2e"; \
	  else \
	    $(MAKE) --no-print-directory e2e || falhou="$$falhou e2e"; \
	  fi; \
	  wait $$golang $$worker || true; \
	  for alvo in $(AO_LADO) e2e-worker; do \
	    echo "== make $$alvo (saída; rodou ao lado de e2e, terminou antes de $$(date +%T))"; cat "$$tmp/$$alvo.log"; \
	    [ "$$(cat "$$tmp/$$alvo.rc" 2>/dev/null)" = 0 ] || falhou="$$falhou $$alvo"; \
	  done; \
	  if [ -n "$$falhou" ]; then \
	    printf '\n*** make test FALHOU em:%s ***\n' "$$falhou" >&2; exit 1; \
	  fi; \
	  echo "make test: ok (build e2e e2e-worker $(AO_LADO)) às $$(date +%T)"

# test-go: the fast tier, pure Go: go test ./... needs no node, no Chromium,
# no subprocess and no network. A Go test that needs any of them lives in a
# file with the build constraint externo and runs in test-js.
test-go:
	$(GO) test ./...

# test-js: the Go tests behind the build constraint externo (they run node,
# go build or another subprocess), only those (-run lists the tests of the
# externo files of each package, so the pure ones do not run twice), then
# test-wasm.
test-js:
	@falhou=0; \
	  for d in $$(grep -rl --include='*_test.go' --exclude-dir=node_modules -E '^//go:build .*\bexterno\b' . | xargs -n1 dirname | sort -u); do \
	    arquivos=$$(grep -l -E '^//go:build .*\bexterno\b' $$d/*_test.go); \
	    nomes=$$(sed -n -E 's/^func (Test[A-Za-z0-9_]+)\(t \*testing\.T\).*/\1/p' $$arquivos | paste -sd'|' -); \
	    [ -n "$$nomes" ] || continue; \
	    echo "$(GO) test -tags externo -run '^($$nomes)$$' $$d"; \
	    $(GO) test -tags externo -run "^($$nomes)$$" $$d || falhou=1; \
	  done; \
	  [ $$falhou = 0 ]
	$(MAKE) --no-print-directory test-wasm

# test-wasm: the WebAssembly build of wasm/ tested inside the module, under
# Node (go_js_wasm_exec from the toolchain's lib/wasm, or misc/wasm before Go 1.24).
test-wasm:
	PATH="$$PATH:$$($(GO) env GOROOT)/lib/wasm:$$($(GO) env GOROOT)/misc/wasm" GOOS=js GOARCH=wasm $(GO) test ./wasm/...

# test-clone: the repository stands alone. The committed HEAD is cloned into an
# empty temporary directory (nothing beside the clone: no ../shared, no other
# checkout) and the Go tests run there; uncommitted changes are not part of it.
test-clone:
	@tmp=$$(mktemp -d); trap 'rm -rf "$$tmp"' EXIT; \
	  git clone -q --no-hardlinks "$(CURDIR)" "$$tmp/viagemdedireito"; \
	  echo "test-clone: $(GO) test ./... num clone isolado ($$tmp/viagemdedireito, $$(git -C "$$tmp/viagemdedireito" rev-parse --short HEAD))"; \
	  if ! (cd "$$tmp/viagemdedireito" && $(GO) test ./...); then \
	    echo "test-clone: FALHOU: um clone do repositório sozinho não passa em go test ./... (algo fora do repositório é lido?)" >&2; exit 1; \
	  fi; \
	  echo "test-clone: ok"

# check: formatting, vet, and the import rules of STYLE.md.
check:
	@f=$$(find . -name '*.go' -not -path './.git/*' -not -path '*/node_modules/*' -not -path '*/testdata/*' -print0 | xargs -0 gofmt -l); \
	  if [ -n "$$f" ]; then echo "gofmt -l (rode gofmt -w):"; echo "$$f"; exit 1; fi
	$(GO) vet ./...
	@if [ -d wasm ]; then echo "GOOS=js GOARCH=wasm go vet ./wasm/..."; GOOS=js GOARCH=wasm $(GO) vet ./wasm/...; fi
	@deps=$$($(GO) list -deps -f '{{if not .Standard}}{{.ImportPath}}{{end}}' ./calculator/...); \
	  bad=$$(grep -v '^viagemdedireito/calculator\(/.*\)\?$$' <<<"$$deps" || true); \
	  if [ -n "$$bad" ]; then echo "calculator/ só pode importar a biblioteca padrão, importa:"; echo "$$bad"; exit 1; fi
	@deps=$$($(GO) list -deps -f '{{if not .Standard}}{{.ImportPath}}{{end}}' ./calculator); \
	  bad=$$(grep -v '^viagemdedireito/calculator\(/.*\)\?$$' <<<"$$deps" || true); \
	  if [ -n "$$bad" ]; then echo "o pacote calculator só pode importar a biblioteca padrão e viagemdedireito/calculator/..., importa:"; echo "$$bad"; exit 1; fi
	@imps=$$($(GO) list -f '{{.ImportPath}}:{{range .Imports}} {{.}}{{end}}{{range .TestImports}} {{.}}{{end}}{{range .XTestImports}} {{.}}{{end}}' ./...); \
	  bad=$$(grep -v '^viagemdedireito/generator[/:]' <<<"$$imps" | grep -E ' viagemdedireito/generator(/[^ ]*)?( |$$)' || true); \
	  if [ -n "$$bad" ]; then echo "nada fora de generator/ pode importar generator:"; echo "$$bad"; exit 1; fi
	@deps=$$(if [ -d wasm ]; then GOOS=js GOARCH=wasm $(GO) list -deps -f '{{if not .Standard}}{{.ImportPath}}{{end}}' $$(GOOS=js GOARCH=wasm $(GO) list ./wasm/... | grep -vx 'viagemdedireito/$(WORKER)') 2>&1 | grep -v 'matched no packages' || true; fi); \
	  bad=$$(grep -v '^viagemdedireito/\(calculator\|wasm\)\(/.*\)\?$$' <<<"$$deps" | grep . || true); \
	  if [ -n "$$bad" ]; then echo "wasm/ só pode importar calculator e a biblioteca padrão:"; echo "$$bad"; exit 1; fi
	@deps=$$(GOOS=js GOARCH=wasm $(GO) list -deps -f '{{if not .Standard}}{{.ImportPath}}{{end}}' ./$(WORKER)); \
	  bad=$$(grep -v '^\(viagemdedireito/calculator\(/.*\)\?\|viagemdedireito/$(WORKER)\(/.*\)\?\|github.com/syumai/workers\(/.*\)\?\)$$' <<<"$$deps" | grep . || true); \
	  if [ -n "$$bad" ]; then echo "$(WORKER) só pode importar calculator, github.com/syumai/workers e a biblioteca padrão:"; echo "$$bad"; exit 1; fi
	@$(MAKE) --no-print-directory staticcheck
	@echo "check: gofmt, go vet, staticcheck e regras de importação ok"

# staticcheck over every package, the externo tests included. SA4017 is off
# for one false positive in calculator/frases_tabela_test.go (len(blocos())
# reported as a discarded call); turn it on when that line changes.
staticcheck:
	@if ! "$(STATICCHECK)" -version 2>/dev/null | grep -q "$(STATICCHECK_VERSAO:v%=%)"; then \
	  echo "go install honnef.co/go/tools/cmd/staticcheck@$(STATICCHECK_VERSAO)"; \
	  $(GO) install honnef.co/go/tools/cmd/staticcheck@$(STATICCHECK_VERSAO); fi
	"$(STATICCHECK)" -tags externo -checks inherit,-SA4017 ./...

# generate: every generated file, from what it derives from, in dependency
# order: the catalogue of norms (content/normas.yaml → calculator/lexml/
# normas_tabela.go and the table of content/ids.md), the calculator's
# answer writer (go generate), its tables of citations and sentences, the
# sentences' review table (calculator/frases.md), the API's OpenAPI
# document, the conformance suite the runner embeds (from
# content/conformidade/), the module's TypeScript declaration and the
# search's accent table. Each file also has a test that fails while it is stale, so the
# tests say when to run this.
generate:
	$(GO) test ./generator -run '^TestCatalogoGerado$$' -update
	$(GO) generate ./calculator/...
	$(GO) test ./calculator -run '^(TestTabelaDeCitacoes|TestTabelaDeFrases)$$' -update
	$(GO) test ./generator -run '^TestFrasesDaCalculadora$$' -update
	$(GO) test ./calculator/httpapi -run '^TestOpenAPIAtual$$' -update
	$(GO) test ./calculator/conformidade -run '^TestSuiteEmbutidaIgualAoConteudo$$' -update
	$(GO) test ./wasm -run '^TestDeclaracaoAtual$$' -update
	$(GO) test ./site -run '^TestAcentosJS$$' -update

# generate-check: make generate changes no committed file (run it on a
# clean work tree: it fails on any difference git sees).
generate-check: generate
	@if ! git diff --quiet --exit-code; then echo "make generate mudou arquivos gerados (rode make generate e faça commit):"; git diff --stat; exit 1; fi
	@echo "generate-check: regenerar não muda nada"

# bench: every benchmark, with the externo ones (the wasm module's size
# builds it with go build).
bench:
	$(GO) test -tags externo -run='^$$' -bench=. -benchmem ./calculator/... ./generator/... ./wasm/...

# bench-build: whole-process time of gerar build (warm cache after a change to one
# norm, and cold), and edit -> new page served by gerar serve -watch, against Hugo
# on the same Markdown. Hugo is only the yardstick,
# never a build dependency: without it the script says how to install it.
bench-build:
	generator/bench/bench-hugo.sh
	generator/bench/bench-watch.sh

# fuzz: every Fuzz target of the module, one after the other, FUZZTIME each.
fuzz:
	@for pkg in $$($(GO) list ./...); do \
	  for f in $$($(GO) test -list '^Fuzz' "$$pkg" | grep '^Fuzz' || true); do \
	    echo "== $$pkg $$f ($(FUZZTIME))"; \
	    $(GO) test -run='^$$' -fuzz="^$$f$$" -fuzztime=$(FUZZTIME) "$$pkg"; \
	  done; \
	done

# e2e: the built site in $(PUBLIC) checked by the W3C Nu HTML Checker, by
# axe-core in Chromium (light, dark and a phone), by the behaviour script,
# and the content's front matter read again by an independent YAML parser,
# and the calculator pages used against the CLI (calculadora.mjs), reading
# on a phone and on paper (leitura.mjs, issue 9), the network's failures
# (rede.mjs), the operators' kit (operadoras.mjs), the calculator with the
# keyboard only (teclado.mjs, issue 28) and Lighthouse (lighthouse.mjs); all
# run even if one fails. They run E2E_FAIXAS at a
# time (make -j over e2e-run-SCRIPT): each script is independent, with its
# own server on a free port, its own Chromium and profile, its own
# temporary directories, and none writes to $(PUBLIC). E2E_SCRIPTS is in
# order of duration, the longest first, so the short ones fill the lanes at
# the end. Each script's output is kept apart and printed whole when it
# ends, with its time and exit status; the end names the failed ones. Each
# script is stopped after E2E_LIMITE seconds (a hang is a loud failure,
# never a CI timeout).
E2E_LIMITE  ?= 1500
E2E_FAIXAS  ?= 3
E2E_SCRIPTS := lighthouse axe calculadora leitura comportamento operadoras teclado rede vnu yaml
e2e: deps $(GERAR)
	@d=$$(mktemp -d); trap 'rm -rf "$$d"' EXIT; inicio=$$(date +%s); \
	  echo "e2e: $(words $(E2E_SCRIPTS)) scripts, $(E2E_FAIXAS) por vez: $(E2E_SCRIPTS)"; \
	  $(MAKE) --no-print-directory -k -j$(E2E_FAIXAS) E2E_DIR="$$d" $(E2E_SCRIPTS:%=e2e-run-%) || true; \
	  ok=0; falhou=""; for s in $(E2E_SCRIPTS); do \
	    if [ "$$(cat "$$d/$$s.rc" 2>/dev/null)" = 0 ]; then ok=$$((ok+1)); else falhou="$$falhou $$s"; fi; \
	  done; \
	  echo "e2e: $$ok de $(words $(E2E_SCRIPTS)) passaram, em $$(( $$(date +%s) - inicio )) s"; \
	  if [ -n "$$falhou" ]; then echo "e2e: FALHARAM:$$falhou" >&2; exit 1; fi

# e2e-run-SCRIPT (for e2e): one script, its output in $(E2E_DIR)/SCRIPT.log
# and printed whole at its end (under a lock: two lanes' logs never
# interleave), its exit status in $(E2E_DIR)/SCRIPT.rc. It always succeeds:
# e2e reads the status.
e2e-run-%:
	@log="$(E2E_DIR)/$*.log"; inicio=$$(date +%s); rc=0; \
	  GERAR=$(CURDIR)/$(GERAR) timeout -k 30 $(E2E_LIMITE) node $(E2E)/$*.mjs $(PUBLIC) >"$$log" 2>&1 </dev/null || rc=$$?; \
	  if [ $$rc = 124 ] || [ $$rc = 137 ]; then echo "e2e: $* FALHOU: passou do limite de $(E2E_LIMITE) s (parado)" >>"$$log"; fi; \
	  echo "e2e: $* em $$(( $$(date +%s) - inicio )) s (rc $$rc)" >>"$$log"; \
	  echo $$rc >"$(E2E_DIR)/$*.rc"; \
	  if command -v flock >/dev/null; then flock "$(E2E_DIR)/.saida" sh -c 'echo "== e2e: $$1"; cat "$$2"' - "$*" "$$log"; \
	  else echo "== e2e: $*"; cat "$$log"; fi

vnu axe comportamento yaml calculadora rede leitura lighthouse operadoras teclado: deps $(GERAR)
	GERAR=$(CURDIR)/$(GERAR) node $(E2E)/$@.mjs $(PUBLIC)

# bench-3g: the calculator on a real 3G line (site/e2e/medir-3g.mjs: a proxy
# throttling all traffic to 400 kbit/s and 400 ms RTT, CPU ×4, cold cache):
# result link → answer, home → first question, last tap → answer, bytes
# before the engine is ready. Measured, not asserted (site/README.md).
bench-3g: deps $(GERAR)
	GERAR=$(CURDIR)/$(GERAR) node $(E2E)/medir-3g.mjs $(PUBLIC)

# worker: the calculator API as a Cloudflare worker, in $(WORKER)/build: the
# JavaScript glue written by workers-assets-gen (github.com/syumai/workers, the
# version pinned in go.mod) and the Go module, stripped. wrangler dev and
# wrangler deploy read $(WORKER)/wrangler.toml.
worker:
	$(GO) run github.com/syumai/workers/cmd/workers-assets-gen -mode=go -o $(WORKER)/build
	$(GO) run ./$(WORKER)/limites -o $(WORKER)/build/limites.mjs
	GOOS=js GOARCH=wasm $(GO) build -trimpath -ldflags="-s -w" -o $(WORKER)/build/app.wasm ./$(WORKER)
	@wc -c < $(WORKER)/build/app.wasm | awk '{printf "worker: build/app.wasm, %.2f MB\n", $$1/1e6}'

# e2e-worker: the worker run locally by wrangler dev (pinned in
# $(WORKER)/e2e/package-lock.json; no network, no telemetry) answers every
# contract example and hostile request exactly as gerar serve does.
e2e-worker: worker $(GERAR) $(WORKER)/e2e/node_modules/.package-lock.json
	GERAR=$(CURDIR)/$(GERAR) timeout -k 30 $(E2E_LIMITE) node $(WORKER)/e2e/worker.mjs

# bench-worker: per-request latency and CPU of beneficio and of
# disponibilidade (50 stops, 1,000 grants) through wrangler dev and gerar
# serve, and the module's size raw, gzip and brotli.
bench-worker: worker $(GERAR) $(WORKER)/e2e/node_modules/.package-lock.json
	GERAR=$(CURDIR)/$(GERAR) node $(WORKER)/e2e/medir.mjs

# bench-worker-carga: 200 clients at once POST a 47 KB reservations request to
# wrangler dev for 12 s: statuses, answers per second, workerd's peak memory.
bench-worker-carga: worker $(GERAR) $(WORKER)/e2e/node_modules/.package-lock.json
	GERAR=$(CURDIR)/$(GERAR) node $(WORKER)/e2e/carga.mjs

$(WORKER)/e2e/node_modules/.package-lock.json: $(WORKER)/e2e/package.json $(WORKER)/e2e/package-lock.json
	@command -v npm >/dev/null || { $(SUDO) apt-get update; $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y nodejs npm; }
	cd $(WORKER)/e2e && npm ci --ignore-scripts --no-audit --no-fund
	@touch $@

$(GERAR):
	$(GO) build -o $(GERAR) ./generator/cmd/gerar

# deps: what a fresh machine lacks for the e2e checks (Chromium, Java,
# pdftotext from poppler-utils, zbarimg from zbar-tools for the poster's QR
# codes, Node packages pinned in
# site/e2e/package-lock.json).
deps: $(E2E)/node_modules/.package-lock.json
	@need=""; \
	  [ -x /usr/bin/chromium ] || need="$$need chromium"; \
	  command -v java >/dev/null || need="$$need default-jre-headless"; \
	  command -v pdftotext >/dev/null || need="$$need poppler-utils"; \
	  command -v zbarimg >/dev/null || need="$$need zbar-tools"; \
	  if [ -n "$$need" ]; then \
	    echo "instalando:$$need"; \
	    $(SUDO) apt-get update; \
	    $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y $$need; \
	  fi

$(E2E)/node_modules/.package-lock.json: $(E2E)/package.json $(E2E)/package-lock.json
	@command -v npm >/dev/null || { $(SUDO) apt-get update; $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y nodejs npm; }
	cd $(E2E) && npm ci --ignore-scripts --no-audit --no-fund
	@test -f $(E2E)/node_modules/vnu-jar/build/dist/vnu.jar
	@touch $@

clean:
	rm -rf $(PUBLIC) $(dir $(PUBLIC)).$(notdir $(PUBLIC))-versoes bin $(WORKER)/build $(WORKER)/.wrangler
