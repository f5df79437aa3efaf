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

// corpus returns the paragraphs of the real content (content/*.md) and the
// lines of the official sources it is transcribed from (content/fontes/*.txt).
func corpus(t *testing.T) []string {
	t.Helper()
	var out []string
	md, _ := filepath.Glob("../../../content/*.md")
	txt, _ := filepath.Glob("../../../content/fontes/*.txt")
	for _, f := range append(md, txt...) {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		sep := "\n\n"
		if strings.HasSuffix(f, ".txt") {
			sep = "\n"
		}
		for _, p := range strings.Split(string(b), sep) {
			if p = strings.TrimSpace(p); p != "" {
				out = append(out, p)
			}
		}
	}
	if len(md) == 0 || len(txt) == 0 {
		t.Fatalf("content/*.md (%d files) and content/fontes/*.txt (%d files): the corpus tests need the real norms and their sources", len(md), len(txt))
	}
	return out
}

// inflexoes are words the search must handle, beyond the corpus.
var inflexoes = strings.Fields(`idoso idosa idosos idosas Idosos IDOSAS gratuidade gratuidades gratuita
gratuito gratuitas gratuitos passagem passagens deficiência deficiencia deficiências deficiente
deficientes reembolso reembolsar reembolsará reembolsado jovem jovens Juventude ação ações acao
acoes criança crianças crianca acompanhante acompanhantes benefício beneficios beneficiário
beneficiária viagem viagens interestadual interestaduais órgão órgãos orgao Paraná são mães
conceição CPNJ BP-e DABPE bilhete bilhetes embarque embarcação embarcações ônibus onibus
rodoviário ferroviário aquaviário lotação assento assentos reservados reserva reservar
comprovante comprovação comprovar renda baixa salário salários mínimo mínimos horas três
antecedência ANTT passe livre Estatuto Pessoa pessoas portadora portadoras carente carentes
emissão emitir emitido cancelamento remarcação 1º 2º 10º 1o 12.852 8.537/2015 R$1.234,56`)

// dificeis are lines with the characters where two tokenizers could part
// ways: Latin-1 edges, ordinals, digit separators, non-Latin letters,
// astral characters, combining accents.
var dificeis = []string{
	"ÀÁÂÃÄÅ ÈÉÊË ÌÍÎÏ ÒÓÔÕÖ ÙÚÛÜ ÇÑÝ àáâãäå èéêë ìíîï òóôõö ùúûü çñýÿ",
	"ß Þorn ðe Æsir Øre × ÷ µ ª º ¹²³ ½",
	"1.2.3 ,5 5, 5,5 a.b 1º/2ª 3ºA §7º nº12 12.852/2013 R$1.234,56 .5 5.",
	"emoji 😀 coração💔partido ĳ Ŝ ﬁm İSTANBUL Ǆ ΑΘΗΝΑ москва 東京",
	"combinando: a\u0301gua e\u0300 — ação vs ac\u0327a\u0303o",
	"PASSAGENS Jovens bens tens hífen-composto d'água",
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
