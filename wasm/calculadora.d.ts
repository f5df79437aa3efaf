// Viagem de Direito: the calculator's WebAssembly front door, contract v1
// (calculator/contract.md; the rules are calculator/rules.md).
//
// Code generated from the Go types of package viagemdedireito/calculator by
// calculator/esquema; DO NOT EDIT. wasm/declaracao_test.go fails when this
// file is stale; go test ./wasm -update rewrites it. The descriptions are the
// Go doc comments of the types; the globals at the end are wasm/main.go's,
// defined by wasm/adaptador.js.
//
// Load wasm_exec.js (from $(go env GOROOT)/lib/wasm/) followed by
// wasm/adaptador.js (the site's /assets/wasm_exec-HASH.js is both), run the module with
// `new Go().run(instance)`, wait for `viagemDeDireitoPronto` (the global flag
// or the event of the same name), then:
//
//   const resposta: Resposta = JSON.parse(viagemDeDireitoCalcular(JSON.stringify(pedido)));
//
// Conventions: keys are Portuguese camelCase; money is an integer number of
// centavos (0 to 100000000 in requests); instants are RFC 3339 with a UTC
// offset; dates are AAAA-MM-DD. Unknown request fields are ignored and a null
// optional field counts as absent. v1 may add fields, never rename or remove
// them.

// ------------------------------------------------------ scalars and unions

/**
 * RFC 3339 instant with offset ("2026-12-24T08:00:00-03:00"; seconds optional and lower-case t and
 * z accepted on input).
 */
export type Instante = string;
/** Categoria is the passenger's category. */
export type Categoria = "jovem" | "idoso" | "pcd" | "pcd_acompanhante" | "crianca";
/** Calendar date, AAAA-MM-DD. */
export type Data = string;
/** Modal is the mode of transport. */
export type Modal = "rodoviario" | "ferroviario" | "aquaviario";
/** UF is a federative unit; the engine also accepts it in lower case. */
export type UF = "AC" | "AL" | "AM" | "AP" | "BA" | "CE" | "DF" | "ES" | "GO" | "MA" | "MG" | "MS" | "MT" | "PA" | "PB" | "PE" | "PI" | "PR" | "RJ" | "RN" | "RO" | "RR" | "RS" | "SC" | "SE" | "SP" | "TO";
/** Navegacao is the kind of waterway of an aquaviario trip (rules revision 4, R5). */
export type Navegacao = "interior" | "maritima";
/**
 * Centavos is an amount of money in integer centavos (R$ 1,00 = 100), 0 to 100000000 in requests.
 */
