package calculator

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"viagemdedireito/calculator/instante"
	"viagemdedireito/calculator/internal/jsonc"
)

func sementes(f *testing.F) {
	for _, s := range []string{exemploJovem, exemploReembolso, exemploDisponibilidade, baseBeneficio, baseReembolso,
		baseRemarcacao, baseReservas, baseDisp, baseAtraso, baseInterrupcao, baseMudancaClasse, baseRecusa, `{}`, `[]`, `{"operacao":"x"}`, `null`, `{"operacao":"beneficio","agora":1e999}`} {
		f.Add([]byte(s))
	}
}

// FuzzCalcular: any bytes give a valid contract response, never a panic.
func FuzzCalcular(f *testing.F) {
	sementes(f)
	f.Fuzz(func(t *testing.T, entrada []byte) {
		out := Calcular(entrada)
		if err := verificarResposta(out, ""); err != nil {
			t.Fatal(err)
		}
	})
}

// FuzzLerJSON: the reader accepts exactly what encoding/json accepts (within
// the depth limit) and decodes texts the same way.
func FuzzLerJSON(f *testing.F) {
	sementes(f)
	for _, s := range []string{`"\ud800"`, `"\ud83d\ude00"`, `"\ud83d\u0041"`, "\"\xff\"", `-0.0e+1`, `01`, `[1,]`, `{"a":1,}`, `"\u00e9"`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, entrada []byte) {
		v, msg, _ := jsonc.Ler(entrada)
		valido := json.Valid(entrada)
		// Accepted refusals of valid JSON: the documented limits.
		profundo := strings.Count(string(entrada), "[")+strings.Count(string(entrada), "{") > jsonc.MaxProfundidade ||
			len(entrada) > jsonc.MaxEntrada || strings.Contains(msg, "elementos demais")
		if msg == "" && !valido {
			t.Fatalf("accepted invalid JSON %q", entrada)
		}
		if msg != "" && valido && !profundo {
			t.Fatalf("rejected valid JSON %q: %s", entrada, msg)
		}
		if msg == "" && v.Tipo == jsonc.Texto {
			var s string
			if err := json.Unmarshal(entrada, &s); err != nil || s != v.S {
				t.Fatalf("text %q decoded as %q, encoding/json says %q", entrada, v.S, s)
			}
		}
	})
}

// Per-operation fuzzers: typed fields, so the fuzzer explores the rules
// rather than the JSON syntax.

