package esquema

import (
	"bytes"
	"encoding/json"
	"strconv"
)

// API describes the HTTP front door for [OpenAPI]: what the contract's
// types do not say.
type API struct {
	Titulo, Versao, Descricao string
	// Rota is the path of POST (the calculation), RotaOpenAPI the path of
	// the document itself.
	Rota, RotaOpenAPI string
	// LimiteCorpo is the largest request body, in bytes.
	LimiteCorpo int
	// Status describes each status code of POST ("200", "400", ...), and
	// NaoPermitido the 405 answer to any other method.
	Status       map[string]string
	NaoPermitido string
	// CacheAnswers and CacheDocumento are the Cache-Control of the answers
	// and of the document.
	CacheRespostas, CacheDocumento string
}

// OpenAPI writes the contract as an OpenAPI 3.1 document of the HTTP API:
// POST at a.Rota takes a Pedido (oneOf discriminated by operacao) and
// answers a RespostaSucesso (200) or a RespostaErro (every other status);
// GET at a.RotaOpenAPI answers this document. Every type of the contract is
// a component schema with its Go doc comment as description and the
// request fields' limits.
func OpenAPI(c *Contrato, a API) []byte {
	esquemas := map[string]any{}
	var pedidos, respostas []any
	mapPedidos, mapRespostas := map[string]string{}, map[string]string{}
	for _, op := range c.Operacoes {
		pedidos = append(pedidos, ref(op.Pedido))
		respostas = append(respostas, ref(op.Resposta))
		mapPedidos[op.Nome] = "#/components/schemas/" + op.Pedido
		mapRespostas[op.Nome] = "#/components/schemas/" + op.Resposta
	}
	esquemas["Pedido"] = map[string]any{
		"description":   "A request of contract v1, discriminated by operacao.",
		"oneOf":         pedidos,
		"discriminator": map[string]any{"propertyName": "operacao", "mapping": mapPedidos},
	}
	esquemas["RespostaSucesso"] = map[string]any{
		"description":   "The answer to a valid request (ok true), discriminated by operacao.",
		"oneOf":         respostas,
		"discriminator": map[string]any{"propertyName": "operacao", "mapping": mapRespostas},
	}
	pedidosRef := map[string]bool{}
	var nomesPedidos []string
	for _, op := range c.Operacoes {
		nomesPedidos = append(nomesPedidos, op.Pedido)
	}
	for _, n := range c.Referencias(nomesPedidos...) {
		pedidosRef[n] = true
	}
	for _, n := range c.Ordem {
		esquemas[n] = esquemaDe(c.Definicoes[n], pedidosRef[n])
	}

	json := "application/json"
	corpo := func(desc, esquema string) map[string]any {
		return map[string]any{"description": desc,
			"headers": map[string]any{"Cache-Control": map[string]any{
				"description": "Never cached.", "schema": map[string]any{"type": "string", "const": a.CacheRespostas}}},
			"content": map[string]any{json: map[string]any{"schema": ref(esquema)}}}
	}
	respostasPost := map[string]any{}
	for _, s := range ordenadas(a.Status) {
		esquema := "RespostaErro"
		if s == "200" {
			esquema = "RespostaSucesso"
		}
		respostasPost[s] = corpo(a.Status[s], esquema)
	}
	var ops []string
	for _, op := range c.Operacoes {
		ops = append(ops, op.Nome+" ("+op.Resumo+")")
	}
	descPost := "Answers one request of contract v1. Operations: "
	for i, o := range ops {
		if i > 0 {
			descPost += "; "
		}
		descPost += o
	}
	descPost += ". The body is at most " + strconv.Itoa(a.LimiteCorpo) + " bytes."
	doc := map[string]any{
		"openapi": "3.1.0",
		"info":    map[string]any{"title": a.Titulo, "version": a.Versao, "description": a.Descricao},
		"paths": map[string]any{
			a.Rota: map[string]any{
				"get": map[string]any{
					"operationId": "descrever",
					"summary":     "Describe the API",
					"responses": map[string]any{"200": map[string]any{
						"description": "A short description of the API (operations, limits, an example), in Portuguese.",
						"content":     map[string]any{json: map[string]any{"schema": map[string]any{"type": "object"}}}}},
				},
				"options": map[string]any{
					"operationId": "preflight",
					"summary":     "CORS preflight",
					"responses":   map[string]any{"204": map[string]any{"description": "The methods and headers allowed."}},
				},
				"put":    naoPermitido("put", a.NaoPermitido),
				"patch":  naoPermitido("patch", a.NaoPermitido),
				"delete": naoPermitido("delete", a.NaoPermitido),
				"post": map[string]any{
					"operationId": "calcular",
					"summary":     "Calculate",
					"description": descPost,
					"requestBody": map[string]any{"required": true,
						"description":   "One JSON request, at most " + strconv.Itoa(a.LimiteCorpo) + " bytes (413 above).",
						"x-limiteBytes": a.LimiteCorpo,
						"content":       map[string]any{json: map[string]any{"schema": ref("Pedido")}}},
					"responses": respostasPost,
				},
			},
			a.RotaOpenAPI: map[string]any{
				"get": map[string]any{
					"operationId": "openapi",
					"summary":     "This document",
					"responses": map[string]any{"200": map[string]any{
						"description": "The OpenAPI document of the API.",
						"headers": map[string]any{"Cache-Control": map[string]any{
							"description": "A CDN may cache it.", "schema": map[string]any{"type": "string", "const": a.CacheDocumento}}},
						"content": map[string]any{json: map[string]any{"schema": map[string]any{"type": "object"}}}}},
				},
			},
		},
		"components": map[string]any{"schemas": esquemas},
	}
	var b bytes.Buffer
	enc := jsonEncoder(&b)
	_ = enc.Encode(doc) // maps, slices and strings only: cannot fail
	return b.Bytes()
}

