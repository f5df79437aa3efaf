package calculator

// The categories as data (issue 30): one row per category of contract v1,
// read by the benefit, amounts and deadlines rules (beneficio.go), which are
// the generic sequence of rules.md §§ 1–6 over the row, and by the site
// (Categorias, below: the calculator's options, the guide, /recusa/). To add
// a category, see "Adding a category" in README.md.
//
// A field of type frase names a sentence of the catalogue
// (frases_beneficio.go); nenhuma marks "no sentence here" (for a scope
// sentence: no such condition). Arguments: stated at each field.

// nenhuma is "no sentence": a frase no block holds (the last of the
// beneficio block, never a template). The rules skip it.
const nenhuma frase = blocoBeneficio + tamanhoBloco - 1

// porModo is a value on road (the Resolução's mode) and on rail and
// waterway.
type porModo[T any] struct{ rodoviario, outros T }

func (m porModo[T]) em(rodo bool) T {
	if rodo {
		return m.rodoviario
	}
	return m.outros
}

// emTodos is the same value in every mode.
func emTodos[T any](v T) porModo[T] { return porModo[T]{v, v} }

// semMaximo: an age range without an upper bound.
const semMaximo = -1

// faixaEtaria is the category's age condition, on the trip's date
// (rules.md § 2); tem false: none.
type faixaEtaria struct {
	tem      bool
	min, max int   // whole years, both included; max semMaximo: none
	fora     frase // motivo out of the range: {1} the trip's date, {2} the age
	// adolescente (nenhuma: none) is said from min to adolescenteAte
	// years, {1} the age: before boarding, or its words once the trip has
	// started (no pre-trip instruction then).
	adolescenteAte                  int
	adolescente, adolescenteComecou frase
}

// semIdade: no age condition.
var semIdade = faixaEtaria{fora: nenhuma, adolescente: nenhuma, adolescenteComecou: nenhuma}

// regraVagas is how the category's seats are counted (rules.md § 3).
type regraVagas struct {
	conta bool // false: no seat count (the benefit does not take a seat)
	// gratuitas per simultaneous service (on road; one service off road);
	// gratuitasSemLimite: in that mode the law sets no number of seats.
	gratuitas          int64
	gratuitasSemLimite porModo[bool]
	// descontos per simultaneous service: 0 none, semMaximo no number
	// (counted, never a ceiling).
	descontos int64
}

// escadaVagas is the benefit switch over the seats (rules.md § 3): the
// free seat while one is left, then the discount, then what the texts
// give when both are taken. Motivo arguments: {1} seats of that kind
// already granted, {2} their number; semContagem {1} their number. Notes:
// {1} the mode's name.
type escadaVagas struct {
	semLimite      porModo[frase]   // motivo of a free seat with no number or no count (nenhuma: counted)
	semLimiteNotas porModo[[]frase] // said after it
	semContagem    frase            // motivo without the seats granted (vagas absent)
	gratuita       frase            // motivo with a free seat left
	notasGratuita  []frase          // said after semContagem or gratuita
	desconto       frase            // motivo with the free seats taken and a discount left
	// descontoSemContagem: motivo with the free seats taken and the
	// discount seats granted not said ({3} the discount seats' number).
	descontoSemContagem frase
	esgotadas           frase // motivo with every seat of the category taken
	// esgotadasGratuidade: the seats are a reservation, not a ceiling:
	// gratuidade subject to a free seat (rules revision 3, R2), not nenhum.
	esgotadasGratuidade bool
	notasEsgotadas      []frase
	// esgotadasViagemComecou: said with esgotadas once the trip has
	// started ({1} the boarding instant): what holds for another trip
	// (rules revision 4, R4).
	esgotadasViagemComecou frase
	recusa                 porModo[frase] // the refusal sentence when the seats are taken
	recusaAntesDoEmbarque  bool           // the refusal sentence only before boarding
}