func FuzzBeneficio(f *testing.F) {
	f.Add("2026-12-20T10:00:00-03:00", uint8(0), uint8(0), "SP", "MG", true, true, "2026-12-24T08:00:00-03:00", "2026-12-24T09:30:00-03:00",
		"2000-01-01", false, int64(1), int64(1), int64(0), int64(15001), int64(850), true, uint8(3), uint8(0))
	f.Fuzz(func(t *testing.T, agora string, cat, modal uint8, ufO, ufD string, regular, conv bool, partida, embarque, nasc string,
		ocupa bool, servicos, g, d, menor, taxa int64, comPrecos bool, contagens, navegacao uint8) {
		cats := []string{catJovem, catIdoso, catPcd, catAcompanhante, catCrianca, "outra"}
		mods := []string{modRodoviario, modFerroviario, modAquaviario, "aereo"}
		req := map[string]any{"operacao": opBeneficio, "agora": agora, "categoria": cats[int(cat)%len(cats)],
			"viagem": map[string]any{"modal": mods[int(modal)%len(mods)], "ufOrigem": ufO, "ufDestino": ufD, "linhaRegular": regular,
				"convencional": conv, "partidaLinha": partida, "embarque": embarque, "ocupaPoltrona": ocupa, "servicosSimultaneos": servicos},
		}
		// contagens: bit 0 the free seats granted said, bit 1 the discount
		// seats granted said, bit 2 no vagas object at all.
		vagas := map[string]any{}
		if contagens&1 != 0 {
			vagas["gratuitasConcedidas"] = g
		}
		if contagens&2 != 0 {
			vagas["descontosConcedidos"] = d
		}
		if contagens&4 == 0 {
			req["vagas"] = vagas
		}
		if nasc != "" {
			req["nascimento"] = nasc
		}
		if comPrecos {
			req["precos"] = map[string]any{"menorTarifa": menor, "taxaEmbarque": taxa}
		}
		navs := []string{"", navInterior, navMaritima, "oceano"}
		if nav := navs[int(navegacao)%len(navs)]; nav != "" {
			req["viagem"].(map[string]any)["navegacao"] = nav
		}
		m := verificarOperacao(t, req, opBeneficio)
		// Rules revision 4 (R5): navegacao is read only with aquaviario, and
		// interior is its default: both answer as without it.
		if nav := navs[int(navegacao)%len(navs)]; nav == navInterior || nav == navMaritima && mods[int(modal)%len(mods)] != modAquaviario {
			sem := map[string]any{}
			for k, v := range req["viagem"].(map[string]any) {
				if k != "navegacao" {
					sem[k] = v
				}
			}
			outro := map[string]any{}
			for k, v := range req {
				outro[k] = v
			}
			outro["viagem"] = sem
			a, _ := json.Marshal(req)
			b, _ := json.Marshal(outro)
			if x, y := Calcular(a), Calcular(b); string(x) != string(y) {
				t.Fatalf("navegacao %q changed the answer:\n%s\n%s", nav, x, y)
			}
		}
		// Rules revision 4 (R8): a count left out is not a count of zero:
		// its kind is null, and no sentence states the availability of a
		// kind whose count was not given.
		if v, ok := m["vagas"].(map[string]any); ok && m["ok"] == true {
			if _, dito := vagas["gratuitasConcedidas"]; !dito && v["gratuitas"] != nil {
				t.Fatalf("gratuitasConcedidas absent, vagas.gratuitas %v", v["gratuitas"])
			}
			if _, dito := vagas["descontosConcedidos"]; !dito && v["descontos"] != nil {
				t.Fatalf("descontosConcedidos absent, vagas.descontos %v", v["descontos"])
			}
			if _, dito := vagas["descontosConcedidos"]; !dito && strings.Contains(fmt.Sprint(m["motivo"]), "vagas com desconto já concedidas:") {
				t.Fatalf("descontosConcedidos absent, motivo %q", m["motivo"])
			}
		} else if ok && contagens&4 != 0 {
			t.Fatalf("no vagas in the request, vagas %v", m["vagas"])
		}
	})
}

func FuzzReembolso(f *testing.F) {
	f.Add("2026-12-22T09:30:00-03:00", "2026-12-01T12:00:00-03:00", true, int64(15000), int64(850), "2026-12-24T09:30:00-03:00",
		false, true, false, int64(0), uint8(0))
	f.Fuzz(func(t *testing.T, agora, compra string, presencial bool, tarifa, taxa int64, embarque string, usado, protocolo, m3 bool, atraso int64, modal uint8) {
		canal := canalNaoPresencial
		if presencial {
			canal = canalPresencial
		}
		mods := []string{modRodoviario, modFerroviario, modAquaviario}
		req := map[string]any{"operacao": opReembolso, "agora": agora, "modal": mods[int(modal)%len(mods)],
			"compra":    map[string]any{"em": compra, "canal": canal, "tarifa": tarifa, "taxaEmbarque": taxa},
			"viagem":    map[string]any{"embarque": embarque},
			"utilizado": usado, "protocoloFornecido": protocolo, "m3NaoInformado": m3, "atrasoPartidaMinutos": atraso}
		m := verificarOperacao(t, req, opReembolso)
		if m != nil && m["ok"] == true && m["regra"] != regraM3 && m["valores"] != nil {
			// Property: without the IPCA correction the refund never exceeds what was paid.
			if total := int64(pegar(m, "valores.total").(float64)); total > tarifa+taxa {
				t.Fatalf("refund %d > paid %d", total, tarifa+taxa)
			}
		}
		if m != nil && m["ok"] == true {
			// Properties (rules.md § 7): no right, nothing to receive and no
			// deadline; a right before boarding has its deadline; every
			// answer has fundamentos and every note its own.
			if m["direito"] == false && (num(t, m, "valores.total") != 0 || m["pagarAte"] != nil) {
				t.Fatalf("no right but amounts: %v", m)
			}
			if m["direito"] == true && m["pagarAte"] == nil {
				t.Fatalf("a right without pagarAte: %v", m)
			}
			if l, _ := m["fundamentos"].([]any); len(l) == 0 {
				t.Fatalf("no fundamentos: %v", m)
			}
			notas, _ := m["notas"].([]any)
			for _, n := range notas {
				if l, _ := pegar(n, "fundamentos").([]any); len(l) == 0 {
					t.Fatalf("note without fundamentos: %v", n)
				}
			}
		}
	})
}

