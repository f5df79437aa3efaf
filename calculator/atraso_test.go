package calculator

import (
	"strings"
	"testing"
)

// Table tests of atraso (rules.md, "Revision 3", R4) at the boundaries the
// issue lists.

const baseAtraso = `{"operacao": "atraso", "agora": "2026-12-24T09:30:00-03:00", "modal": "rodoviario",
 "evento": "atraso_partida", "previsto": "2026-12-24T08:00:00-03:00", "compra": {"tarifa": 15000}}`

const baseInterrupcao = `{"operacao": "atraso", "agora": "2026-12-24T20:00:00-03:00", "modal": "rodoviario",
 "evento": "interrupcao", "interrompidaEm": "2026-12-24T14:00:00-03:00", "compra": {"tarifa": 15000}}`

const baseMudancaClasse = `{"operacao": "atraso", "agora": "2026-12-24T20:00:00-03:00", "modal": "rodoviario",
 "evento": "mudanca_classe", "sentido": "inferior", "precoClasseOferecida": 11000, "compra": {"tarifa": 15000}}`

// codigos lists the codes of the answer's direitos, "null" when null.
func codigos(t *testing.T, m map[string]any) string {
	t.Helper()
	if m["direitos"] == nil {
		return "null"
	}
	var out []string
	for _, d := range m["direitos"].([]any) {
		out = append(out, d.(map[string]any)["codigo"].(string))
	}
	return strings.Join(out, " ")
}

// textos joins every sentence of the answer (direitos and notas).
func textos(m map[string]any) string {
	var out []string
	if l, ok := m["direitos"].([]any); ok {
		for _, d := range l {
			out = append(out, d.(map[string]any)["texto"].(string))
		}
	}
	for _, n := range m["notas"].([]any) {
		out = append(out, n.(map[string]any)["texto"].(string))
	}
	return strings.Join(out, "\n")
}

type casoAtraso struct {
	nome      string
	base      string
	ed        map[string]any
	codigos   string
	campos    []any // path, value pairs for igual
	diz       []string
	naoDiz    []string
	cita      []string // norma#dispositivo in fundamentos
	naoCita   []string
	notaCitaA string // some note cites this norma#dispositivo
}

