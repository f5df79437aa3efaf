package calculator

import "viagemdedireito/calculator/instante"

// The typed contract: one request and one response type per operation, the
// schema of contract v1 in Go. The JSON tags are the contract's keys; a tag
// with omitempty marks an optional request field; a pointer is an optional
// field whose absence differs from its zero value (a default other than
// zero, or "not informed") or, in a response, a field that may be null.
// Instants are instante.Time (RFC 3339 with offset in JSON); a field tagged
// formato:"data" is a calendar date (AAAA-MM-DD, read at 00:00 UTC). The doc
// comments of these types and fields are the descriptions of
// wasm/calculadora.d.ts and of the OpenAPI document of the HTTP API, which
// package calculator/esquema generates from them.

// Categoria is the passenger's category.
type Categoria string

// Valores lists the categories of contract v1.
func (Categoria) Valores() []string { return valoresCategorias() }

// Modal is the mode of transport.
type Modal string

// Valores lists the modes of contract v1.
func (Modal) Valores() []string { return []string{modRodoviario, modFerroviario, modAquaviario} }

// Navegacao is the kind of waterway of an aquaviario trip (rules revision
// 4, R5).
type Navegacao string

// Valores lists the kinds of waterway.
func (Navegacao) Valores() []string { return []string{navInterior, navMaritima} }

// UF is a federative unit; the engine also accepts it in lower case.
type UF string

// Valores lists the 27 federative units.
func (UF) Valores() []string { return ufs[:] }

// Canal is where a ticket was bought.
type Canal string

// Valores lists the purchase channels.
func (Canal) Valores() []string { return []string{canalPresencial, canalNaoPresencial} }

// CategoriaVaga is the category of a grant counted by disponibilidade;
// companions count as pcd.
type CategoriaVaga string

// Valores lists the categories of grants.
func (CategoriaVaga) Valores() []string { return []string{catJovem, catIdoso, catPcd, catAcompanhante} }

// TipoConcessao is the kind of a grant.
type TipoConcessao string

// Valores lists the kinds of grants.
func (TipoConcessao) Valores() []string { return []string{tipoGratuidade, tipoDesconto} }

// TipoBeneficio is what the passenger gets.
type TipoBeneficio string

// Valores lists the benefits of an answer.
func (TipoBeneficio) Valores() []string {
	return []string{benGratuidade, benDesconto, benNenhum, benNaoSeAplica, benSemPrevisao}
}

// Situacao is the state of the benefit's seat reservation.
type Situacao string

// Valores lists the situations.
func (Situacao) Valores() []string { return []string{sitGarantida, sitSujeita, sitEncerrada} }

// RegraReembolso is the rule that decided a refund.
type RegraReembolso string

// Valores lists the refund rules.
func (RegraReembolso) Valores() []string {
	return []string{regraUtilizado, regraM3, regraAtraso, regraArrependimento, regraPadrao,
		regraAntesDoEmbarque, regraForaDoPrazo, regraForaDoEscopo}
}

// Percentual is the discount on the fare, in percent.
type Percentual int64

// ValoresInteiros lists the percentages an answer may give.
func (Percentual) ValoresInteiros() []int64 { return []int64{100, 50, 0} }

// Centavos is an amount of money in integer centavos (R$ 1,00 = 100), 0 to
// 100000000 in requests.
type Centavos int64

// ---------------------------------------------------------------- requests

// PedidoBeneficio asks what a passenger gets on a trip.
type PedidoBeneficio struct {
	// When the request is made.
	Agora     instante.Time `json:"agora"`
	Categoria Categoria     `json:"categoria"`
	// Checks the age limits on the boarding date (may go back to 1880).
	Nascimento *instante.Time   `json:"nascimento,omitempty" formato:"data"`
	Viagem     ViagemBeneficio  `json:"viagem"`
	Vagas      *VagasConcedidas `json:"vagas,omitempty"`
	Precos     *Precos          `json:"precos,omitempty"`
	// For pcd: the Passe Livre credential names a companion; default
	// false. The answer then says what the companion gets.
	CredencialComAcompanhante bool `json:"credencialComAcompanhante,omitempty"`
}

