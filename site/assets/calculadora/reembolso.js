// "Quanto recebo de volta?": cancelling a ticket (operation reembolso) and
// rebooking it (remarcacao) in the calculator contract v1.
//
// Query names: op (cancelar, remarcar), modal, uf and fo (the terminal of
// boarding and, in PE or AM, its zone), canal, cd (purchase date) or cn (days ago; the hour is not
// asked), tarifa, te, pd, ou (amounts paid, in reais), ed/eh (start of the
// trip), aprazo (sim: bought on credit), qd (the payoff's date), th (today's
// fare of the section, in reais; rules revision 4, R2 and R3), uso (sim: the
// ticket was used),
// atraso (minutes), m3, prot (sim,
// nao, ainda); for rebooking: id (first issuance's date) or in (days ago; the
// hour is not asked: the validity counts in days), vp, nv (price paid and
// new price), ta (today's fare of the ticket's section), tx (fee), txc, txb
// (the fee was disclosed at purchase, is on the ticket).

import { el } from "./dom.js";
import { zonaDe, horarioDe, instante, agora } from "./fusos.js";
import { lerReais, reais, dataBR } from "./formato.js";
import { secao, fechar, tabelaValores, ajuda, termos, citacoes, frase } from "./resultado.js";
import { passoZona, campoModal } from "./beneficio.js";

const SIM_NAO = [{ valor: "sim", rotulo: "Sim" }, { valor: "nao", rotulo: "Não" }];
const cancelar = (r) => r.op === "cancelar";
// On a train or a boat the published rules of cancellation are silent (the
// engine says so whatever else the request holds: Lei 11.975, art. 1º, and
// the Resolução, art. 147, are of road transport): the flow asks only what
// a request needs (the purchase, the price, the trip), never the questions
// whose answers only road rules use.
const cancelarNoOnibus = (r) => cancelar(r) && r.modal === "rodoviario";
const remarcar = (r) => r.op === "remarcar";
const zona = (r) => zonaDe(r.uf, r.fo);
const dicaHorario = (r) => "No horário local do terminal de embarque (" + horarioDe(zona(r)) + ").";

const passoFuso = passoZona("fuso", "uf", "fo", "O terminal de embarque");

/**
 * A date the person gives as a date (field data) or as days ago (field
 * dias: "há 3 dias"), today being the device's date: the purchase (cd, cn)
 * or the ticket's first issuance (id, in).
 */
function dataOuDias(r, data, dias) {
	if (r[data]) {
		return r[data];
	}
	if (!/^\d{1,4}$/.test(r[dias] || "")) {
		return "";
	}
	const hoje = agora().slice(0, 10).split("-").map(Number);
	const d = new Date(Date.UTC(hoje[0], hoje[1] - 1, hoje[2] - Number(r[dias])));
	const d2 = (n) => (n < 10 ? "0" : "") + n;
	return d.getUTCFullYear() + "-" + d2(d.getUTCMonth() + 1) + "-" + d2(d.getUTCDate());
}

/**
 * Whether the trip's start is at most horas hours from now: only then can
 * the departure have been late (atraso: 0) or the passenger be at the
 * station deciding about a micro-bus (m3: 3, the hours of the cancellation
 * limit). A trip further ahead skips those questions.
 */
function jaPartiria(r, horas) {
	const e = instante(r.ed, r.eh, zona(r));
	return !e || Date.parse(e) <= Date.now() + horas * 3600000;
}

