// Viagem de Direito — the complaint page (/reclamacao/, reached from every
// answer of the calculators and from the refusal document), entry point
// bundled by site.Build.
//
// The state is the address's fragment, after the "#" (calculadora/reclamar.js
// writes it; a fragment never goes to the server): p, the request the engine answered, asked again here of the
// same engine (its worker, as on the calculator pages), so that every legal
// sentence of the letter is the engine's, each with its citations; calc and
// de, the flow and the answer's address, whose answers the letter states in
// the flow's own words; and what happened, as the person types it
// (empresa, cnpj, data, ocorrido, oque, valor, protocolo, nome; com, the
// sentences the letter includes: by default the outcome and the rights, or,
// in an answer that has neither, its first notes). Every change replaces the address
// (history.replaceState), so that a copied or shared link opens the same
// letter. Nothing is sent: no form action, no request but the engine's
// files, which the service worker keeps (offline, this page works as the
// calculator does).

import { carregarMotor } from "./calculadora/motor.js";
import { fluxoBeneficio } from "./calculadora/beneficio.js";
import { fluxoReembolso } from "./calculadora/reembolso.js";
import { fluxoAtraso } from "./calculadora/atraso.js";
import { lerRespostas, passosAtivos, campos, texto, textoResposta } from "./calculadora/fluxo.js";
import { el, esvaziar } from "./calculadora/dom.js";
import { citacoes } from "./calculadora/resultado.js";
import { lerReais, reais, dataBR } from "./calculadora/formato.js";
import { iniciar } from "./js/iniciar.js";
import { paraTodasAsPaginas } from "./js/todas.js";
import { buscaSobDemanda } from "./js/busca-sob-demanda.js";

const FLUXOS = { beneficio: fluxoBeneficio, reembolso: fluxoReembolso, atraso: fluxoAtraso };

// The fields of the form, each also a parameter of the address.
const CAMPOS = ["empresa", "cnpj", "data", "ocorrido", "oque", "valor", "protocolo", "nome"];

// What happened, in the letter's words ("Em 03/12/2026, …").
const OCORRIDOS = {
	recusou: "a empresa recusou o benefício",
	cobrou: "a empresa cobrou um valor que eu não devia pagar",
	reembolso: "a empresa não devolveu o valor da passagem",
	atraso: "a viagem atrasou e a empresa não fez o que devia",
	outro: "tive um problema com a empresa",
};
const OCORRIDO_DO_FLUXO = { beneficio: "recusou", reembolso: "reembolso", atraso: "atraso" };

const MODAIS = { rodoviario: "ônibus", ferroviario: "trem", aquaviario: "barco" };

const TAMANHO_MAX = 4000;

/**
 * The engine's sentences of an answer, in the order the result shows them:
 * its outcome (motivo), its rights (direitos), its notes (notas); each
 * {texto, fundamentos}.
 */
export function frasesDaResposta(resp) {
	const out = [];
	if (!resp || !resp.ok) {
		return out;
	}
	if (typeof resp.motivo === "string" && resp.motivo) {
		out.push({ texto: resp.motivo, fundamentos: resp.motivoFundamentos || [] });
	}
	for (const d of resp.direitos || []) {
		out.push(d);
	}
	for (const n of resp.notas || []) {
		out.push(n);
	}
	return out.filter((f) => f && typeof f.texto === "string" && f.texto);
}

/**
 * The sentences a letter includes unless the person chooses: the outcome
 * and the rights (the first of frasesDaResposta), or, in an answer with
 * neither (a refund's), its first three notes.
 */
export function frasesPadrao(resp, n) {
	const principais = (resp && typeof resp.motivo === "string" && resp.motivo ? 1 : 0) + ((resp && resp.direitos) || []).length;
	const out = new Set();
	for (let i = 0; i < Math.min(n, principais || 3); i++) {
		out.add(i);
	}
	return out;
}

/** The request of the address (p), or null when absent or not a request. */
export function lerPedido(q) {
	const s = q.get("p");
	if (!s || s.length > TAMANHO_MAX) {
		return null;
	}
	try {
		const p = JSON.parse(s);
		return p && typeof p === "object" && !Array.isArray(p) && typeof p.operacao === "string" ? p : null;
	} catch (e) {
		return null;
	}
}

function modalDe(pedido, q) {
	const m = (pedido && ((pedido.viagem && pedido.viagem.modal) || pedido.modal)) || q.get("modal") || "";
	return MODAIS[m] ? m : "";
}

