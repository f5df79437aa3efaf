package generator

// tamanhoDaDivida is the number of citations dividaDoCatalogo lists: a
// change of the debt shows in this number, which only goes down.
const tamanhoDaDivida = 33

// dividaDoCatalogo is the debt of rules revision 4, R9 (issue 26): the
// templates that still state rules with citations of their own, each
// citation listed exactly (TestRegrasForaDoCatalogo fails on one not listed
// and on one listed that is gone). Move a template's sentences into
// calculator/frases_paginas.go, write them with {{frase "chave"}}, delete
// its entry and add the template to modelosDoCatalogo. This list only
// shrinks.
var dividaDoCatalogo = []dividaModelo{
	{modelo: "atraso.html: conteudo",
		razao: "the calculator “A viagem atrasou?”: its help texts are the catalogue's; what remains is its “regras em palavras simples” block, shown while the engine loads (the waiting screen, another helper's this session): to be the engine's sentences for the category and mode (issue 26)",
		regras: []regraPropria{
			`cita "lei-11975-2009#art1"`,
			`cita "lei-11975-2009#art11"`,
			`cita "lei-11975-2009#art3"`,
			`cita "lei-11975-2009#art4"`,
			`citaPasso "lei-11975-2009#art4_par1u"`,
			`cita "lei-11975-2009#art5"`,
			`cita "lei-11975-2009#art6"`,
			`cita "lei-11975-2009#art12"`,
			`citaPasso "lei-11975-2009#art12_par1"`,
		}},
	{modelo: "recusa.html: conteudo",
		razao: "/recusa/: the form's legends name the inciso of Res art. 153 that asks for each field (a label, not a sentence); {{cita .Fundamento}} is each benefit's ground from the engine's table of categories (calculator.Categorias), cloned beside the benefit chosen",
		regras: []regraPropria{
			`citaSemNorma "resolucao-antt-6033-2023#art153_cpt_inc1"`,
			`citaSemNorma "resolucao-antt-6033-2023#art153_cpt_inc2"`,
			`citaSemNorma "resolucao-antt-6033-2023#art153_cpt_inc3"`,
			`citaSemNorma "resolucao-antt-6033-2023#art153_cpt_inc4"`,
			`citaSemNorma "resolucao-antt-6033-2023#art153_par1"`,
			`cita .Fundamento`,
		}},
	{modelo: "reembolso.html: conteudo",
		razao: "the calculator “Quanto recebo de volta?”: its help texts are the catalogue's; what remains is its “regras em palavras simples” block, shown while the engine loads (the waiting screen, another helper's this session): to be the engine's sentences for the category and mode (issue 26)",
		regras: []regraPropria{
			`cita "resolucao-antt-6033-2023#art147"`,
			`citaPasso "resolucao-antt-6033-2023#art147_par1"`,
			`citaSemNorma "resolucao-antt-6033-2023#art147_par4"`,
			`cita "resolucao-antt-6033-2023#art147_par2"`,
			`citaPasso "resolucao-antt-6033-2023#art147_par3"`,
			`cita "resolucao-antt-6033-2023#art147_par6"`,
			`texto "Lei nº 11.975/2009"`,
			`cita "lei-11975-2009#art2"`,
			`citaPasso "lei-11975-2009#art2_par1u"`,
			`cita "resolucao-antt-6033-2023#art147_par7"`,
			`cita "lei-11975-2009#art3"`,
			`cita "resolucao-antt-6033-2023#art143_par3"`,
			`citaPasso "resolucao-antt-6033-2023#art143_par4"`,
			`citaPasso "resolucao-antt-6033-2023#art143_par5"`,
			`cita "resolucao-antt-6033-2023#art144"`,
			`cita "lei-11975-2009#art1"`,
			`cita "resolucao-antt-6033-2023#art146_par1"`,
			`citaSemNorma "resolucao-antt-6033-2023#art146_par2"`,
		}},
}

// dividaModelo is one template of the debt: "arquivo.html: nome", why its
// rules are still its own, and its citations (see regraPropria).
type dividaModelo struct {
	modelo string
	razao  string
	regras []regraPropria
}

// dividaDosScripts is the scripts' debt (TestScriptsSemCitacaoPropria): a
// string literal of site/assets that names a norm or an article, with the
// reason. Empty: the scripts write the engine's citations from its answer.
var dividaDosScripts = []dividaScript{}

// dividaScript is one literal of a script's debt.
type dividaScript struct {
	arquivo, literal, razao string
}
