package generator

import (
	"bytes"
	"html/template"
	"io/fs"
	"regexp"
	"sort"
	"strings"
	"testing"
	"testing/fstest"

	"viagemdedireito/generator/internal/conteudoteste"
	"viagemdedireito/generator/internal/modulo"
	"viagemdedireito/site"
)

// TestAlcance: a template set shows nothing beyond the global part of the
// key and its page's norm when it calls only local functions (the pure
// helpers, the citations) and names no field that holds other norms'
// text; naming the page's Extra anywhere (a nested template, a pipeline,
// a variable, a chain) is told apart, as is any function outside the
// local ones (a.todas). The list of norms (.Normas) is catalogue only.
func TestAlcance(t *testing.T) {
	funcs := template.FuncMap{}
	for nome := range funcoesLocais {
		funcs[nome] = func(...any) string { return "" }
	}
	for _, nome := range []string{"guia", "nova"} {
		funcs[nome] = func(...any) string { return "" }
	}
	locais := map[string]bool{}
	for nome := range funcoesLocais {
		locais[nome] = true
	}
	comGuia := map[string]bool{"guia": true}
	for nome := range locais {
		comGuia[nome] = true
	}
	nada, extra, todas := alcance{}, alcance{extra: true}, alcance{todas: true}
	casos := []struct {
		src    string
		locais map[string]bool
		quero  alcance
	}{
		{`{{.Norma.Meta.Titulo}}{{range .Norma.Corpo}}{{.ID}}{{end}}`, locais, nada},
		{`{{define "x"}}{{semQuebra .Rotulo | printf "%s"}}{{end}}{{template "x" .Norma}}{{asset "site.css"}}`, locais, nada},
		{`{{if eq (len .Norma.Corpo) 0}}{{else}}{{with .Norma}}{{.Href}}{{end}}{{end}}`, locais, nada},
		{`{{range .Normas}}{{.Href}}{{.Catalogo.Rotulo}}{{end}}`, locais, nada},
		{`{{if .Norma}}{{cita "lei-8899-1994#art1"}}{{end}}`, locais, nada},
		{`{{$r := "lei-8899-1994"}}{{citaPasso $r}}`, locais, nada},
		{`{{with .Norma}}{{$.Extra}}{{end}}`, locais, extra},
		{`{{define "x"}}{{range .Extra.Trechos}}{{.Abrangencia}}{{end}}{{end}}`, locais, extra},
		{`{{$p := .}}{{$p.Extra.Base}}`, locais, extra},
		{`{{define "x"}}{{range guia}}{{.Titulo}}{{end}}{{end}}`, locais, todas},
		{`{{define "x"}}{{range guia}}{{.Titulo}}{{end}}{{end}}`, comGuia, nada},
		{`{{(nova).Normas}}`, locais, todas},
		{`{{nova}}`, locais, todas},
		{`{{with .Extra}}{{nova}}{{end}}`, locais, alcance{extra: true, todas: true}},
	}
	for _, c := range casos {
		tmpl, err := template.New("t").Funcs(funcs).Parse(c.src)
		if err != nil {
			t.Fatalf("%s: %v", c.src, err)
		}
		if got := alcanceDe(tmpl, funcs, c.locais); got != c.quero {
			t.Errorf("alcanceDe(%s) = %+v, quero %+v", c.src, got, c.quero)
		}
	}
}

