package calculator

import (
	"bytes"
	"unicode/utf16"
	"unicode/utf8"
)

// A small strict JSON reader (RFC 8259) into a value tree. It exists instead
// of encoding/json because the engine must report every invalid field (not
// only the first type error), bound the nesting depth, keep numbers as their
// literal text (no float rounding of centavos) and stay light in WebAssembly.

type tipoJSON uint8

const (
	jNull tipoJSON = iota
	jBool
	jNum
	jStr
	jArr
	jObj
)

// valor is one JSON value. For jStr s is the decoded text, for jNum the
// literal; b is the boolean; itens holds the members of an object or the
// elements of an array (with an empty chave).
type valor struct {
	tipo  tipoJSON
	b     bool
	s     string
	itens []membro
}

type membro struct {
	chave string
	val   valor
}

// elem returns the i-th element of an array.
func (v *valor) elem(i int) *valor { return &v.itens[i].val }

// campo returns the member named k (the last one, as encoding/json does),
// or nil.
func (v *valor) campo(k string) *valor {
	if v == nil || v.tipo != jObj {
		return nil
	}
	for i := len(v.itens) - 1; i >= 0; i-- {
		if v.itens[i].chave == k {
			return &v.itens[i].val
		}
	}
	return nil
}

// Limits that keep memory bounded whatever the input: the nesting depth, the
// body size (a 1 MB text still fits) and the number of members and elements.
const (
	maxProfundidade = 64
	maxEntrada      = 2 << 20
	maxItens        = 200_000
)

type leitorJSON struct {
	s   string
	i   int
	err string
	n   int // members and elements read so far
	// Scratch stacks of the containers being read and arenas that the
	// finished containers' children are copied into: a handful of
	// allocations per document instead of several per object. An arena that
	// is full is replaced by a bigger one; earlier slices keep the old one.
	pm []membro
	am []membro
	// caminho is the path of the value being read (keys and indices), kept
	// only to name the field of a duplicate key; repetidas collects those
	// (each path once, at most maxRepetidas).
	caminho   []passo
	repetidas []Erro
}

// passo is one step of a path: a key of an object or an index of a list.
type passo struct {
	chave  string
	indice int // -1 for a key
}

// maxRepetidas bounds the duplicate-key errors reported for one document.
const maxRepetidas = 100

func (p *leitorJSON) fechaMembros(ini int) []membro {
	n := len(p.pm) - ini
	if cap(p.am)-len(p.am) < n {
		p.am = make([]membro, 0, max(2*cap(p.am), n, 16))
	}
	st := len(p.am)
	p.am = append(p.am, p.pm[ini:]...)
	clear(p.pm[ini:])
	p.pm = p.pm[:ini]
	return p.am[st:len(p.am):len(p.am)]
}

// lerEntrada parses a request: a syntax error (or a limit) is one
// json_invalido error about the whole body; otherwise every object member
// whose key repeats an earlier key of the same object is one chave_duplicada
// error naming its path (contract revision 2: RFC 8259 leaves the meaning of
// such an object open, so the engine refuses to guess which value counts).
func lerEntrada(entrada []byte) (valor, []Erro) {
	v, msg, repetidas := lerJSONCompleto(entrada)
	if msg != "" {
		return valor{}, []Erro{{Campo: "", Codigo: codJSONInvalido, Mensagem: "JSON inválido: " + msg + "."}}
	}
	return v, repetidas
}

// lerJSON parses the whole input; on failure it returns a Portuguese message
// with the byte position. Duplicate keys are not a syntax error here (see
// lerEntrada).
func lerJSON(entrada []byte) (valor, string) {
	v, msg, _ := lerJSONCompleto(entrada)
	return v, msg
}

func lerJSONCompleto(entrada []byte) (valor, string, []Erro) {
	if len(entrada) > maxEntrada {
		return valor{}, "entrada maior que 2 MB", nil
	}
	// Every member or element is the first of its container or follows a
	// comma: this bound (strings included) sizes the arena in one go.
	itens := bytes.Count(entrada, []byte{','}) + bytes.Count(entrada, []byte{'{'}) + bytes.Count(entrada, []byte{'['})
	p := leitorJSON{s: string(entrada), pm: make([]membro, 0, 16), am: make([]membro, 0, min(itens, maxItens)+1)}
	p.espacos()
	v := p.valor(0)
	if p.err != "" {
		return valor{}, p.err, nil
	}
	p.espacos()
	if p.i != len(p.s) {
		p.falha("conteúdo depois do fim do JSON")
		return valor{}, p.err, nil
	}
	return v, "", p.repetidas
}

// textoCaminho writes the path of the current value plus key k in the
// contract's form: "compra.tarifa", "reservas[3].destino".
func (p *leitorJSON) textoCaminho(k string) string {
	s := ""
	for _, e := range p.caminho {
		if e.indice >= 0 {
			s = caminhoIndice(s, e.indice)
		} else {
			s = caminho(s, e.chave)
		}
	}
	return caminho(s, k)
}

