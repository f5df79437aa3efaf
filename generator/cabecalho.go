package generator

import (
	"bytes"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// metadados is the front matter of a norm (see doc.go for the keys).
type metadados struct {
	Titulo, NomeCurto, Rotulo, Tipo, Numero, Data, Ementa, Autoridade string
	URN, Publicacao, FonteOficial, Transcricao, Escopo, ConferidoEm   string
	Notas                                                             []string
	Reparos                                                           []reparo
	Sic                                                               []sic
}

// reparo is one repaired extraction artefact. Onde is a dispositivo id or
// "" for a general repair; De and Para are set for machine-readable repairs.
type reparo struct {
	Onde, De, Para, Texto string
	Linha                 int
}

// sic is an official oddity, kept as written, in dispositivo Onde.
type sic struct {
	Onde, Trecho string
	Linha        int
}

// linhaFonte is one line of the front matter with its line number.
type linhaFonte struct {
	Texto  string
	Numero int
}

// problema is a diagnostic of the front matter parser before it has a file.
type problema struct {
	Linha    int
	Mensagem string
}

type campoCabecalho struct {
	chave       string
	obrigatoria bool
	lista       bool
	destino     func(m *metadados) *string
}

var camposCabecalho = []campoCabecalho{
	{"titulo", true, false, func(m *metadados) *string { return &m.Titulo }},
	{"nome_curto", true, false, func(m *metadados) *string { return &m.NomeCurto }},
	{"rotulo", true, false, func(m *metadados) *string { return &m.Rotulo }},
	{"tipo", true, false, func(m *metadados) *string { return &m.Tipo }},
	{"numero", true, false, func(m *metadados) *string { return &m.Numero }},
	{"data", true, false, func(m *metadados) *string { return &m.Data }},
	{"ementa", true, false, func(m *metadados) *string { return &m.Ementa }},
	{"autoridade", true, false, func(m *metadados) *string { return &m.Autoridade }},
	{"urn", true, false, func(m *metadados) *string { return &m.URN }},
	{"publicacao", true, false, func(m *metadados) *string { return &m.Publicacao }},
	{"fonte_oficial", true, false, func(m *metadados) *string { return &m.FonteOficial }},
	{"transcricao", true, false, func(m *metadados) *string { return &m.Transcricao }},
	{"escopo", true, false, func(m *metadados) *string { return &m.Escopo }},
	{"conferido_em", true, false, func(m *metadados) *string { return &m.ConferidoEm }},
	{"notas", false, true, nil},
	{"reparos", false, true, nil},
	{"sic", false, true, nil},
}

var (
	reChaveCabecalho = regexp.MustCompile(`^([A-Za-z_][A-Za-z0-9_]*):(?:\s+(.*))?$`)
	reItemCabecalho  = regexp.MustCompile(`^\s+-\s+(.*)$`)
	reReparo         = regexp.MustCompile(`^([A-Za-z0-9_-]+):\s*"((?:[^"\\]|\\.)*)"\s*(?:→|->)\s*"((?:[^"\\]|\\.)*)"\s*$`)
	reSic            = regexp.MustCompile(`^([A-Za-z0-9_-]+):\s*"((?:[^"\\]|\\.)+)"\s*$`)
	reIDDispositivo  = regexp.MustCompile(`^art[0-9]`)
)

// valorCabecalho reads a scalar: either raw text or a double-quoted string
// with \" and \\ escapes.
func valorCabecalho(s string) (string, bool) {
	s = strings.TrimSpace(s)
	if !strings.HasPrefix(s, `"`) {
		return s, true
	}
	var b strings.Builder
	for i := 1; i < len(s); i++ {
		c := s[i]
		switch c {
		case '\\':
			if i+1 >= len(s) || (s[i+1] != '"' && s[i+1] != '\\') {
				return "", false
			}
			b.WriteByte(s[i+1])
			i++
		case '"':
			if strings.TrimSpace(s[i+1:]) != "" {
				return "", false
			}
			return b.String(), true
		default:
			b.WriteByte(c)
		}
	}
	return "", false
}

// lerCabecalho parses the YAML subset of the front matter. It returns the
// metadata, the line of each key, and every problem found.
func lerCabecalho(linhas []linhaFonte, inicio int) (*metadados, map[string]int, []problema) {
	m := &metadados{}
	onde := map[string]int{}
	var probs []problema
	campos := map[string]campoCabecalho{}
	for _, c := range camposCabecalho {
		campos[c.chave] = c
	}
	var atual *campoCabecalho
	var itens *[]string
	listas := map[string]*[]string{}
	for _, l := range linhas {
		t := strings.TrimRight(l.Texto, " \t\r")
		if strings.TrimSpace(t) == "" || strings.HasPrefix(strings.TrimSpace(t), "#") {
			continue
		}
		if sub := reItemCabecalho.FindStringSubmatch(t); sub != nil {
			if atual == nil || !atual.lista {
				if atual != nil {
					probs = append(probs, problema{l.Numero, "a chave \"" + atual.chave + "\" não aceita lista"})
				} else {
					probs = append(probs, problema{l.Numero, "item de lista fora de uma chave"})
				}
				continue
			}
			v, ok := valorCabecalho(sub[1])
			if !ok {
				probs = append(probs, problema{l.Numero, "aspas mal fechadas no item da lista \"" + atual.chave + "\""})
				continue
			}
			*itens = append(*itens, v)
			if atual.chave == "reparos" || atual.chave == "sic" {
				onde[atual.chave+"#"+strconv.Itoa(len(*itens)-1)] = l.Numero
			}
			continue
		}
		sub := reChaveCabecalho.FindStringSubmatch(t)
		if sub == nil {
			probs = append(probs, problema{l.Numero, "linha inválida no cabeçalho: esperado \"chave: valor\" ou \"  - item\""})
			atual = nil
			continue
		}
		c, ok := campos[sub[1]]
		if !ok {
			probs = append(probs, problema{l.Numero, "chave desconhecida no cabeçalho: \"" + sub[1] + "\""})
			atual = nil
			continue
		}
		if _, dup := onde[c.chave]; dup {
			probs = append(probs, problema{l.Numero, "chave repetida no cabeçalho: \"" + c.chave + "\""})
			atual = nil
			continue
		}
		onde[c.chave] = l.Numero
		atual = &c
		if c.lista {
			if strings.TrimSpace(sub[2]) != "" {
				probs = append(probs, problema{l.Numero, "a chave \"" + c.chave + "\" espera uma lista de itens \"  - …\" nas linhas seguintes"})
			}
			itens = new([]string)
			listas[c.chave] = itens
			continue
		}
		v, ok := valorCabecalho(sub[2])
		if !ok {
			probs = append(probs, problema{l.Numero, "aspas mal fechadas no valor de \"" + c.chave + "\""})
			continue
		}
		*c.destino(m) = v
	}
	for _, c := range camposCabecalho {
		if _, ok := onde[c.chave]; !ok && c.obrigatoria {
			probs = append(probs, problema{inicio, "falta a chave obrigatória \"" + c.chave + "\" no cabeçalho"})
		}
	}
	valida := func(chave string, ok bool, msg string) {
		if _, tem := onde[chave]; tem && !ok {
			probs = append(probs, problema{onde[chave], msg})
		}
	}
	for _, c := range camposCabecalho {
		if c.obrigatoria && c.chave != "nome_curto" {
			valida(c.chave, *c.destino(m) != "", "a chave \""+c.chave+"\" está vazia")
		}
	}
	if m.Tipo != "" {
		valida("tipo", m.Tipo == "lei" || m.Tipo == "decreto" || m.Tipo == "resolucao", "tipo inválido \""+m.Tipo+"\": use lei, decreto ou resolucao")
	}
	if m.Data != "" {
		_, err := time.Parse("2006-01-02", m.Data)
		valida("data", err == nil, "data inválida \""+m.Data+"\": use AAAA-MM-DD")
	}
	if m.ConferidoEm != "" {
		_, err := time.Parse("2006-01-02", m.ConferidoEm)
		valida("conferido_em", err == nil, "data inválida em conferido_em \""+m.ConferidoEm+"\": use AAAA-MM-DD")
	}
	if m.FonteOficial != "" {
		valida("fonte_oficial", strings.HasPrefix(m.FonteOficial, "https://") || strings.HasPrefix(m.FonteOficial, "http://"), "fonte_oficial deve ser um endereço http(s)")
	}
	if m.URN != "" {
		valida("urn", strings.HasPrefix(m.URN, "urn:lex:br:"), "urn deve começar por \"urn:lex:br:\"")
	}
	if l := listas["notas"]; l != nil {
		m.Notas = *l
	}
	if l := listas["reparos"]; l != nil {
		for i, s := range *l {
			r := reparo{Texto: s, Linha: onde["reparos#"+strconv.Itoa(i)]}
			if sub := reReparo.FindStringSubmatch(s); sub != nil {
				r.Onde, r.De, r.Para = sub[1], desescapar(sub[2]), desescapar(sub[3])
			} else if i := strings.Index(s, ":"); i > 0 && reIDDispositivo.MatchString(s[:i]) && !strings.Contains(s[:i], " ") {
				r.Onde, r.Texto = s[:i], strings.TrimSpace(s[i+1:])
			}
			m.Reparos = append(m.Reparos, r)
		}
	}
	if l := listas["sic"]; l != nil {
		for i, s := range *l {
			linha := onde["sic#"+strconv.Itoa(i)]
			sub := reSic.FindStringSubmatch(s)
			if sub == nil {
				probs = append(probs, problema{linha, "item de sic inválido: esperado id: \"trecho\""})
				continue
			}
			m.Sic = append(m.Sic, sic{Onde: sub[1], Trecho: desescapar(sub[2]), Linha: linha})
		}
	}
	return m, onde, probs
}

func desescapar(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	v, _ := valorCabecalho(`"` + s + `"`)
	return v
}

// cabecalho is the goldmark extension that reads the front matter between
// two "---" lines at the top of the file into the document state.
type cabecalho struct{}

func (cabecalho) Extend(m goldmark.Markdown) {
	m.Parser().AddOptions(parser.WithBlockParsers(util.Prioritized(cabecalhoParser{}, 0)))
}

type cabecalhoNode struct {
	ast.BaseBlock
	fechado bool
	inicio  int
}

var kindCabecalho = ast.NewNodeKind("Cabecalho")

func (n *cabecalhoNode) Kind() ast.NodeKind         { return kindCabecalho }
func (n *cabecalhoNode) Dump(src []byte, level int) { ast.DumpHelper(n, src, level, nil, nil) }
func (n *cabecalhoNode) IsRaw() bool                { return true }
func (cabecalhoParser) Trigger() []byte             { return []byte{'-'} }
func (cabecalhoParser) CanInterruptParagraph() bool { return false }
func (cabecalhoParser) CanAcceptIndentedLine() bool { return false }
func separadorCabecalho(line []byte) bool           { return string(bytes.TrimRight(line, " \t\r\n")) == "---" }

type cabecalhoParser struct{}

func (cabecalhoParser) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	linha, seg := reader.Position()
	if linha != 0 || seg.Start != 0 {
		return nil, parser.NoChildren
	}
	l, _ := reader.PeekLine()
	if !separadorCabecalho(l) {
		return nil, parser.NoChildren
	}
	reader.AdvanceToEOL()
	return &cabecalhoNode{}, parser.NoChildren
}

