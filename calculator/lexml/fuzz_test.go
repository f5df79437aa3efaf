package lexml

import (
	"strings"
	"testing"
)

// FuzzID: every id ParseID accepts is canonical (it formats back to
// itself), has a non-empty label that contains no id syntax, and its steps
// parse again to the same steps; a rejected id gets an error naming it.
func FuzzID(f *testing.F) {
	for _, s := range []string{"art13_par2", "art32_cpt_inc1", "art143_cpt_inc4_ali4", "art17_par1u", "art1-1", "art1u",
		"art1_cpt_inc1_ali1_ite1", "tit1_cap2", "sub1u", "art0", "art13_cpt", "art1_cpt_inc4000", "art1-27", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, id string) {
		passos, err := ParseID(id)
		if err != nil {
			if passos != nil || !strings.Contains(err.Error(), "id de dispositivo inválido") {
				t.Fatalf("ParseID(%q): %v, %v", id, passos, err)
			}
			return
		}
		if got := FormatID(passos); got != id {
			t.Fatalf("FormatID(ParseID(%q)) = %q", id, got)
		}
		r := RotuloPassos(passos)
		if r == "" || strings.ContainsAny(r, "_#") || strings.HasPrefix(r, ", ") || strings.HasSuffix(r, ", ") || strings.Contains(r, ", ,") {
			t.Fatalf("RotuloPassos(%q) = %q", id, r)
		}
		de, err := ParseID(FormatID(passos))
		if err != nil || len(de) != len(passos) {
			t.Fatalf("round trip %q: %v, %v", id, de, err)
		}
		for i := range de {
			if de[i] != passos[i] {
				t.Fatalf("round trip %q: %+v ≠ %+v", id, de[i], passos[i])
			}
		}
		c, err := Citar("lei-12852-2013#" + id)
		if err != nil || c.Rotulo != "Lei nº 12.852/2013, "+r || c.Href != "/legislacao/lei-12852-2013/#"+id {
			t.Fatalf("Citar(%q) = %+v, %v", id, c, err)
		}
	})
}

// FuzzRomano: an accepted numeral is the canonical writing of its value.
func FuzzRomano(f *testing.F) {
	for _, s := range []string{"IV", "XIX", "MMMCMXCIX", "IIII", "VX", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n, ok := ParseRomano(s)
		if !ok {
			if n != 0 {
				t.Fatalf("ParseRomano(%q) = %d, false", s, n)
			}
			return
		}
		if n < 1 || n > 3999 || Romano(n) != s {
			t.Fatalf("ParseRomano(%q) = %d; Romano = %q", s, n, Romano(n))
		}
	})
}
