package site

import (
	"io/fs"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// temas reads the two palettes of css/cores.css, where every colour is one
// line "--nome: var(--claro, #light) var(--escuro, #dark);".
func temas(t *testing.T) map[string]map[string]string {
	t.Helper()
	b, err := fs.ReadFile(assets, "assets/css/cores.css")
	if err != nil {
		t.Fatal(err)
	}
	decl := regexp.MustCompile(`--([a-z-]+):\s*var\(--claro,\s*(#[0-9a-fA-F]{3,6})\)\s*var\(--escuro,\s*(#[0-9a-fA-F]{3,6})\)\s*;`)
	claro, escuro := map[string]string{}, map[string]string{}
	for _, d := range decl.FindAllStringSubmatch(string(b), -1) {
		claro[d[1]], escuro[d[1]] = d[2], d[3]
	}
	if len(claro) == 0 {
		t.Fatal("css/cores.css has no colour in the form --nome: var(--claro, #…) var(--escuro, #…);")
	}
	return map[string]map[string]string{"claro": claro, "escuro": escuro}
}

func luminancia(t *testing.T, hex string) float64 {
	h := strings.TrimPrefix(hex, "#")
	if len(h) == 3 {
		h = string([]byte{h[0], h[0], h[1], h[1], h[2], h[2]})
	}
	v, err := strconv.ParseUint(h, 16, 32)
	if err != nil || len(h) != 6 {
		t.Fatalf("bad colour %q", hex)
	}
	canal := func(c uint64) float64 {
		s := float64(c) / 255
		if s <= 0.03928 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*canal(v>>16&0xff) + 0.7152*canal(v>>8&0xff) + 0.0722*canal(v&0xff)
}

func contraste(t *testing.T, a, b string) float64 {
	la, lb := luminancia(t, a), luminancia(t, b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

// TestContraste checks WCAG 2.2 AA: 4.5:1 for text, 3:1 for focus
// indicators, for every pair the stylesheets actually use, in both themes.
func TestContraste(t *testing.T) {
	texto := [][2]string{
		{"texto", "fundo"}, {"texto-suave", "fundo"}, {"link", "fundo"}, {"link-visitado", "fundo"},
		{"sic", "fundo"}, {"foco", "fundo"},
		{"texto", "fundo-suave"}, {"texto-suave", "fundo-suave"}, {"link", "fundo-suave"}, {"link-visitado", "fundo-suave"},
		{"texto", "realce"}, {"texto-suave", "realce"},
		{"aviso-texto", "aviso-fundo"}, {"topo-texto", "topo-fundo"}, {"topo-link", "topo-fundo"},
		{"texto", "alvo-fundo"}, {"texto-suave", "alvo-fundo"}, {"link", "alvo-fundo"}, {"link-visitado", "alvo-fundo"}, // a deep link's target
		{"link", "aviso-fundo"}, // "Sobre esta transcrição" in a norm's header
		{"fundo", "texto"},      // the "Citação copiada" toast
		{"texto", "fundo"},      // search input in the header
	}
	foco := [][2]string{{"foco", "fundo"}, {"foco", "fundo-suave"}, {"topo-link", "topo-fundo"},
		{"alvo", "fundo"}, {"foco", "alvo-fundo"}} // the bar that marks a deep link's target, and focus on it
	for nome, cores := range temas(t) {
		cor := func(k string) string {
			c, ok := cores[k]
			if !ok {
				t.Fatalf("%s: --%s not defined", nome, k)
			}
			return c
		}
		for _, p := range texto {
			if r := contraste(t, cor(p[0]), cor(p[1])); r < 4.5 {
				t.Errorf("tema %s: --%s on --%s has contrast %.2f:1, want ≥ 4.5:1", nome, p[0], p[1], r)
			}
		}
		for _, p := range foco {
			if r := contraste(t, cor(p[0]), cor(p[1])); r < 3 {
				t.Errorf("tema %s: focus --%s on --%s has contrast %.2f:1, want ≥ 3:1", nome, p[0], p[1], r)
			}
		}
	}
}
