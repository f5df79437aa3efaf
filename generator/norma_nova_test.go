package generator

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestNormaSoConteudo follows content/README.md, "Adding a norm", for a
// throwaway norm on a copy of content/: a row of normas.yaml, its source in
// fontes/ and its {slug}.md, nothing else. The copy builds without errors
// and publishes the norm: its page with its dispositivos and citation, in
// the list of norms, its JSON, and a remissão of its text to a norm already
// published linked.
func TestNormaSoConteudo(t *testing.T) {
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS("../content")); err != nil {
		t.Fatal(err)
	}
	corpo := "PORTARIA Nº 999, DE 31 DE JANEIRO DE 2030\n\nArt. 1º Esta Portaria regula o art. 1º da Lei nº 8.899, de 29 de junho de 1994.\n\nParágrafo único. Vale em todo o país.\n\nArt. 2º Esta Portaria entra em vigor na data de sua publicação.\n"
	soma := sha256.Sum256([]byte(corpo))
	fonte := "# Portaria MT nº 999, de 31 de janeiro de 2030 (norma de teste) — texto integral\n" +
		"# Texto oficial: https://www.in.gov.br\n" +
		"# Normas e dispositivos: portaria-mt-999-2030 — texto integral.\n" +
		"# Domínio público: texto de ato oficial, não protegido por direito autoral (Lei nº 9.610/1998, art. 8º, IV).\n" +
		"# Arquivo original na pasta de referência do projeto: nenhum (teste)\n" +
		"# Conferido em: 31/1/2030.\n" +
		"# Leitura de portaria-mt-999-2030: contagem: artigo 2, paragrafo 1, preambulo 1\n" +
		"# SHA-256 do corpo (tudo o que vem depois das linhas \"# \" do cabeçalho, byte a byte): " + hex.EncodeToString(soma[:]) + "\n" + corpo
	norma := "---\n" +
		"ementa: \"Norma de teste.\"\n" +
		"resumo: \"Uma norma que só existe neste teste.\"\n" +
		"autoridade: \"Ministério dos Transportes\"\n" +
		"publicacao: \"DOU de 01/02/2030\"\n" +
		"fonte_oficial: \"https://www.in.gov.br\"\n" +
		"transcricao: \"Texto integral.\"\n" +
		"escopo: \"integral\"\n" +
		"conferido_em: 2030-01-31\n" +
		"fontes:\n  - portaria-mt-999-2030.txt\n" +
		"---\n\n" + corpo
	catalogo, err := os.ReadFile(filepath.Join(dir, "normas.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	catalogo = append(catalogo, "  - {tipo: portaria, orgao: MT, autoridade: ministerio.transportes, numero: \"999\", data: \"2030-01-31\"}\n"...)
	for nome, dados := range map[string]string{
		"normas.yaml":                     string(catalogo),
		"fontes/portaria-mt-999-2030.txt": fonte,
		"portaria-mt-999-2030.md":         norma,
	} {
		if err := os.WriteFile(filepath.Join(dir, nome), []byte(dados), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	res, err := Build(Config{Conteudo: os.DirFS(dir), BaseURL: baseOficial, Recursos: recursosDeTeste(t)})
	if err != nil {
		for _, d := range res.Diagnosticos {
			t.Log(d)
		}
		t.Fatal(err)
	}
	pagina := string(res.Arquivos["legislacao/portaria-mt-999-2030/index.html"])
	for _, quer := range []string{
		`id="art1"`, `id="art1_par1u"`, `id="art2"`,
		"Portaria MT nº 999, de 31 de janeiro de 2030",
		"Vale em todo o país.",
		`href="/legislacao/lei-8899-1994/#art1"`,
		"urn:lex:br:ministerio.transportes:portaria:2030-01-31;999",
	} {
		if !strings.Contains(semNBSP(pagina), quer) {
			t.Errorf("a página da norma nova não tem %q", quer)
		}
	}
	if !strings.Contains(semNBSP(string(res.Arquivos["legislacao/index.html"])), "Portaria MT nº 999") {
		t.Error("a lista de normas não tem a norma nova")
	}
	if _, ok := res.Arquivos["legislacao/portaria-mt-999-2030.json"]; !ok {
		t.Error("a norma nova não tem o seu JSON")
	}
}

// semNBSP turns the non-breaking spaces of a page (semQuebra) back into spaces.
func semNBSP(s string) string { return strings.ReplaceAll(s, nbsp, " ") }
