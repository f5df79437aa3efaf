// The question pages (the GOV.UK "question pages" pattern): one question or
// one small group per step, the question as the page's heading (the legend
// of the step's fieldset), a back link that works, an error summary, and
// "Continuar". Every answer lives in the query string, so a step, an answer
// and a result can be bookmarked, shared, printed or prefilled by a link;
// whatever comes from the address is validated like typed input, and the
// page never parses it as HTML.
//
// A flow (beneficio.js, reembolso.js) is data: its steps, each with its
// fields and the condition under which it is asked, and the function that
// turns the answers into the engine's request and the answer into a page.

import { linkReclamacao } from "./reclamar.js";
import { controleOuvir, textoDoResultado } from "../js/ouvir.js";
import { el, anexar, modelo, esvaziar } from "./dom.js";
import { UFS, nomeUF, ufValida, lerData, lerHora } from "./fusos.js";
import { lerReais, CENTAVOS_MAX } from "./formato.js";
import { esperaDoMotor } from "./rede.js";

/** Name of the query parameter of the current step; "resultado" is the answer page. */
export const PASSO = "passo";
/** Set while changing one answer from the result page: Continuar goes back there. */
export const VOLTA = "volta";
export const RESULTADO = "resultado";

// ------------------------------------------------------------ field types

/** The options of a radio field (a list, or a function of the answers). */
function opcoes(f, r) {
	return typeof f.opcoes === "function" ? f.opcoes(r || {}) : f.opcoes;
}

/**
 * The message for the value v of field f ("" when valid). Empty optional
 * fields are valid.
 */
export function erroCampo(f, v, r) {
	if (v === undefined || v === null || v === "") {
		return f.opcional ? "" : f.faltando || "Responda a esta pergunta.";
	}
	switch (f.tipo) {
		case "radio":
			return opcoes(f, r).some((o) => o.valor === v) ? "" : "Escolha uma das opções.";
		case "uf":
			return ufValida(v) ? "" : "Escolha um estado da lista.";
		case "data":
			return lerData(v) ? "" : "Informe uma data válida, como 24/12/2026.";
		case "hora":
			return lerHora(v) ? "" : "Informe uma hora válida, como 08:30.";
		case "reais": {
			const c = lerReais(v);
			if (c === null) {
				return "Informe um valor em reais, como 150,00.";
			}
			return c > CENTAVOS_MAX ? "Informe um valor de até R$ 1.000.000,00." : "";
		}
		case "inteiro": {
			if (!/^\d{1,6}$/.test(v)) {
				return "Informe um número inteiro, como 0, 1 ou 2.";
			}
			const n = Number(v);
			if (f.max !== undefined && n > f.max) {
				return "Informe um número de até " + f.max + ".";
			}
			return "";
		}
	}
	return "";
}

