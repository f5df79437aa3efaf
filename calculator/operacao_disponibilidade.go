package calculator

import (
	"strconv"

	"viagemdedireito/calculator/internal/jsonc"
)

// The boundary of disponibilidade (see operacao_beneficio.go).

var (
	opcoesCategoriaVaga = CategoriaVaga("").Valores()
	opcoesTipoConcessao = TipoConcessao("").Valores()
)

func decodificarDisponibilidade(raiz *jsonc.Valor, v *validador) PedidoDisponibilidade {
	var p PedidoDisponibilidade
	n := 0 // stops, 0 when paradas is invalid
	if l := v.lista(raiz, "", "paradas", true); l != nil {
		if v.confereParadas(len(l.Itens)) {
			n = len(l.Itens)
			p.Paradas = make([]string, n)
			for i := range l.Itens {
				e := l.Elem(i)
				campo := caminhoIndice("paradas", i)
				if e.Tipo != jsonc.Texto {
					v.erro(campo, codTipoInvalido, "Cada parada deve ser um texto, mas veio "+e.Tipo.Nome()+".")
					continue
				}
				v.confereParada(campo, e.S)
				p.Paradas[i] = e.S
			}
		}
	}
	if s, ok := v.inteiro(raiz, "", "servicosSimultaneos", false, 1, maxServicos, 1); ok {
		p.ServicosSimultaneos = &s
	}
	if t := v.objeto(raiz, "", "trecho", true); t != nil {
		var okDe, okAte bool
		p.Trecho.De, okDe = v.indiceParada(t, "trecho", "de", n)
		p.Trecho.Ate, okAte = v.indiceParada(t, "trecho", "ate", n)
		v.ordemTrecho("trecho", p.Trecho.De, p.Trecho.Ate, okDe && okAte)
	}
	if l := v.lista(raiz, "", "concedidos", false); l != nil {
		if !v.confereConcedidos(len(l.Itens)) {
			return p
		}
		p.Concedidos = make([]Concessao, 0, len(l.Itens))
		for i := range l.Itens {
			e := l.Elem(i)
			if c, ok := concessaoValida(e, n); ok {
				p.Concedidos = append(p.Concedidos, c)
				continue
			}
			// Slow path, only for an invalid grant: report every problem.
			pai := caminhoIndice("concedidos", i)
			if e.Tipo != jsonc.Objeto {
				v.erro(pai, codTipoInvalido, "Cada concessão deve ser um objeto, mas veio "+e.Tipo.Nome()+".")
				continue
			}
			var c Concessao
			cat, okCat := v.opcao(e, pai, "categoria", true, opcoesCategoriaVaga...)
			tipo, okTipo := v.opcao(e, pai, "tipo", true, opcoesTipoConcessao...)
			c.Categoria, c.Tipo = CategoriaVaga(cat), TipoConcessao(tipo)
			v.conferePasseLivreDesconto(pai, &c, okCat && okTipo)
			var okDe, okAte bool
			c.De, okDe = v.indiceParada(e, pai, "de", n)
			c.Ate, okAte = v.indiceParada(e, pai, "ate", n)
			v.ordemConcessao(pai, &c, okDe && okAte)
			p.Concedidos = append(p.Concedidos, c)
		}
	}
	return p
}

