package calculator

import (
	"strconv"
	"viagemdedireito/calculator/instante"
	"viagemdedireito/calculator/internal/jsonc"
)

// Erro is one invalid field of a request.
type Erro struct {
	// Field path ("viagem.partidaLinha", "concedidos[3].de"), "" for the whole body.
	Campo  string     `json:"campo"`
	Codigo CodigoErro `json:"codigo"`
	// In Portuguese.
	Mensagem string `json:"mensagem"`
}

// CodigoErro is the code of an error (contract.md, "Errors").
type CodigoErro string

// Valores lists the codes the engine gives; the front doors add their own
// for what never reaches it (see RespostaErro).
func (CodigoErro) Valores() []string {
	return []string{codJSONInvalido, codChaveDuplicada, codTipoInvalido, codObrigatorio, codOperacao,
		codValorInvalido, codDataInvalida, codDataForaIntervalo, codNegativo, codMuitoAlto, codNumeroInvalido,
		codTextoLongo, codListaTamanho, codOrdem, codXMLInvalido, codInterno}
}

// Error codes of the contract (contract.md, "Errors").
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
	codXMLInvalido       = "xml_invalido"
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

// validador reads one request into its typed form and checks it, collecting
// every error: the request's one reading (contract revision 3, "one request
// shape"). Each request type has one method ler(v *validador) that names
// its fields in the contract's order with their limits; it serves both
// doors. On the JSON path (obj set, see calcular) each field is first
// decoded from the tree into the struct (type, syntax, presence), then
// checked; on the typed path (obj nil, see Beneficio) the value already in
// the struct is checked. The field readers below (instante, centavos,
// opcao, ...) hold each check once for both, so a typed caller gets the
// errors of the JSON request with the same values, in the same order.
type validador struct {
	erros []Erro
	// obj is the JSON object being read (nil on the typed path); its path
	// is pai ("" for the root, "viagem"), or the element elem-1 of the list
	// pai when elem > 0 ("concedidos[3]", built only for an error).
	obj  *jsonc.Valor
	pai  string
	elem int
}

// campo is the path of the member k of the object being read, or of the
// object itself when k is "".
func (v *validador) campo(k string) string {
	c := v.pai
	if v.elem > 0 {
		c = jsonc.CaminhoIndice(c, v.elem-1)
	}
	if k == "" {
		return c
	}
	return jsonc.Caminho(c, k)
}

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

// erroEm records an error about the member k of the object being read.
//
//go:noinline
func (v *validador) erroEm(k, codigo, msg string) {
	if len(v.erros) < maxErros {
		v.erro(v.campo(k), codigo, msg)
	}
}

// maxErros bounds the errors of one answer (contract revision 3): the first
// maxErros invalid fields, in the order of the request, are reported.
const maxErros = 100

// valorOu is *n, or padrao when n is nil (an optional number's default).
// Not cmp.Or: its generic dictionary marks the pointer type as used in an
// interface, and for *time.Time that alone linked time.Time.String and
// Format into the WebAssembly module (+8 KB brotli, measured).
func valorOu(n *int64, padrao int64) int64 {
	if n == nil {
		return padrao
	}
	return *n
}

// json reports whether v reads a JSON tree.
func (v *validador) json() bool { return v.obj != nil }

// membro returns the member k of the current JSON object, or nil when
// absent or null; a missing required member is reported.
func (v *validador) membro(k string, obrig bool) *jsonc.Valor {
	m := v.obj.Campo(k)
	if m == nil || m.Tipo == jsonc.Nulo {
		if obrig {
			v.erroEm(k, codObrigatorio, "Campo obrigatório não informado.")
		}
		return nil
	}
	return m
}

// membroDo returns the member k when it has type t (desc names t), else
// reports and returns nil.
func (v *validador) membroDo(k string, obrig bool, t jsonc.Tipo, desc string) *jsonc.Valor {
	m := v.membro(k, obrig)
	if m != nil && m.Tipo != t {
		v.erroEm(k, codTipoInvalido, "Deve ser "+desc+", mas veio "+m.Tipo.Nome()+".")
		return nil
	}
	return m
}

// tem tells whether the optional member k is given: in the JSON object,
// or, on the typed path, dado (the field is not nil).
func (v *validador) tem(k string, dado bool) bool {
	if v.json() {
		return v.membro(k, false) != nil
	}
	return dado
}

