//go:build !js

package calculator

// Templates of the atraso answers (see frases.go). Each template is named by its key; its
// constant (f + the key in camel case) is generated in frases_chaves.go
// (go generate).
// The rights (direitos) are sentences of this catalogue too.

// Words of Lei 11.975 the templates rely on, written once.
const (
	trL11975Art3Atraso     = "em caso de atraso da partida do ponto inicial ou em uma das paradas previstas durante o percurso por mais de 1 (uma) hora"
	trL11975Art3Direito    = "o transportador providenciará o embarque do passageiro em outra empresa que ofereça serviços equivalentes para o mesmo destino, se houver, ou restituirá, de imediato, se assim o passageiro optar, o valor do bilhete de passagem"
	trL11975Art3Valor      = "restituirá, de imediato, se assim o passageiro optar, o valor do bilhete de passagem"
	trL11975Art4Motivo     = "em caso de defeito, falha ou outro motivo de sua responsabilidade que interrompa ou atrase a viagem durante o seu curso"
	trL11975Art4Prazo      = "assegure continuidade à viagem num período máximo de 3 (três) horas após a interrupção"
	trL11975Art4Par1u      = "Na impossibilidade de se cumprir o disposto no caput deste artigo, fica assegurada ao passageiro a devolução do valor do bilhete de passagem"
	trL11975Art5           = "Durante a interrupção ou retardamento da viagem, a alimentação e a hospedagem, esta quando for o caso, dos passageiros correrão a expensas da transportadora"
	trL11975Art6           = "Se, em qualquer das paradas previstas, a viagem for interrompida por iniciativa do passageiro, nenhum reembolso será devido pelo transportador"
	trL11975Art12Veiculo   = "por eventual indisponibilidade de veículo de categoria em que o transporte foi contratado"
	trL11975Art12Superior  = "houver mudança de classe de serviço inferior para superior, nenhuma diferença de preço será devida pelo passageiro"
	trL11975Art12Par1      = "No caso inverso, é devida ao adquirente da passagem a restituição da diferença de preço, sendo facultado ao transportador proceder ao reembolso devido após a realização da viagem"
	trL11975Art12Par1Dif   = "a restituição da diferença de preço"
	trL11975Art1Rodoviario = "bilhetes de passagens adquiridos no transporte coletivo rodoviário de passageiros"
	trL11975Art3Opcao      = "se assim o passageiro optar"
	trL11975Art3Dever      = "o transportador providenciará o embarque do passageiro em outra empresa"
	trL11975Art4Par1uSe    = "Na impossibilidade de se cumprir o disposto no caput deste artigo"
)

