// "Quanto recebo de volta?": cancelling a ticket (operation reembolso) and
// rebooking it (remarcacao) in the calculator contract v1.
//
// Query names: op (cancelar, remarcar), modal, uf and fo (the terminal of
// boarding and, in PE or AM, its zone), canal, cd/ch (purchase date and
// time), tarifa, te, pd, ou (amounts paid, in reais), ed/eh (start of the
// trip), aprazo (sim: bought on credit), uso (sim: the ticket was used),
// atraso (minutes), m3, prot (sim,
// nao, ainda); for rebooking: id/ih (first issuance), vp, nv (price paid and
// new price), tx (fee), txc, txb (the fee was disclosed at purchase, is on
// the ticket).

import { el } from "./dom.js";
import { zonaDe, cidadeDaZona, instante, agora } from "./fusos.js";
import { lerReais, reais, dataBR } from "./formato.js";
import { secao, fechar, tabelaValores, ajuda } from "./resultado.js";
import { passoZona, campoModal } from "./beneficio.js";

const SIM_NAO = [{ valor: "sim", rotulo: "Sim" }, { valor: "nao", rotulo: "Não" }];
const cancelar = (r) => r.op === "cancelar";
const remarcar = (r) => r.op === "remarcar";
const zona = (r) => zonaDe(r.uf, r.fo);
const dicaHorario = (r) => "No horário local do terminal de embarque (horário de " + cidadeDaZona(zona(r)) + ").";

const passoFuso = passoZona("fuso", "uf", "fo", "O terminal de embarque");

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
			resumo: "Data da compra",
			dica: dicaHorario,
			quando: cancelar,
			campos: [
				{ nome: "cd", tipo: "data", rotulo: "Data", faltando: "Informe a data da compra." },
				{ nome: "ch", tipo: "hora", rotulo: "Hora", faltando: "Informe a hora da compra." },
			],
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
				{ nome: "pd", tipo: "reais", rotulo: "Pedágio", opcional: true },
				{ nome: "ou", tipo: "reais", rotulo: "Outras taxas", opcional: true },
			],
			campoMotor: ["compra.tarifa", "compra.taxaEmbarque", "compra.pedagio", "compra.outras"],
		},
		{
			id: "aprazo",
			titulo: "Você comprou a passagem a prazo?",
			resumo: "Compra a prazo",
			dica: "Na compra a prazo, a lei manda fazer o reembolso só depois de quitada a dívida.",
			quando: cancelar,
			campos: [{
				nome: "aprazo", tipo: "radio", faltando: "Responda se comprou a prazo.", opcoes: [
					{ valor: "nao", rotulo: "Não, paguei à vista", resumo: "Não" },
					{ valor: "sim", rotulo: "Sim, parcelado ou no crediário", resumo: "Sim" },
				],
			}],
			campoMotor: ["compra.aPrazo"],
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
				const c = instante(r.cd, r.ch, zona(r));
				const e = instante(r.ed, r.eh, zona(r));
				if (c && e && Date.parse(e) < Date.parse(c)) {
					return [{ campo: "ed", mensagem: "A viagem não pode começar antes da compra (" + dataBR(r.cd) + " às " + r.ch + ")." }];
				}
				return [];
			},
			campoMotor: ["viagem.embarque"],
		},
		{
			id: "uso",
			titulo: "Você já usou o bilhete?",
			resumo: "Bilhete usado",
			quando: cancelar,
			campos: [{ nome: "uso", tipo: "radio", opcoes: [{ valor: "nao", rotulo: "Não, não embarquei", resumo: "Não" }, { valor: "sim", rotulo: "Sim, já embarquei", resumo: "Sim" }] }],
		},
		{
			id: "atraso",
			titulo: "A partida atrasou?",
			resumo: "Atraso da partida",
			ajuda: "calc-ajuda-atraso",
			quando: (r) => cancelar(r) && r.uso !== "sim",
			campos: [{ nome: "atraso", tipo: "inteiro", rotulo: "Minutos de atraso", dica: "Deixe em branco se a partida não atrasou.", opcional: true, max: 100000 }],
			campoMotor: ["atrasoPartidaMinutos"],
		},
		{
			id: "m3",
			titulo: "A viagem vai ser feita em micro-ônibus sem que o bilhete tenha avisado?",
			resumo: "Micro-ônibus (M3) sem aviso",
			ajuda: "calc-ajuda-m3",
			quando: (r) => cancelar(r) && r.modal === "rodoviario",
			campos: [{ nome: "m3", tipo: "radio", opcoes: SIM_NAO }],
		},
		{
			id: "protocolo",
			titulo: "A empresa deu o comprovante (protocolo) do pedido de cancelamento?",
			resumo: "Comprovante do pedido",
			ajuda: "calc-ajuda-protocolo",
			quando: (r) => cancelar(r) && r.uso !== "sim",
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
			dica: (r) => "Veja no bilhete; se ele já foi remarcado, vale a data da primeira emissão. " + dicaHorario(r),
			quando: remarcar,
			campos: [
				{ nome: "id", tipo: "data", rotulo: "Data", faltando: "Informe a data da emissão." },
				{ nome: "ih", tipo: "hora", rotulo: "Hora", faltando: "Informe a hora da emissão." },
			],
			campoMotor: ["emissao"],
		},
		{
			id: "precos",
			titulo: "Quanto você pagou e quanto custa a nova passagem?",
			resumo: "Valores",
			quando: remarcar,
			campos: [
				{ nome: "vp", tipo: "reais", rotulo: "Valor que você pagou", resumo: "Pago", faltando: "Informe o valor que você pagou." },
				{ nome: "nv", tipo: "reais", rotulo: "Preço da nova passagem, oferecido agora", resumo: "Novo preço", faltando: "Informe o preço da nova passagem." },
			],
			campoMotor: ["valorPago", "novoValor"],
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
			const p = { operacao: "remarcacao", agora: agora(), emissao: instante(r.id, r.ih, zona(r)), valorPago: c("vp"), novoValor: c("nv") };
			if (c("tx") !== null) {
				p.taxa = c("tx");
				p.taxaInformadaNaCompra = r.txc === "sim";
				p.taxaNoBilhete = r.txb === "sim";
			}
			return p;
		}
		const compra = { em: instante(r.cd, r.ch, zona(r)), canal: r.canal, tarifa: c("tarifa") };
		if (r.aprazo === "sim") {
			compra.aPrazo = true;
		}
		const nomes = { te: "taxaEmbarque", pd: "pedagio", ou: "outras" };
		for (const k of Object.keys(nomes)) {
			if (c(k) !== null) {
				compra[nomes[k]] = c(k);
			}
		}
		const p = { operacao: "reembolso", agora: agora(), modal: r.modal, compra, viagem: { embarque: instante(r.ed, r.eh, zona(r)) } };
		p.utilizado = r.uso === "sim";
		if (!p.utilizado) {
			p.protocoloFornecido = r.prot !== "nao";
			if (r.atraso) {
				p.atrasoPartidaMinutos = Number(r.atraso);
			}
		}
		if (r.modal === "rodoviario") {
			p.m3NaoInformado = r.m3 === "sim";
		}
		return p;
	},

	resultado(ctx) {
		return ctx.resposta.operacao === "remarcacao" ? resultadoRemarcacao(ctx) : resultadoReembolso(ctx);
	},
};

