package calculator

import (
	mathrand "math/rand"
	"math/rand/v2"
	"testing"
	"testing/quick"
	"viagemdedireito/calculator/instante"
)

// Properties over seeded random inputs (deterministic: the seed is fixed).

func instanteAleatorio(r *rand.Rand) instante.Time {
	base := instante.Date(2015, 1, 1, 0, 0, 0, 0, instante.UTC).Unix()
	fim := instante.Date(2027, 12, 31, 0, 0, 0, 0, instante.UTC).Unix()
	off := (r.IntN(27) - 14) * 3600
	if r.IntN(4) == 0 {
		off += 1800
	}
	return instante.Unix(base+r.Int64N(fim-base), 0).In(instante.FixedZone("", off))
}

// A refund never exceeds what was paid, except by the IPCA correction
// (Res art147 §1, §4, §6; art143 §4–§5; L11975 art3).
func TestPropriedadeReembolsoNaoExcedePago(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	canais := []string{canalPresencial, canalNaoPresencial}
	for i := 0; i < 20000; i++ {
		p := PedidoReembolso{Modal: modRodoviario, Compra: Compra{Em: instanteAleatorio(r), Canal: Canal(canais[r.IntN(2)]),
			Tarifa: Centavos(r.Int64N(maxCentavos + 1)), TaxaEmbarque: Centavos(r.Int64N(100000)), Pedagio: Centavos(r.Int64N(100000)),
			Outras: Centavos(r.Int64N(100000))}, Utilizado: r.IntN(5) == 0, ProtocoloFornecido: new(r.IntN(2) == 0),
			M3NaoInformado: r.IntN(5) == 0, AtrasoPartidaMinutos: r.Int64N(200)}
		p.Agora = p.Compra.Em.Add(instante.Duration(r.Int64N(400*24)) * instante.Hour)
		p.Viagem.Embarque = p.Compra.Em.Add(instante.Duration(r.Int64N(400*24)) * instante.Hour)
		res := calcularReembolso(&p)
		pago := int64(p.Compra.Tarifa) + int64(p.Compra.TaxaEmbarque) + int64(p.Compra.Pedagio) + int64(p.Compra.Outras)
		var v ValoresReembolso
		if res.Valores != nil {
			v = *res.Valores
		}
		if int64(v.Total-v.Correcao) > pago || v.Total < 0 || v.Correcao < 0 {
			t.Fatalf("case %d: refund %+v, paid %d (%+v)", i, v, pago, p)
		}
		if res.Regra != regraM3 && v.Correcao != 0 {
			t.Fatalf("case %d: correction outside the M3 rule: %+v", i, res)
		}
		if v.RetencaoMaxima*100 > p.Compra.Tarifa*5 {
			t.Fatalf("case %d: retention above 5%%: %+v", i, v)
		}
	}
}

// A discounted fare is at most half the lowest fare (Res art149 §2, IV, V),
// solicitarAte ≤ embarque, and no seat count is negative.
func TestPropriedadeBeneficio(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 20000; i++ {
		p := pedidoBeneficioAleatorio(r)
		res := calcularBeneficio(&p)
		if res.temValores {
			if res.beneficio == benDesconto && 2*res.valores.tarifa > menorTarifa(&p) {
				t.Fatalf("case %d: discounted fare %d above half of %d", i, res.valores.tarifa, menorTarifa(&p))
			}
			if res.valores.tarifa > menorTarifa(&p) {
				t.Fatalf("case %d: fare above the lowest fare", i)
			}
		}
		if res.temPrazos && res.solicitarAte.After(p.embarque()) {
			t.Fatalf("case %d: solicitarAte %v after embarque %v", i, res.solicitarAte, p.embarque())
		}
		if res.gratuitas.disponiveis < 0 || res.descontos.disponiveis < 0 {
			t.Fatalf("case %d: negative disponiveis %+v", i, res)
		}
		if res.beneficio == benNaoSeAplica && (res.situacao != "" || res.elegivel) {
			t.Fatalf("case %d: nao_se_aplica with situacao/elegivel", i)
		}
		if p.Categoria == catIdoso && res.elegivel && res.beneficio == benNenhum {
			t.Fatalf("case %d: elderly never gets nenhum for lack of seats", i)
		}
	}
}