// ViagemBeneficio is the trip of a beneficio request.
type ViagemBeneficio struct {
	Modal     Modal `json:"modal"`
	UfOrigem  UF    `json:"ufOrigem"`
	UfDestino UF    `json:"ufDestino"`
	// Default true.
	LinhaRegular *bool `json:"linhaRegular,omitempty"`
	// The trip offers conventional service.
	Convencional bool `json:"convencional"`
	// Departure from the line's initial point.
	PartidaLinha instante.Time `json:"partidaLinha"`
	// Start of the passenger's own trip, not before partidaLinha; default partidaLinha.
	Embarque *instante.Time `json:"embarque,omitempty"`
	// For crianca; default false.
	OcupaPoltrona bool `json:"ocupaPoltrona,omitempty"`
	// 1 to 100, default 1 (Res art149 §7).
	ServicosSimultaneos *int64 `json:"servicosSimultaneos,omitempty" min:"1" max:"100"`
	// Length of the passenger's trip in km, 1 to 10000: the purchase window
	// of the elderly discount (D9921 art40 parágrafo único).
	DistanciaKm *int64 `json:"distanciaKm,omitempty" min:"1" max:"10000"`
	// Read only with aquaviario (rules revision 4, R5): interior (default:
	// rivers, lakes, lagoons and bays, crossings included, the decrees'
	// list; a route inside a bay is interior) or maritima (a route on the
	// open sea, outside that list).
	Navegacao Navegacao `json:"navegacao,omitempty"`
}

// VagasConcedidas counts the grants of this category already made on the
// section. A count left out is not said, not zero (rules revision 4, R8):
// the answer's count of that kind is then null.
type VagasConcedidas struct {
	GratuitasConcedidas *int64 `json:"gratuitasConcedidas,omitempty" min:"0" max:"1000000"`
	DescontosConcedidos *int64 `json:"descontosConcedidos,omitempty" min:"0" max:"1000000"`
}

// Precos are the prices of the trip.
type Precos struct {
	// Lowest service price on sale for the trip and section now.
	MenorTarifa  *Centavos `json:"menorTarifa,omitempty"`
	TaxaEmbarque Centavos  `json:"taxaEmbarque,omitempty"`
	Pedagio      Centavos  `json:"pedagio,omitempty"`
	Outras       Centavos  `json:"outras,omitempty"`
}

// PedidoReembolso asks what a passenger gets back when cancelling a ticket.
type PedidoReembolso struct {
	// When the cancellation is requested.
	Agora instante.Time `json:"agora"`
	// Default rodoviario; other modes get direito null.
	Modal  Modal           `json:"modal,omitempty"`
	Compra Compra          `json:"compra"`
	Viagem ViagemReembolso `json:"viagem"`
	// Default false.
	Utilizado bool `json:"utilizado,omitempty"`
	// Default true (Res art147 §2–§3).
	ProtocoloFornecido *bool `json:"protocoloFornecido,omitempty"`
	// Default false (Res art143 §4).
	M3NaoInformado bool `json:"m3NaoInformado,omitempty"`
	// Default 0 (L11975 art3).
	AtrasoPartidaMinutos int64 `json:"atrasoPartidaMinutos,omitempty" min:"0" max:"1000000"`
}

// Compra is the purchase of the ticket.
type Compra struct {
	// Purchase instant.
	Em           instante.Time `json:"em"`
	Canal        Canal         `json:"canal"`
	Tarifa       Centavos      `json:"tarifa"`
	TaxaEmbarque Centavos      `json:"taxaEmbarque,omitempty"`
	Pedagio      Centavos      `json:"pedagio,omitempty"`
	Outras       Centavos      `json:"outras,omitempty"`
	// Bought on credit; default false. The refund is then paid only after
	// the debt is paid off (L11975 art15).
	APrazo bool `json:"aPrazo,omitempty"`
	// Read only with aPrazo: the day the debt was, or is expected to be,
	// paid off (rules revision 4, R3); pagarAte is counted from the later
	// of it and agora's date.
	QuitadaEm *instante.Time `json:"quitadaEm,omitempty" formato:"data"`
	// Today's fare of the same section (rules revision 4, R2: L11975
	// art13 §2 counts the refund on the fare of the day), for
	// valores.diferencaTarifa.
	TarifaAtual *Centavos `json:"tarifaAtual,omitempty"`
}

