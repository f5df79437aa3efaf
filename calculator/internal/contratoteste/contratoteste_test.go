package contratoteste

import (
	"encoding/json"
	"os"
	"reflect"
	"regexp"
	"testing"
)

// TestExemplosDoContrato: every request written in calculator/contract.md
// (its ```json blocks) is the request of one of these examples, so that the
// front doors' tests (CLI, HTTP API, worker) answer the contract's own
// examples. The examples may hold more requests than the contract shows.
func TestExemplosDoContrato(t *testing.T) {
	b, err := os.ReadFile("../../contract.md")
	if err != nil {
		t.Fatal(err)
	}
	blocos := regexp.MustCompile("(?s)```json\n(.*?)```").FindAllSubmatch(b, -1)
	if len(blocos) < 5 {
		t.Fatalf("contract.md: %d JSON examples, expected at least 5", len(blocos))
	}
	exemplos := Exemplos(t)
	for _, bl := range blocos {
		var pedido any
		if err := json.Unmarshal(bl[1], &pedido); err != nil {
			t.Errorf("contract.md: example is not JSON: %v\n%s", err, bl[1])
			continue
		}
		achou := false
		for _, e := range exemplos {
			var r any
			if err := json.Unmarshal(e.Requisicao, &r); err == nil && reflect.DeepEqual(r, pedido) {
				achou = true
			}
		}
		if !achou {
			t.Errorf("contract.md: the example %s is not in calculator/internal/contratoteste/exemplos", bl[1])
		}
	}
}