export type Centavos = number;
/** TipoBeneficio is what the passenger gets. */
export type TipoBeneficio = "gratuidade" | "desconto" | "nenhum" | "nao_se_aplica" | "sem_previsao";
/** Percentual is the discount on the fare, in percent. */
export type Percentual = 100 | 50 | 0;
/** Situacao is the state of the benefit's seat reservation. */
export type Situacao = "garantida" | "sujeita_a_disponibilidade" | "encerrada";
/** Canal is where a ticket was bought. */
export type Canal = "presencial" | "nao_presencial";
/** RegraReembolso is the rule that decided a refund. */
export type RegraReembolso = "bilhete_utilizado" | "m3_nao_informado" | "atraso_partida" | "arrependimento_7_dias" | "padrao" | "antes_do_embarque" | "fora_do_prazo" | "fora_do_escopo";
/** CategoriaVaga is the category of a grant counted by disponibilidade; companions count as pcd. */
export type CategoriaVaga = "jovem" | "idoso" | "pcd" | "pcd_acompanhante";
/** TipoConcessao is the kind of a grant. */
export type TipoConcessao = "gratuidade" | "desconto";
/** EventoAtraso is what happened to the trip (L11975 arts. 3º–6º, 12). */
export type EventoAtraso = "atraso_partida" | "interrupcao" | "mudanca_classe";
/** SentidoClasse is the direction of a change of service class. */
export type SentidoClasse = "superior" | "inferior";
/** CodigoDireito names one right of an atraso answer. */
export type CodigoDireito = "outra_empresa_ou_reembolso" | "alimentacao_hospedagem" | "continuidade" | "reembolso_interrupcao" | "sem_reembolso" | "sem_diferenca" | "restituicao_diferenca";
/** BeneficioRecusa is the benefit a company refused (rules revision 4, R7). */
export type BeneficioRecusa = "gratuidade" | "desconto";
/** MotivoRecusa is a reason a company gives for refusing a benefit. */
export type MotivoRecusa = "vagas_esgotadas" | "sem_assento_livre" | "fora_do_prazo" | "documentos" | "dominio_de_reserva" | "sem_servico_convencional" | "outro";
/** EntradaBpe is what a bpe request gave. */
export type EntradaBpe = "chave" | "qrcode" | "xml";
/** BeneficioBpe is the benefit a BP-e states (its tpDesconto). */
export type BeneficioBpe = "idoso" | "crianca" | "pcd" | "jovem" | "outro" | "nenhum";
/** SituacaoItem is whether an item of Res art143 is in the document. */
export type SituacaoItem = "presente" | "ausente" | "nao_verificavel" | "nao_se_aplica";
/** SituacaoValidade is the ticket's validity at agora (Res art144). */
export type SituacaoValidade = "valido" | "vencido" | "indeterminado";
/** CodigoAchado names one check of bpe. */
export type CodigoAchado = "chave_digito" | "chave_modelo" | "chave_uf" | "chave_mes" | "chave_cnpj" | "chave_serie" | "chave_divergente" | "validade" | "validade_informada" | "beneficio" | "desconto_minimo" | "taxas_gratuidade" | "servico" | "nome_passageiro" | "itens_bilhete" | "itens_nao_verificaveis";
/** GravidadeAchado is how a finding weighs. */
export type GravidadeAchado = "conforme" | "informacao" | "atencao" | "irregular";
/** CodigoErro is the code of an error (contract.md, "Errors"). */
export type CodigoErro = "json_invalido" | "chave_duplicada" | "tipo_invalido" | "campo_obrigatorio" | "operacao_desconhecida" | "valor_invalido" | "data_invalida" | "data_fora_do_intervalo" | "valor_negativo" | "valor_muito_alto" | "numero_invalido" | "texto_muito_longo" | "lista_tamanho_invalido" | "ordem_invalida" | "xml_invalido" | "erro_interno" | "entrada_invalida";
/** The operations of contract v1 (the registry calculator.Operacoes). */
export type Operacao = "beneficio" | "reembolso" | "disponibilidade" | "remarcacao" | "reservas" | "atraso" | "recusa" | "bpe";
/** A request of contract v1, discriminated by operacao. */
export type Pedido = PedidoBeneficio | PedidoReembolso | PedidoDisponibilidade | PedidoRemarcacao | PedidoReservas | PedidoAtraso | PedidoRecusa | PedidoBpe;
/** An answer of contract v1: ok true with the operation's fields, or ok false with every error. */
export type Resposta = RespostaSucesso | RespostaErro;
/** The answer to a valid request (ok true), discriminated by operacao. */
export type RespostaSucesso = RespostaBeneficio | RespostaReembolso | RespostaDisponibilidade | RespostaRemarcacao | RespostaReservas | RespostaAtraso | RespostaRecusa | RespostaBpe;

// ---------------------------------------------------------------- requests

/** PedidoBeneficio asks what a passenger gets on a trip. */
export interface PedidoBeneficio {
  operacao: "beneficio";
  /** When the request is made. */
  agora: Instante;
  categoria: Categoria;
  /** Checks the age limits on the boarding date (may go back to 1880). */
  nascimento?: Data;
  viagem: ViagemBeneficio;
  vagas?: VagasConcedidas;
  precos?: Precos;
  /**
   * For pcd: the Passe Livre credential names a companion; default false. The answer then says what
   * the companion gets.
   */
  credencialComAcompanhante?: boolean;
}

/** ViagemBeneficio is the trip of a beneficio request. */
export interface ViagemBeneficio {
  modal: Modal;
  ufOrigem: UF;
  ufDestino: UF;
  /** Default true. */
  linhaRegular?: boolean;
  /** The trip offers conventional service. */
  convencional: boolean;
  /** Departure from the line's initial point. */
  partidaLinha: Instante;
  /** Start of the passenger's own trip, not before partidaLinha; default partidaLinha. */
  embarque?: Instante;
  /** For crianca; default false. */
  ocupaPoltrona?: boolean;
  /** 1 to 100, default 1 (Res art149 §7). */
  servicosSimultaneos?: number;
  /**
   * Length of the passenger's trip in km, 1 to 10000: the purchase window of the elderly discount
   * (D9921 art40 parágrafo único).
   */
  distanciaKm?: number;
  /**
   * Read only with aquaviario (rules revision 4, R5): interior (default: rivers, lakes, lagoons and
   * bays, crossings included, the decrees' list; a route inside a bay is interior) or maritima (a
   * route on the open sea, outside that list).
   */
  navegacao?: Navegacao;
}

