package conformidade

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Falha is one expectation an answer does not meet.
type Falha struct {
	// Campo is the expectation's path ("" when the answer as a whole is
	// not a JSON object).
	Campo string `json:"campo"`
	// Esperado and Obtido are the expected and the actual value, as JSON
	// text (Obtido "ausente" when the field is missing).
	Esperado string `json:"esperado"`
	Obtido   string `json:"obtido"`
	// Dispositivos are the rule broken: the expectation's own, else the
	// scenario's.
	Dispositivos []string `json:"dispositivos"`
}

// passo is one step of a path: a key, an index, or every element.
type passo struct {
	chave  string
	indice int // -1: none; -2: every element
}

const todos = -2

// analisarCaminho splits "a.b[2].c[*].d" into its steps.
func analisarCaminho(c string) ([]passo, error) {
	if c == "" {
		return nil, errors.New("campo vazio")
	}
	var out []passo
	for _, parte := range strings.Split(c, ".") {
		chave, resto, _ := strings.Cut(parte, "[")
		if chave == "" {
			return nil, fmt.Errorf("campo %q: chave vazia", c)
		}
		out = append(out, passo{chave: chave, indice: -1})
		for resto != "" {
			dentro, depois, ok := strings.Cut(resto, "]")
			if !ok {
				return nil, fmt.Errorf("campo %q: falta ]", c)
			}
			switch n, err := strconv.Atoi(dentro); {
			case dentro == "*":
				out = append(out, passo{indice: todos})
			case err == nil && n >= 0:
				out = append(out, passo{indice: n})
			default:
				return nil, fmt.Errorf("campo %q: índice %q inválido", c, dentro)
			}
			resto = strings.TrimPrefix(depois, "[")
			if depois != "" && !strings.HasPrefix(depois, "[") {
				return nil, fmt.Errorf("campo %q: texto depois de ]", c)
			}
		}
	}
	return out, nil
}

// valorEm follows the steps from v. It returns the values found (several
// after a "[*]") and whether every step found something; a missing key
// ends with ok false.
func valorEm(v any, passos []passo) ([]any, bool) {
	atuais := []any{v}
	for _, p := range passos {
		var prox []any
		for _, a := range atuais {
			switch {
			case p.indice == -1:
				m, ok := a.(map[string]any)
				if !ok {
					return nil, false
				}
				x, ok := m[p.chave]
				if !ok {
					return nil, false
				}
				prox = append(prox, x)
			case p.indice == todos:
				l, ok := a.([]any)
				if !ok {
					return nil, false
				}
				prox = append(prox, l...)
			default:
				l, ok := a.([]any)
				if !ok || p.indice >= len(l) {
					return nil, false
				}
				prox = append(prox, l[p.indice])
			}
		}
		atuais = prox
	}
	return atuais, true
}

// Conferir checks resposta against every expectation of c and returns the
// failures, none when the answer conforms.
func Conferir(c Cenario, resposta []byte) []Falha {
	d := json.NewDecoder(bytes.NewReader(resposta))
	d.UseNumber()
	var r any
	if err := d.Decode(&r); err != nil {
		return []Falha{{Esperado: "um objeto JSON", Obtido: resumo(string(resposta)), Dispositivos: c.Dispositivos}}
	}
	if _, ok := r.(map[string]any); !ok {
		return []Falha{{Esperado: "um objeto JSON", Obtido: resumo(string(resposta)), Dispositivos: c.Dispositivos}}
	}
	var falhas []Falha
	for _, e := range c.Espera {
		if f, ok := conferirUm(e, r); !ok {
			f.Campo = e.Campo
			f.Dispositivos = e.Dispositivos
			if len(f.Dispositivos) == 0 {
				f.Dispositivos = c.Dispositivos
			}
			falhas = append(falhas, f)
		}
	}
	return falhas
}

const ausente = "ausente"

func conferirUm(e Esperado, r any) (Falha, bool) {
	passos, err := analisarCaminho(e.Campo)
	if err != nil {
		return Falha{Esperado: "campo válido", Obtido: err.Error()}, false
	}
	achados, ok := valorEm(r, passos)
	switch {
	case e.Valor != nil:
		esperado, err := decodificarValor(e.Valor)
		if err != nil {
			return Falha{Esperado: string(e.Valor), Obtido: "expectativa inválida: " + err.Error()}, false
		}
		if !ok || len(achados) != 1 {
			if esperado == nil && !ok {
				return Falha{}, true // null: absent is the same
			}
			return Falha{Esperado: texto(esperado), Obtido: ausente}, false
		}
		if !iguais(esperado, achados[0]) {
			return Falha{Esperado: texto(esperado), Obtido: texto(achados[0])}, false
		}
		return Falha{}, true
	case e.Inclui != nil:
		var ids []string
		if ok && len(achados) == 1 {
			ids = idsDeCitacoes(achados[0])
		}
		var faltam []string
		for _, id := range e.Inclui {
			if !slices.Contains(ids, id) {
				faltam = append(faltam, id)
			}
		}
		if len(faltam) > 0 {
			obtido := ausente
			if ok {
				obtido = "[" + strings.Join(ids, ", ") + "] (faltam " + strings.Join(faltam, ", ") + ")"
			}
			return Falha{Esperado: "inclui " + strings.Join(e.Inclui, ", "), Obtido: obtido}, false
		}
		return Falha{}, true
	case e.Conjunto != nil:
		var esperados []string
		for _, v := range e.Conjunto {
			x, err := decodificarValor(v)
			if err != nil {
				return Falha{Esperado: string(v), Obtido: "expectativa inválida: " + err.Error()}, false
			}
			esperados = append(esperados, texto(x))
		}
		var obtidos []string
		for _, a := range achados {
			obtidos = append(obtidos, texto(a))
		}
		slices.Sort(esperados)
		slices.Sort(obtidos)
		if !ok {
			obtidos = nil
		}
		if !slices.Equal(esperados, obtidos) {
			obt := ausente
			if ok {
				obt = "[" + strings.Join(obtidos, ", ") + "]"
			}
			return Falha{Esperado: "[" + strings.Join(esperados, ", ") + "] (em qualquer ordem)", Obtido: obt}, false
		}
		return Falha{}, true
	default:
		var lista []any
		if ok && len(achados) == 1 {
			lista, _ = achados[0].([]any)
		}
		for _, m := range e.Contem {
			if !slices.ContainsFunc(lista, func(x any) bool { return casa(m, x) }) {
				obt := ausente
				if ok && len(achados) == 1 {
					obt = resumo(texto(achados[0]))
				}
				return Falha{Esperado: "contém " + textoMapa(m), Obtido: obt}, false
			}
		}
		return Falha{}, true
	}
}

