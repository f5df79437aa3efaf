// "A viagem atrasou?": late departure, interrupted trip and change of class
// (operation atraso of the calculator contract v1; Lei nº 11.975/2009).
//
// Query names: ev (atraso_partida, interrupcao, mudanca_classe), modal, semi
// (sim: urban or semi-urban line), uf and fo (the state of the place and, in
// PE or AM, its zone), pd/ph (scheduled departure), saiu (sim: the bus has
// left), sd/sh (actual departure), vj (sim: the passenger travelled on the
// late bus; rules revision 4, R1), quem (empresa, eu), id/ih (interruption),
// vol (sim: the trip went on), rd/rh (resumption), cls (superior, inferior),
// tarifa, po (price of the class offered), in reais.

import { el } from "./dom.js";
import { zonaDe, horarioDe, instante, agora } from "./fusos.js";
import { lerReais, reais } from "./formato.js";
import { secao, fechar, frase, tabelaValores, quando, ajuda, dataHoraTexto } from "./resultado.js";
import { passoZona, campoModal } from "./beneficio.js";

const SIM_NAO = [{ valor: "sim", rotulo: "Sim" }, { valor: "nao", rotulo: "Não" }];
const partida = (r) => r.ev === "atraso_partida";
const interrupcao = (r) => r.ev === "interrupcao";
const classe = (r) => r.ev === "mudanca_classe";
const onibus = (r) => r.modal === "rodoviario" && r.semi !== "sim";
const comHorario = (r) => onibus(r) && !classe(r);
const daEmpresa = (r) => interrupcao(r) && r.quem !== "eu";
const zona = (r) => zonaDe(r.uf, r.fo);
const dicaHorario = (r) => "No horário local (" + horarioDe(zona(r)) + ").";

/** A step asking a date and a time, d and h. */
function passoHora(id, titulo, resumo, d, h, dica, quandoPasso, campoMotor, faltando) {
	return {
		id, titulo, resumo, dica, quando: quandoPasso,
		campos: [
			{ nome: d, tipo: "data", rotulo: "Data", faltando: "Informe a data " + faltando + "." },
			{ nome: h, tipo: "hora", rotulo: "Hora", faltando: "Informe a hora " + faltando + "." },
		],
		campoMotor: [campoMotor],
	};
}

const passoFuso = passoZona("fuso", "uf", "fo", "O lugar");
const quandoFuso = passoFuso.quando;
passoFuso.quando = (r) => comHorario(r) && quandoFuso(r);

