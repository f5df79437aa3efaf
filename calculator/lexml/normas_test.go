package lexml

import "testing"

// The table of norms of content/ids.md, row by row.
func TestNormas(t *testing.T) {
	want := []Norma{
		{"lei-12852-2013", "lei", "12852", "12.852", "2013", "2013-08-05", "Lei nº 12.852, de 5 de agosto de 2013", "Estatuto da Juventude", "Lei nº 12.852/2013", "urn:lex:br:federal:lei:2013-08-05;12852"},
		{"decreto-8537-2015", "decreto", "8537", "8.537", "2015", "2015-10-05", "Decreto nº 8.537, de 5 de outubro de 2015", "", "Decreto nº 8.537/2015", "urn:lex:br:federal:decreto:2015-10-05;8537"},
		{"resolucao-antt-6033-2023", "resolucao", "6033", "6.033", "2023", "2023-12-21", "Resolução ANTT nº 6.033, de 21 de dezembro de 2023", "", "Resolução ANTT nº 6.033/2023", "urn:lex:br:agencia.nacional.transportes.terrestres:resolucao:2023-12-21;6033"},
		{"lei-10741-2003", "lei", "10741", "10.741", "2003", "2003-10-01", "Lei nº 10.741, de 1º de outubro de 2003", "Estatuto da Pessoa Idosa", "Lei nº 10.741/2003", "urn:lex:br:federal:lei:2003-10-01;10741"},
		{"decreto-9921-2019", "decreto", "9921", "9.921", "2019", "2019-07-18", "Decreto nº 9.921, de 18 de julho de 2019", "", "Decreto nº 9.921/2019", "urn:lex:br:federal:decreto:2019-07-18;9921"},
		{"lei-8899-1994", "lei", "8899", "8.899", "1994", "1994-06-29", "Lei nº 8.899, de 29 de junho de 1994", "Passe Livre", "Lei nº 8.899/1994", "urn:lex:br:federal:lei:1994-06-29;8899"},
		{"decreto-3691-2000", "decreto", "3691", "3.691", "2000", "2000-12-19", "Decreto nº 3.691, de 19 de dezembro de 2000", "", "Decreto nº 3.691/2000", "urn:lex:br:federal:decreto:2000-12-19;3691"},
		{"decreto-9579-2018", "decreto", "9579", "9.579", "2018", "2018-11-22", "Decreto nº 9.579, de 22 de novembro de 2018", "", "Decreto nº 9.579/2018", "urn:lex:br:federal:decreto:2018-11-22;9579"},
		{"lei-11975-2009", "lei", "11975", "11.975", "2009", "2009-07-07", "Lei nº 11.975, de 7 de julho de 2009", "", "Lei nº 11.975/2009", "urn:lex:br:federal:lei:2009-07-07;11975"},
		{"lei-10406-2002", "lei", "10406", "10.406", "2002", "2002-01-10", "Lei nº 10.406, de 10 de janeiro de 2002", "Código Civil", "Lei nº 10.406/2002", "urn:lex:br:federal:lei:2002-01-10;10406"},
		{"resolucao-antt-5974-2022", "resolucao", "5974", "5.974", "2022", "2022-03-21", "Resolução ANTT nº 5.974, de 21 de março de 2022", "", "Resolução ANTT nº 5.974/2022", "urn:lex:br:agencia.nacional.transportes.terrestres:resolucao:2022-03-21;5974"},
		{"resolucao-antaq-81-2022", "resolucao", "81", "81", "2022", "2022-07-06", "Resolução ANTAQ nº 81, de 6 de julho de 2022", "", "Resolução ANTAQ nº 81/2022", "urn:lex:br:agencia.nacional.transportes.aquaviarios:resolucao:2022-07-06;81"},
		{"resolucao-antt-6043-2024", "resolucao", "6043", "6.043", "2024", "2024-06-13", "Resolução ANTT nº 6.043, de 13 de junho de 2024", "", "Resolução ANTT nº 6.043/2024", "urn:lex:br:agencia.nacional.transportes.terrestres:resolucao:2024-06-13;6043"},
		{"portaria-minfra-1579-2022", "portaria", "1579", "1.579", "2022", "2022-11-25", "Portaria MINFRA nº 1.579, de 25 de novembro de 2022", "", "Portaria MINFRA nº 1.579/2022", "urn:lex:br:ministerio.infraestrutura:portaria:2022-11-25;1579"},
	}
	got := Normas()
	if len(got) != len(want) {
		t.Fatalf("%d normas, quero %d", len(got), len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("linha %d:\n got %+v\nquero %+v", i, got[i], want[i])
		}
		if Ordem(want[i].Slug) != i {
			t.Errorf("Ordem(%q) = %d, quero %d", want[i].Slug, Ordem(want[i].Slug), i)
		}
		n, ok := NormaPorSlug(want[i].Slug)
		if !ok || n != want[i] {
			t.Errorf("NormaPorSlug(%q) = %+v, %v", want[i].Slug, n, ok)
		}
		n, ok = NormaPorNumero(want[i].Tipo, want[i].Numero, want[i].Ano)
		if !ok || n != want[i] {
			t.Errorf("NormaPorNumero(%q, %q, %q) = %+v, %v", want[i].Tipo, want[i].Numero, want[i].Ano, n, ok)
		}
		n, ok = NormaPorNumero(want[i].Tipo, want[i].Numero, "")
		if !ok || n != want[i] {
			t.Errorf("NormaPorNumero sem ano(%q, %q) = %+v, %v", want[i].Tipo, want[i].Numero, n, ok)
		}
	}
	got[0].Slug = "mudado"
	if Normas()[0].Slug != "lei-12852-2013" {
		t.Error("Normas expõe a tabela interna")
	}
}

