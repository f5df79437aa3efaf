package calculator

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"viagemdedireito/calculator/instante"
)

// The BP-e check (rules.md § 14) over the project's own fixtures
// (testdata/bpe/LEIAME.md) and keys.

// dvIndependente is the check digit of a key's first 43 digits computed
// another way than digitoChave: the weight of position i (from the left) is
// 2 + (42 − i) mod 8, and the remainder 0 or 1 gives 0.
func dvIndependente(k string) int64 {
	soma := 0
	for i := 0; i < 43; i++ {
		soma += int(k[i]-'0') * (2 + (42-i)%8)
	}
	if r := soma % 11; r > 1 {
		return int64(11 - r)
	}
	return 0
}

// comDV completes 43 digits with their check digit.
func comDV(k43 string) string { return k43 + itoa(dvIndependente(k43)) }

// chaveNST is a test-environment key published in NSTecnologia's ns-bpe-node
// README (calculator/testdata/bpe/LEIAME.md, copied from the layout facts): RS, May 2022, model 63, check digit 6.
const chaveNST = "43220507364617000135630600000000101813509436"

var agoraBpe = instante.Date(2026, 12, 20, 13, 0, 0, 0, instante.UTC)

func lerFixture(t testing.TB, nome string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "bpe", nome))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// fixturesBpe lists the fixtures that are BP-e documents.
func fixturesBpe(t testing.TB) []string {
	t.Helper()
	nomes, err := filepath.Glob(filepath.Join("testdata", "bpe", "*.xml"))
	if err != nil || len(nomes) < 15 {
		t.Fatalf("fixtures: %v %v", nomes, err)
	}
	var out []string
	for _, n := range nomes {
		b := filepath.Base(n)
		if b != "bomba.xml" && b != "malformado.xml" && b != "nao-bpe.xml" {
			out = append(out, b)
		}
	}
	return out
}

func bpeXML(t testing.TB, nome string) RespostaBpe {
	t.Helper()
	r, erros := Bpe(PedidoBpe{Agora: agoraBpe, XML: lerFixture(t, nome)})
	if len(erros) > 0 {
		t.Fatalf("%s: %v", nome, erros)
	}
	return r
}

// achado returns the findings of code c, as "gravidade: texto".
func achadosDe(r RespostaBpe, c string) []AchadoBpe {
	var out []AchadoBpe
	for _, a := range r.Achados {
		if string(a.Codigo) == c {
			out = append(out, a)
		}
	}
	return out
}

// quer checks that r has a finding of code c with weight g whose text
// contains trecho, and that the finding cites cita (a dispositivo or
// decision id).
func quer(t *testing.T, nome string, r RespostaBpe, c, g, trecho, cita string) {
	t.Helper()
	for _, a := range achadosDe(r, c) {
		if string(a.Gravidade) != g || !strings.Contains(a.Texto, trecho) {
			continue
		}
		for _, x := range a.Fundamentos.Citacoes() {
			if x.Dispositivo == cita || x.Decisao == cita || cita == "" {
				return
			}
		}
		t.Errorf("%s: %s %s does not cite %s: %v", nome, c, g, cita, a.Fundamentos.Citacoes())
		return
	}
	t.Errorf("%s: no finding %s %s with %q; findings: %+v", nome, c, g, trecho, r.Achados)
}

func semAchado(t *testing.T, nome string, r RespostaBpe, c, g string) {
	t.Helper()
	for _, a := range achadosDe(r, c) {
		if string(a.Gravidade) == g {
			t.Errorf("%s: unexpected %s %s: %s", nome, c, g, a.Texto)
		}
	}
}

