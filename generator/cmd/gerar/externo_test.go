//go:build externo && linux

// The publication against a real gerar: the executable built once, run as a
// process (killed, on a full disk, rebuilding under load). Tagged externo:
// these tests run go build and gerar as subprocesses (make test-js).

package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"viagemdedireito/generator/internal/servidor"
)

// executavel is gerar built for these tests, and cacheQuente a cache
// (the compiled module and the store) warmed by one build of the real
// content into saidaQuente, copied by each test so that none pays the
// module's brotli 11.
var executavel, cacheQuente, saidaQuente, raizRepo string

func TestMain(m *testing.M) {
	os.Exit(func() int {
		tmp, err := os.MkdirTemp("", "gerar-externo-")
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		defer os.RemoveAll(tmp)
		if raizRepo, err = filepath.Abs(filepath.Join("..", "..", "..")); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		executavel = filepath.Join(tmp, "gerar")
		if out, err := exec.Command("go", "build", "-o", executavel, ".").CombinedOutput(); err != nil {
			fmt.Fprintf(os.Stderr, "go build: %v\n%s", err, out)
			return 1
		}
		cacheQuente, saidaQuente = filepath.Join(tmp, "cache"), filepath.Join(tmp, "public")
		cmd := exec.Command(executavel, "build", "-conteudo", filepath.Join(raizRepo, "content"), "-o", saidaQuente, "-cache", cacheQuente, "-raiz", raizRepo)
		if out, err := cmd.CombinedOutput(); err != nil {
			fmt.Fprintf(os.Stderr, "gerar build: %v\n%s", err, out)
			return 1
		}
		return m.Run()
	}())
}

// ambiente is one site being built: a copy of the content, its output and
// its cache.
type ambiente struct {
	conteudo, saida, cache string
}

// novoAmbiente makes an ambiente under dir (a temporary one if "").
func novoAmbiente(t *testing.T, dir string) ambiente {
	t.Helper()
	if dir == "" {
		dir = t.TempDir()
	}
	e := ambiente{conteudo: filepath.Join(dir, "content"), saida: filepath.Join(dir, "public"), cache: filepath.Join(dir, "cache")}
	if err := os.CopyFS(e.conteudo, os.DirFS(filepath.Join(raizRepo, "content"))); err != nil {
		t.Fatal(err)
	}
	if err := os.CopyFS(e.cache, os.DirFS(cacheQuente)); err != nil {
		t.Fatal(err)
	}
	return e
}

func (e ambiente) comando(args ...string) *exec.Cmd {
	cmd := exec.Command(executavel, args...)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} // go build goes with it
	return cmd
}

func (e ambiente) build() *exec.Cmd {
	return e.comando("build", "-conteudo", e.conteudo, "-o", e.saida, "-cache", e.cache, "-raiz", raizRepo)
}

// construir runs a whole build, which must succeed.
func (e ambiente) construir(t *testing.T) {
	t.Helper()
	if out, err := e.build().CombinedOutput(); err != nil {
		t.Fatalf("gerar build: %v\n%s", err, out)
	}
}

// editar gives the first article of a norm a new ending, " Edição N.".
func (e ambiente) editar(t *testing.T, n int) {
	t.Helper()
	p := filepath.Join(e.conteudo, "lei-8899-1994.md")
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	re := regexp.MustCompile(`(?m)^(Art\. 1.*?)( Edição \d+\.)?$`)
	loc := re.FindSubmatchIndex(b)
	if loc == nil {
		t.Fatalf("%s sem linha Art. 1", p)
	}
	novo := slices.Concat(b[:loc[3]], fmt.Appendf(nil, " Edição %d.", n), b[loc[1]:])
	if err := os.WriteFile(p, novo, 0o644); err != nil {
		t.Fatal(err)
	}
}

