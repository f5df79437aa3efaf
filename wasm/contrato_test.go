// These tests build the module and run it under Node from the host; the
// js/wasm build of the package is tested by adaptador_js_test.go.

//go:build !js

// The tests of wasm/ run on the host (linux): main.go builds only for
// js/wasm, so these files are the external test package main_test, which the
// go tool accepts both with main.go (GOOS=js) and without it.
package main_test

import (
	"bytes"
	"encoding/json"
	"os"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"viagemdedireito/calculator"
	"viagemdedireito/calculator/esquema"
)

// contratoMD is the contract (calculator/contract.md), seen from wasm/.
const contratoMD = "../calculator/contract.md"

// ------------------------------------------------------------------------
// The declared types: the model that calculadora.d.ts is generated from
// (calculator/esquema, declaracao_test.go keeps the file equal to it), as
// TypeScript type strings per interface property and alias.

type propriedade struct {
	tipo     string
	opcional bool
}

type declaracoes struct {
	interfaces map[string]map[string]propriedade
	aliases    map[string]string
}

var (
	reNumero        = regexp.MustCompile(`^-?[0-9]+$`)
	reIdentificador = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)
)

func lerDeclaracoes(t *testing.T) *declaracoes {
	t.Helper()
	c := contratoTipado(t)
	d := &declaracoes{interfaces: map[string]map[string]propriedade{}, aliases: map[string]string{}}
	for nome, def := range c.Definicoes {
		if def.Campos == nil {
			d.aliases[nome] = esquema.UniaoTS(def)
			continue
		}
		props := map[string]propriedade{}
		for _, f := range def.Campos {
			props[f.Nome] = propriedade{tipo: esquema.CampoTS(f), opcional: f.Opcional}
		}
		d.interfaces[nome] = props
	}
	for _, u := range c.Unioes {
		d.aliases[u.Nome] = esquema.MembrosTS(u)
	}
	return d
}

// alternativas splits a type at its top-level |.
func alternativas(tipo string) []string {
	var out []string
	prof, ini := 0, 0
	for i := 0; i < len(tipo); i++ {
		switch tipo[i] {
		case '[', '(', '<':
			prof++
		case ']', ')', '>':
			prof--
		case '|':
			if prof == 0 {
				out = append(out, strings.TrimSpace(tipo[ini:i]))
				ini = i + 1
			}
		}
	}
	return append(out, strings.TrimSpace(tipo[ini:]))
}

// visita records what a value exercised: "Interface.prop" for a non-null
// value, "Interface.prop=null" for null.
type visita map[string]bool

// conforma checks v (decoded with UseNumber) against a type of the .d.ts.
func (d *declaracoes) conforma(v any, tipo, caminho string, vis visita) error {
	alts := d.discriminar(v, alternativas(tipo))
	var erros []string
	for _, alt := range alts {
		local := visita{}
		err := d.conformaUm(v, alt, caminho, local)
		if err == nil {
			for k := range local {
				vis[k] = true
			}
			return nil
		}
		erros = append(erros, err.Error())
	}
	if len(erros) == 1 {
		return &erroTipo{erros[0]}
	}
	// Report the alternative that got deepest (the longest message names the
	// innermost field), so that a union of responses points at the mismatch.
	sort.Slice(erros, func(i, j int) bool { return len(erros[i]) > len(erros[j]) })
	if strings.Contains(erros[0], "nenhuma alternativa") {
		return &erroTipo{erros[0]}
	}
	return &erroTipo{erros[0] + " (nenhuma alternativa de " + tipo + " serve)"}
}

// discriminar drops the interface alternatives whose literal-typed
// properties (operacao: "beneficio", ok: true) contradict an object, so
// that a union of responses reports the mismatch of the right one. It
// returns alts unchanged when nothing would be left.
func (d *declaracoes) discriminar(v any, alts []string) []string {
	obj, ok := v.(map[string]any)
	if !ok || len(alts) < 2 {
		return alts
	}
	var out []string
	for _, alt := range alts {
		nome := alt
		if a, ok := d.aliases[alt]; ok && len(alternativas(a)) == 1 {
			nome = a
		}
		fora := false
		for k, p := range d.interfaces[nome] {
			val, tem := obj[k]
			if !tem || len(alternativas(p.tipo)) != 1 {
				continue
			}
			switch lit := p.tipo; {
			case strings.HasPrefix(lit, `"`):
				fora = fora || val != strings.Trim(lit, `"`)
			case lit == "true" || lit == "false":
				fora = fora || val != (lit == "true")
			}
		}
		if !fora {
			out = append(out, alt)
		}
	}
	if len(out) == 0 {
		return alts
	}
	return out
}

