// Viagem de Direito — the seat-availability widget's page (/embed/vagas/,
// embed-vagas.html), framed by <vagas-beneficio> (embed.js). It loads the
// engine (calculadora/motor.js), tells the parent it is ready, and answers
// each trip the parent sends (the contract's "disponibilidade" request plus
// "convencional") with one table per category of Res art149: the free and
// the discount seats, available and occupied on the section, each row linked
// to the dispositivo that grounds it, taken from the engine's fundamentos.
// Invalid data shows the engine's field errors.

import { carregarMotor } from "./calculadora/motor.js";
import { TIPO, PRONTO, DADOS, ehNosso } from "./js/embed-protocolo.js";

// The categories of Res art149 as the engine counts them (companions within
// pcd, §3), and the dispositivo of each kind of seat: inciso II and V for the
// youth, I and IV for the elderly, III (and §3) for Passe Livre, which has
// no discount seats.
const CATEGORIAS = [
	{ chave: "jovem", nome: "Jovem de baixa renda, com a ID Jovem", gratuitas: "art149_cpt_inc2", descontos: "art149_cpt_inc5" },
	{ chave: "idoso", nome: "Pessoa idosa, com renda de até dois salários mínimos", gratuitas: "art149_cpt_inc1", descontos: "art149_cpt_inc4" },
	{ chave: "pcd", nome: "Pessoa com deficiência, com o Passe Livre, e acompanhante", gratuitas: "art149_cpt_inc3", acompanhante: "art149_par3" },
];

function el(doc, nome, texto) {
	const e = doc.createElement(nome);
	if (texto !== undefined) {
		e.textContent = texto;
	}
	return e;
}

function numero(n) {
	return n === null ? "sem limite" : String(n);
}

function link(doc, f) {
	const a = el(doc, "a", f.rotulo);
	a.href = f.href;
	return a;
}

function fundamento(resp, id) {
	return (resp.fundamentos || []).find((f) => f.dispositivo === id);
}

// COLUNAS are the headers of each category's table. In a narrow frame
// (css/embed.css) the table is reflowed, one block per row, each cell
// after its column's name (data-rotulo); the ARIA roles keep it a table for
// assistive technology, which the reflow's display would otherwise undo.
const COLUNAS = ["Vagas", "Disponíveis", "Ocupadas", "Fundamento"];

function papel(e, role) {
	e.setAttribute("role", role);
	return e;
}

function celula(doc, texto, coluna) {
	const td = papel(el(doc, "td", texto), "cell");
	td.setAttribute("data-rotulo", COLUNAS[coluna]);
	return td;
}

function tabela(doc, cat, vagas, resp) {
	const t = papel(el(doc, "table"), "table");
	t.className = "vagas-tabela";
	t.appendChild(el(doc, "caption", cat.nome));
	const cab = papel(el(doc, "thead"), "rowgroup");
	const tr = papel(el(doc, "tr"), "row");
	for (const c of COLUNAS) {
		const th = papel(el(doc, "th", c), "columnheader");
		th.scope = "col";
		tr.appendChild(th);
	}
	cab.appendChild(tr);
	t.appendChild(cab);
	const corpo = papel(el(doc, "tbody"), "rowgroup");
	const linhas = [["Gratuitas", vagas.gratuitas, cat.gratuitas]];
	if (cat.descontos) {
		linhas.push(["Com desconto", vagas.descontos, cat.descontos]);
	}
	for (const linha of linhas) {
		const nome = linha[0];
		const v = linha[1];
		const id = linha[2];
		const r = papel(el(doc, "tr"), "row");
		const th = papel(el(doc, "th", nome), "rowheader");
		th.scope = "row";
		r.appendChild(th);
		const disp = celula(doc, numero(v.disponiveis), 1);
		disp.setAttribute("data-vagas", cat.chave + "-" + (id === cat.gratuitas ? "gratuitas" : "descontos") + "-disponiveis");
		const ocup = celula(doc, String(v.ocupadas), 2);
		ocup.setAttribute("data-vagas", cat.chave + "-" + (id === cat.gratuitas ? "gratuitas" : "descontos") + "-ocupadas");
		r.appendChild(disp);
		r.appendChild(ocup);
		// one child, the grid's second column in a narrow frame
		const td = celula(doc, undefined, 3);
		const links = el(doc, "span");
		const f = fundamento(resp, id);
		if (f) {
			links.appendChild(link(doc, f));
		}
		const fa = cat.acompanhante && fundamento(resp, cat.acompanhante);
		if (fa) {
			links.appendChild(doc.createTextNode("; acompanhante: "));
			links.appendChild(link(doc, fa));
		}
		td.appendChild(links);
		r.appendChild(td);
		corpo.appendChild(r);
	}
	t.appendChild(corpo);
	return t;
}

function erros(doc, lista) {
	const caixa = el(doc, "div");
	caixa.className = "vagas-erros";
	caixa.setAttribute("role", "alert");
	caixa.appendChild(el(doc, "p", "Os dados desta viagem não puderam ser lidos:"));
	const ul = el(doc, "ul");
	for (const e of lista) {
		const li = el(doc, "li");
		if (e.campo) {
			li.appendChild(el(doc, "code", e.campo));
			li.appendChild(doc.createTextNode(": "));
		}
		li.appendChild(doc.createTextNode(e.mensagem));
		ul.appendChild(li);
	}
	caixa.appendChild(ul);
	return caixa;
}

