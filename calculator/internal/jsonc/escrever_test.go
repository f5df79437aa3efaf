package jsonc

import (
	"encoding/json"
	"testing"
)

// The writer's escaping round-trips through encoding/json for any text.
func FuzzTextoJSON(f *testing.F) {
	for _, s := range []string{"", "R$ 1.234,56", "a\"b\\c\n\t\x01<>&", "\u2028\u2029", "\xff\xfe", "ção", "\xe2\x80", "\xe2\x80\xa8x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		b := AppendTexto(nil, s)
		var got string
		if err := json.Unmarshal(b, &got); err != nil {
			t.Fatalf("%q → invalid JSON %s: %v", s, b, err)
		}
		want, _ := json.Marshal(s)
		var w string
		_ = json.Unmarshal(want, &w)
		if got != w {
			t.Fatalf("%q → %q, encoding/json gives %q", s, got, w)
		}
	})
}

func TestTextoJSON(t *testing.T) {
	casos := map[string]string{
		"ção":           `"ção"`,
		"a\"b":          `"a\"b"`,
		"<b>&":          `"\u003cb\u003e\u0026"`,
		"\u2028":        `"\u2028"`,
		"x\u2029y":      `"x\u2029y"`,
		"\xff":          `"\ufffd"`,
		"\x00\x1f\n":    `"\u0000\u001f\n"`,
		"€\xe2\x80\xa8": `"€\u2028"`,
	}
	for in, want := range casos {
		if got := string(AppendTexto(nil, in)); got != want {
			t.Errorf("AppendTexto(%q) = %s, want %s", in, got, want)
		}
	}
}
