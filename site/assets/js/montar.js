// The rest of a long page, laid out after the first paint.
//
// css/adiar.css gives a norm's articles and the part after its text, and
// the home page's sections, content-visibility: auto, so that the first layout covers only what is on
// the screen (on the Resolução the whole text was most of the longest task
// of the page's start). The browser would lay each one out as it comes near
// the screen, with a guessed height until then; here they are laid out one
// per frame right after the first paint, each a short task, so within a
// fraction of a second the page has its real height and nothing is
// estimated any more: the scroll bar, "Próximo artigo" and a jump from the
// table of contents land where they should, with no shift. Without
// JavaScript the browser's own way stays, which is correct too.

// PRONTO is the class that ends the deferral (css/adiar.css).
const PRONTO = "montado";
// ADIADOS are the elements css/adiar.css defers.
const ADIADOS = "article.norma .texto-norma .dispositivo.artigo, article.norma .sobre-norma, .inicio > section";

/** @param {Document} doc */
export function montarTexto(doc) {
	const win = doc.defaultView || window;
	const resto = Array.prototype.slice.call(doc.querySelectorAll(ADIADOS));
	if (!resto.length || !win.requestAnimationFrame) {
		return;
	}
	let i = 0;
	const passo = () => {
		if (i < resto.length) {
			resto[i++].classList.add(PRONTO);
			proximo();
		}
	};
	// after the next frame, in a task of its own: one element per frame
	const proximo = () => win.requestAnimationFrame(() => win.setTimeout(passo, 0));
	proximo();
}