// verificarChaves reports the keys of the object members ms that repeat an
// earlier key. Small objects are checked pairwise, large ones with a set.
func (p *leitorJSON) verificarChaves(ms []membro) {
	repetida := func(k string) {
		if len(p.repetidas) >= maxRepetidas {
			return
		}
		c := p.textoCaminho(k)
		for _, e := range p.repetidas {
			if e.Campo == c {
				return
			}
		}
		p.repetidas = append(p.repetidas, Erro{Campo: c, Codigo: codChaveDuplicada,
			Mensagem: "Campo repetido no mesmo objeto: informe cada campo uma só vez."})
	}
	if len(ms) <= 16 {
		for i := 1; i < len(ms); i++ {
			for j := 0; j < i; j++ {
				if ms[i].chave == ms[j].chave {
					repetida(ms[i].chave)
					break
				}
			}
		}
		return
	}
	vistas := make(map[string]struct{}, len(ms))
	for _, m := range ms {
		if _, ok := vistas[m.chave]; ok {
			repetida(m.chave)
			continue
		}
		vistas[m.chave] = struct{}{}
	}
}

// conta counts one member or element and fails past maxItens.
func (p *leitorJSON) conta() bool {
	p.n++
	if p.n > maxItens {
		p.falha("JSON com elementos demais (o máximo é 200000)")
		return true
	}
	return false
}

func (p *leitorJSON) falha(msg string) {
	if p.err == "" {
		p.err = msg + " (posição " + itoa(int64(p.i)) + ")"
	}
}

func (p *leitorJSON) espacos() {
	for p.i < len(p.s) {
		switch p.s[p.i] {
		case ' ', '\t', '\n', '\r':
			p.i++
		default:
			return
		}
	}
}

func (p *leitorJSON) valor(prof int) valor {
	if prof > maxProfundidade {
		p.falha("JSON aninhado demais")
		return valor{}
	}
	if p.i >= len(p.s) {
		p.falha("JSON incompleto")
		return valor{}
	}
	switch c := p.s[p.i]; {
	case c == '{':
		return p.objeto(prof)
	case c == '[':
		return p.lista(prof)
	case c == '"':
		s := p.texto()
		return valor{tipo: jStr, s: s}
	case c == '-' || (c >= '0' && c <= '9'):
		return p.numero()
	case c == 't':
		return p.literal("true", valor{tipo: jBool, b: true})
	case c == 'f':
		return p.literal("false", valor{tipo: jBool})
	case c == 'n':
		return p.literal("null", valor{})
	}
	p.falha("caractere inesperado")
	return valor{}
}

func (p *leitorJSON) literal(lit string, v valor) valor {
	if len(p.s)-p.i >= len(lit) && p.s[p.i:p.i+len(lit)] == lit {
		p.i += len(lit)
		return v
	}
	p.falha("valor inválido")
	return valor{}
}

func (p *leitorJSON) objeto(prof int) valor {
	p.i++ // {
	v := valor{tipo: jObj}
	ini := len(p.pm)
	p.espacos()
	if p.i < len(p.s) && p.s[p.i] == '}' {
		p.i++
		return v
	}
	for p.err == "" {
		p.espacos()
		if p.i >= len(p.s) || p.s[p.i] != '"' {
			p.falha("esperava o nome de um campo entre aspas")
			break
		}
		k := p.texto()
		p.espacos()
		if p.i >= len(p.s) || p.s[p.i] != ':' {
			p.falha("esperava ':'")
			break
		}
		p.i++
		p.espacos()
		p.caminho = append(p.caminho, passo{chave: k, indice: -1})
		val := p.valor(prof + 1)
		p.caminho = p.caminho[:len(p.caminho)-1]
		if p.conta() {
			break
		}
		p.pm = append(p.pm, membro{chave: k, val: val})
		p.espacos()
		if p.i >= len(p.s) {
			p.falha("JSON incompleto")
			break
		}
		if p.s[p.i] == ',' {
			p.i++
			continue
		}
		if p.s[p.i] == '}' {
			p.i++
			p.verificarChaves(p.pm[ini:])
			v.itens = p.fechaMembros(ini)
			return v
		}
		p.falha("esperava ',' ou '}'")
	}
	return valor{}
}

func (p *leitorJSON) lista(prof int) valor {
	p.i++ // [
	v := valor{tipo: jArr}
	ini := len(p.pm)
	p.espacos()
	if p.i < len(p.s) && p.s[p.i] == ']' {
		p.i++
		return v
	}
	for p.err == "" {
		p.espacos()
		p.caminho = append(p.caminho, passo{indice: len(p.pm) - ini})
		val := p.valor(prof + 1)
		p.caminho = p.caminho[:len(p.caminho)-1]
		if p.conta() {
			break
		}
		p.pm = append(p.pm, membro{val: val})
		p.espacos()
		if p.i >= len(p.s) {
			p.falha("JSON incompleto")
			break
		}
		if p.s[p.i] == ',' {
			p.i++
			continue
		}
		if p.s[p.i] == ']' {
			p.i++
			v.itens = p.fechaMembros(ini)
			return v
		}
		p.falha("esperava ',' ou ']'")
	}
	return valor{}
}

