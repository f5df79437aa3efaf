package calculator

import (
	"strconv"
	"strings"
	"time"
	"viagemdedireito/calculator/internal/jsonc"
	"viagemdedireito/calculator/internal/tempo"
)

// Erro is one invalid field of a request.
type Erro struct {
	// Field path ("viagem.partidaLinha", "concedidos[3].de"), "" for the whole body.
	Campo  string     `json:"campo"`
	Codigo CodigoErro `json:"codigo"`
	// In Portuguese.
	Mensagem string `json:"mensagem"`
}

// CodigoErro is the code of an error (doc.go, "Errors").
type CodigoErro string

// Valores lists the codes the engine gives; the front doors add their own
// for what never reaches it (see RespostaErro).
func (CodigoErro) Valores() []string {
	return []string{codJSONInvalido, codChaveDuplicada, codTipoInvalido, codObrigatorio, codOperacao,
		codValorInvalido, codDataInvalida, codDataForaIntervalo, codNegativo, codMuitoAlto, codNumeroInvalido,
		codTextoLongo, codListaTamanho, codOrdem, codInterno}
}

// Error codes of the contract (documented in doc.go).
const (
	codJSONInvalido      = CodigoJSONInvalido
	codChaveDuplicada    = "chave_duplicada"
	codTipoInvalido      = "tipo_invalido"
	codObrigatorio       = "campo_obrigatorio"
	codOperacao          = "operacao_desconhecida"
	codValorInvalido     = "valor_invalido"
	codDataInvalida      = "data_invalida"
	codDataForaIntervalo = "data_fora_do_intervalo"
	codNegativo          = "valor_negativo"
	codMuitoAlto         = "valor_muito_alto"
	codNumeroInvalido    = "numero_invalido"
	codTextoLongo        = "texto_muito_longo"
	codListaTamanho      = "lista_tamanho_invalido"
	codOrdem             = "ordem_invalida"
	codInterno           = CodigoInterno
)

// Error codes the front doors (CLI, HTTP API, WebAssembly) tell apart
// without reading the answer: CodigoJSONInvalido is the only code of a body
// that is not acceptable JSON (syntax, nesting, size, element count), and
// CodigoInterno the code of a recovered failure of the engine. Every other
// code names an invalid field of a JSON request.
const (
	CodigoJSONInvalido = "json_invalido"
	CodigoInterno      = "erro_interno"
)

const (
	maxCentavos   = 100_000_000 // R$ 1.000.000,00
	anoMin        = 2000
	anoMax        = 2100
	anoNascMin    = 1880
	maxTextoCurto = 500 // stop names, destinations, companies (bytes)
)

// validador reads fields of the request tree and collects every error.
type validador struct {
	erros []Erro
}

func caminho(pai, k string) string { return jsonc.Caminho(pai, k) }

func caminhoIndice(pai string, i int) string { return jsonc.CaminhoIndice(pai, i) }

// lerEntrada parses a request: a syntax error (or a limit) is one
// json_invalido error about the whole body; otherwise every object member
// whose key repeats an earlier key of the same object is one chave_duplicada
// error naming its path (contract revision 2: RFC 8259 leaves the meaning of
// such an object open, so the engine refuses to guess which value counts).
func lerEntrada(entrada []byte) (jsonc.Valor, []Erro) {
	v, msg, repetidas := jsonc.Ler(entrada)
	if msg != "" {
		return jsonc.Valor{}, []Erro{{Campo: "", Codigo: codJSONInvalido, Mensagem: "JSON inválido: " + msg + "."}}
	}
	var erros []Erro
	for _, c := range repetidas {
		erros = append(erros, Erro{Campo: c, Codigo: codChaveDuplicada,
			Mensagem: "Campo repetido no mesmo objeto: informe cada campo uma só vez."})
	}
	return v, erros
}

// erro records an error. Not inlined: it is called from some hundred
// places, all on the error path, and each inlined copy of the append costs
// space in the WebAssembly module.
//
//go:noinline
func (v *validador) erro(campo, codigo, msg string) {
	if len(v.erros) >= maxErros {
		return
	}
	v.erros = append(v.erros, Erro{Campo: jsonc.Encurtar(campo), Codigo: CodigoErro(codigo), Mensagem: msg})
}

// maxErros bounds the errors of one answer (contract revision 3): the first
// maxErros invalid fields, in the order of the request, are reported.
const maxErros = 100