func validarDisponibilidade(p *PedidoDisponibilidade, v *validador) {
	n := 0
	if v.confereParadas(len(p.Paradas)) {
		n = len(p.Paradas)
		for i, s := range p.Paradas {
			v.confereParada(caminhoIndice("paradas", i), s)
		}
	}
	if p.ServicosSimultaneos != nil {
		v.confereInteiro("servicosSimultaneos", *p.ServicosSimultaneos, 1, maxServicos)
	}
	okDe := v.confereIndiceParada("trecho.de", p.Trecho.De, n)
	okAte := v.confereIndiceParada("trecho.ate", p.Trecho.Ate, n)
	v.ordemTrecho("trecho", p.Trecho.De, p.Trecho.Ate, okDe && okAte)
	if !v.confereConcedidos(len(p.Concedidos)) {
		return
	}
	for i := range p.Concedidos {
		c := &p.Concedidos[i]
		pai := caminhoIndice("concedidos", i)
		okCat := v.confereOpcao(pai+".categoria", string(c.Categoria), opcoesCategoriaVaga)
		okTipo := v.confereOpcao(pai+".tipo", string(c.Tipo), opcoesTipoConcessao)
		v.conferePasseLivreDesconto(pai, c, okCat && okTipo)
		okDe := v.confereIndiceParada(pai+".de", c.De, n)
		okAte := v.confereIndiceParada(pai+".ate", c.Ate, n)
		v.ordemConcessao(pai, c, okDe && okAte)
	}
}

func (v *validador) confereParadas(n int) bool {
	switch {
	case n < 2:
		v.erro("paradas", codListaTamanho, "Informe ao menos 2 paradas, na ordem da linha.")
	case n > maxParadas:
		v.erro("paradas", codListaTamanho, "São aceitas no máximo "+strconv.Itoa(maxParadas)+" paradas.")
	default:
		return true
	}
	return false
}

func (v *validador) confereParada(campo, s string) {
	if len(s) > maxTextoCurto {
		v.erro(campo, codTextoLongo, "Nome de parada longo demais: o máximo é "+strconv.Itoa(maxTextoCurto)+" bytes.")
	}
}

func (v *validador) confereConcedidos(n int) bool {
	if n > maxConcedidos {
		v.erro("concedidos", codListaTamanho, "São aceitas no máximo "+strconv.Itoa(maxConcedidos)+" concessões.")
		return false
	}
	return true
}

func (v *validador) conferePasseLivreDesconto(pai string, c *Concessao, ok bool) {
	pcd := c.Categoria == catPcd || c.Categoria == catAcompanhante
	if ok && pcd && c.Tipo == tipoDesconto {
		v.erro(caminho(pai, "tipo"), codValorInvalido, "O Passe Livre é gratuidade: não há vaga com desconto para pessoa com deficiência.")
	}
}

func (v *validador) ordemTrecho(campo string, de, ate int64, ok bool) {
	if ok && de >= ate {
		v.erro(campo, codOrdem, "O trecho deve ir de uma parada a outra posterior (de < ate).")
	}
}

func (v *validador) ordemConcessao(pai string, c *Concessao, ok bool) {
	if ok && c.De >= c.Ate {
		v.erro(pai, codOrdem, "A concessão deve ir de uma parada a outra posterior (de < ate).")
	}
}

// indiceParada reads a stop index 0 ≤ i < n (n = 0 when paradas is invalid:
// only the type and sign are checked then).
func (v *validador) indiceParada(obj *jsonc.Valor, pai, k string, n int) (int64, bool) {
	i, ok := v.inteiro(obj, pai, k, true, 0, maxIndiceParada(n), 0)
	if !ok {
		return 0, false
	}
	return i, n > 0
}

// confereIndiceParada checks a stop index of a typed request (see
// indiceParada).
func (v *validador) confereIndiceParada(campo string, i int64, n int) bool {
	return v.confereInteiro(campo, i, 0, maxIndiceParada(n)) && n > 0
}

func maxIndiceParada(n int) int64 {
	if n > 0 {
		return int64(n - 1)
	}
	return maxParadas - 1
}

func pedidoDisponibilidadeDe(p *PedidoDisponibilidade) pedidoDisponibilidade {
	q := pedidoDisponibilidade{nParadas: len(p.Paradas), servicos: 1, de: int(p.Trecho.De), ate: int(p.Trecho.Ate)}
	if p.ServicosSimultaneos != nil {
		q.servicos = *p.ServicosSimultaneos
	}
	q.concedidos = make([]concessao, len(p.Concedidos))
	for i, c := range p.Concedidos {
		k := &q.concedidos[i]
		switch c.Categoria {
		case catIdoso:
			k.categoria = 1
		case catPcd, catAcompanhante:
			k.categoria = 2
		}
		k.desconto = c.Tipo == tipoDesconto
		k.de, k.ate = int(c.De), int(c.Ate)
	}
	return q
}

