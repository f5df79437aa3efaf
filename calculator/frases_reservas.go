//go:build !js

package calculator

// Templates of the reservas answers (see frases.go). Each template is named by its key; its
// constant (f + the key in camel case) is generated in frases_chaves.go
// (go generate).

const (
	trResArt150Par1MesmoDia = "não poderá, ainda que em autorizatárias diferentes, fazer reserva em mais de um horário para o mesmo dia e mesmo destino"
	trDecArt15MesmoDia      = "O beneficiário não poderá fazer reserva em mais de um horário para o mesmo dia e mesmo destino"
)

var frasesReservas = [...]modelo{
	{chave: "reservas.conflito",
		texto: "A {1} reserva da lista são para o mesmo destino no mesmo dia ({2}).",
		fund:  []apoio{{r: resArt150Par1, trecho: "para o mesmo dia e mesmo destino"}}},
	{chave: "reservas.conflito.fuso",
		texto: "A {1} reserva da lista são para o mesmo destino no mesmo dia ({2}), cada partida na hora local do seu fuso.",
		fund:  []apoio{{r: resArt150Par1, trecho: "para o mesmo dia e mesmo destino"}}},
	{chave: "reservas.recusa",
		texto: "Nesse caso a empresa pode recusar o benefício e deve emitir, no ato, um documento de recusa com: nome e CNPJ da empresa; data, origem e destino da viagem pretendida; data, hora e local da solicitação; o motivo da recusa; e um número de identificação. A opção de receber esse documento deve existir também nos pontos de venda não presenciais. Para o jovem, o Decreto nº 8.537/2015 também exige esse documento, com a data, a hora, o local e o motivo da recusa.",
		fund: []apoio{{r: resArt150Par2, trecho: "poderá recusar a concessão do benefício quando sua solicitação caracterizar prática de domínio de reserva de lugares"},
			{r: resArt153, trecho: "deverá emitir, no ato, documento ao solicitante"},
			{r: resArt153Inc1, trecho: "nome e número do CPNJ da autorizatária"},
			{r: resArt153Inc2, trecho: "data, origem e destino da viagem pretendida"},
			{r: resArt153Inc3, trecho: "data, hora e local da solicitação"},
			{r: resArt153Inc4, trecho: "motivo da recusa"},
			{r: resArt153Par1, trecho: "O documento de recusa deverá conter número de identificação"},
			{r: resArt153Par2, trecho: "A opção de receber o documento de recusa deverá estar disponível inclusive nos pontos de venda não presenciais"},
			{r: decArt14Par1u, trecho: "documento que indicará a data, a hora, o local e o motivo da recusa"}}},
	{chave: "reservas.nenhum",
		texto: "Nenhuma reserva da lista repete o destino e o dia de outra.",
		fund: []apoio{{r: resArt150Par1, trecho: trResArt150Par1MesmoDia},
			{r: decArt15, trecho: trDecArt15MesmoDia}}},
	{chave: "reservas.comparacao",
		texto: "Os destinos são comparados sem diferenciar maiúsculas, acentos e espaços repetidos; o dia de cada partida é a data na hora local do fuso em que foi escrita, e a mesma partida escrita em dois fusos conta como o mesmo dia. Reservas ligadas por conflitos aparecem juntas, num só grupo.",
		fund: []apoio{{r: resArt150Par1, trecho: "para o mesmo dia e mesmo destino"},
			{r: decArt15, trecho: "para o mesmo dia e mesmo destino"}}},
	{chave: "reservas.impraticavel",
		texto: "A calculadora verifica só reservas para o mesmo destino no mesmo dia; se uma combinação de dias e horários é impraticável e caracteriza domínio de reserva de lugares depende de cada caso e não é verificada.",
		fund: []apoio{{r: resArt150Par1, trecho: "para horários e dias cuja realização da viagem se demonstre impraticável e caracterize domínio de reserva de lugares"},
			{r: decArt15, trecho: "para horários e dias cuja realização da viagem se demonstre impraticável e caracterize domínio de reserva de lugares"}}},
	{chave: "reservas.conflito.instante",
		texto: "A {1} reserva da lista são para o mesmo destino e a mesma partida ({2}), escrita em dois fusos.",
		fund:  []apoio{{r: resArt150Par1, trecho: "para o mesmo dia e mesmo destino"}}},
	{chave: "reservas.conflito.grupo",
		texto: "A {1} reserva da lista são para o mesmo destino, e cada uma parte no mesmo dia que outra delas ou na mesma partida escrita em outro fuso (dias locais: {2}).",
		fund:  []apoio{{r: resArt150Par1, trecho: "para o mesmo dia e mesmo destino"}}},
	{chave: "reservas.regra",
		texto: "O beneficiário não pode reservar mais de um horário para o mesmo dia e o mesmo destino, ainda que em empresas diferentes.",
		fund: []apoio{{r: resArt150Par1, trecho: trResArt150Par1MesmoDia},
			{r: decArt15, trecho: trDecArt15MesmoDia}}},
}
