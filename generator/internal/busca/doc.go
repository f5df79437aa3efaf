// Package busca builds the site's search index at build time.
//
// The index is a compact JSON document read by the search script in
// site/assets (js/busca.js). Both sides split text into terms in exactly the
// same way (see termos in texto.go and its JavaScript twin js/texto.js):
//
//  1. a token is a run of letters (ASCII and Latin-1, including ª and º) and
//     digits; a "." or "," between two digits is dropped, so "12.852" is one
//     token "12852";
//  2. tokens are lower-cased with a fixed Latin-1 table;
//  3. a token with a digit becomes one term: the token with accents removed
//     ("1º" → "1o", as the old planalto texts write it);
//  4. a token of letters only is dropped when it has one letter or when,
//     without accents, it is a Portuguese stop word (Snowball's list);
//  5. otherwise the plural "-ens" becomes "-em" (the Snowball stemmer leaves
//     "passagens" and "jovens" alone), and the token yields up to two terms:
//     the Snowball Portuguese stem of the accented word, with accents removed
//     afterwards, and the stem of the word without accents. "deficiência"
//     gives "deficient" and "deficienc"; "deficiencia" gives "deficienc".
//
// Indexing both variants makes search accent-insensitive in the direction
// that matters: a query typed without accents always finds the documents
// that contain the accented word, and a query with accents keeps the better
// stem of the accented form.
//
// The JSON (version 1) has these keys:
//
//	{"v":1,
//	 "titulos":["Estatuto da Juventude", ...],
//	 "docs":[["/legislacao/lei-12852-2013/#art32", "Lei nº 12.852/2013, art. 32", 0, "Art. 32. No sistema ..."], ...],
//	 "termos":{"idos":[3,7,9], ...},
//	 "guia":[0,1,2],
//	 "sinonimos":[{"palavras":["trem","trens"],"equivale":["ferroviário"]}, ...]}
//
// guia lists the documents that are sections of the plain-language guide
// (the home page, "/#jovem") rather than dispositivos; the browser shows
// them apart, first. sinonimos is the reviewed synonym table of the content
// (content/sinonimos.yaml): the browser reads a query word or phrase found
// in palavras as "these words, or any phrase of equivale", each phrase
// split with the same tokenizer, so "trem" also finds "ferroviário" and
// "ID Jovem" finds "Identidade Jovem". The table is checked when the index
// is built: every equivale phrase must occur in some document.
//
// docs[i] is [href, rótulo, índice do título, texto]; termos maps each term to
// the ascending list of the documents that contain it in their label or
// text (titles are shown, not indexed: every result can show why it matched). The browser stems the query the same way, matches each query
// word exactly or as a prefix of indexed terms, and ranks the documents.
package busca