func FuzzDisponibilidade(f *testing.F) {
	f.Add(uint8(4), int64(1), []byte{0, 0, 2, 0, 1, 3}, int64(2), int64(3))
	f.Fuzz(func(t *testing.T, nParadas uint8, servicos int64, grants []byte, de, ate int64) {
		paradas := make([]string, int(nParadas)%60)
		for i := range paradas {
			paradas[i] = "P" + itoa(int64(i))
		}
		cats := []string{catJovem, catIdoso, catPcd, catAcompanhante}
		var conc []any
		for i := 0; i+2 < len(grants) && len(conc) < 200; i += 3 {
			conc = append(conc, map[string]any{"categoria": cats[int(grants[i]>>1)%4], "tipo": []string{tipoGratuidade, tipoDesconto}[grants[i]&1],
				"de": int(grants[i+1]) % 64, "ate": int(grants[i+2]) % 64})
		}
		req := map[string]any{"operacao": opDisponibilidade, "paradas": paradas, "servicosSimultaneos": servicos,
			"concedidos": conc, "trecho": map[string]any{"de": de, "ate": ate}}
		verificarOperacao(t, req, opDisponibilidade)
	})
}

func FuzzRemarcacao(f *testing.F) {
	f.Add("2026-12-22T09:30:00-03:00", "2026-03-10T10:00:00-03:00", int64(15000), int64(16000), int64(500), true, true)
	f.Fuzz(func(t *testing.T, agora, emissao string, pago, novo, taxa int64, informada, noBilhete bool) {
		req := map[string]any{"operacao": opRemarcacao, "agora": agora, "emissao": emissao, "valorPago": pago, "novoValor": novo,
			"taxa": taxa, "taxaInformadaNaCompra": informada, "taxaNoBilhete": noBilhete}
		m := verificarOperacao(t, req, opRemarcacao)
		if m != nil && m["ok"] == true && num(t, m, "taxaCobravel") > novo {
			t.Fatalf("fee above the service price: %v", m)
		}
		if m != nil && m["ok"] == true {
			// Properties (rules.md § 6): an expired ticket has every amount 0;
			// a valid one pays or receives exactly difference + fee.
			dif, taxa, pagar, receber := num(t, m, "diferenca"), num(t, m, "taxaCobravel"), num(t, m, "totalAPagar"), num(t, m, "totalAReceber")
			if m["valido"] == false && (dif != 0 || taxa != 0 || pagar != 0 || receber != 0) {
				t.Fatalf("expired ticket with amounts: %v", m)
			}
			if m["valido"] == true && (dif != novo-pago || pagar-receber != dif+taxa || pagar*receber != 0) {
				t.Fatalf("totals: %v", m)
			}
		}
	})
}

