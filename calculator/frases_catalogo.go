//go:build !js

package calculator

// The catalogue's arrays (frases_*.go) are read by the tests, by the
// generator of the engine's tables (frases_tabela.go) and by the site's
// pages (Frases), never by the engine, which reads the tables: they and
// these functions are left out of the WebAssembly build, whose module
// would otherwise carry every key, text and quoted word of the law (their
// initialisation runs at start-up, so the linker keeps them).

// blocos lists the template arrays of every block, in block order.
func blocos() [8][]modelo {
	return [8][]modelo{
		frasesBeneficio[:],
		frasesReembolso[:],
		frasesRemarcacao[:],
		frasesReservas[:],
		frasesDisponibilidade[:],
		frasesAtraso[:],
		frasesRecusa[:],
		frasesBpe[:],
	}
}

// Frases lists every template of the catalogue, in block order, the pages'
// block (blocoPaginas) last. The slice is a fresh copy.
func Frases() []Frase {
	var out []Frase
	bs := blocos()
	for i, b := range append(bs[:], frasesPaginas[:]) {
		for _, m := range b {
			f := Frase{Chave: m.chave, Texto: m.texto, Pagina: i == len(bs)}
			for _, a := range m.fund {
				f.Fundamentos = append(f.Fundamentos, FraseFundamento{Citacao: citacoes[a.r], Trecho: a.trecho,
					SoRodoviario: a.so&soRodoviario != 0, SoJovem: a.so&soJovem != 0, SoIdoso: a.so&soIdoso != 0})
			}
			out = append(out, f)
		}
	}
	return out
}
