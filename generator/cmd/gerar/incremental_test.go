package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"viagemdedireito/generator"
	"viagemdedireito/generator/internal/cache"
	"viagemdedireito/generator/internal/conteudoteste"
	"viagemdedireito/generator/internal/modulo"
	"viagemdedireito/site"
)

// limpo is the output of arquivos written into a new directory with no
// cache: what every incremental build must equal, byte for byte.
func limpo(t *testing.T, arquivos map[string][]byte) map[string][]byte {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "limpo")
	if _, err := escrever(dir, arquivos, novoCompressor(brotliPadrao, nil), nil); err != nil {
		t.Fatal(err)
	}
	return arvore(t, dir)
}

// envelhecido reads dir as a build would a while after the previous one
// (every file older than cache.MargemFirma), so that the signatures it sees
// may be recorded.
func envelhecido(t *testing.T, dir string) *anterior {
	t.Helper()
	a, err := lerAnterior(dir)
	if err != nil {
		t.Fatal(err)
	}
	a.inicio = time.Now().Add(time.Hour)
	return a
}

// TestFirmas: once the manifest has recorded the files' signatures, a build
// with nothing new reads no file of the output, and a file changed by hand
// afterwards (same size, one byte flipped; or truncated) is seen and
// written again, as is a sibling.
func TestFirmas(t *testing.T) {
	arquivos := map[string][]byte{
		"index.html":        bytes.Repeat([]byte("<p>Art. 1º É concedido passe livre.</p>\n"), 300),
		"legislacao/x.json": []byte(`{"slug":"x"}`),
		"img.png":           {0x89, 'P', 'N', 'G', 1, 2, 3},
	}
	want := limpo(t, arquivos)
	tmp := t.TempDir()
	dir := filepath.Join(tmp, "public")
	comp := novoCompressor(brotliPadrao, cache.Open(filepath.Join(tmp, "cache")))
	if comp.cache == nil {
		t.Fatal("sem a versão do brotli no executável de teste (debug.ReadBuildInfo): o compressor não guarda manifesto, e este teste não verificaria nada")
	}
	construir := func(caso string, a *anterior) *anterior {
		t.Helper()
		if a == nil {
			var err error
			if a, err = lerAnterior(dir); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := escrever(dir, arquivos, comp, a); err != nil {
			t.Fatalf("%s: %v", caso, err)
		}
		iguais(t, caso, arvore(t, dir), want)
		return a
	}
	registrados := func() map[string]visto {
		b, ok := comp.cache.Get(chaveManifesto(dir))
		if !ok {
			t.Fatal("sem manifesto no cache")
		}
		m, err := decodificarManifesto(b)
		if err != nil {
			t.Fatal(err)
		}
		return m.arquivos
	}
	construir("primeiro", nil)
	if a := construir("logo depois", nil); a.lidos.Load() == 0 {
		t.Error("logo depois do primeiro build: nenhum arquivo lido, mas as firmas ainda não valiam")
	}
	// files written a moment ago: their signatures could be those of a
	// write in the same tick of the clock, and are not recorded.
	if r := registrados(); len(r) != 0 {
		t.Errorf("firmas de arquivos recém-escritos no manifesto: %v", r)
	}
	// a file written a moment ago that gets other bytes (of the same size)
	// is replaced without being read: the manifest knows the bytes it had
	// (escritos), the unchanged ones are read as before.
	antes := construir("logo depois, de novo", nil).lidos.Load()
	arquivos["legislacao/x.json"] = []byte(`{"slug":"z"}`)
	want = limpo(t, arquivos)
	if depois := construir("logo depois, outros bytes", nil).lidos.Load(); depois >= antes {
		t.Errorf("logo depois, outros bytes: %d arquivos lidos, quero menos que os %d de antes (o novo não precisa ser lido)", depois, antes)
	}
	if a := construir("mais tarde", envelhecido(t, dir)); a.lidos.Load() == 0 {
		t.Error("mais tarde: nenhum arquivo lido para registrar as firmas")
	}
	if r := registrados(); len(r) != len(want) {
		t.Errorf("mais tarde: %d firmas no manifesto, quero %d (todos os arquivos)", len(r), len(want))
	}
	if a := construir("com as firmas", envelhecido(t, dir)); a.lidos.Load() != 0 {
		t.Errorf("com as firmas no manifesto: %d arquivo(s) lido(s), quero 0", a.lidos.Load())
	}
	// edits by hand, right after the signatures were recorded.
	virar := func(n string) {
		b := bytes.Clone(want[n])
		b[len(b)/2] ^= 1
		if err := os.WriteFile(filepath.Join(dir, n), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	virar("index.html")
	virar("legislacao/x.json.br")
	if err := os.WriteFile(filepath.Join(dir, "index.html.gz"), want["index.html.gz"][:10], 0o644); err != nil {
		t.Fatal(err)
	}
	construir("editados à mão", envelhecido(t, dir))
	if a := construir("de novo com as firmas", envelhecido(t, dir)); a.lidos.Load() > 3 {
		t.Errorf("depois do reparo: %d arquivos lidos, quero no máximo os 3 reescritos", a.lidos.Load())
	}

	// new bytes of the same size where the manifest vouches for the old.
	arquivos["legislacao/x.json"] = []byte(`{"slug":"y"}`)
	want = limpo(t, arquivos)
	construir("mesmo tamanho, outros bytes", envelhecido(t, dir))

	// a damaged manifest, or one of another format, is ignored: the files
	// are read, and the one edited by hand is written again.
	chave := chaveManifesto(dir)
	for _, lixo := range [][]byte{[]byte("gerar-manifesto 2\nlixo\n"), []byte("gerar-manifesto 1\n"), nil} {
		if err := comp.cache.Put(chave, lixo); err != nil {
			t.Fatal(err)
		}
		virar("index.html")
		construir("manifesto estragado", envelhecido(t, dir))
	}
}

// TestTardio: a file given with no bytes (the module left in the cache) is
// not read when the output has it with its siblings, is read when it does
// not, and a failed read stops the build with the reader's error.
func TestTardio(t *testing.T) {
	wasm := append([]byte("\x00asm\x01\x00\x00\x00"), bytes.Repeat([]byte("calculadora "), 3000)...)
	const n = "assets/calculadora-0A1B2C3D.wasm"
	cheio := map[string][]byte{"index.html": []byte("<p>oi</p>"), n: wasm}
	want := limpo(t, cheio)
	tmp := t.TempDir()
	dir := filepath.Join(tmp, "public")
	comp := novoCompressor(brotliPadrao, cache.Open(filepath.Join(tmp, "cache")))
	leituras := 0
	tardios := map[string]tardio{n: {soma: sha256.Sum256(wasm), tamanho: len(wasm), ler: func() ([]byte, error) {
		leituras++
		return wasm, nil
	}}}
	vazio := map[string][]byte{"index.html": cheio["index.html"], n: nil}
	construir := func(caso string, a *anterior) {
		t.Helper()
		if _, err := escreverTardios(dir, vazio, tardios, comp, a); err != nil {
			t.Fatalf("%s: %v", caso, err)
		}
		iguais(t, caso, arvore(t, dir), want)
	}
	construir("sem saída anterior", nil)
	if leituras != 1 {
		t.Errorf("sem saída anterior: %d leituras do módulo, quero 1", leituras)
	}
	construir("com a saída anterior", nil)
	construir("com as firmas", envelhecido(t, dir))
	if comp.cache != nil && leituras != 1 {
		t.Errorf("com o módulo na saída: %d leituras, quero 1", leituras)
	}
	os.Remove(filepath.Join(dir, n+".br"))
	construir("sem o .br", nil)
	if leituras != 2 {
		t.Errorf("sem o .br do módulo: %d leituras, quero 2", leituras)
	}
	os.Remove(filepath.Join(dir, n))
	tardios[n] = tardio{soma: sha256.Sum256(wasm), tamanho: len(wasm), ler: func() ([]byte, error) { return nil, modulo.ErrTardio }}
	if _, err := escreverTardios(dir, vazio, tardios, comp, nil); !errors.Is(err, modulo.ErrTardio) {
		t.Errorf("leitura que falha: %v, quero modulo.ErrTardio", err)
	}
}

// TestIncremental: the real content built by generator.Build, then written
// over the previous output with its cache, as gerar does (keeping the pages
// and norm JSON whose render key the manifest records), with nothing new,
// after an edit to one norm's text, to its title, to a template, to the
// guide, to an asset, and back, and by another generator: each output is
// byte for byte the one a build that keeps nothing gives, written into an
// empty directory without cache; each build keeps what it may and makes
// what changed. Then a kept page edited or removed by hand: errReuso, and
// the build that keeps nothing repairs it.
func TestIncremental(t *testing.T) {
	bundle, err := site.Build()
	if err != nil {
		t.Fatal(err)
	}
	// a small stand-in for the calculator's module: the write path is what
	// is tested, and the real one costs seconds of brotli 11 per clean build.
	m := &modulo.Modulo{Wasm: append([]byte("\x00asm\x01\x00\x00\x00"), bytes.Repeat([]byte("módulo "), 500)...), WasmExec: []byte("// wasm_exec\n")}
	bundle = m.NoBundle(bundle)
	conteudo := conteudoteste.Copiar(t, "../../../content")
	const norma = "lei-8899-1994.md"
	if conteudo[norma] == nil || !bytes.Contains(conteudo[norma].Data, []byte("\nArt. 1")) {
		t.Fatalf("%s sem linha \"Art. 1\"", norma)
	}
	editada := fstest.MapFS{}
	for p, f := range conteudo {
		editada[p] = f
	}
	orig := conteudo[norma].Data
	i := bytes.Index(orig, []byte("\nArt. 1")) + 1
	fim := i + bytes.IndexByte(orig[i:], '\n')
	editada[norma] = &fstest.MapFile{Data: append(append(bytes.Clone(orig[:fim]), " Edição de teste."...), orig[fim:]...)}

	base, err := fs.ReadFile(site.Templates, "templates/base.html")
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Count(base, []byte("</body>")) != 1 {
		t.Fatal("base.html sem um </body>")
	}
	modelos := fstest.MapFS{"base.html": {Data: bytes.Replace(base, []byte("</body>"), []byte("<p>modelo editado</p></body>"), 1)}}

	// an asset edited: site.css with new bytes, at its new fingerprinted path.
	outroBundle := &site.Bundle{Files: map[string][]byte{}, Paths: map[string]string{}}
	for k, v := range bundle.Files {
		outroBundle.Files[k] = v
	}
	for k, v := range bundle.Paths {
		outroBundle.Paths[k] = v
	}
	css, ok := bundle.Paths["site.css"]
	if !ok {
		t.Fatalf("o bundle não tem site.css: %v", bundle.Paths)
	}
	novoCSS := append(bytes.Clone(bundle.Files[strings.TrimPrefix(css, "/")]), "\n.editado{color:red}\n"...)
	soma := sha256.Sum256(novoCSS)
	novoCaminho := "assets/site-" + strings.ToUpper(hex.EncodeToString(soma[:4])) + ".css"
	delete(outroBundle.Files, strings.TrimPrefix(css, "/"))
	outroBundle.Files[novoCaminho] = novoCSS
	outroBundle.Paths["site.css"] = "/" + novoCaminho

	// the guide edited: a section's title on the home page.
	inicio, err := fs.ReadFile(site.Templates, "templates/inicio.html")
	if err != nil {
		t.Fatal(err)
	}
	const secao = `<h2 id="jovem">Jovem de baixa renda com ID Jovem</h2>`
	if bytes.Count(inicio, []byte(secao)) != 1 {
		t.Fatalf("inicio.html sem a seção %s", secao)
	}
	guia := fstest.MapFS{"inicio.html": {Data: bytes.Replace(inicio, []byte(secao), []byte(`<h2 id="jovem">Jovem de baixa renda com ID Jovem (guia editado)</h2>`), 1)}}

	// a norm's summary edited in its front matter (its title is the
	// catalogue's, calculator/lexml): every render key changes.
	const titulo = "resumo: \"Lei do Passe Livre: transporte interestadual gratuito à pessoa com deficiência carente.\"\n"
	if !bytes.Contains(orig, []byte(titulo)) {
		t.Fatalf("%s sem a linha %q", norma, titulo)
	}
	comTitulo := fstest.MapFS{}
	for p, f := range editada {
		comTitulo[p] = f
	}
	comTitulo[norma] = &fstest.MapFile{Data: bytes.Replace(editada[norma].Data, []byte(titulo), []byte("resumo: \"Lei do Passe Livre (resumo editado).\"\n"), 1)}

	gerarSite := func(caso string, cfg generator.Config) *generator.Resultado {
		t.Helper()
		cfg.BaseURL = "https://viagemdedireito.org.br"
		res, err := generator.Build(cfg)
		if err != nil {
			t.Fatalf("%s: %v", caso, err)
		}
		return res
	}
	tmp := t.TempDir()
	dir := filepath.Join(tmp, "public")
	comp := novoCompressor(brotliPadrao, cache.Open(filepath.Join(tmp, "cache")))
	if comp.cache == nil {
		t.Fatal("sem a versão do brotli no executável de teste (debug.ReadBuildInfo): o compressor não guarda manifesto, nada seria mantido e este teste não verificaria nada")
	}
	const paginaEditada = "legislacao/lei-8899-1994/index.html"
	// mantidos is how many of the files with a render key the build must
	// keep from the previous one: algum some but not all (and not the
	// edited norm's page), 0 none, todos every one. A norm's front matter
	// is in every key (the lists of norms show it), as are the templates,
	// the bundle's paths and the generator's identity (Config.Versao).
	const algum, todos = -1, -2
	casos := []struct {
		nome     string
		cfg      generator.Config
		mantidos int
	}{
		{"inicial", generator.Config{Conteudo: conteudo, Recursos: bundle}, 0},
		{"nada mudou", generator.Config{Conteudo: conteudo, Recursos: bundle}, todos},
		{"uma norma editada", generator.Config{Conteudo: editada, Recursos: bundle}, algum},
		{"o resumo de uma norma editado", generator.Config{Conteudo: comTitulo, Recursos: bundle}, 0},
		{"um modelo editado", generator.Config{Conteudo: editada, Recursos: bundle, Modelos: modelos}, 0},
		{"o guia editado", generator.Config{Conteudo: editada, Recursos: bundle, Modelos: guia}, 0},
		{"um asset editado", generator.Config{Conteudo: editada, Recursos: outroBundle, Modelos: guia}, 0},
		{"tudo como antes", generator.Config{Conteudo: conteudo, Recursos: bundle}, 0},
		{"outro gerador", generator.Config{Conteudo: conteudo, Recursos: bundle, Versao: "outro"}, 0},
	}
	var anteriores map[string][]byte
	for i, caso := range casos {
		// what the build must give: the files of a build that keeps
		// nothing, written into an empty directory without cache.
		limpos := gerarSite(caso.nome+" (limpo)", caso.cfg).Arquivos
		if anteriores != nil && caso.mantidos != todos && caso.cfg.Versao == "" {
			mudou := len(limpos) != len(anteriores)
			for n, b := range limpos {
				if !bytes.Equal(anteriores[n], b) {
					mudou = true
					break
				}
			}
			if !mudou {
				t.Errorf("%s: a saída do gerador não mudou (o caso não testa nada)", caso.nome)
			}
		}
		anteriores = limpos
		want := limpo(t, limpos)

		// as gerar does: the previous output walked (every other case as a
		// while after the previous build: the signatures are recorded, and
		// trusted on the next such case), the files the generator hands
		// over early written while it works, the files whose render key the
		// manifest records kept.
		a, err := lerAnterior(dir)
		if i%2 == 0 {
			a = envelhecido(t, dir)
		}
		if err != nil {
			t.Fatal(err)
		}
		s := a.sincronia(comp.manifesto(dir))
		if caso.cfg.Versao == "" {
			caso.cfg.Versao = "teste"
		}
		caso.cfg.Anterior = s.anterior
		if i%2 == 1 {
			caso.cfg.Pronto = func(n string, b []byte) { s.adiantar(n, b, comp) }
		}
		res := gerarSite(caso.nome, caso.cfg)
		if i%2 == 1 && len(s.adiantados) == 0 {
			t.Errorf("%s: o gerador não adiantou nenhum arquivo (Config.Pronto)", caso.nome)
		}
		mantidos := 0
		for n := range res.Chaves {
			b, ok := res.Arquivos[n]
			if !ok {
				t.Errorf("%s: %s tem chave e não está na saída", caso.nome, n)
			}
			if b == nil {
				mantidos++
			}
		}
		t.Logf("%s: %d de %d arquivos com chave mantidos", caso.nome, mantidos, len(res.Chaves))
		switch caso.mantidos {
		case todos:
			if mantidos != len(res.Chaves) || mantidos == 0 {
				t.Errorf("%s: %d de %d arquivos mantidos, quero todos", caso.nome, mantidos, len(res.Chaves))
			}
		case algum:
			if mantidos == 0 || mantidos == len(res.Chaves) || res.Arquivos[paginaEditada] == nil {
				t.Errorf("%s: %d de %d arquivos mantidos (%s mantido: %v), quero alguns, não o da norma editada", caso.nome, mantidos, len(res.Chaves), paginaEditada, res.Arquivos[paginaEditada] == nil)
			}
		default:
			if mantidos != caso.mantidos {
				t.Errorf("%s: %d de %d arquivos mantidos, quero %d", caso.nome, mantidos, len(res.Chaves), caso.mantidos)
			}
		}
		s.chaves = res.Chaves
		if _, err := s.concluir(res.Arquivos, comp); err != nil {
			t.Fatalf("%s: %v", caso.nome, err)
		}
		iguais(t, caso.nome, arvore(t, dir), want)
	}

	// a kept page edited by hand (and then removed) after the manifest
	// recorded it: the build that would keep it fails with errReuso, and
	// the one that keeps nothing (as gerar then does) repairs it.
	cfg := generator.Config{Conteudo: conteudo, Recursos: bundle}
	want := limpo(t, gerarSite("de volta (limpo)", cfg).Arquivos)
	for _, estrago := range []string{"editado", "removido"} {
		caminho := filepath.Join(dir, filepath.FromSlash(paginaEditada))
		if estrago == "editado" {
			b := bytes.Clone(want[paginaEditada])
			b[len(b)/2] ^= 1
			if err := os.WriteFile(caminho, b, 0o644); err != nil {
				t.Fatal(err)
			}
		} else if err := os.Remove(caminho); err != nil {
			t.Fatal(err)
		}
		s := envelhecido(t, dir).sincronia(comp.manifesto(dir))
		c := cfg
		c.Versao, c.Anterior = "outro", s.anterior
		res := gerarSite("página "+estrago, c)
		if res.Arquivos[paginaEditada] != nil {
			t.Fatalf("página %s: %s não foi mantida (o caso não testa nada)", estrago, paginaEditada)
		}
		s.chaves = res.Chaves
		if _, err := s.concluir(res.Arquivos, comp); !errors.Is(err, errReuso) {
			t.Fatalf("página %s: %v, quero errReuso", estrago, err)
		}
		// as gerar's second try: nothing kept, the keys recorded.
		s = envelhecido(t, dir).sincronia(comp.manifesto(dir))
		c.Anterior = func(string, generator.Chave) (generator.Anterior, bool) { return generator.Anterior{}, false }
		res = gerarSite("página "+estrago+", de novo", c)
		s.chaves = res.Chaves
		if _, err := s.concluir(res.Arquivos, comp); err != nil {
			t.Fatalf("página %s, de novo: %v", estrago, err)
		}
		iguais(t, "página "+estrago, arvore(t, dir), want)
	}
}