/** @type {import("./fluxo.js").Fluxo} */
export const fluxoReembolso = {
	nome: "reembolso",
	passos: [
		{
			id: "acao",
			titulo: "O que você quer fazer com a passagem?",
			resumo: "O que você quer fazer",
			campos: [{
				nome: "op", tipo: "radio", faltando: "Escolha cancelar ou remarcar.", opcoes: [
					{ valor: "cancelar", rotulo: "Cancelar e receber o dinheiro de volta", resumo: "Cancelar" },
					{ valor: "remarcar", rotulo: "Remarcar para outra data, horário ou classe", resumo: "Remarcar" },
				],
			}],
		},
		{
			id: "meio",
			titulo: "Como é a viagem?",
			resumo: "Meio de transporte",
			quando: cancelar,
			campos: [campoModal],
			campoMotor: ["modal"],
		},
		{
			id: "terminal",
			titulo: "Em que estado fica o terminal onde você embarca?",
			resumo: "Estado do embarque",
			dica: "A calculadora usa o horário local desse terminal para as datas e horas que você informar.",
			campos: [{ nome: "uf", tipo: "uf", rotulo: "Estado do embarque", faltando: "Escolha o estado do embarque." }],
		},
		passoFuso,
		{
			id: "canal",
			titulo: "Onde você comprou a passagem?",
			resumo: "Onde comprou",
			quando: cancelar,
			campos: [{
				nome: "canal", tipo: "radio", faltando: "Escolha onde você comprou a passagem.", opcoes: [
					{ valor: "presencial", rotulo: "No guichê ou em outro ponto de venda físico", resumo: "Guichê ou ponto de venda físico" },
					{ valor: "nao_presencial", rotulo: "Pela internet, por aplicativo ou por telefone", resumo: "Internet, aplicativo ou telefone" },
				],
			}],
			campoMotor: ["compra.canal"],
		},
		{
			id: "compra",
			titulo: "Quando você comprou a passagem?",
			resumo: "Compra",
			dica: "Informe a data ou há quantos dias comprou. A hora não é preciso: os prazos da compra contam em dias.",
			quando: cancelar,
			campos: [
				{ nome: "cd", tipo: "data", rotulo: "Data", resumo: "Data", opcional: true },
				{ nome: "cn", tipo: "inteiro", rotulo: "Ou: há quantos dias", resumo: "Há quantos dias", opcional: true, max: 3650, dica: "0 para hoje, 1 para ontem." },
			],
			validar: (r) => (!r.cd && !r.cn ? [{ campo: "cd", mensagem: "Informe a data da compra ou há quantos dias comprou." }] : []),
			campoMotor: ["compra.em"],
		},
		{
			id: "valores",
			titulo: "Quanto você pagou?",
			resumo: "Valores pagos",
			dica: "Veja no bilhete ou no comprovante de compra.",
			quando: cancelar,
			campos: [
				{ nome: "tarifa", tipo: "reais", rotulo: "Preço da passagem (tarifa)", resumo: "Tarifa", faltando: "Informe o preço da passagem." },
				{ nome: "te", tipo: "reais", rotulo: "Taxa de embarque", opcional: true },
				// a toll is a road's: not asked on a train or a boat, nor sent
				{ nome: "pd", tipo: "reais", rotulo: "Pedágio", opcional: true, quando: (r) => r.modal === "rodoviario" },
				{ nome: "ou", tipo: "reais", rotulo: "Outras taxas", opcional: true },
			],
			campoMotor: ["compra.tarifa", "compra.taxaEmbarque", "compra.pedagio", "compra.outras"],
		},
		{
			id: "aprazo",
			titulo: "Você comprou a passagem a prazo?",
			resumo: "Compra a prazo",
			// the rule, in the catalogue's words (the home page guide's)
			ajuda: "calc-ajuda-aprazo",
			quando: cancelarNoOnibus,
			campos: [{
				nome: "aprazo", tipo: "radio", faltando: "Responda se comprou a prazo.", opcoes: [
					{ valor: "nao", rotulo: "Não, paguei à vista", resumo: "Não" },
					{ valor: "sim", rotulo: "Sim, parcelado ou no crediário", resumo: "Sim" },
				],
			}],
			campoMotor: ["compra.aPrazo"],
		},
		{
			// Rules revision 4 (R3): the payoff's date, optional.
			id: "quitacao",
			titulo: "Quando a dívida da compra foi ou vai ser quitada?",
			resumo: "Quitação da dívida",
			dica: "Opcional: a data em que você pagou, ou vai pagar, a última parcela. Com ela, a calculadora mostra a data da devolução. Deixe em branco se não sabe.",
			quando: (r) => cancelarNoOnibus(r) && r.aprazo === "sim",
			campos: [{ nome: "qd", tipo: "data", rotulo: "Data da quitação", resumo: "Data", opcional: true }],
			campoMotor: ["compra.quitadaEm"],
		},
		{
			// Rules revision 4 (R2): today's fare, optional.
			id: "tarifa-hoje",
			titulo: "Quanto custa hoje a passagem do mesmo trecho?",
			resumo: "Tarifa de hoje",
			// the rule, in the catalogue's words (the home page guide's)
			ajuda: "calc-ajuda-tarifa-hoje",
			quando: cancelarNoOnibus,
			campos: [{ nome: "th", tipo: "reais", rotulo: "Preço de hoje da passagem (tarifa)", resumo: "Tarifa de hoje", opcional: true }],
			campoMotor: ["compra.tarifaAtual"],
		},
		{
			id: "viagem",
			titulo: "Quando começa a sua viagem?",
			resumo: "Início da viagem",
			dica: (r) => "A data e a hora marcadas no bilhete. " + dicaHorario(r),
			quando: cancelar,
			campos: [
				{ nome: "ed", tipo: "data", rotulo: "Data", faltando: "Informe a data da viagem." },
				{ nome: "eh", tipo: "hora", rotulo: "Hora", faltando: "Informe a hora da viagem." },
			],
			validar: (r) => {
				const c = instante(dataOuDias(r, "cd", "cn"), "00:00", zona(r));
				const e = instante(r.ed, r.eh, zona(r));
				if (c && e && Date.parse(e) < Date.parse(c)) {
					return [{ campo: "ed", mensagem: "A viagem não pode começar antes da compra (" + dataBR(dataOuDias(r, "cd", "cn")) + ")." }];
				}
				return [];
			},
			campoMotor: ["viagem.embarque"],
		},
		{
			id: "uso",
			titulo: "Você já usou o bilhete?",
			resumo: "Bilhete usado",
			// a trip not yet begun: the ticket cannot have been used
			quando: (r) => cancelarNoOnibus(r) && jaPartiria(r, 0),
			campos: [{ nome: "uso", tipo: "radio", opcoes: [{ valor: "nao", rotulo: "Não, não embarquei", resumo: "Não" }, { valor: "sim", rotulo: "Sim, já embarquei", resumo: "Sim" }] }],
		},
		{
			id: "atraso",
			titulo: "A partida atrasou?",
			resumo: "Atraso da partida",
			ajuda: "calc-ajuda-atraso",
			quando: (r) => cancelarNoOnibus(r) && r.uso !== "sim" && jaPartiria(r, 0),
			campos: [{ nome: "atraso", tipo: "inteiro", rotulo: "Minutos de atraso", dica: "Deixe em branco se a partida não atrasou.", opcional: true, max: 100000 }],
			campoMotor: ["atrasoPartidaMinutos"],
		},
		{
			id: "m3",
			titulo: "A viagem vai ser feita em micro-ônibus sem que o bilhete tenha avisado?",
			resumo: "Micro-ônibus (M3) sem aviso",
			ajuda: "calc-ajuda-m3",
			quando: (r) => cancelarNoOnibus(r) && jaPartiria(r, 3),
			campos: [{ nome: "m3", tipo: "radio", opcoes: SIM_NAO }],
		},
		{
			id: "protocolo",
			titulo: "A empresa deu o comprovante (protocolo) do pedido de cancelamento?",
			resumo: "Comprovante do pedido",
			ajuda: "calc-ajuda-protocolo",
			quando: (r) => cancelarNoOnibus(r) && r.uso !== "sim",
			campos: [{
				nome: "prot", tipo: "radio", opcoes: [
					{ valor: "ainda", rotulo: "Ainda não pedi o cancelamento" },
					{ valor: "sim", rotulo: "Sim, recebi o comprovante", resumo: "Sim" },
					{ valor: "nao", rotulo: "Não, pedi e a empresa não deu o comprovante", resumo: "Não" },
				],
			}],
		},
		{
			id: "emissao",
			titulo: "Quando a passagem foi emitida pela primeira vez?",
			resumo: "Primeira emissão",
			dica: "Veja no bilhete; se ele já foi remarcado, vale a data da primeira emissão. Informe a data ou há quantos dias foi. A hora não é preciso: a validade conta em dias.",
			quando: remarcar,
			campos: [
				{ nome: "id", tipo: "data", rotulo: "Data", resumo: "Data", opcional: true },
				{ nome: "in", tipo: "inteiro", rotulo: "Ou: há quantos dias", resumo: "Há quantos dias", opcional: true, max: 3650, dica: "0 para hoje, 1 para ontem." },
			],
			validar: (r) => (!r.id && !r.in ? [{ campo: "id", mensagem: "Informe a data da emissão ou há quantos dias a passagem foi emitida." }] : []),
			campoMotor: ["emissao"],
		},
		{
			id: "precos",
			titulo: "Quanto você pagou e quanto custa a nova passagem?",
			resumo: "Valores",
			// the credit of the updated fare, in the catalogue's words
			ajuda: "calc-ajuda-credito",
			quando: remarcar,
			campos: [
				{ nome: "vp", tipo: "reais", rotulo: "Valor que você pagou", resumo: "Pago", faltando: "Informe o valor que você pagou." },
				{ nome: "nv", tipo: "reais", rotulo: "Preço da nova passagem, oferecido agora", resumo: "Novo preço", faltando: "Informe o preço da nova passagem." },
				{
					// Rules revision 4 (R2): the ticket keeps the updated fare as credit.
					nome: "ta", tipo: "reais", rotulo: "Preço de hoje do trecho do seu bilhete", resumo: "Tarifa de hoje do seu trecho", opcional: true,
					dica: "Opcional. Deixe em branco se não sabe.",
				},
			],
			campoMotor: ["valorPago", "novoValor", "tarifaAtualDoTrecho"],
		},
		{
			id: "taxa",
			titulo: "A empresa quer cobrar taxa de remarcação?",
			resumo: "Taxa de remarcação",
			quando: remarcar,
			campos: [{ nome: "tx", tipo: "reais", rotulo: "Valor da taxa de remarcação", resumo: "Taxa", opcional: true, dica: "Deixe em branco se não há taxa." }],
			campoMotor: ["taxa"],
		},
		{
			id: "taxa-condicoes",
			titulo: "Sobre a taxa de remarcação",
			resumo: "Condições da taxa",
			ajuda: "calc-ajuda-taxa",
			quando: (r) => remarcar(r) && !!r.tx,
			campos: [
				{ nome: "txc", tipo: "radio", rotulo: "A taxa foi informada quando você comprou a passagem?", resumo: "Informada na compra", opcoes: SIM_NAO },
				{ nome: "txb", tipo: "radio", rotulo: "O valor da taxa está escrito no bilhete?", resumo: "No bilhete", opcoes: SIM_NAO },
			],
		},
	],

	pedido(r) {
		const c = (k) => lerReais(r[k]);
		if (remarcar(r)) {
			const p = { operacao: "remarcacao", agora: agora(), emissao: instante(dataOuDias(r, "id", "in"), "00:00", zona(r)), valorPago: c("vp"), novoValor: c("nv") };
			if (c("ta") !== null) {
				p.tarifaAtualDoTrecho = c("ta");
			}
			if (c("tx") !== null) {
				p.taxa = c("tx");
				p.taxaInformadaNaCompra = r.txc === "sim";
				p.taxaNoBilhete = r.txb === "sim";
			}
			return p;
		}
		// Without the hour (the flow does not ask it), the start of the day:
		// the purchase's deadlines count in days, from the day after it.
		const compra = { em: instante(dataOuDias(r, "cd", "cn"), "00:00", zona(r)), canal: r.canal, tarifa: c("tarifa") };
		if (r.aprazo === "sim" && r.modal === "rodoviario") {
			compra.aPrazo = true;
			if (r.qd) {
				compra.quitadaEm = r.qd;
			}
		}
		if (r.modal === "rodoviario" && c("th") !== null) {
			compra.tarifaAtual = c("th");
		}
		const nomes = { te: "taxaEmbarque", pd: "pedagio", ou: "outras" };
		for (const k of Object.keys(nomes)) {
			if (c(k) !== null && (k !== "pd" || r.modal === "rodoviario")) {
				compra[nomes[k]] = c(k);
			}
		}
		const p = { operacao: "reembolso", agora: agora(), modal: r.modal, compra, viagem: { embarque: instante(r.ed, r.eh, zona(r)) } };
		// the answers only road rules use (see cancelarNoOnibus): on a
		// train or a boat none is asked, and none is sent
		if (r.modal !== "rodoviario") {
			return p;
		}
		p.utilizado = jaPartiria(r, 0) && r.uso === "sim";
		if (!p.utilizado) {
			p.protocoloFornecido = r.prot !== "nao";
			if (r.atraso && jaPartiria(r, 0)) {
				p.atrasoPartidaMinutos = Number(r.atraso);
			}
		}
		p.m3NaoInformado = jaPartiria(r, 3) && r.m3 === "sim";
		return p;
	},

	resultado(ctx) {
		return ctx.resposta.operacao === "remarcacao" ? resultadoRemarcacao(ctx) : resultadoReembolso(ctx);
	},
};