// pega returns the member k of obj, or nil when absent or null. A missing
// required member is reported.
func (v *validador) pega(obj *jsonc.Valor, pai, k string, obrig bool) *jsonc.Valor {
	m := obj.Campo(k)
	if m == nil || m.Tipo == jsonc.Nulo {
		if obrig {
			v.erro(caminho(pai, k), codObrigatorio, "Campo obrigatório não informado.")
		}
		return nil
	}
	return m
}

func (v *validador) tipo(m *jsonc.Valor, pai, k string, t jsonc.Tipo, desc string) bool {
	if m.Tipo != t {
		v.erro(caminho(pai, k), codTipoInvalido, "Deve ser "+desc+", mas veio "+m.Tipo.Nome()+".")
		return false
	}
	return true
}

// objeto returns the object member k, or nil.
func (v *validador) objeto(obj *jsonc.Valor, pai, k string, obrig bool) *jsonc.Valor {
	m := v.pega(obj, pai, k, obrig)
	if m == nil || !v.tipo(m, pai, k, jsonc.Objeto, "um objeto") {
		return nil
	}
	return m
}

// lista returns the array member k, or nil.
func (v *validador) lista(obj *jsonc.Valor, pai, k string, obrig bool) *jsonc.Valor {
	m := v.pega(obj, pai, k, obrig)
	if m == nil || !v.tipo(m, pai, k, jsonc.Lista, "uma lista") {
		return nil
	}
	return m
}

func (v *validador) booleano(obj *jsonc.Valor, pai, k string, padrao bool) bool {
	m := v.pega(obj, pai, k, false)
	if m == nil || !v.tipo(m, pai, k, jsonc.Booleano, "true ou false") {
		return padrao
	}
	return m.B
}

// booleanoObrig reads a required boolean; ok is false when absent or invalid.
func (v *validador) booleanoObrig(obj *jsonc.Valor, pai, k string) (b, ok bool) {
	m := v.pega(obj, pai, k, true)
	if m == nil || !v.tipo(m, pai, k, jsonc.Booleano, "true ou false") {
		return false, false
	}
	return m.B, true
}

func (v *validador) texto(obj *jsonc.Valor, pai, k string, obrig bool, max int) (string, bool) {
	m := v.pega(obj, pai, k, obrig)
	if m == nil || !v.tipo(m, pai, k, jsonc.Texto, "um texto") {
		return "", false
	}
	if !v.confereTexto(caminho(pai, k), m.S, max) {
		return "", false
	}
	return m.S, true
}

// opcao reads a text that must be one of opcoes.
func (v *validador) opcao(obj *jsonc.Valor, pai, k string, obrig bool, opcoes ...string) (string, bool) {
	m := v.pega(obj, pai, k, obrig)
	if m == nil || !v.tipo(m, pai, k, jsonc.Texto, "um texto") {
		return "", false
	}
	if !v.confereOpcao(caminho(pai, k), m.S, opcoes) {
		return "", false
	}
	return m.S, true
}

// instante reads an RFC 3339 instant with offset (seconds optional) between
// the years 2000 and 2100 in its own offset.
func (v *validador) instante(obj *jsonc.Valor, pai, k string, obrig bool) (time.Time, bool) {
	m := v.pega(obj, pai, k, obrig)
	if m == nil || !v.tipo(m, pai, k, jsonc.Texto, "um texto com data e hora") {
		return time.Time{}, false
	}
	t, ok := parseInstante(m.S)
	if !ok {
		v.erro(caminho(pai, k), codDataInvalida, "Data e hora inválidas: use o formato RFC 3339 com fuso, por exemplo 2026-12-24T08:00:00-03:00.")
		return time.Time{}, false
	}
	if !v.confereInstante(caminho(pai, k), t) {
		return time.Time{}, false
	}
	return t, true
}

