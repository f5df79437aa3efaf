// The refusal document (/recusa/, Res art153): the counter's form is checked
// in the page — every item of art. 153 present, the CNPJ by the engine's
// validator (viagemDeDireitoValidarCNPJ, wasm/main.go: numeric and
// alphanumeric forms) — and turned into the printable document below it.
// The reasons offered are the ones the engine's operation recusa admits for
// the chosen benefit and mode (rules revision 4, R7), and what the texts say
// of the chosen reason (its texto and citations, from the engine) is printed
// under it and in the document. Nothing is sent: the form has no action and
// its button is a plain button; the engine runs in this page's worker.

import { carregarMotor } from "../calculadora/motor.js";
import { citacoes } from "../calculadora/resultado.js";

// The benefit of each option of the list: its categoria and beneficio in
// the engine's contract (an option may also say them itself, with
// data-categoria and data-beneficio).
const BENEFICIOS = {
	jovem_gratuidade: ["jovem", "gratuidade"],
	jovem_desconto: ["jovem", "desconto"],
	idoso_gratuidade: ["idoso", "gratuidade"],
	idoso_desconto: ["idoso", "desconto"],
	passe_livre: ["pcd", "gratuidade"],
	acompanhante: ["pcd_acompanhante", "gratuidade"],
	crianca: ["crianca", "gratuidade"],
};

const MEIOS = { rodoviario: "ônibus", ferroviario: "trem", aquaviario: "barco" };

// agoraRFC3339 is this device's now with its offset ("2026-12-20T09:41:00-03:00").
function agoraRFC3339(d) {
	const d2 = (n) => (n < 10 ? "0" : "") + n;
	const o = -d.getTimezoneOffset();
	const sinal = o < 0 ? "-" : "+";
	const a = Math.abs(o);
	return d.getFullYear() + "-" + d2(d.getMonth() + 1) + "-" + d2(d.getDate()) + "T" + d2(d.getHours()) + ":" + d2(d.getMinutes()) +
		":00" + sinal + d2(Math.floor(a / 60)) + ":" + d2(a % 60);
}
import { enderecoReclamacao } from "../calculadora/reclamar.js";

const DATA = /^(\d{4})-(\d{2})-(\d{2})$/;
const HORA = /^(\d{2}):(\d{2})$/;

function dataBR(s) {
	const m = DATA.exec(s);
	return m ? m[3] + "/" + m[2] + "/" + m[1] : s;
}

