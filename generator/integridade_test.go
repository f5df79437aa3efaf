package generator_test

// Text integrity of the real content (issues 2 and 6, "Tests that must exist"): every dispositivo
// of every official source in content/fontes appears on its page under its LexML id with the same
// words, the example anchors of content/ids.md exist, and the real corpus builds without error
// diagnostics. Everything is read from the repository: a clone alone passes.
//
// The source side is read independently of the generator's parser: the official texts in
// content/fontes (their "# " header skipped) are cleaned of non-legal lines, unwrapped into
// paragraphs, given ids with calculator/lexml (the one implementation of the grammar of
// content/ids.md, which the generator shares; what the test derives on its own is where each
// dispositivo begins and what it is), and corrected only by the machine-applicable repairs
// (`reparos`) that each content file declares. The page side is read with a tiny HTML tokenizer
// (golang.org/x/net/html is not a dependency of the project).

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"html"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"

	yaml "github.com/goccy/go-yaml"

	"viagemdedireito/calculator/lexml"
	"viagemdedireito/generator"
)

// dirFontes holds the official sources, one file per source (content/fontes/README.md), and
// idsMD the id scheme, both seen from this package's directory.
const (
	dirFontes = "../content/fontes"
	idsMD     = "../content/ids.md"
)

// fonte maps one source file (or part of it) to the norm it transcribes.
type fonte struct {
	arquivo string
	norma   string
	// depoisDe / antesDe: only the lines after the first line starting with depoisDe and before the
	// first line (after that one) starting with antesDe.
	antesDe, depoisDe string
	// artigo: the article the excerpt begins inside ("" when it begins at an article or preamble).
	artigo string
	// redacao: the date of the earlier wording of the norm the file holds ("" for the text in
	// force), published at /legislacao/{norma}/redacao/{redacao}/ (generator/redacoes.go).
	redacao string
	// semMarcas: the source does not reproduce the marks of the Planalto page ("(Regulamento)",
	// "(Vigência)", "(Redação dada pela Lei nº …)"), which the published text keeps: its dispositivos
	// are compared with the published ones with those marks taken out (marcasPlanalto).
	semMarcas bool
}

// chave names what a source is the text of: the norm's text in force ("lei-10741-2003") or one of
// its earlier wordings ("lei-10741-2003@2003-10-01").
func (f fonte) chave() string {
	if f.redacao == "" {
		return f.norma
	}
	return f.norma + "@" + f.redacao
}

// normaDaChave splits a chave into the norm's slug and the wording's date ("" for the one in force).
func normaDaChave(c string) (norma, redacao string) {
	norma, redacao, _ = strings.Cut(c, "@")
	return norma, redacao
}

// fontes lists every file of content/fontes (README.md aside); see content/fontes/README.md.
var fontes = []fonte{
	{arquivo: "lei-12852-2013-art32-e-decreto-8537-2015.txt", norma: "lei-12852-2013", antesDe: "ACESSE O DECRETO", semMarcas: true},
	{arquivo: "lei-12852-2013-art32-e-decreto-8537-2015.txt", norma: "decreto-8537-2015", depoisDe: "ACESSE O DECRETO"},
	{arquivo: "resolucao-antt-6033-2023.txt", norma: "resolucao-antt-6033-2023", artigo: "art142"},
	{arquivo: "lei-12852-2013.txt", norma: "lei-12852-2013", semMarcas: true},
	{arquivo: "lei-12852-2013-arts31-33-48.txt", norma: "lei-12852-2013"},
	{arquivo: "lei-10741-2003.txt", norma: "lei-10741-2003", redacao: "2003-10-01"},
	{arquivo: "lei-10741-2003-vigente.txt", norma: "lei-10741-2003"},
	{arquivo: "lei-8899-1994.txt", norma: "lei-8899-1994"},
	{arquivo: "decreto-3691-2000.txt", norma: "decreto-3691-2000"},
	{arquivo: "decreto-9579-2018.txt", norma: "decreto-9579-2018"},
	{arquivo: "lei-11975-2009.txt", norma: "lei-11975-2009"},
	{arquivo: "lei-10406-2002.txt", norma: "lei-10406-2002"},
	{arquivo: "decreto-9921-2019.txt", norma: "decreto-9921-2019"},
	{arquivo: "resolucao-antt-5974-2022.txt", norma: "resolucao-antt-5974-2022", depoisDe: "Ato: RESOLUÇÃO Nº 5.974", antesDe: "[corte da fonte"},
	{arquivo: "resolucao-antaq-81-2022.txt", norma: "resolucao-antaq-81-2022", depoisDe: "--- A. TEXTO LITERAL", antesDe: "[corte da fonte"},
	{arquivo: "resolucao-antt-6043-2024.txt", norma: "resolucao-antt-6043-2024", depoisDe: "--- A. TEXTO LITERAL", antesDe: "[corte da fonte"},
	{arquivo: "portaria-minfra-1579-2022.txt", norma: "portaria-minfra-1579-2022", depoisDe: "--- A. TEXTO LITERAL", antesDe: "[corte da fonte"},
}

// fontesDeDecisoes are the files of content/fontes that hold court decisions, not norms: the
// ementas of content/jurisprudencia are checked against them by jurisprudencia_test.go.
var fontesDeDecisoes = []string{"decisoes-judiciais.txt"}

// Lines that are not legal text (content/fontes/README.md): the editorial lines of the informative
// page on the jovem de baixa renda, planalto page boilerplate (its header and the links "Vigência"
// and "Regulamento" under the title), the DOU page header of the Resolução and "Fechar".
var naoLegais = []*regexp.Regexp{
	regexp.MustCompile(`^Jovem de Baixa Renda$`),
	regexp.MustCompile(`^ACESSE O DECRETO Nº 8\.537, DE 5 DE OUTUBRO DE 2015$`),
	regexp.MustCompile(`^Presidência da República$`),
	regexp.MustCompile(`^Casa Civil$`),
	regexp.MustCompile(`^Subchefia para Assuntos Jurídicos$`),
	regexp.MustCompile(`^Secretaria-Geral Subchefia para Assuntos Jurídicos$`),
	regexp.MustCompile(`^Regulamento$`),
	// the Planalto page's header and links (content/lei-10741-2003.md, notas)
	regexp.MustCompile(`^Presidência da República Casa Civil Subchefia para Assuntos Jurídicos$`),
	regexp.MustCompile(`^(Texto compilado|Mensagem de veto|Vigência)$`),
	regexp.MustCompile(`^Fechar$`),
	// the aggregator's line after the title of the Portaria MINFRA nº 1.579/2022 (content/portaria-minfra-1579-2022.md, notas)
	regexp.MustCompile(`^DOU \d{1,2}/\d{1,2}/\d{4}$`),
	regexp.MustCompile(`^DOU \d{2}/\d{2}/\d{4} - Diário Oficial da União - Brasil$`),
	regexp.MustCompile(`^Documento assinado digitalmente conforme MP nº 2\.200-2 de 24/08/2001,$`),
	regexp.MustCompile(`^que institui a Infraestrutura de Chaves Públicas Brasileira - ICP-Brasil\.$`),
	regexp.MustCompile(`^Este documento pode ser verificado no endereço eletrônico$`),
	regexp.MustCompile(`^http://www\.in\.gov\.br/autenticidade\.html, pelo código \d+$`),
	regexp.MustCompile(`^\d{1,4}$`), // DOU page number (no line of the texts is a bare number)
	regexp.MustCompile(`^Nº \d+, [a-zç-]+, \d{1,2} de [a-zç]+ de \d{4}$`),
	regexp.MustCompile(`^ISSN 1677-7042$`),
	regexp.MustCompile(`^Seção 1$`),
}