// ViagemReembolso is the trip of a refund request.
type ViagemReembolso struct {
	// Start of the passenger's trip.
	Embarque instante.Time `json:"embarque"`
}

// PedidoDisponibilidade asks for the seats per category on a section
// (operators, Res art150 §4).
type PedidoDisponibilidade struct {
	// The line's stops in order, 2 to 1000.
	Paradas []string `json:"paradas" minItems:"2" maxItems:"1000" maxLength:"500"`
	// Default 1.
	ServicosSimultaneos *int64 `json:"servicosSimultaneos,omitempty" min:"1" max:"100"`
	// Up to 20000 grants.
	Concedidos []Concessao `json:"concedidos,omitempty" maxItems:"20000"`
	// The section consulted.
	Trecho Trecho `json:"trecho"`
}

// Concessao is one benefit already granted from stop de to stop ate.
type Concessao struct {
	Categoria CategoriaVaga `json:"categoria"`
	Tipo      TipoConcessao `json:"tipo"`
	// Stop index, de < ate.
	De  int64 `json:"de" min:"0" max:"999"`
	Ate int64 `json:"ate" min:"0" max:"999"`
}

// Trecho is a section of the line, by stop index.
type Trecho struct {
	De  int64 `json:"de" min:"0" max:"999"`
	Ate int64 `json:"ate" min:"0" max:"999"`
}

// PedidoRemarcacao asks about rebooking a ticket (Res art144, art146).
type PedidoRemarcacao struct {
	Agora instante.Time `json:"agora"`
	// Instant of first issuance.
	Emissao   instante.Time `json:"emissao"`
	ValorPago Centavos      `json:"valorPago"`
	NovoValor Centavos      `json:"novoValor"`
	Taxa      *Centavos     `json:"taxa,omitempty"`
	// Default false.
	TaxaInformadaNaCompra bool `json:"taxaInformadaNaCompra,omitempty"`
	// Default false.
	TaxaNoBilhete bool `json:"taxaNoBilhete,omitempty"`
	// Today's fare of the section on the ticket (rules revision 4, R2):
	// when greater than valorPago, it is the ticket's credit (L11975 art13
	// §1).
	TarifaAtualDoTrecho *Centavos `json:"tarifaAtualDoTrecho,omitempty"`
}

// PedidoReservas is the anti-hoarding check (Res art150 §1; Dec art15).
type PedidoReservas struct {
	// Up to 200 reservations.
	Reservas []Reserva `json:"reservas" maxItems:"200"`
}

// Reserva is one reservation of the same beneficiary.
type Reserva struct {
	Destino        string        `json:"destino" maxLength:"500"`
	Partida        instante.Time `json:"partida"`
	Transportadora string        `json:"transportadora,omitempty" maxLength:"500"`
}

// --------------------------------------------------------------- responses

// Fundamentacao is a set of legal bases, written as a list of Citacao in
// the catalogue's order (the order of [Fundamentos]).
type Fundamentacao struct {
	r refs
}

// Citacoes returns the citations of f in order.
func (f Fundamentacao) Citacoes() []Citacao {
	var out []Citacao
	for r := ref(0); r < nRefs; r++ {
		if f.r.has(r) {
			out = append(out, citacoes[r])
		}
	}
	return out
}

// Nota is a remark in Portuguese with its own legal bases.
type Nota struct {
	Texto       string        `json:"texto"`
	Fundamentos Fundamentacao `json:"fundamentos"`
}