/**
 * VagasConcedidas counts the grants of this category already made on the section. A count left out
 * is not said, not zero (rules revision 4, R8): the answer's count of that kind is then null.
 */
export interface VagasConcedidas {
  gratuitasConcedidas?: number;
  descontosConcedidos?: number;
}

/** Precos are the prices of the trip. */
export interface Precos {
  /** Lowest service price on sale for the trip and section now. */
  menorTarifa?: Centavos;
  taxaEmbarque?: Centavos;
  pedagio?: Centavos;
  outras?: Centavos;
}

/** PedidoReembolso asks what a passenger gets back when cancelling a ticket. */
export interface PedidoReembolso {
  operacao: "reembolso";
  /** When the cancellation is requested. */
  agora: Instante;
  /** Default rodoviario; other modes get direito null. */
  modal?: Modal;
  compra: Compra;
  viagem: ViagemReembolso;
  /** Default false. */
  utilizado?: boolean;
  /** Default true (Res art147 §2–§3). */
  protocoloFornecido?: boolean;
  /** Default false (Res art143 §4). */
  m3NaoInformado?: boolean;
  /** Default 0 (L11975 art3). */
  atrasoPartidaMinutos?: number;
}

/** Compra is the purchase of the ticket. */
export interface Compra {
  /** Purchase instant. */
  em: Instante;
  canal: Canal;
  tarifa: Centavos;
  taxaEmbarque?: Centavos;
  pedagio?: Centavos;
  outras?: Centavos;
  /**
   * Bought on credit; default false. The refund is then paid only after the debt is paid off
   * (L11975 art15).
   */
  aPrazo?: boolean;
  /**
   * Read only with aPrazo: the day the debt was, or is expected to be, paid off (rules revision 4,
   * R3); pagarAte is counted from the later of it and agora's date.
   */
  quitadaEm?: Data;
  /**
   * Today's fare of the same section (rules revision 4, R2: L11975 art13 §2 counts the refund on
   * the fare of the day), for valores.diferencaTarifa.
   */
  tarifaAtual?: Centavos;
}

/** ViagemReembolso is the trip of a refund request. */
export interface ViagemReembolso {
  /** Start of the passenger's trip. */
  embarque: Instante;
}

/**
 * PedidoDisponibilidade asks for the seats per category on a section (operators, Res art150 §4).
 */
export interface PedidoDisponibilidade {
  operacao: "disponibilidade";
  /** The line's stops in order, 2 to 1000. */
  paradas: string[];
  /** Default 1. */
  servicosSimultaneos?: number;
  /** Up to 20000 grants. */
  concedidos?: Concessao[];
  /** The section consulted. */
  trecho: Trecho;
}

/** Concessao is one benefit already granted from stop de to stop ate. */
export interface Concessao {
  categoria: CategoriaVaga;
  tipo: TipoConcessao;
  /** Stop index, de < ate. */
  de: number;
  ate: number;
}

/** Trecho is a section of the line, by stop index. */
export interface Trecho {
  de: number;
  ate: number;
}

/** PedidoRemarcacao asks about rebooking a ticket (Res art144, art146). */
export interface PedidoRemarcacao {
  operacao: "remarcacao";
  agora: Instante;
  /** Instant of first issuance. */
  emissao: Instante;
  valorPago: Centavos;
  novoValor: Centavos;
  taxa?: Centavos;
  /** Default false. */
  taxaInformadaNaCompra?: boolean;
  /** Default false. */
  taxaNoBilhete?: boolean;
  /**
   * Today's fare of the section on the ticket (rules revision 4, R2): when greater than valorPago,
   * it is the ticket's credit (L11975 art13 §1).
   */
  tarifaAtualDoTrecho?: Centavos;
}

