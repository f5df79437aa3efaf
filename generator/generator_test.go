package generator

import (
	"bytes"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"golang.org/x/tools/txtar"

	"viagemdedireito/site"
)

// TestTxtar runs every testdata/*.txtar archive: files under conteudo/ are
// the content, files under modelos/ override page templates, and the file
// "esperado" lists one expectation a line:
//
//	arquivo.html: texto      the output file contains texto (\n: a newline, \u00a0: a no-break space)
//	arquivo.html: ! texto    the output file does not contain texto
//	diagnostico: x.md:3: erro: mensagem   this exact diagnostic is reported
//	diagnosticos: 2          exactly that many diagnostics
//	falha | sucesso          Build returns an error / no error
//
// Lines starting with # are comments.
func TestTxtar(t *testing.T) {
	arquivos, err := filepath.Glob("testdata/*.txtar")
	if err != nil || len(arquivos) == 0 {
		t.Fatalf("sem arquivos txtar em testdata: %v", err)
	}
	bundle, err := site.Build()
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range arquivos {
		t.Run(strings.TrimSuffix(filepath.Base(a), ".txtar"), func(t *testing.T) {
			ar, err := txtar.ParseFile(a)
			if err != nil {
				t.Fatal(err)
			}
			conteudo, modelos := fstest.MapFS{}, fstest.MapFS{}
			var esperado string
			for _, f := range ar.Files {
				switch {
				case strings.HasPrefix(f.Name, "conteudo/"):
					conteudo[strings.TrimPrefix(f.Name, "conteudo/")] = &fstest.MapFile{Data: f.Data}
				case strings.HasPrefix(f.Name, "modelos/"):
					modelos[strings.TrimPrefix(f.Name, "modelos/")] = &fstest.MapFile{Data: f.Data}
				case f.Name == "esperado":
					esperado = string(f.Data)
				default:
					t.Fatalf("arquivo inesperado no txtar: %s", f.Name)
				}
			}
			res, err := Build(Config{Conteudo: conteudo, BaseURL: "https://exemplo.org", Modelos: modelosNeutros(modelos), Recursos: bundle})
			verificar(t, res, err, esperado)
		})
	}
}

func verificar(t *testing.T, res *Resultado, err error, esperado string) {
	t.Helper()
	var diags []string
	for _, d := range res.Diagnosticos {
		diags = append(diags, d.String())
	}
	listar := func() string { return "diagnósticos:\n\t" + strings.Join(diags, "\n\t") }
	for n, linha := range strings.Split(esperado, "\n") {
		linha = strings.TrimSpace(linha)
		if linha == "" || strings.HasPrefix(linha, "#") {
			continue
		}
		onde := fmt.Sprintf("esperado:%d", n+1)
		switch {
		case linha == "falha":
			if err == nil {
				t.Errorf("%s: Build deveria falhar; %s", onde, listar())
			}
		case linha == "sucesso":
			if err != nil {
				t.Errorf("%s: Build falhou: %v; %s", onde, err, listar())
			}
		case strings.HasPrefix(linha, "diagnosticos:"):
			want, _ := strconv.Atoi(strings.TrimSpace(strings.TrimPrefix(linha, "diagnosticos:")))
			if len(diags) != want {
				t.Errorf("%s: %d diagnósticos, esperados %d; %s", onde, len(diags), want, listar())
			}
		case strings.HasPrefix(linha, "diagnostico:"):
			want := strings.TrimSpace(strings.TrimPrefix(linha, "diagnostico:"))
			achou := false
			for _, d := range diags {
				achou = achou || d == want
			}
			if !achou {
				t.Errorf("%s: falta o diagnóstico %q; %s", onde, want, listar())
			}
		default:
			arquivo, texto, ok := strings.Cut(linha, ": ")
			if !ok {
				t.Fatalf("%s: linha inválida %q", onde, linha)
			}
			nega := strings.HasPrefix(texto, "! ")
			texto = strings.NewReplacer(`\n`, "\n", `\u00a0`, "\u00a0").Replace(strings.TrimPrefix(texto, "! "))
			b, existe := res.Arquivos[arquivo]
			if !existe {
				t.Errorf("%s: arquivo %s não gerado; %s", onde, arquivo, listar())
				continue
			}
			if tem := bytes.Contains(b, []byte(texto)); tem == nega {
				if nega {
					t.Errorf("%s: %s não deveria conter %q", onde, arquivo, texto)
				} else {
					t.Errorf("%s: %s deveria conter %q", onde, arquivo, texto)
				}
			}
		}
	}
}

