//go:build !js

package calculator

// Templates of the recusa answers (rules revision 4, R7; see frases.go).
// Each template is named by its key; its
// constant (f + the key in camel case) is generated in frases_chaves.go
// (go generate). Each template states what the texts say about one
// reason for one benefit (or, the last ones, on what ground the refusal
// document is asked for), with exactly the dispositivos rules.md (Revision
// 4, R7) names for it; the table of recusa.go says which template answers
// which categoria, mode, benefit and reason.

const (
	trRcDisponiveis = "enquanto não comercializados, continuarão disponíveis aos respectivos beneficiários"
	trRcConvRes     = "em que o serviço convencional é ofertado"
	trRcLegislacao  = "nos termos da legislação específica"
	trRcSTJ         = "denotam excesso no poder regulamentar, limitando indevidamente direitos do idoso e da pessoa com deficiência"
	trRcCrianca     = "desde que não ocupe poltrona, em qualquer viagem"
	trRcIdentRes    = "documento de identificação oficial com foto, número do CPF"
	trRcSTJFrase    = " Num processo sobre a gratuidade da pessoa idosa nas linhas executivas de ônibus, o STJ repetiu que o decreto anterior da pessoa idosa e o decreto do Passe Livre “denotam excesso no poder regulamentar, limitando indevidamente direitos do idoso e da pessoa com deficiência”; se a empresa recusar por este motivo, peça a recusa por escrito e procure a Defensoria Pública ou o Ministério Público Federal."
	trRcConfirme    = "; confirme com a empresa."
)