var (
	reArtigo    = regexp.MustCompile(`^Art\.\s*(\d+|único)(?:º|o)?(?:-([A-Z]))?\.?(?:\s|$)`)
	reParagrafo = regexp.MustCompile(`^§\s*(\d+)(?:º|o)?\.?(?:\s|$)`)
	reParUnico  = regexp.MustCompile(`^Parágrafo único\.?(?:\s|$)`)
	reParSolto  = regexp.MustCompile(`^§$`) // "§" alone on a line: its number is on the next one
	reInciso    = regexp.MustCompile(`^([IVXLCDM]+)\s*[-–—]\s`)
	reAlinea    = regexp.MustCompile(`^([a-z])\)\s`)
	reItem      = regexp.MustCompile(`^(\d+)\.\s`)
	reAgrupador = regexp.MustCompile(`^(?i:(t[íi]tulo|cap[íi]tulo|subse[çc][ãa]o|se[çc][ãa]o))\s+([IVXLCDM]+)(-[A-Z])?(?:\s+(.*))?$`)
	reOmissao   = regexp.MustCompile(`^\[\.\.\.\]$`)
	reFecho     = regexp.MustCompile(`^\p{Lu}[\p{L} ]*, \d{1,2}º? de \p{Ll}+ de \d{4}`)
	// reSeparador opens an earlier wording in a content file (generator/redacoes.go).
	reSeparador = regexp.MustCompile(`^=== redação de (\d{4}-\d{2}-\d{2}) ===$`)
	reExemplo   = regexp.MustCompile("`([a-z0-9-]+)#([a-z0-9_-]+)`")
)

// marcasPlanalto are the marks the Planalto page puts after a dispositivo's words ("(Regulamento)",
// "(Vigência)", "(Vide Decreto nº 9.306, de 2018)", "(Redação dada pela Lei nº 14.423, de 2022)",
// "(Incluído pela …)"): official-page marks, not the law's words, that the published text keeps
// (content/fontes/README.md) and reproductions other than the Planalto page leave out.
var marcasPlanalto = regexp.MustCompile(`\s*\((?:Regulamento|Vigência|Vide [^()]+|(?:Redação dada|Incluíd[oa]|Revogad[oa]|Vetad[oa]|Renumerad[oa])(?: [^()]+)?)\)`)

// semMarcasPlanalto is s without the Planalto page's marks.
func semMarcasPlanalto(s string) string { return marcasPlanalto.ReplaceAllString(s, "") }

// dispositivo is one paragraph of a source, classified.
type dispositivo struct {
	semMarcas      bool // from a source without the Planalto marks (fonte.semMarcas)
	norma, arquivo string
	linha          int
	tipo           string // artigo paragrafo inciso alinea item agrupador preambulo fecho omissao
	id             string // LexML id (empty for preambulo, fecho, omissao)
	texto          string // whole paragraph, label included, whitespace collapsed
	nome           string // agrupador: its name
	linhas         []string
}

// normalizar collapses every run of Unicode white space (NBSP included) into one space.
func normalizar(s string) string { return strings.Join(strings.FieldsFunc(s, unicode.IsSpace), " ") }

// semEspacos removes all white space (for error messages that explain "whitespace aside").
func semEspacos(s string) string { return strings.Join(strings.FieldsFunc(s, unicode.IsSpace), "") }

type linhaFonte struct {
	n     int // 1-based line number in the file
	texto string
}

// reMoldura is a line of "=" that opens and closes the notes some sources begin with (what was
// read, where, what is complete, the doubts), written by whoever prepared the source: not legal text.
var reMoldura = regexp.MustCompile(`^={20,}$`)

// reNotaDeOmissao is an editorial note in brackets saying that a part is not transcribed
// ("[arts. 3º a 33 (Capítulos I e II) não transcritos — fora do pedido]", "[demais assinaturas
// omitidas]"): the source's way of writing an omission, read as "[...]".
var reNotaDeOmissao = regexp.MustCompile(`^\[[^\[\]]*(?:não transcrit|omitid)[^\[\]]*\]$`)

// lerFonte returns the legal lines of a source (part): header comments ("# …" at the top of the
// per-norm files), the notes between two lines of "=" that open the body of some sources, and
// non-legal lines dropped; editorial notes of omission read as "[...]"; "" marks a blank line.
func lerFonte(dados string, f fonte) ([]linhaFonte, error) {
	brutas := strings.Split(strings.ReplaceAll(dados, "\r\n", "\n"), "\n")
	ini, fim := 0, len(brutas)
	achar := func(de int, marca string) (int, error) {
		i := slices.IndexFunc(brutas[de:], func(l string) bool { return strings.HasPrefix(normalizar(l), marca) })
		if i < 0 {
			return 0, fmt.Errorf("%s: linha %q não encontrada", f.arquivo, marca)
		}
		return de + i, nil
	}
	if f.depoisDe != "" {
		i, err := achar(0, f.depoisDe)
		if err != nil {
			return nil, err
		}
		ini = i + 1
	}
	if f.antesDe != "" {
		i, err := achar(ini, f.antesDe)
		if err != nil {
			return nil, err
		}
		fim = i
	}
	var out []linhaFonte
	cabecalho, abertura := true, -1 // abertura: the line of the "=" that opens the notes, -1 outside them
	for i := ini; i < fim; i++ {
		l := normalizar(brutas[i])
		if cabecalho && strings.HasPrefix(brutas[i], "# ") {
			continue
		}
		if cabecalho && reMoldura.MatchString(l) {
			abertura = i // the notes begin right after the "# " header
		}
		cabecalho = false
		if abertura >= 0 {
			if i > abertura && reMoldura.MatchString(l) {
				abertura = -1
			}
			continue
		}
		if slices.ContainsFunc(naoLegais, func(re *regexp.Regexp) bool { return re.MatchString(l) }) {
			continue
		}
		if reNotaDeOmissao.MatchString(l) {
			l = "[...]"
		}
		out = append(out, linhaFonte{i + 1, l})
	}
	if abertura >= 0 {
		return nil, fmt.Errorf("%s:%d: as notas iniciais entre linhas \"=\" não terminam", f.arquivo, abertura+1)
	}
	return out, nil
}

// rotulado tells whether a line starts a new paragraph (a dispositivo label, a grouper, an
// omission); items only directly after an alínea or item.
func rotulado(l, anterior string) bool {
	switch {
	case reArtigo.MatchString(l), reParagrafo.MatchString(l), reParUnico.MatchString(l), reParSolto.MatchString(l),
		reInciso.MatchString(l), reAlinea.MatchString(l), reAgrupador.MatchString(l), reOmissao.MatchString(l):
		return true
	case reItem.MatchString(l):
		return anterior == "alinea" || anterior == "item"
	}
	return false
}

