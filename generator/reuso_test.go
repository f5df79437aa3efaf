package generator

import (
	"bytes"
	"io/fs"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
)

// TestReuso: Builds that pass one Reuso (gerar serve -watch) give the very
// files of Builds that parse their templates, after an edit to a norm's
// text, and fail the same way when the content loses a dispositivo the
// templates cite (the citations are checked against each build's
// content, the reused templates' too); the build after the failure is
// right again.
func TestReuso(t *testing.T) {
	bundle := recursosDeTeste(t)
	real := fstest.MapFS{}
	err := fs.WalkDir(os.DirFS("../content"), ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(os.DirFS("../content"), p)
		real[p] = &fstest.MapFile{Data: b}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	norma := "lei-8899-1994.md"
	orig := real[norma].Data
	art1 := regexp.MustCompile(`(?m)^Art\. 1º .*$`)
	if !art1.Match(orig) {
		t.Fatalf("%s sem o art. 1º", norma)
	}
	conteudo := func(b []byte) fs.FS {
		c := fstest.MapFS{}
		for p, f := range real {
			c[p] = f
		}
		c[norma] = &fstest.MapFile{Data: b}
		return c
	}
	editada := art1.ReplaceAll(orig, []byte("$0 Edição 1."))
	semArt1 := art1.ReplaceAll(orig, nil) // lei-8899-1994#art1, which the templates cite, is gone
	r := &Reuso{}
	for i, c := range [][]byte{orig, editada, semArt1, editada} {
		cfg := Config{Conteudo: conteudo(c), BaseURL: "https://viagemdedireito.org.br", Recursos: bundle}
		fresco, errFresco := Build(cfg)
		cfg.Reuso = r
		reusado, errReusado := Build(cfg)
		if (errFresco == nil) != (errReusado == nil) || errFresco != nil && errFresco.Error() != errReusado.Error() {
			t.Fatalf("build %d: erro %v sem Reuso, %v com", i, errFresco, errReusado)
		}
		if i == 2 {
			// the templates cite art. 1º with {{cita}} (the build's check
			// of the templates' citations) or through a catalogue sentence
			// ({{frase}}: the page that writes it fails)
			if errFresco == nil || !strings.Contains(errFresco.Error(), "citação(ões) sem destino nos modelos") &&
				!strings.Contains(errFresco.Error(), `"lei-8899-1994#art1": lei-8899-1994 não tem o dispositivo art1`) {
				t.Fatalf("sem o art. 1º citado pelos modelos: %v", errFresco)
			}
			continue
		}
		if errFresco != nil {
			t.Fatalf("build %d: %v", i, errFresco)
		}
		nomes := slices.Sorted(func(yield func(string) bool) {
			for n := range fresco.Arquivos {
				if !yield(n) {
					return
				}
			}
		})
		if len(nomes) != len(reusado.Arquivos) {
			t.Errorf("build %d: %d arquivos sem Reuso, %d com", i, len(nomes), len(reusado.Arquivos))
		}
		for _, n := range nomes {
			if !bytes.Equal(fresco.Arquivos[n], reusado.Arquivos[n]) {
				t.Errorf("build %d: %s difere com Reuso", i, n)
			}
		}
	}
	if r.modelos == nil {
		t.Error("o Reuso não guardou os modelos")
	}
}
