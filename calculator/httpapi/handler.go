package httpapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"log"
	"mime"
	"net/http"
	"runtime/debug"
	"strconv"
	"strings"
	"time"

	"viagemdedireito/calculator"
)

// LimiteCorpo is the largest request body the handler accepts, in bytes
// (64 KiB; 413 beyond).
const LimiteCorpo = limiteCorpo

const (
	// limiteCorpo is the largest request body accepted, in bytes (64 KiB).
	limiteCorpo = 64 << 10

	metodosPermitidos = "GET, HEAD, POST, OPTIONS"
	metodosCORS       = "GET, POST, OPTIONS"
	tipoJSON          = "application/json; charset=utf-8"
	// maxAgeCORS is how long, in seconds, a browser may cache a preflight answer.
	maxAgeCORS = "86400"
)

// handler answers the calculator API. calcular is the engine (the answer and
// the code of its first error, "" when ok) and log where engine failures are
// reported: fields so that tests can make the engine panic or misbehave.
type handler struct {
	calcular func(entrada []byte) (resposta []byte, codigo string)
	log      *log.Logger
}

// Handler returns the handler of POST /api/v1/calcular (and of GET, HEAD and
// OPTIONS on the same path). Mount it at that exact path; it does not look at
// the URL.
func Handler() http.Handler {
	return handler{calcular: calculator.CalcularComErro, log: log.Default()}
}

// NewServer returns a server for addr and h with the timeouts and header
// limit every server exposing the API must have: a slow client cannot hold a
// connection open by trickling headers or body, nor keep idle connections
// forever.
func NewServer(addr string, h http.Handler) *http.Server {
	return &http.Server{
		Addr:              addr,
		Handler:           h,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       15 * time.Second,
		WriteTimeout:      30 * time.Second,
		IdleTimeout:       120 * time.Second,
		MaxHeaderBytes:    16 << 10,
	}
}

// cabecalhosComuns sets the headers of every answer of the API.
func cabecalhosComuns(w http.ResponseWriter) {
	cab := w.Header()
	cab.Set("Access-Control-Allow-Origin", "*")
	cab.Set("X-Content-Type-Options", "nosniff")
}

func (h handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	cabecalhosComuns(w)
	cab := w.Header()
	if r.URL.Path == RotaOpenAPI {
		documento(w, r)
		return
	}
	switch r.Method {
	case http.MethodPost:
		h.post(w, r)
	case http.MethodGet, http.MethodHead:
		cab.Set("Cache-Control", "public, max-age=3600")
		escrever(w, http.StatusOK, descricao())
	case http.MethodOptions:
		cab.Set("Allow", metodosPermitidos)
		cab.Set("Access-Control-Allow-Methods", metodosCORS)
		cab.Set("Access-Control-Allow-Headers", "Content-Type")
		cab.Set("Access-Control-Max-Age", maxAgeCORS)
		cab.Set("Cache-Control", "public, max-age="+maxAgeCORS)
		w.WriteHeader(http.StatusNoContent)
	default:
		cab.Set("Allow", metodosPermitidos)
		cab.Set("Cache-Control", "no-store")
		escrever(w, http.StatusMethodNotAllowed, calculator.RespostaErro(codigoMetodo,
			"Método não permitido: use POST para calcular (GET descreve a API)."))
	}
}

func (h handler) post(w http.ResponseWriter, r *http.Request) {
	if recusarAntesDoCorpo(w, r) {
		return
	}
	var corpo []byte
	if c, ok := r.Body.(*corpoLido); ok { // read by Limitar
		corpo = c.b
	} else {
		var err error
		corpo, err = io.ReadAll(http.MaxBytesReader(w, r.Body, limiteCorpo))
		if err != nil {
			var grande *http.MaxBytesError
			if errors.As(err, &grande) {
				escrever(w, http.StatusRequestEntityTooLarge, erroTamanho())
				return
			}
			escrever(w, http.StatusBadRequest, erroCorpoIlegivel())
			return
		}
	}
	status, resposta := h.responder(corpo)
	escrever(w, status, resposta)
}

