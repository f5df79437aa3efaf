// Package lexml is the single source of the identifiers of content/ids.md
// (content/ids.md): the catalogue of published norms with their LexML URNs
// and site paths, the grammar of dispositivo ids (LexML fragment naming),
// the compact Brazilian citation labels, and the numerals they use (Roman
// numerals, alínea letters, ordinals).
//
// It uses only strconv, strings and errors, because it is compiled into the
// calculator's WebAssembly module. It has no mutable state: the catalogue is
// a fixed table (normas_tabela.go, generated from content/normas.yaml) and
// every lookup returns a copy.
package lexml

import (
	"errors"
	"strconv"
	"strings"
)

// PrefixoLegislacao is the site path under which every norm is published:
// the page of a norm is PrefixoLegislacao + slug + "/".
const PrefixoLegislacao = "/legislacao/"

// Norma is one row of the catalogue of published norms (content/ids.md).
type Norma struct {
	// Slug names the norm in URLs and file names: "lei-12852-2013".
	Slug string
	// Tipo is the kind: "lei", "decreto", "resolucao" or "portaria".
	Tipo string
	// Numero is the number, digits only: "12852"; NumeroFormatado is how
	// it is written: "12.852".
	Numero, NumeroFormatado string
	// Ano is the year ("2013") and Data the date of the norm ("2013-08-05").
	Ano, Data string
	// Titulo is the short title: "Lei nº 12.852, de 5 de agosto de 2013".
	Titulo string
	// NomeCurto is the popular name ("Estatuto da Juventude"), or "".
	NomeCurto string
	// Rotulo is the citation prefix: "Lei nº 12.852/2013".
	Rotulo string
	// URN is the LexML URN: "urn:lex:br:federal:lei:2013-08-05;12852".
	URN string
}

// Linha is the handful of facts a catalogue row is derived from: one row
// of content/normas.yaml.
type Linha struct {
	Tipo       string // lei, decreto, resolucao, portaria
	Orgao      string // issuing body in the name and slug ("ANTT"), "" for none
	Autoridade string // LexML authority: "federal", "agencia.nacional.transportes.terrestres"
	Numero     string // digits
	Data       string // AAAA-MM-DD
	NomeCurto  string
}

// Catalogo is a catalogue of norms: rows in the order the site lists them.
// It is never written after NovoCatalogo; every lookup derives a fresh
// Norma. The zero value is an empty catalogue.
type Catalogo struct{ linhas []Linha }

// Padrao is the catalogue compiled into the program (normas_tabela.go,
// generated from content/normas.yaml: see its header).
func Padrao() Catalogo { return Catalogo{linhas: tabela[:]} }

// NovoCatalogo checks rows and makes a catalogue of them, in their order:
// a known kind, an issuing body of capital letters (or none), a LexML
// authority of lower-case words joined by dots, a number of digits without
// a leading zero, a valid date, and slugs and kind-number-year triples that
// are unique. The error names the row (1-based) and what is wrong, in
// Portuguese.
func NovoCatalogo(linhas []Linha) (Catalogo, error) {
	vistos := map[string]int{}
	for i, l := range linhas {
		onde := "norma " + strconv.Itoa(i+1) + " do catálogo: "
		switch {
		case NomeTipo(l.Tipo) == "":
			return Catalogo{}, errors.New(onde + "tipo \"" + l.Tipo + "\" desconhecido (use lei, decreto, resolucao ou portaria)")
		case !soMaiusculas(l.Orgao):
			return Catalogo{}, errors.New(onde + "órgão \"" + l.Orgao + "\" inválido: só letras maiúsculas sem acento, como ANTT")
		case !autoridadeValida(l.Autoridade):
			return Catalogo{}, errors.New(onde + "autoridade \"" + l.Autoridade + "\" inválida: palavras minúsculas sem acento unidas por ponto, como agencia.nacional.transportes.terrestres")
		case !numeroValido(l.Numero):
			return Catalogo{}, errors.New(onde + "número \"" + l.Numero + "\" inválido: só algarismos, sem ponto nem zero à esquerda")
		case !dataValida(l.Data):
			return Catalogo{}, errors.New(onde + "data \"" + l.Data + "\" inválida: use AAAA-MM-DD")
		}
		n := l.norma()
		for _, chave := range []string{n.Slug, l.Tipo + " " + l.Numero + " " + n.Ano} {
			if j, ok := vistos[chave]; ok {
				return Catalogo{}, errors.New(onde + "repete a norma " + strconv.Itoa(j) + " (" + n.Slug + ")")
			}
			vistos[chave] = i + 1
		}
	}
	return Catalogo{linhas: append([]Linha(nil), linhas...)}, nil
}

