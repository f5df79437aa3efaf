// The BP-e check of /bilhete/ (operation bpe of the engine, rules.md § 14):
// the access key typed or pasted (or the QR code's address), or the BP-e's
// XML file read here with FileReader, is checked by the engine in this
// browser (the WebAssembly module, in its worker: calculadora/motor.js).
// Nothing leaves the device: no request is made with the key or the file.
// The findings are shown in the engine's words, each with its citations
// linked to the dispositivos.

import { carregarMotor } from "../calculadora/motor.js";
import { el, esvaziar } from "../calculadora/dom.js";
import { reais, dataBR } from "../calculadora/formato.js";
import { frase, notas, baseLegal } from "../calculadora/resultado.js";

/** The engine's limit for the document (calculator/xml.go, maxXML). */
const MAX_XML = 131072;

const GRAVIDADE = {
	irregular: "Irregular",
	atencao: "Atenção",
	informacao: "Informação",
	conforme: "Conforme",
};

const SITUACAO_ITEM = {
	presente: "está no documento",
	ausente: "falta",
	nao_verificavel: "confira no bilhete impresso",
	nao_se_aplica: "não se aplica",
};

const BENEFICIO = {
	idoso: "pessoa idosa",
	jovem: "jovem de baixa renda",
	pcd: "pessoa com deficiência (Passe Livre)",
	crianca: "criança",
	outro: "outro desconto",
	nenhum: "nenhum",
};

const MESES = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro",
	"novembro", "dezembro"];

/** Now, RFC 3339 with the device's offset: the engine's agora. */
export function agoraRFC3339(d) {
	const p = (n) => String(n).padStart(2, "0");
	const off = -d.getTimezoneOffset();
	const sinal = off < 0 ? "-" : "+";
	const a = Math.abs(off);
	return d.getFullYear() + "-" + p(d.getMonth() + 1) + "-" + p(d.getDate()) + "T" + p(d.getHours()) + ":" +
		p(d.getMinutes()) + ":" + p(d.getSeconds()) + sinal + p(Math.floor(a / 60)) + ":" + p(a % 60);
}

function cnpjBR(c) {
	return c && c.length === 14 ? c.slice(0, 2) + "." + c.slice(2, 5) + "." + c.slice(5, 8) + "/" + c.slice(8, 12) + "-" + c.slice(12) : c;
}

function linha(doc, termo, valor) {
	return valor === null || valor === undefined || valor === "" ? null : [el(doc, "dt", null, termo), el(doc, "dd", null, String(valor))];
}

/** The answer of the engine, as the page shows it. */
export function mostrarBpe(doc, caixa, r) {
	esvaziar(caixa);
	if (!r.ok) {
		caixa.appendChild(el(doc, "h3", null, "Não foi possível conferir"));
		caixa.appendChild(el(doc, "ul", { class: "bpe-erros" }, (r.erros || []).map((e) => el(doc, "li", null, e.mensagem))));
		return;
	}
	caixa.appendChild(el(doc, "h3", { id: "bpe-resultado-t", tabindex: "-1" }, "O que o bilhete diz"));
	const dl = el(doc, "dl", { class: "bpe-dados" });
	const c = r.chave;
	if (c) {
		dl.append(...[
			linha(doc, "Chave de acesso", c.digitos.replace(/(\d{4})(?=\d)/g, "$1 ")),
			linha(doc, "Emitido em", c.mes >= 1 && c.mes <= 12 ? MESES[c.mes - 1] + " de " + c.ano : null),
			linha(doc, "UF da empresa", c.uf),
			linha(doc, "CNPJ da empresa", cnpjBR(c.cnpj)),
			linha(doc, "Modelo", c.modelo === 63 ? "63 (BP-e)" : String(c.modelo)),
			linha(doc, "Série e número", c.serie + " / " + c.numero),
		].flat().filter(Boolean));
	}
	const d = r.documento;
	if (d) {
		dl.append(...[
			linha(doc, "Empresa", d.emitenteNome),
			linha(doc, "Passageiro", d.passageiro),
			linha(doc, "Benefício", BENEFICIO[d.beneficio] + (d.gratuidade ? ", gratuidade" : "")),
			linha(doc, "Preço do bilhete", reais(d.valores.bilhete)),
			linha(doc, "Desconto", reais(d.valores.desconto)),
			linha(doc, "Pago", reais(d.valores.pago)),
		].flat().filter(Boolean));
	}
	const v = r.validade;
	if (v) {
		dl.append(...[linha(doc, "Vale até", v.validoAteMinimo === v.validoAteMaximo ? dataBR(v.validoAteMaximo)
			: "entre " + dataBR(v.validoAteMinimo) + " e " + dataBR(v.validoAteMaximo))].flat().filter(Boolean));
	}
	caixa.appendChild(dl);
	const ordem = ["irregular", "atencao", "informacao", "conforme"];
	const achados = r.achados.slice().sort((a, b) => ordem.indexOf(a.gravidade) - ordem.indexOf(b.gravidade));
	caixa.appendChild(el(doc, "h3", null, "O que a conferência encontrou"));
	caixa.appendChild(el(doc, "ul", { class: "bpe-achados" }, achados.map((a) => {
		const li = frase(doc, "li", a.texto, a.fundamentos, { class: "bpe-" + a.gravidade, "data-codigo": a.codigo, "data-gravidade": a.gravidade });
		li.insertBefore(el(doc, "strong", { class: "bpe-gravidade" }, GRAVIDADE[a.gravidade] + ": "), li.firstChild);
		return li;
	})));
	if (d && d.itens) {
		caixa.appendChild(el(doc, "details", { class: "bpe-itens" },
			el(doc, "summary", null, "Cada informação que o bilhete deve trazer"),
			el(doc, "ul", null, d.itens.map((it) => {
				const li = frase(doc, "li", it.texto + ": " + SITUACAO_ITEM[it.situacao], it.fundamentos, { "data-situacao": it.situacao });
				return li;
			}))));
	}
	const n = notas(doc, r.notas, "Saiba também");
	if (n) {
		caixa.appendChild(n);
	}
	const b = baseLegal(doc, r.fundamentos);
	if (b) {
		caixa.appendChild(b);
	}
}