type erroTipo struct{ s string }

func (e *erroTipo) Error() string { return e.s }

func falha(caminho string, v any, tipo string) error {
	b, _ := json.Marshal(v)
	if len(b) > 80 {
		b = append(b[:77], "..."...)
	}
	return &erroTipo{caminho + ": valor " + string(b) + " não é " + tipo}
}

func (d *declaracoes) conformaUm(v any, tipo, caminho string, vis visita) error {
	switch {
	case tipo == "null":
		if v != nil {
			return falha(caminho, v, tipo)
		}
		return nil
	case tipo == "string":
		if _, ok := v.(string); !ok {
			return falha(caminho, v, tipo)
		}
		return nil
	case tipo == "boolean":
		if _, ok := v.(bool); !ok {
			return falha(caminho, v, tipo)
		}
		return nil
	case tipo == "true" || tipo == "false":
		if b, ok := v.(bool); !ok || (b != (tipo == "true")) {
			return falha(caminho, v, tipo)
		}
		return nil
	case tipo == "number":
		// Every number of contract v1 is an integer.
		if n, ok := v.(json.Number); !ok || !reNumero.MatchString(string(n)) {
			return falha(caminho, v, "number (inteiro)")
		}
		return nil
	case reNumero.MatchString(tipo):
		if n, ok := v.(json.Number); !ok || string(n) != tipo {
			return falha(caminho, v, tipo)
		}
		return nil
	case strings.HasPrefix(tipo, `"`) && strings.HasSuffix(tipo, `"`):
		if s, ok := v.(string); !ok || s != tipo[1:len(tipo)-1] {
			return falha(caminho, v, tipo)
		}
		return nil
	case strings.HasSuffix(tipo, "[]"):
		l, ok := v.([]any)
		if !ok {
			return falha(caminho, v, tipo)
		}
		for i, e := range l {
			if err := d.conforma(e, strings.TrimSuffix(tipo, "[]"), caminho+"["+itoa(i)+"]", vis); err != nil {
				return err
			}
		}
		return nil
	case strings.HasPrefix(tipo, "[") && strings.HasSuffix(tipo, "]"):
		elems := strings.Split(tipo[1:len(tipo)-1], ",")
		l, ok := v.([]any)
		if !ok || len(l) != len(elems) {
			return falha(caminho, v, tipo)
		}
		for i, e := range l {
			if err := d.conforma(e, strings.TrimSpace(elems[i]), caminho+"["+itoa(i)+"]", vis); err != nil {
				return err
			}
		}
		return nil
	}
	if a, ok := d.aliases[tipo]; ok {
		return d.conforma(v, a, caminho, vis)
	}
	props, ok := d.interfaces[tipo]
	if !ok {
		return &erroTipo{caminho + ": tipo " + tipo + " não declarado em calculadora.d.ts"}
	}
	obj, ok := v.(map[string]any)
	if !ok {
		return falha(caminho, v, tipo)
	}
	for _, k := range chavesOrdenadas(obj) {
		p, ok := props[k]
		if !ok {
			return &erroTipo{caminho + "." + k + ": campo emitido ausente da interface " + tipo + " de calculadora.d.ts"}
		}
		if err := d.conforma(obj[k], p.tipo, caminho+"."+k, vis); err != nil {
			return err
		}
		if obj[k] == nil {
			vis[tipo+"."+k+"=null"] = true
		} else {
			vis[tipo+"."+k] = true
		}
	}
	for k, p := range props {
		if _, ok := obj[k]; !ok && !p.opcional {
			return &erroTipo{caminho + "." + k + ": campo obrigatório na interface " + tipo + " e ausente do valor"}
		}
	}
	return nil
}