// regraTaxas are the sentences on what the benefit leaves out (rules.md
// § 4), said on a free or discounted seat.
type regraTaxas struct {
	naoPaga frase // a free benefit that costs nothing at all: said in place of the amounts
	// desconto: the discount's amounts, {1} lowest fare, {2} what is paid.
	desconto porModo[frase]
	// taxas: boarding fee or toll typed (with {1} the fees typed when
	// comInformadas); stj after it on a free seat; outras: other charges
	// typed, {1} the amount; qualquer: any fee typed, one sentence.
	taxas         frase
	comInformadas bool
	stj           frase
	outras        frase
	qualquer      frase
	semValores    []frase // on a free seat when no boarding fee nor toll is typed
}

// regraPrazos are the deadlines of the category (rules.md § 4).
type regraPrazos struct {
	tem porModo[bool] // request and presentation deadlines in that mode
	// pedido grounds the request deadline (every mode), but not for a
	// descontoLivre discount.
	pedido  []ref
	pecaAte porModo[frase] // {1} solicitarAte
	// descontoLivre: the discount has no number and no reserved seat
	// (EPI art40 II; D9921 art40): no request deadline off road, a purchase
	// window (D9921 art40 p.u.), never lost at the presentation time; the
	// category's own Decreto (escopo) does not ground its deadline
	// sentences.
	descontoLivre bool
	// descontoPerde: the discount is lost after the presentation time,
	// as the free seat off road (Dec art13 §6).
	descontoPerde                bool
	apresenteDesconto            frase          // {1} apresentarAte
	apresentacaoPassouGratuidade porModo[frase] // {1} apresentarAte
	apresentacaoPassouDesconto   frase          // {1} apresentarAte
	bilhetes                     porModo[[]frase]
	// Without deadlines: the sentence that says so ({1} the mode's name)
	// and the one once the trip has started ({1} the boarding instant).
	semPrazos, viagemComecouSemPrazo frase
}

// regraCategoria is one category: its basis, scope, conditions, seats,
// amounts, deadlines, documents, and the names people read.
type regraCategoria struct {
	valor string // the contract's value
	// For people: the calculator's option, the short name of summaries,
	// the home page's name and detail, the guide's section (id and title;
	// "" when the category is told in another's section), the seats' owner
	// in a question ("do jovem"; "" when not asked), the subject of the
	// answer's title ("A criança"; "" for "Você") and its "pela criança".
	rotulo, resumo, nome, detalhe string
	secaoGuia, tituloGuia         string
	dasVagas, sujeito, porQuem    string
	// recusa: the benefit's options on the refusal document (/recusa/):
	// its free seat and its discount ("" none), their labels and grounds.
	recusaGratuidade, recusaDesconto porOpcaoRecusa

	escopo escopo         // soJovem, soIdoso: the category's Decreto grounds its scoped sentences
	base   porModo[[]ref] // the category's legal basis

	// 1. Scope. mesmaUF {1} the UF; semConvencional nenhuma: no service
	// condition in that mode.
	mesmaUF, foraLinhaRegular frase
	semConvencional           porModo[frase]
	// semConvencionalNotas: said with semConvencional (rules revision 4,
	// R5: the STJ decision on road, for what its ementa says).
	semConvencionalNotas porModo[[]frase]
	// navegacaoDecretos: the category's decree defines the waterway
	// service by a list (rivers, lakes, lagoons and bays): every waterway
	// answer says so, and a route on the open sea is sem_previsao
	// (rules revision 4, R5).
	navegacaoDecretos bool
	// qualquerViagem: said without conventional service where the rule has
	// no service condition.
	qualquerViagem frase
	incisoServico  func(Modal) ref // grounds the conventional service (nil: none)
	res149         bool            // on road a benefit of Res art149 (its seats, deadline, any seat)

	// 2. Conditions.
	idade faixaEtaria
	// ocupaPoltrona: motivo when the passenger takes a seat and the benefit
	// is for one carried without (nenhuma: not a condition).
	ocupaPoltrona frase
	// semPrevisao: motivo off road where the texts published neither grant
	// nor deny ({1} the mode's name, {2} " antes de pagar" before the trip);
	// nenhuma: a rule off road.
	semPrevisao frase

	// 3. Seats. simultaneos: road {1} the number of services, off road {1}
	// the mode's name.
	simultaneos porModo[frase]
	vagas       regraVagas
	escada      escadaVagas
	// credencialComAcompanhante: said when the credential names a
	// companion ({1} the mode's name, {2} as semPrevisao).
	credencialComAcompanhante porModo[frase]

	// 4. Amounts, 5. deadlines, 6. documents.
	taxas           regraTaxas
	prazos          regraPrazos
	documentos      porModo[[]frase]
	notasDocumentos porModo[[]frase] // said with (or in place of) the documents
	// documentosPrimeiro: the documents are the benefit itself (the Passe
	// Livre's credential): an answer shows them, and the companion's
	// status, on its first screen, before the steps (review 2026-12-03,
	// ux finding 4; issue 28).
	documentosPrimeiro bool
	rendaSalarioMinimo bool // the income limit in reais (EPI art40)
}

