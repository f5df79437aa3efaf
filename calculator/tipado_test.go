package calculator

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"viagemdedireito/calculator/instante"

	"viagemdedireito/calculator/internal/jsonc"
)

// viaTipada answers a JSON request through the typed entry point of its
// operation: the request is decoded by encoding/json into the typed struct
// (an independent decoder, driven by the json tags), the answer or the
// errors are written by the engine's encoders. ok is false when the request
// cannot be expressed as a typed value (a JSON shape error).
func viaTipada(t *testing.T, req string) (resposta []byte, ok bool) {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal([]byte(req), &m); err != nil {
		return nil, false
	}
	// A date (AAAA-MM-DD) is an instante.Time at 00:00 UTC in the typed request.
	if n, ok := m["nascimento"].(string); ok {
		m["nascimento"] = n + "T00:00:00Z"
	}
	b, _ := json.Marshal(m)
	decodificar := func(p any) bool {
		d := json.NewDecoder(bytes.NewReader(b))
		return d.Decode(p) == nil
	}
	escrever := func(op string, escrever func(*saida)) []byte {
		o := saida{jsonc.Novo(0)}
		o.inicio(op)
		escrever(&o)
		o.FechaObj()
		return o.B
	}
	var erros []Erro
	switch m["operacao"] {
	case opBeneficio:
		var p PedidoBeneficio
		if !decodificar(&p) {
			return nil, false
		}
		var r RespostaBeneficio
		if r, erros = Beneficio(p); erros == nil {
			return escrever(opBeneficio, r.escrever), true
		}
	case opReembolso:
		var p PedidoReembolso
		if !decodificar(&p) {
			return nil, false
		}
		var r RespostaReembolso
		if r, erros = Reembolso(p); erros == nil {
			return escrever(opReembolso, r.escrever), true
		}
	case opDisponibilidade:
		var p PedidoDisponibilidade
		if !decodificar(&p) {
			return nil, false
		}
		var r RespostaDisponibilidade
		if r, erros = Disponibilidade(p); erros == nil {
			return escrever(opDisponibilidade, r.escrever), true
		}
	case opRemarcacao:
		var p PedidoRemarcacao
		if !decodificar(&p) {
			return nil, false
		}
		var r RespostaRemarcacao
		if r, erros = Remarcacao(p); erros == nil {
			return escrever(opRemarcacao, r.escrever), true
		}
	case opReservas:
		var p PedidoReservas
		if !decodificar(&p) {
			return nil, false
		}
		var r RespostaReservas
		if r, erros = Reservas(p); erros == nil {
			return escrever(opReservas, r.escrever), true
		}
	case opAtraso:
		var p PedidoAtraso
		if !decodificar(&p) {
			return nil, false
		}
		var r RespostaAtraso
		if r, erros = Atraso(p); erros == nil {
			return escrever(opAtraso, r.escrever), true
		}
	case opRecusa:
		var p PedidoRecusa
		if !decodificar(&p) {
			return nil, false
		}
		var r RespostaRecusa
		if r, erros = Recusa(p); erros == nil {
			return escrever(opRecusa, r.escrever), true
		}
	default:
		return nil, false
	}
	return respostaErros(erros), true
}

// codigosDeForma are the codes of a JSON request that no typed value can
// have: syntax, types, absence, number and instant syntax.
var codigosDeForma = []string{codJSONInvalido, codChaveDuplicada, codTipoInvalido, codObrigatorio, codNumeroInvalido, codDataInvalida}