// pedidoBeneficioAleatorio draws a typed beneficio request over every
// category, mode, scope flag, seat count and time relation.
func pedidoBeneficioAleatorio(r *rand.Rand) PedidoBeneficio {
	cats := []string{catJovem, catIdoso, catPcd, catAcompanhante, catCrianca}
	mods := []string{modRodoviario, modFerroviario, modAquaviario}
	p := PedidoBeneficio{Categoria: Categoria(cats[r.IntN(len(cats))])}
	w := &p.Viagem
	w.Modal = Modal(mods[r.IntN(len(mods))])
	w.UfOrigem, w.UfDestino = "SP", UF([]string{"SP", "MG", "RJ"}[r.IntN(3)])
	w.LinhaRegular = new(r.IntN(10) != 0)
	w.Convencional = r.IntN(10) != 0
	w.OcupaPoltrona = r.IntN(3) == 0
	w.ServicosSimultaneos = new(1 + r.Int64N(4))
	p.Vagas = &VagasConcedidas{GratuitasConcedidas: new(r.Int64N(12)), DescontosConcedidos: new(r.Int64N(12))}
	temPrecos, temMenor := r.IntN(5) != 0, r.IntN(10) != 0
	menor, taxa := Centavos(r.Int64N(maxCentavos+1)), Centavos(r.Int64N(10000))
	if temPrecos {
		p.Precos = &Precos{TaxaEmbarque: taxa}
		if temMenor {
			p.Precos.MenorTarifa = &menor
		}
	}
	w.PartidaLinha = instanteAleatorio(r)
	w.Embarque = new(w.PartidaLinha.Add(instante.Duration(r.Int64N(48*60)) * instante.Minute).In(instante.FixedZone("", (r.IntN(5)-5)*3600)))
	p.Agora = w.PartidaLinha.Add(instante.Duration(r.Int64N(20*24*60)-10*24*60) * instante.Minute)
	if r.IntN(2) == 0 {
		p.Nascimento = new(dataLocal(*w.Embarque).AddDate(-r.IntN(90), -r.IntN(12), -r.IntN(31)))
	}
	return p
}

// menorTarifa is the request's lowest fare, 0 when not given.
func menorTarifa(p *PedidoBeneficio) int64 {
	if p.Precos == nil || p.Precos.MenorTarifa == nil {
		return 0
	}
	return int64(*p.Precos.MenorTarifa)
}

// Availability: never negative, never more occupied than granted, and equal
// to a brute-force count per leg (Res art149 §6), with testing/quick.
func TestPropriedadeDisponibilidade(t *testing.T) {
	f := func(n uint8, servicos uint8, brutos []uint32, de, ate uint8) bool {
		nParadas := 2 + int(n)%50
		type concessao struct {
			categoria int // 0 jovem, 1 idoso, 2 pcd
			desconto  bool
			de, ate   int
		}
		var ks []concessao
		p := PedidoDisponibilidade{Paradas: make([]string, nParadas), ServicosSimultaneos: new(1 + int64(servicos)%3)}
		pde := int(de) % (nParadas - 1)
		pate := pde + 1 + int(ate)%(nParadas-1-pde)
		p.Trecho = Trecho{De: int64(pde), Ate: int64(pate)}
		for _, b := range brutos {
			c := concessao{categoria: int(b % 3), desconto: b&8 != 0 && b%3 != 2}
			c.de = int(b>>8) % (nParadas - 1)
			c.ate = c.de + 1 + int(b>>16)%(nParadas-1-c.de)
			ks = append(ks, c)
			tipo := TipoConcessao(tipoGratuidade)
			if c.desconto {
				tipo = tipoDesconto
			}
			p.Concedidos = append(p.Concedidos, Concessao{Categoria: CategoriaVaga([]string{catJovem, catIdoso, catPcd}[c.categoria]), Tipo: tipo,
				De: int64(c.de), Ate: int64(c.ate)})
		}
		res := calcularDisponibilidade(&p)
		for cat := 0; cat < 3; cat++ {
			for k := 0; k < 2; k++ {
				var concedidas, max int64
				for _, c := range ks {
					if c.categoria == cat && c.desconto == (k == 1) {
						concedidas++
					}
				}
				for perna := pde; perna < pate; perna++ {
					var n int64
					for _, c := range ks {
						if c.categoria == cat && c.desconto == (k == 1) && c.de <= perna && perna < c.ate {
							n++
						}
					}
					if n > max {
						max = n
					}
				}
				got := res.c[cat][k]
				if got.disponiveis < 0 || got.ocupadas > concedidas || got.ocupadas != max {
					t.Logf("cat %d kind %d: %+v, brute force %d of %d", cat, k, got, max, concedidas)
					return false
				}
			}
		}
		return true
	}
	cfg := &quick.Config{MaxCount: 3000, Rand: randParaQuick()}
	if err := quick.Check(f, cfg); err != nil {
		t.Fatal(err)
	}
}

