// Viagem de Direito: the calculator's WebAssembly front door, contract v1
// (spec/contract.md; the engine's prose specification is calculator/doc.go).
//
// Load wasm_exec.js (from $(go env GOROOT)/lib/wasm/), run the module with
// `new Go().run(instance)`, wait for `viagemDeDireitoPronto` (the global flag
// or the event of the same name), then:
//
//   const resposta: Resposta = JSON.parse(viagemDeDireitoCalcular(JSON.stringify(pedido)));
//
// Conventions: keys are Portuguese camelCase; money is an integer number of
// centavos (0 to 100000000); instants are RFC 3339 with a UTC offset
// ("2026-12-24T08:00:00-03:00", seconds optional on input); dates are
// AAAA-MM-DD. Unknown request fields are ignored and a null optional field
// counts as absent. v1 may add fields, never rename or remove them.
//
// wasm/contrato_test.go keeps this file in sync with the engine and with
// spec/contract.md. Its reader is small: one property per line as
// `nome?: tipo;`, types built from primitives, "literals", names, T[] and
// [A, B] joined by |, and interfaces without nested braces.

/** RFC 3339 instant with offset. */
export type Instante = string;
/** Calendar date, AAAA-MM-DD. */
export type Data = string;
/** Integer number of centavos (R$ 1,00 = 100), 0 to 100000000. */
export type Centavos = number;

export type Operacao = "beneficio" | "reembolso" | "disponibilidade" | "remarcacao" | "reservas";
export type Categoria = "jovem" | "idoso" | "pcd" | "pcd_acompanhante" | "crianca";
export type Modal = "rodoviario" | "ferroviario" | "aquaviario";
/** The 27 UFs; the engine also accepts them in lower case. */
export type UF = "AC" | "AL" | "AP" | "AM" | "BA" | "CE" | "DF" | "ES" | "GO" | "MA" | "MT" | "MS" | "MG" | "PA" | "PB" | "PR" | "PE" | "PI" | "RJ" | "RN" | "RS" | "RO" | "RR" | "SC" | "SP" | "SE" | "TO";
export type Canal = "presencial" | "nao_presencial";
export type Beneficio = "gratuidade" | "desconto" | "nenhum" | "nao_se_aplica" | "sem_previsao";
export type Situacao = "garantida" | "sujeita_a_disponibilidade" | "encerrada";
export type RegraReembolso = "bilhete_utilizado" | "m3_nao_informado" | "atraso_partida" | "arrependimento_7_dias" | "padrao" | "antes_do_embarque" | "fora_do_prazo" | "fora_do_escopo";
/** Categories counted by disponibilidade; companions count as pcd. */
export type CategoriaVaga = "jovem" | "idoso" | "pcd" | "pcd_acompanhante";
export type TipoConcessao = "gratuidade" | "desconto";
/**
 * Error codes (calculator/doc.go), plus entrada_invalida: the WebAssembly
 * function was not called with exactly one string.
 */
export type CodigoErro = "json_invalido" | "chave_duplicada" | "tipo_invalido" | "campo_obrigatorio" | "operacao_desconhecida" | "valor_invalido" | "data_invalida" | "data_fora_do_intervalo" | "valor_negativo" | "valor_muito_alto" | "numero_invalido" | "texto_muito_longo" | "lista_tamanho_invalido" | "ordem_invalida" | "erro_interno" | "entrada_invalida";

// ---------------------------------------------------------------- requests

export type Requisicao = RequisicaoBeneficio | RequisicaoReembolso | RequisicaoDisponibilidade | RequisicaoRemarcacao | RequisicaoReservas;

/** What a passenger gets on a trip. */
export interface RequisicaoBeneficio {
  operacao: "beneficio";
  /** When the request is made. */
  agora: Instante;
  categoria: Categoria;
  /** Checks the age limits on the boarding date (may go back to 1880). */
  nascimento?: Data;
  viagem: ViagemBeneficio;
  vagas?: VagasConcedidas;
  precos?: Precos;
}

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
}

/** Grants of this category already made on the section (default 0). */
export interface VagasConcedidas {
  gratuitasConcedidas?: number;
  descontosConcedidos?: number;
}

export interface Precos {
  /** Lowest service price on sale for the trip and section now. */
  menorTarifa?: Centavos;
  taxaEmbarque?: Centavos;
  pedagio?: Centavos;
  outras?: Centavos;
}