func TestNormasDesconhecidas(t *testing.T) {
	for _, s := range []string{"", "lei-12852", "lei-12852-2014", "LEI-12852-2013", "lei-12852-2013/"} {
		if n, ok := NormaPorSlug(s); ok {
			t.Errorf("NormaPorSlug(%q) = %+v", s, n)
		}
	}
	if Ordem("lei-1-2000") != len(Normas()) {
		t.Error("uma norma desconhecida deve vir depois das conhecidas")
	}
	for _, c := range [][3]string{{"lei", "12852", "2014"}, {"decreto", "12852", ""}, {"lei-complementar", "12852", ""}, {"lei", "12.852", ""}} {
		if n, ok := NormaPorNumero(c[0], c[1], c[2]); ok {
			t.Errorf("NormaPorNumero(%q) = %+v", c, n)
		}
	}
}

func TestTituloCaminhoHrefURN(t *testing.T) {
	lei, _ := NormaPorSlug("lei-12852-2013")
	dec, _ := NormaPorSlug("decreto-8537-2015")
	casos := []struct{ got, want string }{
		{lei.TituloLongo(), "Lei nº 12.852, de 5 de agosto de 2013 (Estatuto da Juventude)"},
		{dec.TituloLongo(), "Decreto nº 8.537, de 5 de outubro de 2015"},
		{lei.Caminho(), "/legislacao/lei-12852-2013/"},
		{lei.CaminhoJSON(), "/legislacao/lei-12852-2013.json"},
		{dec.Href("art13_par2"), "/legislacao/decreto-8537-2015/#art13_par2"},
		{dec.Href(""), "/legislacao/decreto-8537-2015/"},
		{lei.URNDispositivo("art32_cpt_inc1"), "urn:lex:br:federal:lei:2013-08-05;12852!art32_cpt_inc1"},
		{lei.URNDispositivo(""), "urn:lex:br:federal:lei:2013-08-05;12852"},
		{Caminho("x"), "/legislacao/x/"},
		{Href("x", "art1"), "/legislacao/x/#art1"},
		{NomeTipo("resolucao"), "Resolução"},
		{NomeTipo("portaria"), "Portaria"},
		{NomeTipo("medida-provisoria"), ""},
	}
	for i, c := range casos {
		if c.got != c.want {
			t.Errorf("caso %d: %q, quero %q", i, c.got, c.want)
		}
	}
}

func TestMilhares(t *testing.T) {
	for in, want := range map[string]string{"1": "1", "123": "123", "1234": "1.234", "12852": "12.852", "123456": "123.456", "1234567": "1.234.567"} {
		if got := milhares(in); got != want {
			t.Errorf("milhares(%q) = %q, quero %q", in, got, want)
		}
	}
}
