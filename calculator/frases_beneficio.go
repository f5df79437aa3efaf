package calculator

// Templates of the beneficio answers (see frases.go). Constants are
// blocoBeneficio + iota; the array is keyed by constant − blocoBeneficio.
// Grounds marked soRodoviario are the Resolução's (road only), soJovem the
// Decreto's (youth only): rules.md § 1, § 2.
const (
	fMesmaUFJovem frase = blocoBeneficio + iota
	fMesmaUFIdoso
	fMesmaUFPasseLivre
	fMesmaUFCrianca
	fForaLinhaRegular
	fSemConvencionalJovem
	fSemConvencionalPasseLivre
	fSemConvencionalIdoso
	fSemPrevisaoAcompanhante
	fSemPrevisaoCrianca
	fIdadeJovem
	fIdadeIdoso
	fIdadeCrianca
	fAniversario29Fevereiro
	fCriancaOcupaPoltrona
	fJovemGratuidade
	fJovemDesconto
	fJovemSemVagas
	fJovemDescontoFacultativo
	fRecusaRodoviario
	fRecusaJovem
	fRecusaPasseLivre
	fIdosoGratuidade
	fIdosoDesconto
	fPasseLivreRodoviario
	fPasseLivreAssento
	fPasseLivreSemAssento
	fPasseLivreDecretoRodoviario
	fPasseLivreDecretoOutros
	fAcompanhante
	fTodasPoltronas
	fCriancaRodoviario
	fCriancaQualquerViagem
	fSimultaneos
	fSimultaneosJovemOutros
	fSimultaneosIdosoOutros
	fSimultaneosPasseLivreOutros
	fTaxasJovem
	fOutrasJovem
	fDescontoJovemRodoviario
	fDescontoJovemOutros
	fDescontoIdosoRodoviario
	fDescontoIdosoOutros
	fInformeMenorTarifa
	fInformeTarifa
	fTaxasIdoso
	fTaxasPasseLivre
	fTaxasAcompanhante
	fCriancaNaoPaga
	fPecaAte
	fPontoDeSecao
	fReservaGarantidaPassou
	fApresenteGratuidade
	fApresenteDescontoJovem
	fApresenteDescontoIdoso
	fApresentacaoPassouGratuidade
	fApresentacaoPassouJovem
	fApresentacaoPassouDescontoIdoso
	fViagemComecou
	fViagemComecouSemPrazo
	fBilheteUnicoJovem
	fBilheteRetorno
	fBilheteJovem
	fBilheteIntransferivel
	fBilheteGratuidade
	fSemPrazosOutrosModais
	fCriancaSemPrazos
	fDocIdentificacao
	fDocIdentidadeJovem
	fDocPasseLivre
	fDocAcompanhante
	fDocRendaIdoso
	fCompraVirtual
	fCriancaMenores
	fRendaIdoso
	fRendaIdosoSemTabela
	fRendaIdosoNaoConferida
	// Rules revision 3 (R1): the elderly in every mode (Decreto nº 9.921/2019).
	fPecaAteIdosoOutros
	fApresentacaoPassouGratuidadeIdosoOutros
	fApresenteDescontoIdosoOutros
	fApresentacaoPassouDescontoIdosoOutros
	fBilheteRetornoIdosoOutros
	fDocIdentidadeIdoso
	fDocRendaIdosoOutros
	fJanelaDescontoAte500
	fJanelaDescontoAcima500
	fJanelaDescontoSemDistancia
	fJanelaDescontoRodoviario
	fViagemComecouDescontoIdoso
	// Rules revision 3 (R2): Passe Livre beyond the two reserved seats; the
	// companion named on the credential.
	fPasseLivreAlemDaReserva
	fPasseLivreReservaNaoTeto
	fPasseLivreComAcompanhanteRodoviario
	// Rules revision 3 (R1, R7): the court decision on the elderly's fees.
	fTaxasIdosoSTJ
	// Rules revision 3 (R6): sentences a lawyer found wanting.
	fForaLinhaRegularCrianca
	fJovemAdolescente
	fViagemComecouPasseLivre
	fTaxasJovemSemValores
	fTaxasIdosoSemValores
	fRendaIdosoOutroAno
	fJovemSemContagem
	fIdosoSemContagem
	fPasseLivreSemContagem
	fOutrasIdoso
	fJanelaDescontoDepoisDaReserva
	fForaLinhaRegularIdoso
	fJanelaDescontoDepoisDaReservaPassada
	fJovemAdolescenteViagemComecou
	// Rules revision 4 (R4, R5, R8 "seats not said").
	fJovemDescontoSemContagem
	fJovemSemVagasViagemComecou
	fSemConvencionalAcompanhante
	fSemConvencionalSTJ
	fRegulamentoFerroviario
	fRegulamentoAquaviario
	fOndePedirRodoviario
	fCarteiraIdosoDigitalOutros
	fDocPasseLivreOutros
	fNavegacaoDecretos
	fSemPrevisaoMaritima
	// The same rules as fPecaAte, fPecaAteIdosoOutros and
	// fApresenteGratuidade, for every trip (no instant): the calculator's
	// wait says them while the engine loads (generator/espera.go), in the
	// place of the answer's dated sentence, with the citations the answer
	// gives it. Each carries the grounds of its dated template (a test
	// keeps them equal); the engine never says them.
	fPecaAteGeral
	fPecaAteIdosoOutrosGeral
	fApresenteGratuidadeGeral
)

// Words of the texts that several templates rely on.
const (
	trechoCincoMinimo = "desconto de 50% (cinquenta por cento), no mínimo"
	trechoRecusaDec   = "documento que indicará a data, a hora, o local e o motivo da recusa"
	trechoTaxasDec    = "Não estão incluídas no benefício as tarifas de utilização dos terminais, de pedágio e as despesas com alimentação"
	trechoD9921Par6   = "sob pena da perda do benefício"
)