// extrair unwraps the lines of a source into paragraphs (a paragraph ends at a blank line or
// where a new label or heading starts), classifies them and assigns LexML ids (content/ids.md).
func extrair(linhas []linhaFonte, f fonte) ([]dispositivo, error) {
	var pars []dispositivo
	var cur *dispositivo
	tipoAnterior := ""
	for _, l := range linhas {
		if l.texto == "" {
			cur = nil
			continue
		}
		if cur == nil || rotulado(l.texto, tipoAnterior) {
			pars = append(pars, dispositivo{norma: f.norma, arquivo: f.arquivo, linha: l.n, semMarcas: f.semMarcas})
			cur = &pars[len(pars)-1]
			tipoAnterior = tipoDoRotulo(l.texto, tipoAnterior)
		}
		cur.linhas = append(cur.linhas, l.texto)
	}

	var out []dispositivo
	// The path of the current article, parágrafo, inciso and alínea, as steps of calculator/lexml.
	var artigo, paragrafo, inciso, alinea []lexml.Passo
	if f.artigo != "" {
		var err error
		if artigo, err = lexml.ParseID(f.artigo); err != nil {
			return nil, fmt.Errorf("%s: %v", f.arquivo, err)
		}
	}
	articulado, fecho := f.artigo != "", false
	for i := range pars {
		p := pars[i]
		p.texto = normalizar(strings.Join(p.linhas, " "))
		t := p.texto
		onde := func(formato string, args ...any) error {
			return fmt.Errorf("%s:%d: %s", p.arquivo, p.linha, fmt.Sprintf(formato, args...))
		}
		var caminho []lexml.Passo
		switch {
		case fecho:
			p.tipo = "fecho"
		case reOmissao.MatchString(t):
			p.tipo = "omissao"
		case reAgrupador.MatchString(t):
			m := reAgrupador.FindStringSubmatch(t)
			tipo := map[string]lexml.Tipo{"t": lexml.Titulo, "c": lexml.Capitulo, "s": lexml.Secao}[strings.ToLower(m[1][:1])]
			if strings.HasPrefix(strings.ToLower(m[1]), "subse") {
				tipo = lexml.Subsecao
			}
			n, ok := lexml.ParseRomano(m[2])
			if !ok {
				return nil, onde("numeral romano inválido %q", m[2])
			}
			caminho = []lexml.Passo{{Tipo: tipo, Numero: lexml.Numero{N: n, Sufixo: sufixo(m[3])}}}
			p.tipo, p.nome = "agrupador", m[4]
			articulado = true
		case reArtigo.MatchString(t):
			m := reArtigo.FindStringSubmatch(t)
			num := lexml.Numero{Unico: m[1] == "único", Sufixo: sufixo(m[2])}
			if !num.Unico {
				num.N, _ = strconv.Atoi(m[1])
			}
			artigo, paragrafo, inciso, alinea = []lexml.Passo{{Tipo: lexml.Artigo, Numero: num}}, nil, nil, nil
			p.tipo, caminho = "artigo", artigo
			articulado = true
		case reParUnico.MatchString(t) || reParagrafo.MatchString(t):
			if artigo == nil {
				return nil, onde("parágrafo fora de artigo")
			}
			num := lexml.Numero{Unico: true}
			if m := reParagrafo.FindStringSubmatch(t); m != nil {
				num = lexml.Numero{}
				num.N, _ = strconv.Atoi(m[1])
			}
			paragrafo, inciso, alinea = mais(artigo, lexml.Passo{Tipo: lexml.Paragrafo, Numero: num}), nil, nil
			p.tipo, caminho = "paragrafo", paragrafo
		case reInciso.MatchString(t):
			if artigo == nil {
				return nil, onde("inciso fora de artigo")
			}
			pai := paragrafo
			if pai == nil {
				pai = mais(artigo, lexml.Passo{Tipo: lexml.Caput})
			}
			n, ok := lexml.ParseRomano(reInciso.FindStringSubmatch(t)[1])
			if !ok {
				return nil, onde("numeral romano inválido no inciso %q", t)
			}
			inciso, alinea = mais(pai, lexml.Passo{Tipo: lexml.Inciso, Numero: lexml.Numero{N: n}}), nil
			p.tipo, caminho = "inciso", inciso
		case reAlinea.MatchString(t):
			if inciso == nil {
				return nil, onde("alínea fora de inciso")
			}
			n := lexml.ParseLetra(reAlinea.FindStringSubmatch(t)[1][0])
			alinea = mais(inciso, lexml.Passo{Tipo: lexml.Alinea, Numero: lexml.Numero{N: n}})
			p.tipo, caminho = "alinea", alinea
		case p.tipo == "" && len(out) > 0 && out[len(out)-1].tipo == "agrupador" && out[len(out)-1].nome == "":
			out[len(out)-1].nome = t // the grouper's name, on its own paragraph in the source
			out[len(out)-1].texto += " " + t
			continue
		case reItem.MatchString(t) && alinea != nil:
			n, _ := strconv.Atoi(reItem.FindStringSubmatch(t)[1])
			p.tipo, caminho = "item", mais(alinea, lexml.Passo{Tipo: lexml.Item, Numero: lexml.Numero{N: n}})
		case reFecho.MatchString(t) && articulado:
			p.tipo, fecho = "fecho", true
		case !articulado:
			p.tipo = "preambulo"
		default:
			return nil, onde("parágrafo sem rótulo dentro do articulado: %q", t)
		}
		if caminho != nil {
			p.id = lexml.FormatID(caminho)
			if _, err := lexml.ParseID(p.id); err != nil {
				return nil, onde("%v", err)
			}
		}
		out = append(out, p)
	}
	return out, nil
}

// mais returns the path p followed by q, never sharing p's backing array.
func mais(p []lexml.Passo, q ...lexml.Passo) []lexml.Passo { return append(slices.Clip(p), q...) }

// sufixo reads the letter suffix of a label ("-A" of "Art. 1º-A") as its LexML number; 0 if none.
func sufixo(s string) int {
	if s = strings.TrimPrefix(s, "-"); s == "" {
		return 0
	}
	return lexml.ParseSufixo(s[0])
}

// tipoDoRotulo is the rough kind of a paragraph start, only to know whether "1." may be an item.
func tipoDoRotulo(l, anterior string) string {
	switch {
	case reAlinea.MatchString(l):
		return "alinea"
	case reItem.MatchString(l) && (anterior == "alinea" || anterior == "item"):
		return "item"
	}
	return "outro"
}

// cabecalhoConteudo is what this test reads of a content file's YAML front matter: the
// machine-applicable repairs and the [sic] trechos (the content format: generator/doc.go).
type cabecalhoConteudo struct {
	MarcasConteudo `yaml:",inline"`
	// Redacoes are the earlier wordings, each with its own repairs and [sic] trechos.
	Redacoes []struct {
		Data           string `yaml:"data"`
		MarcasConteudo `yaml:",inline"`
	} `yaml:"redacoes"`
}

// MarcasConteudo are the repairs and [sic] trechos of a text (the one in force or an earlier one).
type MarcasConteudo struct {
	Reparos []struct {
		Onde string `yaml:"onde"`
		De   string `yaml:"de"`
		Para string `yaml:"para"`
	} `yaml:"reparos"`
	Sic []struct {
		Onde   string `yaml:"onde"`
		Trecho string `yaml:"trecho"`
	} `yaml:"sic"`
}

// daRedacao is what the front matter says of the text of redacao ("" for the one in force).
func (c cabecalhoConteudo) daRedacao(redacao string) MarcasConteudo {
	if redacao == "" {
		return c.MarcasConteudo
	}
	for _, r := range c.Redacoes {
		if r.Data == redacao {
			return r.MarcasConteudo
		}
	}
	return MarcasConteudo{}
}

// lerCabecalhoConteudo parses the front matter (between the first two "---" lines) of a content
// file with the YAML library, independently of the generator's reading of it.
func lerCabecalhoConteudo(conteudo string) (cabecalhoConteudo, error) {
	var c cabecalhoConteudo
	texto := strings.TrimPrefix(strings.ReplaceAll(conteudo, "\r\n", "\n"), "\ufeff")
	resto, ok := strings.CutPrefix(texto, "---\n")
	if !ok {
		return c, fmt.Errorf("não começa com a linha \"---\"")
	}
	cab, _, ok := strings.Cut(resto, "\n---\n")
	if !ok {
		return c, fmt.Errorf("cabeçalho sem a linha \"---\" final")
	}
	if err := yaml.Unmarshal([]byte(cab), &c); err != nil {
		return c, err
	}
	return c, nil
}

type reparo struct{ id, de, para string }

// reparosDe returns the machine-applicable repairs of a content file: those with "de" and "para"
// (a repair with only a "nota" is described, not applied).
func reparosDe(conteudo, redacao string) ([]reparo, error) {
	c, err := lerCabecalhoConteudo(conteudo)
	if err != nil {
		return nil, err
	}
	var out []reparo
	for _, r := range c.daRedacao(redacao).Reparos {
		if r.De != "" || r.Para != "" {
			out = append(out, reparo{r.Onde, r.De, r.Para})
		}
	}
	return out, nil
}

// separarCabecalho splits a source file into its header (the leading lines that start with
// "# ", without their line ends) and its body: every byte after the header, as received.
func separarCabecalho(dados string) (cabecalho []string, corpo string) {
	corpo = dados
	for strings.HasPrefix(corpo, "# ") {
		linha, resto, ok := strings.Cut(corpo, "\n")
		if !ok {
			return append(cabecalho, linha), ""
		}
		cabecalho, corpo = append(cabecalho, strings.TrimSuffix(linha, "\r")), resto
	}
	return cabecalho, corpo
}