export function iniciarBpe(secao) {
	const doc = secao.ownerDocument;
	const win = doc.defaultView;
	const motor = carregarMotor(secao);
	motor.catch(() => {});
	const form = secao.querySelector("[data-bpe-form]");
	const chave = form.elements.namedItem("chave");
	const arquivo = form.elements.namedItem("arquivo");
	const botao = secao.querySelector("[data-bpe-conferir]");
	const caixa = secao.querySelector("[data-bpe-resultado]");
	botao.hidden = false;

	const conferir = (pedido) => {
		esvaziar(caixa);
		caixa.appendChild(el(doc, "p", null, "Conferindo…"));
		motor.then((m) => m.calcular(Object.assign({ operacao: "bpe", agora: agoraRFC3339(new Date()) }, pedido)),
			() => null).catch(() => null).then((r) => {
			if (!r) {
				esvaziar(caixa);
				caixa.appendChild(el(doc, "p", null, "Não foi possível carregar a calculadora neste navegador; recarregue a página."));
				return;
			}
			mostrarBpe(doc, caixa, r);
			const h = caixa.querySelector("h3");
			if (h) {
				h.tabIndex = -1;
				h.focus();
			}
		});
	};
	const lerArquivo = () => {
		const f = arquivo.files && arquivo.files[0];
		if (!f) {
			return false;
		}
		if (f.size > MAX_XML) {
			mostrarBpe(doc, caixa, { ok: false, erros: [{ mensagem: "O arquivo tem " + f.size.toLocaleString("pt-BR") +
				" bytes; o XML de um BP-e tem poucos KB (o máximo aceito é 131.072 bytes). Confira se escolheu o XML do bilhete." }] });
			return true;
		}
		const leitor = new win.FileReader();
		leitor.onload = () => conferir({ xml: String(leitor.result) });
		leitor.onerror = () => mostrarBpe(doc, caixa, { ok: false, erros: [{ mensagem: "Não foi possível ler o arquivo." }] });
		leitor.readAsText(f, "utf-8");
		return true;
	};
	botao.addEventListener("click", () => {
		if (chave.value.trim()) {
			conferir({ chave: chave.value });
		} else if (!lerArquivo()) {
			mostrarBpe(doc, caixa, { ok: false, erros: [{ mensagem: "Digite ou cole a chave de acesso, ou escolha o arquivo XML do BP-e." }] });
		}
	});
	arquivo.addEventListener("change", () => {
		chave.value = "";
		lerArquivo();
	});
	form.addEventListener("submit", (e) => {
		e.preventDefault();
		botao.click();
	});
}