// porOpcaoRecusa is one option of the refusal document: its value, label
// and the key of the catalogue's sentence that states the benefit, with its
// grounds, beside it on the document (a page sentence, frases_paginas.go,
// or the home page guide's).
type porOpcaoRecusa struct {
	valor, rotulo, frase string
}

// categorias is the table, in the contract's order.
var categorias = [...]regraCategoria{
	{
		valor:  catJovem,
		rotulo: "Jovem de 15 a 29 anos, de baixa renda, com a ID Jovem", resumo: "Jovem de baixa renda",
		nome: "Jovem", detalhe: "15 a 29 anos, ID Jovem",
		secaoGuia: "jovem", tituloGuia: "Jovem de baixa renda com ID Jovem",
		dasVagas:         "do jovem",
		recusaGratuidade: porOpcaoRecusa{"jovem_gratuidade", "Vaga gratuita do jovem de baixa renda (ID Jovem)", "guia.jovem.gratuitas"},
		recusaDesconto:   porOpcaoRecusa{"jovem_desconto", "Vaga com desconto do jovem de baixa renda (ID Jovem)", "guia.jovem.descontos"},
		escopo:           soJovem,
		base:             emTodos([]ref{leiArt32, decArt13}),
		mesmaUF:          fBeneficioEscopoMesmaUfJovem, foraLinhaRegular: fBeneficioEscopoForaDeLinhaRegular,
		semConvencional: emTodos(fBeneficioEscopoSemConvencionalJovem), qualquerViagem: nenhuma, navegacaoDecretos: true,
		incisoServico: incisoServico, res149: true,
		idade: faixaEtaria{tem: true, min: 15, max: 29, fora: fBeneficioIdadeJovem,
			adolescenteAte: 17, adolescente: fBeneficioJovemAdolescente, adolescenteComecou: fBeneficioJovemAdolescenteViagemComecou},
		ocupaPoltrona: nenhuma, semPrevisao: nenhuma,
		simultaneos: porModo[frase]{fBeneficioVagasOperacaoSimultanea, fBeneficioVagasOperacaoSimultaneaJovemOutrosModais},
		vagas:       regraVagas{conta: true, gratuitas: 2, descontos: 2},
		escada: escadaVagas{semLimite: emTodos(nenhuma), semContagem: fBeneficioJovemSemContagem, gratuita: fBeneficioJovemGratuidade,
			desconto: fBeneficioJovemDesconto, descontoSemContagem: fBeneficioJovemDescontoSemContagem, esgotadas: fBeneficioJovemSemVagas, notasEsgotadas: []frase{fBeneficioJovemDescontoFacultativo},
			esgotadasViagemComecou: fBeneficioJovemSemVagasViagemComecou,
			recusa:                 porModo[frase]{fBeneficioRecusaRodoviario, fBeneficioRecusaJovem}},
		credencialComAcompanhante: emTodos(nenhuma),
		taxas: regraTaxas{naoPaga: nenhuma, desconto: porModo[frase]{fBeneficioValoresDescontoJovemRodoviario, fBeneficioValoresDescontoJovemOutrosModais},
			taxas: fBeneficioValoresTaxasJovem, comInformadas: true, stj: nenhuma, outras: fBeneficioValoresOutrasJovem, qualquer: nenhuma,
			semValores: []frase{fBeneficioValoresTaxasJovemSemValores}},
		prazos: regraPrazos{tem: emTodos(true), pedido: []ref{decArt13Par2}, pecaAte: emTodos(fBeneficioPrazosPecaAte),
			descontoPerde: true, apresenteDesconto: fBeneficioPrazosApresenteSeDescontoJovem,
			apresentacaoPassouGratuidade: porModo[frase]{fBeneficioPrazosApresentacaoPassouGratuidade, fBeneficioPrazosApresentacaoPassouJovem},
			apresentacaoPassouDesconto:   fBeneficioPrazosApresentacaoPassouJovem,
			bilhetes:                     emTodos([]frase{fBeneficioBilheteUnicoJovem, fBeneficioBilheteJovem}),
			semPrazos:                    fBeneficioPrazosOutrosModais, viagemComecouSemPrazo: fBeneficioPrazosViagemComecouPasseLivre},
		documentos: porModo[[]frase]{[]frase{fBeneficioDocumentosIdentificacao, fBeneficioDocumentosIdentidadeJovem}, []frase{fBeneficioDocumentosIdentidadeJovem}},
	},
	{
		valor:  catIdoso,
		rotulo: "Pessoa com 60 anos ou mais, com renda de até 2 salários mínimos", resumo: "Pessoa idosa",
		nome: "Pessoa idosa", detalhe: "60 anos ou mais",
		secaoGuia: "pessoa-idosa", tituloGuia: "Pessoa idosa com renda de até 2 salários mínimos",
		dasVagas:         "da pessoa idosa",
		recusaGratuidade: porOpcaoRecusa{"idoso_gratuidade", "Vaga gratuita da pessoa idosa", "recusa.pagina.beneficio.idoso_gratuidade"},
		recusaDesconto:   porOpcaoRecusa{"idoso_desconto", "Desconto da pessoa idosa", "recusa.pagina.beneficio.idoso_desconto"},
		escopo:           soIdoso,
		base:             emTodos([]ref{epiArt40, d9921Art34}), // D9921 art34: road, rail and waterway
		mesmaUF:          fBeneficioEscopoMesmaUfIdoso,
		// The elderly's own rule (D9921 art39 §1), not the youth's Decreto
		// (audit of 2026-12-02).
		foraLinhaRegular: fBeneficioEscopoForaDeLinhaRegularIdoso,
		semConvencional:  emTodos(fBeneficioEscopoSemConvencionalIdoso), qualquerViagem: nenhuma, navegacaoDecretos: true,
		semConvencionalNotas: porModo[[]frase]{[]frase{fBeneficioEscopoSemConvencionalStj}, nil},
		incisoServico:        incisoServicoIdoso, res149: true,
		idade:         faixaEtaria{tem: true, min: 60, max: semMaximo, fora: fBeneficioIdadeIdoso, adolescente: nenhuma, adolescenteComecou: nenhuma},
		ocupaPoltrona: nenhuma, semPrevisao: nenhuma,
		simultaneos: porModo[frase]{fBeneficioVagasOperacaoSimultanea, fBeneficioVagasOperacaoSimultaneaIdosoOutrosModais},
		// Never "nenhum" for lack of seats: EPI art40 II; Res art149 IV.
		vagas: regraVagas{conta: true, gratuitas: 2, descontos: semMaximo},
		escada: escadaVagas{semLimite: emTodos(nenhuma), semContagem: fBeneficioIdosoSemContagem, gratuita: fBeneficioIdosoGratuidade,
			desconto: fBeneficioIdosoDesconto, descontoSemContagem: nenhuma, esgotadas: nenhuma, esgotadasViagemComecou: nenhuma, recusa: emTodos(nenhuma)},
		credencialComAcompanhante: emTodos(nenhuma),
		// D9921 art44 p.u. names tolls, terminal fees and meals: the fees
		// sentence names only the amounts typed, and another charge gets
		// the youth's reading (no basis in the texts; audit of 2026-12-02).
		taxas: regraTaxas{naoPaga: nenhuma, desconto: porModo[frase]{fBeneficioValoresDescontoIdosoRodoviario, fBeneficioValoresDescontoIdosoOutrosModais},
			taxas: fBeneficioValoresTaxasIdoso, comInformadas: true, stj: fBeneficioValoresTaxasIdosoStj, outras: fBeneficioValoresOutrasIdoso, qualquer: nenhuma,
			semValores: []frase{fBeneficioValoresTaxasIdosoSemValores, fBeneficioValoresTaxasIdosoStj}},
		// Revision 3 (R1): the elderly have deadlines in every mode (D9921
		// art39 §2, §6); the discount of art40 is not reserved.
		prazos: regraPrazos{tem: emTodos(true), pedido: []ref{d9921Art39Par2Inc1},
			pecaAte: porModo[frase]{fBeneficioPrazosPecaAte, fBeneficioPrazosPecaAteIdosoOutrosModais}, descontoLivre: true,
			apresenteDesconto:            fBeneficioPrazosApresenteSeDescontoIdoso,
			apresentacaoPassouGratuidade: porModo[frase]{fBeneficioPrazosApresentacaoPassouGratuidade, fBeneficioPrazosApresentacaoPassouGratuidadeIdosoOutrosModais},
			apresentacaoPassouDesconto:   fBeneficioPrazosApresentacaoPassouDescontoIdoso,
			bilhetes: porModo[[]frase]{[]frase{fBeneficioBilheteRetorno, fBeneficioBilheteIntransferivel},
				[]frase{fBeneficioBilheteRetornoIdosoOutrosModais, fBeneficioBilheteIntransferivel}},
			semPrazos: fBeneficioPrazosOutrosModais, viagemComecouSemPrazo: fBeneficioPrazosViagemComecouPasseLivre},
		documentos: porModo[[]frase]{[]frase{fBeneficioDocumentosIdentificacao, fBeneficioDocumentosRendaIdoso},
			[]frase{fBeneficioDocumentosIdentidadeIdoso, fBeneficioDocumentosRendaIdosoOutrosModais}},
		notasDocumentos:    porModo[[]frase]{nil, []frase{fBeneficioDocumentosCarteiraIdosoDigitalOutrosModais}},
		rendaSalarioMinimo: true,
	},
	{
		valor:  catPcd,
		rotulo: "Pessoa com deficiência, com a credencial do Passe Livre", resumo: "Pessoa com deficiência (Passe Livre)",
		nome: "Pessoa com deficiência", detalhe: "Passe Livre",
		secaoGuia: "pessoa-com-deficiencia", tituloGuia: "Pessoa com deficiência com Passe Livre, e acompanhante",
		dasVagas:         "do Passe Livre",
		recusaGratuidade: porOpcaoRecusa{"passe_livre", "Passe Livre da pessoa com deficiência", "guia.pcd.passe_livre"},
		base:             porModo[[]ref]{[]ref{plArt1}, []ref{plArt1, d3691Art1}},
		mesmaUF:          fBeneficioEscopoMesmaUfPasseLivre, foraLinhaRegular: fBeneficioEscopoForaDeLinhaRegular,
		semConvencional: emTodos(fBeneficioEscopoSemConvencionalPasseLivre), qualquerViagem: nenhuma,
		semConvencionalNotas: porModo[[]frase]{[]frase{fBeneficioEscopoSemConvencionalStj}, nil},
		res149:               true, idade: semIdade,
		ocupaPoltrona: nenhuma, semPrevisao: nenhuma,
		simultaneos: porModo[frase]{nenhuma, fBeneficioVagasOperacaoSimultaneaPasseLivreOutrosModais},
		// D3691 art1 reserves two seats off road; Res art149 III: no number
		// on road.
		vagas: regraVagas{conta: true, gratuitas: 2, gratuitasSemLimite: porModo[bool]{true, false}},
		escada: escadaVagas{semLimite: porModo[frase]{fBeneficioPasseLivreRodoviario, nenhuma},
			semLimiteNotas: porModo[[]frase]{[]frase{fBeneficioPasseLivreDecreto3691Rodoviario}, nil},
			semContagem:    fBeneficioPasseLivreSemContagem, gratuita: fBeneficioPasseLivreOutrosModais,
			notasGratuita: []frase{fBeneficioPasseLivreDecreto3691OutrosModais}, desconto: nenhuma, descontoSemContagem: nenhuma,
			// Revision 3 (R2): PL art1 grants the pass with no number of
			// seats; the two seats of D3691 art1 are a reservation, not a
			// ceiling.
			esgotadas: fBeneficioPasseLivreAlemDaReserva, esgotadasGratuidade: true,
			notasEsgotadas: []frase{fBeneficioPasseLivreReservaNaoTeto}, esgotadasViagemComecou: nenhuma,
			recusa: emTodos(fBeneficioRecusaPasseLivreOutrosModais), recusaAntesDoEmbarque: true},
		credencialComAcompanhante: porModo[frase]{fBeneficioPasseLivreComAcompanhanteRodoviario, fBeneficioSemPrevisaoAcompanhante},
		taxas: regraTaxas{naoPaga: nenhuma, desconto: emTodos(nenhuma), taxas: nenhuma, stj: nenhuma, outras: nenhuma,
			qualquer: fBeneficioValoresTaxasPasseLivre},
		prazos: regraPrazos{tem: porModo[bool]{true, false}, pecaAte: emTodos(fBeneficioPrazosPecaAte),
			apresenteDesconto:            nenhuma,
			apresentacaoPassouGratuidade: emTodos(fBeneficioPrazosApresentacaoPassouGratuidade), apresentacaoPassouDesconto: nenhuma,
			bilhetes:  porModo[[]frase]{[]frase{fBeneficioBilheteRetorno, fBeneficioBilheteIntransferivel}, nil},
			semPrazos: fBeneficioPrazosOutrosModais, viagemComecouSemPrazo: fBeneficioPrazosViagemComecouPasseLivre},
		documentos:         porModo[[]frase]{[]frase{fBeneficioDocumentosIdentificacao, fBeneficioDocumentosPasseLivre}, []frase{fBeneficioDocumentosPasseLivreOutrosModais}},
		documentosPrimeiro: true,
	},
	{
		valor:  catAcompanhante,
		rotulo: "Acompanhante de uma pessoa com deficiência cuja credencial do Passe Livre indica que precisa de acompanhante",
		resumo: "Acompanhante de pessoa com Passe Livre",
		nome:   "Acompanhante", detalhe: "de pessoa com Passe Livre",
		// Told in the holder's section of the guide.
		recusaGratuidade: porOpcaoRecusa{"acompanhante", "Gratuidade do acompanhante do Passe Livre", "recusa.pagina.beneficio.acompanhante"},
		base:             emTodos([]ref{resArt149Par3}),
		mesmaUF:          fBeneficioEscopoMesmaUfPasseLivre, foraLinhaRegular: fBeneficioEscopoForaDeLinhaRegular,
		// Revision 3 (R6): the companion off road gets the companion's own
		// answer (sem_previsao), never the holder's two seats.
		semConvencional: porModo[frase]{fBeneficioEscopoSemConvencionalAcompanhante, nenhuma}, qualquerViagem: nenhuma,
		res149: true, idade: semIdade,
		ocupaPoltrona: nenhuma, semPrevisao: fBeneficioSemPrevisaoAcompanhante,
		simultaneos: emTodos(nenhuma),
		vagas:       regraVagas{conta: true, gratuitas: 2, gratuitasSemLimite: porModo[bool]{true, false}},
		escada: escadaVagas{semLimite: porModo[frase]{fBeneficioAcompanhanteRodoviario, nenhuma}, semContagem: nenhuma, gratuita: nenhuma,
			desconto: nenhuma, descontoSemContagem: nenhuma, esgotadas: nenhuma, esgotadasViagemComecou: nenhuma, recusa: emTodos(nenhuma)},
		credencialComAcompanhante: emTodos(nenhuma),
		taxas: regraTaxas{naoPaga: nenhuma, desconto: emTodos(nenhuma), taxas: nenhuma, stj: nenhuma, outras: nenhuma,
			qualquer: fBeneficioValoresTaxasAcompanhante},
		prazos: regraPrazos{tem: porModo[bool]{true, false}, pecaAte: emTodos(fBeneficioPrazosPecaAte),
			apresenteDesconto:            nenhuma,
			apresentacaoPassouGratuidade: emTodos(fBeneficioPrazosApresentacaoPassouGratuidade), apresentacaoPassouDesconto: nenhuma,
			bilhetes:  porModo[[]frase]{[]frase{fBeneficioBilheteRetorno, fBeneficioBilheteIntransferivel}, nil},
			semPrazos: fBeneficioPrazosOutrosModais, viagemComecouSemPrazo: fBeneficioPrazosViagemComecouPasseLivre},
		documentos:         emTodos([]frase{fBeneficioDocumentosIdentificacao, fBeneficioDocumentosAcompanhante}),
		documentosPrimeiro: true,
	},
	{
		valor:  catCrianca,
		rotulo: "Criança com menos de 6 anos", resumo: "Criança com menos de 6 anos",
		nome: "Criança", detalhe: "menos de 6 anos",
		secaoGuia: "crianca", tituloGuia: "Criança com menos de 6 anos",
		sujeito: "A criança", porQuem: "pela criança",
		recusaGratuidade: porOpcaoRecusa{"crianca", "Transporte gratuito de criança de até 6 anos incompletos", "recusa.pagina.beneficio.crianca"},
		base:             porModo[[]ref]{[]ref{d9579Art39, resArt148}, []ref{d9579Art39}},
		mesmaUF:          fBeneficioEscopoMesmaUfCrianca, foraLinhaRegular: fBeneficioEscopoForaDeLinhaRegularCrianca,
		// A child's rule has no service condition (revision 2).
		semConvencional: emTodos(nenhuma), qualquerViagem: fBeneficioCriancaSemConvencional,
		idade:         faixaEtaria{tem: true, min: 0, max: 5, fora: fBeneficioIdadeCrianca, adolescente: nenhuma, adolescenteComecou: nenhuma},
		ocupaPoltrona: fBeneficioCriancaOcupaPoltrona, semPrevisao: fBeneficioSemPrevisaoCrianca,
		simultaneos: emTodos(nenhuma),
		escada: escadaVagas{semLimite: emTodos(fBeneficioCriancaRodoviario), semContagem: nenhuma, gratuita: nenhuma,
			desconto: nenhuma, descontoSemContagem: nenhuma, esgotadas: nenhuma, esgotadasViagemComecou: nenhuma, recusa: emTodos(nenhuma)},
		credencialComAcompanhante: emTodos(nenhuma),
		taxas: regraTaxas{naoPaga: fBeneficioValoresCrianca, desconto: emTodos(nenhuma), taxas: nenhuma, stj: nenhuma, outras: nenhuma,
			qualquer: nenhuma},
		prazos: regraPrazos{pecaAte: emTodos(nenhuma), apresenteDesconto: nenhuma,
			apresentacaoPassouGratuidade: emTodos(nenhuma), apresentacaoPassouDesconto: nenhuma,
			semPrazos: fBeneficioPrazosCrianca, viagemComecouSemPrazo: fBeneficioPrazosViagemComecouSemPrazo},
		notasDocumentos: emTodos([]frase{fBeneficioDocumentosCrianca}),
	},
}

