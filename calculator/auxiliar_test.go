package calculator

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"
)

// calc runs a request and decodes the response, failing on invalid JSON.
func calc(t testing.TB, req string) map[string]any {
	t.Helper()
	out := Calcular([]byte(req))
	var m map[string]any
	if err := json.Unmarshal(out, &m); err != nil {
		t.Fatalf("invalid JSON response %s: %v", out, err)
	}
	return m
}

// calcOK runs a request that must succeed.
func calcOK(t testing.TB, req string) map[string]any {
	t.Helper()
	m := calc(t, req)
	if m["ok"] != true {
		t.Fatalf("request failed: %v\nrequest: %s", m["erros"], req)
	}
	return m
}

// pegar walks a path like "valores.tarifa" or "conflitos.0.reservas.1".
func pegar(v any, caminho string) any {
	for _, k := range strings.Split(caminho, ".") {
		switch x := v.(type) {
		case map[string]any:
			v = x[k]
		case []any:
			i, err := strconv.Atoi(k)
			if err != nil || i < 0 || i >= len(x) {
				return nil
			}
			v = x[i]
		default:
			return nil
		}
	}
	return v
}

// num reads an integer at path (JSON numbers decode as float64).
func num(t testing.TB, m map[string]any, caminho string) int64 {
	t.Helper()
	f, ok := pegar(m, caminho).(float64)
	if !ok {
		t.Fatalf("%s is %v (%T), not a number", caminho, pegar(m, caminho), pegar(m, caminho))
	}
	return int64(f)
}

// igual asserts pairs of path and expected value (string, bool, nil, int).
func igual(t testing.TB, m map[string]any, pares ...any) {
	t.Helper()
	for i := 0; i+1 < len(pares); i += 2 {
		c := pares[i].(string)
		got := pegar(m, c)
		switch w := pares[i+1].(type) {
		case int:
			if f, ok := got.(float64); !ok || f != float64(w) {
				t.Errorf("%s = %v, want %d", c, got, w)
			}
		default:
			if got != w {
				t.Errorf("%s = %#v, want %#v", c, got, w)
			}
		}
	}
}

// temFundamento reports whether the list at path has norma#dispositivo,
// or (rules revision 3, R7) the court decision "decisao:slug".
func temFundamento(m any, caminho, chave string) bool {
	l, _ := pegar(m, caminho).([]any)
	for _, c := range l {
		cm, _ := c.(map[string]any)
		if d, ok := cm["decisao"].(string); ok {
			if "decisao:"+d == chave {
				return true
			}
			continue
		}
		if cm["norma"].(string)+"#"+cm["dispositivo"].(string) == chave {
			return true
		}
	}
	return false
}

// notaCom returns the first note containing every fragment, or nil.
func notaCom(m map[string]any, fragmentos ...string) map[string]any {
	l, _ := m["notas"].([]any)
	for _, n := range l {
		nm := n.(map[string]any)
		txt := nm["texto"].(string)
		ok := true
		for _, f := range fragmentos {
			if !strings.Contains(txt, f) {
				ok = false
			}
		}
		if ok {
			return nm
		}
	}
	return nil
}

// montar builds a request from a base JSON object and edits: path → value
// (nil deletes the key).
func montar(t testing.TB, base string, edicoes map[string]any) string {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal([]byte(base), &m); err != nil {
		t.Fatal(err)
	}
	for caminho, v := range edicoes {
		ks := strings.Split(caminho, ".")
		cur := m
		for _, k := range ks[:len(ks)-1] {
			nx, ok := cur[k].(map[string]any)
			if !ok {
				nx = map[string]any{}
				cur[k] = nx
			}
			cur = nx
		}
		if v == nil {
			delete(cur, ks[len(ks)-1])
		} else {
			cur[ks[len(ks)-1]] = v
		}
	}
	b, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
