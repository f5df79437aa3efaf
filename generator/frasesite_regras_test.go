package generator

import (
	"html"
	"html/template"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"text/template/parse"

	"viagemdedireito/calculator"
)

// Rules revision 4, R9 (issue 26): every legal statement the site makes in
// its own words comes from the catalogue (calculator.Frases, reviewed in
// calculator/frases.md), written by {{frase "chave"}} with its grounds. A
// template that cites on its own ({{cita}}, {{citaSemNorma}}, {{citaPasso}},
// {{decisao}}, with a constant or with data) or names a dispositivo in its
// own text ("art. 40", "Lei nº 11.975/2009") states a rule outside it:
// TestRegrasForaDoCatalogo fails on any (the build itself refuses the
// constant citations, verificarCatalogo), and TestScriptsSemCitacaoPropria
// on a script's string that names a dispositivo or states a rule as a
// norm's ("a lei manda", normaComoFonte).

// reCitacaoEscrita finds a dispositivo or norm named in words: what a page
// or a script writes when it cites on its own.
var reCitacaoEscrita = regexp.MustCompile(`\b(?:arts?\.|artigos?)\s*\d+|(?:\bLei|\bDecreto|\bResolução|\bRes\.|\bPortaria)(?:\s+(?:ANTT|ANTAQ|MINFRA))?\s+(?:n[º°o.]\s*)?\d[\d.]*/\d{4}|§\s*\d`)

// regraPropria is one legal statement a template makes with a citation of
// its own: `cita "ref"`, `decisao "slug"` or `texto "art. 40"`.
type regraPropria = string

// regrasDosModelos reads every template of site/templates and returns, by
// "arquivo.html: nome" (the file's own template is "arquivo.html:
// arquivo.html"), the citations each makes on its own, in order.
func regrasDosModelos(t *testing.T) map[string][]regraPropria {
	t.Helper()
	funcs := (&sitio{}).funcoes()
	arquivos, err := filepath.Glob("../site/templates/*.html")
	if err != nil || len(arquivos) < 10 {
		t.Fatalf("modelos: %v (%d)", err, len(arquivos))
	}
	out := map[string][]regraPropria{}
	for _, arq := range arquivos {
		src, err := os.ReadFile(arq)
		if err != nil {
			t.Fatal(err)
		}
		nomeArq := filepath.Base(arq)
		ts, err := template.New(nomeArq).Funcs(funcs).Parse(string(src))
		if err != nil {
			t.Fatalf("%s: %v", arq, err)
		}
		for _, x := range ts.Templates() {
			if x.Tree == nil || x.Tree.Root == nil {
				continue
			}
			var rs []regraPropria
			regrasDoNo(x.Tree.Root, &rs)
			if len(rs) > 0 {
				out[nomeArq+": "+x.Name()] = rs
			}
		}
	}
	return out
}

// funcoesDeRegraPropria are the template functions that cite on their own.
var funcoesDeRegraPropria = append(slices.Clone(funcoesCitacao), "decisao")

