package viagemdedireito

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// maxReadme is the size budget of the top-level README.md (issue 20): what
// the project is, the two commands, the layout, the dependencies and links.
// Measurements and long explanations go in the README.md of the folder whose
// code they describe.
const maxReadme = 12_000

// TestReadmeCurto: the top-level README.md stays within its budget.
func TestReadmeCurto(t *testing.T) {
	b, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	if len(b) > maxReadme {
		t.Errorf("README.md tem %d bytes, o limite é %d: mova medições e explicações longas para o README.md da pasta do código que descrevem", len(b), maxReadme)
	}
}

// link is a Markdown inline link's target: [text](target).
var link = regexp.MustCompile(`\]\(([^)\s]+)\)`)

// TestReadmeLinks: every relative link of the top-level README.md and of the
// README.md of each top-level folder names a file or folder of the
// repository.
func TestReadmeLinks(t *testing.T) {
	arquivos, err := filepath.Glob("*/README.md")
	if err != nil {
		t.Fatal(err)
	}
	arquivos = append([]string{"README.md"}, arquivos...)
	for _, arq := range arquivos {
		b, err := os.ReadFile(arq)
		if err != nil {
			t.Fatal(err)
		}
		for i, linha := range strings.Split(string(b), "\n") {
			for _, m := range link.FindAllStringSubmatch(linha, -1) {
				alvo := m[1]
				if strings.Contains(alvo, "://") || strings.HasPrefix(alvo, "mailto:") || strings.HasPrefix(alvo, "#") {
					continue
				}
				alvo, _, _ = strings.Cut(alvo, "#")
				if _, err := os.Stat(filepath.Join(filepath.Dir(arq), filepath.FromSlash(alvo))); err != nil {
					t.Errorf("%s:%d: o link %q não leva a um arquivo do repositório", arq, i+1, m[1])
				}
			}
		}
	}
}
