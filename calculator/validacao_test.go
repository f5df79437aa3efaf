package calculator

import (
	"encoding/json"
	"strings"
	"testing"
)

type erroEsperado struct{ campo, codigo string }

// falha runs a request that must fail and checks every expected error is
// reported, with a Portuguese message.
func falha(t *testing.T, req string, esperados ...erroEsperado) []any {
	t.Helper()
	m := calc(t, req)
	if m["ok"] != false {
		t.Fatalf("request should fail: %s", req[:min(len(req), 200)])
	}
	erros, _ := m["erros"].([]any)
	if len(erros) == 0 {
		t.Fatal("no erros")
	}
	for _, e := range erros {
		em := e.(map[string]any)
		if msg, _ := em["mensagem"].(string); msg == "" {
			t.Errorf("error without message: %v", em)
		}
		if _, ok := em["campo"].(string); !ok {
			t.Errorf("error without campo: %v", em)
		}
	}
	for _, w := range esperados {
		achou := false
		for _, e := range erros {
			em := e.(map[string]any)
			if em["campo"] == w.campo && em["codigo"] == w.codigo {
				achou = true
			}
		}
		if !achou {
			t.Errorf("missing error %s/%s in %v", w.campo, w.codigo, erros)
		}
	}
	return erros
}

func TestValidacaoJSON(t *testing.T) {
	falha(t, ``, erroEsperado{"", codJSONInvalido})
	falha(t, `{"operacao":`, erroEsperado{"", codJSONInvalido})
	falha(t, `{"operacao":"beneficio"} x`, erroEsperado{"", codJSONInvalido})
	falha(t, `{'operacao':1}`, erroEsperado{"", codJSONInvalido})
	falha(t, `[1,2]`, erroEsperado{"", codTipoInvalido})
	falha(t, `"beneficio"`, erroEsperado{"", codTipoInvalido})
	falha(t, `{}`, erroEsperado{"operacao", codObrigatorio})
	falha(t, `{"operacao":7}`, erroEsperado{"operacao", codTipoInvalido})
	falha(t, `{"operacao":"pedir"}`, erroEsperado{"operacao", codOperacao})
	falha(t, strings.Repeat("[", 100000)+strings.Repeat("]", 100000), erroEsperado{"", codJSONInvalido})
	falha(t, `{"operacao":"reservas","reservas":`+strings.Repeat(`{"a":`, 70)+`1`+strings.Repeat(`}`, 70)+`}`, erroEsperado{"", codJSONInvalido})
	falha(t, "{\"operacao\":\"be\x00neficio\"}", erroEsperado{"", codJSONInvalido})
}

// Every invalid field is reported, not only the first.
func TestValidacaoTodosOsCampos(t *testing.T) {
	req := `{"operacao":"beneficio","agora":"ontem","categoria":"estudante","nascimento":"24/12/2000",
	 "viagem":{"modal":"aereo","ufOrigem":"XX","ufDestino":5,"convencional":"sim","partidaLinha":"2026-12-24T08:00:00",
	           "servicosSimultaneos":0,"ocupaPoltrona":1},
	 "vagas":{"gratuitasConcedidas":-1,"descontosConcedidos":1.5},
	 "precos":{"menorTarifa":-100,"taxaEmbarque":100000001,"pedagio":"320","outras":1e3}}`
	erros := falha(t, req,
		erroEsperado{"agora", codDataInvalida},
		erroEsperado{"categoria", codValorInvalido},
		erroEsperado{"nascimento", codDataInvalida},
		erroEsperado{"viagem.modal", codValorInvalido},
		erroEsperado{"viagem.ufOrigem", codValorInvalido},
		erroEsperado{"viagem.ufDestino", codTipoInvalido},
		erroEsperado{"viagem.convencional", codTipoInvalido},
		erroEsperado{"viagem.partidaLinha", codDataInvalida},
		erroEsperado{"viagem.servicosSimultaneos", codValorInvalido},
		erroEsperado{"viagem.ocupaPoltrona", codTipoInvalido},
		erroEsperado{"vagas.gratuitasConcedidas", codNegativo},
		erroEsperado{"vagas.descontosConcedidos", codNumeroInvalido},
		erroEsperado{"precos.menorTarifa", codNegativo},
		erroEsperado{"precos.taxaEmbarque", codMuitoAlto},
		erroEsperado{"precos.pedagio", codTipoInvalido},
		erroEsperado{"precos.outras", codNumeroInvalido},
	)
	if len(erros) != 16 {
		t.Errorf("%d errors, want 16: %v", len(erros), erros)
	}
}

