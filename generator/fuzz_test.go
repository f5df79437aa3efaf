package generator

import (
	"bytes"
	"strings"
	"testing"
	"testing/fstest"
	"unicode/utf8"

	"viagemdedireito/calculator/lexml"
	"viagemdedireito/site"
)

// FuzzReconhecer: the dispositivo recogniser never panics; a recognised
// label is a prefix of the paragraph and numbers are in range.
func FuzzReconhecer(f *testing.F) {
	for _, s := range []string{
		"Art. 1º Texto.", "Art. 1o As empresas", "Art. 10. Dez.", "Art. 1º-A Acrescido.", "Art. único. Só.",
		"Art. 142. [...]", "§ 1º Um.", "§7º Sete.", "§ 10. Dez.", "§ sem número", "Parágrafo único. Só.",
		"I - inciso;", "IV – quarto;", "IX — nono;", "IIII - errado", "a) alínea;", "1. item;", "[...]",
		"TÍTULO I\nDISPOSIÇÕES", "Seção IX\nDo Direito", "Subseção IV\nDas Gratuidades", "CAPÍTULO II-A\nX",
		"Brasília, 29 de junho de 1994; 173º", "Art.", "§", "Art. 0", "Art. 99999999999999999999 x",
	} {
		f.Add(s, int(noAlinea))
	}
	f.Fuzz(func(t *testing.T, s string, anterior int) {
		r := reconhecer(strings.Split(s, "\n"), tipoNo(anterior))
		if r.Tipo == noNenhum || r.Erro != "" {
			return
		}
		junto := strings.Join(strings.Fields(strings.ReplaceAll(s, "\n", " ")), " ")
		if r.Rotulo != "" && !strings.Contains(strings.Join(strings.Fields(s), " "), strings.Join(strings.Fields(r.Rotulo), " ")) {
			t.Fatalf("rótulo %q não está em %q", r.Rotulo, junto)
		}
		if r.Numero.N < 0 || r.Numero.Sufixo < 0 || r.Numero.Sufixo > 26 {
			t.Fatalf("número fora de faixa: %+v", r.Numero)
		}
		if r.Tipo != noOmissao && !r.Tipo.agrupador() && !r.Numero.Unico && r.Numero.N == 0 {
			t.Fatalf("dispositivo sem número aceito: %q → %+v", s, r)
		}
		if id := passo(r.Tipo, r.Numero).Token(); strings.ContainsAny(id, " \"<>#") {
			t.Fatalf("id inválido %q", id)
		}
	})
}

// FuzzRemissoes: the remissão parser never panics; spans are ordered, do not
// overlap and fall on UTF-8 boundaries; resolution never panics either.
func FuzzRemissoes(f *testing.F) {
	for _, s := range []string{
		"art. 32 da Lei nº 12.852, de 5 de agosto de 2013", "Lei nº 12.852, de 2013", "nos termos do art. 153",
		"previstas nos incisos IV e V", "observado o disposto no §7º", "na forma do § 2º do art. 143",
		"conforme previsto no § 2º", "o disposto no inciso III", "art. 39 do Decreto nº 9.579, de 22 de novembro de 2018",
		"art. 1o da Lei no 8.899", "estabelecidos no art. 135", "art. 84, incisos IV e VI, da Constituição",
		"alíneas a e b", "caput", "arts. 1º e 32", "§§ 1º e 2º", "parágrafo único do art. 17", "Resolução ANTT nº 6.033/2023",
		"art. 1.000-A", "inciso I do caput do art. 5º", "§", "art.", "incisos", "Lei nº",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		refs := encontrarRemissoes(s, lexml.Padrao())
		fim := 0
		for _, r := range refs {
			if r.Ini < fim || r.Fim <= r.Ini || r.Fim > len(s) {
				t.Fatalf("intervalo inválido [%d,%d) após %d em %q", r.Ini, r.Fim, fim, s)
			}
			if utf8.ValidString(s) && (!utf8.ValidString(s[r.Ini:r.Fim])) {
				t.Fatalf("intervalo corta um caractere: %q", s[r.Ini:r.Fim])
			}
			fim = r.Fim
			slug, ids, ok := resolverRef(r, contextoRef{Artigo: "art1", Paragrafo: "art1_par1", Inciso: "art1_cpt_inc1"}, lexml.Padrao())
			if !ok {
				continue
			}
			if _, conhecida := lexml.NormaPorSlug(slug); slug != "" && !conhecida {
				t.Fatalf("norma desconhecida %q", slug)
			}
			for _, id := range ids {
				if !strings.HasPrefix(id, "art") || strings.ContainsAny(id, " \"<>#") {
					t.Fatalf("id inválido %q de %q", id, s[r.Ini:r.Fim])
				}
			}
		}
	})
}