func (p *leitorJSON) numero() valor {
	ini := p.i
	if p.s[p.i] == '-' {
		p.i++
	}
	if p.i >= len(p.s) {
		p.falha("número inválido")
		return valor{}
	}
	if p.s[p.i] == '0' {
		p.i++
	} else if p.s[p.i] >= '1' && p.s[p.i] <= '9' {
		for p.i < len(p.s) && p.s[p.i] >= '0' && p.s[p.i] <= '9' {
			p.i++
		}
	} else {
		p.falha("número inválido")
		return valor{}
	}
	if p.i < len(p.s) && p.s[p.i] == '.' {
		p.i++
		if !p.digitos() {
			return valor{}
		}
	}
	if p.i < len(p.s) && (p.s[p.i] == 'e' || p.s[p.i] == 'E') {
		p.i++
		if p.i < len(p.s) && (p.s[p.i] == '+' || p.s[p.i] == '-') {
			p.i++
		}
		if !p.digitos() {
			return valor{}
		}
	}
	return valor{tipo: jNum, s: p.s[ini:p.i]}
}

func (p *leitorJSON) digitos() bool {
	ini := p.i
	for p.i < len(p.s) && p.s[p.i] >= '0' && p.s[p.i] <= '9' {
		p.i++
	}
	if p.i == ini {
		p.falha("número inválido")
		return false
	}
	return true
}

// texto reads a string starting at the opening quote. Without escapes and
// with valid UTF-8 it returns a substring of the input (no allocation).
// Invalid UTF-8 is replaced by U+FFFD, as encoding/json does.
func (p *leitorJSON) texto() string {
	p.i++ // "
	ini := p.i
	simples := true
	for p.i < len(p.s) {
		c := p.s[p.i]
		if c == '"' {
			if simples {
				s := p.s[ini:p.i]
				p.i++
				return s
			}
			break
		}
		if c == '\\' {
			simples = false
			break
		}
		if c < 0x20 {
			p.falha("caractere de controle dentro de texto")
			return ""
		}
		if c >= utf8.RuneSelf {
			r, n := utf8.DecodeRuneInString(p.s[p.i:])
			if r == utf8.RuneError && n == 1 {
				simples = false
				break
			}
			p.i += n
			continue
		}
		p.i++
	}
	if simples {
		p.falha("texto sem aspas de fechamento")
		return ""
	}
	// Slow path: escapes or invalid UTF-8.
	b := make([]byte, 0, p.i-ini+16)
	b = append(b, p.s[ini:p.i]...)
	for p.i < len(p.s) {
		c := p.s[p.i]
		switch {
		case c == '"':
			p.i++
			return string(b)
		case c < 0x20:
			p.falha("caractere de controle dentro de texto")
			return ""
		case c == '\\':
			if p.i+1 >= len(p.s) {
				p.falha("texto sem aspas de fechamento")
				return ""
			}
			e := p.s[p.i+1]
			p.i += 2
			switch e {
			case '"', '\\', '/':
				b = append(b, e)
			case 'b':
				b = append(b, '\b')
			case 'f':
				b = append(b, '\f')
			case 'n':
				b = append(b, '\n')
			case 'r':
				b = append(b, '\r')
			case 't':
				b = append(b, '\t')
			case 'u':
				r, ok := p.hex4()
				if !ok {
					return ""
				}
				if utf16.IsSurrogate(r) {
					r2 := rune(-1)
					if p.i+1 < len(p.s) && p.s[p.i] == '\\' && p.s[p.i+1] == 'u' {
						save := p.i
						p.i += 2
						var ok2 bool
						r2, ok2 = p.hex4()
						if !ok2 {
							return ""
						}
						if d := utf16.DecodeRune(r, r2); d != utf8.RuneError {
							r = d
						} else {
							p.i = save
							r = utf8.RuneError
						}
					} else {
						r = utf8.RuneError
					}
				}
				b = utf8.AppendRune(b, r)
			default:
				p.i -= 2
				p.falha("escape inválido em texto")
				return ""
			}
		case c < utf8.RuneSelf:
			b = append(b, c)
			p.i++
		default:
			r, n := utf8.DecodeRuneInString(p.s[p.i:])
			if r == utf8.RuneError && n == 1 {
				b = append(b, "\uFFFD"...)
			} else {
				b = append(b, p.s[p.i:p.i+n]...)
			}
			p.i += n
		}
	}
	p.falha("texto sem aspas de fechamento")
	return ""
}

func (p *leitorJSON) hex4() (rune, bool) {
	if len(p.s)-p.i < 4 {
		p.falha("escape \\u incompleto")
		return 0, false
	}
	var r rune
	for k := 0; k < 4; k++ {
		c := p.s[p.i+k]
		switch {
		case c >= '0' && c <= '9':
			r = r<<4 | rune(c-'0')
		case c >= 'a' && c <= 'f':
			r = r<<4 | rune(c-'a'+10)
		case c >= 'A' && c <= 'F':
			r = r<<4 | rune(c-'A'+10)
		default:
			p.falha("escape \\u inválido")
			return 0, false
		}
	}
	p.i += 4
	return r, true
}
