package calculator

import "viagemdedireito/calculator/internal/jsonc"

//go:generate go run ./internal/gerarcodec

// saida is the codec's writer with the citation objects: the escrever
// methods of the answer types (respostas_gerado.go, generated from
// tipos.go) write on it.
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
