package generator

import (
	"encoding/json"
	"strings"
	"testing"
	"testing/fstest"

	"viagemdedireito/site"
)

// TestAlteracoesNaPagina: the later amendments of the front matter are in
// the page's status sentence, listed after the text, in the embed and in
// the norm's JSON; a norm without them says none is on record.
func TestAlteracoesNaPagina(t *testing.T) {
	bundle, err := site.Build()
	if err != nil {
		t.Fatal(err)
	}
	construir := func(t *testing.T, extra string) (pagina, embed string, j normaJSON) {
		t.Helper()
		conteudo := fstest.MapFS{"lei-8899-1994.md": {Data: []byte("---\n" + cabecalhoValido + extra + "---\n\nArt. 1º Texto.\n")}}
		res, err := Build(Config{Conteudo: conteudo, BaseURL: "https://exemplo.org", Modelos: modelosNeutros(nil), Recursos: bundle})
		if err != nil {
			t.Fatalf("Build: %v %v", err, res.Diagnosticos)
		}
		if err := json.Unmarshal(res.Arquivos["legislacao/lei-8899-1994.json"], &j); err != nil {
			t.Fatal(err)
		}
		return string(res.Arquivos["legislacao/lei-8899-1994/index.html"]), string(res.Arquivos[arquivoDaPagina(caminhoEmbed("lei-8899-1994"))]), j
	}

	t.Run("sem alterações", func(t *testing.T) {
		pagina, embed, j := construir(t, "")
		for _, quer := range []string{"conferido em 30/11/2026; não registramos alterações posteriores. <strong", "Não registramos alterações posteriores; a redação em vigor"} {
			if !strings.Contains(pagina, quer) {
				t.Errorf("página sem %q", quer)
			}
		}
		if strings.Contains(pagina, `id="alteracoes"`) {
			t.Error("página lista alterações que o cabeçalho não tem")
		}
		if !strings.Contains(embed, "conferido em 30/11/2026; não registramos alterações posteriores.") {
			t.Error("embed sem a frase de situação")
		}
		if j.Alteracoes == nil || len(j.Alteracoes) != 0 {
			t.Errorf("JSON: alteracoes %#v, quero []", j.Alteracoes)
		}
	})

	t.Run("com alterações", func(t *testing.T) {
		pagina, embed, j := construir(t, `alteracoes:
  - ato: "Lei nº 14.423, de 22 de julho de 2022"
    data: 2022-07-22
    o_que: "substituiu “idoso” por “pessoa idosa”"
    texto_publicado: anterior
  - {texto_publicado: fora_do_trecho}
`)
		resumo := "conferido em 30/11/2026; alterações posteriores: Lei\u00a0nº\u00a014.423, de 22 de julho de 2022 (não incorporada ao texto publicado); ato(s) não identificado(s) nas nossas fontes (em partes não publicadas aqui)."
		for _, quer := range []string{
			resumo,
			"As alterações posteriores que conhecemos estão listadas abaixo; a redação em vigor é a do texto oficial.",
			`<h3 id="alteracoes">Alterações posteriores</h3>`,
			"<li>Lei\u00a0nº\u00a014.423, de 22 de julho de 2022: substituiu “idoso” por “pessoa idosa”. O texto publicado aqui é a redação anterior a esta alteração.</li>",
			"<li>Ato(s) não identificado(s) nas nossas fontes. Alteração em partes que não estão publicadas aqui.</li>",
		} {
			if !strings.Contains(pagina, quer) {
				t.Errorf("página sem %q", quer)
			}
		}
		if !strings.Contains(embed, resumo) {
			t.Errorf("embed sem %q", resumo)
		}
		quer := []alteracaoJSON{
			{Ato: "Lei nº 14.423, de 22 de julho de 2022", Data: "2022-07-22", OQue: "substituiu “idoso” por “pessoa idosa”", TextoPublicado: "anterior"},
			{TextoPublicado: "fora_do_trecho"},
		}
		if len(j.Alteracoes) != len(quer) || j.Alteracoes[0] != quer[0] || j.Alteracoes[1] != quer[1] {
			t.Errorf("JSON: alteracoes %+v, quero %+v", j.Alteracoes, quer)
		}
	})
}

// TestSituacoesDasAlteracoes: every value texto_publicado accepts has its
// phrases on the page.
func TestSituacoesDasAlteracoes(t *testing.T) {
	for _, v := range textosPublicados {
		if curta, frase := situacaoAlteracao(v); curta == "" || !strings.HasSuffix(frase, ".") {
			t.Errorf("texto_publicado %q sem frases (%q, %q)", v, curta, frase)
		}
	}
}