func TestAtraso(t *testing.T) {
	casos := []casoAtraso{
		// Departure: art. 3º applies strictly over 1 h (L11975 art3 "por mais de 1 (uma) hora").
		{nome: "partiu com exatamente 1 h de atraso", base: baseAtraso, ed: map[string]any{"partida": "2026-12-24T09:00:00-03:00"},
			codigos: "alimentacao_hospedagem",
			campos:  []any{"prazos.direitoAPartirDe", "2026-12-24T09:00:00-03:00", "prazos.continuidadeAte", nil, "valores.reembolso", nil, "valores.diferenca", nil},
			diz:     []string{"atrasou 1 h, sem passar de 1 hora"}, cita: []string{"lei-11975-2009#art5", "lei-11975-2009#art3"}},
		{nome: "partiu com 1 h 1 min de atraso", base: baseAtraso, ed: map[string]any{"partida": "2026-12-24T09:01:00-03:00"},
			codigos: "alimentacao_hospedagem outra_empresa_ou_reembolso",
			campos:  []any{"prazos.direitoAPartirDe", "2026-12-24T09:00:00-03:00", "valores.reembolso", 15000, "valores.diferenca", nil},
			diz:     []string{"passou de 1 hora (1 h 1 min)", "R$ 150,00"}},
		{nome: "ainda parado, exatamente 1 h", base: baseAtraso, ed: map[string]any{"agora": "2026-12-24T09:00:00-03:00"},
			codigos: "alimentacao_hospedagem", campos: []any{"valores.reembolso", nil},
			diz: []string{"Até agora o atraso é de 1 h.", "depois de 24/12/2026 às 09:00"}},
		{nome: "ainda parado, 1 h e 1 s", base: baseAtraso, ed: map[string]any{"agora": "2026-12-24T09:00:01-03:00"},
			codigos: "alimentacao_hospedagem outra_empresa_ou_reembolso", campos: []any{"valores.reembolso", 15000},
			diz: []string{"(1 h)"}, naoDiz: []string{" s)"}},
		{nome: "1 h 1 min sem tarifa", base: baseAtraso, ed: map[string]any{"agora": "2026-12-24T09:01:00-03:00", "compra": nil},
			codigos: "alimentacao_hospedagem outra_empresa_ou_reembolso", campos: []any{"valores.reembolso", nil}, naoDiz: []string{"R$"}},
		{nome: "parada prevista no meio do percurso, noutro fuso", base: baseAtraso,
			ed:      map[string]any{"previsto": "2026-12-24T07:00:00-04:00", "partida": "2026-12-24T07:20:00-04:00"},
			codigos: "alimentacao_hospedagem", campos: []any{"prazos.direitoAPartirDe", "2026-12-24T08:00:00-04:00"},
			diz: []string{"atrasou 20 min"}},
		{nome: "partiu no horário", base: baseAtraso, ed: map[string]any{"partida": "2026-12-24T08:00:00-03:00"},
			codigos: "", campos: []any{"prazos.direitoAPartirDe", "2026-12-24T09:00:00-03:00"}, diz: []string{"não houve atraso"}},
		{nome: "horário previsto ainda não chegou", base: baseAtraso, ed: map[string]any{"agora": "2026-12-24T07:00:00-03:00"},
			codigos: "", campos: []any{"prazos.direitoAPartirDe", "2026-12-24T09:00:00-03:00", "valores.reembolso", nil},
			diz: []string{"ainda não chegou", "depois de 24/12/2026 às 09:00"}},

		// Interruption by the company: continuity within 3 h (art4 caput), else the refund (p.u.).
		{nome: "retomada em exatamente 3 h", base: baseInterrupcao, ed: map[string]any{"retomadaEm": "2026-12-24T17:00:00-03:00"},
			codigos: "continuidade alimentacao_hospedagem",
			campos:  []any{"prazos.continuidadeAte", "2026-12-24T17:00:00-03:00", "prazos.direitoAPartirDe", nil, "valores.reembolso", nil},
			// Revision 4, R1: the sentence says the deadline was met and no
			// refund is due, citing art4 p.u. for that.
			diz: []string{"retomada em 24/12/2026 às 17:00, dentro das 3 horas", "a empresa cumpriu esse prazo", "não é devida"}, cita: []string{"lei-11975-2009#art4_par1u"}},
		{nome: "retomada em 3 h 1 min", base: baseInterrupcao, ed: map[string]any{"retomadaEm": "2026-12-24T17:01:00-03:00"},
			codigos: "continuidade reembolso_interrupcao alimentacao_hospedagem",
			campos:  []any{"prazos.continuidadeAte", "2026-12-24T17:00:00-03:00", "valores.reembolso", 15000},
			diz:     []string{"só foi retomada em 24/12/2026 às 17:01", "O valor da passagem a devolver é R$ 150,00."},
			cita:    []string{"lei-11975-2009#art4", "lei-11975-2009#art4_par1u", "lei-11975-2009#art5"}},
		{nome: "não retomada, agora em exatamente 3 h", base: baseInterrupcao, ed: map[string]any{"agora": "2026-12-24T17:00:00-03:00"},
			codigos: "continuidade alimentacao_hospedagem", campos: []any{"valores.reembolso", nil},
			diz: []string{"Se a viagem não for retomada até 24/12/2026 às 17:00"}, notaCitaA: "lei-11975-2009#art4_par1u"},
		{nome: "não retomada, agora em 3 h 1 min", base: baseInterrupcao, ed: map[string]any{"agora": "2026-12-24T17:01:00-03:00"},
			codigos: "continuidade reembolso_interrupcao alimentacao_hospedagem", campos: []any{"valores.reembolso", 15000},
			diz: []string{"até agora a viagem não foi retomada"}},
		{nome: "não retomada, sem tarifa", base: baseInterrupcao, ed: map[string]any{"compra": nil},
			codigos: "continuidade reembolso_interrupcao alimentacao_hospedagem", campos: []any{"valores.reembolso", nil}},
		// Art. 6º: the passenger's own initiative.
		{nome: "iniciativa do passageiro", base: baseInterrupcao, ed: map[string]any{"porIniciativaDoPassageiro": true},
			codigos: "sem_reembolso", campos: []any{"prazos.continuidadeAte", nil, "valores.reembolso", nil},
			cita: []string{"lei-11975-2009#art6"}, naoCita: []string{"lei-11975-2009#art5"}},
		{nome: "iniciativa do passageiro, 3 h 1 min depois", base: baseInterrupcao,
			ed:      map[string]any{"porIniciativaDoPassageiro": true, "agora": "2026-12-24T17:01:00-03:00"},
			codigos: "sem_reembolso", campos: []any{"prazos.continuidadeAte", nil, "valores.reembolso", nil}},

		// Class change (art12).
		{nome: "classe inferior com os dois valores", base: baseMudancaClasse, codigos: "restituicao_diferenca",
			campos: []any{"valores.diferenca", 4000, "valores.reembolso", nil, "prazos.direitoAPartirDe", nil, "prazos.continuidadeAte", nil},
			diz:    []string{"A diferença a restituir é R$ 40,00", "depois da viagem"}, cita: []string{"lei-11975-2009#art12_par1", "lei-11975-2009#art12_par2"}},
		{nome: "classe inferior sem o preço oferecido", base: baseMudancaClasse, ed: map[string]any{"precoClasseOferecida": nil},
			codigos: "restituicao_diferenca", campos: []any{"valores.diferenca", nil}, diz: []string{"informe a tarifa paga e o preço da classe oferecida"}},
		{nome: "classe inferior sem a tarifa", base: baseMudancaClasse, ed: map[string]any{"compra": nil},
			codigos: "restituicao_diferenca", campos: []any{"valores.diferenca", nil}},
		{nome: "classe inferior com preço igual à tarifa", base: baseMudancaClasse, ed: map[string]any{"precoClasseOferecida": 15000},
			codigos: "restituicao_diferenca", campos: []any{"valores.diferenca", 0}, diz: []string{"não é menor que a tarifa paga"}},
		{nome: "classe inferior 1 centavo abaixo", base: baseMudancaClasse, ed: map[string]any{"precoClasseOferecida": 14999},
			codigos: "restituicao_diferenca", campos: []any{"valores.diferenca", 1}},
		{nome: "classe superior", base: baseMudancaClasse, ed: map[string]any{"sentido": "superior"},
			codigos: "sem_diferenca", campos: []any{"valores.diferenca", nil, "valores.reembolso", nil},
			cita: []string{"lei-11975-2009#art12"}, naoCita: []string{"lei-11975-2009#art12_par1"}},

		// Out of scope: other modes (L11975 art1) and semi-urban lines (art11).
		{nome: "trem", base: baseAtraso, ed: map[string]any{"modal": "ferroviario", "agora": "2026-12-24T10:00:00-03:00"},
			codigos: "null", campos: []any{"prazos.direitoAPartirDe", nil, "prazos.continuidadeAte", nil, "valores.reembolso", nil, "valores.diferenca", nil},
			diz: []string{"transporte ferroviário", "transporte coletivo rodoviário"}, cita: []string{"lei-11975-2009#art1"}, naoCita: []string{"lei-11975-2009#art3"}},
		{nome: "barco, interrupção", base: baseInterrupcao, ed: map[string]any{"modal": "aquaviario"},
			codigos: "null", campos: []any{"prazos.continuidadeAte", nil, "valores.reembolso", nil}, diz: []string{"transporte aquaviário"}},
		{nome: "linha semiurbana", base: baseAtraso, ed: map[string]any{"linhaSemiurbana": true},
			codigos: "null", campos: []any{"prazos.direitoAPartirDe", nil, "valores.reembolso", nil},
			diz: []string{"semiurbana"}, cita: []string{"lei-11975-2009#art11"}, naoCita: []string{"lei-11975-2009#art3"}},
		{nome: "linha semiurbana, classe", base: baseMudancaClasse, ed: map[string]any{"linhaSemiurbana": true},
			codigos: "null", campos: []any{"valores.diferenca", nil}, cita: []string{"lei-11975-2009#art11"}},
		{nome: "linha não semiurbana (false)", base: baseAtraso, ed: map[string]any{"linhaSemiurbana": false},
			codigos: "alimentacao_hospedagem outra_empresa_ou_reembolso"},
	}
	rodarCasosAtraso(t, casos)
}