// Contagem is a seat count; total and disponiveis are null when unlimited.
type Contagem struct {
	Total       *int64 `json:"total"`
	Ocupadas    int64  `json:"ocupadas"`
	Disponiveis *int64 `json:"disponiveis"`
}

// Vagas are the benefit seats of a category on the section.
type Vagas struct {
	Gratuitas Contagem `json:"gratuitas"`
	Descontos Contagem `json:"descontos"`
}

// VagasBeneficio are the benefit seats of the passenger's category on the
// section; a kind whose count the request did not give is null (rules
// revision 4, R8: a count left out is not zero).
type VagasBeneficio struct {
	Gratuitas *Contagem `json:"gratuitas"`
	Descontos *Contagem `json:"descontos"`
}

// RespostaBeneficio is the answer of beneficio.
type RespostaBeneficio struct {
	// In scope and the category's conditions are met; true with nenhum: no seat left; null with sem_previsao.
	Elegivel           *bool         `json:"elegivel"`
	Beneficio          TipoBeneficio `json:"beneficio"`
	DescontoPercentual Percentual    `json:"descontoPercentual"`
	// One sentence in Portuguese.
	Motivo string `json:"motivo"`
	// The citations that ground the motivo, and only it.
	MotivoFundamentos Fundamentacao `json:"motivoFundamentos"`
	// Given exactly when beneficio is gratuidade or desconto.
	Situacao *Situacao `json:"situacao"`
	Prazos   Prazos    `json:"prazos"`
	// Null without precos (or when the fare cannot be computed).
	Valores *ValoresBeneficio `json:"valores"`
	// Null with nao_se_aplica, for a child carried free, and without the
	// request's vagas object (revision 3).
	Vagas      *VagasBeneficio `json:"vagas"`
	Documentos []string        `json:"documentos"`
	// documentosFundamentos[i]: the citations that ground documentos[i].
	DocumentosFundamentos []Fundamentacao `json:"documentosFundamentos"`
	Notas                 []Nota          `json:"notas"`
	Fundamentos           Fundamentacao   `json:"fundamentos"`
}

// Prazos are the deadlines of the trip.
type Prazos struct {
	SolicitarAte  *instante.Time `json:"solicitarAte"`
	ApresentarAte *instante.Time `json:"apresentarAte"`
	// The elderly discount is bought at most 6 h (up to 500 km) or 12 h
	// (over 500 km) before the trip (D9921 art40 parágrafo único); null
	// without viagem.distanciaKm or other benefit.
	ComprarAPartirDe *instante.Time `json:"comprarAPartirDe"`
}

// ValoresBeneficio are what the passenger pays, in centavos.
type ValoresBeneficio struct {
	Tarifa       Centavos `json:"tarifa"`
	TaxaEmbarque Centavos `json:"taxaEmbarque"`
	Pedagio      Centavos `json:"pedagio"`
	Outras       Centavos `json:"outras"`
	Total        Centavos `json:"total"`
}

// RespostaReembolso is the answer of reembolso.
type RespostaReembolso struct {
	// Null outside road transport.
	Direito *bool             `json:"direito"`
	Regra   RegraReembolso    `json:"regra"`
	Valores *ValoresReembolso `json:"valores"`
	// The refund is due at once.
	Imediato bool `json:"imediato"`
	// Null when no refund is due.
	PagarAte    *instante.Time `json:"pagarAte" formato:"data"`
	Notas       []Nota         `json:"notas"`
	Fundamentos Fundamentacao  `json:"fundamentos"`
}

// ValoresReembolso are the amounts of a refund, in centavos.
type ValoresReembolso struct {
	// Fare refunded after the maximum retention.
	Tarifa Centavos `json:"tarifa"`
	// Fees refunded.
	Taxas          Centavos `json:"taxas"`
	RetencaoMaxima Centavos `json:"retencaoMaxima"`
	// IPCA adjustment.
	Correcao Centavos `json:"correcao"`
	// What the passenger gets at least.
	Total Centavos `json:"total"`
	// compra.tarifaAtual − compra.tarifa when the fare rose since the
	// purchase, on a refund by the passenger's withdrawal (padrao,
	// antes_do_embarque, arrependimento_7_dias), before the sales
	// commission (L11975 art13 §2); null otherwise (rules revision 4, R2).
	DiferencaTarifa *Centavos `json:"diferencaTarifa"`
}