// regrasDoNo appends to rs the citations of n: calls of the citing
// functions with a constant argument, and dispositivos named in the text
// or in a constant printed ({{"Lei nº 11.975/2009"}}).
func regrasDoNo(n parse.Node, rs *[]regraPropria) {
	switch x := n.(type) {
	case *parse.ListNode:
		if x == nil {
			return
		}
		for _, c := range x.Nodes {
			regrasDoNo(c, rs)
		}
	case *parse.TextNode:
		for _, m := range reCitacaoEscrita.FindAllString(string(x.Text), -1) {
			*rs = append(*rs, "texto "+strconv.Quote(strings.Join(strings.Fields(m), " ")))
		}
		// a sentence of the text that states a rule as a norm's or an
		// authority's, with no citation ("a lei manda…")
		for _, f := range frasesDoTexto(string(x.Text)) {
			if normaComoFonte(f) {
				*rs = append(*rs, "regra "+strconv.Quote(f))
			}
		}
	case *parse.StringNode:
		for _, m := range reCitacaoEscrita.FindAllString(x.Text, -1) {
			*rs = append(*rs, "texto "+strconv.Quote(strings.Join(strings.Fields(m), " ")))
		}
	case *parse.ActionNode:
		regrasDoNo(x.Pipe, rs)
	case *parse.PipeNode:
		if x == nil {
			return
		}
		for _, c := range x.Cmds {
			regrasDoNo(c, rs)
		}
	case *parse.CommandNode:
		if len(x.Args) == 2 {
			if id, ok := x.Args[0].(*parse.IdentifierNode); ok {
				if s, ok := x.Args[1].(*parse.StringNode); ok {
					switch {
					case slices.Contains(funcoesDeRegraPropria, id.Ident):
						*rs = append(*rs, id.Ident+" "+strconv.Quote(s.Text))
						return
					case id.Ident == "frase" || id.Ident == "asset" || id.Ident == "embutido" || id.Ident == "tamanho":
						return // the catalogue's sentence; a file name
					}
				} else if slices.Contains(funcoesDeRegraPropria, id.Ident) {
					// a citation whose reference is data ({{cita .Exigencia}})
					*rs = append(*rs, id.Ident+" "+x.Args[1].String())
					return
				}
			}
		}
		for _, a := range x.Args {
			regrasDoNo(a, rs)
		}
	case *parse.IfNode:
		regrasDoNo(&x.BranchNode, rs)
	case *parse.RangeNode:
		regrasDoNo(&x.BranchNode, rs)
	case *parse.WithNode:
		regrasDoNo(&x.BranchNode, rs)
	case *parse.BranchNode:
		regrasDoNo(x.Pipe, rs)
		regrasDoNo(x.List, rs)
		regrasDoNo(x.ElseList, rs)
	case *parse.TemplateNode:
		regrasDoNo(x.Pipe, rs)
	}
}

// TestRegrasForaDoCatalogo: no template of the site states a rule with a
// citation of its own; every one says its rules with frase.
func TestRegrasForaDoCatalogo(t *testing.T) {
	atual := regrasDosModelos(t)
	var nomes []string
	for m := range atual {
		nomes = append(nomes, m)
	}
	slices.Sort(nomes)
	for _, m := range nomes {
		for _, r := range atual[m] {
			t.Errorf("modelo %s: {{%s}} é uma regra dita fora do catálogo (calculator/frases_paginas.go): escreva-a com {{frase \"chave\"}}", m, r)
		}
	}
}

// The walk finds every kind of citation of its own, and a sentence of the
// text that states a rule as a norm's, and none in frase or in a comment.
func TestRegrasDoNo(t *testing.T) {
	ts, err := template.New("x").Funcs((&sitio{}).funcoes()).Parse(`{{/* art. 149 */}}<p>{{frase "a.b"}} Vale
({{cita "lei-8899-1994#art1"}}; {{citaPasso "decreto-3691-2000#art1"}}; {{decisao "stj-resp-1543465-rs"}}).
Conforme o art. 40 e o § 2º da {{"Lei nº 11.975/2009"}}.{{if true}}{{citaSemNorma "lei-11975-2009#art2"}}{{end}} {{cita .Ref}}</p>
<p>Pergunte à empresa. A lei não fala em venda <em>pela</em> internet.</p>`)
	if err != nil {
		t.Fatal(err)
	}
	var rs []regraPropria
	regrasDoNo(ts.Tree.Root, &rs)
	quer := []string{`cita "lei-8899-1994#art1"`, `citaPasso "decreto-3691-2000#art1"`, `decisao "stj-resp-1543465-rs"`,
		`texto "art. 40"`, `texto "§ 2"`, `texto "Lei nº 11.975/2009"`, `citaSemNorma "lei-11975-2009#art2"`, `cita .Ref`,
		`regra "A lei não fala em venda pela internet"`}
	if !slices.Equal(rs, quer) {
		t.Errorf("regras = %q, quer %q", rs, quer)
	}
}