// interfacesAlcancaveis lists the interfaces reachable from a type name.
func (d *declaracoes) interfacesAlcancaveis(tipo string, vistos map[string]bool) {
	for _, alt := range alternativas(tipo) {
		alt = strings.TrimSuffix(alt, "[]")
		if strings.HasPrefix(alt, "[") {
			for _, e := range strings.Split(alt[1:len(alt)-1], ",") {
				d.interfacesAlcancaveis(strings.TrimSpace(e), vistos)
			}
			continue
		}
		if a, ok := d.aliases[alt]; ok {
			d.interfacesAlcancaveis(a, vistos)
			continue
		}
		if props, ok := d.interfaces[alt]; ok && !vistos[alt] {
			vistos[alt] = true
			for _, p := range props {
				d.interfacesAlcancaveis(p.tipo, vistos)
			}
		}
	}
}

// interfaceDe returns the single interface named by a property type
// (ignoring null and []), or "".
func (d *declaracoes) interfaceDe(tipo string) string {
	for _, alt := range alternativas(tipo) {
		alt = strings.TrimSuffix(alt, "[]")
		if a, ok := d.aliases[alt]; ok {
			if n := d.interfaceDe(a); n != "" {
				return n
			}
		}
		if _, ok := d.interfaces[alt]; ok {
			return alt
		}
	}
	return ""
}

// literais returns the string literals a type allows (through aliases).
func (d *declaracoes) literais(tipo string) map[string]bool {
	out := map[string]bool{}
	for _, alt := range alternativas(tipo) {
		alt = strings.TrimSuffix(alt, "[]")
		if a, ok := d.aliases[alt]; ok {
			for l := range d.literais(a) {
				out[l] = true
			}
		} else if strings.HasPrefix(alt, `"`) {
			out[strings.Trim(alt, `"`)] = true
		}
	}
	return out
}

func chavesOrdenadas[V any](m map[string]V) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

func itoa(i int) string { return strconv.Itoa(i) }

func decodificar(t *testing.T, b []byte) any {
	t.Helper()
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		t.Fatalf("JSON ilegível: %v\n%s", err, b)
	}
	return v
}

// ------------------------------------------------------------------------
// Requests that exercise every response field, null included.

type caso struct {
	nome, resposta, pedido string // resposta: the interface the answer must match
}

