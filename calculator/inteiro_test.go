package calculator

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

func mesmoParseInt(t *testing.T, s string) {
	t.Helper()
	n, ok := parseInt64(s)
	w, err := strconv.ParseInt(s, 10, 64)
	if ok != (err == nil) || (ok && n != w) {
		t.Fatalf("parseInt64(%q) = %d, %v; strconv.ParseInt = %d, %v", s, n, ok, w, err)
	}
}

func TestParseInt64ComoStrconv(t *testing.T) {
	for _, s := range []string{"", "0", "-0", "+0", "-", "+", "1", "-1", "9223372036854775807", "9223372036854775808",
		"-9223372036854775808", "-9223372036854775809", "18446744073709551616", "99999999999999999999", "007", "1_000",
		"1e3", "1.0", " 1", "1 ", "0x10", "--1", "+-1", "١٢"} {
		mesmoParseInt(t, s)
	}
	r := rand.New(rand.NewPCG(5, 6))
	for range 100000 {
		b := make([]byte, r.IntN(22))
		for i := range b {
			b[i] = "0123456789-+9x"[r.IntN(14)]
		}
		mesmoParseInt(t, string(b))
	}
}

func FuzzParseInt64(f *testing.F) {
	f.Add("9223372036854775807")
	f.Add("-9223372036854775809")
	f.Fuzz(mesmoParseInt)
}

// TestUFComoToUpper: for every string of two bytes, maiusculasASCII gives a
// UF exactly when strings.ToUpper gives that UF.
func TestUFComoToUpper(t *testing.T) {
	uf := map[string]bool{}
	for _, u := range ufs {
		uf[u] = true
	}
	for a := range 256 {
		for b := range 256 {
			s := string([]byte{byte(a), byte(b)})
			got, want := maiusculasASCII(s), strings.ToUpper(s)
			if (uf[got] || uf[want]) && got != want {
				t.Fatalf("%q: maiusculasASCII %q, strings.ToUpper %q", s, got, want)
			}
		}
	}
}

func TestFracionario(t *testing.T) {
	for _, s := range []string{"", "1", "1.5", "1e3", "1E3", "-0", "12345678901234567890", "e", ".", "x"} {
		if fracionario(s) != strings.ContainsAny(s, ".eE") {
			t.Errorf("fracionario(%q) = %v", s, fracionario(s))
		}
	}
}