// categoriaEm is the row of valor in tabela (a request is read against
// Categoria.Valores, the values of categorias).
func categoriaEm(tabela []regraCategoria, valor Categoria) (*regraCategoria, bool) {
	for i := range tabela {
		if tabela[i].valor == string(valor) {
			return &tabela[i], true
		}
	}
	return nil, false
}

// valoresCategorias are the table's values, in its order.
func valoresCategorias() []string {
	out := make([]string, len(categorias))
	for i := range categorias {
		out[i] = categorias[i].valor
	}
	return out
}

// CategoriaSite is a category as the site shows it, read from the row the
// rules read: the calculator's first question and the questions that
// depend on the category (the data attributes beneficio.js reads), the
// home page's menu and guide, and the refusal document's options.
type CategoriaSite struct {
	Valor  string
	Rotulo string // the calculator's option
	Resumo string // the short name of the answers' summary
	// The home page's menu: name and detail; the guide's section (its
	// anchor and heading), "" when the category is told in another's.
	Nome       string
	Detalhe    string
	SecaoGuia  string
	TituloGuia string
	// DasVagas names the seats in the question of the seats granted ("do
	// jovem"); VagasEm the modes where that question is asked; Gratuitas
	// the free seats per vehicle; Descontos "contados" (their number is
	// asked and shown), "sem_limite" (shown, no number) or "".
	DasVagas  string
	VagasEm   []string
	Gratuitas int64
	Descontos string
	// JanelaDesconto: the discount's purchase window asks the trip's
	// length; Poltrona: the benefit is for a passenger who takes no seat
	// (asked); Acompanhante: the credential may name a companion (asked).
	JanelaDesconto bool
	Poltrona       bool
	Acompanhante   bool
	// DocumentosPrimeiro: an answer shows the documents (and the
	// companion's status) on its first screen, before the steps.
	DocumentosPrimeiro bool
	// Navegacao: on a boat, whether the route is at sea is asked (the
	// category's decree lists the waterways; rules revision 4, R5).
	Navegacao bool
	// Sujeito ("A criança") and PorQuem ("pela criança") when the answer
	// is about someone other than the person asking; "" otherwise.
	Sujeito string
	PorQuem string
	// Recusa: its benefits on the refusal document (/recusa/), the free
	// seat first; RecusaGratuidade and RecusaDesconto their values.
	Recusa           []OpcaoRecusa
	RecusaGratuidade string
	RecusaDesconto   string
}