// casa reports whether the object x has every key of m with its value.
func casa(m map[string]json.RawMessage, x any) bool {
	o, ok := x.(map[string]any)
	if !ok {
		return false
	}
	for k, raw := range m {
		v, err := decodificarValor(raw)
		if err != nil {
			return false
		}
		a, ok := o[k]
		if !ok || !iguais(v, a) {
			return false
		}
	}
	return true
}

func decodificarValor(raw json.RawMessage) (any, error) {
	d := json.NewDecoder(bytes.NewReader(raw))
	d.UseNumber()
	var v any
	err := d.Decode(&v)
	return v, err
}

// iguais compares two decoded JSON values: instants as instants in the
// same offset, numbers by their integer value when both are integers,
// everything else exactly.
func iguais(esperado, obtido any) bool {
	switch e := esperado.(type) {
	case string:
		o, ok := obtido.(string)
		if !ok {
			return false
		}
		if e == o {
			return true
		}
		te, ok1 := instante(e)
		to, ok2 := instante(o)
		if !ok1 || !ok2 {
			return false
		}
		_, de := te.Zone()
		_, do := to.Zone()
		return te.Equal(to) && de == do
	case json.Number:
		o, ok := obtido.(json.Number)
		if !ok {
			return false
		}
		a, err1 := strconv.ParseInt(string(e), 10, 64)
		b, err2 := strconv.ParseInt(string(o), 10, 64)
		if err1 == nil && err2 == nil {
			return a == b
		}
		return e == o
	case []any:
		o, ok := obtido.([]any)
		if !ok || len(o) != len(e) {
			return false
		}
		for i := range e {
			if !iguais(e[i], o[i]) {
				return false
			}
		}
		return true
	case map[string]any:
		// Inside an object, as for a field, a member null is the same as
		// a member absent: an answer of a later rules revision that adds
		// a member null (valores.diferencaTarifa, revision 4) still
		// matches.
		o, ok := obtido.(map[string]any)
		if !ok {
			return false
		}
		for k, v := range e {
			x, ok := o[k]
			if !ok {
				x = nil
			}
			if !iguais(v, x) {
				return false
			}
		}
		for k, x := range o {
			if _, ok := e[k]; !ok && x != nil {
				return false
			}
		}
		return true
	default: // bool, nil
		return esperado == obtido
	}
}

// instante parses an RFC 3339 instant, seconds optional.
func instante(s string) (time.Time, bool) {
	if len(s) < len("2006-01-02T15:04Z") || (s[10] != 'T' && s[10] != 't') {
		return time.Time{}, false
	}
	s = strings.ToUpper(s)
	for _, l := range []string{time.RFC3339Nano, "2006-01-02T15:04Z07:00"} {
		if t, err := time.Parse(l, s); err == nil {
			return t, true
		}
	}
	return time.Time{}, false
}

// idsDeCitacoes lists the ids of the citation objects in v, a list of them
// or of lists of them (documentosFundamentos): "norma#dispositivo", or the
// decision's slug.
func idsDeCitacoes(v any) []string {
	var ids []string
	var andar func(any)
	andar = func(x any) {
		switch t := x.(type) {
		case []any:
			for _, y := range t {
				andar(y)
			}
		case map[string]any:
			if d, ok := t["decisao"].(string); ok && d != "" {
				ids = append(ids, d)
				return
			}
			n, _ := t["norma"].(string)
			d, _ := t["dispositivo"].(string)
			if n != "" {
				ids = append(ids, n+"#"+d)
			}
		}
	}
	andar(v)
	return ids
}

func texto(v any) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return fmt.Sprint(v)
	}
	return strings.TrimSuffix(b.String(), "\n")
}

func textoMapa(m map[string]json.RawMessage) string {
	chaves := make([]string, 0, len(m))
	for k := range m {
		chaves = append(chaves, k)
	}
	slices.Sort(chaves)
	var partes []string
	for _, k := range chaves {
		var b bytes.Buffer
		_ = json.Compact(&b, m[k])
		partes = append(partes, strconv.Quote(k)+": "+b.String())
	}
	return "{" + strings.Join(partes, ", ") + "}"
}

// resumo cuts a long text for a report line.
func resumo(s string) string {
	const max = 300
	s = strings.TrimSpace(s)
	if r := []rune(s); len(r) > max {
		return string(r[:max]) + "…"
	}
	return s
}
