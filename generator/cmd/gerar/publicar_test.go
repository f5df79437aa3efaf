package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io"
	"io/fs"
	"maps"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
	"github.com/klauspost/compress/gzip"

	"viagemdedireito/generator/internal/servidor"
)

// sitio is a small site: a page, a page in a folder, the search index (its
// own brotli quality), an asset and a file that is not compressed.
func sitio(versao string) map[string][]byte {
	return map[string][]byte{
		"index.html":               []byte("<!doctype html><title>início</title><p>" + strings.Repeat("viagem de direito ", 50) + versao),
		"404.html":                 []byte("<!doctype html><title>404</title>"),
		"legislacao/a/index.html":  []byte("<!doctype html><title>a</title><p>Art. 1º " + versao),
		arquivoIndice:              []byte(`{"versao":"` + versao + `"}`),
		"assets/site-0A1B2C3D.css": []byte("body{color:#000}"),
		"_headers":                 []byte("/*\n  X-Content-Type-Options: nosniff\n"),
	}
}

// comIrmaos is arquivos with the .br and .gz copies the output must have
// of each, decompressed (what a client gets).
func comIrmaos(arquivos map[string][]byte) map[string][]byte {
	out := maps.Clone(arquivos)
	for n, b := range arquivos {
		if comprimir(n) {
			out[n+".br"], out[n+".gz"] = b, b
		}
	}
	return out
}