// rodarCasosAtraso runs each case as a subtest.
func rodarCasosAtraso(t *testing.T, casos []casoAtraso) {
	for _, c := range casos {
		t.Run(c.nome, func(t *testing.T) {
			req := c.base
			if c.ed != nil {
				req = montar(t, c.base, c.ed)
			}
			m := calcOK(t, req)
			if got := codigos(t, m); got != c.codigos {
				t.Errorf("direitos %q, esperava %q", got, c.codigos)
			}
			igual(t, m, c.campos...)
			tx := textos(m)
			for _, s := range c.diz {
				if !strings.Contains(tx, s) {
					t.Errorf("a resposta não diz %q:\n%s", s, tx)
				}
			}
			for _, s := range c.naoDiz {
				if strings.Contains(tx, s) {
					t.Errorf("a resposta diz %q:\n%s", s, tx)
				}
			}
			for _, f := range c.cita {
				if !temFundamento(m, "fundamentos", f) {
					t.Errorf("fundamentos sem %s", f)
				}
			}
			for _, f := range c.naoCita {
				if temFundamento(m, "fundamentos", f) {
					t.Errorf("fundamentos com %s", f)
				}
			}
			if c.notaCitaA != "" {
				achou := false
				for i := range m["notas"].([]any) {
					achou = achou || temFundamento(m, "notas."+itoa(int64(i))+".fundamentos", c.notaCitaA)
				}
				if !achou {
					t.Errorf("nenhuma nota cita %s", c.notaCitaA)
				}
			}
			if err := verificarResposta(Calcular([]byte(req)), opAtraso); err != nil {
				t.Error(err)
			}
			if t.Failed() {
				t.Logf("pedido %s\nresposta %s", req, Calcular([]byte(req)))
			}
		})
	}
}

