package calculator

import (
	"strconv"

	"viagemdedireito/calculator/internal/jsonc"
)

const (
	maxParadas    = 1_000
	maxConcedidos = 20_000

	tipoGratuidade = "gratuidade"
	tipoDesconto   = "desconto"
)

// concessao is one benefit already granted from stop de to stop ate.
type concessao struct {
	categoria int // 0 jovem, 1 idoso, 2 pcd (companions count as pcd)
	desconto  bool
	de, ate   int
}

type pedidoDisponibilidade struct {
	nParadas   int
	servicos   int64
	concedidos []concessao
	de, ate    int
}

func lerDisponibilidade(raiz *jsonc.Valor, v *validador) pedidoDisponibilidade {
	p := pedidoDisponibilidade{servicos: 1}
	if l := v.lista(raiz, "", "paradas", true); l != nil {
		switch {
		case len(l.Itens) < 2:
			v.erro("paradas", codListaTamanho, "Informe ao menos 2 paradas, na ordem da linha.")
		case len(l.Itens) > maxParadas:
			v.erro("paradas", codListaTamanho, "São aceitas no máximo "+strconv.Itoa(maxParadas)+" paradas.")
		default:
			p.nParadas = len(l.Itens)
			for i := range l.Itens {
				e := l.Elem(i)
				campo := caminhoIndice("paradas", i)
				switch {
				case e.Tipo != jsonc.Texto:
					v.erro(campo, codTipoInvalido, "Cada parada deve ser um texto, mas veio "+e.Tipo.Nome()+".")
				case len(e.S) > maxTextoCurto:
					v.erro(campo, codTextoLongo, "Nome de parada longo demais: o máximo é "+strconv.Itoa(maxTextoCurto)+" bytes.")
				}
			}
		}
	}
	p.servicos, _ = v.inteiro(raiz, "", "servicosSimultaneos", false, 1, maxServicos, 1)
	if t := v.objeto(raiz, "", "trecho", true); t != nil {
		var okDe, okAte bool
		p.de, okDe = v.indiceParada(t, "trecho", "de", p.nParadas)
		p.ate, okAte = v.indiceParada(t, "trecho", "ate", p.nParadas)
		if okDe && okAte && p.de >= p.ate {
			v.erro("trecho", codOrdem, "O trecho deve ir de uma parada a outra posterior (de < ate).")
		}
	}
	if l := v.lista(raiz, "", "concedidos", false); l != nil {
		if len(l.Itens) > maxConcedidos {
			v.erro("concedidos", codListaTamanho, "São aceitas no máximo "+strconv.Itoa(maxConcedidos)+" concessões.")
			return p
		}
		p.concedidos = make([]concessao, 0, len(l.Itens))
		for i := range l.Itens {
			e := l.Elem(i)
			if c, ok := concessaoValida(e, p.nParadas); ok {
				p.concedidos = append(p.concedidos, c)
				continue
			}
			// Slow path, only for an invalid grant: report every problem.
			pai := caminhoIndice("concedidos", i)
			if e.Tipo != jsonc.Objeto {
				v.erro(pai, codTipoInvalido, "Cada concessão deve ser um objeto, mas veio "+e.Tipo.Nome()+".")
				continue
			}
			var c concessao
			cat, okCat := v.opcao(e, pai, "categoria", true, catJovem, catIdoso, catPcd, catAcompanhante)
			switch cat {
			case catIdoso:
				c.categoria = 1
			case catPcd, catAcompanhante:
				c.categoria = 2
			}
			tipo, okTipo := v.opcao(e, pai, "tipo", true, tipoGratuidade, tipoDesconto)
			c.desconto = tipo == tipoDesconto
			if okCat && okTipo && c.categoria == 2 && c.desconto {
				v.erro(caminho(pai, "tipo"), codValorInvalido, "O Passe Livre é gratuidade: não há vaga com desconto para pessoa com deficiência.")
			}
			var okDe, okAte bool
			c.de, okDe = v.indiceParada(e, pai, "de", p.nParadas)
			c.ate, okAte = v.indiceParada(e, pai, "ate", p.nParadas)
			if okDe && okAte && c.de >= c.ate {
				v.erro(pai, codOrdem, "A concessão deve ir de uma parada a outra posterior (de < ate).")
			}
			p.concedidos = append(p.concedidos, c)
		}
	}
	return p
}

// indiceParada reads a stop index 0 ≤ i < n (n = 0 when paradas is invalid:
// only the type and sign are checked then).
func (v *validador) indiceParada(obj *jsonc.Valor, pai, k string, n int) (int, bool) {
	max := int64(maxParadas - 1)
	if n > 0 {
		max = int64(n - 1)
	}
	i, ok := v.inteiro(obj, pai, k, true, 0, max, 0)
	if !ok {
		return 0, false
	}
	return int(i), n > 0
}

