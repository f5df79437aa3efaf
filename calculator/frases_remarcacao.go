package calculator

// Templates of the remarcacao answers (see frases.go). Constants are declared
// as blocoRemarcacao + iota, and the array is keyed by constant − blocoRemarcacao:
//
//	const (
//		fExemplo frase = blocoRemarcacao + iota
//	)
//	var frasesRemarcacao = [...]modelo{
//		fExemplo - blocoRemarcacao: {chave: "...", texto: "...", fund: []apoio{{resArt147, "3 (horas)"}}},
//	}
var frasesRemarcacao = [...]modelo{}