// fontesDasNormas reads every source, extracts its paragraphs and applies the content files'
// machine-applicable repairs. Every such repair must apply somewhere.
func fontesDasNormas(t *testing.T) map[string][]dispositivo {
	t.Helper()
	entradas, err := os.ReadDir(dirFontes)
	if err != nil {
		t.Fatalf("as fontes oficiais (content/fontes) não foram encontradas em %s: %v", dirFontes, err)
	}
	for _, e := range entradas {
		if e.Name() != "README.md" && !slices.Contains(fontesDeDecisoes, e.Name()) && !slices.ContainsFunc(fontes, func(f fonte) bool { return f.arquivo == e.Name() }) {
			t.Errorf("fonte %s não está mapeada para nenhuma norma na tabela fontes deste teste", e.Name())
		}
	}
	porNorma := map[string][]dispositivo{}
	for _, f := range fontes {
		dados, err := os.ReadFile(filepath.Join(dirFontes, f.arquivo))
		if err != nil {
			t.Fatalf("fonte %s: %v", f.arquivo, err)
		}
		linhas, err := lerFonte(string(dados), f)
		if err != nil {
			t.Fatal(err)
		}
		ds, err := extrair(linhas, f)
		if err != nil {
			t.Fatal(err)
		}
		porNorma[f.chave()] = append(porNorma[f.chave()], ds...)
	}
	for chave, ds := range porNorma {
		norma, redacao := normaDaChave(chave)
		conteudo, err := os.ReadFile(filepath.Join("..", "content", norma+".md"))
		if err != nil {
			t.Errorf("a norma %s tem fonte em content/fontes mas não tem transcrição (content/%s.md): %v", norma, norma, err)
			continue
		}
		reparos, err := reparosDe(string(conteudo), redacao)
		if err != nil {
			t.Errorf("content/%s.md: cabeçalho: %v", norma, err)
		}
		for _, r := range reparos {
			usado := false
			for i := range ds {
				if ds[i].id == r.id && strings.Contains(ds[i].texto, r.de) {
					ds[i].texto = strings.ReplaceAll(ds[i].texto, r.de, r.para)
					usado = true
				}
			}
			if !usado {
				t.Errorf("content/%s.md: reparo %s: %q → %q não se aplica a nenhum trecho das fontes", norma, r.id, r.de, r.para)
			}
		}
	}
	return porNorma
}

// ---- page side: a tiny HTML tokenizer -----------------------------------------------------

var vazios = map[string]bool{"area": true, "base": true, "br": true, "col": true, "embed": true, "hr": true,
	"img": true, "input": true, "link": true, "meta": true, "source": true, "track": true, "wbr": true}

var (
	reTag      = regexp.MustCompile(`^<(/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*?)(/?)>`)
	reAtributo = regexp.MustCompile(`([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>` + "`" + `]+)))?`)
)

type etiqueta struct {
	nome          string
	fecha, vazio  bool
	atributos     map[string]string
	inicio, final int // byte offsets in the page
}

func atributos(s string) map[string]string {
	a := map[string]string{}
	for _, m := range reAtributo.FindAllStringSubmatch(s, -1) {
		a[strings.ToLower(m[1])] = html.UnescapeString(m[2] + m[3] + m[4])
	}
	return a
}

func temClasse(a map[string]string, c string) bool {
	return slices.Contains(strings.Fields(a["class"]), c)
}

// proximaTag finds the next etiqueta at or after i; a comment comes back as an empty element "!--"
// and the doctype is skipped.
func proximaTag(pagina string, i int) (etiqueta, bool) {
	for {
		j := strings.IndexByte(pagina[i:], '<')
		if j < 0 {
			return etiqueta{}, false
		}
		i += j
		if strings.HasPrefix(pagina[i:], "<!--") {
			k := strings.Index(pagina[i+4:], "-->")
			if k < 0 {
				return etiqueta{}, false
			}
			return etiqueta{nome: "!--", vazio: true, inicio: i, final: i + 4 + k + 3}, true
		}
		m := reTag.FindStringSubmatch(pagina[i:])
		if m == nil {
			i++
			continue
		}
		nome := strings.ToLower(m[2])
		return etiqueta{nome: nome, fecha: m[1] == "/", vazio: m[4] == "/" || vazios[nome],
			atributos: atributos(m[3]), inicio: i, final: i + len(m[0])}, true
	}
}

// textoDe returns the text of the element that starts with etiqueta ini: entities decoded, the
// [sic] markers, permalinks, buttons and scripts left out, and (if excluirFilhos) the nested
// dispositivos and the omission marks between them (`.omissao`, "[...]") left out. A space is
// put after the label span (`span.rotulo`).
func textoDe(pagina string, ini etiqueta, excluirFilhos bool) string {
	var b strings.Builder
	type aberto struct {
		nome   string
		pular  bool
		rotulo bool
	}
	pilha := []aberto{{nome: ini.nome}}
	pulando := 0
	i := ini.final
	for len(pilha) > 0 {
		tg, ok := proximaTag(pagina, i)
		fim := len(pagina)
		if ok {
			fim = tg.inicio
		}
		if pulando == 0 {
			b.WriteString(html.UnescapeString(pagina[i:fim]))
		}
		if !ok {
			break
		}
		i = tg.final
		if tg.fecha {
			for k := len(pilha) - 1; k >= 0; k-- { // tolerate unclosed elements
				if pilha[k].nome == tg.nome {
					for _, a := range pilha[k:] {
						if a.pular {
							pulando--
						}
					}
					if pilha[k].rotulo {
						b.WriteString(" ")
					}
					pilha = pilha[:k]
					break
				}
			}
			continue
		}
		if tg.vazio {
			continue
		}
		pular := temClasse(tg.atributos, "sic-marca") || temClasse(tg.atributos, "permalink") || temClasse(tg.atributos, "anotacao") || temClasse(tg.atributos, "decisao-marca") ||
			tg.nome == "button" || tg.nome == "script" || tg.nome == "style" || tg.nome == "template" ||
			(excluirFilhos && (temClasse(tg.atributos, "dispositivo") || temClasse(tg.atributos, "omissao")))
		if pular {
			pulando++
		}
		pilha = append(pilha, aberto{nome: tg.nome, pular: pular, rotulo: temClasse(tg.atributos, "rotulo")})
	}
	return normalizar(b.String())
}

// pagina indexes the elements of a page that carry an id.
type pagina struct {
	html string
	ids  map[string]etiqueta
	main etiqueta
}

func lerPagina(s string) (pagina, error) {
	p := pagina{html: s, ids: map[string]etiqueta{}}
	for i := 0; ; {
		tg, ok := proximaTag(s, i)
		if !ok {
			break
		}
		i = tg.final
		if tg.fecha {
			continue
		}
		if id, ok := tg.atributos["id"]; ok {
			if _, dup := p.ids[id]; dup {
				return p, fmt.Errorf("id %q repetido na página", id)
			}
			p.ids[id] = tg
		}
		if tg.nome == "main" {
			p.main = tg
		}
	}
	if p.main.nome == "" {
		return p, fmt.Errorf("página sem <main>")
	}
	return p, nil
}

// ---- tests --------------------------------------------------------------------------------

const urlBase = "https://viagemdedireito.org.br"

// construir builds the real content with the generator, in memory.
func construir(t *testing.T) *generator.Resultado {
	t.Helper()
	res, err := generator.SiteReal(urlBase)
	if res == nil {
		t.Fatalf("Build não devolveu resultado: %v", err)
	}
	for _, d := range res.Diagnosticos {
		if d.Severidade == generator.Erro {
			t.Errorf("diagnóstico de erro no conteúdo real: %s", d)
		}
	}
	if err != nil {
		t.Errorf("Build: %v", err)
	}
	return res
}

func paginaDaNorma(t *testing.T, res *generator.Resultado, chave string) (pagina, bool) {
	t.Helper()
	norma, redacao := normaDaChave(chave)
	caminho := "legislacao/" + norma + "/index.html"
	if redacao != "" {
		caminho = strings.TrimPrefix(generator.CaminhoRedacao(norma, redacao), "/") + "index.html"
	}
	dados, ok := res.Arquivos[caminho]
	if !ok {
		t.Errorf("a página %s não foi gerada", caminho)
		return pagina{}, false
	}
	p, err := lerPagina(string(dados))
	if err != nil {
		t.Errorf("%s: %v", caminho, err)
		return p, false
	}
	return p, true
}

// TestConteudoSemErros: every content file builds, with zero error diagnostics, into its page.
func TestConteudoSemErros(t *testing.T) {
	res := construir(t)
	arquivos, err := filepath.Glob("../content/*.md")
	if err != nil || len(arquivos) == 0 {
		t.Fatalf("nenhum arquivo de conteúdo em ../content (%v)", err)
	}
	normas := 0
	for _, a := range arquivos {
		dados, err := os.ReadFile(a)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(strings.TrimPrefix(string(dados), "\ufeff"), "---") {
			continue // a document about the content, such as ids.md: no front matter, no page
		}
		normas++
		slug := strings.TrimSuffix(filepath.Base(a), ".md")
		paginaDaNorma(t, res, slug)
	}
	if normas == 0 {
		t.Fatal("nenhuma norma (arquivo com cabeçalho \"---\") em ../content")
	}
	for _, d := range res.Diagnosticos {
		if d.Severidade != generator.Erro {
			t.Logf("%s", d)
		}
	}
}

