// Package campos is the length-prefixed form in which gerar keeps
// structured entries in its cache (the asset bundle, the guide's analysed
// sections): numbers as uvarints, strings and byte runs after their length.
// Reading is bounded: a length or count larger than what is left is an
// error, never an allocation.
package campos

import (
	"encoding/binary"
	"errors"
)

// Numero appends n.
func Numero(b []byte, n int) []byte { return binary.AppendUvarint(b, uint64(n)) }

// Texto appends s after its length.
func Texto(b []byte, s string) []byte { return append(Numero(b, len(s)), s...) }

// ErrTruncado is an entry that ends before what it announces.
var ErrTruncado = errors.New("entrada truncada")

// Leitor reads what Numero and Texto wrote; after the first error every
// read gives zero values and Err keeps the error.
type Leitor struct {
	resto []byte
	Err   error
}

// Novo reads b.
func Novo(b []byte) *Leitor { return &Leitor{resto: b} }

// Numero reads a number written by Numero, at most the bytes left (a count
// of items, each at least one byte, or a length).
func (l *Leitor) Numero() int {
	if l.Err != nil {
		return 0
	}
	n, k := binary.Uvarint(l.resto)
	if k <= 0 || n > uint64(len(l.resto)) {
		l.Err = ErrTruncado
		return 0
	}
	l.resto = l.resto[k:]
	return int(n)
}

// Bytes reads a run written by Texto; the slice is of the input (capacity
// cut to its length).
func (l *Leitor) Bytes() []byte {
	n := l.Numero()
	if l.Err != nil || n > len(l.resto) {
		l.Err = ErrTruncado
		return nil
	}
	v := l.resto[:n:n]
	l.resto = l.resto[n:]
	return v
}

// Texto reads a string written by Texto.
func (l *Leitor) Texto() string { return string(l.Bytes()) }

// Byte reads one byte.
func (l *Leitor) Byte() byte {
	if l.Err != nil || len(l.resto) == 0 {
		l.Err = ErrTruncado
		return 0
	}
	c := l.resto[0]
	l.resto = l.resto[1:]
	return c
}

// Fim is the reading's error, or one when bytes are left over.
func (l *Leitor) Fim() error {
	if l.Err == nil && len(l.resto) != 0 {
		return errors.New("entrada com bytes a mais")
	}
	return l.Err
}