// FuzzAtraso: for any request of atraso the fuzzer finds, the answer is a
// contract answer of at most 64 KiB, never erro_interno, and every sentence
// (each right and each note) carries at least one citation; a valid answer
// has direitos null exactly outside road or on a semi-urban line, and its
// amounts are the ticket's or the difference, never negative.
func FuzzAtraso(f *testing.F) {
	f.Add("2026-12-24T09:30:00-03:00", uint8(0), false, uint8(0), true, int64(15000), "2026-12-24T08:00:00-03:00", "",
		false, uint8(1), true, int64(11000))
	f.Add("2026-12-24T20:00:00-03:00", uint8(0), false, uint8(1), true, int64(15000), "2026-12-24T14:00:00-03:00", "2026-12-24T17:01:00-03:00",
		false, uint8(0), false, int64(0))
	f.Add("2026-12-24T20:00:00-03:00", uint8(0), false, uint8(2), true, int64(15000), "", "", true, uint8(1), true, int64(16000))
	f.Fuzz(func(t *testing.T, agora string, modal uint8, semiurbana bool, evento uint8, comCompra bool, tarifa int64,
		inicio, fim string, iniciativa bool, sentido uint8, comPreco bool, preco int64) {
		mods := []string{modRodoviario, modFerroviario, modAquaviario, "aereo"}
		evs := []string{evAtrasoPartida, evInterrupcao, evMudancaClasse, "greve"}
		sents := []string{sentidoSuperior, sentidoInferior, "igual"}
		req := map[string]any{"operacao": opAtraso, "agora": agora, "modal": mods[int(modal)%len(mods)], "linhaSemiurbana": semiurbana,
			"evento": evs[int(evento)%len(evs)], "previsto": inicio, "interrompidaEm": inicio, "porIniciativaDoPassageiro": iniciativa,
			"sentido": sents[int(sentido)%len(sents)]}
		if fim != "" {
			req["partida"], req["retomadaEm"] = fim, fim
		}
		if comCompra {
			req["compra"] = map[string]any{"tarifa": tarifa}
		}
		if comPreco {
			req["precoClasseOferecida"] = preco
		}
		b, _ := json.Marshal(req)
		out := Calcular(b)
		if len(out) > 64<<10 {
			t.Fatalf("answer of %d bytes > 64 KiB", len(out))
		}
		if strings.Contains(string(out), `"`+codInterno+`"`) {
			t.Fatalf("erro_interno: %s\nrequest: %s", out, b)
		}
		m := verificarOperacao(t, req, opAtraso)
		if m == nil || m["ok"] != true {
			return
		}
		var frases []any
		if l, ok := m["direitos"].([]any); ok {
			frases = append(frases, l...)
		}
		frases = append(frases, m["notas"].([]any)...)
		if len(frases) == 0 {
			t.Fatalf("an answer without a sentence: %s", out)
		}
		for _, fr := range frases {
			if l, _ := pegar(fr, "fundamentos").([]any); len(l) == 0 {
				t.Fatalf("sentence without citation: %v", fr)
			}
		}
		fora := req["modal"] != modRodoviario || semiurbana
		if (m["direitos"] == nil) != fora {
			t.Fatalf("direitos null iff out of scope: %s", out)
		}
		if r := pegar(m, "valores.reembolso"); r != nil && (!comCompra || int64(r.(float64)) != tarifa) {
			t.Fatalf("reembolso is not the ticket's price: %s", out)
		}
		if d := pegar(m, "valores.diferenca"); d != nil && (!comCompra || !comPreco || int64(d.(float64)) != max(0, tarifa-preco)) {
			t.Fatalf("diferenca is not tarifa − preço: %s", out)
		}
	})
}

func FuzzReservas(f *testing.F) {
	f.Add("São Paulo", "2026-12-24T08:00:00-03:00", "SAO PAULO", "2026-12-24T23:00:00-03:00", "Rio", "2026-12-24T08:00:00Z")
	f.Fuzz(func(t *testing.T, d1, p1, d2, p2, d3, p3 string) {
		req := map[string]any{"operacao": opReservas, "reservas": []any{
			map[string]any{"destino": d1, "partida": p1}, map[string]any{"destino": d2, "partida": p2},
			map[string]any{"destino": d3, "partida": p3, "transportadora": d1}}}
		m := verificarOperacao(t, req, opReservas)
		if m == nil || m["ok"] != true {
			return
		}
		// Properties (rules.md § 8, revision 3): each group is ascending,
		// two or more, groups ordered by their first index and disjoint;
		// a group never joins two destinations; two reservations with the
		// same destination text and the same instant are always in one group.
		l, _ := m["conflitos"].([]any)
		grupoDe := map[int64]int{}
		ultimo := int64(-1)
		for k := range l {
			g, _ := pegar(m, "conflitos."+itoa(int64(k))+".reservas").([]any)
			if len(g) < 2 {
				t.Fatalf("group %v", l)
			}
			ds := []string{d1, d2, d3}
			for n := range g {
				i := num(t, m, "conflitos."+itoa(int64(k))+".reservas."+itoa(int64(n)))
				if n == 0 && i <= ultimo || n > 0 && i <= num(t, m, "conflitos."+itoa(int64(k))+".reservas."+itoa(int64(n-1))) || i > 2 {
					t.Fatalf("groups %v", l)
				}
				if _, ok := grupoDe[i]; ok {
					t.Fatalf("index %d in two groups: %v", i, l)
				}
				grupoDe[i] = k
				if dobrar(ds[i]) != dobrar(ds[num(t, m, "conflitos."+itoa(int64(k))+".reservas.0")]) {
					t.Fatalf("group joins %q and %q", ds[i], ds[0])
				}
			}
			ultimo = num(t, m, "conflitos."+itoa(int64(k))+".reservas.0")
		}
		if g0, ok := grupoDe[0]; d1 == d2 && p1 == p2 && (!ok || grupoDe[1] != g0) {
			t.Fatalf("the same reservation twice does not conflict: %v", m)
		}
	})
}