func casosContrato(t *testing.T) []caso {
	exemplos := exemplosJSON(t)
	jovem := exemplos[0]
	return []caso{
		{"beneficio jovem (contract.md)", "RespostaBeneficio", jovem},
		{"beneficio jovem desconto", "RespostaBeneficio", strings.Replace(jovem, `"gratuitasConcedidas": 1`, `"gratuitasConcedidas": 2`, 1)},
		{"beneficio vagas sem contagens (revisão 4, R8)", "RespostaBeneficio", strings.Replace(jovem, `"gratuitasConcedidas": 1`, ``, 1)},
		{"beneficio mesma UF", "RespostaBeneficio", strings.Replace(jovem, `"ufDestino": "MG"`, `"ufDestino": "SP"`, 1)},
		{"beneficio acompanhante no trem (sem_previsao)", "RespostaBeneficio", `{"operacao":"beneficio","agora":"2026-12-20T10:00-03:00","categoria":"pcd_acompanhante",
			"viagem":{"modal":"ferroviario","ufOrigem":"SP","ufDestino":"RJ","convencional":true,"partidaLinha":"2026-12-24T08:00-03:00"}}`},
		{"beneficio idoso sem gratuidade", "RespostaBeneficio", `{"operacao":"beneficio","agora":"2026-12-20T10:00-03:00","categoria":"idoso",
			"nascimento":"1950-03-01","viagem":{"modal":"rodoviario","ufOrigem":"SP","ufDestino":"RJ","linhaRegular":true,"convencional":true,
			"partidaLinha":"2026-12-24T08:00-03:00","servicosSimultaneos":2},"vagas":{"gratuitasConcedidas":4,"descontosConcedidos":3},
			"precos":{"menorTarifa":9999,"taxaEmbarque":500,"pedagio":0,"outras":120}}`},
		{"beneficio idoso sem precos", "RespostaBeneficio", `{"operacao":"beneficio","agora":"2026-12-20T10:00-03:00","categoria":"idoso",
			"viagem":{"modal":"ferroviario","ufOrigem":"SP","ufDestino":"RJ","convencional":true,"partidaLinha":"2026-12-24T08:00-03:00"}}`},
		{"beneficio idoso desconto no trem, com distancia (revisão 3)", "RespostaBeneficio", `{"operacao":"beneficio","agora":"2026-12-20T10:00-03:00","categoria":"idoso",
			"viagem":{"modal":"ferroviario","ufOrigem":"SP","ufDestino":"RJ","convencional":true,"partidaLinha":"2026-12-24T08:00-03:00","distanciaKm":430},
			"vagas":{"gratuitasConcedidas":2}}`},
		{"beneficio idoso gratuidade com taxas: cita decisão judicial (revisão 3)", "RespostaBeneficio", `{"operacao":"beneficio","agora":"2026-12-20T10:00-03:00","categoria":"idoso",
			"viagem":{"modal":"rodoviario","ufOrigem":"SP","ufDestino":"RJ","convencional":true,"partidaLinha":"2026-12-24T08:00-03:00"},
			"credencialComAcompanhante":false,"precos":{"menorTarifa":9999,"taxaEmbarque":500,"pedagio":320}}`},
		{"beneficio crianca", "RespostaBeneficio", `{"operacao":"beneficio","agora":"2026-12-20T10:00-03:00","categoria":"crianca",
			"nascimento":"2023-01-01","viagem":{"modal":"rodoviario","ufOrigem":"SP","ufDestino":"MG","convencional":false,
			"partidaLinha":"2026-12-24T08:00-03:00","ocupaPoltrona":false},"precos":{"menorTarifa":15000}}`},
		{"reembolso (contract.md)", "RespostaReembolso", exemplos[1]},
		{"reembolso ferroviario", "RespostaReembolso", `{"operacao":"reembolso","modal":"ferroviario","agora":"2026-12-22T09:30-03:00",
			"compra":{"em":"2026-12-01T12:00-03:00","canal":"presencial","tarifa":15000},"viagem":{"embarque":"2026-12-24T09:30-03:00"}}`},
		{"reembolso utilizado", "RespostaReembolso", `{"operacao":"reembolso","agora":"2026-12-24T12:00-03:00","utilizado":true,
			"compra":{"em":"2026-12-01T12:00-03:00","canal":"nao_presencial","tarifa":15000},"viagem":{"embarque":"2026-12-24T09:30-03:00"}}`},
		{"reembolso m3", "RespostaReembolso", `{"operacao":"reembolso","agora":"2026-03-22T09:30-03:00","m3NaoInformado":true,
			"protocoloFornecido":false,"atrasoPartidaMinutos":0,"compra":{"em":"2025-06-01T12:00-03:00","canal":"nao_presencial",
			"tarifa":15000,"taxaEmbarque":850,"pedagio":300,"outras":10},"viagem":{"embarque":"2026-03-24T09:30-03:00"}}`},
		{"disponibilidade", "RespostaDisponibilidade", `{"operacao":"disponibilidade","paradas":["A","B","C","D"],"servicosSimultaneos":1,
			"concedidos":[{"categoria":"jovem","tipo":"gratuidade","de":0,"ate":2},{"categoria":"jovem","tipo":"gratuidade","de":1,"ate":3},
			{"categoria":"pcd_acompanhante","tipo":"gratuidade","de":0,"ate":1}],"trecho":{"de":1,"ate":3}}`},
		{"remarcacao", "RespostaRemarcacao", `{"operacao":"remarcacao","agora":"2026-12-20T10:00-03:00","emissao":"2026-06-01T10:00-03:00",
			"valorPago":10000,"novoValor":12000,"taxa":500,"taxaInformadaNaCompra":true,"taxaNoBilhete":true}`},
		{"reservas com conflito", "RespostaReservas", `{"operacao":"reservas","reservas":[{"destino":"São Paulo","partida":"2026-12-24T08:00-03:00"},
			{"destino":"Belo Horizonte","partida":"2026-12-24T08:00-03:00"},{"destino":" SAO  PAULO","partida":"2026-12-24T20:00-03:00","transportadora":"Outra"}]}`},
		{"reservas sem conflito", "RespostaReservas", `{"operacao":"reservas","reservas":[]}`},
		{"atraso partida (contract.md)", "RespostaAtraso", exemplos[2]},
		{"atraso interrupcao (contract.md)", "RespostaAtraso", exemplos[3]},
		{"atraso mudanca de classe (contract.md)", "RespostaAtraso", exemplos[4]},
		{"atraso ainda sem atraso", "RespostaAtraso", `{"operacao":"atraso","agora":"2026-12-24T07:00-03:00","modal":"rodoviario",
			"linhaSemiurbana":false,"evento":"atraso_partida","previsto":"2026-12-24T08:00-03:00"}`},
		{"atraso interrupcao pelo passageiro", "RespostaAtraso", `{"operacao":"atraso","agora":"2026-12-24T18:00-03:00","modal":"rodoviario",
			"evento":"interrupcao","interrompidaEm":"2026-12-24T14:00-03:00","porIniciativaDoPassageiro":true}`},
		{"atraso no trem", "RespostaAtraso", `{"operacao":"atraso","agora":"2026-12-24T09:30-03:00","modal":"ferroviario",
			"evento":"atraso_partida","previsto":"2026-12-24T08:00-03:00","partida":"2026-12-24T09:20-03:00"}`},
		{"recusa idoso desconto vagas (contract.md)", "RespostaRecusa", exemplos[5]},
		{"recusa crianca barco (contract.md)", "RespostaRecusa", exemplos[6]},
		{"recusa jovem onibus documentos", "RespostaRecusa", `{"operacao":"recusa","agora":"2026-12-20T10:00-03:00","categoria":"jovem",
			"modal":"rodoviario","beneficio":"gratuidade","motivo":"documentos"}`},
		{"erro recusa desconto da crianca", "RespostaErro", `{"operacao":"recusa","agora":"2026-12-20T10:00-03:00","categoria":"crianca",
			"modal":"rodoviario","beneficio":"desconto","motivo":"outro"}`},
		{"bpe qrcode (contract.md)", "RespostaBpe", exemplos[7]},
		{"bpe xml idoso com taxas (contract.md)", "RespostaBpe", exemplos[8]},
		{"bpe chave com UF e mês inválidos", "RespostaBpe", `{"operacao":"bpe","agora":"2026-12-20T10:00-03:00","chave":"9922130736461700013563060000000010181350943` + "0" + `"}`},
		{"bpe xml sem Id, passageiro, desconto e serviço", "RespostaBpe", `{"operacao":"bpe","agora":"2026-12-20T10:00-03:00",` +
			`"xml":"<bpeProc xmlns='http://www.portalfiscal.inf.br/bpe'><BPe><infBPe><emit><CNPJ>11222333000181</CNPJ></emit>` +
			`<infPassagem><dhValidade>2027-01-01T00:00:00-03:00</dhValidade></infPassagem><infValorBPe><vBP>10.00</vBP><vPgto>10.00</vPgto></infValorBPe></infBPe></BPe></bpeProc>"}`},
		{"bpe xml com dhEmi e dhValidade", "RespostaBpe", `{"operacao":"bpe","agora":"2026-12-20T10:00-03:00",` +
			`"xml":"<BPe xmlns='http://www.portalfiscal.inf.br/bpe'><infBPe Id='BPe35261211222333000181630010000123451123456787'><ide><dhEmi>2026-12-10T14:30:00-03:00</dhEmi></ide><infPassagem><dhValidade>2027-01-01T00:00:00-03:00</dhValidade></infPassagem></infBPe></BPe>"}`},
		{"erro bpe xml bomba", "RespostaErro", `{"operacao":"bpe","agora":"2026-12-20T10:00-03:00","xml":"<!DOCTYPE x [<!ENTITY a 'a'>]><BPe/>"}`},
		// Rules revision 4 (R1, R2, R3).
		{"reembolso tarifa do dia, a prazo quitada", "RespostaReembolso", `{"operacao":"reembolso","agora":"2026-12-22T09:30-03:00",
			"compra":{"em":"2026-12-01T12:00-03:00","canal":"presencial","tarifa":15000,"tarifaAtual":18000,"aPrazo":true,"quitadaEm":"2026-12-28"},
			"viagem":{"embarque":"2026-12-24T09:30-03:00"}}`},
		{"remarcacao com tarifa atual do trecho", "RespostaRemarcacao", `{"operacao":"remarcacao","agora":"2026-12-20T10:00-03:00","emissao":"2026-06-01T10:00-03:00",
			"valorPago":10000,"novoValor":12000,"tarifaAtualDoTrecho":11000}`},
		{"atraso seguiu viagem", "RespostaAtraso", `{"operacao":"atraso","agora":"2026-12-31T10:00-03:00","modal":"rodoviario",
			"evento":"atraso_partida","previsto":"2026-12-24T08:00-03:00","partida":"2026-12-24T13:19-03:00","seguiuViagem":true,"compra":{"tarifa":15000}}`},
		{"interrupcao seguiu viagem", "RespostaAtraso", `{"operacao":"atraso","agora":"2026-12-24T20:00-03:00","modal":"rodoviario",
			"evento":"interrupcao","interrompidaEm":"2026-12-24T14:00-03:00","retomadaEm":"2026-12-24T18:00-03:00","seguiuViagem":true,"compra":{"tarifa":15000}}`},
		{"erro json", "RespostaErro", `{"operacao":`},
		{"erro nao objeto", "RespostaErro", `[1,2]`},
		{"erro operacao", "RespostaErro", `{"operacao":"passagem"}`},
		{"erro campos", "RespostaErro", `{"operacao":"beneficio","agora":"ontem","categoria":"turista","viagem":{"modal":"aereo","ufOrigem":"XX",
			"convencional":"sim","partidaLinha":"2026-02-30T08:00-03:00"},"precos":{"menorTarifa":-1,"pedagio":1.5,"outras":1e12}}`},
	}
}

