package generator

import (
	"testing"

	"viagemdedireito/calculator/lexml"
)

// TestPasso: every kind of the recogniser maps onto its lexml step (the
// grammar and the labels themselves are tested in calculator/lexml).
func TestPasso(t *testing.T) {
	casos := []struct {
		tipo         tipoNo
		n            numero
		token, texto string
	}{
		{noTitulo, numero{N: 2}, "tit2", "Título II"},
		{noCapitulo, numero{Unico: true}, "cap1u", "Capítulo único"},
		{noSecao, numero{N: 9}, "sec9", "Seção IX"},
		{noSubsecao, numero{Unico: true}, "sub1u", "Subseção única"},
		{noArtigo, numero{N: 1, Sufixo: 1}, "art1-1", "art. 1º-A"},
		{noArtigo, numero{Unico: true}, "art1u", "art. único"},
		{noParagrafo, numero{N: 12}, "par12", "§ 12"},
		{noParagrafo, numero{Unico: true}, "par1u", "parágrafo único"},
		{noInciso, numero{N: 4}, "inc4", "IV"},
		{noAlinea, numero{N: 4}, "ali4", "d"},
		{noItem, numero{N: 3}, "ite3", "3"},
	}
	for _, c := range casos {
		p := passo(c.tipo, c.n)
		if p.Token() != c.token || p.Rotulo() != c.texto {
			t.Errorf("passo(%v, %+v) = %q, %q; quero %q, %q", c.tipo, c.n, p.Token(), p.Rotulo(), c.token, c.texto)
		}
	}
	for _, tp := range []tipoNo{noNenhum, noOmissao} {
		if tp.lexml() != lexml.Nenhum {
			t.Errorf("%v.lexml() = %v, quero lexml.Nenhum", tp, tp.lexml())
		}
	}
}
