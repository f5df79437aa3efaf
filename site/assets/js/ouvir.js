// "Ouvir": reads aloud, in Brazilian Portuguese, words that are on the
// screen (a calculator's answer: its outcome, the next step and its time;
// a dispositivo's text), with the browser's speech synthesis.
//
// Only a LOCAL voice is ever used: speechSynthesis.getVoices() filtered by
// localService === true and a language pt…, pt-BR first. A voice whose
// localService is false is a remote service: the browser would send it the
// text, and nothing of what the person reads may leave the device. With no
// local Portuguese voice the control stays hidden (and appears if one
// arrives later: voiceschanged). The control: "Ouvir", then "Pausar" /
// "Continuar" and "Parar" while it speaks.

const OUVIR = "Ouvir";

/**
 * The local Portuguese voices of the browser, pt-BR first; [] when there is
 * no speech synthesis.
 * @param {Window} win
 */
export function vozesLocais(win) {
	const s = win.speechSynthesis;
	if (!s || typeof s.getVoices !== "function" || typeof win.SpeechSynthesisUtterance !== "function") {
		return [];
	}
	let vs = [];
	try {
		vs = Array.prototype.slice.call(s.getVoices() || []);
	} catch (e) {
		return [];
	}
	const lingua = (v) => String(v.lang || "").replace("_", "-").toLowerCase();
	const locais = vs.filter((v) => v && v.localService === true && /^pt(-|$)/.test(lingua(v)));
	return locais.filter((v) => lingua(v) === "pt-br").concat(locais.filter((v) => lingua(v) !== "pt-br"));
}

/**
 * Asks the browser for its voices now: Chromium loads them on the first
 * getVoices() and announces them later (voiceschanged), and a control that
 * appeared only then would move the answer drawn before it. Call early,
 * when the page starts.
 */
export function prepararVozes(win) {
	vozesLocais(win);
}

/**
 * The text of elements as read aloud: their visible words, in order, each
 * ending a sentence, without what sem matches (a selector: controls,
 * citations).
 */
export function textoDe(elementos, sem) {
	const partes = [];
	for (const e of elementos) {
		if (!e) {
			continue;
		}
		const c = e.cloneNode(true);
		for (const x of Array.prototype.slice.call(c.querySelectorAll(".ouvir" + (sem ? ", " + sem : "")))) {
			x.remove();
		}
		// (innerText of a detached copy has no layout: the text, spaced)
		const t = String(c.textContent || "").replace(/\s+/g, " ").trim();
		if (t) {
			partes.push(/[.!?:;]$/.test(t) ? t : t + ".");
		}
	}
	return partes.join(" ");
}

/**
 * A control that reads ler() aloud: an element .ouvir, hidden while the
 * browser has no local Portuguese voice. rotulo names what it reads, for
 * screen readers ("Ouvir: a resposta").
 * @param {Document} doc @param {() => string} ler @param {string} [rotulo]
 */
export function controleOuvir(doc, ler, rotulo) {
	const win = doc.defaultView || window;
	const s = win.speechSynthesis;
	const caixa = doc.createElement("div");
	caixa.className = "ouvir";
	caixa.setAttribute("role", "group");
	caixa.setAttribute("aria-label", rotulo || OUVIR);
	caixa.hidden = true;
	const botao = (texto, acao) => {
		const b = doc.createElement("button");
		b.type = "button";
		b.className = "ouvir-botao";
		b.textContent = texto;
		b.addEventListener("click", acao);
		caixa.appendChild(b);
		return b;
	};
	let falando = null;
	const parado = () => {
		falando = null;
		ouvir.hidden = false;
		pausar.hidden = true;
		parar.hidden = true;
		pausar.textContent = "Pausar";
	};
	const ouvir = botao(OUVIR, () => {
		const voz = vozesLocais(win)[0];
		const texto = ler();
		if (!voz || !texto) {
			return;
		}
		s.cancel();
		const u = new win.SpeechSynthesisUtterance(texto);
		u.voice = voz;
		u.lang = voz.lang;
		u.rate = 0.95;
		const fim = () => {
			if (falando === u) {
				parado();
			}
		};
		// the control left the page (another answer, another question): quiet
		u.addEventListener("boundary", () => {
			if (!caixa.isConnected && falando === u) {
				s.cancel();
				parado();
			}
		});
		u.addEventListener("end", fim);
		u.addEventListener("error", fim);
		falando = u;
		ouvir.hidden = true;
		pausar.hidden = false;
		parar.hidden = false;
		s.speak(u);
		pausar.focus();
	});
	const pausar = botao("Pausar", () => {
		if (!falando) {
			return;
		}
		if (pausar.textContent === "Pausar") {
			s.pause();
			pausar.textContent = "Continuar";
		} else {
			s.resume();
			pausar.textContent = "Pausar";
		}
	});
	const parar = botao("Parar", () => {
		s.cancel();
		parado();
		ouvir.focus();
	});
	if (rotulo) {
		ouvir.setAttribute("aria-label", OUVIR + ": " + rotulo);
	}
	parado();
	const conferir = () => {
		caixa.hidden = vozesLocais(win).length === 0;
		if (caixa.hidden && falando) {
			s.cancel();
			parado();
		}
	};
	if (s && typeof s.addEventListener === "function") {
		s.addEventListener("voiceschanged", conferir);
	}
	conferir();
	// leaving the page (or the answer) stops the voice
	win.addEventListener("pagehide", () => {
		if (falando) {
			s.cancel();
		}
	});
	return caixa;
}

/**
 * What "Ouvir" reads of a calculator's answer (the area fluxo.js draws):
 * its outcome (the h1), the next step and its time (the line "Próximo
 * passo" and the section "O que fazer agora", or "Quando"), as they are on
 * the screen, without the citations' labels.
 */
export function textoDoResultado(area) {
	const proximo = area.querySelector('section[aria-labelledby="calc-proximo"]') || area.querySelector('section[aria-labelledby="calc-prazos"]');
	return textoDe([area.querySelector("h1"), area.querySelector(".calc-proximo-passo"), proximo], ".calc-citacoes");
}