// exemplosDeIds returns the anchors of the paragraph "Examples that must exist on the site" of
// content/ids.md, as {slug, id}; every code span of that paragraph must be one.
func exemplosDeIds(t *testing.T) [][2]string {
	t.Helper()
	dados, err := os.ReadFile(idsMD)
	if err != nil {
		t.Fatalf("o documento dos ids (content/ids.md) não foi encontrado: %v", err)
	}
	_, depois, ok := strings.Cut(strings.ReplaceAll(string(dados), "\r\n", "\n"), "Examples that must exist")
	if !ok {
		t.Fatal("content/ids.md: parágrafo \"Examples that must exist on the site\" não encontrado")
	}
	paragrafo, _, _ := strings.Cut(depois, "\n\n")
	var out [][2]string
	for _, m := range regexp.MustCompile("`([^`]*)`").FindAllStringSubmatch(paragrafo, -1) {
		e := reExemplo.FindStringSubmatch(m[0])
		if e == nil || e[0] != m[0] {
			t.Errorf("content/ids.md: exemplo %s fora da forma `slug#id`", m[0])
			continue
		}
		out = append(out, [2]string{e[1], e[2]})
	}
	if len(out) == 0 {
		t.Fatal("content/ids.md: nenhuma âncora de exemplo lida")
	}
	return out
}

// TestExemplosDeIds: the example anchors of content/ids.md exist on their pages.
func TestExemplosDeIds(t *testing.T) {
	exemplos := exemplosDeIds(t)
	res := construir(t)
	for _, e := range exemplos {
		p, ok := paginaDaNorma(t, res, e[0])
		if !ok {
			continue
		}
		tg, ok := p.ids[e[1]]
		switch {
		case !ok:
			t.Errorf("/legislacao/%s/#%s: âncora de exemplo inexistente", e[0], e[1])
		case !temClasse(tg.atributos, "dispositivo"):
			t.Errorf("/legislacao/%s/#%s: o elemento não tem a classe dispositivo", e[0], e[1])
		}
	}
}

// TestIntegridadeDoTexto: every dispositivo of the sources appears on its page under its id with
// the same words (white space aside); groupers, preamble and fecho appear in the text; every
// dispositivo of the page comes from the sources; every [sic] trecho is in the official text.
func TestIntegridadeDoTexto(t *testing.T) {
	fontesPorNorma := fontesDasNormas(t)
	res := construir(t)
	normas := make([]string, 0, len(fontesPorNorma))
	for n := range fontesPorNorma {
		normas = append(normas, n)
	}
	slices.Sort(normas)
	for _, chave := range normas {
		t.Run(chave, func(t *testing.T) {
			norma, redacao := normaDaChave(chave)
			p, ok := paginaDaNorma(t, res, chave)
			if !ok {
				return
			}
			textoPrincipal := textoDe(p.html, p.main, false)
			daFonte := map[string]string{}
			for _, d := range fontesPorNorma[chave] {
				onde := fmt.Sprintf("%s:%d", d.arquivo, d.linha)
				switch d.tipo {
				case "omissao":
				case "preambulo", "fecho":
					for _, l := range d.linhas {
						if !strings.Contains(textoPrincipal, normalizar(l)) {
							t.Errorf("%s: linha de %s ausente da página: %q", onde, d.tipo, l)
						}
					}
				case "agrupador":
					tg, ok := p.ids[d.id]
					if !ok {
						t.Errorf("%s: agrupador %s (%q) sem elemento com esse id", onde, d.id, d.texto)
						continue
					}
					got := semEspacos(textoDe(p.html, tg, true))
					if !strings.Contains(got, semEspacos(d.nome)) || !strings.Contains(textoPrincipal, normalizar(d.nome)) {
						t.Errorf("%s: agrupador #%s: esperava o nome %q, a página tem %q", onde, d.id, d.nome, textoDe(p.html, tg, true))
					}
				default:
					if _, ok := daFonte[d.id]; !ok || !d.semMarcas {
						daFonte[d.id] = d.texto // a source with the Planalto marks has the whole text
					}
					tg, ok := p.ids[d.id]
					if !ok {
						t.Errorf("%s: %s #%s ausente da página: %q", onde, d.tipo, d.id, d.texto)
						continue
					}
					if !temClasse(tg.atributos, "dispositivo") || !temClasse(tg.atributos, map[string]string{
						"artigo": "artigo", "paragrafo": "paragrafo", "inciso": "inciso", "alinea": "alinea", "item": "item"}[d.tipo]) {
						t.Errorf("%s: #%s: classe %q, esperava \"dispositivo %s\"", onde, d.id, tg.atributos["class"], d.tipo)
					}
					got := textoDe(p.html, tg, true)
					if d.semMarcas {
						got = semMarcasPlanalto(got)
					}
					if got != d.texto {
						t.Errorf("%s: #%s difere da fonte%s\nfonte:  %q\npágina: %q\n%s", onde, d.id,
							map[bool]string{true: " (só em espaços)", false: ""}[semEspacos(got) == semEspacos(d.texto)],
							d.texto, got, ondeDifere(d.texto, got))
					}
				}
			}
			// Nothing on the page that the sources do not have (the elided "Art. 142. [...]" aside).
			for id, tg := range p.ids {
				if !temClasse(tg.atributos, "dispositivo") {
					continue
				}
				if _, ok := daFonte[id]; ok {
					continue
				}
				if got := textoDe(p.html, tg, true); !strings.HasSuffix(got, "[...]") {
					t.Errorf("#%s está na página mas não nas fontes: %q", id, got)
				}
			}
			// [sic] trechos are official wording: they must be in the source text of their dispositivo,
			// and the page marks them.
			conteudo, err := os.ReadFile(filepath.Join("..", "content", norma+".md"))
			if err != nil {
				t.Fatal(err)
			}
			cab, err := lerCabecalhoConteudo(string(conteudo))
			if err != nil {
				t.Errorf("content/%s.md: cabeçalho: %v", norma, err)
			}
			for _, sic := range cab.daRedacao(redacao).Sic {
				if sic.Onde == "" || sic.Trecho == "" {
					t.Errorf("sic %+v sem onde ou trecho", sic)
					continue
				}
				if !strings.Contains(daFonte[sic.Onde], sic.Trecho) {
					t.Errorf("sic %s: %q não está no texto oficial de #%s: %q", sic.Onde, sic.Trecho, sic.Onde, daFonte[sic.Onde])
				}
				if tg, ok := p.ids[sic.Onde]; ok && !strings.Contains(elementoHTML(p.html, tg), `class="sic-marca"`) {
					t.Errorf("sic %s: %q não está marcado [sic] na página", sic.Onde, sic.Trecho)
				}
			}
		})
	}
}

// elementoHTML returns the markup of an element (up to its end etiqueta), for presence checks.
func elementoHTML(pagina string, ini etiqueta) string {
	profundidade := 1
	for i := ini.final; ; {
		tg, ok := proximaTag(pagina, i)
		if !ok {
			return pagina[ini.inicio:]
		}
		i = tg.final
		if tg.nome != ini.nome || tg.vazio {
			continue
		}
		if tg.fecha {
			profundidade--
		} else {
			profundidade++
		}
		if profundidade == 0 {
			return pagina[ini.inicio:tg.final]
		}
	}
}

func ondeDifere(a, b string) string {
	ra, rb := []rune(a), []rune(b)
	i := 0
	for i < len(ra) && i < len(rb) && ra[i] == rb[i] {
		i++
	}
	de := max(0, i-20)
	return fmt.Sprintf("primeira diferença no caractere %d: fonte …%q… / publicado …%q…", i,
		string(ra[de:min(len(ra), i+20)]), string(rb[de:min(len(rb), i+20)]))
}

