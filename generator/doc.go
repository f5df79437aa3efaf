// Package generator turns the norms in content/ into the static site
// Viagem de Direito: one page per norm with every dispositivo under its
// LexML id, the norm's structure as JSON, the list of norms, the court
// decisions that concern them (content/jurisprudencia), the search page
// and index, 404.html, sitemap.xml and robots.txt.
//
// # Pipeline
//
// Build runs four phases, each a function with plain inputs and outputs:
//
//   - load (carregar): first every file of Config.Conteudo is checked
//     (arquivos.go) before any is opened: a FIFO, a device or a socket, a
//     symbolic link leaving the content, and bytes that are not UTF-8 or NUL
//     are errors at file:line and stop the build. Then every *.md at the
//     root of Config.Conteudo is checked
//     against the catalogue of norms, calculator/lexml (the file name is the
//     slug; the norm's title, popular name, citation label, kind, number,
//     date and URN come from the catalogue's row, never from the file)
//     and parsed by goldmark with our extensions, one per file:
//     cabecalho.go (front matter), dispositivos.go (recogniser),
//     ids.go (LexML ids), remissoes.go (cross-references), sic.go ([sic]).
//     Raw HTML, lists, headings and every inline markup are off: the
//     legal text is plain and a paragraph is a paragraph.
//   - assemble (montar): the flat sequence of recognised paragraphs becomes
//     a tree (groupers › articles › parágrafos › incisos › alíneas › itens)
//     and every remissão is resolved against all norms at once.
//   - render (renderizar): html/template pages from site.Templates
//     (base.html plus one template per page), JSON, sitemap, robots, and
//     the search index built by internal/busca. Templates cite dispositivos
//     by reference, {{cita "decreto-8537-2015#art13_par2"}} (citar.go): the
//     label and link come from lexml, and a reference to a norm or
//     dispositivo that is not built fails the build, naming the template,
//     its line and the reference. Every page's text gets no-break spaces
//     inside citations ("art. 149", "§ 5º", "Lei nº 12.852/2013") once it
//     is rendered (semQuebraNoHTML, leitura.go); an attribute drawn on the
//     screen takes {{semQuebra s}} (data-citacao), and the index's labels
//     and texts get semQuebra too; the JSON and copied citations keep the
//     text's spaces. The index also holds the sections of the pages
//     marked Guia in the table of page kinds (guia.go) and the synonym
//     table content/sinonimos.yaml (sinonimos.go).
//   - write: the command gerar writes the files and their .br/.gz siblings.
//
// # Content format
//
// A norm file starts with a front matter between two lines "---", in YAML
// (1.2, as Hugo and editors read it), parsed by github.com/goccy/go-yaml
// (cabecalho.go says why); content/README.md describes it for editors.
// Every value is text: quote numbers ("8.899") and any text with ": " or a
// leading special character; dates are written AAAA-MM-DD. The norm's
// identity (titulo, nome_curto, rotulo, tipo, numero, data, urn) is not
// written there: it is the norm's row of the catalogue, calculator/lexml,
// and a front matter that writes one of those keys fails. Keys:
//
//	ementa        the ementa as published
//	resumo        one plain sentence for a passenger: what the norm is and,
//	              when only a part is published, what that part is about
//	              (the page's header and its description for search engines);
//	              optional for the reader, required of every norm in
//	              content/ by TestFontesDoConteudo
//	autoridade    Presidência da República
//	publicacao    DOU de 06/08/2013 (dates as DD/MM/AAAA, as the pages write them)
//	fonte_oficial URL of the official text (http or https)
//	transcricao   where our transcription comes from
//	escopo        "integral" or which parts are published ("arts. 1º e 32")
//	conferido_em  AAAA-MM-DD, shown as "Conferido em DD/MM/AAAA"
//	fontes        list of file names in content/fontes/: the official texts
//	              transcribed (required for a reparo with "de")
//	notas         list of texts: notes shown on the page
//	reparos       list of maps, each repaired extraction artefact:
//	              {onde: art142_par4, de: "DA B P E ,", para: "DABPE,"}
//	              (in that dispositivo the source had "de", we publish
//	              "para"; an optional nota is shown after them) or a free
//	              text {onde: geral, nota: "quebras de linha unidas"}
//	              ({onde: art13, nota: …} for one dispositivo)
//	sic           list of maps {onde: art147, trecho: "3 (horas)"}: official
//	              oddities kept as written; the page shows the first
//	              occurrence of trecho in that dispositivo followed by "[sic]"
//	alteracoes    list of maps, the later amendments the sources record:
//	              {ato: "Lei nº 14.423, de 22 de julho de 2022", data:
//	              2022-07-22, o_que: …, texto_publicado: anterior}; ato,
//	              data (only with ato) and o_que are optional,
//	              texto_publicado is anterior | atualizado | fora_do_trecho;
//	              shown in the page's status sentence and in the JSON
//	redacoes      list of maps, the earlier wordings published after the
//	              text in force (point in time, redacoes.go): {data:
//	              2003-10-01, escopo: "arts. 1º e 40", ementa, fontes, notas,
//	              reparos, sic}; each wording's text follows a line
//	              "=== redação de 2003-10-01 ===" in the body
//
// All keys but fontes, notas, reparos, sic, alteracoes and redacoes are required. The build
// checks each machine-readable reparo both ways: its "de" must be in the
// norm's sources (their "# " provenance lines aside, white space
// normalised) and its "para" in the published dispositivo.
//
// The body is the legal text, one paragraph (separated by blank lines) per
// dispositivo; the lines of a paragraph are joined with one space. Labels
// are published exactly as written; only the id is normalised:
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
// Paragraphs before the first grouper or article are the preamble
// (epígrafe, ementa as printed, "O PRESIDENTE DA REPÚBLICA…"). A paragraph
// of the form "Brasília, 29 de junho de 1994; …" (place, comma, date) opens
// the closing: it and everything after it are published as written.
// Groupers nest by rank (título › capítulo › seção › subseção); their ids
// do not enter the ids of articles (art13, not sec2_art13). A repeated
// grouper id is made unique by prefixing its parent grouper's id.
//
// Citation labels follow content/ids.md: "{rotulo}, art. 13, § 2º",
// "…, art. 32, I", "…, art. 143, IV, d", "…, art. 17, parágrafo único",
// ordinals 1º…9º then 10; groupers "{rotulo}, Seção IX".
//
// # Point in time
//
// A norm file may hold, after the text in force, earlier wordings of the
// norm, each after a line "=== redação de AAAA-MM-DD ===" and described by
// the item of redacoes of that date (redacoes.go). Each wording is parsed
// on its own from a copy of the file with the other parts blanked (lines
// and line numbers unchanged) and assembled as a norm of its own; its
// references to its norm resolve in itself. The text in force began on the
// date of the latest alteracoes item with texto_publicado "atualizado"
// (its act gave it), or on the norm's date; each earlier wording lasted
// until the next began. Every earlier wording is a page at
// /legislacao/{slug}/redacao/{data}/ (same dispositivo ids) with a
// comparison, word by word, with the wording that followed it at
// …/{data}/comparacao/ (comparar.go: the longest common subsequence of
// the words, without the official compilation's marks at the end of a
// dispositivo, "(Redação dada pela …)", which are shown as marks). Each
// dispositivo whose words changed says since when and by which act (or
// until when), with links to the other wording and to its line in the
// comparison; the norm's JSON lists its wordings under "redacoes". Amending
// a norm again is content, not code.
//
// # Court decisions
//
// content/jurisprudencia/{slug}.md is one court decision (decisoes.go):
// only a front matter, read by the same YAML walker as the norms' (an
// unknown, repeated, missing or mistyped key is an error at its line),
// with tribunal, tribunal_nome, classe, classe_nome, numero (or, when the
// source gives none, identificacao: how the source identifies it),
// registro, orgao, relator, partes, julgamento and publicacao (as the
// source writes them; one has a DD/MM/AAAA date, which orders the index),
// fonte_oficial, transcricao, conferido_em, fontes, ementa (a list: one
// paragraph each, word for word as read, cut where the source is cut with
// its "[...]"), sic (list of {trecho}: official oddities of the ementa,
// marked wherever they occur), decidiu and alcance (ours: one plain
// sentence each), dispositivos (list of {ref: "norma#id", marca: "…"}),
// citadas (list of {referencia, nota}: decisions the ementa quotes, known
// only through it) and notas; content/README.md documents them for
// editors. The build checks each paragraph of the ementa against the files
// of fontes (white space normalised) and each ref against the built norms.
// Each decision has a page at /jurisprudencia/{slug}/ (decisao.html) and
// is listed at /jurisprudencia/ (jurisprudencia.html); each dispositivo it
// names carries its marker (no.Decisoes, drawn by texto-norma.html's
// "decisao-marca" wherever the text is shown: the norm's page, its embeds,
// print) and lists it under "decisoes" in the norm's JSON. The search index
// has one document per decision; the templates link to one with
// {{decisao "slug"}}. Every decision's file is in the global part of the
// render keys (chaves.go).
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
// norms of the catalogue (calculator/lexml, the table of content/ids.md);
// other norms ("Lei nº 8.069", "da Constituição")
// stay plain text without diagnostic. In the preamble and the closing only
// references naming a norm are linked. A norm citing itself by name is not
// linked. An inciso reference inside a parágrafo prefers the caput's inciso
// and falls back to the parágrafo's own.
//
// # Diagnostics
//
// Problems are data (Diagnostico: file, line, severity, message in
// Portuguese); the build goes on to report all of them and Build returns an
// error if any is an Erro. Errors: empty file, a norm without any article,
// missing or unclosed front
// matter, front matter that is not YAML, unknown/repeated/missing/
// mistyped/invalid keys (in reparos and sic items too), a source of
// "fontes" missing from content/fontes/, a URN differing from the
// table, a file name outside the table, "§" or "Art." without number,
// invalid Roman numerals, a parágrafo/inciso before any article, an alínea
// outside an inciso, an item outside an alínea, a dispositivo without text,
// duplicated articles or ids, an unlabeled paragraph inside the articulado,
// in a court decision: an unknown or repeated key, a missing required one,
// an ementa paragraph not in its sources, a sic not in the ementa, a
// dispositivo that is not published, text after the front matter;
// a sic trecho not found in its dispositivo, a sic or reparo naming a
// missing dispositivo, a reparo whose "de" is not in the sources or whose
// "para" is not in its dispositivo, and a
// remissão to a missing dispositivo of a norm published whole (escopo
// "integral"). Warnings: a remissão to a dispositivo outside a published
// excerpt (for example art. 135 of the Resolução) or to a norm of the table
// that has no file (both stay plain text), and a paragraph with a
// dispositivo label after the closing line (kept as closing text).
package generator
