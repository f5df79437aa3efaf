package lexml

import (
	"strings"
	"testing"
)

// content/ids.md: labels in the compact Brazilian form.
func TestRotulo(t *testing.T) {
	casos := map[string]string{
		"art13_par2":              "art. 13, § 2º",
		"art32_cpt_inc1":          "art. 32, I",
		"art143_cpt_inc4_ali4":    "art. 143, IV, d",
		"art17_par1u":             "art. 17, parágrafo único",
		"art1":                    "art. 1º",
		"art9":                    "art. 9º",
		"art10":                   "art. 10",
		"art1-1":                  "art. 1º-A",
		"art1u":                   "art. único",
		"art1u_par1":              "art. único, § 1º",
		"art13_par1_inc3":         "art. 13, § 1º, III",
		"art151_par3_inc6":        "art. 151, § 3º, VI",
		"art1_cpt_inc1_ali1_ite1": "art. 1º, I, a, 1",
		"art149_par10":            "art. 149, § 10",
		"art2_par1-2":             "art. 2º, § 1º-B",
		"art2_cpt_inc4-1":         "art. 2º, IV-A",
		"art2_cpt_inc1_ali26":     "art. 2º, I, z",
		"tit1":                    "Título I",
		"cap1u":                   "Capítulo único",
		"sec9":                    "Seção IX",
		"sub1u":                   "Subseção única",
		"cap2_sec1":               "Seção I",
		"tit2_cap1-1":             "Capítulo I-A",
	}
	for id, want := range casos {
		got, err := Rotulo(id)
		if err != nil || got != want {
			t.Errorf("Rotulo(%q) = %q, %v; quero %q", id, got, err, want)
		}
	}
}

// content/ids.md: the four labels and the citation object.
func TestCitar(t *testing.T) {
	casos := map[string]string{
		"decreto-8537-2015#art13_par2":                  "Decreto nº 8.537/2015, art. 13, § 2º",
		"lei-12852-2013#art32_cpt_inc1":                 "Lei nº 12.852/2013, art. 32, I",
		"resolucao-antt-6033-2023#art143_cpt_inc4_ali4": "Resolução ANTT nº 6.033/2023, art. 143, IV, d",
		"decreto-8537-2015#art17_par1u":                 "Decreto nº 8.537/2015, art. 17, parágrafo único",
		"lei-10406-2002#art132_par3":                    "Lei nº 10.406/2002, art. 132, § 3º",
		"lei-8899-1994":                                 "Lei nº 8.899/1994",
	}
	for ref, want := range casos {
		c, err := Citar(ref)
		if err != nil || c.Rotulo != want {
			t.Errorf("Citar(%q).Rotulo = %q, %v; quero %q", ref, c.Rotulo, err, want)
		}
	}
	c, err := Citar("decreto-8537-2015#art13_par2")
	want := Citacao{
		Norma: "decreto-8537-2015", Dispositivo: "art13_par2",
		Rotulo: "Decreto nº 8.537/2015, art. 13, § 2º",
		URN:    "urn:lex:br:federal:decreto:2015-10-05;8537!art13_par2",
		Href:   "/legislacao/decreto-8537-2015/#art13_par2",
	}
	if err != nil || c != want {
		t.Errorf("Citar = %+v, %v; quero %+v", c, err, want)
	}
	c, err = Citar("lei-8899-1994")
	want = Citacao{Norma: "lei-8899-1994", Rotulo: "Lei nº 8.899/1994", URN: "urn:lex:br:federal:lei:1994-06-29;8899", Href: "/legislacao/lei-8899-1994/"}
	if err != nil || c != want {
		t.Errorf("Citar norma = %+v, %v; quero %+v", c, err, want)
	}
}