// TestExtracaoDasFontes checks the source-side reading on facts stated in content/fontes/README.md
// and content/ids.md, independently of the generator.
func TestExtracaoDasFontes(t *testing.T) {
	porNorma := fontesDasNormas(t)
	achar := func(norma, id string) []dispositivo {
		var out []dispositivo
		for _, d := range porNorma[norma] {
			if d.id == id {
				out = append(out, d)
			}
		}
		return out
	}
	casos := []struct{ norma, id, inicio string }{
		{"resolucao-antt-6033-2023", "art142_par3", "§ 3º No caso de emissão do BP-e"},
		{"resolucao-antt-6033-2023", "art142_par4", "§ 4º O passageiro poderá solicitar"},
		{"resolucao-antt-6033-2023", "art143_cpt_inc4_ali4", "d) número ou código de identificação do documento comprobatório do benefício de gratuidades"},
		{"resolucao-antt-6033-2023", "art143_par1", "§ 1º Deverá constar no bilhete de gratuidade a informação da obrigatoriedade de o beneficiário de gratuidade comparecer ao ponto de embarque até 30 (trinta) minutos antes da hora marcada para o início da sua viagem e que o não comparecimento acarretará a perda do benefício."},
		{"resolucao-antt-6033-2023", "art146_par2_inc3", "III - o valor da taxa não ultrapasse"},
		{"resolucao-antt-6033-2023", "art147", "Art. 147. O passageiro terá direito"},
		{"resolucao-antt-6033-2023", "art147_par2", "§ 2º No momento da solicitação, a autorizatária deverá fornecer ao passageiro o comprovante"},
		{"resolucao-antt-6033-2023", "art147_par7", "§7º O não comparecimento"},
		{"resolucao-antt-6033-2023", "sub4", "Subseção IV Das Gratuidades e Descontos Previstos em Lei"},
		{"resolucao-antt-6033-2023", "art149_cpt_inc5", "V - 2 (duas) vagas com desconto mínimo"},
		{"resolucao-antt-6033-2023", "art151", "Art. 151. Para obtenção do bilhete de passagem, o beneficiário ou seu representante deverá apresentar, no momento da solicitação, documento de identificação"},
		{"resolucao-antt-6033-2023", "art151_par3_inc6", "VI - documento ou carteira"},
		{"resolucao-antt-6033-2023", "art154_par1u", "Parágrafo único. Em caso de não comparecimento"},
		{"resolucao-antt-6033-2023", "sub5", "Subseção V Das Bagagens e Serviços Acessórios"},
		{"resolucao-antt-6033-2023", "art155_cpt_inc1", "I - no bagageiro, 30 (trinta) quilos de peso total e volume máximo de 300 (trezentos) decímetros cúbicos, limitada a maior dimensão de qualquer item da bagagem a um metro; e"},
		{"decreto-8537-2015", "sec2", "Seção II Reserva de vagas a jovens de baixa renda"},
		{"decreto-8537-2015", "art13", "Art. 13. Na forma definida no art. 32 da Lei nº 12.852, de 5 de agosto de 2013, ao jovem"},
		{"decreto-8537-2015", "art13_par1_inc3", "III - os serviços de transporte aquaviário"},
		{"decreto-8537-2015", "art13_par2", "§ 2º Para fazer uso das vagas gratuitas ou com desconto de cinquenta por cento previstas no caput, o beneficiário"},
		{"decreto-8537-2015", "art17_par1u", "Parágrafo único. Não estão incluídas no benefício as tarifas de utilização dos terminais, de pedágio e as despesas com alimentação."},
		{"decreto-8537-2015", "art21", "Art. 21. O benefício de que trata o art. 13"},
		{"lei-12852-2013", "sec9", "Seção IX Do Direito ao Território e à Mobilidade"},
		{"lei-12852-2013", "art32_cpt_inc1", "I - a reserva de 2 (duas) vagas gratuitas"},
		{"lei-12852-2013", "art32_par1u", "Parágrafo único. Os procedimentos"},
		{"lei-12852-2013", "art1_par2", "§ 2º Aos adolescentes"},
		{"lei-12852-2013", "tit1", "TÍTULO I DOS DIREITOS E DAS POLÍTICAS PÚBLICAS DE JUVENTUDE"},
		{"lei-10741-2003@2003-10-01", "art40_cpt_inc2", "II – desconto de 50% (cinqüenta por cento)"},
		{"lei-10741-2003", "art40_cpt_inc2", "II – desconto de 50% (cinquenta por cento)"},
		{"lei-10741-2003", "art40", "Art. 40. No sistema de transporte coletivo interestadual observar-se-á, nos termos da legislação específica: (Regulamento) (Vide Decreto nº 5.934, de 2006)"},
		{"decreto-3691-2000", "art1", "Art. 1o As empresas permissionárias"},
		{"decreto-9579-2018", "art39", "Art. 39. É permitido transportar, sem pagamento, uma criança"},
		{"lei-11975-2009", "art2_par1u", "Parágrafo único. Nos casos de solicitação de reembolso"},
		{"lei-11975-2009", "art1", "Art. 1º Os bilhetes de passagens adquiridos no transporte coletivo rodoviário"},
		{"lei-11975-2009", "art4_par1u", "Parágrafo único. Na impossibilidade de se cumprir o disposto no caput deste artigo"},
		{"lei-11975-2009", "art8_cpt_inc3", "III – de supervisão, reparo, distribuição de peças"},
		{"lei-11975-2009", "art9", "Art. 9º (VETADO)"},
		{"lei-11975-2009", "art10", "Art. 10. A transportadora afixará, em lugar visível e de fácil acesso aos usuários"},
		{"lei-11975-2009", "art12_par2", "§ 2º Quando a modificação na classe do serviço ocorrer por solicitação do passageiro"},
		{"lei-11975-2009", "art16", "Art. 16. Esta Lei entra em vigor na data de sua publicação."},
		{"lei-8899-1994", "art4", "Art. 4º Revogam-se as disposições em contrário."},
		{"lei-10406-2002", "art132", "Art. 132. Salvo disposição legal ou convencional em contrário, computam-se os prazos"},
		{"lei-10406-2002", "art132_par3", "§ 3º Os prazos de meses e anos expiram no dia de igual número do de início"},
		{"lei-10406-2002", "art132_par4", "§ 4º Os prazos fixados por hora contar-se-ão de minuto a minuto."},
		{"decreto-9921-2019", "art2", "Art. 2º Para fins do disposto neste Decreto, considera-se pessoa idosa"},
		{"decreto-9921-2019", "tit2", "TÍTULO II DOS DIREITOS FUNDAMENTAIS DA PESSOA IDOSA"},
		{"decreto-9921-2019", "cap3", "CAPÍTULO III DO ACESSO PREFERENCIAL AO TRANSPORTE COLETIVO PELA PESSOA IDOSA"},
		{"decreto-9921-2019", "art34_par1u", "Parágrafo único. Para fins do disposto neste Capítulo, compete à Agência Nacional de Transportes Terrestres"},
		{"decreto-9921-2019", "art39_par2_inc1", "I - solicitará um único Bilhete de Viagem da Pessoa Idosa, nos pontos de venda próprios da transportadora, com antecedência de, no mínimo, três horas"},
		{"decreto-9921-2019", "art39_par7", "§ 7º O Bilhete de Viagem da Pessoa Idosa e o bilhete com desconto do valor da passagem são intransferíveis."},
		{"decreto-9921-2019", "art40_par1u_inc2", "II - para viagens com distância acima de quinhentos quilômetros, adquiri-lo com, no máximo, doze horas"},
		{"decreto-9921-2019", "art42_par2_inc5", "V - documento ou carteira emitida pelas secretarias estaduais"},
		{"decreto-9921-2019", "art44_par1u", "Parágrafo único. As tarifas de pedágio e de utilização dos terminais e as despesas com alimentação não estão incluídas no benefício tarifário."},
		{"decreto-9921-2019", "art46", "Art. 46. Aos infratores ao disposto neste Capítulo serão aplicadas as sanções previstas no art. 78-A e a 78-K da Lei nº 10.233, de 5 de junho de 2001."},
		{"decreto-9921-2019", "art47_cpt_inc5", "V - o Decreto nº 9.328, de 3 de abril de 2018."},
		{"decreto-9921-2019", "art48", "Art. 48. Este Decreto entra em vigor cento e vinte dias após a data de sua publicação."},
		{"resolucao-antt-5974-2022", "art2_cpt_inc6", "VI - Bilhete de Viagem do Idoso: Bilhete de Embarque Gratuidade emitido com fundamento no art. 40, inciso I"},
		{"resolucao-antt-5974-2022", "art2_cpt_inc7", "VII - Bilhete de Viagem do Jovem: Bilhete de Embarque Gratui[...]"},
		{"resolucao-antaq-81-2022", "cap1", "CAPÍTULO I DO OBJETO E DAS DISPOSIÇÕES PRELIMINARES"},
		{"resolucao-antaq-81-2022", "art1_par1u", "Parágrafo único. Esta Resolução se aplica aos serviços autorizados pela ANTAQ"},
		{"resolucao-antaq-81-2022", "art2_cpt_inc3", "III – Bilhete do Benefício: documento, físico ou eletrônico"},
		{"resolucao-antt-6043-2024", "art1_par2", "§ 2º Não se sujeitam ao âmbito de aplicação desta norma as reclamações formalizadas perante a Ouvidoria"},
		{"resolucao-antt-6043-2024", "art2_cpt_inc1", "I - Reclamação: demonstração de insatisfação relativa à prestação de serviço público regulado pela ANTT ou rel[...]"},
		{"portaria-minfra-1579-2022", "cap1", "CAPÍTULO I DAS DISPOSIÇÕES PRELIMINARES"},
		{"portaria-minfra-1579-2022", "art2_cpt_inc2", "II – renda mensal bruta familiar, dividida pelo número de seus integrantes, igual ou inferior a um salário mínimo."},
		{"portaria-minfra-1579-2022", "art2_par1", "§ 1º Não será considerado no cálculo da renda mensal bruta familiar o acréscimo de 25%"},
		{"portaria-minfra-1579-2022", "art3", "Art. 3º Os beneficiários do Benefício de Prestação Continuada da Assistência Social – BPC"},
	}
	for _, c := range casos {
		ds := achar(c.norma, c.id)
		if len(ds) == 0 {
			t.Errorf("%s #%s não extraído das fontes", c.norma, c.id)
			continue
		}
		for _, d := range ds {
			if !strings.HasPrefix(d.texto, c.inicio) {
				t.Errorf("%s #%s (%s:%d): começa com %q, esperava %q", c.norma, c.id, d.arquivo, d.linha, d.texto, c.inicio)
			}
		}
	}
	// Lei 12.852 art. 32 is in three sources: two reproductions without the Planalto page's marks
	// and the Planalto page itself. Their words agree; the marks "(Regulamento) (Vigência)" at the
	// end of the caput are only in the Planalto page, and nothing else tells the sources apart.
	for id, n := range map[string]int{"art32": 3, "art32_cpt_inc1": 3, "art32_cpt_inc2": 3, "art32_par1u": 2} {
		ds := achar("lei-12852-2013", id)
		if len(ds) != n {
			t.Errorf("lei-12852-2013 #%s: %d fontes, esperava %d", id, len(ds), n)
			continue
		}
		for _, d := range ds {
			if semMarcasPlanalto(d.texto) != semMarcasPlanalto(ds[0].texto) {
				t.Errorf("lei-12852-2013 #%s difere entre %s:%d e %s:%d, marcas do Planalto à parte\n%q\n%q", id,
					ds[0].arquivo, ds[0].linha, d.arquivo, d.linha, ds[0].texto, d.texto)
			}
			quer := ""
			if id == "art32" && !d.semMarcas {
				quer = " (Regulamento) (Vigência)"
			}
			if got := strings.Join(marcasPlanalto.FindAllString(d.texto, -1), ""); got != quer || !strings.HasSuffix(d.texto, quer) {
				t.Errorf("lei-12852-2013 #%s (%s:%d): marcas do Planalto %q, esperava %q no fim", id, d.arquivo, d.linha, got, quer)
			}
		}
	}
	// The marks are told apart from the law's words in parentheses.
	for _, c := range [][2]string{
		{"legislação específica: (Regulamento) (Vigência)", "legislação específica:"},
		{"idosa, (Redação dada pela Lei nº 14.423, de 2022)", "idosa,"},
		{"LEI Nº 12.852. (Vide Decreto nº 9.306, de 2018)", "LEI Nº 12.852."},
		{"2 (duas) vagas; 50% (cinquenta por cento); até 3 (horas) antes; em regulamento (Regulamento).", "2 (duas) vagas; 50% (cinquenta por cento); até 3 (horas) antes; em regulamento."},
	} {
		if got := semMarcasPlanalto(c[0]); got != c[1] {
			t.Errorf("semMarcasPlanalto(%q) = %q, esperava %q", c[0], got, c[1])
		}
	}
	// Counts per norm: what content/fontes/README.md says each file holds.
	contagens := map[string]map[string]int{
		"resolucao-antt-6033-2023":  {"artigo": 13, "agrupador": 2},                                                        // arts. 143 to 155; Subseções IV, V
		"decreto-8537-2015":         {"artigo": 9, "agrupador": 1, "preambulo": 0},                                         // arts. 13 to 21
		"lei-8899-1994":             {"artigo": 4, "preambulo": 3, "fecho": 3},                                             // whole law
		"decreto-3691-2000":         {"artigo": 3, "preambulo": 4, "fecho": 2},                                             // whole decree
		"lei-12852-2013":            {"artigo": 7, "paragrafo": 5, "omissao": 3, "fecho": 4},                               // art. 1º; art. 32 three times; arts. 31, 33, 48
		"lei-11975-2009":            {"artigo": 16, "paragrafo": 8, "inciso": 3, "omissao": 0, "preambulo": 3, "fecho": 3}, // whole law
		"decreto-9579-2018":         {"artigo": 1, "preambulo": 0, "fecho": 0, "inciso": 0},                                // art. 39
		"lei-10406-2002":            {"artigo": 1, "paragrafo": 4, "preambulo": 2, "omissao": 2},                           // art. 132
		"lei-10741-2003@2003-10-01": {"artigo": 2, "inciso": 2, "paragrafo": 1},                                            // arts. 1º and 40, 2003
		"lei-10741-2003":            {"artigo": 6, "inciso": 2, "paragrafo": 4, "fecho": 4},                                // arts. 1º, 39–42, 118 in force
		"decreto-9921-2019":         {"artigo": 17, "agrupador": 4, "preambulo": 4, "omissao": 1, "fecho": 3},              // arts. 1º–2º, 34–48; Títulos I–III, Cap. III
		"resolucao-antt-5974-2022":  {"artigo": 2, "inciso": 7, "paragrafo": 0, "preambulo": 3, "fecho": 0},                // arts. 1º–2º, VII cut
		"resolucao-antaq-81-2022":   {"artigo": 2, "inciso": 4, "paragrafo": 1, "agrupador": 1, "preambulo": 3},            // arts. 1º–2º, IV cut
		"resolucao-antt-6043-2024":  {"artigo": 2, "inciso": 1, "paragrafo": 3, "preambulo": 3, "fecho": 0},                // arts. 1º–2º, I cut
		"portaria-minfra-1579-2022": {"artigo": 3, "inciso": 2, "paragrafo": 2, "agrupador": 1, "preambulo": 4},            // arts. 1º–3º, 3º cut
	}
	for norma, esperado := range contagens {
		got := map[string]int{}
		for _, d := range porNorma[norma] {
			got[d.tipo]++
		}
		for tipo, n := range esperado {
			if got[tipo] != n {
				t.Errorf("%s: %d parágrafos do tipo %s, esperava %d", norma, got[tipo], tipo, n)
			}
		}
	}
	// Non-legal text never reaches a paragraph (the Planalto page's marks, which the text keeps, aside).
	for norma, ds := range porNorma {
		for _, d := range ds {
			for _, ruim := range []string{"Fechar", "ISSN", "ACESSE", "Jovem de Baixa Renda", "Casa Civil", "Regulamento", "\u00a0",
				"Secretaria-Geral", "Vigência", "Mensagem de veto", "não transcritos", "omitidas", "NORMA:", "DÚVIDAS", "=====",
				"TEXTO LITERAL", "corte da fonte", "NOTÍCIA", "Ato:", "DOU 9/12/2022"} {
				if strings.Contains(semMarcasPlanalto(d.texto), ruim) {
					t.Errorf("%s %s:%d: texto não legal %q no parágrafo %q", norma, d.arquivo, d.linha, ruim, d.texto)
				}
			}
		}
	}
}

