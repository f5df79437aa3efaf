// The text of instants: this file reads and writes the few date and time
// layouts of the calculator's contract by hand, instead of time.Parse and
// Time.Format.
//
// Size, measured: the general layout machinery of package time (parse,
// appendFormat, nextStdChunk, the RFC 3339 fast paths, quote, the parse
// errors) is about 70 KB of the WebAssembly module raw and about 19 KB of it
// brotli; these functions are a few hundred bytes. Each one gives exactly
// what the time call it replaces gave, for every input (property and fuzz
// tests compare them with package time, texto_test.go): the leniencies of
// time.Parse included (a one-digit hour, a fraction of second with "." or
// ",", digits past the ninth ignored, zone offsets up to 24:60), so no
// request that was accepted is refused, nor the other way round.
//
// (It was package calculator/internal/tempo, over time.Time.)

package instante

// Parse reads an instant as the contract writes it (RFC 3339 with
// upper-case T and Z): what time.Parse(time.RFC3339, s) reads or, failing
// that, time.Parse("2006-01-02T15:04Z07:00", s) — seconds optional. The
// location is UTC for "Z" and FixedZone("", offset) otherwise
// (time.Parse would give time.Local when the machine's zone has that offset
// at that instant; the calculator turned that into the same fixed zone).
func Parse(s string) (Time, bool) {
	if t, ok := lerInstante(s, true); ok {
		return t, true
	}
	return lerInstante(s, false)
}

// lerInstante reads "2006-01-02T15:04:05Z07:00" (comSegundos) or
// "2006-01-02T15:04Z07:00" the way time.Parse does.
func lerInstante(s string, comSegundos bool) (Time, bool) {
	ano, mes, dia, s, ok := data(s)
	if !ok || len(s) == 0 || s[0] != 'T' {
		return Time{}, false
	}
	s = s[1:]
	// "15": one or two digits.
	hora, s, ok := numero(s, false)
	if !ok || hora >= 24 || len(s) == 0 || s[0] != ':' {
		return Time{}, false
	}
	min, s, ok := numero(s[1:], true)
	if !ok || min >= 60 {
		return Time{}, false
	}
	seg, nano := 0, 0
	if comSegundos {
		if len(s) == 0 || s[0] != ':' {
			return Time{}, false
		}
		if seg, s, ok = numero(s[1:], true); !ok || seg >= 60 {
			return Time{}, false
		}
		// a fraction the layout does not name is still read.
		if len(s) >= 2 && (s[0] == '.' || s[0] == ',') && digito(s, 1) {
			n := 2
			for n < len(s) && digito(s, n) {
				n++
			}
			nano = fracao(s[1:min2(n, 10)])
			s = s[n:]
		}
	}
	// "Z07:00"
	if len(s) == 0 {
		return Time{}, false
	}
	if s[0] == 'Z' {
		if len(s) != 1 || !diaValido(ano, mes, dia) {
			return Time{}, false
		}
		return Date(ano, Month(mes), dia, hora, min, seg, nano, UTC), true
	}
	if len(s) != 6 || s[3] != ':' || (s[0] != '+' && s[0] != '-') {
		return Time{}, false
	}
	hh, _, ok1 := numero(s[1:3], true)
	mm, _, ok2 := numero(s[4:6], true)
	if !ok1 || !ok2 || hh > 24 || mm > 60 || !diaValido(ano, mes, dia) {
		return Time{}, false
	}
	off := (hh*60 + mm) * 60
	if s[0] == '-' {
		off = -off
	}
	return Date(ano, Month(mes), dia, hora, min, seg, nano, FixedZone("", off)), true
}

// ParseDate reads a calendar date: what time.Parse("2006-01-02", s) reads, in UTC.
func ParseDate(s string) (Time, bool) {
	ano, mes, dia, resto, ok := data(s)
	if !ok || resto != "" || !diaValido(ano, mes, dia) {
		return Time{}, false
	}
	return Date(ano, Month(mes), dia, 0, 0, 0, 0, UTC), true
}

// data reads "2006-01-02" at the start of s: four digits, "-", two digits
// (01 to 12), "-", two digits; the day is checked by the caller.
func data(s string) (ano, mes, dia int, resto string, ok bool) {
	if len(s) < 10 || s[4] != '-' || s[7] != '-' {
		return 0, 0, 0, s, false
	}
	for i := range 4 {
		if !digito(s, i) {
			return 0, 0, 0, s, false
		}
		ano = ano*10 + int(s[i]-'0')
	}
	if mes, _, ok = numero(s[5:7], true); !ok || mes < 1 || mes > 12 {
		return 0, 0, 0, s, false
	}
	if dia, _, ok = numero(s[8:10], true); !ok {
		return 0, 0, 0, s, false
	}
	return ano, mes, dia, s[10:], true
}