var frasesRecusa = [...]modelo{
	// vagas_esgotadas
	{chave: "recusa.vagas.jovem.gratuidade",
		texto: "Motivo admitido: o jovem de baixa renda tem duas vagas gratuitas em cada veículo, comboio ferroviário ou embarcação; com as duas já concedidas, a empresa pode negar a gratuidade, e seguem as duas vagas com desconto de 50%, no mínimo, usadas depois de esgotadas as gratuitas.",
		fund: []apoio{{decArt13, "serão reservadas duas vagas gratuitas em cada veículo, comboio ferroviário ou embarcação", 0},
			{resArt149Inc2, "2 (duas) vagas gratuitas para pessoas jovens de baixa renda", soRodoviario}}},
	{chave: "recusa.vagas.jovem.desconto",
		texto: "Motivo admitido: o jovem de baixa renda tem duas vagas com desconto de 50%, no mínimo, usadas depois de esgotadas as duas vagas gratuitas; com as duas vagas com desconto já concedidas, a empresa pode negar o desconto.",
		fund: []apoio{{decArt13, "duas vagas com desconto de cinquenta por cento, no mínimo, no valor das passagens, a serem utilizadas depois de esgotadas as vagas gratuitas", 0},
			{resArt149Inc5, "2 (duas) vagas com desconto mínimo de 50% (cinquenta por cento)", soRodoviario}}},
	{chave: "recusa.vagas.idoso.gratuidade",
		texto: "Motivo admitido: a pessoa idosa de baixa renda tem duas vagas gratuitas em cada veículo, comboio ferroviário ou embarcação; com as duas já concedidas, a empresa pode negar a gratuidade.",
		fund: []apoio{{d9921Art39, "Serão reservadas duas vagas gratuitas em cada veículo, comboio ferroviário ou embarcação", 0},
			{resArt149Inc1, "2 (duas) vagas gratuitas para pessoas idosas", soRodoviario}}},
	{chave: "recusa.vagas.idoso.desconto",
		texto: "Motivo não admitido: o desconto de 50%, no mínimo, da pessoa idosa de baixa renda vale para quem excede as vagas gratuitas, nos demais assentos, sem número de vagas; não se esgota.",
		fund: []apoio{{epiArt40Inc2, "que excederem as vagas gratuitas", 0},
			{d9921Art40, "para os demais assentos do veículo, do comboio ferroviário ou da embarcação", 0},
			{resArt149Inc4, "vagas com desconto mínimo de 50% (cinquenta por cento) no preço do serviço para a pessoa idosa", soRodoviario}}},
	{chave: "recusa.vagas.pcd.rodoviario",
		texto: "Motivo não admitido: no ônibus, as vagas gratuitas do Passe Livre não têm limite de assentos.",
		fund:  []apoio{{resArt149Inc3, "vagas gratuitas, sem limitação de assentos", 0}}},
	{chave: "recusa.vagas.pcd.fora",
		texto: "Motivo não admitido: a lei concede o Passe Livre sem número de vagas; os dois assentos que o decreto manda reservar em cada veículo são uma reserva, não um limite do benefício.",
		fund: []apoio{{plArt1, "É concedido passe livre às pessoas portadoras de deficiência, comprovadamente carentes", 0},
			{d3691Art1, "reservarão dois assentos de cada veículo", 0}}},
	{chave: "recusa.vagas.acompanhante.rodoviario",
		texto: "Motivo não admitido: no ônibus, as vagas gratuitas sem limite de assentos do Passe Livre se estendem ao acompanhante, quando a credencial indica a necessidade de acompanhante.",
		fund: []apoio{{resArt149Inc3, "vagas gratuitas, sem limitação de assentos", 0},
			{resArt149Par3, "se estende ao acompanhante do beneficiário, quando devidamente indicada na credencial do Passe Livre a necessidade de acompanhante", 0}}},

	// sem_assento_livre
	{chave: "recusa.assento.rodoviario",
		texto: "Motivo admitido: no ônibus, a concessão dos benefícios está sujeita à disponibilidade de assentos na viagem; se não resta nenhum assento livre, a empresa pode recusar.",
		fund:  []apoio{{resArt149Par4, "A concessão dos benefícios está sujeita à disponibilidade de assentos na viagem", 0}}},

	// fora_do_prazo
	{chave: "recusa.prazo.rodoviario.gratuidade",
		texto: "Motivo admitido, com um limite: no ônibus, as vagas ficam reservadas até 3 horas antes da partida do ponto inicial da linha; depois disso a empresa pode vendê-las, mas, enquanto não forem vendidas, continuam disponíveis ao beneficiário, e o mesmo vale para o assento de quem não se apresentou a tempo para o embarque.",
		fund: []apoio{{resArt149Par4, "sendo assegurada a reserva dessas vagas até 3 (três) horas de antecedência em relação ao horário de partida do ponto inicial da linha", 0},
			{resArt149Par5, trRcDisponiveis, 0},
			{resArt154Par1u, "enquanto não comercializado, continuará disponível aos respectivos beneficiários", 0}}},
	{chave: "recusa.prazo.rodoviario.desconto",
		texto: "Motivo admitido, com um limite: no ônibus, as vagas ficam reservadas até 3 horas antes da partida do ponto inicial da linha; depois disso a empresa pode vendê-las, mas, enquanto não forem vendidas, continuam disponíveis ao beneficiário.",
		fund: []apoio{{resArt149Par4, "sendo assegurada a reserva dessas vagas até 3 (três) horas de antecedência em relação ao horário de partida do ponto inicial da linha", 0},
			{resArt149Par5, trRcDisponiveis, 0}}},
	{chave: "recusa.prazo.jovem.fora",
		texto: "Motivo admitido, com um limite: o jovem deve pedir o bilhete até 3 horas antes da partida do ponto inicial da linha; depois disso a empresa pode vender os assentos reservados, mas, enquanto não forem vendidos, continuam disponíveis para a gratuidade e o desconto.",
		fund: []apoio{{decArt13Par2, "com antecedência mínima de três horas em relação ao horário de partida do ponto inicial da linha", 0},
			{decArt13Par4, "poderão colocá-los à venda", 0},
			{decArt13Par5, "continuarão disponíveis para o exercício do benefício da gratuidade e da meia-passagem", 0}}},
	{chave: "recusa.prazo.idoso.gratuidade.fora",
		texto: "Motivo admitido, com um limite: a pessoa idosa deve pedir o bilhete até 3 horas antes da partida do ponto inicial da linha; depois disso a empresa pode vender os bilhetes das vagas reservadas, mas, enquanto não forem vendidos, as vagas continuam disponíveis para a gratuidade.",
		fund: []apoio{{d9921Art39Par2Inc1, "com antecedência de, no mínimo, três horas em relação ao horário de partida do ponto inicial da linha", 0},
			{d9921Art39Par4, "poderão comercializá-los", 0},
			{d9921Art39Par5, "continuarão disponíveis para a concessão da gratuidade", 0}}},
	{chave: "recusa.prazo.idoso.desconto.fora",
		texto: "Motivo admitido só como prazo de compra: para ter o desconto, a pessoa idosa compra o bilhete com, no máximo, 6 horas de antecedência, nas viagens de até 500 km, ou 12 horas, acima de 500 km; a empresa pode recusar a compra feita antes desse prazo, não a feita mais perto da partida.",
		fund: []apoio{{d9921Art40Par1u, "deverá adquirir o bilhete de passagem", 0},
			{d9921Art40Par1uInc1, "adquiri-lo com, no máximo, seis horas de antecedência", 0},
			{d9921Art40Par1uInc2, "adquiri-lo com, no máximo, doze horas de antecedência", 0}}},

	// documentos
	{chave: "recusa.documentos.jovem.rodoviario",
		texto: "Motivo admitido se faltar um documento exigido: no ônibus, o jovem apresenta, no pedido, a Identidade Jovem, um documento oficial de identificação com foto e o número do CPF.",
		fund: []apoio{{resArt151, trRcIdentRes, 0},
			{resArt151Par2, "deverá apresentar a Identidade Jovem", 0}}},
	{chave: "recusa.documentos.idoso.rodoviario",
		texto: "Motivo admitido se faltar um documento exigido: no ônibus, a pessoa idosa apresenta, no pedido, um documento oficial de identificação com foto, o número do CPF e um destes comprovantes: carteira de trabalho com anotações atualizadas; contracheque ou documento do empregador; carnê de contribuição do INSS; extrato ou declaração de benefício do INSS ou de outro regime de previdência; a Carteira da Pessoa Idosa digital, emitida pela Secretaria Nacional de Assistência Social; ou documento ou carteira das secretarias de assistência social, ou congêneres, estaduais ou municipais.",
		fund: []apoio{{resArt151, trRcIdentRes, 0},
			{resArt151Par3, "Pessoa idosa de baixa renda deverá apresentar um dos seguintes documentos", 0}}},
	{chave: "recusa.documentos.pcd.rodoviario",
		texto: "Motivo admitido se faltar um documento exigido: no ônibus, a pessoa com deficiência apresenta, no pedido, a credencial do Passe Livre, um documento oficial de identificação com foto e o número do CPF.",
		fund: []apoio{{resArt151, trRcIdentRes, 0},
			{resArt151Par1, "deverá apresentar a credencial de Passe Livre", 0}}},
	{chave: "recusa.documentos.acompanhante.rodoviario",
		texto: "Motivo admitido se faltar um documento exigido: no ônibus, a gratuidade do acompanhante depende de a credencial do Passe Livre indicar a necessidade de acompanhante; no pedido, apresentam-se a credencial, um documento oficial de identificação com foto e o número do CPF.",
		fund: []apoio{{resArt149Par3, "quando devidamente indicada na credencial do Passe Livre a necessidade de acompanhante", 0},
			{resArt151, trRcIdentRes, 0},
			{resArt151Par1, "deverá apresentar a credencial de Passe Livre", 0}}},
	{chave: "recusa.documentos.jovem.fora",
		texto: "Motivo admitido se faltar um documento exigido: o jovem apresenta, no pedido, a Identidade Jovem e um documento de identificação com foto expedido por órgão público e válido em todo o território nacional.",
		fund:  []apoio{{decArt14, "apresentar a Identidade Jovem acompanhada de documento de identificação com foto expedido por órgão público e válido em todo território nacional", 0}}},
	{chave: "recusa.documentos.idoso.fora",
		texto: "Motivo admitido se faltar um documento exigido: a pessoa idosa apresenta documento pessoal de identidade original, com fé pública e foto, e um destes comprovantes de renda: carteira de trabalho com anotações atualizadas; contracheque ou documento do empregador; carnê de contribuição do INSS; extrato ou declaração de benefício do INSS ou de outro regime de previdência; ou documento ou carteira das secretarias estaduais, distrital ou municipais de assistência social ou congêneres. A Carteira da Pessoa Idosa digital, aceita no ônibus, não é nomeada pelo decreto: no trem e no barco, confirme com a empresa.",
		fund: []apoio{{d9921Art42, "apresentará documento pessoal que comprove a sua idade e a renda igual ou inferior a dois salários-mínimos", 0},
			{d9921Art42Par1, "documento pessoal de identidade original, com fé pública, que contenha foto", 0},
			{d9921Art42Par2, "será feita por meio da apresentação de um dos seguintes documentos", 0},
			{resArt151Par3Inc5, "Carteira da Pessoa Idosa, versão digital emitida pela Secretaria Nacional de Assistência Social (SNAS)", 0}}},
	{chave: "recusa.documentos.pcd.fora",
		texto: "Motivo admitido se faltar um documento exigido: vale a credencial do Passe Livre, concedida, nos termos da portaria do Ministério da Infraestrutura, a quem comprova a deficiência por atestado médico e renda mensal bruta familiar, dividida pelo número de integrantes, igual ou inferior a um salário mínimo.",
		fund: []apoio{{p1579Art1, "estabelece os procedimentos para a concessão do benefício do Passe Livre", 0},
			{p1579Art2, "Para fazer jus ao benefício, o interessado deverá comprovar", 0}}},

	// dominio_de_reserva
	{chave: "recusa.dominio.rodoviario",
		texto: "Motivo admitido: o beneficiário não pode reservar mais de um horário para o mesmo dia e o mesmo destino, ainda que em empresas diferentes, nem horários e dias cuja viagem se mostre impraticável e caracterize domínio de reserva de lugares; quando o pedido caracteriza essa prática, a empresa pode recusar o benefício.",
		fund: []apoio{{decArt15, "O beneficiário não poderá fazer reserva em mais de um horário para o mesmo dia e mesmo destino", soJovem},
			{resArt150Par1, trResArt150Par1MesmoDia, 0},
			{resArt150Par2, "poderá recusar a concessão do benefício quando sua solicitação caracterizar prática de domínio de reserva de lugares", 0}}},
	{chave: "recusa.dominio.jovem.fora",
		texto: "Motivo admitido: o jovem não pode reservar mais de um horário para o mesmo dia e o mesmo destino, nem horários e dias cuja viagem se mostre impraticável e caracterize domínio de reserva de lugares, em detrimento de outros beneficiários.",
		fund:  []apoio{{decArt15, "O beneficiário não poderá fazer reserva em mais de um horário para o mesmo dia e mesmo destino", 0}}},

	// sem_servico_convencional (R5: the condition is the regulation's)
	{chave: "recusa.convencional.jovem.rodoviario",
		texto: "Motivo admitido como condição do regulamento, não da lei: a lei garante as vagas do jovem de baixa renda nos termos da legislação específica, e são o decreto e a resolução da ANTT que as reservam nas viagens do serviço convencional.",
		fund: []apoio{{leiArt32, trRcLegislacao, 0},
			{decArt13, "do serviço convencional de transporte interestadual de passageiros", 0},
			{resArt149, trRcConvRes, 0}}},
	{chave: "recusa.convencional.jovem.fora",
		texto: "Motivo admitido como condição do regulamento, não da lei: a lei garante as vagas do jovem de baixa renda nos termos da legislação específica, e é o decreto que as reserva no serviço convencional.",
		fund: []apoio{{leiArt32, trRcLegislacao, 0},
			{decArt13, "do serviço convencional de transporte interestadual de passageiros", 0}}},
	{chave: "recusa.convencional.idoso.gratuidade.rodoviario",
		texto: "Motivo admitido como condição do regulamento, não da lei: o Estatuto da Pessoa Idosa garante as vagas gratuitas nos termos da legislação específica e deixa aos órgãos competentes os critérios, e são o decreto e a resolução da ANTT que as reservam nas viagens do serviço convencional." + trRcSTJFrase,
		fund: []apoio{{resArt149, trRcConvRes, 0},
			{resArt153, "deverá emitir, no ato, documento ao solicitante", 0},
			{epiArt40, trRcLegislacao, 0},
			{epiArt40Par1u, "Caberá aos órgãos competentes definir os mecanismos e os critérios", 0},
			{d9921Art39, "do serviço convencional de transporte interestadual de passageiros", 0},
			{stjAgintKukina, trRcSTJ, 0}}},
	{chave: "recusa.convencional.idoso.desconto.rodoviario",
		texto: "Motivo admitido como condição do regulamento, não da lei: o Estatuto da Pessoa Idosa garante o desconto nos termos da legislação específica e deixa aos órgãos competentes os critérios, e são o decreto e a resolução da ANTT que o limitam às viagens do serviço convencional." + trRcSTJFrase,
		fund: []apoio{{resArt149, trRcConvRes, 0},
			{resArt153, "deverá emitir, no ato, documento ao solicitante", 0},
			{epiArt40, trRcLegislacao, 0},
			{epiArt40Par1u, "Caberá aos órgãos competentes definir os mecanismos e os critérios", 0},
			{d9921Art40, "do serviço convencional de transporte interestadual de passageiros", 0},
			{stjAgintKukina, trRcSTJ, 0}}},
	{chave: "recusa.convencional.idoso.gratuidade.fora",
		texto: "Motivo admitido como condição do regulamento, não da lei: o Estatuto da Pessoa Idosa garante as vagas gratuitas nos termos da legislação específica e deixa aos órgãos competentes os critérios, e é o decreto que as reserva no serviço convencional.",
		fund: []apoio{{epiArt40, trRcLegislacao, 0},
			{epiArt40Par1u, "Caberá aos órgãos competentes definir os mecanismos e os critérios", 0},
			{d9921Art39, "do serviço convencional de transporte interestadual de passageiros", 0}}},
	{chave: "recusa.convencional.idoso.desconto.fora",
		texto: "Motivo admitido como condição do regulamento, não da lei: o Estatuto da Pessoa Idosa garante o desconto nos termos da legislação específica e deixa aos órgãos competentes os critérios, e é o decreto que o limita ao serviço convencional.",
		fund: []apoio{{epiArt40, trRcLegislacao, 0},
			{epiArt40Par1u, "Caberá aos órgãos competentes definir os mecanismos e os critérios", 0},
			{d9921Art40, "do serviço convencional de transporte interestadual de passageiros", 0}}},
	{chave: "recusa.convencional.pcd.rodoviario",
		texto: "Motivo admitido como condição do regulamento, não da lei: a lei concede o Passe Livre no sistema de transporte coletivo interestadual, sem falar em serviço convencional, e manda o Poder Executivo regulamentá-la; são o decreto e a resolução da ANTT que o limitam às viagens do serviço convencional." + trRcSTJFrase,
		fund: []apoio{{resArt149, trRcConvRes, 0},
			{resArt153, "deverá emitir, no ato, documento ao solicitante", 0},
			{plArt1, "no sistema de transporte coletivo interestadual", 0},
			{plArt2, "O Poder Executivo regulamentará esta lei", 0},
			{d3691Art1, "destinado a serviço convencional", 0},
			{stjAgintKukina, trRcSTJ, 0}}},
	{chave: "recusa.convencional.pcd.fora",
		texto: "Motivo admitido como condição do regulamento, não da lei: a lei concede o Passe Livre no sistema de transporte coletivo interestadual, sem falar em serviço convencional, e manda o Poder Executivo regulamentá-la; é o decreto que reserva os assentos nos veículos destinados a serviço convencional.",
		fund: []apoio{{plArt1, "no sistema de transporte coletivo interestadual", 0},
			{plArt2, "O Poder Executivo regulamentará esta lei", 0},
			{d3691Art1, "destinado a serviço convencional", 0}}},
	{chave: "recusa.convencional.acompanhante.rodoviario",
		texto: "Motivo admitido como condição da resolução da ANTT, a única norma publicada aqui que dá gratuidade ao acompanhante do Passe Livre: ela vale nas viagens em que o serviço convencional é ofertado.",
		fund: []apoio{{resArt149, trRcConvRes, 0},
			{resArt149Par3, "se estende ao acompanhante do beneficiário", 0}}},

	// the child; the companion and the silent texts off road
	{chave: "recusa.crianca.rodoviario",
		texto: "Motivo não admitido: no ônibus, a empresa é obrigada a transportar de graça, em qualquer viagem, uma criança de até 6 anos incompletos por responsável, desde que não ocupe poltrona; a regra não depende de vagas, de assento livre, de prazo nem de serviço convencional.",
		fund:  []apoio{{resArt148, trRcCrianca, 0}}},
	{chave: "recusa.crianca.rodoviario.silencio",
		texto: "Os textos publicados aqui não tratam deste motivo para a criança no ônibus: a regra a transporta de graça, desde que não ocupe poltrona, em qualquer viagem, e não fala em documentos nem em reserva de lugar" + trRcConfirme,
		fund:  []apoio{{resArt148, trRcCrianca, 0}}},
	{chave: "recusa.crianca.fora",
		texto: "Os textos publicados aqui não tratam deste motivo para a criança no trem ou no barco: o decreto permite transportar sem pagamento uma criança de até seis anos incompletos por responsável, desde que não ocupe poltrona, e não fala em vagas, prazos, documentos, reserva de lugar nem serviço convencional" + trRcConfirme,
		fund:  []apoio{{d9579Art39, "É permitido transportar, sem pagamento, uma criança de até seis anos incompletos, por responsável, desde que não ocupe poltrona", 0}}},
	{chave: "recusa.acompanhante.fora",
		texto: "Os textos publicados aqui não tratam deste motivo para o acompanhante no trem ou no barco: a gratuidade do acompanhante publicada aqui é regra do ônibus, e as regras da ANTT para o trem e da Antaq para o barco sobre os benefícios não estão publicadas aqui" + trRcConfirme,
		fund: []apoio{{resArt149Par3, "se estende ao acompanhante do beneficiário", 0},
			{r5974Art1, "Dispor sobre o Transporte Ferroviário de Passageiros regulado pela Agência Nacional de Transportes Terrestres", 0},
			{ra81Art1, "transporte regular na navegação interior interestadual", 0}}},
	{chave: "recusa.silencio.fora",
		texto: "Os textos publicados aqui não tratam deste motivo para este benefício no trem nem no barco: as regras da ANTT para o trem e da Antaq para o barco sobre os benefícios não estão publicadas aqui" + trRcConfirme,
		fund: []apoio{{r5974Art1, "Dispor sobre o Transporte Ferroviário de Passageiros regulado pela Agência Nacional de Transportes Terrestres", 0},
			{ra81Art1, "transporte regular na navegação interior interestadual", 0}}},

	// outro
	{chave: "recusa.outro.rodoviario",
		texto: "Os textos não listam este motivo: a empresa deve emitir no ato o documento de recusa, também nos pontos de venda não presenciais, com o motivo que der, e um motivo sem base nos textos pode ser contestado.",
		fund: []apoio{{decArt14Par1u, "documento que indicará a data, a hora, o local e o motivo da recusa", soJovem},
			{resArt153, "deverá emitir, no ato, documento ao solicitante", 0},
			{resArt153Inc4, "motivo da recusa", 0},
			{resArt153Par2, "inclusive nos pontos de venda não presenciais", 0}}},
	{chave: "recusa.outro.jovem.fora",
		texto: "Os textos não listam este motivo: a empresa deve emitir ao jovem um documento com a data, a hora, o local e o motivo da recusa, e um motivo sem base nos textos pode ser contestado.",
		fund:  []apoio{{decArt14Par1u, "documento que indicará a data, a hora, o local e o motivo da recusa", 0}}},
	{chave: "recusa.outro.fora",
		texto: "Os textos não listam este motivo: peça a recusa por escrito, com a data, a hora, o local e o motivo, que pode ser contestado se não tiver base nos textos; os textos publicados aqui exigem o documento de recusa no transporte rodoviário, não no transporte {1}.",
		fund:  []apoio{{resArt153, "deverá emitir, no ato, documento ao solicitante", 0}}},

	// the refusal document off road for the categories other than the youth,
	// after every other reason (on road and for the youth: beneficio's
	// fBeneficioRecusaRodoviario and fBeneficioRecusaJovem)
	{chave: "recusa.documento.fora",
		texto: "Se a empresa recusar, peça a recusa por escrito, com a data, a hora, o local e o motivo: os textos publicados aqui exigem o documento de recusa no transporte rodoviário, não no transporte {1}.",
		fund:  []apoio{{resArt153, "deverá emitir, no ato, documento ao solicitante", 0}}},
}