// convencionalDe reads the operator's "convencional" (a boolean), which the
// engine does not take: an error in the engine's shape when it is missing.
function convencionalDe(json) {
	let obj;
	try {
		obj = JSON.parse(json);
	} catch (e) {
		return { erro: null }; // the engine reports the JSON error
	}
	if (obj === null || typeof obj !== "object" || typeof obj.convencional !== "boolean") {
		return { erro: { campo: "convencional", codigo: "campo_obrigatorio", mensagem: "Informe true se a viagem oferece serviço convencional, false se não." }, obj };
	}
	return { valor: obj.convencional, obj };
}

// desenhar shows the engine's answer resp to the trip json.
export function desenhar(doc, resultado, json, resp) {
	resultado.textContent = "";
	const conv = convencionalDe(json);
	const lista = resp.ok ? [] : resp.erros.slice();
	if (conv.erro) {
		lista.unshift(conv.erro);
	}
	if (lista.length) {
		resultado.appendChild(erros(doc, lista));
		return;
	}
	const paradas = conv.obj.paradas;
	const trecho = conv.obj.trecho;
	resultado.appendChild(el(doc, "p", "Trecho: de " + paradas[trecho.de] + " a " + paradas[trecho.ate] + "."));
	const modelo = doc.getElementById(conv.valor ? "vagas-convencional-sim" : "vagas-convencional-nao");
	resultado.appendChild(modelo.content.cloneNode(true));
	if (!conv.valor) {
		return;
	}
	const s = conv.obj.servicosSimultaneos;
	const f7 = fundamento(resp, "art149_par7");
	if (typeof s === "number" && s > 1) {
		// the count is the engine's; the rule, the catalogue's sentence
		// (guia.pedir.linhas_simultaneas, the home page's) in the page's
		// <template>, with its grounds
		const p = el(doc, "p", s + " serviços convencionais em operação simultânea neste trecho");
		if (f7) {
			p.appendChild(doc.createTextNode(" ("));
			p.appendChild(link(doc, f7));
			p.appendChild(doc.createTextNode(")"));
		}
		p.appendChild(doc.createTextNode("."));
		resultado.appendChild(p);
		const regra = doc.getElementById("vagas-simultaneos");
		if (regra) {
			resultado.appendChild(regra.content.cloneNode(true));
		}
	}
	for (const cat of CATEGORIAS) {
		resultado.appendChild(tabela(doc, cat, resp.categorias[cat.chave], resp));
	}
	const f6 = fundamento(resp, "art149_par6");
	const f4 = fundamento(resp, "art150_par4");
	const nota = el(doc, "p");
	nota.className = "vagas-nota";
	nota.appendChild(doc.createTextNode("Ocupadas: o maior número de vagas concedidas numa mesma parte deste trecho"));
	[f6, f4].filter(Boolean).forEach((f, i) => {
		nota.appendChild(doc.createTextNode(i ? "; " : " ("));
		nota.appendChild(link(doc, f));
	});
	nota.appendChild(doc.createTextNode(f6 || f4 ? ")." : "."));
	// why a seat given on one section counts only where it overlaps: the
	// catalogue's sentence (guia.pedir.trechos), in the page's <template>
	const trechos = doc.getElementById("vagas-trechos");
	if (trechos) {
		nota.appendChild(doc.createTextNode(" "));
		nota.appendChild(trechos.content.cloneNode(true));
	}
	resultado.appendChild(nota);
}

function iniciar() {
	const raiz = document.querySelector("[data-vagas]");
	if (!raiz) {
		return;
	}
	const estado = raiz.querySelector("[data-vagas-estado]");
	const resultado = raiz.querySelector("[data-vagas-resultado]");
	let ultimo = null;
	let calcular = null;
	// The answer is drawn only if it answers the last trip received (the
	// engine runs in a worker: answers arrive later than the data).
	const calcularUltimo = () => {
		const json = ultimo;
		calcular(json).then((j) => {
			if (json === ultimo) {
				estado.textContent = "";
				desenhar(document, resultado, json, JSON.parse(j));
			}
		}, (err) => {
			estado.textContent = "O cálculo das vagas parou neste navegador (" + err.message + "); recarregue a página.";
		});
	};
	const receber = (e) => {
		if (e.source !== window.parent || !ehNosso(e.data) || e.data.evento !== DADOS || typeof e.data.dados !== "string") {
			return;
		}
		ultimo = e.data.dados;
		if (calcular) {
			calcularUltimo();
		}
	};
	window.addEventListener("message", receber);
	carregarMotor(raiz).then((motor) => {
		calcular = motor.calcularJSON;
		estado.textContent = "";
		if (ultimo !== null) {
			calcularUltimo();
		} else {
			estado.textContent = "Aguardando os dados da viagem.";
		}
		if (window.parent !== window) {
			window.parent.postMessage({ tipo: TIPO, evento: PRONTO }, "*");
		}
	}, () => {
		estado.textContent = "Este navegador não conseguiu carregar o cálculo das vagas. Pergunte à empresa quantas vagas de cada benefício estão disponíveis.";
	});
}

if (document.readyState === "loading") {
	document.addEventListener("DOMContentLoaded", iniciar);
} else {
	iniciar();
}