var frasesBeneficio = [...]modelo{
	// 1. Scope (rules.md § 1).
	fMesmaUFJovem - blocoBeneficio: {"beneficio.escopo.mesma_uf.jovem",
		"Viagem dentro do mesmo estado ({1}): o benefício do jovem de baixa renda é do transporte coletivo interestadual; dentro de um estado valem as regras estaduais, que esta calculadora não cobre.",
		[]apoio{{leiArt32, "No sistema de transporte coletivo interestadual", 0}, {decArt13, "transporte interestadual de passageiros", 0}}},
	fMesmaUFIdoso - blocoBeneficio: {"beneficio.escopo.mesma_uf.idoso",
		"Viagem dentro do mesmo estado ({1}): o benefício da pessoa idosa previsto no Estatuto é do transporte coletivo interestadual; dentro de um estado valem as regras estaduais, que esta calculadora não cobre.",
		[]apoio{{epiArt40, "No sistema de transporte coletivo interestadual", 0}}},
	fMesmaUFPasseLivre - blocoBeneficio: {"beneficio.escopo.mesma_uf.passe_livre",
		"Viagem dentro do mesmo estado ({1}): o Passe Livre é do transporte coletivo interestadual; dentro de um estado valem as regras estaduais, que esta calculadora não cobre.",
		[]apoio{{plArt1, "no sistema de transporte coletivo interestadual", 0}}},
	fMesmaUFCrianca - blocoBeneficio: {"beneficio.escopo.mesma_uf.crianca",
		"Viagem dentro do mesmo estado ({1}): esta calculadora trata do transporte interestadual, regulado pela Resolução ANTT nº 6.033/2023; dentro de um estado valem as regras estaduais.",
		[]apoio{{resArt148, "", 0}}},
	fForaLinhaRegular - blocoBeneficio: {"beneficio.escopo.fora_de_linha_regular",
		"Viagem fora de linha regular (fretamento ou viagem eventual): os benefícios valem no serviço convencional, que os textos publicados descrevem como o das linhas regulares; esta calculadora não se aplica a outras viagens.",
		[]apoio{{decArt13Par1Inc1, "em linhas regulares", 0}, {decArt13Par1Inc2, "em linhas regulares", 0}, {decArt13Par1Inc3, "linhas regulares", 0},
			{resArt149, "em que o serviço convencional é ofertado", soRodoviario}}},
	fSemConvencionalJovem - blocoBeneficio: {"beneficio.escopo.sem_convencional.jovem",
		"A viagem não oferece serviço convencional: o Estatuto da Juventude garante as vagas do jovem de baixa renda nos termos da legislação específica, e é a regulamentação que as reserva nos veículos, comboios ferroviários e embarcações do serviço convencional.",
		[]apoio{{leiArt32, "nos termos da legislação específica", 0},
			{decArt13, "em cada veículo, comboio ferroviário ou embarcação do serviço convencional", 0},
			{resArt149, "em que o serviço convencional é ofertado", soRodoviario}}},
	fSemConvencionalPasseLivre - blocoBeneficio: {"beneficio.escopo.sem_convencional.passe_livre",
		"A viagem não oferece serviço convencional: a lei concede o passe livre sem essa condição e manda o Poder Executivo regulamentá-la; é a regulamentação que o limita ao serviço convencional, não a lei. Pelos textos publicados, o benefício não se aplica a esta viagem.",
		[]apoio{{plArt1, "É concedido passe livre às pessoas portadoras de deficiência, comprovadamente carentes", 0},
			{plArt2, "O Poder Executivo regulamentará esta lei", 0},
			{d3691Art1, "destinado a serviço convencional", 0},
			{resArt149, "em que o serviço convencional é ofertado", soRodoviario}}},
	fSemConvencionalIdoso - blocoBeneficio: {"beneficio.escopo.sem_convencional.idoso",
		"A viagem não oferece serviço convencional: o Estatuto da Pessoa Idosa concede as vagas gratuitas e o desconto nos termos da legislação específica e deixa aos órgãos competentes os critérios do seu exercício; é a regulamentação que os limita aos veículos, comboios ferroviários e embarcações do serviço convencional, não a lei. Pelos textos publicados, o benefício não se aplica a esta viagem; confirme com a empresa.",
		[]apoio{{epiArt40, "nos termos da legislação específica", 0},
			{epiArt40Par1u, "Caberá aos órgãos competentes definir os mecanismos e os critérios para o exercício dos direitos previstos nos incisos I e II", 0},
			{d9921Art39, "em cada veículo, comboio ferroviário ou embarcação do serviço convencional", 0},
			{d9921Art40, "do veículo, do comboio ferroviário ou da embarcação do serviço convencional", 0},
			{resArt149, "em que o serviço convencional é ofertado", soRodoviario}}},
	fSemPrevisaoAcompanhante - blocoBeneficio: {"beneficio.sem_previsao.acompanhante",
		"Os textos publicados não preveem a gratuidade do acompanhante no transporte {1}: a extensão do Passe Livre ao acompanhante está na resolução da ANTT, que regula o transporte rodoviário, e a lei do Passe Livre não trata do acompanhante. Confirme com a empresa{2}.",
		[]apoio{{resArt149Par3, "se estende ao acompanhante", 0}, {plArt1, "É concedido passe livre às pessoas portadoras de deficiência", 0}}},
	fSemPrevisaoCrianca - blocoBeneficio: {"beneficio.sem_previsao.crianca",
		"O decreto permite transportar sem pagamento uma criança de até seis anos incompletos, por responsável, que não ocupe poltrona, mas não obriga a empresa a fazê-lo no transporte {1}; a obrigação que a resolução da ANTT impõe é do transporte rodoviário. Confirme com a empresa{2}.",
		[]apoio{{d9579Art39, "É permitido transportar, sem pagamento, uma criança de até seis anos incompletos, por responsável", 0},
			{resArt148, "é obrigada a transportar, gratuitamente", 0}}},

	// 2. The category's conditions (rules.md § 2).
	fIdadeJovem - blocoBeneficio: {"beneficio.idade.jovem",
		"Na data da viagem ({1}) a pessoa terá {2} anos; o benefício do jovem é para quem tem de 15 a 29 anos.",
		[]apoio{{leiArt1Par1, "entre 15 (quinze) e 29 (vinte e nove) anos", 0}}},
	fIdadeIdoso - blocoBeneficio: {"beneficio.idade.idoso",
		"Na data da viagem ({1}) a pessoa terá {2} anos; o benefício da pessoa idosa é para quem tem 60 anos ou mais.",
		[]apoio{{epiArt1, "igual ou superior a 60 (sessenta) anos", 0}}},
	fIdadeCrianca - blocoBeneficio: {"beneficio.idade.crianca",
		"Na data da viagem ({1}) a criança terá {2} anos; o transporte gratuito é para crianças de até 6 anos incompletos.",
		[]apoio{{resArt148, "até 6 (seis) anos incompletos", soRodoviario}, {d9579Art39, "até seis anos incompletos", 0}}},
	fAniversario29Fevereiro - blocoBeneficio: {"beneficio.idade.29_de_fevereiro",
		"Quem nasceu em 29 de fevereiro completa anos, nos anos sem esse dia, em 1º de março: um prazo em anos termina no dia seguinte quando falta o dia de igual número.",
		[]apoio{{ccArt132Par3, "ou no imediato, se faltar exata correspondência", 0}}},
	fCriancaOcupaPoltrona - blocoBeneficio: {"beneficio.crianca.ocupa_poltrona",
		"A criança que ocupa poltrona não tem transporte gratuito: ele é para a criança de até 6 anos incompletos, uma por responsável, que não ocupa poltrona.",
		[]apoio{{resArt148, "desde que não ocupe poltrona", soRodoviario}, {d9579Art39, "desde que não ocupe poltrona", 0}}},

	// 3. Seats and the benefit (rules.md § 2).
	fJovemGratuidade - blocoBeneficio: {"beneficio.jovem.gratuidade",
		"Há vaga gratuita do jovem de baixa renda disponível no trecho (vagas gratuitas já concedidas: {1} de {2}).",
		[]apoio{{leiArt32Inc1, "2 (duas) vagas gratuitas por veículo", 0}, {decArt13, "duas vagas gratuitas", 0},
			{resArt149Inc2, "2 (duas) vagas gratuitas para pessoas jovens de baixa renda", soRodoviario}}},
	fJovemDesconto - blocoBeneficio: {"beneficio.jovem.desconto",
		"As vagas gratuitas do jovem no trecho já foram concedidas; há vaga com desconto de 50%, no mínimo, disponível (vagas com desconto já concedidas: {1} de {2}).",
		[]apoio{{leiArt32Inc2, "a serem utilizadas após esgotadas as vagas previstas no inciso I", 0},
			{decArt13, "a serem utilizadas depois de esgotadas as vagas gratuitas", 0},
			{resArt149Inc5, "quando esgotadas as vagas gratuitas", soRodoviario}}},
	fJovemSemVagas - blocoBeneficio: {"beneficio.jovem.sem_vagas",
		"As {2} vagas gratuitas e as {2} vagas com desconto do jovem neste trecho já foram concedidas.",
		[]apoio{{leiArt32Inc1, "2 (duas) vagas gratuitas por veículo", 0}, {leiArt32Inc2, "2 (duas) vagas por veículo com desconto", 0},
			{decArt13, "duas vagas gratuitas", 0},
			{resArt149Inc2, "2 (duas) vagas gratuitas", soRodoviario}, {resArt149Inc5, "2 (duas) vagas com desconto", soRodoviario}}},
	fJovemDescontoFacultativo - blocoBeneficio: {"beneficio.jovem.desconto_facultativo",
		"A empresa pode ainda, se quiser, conceder ao jovem de baixa renda o desconto mínimo de 50% nos demais assentos disponíveis: é uma faculdade da empresa, não uma obrigação.",
		[]apoio{{decArt19, "fica facultada às empresas", 0}}},
	fRecusaRodoviario - blocoBeneficio: {"beneficio.recusa.rodoviario",
		"Se a empresa recusar o benefício, inclusive para a viagem de volta, ela deve entregar na hora um documento de recusa com: nome e CNPJ da empresa; data, origem e destino da viagem pretendida; data, hora e local do pedido; o motivo da recusa; e um número de identificação. Esse documento deve poder ser pedido também nos pontos de venda não presenciais (internet, telefone, aplicativo).",
		[]apoio{{decArt14Par1u, trechoRecusaDec, soJovem},
			{resArt153, "inclusive para a viagem de retorno", 0}, {resArt153Inc1, "nome e número do CPNJ da autorizatária", 0},
			{resArt153Inc2, "data, origem e destino da viagem pretendida", 0}, {resArt153Inc3, "data, hora e local da solicitação", 0},
			{resArt153Inc4, "motivo da recusa", 0}, {resArt153Par1, "número de identificação", 0},
			{resArt153Par2, "pontos de venda não presenciais", 0}}},
	fRecusaJovem - blocoBeneficio: {"beneficio.recusa.jovem",
		"Se a empresa recusar o benefício, ela deve entregar um documento com a data, a hora, o local e o motivo da recusa.",
		[]apoio{{decArt14Par1u, trechoRecusaDec, 0}}},
	fRecusaPasseLivre - blocoBeneficio: {"beneficio.recusa.passe_livre_outros_modais",
		"Se a empresa recusar o assento, peça a recusa por escrito, com a data, a hora, o local e o motivo. No transporte rodoviário a resolução da ANTT obriga a empresa a entregar esse documento; para o transporte {1}, os textos publicados não o preveem.",
		[]apoio{{resArt153, "deverá emitir, no ato, documento ao solicitante", 0}}},
	fIdosoGratuidade - blocoBeneficio: {"beneficio.idoso.gratuidade",
		"Há vaga gratuita da pessoa idosa disponível no trecho (vagas gratuitas já concedidas: {1} de {2}).",
		[]apoio{{epiArt40Inc1, "2 (duas) vagas gratuitas por veículo", 0},
			{d9921Art39, "Serão reservadas duas vagas gratuitas em cada veículo, comboio ferroviário ou embarcação", 0},
			{resArt149Inc1, "2 (duas) vagas gratuitas para pessoas idosas", soRodoviario}}},
	fIdosoDesconto - blocoBeneficio: {"beneficio.idoso.desconto",
		"As vagas gratuitas da pessoa idosa no trecho já foram concedidas; cabe o desconto de 50%, no mínimo, no valor da passagem, sem limite de vagas.",
		[]apoio{{epiArt40Inc2, "para as pessoas idosas que excederem as vagas gratuitas", 0},
			{d9921Art40, "além das vagas previstas no art. 39", 0},
			{resArt149Inc4, "quando esgotadas as vagas gratuitas", soRodoviario}}},
	fPasseLivreRodoviario - blocoBeneficio: {"beneficio.passe_livre.rodoviario",
		"Pessoa com deficiência comprovadamente carente, titular do Passe Livre: viagem gratuita, sem limite de assentos.",
		[]apoio{{plArt1, "passe livre às pessoas portadoras de deficiência, comprovadamente carentes", 0},
			{resArt149Inc3, "vagas gratuitas, sem limitação de assentos", 0}}},
	fPasseLivreAssento - blocoBeneficio: {"beneficio.passe_livre.outros_modais",
		"Pessoa com deficiência comprovadamente carente, titular do Passe Livre: viagem gratuita num dos dois assentos reservados no veículo (assentos já concedidos: {1} de {2}).",
		[]apoio{{plArt1, "passe livre às pessoas portadoras de deficiência, comprovadamente carentes", 0},
			{d3691Art1, "reservarão dois assentos de cada veículo", 0}}},
	fPasseLivreSemAssento - blocoBeneficio: {"beneficio.passe_livre.outros_modais_sem_assento",
		"Os dois assentos reservados ao Passe Livre neste veículo já foram concedidos ({1} de {2}).",
		[]apoio{{d3691Art1, "reservarão dois assentos de cada veículo", 0}}},
	fPasseLivreDecretoRodoviario - blocoBeneficio: {"beneficio.passe_livre.decreto_3691_rodoviario",
		"O decreto reserva ao Passe Livre dois assentos de cada veículo do serviço convencional; no transporte rodoviário, a resolução da ANTT amplia essa reserva para vagas sem limitação de assentos. As duas regras não se contradizem: o decreto fixa o mínimo, a resolução o amplia.",
		[]apoio{{d3691Art1, "reservarão dois assentos de cada veículo", 0}, {resArt149Inc3, "sem limitação de assentos", 0}}},
	fPasseLivreDecretoOutros - blocoBeneficio: {"beneficio.passe_livre.decreto_3691_outros_modais",
		"No transporte {1} valem os dois assentos de cada veículo reservados pelo decreto; as vagas sem limitação de assentos da resolução da ANTT são do transporte rodoviário.",
		[]apoio{{d3691Art1, "reservarão dois assentos de cada veículo", 0}, {resArt149Inc3, "sem limitação de assentos", 0}}},
	fAcompanhante - blocoBeneficio: {"beneficio.acompanhante.rodoviario",
		"Acompanhante indicado na credencial do Passe Livre: viagem gratuita, sem limite de assentos.",
		[]apoio{{resArt149Par3, "se estende ao acompanhante do beneficiário", 0}, {resArt149Inc3, "sem limitação de assentos", 0}}},
	fTodasPoltronas - blocoBeneficio: {"beneficio.vagas.todas_as_poltronas",
		"Numa viagem com serviço convencional, as gratuidades e os descontos valem em todas as poltronas do veículo, sem restrição de classe de conforto ou de localização, salvo as poltronas reservadas por legislação específica.",
		[]apoio{{resArt149Par1, "em todas as poltronas do veículo, sem restrição de classe de conforto ou localização no veículo", 0}}},
	fCriancaRodoviario - blocoBeneficio: {"beneficio.crianca.rodoviario",
		"Criança de até 6 anos incompletos que não ocupa poltrona: a empresa é obrigada a transportá-la gratuitamente, uma por responsável, em qualquer viagem.",
		[]apoio{{resArt148, "é obrigada a transportar, gratuitamente, uma criança de até 6 (seis) anos incompletos, por responsável, desde que não ocupe poltrona, em qualquer viagem", 0},
			{d9579Art39, "uma criança de até seis anos incompletos, por responsável, desde que não ocupe poltrona", 0}}},
	fCriancaQualquerViagem - blocoBeneficio: {"beneficio.crianca.sem_convencional",
		"A gratuidade da criança vale em qualquer viagem, mesmo sem serviço convencional.",
		[]apoio{{resArt148, "em qualquer viagem", 0}}},
	fSimultaneos - blocoBeneficio: {"beneficio.vagas.operacao_simultanea",
		"Operação simultânea: no trecho operado ao mesmo tempo por {1} serviços convencionais, as vagas gratuitas e com desconto são multiplicadas por {1}.",
		[]apoio{{resArt149Par7, "correspondente a cada um dos serviços convencionais que estiverem sendo operados de forma simultânea", 0}}},
	fSimultaneosJovemOutros - blocoBeneficio: {"beneficio.vagas.operacao_simultanea_jovem_outros_modais",
		"A multiplicação das vagas na operação simultânea é regra da resolução da ANTT, que rege o transporte rodoviário; no transporte {1} as vagas do jovem são contadas por comboio ferroviário ou embarcação, sem multiplicar.",
		[]apoio{{resArt149Par7, "operação simultânea", 0}, {decArt13, "em cada veículo, comboio ferroviário ou embarcação", 0}}},
	fSimultaneosIdosoOutros - blocoBeneficio: {"beneficio.vagas.operacao_simultanea_idoso_outros_modais",
		"A multiplicação das vagas na operação simultânea é regra da resolução da ANTT, que rege o transporte rodoviário; no transporte {1} as vagas gratuitas da pessoa idosa são contadas por veículo, comboio ferroviário ou embarcação, sem multiplicar.",
		[]apoio{{resArt149Par7, "operação simultânea", 0}, {epiArt40Inc1, "2 (duas) vagas gratuitas por veículo", 0},
			{d9921Art39, "duas vagas gratuitas em cada veículo, comboio ferroviário ou embarcação", 0}}},
	fSimultaneosPasseLivreOutros - blocoBeneficio: {"beneficio.vagas.operacao_simultanea_passe_livre_outros_modais",
		"A multiplicação das vagas na operação simultânea é regra da resolução da ANTT, que rege o transporte rodoviário; no transporte {1} os dois assentos do Passe Livre são contados por veículo, sem multiplicar.",
		[]apoio{{resArt149Par7, "operação simultânea", 0}, {d3691Art1, "dois assentos de cada veículo", 0}}},

	// 4. Prices (rules.md § 3).
	fTaxasJovem - blocoBeneficio: {"beneficio.valores.taxas_jovem",
		"As tarifas de embarque e de pedágio e a alimentação não estão incluídas no benefício do jovem: {1} no total a pagar.",
		[]apoio{{decArt17Par1u, trechoTaxasDec, 0}}},
	fOutrasJovem - blocoBeneficio: {"beneficio.valores.outras_jovem",
		"Outras despesas informadas ({1}) estão incluídas no total, mas o Decreto exclui do benefício do jovem apenas as tarifas dos terminais, o pedágio e a alimentação: outra cobrança não tem base nos textos publicados e pode ser contestada.",
		[]apoio{{decArt17Par1u, trechoTaxasDec, 0}}},
	fDescontoJovemRodoviario - blocoBeneficio: {"beneficio.valores.desconto_jovem_rodoviario",
		"Passagem com desconto: no máximo a metade do preço mais baixo à venda para a viagem e o trecho no momento do pedido ({1} ÷ 2 = {2}; o centavo ímpar fica a seu favor), porque o desconto é de 50%, no mínimo.",
		[]apoio{{leiArt32Inc2, trechoCincoMinimo, 0}, {resArt149Inc5, "desconto mínimo de 50% (cinquenta por cento) no preço do serviço", 0},
			{resArt149Par2, "o preço mais baixo praticado pela autorizatária e disponível para venda na viagem e seção pretendida pelo beneficiário no momento da solicitação", 0}}},
	fDescontoJovemOutros - blocoBeneficio: {"beneficio.valores.desconto_jovem_outros_modais",
		"Passagem com desconto: no máximo a metade do menor valor de passagem informado ({1} ÷ 2 = {2}; o centavo ímpar fica a seu favor), porque o desconto é de 50%, no mínimo, no valor das passagens.",
		[]apoio{{leiArt32Inc2, trechoCincoMinimo, 0}, {decArt13, "desconto de cinquenta por cento, no mínimo, no valor das passagens", 0}}},
	fDescontoIdosoRodoviario - blocoBeneficio: {"beneficio.valores.desconto_idoso_rodoviario",
		"Passagem com desconto: no máximo a metade do preço mais baixo à venda para a viagem e o trecho no momento do pedido ({1} ÷ 2 = {2}; o centavo ímpar fica a seu favor), porque o desconto é de 50%, no mínimo.",
		[]apoio{{epiArt40Inc2, "desconto de 50% (cinquenta por cento), no mínimo, no valor das passagens", 0},
			{resArt149Inc4, "desconto mínimo de 50% (cinquenta por cento) no preço do serviço", 0},
			{d9921Art40, "desconto mínimo de cinquenta por cento do valor da passagem", 0},
			{resArt149Par2, "o preço mais baixo praticado pela autorizatária e disponível para venda na viagem e seção pretendida pelo beneficiário no momento da solicitação", 0}}},
	fDescontoIdosoOutros - blocoBeneficio: {"beneficio.valores.desconto_idoso_outros_modais",
		"Passagem com desconto: no máximo a metade do menor valor de passagem informado ({1} ÷ 2 = {2}; o centavo ímpar fica a seu favor), porque o desconto é de 50%, no mínimo, no valor das passagens.",
		[]apoio{{epiArt40Inc2, "desconto de 50% (cinquenta por cento), no mínimo, no valor das passagens", 0},
			{d9921Art40, "desconto mínimo de cinquenta por cento do valor da passagem", 0}}},
	fInformeMenorTarifa - blocoBeneficio: {"beneficio.valores.informe_menor_tarifa",
		"Para calcular o valor com desconto, informe o preço mais baixo à venda para a viagem e o trecho no momento do pedido (precos.menorTarifa).",
		[]apoio{{resArt149Par2, "o preço mais baixo praticado pela autorizatária e disponível para venda", soRodoviario}}},
	fInformeTarifa - blocoBeneficio: {"beneficio.valores.informe_tarifa",
		"Para calcular o valor da passagem, informe o seu preço (precos.menorTarifa).",
		[]apoio{{resArt149Par2, "o preço mais baixo praticado pela autorizatária e disponível para venda", soRodoviario},
			{epiArt40Inc2, "no valor das passagens", 0}}},
	fTaxasIdoso - blocoBeneficio: {"beneficio.valores.taxas_idoso",
		"O decreto diz que as tarifas de pedágio e de utilização dos terminais (taxa de embarque) e as despesas com alimentação não estão incluídas no benefício da pessoa idosa: por isso {1} no total.",
		[]apoio{{d9921Art44Par1u, "As tarifas de pedágio e de utilização dos terminais e as despesas com alimentação não estão incluídas no benefício tarifário", 0}}},
	fTaxasPasseLivre - blocoBeneficio: {"beneficio.valores.taxas_passe_livre",
		"Os textos publicados não dizem se quem viaja com o Passe Livre paga a taxa de embarque, o pedágio e outras despesas: esses valores estão incluídos no total, e a cobrança pode ser contestada. Para o jovem, o decreto que regula o seu benefício exclui essas tarifas do benefício.",
		[]apoio{{plArt1, "passe livre", 0}, {resArt149Inc3, "vagas gratuitas", soRodoviario}, {decArt17Par1u, trechoTaxasDec, 0}}},
	fTaxasAcompanhante - blocoBeneficio: {"beneficio.valores.taxas_acompanhante",
		"Os textos publicados não dizem se o acompanhante do Passe Livre paga a taxa de embarque, o pedágio e outras despesas: esses valores estão incluídos no total, e a cobrança pode ser contestada. Para o jovem, o decreto que regula o seu benefício exclui essas tarifas do benefício.",
		[]apoio{{resArt149Par3, "se estende ao acompanhante", 0}, {decArt17Par1u, trechoTaxasDec, 0}}},
	fCriancaNaoPaga - blocoBeneficio: {"beneficio.valores.crianca",
		"A criança transportada gratuitamente sem ocupar poltrona não paga nada.",
		[]apoio{{resArt148, "transportar, gratuitamente", 0}}},

	// 5. Deadlines (rules.md § 4).
	fPecaAte - blocoBeneficio: {"beneficio.prazos.peca_ate",
		"Peça o bilhete até {1}: a vaga fica reservada até 3 horas antes da partida do ponto inicial da linha.",
		[]apoio{{decArt13Par2, trPecaAteDec, soJovem}, {resArt149Par4, trPecaAteRes, soRodoviario}, {d9921Art39Par2Inc1, trPecaAteD9921, soIdoso}}},
	fPontoDeSecao - blocoBeneficio: {"beneficio.prazos.ponto_de_secao",
		"Mesmo para quem embarca num ponto de seção da linha, o prazo do pedido conta da partida do ponto inicial da linha.",
		[]apoio{{decArt13Par3, "até o horário definido para o ponto inicial da linha", soJovem},
			{resArt149Par4, "horário de partida do ponto inicial da linha que atende ao trecho da viagem solicitada", soRodoviario},
			{d9921Art39Par3, "até o horário definido para o ponto inicial da linha", soIdoso}}},
	fReservaGarantidaPassou - blocoBeneficio: {"beneficio.prazos.reserva_garantida_passou",
		"A reserva garantida terminou em {1}. Você ainda pode pedir enquanto a vaga não for vendida: peça o quanto antes.",
		[]apoio{{decArt13Par4, "poderão colocá-los à venda", soJovem}, {decArt13Par5, "continuarão disponíveis", soJovem},
			{resArt149Par5, "enquanto não comercializados, continuarão disponíveis", soRodoviario},
			{d9921Art39Par4, "poderão comercializá-los", soIdoso}, {d9921Art39Par5, "continuarão disponíveis", soIdoso}}},
	fApresenteGratuidade - blocoBeneficio: {"beneficio.prazos.apresente_se_gratuidade",
		"Apresente-se no ponto de embarque até {1}, 30 minutos antes do início da sua viagem, ou o benefício é perdido.",
		[]apoio{{decArt13Par6, trApresenteDec, soJovem}, {resArt154, trApresenteRes, soRodoviario}, {d9921Art39Par6, trApresenteD9921, soIdoso}}},
	fApresenteDescontoJovem - blocoBeneficio: {"beneficio.prazos.apresente_se_desconto_jovem",
		"Apresente-se no terminal de embarque até {1}, 30 minutos antes do início da sua viagem, ou o desconto é perdido.",
		[]apoio{{decArt13Par6, "até trinta minutos antes da hora marcada para o início da viagem, sob pena de perda do benefício", 0}}},
	fApresenteDescontoIdoso - blocoBeneficio: {"beneficio.prazos.apresente_se_desconto_idoso",
		"Apresente-se no ponto de embarque até {1}, 30 minutos antes do início da sua viagem. A resolução da ANTT fixa essa antecedência para a gratuidade, sob pena de perda do benefício. Para o desconto os textos publicados não fixam prazo: a calculadora indica a mesma antecedência por prudência.",
		[]apoio{{resArt154, "O beneficiário de gratuidade deverá apresentar-se para embarque com, pelo menos, 30 (trinta) minutos de antecedência", 0}}},
	fApresentacaoPassouGratuidade - blocoBeneficio: {"beneficio.prazos.apresentacao_passou_gratuidade",
		"Passou o horário de apresentação, que era {1}. Se você se apresentou para o embarque antes desse horário, o benefício continua valendo; se não, quem não se apresenta até 30 minutos antes do início da viagem perde o benefício, mas o assento reservado continua disponível aos beneficiários enquanto não for vendido. Procure a empresa imediatamente.",
		[]apoio{{decArt13Par6, "sob pena de perda do benefício", soJovem}, {resArt154, "sob pena de perda do benefício", soRodoviario},
			{resArt154Par1u, "enquanto não comercializado, continuará disponível aos respectivos beneficiários", soRodoviario},
			{d9921Art39Par6, trechoD9921Par6, soIdoso}}},
	fApresentacaoPassouJovem - blocoBeneficio: {"beneficio.prazos.apresentacao_passou_jovem",
		"Passou o horário de apresentação, que era {1}. O jovem que não comparece ao terminal de embarque até 30 minutos antes do início da viagem perde o benefício, gratuidade ou desconto; procure a empresa imediatamente.",
		[]apoio{{decArt13Par6, "sob pena de perda do benefício", 0}}},
	fApresentacaoPassouDescontoIdoso - blocoBeneficio: {"beneficio.prazos.apresentacao_passou_desconto_idoso",
		"Passou o horário de apresentação indicado, que era {1}. A perda do benefício por atraso que a resolução da ANTT prevê é da gratuidade, e para o desconto os textos publicados não fixam prazo: procure a empresa imediatamente.",
		[]apoio{{resArt154, "O beneficiário de gratuidade", 0}}},
	fViagemComecou - blocoBeneficio: {"beneficio.prazos.viagem_comecou",
		"A sua viagem começou em {1}. O benefício é pedido antes da viagem: o pedido até 3 horas antes da partida do ponto inicial da linha, e a apresentação até 30 minutos antes do início da viagem. Esses prazos já passaram para esta viagem; para outra viagem nas mesmas condições valem as regras acima.",
		[]apoio{{decArt13Par2, "com antecedência mínima de três horas em relação ao horário de partida", soJovem},
			{decArt13Par6, "até trinta minutos antes da hora marcada para o início da viagem", soJovem},
			{resArt149Par4, "até 3 (três) horas de antecedência em relação ao horário de partida", soRodoviario},
			{resArt154, "30 (trinta) minutos de antecedência da hora marcada para o início da sua viagem", soRodoviario},
			{d9921Art39Par2Inc1, "com antecedência de, no mínimo, três horas em relação ao horário de partida", soIdoso},
			{d9921Art39Par6, "com, no mínimo, trinta minutos de antecedência em relação ao horário previsto para o início da viagem", soIdoso}}},
	fViagemComecouSemPrazo - blocoBeneficio: {"beneficio.prazos.viagem_comecou_sem_prazo",
		"A sua viagem começou em {1}: as regras acima valem para outra viagem nas mesmas condições.",
		[]apoio{{d9579Art39, "", 0}, {resArt148, "", soRodoviario}}},
	fBilheteUnicoJovem - blocoBeneficio: {"beneficio.bilhete.unico_jovem",
		"Peça um único bilhete para a ida; o bilhete de volta pode ser pedido ao mesmo tempo, conforme as vagas na data da volta.",
		[]apoio{{decArt13Par2, "solicitar um único bilhete de viagem do jovem", 0}, {decArt13Par2, "podendo solicitar a emissão do bilhete de viagem de retorno", 0},
			{resArt152, "poderá solicitar bilhete de passagem para a viagem de retorno", soRodoviario}}},
	fBilheteRetorno - blocoBeneficio: {"beneficio.bilhete.retorno",
		"O bilhete de volta também pode ser pedido com o benefício, conforme os assentos disponíveis no serviço convencional na data da volta.",
		[]apoio{{resArt152, "poderá solicitar bilhete de passagem para a viagem de retorno, observada a existência de assentos disponíveis", soRodoviario},
			{d9921Art39Par2Inc2, "poderá solicitar a emissão do bilhete de viagem de retorno", soIdoso}}},
	fBilheteJovem - blocoBeneficio: {"beneficio.bilhete.jovem",
		"O bilhete de viagem do jovem é nominal e intransferível e indica o benefício concedido (gratuidade ou desconto).",
		[]apoio{{decArt13Par7, "nominal e intransferível e deverá conter referência ao benefício obtido", 0},
			{resArt145Par1, "Os bilhetes emitidos com gratuidades e descontos previstos em lei são intransferíveis", soRodoviario}}},
	fBilheteIntransferivel - blocoBeneficio: {"beneficio.bilhete.intransferivel",
		"O bilhete com gratuidade ou desconto é intransferível.",
		[]apoio{{resArt145Par1, "Os bilhetes emitidos com gratuidades e descontos previstos em lei são intransferíveis", soRodoviario},
			{d9921Art39Par7, "O Bilhete de Viagem da Pessoa Idosa e o bilhete com desconto do valor da passagem são intransferíveis", soIdoso}}},
	fBilheteGratuidade - blocoBeneficio: {"beneficio.bilhete.gratuidade",
		"O bilhete gratuito deve informar que é obrigatório comparecer ao ponto de embarque até 30 minutos antes do início da viagem e que o não comparecimento faz perder o benefício.",
		[]apoio{{resArt143Par1, "Deverá constar no bilhete de gratuidade a informação da obrigatoriedade", 0}}},
	fSemPrazosOutrosModais - blocoBeneficio: {"beneficio.prazos.outros_modais",
		"No transporte {1}, os textos publicados não fixam, para esta categoria, prazos de pedido e de apresentação: os da Resolução ANTT nº 6.033/2023 (arts. 149, § 4º, 151 e 154) são do transporte rodoviário, e a regulamentação do transporte {1} pode fixá-los. Confirme com a empresa.",
		[]apoio{{resArt149Par4, "", 0}, {resArt151, "", 0}, {resArt154, "", 0}}},
	fCriancaSemPrazos - blocoBeneficio: {"beneficio.prazos.crianca",
		"Os textos publicados não fixam prazo de pedido nem de apresentação para a criança transportada sem ocupar poltrona.",
		[]apoio{{resArt148, "desde que não ocupe poltrona", 0}}},

	// 6. Documents (rules.md § 5).
	fDocIdentificacao - blocoBeneficio: {"beneficio.documentos.identificacao",
		"Documento de identificação oficial com foto e número do CPF.",
		[]apoio{{resArt151, "documento de identificação oficial com foto, número do CPF", 0}}},
	fDocIdentidadeJovem - blocoBeneficio: {"beneficio.documentos.identidade_jovem",
		"Identidade Jovem, acompanhada de documento de identificação com foto expedido por órgão público e válido em todo o território nacional.",
		[]apoio{{decArt14, "Identidade Jovem acompanhada de documento de identificação com foto expedido por órgão público e válido em todo território nacional", 0},
			{resArt151Par2, "deverá apresentar a Identidade Jovem", soRodoviario}}},
	fDocPasseLivre - blocoBeneficio: {"beneficio.documentos.passe_livre",
		"Credencial do Passe Livre.",
		[]apoio{{resArt151Par1, "deverá apresentar a credencial de Passe Livre", 0}}},
	fDocAcompanhante - blocoBeneficio: {"beneficio.documentos.acompanhante",
		"Credencial do Passe Livre do beneficiário com a indicação da necessidade de acompanhante.",
		[]apoio{{resArt149Par3, "devidamente indicada na credencial do Passe Livre a necessidade de acompanhante", 0},
			{resArt151Par1, "credencial de Passe Livre", 0}}},
	fDocRendaIdoso - blocoBeneficio: {"beneficio.documentos.renda_idoso",
		"Um destes comprovantes de renda: Carteira de Trabalho e Previdência Social com anotações atualizadas; contracheque de pagamento ou documento expedido pelo empregador; carnê de contribuição para o Instituto Nacional do Seguro Social (INSS); extrato de pagamento de benefício ou declaração fornecida pelo INSS ou por outro regime de previdência social público ou privado; Carteira da Pessoa Idosa, versão digital emitida pela Secretaria Nacional de Assistência Social (SNAS); ou documento ou carteira emitida pelas secretarias de assistência social, ou congêneres, estaduais, distritais ou municipais.",
		[]apoio{{resArt151Par3, "Pessoa idosa de baixa renda deverá apresentar um dos seguintes documentos", 0},
			{d9921Art42Par2, "um dos seguintes documentos", 0},
			{d9921Art42Par2Inc5, "secretarias estaduais, distrital ou municipais de assistência social", 0}}},
	fCompraVirtual - blocoBeneficio: {"beneficio.documentos.compra_virtual",
		"Na compra pela internet ou por outro meio virtual, a empresa pode exigir a comprovação dos requisitos do benefício no ponto de embarque, até 30 minutos antes do início da viagem.",
		[]apoio{{resArt143Par2, "aquisição por meio virtual", 0}, {resArt143Par1, "até 30 (trinta) minutos antes da hora marcada para o início da sua viagem", 0},
			{resArt151Par4, "na forma do § 2º do art. 143", 0}}},
	fCriancaMenores - blocoBeneficio: {"beneficio.documentos.crianca",
		"Observe a legislação sobre o transporte de menores de idade (documentos e autorização de viagem).",
		[]apoio{{d9579Art39, "observado o disposto na legislação aplicável ao transporte de menores de idade", 0}}},
	fRendaIdoso - blocoBeneficio: {"beneficio.renda_idoso",
		"Renda de até 2 salários mínimos: em {1}, até {2} por mês; o salário mínimo é de {3}, fixado {4}.",
		[]apoio{{epiArt40Inc1, "renda igual ou inferior a 2 (dois) salários mínimos", 0}}},
	fRendaIdosoSemTabela - blocoBeneficio: {"beneficio.renda_idoso.sem_tabela",
		"Renda de até 2 salários mínimos: a tabela de salário mínimo desta calculadora começa em 01/01/2015; confira o valor em vigor em {1}.",
		[]apoio{{epiArt40Inc1, "renda igual ou inferior a 2 (dois) salários mínimos", 0}}},
	fRendaIdosoNaoConferida - blocoBeneficio: {"beneficio.renda_idoso.nao_conferida",
		"O valor do salário mínimo vem do ato indicado na tabela desta calculadora, que não o conferiu na fonte oficial ({1}).",
		[]apoio{{epiArt40Inc1, "2 (dois) salários mínimos", 0}}},

	// Rules revision 3 (R1): the elderly on rail and waterway (Decreto nº
	// 9.921/2019, art. 39, §§ 2º–7º; art. 40, parágrafo único; art. 42).
	fPecaAteIdosoOutros - blocoBeneficio: {"beneficio.prazos.peca_ate_idoso_outros_modais",
		"Peça o Bilhete de Viagem da Pessoa Idosa nos pontos de venda da própria empresa até {1}: a vaga fica reservada até 3 horas antes da partida do ponto inicial da linha.",
		[]apoio{{d9921Art39Par2Inc1, trPecaAteD9921Venda, 0}}},
	fApresentacaoPassouGratuidadeIdosoOutros - blocoBeneficio: {"beneficio.prazos.apresentacao_passou_gratuidade_idoso_outros_modais",
		"Passou o horário de apresentação, que era {1}. Se você chegou ao terminal de embarque antes desse horário, a vaga reservada continua disponível para a sua gratuidade enquanto o bilhete dela não for vendido; se não chegou, o decreto prevê a perda do benefício para quem não comparece ao terminal até 30 minutos antes do início da viagem. Procure a empresa imediatamente.",
		[]apoio{{d9921Art39Par4, "as empresas prestadoras dos serviços de transporte poderão comercializá-los", 0},
			{d9921Art39Par5, "continuarão disponíveis para a concessão da gratuidade à pessoa idosa com renda igual ou inferior a dois salários-mínimos enquanto os seus bilhetes não forem vendidos", 0},
			{d9921Art39Par6, "comparecerá ao terminal de embarque com, no mínimo, trinta minutos de antecedência em relação ao horário previsto para o início da viagem, sob pena da perda do benefício", 0}}},
	fApresenteDescontoIdosoOutros - blocoBeneficio: {"beneficio.prazos.apresente_se_desconto_idoso_outros_modais",
		"Apresente-se no terminal de embarque até {1}, 30 minutos antes do início da sua viagem. O decreto fixa essa antecedência para a vaga gratuita reservada, sob pena de perda do benefício. Para o desconto os textos publicados não fixam prazo: a calculadora indica a mesma antecedência por prudência.",
		[]apoio{{d9921Art39Par6, "com, no mínimo, trinta minutos de antecedência em relação ao horário previsto para o início da viagem", 0}}},
	fApresentacaoPassouDescontoIdosoOutros - blocoBeneficio: {"beneficio.prazos.apresentacao_passou_desconto_idoso_outros_modais",
		"Passou o horário de apresentação indicado, que era {1}. A perda do benefício por atraso que o decreto prevê é da vaga gratuita reservada, e para o desconto os textos publicados não fixam prazo: procure a empresa imediatamente.",
		[]apoio{{d9921Art39Par6, trechoD9921Par6, 0}}},
	fBilheteRetornoIdosoOutros - blocoBeneficio: {"beneficio.bilhete.retorno_idoso_outros_modais",
		"O bilhete de volta pode ser pedido ao mesmo tempo, respeitados os procedimentos da venda de passagens.",
		[]apoio{{d9921Art39Par2Inc2, "poderá solicitar a emissão do bilhete de viagem de retorno, respeitados os procedimentos da venda de bilhete de passagem", 0}}},
	fDocIdentidadeIdoso - blocoBeneficio: {"beneficio.documentos.identidade_idoso",
		"Documento pessoal de identidade original, com fé pública e com foto, que comprove a idade.",
		[]apoio{{d9921Art42, "documento pessoal que comprove a sua idade", 0},
			{d9921Art42Par1, "documento pessoal de identidade original, com fé pública, que contenha foto", 0}}},
	fDocRendaIdosoOutros - blocoBeneficio: {"beneficio.documentos.renda_idoso_outros_modais",
		"Um destes comprovantes de renda: Carteira de Trabalho e Previdência Social com anotações atualizadas; contracheque de pagamento ou documento expedido pelo empregador; carnê de contribuição para o Instituto Nacional do Seguro Social (INSS); extrato de pagamento de benefício ou declaração fornecida pelo INSS ou por outro regime de previdência social público ou privado; documento ou carteira emitida pelas secretarias estaduais, distrital ou municipais de assistência social ou congêneres.",
		[]apoio{{d9921Art42, "renda igual ou inferior a dois salários-mínimos", 0},
			{d9921Art42Par2, "será feita por meio da apresentação de um dos seguintes documentos", 0}}},
	fJanelaDescontoAte500 - blocoBeneficio: {"beneficio.prazos.compra_desconto_ate_500",
		"Para ter o desconto, compre o bilhete com, no máximo, 6 horas de antecedência, porque a viagem tem até 500 km ({1} km): a partir de {2}.",
		[]apoio{{d9921Art40Par1uInc1, "para viagens com distância de até quinhentos quilômetros, adquiri-lo com, no máximo, seis horas de antecedência", 0}}},
	fJanelaDescontoAcima500 - blocoBeneficio: {"beneficio.prazos.compra_desconto_acima_500",
		"Para ter o desconto, compre o bilhete com, no máximo, 12 horas de antecedência, porque a viagem tem mais de 500 km ({1} km): a partir de {2}.",
		[]apoio{{d9921Art40Par1uInc2, "para viagens com distância acima de quinhentos quilômetros, adquiri-lo com, no máximo, doze horas de antecedência", 0}}},
	fJanelaDescontoSemDistancia - blocoBeneficio: {"beneficio.prazos.compra_desconto_sem_distancia",
		"Para ter o desconto, o bilhete deve ser comprado com, no máximo, 6 horas de antecedência em viagens de até 500 km, ou 12 horas em viagens de mais de 500 km; informe a distância da viagem para saber a partir de quando comprar.",
		[]apoio{{d9921Art40Par1uInc1, "para viagens com distância de até quinhentos quilômetros, adquiri-lo com, no máximo, seis horas de antecedência", 0},
			{d9921Art40Par1uInc2, "para viagens com distância acima de quinhentos quilômetros, adquiri-lo com, no máximo, doze horas de antecedência", 0}}},
	fJanelaDescontoRodoviario - blocoBeneficio: {"beneficio.prazos.compra_desconto_rodoviario",
		"No transporte rodoviário, a resolução da ANTT deixa pedir os benefícios em qualquer ponto de venda da empresa, nas mesmas condições oferecidas aos demais passageiros, e não repete esse prazo de compra.",
		[]apoio{{resArt150, "nas mesmas condições oferecidas aos demais usuários", 0}}},
	fViagemComecouDescontoIdoso - blocoBeneficio: {"beneficio.prazos.viagem_comecou_desconto_idoso",
		"A sua viagem começou em {1}: o desconto é dado na compra do bilhete, antes da viagem; as regras acima valem para outra viagem nas mesmas condições.",
		[]apoio{{d9921Art40Par1u, "Para ter direito ao desconto previsto no caput, a pessoa idosa deverá adquirir o bilhete de passagem", 0}}},
	fPasseLivreAlemDaReserva - blocoBeneficio: {"beneficio.passe_livre.alem_da_reserva",
		"Os dois assentos reservados ao Passe Livre neste veículo já foram concedidos (gratuidades do Passe Livre já concedidas neste veículo: {1}), mas a lei concede o passe livre sem fixar número de assentos: a viagem gratuita continua possível num assento que esteja livre, sujeita à disponibilidade.",
		[]apoio{{plArt1, "É concedido passe livre às pessoas portadoras de deficiência, comprovadamente carentes, no sistema de transporte coletivo interestadual", 0},
			{d3691Art1, "reservarão dois assentos de cada veículo", 0}}},
	fPasseLivreReservaNaoTeto - blocoBeneficio: {"beneficio.passe_livre.reserva_nao_teto",
		"No transporte {1}, o decreto reserva ao Passe Livre dois assentos de cada veículo, e a lei concede o passe livre sem limitar o número de assentos: a calculadora lê os dois assentos como uma reserva mínima, não como um teto. No transporte rodoviário, a resolução da ANTT já concede as vagas sem limitação de assentos.",
		[]apoio{{d3691Art1, "reservarão dois assentos de cada veículo", 0},
			{plArt1, "É concedido passe livre às pessoas portadoras de deficiência", 0},
			{resArt149Inc3, "sem limitação de assentos", 0}}},
	fPasseLivreComAcompanhanteRodoviario - blocoBeneficio: {"beneficio.passe_livre.com_acompanhante_rodoviario",
		"A sua credencial indica a necessidade de acompanhante: o acompanhante também viaja de graça, sem limite de assentos, apresentando a sua credencial do Passe Livre.",
		[]apoio{{resArt149Par3, "se estende ao acompanhante do beneficiário", 0}, {resArt149Inc3, "sem limitação de assentos", 0},
			{resArt151Par1, "credencial de Passe Livre", 0}}},
	fTaxasIdosoSTJ - blocoBeneficio: {"beneficio.valores.taxas_idoso_stj",
		"O Superior Tribunal de Justiça julgou que a gratuidade da pessoa idosa abrange o pedágio e a taxa de embarque (REsp 1.543.465/RS, Primeira Turma, julgado em 13/12/2018). Foi numa ação civil pública do Ministério Público Federal sobre o transporte rodoviário interestadual. Para o tribunal, o parágrafo idêntico do decreto anterior (Decreto nº 5.934/2006) excedeu o poder de regulamentar; o Decreto nº 9.921/2019, publicado depois, repete esse parágrafo. Se essas tarifas forem cobradas numa vaga gratuita, peça o comprovante e reclame à ANTT (ônibus e trem), à Antaq (barco) ou à Defensoria Pública, citando essa decisão.",
		[]apoio{{stjResp1543465, "as tarifas de pedágio e de utilização dos terminais rodoviários", 0},
			{d9921Art44Par1u, "As tarifas de pedágio e de utilização dos terminais e as despesas com alimentação não estão incluídas no benefício tarifário", 0}}},
	fForaLinhaRegularCrianca - blocoBeneficio: {"beneficio.escopo.fora_de_linha_regular.crianca",
		"Viagem fora de linha regular (fretamento ou viagem eventual): esta calculadora trata do transporte de crianças no serviço regular de transporte interestadual de passageiros e não se aplica a outras viagens; confirme com a empresa.",
		[]apoio{{d9579Art39, "", 0}, {resArt148, "", soRodoviario}}},
	fJovemAdolescente - blocoBeneficio: {"beneficio.jovem.adolescente",
		"Aos {1} anos, a pessoa é adolescente: a lei manda aplicar primeiro o Estatuto da Criança e do Adolescente, que tem regras próprias para a viagem de menores de idade (documentos e autorização de viagem); confira-as antes de viajar.",
		[]apoio{{leiArt1Par2, "Aos adolescentes com idade entre 15 (quinze) e 18 (dezoito) anos aplica-se a Lei nº 8.069, de 13 de julho de 1990 - Estatuto da Criança e do Adolescente", 0}}},
	fViagemComecouPasseLivre - blocoBeneficio: {"beneficio.prazos.viagem_comecou_passe_livre",
		"A sua viagem começou em {1}: as regras acima valem para outra viagem nas mesmas condições.",
		[]apoio{{plArt1, "", 0}, {d3691Art1, "", 0}}},
	fTaxasJovemSemValores - blocoBeneficio: {"beneficio.valores.taxas_jovem_sem_valores",
		"As tarifas de embarque e de pedágio e a alimentação não estão incluídas no benefício do jovem: podem ser cobradas mesmo na vaga gratuita.",
		[]apoio{{decArt17Par1u, trechoTaxasDec, 0}}},
	fTaxasIdosoSemValores - blocoBeneficio: {"beneficio.valores.taxas_idoso_sem_valores",
		"As tarifas de pedágio e de embarque e a alimentação não estão incluídas no benefício da pessoa idosa, diz o decreto.",
		[]apoio{{d9921Art44Par1u, "As tarifas de pedágio e de utilização dos terminais e as despesas com alimentação não estão incluídas no benefício tarifário", 0}}},
	fRendaIdosoOutroAno - blocoBeneficio: {"beneficio.renda_idoso.outro_ano",
		"Renda de até 2 salários mínimos: a tabela desta calculadora ainda não tem o salário mínimo de {1}; com o valor de {2}, {3}, fixado {4}, o limite é de até {5} por mês. Confira o valor em vigor em {6}.",
		[]apoio{{epiArt40Inc1, "renda igual ou inferior a 2 (dois) salários mínimos", 0}}},
	fJovemSemContagem - blocoBeneficio: {"beneficio.jovem.sem_contagem",
		"O jovem de baixa renda tem {1} vagas gratuitas por veículo no trecho: a gratuidade vale enquanto restar uma delas; esgotadas essas, cabem {1} vagas com desconto de 50%, no mínimo, e, esgotadas também essas, o benefício deixa de ser garantido.",
		[]apoio{{leiArt32Inc1, "2 (duas) vagas gratuitas por veículo", 0}, {leiArt32Inc2, "a serem utilizadas após esgotadas as vagas previstas no inciso I", 0},
			{decArt13, "a serem utilizadas depois de esgotadas as vagas gratuitas", 0},
			{resArt149Inc2, "2 (duas) vagas gratuitas para pessoas jovens de baixa renda", soRodoviario},
			{resArt149Inc5, "quando esgotadas as vagas gratuitas", soRodoviario}}},
	fIdosoSemContagem - blocoBeneficio: {"beneficio.idoso.sem_contagem",
		"A pessoa idosa tem {1} vagas gratuitas por veículo no trecho: a gratuidade vale enquanto restar uma delas; esgotadas essas, cabe o desconto de 50%, no mínimo, no valor da passagem, sem limite de vagas.",
		[]apoio{{epiArt40Inc1, "2 (duas) vagas gratuitas por veículo", 0},
			{epiArt40Inc2, "para as pessoas idosas que excederem as vagas gratuitas", 0},
			{d9921Art39, "Serão reservadas duas vagas gratuitas em cada veículo, comboio ferroviário ou embarcação", 0},
			{d9921Art40, "além das vagas previstas no art. 39", 0},
			{resArt149Inc1, "2 (duas) vagas gratuitas para pessoas idosas", soRodoviario},
			{resArt149Inc4, "quando esgotadas as vagas gratuitas", soRodoviario}}},
	fPasseLivreSemContagem - blocoBeneficio: {"beneficio.passe_livre.sem_contagem",
		"Pessoa com deficiência comprovadamente carente, titular do Passe Livre: viagem gratuita; há dois assentos reservados em cada veículo e, esgotados esses, a viagem gratuita continua possível num assento livre, sujeita à disponibilidade.",
		[]apoio{{plArt1, "passe livre às pessoas portadoras de deficiência, comprovadamente carentes", 0},
			{d3691Art1, "reservarão dois assentos de cada veículo", 0}}},
	fOutrasIdoso - blocoBeneficio: {"beneficio.valores.outras_idoso",
		"Outras despesas informadas ({1}) estão incluídas no total, mas o decreto exclui do benefício da pessoa idosa apenas as tarifas de pedágio e de utilização dos terminais e as despesas com alimentação: outra cobrança não tem base nos textos publicados e pode ser contestada.",
		[]apoio{{d9921Art44Par1u, "As tarifas de pedágio e de utilização dos terminais e as despesas com alimentação não estão incluídas no benefício tarifário", 0}}},
	fJanelaDescontoDepoisDaReserva - blocoBeneficio: {"beneficio.prazos.compra_desconto_depois_da_reserva",
		"Nesta viagem os dois prazos não se combinam: a reserva garantida pela Resolução ANTT nº 6.033/2023 termina em {1}, antes de abrir, em {2}, o prazo de compra do Decreto nº 9.921/2019. Pedido até {1}, o desconto tem a vaga reservada; se a empresa exigir o prazo do Decreto, a compra a partir de {2} fica sujeita aos assentos ainda não vendidos.",
		[]apoio{{resArt149Par4, "sendo assegurada a reserva dessas vagas até 3 (três) horas de antecedência", 0},
			{resArt149Par5, "enquanto não comercializados, continuarão disponíveis aos respectivos beneficiários", 0},
			{d9921Art40Par1u, "a pessoa idosa deverá adquirir o bilhete de passagem, de maneira a obedecer os seguintes prazos", 0}}},
	fForaLinhaRegularIdoso - blocoBeneficio: {"beneficio.escopo.fora_de_linha_regular.idoso",
		"Viagem fora de linha regular (fretamento ou viagem eventual): as vagas gratuitas e o desconto da pessoa idosa valem no serviço convencional, que o Decreto nº 9.921/2019 descreve como o das linhas regulares; esta calculadora não se aplica a outras viagens.",
		[]apoio{{d9921Art39Par1Inc1, "em linhas regulares", 0}, {d9921Art39Par1Inc2, "em linhas regulares", 0}, {d9921Art39Par1Inc3, "linhas regulares", 0},
			{resArt149, "em que o serviço convencional é ofertado", soRodoviario}}},
	fJanelaDescontoDepoisDaReservaPassada - blocoBeneficio: {"beneficio.prazos.compra_desconto_depois_da_reserva_passada",
		"Nesta viagem os dois prazos não se combinam: a reserva garantida pela Resolução ANTT nº 6.033/2023 terminou em {1}, antes de abrir, em {2}, o prazo de compra do Decreto nº 9.921/2019. Pela Resolução, o desconto pode ser pedido desde já, enquanto houver assento não vendido; se a empresa exigir o prazo do Decreto, a compra só a partir de {2}, também sujeita aos assentos ainda não vendidos.",
		[]apoio{{resArt149Par5, "enquanto não comercializados, continuarão disponíveis aos respectivos beneficiários", 0},
			{d9921Art40Par1u, "a pessoa idosa deverá adquirir o bilhete de passagem, de maneira a obedecer os seguintes prazos", 0}}},
	fJovemAdolescenteViagemComecou - blocoBeneficio: {"beneficio.jovem.adolescente.viagem_comecou",
		"Aos {1} anos, a pessoa é adolescente: a lei manda aplicar primeiro o Estatuto da Criança e do Adolescente, que tem regras próprias para a viagem de menores de idade (documentos e autorização de viagem).",
		[]apoio{{leiArt1Par2, "Aos adolescentes com idade entre 15 (quinze) e 18 (dezoito) anos aplica-se a Lei nº 8.069, de 13 de julho de 1990 - Estatuto da Criança e do Adolescente", 0}}},
	// Rules revision 4 (R8): the discount seats granted not said.
	fJovemDescontoSemContagem - blocoBeneficio: {"beneficio.jovem.desconto_sem_contagem",
		"As vagas gratuitas do jovem no trecho já foram concedidas (vagas gratuitas já concedidas: {1} de {2}); depois delas cabem {3} vagas com desconto de 50%, no mínimo, e o desconto vale enquanto restar uma delas. Quantas vagas com desconto já foram concedidas não foi informado: confirme com a empresa.",
		[]apoio{{leiArt32Inc2, "2 (duas) vagas por veículo com desconto", 0},
			{decArt13, "a serem utilizadas depois de esgotadas as vagas gratuitas", 0},
			{resArt149Inc5, "quando esgotadas as vagas gratuitas", soRodoviario}}},
	// Rules revision 4 (R4, C5): the youth's seats all taken once the trip
	// has started: what holds for another trip.
	fJovemSemVagasViagemComecou - blocoBeneficio: {"beneficio.jovem.sem_vagas.viagem_comecou",
		"A sua viagem começou em {1}. Para outra viagem, cada veículo tem de novo 2 vagas gratuitas e, esgotadas essas, 2 vagas com desconto de 50%, no mínimo, para o jovem de baixa renda, pedidas com pelo menos 3 horas de antecedência em relação à partida do ponto inicial da linha.",
		[]apoio{{leiArt32Inc1, "2 (duas) vagas gratuitas por veículo", 0}, {leiArt32Inc2, "2 (duas) vagas por veículo com desconto", 0},
			{decArt13Par2, "com antecedência mínima de três horas em relação ao horário de partida do ponto inicial da linha", 0},
			{resArt149Par4, "até 3 (três) horas de antecedência em relação ao horário de partida do ponto inicial da linha", soRodoviario}}},
	// Rules revision 4 (R5): where each rule reaches.
	fSemConvencionalAcompanhante - blocoBeneficio: {"beneficio.escopo.sem_convencional.acompanhante",
		"A viagem não oferece serviço convencional: a gratuidade do acompanhante existe só na Resolução da ANTT, que estende a ele o passe livre do titular e concede os benefícios nas viagens em que o serviço convencional é ofertado.",
		[]apoio{{resArt149Par3, "se estende ao acompanhante do beneficiário", 0},
			{resArt149, "em que o serviço convencional é ofertado", 0}}},
	fSemConvencionalSTJ - blocoBeneficio: {"beneficio.escopo.sem_convencional.stj",
		"Numa ação civil pública pela gratuidade de pessoas idosas de baixa renda nas linhas executivas do transporte rodoviário interestadual, o Superior Tribunal de Justiça repetiu o seu entendimento de que o decreto anterior da pessoa idosa e o Decreto nº 3.691/2000 \"denotam excesso no poder regulamentar\", limitando indevidamente direitos da pessoa idosa e da pessoa com deficiência. A ementa não diz o alcance da decisão. Se a empresa recusar o benefício, peça a recusa por escrito e procure a Defensoria Pública ou o Ministério Público Federal.",
		[]apoio{{stjAgintKukina, "denotam excesso no poder regulamentar", 0},
			{resArt153, "No caso de negativa da concessão do benefício", 0}}},
	fRegulamentoFerroviario - blocoBeneficio: {"beneficio.alcance.regulamento_ferroviario",
		"No transporte ferroviário, a Resolução ANTT nº 5.974/2022 regula o transporte de passageiros; os artigos dela sobre os benefícios não estão publicados aqui, e prazos e documentos que ela acrescente não são informados: confirme com a empresa.",
		[]apoio{{r5974Art1, "Dispor sobre o Transporte Ferroviário de Passageiros regulado pela Agência Nacional de Transportes Terrestres", 0},
			{r5974Art2Inc6, "Bilhete de Viagem do Idoso", soIdoso}}},
	fRegulamentoAquaviario - blocoBeneficio: {"beneficio.alcance.regulamento_aquaviario",
		"No transporte aquaviário, a Resolução ANTAQ nº 81/2022 regula o transporte regular de passageiros na navegação interior, com o seu bilhete do benefício; os artigos dela sobre os benefícios não estão publicados aqui, e prazos e documentos que ela acrescente não são informados: confirme com a empresa.",
		[]apoio{{ra81Art1, "transporte regular na navegação interior interestadual", 0},
			{ra81Art2Inc3, "Bilhete do Benefício", 0}}},
	fOndePedirRodoviario - blocoBeneficio: {"beneficio.onde_pedir.rodoviario",
		"O benefício pode ser pedido em qualquer ponto de venda da empresa, físico, eletrônico ou virtual, nas mesmas condições oferecidas aos demais passageiros.",
		[]apoio{{resArt150, "poderão ser solicitados ou adquiridos em qualquer ponto de venda da autorizatária, sejam físicos, eletrônicos ou virtuais, nas mesmas condições oferecidas aos demais usuários", 0}}},
	fCarteiraIdosoDigitalOutros - blocoBeneficio: {"beneficio.documentos.carteira_idoso_digital_outros_modais",
		"A Carteira da Pessoa Idosa digital, emitida pela Secretaria Nacional de Assistência Social, é aceita no ônibus como comprovante de renda, mas o decreto não a nomeia entre os comprovantes: no trem ou no barco, confirme com a empresa.",
		[]apoio{{resArt151Par3Inc5, "Carteira da Pessoa Idosa, versão digital emitida pela Secretaria Nacional de Assistência Social (SNAS)", 0},
			{d9921Art42Par2, "um dos seguintes documentos", 0}}},
	fDocPasseLivreOutros - blocoBeneficio: {"beneficio.documentos.passe_livre_outros_modais",
		"A credencial do Passe Livre, concedida a quem comprova, com atestado médico, ser pessoa com deficiência e ter renda mensal bruta familiar, dividida pelo número de integrantes, de até um salário mínimo.",
		[]apoio{{p1579Art1, "estabelece os procedimentos para a concessão do benefício do Passe Livre", 0},
			{p1579Art2, "Para fazer jus ao benefício, o interessado deverá comprovar", 0}}},
	fNavegacaoDecretos - blocoBeneficio: {"beneficio.alcance.navegacao_decretos",
		"No transporte aquaviário, o decreto inclui no serviço convencional os serviços interestaduais abertos ao público realizados em rios, lagos, lagoas e baías, que operam linhas regulares, inclusive travessias.",
		[]apoio{{decArt13Par1Inc3, "realizados em rios, lagos, lagoas e baías", soJovem},
			{d9921Art39Par1Inc3, "realizados em rios, lagos, lagoas e baías, que operam linhas regulares, inclusive travessias", soIdoso}}},
	fSemPrevisaoMaritima - blocoBeneficio: {"beneficio.sem_previsao.maritima",
		"Rota em mar aberto: o decreto inclui no serviço convencional os serviços em rios, lagos, lagoas e baías, inclusive travessias, e a Resolução ANTAQ nº 81/2022 regula a navegação interior; a lei não restringe o tipo de navegação. Os textos publicados não garantem nem negam o benefício nesta rota: confirme com a empresa{2}.",
		[]apoio{{decArt13Par1Inc3, "realizados em rios, lagos, lagoas e baías", soJovem},
			{d9921Art39Par1Inc3, "realizados em rios, lagos, lagoas e baías, que operam linhas regulares, inclusive travessias", soIdoso},
			{ra81Art1, "transporte regular na navegação interior interestadual", 0},
			{leiArt32, "No sistema de transporte coletivo interestadual", soJovem},
			{epiArt40, "No sistema de transporte coletivo interestadual", soIdoso}}},
	fPecaAteGeral - blocoBeneficio: {"beneficio.prazos.peca_ate.geral",
		"Peça o bilhete com pelo menos 3 horas de antecedência: a vaga fica reservada até 3 horas antes da partida do ponto inicial da linha.",
		[]apoio{{decArt13Par2, trPecaAteDec, soJovem}, {resArt149Par4, trPecaAteRes, soRodoviario}, {d9921Art39Par2Inc1, trPecaAteD9921, soIdoso}}},
	fPecaAteIdosoOutrosGeral - blocoBeneficio: {"beneficio.prazos.peca_ate_idoso_outros_modais.geral",
		"Peça o Bilhete de Viagem da Pessoa Idosa nos pontos de venda da própria empresa com pelo menos 3 horas de antecedência: a vaga fica reservada até 3 horas antes da partida do ponto inicial da linha.",
		[]apoio{{d9921Art39Par2Inc1, trPecaAteD9921Venda, 0}}},
	fApresenteGratuidadeGeral - blocoBeneficio: {"beneficio.prazos.apresente_se_gratuidade.geral",
		"Apresente-se no ponto de embarque até 30 minutos antes do início da sua viagem, ou o benefício é perdido.",
		[]apoio{{decArt13Par6, trApresenteDec, soJovem}, {resArt154, trApresenteRes, soRodoviario}, {d9921Art39Par6, trApresenteD9921, soIdoso}}},
}