// FuzzBuild: any content file builds or yields diagnostics, never a panic;
// every diagnostic points inside the file.
func FuzzBuild(f *testing.F) {
	bundle, err := site.Build()
	if err != nil {
		f.Fatal(err)
	}
	for _, s := range []string{
		"", "---\n---\n", "---\ntitulo: \"x\n---\nArt. 1º A.\n",
		"---\nementa: \"E.\"\nautoridade: \"P\"\npublicacao: \"DOU\"\nfonte_oficial: \"https://x/\"\ntranscricao: \"t\"\nescopo: \"integral\"\nconferido_em: 2026-11-30\nfontes: [f.txt]\nreparos:\n  - {onde: art1, de: \"A ,\", para: \"A,\"}\n  - {onde: geral, nota: \"n\"}\nsic:\n  - {onde: art1, trecho: \"A\"}\n---\n\nPreâmbulo.\n\nTÍTULO I\nNOME\n\nArt. 1º A, nos termos do art. 2º e do § 1º.\n\n§ 1º B, inciso I.\n\nI - c;\n\na) d;\n\n1. e.\n\n[...]\n\nBrasília, 1 de janeiro de 2000.\n\nFULANO\n",
		"Art. 1º\n\n§\n\nI -\n\na)\n\n1.\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, fonte []byte) {
		res, _ := Build(Config{Conteudo: fstest.MapFS{"lei-8899-1994.md": {Data: fonte}, "fontes/f.txt": {Data: []byte("# fonte\n\nArt. 1º A , nos termos\n")}}, BaseURL: "https://exemplo.org", Modelos: modelosNeutros(nil), Recursos: bundle})
		linhas := bytes.Count(fonte, []byte("\n")) + 1
		for _, d := range res.Diagnosticos {
			if d.Linha < 0 || d.Linha > linhas {
				t.Fatalf("diagnóstico fora do arquivo (%d linhas): %s", linhas, d)
			}
		}
	})
}

// FuzzSemPerda: when a file parses without errors, every word of its body
// is in the assembled norm (labels, texts, grouper names, preamble, closing):
// nothing is silently dropped.
func FuzzSemPerda(f *testing.F) {
	cabecalho := "---\nementa: \"E.\"\nautoridade: \"P\"\npublicacao: \"DOU\"\nfonte_oficial: \"https://x/\"\ntranscricao: \"t\"\nescopo: \"trechos\"\nconferido_em: 2026-11-30\n---\n"
	for _, s := range []string{
		"Preâmbulo.\n\nTÍTULO I\nNOME\n\nArt. 1º A, nos termos do art. 2º.\n\n§ 1º B.\n\nI - c;\n\na) d;\n\n1. e.\n\n[...]\n\nBrasília, 1 de janeiro de 2000.\n\nFULANO\n",
		"    Art. 1º recuado\n\n\tArt. 2º tab\n", "> x\n\n# y\n\n- z\n\n```\nw\n```\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, corpo string) {
		if !utf8.ValidString(corpo) || strings.ContainsRune(corpo, 0) {
			return
		}
		diags := &diagnosticos{}
		fonte := analisar("lei-8899-1994.md", "lei-8899-1994", lexml.Padrao(), []byte(cabecalho+corpo), novoMarkdown(), diags, "")
		normas := montar([]*fonteNorma{fonte}, diags)
		if diags.erros() > 0 || len(normas) != 1 {
			return
		}
		var saida []string
		n := normas[0]
		for _, p := range n.Preambulo {
			saida = append(saida, textoPlano(p))
		}
		var walk func(xs []*no)
		walk = func(xs []*no) {
			for _, x := range xs {
				saida = append(saida, x.Rotulo, x.Nome, x.TextoPlano())
				walk(x.Filhos)
			}
		}
		walk(n.Corpo)
		for _, p := range n.Fecho {
			saida = append(saida, textoPlano(p))
		}
		esperado := strings.Join(strings.Fields(corpo), " ")
		obtido := strings.Join(strings.Fields(strings.Join(saida, " ")), " ")
		if esperado != obtido {
			t.Fatalf("texto perdido ou alterado:\nentrada: %q\nsaída:   %q", esperado, obtido)
		}
	})
}