// The answers of the flow at de, as "Quem vai viajar: Pessoa com 60 anos…".
function situacao(q) {
	const fluxo = FLUXOS[q.get("calc") || ""];
	const de = q.get("de") || "";
	if (!fluxo || de.charAt(0) !== "/") {
		return [];
	}
	const i = de.indexOf("?");
	const r = lerRespostas(i >= 0 ? de.slice(i) : "");
	const out = [];
	for (const p of passosAtivos(fluxo, r)) {
		const cs = campos(p, r).filter((f) => r[f.nome] !== undefined && r[f.nome] !== "");
		if (!cs.length) {
			continue;
		}
		const resp = cs.map((f) => (cs.length > 1 ? (f.resumo || f.rotulo) + ": " : "") + textoResposta(f, r[f.nome], r));
		out.push((p.resumo || texto(p.titulo, r)) + ": " + resp.join("; "));
	}
	return out;
}

function cnpjComMascara(s) {
	const c = s.replace(/[.\/\- ]/g, "").toUpperCase();
	return c.length === 14 ? c.slice(0, 2) + "." + c.slice(2, 5) + "." + c.slice(5, 8) + "/" + c.slice(8, 12) + "-" + c.slice(12) : s;
}

function hojeBR() {
	const d = new Date();
	const d2 = (n) => (n < 10 ? "0" : "") + n;
	return d2(d.getDate()) + "/" + d2(d.getMonth() + 1) + "/" + d.getFullYear();
}

/**
 * Where to send it, in the order that gets an answer (rules revision 4,
 * R6): the company's customer service or Consumidor.gov.br, keeping the
 * protocol; then the regulator of the mode (the ANTT's Ouvidoria for bus
 * and train, the Antaq for boat); a Procon or the Defensoria Pública at
 * any time. Advice on where to go, not a statement of a rule.
 */
export function ondeEnviar(modal) {
	const agencia = modal === "aquaviario"
		? "à Antaq (agência do transporte por barco)"
		: modal
			? "à Ouvidoria da ANTT (agência do transporte por ônibus e trem)"
			: "à Ouvidoria da ANTT, se a viagem é de ônibus ou trem, ou à Antaq, se é de barco";
	return [
		"Primeiro, à empresa: envie a carta ao atendimento ao cliente (SAC) da empresa ou pela plataforma Consumidor.gov.br. Anote e guarde o número de protocolo que receber.",
		"Se a empresa não responder ou não resolver, envie a mesma carta " + agencia + ", com o número de protocolo da empresa.",
		"A qualquer momento, antes ou depois desses passos, um Procon ou a Defensoria Pública podem ajudar: leve a carta e a resposta da empresa, se houver.",
	];
}