function resultadoReembolso(ctx) {
	const doc = ctx.doc;
	const x = ctx.resposta;
	const titulo = x.direito === true
		? "Você tem direito ao reembolso"
		: x.direito === false
			? "Você não tem direito ao reembolso"
			: "Os textos publicados só tratam do reembolso no ônibus";
	const out = el(doc, "div", { class: "calc-resposta-reembolso", "data-regra": x.regra });
	out.appendChild(el(doc, "h1", { tabindex: "-1" }, titulo));
	if (x.valores && x.direito) {
		const v = x.valores;
		const linhas = [["Passagem devolvida", v.tarifa], ["Taxas devolvidas", v.taxas]];
		if (v.correcao) {
			linhas.push(["Correção pelo IPCA", v.correcao]);
		}
		linhas.push(["Total", v.total]);
		out.appendChild(secao(doc, "calc-receber", "Quanto você recebe",
			el(doc, "p", { class: "calc-destaque" }, "Pelo menos ", el(doc, "strong", null, reais(v.total))),
			tabelaValores(doc, "Como o valor é calculado", linhas)));
		out.appendChild(secao(doc, "calc-prazo-pagamento", "Quando você recebe",
			el(doc, "p", { "data-prazo": "pagarAte" }, x.imediato ? "Na hora, no momento do pedido." : x.pagarAte ? "Até " + dataBR(x.pagarAte) + "." : "Depois de quitada a dívida da compra a prazo.")));
	}
	if (x.direito === null) {
		out.appendChild(secao(doc, "calc-proximo", "O que fazer agora", ajuda(doc, "calc-proximo-reembolso-fora")));
	} else if (x.direito === false) {
		out.appendChild(secao(doc, "calc-proximo", "O que fazer agora", ajuda(doc, "calc-proximo-sem-reembolso")));
	}
	return fechar(doc, out, x);
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
		out.appendChild(secao(doc, "calc-remarcar", "A conta da remarcação", tabelaValores(doc, "Diferença e taxa", [
			["Diferença de preço (novo − pago)", x.diferenca],
			["Taxa de remarcação cobrável", x.taxaCobravel],
			[x.totalAReceber > 0 ? "Total a receber" : "Total a pagar", x.totalAReceber > 0 ? x.totalAReceber : x.totalAPagar],
		])));
	}
	return fechar(doc, out, x);
}