// numero reads two digits, or one when !fixo and no second digit follows
// (time's getnum).
func numero(s string, fixo bool) (int, string, bool) {
	if !digito(s, 0) {
		return 0, s, false
	}
	if !digito(s, 1) {
		if fixo {
			return 0, s, false
		}
		return int(s[0] - '0'), s[1:], true
	}
	return int(s[0]-'0')*10 + int(s[1]-'0'), s[2:], true
}

func digito(s string, i int) bool { return i < len(s) && '0' <= s[i] && s[i] <= '9' }

func min2(a, b int) int {
	if a < b {
		return a
	}
	return b
}

// fracao is the nanoseconds of up to nine digits after the separator.
func fracao(d string) int {
	n := 0
	for i := range 9 {
		n *= 10
		if i < len(d) {
			n += int(d[i] - '0')
		}
	}
	return n
}

func diaValido(ano, mes, dia int) bool {
	if dia < 1 {
		return false
	}
	n := [...]int{31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31}[mes-1]
	if mes == 2 && ano%4 == 0 && (ano%100 != 0 || ano%400 == 0) {
		n = 29
	}
	return dia <= n
}

// AppendRFC3339 is t.AppendFormat(b, time.RFC3339): no fraction, "Z" for
// a zero offset, the offset's seconds dropped.
func AppendRFC3339(b []byte, t Time) []byte {
	b = AppendData(b, t)
	h, m, s := t.Clock()
	b = append(b, 'T')
	b = inteiro(b, h, 2)
	b = append(b, ':')
	b = inteiro(b, m, 2)
	b = append(b, ':')
	b = inteiro(b, s, 2)
	_, off := t.Zone()
	if off == 0 {
		return append(b, 'Z')
	}
	z := off / 60
	if z < 0 {
		b = append(b, '-')
		z = -z
	} else {
		b = append(b, '+')
	}
	b = inteiro(b, z/60, 2)
	b = append(b, ':')
	return inteiro(b, z%60, 2)
}

// AppendData is t.AppendFormat(b, "2006-01-02").
func AppendData(b []byte, t Time) []byte {
	a, m, d := t.Date()
	b = inteiro(b, a, 4)
	b = append(b, '-')
	b = inteiro(b, int(m), 2)
	b = append(b, '-')
	return inteiro(b, d, 2)
}

// DataBR is t.Format("02/01/2006").
func DataBR(t Time) string {
	a, m, d := t.Date()
	b := make([]byte, 0, 10)
	b = inteiro(b, d, 2)
	b = append(b, '/')
	b = inteiro(b, int(m), 2)
	b = append(b, '/')
	return string(inteiro(b, a, 4))
}

// HoraBR is t.Format("15:04").
func HoraBR(t Time) string {
	h, m, _ := t.Clock()
	b := make([]byte, 0, 5)
	b = inteiro(b, h, 2)
	b = append(b, ':')
	return string(inteiro(b, m, 2))
}

// inteiro appends x with at least largura digits, zero-padded, "-" first
// when negative (time's appendInt).
func inteiro(b []byte, x, largura int) []byte {
	u := uint(x)
	if x < 0 {
		b = append(b, '-')
		u = uint(-x)
	}
	var d [20]byte
	i := len(d)
	for u >= 10 {
		i--
		d[i] = byte('0' + u%10)
		u /= 10
	}
	i--
	d[i] = byte('0' + u)
	for n := len(d) - i; n < largura; n++ {
		b = append(b, '0')
	}
	return append(b, d[i:]...)
}

// MarshalJSON is time.Time's: the instant as an RFC 3339 string (whole
// seconds: the engine's instants have none finer). It lets a Go program
// write the typed requests and answers with encoding/json.
func (t Time) MarshalJSON() ([]byte, error) {
	b := append(AppendRFC3339([]byte{'"'}, t), '"')
	return b, nil
}

// UnmarshalJSON reads what Parse reads, as a JSON string; null leaves t
// as it is (time.Time's rule). It lets a Go program read the typed requests
// with encoding/json.
func (t *Time) UnmarshalJSON(b []byte) error {
	if string(b) == "null" {
		return nil
	}
	if len(b) < 2 || b[0] != '"' || b[len(b)-1] != '"' {
		return errInvalido
	}
	u, ok := Parse(string(b[1 : len(b)-1]))
	if !ok {
		return errInvalido
	}
	*t = u
	return nil
}

// errInvalido is UnmarshalJSON's error.
const errInvalido erro = "instante: not an RFC 3339 instant with offset"

type erro string

func (e erro) Error() string { return string(e) }
