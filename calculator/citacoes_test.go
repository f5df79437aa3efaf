package calculator

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// spec/ids.md: labels in the compact Brazilian form.
func TestRotuloDispositivo(t *testing.T) {
	casos := map[string]string{
		"art13_par2":              "art. 13, § 2º",
		"art32_cpt_inc1":          "art. 32, I",
		"art143_cpt_inc4_ali4":    "art. 143, IV, d",
		"art17_par1u":             "art. 17, parágrafo único",
		"art1":                    "art. 1º",
		"art9":                    "art. 9º",
		"art10":                   "art. 10",
		"art1-1":                  "art. 1º-A",
		"art13_par1_inc3":         "art. 13, § 1º, III",
		"art151_par3_inc6":        "art. 151, § 3º, VI",
		"art1_cpt_inc1_ali1_ite1": "art. 1º, I, a, 1",
		"art149_par10":            "art. 149, § 10",
	}
	for id, want := range casos {
		if got := rotuloDispositivo(id); got != want {
			t.Errorf("rotuloDispositivo(%q) = %q, want %q", id, got, want)
		}
	}
}

// spec/ids.md: the citation object.
func TestCitacaoObjeto(t *testing.T) {
	c := citacoes[decArt13Par2]
	want := Citacao{
		Norma: "decreto-8537-2015", Dispositivo: "art13_par2",
		Rotulo: "Decreto nº 8.537/2015, art. 13, § 2º",
		URN:    "urn:lex:br:federal:decreto:2015-10-05;8537!art13_par2",
		Href:   "/legislacao/decreto-8537-2015/#art13_par2",
	}
	if c != want {
		t.Fatalf("got %+v, want %+v", c, want)
	}
	if got := citacoes[resArt143Par5].Rotulo; got != "Resolução ANTT nº 6.033/2023, art. 143, § 5º" {
		t.Errorf("rotulo = %q", got)
	}
	if got := citacoes[epiArt40Inc1].Rotulo; got != "Lei nº 10.741/2003, art. 40, I" {
		t.Errorf("rotulo = %q", got)
	}
	if got := citacoes[decArt17Par1u].Rotulo; got != "Decreto nº 8.537/2015, art. 17, parágrafo único" {
		t.Errorf("rotulo = %q", got)
	}
}

func TestFundamentosCompletos(t *testing.T) {
	fs := Fundamentos()
	if len(fs) != int(nRefs) {
		t.Fatalf("%d citations, want %d", len(fs), nRefs)
	}
	vistos := map[string]bool{}
	for i, c := range fs {
		if c.Norma == "" || c.Dispositivo == "" || c.Rotulo == "" || c.URN == "" || c.Href == "" {
			t.Errorf("ref %d: empty field in %+v", i, c)
		}
		k := c.Norma + "#" + c.Dispositivo
		if vistos[k] {
			t.Errorf("duplicate citation %s", k)
		}
		vistos[k] = true
	}
	fs[0].Rotulo = "mudado"
	if Fundamentos()[0].Rotulo == "mudado" {
		t.Error("Fundamentos exposes the internal table")
	}
}

// Every citation the engine can emit names a dispositivo that exists in the
// published source texts (shared/sources). Until the site is built the ids
// are derived here from the sources themselves; the integrator will check
// them against the generated pages.
func TestFundamentosExistemNasFontes(t *testing.T) {
	dir := filepath.Join("..", "..", "shared", "sources")
	if _, err := os.Stat(dir); err != nil {
		t.Fatalf("shared/sources not found beside the repository (%v): it holds the legal texts this test checks against", err)
	}
	ler := func(nome string) string {
		b, err := os.ReadFile(filepath.Join(dir, nome))
		if err != nil {
			t.Fatal(err)
		}
		return strings.ReplaceAll(string(b), "\u00a0", " ")
	}
	semente := ler("000_1022c287c9e5da82.txt")
	corte := strings.Index(semente, "ACESSE")
	if corte < 0 {
		t.Fatal("separator between the Lei and the Decreto not found in 000_1022c287c9e5da82.txt")
	}
	textos := map[string]string{
		slugLei:    ler("lei-12852-2013.txt") + "\n" + semente[:corte],
		slugDec:    semente[corte:],
		slugRes:    ler("004_0b6a70b9ca95dd76.txt"),
		slugEPI:    ler("lei-10741-2003.txt"),
		slugPL:     ler("lei-8899-1994.txt"),
		slugD3691:  ler("decreto-3691-2000.txt"),
		slugD9579:  ler("decreto-9579-2018.txt"),
		slugL11975: ler("lei-11975-2009.txt"),
	}
	ids := map[string]map[string]bool{}
	for slug, txt := range textos {
		ids[slug] = idsDoTexto(txt)
	}
	// Sanity: the deriver finds the examples of spec/ids.md.
	for _, k := range []string{"lei-12852-2013#art32_cpt_inc1", "lei-12852-2013#art32_par1u", "decreto-8537-2015#art13_par1_inc3",
		"decreto-8537-2015#art17_par1u", "resolucao-antt-6033-2023#art143_cpt_inc4_ali4", "resolucao-antt-6033-2023#art147_par6",
		"resolucao-antt-6033-2023#art149_cpt_inc5", "resolucao-antt-6033-2023#art151_par3_inc6", "resolucao-antt-6033-2023#art154_par1u",
		"resolucao-antt-6033-2023#art147_par2"} {
		s, id, _ := strings.Cut(k, "#")
		if !ids[s][id] {
			t.Errorf("id deriver misses %s", k)
		}
	}
	for _, c := range Fundamentos() {
		if !ids[c.Norma][c.Dispositivo] {
			t.Errorf("citation %s#%s (%s) not found in the source texts", c.Norma, c.Dispositivo, c.Rotulo)
		}
	}
}

