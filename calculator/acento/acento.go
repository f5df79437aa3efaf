// Package acento is the project's one accent-folding table: the lower-case
// letters of Latin-1 with an accent or a cedilla, and the ordinal
// indicators ª and º, each with its base letter.
//
// Three places fold accents and must agree: the engine compares the
// destinations of reservations without accents (calculator, "São Paulo" is
// "sao paulo"); the search index is built in Go (generator/internal/busca);
// the search query is split in the browser (site/assets/js/texto.js). The
// browser's table, site/assets/js/acentos.js, is generated from Dobrar
// (site.AcentosJS; the esbuild step of the site writes it at build time and
// TestAcentosJS keeps the file in the repository equal to it, for the
// scripts that Node imports directly).
//
// ª and º fold to a and o: the planalto's older texts write "1o" and "2a"
// where the newer ones write "1º" and "2ª", so a search for "art. 1º" must
// find both, and so must a destination typed either way.
//
// Standard library only, no state: the engine's WebAssembly module links it.
package acento

// Dobrar folds a lower-case Latin-1 letter to its base letter ('ã' → 'a',
// 'ç' → 'c', 'º' → 'o'); any other rune is returned as is. Upper-case
// letters are not folded: lower the text first.
func Dobrar(r rune) rune {
	switch r {
	case 'á', 'à', 'â', 'ã', 'ä', 'å', 'ª':
		return 'a'
	case 'é', 'è', 'ê', 'ë':
		return 'e'
	case 'í', 'ì', 'î', 'ï':
		return 'i'
	case 'ó', 'ò', 'ô', 'õ', 'ö', 'º':
		return 'o'
	case 'ú', 'ù', 'û', 'ü':
		return 'u'
	case 'ç':
		return 'c'
	case 'ñ':
		return 'n'
	case 'ý', 'ÿ':
		return 'y'
	}
	return r
}