// reLiteralComCitacao: the scripts, likewise, write no sentence citing a
// norm of their own in a string (the engine's citations arrive as data:
// its answer's fundamentos).
func TestScriptsSemCitacaoPropria(t *testing.T) {
	raiz := "../site/assets"
	achados := map[string]bool{}
	n := 0
	err := fs.WalkDir(os.DirFS(raiz), ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && d.Name() == "node_modules" {
			return fs.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(p, ".js") {
			return nil
		}
		src, err := os.ReadFile(filepath.Join(raiz, p))
		if err != nil {
			return err
		}
		n++
		for _, lit := range literaisJS(string(src)) {
			if reCitacaoEscrita.MatchString(lit) || normaComoFonte(lit) {
				achados[p+": "+lit] = true
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n < 10 {
		t.Fatalf("só %d scripts em %s", n, raiz)
	}
	var lits []string
	for k := range achados {
		lits = append(lits, k)
	}
	slices.Sort(lits)
	for _, k := range lits {
		t.Errorf("%s: um script cita uma norma por conta própria, ou diz em palavras suas uma regra de uma norma; a frase vem do catálogo (a resposta do motor, ou um <template> da página com {{frase \"chave\"}})", k)
	}
}

// reNormaNomeada finds a norm or the authority that makes or reads one,
// named in words: a law, a decree, a resolution, an ordinance, a statute,
// the ANTT, Antaq, the STJ or a court. Go's \b is ASCII: the edges are
// written out, so that "resolução" is found whole.
var reNormaNomeada = regexp.MustCompile(`(?i)(?:^|[^\p{L}\p{N}])(?:leis?|decretos?|resolução|resoluções|portarias?|estatutos?|antt|antaq|stj|tribuna(?:l|is))(?:$|[^\p{L}\p{N}])`)

// reVerboDeRegra finds what a rule says: a right, a duty, a permission, a
// ban, a condition ("só"), a scope ("aplica"), a count ("conta"), a
// decision, or a rule's attribution ("pela lei", "com base na").
var reVerboDeRegra = regexp.MustCompile(`(?i)(?:^|[^\p{L}\p{N}])(?:garantem?|assegura(?:m)?|manda(?:m)?|diz(?:em)?|exigem?|permitem?|prevê|preveem|obrigam?|dá|dão|concedem?|contam?|devem?|pode(?:m)?|proíbem?|aplica(?:m)?|vale(?:m)?|decid(?:e|em|iu|iram|ido|ida)|julg(?:a|am|ou|aram)|isent[ao]s?|só|tem direito|têm direito|pela|pelo|com base n[ao]|segundo|conforme)(?:$|[^\p{L}\p{N}])`)

// frasesDoTexto splits a template's text into its sentences, markup left
// out: what a reader reads as one statement.
func frasesDoTexto(texto string) []string {
	texto = reMarcacao.ReplaceAllString(texto, " ")
	var out []string
	for _, f := range reFimDeFrase.Split(texto, -1) {
		if f = strings.Join(strings.Fields(f), " "); f != "" {
			out = append(out, f)
		}
	}
	return out
}

var (
	reMarcacao   = regexp.MustCompile(`<[^>]*>`)
	reFimDeFrase = regexp.MustCompile(`[.!?:;]\s|\n\s*\n`)
	// a sentence's end only (a colon goes on with the same statement)
	reFimDeOracao = regexp.MustCompile(`[.!?]\s|\n\s*\n`)
)

// normaComoFonte reports whether a script's string literal states a rule
// as some norm's (or the ANTT's, or a court's): a norm named with what a
// rule says ("a lei manda", "a resolução da ANTT só garante"). A string
// without a space is data (a norm's slug, "decreto-8537-2015"; a key), and
// an authority named as a place to go ("à Ouvidoria da ANTT") or a title
// ("Texto da lei") says no rule.
func normaComoFonte(lit string) bool {
	return strings.ContainsAny(lit, " \u00a0") && reNormaNomeada.MatchString(lit) && reVerboDeRegra.MatchString(lit)
}

// The test finds the rules the scripts said in their own words before
// issue 26 moved them into the catalogue, and none of the data, the
// addresses or the titles that name a norm without stating a rule of it.
func TestNormaComoFonte(t *testing.T) {
	regras := []string{
		"Na compra a prazo, a lei manda fazer o reembolso só depois de quitada a dívida.",
		"Opcional: a lei conta o reembolso pela tarifa do dia. Se a passagem ficou mais cara desde a compra, a calculadora mostra a diferença que você pode reclamar. Deixe em branco se não sabe.",
		"A lei garante o reembolso, mas a empresa pode recusar com base na Resolução da ANTT",
		" mais cara desde a compra: pela lei, você pode reclamar também essa diferença, menos a comissão de venda.",
		"A lei dos bilhetes de ônibus não se aplica a esta viagem",
		"A resolução da ANTT e o decreto só garantem o benefício em viagens com serviço convencional",
		"O decreto só garante o benefício em viagens com serviço convencional",
		"O decreto manda comprar o desconto da pessoa idosa com, no máximo, 6 horas de antecedência em viagens de até 500 km, ou 12 horas nas mais longas.",
		"o STJ tem decidido que os decretos excedem o poder regulamentar",
		// and the templates' text, before it became the catalogue's or
		// was said without a rule
		"Pergunte à ANTT, que autoriza as linhas interestaduais, e não só à empresa",
		"A lei não fala em venda pela internet",
		"para o jovem, o decreto dá os mesmos prazos no ônibus, no trem e no barco",
		"As empresas que mostram textos de lei nos pontos de venda devem mostrar o texto novo quando ele muda",
	}
	for _, s := range regras {
		if !normaComoFonte(s) {
			t.Errorf("normaComoFonte(%q) = false: é uma regra dita por conta própria", s)
		}
	}
	dados := []string{
		"decreto-8537-2015", "resolucao-antt-6033-2023", "lei-11975-2009#art2",
		"Texto da lei, de Viagem de Direito",
		"à Ouvidoria da ANTT (agência do transporte por ônibus e trem)",
		"à Ouvidoria da ANTT, se a viagem é de ônibus ou trem, ou à Antaq, se é de barco",
		"Você tem direito ao reembolso, mas a empresa pode recusar",
		"A calculadora não tem regras de atraso para esta viagem",
		"Sem serviço convencional, a regulamentação não garante o benefício nesta viagem",
		"Uma lei qualquer",
		"Pergunte à empresa e também à ANTT",
		"Empresas de transporte: o que fazer quando muda um texto que vocês mostram está em Para as empresas",
	}
	for _, s := range dados {
		if normaComoFonte(s) {
			t.Errorf("normaComoFonte(%q) = true: não diz regra de norma", s)
		}
	}
}

// literaisJS returns the string literals of a script ('…', "…" and
// template literals, `${…}` included as text), without its comments and
// regular expression literals. A lexer of the few rules that tell them
// apart: a / starts a regular expression where an operand is expected
// (after an operator, a bracket, a comma or a keyword), else it divides.
func literaisJS(src string) []string {
	var out []string
	operando := true // an operand may start here: a / is a regexp
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case c == '/' && i+1 < len(src) && src[i+1] == '/':
			for i < len(src) && src[i] != '\n' {
				i++
			}
		case c == '/' && i+1 < len(src) && src[i+1] == '*':
			fim := strings.Index(src[i+2:], "*/")
			if fim < 0 {
				return out
			}
			i += fim + 4
		case c == '\'' || c == '"' || c == '`':
			var b strings.Builder
			i++
			for i < len(src) && src[i] != c {
				if src[i] == '\\' && i+1 < len(src) {
					b.WriteByte(src[i+1])
					i += 2
					continue
				}
				b.WriteByte(src[i])
				i++
			}
			i++
			out = append(out, b.String())
			operando = false
		case c == '/' && operando:
			i++
			classe := false
			for i < len(src) && src[i] != '\n' {
				if src[i] == '\\' {
					i += 2
					continue
				}
				if src[i] == '[' {
					classe = true
				} else if src[i] == ']' {
					classe = false
				} else if src[i] == '/' && !classe {
					break
				}
				i++
			}
			i++
			operando = false
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			i++
		case c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80:
			j := i
			for j < len(src) && (src[j] == '_' || src[j] == '$' || src[j] == '.' && j > i && src[j-1] >= '0' && src[j-1] <= '9' ||
				src[j] >= 'a' && src[j] <= 'z' || src[j] >= 'A' && src[j] <= 'Z' || src[j] >= '0' && src[j] <= '9' || src[j] >= 0x80) {
				j++
			}
			palavra := src[i:j]
			operando = slices.Contains([]string{"return", "typeof", "case", "in", "of", "new", "delete", "void", "throw", "else", "do", "yield", "await"}, palavra)
			i = j
		case c == ')' || c == ']' || c == '}':
			operando = false
			i++
		default:
			operando = true
			i++
		}
	}
	return out
}

func TestLiteraisJS(t *testing.T) {
	src := "// art. 1 comment\nconst a = \"Lei nº 8.899/1994\"; /* art. 2 */ const r = /art\\. \\d['\"]/g; x = y / 2 / 3;\n" +
		"const t = `art. ${n} x`; f('it\\'s', \"b\")"
	got := literaisJS(src)
	quer := []string{"Lei nº 8.899/1994", "art. ${n} x", "it's", "b"}
	if !slices.Equal(got, quer) {
		t.Errorf("literais = %q, quer %q", got, quer)
	}
}

// Every sentence of the pages' block (calculator/frases_paginas.go) is
// written by some template, by its key or by one the kit's table gives it
// (textosAfixados): the catalogue holds no page sentence that no page says
// (one the engine says may be written by a page too).
func TestFrasesDasPaginasUsadas(t *testing.T) {
	arquivos, err := filepath.Glob("../site/templates/*.html")
	if err != nil {
		t.Fatal(err)
	}
	usadas := map[string]bool{}
	for _, arq := range arquivos {
		src, err := os.ReadFile(arq)
		if err != nil {
			t.Fatal(err)
		}
		ts, err := template.New(filepath.Base(arq)).Funcs((&sitio{}).funcoes()).Parse(string(src))
		if err != nil {
			t.Fatal(err)
		}
		for _, x := range ts.Templates() {
			if x.Tree != nil {
				chamadasDe(x.Tree.Root, []string{"frase"}, func(_ *parse.CommandNode, _, chave string) { usadas[chave] = true })
			}
		}
	}
	// and the keys the kit's table gives its templates ({{frase .Frase}})
	for _, a := range textosAfixados() {
		usadas[a.Frase], usadas[a.FraseNota] = true, true
	}
	// and the keys the categories' table gives the refusal document's
	// benefits (recusa.html, {{frase .Frase}})
	for _, c := range calculator.Categorias() {
		for _, o := range c.Recusa {
			usadas[o.Frase] = true
		}
	}
	n := 0
	for _, f := range calculator.Frases() {
		if !f.Pagina {
			continue
		}
		n++
		if !usadas[f.Chave] {
			t.Errorf("%s: frase das páginas que nenhum modelo escreve", f.Chave)
		}
	}
	if n < 100 {
		t.Errorf("só %d frases das páginas", n)
	}
}

// Review 2026-12-03, finding 1 (issue 26): the conventional-service
// condition is the regulation's, not the laws': no sentence of the built
// site that speaks of the conventional service says that the benefit or
// the rules "não se aplica(m)".
func TestConvencionalNuncaNaoSeAplica(t *testing.T) {
	res, err := siteReal("")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for nome, b := range res.Arquivos {
		if !strings.HasSuffix(nome, ".html") {
			continue
		}
		n++
		texto := reMarcacao.ReplaceAllString(html.UnescapeString(string(b)), " ")
		for _, f := range reFimDeOracao.Split(texto, -1) {
			if strings.Contains(f, "convencional") && strings.Contains(strings.ToLower(f), "não se aplica") {
				t.Errorf("%s: %q", nome, f)
			}
		}
	}
	if n < 40 {
		t.Fatalf("só %d páginas", n)
	}
}
