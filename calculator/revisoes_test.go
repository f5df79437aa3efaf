//go:build !js

package calculator

import (
	"strconv"
	"strings"
	"testing"
	"time"
)

// Every dated revision of rules.md's History is listed, revisions 2 and 3
// and part R4 of 3 among them, with valid dates; continuation lines join
// their item; a line of another shape is not a revision.
func TestRevisoes(t *testing.T) {
	var nomes []string
	for _, r := range Revisoes() {
		if _, err := time.Parse("2006-01-02", r.Data); err != nil || r.Resumo == "" {
			t.Errorf("%+v", r)
		}
		nomes = append(nomes, strings.TrimSpace(strconv.Itoa(r.Numero)+" "+r.Parte)+" "+r.Data)
	}
	for _, quer := range []string{"2 2026-12-01", "3 2026-12-02", "3 R4 2026-12-02"} {
		if !strings.Contains(strings.Join(nomes, "|"), quer) {
			t.Errorf("falta a revisão %s em %v", quer, nomes)
		}
	}
	for _, l := range []string{"- Revision 1: the rules as first implemented.", "- 2026-12-01: § 12 added", "- Revision x (2026-12-01): a", "- Revision 4, Z1 (2026-12-03): a"} {
		if r, ok := lerRevisao(l); ok {
			t.Errorf("%q lido como %+v", l, r)
		}
	}
}