/** PedidoReservas is the anti-hoarding check (Res art150 §1; Dec art15). */
export interface PedidoReservas {
  operacao: "reservas";
  /** Up to 200 reservations. */
  reservas: Reserva[];
}

/** Reserva is one reservation of the same beneficiary. */
export interface Reserva {
  destino: string;
  partida: Instante;
  transportadora?: string;
}

/**
 * PedidoAtraso asks what a road passenger gets when the departure is late, the trip is interrupted
 * or the class of service changes (L11975 arts. 3º–6º, 11, 12). The fields of one evento are
 * read only with that evento.
 */
export interface PedidoAtraso {
  operacao: "atraso";
  /** When the request is made. */
  agora: Instante;
  /** Other modes get direitos null (L11975 art1: road). */
  modal: Modal;
  /** A line of urban or semi-urban character; default false (L11975 art11: direitos null). */
  linhaSemiurbana?: boolean;
  evento: EventoAtraso;
  /** The ticket; optional. */
  compra?: CompraAtraso;
  /**
   * atraso_partida, required: scheduled departure from the initial point or from a scheduled stop.
   */
  previsto?: Instante;
  /**
   * atraso_partida: actual departure, not before previsto nor after agora; absent while the bus has
   * not left.
   */
  partida?: Instante;
  /** interrupcao, required: when the trip stopped, not after agora. */
  interrompidaEm?: Instante;
  /**
   * interrupcao: when the trip went on, not before interrompidaEm nor after agora; absent while it
   * has not.
   */
  retomadaEm?: Instante;
  /** interrupcao: the passenger chose to end the trip at a scheduled stop; default false. */
  porIniciativaDoPassageiro?: boolean;
  /**
   * atraso_partida and interrupcao: the passenger travelled on the late bus (or on the resumed
   * trip); absent: not said (rules revision 4, R1). true with atraso_partida requires partida.
   */
  seguiuViagem?: boolean;
  /** mudanca_classe, required: the class the company carried the passenger in. */
  sentido?: SentidoClasse;
  /** mudanca_classe: price of the class offered, for the difference. */
  precoClasseOferecida?: Centavos;
}

/** CompraAtraso is the ticket of an atraso request. */
export interface CompraAtraso {
  /** Price of the ticket. */
  tarifa: Centavos;
}

/**
 * PedidoRecusa asks whether the texts admit a reason for refusing a benefit (rules revision 4, R7;
 * the refusal document of Res art153).
 */
export interface PedidoRecusa {
  operacao: "recusa";
  /** When the request is made. */
  agora: Instante;
  categoria: Categoria;
  modal: Modal;
  /** desconto only for jovem and idoso (the other categories have none). */
  beneficio: BeneficioRecusa;
  motivo: MotivoRecusa;
}

/**
 * PedidoBpe asks what a BP-e (bilhete de passagem eletrônico, modelo 63) says and whether it
 * follows the law: give chave or xml, not both.
 */
export interface PedidoBpe {
  operacao: "bpe";
  /** When the check is made: the ticket's validity is read against it. */
  agora: Instante;
  /**
   * The 44-digit access key (spaces, dots and hyphens ignored) or the address of the ticket's QR
   * code (…?chBPe=44 digits&…).
   */
  chave?: string;
  /** The BP-e document as text (root BPe or bpeProc), at most 131072 bytes. */
  xml?: string;
}

// --------------------------------------------------------------- responses

/** RespostaBeneficio is the answer of beneficio. */
export interface RespostaBeneficio {
  ok: true;
  operacao: "beneficio";
  /**
   * In scope and the category's conditions are met; true with nenhum: no seat left; null with
   * sem_previsao.
   */
  elegivel: boolean | null;
  beneficio: TipoBeneficio;
  descontoPercentual: Percentual;
  /** One sentence in Portuguese. */
  motivo: string;
  /** The citations that ground the motivo, and only it. */
  motivoFundamentos: Citacao[];
  /** Given exactly when beneficio is gratuidade or desconto. */
  situacao: Situacao | null;
  prazos: Prazos;
  /** Null without precos (or when the fare cannot be computed). */
  valores: ValoresBeneficio | null;
  /**
   * Null with nao_se_aplica, for a child carried free, and without the request's vagas object
   * (revision 3).
   */
  vagas: VagasBeneficio | null;
  documentos: string[];
  /** documentosFundamentos[i]: the citations that ground documentos[i]. */
  documentosFundamentos: Citacao[][];
  notas: Nota[];
  fundamentos: Citacao[];
}

