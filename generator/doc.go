// Package generator turns the norms in content/ into the static site
// Viagem de Direito: one page per norm with every dispositivo under its
// LexML id, the norm's structure as JSON, the list of norms, the court
// decisions that concern them, the guide, the calculator and the operators'
// kit, the conformance suite (/api/v1/conformidade.json and its page,
// conformidade.go) and the feed of changes (/novidades/ and the Atom
// /novidades.xml, novidades.go), the search page and index, 404.html,
// sitemap.xml, robots.txt and the service worker. content/README.md describes the content for editors (every
// key of a front matter); this file describes the code and the grammar of
// the legal text.
//
// # Pipeline
//
// Build (generator.go) turns content, templates and assets into files in
// memory (Resultado.Arquivos) and writes nothing; the command gerar writes
// them. It runs six phases, one after the other, but for the render,
// whose pages are executed on every processor while another goroutine
// writes the norms' JSON and the search index (phases 4 and 5 read the
// same finished sitio and write their own files; BenchmarkBuildReal
// measures a build). Each phase is a function with plain inputs and
// outputs, in a file of its own:
//
//  1. load (carregar.go): every file of the content is checked first
//     (arquivos.go: a FIFO, a device, a symbolic link leaving the content,
//     bytes that are not UTF-8 or NUL are errors at file:line); then each
//     {slug}.md is checked against the catalogue of norms, calculator/lexml
//     (the file name is the slug; the norm's title, popular name, citation
//     label, kind, number, date and URN come from the catalogue's row, never
//     from the file); its front matter is split off and read against its
//     schema (cabecalho.go: one reader, lerCampos, for the norms and the
//     court decisions) and its body parsed by goldmark with our extensions,
//     one per file: dispositivos.go (labels), ids.go (LexML ids),
//     remissoes.go (cross-references), sic.go ([sic]); its earlier wordings
//     too (redacoes.go). The search synonyms (sinonimos.go) are
//     read. The assets (styles, scripts, the calculator's module) are an
//     input, Config.Recursos: Build runs neither esbuild nor go build.
//  2. assemble (montar.go): the flat paragraphs become a tree per norm and
//     every remissão is resolved against all norms at once; the court
//     decisions are read and checked against them (decisoes.go); then sitio
//     (vistas.go), what every page reads: each norm and decision as its
//     pages show it, the bundle, the base URL, the citations, the kit's
//     data (kit.go). Nothing changes sitio afterwards.
//  3. pages (paginas.go): the table of outputs, tiposDePagina: one row per
//     kind of page, its template and a function from sitio to its pages.
//     Its templates are parsed with the functions bound to sitio
//     (renderizar.go) and their citations checked (citar.go); the guide's
//     sections are executed once (guia.go); every page gets them and the
//     list of norms.
//  4. render (renderizar.go): each page is its template executed on its
//     pagina (vistas.go); each norm's JSON is written (normajson.go).
//  5. search index (indice.go): the dispositivos of the norms' pages, the
//     guide's sections and the decisions, by internal/busca.
//  6. files (saida.go): the bundle's assets, sitemap.xml, the Atom feed,
//     the conformance suite's JSON, robots.txt, the
//     icon (icone.go), the kit's loader and headers (kit.go) and last the
//     service worker (offline.go), whose manifest names every other file.
//
// # A new kind of page
//
// A page kind is a row of tiposDePagina (paginas.go) and a template in
// site/templates that defines "conteudo" (base.html wraps it). The row
// names the template, the partials it uses, whether its pages go in the
// sitemap and the search index, and Paginas, which makes its pages from
// sitio: a pagina each, with a path, a title, a description and, for data
// of its own, Extra. Data that several pages share and that is derived from
// the norms belongs in sitio, made in novoSitio. The renderer has no branch
// per kind; the service worker keeps every page of the table but the
// embeds. Rows whose templates cite a norm the build lacks name it in
// Requer and are left out of such a build (tests build small contents).
// Bundles of scripts and styles are listed in site.
//
// # Templates
//
// Templates are html/template; each receives a *pagina. Their functions
// (sitio.funcoes): cita, citaSemNorma and citaPasso (a link to a
// dispositivo by reference, {{cita "decreto-8537-2015#art13_par2"}}, with
// the label from calculator/lexml; a reference the build cannot resolve
// fails it, naming the template, its line and the reference), decisao (a
// link to a court decision), frase (a sentence of the engine's catalogue,
// calculator/frases.md, with its grounds as links, frasesite.go: every
// template states rules only this way: a citation of its own fails the
// build, verificarCatalogo, and TestRegrasForaDoCatalogo also fails on one
// by data or named in its text), asset (a bundle's
// fingerprinted path), indice
// and icone (fixed paths), legenda (an article's caption in a table of
// contents), atoOficial, pelo and semQuebra.
//
// Citations must not break across lines: "art.\u00a0149", "§\u00a05º",
// "Lei\u00a0nº\u00a012.852/2013" (semQuebra, leitura.go). The no-break
// spaces are written with the text: semQuebraNosModelos rewrites each
// template set once, when it is parsed, so that its prose has them and each
// value printed into the page's text gets them (not in tags, <title>,
// <script>, <style>, <textarea>, <pre> or <code>); the citation functions
// write their labels with them. The norms' texts, labels and citations get
// theirs once, when the sitio is made (sitio.espacos), and every page that
// prints one looks it up. An attribute drawn on the screen calls
// {{semQuebra}} itself (data-citacao); the index's labels and texts get them
// too; the JSON and copied citations keep the text's spaces. A template
// called both in the text and inside a tag or <title> fails the build, and
// TestBuildDeterministico checks every page against a scan of the whole
// page (semQuebraNoHTML, kept in the tests as the reference).
//
// # The legal text
//
// The body of a norm file is the legal text, one paragraph (separated by
// blank lines) per dispositivo; the lines of a paragraph are joined with one
// space. Raw HTML, lists, headings and inline markup are off: a paragraph is
// a paragraph. Labels are published exactly as written; only the id is
// normalised:
//
//	TÍTULO I / CAPÍTULO II / Seção IX / Subseção IV (any case; optional -A;
//	ÚNICO/ÚNICA), first line of the paragraph; the next lines are its name
//	                                        ids tit1, cap2, sec9, sub4
//	Art. 1º …, Art. 1o …, Art. 10. …, Art. 1º-A …, Art. único. …
//	                                        art1, art10, art1-1, art1u
//	§ 1º …, §1º …, § 10. …, Parágrafo único. …
//	                                        art13_par1, art13_par10, art13_par1u
//	I - …, I – …, I — … (Roman numeral, then a hyphen, en dash or em dash)
//	                                        art32_cpt_inc1 (caput), art13_par1_inc3
//	a) …                                    art143_cpt_inc4_ali4 (d → 4)
//	1. … (only right after an alínea or an item)
//	                                        art1_cpt_inc1_ali1_ite1
//	[...]                                   an omission in an excerpt (no id)
//
// Paragraphs before the first grouper or article are the preamble. A
// paragraph of the form "Brasília, 29 de junho de 1994; …" (place, comma,
// date) opens the closing: it and everything after it are published as
// written. Groupers nest by rank (título › capítulo › seção › subseção);
// their ids do not enter the ids of articles (art13, not sec2_art13). A
// repeated grouper id is made unique by prefixing its parent grouper's id.
//
// Citation labels follow content/ids.md: "{rotulo}, art. 13, § 2º",
// "…, art. 32, I", "…, art. 143, IV, d", "…, art. 17, parágrafo único",
// ordinals 1º…9º then 10; groupers "{rotulo}, Seção IX".
//
// # Remissões
//
// References in the text become links, resolved where they stand:
//
//	art. 32 da Lei nº 12.852, de 5 de agosto de 2013  → /legislacao/lei-12852-2013/#art32
//	Lei nº 11.975, de 7 de julho de 2009 (or "de 2009", "/2009") → /legislacao/lei-11975-2009/
//	nos termos do art. 153                          → #art153
//	na forma do § 2º do art. 143                    → #art143_par2
//	conforme previsto no § 2º (inside art. 13)      → #art13_par2
//	o disposto no inciso III (inside art. 149)      → #art149_cpt_inc3
//	previstos nos incisos I e II (in a parágrafo)   → the caput's incisos, one link each
//	alínea a (inside an inciso)                     → that inciso's alínea
//	caput                                           → the article
//	inciso I do caput do art. 35                    → #art35_cpt_inc1
//	arts. 1º e 32, arts. 148 a 154, §§ 1º e 2º      → each number its own link
//	art. 78-A e a 78-K da Lei nº 10.233, de 2001    → a list of that law's articles
//
// A norm is recognised by kind and number (and year when given) among the
// norms of the build's catalogue (content/normas.yaml, LerCatalogo);
// other norms ("Lei nº 8.069", "da Constituição") stay plain text without
// diagnostic. In the preamble and the closing only references naming a norm
// are linked. A norm citing itself by name is not linked. An inciso
// reference inside a parágrafo prefers the caput's inciso and falls back to
// the parágrafo's own.
//
// # Point in time
//
// A norm file may hold, after the text in force, earlier wordings, each
// after a line "=== redação de AAAA-MM-DD ===" and described by the item of
// redacoes of that date (redacoes.go). Each is parsed from a copy of the
// file with the other parts blanked (line numbers unchanged) and assembled
// as a norm of its own. The text in force began on the date of the latest
// alteracoes item with texto_publicado "atualizado", or on the norm's date;
// each earlier wording lasted until the next began. Each earlier wording is
// a page at /legislacao/{slug}/redacao/{data}/ with a word-by-word
// comparison with the wording that followed it at …/comparacao/
// (comparar.go: the longest common subsequence of the words, the official
// compilation's marks "(Redação dada pela …)" shown as marks).
//
// # Court decisions
//
// content/jurisprudencia/{slug}.md is one court decision, only a front
// matter (decisoes.go; content/README.md lists its keys). The build checks
// each paragraph of the ementa against its sources and each dispositivo it
// names against the built norms. Each decision has a page and is listed at
// /jurisprudencia/; each dispositivo it names carries its marker
// (no.Decisoes, put by ligarDecisoes when sitio is made) wherever the text
// is shown, and lists it in the norm's JSON; the index has one document per
// decision.
//
// # Diagnostics
//
// Problems are data (Diagnostico: file, line, severity, message in
// Portuguese, diagnostico.go); the build goes on to report all of them and
// Build returns an error if any is an Erro: a file that is empty, not UTF-8
// or special; a front matter missing, unclosed, not YAML, or with an
// unknown, repeated, missing, mistyped or invalid key; a source, URN or
// slug that does not match the catalogue; a label without number or with an
// invalid Roman numeral; a dispositivo out of place, without text, or
// repeated; a reparo or sic that does not match the text or its sources; a
// decision whose ementa is not in its sources; a remissão to a missing
// dispositivo of a norm published whole. Warnings: a remissão outside a
// published excerpt or to a norm of the catalogue without a file (both stay
// plain text), and a dispositivo label after the closing line.
package generator
