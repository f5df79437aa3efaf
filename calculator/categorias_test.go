package calculator

import (
	"reflect"
	"slices"
	"strings"
	"testing"
	"viagemdedireito/calculator/instante"
)

// The table of categories (categorias.go): one row per value of the
// contract, every sentence it names a template of the beneficio block or
// nenhuma, and no sentence left at its zero value by omission (the zero
// frase is fBeneficioEscopoMesmaUfJovem, a real template: only the youth's mesmaUF may be
// it).
func TestTabelaDeCategorias(t *testing.T) {
	var valores []string
	for i := range categorias {
		c := &categorias[i]
		if slices.Contains(valores, c.valor) {
			t.Errorf("categoria %q repetida", c.valor)
		}
		valores = append(valores, c.valor)
		if c.rotulo == "" || c.resumo == "" || c.nome == "" {
			t.Errorf("%s: rótulo, resumo e nome são obrigatórios", c.valor)
		}
		if len(c.base.rodoviario) == 0 || len(c.base.outros) == 0 {
			t.Errorf("%s: sem fundamento", c.valor)
		}
		for _, f := range []frase{c.mesmaUF, c.foraLinhaRegular} {
			if f == nenhuma {
				t.Errorf("%s: uma regra de escopo sem frase", c.valor)
			}
		}
		frasesDaLinha(t, c.valor, "", reflect.ValueOf(*c))
	}
	want := []string{catJovem, catIdoso, catPcd, catAcompanhante, catCrianca}
	if !slices.Equal(valores, want) || !slices.Equal(Categoria("").Valores(), want) {
		t.Errorf("valores %v, Categoria.Valores %v; o contrato v1 lista %v", valores, Categoria("").Valores(), want)
	}
}

// frasesDaLinha checks every frase reachable from v (fields, porModo,
// slices, nested structs).
func frasesDaLinha(t *testing.T, cat, caminho string, v reflect.Value) {
	t.Helper()
	switch {
	case v.Type() == reflect.TypeOf(frase(0)):
		f := frase(v.Uint())
		if f == nenhuma {
			return
		}
		if f/tamanhoBloco != blocoBeneficio/tamanhoBloco || int(f%tamanhoBloco) >= len(frasesBeneficio) {
			t.Errorf("%s.%s: frase %d fora do bloco beneficio", cat, caminho, f)
		}
		if f == fBeneficioEscopoMesmaUfJovem && !(cat == catJovem && caminho == ".mesmaUF") {
			t.Errorf("%s%s: frase zero (fBeneficioEscopoMesmaUfJovem): o campo foi esquecido? Use nenhuma", cat, caminho)
		}
	case v.Kind() == reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			frasesDaLinha(t, cat, caminho+"."+v.Type().Field(i).Name, v.Field(i))
		}
	case v.Kind() == reflect.Slice:
		for i := 0; i < v.Len(); i++ {
			frasesDaLinha(t, cat, caminho, v.Index(i))
		}
	}
}

// The site's view of the table: the questions that depend on the category
// are the rules' own (the seats asked where they decide, the discount's
// window, the seat the child takes, the companion).
func TestCategoriasDoSite(t *testing.T) {
	got := map[string]CategoriaSite{}
	for _, c := range Categorias() {
		got[c.Valor] = c
	}
	if v := got[catJovem]; !slices.Equal(v.VagasEm, Modal("").Valores()) || v.Descontos != "contados" || v.Gratuitas != 2 || v.JanelaDesconto || !v.Navegacao {
		t.Errorf("jovem: %+v", v)
	}
	if v := got[catIdoso]; len(v.VagasEm) != 3 || v.Descontos != "sem_limite" || !v.JanelaDesconto || v.RecusaDesconto != "idoso_desconto" {
		t.Errorf("idoso: %+v", v)
	}
	if v := got[catPcd]; !slices.Equal(v.VagasEm, []string{modFerroviario, modAquaviario}) || v.Descontos != "" || !v.Acompanhante || v.Navegacao {
		t.Errorf("pcd: %+v", v)
	}
	if v := got[catAcompanhante]; len(v.VagasEm) != 0 || v.Acompanhante || v.SecaoGuia != "" {
		t.Errorf("pcd_acompanhante: %+v", v)
	}
	if v := got[catCrianca]; len(v.VagasEm) != 0 || !v.Poltrona || v.Sujeito == "" || v.RecusaGratuidade != "crianca" {
		t.Errorf("crianca: %+v", v)
	}
}

