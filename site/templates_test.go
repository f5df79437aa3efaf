package site

import (
	"io/fs"
	"testing"
)

func TestTemplatesEmbedded(t *testing.T) {
	names, err := fs.Glob(Templates, "templates/*.html")
	if err != nil {
		t.Fatal(err)
	}
	if len(names) == 0 {
		t.Fatal("no templates/*.html embedded")
	}
	for _, n := range names {
		b, err := fs.ReadFile(Templates, n)
		if err != nil || len(b) == 0 {
			t.Errorf("%s: empty or unreadable (%v)", n, err)
		}
	}
}
