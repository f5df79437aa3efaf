package calculator

// Templates of the reembolso answers (see frases.go). Constants are declared
// as blocoReembolso + iota, and the array is keyed by constant − blocoReembolso.
const (
	fReeEscopo frase = blocoReembolso + iota
	fReeUtilizado
	fReeM3
	fReeIPCAFator
	fReeIPCAIgual
	fReeIPCASemMesCompra
	fReeIPCASemMesPedido
	fReeIPCAProvisorio
	fReeIPCANegativo
	fReeAtraso
	fReePrazo3h
	fReeArrependimento
	fReeArrependimentoLeitura
	fReeSeteDiasPassou
	fReeSeteDiasPassouFusos
	fReeRetencao
	fReeMultaComprovante
	fReeLeiArt13Par2
	fReeTaxas
	fReeProtocolo
	fReeSemProtocolo
	fReeTrintaDias
	fReeFeriadoFuturo
	fReeFeriadoPassado
	fReeAntesDoEmbarque
	fReeAtrasoMoveEmbarque
	fReeAntesConflito
	fReeAntesRecusa
	fReeForaDoPrazo
	// Rules revision 3 (R3): the whole of Lei nº 11.975/2009.
	fReeLeiArt13Par2Arrependimento
	fReeAPrazo
	fReeRetencaoAntes
	// Rules revision 4 (R2, R3).
	fReeTarifaDoDia
	fReeTarifaDoDiaSemAlta
	fReeBeneficioSemTarifa
	fReeAPrazoQuitada
	fReeAPrazoQuitadaImediato
	fReeAPrazoSemProtocolo
	// Rules revision 4 (R8, C10).
	fReeIPCAMesmoMes
	fReeM3PeloMenos
)

// Words of the texts the templates rely on, written once.
const (
	trL11975Art2Embarque   = "Antes de configurado o embarque"
	trL11975Art2Direito    = "Antes de configurado o embarque, o passageiro terá direito ao reembolso do valor pago do bilhete, bastando para tanto a sua simples declaração de vontade"
	trL11975Art2Par1uPrazo = "a transportadora disporá de até 30 (trinta) dias, a partir da data do pedido, para efetivar a devolução"
	trResArt147Tres        = "até 3 (horas) antes do horário de início de sua viagem"
	trResArt147Par1Multa   = "podendo reter até 5% (cinco por cento) da importância a ser restituída ao passageiro a título de multa compensatória"
	trResArt147Par6Sete    = "no prazo de até 7 (sete) dias após a sua aquisição"
	trResArt147Par7Tres    = "até 3 (três) horas antes do horário de início de sua viagem"
	trCCArt132Contagem     = "excluído o dia do começo, e incluído o do vencimento"
	trCCArt132Par1Feriado  = "Se o dia do vencimento cair em feriado, considerar-se-á prorrogado o prazo até o seguinte dia útil"
	trResArt143Par5IPCA    = "pelo IPCA"
	trL11975Art13Par2      = "O montante do reembolso será igual ao valor da tarifa respectiva no dia da restituição, descontada a comissão de venda"
	trL11975Art14          = "O prazo máximo de reembolso do valor de passagens rodoviárias é de 30 (trinta) dias"
	trL11975Art15          = "Se o bilhete houver sido comprado a crédito, o reembolso, por qualquer motivo, somente será efetuado após a quitação do débito"
	trResArt147ValorPago   = "o reembolso do valor pago pelo bilhete"
)