// Adding a category (README.md, "Adding a category"), followed once for a
// throwaway one: a hypothetical law gives teachers from 18 to 70 years of
// age one free seat per vehicle on every mode, then one discounted seat,
// with the youth's sentences (a real category would add its own to the
// catalogue). The row is added to a copy of the table; the engine answers
// it with no other change.
func TestCategoriaDescartavel(t *testing.T) {
	tabela := append([]regraCategoria(nil), categorias[:]...)
	nova := categorias[0] // step 1: a row, here started from the youth's
	nova.valor, nova.rotulo, nova.resumo, nova.nome = "professor", "Professor de 18 a 70 anos", "Professor", "Professor"
	nova.idade = faixaEtaria{tem: true, min: 18, max: 70, fora: fBeneficioIdadeJovem, adolescente: nenhuma, adolescenteComecou: nenhuma}
	nova.vagas = regraVagas{conta: true, gratuitas: 1, descontos: 1}
	nova.base = emTodos([]ref{leiArt32})
	tabela = append(tabela, nova)
	c, ok := categoriaEm(tabela, "professor")
	if !ok {
		t.Fatal("a categoria nova não está na cópia da tabela")
	}
	if _, ok := categoriaEm(categorias[:], "professor"); ok {
		t.Fatal("a tabela do motor mudou")
	}
	partida := instante.Date(2026, 12, 24, 9, 30, 0, 0, instante.FixedZone("", -3*3600))
	pedido := func(nasc instante.Time, g, d int64, agora instante.Time) PedidoBeneficio {
		return PedidoBeneficio{Agora: agora, Categoria: "professor", Nascimento: &nasc,
			Viagem: ViagemBeneficio{Modal: modRodoviario, UfOrigem: "SP", UfDestino: "MG", Convencional: true, PartidaLinha: partida},
			Vagas:  &VagasConcedidas{GratuitasConcedidas: &g, DescontosConcedidos: &d}}
	}
	cedo := partida.Add(-48 * instante.Hour)
	casos := []struct {
		nome       string
		p          PedidoBeneficio
		beneficio  string
		motivo     string
		disponivel int64
	}{
		{"1 vaga gratuita, nenhuma concedida", pedido(instante.Date(1980, 1, 1, 0, 0, 0, 0, instante.UTC), 0, 0, cedo), benGratuidade, "(vagas gratuitas já concedidas: 0 de 1)", 1},
		{"a gratuita concedida: desconto", pedido(instante.Date(1980, 1, 1, 0, 0, 0, 0, instante.UTC), 1, 0, cedo), benDesconto, "(vagas com desconto já concedidas: 0 de 1)", 0},
		{"as duas concedidas", pedido(instante.Date(1980, 1, 1, 0, 0, 0, 0, instante.UTC), 1, 1, cedo), benNenhum, "As 1 vagas gratuitas", 0},
		{"71 anos na data da viagem", pedido(instante.Date(1955, 12, 24, 0, 0, 0, 0, instante.UTC), 0, 0, cedo), benNenhum, "terá 71 anos", 0},
		{"70 anos na data da viagem", pedido(instante.Date(1956, 12, 24, 0, 0, 0, 0, instante.UTC), 0, 0, cedo), benGratuidade, "0 de 1", 1},
	}
	for _, k := range casos {
		r := beneficioDe(&k.p, c)
		if r.beneficio != k.beneficio || !strings.Contains(r.motivo.texto, k.motivo) || r.gratuitas.disponiveis != k.disponivel {
			t.Errorf("%s: %s (%q), gratuitas disponíveis %d; quer %s com %q, %d", k.nome, r.beneficio, r.motivo.texto, r.gratuitas.disponiveis, k.beneficio, k.motivo, k.disponivel)
		}
		if k.beneficio != benNenhum && (!r.temPrazos || r.situacao != sitGarantida || len(r.documentos) == 0) {
			t.Errorf("%s: prazos %v, situação %q, documentos %d", k.nome, r.temPrazos, r.situacao, len(r.documentos))
		}
	}
	if s := categoriasDoSite(tabela); s[len(s)-1].Valor != "professor" || s[len(s)-1].Gratuitas != 1 {
		t.Errorf("o site não lê a categoria nova: %+v", s[len(s)-1])
	}
}
