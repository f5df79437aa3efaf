package generator

import (
	"bytes"
	"encoding/json"
	"os"
	"slices"
	"sort"
	"strings"
	"testing"

	"viagemdedireito/generator/internal/servidor"
	"viagemdedireito/site"
)

// manifestoDe reads the manifest injected into a built sw.js.
func manifestoDe(t *testing.T, sw []byte) manifesto {
	t.Helper()
	const abre = "const MANIFESTO = "
	i := bytes.Index(sw, []byte(abre))
	if i < 0 {
		t.Fatalf("sw.js sem %q", abre)
	}
	var m manifesto
	if err := json.NewDecoder(bytes.NewReader(sw[i+len(abre):])).Decode(&m); err != nil {
		t.Fatalf("manifesto de sw.js ilegível: %v", err)
	}
	return m
}

// TestServicoOfflineListaOBuild: the service worker's lists are the build's
// fingerprinted files (every file under assets/, each matched by the
// server's immutable pattern) and every page of the table of outputs.
func TestServicoOfflineListaOBuild(t *testing.T) {
	res, err := siteReal("")
	if err != nil {
		t.Fatal(err)
	}
	sw, ok := res.Arquivos["sw.js"]
	if !ok {
		t.Fatal("o build não escreveu sw.js")
	}
	if bytes.Contains(sw, []byte(site.MarcadorManifesto)) {
		t.Error("sw.js ainda tem o marcador do manifesto")
	}
	m := manifestoDe(t, sw)
	var ativos, paginas []string
	for n, b := range res.Arquivos {
		switch {
		case strings.HasPrefix(n, "assets/"):
			if !servidor.Impresso("/" + n) {
				t.Errorf("%s está em assets/ sem impressão digital no nome: o servidor não o marca imutável", n)
			}
			ativos = append(ativos, "/"+n)
		case strings.HasPrefix(n, "embed/"):
			// the embeds' rows are SemOffline (checked below)
		case strings.HasSuffix(n, ".html"):
			if !bytes.HasPrefix(b, []byte("<!DOCTYPE html>")) {
				t.Errorf("%s não é uma página", n)
			}
			c := "/" + strings.TrimSuffix(n, "index.html")
			paginas = append(paginas, c)
		}
	}
	sort.Strings(ativos)
	if !slices.Equal(m.Ativos, ativos) {
		t.Errorf("sw.js lista os ativos\n%v\nquer os arquivos com impressão digital do build\n%v", m.Ativos, ativos)
	}
	if len(ativos) < 3 {
		t.Errorf("só %d ativos: %v", len(ativos), ativos)
	}
	lista := slices.Clone(m.Paginas)
	sort.Strings(lista)
	sort.Strings(paginas)
	paginas = append(paginas, "/favicon.png", "/favicon.svg", servidor.Indice)
	sort.Strings(paginas)
	if !slices.Equal(lista, paginas) {
		t.Errorf("sw.js lista as páginas\n%v\nquer as páginas do build, o ícone e o índice de busca\n%v", lista, paginas)
	}
	for _, tp := range tiposDePagina() {
		if tp.SemOffline != strings.HasPrefix(tp.Modelo, "embed-") {
			t.Errorf("%s: SemOffline %v; só os embeds ficam fora do offline", tp.Modelo, tp.SemOffline)
		}
	}
	if m.Impresso != servidor.PadraoImpresso {
		t.Errorf("sw.js reconhece ativos por %q, o servidor por %q", m.Impresso, servidor.PadraoImpresso)
	}
	// the shell (issue 28): the home page, the calculators and the 404
	// page, never a norm's page; the engine: the module, Go's loader and
	// the engine's worker, every one a built asset
	for _, c := range []string{"/", "/calculadora/", "/calculadora/reembolso/", "/calculadora/atraso/", "/404.html"} {
		if !slices.Contains(m.Casca, c) {
			t.Errorf("a casca do offline não tem %s: %v", c, m.Casca)
		}
	}
	for _, c := range m.Casca {
		if strings.HasPrefix(c, "/legislacao/") {
			t.Errorf("a casca do offline tem a página de uma norma, %s: a instalação baixaria o site inteiro", c)
		}
	}
	if len(m.Motor) != 3 || !slices.ContainsFunc(m.Motor, func(a string) bool { return strings.HasSuffix(a, ".wasm") }) {
		t.Errorf("os arquivos do motor: %v", m.Motor)
	}
	for _, a := range m.Motor {
		if !slices.Contains(m.Ativos, a) {
			t.Errorf("o arquivo do motor %s não é um ativo do build", a)
		}
	}
}