var (
	reArt   = regexp.MustCompile(`^Art\. ?(\d+)(?:º|o)?(?:-([A-Z]))?[ .]`)
	rePar   = regexp.MustCompile(`^§ ?(\d+)(?:º|o)?`)
	reParSo = regexp.MustCompile(`^(\d+)(?:º|o) `)
	reInc   = regexp.MustCompile(`^([IVXLC]+) ?[-–—] `)
	reAli   = regexp.MustCompile(`^([a-z])\) `)
	romanos = map[byte]int{'I': 1, 'V': 5, 'X': 10, 'L': 50, 'C': 100}
)

func deRomano(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		v := romanos[s[i]]
		if i+1 < len(s) && romanos[s[i+1]] > v {
			n -= v
		} else {
			n += v
		}
	}
	return n
}

// idsDoTexto derives LexML ids (spec/ids.md) from a plain legal text whose
// dispositivos start lines ("Art. 13.", "§ 2º", "Parágrafo único.", "I -",
// "a)"); a "§" alone on a line continues on the next one (an extraction
// artefact of the Resolução).
func idsDoTexto(txt string) map[string]bool {
	ids := map[string]bool{}
	art, par, inc := "", "", ""
	linhas := strings.Split(txt, "\n")
	for i := 0; i < len(linhas); i++ {
		l := strings.TrimSpace(linhas[i])
		if m := reArt.FindStringSubmatch(l); m != nil {
			art = "art" + m[1]
			if m[2] != "" {
				art += "-" + string(rune('1'+m[2][0]-'A'))
			}
			par, inc = "", ""
			ids[art] = true
			continue
		}
		if art == "" {
			continue
		}
		if l == "§" && i+1 < len(linhas) {
			if m := reParSo.FindStringSubmatch(strings.TrimSpace(linhas[i+1])); m != nil {
				par, inc = "par"+m[1], ""
				ids[art+"_"+par] = true
				i++
				continue
			}
		}
		if m := rePar.FindStringSubmatch(l); m != nil {
			par, inc = "par"+m[1], ""
			ids[art+"_"+par] = true
			continue
		}
		if strings.HasPrefix(l, "Parágrafo único") {
			par, inc = "par1u", ""
			ids[art+"_"+par] = true
			continue
		}
		if m := reInc.FindStringSubmatch(l); m != nil {
			base := art + "_cpt"
			if par != "" {
				base = art + "_" + par
			}
			inc = base + "_inc" + itoa(int64(deRomano(m[1])))
			ids[inc] = true
			continue
		}
		if m := reAli.FindStringSubmatch(l); m != nil && inc != "" {
			ids[inc+"_ali"+itoa(int64(m[1][0]-'a'+1))] = true
		}
	}
	return ids
}

// The same check against the published content (content/{slug}.md): every
// citation's dispositivo exists in the norm's body, and the norm's citation
// prefix and URN in the front matter are the ones the engine uses. The
// integrator may later switch this to the built site.
func TestFundamentosExistemNoConteudo(t *testing.T) {
	for _, n := range normas {
		b, err := os.ReadFile(filepath.Join("..", "content", n.slug+".md"))
		if err != nil {
			t.Errorf("content of %s: %v", n.slug, err)
			continue
		}
		txt := strings.ReplaceAll(string(b), "\r\n", "\n")
		if !strings.HasPrefix(txt, "---\n") {
			t.Errorf("%s: no front matter", n.slug)
			continue
		}
		fim := strings.Index(txt[4:], "\n---\n")
		if fim < 0 {
			t.Errorf("%s: front matter not closed", n.slug)
			continue
		}
		frente, corpo := txt[4:4+fim], txt[4+fim+5:]
		for _, l := range strings.Split(frente, "\n") {
			k, v, ok := strings.Cut(l, ": ")
			v = strings.Trim(v, `"`)
			switch {
			case ok && k == "rotulo" && v != n.rotulo:
				t.Errorf("%s: rotulo %q in content, %q in the engine", n.slug, v, n.rotulo)
			case ok && k == "urn" && v != n.urn:
				t.Errorf("%s: urn %q in content, %q in the engine", n.slug, v, n.urn)
			}
		}
		// One dispositivo per paragraph: join the lines of each paragraph.
		var paragrafos []string
		for _, p := range strings.Split(corpo, "\n\n") {
			paragrafos = append(paragrafos, strings.Join(strings.Fields(p), " "))
		}
		ids := idsDoTexto(strings.Join(paragrafos, "\n"))
		if n.slug == slugRes && (!ids["art151_par3_inc6"] || !ids["art143_cpt_inc4_ali4"] || !ids["art147_par2"]) {
			t.Errorf("id deriver misses known ids of %s: %d ids", n.slug, len(ids))
		}
		for _, c := range Fundamentos() {
			if c.Norma == n.slug && !ids[c.Dispositivo] {
				t.Errorf("citation %s#%s (%s) not found in content/%s.md", c.Norma, c.Dispositivo, c.Rotulo, n.slug)
			}
		}
	}
}
