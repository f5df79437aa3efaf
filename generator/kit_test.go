package generator

import (
	"image"
	"image/color"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	goqr "github.com/piglig/go-qr"

	"viagemdedireito/generator/internal/servidor"
)

// construirKit builds the whole content under a base URL of its own.
func construirKit(t *testing.T, base string) map[string][]byte {
	t.Helper()
	res, err := Build(Config{Conteudo: os.DirFS("../content"), BaseURL: base, Recursos: recursosDeTeste(t)})
	if err != nil {
		t.Fatal(err)
	}
	return res.Arquivos
}

var reID = regexp.MustCompile(`<div id="([^"]+)" class="dispositivo`)

func idsDe(b []byte) []string {
	var out []string
	for _, m := range reID.FindAllSubmatch(b, -1) {
		out = append(out, string(m[1]))
	}
	return out
}

// TestKitEmbeds: each norm's embed has the same dispositivos, with the same
// ids, as its page, no site chrome, noindex and a link to the page; the
// art. 20 embed has Lei 12.852 art. 32 and the Decreto's Seção II, whole,
// each with what it covers and its official text.
func TestKitEmbeds(t *testing.T) {
	a := construirKit(t, "https://exemplo.org")
	for n := range a {
		if !strings.HasPrefix(n, "legislacao/") || !strings.HasSuffix(n, ".json") {
			continue
		}
		slug := strings.TrimSuffix(strings.TrimPrefix(n, "legislacao/"), ".json")
		pagina := a["legislacao/"+slug+"/index.html"]
		embed, ok := a[arquivoDaPagina(caminhoEmbed(slug))]
		if !ok {
			t.Errorf("sem o embed de %s", slug)
			continue
		}
		if got, quer := strings.Join(idsDe(embed), " "), strings.Join(idsDe(pagina), " "); got != quer || got == "" {
			t.Errorf("embed de %s: dispositivos %q, quero os da página %q", slug, got, quer)
		}
		for _, proibido := range []string{`class="topo"`, `class="rodape"`, `class="sumario"`} {
			if strings.Contains(string(embed), proibido) {
				t.Errorf("embed de %s com %s", slug, proibido)
			}
		}
		if !strings.Contains(string(embed), `<meta name="robots" content="noindex">`) || !strings.Contains(string(embed), `<a href="/legislacao/`+slug+`/">Viagem de Direito</a>`) {
			t.Errorf("embed de %s sem noindex ou sem o link para a página da norma", slug)
		}
	}
	art20 := string(a[arquivoDaPagina(caminhoEmbed(slugArt20))])
	ids := idsDe([]byte(art20))
	quer := []string{"art32"}
	for _, id := range idsDe(a["legislacao/"+slugLei12852+"/index.html"]) {
		if strings.HasPrefix(id, "art32_") {
			quer = append(quer, id)
		}
	}
	dec := idsDe(a["legislacao/"+slugDec8537+"/index.html"])
	quer = append(quer, dec...) // the decree's published part is its Seção II
	if strings.Join(ids, " ") != strings.Join(quer, " ") {
		t.Errorf("/embed/art20/: dispositivos\n%v\nquero o art. 32 da lei e a Seção II do decreto:\n%v", ids, quer)
	}
	for _, want := range []string{`id="sec2"`, "Este trecho reproduz o art.\u00a032 da lei", "Este trecho reproduz a Seção II (arts.\u00a013 a 21) do decreto",
		`href="https://www.planalto.gov.br/ccivil_03/_ato2011-2014/2013/lei/l12852.htm">texto oficial</a>`,
		`href="https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2015/decreto/d8537.htm">texto oficial</a>`,
		`data-href-norma="/legislacao/lei-12852-2013/"`, `data-href-norma="/legislacao/decreto-8537-2015/"`} {
		if !strings.Contains(art20, want) {
			t.Errorf("/embed/art20/ sem %s", want)
		}
	}
	for _, want := range []string{"Conferido em 30/11/2026", "href=\"/legislacao/decreto-8537-2015/#art20\">Decreto\u00a0nº\u00a08.537/2015, art.\u00a020</a>"} {
		if !strings.Contains(art20, want) {
			t.Errorf("/embed/art20/ sem %s", want)
		}
	}
	if string(a[strings.TrimPrefix(caminhoLoader, "/")]) != string(a[strings.TrimPrefix(caminhoBundle(t, a, nomeLoader), "/")]) {
		t.Error("/embed.js difere do bundle embed.js")
	}
	if string(a[strings.TrimPrefix(servidor.ArquivoCabecalhos, "/")]) != string(servidor.Cabecalhos()) {
		t.Error("_headers difere de servidor.Cabecalhos")
	}
}

