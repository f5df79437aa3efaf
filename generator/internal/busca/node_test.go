//go:build externo

// The search JavaScript (site/assets/js) run under Node beside the Go side
// (make test-js): these tests need the node command, so they carry the
// build constraint externo.

package busca

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/evanw/esbuild/pkg/api"
)

// assetsDir is site/assets, where the JavaScript twins of this package live.
const assetsDir = "../../../site/assets"

// runNode bundles entry (relative to site/assets) as a CommonJS module,
// runs script with node (the module is available as `m`, the input as
// `entrada`) and decodes the JSON the script prints into out.
func runNode(t *testing.T, entry, script string, entrada, out any) {
	t.Helper()
	node, err := exec.LookPath("node")
	if err != nil {
		t.Fatalf("node not found in PATH: this test runs the search JavaScript (site/assets/js) with Node.js to compare it with the Go side; install Node.js ≥ 18 (Debian: apt-get install nodejs)")
	}
	abs, err := filepath.Abs(filepath.Join(assetsDir, entry))
	if err != nil {
		t.Fatal(err)
	}
	res := api.Build(api.BuildOptions{
		EntryPoints: []string{abs},
		Bundle:      true,
		Format:      api.FormatCommonJS,
		Platform:    api.PlatformNode,
		Target:      api.ES2019,
		Charset:     api.CharsetUTF8,
		LogLevel:    api.LogLevelSilent,
	})
	if len(res.Errors) > 0 {
		for _, m := range res.Errors {
			if m.Location != nil {
				t.Errorf("%s:%d:%d: %s", m.Location.File, m.Location.Line, m.Location.Column, m.Text)
			} else {
				t.Error(m.Text)
			}
		}
		t.FailNow()
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "m.js"), res.OutputFiles[0].Contents, 0o644); err != nil {
		t.Fatal(err)
	}
	in, err := json.Marshal(entrada)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "entrada.json"), in, 0o644); err != nil {
		t.Fatal(err)
	}
	prog := `const m = require("./m.js");
const entrada = JSON.parse(require("fs").readFileSync(__dirname + "/entrada.json", "utf8"));
const saida = (() => {` + script + `})();
process.stdout.write(JSON.stringify(saida));
`
	if err := os.WriteFile(filepath.Join(dir, "prog.js"), []byte(prog), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(node, filepath.Join(dir, "prog.js"))
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	stdout, err := cmd.Output()
	if err != nil {
		t.Fatalf("node: %v\n%s", err, stderr.String())
	}
	if err := json.Unmarshal(stdout, out); err != nil {
		t.Fatalf("node output: %v\n%.500s", err, stdout)
	}
}

func TestStemmerParity(t *testing.T) {
	seen := map[string]bool{}
	var palavras []string
	add := func(w string) {
		if !seen[w] {
			seen[w] = true
			palavras = append(palavras, w)
		}
	}
	linhas := append(corpus(t), inflexoes...)
	linhas = append(linhas, dificeis...)
	for _, l := range linhas {
		for _, tk := range tokens(l) {
			w := strings.Map(minuscula, l[tk.ini:tk.fim])
			w = strings.NewReplacer(".", "", ",", "").Replace(w)
			add(w)
			add(dobrar(w))
		}
	}
	var js struct {
		Stems   []string
		Termos  [][]string
		Paradas []string
	}
	runNode(t, "js/texto.js", `
const {stem} = m;
return {
	Stems: entrada.palavras.map(stem),
	Termos: entrada.linhas.map(m.termos),
	Paradas: m.PARADAS,
};`, map[string]any{"palavras": palavras, "linhas": linhas}, &js)

	if len(js.Stems) != len(palavras) || len(js.Termos) != len(linhas) {
		t.Fatalf("node returned %d stems for %d words and %d term lists for %d lines", len(js.Stems), len(palavras), len(js.Termos), len(linhas))
	}
	bad := 0
	for i, w := range palavras {
		if g := stem(w); g != js.Stems[i] {
			bad++
			if bad <= 20 {
				t.Errorf("stem(%q): Go %q, JavaScript %q", w, g, js.Stems[i])
			}
		}
	}
	for i, l := range linhas {
		g := termos(l)
		if g == nil {
			g = []string{}
		}
		if strings.Join(g, " ") != strings.Join(js.Termos[i], " ") {
			bad++
			if bad <= 20 {
				t.Errorf("termos(%.60q):\nGo %q\nJS %q", l, g, js.Termos[i])
			}
		}
	}
	goParadas := map[string]bool{}
	for p := range paradas {
		goParadas[p] = true
	}
	for _, p := range js.Paradas {
		if !goParadas[p] {
			t.Errorf("stop word %q in js/texto.js but not in texto.go", p)
		}
		delete(goParadas, p)
	}
	for p := range goParadas {
		t.Errorf("stop word %q in texto.go but not in js/texto.js", p)
	}
	t.Logf("compared %d words and %d lines; %d differences", len(palavras), len(linhas), bad)
}

