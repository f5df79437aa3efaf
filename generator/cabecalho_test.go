package generator

import (
	"io/fs"
	"os"
	"path"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
	"time"
	"unicode/utf8"

	"viagemdedireito/calculator/lexml"
	"viagemdedireito/site"
)

// cabecalhoValido is a complete front matter of lei-8899-1994 (without the
// "---" lines; its identity comes from the catalogue, lei8899); the tests
// append keys to it.
const cabecalhoValido = `ementa: "Ementa."
autoridade: "Presidência da República"
publicacao: "DOU"
fonte_oficial: "https://www.planalto.gov.br/"
transcricao: "fixture"
escopo: "integral"
conferido_em: 2026-11-30
`

// lei8899 is the catalogue's row of lei-8899-1994, the norm of the tests'
// front matters.
func lei8899() lexml.Norma {
	n, _ := lexml.NormaPorSlug("lei-8899-1994")
	return n
}

// linhasDe splits a front matter into lines numbered as in a file whose
// first line is "---".
func linhasDe(s string) []linhaFonte {
	var ls []linhaFonte
	for i, l := range strings.Split(strings.TrimSuffix(s, "\n"), "\n") {
		ls = append(ls, linhaFonte{Texto: l, Numero: i + 2})
	}
	return ls
}

// TestCabecalhoYAML: YAML forms an editor may write read as the plain ones,
// and the reading of structured reparos and sic.
func TestCabecalhoYAML(t *testing.T) {
	m, onde, probs := lerCabecalho(linhasDe(`# comentário
ementa: >-
  Concede passe livre
  às pessoas portadoras de deficiência.
autoridade: Presidência da República
publicacao: "DOU"
fonte_oficial: "https://www.planalto.gov.br/"
transcricao: "fixture"
escopo: integral
conferido_em: 2026-11-30
fontes: [lei-8899-1994.txt]
notas: []
reparos:
  - onde: art1
    de: "a  b"
    para: "ab"
    nota: "espaço duplo"
  - {onde: geral, nota: "linhas unidas"}
  - {onde: art2, nota: "só nota"}
sic:
  - {onde: art1, trecho: "3 (horas)"}
`), 1, lei8899())
	if len(probs) != 0 {
		t.Fatalf("problemas: %v", probs)
	}
	if m.Titulo != "Lei nº 8.899, de 29 de junho de 1994" || m.Ementa != "Concede passe livre às pessoas portadoras de deficiência." || m.Autoridade != "Presidência da República" || m.Data != "1994-06-29" {
		t.Errorf("valores: %+v", m)
	}
	if onde["ementa"] != 3 || onde["reparos"] != 14 {
		t.Errorf("linhas: ementa %d, reparos %d", onde["ementa"], onde["reparos"])
	}
	if len(m.Fontes) != 1 || m.Fontes[0] != (arquivoFonte{"lei-8899-1994.txt", 12}) || m.Notas != nil {
		t.Errorf("fontes %+v, notas %q", m.Fontes, m.Notas)
	}
	want := []reparo{
		{Onde: "art1", De: "a  b", Para: "ab", Texto: "espaço duplo", Legivel: true, Linha: 15, LinhaDe: 16, LinhaPara: 17},
		{Texto: "linhas unidas", Linha: 19},
		{Onde: "art2", Texto: "só nota", Linha: 20},
	}
	if len(m.Reparos) != len(want) {
		t.Fatalf("reparos: %+v", m.Reparos)
	}
	for i := range want {
		if m.Reparos[i] != want[i] {
			t.Errorf("reparo %d: %+v, esperado %+v", i, m.Reparos[i], want[i])
		}
	}
	if len(m.Sic) != 1 || m.Sic[0] != (sic{"art1", "3 (horas)", 22}) {
		t.Errorf("sic: %+v", m.Sic)
	}
}