// remissoesDe returns the ids an element's remissões point to inside its
// own page ("#art1"), in order, from the element with id on page.
func remissoesDe(t *testing.T, pagina []byte, id string) []string {
	t.Helper()
	m := regexp.MustCompile(`<div id="` + regexp.QuoteMeta(id) + `" class="dispositivo[^"]*"[^>]*><p class="texto">(.*?)</p>`).FindSubmatch(pagina)
	if m == nil {
		t.Fatalf("sem o dispositivo %s", id)
	}
	var out []string
	for _, r := range regexp.MustCompile(`<a class="remissao" href="#([^"]+)">`).FindAllSubmatch(m[1], -1) {
		out = append(out, string(r[1]))
	}
	return out
}

// TestKitLei11975Art10: the embed and the poster of Lei nº 11.975/2009,
// art. 10, show exactly the articles art. 10 names (its remissões), whole,
// with the same ids and words as the law's page; each says what requires
// it, what it covers, the official text and the date it was checked, and
// the poster's QR code leads to the law's page; /operadoras/ has the
// snippet and both links.
func TestKitLei11975Art10(t *testing.T) {
	const base = "https://exemplo.org"
	a := construirKit(t, base)
	lei := a["legislacao/"+slugLei11975+"/index.html"]
	artigos := remissoesDe(t, lei, "art10")
	if strings.Join(artigos, " ") != "art1 art2 art3 art4 art5 art6 art7" {
		t.Fatalf("o art. 10 remete a %v, esperava os arts. 1º a 7º", artigos)
	}
	var quer []string
	for _, id := range idsDe(lei) {
		art, _, _ := strings.Cut(id, "_")
		for _, x := range artigos {
			if art == x {
				quer = append(quer, id)
			}
		}
	}
	textoDe := func(b []byte, id string) string {
		m := regexp.MustCompile(`<div id="` + regexp.QuoteMeta(id) + `" class="dispositivo[^"]*"[^>]*><p class="texto">(.*?)</p>`).FindSubmatch(b)
		if m == nil {
			return ""
		}
		return string(m[1])
	}
	for _, arq := range []string{arquivoDaPagina(caminhoEmbed(slugL11975Art10)), "cartaz/" + slugL11975Art10 + "/index.html"} {
		b, ok := a[arq]
		if !ok {
			t.Errorf("%s não foi gerado", arq)
			continue
		}
		if got := idsDe(b); strings.Join(got, " ") != strings.Join(quer, " ") {
			t.Errorf("%s: dispositivos\n%v\nquero os dos arts. 1º a 7º da página da lei:\n%v", arq, got, quer)
		}
		for _, id := range quer {
			if textoDe(b, id) != textoDe(lei, id) || textoDe(b, id) == "" {
				t.Errorf("%s: #%s difere da página da lei:\n%q\n%q", arq, id, textoDe(b, id), textoDe(lei, id))
			}
		}
		for _, want := range []string{"Este trecho reproduz os arts.\u00a01º a 7º da lei", "Conferido em 02/12/2026",
			"https://www.planalto.gov.br/ccivil_03/_ato2007-2010/2009/lei/l11975.htm",
			"href=\"/legislacao/lei-11975-2009/#art10\">Lei\u00a0nº\u00a011.975/2009, art.\u00a010</a>",
			"no local de venda de passagens, nos terminais de embarque e desembarque e nos ônibus"} {
			if !strings.Contains(string(b), want) {
				t.Errorf("%s sem %q", arq, want)
			}
		}
	}
	cartaz := string(a["cartaz/"+slugL11975Art10+"/index.html"])
	svgs := regexp.MustCompile(`<svg class="qr"[^>]*aria-label="Código QR do endereço ([^"]+)"[^>]*>.*?</svg>`).FindAllStringSubmatch(cartaz, -1)
	if len(svgs) != 1 || svgs[0][1] != base+"/legislacao/lei-11975-2009/" || decodificarSVG(t, svgs[0][0]) != base+"/legislacao/lei-11975-2009/" {
		t.Errorf("/cartaz/%s/: quero um código QR do endereço da lei, tenho %d: %v", slugL11975Art10, len(svgs), svgs)
	}
	if !strings.Contains(cartaz, `<span class="cartaz-endereco">exemplo.org/legislacao/lei-11975-2009</span>`) {
		t.Error("o endereço da lei não está impresso sob o QR do cartaz")
	}
	op := string(a["operadoras/index.html"])
	for _, want := range []string{
		`&lt;script src=&#34;` + base + `/embed.js&#34; data-texto=&#34;` + slugL11975Art10 + `&#34;`,
		`href="/cartaz/` + slugL11975Art10 + `/"`, `data-texto="` + slugL11975Art10 + `"`, `id="texto-bilhetes"`,
	} {
		if !strings.Contains(op, want) {
			t.Errorf("/operadoras/ sem %s", want)
		}
	}
}

