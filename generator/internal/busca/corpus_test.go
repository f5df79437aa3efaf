package busca

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

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
		sep, texto := "\n\n", string(b)
		if strings.HasSuffix(f, ".txt") {
			sep, texto = "\n", corpoDaFonte(texto)
		}
		for _, p := range strings.Split(texto, sep) {
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

// corpoDaFonte is a source of content/fontes without what no page publishes:
// its "# " header (provenance and reading notes) and the preparer's notes
// between two lines of "=" that open some bodies (content/fontes/README.md).
func corpoDaFonte(s string) string {
	for strings.HasPrefix(s, "# ") {
		_, s, _ = strings.Cut(s, "\n")
	}
	const moldura = "================================================================================\n"
	if strings.HasPrefix(s, moldura) {
		if _, depois, ok := strings.Cut(s[len(moldura):], moldura); ok {
			s = depois
		}
	}
	return s
}