func jsonEncoder(b *bytes.Buffer) *json.Encoder {
	enc := json.NewEncoder(b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc
}

// naoPermitido is a method the API refuses (405).
func naoPermitido(metodo, desc string) map[string]any {
	return map[string]any{
		"operationId": metodo + "NaoPermitido",
		"summary":     "Not allowed",
		"responses": map[string]any{"405": map[string]any{"description": desc,
			"content": map[string]any{"application/json": map[string]any{"schema": ref("RespostaErro")}}}},
	}
}

func ref(n string) map[string]any { return map[string]any{"$ref": "#/components/schemas/" + n} }

// Patterns of the contract's instants and dates as requests accept them.
const (
	padraoInstante = `^[0-9]{4}-[0-9]{2}-[0-9]{2}[Tt][0-9]{2}:[0-9]{2}(:[0-9]{2}(\.[0-9]+)?)?([Zz]|[+-][0-9]{2}:[0-9]{2})$`
	padraoData     = `^[0-9]{4}-[0-9]{2}-[0-9]{2}$`
	maxCentavos    = 100_000_000
)

func esquemaDe(d *Definicao, pedido bool) map[string]any {
	s := map[string]any{}
	if d.Doc != "" {
		s["description"] = d.Doc
	}
	switch {
	case d.Valores != nil:
		s["type"] = "string"
		s["enum"] = d.Valores
	case d.ValoresInteiros != nil:
		s["type"] = "integer"
		s["enum"] = d.ValoresInteiros
	case d.Base == "instante":
		s["type"] = "string"
		s["pattern"] = padraoInstante
	case d.Base == "data":
		s["type"] = "string"
		s["format"] = "date"
		s["pattern"] = padraoData
	case d.Base == "integer":
		s["type"] = "integer"
	default:
		s["type"] = "object"
		props := map[string]any{}
		var obrig []string
		for _, f := range d.Campos {
			props[f.Nome] = esquemaCampo(f, pedido)
			if !f.Opcional {
				obrig = append(obrig, f.Nome)
			}
		}
		s["properties"] = props
		if len(obrig) > 0 {
			s["required"] = obrig
		}
	}
	return s
}

func esquemaCampo(f Campo, pedido bool) map[string]any {
	var s map[string]any
	if f.Literal != "" {
		var v any
		_ = json.Unmarshal([]byte(f.Literal), &v)
		s = map[string]any{"const": v}
	} else {
		s = esquemaTipo(f.Tipo, pedido)
	}
	limite := func(k string, v *int64) {
		if v != nil {
			s[k] = *v
		}
	}
	alvo := s
	if f.Tipo.Tipo == "array" {
		limite("minItems", f.MinItens)
		limite("maxItems", f.MaxItens)
		if it, ok := s["items"].(map[string]any); ok {
			alvo = it
		}
	}
	if f.MaxTamanho != nil {
		alvo["maxLength"] = *f.MaxTamanho
	}
	if f.Min != nil {
		alvo["minimum"] = *f.Min
	}
	if f.Max != nil {
		alvo["maximum"] = *f.Max
	}
	if f.Anulavel {
		s = map[string]any{"anyOf": []any{s, map[string]any{"type": "null"}}}
	}
	if f.Doc != "" {
		s["description"] = f.Doc
	}
	return s
}

func esquemaTipo(t Tipo, pedido bool) map[string]any {
	switch t.Tipo {
	case "ref":
		s := ref(t.Nome)
		if pedido && t.Nome == "Centavos" {
			s["minimum"], s["maximum"] = 0, maxCentavos
		}
		return s
	case "array":
		return map[string]any{"type": "array", "items": esquemaTipo(*t.Elem, pedido)}
	case "tuple":
		return map[string]any{"type": "array", "items": esquemaTipo(*t.Elem, pedido), "minItems": t.Len, "maxItems": t.Len}
	}
	return map[string]any{"type": t.Tipo}
}
