package jsonc

import (
	"strconv"
	"unicode/utf16"
	"unicode/utf8"
)

// Tipo is the kind of a JSON value.
type Tipo uint8

const (
	Nulo Tipo = iota
	Booleano
	Numero
	Texto
	Lista
	Objeto
)

// Valor is one JSON value. For Texto S is the decoded text, for Numero the
// literal (no float rounding); B is the boolean; Itens holds the members of
// an object or the elements of a list (with an empty Chave).
type Valor struct {
	Tipo  Tipo
	B     bool
	S     string
	Itens []Membro
}

// Membro is one member of an object (or element of a list, Chave "").
type Membro struct {
	Chave string
	Val   Valor
}

// Elem returns the i-th element of a list.
func (v *Valor) Elem(i int) *Valor { return &v.Itens[i].Val }

// Campo returns the member named k (the last one, as encoding/json does),
// or nil.
func (v *Valor) Campo(k string) *Valor {
	if v == nil || v.Tipo != Objeto {
		return nil
	}
	for i := len(v.Itens) - 1; i >= 0; i-- {
		if v.Itens[i].Chave == k {
			return &v.Itens[i].Val
		}
	}
	return nil
}

// Nome names a kind in Portuguese, for error messages: "um objeto" is
// written by the caller as "objeto".
func (t Tipo) Nome() string {
	switch t {
	case Booleano:
		return "booleano"
	case Numero:
		return "número"
	case Texto:
		return "texto"
	case Lista:
		return "lista"
	case Objeto:
		return "objeto"
	}
	return "nulo"
}

// Limits that keep memory bounded whatever the input: the nesting depth, the
// body size (a 1 MB text still fits) and the number of members and elements.
const (
	MaxProfundidade = 64
	MaxEntrada      = 2 << 20
	MaxItens        = 200_000
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
	pm []Membro
	am []Membro
	// caminho is the path of the value being read (keys and indices), kept
	// only to name the field of a duplicate key; repetidas collects those
	// (each path once, at most MaxRepetidas).
	caminho   []passo
	repetidas []string
}

// passo is one step of a path: a key of an object or an index of a list.
type passo struct {
	chave  string
	indice int // -1 for a key
}

// MaxRepetidas bounds the duplicate keys reported for one document.
const MaxRepetidas = 100

func (p *leitorJSON) fechaMembros(ini int) []Membro {
	n := len(p.pm) - ini
	if cap(p.am)-len(p.am) < n {
		p.am = make([]Membro, 0, max(2*cap(p.am), n, 16))
	}
	st := len(p.am)
	p.am = append(p.am, p.pm[ini:]...)
	clear(p.pm[ini:])
	p.pm = p.pm[:ini]
	return p.am[st:len(p.am):len(p.am)]
}

// Ler parses the whole input. On a syntax error or a limit it returns a
// Portuguese message with the byte position ("" when the input is
// accepted). Duplicate keys are not a syntax error: repetidas lists the
// path of every object member whose key repeats an earlier key of the same
// object (each path once, at most MaxRepetidas), in the contract's form
// ("compra.tarifa", "reservas[3].destino"); RFC 8259 leaves the meaning of
// such an object open, so the caller decides.
func Ler(entrada []byte) (v Valor, msg string, repetidas []string) {
	if len(entrada) > MaxEntrada {
		return Valor{}, "entrada maior que 2 MB", nil
	}
	// Every member or element is the first of its container or follows a
	// comma: this bound (strings included) sizes the arena in one go.
	itens := 0
	// bytes.Count(entrada, ",") + … for "{" and "[", by hand: package bytes
	// costs the WebAssembly module its Index and Rabin-Karp (measured).
	for _, c := range entrada {
		if c == ',' || c == '{' || c == '[' {
			itens++
		}
	}
	p := leitorJSON{s: string(entrada), pm: make([]Membro, 0, 16), am: make([]Membro, 0, min(itens, MaxItens)+1)}
	p.espacos()
	v = p.valor(0)
	if p.err != "" {
		return Valor{}, p.err, nil
	}
	p.espacos()
	if p.i != len(p.s) {
		p.falha("conteúdo depois do fim do JSON")
		return Valor{}, p.err, nil
	}
	return v, "", p.repetidas
}

// textoCaminho writes the path of the current value plus key k in the
// contract's form: "compra.tarifa", "reservas[3].destino".
func (p *leitorJSON) textoCaminho(k string) string {
	s := ""
	for _, e := range p.caminho {
		if e.indice >= 0 {
			s = CaminhoIndice(s, e.indice)
		} else {
			s = Caminho(s, e.chave)
		}
	}
	return Encurtar(Caminho(s, k))
}

// verificarChaves reports the keys of the object members ms that repeat an
// earlier key. Small objects are checked pairwise, large ones with a set.
func (p *leitorJSON) verificarChaves(ms []Membro) {
	repetida := func(k string) {
		if len(p.repetidas) >= MaxRepetidas {
			return
		}
		c := p.textoCaminho(k)
		for _, e := range p.repetidas {
			if e == c {
				return
			}
		}
		p.repetidas = append(p.repetidas, c)
	}
	if len(ms) <= 16 {
		for i := 1; i < len(ms); i++ {
			for j := 0; j < i; j++ {
				if ms[i].Chave == ms[j].Chave {
					repetida(ms[i].Chave)
					break
				}
			}
		}
		return
	}
	vistas := make(map[string]struct{}, len(ms))
	for _, m := range ms {
		if _, ok := vistas[m.Chave]; ok {
			repetida(m.Chave)
			continue
		}
		vistas[m.Chave] = struct{}{}
	}
}