var frasesReembolso = [...]modelo{
	fReeEscopo - blocoReembolso: {chave: "reembolso.escopo",
		texto: "As regras publicadas de cancelamento e reembolso são do transporte rodoviário: a Lei nº 11.975/2009 trata dos bilhetes do transporte coletivo rodoviário de passageiros, e a Resolução ANTT nº 6.033/2023 regula o reembolso no serviço rodoviário interestadual. Para o transporte {1}, os textos publicados não trazem regras de reembolso: consulte as condições da empresa.",
		fund: []apoio{{r: l11975Art1, trecho: "bilhetes de passagens adquiridos no transporte coletivo rodoviário de passageiros"},
			{r: resArt147, trecho: "o cancelamento e o reembolso do valor pago pelo bilhete"}}},
	fReeUtilizado - blocoReembolso: {chave: "reembolso.utilizado",
		texto: "O bilhete já foi utilizado: não há reembolso a receber. A Lei nº 11.975/2009 dá o direito ao reembolso antes de configurado o embarque, e o reembolso integral da compra não presencial vale desde que o bilhete não tenha sido utilizado.",
		fund: []apoio{{r: l11975Art2, trecho: trL11975Art2Embarque},
			{r: resArt147Par6, trecho: "desde que não tenha utilizado o bilhete"}}},
	fReeM3 - blocoReembolso: {chave: "reembolso.m3",
		texto: "O bilhete não informava que a viagem seria feita em micro-ônibus categoria M3: se você decidir não viajar, tem direito ao reembolso imediato, integral e monetariamente atualizado do bilhete, mesmo após o horário de embarque. Você recebe {1}.",
		fund: []apoio{{r: resArt143Par3, trecho: "micro-ônibus categoria M3"},
			{r: resArt143Par4, trecho: "caso decida não viajar, o direito ao reembolso imediato, integral e monetariamente atualizado do bilhete de passagem, mesmo após o horário de embarque"}}},
	fReeIPCAFator - blocoReembolso: {chave: "reembolso.ipca.fator",
		texto: "Correção pelo IPCA: fator {1} (índice de {2} ÷ índice de {3}), {4} corrigidos para {5}, uma correção de {6}.",
		fund:  []apoio{{r: resArt143Par5, trecho: trResArt143Par5IPCA}}},
	fReeIPCAIgual - blocoReembolso: {chave: "reembolso.ipca.igual",
		texto: "A correção pelo IPCA compara o índice de {1} (mês anterior ao do reembolso) com o de {2} (mês anterior ao da compra); o índice é o mesmo, o fator é 1 e a correção é R$ 0,00.",
		fund:  []apoio{{r: resArt143Par5, trecho: trResArt143Par5IPCA}}},
	fReeIPCASemMesCompra - blocoReembolso: {chave: "reembolso.ipca.sem_mes_compra",
		texto: "A tabela de IPCA da calculadora não tem o mês {1} (mês anterior ao da compra); foi usado o mês mais próximo da tabela, {2}.",
		fund:  []apoio{{r: resArt143Par5, trecho: trResArt143Par5IPCA}}},
	fReeIPCASemMesPedido - blocoReembolso: {chave: "reembolso.ipca.sem_mes_pedido",
		texto: "A tabela de IPCA da calculadora não tem o mês {1} (mês anterior ao do reembolso); a correção foi calculada até o último mês da tabela, {2}.",
		fund:  []apoio{{r: resArt143Par5, trecho: trResArt143Par5IPCA}}},
	fReeIPCAProvisorio - blocoReembolso: {chave: "reembolso.ipca.provisorio",
		texto: "O IPCA de {1} é provisório (não conferido com a tabela oficial do IBGE): a correção pode mudar.",
		fund:  []apoio{{r: resArt143Par5, trecho: trResArt143Par5IPCA}}},
	fReeIPCANegativo - blocoReembolso: {chave: "reembolso.ipca.negativo",
		texto: "O IPCA do período foi negativo; o reembolso integral não é reduzido.",
		fund:  []apoio{{r: resArt143Par4, trecho: "reembolso imediato, integral"}}},
	fReeAtraso - blocoReembolso: {chave: "reembolso.atraso",
		texto: "A partida atrasou {1} minutos, mais de 1 hora: você pode escolher o embarque em outra empresa que ofereça serviço equivalente para o mesmo destino, se houver, ou a restituição imediata do valor do bilhete: {2}.",
		fund:  []apoio{{r: l11975Art3, trecho: "por mais de 1 (uma) hora, o transportador providenciará o embarque do passageiro em outra empresa que ofereça serviços equivalentes para o mesmo destino, se houver, ou restituirá, de imediato, se assim o passageiro optar, o valor do bilhete de passagem"}}},
	fReePrazo3h - blocoReembolso: {chave: "reembolso.prazo_3h",
		texto: "Pedindo agora, até 3 horas antes do horário de início da viagem, dentro do limite de {1} (o limite vale até esse minuto), você tem direito ao cancelamento e ao reembolso do valor pago: basta pedir, sem dar motivo.",
		fund: []apoio{{r: resArt147, trecho: "bastando para tanto a sua simples declaração de vontade " + trResArt147Tres},
			{r: l11975Art2, trecho: trL11975Art2Direito},
			{r: ccArt132Par4, trecho: "Os prazos fixados por hora contar-se-ão de minuto a minuto"}}},
	fReeArrependimento - blocoReembolso: {chave: "reembolso.arrependimento",
		texto: "A compra foi feita em ponto de venda não presencial (internet, telefone ou aplicativo) em {1}. O cancelamento pedido até 7 dias após a compra, ou seja, até {2} (o dia da compra não conta, o último dia conta), tem reembolso integral, sem multa: {3}.",
		fund: []apoio{{r: resArt147Par6, trecho: "pontos de venda não presenciais terá direito ao reembolso integral, caso solicite o cancelamento do bilhete " + trResArt147Par6Sete},
			{r: ccArt132, trecho: trCCArt132Contagem}}},
	fReeArrependimentoLeitura - blocoReembolso: {chave: "reembolso.arrependimento.fusos",
		texto: "No fuso da compra ({1}), a compra foi em {2} e o pedido em {3}; no seu fuso ({4}), a compra foi em {5} e o pedido em {6}. Só a leitura {7} fica dentro dos 7 dias após a compra; como os textos não dizem em que fuso o prazo é contado, a calculadora usa a leitura que favorece o passageiro.",
		fund:  []apoio{{r: resArt147Par6, trecho: trResArt147Par6Sete}}},
	fReeSeteDiasPassou - blocoReembolso: {chave: "reembolso.sete_dias.passou",
		texto: "A compra não presencial foi em {1}: o reembolso integral, sem multa, valia até {2}, o 7º dia após a compra (o dia da compra não conta).",
		fund: []apoio{{r: resArt147Par6, trecho: trResArt147Par6Sete},
			{r: ccArt132, trecho: trCCArt132Contagem}}},
	fReeSeteDiasPassouFusos - blocoReembolso: {chave: "reembolso.sete_dias.passou_fusos",
		texto: "A compra não presencial foi em {1} no fuso da compra ({2}) e em {3} no seu fuso ({4}): o reembolso integral, sem multa, valia até o 7º dia após a compra (o dia da compra não conta), {5} ou {6}, e nas duas leituras esse dia já passou.",
		fund: []apoio{{r: resArt147Par6, trecho: trResArt147Par6Sete},
			{r: ccArt132, trecho: trCCArt132Contagem}}},
	fReeRetencao - blocoReembolso: {chave: "reembolso.retencao",
		texto: "A empresa pode reter no máximo 5% da tarifa como multa compensatória: até {1} dos {2} da tarifa. Com a multa máxima, você recebe {3} da tarifa; se a empresa retiver menos, recebe mais.",
		fund:  []apoio{{r: resArt147Par1, trecho: trResArt147Par1Multa}}},
	fReeMultaComprovante - blocoReembolso: {chave: "reembolso.multa.comprovante",
		texto: "Se a empresa cobrar a multa, ela deve lhe fornecer o comprovante do pagamento.",
		fund:  []apoio{{r: resArt147Par5, trecho: "Em caso de cobrança de multa compensatória pelo reembolso, a autorizatária deverá fornecer ao usuário o comprovante do pagamento"}}},
	fReeLeiArt13Par2 - blocoReembolso: {chave: "reembolso.lei.art13_par2",
		texto: "A Lei nº 11.975/2009 diz que o reembolso é igual ao valor da tarifa do trecho no dia da restituição, descontada a comissão de venda: se a tarifa subiu desde a compra, você pode reclamar a diferença (informe a tarifa de hoje do trecho para a calculadora mostrá-la). A comissão de venda da Lei e a multa de até 5% da Resolução ANTT nº 6.033/2023 não se somam: a calculadora desconta no máximo os 5%.",
		fund: []apoio{{r: l11975Art13Par2, trecho: trL11975Art13Par2},
			{r: resArt147Par1, trecho: "podendo reter até 5% (cinco por cento)"}}},
	fReeTaxas - blocoReembolso: {chave: "reembolso.taxas",
		texto: "As taxas pagas ({1}), de serviços ainda não usufruídos, são devolvidas integralmente, sem ônus para você.",
		fund:  []apoio{{r: resArt147Par4, trecho: "As taxas decorrentes de serviços ainda não usufruídos deverão ser reembolsadas integralmente, sem ônus para o usuário"}}},
	fReeProtocolo - blocoReembolso: {chave: "reembolso.protocolo",
		texto: "Guarde o comprovante ou protocolo do pedido: a empresa deve fornecê-lo no momento do pedido, com a identificação da empresa, do atendente responsável e a data do pedido.",
		fund:  []apoio{{r: resArt147Par2, trecho: "deverá fornecer ao passageiro o comprovante ou protocolo da solicitação realizada, em que seja possível identificar a autorizatária, o preposto responsável pelo atendimento e a data da solicitação"}}},
	fReeSemProtocolo - blocoReembolso: {chave: "reembolso.sem_protocolo",
		texto: "Sem comprovante ou protocolo do pedido, a empresa deve reembolsar de imediato, salvo se você aceitar outra forma de reembolso.",
		fund:  []apoio{{r: resArt147Par3, trecho: "Em caso de ausência de comprovante ou protocolo da solicitação de cancelamento a ser fornecido ao passageiro, a autorizatária deverá reembolsar o passageiro de imediato, salvo se este aceitar outra forma de reembolso"}}},
	fReeTrintaDias - blocoReembolso: {chave: "reembolso.trinta_dias",
		texto: "A devolução deve ser feita em até 30 dias a partir da data do pedido ({1}); o dia do pedido não conta e o último dia conta, o que dá até {2}. Para a passagem comprada à vista, a Lei proíbe a empresa de reter o valor depois desses 30 dias.",
		fund: []apoio{{r: resArt147Par1, trecho: "em até 30 (trinta) dias, a partir da data do pedido"},
			{r: l11975Art13, trecho: "É vedado ao transportador, direta ou indiretamente, reter o valor do bilhete de passagem comprado a vista decorridos 30 (trinta) dias do pedido de reembolso"},
			{r: l11975Art2Par1u, trecho: trL11975Art2Par1uPrazo},
			{r: l11975Art14, trecho: trL11975Art14},
			{r: ccArt132, trecho: trCCArt132Contagem}}},
	fReeFeriadoFuturo - blocoReembolso: {chave: "reembolso.feriado",
		texto: "Se {1} cair em feriado, o prazo se prorroga até o dia útil seguinte; a calculadora não tem calendário de feriados e mostra a data do calendário.",
		fund:  []apoio{{r: ccArt132Par1, trecho: trCCArt132Par1Feriado}}},
	fReeFeriadoPassado - blocoReembolso: {chave: "reembolso.feriado.passado",
		texto: "Se {1} foi feriado, esse prazo se prorrogou até o dia útil seguinte; a calculadora não tem calendário de feriados e mostra a data do calendário.",
		fund:  []apoio{{r: ccArt132Par1, trecho: trCCArt132Par1Feriado}}},
	fReeAntesDoEmbarque - blocoReembolso: {chave: "reembolso.antes_do_embarque",
		texto: "Pedindo agora, depois do limite de 3 horas antes do horário de início da viagem, {1}, mas antes do embarque, previsto para {2}, a Lei nº 11.975/2009 garante o reembolso do valor pago antes do embarque: basta pedir, sem dar motivo.",
		fund:  []apoio{{r: l11975Art2, trecho: trL11975Art2Direito}}},
	fReeAtrasoMoveEmbarque - blocoReembolso: {chave: "reembolso.atraso_move_embarque",
		texto: "Com o atraso de {1} minutos na partida, o embarque passa para {2}; o limite de 3 horas continua contado do horário de início da viagem marcado no bilhete.",
		fund: []apoio{{r: l11975Art2, trecho: trL11975Art2Embarque},
			{r: resArt147, trecho: trResArt147Tres}}},
	fReeAntesConflito - blocoReembolso: {chave: "reembolso.antes_do_embarque.resolucao",
		texto: "A Resolução ANTT nº 6.033/2023 admite o pedido de cancelamento só até 3 horas antes do horário de início da viagem; a Lei nº 11.975/2009 garante o reembolso até o embarque. Uma lei federal está acima de uma resolução de agência, que não pode suprimir o direito dado pela lei: por isso a calculadora aplica a Lei.",
		fund: []apoio{{r: resArt147, trecho: trResArt147Tres},
			{r: resArt147Par7, trecho: trResArt147Par7Tres},
			{r: l11975Art2, trecho: trL11975Art2Embarque}}},
	fReeAntesRecusa - blocoReembolso: {chave: "reembolso.antes_do_embarque.recusa",
		texto: "Se a empresa recusar o reembolso com base na Resolução, peça a recusa por escrito e reclame, citando a Lei nº 11.975/2009, que garante o reembolso antes de configurado o embarque: " + reclamarRodoviario + ".",
		fund:  comReclamar(apoio{r: l11975Art2, trecho: "o passageiro terá direito ao reembolso do valor pago do bilhete"})},
	fReeForaDoPrazo - blocoReembolso: {chave: "reembolso.fora_do_prazo",
		texto: "Passou o horário de embarque, {1}, sem pedido de cancelamento até o limite de 3 horas antes do horário de início da viagem, {2}: o não comparecimento para o embarque acarreta a perda do direito ao reembolso, e a Lei nº 11.975/2009 prevê o reembolso só antes de configurado o embarque.",
		fund: []apoio{{r: resArt147Par7, trecho: "O não comparecimento do passageiro para embarque, sem que tenha solicitado o cancelamento do bilhete de passagem " + trResArt147Par7Tres + ", acarretará na perda do direito ao reembolso"},
			{r: l11975Art2, trecho: trL11975Art2Embarque}}},
	fReeLeiArt13Par2Arrependimento - blocoReembolso: {chave: "reembolso.lei.art13_par2.arrependimento",
		texto: "A Lei nº 11.975/2009 fala do valor da tarifa no dia da restituição, descontada a comissão de venda; na compra não presencial cancelada em até 7 dias, a Resolução ANTT nº 6.033/2023 garante o reembolso integral, sem desconto.",
		fund: []apoio{{r: l11975Art13Par2, trecho: "valor da tarifa respectiva no dia da restituição, descontada a comissão de venda"},
			{r: resArt147Par6, trecho: "terá direito ao reembolso integral"}}},
	fReeAPrazo - blocoReembolso: {chave: "reembolso.a_prazo",
		texto: "A passagem foi comprada a crédito: o reembolso, por qualquer motivo, só é feito depois de quitada a dívida, mesmo quando seria imediato, e então em até 30 dias, o prazo máximo de reembolso da lei (a calculadora conta esse prazo da quitação, porque a lei não diz de quando contá-lo). Sem a data da quitação, a calculadora não dá data de pagamento.",
		fund: []apoio{{r: l11975Art15, trecho: trL11975Art15},
			{r: l11975Art14, trecho: trL11975Art14}}},
	fReeRetencaoAntes - blocoReembolso: {chave: "reembolso.retencao.antes_do_embarque",
		texto: "A multa compensatória de no máximo 5% da tarifa é da Resolução ANTT nº 6.033/2023, que trata do pedido feito até 3 horas antes da viagem: se a empresa aplicar essa regra também ao seu pedido, feito depois, pode reter até {1} dos {2} da tarifa, e você recebe {3} da tarifa com a multa máxima; se não a aplicar, você recebe a tarifa inteira.",
		fund: []apoio{{r: resArt147Par1, trecho: trResArt147Par1Multa},
			{r: resArt147, trecho: trResArt147Tres}}},
	fReeTarifaDoDia - blocoReembolso: {chave: "reembolso.tarifa_do_dia",
		texto: "A Lei nº 11.975/2009 conta o reembolso pelo valor da tarifa do trecho no dia da restituição, descontada a comissão de venda. Esse dia é o do pagamento, em até 30 dias, e ninguém o conhece no pedido: a calculadora usa a tarifa de hoje que você informou ({1}) como o valor conhecido mais próximo. Pela Resolução ANTT nº 6.033/2023, a tarifa a devolver é {4}; como a tarifa subiu {3} desde a compra (de {2} para {1}), você pode reclamar também essa alta, da qual a lei desconta a comissão de venda, que a calculadora não conhece.",
		fund: []apoio{{r: l11975Art13Par2, trecho: trL11975Art13Par2},
			{r: l11975Art14, trecho: trL11975Art14},
			{r: resArt147, trecho: trResArt147ValorPago}}},
	fReeTarifaDoDiaSemAlta - blocoReembolso: {chave: "reembolso.tarifa_do_dia.sem_alta",
		texto: "A Lei nº 11.975/2009 conta o reembolso pelo valor da tarifa do trecho no dia da restituição, descontada a comissão de venda; a tarifa de hoje que você informou ({1}) não é maior que a tarifa paga ({2}), e não há alta a reclamar. A calculadora mantém o reembolso sobre o valor pago, como na Resolução ANTT nº 6.033/2023: é a leitura que favorece o passageiro.",
		fund: []apoio{{r: l11975Art13Par2, trecho: trL11975Art13Par2},
			{r: resArt147, trecho: trResArt147ValorPago}}},
	fReeBeneficioSemTarifa - blocoReembolso: {chave: "reembolso.beneficio",
		texto: "A passagem não tem tarifa (foi emitida com benefício): não há tarifa a devolver nem multa a reter. O assento cancelado volta a ficar disponível aos beneficiários enquanto não for vendido.",
		fund:  []apoio{{r: resArt149Par5, trecho: "os quais, enquanto não comercializados, continuarão disponíveis aos respectivos beneficiários"}}},
	fReeAPrazoQuitada - blocoReembolso: {chave: "reembolso.a_prazo.quitada",
		texto: "A passagem foi comprada a crédito: o reembolso, por qualquer motivo, só é feito depois de quitada a dívida (quitação em {1}). A lei dá no máximo 30 dias para o reembolso sem dizer de quando contá-los na compra a crédito: a calculadora os conta do dia mais tardio entre o pedido ({2}) e a quitação, {3}, o que dá até {4}.",
		fund: []apoio{{r: l11975Art15, trecho: trL11975Art15},
			{r: l11975Art14, trecho: trL11975Art14}}},
	fReeAPrazoQuitadaImediato - blocoReembolso: {chave: "reembolso.a_prazo.quitada.imediato",
		texto: "A passagem foi comprada a crédito: o reembolso, por qualquer motivo, só é feito depois de quitada a dívida (quitação em {1}). Sem a compra a crédito, este reembolso seria imediato: a calculadora o conta do dia mais tardio entre o pedido ({2}) e a quitação, o que dá {3}.",
		fund:  []apoio{{r: l11975Art15, trecho: trL11975Art15}}},
	fReeAPrazoSemProtocolo - blocoReembolso: {chave: "reembolso.a_prazo.sem_protocolo",
		texto: "Na compra a crédito, a calculadora entende que a lei prevalece sobre esse “de imediato” da Resolução: o reembolso, por qualquer motivo, só é feito depois de quitada a dívida.",
		fund: []apoio{{r: l11975Art15, trecho: trL11975Art15},
			{r: resArt147Par3, trecho: "deverá reembolsar o passageiro de imediato"}}},
	fReeIPCAMesmoMes - blocoReembolso: {chave: "reembolso.ipca.mesmo_mes",
		texto: "A compra e o reembolso são do mesmo mês ({1}): não há correção pelo IPCA a aplicar, R$ 0,00.",
		fund:  []apoio{{r: resArt143Par5, trecho: trResArt143Par5IPCA}}},
	fReeM3PeloMenos - blocoReembolso: {chave: "reembolso.m3.pelo_menos",
		texto: "O bilhete não informava que a viagem seria feita em micro-ônibus categoria M3: se você decidir não viajar, tem direito ao reembolso imediato, integral e monetariamente atualizado do bilhete, mesmo após o horário de embarque. Você recebe pelo menos {1}, mais a correção pelo IPCA {2}, que a calculadora não tem.",
		fund: []apoio{{r: resArt143Par3, trecho: "micro-ônibus categoria M3"},
			{r: resArt143Par4, trecho: "caso decida não viajar, o direito ao reembolso imediato, integral e monetariamente atualizado do bilhete de passagem, mesmo após o horário de embarque"},
			{r: resArt143Par5, trecho: trResArt143Par5IPCA}}},
}
