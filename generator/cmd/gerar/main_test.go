package main

import (
	"bytes"
	"compress/gzip"
	"encoding/hex"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/andybalholm/brotli"

	"viagemdedireito/generator/internal/cache"
)

// TestEscrever: text files get .br and .gz siblings that decompress to the
// same bytes; other files do not.
func TestEscrever(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "public")
	arquivos := map[string][]byte{
		"index.html":            []byte("<!DOCTYPE html><p>olá</p>"),
		"legislacao/x.json":     []byte(`{"a":1}`),
		"assets/imagem-ABC.png": {0x89, 'P', 'N', 'G'},
	}
	if _, err := escrever(dir, arquivos, novoCompressor(brotliPadrao, nil), nil); err != nil {
		t.Fatal(err)
	}
	for nome, b := range arquivos {
		got, err := os.ReadFile(filepath.Join(dir, nome))
		if err != nil || !bytes.Equal(got, b) {
			t.Errorf("%s: %v", nome, err)
		}
	}
	for _, nome := range []string{"index.html", "legislacao/x.json"} {
		br, err := os.ReadFile(filepath.Join(dir, nome+".br"))
		if err != nil {
			t.Fatal(err)
		}
		d, _ := io.ReadAll(brotli.NewReader(bytes.NewReader(br)))
		if !bytes.Equal(d, arquivos[nome]) {
			t.Errorf("%s.br não descomprime para o original", nome)
		}
		gz, err := os.ReadFile(filepath.Join(dir, nome+".gz"))
		if err != nil {
			t.Fatal(err)
		}
		r, err := gzip.NewReader(bytes.NewReader(gz))
		if err != nil {
			t.Fatal(err)
		}
		d, _ = io.ReadAll(r)
		if !bytes.Equal(d, arquivos[nome]) {
			t.Errorf("%s.gz não descomprime para o original", nome)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "assets/imagem-ABC.png.br")); err == nil {
		t.Error("PNG não deveria ter .br")
	}
	// a second build replaces the previous one.
	if _, err := escrever(dir, map[string][]byte{"index.html": []byte("novo")}, novoCompressor(brotliPadrao, nil), nil); err != nil {
		t.Fatal(err)
	}
	if got := arvore(t, dir); len(got) != 3 || string(got["index.html"]) != "novo" {
		t.Errorf("a saída anterior não foi substituída: %v", nomes(got))
	}
}

// TestEscreverRecusa: a non-empty directory that is not a previous build
// (a repository, say) is never wiped.
func TestEscreverRecusa(t *testing.T) {
	for _, arquivo := range []string{"go.mod", "notas.txt"} {
		dir := t.TempDir()
		os.WriteFile(filepath.Join(dir, "index.html"), nil, 0o644)
		os.WriteFile(filepath.Join(dir, arquivo), []byte("x"), 0o644)
		if arquivo == "notas.txt" {
			os.Remove(filepath.Join(dir, "index.html"))
		}
		if _, err := escrever(dir, map[string][]byte{"index.html": nil}, novoCompressor(brotliPadrao, nil), nil); err == nil {
			t.Errorf("com %s: escrever deveria recusar", arquivo)
		}
		if _, err := os.Stat(filepath.Join(dir, arquivo)); err != nil {
			t.Errorf("com %s: o diretório foi apagado", arquivo)
		}
	}
}

// TestSincronizar: the output directory ends up holding exactly the new
// files, whatever the previous output left (stale files and folders, a
// folder where a file goes, a file where a folder goes, a symbolic link, a
// temporary file of an interrupted build), and files whose bytes did not
// change are not rewritten.
func TestSincronizar(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "public")
	antes := map[string][]byte{
		"index.html":             []byte("igual"),
		"a/index.html":           []byte("velho"),
		"velha/index.html":       []byte("sai"),
		"velha/fundo/x.css":      []byte("sai"),
		"pasta-vira-arquivo/x":   []byte("sai"),
		"arquivo-vira-pasta":     []byte("sai"),
		"b/index.html.tmp-12345": []byte("interrompido"),
	}
	if err := sincronizar(dir, antes); err != nil {
		t.Fatal(err)
	}
	alvo := filepath.Join(t.TempDir(), "fora.html")
	os.WriteFile(alvo, []byte("fora"), 0o644)
	if err := os.Symlink(alvo, filepath.Join(dir, "link.html")); err != nil {
		t.Fatal(err)
	}
	velho := time.Now().Add(-time.Hour)
	if err := os.Chtimes(filepath.Join(dir, "index.html"), velho, velho); err != nil {
		t.Fatal(err)
	}
	depois := map[string][]byte{
		"index.html":           []byte("igual"),
		"a/index.html":         []byte("novo"),
		"pasta-vira-arquivo":   []byte("agora arquivo"),
		"arquivo-vira-pasta/x": []byte("agora pasta"),
		"link.html":            []byte("não mais link"),
		"b/index.html":         []byte("b"),
	}
	if err := sincronizar(dir, depois); err != nil {
		t.Fatal(err)
	}
	got := arvore(t, dir)
	if len(got) != len(depois) {
		t.Errorf("arquivos = %v, quero %v", nomes(got), nomes(depois))
	}
	for n, b := range depois {
		if !bytes.Equal(got[n], b) {
			t.Errorf("%s = %q, quero %q", n, got[n], b)
		}
	}
	if fi, err := os.Lstat(filepath.Join(dir, "link.html")); err != nil || !fi.Mode().IsRegular() {
		t.Errorf("link.html deveria virar um arquivo comum: %v", err)
	}
	if b, _ := os.ReadFile(alvo); string(b) != "fora" {
		t.Errorf("escreveu através do link, fora da saída: %q", b)
	}
	if fi, err := os.Stat(filepath.Join(dir, "index.html")); err != nil || !fi.ModTime().Equal(velho) {
		t.Errorf("index.html, com os mesmos bytes, foi reescrito")
	}
	if _, err := os.Stat(filepath.Join(dir, "velha")); err == nil {
		t.Error("a pasta velha, sem arquivos novos, ficou")
	}
}