function iniciarReclamacao(doc) {
	const raiz = doc.querySelector("[data-reclamacao]");
	if (!raiz) {
		return;
	}
	const win = doc.defaultView || window;
	const form = raiz.querySelector("form");
	const campo = (n) => form.elements.namedItem(n);
	const q0 = new URLSearchParams(win.location.hash.replace(/^#/, ""));
	const pedido = lerPedido(q0);
	const calc = FLUXOS[q0.get("calc") || ""] ? q0.get("calc") : "";
	const de = q0.get("de") || "";
	const caixaSituacao = raiz.querySelector("[data-reclamacao-situacao]");
	const carta = raiz.querySelector("[data-reclamacao-carta]");
	const lista = raiz.querySelector("[data-reclamacao-onde]");
	const aviso = raiz.querySelector("[data-reclamacao-aviso]");
	const erroCNPJ = raiz.querySelector("[data-reclamacao-erro-cnpj]");
	let frases = [];
	// null: the default (frasesPadrao), once the sentences are known
	let com = q0.has("com") ? new Set((q0.get("com") || "").split(",").filter((x) => /^\d{1,3}$/.test(x)).map(Number)) : null;
	let cnpjValido = null; // null: not checked (or empty)
	const motor = carregarMotor(raiz);
	motor.catch(() => {});

	// the form from the address
	for (const n of CAMPOS) {
		const v = q0.get(n);
		if (v !== null && v.length <= 500 && campo(n)) {
			campo(n).value = v;
		}
	}
	if (!campo("ocorrido").value || !OCORRIDOS[campo("ocorrido").value]) {
		campo("ocorrido").value = OCORRIDO_DO_FLUXO[calc] || (q0.get("recusa") ? "recusou" : "outro");
	}
	if (de && de.charAt(0) === "/" && de.charAt(1) !== "/") {
		const voltar = raiz.querySelector("[data-reclamacao-voltar]");
		voltar.querySelector("a").setAttribute("href", de);
		voltar.hidden = false;
	}

	const valores = () => {
		const v = {};
		for (const n of CAMPOS) {
			v[n] = String(campo(n).value || "").trim();
		}
		return v;
	};

	const guardarEndereco = (v) => {
		const q = new URLSearchParams(win.location.hash.replace(/^#/, ""));
		for (const n of CAMPOS) {
			if (v[n]) {
				q.set(n, v[n]);
			} else {
				q.delete(n);
			}
		}
		if (com) {
			q.set("com", Array.from(com).sort((a, b) => a - b).join(","));
		}
		win.history.replaceState(null, "", "#" + q.toString());
	};

	// The letter, as nodes (with the citations' links) and as text.
	const escrever = () => {
		const v = valores();
		guardarEndereco(v);
		const valor = v.valor ? lerReais(v.valor) : null;
		const cnpj = v.cnpj && cnpjValido === true ? cnpjComMascara(v.cnpj) : "";
		const ocorrido = OCORRIDOS[v.ocorrido] || OCORRIDOS.outro;
		const incluidas = frases.filter((f, i) => com && com.has(i));
		const sit = situacao(q0);
		const linhas = []; // [texto, nós]
		const p = (t, nos) => linhas.push([t, nos || [t]]);
		p(hojeBR());
		p("À " + (v.empresa || "empresa") + (cnpj ? ", CNPJ " + cnpj : ""));
		p("Assunto: reclamação" + (v.protocolo ? " (protocolo nº " + v.protocolo + ")" : ""));
		const fato = (v.data ? "Em " + dataBR(v.data) + ", " : "") + ocorrido + (v.oque ? ": " + v.oque : "") +
			(valor !== null && typeof valor === "number" && valor > 0 ? " (valor: " + reais(valor) + ")" : "") + ".";
		p((v.nome ? "Eu, " + v.nome + ", " : "Eu ") + "venho registrar esta reclamação. " + fato.charAt(0).toUpperCase() + fato.slice(1));
		if (v.protocolo) {
			p("Número de protocolo do atendimento: " + v.protocolo + ".");
		}
		if (sit.length) {
			p("A minha situação: " + sit.join("; ") + ".");
		}
		const itens = [];
		if (incluidas.length) {
			p("Segundo os textos das normas, na minha situação:");
			for (const f of incluidas) {
				const cs = (f.fundamentos || []).filter((c) => c && c.rotulo);
				itens.push(f);
				linhas.push(["• " + f.texto + (cs.length ? " (" + cs.map((c) => c.rotulo).join("; ") + ")" : ""), null, f]);
			}
		}
		p("Peço que a empresa resolva a situação de acordo com esses textos e me responda por escrito, com o número de protocolo desta reclamação.");
		p("Atenciosamente,");
		p(v.nome || "______________________________");

		esvaziar(carta);
		let ul = null;
		for (const linha of linhas) {
			const nos = linha[1];
			const f = linha[2];
			if (f) {
				if (!ul) {
					ul = el(doc, "ul", { class: "carta-frases" });
					carta.appendChild(ul);
				}
				ul.appendChild(el(doc, "li", null, f.texto, citacoes(doc, f.fundamentos)));
				continue;
			}
			ul = null;
			carta.appendChild(el(doc, "p", null, nos));
		}
		// the text to copy: the letter, then the addresses of the texts cited
		const citadas = [];
		for (const f of itens) {
			for (const c of f.fundamentos || []) {
				if (c && c.rotulo && typeof c.href === "string" && c.href.charAt(0) === "/" && !citadas.some((x) => x.rotulo === c.rotulo)) {
					citadas.push(c);
				}
			}
		}
		let texto = linhas.map((l) => l[0]).join("\n\n");
		if (citadas.length) {
			texto += "\n\nTextos citados:\n" + citadas.map((c) => c.rotulo + ": " + new URL(c.href, win.location.href).href).join("\n");
		}
		carta.setAttribute("data-texto", texto);
	};

	// the sentences to include, each a box (all, unless the address left some out)
	const mostrarFrases = () => {
		esvaziar(caixaSituacao);
		if (!frases.length) {
			caixaSituacao.appendChild(el(doc, "p", null, pedido
				? "A calculadora não deu frases para esta resposta; a carta traz só o que você escrever."
				: "Sem uma resposta da calculadora, a carta traz só o que você escrever. Para citar os textos das normas, responda a uma calculadora e, na resposta, use o link “Reclamar”."));
			return;
		}
		const ul = el(doc, "ul", { class: "recl-frases" });
		frases.forEach((f, i) => {
			const id = "recl-frase-" + i;
			const caixa = el(doc, "input", { type: "checkbox", id });
			caixa.checked = com.has(i);
			caixa.addEventListener("change", () => {
				if (caixa.checked) {
					com.add(i);
				} else {
					com.delete(i);
				}
				escrever();
			});
			ul.appendChild(el(doc, "li", null, caixa, " ", el(doc, "label", { for: id }, f.texto), citacoes(doc, f.fundamentos)));
		});
		caixaSituacao.appendChild(el(doc, "p", null, "Marque o que entra na carta:"));
		caixaSituacao.appendChild(ul);
	};

	// where to send it
	esvaziar(lista);
	for (const t of ondeEnviar(modalDe(pedido, q0))) {
		lista.appendChild(el(doc, "li", null, t));
	}

	const conferirCNPJ = () => {
		const v = String(campo("cnpj").value || "").trim();
		if (!v) {
			cnpjValido = null;
			erroCNPJ.hidden = true;
			campo("cnpj").removeAttribute("aria-invalid");
			escrever();
			return;
		}
		motor.then((m) => m.validarCNPJ(v)).then((ok) => {
			if (String(campo("cnpj").value || "").trim() !== v) {
				return;
			}
			cnpjValido = ok;
			erroCNPJ.hidden = ok;
			if (ok) {
				campo("cnpj").removeAttribute("aria-invalid");
			} else {
				campo("cnpj").setAttribute("aria-invalid", "true");
			}
			escrever();
		}, () => {
			cnpjValido = null;
			escrever();
		});
	};

	form.addEventListener("submit", (ev) => ev.preventDefault());
	form.addEventListener("input", (ev) => {
		if (ev.target === campo("cnpj")) {
			conferirCNPJ();
		} else {
			escrever();
		}
	});
	form.addEventListener("change", () => escrever());

	// copy, print, share
	const dizer = (t) => {
		aviso.textContent = "";
		win.setTimeout(() => {
			aviso.textContent = t;
		}, 50);
	};
	const copiar = (t, feito) => {
		if (win.navigator.clipboard && win.navigator.clipboard.writeText) {
			win.navigator.clipboard.writeText(t).then(feito, () => copiarAntigo(t, feito));
		} else {
			copiarAntigo(t, feito);
		}
	};
	const copiarAntigo = (t, feito) => {
		const area = el(doc, "textarea", { readonly: true, class: "so-leitor", "aria-hidden": "true" });
		area.value = t;
		doc.body.appendChild(area);
		area.select();
		let ok = false;
		try {
			ok = doc.execCommand("copy");
		} catch (e) {
			ok = false;
		}
		doc.body.removeChild(area);
		if (ok) {
			feito();
		}
	};
	const botoes = raiz.querySelector("[data-reclamacao-botoes]");
	const bCopiar = botoes.querySelector("[data-copiar]");
	const bImprimir = botoes.querySelector("[data-imprimir]");
	const bCompartilhar = botoes.querySelector("[data-compartilhar]");
	bCompartilhar.textContent = win.navigator.share ? "Compartilhar o link" : "Copiar o link";
	bCopiar.addEventListener("click", () => copiar(carta.getAttribute("data-texto") || carta.textContent, () => dizer("Carta copiada.")));
	bImprimir.addEventListener("click", () => win.print());
	bCompartilhar.addEventListener("click", () => {
		const url = win.location.href;
		if (win.navigator.share) {
			win.navigator.share({ title: doc.title, url }).catch(() => {});
			return;
		}
		copiar(url, () => dizer("Link copiado."));
	});
	botoes.hidden = false;
	form.hidden = false;

	escrever();
	if (campo("cnpj").value) {
		conferirCNPJ();
	}
	if (!pedido) {
		mostrarFrases();
		return;
	}
	caixaSituacao.textContent = "Preparando a calculadora…";
	motor.then((m) => m.calcular(pedido)).then((resposta) => ({ resposta })).then((resp) => {
		frases = frasesDaResposta(resp.resposta);
		com = com ? new Set(Array.from(com).filter((i) => i < frases.length)) : frasesPadrao(resp.resposta, frases.length);
		raiz.setAttribute("data-frases", String(frases.length));
		mostrarFrases();
		escrever();
	}, (err) => {
		caixaSituacao.textContent = "Não foi possível preparar a calculadora neste navegador (" + ((err && err.message) || err) + "); a carta traz só o que você escrever.";
	});
}

// (this page's only script: what site.js does on every page, then the letter)
iniciar(document, paraTodasAsPaginas.concat([buscaSobDemanda, iniciarReclamacao]));
