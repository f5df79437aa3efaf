package main

import (
	"bytes"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"
	"testing"

	"viagemdedireito/generator/internal/cache"
	"viagemdedireito/site"
)

// TestRecursos: the bundle from the cache is the one esbuild makes, and an
// entry that is intact but not a bundle is replaced, not used.
func TestRecursos(t *testing.T) {
	want, err := site.Build()
	if err != nil {
		t.Fatal(err)
	}
	c := cache.Open(filepath.Join(t.TempDir(), "cache"))
	for _, caso := range []string{"vazio", "cheio"} {
		got, aviso, err := recursos(c)
		if err != nil || aviso != nil {
			t.Fatalf("%s: %v, %v", caso, err, aviso)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: bundle diferente do site.Build", caso)
		}
	}
	h := cache.NewHasher("bundle")
	h.WriteString(buildID())
	if err := c.Put(h.Key(), codificarBundle(&site.Bundle{Files: map[string][]byte{"assets/a.css": nil}, Paths: map[string]string{"site.css": "/assets/a.css"}})); err != nil {
		t.Fatal(err)
	}
	got, _, err := recursos(c)
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("entrada que não é um bundle foi usada: %v", err)
	}
	if b, ok := c.Get(h.Key()); !ok || !strings.Contains(string(b), "site.css") {
		t.Error("a entrada errada não foi substituída")
	}
}

// TestBuildID: the running executable has a build ID (Linux: from the ELF
// note), and the marker form is found where the linker puts it elsewhere.
func TestBuildID(t *testing.T) {
	if runtime.GOOS == "linux" && buildID() == "" {
		t.Error("sem build ID no executável de teste")
	}
	b := []byte("lixo\xff Go build ID: \"abc/def\"\n \xff resto")
	if got := idMarcado(b); got != "abc/def" {
		t.Errorf("idMarcado = %q", got)
	}
	for _, s := range []string{"", "\xff Go build ID: \"", "\xff Go build ID: \"\"\n \xff", "Go build ID: \"x\"\n \xff"} {
		if got := idMarcado([]byte(s)); got != "" {
			t.Errorf("idMarcado(%q) = %q, quero vazio", s, got)
		}
	}
}

// normalizado is b with empty files as nil (the decoding's empty runs).
func normalizado(b *site.Bundle) *site.Bundle {
	c := &site.Bundle{Files: map[string][]byte{}, Paths: b.Paths}
	for n, v := range b.Files {
		if len(v) == 0 {
			v = nil
		}
		c.Files[n] = v
	}
	return c
}

// TestCodificarBundle: the real bundle goes through the cache's encoding
// unchanged, and a truncated or padded one is refused.
func TestCodificarBundle(t *testing.T) {
	want, err := site.Build()
	if err != nil {
		t.Fatal(err)
	}
	dados := codificarBundle(want)
	got, err := decodificarBundle(dados)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(normalizado(got), normalizado(want)) {
		t.Error("bundle diferente depois de codificado")
	}
	for _, ruim := range [][]byte{dados[:len(dados)-1], append(bytes.Clone(dados), 0), dados[:len(cabecalhoBundle)], []byte("gerar-bundle 1\n")} {
		if _, err := decodificarBundle(ruim); err == nil {
			t.Errorf("aceitou %d bytes", len(ruim))
		}
	}
}

// FuzzDecodificarBundle: whatever a cache entry holds, decoding never
// panics, and what it accepts is a bundle the templates can use.
func FuzzDecodificarBundle(f *testing.F) {
	if b, err := site.Build(); err == nil {
		f.Add(codificarBundle(b))
	}
	f.Add(codificarBundle(&site.Bundle{Files: map[string][]byte{"assets/a.css": []byte("x"), "assets/a.js": nil}, Paths: map[string]string{"site.css": "/assets/a.css", "site.js": "/assets/a.js"}}))
	f.Add([]byte(cabecalhoBundle + "\xff\xff\xff\xff\x0f"))
	f.Fuzz(func(t *testing.T, dados []byte) {
		b, err := decodificarBundle(dados)
		if err != nil {
			return
		}
		// what is accepted is read back the same
		if c, err := decodificarBundle(codificarBundle(b)); err != nil || !reflect.DeepEqual(normalizado(c), normalizado(b)) {
			t.Fatalf("aceito e codificado de novo: %v", err)
		}
		for _, l := range []string{"site.css", "site.js"} {
			p := b.Paths[l]
			if _, ok := b.Files[strings.TrimPrefix(p, "/")]; !ok || !strings.HasPrefix(p, "/assets/") {
				t.Fatalf("aceitou um bundle sem %s: %+v", l, b.Paths)
			}
		}
	})
}