// Every sentence of an answer carries its own grounds, and the answer's
// fundamentos are exactly their union.
func TestAtrasoFundamentosSaoAUniao(t *testing.T) {
	for _, req := range []string{baseAtraso, baseInterrupcao, baseMudancaClasse,
		montar(t, baseInterrupcao, map[string]any{"porIniciativaDoPassageiro": true}),
		montar(t, baseAtraso, map[string]any{"modal": "aquaviario"})} {
		m := calcOK(t, req)
		uniao := map[string]bool{}
		var frases []any
		if l, ok := m["direitos"].([]any); ok {
			frases = append(frases, l...)
		}
		frases = append(frases, m["notas"].([]any)...)
		for _, f := range frases {
			fs := f.(map[string]any)["fundamentos"].([]any)
			if len(fs) == 0 {
				t.Errorf("frase sem fundamento: %v", f)
			}
			for _, c := range fs {
				c := c.(map[string]any)
				uniao[c["norma"].(string)+"#"+c["dispositivo"].(string)] = true
			}
		}
		fund := m["fundamentos"].([]any)
		if len(fund) != len(uniao) {
			t.Errorf("fundamentos %d, união das frases %d: %s", len(fund), len(uniao), req)
		}
		for _, c := range fund {
			c := c.(map[string]any)
			if !uniao[c["norma"].(string)+"#"+c["dispositivo"].(string)] {
				t.Errorf("fundamento %v de nenhuma frase", c)
			}
		}
	}
}