// posicao is where a validador reads, saved by objeto and restored by volta.
type posicao struct {
	obj  *jsonc.Valor
	pai  string
	elem int
}

// objeto enters the object member k: on the JSON path when it is an object,
// on the typed path when dado (a value struct, or a pointer that is not
// nil). The caller reads its fields and then calls volta.
func (v *validador) objeto(k string, obrig, dado bool) (posicao, bool) {
	antes := posicao{v.obj, v.pai, v.elem}
	if v.json() {
		m := v.membroDo(k, obrig, jsonc.Objeto, "um objeto")
		if m == nil {
			return antes, false
		}
		v.obj = m
	} else if !dado {
		return antes, false
	}
	v.pai, v.elem = v.campo(k), 0
	return antes, true
}

// volta returns to where objeto or item entered.
func (v *validador) volta(p posicao) { v.obj, v.pai, v.elem = p.obj, p.pai, p.elem }

// lista gives the length of the array member k (on the typed path, n) and
// whether it is there.
func (v *validador) lista(k string, obrig bool, n int) (int, bool) {
	if !v.json() {
		return n, true
	}
	m := v.membroDo(k, obrig, jsonc.Lista, "uma lista")
	if m == nil {
		return 0, false
	}
	return len(m.Itens), true
}

// item enters the element i of the list member k (read with lista) as an
// object; on the JSON path an element of another type is reported with
// "Cada <nome> deve ser um objeto" and skipped.
func (v *validador) item(k string, i int, nome string) (posicao, bool) {
	antes := posicao{v.obj, v.pai, v.elem}
	if v.json() {
		e := v.obj.Campo(k).Elem(i)
		if e.Tipo != jsonc.Objeto {
			v.erro(jsonc.CaminhoIndice(v.campo(k), i), codTipoInvalido, "Cada "+nome+" deve ser um objeto, mas veio "+e.Tipo.Nome()+".")
			return antes, false
		}
		v.obj = e
	}
	v.pai, v.elem = v.campo(k), i+1
	return antes, true
}

// booleano reads an optional (default false) or required boolean; the
// typed path has nothing to check.
func (v *validador) booleano(k string, b *bool, obrig bool) {
	if v.json() {
		if m := v.membroDo(k, obrig, jsonc.Booleano, "true ou false"); m != nil {
			*b = m.B
		}
	}
}

// booleanoOpcional reads an optional boolean whose absence is not false.
func (v *validador) booleanoOpcional(k string, b **bool) {
	if v.json() {
		if m := v.membroDo(k, false, jsonc.Booleano, "true ou false"); m != nil {
			*b = &m.B
		}
	}
}

// texto reads a text of at most max bytes. A typed optional text is checked
// as given (empty is valid).
func (v *validador) texto(k string, s *string, obrig bool, max int) bool {
	if v.json() {
		m := v.membroDo(k, obrig, jsonc.Texto, "um texto")
		if m == nil {
			return false
		}
		*s = m.S
	}
	if len(*s) > max {
		v.erroEm(k, codTextoLongo, "Texto longo demais: o máximo é "+strconv.Itoa(max)+" bytes.")
		return false
	}
	return true
}

// opcao reads a text that must be one of opcoes. A typed optional field
// that is empty counts as absent.
func (v *validador) opcao(k string, s *string, obrig bool, opcoes []string) bool {
	if v.json() {
		m := v.membroDo(k, obrig, jsonc.Texto, "um texto")
		if m == nil {
			return false
		}
		*s = m.S
	} else if !obrig && *s == "" {
		return false
	}
	for _, o := range opcoes {
		if *s == o {
			return true
		}
	}
	v.erroEm(k, codValorInvalido, "Valor não aceito; use um destes: "+juntar(opcoes, ", ")+".")
	return false
}

// ufs are the 27 federative units accepted in ufOrigem and ufDestino.
var ufs = [...]string{"AC", "AL", "AM", "AP", "BA", "CE", "DF", "ES", "GO", "MA", "MG", "MS", "MT", "PA", "PB",
	"PE", "PI", "PR", "RJ", "RN", "RO", "RR", "RS", "SC", "SE", "SP", "TO"}

