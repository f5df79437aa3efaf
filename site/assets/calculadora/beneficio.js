// "Tenho direito?": the questions of the beneficio operation (calculator
// contract v1), the request they make and the page of its answer.
//
// Query names (an operator may prefill any of them): cat, pol, modal, uo,
// ud, fo (the zone of a terminal in PE or AM: padrao or noronha/oeste),
// fl (the same for the line's initial point, when it is in another UF),
// conv (sim, nao, naosei), ed/eh (date and time of the passenger's
// boarding), ini (sim: boards at the line's start), ul/ld/lh (UF, date and
// time of the line's departure), nav (interior or maritima: on a boat,
// whether the route is at sea), vg, vd (seats already granted), km (the
// trip's length, for the elderly discount; blank: not known), acomp (sim:
// the Passe Livre credential names a companion), tarifa, te, pd, ou (lowest
// fare and fees, in reais).

import { el, anexar } from "./dom.js";
import { endereco } from "./fluxo.js";
import { nomeUF, zonaDe, horarioDe, instante, agora, ZONAS_ALTERNATIVAS } from "./fusos.js";
import { lerReais, reais } from "./formato.js";
import { frase, citacoes, secao, fechar, tabelaValores, ajuda, dataHoraTexto, termos } from "./resultado.js";

// The categories as the engine's table has them (calculator/categorias.go),
// rendered by the page as the <data> elements of #calc-categorias: the
// options of the first question (the same the page draws without this
// script) and what each category asks and shows. No category is named in
// this file: a new row of the table is a new option here with no change.
let lidas = null;
function categorias() {
	if (!lidas) {
		const t = typeof document === "undefined" ? null : document.getElementById("calc-categorias");
		lidas = t ? Array.prototype.map.call(t.content.querySelectorAll("data"), (d) => ({
			valor: d.value,
			rotulo: d.dataset.rotulo,
			resumo: d.dataset.resumo,
			dasVagas: d.dataset.dasVagas,
			vagasEm: d.dataset.vagasEm ? d.dataset.vagasEm.split(" ") : [],
			gratuitas: Number(d.dataset.gratuitas),
			descontos: d.dataset.descontos,
			janelaDesconto: !!d.dataset.janelaDesconto,
			poltrona: !!d.dataset.poltrona,
			acompanhante: !!d.dataset.acompanhante,
			documentosPrimeiro: !!d.dataset.documentosPrimeiro,
			navegacao: !!d.dataset.navegacao,
			sujeito: d.dataset.sujeito,
			porQuem: d.dataset.porQuem,
			recusaGratuidade: d.dataset.recusaGratuidade,
			recusaDesconto: d.dataset.recusaDesconto,
		})) : [];
	}
	return lidas;
}
/** The row of the chosen category ({} before the choice). */
const categoria = (r) => categorias().filter((c) => c.valor === r.cat)[0] || {};

/** Options of the zone question for uf: the place with another time, or the rest of the UF. */
// campoModal is the question of the means of transport, the same in every
// flow (the engine's "modal"; the three modes of the texts).
export const campoModal = {
	nome: "modal", tipo: "radio", faltando: "Escolha o meio de transporte.", opcoes: [
		{ valor: "rodoviario", rotulo: "De ônibus" },
		{ valor: "ferroviario", rotulo: "De trem" },
		{ valor: "aquaviario", rotulo: "De barco", dica: "Em rio, lago, lagoa ou baía, inclusive travessias." },
	],
};

export function opcoesZona(uf) {
	const padrao = horarioDe(zonaDe(uf));
	return (ZONAS_ALTERNATIVAS[uf] || []).map((a) => ({ valor: a.valor, rotulo: "Sim (" + horarioDe(a.zona) + ")", resumo: a.nome }))
		.concat([{ valor: "padrao", rotulo: "Não (" + padrao + ")", resumo: padrao.charAt(0).toUpperCase() + padrao.slice(1) }]);
}

/**
 * A step asking whether the terminal named by campoUF (only PE and AM) is in
 * the part of its UF with another time; onde names the terminal ("O terminal
 * onde você embarca").
 */