func TestReferenciaInvalida(t *testing.T) {
	for ref, trecho := range map[string]string{
		"":                              "fora do catálogo",
		"lei-1-2000#art1":               `norma "lei-1-2000"`,
		"decreto-8537-2015#":            "vazio",
		"decreto-8537-2015#art13_par0":  "art13_par0",
		"decreto-8537-2015#art13#par2":  "art13#par2",
		"decreto-8537-2015/#art13_par2": "fora do catálogo",
	} {
		_, err := Citar(ref)
		if err == nil || !strings.Contains(err.Error(), trecho) {
			t.Errorf("Citar(%q): erro %v, quero um erro com %q", ref, err, trecho)
		}
	}
}

func TestParseID(t *testing.T) {
	casos := map[string][]Passo{
		"art13":                {{Artigo, Numero{N: 13}}},
		"art1-1":               {{Artigo, Numero{N: 1, Sufixo: 1}}},
		"art1u":                {{Artigo, Numero{Unico: true}}},
		"art32_cpt_inc1":       {{Artigo, Numero{N: 32}}, {Caput, Numero{}}, {Inciso, Numero{N: 1}}},
		"art17_par1u":          {{Artigo, Numero{N: 17}}, {Paragrafo, Numero{Unico: true}}},
		"art143_cpt_inc4_ali4": {{Artigo, Numero{N: 143}}, {Caput, Numero{}}, {Inciso, Numero{N: 4}}, {Alinea, Numero{N: 4}}},
		"art1_par2_inc3_ali4_ite5": {{Artigo, Numero{N: 1}}, {Paragrafo, Numero{N: 2}}, {Inciso, Numero{N: 3}},
			{Alinea, Numero{N: 4}}, {Item, Numero{N: 5}}},
		"tit1_cap2_sec3_sub4": {{Titulo, Numero{N: 1}}, {Capitulo, Numero{N: 2}}, {Secao, Numero{N: 3}}, {Subsecao, Numero{N: 4}}},
	}
	for id, want := range casos {
		got, err := ParseID(id)
		if err != nil || len(got) != len(want) {
			t.Errorf("ParseID(%q) = %v, %v; quero %v", id, got, err, want)
			continue
		}
		for i := range want {
			if got[i] != want[i] {
				t.Errorf("ParseID(%q)[%d] = %+v, quero %+v", id, i, got[i], want[i])
			}
		}
		if s := FormatID(got); s != id {
			t.Errorf("FormatID(ParseID(%q)) = %q", id, s)
		}
	}
	for _, id := range []string{
		"", "_", "art", "art0", "art01", "art13_", "_art13", "art13__par2", "Art13", "art13 ", "art-1", "art1-0", "art1-27",
		"art1u-1", "art2u", "art13_cpt", "art13_cpt_par1", "art13_inc1", "art13_par1_ali1", "art13_cpt_inc1_ite1",
		"par1", "inc1", "cpt", "art13_art14", "art13_par1_par2", "art1_cpt_inc1u", "art1_cpt_inc1_ali1u",
		"art1_cpt_inc4000", "art1_cpt_inc1_ali27", "art1234567", "art13_sec1", "sec1_art13", "cap1_tit1", "sec1_sec2",
		"art13_par2#x", "art１", "xyz1", "art1_cpt_cpt_inc1",
	} {
		if ps, err := ParseID(id); err == nil {
			t.Errorf("ParseID(%q) = %v, deveria ser inválido", id, ps)
		}
	}
}

func TestTokenPasso(t *testing.T) {
	casos := map[Numero]string{{N: 1}: "1", {N: 1, Sufixo: 1}: "1-1", {Unico: true}: "1u", {N: 143}: "143"}
	for n, want := range casos {
		if got := n.Token(); got != want {
			t.Errorf("%+v.Token() = %q, quero %q", n, got, want)
		}
	}
	for tp, want := range map[Tipo]string{Titulo: "tit1", Capitulo: "cap1", Secao: "sec1", Subsecao: "sub1", Artigo: "art1",
		Caput: "cpt", Paragrafo: "par1", Inciso: "inc1", Alinea: "ali1", Item: "ite1", Nenhum: "1"} {
		if got := (Passo{tp, Numero{N: 1}}).Token(); got != want {
			t.Errorf("Passo{%v}.Token() = %q, quero %q", tp, got, want)
		}
	}
}