// OpcaoRecusa is one benefit of the refusal document: its value, label and
// Frase, the key of the catalogue's sentence (Frases) that states it.
type OpcaoRecusa struct {
	Valor, Rotulo, Frase string
}

// Categorias lists the categories as the site shows them, in the
// contract's order. The slice is a fresh copy.
func Categorias() []CategoriaSite { return categoriasDoSite(categorias[:]) }

func categoriasDoSite(tabela []regraCategoria) []CategoriaSite {
	out := make([]CategoriaSite, len(tabela))
	for i := range tabela {
		c := &tabela[i]
		s := CategoriaSite{Valor: c.valor, Rotulo: c.rotulo, Resumo: c.resumo, Nome: c.nome, Detalhe: c.detalhe,
			SecaoGuia: c.secaoGuia, TituloGuia: c.tituloGuia, DasVagas: c.dasVagas, Gratuitas: c.vagas.gratuitas,
			JanelaDesconto: c.prazos.descontoLivre, Poltrona: c.ocupaPoltrona != nenhuma,
			Acompanhante: c.credencialComAcompanhante.rodoviario != nenhuma || c.credencialComAcompanhante.outros != nenhuma,
			Sujeito:      c.sujeito, PorQuem: c.porQuem, VagasEm: []string{}, Navegacao: c.navegacaoDecretos,
			DocumentosPrimeiro: c.documentosPrimeiro}
		for _, m := range Modal("").Valores() {
			if c.contaVagas(m == modRodoviario) {
				s.VagasEm = append(s.VagasEm, m)
			}
		}
		switch {
		case !c.vagas.conta || c.vagas.descontos == 0:
		case c.vagas.descontos == semMaximo:
			s.Descontos = "sem_limite"
		default:
			s.Descontos = "contados"
		}
		for _, o := range []porOpcaoRecusa{c.recusaGratuidade, c.recusaDesconto} {
			if o.valor != "" {
				s.Recusa = append(s.Recusa, OpcaoRecusa{Valor: o.valor, Rotulo: o.rotulo, Frase: o.frase})
			}
		}
		s.RecusaGratuidade, s.RecusaDesconto = c.recusaGratuidade.valor, c.recusaDesconto.valor
		out[i] = s
	}
	return out
}

// contaVagas: in the mode, the benefit applies with a number of seats, so
// the seats already granted decide it (and are asked).
func (c *regraCategoria) contaVagas(rodo bool) bool {
	return c.vagas.conta && !c.vagas.gratuitasSemLimite.em(rodo) && (rodo || c.semPrevisao == nenhuma)
}