// caminhoBundle finds the fingerprinted file of a bundle among the outputs.
func caminhoBundle(t *testing.T, a map[string][]byte, nome string) string {
	t.Helper()
	stem, ext, _ := strings.Cut(nome, ".")
	re := regexp.MustCompile(`^assets/` + regexp.QuoteMeta(stem) + `-[A-Z0-9]{8}\.` + ext + `$`)
	for n := range a {
		if re.MatchString(n) {
			return "/" + n
		}
	}
	t.Fatalf("sem o bundle %s", nome)
	return ""
}

// TestKitEnderecosAbsolutos: the snippets, the CSP lines and the QR codes
// use the build's base URL, and the QR codes decode to it.
func TestKitEnderecosAbsolutos(t *testing.T) {
	for _, base := range []string{"https://exemplo.org", "http://127.0.0.1:9999"} {
		a := construirKit(t, base)
		op := string(a["operadoras/index.html"])
		for _, want := range []string{
			`&lt;script src=&#34;` + base + `/embed.js&#34; data-texto=&#34;art20&#34; async&gt;`,
			"script-src " + base, "frame-src " + base,
			// the fallbacks an operator pastes with the loader: links to the
			// law on this base, the text's just before its script
			`&lt;p data-alternativa&gt;Reserva de vagas para jovens de baixa renda no transporte interestadual — o texto no site Viagem de Direito: &lt;a href=&#34;` +
				base + `/legislacao/lei-12852-2013/#art32&#34;&gt;Lei nº 12.852/2013, art. 32&lt;/a&gt;; &lt;a href=&#34;` + base + `/legislacao/decreto-8537-2015/#sec2&#34;&gt;`,
			`.&lt;/p&gt;` + "\n" + `&lt;script src=&#34;` + base + `/embed.js&#34; data-texto=&#34;art20&#34;`,
			`&lt;a href=&#34;` + base + `/legislacao/lei-11975-2009/&#34;&gt;Lei nº 11.975/2009&lt;/a&gt;.&lt;/p&gt;` + "\n" + `&lt;script src=&#34;` + base + `/embed.js&#34; data-texto=&#34;lei-11975-art10&#34; async&gt;`,
			`&lt;a href=&#34;` + base + `/legislacao/resolucao-antt-6033-2023/#art149&#34;&gt;Resolução ANTT nº 6.033/2023, art. 149&lt;/a&gt;`,
		} {
			if !strings.Contains(op, want) {
				t.Errorf("%s: /operadoras/ sem %s", base, want)
			}
		}
		// no snippet asks for a theme: light by default (embed.js)
		if strings.Contains(op, `data-tema=&#34;`) {
			t.Errorf("%s: um código de /operadoras/ escolhe o tema (o padrão é o claro)", base)
		}
		cartaz := string(a["cartaz/index.html"])
		svgs := regexp.MustCompile(`<svg class="qr"[^>]*aria-label="Código QR do endereço ([^"]+)"[^>]*>.*?</svg>`).FindAllStringSubmatch(cartaz, -1)
		if len(svgs) != 2 {
			t.Fatalf("%s: /cartaz/ com %d códigos QR, quero 2", base, len(svgs))
		}
		for i, quer := range []string{base + "/legislacao/", base + "/"} {
			if svgs[i][1] != quer {
				t.Errorf("%s: QR %d rotulado %q, quero %q", base, i, svgs[i][1], quer)
			}
			if got := decodificarSVG(t, svgs[i][0]); got != quer {
				t.Errorf("%s: QR %d decodifica %q, quero %q", base, i, got, quer)
			}
			curto := strings.TrimSuffix(strings.TrimPrefix(strings.TrimPrefix(quer, "https://"), "http://"), "/")
			if !strings.Contains(cartaz, `<span class="cartaz-endereco">`+curto+`</span>`) {
				t.Errorf("%s: o endereço %s não está impresso sob o QR", base, curto)
			}
		}
	}
}