// RespostaDisponibilidade is the answer of disponibilidade.
type RespostaDisponibilidade struct {
	Categorias  CategoriasDisponibilidade `json:"categorias"`
	Notas       []Nota                    `json:"notas"`
	Fundamentos Fundamentacao             `json:"fundamentos"`
}

// CategoriasDisponibilidade are the seats per category; pcd.descontos is
// all zeros; companions count as pcd.
type CategoriasDisponibilidade struct {
	Jovem Vagas `json:"jovem"`
	Idoso Vagas `json:"idoso"`
	Pcd   Vagas `json:"pcd"`
}

// RespostaRemarcacao is the answer of remarcacao.
type RespostaRemarcacao struct {
	// Within one year of issuance (CC art132 §3); when false every amount is 0.
	Valido    bool          `json:"valido"`
	ValidoAte instante.Time `json:"validoAte" formato:"data"`
	// novoValor − credito.
	Diferenca Centavos `json:"diferenca"`
	// The ticket's credit used for diferenca (rules revision 4, R2):
	// tarifaAtualDoTrecho when greater than valorPago, else valorPago; 0
	// when valido is false or valorPago is 0.
	Credito       Centavos      `json:"credito"`
	TaxaPermitida bool          `json:"taxaPermitida"`
	TaxaCobravel  Centavos      `json:"taxaCobravel"`
	TotalAPagar   Centavos      `json:"totalAPagar"`
	TotalAReceber Centavos      `json:"totalAReceber"`
	Notas         []Nota        `json:"notas"`
	Fundamentos   Fundamentacao `json:"fundamentos"`
}

// RespostaReservas is the answer of reservas.
type RespostaReservas struct {
	// One item per group, ordered by its first index; empty when none.
	Conflitos   []Conflito    `json:"conflitos"`
	Notas       []Nota        `json:"notas"`
	Fundamentos Fundamentacao `json:"fundamentos"`
}

// Conflito is a group of reservations to the same destination on the same
// local day (or at the same instant), linked by conflicts.
type Conflito struct {
	// The indexes of the group, two or more, ascending.
	Reservas    []int64       `json:"reservas" minItems:"2"`
	Motivo      string        `json:"motivo"`
	Fundamentos Fundamentacao `json:"fundamentos"`
}

// ------------------------------------------------------------------ atraso

// EventoAtraso is what happened to the trip (L11975 arts. 3º–6º, 12).
type EventoAtraso string

// Valores lists the events of atraso.
func (EventoAtraso) Valores() []string { return opcoesEvento }

// SentidoClasse is the direction of a change of service class.
type SentidoClasse string

// Valores lists the directions.
func (SentidoClasse) Valores() []string { return opcoesSentido }

// CodigoDireito names one right of an atraso answer.
type CodigoDireito string

// Valores lists the rights of atraso.
func (CodigoDireito) Valores() []string {
	return []string{dirOutraEmpresaOuReembolso, dirAlimentacaoHospedagem, dirContinuidade, dirReembolsoInterrupcao,
		dirSemReembolso, dirSemDiferenca, dirRestituicaoDiferenca}
}