// conta counts one member or element and fails past MaxItens.
func (p *leitorJSON) conta() bool {
	p.n++
	if p.n > MaxItens {
		p.falha("JSON com elementos demais (o máximo é 200000)")
		return true
	}
	return false
}

func (p *leitorJSON) falha(msg string) {
	if p.err == "" {
		p.err = msg + " (posição " + strconv.Itoa(p.i) + ")"
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

func (p *leitorJSON) valor(prof int) Valor {
	if prof > MaxProfundidade {
		p.falha("JSON aninhado demais")
		return Valor{}
	}
	if p.i >= len(p.s) {
		p.falha("JSON incompleto")
		return Valor{}
	}
	switch c := p.s[p.i]; {
	case c == '{':
		return p.objeto(prof)
	case c == '[':
		return p.lista(prof)
	case c == '"':
		s := p.texto()
		return Valor{Tipo: Texto, S: s}
	case c == '-' || (c >= '0' && c <= '9'):
		return p.numero()
	case c == 't':
		return p.literal("true", Valor{Tipo: Booleano, B: true})
	case c == 'f':
		return p.literal("false", Valor{Tipo: Booleano})
	case c == 'n':
		return p.literal("null", Valor{})
	}
	p.falha("caractere inesperado")
	return Valor{}
}

func (p *leitorJSON) literal(lit string, v Valor) Valor {
	if len(p.s)-p.i >= len(lit) && p.s[p.i:p.i+len(lit)] == lit {
		p.i += len(lit)
		return v
	}
	p.falha("valor inválido")
	return Valor{}
}

func (p *leitorJSON) objeto(prof int) Valor {
	p.i++ // {
	v := Valor{Tipo: Objeto}
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
		p.pm = append(p.pm, Membro{Chave: k, Val: val})
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
			v.Itens = p.fechaMembros(ini)
			return v
		}
		p.falha("esperava ',' ou '}'")
	}
	return Valor{}
}

func (p *leitorJSON) lista(prof int) Valor {
	p.i++ // [
	v := Valor{Tipo: Lista}
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
		p.pm = append(p.pm, Membro{Val: val})
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
			v.Itens = p.fechaMembros(ini)
			return v
		}
		p.falha("esperava ',' ou ']'")
	}
	return Valor{}
}

func (p *leitorJSON) numero() Valor {
	ini := p.i
	if p.s[p.i] == '-' {
		p.i++
	}
	if p.i >= len(p.s) {
		p.falha("número inválido")
		return Valor{}
	}
	if p.s[p.i] == '0' {
		p.i++
	} else if p.s[p.i] >= '1' && p.s[p.i] <= '9' {
		for p.i < len(p.s) && p.s[p.i] >= '0' && p.s[p.i] <= '9' {
			p.i++
		}
	} else {
		p.falha("número inválido")
		return Valor{}
	}
	if p.i < len(p.s) && p.s[p.i] == '.' {
		p.i++
		if !p.digitos() {
			return Valor{}
		}
	}
	if p.i < len(p.s) && (p.s[p.i] == 'e' || p.s[p.i] == 'E') {
		p.i++
		if p.i < len(p.s) && (p.s[p.i] == '+' || p.s[p.i] == '-') {
			p.i++
		}
		if !p.digitos() {
			return Valor{}
		}
	}
	return Valor{Tipo: Numero, S: p.s[ini:p.i]}
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

// Caminho is the path of member k under pai in the contract's form:
// "compra.tarifa" ("tarifa" at the top).
func Caminho(pai, k string) string {
	if pai == "" {
		return k
	}
	return pai + "." + k
}

// CaminhoIndice is the path of element i of the list at pai:
// "reservas[3]".
func CaminhoIndice(pai string, i int) string {
	return pai + "[" + strconv.Itoa(i) + "]"
}

// MaxCaminho bounds a path in an error (contract revision 3): at most this
// many Unicode code points; a longer path keeps its start and its end
// around "…".
const MaxCaminho = 200

// Encurtar returns path c bounded to MaxCaminho code points: the first 100
// and the last 99 around "…" when it is longer (invalid UTF-8 counts one
// byte a code point).
func Encurtar(c string) string {
	if len(c) <= MaxCaminho || utf8.RuneCountInString(c) <= MaxCaminho {
		return c
	}
	const inicio, fim = MaxCaminho / 2, MaxCaminho/2 - 1
	i := 0
	for n := 0; n < inicio; n++ {
		_, t := utf8.DecodeRuneInString(c[i:])
		i += t
	}
	j := len(c)
	for n := 0; n < fim; n++ {
		_, t := utf8.DecodeLastRuneInString(c[:j])
		j -= t
	}
	return c[:i] + "…" + c[j:]
}