type resultadoDisponibilidade struct {
	// [categoria][0 gratuidade, 1 desconto]
	c    [3][2]contagem
	fund refs
}

var nomesCategoriaDisp = [3]string{catJovem, catIdoso, catPcd}

// calcularDisponibilidade counts, per category and kind, the seats occupied
// on the section (Res art149 §6): the largest number of grants covering any
// single leg of the section. A difference array over the legs makes it
// O(stops + grants).
func calcularDisponibilidade(p *pedidoDisponibilidade) resultadoDisponibilidade {
	var r resultadoDisponibilidade
	pernas := p.nParadas - 1 // leg i goes from stop i to stop i+1
	var dif [6][]int32
	buf := make([]int32, 6*(pernas+1))
	for k := range dif {
		dif[k] = buf[k*(pernas+1) : (k+1)*(pernas+1)]
	}
	for _, c := range p.concedidos {
		if c.ate <= p.de || c.de >= p.ate {
			continue // does not touch the section
		}
		k := c.categoria * 2
		if c.desconto {
			k++
		}
		dif[k][c.de]++
		dif[k][c.ate]--
	}
	var max [6]int64
	for k := range dif {
		var cur int64
		for i := 0; i < p.ate; i++ {
			cur += int64(dif[k][i])
			if i >= p.de && cur > max[k] {
				max[k] = cur
			}
		}
	}
	n := p.servicos
	r.c[0][0] = novaContagem(2*n, max[0], false) // Lei art32 I; Res art149 II
	r.c[0][1] = novaContagem(2*n, max[1], false) // Lei art32 II; Res art149 V
	r.c[1][0] = novaContagem(2*n, max[2], false) // EPI art40 I; Res art149 I
	r.c[1][1] = novaContagem(0, max[3], true)    // EPI art40 II; Res art149 IV: no limit
	r.c[2][0] = novaContagem(0, max[4], true)    // Res art149 III, §3: no limit
	r.c[2][1] = contagem{}                       // no discount for pcd
	r.fund.add(resArt149, resArt149Inc1, resArt149Inc2, resArt149Inc3, resArt149Inc4, resArt149Inc5,
		resArt149Par3, resArt149Par6, resArt150Par4)
	if n > 1 {
		r.fund.add(resArt149Par7)
	}
	return r
}

func (r *resultadoDisponibilidade) escrever(o *saida) {
	o.inicio(opDisponibilidade)
	o.Chave("categorias")
	o.AbreObj()
	for i, nome := range nomesCategoriaDisp {
		o.Chave(nome)
		o.AbreObj()
		o.Chave("gratuitas")
		o.contagem(r.c[i][0])
		o.Chave("descontos")
		o.contagem(r.c[i][1])
		o.FechaObj()
	}
	o.FechaObj()
	o.notas(nil)
	o.fundamentos(r.fund)
	o.FechaObj()
}

// concessaoValida reads a well-formed grant without building field paths
// (the common case, so that 1,000 grants cost no allocation); ok is false
// when anything is off, and the caller then reports the errors.
func concessaoValida(e *jsonc.Valor, n int) (concessao, bool) {
	var c concessao
	if e.Tipo != jsonc.Objeto {
		return c, false
	}
	cat, tipo := e.Campo("categoria"), e.Campo("tipo")
	if cat == nil || cat.Tipo != jsonc.Texto || tipo == nil || tipo.Tipo != jsonc.Texto {
		return c, false
	}
	switch cat.S {
	case catJovem:
	case catIdoso:
		c.categoria = 1
	case catPcd, catAcompanhante:
		c.categoria = 2
	default:
		return c, false
	}
	switch tipo.S {
	case tipoGratuidade:
	case tipoDesconto:
		if c.categoria == 2 {
			return c, false
		}
		c.desconto = true
	default:
		return c, false
	}
	var ok bool
	if c.de, ok = indiceSimples(e.Campo("de"), n); !ok {
		return c, false
	}
	if c.ate, ok = indiceSimples(e.Campo("ate"), n); !ok || c.de >= c.ate {
		return c, false
	}
	return c, true
}

func indiceSimples(m *jsonc.Valor, n int) (int, bool) {
	if m == nil || m.Tipo != jsonc.Numero || len(m.S) > 6 {
		return 0, false
	}
	i := 0
	for k := 0; k < len(m.S); k++ {
		d := m.S[k]
		if d < '0' || d > '9' {
			return 0, false
		}
		i = i*10 + int(d-'0')
	}
	return i, i < n
}