func parseInstante(s string) (time.Time, bool) {
	if len(s) < 16 || len(s) > 40 {
		return time.Time{}, false
	}
	// RFC 3339 § 5.6 allows lower-case "t" and "z" (contract revision 2);
	// time.Parse takes only the upper-case letters.
	if s[10] == 't' || s[len(s)-1] == 'z' {
		b := []byte(s)
		if b[10] == 't' {
			b[10] = 'T'
		}
		if b[len(b)-1] == 'z' {
			b[len(b)-1] = 'Z'
		}
		s = string(b)
	}
	// tempo.Instante is time.Parse(time.RFC3339, s), else
	// time.Parse("2006-01-02T15:04Z07:00", s), written by hand for the
	// size of the WebAssembly module (calculator/internal/tempo). It keeps
	// the instant in its own fixed offset, never in the machine's local
	// zone (whose rules could move the offset during arithmetic).
	return tempo.Instante(s)
}

// data reads a calendar date AAAA-MM-DD between anoIni and anoMax.
func (v *validador) data(obj *jsonc.Valor, pai, k string, obrig bool, anoIni int) (time.Time, bool) {
	m := v.pega(obj, pai, k, obrig)
	if m == nil || !v.tipo(m, pai, k, jsonc.Texto, "um texto com data") {
		return time.Time{}, false
	}
	if len(m.S) != 10 {
		v.erro(caminho(pai, k), codDataInvalida, "Data inválida: use o formato AAAA-MM-DD.")
		return time.Time{}, false
	}
	t, ok := tempo.Data(m.S) // time.Parse("2006-01-02", m.S), by hand for size
	if !ok {
		v.erro(caminho(pai, k), codDataInvalida, "Data inválida: use o formato AAAA-MM-DD.")
		return time.Time{}, false
	}
	if !v.confereData(caminho(pai, k), t, anoIni) {
		return time.Time{}, false
	}
	return t, true
}

// inteiro reads an integer in [min, max]; absent → padrao, ok false.
func (v *validador) inteiro(obj *jsonc.Valor, pai, k string, obrig bool, min, max, padrao int64) (int64, bool) {
	m := v.pega(obj, pai, k, obrig)
	if m == nil || !v.tipo(m, pai, k, jsonc.Numero, "um número inteiro") {
		return padrao, false
	}
	n, ok := v.numero(m, pai, k, min, max)
	if !ok {
		return padrao, false
	}
	return n, true
}

func (v *validador) numero(m *jsonc.Valor, pai, k string, min, max int64) (int64, bool) {
	if len(m.S) <= 18 && m.S[0] != '-' && !fracionario(m.S) {
		// Fast path: a plain non-negative integer that fits.
		var n int64
		for i := 0; i < len(m.S); i++ {
			n = n*10 + int64(m.S[i]-'0')
		}
		if n >= min && n <= max {
			return n, true
		}
	}
	campo := caminho(pai, k)
	if fracionario(m.S) {
		v.erro(campo, codNumeroInvalido, "Deve ser um número inteiro, sem casas decimais nem expoente.")
		return 0, false
	}
	n, ok := parseInt64(m.S) // strconv.ParseInt(m.S, 10, 64), by hand for size (inteiro.go)
	if !ok {
		if m.S[0] == '-' {
			v.erro(campo, codNegativo, msgNegativo)
		} else {
			v.erro(campo, codMuitoAlto, "Número grande demais.")
		}
		return 0, false
	}
	if !v.confereInteiro(campo, n, min, max) {
		return 0, false
	}
	return n, true
}

// centavos reads an amount of money in integer centavos, 0 to R$ 1.000.000,00.
func (v *validador) centavos(obj *jsonc.Valor, pai, k string, obrig bool) (int64, bool) {
	m := v.pega(obj, pai, k, obrig)
	if m == nil || !v.tipo(m, pai, k, jsonc.Numero, "um número inteiro de centavos") {
		return 0, false
	}
	campo := caminho(pai, k)
	if fracionario(m.S) {
		v.erro(campo, codNumeroInvalido, "Valores em dinheiro são números inteiros de centavos (R$ 150,01 = 15001).")
		return 0, false
	}
	n, ok := parseInt64(m.S) // strconv.ParseInt(m.S, 10, 64), by hand for size (inteiro.go)
	switch {
	case !ok && m.S[0] == '-':
		v.erro(campo, codNegativo, msgCentavosNegativo)
		return 0, false
	case !ok:
		v.erro(campo, codMuitoAlto, msgCentavosAlto)
		return 0, false
	}
	if !v.confereCentavos(campo, Centavos(n)) {
		return 0, false
	}
	return n, true
}

// centavosOpcionais reads an optional amount; absent or invalid → 0.
func (v *validador) centavosOpcionais(obj *jsonc.Valor, pai, k string) Centavos {
	n, _ := v.centavos(obj, pai, k, false)
	return Centavos(n)
}