export function passoZona(id, campoUF, nome, onde) {
	const alt = (r) => (ZONAS_ALTERNATIVAS[r[campoUF]] || [])[0];
	return {
		id,
		titulo: (r) => onde + " fica " + alt(r).lugar + "?",
		resumo: "Fuso horário: " + onde.charAt(0).toLowerCase() + onde.slice(1),
		dica: "Fernando de Noronha e o oeste do Amazonas têm outro fuso horário; a calculadora usa o horário local do terminal para os prazos.",
		quando: (r) => !!alt(r),
		campos: [{ nome, tipo: "radio", opcoes: (r) => opcoesZona(r[campoUF]) }],
	};
}

// The distance matters only for a discount with a purchase window (the
// elderly's: Decreto nº 9.921/2019, art. 40, parágrafo único): asked when the
// free seats are taken.
const pedeDistancia = (r) => !!categoria(r).janelaDesconto && Number(r.vg || 0) >= categoria(r).gratuitas;
// The seats granted are asked where they decide the answer.
const temVagas = (r) => (categoria(r).vagasEm || []).indexOf(r.modal) >= 0;
const onibus = (r) => r.modal === "rodoviario";
// On a boat, whether the route is at sea, for a category whose decree lists
// the waterways it covers (rules revision 4, R5).
const pedeNavegacao = (r) => r.modal === "aquaviario" && !!categoria(r).navegacao;
const pagaPassagem = (r) => !(categoria(r).poltrona && r.pol !== "sim");
const zonaEmbarque = (r) => zonaDe(r.uo, r.fo);
const linhaEmOutraUF = (r) => r.ini === "nao" && !!r.ul && r.ul !== r.uo;
const zonaLinha = (r) => (linhaEmOutraUF(r) ? zonaDe(r.ul, r.fl) : zonaEmbarque(r));
const embarque = (r) => instante(r.ed, r.eh, zonaEmbarque(r));
const partidaLinha = (r) => (r.ini === "nao" ? instante(r.ld, r.lh, zonaLinha(r)) : embarque(r));

const passoFusoOrigem = passoZona("fuso", "uo", "fo", "O terminal onde você embarca");
const passoFusoLinha = passoZona("fuso-linha", "ul", "fl", "O ponto inicial da linha");
passoFusoLinha.quando = (r) => linhaEmOutraUF(r) && !!ZONAS_ALTERNATIVAS[r.ul];

