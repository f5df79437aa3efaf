package main

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"viagemdedireito/generator/internal/cache"
	"viagemdedireito/generator/internal/modulo"
)

// limpo is the output of arquivos written into a new directory with no
// cache: what every incremental build must equal, byte for byte.
func limpo(t *testing.T, arquivos map[string][]byte) map[string][]byte {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "limpo")
	if _, err := escrever(dir, arquivos, novoCompressor(brotliPadrao, nil), nil); err != nil {
		t.Fatal(err)
	}
	return arvore(t, dir)
}

// envelhecido reads dir as a build would a while after the previous one
// (every file older than cache.MargemFirma), so that the signatures it sees
// may be recorded.
func envelhecido(t *testing.T, dir string) *anterior {
	t.Helper()
	a, err := lerAnterior(dir)
	if err != nil {
		t.Fatal(err)
	}
	a.inicio = time.Now().Add(time.Hour)
	return a
}

// TestFirmas: once the manifest has recorded the files' signatures, a build
// with nothing new reads no file of the output, and a file changed by hand
// afterwards (same size, one byte flipped; or truncated) is seen and
// written again, as is a sibling.
func TestFirmas(t *testing.T) {
	arquivos := map[string][]byte{
		"index.html":        bytes.Repeat([]byte("<p>Art. 1º É concedido passe livre.</p>\n"), 300),
		"legislacao/x.json": []byte(`{"slug":"x"}`),
		"img.png":           {0x89, 'P', 'N', 'G', 1, 2, 3},
	}
	want := limpo(t, arquivos)
	tmp := t.TempDir()
	dir := filepath.Join(tmp, "public")
	comp := novoCompressor(brotliPadrao, cache.Open(filepath.Join(tmp, "cache")))
	if comp.cache == nil {
		t.Fatal("sem a versão do brotli no executável de teste (debug.ReadBuildInfo): o compressor não guarda manifesto, e este teste não verificaria nada")
	}
	construir := func(caso string, a *anterior) *anterior {
		t.Helper()
		if a == nil {
			var err error
			if a, err = lerAnterior(dir); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := escrever(dir, arquivos, comp, a); err != nil {
			t.Fatalf("%s: %v", caso, err)
		}
		iguais(t, caso, arvore(t, dir), want)
		return a
	}
	registrados := func() map[string]visto {
		b, ok := comp.cache.Get(chaveManifesto(dir))
		if !ok {
			t.Fatal("sem manifesto no cache")
		}
		m, err := decodificarManifesto(b)
		if err != nil {
			t.Fatal(err)
		}
		return m.arquivos
	}
	construir("primeiro", nil)
	if a := construir("logo depois", nil); a.lidos.Load() == 0 {
		t.Error("logo depois do primeiro build: nenhum arquivo lido, mas as firmas ainda não valiam")
	}
	// files written a moment ago: their signatures could be those of a
	// write in the same tick of the clock, and are not recorded.
	if r := registrados(); len(r) != 0 {
		t.Errorf("firmas de arquivos recém-escritos no manifesto: %v", r)
	}
	// a file written a moment ago that gets other bytes (of the same size)
	// is replaced without being read: the manifest knows the bytes it had
	// (escritos), the unchanged ones are read as before.
	antes := construir("logo depois, de novo", nil).lidos.Load()
	arquivos["legislacao/x.json"] = []byte(`{"slug":"z"}`)
	want = limpo(t, arquivos)
	if depois := construir("logo depois, outros bytes", nil).lidos.Load(); depois >= antes {
		t.Errorf("logo depois, outros bytes: %d arquivos lidos, quero menos que os %d de antes (o novo não precisa ser lido)", depois, antes)
	}
	if a := construir("mais tarde", envelhecido(t, dir)); a.lidos.Load() == 0 {
		t.Error("mais tarde: nenhum arquivo lido para registrar as firmas")
	}
	if r := registrados(); len(r) != len(want) {
		t.Errorf("mais tarde: %d firmas no manifesto, quero %d (todos os arquivos)", len(r), len(want))
	}
	if a := construir("com as firmas", envelhecido(t, dir)); a.lidos.Load() != 0 {
		t.Errorf("com as firmas no manifesto: %d arquivo(s) lido(s), quero 0", a.lidos.Load())
	}
	// edits by hand, right after the signatures were recorded.
	virar := func(n string) {
		b := bytes.Clone(want[n])
		b[len(b)/2] ^= 1
		if err := os.WriteFile(filepath.Join(dir, n), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	virar("index.html")
	virar("legislacao/x.json.br")
	if err := os.WriteFile(filepath.Join(dir, "index.html.gz"), want["index.html.gz"][:10], 0o644); err != nil {
		t.Fatal(err)
	}
	construir("editados à mão", envelhecido(t, dir))
	if a := construir("de novo com as firmas", envelhecido(t, dir)); a.lidos.Load() > 3 {
		t.Errorf("depois do reparo: %d arquivos lidos, quero no máximo os 3 reescritos", a.lidos.Load())
	}

	// new bytes of the same size where the manifest vouches for the old.
	arquivos["legislacao/x.json"] = []byte(`{"slug":"y"}`)
	want = limpo(t, arquivos)
	construir("mesmo tamanho, outros bytes", envelhecido(t, dir))

	// a damaged manifest, or one of another format, is ignored: the files
	// are read, and the one edited by hand is written again.
	chave := chaveManifesto(dir)
	for _, lixo := range [][]byte{[]byte("gerar-manifesto 2\nlixo\n"), []byte("gerar-manifesto 1\n"), nil} {
		if err := comp.cache.Put(chave, lixo); err != nil {
			t.Fatal(err)
		}
		virar("index.html")
		construir("manifesto estragado", envelhecido(t, dir))
	}
}

// TestTardio: a file given with no bytes (the module left in the cache) is
// not read when the output has it with its siblings, is read when it does
// not, and a failed read stops the build with the reader's error.
func TestTardio(t *testing.T) {
	wasm := append([]byte("\x00asm\x01\x00\x00\x00"), bytes.Repeat([]byte("calculadora "), 3000)...)
	const n = "assets/calculadora-0A1B2C3D.wasm"
	cheio := map[string][]byte{"index.html": []byte("<p>oi</p>"), n: wasm}
	want := limpo(t, cheio)
	tmp := t.TempDir()
	dir := filepath.Join(tmp, "public")
	comp := novoCompressor(brotliPadrao, cache.Open(filepath.Join(tmp, "cache")))
	leituras := 0
	tardios := map[string]tardio{n: {soma: sha256.Sum256(wasm), tamanho: len(wasm), ler: func() ([]byte, error) {
		leituras++
		return wasm, nil
	}}}
	vazio := map[string][]byte{"index.html": cheio["index.html"], n: nil}
	construir := func(caso string, a *anterior) {
		t.Helper()
		if _, err := escreverTardios(dir, vazio, tardios, comp, a); err != nil {
			t.Fatalf("%s: %v", caso, err)
		}
		iguais(t, caso, arvore(t, dir), want)
	}
	construir("sem saída anterior", nil)
	if leituras != 1 {
		t.Errorf("sem saída anterior: %d leituras do módulo, quero 1", leituras)
	}
	construir("com a saída anterior", nil)
	construir("com as firmas", envelhecido(t, dir))
	if comp.cache != nil && leituras != 1 {
		t.Errorf("com o módulo na saída: %d leituras, quero 1", leituras)
	}
	os.Remove(filepath.Join(dir, n+".br"))
	construir("sem o .br", nil)
	if leituras != 2 {
		t.Errorf("sem o .br do módulo: %d leituras, quero 2", leituras)
	}
	os.Remove(filepath.Join(dir, n))
	tardios[n] = tardio{soma: sha256.Sum256(wasm), tamanho: len(wasm), ler: func() ([]byte, error) { return nil, modulo.ErrTardio }}
	if _, err := escreverTardios(dir, vazio, tardios, comp, nil); !errors.Is(err, modulo.ErrTardio) {
		t.Errorf("leitura que falha: %v, quero modulo.ErrTardio", err)
	}
}
