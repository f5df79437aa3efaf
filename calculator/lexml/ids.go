package lexml

import (
	"errors"
	"strconv"
	"strings"
)

// Tipo is the kind of one step of a dispositivo id.
type Tipo uint8

// The kinds of step, groupers first, in rank order.
const (
	Nenhum Tipo = iota
	Titulo
	Capitulo
	Secao
	Subsecao
	Artigo
	Caput
	Paragrafo
	Inciso
	Alinea
	Item
)

// Agrupador reports whether t is a grouper (título, capítulo, seção, subseção).
func (t Tipo) Agrupador() bool { return t >= Titulo && t <= Subsecao }

// Prefixo is the id token of the kind: "art", "par", "cpt"…; "" for Nenhum.
func (t Tipo) Prefixo() string {
	switch t {
	case Titulo:
		return "tit"
	case Capitulo:
		return "cap"
	case Secao:
		return "sec"
	case Subsecao:
		return "sub"
	case Artigo:
		return "art"
	case Caput:
		return "cpt"
	case Paragrafo:
		return "par"
	case Inciso:
		return "inc"
	case Alinea:
		return "ali"
	case Item:
		return "ite"
	}
	return ""
}

// Nome is how a grouper kind is written: "Título", "Seção"; "" otherwise.
func (t Tipo) Nome() string {
	switch t {
	case Titulo:
		return "Título"
	case Capitulo:
		return "Capítulo"
	case Secao:
		return "Seção"
	case Subsecao:
		return "Subseção"
	}
	return ""
}

func tipoDoPrefixo(p string) Tipo {
	for t := Titulo; t <= Item; t++ {
		if t.Prefixo() == p {
			return t
		}
	}
	return Nenhum
}

// Numero is the number of a step: N, an optional letter suffix (Art. 1º-A
// has Sufixo 1) or Unico for "único" (then N and Sufixo are 0).
type Numero struct {
	N      int
	Sufixo int
	Unico  bool
}

// Token writes the number as in an id: "1", "1-1" (1-A), "1u" (único).
func (n Numero) Token() string {
	if n.Unico {
		return "1u"
	}
	s := strconv.Itoa(n.N)
	if n.Sufixo > 0 {
		s += "-" + strconv.Itoa(n.Sufixo)
	}
	return s
}

// Passo is one step of a dispositivo id: "art13", "cpt", "par2".
type Passo struct {
	Tipo   Tipo
	Numero Numero
}

// Token writes the step as in an id.
func (p Passo) Token() string {
	if p.Tipo == Caput {
		return "cpt"
	}
	return p.Tipo.Prefixo() + p.Numero.Token()
}

// Rotulo writes the step as a citation cites it: "art. 13", "art. 1º-A",
// "art. único", "§ 2º", "parágrafo único", "IV", "d", "3", "Seção IX",
// "Capítulo único"; "" for the caput, which a citation leaves implicit.
func (p Passo) Rotulo() string {
	n := p.Numero
	suf := Sufixo(n.Sufixo)
	switch p.Tipo {
	case Artigo:
		if n.Unico {
			return "art. único"
		}
		return "art. " + Ordinal(n.N) + suf
	case Paragrafo:
		if n.Unico {
			return "parágrafo único"
		}
		return "§ " + Ordinal(n.N) + suf
	case Inciso:
		return Romano(n.N) + suf
	case Alinea:
		if l := Letra(n.N); l != "" {
			return l + suf
		}
		return strconv.Itoa(n.N) + suf
	case Item:
		return strconv.Itoa(n.N) + suf
	}
	if p.Tipo.Agrupador() {
		if n.Unico {
			if p.Tipo == Secao || p.Tipo == Subsecao {
				return p.Tipo.Nome() + " única"
			}
			return p.Tipo.Nome() + " único"
		}
		return p.Tipo.Nome() + " " + Romano(n.N) + suf
	}
	return ""
}