func TestValidacaoLimites(t *testing.T) {
	base := baseBeneficio
	falha(t, montar(t, base, map[string]any{"agora": "1999-12-31T23:59:00-03:00"}), erroEsperado{"agora", codDataForaIntervalo})
	falha(t, montar(t, base, map[string]any{"viagem.partidaLinha": "2101-01-01T00:00:00-03:00", "viagem.embarque": nil}), erroEsperado{"viagem.partidaLinha", codDataForaIntervalo})
	falha(t, montar(t, base, map[string]any{"viagem.embarque": "2026-12-24T07:59:00-03:00"}), erroEsperado{"viagem.embarque", codOrdem})
	falha(t, montar(t, base, map[string]any{"nascimento": "2027-01-01"}), erroEsperado{"nascimento", codOrdem})
	falha(t, montar(t, base, map[string]any{"nascimento": "1850-01-01"}), erroEsperado{"nascimento", codDataForaIntervalo})
	falha(t, montar(t, base, map[string]any{"viagem.partidaLinha": "2026-02-30T08:00:00-03:00"}), erroEsperado{"viagem.partidaLinha", codDataInvalida})
	falha(t, montar(t, base, map[string]any{"precos.menorTarifa": 100000001}), erroEsperado{"precos.menorTarifa", codMuitoAlto})
	calcOK(t, montar(t, base, map[string]any{"precos.menorTarifa": 100000000}))
	falha(t, strings.Replace(base, `15001`, `99999999999999999999999999999999`, 1), erroEsperado{"precos.menorTarifa", codMuitoAlto})
	falha(t, strings.Replace(base, `15001`, `-99999999999999999999999999999999`, 1), erroEsperado{"precos.menorTarifa", codNegativo})
	falha(t, strings.Replace(base, `15001`, `1e400`, 1), erroEsperado{"precos.menorTarifa", codNumeroInvalido})
	falha(t, strings.Replace(base, `"jovem"`, `"`+strings.Repeat("x", 1<<20)+`"`, 1), erroEsperado{"categoria", codValorInvalido})
	falha(t, `{"operacao":"`+strings.Repeat("é", 1<<19)+`"}`, erroEsperado{"operacao", codTextoLongo})
	falha(t, `{"operacao":"reservas","reservas":[{"destino":"`+strings.Repeat("a", 1<<20)+`","partida":"2026-12-24T08:00:00-03:00"}]}`,
		erroEsperado{"reservas[0].destino", codTextoLongo})
	// Seconds are optional; unknown fields are ignored; null = absent.
	calcOK(t, montar(t, base, map[string]any{"agora": "2026-12-20T10:00-03:00", "desconhecido": map[string]any{"x": 1}, "vagas": nil}))
	calcOK(t, montar(t, base, map[string]any{"agora": "2026-12-20T10:00:00.123Z"}))
}

func TestValidacaoOutrasOperacoes(t *testing.T) {
	falha(t, `{"operacao":"reembolso"}`,
		erroEsperado{"agora", codObrigatorio}, erroEsperado{"compra", codObrigatorio}, erroEsperado{"viagem", codObrigatorio})
	falha(t, `{"operacao":"reembolso","agora":"2026-12-01T00:00:00-03:00","compra":{"em":"2026-12-02T00:00:00-03:00","canal":"app","tarifa":-1},"viagem":{},"atrasoPartidaMinutos":-5,"utilizado":"nao"}`,
		erroEsperado{"agora", codOrdem}, erroEsperado{"compra.canal", codValorInvalido}, erroEsperado{"compra.tarifa", codNegativo},
		erroEsperado{"viagem.embarque", codObrigatorio}, erroEsperado{"atrasoPartidaMinutos", codNegativo}, erroEsperado{"utilizado", codTipoInvalido})
	falha(t, `{"operacao":"disponibilidade","paradas":["A"],"trecho":{"de":0,"ate":1}}`, erroEsperado{"paradas", codListaTamanho})
	falha(t, `{"operacao":"disponibilidade","paradas":["A","B",3],"trecho":{"de":2,"ate":1},"concedidos":[{"categoria":"pcd","tipo":"desconto","de":0,"ate":5},7,{"categoria":"x","tipo":"gratuidade","de":1,"ate":1}]}`,
		erroEsperado{"paradas[2]", codTipoInvalido}, erroEsperado{"trecho", codOrdem},
		erroEsperado{"concedidos[0].tipo", codValorInvalido}, erroEsperado{"concedidos[0].ate", codMuitoAlto},
		erroEsperado{"concedidos[1]", codTipoInvalido}, erroEsperado{"concedidos[2].categoria", codValorInvalido}, erroEsperado{"concedidos[2]", codOrdem})
	falha(t, `{"operacao":"remarcacao","agora":"2026-01-01T00:00:00Z","emissao":"2026-02-01T00:00:00Z","valorPago":1,"novoValor":2000000000}`,
		erroEsperado{"agora", codOrdem}, erroEsperado{"novoValor", codMuitoAlto})
	falha(t, `{"operacao":"reservas","reservas":[{"destino":"  ","partida":"2026"},"x"]}`,
		erroEsperado{"reservas[0].destino", codValorInvalido}, erroEsperado{"reservas[0].partida", codDataInvalida}, erroEsperado{"reservas[1]", codTipoInvalido})
}

// The response to any failure is exactly {"ok":false,"erros":[...]}.
func TestValidacaoFormaDaResposta(t *testing.T) {
	out := Calcular([]byte(`{"operacao":"pedir"}`))
	var m map[string]json.RawMessage
	if err := json.Unmarshal(out, &m); err != nil {
		t.Fatal(err)
	}
	if len(m) != 2 || string(m["ok"]) != "false" || m["erros"] == nil {
		t.Errorf("unexpected shape: %s", out)
	}
}

// Memory stays bounded: too many elements or a body over 2 MB are refused.
func TestValidacaoTamanho(t *testing.T) {
	falha(t, `{"operacao":"reservas","reservas":[`+strings.Repeat("0,", 250000)+`0]}`, erroEsperado{"", codJSONInvalido})
	falha(t, `{"operacao":"x","y":"`+strings.Repeat("a", 3<<20)+`"}`, erroEsperado{"", codJSONInvalido})
	falha(t, `{"operacao":"reservas","reservas":[`+strings.Repeat(`{"destino":"a","partida":"2026-12-24T08:00:00Z"},`, 1000)+`{}]}`,
		erroEsperado{"reservas", codListaTamanho})
}