/**
 * Citacao is a legal basis as the contract returns it (content/ids.md): a dispositivo of a norm, or
 * (rules revision 3, R7) a court decision, which has decisao in place of norma and dispositivo.
 */
export interface Citacao {
  /** Norm slug, e.g. "decreto-8537-2015"; absent for a court decision. */
  norma?: string;
  /** Dispositivo id, e.g. "art13_par2"; absent for a court decision. */
  dispositivo?: string;
  /**
   * Court decision slug (content/jurisprudencia/), e.g. "stj-resp-1543465-rs"; absent for a norm.
   */
  decisao?: string;
  /** e.g. "Decreto nº 8.537/2015, art. 13, § 2º" or "STJ, REsp 1.543.465/RS". */
  rotulo: string;
  /** LexML URN; absent for a court decision. */
  urn?: string;
  /**
   * Site path, e.g. "/legislacao/decreto-8537-2015/#art13_par2" or
   * "/jurisprudencia/stj-resp-1543465-rs/".
   */
  href: string;
}

/** Prazos are the deadlines of the trip. */
export interface Prazos {
  solicitarAte: Instante | null;
  apresentarAte: Instante | null;
  /**
   * The elderly discount is bought at most 6 h (up to 500 km) or 12 h (over 500 km) before the trip
   * (D9921 art40 parágrafo único); null without viagem.distanciaKm or other benefit.
   */
  comprarAPartirDe: Instante | null;
}

/** ValoresBeneficio are what the passenger pays, in centavos. */
export interface ValoresBeneficio {
  tarifa: Centavos;
  taxaEmbarque: Centavos;
  pedagio: Centavos;
  outras: Centavos;
  total: Centavos;
}

/**
 * VagasBeneficio are the benefit seats of the passenger's category on the section; a kind whose
 * count the request did not give is null (rules revision 4, R8: a count left out is not zero).
 */
export interface VagasBeneficio {
  gratuitas: Contagem | null;
  descontos: Contagem | null;
}

/** Contagem is a seat count; total and disponiveis are null when unlimited. */
export interface Contagem {
  total: number | null;
  ocupadas: number;
  disponiveis: number | null;
}

/** Nota is a remark in Portuguese with its own legal bases. */
export interface Nota {
  texto: string;
  fundamentos: Citacao[];
}

/** RespostaReembolso is the answer of reembolso. */
export interface RespostaReembolso {
  ok: true;
  operacao: "reembolso";
  /** Null outside road transport. */
  direito: boolean | null;
  regra: RegraReembolso;
  valores: ValoresReembolso | null;
  /** The refund is due at once. */
  imediato: boolean;
  /** Null when no refund is due. */
  pagarAte: Data | null;
  notas: Nota[];
  fundamentos: Citacao[];
}

/** ValoresReembolso are the amounts of a refund, in centavos. */
export interface ValoresReembolso {
  /** Fare refunded after the maximum retention. */
  tarifa: Centavos;
  /** Fees refunded. */
  taxas: Centavos;
  retencaoMaxima: Centavos;
  /** IPCA adjustment. */
  correcao: Centavos;
  /** What the passenger gets at least. */
  total: Centavos;
  /**
   * compra.tarifaAtual − compra.tarifa when the fare rose since the purchase, on a refund by the
   * passenger's withdrawal (padrao, antes_do_embarque, arrependimento_7_dias), before the sales
   * commission (L11975 art13 §2); null otherwise (rules revision 4, R2).
   */
  diferencaTarifa: Centavos | null;
}

/** RespostaDisponibilidade is the answer of disponibilidade. */
export interface RespostaDisponibilidade {
  ok: true;
  operacao: "disponibilidade";
  categorias: CategoriasDisponibilidade;
  notas: Nota[];
  fundamentos: Citacao[];
}

/**
 * CategoriasDisponibilidade are the seats per category; pcd.descontos is all zeros; companions
 * count as pcd.
 */
export interface CategoriasDisponibilidade {
  jovem: Vagas;
  idoso: Vagas;
  pcd: Vagas;
}

