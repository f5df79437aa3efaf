package site

import (
	"regexp"
	"strings"
	"testing"
)

// TestTemasDosEmbeds: the embeds' bundle carries the site's palettes
// (css/cores.css, whose contrast contraste_test.go checks) and the two
// themes an embed can be forced into (:root[data-tema=claro|escuro]), and
// no colour of its own for a theme variable.
func TestTemasDosEmbeds(t *testing.T) {
	bundle, err := Build()
	if err != nil {
		t.Fatal(err)
	}
	css := string(bundle.Files[strings.TrimPrefix(bundle.Paths["embed.css"], "/")])
	if css == "" {
		t.Fatal("sem o pacote embed.css")
	}
	cores := temas(t)
	for nome, claro := range cores["claro"] {
		quer := "--" + nome + ": var(--claro, " + claro + ") var(--escuro, " + cores["escuro"][nome] + ")"
		if !strings.Contains(css, quer) {
			t.Errorf("embed.css sem %q", quer)
		}
	}
	for _, tema := range []string{"claro", "escuro"} {
		outro := map[string]string{"claro": "escuro", "escuro": "claro"}[tema]
		m := regexp.MustCompile(`:root\[data-tema=` + tema + `\]\{([^}]*)\}`).FindStringSubmatch(css)
		if m == nil || !strings.Contains(m[1]+";", "--"+tema+": initial;") || !strings.Contains(m[1]+";", "--"+outro+": ;") {
			t.Errorf("embed.css sem o tema forçado %s (%q)", tema, m)
		}
	}
	// a theme variable is defined once, in css/cores.css
	if n := strings.Count(css, "--fundo:"); n != 1 {
		t.Errorf("embed.css define --fundo %d vezes, quero 1 (css/cores.css)", n)
	}
}
