package generator

import (
	"strconv"
	"strings"
	"testing"
)

// TestCabecalhoDecisao: a decision's front matter is checked by the same
// schema-driven reader as a norm's (lerCampos): each problem at its line.
func TestCabecalhoDecisao(t *testing.T) {
	valido := "tribunal: STJ\ntribunal_nome: \"Superior Tribunal de Justiça\"\nclasse: REsp\nclasse_nome: \"Recurso Especial\"\n" +
		"numero: \"1.543.465/RS\"\nrelator: \"Ministro X\"\njulgamento: \"13/12/2018\"\nfonte_oficial: \"https://stj.jus.br/x\"\n" +
		"transcricao: \"transcrita\"\nconferido_em: 2026-11-30\nfontes: [decisoes-judiciais.txt]\nementa:\n  - \"Um parágrafo.\"\n" +
		"decidiu: \"x\"\nalcance: \"y\"\ndispositivos:\n  - {ref: \"lei-8899-1994#art1\", marca: \"z\"}\n"
	for _, c := range []struct{ nome, texto, want string }{
		{"válido", valido, ""},
		{"chave desconhecida", valido + "tipo: lei\n", "19: chave desconhecida no cabeçalho: \"tipo\""},
		{"falta relator", strings.Replace(valido, "relator: \"Ministro X\"\n", "", 1), "1: falta a chave obrigatória \"relator\" no cabeçalho"},
		{"relator vazio", strings.Replace(valido, "relator: \"Ministro X\"", "relator: \"\"", 1), "7: a chave \"relator\" está vazia"},
		{"ementa vazia", strings.Replace(valido, "ementa:\n  - \"Um parágrafo.\"\n", "ementa: []\n", 1), "13: a chave \"ementa\" está vazia: um parágrafo da ementa por item"},
		{"endereço", strings.Replace(valido, "https://stj.jus.br/x", "stj.jus.br", 1), "9: fonte_oficial deve ser um endereço http(s)"},
		{"fonte com pasta", strings.Replace(valido, "[decisoes-judiciais.txt]", "[a/b.txt]", 1), "12: fonte \"a/b.txt\" inválida: use o nome de um arquivo da pasta fontes/, como \"decisoes-judiciais.txt\""},
		{"sem data", strings.Replace(valido, "13/12/2018", "dezembro de 2018", 1), "1: nem \"julgamento\" nem \"publicacao\" têm uma data DD/MM/AAAA"},
		{"não é mapa", "- tribunal\n", "2: o cabeçalho deve ser um mapa \"chave: valor\", não uma lista"},
	} {
		t.Run(c.nome, func(t *testing.T) {
			d := &decisao{}
			var got []string
			for _, p := range d.lerCabecalho(linhasDe(c.texto)) {
				got = append(got, strconv.Itoa(p.Linha)+": "+p.Mensagem)
			}
			if c.want == "" && len(got) > 0 || c.want != "" && (len(got) != 1 || got[0] != c.want) {
				t.Errorf("problemas %q, esperado %q", got, c.want)
			}
		})
	}
}
