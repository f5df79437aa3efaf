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
	if _, err := escrever(dir, arquivos, novoCompressor(brotliPadrao, nil)); err != nil {
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
	if _, err := escrever(dir, map[string][]byte{"index.html": []byte("novo")}, novoCompressor(brotliPadrao, nil)); err != nil {
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
		if _, err := escrever(dir, map[string][]byte{"index.html": nil}, novoCompressor(brotliPadrao, nil)); err == nil {
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
// bytes without a cache, with an empty one, with a full one, and with one
// whose every entry was damaged (the damage is detected and the entries
// rewritten).
func TestBuildCache(t *testing.T) {
	tmp := t.TempDir()
	dirCache := filepath.Join(tmp, "cache")
	construir := func(nome string, args ...string) map[string][]byte {
		t.Helper()
		dir := filepath.Join(tmp, nome)
		args = append([]string{"-conteudo", "../../../content", "-o", dir}, args...)
		if err := build(args); err != nil {
			t.Fatalf("%s: %v", nome, err)
		}
		return arvore(t, dir)
	}
	semCache := construir("sem-cache", "-cache", "")
	if len(semCache) == 0 {
		t.Fatal("saída vazia")
	}
	if _, err := os.Stat(dirCache); err == nil {
		t.Fatal(`-cache "" criou o cache`)
	}
	vazio := construir("vazio", "-cache", dirCache)
	iguais(t, "cache vazio", vazio, semCache)
	entradas := arvore(t, dirCache)
	if _, ok := entradas["podado"]; !ok {
		t.Error("o cache não foi podado no primeiro build (sem a marca podado)")
	}
	delete(entradas, "podado")
	// one entry per text file (its .br and .gz), and the bundle.
	texto := 0
	for n := range semCache {
		if strings.HasSuffix(n, ".br") {
			texto++
		}
	}
	if len(entradas) != texto+1 {
		t.Errorf("%d entradas no cache, quero %d", len(entradas), texto+1)
	}
	cheio := construir("cheio", "-cache", dirCache)
	iguais(t, "cache cheio", cheio, semCache)

	for n, b := range entradas {
		b[len(b)-1] ^= 0xff
		if err := os.WriteFile(filepath.Join(dirCache, n), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	estragado := construir("estragado", "-cache", dirCache)
	iguais(t, "cache estragado", estragado, semCache)
	c := cache.Open(dirCache)
	for n := range arvore(t, dirCache) {
		if n == "podado" {
			continue
		}
		var k cache.Key
		if _, err := hex.Decode(k[:], []byte(filepath.Base(n))); err != nil {
			t.Fatalf("%s: %v", n, err)
		}
		if _, ok := c.Get(k); !ok {
			t.Errorf("entrada %s continua estragada", n)
		}
	}
	// a cache that cannot be written is a warning, not a failure.
	arquivo := filepath.Join(tmp, "nao-e-pasta")
	os.WriteFile(arquivo, nil, 0o644)
	iguais(t, "cache impossível", construir("impossivel", "-cache", arquivo), semCache)
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

// TestQualidadeNaChave: the brotli quality is part of the cache key, so a
// build at another quality never reuses the bytes of the previous one.
func TestQualidadeNaChave(t *testing.T) {
	arquivos := map[string][]byte{"index.html": bytes.Repeat([]byte("<p>Art. 1º É concedido passe livre às pessoas portadoras de deficiência.</p>\n"), 200)}
	c := cache.Open(filepath.Join(t.TempDir(), "cache"))
	for _, q := range []int{1, 11, 1} {
		com, _, err := novoCompressor(q, c).saidas(arquivos)
		if err != nil {
			t.Fatal(err)
		}
		sem, _, err := novoCompressor(q, nil).saidas(arquivos)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(com["index.html.br"], sem["index.html.br"]) {
			t.Errorf("qualidade %d: o .br do cache é de outra qualidade", q)
		}
	}
}

// FuzzSeparar: any entry payload either splits into two parts that juntar
// puts back together into the same bytes, or is refused; never a panic.
func FuzzSeparar(f *testing.F) {
	f.Add(juntar([]byte("br"), []byte("gz")))
	f.Add(juntar(nil, nil))
	f.Add([]byte{0, 0, 0, 0, 0, 0, 0, 9, 1})
	f.Add([]byte{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff})
	f.Fuzz(func(t *testing.T, e []byte) {
		br, gz, ok := separar(e)
		if ok && len(e) < 8 {
			t.Fatal("aceitou uma entrada curta")
		}
		if ok && !bytes.Equal(juntar(br, gz), e) {
			t.Fatalf("juntar(separar(e)) != e")
		}
	})
}
