package generator

// tamanhoDaDivida is the number of citations dividaDoCatalogo lists: a
// change of the debt shows in this number, which only goes down.
const tamanhoDaDivida = 73

// dividaDoCatalogo is the debt of rules revision 4, R9 (issue 26): the
// templates that still state rules with citations of their own, each
// citation listed exactly (TestRegrasForaDoCatalogo fails on one not listed
// and on one listed that is gone). Move a template's sentences into
// calculator/frases_paginas.go, write them with {{frase "chave"}}, delete
// its entry and add the template to modelosDoCatalogo. This list only
// shrinks.
var dividaDoCatalogo = []dividaModelo{
	{modelo: "calculadora.html: conteudo",
		razao: "the calculator “Tenho direito?”: its next steps (calc-proximo-*) are the catalogue's; what remains is its “regras em palavras simples” block, the waiting screen (another helper's this session: to be the engine's sentences for the category and mode), and the questions' help (calc-ajuda-*, edited by another helper this session)",
		regras: []regraPropria{
			`cita "lei-12852-2013#art32_cpt_inc1"`,
			`citaPasso "lei-12852-2013#art32_cpt_inc2"`,
			`cita "decreto-8537-2015#art13"`,
			`cita "lei-10741-2003#art40_cpt_inc1"`,
			`citaPasso "lei-10741-2003#art40_cpt_inc2"`,
			`cita "lei-8899-1994#art1"`,
			`cita "resolucao-antt-6033-2023#art149_cpt_inc3"`,
			`cita "decreto-3691-2000#art1"`,
			`cita "resolucao-antt-6033-2023#art149_par3"`,
			`cita "resolucao-antt-6033-2023#art148"`,
			`cita "decreto-9579-2018#art39"`,
			`cita "decreto-8537-2015#art13_par1"`,
			`cita "decreto-9921-2019#art39_par1"`,
			`cita "decreto-3691-2000#art1"`,
			`cita "resolucao-antt-6033-2023#art149"`,
			`cita "decreto-9921-2019#art39_par1_inc2"`,
			`citaPasso "decreto-9921-2019#art39_par1_inc3"`,
			`cita "decreto-8537-2015#art13_par1_inc2"`,
			`citaPasso "decreto-8537-2015#art13_par1_inc3"`,
			`cita "resolucao-antt-6033-2023#art149_par4"`,
			`cita "decreto-8537-2015#art13_par2"`,
			`citaPasso "decreto-8537-2015#art13_par3"`,
			`cita "decreto-9921-2019#art39_par2_inc1"`,
			`citaPasso "decreto-9921-2019#art39_par3"`,
			`cita "resolucao-antt-6033-2023#art154"`,
			`citaPasso "resolucao-antt-6033-2023#art154_par1u"`,
			`cita "decreto-9921-2019#art39_par6"`,
			`cita "decreto-8537-2015#art13_par6"`,
			`cita "resolucao-antt-6033-2023#art149_par2"`,
			`cita "decreto-8537-2015#art17_par1u"`,
			`cita "resolucao-antt-6033-2023#art151"`,
			`cita "decreto-8537-2015#art14"`,
			`cita "resolucao-antt-6033-2023#art151_par1"`,
			`cita "resolucao-antt-6033-2023#art151_par3"`,
			`cita "resolucao-antt-6033-2023#art153"`,
			`cita "decreto-8537-2015#art14_par1u"`,
			`cita "resolucao-antt-6033-2023#art149_par1"`,
			`cita "resolucao-antt-6033-2023#art150_par3"`,
			`cita "resolucao-antt-6033-2023#art150_par3"`,
			`cita "resolucao-antt-6033-2023#art150_par4"`,
			`cita "resolucao-antt-6033-2023#art149_par2"`,
			`cita "decreto-8537-2015#art13_par3"`,
			`cita "decreto-9921-2019#art39_par3"`,
			`cita "decreto-9921-2019#art39_par1_inc2"`,
			`citaPasso "decreto-9921-2019#art39_par1_inc3"`,
			`cita "decreto-8537-2015#art13_par1_inc2"`,
			`citaPasso "decreto-8537-2015#art13_par1_inc3"`,
			`cita "decreto-8537-2015#art13"`,
			`cita "decreto-9921-2019#art40"`,
		}},
	{modelo: "decisao.html: conteudo",
		razao: "a decision's page: Lei nº 9.610/1998, art. 8º, IV, why a decision may be published whole; not a passenger's rule, and that law is not published here, so no catalogue sentence can be grounded on it",
		regras: []regraPropria{
			`texto "Lei nº 9.610/1998"`,
			`texto "art. 8"`,
		}},
	{modelo: "jurisprudencia.html: conteudo",
		razao: "the decisions' list: Lei nº 9.610/1998, art. 8º, IV, why decisions may be published whole; not a passenger's rule, and that law is not published here, so no catalogue sentence can be grounded on it",
		regras: []regraPropria{
			`texto "Lei nº 9.610/1998"`,
			`texto "art. 8"`,
		}},
	{modelo: "operadoras.html: conteudo",
		razao: "/operadoras/: the duties are the catalogue's; what remains names each embed, poster and API field by the norm or dispositivo it carries or answers (titles and data documentation, not rules), to be rewritten without numbers or from the catalogue",
		regras: []regraPropria{
			`texto "art. 20"`,
			`texto "art. 32"`,
			`cita "lei-12852-2013"`,
			`cita "decreto-8537-2015"`,
			`texto "arts. 13"`,
			`texto "art. 32"`,
			`texto "art. 20"`,
			`cita .Exigencia`,
			`texto "arts. 1"`,
			`texto "Lei nº 11.975/2009"`,
			`texto "art. 20"`,
			`cita "resolucao-antt-6033-2023#art150_par3"`,
			`cita "resolucao-antt-6033-2023#art149_par6"`,
			`cita "resolucao-antt-6033-2023#art149_par7"`,
			`texto "art. 20"`,
			`texto "art. 32"`,
			`texto "art. 20"`,
			`texto "arts. 1"`,
			`texto "Lei nº 11.975/2009"`,
			`cita .Exigencia`,
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