/** The answer of field f as the summary shows it. */
export function textoResposta(f, v, r) {
	if (v === undefined || v === "") {
		return "Não informado";
	}
	switch (f.tipo) {
		case "radio": {
			const o = opcoes(f, r).filter((x) => x.valor === v)[0];
			return o ? o.resumo || o.rotulo : v;
		}
		case "uf":
			return nomeUF(v);
		case "data": {
			const d = lerData(v);
			return d ? v.slice(8, 10) + "/" + v.slice(5, 7) + "/" + v.slice(0, 4) : v;
		}
		case "reais": {
			const c = lerReais(v);
			if (c === null) {
				return v;
			}
			return "R$ " + String(Math.floor(c / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ".") + "," + String(100 + (c % 100)).slice(1);
		}
	}
	return v;
}

// ---------------------------------------------------------------- the flow

/**
 * @typedef {{nome: string, tipo: string, rotulo?: string, dica?: string, opcional?: boolean,
 *   opcoes?: {valor: string, rotulo: string, dica?: string, resumo?: string}[], max?: number,
 *   faltando?: string, autocomplete?: string, quando?: (r: object) => boolean}} Campo
 * @typedef {{id: string, titulo: string | ((r: object) => string), resumo?: string,
 *   dica?: string | ((r: object) => string), ajuda?: string | ((r: object) => string), campos: Campo[],
 *   quando?: (r: object) => boolean, validar?: (r: object) => {campo: string, mensagem: string}[],
 *   ultimo?: boolean}} Passo
 * @typedef {{nome: string, titulo: string, passos: Passo[], pedido: (r: object) => object,
 *   resultado: (ctx: object) => Node}} Fluxo
 */

export const texto = (x, r) => (typeof x === "function" ? x(r) : x);

/** The fields of step p asked given the answers r. */
export function campos(p, r) {
	return p.campos.filter((f) => !f.quando || f.quando(r));
}

/** The steps asked given the answers r, in order. */
export function passosAtivos(fluxo, r) {
	return fluxo.passos.filter((p) => !p.quando || p.quando(r));
}

/** Errors of step p for the answers r: [{campo, mensagem}]. */
export function errosPasso(p, r) {
	const erros = [];
	for (const f of campos(p, r)) {
		const m = erroCampo(f, r[f.nome], r);
		if (m) {
			erros.push({ campo: f.nome, mensagem: m });
		}
	}
	if (!erros.length && p.validar) {
		return p.validar(r);
	}
	return erros;
}

/** The answers of the query string, one string per name. */
export function lerRespostas(search) {
	const q = new URLSearchParams(search);
	const r = {};
	q.forEach((v, k) => {
		if (k !== PASSO && k !== VOLTA && v.length <= 200) {
			r[k] = v;
		}
	});
	return r;
}

/** The query string of answers r at step passo ("" for the first). */
export function endereco(r, passo, volta) {
	const q = new URLSearchParams();
	for (const k of Object.keys(r)) {
		if (r[k] !== "" && r[k] !== undefined) {
			q.set(k, r[k]);
		}
	}
	if (passo) {
		q.set(PASSO, passo);
	}
	if (volta) {
		q.set(VOLTA, RESULTADO);
	}
	const s = q.toString();
	return s ? "?" + s : "?";
}

/**
 * Starts flow fluxo in the element raiz. motor is the promise of the
 * engine (motor.js).
 * @param {HTMLElement} raiz @param {Fluxo} fluxo @param {Promise<Function>} motor
 */
export function iniciarFluxo(raiz, fluxo, motor) {
	const doc = raiz.ownerDocument;
	const win = doc.defaultView || window;
	const tituloPagina = doc.title;
	let calcular = null;
	let falhaMotor = null;

	// The page brings the status line and the first question (a GET form
	// drawn like mostrarPasso draws it): they are kept as they are, so the
	// question a person may already be answering neither moves nor loses its
	// answer. A page without them gets them here.
	let estado = raiz.querySelector(".calc-estado");
	let corpo = raiz.querySelector(".calc-corpo");
	if (!estado || !corpo) {
		estado = el(doc, "p", { class: "calc-estado", role: "status" });
		corpo = el(doc, "div", { class: "calc-corpo" });
		esvaziar(raiz);
		anexar(raiz, [estado, corpo]);
	}
	raiz.removeAttribute("hidden");
	// What a screen reader hears when a result arrives: its outcome sentence.
	const anuncio = el(doc, "p", { class: "so-leitor", role: "status" });
	raiz.appendChild(anuncio);
	// The introduction goes with the first question only.
	const intro = Array.prototype.slice.call(doc.querySelectorAll(".calc-intro"));
	const mostrarIntro = (sim) => {
		for (const e of intro) {
			if (e.hidden === sim) {
				e.hidden = !sim;
			}
		}
	};
	// The rules in plain words, below the questions, say again what an
	// answer says with its own citations: hidden while an answer is shown.
	const guia = Array.prototype.slice.call(doc.querySelectorAll(".calc-guia"));
	const mostrarGuia = (sim) => {
		for (const e of guia) {
			e.hidden = !sim;
		}
	};
	raiz.setAttribute("data-motor", "carregando");

	let aoFicarPronto = null;
	let vezResultado = 0;
	motor.then((m) => {
		calcular = m.calcular;
		raiz.setAttribute("data-motor", "pronto");
		estado.textContent = "";
		if (aoFicarPronto) {
			aoFicarPronto();
		}
	}, (err) => {
		falhaMotor = err;
		raiz.setAttribute("data-motor", "falhou");
		estado.textContent = "Não foi possível preparar a calculadora neste navegador (" + err.message + "). As regras estão explicadas abaixo.";
		if (aoFicarPronto) {
			aoFicarPronto();
		}
	});

	const ir = (busca, substituir) => {
		if (substituir) {
			win.history.replaceState(null, "", busca);
		} else {
			win.history.pushState(null, "", busca);
		}
		mostrar(true);
	};

	// Same-page links (back, Alterar, Recomeçar) move without a reload.
	raiz.addEventListener("click", (ev) => {
		const a = ev.target && ev.target.closest ? ev.target.closest("a[data-interno]") : null;
		if (!a || ev.defaultPrevented || ev.button !== 0 || ev.metaKey || ev.ctrlKey || ev.shiftKey || ev.altKey) {
			return;
		}
		ev.preventDefault();
		ir(a.getAttribute("href"));
	});
	win.addEventListener("popstate", () => mostrar(true));

	function mostrar(focar, inicio) {
		aoFicarPronto = null;
		vezResultado++;
		const r = lerRespostas(win.location.search);
		const q = new URLSearchParams(win.location.search);
		const ativos = passosAtivos(fluxo, r);
		let id = q.get(PASSO) || ativos[0].id;
		const volta = q.get(VOLTA) === RESULTADO;
		if (id === RESULTADO) {
			// every step answered and valid, or back to the first that is not
			for (const p of ativos) {
				const es = errosPasso(p, r);
				if (es.length) {
					// a missing answer is simply asked; a wrong one (a bad link) is shown as an error
					const errado = es.some((e) => r[e.campo] !== undefined && r[e.campo] !== "");
					win.history.replaceState(null, "", endereco(r, p.id));
					// (the page's first question, sent without JavaScript with no answer chosen)
					if (!(inicio && !errado && adotarPasso(p, r, ativos))) {
						mostrarPasso(p, r, ativos, false, errado ? es : null, focar);
					}
					return;
				}
			}
			mostrarResultado(r, ativos, focar);
			return;
		}
		const passo = ativos.filter((p) => p.id === id)[0];
		if (!passo) {
			ir(endereco(r, ativos[0].id), true);
			return;
		}
		if (inicio && !volta && adotarPasso(passo, r, ativos)) {
			return;
		}
		mostrarPasso(passo, r, ativos, volta, null, focar);
	}

	function anterior(passo, ativos) {
		const i = ativos.indexOf(passo);
		return i > 0 ? ativos[i - 1] : null;
	}

	function linkVoltar(href, rotulo) {
		return el(doc, "a", { class: "calc-voltar", href, "data-interno": true }, rotulo || "Voltar");
	}

	/**
	 * Takes over the form the page brings for passo (the first step, no
	 * answer in error, not coming back from the result): its answers from
	 * the address are marked unless the person already chose one, and its
	 * button gets the script's behaviour. False when the page's form is not
	 * the one mostrarPasso would draw (then it draws its own).
	 */
	function adotarPasso(passo, r, ativos) {
		const form = corpo.firstElementChild;
		if (!form || form !== corpo.lastElementChild || form.tagName !== "FORM" || form.getAttribute("data-passo") !== passo.id || passo !== ativos[0]) {
			return false;
		}
		const cs = campos(passo, r);
		const botao = form.querySelector("button[type=submit]");
		if (!botao || botao.textContent !== (podeSeguir(passo, r) ? "Continuar" : "Ver resultado")) {
			return false;
		}
		for (const f of cs) {
			if (f.tipo !== "radio") {
				return false;
			}
			const radios = Array.prototype.slice.call(form.querySelectorAll("input[type=radio]")).filter((x) => x.name === f.nome);
			const valores = opcoes(f, r).map((o) => o.valor);
			if (radios.length !== valores.length || radios.some((x, i) => x.value !== valores[i])) {
				return false;
			}
			if (!radios.some((x) => x.checked)) {
				for (const x of radios) {
					x.checked = x.value === r[f.nome];
				}
			}
		}
		doc.title = texto(passo.titulo, r) + " — " + tituloPagina;
		mostrarIntro(true);
		ligarFormulario(form, passo, r, cs, false);
		return true;
	}

	function mostrarPasso(passo, r, ativos, volta, erros, focar) {
		anuncio.textContent = "";
		mostrarGuia(true);
		const titulo = texto(passo.titulo, r);
		doc.title = (erros && erros.length ? "Erro: " : "") + titulo + " — " + tituloPagina;
		mostrarIntro(passo === ativos[0] && !volta);
		esvaziar(corpo);
		const ant = anterior(passo, ativos);
		if (volta) {
			corpo.appendChild(linkVoltar(endereco(r, RESULTADO)));
		} else if (ant) {
			corpo.appendChild(linkVoltar(endereco(r, ant.id, false)));
		}
		const errosPorCampo = {};
		if (erros && erros.length) {
			const resumo = el(doc, "div", { class: "calc-erros", role: "alert", tabindex: "-1", "aria-labelledby": "calc-erros-titulo" },
				el(doc, "h2", { id: "calc-erros-titulo" }, "Há um problema"),
				el(doc, "ul", null, erros.map((e) => el(doc, "li", null, el(doc, "a", { href: "#" + idCampo(e.campo, passo, r) }, e.mensagem)))));
			resumo.addEventListener("click", (ev) => {
				const a = ev.target.closest && ev.target.closest("a");
				if (!a) {
					return;
				}
				ev.preventDefault();
				const alvo = doc.getElementById(a.getAttribute("href").slice(1));
				if (alvo) {
					alvo.focus();
					if (alvo.scrollIntoView) {
						alvo.scrollIntoView({ block: "center" });
					}
				}
			});
			corpo.appendChild(resumo);
			for (const e of erros) {
				if (!errosPorCampo[e.campo]) {
					errosPorCampo[e.campo] = e.mensagem;
				}
			}
		}
		const form = el(doc, "form", { class: "calc-passo", novalidate: true, "data-passo": passo.id });
		const cs = campos(passo, r);
		const umRadio = cs.length === 1 && cs[0].tipo === "radio";
		const h1 = el(doc, "h1", { tabindex: "-1" }, titulo);
		const fs = el(doc, "fieldset", { class: "calc-grupo" }, el(doc, "legend", null, h1));
		const dica = texto(passo.dica, r);
		const ajudaId = "calc-dica-" + passo.id;
		const descr = [];
		if (dica) {
			fs.appendChild(el(doc, "p", { class: "calc-dica", id: ajudaId }, dica));
			descr.push(ajudaId);
		}
		if (descr.length) {
			fs.setAttribute("aria-describedby", descr.join(" "));
		}
		for (const f of cs) {
			fs.appendChild(campo(f, r[f.nome], errosPorCampo[f.nome], umRadio, passo, r));
		}
		// The help text, with its citations (links), after the fields: a
		// keyboard user reaches the answer first, the grounds after it,
		// before the button (review 2026-12-03, issue 28: the citations
		// were tab stops before the control).
		if (passo.ajuda) {
			const m = modelo(doc, texto(passo.ajuda, r));
			if (m) {
				fs.appendChild(el(doc, "div", { class: "calc-ajuda", id: ajudaId + "-ajuda" }, m));
			}
		}
		form.appendChild(fs);
		const ultimo = !podeSeguir(passo, r) || (volta && !faltaResponder(ativos.slice(ativos.indexOf(passo) + 1), r));
		form.appendChild(el(doc, "button", { type: "submit", class: "calc-botao" }, ultimo ? "Ver resultado" : "Continuar"));
		ligarFormulario(form, passo, r, cs, volta);
		corpo.appendChild(form);
		if (focar) {
			const alvo = erros && erros.length ? corpo.querySelector(".calc-erros") : primeiroControle(fs) || h1;
			alvo.focus();
		}
	}

	/**
	 * The control a new question puts the focus on (review 2026-12-03, issue
	 * 28: 80 key presses to task a's answer): its first group of options
	 * (the option chosen, or the first), list, date or time, inside the
	 * fieldset whose legend is the question, which a screen reader reads
	 * with it; a text field keeps the focus on the question (on a phone a
	 * focused text field opens the keyboard over the question), as does a
	 * question that opens with its help text.
	 */
	function primeiroControle(fs) {
		const c = fs.querySelector("input, select, a[href]");
		if (!c || c.tagName === "A") {
			return null;
		}
		if (c.type === "radio") {
			return fs.querySelector("input[type=radio][name='" + c.name + "']:checked") || c;
		}
		return c.tagName === "SELECT" || c.type === "date" || c.type === "time" ? c : null;
	}

	/** "Continuar" on the form of passo: validates, then moves to the next step or to the result. */
	function ligarFormulario(form, passo, r, cs, volta) {
		form.addEventListener("submit", (ev) => {
			ev.preventDefault();
			const novo = Object.assign({}, r, lerFormulario(form, cs));
			const es = errosPasso(passo, novo);
			const ativosNovos = passosAtivos(fluxo, novo);
			if (es.length) {
				win.history.replaceState(null, "", endereco(novo, passo.id, volta));
				mostrarPasso(passo, novo, ativosNovos, volta, es, false);
				const resumo = corpo.querySelector(".calc-erros");
				if (resumo) {
					resumo.focus();
				}
				return;
			}
			const i = ativosNovos.indexOf(passo);
			const resto = ativosNovos.slice(i + 1);
			let prox = resto[0];
			if (volta) {
				prox = faltaResponder(resto, novo);
			}
			if (!prox) {
				win.history.replaceState(null, "", endereco(novo, passo.id, volta));
				ir(endereco(novo, RESULTADO));
				return;
			}
			win.history.replaceState(null, "", endereco(novo, passo.id, volta));
			ir(endereco(novo, prox.id, volta));
		});
	}

	/**
	 * Whether a step may come after passo: one asked now, or one that an
	 * answer of passo would bring in (each option of its radios, any text in
	 * its other fields), so that the button says "Continuar" and not "Ver
	 * resultado" on a step that leads to another question.
	 */
	function podeSeguir(passo, r) {
		const depois = fluxo.passos.slice(fluxo.passos.indexOf(passo) + 1);
		const variantes = [r];
		for (const f of campos(passo, r)) {
			const valores = f.tipo === "radio" ? opcoes(f, r).map((o) => o.valor) : ["1"];
			for (const v of valores) {
				const x = Object.assign({}, r);
				x[f.nome] = v;
				variantes.push(x);
			}
		}
		return depois.some((p) => variantes.some((x) => !p.quando || p.quando(x)));
	}

	/** The first of passos with a required answer missing or invalid, or null. */
	function faltaResponder(passos, r) {
		for (const p of passos) {
			if (errosPasso(p, r).length) {
				return p;
			}
		}
		return null;
	}

	function idCampo(nome, passo, r) {
		const f = campos(passo, r).filter((x) => x.nome === nome)[0];
		if (f && f.tipo === "radio") {
			return "c-" + nome + "-0";
		}
		return "c-" + nome;
	}

	function campo(f, valor, erro, umRadio, passo, r) {
		const id = "c-" + f.nome;
		const erroId = id + "-erro";
		const dicaId = id + "-dica";
		const msgErro = erro ? el(doc, "p", { class: "calc-erro", id: erroId }, el(doc, "span", { class: "so-leitor" }, "Erro: "), erro) : null;
		const dica = f.dica ? el(doc, "p", { class: "calc-dica", id: dicaId }, texto(f.dica, r)) : null;
		if (f.tipo === "radio") {
			const ops = opcoes(f, r).map((o, i) => {
				const oid = id + "-" + i;
				const od = o.dica ? el(doc, "p", { class: "calc-dica", id: oid + "-dica" }, o.dica) : null;
				return el(doc, "div", { class: "calc-opcao" },
					el(doc, "input", { type: "radio", id: oid, name: f.nome, value: o.valor, checked: o.valor === valor, "aria-describedby": od ? oid + "-dica" : null }),
					el(doc, "label", { for: oid }, o.rotulo), od);
			});
			if (umRadio) {
				return el(doc, "div", { class: "calc-campo" + (erro ? " calc-campo-erro" : "") }, dica, msgErro, el(doc, "div", { class: "calc-opcoes" }, ops));
			}
			const descr = [dica ? dicaId : "", erro ? erroId : ""].filter(Boolean).join(" ");
			return el(doc, "fieldset", { class: "calc-campo calc-subgrupo" + (erro ? " calc-campo-erro" : ""), "aria-describedby": descr || null },
				el(doc, "legend", null, f.rotulo), dica, msgErro, el(doc, "div", { class: "calc-opcoes" }, ops));
		}
		const descr = [dica ? dicaId : "", erro ? erroId : ""].filter(Boolean).join(" ");
		const attrs = { id, name: f.nome, "aria-describedby": descr || null, "aria-invalid": erro ? "true" : null };
		let entrada;
		if (f.tipo === "uf") {
			entrada = el(doc, "select", attrs, el(doc, "option", { value: "" }, "Escolha o estado"),
				UFS.map((uf) => el(doc, "option", { value: uf, selected: uf === valor }, nomeUF(uf) + " (" + uf + ")")));
		} else {
			const tipos = { data: "date", hora: "time", reais: "text", inteiro: "text" };
			Object.assign(attrs, { type: tipos[f.tipo] || "text", value: valor || "", autocomplete: "off" });
			if (f.tipo === "reais") {
				attrs.inputmode = "decimal";
				attrs.spellcheck = "false";
				attrs.class = "calc-curto";
			} else if (f.tipo === "inteiro") {
				attrs.inputmode = "numeric";
				attrs.pattern = "[0-9]*";
				attrs.class = "calc-curto";
			}
			entrada = el(doc, "input", attrs);
			if (f.tipo === "reais") {
				entrada = el(doc, "div", { class: "calc-prefixo" }, el(doc, "span", { "aria-hidden": "true" }, "R$"), entrada);
			}
		}
		const rotulo = f.rotulo + (f.opcional ? " (opcional)" : "");
		return el(doc, "div", { class: "calc-campo" + (erro ? " calc-campo-erro" : "") }, el(doc, "label", { for: id }, rotulo), dica, msgErro, entrada);
	}

	function lerFormulario(form, cs) {
		const out = {};
		for (const f of cs) {
			if (f.tipo === "radio") {
				const m = form.querySelector("input[name=\"" + f.nome + "\"]:checked");
				out[f.nome] = m ? m.value : "";
			} else {
				const e = form.elements.namedItem(f.nome);
				out[f.nome] = e ? String(e.value).trim() : "";
			}
		}
		return out;
	}

	// The request the wait shows the rules of (rede.js, esperaDoMotor):
	// the one the engine will answer; none if the answers do not make one.
	function pedidoDaEspera(r) {
		try {
			return fluxo.pedido(r);
		} catch (e) {
			return null;
		}
	}

	function mostrarResultado(r, ativos, focar) {
		doc.title = "Resultado — " + tituloPagina;
		mostrarIntro(false);
		esvaziar(corpo);
		const ultimo = ativos[ativos.length - 1];
		// The area is not a live region (a whole result is thousands of
		// characters): the status line announces only its outcome sentence.
		const area = el(doc, "div", { class: "calc-resultado" });
		corpo.appendChild(area);
		// The way back to the last question goes after the answer (or the
		// wait), inside the area, drawn with it (so it moves nothing): the
		// first screen (360 × 640) is the answer's (issue 19).
		const voltar = () => linkVoltar(endereco(r, ultimo.id), "Voltar à última pergunta");
		// Each drawing of the area is numbered: an answer that arrives after
		// the person left the result (or after a newer drawing) is dropped.
		const vez = ++vezResultado;
		const desenhar = () => {
			if (!calcular) {
				esvaziar(area);
				area.appendChild(falhaMotor
					? el(doc, "p", { class: "calc-estado" }, "A calculadora não pôde ser preparada neste navegador; as regras estão explicadas abaixo.")
					: esperaDoMotor(doc, pedidoDaEspera(r)));
				area.appendChild(voltar());
				return false;
			}
			const pedido = fluxo.pedido(r);
			calcular(pedido).then((resposta) => {
				if (vez !== vezResultado) {
					return;
				}
				esvaziar(area);
				area.setAttribute("data-pedido", JSON.stringify(pedido));
				area.setAttribute("data-operacao", pedido.operacao);
				if (!resposta.ok) {
					area.appendChild(errosMotor(resposta, r, ativos));
				} else {
					area.appendChild(fluxo.resultado({ doc, r, pedido, resposta }));
					// "Ouvir" (js/ouvir.js), right under the answer's headline
					const hOuvir = area.querySelector("h1");
					if (hOuvir) {
						hOuvir.after(controleOuvir(doc, () => textoDoResultado(area), "a resposta"));
					}
				}
				mostrarGuia(!resposta.ok);
				area.appendChild(suasRespostas(r, ativos));
				area.appendChild(acoes());
				if (resposta.ok) {
					area.appendChild(linkReclamacao(doc, fluxo.nome, pedido));
				}
				area.appendChild(voltar());
				const h = area.querySelector("h1");
				anuncio.textContent = h ? h.textContent : "";
				if (h && focar) {
					h.focus();
				}
			}, (err) => {
				if (vez !== vezResultado) {
					return;
				}
				esvaziar(area);
				anexar(area, [el(doc, "p", { class: "calc-estado" },
					"A calculadora parou de responder neste navegador (" + err.message + "). Recarregue a página; as regras estão explicadas abaixo."), voltar()]);
			});
			return true;
		};
		if (!desenhar()) {
			aoFicarPronto = () => {
				aoFicarPronto = null;
				desenhar();
			};
		}
	}

	function errosMotor(resposta, r, ativos) {
		// A field the engine refused: name it and link to the step that asks it.
		const itens = (resposta.erros || []).map((e) => {
			const p = ativos.filter((x) => (x.campoMotor || []).some((c) => e.campo.indexOf(c) === 0))[0];
			return el(doc, "li", null, e.mensagem, p ? [" ", el(doc, "a", { href: endereco(r, p.id, true), "data-interno": true }, "Corrigir: " + texto(p.titulo, r))] : null);
		});
		return el(doc, "div", { class: "calc-erros" },
			el(doc, "h1", { tabindex: "-1" }, "Não foi possível calcular"),
			el(doc, "ul", null, itens));
	}

	function suasRespostas(r, ativos) {
		const linhas = [];
		for (const p of ativos) {
			const cs = campos(p, r);
			const resp = cs.map((f) => (cs.length > 1 ? (f.resumo || f.rotulo) + ": " : "") + textoResposta(f, r[f.nome], r));
			linhas.push(el(doc, "div", { class: "calc-resposta" },
				el(doc, "dt", null, p.resumo || texto(p.titulo, r)),
				el(doc, "dd", null, resp.length > 1 ? el(doc, "ul", null, resp.map((t) => el(doc, "li", null, t))) : resp[0]),
				el(doc, "dd", { class: "calc-alterar" }, el(doc, "a", { href: endereco(r, p.id, true), "data-interno": true },
					"Alterar", el(doc, "span", { class: "so-leitor" }, " " + (p.resumo || texto(p.titulo, r)).toLowerCase())))));
		}
		// Closed: the answers are the person's own, to check or change on request.
		return el(doc, "details", { class: "calc-respostas" },
			el(doc, "summary", null, el(doc, "h2", null, "Suas respostas"), " (" + linhas.length + "): conferir ou alterar"),
			el(doc, "dl", null, linhas));
	}

	function acoes() {
		const aviso = el(doc, "p", { class: "calc-aviso-copia", role: "status" });
		const compartilhar = el(doc, "button", { type: "button", class: "calc-botao-secundario" },
			win.navigator.share ? "Compartilhar" : "Copiar link");
		compartilhar.addEventListener("click", () => {
			const url = win.location.href;
			if (win.navigator.share) {
				win.navigator.share({ title: doc.title, url }).catch(() => {});
				return;
			}
			const feito = () => {
				aviso.textContent = "Link copiado.";
			};
			if (win.navigator.clipboard && win.navigator.clipboard.writeText) {
				win.navigator.clipboard.writeText(url).then(feito, () => copiarAntigo(url, feito));
			} else {
				copiarAntigo(url, feito);
			}
		});
		const imprimir = el(doc, "button", { type: "button", class: "calc-botao-secundario" }, "Imprimir");
		imprimir.addEventListener("click", () => win.print());
		return el(doc, "div", { class: "calc-acoes" },
			el(doc, "p", { class: "calc-botoes" }, compartilhar, " ", imprimir),
			aviso,
			el(doc, "p", null, el(doc, "a", { href: "?", "data-interno": true, class: "calc-recomecar" }, "Recomeçar")));
	}

	function copiarAntigo(url, feito) {
		const t = el(doc, "textarea", { readonly: true, class: "so-leitor", "aria-hidden": "true" });
		t.value = url;
		doc.body.appendChild(t);
		t.select();
		let ok = false;
		try {
			ok = doc.execCommand("copy");
		} catch (e) {
			ok = false;
		}
		doc.body.removeChild(t);
		if (ok) {
			feito();
		}
	}

	// An address past the first question (calculadora-inicio.js marked the
	// page before its first paint): the area keeps the screen it was given
	// while the page lives, and once it holds what the address asks for,
	// the mark goes (the introduction and the questions then follow
	// mostrarIntro and the drawing as usual).
	const html = doc.documentElement;
	if (html.classList.contains("calc-adiante")) {
		corpo.setAttribute("data-reserva", "");
	}
	mostrar(false, true);
	html.classList.remove("calc-adiante");
}
