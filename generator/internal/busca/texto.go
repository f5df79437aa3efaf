package busca

import (
	"strings"
	"unicode/utf8"

	"github.com/blevesearch/snowballstem"
	"github.com/blevesearch/snowballstem/portuguese"

	"viagemdedireito/calculator/acento"
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

// dobrar removes the accents of a lower-case word with the project's one
// table, calculator/acento (js/acentos.js is generated from it).
func dobrar(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		b.WriteRune(acento.Dobrar(r))
	}
	return b.String()
}

// stem returns the Snowball Portuguese stem of a lower-case word.
func stem(palavra string) string {
	env := snowballstem.NewEnv(palavra)
	portuguese.Stem(env)
	return env.Current()
}

// varrer calls f for each word of s (see the package documentation) with
// its byte span and its lower-cased letters and digits; the slice is reused
// between calls.
func varrer(s string, f func(ini, fim int, palavra []byte, temDigito bool)) {
	var buf []byte
	i := 0
	for i < len(s) {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !letra(r) && !digito(r) {
			i += n
			continue
		}
		ini := i
		buf = buf[:0]
		temDigito := false
		anteriorDigito := false
		for i < len(s) {
			r, n := utf8.DecodeRuneInString(s[i:])
			if letra(r) || digito(r) {
				buf = utf8.AppendRune(buf, minuscula(r))
				anteriorDigito = digito(r)
				temDigito = temDigito || anteriorDigito
				i += n
				continue
			}
			if (r == '.' || r == ',') && anteriorDigito && i+1 < len(s) && s[i+1] >= '0' && s[i+1] <= '9' {
				i += n
				continue
			}
			break
		}
		f(ini, i, buf, temDigito)
	}
}

// analisador turns text into terms, remembering the terms of each word it
// has seen (a corpus repeats its words a lot, and stemming is the costly
// part). One per Indice call; not safe for concurrent use.
type analisador struct {
	cache map[string][]string
}

func novoAnalisador() *analisador {
	return &analisador{cache: map[string][]string{}}
}

// termosDa returns the terms of one lower-case word.
func (a *analisador) termosDa(palavra []byte, temDigito bool) []string {
	if t, ok := a.cache[string(palavra)]; ok {
		return t
	}
	p := string(palavra)
	t := termosDe(p, temDigito)
	a.cache[p] = t
	return t
}

// token is one word of a text: its byte span and the terms it yields
// (empty for stop words).
type token struct {
	ini, fim int
	termos   []string
}

// tokens splits s into words with their terms.
func tokens(s string) []token {
	a := novoAnalisador()
	var out []token
	varrer(s, func(ini, fim int, palavra []byte, temDigito bool) {
		out = append(out, token{ini: ini, fim: fim, termos: a.termosDa(palavra, temDigito)})
	})
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
	novoAnalisador().cadaTermo(s, map[string]bool{}, func(t string) { out = append(out, t) })
	return out
}

// cadaTermo calls f once for each distinct term of s not yet in visto, in
// order of first appearance, and adds it to visto.
func (a *analisador) cadaTermo(s string, visto map[string]bool, f func(string)) {
	varrer(s, func(_, _ int, palavra []byte, temDigito bool) {
		for _, t := range a.termosDa(palavra, temDigito) {
			if !visto[t] {
				visto[t] = true
				f(t)
			}
		}
	})
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
