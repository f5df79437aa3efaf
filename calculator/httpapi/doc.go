// Package httpapi serves the calculator contract v1 over HTTP, at
// POST /api/v1/calcular, for operators' systems and pages.
//
// The request body is one JSON request of the contract and the response body
// is the JSON answer of [calculator.Calcular], byte for byte the answer of the
// Go package (the command-line tool prints the same, plus a newline). The contract itself (the
// five operations, their fields and examples) is documented in package
// viagemdedireito/calculator.
//
// # Methods
//
//   - POST calculates.
//   - GET (and HEAD) answers a short JSON description of the API: contract
//     version, operations, limits and where the contract is documented.
//   - OPTIONS answers a CORS preflight with 204 No Content.
//   - GET (and HEAD) of /api/v1/openapi.json ([RotaOpenAPI]) answers the
//     OpenAPI 3.1 document of the API (Content-Type: application/json):
//     the request and answer schemas of every operation, the error shape,
//     the statuses and limits, generated from the calculator's Go types by
//     calculator/esquema (openapi.json, embedded; go test
//     ./calculator/httpapi -update rewrites it, a test fails when it is
//     stale, and kin-openapi validates it and every contract example
//     against it). Servers mount the handler at both paths ([Atende]).
//   - Any other method gets 405 Method Not Allowed with
//     "Allow: GET, HEAD, POST, OPTIONS".
//
// # Status codes
//
// Every response body, errors included, is a JSON object of the contract
// with an "ok" field; errors are {"ok": false, "erros": [{"campo",
// "codigo", "mensagem"}]} with Portuguese messages. The status mirrors the
// body so that generic HTTP clients, proxies and monitoring classify the
// answer correctly without reading it. It is chosen from the code of the
// engine's first error, which the engine returns next to its answer
// ([calculator.CalcularComErro]); the body is never parsed twice:
//
//   - 200 OK: the engine answered "ok": true.
//   - 400 Bad Request: the body is not acceptable JSON, whatever the shape
//     of the fault: a syntax error, nesting deeper than the engine's limit
//     (64 levels), more members and elements than it reads. The code is
//     "json_invalido" ([calculator.CodigoJSONInvalido]) and the body is
//     still the engine's answer, which says what is wrong and where.
//   - 422 Unprocessable Content: the body is JSON but the engine rejected it
//     ("ok": false: unknown operation, missing or invalid fields, an object
//     with the same key twice, code "chave_duplicada"). The "erros" list
//     names every invalid field.
//   - 405, 413 (body over 64 KiB, code "entrada_muito_grande"), 415 (see
//     below): answered here, before the engine.
//   - 408 Request Timeout (code "tempo_esgotado"): behind [Limitar], the
//     body did not arrive within [Limites].Leitura (10 s by default). The
//     body is read before a computation slot is taken, so a slow client
//     holds only its own connection.
//   - 500: the engine failed (a panic, its own "erro_interno" answer, or an
//     answer that is not a contract JSON object or whose "ok" disagrees
//     with its code). It never escapes as a dropped connection.
//   - 503 Service Unavailable, with Retry-After (code "servidor_ocupado"):
//     a server that mounts the handler through [Limitar] had every slot
//     for a computation taken for longer than the request could wait
//     ([Ocupado] writes it; the Cloudflare worker, which bounds its
//     requests outside Go, answers the same bytes). It is the one answer
//     worth retrying as is.
//
// A client can therefore rely on either the status or the "ok" field; both
// always agree. 4xx answers are final: retrying the same request gives the
// same answer.
//
// # Content types
//
// The request must be JSON: a Content-Type of application/json, with any
// parameters (charset, if given, must be utf-8, the only encoding of JSON,
// RFC 8259), case-insensitive. A request without a Content-Type header is
// read as JSON too, since the body can only be read one way and minimal
// clients often send none; any other type (note that curl --data sends
// application/x-www-form-urlencoded unless told otherwise), more than one
// Content-Type header, or a header that cannot be parsed, gets 415
// Unsupported Media Type with "Accept-Post: application/json". Responses are
// always "application/json; charset=utf-8".
//
// # Cross-origin requests
//
// The API holds no state and reads no cookies, so it is open to every
// origin: every response carries "Access-Control-Allow-Origin: *", and the
// preflight allows the methods GET, POST and OPTIONS and the header
// Content-Type, cached by the browser for a day (Access-Control-Max-Age).
//
// # Caching
//
// No answer is ever cached: every response to POST (errors included) and
// the 405 answer carry "Cache-Control: no-store". The description (GET,
// HEAD), the OpenAPI document, are "public, max-age=3600" and the
// preflight "public, max-age=86400",
// so that a CDN in front of the API (Cloudflare, for the worker in
// wasm/workers) may keep them.
//
// # Limits and timeouts
//
// The request body is limited to 64 KiB (65 536 bytes), far above any
// legitimate request. Servers that expose the handler should be built with
// [NewServer], which sets read, write and idle timeouts and a header size
// limit so that slow or abusive clients cannot hold connections.
package httpapi
