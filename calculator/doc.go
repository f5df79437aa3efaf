// Package calculator is the rules engine of Viagem de Direito: the benefits
// of interstate collective transport for low-income youth, elderly people,
// people with disabilities (Passe Livre) and their companions, and small
// children, plus the refund, rebooking, availability and anti-hoarding rules
// of the same texts, and the road passenger's rights when the bus is late,
// the trip is interrupted or the class changes (Lei 11.975/2009). It implements calculator/rules.md and the JSON contract v1 of
// calculator/contract.md; this comment is the same specification in prose.
//
// The package is pure: standard library only, no I/O, no clock ("now" is the
// request's agora), no global mutable state, money in integer centavos, never
// a float for money. Its exported surface:
//
//	Calcular(entrada []byte) []byte  // one JSON request → one JSON response, never panics
//	CalcularComErro(entrada []byte) ([]byte, string) // the same, plus the first error's code
//	Beneficio(PedidoBeneficio) (RespostaBeneficio, []Erro)               // the typed entry points,
//	Reembolso(PedidoReembolso) (RespostaReembolso, []Erro)               // one per operation
//	Disponibilidade(PedidoDisponibilidade) (RespostaDisponibilidade, []Erro)
//	Remarcacao(PedidoRemarcacao) (RespostaRemarcacao, []Erro)
//	Reservas(PedidoReservas) (RespostaReservas, []Erro)
//	Bpe(PedidoBpe) (RespostaBpe, []Erro)
//	Atraso(PedidoAtraso) (RespostaAtraso, []Erro)
//	Operacoes() []Operacao          // the registry: name, summary, typed request and response
//	NomesOperacoes() []string       // the names, in the contract's order
//	Fundamentos() []Citacao         // every citation the engine can emit
//	ValidarCNPJ(s string) bool      // numeric and alphanumeric CNPJ (rules.md § 9)
//
// # The typed contract
//
// The request and response types (tipos.go) are the contract's schema in
// Go: json tags are the contract's keys, omitempty marks an optional
// request field, a pointer an optional field whose absence is not its zero
// value (a default such as linhaRegular true, or "not informed") or a
// response field that may be null; money is Centavos (int64), instants
// instante.Time (package instante: the parts of time.Time the engine uses,
// without package time, which would cost the WebAssembly module ≈ 43 KB
// brotli), dates instante.Time tagged formato:"data"; the string unions are
// named types whose Valores method lists them (Categoria, Modal, UF, Canal,
// TipoBeneficio, Situacao, RegraReembolso, CategoriaVaga, TipoConcessao,
// EventoAtraso, SentidoClasse, CodigoDireito, CodigoErro).
//
// A request has one shape: its exported type. Each request type has one
// method, ler, that names its fields in the contract's order with their
// limits and cross-field checks (the order of instants, de < ate, ...);
// it is the only validation of the package and serves both doors. On the
// JSON path it decodes each field from the tree read by the package's own
// codec (calculator/internal/jsonc: strict RFC 8259, bounded depth, size
// and element count, every invalid field reported, numbers kept as text;
// it saves about 190 KB brotli in the WebAssembly module against
// encoding/json) and checks it; on the typed path (Beneficio, Reembolso,
// ...) it checks the value already in the struct. So a typed caller gets
// the same errors (campo, codigo, mensagem) as the JSON request with the
// same values, in the same order; only what a typed value cannot be
// (malformed JSON, a wrong type, an absent field, a duplicate key) has no
// typed counterpart: a zero value is checked as given (a zero instant is
// out of range, an empty union is not one of its values). Instants are
// taken in their own fixed offset. The rules then read the same request
// value (the contract's defaults are methods of it, such as
// PedidoBeneficio.embarque) and the answer is written back from the typed
// response. One registry of operations (calculator.go) drives Calcular,
// the CLI, the HTTP API and the generators of wasm/calculadora.d.ts and of
// the API's OpenAPI document (calculator/esquema), whose descriptions are
// the doc comments of these types.
//
// # Requests and responses
//
// A request is a JSON object with "operacao" set to beneficio, reembolso,
// disponibilidade, remarcacao, reservas, atraso, recusa or bpe. Unknown fields are ignored; a
// null optional field counts as absent. Instants are RFC 3339 with a UTC
// offset, seconds optional ("2026-12-24T08:00-03:00"), "T" and "Z" in either
// case (RFC 3339 § 5.6), years 2000 to 2100;
// dates are AAAA-MM-DD (a birth date may go back to 1880). Money is an
// integer number of centavos from 0 to 100000000 (R$ 1.000.000,00), written
// without fraction or exponent.
//
// A success is {"ok":true,"operacao":...,...,"notas":[...],"fundamentos":[...]}.
// fundamentos lists, deduplicated and in a fixed order (the order of the
// norms and dispositivos in citacoes.go), the legal bases of the rules that
// produced the answer; each note {"texto","fundamentos"} carries its own.
// A citation is {norma, dispositivo, rotulo, urn, href} per content/ids.md
// (a court decision, revision 3: {decisao, rotulo, href}, href its page at
// /jurisprudencia/<slug>/), for
// example {"norma":"decreto-8537-2015","dispositivo":"art13_par2","rotulo":
// "Decreto nº 8.537/2015, art. 13, § 2º","urn":"urn:lex:br:federal:decreto:
// 2015-10-05;8537!art13_par2","href":"/legislacao/decreto-8537-2015/#art13_par2"}.
//
// A failure is {"ok":false,"erros":[{"campo","codigo","mensagem"}]} listing
// every invalid field (not only the first; at most 100, in the request's
// order, and at most 64 KiB in all), with a Portuguese message. campo
// is the field's path ("viagem.partidaLinha", "concedidos[3].de"; "" for the
// whole body), at most 200 code points (a longer one keeps its start and
// end around "…"). Codes: json_invalido (syntax, nesting deeper than 64, body
// over 2 MB, more than 200,000 members and elements), chave_duplicada (an
// object with the same key twice, at any depth; campo is the key's path),
// tipo_invalido, campo_obrigatorio, operacao_desconhecida,
// valor_invalido (not one of the accepted values, or below a minimum),
// data_invalida, data_fora_do_intervalo, valor_negativo, valor_muito_alto
// (money over R$ 1.000.000,00, numbers over a field's limit or out of int64),
// numero_invalido (fraction or exponent), texto_muito_longo (operacao over 64
// bytes, names and destinations over 500 bytes), lista_tamanho_invalido,
// ordem_invalida (embarque before partidaLinha, agora before the purchase or
// issuance, birth after the trip, de ≥ ate), xml_invalido (a BP-e document
// that is not well-formed, has a DOCTYPE or an entity, is too deep or too
// big, is not a BP-e, or has a date or amount of the wrong form) and
// erro_interno (a recovered
// panic; none is known).
//
// Human texts (motivo, notes, documents) are Brazilian Portuguese: money as
// "R$ 1.234,56", instants as "24/12/2026 às 05:00" in their own offset.
// Output instants are RFC 3339 in the offset of the instant they derive from;
// output dates are AAAA-MM-DD.
//
// # beneficio: what a passenger gets on a trip
//
// Fields: agora, categoria (jovem, idoso, pcd, pcd_acompanhante, crianca),
// nascimento, viagem {modal (rodoviario, ferroviario, aquaviario), ufOrigem,
// ufDestino (one of the 27 UFs, case-insensitive), linhaRegular (true),
// convencional (required), partidaLinha, embarque (= partidaLinha; never
// before it), ocupaPoltrona (false), servicosSimultaneos (1, up to 100),
// navegacao (interior, maritima; only with aquaviario; rules revision 4)},
// vagas {gratuitasConcedidas, descontosConcedidos} (not said: the answer's
// count of that kind is null; rules revision 4), precos {menorTarifa,
// taxaEmbarque, pedagio, outras}. Each category is one row of the table in
// categorias.go, which the steps below read. The steps, each with its basis:
//
// Scope. Origin UF = destination UF → nao_se_aplica: the benefits are of
// interstate transport (Lei 12.852/2013 art. 32; Dec 8.537/2015 art. 13; Lei
// 10.741/2003 art. 40; Lei 8.899/1994 art. 1º), state rules are not covered.
// A trip outside a regular line → nao_se_aplica (Dec art. 13 § 1º I–III by
// mode; Res ANTT 6.033/2023 art. 149 caput). A trip without conventional
// service → nao_se_aplica (Dec art. 13; Res art. 149 caput and § 1º), except
// for crianca: Res art. 148 carries the child "em qualquer viagem" (a note
// says so). nao_se_aplica has elegivel false, situacao, prazos, valores and
// vagas null.
//
// Conditions. With nascimento, the age is counted on the local date of the
// boarding instant (embarque's own offset); a person born on 29 February
// turns a year older on 1 March in common years. jovem: 15 to 29 (Lei art.
// 1º § 1º); idoso: 60 or more (Lei 10.741 art. 1º); crianca: under 6 (Res art.
// 148; D 9.579/2018 art. 39). Outside the limits: elegivel false, nenhum. A
// child who occupies a seat: elegivel false, nenhum, with a note (Res art.
// 148; D 9.579 art. 39). pcd_acompanhante on rail or waterway: elegivel false,
// nenhum, with a note: the companion's right is in Res art. 149 § 3º, which
// regulates road transport, and Lei 8.899 does not mention companions.
// Income (youth's low income, elderly's 2 minimum wages, the Passe Livre
// credential) is not an input: the documents prove it.
//
// Seats. N = servicosSimultaneos multiplies every seat count on the stretch
// operated simultaneously (Res art. 149 § 7º; a note says so when N > 1).
// The counts given in vagas are the grants of this category and kind on the
// requested section, computed by the operator per Res art. 149 § 6º (see
// disponibilidade). jovem: 2N free seats, then 2N discount seats used only
// after the free ones (Lei art. 32 I–II; Dec art. 13; Res art. 149 II, V): free
// while a free seat is left, else desconto while a discount seat is left,
// else nenhum with elegivel true and two notes: the company may still grant
// ≥ 50% on other seats (Dec art. 19) and must issue a written refusal (Dec
// art. 14 parágrafo único; Res art. 153). idoso: 2N free seats, then desconto
// with no seat limit (Lei 10.741 art. 40 I–II; Res art. 149 I, IV) — never
// nenhum for lack of seats; D 9.921/2019 arts. 39–40 in every mode
// (revision 3). pcd and pcd_acompanhante on road: free, no seat limit (Lei
// 8.899 art. 1º; Res art. 149 III, § 3º), with a note that D 3.691/2000 art.
// 1º reserves two seats and the Res widens it. pcd on rail and waterway: free
// in one of the two seats of D 3.691/2000 art. 1º, and beyond them free
// subject to a free seat (sujeita_a_disponibilidade; Lei 8.899 art. 1º sets
// no number of seats; revision 3); with credencialComAcompanhante a note
// says what the companion gets. crianca: carried free, no seat (vagas null). In vagas, an
// unlimited count has total and disponiveis null; ocupadas is the number
// given; disponiveis = max(0, total − ocupadas).
//
// Prices (only with precos; otherwise valores is null). The discount is on
// the lowest price on sale for the trip and section at the moment of the
// request (Res art. 149 § 2º): tarifa = floor(menorTarifa / 2), "desconto
// mínimo de 50%" meaning the passenger pays at most half, so an odd centavo
// goes to the passenger. Free: tarifa 0. nenhum: tarifa = menorTarifa.
// Without menorTarifa a fare that needs it cannot be computed: valores null
// and a note. Fees (taxaEmbarque, pedagio, outras) are charged in full: for
// the youth Dec art. 17 parágrafo único excludes them from the benefit; for
// the other categories the texts apply the benefit to the service price and
// do not exempt them, and a note says so. A child carried free pays nothing
// (all values 0). total = tarifa + fees.
//
// Deadlines. solicitarAte = partidaLinha − 3 h, in partidaLinha's offset,
// whatever the boarding point (Dec art. 13 §§ 2º–3º; Res art. 149 § 4º).
// apresentarAte = embarque − 30 min, in embarque's offset (Dec art. 13 § 6º;
// Res art. 154, art. 143 § 1º). situacao: garantida when agora ≤ solicitarAte;
// sujeita_a_disponibilidade when solicitarAte < agora < embarque (the seats
// may be sold but stay available while unsold: Dec art. 13 §§ 4º–5º; Res art.
// 149 § 5º; a note gives the time the guarantee ended); encerrada when
// agora ≥ embarque (a note). Deadlines exist for road, and for the youth on
// every mode (the Decreto covers the three), and for the elderly on every
// mode (D 9.921/2019 art. 39 §§ 2º–6º; revision 3; the elderly discount off
// road has no request deadline: solicitarAte null, with a note; with
// viagem.distanciaKm, prazos.comprarAPartirDe = embarque − 6 h up to 500 km,
// − 12 h over 500 km, art. 40 parágrafo único). For Passe Livre on rail or
// waterway the published texts give the right but no deadlines nor
// documents: prazos are null, with a note. Deadlines and
// situacao are given also when the passenger does not meet the category's
// conditions (age, companion off road): they describe the trip's request
// window, and the contract nulls situacao only for nao_se_aplica. A child carried free
// has no ticket and no deadline (null, with a note). Whenever prazos is null,
// situacao is null. Res art. 154 sets the 30-minute presentation for free
// seats only; for the elderly discount the same time is given with a note.
// Notes also say that one ticket is requested and the return may be requested
// at the same time (Dec art. 13 § 2º; Res art. 152) and that the benefit
// ticket is nominal and non-transferable and states the benefit (Dec art. 13
// § 7º; Res art. 145 § 1º; for free tickets the 30-minute rule, art. 143 § 1º).
//
// Documents (Res art. 151; Dec art. 14), only for an eligible passenger: an
// official photo ID with the CPF (Res art. 151 caput) plus the Identidade
// Jovem with a nationwide photo ID (Res art. 151 § 2º; Dec art. 14), the
// Passe Livre credential (§ 1º; the companion: the credential stating the
// need of a companion) or one income proof of § 3º I–VI for the elderly. On
// road a note adds that for online purchases the company may check them at
// boarding (Res art. 143 § 2º, art. 151 § 4º). For a child, a note points to
// the law on travelling minors (D 9.579 art. 39).
//
// Income limit. For idoso a note states "renda de até 2 salários mínimos" in
// reais on the trip date: 2 × the minimum wage in force (table
// salariosMinimos, from content/dados/salario-minimo.csv) and the act that
// set it, e.g. "em 24/12/2026, até R$ 3.242,00 por mês (2 × R$ 1.621,00,
// salário mínimo fixado por Decreto nº 12.797/2025 (de 23/12/2025))" (Lei
// 10.741 art. 40 I). The note says "Valor provisório" when the trip is in a
// year after the last value of the table, or when the table's observacao
// says the value was not verified (the act's conversion law, a DOU date);
// before 2015 it says the table has no value.
//
// # reembolso: cancelling a ticket
//
// Fields: agora, modal (rodoviario), compra {em, canal (presencial,
// nao_presencial), tarifa (required), taxaEmbarque, pedagio, outras,
// aPrazo (false: bought on credit, the refund only after the debt is paid
// off, L11975 art. 15; imediato false, pagarAte null), quitadaEm (with
// aPrazo: the payoff date; pagarAte counted from the later of it and
// agora's date, rules revision 4, R3), tarifaAtual (today's fare of the
// section, for valores.diferencaTarifa, R2)}, viagem {embarque, not before
// compra.em},
// utilizado (false), protocoloFornecido (true), m3NaoInformado (false),
// atrasoPartidaMinutos (0). Other modes: direito
// null, regra fora_do_escopo, valores null, with a note (the published refund
// rules are of road transport). Otherwise the first matching rule applies:
//
//  1. bilhete_utilizado: no refund (Res art. 147; Lei 11.975/2009 art. 2º).
//  2. m3_nao_informado: immediate, full refund of fare and fees, corrected by
//     the IPCA, even after boarding (Res art. 143 §§ 3º–5º). Factor = index of
//     the month before the refund month ÷ index of the month before the
//     purchase month (each month read in its own instant's offset); 1 in the
//     same month. Corrected amount = round half-up (paid × factor), computed
//     in integers; correcao = corrected − paid, never negative (a deflation
//     does not reduce the "reembolso integral"; a note says so). A month
//     missing from the table: the nearest month it has (the latest for a
//     future month) and a note; a provisional month (situacao provisorio in
//     content/dados/ipca.csv): a note; a note also shows the factor.
//  3. atraso_partida: departure delayed by more than 60 minutes (61 or more)
//     → immediate full refund, or boarding with another company's equivalent
//     service (Lei 11.975 art. 3º), at any time.
//
// The moment of boarding is viagem.embarque + atrasoPartidaMinutos (a delayed
// bus has not left); the 3-hour limit is counted, minute by minute (Código
// Civil art. 132 § 4º), from the scheduled viagem.embarque.
//
//  4. When agora ≤ embarque − 3 h (exactly 3 h is in time):
//     arrependimento_7_dias for a non-presential purchase when the request's
//     date is at most the purchase date + 7 days (the first day excluded,
//     the last included, CC art. 132), both dates read in the purchase's
//     offset or both in the request's, whichever favours the passenger (a
//     note when the two readings differ): full refund, no retention (Res
//     art. 147 § 6º); otherwise padrao: retencaoMaxima = floor(5% of the
//     fare), fees refunded in full (Res art. 147 caput, §§ 1º, 4º), with a
//     note that Lei 11.975 art. 2º speaks of the "valor pago" and has no
//     fine. Both: pay until the request date + 30 calendar days, the date
//     read in the request's offset (§ 1º; Lei 11.975 art. 2º parágrafo único,
//     art. 14; CC art. 132, with the § 1º holiday note: the engine has no
//     holiday calendar); without a protocol the refund is immediate (§ 3º)
//     and pagarAte is the request date.
//  5. antes_do_embarque: after the 3-hour limit but before boarding →
//     direito true under Lei 11.975 art. 2º (a simple declaration, 30 days),
//     amounts as in rule 4, immediate without a protocol; a note says that
//     Res art. 147 caput and § 7º admit the request only up to 3 h before, that
//     a federal law ranks above an agency resolution, and how to complain.
//  6. fora_do_prazo: from boarding on (no-show) → no refund (Res art. 147 § 7º;
//     Lei 11.975 art. 2º covers only the time before boarding).
//
// Every sentence (notes) comes from the catalogue in frases_reembolso.go
// with its own grounds; fundamentos, never empty, is their union (out of
// scope: Lei 11.975 art. 1º and Res art. 147).
//
// valores = {tarifa (fare refunded after the maximum retention), taxas,
// retencaoMaxima, correcao, total = tarifa + taxas + correcao,
// diferencaTarifa = tarifaAtual − tarifa when the fare rose, on the
// passenger's withdrawal only (L11975 art. 13 § 2º), else null}; imediato;
// pagarAte (null when no refund is due).
//
// # disponibilidade: seats per category on a section (Res art. 150 § 4º)
//
// Fields: paradas (2 to 1,000 names), servicosSimultaneos (1), concedidos
// (up to 20,000 {categoria jovem/idoso/pcd/pcd_acompanhante, tipo
// gratuidade/desconto, de, ate}, stop indexes with de < ate; companions count
// as pcd; pcd has no discount), trecho {de, ate}. A benefit granted on a
// section stays available on sections that do not overlap it (Res art. 149
// § 6º): the seats occupied on the requested section are, per category and
// kind, the largest number of grants covering any single leg of it (leg i
// runs from stop i to i + 1; adjacent grants share a seat). Computed with a
// difference array in O(stops + grants). Totals: jovem 2N + 2N, idoso 2N and
// unlimited discounts, pcd unlimited and no discount (all zeros).
//
// # remarcacao: rebooking (Res art. 144, art. 146; Lei 11.975 art. 1º)
//
// Fields: agora, emissao, valorPago, novoValor, taxa, taxaInformadaNaCompra,
// taxaNoBilhete (false), tarifaAtualDoTrecho. validoAte = the same calendar
// date one year after the issuance date (read in the issuance's offset), or
// the next day where that date does not exist (CC art. 132 § 3º: 29/02/2024
// → 01/03/2025); valido when agora's date in that offset ≤ validoAte or,
// read in agora's offset, the same holds (rules revision 4, C9: the reading
// that favours the passenger, with a sentence), with the § 1º holiday note.
// credito = tarifaAtualDoTrecho when above valorPago (Lei 11.975 art. 13 §
// 1º), else valorPago; diferenca = novoValor − credito. Expired: diferenca,
// credito, taxaCobravel, totalAPagar, totalAReceber 0 and taxaPermitida
// false, with a note that the company may still agree.
// Otherwise diferenca = novoValor − valorPago (§ 1º), with a note that the
// ticket keeps the updated fare as the passenger's credit (L11975 art. 13
// § 1º). taxaPermitida = disclosed at purchase, printed on the ticket (§ 2º
// I–II) and not above valorPago (§ 2º III: "price of the transport service"
// read as the price of the ticket being rebooked, revision 3); taxaCobravel
// = taxa when permitted, else 0 (a fee above the ceiling is not charged at
// all), with notes.
// Net = diferenca + taxaCobravel: totalAPagar when positive, totalAReceber
// when negative, the other 0.
//
// # bpe: a BP-e ticket checked against the law (Res arts. 143–145; rules.md § 14)
//
// Fields: agora, and chave (the 44-digit access key, or the address of the
// ticket's QR code with chBPe=) or xml (the BP-e document, root BPe or
// bpeProc, at most 131,072 bytes), not both. The answer gives the key's
// fields and its check digit (modulus 11), what the document states (the
// benefit of tpDesconto 02, 03, 04 or 10, the amounts, each item of Res
// art143), the validity of 1 year from the issue (Res art144) and the
// findings, each one sentence with its citations (fees on a free seat, the
// minimum discount, a benefit on a non-conventional service, the
// passenger's name). The document is read by the engine's own bounded XML
// reader (xml.go): no DOCTYPE, no entities, at most 32 levels and 4,096
// elements; what it refuses is xml_invalido.
//
// # reservas: anti-hoarding (Res art. 150 § 1º; Dec art. 15)
//
// Fields: reservas (up to 200 {destino, partida, transportadora}; more is a
// lista_tamanho_invalido error). Two reservations conflict when their
// destinations are equal after folding case, accents and spaces, whatever the
// company, and either their departures fall on the same local date, each
// read in its own offset, or they are the same instant written in two
// offsets (revision 3). conflitos lists each group once (the connected sets
// of conflicting reservations, indexes ascending, ordered by the first
// index), each with a motivo (reservations counted from 1, the local day)
// citing Res art. 150 § 1º; one note states the rule (Res art. 150 § 1º; Dec
// art. 15), one lists the whole refusal document (Res art. 150 § 2º, art.
// 153 I–IV, §§ 1º–2º; Dec art. 14 parágrafo único), another that
// "impracticable" combinations of days and times are not checked. Every
// answer is at most 64 KiB: 200 reservations give at most 100 groups
// (TestReservasRespostaLimitada; BenchmarkReservas200MesmoDestino).
//
// # atraso: late departure, interruption, change of class (Lei 11.975 arts. 3º–6º, 11, 12)
//
// Fields: agora, modal, linhaSemiurbana (false), evento (atraso_partida,
// interrupcao, mudanca_classe), compra {tarifa} (optional), and per evento
// only: previsto and partida; interrompidaEm, retomadaEm and
// porIniciativaDoPassageiro (false); seguiuViagem (atraso_partida and
// interrupcao: the passenger travelled on the late bus or the resumed trip,
// rules revision 4, R1; true without partida is ordem_invalida); sentido
// (superior, inferior) and
// precoClasseOferecida. Instants in order: previsto ≤ partida ≤ agora,
// interrompidaEm ≤ retomadaEm ≤ agora. Outside road (art. 1º) or on a
// semi-urban line (art. 11): direitos null, prazos and valores null, a
// note. atraso_partida: delay = (partida or agora) − previsto; above zero,
// alimentacao_hospedagem (art. 5º, no threshold); strictly above 1 h,
// outra_empresa_ou_reembolso (art. 3º); direitoAPartirDe = previsto + 1 h.
// interrupcao by the company: continuidade, continuidadeAte = interrompidaEm
// + 3 h (art. 4º); reembolso_interrupcao when retomadaEm, or agora while not
// resumed, is later (p.u.); alimentacao_hospedagem (art. 5º). By the
// passenger: sem_reembolso (art. 6º). mudanca_classe: superior,
// sem_diferenca (art. 12); inferior, restituicao_diferenca (§ 1º), diferenca
// = max(0, tarifa − precoClasseOferecida) with both amounts.
// valores.reembolso = tarifa when a refund right is listed and compra given.
// Every right is one sentence with its own citations.
//
// # recusa: which refusal reasons the texts admit (rules revision 4, R7)
//
// Fields: agora, categoria, modal, beneficio (gratuidade, or desconto for
// jovem and idoso only: otherwise a valor_invalido error on beneficio) and
// motivo (vagas_esgotadas, sem_assento_livre, fora_do_prazo, documentos,
// dominio_de_reserva, sem_servico_convencional, outro). The answer is one
// cell of one table (recusa.go, tabelaRecusa: categoria × road or off road ×
// beneficio × motivo): admitido true (a text allows the reason), false (a
// published text excludes it) or null (the published texts are silent);
// texto, the reason's sentence followed, but for outro, by the refusal
// document's; fundamentos, exactly its citations; motivosAdmitidos, the
// reasons with admitido true for that row, in the order above.
//
// # Dated parameters
//
// ipca and salariosMinimos (dados.go) are immutable copies of
// content/dados/ipca.csv and salario-minimo.csv (sources in
// content/dados/SOURCES.md); a test checks that they are equal. To extend
// them, edit the CSV and regenerate or edit dados.go: the test fails until
// both agree.
//
// # Readings chosen where the texts are silent or unclear
//
//   - A child under Res art. 148 is carried "em qualquer viagem": the
//     conventional-service condition is not applied to crianca.
//   - For Passe Livre on rail and waterway the texts give no deadlines or
//     documents: null with a note, never a guess (the elderly have D 9.921's
//     since revision 3).
//   - Passe Livre on rail and waterway: the two seats of D 3.691 are a
//     reservation, not a ceiling (Lei 8.899 art. 1º; revision 3).
//   - Res art. 154 gives the 30-minute presentation rule for free seats; the
//     same time is shown for the elderly discount, with a note.
//   - The IPCA correction is not allowed to reduce the refund.
//   - In rebooking, the fee's ceiling is the price of the ticket being
//     rebooked (valorPago); a fee above it is not allowed (revision 3).
//   - The 7-day withdrawal window is read in the purchase's or the request's
//     offset, whichever favours the passenger (the texts name no offset).
//   - Before boarding means before viagem.embarque + atrasoPartidaMinutos;
//     at that minute the boarding is configured (fora_do_prazo).
//   - CC art. 132 § 1º (holiday) is applied to the 7-day, 30-day and
//     1-year periods by a note, as the engine has no holiday calendar.
//   - vagas in beneficio reports ocupadas as given, even above the total.
package calculator