// exemplosJSON returns the ```json blocks of calculator/contract.md in order.
func exemplosJSON(t *testing.T) []string {
	t.Helper()
	b, err := os.ReadFile(contratoMD)
	if err != nil {
		t.Fatalf("calculator/contract.md: %v", err)
	}
	ms := regexp.MustCompile("(?s)```json\n(.*?)```").FindAllStringSubmatch(string(b), -1)
	if len(ms) < 2 {
		t.Fatalf("calculator/contract.md: esperava ao menos 2 exemplos JSON, achou %d", len(ms))
	}
	var out []string
	for _, m := range ms {
		out = append(out, m[1])
	}
	return out
}

// TestRespostasConformamAoDTS runs the engine on requests covering every
// operation and error and checks each request against Pedido and each
// answer against the expected interface of calculadora.d.ts: no field the
// engine emits is missing from the .d.ts, no required field of the .d.ts is
// missing from an answer, and the values have the declared types. Then
// every property of every response interface must have been seen with a
// value, and every nullable one also with null: the .d.ts declares nothing
// the engine does not emit.
func TestRespostasConformamAoDTS(t *testing.T) {
	d := lerDeclaracoes(t)
	vis := visita{}
	for _, c := range casosContrato(t) {
		resp := calculator.Calcular([]byte(c.pedido))
		if c.resposta != "RespostaErro" {
			if err := d.conforma(decodificar(t, []byte(c.pedido)), "Pedido", "pedido", visita{}); err != nil {
				t.Errorf("%s: o pedido não segue Pedido: %v", c.nome, err)
			}
		}
		if err := d.conforma(decodificar(t, resp), c.resposta, "resposta", vis); err != nil {
			t.Errorf("%s: %v\nresposta: %s", c.nome, err, resp)
		}
		if err := d.conforma(decodificar(t, resp), "Resposta", "resposta", visita{}); err != nil {
			t.Errorf("%s: não é Resposta: %v", c.nome, err)
		}
	}
	if t.Failed() {
		return // the coverage below would only repeat the failures
	}
	alc := map[string]bool{}
	d.interfacesAlcancaveis("Resposta", alc)
	for _, nome := range chavesOrdenadas(alc) {
		for _, k := range chavesOrdenadas(d.interfaces[nome]) {
			p := d.interfaces[nome][k]
			if !vis[nome+"."+k] {
				t.Errorf("%s.%s: nenhum caso o exercitou com um valor: o motor o emite? acrescente um caso", nome, k)
			}
			if slices.Contains(alternativas(p.tipo), "null") && !vis[nome+"."+k+"=null"] {
				t.Errorf("%s.%s: declarado \"| null\", mas nenhum caso o exercitou com null", nome, k)
			}
		}
	}
}

