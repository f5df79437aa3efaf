package generator

import (
	"bytes"
	"fmt"
	"os"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/andybalholm/brotli"

	"viagemdedireito/calculator/lexml"
)

// BenchmarkBuildReal builds the real content/ (generator only: the esbuild
// bundle is made once, outside the loop). Target: ≤ 100 ms per build.
func BenchmarkBuildReal(b *testing.B) {
	// the pages name the calculator's module: a stand-in, as in the tests.
	bundle := recursosDeTeste(b)
	cfg := Config{Conteudo: os.DirFS("../content"), BaseURL: "https://viagemdedireito.org.br", Recursos: bundle}
	if _, err := Build(cfg); err != nil {
		b.Fatal(err)
	}
	medirBuilds(b, cfg)
}

// medirBuilds runs Build in the benchmark loop and also reports the CPU time
// per build (cpu-ms/op), which the load of a shared machine does not inflate.
func medirBuilds(b *testing.B, cfg Config) {
	b.Helper()
	b.ResetTimer()
	cpu := tempoCPU()
	for b.Loop() {
		if _, err := Build(cfg); err != nil {
			b.Fatal(err)
		}
	}
	if cpu > 0 {
		b.ReportMetric(float64(tempoCPU()-cpu)/1e6/float64(b.N), "cpu-ms/op")
	}
}

// BenchmarkBuildSintetico builds one norm of artigos × 50 dispositivos
// (10,000 for 200 articles, target ≤ 1 s); 100 and 400 articles show that
// the time grows linearly.
func BenchmarkBuildSintetico(b *testing.B) {
	// the pages name the calculator's module: a stand-in, as in the tests.
	bundle := recursosDeTeste(b)
	for _, artigos := range []int{100, 200, 400} {
		fonte, n := normaSintetica(artigos)
		b.Run(fmt.Sprintf("%dx50", artigos), func(b *testing.B) {
			// the home page cites the real norms: the neutral one, as in TestTxtar.
			cfg := Config{Conteudo: fstest.MapFS{"resolucao-antt-6033-2023.md": {Data: fonte}}, BaseURL: "https://exemplo.org", Recursos: bundle,
				Modelos: modelosNeutros(nil)}
			if res, err := Build(cfg); err != nil {
				b.Fatal(err, res.Diagnosticos)
			}
			b.ReportMetric(float64(n), "dispositivos")
			medirBuilds(b, cfg)
		})
	}
}

// normaSintetica writes a norm of artigos articles with 50 dispositivos
// each (caput + 9 incisos, 4 parágrafos with 9 incisos each), groupers
// every 20 articles and remissões in the text. It returns the source and
// the number of dispositivos.
func normaSintetica(artigos int) ([]byte, int) {
	var b strings.Builder
	b.WriteString(`---
ementa: "Norma sintética para medir o gerador."
autoridade: "Agência Nacional de Transportes Terrestres (ANTT)"
publicacao: "DOU"
fonte_oficial: "https://www.in.gov.br/"
transcricao: "gerada pelo benchmark"
escopo: "sintético"
conferido_em: 2026-11-30
---

`)
	n := 0
	for a := 1; a <= artigos; a++ {
		if a%20 == 1 {
			fmt.Fprintf(&b, "Seção %s\nDas Disposições do Grupo %d\n\n", lexml.Romano(a/20+1), a/20+1)
		}
		fmt.Fprintf(&b, "Art. %s A autorizatária deverá disponibilizar as vagas gratuitas e com desconto, nos termos do art. %d, sem prejuízo de outras previstas em lei:\n\n", lexml.Ordinal(a), max(1, a-1))
		n++
		for i := 1; i <= 9; i++ {
			fmt.Fprintf(&b, "%s - vagas para pessoas idosas com renda de até dois salários-mínimos, observado o disposto no § %s;\n\n", lexml.Romano(i), lexml.Ordinal(1+i%4))
			n++
		}
		for p := 1; p <= 4; p++ {
			fmt.Fprintf(&b, "§ %s Para fins de concessão dos descontos previstos nos incisos IV e V, deverá ser utilizado como referência o preço mais baixo praticado:\n\n", lexml.Ordinal(p))
			n++
			for i := 1; i <= 9; i++ {
				fmt.Fprintf(&b, "%s - documento de identificação oficial com foto, conforme o art. 39 do Decreto nº 9.579, de 22 de novembro de 2018;\n\n", lexml.Romano(i))
				n++
			}
		}
	}
	return []byte(b.String()), n
}

// TestTamanhoMaiorPagina measures the largest norm page of the real
// content, compressed with brotli at best quality, plus its CSS: together
// they must stay within 40 KB transferred.
func TestTamanhoMaiorPagina(t *testing.T) {
	res, err := siteReal(baseOficial)
	if err != nil {
		t.Fatal(err)
	}
	maior, tam := "", 0
	for nome, b := range res.Arquivos {
		if strings.HasPrefix(nome, "legislacao/") && strings.HasSuffix(nome, "/index.html") && len(b) > tam {
			maior, tam = nome, len(b)
		}
	}
	css := 0
	for nome, b := range res.Arquivos {
		if strings.HasPrefix(nome, "assets/site-") && strings.HasSuffix(nome, ".css") {
			css += brotliTamanho(b)
		}
	}
	pagina := brotliTamanho(res.Arquivos[maior])
	t.Logf("%s: %d bytes, %d com brotli; CSS %d com brotli; total %d bytes", maior, tam, pagina, css, pagina+css)
	if pagina+css > 40<<10 {
		t.Errorf("a maior página com o CSS passa de 40 KB com brotli: %d bytes", pagina+css)
	}
}

func brotliTamanho(b []byte) int {
	var buf bytes.Buffer
	w := brotli.NewWriterLevel(&buf, brotli.BestCompression)
	w.Write(b)
	w.Close()
	return buf.Len()
}
