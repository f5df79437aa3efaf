// The ticket checklist (/bilhete/): the boxes ticked are the query string
// (?item=id&item=id…), read on load (only ids of boxes of the page count)
// and written at every tick with history.replaceState, so that the address
// can be shared or bookmarked.
//
// An item the norm asks only in some cases has, in the page itself
// (generator/kit.go, condicionalBilhete), a second box, "Não se aplica"
// (?na=id): such an item leaves the count. Under the count, the items still
// missing, by name. Without JavaScript the boxes, "Não se aplica" and a
// count made by CSS still work; only the address is not kept.

/** "I a) CNPJ e razão social" for an item of group I; "§ 3º …" stands alone. */
function nomeItem(c) {
	const label = c.ownerDocument.querySelector('label[for="' + c.id + '"]');
	let t = (label ? label.textContent : c.value).trim().replace(/(;\s*e|;|\.)$/, "").trim();
	if (t.length > 90) {
		t = t.slice(0, 87).replace(/\s+\S*$/, "") + "…";
	}
	const fs = c.closest("fieldset");
	const legenda = fs && fs.querySelector("legend");
	const grupo = legenda ? legenda.textContent.trim().split(/\s+/)[0] : "";
	return grupo && /^[IVX]+$/.test(grupo) ? grupo + " " + t : t;
}

export function iniciarBilhete(form) {
	const doc = form.ownerDocument;
	const caixas = Array.from(form.querySelectorAll('input[type="checkbox"][name="item"]'));
	const contagem = form.querySelector("[data-bilhete-contagem]");
	const q = new URLSearchParams(location.search);
	const marcados = q.getAll("item");
	const naoSeAplica = q.getAll("na");
	const nas = Array.from(form.querySelectorAll('input[type="checkbox"][name="na"]'));
	for (const c of caixas) {
		c.checked = marcados.indexOf(c.value) >= 0;
	}
	for (const na of nas) {
		na.checked = naoSeAplica.indexOf(na.value) >= 0;
	}
	const faltam = doc.createElement("div");
	faltam.className = "bilhete-faltam";
	contagem.insertAdjacentElement("afterend", faltam);
	const aplica = (c) => !nas.some((n) => n.value === c.value && n.checked);
	const contar = () => {
		const validas = caixas.filter(aplica);
		for (const c of caixas) {
			c.disabled = !aplica(c);
		}
		const n = validas.filter((c) => c.checked).length;
		const fora = caixas.length - validas.length;
		contagem.textContent = n + " de " + validas.length + " itens marcados" + (fora ? " (" + fora + " não se aplica" + (fora === 1 ? "" : "m") + ")" : "") + ".";
		faltam.textContent = "";
		const falta = validas.filter((c) => !c.checked);
		if (falta.length && n) {
			const p = doc.createElement("p");
			p.textContent = falta.length === 1 ? "Falta no seu bilhete:" : "Faltam no seu bilhete (" + falta.length + "):";
			const ul = doc.createElement("ul");
			for (const c of falta) {
				const li = doc.createElement("li");
				const a = doc.createElement("a");
				a.href = "#" + c.id;
				a.textContent = nomeItem(c);
				li.appendChild(a);
				ul.appendChild(li);
			}
			faltam.append(p, ul);
		}
	};
	const guardar = () => {
		const q = new URLSearchParams();
		for (const c of caixas) {
			if (c.checked && aplica(c)) {
				q.append("item", c.value);
			}
		}
		for (const na of nas) {
			if (na.checked) {
				q.append("na", na.value);
			}
		}
		const s = q.toString();
		history.replaceState(null, "", location.pathname + (s ? "?" + s : "") + location.hash);
		contar();
	};
	form.addEventListener("change", guardar);
	contar();
}
