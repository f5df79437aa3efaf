package calculator

// Templates of the remarcacao answers (see frases.go). Constants are declared
// as blocoRemarcacao + iota, and the array is keyed by constant − blocoRemarcacao.
const (
	fRemValido frase = blocoRemarcacao + iota
	fRemVencido
	fRemVinteENove
	fRemFeriadoFuturo
	fRemFeriadoPassado
	fRemDiferencaPagar
	fRemDiferencaReceber
	fRemDiferencaZero
	fRemTaxaNaoInformadaNemNoBilhete
	fRemTaxaNaoInformada
	fRemTaxaForaDoBilhete
	fRemTaxaPermitida
	fRemTaxaLimitada
	fRemTaxaComprovante
	fRemTotalPagar
	fRemTotalReceber
	fRemTotalZero
	// Rules revision 3 (R3).
	fRemCreditoAtualizado
	// Rules revision 4 (R2): today's fare of the section as the credit.
	fRemCreditoTarifaAtual
	fRemCreditoTarifaNaoMaior
	fRemDiferencaPagarCredito
	fRemDiferencaReceberCredito
	fRemDiferencaZeroCredito
	// Rules revision 4 (R8, C9).
	fRemValidoVinteENove
	fRemValidoLeitura
	// Rules revision 4 (R4): rebooking a benefit ticket.
	fRemDiferencaBeneficio
)

const (
	trResArt144Validade  = "validade de 1 (um) ano a partir da data da primeira emissão"
	trL11975Art1Validade = "terão validade de 1 (um) ano, a partir da data de sua emissão"
	trCCArt132Par3Anos   = "Os prazos de meses e anos expiram no dia de igual número do de início, ou no imediato, se faltar exata correspondência"
	trResArt146Par1      = "o passageiro deverá pagar ou receber a diferença entre o valor originalmente pago e o valor ofertado no ato da remarcação"
	trResArt146Par2Inc1  = "a possibilidade de cobrança seja informada no ato da aquisição do serviço"
	trResArt146Par2Inc2  = "a possibilidade de cobrança e o valor da taxa de remarcação sejam especificados no bilhete de passagem"
	trResArt146Par2Inc3  = "o valor da taxa não ultrapasse o preço do serviço de transporte"
	trL11975Art13Par1    = "O bilhete de passagem manterá como crédito de passageiro, durante sua validade, o valor atualizado da tarifa do trecho emitido"
)

