package cache

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"
)

func chave(s string) Key {
	h := NewHasher("teste")
	h.WriteString(s)
	return h.Key()
}

func TestGetPut(t *testing.T) {
	c := Open(filepath.Join(t.TempDir(), "c"))
	k := chave("a")
	if _, ok := c.Get(k); ok {
		t.Fatal("cache vazio devolveu uma entrada")
	}
	if err := c.Put(k, []byte("conteúdo")); err != nil {
		t.Fatal(err)
	}
	got, ok := c.Get(k)
	if !ok || string(got) != "conteúdo" {
		t.Fatalf("Get = %q, %v", got, ok)
	}
	if _, ok := c.Get(chave("b")); ok {
		t.Error("outra chave devolveu a entrada de a")
	}
	// an empty payload is a valid entry.
	if err := c.Put(chave("vazio"), nil); err != nil {
		t.Fatal(err)
	}
	if got, ok := c.Get(chave("vazio")); !ok || len(got) != 0 {
		t.Errorf("entrada vazia: %q, %v", got, ok)
	}
	// no temporary file is left behind.
	tmp, _ := filepath.Glob(filepath.Join(c.Dir(), ".tmp-*"))
	if len(tmp) > 0 {
		t.Errorf("temporários deixados: %v", tmp)
	}
}

func TestNil(t *testing.T) {
	var c *Cache = Open("")
	if c != nil {
		t.Fatal(`Open("") deveria ser nil`)
	}
	if err := c.Put(chave("a"), []byte("x")); err != nil {
		t.Fatal(err)
	}
	if _, ok := c.Get(chave("a")); ok {
		t.Error("cache nil devolveu uma entrada")
	}
}

// TestCorrompida: a damaged entry is a miss, and the next Put repairs it.
func TestCorrompida(t *testing.T) {
	c := Open(t.TempDir())
	k := chave("a")
	payload := []byte("<!DOCTYPE html><p>Art. 1º</p>")
	estragos := map[string]func([]byte) []byte{
		"byte trocado no payload": func(b []byte) []byte { b[len(b)-1] ^= 1; return b },
		"byte trocado no hash":    func(b []byte) []byte { b[len(magic)] ^= 1; return b },
		"truncada":                func(b []byte) []byte { return b[:len(b)-3] },
		"só o cabeçalho":          func(b []byte) []byte { return b[:header-1] },
		"vazia":                   func([]byte) []byte { return nil },
		"outra versão":            func(b []byte) []byte { b[len(magic)-2] = '2'; return b },
		"byte a mais":             func(b []byte) []byte { return append(b, 0) },
	}
	for nome, estraga := range estragos {
		if err := c.Put(k, payload); err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(c.path(k))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(c.path(k), estraga(b), 0o644); err != nil {
			t.Fatal(err)
		}
		if got, ok := c.Get(k); ok {
			t.Errorf("%s: Get aceitou a entrada estragada: %q", nome, got)
		}
		if err := c.Put(k, payload); err != nil {
			t.Fatal(err)
		}
		if got, ok := c.Get(k); !ok || !bytes.Equal(got, payload) {
			t.Errorf("%s: Put não reparou a entrada", nome)
		}
	}
}

// TestConcorrente: many writers of the same keys at once (two builds) and
// readers in between never see a partial entry.
func TestConcorrente(t *testing.T) {
	c := Open(t.TempDir())
	var wg sync.WaitGroup
	erros := make(chan error, 100)
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 50 {
				k := chave(fmt.Sprint(i % 5))
				want := bytes.Repeat([]byte{byte(i % 5)}, 10000+i%5)
				if g%2 == 0 {
					if err := c.Put(k, want); err != nil {
						erros <- err
						return
					}
				} else if got, ok := c.Get(k); ok && !bytes.Equal(got, want) {
					erros <- fmt.Errorf("chave %d: entrada parcial ou errada (%d bytes)", i%5, len(got))
					return
				}
			}
		}()
	}
	wg.Wait()
	close(erros)
	for err := range erros {
		t.Error(err)
	}
}

// TestHasher: parts are length-prefixed and the kind is part of the key.
func TestHasher(t *testing.T) {
	k := func(kind string, partes ...string) Key {
		h := NewHasher(kind)
		for _, p := range partes {
			h.WriteString(p)
		}
		return h.Key()
	}
	if k("x", "ab", "c") == k("x", "a", "bc") {
		t.Error(`("ab","c") e ("a","bc") têm a mesma chave`)
	}
	if k("brotli", "a") == k("gzip", "a") {
		t.Error("tipos diferentes têm a mesma chave")
	}
	if k("x", "a") != k("x", "a") {
		t.Error("a mesma entrada deu chaves diferentes")
	}
}

