package generator

import (
	"html"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"viagemdedireito/generator/internal/busca"
	"viagemdedireito/generator/internal/conteudoteste"
)

// The regular expressions documentosGuia had before it scanned with
// strings.Index: the reference it must match.
var (
	refSecao  = regexp.MustCompile(`(?s)<section aria-labelledby="([^"]+)">(.*?)</section>`)
	refTitulo = regexp.MustCompile(`(?s)<h2 id="([^"]+)">(.*?)</h2>`)
	refTag    = regexp.MustCompile(`(?s)<[^>]*>`)
	refVoltar = regexp.MustCompile(`(?s)<p class="voltar">.*?</p>`)
)

func refTexto(s string) string {
	s = html.UnescapeString(refTag.ReplaceAllString(s, " "))
	s = strings.Join(strings.Fields(s), " ")
	s = strings.NewReplacer("( ", "(", " )", ")", " ,", ",", " ;", ";", " .", ".").Replace(s)
	return strings.ToValidUTF8(s, "")
}

func refGuia(caminho, conteudo string) []busca.Documento {
	var docs []busca.Documento
	for _, m := range refSecao.FindAllStringSubmatch(conteudo, -1) {
		id, corpo := m[1], m[2]
		t := refTitulo.FindStringSubmatch(corpo)
		if t == nil || t[1] != id {
			continue
		}
		texto := refTexto(refVoltar.ReplaceAllString(strings.Replace(corpo, t[0], "", 1), ""))
		docs = append(docs, busca.Documento{ID: id, Rotulo: refTexto(t[2]), Titulo: tituloGuia, Texto: texto, Href: caminho + "#" + id, Guia: true})
	}
	return docs
}

// TestDocumentosGuia: the scanning finds the same sections, titles and
// texts as the regular expressions, on the real home page and on markup
// that bends the pattern (empty ids, a section without its heading, a
// heading of another id, unclosed tags, a "<" with no ">").
func TestDocumentosGuia(t *testing.T) {
	casos := []string{
		``,
		`<section aria-labelledby="a"><h2 id="a">Título &amp; <em>ênfase</em></h2><p>Texto ( <a href="x">Lei</a> ) , fim .</p><p class="voltar"><a href="#menu">Voltar</a></p></section>`,
		`<section aria-labelledby=""><h2 id="">x</h2></section><section aria-labelledby="b"><h2 id="c">outro</h2>t</section>`,
		`<section aria-labelledby="b"><p>sem título</p></section><section aria-labelledby="d"><h2 id="d">D</h2>um < dois</section>`,
		`<section aria-labelledby="e"><h2 id="x">X</h2><h2 id="e">E</h2>t</section><section aria-labelledby="f">`,
		`<section aria-labelledby="g" class="z"><h2 id="g">G</h2>t</section><section aria-labelledby="h"><h2 id="h">H<p class="voltar">a</p>b</h2>c<p class="voltar">d</section>`,
		`<section aria-labelledby="i"><h2 id="i">I</h2>texto<p class="voltar">x</p>meio<p class="voltar">y</p>fim</section>`,
	}
	for _, c := range casos {
		if got, want := documentosGuia("/", c), refGuia("/", c); !reflect.DeepEqual(got, want) {
			t.Errorf("documentosGuia(%q)\n = %#v\nquero %#v", c, got, want)
		}
	}
	res, err := Build(Config{Conteudo: conteudoteste.Copiar(t, "../content"), Recursos: recursosDeTeste(t)})
	if err != nil {
		t.Fatal(err)
	}
	inicio := string(res.Arquivos["index.html"])
	got, want := documentosGuia("/", inicio), refGuia("/", inicio)
	if len(want) < 4 {
		t.Fatalf("a página inicial tem %d seções do guia", len(want))
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("página inicial: %d seções, quero %d (%v)", len(got), len(want), want)
	}
}
