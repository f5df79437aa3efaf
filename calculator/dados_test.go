package calculator

import (
	"encoding/csv"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

func lerCSV(t *testing.T, nome string) [][]string {
	t.Helper()
	f, err := os.Open(filepath.Join("..", "content", "dados", nome))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	linhas, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	return linhas[1:]
}

// centavosDeTexto turns "4110.20" into 411020 without floats.
func centavosDeTexto(t *testing.T, s string) int64 {
	t.Helper()
	a, b, ok := strings.Cut(s, ".")
	if !ok || len(b) != 2 {
		t.Fatalf("value %q is not written with 2 decimals", s)
	}
	n, err := strconv.ParseInt(a+b, 10, 64)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// Res art143 §5: the IPCA table compiled into the engine equals
// content/dados/ipca.csv, month by month, without gaps.
func TestIPCAIgualAoCSV(t *testing.T) {
	linhas := lerCSV(t, "ipca.csv")
	if len(linhas) != len(ipca) {
		t.Fatalf("CSV has %d months, table %d", len(linhas), len(ipca))
	}
	for i, l := range linhas {
		g := ipca[i]
		mes := strconv.Itoa(g.ano) + "-" + mesBR(g.ano*12 + g.mes - 1)[:2]
		if l[0] != mes || centavosDeTexto(t, l[1]) != g.centesimos || (l[2] == "provisorio") != g.provisorio {
			t.Errorf("row %d: CSV %v, table %+v", i, l, g)
		}
		if l[2] != "provisorio" && l[2] != "conferido" {
			t.Errorf("row %d: unknown situacao %q", i, l[2])
		}
		if i > 0 && g.ano*12+g.mes != ipca[i-1].ano*12+ipca[i-1].mes+1 {
			t.Errorf("row %d: gap after %+v", i, ipca[i-1])
		}
	}
}

// EPI art40: the minimum wage table equals content/dados/salario-minimo.csv.
func TestSalarioMinimoIgualAoCSV(t *testing.T) {
	linhas := lerCSV(t, "salario-minimo.csv")
	if len(linhas) != len(salariosMinimos) {
		t.Fatalf("CSV has %d rows, table %d", len(linhas), len(salariosMinimos))
	}
	for i, l := range linhas {
		g := salariosMinimos[i]
		if l[0] != g.inicio || l[1] != g.fim || centavosDeTexto(t, l[2]) != g.centavos || l[3] != g.ato || l[4] != g.observacao {
			t.Errorf("row %d: CSV %v, table %+v", i, l, g)
		}
	}
}

func TestSalarioEm(t *testing.T) {
	casos := []struct {
		dia   string
		valor int64
		ok    bool
	}{
		{"2014-12-31", 0, false},
		{"2015-01-01", 78800, true},
		{"2020-01-31", 103900, true},
		{"2020-02-01", 104500, true},
		{"2023-04-30", 130200, true},
		{"2023-05-01", 132000, true},
		{"2026-12-24", 162100, true},
		{"2030-06-01", 162100, true},
	}
	for _, c := range casos {
		s, ok := salarioEm(c.dia)
		if ok != c.ok || s.centavos != c.valor {
			t.Errorf("salarioEm(%s) = %d, %v; want %d, %v", c.dia, s.centavos, ok, c.valor, c.ok)
		}
	}
}