// Disponibilidade answers a typed disponibilidade request (see Beneficio).
func Disponibilidade(p PedidoDisponibilidade) (RespostaDisponibilidade, []Erro) {
	var v validador
	validarDisponibilidade(&p, &v)
	if len(v.erros) > 0 {
		return RespostaDisponibilidade{}, v.erros
	}
	return responderDisponibilidade(&p), nil
}

// responderDisponibilidade answers a valid request.
func responderDisponibilidade(p *PedidoDisponibilidade) RespostaDisponibilidade {
	q := pedidoDisponibilidadeDe(p)
	r := calcularDisponibilidade(&q)
	return r.resposta()
}

func (r *resultadoDisponibilidade) resposta() RespostaDisponibilidade {
	vagas := func(i int) Vagas { return Vagas{Gratuitas: r.c[i][0].resposta(), Descontos: r.c[i][1].resposta()} }
	return RespostaDisponibilidade{
		Categorias:  CategoriasDisponibilidade{Jovem: vagas(0), Idoso: vagas(1), Pcd: vagas(2)},
		Notas:       []Nota{},
		Fundamentos: Fundamentacao{r.fund},
	}
}

func (r *RespostaDisponibilidade) escrever(o *saida) {
	o.Chave("categorias")
	o.AbreObj()
	o.Chave(catJovem)
	o.vagas(&r.Categorias.Jovem)
	o.Chave(catIdoso)
	o.vagas(&r.Categorias.Idoso)
	o.Chave(catPcd)
	o.vagas(&r.Categorias.Pcd)
	o.FechaObj()
	o.notas(r.Notas)
	o.fundamentos(r.Fundamentos.r)
}

// concessaoValida reads a well-formed grant without building field paths
// (the common case, so that 1,000 grants cost no allocation); ok is false
// when anything is off, and the caller then reports the errors.
func concessaoValida(e *jsonc.Valor, n int) (Concessao, bool) {
	var c Concessao
	if e.Tipo != jsonc.Objeto {
		return c, false
	}
	cat, tipo := e.Campo("categoria"), e.Campo("tipo")
	if cat == nil || cat.Tipo != jsonc.Texto || tipo == nil || tipo.Tipo != jsonc.Texto {
		return c, false
	}
	switch cat.S {
	case catJovem, catIdoso, catPcd, catAcompanhante:
		c.Categoria = CategoriaVaga(cat.S)
	default:
		return c, false
	}
	switch tipo.S {
	case tipoGratuidade:
	case tipoDesconto:
		if c.Categoria == catPcd || c.Categoria == catAcompanhante {
			return c, false
		}
	default:
		return c, false
	}
	c.Tipo = TipoConcessao(tipo.S)
	var ok bool
	if c.De, ok = indiceSimples(e.Campo("de"), n); !ok {
		return c, false
	}
	if c.Ate, ok = indiceSimples(e.Campo("ate"), n); !ok || c.De >= c.Ate {
		return c, false
	}
	return c, true
}

func indiceSimples(m *jsonc.Valor, n int) (int64, bool) {
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
	return int64(i), i < n
}

// jsonDisponibilidade is the registry's JSON path of disponibilidade.
func jsonDisponibilidade(raiz *jsonc.Valor, v *validador, o *saida) {
	p := decodificarDisponibilidade(raiz, v)
	if len(v.erros) > 0 {
		return
	}
	r := responderDisponibilidade(&p)
	r.escrever(o)
}

type tiposDisponibilidade struct{}

func (tiposDisponibilidade) tipos() (pedido, resposta any) {
	return PedidoDisponibilidade{}, RespostaDisponibilidade{}
}