// TestRespostaInternaConforma checks the adapter's constant answer to a
// panic (main.go builds only for js/wasm, so it is read as text).
func TestRespostaInternaConforma(t *testing.T) {
	b, err := os.ReadFile("main.go")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile("const respostaInterna = `([^`]*)`").FindSubmatch(b)
	if m == nil {
		t.Fatal("main.go: constante respostaInterna não encontrada")
	}
	d := lerDeclaracoes(t)
	v := decodificar(t, m[1])
	if err := d.conforma(v, "RespostaErro", "respostaInterna", visita{}); err != nil {
		t.Error(err)
	}
	if e := v.(map[string]any)["erros"].([]any)[0].(map[string]any); e["codigo"] != "erro_interno" || e["campo"] != "" {
		t.Errorf("respostaInterna: %v", e)
	}
}

// ------------------------------------------------------------------------
// The request fields of calculator/contract.md.

// campoContrato is one request field of contract.md: its path (dots, list
// elements transparent) and, when the contract lists them, its values.
type campoContrato struct {
	caminho string
	valores []string
}

var (
	reSecaoOperacao = regexp.MustCompile("(?m)^## `operacao: \"(\\w+)\"`")
	reCrase         = regexp.MustCompile("`([^`]+)`")
)

// camposContrato reads, per operation, the request fields of contract.md:
// the first column of the request table, the value tokens and {a, b: x/y}
// object tokens of its type column, and the fields of a "Request:" line.
func camposContrato(t *testing.T) map[string][]campoContrato {
	t.Helper()
	b, err := os.ReadFile(contratoMD)
	if err != nil {
		t.Fatalf("calculator/contract.md: %v", err)
	}
	src := string(b)
	out := map[string][]campoContrato{}
	idx := reSecaoOperacao.FindAllStringSubmatchIndex(src, -1)
	for i, m := range idx {
		op := src[m[2]:m[3]]
		fim := len(src)
		if i+1 < len(idx) {
			fim = idx[i+1][0]
		} else if j := strings.Index(src[m[1]:], "\n## "); j >= 0 {
			fim = m[1] + j
		}
		secao := src[m[1]:fim]
		if j := regexp.MustCompile(`(?m)^Response`).FindStringIndex(secao); j != nil {
			if k := strings.Index(secao, "Request:"); k >= 0 && k < j[0] && !strings.Contains(secao[k:j[0]], "|") {
				// A prose "Request: ..." paragraph, the fields in order.
				var ultimo string
				for _, tok := range reCrase.FindAllStringSubmatch(secao[k:j[0]], -1) {
					if strings.HasPrefix(tok[1], "{") {
						out[op] = append(out[op], camposObjeto(ultimo, tok[1])...)
					} else if reIdentificador.MatchString(tok[1]) {
						ultimo = tok[1]
						out[op] = append(out[op], campoContrato{caminho: tok[1]})
					}
				}
			}
			secao = secao[:j[0]]
		}
		for _, linha := range strings.Split(secao, "\n") {
			if !strings.HasPrefix(linha, "|") {
				continue
			}
			cel := strings.Split(linha, "|")
			if len(cel) < 4 {
				continue
			}
			var tipos []string
			var objetos []string
			for _, tok := range reCrase.FindAllStringSubmatch(cel[2], -1) {
				if strings.HasPrefix(tok[1], "{") {
					objetos = append(objetos, tok[1])
				} else if reIdentificador.MatchString(tok[1]) {
					tipos = append(tipos, tok[1])
				}
			}
			for _, tok := range reCrase.FindAllStringSubmatch(cel[1], -1) {
				out[op] = append(out[op], campoContrato{caminho: tok[1], valores: tipos})
				for _, o := range objetos {
					out[op] = append(out[op], camposObjeto(tok[1], o)...)
				}
			}
		}
	}
	return out
}