// decodificarSVG draws the rectangles of a QR SVG of qrSVG (M x yhwv1h-wz)
// and decodes the image with go-qr's decoder.
func decodificarSVG(t *testing.T, svg string) string {
	t.Helper()
	vb := regexp.MustCompile(`viewBox="0 0 (\d+) (\d+)"`).FindStringSubmatch(svg)
	if vb == nil {
		t.Fatal("SVG sem viewBox")
	}
	n, _ := strconv.Atoi(vb[1])
	const escala = 8
	img := image.NewGray(image.Rect(0, 0, n*escala, n*escala))
	for i := range img.Pix {
		img.Pix[i] = 255
	}
	for _, m := range regexp.MustCompile(`M(\d+) (\d+)h(\d+)v1h-\d+z`).FindAllStringSubmatch(svg, -1) {
		x, _ := strconv.Atoi(m[1])
		y, _ := strconv.Atoi(m[2])
		w, _ := strconv.Atoi(m[3])
		for yy := y * escala; yy < (y+1)*escala; yy++ {
			for xx := x * escala; xx < (x+w)*escala; xx++ {
				img.SetGray(xx, yy, color.Gray{})
			}
		}
	}
	s, err := goqr.Decode(img)
	if err != nil {
		t.Fatalf("QR não decodifica: %v", err)
	}
	return s
}

// TestKitBilhete: the checklist has one box per alínea of art. 143's
// incisos, one for each inciso without alíneas, and §§ 1º and 3º, each
// linked to its dispositivo, in the norm's order.
func TestKitBilhete(t *testing.T) {
	a := construirKit(t, "https://exemplo.org")
	b := string(a["bilhete/index.html"])
	var got []string
	for _, m := range regexp.MustCompile(`<input type="checkbox" id="b-([^"]+)" name="item" value="([^"]+)">`).FindAllStringSubmatch(b, -1) {
		if m[1] != m[2] {
			t.Errorf("caixa %s com valor %s", m[1], m[2])
		}
		got = append(got, m[1])
		if !strings.Contains(b, `href="/legislacao/resolucao-antt-6033-2023/#`+m[1]+`"`) {
			t.Errorf("caixa %s sem o link do dispositivo", m[1])
		}
	}
	var quer []string
	for _, id := range idsDe(a["legislacao/resolucao-antt-6033-2023/index.html"]) {
		if strings.HasPrefix(id, "art143_cpt_inc") && (strings.Contains(id, "_ali") || id == "art143_cpt_inc7") || id == "art143_par1" || id == "art143_par3" {
			quer = append(quer, id)
		}
	}
	if len(quer) != 3+4+2+4+6+5+1+2 || strings.Join(got, " ") != strings.Join(quer, " ") {
		t.Errorf("caixas do bilhete:\n%v\nquero:\n%v", got, quer)
	}
	// "Não se aplica" is in the page (it works without JavaScript) for the
	// items the norm asks only in some cases, and only for them.
	var na []string
	for _, m := range regexp.MustCompile(`<input type="checkbox" id="na-([^"]+)" name="na" value="([^"]+)"> <label for="na-[^"]+">Não se aplica</label>`).FindAllStringSubmatch(b, -1) {
		na = append(na, m[1])
	}
	for _, id := range []string{"art143_cpt_inc6_ali3", "art143_par1", "art143_par3"} {
		if !slices.Contains(na, id) {
			t.Errorf("%s, pedido só em alguns casos, sem \"Não se aplica\": %v", id, na)
		}
	}
	for _, id := range []string{"art143_cpt_inc1_ali1", "art143_cpt_inc2_ali1"} {
		if slices.Contains(na, id) {
			t.Errorf("%s, que vale sempre, com \"Não se aplica\"", id)
		}
	}
}