function dataValida(s) {
	const m = DATA.exec(s);
	if (!m) {
		return false;
	}
	const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
	return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

// cnpjComMascara writes a CNPJ (valid, so 14 characters once the mask is
// gone) as XX.XXX.XXX/XXXX-XX, in upper case.
function cnpjComMascara(s) {
	const c = s.replace(/[.\/\- ]/g, "").toUpperCase();
	return c.slice(0, 2) + "." + c.slice(2, 5) + "." + c.slice(5, 8) + "/" + c.slice(8, 12) + "-" + c.slice(12);
}

function numeroGerado(dataPedido, horaPedido) {
	const a = new Uint8Array(2);
	(window.crypto || window.msCrypto).getRandomValues(a);
	const sufixo = ((a[0] << 8) | a[1]).toString(16).toUpperCase().padStart(4, "0");
	return "REC-" + dataPedido.replace(/-/g, "") + "-" + horaPedido.replace(":", "") + "-" + sufixo;
}

export function iniciarRecusa(form) {
	const doc = form.ownerDocument;
	const motor = carregarMotor(form);
	motor.catch(() => {});
	const caixaErros = form.querySelector("[data-recusa-erros]");
	const gerar = form.querySelector("[data-recusa-gerar]");
	const documento = doc.querySelector("[data-recusa-documento]");
	const secaoForm = form.closest("section") || form;
	const campo = (n) => form.elements.namedItem(n);

	const limpar = () => {
		caixaErros.hidden = true;
		caixaErros.textContent = "";
		for (const e of form.querySelectorAll(".erro-campo")) {
			e.remove();
		}
		for (const e of form.querySelectorAll("[aria-invalid]")) {
			e.removeAttribute("aria-invalid");
			const d = (e.getAttribute("aria-describedby") || "").split(" ").filter((x) => x && !x.endsWith("-erro")).join(" ");
			if (d) {
				e.setAttribute("aria-describedby", d);
			} else {
				e.removeAttribute("aria-describedby");
			}
		}
	};

	const mostrarErros = (erros) => {
		caixaErros.appendChild(Object.assign(doc.createElement("h3"), { textContent: "Corrija antes de gerar o documento:" }));
		const ul = doc.createElement("ul");
		for (const erro of erros) {
			const nome = erro[0];
			const msg = erro[1];
			const input = campo(nome);
			const id = input.id + "-erro";
			const p = Object.assign(doc.createElement("span"), { id, className: "erro-campo", textContent: msg });
			input.parentNode.insertBefore(p, input);
			input.setAttribute("aria-invalid", "true");
			input.setAttribute("aria-describedby", ((input.getAttribute("aria-describedby") || "") + " " + id).trim());
			const li = doc.createElement("li");
			const a = Object.assign(doc.createElement("a"), { href: "#" + input.id, textContent: msg });
			li.appendChild(a);
			ul.appendChild(li);
		}
		caixaErros.appendChild(ul);
		caixaErros.hidden = false;
		caixaErros.focus();
	};

	const valores = () => {
		const v = {};
		for (const n of ["passageiro", "beneficio", "modal", "empresa", "cnpj", "viagemData", "origem", "destino", "pedidoData", "pedidoHora", "local", "motivo", "motivoTexto", "numero"]) {
			v[n] = String(campo(n).value || "").trim();
		}
		return v;
	};

	const verificar = (v, cnpjValido) => {
		const erros = [];
		if (!v.beneficio) erros.push(["beneficio", "Escolha o benefício recusado."]);
		if (!v.empresa) erros.push(["empresa", "Informe o nome da empresa."]);
		if (!v.cnpj) erros.push(["cnpj", "Informe o CNPJ da empresa."]);
		else if (!cnpjValido(v.cnpj)) erros.push(["cnpj", "CNPJ inválido: confira os 14 caracteres e os dois dígitos verificadores."]);
		if (!v.modal) erros.push(["modal", "Escolha o meio de transporte."]);
		if (!dataValida(v.viagemData)) erros.push(["viagemData", "Informe a data da viagem pretendida."]);
		if (!v.origem) erros.push(["origem", "Informe a origem da viagem."]);
		if (!v.destino) erros.push(["destino", "Informe o destino da viagem."]);
		if (!dataValida(v.pedidoData)) erros.push(["pedidoData", "Informe a data da solicitação."]);
		if (!HORA.test(v.pedidoHora)) erros.push(["pedidoHora", "Informe a hora da solicitação."]);
		if (!v.local) erros.push(["local", "Informe o local da solicitação."]);
		if (!v.motivo || !motivoOferecido(v.motivo)) erros.push(["motivo", "Escolha o motivo da recusa."]);
		else if (v.motivo === "outro" && !v.motivoTexto) erros.push(["motivoTexto", "Escreva o motivo da recusa."]);
		return erros;
	};

	const preencher = (v) => {
		const por = (n) => documento.querySelector('[data-campo="' + n + '"]');
		const texto = {
			passageiro: v.passageiro,
			numero: v.numero || numeroGerado(v.pedidoData, v.pedidoHora),
			empresa: v.empresa,
			cnpj: cnpjComMascara(v.cnpj),
			viagemData: dataBR(v.viagemData),
			origem: v.origem,
			destino: v.destino,
			pedidoData: dataBR(v.pedidoData),
			pedidoHora: v.pedidoHora,
			local: v.local,
		};
		for (const n of Object.keys(texto)) {
			por(n).textContent = texto[n];
		}
		for (const e of documento.querySelectorAll('[data-se="passageiro"]')) {
			e.hidden = !v.passageiro;
		}
		// the benefit's name, then the catalogue's sentence that states it,
		// with its citations (the page's template for the benefit)
		const beneficio = por("beneficio");
		beneficio.textContent = campo("beneficio").selectedOptions[0].textContent;
		const fb = doc.getElementById("recusa-beneficio-" + v.beneficio);
		if (fb) {
			beneficio.appendChild(doc.createTextNode(". "));
			beneficio.appendChild(fb.content.cloneNode(true));
		}
		por("modal").textContent = MEIOS[v.modal] || v.modal;
		const motivo = por("motivo");
		motivo.textContent = "";
		if (v.motivo !== "outro") {
			const opcao = campo("motivo").selectedOptions[0];
			motivo.textContent = opcao.textContent;
			if (v.motivoTexto) {
				motivo.appendChild(doc.createTextNode(" " + v.motivoTexto));
			}
		} else {
			motivo.textContent = v.motivoTexto;
		}
		// what the texts say of the reason, as the engine answered it
		const leitura = por("leitura");
		leitura.textContent = "";
		const r = ultimaLeitura && ultimaLeitura.chave === chaveDe(v) ? ultimaLeitura.resposta : null;
		if (r) {
			leitura.appendChild(doc.createTextNode(r.texto));
			const c = citacoes(doc, r.fundamentos);
			if (c) {
				leitura.appendChild(c);
			}
		}
		for (const e of documento.querySelectorAll('[data-se="leitura"]')) {
			e.hidden = !r;
		}
		// the complaint letter (/reclamacao/) with this refusal's facts
		const reclamar = documento.querySelector("[data-recusa-reclamar]");
		if (reclamar) {
			const oque = campo("beneficio").selectedOptions[0].textContent + "; motivo dado pela empresa: " + motivo.textContent.replace(/\.$/, "");
			reclamar.setAttribute("href", enderecoReclamacao("", null, "", {
				empresa: v.empresa, cnpj: v.cnpj, data: v.pedidoData, ocorrido: "recusou", oque: oque.slice(0, 500), protocolo: texto.numero, recusa: "1",
			}));
		}
	};

	// The reasons the engine admits for the chosen benefit and mode: the
	// list is rebuilt from the template's options, keeping the admitted
	// ones and "outro" (the company may give another reason; the engine's
	// sentence says it must be written and may be contested). Until the
	// benefit and the mode are chosen, no reason is offered.
	const selMotivo = campo("motivo");
	const opcoesMotivo = Array.prototype.map.call(selMotivo.options, (o) => o.cloneNode(true));
	const caixaLeitura = form.querySelector("[data-recusa-leitura]");
	const dicaMotivos = form.querySelector("[data-recusa-motivos-dica]");
	const dicaOriginal = dicaMotivos.textContent;
	let ultimaLeitura = null;
	let pedidoMotivos = 0;
	let pedidoLeitura = 0;

	const parDe = (valor) => {
		const o = Array.prototype.find.call(campo("beneficio").options, (x) => x.value === valor);
		if (o && o.dataset.categoria && o.dataset.beneficio) {
			return [o.dataset.categoria, o.dataset.beneficio];
		}
		return BENEFICIOS[valor] || null;
	};
	const chaveDe = (v) => v.beneficio + "/" + v.modal + "/" + v.motivo;
	const pedidoRecusa = (v, motivoCodigo) => {
		const par = parDe(v.beneficio);
		return { operacao: "recusa", agora: agoraRFC3339(new Date()), categoria: par[0], modal: v.modal, beneficio: par[1], motivo: motivoCodigo };
	};
	function motivoOferecido(m) {
		return Array.prototype.some.call(selMotivo.options, (o) => o.value === m && m);
	}

	const mostrarLeitura = () => {
		const v = valores();
		caixaLeitura.textContent = "";
		caixaLeitura.hidden = true;
		ultimaLeitura = null;
		if (!v.motivo || !v.modal || !parDe(v.beneficio)) {
			return;
		}
		const n = ++pedidoLeitura;
		motor.then((m) => m.calcular(pedidoRecusa(v, v.motivo))).then((r) => {
			if (n !== pedidoLeitura || !r || !r.ok) {
				return;
			}
			ultimaLeitura = { chave: chaveDe(v), resposta: r };
			const titulo = r.admitido === true ? "Os textos admitem este motivo" : r.admitido === false ? "Os textos não admitem este motivo" : "Os textos publicados não resolvem este motivo";
			caixaLeitura.appendChild(Object.assign(doc.createElement("p"), { className: "recusa-leitura-titulo" })).appendChild(
				Object.assign(doc.createElement("strong"), { textContent: titulo }));
			const p = doc.createElement("p");
			p.appendChild(doc.createTextNode(r.texto));
			const c = citacoes(doc, r.fundamentos);
			if (c) {
				p.appendChild(c);
			}
			caixaLeitura.appendChild(p);
			caixaLeitura.hidden = false;
		}, () => {});
	};

	const atualizarMotivos = () => {
		const v = valores();
		const n = ++pedidoMotivos;
		const par = parDe(v.beneficio);
		const escolhido = selMotivo.value;
		const reconstruir = (admitidos) => {
			selMotivo.textContent = "";
			for (const o of opcoesMotivo) {
				if (o.value === "" || o.value === "outro" || admitidos.includes(o.value)) {
					selMotivo.appendChild(o.cloneNode(true));
				}
			}
			selMotivo.value = motivoOferecido(escolhido) ? escolhido : "";
		};
		if (!par || !v.modal) {
			reconstruir([]);
			selMotivo.disabled = true;
			dicaMotivos.textContent = "Escolha antes o benefício recusado e o meio de transporte: a lista mostra só os motivos que os textos publicados admitem para eles.";
			mostrarLeitura();
			return;
		}
		selMotivo.disabled = true;
		motor.then((m) => m.calcular(pedidoRecusa(v, "outro"))).then((r) => {
			if (n !== pedidoMotivos) {
				return;
			}
			selMotivo.disabled = false;
			if (!r || !r.ok) {
				return;
			}
			reconstruir(r.motivosAdmitidos || []);
			dicaMotivos.textContent = dicaOriginal;
			mostrarLeitura();
		}, () => {
			if (n === pedidoMotivos) {
				selMotivo.disabled = false;
				dicaMotivos.textContent = "Não foi possível carregar a calculadora neste navegador: a lista não pôde ser conferida com os textos; recarregue a página.";
			}
		});
	};
	campo("beneficio").addEventListener("change", atualizarMotivos);
	campo("modal").addEventListener("change", atualizarMotivos);
	selMotivo.addEventListener("change", mostrarLeitura);

	// The request is being refused now, at the counter: its date and time
	// come filled with this device's clock, and stay editable. A benefit
	// named in the address (?beneficio=jovem_gratuidade, a link from a
	// result) comes chosen.
	const agora = new Date();
	const d2 = (n) => (n < 10 ? "0" : "") + n;
	if (!campo("pedidoData").value) {
		campo("pedidoData").value = agora.getFullYear() + "-" + d2(agora.getMonth() + 1) + "-" + d2(agora.getDate());
	}
	if (!campo("pedidoHora").value) {
		campo("pedidoHora").value = d2(agora.getHours()) + ":" + d2(agora.getMinutes());
	}
	const pedido = new URLSearchParams(doc.defaultView.location.search).get("beneficio");
	if (pedido && !campo("beneficio").value && Array.prototype.some.call(campo("beneficio").options, (o) => o.value === pedido && pedido)) {
		campo("beneficio").value = pedido;
	}

	const meio = new URLSearchParams(doc.defaultView.location.search).get("modal");
	if (meio && !campo("modal").value && MEIOS[meio]) {
		campo("modal").value = meio;
	}
	atualizarMotivos();

	gerar.hidden = false;
	gerar.addEventListener("click", () => {
		limpar();
		gerar.disabled = true;
		// The form is read once; its CNPJ is checked by the engine (in its
		// worker), then the whole form.
		motor.then(
			(m) => {
				const v = valores();
				return m.validarCNPJ(v.cnpj).then((ok) => ({ v, cnpjValido: (s) => s === v.cnpj && ok }));
			},
			() => null,
		).catch(() => null).then((lido) => {
			gerar.disabled = false;
			if (!lido) {
				mostrarErros([["cnpj", "Não foi possível carregar o validador de CNPJ neste navegador; recarregue a página."]]);
				return;
			}
			const v = lido.v;
			const cnpjValido = lido.cnpjValido;
			const erros = verificar(v, cnpjValido);
			if (erros.length) {
				mostrarErros(erros);
				return;
			}
			preencher(v);
			secaoForm.hidden = true;
			documento.hidden = false;
			doc.documentElement.classList.add("recusa-pronta");
			const h = documento.querySelector("h2");
			h.tabIndex = -1;
			h.focus();
		});
	});
	const editar = documento.querySelector("[data-recusa-editar]");
	editar.addEventListener("click", () => {
		documento.hidden = true;
		secaoForm.hidden = false;
		doc.documentElement.classList.remove("recusa-pronta");
		campo("empresa").focus();
	});
}
