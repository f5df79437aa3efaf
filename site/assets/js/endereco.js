// The page's canonical address, which citations and printed remissões use
// instead of the address bar (a mirror or an embed must cite the site).

/**
 * canonico is the page's canonical address without its fragment: its
 * <link rel="canonical"> (the build's base URL), or the address bar's
 * origin and path on a page without one.
 * @param {Document} doc
 * @param {Window} win
 */
export function canonico(doc, win) {
	const link = doc.querySelector('link[rel="canonical"][href]');
	const href = link ? link.getAttribute("href") || "" : "";
	if (/^https?:\/\//.test(href)) {
		return href.split("#")[0];
	}
	return win.location.origin + win.location.pathname;
}

/** absoluto resolves href against the canonical address. */
export function absoluto(href, base) {
	try {
		return new URL(href, base).href;
	} catch (e) {
		return href;
	}
}
