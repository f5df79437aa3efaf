package httpapi

// Rota is the path at which the API is served, by "gerar serve" and by the
// Cloudflare worker (wasm/workers): mount [Handler] at exactly this path.
const Rota = "/api/v1/calcular"
