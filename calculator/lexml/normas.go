// Package lexml is the single source of the identifiers of content/ids.md
// (content/ids.md): the catalogue of published norms with their LexML URNs
// and site paths, the grammar of dispositivo ids (LexML fragment naming),
// the compact Brazilian citation labels, and the numerals they use (Roman
// numerals, alínea letters, ordinals).
//
// It uses only strconv, strings and errors, because it is compiled into the
// calculator's WebAssembly module. It has no mutable state: the catalogue is
// a fixed table and every lookup returns a copy.
package lexml

import "strings"

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

// linha is the handful of facts a catalogue row is derived from.
type linha struct {
	tipo       string // lei, decreto, resolucao, portaria
	orgao      string // issuing body in the name and slug ("ANTT"), "" for none
	autoridade string // LexML authority: "federal", "agencia.nacional.transportes.terrestres"
	numero     string // digits
	data       string // AAAA-MM-DD
	nomeCurto  string
}

// tabela lists the norms in the order the site lists them. It is never
// written; the Norma values are derived from it on each lookup.
var tabela = [...]linha{
	{"lei", "", "federal", "12852", "2013-08-05", "Estatuto da Juventude"},
	{"decreto", "", "federal", "8537", "2015-10-05", ""},
	{"resolucao", "ANTT", "agencia.nacional.transportes.terrestres", "6033", "2023-12-21", ""},
	{"lei", "", "federal", "10741", "2003-10-01", "Estatuto da Pessoa Idosa"},
	{"decreto", "", "federal", "9921", "2019-07-18", ""},
	{"lei", "", "federal", "8899", "1994-06-29", "Passe Livre"},
	{"decreto", "", "federal", "3691", "2000-12-19", ""},
	{"decreto", "", "federal", "9579", "2018-11-22", ""},
	{"lei", "", "federal", "11975", "2009-07-07", ""},
	{"lei", "", "federal", "10406", "2002-01-10", "Código Civil"},
	{"resolucao", "ANTT", "agencia.nacional.transportes.terrestres", "5974", "2022-03-21", ""},
	{"resolucao", "ANTAQ", "agencia.nacional.transportes.aquaviarios", "81", "2022-07-06", ""},
	{"resolucao", "ANTT", "agencia.nacional.transportes.terrestres", "6043", "2024-06-13", ""},
	{"portaria", "MINFRA", "ministerio.infraestrutura", "1579", "2022-11-25", ""},
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
func (l linha) norma() Norma {
	ano, mes, dia := l.data[:4], l.data[5:7], l.data[8:10]
	nome := NomeTipo(l.tipo)
	slug := l.tipo
	if l.orgao != "" {
		nome += " " + l.orgao
		slug += "-" + minusculas(l.orgao)
	}
	fmtNum := milhares(l.numero)
	d := strings.TrimPrefix(dia, "0")
	if d == "1" {
		d = "1º"
	}
	m := int(mes[0]-'0')*10 + int(mes[1]-'0')
	return Norma{
		Slug:            slug + "-" + l.numero + "-" + ano,
		Tipo:            l.tipo,
		Numero:          l.numero,
		NumeroFormatado: fmtNum,
		Ano:             ano,
		Data:            l.data,
		Titulo:          nome + " nº " + fmtNum + ", de " + d + " de " + meses[m-1] + " de " + ano,
		NomeCurto:       l.nomeCurto,
		Rotulo:          nome + " nº " + fmtNum + "/" + ano,
		URN:             "urn:lex:br:" + l.autoridade + ":" + l.tipo + ":" + l.data + ";" + l.numero,
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
func Normas() []Norma {
	out := make([]Norma, len(tabela))
	for i, l := range tabela {
		out[i] = l.norma()
	}
	return out
}

// NormaPorSlug finds a norm of the catalogue by its slug.
func NormaPorSlug(slug string) (Norma, bool) {
	for _, l := range tabela {
		if n := l.norma(); n.Slug == slug {
			return n, true
		}
	}
	return Norma{}, false
}

// NormaPorNumero finds a norm by kind ("lei"), number (digits, "12852") and,
// when ano is not empty, year ("2013").
func NormaPorNumero(tipo, numero, ano string) (Norma, bool) {
	for _, l := range tabela {
		if l.tipo == tipo && l.numero == numero && (ano == "" || ano == l.data[:4]) {
			return l.norma(), true
		}
	}
	return Norma{}, false
}

// Ordem is the position of slug in the catalogue; an unknown slug comes
// after every known one.
func Ordem(slug string) int {
	for i, l := range tabela {
		if l.norma().Slug == slug {
			return i
		}
	}
	return len(tabela)
}

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