/** Vagas are the benefit seats of a category on the section. */
export interface Vagas {
  gratuitas: Contagem;
  descontos: Contagem;
}

/** RespostaRemarcacao is the answer of remarcacao. */
export interface RespostaRemarcacao {
  ok: true;
  operacao: "remarcacao";
  /** Within one year of issuance (CC art132 §3); when false every amount is 0. */
  valido: boolean;
  validoAte: Data;
  /** novoValor − credito. */
  diferenca: Centavos;
  /**
   * The ticket's credit used for diferenca (rules revision 4, R2): tarifaAtualDoTrecho when greater
   * than valorPago, else valorPago; 0 when valido is false or valorPago is 0.
   */
  credito: Centavos;
  taxaPermitida: boolean;
  taxaCobravel: Centavos;
  totalAPagar: Centavos;
  totalAReceber: Centavos;
  notas: Nota[];
  fundamentos: Citacao[];
}

/** RespostaReservas is the answer of reservas. */
export interface RespostaReservas {
  ok: true;
  operacao: "reservas";
  /** One item per group, ordered by its first index; empty when none. */
  conflitos: Conflito[];
  notas: Nota[];
  fundamentos: Citacao[];
}

/**
 * Conflito is a group of reservations to the same destination on the same local day (or at the same
 * instant), linked by conflicts.
 */
export interface Conflito {
  /** The indexes of the group, two or more, ascending. */
  reservas: number[];
  motivo: string;
  fundamentos: Citacao[];
}

/** RespostaAtraso is the answer of atraso. */
export interface RespostaAtraso {
  ok: true;
  operacao: "atraso";
  /** Null outside road transport and on urban or semi-urban lines; may be empty. */
  direitos: DireitoAtraso[] | null;
  prazos: PrazosAtraso;
  valores: ValoresAtraso;
  notas: Nota[];
  /** Every citation of direitos and notas. */
  fundamentos: Citacao[];
}

/** DireitoAtraso is one right, in one sentence with its own grounds. */
export interface DireitoAtraso {
  codigo: CodigoDireito;
  texto: string;
  fundamentos: Citacao[];
}

/** PrazosAtraso are the instants of an atraso answer. */
export interface PrazosAtraso {
  /** atraso_partida: previsto + 1 h, after which L11975 art3 applies; null otherwise. */
  direitoAPartirDe: Instante | null;
  /** interrupcao by the company: interrompidaEm + 3 h (L11975 art4); null otherwise. */
  continuidadeAte: Instante | null;
}

/** ValoresAtraso are the amounts of an atraso answer, in centavos. */
export interface ValoresAtraso {
  /** compra.tarifa when a refund right exists and the amount is given; null otherwise. */
  reembolso: Centavos | null;
  /**
   * inferior with both amounts: compra.tarifa − precoClasseOferecida, never below 0; null
   * otherwise.
   */
  diferenca: Centavos | null;
}

/** RespostaRecusa is the answer of recusa. */
export interface RespostaRecusa {
  ok: true;
  operacao: "recusa";
  /**
   * true: a text allows the reason; false: the texts exclude it; null: the texts published here
   * neither allow nor exclude it.
   */
  admitido: boolean | null;
  /**
   * What the texts say about this reason for this benefit, and on what ground the refusal document
   * is asked for.
   */
  texto: string;
  fundamentos: Citacao[];
  /**
   * The reasons with admitido true for this categoria, modal and beneficio, in the contract's
   * order.
   */
  motivosAdmitidos: MotivoRecusa[];
}

/** RespostaBpe is the answer of bpe. */
export interface RespostaBpe {
  ok: true;
  operacao: "bpe";
  entrada: EntradaBpe;
  /** The access key and what its digits say; null when the document has no readable key. */
  chave: ChaveBpe | null;
  /** What the document says; null when only a key was given. */
  documento: DocumentoBpe | null;
  /** Null when neither the document's issue nor the key's month can be read. */
  validade: ValidadeBpe | null;
  /** Each check, one sentence with its own grounds. */
  achados: AchadoBpe[];
  notas: Nota[];
  fundamentos: Citacao[];
}

/**
 * ChaveBpe is an access key, field by field: cUF(2) AAMM(4) CNPJ(14) mod(2) serie(3) nBP(9)
 * tpEmis(1) cBP(8) cDV(1).
 */