// uf reads a federative unit, in either case, and keeps it in upper case.
func (v *validador) uf(k string, u *UF) {
	if v.json() {
		m := v.membroDo(k, true, jsonc.Texto, "um texto (sigla da UF)")
		if m == nil {
			return
		}
		*u = UF(m.S)
	}
	if s := maiusculasASCII(string(*u)); len(s) == 2 {
		for _, x := range ufs {
			if s == x {
				*u = UF(x)
				return
			}
		}
	}
	v.erroEm(k, codValorInvalido, "Sigla de UF desconhecida: use duas letras, como SP ou MG.")
	*u = ""
}

// instante reads a required instant: RFC 3339 with offset (seconds
// optional) between the years 2000 and 2100 in its own offset. A typed
// instant is brought to its own fixed offset, as the JSON reader keeps it:
// the machine's zone rules (or a named zone's) never move the offset
// during the engine's arithmetic.
func (v *validador) instante(k string, t *instante.Time) bool {
	if v.json() {
		m := v.membroDo(k, true, jsonc.Texto, "um texto com data e hora")
		if m == nil {
			return false
		}
		var ok bool
		if *t, ok = parseInstante(m.S); !ok {
			v.erroEm(k, codDataInvalida, "Data e hora inválidas: use o formato RFC 3339 com fuso, por exemplo 2026-12-24T08:00:00-03:00.")
			return false
		}
		if !minutosDeFuso(m.S) {
			v.erroEm(k, codDataInvalida, msgFusoInvalido)
			return false
		}
	} else {
		_, off := t.Zone()
		*t = t.In(instante.FixedZone("", off))
	}
	if _, off := t.Zone(); off < fusoMin || off > fusoMax || off%60 != 0 {
		v.erroEm(k, codDataInvalida, msgFusoInvalido)
		return false
	}
	return v.noIntervalo(k, t.Year(), anoMin)
}

// The UTC offsets in use on Earth, −12:00 to +14:00 (rules revision 4,
// R8): the RFC 3339 grammar (and time.Parse) accepts up to ±24:60, which
// no place uses; such an offset was accepted and echoed.
const (
	fusoMin         = -12 * 3600
	fusoMax         = 14 * 3600
	msgFusoInvalido = "Fuso horário inválido: use um fuso entre -12:00 e +14:00, com minutos de 00 a 59, por exemplo 2026-12-24T08:00:00-03:00."
)

// minutosDeFuso reports whether the offset written at the end of an instant
// ("…-03:00", or "Z") has minutes below 60 (instante.Parse, like
// time.Parse, reads "+05:60" as +06:00).
func minutosDeFuso(s string) bool {
	n := len(s)
	if n < 6 || s[n-1] == 'Z' || s[n-3] != ':' {
		return true
	}
	return s[n-2] < '6'
}

// instanteOpcional reads an instant that may be absent (nil); obrig makes
// its absence an error (a field required by an evento). An invalid instant
// is left nil; ok is true when it is given and valid. A typed instant is
// copied, never changed in the caller's value.
func (v *validador) instanteOpcional(k string, t **instante.Time, obrig bool) (ok bool) {
	if !v.tem(k, *t != nil) {
		if obrig {
			v.erroEm(k, codObrigatorio, "Campo obrigatório não informado.")
		}
		return false
	}
	var u instante.Time
	if *t != nil {
		u = **t
	}
	if *t = nil; v.instante(k, &u) {
		*t = &u
	}
	return *t != nil
}

