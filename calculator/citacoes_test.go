package calculator

import (
	"testing"

	"viagemdedireito/calculator/lexml"
)

// content/ids.md: the citation object.
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
	if len(fs) != int(nRefsMotor) || fs[len(fs)-1] != citacoes[nRefsMotor-1] {
		t.Fatalf("%d citations, want the engine's %d", len(fs), nRefsMotor)
	}
	// every citation of the table, the pages' sentences' too (frases_paginas.go)
	vistos := map[string]bool{}
	for i, c := range citacoes {
		norma := c.Norma != "" && c.Dispositivo != "" && c.URN != "" && c.Decisao == ""
		// Rules revision 3 (R7): a court decision has decisao in place of
		// norma and dispositivo, and its page as href.
		decisao := c.Decisao != "" && c.Norma == "" && c.Dispositivo == "" && c.Href == "/jurisprudencia/"+c.Decisao+"/"
		if !norma && !decisao || c.Rotulo == "" || c.Href == "" {
			t.Errorf("ref %d: empty field in %+v", i, c)
		}
		k := c.Norma + "#" + c.Dispositivo + c.Decisao
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

// Every fonte names a norm of the catalogue and an id of the LexML grammar
// (calculator/lexml). That the dispositivo exists on the site is proved by
// the generator's TestCitacoesDaCalculadora against the built pages.
func TestFontesNoCatalogo(t *testing.T) {
	for r, f := range fontes {
		if f.norma == nDecisao {
			continue // a court decision: checked by the generator against its page
		}
		if _, err := lexml.Citar(f.norma + "#" + f.dispositivo); err != nil {
			t.Errorf("ref %d: %v", r, err)
		}
	}
}