// camposObjeto reads "{categoria: jovem/idoso, de, ate}" under pai.
func camposObjeto(pai, obj string) []campoContrato {
	var out []campoContrato
	for _, item := range strings.Split(strings.Trim(obj, "{}"), ",") {
		nome, vals, _ := strings.Cut(item, ":")
		c := campoContrato{caminho: pai + "." + strings.TrimSuffix(strings.TrimSpace(nome), "?")}
		if vals = strings.TrimSpace(vals); vals != "" {
			c.valores = strings.Split(vals, "/")
		}
		out = append(out, c)
	}
	return out
}

// resolver finds the property at a dotted path of an interface.
func (d *declaracoes) resolver(iface, caminho string) (propriedade, bool) {
	partes := strings.Split(caminho, ".")
	for i, parte := range partes {
		p, ok := d.interfaces[iface][parte]
		if !ok {
			return p, false
		}
		if i == len(partes)-1 {
			return p, true
		}
		if iface = d.interfaceDe(p.tipo); iface == "" {
			return p, false
		}
	}
	return propriedade{}, false
}

// folhas lists the paths of the non-object properties under an interface.
func (d *declaracoes) folhas(iface, pre string, out map[string]bool) {
	for k, p := range d.interfaces[iface] {
		if sub := d.interfaceDe(p.tipo); sub != "" {
			d.folhas(sub, pre+k+".", out)
		} else {
			out[pre+k] = true
		}
	}
}

