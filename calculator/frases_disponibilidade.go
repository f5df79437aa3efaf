package calculator

// Templates of the disponibilidade answers (see frases.go). Constants are declared
// as blocoDisponibilidade + iota, and the array is keyed by constant − blocoDisponibilidade:
//
//	const (
//		fExemplo frase = blocoDisponibilidade + iota
//	)
//	var frasesDisponibilidade = [...]modelo{
//		fExemplo - blocoDisponibilidade: {chave: "...", texto: "...", fund: []apoio{{resArt147, "3 (horas)"}}},
//	}
var frasesDisponibilidade = [...]modelo{}
