package conformidade

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

func cenarioDe(t *testing.T, espera string) Cenario {
	t.Helper()
	var es []Esperado
	if err := json.Unmarshal([]byte(espera), &es); err != nil {
		t.Fatal(err)
	}
	return Cenario{ID: "x", Dispositivos: []string{"norma-1#art1"}, Espera: es}
}

func TestConferir(t *testing.T) {
	resposta := `{"ok": true, "beneficio": "gratuidade", "prazos": {"solicitarAte": "2026-12-24T05:00:00-03:00", "comprarAPartirDe": null},
		"valores": {"total": 1170}, "vazio": [],
		"direitos": [{"codigo": "b"}, {"codigo": "a"}], "conflitos": [{"reservas": [0, 2]}],
		"fundamentos": [{"norma": "n", "dispositivo": "art1"}, {"decisao": "stj-x"}],
		"documentosFundamentos": [[{"norma": "n", "dispositivo": "art2"}]],
		"erros": [{"campo": "a.b", "codigo": "c", "mensagem": "m"}]}`
	casos := []struct {
		espera string
		falha  string // "" passes; else the Obtido of the one failure
	}{
		{`[{"campo": "beneficio", "valor": "gratuidade"}]`, ""},
		{`[{"campo": "beneficio", "valor": "desconto"}]`, `"gratuidade"`},
		{`[{"campo": "prazos.solicitarAte", "valor": "2026-12-24T05:00-03:00"}]`, ""},                          // seconds omitted
		{`[{"campo": "prazos.solicitarAte", "valor": "2026-12-24T08:00:00Z"}]`, `"2026-12-24T05:00:00-03:00"`}, // same instant, other offset
		{`[{"campo": "prazos.comprarAPartirDe", "valor": null}]`, ""},
		{`[{"campo": "prazos.apresentarAte", "valor": null}]`, ""}, // absent is null
		{`[{"campo": "prazos.apresentarAte", "valor": "2026-12-24T05:00:00-03:00"}]`, "ausente"},
		{`[{"campo": "valores.total", "valor": 1170}]`, ""},
		{`[{"campo": "valores.total", "valor": 1171}]`, "1170"},
		{`[{"campo": "valores.total", "valor": "1170"}]`, "1170"},
		{`[{"campo": "vazio", "valor": []}]`, ""},
		{`[{"campo": "direitos", "valor": []}]`, `[{"codigo":"b"},{"codigo":"a"}]`},
		{`[{"campo": "direitos[1].codigo", "valor": "a"}]`, ""},
		{`[{"campo": "direitos[2].codigo", "valor": "a"}]`, "ausente"},
		{`[{"campo": "direitos[*].codigo", "conjunto": ["a", "b"]}]`, ""},
		{`[{"campo": "direitos[*].codigo", "conjunto": ["a"]}]`, `["a", "b"]`},
		{`[{"campo": "conflitos[*].reservas", "conjunto": [[0, 2]]}]`, ""},
		{`[{"campo": "fundamentos", "inclui": ["n#art1", "stj-x"]}]`, ""},
		{`[{"campo": "fundamentos", "inclui": ["n#art2"]}]`, "[n#art1, stj-x] (faltam n#art2)"},
		{`[{"campo": "documentosFundamentos", "inclui": ["n#art2"]}]`, ""},
		{`[{"campo": "erros", "contem": [{"campo": "a.b", "codigo": "c"}]}]`, ""},
		{`[{"campo": "erros", "contem": [{"campo": "a.b", "codigo": "d"}]}]`, `[{"campo":"a.b","codigo":"c","mensagem":"m"}]`},
		{`[{"campo": "ok", "valor": false}]`, "true"},
	}
	for _, c := range casos {
		fs := Conferir(cenarioDe(t, c.espera), []byte(resposta))
		switch {
		case c.falha == "" && len(fs) != 0:
			t.Errorf("%s: falhou %+v", c.espera, fs)
		case c.falha != "" && (len(fs) != 1 || fs[0].Obtido != c.falha):
			t.Errorf("%s: %+v, quer obtido %s", c.espera, fs, c.falha)
		case c.falha != "" && strings.Join(fs[0].Dispositivos, ",") != "norma-1#art1":
			t.Errorf("%s: dispositivos %v", c.espera, fs[0].Dispositivos)
		}
	}
	for _, r := range []string{"", "null", "[1]", "<html>", `{"ok": true} lixo`} {
		fs := Conferir(cenarioDe(t, `[{"campo": "ok", "valor": true}]`), []byte(r))
		if r == `{"ok": true} lixo` {
			continue // the first value is read, as a stream of answers would be
		}
		if len(fs) != 1 || fs[0].Campo != "" {
			t.Errorf("%q: %+v", r, fs)
		}
	}
	// an expectation's own dispositivos are the ones a failure names
	fs := Conferir(cenarioDe(t, `[{"campo": "ok", "valor": false, "dispositivos": ["outra#art9"]}]`), []byte(resposta))
	if len(fs) != 1 || fs[0].Dispositivos[0] != "outra#art9" {
		t.Errorf("%+v", fs)
	}
}

