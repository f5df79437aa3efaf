package calculator

// Templates of the beneficio answers (see frases.go). Constants are declared
// as blocoBeneficio + iota, and the array is keyed by constant − blocoBeneficio:
//
//	const (
//		fExemplo frase = blocoBeneficio + iota
//	)
//	var frasesBeneficio = [...]modelo{
//		fExemplo - blocoBeneficio: {chave: "...", texto: "...", fund: []apoio{{resArt147, "3 (horas)"}}},
//	}
var frasesBeneficio = [...]modelo{}
