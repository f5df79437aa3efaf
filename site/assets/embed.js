// Viagem de Direito — the loader operators paste into their sales pages
// (/embed.js, at a fixed address; generator/kit.go):
//
//   <p data-alternativa>…a link to the law on our site…</p>
//   <script src="https://…/embed.js" data-texto="art20" async></script>
//     inserts after itself an iframe with the text of /embed/{data-texto}/
//     (art20, or a norm's slug), sized to its content;
//   <script src="https://…/embed.js" async></script>
//   <vagas-beneficio dados='{"operacao":"disponibilidade",…}'><p>…</p></vagas-beneficio>
//     the seat-availability widget: an iframe of /embed/vagas/, where the
//     engine runs, fed with the trip (attribute dados or property dados).
//
// data-tema is "claro" (light, the default: most host pages are white),
// "auto" (the device's scheme) or "escuro". What the snippet holds besides
// the script (the paragraph marked data-alternativa just before it, the
// content of <vagas-beneficio>) is the fallback: it stays until our frame
// reports its height, so a page where this script or our frame cannot load
// shows a link to the law, never an empty box; the frame takes no room
// until then.
//
// Our origin is the origin of this script's own address. The iframes are
// accessible (a title, the page's own) and lazy; the embedded page measures
// itself (ResizeObserver) and posts its height, which is accepted only from
// our origin, only from a frame created here and only with our message type
// (js/embed-protocolo.js). No inline styles (CSSOM only) and no other
// request: the host page's policy needs only script-src and frame-src for
// our origin.

import { TIPO, ALTURA, PRONTO, DADOS, TEMAS, ehNosso } from "./js/embed-protocolo.js";

const NOME_ELEMENTO = "vagas-beneficio";
const SLUG = /^[a-z0-9][a-z0-9-]{0,80}$/;

function tema(el) {
	const t = el.getAttribute("data-tema");
	return TEMAS.indexOf(t) >= 0 ? t : TEMAS[0];
}

function novoQuadro(origem, caminho, t, titulo) {
	const f = document.createElement("iframe");
	f.src = origem + caminho + "?tema=" + encodeURIComponent(t);
	f.title = titulo;
	f.setAttribute("loading", "lazy");
	f.style.display = "block";
	f.style.width = "100%";
	f.style.border = "0";
	f.style.height = "0";
	f.style.colorScheme = t === "claro" ? "light" : t === "escuro" ? "dark" : "light dark";
	return f;
}

function iniciar(script) {
	const origem = new URL(script.src, location.href).origin;
	const prefixo = "/embed/";
	// frame → what to do with its messages
	const quadros = new Map();
	window.addEventListener("message", (e) => {
		if (e.origin !== origem || !ehNosso(e.data)) {
			return;
		}
		quadros.forEach((trata, f) => {
			if (f.contentWindow === e.source) {
				trata(e.data, f);
			}
		});
	});
	// alternativas: frame → the fallback elements it replaces, hidden once
	// it reports
	const alternativas = new Map();
	const altura = (d, f) => {
		if (d.evento === ALTURA && typeof d.altura === "number" && d.altura > 0 && d.altura < 100000) {
			f.style.height = Math.ceil(d.altura) + "px";
			const alternativa = alternativas.get(f);
			if (alternativa) {
				alternativa().forEach((e) => {
					// hidden, and display (a host's CSS may set it)
					e.hidden = true;
					e.style.display = "none";
				});
			}
			if (typeof d.titulo === "string" && d.titulo) {
				f.title = d.titulo.slice(0, 300);
			}
		}
	};

	const texto = script.getAttribute("data-texto");
	if (texto !== null) {
		const slug = SLUG.test(texto) ? texto : "art20";
		const f = novoQuadro(origem, prefixo + slug + "/", tema(script), "Texto da lei, de Viagem de Direito");
		quadros.set(f, altura);
		const antes = script.previousElementSibling;
		if (antes && antes.hasAttribute("data-alternativa")) {
			alternativas.set(f, () => [antes]);
		}
		script.parentNode.insertBefore(f, script.nextSibling);
	}

	if (!window.customElements || window.customElements.get(NOME_ELEMENTO)) {
		return;
	}
	class VagasBeneficio extends HTMLElement {
		static get observedAttributes() {
			return ["dados"];
		}
		connectedCallback() {
			if (this._quadro) {
				return;
			}
			const f = novoQuadro(origem, prefixo + "vagas/", tema(this), "Vagas de benefício nesta viagem, de Viagem de Direito");
			this._quadro = f;
			// the element's own content is the fallback (the parser may
			// still be adding it: read when the frame reports)
			alternativas.set(f, () => Array.prototype.filter.call(this.children, (e) => e !== f));
			quadros.set(f, (d) => {
				altura(d, f);
				if (d.evento === PRONTO) {
					this._pronto = true;
					this._enviar();
				}
			});
			this.appendChild(f);
		}
		disconnectedCallback() {
			if (this._quadro) {
				quadros.delete(this._quadro);
				alternativas.delete(this._quadro);
				this._quadro.remove();
				this._quadro = null;
				this._pronto = false;
			}
		}
		attributeChangedCallback() {
			this._objeto = undefined;
			this._enviar();
		}
		get dados() {
			return this._objeto !== undefined ? this._objeto : this.getAttribute("dados");
		}
		set dados(v) {
			this._objeto = v;
			this._enviar();
		}
		_enviar() {
			if (!this._quadro || !this._pronto || !this._quadro.contentWindow) {
				return;
			}
			let json = this._objeto !== undefined ? JSON.stringify(this._objeto) : this.getAttribute("dados");
			if (typeof json !== "string") {
				json = "";
			}
			this._quadro.contentWindow.postMessage({ tipo: TIPO, evento: DADOS, dados: json }, origem);
		}
	}
	window.customElements.define(NOME_ELEMENTO, VagasBeneficio);
}

const atual = document.currentScript;
if (atual && atual.src) {
	iniciar(atual);
}
