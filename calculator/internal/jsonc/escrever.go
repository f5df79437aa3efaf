package jsonc

import (
	"strconv"
	"unicode/utf8"
	"viagemdedireito/calculator/instante"
)

// Escritor appends a JSON document to B. Callers write keys and values in
// order; the writer inserts commas. It only produces valid JSON: texts are
// escaped and invalid UTF-8 is replaced by U+FFFD. The zero value is ready;
// Novo sizes the buffers.
type Escritor struct {
	B     []byte
	virg  bool // a value was written at this level: the next needs a comma
	pilha []bool
}

// The exported methods are not inlined (go:noinline): every encoder calls
// them dozens of times, and inlined copies cost about 85 KB in the
// WebAssembly module for no measurable speed (BenchmarkTamanhoWasm,
// the calculator's benchmarks).

// Novo returns a writer whose buffer starts with capacity n.
func Novo(n int) Escritor {
	return Escritor{B: make([]byte, 0, n), pilha: make([]bool, 0, 8)}
}

func (o *Escritor) sep() {
	if o.virg {
		o.B = append(o.B, ',')
	}
	o.virg = true
}

//go:noinline
func (o *Escritor) AbreObj() {
	o.sep()
	o.B = append(o.B, '{')
	o.pilha = append(o.pilha, o.virg)
	o.virg = false
}

//go:noinline
func (o *Escritor) FechaObj() {
	o.B = append(o.B, '}')
	o.virg = o.pilha[len(o.pilha)-1]
	o.pilha = o.pilha[:len(o.pilha)-1]
}

//go:noinline
func (o *Escritor) AbreLista() {
	o.sep()
	o.B = append(o.B, '[')
	o.pilha = append(o.pilha, o.virg)
	o.virg = false
}

//go:noinline
func (o *Escritor) FechaLista() {
	o.B = append(o.B, ']')
	o.virg = o.pilha[len(o.pilha)-1]
	o.pilha = o.pilha[:len(o.pilha)-1]
}

// chave writes `"k":`; k is a known ASCII key.
//
//go:noinline
func (o *Escritor) Chave(k string) {
	o.sep()
	o.B = append(o.B, '"')
	o.B = append(o.B, k...)
	o.B = append(o.B, '"', ':')
	o.virg = false
}

//go:noinline
func (o *Escritor) Texto(s string) {
	o.sep()
	o.B = AppendTexto(o.B, s)
}

//go:noinline
func (o *Escritor) Inteiro(n int64) {
	o.sep()
	o.B = strconv.AppendInt(o.B, n, 10)
}

//go:noinline
func (o *Escritor) Booleano(v bool) {
	o.sep()
	if v {
		o.B = append(o.B, "true"...)
	} else {
		o.B = append(o.B, "false"...)
	}
}

//go:noinline
func (o *Escritor) Nulo() {
	o.sep()
	o.B = append(o.B, "null"...)
}

//go:noinline
func (o *Escritor) Instante(t instante.Time) {
	o.sep()
	o.B = append(o.B, '"')
	o.B = instante.AppendRFC3339(o.B, t) // t.AppendFormat(o.B, time.RFC3339), by hand for size
	o.B = append(o.B, '"')
}

//go:noinline
func (o *Escritor) Data(t instante.Time) {
	o.sep()
	o.B = append(o.B, '"')
	o.B = instante.AppendData(o.B, t) // t.AppendFormat(o.B, "2006-01-02"), by hand for size
	o.B = append(o.B, '"')
}

//go:noinline
func (o *Escritor) KTexto(k, v string) { o.Chave(k); o.Texto(v) }

//go:noinline
func (o *Escritor) KInteiro(k string, v int64) { o.Chave(k); o.Inteiro(v) }

//go:noinline
func (o *Escritor) KBooleano(k string, v bool) { o.Chave(k); o.Booleano(v) }

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

// AppendTexto appends s as a JSON text: escaped (<, > and & too, as
// encoding/json does), invalid UTF-8 replaced by U+FFFD.
func AppendTexto(b []byte, s string) []byte {
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
