package calculator

// Templates of the reservas answers (see frases.go). Constants are declared
// as blocoReservas + iota, and the array is keyed by constant − blocoReservas:
//
//	const (
//		fExemplo frase = blocoReservas + iota
//	)
//	var frasesReservas = [...]modelo{
//		fExemplo - blocoReservas: {chave: "...", texto: "...", fund: []apoio{{resArt147, "3 (horas)"}}},
//	}
var frasesReservas = [...]modelo{}