var frasesAtraso = [...]modelo{
	{chave: "atraso.escopo",
		texto: "Os direitos por atraso, interrupção da viagem e mudança de classe são da Lei nº 11.975/2009, que trata do transporte coletivo rodoviário de passageiros (art. 1º). Para o transporte {1}, os textos publicados não trazem essas regras: consulte as condições da empresa.",
		fund:  []apoio{{r: l11975Art1, trecho: trL11975Art1Rodoviario}}},
	{chave: "atraso.semiurbana",
		texto: "As empresas que operam linhas urbanas e de características semiurbanas estão isentas de cumprir a Lei nº 11.975/2009 (art. 11): numa linha semiurbana, mesmo entre dois estados, os direitos dessa lei por atraso, interrupção ou mudança de classe não se aplicam.",
		fund:  []apoio{{r: l11975Art11, trecho: "As empresas que operam com linhas urbanas e de características semi-urbanas estão isentas de cumprir as disposições desta Lei"}}},
	{chave: "atraso.partida.alimentacao",
		texto: "Durante o atraso, a alimentação e, quando for o caso, a hospedagem dos passageiros correm por conta da empresa. A lei não fixa um tempo mínimo de atraso para isso.",
		fund:  []apoio{{r: l11975Art5, trecho: trL11975Art5}}},
	{chave: "atraso.partida.outra_empresa",
		texto: "O atraso da partida passou de 1 hora ({1}): você pode escolher entre o embarque, providenciado pela empresa, em outra empresa que ofereça serviço equivalente para o mesmo destino, se houver, e a devolução imediata do valor da passagem.",
		fund:  []apoio{{r: l11975Art3, trecho: trL11975Art3Atraso}, {r: l11975Art3, trecho: trL11975Art3Direito}}},
	{chave: "atraso.partida.ate_1h",
		texto: "A partida atrasou {1}, sem passar de 1 hora: a troca por outra empresa ou a devolução imediata do valor valem só quando o atraso passa de 1 hora.",
		fund:  []apoio{{r: l11975Art3, trecho: trL11975Art3Atraso}}},
	{chave: "atraso.partida.ate_agora",
		texto: "Até agora o atraso é de {1}. Se o ônibus ainda não tiver partido depois de {2}, o atraso terá passado de 1 hora, e você poderá escolher entre o embarque em outra empresa que ofereça serviço equivalente para o mesmo destino, se houver, e a devolução imediata do valor da passagem.",
		fund:  []apoio{{r: l11975Art3, trecho: trL11975Art3Atraso}, {r: l11975Art3, trecho: trL11975Art3Direito}}},
	{chave: "atraso.partida.sem_atraso",
		texto: "O ônibus partiu no horário previsto ({1}): não houve atraso da partida, e os direitos por atraso não se aplicam.",
		fund:  []apoio{{r: l11975Art3, trecho: trL11975Art3Atraso}, {r: l11975Art5, trecho: "Durante a interrupção ou retardamento da viagem"}}},
	{chave: "atraso.partida.antes_do_horario",
		texto: "O horário previsto da partida ({1}) ainda não chegou: ainda não há atraso. Se houver, a alimentação e, quando for o caso, a hospedagem correm por conta da empresa durante todo o atraso; e, se o ônibus ainda não tiver partido depois de {2}, você poderá escolher entre o embarque em outra empresa que ofereça serviço equivalente para o mesmo destino, se houver, e a devolução imediata do valor da passagem.",
		fund:  []apoio{{r: l11975Art3, trecho: trL11975Art3Atraso}, {r: l11975Art3, trecho: trL11975Art3Direito}, {r: l11975Art5, trecho: trL11975Art5}}},
	{chave: "atraso.partida.valor",
		texto: "Se você escolher a devolução, a empresa deve devolver de imediato o valor da passagem, {1}.",
		fund:  []apoio{{r: l11975Art3, trecho: trL11975Art3Valor}}},
	{chave: "atraso.interrupcao.continuidade",
		texto: "A viagem foi interrompida em {1} por defeito, falha ou outro motivo de responsabilidade da empresa: ela deve assegurar a continuidade da viagem em até 3 horas após a interrupção, ou seja, até {2}.",
		fund:  []apoio{{r: l11975Art4, trecho: trL11975Art4Motivo}, {r: l11975Art4, trecho: trL11975Art4Prazo}}},
	{chave: "atraso.interrupcao.continuidade.cumprida",
		texto: "A viagem foi interrompida em {1} por defeito, falha ou outro motivo de responsabilidade da empresa e retomada em {3}, dentro das 3 horas após a interrupção que a empresa tinha para assegurar a continuidade (até {2}): a empresa cumpriu esse prazo, e por isso a devolução do valor da passagem, que a lei assegura só quando a continuidade não vem em 3 horas, não é devida.",
		fund: []apoio{{r: l11975Art4, trecho: trL11975Art4Motivo}, {r: l11975Art4, trecho: trL11975Art4Prazo},
			{r: l11975Art4Par1u, trecho: trL11975Art4Par1uSe}}},
	{chave: "atraso.interrupcao.continuidade.descumprida",
		texto: "A viagem foi interrompida em {1} por defeito, falha ou outro motivo de responsabilidade da empresa, que devia assegurar a continuidade da viagem em até 3 horas após a interrupção, ou seja, até {2}; {3}.",
		fund:  []apoio{{r: l11975Art4, trecho: trL11975Art4Motivo}, {r: l11975Art4, trecho: trL11975Art4Prazo}}},
	{chave: "atraso.interrupcao.reembolso",
		texto: "Como a continuidade da viagem não foi assegurada em até 3 horas após a interrupção, você tem direito à devolução do valor da passagem.",
		fund:  []apoio{{r: l11975Art4, trecho: trL11975Art4Prazo}, {r: l11975Art4Par1u, trecho: trL11975Art4Par1u}}},
	{chave: "atraso.interrupcao.reembolso.se_nao_retomada",
		texto: "Se a viagem não for retomada até {1}, você passa a ter direito à devolução do valor da passagem.",
		fund:  []apoio{{r: l11975Art4, trecho: trL11975Art4Prazo}, {r: l11975Art4Par1u, trecho: trL11975Art4Par1u}}},
	{chave: "atraso.interrupcao.valor",
		texto: "O valor da passagem a devolver é {1}.",
		fund:  []apoio{{r: l11975Art4Par1u, trecho: "a devolução do valor do bilhete de passagem"}}},
	{chave: "atraso.interrupcao.alimentacao",
		texto: "Durante a interrupção, a alimentação e, quando for o caso, a hospedagem dos passageiros correm por conta da empresa.",
		fund:  []apoio{{r: l11975Art5, trecho: trL11975Art5}}},
	{chave: "atraso.interrupcao.iniciativa",
		texto: "Você decidiu interromper a viagem numa das paradas previstas: nesse caso a empresa não deve reembolso algum.",
		fund:  []apoio{{r: l11975Art6, trecho: trL11975Art6}}},
	{chave: "atraso.interrupcao.iniciativa.sem_prazo",
		texto: "A continuidade em até 3 horas e a devolução do valor da passagem são devidas quando a interrupção vem de defeito, falha ou outro motivo de responsabilidade da empresa, não quando o passageiro decide parar: por isso não há prazo de continuidade.",
		fund:  []apoio{{r: l11975Art4, trecho: trL11975Art4Motivo}, {r: l11975Art4Par1u, trecho: trL11975Art4Par1u}, {r: l11975Art6, trecho: trL11975Art6}}},
	{chave: "atraso.classe.superior",
		texto: "Sem veículo da classe contratada, a empresa levou você numa classe superior: você não deve diferença de preço alguma.",
		fund:  []apoio{{r: l11975Art12, trecho: trL11975Art12Veiculo}, {r: l11975Art12, trecho: trL11975Art12Superior}}},
	{chave: "atraso.classe.inferior",
		texto: "Sem veículo da classe contratada, a empresa levou você numa classe inferior: você tem direito à restituição da diferença de preço, que a empresa pode pagar depois da viagem.",
		fund:  []apoio{{r: l11975Art12, trecho: trL11975Art12Veiculo}, {r: l11975Art12Par1, trecho: trL11975Art12Par1}}},
	{chave: "atraso.classe.diferenca",
		texto: "A diferença a restituir é {1}: a tarifa paga ({2}) menos o preço da classe oferecida ({3}).",
		fund:  []apoio{{r: l11975Art12Par1, trecho: trL11975Art12Par1Dif}}},
	{chave: "atraso.classe.diferenca.nao_positiva",
		texto: "O preço informado da classe oferecida ({3}) não é menor que a tarifa paga ({2}): com esses valores a diferença a restituir é zero. A diferença é entre os preços das duas classes; confira o preço da classe contratada no mesmo trecho.",
		fund:  []apoio{{r: l11975Art12Par1, trecho: trL11975Art12Par1Dif}}},
	{chave: "atraso.classe.diferenca.sem_valores",
		texto: "Para a calculadora calcular a diferença a restituir, informe a tarifa paga e o preço da classe oferecida.",
		fund:  []apoio{{r: l11975Art12Par1, trecho: trL11975Art12Par1Dif}}},
	{chave: "atraso.classe.pedido_do_passageiro",
		texto: "Se foi você quem pediu a mudança de classe, a regra é outra: a empresa substitui o bilhete, ajustando-o à tarifa em vigor e registrando nele as diferenças para mais ou para menos.",
		fund: []apoio{{r: l11975Art12Par2, trecho: "Quando a modificação na classe do serviço ocorrer por solicitação do passageiro, o transportador deverá promover a substituição do respectivo bilhete de passagem, ajustando-o à tarifa vigente"},
			{r: l11975Art12Par2, trecho: "registrando nele as diferenças havidas para mais ou para menos"}}},
	{chave: "atraso.partida.outra_empresa.condicional",
		texto: "O atraso da partida passou de 1 hora ({1}). Se você não viajou no ônibus atrasado, pode escolher entre o embarque, providenciado pela empresa, em outra empresa que ofereça serviço equivalente para o mesmo destino, se houver, e a devolução imediata do valor da passagem; se viajou nele, a calculadora entende que essas duas alternativas eram à viagem atrasada, a escolher durante o atraso, e não cabem depois dela.",
		fund:  []apoio{{r: l11975Art3, trecho: trL11975Art3Atraso}, {r: l11975Art3, trecho: trL11975Art3Direito}}},
	{chave: "atraso.partida.valor.condicional",
		texto: "A devolução do valor da passagem, {1}, é devida só se você não viajou no ônibus atrasado: nesse caso, se você a escolher, a empresa deve fazê-la de imediato.",
		fund:  []apoio{{r: l11975Art3, trecho: trL11975Art3Valor}}},
	{chave: "atraso.partida.alimentacao.seguiu_viagem",
		texto: "Durante o atraso, a alimentação e, quando for o caso, a hospedagem dos passageiros corriam por conta da empresa: se você pagou refeições ou hospedagem enquanto esperava, pode pedir esse valor à empresa, com os comprovantes.",
		fund:  []apoio{{r: l11975Art5, trecho: trL11975Art5}}},
	{chave: "atraso.partida.seguiu_viagem",
		texto: "Você viajou no ônibus atrasado ({1} de atraso). A lei oferece o embarque em outra empresa ou a devolução imediata do valor da passagem, se assim o passageiro optar, como alternativas à viagem atrasada, escolhidas durante o atraso: essa é a leitura da calculadora, e por isso ela não aponta devolução depois de você ter viajado. A lei põe na empresa o dever de providenciar o embarque em outra empresa (ela “providenciará”); já numa interrupção da viagem, a devolução fica “assegurada” quando a continuidade não vem em 3 horas. Se durante o atraso a empresa não lhe ofereceu nenhuma das duas alternativas, você pode reclamar: " + reclamarRodoviario + ".",
		fund: comReclamar(apoio{r: l11975Art3, trecho: trL11975Art3Dever}, apoio{r: l11975Art3, trecho: trL11975Art3Opcao},
			apoio{r: l11975Art4Par1u, trecho: "fica assegurada ao passageiro a devolução do valor do bilhete de passagem"})},
	{chave: "atraso.interrupcao.reembolso.seguiu_viagem",
		texto: "Você informou que seguiu viagem. A lei assegura a devolução do valor da passagem quando a continuidade não vem em 3 horas após a interrupção, sem excluir quem seguiu viagem depois: essa é a leitura literal, que favorece o passageiro; a empresa pode contestá-la porque a viagem prosseguiu.",
		fund:  []apoio{{r: l11975Art4, trecho: trL11975Art4Prazo}, {r: l11975Art4Par1u, trecho: trL11975Art4Par1u}}},
}