// TestEntradaTipadaIgualAoJSON: for valid requests and for requests that
// break a rule (ranges, options, order of instants, list sizes, lengths),
// the typed entry point gives byte for byte the answer or the errors of the
// JSON path.
func TestEntradaTipadaIgualAoJSON(t *testing.T) {
	longo := strings.Repeat("x", maxTextoCurto+1)
	var reservas []any
	for i := 0; i < maxReservas+1; i++ {
		reservas = append(reservas, map[string]any{"destino": "A", "partida": "2026-12-24T08:00:00-03:00"})
	}
	type caso struct {
		base string
		ed   map[string]any
	}
	casos := []caso{
		{exemploJovem, nil}, {exemploReembolso, nil}, {exemploDisponibilidade, nil},
		{baseBeneficio, nil}, {baseReembolso, nil}, {baseRemarcacao, nil}, {baseReservas, nil}, {baseDisp, nil},
		{baseBeneficio, map[string]any{"viagem.servicosSimultaneos": 0}},
		{baseBeneficio, map[string]any{"viagem.servicosSimultaneos": 101}},
		{baseBeneficio, map[string]any{"viagem.servicosSimultaneos": 2, "vagas.gratuitasConcedidas": 3}},
		{baseBeneficio, map[string]any{"vagas.gratuitasConcedidas": -1, "vagas.descontosConcedidos": 1000001}},
		{baseBeneficio, map[string]any{"agora": "1999-12-31T23:59:00-03:00", "viagem.partidaLinha": "2101-01-01T00:00:00-03:00"}},
		{baseBeneficio, map[string]any{"viagem.embarque": "2026-12-24T07:59:00-03:00"}},
		{baseBeneficio, map[string]any{"viagem.embarque": nil}},
		{baseBeneficio, map[string]any{"nascimento": "2027-01-01"}},
		{baseBeneficio, map[string]any{"nascimento": "1850-01-01"}},
		{baseBeneficio, map[string]any{"nascimento": "2000-02-29", "categoria": "jovem"}},
		{baseBeneficio, map[string]any{"nascimento": "1950-02-28", "categoria": "idoso"}},
		{baseBeneficio, map[string]any{"precos.menorTarifa": -100, "precos.pedagio": 100000001}},
		{baseBeneficio, map[string]any{"precos.menorTarifa": nil, "categoria": "idoso", "vagas.gratuitasConcedidas": 2}},
		{baseBeneficio, map[string]any{"categoria": "estudante", "viagem.modal": "aereo"}},
		{baseBeneficio, map[string]any{"categoria": "crianca", "viagem.ocupaPoltrona": true}},
		{baseBeneficio, map[string]any{"categoria": "crianca", "viagem.modal": "aquaviario"}},
		{baseBeneficio, map[string]any{"categoria": "pcd", "viagem.modal": "aquaviario", "vagas.gratuitasConcedidas": 2}},
		{baseBeneficio, map[string]any{"categoria": "pcd_acompanhante", "viagem.modal": "ferroviario"}},
		{baseBeneficio, map[string]any{"viagem.ufOrigem": "sp", "viagem.ufDestino": "XX"}},
		{baseBeneficio, map[string]any{"viagem.ufDestino": "SP"}},
		{baseBeneficio, map[string]any{"viagem.linhaRegular": false}},
		{baseBeneficio, map[string]any{"viagem.linhaRegular": true, "viagem.convencional": false}},
		{baseBeneficio, map[string]any{"agora": "2026-12-24T09:10:00-03:00"}},
		{baseBeneficio, map[string]any{"agora": "2026-12-24T06:00:00-04:00", "precos": nil, "vagas": nil}},
		{baseReembolso, map[string]any{"modal": "ferroviario"}},
		{baseReembolso, map[string]any{"modal": "aereo", "compra.canal": "app", "compra.tarifa": -1}},
		{baseReembolso, map[string]any{"compra.canal": "nao_presencial", "compra.em": "2026-12-18T23:30:00-03:00"}},
		{baseReembolso, map[string]any{"agora": "2026-11-30T09:30:00-03:00"}},
		{baseReembolso, map[string]any{"atrasoPartidaMinutos": 61}},
		{baseReembolso, map[string]any{"atrasoPartidaMinutos": -5, "compra.outras": 100000001}},
		{baseReembolso, map[string]any{"atrasoPartidaMinutos": 1000001}},
		{baseReembolso, map[string]any{"utilizado": true}},
		{baseReembolso, map[string]any{"protocoloFornecido": false, "agora": "2026-12-24T08:00:00-03:00"}},
		{baseReembolso, map[string]any{"m3NaoInformado": true, "compra.em": "2025-06-01T12:00:00-03:00"}},
		{baseReembolso, map[string]any{"agora": "2026-12-24T10:00:00-03:00"}},
		{baseDisp, map[string]any{"paradas": []any{"A"}}},
		{baseDisp, map[string]any{"paradas": []any{"A", longo, "C"}, "trecho": map[string]any{"de": 2, "ate": 1}}},
		{baseDisp, map[string]any{"servicosSimultaneos": 0}},
		{baseDisp, map[string]any{"servicosSimultaneos": 3, "concedidos": []any{
			map[string]any{"categoria": "pcd", "tipo": "desconto", "de": 0, "ate": 9},
			map[string]any{"categoria": "jovem", "tipo": "gratuidade", "de": 3, "ate": 1},
			map[string]any{"categoria": "x", "tipo": "y", "de": 0, "ate": 1}}}},
		{baseDisp, map[string]any{"concedidos": []any{
			map[string]any{"categoria": "pcd_acompanhante", "tipo": "gratuidade", "de": 0, "ate": 4},
			map[string]any{"categoria": "idoso", "tipo": "desconto", "de": 1, "ate": 2}}}},
		{baseRemarcacao, map[string]any{"taxa": 500, "taxaInformadaNaCompra": true, "taxaNoBilhete": true}},
		{baseRemarcacao, map[string]any{"agora": "2026-03-01T10:00:00-03:00", "novoValor": 2000000000}},
		{baseRemarcacao, map[string]any{"agora": "2027-03-11T10:00:00-03:00"}},
		{baseRemarcacao, map[string]any{"emissao": "2024-02-29T10:00:00-03:00", "agora": "2025-03-01T10:00:00-03:00"}},
		{baseAtraso, nil}, {baseInterrupcao, nil}, {baseMudancaClasse, nil},
		{baseAtraso, map[string]any{"partida": "2026-12-24T09:01:00-03:00", "porIniciativaDoPassageiro": true, "sentido": "superior"}},
		{baseAtraso, map[string]any{"partida": "2026-12-24T07:00:00-03:00", "compra.tarifa": -1}},
		{baseAtraso, map[string]any{"partida": "2101-12-24T07:00:00-03:00", "agora": "1999-01-01T00:00:00Z"}},
		{baseAtraso, map[string]any{"modal": "ferroviario", "evento": "greve"}},
		{baseAtraso, map[string]any{"linhaSemiurbana": true, "previsto": "2026-12-24T07:00:00-04:00"}},
		{baseInterrupcao, map[string]any{"retomadaEm": "2026-12-24T17:01:00-03:00", "compra": nil}},
		{baseInterrupcao, map[string]any{"retomadaEm": "2026-12-24T13:00:00-03:00", "interrompidaEm": "2026-12-24T21:00:00-03:00"}},
		{baseInterrupcao, map[string]any{"porIniciativaDoPassageiro": true, "modal": "aquaviario"}},
		{baseMudancaClasse, map[string]any{"sentido": "superior", "precoClasseOferecida": 100000001}},
		{baseMudancaClasse, map[string]any{"sentido": "lateral", "precoClasseOferecida": 16000}},
		{baseMudancaClasse, map[string]any{"evento": "greve", "interrompidaEm": "2026-12-25T10:00:00-03:00", "partida": "2026-12-25T10:00:00-03:00"}},
		{baseMudancaClasse, map[string]any{"interrompidaEm": "2026-12-25T10:00:00-03:00", "previsto": "2026-12-26T10:00:00-03:00",
			"partida": "2026-12-25T10:00:00-03:00", "retomadaEm": "2026-12-20T10:00:00-03:00"}},
		{baseRecusa, nil},
		{baseRecusa, map[string]any{"categoria": "crianca", "modal": "aquaviario", "beneficio": "gratuidade", "motivo": "sem_servico_convencional"}},
		{baseRecusa, map[string]any{"categoria": "pcd_acompanhante", "beneficio": "desconto", "motivo": "outro"}},
		{baseRecusa, map[string]any{"categoria": "turista", "modal": "aereo", "beneficio": "meia", "motivo": "porque sim"}},
		{baseRecusa, map[string]any{"agora": "1999-12-31T23:59:00-03:00", "categoria": "jovem", "modal": "ferroviario", "motivo": "dominio_de_reserva"}},
		{baseReservas, map[string]any{"reservas": reservas}},
		{baseReservas, map[string]any{"reservas": []any{
			map[string]any{"destino": "  ", "partida": "2026-12-24T08:00:00-03:00"},
			map[string]any{"destino": longo, "partida": "1999-12-24T08:00:00-03:00", "transportadora": longo},
			map[string]any{"destino": "A", "partida": "2026-12-24T08:00:00-03:00"},
			map[string]any{"destino": "a", "partida": "2026-12-24T23:00:00-04:00"}}}},
	}
	comparados := 0
	for _, c := range casos {
		req := c.base
		if c.ed != nil {
			req = montar(t, c.base, c.ed)
		}
		want := Calcular([]byte(req))
		forma := false
		for _, cod := range codigosDeForma {
			forma = forma || bytes.Contains(want, []byte(`"codigo":"`+cod+`"`))
		}
		if forma {
			t.Errorf("caso com erro de forma, que nenhum valor tipado tem: %s\n%s", req, want)
			continue
		}
		got, ok := viaTipada(t, req)
		if !ok {
			t.Errorf("encoding/json não leu o pedido como tipo: %s", req)
			continue
		}
		comparados++
		if !bytes.Equal(got, want) {
			t.Errorf("entrada tipada difere do JSON\npedido %s\njson   %s\ntipada %s", req, want, got)
		}
	}
	if comparados < len(casos) {
		t.Errorf("%d de %d casos comparados", comparados, len(casos))
	}
}