// TestCamposDoContratoNoDTS checks that every request field of
// calculator/contract.md is declared in the operation's request interface of
// calculadora.d.ts (with the values the contract lists), and that the .d.ts
// declares no request field the contract does not list.
func TestCamposDoContratoNoDTS(t *testing.T) {
	d := lerDeclaracoes(t)
	campos := camposContrato(t)
	ops := calculator.NomesOperacoes()
	for _, op := range ops {
		iface := "Pedido" + strings.ToUpper(op[:1]) + op[1:]
		if _, ok := d.interfaces[iface]; !ok {
			t.Errorf("calculadora.d.ts não declara %s", iface)
			continue
		}
		if len(campos[op]) < 2 {
			t.Errorf("calculator/contract.md: operação %s: só %d campos lidos; o formato mudou?", op, len(campos[op]))
			continue
		}
		if p := d.interfaces[iface]["operacao"]; p.tipo != `"`+op+`"` || p.opcional {
			t.Errorf("%s.operacao deve ser \"%s\", obrigatório; é %q", iface, op, p.tipo)
		}
		noContrato := map[string]bool{"operacao": true}
		for _, c := range campos[op] {
			noContrato[c.caminho] = true
			p, ok := d.resolver(iface, c.caminho)
			if !ok {
				t.Errorf("%s: campo %s de calculator/contract.md ausente de %s em calculadora.d.ts", op, c.caminho, iface)
				continue
			}
			lits := d.literais(p.tipo)
			for _, v := range c.valores {
				if !lits[v] {
					t.Errorf("%s: %s: valor %q de calculator/contract.md ausente do tipo %s", op, c.caminho, v, p.tipo)
				}
			}
		}
		fs := map[string]bool{}
		d.folhas(iface, "", fs)
		for _, f := range chavesOrdenadas(fs) {
			if !noContrato[f] {
				t.Errorf("%s: %s.%s declarado em calculadora.d.ts e ausente de calculator/contract.md", op, iface, f)
			}
		}
	}
	if n := len(campos); n != len(ops) {
		t.Errorf("calculator/contract.md: %d operações lidas, esperava %d", n, len(ops))
	}
}

// TestCodigosDeErroDoDoc checks that CodigoErro lists exactly the codes of
// calculator/doc.go plus the adapter's entrada_invalida.
func TestCodigosDeErroDoDoc(t *testing.T) {
	b, err := os.ReadFile("../calculator/doc.go")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(b)
	i, j := strings.Index(doc, "Codes:"), strings.Index(doc, "erro_interno")
	if i < 0 || j < i {
		t.Fatal("calculator/doc.go: parágrafo dos códigos (\"Codes: ... erro_interno\") não encontrado")
	}
	trecho := strings.NewReplacer("//", " ", "\n", " ").Replace(doc[i : j+len("erro_interno")])
	// Drop the parenthesised explanations, then every snake_case word is a code.
	trecho = regexp.MustCompile(`\([^()]*\)`).ReplaceAllString(trecho, " ")
	want := map[string]bool{"entrada_invalida": true}
	for _, w := range regexp.MustCompile(`\b[a-z]+(?:_[a-z]+)+\b`).FindAllString(trecho, -1) {
		want[w] = true
	}
	d := lerDeclaracoes(t)
	got := d.literais("CodigoErro")
	if strings.Join(chavesOrdenadas(got), " ") != strings.Join(chavesOrdenadas(want), " ") {
		t.Errorf("CodigoErro em calculadora.d.ts:\n  %v\ncódigos de calculator/doc.go + entrada_invalida:\n  %v", chavesOrdenadas(got), chavesOrdenadas(want))
	}
}