// TestChavesDoSite: on the real content and templates, the text of each
// norm edited in turn (every dispositivo's line gets a word more): a file
// whose key did not change has the same bytes (what gerar keeps is what a
// clean build makes), the edited norm's page, embed and JSON get new keys,
// no other norm's file does, the lists of norms and the pages that cite
// them keep theirs, and the kit's pages change only with the norms the kit
// is made from (normasDoKit).
func TestChavesDoSite(t *testing.T) {
	bundle := recursosDeTeste(t)
	conteudo := conteudoteste.Copiar(t, "../content")
	gerar := func(c fs.FS) *Resultado {
		t.Helper()
		res, err := Build(Config{Conteudo: c, BaseURL: "https://exemplo.org", Recursos: bundle, Versao: "teste",
			Anterior: func(string, Chave) (Anterior, bool) { return Anterior{}, false }})
		if err != nil {
			t.Fatal(err, res.Diagnosticos)
		}
		for n := range res.Chaves {
			if res.Arquivos[n] == nil {
				t.Errorf("%s: sem bytes, mas nada foi mantido", n)
			}
		}
		return res
	}
	antes := gerar(conteudo)
	var slugs []string
	for n := range antes.Chaves {
		if s, ok := strings.CutPrefix(n, "legislacao/"); ok && strings.HasSuffix(s, ".json") {
			slugs = append(slugs, strings.TrimSuffix(s, ".json"))
		}
	}
	sort.Strings(slugs)
	if len(slugs) < 2 {
		t.Fatalf("normas com JSON: %v", slugs)
	}
	daNorma := func(n string) (string, bool) {
		for _, s := range slugs {
			if n == "legislacao/"+s+".json" || n == "legislacao/"+s+"/index.html" || n == "embed/"+s+"/index.html" {
				return s, true
			}
		}
		return "", false
	}
	doKit := map[string]bool{}
	for _, s := range normasDoKit {
		doKit[s] = true
	}
	// the pages whose templates show the kit's data (pagina.Extra: the
	// texts of art. 20, the ticket's list), and those that show only the
	// catalogue (lists of norms, citations, the guide)
	kit := []string{"operadoras/index.html", "cartaz/index.html", "bilhete/index.html", "embed/art20/index.html"}
	listas := []string{"index.html", "legislacao/index.html", "busca/index.html", "404.html", "calculadora/index.html", "calculadora/reembolso/index.html",
		"recusa/index.html", "embed/vagas/index.html"}
	for _, n := range append(append([]string(nil), kit...), listas...) {
		if _, ok := antes.Chaves[n]; !ok {
			t.Fatalf("%s sem chave", n)
		}
	}
	linha := regexp.MustCompile(`(?m)^((?:Art\. |§ |Parágrafo único|[IVXLC]+ [-–] |[a-z]\) ).*[^\s])$`)
	for _, slug := range slugs {
		orig := conteudo[slug+".md"].Data
		fim := bytes.Index(orig[3:], []byte("\n---\n")) + 3 + 5
		corpo := linha.ReplaceAllFunc(orig[fim:], func(l []byte) []byte {
			if bytes.Contains(l, []byte("[...]")) {
				return l
			}
			return append(bytes.Clone(l), " teste"...)
		})
		if bytes.Equal(corpo, orig[fim:]) {
			t.Fatalf("%s: nenhuma linha de dispositivo editada", slug)
		}
		editada := fstest.MapFS{}
		for n, f := range conteudo {
			editada[n] = f
		}
		editada[slug+".md"] = &fstest.MapFile{Data: append(bytes.Clone(orig[:fim]), corpo...)}
		depois := gerar(editada)
		if len(antes.Chaves) != len(depois.Chaves) {
			t.Fatalf("%s: %d chaves antes, %d depois", slug, len(antes.Chaves), len(depois.Chaves))
		}
		var novas []string
		for n, k := range antes.Chaves {
			mudou := depois.Chaves[n] != k
			if !mudou && !bytes.Equal(antes.Arquivos[n], depois.Arquivos[n]) {
				t.Errorf("%s editada: %s com a mesma chave e outros bytes", slug, n)
			}
			s, local := daNorma(n)
			switch {
			case local && s == slug && !mudou:
				t.Errorf("%s editada: %s, da norma editada, com a chave de antes", slug, n)
			case local && s != slug && mudou:
				t.Errorf("%s editada: %s, de outra norma, com chave nova", slug, n)
			}
			if mudou {
				novas = append(novas, n)
			}
		}
		for _, n := range listas {
			if depois.Chaves[n] != antes.Chaves[n] {
				t.Errorf("%s editada: %s (lista ou cita as normas) com chave nova", slug, n)
			}
		}
		for _, n := range kit {
			if mudou := depois.Chaves[n] != antes.Chaves[n]; mudou != doKit[slug] {
				t.Errorf("%s editada: %s do kit com chave nova = %v, quero %v", slug, n, mudou, doKit[slug])
			}
		}
		sort.Strings(novas)
		t.Logf("%s editada: %d de %d chaves novas: %v", slug, len(novas), len(antes.Chaves), novas)
	}
}

// recursosDeTeste is the real asset bundle with a stand-in for the
// calculator's module, which the pages only name (no go build).
func recursosDeTeste(t testing.TB) *site.Bundle {
	t.Helper()
	bundle, err := site.Build()
	if err != nil {
		t.Fatal(err)
	}
	m := &modulo.Modulo{Wasm: []byte("\x00asm\x01\x00\x00\x00"), WasmExec: []byte("// wasm_exec\n")}
	return m.NoBundle(bundle)
}

// guardadosDeTeste is a Guardados in memory that counts its reads.
type guardadosDeTeste struct {
	m     map[Chave][]byte
	lidos int
}

func (g *guardadosDeTeste) Ler(k Chave) ([]byte, bool) {
	b, ok := g.m[k]
	if ok {
		g.lidos++
	}
	return b, ok
}

func (g *guardadosDeTeste) Guardar(k Chave, b []byte) { g.m[k] = b }