// TestCabecalhoAlteracoes: the later amendments, with and without the
// amending act, in block and flow form, each item with its line.
func TestCabecalhoAlteracoes(t *testing.T) {
	m, onde, probs := lerCabecalho(linhasDe(cabecalhoValido+`alteracoes:
  - ato: "Lei nº 14.423, de 22 de julho de 2022"
    data: 2022-07-22
    o_que: "substituiu “idoso” por “pessoa idosa”"
    texto_publicado: anterior
  - {texto_publicado: fora_do_trecho}
  - {ato: 'Lei nº 1', texto_publicado: atualizado}
`), 1, lei8899())
	if len(probs) != 0 {
		t.Fatalf("problemas: %v", probs)
	}
	want := []alteracao{
		{Ato: "Lei nº 14.423, de 22 de julho de 2022", Data: "2022-07-22", OQue: "substituiu “idoso” por “pessoa idosa”", TextoPublicado: "anterior", Linha: 10},
		{TextoPublicado: "fora_do_trecho", Linha: 14},
		{Ato: "Lei nº 1", TextoPublicado: "atualizado", Linha: 15},
	}
	if onde["alteracoes"] != 9 || len(m.Alteracoes) != len(want) {
		t.Fatalf("alteracoes na linha %d: %+v", onde["alteracoes"], m.Alteracoes)
	}
	for i := range want {
		if m.Alteracoes[i] != want[i] {
			t.Errorf("alteração %d: %+v, esperado %+v", i, m.Alteracoes[i], want[i])
		}
	}
	// an empty list is no amendment on record, as an absent key
	if m, _, probs := lerCabecalho(linhasDe(cabecalhoValido+"alteracoes: []\n"), 1, lei8899()); len(probs) != 0 || m.Alteracoes != nil {
		t.Errorf("alteracoes vazia: %+v, %v", m.Alteracoes, probs)
	}
	// a bad item is reported and left out; the good ones stay
	m, _, probs = lerCabecalho(linhasDe(cabecalhoValido+"alteracoes:\n  - {texto_publicado: talvez}\n  - {texto_publicado: anterior}\n"), 1, lei8899())
	if len(probs) != 1 || probs[0].Linha != 10 || len(m.Alteracoes) != 1 || m.Alteracoes[0].Linha != 11 {
		t.Errorf("item inválido: %+v, %v", m.Alteracoes, probs)
	}
}