// PedidoAtraso asks what a road passenger gets when the departure is late,
// the trip is interrupted or the class of service changes (L11975 arts.
// 3º–6º, 11, 12). The fields of one evento are read only with that evento.
type PedidoAtraso struct {
	// When the request is made.
	Agora instante.Time `json:"agora"`
	// Other modes get direitos null (L11975 art1: road).
	Modal Modal `json:"modal"`
	// A line of urban or semi-urban character; default false (L11975 art11: direitos null).
	LinhaSemiurbana bool         `json:"linhaSemiurbana,omitempty"`
	Evento          EventoAtraso `json:"evento"`
	// The ticket; optional.
	Compra *CompraAtraso `json:"compra,omitempty"`
	// atraso_partida, required: scheduled departure from the initial point or from a scheduled stop.
	Previsto *instante.Time `json:"previsto,omitempty"`
	// atraso_partida: actual departure, not before previsto nor after agora; absent while the bus has not left.
	Partida *instante.Time `json:"partida,omitempty"`
	// interrupcao, required: when the trip stopped, not after agora.
	InterrompidaEm *instante.Time `json:"interrompidaEm,omitempty"`
	// interrupcao: when the trip went on, not before interrompidaEm nor after agora; absent while it has not.
	RetomadaEm *instante.Time `json:"retomadaEm,omitempty"`
	// interrupcao: the passenger chose to end the trip at a scheduled stop; default false.
	PorIniciativaDoPassageiro bool `json:"porIniciativaDoPassageiro,omitempty"`
	// atraso_partida and interrupcao: the passenger travelled on the late
	// bus (or on the resumed trip); absent: not said (rules revision 4, R1).
	// true with atraso_partida requires partida.
	SeguiuViagem *bool `json:"seguiuViagem,omitempty"`
	// mudanca_classe, required: the class the company carried the passenger in.
	Sentido SentidoClasse `json:"sentido,omitempty"`
	// mudanca_classe: price of the class offered, for the difference.
	PrecoClasseOferecida *Centavos `json:"precoClasseOferecida,omitempty"`
}

// CompraAtraso is the ticket of an atraso request.
type CompraAtraso struct {
	// Price of the ticket.
	Tarifa Centavos `json:"tarifa"`
}

// RespostaAtraso is the answer of atraso.
type RespostaAtraso struct {
	// Null outside road transport and on urban or semi-urban lines; may be empty.
	Direitos *[]DireitoAtraso `json:"direitos"`
	Prazos   PrazosAtraso     `json:"prazos"`
	Valores  ValoresAtraso    `json:"valores"`
	Notas    []Nota           `json:"notas"`
	// Every citation of direitos and notas.
	Fundamentos Fundamentacao `json:"fundamentos"`
}

// DireitoAtraso is one right, in one sentence with its own grounds.
type DireitoAtraso struct {
	Codigo      CodigoDireito `json:"codigo"`
	Texto       string        `json:"texto"`
	Fundamentos Fundamentacao `json:"fundamentos"`
}

// PrazosAtraso are the instants of an atraso answer.
type PrazosAtraso struct {
	// atraso_partida: previsto + 1 h, after which L11975 art3 applies; null otherwise.
	DireitoAPartirDe *instante.Time `json:"direitoAPartirDe"`
	// interrupcao by the company: interrompidaEm + 3 h (L11975 art4); null otherwise.
	ContinuidadeAte *instante.Time `json:"continuidadeAte"`
}

// ValoresAtraso are the amounts of an atraso answer, in centavos.
type ValoresAtraso struct {
	// compra.tarifa when a refund right exists and the amount is given; null otherwise.
	Reembolso *Centavos `json:"reembolso"`
	// inferior with both amounts: compra.tarifa − precoClasseOferecida, never below 0; null otherwise.
	Diferenca *Centavos `json:"diferenca"`
}

// ------------------------------------------------------------------ recusa

// BeneficioRecusa is the benefit a company refused (rules revision 4, R7).
type BeneficioRecusa string

// Valores lists the benefits of a recusa request.
func (BeneficioRecusa) Valores() []string { return []string{tipoGratuidade, tipoDesconto} }

// MotivoRecusa is a reason a company gives for refusing a benefit.
type MotivoRecusa string

// Valores lists the reasons of recusa, in the contract's order.
func (MotivoRecusa) Valores() []string { return opcoesMotivoRecusa[:] }