// Linhas returns the rows of the catalogue, a fresh copy.
func (c Catalogo) Linhas() []Linha { return append([]Linha(nil), c.linhas...) }

func soMaiusculas(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 'A' || s[i] > 'Z' {
			return false
		}
	}
	return true
}

func autoridadeValida(s string) bool {
	if s == "" {
		return false
	}
	for _, p := range strings.Split(s, ".") {
		if p == "" {
			return false
		}
		for i := 0; i < len(p); i++ {
			if p[i] < 'a' || p[i] > 'z' {
				return false
			}
		}
	}
	return true
}

func numeroValido(s string) bool {
	if s == "" || s[0] == '0' || len(s) > 9 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// dataValida says whether s is a date AAAA-MM-DD of the calendar.
func dataValida(s string) bool {
	if len(s) != 10 || s[4] != '-' || s[7] != '-' {
		return false
	}
	for i := 0; i < len(s); i++ {
		if i != 4 && i != 7 && (s[i] < '0' || s[i] > '9') {
			return false
		}
	}
	a, _ := strconv.Atoi(s[:4])
	m, _ := strconv.Atoi(s[5:7])
	d, _ := strconv.Atoi(s[8:10])
	if a < 1000 || m < 1 || m > 12 || d < 1 {
		return false
	}
	dias := [...]int{31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31}[m-1]
	if m == 2 && a%4 == 0 && (a%100 != 0 || a%400 == 0) {
		dias = 29
	}
	return d <= dias
}

// NomeTipo is how a kind is written in titles and labels: "lei" → "Lei",
// "resolucao" → "Resolução"; "" for an unknown kind.
func NomeTipo(tipo string) string {
	switch tipo {
	case "lei":
		return "Lei"
	case "decreto":
		return "Decreto"
	case "resolucao":
		return "Resolução"
	case "portaria":
		return "Portaria"
	}
	return ""
}

var meses = [...]string{"janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho",
	"agosto", "setembro", "outubro", "novembro", "dezembro"}

// norma derives the catalogue entry of a row.
func (l Linha) norma() Norma {
	ano, mes, dia := l.Data[:4], l.Data[5:7], l.Data[8:10]
	nome := NomeTipo(l.Tipo)
	slug := l.Tipo
	if l.Orgao != "" {
		nome += " " + l.Orgao
		slug += "-" + minusculas(l.Orgao)
	}
	fmtNum := milhares(l.Numero)
	d := strings.TrimPrefix(dia, "0")
	if d == "1" {
		d = "1º"
	}
	m := int(mes[0]-'0')*10 + int(mes[1]-'0')
	return Norma{
		Slug:            slug + "-" + l.Numero + "-" + ano,
		Tipo:            l.Tipo,
		Numero:          l.Numero,
		NumeroFormatado: fmtNum,
		Ano:             ano,
		Data:            l.Data,
		Titulo:          nome + " nº " + fmtNum + ", de " + d + " de " + meses[m-1] + " de " + ano,
		NomeCurto:       l.NomeCurto,
		Rotulo:          nome + " nº " + fmtNum + "/" + ano,
		URN:             "urn:lex:br:" + l.Autoridade + ":" + l.Tipo + ":" + l.Data + ";" + l.Numero,
	}
}

// minusculas lowers the ASCII letters of s ("ANTT" → "antt").
func minusculas(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// milhares writes digits with a dot every three: "12852" → "12.852".
func milhares(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte('.')
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// Normas returns the catalogue in the order the site lists the norms. The
// slice is a fresh copy.
func (c Catalogo) Normas() []Norma {
	out := make([]Norma, len(c.linhas))
	for i, l := range c.linhas {
		out[i] = l.norma()
	}
	return out
}

// NormaPorSlug finds a norm of the catalogue by its slug.
func (c Catalogo) NormaPorSlug(slug string) (Norma, bool) {
	for _, l := range c.linhas {
		if n := l.norma(); n.Slug == slug {
			return n, true
		}
	}
	return Norma{}, false
}

// NormaPorNumero finds a norm by kind ("lei"), number (digits, "12852") and,
// when ano is not empty, year ("2013").
func (c Catalogo) NormaPorNumero(tipo, numero, ano string) (Norma, bool) {
	for _, l := range c.linhas {
		if l.Tipo == tipo && l.Numero == numero && (ano == "" || ano == l.Data[:4]) {
			return l.norma(), true
		}
	}
	return Norma{}, false
}

// Ordem is the position of slug in the catalogue; an unknown slug comes
// after every known one.
func (c Catalogo) Ordem(slug string) int {
	for i, l := range c.linhas {
		if l.norma().Slug == slug {
			return i
		}
	}
	return len(c.linhas)
}

// Normas returns the compiled catalogue (Padrao) in the order the site
// lists the norms. The slice is a fresh copy.
func Normas() []Norma { return Padrao().Normas() }

// NormaPorSlug finds a norm of the compiled catalogue by its slug.
func NormaPorSlug(slug string) (Norma, bool) { return Padrao().NormaPorSlug(slug) }

// NormaPorNumero finds a norm of the compiled catalogue by kind, number
// and, when ano is not empty, year.
func NormaPorNumero(tipo, numero, ano string) (Norma, bool) {
	return Padrao().NormaPorNumero(tipo, numero, ano)
}

// Ordem is the position of slug in the compiled catalogue.
func Ordem(slug string) int { return Padrao().Ordem(slug) }

// TituloLongo is the title followed by the popular name, if any:
// "Lei nº 12.852, de 5 de agosto de 2013 (Estatuto da Juventude)".
func (n Norma) TituloLongo() string {
	if n.NomeCurto == "" {
		return n.Titulo
	}
	return n.Titulo + " (" + n.NomeCurto + ")"
}

// Caminho is the site path of the norm's page: "/legislacao/lei-12852-2013/".
func (n Norma) Caminho() string { return Caminho(n.Slug) }

// CaminhoJSON is the site path of the norm's structure in JSON:
// "/legislacao/lei-12852-2013.json".
func (n Norma) CaminhoJSON() string { return PrefixoLegislacao + n.Slug + ".json" }

// Href is the site-relative link to dispositivo id of the norm
// ("/legislacao/decreto-8537-2015/#art13_par2"); an empty id links the page.
func (n Norma) Href(id string) string { return Href(n.Slug, id) }

// URNDispositivo is the LexML URN of dispositivo id, with the "!" fragment;
// an empty id gives the norm's URN.
func (n Norma) URNDispositivo(id string) string {
	if id == "" {
		return n.URN
	}
	return n.URN + "!" + id
}

// Caminho is the site path of the page of the norm slug.
func Caminho(slug string) string { return PrefixoLegislacao + slug + "/" }

// Href is the site-relative link to dispositivo id of the norm slug; an
// empty id links the page.
func Href(slug, id string) string {
	if id == "" {
		return Caminho(slug)
	}
	return Caminho(slug) + "#" + id
}