// A typed request with zero values where the contract requires a field gets
// the rules' errors (no campo_obrigatorio: absence is a JSON notion), and a
// named zone is brought to its fixed offset before any arithmetic.
func TestEntradaTipadaValoresZero(t *testing.T) {
	_, erros := Beneficio(PedidoBeneficio{})
	var campos []string
	for _, e := range erros {
		campos = append(campos, e.Campo+"/"+string(e.Codigo))
	}
	want := "agora/data_fora_do_intervalo categoria/valor_invalido viagem.modal/valor_invalido viagem.ufOrigem/valor_invalido " +
		"viagem.ufDestino/valor_invalido viagem.partidaLinha/data_fora_do_intervalo"
	if got := strings.Join(campos, " "); got != want {
		t.Errorf("erros de PedidoBeneficio{}:\n %s\nesperados\n %s", got, want)
	}
	sp := instante.FixedZone("BRT", -3*3600)
	agora := instante.Date(2026, 12, 20, 10, 0, 0, 0, sp)
	partida := instante.Date(2026, 12, 24, 8, 0, 0, 0, sp)
	r, erros := Beneficio(PedidoBeneficio{Agora: agora, Categoria: catJovem,
		Viagem: ViagemBeneficio{Modal: modRodoviario, UfOrigem: "SP", UfDestino: "mg", Convencional: true, PartidaLinha: partida.In(instante.UTC)}})
	if erros != nil {
		t.Fatal(erros)
	}
	if r.Beneficio != benGratuidade || r.Prazos.SolicitarAte == nil || !r.Prazos.SolicitarAte.Equal(partida.Add(-3*instante.Hour)) {
		t.Errorf("resposta tipada %+v", r)
	}
	if _, off := r.Prazos.SolicitarAte.Zone(); off != 0 {
		t.Errorf("solicitarAte no fuso %d, esperado o da partida (UTC)", off)
	}
}