// PedidoRecusa asks whether the texts admit a reason for refusing a benefit
// (rules revision 4, R7; the refusal document of Res art153).
type PedidoRecusa struct {
	// When the request is made.
	Agora     instante.Time `json:"agora"`
	Categoria Categoria     `json:"categoria"`
	Modal     Modal         `json:"modal"`
	// desconto only for jovem and idoso (the other categories have none).
	Beneficio BeneficioRecusa `json:"beneficio"`
	Motivo    MotivoRecusa    `json:"motivo"`
}

// RespostaRecusa is the answer of recusa.
type RespostaRecusa struct {
	// true: a text allows the reason; false: the texts exclude it; null:
	// the texts published here neither allow nor exclude it.
	Admitido *bool `json:"admitido"`
	// What the texts say about this reason for this benefit, and on what
	// ground the refusal document is asked for.
	Texto       string        `json:"texto"`
	Fundamentos Fundamentacao `json:"fundamentos"`
	// The reasons with admitido true for this categoria, modal and
	// beneficio, in the contract's order.
	MotivosAdmitidos []MotivoRecusa `json:"motivosAdmitidos"`
}

// -------------------------------------------------------------------- bpe

// PedidoBpe asks what a BP-e (bilhete de passagem eletrônico, modelo 63)
// says and whether it follows the law: give chave or xml, not both.
type PedidoBpe struct {
	// When the check is made: the ticket's validity is read against it.
	Agora instante.Time `json:"agora"`
	// The 44-digit access key (spaces, dots and hyphens ignored) or the
	// address of the ticket's QR code (…?chBPe=44 digits&…).
	Chave string `json:"chave,omitempty" maxLength:"2000"`
	// The BP-e document as text (root BPe or bpeProc), at most 131072 bytes.
	XML string `json:"xml,omitempty" maxLength:"131072"`

	doc *documentoBpe // the document as ler read it
}

// EntradaBpe is what a bpe request gave.
type EntradaBpe string

// Valores lists the inputs of bpe.
func (EntradaBpe) Valores() []string { return []string{entChave, entQRCode, entXML} }

// BeneficioBpe is the benefit a BP-e states (its tpDesconto).
type BeneficioBpe string

// Valores lists the benefits of a BP-e.
func (BeneficioBpe) Valores() []string {
	return []string{catIdoso, catCrianca, catPcd, catJovem, bpeOutro, benNenhum}
}

// GravidadeAchado is how a finding weighs.
type GravidadeAchado string

// Valores lists the weights of a finding.
func (GravidadeAchado) Valores() []string {
	return []string{gravConforme, gravInformacao, gravAtencao, gravIrregular}
}

// CodigoAchado names one check of bpe.
type CodigoAchado string

// Valores lists the checks of bpe.
func (CodigoAchado) Valores() []string { return codigosAchado[:] }

// SituacaoItem is whether an item of Res art143 is in the document.
type SituacaoItem string

// Valores lists the situations of an item.
func (SituacaoItem) Valores() []string {
	return []string{itemPresente, itemAusente, itemNaoVerificavel, itemNaoSeAplica}
}

// SituacaoValidade is the ticket's validity at agora (Res art144).
type SituacaoValidade string

// Valores lists the situations of validity.
func (SituacaoValidade) Valores() []string { return []string{valValido, valVencido, valIndeterminado} }

// RespostaBpe is the answer of bpe.
type RespostaBpe struct {
	Entrada EntradaBpe `json:"entrada"`
	// The access key and what its digits say; null when the document has
	// no readable key.
	Chave *ChaveBpe `json:"chave"`
	// What the document says; null when only a key was given.
	Documento *DocumentoBpe `json:"documento"`
	// Null when neither the document's issue nor the key's month can be read.
	Validade *ValidadeBpe `json:"validade"`
	// Each check, one sentence with its own grounds.
	Achados     []AchadoBpe   `json:"achados"`
	Notas       []Nota        `json:"notas"`
	Fundamentos Fundamentacao `json:"fundamentos"`
}