func TestValidarRecusa(t *testing.T) {
	base := `{"versao": "1", "contrato": "v1", "revisaoRegras": 3, "descricao": "d", "cenarios": [%s]}`
	bom := `{"id": "a-b", "titulo": "t", "regras": ["§7.4"], "dispositivos": ["n#art1"], "fundamentacao": "f", "pedido": {"operacao": "x"}, "espera": [{"campo": "ok", "valor": true}]}`
	if _, err := Ler([]byte(strings.Replace(base, "%s", bom, 1))); err != nil {
		t.Fatal(err)
	}
	for _, troca := range [][2]string{
		{`"a-b"`, `"A b"`}, {`"§7.4"`, `"7.4"`}, {`"n#art1"`, `"n #art1"`}, {`{"operacao": "x"}`, `[1]`},
		{`"valor": true`, `"valor": true, "inclui": ["n#a"]`}, {`"campo": "ok"`, `"campo": "a[x]"`}, {`"titulo": "t"`, `"titulo": ""`},
		{`"espera": [{"campo": "ok", "valor": true}]`, `"espera": [{"campo": "ok", "conjunto": [1]}]`}, {`"fundamentacao"`, `"desconhecida"`},
	} {
		ruim := strings.Replace(bom, troca[0], troca[1], 1)
		if _, err := Ler([]byte(strings.Replace(base, "%s", ruim, 1))); err == nil {
			t.Errorf("aceitou %s", ruim)
		}
	}
	if _, err := Ler([]byte(strings.Replace(base, "%s", bom+","+bom, 1))); err == nil || !strings.Contains(err.Error(), "repetido") {
		t.Errorf("id repetido: %v", err)
	}
}

// Whatever the answer, Conferir never panics, reports at most one failure
// per expectation, each on an expectation's field, and none for an answer
// that is the expected values themselves.
func FuzzConferir(f *testing.F) {
	s, err := Embutida()
	if err != nil {
		f.Fatal(err)
	}
	f.Add([]byte(`{"ok": true, "beneficio": "gratuidade"}`), uint8(0))
	f.Add([]byte(`{"direitos": [{"codigo": 1}], "fundamentos": [[{"norma": 2}]]}`), uint8(3))
	f.Add([]byte(`[`), uint8(9))
	f.Fuzz(func(t *testing.T, resp []byte, i uint8) {
		c := s.Cenarios[int(i)%len(s.Cenarios)]
		fs := Conferir(c, resp)
		if len(fs) > len(c.Espera) {
			t.Fatalf("%d falhas para %d expectativas", len(fs), len(c.Espera))
		}
		for _, f := range fs {
			if f.Campo == "" {
				if len(fs) != 1 {
					t.Fatalf("falha da resposta inteira junto com outras: %+v", fs)
				}
				continue
			}
			achou := false
			for _, e := range c.Espera {
				achou = achou || e.Campo == f.Campo
			}
			if !achou || len(f.Dispositivos) == 0 {
				t.Fatalf("falha sem expectativa ou sem dispositivo: %+v", f)
			}
		}
	})
}

// A suite read from any bytes is either refused or published and read back
// to the same bytes.
func FuzzLer(f *testing.F) {
	if s, err := Embutida(); err == nil {
		s.Cenarios = s.Cenarios[:1]
		b, _ := Publicar(s)
		f.Add(b)
	}
	f.Add([]byte(`{"versao": "1", "contrato": "v1", "revisaoRegras": 3, "descricao": "", "cenarios": []}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		s, err := Ler(b)
		if err != nil {
			return
		}
		p1, err := Publicar(s)
		if err != nil {
			t.Fatal(err)
		}
		s2, err := Ler(p1)
		if err != nil {
			t.Fatalf("publicada e relida: %v", err)
		}
		p2, _ := Publicar(s2)
		if !bytes.Equal(p1, p2) {
			t.Fatal("publicar não é estável")
		}
	})
}
