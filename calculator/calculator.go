package calculator

// Calcular answers one JSON request of contract v1 with one JSON response.
// It never panics and always returns a valid contract response.
func Calcular(entrada []byte) []byte {
	return []byte(`{"ok":false,"erros":[{"campo":"","codigo":"nao_implementado","mensagem":"Operação ainda não implementada."}]}`)
}