// FuzzDecode: whatever bytes an entry file holds, decode never panics, and it
// accepts exactly the files that encode produces.
func FuzzDecode(f *testing.F) {
	f.Add(encode([]byte("abc")))
	f.Add(encode(nil))
	f.Add([]byte(magic))
	f.Add([]byte("lixo"))
	f.Fuzz(func(t *testing.T, b []byte) {
		payload, ok := decode(b)
		if ok != bytes.Equal(encode(payload), b) {
			t.Fatalf("decode = %v, mas encode(payload) == entrada é %v", ok, !ok)
		}
	})
}

// TestPrune: entries unused for longer than the age go, used ones stay (Get
// refreshes an old time), and files that are not entries are left alone.
func TestPrune(t *testing.T) {
	c := Open(t.TempDir())
	velho := time.Now().Add(-40 * 24 * time.Hour)
	for _, s := range []string{"usada", "esquecida", "recente"} {
		if err := c.Put(chave(s), []byte(s)); err != nil {
			t.Fatal(err)
		}
	}
	for _, s := range []string{"usada", "esquecida"} {
		os.Chtimes(c.path(chave(s)), velho, velho)
	}
	alheio := filepath.Join(c.Dir(), "LEIA-ME")
	os.WriteFile(alheio, []byte("x"), 0o644)
	os.Chtimes(alheio, velho, velho)
	tmp := filepath.Join(c.Dir(), ".tmp-123")
	os.WriteFile(tmp, []byte("x"), 0o644)
	os.Chtimes(tmp, velho, velho)

	if _, ok := c.Get(chave("usada")); !ok {
		t.Fatal("entrada usada sumiu antes da poda")
	}
	n, err := c.Prune(30 * 24 * time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	if n != 2 {
		t.Errorf("Prune removeu %d arquivos, quero 2 (a esquecida e o temporário)", n)
	}
	for s, fica := range map[string]bool{"usada": true, "recente": true, "esquecida": false} {
		if _, ok := c.Get(chave(s)); ok != fica {
			t.Errorf("%s: depois da poda, presente = %v", s, ok)
		}
	}
	if _, err := os.Stat(alheio); err != nil {
		t.Error("Prune removeu um arquivo que não é do cache")
	}
	if _, err := Open(filepath.Join(t.TempDir(), "nao-existe")).Prune(time.Hour); err != nil {
		t.Errorf("Prune de um cache ainda não criado: %v", err)
	}
}

// TestSoma: Soma gives the hash and size of what Put stored, without the
// payload, and misses where Get misses for want of an entry or a header.
func TestSoma(t *testing.T) {
	c := Open(filepath.Join(t.TempDir(), "c"))
	k := NewHasher("teste").Key()
	if _, _, ok := c.Soma(k); ok {
		t.Error("Soma de uma entrada que não existe")
	}
	payload := bytes.Repeat([]byte("módulo "), 1000)
	if err := c.Put(k, payload); err != nil {
		t.Fatal(err)
	}
	soma, n, ok := c.Soma(k)
	if !ok || soma != sha256.Sum256(payload) || n != int64(len(payload)) {
		t.Errorf("Soma = %x, %d, %v; quero %x, %d", soma, n, ok, sha256.Sum256(payload), len(payload))
	}
	if err := os.WriteFile(c.path(k), []byte("outro formato\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, _, ok := c.Soma(k); ok {
		t.Error("Soma de um arquivo sem o cabeçalho do cache")
	}
	var nulo *Cache
	if _, _, ok := nulo.Soma(k); ok {
		t.Error("Soma num cache nil")
	}
}

// TestConfiavel: a signature vouches only for times older than the margin.
func TestConfiavel(t *testing.T) {
	inicio := time.Now()
	velho := inicio.Add(-2 * MargemFirma).UnixNano()
	novo := inicio.Add(-MargemFirma / 2).UnixNano()
	for _, c := range []struct {
		mtime, ctime int64
		want         bool
	}{{velho, velho, true}, {velho, novo, false}, {novo, velho, false}, {novo, novo, false}} {
		if got := Confiavel(c.mtime, c.ctime, inicio); got != c.want {
			t.Errorf("Confiavel(%d, %d) = %v, quero %v", c.mtime, c.ctime, got, c.want)
		}
	}
}