// verificarOperacao encodes req, runs it and checks the response; it returns
// the decoded response.
func verificarOperacao(t *testing.T, req map[string]any, op string) map[string]any {
	b, err := json.Marshal(req)
	if err != nil {
		// The fuzzers pass only strings, integers and booleans, which always
		// encode (invalid UTF-8 is coerced): an error here is a test bug.
		t.Fatalf("request not encodable as JSON: %v", err)
	}
	out := Calcular(b)
	if err := verificarResposta(out, op); err != nil {
		t.Fatalf("%v\nrequest: %s", err, b)
	}
	var m map[string]any
	if err := json.Unmarshal(out, &m); err != nil {
		t.Fatal(err)
	}
	return m
}

// The strict checker accepts every response of the table tests' requests.
func TestRespostasDosExemplosSaoContrato(t *testing.T) {
	for _, s := range []string{exemploJovem, exemploReembolso, exemploDisponibilidade, baseBeneficio, baseReembolso, baseRemarcacao, baseReservas, baseDisp,
		baseAtraso, baseInterrupcao, baseMudancaClasse, baseRecusa} {
		if err := verificarResposta(Calcular([]byte(s)), ""); err != nil {
			t.Error(err)
		}
	}
}

// FuzzRecusa: for any recusa request the fuzzer finds (codes of the
// contract or not), the answer is a contract answer; a valid answer's
// motivosAdmitidos is exactly the set of reasons whose own answer, for the
// same categoria, modal and beneficio, has admitido true, in the contract's
// order; an invalid one names each wrong field with a Portuguese message,
// and desconto is refused exactly for the categories without a discount.
func FuzzRecusa(f *testing.F) {
	f.Add("2026-12-20T10:00:00-03:00", uint8(1), uint8(0), uint8(1), uint8(0), "")
	f.Add("2026-12-20T10:00:00-03:00", uint8(4), uint8(2), uint8(1), uint8(6), "")
	f.Add("ontem", uint8(9), uint8(9), uint8(9), uint8(9), "porque sim")
	f.Fuzz(func(t *testing.T, agora string, c, mo, b, mt uint8, livre string) {
		// an index past a list of codes stands for a free text
		escolher := func(i uint8, l []string) string {
			if int(i) < len(l) {
				return l[i]
			}
			return livre
		}
		categoria, modal := escolher(c, opcoesCategoria), escolher(mo, opcoesModal)
		beneficio, motivo := escolher(b, opcoesBeneficioRecusa), escolher(mt, opcoesMotivoRecusa[:])
		req := map[string]any{"operacao": opRecusa, "agora": agora, "categoria": categoria, "modal": modal, "beneficio": beneficio, "motivo": motivo}
		m := verificarOperacao(t, req, opRecusa)
		if m["ok"] != true {
			semDesconto := beneficio == tipoDesconto && (categoria == catPcd || categoria == catAcompanhante || categoria == catCrianca)
			achou := false
			for _, e := range m["erros"].([]any) {
				em := e.(map[string]any)
				msg, _ := em["mensagem"].(string)
				if c, _ := em["campo"].(string); !strings.Contains(" agora categoria modal beneficio motivo ", " "+c+" ") ||
					!strings.HasSuffix(msg, ".") || !strings.Contains(msg, " ") {
					t.Fatalf("error not on a field of the request, or not a sentence: %v", em)
				}
				achou = achou || em["campo"] == "beneficio" && em["codigo"] == codValorInvalido
			}
			if semDesconto && !achou {
				t.Fatalf("desconto for %s not refused: %v", categoria, m)
			}
			return
		}
		var quer []any
		for _, mot := range opcoesMotivoRecusa {
			req["motivo"] = mot
			if verificarOperacao(t, req, opRecusa)["admitido"] == true {
				quer = append(quer, mot)
			}
		}
		tem, _ := m["motivosAdmitidos"].([]any)
		if len(tem) != len(quer) {
			t.Fatalf("motivosAdmitidos %v, the reasons admitted one by one %v", tem, quer)
		}
		for i := range tem {
			if tem[i] != quer[i] {
				t.Fatalf("motivosAdmitidos %v, the reasons admitted one by one %v", tem, quer)
			}
		}
	})
}

