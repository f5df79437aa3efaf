package generator

import (
	"fmt"
	"html"
	"regexp"
	"slices"
	"strings"
	"testing"

	"viagemdedireito/calculator"
	"viagemdedireito/calculator/instante"
)

// The calculator's wait (issue 26): the built page holds, for every
// category of the rules' table and every mode, with and without
// conventional service, a block of the engine's own sentences; each sentence is, word for word, one the engine says for that
// category and mode (asked here on a trip of its own, at other dates than
// the generator's), or the catalogue's sentence for every trip (".geral")
// of a dated sentence that answer says, followed by links to exactly the
// grounds the engine gives it; and no
// block cites a norm the engine does not cite for that category and mode
// (the youth's decree for the elderly, say); nor does it leave out a
// sentence of that answer that holds for every trip (one with nothing
// filled in, or a dated one with its sentence for every trip). The check
// itself is shown to fail on a wait written by hand.
func TestEsperaSoFrasesDoMotor(t *testing.T) {
	arquivos := construirKit(t, "https://exemplo.test")
	pagina := string(arquivos["calculadora/index.html"])
	if pagina == "" {
		t.Fatal("sem calculadora/index.html")
	}
	for _, e := range verificarEspera(pagina) {
		t.Error(e)
	}

	// A wait written by hand, as it was before (the youth's decree cited
	// for the elderly), is refused on both counts; so is a sentence put
	// outside the lists.
	i := strings.Index(pagina, `<div data-categoria="idoso" data-modal="rodoviario" data-convencional="true">`)
	if i < 0 {
		t.Fatal("sem o bloco da pessoa idosa no ônibus")
	}
	k := i + strings.Index(pagina[i:], "<ul>") + len("<ul>")
	mao := `<li>Vale em viagens entre estados, em linhas regulares com serviço convencional (<a class="cita" href="/legislacao/decreto-8537-2015/#art13_par1_inc1">Decreto nº 8.537/2015, art. 13, § 1º, I</a>).</li>`
	erros := verificarEspera(pagina[:k] + mao + pagina[k:])
	if !slices.ContainsFunc(erros, func(e string) bool { return strings.Contains(e, "não é do motor") }) {
		t.Errorf("uma frase escrita à mão na espera não foi recusada: %q", erros)
	}
	if !slices.ContainsFunc(erros, func(e string) bool { return strings.Contains(e, "decreto-8537-2015") && strings.Contains(e, "idoso") }) {
		t.Errorf("a espera da pessoa idosa citando o decreto do jovem não foi recusada: %q", erros)
	}
	// a wait that leaves out the request deadline is refused too
	bloco := pagina[i:]
	bloco = bloco[:strings.Index(bloco, "</div>")]
	a := strings.Index(bloco, "<li>Peça o bilhete com pelo menos 3 horas")
	if a < 0 {
		t.Fatal("o bloco da pessoa idosa no ônibus não diz o prazo do pedido")
	}
	z := a + strings.Index(bloco[a:], "</li>") + len("</li>")
	if erros := verificarEspera(pagina[:i+a] + pagina[i+z:]); !slices.ContainsFunc(erros, func(e string) bool { return strings.Contains(e, "para toda viagem") }) {
		t.Errorf("uma espera sem o prazo do pedido não foi recusada: %q", erros)
	}
	fora := `<p>Leve a ID Jovem.</p>`
	if erros := verificarEspera(pagina[:k-len("<ul>")] + fora + pagina[k-len("<ul>"):]); !slices.ContainsFunc(erros, func(e string) bool { return strings.Contains(e, "fora das frases") }) {
		t.Errorf("um texto fora das listas da espera não foi recusado: %q", erros)
	}
}

var (
	reBlocoEspera = regexp.MustCompile(`(?s)<div data-categoria="([^"]*)" data-modal="([^"]*)" data-convencional="([^"]*)">(.*?)</div>`)
	reItemEspera  = regexp.MustCompile(`(?s)<li>(.*?)</li>`)
	reHref        = regexp.MustCompile(`<a [^>]*href="([^"]*)"`)
)

// textoPlano is the text of an HTML fragment, entities decoded, spaces
// (the non-breaking ones too) collapsed.
func textoDaEspera(s string) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(html.UnescapeString(reTag.ReplaceAllString(s, "")), "\u00a0", " ")), " ")
}

// respostaDeTeste is the engine's answer for cat in modal on a trip the
// test chooses (between states, conventional service, boarding at a stop,
// no counts, no prices): its sentences (motivo, notes, documents) with the hrefs of
// their grounds, and the norms the whole answer cites.
func respostaDeTeste(cat, modal string, convencional bool) (map[string][]string, map[string]bool, error) {
	z := instante.FixedZone("", -3*3600)
	embarque := instante.Date(2026, 7, 2, 1, 0, 0, 0, z)
	r, erros := calculator.Beneficio(calculator.PedidoBeneficio{Agora: instante.Date(2026, 6, 10, 14, 5, 0, 0, z),
		Categoria: calculator.Categoria(cat), Viagem: calculator.ViagemBeneficio{Modal: calculator.Modal(modal),
			UfOrigem: "MG", UfDestino: "BA", Convencional: convencional, PartidaLinha: instante.Date(2026, 7, 1, 21, 30, 0, 0, z),
			Embarque: &embarque}})
	if len(erros) > 0 {
		return nil, nil, fmt.Errorf("%s, %s, %v: o motor respondeu com erro: %s", cat, modal, convencional, erros[0].Mensagem)
	}
	hrefs := func(f calculator.Fundamentacao) []string {
		var out []string
		for _, c := range f.Citacoes() {
			out = append(out, c.Href)
		}
		slices.Sort(out)
		return out
	}
	frases := map[string][]string{r.Motivo: hrefs(r.MotivoFundamentos)}
	for _, n := range r.Notas {
		frases[n.Texto] = hrefs(n.Fundamentos)
	}
	for i, d := range r.Documentos {
		frases[d] = hrefs(r.DocumentosFundamentos[i])
	}
	normas := map[string]bool{}
	for _, c := range r.Fundamentos.Citacoes() {
		normas[normaDoHref(c.Href)] = true
	}
	return frases, normas, nil
}