// crua is the tree under dir (through its link) as it is on disk: every
// regular file's bytes by slash path; anything else is an error.
func crua(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	raiz, err := filepath.EvalSymlinks(dir)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]byte{}
	err = filepath.WalkDir(raiz, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(raiz, p)
		if !d.Type().IsRegular() {
			return fmt.Errorf("%s não é um arquivo comum", rel)
		}
		b, err := os.ReadFile(p)
		out[filepath.ToSlash(rel)] = b
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func mesmas(a, b map[string][]byte) bool {
	return maps.EqualFunc(a, b, bytes.Equal)
}

// servidos checks that the server on the output serves every file of the
// tree with its bytes, and that no served file is a temporary one.
func servidos(t *testing.T, saida string, arvore map[string][]byte) {
	t.Helper()
	h := servidor.New(saida, nil)
	for n, b := range arvore {
		if strings.Contains(n, ".tmp-") {
			t.Errorf("arquivo temporário na saída: %s", n)
		}
		r := httptest.NewRequest(http.MethodGet, "/"+n, nil)
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		if w.Code != http.StatusOK || !bytes.Equal(w.Body.Bytes(), b) {
			t.Errorf("GET /%s: %d, %d bytes; quero 200, %d bytes", n, w.Code, w.Body.Len(), len(b))
		}
	}
}

// loja is the store of the ambiente's cache and the number of its entries.
func (e ambiente) loja(t *testing.T) (string, int) {
	t.Helper()
	lojas, _ := filepath.Glob(filepath.Join(e.cache, "objetos-*"))
	if len(lojas) != 1 {
		t.Fatalf("lojas no cache: %v", lojas)
	}
	return lojas[0], len(entradas(t, lojas[0]))
}

// esperarObjeto polls the store until it has more than antes entries (the
// build being watched started publishing) or the build ends (fim closed);
// it says which.
func esperarObjeto(loja string, antes int, fim <-chan struct{}) bool {
	for {
		if es, err := os.ReadDir(loja); err == nil && len(es) > antes {
			return true
		}
		select {
		case <-fim:
			return false
		case <-time.After(200 * time.Microsecond):
		}
	}
}

// iniciar starts a build; fim is closed when it has ended.
func (e ambiente) iniciar(t *testing.T) (cmd *exec.Cmd, fim chan struct{}) {
	t.Helper()
	cmd = e.build()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	fim = make(chan struct{})
	go func() { cmd.Wait(); close(fim) }()
	return cmd, fim
}

// TestMorteEmDezMomentos: gerar build of changed content killed (SIGKILL,
// with its go build) at ten moments: three at a quarter, a half and three
// quarters of the time before the publication starts (the store gets its
// first new object), and seven from that moment to the swap of the link,
// as a reference build of the same kind measured them. After each, the
// output is byte for byte the site before the build or the site a whole
// build of that content makes, and the server serves it whole, no
// temporary file among it.
func TestMorteEmDezMomentos(t *testing.T) {
	e := novoAmbiente(t, "")
	e.construir(t)
	e.editar(t, 100)
	loja, antes := e.loja(t)
	inicio := time.Now()
	cmd, fim := e.iniciar(t)
	if !esperarObjeto(loja, antes, fim) {
		t.Fatal("o build de referência não escreveu nenhum objeto novo")
	}
	publicando := time.Since(inicio)
	link, _ := os.Readlink(e.saida)
	for l := link; l == link; l, _ = os.Readlink(e.saida) { // polling: until the swap
		select {
		case <-fim:
			t.Fatal("o build de referência acabou sem trocar o link")
		case <-time.After(200 * time.Microsecond):
		}
	}
	duracao := time.Since(inicio) - publicando
	<-fim
	if !cmd.ProcessState.Success() {
		t.Fatalf("build de referência: %v", cmd.ProcessState)
	}
	t.Logf("build de referência: publicação a partir de %v, troca %v depois", publicando, duracao)
	var velhos, novos int
	for i := range 10 {
		antes := crua(t, e.saida)
		e.editar(t, i+1)
		_, n := e.loja(t)
		cmd, fim := e.iniciar(t)
		momento := fmt.Sprintf("%v do início", publicando*time.Duration(i+1)/4)
		if i < 3 {
			time.Sleep(publicando * time.Duration(i+1) / 4)
		} else {
			esperarObjeto(loja, n, fim)
			time.Sleep(duracao * time.Duration(i-3) / 6)
			momento = fmt.Sprintf("%v depois do primeiro objeto", duracao*time.Duration(i-3)/6)
		}
		syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		<-fim
		depois := crua(t, e.saida)
		servidos(t, e.saida, depois)
		e.construir(t)
		novo := crua(t, e.saida)
		switch {
		case mesmas(depois, antes):
			velhos++
		case mesmas(depois, novo):
			novos++
		default:
			var difere []string
			for n := range depois {
				if !bytes.Equal(depois[n], antes[n]) && !bytes.Equal(depois[n], novo[n]) {
					difere = append(difere, n)
				}
			}
			t.Errorf("morto %s: a saída não é nem o site velho nem o novo (%d arquivos, velho %d, novo %d; diferem de ambos: %v)", momento, len(depois), len(antes), len(novo), difere)
		}
	}
	t.Logf("depois de morto: %d vezes o site velho, %d o novo", velhos, novos)
}

// TestDiscoCheio: on a full disk (a tmpfs holding the output and the
// cache, filled up after the first build), a build of changed content
// fails, naming the cause, and leaves the previous site whole; once there
// is room, the next build publishes. Mounting the tmpfs needs root: a user
// that is not runs this same test again in a user and mount namespace of
// its own (unshare -rm, util-linux), where it is; a machine that allows
// neither fails here, saying so (TestDiscoCheioInjetado covers the
// publication with an injected write error, not the kernel's ENOSPC on
// directories and links).
func TestDiscoCheio(t *testing.T) {
	const dentro = "VIAGEMDEDIREITO_DISCO_CHEIO_NS"
	if os.Geteuid() != 0 && os.Getenv(dentro) == "" {
		cmd := exec.Command("unshare", "-rm", os.Args[0], "-test.run", "^TestDiscoCheio$", "-test.v")
		cmd.Env = append(os.Environ(), dentro+"=1")
		out, err := cmd.CombinedOutput()
		if err != nil || !bytes.Contains(out, []byte("--- PASS: TestDiscoCheio")) {
			t.Fatalf("TestDiscoCheio num namespace de usuário (unshare -rm: montar um tmpfs pede root ou namespaces de usuário): %v\n%s", err, out)
		}
		return
	}
	mnt := t.TempDir()
	if out, err := exec.Command("mount", "-t", "tmpfs", "-o", "size=48m", "tmpfs", mnt).CombinedOutput(); err != nil {
		t.Fatalf("montar um tmpfs de 48 MB em %s (pede root, ou namespaces de usuário: unshare -rm): %v: %s", mnt, err, out)
	}
	t.Cleanup(func() {
		if out, err := exec.Command("umount", mnt).CombinedOutput(); err != nil {
			t.Errorf("umount %s: %v %s", mnt, err, out)
		}
	})
	e := novoAmbiente(t, mnt)
	e.construir(t)
	velho := crua(t, e.saida)
	link, _ := os.Readlink(e.saida)

	enchimento := filepath.Join(mnt, "enchimento")
	f, err := os.Create(enchimento)
	if err != nil {
		t.Fatal(err)
	}
	bloco := make([]byte, 64<<10)
	for {
		if _, err = f.Write(bloco); err != nil {
			break
		}
	}
	f.Close()
	if !errors.Is(err, syscall.ENOSPC) {
		t.Fatalf("enchendo o disco: %v", err)
	}
	for _, n := range []int{4 << 10, 1} { // to the last byte
		f, err := os.OpenFile(enchimento, os.O_WRONLY|os.O_APPEND, 0)
		if err != nil {
			t.Fatal(err)
		}
		for {
			if _, err := f.Write(bloco[:n]); err != nil {
				break
			}
		}
		f.Close()
	}

	e.editar(t, 1)
	out, err := e.build().CombinedOutput()
	if err == nil {
		t.Fatalf("o build com o disco cheio não falhou:\n%s", out)
	}
	if !bytes.Contains(out, []byte("no space left on device")) {
		t.Errorf("o erro não diz que o disco encheu:\n%s", out)
	}
	if l, _ := os.Readlink(e.saida); l != link {
		t.Errorf("o link mudou de %s para %s", link, l)
	}
	depois := crua(t, e.saida)
	if !mesmas(depois, velho) {
		t.Error("o site velho mudou com o disco cheio")
	}
	servidos(t, e.saida, depois)

	if err := os.Remove(enchimento); err != nil {
		t.Fatal(err)
	}
	e.construir(t)
	if mesmas(crua(t, e.saida), velho) {
		t.Error("com espaço de novo, o build não publicou a norma editada")
	}
}

// servir starts gerar serve on dir at a free loopback port, stopped at the
// end of the test, and returns its address once it answers.
func servir(t testing.TB, dir string) (addr string) {
	addr, _ = servirProcesso(t, dir)
	return addr
}

func servirProcesso(t testing.TB, dir string) (addr string, pid int) {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr = l.Addr().String()
	l.Close()
	serve := exec.Command(executavel, "serve", "-addr", addr, "-dir", dir)
	serve.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	var log bytes.Buffer
	serve.Stderr = &log
	if err := serve.Start(); err != nil {
		t.Fatal(err)
	}
	saiu := make(chan struct{})
	go func() { serve.Wait(); close(saiu) }()
	t.Cleanup(func() {
		syscall.Kill(-serve.Process.Pid, syscall.SIGKILL)
		<-saiu
	})
	for {
		r, err := http.Get("http://" + addr + "/")
		if err == nil {
			r.Body.Close()
			return addr, serve.Process.Pid
		}
		select {
		case <-saiu:
			t.Fatalf("gerar serve saiu: %s", log.String())
		case <-time.After(5 * time.Millisecond): // polling: until the server listens
		}
	}
}

// TestRecargaSobCarga: gerar serve under a bounded loopback load (eight
// clients asking for every file of the site, one request after another)
// while gerar build publishes three edits: every answer is 200, and the
// server serves the last edit once the build returns.
func TestRecargaSobCarga(t *testing.T) {
	e := novoAmbiente(t, "")
	e.construir(t)
	addr := servir(t, e.saida)
	cliente := &http.Client{Timeout: 10 * time.Second}
	var caminhos []string
	for n := range crua(t, e.saida) {
		if strings.HasSuffix(n, ".br") || strings.HasSuffix(n, ".gz") {
			continue
		}
		caminhos = append(caminhos, "/"+strings.TrimSuffix(n, "index.html"))
	}
	slices.Sort(caminhos)
	var (
		mu      sync.Mutex
		falhas  = map[string]int{}
		pedidos int
		wg      sync.WaitGroup
		parar   = make(chan struct{})
	)
	for c := range 8 {
		wg.Go(func() {
			for i := c; ; i++ {
				select {
				case <-parar:
					return
				default:
				}
				p := caminhos[i%len(caminhos)]
				req, _ := http.NewRequest(http.MethodGet, "http://"+addr+p, nil)
				req.Header.Set("Accept-Encoding", []string{"br", "gzip", "identity"}[i%3])
				r, err := cliente.Do(req)
				status := "erro"
				if err == nil {
					_, err = io.Copy(io.Discard, r.Body)
					r.Body.Close()
					status = fmt.Sprint(r.StatusCode)
					if err != nil {
						status = "corpo incompleto"
					}
				}
				mu.Lock()
				pedidos++
				if status != "200" {
					falhas[status+" "+p]++
				}
				mu.Unlock()
			}
		})
	}
	for i := 1; i <= 3; i++ {
		e.editar(t, i)
		e.construir(t)
	}
	close(parar)
	wg.Wait()
	t.Logf("%d pedidos durante três builds", pedidos)
	if len(falhas) > 0 {
		t.Errorf("respostas que não foram 200 durante os builds: %v", falhas)
	}
	r, err := cliente.Get("http://" + addr + "/legislacao/lei-8899-1994/")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(r.Body)
	r.Body.Close()
	if !bytes.Contains(b, []byte("Edição 3.")) {
		t.Errorf("depois do build, o servidor não serve a última edição (%d)", r.StatusCode)
	}
}

// BenchmarkServeCarga200 is a load generator against gerar serve as a
// whole process: 200 clients at once POST the largest valid request (200
// reservas, as calculator/httpapi's BenchmarkCarga200 builds it) while one
// more asks for the home page. It reports the server's peak RSS (VmHWM of
// its process, Linux), the share of 503s and of other errors of the API,
// and the static requests that failed. Nothing is asserted (see
// generator/bench/carga-serve.sh):
//
//	go test -tags externo ./generator/cmd/gerar -run '^$' -bench ServeCarga200 -benchtime 20000x
func BenchmarkServeCarga200(b *testing.B) {
	addr, pid := servirProcesso(b, saidaQuente)
	item := `{"destino":"` + strings.Repeat("Belo Horizonte (MG), Rodoviária Governador Israel Pinheiro ", 2) +
		`","partida":"2026-12-24T08:00:00-03:00","transportadora":"` + strings.Repeat("Viação Exemplo Interestadual Ltda. ", 2) + `"}`
	pedido := []byte(`{"operacao":"reservas","agora":"2026-12-20T10:00:00-03:00","reservas":[` +
		strings.TrimSuffix(strings.Repeat(item+",", 200), ",") + `]}`)
	url := "http://" + addr + servidor.APIPath
	r, err := http.Post(url, "application/json", bytes.NewReader(pedido))
	if err != nil {
		b.Fatal(err)
	}
	resposta, _ := io.ReadAll(r.Body)
	r.Body.Close()
	if r.StatusCode != http.StatusOK {
		b.Fatalf("o maior pedido (%d bytes) não é válido: %d %.300s", len(pedido), r.StatusCode, resposta)
	}
	cliente := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 200}}
	var (
		feitos, ok, ocupado, outros, estaticos, falhasEstaticas atomic.Int64
		wg                                                      sync.WaitGroup
		parar                                                   = make(chan struct{})
	)
	go func() {
		for {
			select {
			case <-parar:
				return
			default:
			}
			r, err := http.Get("http://" + addr + "/")
			estaticos.Add(1)
			if err != nil {
				falhasEstaticas.Add(1)
				continue
			}
			io.Copy(io.Discard, r.Body)
			r.Body.Close()
			if r.StatusCode != http.StatusOK {
				falhasEstaticas.Add(1)
			}
		}
	}()
	b.ResetTimer()
	for range 200 {
		wg.Go(func() {
			for feitos.Add(1) <= int64(b.N) {
				r, err := cliente.Post(url, "application/json", bytes.NewReader(pedido))
				if err != nil {
					outros.Add(1)
					continue
				}
				io.Copy(io.Discard, r.Body)
				r.Body.Close()
				switch r.StatusCode {
				case http.StatusOK:
					ok.Add(1)
				case http.StatusServiceUnavailable:
					ocupado.Add(1)
				default:
					outros.Add(1)
				}
			}
		})
	}
	wg.Wait()
	b.StopTimer()
	close(parar)
	if n := ok.Load() + ocupado.Load() + outros.Load(); n > 0 {
		b.ReportMetric(float64(ocupado.Load())/float64(n), "503/op")
		b.ReportMetric(float64(outros.Load())/float64(n), "erros/op")
	}
	b.ReportMetric(float64(len(pedido)), "bytes-pedido")
	b.ReportMetric(float64(estaticos.Load()), "estaticos")
	b.ReportMetric(float64(falhasEstaticas.Load()), "estaticos-falhos")
	status, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		b.Fatal(err)
	}
	for _, linha := range strings.Split(string(status), "\n") {
		if v, ok := strings.CutPrefix(linha, "VmHWM:"); ok {
			var kb float64
			fmt.Sscan(strings.TrimSuffix(strings.TrimSpace(v), "kB"), &kb)
			b.ReportMetric(kb/1024, "MB-RSS-pico-servidor")
		}
	}
}
