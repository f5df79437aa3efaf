// "Copiar o código" buttons of /operadoras/: [data-copiar=id] copies the
// text of the element #id, and says so in the status next to it.

export function iniciarCopiar(doc) {
	for (const b of doc.querySelectorAll("[data-copiar]")) {
		const alvo = doc.getElementById(b.getAttribute("data-copiar"));
		if (!alvo) {
			continue;
		}
		const aviso = b.parentNode.querySelector(".kit-copiado");
		b.hidden = false;
		b.addEventListener("click", () => {
			const texto = alvo.textContent;
			const feito = () => { if (aviso) aviso.textContent = "Código copiado."; };
			const falhou = () => {
				const sel = doc.getSelection();
				const r = doc.createRange();
				r.selectNodeContents(alvo);
				sel.removeAllRanges();
				sel.addRange(r);
				if (aviso) aviso.textContent = "Código selecionado: copie com Ctrl+C.";
			};
			if (navigator.clipboard && navigator.clipboard.writeText) {
				navigator.clipboard.writeText(texto).then(feito, falhou);
			} else {
				falhou();
			}
		});
	}
}