// FuzzDestinoNFKC (rules revision 4, R8, C14): for a text written in Latin
// (its NFKD below U+0370), the destination's folding is the same for the
// text, its NFKC and its NFD: canonically and compatibly equivalent
// destinations are one destination.
func FuzzDestinoNFKC(f *testing.F) {
	for _, s := range []string{"São Paulo", "Ｓão Paulo", "Sao Paulo\u200b", "Sa\u0303o Paulo", "a\u0303\u0323", "a\u031b\u0301", "ﬁ ①", "ǅ Ǆ", "ª º"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !utf8.ValidString(s) || len(s) > 200 {
			return
		}
		for _, r := range norm.NFKD.String(s) {
			if r >= 0x370 {
				return
			}
		}
		d := dobrar(s)
		if c := dobrar(norm.NFKC.String(s)); c != d {
			t.Fatalf("%q folds to %q, its NFKC to %q", s, d, c)
		}
		if c := dobrar(norm.NFD.String(s)); c != d {
			t.Fatalf("%q folds to %q, its NFD to %q", s, d, c)
		}
	})
}

// FuzzCreditoRemarcacao (rules revision 4, R2): for any tarifaAtualDoTrecho,
// a valid ticket's credit is the larger of the price paid and today's fare
// (0 for a benefit ticket), and diferenca is novoValor − credito; an expired
// ticket has credit 0; the fee never exceeds the price paid.
func FuzzCreditoRemarcacao(f *testing.F) {
	f.Add("2026-12-22T09:30:00-03:00", "2026-03-10T10:00:00-03:00", int64(15000), int64(16000), int64(17000), int64(500), true)
	f.Add("2027-03-11T00:30:00Z", "2026-03-10T23:30:00-03:00", int64(0), int64(16000), int64(17000), int64(0), false)
	f.Fuzz(func(t *testing.T, agora, emissao string, pago, novo, atual, taxa int64, com bool) {
		req := map[string]any{"operacao": opRemarcacao, "agora": agora, "emissao": emissao, "valorPago": pago, "novoValor": novo,
			"tarifaAtualDoTrecho": atual, "taxa": taxa, "taxaInformadaNaCompra": com, "taxaNoBilhete": com}
		m := verificarOperacao(t, req, opRemarcacao)
		if m["ok"] != true {
			return
		}
		credito, dif := num(t, m, "credito"), num(t, m, "diferenca")
		want := pago
		if pago > 0 && atual > pago {
			want = atual
		}
		switch {
		case m["valido"] == false && credito != 0:
			t.Fatalf("expired ticket with a credit: %v", m)
		case m["valido"] == true && (credito != want || dif != novo-credito):
			t.Fatalf("credit %d (want %d), diferenca %d: %v", credito, want, dif, m)
		case num(t, m, "taxaCobravel") > pago:
			t.Fatalf("fee above the price paid: %v", m)
		}
	})
}

