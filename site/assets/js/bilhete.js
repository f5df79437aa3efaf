// The ticket checklist (/bilhete/): the boxes ticked are the query string
// (?item=id&item=id…), read on load (only ids of boxes of the page count)
// and written at every tick with history.replaceState, so that the address
// can be shared or bookmarked. Without JavaScript the form's GET button does
// the same.

export function iniciarBilhete(form) {
	const caixas = Array.from(form.querySelectorAll('input[type="checkbox"][name="item"]'));
	const contagem = form.querySelector("[data-bilhete-contagem]");
	const marcados = new URLSearchParams(location.search).getAll("item");
	for (const c of caixas) {
		c.checked = marcados.indexOf(c.value) >= 0;
	}
	const contar = () => {
		const n = caixas.filter((c) => c.checked).length;
		contagem.textContent = n + " de " + caixas.length + " itens marcados.";
	};
	const guardar = () => {
		const q = new URLSearchParams();
		for (const c of caixas) {
			if (c.checked) {
				q.append("item", c.value);
			}
		}
		const s = q.toString();
		history.replaceState(null, "", location.pathname + (s ? "?" + s : "") + location.hash);
		contar();
	};
	form.addEventListener("change", guardar);
	const botao = form.querySelector("[data-bilhete-guardar]");
	if (botao) {
		botao.hidden = true;
	}
	contar();
}