// normaDoHref is the norm (or decision) of a site path:
// "/legislacao/decreto-8537-2015/#art13" → "decreto-8537-2015".
func normaDoHref(h string) string {
	h, _, _ = strings.Cut(h, "#")
	h = strings.Trim(h, "/")
	return h[strings.LastIndex(h, "/")+1:]
}

// verificarEspera checks the wait of the calculator's page; it returns
// what is wrong, one line each.
func verificarEspera(pagina string) []string {
	var erros []string
	i := strings.Index(pagina, `<template id="calc-espera">`)
	if i < 0 {
		return []string{"a página não tem o modelo da espera (template#calc-espera)"}
	}
	espera := pagina[i:]
	espera = espera[:strings.Index(espera, "</template>")]
	// a sentence for every trip: the patterns of its dated template
	gerais := map[string]*regexp.Regexp{}
	porChave := map[string]string{}
	for _, f := range calculator.Frases() {
		porChave[f.Chave] = f.Texto
	}
	semValores := map[string]bool{}
	for chave, texto := range porChave {
		if !strings.Contains(texto, "{") {
			semValores[texto] = true
		}
		if base, ok := strings.CutSuffix(chave, ".geral"); ok {
			partes := regexp.MustCompile(`\{[1-9]\}`).Split(porChave[base], -1)
			for i := range partes {
				partes[i] = regexp.QuoteMeta(partes[i])
			}
			gerais[texto] = regexp.MustCompile("^" + strings.Join(partes, ".+") + "$")
		}
	}
	vistos := map[[3]string]bool{}
	for _, b := range reBlocoEspera.FindAllStringSubmatch(espera, -1) {
		cat, modal, conv, corpo := b[1], b[2], b[3], b[4]
		vistos[[3]string{cat, modal, conv}] = true
		if !slices.Contains(calculator.Categoria("").Valores(), cat) || !slices.Contains(calculator.Modal("").Valores(), modal) || conv != "true" && conv != "false" {
			erros = append(erros, "bloco de espera de categoria, meio ou serviço que a tabela não tem: "+cat+", "+modal+", "+conv)
			continue
		}
		nome := cat + ", " + modal
		if conv == "false" {
			nome += ", sem serviço convencional"
		}
		frases, normas, err := respostaDeTeste(cat, modal, conv == "true")
		if err != nil {
			erros = append(erros, err.Error())
			continue
		}
		if resto := textoDaEspera(reItemEspera.ReplaceAllString(corpo, "")); resto != "" && resto != "Documentos para levar:" {
			erros = append(erros, nome+": texto fora das frases do motor: "+resto)
		}
		itens := reItemEspera.FindAllStringSubmatch(corpo, -1)
		if len(itens) == 0 {
			erros = append(erros, nome+": bloco de espera sem frase")
		}
		ditas := map[string]bool{}
		for _, it := range itens {
			frase, links := it[1], ""
			if k := strings.LastIndex(it[1], " (<a "); k >= 0 {
				frase, links = it[1][:k], it[1][k:]
			}
			texto := textoDaEspera(frase)
			ditas[texto] = true
			var citadas []string
			for _, m := range reHref.FindAllStringSubmatch(links, -1) {
				citadas = append(citadas, html.UnescapeString(m[1]))
			}
			slices.Sort(citadas)
			quer, doMotor := frases[texto]
			if datada, ok := gerais[texto]; ok && !doMotor {
				// said in the place of the answer's dated sentence, with its
				// citations
				for f, cs := range frases {
					if datada.MatchString(f) {
						quer, doMotor = cs, true
					}
				}
			}
			switch {
			case !doMotor:
				erros = append(erros, nome+": frase que não é do motor: "+texto)
			case !slices.Equal(citadas, quer):
				erros = append(erros, nome+": "+texto+": cita "+strings.Join(citadas, " ")+"; o motor: "+strings.Join(quer, " "))
			}
			for _, h := range citadas {
				if n := normaDoHref(h); !normas[n] {
					erros = append(erros, nome+": cita "+n+", que o motor não cita para "+nome)
				}
			}
		}
		// and it leaves out no rule the engine says for every trip: a
		// sentence of the answer with nothing filled in, or a dated one
		// whose sentence for every trip the catalogue has
		for f := range frases {
			if semValores[f] && !ditas[f] {
				erros = append(erros, nome+": a espera não diz a frase do motor: "+f)
			}
			for geral, datada := range gerais {
				if datada.MatchString(f) && !ditas[geral] {
					erros = append(erros, nome+": a espera não diz, para toda viagem, a frase datada do motor: "+f)
				}
			}
		}
	}
	for _, c := range calculator.Categoria("").Valores() {
		for _, m := range calculator.Modal("").Valores() {
			for _, conv := range []string{"true", "false"} {
				if !vistos[[3]string{c, m, conv}] {
					erros = append(erros, "sem bloco de espera para "+c+", "+m+", convencional "+conv)
				}
			}
		}
	}
	return erros
}
