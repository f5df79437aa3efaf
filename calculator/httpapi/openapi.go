package httpapi

import (
	_ "embed"
	"net/http"
	"strconv"

	"viagemdedireito/calculator"
)

// RotaOpenAPI is the path of the API's OpenAPI 3.1 document, served by
// [Handler] next to [Rota]: mount the handler at both (see [Atende]).
const RotaOpenAPI = "/api/v1/openapi.json"

// Atende reports whether the API answers at the URL path caminho: the
// servers that mount [Handler] ("gerar serve", the Cloudflare worker) route
// exactly these paths to it.
func Atende(caminho string) bool { return caminho == Rota || caminho == RotaOpenAPI }

// Cache-Control of the answers (never cached) and of the OpenAPI document
// (a CDN may keep it for an hour).
const (
	cacheRespostas = "no-store"
	cacheDocumento = "public, max-age=3600"
)

// openapiJSON is the OpenAPI document, generated from the calculator's Go
// types by calculator/esquema (openapi_test.go checks it is current;
// go test ./calculator/httpapi -update rewrites it).
//
//go:embed openapi.json
var openapiJSON []byte

// documento answers at RotaOpenAPI: the document to GET and HEAD, the CORS
// preflight to OPTIONS, 405 to any other method.
func documento(w http.ResponseWriter, r *http.Request) {
	cab := w.Header()
	switch r.Method {
	case http.MethodGet, http.MethodHead:
		cab.Set("Cache-Control", cacheDocumento)
		cab.Set("Content-Type", "application/json")
		cab.Set("Content-Length", strconv.Itoa(len(openapiJSON)))
		w.WriteHeader(http.StatusOK)
		w.Write(openapiJSON) // a write error means the client is gone
	case http.MethodOptions:
		cab.Set("Allow", "GET, HEAD, OPTIONS")
		cab.Set("Access-Control-Allow-Methods", "GET, OPTIONS")
		cab.Set("Access-Control-Max-Age", maxAgeCORS)
		cab.Set("Cache-Control", "public, max-age="+maxAgeCORS)
		w.WriteHeader(http.StatusNoContent)
	default:
		cab.Set("Allow", "GET, HEAD, OPTIONS")
		cab.Set("Cache-Control", cacheRespostas)
		escrever(w, http.StatusMethodNotAllowed, calculator.RespostaErro(codigoMetodo,
			"Método não permitido: use GET para obter o documento OpenAPI."))
	}
}
