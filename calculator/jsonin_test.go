package calculator

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"viagemdedireito/calculator/instante"
	"viagemdedireito/calculator/internal/jsonc"
)

// Contract revision 2: an object with the same key twice is an error naming
// the key's path, at any depth; other objects are unaffected.
func TestChaveDuplicada(t *testing.T) {
	casos := []struct {
		req    string
		campos []string
	}{
		{`{"operacao":"reembolso","operacao":"beneficio"}`, []string{"operacao"}},
		{`{"operacao":"reembolso","compra":{"tarifa":1,"tarifa":100000}}`, []string{"compra.tarifa"}},
		{`{"operacao":"reservas","reservas":[{"destino":"A"},{"destino":"A","partida":"x","destino":"B"}]}`, []string{"reservas[1].destino"}},
		{`{"a":{"b":[[{"c":1,"c":2}]]},"a":1}`, []string{"a.b[0][0].c", "a"}},
		{`{"x":1,"x":2,"x":3}`, []string{"x"}},
	}
	for _, c := range casos {
		_, erros := lerEntrada([]byte(c.req))
		if len(erros) != len(c.campos) {
			t.Errorf("%s: errors %v, want one per %v", c.req, erros, c.campos)
			continue
		}
		for i, e := range erros {
			if e.Codigo != codChaveDuplicada || e.Campo != c.campos[i] || e.Mensagem == "" {
				t.Errorf("%s: error %d = %+v, want chave_duplicada at %s", c.req, i, e, c.campos[i])
			}
		}
	}
	// Many members: the set path of the check, and the error count is bounded.
	var b strings.Builder
	b.WriteString(`{"operacao":"reservas"`)
	for i := 0; i < 3000; i++ {
		b.WriteString(`,"k` + itoa(int64(i%1000)) + `":0`)
	}
	b.WriteString(`}`)
	if _, erros := lerEntrada([]byte(b.String())); len(erros) != jsonc.MaxRepetidas {
		t.Errorf("%d duplicate-key errors, want the cap %d", len(erros), jsonc.MaxRepetidas)
	}
	for _, ok := range []string{`{"a":{"a":{"a":1}}}`, `[{"a":1},{"a":2}]`, `{"a":1,"A":2,"a ":3}`} {
		if _, erros := lerEntrada([]byte(ok)); len(erros) != 0 {
			t.Errorf("%s: %v", ok, erros)
		}
	}
	// Through the contract: ok false with the field.
	m := calc(t, `{"operacao":"remarcacao","agora":"2026-12-22T09:30:00-03:00","agora":"2027-12-22T09:30:00-03:00"}`)
	igual(t, m, "ok", false, "erros.0.campo", "agora", "erros.0.codigo", "chave_duplicada")
	if _, c := CalcularComErro([]byte(`{"a":1,"a":1}`)); c != codChaveDuplicada {
		t.Errorf("CalcularComErro code %q", c)
	}
}

// temRepetida is a reference check with encoding/json's tokenizer: some
// object of the (valid) document has a key twice.
func temRepetida(entrada []byte) bool {
	d := json.NewDecoder(bytes.NewReader(entrada))
	type nivel struct {
		obj    bool
		chave  bool // the next token of an object is a key
		chaves map[string]bool
	}
	var pilha []*nivel
	for {
		tok, err := d.Token()
		if err != nil {
			return false
		}
		var topo *nivel
		if len(pilha) > 0 {
			topo = pilha[len(pilha)-1]
		}
		if topo != nil && topo.obj && topo.chave {
			if s, ok := tok.(string); ok {
				if topo.chaves[s] {
					return true
				}
				topo.chaves[s] = true
				topo.chave = false
				continue
			}
		}
		switch tok {
		case json.Delim('{'):
			pilha = append(pilha, &nivel{obj: true, chave: true, chaves: map[string]bool{}})
			continue
		case json.Delim('['):
			pilha = append(pilha, &nivel{})
			continue
		case json.Delim('}'), json.Delim(']'):
			pilha = pilha[:len(pilha)-1]
		}
		if len(pilha) > 0 && pilha[len(pilha)-1].obj {
			pilha[len(pilha)-1].chave = true
		}
	}
}