func TestBpeFixtures(t *testing.T) {
	for _, c := range []struct {
		arquivo    string
		beneficio  string
		gratuidade bool
		checar     func(t *testing.T, r RespostaBpe)
	}{
		{"integral.xml", benNenhum, false, func(t *testing.T, r RespostaBpe) {
			quer(t, "integral", r, achBeneficio, gravInformacao, "tarifa cheia (R$ 158,40 pagos)", "art143_cpt_inc6_ali4")
			quer(t, "integral", r, achItens, gravConforme, "todas as informações", "art143")
			quer(t, "integral", r, achValidade, gravConforme, "até 10/12/2027 inclusive", "art144")
			semAchado(t, "integral", r, achNome, gravIrregular)
			if r.Documento.Valores != (ValoresBpe{Bilhete: 15840, Pago: 15840, Tarifa: 15000, TaxaEmbarque: 500, Pedagio: 340}) {
				t.Errorf("valores %+v", r.Documento.Valores)
			}
		}},
		{"autorizado-bpeproc.xml", benNenhum, false, func(t *testing.T, r RespostaBpe) {
			if r.Documento.Raiz != "bpeProc" || r.Chave == nil || !r.Chave.DigitoValido {
				t.Errorf("bpeProc: %+v %+v", r.Documento, r.Chave)
			}
			semAchado(t, "bpeProc", r, achDivergente, gravIrregular)
		}},
		{"gratuidade-idoso.xml", catIdoso, true, func(t *testing.T, r RespostaBpe) {
			quer(t, "idoso", r, achTaxas, gravConforme, "Nada foi cobrado", "art143_cpt_inc6_ali1")
			quer(t, "idoso", r, achNome, gravConforme, "Maria Aparecida da Silva", "art145_par1")
		}},
		{"gratuidade-idoso-taxas.xml", catIdoso, true, func(t *testing.T, r RespostaBpe) {
			quer(t, "idoso-taxas", r, achTaxas, gravAtencao, "R$ 8,40 (taxa de embarque de R$ 5,00 e pedágio de R$ 3,40)", "stj-resp-1543465-rs")
			quer(t, "idoso-taxas", r, achTaxas, gravAtencao, "O decreto exclui do benefício o pedágio", "art44_par1u")
		}},
		{"gratuidade-passe-livre-taxas.xml", catPcd, true, func(t *testing.T, r RespostaBpe) {
			quer(t, "passe-livre", r, achTaxas, gravAtencao, "Passe Livre foram cobrados R$ 8,40", "art1")
		}},
		{"gratuidade-jovem-taxas.xml", catJovem, true, func(t *testing.T, r RespostaBpe) {
			quer(t, "jovem", r, achTaxas, gravInformacao, "podem ser cobradas", "art17_par1u")
			semAchado(t, "jovem", r, achTaxas, gravAtencao)
			quer(t, "jovem", r, achNome, gravConforme, "nominal e intransferível", "art13_par7")
		}},
		{"gratuidade-jovem-seguro.xml", catJovem, true, func(t *testing.T, r RespostaBpe) {
			quer(t, "jovem-seguro", r, achTaxas, gravInformacao, "R$ 8,40 (taxa de embarque", "art17_par1u")
			quer(t, "jovem-seguro", r, achTaxas, gravAtencao, "R$ 2,00 em outros componentes", "art17_par1u")
		}},
		{"gratuidade-crianca-taxas.xml", catCrianca, true, func(t *testing.T, r RespostaBpe) {
			quer(t, "crianca", r, achTaxas, gravIrregular, "cobrou R$ 8,40", "art148")
		}},
		{"desconto-jovem.xml", catJovem, false, func(t *testing.T, r RespostaBpe) {
			quer(t, "desconto-jovem", r, achBeneficio, gravInformacao, "desconto de R$ 75,00 (50%)", "art32")
			semAchado(t, "desconto-jovem", r, achDesconto, gravIrregular)
			quer(t, "desconto-jovem", r, achDesconto, gravInformacao, "preço mais baixo", "art149_par2")
			semAchado(t, "desconto-jovem", r, achTaxas, gravAtencao)
		}},
		{"desconto-idoso-abaixo.xml", catIdoso, false, func(t *testing.T, r RespostaBpe) {
			quer(t, "desconto-idoso", r, achDesconto, gravIrregular, "20%", "art40_cpt_inc2")
			quer(t, "desconto-idoso", r, achDesconto, gravIrregular, "20%", "art149_cpt_inc4")
		}},
		{"executivo-idoso.xml", catIdoso, true, func(t *testing.T, r RespostaBpe) {
			quer(t, "executivo", r, achServico, gravInformacao, "executivo, não convencional", "art149_par1")
		}},
		{"itens-faltando.xml", catJovem, true, func(t *testing.T, r RespostaBpe) {
			quer(t, "faltando", r, achNome, gravIrregular, "não traz o nome", "art145_par1")
			for _, x := range []string{"art143_cpt_inc1_ali2", "art143_cpt_inc3_ali1", "art143_cpt_inc4_ali1", "art143_cpt_inc5_ali5"} {
				quer(t, "faltando", r, achItens, gravIrregular, "Faltam no documento", x)
			}
			aus := 0
			for _, it := range r.Documento.Itens {
				if it.Situacao == itemAusente {
					aus++
				}
			}
			if aus != 5 { // endereço, prefixo, nome, documento, poltrona
				t.Errorf("itens ausentes: %d, quer 5: %+v", aus, r.Documento.Itens)
			}
		}},
		{"validade-curta.xml", benNenhum, false, func(t *testing.T, r RespostaBpe) {
			quer(t, "validade-curta", r, achValidadeInform, gravAtencao, "vale até 10/06/2027, antes de 10/12/2027", "art144")
		}},
		{"chave-digito-errado.xml", benNenhum, false, func(t *testing.T, r RespostaBpe) {
			quer(t, "digito", r, achDigito, gravIrregular, "é 8, mas o cálculo (módulo 11 dos 43 primeiros dígitos) dá 7", "art143_cpt_inc2_ali2")
		}},
		{"cnpj-invalido.xml", benNenhum, false, func(t *testing.T, r RespostaBpe) {
			quer(t, "cnpj", r, achCnpj, gravIrregular, "11.222.333/0001-82", "art143_cpt_inc1_ali1")
			quer(t, "cnpj", r, achDigito, gravConforme, "confere", "art143_cpt_inc2_ali2")
		}},
	} {
		r := bpeXML(t, c.arquivo)
		if r.Entrada != entXML || r.Documento == nil {
			t.Fatalf("%s: entrada %s documento %v", c.arquivo, r.Entrada, r.Documento)
		}
		if string(r.Documento.Beneficio) != c.beneficio || r.Documento.Gratuidade != c.gratuidade {
			t.Errorf("%s: beneficio %s gratuidade %v, quer %s %v", c.arquivo, r.Documento.Beneficio, r.Documento.Gratuidade, c.beneficio, c.gratuidade)
		}
		if len(r.Documento.Itens) != len(itensBpe) {
			t.Errorf("%s: %d itens", c.arquivo, len(r.Documento.Itens))
		}
		c.checar(t, r)
	}
}

