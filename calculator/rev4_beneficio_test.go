package calculator

import (
	"strings"
	"testing"
)

// Rules revision 4 in the benefit answers: R4 (the counter, late or
// rebooking), R5 (where each rule reaches) and R8 "Seats not said".

// R8: a count left out is not a count of zero.
func TestRev4VagasNaoDitas(t *testing.T) {
	for _, c := range []struct {
		nome                string
		ed                  map[string]any
		beneficio           string
		gratuitas           any // nil: null
		descontos           any
		motivo, semNoMotivo string
	}{
		{"jovem, no count", map[string]any{"vagas": map[string]any{}}, benGratuidade, nil, nil, "enquanto restar uma delas", "já concedidas"},
		{"jovem, only the discount count", map[string]any{"vagas.descontosConcedidos": 1}, benGratuidade, nil, 1.0, "enquanto restar uma delas", "já concedidas"},
		{"jovem, 1 free granted, discount not said", map[string]any{"vagas.gratuitasConcedidas": 1}, benGratuidade, 1.0, nil, "1 de 2", "com desconto já"},
		{"jovem, 2 free granted, discount not said", map[string]any{"vagas.gratuitasConcedidas": 2}, benDesconto, 0.0, nil, "não foi informado", "restam"},
		{"jovem, 2 free granted, 0 discounts", map[string]any{"vagas.gratuitasConcedidas": 2, "vagas.descontosConcedidos": 0}, benDesconto, 0.0, 2.0, "0 de 2", "não foi informado"},
		{"jovem, 2 and 2", map[string]any{"vagas.gratuitasConcedidas": 2, "vagas.descontosConcedidos": 2}, benNenhum, 0.0, 0.0, "já foram concedidas", "não foi informado"},
		{"idoso, 2 free granted, discount not said: no number anyway", map[string]any{"categoria": "idoso", "vagas.gratuitasConcedidas": 2}, benDesconto, 0.0, nil, "sem limite de vagas", "não foi informado"},
		{"idoso, 0 granted", map[string]any{"categoria": "idoso", "vagas.gratuitasConcedidas": 0}, benGratuidade, 2.0, nil, "0 de 2", ""},
	} {
		m := calcOK(t, montar(t, baseBeneficio, c.ed))
		igual(t, m, "beneficio", c.beneficio)
		v, _ := m["vagas"].(map[string]any)
		if v == nil {
			t.Errorf("%s: vagas null", c.nome)
			continue
		}
		disp := func(k string) any {
			if x, ok := v[k].(map[string]any); ok {
				return x["disponiveis"]
			}
			return v[k]
		}
		if disp("gratuitas") != c.gratuitas || disp("descontos") != c.descontos {
			t.Errorf("%s: gratuitas %v descontos %v; want disponiveis %v, %v", c.nome, v["gratuitas"], v["descontos"], c.gratuitas, c.descontos)
		}
		s, _ := m["motivo"].(string)
		if !strings.Contains(s, c.motivo) || c.semNoMotivo != "" && strings.Contains(s, c.semNoMotivo) {
			t.Errorf("%s: motivo %q", c.nome, s)
		}
	}
}