// TestKitSemAsNormas: a build without the kit's norms has none of its
// pages (and does not fail on their citations), but keeps each norm's embed.
func TestKitSemAsNormas(t *testing.T) {
	conteudo := copiarConteudo(t, "../content", "lei-8899-1994.md", "fontes/lei-8899-1994.txt")
	res, err := Build(Config{Conteudo: conteudo, Modelos: modelosNeutros(nil), Recursos: recursosDeTeste(t)})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"operadoras/index.html", "cartaz/index.html", "recusa/index.html", "bilhete/index.html", "embed/art20/index.html", "embed/vagas/index.html",
		"embed/" + slugL11975Art10 + "/index.html", "cartaz/" + slugL11975Art10 + "/index.html"} {
		if _, ok := res.Arquivos[f]; ok {
			t.Errorf("%s construída sem as normas que cita", f)
		}
	}
	if _, ok := res.Arquivos["embed/lei-8899-1994/index.html"]; !ok {
		t.Error("sem o embed de lei-8899-1994")
	}
}

// FuzzQRSVG: for any address (the base URL comes from the command line),
// qrSVG never panics, and for printable ASCII up to 300 bytes its drawing
// decodes back to the address.
func FuzzQRSVG(f *testing.F) {
	for _, s := range []string{"https://exemplo.org/legislacao/", "http://localhost:8080/", "", "https://a.b/" + strings.Repeat("x", 250)} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		svg := string(qrSVG(s))
		if len(s) > 300 || strings.IndexFunc(s, func(r rune) bool { return r < 0x20 || r > 0x7e }) >= 0 {
			return
		}
		if svg == "" {
			t.Fatalf("qrSVG(%q) vazio", s)
		}
		if got := decodificarSVG(t, svg); got != s {
			t.Fatalf("qrSVG(%q) decodifica %q", s, got)
		}
	})
}

// TestQRLegivelA60dpi: every QR code of the posters prints its modules at
// moduloQRmm or more, whatever the address's length (a longer address is a
// larger code): 2.95 px a module on a page read at 60 dpi (review
// 2026-12-03, finding 11: 0.73 mm modules did not decode). The e2e script
// operadoras.mjs decodes every poster's PDF at 60 dpi with zbarimg.
func TestQRLegivelA60dpi(t *testing.T) {
	for _, s := range []string{"http://127.0.0.1:9999/", "https://exemplo.org/legislacao/lei-11975-2009/",
		"https://um-dominio-bem-comprido.exemplo.gov.br/legislacao/resolucao-antt-6033-2023/"} {
		svg := string(qrSVG(s))
		m := regexp.MustCompile(`viewBox="0 0 (\d+) \d+" width="([\d.]+)mm" height="([\d.]+)mm"`).FindStringSubmatch(svg)
		if m == nil {
			t.Fatalf("qrSVG(%q) sem viewBox e tamanho em mm: %.200s", s, svg)
		}
		n, _ := strconv.Atoi(m[1])
		w, _ := strconv.ParseFloat(m[2], 64)
		if w/float64(n) < 1.25 || m[2] != m[3] {
			t.Errorf("qrSVG(%q): %s × %s mm para %d módulos, %.2f mm por módulo (quero ≥ 1,25)", s, m[2], m[3], n, w/float64(n))
		}
	}
}