// TestBpeErros: malformed documents get one structured error in Portuguese
// on the field xml.
func TestBpeErros(t *testing.T) {
	grande := strings.Repeat(" ", 1<<20)
	for _, c := range []struct {
		nome, xml, codigo, trecho string
	}{
		{"bomba", lerFixture(t, "bomba.xml"), codXMLInvalido, "<!DOCTYPE"},
		{"malformado", lerFixture(t, "malformado.xml"), codXMLInvalido, "é fechado por"},
		{"nao-bpe", lerFixture(t, "nao-bpe.xml"), codXMLInvalido, "não é um BP-e"},
		{"1 MB", "<BPe>" + grande + "</BPe>", codTextoLongo, "131.072 bytes"},
		{"entidade externa", `<!DOCTYPE BPe SYSTEM "file:///etc/passwd"><BPe/>`, codXMLInvalido, "<!DOCTYPE"},
		{"entidade desconhecida", `<BPe xmlns="http://www.portalfiscal.inf.br/bpe">&xxe;</BPe>`, codXMLInvalido, "entidade desconhecida"},
		{"profundo", strings.Repeat("<a>", 40) + strings.Repeat("</a>", 40), codXMLInvalido, "aninhados demais"},
		{"sem infBPe", `<BPe xmlns="http://www.portalfiscal.inf.br/bpe"/>`, codXMLInvalido, "infBPe"},
		{"data", strings.Replace(lerFixture(t, "integral.xml"), "2026-12-10T14:30:00-03:00", "10/12/2026", 1), codXMLInvalido, "<ide/dhEmi>"},
		{"valor", strings.Replace(lerFixture(t, "integral.xml"), "<vBP>158.40", "<vBP>158,40", 1), codXMLInvalido, "<infValorBPe/vBP>"},
		{"utf8", "<BPe>\xff</BPe>", codXMLInvalido, "UTF-8"},
	} {
		_, erros := Bpe(PedidoBpe{Agora: agoraBpe, XML: c.xml})
		if len(erros) != 1 || string(erros[0].Codigo) != c.codigo || erros[0].Campo != "xml" || !strings.Contains(erros[0].Mensagem, c.trecho) {
			t.Errorf("%s: %+v, quer %s com %q", c.nome, erros, c.codigo, c.trecho)
		}
	}
	for _, c := range []struct{ nome, chave, campo, trecho string }{
		{"curta", "4322050736461700013563060000000010181350943", "chave", "44 dígitos; vieram 43"},
		{"letras", "4322 0507 abcd", "chave", "só dígitos"},
		{"qr sem chave", "https://bpe.fazenda.sp.gov.br/BPe/qrcode?chBPe=&tpAmb=2", "chave", "chBPe="},
	} {
		_, erros := Bpe(PedidoBpe{Agora: agoraBpe, Chave: c.chave})
		if len(erros) != 1 || erros[0].Campo != c.campo || !strings.Contains(erros[0].Mensagem, c.trecho) {
			t.Errorf("%s: %+v", c.nome, erros)
		}
	}
	if _, erros := Bpe(PedidoBpe{Agora: agoraBpe}); len(erros) != 1 || erros[0].Codigo != codObrigatorio {
		t.Errorf("sem chave nem xml: %+v", erros)
	}
	if _, erros := Bpe(PedidoBpe{Agora: agoraBpe, Chave: chaveNST, XML: "<BPe/>"}); len(erros) != 1 || erros[0].Codigo != codValorInvalido {
		t.Errorf("as duas: %+v", erros)
	}
}