func parseInstante(s string) (instante.Time, bool) {
	if len(s) < 16 || len(s) > 40 {
		return instante.Time{}, false
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
	// instante.Parse is time.Parse(time.RFC3339, s), else
	// time.Parse("2006-01-02T15:04Z07:00", s), written by hand for the
	// size of the WebAssembly module (calculator/instante). It keeps
	// the instant in its own fixed offset, never in the machine's local
	// zone (whose rules could move the offset during arithmetic).
	return instante.Parse(s)
}

// data reads an optional calendar date AAAA-MM-DD between anoIni and
// anoMax (a typed date is taken at its local date, 00:00 UTC).
func (v *validador) data(k string, d **instante.Time, anoIni int) {
	if !v.tem(k, *d != nil) {
		return
	}
	var t instante.Time
	if v.json() {
		m := v.membroDo(k, false, jsonc.Texto, "um texto com data")
		if m == nil {
			return
		}
		ok := false
		if len(m.S) == 10 {
			t, ok = instante.ParseDate(m.S) // time.Parse("2006-01-02", s), by hand for size
		}
		if !ok {
			v.erroEm(k, codDataInvalida, "Data inválida: use o formato AAAA-MM-DD.")
			return
		}
	} else {
		t = dataLocal(**d)
	}
	*d = &t
	v.noIntervalo(k, t.Year(), anoIni)
}

// noIntervalo checks that the year y of k is between anoIni and 2100.
func (v *validador) noIntervalo(k string, y, anoIni int) bool {
	if y < anoIni || y > anoMax {
		v.erroEm(k, codDataForaIntervalo, "A data deve estar entre os anos "+strconv.Itoa(anoIni)+" e 2100.")
		return false
	}
	return true
}

// inteiro reads an integer in [min, max]; an absent optional one keeps its
// value (on the typed path it is checked as given).
func (v *validador) inteiro(k string, n *int64, obrig bool, min, max int64) bool {
	if !v.json() {
		return v.noLimite(k, *n, min, max)
	}
	m := v.membroDo(k, obrig, jsonc.Numero, "um número inteiro")
	if m == nil {
		return false
	}
	if len(m.S) <= 18 && m.S[0] != '-' && !fracionario(m.S) {
		// Fast path: a plain non-negative integer that fits.
		var x int64
		for i := 0; i < len(m.S); i++ {
			x = x*10 + int64(m.S[i]-'0')
		}
		if x >= min && x <= max {
			*n = x
			return true
		}
	}
	if fracionario(m.S) {
		v.erroEm(k, codNumeroInvalido, "Deve ser um número inteiro, sem casas decimais nem expoente.")
		return false
	}
	x, ok := parseInt64(m.S) // strconv.ParseInt(m.S, 10, 64), by hand for size (inteiro.go)
	if !ok {
		if m.S[0] == '-' {
			v.erroEm(k, codNegativo, msgNegativo)
		} else {
			v.erroEm(k, codMuitoAlto, "Número grande demais.")
		}
		return false
	}
	if !v.noLimite(k, x, min, max) {
		return false
	}
	*n = x
	return true
}

// noLimite checks that the integer n of k is in [min, max].
func (v *validador) noLimite(k string, n, min, max int64) bool {
	switch {
	case n < 0 && n < min:
		v.erroEm(k, codNegativo, msgNegativo)
	case n < min:
		v.erroEm(k, codValorInvalido, "O valor mínimo é "+itoa(min)+".")
	case n > max:
		v.erroEm(k, codMuitoAlto, "O valor máximo é "+itoa(max)+".")
	default:
		return true
	}
	return false
}

// inteiroOpcional reads an optional integer whose absence is not zero.
func (v *validador) inteiroOpcional(k string, n **int64, min, max int64) {
	if v.tem(k, *n != nil) {
		x := valorOu(*n, 0)
		if v.inteiro(k, &x, false, min, max) {
			*n = &x
		}
	}
}

const (
	msgNegativo         = "Valor negativo não é aceito."
	msgCentavosNegativo = "Valor em dinheiro negativo não é aceito."
	msgCentavosAlto     = "Valor acima do limite de R$ 1.000.000,00 (100000000 centavos)."
)

// centavos reads an amount of money in integer centavos, 0 to
// R$ 1.000.000,00; an absent optional one stays 0.
func (v *validador) centavos(k string, c *Centavos, obrig bool) bool {
	if v.json() {
		m := v.membroDo(k, obrig, jsonc.Numero, "um número inteiro de centavos")
		if m == nil {
			return false
		}
		if fracionario(m.S) {
			v.erroEm(k, codNumeroInvalido, "Valores em dinheiro são números inteiros de centavos (R$ 150,01 = 15001).")
			return false
		}
		n, ok := parseInt64(m.S) // strconv.ParseInt(m.S, 10, 64), by hand for size (inteiro.go)
		switch {
		case !ok && m.S[0] == '-':
			n = -1
		case !ok:
			n = maxCentavos + 1
		}
		*c = Centavos(n)
	}
	switch {
	case *c < 0:
		v.erroEm(k, codNegativo, msgCentavosNegativo)
	case *c > maxCentavos:
		v.erroEm(k, codMuitoAlto, msgCentavosAlto)
	default:
		return true
	}
	return false
}

// centavosOpcionais reads an optional amount whose absence is not zero.
func (v *validador) centavosOpcionais(k string, c **Centavos) {
	if v.tem(k, *c != nil) {
		var x Centavos
		if *c != nil {
			x = **c
		}
		if v.centavos(k, &x, false) {
			*c = &x
		}
	}
}
