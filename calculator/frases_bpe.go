package calculator

// Templates of the bpe answers (see frases.go). Constants are declared as
// blocoBpe + iota, and the array is keyed by constant − blocoBpe.
const (
	fBpeDigitoConfere frase = blocoBpe + iota
	fBpeDigitoErrado
	fBpeModelo63
	fBpeOutroModelo
	fBpeUf
	fBpeUfDesconhecida
	fBpeMesInvalido
	fBpeCnpjConfere
	fBpeCnpjErrado
	fBpeSerieNumero
	fBpeChaveDivergente
	fBpeValidadeMesValido
	fBpeValidadeMesVencido
	fBpeValidadeMesDepende
	fBpeValidadePrimeiraEmissao
	fBpeValidadeValido
	fBpeValidadeVencido
	fBpeValidadeInformadaCurta
	fBpeValidadeInformadaConfere
	fBpeSemBeneficio
	fBpeBeneficioIdoso
	fBpeBeneficioJovem
	fBpeBeneficioPcd
	fBpeBeneficioCrianca
	fBpeBeneficioOutro
	fBpeDescontoAbaixoIdoso
	fBpeDescontoAbaixoJovem
	fBpeDescontoReferencia
	fBpeTaxasIdoso
	fBpeOutrasIdoso
	fBpeTaxasJovem
	fBpeOutrasJovem
	fBpeTaxasPcd
	fBpeTaxasCrianca
	fBpeCriancaPoltrona
	fBpeNadaCobrado
	fBpeNaoConvencional
	fBpeConvencional
	fBpeNomeConfere
	fBpeNomeFalta
	fBpeItensFaltam
	fBpeItensCompletos
	fBpeItensNaoVerificaveis
	fBpeSoChave
	fBpeDescontoSemCategoria
	// The items of Res art143, in its order (itensBpe, bpe.go).
	fBpeItemCnpj
	fBpeItemEndereco
	fBpeItemSac
	fBpeItemNumero
	fBpeItemChave
	fBpeItemLocalEmissao
	fBpeItemDataEmissao
	fBpeItemPrefixo
	fBpeItemMunicipios
	fBpeItemNome
	fBpeItemDocumento
	fBpeItemCpf
	fBpeItemDocumentoBeneficio
	fBpeItemEmbarque
	fBpeItemApresentacao
	fBpeItemInicioViagem
	fBpeItemClasse
	fBpeItemPoltrona
	fBpeItemDesembarque
	fBpeItemPreco
	fBpeItemIcms
	fBpeItemTaxaEmbarque
	fBpeItemCategoria
	fBpeItemRegraRemarcacao
	fBpeItemGuia
	fBpeItemAviso30
	fBpeItemM3
)

const (
	trBpeChave       = "chave de acesso do BP-e"
	trBpeDABPE       = "No caso de emissão do BP-e, deverá ser emitido e entregue ao passageiro o DABPE"
	trBpeCategoria   = "categoria do beneficiário, nos casos de gratuidades e descontos previstos em lei"
	trBpeNominais    = "Os bilhetes de passagem serão nominais"
	trBpeIntransf    = "Os bilhetes emitidos com gratuidades e descontos previstos em lei são intransferíveis"
	trBpeConstar     = "Deverão constar nos bilhetes de passagens, sem prejuízo de outras informações"
	trBpeD9921Art44  = "As tarifas de pedágio e de utilização dos terminais e as despesas com alimentação não estão incluídas no benefício tarifário"
	trBpeConvenc     = "em que o serviço convencional é ofertado"
	trBpeTodasPolt   = "deverão ser disponibilizados as gratuidades e descontos em todas as poltronas do veículo, sem restrição de classe de conforto"
	trBpeReferencia  = "deverá ser utilizado como referência o preço mais baixo praticado pela autorizatária e disponível para venda na viagem e seção pretendida"
	trBpeCrianca     = "transportar, gratuitamente, uma criança de até 6 (seis) anos incompletos, por responsável, desde que não ocupe poltrona"
	trBpeDesc50Idoso = "vagas com desconto mínimo de 50% (cinquenta por cento) no preço do serviço para a pessoa idosa"
	trBpeDesc50Jovem = "2 (duas) vagas com desconto mínimo de 50% (cinquenta por cento) no preço do serviço para pessoas jovens de baixa renda"
)