// TestCabecalhosDasFontes: every file of content/fontes has the provenance header described in
// content/fontes/README.md, the SHA-256 it declares is the one of its body, it names the norms it
// holds, and the README lists it.
func TestCabecalhosDasFontes(t *testing.T) {
	leiame, err := os.ReadFile(filepath.Join(dirFontes, "README.md"))
	if err != nil {
		t.Fatalf("content/fontes/README.md: %v", err)
	}
	arquivos, err := filepath.Glob(filepath.Join(dirFontes, "*.txt"))
	if err != nil || len(arquivos) == 0 {
		t.Fatalf("nenhuma fonte em %s (%v)", dirFontes, err)
	}
	reSHA := regexp.MustCompile(`^# SHA-256 do corpo .*: ([0-9a-f]{64})$`)
	for _, a := range arquivos {
		nome := filepath.Base(a)
		dados, err := os.ReadFile(a)
		if err != nil {
			t.Fatal(err)
		}
		cabecalho, corpo := separarCabecalho(string(dados))
		texto := strings.Join(cabecalho, "\n")
		for _, fato := range []string{"# Normas e dispositivos: ", "# Domínio público: ", "Lei nº 9.610/1998, art. 8º, IV",
			"# Arquivo original na pasta de referência do projeto: ", "# Conferido em: ", "http"} {
			if !strings.Contains(texto, fato) {
				t.Errorf("%s: o cabeçalho não diz %q", nome, fato)
			}
		}
		var declarados []string
		for _, l := range cabecalho {
			if m := reSHA.FindStringSubmatch(l); m != nil {
				declarados = append(declarados, m[1])
			}
		}
		soma := sha256.Sum256([]byte(corpo))
		if got := hex.EncodeToString(soma[:]); len(declarados) != 1 || declarados[0] != got {
			t.Errorf("%s: o cabeçalho declara o SHA-256 do corpo %v; o corpo tem %s", nome, declarados, got)
		}
		if strings.TrimSpace(corpo) == "" {
			t.Errorf("%s: corpo vazio", nome)
		}
		for _, f := range fontes {
			if f.arquivo == nome && !strings.Contains(texto, f.norma) {
				t.Errorf("%s: o cabeçalho não nomeia a norma %s", nome, f.norma)
			}
		}
		if !strings.Contains(string(leiame), "`"+nome+"`") {
			t.Errorf("content/fontes/README.md não lista %s", nome)
		}
	}
}

