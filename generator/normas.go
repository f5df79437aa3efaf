package generator

// normaCatalogo is one row of the table of norms in spec/ids.md: the norms
// the site publishes and that remissões may link to.
type normaCatalogo struct {
	Slug   string
	Tipo   string // lei, decreto, resolucao
	Numero string // digits only: "12852"
	Ano    string
	URN    string
}

// catalogo is the fixed table of spec/ids.md, in the order the site lists the norms.
var catalogo = []normaCatalogo{
	{"lei-12852-2013", "lei", "12852", "2013", "urn:lex:br:federal:lei:2013-08-05;12852"},
	{"decreto-8537-2015", "decreto", "8537", "2015", "urn:lex:br:federal:decreto:2015-10-05;8537"},
	{"resolucao-antt-6033-2023", "resolucao", "6033", "2023", "urn:lex:br:agencia.nacional.transportes.terrestres:resolucao:2023-12-21;6033"},
	{"lei-10741-2003", "lei", "10741", "2003", "urn:lex:br:federal:lei:2003-10-01;10741"},
	{"lei-8899-1994", "lei", "8899", "1994", "urn:lex:br:federal:lei:1994-06-29;8899"},
	{"decreto-3691-2000", "decreto", "3691", "2000", "urn:lex:br:federal:decreto:2000-12-19;3691"},
	{"decreto-9579-2018", "decreto", "9579", "2018", "urn:lex:br:federal:decreto:2018-11-22;9579"},
	{"lei-11975-2009", "lei", "11975", "2009", "urn:lex:br:federal:lei:2009-07-07;11975"},
}

// normaPorSlug finds a norm of the table by its slug.
func normaPorSlug(slug string) (normaCatalogo, bool) {
	for _, n := range catalogo {
		if n.Slug == slug {
			return n, true
		}
	}
	return normaCatalogo{}, false
}

// normaPorNumero finds a norm of the table by kind, number and (if not
// empty) year.
func normaPorNumero(tipo, numero, ano string) (normaCatalogo, bool) {
	for _, n := range catalogo {
		if n.Tipo == tipo && n.Numero == numero && (ano == "" || ano == n.Ano) {
			return n, true
		}
	}
	return normaCatalogo{}, false
}

// ordemCatalogo is the position of a slug in the table (unknown slugs last).
func ordemCatalogo(slug string) int {
	for i, n := range catalogo {
		if n.Slug == slug {
			return i
		}
	}
	return len(catalogo)
}