// recusarAntesDoCorpo answers a POST that is refused before its body is
// read (415 for a type that is not JSON, 413 for a Content-Length over the
// limit) and reports whether it did. The handler and [Limitar] both use it,
// so that a request is refused the same way with or without the limiter.
func recusarAntesDoCorpo(w http.ResponseWriter, r *http.Request) bool {
	cabecalhosComuns(w)
	w.Header().Set("Cache-Control", "no-store")
	if !aceitaJSON(r.Header.Values("Content-Type")) {
		w.Header().Set("Accept-Post", "application/json")
		escrever(w, http.StatusUnsupportedMediaType, calculator.RespostaErro(codigoTipoDeConteudo,
			"Tipo de conteúdo não suportado: envie a requisição em JSON, com o cabeçalho Content-Type: application/json."))
		return true
	}
	if r.ContentLength > limiteCorpo {
		escrever(w, http.StatusRequestEntityTooLarge, erroTamanho())
		return true
	}
	return false
}

// responder runs the engine on corpo and chooses the status from the code of
// the answer's first error, which the engine gives next to the answer (see
// the package doc): the body is never parsed a second time. A panic of the
// engine, an answer that is not a JSON object with a boolean "ok", or an
// "ok" that disagrees with the code, becomes a 500 contract error.
func (h handler) responder(corpo []byte) (status int, resposta []byte) {
	defer func() {
		if p := recover(); p != nil {
			h.log.Printf("httpapi: pânico no cálculo: %v\n%s", p, debug.Stack())
			status, resposta = http.StatusInternalServerError, erroInterno()
		}
	}()
	resposta, codigo := h.calcular(corpo)
	ok, valida := lerOk(resposta)
	switch {
	case !valida || ok != (codigo == ""):
		h.log.Printf("httpapi: resposta do cálculo fora do contrato (%d bytes, código %q)", len(resposta), codigo)
		return http.StatusInternalServerError, erroInterno()
	case ok:
		return http.StatusOK, resposta
	case codigo == calculator.CodigoInterno:
		h.log.Printf("httpapi: erro interno do cálculo (%d bytes)", len(resposta))
		return http.StatusInternalServerError, resposta
	}
	return statusDoCodigo(codigo), resposta
}

// statusDoCodigo maps the code of an engine error to its status: 400 for a
// body that is not acceptable JSON (syntax, nesting deeper than the limit,
// too many elements: one code, calculator.CodigoJSONInvalido), 422 for every
// other code, which names an invalid field of a JSON request (a duplicate
// key included: the body is JSON, the request is ambiguous).
func statusDoCodigo(codigo string) int {
	if codigo == calculator.CodigoJSONInvalido {
		return http.StatusBadRequest
	}
	return http.StatusUnprocessableEntity
}

// lerOk reads the "ok" field of an answer of the engine; valida is false
// when the answer is not a JSON object with a boolean "ok". The engine
// writes "ok" first, so the common case costs a prefix comparison instead
// of a second parse of a several-kilobyte answer (the engine's fuzz tests
// and FuzzHandler check that its answers are valid JSON); any other layout
// is decoded in full.
func lerOk(resposta []byte) (ok, valida bool) {
	if n := len(resposta); n > 0 && resposta[n-1] == '}' {
		switch {
		case bytes.HasPrefix(resposta, []byte(`{"ok":true,`)), string(resposta) == `{"ok":true}`:
			return true, true
		case bytes.HasPrefix(resposta, []byte(`{"ok":false,`)), string(resposta) == `{"ok":false}`:
			return false, true
		}
	}
	var r struct {
		Ok *bool `json:"ok"`
	}
	if err := json.Unmarshal(resposta, &r); err != nil || r.Ok == nil {
		return false, false
	}
	return *r.Ok, true
}

// aceitaJSON reports whether the Content-Type header values announce JSON:
// absent (read as JSON), or exactly one application/json, any parameters,
// with charset utf-8 if a charset is given.
func aceitaJSON(valores []string) bool {
	switch len(valores) {
	case 0:
		return true
	case 1:
	default:
		return false
	}
	tipo, params, err := mime.ParseMediaType(valores[0])
	if err != nil || tipo != "application/json" {
		return false
	}
	if cs, ok := params["charset"]; ok && !strings.EqualFold(cs, "utf-8") {
		return false
	}
	return true
}

func escrever(w http.ResponseWriter, status int, corpo []byte) {
	cab := w.Header()
	cab.Set("Content-Type", tipoJSON)
	cab.Set("Content-Length", strconv.Itoa(len(corpo)))
	w.WriteHeader(status)
	w.Write(corpo) // a write error means the client is gone: nothing left to tell it
}