// A typed atraso request: zero values get the rules' errors, and a nil
// instant that the evento requires is campo_obrigatorio, as its absence in
// JSON.
func TestEntradaTipadaAtrasoValoresZero(t *testing.T) {
	campos := func(erros []Erro) string {
		var out []string
		for _, e := range erros {
			out = append(out, e.Campo+"/"+string(e.Codigo))
		}
		return strings.Join(out, " ")
	}
	if _, erros := Atraso(PedidoAtraso{}); campos(erros) != "agora/data_fora_do_intervalo modal/valor_invalido evento/valor_invalido" {
		t.Errorf("erros de PedidoAtraso{}: %s", campos(erros))
	}
	agora := instante.Date(2026, 12, 24, 12, 0, 0, 0, instante.UTC)
	if _, erros := Atraso(PedidoAtraso{Agora: agora, Modal: modRodoviario, Evento: evAtrasoPartida}); campos(erros) != "previsto/campo_obrigatorio" {
		t.Errorf("erros sem previsto: %s", campos(erros))
	}
	previsto := agora.Add(-61 * instante.Minute)
	r, erros := Atraso(PedidoAtraso{Agora: agora, Modal: modRodoviario, Evento: evAtrasoPartida, Previsto: &previsto})
	if erros != nil || r.Direitos == nil || len(*r.Direitos) != 2 || (*r.Direitos)[1].Codigo != dirOutraEmpresaOuReembolso {
		t.Errorf("resposta tipada %+v %v", r, erros)
	}
}