// FuzzTarifaEQuitacao (rules revision 4, R2, R3): for any tarifaAtual and
// quitadaEm, diferencaTarifa is tarifaAtual − tarifa exactly when the fare
// rose on the passenger's withdrawal, and a refund bought on credit is
// never due before the payoff nor before the request.
func FuzzTarifaEQuitacao(f *testing.F) {
	f.Add("2026-12-22T09:30:00-03:00", "2026-12-01T12:00:00-03:00", "2026-12-24T09:30:00-03:00", int64(15000), int64(18000), true, "2027-01-10", true, int64(0), false)
	f.Add("2026-12-22T09:30:00-03:00", "2026-12-20T12:00:00-03:00", "2026-12-24T09:30:00-03:00", int64(0), int64(18000), false, "", false, int64(61), true)
	f.Fuzz(func(t *testing.T, agora, em, embarque string, tarifa, atual int64, aPrazo bool, quitada string, protocolo bool, atraso int64, online bool) {
		canal := canalPresencial
		if online {
			canal = canalNaoPresencial
		}
		compra := map[string]any{"em": em, "canal": canal, "tarifa": tarifa, "tarifaAtual": atual, "aPrazo": aPrazo}
		if quitada != "" {
			compra["quitadaEm"] = quitada
		}
		req := map[string]any{"operacao": opReembolso, "agora": agora, "compra": compra, "viagem": map[string]any{"embarque": embarque},
			"protocoloFornecido": protocolo, "atrasoPartidaMinutos": atraso}
		m := verificarOperacao(t, req, opReembolso)
		if m["ok"] != true || m["valores"] == nil {
			return
		}
		regra := m["regra"].(string)
		retirada := regra == regraPadrao || regra == regraAntesDoEmbarque || regra == regraArrependimento
		d := pegar(m, "valores.diferencaTarifa")
		if sobe := retirada && tarifa > 0 && atual > tarifa; sobe != (d != nil) || (sobe && num(t, m, "valores.diferencaTarifa") != atual-tarifa) {
			t.Fatalf("diferencaTarifa %v with tarifa %d, tarifaAtual %d, regra %s", d, tarifa, atual, regra)
		}
		if aPrazo && m["direito"] == true {
			pagar, _ := m["pagarAte"].(string)
			q, okQ := instante.ParseDate(quitada)
			if !okQ || q.Year() < anoMin || q.Year() > anoMax {
				if pagar != "" || m["imediato"] == true {
					t.Fatalf("credit purchase without a payoff date, yet a date: %v", m)
				}
				return
			}
			a, _ := instante.Parse(agora)
			dia := instante.Date(a.Year(), a.Month(), a.Day(), 0, 0, 0, 0, instante.UTC)
			p, ok := instante.ParseDate(pagar)
			if !ok || p.Before(q) || p.Before(dia) || (m["imediato"] == true && q.After(dia)) {
				t.Fatalf("pagarAte %q with quitadaEm %s and agora %s: %v", pagar, quitada, agora, m)
			}
		}
	})
}

// FuzzSeguiuViagem (rules revision 4, R1): whatever the instants, a
// passenger who travelled on the late bus is never offered art3's
// alternatives after it, and the answer never prints seconds.
func FuzzSeguiuViagem(f *testing.F) {
	f.Add("2026-12-31T10:00:00-03:00", "2026-12-24T08:00:00-03:00", "2026-12-24T13:19:30-03:00", true, int64(15000))
	f.Add("2026-12-24T09:00:01-03:00", "2026-12-24T08:00:00-03:00", "", false, int64(1))
	f.Fuzz(func(t *testing.T, agora, previsto, partida string, seguiu bool, tarifa int64) {
		req := map[string]any{"operacao": opAtraso, "agora": agora, "modal": modRodoviario, "evento": evAtrasoPartida,
			"previsto": previsto, "seguiuViagem": seguiu, "compra": map[string]any{"tarifa": tarifa}}
		if partida != "" {
			req["partida"] = partida
		}
		m := verificarOperacao(t, req, opAtraso)
		if m["ok"] != true {
			return
		}
		if seguiu && (strings.Contains(codigos(t, m), dirOutraEmpresaOuReembolso) || pegar(m, "valores.reembolso") != nil) {
			t.Fatalf("travelled on the late bus, yet the alternatives: %v", m)
		}
		if tx := textos(m); strings.Contains(tx, " s)") || strings.Contains(tx, " s de") {
			t.Fatalf("seconds printed: %s", tx)
		}
	})
}
