package conformidade_test

import (
	"bytes"
	"context"
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"viagemdedireito/calculator"
	"viagemdedireito/calculator/conformidade"
)

var atualizar = flag.Bool("update", false, "rewrite suite.json from content/conformidade")

// pastaConteudo is the reviewed scenarios (content/conformidade/).
var pastaConteudo = filepath.Join("..", "..", "content", "conformidade")

func carregarConteudo(t *testing.T) conformidade.Suite {
	t.Helper()
	s, err := conformidade.Carregar(os.DirFS(pastaConteudo))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// The embedded suite is what content/conformidade/ generates: regenerating
// it changes nothing (go test -update rewrites it).
func TestSuiteEmbutidaIgualAoConteudo(t *testing.T) {
	b, err := conformidade.Publicar(carregarConteudo(t))
	if err != nil {
		t.Fatal(err)
	}
	if *atualizar {
		if err := os.WriteFile("suite.json", b, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if !bytes.Equal(b, conformidade.Publicada()) {
		t.Fatal("calculator/conformidade/suite.json difere do gerado de content/conformidade/: rode go test ./calculator/conformidade -update")
	}
	if _, err := conformidade.Embutida(); err != nil {
		t.Fatal(err)
	}
}

// The engine passes every scenario: the suite is also ours.
func TestMotorPassaNaSuite(t *testing.T) {
	s := carregarConteudo(t)
	rel := conformidade.Rodar(context.Background(), s, conformidade.Funcao(calculator.Calcular))
	for _, r := range rel.Resultados {
		if r.Erro != nil {
			t.Errorf("%s: %v", r.Cenario.ID, r.Erro)
		}
		for _, f := range r.Falhas {
			t.Errorf("%s: campo %s: esperado %s, obtido %s (%s)", r.Cenario.ID, f.Campo, f.Esperado, f.Obtido, strings.Join(f.Dispositivos, ", "))
		}
	}
}

// regrasDoDocumento enumerates the rules of calculator/rules.md: every
// numbered section ("## 7. Cancellation…" → "§7"), every item of a
// top-level numbered list inside one ("§7.3", "§12.19"), and every row of a
// section's table whose first cell starts with a code ("§2.jovem",
// "§13.interrupcao").
func regrasDoDocumento(t *testing.T) []string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "rules.md"))
	if err != nil {
		t.Fatal(err)
	}
	secao := regexp.MustCompile(`^## ([0-9]+)\. `)
	item := regexp.MustCompile(`^([0-9]+)\. `)
	linha := regexp.MustCompile("^\\| `([a-z_]+)`")
	var out []string
	atual, anterior := "", ""
	for _, l := range strings.Split(string(b), "\n") {
		cabecalho := !strings.HasPrefix(anterior, "|") // a table's first row names its columns
		anterior = l
		if strings.HasPrefix(l, "## ") {
			atual = ""
			if m := secao.FindStringSubmatch(l); m != nil {
				atual = "§" + m[1]
				out = append(out, atual)
			}
			continue
		}
		if atual == "" {
			continue
		}
		if m := item.FindStringSubmatch(l); m != nil {
			out = append(out, atual+"."+m[1])
		}
		if m := linha.FindStringSubmatch(l); m != nil && !cabecalho && !slices.Contains(out, atual+"."+m[1]) {
			out = append(out, atual+"."+m[1])
		}
	}
	return out
}

// Every rule of rules.md is exercised by at least one scenario, and every
// scenario names only rules the document has.
func TestSuiteCobreTodasAsRegras(t *testing.T) {
	regras := regrasDoDocumento(t)
	if len(regras) < 40 || !slices.Contains(regras, "§7.6") || !slices.Contains(regras, "§2.pcd_acompanhante") || !slices.Contains(regras, "§13.mudanca_classe") {
		t.Fatalf("a enumeração de rules.md parece errada: %v", regras)
	}
	cobertas := map[string][]string{}
	for _, c := range carregarConteudo(t).Cenarios {
		for _, r := range c.Regras {
			if !slices.Contains(regras, r) {
				t.Errorf("%s: regra %s não existe em calculator/rules.md", c.ID, r)
			}
			cobertas[r] = append(cobertas[r], c.ID)
			if secao, _, ok := strings.Cut(r, "."); ok { // an item covers its section
				cobertas[secao] = append(cobertas[secao], c.ID)
			}
		}
	}
	for _, r := range regras {
		if len(cobertas[r]) == 0 {
			t.Errorf("nenhum cenário exercita a regra %s de calculator/rules.md", r)
		}
	}
}

// Every dispositivo a scenario names is one the engine can cite (a typo
// would leave a failure pointing at nothing), and so is every citation an
// expectation asks for.
func TestDispositivosConhecidos(t *testing.T) {
	conhecidos := map[string]bool{}
	for _, c := range calculator.Fundamentos() {
		id := c.Decisao
		if id == "" {
			id = c.Norma + "#" + c.Dispositivo
		}
		conhecidos[id] = true
	}
	for _, c := range carregarConteudo(t).Cenarios {
		ids := slices.Clone(c.Dispositivos)
		for _, e := range c.Espera {
			ids = append(ids, e.Dispositivos...)
			ids = append(ids, e.Inclui...)
		}
		for _, id := range ids {
			if !conhecidos[id] {
				t.Errorf("%s: %s não é uma citação do motor", c.ID, id)
			}
		}
	}
}