// Validity and 30-day deadlines never go backwards and always land on a
// valid calendar date (Res art144; art147 §1).
func TestPropriedadeDatas(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for i := 0; i < 20000; i++ {
		e := instanteAleatorio(r)
		v := validadeBilhete(e)
		d := dataLocal(e)
		if !v.After(d) || v.Sub(d) > 366*24*instante.Hour || v.Sub(d) < 364*24*instante.Hour {
			t.Fatalf("validity of %v is %v", e, v)
		}
		// CC art132 §3: 29 February rolls forward to 1 March.
		if v.Day() != d.Day() && !(d.Month() == instante.February && d.Day() == 29 && v.Month() == instante.March && v.Day() == 1) {
			t.Fatalf("validity of %v is %v: not the same calendar date", e, v)
		}
	}
}

func randParaQuick() *mathrand.Rand { return mathrand.New(mathrand.NewSource(7)) }

// Fundamentos lists exactly what the engine can emit: random requests of
// every operation, together, cite every entry of the table.
func TestFundamentosSaoEmitidos(t *testing.T) {
	var vistos refs
	junta := func(f refs, ns []nota) {
		vistos.union(f)
		for _, n := range ns {
			vistos.union(n.fund)
		}
	}
	juntaNotas := func(f Fundamentacao, ns []Nota) {
		vistos.union(f.r)
		for _, n := range ns {
			vistos.union(n.Fundamentos.r)
		}
	}
	r := rand.New(rand.NewPCG(8, 9))
	cats := []string{catJovem, catIdoso, catPcd, catAcompanhante, catCrianca}
	mods := []string{modRodoviario, modFerroviario, modAquaviario}
	for i := 0; i < 20000; i++ {
		p := PedidoBeneficio{Categoria: Categoria(cats[r.IntN(5)]), Viagem: ViagemBeneficio{Modal: Modal(mods[r.IntN(3)]), UfOrigem: "SP",
			UfDestino: UF([]string{"SP", "MG"}[r.IntN(2)]), LinhaRegular: new(r.IntN(5) != 0), Convencional: r.IntN(5) != 0,
			OcupaPoltrona: r.IntN(3) == 0, ServicosSimultaneos: new(1 + r.Int64N(2))},
			Vagas: &VagasConcedidas{GratuitasConcedidas: new(r.Int64N(5)), DescontosConcedidos: new(r.Int64N(5))}}
		temPrecos, temMenor, menor, taxa := r.IntN(3) != 0, r.IntN(4) != 0, Centavos(r.Int64N(100000)), Centavos(r.Int64N(1000))
		if temPrecos {
			p.Precos = &Precos{TaxaEmbarque: taxa}
			if temMenor {
				p.Precos.MenorTarifa = &menor
			}
		}
		p.Viagem.PartidaLinha = instanteAleatorio(r)
		p.Viagem.Embarque = new(p.Viagem.PartidaLinha.Add(instante.Duration(r.Int64N(3)) * instante.Hour))
		p.Agora = p.Viagem.PartidaLinha.Add(instante.Duration(r.Int64N(12*60)-8*60) * instante.Minute)
		if r.IntN(2) == 0 {
			p.Nascimento = new(dataLocal(p.embarque()).AddDate(-r.IntN(80), 0, 0))
		}
		res := calcularBeneficio(&p)
		junta(res.fund, res.notas)

		q := PedidoReembolso{Modal: Modal(mods[r.IntN(3)]), Compra: Compra{Em: instanteAleatorio(r), Canal: Canal([]string{canalPresencial, canalNaoPresencial}[r.IntN(2)]),
			Tarifa: Centavos(r.Int64N(100000)), TaxaEmbarque: Centavos(r.Int64N(2) * 500)}, Utilizado: r.IntN(6) == 0, ProtocoloFornecido: new(r.IntN(2) == 0),
			M3NaoInformado: r.IntN(6) == 0, AtrasoPartidaMinutos: r.Int64N(120)}
		q.Compra.APrazo = r.IntN(5) == 0
		q.Agora = q.Compra.Em.Add(instante.Duration(r.Int64N(20*24)) * instante.Hour)
		q.Viagem.Embarque = q.Compra.Em.Add(instante.Duration(r.Int64N(20*24)) * instante.Hour)
		rr := calcularReembolso(&q)
		juntaNotas(rr.Fundamentos, rr.Notas)

		m := PedidoRemarcacao{Emissao: instanteAleatorio(r), ValorPago: Centavos(r.Int64N(1000)), NovoValor: Centavos(r.Int64N(1000)),
			Taxa: new(Centavos(r.Int64N(1000))), TaxaInformadaNaCompra: r.IntN(2) == 0, TaxaNoBilhete: r.IntN(2) == 0}
		m.Agora = m.Emissao.Add(instante.Duration(r.Int64N(800)) * 24 * instante.Hour)
		rm := calcularRemarcacao(&m)
		juntaNotas(rm.Fundamentos, rm.Notas)

		a := PedidoAtraso{Modal: Modal(mods[r.IntN(3)]), LinhaSemiurbana: r.IntN(5) == 0, Evento: EventoAtraso(opcoesEvento[r.IntN(3)]),
			Sentido: SentidoClasse(opcoesSentido[r.IntN(2)]), PorIniciativaDoPassageiro: r.IntN(4) == 0}
		inicio := instanteAleatorio(r)
		a.Agora = inicio.Add(instante.Duration(r.Int64N(6*60)-60) * instante.Minute)
		if a.Evento == evInterrupcao && a.Agora.Before(inicio) {
			a.Agora = inicio
		}
		a.Previsto, a.InterrompidaEm = &inicio, &inicio
		if depois := inicio.Add(instante.Duration(r.Int64N(5*60)) * instante.Minute); r.IntN(2) == 0 && !depois.After(a.Agora) {
			a.Partida, a.RetomadaEm = &depois, &depois
		}
		if r.IntN(3) != 0 {
			a.Compra = &CompraAtraso{Tarifa: Centavos(r.Int64N(20000))}
		}
		ra := calcularAtraso(&a)
		vistos.union(ra.Fundamentos.r)
	}
	// The elderly discount on road whose purchase window (D9921 art40 p.u.)
	// opens after the reservation ends: a boarding 12 h after the line's
	// start, which the random trips above (at most 2 h) do not reach.
	linha := instante.Date(2026, 12, 24, 8, 0, 0, 0, instante.UTC)
	idoso := calcularBeneficio(&PedidoBeneficio{Categoria: catIdoso, Agora: linha.AddDate(0, 0, -1),
		Viagem: ViagemBeneficio{Modal: modRodoviario, UfOrigem: "SP", UfDestino: "MG", Convencional: true, PartidaLinha: linha,
			Embarque: new(linha.Add(12 * instante.Hour)), DistanciaKm: new(int64(300))},
		Vagas: &VagasConcedidas{GratuitasConcedidas: new(int64(2))}})
	junta(idoso.fund, idoso.notas)
	d := calcularDisponibilidade(&PedidoDisponibilidade{Paradas: make([]string, 3), ServicosSimultaneos: new(int64(2)), Trecho: Trecho{De: 0, Ate: 2}})
	junta(d.fund, nil)
	for _, f := range fixturesBpe(t) {
		rb := bpeXML(t, f)
		juntaNotas(rb.Fundamentos, rb.Notas)
	}
	for _, k := range []string{chaveNST, comDV("99" + chaveNST[2:43]), comDV("432213" + chaveNST[6:43])} {
		rb, _ := Bpe(PedidoBpe{Agora: agoraBpe, Chave: k})
		juntaNotas(rb.Fundamentos, rb.Notas)
	}
	rv := calcularReservas(&PedidoReservas{Reservas: []Reserva{{Destino: "a"}, {Destino: "a"}}})
	juntaNotas(rv.Fundamentos, rv.Notas)
	// recusa (rules revision 4, R7): every categoria, mode, benefit and reason.
	for _, cat := range opcoesCategoria {
		for _, mod := range opcoesModal {
			for _, ben := range opcoesBeneficioRecusa {
				for _, mot := range opcoesMotivoRecusa {
					if rc, erros := Recusa(PedidoRecusa{Agora: linha, Categoria: Categoria(cat), Modal: Modal(mod), Beneficio: BeneficioRecusa(ben), Motivo: MotivoRecusa(mot)}); erros == nil {
						vistos.union(rc.Fundamentos.r)
					}
				}
			}
		}
	}
	for x := ref(0); x < nRefsMotor; x++ {
		if !vistos.has(x) {
			t.Errorf("%s#%s is listed by Fundamentos but never emitted", citacoes[x].Norma, citacoes[x].Dispositivo)
		}
	}
}
