package calculator

import (
	"strings"
	"testing"
)

// The pages' sentences (frases_paginas.go) are whole sentences with
// grounds and no values to fill in, keyed apart from the engine's; the
// engine's templates cite only the refs Fundamentos lists (below
// nRefsMotor), so an answer never carries a citation the contract does not
// list.
func TestFrasesDasPaginas(t *testing.T) {
	if len(frasesPaginas) == 0 {
		t.Fatal("no page sentences")
	}
	motor := map[string]bool{}
	for _, b := range blocos() {
		for _, m := range b {
			motor[m.chave] = true
			for _, a := range m.fund {
				if a.r >= nRefsMotor {
					t.Errorf("%s: the engine's sentence cites %s#%s, a ground only the pages' sentences may cite", m.chave, fontes[a.r].norma, fontes[a.r].dispositivo)
				}
			}
		}
	}
	for _, m := range frasesPaginas {
		if motor[m.chave] {
			t.Errorf("%s: a page sentence with an engine key", m.chave)
		}
		if strings.Contains(m.texto, "{1}") || len(m.fund) == 0 || !strings.HasSuffix(m.texto, ".") {
			t.Errorf("%s: a page sentence is a whole sentence with its grounds and no values: %q", m.chave, m.texto)
		}
		for _, a := range m.fund {
			if a.so != 0 {
				t.Errorf("%s: a page sentence has no answer to scope its grounds to", m.chave)
			}
		}
	}
	var n int
	for _, f := range Frases() {
		if strings.HasPrefix(f.Chave, "guia.") {
			n++
		}
	}
	if n == 0 {
		t.Error("Frases does not list the pages' sentences")
	}
}

// The refusal document states each benefit by a catalogue sentence
// (site/templates/recusa.html, recusa.js): every key the categories' table
// names for it is a whole sentence of the catalogue, with its grounds.
func TestFrasesDaRecusa(t *testing.T) {
	por := map[string]Frase{}
	for _, f := range Frases() {
		por[f.Chave] = f
	}
	n := 0
	for _, c := range Categorias() {
		for _, o := range c.Recusa {
			n++
			f, ok := por[o.Frase]
			switch {
			case !ok:
				t.Errorf("%s: %q is not a sentence of the catalogue", o.Valor, o.Frase)
			case strings.Contains(f.Texto, "{1}") || len(f.Fundamentos) == 0:
				t.Errorf("%s: %q has values to fill in or no grounds", o.Valor, o.Frase)
			}
		}
	}
	if n < 7 {
		t.Errorf("only %d benefits on the refusal document", n)
	}
}
