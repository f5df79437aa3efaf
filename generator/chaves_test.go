package generator

import (
	"bytes"
	"html/template"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"viagemdedireito/generator/internal/conteudoteste"
	"viagemdedireito/generator/internal/modulo"
	"viagemdedireito/site"
)

// TestSoDaNorma: a template set is local to its page's norm only when it
// calls no function that reaches other norms (the citations, the guide)
// and names no field of the page that holds other norms, anywhere: in a
// nested template, a pipeline, a variable, a chain. Unknown functions are
// not local; builtins and the pure helpers are.
func TestSoDaNorma(t *testing.T) {
	funcs := template.FuncMap{}
	for nome := range funcoesLocais {
		funcs[nome] = func(...any) string { return "" }
	}
	for _, nome := range []string{"cita", "citaPasso", "guia", "nova"} {
		funcs[nome] = func(...any) string { return "" }
	}
	casos := []struct {
		src   string
		local bool
	}{
		{`{{.Norma.Meta.Titulo}}{{range .Norma.Corpo}}{{.ID}}{{end}}`, true},
		{`{{define "x"}}{{semQuebra .Rotulo | printf "%s"}}{{end}}{{template "x" .Norma}}{{asset "site.css"}}`, true},
		{`{{if eq (len .Norma.Corpo) 0}}{{else}}{{with .Norma}}{{.Href}}{{end}}{{end}}`, true},
		{`{{range .Normas}}{{.Href}}{{end}}`, false},
		{`{{with .Norma}}{{$.Extra}}{{end}}`, false},
		{`{{define "x"}}{{range guia}}{{.Titulo}}{{end}}{{end}}`, false},
		{`{{if .Norma}}{{cita "lei-8899-1994#art1"}}{{end}}`, false},
		{`{{$r := "lei-8899-1994"}}{{citaPasso $r}}`, false},
		{`{{(nova).Normas}}`, false},
		{`{{nova}}`, false},
		{`{{$p := .}}{{$p.Normas}}`, false},
	}
	for _, c := range casos {
		tmpl, err := template.New("t").Funcs(funcs).Parse(c.src)
		if err != nil {
			t.Fatalf("%s: %v", c.src, err)
		}
		if got := soDaNorma(tmpl, funcs); got != c.local {
			t.Errorf("soDaNorma(%s) = %v, quero %v", c.src, got, c.local)
		}
	}
}

// TestChavesDoSite: on the real content and templates, an edit to one
// norm's text changes the keys of its page, its embed and its JSON and of
// every page that is not one norm's (they list or cite every norm), and no
// other norm's.
func TestChavesDoSite(t *testing.T) {
	bundle, err := site.Build()
	if err != nil {
		t.Fatal(err)
	}
	// a stand-in for the calculator's module, which the pages only name.
	m := &modulo.Modulo{Wasm: []byte("\x00asm\x01\x00\x00\x00"), WasmExec: []byte("// wasm_exec\n")}
	bundle = m.NoBundle(bundle)
	conteudo := conteudoteste.Copiar(t, "../content")
	chaves := func(c fs.FS) map[string]Chave {
		t.Helper()
		res, err := Build(Config{Conteudo: c, BaseURL: "https://exemplo.org", Recursos: bundle, Versao: "teste",
			Anterior: func(string, Chave) (Anterior, bool) { return Anterior{}, false }})
		if err != nil {
			t.Fatal(err)
		}
		for n := range res.Chaves {
			if res.Arquivos[n] == nil {
				t.Errorf("%s: sem bytes, mas nada foi mantido", n)
			}
		}
		return res.Chaves
	}
	antes := chaves(conteudo)
	const slug = "lei-8899-1994"
	orig := conteudo[slug+".md"].Data
	i := bytes.Index(orig, []byte("\nArt. 1")) + 1
	fim := i + bytes.IndexByte(orig[i:], '\n')
	if i == 0 || fim < i {
		t.Fatalf("%s.md sem linha \"Art. 1\"", slug)
	}
	editada := fstest.MapFS{}
	for n, f := range conteudo {
		editada[n] = f
	}
	editada[slug+".md"] = &fstest.MapFile{Data: append(append(bytes.Clone(orig[:fim]), " Edição de teste."...), orig[fim:]...)}
	depois := chaves(editada)
	if len(antes) != len(depois) {
		t.Fatalf("%d chaves antes, %d depois", len(antes), len(depois))
	}
	slugs := map[string]bool{}
	for n := range antes {
		if s, ok := strings.CutPrefix(n, "legislacao/"); ok && strings.HasSuffix(s, ".json") {
			slugs[strings.TrimSuffix(s, ".json")] = true
		}
	}
	if !slugs[slug] || len(slugs) < 2 {
		t.Fatalf("normas com JSON: %v", slugs)
	}
	daNorma := func(n string) (string, bool) {
		for s := range slugs {
			if n == "legislacao/"+s+".json" || n == "legislacao/"+s+"/index.html" || n == "embed/"+s+"/index.html" {
				return s, true
			}
		}
		return "", false
	}
	var locais, mantidas int
	for n, k := range antes {
		s, local := daNorma(n)
		mudou := depois[n] != k
		switch {
		case local && s == slug && !mudou:
			t.Errorf("%s: da norma editada, chave igual", n)
		case local && s != slug && mudou:
			t.Errorf("%s: de outra norma, chave nova", n)
		case !local && !mudou:
			t.Errorf("%s: lista ou cita as normas, chave igual", n)
		}
		if local {
			locais++
		}
		if !mudou {
			mantidas++
		}
	}
	if locais != 3*len(slugs) {
		t.Errorf("%d arquivos de uma norma, quero 3 por norma (página, embed, JSON) de %d", locais, len(slugs))
	}
	t.Logf("%d de %d chaves iguais depois da edição", mantidas, len(antes))
}