/** @type {import("./fluxo.js").Fluxo} */
export const fluxoAtraso = {
	nome: "atraso",
	passos: [
		{
			id: "evento",
			titulo: "O que aconteceu com a sua viagem?",
			resumo: "O que aconteceu",
			campos: [{
				nome: "ev", tipo: "radio", faltando: "Escolha o que aconteceu.", opcoes: [
					{ valor: "atraso_partida", rotulo: "A partida atrasou, no ponto inicial ou numa parada prevista", resumo: "A partida atrasou" },
					{ valor: "interrupcao", rotulo: "A viagem parou no caminho", resumo: "A viagem parou no caminho" },
					{ valor: "mudanca_classe", rotulo: "Viajei numa classe diferente da que comprei, por falta de ônibus", resumo: "Mudança de classe" },
				],
			}],
			campoMotor: ["evento"],
		},
		{
			id: "meio",
			titulo: "Como é a viagem?",
			resumo: "Meio de transporte",
			campos: [campoModal],
			campoMotor: ["modal"],
		},
		{
			id: "linha",
			titulo: "A linha é urbana ou semiurbana?",
			resumo: "Linha urbana ou semiurbana",
			ajuda: "calc-ajuda-semiurbana",
			quando: (r) => r.modal === "rodoviario",
			campos: [{
				nome: "semi", tipo: "radio", faltando: "Responda se a linha é urbana ou semiurbana.", opcoes: [
					{ valor: "nao", rotulo: "Não, é uma linha de viagem entre cidades", resumo: "Não" },
					{ valor: "sim", rotulo: "Sim, é urbana ou semiurbana", resumo: "Sim" },
				],
			}],
			campoMotor: ["linhaSemiurbana"],
		},
		{
			id: "lugar",
			titulo: (r) => (partida(r) ? "Em que estado fica o lugar de onde o ônibus devia partir?" : "Em que estado a viagem parou?"),
			resumo: "Estado",
			dica: "A calculadora usa o horário local desse lugar para as datas e horas que você informar.",
			quando: comHorario,
			campos: [{ nome: "uf", tipo: "uf", rotulo: "Estado", faltando: "Escolha o estado." }],
		},
		passoFuso,
		passoHora("previsto", "Quando o ônibus devia partir?", "Partida prevista", "pd", "ph",
			(r) => "O horário marcado no bilhete, ou o da parada prevista onde você embarca. " + dicaHorario(r),
			(r) => comHorario(r) && partida(r), "previsto", "da partida prevista"),
		{
			id: "saiu",
			titulo: "O ônibus já partiu?",
			resumo: "Já partiu",
			quando: (r) => comHorario(r) && partida(r),
			campos: [{ nome: "saiu", tipo: "radio", faltando: "Responda se o ônibus já partiu.", opcoes: SIM_NAO }],
		},
		passoHora("partida", "Quando o ônibus partiu?", "Quando partiu", "sd", "sh", dicaHorario,
			(r) => comHorario(r) && partida(r) && r.saiu === "sim", "partida", "da partida"),
		{
			// Rules revision 4 (R1): once the bus has left, whether the
			// passenger travelled on it decides the alternatives of art. 3º.
			id: "viajou",
			titulo: "Você viajou no ônibus atrasado?",
			resumo: "Viajou no ônibus atrasado",
			dica: "Responda não se você desistiu da viagem ou foi por outro ônibus.",
			quando: (r) => comHorario(r) && partida(r) && r.saiu === "sim",
			campos: [{ nome: "vj", tipo: "radio", faltando: "Responda se você viajou no ônibus atrasado.", opcoes: SIM_NAO }],
			campoMotor: ["seguiuViagem"],
		},
		{
			id: "quem",
			titulo: "Por que a viagem parou?",
			resumo: "Por que parou",
			quando: (r) => comHorario(r) && interrupcao(r),
			campos: [{
				nome: "quem", tipo: "radio", faltando: "Escolha por que a viagem parou.", opcoes: [
					{ valor: "empresa", rotulo: "Por defeito, falha ou outro problema da empresa", resumo: "Problema da empresa" },
					{ valor: "eu", rotulo: "Eu decidi encerrar a viagem numa parada prevista", resumo: "Decisão minha, numa parada prevista" },
				],
			}],
			campoMotor: ["porIniciativaDoPassageiro"],
		},
		passoHora("parou", "Quando a viagem parou?", "Quando a viagem parou", "id", "ih", dicaHorario,
			(r) => comHorario(r) && interrupcao(r), "interrompidaEm", "em que a viagem parou"),
		{
			id: "voltou",
			titulo: "A viagem já continuou?",
			resumo: "Já continuou",
			quando: (r) => comHorario(r) && daEmpresa(r),
			campos: [{ nome: "vol", tipo: "radio", faltando: "Responda se a viagem já continuou.", opcoes: SIM_NAO }],
		},
		passoHora("retomada", "Quando a viagem continuou?", "Quando a viagem continuou", "rd", "rh", dicaHorario,
			(r) => comHorario(r) && daEmpresa(r) && r.vol === "sim", "retomadaEm", "em que a viagem continuou"),
		{
			id: "classe",
			titulo: "Em que classe a empresa levou você?",
			resumo: "Classe",
			quando: (r) => onibus(r) && classe(r),
			campos: [{
				nome: "cls", tipo: "radio", faltando: "Escolha a classe.", opcoes: [
					{ valor: "superior", rotulo: "Numa classe superior à que comprei", resumo: "Superior" },
					{ valor: "inferior", rotulo: "Numa classe inferior à que comprei", resumo: "Inferior" },
				],
			}],
			campoMotor: ["sentido"],
		},
		{
			id: "valores",
			titulo: "Quanto você pagou pela passagem?",
			resumo: "Valores",
			dica: "Opcional: informe para ver o valor a devolver. Veja no bilhete ou no comprovante de compra.",
			quando: (r) => onibus(r) && !(classe(r) && r.cls === "superior") && !(interrupcao(r) && r.quem === "eu"),
			campos: [
				{ nome: "tarifa", tipo: "reais", rotulo: "Preço da passagem (tarifa)", resumo: "Tarifa", opcional: true },
				{
					nome: "po", tipo: "reais", rotulo: "Preço da classe em que você viajou", resumo: "Preço da classe oferecida", opcional: true,
					quando: classe,
				},
			],
			campoMotor: ["compra.tarifa", "precoClasseOferecida"],
		},
	],

	pedido(r) {
		const c = (k) => lerReais(r[k]);
		const p = { operacao: "atraso", agora: agora(), modal: r.modal, evento: r.ev };
		if (r.modal === "rodoviario") {
			p.linhaSemiurbana = r.semi === "sim";
		}
		if (!onibus(r)) {
			// out of scope: the engine answers without the instants; a
			// placeholder keeps the request valid
			if (partida(r)) {
				p.previsto = p.agora;
			} else if (interrupcao(r)) {
				p.interrompidaEm = p.agora;
			} else {
				p.sentido = "inferior";
			}
			return p;
		}
		if (c("tarifa") !== null) {
			p.compra = { tarifa: c("tarifa") };
		}
		if (partida(r)) {
			p.previsto = instante(r.pd, r.ph, zona(r));
			if (r.saiu === "sim") {
				p.partida = instante(r.sd, r.sh, zona(r));
				if (r.vj === "sim" || r.vj === "nao") {
					p.seguiuViagem = r.vj === "sim";
				}
			}
		} else if (interrupcao(r)) {
			p.interrompidaEm = instante(r.id, r.ih, zona(r));
			p.porIniciativaDoPassageiro = r.quem === "eu";
			if (daEmpresa(r) && r.vol === "sim") {
				p.retomadaEm = instante(r.rd, r.rh, zona(r));
			}
		} else {
			p.sentido = r.cls;
			if (r.cls === "inferior" && c("po") !== null) {
				p.precoClasseOferecida = c("po");
			}
		}
		return p;
	},

	resultado(ctx) {
		const doc = ctx.doc;
		const x = ctx.resposta;
		const r = ctx.r || {};
		const codigos = (x.direitos || []).map((d) => d.codigo);
		// out of scope (train, boat, urban or semi-urban line): the outcome;
		// which law and why is the engine's sentence below (atraso.escopo,
		// atraso.semiurbana) and the next step's (calculadora.ajuda.atraso_fora)
		const titulo = x.direitos === null
			? "A calculadora não tem regras de atraso para esta viagem"
			: codigos.includes("reembolso_interrupcao") || codigos.includes("outra_empresa_ou_reembolso")
				? "Você pode receber de volta o valor da passagem"
				: codigos.includes("restituicao_diferenca")
					? "Você tem direito à diferença de preço"
					: codigos.includes("sem_diferenca")
						? "Você não paga diferença"
						: codigos.includes("sem_reembolso")
							? "A empresa não deve reembolso"
							: codigos.length
								? tituloSemDevolucao(x, ctx.pedido, codigos)
								: "Ainda não há atraso";
		const out = el(doc, "div", { class: "calc-resposta-atraso", "data-direitos": codigos.join(" ") });
		out.appendChild(el(doc, "h1", { tabindex: "-1" }, titulo));
		// The instant the next right depends on, first (the first screen
		// holds the outcome and the next step with its time). A time still
		// ahead is said by the engine's sentence that names it (shown here,
		// once, not again below); a time already past is a fact, not a step.
		const z = r.uf ? zona(r) : null;
		const agoraMs = Date.parse(ctx.pedido.agora);
		const usadas = [];
		const prazos = [];
		const rotulos = {
			direitoAPartirDe: ["Troca de empresa ou devolução, se o ônibus não tiver partido até: ", "Troca de empresa ou devolução: desde "],
			continuidadeAte: ["A viagem deve continuar até: ", "A viagem devia ter continuado até "],
		};
		for (const k of Object.keys(rotulos)) {
			const v = x.prazos && x.prazos[k];
			if (!v) {
				continue;
			}
			const passou = Date.parse(v) <= agoraMs;
			const nota = passou ? null : (x.notas || []).filter((n) => usadas.indexOf(n) < 0 && n.texto.indexOf(dataHoraTexto(v)) >= 0)[0];
			if (nota) {
				usadas.push(nota);
				prazos.push(el(doc, "div", { "data-prazo": k }, frase(doc, "p", nota.texto, nota.fundamentos),
					z ? el(doc, "p", { class: "calc-fuso" }, "O horário acima é o " + horarioDe(z) + ", o do lugar.") : null));
			} else {
				prazos.push(el(doc, "p", { "data-prazo": k }, rotulos[k][passou ? 1 : 0], quando(doc, v, z), "."));
			}
		}
		if (prazos.length) {
			out.appendChild(usadas.length ? secao(doc, "calc-proximo", "O que fazer agora", prazos) : secao(doc, "calc-prazos", "Quando", prazos));
		}
		if (codigos.length) {
			const lista = el(doc, "ul", { class: "calc-direitos" }, x.direitos.map((d) => frase(doc, "li", d.texto, d.fundamentos, { "data-codigo": d.codigo })));
			out.appendChild(secao(doc, "calc-direitos", "Os seus direitos", lista));
		}
		const v = x.valores || {};
		if (v.reembolso !== null && v.reembolso !== undefined) {
			out.appendChild(secao(doc, "calc-receber", "Quanto você recebe",
				tabelaValores(doc, "Valor a devolver", [["Valor da passagem", v.reembolso]])));
		}
		if (v.diferenca !== null && v.diferenca !== undefined) {
			out.appendChild(secao(doc, "calc-receber", "Quanto você recebe",
				tabelaValores(doc, "Diferença de preço", [["Diferença a restituir", v.diferenca]])));
		}
		if (x.direitos === null) {
			out.appendChild(secao(doc, "calc-proximo", "O que fazer agora", ajuda(doc, r.modal === "rodoviario" ? "calc-proximo-atraso-fora" : "calc-proximo-atraso-fora-outros")));
		}
		return fechar(doc, out, Object.assign({}, x, { notas: (x.notas || []).filter((n) => usadas.indexOf(n) < 0) }));
	},
};