/** @type {import("./fluxo.js").Fluxo} */
export const fluxoBeneficio = {
	nome: "beneficio",
	passos: [
		{
			id: "categoria",
			titulo: "Quem vai viajar com o benefício?",
			resumo: "Quem vai viajar",
			campos: [{ nome: "cat", tipo: "radio", opcoes: categorias, faltando: "Escolha quem vai viajar." }],
			campoMotor: ["categoria"],
		},
		{
			id: "acompanhante",
			titulo: "A sua credencial do Passe Livre indica que você precisa de acompanhante?",
			resumo: "Credencial com acompanhante",
			quando: (r) => !!categoria(r).acompanhante,
			campos: [{
				nome: "acomp", tipo: "radio", faltando: "Responda se a credencial indica acompanhante.", opcoes: [
					{ valor: "sim", rotulo: "Sim, a credencial indica que preciso de acompanhante", resumo: "Sim" },
					{ valor: "nao", rotulo: "Não", resumo: "Não" },
				],
			}],
			campoMotor: ["credencialComAcompanhante"],
		},
		{
			id: "poltrona",
			titulo: "A criança vai ocupar uma poltrona?",
			resumo: "A criança ocupa poltrona",
			quando: (r) => !!categoria(r).poltrona,
			campos: [{ nome: "pol", tipo: "radio", opcoes: [{ valor: "nao", rotulo: "Não, vai no colo de quem a acompanha" }, { valor: "sim", rotulo: "Sim, vai ocupar uma poltrona" }] }],
			campoMotor: ["viagem.ocupaPoltrona"],
		},
		{
			id: "meio",
			titulo: "Como vai ser a viagem?",
			resumo: "Meio de transporte",
			campos: [campoModal],
			campoMotor: ["viagem.modal"],
		},
		{
			id: "navegacao",
			titulo: "O barco faz a viagem em mar aberto?",
			resumo: "Mar aberto",
			dica: "Uma viagem em rio, lago, lagoa ou baía, inclusive uma travessia, não é em mar aberto.",
			quando: pedeNavegacao,
			campos: [{
				nome: "nav", tipo: "radio", faltando: "Responda se a viagem é em mar aberto.", opcoes: [
					{ valor: "interior", rotulo: "Não: em rio, lago, lagoa ou baía", resumo: "Não" },
					{ valor: "maritima", rotulo: "Sim, em mar aberto", resumo: "Sim" },
				],
			}],
			campoMotor: ["viagem.navegacao"],
		},
		{
			id: "trajeto",
			titulo: "Entre quais estados é a viagem?",
			resumo: "Estados",
			campos: [
				{ nome: "uo", tipo: "uf", rotulo: "Estado onde você embarca", resumo: "Embarque", faltando: "Escolha o estado onde você embarca." },
				{ nome: "ud", tipo: "uf", rotulo: "Estado onde você desce", resumo: "Destino", faltando: "Escolha o estado onde você desce." },
			],
			campoMotor: ["viagem.ufOrigem", "viagem.ufDestino"],
		},
		passoFusoOrigem,
		{
			id: "convencional",
			// On trains and boats every regular line open to the public is
			// conventional service (D9921 art. 39 § 1º II–III; Dec art. 13
			// § 1º II–III): the question asks for the regular line, never
			// for a "serviço diferenciado", which only road knows (inciso I).
			titulo: (r) => (onibus(r) || !r.modal ? "A viagem tem serviço convencional?" : "A viagem é de uma linha regular, aberta ao público (serviço convencional)?"),
			resumo: "Serviço convencional",
			ajuda: (r) => (onibus(r) ? "calc-ajuda-convencional" : "calc-ajuda-convencional-outros"),
			campos: [{
				nome: "conv", tipo: "radio", opcoes: (r) => [
					{ valor: "sim", rotulo: "Sim" },
					{ valor: "nao", rotulo: onibus(r) ? "Não, só há serviço executivo, leito ou outro diferenciado" : "Não, não é uma linha regular aberta ao público", resumo: "Não" },
					{ valor: "naosei", rotulo: "Não sei", dica: "A calculadora responde como se houvesse serviço convencional e diz como confirmar." },
				],
			}],
			campoMotor: ["viagem.convencional"],
		},
		{
			id: "embarque",
			titulo: "Quando começa a sua viagem?",
			resumo: "Início da sua viagem",
			// asked before the passenger has a ticket (the benefit is asked
			// for before buying): the planned departure, the ticket's only if
			// there is one (review 2026-12-03, finding 9)
			dica: (r) => "A data e a hora marcadas para a partida " + ({ rodoviario: "do ônibus", ferroviario: "do trem", aquaviario: "do barco" }[r.modal] || "") +
				" no lugar onde você embarca, no horário local (" + horarioDe(zonaEmbarque(r)) + "). Se já tem o bilhete, são as que estão nele.",
			campos: [
				{ nome: "ed", tipo: "data", rotulo: "Data", faltando: "Informe a data do embarque." },
				{ nome: "eh", tipo: "hora", rotulo: "Hora", faltando: "Informe a hora do embarque." },
			],
			campoMotor: ["viagem.embarque"],
		},
		{
			id: "inicio",
			titulo: "Você embarca no ponto inicial da linha?",
			resumo: "Embarque no ponto inicial",
			ajuda: (r) => (onibus(r) ? "calc-ajuda-inicio" : "calc-ajuda-inicio-outros"),
			campos: [{ nome: "ini", tipo: "radio", opcoes: [{ valor: "sim", rotulo: "Sim, embarco onde a linha começa", resumo: "Sim" }, { valor: "nao", rotulo: "Não, embarco numa parada no meio do caminho", resumo: "Não" }] }],
		},
		{
			id: "partida",
			titulo: (r) => "Quando " + ({ rodoviario: "o ônibus", ferroviario: "o trem", aquaviario: "o barco" }[r.modal] || "o ônibus, trem ou barco") + " parte do ponto inicial da linha?",
			resumo: "Partida do ponto inicial da linha",
			dica: "Pergunte à empresa ou veja no site dela. Informe o horário local do ponto inicial.",
			quando: (r) => r.ini === "nao",
			campos: [
				{ nome: "ul", tipo: "uf", rotulo: "Estado do ponto inicial da linha", resumo: "Estado", faltando: "Escolha o estado do ponto inicial da linha." },
				{ nome: "ld", tipo: "data", rotulo: "Data da partida", resumo: "Data", faltando: "Informe a data da partida do ponto inicial." },
				{ nome: "lh", tipo: "hora", rotulo: "Hora da partida", resumo: "Hora", faltando: "Informe a hora da partida do ponto inicial." },
			],
			validar: (r) => {
				const a = partidaLinha(r);
				const b = embarque(r);
				if (a && b && Date.parse(a) > Date.parse(b)) {
					return [{ campo: "ld", mensagem: "A partida do ponto inicial da linha não pode ser depois do seu embarque (" + textoData(r.ed) + " às " + r.eh + ")." }];
				}
				return [];
			},
			campoMotor: ["viagem.partidaLinha"],
		},
		passoFusoLinha,
		{
			id: "vagas",
			titulo: (r) => "Quantas vagas " + (categoria(r).dasVagas || "") + " a empresa diz que já foram concedidas nessa viagem?",
			resumo: "Vagas já concedidas",
			ajuda: (r) => (onibus(r) ? "calc-ajuda-vagas" : "calc-ajuda-vagas-outros"),
			quando: temVagas,
			campos: [
				{ nome: "vg", tipo: "inteiro", rotulo: "Vagas gratuitas já concedidas", resumo: "Gratuitas", opcional: true, max: 10000 },
				{ nome: "vd", tipo: "inteiro", rotulo: "Vagas com desconto já concedidas", resumo: "Com desconto", opcional: true, max: 10000, quando: (r) => categoria(r).descontos === "contados" },
			],
			campoMotor: ["vagas"],
		},
		{
			id: "distancia",
			titulo: "Qual é a distância da sua viagem?",
			resumo: "Distância da viagem",
			// the purchase window, in the catalogue's words (the home page's)
			ajuda: (r) => (onibus(r) ? "calc-ajuda-distancia" : "calc-ajuda-distancia-outros"),
			quando: pedeDistancia,
			campos: [{ nome: "km", tipo: "inteiro", rotulo: "Distância, em km", dica: "Não sabe? Deixe em branco: a resposta dá os dois prazos.", opcional: true, max: 10000 }],
			validar: (r) => (r.km && Number(r.km) < 1 ? [{ campo: "km", mensagem: "Informe uma distância de 1 km ou mais, ou deixe em branco." }] : []),
			campoMotor: ["viagem.distanciaKm"],
		},
		{
			id: "precos",
			titulo: "Quanto custa a passagem?",
			resumo: "Preços",
			ajuda: (r) => (onibus(r) ? "calc-ajuda-precos" : "calc-ajuda-precos-outros"),
			quando: pagaPassagem,
			campos: [
				{ nome: "tarifa", tipo: "reais", rotulo: "Menor preço da passagem à venda agora", resumo: "Menor preço", opcional: true },
				{ nome: "te", tipo: "reais", rotulo: "Taxa de embarque", opcional: true },
				// a toll is a road's: not asked on a train or a boat (review
				// 2026-12-03, finding 9), nor sent
				{ nome: "pd", tipo: "reais", rotulo: "Pedágio", opcional: true, quando: onibus },
				{ nome: "ou", tipo: "reais", rotulo: "Outras cobranças", opcional: true },
			],
			campoMotor: ["precos"],
		},
	],

	pedido(r) {
		const viagem = {
			modal: r.modal,
			ufOrigem: r.uo,
			ufDestino: r.ud,
			convencional: r.conv !== "nao",
			partidaLinha: partidaLinha(r),
			embarque: embarque(r),
		};
		if (pedeNavegacao(r) && r.nav) {
			viagem.navegacao = r.nav;
		}
		if (categoria(r).poltrona) {
			viagem.ocupaPoltrona = r.pol === "sim";
		}
		if (pedeDistancia(r) && r.km && Number(r.km) >= 1) {
			viagem.distanciaKm = Number(r.km);
		}
		const p = { operacao: "beneficio", agora: agora(), categoria: r.cat, viagem };
		if (categoria(r).acompanhante && r.acomp === "sim") {
			p.credencialComAcompanhante = true;
		}
		if (temVagas(r)) {
			const vagas = {};
			if (r.vg) {
				vagas.gratuitasConcedidas = Number(r.vg);
			}
			if (r.vd && categoria(r).descontos === "contados") {
				vagas.descontosConcedidos = Number(r.vd);
			}
			if (Object.keys(vagas).length) {
				p.vagas = vagas;
			}
		}
		if (pagaPassagem(r)) {
			const precos = {};
			const nomes = { tarifa: "menorTarifa", te: "taxaEmbarque", pd: "pedagio", ou: "outras" };
			for (const k of Object.keys(nomes)) {
				const c = k === "pd" && !onibus(r) ? null : lerReais(r[k]);
				if (c !== null) {
					precos[nomes[k]] = c;
				}
			}
			if (Object.keys(precos).length) {
				p.precos = precos;
			}
		}
		return p;
	},

	resultado(ctx) {
		const doc = ctx.doc;
		const r = ctx.r;
		const x = ctx.resposta;
		const agoraMs = Date.parse(ctx.pedido.agora);
		const pr = x.prazos || {};
		// The instants the engine writes in its sentences, as it writes them
		// ("24/12/2026 às 06:30"): a note that names a deadline is a step to
		// take (the deadline is ahead) or the condition of the answer (it
		// has passed, or the trip began). Those notes go on the first
		// screen, once; the rest after.
		const instantes = [["solicitarAte", pr.solicitarAte, zonaLinha(r)], ["apresentarAte", pr.apresentarAte, zonaEmbarque(r)],
			["comprarAPartirDe", pr.comprarAPartirDe, zonaEmbarque(r)], ["embarque", ctx.pedido.viagem.embarque, zonaEmbarque(r)]]
			.filter((i) => i[1]).map((i) => ({ chave: i[0], texto: dataHoraTexto(i[1]), passou: Date.parse(i[1]) <= agoraMs, zona: i[2] }));
		const notasPrazo = new Set();
		const proximos = [];
		const condicoes = [];
		const taxas = [];
		for (const n of x.notas || []) {
			const i = instantes.filter((t) => n.texto.indexOf(t.texto) >= 0)[0];
			if (i) {
				notasPrazo.add(n);
				(i.passou || i.chave === "embarque" ? condicoes : proximos).push({ n, i });
			} else if (ehNotaDeTaxas(n) && n.fundamentos.length === 1) {
				notasPrazo.add(n);
				taxas.push(n);
			}
		}
		// No deadline at all (Passe Livre by train or boat): the sentence
		// that says so, and tells to confirm with the company, is the step.
		// The child's ride has no deadline either: the sentence on the
		// documents for a minor's trip (an action: first) and the one that
		// says no deadline applies are the steps.
		if (!proximos.length && !condicoes.length && x.beneficio !== "nao_se_aplica") {
			const acao = (n) => (/^Observe /.test(n.texto) ? 0 : 1);
			const semPrazo = (x.notas || []).filter((n) => /^No transporte \S+, os textos publicados não fixam|^Os textos publicados não fixam prazo|^Observe a legislação sobre o transporte de menores/.test(n.texto))
				.sort((a, b) => acao(a) - acao(b));
			for (const n of semPrazo) {
				notasPrazo.add(n);
				proximos.push({ n, i: { chave: null, zona: null } });
			}
		}
		const solicitarPassou = !!pr.solicitarAte && Date.parse(pr.solicitarAte) <= agoraMs;
		const apresentarPassou = !!pr.apresentarAte && Date.parse(pr.apresentarAte) <= agoraMs;
		// the free seats granted not said: no count (rules revision 4, R8: null, not zero)
		// the seats of the benefit granted: the discount's own count for a
		// discount counted by seats (review 2026-12-03, finding 3: the free
		// seats given, the discount seats blank, was stated as available)
		const contagem = x.vagas && (x.beneficio === "desconto" && categoria(r).descontos === "contados" ? x.vagas.descontos : x.vagas.gratuitas);
		const semContagem = temVagas(r) && !contagem;
		const direito = { gratuidade: "viajar de graça", desconto: "desconto de " + x.descontoPercentual + "% na passagem" }[x.beneficio];
		let titulo;
		if (!direito) {
			titulo = {
				nenhum: "Não há benefício disponível para esta viagem",
				// Without conventional service the condition is the
				// regulation's (decrees, Res art. 149), not the laws' (EPI
				// art. 40, Lei 8.899 art. 1º, Lei 12.852 art. 32): the heading
				// names who sets it (the regulation), never "the federal rules do not
				// apply" nor "the benefit does not apply" (review finding 1); the
				// grounds are in the engine's sentence below
				// (beneficio.escopo.sem_convencional.*) and the next step's
				// (calculadora.proximo.fora.*).
				nao_se_aplica: r.uo !== r.ud && r.conv === "nao"
					? "Sem serviço convencional, a regulamentação não garante o benefício nesta viagem"
					: "As regras federais de gratuidade não se aplicam a esta viagem",
				sem_previsao: "Os textos publicados não garantem nem negam o benefício nesta viagem",
			}[x.beneficio] || "Resultado";
		} else if (x.situacao === "encerrada") {
			titulo = "A sua viagem já começou: não dá mais para pedir o benefício para ela";
		} else if (apresentarPassou) {
			titulo = "Passou o horário de apresentação: você pode perder o benefício";
		} else if (solicitarPassou) {
			titulo = (x.beneficio === "gratuidade" ? "Ainda pode viajar de graça" : "Ainda pode pedir o " + direito) + ", se a vaga não foi vendida";
		} else if (semContagem || x.situacao === "sujeita_a_disponibilidade") {
			titulo = "Você tem direito a " + direito + ", se ainda houver vaga";
		} else {
			// the child travels, the adult asks
			titulo = (categoria(r).sujeito || "Você") + " tem direito a " + direito;
		}
		const out = el(doc, "div", { class: "calc-resposta-" + x.beneficio, "data-beneficio": x.beneficio, "data-situacao": x.situacao || null });
		out.appendChild(el(doc, "h1", { tabindex: "-1" }, titulo));
		// First screen: the condition, what to pay, the next step.
		for (const c of condicoes) {
			out.appendChild(frase(doc, "p", c.n.texto, c.n.fundamentos, { class: "calc-condicao", "data-prazo": c.i.chave }));
		}
		if (x.valores) {
			const v = x.valores;
			out.appendChild(el(doc, "p", { class: "calc-destaque" }, "Você paga: ", el(doc, "strong", null, reais(v.total)),
				v.total !== v.tarifa ? " (passagem " + reais(v.tarifa) + " e taxas " + reais(v.total - v.tarifa) + ")" : null));
		} else if (x.beneficio === "gratuidade" && categoria(r).porQuem && x.situacao !== "encerrada") {
			out.appendChild(el(doc, "p", { class: "calc-destaque" }, "Você paga: ", el(doc, "strong", null, reais(0)), " " + categoria(r).porQuem + "."));
		} else if (x.beneficio === "gratuidade" && pagaPassagem(r)) {
			out.appendChild(el(doc, "p", { class: "calc-destaque" }, "Você paga: ", el(doc, "strong", null, reais(0)), " de passagem.", taxas.length && condicoes.length ? " Taxas: veja abaixo." : null));
		}
		if (proximos.length) {
			const zonas = [];
			for (const p of proximos) {
				if (p.i.zona && zonas.indexOf(p.i.zona) < 0) {
					zonas.push(p.i.zona);
				}
			}
			out.appendChild(secao(doc, "calc-proximo", "O que fazer agora",
				el(doc, "ol", { class: "calc-passos" }, proximos.map((p) => frase(doc, "li", p.n.texto, p.n.fundamentos, { "data-prazo": p.i.chave }))),
				zonas.length === 0 ? null : el(doc, "p", { class: "calc-fuso" }, horarioDe(zonaLinha(r)) !== horarioDe(zonaEmbarque(r)) && zonas.length > 1
					? "Os horários acima: o do pedido, no " + horarioDe(zonaLinha(r)) + " (onde a linha começa); o embarque, no " + horarioDe(zonaEmbarque(r)) + "."
					: "Os horários acima são no " + horarioDe(zonas[0]) + ", o do terminal.")));
		}
		// A Passe Livre answer, on every mode (review 2026-12-03, ux
		// finding 4; the table's documentosPrimeiro): the companion's status
		// and the documents to take on the first screen, before the steps
		// (the credential is the benefit; the steps' first words still show
		// on a 360 × 640 screen): the engine's note on the companion (the
		// one citing Res art. 149, § 3º, which extends the Passe Livre to the
		// companion), then its documents and, where the published texts list
		// none of their own, its note naming the unpublished regulation that
		// may add documents.
		const primeiro = categoria(r).documentosPrimeiro;
		let docsNoTopo = false;
		if (primeiro) {
			const acompanhante = (x.notas || []).filter((n) => !notasPrazo.has(n) && (n.fundamentos || []).some((f) => f.norma === "resolucao-antt-6033-2023" && f.dispositivo === "art149_par3"))[0];
			const secoes = [];
			const depoisDosPassos = [];
			const regulamento = (x.notas || []).filter((n) => !notasPrazo.has(n) && /documentos que ela acrescente/.test(n.texto))[0];
			if ((x.documentos && x.documentos.length) || regulamento) {
				docsNoTopo = true;
				if (regulamento) {
					notasPrazo.add(regulamento);
				}
				secoes.push(secao(doc, "calc-documentos", "Documentos para levar",
					x.documentos && x.documentos.length ? el(doc, "ul", null, x.documentos.map((d, i) => documento(doc, d, (x.documentosFundamentos || [])[i]))) : null,
					regulamento ? frase(doc, "p", regulamento.texto, regulamento.fundamentos) : null));
			}
			if (acompanhante && r.acomp === "sim") {
				notasPrazo.add(acompanhante);
				const sec = secao(doc, "calc-acompanhante", "Acompanhante", frase(doc, "p", acompanhante.texto, acompanhante.fundamentos));
				// the companion's status in the headline, from the engine's
				// note: by bus it travels free (Res art. 149, § 3º); by train
				// or boat the published texts do not provide for it. Said
				// there, the note itself comes after the steps.
				const h = out.querySelector("h1");
				let noTitulo = true;
				if (onibus(r) && /^Você tem direito/.test(h.textContent)) {
					h.textContent = h.textContent.replace(/^Você tem direito/, "Você e o seu acompanhante têm direito");
				} else if (!onibus(r) && x.beneficio === "gratuidade") {
					h.textContent += "; para o acompanhante, confirme com a empresa";
				} else {
					noTitulo = false;
				}
				(noTitulo ? depoisDosPassos : secoes).push(sec);
			}
			const passos = out.querySelector("[aria-labelledby=calc-proximo]");
			for (const sec of secoes) {
				out.insertBefore(sec, passos);
			}
			for (const sec of depoisDosPassos.reverse()) {
				out.insertBefore(sec, passos ? passos.nextSibling : null);
			}
		}
		// The fees left out of the benefit go with what to pay; after the
		// steps when a condition already fills the first screen.
		const notasTaxas = taxas.map((n) => frase(doc, "p", n.texto, n.fundamentos, { class: "calc-taxas" }));
		if (condicoes.length) {
			anexar(out, notasTaxas);
		} else {
			const depois = out.querySelector(".calc-destaque");
			for (const p of notasTaxas.reverse()) {
				out.insertBefore(p, depois ? depois.nextSibling : out.children[1] || null);
			}
		}
		// Then the rest, once.
		out.appendChild(secao(doc, "calc-porque", "Por quê", frase(doc, "p", x.motivo, x.motivoFundamentos, { class: "calc-motivo" })));
		if (r.conv === "naosei" && x.beneficio !== "nao_se_aplica") {
			out.appendChild(ajuda(doc, onibus(r) ? "calc-ajuda-naosei" : "calc-ajuda-naosei-outros", "calc-aviso"));
		}
		const proximo = {
			sem_previsao: "calc-proximo-sem-previsao",
			nao_se_aplica: r.uo === r.ud ? "calc-proximo-mesmo-estado" : onibus(r) ? "calc-proximo-fora" : "calc-proximo-fora-outros",
			nenhum: onibus(r) ? "calc-proximo-nenhum" : "calc-proximo-nenhum-outros",
		}[x.beneficio];
		if (proximo) {
			out.appendChild(secao(doc, "calc-proximo", "O que fazer agora", ajuda(doc, proximo)));
		}
		if (x.valores) {
			const v = x.valores;
			out.appendChild(secao(doc, "calc-pagar", "Quanto você paga",
				tabelaValores(doc, "Como o total é calculado", [
					// no toll row on a train or a boat, unless one was charged
					["Passagem", v.tarifa], ["Taxa de embarque", v.taxaEmbarque], onibus(r) || v.pedagio ? ["Pedágio", v.pedagio] : null, ["Outras cobranças", v.outras], ["Total", v.total],
				].filter(Boolean))));
		} else if (x.beneficio === "desconto" && x.situacao !== "encerrada") {
			out.appendChild(secao(doc, "calc-pagar", "Quanto você paga",
				el(doc, "p", null, "Informe o menor preço da passagem e as taxas para ver quanto você paga. ",
					el(doc, "a", { href: endereco(r, "precos", true), "data-interno": true }, "Informar os preços"))));
		}
		if (x.vagas && (x.vagas.gratuitas || x.vagas.descontos)) {
			const c = (n, v) => el(doc, "li", null, n + ": " + v.ocupadas + " já concedida" + (v.ocupadas === 1 ? "" : "s") + (v.total === null ? " (sem limite de vagas)" : " de " + v.total + "; " + (v.disponiveis === 1 ? "resta 1" : v.disponiveis ? "restam " + v.disponiveis : "nenhuma resta")));
			// a kind whose count was not given is null (rules revision 4, R8)
			const linhas = [];
			if (x.vagas.gratuitas) {
				linhas.push(c("Vagas gratuitas", x.vagas.gratuitas));
			}
			if (categoria(r).descontos && x.vagas.descontos) {
				linhas.push(c("Vagas com desconto", x.vagas.descontos));
			}
			out.appendChild(secao(doc, "calc-vagas", "Vagas nesta viagem, pelo que você informou", el(doc, "ul", null, linhas)));
		}
		if (x.documentos && x.documentos.length && !docsNoTopo) {
			out.appendChild(secao(doc, "calc-documentos", "Documentos para levar",
				el(doc, "ul", null, x.documentos.map((d, i) => documento(doc, d, (x.documentosFundamentos || [])[i])))));
		}
		const resto = Object.assign({}, x, { notas: (x.notas || []).filter((n) => !notasPrazo.has(n)) });
		fechar(doc, out, resto);
		// The sentence on the refusal document (Res art. 153) leads to the
		// form the company can fill in, with the benefit already chosen.
		const recusa = (resto.notas || []).filter((n) => (n.fundamentos || []).some((f) => f.norma === "resolucao-antt-6033-2023" && f.dispositivo === "art153"))[0];
		const itemRecusa = recusa ? Array.prototype.slice.call(out.querySelectorAll(".calc-notas > li")).filter((li) => li.textContent.indexOf(recusa.texto) === 0)[0] : null;
		if (itemRecusa) {
			const qual = x.beneficio === "desconto" ? categoria(r).recusaDesconto : categoria(r).recusaGratuidade;
			itemRecusa.appendChild(el(doc, "span", null, " Modelo para a empresa preencher: ",
				el(doc, "a", { href: "/recusa/" + (qual ? "?beneficio=" + qual : "") }, "documento de recusa"), "."));
		}
		const t = termos(doc, "calc-termos", out.textContent, { categoria: r.cat, modal: r.modal });
		if (t) {
			out.insertBefore(t, out.querySelector(".calc-base"));
		}
		return out;
	},
};

