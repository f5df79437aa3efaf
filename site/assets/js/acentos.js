// Code generated from calculator/acento (site.AcentosJS); DO NOT EDIT.
// go test ./site -run TestAcentosJS -update rewrites it; the build bundles
// the generated text whatever this file says.

/** ACENTOS maps each lower-case letter with an accent, and ª and º, to its base letter. */
export const ACENTOS = {
	"ª": "a",
	"º": "o",
	"à": "a",
	"á": "a",
	"â": "a",
	"ã": "a",
	"ä": "a",
	"å": "a",
	"ç": "c",
	"è": "e",
	"é": "e",
	"ê": "e",
	"ë": "e",
	"ì": "i",
	"í": "i",
	"î": "i",
	"ï": "i",
	"ñ": "n",
	"ò": "o",
	"ó": "o",
	"ô": "o",
	"õ": "o",
	"ö": "o",
	"ù": "u",
	"ú": "u",
	"û": "u",
	"ü": "u",
	"ý": "y",
	"ÿ": "y",
};