// TestBuscaJS runs the browser's search code (js/procura.js) under Node on an
// index built here, so the JSON format and the stemming agree end to end.
func TestBuscaJS(t *testing.T) {
	b, err := Indice(amostra)
	if err != nil {
		t.Fatal(err)
	}
	consultas := []string{"idosos", "IDOSA", "idosas gratuitas", "deficiencia", "deficiência", "Deficiente",
		"passagens", "gratuidades", "gratu", "reembolso", "lei 10.741", "art 40", "de que", "", "constructor", "idosa xyzzy"}
	var got []struct {
		Total     int
		Parcial   bool
		Hrefs     []string
		Primeiro  string
		Destaques []string
	}
	runNode(t, "js/procura.js", `
const ix = m.preparar(JSON.parse(entrada.indice));
return entrada.consultas.map((q) => {
	const r = m.buscar(ix, q, 10);
	return {
		Total: r.total, Parcial: r.parcial,
		Hrefs: r.resultados.map((x) => x.href),
		Primeiro: r.resultados.length ? r.resultados[0].rotulo + " | " + r.resultados[0].titulo + " | " + r.resultados[0].trecho.map((p) => p.texto).join("") : "",
		Destaques: r.resultados.length ? r.resultados[0].trecho.filter((p) => p.marca).map((p) => p.texto) : [],
	};
});`, map[string]any{"indice": string(b), "consultas": consultas}, &got)

	h := func(ids ...string) string {
		for i, id := range ids {
			ids[i] = map[string]string{"40": "/legislacao/lei-10741-2003/#art40", "40I": "/legislacao/lei-10741-2003/#art40_cpt_inc1",
				"x1": "/legislacao/x/#art1", "x2": "/legislacao/x/#art2"}[id]
		}
		return strings.Join(ids, " ")
	}
	want := []struct {
		hrefs     string
		parcial   bool
		destaques string
	}{
		{h("40I", "x1"), false, "idosos"}, // "idosos" finds "IDOSA" (x1)
		{h("40I", "x1"), false, "idosos"},
		{h("40I"), false, "gratuitas idosos"},
		{h("x1", "x2"), false, "DEFICIÊNCIA"},
		{h("x1", "x2"), false, "DEFICIÊNCIA"},
		{h("x1"), false, "DEFICIÊNCIA"},
		{h("x1", "x2"), false, "passagem"},
		{h("x1"), false, "GRATUIDADE"},
		{h("40I", "x1"), false, "gratuitas"},
		{h("x2"), false, "reembolsadas"},
		{h("40", "40I"), false, ""},
		{h("40", "40I"), false, "Art 40"},
		{"", false, ""},
		{"", false, ""},
		{"", false, ""},
		{h("40I", "x1"), true, "idosos"},
	}
	for i, q := range consultas {
		g, w := got[i], want[i]
		if strings.Join(g.Hrefs, " ") != w.hrefs || g.Parcial != w.parcial || strings.Join(g.Destaques, " ") != w.destaques {
			t.Errorf("buscar(%q) = %v parcial=%v destaques=%q\n  want %v parcial=%v destaques=%q\n  first: %s",
				q, g.Hrefs, g.Parcial, g.Destaques, w.hrefs, w.parcial, w.destaques, g.Primeiro)
		}
	}
}

// TestSinonimosJS: a typed word of the table finds the documents with its
// equivalent wording, a phrase must match as a phrase, the guide's
// sections come marked, and the snippet marks the words really there.
func TestSinonimosJS(t *testing.T) {
	b, err := Indice(docsSinonimos, tabelaSinonimos...)
	if err != nil {
		t.Fatal(err)
	}
	consultas := []string{"trem", "Trens", "ID Jovem", "id jovem passageiro", "ferroviário", "jovem"}
	var got []struct {
		Hrefs     []string
		Guia      []bool
		Destaques []string
	}
	runNode(t, "js/procura.js", `
const ix = m.preparar(JSON.parse(entrada.indice));
return entrada.consultas.map((q) => {
	const r = m.buscar(ix, q, 10);
	return {
		Hrefs: r.resultados.map((x) => x.href),
		Guia: r.resultados.map((x) => x.guia),
		Destaques: r.resultados.map((x) => x.trecho.filter((p) => p.marca).map((p) => p.texto).join("+")),
	};
});`, map[string]any{"indice": string(b), "consultas": consultas}, &got)
	want := []struct{ hrefs, destaques string }{
		{"/#jovem /legislacao/d/#art13_par1_inc2", "trem ferroviário"},
		{"/#jovem /legislacao/d/#art13_par1_inc2", "trem ferroviário"},
		// "ID Jovem": the guide's words, and the documents with all the
		// words of "Identidade Jovem" (art. 14; art. 15 has them apart,
		// which counts, as for any query of several words).
		{"/#jovem /legislacao/d/#art14 /legislacao/d/#art15", "ID+Jovem Identidade+Jovem identidade+jovem"},
		// the phrase and one more word: only art. 15 has them all
		{"/legislacao/d/#art15", "identidade+passageiro+jovem"},
		{"/legislacao/d/#art13_par1_inc2", "ferroviário"},
		{"/#jovem /legislacao/d/#art14 /legislacao/d/#art15", "Jovem Jovem jovem"},
	}
	for i, q := range consultas {
		g := got[i]
		if strings.Join(g.Hrefs, " ") != want[i].hrefs || strings.Join(g.Destaques, " ") != want[i].destaques {
			t.Errorf("buscar(%q) = %v destaques %q, want %s destaques %q", q, g.Hrefs, g.Destaques, want[i].hrefs, want[i].destaques)
		}
		for j, h := range g.Hrefs {
			if g.Guia[j] != strings.HasPrefix(h, "/#") {
				t.Errorf("buscar(%q): %s guia=%v", q, h, g.Guia[j])
			}
		}
	}
}