func TestBpeChave(t *testing.T) {
	maio22 := instante.Date(2023, 5, 15, 12, 0, 0, 0, instante.UTC)
	for _, c := range []struct {
		nome, chave string
		agora       instante.Time
		entrada     string
		digitoOk    bool
		uf          string
		situacao    string
		achado      []string // código gravidade trecho
	}{
		{"NST", chaveNST, agoraBpe, entChave, true, "RS", valVencido, []string{achDigito, gravConforme, "(6) confere", achValidade, gravInformacao, "no máximo até 31/05/2023"}},
		{"espacos", "4322 0507 3646 1700 0135 6306 0000 0000 1018 1350 9436", maio22, entChave, true, "RS", valIndeterminado, []string{achValidade, gravAtencao, "entre 01/05/2023 e 31/05/2023"}},
		{"qr", "https://dfe-portal.svrs.rs.gov.br/bpe/qrCode?chBPe=" + chaveNST + "&tpAmb=1", instante.Date(2023, 4, 30, 12, 0, 0, 0, instante.UTC), entQRCode, true, "RS", valValido, []string{achValidade, gravConforme, "pelo menos até 01/05/2023"}},
		{"qr maiusculas", "HTTPS://X/?CHBPE=" + chaveNST, agoraBpe, entQRCode, true, "RS", valVencido, nil},
		{"Id", "BPe" + chaveNST, agoraBpe, entChave, true, "RS", valVencido, nil},
		{"digito", chaveNST[:43] + "7", agoraBpe, entChave, false, "RS", valVencido, []string{achDigito, gravIrregular, "é 7, mas o cálculo (módulo 11 dos 43 primeiros dígitos) dá 6"}},
		{"modelo 57", comDV("432205073646170001355706000000001018135094"[:42] + "3"), agoraBpe, entChave, true, "RS", valVencido, []string{achModelo, gravIrregular, "modelo 57"}},
		{"uf 99", comDV("99" + chaveNST[2:43]), agoraBpe, entChave, true, "", valVencido, []string{achUf, gravIrregular, "(99)"}},
		{"mes 13", comDV("432213" + chaveNST[6:43]), agoraBpe, entChave, true, "RS", "", []string{achMes, gravIrregular, "(13) não existe"}},
		{"cnpj", comDV("432205" + "07364617000136" + chaveNST[20:43]), agoraBpe, entChave, true, "RS", valVencido, []string{achCnpj, gravIrregular, "07.364.617/0001-36"}},
	} {
		r, erros := Bpe(PedidoBpe{Agora: c.agora, Chave: c.chave})
		if len(erros) > 0 {
			t.Errorf("%s: %v", c.nome, erros)
			continue
		}
		if string(r.Entrada) != c.entrada || r.Chave == nil || r.Chave.DigitoValido != c.digitoOk || r.Documento != nil {
			t.Errorf("%s: %+v", c.nome, r)
			continue
		}
		if got := ""; r.Chave.Uf != nil {
			got = string(*r.Chave.Uf)
			if got != c.uf {
				t.Errorf("%s: uf %s", c.nome, got)
			}
		} else if c.uf != "" {
			t.Errorf("%s: uf null", c.nome)
		}
		if (r.Validade == nil) != (c.situacao == "") || r.Validade != nil && string(r.Validade.Situacao) != c.situacao {
			t.Errorf("%s: validade %+v, quer %q", c.nome, r.Validade, c.situacao)
		}
		for i := 0; i+2 < len(c.achado); i += 3 {
			quer(t, c.nome, r, c.achado[i], c.achado[i+1], c.achado[i+2], "")
		}
	}
	c := lerChave(chaveNST)
	if c.Cnpj != "07364617000135" || c.Modelo != 63 || c.Serie != 60 || c.Numero != 10 || c.TipoEmissao != 1 || c.CodigoNumerico != "81350943" || c.Ano != 2022 || c.Mes != 5 {
		t.Errorf("campos da chave: %+v", c)
	}
}