// TestServicoOfflineVersoes: the assets' cache is renamed when and only when
// the list of fingerprinted files changes; the pages' cache when a page's
// bytes change.
func TestServicoOfflineVersoes(t *testing.T) {
	arquivos := map[string][]byte{
		"index.html":                 []byte("<!DOCTYPE html>a"),
		"404.html":                   []byte("<!DOCTYPE html>b"),
		"assets/site-ABCDEF12.js":    []byte("x"),
		"assets/busca-0011AABB.json": []byte("{}"),
		"sitemap.xml":                []byte("<urlset/>"),
	}
	paginas := []string{"/", "/404.html"}
	v := func(a map[string][]byte) manifesto {
		sw, err := servicoOffline(a, listasOffline{Paginas: paginas})
		if err != nil {
			t.Fatal(err)
		}
		return manifestoDe(t, sw)
	}
	m0 := v(arquivos)
	if !slices.Equal(m0.Ativos, []string{"/assets/busca-0011AABB.json", "/assets/site-ABCDEF12.js"}) {
		t.Errorf("ativos = %v", m0.Ativos)
	}
	pagina := maps(arquivos)
	pagina["index.html"] = []byte("<!DOCTYPE html>A")
	m1 := v(pagina)
	if m1.VersaoAtivos != m0.VersaoAtivos || m1.VersaoPaginas == m0.VersaoPaginas {
		t.Errorf("uma página mudou: versões %s/%s → %s/%s (quer só a das páginas nova)", m0.VersaoAtivos, m0.VersaoPaginas, m1.VersaoAtivos, m1.VersaoPaginas)
	}
	ativo := maps(arquivos)
	delete(ativo, "assets/site-ABCDEF12.js")
	ativo["assets/site-99999999.js"] = []byte("y")
	m2 := v(ativo)
	if m2.VersaoAtivos == m0.VersaoAtivos {
		t.Errorf("um script mudou e a versão dos ativos ficou %s", m2.VersaoAtivos)
	}
	if _, err := servicoOffline(arquivos, listasOffline{Paginas: []string{"/nao-existe/"}}); err == nil {
		t.Error("uma página que não foi construída no manifesto não falhou")
	}
}

func maps(m map[string][]byte) map[string][]byte {
	out := make(map[string][]byte, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

// TestUmaNormaMuda: the search index keeps its URL (servidor.Indice), so
// that a change to one norm's text changes that norm's page and JSON, the
// index and the service worker's manifest, and no other file: gerar build
// then recompresses and rewrites those alone. The pages name the index, the
// worker keeps it with the pages (network first), not as an asset.
func TestUmaNormaMuda(t *testing.T) {
	const norma = "lei-8899-1994"
	conteudo := os.DirFS("../content")
	antes, err := Build(Config{Conteudo: conteudo, Recursos: recursosDeTeste(t)})
	if err != nil {
		t.Fatal(err)
	}
	copia := copiarConteudo(t, "../content")
	f := copia[norma+".md"]
	i := bytes.Index(f.Data, []byte("\nArt. 1"))
	if i < 0 {
		t.Fatalf("%s.md sem linha \"Art. 1\"", norma)
	}
	fim := i + 1 + bytes.IndexByte(f.Data[i+1:], '\n')
	f.Data = slices.Concat(f.Data[:fim], []byte(" Edição de teste."), f.Data[fim:])
	depois, err := Build(Config{Conteudo: copia, Recursos: recursosDeTeste(t)})
	if err != nil {
		t.Fatal(err)
	}
	indice := strings.TrimPrefix(servidor.Indice, "/")
	var mudaram []string
	for n, b := range depois.Arquivos {
		if a, ok := antes.Arquivos[n]; !ok || !bytes.Equal(a, b) {
			mudaram = append(mudaram, n)
		}
	}
	for n := range antes.Arquivos {
		if _, ok := depois.Arquivos[n]; !ok {
			mudaram = append(mudaram, n)
		}
	}
	sort.Strings(mudaram)
	// the files that carry the new words, and the worker's manifest (the
	// hash of the pages' bytes)
	sw := strings.TrimPrefix(servidor.ServiceWorker, "/")
	for _, n := range mudaram {
		if n != sw && !bytes.Contains(depois.Arquivos[n], []byte("Edição de teste.")) {
			t.Errorf("uma frase nova em %s mudou %s, que não a tem (mudaram %v)", norma, n, mudaram)
		}
	}
	for _, n := range []string{indice, "legislacao/" + norma + ".json", "legislacao/" + norma + "/index.html", sw} {
		if !slices.Contains(mudaram, n) {
			t.Errorf("uma frase nova em %s não mudou %s (mudaram %v)", norma, n, mudaram)
		}
	}
	if len(mudaram) > 6 {
		t.Errorf("uma frase nova em %s mudou %d arquivos: %v", norma, len(mudaram), mudaram)
	}
	if !bytes.Contains(depois.Arquivos["index.html"], []byte(`data-indice="`+servidor.Indice+`"`)) {
		t.Errorf("a página inicial não aponta o índice em %s", servidor.Indice)
	}
	m := manifestoDe(t, depois.Arquivos["sw.js"])
	if !slices.Contains(m.Paginas, servidor.Indice) || slices.Contains(m.Ativos, servidor.Indice) {
		t.Errorf("sw.js: o índice deve estar com as páginas (rede primeiro), não com os ativos: páginas %v", m.Paginas)
	}
}