// FuzzTipado: the one reading of a request serves both doors, so for any
// request the fuzzer finds that a typed value can express (no error of
// form), the typed entry point answers byte for byte as Calcular.
func FuzzTipado(f *testing.F) {
	sementes(f)
	f.Fuzz(func(t *testing.T, entrada []byte) {
		want := Calcular(entrada)
		for _, cod := range codigosDeForma {
			if bytes.Contains(want, []byte(`"codigo":"`+cod+`"`)) {
				return
			}
		}
		if bytes.Contains(want, []byte(`"codigo":"`+codOperacao+`"`)) {
			return
		}
		var m any
		if json.Unmarshal(entrada, &m) != nil || chaveSoNaCaixa(m) {
			return // encoding/json matches keys in any case; the contract does not
		}
		got, ok := viaTipada(t, string(entrada))
		if ok && !bytes.Equal(got, want) {
			t.Fatalf("entrada tipada difere do JSON\npedido %s\njson   %s\ntipada %s", entrada, want, got)
		}
	})
}

// chavesDoContrato are the keys of every typed request, by json tag.
var chavesDoContrato = func() map[string]bool {
	out := map[string]bool{}
	var visitar func(t reflect.Type)
	visitar = func(t reflect.Type) {
		for t.Kind() == reflect.Pointer || t.Kind() == reflect.Slice {
			t = t.Elem()
		}
		if t.Kind() != reflect.Struct || t == reflect.TypeFor[instante.Time]() {
			return
		}
		for f := range t.Fields() {
			out[strings.Split(f.Tag.Get("json"), ",")[0]] = true
			visitar(f.Type)
		}
	}
	for _, op := range Operacoes() {
		p, _ := op.Tipos()
		visitar(reflect.TypeOf(p))
	}
	return out
}()

// chaveSoNaCaixa reports a key of the JSON value m that differs from a
// contract key only in case.
func chaveSoNaCaixa(m any) bool {
	switch m := m.(type) {
	case map[string]any:
		for k, v := range m {
			if !chavesDoContrato[k] {
				for c := range chavesDoContrato {
					if strings.EqualFold(k, c) {
						return true
					}
				}
			}
			if chaveSoNaCaixa(v) {
				return true
			}
		}
	case []any:
		for _, v := range m {
			if chaveSoNaCaixa(v) {
				return true
			}
		}
	}
	return false
}