func (cabecalhoParser) Continue(node ast.Node, reader text.Reader, pc parser.Context) parser.State {
	l, seg := reader.PeekLine()
	if l == nil {
		return parser.Close
	}
	if separadorCabecalho(l) {
		node.(*cabecalhoNode).fechado = true
		reader.AdvanceToEOL()
		return parser.Close
	}
	node.Lines().Append(seg)
	reader.AdvanceToEOL()
	return parser.Continue | parser.NoChildren
}

func (cabecalhoParser) Close(node ast.Node, reader text.Reader, pc parser.Context) {
	n := node.(*cabecalhoNode)
	doc := documentoDe(pc)
	if n.Parent() != nil {
		n.Parent().RemoveChild(n.Parent(), n)
	}
	if doc == nil {
		return
	}
	if !n.fechado {
		doc.erro(1, "cabeçalho sem a linha \"---\" de fechamento")
	}
	var linhas []linhaFonte
	src := reader.Source()
	for i := 0; i < n.Lines().Len(); i++ {
		s := n.Lines().At(i)
		linhas = append(linhas, linhaFonte{Texto: strings.TrimRight(string(s.Value(src)), "\r\n"), Numero: doc.linha(s.Start)})
	}
	m, onde, probs := lerCabecalho(linhas, 1)
	for _, p := range probs {
		doc.erro(p.Linha, "%s", p.Mensagem)
	}
	doc.meta, doc.metaLinhas = m, onde
}
