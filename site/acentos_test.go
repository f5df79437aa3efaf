package site

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var atualizarAcentos = flag.Bool("update", false, "rewrite assets/js/acentos.js from calculator/acento")

// TestAcentosJS: assets/js/acentos.js is what calculator/acento gives, and
// the search's tokenizer (js/texto.js) takes its table from it, holding
// none of its own.
func TestAcentosJS(t *testing.T) {
	caminho := filepath.Join("assets", filepath.FromSlash(arquivoAcentos))
	novo := AcentosJS()
	if *atualizarAcentos {
		if err := os.WriteFile(caminho, novo, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	b, err := os.ReadFile(caminho)
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != string(novo) {
		t.Errorf("%s difere da tabela de calculator/acento: rode go test ./site -run TestAcentosJS -update", caminho)
	}
	for _, par := range []string{`"ã": "a"`, `"ç": "c"`, `"ª": "a"`, `"º": "o"`} {
		if !strings.Contains(string(novo), par) {
			t.Errorf("a tabela gerada não tem %s:\n%s", par, novo)
		}
	}
	texto, err := os.ReadFile(filepath.Join("assets", "js", "texto.js"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(texto), `import { ACENTOS } from "./acentos.js";`) {
		t.Error("js/texto.js não importa ACENTOS de ./acentos.js")
	}
	if strings.Contains(string(texto), `"á"`) || strings.Contains(string(texto), "á:") {
		t.Error("js/texto.js tem uma tabela de acentos própria: a tabela é a de calculator/acento (js/acentos.js)")
	}
}
