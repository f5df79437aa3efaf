package busca

import (
	"strconv"
	"testing"
)

// BenchmarkIndice indexes a synthetic corpus of 10,000 dispositivos
// (200 articles × 50), the size of the generator's synthetic benchmark.
func BenchmarkIndice(b *testing.B) {
	frases := []string{
		"Art. %d. A autorizatária deverá reservar 2 (duas) vagas gratuitas por veículo para pessoas idosas com renda igual ou inferior a 2 (dois) salários-mínimos.",
		"§ 1º O benefício de que trata o caput não inclui as tarifas de pedágio e de utilização dos terminais, nem as despesas com alimentação.",
		"I - identificação do passageiro, número do documento de identificação oficial e do CPF, se o possuir;",
		"a) município e local de embarque do passageiro, data e horário de apresentação para embarque;",
	}
	docs := make([]Documento, 0, 10000)
	for a := 1; a <= 200; a++ {
		for d := 0; d < 50; d++ {
			id := "art" + strconv.Itoa(a) + "_" + strconv.Itoa(d)
			docs = append(docs, Documento{Norma: "sintetica", ID: id, Rotulo: "Norma Sintética, art. " + strconv.Itoa(a),
				Titulo: "Norma Sintética", Texto: frases[d%len(frases)] + " " + id, Href: "/legislacao/sintetica/#" + id})
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Indice(docs); err != nil {
			b.Fatal(err)
		}
	}
}