/**
 * The first instant a sentence names (a date, maybe with a time: "24/12/2026
 * às 06:30") that is after agora (ms), or 0 for none. The engine writes
 * instants in the terminal's time (zona); a date alone is its whole day.
 */
function primeiraDataAdiante(texto, agoraMs, zona) {
	const re = /(\d{2})\/(\d{2})\/(\d{4})(?: às (\d{2}:\d{2}))?/g;
	let m;
	while ((m = re.exec(texto))) {
		const dia = m[3] + "-" + m[2] + "-" + m[1];
		const fim = Date.parse(instante(dia, m[4] || "23:59", zona) || "") + (m[4] ? 0 : 60000);
		if (fim > agoraMs) {
			return fim;
		}
	}
	return 0;
}

function resultadoReembolso(ctx) {
	const doc = ctx.doc;
	const x = ctx.resposta;
	const r = ctx.r || {};
	// After the 3-hour limit the Law still grants the refund, but the
	// company may refuse on the Resolution's word: the headline says the
	// outcome, the engine's sentences below say which norm says what
	// (reembolso.antes_do_embarque, .resolucao, .recusa).
	const titulo = x.direito === true
		? x.regra === "antes_do_embarque"
			? "Você tem direito ao reembolso, mas a empresa pode recusar"
			: "Você tem direito ao reembolso"
		: x.direito === false
			? "Você não tem direito ao reembolso"
			: "Os textos publicados só tratam do reembolso no ônibus";
	let prazosDoPedido = [];
	// the engine's notes shown above, not again among the notes
	const movidas = [];
	const out = el(doc, "div", { class: "calc-resposta-reembolso", "data-regra": x.regra });
	out.appendChild(el(doc, "h1", { tabindex: "-1" }, titulo));
	if (x.valores && x.direito) {
		const v = x.valores;
		// "At least": the company may keep up to retencaoMaxima of the fare
		// (the total is net of it); the table shows the computation.
		const minimo = v.retencaoMaxima > 0;
		// Rules revision 4 (C10): the IPCA of months the engine's table lacks
		// is missing, so the total is a floor too (the engine's sentence says it).
		const piso = !minimo && (x.notas || []).some((n) => /Você recebe pelo menos/.test(n.texto));
		const linhas = [["Passagem paga", v.tarifa + v.retencaoMaxima]];
		if (minimo) {
			linhas.push(["Multa máxima que a empresa pode reter", -v.retencaoMaxima], ["Passagem devolvida, no mínimo", v.tarifa]);
		}
		linhas.push(["Taxas devolvidas", v.taxas]);
		if (v.correcao) {
			linhas.push(["Correção pelo IPCA", v.correcao]);
		}
		linhas.push([minimo || piso ? "Total, no mínimo" : "Total", v.total]);
		// each of these sentences cites what the engine's note on the same fact cites
		const nota = (re) => ((x.notas || []).filter((n) => re.test(n.texto))[0] || {}).fundamentos;
		out.appendChild(el(doc, "p", { class: "calc-destaque" }, minimo || piso ? "Você recebe pelo menos " : "Você recebe ", el(doc, "strong", null, reais(v.total)),
			minimo ? ": a passagem de " + reais(v.tarifa + v.retencaoMaxima) + " menos a multa máxima de " + reais(v.retencaoMaxima) + (v.taxas ? ", mais as taxas de " + reais(v.taxas) : "") + "."
				: piso ? ", mais a correção pelo IPCA dos meses que a calculadora não tem." : ".",
			minimo ? citacoes(doc, nota(/multa compensatória/)) : piso ? citacoes(doc, nota(/Você recebe pelo menos/)) : null));
		// when the company pays: after the person's own next step, if any
		const pago = el(doc, "p", { "data-prazo": "pagarAte" }, "Quando: ",
			x.imediato ? "na hora, no momento do pedido." : x.pagarAte ? "até " + dataBR(x.pagarAte) + "." : "depois de quitada a dívida da compra a prazo.",
			x.pagarAte ? citacoes(doc, nota(new RegExp("até " + dataBR(x.pagarAte).replace(/\//g, "\\/") + "\\.")))
				: x.imediato ? null : citacoes(doc, nota(/depois de quitada a dívida/)));
		if (v.diferencaTarifa) {
			// Rules revision 4 (R2): the rise of the fare, a fact; what may
			// be claimed of it is the engine's sentence (reembolso.tarifa_do_dia),
			// shown here, once, not again below.
			const alta = (x.notas || []).filter((n) => /reclamar também essa alta/.test(n.texto))[0];
			if (alta) {
				movidas.push(alta);
			}
			out.appendChild(el(doc, "div", { class: "calc-diferenca-tarifa" },
				el(doc, "p", null, "A passagem ficou ", el(doc, "strong", null, reais(v.diferencaTarifa)), " mais cara desde a compra."),
				alta ? frase(doc, "p", alta.texto, alta.fundamentos) : null));
		}
		if (r.prot !== "ainda") {
			out.appendChild(pago);
		}
		if (r.prot === "ainda") {
			// The step, then the engine's sentences that name the time it
			// must be taken by (a date still ahead that is not the company's
			// own deadline to pay): shown here, once, not again below.
			const protocolo = (x.notas || []).filter((n) => /comprovante ou protocolo/.test(n.texto))[0];
			const pagar = x.pagarAte ? dataBR(x.pagarAte) : null;
			const adiante = (n) => primeiraDataAdiante(n.texto, Date.parse(ctx.pedido.agora), zona(r));
			// the nearest first
			prazosDoPedido = (x.notas || []).filter((n) => (!pagar || n.texto.indexOf(pagar) < 0) && adiante(n))
				.sort((a, b) => adiante(a) - adiante(b));
			out.appendChild(el(doc, "p", { class: "calc-proximo-passo" }, "Próximo passo: peça o cancelamento à empresa e o comprovante do pedido.", protocolo ? citacoes(doc, protocolo.fundamentos) : null));
			if (prazosDoPedido.length) {
				out.appendChild(el(doc, "ul", { class: "calc-passos calc-prazos-pedido" }, prazosDoPedido.map((n) => frase(doc, "li", n.texto, n.fundamentos))));
			}
			out.appendChild(pago);
		}
		out.appendChild(secao(doc, "calc-receber", "Como o valor é calculado", tabelaValores(doc, "Valores do reembolso", linhas)));
	}
	if (x.direito === null) {
		out.appendChild(secao(doc, "calc-proximo", "O que fazer agora", ajuda(doc, r.modal === "rodoviario" ? "calc-proximo-reembolso-fora" : "calc-proximo-reembolso-fora-outros")));
	} else if (x.direito === false) {
		out.appendChild(secao(doc, "calc-proximo", "O que fazer agora", ajuda(doc, "calc-proximo-sem-reembolso")));
	}
	// The micro-bus (Res art. 143, § 4º: the whole amount, at once, if the
	// ticket did not say M3) where it can change this answer: a trip too far
	// ahead for the question (asked within 3 h) whose refund keeps part of
	// the fare. When the answer already gives back all that was paid (the
	// 7 days of a purchase online), the box adds nothing (review
	// 2026-12-03, finding 9: a trip five days away).
	if (r.modal === "rodoviario" && !jaPartiria(r, 3) && x.valores && x.valores.retencaoMaxima > 0) {
		out.appendChild(secao(doc, "calc-m3", "Se a viagem for num micro-ônibus", ajuda(doc, "calc-ajuda-m3")));
	}
	fechar(doc, out, Object.assign({}, x, { notas: (x.notas || []).filter((n) => prazosDoPedido.indexOf(n) < 0 && movidas.indexOf(n) < 0) }));
	const t = termos(doc, "calc-termos", out.textContent, { modal: r.modal || "rodoviario" });
	if (t) {
		out.insertBefore(t, out.querySelector(".calc-base"));
	}
	return out;
}

function resultadoRemarcacao(ctx) {
	const doc = ctx.doc;
	const x = ctx.resposta;
	const titulo = !x.valido
		? "A passagem passou da validade de 1 ano"
		: x.totalAPagar > 0
			? "Para remarcar, você paga " + reais(x.totalAPagar)
			: x.totalAReceber > 0
				? "Ao remarcar, você recebe " + reais(x.totalAReceber)
				: "Você remarca sem pagar nada a mais";
	const out = el(doc, "div", { class: "calc-resposta-remarcacao", "data-valido": String(x.valido) });
	out.appendChild(el(doc, "h1", { tabindex: "-1" }, titulo));
	out.appendChild(el(doc, "p", { "data-prazo": "validoAte" }, "Validade da passagem: até " + dataBR(x.validoAte) + "."));
	if (x.valido) {
		// Rules revision 4 (R2): the credit is the updated fare when above the price paid.
		const credito = x.credito !== undefined && x.credito !== ctx.pedido.valorPago;
		out.appendChild(secao(doc, "calc-remarcar", "A conta da remarcação", tabelaValores(doc, "Diferença e taxa", [
			...(credito ? [["Crédito do bilhete (tarifa de hoje do trecho)", x.credito]] : []),
			[credito ? "Diferença de preço (novo − crédito)" : "Diferença de preço (novo − pago)", x.diferenca],
			["Taxa de remarcação cobrável", x.taxaCobravel],
			[x.totalAReceber > 0 ? "Total a receber" : "Total a pagar", x.totalAReceber > 0 ? x.totalAReceber : x.totalAPagar],
		])));
	}
	return fechar(doc, out, x);
}
