package campos

import (
	"bytes"
	"testing"
)

// TestIdaEVolta: what is written reads back, and a cut or padded entry is
// an error.
func TestIdaEVolta(t *testing.T) {
	b := Numero(nil, 2)
	b = Texto(b, "")
	b = Texto(b, "ção \x00")
	b = append(b, 7)
	l := Novo(b)
	if n, x, y, c := l.Numero(), l.Texto(), l.Texto(), l.Byte(); n != 2 || x != "" || y != "ção \x00" || c != 7 || l.Fim() != nil {
		t.Fatalf("%d %q %q %d %v", n, x, y, c, l.Fim())
	}
	for k := 0; k < len(b); k++ {
		l := Novo(b[:k])
		l.Numero()
		l.Texto()
		l.Texto()
		l.Byte()
		if l.Fim() == nil {
			t.Errorf("cortada em %d: aceita", k)
		}
	}
	l = Novo(append(bytes.Clone(b), 0))
	l.Numero()
	l.Texto()
	l.Texto()
	l.Byte()
	if l.Fim() == nil {
		t.Error("com um byte a mais: aceita")
	}
}

// FuzzLeitor: any input, read as numbers and texts, never panics, and a
// length is never beyond the input.
func FuzzLeitor(f *testing.F) {
	f.Add(Texto(Numero(nil, 1), "x"))
	f.Add([]byte{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01})
	f.Fuzz(func(t *testing.T, b []byte) {
		l := Novo(b)
		for i := 0; i < 8 && l.Err == nil; i++ {
			if n := l.Numero(); n > len(b) {
				t.Fatalf("número %d maior que a entrada de %d bytes", n, len(b))
			}
			if v := l.Bytes(); len(v) > len(b) {
				t.Fatal("texto maior que a entrada")
			}
		}
	})
}