/**
 * A document of the list; one that is itself a list ("Um destes
 * comprovantes de renda: A; B; …; ou C.") is drawn as one, its items in a
 * nested list (the same words, so the same text), its citations after it.
 */
function documento(doc, texto, fundamentos) {
	const i = texto.indexOf(": ");
	const partes = i > 0 ? texto.slice(i + 2).split("; ") : [];
	if (partes.length < 3) {
		return frase(doc, "li", texto, fundamentos);
	}
	return el(doc, "li", null, texto.slice(0, i + 2),
		el(doc, "ul", { class: "calc-lista" }, partes.map((p, j) => el(doc, "li", null, p + (j < partes.length - 1 ? "; " : "")))),
		citacoes(doc, fundamentos));
}

/** A note on the fees the benefit leaves out (Dec 8.537 art. 17 par. ún.; Dec 9.921 art. 44 par. ún.). */
function ehNotaDeTaxas(n) {
	return (n.fundamentos || []).some((f) => (f.norma === "decreto-8537-2015" && f.dispositivo === "art17_par1u") ||
		(f.norma === "decreto-9921-2019" && f.dispositivo === "art44_par1u"));
}

function textoData(iso) {
	return iso ? iso.slice(8, 10) + "/" + iso.slice(5, 7) + "/" + iso.slice(0, 4) : "";
}
