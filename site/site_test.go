package site

import (
	"bytes"
	"errors"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"
)

var hashed = regexp.MustCompile(`^assets/site-[A-Z0-9]{8}\.(css|js)$`)

func TestBuild(t *testing.T) {
	b, err := Build()
	if err != nil {
		t.Fatal(err)
	}
	if n := len(NomesLogicos()); len(b.Files) != n {
		t.Errorf("Build produced %d files, want %d (one per bundle): %v", len(b.Files), n, b.Paths)
	}
	for _, logical := range []string{"site.css", "site.js"} {
		p := b.Paths[logical]
		name := strings.TrimPrefix(p, "/")
		if !hashed.MatchString(name) || !strings.HasSuffix(name, logical[len("site"):]) {
			t.Errorf("Paths[%q] = %q, want /assets/site-HASH%s", logical, p, logical[len("site"):])
		}
		data, ok := b.Files[name]
		if !ok || len(data) == 0 {
			t.Fatalf("Files has no content for %s", name)
		}
		if n := bytes.Count(data, []byte("\n")); n > 3 {
			t.Errorf("%s has %d lines, want it minified", name, n)
		}
		if bytes.Contains(data, []byte("/*")) || bytes.Contains(data, []byte("  ")) {
			t.Errorf("%s keeps comments or indentation, want it minified", name)
		}
		// No request may leave the site: no absolute URL survives in the
		// bundle (comments are stripped by the minifier).
		if m := regexp.MustCompile(`https?://[^\s"'()]*`).Find(data); m != nil {
			t.Errorf("%s contains an external URL %q", name, m)
		}
	}
}

func TestBuildDeterministic(t *testing.T) {
	a, err := Build()
	if err != nil {
		t.Fatal(err)
	}
	b, err := Build()
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range a.Paths {
		if b.Paths[k] != v {
			t.Errorf("two builds gave %s = %s and %s", k, v, b.Paths[k])
		}
	}
}

func small(css, js string) fstest.MapFS {
	return fstest.MapFS{
		"site.css":  {Data: []byte(css)},
		"site.js":   {Data: []byte(js)},
		"js/a.js":   {Data: []byte("export const a = (x) => x * 2;\n")},
		"parte.css": {Data: []byte("/* parte */\n.parte {\n  color: #123456;\n}\n")},
	}
}

func TestHashFollowsContent(t *testing.T) {
	const css = "@import \"./parte.css\";\n/* comentário */\nbody {\n  margin: 0;\n}\n"
	const js = "import { a } from \"./js/a.js\";\n// comentário\ndocument.title = String(a(21));\n"
	base, err := build(small(css, js))
	if err != nil {
		t.Fatal(err)
	}
	same, err := build(small(css, js))
	if err != nil {
		t.Fatal(err)
	}
	cssChanged, err := build(small(strings.Replace(css, "0", "1px", 1), js))
	if err != nil {
		t.Fatal(err)
	}
	jsChanged, err := build(small(css, strings.Replace(js, "21", "22", 1)))
	if err != nil {
		t.Fatal(err)
	}
	if base.Paths["site.css"] != same.Paths["site.css"] || base.Paths["site.js"] != same.Paths["site.js"] {
		t.Errorf("same content, different names: %v %v", base.Paths, same.Paths)
	}
	if base.Paths["site.css"] == cssChanged.Paths["site.css"] {
		t.Errorf("CSS changed but its name did not: %s", base.Paths["site.css"])
	}
	if base.Paths["site.js"] != cssChanged.Paths["site.js"] {
		t.Errorf("only CSS changed but the JS name did: %s → %s", base.Paths["site.js"], cssChanged.Paths["site.js"])
	}
	if base.Paths["site.js"] == jsChanged.Paths["site.js"] {
		t.Errorf("JS changed but its name did not: %s", base.Paths["site.js"])
	}
	gotCSS := string(base.Files[strings.TrimPrefix(base.Paths["site.css"], "/")])
	if gotCSS != ".parte{color:#123456}body{margin:0}\n" {
		t.Errorf("bundled CSS = %q, want the import inlined and minified", gotCSS)
	}
	gotJS := string(base.Files[strings.TrimPrefix(base.Paths["site.js"], "/")])
	if strings.Contains(gotJS, "comentário") || strings.Contains(gotJS, "import") || !strings.Contains(gotJS, "document.title") {
		t.Errorf("bundled JS = %q, want the import inlined and comments gone", gotJS)
	}
}

func TestBuildErrors(t *testing.T) {
	cases := []struct {
		name       string
		fs         fstest.MapFS
		file, text string
		line       int
	}{
		{"syntax", small("body{}", "let x = ;\n"), "site.js", "Unexpected", 1},
		{"missing import", small("body{}", "\n\nimport \"./nada.js\";\n"), "site.js", "nada.js", 3},
		{"other origin", small("body{}", "import \"https://cdn.example/x.js\";\n"), "site.js", "relativos", 1},
		{"outside assets", small("body{}", "import \"../../go.mod\";\n"), "site.js", "fora de site/assets", 1},
		{"css url to other origin", small("body{background:url(https://example.org/a.png)}", "1;"), "site.css", "relativos", 1},
		{"warning", small("body{}", "const o = {a: 1, a: 2};\ndocument.title = String(o.a);\n"), "site.js", "Duplicate key", 1},
		{"no entry", fstest.MapFS{"site.js": {Data: []byte("1;")}}, "", "site.css", 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := build(c.fs)
			var be *BuildError
			if !errors.As(err, &be) {
				t.Fatalf("err = %v, want *BuildError", err)
			}
			found := false
			for _, m := range be.Messages {
				if m.File == c.file && m.Line == c.line && strings.Contains(m.Text, c.text) {
					found = true
				}
			}
			if !found {
				t.Errorf("want a message at %s:%d containing %q, got:\n%v", c.file, c.line, c.text, err)
			}
		})
	}
}

// TestScriptCSPSafe: the bundled script writes no HTML from strings and
// evaluates no code, so it runs under a CSP without 'unsafe-inline' or
// 'unsafe-eval' and cannot inject markup from the index.
func TestScriptCSPSafe(t *testing.T) {
	b, err := Build()
	if err != nil {
		t.Fatal(err)
	}
	// the pages' own scripts: every page's, the norm pages', the search's
	for _, nome := range []string{"site.js", "norma.js", "busca.js", "busca-pagina.js"} {
		js := string(b.Files[strings.TrimPrefix(b.Paths[nome], "/")])
		if js == "" {
			t.Errorf("no bundle %s", nome)
		}
		for _, proibido := range []string{"innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "new Function", "setAttribute(\"style\"", ".style.", "javascript:"} {
			if strings.Contains(js, proibido) {
				t.Errorf("%s uses %q", nome, proibido)
			}
		}
	}
}