var frasesBpe = [...]modelo{
	fBpeDigitoConfere - blocoBpe: {chave: "bpe.chave.digito_confere",
		texto: "O dígito verificador da chave de acesso ({1}) confere com o cálculo (módulo 11 dos 43 primeiros dígitos).",
		fund:  []apoio{{r: resArt143Inc2Ali2, trecho: trBpeChave}}},
	fBpeDigitoErrado - blocoBpe: {chave: "bpe.chave.digito_errado",
		texto: "O dígito verificador da chave de acesso é {1}, mas o cálculo (módulo 11 dos 43 primeiros dígitos) dá {2}: a chave foi copiada com erro ou não é a de um BP-e. Confira os 44 dígitos no bilhete impresso (DABPE).",
		fund:  []apoio{{r: resArt142Par3, trecho: trBpeDABPE}, {r: resArt143Inc2Ali2, trecho: trBpeChave}}},
	fBpeModelo63 - blocoBpe: {chave: "bpe.chave.modelo_63",
		texto: "A chave é de um bilhete de passagem eletrônico (BP-e, modelo 63).",
		fund:  []apoio{{r: resArt142Par3, trecho: "No caso de emissão do BP-e"}, {r: resArt143Inc2Ali2, trecho: trBpeChave}}},
	fBpeOutroModelo - blocoBpe: {chave: "bpe.chave.outro_modelo",
		texto: "A chave indica o modelo {1}, e não o 63 do bilhete de passagem eletrônico (BP-e): não é a chave de acesso de um BP-e.",
		fund:  []apoio{{r: resArt142Par3, trecho: "No caso de emissão do BP-e"}, {r: resArt143Inc2Ali2, trecho: trBpeChave}}},
	fBpeUf - blocoBpe: {chave: "bpe.chave.uf",
		texto: "Pela chave, o bilhete foi emitido em {1} por empresa com cadastro em {2} (código IBGE {3}).",
		fund:  []apoio{{r: resArt143Inc2Ali2, trecho: trBpeChave}, {r: resArt143Inc2Ali4, trecho: "data e horário da emissão do bilhete"}}},
	fBpeUfDesconhecida - blocoBpe: {chave: "bpe.chave.uf_desconhecida",
		texto: "O código de UF da chave ({1}) não é o de nenhuma UF na tabela do IBGE: a chave não é válida.",
		fund:  []apoio{{r: resArt143Inc2Ali2, trecho: trBpeChave}}},
	fBpeMesInvalido - blocoBpe: {chave: "bpe.chave.mes_invalido",
		texto: "O mês de emissão escrito na chave ({1}) não existe: a chave não é válida, e a validade do bilhete não pode ser contada por ela.",
		fund:  []apoio{{r: resArt143Inc2Ali2, trecho: trBpeChave}, {r: resArt144, trecho: trResArt144Validade}}},
	fBpeCnpjConfere - blocoBpe: {chave: "bpe.chave.cnpj_confere",
		texto: "CNPJ da empresa que emitiu o bilhete: {1}; os dígitos verificadores conferem.",
		fund:  []apoio{{r: resArt143Inc1Ali1, trecho: "CNPJ e razão social"}}},
	fBpeCnpjErrado - blocoBpe: {chave: "bpe.chave.cnpj_errado",
		texto: "O CNPJ da empresa no bilhete ({1}) tem dígitos verificadores errados: não é um CNPJ válido.",
		fund:  []apoio{{r: resArt143Inc1Ali1, trecho: "CNPJ e razão social"}}},
	fBpeSerieNumero - blocoBpe: {chave: "bpe.chave.serie_numero",
		texto: "Série {1}, número {2} do bilhete, tipo de emissão {3}.",
		fund:  []apoio{{r: resArt143Inc2Ali1, trecho: "número do bilhete e da via, série"}}},
	fBpeChaveDivergente - blocoBpe: {chave: "bpe.chave.divergente",
		texto: "A chave de acesso não corresponde ao que o documento diz em outros campos ({1}): o documento foi alterado ou emitido com erro.",
		fund:  []apoio{{r: resArt143Inc2Ali2, trecho: trBpeChave}}},
	fBpeValidadeMesValido - blocoBpe: {chave: "bpe.validade.mes_valido",
		texto: "O bilhete vale 1 ano a partir da primeira emissão, até o dia de igual número do ano seguinte. Emitido em {1}, vale pelo menos até {2} e no máximo até {3}, conforme o dia da emissão: em {4}, está dentro da validade.",
		fund: []apoio{{r: resArt144, trecho: trResArt144Validade},
			{r: ccArt132Par3, trecho: trCCArt132Par3Anos}}},
	fBpeValidadeMesVencido - blocoBpe: {chave: "bpe.validade.mes_vencido",
		texto: "O bilhete vale 1 ano a partir da primeira emissão, até o dia de igual número do ano seguinte. Emitido em {1}, valia no máximo até {2}: em {3}, a validade terminou.",
		fund: []apoio{{r: resArt144, trecho: trResArt144Validade},
			{r: ccArt132Par3, trecho: trCCArt132Par3Anos}}},
	fBpeValidadeMesDepende - blocoBpe: {chave: "bpe.validade.mes_depende",
		texto: "O bilhete vale 1 ano a partir da primeira emissão, até o dia de igual número do ano seguinte. Emitido em {1}, vale até uma data entre {2} e {3}, conforme o dia da emissão: em {4}, veja a data de emissão no bilhete para saber se ainda vale.",
		fund: []apoio{{r: resArt144, trecho: trResArt144Validade},
			{r: ccArt132Par3, trecho: trCCArt132Par3Anos}}},
	fBpeValidadePrimeiraEmissao - blocoBpe: {chave: "bpe.validade.primeira_emissao",
		texto: "Se o bilhete foi remarcado, o ano de validade conta da primeira emissão, que pode ser anterior à deste documento.",
		fund:  []apoio{{r: resArt144, trecho: "a partir da data da primeira emissão"}}},
	fBpeValidadeValido - blocoBpe: {chave: "bpe.validade.valido",
		texto: "Emitido em {1}, o bilhete vale 1 ano a partir da primeira emissão, até {2} inclusive: em {3}, está dentro da validade.",
		fund: []apoio{{r: resArt144, trecho: trResArt144Validade},
			{r: ccArt132Par3, trecho: trCCArt132Par3Anos}}},
	fBpeValidadeVencido - blocoBpe: {chave: "bpe.validade.vencido",
		texto: "Emitido em {1}, o bilhete valia 1 ano a partir da primeira emissão, até {2}: em {3}, a validade terminou.",
		fund: []apoio{{r: resArt144, trecho: trResArt144Validade},
			{r: ccArt132Par3, trecho: trCCArt132Par3Anos}}},
	fBpeValidadeInformadaCurta - blocoBpe: {chave: "bpe.validade.informada_curta",
		texto: "O documento diz que o bilhete vale até {1}, antes de {2}, o fim do prazo de 1 ano a partir da emissão: a validade informada é menor que a da Resolução, e o passageiro pode usar o bilhete até {2}.",
		fund: []apoio{{r: resArt144, trecho: trResArt144Validade},
			{r: ccArt132Par3, trecho: trCCArt132Par3Anos}}},
	fBpeValidadeInformadaConfere - blocoBpe: {chave: "bpe.validade.informada_confere",
		texto: "A validade informada no documento ({1}) não é menor que 1 ano a partir da emissão ({2}).",
		fund:  []apoio{{r: resArt144, trecho: trResArt144Validade}}},
	fBpeSemBeneficio - blocoBpe: {chave: "bpe.beneficio.nenhum",
		texto: "O documento não indica gratuidade nem desconto: é um bilhete de tarifa cheia ({1} pagos).",
		fund:  []apoio{{r: resArt143Inc6Ali4, trecho: trBpeCategoria}}},
	fBpeBeneficioIdoso - blocoBpe: {chave: "bpe.beneficio.idoso",
		texto: "O documento indica o benefício da pessoa idosa (código 02): {1}.",
		fund:  []apoio{{r: resArt143Inc6Ali4, trecho: trBpeCategoria}, {r: epiArt40, trecho: "No sistema de transporte coletivo interestadual"}}},
	fBpeBeneficioJovem - blocoBpe: {chave: "bpe.beneficio.jovem",
		texto: "O documento indica o benefício do jovem de baixa renda (código 10): {1}.",
		fund:  []apoio{{r: resArt143Inc6Ali4, trecho: trBpeCategoria}, {r: leiArt32, trecho: "No sistema de transporte coletivo interestadual"}}},
	fBpeBeneficioPcd - blocoBpe: {chave: "bpe.beneficio.pcd",
		texto: "O documento indica o benefício da pessoa com deficiência (código 04, Passe Livre): {1}.",
		fund:  []apoio{{r: resArt143Inc6Ali4, trecho: trBpeCategoria}, {r: plArt1, trecho: "passe livre"}}},
	fBpeBeneficioCrianca - blocoBpe: {chave: "bpe.beneficio.crianca",
		texto: "O documento indica o benefício de criança (código 03): {1}.",
		fund:  []apoio{{r: resArt143Inc6Ali4, trecho: trBpeCategoria}, {r: resArt148, trecho: "uma criança de até 6 (seis) anos incompletos"}}},
	fBpeBeneficioOutro - blocoBpe: {chave: "bpe.beneficio.outro",
		texto: "O documento indica um desconto de código {1} ({2}): {3}. Não é uma das gratuidades ou descontos previstos nas leis que esta página trata (pessoa idosa, jovem, pessoa com deficiência, criança).",
		fund:  []apoio{{r: resArt143Inc6Ali4, trecho: trBpeCategoria}}},
	fBpeDescontoAbaixoIdoso - blocoBpe: {chave: "bpe.desconto.abaixo_idoso",
		texto: "O desconto na tarifa é de {1}%, abaixo dos 50% mínimos do desconto da pessoa idosa.",
		fund: []apoio{{r: epiArt40Inc2, trecho: "desconto de 50% (cinquenta por cento), no mínimo, no valor das passagens"},
			{r: resArt149Inc4, trecho: trBpeDesc50Idoso, so: soRodoviario}}},
	fBpeDescontoAbaixoJovem - blocoBpe: {chave: "bpe.desconto.abaixo_jovem",
		texto: "O desconto na tarifa é de {1}%, abaixo dos 50% mínimos do desconto do jovem.",
		fund: []apoio{{r: leiArt32Inc2, trecho: "desconto de 50% (cinquenta por cento), no mínimo, no valor das passagens"},
			{r: resArt149Inc5, trecho: trBpeDesc50Jovem, so: soRodoviario}}},
	fBpeDescontoReferencia - blocoBpe: {chave: "bpe.desconto.referencia",
		texto: "O desconto de 50% é calculado sobre o preço mais baixo do serviço à venda para a viagem e o trecho no momento do pedido, que o documento não mostra: o valor a pagar não pode passar da metade desse preço.",
		fund:  []apoio{{r: resArt149Par2, trecho: trBpeReferencia}}},
	fBpeTaxasIdoso - blocoBpe: {chave: "bpe.taxas.idoso",
		texto: "Na vaga gratuita da pessoa idosa foram cobrados {1}. O decreto exclui do benefício o pedágio e a taxa de embarque, mas o Superior Tribunal de Justiça julgou ilegal a regra idêntica do decreto anterior: a gratuidade abrange o pedágio e a tarifa dos terminais (REsp 1.543.465/RS). A cobrança pode ser contestada: peça o comprovante e reclame à ANTT ou à Defensoria Pública, citando essa decisão.",
		fund: []apoio{{r: d9921Art44Par1u, trecho: trBpeD9921Art44},
			{r: stjResp1543465, trecho: "as tarifas de pedágio e de utilização dos terminais rodoviários"}}},
	fBpeOutrasIdoso - blocoBpe: {chave: "bpe.taxas.outras_idoso",
		texto: "Foram cobrados também {1} em outros componentes ({2}): o decreto exclui do benefício da pessoa idosa apenas as tarifas de pedágio e de utilização dos terminais e as despesas com alimentação, e outra cobrança na vaga gratuita não tem base nos textos publicados e pode ser contestada.",
		fund:  []apoio{{r: d9921Art44Par1u, trecho: trBpeD9921Art44}}},
	fBpeTaxasJovem - blocoBpe: {chave: "bpe.taxas.jovem",
		texto: "Na vaga gratuita do jovem foram cobrados {1}: as tarifas de embarque e de pedágio e a alimentação não estão incluídas no benefício do jovem e podem ser cobradas.",
		fund:  []apoio{{r: decArt17Par1u, trecho: trechoTaxasDec}}},
	fBpeOutrasJovem - blocoBpe: {chave: "bpe.taxas.outras_jovem",
		texto: "Foram cobrados também {1} em outros componentes ({2}): o Decreto exclui do benefício do jovem apenas as tarifas dos terminais, o pedágio e a alimentação, e outra cobrança na vaga gratuita não tem base nos textos publicados e pode ser contestada.",
		fund:  []apoio{{r: decArt17Par1u, trecho: trechoTaxasDec}}},
	fBpeTaxasPcd - blocoBpe: {chave: "bpe.taxas.pcd",
		texto: "Na vaga gratuita do Passe Livre foram cobrados {1}. Os textos publicados não dizem se quem viaja com o Passe Livre paga a taxa de embarque, o pedágio e outras despesas: a cobrança pode ser contestada.",
		fund:  []apoio{{r: plArt1, trecho: "passe livre"}, {r: resArt149Inc3, trecho: "vagas gratuitas, sem limitação de assentos", so: soRodoviario}}},
	fBpeTaxasCrianca - blocoBpe: {chave: "bpe.taxas.crianca",
		texto: "A criança de até 6 anos incompletos que não ocupa poltrona viaja de graça, e o bilhete cobrou {1}: essa cobrança não tem base na Resolução e pode ser contestada.",
		fund:  []apoio{{r: resArt148, trecho: trBpeCrianca}}},
	fBpeCriancaPoltrona - blocoBpe: {chave: "bpe.beneficio.crianca_poltrona",
		texto: "O bilhete da criança tem poltrona ({1}): a gratuidade da Resolução é da criança que não ocupa poltrona; um desconto para a criança que ocupa poltrona é uma concessão da empresa.",
		fund:  []apoio{{r: resArt148, trecho: trBpeCrianca}}},
	fBpeNadaCobrado - blocoBpe: {chave: "bpe.taxas.nada_cobrado",
		texto: "Nada foi cobrado na vaga gratuita: nem tarifa, nem taxa de embarque, nem pedágio.",
		fund:  []apoio{{r: resArt143Inc6Ali1, trecho: "preço do serviço"}, {r: resArt143Inc6Ali3, trecho: "taxa de embarque, se houver"}}},
	fBpeNaoConvencional - blocoBpe: {chave: "bpe.servico.nao_convencional",
		texto: "O serviço do bilhete é {1}, não convencional. As vagas de benefício são das viagens em que o serviço convencional é ofertado; nelas, a gratuidade e o desconto valem em todas as poltronas do veículo, de qualquer classe. Se esta viagem não oferece serviço convencional, o benefício foi uma concessão da empresa.",
		fund:  []apoio{{r: resArt149, trecho: trBpeConvenc}, {r: resArt149Par1, trecho: trBpeTodasPolt}}},
	fBpeConvencional - blocoBpe: {chave: "bpe.servico.convencional",
		texto: "O serviço do bilhete é {1}: as vagas de benefício são das viagens em que o serviço convencional é ofertado.",
		fund:  []apoio{{r: resArt149, trecho: trBpeConvenc}, {r: resArt143Inc5Ali4, trecho: "classe do serviço"}}},
	fBpeNomeConfere - blocoBpe: {chave: "bpe.nome.confere",
		texto: "O bilhete com benefício traz o nome do passageiro ({1}): é nominal e intransferível.",
		fund: []apoio{{r: resArt143Inc4Ali1, trecho: "nome"}, {r: resArt145, trecho: trBpeNominais},
			{r: resArt145Par1, trecho: trBpeIntransf}, {r: decArt13Par7, trecho: "O bilhete de viagem do jovem é nominal e intransferível", so: soJovem}}},
	fBpeNomeFalta - blocoBpe: {chave: "bpe.nome.falta",
		texto: "O bilhete com benefício não traz o nome do passageiro: os bilhetes são nominais, e os de gratuidade ou desconto previstos em lei são intransferíveis.",
		fund: []apoio{{r: resArt143Inc4Ali1, trecho: "nome"}, {r: resArt145, trecho: trBpeNominais},
			{r: resArt145Par1, trecho: trBpeIntransf}, {r: decArt13Par7, trecho: "O bilhete de viagem do jovem é nominal e intransferível", so: soJovem}}},
	fBpeItensFaltam - blocoBpe: {chave: "bpe.itens.faltam",
		texto: "Faltam no documento informações que todo bilhete deve trazer: {1}.",
		fund:  []apoio{{r: resArt143, trecho: trBpeConstar}}},
	fBpeItensCompletos - blocoBpe: {chave: "bpe.itens.completos",
		texto: "O documento traz todas as informações obrigatórias do bilhete que o arquivo do BP-e pode mostrar.",
		fund:  []apoio{{r: resArt143, trecho: trBpeConstar}}},
	fBpeItensNaoVerificaveis - blocoBpe: {chave: "bpe.itens.nao_verificaveis",
		texto: "Estas informações obrigatórias não estão no arquivo do BP-e e não são conferidas aqui; confira-as no bilhete impresso (DABPE): {1}.",
		fund:  []apoio{{r: resArt142Par3, trecho: trBpeDABPE}, {r: resArt143, trecho: trBpeConstar}}},
	fBpeSoChave - blocoBpe: {chave: "bpe.chave.so_chave",
		texto: "A chave de acesso não diz o benefício, os valores nem o nome do passageiro: para conferir o bilhete inteiro, use o arquivo XML do BP-e.",
		fund:  []apoio{{r: resArt143Inc2Ali2, trecho: trBpeChave}}},
	fBpeDescontoSemCategoria - blocoBpe: {chave: "bpe.beneficio.sem_categoria",
		texto: "O documento dá um desconto de {1} sem dizer o tipo de desconto: se é uma gratuidade ou desconto previsto em lei, o bilhete deve indicar a categoria do beneficiário.",
		fund:  []apoio{{r: resArt143Inc6Ali4, trecho: trBpeCategoria}}},

	fBpeItemCnpj - blocoBpe:               {chave: "bpe.item.cnpj", texto: "CNPJ e razão social da empresa", fund: []apoio{{r: resArt143Inc1Ali1, trecho: "CNPJ e razão social"}}},
	fBpeItemEndereco - blocoBpe:           {chave: "bpe.item.endereco", texto: "endereço da empresa", fund: []apoio{{r: resArt143Inc1Ali2, trecho: "endereço"}}},
	fBpeItemSac - blocoBpe:                {chave: "bpe.item.sac", texto: "número do SAC da empresa", fund: []apoio{{r: resArt143Inc1Ali3, trecho: "número do SAC da autorizatária"}}},
	fBpeItemNumero - blocoBpe:             {chave: "bpe.item.numero", texto: "número e série do bilhete", fund: []apoio{{r: resArt143Inc2Ali1, trecho: "número do bilhete e da via, série"}}},
	fBpeItemChave - blocoBpe:              {chave: "bpe.item.chave", texto: "chave de acesso do BP-e", fund: []apoio{{r: resArt143Inc2Ali2, trecho: trBpeChave}}},
	fBpeItemLocalEmissao - blocoBpe:       {chave: "bpe.item.local_emissao", texto: "local de emissão do bilhete", fund: []apoio{{r: resArt143Inc2Ali3, trecho: "local de emissão do bilhete"}}},
	fBpeItemDataEmissao - blocoBpe:        {chave: "bpe.item.data_emissao", texto: "data e horário da emissão", fund: []apoio{{r: resArt143Inc2Ali4, trecho: "data e horário da emissão do bilhete"}}},
	fBpeItemPrefixo - blocoBpe:            {chave: "bpe.item.prefixo", texto: "prefixo da linha", fund: []apoio{{r: resArt143Inc3Ali1, trecho: "prefixo da linha"}}},
	fBpeItemMunicipios - blocoBpe:         {chave: "bpe.item.municipios", texto: "municípios de origem e destino da linha", fund: []apoio{{r: resArt143Inc3Ali2, trecho: "municípios de origem e destino da linha"}}},
	fBpeItemNome - blocoBpe:               {chave: "bpe.item.nome", texto: "nome do passageiro", fund: []apoio{{r: resArt143Inc4Ali1, trecho: "nome"}}},
	fBpeItemDocumento - blocoBpe:          {chave: "bpe.item.documento", texto: "número e tipo do documento de identificação do passageiro", fund: []apoio{{r: resArt143Inc4Ali2, trecho: "número e tipo do documento de identificação oficial"}}},
	fBpeItemCpf - blocoBpe:                {chave: "bpe.item.cpf", texto: "CPF do passageiro, se o possuir", fund: []apoio{{r: resArt143Inc4Ali3, trecho: "número do CPF, se o possuir"}}},
	fBpeItemDocumentoBeneficio - blocoBpe: {chave: "bpe.item.documento_beneficio", texto: "número do documento que comprova o benefício", fund: []apoio{{r: resArt143Inc4Ali4, trecho: "número ou código de identificação do documento comprobatório do benefício"}}},
	fBpeItemEmbarque - blocoBpe:           {chave: "bpe.item.embarque", texto: "município e local de embarque", fund: []apoio{{r: resArt143Inc5Ali1, trecho: "município e local de embarque do passageiro"}}},
	fBpeItemApresentacao - blocoBpe:       {chave: "bpe.item.apresentacao", texto: "data e horário de apresentação para embarque", fund: []apoio{{r: resArt143Inc5Ali2, trecho: "data e horário de apresentação para embarque"}}},
	fBpeItemInicioViagem - blocoBpe:       {chave: "bpe.item.inicio_viagem", texto: "data e horário do início da viagem do passageiro", fund: []apoio{{r: resArt143Inc5Ali3, trecho: "data e horário do início da viagem do passageiro"}}},
	fBpeItemClasse - blocoBpe:             {chave: "bpe.item.classe", texto: "classe do serviço", fund: []apoio{{r: resArt143Inc5Ali4, trecho: "classe do serviço"}}},
	fBpeItemPoltrona - blocoBpe:           {chave: "bpe.item.poltrona", texto: "número da poltrona", fund: []apoio{{r: resArt143Inc5Ali5, trecho: "número da poltrona"}}},
	fBpeItemDesembarque - blocoBpe:        {chave: "bpe.item.desembarque", texto: "município e local de desembarque", fund: []apoio{{r: resArt143Inc5Ali6, trecho: "município e local de desembarque do passageiro"}}},
	fBpeItemPreco - blocoBpe:              {chave: "bpe.item.preco", texto: "preço do serviço", fund: []apoio{{r: resArt143Inc6Ali1, trecho: "preço do serviço"}}},
	fBpeItemIcms - blocoBpe:               {chave: "bpe.item.icms", texto: "valor do ICMS", fund: []apoio{{r: resArt143Inc6Ali2, trecho: "valor do ICMS"}}},
	fBpeItemTaxaEmbarque - blocoBpe:       {chave: "bpe.item.taxa_embarque", texto: "taxa de embarque, se houver", fund: []apoio{{r: resArt143Inc6Ali3, trecho: "taxa de embarque, se houver"}}},
	fBpeItemCategoria - blocoBpe:          {chave: "bpe.item.categoria", texto: "categoria do beneficiário (gratuidade ou desconto previsto em lei)", fund: []apoio{{r: resArt143Inc6Ali4, trecho: trBpeCategoria}}},
	fBpeItemRegraRemarcacao - blocoBpe:    {chave: "bpe.item.regra_remarcacao", texto: "regra do bilhete para transferência e remarcação", fund: []apoio{{r: resArt143Inc6Ali5, trecho: "regra aplicada ao bilhete para transferência e remarcação"}}},
	fBpeItemGuia - blocoBpe:               {chave: "bpe.item.guia", texto: "indicação do Guia de Orientação aos Passageiros", fund: []apoio{{r: resArt143Inc7, trecho: "Guia de Orientação aos Passageiros"}}},
	fBpeItemAviso30 - blocoBpe:            {chave: "bpe.item.aviso_30_minutos", texto: "aviso de que o beneficiário da gratuidade deve chegar ao embarque até 30 minutos antes", fund: []apoio{{r: resArt143Par1, trecho: "comparecer ao ponto de embarque até 30 (trinta) minutos antes da hora marcada"}}},
	fBpeItemM3 - blocoBpe:                 {chave: "bpe.item.m3", texto: "aviso de viagem em micro-ônibus M3, quando for o caso", fund: []apoio{{r: resArt143Par3, trecho: "micro-ônibus categoria M3, quando for o caso"}}},
}