// maxNumero bounds the numbers of articles, parágrafos and items (the
// largest code has some 2,000 articles).
const maxNumero = 999999

// aspas quotes s in a message (strconv.Quote would pull its Unicode
// tables into the WebAssembly module).
func aspas(s string) string { return `"` + s + `"` }

func erroID(id, motivo string) error {
	return errors.New("id de dispositivo inválido " + aspas(id) + ": " + motivo)
}

// parseNumero reads the number part of a token: "13", "1-1", "1u".
func parseNumero(s string) (Numero, bool) {
	if s == "1u" {
		return Numero{Unico: true}, true
	}
	num, suf, temSufixo := strings.Cut(s, "-")
	n, ok := inteiro(num)
	if !ok {
		return Numero{}, false
	}
	out := Numero{N: n}
	if temSufixo {
		v, ok := inteiro(suf)
		if !ok || v > 26 {
			return Numero{}, false
		}
		out.Sufixo = v
	}
	return out, true
}

// inteiro reads a positive decimal number without sign or leading zero.
func inteiro(s string) (int, bool) {
	if s == "" || len(s) > 6 || s[0] == '0' {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
		n = n*10 + int(s[i]-'0')
	}
	return n, n <= maxNumero
}

// ParseID reads a dispositivo or grouper id (content/ids.md) into its steps
// and checks its grammar: an article id is art{n}, then either par{n}
// [_inc{n} [_ali{n} [_ite{n}]]] or cpt_inc{n} [_ali{n} [_ite{n}]]; a
// grouper id is one or more of tit, cap, sec, sub in rank order. "único"
// (1u) is only for articles, parágrafos and groupers; an inciso is at most
// 3999 (MMMCMXCIX) and an alínea at most 26 (z). Every accepted id is
// canonical: FormatID(ParseID(id)) == id.
func ParseID(id string) ([]Passo, error) {
	if id == "" {
		return nil, erroID(id, "vazio")
	}
	var passos []Passo
	for resto, mais := id, true; mais; {
		var tok string
		tok, resto, mais = strings.Cut(resto, "_")
		if tok == "cpt" {
			passos = append(passos, Passo{Tipo: Caput})
			continue
		}
		if len(tok) < 4 {
			return nil, erroID(id, "passo "+aspas(tok)+" incompleto")
		}
		t := tipoDoPrefixo(tok[:3])
		if t == Nenhum || t == Caput {
			return nil, erroID(id, "passo "+aspas(tok)+" desconhecido")
		}
		n, ok := parseNumero(tok[3:])
		if !ok {
			return nil, erroID(id, "número inválido em "+aspas(tok))
		}
		passos = append(passos, Passo{Tipo: t, Numero: n})
	}
	if err := validar(id, passos); err != nil {
		return nil, err
	}
	return passos, nil
}

func validar(id string, passos []Passo) error {
	if motivo := motivoInvalido(passos); motivo != "" {
		return erroID(id, motivo)
	}
	return nil
}

// motivoInvalido says why steps break the grammar of ParseID ("" if they
// do not).
func motivoInvalido(passos []Passo) string {
	if passos[0].Tipo.Agrupador() {
		for i, p := range passos {
			if !p.Tipo.Agrupador() || (i > 0 && p.Tipo <= passos[i-1].Tipo) {
				return "um agrupador só contém agrupadores menores (tit, cap, sec, sub)"
			}
		}
		return ""
	}
	if passos[0].Tipo != Artigo {
		return "deve começar por art ou por um agrupador"
	}
	for i, p := range passos {
		ant := Nenhum
		if i > 0 {
			ant = passos[i-1].Tipo
		}
		switch {
		case i > 0 && !segue(p.Tipo, ant):
			return "passo fora de ordem: art, par ou cpt, inc, ali, ite"
		case p.Numero.Unico && p.Tipo != Artigo && p.Tipo != Paragrafo:
			return "só artigo, parágrafo e agrupador podem ser únicos (1u)"
		case p.Tipo == Inciso && p.Numero.N > 3999:
			return "inciso acima de 3999"
		case p.Tipo == Alinea && p.Numero.N > 26:
			return "alínea além de z"
		}
	}
	if passos[len(passos)-1].Tipo == Caput {
		return "o caput não tem id próprio: use o id do artigo"
	}
	return ""
}