// TestLeitorHTML checks the tokenizer on the markup hooks of the design.
func TestLeitorHTML(t *testing.T) {
	const doc = `<!doctype html><html lang="pt-BR"><body><main id="conteudo">
<section id="art13" class="dispositivo artigo" data-citacao="Decreto nº 8.537/2015, art. 13">
<p><span class="rotulo">Art. 13.</span>Na forma do <a class="remissao" href="/x/#art32">art. 32</a> &amp; até
 <span class="sic">3 (horas)<span class="sic-marca"> [sic]</span></span>.<br>
<a class="permalink" href="#art13" aria-label="Link permanente para art. 13">#</a></p>
<div id="art13_par1" class="dispositivo paragrafo"><p><span class="rotulo">§ 1º</span> Filho.</p></div>
<!-- <div id="falso"> -->
</section></main></body></html>`
	p, err := lerPagina(doc)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := textoDe(doc, p.ids["art13"], true), "Art. 13. Na forma do art. 32 & até 3 (horas)."; got != want {
		t.Errorf("texto do artigo = %q, esperava %q", got, want)
	}
	if got, want := textoDe(doc, p.ids["art13_par1"], true), "§ 1º Filho."; got != want {
		t.Errorf("texto do parágrafo = %q, esperava %q", got, want)
	}
	if _, ok := p.ids["falso"]; ok {
		t.Error("id dentro de comentário não deveria contar")
	}
	if !strings.Contains(elementoHTML(doc, p.ids["art13"]), "sic-marca") {
		t.Error("elementoHTML deveria incluir a marca [sic]")
	}
	if got := textoDe(doc, p.main, false); !strings.Contains(got, "§ 1º Filho.") {
		t.Errorf("texto do main sem os filhos: %q", got)
	}
}

// TestConteudoConfereComFontes compares each content file with the sources directly (without the
// generator), so that a mismatch in TestIntegridadeDoTexto can be told apart: content or generator.
func TestConteudoConfereComFontes(t *testing.T) {
	fontesPorNorma := fontesDasNormas(t)
	for chave, ds := range fontesPorNorma {
		norma, redacao := normaDaChave(chave)
		dados, err := os.ReadFile(filepath.Join("..", "content", norma+".md"))
		if err != nil {
			t.Fatal(err)
		}
		partes := strings.SplitN(strings.ReplaceAll(string(dados), "\r\n", "\n"), "\n---\n", 2)
		if len(partes) != 2 {
			t.Errorf("content/%s.md: front matter sem o \"---\" final", norma)
			continue
		}
		// the part of the body that holds this wording: the text in force runs up to the first
		// line "=== redação de AAAA-MM-DD ===", each earlier wording from its line to the next.
		inicio := strings.Count(partes[0], "\n") + 3
		var linhas []linhaFonte
		atual := ""
		for i, l := range strings.Split(partes[1], "\n") {
			if m := reSeparador.FindStringSubmatch(l); m != nil {
				atual = m[1]
				continue
			}
			if atual == redacao {
				linhas = append(linhas, linhaFonte{inicio + i, normalizar(l)})
			}
		}
		publicados, err := extrair(linhas, fonte{arquivo: norma + ".md", norma: norma})
		if err != nil {
			t.Errorf("content/%s.md: %v", norma, err)
			continue
		}
		porID := map[string]dispositivo{}
		var textos []string
		for _, p := range publicados {
			if p.id != "" {
				porID[p.id] = p
			}
			textos = append(textos, p.texto)
		}
		for _, d := range ds {
			switch d.tipo {
			case "omissao":
			case "preambulo", "fecho":
				for _, l := range d.linhas {
					if !slices.Contains(textos, normalizar(l)) && !slices.ContainsFunc(textos, func(s string) bool { return strings.Contains(s, normalizar(l)) }) {
						t.Errorf("%s:%d: content/%s.md não tem a linha %q", d.arquivo, d.linha, norma, l)
					}
				}
			default:
				p, ok := porID[d.id]
				switch {
				case !ok:
					t.Errorf("%s:%d: content/%s.md não tem #%s", d.arquivo, d.linha, norma, d.id)
				case p.texto != d.texto && !(d.semMarcas && semMarcasPlanalto(p.texto) == d.texto):
					t.Errorf("content/%s.md:%d: #%s difere de %s:%d\nfonte:    %q\nconteúdo: %q\n%s", norma, p.linha, d.id,
						d.arquivo, d.linha, d.texto, p.texto, ondeDifere(d.texto, p.texto))
				}
			}
		}
		for id, p := range porID {
			if !slices.ContainsFunc(ds, func(d dispositivo) bool { return d.id == id }) && !strings.HasSuffix(p.texto, "[...]") {
				t.Errorf("content/%s.md:%d: #%s não está nas fontes", norma, p.linha, id)
			}
		}
	}
}

// FuzzLeitorHTML: the test's HTML reader never panics nor loops, whatever the page.
func FuzzLeitorHTML(f *testing.F) {
	f.Add(`<main id="conteudo"><div id="a" class="dispositivo artigo"><span class="rotulo">Art. 1º</span> x<!-- y</div>`)
	f.Add(`<main><p id="x">a &amp; <b>b</p></main></div><div id="x">`)
	f.Add(`<<main id='m'>< /a><a href=x>z</a>`)
	f.Fuzz(func(t *testing.T, doc string) {
		p, _ := lerPagina(doc)
		for _, tg := range p.ids {
			textoDe(doc, tg, true)
			elementoHTML(doc, tg)
		}
		if p.main.nome != "" {
			textoDe(doc, p.main, false)
		}
	})
}

// FuzzExtrair: the source reader never panics, whatever the text.
func FuzzExtrair(f *testing.F) {
	f.Add("# cabeçalho\nArt. 1º Texto.\n\n§ 1º Parágrafo\ncontinua.\nI - inciso\na) alínea\n1. item\nBrasília, 1 de maio de 2000.")
	f.Add("Seção IX\n\nNome\n§\n2º No\n[...]\nParágrafo único. x")
	f.Add("I - inciso sem artigo")
	f.Fuzz(func(t *testing.T, texto string) {
		linhas, err := lerFonte(texto, fonte{arquivo: "x.txt", norma: "x"})
		if err != nil {
			return
		}
		extrair(linhas, fonte{arquivo: "x.txt", norma: "x"})
		extrair(linhas, fonte{arquivo: "x.txt", norma: "x", artigo: "art1"})
	})
}