// TestCabecalhoProblemas: each problem of a front matter with its line.
func TestCabecalhoProblemas(t *testing.T) {
	for _, c := range []struct{ nome, extra, want string }{
		{"tabulação", "notas:\n\t- x\n", "10: o cabeçalho não é YAML válido (found character '\t' that cannot start any token)"},
		{"lista de mapas", "reparos: [1]\n", "9: item de \"reparos\" inválido: esperado um mapa {onde, de, para, nota}, não um número"},
		{"reparos não é lista", "reparos: {onde: geral}\n", "9: a chave \"reparos\" espera uma lista (itens \"  - …\" nas linhas seguintes), não um mapa de chaves"},
		{"geral com de", "reparos:\n  - {onde: geral, de: a, para: b}\n", "10: reparo \"geral\" com \"de\" e \"para\": diga em \"onde\" o dispositivo reparado"},
		{"para sem de", "reparos:\n  - {onde: art1, para: b}\n", "10: reparo com \"para\" sem \"de\""},
		{"reparo vazio", "reparos:\n  - {onde: art1}\n", "10: reparo sem \"de\" e \"para\" nem \"nota\""},
		{"de vazio", "reparos:\n  - {onde: art1, de: \"\", para: b}\n", "10: \"de\" vazio em \"reparos\": diga o texto da fonte que foi reparado"},
		{"chave repetida no item", "sic:\n  - {onde: art1, onde: art2, trecho: x}\n", "10: chave repetida no item de \"sic\": \"onde\""},
		{"trecho número", "sic:\n  - {onde: art1, trecho: 3}\n", "10: \"trecho\" em \"sic\" deve ser um texto, não um número: escreva-o entre aspas"},
		{"trecho vazio", "sic:\n  - {onde: art1, trecho: \"\"}\n", "10: \"trecho\" vazio em \"sic\""},
		{"nota nula", "notas:\n  -\n", "10: cada item de \"notas\" está vazio"},
		{"booleano", "escopo2: x\n", "9: chave desconhecida no cabeçalho: \"escopo2\""},
		{"âncora", "notas:\n  - &a x\n  - *a\n", "10: cada item de \"notas\" deve ser um texto, não uma âncora ou referência"},
		{"fonte com pasta", "fontes: [a/b.txt]\n", "9: fonte \"a/b.txt\" inválida: use o nome de um arquivo da pasta fontes/, como \"lei-8899-1994.txt\""},
		{"alteração sem texto_publicado", "alteracoes:\n  - {ato: \"Lei nº 1\"}\n", "10: item de \"alteracoes\" sem a chave \"texto_publicado\""},
		{"texto_publicado inválido", "alteracoes:\n  - {ato: \"Lei nº 1\", texto_publicado: sim}\n", "10: texto_publicado inválido \"sim\" em \"alteracoes\": use anterior, atualizado, fora_do_trecho"},
		{"data de alteração sem ato", "alteracoes:\n  - texto_publicado: anterior\n    data: 2022-07-22\n", "11: \"data\" sem \"ato\" em \"alteracoes\": a data é a do ato que alterou a norma; sem o ato, omita-a"},
		{"data de alteração inválida", "alteracoes:\n  - {ato: \"Lei nº 1\", data: 22/7/2022, texto_publicado: anterior}\n", "10: data inválida em \"alteracoes\" \"22/7/2022\": use AAAA-MM-DD"},
		{"ato vazio", "alteracoes:\n  - {ato: \"\", texto_publicado: anterior}\n", "10: \"ato\" vazio em \"alteracoes\": omita a chave quando as fontes não dizem"},
		{"ato número", "alteracoes:\n  - ato: 14423\n    texto_publicado: anterior\n", "10: \"ato\" em \"alteracoes\" deve ser um texto, não um número: escreva-o entre aspas"},
		{"chave desconhecida em alteração", "alteracoes:\n  - texto_publicado: anterior\n    numero: \"1\"\n", "11: chave desconhecida no item de \"alteracoes\": \"numero\" (use ato, data, o_que, texto_publicado)"},
		{"alteracoes não é lista", "alteracoes: nenhuma\n", "9: a chave \"alteracoes\" espera uma lista (itens \"  - …\" nas linhas seguintes), não um texto"},
		{"chave do catálogo", "tipo: lei\n", "9: a chave \"tipo\" não se escreve no cabeçalho: título, nome curto, rótulo, tipo, número, data e URN de uma norma vêm do catálogo de normas (content/normas.yaml); apague a linha"},
		{"não é mapa", "", ""},
	} {
		t.Run(c.nome, func(t *testing.T) {
			texto := cabecalhoValido + c.extra
			if c.nome == "não é mapa" {
				texto, c.want = "- titulo\n", "2: o cabeçalho deve ser um mapa \"chave: valor\", não uma lista"
			}
			_, _, probs := lerCabecalho(linhasDe(texto), 1, lei8899())
			var got []string
			for _, p := range probs {
				got = append(got, strconv.Itoa(p.Linha)+": "+p.Mensagem)
			}
			if len(got) == 0 || got[0] != c.want {
				t.Errorf("problemas %q, esperado primeiro %q", got, c.want)
			}
		})
	}
}

// TestFontesDosReparos: where the sources are checked from, through Build.
func TestFontesDosReparos(t *testing.T) {
	bundle, err := site.Build()
	if err != nil {
		t.Fatal(err)
	}
	fonte := &fstest.MapFile{Data: []byte("# cabeçalho de procedência: \"Tex to\" aqui não conta.\n#\n\nArt. 1º Tex\u00a0\n  to com a\nb.\n")}
	for _, c := range []struct{ nome, extra, corpo, want string }{
		{"sem fontes", "reparos:\n  - {onde: art1, de: \"Tex to\", para: \"Texto\"}\n", "Art. 1º Texto.",
			"lei-8899-1994.md:10: erro: reparo de art1: sem a chave \"fontes\" no cabeçalho, não há onde conferir \"Tex to\""},
		{"de no cabeçalho da fonte", "fontes: [f.txt]\nreparos:\n  - {onde: art1, de: \"procedência\", para: \"Texto\"}\n", "Art. 1º Texto.",
			"lei-8899-1994.md:11: erro: reparo de art1: o texto \"procedência\" não está na fonte (f.txt)"},
		{"para fora do dispositivo", "fontes: [f.txt]\nreparos:\n  - onde: art1\n    de: \"a b\"\n    para: \"ab\"\n", "Art. 1º Texto.",
			"lei-8899-1994.md:13: erro: reparo: o texto de art1 não contém \"ab\""},
		{"dispositivo inexistente", "fontes: [f.txt]\nreparos:\n  - {onde: art9, de: \"a b\", para: \"ab\"}\n", "Art. 1º Texto.",
			"lei-8899-1994.md:11: erro: reparo: dispositivo art9 não existe no texto"},
		{"espaços normalizados", "fontes: [f.txt]\nreparos:\n  - {onde: art1, de: \"Tex to com a b\", para: \"Texto com ab\", nota: \"quebras da extração\"}\n", "Art. 1º Texto com ab.", ""},
	} {
		t.Run(c.nome, func(t *testing.T) {
			conteudo := fstest.MapFS{
				"lei-8899-1994.md": {Data: []byte("---\n" + cabecalhoValido + c.extra + "---\n\n" + c.corpo + "\n")},
				"fontes/f.txt":     fonte,
			}
			res, err := Build(Config{Conteudo: conteudo, BaseURL: "https://exemplo.org", Modelos: modelosNeutros(nil), Recursos: bundle})
			var got []string
			for _, d := range res.Diagnosticos {
				got = append(got, d.String())
			}
			if c.want == "" {
				if err != nil || len(got) != 0 {
					t.Fatalf("Build: %v; %q", err, got)
				}
				pagina := string(res.Arquivos["legislacao/lei-8899-1994/index.html"])
				if !strings.Contains(pagina, "<a href=\"#art1\">art.\u00a01º</a>: “Tex to com a b” → “Texto com ab” (quebras da extração)</li>") {
					t.Errorf("reparo não mostrado na página")
				}
				return
			}
			if err == nil || len(got) != 1 || got[0] != c.want {
				t.Errorf("diagnósticos %q, esperado %q", got, c.want)
			}
		})
	}
}