// ufs are the 27 federative units accepted in ufOrigem and ufDestino.
var ufs = [...]string{"AC", "AL", "AM", "AP", "BA", "CE", "DF", "ES", "GO", "MA", "MG", "MS", "MT", "PA", "PB",
	"PE", "PI", "PR", "RJ", "RN", "RO", "RR", "RS", "SC", "SE", "SP", "TO"}

func (v *validador) uf(obj *jsonc.Valor, pai, k string) (string, bool) {
	m := v.pega(obj, pai, k, true)
	if m == nil || !v.tipo(m, pai, k, jsonc.Texto, "um texto (sigla da UF)") {
		return "", false
	}
	return v.confereUF(caminho(pai, k), m.S)
}

// Rule checks over typed values, shared by the JSON decoders (which call
// them on each field they read) and by the typed entry points (which call
// them on the fields of a request struct, in the same order): one rule,
// one message, whichever door the request came through.

const (
	msgNegativo         = "Valor negativo não é aceito."
	msgCentavosNegativo = "Valor em dinheiro negativo não é aceito."
	msgCentavosAlto     = "Valor acima do limite de R$ 1.000.000,00 (100000000 centavos)."
)

// confereTexto checks that s has at most max bytes.
func (v *validador) confereTexto(campo, s string, max int) bool {
	if len(s) > max {
		v.erro(campo, codTextoLongo, "Texto longo demais: o máximo é "+strconv.Itoa(max)+" bytes.")
		return false
	}
	return true
}

// confereOpcao checks that s is one of opcoes.
func (v *validador) confereOpcao(campo, s string, opcoes []string) bool {
	for _, o := range opcoes {
		if s == o {
			return true
		}
	}
	v.erro(campo, codValorInvalido, "Valor não aceito; use um destes: "+strings.Join(opcoes, ", ")+".")
	return false
}

// confereInstante checks that t falls between the years 2000 and 2100 in its
// own offset.
func (v *validador) confereInstante(campo string, t time.Time) bool {
	if y := t.Year(); y < anoMin || y > anoMax {
		v.erro(campo, codDataForaIntervalo, "A data deve estar entre os anos 2000 e 2100.")
		return false
	}
	return true
}

// confereData checks that the date t falls between anoIni and anoMax.
func (v *validador) confereData(campo string, t time.Time, anoIni int) bool {
	if y := t.Year(); y < anoIni || y > anoMax {
		v.erro(campo, codDataForaIntervalo, "A data deve estar entre os anos "+strconv.Itoa(anoIni)+" e 2100.")
		return false
	}
	return true
}

// confereInteiro checks that n is in [min, max].
func (v *validador) confereInteiro(campo string, n, min, max int64) bool {
	if n < min {
		if n < 0 {
			v.erro(campo, codNegativo, msgNegativo)
		} else {
			v.erro(campo, codValorInvalido, "O valor mínimo é "+itoa(min)+".")
		}
		return false
	}
	if n > max {
		v.erro(campo, codMuitoAlto, "O valor máximo é "+itoa(max)+".")
		return false
	}
	return true
}

// confereCentavos checks an amount of money: 0 to R$ 1.000.000,00.
func (v *validador) confereCentavos(campo string, n Centavos) bool {
	switch {
	case n < 0:
		v.erro(campo, codNegativo, msgCentavosNegativo)
		return false
	case n > maxCentavos:
		v.erro(campo, codMuitoAlto, msgCentavosAlto)
		return false
	}
	return true
}

// confereUF checks a federative unit, in either case, and returns it in
// upper case.
func (v *validador) confereUF(campo, s string) (string, bool) {
	if len(s) == 2 {
		s := maiusculasASCII(s)
		for _, u := range ufs {
			if s == u {
				return u, true
			}
		}
	}
	v.erro(campo, codValorInvalido, "Sigla de UF desconhecida: use duas letras, como SP ou MG.")
	return "", false
}

// instanteTipado brings an instant of a typed request to its own fixed
// offset, as the JSON reader does: the machine's zone rules (or a named
// zone's) never move the offset during the engine's arithmetic.
func instanteTipado(t time.Time) time.Time {
	_, off := t.Zone()
	return t.In(time.FixedZone("", off))
}
