package busca

import (
	"strings"
	"unicode/utf8"

	"github.com/blevesearch/snowballstem"
	"github.com/blevesearch/snowballstem/portuguese"
)

// minusculas maps the upper-case letters the tokenizer knows to lower case.
// Only ASCII and Latin-1 are mapped, so that the JavaScript side
// (js/texto.js) can use the very same table.
func minuscula(r rune) rune {
	switch {
	case r >= 'A' && r <= 'Z':
		return r + 32
	case r >= 0xC0 && r <= 0xDE && r != 0xD7:
		return r + 32
	}
	return r
}

// semAcento folds a lower-case Latin-1 letter to its base letter.
func semAcento(r rune) rune {
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

func digito(r rune) bool { return r >= '0' && r <= '9' }

// letra reports whether r belongs to a word: ASCII letters, the Latin-1
// letters (except × and ÷) and the ordinal indicators ª and º.
func letra(r rune) bool {
	switch {
	case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z':
		return true
	case r == 0xAA || r == 0xBA:
		return true
	case r >= 0xC0 && r <= 0xFF:
		return r != 0xD7 && r != 0xF7
	}
	return false
}

func dobrar(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		b.WriteRune(semAcento(r))
	}
	return b.String()
}

// stem returns the Snowball Portuguese stem of a lower-case word.
func stem(palavra string) string {
	env := snowballstem.NewEnv(palavra)
	portuguese.Stem(env)
	return env.Current()
}

// token is one word of a text: its byte span and the terms it yields
// (empty for stop words).
type token struct {
	ini, fim int
	termos   []string
}

// tokens splits s into words (see the package documentation).
func tokens(s string) []token {
	var out []token
	rs := []rune(strings.ToValidUTF8(s, "\uFFFD"))
	// byte offsets of each rune, for the spans
	offs := make([]int, len(rs)+1)
	for i, r := range rs {
		offs[i+1] = offs[i] + utf8.RuneLen(r)
	}
	i := 0
	for i < len(rs) {
		if !letra(rs[i]) && !digito(rs[i]) {
			i++
			continue
		}
		ini := i
		var b strings.Builder
		temDigito := false
		for i < len(rs) {
			r := rs[i]
			if letra(r) || digito(r) {
				b.WriteRune(minuscula(r))
				temDigito = temDigito || digito(r)
				i++
				continue
			}
			if (r == '.' || r == ',') && i > ini && digito(rs[i-1]) && i+1 < len(rs) && digito(rs[i+1]) {
				i++
				continue
			}
			break
		}
		out = append(out, token{ini: offs[ini], fim: offs[i], termos: termosDe(b.String(), temDigito)})
	}
	return out
}

// termosDe returns the index terms of one lower-case token.
func termosDe(palavra string, temDigito bool) []string {
	dobrada := dobrar(palavra)
	if temDigito {
		return []string{dobrada}
	}
	if utf8.RuneCountInString(palavra) < 2 || paradas[dobrada] {
		return nil
	}
	if strings.HasSuffix(palavra, "ens") && utf8.RuneCountInString(palavra) >= 5 {
		palavra = strings.TrimSuffix(palavra, "ens") + "em"
		dobrada = dobrar(palavra)
	}
	a := dobrar(stem(palavra))
	b := stem(dobrada)
	if a == b {
		return []string{a}
	}
	return []string{a, b}
}

// termos returns the distinct terms of s in order of first appearance.
func termos(s string) []string {
	var out []string
	visto := map[string]bool{}
	for _, t := range tokens(s) {
		for _, x := range t.termos {
			if !visto[x] {
				visto[x] = true
				out = append(out, x)
			}
		}
	}
	return out
}

// paradas is Snowball's Portuguese stop word list, without accents
// (https://snowballstem.org/algorithms/portuguese/stop.txt). js/texto.js holds
// the same list; the parity test compares them.
var paradas = func() map[string]bool {
	m := map[string]bool{}
	for _, p := range strings.Fields(listaParadas) {
		m[dobrar(p)] = true
	}
	return m
}()

const listaParadas = `
de a o que e do da em um para com não uma os no se na por mais as dos como mas
ao ele das à seu sua ou quando muito nos já eu também só pelo pela até isso ela
entre depois sem mesmo aos seus quem nas me esse eles você essa num nem suas meu
às minha numa pelos elas qual nós lhe deles essas esses pelas este dele tu te
vocês vos lhes meus minhas teu tua teus tuas nosso nossa nossos nossas dela delas
esta estes estas aquele aquela aqueles aquelas isto aquilo estou está estamos
estão estive esteve estivemos estiveram estava estávamos estavam estivera
estivéramos esteja estejamos estejam estivesse estivéssemos estivessem estiver
estivermos estiverem hei há havemos hão houve houvemos houveram houvera
houvéramos haja hajamos hajam houvesse houvéssemos houvessem houver houvermos
houverem houverei houverá houveremos houverão houveria houveríamos houveriam sou
somos são era éramos eram fui foi fomos foram fora fôramos seja sejamos sejam
fosse fôssemos fossem for formos forem serei será seremos serão seria seríamos
seriam tenho tem temos têm tinha tínhamos tinham tive teve tivemos tiveram tivera
tivéramos tenha tenhamos tenham tivesse tivéssemos tivessem tiver tivermos
tiverem terei terá teremos terão teria teríamos teriam
`
