package calculator

import (
	"viagemdedireito/calculator/instante"

	"viagemdedireito/calculator/internal/jsonc"
)

// saida is the codec's writer with the contract's shared shapes (citations,
// notes, fundamentos): the encode methods of the response types write on it.
type saida struct {
	jsonc.Escritor
}

func (o *saida) citacao(c *Citacao) {
	o.AbreObj()
	if c.Decisao != "" {
		// A court decision (rules revision 3, R7): decisao in place of
		// norma and dispositivo, no URN.
		o.KTexto("decisao", c.Decisao)
	} else {
		o.KTexto("norma", c.Norma)
		o.KTexto("dispositivo", c.Dispositivo)
	}
	o.KTexto("rotulo", c.Rotulo)
	if c.URN != "" {
		o.KTexto("urn", c.URN)
	}
	o.KTexto("href", c.Href)
	o.FechaObj()
}

// fundamentos writes `"fundamentos":[...]` in ref order.
func (o *saida) fundamentos(s refs) {
	o.Chave("fundamentos")
	o.listaFundamentos(s)
}

// listaFundamentos writes the citation objects of s as a list, in ref order.
func (o *saida) listaFundamentos(s refs) {
	o.AbreLista()
	for r := ref(0); r < nRefs; r++ {
		if s.has(r) {
			o.citacao(&citacoes[r])
		}
	}
	o.FechaLista()
}

func (o *saida) textos(k string, ss []string) {
	o.Chave(k)
	o.AbreLista()
	for _, s := range ss {
		o.Texto(s)
	}
	o.FechaLista()
}

// inteiroOuNulo writes *n, or null.
func (o *saida) inteiroOuNulo(n *int64) {
	if n == nil {
		o.Nulo()
		return
	}
	o.Inteiro(*n)
}

// booleanoOuNulo writes *b, or null.
func (o *saida) booleanoOuNulo(b *bool) {
	if b == nil {
		o.Nulo()
		return
	}
	o.Booleano(*b)
}

// instanteOuNulo writes the instant *t, or null.
func (o *saida) instanteOuNulo(t *instante.Time) {
	if t == nil {
		o.Nulo()
		return
	}
	o.Instante(*t)
}

// dataOuNulo writes the date of *t, or null.
func (o *saida) dataOuNulo(t *instante.Time) {
	if t == nil {
		o.Nulo()
		return
	}
	o.Data(*t)
}

// notas writes `"notas":[...]`.
func (o *saida) notas(ns []Nota) {
	o.Chave("notas")
	o.AbreLista()
	for i := range ns {
		o.AbreObj()
		o.KTexto("texto", ns[i].Texto)
		o.fundamentos(ns[i].Fundamentos.r)
		o.FechaObj()
	}
	o.FechaLista()
}