func erroTamanho() []byte {
	return calculator.RespostaErro(codigoMuitoGrande,
		"A requisição excede o limite de 64 KiB (65.536 bytes).")
}

func erroCorpoIlegivel() []byte {
	return calculator.RespostaErro(codigoCorpoIlegivel, "Não foi possível ler o corpo da requisição.")
}

func erroInterno() []byte {
	return calculator.RespostaErro(calculator.CodigoInterno,
		"Erro interno ao calcular. Tente novamente; se o erro persistir, avise os mantenedores do site.")
}

// exemploBeneficio is the beneficio example of the contract, shown by GET.
const exemploBeneficio = `{"operacao":"beneficio","agora":"2026-12-20T10:00:00-03:00","categoria":"jovem",` +
	`"viagem":{"modal":"rodoviario","ufOrigem":"SP","ufDestino":"MG","convencional":true,` +
	`"partidaLinha":"2026-12-24T08:00:00-03:00","embarque":"2026-12-24T09:30:00-03:00"},` +
	`"vagas":{"gratuitasConcedidas":1},"precos":{"menorTarifa":15001,"taxaEmbarque":850,"pedagio":320}}`

// descricao is the answer to GET: what the API is and how to call it.
func descricao() []byte {
	b, err := json.Marshal(struct {
		Ok           bool              `json:"ok"`
		Servico      string            `json:"servico"`
		Versao       string            `json:"versao"`
		Uso          string            `json:"uso"`
		Operacoes    []string          `json:"operacoes"`
		LimiteBytes  int               `json:"limiteBytes"`
		Documentacao string            `json:"documentacao"`
		OpenAPI      string            `json:"openapi"`
		Exemplo      json.RawMessage   `json:"exemplo"`
		Status       map[string]string `json:"status"`
	}{
		Ok:      true,
		Servico: "Calculadora Viagem de Direito: gratuidades e descontos no transporte interestadual, prazos, reembolsos",
		Versao:  "1",
		Uso: "POST /api/v1/calcular com uma requisição JSON do contrato v1 no corpo " +
			"(Content-Type: application/json); a resposta é um objeto JSON com \"ok\".",
		Operacoes:    calculator.NomesOperacoes(),
		LimiteBytes:  limiteCorpo,
		Documentacao: "O contrato v1 está documentado no pacote Go viagemdedireito/calculator (go doc viagemdedireito/calculator).",
		OpenAPI:      RotaOpenAPI,
		Exemplo:      json.RawMessage(exemploBeneficio),
		Status:       descricoesStatus(),
	})
	if err != nil { // unreachable: the value is constant, and a test decodes it
		return []byte(`{"ok":true}`)
	}
	return b
}

// Codes of the errors answered here, before the engine.
const (
	codigoMetodo         = "metodo_nao_permitido"
	codigoTipoDeConteudo = "tipo_de_conteudo_nao_suportado"
	codigoMuitoGrande    = "entrada_muito_grande"
	codigoCorpoIlegivel  = "corpo_ilegivel"
	codigoTempoEsgotado  = "tempo_esgotado"
)

// codigosHTTP lists them, for the OpenAPI document's CodigoErro.
var codigosHTTP = []string{codigoMetodo, codigoTipoDeConteudo, codigoMuitoGrande, codigoCorpoIlegivel, codigoTempoEsgotado, codigoOcupado}

// descricoesStatus says what each status of POST means: in the answer to
// GET and in the OpenAPI document.
func descricoesStatus() map[string]string {
	return map[string]string{
		"200": "resposta com \"ok\": true",
		"400": "o corpo não é JSON válido (sintaxe, aninhamento acima do limite, elementos demais: código json_invalido)",
		"405": "método não permitido",
		"408": "o corpo não chegou inteiro a tempo (código tempo_esgotado); envie a requisição de uma vez",
		"413": "corpo acima de 64 KiB",
		"415": "Content-Type diferente de application/json",
		"422": "JSON recebido, mas a requisição é inválida, campo repetido incluído (\"erros\" lista cada campo)",
		"500": "erro interno",
		"503": "servidor ocupado: cálculos demais em andamento (código servidor_ocupado); tente de novo após Retry-After segundos",
	}
}
