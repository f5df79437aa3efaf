package calculator

import (
	"strconv"
	"unicode/utf8"
)

// A small, bounded XML reader for the BP-e check (operation bpe): the
// engine's own, not encoding/xml, because encoding/xml brings fmt and
// reflect into the WebAssembly module, which the project keeps out of it
// for size (wasm/README.md, TestWasmSemPacotesPesados); a differential
// test (xml_test.go) and a fuzz target compare this reader with
// encoding/xml on every input both accept.
//
// It reads the subset a fiscal document uses: the XML declaration and
// processing instructions (skipped), comments (skipped), elements with
// attributes, namespace declarations (xmlns, xmlns:p), character data with
// the five predefined entities and character references, and CDATA
// sections. A document type declaration (<!DOCTYPE, hence any <!ENTITY) is
// refused: no entity is ever defined or expanded, so an "XML bomb" cannot
// grow. Depth, element count, attributes per element and name length are
// bounded; the input's size is bounded by the caller (maxXML).

// Limits of the reader.
const (
	maxXML           = 128 << 10 // bytes: a BP-e with its signature is a few KB
	maxProfundidade  = 32
	maxElementos     = 4096
	maxAtributos     = 32
	maxNomeXML       = 128
	espacoBPe        = "http://www.portalfiscal.inf.br/bpe"
	msgXMLDocType    = "O XML não pode ter declaração de tipo de documento (<!DOCTYPE) nem definição de entidades (<!ENTITY): por segurança, documentos com elas são recusados. Um BP-e não as usa."
	msgXMLEntidade   = "O XML usa uma entidade desconhecida; só são aceitas &lt; &gt; &amp; &apos; &quot; e as referências numéricas (&#65; &#x41;)."
	msgXMLProfundo   = "O XML tem elementos aninhados demais (o máximo é 32 níveis)."
	msgXMLElementos  = "O XML tem elementos demais (o máximo é 4096)."
	msgXMLUTF8       = "O XML não está em UTF-8 válido."
	msgXMLFimInesper = "O XML termina no meio de um elemento: o arquivo está incompleto."
)

// noXML is one element: its local name and namespace, its attributes, the
// character data directly inside it and its children (indexes into
// arvoreXML.nos).
type noXML struct {
	nome, ns string
	prefixo  string
	attrs    []atributoXML
	texto    []byte
	filhos   []int32
}

type atributoXML struct {
	nome, valor string // local name (prefix dropped) and value
}

// arvoreXML is a parsed document; its root is nos[0].
type arvoreXML struct {
	nos []noXML
}

// escopoNS is one namespace declaration in scope: prefix → URI.
type escopoNS struct {
	prefixo, uri string
	nivel        int
}

type leitorXML struct {
	b     []byte
	i     int
	arv   arvoreXML
	pilha []int32 // open elements
	ns    []escopoNS
}

// lerXML parses b. The message is "" on success.
func lerXML(b []byte) (arvoreXML, string) {
	if !utf8.Valid(b) {
		return arvoreXML{}, msgXMLUTF8
	}
	for i, r := range string(b) {
		if !caractereXML(int64(r)) && !(i == 0 && r == 0xFEFF) {
			return arvoreXML{}, "O XML tem um caractere que não é permitido em XML (código " + strconv.Itoa(int(r)) + ")."
		}
	}
	l := leitorXML{b: b}
	if len(b) >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF {
		l.i = 3
	}
	if msg := l.documento(); msg != "" {
		return arvoreXML{}, msg
	}
	return l.arv, ""
}

func (l *leitorXML) erro(msg string) string {
	return msg + " (linha " + strconv.Itoa(l.linhaEm(l.i)) + ")"
}

func (l *leitorXML) linhaEm(fim int) int {
	n := 1
	for k := 0; k < fim && k < len(l.b); k++ {
		if l.b[k] == '\n' {
			n++
		}
	}
	return n
}

func (l *leitorXML) prefixo(s string) bool {
	return len(l.b)-l.i >= len(s) && string(l.b[l.i:l.i+len(s)]) == s
}

// ate advances past the next occurrence of fim, or reports false.
func (l *leitorXML) ate(fim string) bool {
	for k := l.i; k+len(fim) <= len(l.b); k++ {
		if string(l.b[k:k+len(fim)]) == fim {
			l.i = k + len(fim)
			return true
		}
	}
	return false
}