// The words of the grounds of a dated template and of its sentence for
// every trip (".geral"), written once; the grounds themselves are written in
// both templates as literals (a package variable in a template would make
// the whole catalogue array initialised at run time and kept in the
// WebAssembly module: +6.8 KB brotli, measured), and
// TestFrasesGeraisTemOsFundamentosDaDatada keeps them equal.
const (
	trPecaAteDec        = "com antecedência mínima de três horas em relação ao horário de partida do ponto inicial da linha"
	trPecaAteRes        = "até 3 (três) horas de antecedência em relação ao horário de partida do ponto inicial da linha"
	trPecaAteD9921      = "com antecedência de, no mínimo, três horas em relação ao horário de partida do ponto inicial da linha"
	trPecaAteD9921Venda = "nos pontos de venda próprios da transportadora, com antecedência de, no mínimo, três horas em relação ao horário de partida do ponto inicial da linha"
	trApresenteDec      = "até trinta minutos antes da hora marcada para o início da viagem, sob pena de perda do benefício"
	trApresenteRes      = "30 (trinta) minutos de antecedência da hora marcada para o início da sua viagem"
	trApresenteD9921    = "com, no mínimo, trinta minutos de antecedência em relação ao horário previsto para o início da viagem, sob pena da perda do benefício"
)
