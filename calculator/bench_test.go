package calculator

import (
	"encoding/json"
	"testing"

	"viagemdedireito/calculator/internal/jsonc"
)

func benchCalcular(b *testing.B, req []byte) {
	b.Helper()
	if out := Calcular(req); verificarResposta(out, "") != nil || string(out[:10]) != `{"ok":true` {
		b.Fatalf("benchmark request fails: %s", out)
	}
	b.ReportAllocs()
	b.SetBytes(int64(len(req)))
	for b.Loop() {
		Calcular(req)
	}
}

func BenchmarkBeneficio(b *testing.B) { benchCalcular(b, []byte(exemploJovem)) }

func BenchmarkReembolso(b *testing.B) { benchCalcular(b, []byte(exemploReembolso)) }

func BenchmarkReembolsoM3(b *testing.B) {
	benchCalcular(b, []byte(montar(b, baseReembolso, map[string]any{"m3NaoInformado": true, "compra.em": "2024-12-10T12:00:00-03:00"})))
}

func BenchmarkRemarcacao(b *testing.B) { benchCalcular(b, []byte(baseRemarcacao)) }

func BenchmarkReservas(b *testing.B) { benchCalcular(b, []byte(baseReservas)) }

// 50 stops and 1,000 grants (the target: ≤ 50 µs/op), through the
// JSON contract: about 60 KB of request, mostly JSON decoding.
func BenchmarkDisponibilidade50Paradas1000Concessoes(b *testing.B) {
	benchCalcular(b, pedidoDisponibilidadeGrande(b))
}

// The same request, engine only (section counting over typed grants).
func BenchmarkDisponibilidade50Paradas1000ConcessoesSemJSON(b *testing.B) {
	p := lerJSON[PedidoDisponibilidade](b, pedidoDisponibilidadeGrande(b))
	if len(p.Concedidos) != 1000 {
		b.Fatal(len(p.Concedidos))
	}
	b.ReportAllocs()
	for b.Loop() {
		calcularDisponibilidade(&p)
	}
}

func pedidoDisponibilidadeGrande(b *testing.B) []byte {
	paradas := make([]string, 50)
	for i := range paradas {
		paradas[i] = "Parada " + itoa(int64(i))
	}
	cats := []string{catJovem, catIdoso, catPcd, catAcompanhante}
	conc := make([]map[string]any, 1000)
	for i := range conc {
		de := (i * 7) % 49
		tipo := tipoGratuidade
		if i%3 == 1 && i%4 < 2 {
			tipo = tipoDesconto
		}
		conc[i] = map[string]any{"categoria": cats[i%4], "tipo": tipo, "de": de, "ate": de + 1 + (i*13)%(49-de)}
	}
	req, err := json.Marshal(map[string]any{"operacao": opDisponibilidade, "paradas": paradas, "concedidos": conc,
		"trecho": map[string]any{"de": 10, "ate": 40}, "servicosSimultaneos": 2})
	if err != nil {
		b.Fatal(err)
	}
	return req
}

// The typed core without JSON, for comparison.
func BenchmarkBeneficioSemJSON(b *testing.B) {
	p := lerJSON[PedidoBeneficio](b, []byte(exemploJovem))
	b.ReportAllocs()
	for b.Loop() {
		calcularBeneficio(&p)
	}
}

// recusa (rules revision 4, R7): one cell of the table, the longest texto
// (the elderly on road, conventional service: the STJ sentence).
func BenchmarkRecusa(b *testing.B) {
	benchCalcular(b, []byte(montar(b, baseRecusa, map[string]any{"beneficio": "gratuidade", "motivo": "sem_servico_convencional"})))
}

// atraso, one request per evento (budget: 10 µs/op each).
func BenchmarkAtrasoPartida(b *testing.B) { benchCalcular(b, []byte(baseAtraso)) }

func BenchmarkAtrasoInterrupcao(b *testing.B) {
	benchCalcular(b, []byte(montar(b, baseInterrupcao, map[string]any{"retomadaEm": "2026-12-24T17:01:00-03:00"})))
}

func BenchmarkAtrasoMudancaClasse(b *testing.B) { benchCalcular(b, []byte(baseMudancaClasse)) }

// The typed core of atraso without JSON, one request per evento.
func BenchmarkAtrasoSemJSON(b *testing.B) {
	var ps []PedidoAtraso
	for _, req := range []string{baseAtraso, montar(b, baseInterrupcao, map[string]any{"retomadaEm": "2026-12-24T17:01:00-03:00"}), baseMudancaClasse} {
		ps = append(ps, lerJSON[PedidoAtraso](b, []byte(req)))
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		calcularAtraso(&ps[i%3])
		i++
	}
}

// lerJSON reads a valid request into its typed form by the one reading of
// its operation (the JSON path of Calcular, without the answer).
func lerJSON[P any, PP interface {
	*P
	ler(*validador)
}](tb testing.TB, req []byte) P {
	raiz, msg, _ := jsonc.Ler(req)
	if msg != "" {
		tb.Fatal(msg)
	}
	var p P
	v := validador{obj: &raiz}
	PP(&p).ler(&v)
	if len(v.erros) > 0 {
		tb.Fatal(v.erros)
	}
	return p
}

// BenchmarkTipado: each operation through its typed entry point, the
// engine without JSON (the one reading's checks, the rules, the typed
// answer), on the typical request of its JSON benchmark (budget: 10 µs).
func BenchmarkTipado(b *testing.B) {
	interrupcao := montar(b, baseInterrupcao, map[string]any{"retomadaEm": "2026-12-24T17:01:00-03:00"})
	casos := []struct {
		nome string
		f    func() []Erro
	}{
		{"beneficio", porPedido(b, exemploJovem, Beneficio)},
		{"reembolso", porPedido(b, baseReembolso, Reembolso)},
		{"disponibilidade", porPedido(b, baseDisp, Disponibilidade)},
		{"remarcacao", porPedido(b, baseRemarcacao, Remarcacao)},
		{"reservas", porPedido(b, baseReservas, Reservas)},
		{"atraso_partida", porPedido(b, baseAtraso, Atraso)},
		{"atraso_interrupcao", porPedido(b, interrupcao, Atraso)},
		{"atraso_mudanca_classe", porPedido(b, baseMudancaClasse, Atraso)},
	}
	for _, c := range casos {
		b.Run(c.nome, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if erros := c.f(); erros != nil {
					b.Fatal(erros)
				}
			}
		})
	}
}

// porPedido reads req once and returns a call of the typed entry point on it.
func porPedido[P, R any, PP interface {
	*P
	ler(*validador)
}](b *testing.B, req string, entrada func(P) (R, []Erro)) func() []Erro {
	p := lerJSON[P, PP](b, []byte(req))
	return func() []Erro {
		_, erros := entrada(p)
		return erros
	}
}

// BenchmarkBpeChave: a key typed (the contract's QR example).
func BenchmarkBpeChave(b *testing.B) {
	benchCalcular(b, []byte(`{"operacao":"bpe","agora":"2026-12-20T10:00:00-03:00","chave":"`+chaveNST+`"}`))
}

// BenchmarkBpeXML: a whole BP-e document (the fixture of an elderly free
// seat with fees, 3.5 KB), read, checked and answered.
func BenchmarkBpeXML(b *testing.B) {
	req, _ := json.Marshal(map[string]string{"operacao": "bpe", "agora": "2026-12-20T10:00:00-03:00", "xml": lerFixture(b, "gratuidade-idoso-taxas.xml")})
	benchCalcular(b, req)
}