// TestBpeJSON: the JSON door gives the typed answer, and every finding has
// a citation.
func TestBpeJSON(t *testing.T) {
	req, _ := json.Marshal(map[string]string{"operacao": "bpe", "agora": "2026-12-20T10:00:00-03:00", "xml": lerFixture(t, "gratuidade-idoso-taxas.xml")})
	var r struct {
		Ok      bool
		Achados []struct {
			Codigo, Gravidade, Texto string
			Fundamentos              []Citacao
		}
		Documento struct{ Beneficio string }
	}
	if err := json.Unmarshal(Calcular(req), &r); err != nil || !r.Ok || r.Documento.Beneficio != catIdoso {
		t.Fatalf("%v %+v", err, r)
	}
	for _, a := range r.Achados {
		if len(a.Fundamentos) == 0 || a.Texto == "" {
			t.Errorf("achado sem fundamento: %+v", a)
		}
	}
}

// TestBpeRespostaLimitada: the largest answer (every item missing or not
// verifiable, long names and codes repeated from the document, every
// finding) stays within the contract's 64 KiB.
func TestBpeRespostaLimitada(t *testing.T) {
	longo := strings.Repeat("Ã", 15000)
	x := strings.NewReplacer("<xNome>Maria Aparecida da Silva</xNome>", "<xNome>"+longo+"</xNome>",
		"<xNome>Viação Exemplo de Teste Ltda</xNome>", "<xNome>"+longo+"</xNome>",
		"<tpDesconto>10</tpDesconto>", "<tpDesconto>"+longo[:1000]+"</tpDesconto>").Replace(lerFixture(t, "gratuidade-jovem-seguro.xml"))
	if len(x) > maxXML {
		t.Fatalf("fixture of %d bytes", len(x))
	}
	req, _ := json.Marshal(map[string]string{"operacao": "bpe", "agora": "2026-12-20T10:00:00-03:00", "xml": x})
	out := Calcular(req)
	if err := verificarResposta(out, opBpe); err != nil {
		t.Fatal(err)
	}
	if len(out) > maxResposta*3/4 {
		t.Errorf("answer of %d bytes: near the 64 KiB of the contract", len(out))
	}
	t.Logf("largest answer: %d bytes", len(out))
	for _, f := range fixturesBpe(t) {
		req, _ := json.Marshal(map[string]string{"operacao": "bpe", "agora": "2026-12-20T10:00:00-03:00", "xml": lerFixture(t, f)})
		if err := verificarResposta(Calcular(req), opBpe); err != nil {
			t.Errorf("%s: %.300v", f, err)
		}
	}
}