// arvore reads the tree under dir (following dir itself when it is a
// link), decompressing .br and .gz files, and fails on anything but
// folders and regular files.
func arvore(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	raiz, err := filepath.EvalSymlinks(dir)
	if err != nil {
		t.Fatal(err)
	}
	err = filepath.WalkDir(raiz, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		if !d.Type().IsRegular() {
			t.Errorf("%s não é um arquivo comum", p)
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(raiz, p)
		switch filepath.Ext(p) {
		case ".br":
			b, err = io.ReadAll(brotli.NewReader(bytes.NewReader(b)))
		case ".gz":
			var r *gzip.Reader
			if r, err = gzip.NewReader(bytes.NewReader(b)); err == nil {
				b, err = io.ReadAll(r)
			}
		}
		if err != nil {
			t.Errorf("%s: %v", rel, err)
		}
		out[filepath.ToSlash(rel)] = b
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func iguais(t *testing.T, caso string, got, want map[string][]byte) {
	t.Helper()
	if !slices.Equal(slices.Sorted(maps.Keys(got)), slices.Sorted(maps.Keys(want))) {
		t.Fatalf("%s: arquivos\n%v\nquero\n%v", caso, slices.Sorted(maps.Keys(got)), slices.Sorted(maps.Keys(want)))
	}
	for n := range want {
		if !bytes.Equal(got[n], want[n]) {
			t.Errorf("%s: %s difere", caso, n)
		}
	}
}

func entradas(t *testing.T, dir string) []string {
	t.Helper()
	es, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var nomes []string
	for _, e := range es {
		if e.Name() != arquivoTrava && e.Name() != arquivoTravaBuild {
			nomes = append(nomes, e.Name())
		}
	}
	return nomes
}

func novaTeste(t *testing.T) (publicacao, string) {
	t.Helper()
	tmp := t.TempDir()
	p := novaPublicacao(filepath.Join(tmp, "public"), filepath.Join(tmp, "cache"), 4)
	if p.objetos == "" {
		t.Fatal("sem as versões dos compressores, a publicação não usaria a loja")
	}
	return p, tmp
}

// TestPublicar: each build makes the output a link to a whole new
// version; only that version and the one before it stay; a file whose
// bytes did not change keeps its modification time (and so its ETag) and
// is never a link into the store (TestEdicaoNoLugar);
// the .br and .gz copies decompress to their file; a build with nothing
// new writes nothing.
func TestPublicar(t *testing.T) {
	p, _ := novaTeste(t)
	ids := map[string]bool{}
	for i, v := range []string{"um", "dois", "três"} {
		id, err := p.publicar(sitio(v))
		if err != nil {
			t.Fatal(err)
		}
		ids[id] = true
		iguais(t, v, arvore(t, p.saida), comIrmaos(sitio(v)))
		if n := len(entradas(t, p.versoes)); n != min(i+1, 2) {
			t.Errorf("%s: %d versões guardadas %v, quero %d", v, n, entradas(t, p.versoes), min(i+1, 2))
		}
	}
	if len(ids) != 3 {
		t.Errorf("três sites, %d IDs", len(ids))
	}
	vs := entradas(t, p.versoes)
	for _, n := range []string{"404.html", "assets/site-0A1B2C3D.css", "assets/site-0A1B2C3D.css.br"} {
		a, errA := os.Stat(filepath.Join(p.versoes, vs[0], n))
		b, errB := os.Stat(filepath.Join(p.versoes, vs[1], n))
		if errA != nil || errB != nil || !a.ModTime().Equal(b.ModTime()) {
			t.Errorf("%s, igual nas duas versões, mudou de data de modificação: %v %v", n, errA, errB)
		}
	}
	objetos, err := os.ReadDir(p.objetos)
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range vs {
		filepath.WalkDir(filepath.Join(p.versoes, v), func(f string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			a, _ := os.Stat(f)
			for _, o := range objetos {
				if b, _ := o.Info(); os.SameFile(a, b) {
					t.Errorf("%s é o objeto %s da loja (um link): uma edição no lugar o alteraria", f, o.Name())
				}
			}
			return nil
		})
	}
	p.feitos = 0
	antes, _ := os.Readlink(p.saida)
	if _, err := p.publicar(sitio("três")); err != nil {
		t.Fatal(err)
	}
	if depois, _ := os.Readlink(p.saida); p.feitos != 0 || depois != antes {
		t.Errorf("build igual: %d objetos escritos, link %s → %s", p.feitos, antes, depois)
	}
	// the same site again after another: the version kept is reused.
	if _, err := p.publicar(sitio("dois")); err != nil {
		t.Fatal(err)
	}
	iguais(t, "dois de novo", arvore(t, p.saida), comIrmaos(sitio("dois")))
}

// TestVersaoIncompleta: a file removed from the published version (by
// hand, or by a tool that copied the link public instead of the site and
// removed a page from its "copy") is back after the next build of the same
// site, which would otherwise reuse the version folder as it is.
func TestVersaoIncompleta(t *testing.T) {
	p, _ := novaTeste(t)
	if _, err := p.publicar(sitio("um")); err != nil {
		t.Fatal(err)
	}
	for _, n := range []string{"404.html", "assets/site-0A1B2C3D.css.br"} {
		if err := os.Remove(filepath.Join(p.saida, filepath.FromSlash(n))); err != nil {
			t.Fatal(err)
		}
		if _, err := p.publicar(sitio("um")); err != nil {
			t.Fatal(err)
		}
		iguais(t, "sem "+n, arvore(t, p.saida), comIrmaos(sitio("um")))
		if n := len(entradas(t, p.versoes)); n != 1 {
			t.Errorf("%d versões guardadas %v depois do reparo, quero 1", n, entradas(t, p.versoes))
		}
	}
}

// TestPublicarSemCache: without a store the objects are made in a
// temporary one, removed; the output is the same.
func TestPublicarSemCache(t *testing.T) {
	tmp := t.TempDir()
	p := novaPublicacao(filepath.Join(tmp, "public"), "", 4)
	for _, v := range []string{"um", "dois"} {
		if _, err := p.publicar(sitio(v)); err != nil {
			t.Fatal(err)
		}
		iguais(t, v, arvore(t, p.saida), comIrmaos(sitio(v)))
	}
	if n := len(entradas(t, p.versoes)); n != 2 {
		t.Errorf("%d entradas em %s, quero as duas versões: %v", n, p.versoes, entradas(t, p.versoes))
	}
}

// TestObjetoDanificado: an object of the store whose size is not its
// file's (cut short by hand, which cuts the versions linking it too) is
// written again for the next version, not linked.
func TestObjetoDanificado(t *testing.T) {
	p, _ := novaTeste(t)
	if _, err := p.publicar(sitio("um")); err != nil {
		t.Fatal(err)
	}
	alvo, err := filepath.EvalSymlinks(filepath.Join(p.saida, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	fi, _ := os.Stat(alvo)
	es, _ := os.ReadDir(p.objetos)
	for _, e := range es {
		if g, _ := e.Info(); os.SameFile(fi, g) {
			if err := os.Truncate(filepath.Join(p.objetos, e.Name()), 3); err != nil {
				t.Fatal(err)
			}
		}
	}
	// another site with the same index.html: its object is written again.
	outro := sitio("um")
	outro["novo.txt"] = []byte("novo")
	if _, err := p.publicar(outro); err != nil {
		t.Fatal(err)
	}
	iguais(t, "outro", arvore(t, p.saida), comIrmaos(outro))
}

// TestDiscoCheioInjetado: a build whose k-th write fails (ENOSPC), for
// every k, leaves the previous site whole, the link where it was and no
// temporary version; the next build with room succeeds. (The same on a real
// full disk, a small tmpfs: TestDiscoCheio, tagged externo.)
func TestDiscoCheioInjetado(t *testing.T) {
	for k := 0; ; k++ {
		p, _ := novaTeste(t)
		if _, err := p.publicar(sitio("velho")); err != nil {
			t.Fatal(err)
		}
		link, _ := os.Readlink(p.saida)
		var escritas atomic.Int64 // the objects are written in parallel
		p.gravar = func(nome string, b []byte) error {
			if escritas.Add(1) > int64(k) {
				return &fs.PathError{Op: "write", Path: nome, Err: syscall.ENOSPC}
			}
			return os.WriteFile(nome, b, 0o644)
		}
		_, err := p.publicar(sitio("novo"))
		if err == nil {
			if k == 0 {
				t.Fatal("nenhuma escrita num build com arquivos novos")
			}
			iguais(t, "com espaço", arvore(t, p.saida), comIrmaos(sitio("novo")))
			t.Logf("%d escritas por build", k)
			return
		}
		if !errors.Is(err, syscall.ENOSPC) {
			t.Errorf("escrita %d: erro %v, quero ENOSPC", k+1, err)
		}
		if l, _ := os.Readlink(p.saida); l != link {
			t.Errorf("escrita %d: o link mudou de %s para %s", k+1, link, l)
		}
		iguais(t, "disco cheio", arvore(t, p.saida), comIrmaos(sitio("velho")))
		if n := len(entradas(t, p.versoes)); n != 1 {
			t.Errorf("escrita %d: %v em %s, quero só a versão velha", k+1, entradas(t, p.versoes), p.versoes)
		}
		p.gravar = nil
		if _, err := p.publicar(sitio("novo")); err != nil {
			t.Fatalf("depois do disco cheio: %v", err)
		}
		iguais(t, "depois do disco cheio", arvore(t, p.saida), comIrmaos(sitio("novo")))
	}
}

// TestSaidaDeAntes: a folder written by gerar before versions becomes a
// version at the first build; a folder that is not an output, or a link to
// elsewhere, is refused and left alone.
func TestSaidaDeAntes(t *testing.T) {
	p, tmp := novaTeste(t)
	if err := os.MkdirAll(p.saida, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(p.saida, "index.html"), []byte("velho"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := p.publicar(sitio("um")); err != nil {
		t.Fatal(err)
	}
	iguais(t, "um", arvore(t, p.saida), comIrmaos(sitio("um")))
	if fi, err := os.Lstat(p.saida); err != nil || fi.Mode()&fs.ModeSymlink == 0 {
		t.Errorf("a saída não virou um link: %v", err)
	}

	repo := novaPublicacao(filepath.Join(tmp, "repo"), "", 4)
	os.MkdirAll(repo.saida, 0o755)
	for _, n := range []string{"index.html", "go.mod"} {
		os.WriteFile(filepath.Join(repo.saida, n), []byte("x"), 0o644)
	}
	if _, err := repo.publicar(sitio("um")); err == nil {
		t.Error("trocou uma pasta com go.mod")
	}
	if _, err := os.Stat(filepath.Join(repo.saida, "go.mod")); err != nil {
		t.Errorf("a pasta recusada mudou: %v", err)
	}

	fora := novaPublicacao(filepath.Join(tmp, "fora"), "", 4)
	if err := os.Symlink(tmp, fora.saida); err != nil {
		t.Fatal(err)
	}
	if _, err := fora.publicar(sitio("um")); err == nil {
		t.Error("trocou um link para fora das versões")
	}
	ponto := novaPublicacao(".", "", 4)
	if _, err := ponto.publicar(sitio("um")); err == nil {
		t.Error(`aceitou -o "."`)
	}
}

// TestServidorSegueATroca: the server, on the link, serves each version
// from its swap on.
func TestServidorSegueATroca(t *testing.T) {
	p, _ := novaTeste(t)
	h := servidor.New(p.saida, nil)
	for _, v := range []string{"um", "dois"} {
		if _, err := p.publicar(sitio(v)); err != nil {
			t.Fatal(err)
		}
		for _, enc := range []string{"", "br", "gzip"} {
			r := httptest.NewRequest(http.MethodGet, "/legislacao/a/", nil)
			r.Header.Set("Accept-Encoding", enc)
			w := httptest.NewRecorder()
			h.ServeHTTP(w, r)
			corpo := w.Body.Bytes()
			switch enc {
			case "br":
				corpo, _ = io.ReadAll(brotli.NewReader(bytes.NewReader(corpo)))
			case "gzip":
				if z, err := gzip.NewReader(bytes.NewReader(corpo)); err == nil {
					corpo, _ = io.ReadAll(z)
				}
			}
			if w.Code != http.StatusOK || !bytes.Equal(corpo, sitio(v)["legislacao/a/index.html"]) {
				t.Errorf("%s, Accept-Encoding %q: %d %q", v, enc, w.Code, corpo)
			}
		}
	}
}

// TestQualidade: the module at brotliWasm and the index at most at
// brotliIndice, whatever -brotli says; the others at -brotli.
func TestQualidade(t *testing.T) {
	if q := qualidade("assets/calculadora-0A1B2C3D.wasm", 4); q != brotliWasm {
		t.Errorf("wasm: %d", q)
	}
	if q := qualidade(arquivoIndice, 4); q != 4 {
		t.Errorf("índice com -brotli 4: %d", q)
	}
	if q := qualidade(arquivoIndice, 11); q != brotliIndice {
		t.Errorf("índice com -brotli 11: %d", q)
	}
	if q := qualidade("index.html", 9); q != 9 {
		t.Errorf("página com -brotli 9: %d", q)
	}
}

// TestPublicarAoMesmoTempo: builds publishing to one output at once wait
// for each other (travar): every one succeeds, and the output is whole,
// one of their sites.
func TestPublicarAoMesmoTempo(t *testing.T) {
	p, _ := novaTeste(t)
	var wg sync.WaitGroup
	erros := make([]error, 8)
	for i := range erros {
		wg.Go(func() {
			q := novaPublicacao(p.saida, filepath.Join(filepath.Dir(p.saida), "cache"), 4)
			_, erros[i] = q.publicar(sitio(strconv.Itoa(i)))
		})
	}
	wg.Wait()
	if err := errors.Join(erros...); err != nil {
		t.Fatal(err)
	}
	got := arvore(t, p.saida)
	for i := range erros {
		if want := comIrmaos(sitio(strconv.Itoa(i))); maps.EqualFunc(got, want, bytes.Equal) {
			return
		}
	}
	t.Error("a saída não é nenhum dos sites publicados")
}

// TestEdicaoNoLugar is the reliability review's L-d (2026-12-03): a file
// of public/ written in place, keeping its size and its inode (dd
// conv=notrunc, rsync --inplace, an editor that writes in place), a page
// and a .br copy, reaches neither the store nor a later build: the next
// build of the same site puts the original bytes back, every object of the
// store still holds the bytes its name hashes, and a build of another site
// and then of the first again (another -base and back) publishes the
// original bytes. With hard links into the store, the object itself was
// edited and every later build published the edit.
func TestEdicaoNoLugar(t *testing.T) {
	for _, comLoja := range []bool{true, false} {
		p, _ := novaTeste(t)
		if !comLoja {
			p = novaPublicacao(p.saida, "", 4)
		}
		um := sitio("um")
		if _, err := p.publicar(um); err != nil {
			t.Fatal(err)
		}
		editar := func(n, de, para string) {
			t.Helper()
			f := filepath.Join(p.saida, filepath.FromSlash(n))
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			i := bytes.Index(b, []byte(de))
			if i < 0 || len(de) != len(para) {
				t.Fatalf("%s: %q não está no arquivo", n, de)
			}
			w, err := os.OpenFile(f, os.O_WRONLY, 0) // in place: same inode, same size
			if err != nil {
				t.Fatal(err)
			}
			if _, err := w.WriteAt([]byte(para), int64(i)); err != nil {
				t.Fatal(err)
			}
			w.Close()
		}
		editar("legislacao/a/index.html", "Art. 1", "XXXXXX")
		// the brotli copy: a byte in its middle, its size kept
		br := filepath.Join(p.saida, "index.html.br")
		b, _ := os.ReadFile(br)
		w, err := os.OpenFile(br, os.O_WRONLY, 0)
		if err != nil {
			t.Fatal(err)
		}
		w.WriteAt([]byte{b[len(b)/2] ^ 0xff}, int64(len(b)/2))
		w.Close()

		if _, err := p.publicar(um); err != nil {
			t.Fatal(err)
		}
		iguais(t, "o mesmo site de novo", arvore(t, p.saida), comIrmaos(um))
		if comLoja {
			es, err := os.ReadDir(p.objetos)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range es {
				if len(e.Name()) != 64 { // HASH, not HASH.br4, HASH.gz or podado
					continue
				}
				b, _ := os.ReadFile(filepath.Join(p.objetos, e.Name()))
				if s := sha256.Sum256(b); hex.EncodeToString(s[:]) != e.Name() {
					t.Errorf("o objeto %s não tem mais os bytes do seu hash", e.Name())
				}
			}
		}
		editar("legislacao/a/index.html", "Art. 1", "XXXXXX")
		editar("404.html", "<title>404", "<title>XXX") // the same in the next site: it must not be carried over
		if _, err := p.publicar(sitio("dois")); err != nil {
			t.Fatal(err)
		}
		iguais(t, "outro site", arvore(t, p.saida), comIrmaos(sitio("dois")))
		if _, err := p.publicar(um); err != nil {
			t.Fatal(err)
		}
		iguais(t, "outro site e o primeiro de novo", arvore(t, p.saida), comIrmaos(um))
	}
}

// TestBuildsEmSerie: a build of an output that another build holds says so,
// naming the other's process, and waits for it to end before it begins;
// then it holds the output in turn. The lock file survives the
// publication's cleaning, so that a third build still waits.
func TestBuildsEmSerie(t *testing.T) {
	p, _ := novaTeste(t)
	soltar, err := travarBuild(p.saida, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.publicar(sitio("um")); err != nil { // limpar runs meanwhile
		t.Fatal(err)
	}
	aviso := &avisoSeguro{}
	pegou := make(chan func(), 1)
	go func() {
		s, err := travarBuild(p.saida, aviso)
		if err != nil {
			t.Error(err)
			s = func() {}
		}
		pegou <- s
	}()
	// the second build is waiting: the first still holds the output
	for limite := time.Now().Add(10 * time.Second); ; time.Sleep(time.Millisecond) {
		select {
		case s := <-pegou:
			s()
			t.Fatal("o segundo build começou com o primeiro ainda em andamento")
		default:
		}
		if aviso.String() != "" || time.Now().After(limite) {
			break
		}
	}
	want := "gerar: outro build (processo " + strconv.Itoa(os.Getpid()) + ") está gerando " + p.saida +
		"; este espera ele terminar e publica depois dele.\n"
	if got := aviso.String(); got != want {
		t.Errorf("aviso %q, quero %q", got, want)
	}
	soltar()
	select {
	case s := <-pegou:
		s()
	case <-time.After(10 * time.Second):
		t.Fatal("o segundo build não começou depois que o primeiro terminou")
	}
}

// avisoSeguro is a writer read while another goroutine writes to it.
type avisoSeguro struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (a *avisoSeguro) Write(p []byte) (int, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.b.Write(p)
}

func (a *avisoSeguro) String() string {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.b.String()
}

// TestReciclarVersao: the third build makes the first build's folder, which
// no request reads any more, into the new version in place. The version
// served meanwhile is untouched, byte for byte and inode for inode; what
// the recycled folder held of its own (a stray file, a folder where a file
// goes, a file where a folder goes, a file edited in place keeping its
// size and time, a link) is gone or repaired; the new version is exactly
// the new site, a file unchanged since the first build keeps its inode,
// and two versions are left.
func TestReciclarVersao(t *testing.T) {
	p, _ := novaTeste(t)
	um := sitio("um")
	um["some/depois.txt"] = []byte("só na primeira")
	um["extra.txt"] = []byte("na primeira e na terceira")
	idUm, err := p.publicar(um)
	if err != nil {
		t.Fatal(err)
	}
	dois := sitio("dois")
	if _, err := p.publicar(dois); err != nil {
		t.Fatal(err)
	}
	servida, _ := filepath.EvalSymlinks(p.saida)
	antes := arvore(t, servida)
	inodes := map[string]os.FileInfo{}
	filepath.WalkDir(servida, func(f string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			inodes[f], _ = os.Stat(f)
		}
		return err
	})
	// what the recycled folder holds of its own
	velha := filepath.Join(p.versoes, idUm)
	pastaVelha, err := os.Stat(velha)
	if err != nil {
		t.Fatal(err)
	}
	css := filepath.Join(velha, "assets", "site-0A1B2C3D.css")
	cssAntes, _ := os.Stat(css)
	// a file of the old version only (the served one lacks it) edited in
	// place, its size and time kept: três has it with the first bytes
	extra := filepath.Join(velha, "extra.txt")
	fi, _ := os.Stat(extra)
	f, err := os.OpenFile(extra, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteAt([]byte("X"), 0)
	f.Close()
	os.Chtimes(extra, time.Time{}, fi.ModTime())
	escreverArquivo(t, filepath.Join(velha, "estranho.html"), "estranho")
	os.RemoveAll(filepath.Join(velha, "legislacao", "a"))
	escreverArquivo(t, filepath.Join(velha, "legislacao", "a"), "um arquivo onde vai uma pasta")
	os.Remove(filepath.Join(velha, "_headers"))
	os.MkdirAll(filepath.Join(velha, "_headers", "x"), 0o755)
	os.Symlink("/etc/passwd", filepath.Join(velha, "robots.txt"))

	tres := sitio("três")
	tres["extra.txt"] = um["extra.txt"]
	if _, err := p.publicar(tres); err != nil {
		t.Fatal(err)
	}
	iguais(t, "três", arvore(t, p.saida), comIrmaos(tres))
	iguais(t, "a versão servida durante o build", arvore(t, servida), antes)
	for f, a := range inodes {
		if b, err := os.Stat(f); err != nil || !os.SameFile(a, b) {
			t.Errorf("%s, da versão servida, foi trocado", f)
		}
	}
	nova, _ := filepath.EvalSymlinks(p.saida)
	if pastaNova, err := os.Stat(nova); err != nil || !os.SameFile(pastaVelha, pastaNova) {
		t.Errorf("a nova versão não é a pasta da primeira refeita (%v)", err)
	}
	if cssDepois, err := os.Stat(filepath.Join(nova, "assets", "site-0A1B2C3D.css")); err != nil || !os.SameFile(cssAntes, cssDepois) && !os.SameFile(inodes[filepath.Join(servida, "assets", "site-0A1B2C3D.css")], cssDepois) {
		t.Errorf("o CSS, igual nos três sites, foi escrito de novo (%v)", err)
	}
	if vs := entradas(t, p.versoes); len(vs) != 2 {
		t.Errorf("versões guardadas: %v, quero 2", vs)
	}
}

func escreverArquivo(t *testing.T, nome, texto string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(nome), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(nome, []byte(texto), 0o644); err != nil {
		t.Fatal(err)
	}
}
