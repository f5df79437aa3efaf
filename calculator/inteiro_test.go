package calculator

import (
	"math/rand/v2"
	"strconv"
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
