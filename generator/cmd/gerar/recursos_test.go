package main

import (
	"encoding/json"
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
	if err := c.Put(h.Key(), []byte(`{"Files":{},"Paths":{}}`)); err != nil {
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

// FuzzDecodificarBundle: whatever a cache entry holds, decoding never
// panics, and what it accepts is a bundle the templates can use.
func FuzzDecodificarBundle(f *testing.F) {
	if b, err := site.Build(); err == nil {
		j, _ := json.Marshal(b)
		f.Add(j)
	}
	f.Add([]byte(`{"Files":{"assets/a.css":"eA==","assets/a.js":""},"Paths":{"site.css":"/assets/a.css","site.js":"/assets/a.js"}}`))
	f.Add([]byte(`{"Files":null}`))
	f.Fuzz(func(t *testing.T, dados []byte) {
		b, err := decodificarBundle(dados)
		if err != nil {
			return
		}
		for _, l := range []string{"site.css", "site.js"} {
			p := b.Paths[l]
			if _, ok := b.Files[strings.TrimPrefix(p, "/")]; !ok || !strings.HasPrefix(p, "/assets/") {
				t.Fatalf("aceitou um bundle sem %s: %+v", l, b.Paths)
			}
		}
	})
}
