package generator

import "viagemdedireito/calculator/lexml"

// numero is a normalised dispositivo number: N, optional letter suffix
// (1º-A → Sufixo 1) or Unico for "único". The id grammar, labels and
// numerals are calculator/lexml's; this file only maps the recogniser's
// kinds onto them.
type numero = lexml.Numero

// passo is the id step of an element of kind t numbered n: its Token is the
// id fragment ("art13", "par1u"), its Rotulo the citation ("art. 13").
func passo(t tipoNo, n numero) lexml.Passo { return lexml.Passo{Tipo: t.lexml(), Numero: n} }