// FuzzChaveDuplicada: lerEntrada reports chave_duplicada exactly when some
// object of a valid document repeats a key (encoding/json's tokens decide).
func FuzzChaveDuplicada(f *testing.F) {
	for _, s := range []string{`{"a":1,"a":2}`, `{"a":{"b":1},"b":1}`, `[{"a":[{"a":1,"b":2,"a":3}]}]`, `{"\u0061":1,"a":2}`, `{"a":1,"A":1}`, `{}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, entrada []byte) {
		_, erros := lerEntrada(entrada)
		if !json.Valid(entrada) {
			return
		}
		sintaxe := len(erros) == 1 && erros[0].Codigo == codJSONInvalido
		if sintaxe {
			return // the documented limits (depth, element count)
		}
		if got, want := len(erros) > 0, temRepetida(entrada); got != want {
			t.Fatalf("%q: duplicate reported %v, reference %v (%v)", entrada, got, want, erros)
		}
		for _, e := range erros {
			if e.Codigo != codChaveDuplicada {
				t.Fatalf("%q: unexpected error %+v", entrada, e)
			}
		}
	})
}

// RFC 3339 § 5.6: "T" and "Z" may be lower case; seconds stay optional.
func TestInstanteMinusculas(t *testing.T) {
	for s, want := range map[string]string{
		"2026-12-24t08:00:00-03:00": "2026-12-24T08:00:00-03:00",
		"2026-12-24T11:00:00z":      "2026-12-24T11:00:00Z",
		"2026-12-24t11:00z":         "2026-12-24T11:00:00Z",
		"2026-12-24t08:00-03:00":    "2026-12-24T08:00:00-03:00",
	} {
		got, ok := parseInstante(s)
		if !ok || string(instante.AppendRFC3339(nil, got)) != want {
			t.Errorf("parseInstante(%q) = %v, %v; want %s", s, got, ok, want)
		}
	}
	for _, s := range []string{"2026-12-24x08:00:00-03:00", "2026-12-24 08:00:00z", "2026-12-24T08:00:00", "2026-12-24T08:00:00y"} {
		if _, ok := parseInstante(s); ok {
			t.Errorf("parseInstante(%q) accepted", s)
		}
	}
}

// Contract revision 3 (R5): an error answer is bounded: at most 100
// errors, each campo at most 200 code points (start and end kept around
// "…"), at most 64 KiB in all; a duplicate key no longer hides the other
// invalid fields.
func TestRespostaErroLimitada(t *testing.T) {
	type resp struct {
		Ok    bool   `json:"ok"`
		Erros []Erro `json:"erros"`
	}
	ler := func(t *testing.T, out []byte) resp {
		t.Helper()
		var r resp
		if err := json.Unmarshal(out, &r); err != nil || r.Ok || len(r.Erros) == 0 {
			t.Fatalf("not an error answer: %v %.300s", err, out)
		}
		if len(out) > limiteResposta {
			t.Errorf("error answer of %d bytes", len(out))
		}
		if len(r.Erros) > 100 {
			t.Errorf("%d errors, the cap is 100", len(r.Erros))
		}
		for _, e := range r.Erros {
			if n := len([]rune(e.Campo)); n > 200 {
				t.Errorf("campo of %d code points", n)
			}
		}
		return r
	}
	// A long key repeated: its path keeps its start and its end.
	longa := "início" + strings.Repeat("é", 300) + "fim"
	r := ler(t, Calcular([]byte(`{"operacao":"reservas","x":{"`+longa+`":1,"`+longa+`":2}}`)))
	c := r.Erros[0].Campo
	if r.Erros[0].Codigo != codChaveDuplicada || !strings.HasPrefix(c, "x.início") || !strings.HasSuffix(c, "éfim") ||
		!strings.Contains(c, "…") || len([]rune(c)) != 200 {
		t.Errorf("long path: %q (%d code points)", c, len([]rune(c)))
	}
	// The worst case constructed: 120 repeated keys of 1,000 control
	// characters each (each written back as \u00XX), nested: every campo at
	// its bound, each escaped character 6 bytes.
	var b strings.Builder
	b.WriteString(`{"operacao":"reservas","reservas":[`)
	for i := 0; i < 120; i++ {
		if i > 0 {
			b.WriteByte(',')
		}
		k := strings.Repeat(`\u0001`, 1000) + itoa(int64(i))
		b.WriteString(`{"` + k + `":1,"` + k + `":2,"destino":7}`)
	}
	b.WriteString(`]}`)
	out := Calcular([]byte(b.String()))
	r = ler(t, out)
	t.Logf("largest error answer constructed: %d bytes, %d errors ", len(out), len(r.Erros))
	// Many invalid fields: the first 100, in the request's order.
	b.Reset()
	b.WriteString(`{"operacao":"disponibilidade","paradas":["A","B"],"trecho":{"de":0,"ate":1},"concedidos":[`)
	for i := 0; i < 20000; i++ {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(`{"categoria":"x","tipo":"y","de":-1,"ate":-2}`)
	}
	b.WriteString(`]}`)
	r = ler(t, Calcular([]byte(b.String())))
	if len(r.Erros) != 100 || r.Erros[0].Campo != "concedidos[0].categoria" {
		t.Errorf("%d errors, first %+v", len(r.Erros), r.Erros[0])
	}
	// A duplicate key and another invalid field: both reported.
	r = ler(t, Calcular([]byte(`{"operacao":"remarcacao","agora":"2026-12-22T09:30:00-03:00","agora":"2027-12-22T09:30:00-03:00","valorPago":-1}`)))
	campos := map[string]CodigoErro{}
	for _, e := range r.Erros {
		campos[e.Campo] = e.Codigo
	}
	if r.Erros[0].Codigo != codChaveDuplicada || campos["valorPago"] != codNegativo || campos["emissao"] != codObrigatorio {
		t.Errorf("the duplicate key hides other fields: %+v", r.Erros)
	}
}