var frasesRemarcacao = [...]modelo{
	fRemValido - blocoRemarcacao: {chave: "remarcacao.valido",
		texto: "O bilhete, emitido em {1}, vale até {2}, 1 ano a partir da emissão (o prazo termina no dia de igual número do ano seguinte): dentro da validade, a empresa deve remarcá-lo quando você pedir outra data, horário ou classe.",
		fund: []apoio{{r: resArt144, trecho: trResArt144Validade},
			{r: l11975Art1, trecho: trL11975Art1Validade},
			{r: ccArt132Par3, trecho: trCCArt132Par3Anos},
			{r: resArt146, trecho: "Os bilhetes deverão ser remarcados pela autorizatária, quando solicitado pelo usuário dentro do prazo de validade do bilhete, para alteração de data, horário ou classe do serviço"},
			{r: l11975Art1Par1u, trecho: "poderão, dentro do prazo de validade, ser remarcados"}}},
	fRemVencido - blocoRemarcacao: {chave: "remarcacao.vencido",
		texto: "O bilhete, emitido em {1}, valeu até {2}, 1 ano a partir da emissão: fora da validade, a empresa não é obrigada a remarcá-lo, mas pode concordar em fazê-lo. Por isso a calculadora não calcula diferença, taxa nem total.",
		fund: []apoio{{r: resArt144, trecho: trResArt144Validade},
			{r: l11975Art1, trecho: trL11975Art1Validade},
			{r: ccArt132Par3, trecho: trCCArt132Par3Anos},
			{r: resArt146, trecho: "quando solicitado pelo usuário dentro do prazo de validade do bilhete"}}},
	fRemVinteENove - blocoRemarcacao: {chave: "remarcacao.29_de_fevereiro",
		texto: "O bilhete foi emitido em 29 de fevereiro e o ano seguinte não tem esse dia: a validade vai até o dia imediato, 1º de março.",
		fund:  []apoio{{r: ccArt132Par3, trecho: trCCArt132Par3Anos}}},
	fRemFeriadoFuturo - blocoRemarcacao: {chave: "remarcacao.feriado",
		texto: "Se {1} cair em feriado, a validade se prorroga até o dia útil seguinte; a calculadora não tem calendário de feriados e mostra a data do calendário.",
		fund:  []apoio{{r: ccArt132Par1, trecho: trCCArt132Par1Feriado}}},
	fRemFeriadoPassado - blocoRemarcacao: {chave: "remarcacao.feriado.passado",
		texto: "Se {1} foi feriado, a validade se prorrogou até o dia útil seguinte, e um pedido feito nesse dia ainda está dentro dela; a calculadora não tem calendário de feriados e mostra a data do calendário.",
		fund:  []apoio{{r: ccArt132Par1, trecho: trCCArt132Par1Feriado}}},
	fRemDiferencaPagar - blocoRemarcacao: {chave: "remarcacao.diferenca.pagar",
		texto: "O valor ofertado agora ({1}) é maior que o valor pago ({2}): você paga a diferença, {3}.",
		fund:  []apoio{{r: resArt146Par1, trecho: trResArt146Par1}}},
	fRemDiferencaReceber - blocoRemarcacao: {chave: "remarcacao.diferenca.receber",
		texto: "O valor ofertado agora ({1}) é menor que o valor pago ({2}): você recebe a diferença, {3}.",
		fund:  []apoio{{r: resArt146Par1, trecho: trResArt146Par1}}},
	fRemDiferencaZero - blocoRemarcacao: {chave: "remarcacao.diferenca.zero",
		texto: "O valor ofertado agora é igual ao valor pago ({1}): não há diferença a pagar nem a receber.",
		fund:  []apoio{{r: resArt146Par1, trecho: trResArt146Par1}}},
	fRemTaxaNaoInformadaNemNoBilhete - blocoRemarcacao: {chave: "remarcacao.taxa.nao_informada_nem_no_bilhete",
		texto: "A taxa de remarcação ({1}) não pode ser cobrada: ela não foi informada na compra nem consta do bilhete com o seu valor.",
		fund: []apoio{{r: resArt146Par2Inc1, trecho: trResArt146Par2Inc1},
			{r: resArt146Par2Inc2, trecho: trResArt146Par2Inc2}}},
	fRemTaxaNaoInformada - blocoRemarcacao: {chave: "remarcacao.taxa.nao_informada",
		texto: "A taxa de remarcação ({1}) não pode ser cobrada: ela não foi informada na compra.",
		fund:  []apoio{{r: resArt146Par2Inc1, trecho: trResArt146Par2Inc1}}},
	fRemTaxaForaDoBilhete - blocoRemarcacao: {chave: "remarcacao.taxa.fora_do_bilhete",
		texto: "A taxa de remarcação ({1}) não pode ser cobrada: ela não consta do bilhete com o seu valor.",
		fund:  []apoio{{r: resArt146Par2Inc2, trecho: trResArt146Par2Inc2}}},
	fRemTaxaPermitida - blocoRemarcacao: {chave: "remarcacao.taxa.permitida",
		texto: "A taxa de remarcação ({1}) pode ser cobrada: foi informada na compra, consta do bilhete com o seu valor e não passa do preço do serviço de transporte do bilhete remarcado ({2}).",
		fund: []apoio{{r: resArt146Par2Inc1, trecho: trResArt146Par2Inc1},
			{r: resArt146Par2Inc2, trecho: trResArt146Par2Inc2},
			{r: resArt146Par2Inc3, trecho: trResArt146Par2Inc3}}},
	fRemTaxaLimitada - blocoRemarcacao: {chave: "remarcacao.taxa.acima_do_preco",
		texto: "A taxa de remarcação ({1}) passa do preço do serviço de transporte do bilhete remarcado ({2}): uma taxa acima desse preço não pode ser cobrada, nem em parte, e não entra no total.",
		fund:  []apoio{{r: resArt146Par2Inc3, trecho: trResArt146Par2Inc3}}},
	fRemTaxaComprovante - blocoRemarcacao: {chave: "remarcacao.taxa.comprovante",
		texto: "Ao pagar a taxa de remarcação, peça o comprovante do pagamento: a empresa deve fornecê-lo.",
		fund:  []apoio{{r: resArt146Par3, trecho: "Em caso de cobrança de taxa de remarcação, a autorizatária deverá fornecer ao usuário o comprovante do pagamento"}}},
	fRemTotalPagar - blocoRemarcacao: {chave: "remarcacao.total.pagar",
		texto: "Somando a diferença ({1}) e a taxa ({2}), o total a pagar é {3}.",
		fund: []apoio{{r: resArt146Par1, trecho: trResArt146Par1},
			{r: resArt146Par2Inc2, trecho: "o valor da taxa de remarcação"}}},
	fRemTotalReceber - blocoRemarcacao: {chave: "remarcacao.total.receber",
		texto: "Somando a diferença ({1}) e a taxa ({2}), o total a receber é {3}.",
		fund: []apoio{{r: resArt146Par1, trecho: trResArt146Par1},
			{r: resArt146Par2Inc2, trecho: "o valor da taxa de remarcação"}}},
	fRemTotalZero - blocoRemarcacao: {chave: "remarcacao.total.zero",
		texto: "Somando a diferença ({1}) e a taxa ({2}), não há nada a pagar nem a receber.",
		fund: []apoio{{r: resArt146Par1, trecho: trResArt146Par1},
			{r: resArt146Par2Inc2, trecho: "o valor da taxa de remarcação"}}},
	fRemCreditoAtualizado - blocoRemarcacao: {chave: "remarcacao.credito_atualizado",
		texto: "Durante a validade, o bilhete mantém como seu crédito o valor atualizado da tarifa do trecho emitido: se essa tarifa foi reajustada desde a compra, o seu crédito é a tarifa atualizada, e não só o valor pago. A calculadora faz a conta da diferença com os valores informados (o valor pago e o valor ofertado agora); informe a tarifa de hoje do trecho do bilhete para ela usar a tarifa atualizada.",
		fund: []apoio{{r: l11975Art13Par1, trecho: trL11975Art13Par1},
			{r: resArt146Par1, trecho: trResArt146Par1}}},
	fRemCreditoTarifaAtual - blocoRemarcacao: {chave: "remarcacao.credito.tarifa_atual",
		texto: "Durante a validade, o bilhete mantém como seu crédito o valor atualizado da tarifa do trecho emitido: a calculadora lê esse valor atualizado como a tarifa de hoje do trecho que você informou ({1}), maior que o valor pago ({2}), e por isso o seu crédito é {1}. A lei está acima da Resolução, que fala da diferença sobre o valor originalmente pago.",
		fund: []apoio{{r: l11975Art13Par1, trecho: trL11975Art13Par1},
			{r: resArt146Par1, trecho: "a diferença entre o valor originalmente pago e o valor ofertado no ato da remarcação"}}},
	fRemCreditoTarifaNaoMaior - blocoRemarcacao: {chave: "remarcacao.credito.tarifa_nao_maior",
		texto: "Durante a validade, o bilhete mantém como seu crédito o valor atualizado da tarifa do trecho emitido; a tarifa de hoje do trecho que você informou ({1}) não é maior que o valor pago ({2}), e a calculadora usa o valor pago como crédito, a leitura que favorece o passageiro.",
		fund: []apoio{{r: l11975Art13Par1, trecho: trL11975Art13Par1},
			{r: resArt146Par1, trecho: trResArt146Par1}}},
	fRemDiferencaPagarCredito - blocoRemarcacao: {chave: "remarcacao.diferenca.pagar.credito",
		texto: "O valor ofertado agora ({1}) é maior que o seu crédito ({2}): você paga a diferença, {3}.",
		fund: []apoio{{r: resArt146Par1, trecho: trResArt146Par1},
			{r: l11975Art13Par1, trecho: trL11975Art13Par1}}},
	fRemDiferencaReceberCredito - blocoRemarcacao: {chave: "remarcacao.diferenca.receber.credito",
		texto: "O valor ofertado agora ({1}) é menor que o seu crédito ({2}): você recebe a diferença, {3}.",
		fund: []apoio{{r: resArt146Par1, trecho: trResArt146Par1},
			{r: l11975Art13Par1, trecho: trL11975Art13Par1}}},
	fRemDiferencaZeroCredito - blocoRemarcacao: {chave: "remarcacao.diferenca.zero.credito",
		texto: "O valor ofertado agora é igual ao seu crédito ({1}): não há diferença a pagar nem a receber.",
		fund: []apoio{{r: resArt146Par1, trecho: trResArt146Par1},
			{r: l11975Art13Par1, trecho: trL11975Art13Par1}}},
	fRemValidoVinteENove - blocoRemarcacao: {chave: "remarcacao.valido.29_de_fevereiro",
		texto: "O bilhete, emitido em {1}, vale até {2}, 1 ano a partir da emissão: dentro da validade, a empresa deve remarcá-lo quando você pedir outra data, horário ou classe.",
		fund: []apoio{{r: resArt144, trecho: trResArt144Validade},
			{r: l11975Art1, trecho: trL11975Art1Validade},
			{r: ccArt132Par3, trecho: trCCArt132Par3Anos},
			{r: resArt146, trecho: "Os bilhetes deverão ser remarcados pela autorizatária, quando solicitado pelo usuário dentro do prazo de validade do bilhete, para alteração de data, horário ou classe do serviço"},
			{r: l11975Art1Par1u, trecho: "poderão, dentro do prazo de validade, ser remarcados"}}},
	fRemValidoLeitura - blocoRemarcacao: {chave: "remarcacao.valido.fusos",
		texto: "No fuso da emissão ({1}), o bilhete foi emitido em {2} e o pedido é de {3}; no seu fuso ({4}), foi emitido em {5} e o pedido é de {6}. Só a leitura {7} fica dentro de 1 ano a partir da emissão; como os textos não dizem em que fuso o prazo é contado, a calculadora usa a leitura que favorece o passageiro.",
		fund: []apoio{{r: resArt144, trecho: trResArt144Validade},
			{r: l11975Art1, trecho: trL11975Art1Validade}}},
	fRemDiferencaBeneficio - blocoRemarcacao: {chave: "remarcacao.diferenca.beneficio",
		texto: "Este bilhete é de um benefício (valor pago R$ 0,00): para a nova viagem, o benefício é pedido de novo, nas mesmas condições (as vagas da sua categoria nessa viagem e o prazo do pedido). Você paga a diferença, {2} (o valor ofertado agora, {1}), só se não restar vaga da sua categoria na nova viagem.",
		fund: []apoio{{r: resArt149, trecho: "em que o serviço convencional é ofertado"},
			{r: resArt149Par4, trecho: "até 3 (três) horas de antecedência em relação ao horário de partida do ponto inicial da linha"},
			{r: resArt146Par1, trecho: trResArt146Par1}}},
}