// Invalid requests get clear errors, every field at once.
func TestAtrasoErros(t *testing.T) {
	casos := []struct {
		req   string
		erros string // campo/codigo, space separated
	}{
		{`{"operacao":"atraso"}`, "agora/campo_obrigatorio modal/campo_obrigatorio evento/campo_obrigatorio"},
		{montar(t, baseAtraso, map[string]any{"evento": "quebra", "modal": "aereo"}), "modal/valor_invalido evento/valor_invalido"},
		{montar(t, baseAtraso, map[string]any{"previsto": nil}), "previsto/campo_obrigatorio"},
		{montar(t, baseAtraso, map[string]any{"partida": "2026-12-24T07:59:00-03:00"}), "partida/ordem_invalida"},
		{montar(t, baseAtraso, map[string]any{"partida": "2026-12-24T09:31:00-03:00"}), "partida/ordem_invalida"},
		{montar(t, baseAtraso, map[string]any{"partida": "ontem", "compra.tarifa": -1, "linhaSemiurbana": "sim"}),
			"linhaSemiurbana/tipo_invalido compra.tarifa/valor_negativo partida/data_invalida"},
		{montar(t, baseAtraso, map[string]any{"compra": map[string]any{}}), "compra.tarifa/campo_obrigatorio"},
		{montar(t, baseInterrupcao, map[string]any{"interrompidaEm": nil}), "interrompidaEm/campo_obrigatorio"},
		{montar(t, baseInterrupcao, map[string]any{"interrompidaEm": "2026-12-24T20:01:00-03:00"}), "interrompidaEm/ordem_invalida"},
		{montar(t, baseInterrupcao, map[string]any{"retomadaEm": "2026-12-24T13:59:00-03:00"}), "retomadaEm/ordem_invalida"},
		{montar(t, baseInterrupcao, map[string]any{"retomadaEm": "2026-12-24T20:01:00-03:00"}), "retomadaEm/ordem_invalida"},
		{montar(t, baseInterrupcao, map[string]any{"porIniciativaDoPassageiro": 1}), "porIniciativaDoPassageiro/tipo_invalido"},
		{montar(t, baseMudancaClasse, map[string]any{"sentido": nil}), "sentido/campo_obrigatorio"},
		{montar(t, baseMudancaClasse, map[string]any{"sentido": "lateral", "precoClasseOferecida": 1.5}),
			"sentido/valor_invalido precoClasseOferecida/numero_invalido"},
		// The fields of another evento are not read.
		{montar(t, baseMudancaClasse, map[string]any{"previsto": "ontem", "retomadaEm": 3}), ""},
	}
	for _, c := range casos {
		m := calc(t, c.req)
		var got []string
		if l, ok := m["erros"].([]any); ok {
			for _, e := range l {
				e := e.(map[string]any)
				if e["mensagem"] == "" {
					t.Errorf("erro sem mensagem: %v", e)
				}
				got = append(got, e["campo"].(string)+"/"+e["codigo"].(string))
			}
		}
		if strings.Join(got, " ") != c.erros {
			t.Errorf("%s\nerros %q, esperava %q", c.req, strings.Join(got, " "), c.erros)
		}
	}
}

// The duration in sentences: whole hours and minutes, rounded down, never
// seconds (rules revision 4, R1).
func TestDuracaoBR(t *testing.T) {
	for _, c := range []struct {
		seg  int64
		want string
	}{{0, "menos de 1 minuto"}, {1, "menos de 1 minuto"}, {59, "menos de 1 minuto"}, {60, "1 min"}, {119, "1 min"},
		{3599, "59 min"}, {3600, "1 h"}, {3659, "1 h"}, {3660, "1 h 1 min"}, {3601, "1 h"}, {8399, "2 h 19 min"}, {90061, "25 h 1 min"}} {
		if got := duracaoBR(c.seg); got != c.want {
			t.Errorf("duracaoBR(%d s) = %q, esperava %q", c.seg, got, c.want)
		}
	}
}
