package calculator

import (
	"strconv"
	"time"
	"unicode/utf8"
)

// saida appends a JSON document. Callers write keys and values in order; the
// writer inserts commas. It only produces valid JSON: texts are escaped and
// invalid UTF-8 is replaced by U+FFFD.
type saida struct {
	b     []byte
	virg  bool // a value was written at this level: the next needs a comma
	pilha []bool
}

func (o *saida) sep() {
	if o.virg {
		o.b = append(o.b, ',')
	}
	o.virg = true
}

func (o *saida) abreObj() {
	o.sep()
	o.b = append(o.b, '{')
	o.pilha = append(o.pilha, o.virg)
	o.virg = false
}

func (o *saida) fechaObj() {
	o.b = append(o.b, '}')
	o.virg = o.pilha[len(o.pilha)-1]
	o.pilha = o.pilha[:len(o.pilha)-1]
}

func (o *saida) abreLista() {
	o.sep()
	o.b = append(o.b, '[')
	o.pilha = append(o.pilha, o.virg)
	o.virg = false
}

func (o *saida) fechaLista() {
	o.b = append(o.b, ']')
	o.virg = o.pilha[len(o.pilha)-1]
	o.pilha = o.pilha[:len(o.pilha)-1]
}

// chave writes `"k":`; k is a known ASCII key.
func (o *saida) chave(k string) {
	o.sep()
	o.b = append(o.b, '"')
	o.b = append(o.b, k...)
	o.b = append(o.b, '"', ':')
	o.virg = false
}

func (o *saida) texto(s string) {
	o.sep()
	o.b = appendTextoJSON(o.b, s)
}

func (o *saida) inteiro(n int64) {
	o.sep()
	o.b = strconv.AppendInt(o.b, n, 10)
}

func (o *saida) booleano(v bool) {
	o.sep()
	if v {
		o.b = append(o.b, "true"...)
	} else {
		o.b = append(o.b, "false"...)
	}
}

func (o *saida) nulo() {
	o.sep()
	o.b = append(o.b, "null"...)
}

func (o *saida) instante(t time.Time) {
	o.sep()
	o.b = append(o.b, '"')
	o.b = t.AppendFormat(o.b, time.RFC3339)
	o.b = append(o.b, '"')
}

func (o *saida) instanteOuNulo(t time.Time, ok bool) {
	if ok {
		o.instante(t)
	} else {
		o.nulo()
	}
}

func (o *saida) data(t time.Time) {
	o.sep()
	o.b = append(o.b, '"')
	o.b = t.AppendFormat(o.b, "2006-01-02")
	o.b = append(o.b, '"')
}

func (o *saida) kTexto(k, v string)         { o.chave(k); o.texto(v) }
func (o *saida) kInteiro(k string, v int64) { o.chave(k); o.inteiro(v) }
func (o *saida) kBool(k string, v bool)     { o.chave(k); o.booleano(v) }
func (o *saida) kNulo(k string)             { o.chave(k); o.nulo() }

// kInteiroOuNulo writes v, or null when ok is false (an unlimited total).
func (o *saida) kInteiroOuNulo(k string, v int64, ok bool) {
	o.chave(k)
	if ok {
		o.inteiro(v)
	} else {
		o.nulo()
	}
}

func (o *saida) citacao(c *Citacao) {
	o.abreObj()
	o.kTexto("norma", c.Norma)
	o.kTexto("dispositivo", c.Dispositivo)
	o.kTexto("rotulo", c.Rotulo)
	o.kTexto("urn", c.URN)
	o.kTexto("href", c.Href)
	o.fechaObj()
}

// citacoesJSON holds the JSON encoding of every citation, built once.
var citacoesJSON = func() [nRefs]string {
	var out [nRefs]string
	for i := range citacoes {
		var o saida
		o.citacao(&citacoes[i])
		out[i] = string(o.b)
	}
	return out
}()

// fundamentos writes `"fundamentos":[...]` in ref order.
func (o *saida) fundamentos(s refs) {
	o.chave("fundamentos")
	o.listaFundamentos(s)
}

// listaFundamentos writes the citation objects of s as a list, in ref order.
func (o *saida) listaFundamentos(s refs) {
	o.abreLista()
	for r := ref(0); r < nRefs; r++ {
		if s.has(r) {
			o.sep()
			o.b = append(o.b, citacoesJSON[r]...)
		}
	}
	o.fechaLista()
}

func (o *saida) notas(ns []nota) {
	o.chave("notas")
	o.abreLista()
	for i := range ns {
		o.abreObj()
		o.kTexto("texto", ns[i].texto)
		o.fundamentos(ns[i].fund)
		o.fechaObj()
	}
	o.fechaLista()
}

func (o *saida) textos(k string, ss []string) {
	o.chave(k)
	o.abreLista()
	for _, s := range ss {
		o.texto(s)
	}
	o.fechaLista()
}

const hexDigits = "0123456789abcdef"

// escapeASCII marks the ASCII bytes that need escaping in a JSON text
// (control characters, quote, backslash, and <, >, & for HTML safety).
var escapeASCII = func() (t [utf8.RuneSelf]bool) {
	for c := 0; c < 0x20; c++ {
		t[c] = true
	}
	for _, c := range `"\\<>&` {
		t[c] = true
	}
	return t
}()

func appendTextoJSON(b []byte, s string) []byte {
	b = append(b, '"')
	ini := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if !escapeASCII[c] {
				i++
				continue
			}
			b = append(b, s[ini:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xF])
			}
			i++
			ini = i
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 {
			b = append(b, s[ini:i]...)
			b = append(b, `\ufffd`...)
			i += n
			ini = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			b = append(b, s[ini:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hexDigits[r&0xF])
			i += n
			ini = i
			continue
		}
		i += n
	}
	b = append(b, s[ini:]...)
	return append(b, '"')
}
