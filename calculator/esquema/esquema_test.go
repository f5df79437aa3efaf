package esquema

import (
	"bytes"
	"reflect"
	"strings"
	"testing"

	"viagemdedireito/calculator"
)

func contrato(t *testing.T, extra ...string) *Contrato {
	t.Helper()
	docs, err := LerDocs("..")
	if err != nil {
		t.Fatal(err)
	}
	c, err := Ler(docs, extra...)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// The walk covers every operation of the registry, with the discriminating
// literals first, unique keys, and the Go doc comments as descriptions.
func TestLer(t *testing.T) {
	c := contrato(t, "codigo_extra")
	if len(c.Operacoes) != len(calculator.NomesOperacoes()) {
		t.Fatalf("%d operações, o registro tem %d", len(c.Operacoes), len(calculator.NomesOperacoes()))
	}
	for _, op := range c.Operacoes {
		p, r := c.Definicao(op.Pedido), c.Definicao(op.Resposta)
		if p == nil || r == nil {
			t.Fatalf("%s: sem definição de %s ou %s", op.Nome, op.Pedido, op.Resposta)
		}
		if f := p.Campos[0]; f.Nome != "operacao" || f.Literal != `"`+op.Nome+`"` {
			t.Errorf("%s: primeiro campo %+v", op.Pedido, f)
		}
		if f := r.Campos[0]; f.Nome != "ok" || f.Literal != "true" {
			t.Errorf("%s: primeiro campo %+v", op.Resposta, f)
		}
		if p.Doc == "" || r.Doc == "" {
			t.Errorf("%s: sem comentário Go em %s ou %s", op.Nome, op.Pedido, op.Resposta)
		}
	}
	for _, n := range c.Ordem {
		d := c.Definicoes[n]
		vistos := map[string]bool{}
		for _, f := range d.Campos {
			if f.Nome == "" || vistos[f.Nome] {
				t.Errorf("%s: chave %q vazia ou repetida", n, f.Nome)
			}
			vistos[f.Nome] = true
			if f.Opcional && f.Anulavel {
				t.Errorf("%s.%s: opcional e anulável", n, f.Nome)
			}
		}
	}
	viagem := c.Definicao("ViagemBeneficio")
	var partida Campo
	for _, f := range viagem.Campos {
		if f.Nome == "partidaLinha" {
			partida = f
		}
	}
	if partida.Doc != "Departure from the line's initial point." || partida.Tipo.Nome != "Instante" || partida.Opcional {
		t.Errorf("viagem.partidaLinha: %+v", partida)
	}
	cod := c.Definicao("CodigoErro").Valores
	if cod[len(cod)-1] != "codigo_extra" || len(cod) != len(calculator.CodigoErro("").Valores())+1 {
		t.Errorf("CodigoErro: %v", cod)
	}
	if d := c.Definicao("Data"); d == nil || d.Base != "data" {
		t.Errorf("Data: %+v (nascimento, pagarAte e validoAte são datas)", d)
	}
}

// A Go type the contract cannot represent, or a field without a json tag,
// is an error, not a silent gap in the documents.
func TestTipoSemRepresentacao(t *testing.T) {
	for _, v := range []any{
		struct {
			X chan int `json:"x"`
		}{},
		struct{ Y string }{},
		struct {
			Z map[string]int `json:"z"`
		}{},
	} {
		c := &Contrato{Definicoes: map[string]*Definicao{}}
		if err := c.definir(reflect.TypeOf(v), Docs{}, true); err == nil {
			t.Errorf("%T aceito", v)
		}
	}
}

// The documents are deterministic and TypeScript names every definition.
func TestDocumentos(t *testing.T) {
	c := contrato(t)
	api := API{Titulo: "t", Versao: "1", Rota: "/a", RotaOpenAPI: "/b", LimiteCorpo: 10, Status: map[string]string{"200": "ok", "400": "x"}}
	a, b := OpenAPI(c, api), OpenAPI(contrato(t), api)
	if !bytes.Equal(a, b) {
		t.Error("OpenAPI não determinístico")
	}
	ts := TypeScript(c)
	for _, n := range c.Ordem {
		if !strings.Contains(ts, "export type "+n+" =") && !strings.Contains(ts, "export interface "+n+" {") {
			t.Errorf("TypeScript não declara %s", n)
		}
	}
	for _, u := range c.Unioes {
		if !strings.Contains(ts, "export type "+u.Nome+" = "+MembrosTS(u)+";") {
			t.Errorf("TypeScript não declara a união %s", u.Nome)
		}
	}
}
