package generator

import (
	"io/fs"
	"os"
	"path/filepath"
	"testing"
	"testing/fstest"
)

// Test support: a copy of the content in memory, to edit without touching
// content/ (it was the package internal/conteudoteste, which only these
// tests imported).

// copiarConteudo reads dir (the repository's content/, relative to the test's
// package) into a MapFS: the files named, or every file when none is.
func copiarConteudo(t testing.TB, dir string, nomes ...string) fstest.MapFS {
	t.Helper()
	out := fstest.MapFS{}
	if len(nomes) > 0 {
		for _, n := range nomes {
			b, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(n)))
			if err != nil {
				t.Fatal(err)
			}
			out[n] = &fstest.MapFile{Data: b}
		}
		return out
	}
	raiz := os.DirFS(dir)
	err := fs.WalkDir(raiz, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(raiz, p)
		out[p] = &fstest.MapFile{Data: b}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}
