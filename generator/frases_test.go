package generator

import (
	"bytes"
	"encoding/json"
	"flag"
	"html"
	"os"
	"regexp"
	"strings"
	"testing"

	"viagemdedireito/calculator"
)

var atualizar = flag.Bool("update", false, "rewrite golden files (calculator/frases.md)")

// frasesMD is the reviewer's table of the calculator's sentence catalogue.
const frasesMD = "../calculator/frases.md"

// dispositivoPublicado is one dispositivo as the norm's JSON publishes it.
type dispositivoPublicado struct {
	ID, Citacao, Texto string
	Filhos             []dispositivoPublicado
}

// publicados reads every dispositivo of the built norms, by norm and id.
func publicados(t *testing.T, res *Resultado) map[string]map[string]dispositivoPublicado {
	t.Helper()
	out := map[string]map[string]dispositivoPublicado{}
	for nome, b := range res.Arquivos {
		if !strings.HasPrefix(nome, "legislacao/") || !strings.HasSuffix(nome, ".json") {
			continue
		}
		var n struct {
			Slug         string
			Dispositivos []dispositivoPublicado
		}
		if err := json.Unmarshal(b, &n); err != nil {
			t.Fatalf("%s: %v", nome, err)
		}
		m := map[string]dispositivoPublicado{}
		var walk func([]dispositivoPublicado)
		walk = func(ds []dispositivoPublicado) {
			for _, d := range ds {
				if d.ID != "" {
					m[d.ID] = d
				}
				walk(d.Filhos)
			}
		}
		walk(n.Dispositivos)
		out[n.Slug] = m
	}
	return out
}

// normalizar folds case and runs of spaces, so that a trecho matches the
// published text whatever its line breaks.
func normalizar(s string) string {
	return strings.ToLower(strings.Join(strings.Fields(s), " "))
}

// reCitacaoNaFrase finds a citation written in words inside a sentence,
// such as "Resolução ANTT nº 6.033/2023, art. 149, § 3º".
var reTag = regexp.MustCompile(`<[^>]*>`)

var reCitacaoNaFrase = regexp.MustCompile(`(?:Lei|Decreto|Resolução ANTT) nº [\d.]+/\d{4}, art\. \d+º?(?:, (?:§ \d+º?|parágrafo único|[IVXLC]+\b))*`)

// TestFrasesDaCalculadora walks every sentence template of the calculator
// (rules.md § 11): each cited dispositivo exists on the built site under the
// label the calculator gives it, the words of the text the sentence relies
// on are in that dispositivo, and every citation the sentence writes in words
// is one of its grounds. It also keeps calculator/frases.md, the table a
// reviewer reads, in step with the catalogue (go test -update rewrites it).
func TestFrasesDaCalculadora(t *testing.T) {
	res, err := siteReal("")
	if err != nil {
		t.Fatal(err)
	}
	pub := publicados(t, res)
	frases := calculator.Frases()
	if len(frases) < 50 {
		t.Fatalf("only %d sentence templates", len(frases))
	}
	var tabela bytes.Buffer
	tabela.WriteString("# Frases da calculadora\n\n" +
		"Gerado por `go test ./generator/ -run TestFrasesDaCalculadora -update` a partir do catálogo\n" +
		"(`calculator/frases*.go`) e dos textos publicados: cada frase que a calculadora pode dizer, os\n" +
		"dispositivos que a fundamentam e, de cada um, as palavras do texto em que a frase se apoia.\n" +
		"\"(rodoviário)\" marca um fundamento citado só no transporte rodoviário; \"(jovem)\", só para o jovem;\n" +
		"\"(pessoa idosa)\", só para a pessoa idosa.\n" +
		"`{1}` … `{9}` são os valores de cada resposta (datas, valores, contagens).\n\n" +
		"| chave | frase | fundamentos | texto citado |\n|---|---|---|---|\n")
	chaves := map[string]bool{}
	for _, f := range frases {
		if f.Chave == "" || f.Texto == "" {
			t.Errorf("template without key or text: %+v", f)
			continue
		}
		if chaves[f.Chave] {
			t.Errorf("%s: duplicate key", f.Chave)
		}
		chaves[f.Chave] = true
		rotulos := map[string]bool{}
		var funds, citados []string
		for _, a := range f.Fundamentos {
			c := a.Citacao
			if c.Decisao != "" {
				// Rules revision 3 (R7): a court decision; the words are in
				// its page (the ementa as read).
				pagina, ok := res.Arquivos[strings.TrimPrefix(c.Href, "/")+"index.html"]
				if !ok {
					t.Errorf("%s: cites the decision %s, not published", f.Chave, c.Decisao)
					continue
				}
				texto := reTag.ReplaceAllString(html.UnescapeString(string(pagina)), " ")
				if a.Trecho != "" && !strings.Contains(normalizar(texto), normalizar(a.Trecho)) {
					t.Errorf("%s: the page of %s does not say %q", f.Chave, c.Rotulo, a.Trecho)
				}
				rotulos[c.Rotulo] = true
				funds = append(funds, "["+c.Rotulo+"]("+c.Href+")")
				citados = append(citados, "“"+a.Trecho+"”")
				continue
			}
			d, ok := pub[c.Norma][c.Dispositivo]
			if !ok {
				t.Errorf("%s: cites %s#%s, not published", f.Chave, c.Norma, c.Dispositivo)
				continue
			}
			if d.Citacao != c.Rotulo {
				t.Errorf("%s: label %q, the site publishes %q", f.Chave, c.Rotulo, d.Citacao)
			}
			if a.Trecho != "" && !strings.Contains(normalizar(d.Texto), normalizar(a.Trecho)) {
				t.Errorf("%s: %s does not say %q; it says %q", f.Chave, c.Rotulo, a.Trecho, d.Texto)
			}
			rotulos[c.Rotulo] = true
			marca := ""
			if a.SoRodoviario {
				marca += " (rodoviário)"
			}
			if a.SoJovem {
				marca += " (jovem)"
			}
			if a.SoIdoso {
				marca += " (pessoa idosa)"
			}
			funds = append(funds, "["+c.Rotulo+"]("+c.Href+")"+marca)
			trecho := a.Trecho
			if trecho == "" {
				trecho = "(o dispositivo como um todo)"
			} else {
				trecho = "“" + trecho + "”"
			}
			citados = append(citados, trecho)
		}
		for _, m := range reCitacaoNaFrase.FindAllString(f.Texto, -1) {
			if !rotulos[m] {
				t.Errorf("%s: the sentence names %q but does not cite it", f.Chave, m)
			}
		}
		esc := func(s string) string { return strings.ReplaceAll(s, "|", "\\|") }
		tabela.WriteString("| `" + f.Chave + "` | " + esc(f.Texto) + " | " + esc(strings.Join(funds, "<br>")) + " | " +
			esc(strings.Join(citados, "<br>")) + " |\n")
	}
	if *atualizar {
		if err := os.WriteFile(frasesMD, tabela.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	atual, err := os.ReadFile(frasesMD)
	if err != nil || !bytes.Equal(atual, tabela.Bytes()) {
		t.Errorf("%s is not the table of the current catalogue: run go test ./generator/ -run TestFrasesDaCalculadora -update", frasesMD)
	}
}