export interface ChaveBpe {
  /** The 44 digits. */
  digitos: string;
  codigoUf: number;
  /** Null when the IBGE code is no UF's. */
  uf: UF | null;
  /** Year and month of issue (20AA, MM). */
  ano: number;
  mes: number;
  cnpj: string;
  cnpjValido: boolean;
  /** 63 for a BP-e. */
  modelo: number;
  serie: number;
  numero: number;
  tipoEmissao: number;
  /** cBP, the 8 random digits. */
  codigoNumerico: string;
  digitoVerificador: number;
  /** Modulus 11 over the first 43 digits, weights 2 to 9 from the right. */
  digitoCalculado: number;
  digitoValido: boolean;
}

/** DocumentoBpe is what a BP-e document says. */
export interface DocumentoBpe {
  /** BPe or bpeProc. */
  raiz: string;
  emitenteNome: string;
  emitenteCnpj: string;
  /** infPassageiro/xNome; null when absent. */
  passageiro: string | null;
  /** infValorBPe/tpDesconto; null when absent. */
  tipoDesconto: string | null;
  beneficio: BeneficioBpe;
  /** The fare is wholly discounted. */
  gratuidade: boolean;
  /** infViagem/tpServ of the first leg (1 and 2 are conventional); null when absent. */
  tipoServico: number | null;
  valores: ValoresBpe;
  /** Every item of Res art143 and whether the document shows it. */
  itens: ItemBpe[];
}

/** ValoresBpe are the amounts of the ticket, in centavos. */
export interface ValoresBpe {
  /** vBP: the ticket's price, fees included. */
  bilhete: Centavos;
  desconto: Centavos;
  /** vPgto: what the passenger paid. */
  pago: Centavos;
  /** Comp 01, or vBP less the other components. */
  tarifa: Centavos;
  taxaEmbarque: Centavos;
  pedagio: Centavos;
  /** Every other component (insurance, TMR, SVI, others). */
  outras: Centavos;
}

/** ItemBpe is one item of Res art143 I–VII and §§ 1º, 3º. */
export interface ItemBpe {
  texto: string;
  situacao: SituacaoItem;
  fundamentos: Citacao[];
}

/**
 * ValidadeBpe is the validity of the ticket: 1 year from the first issue (Res art144), to the same
 * calendar date of the next year (CC art132 §3).
 */
export interface ValidadeBpe {
  /** ide/dhEmi; null from a key alone. */
  emissao: Instante | null;
  /**
   * The last day of validity; from a key alone (only the month is known), the range from an issue
   * on the month's first day to one on its last.
   */
  validoAteMinimo: Data;
  validoAteMaximo: Data;
  situacao: SituacaoValidade;
  /** infPassagem/dhValidade; null when absent or from a key. */
  informada: Instante | null;
}

/** AchadoBpe is one finding, in one sentence with its own grounds. */
export interface AchadoBpe {
  codigo: CodigoAchado;
  gravidade: GravidadeAchado;
  texto: string;
  fundamentos: Citacao[];
}

/** Erro is one invalid field of a request. */
export interface Erro {
  /** Field path ("viagem.partidaLinha", "concedidos[3].de"), "" for the whole body. */
  campo: string;
  codigo: CodigoErro;
  /** In Portuguese. */
  mensagem: string;
}

/** The answer to an invalid request: every invalid field, not only the first. */
export interface RespostaErro {
  ok: false;
  erros: Erro[];
}

// ----------------------------------------------------------------- globals

declare global {
  /**
   * Answers one JSON request of contract v1 (a Pedido, as text) with one
   * JSON response (a Resposta, as text). Synchronous; never throws: a call
   * without exactly one string argument answers entrada_invalida.
   */
  function viagemDeDireitoCalcular(json: string): string;
  /**
   * Whether cnpj is a valid CNPJ, numeric or alphanumeric (calculator.ValidarCNPJ);
   * false for anything but one string.
   */
  function viagemDeDireitoValidarCNPJ(cnpj: string): boolean;
  /** True once viagemDeDireitoCalcular and viagemDeDireitoValidarCNPJ are defined. */
  var viagemDeDireitoPronto: boolean | undefined;
  /** Dispatched on window once viagemDeDireitoCalcular is defined. */
  interface WindowEventMap {
    viagemDeDireitoPronto: Event;
  }
}
