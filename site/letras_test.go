package site

import (
	"io/fs"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// declaracaoCSS is one declaration of a stylesheet, with where it is.
type declaracaoCSS struct {
	arquivo, propriedade, valor string
	linha                       int
	impressao                   bool // inside @media print or @page
}

// declaracoesCSS reads every declaration of the stylesheets in site/assets,
// comments removed, noting those that only apply on paper.
func declaracoesCSS(t *testing.T) []declaracaoCSS {
	t.Helper()
	comentario := regexp.MustCompile(`(?s)/\*.*?\*/`)
	var out []declaracaoCSS
	err := fs.WalkDir(assets, "assets", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".css") {
			return err
		}
		b, err := fs.ReadFile(assets, p)
		if err != nil {
			return err
		}
		// keep the line count: a comment becomes as many newlines
		src := comentario.ReplaceAllStringFunc(string(b), func(c string) string {
			return strings.Repeat("\n", strings.Count(c, "\n"))
		})
		var blocos []bool // per open block: is it a print-only one
		linha, inicio := 1, 0
		papel := func() bool {
			for _, b := range blocos {
				if b {
					return true
				}
			}
			return false
		}
		for i := 0; i < len(src); i++ {
			switch src[i] {
			case '\n':
				linha++
			case '{':
				cabeca := strings.TrimSpace(src[inicio:i])
				blocos = append(blocos, strings.HasPrefix(cabeca, "@media print") || strings.HasPrefix(cabeca, "@page") || papel())
				inicio = i + 1
			case '}', ';':
				if trecho := strings.TrimSpace(src[inicio:i]); trecho != "" {
					if k := strings.IndexByte(trecho, ':'); k > 0 && !strings.HasPrefix(trecho, "@") {
						out = append(out, declaracaoCSS{
							arquivo: strings.TrimPrefix(p, "assets/"), propriedade: strings.TrimSpace(trecho[:k]),
							valor: strings.TrimSpace(trecho[k+1:]), linha: linha, impressao: papel(),
						})
					}
				}
				if src[i] == '}' && len(blocos) > 0 {
					blocos = blocos[:len(blocos)-1]
				}
				inicio = i + 1
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestEscalaDeLetras: on screen the site uses the four sizes of the type
// scale (css/base.css, :root, --letra-*), the weights 400 and 700 and the
// font families of base.css only. Every other size, weight or family is
// one more font the browser resolves in a page's first layout, each a
// synchronous call to the system's font service on Linux and Android (the
// reason is measured in css/base.css's comment).
func TestEscalaDeLetras(t *testing.T) {
	ds := declaracoesCSS(t)
	escala := map[string]bool{}
	for _, d := range ds {
		if d.arquivo == "css/base.css" && strings.HasPrefix(d.propriedade, "--letra-") {
			escala["var("+d.propriedade+")"] = true
		}
	}
	if len(escala) == 0 || len(escala) > 4 {
		t.Fatalf("css/base.css defines %d sizes --letra-*; the scale has between 1 and 4", len(escala))
	}
	familias := 0
	for _, d := range ds {
		if d.impressao {
			continue
		}
		onde := d.arquivo + ":" + strconv.Itoa(d.linha)
		switch d.propriedade {
		case "font-size":
			if !escala[d.valor] && d.valor != "inherit" {
				t.Errorf("%s: font-size: %s; use one of the scale's sizes (css/base.css) or inherit", onde, d.valor)
			}
		case "font-weight":
			switch d.valor {
			case "400", "700", "normal", "bold", "inherit":
			default:
				t.Errorf("%s: font-weight: %s; the site uses 400 and 700 only", onde, d.valor)
			}
		case "font":
			if d.valor != "inherit" {
				t.Errorf("%s: font: %s; only font: inherit (the shorthand would bring its own size and family)", onde, d.valor)
			}
		case "font-family":
			if d.arquivo != "css/base.css" && d.valor != "inherit" {
				t.Errorf("%s: font-family: %s; the families are set once, in css/base.css", onde, d.valor)
			}
			familias++
		}
	}
	if familias == 0 {
		t.Error("no font-family in css/base.css")
	}
}
