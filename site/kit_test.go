package site

import (
	"io/fs"
	"maps"
	"regexp"
	"testing"
)

// TestTemasDosEmbeds: the themes an embed can be forced into
// (css/embed.css, :root[data-tema=claro|escuro]) are exactly the light and
// the dark palettes of css/base.css, whose contrast contraste_test.go checks.
func TestTemasDosEmbeds(t *testing.T) {
	b, err := fs.ReadFile(assets, "assets/css/embed.css")
	if err != nil {
		t.Fatal(err)
	}
	decl := regexp.MustCompile(`--([a-z-]+):\s*(#[0-9a-fA-F]{3,6})\s*;`)
	for tema, quer := range temas(t) {
		m := regexp.MustCompile(`:root\[data-tema="` + tema + `"\]\s*\{([^}]*)\}`).FindSubmatch(b)
		if m == nil {
			t.Errorf("css/embed.css sem o tema %s", tema)
			continue
		}
		got := map[string]string{}
		for _, d := range decl.FindAllSubmatch(m[1], -1) {
			got[string(d[1])] = string(d[2])
		}
		if !maps.Equal(got, quer) {
			t.Errorf("css/embed.css, tema %s:\n%v\nquero as cores de css/base.css:\n%v", tema, got, quer)
		}
	}
}