// TestConteudoReal builds the real content/: no errors, the examples of
// content/ids.md exist.
func TestConteudoReal(t *testing.T) {
	res, err := siteReal(baseOficial)
	for _, d := range res.Diagnosticos {
		t.Log(d)
	}
	if err != nil {
		t.Fatal(err)
	}
	exemplos := []string{
		"lei-12852-2013#art32_cpt_inc1", "lei-12852-2013#art32_par1u", "decreto-8537-2015#art13_par1_inc3",
		"decreto-8537-2015#art17_par1u", "resolucao-antt-6033-2023#art143_cpt_inc4_ali4",
		"resolucao-antt-6033-2023#art147_par6", "resolucao-antt-6033-2023#art149_cpt_inc5",
		"resolucao-antt-6033-2023#art151_par3_inc6", "resolucao-antt-6033-2023#art154_par1u",
	}
	for _, e := range exemplos {
		slug, id, _ := strings.Cut(e, "#")
		pagina := res.Arquivos["legislacao/"+slug+"/index.html"]
		if !bytes.Contains(pagina, []byte(`id="`+id+`"`)) {
			t.Errorf("%s: id %s ausente", slug, id)
		}
	}
}

// TestBaseURL: an empty base URL means the site's address; a relative one
// or one with a path is refused (sitemap and canonical links need it whole).
func TestBaseURL(t *testing.T) {
	bundle, err := site.Build()
	if err != nil {
		t.Fatal(err)
	}
	conteudo := fstest.MapFS{}
	res, err := Build(Config{Conteudo: conteudo, Modelos: modelosNeutros(nil), Recursos: bundle})
	if err != nil {
		t.Fatal(err)
	}
	if got := string(res.Arquivos["robots.txt"]); !strings.Contains(got, "Sitemap: "+BaseURLPadrao+"/sitemap.xml") {
		t.Errorf("robots.txt sem o sitemap padrão: %q", got)
	}
	for _, base := range []string{"exemplo.org", "/site", "https://exemplo.org/site", "ftp://exemplo.org"} {
		if _, err := Build(Config{Conteudo: conteudo, BaseURL: base, Recursos: bundle}); err == nil {
			t.Errorf("BaseURL %q aceita", base)
		}
	}
}

// TestCRLFeBOM: a file saved with Windows line ends and a byte order mark
// builds like the same file without them.
func TestCRLFeBOM(t *testing.T) {
	ar, err := txtar.ParseFile("testdata/basico.txtar")
	if err != nil {
		t.Fatal(err)
	}
	var fonte []byte
	for _, f := range ar.Files {
		if f.Name == "conteudo/lei-8899-1994.md" {
			fonte = f.Data
		}
	}
	bundle, err := site.Build()
	if err != nil {
		t.Fatal(err)
	}
	build := func(b []byte) *Resultado {
		res, _ := Build(Config{Conteudo: fstest.MapFS{"lei-8899-1994.md": {Data: b}}, Modelos: modelosNeutros(nil), Recursos: bundle})
		return res
	}
	unix := build(fonte)
	windows := build(append([]byte("\ufeff"), bytes.ReplaceAll(fonte, []byte("\n"), []byte("\r\n"))...))
	for _, nome := range []string{"legislacao/lei-8899-1994/index.html", "legislacao/lei-8899-1994.json"} {
		if !bytes.Equal(unix.Arquivos[nome], windows.Arquivos[nome]) {
			t.Errorf("%s difere com CRLF e BOM", nome)
		}
	}
	if len(unix.Diagnosticos) != len(windows.Diagnosticos) {
		t.Errorf("diagnósticos: %v com LF, %v com CRLF e BOM", unix.Diagnosticos, windows.Diagnosticos)
	}
}
