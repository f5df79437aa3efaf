package calculator

// The sentences the site's pages say in their own words (rules revision 4,
// R9; issue 26): the guide on the home page, the calculators' headings and
// help, the posters, the embeds, /recusa/, /bilhete/, /operadoras/. A page
// writes one with {{frase "chave"}} (generator/frasesite.go), which prints
// it with its grounds as links; generator's TestRegrasForaDoCatalogo fails
// on a template that cites on its own outside the debt it lists. They are
// the catalogue's sentences like the engine's (Frases, frases.md, the same
// tests: every ground published, its trecho in its text, no article named
// in words that is not a ground), but the engine never says them, so they
// are not in blocos nor in the engine's tables (frases_tabela.go), and they
// need no constants: a page names them by key. Keys start with the page or
// section ("guia.jovem.…"); a sentence several pages say is written once.
var frasesPaginas = [...]modelo{}