// TestGuiaGuardado: the guide's sections are kept (Config.Guardados) and
// read back in the next build, which gives the very files of a build that
// keeps nothing, also after a norm's text is edited; a damaged entry is
// made again; a guide edited (the home page's template) gets a new entry.
func TestGuiaGuardado(t *testing.T) {
	bundle := recursosDeTeste(t)
	conteudo := conteudoteste.Copiar(t, "../content")
	g := &guardadosDeTeste{m: map[Chave][]byte{}}
	nenhum := func(string, Chave) (Anterior, bool) { return Anterior{}, false }
	gerar := func(c fs.FS, modelos fs.FS, g Guardados) *Resultado {
		t.Helper()
		res, err := Build(Config{Conteudo: c, Modelos: modelos, Recursos: bundle, Versao: "teste", Anterior: nenhum, Guardados: g})
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	iguais := func(caso string, a, b *Resultado) {
		t.Helper()
		if len(a.Arquivos) != len(b.Arquivos) {
			t.Fatalf("%s: %d arquivos, quero %d", caso, len(a.Arquivos), len(b.Arquivos))
		}
		for n, x := range b.Arquivos {
			if !bytes.Equal(a.Arquivos[n], x) {
				t.Errorf("%s: %s diferente do build sem Guardados", caso, n)
			}
		}
	}
	limpo := gerar(conteudo, nil, nil)
	gerar(conteudo, nil, g)
	if len(g.m) != 1 || g.lidos != 0 {
		t.Fatalf("primeiro build: %d entradas, %d lidas; quero 1 guardada", len(g.m), g.lidos)
	}
	iguais("guia lido", gerar(conteudo, nil, g), limpo)
	if g.lidos != 1 {
		t.Fatalf("segundo build: %d leituras, quero 1", g.lidos)
	}

	editada := fstest.MapFS{}
	for n, f := range conteudo {
		editada[n] = f
	}
	const slug = "lei-8899-1994.md"
	orig := conteudo[slug].Data
	i := bytes.Index(orig, []byte("\nArt. 1")) + 1
	fim := i + bytes.IndexByte(orig[i:], '\n')
	editada[slug] = &fstest.MapFile{Data: append(append(bytes.Clone(orig[:fim]), " Edição de teste."...), orig[fim:]...)}
	iguais("norma editada, guia lido", gerar(editada, nil, g), gerar(editada, nil, nil))
	if g.lidos != 2 || len(g.m) != 1 {
		t.Fatalf("norma editada: %d leituras, %d entradas; quero a mesma entrada lida", g.lidos, len(g.m))
	}

	for k := range g.m {
		g.m[k] = []byte("estragado")
	}
	iguais("entrada estragada", gerar(conteudo, nil, g), limpo)
	for _, b := range g.m {
		if string(b) == "estragado" {
			t.Error("a entrada estragada não foi refeita")
		}
	}

	inicio, err := fs.ReadFile(site.Templates, "templates/inicio.html")
	if err != nil {
		t.Fatal(err)
	}
	const secao = `<h2 id="jovem">Jovem de baixa renda com ID Jovem</h2>`
	if !bytes.Contains(inicio, []byte(secao)) {
		t.Fatalf("inicio.html sem %s", secao)
	}
	guia := fstest.MapFS{"inicio.html": {Data: bytes.Replace(inicio, []byte(secao), []byte(`<h2 id="jovem">Jovem de baixa renda (guia editado)</h2>`), 1)}}
	iguais("guia editado", gerar(conteudo, guia, g), gerar(conteudo, guia, nil))
	if len(g.m) != 2 {
		t.Errorf("guia editado: %d entradas, quero uma nova", len(g.m))
	}
}

// TestChavesDasDecisoes: a court decision's file is in every key
// (chaves.go): its marker edited, the pages and JSON of the norm it marks,
// the norm's embed and the decision's page get new keys and new bytes.
func TestChavesDasDecisoes(t *testing.T) {
	bundle := recursosDeTeste(t)
	conteudo := conteudoteste.Copiar(t, "../content")
	gerar := func(c fs.FS) *Resultado {
		t.Helper()
		res, err := Build(Config{Conteudo: c, BaseURL: "https://exemplo.org", Recursos: bundle, Versao: "teste",
			Anterior: func(string, Chave) (Anterior, bool) { return Anterior{}, false }})
		if err != nil {
			t.Fatal(err, res.Diagnosticos)
		}
		return res
	}
	const decisao = "jurisprudencia/trf3-ac-0007694-43-2000-4-03-6000-ms.md"
	orig, ok := conteudo[decisao]
	if !ok {
		t.Fatalf("%s não está no conteúdo", decisao)
	}
	antes := gerar(conteudo)
	editada := fstest.MapFS{}
	for n, f := range conteudo {
		editada[n] = f
	}
	de, para := "O TRF3 julgou ação civil pública sobre este passe livre", "O TRF3 julgou, editado, ação civil pública sobre este passe livre"
	if !bytes.Contains(orig.Data, []byte(de)) {
		t.Fatalf("%s sem %q", decisao, de)
	}
	editada[decisao] = &fstest.MapFile{Data: bytes.Replace(orig.Data, []byte(de), []byte(para), 1)}
	depois := gerar(editada)
	for _, n := range []string{"legislacao/lei-8899-1994/index.html", "legislacao/lei-8899-1994.json", "embed/lei-8899-1994/index.html",
		"jurisprudencia/trf3-ac-0007694-43-2000-4-03-6000-ms/index.html"} {
		if antes.Chaves[n] == depois.Chaves[n] {
			t.Errorf("%s: a mesma chave depois de editar a marca da decisão", n)
		}
		if !bytes.Contains(depois.Arquivos[n], []byte("editado")) {
			t.Errorf("%s: sem a marca editada", n)
		}
	}
}
