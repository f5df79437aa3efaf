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

// ler reads or checks a disponibilidade request (see PedidoBeneficio.ler).
func (p *PedidoDisponibilidade) ler(v *validador) {
	nParadas := 0 // 0 when paradas is invalid
	if n, ok := v.lista("paradas", true, len(p.Paradas)); ok && v.confereParadas(n) {
		nParadas = n
		if v.json() {
			p.Paradas = make([]string, n)
		}
		for i := range n {
			if v.json() {
				e := v.obj.Campo("paradas").Elem(i)
				if e.Tipo != jsonc.Texto {
					v.erro(jsonc.CaminhoIndice("paradas", i), codTipoInvalido, "Cada parada deve ser um texto, mas veio "+e.Tipo.Nome()+".")
					continue
				}
				p.Paradas[i] = e.S
			}
			v.confereParada(i, p.Paradas[i])
		}
	}
	v.inteiroOpcional("servicosSimultaneos", &p.ServicosSimultaneos, 1, maxServicos)
	if volta, ok := v.objeto("trecho", true, true); ok {
		okDe := v.indiceParada("de", &p.Trecho.De, nParadas)
		okAte := v.indiceParada("ate", &p.Trecho.Ate, nParadas)
		v.ordemTrecho(p.Trecho.De, p.Trecho.Ate, okDe && okAte)
		v.volta(volta)
	}
	n, ok := v.lista("concedidos", false, len(p.Concedidos))
	if !ok || !v.confereConcedidos(n) {
		return
	}
	if v.json() {
		p.Concedidos = make([]Concessao, n)
	}
	for i := range n {
		c := &p.Concedidos[i]
		volta, ok := v.item("concedidos", i, "concessão")
		if !ok {
			continue
		}
		okCat := v.opcao("categoria", (*string)(&c.Categoria), true, opcoesCategoriaVaga)
		okTipo := v.opcao("tipo", (*string)(&c.Tipo), true, opcoesTipoConcessao)
		v.conferePasseLivreDesconto(c, okCat && okTipo)
		okDe := v.indiceParada("de", &c.De, nParadas)
		okAte := v.indiceParada("ate", &c.Ate, nParadas)
		v.ordemConcessao(c, okDe && okAte)
		v.volta(volta)
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

func (v *validador) confereParada(i int, s string) {
	if len(s) > maxTextoCurto {
		v.erro(jsonc.CaminhoIndice("paradas", i), codTextoLongo, "Nome de parada longo demais: o máximo é "+strconv.Itoa(maxTextoCurto)+" bytes.")
	}
}

func (v *validador) confereConcedidos(n int) bool {
	if n > maxConcedidos {
		v.erro("concedidos", codListaTamanho, "São aceitas no máximo "+strconv.Itoa(maxConcedidos)+" concessões.")
		return false
	}
	return true
}

func (v *validador) conferePasseLivreDesconto(c *Concessao, ok bool) {
	pcd := c.Categoria == catPcd || c.Categoria == catAcompanhante
	if ok && pcd && c.Tipo == tipoDesconto {
		v.erroEm("tipo", codValorInvalido, "O Passe Livre é gratuidade: não há vaga com desconto para pessoa com deficiência.")
	}
}

func (v *validador) ordemTrecho(de, ate int64, ok bool) {
	if ok && de >= ate {
		v.erroEm("", codOrdem, "O trecho deve ir de uma parada a outra posterior (de < ate).")
	}
}

func (v *validador) ordemConcessao(c *Concessao, ok bool) {
	if ok && c.De >= c.Ate {
		v.erroEm("", codOrdem, "A concessão deve ir de uma parada a outra posterior (de < ate).")
	}
}

// indiceParada reads a stop index 0 ≤ i < n (n = 0 when paradas is invalid:
// only the type and sign are checked then); ok when it is a valid index.
func (v *validador) indiceParada(k string, i *int64, n int) bool {
	return v.inteiro(k, i, true, 0, maxIndiceParada(n)) && n > 0
}

func maxIndiceParada(n int) int64 {
	if n > 0 {
		return int64(n - 1)
	}
	return maxParadas - 1
}

// responderDisponibilidade answers a valid request.
func responderDisponibilidade(p *PedidoDisponibilidade) RespostaDisponibilidade {
	r := calcularDisponibilidade(p)
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