// ChaveBpe is an access key, field by field: cUF(2) AAMM(4) CNPJ(14)
// mod(2) serie(3) nBP(9) tpEmis(1) cBP(8) cDV(1).
type ChaveBpe struct {
	// The 44 digits.
	Digitos  string `json:"digitos"`
	CodigoUf int64  `json:"codigoUf"`
	// Null when the IBGE code is no UF's.
	Uf *UF `json:"uf"`
	// Year and month of issue (20AA, MM).
	Ano        int64  `json:"ano"`
	Mes        int64  `json:"mes"`
	Cnpj       string `json:"cnpj"`
	CnpjValido bool   `json:"cnpjValido"`
	// 63 for a BP-e.
	Modelo      int64 `json:"modelo"`
	Serie       int64 `json:"serie"`
	Numero      int64 `json:"numero"`
	TipoEmissao int64 `json:"tipoEmissao"`
	// cBP, the 8 random digits.
	CodigoNumerico    string `json:"codigoNumerico"`
	DigitoVerificador int64  `json:"digitoVerificador"`
	// Modulus 11 over the first 43 digits, weights 2 to 9 from the right.
	DigitoCalculado int64 `json:"digitoCalculado"`
	DigitoValido    bool  `json:"digitoValido"`
}

// ValidadeBpe is the validity of the ticket: 1 year from the first issue
// (Res art144), to the same calendar date of the next year (CC art132 §3).
type ValidadeBpe struct {
	// ide/dhEmi; null from a key alone.
	Emissao *instante.Time `json:"emissao"`
	// The last day of validity; from a key alone (only the month is
	// known), the range from an issue on the month's first day to one on
	// its last.
	ValidoAteMinimo instante.Time    `json:"validoAteMinimo" formato:"data"`
	ValidoAteMaximo instante.Time    `json:"validoAteMaximo" formato:"data"`
	Situacao        SituacaoValidade `json:"situacao"`
	// infPassagem/dhValidade; null when absent or from a key.
	Informada *instante.Time `json:"informada"`
}

// DocumentoBpe is what a BP-e document says.
type DocumentoBpe struct {
	// BPe or bpeProc.
	Raiz         string `json:"raiz"`
	EmitenteNome string `json:"emitenteNome"`
	EmitenteCnpj string `json:"emitenteCnpj"`
	// infPassageiro/xNome; null when absent.
	Passageiro *string `json:"passageiro"`
	// infValorBPe/tpDesconto; null when absent.
	TipoDesconto *string      `json:"tipoDesconto"`
	Beneficio    BeneficioBpe `json:"beneficio"`
	// The fare is wholly discounted.
	Gratuidade bool `json:"gratuidade"`
	// infViagem/tpServ of the first leg (1 and 2 are conventional); null when absent.
	TipoServico *int64     `json:"tipoServico"`
	Valores     ValoresBpe `json:"valores"`
	// Every item of Res art143 and whether the document shows it.
	Itens []ItemBpe `json:"itens"`
}

// ValoresBpe are the amounts of the ticket, in centavos.
type ValoresBpe struct {
	// vBP: the ticket's price, fees included.
	Bilhete  Centavos `json:"bilhete"`
	Desconto Centavos `json:"desconto"`
	// vPgto: what the passenger paid.
	Pago Centavos `json:"pago"`
	// Comp 01, or vBP less the other components.
	Tarifa       Centavos `json:"tarifa"`
	TaxaEmbarque Centavos `json:"taxaEmbarque"`
	Pedagio      Centavos `json:"pedagio"`
	// Every other component (insurance, TMR, SVI, others).
	Outras Centavos `json:"outras"`
}

// ItemBpe is one item of Res art143 I–VII and §§ 1º, 3º.
type ItemBpe struct {
	Texto       string        `json:"texto"`
	Situacao    SituacaoItem  `json:"situacao"`
	Fundamentos Fundamentacao `json:"fundamentos"`
}

// AchadoBpe is one finding, in one sentence with its own grounds.
type AchadoBpe struct {
	Codigo      CodigoAchado    `json:"codigo"`
	Gravidade   GravidadeAchado `json:"gravidade"`
	Texto       string          `json:"texto"`
	Fundamentos Fundamentacao   `json:"fundamentos"`
}
