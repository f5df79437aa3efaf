package calculator

// Templates of the reembolso answers (see frases.go). Constants are declared
// as blocoReembolso + iota, and the array is keyed by constant − blocoReembolso:
//
//	const (
//		fExemplo frase = blocoReembolso + iota
//	)
//	var frasesReembolso = [...]modelo{
//		fExemplo - blocoReembolso: {chave: "...", texto: "...", fund: []apoio{{resArt147, "3 (horas)"}}},
//	}
var frasesReembolso = [...]modelo{}