// TestBuildCache: the whole "gerar build" on the real content gives the same
// bytes without a cache, with an empty one, with a full one (which keeps the
// siblings of the previous output instead of compressing again), with
// siblings damaged in the output directory, and with every cache entry
// damaged: the damage is detected and repaired.
func TestBuildCache(t *testing.T) {
	tmp := t.TempDir()
	dirCache := filepath.Join(tmp, "cache")
	dir := filepath.Join(tmp, "public")
	construir := func(caso, dir string, args ...string) map[string][]byte {
		t.Helper()
		args = append([]string{"-conteudo", "../../../content", "-o", dir}, args...)
		if err := build(args); err != nil {
			t.Fatalf("%s: %v", caso, err)
		}
		return arvore(t, dir)
	}
	semCache := construir("sem cache", filepath.Join(tmp, "sem-cache"), "-cache", "")
	if len(semCache) == 0 {
		t.Fatal("saída vazia")
	}
	if _, err := os.Stat(dirCache); err == nil {
		t.Fatal(`-cache "" criou o cache`)
	}
	iguais(t, "cache vazio", construir("cache vazio", dir, "-cache", dirCache), semCache)
	entradas := arvore(t, dirCache)
	if _, ok := entradas["podado"]; !ok {
		t.Error("o cache não foi podado no primeiro build (sem a marca podado)")
	}
	delete(entradas, "podado")
	if _, ok := entradas[chaveManifesto(dir).String()]; !ok {
		t.Errorf("sem o manifesto de %s no cache: %v", dir, nomes(entradas))
	}

	// a warm build reuses every sibling: none is rewritten.
	velho := time.Now().Add(-time.Hour)
	for n := range semCache {
		os.Chtimes(filepath.Join(dir, n), velho, velho)
	}
	iguais(t, "cache cheio", construir("cache cheio", dir, "-cache", dirCache), semCache)
	for n := range semCache {
		if fi, err := os.Stat(filepath.Join(dir, n)); err != nil || !fi.ModTime().Equal(velho) {
			t.Errorf("cache cheio: %s foi reescrito", n)
		}
	}

	// siblings damaged in the output directory are compressed again.
	estragados := 0
	for n, b := range semCache {
		if strings.HasSuffix(n, ".br") || strings.HasSuffix(n, ".gz") {
			if estragados%2 == 0 {
				b = append([]byte(nil), b...)
				b[len(b)/2] ^= 1
			} else {
				b = b[:len(b)-1]
			}
			os.WriteFile(filepath.Join(dir, n), b, 0o644)
			if estragados++; estragados == 4 {
				break
			}
		}
	}
	iguais(t, "irmãos estragados", construir("irmãos estragados", dir, "-cache", dirCache), semCache)

	// every cache entry damaged: detected, and written again.
	for n, b := range entradas {
		b[len(b)-1] ^= 0xff
		if err := os.WriteFile(filepath.Join(dirCache, n), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	iguais(t, "cache estragado", construir("cache estragado", dir, "-cache", dirCache), semCache)
	c := cache.Open(dirCache)
	for n := range entradas {
		var k cache.Key
		if _, err := hex.Decode(k[:], []byte(n)); err != nil {
			t.Fatalf("%s: %v", n, err)
		}
		if _, ok := c.Get(k); !ok {
			t.Errorf("entrada %s continua estragada", n)
		}
	}
	// a cache that cannot be written is a warning, not a failure.
	arquivo := filepath.Join(tmp, "nao-e-pasta")
	os.WriteFile(arquivo, nil, 0o644)
	iguais(t, "cache impossível", construir("cache impossível", dir, "-cache", arquivo), semCache)
}

func iguais(t *testing.T, caso string, got, want map[string][]byte) {
	t.Helper()
	if len(got) != len(want) {
		t.Errorf("%s: %d arquivos, quero %d", caso, len(got), len(want))
	}
	for n, b := range want {
		if !bytes.Equal(got[n], b) {
			t.Errorf("%s: %s difere da saída sem cache", caso, n)
		}
	}
}

// arvore reads every regular file under dir, by slash path.
func arvore(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		rel, _ := filepath.Rel(dir, p)
		out[filepath.ToSlash(rel)] = b
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func nomes(m map[string][]byte) []string {
	var s []string
	for n := range m {
		s = append(s, n)
	}
	return s
}

// TestQualidadeNaChave: the brotli quality is part of the manifest's keys,
// so a build at another quality never keeps the siblings of the previous one.
func TestQualidadeNaChave(t *testing.T) {
	arquivos := map[string][]byte{"index.html": bytes.Repeat([]byte("<p>Art. 1º É concedido passe livre às pessoas portadoras de deficiência.</p>\n"), 200)}
	tmp := t.TempDir()
	c := cache.Open(filepath.Join(tmp, "cache"))
	for _, q := range []int{1, 11, 1} {
		if _, err := escrever(filepath.Join(tmp, "com"), arquivos, novoCompressor(q, c), nil); err != nil {
			t.Fatal(err)
		}
		if _, err := escrever(filepath.Join(tmp, "sem"), arquivos, novoCompressor(q, nil), nil); err != nil {
			t.Fatal(err)
		}
		com, _ := os.ReadFile(filepath.Join(tmp, "com", "index.html.br"))
		sem, _ := os.ReadFile(filepath.Join(tmp, "sem", "index.html.br"))
		if !bytes.Equal(com, sem) {
			t.Errorf("qualidade %d: ficou o .br de outra qualidade", q)
		}
	}
}

// FuzzManifesto: whatever the manifest entry holds, decoding never panics,
// and what it accepts it writes back the same.
func FuzzManifesto(f *testing.F) {
	m := novoManifesto()
	var k cache.Key
	k[0] = 1
	m.irmaos[k] = registro{br: [32]byte{2}, gz: [32]byte{3}}
	m.arquivos["legislacao/lei 1/index.html"] = visto{soma: [32]byte{4}, firma: "10,644,1,2,3,4"}
	m.chaves["legislacao/lei 1/index.html"] = feitoSob{chave: [32]byte{5}, soma: [32]byte{6}, tamanho: 10}
	m.escritos["busca/indice.json"] = [32]byte{7}
	f.Add(m.codificar())
	f.Add([]byte(cabecalhoManifesto + "c 00 11 +1 x\n"))
	f.Add([]byte(""))
	f.Add([]byte(cabecalhoManifesto + "i ab cd ef\n"))
	f.Add([]byte(cabecalhoManifesto + "a 00 x y\n"))
	f.Add([]byte(cabecalhoManifesto + "e 00 x\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		m, err := decodificarManifesto(b)
		if err != nil {
			return
		}
		if got := m.codificar(); !bytes.Equal(got, b) {
			// accepted input may list a key twice or out of order; the
			// decoded manifest must then round-trip on its own.
			m2, err := decodificarManifesto(got)
			if err != nil || !bytes.Equal(m2.codificar(), got) {
				t.Fatalf("manifesto não faz ida e volta: %q", b)
			}
		}
	})
}

// TestManifestoIdaEVolta: what codificar writes, decodificarManifesto reads
// back the same, paths with spaces included.
func TestManifestoIdaEVolta(t *testing.T) {
	m := novoManifesto()
	m.irmaos[cache.Key{9}] = registro{br: [32]byte{1}, gz: [32]byte{2}}
	m.arquivos["a b/index.html"] = visto{soma: [32]byte{3}, firma: "1,2,3,4,5,6"}
	m.arquivos["x.css"] = visto{soma: [32]byte{5}, firma: "7,8,9,10,11,12"}
	m.chaves["a b/index.html"] = feitoSob{chave: [32]byte{7}, soma: [32]byte{8}, tamanho: 1234}
	m.escritos["a b/index.html"] = [32]byte{9}
	got, err := decodificarManifesto(m.codificar())
	if err != nil {
		t.Fatal(err)
	}
	if len(got.irmaos) != 1 || got.irmaos[cache.Key{9}] != m.irmaos[cache.Key{9}] || len(got.arquivos) != 2 ||
		got.arquivos["a b/index.html"] != m.arquivos["a b/index.html"] || got.arquivos["x.css"] != m.arquivos["x.css"] ||
		len(got.chaves) != 1 || got.chaves["a b/index.html"] != m.chaves["a b/index.html"] ||
		len(got.escritos) != 1 || got.escritos["a b/index.html"] != m.escritos["a b/index.html"] {
		t.Errorf("ida e volta: %+v, quero %+v", got, m)
	}
	if _, err := decodificarManifesto([]byte("gerar-manifesto 3\n")); err == nil {
		t.Error("aceitou um manifesto de outra versão")
	}
}