/**
 * The headline of a delay answer with rights but no money back (yet): what
 * happened and what the passenger gets, from the engine's answer and the
 * request it answers (review 2026-12-03, finding 6: "Os seus direitos até
 * agora" answered nothing). Each branch says what the engine's sentences
 * say for that case (calculator/atraso.go):
 *   - interruption resumed within the 3 hours (continuidade.cumprida): the
 *     company met its deadline, no refund;
 *   - interruption not resumed, 3 hours not over (continuidade and
 *     reembolso.se_nao_retomada): the deadline, continuidadeAte;
 *   - departure: travelled on the bus more than 1 hour late
 *     (partida.seguiu_viagem, alimentacao.seguiu_viagem); left within the
 *     hour (partida.ate_1h); still waiting within the hour
 *     (partida.ate_agora: the time, direitoAPartirDe).
 */
export function tituloSemDevolucao(x, pedido, codigos) {
	const pr = x.prazos || {};
	if (codigos.includes("continuidade")) {
		if (pedido.retomadaEm) {
			return "A empresa retomou a viagem dentro do prazo: a devolução da passagem não é devida";
		}
		if (pr.continuidadeAte) {
			return "A empresa tem até " + dataHoraTexto(pr.continuidadeAte) + " para continuar a viagem";
		}
	}
	if (pedido.evento === "atraso_partida" && pr.direitoAPartirDe) {
		if (!pedido.partida) {
			return "O atraso ainda não passou de 1 hora: a empresa paga a alimentação durante a espera";
		}
		if (Date.parse(pedido.partida) > Date.parse(pr.direitoAPartirDe) && pedido.seguiuViagem === true) {
			return "Você viajou no ônibus atrasado: pode pedir à empresa o que gastou com alimentação ou hospedagem na espera";
		}
		return "A partida atrasou até 1 hora: não há troca de empresa nem devolução da passagem";
	}
	return "Os seus direitos";
}