func espacoXML(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

func (l *leitorXML) documento() string {
	raizFechada := false
	for l.i < len(l.b) {
		c := l.b[l.i]
		switch {
		case c == '<' && l.prefixo("<?"):
			if msg := l.instrucao(); msg != "" {
				return msg
			}
		case c == '<' && l.prefixo("<!--"):
			l.i += 4
			ini := l.i
			if !l.ate("-->") {
				return l.erro("Comentário sem fim (falta -->)")
			}
			if c := string(l.b[ini : l.i-3]); indice(c, "--") >= 0 || len(c) > 0 && c[len(c)-1] == '-' {
				return l.erro("Comentário com -- no meio")
			}
		case c == '<' && (l.prefixo("<!DOCTYPE") || l.prefixo("<!ENTITY") || l.prefixo("<!doctype")):
			return msgXMLDocType
		case c == '<' && l.prefixo("<![CDATA["):
			if len(l.pilha) == 0 {
				return l.erro("Texto fora do elemento raiz")
			}
			l.i += 9
			ini := l.i
			if !l.ate("]]>") {
				return l.erro("Seção CDATA sem fim (falta ]]>)")
			}
			n := &l.arv.nos[l.pilha[len(l.pilha)-1]]
			n.texto = anexar(n.texto, l.b[ini:l.i-3])
		case c == '<' && l.prefixo("<!"):
			return l.erro("Declaração não aceita num BP-e (<!...)")
		case c == '<' && l.prefixo("</"):
			if msg := l.fim(); msg != "" {
				return msg
			}
			if len(l.pilha) == 0 {
				raizFechada = true
			}
		case c == '<':
			if raizFechada || len(l.pilha) == 0 && len(l.arv.nos) > 0 {
				return l.erro("Há mais de um elemento raiz")
			}
			if msg := l.inicio(); msg != "" {
				return msg
			}
			if len(l.pilha) == 0 {
				raizFechada = true
			}
		default:
			if msg := l.texto(); msg != "" {
				return msg
			}
		}
	}
	if len(l.arv.nos) == 0 {
		return "O XML não tem nenhum elemento."
	}
	if len(l.pilha) > 0 {
		return msgXMLFimInesper
	}
	return ""
}

// instrucao reads a processing instruction at l.i ("<?"): its target is a
// name; the XML declaration may give version 1.0 and encoding UTF-8 only.
func (l *leitorXML) instrucao() string {
	l.i += 2
	_, alvo, msg := l.nome()
	if msg != "" {
		return l.erro("Instrução de processamento sem nome")
	}
	ini := l.i
	if !l.ate("?>") {
		return l.erro("Instrução de processamento sem fim (falta ?>)")
	}
	if alvo != "xml" {
		return ""
	}
	conteudo := string(l.b[ini : l.i-2])
	if v := pseudoAtributo("version", conteudo); v != "" && v != "1.0" {
		return l.erro("Versão de XML não aceita: use 1.0")
	}
	if e := pseudoAtributo("encoding", conteudo); e != "" && maiusculasASCII(e) != "UTF-8" {
		return "O XML deve estar codificado em UTF-8, como o BP-e; este declara " + curto(e) + "."
	}
	return ""
}

// pseudoAtributo reads param="value" in the content of the XML declaration
// (as encoding/xml's procInst does).
func pseudoAtributo(param, s string) string {
	param += "="
	i := 0
	var aspa byte
	for i < len(s) {
		sub := s[i:]
		k := indice(sub, param)
		if k < 0 || len(param)+k >= len(sub) {
			return ""
		}
		i += len(param) + k + 1
		if c := sub[len(param)+k]; c == '\'' || c == '"' {
			aspa = c
			break
		}
	}
	if aspa == 0 {
		return ""
	}
	for j := i; j < len(s); j++ {
		if s[j] == aspa {
			return s[i:j]
		}
	}
	return ""
}

// anexar appends character data to t, with the line ends of XML § 2.11:
// "\r\n" and a lone "\r" become "\n".
func anexar(t []byte, b []byte) []byte {
	for k := 0; k < len(b); k++ {
		if b[k] == '\r' {
			t = append(t, '\n')
			if k+1 < len(b) && b[k+1] == '\n' {
				k++
			}
			continue
		}
		t = append(t, b[k])
	}
	return t
}

// texto reads character data up to the next '<'.
func (l *leitorXML) texto() string {
	var alvo *noXML
	if len(l.pilha) > 0 {
		alvo = &l.arv.nos[l.pilha[len(l.pilha)-1]]
	}
	for l.i < len(l.b) && l.b[l.i] != '<' {
		c := l.b[l.i]
		if alvo == nil {
			if !espacoXML(c) {
				return l.erro("Texto fora do elemento raiz")
			}
			l.i++
			continue
		}
		if c == '&' {
			r, msg := l.entidade()
			if msg != "" {
				return msg
			}
			alvo.texto = utf8.AppendRune(alvo.texto, r)
			continue
		}
		if c == '>' && l.i >= 2 && l.b[l.i-1] == ']' && l.b[l.i-2] == ']' {
			return l.erro("A sequência ]]> não pode aparecer no texto")
		}
		if c == '\r' {
			alvo.texto = append(alvo.texto, '\n')
			l.i++
			if l.i < len(l.b) && l.b[l.i] == '\n' {
				l.i++
			}
			continue
		}
		alvo.texto = append(alvo.texto, c)
		l.i++
	}
	return ""
}

// entidade reads one reference at l.i ('&'): a predefined entity or a
// character reference.
func (l *leitorXML) entidade() (rune, string) {
	fim := -1
	for k := l.i + 1; k < len(l.b) && k < l.i+12; k++ {
		if l.b[k] == ';' {
			fim = k
			break
		}
	}
	if fim < 0 {
		return 0, l.erro(msgXMLEntidade)
	}
	nome := string(l.b[l.i+1 : fim])
	l.i = fim + 1
	switch nome {
	case "lt":
		return '<', ""
	case "gt":
		return '>', ""
	case "amp":
		return '&', ""
	case "apos":
		return '\'', ""
	case "quot":
		return '"', ""
	}
	if len(nome) >= 2 && nome[0] == '#' {
		base, dig := 10, nome[1:]
		if dig[0] == 'x' {
			base, dig = 16, dig[1:]
		}
		var r int64
		if len(dig) == 0 || len(dig) > 8 {
			return 0, l.erro(msgXMLEntidade)
		}
		for k := 0; k < len(dig); k++ {
			d := int64(-1)
			switch c := dig[k]; {
			case c >= '0' && c <= '9':
				d = int64(c - '0')
			case base == 16 && c >= 'a' && c <= 'f':
				d = int64(c-'a') + 10
			case base == 16 && c >= 'A' && c <= 'F':
				d = int64(c-'A') + 10
			}
			if d < 0 {
				return 0, l.erro(msgXMLEntidade)
			}
			r = r*int64(base) + d
		}
		if caractereXML(r) {
			return rune(r), ""
		}
	}
	return 0, l.erro(msgXMLEntidade)
}

// caractereXML reports whether r is a character XML 1.0 allows (Char).
func caractereXML(r int64) bool {
	return r == 0x9 || r == 0xA || r == 0xD || r >= 0x20 && r <= 0xD7FF || r >= 0xE000 && r <= 0xFFFD || r >= 0x10000 && r <= 0x10FFFF
}

func letraNome(c byte, primeira bool) bool {
	switch {
	case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c == '_':
		return true
	case c >= '0' && c <= '9', c == '-', c == '.':
		return !primeira
	}
	return false
}

// nome reads a (possibly prefixed) name.
func (l *leitorXML) nome() (prefixo, local string, msg string) {
	ini := l.i
	dois := -1
	for l.i < len(l.b) {
		c := l.b[l.i]
		if c == ':' && dois < 0 && l.i > ini {
			dois = l.i
			l.i++
			continue
		}
		if !letraNome(c, l.i == ini || l.i == dois+1) {
			break
		}
		l.i++
	}
	if l.i == ini || l.i == dois+1 {
		return "", "", l.erro("Nome de elemento ou atributo inválido")
	}
	if l.i-ini > maxNomeXML {
		return "", "", l.erro("Nome de elemento ou atributo longo demais")
	}
	if dois < 0 {
		return "", string(l.b[ini:l.i]), ""
	}
	return string(l.b[ini:dois]), string(l.b[dois+1 : l.i]), ""
}

func (l *leitorXML) pularEspacos() {
	for l.i < len(l.b) && espacoXML(l.b[l.i]) {
		l.i++
	}
}

// resolver gives the namespace URI of prefix p ("" the default).
func (l *leitorXML) resolver(p string) (string, bool) {
	for k := len(l.ns) - 1; k >= 0; k-- {
		if l.ns[k].prefixo == p {
			return l.ns[k].uri, true
		}
	}
	if p == "xml" {
		return "http://www.w3.org/XML/1998/namespace", true
	}
	return "", p == ""
}

// inicio reads a start tag (or an empty-element tag) at l.i ('<').
func (l *leitorXML) inicio() string {
	if len(l.pilha) >= maxProfundidade {
		return msgXMLProfundo
	}
	if len(l.arv.nos) >= maxElementos {
		return msgXMLElementos
	}
	l.i++
	pre, local, msg := l.nome()
	if msg != "" {
		return msg
	}
	nivel := len(l.pilha) + 1
	var attrs []atributoXML
	nAttr := 0 // namespace declarations count too
	vazio := false
	for {
		antes := l.i
		l.pularEspacos()
		if l.i >= len(l.b) {
			return msgXMLFimInesper
		}
		if l.b[l.i] == '>' {
			l.i++
			break
		}
		if l.prefixo("/>") {
			l.i += 2
			vazio = true
			break
		}
		if l.i == antes {
			return l.erro("Falta espaço entre os atributos")
		}
		ap, al, msg := l.nome()
		if msg != "" {
			return msg
		}
		l.pularEspacos()
		if l.i >= len(l.b) || l.b[l.i] != '=' {
			return l.erro("Atributo sem valor (falta =)")
		}
		l.i++
		l.pularEspacos()
		if l.i >= len(l.b) || l.b[l.i] != '"' && l.b[l.i] != '\'' {
			return l.erro("Valor de atributo sem aspas")
		}
		aspa := l.b[l.i]
		l.i++
		var val []byte
		for {
			if l.i >= len(l.b) {
				return msgXMLFimInesper
			}
			c := l.b[l.i]
			if c == aspa {
				l.i++
				break
			}
			switch c {
			case '<':
				return l.erro("O caractere < não pode aparecer no valor de um atributo")
			case '&':
				r, msg := l.entidade()
				if msg != "" {
					return msg
				}
				val = utf8.AppendRune(val, r)
				continue
			case '\r':
				val = append(val, '\n')
				l.i++
				if l.i < len(l.b) && l.b[l.i] == '\n' {
					l.i++
				}
				continue
			}
			val = append(val, c)
			l.i++
		}
		if nAttr++; nAttr > maxAtributos {
			return l.erro("Atributos demais num elemento (o máximo é 32)")
		}
		for _, a := range attrs {
			if a.nome == al && (ap == "" || ap == "xmlns") {
				return l.erro("Atributo repetido no mesmo elemento")
			}
		}
		switch {
		case ap == "" && al == "xmlns":
			l.ns = append(l.ns, escopoNS{"", string(val), nivel})
		case ap == "xmlns":
			if len(val) == 0 {
				return l.erro("Declaração de prefixo de espaço de nomes vazia")
			}
			l.ns = append(l.ns, escopoNS{al, string(val), nivel})
		default:
			attrs = append(attrs, atributoXML{nome: al, valor: string(val)})
		}
	}
	uri, ok := l.resolver(pre)
	if !ok {
		return l.erro("Prefixo de espaço de nomes não declarado: " + pre)
	}
	idx := int32(len(l.arv.nos))
	l.arv.nos = append(l.arv.nos, noXML{nome: local, ns: uri, prefixo: pre, attrs: attrs})
	if len(l.pilha) > 0 {
		pai := &l.arv.nos[l.pilha[len(l.pilha)-1]]
		pai.filhos = append(pai.filhos, idx)
	}
	l.pilha = append(l.pilha, idx)
	if vazio {
		l.fechar()
	}
	return ""
}

// fechar closes the innermost element and drops its declarations.
func (l *leitorXML) fechar() {
	nivel := len(l.pilha)
	for len(l.ns) > 0 && l.ns[len(l.ns)-1].nivel >= nivel {
		l.ns = l.ns[:len(l.ns)-1]
	}
	l.pilha = l.pilha[:len(l.pilha)-1]
}

// fim reads an end tag at l.i ("</").
func (l *leitorXML) fim() string {
	l.i += 2
	pre, local, msg := l.nome()
	if msg != "" {
		return msg
	}
	l.pularEspacos()
	if l.i >= len(l.b) || l.b[l.i] != '>' {
		return l.erro("Marca de fim de elemento mal formada")
	}
	l.i++
	if len(l.pilha) == 0 {
		return l.erro("Fim de elemento sem início: </" + local + ">")
	}
	n := &l.arv.nos[l.pilha[len(l.pilha)-1]]
	if local != n.nome || pre != n.prefixo {
		return l.erro("O elemento <" + n.nome + "> é fechado por </" + local + ">")
	}
	l.fechar()
	return ""
}

// filho is the first child of element i named nome in the namespace of i,
// or -1 (i may be -1).
func (a *arvoreXML) filho(i int32, nome string) int32 {
	if i < 0 {
		return -1
	}
	n := &a.nos[i]
	for _, f := range n.filhos {
		if a.nos[f].nome == nome && a.nos[f].ns == n.ns {
			return f
		}
	}
	return -1
}

// caminho follows names from element i.
func (a *arvoreXML) caminho(i int32, nomes ...string) int32 {
	for _, n := range nomes {
		i = a.filho(i, n)
	}
	return i
}

// textoDe is the trimmed character data of element i ("" when i is -1).
func (a *arvoreXML) textoDe(i int32) string {
	if i < 0 {
		return ""
	}
	t := a.nos[i].texto
	for len(t) > 0 && espacoXML(t[0]) {
		t = t[1:]
	}
	for len(t) > 0 && espacoXML(t[len(t)-1]) {
		t = t[:len(t)-1]
	}
	return string(t)
}

// atributo is the value of attribute nome of element i.
func (a *arvoreXML) atributo(i int32, nome string) (string, bool) {
	if i < 0 {
		return "", false
	}
	for _, at := range a.nos[i].attrs {
		if at.nome == nome {
			return at.valor, true
		}
	}
	return "", false
}