// TestFontesDoConteudo: every norm of content/ names its official sources,
// and every file of content/fontes/ is the source of some norm or court decision.
func TestFontesDoConteudo(t *testing.T) {
	conteudo := os.DirFS("../content")
	nomeadas := map[string]bool{}
	mds, err := fs.Glob(conteudo, "*.md")
	if err != nil {
		t.Fatal(err)
	}
	normas := 0
	for _, nome := range mds {
		b, err := fs.ReadFile(conteudo, nome)
		if err != nil {
			t.Fatal(err)
		}
		if !comecaComCabecalho(b) {
			continue // a document about the content
		}
		normas++
		cab, _, _ := strings.Cut(strings.TrimPrefix(string(b), "---\n"), "\n---\n")
		cat, ok := lexml.NormaPorSlug(strings.TrimSuffix(nome, ".md"))
		if !ok {
			t.Errorf("%s: fora do catálogo de normas (calculator/lexml)", nome)
		}
		m, _, probs := lerCabecalho(linhasDe(cab), 1, cat)
		if len(probs) > 0 {
			t.Errorf("%s: %v", nome, probs)
		}
		if len(m.Fontes) == 0 {
			t.Errorf("%s: sem a chave fontes", nome)
		}
		if strings.TrimSpace(m.Resumo) == "" {
			t.Errorf("%s: sem a chave resumo (a frase simples do cabeçalho da página)", nome)
		}
		for _, f := range m.Fontes {
			nomeadas[f.Nome] = true
		}
		for _, r := range m.Redacoes {
			for _, f := range r.Fontes {
				nomeadas[f.Nome] = true
			}
		}
	}
	// the court decisions name their sources too (decisoes.go)
	jur, err := fs.Glob(conteudo, path.Join(pastaJurisprudencia, "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, nome := range jur {
		b, err := fs.ReadFile(conteudo, nome)
		if err != nil {
			t.Fatal(err)
		}
		diags := &diagnosticos{}
		d := lerDecisao(nome, strings.TrimSuffix(path.Base(nome), ".md"), b, diags)
		if d == nil || len(diags.lista) > 0 {
			t.Errorf("%s: %v", nome, diags.lista)
			continue
		}
		for _, f := range d.Fontes {
			nomeadas[f.Nome] = true
		}
	}
	fontes, err := fs.Glob(conteudo, path.Join(pastaFontes, "*.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if normas == 0 || len(fontes) == 0 {
		t.Fatalf("%d normas e %d fontes em content/", normas, len(fontes))
	}
	for _, f := range fontes {
		if !nomeadas[path.Base(f)] {
			t.Errorf("content/%s não é fonte de nenhuma norma nem decisão (chave fontes)", f)
		}
	}
}

// FuzzCabecalho: the front matter reader never panics, every problem points
// at a line of the front matter (or at line 1, for a missing key), and a
// front matter read without problems has every required value and complete
// reparos and sic.
func FuzzCabecalho(f *testing.F) {
	for _, s := range []string{
		cabecalhoValido,
		cabecalhoValido + "fontes: [a.txt]\nnotas:\n  - \"n\"\nreparos:\n  - {onde: art1, de: \"a b\", para: \"ab\"}\n  - onde: geral\n    nota: x\nsic:\n  - {onde: art1, trecho: \"3 (horas)\"}\n",
		"titulo: \"x\n", "a: [x\n", "- a\n", "a: &x 1\nb: *x\n", "<<: {a: 1}\n", "? a\n: b\n", "a: !!str 1\n", "a: |\n  b\n", "...\n", "%YAML 1.2\n",
		cabecalhoValido + "alteracoes:\n  - {ato: \"Lei nº 1\", data: 2022-07-22, o_que: x, texto_publicado: anterior}\n  - {texto_publicado: fora_do_trecho}\n",
		"alteracoes:\n  - {data: 2022-07-22, texto_publicado: anterior}\n", "alteracoes:\n  - {ato: x, data: 2022-13-01, texto_publicado: y}\n",
		"reparos:\n  - {onde: art1, de: \"x\"}\n", "sic:\n  - art1: \"x\"\n", "titulo: x\ntitulo: y\n", "\t- x\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !utf8.ValidString(s) {
			return
		}
		linhas := linhasDe(strings.ReplaceAll(s, "\r", ""))
		m, onde, probs := lerCabecalho(linhas, 1, lei8899())
		ultima := len(linhas) + 1
		for _, p := range probs {
			if p.Linha < 1 || p.Linha > ultima {
				t.Fatalf("problema fora do cabeçalho (linhas 2 a %d): %d: %s", ultima, p.Linha, p.Mensagem)
			}
		}
		for chave, l := range onde {
			if l < 2 || l > ultima {
				t.Fatalf("chave %s na linha %d, fora do cabeçalho", chave, l)
			}
		}
		if len(probs) > 0 {
			return
		}
		for _, c := range camposCabecalho {
			if c.obrigatoria && c.vazio != nil && c.vazio(m) {
				t.Fatalf("cabeçalho aceito sem %s", c.chave)
			}
		}
		for _, r := range m.Reparos {
			if r.Legivel && (r.Onde == "" || r.De == "") || !r.Legivel && r.Texto == "" {
				t.Fatalf("reparo incompleto aceito: %+v", r)
			}
		}
		for _, x := range m.Sic {
			if x.Onde == "" || x.Trecho == "" {
				t.Fatalf("sic incompleto aceito: %+v", x)
			}
		}
		for _, a := range m.Fontes {
			if strings.Contains(a.Nome, "/") || !fs.ValidPath(a.Nome) {
				t.Fatalf("fonte inválida aceita: %q", a.Nome)
			}
		}
		for _, a := range m.Alteracoes {
			if !slices.Contains(textosPublicados, a.TextoPublicado) {
				t.Fatalf("alteração aceita com texto_publicado %q", a.TextoPublicado)
			}
			if a.Data != "" {
				if _, err := time.Parse("2006-01-02", a.Data); err != nil || a.Ato == "" {
					t.Fatalf("alteração aceita com data %q e ato %q", a.Data, a.Ato)
				}
			}
		}
	})
}

// TestExemploDoREADME: the front matter shown to editors in content/README.md
// reads without problems, with every key.
func TestExemploDoREADME(t *testing.T) {
	b, err := os.ReadFile("../content/README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, resto, ok := strings.Cut(string(b), "```yaml\n---\n")
	exemplo, _, ok2 := strings.Cut(resto, "---\n```")
	if !ok || !ok2 {
		t.Fatal("content/README.md sem o exemplo ```yaml --- … --- ```")
	}
	m, onde, probs := lerCabecalho(linhasDe(exemplo), 1, lei8899())
	if len(probs) > 0 {
		t.Fatalf("o exemplo tem problemas: %v", probs)
	}
	if len(onde) != len(camposCabecalho) || len(m.Reparos) != 2 || !m.Reparos[0].Legivel || len(m.Sic) != 1 {
		t.Errorf("o exemplo não mostra todas as chaves: %v", onde)
	}
}