// segue reports whether a step of kind t may follow one of kind ant.
func segue(t, ant Tipo) bool {
	switch t {
	case Caput, Paragrafo:
		return ant == Artigo
	case Inciso:
		return ant == Caput || ant == Paragrafo
	case Alinea:
		return ant == Inciso
	case Item:
		return ant == Alinea
	}
	return false
}

// FormatID writes steps as an id, tokens joined by "_".
func FormatID(passos []Passo) string {
	var b strings.Builder
	for i, p := range passos {
		if i > 0 {
			b.WriteByte('_')
		}
		b.WriteString(p.Token())
	}
	return b.String()
}

// RotuloPassos is the compact citation of steps without the norm:
// "art. 13, § 2º", "art. 32, I", "art. 143, IV, d"; a grouper is cited by
// its own step ("Seção II").
func RotuloPassos(passos []Passo) string {
	if len(passos) > 0 && passos[0].Tipo.Agrupador() {
		return passos[len(passos)-1].Rotulo()
	}
	var b strings.Builder
	for _, p := range passos {
		if p.Tipo == Caput {
			continue
		}
		if b.Len() > 0 {
			b.WriteString(", ")
		}
		b.WriteString(p.Rotulo())
	}
	return b.String()
}

// Rotulo is the compact citation of dispositivo id without the norm:
// "art13_par2" → "art. 13, § 2º", "art17_par1u" → "art. 17, parágrafo único".
func Rotulo(id string) (string, error) {
	passos, err := ParseID(id)
	if err != nil {
		return "", err
	}
	return RotuloPassos(passos), nil
}

// Citacao is a legal basis as content/ids.md describes it.
type Citacao struct {
	Norma       string // slug
	Dispositivo string // id, "" for the whole norm
	Rotulo      string // "Decreto nº 8.537/2015, art. 13, § 2º"
	URN         string // "urn:lex:br:federal:decreto:2015-10-05;8537!art13_par2"
	Href        string // "/legislacao/decreto-8537-2015/#art13_par2"
}

// Citar cites dispositivo id of the norm; an empty id cites the norm itself.
func (n Norma) Citar(id string) (Citacao, error) {
	c := Citacao{Norma: n.Slug, Dispositivo: id, Rotulo: n.Rotulo, URN: n.URNDispositivo(id), Href: n.Href(id)}
	if id != "" {
		r, err := Rotulo(id)
		if err != nil {
			return Citacao{}, err
		}
		c.Rotulo += ", " + r
	}
	return c, nil
}

// ParseReferencia reads a reference "slug#id" ("decreto-8537-2015#art13_par2")
// or "slug" (the whole norm): the norm must be in the catalogue and the id
// follow the grammar of ParseID. It returns the norm and the id ("" for none).
func ParseReferencia(ref string) (Norma, string, error) {
	slug, id, temID := strings.Cut(ref, "#")
	n, ok := NormaPorSlug(slug)
	if !ok {
		return Norma{}, "", errors.New("referência " + aspas(ref) + ": norma " + aspas(slug) + " fora do catálogo")
	}
	if !temID {
		return n, "", nil
	}
	if _, err := ParseID(id); err != nil {
		return Norma{}, "", errors.New("referência " + aspas(ref) + ": " + err.Error())
	}
	return n, id, nil
}

// Citar cites a reference "slug#id" or "slug" (see ParseReferencia).
func Citar(ref string) (Citacao, error) {
	n, id, err := ParseReferencia(ref)
	if err != nil {
		return Citacao{}, err
	}
	return n.Citar(id)
}