/** Cancelling a ticket. */
export interface RequisicaoReembolso {
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

export interface Compra {
  /** Purchase instant. */
  em: Instante;
  canal: Canal;
  tarifa: Centavos;
  taxaEmbarque?: Centavos;
  pedagio?: Centavos;
  outras?: Centavos;
}

export interface ViagemReembolso {
  /** Start of the passenger's trip. */
  embarque: Instante;
}

/** Seats per category on a section (operators, Res art150 §4). */
export interface RequisicaoDisponibilidade {
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

export interface Concessao {
  categoria: CategoriaVaga;
  tipo: TipoConcessao;
  /** Stop index, de < ate. */
  de: number;
  ate: number;
}

export interface Trecho {
  de: number;
  ate: number;
}

/** Rebooking (Res art144, art146). */
export interface RequisicaoRemarcacao {
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
}

/** Anti-hoarding check (Res art150 §1; Dec art15). */
export interface RequisicaoReservas {
  operacao: "reservas";
  /** Up to 200 reservations. */
  reservas: Reserva[];
}

export interface Reserva {
  destino: string;
  partida: Instante;
  transportadora?: string;
}

// --------------------------------------------------------------- responses

export type Resposta = RespostaSucesso | RespostaErro;
export type RespostaSucesso = RespostaBeneficio | RespostaReembolso | RespostaDisponibilidade | RespostaRemarcacao | RespostaReservas;

/** A legal basis (spec/ids.md). */
export interface Citacao {
  /** Norm slug, e.g. "decreto-8537-2015". */
  norma: string;
  /** Dispositivo id, e.g. "art13_par2". */
  dispositivo: string;
  /** e.g. "Decreto nº 8.537/2015, art. 13, § 2º". */
  rotulo: string;
  /** LexML URN. */
  urn: string;
  /** Site path, e.g. "/legislacao/decreto-8537-2015/#art13_par2". */
  href: string;
}

/** A remark in Portuguese with its own legal bases. */
export interface Nota {
  texto: string;
  fundamentos: Citacao[];
}

/** Seat count; total and disponiveis are null when unlimited. */
export interface Contagem {
  total: number | null;
  ocupadas: number;
  disponiveis: number | null;
}

export interface Vagas {
  gratuitas: Contagem;
  descontos: Contagem;
}

export interface RespostaBeneficio {
  ok: true;
  operacao: "beneficio";
  /** In scope and the category's conditions are met; true with nenhum: no seat left; null with sem_previsao. */
  elegivel: boolean | null;
  beneficio: Beneficio;
  descontoPercentual: 100 | 50 | 0;
  /** One sentence in Portuguese. */
  motivo: string;
  /** The citations that ground the motivo, and only it. */
  motivoFundamentos: Citacao[];
  /** Given exactly when beneficio is gratuidade or desconto. */
  situacao: Situacao | null;
  prazos: Prazos;
  /** Null without precos (or when the fare cannot be computed). */
  valores: ValoresBeneficio | null;
  /** Null with nao_se_aplica and for a child carried free. */
  vagas: Vagas | null;
  documentos: string[];
  /** documentosFundamentos[i]: the citations that ground documentos[i]. */
  documentosFundamentos: Citacao[][];
  notas: Nota[];
  fundamentos: Citacao[];
}

export interface Prazos {
  solicitarAte: Instante | null;
  apresentarAte: Instante | null;
}

export interface ValoresBeneficio {
  tarifa: Centavos;
  taxaEmbarque: Centavos;
  pedagio: Centavos;
  outras: Centavos;
  total: Centavos;
}

export interface RespostaReembolso {
  ok: true;
  operacao: "reembolso";
  /** Null outside road transport. */
  direito: boolean | null;
  regra: RegraReembolso;
  valores: ValoresReembolso | null;
  imediato: boolean;
  /** Null when no refund is due. */
  pagarAte: Data | null;
  notas: Nota[];
  fundamentos: Citacao[];
}

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
}

export interface RespostaDisponibilidade {
  ok: true;
  operacao: "disponibilidade";
  categorias: CategoriasDisponibilidade;
  notas: Nota[];
  fundamentos: Citacao[];
}

/** pcd.descontos is all zeros; companions count as pcd. */
export interface CategoriasDisponibilidade {
  jovem: Vagas;
  idoso: Vagas;
  pcd: Vagas;
}

export interface RespostaRemarcacao {
  ok: true;
  operacao: "remarcacao";
  /** Within one year of issuance (CC art132 §3); when false every amount is 0. */
  valido: boolean;
  validoAte: Data;
  /** novoValor − valorPago. */
  diferenca: Centavos;
  taxaPermitida: boolean;
  taxaCobravel: Centavos;
  totalAPagar: Centavos;
  totalAReceber: Centavos;
  notas: Nota[];
  fundamentos: Citacao[];
}

export interface RespostaReservas {
  ok: true;
  operacao: "reservas";
  /** Sorted, empty when none. */
  conflitos: Conflito[];
  notas: Nota[];
  fundamentos: Citacao[];
}

export interface Conflito {
  /** Index pair [i, j], i < j. */
  reservas: [number, number];
  motivo: string;
  fundamentos: Citacao[];
}

export interface RespostaErro {
  ok: false;
  /** Every invalid field, not only the first. */
  erros: Erro[];
}

export interface Erro {
  /** Field path ("viagem.partidaLinha", "concedidos[3].de"), "" for the whole body. */
  campo: string;
  codigo: CodigoErro;
  /** In Portuguese. */
  mensagem: string;
}

// ----------------------------------------------------------------- globals

declare global {
  /**
   * Answers one JSON request of contract v1 (a Requisicao, as text) with one
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
