package calculator

import "viagemdedireito/calculator/instante"

// documentoBpe is a BP-e document as PedidoBpe.ler read it: the tree, the
// elements the checks use, and the typed values (instants, amounts) whose
// syntax ler has checked.
type documentoBpe struct {
	arv             arvoreXML
	raiz            string
	inf, prot       int32 // infBPe; protBPe/infProt (−1 when absent)
	ide, emit       int32
	passagem, valor int32
	passageiro      int32
	viagem          int32 // the first infViagem
	emissao         *instante.Time
	embarque        *instante.Time
	validade        *instante.Time
	inicioViagem    *instante.Time
	valores         ValoresBpe
	temComponentes  bool
	tipoServico     *int64
}

// caminhos of the elements read (paths under BPe/infBPe).
const (
	pDhEmi      = "ide/dhEmi"
	pDhEmb      = "infPassagem/dhEmb"
	pDhValidade = "infPassagem/dhValidade"
	pDhViagem   = "infViagem/dhViagem"
)

// lerDocumentoBpe reads a BP-e document; the messages say what is wrong
// (none: the document was read).
func lerDocumentoBpe(s string) (*documentoBpe, []string) {
	arv, msg := lerXML([]byte(s))
	if msg != "" {
		return nil, []string{msg}
	}
	d := &documentoBpe{arv: arv, prot: -1}
	raiz := &arv.nos[0]
	bpe := int32(0)
	switch {
	case raiz.ns != espacoBPe || raiz.nome != "BPe" && raiz.nome != "bpeProc":
		return nil, []string{"O documento não é um BP-e: a raiz deve ser <BPe> ou <bpeProc> no espaço de nomes " + espacoBPe + ", mas é <" + raiz.nome + ">."}
	case raiz.nome == "bpeProc":
		bpe = arv.filho(0, "BPe")
		if bpe < 0 {
			return nil, []string{"O documento <bpeProc> não contém o <BPe>."}
		}
		d.prot = arv.caminho(0, "protBPe", "infProt")
	}
	d.raiz = raiz.nome
	d.inf = arv.filho(bpe, "infBPe")
	if d.inf < 0 {
		return nil, []string{"O documento não tem o grupo <infBPe>, onde estão os dados do bilhete."}
	}
	d.ide = arv.filho(d.inf, "ide")
	d.emit = arv.filho(d.inf, "emit")
	d.passagem = arv.filho(d.inf, "infPassagem")
	d.passageiro = arv.filho(d.passagem, "infPassageiro")
	d.viagem = arv.filho(d.inf, "infViagem")
	d.valor = arv.filho(d.inf, "infValorBPe")
	var erros []string
	instanteEm := func(i int32, caminho string) *instante.Time {
		s := arv.textoDe(i)
		if i < 0 || s == "" {
			return nil
		}
		t, ok := parseInstante(s)
		if !ok || t.Year() < anoMin || t.Year() > anoMax {
			erros = append(erros, "<"+caminho+"> não é uma data e hora válida entre 2000 e 2100 (use o formato 2026-12-24T08:00:00-03:00); veio "+curto(s)+".")
			return nil
		}
		return &t
	}
	d.emissao = instanteEm(arv.filho(d.ide, "dhEmi"), pDhEmi)
	d.embarque = instanteEm(arv.filho(d.passagem, "dhEmb"), pDhEmb)
	d.validade = instanteEm(arv.filho(d.passagem, "dhValidade"), pDhValidade)
	d.inicioViagem = instanteEm(arv.filho(d.viagem, "dhViagem"), pDhViagem)
	valorEm := func(nome string, c *Centavos) {
		i := arv.filho(d.valor, nome)
		if i < 0 {
			return
		}
		var ok bool
		if *c, ok = centavosXML(arv.textoDe(i)); !ok {
			erros = append(erros, "<infValorBPe/"+nome+"> não é um valor em reais com até duas casas decimais (como 123.45) até R$ 1.000.000,00; veio "+curto(arv.textoDe(i))+".")
		}
	}
	valorEm("vBP", &d.valores.Bilhete)
	valorEm("vDesconto", &d.valores.Desconto)
	valorEm("vPgto", &d.valores.Pago)
	var tarifa Centavos
	temTarifa := false
	if d.valor >= 0 {
		for _, f := range arv.nos[d.valor].filhos {
			if arv.nos[f].nome != "Comp" {
				continue
			}
			d.temComponentes = true
			tipo := arv.textoDe(arv.filho(f, "tpComp"))
			v, ok := centavosXML(arv.textoDe(arv.filho(f, "vComp")))
			if !ok {
				erros = append(erros, "<infValorBPe/Comp/vComp> não é um valor em reais com até duas casas decimais (como 123.45); veio "+curto(arv.textoDe(arv.filho(f, "vComp")))+".")
				continue
			}
			switch tipo {
			case "01":
				tarifa += v
				temTarifa = true
			case "02":
				d.valores.Pedagio += v
			case "03":
				d.valores.TaxaEmbarque += v
			default:
				d.valores.Outras += v
			}
		}
	}
	if !temTarifa {
		tarifa = d.valores.Bilhete - d.valores.Pedagio - d.valores.TaxaEmbarque - d.valores.Outras
	}
	d.valores.Tarifa = max(tarifa, 0)
	if s := arv.textoDe(arv.filho(d.viagem, "tpServ")); s != "" {
		if len(s) > 2 || !soDigitos(s) {
			erros = append(erros, "<infViagem/tpServ> deve ser o código numérico do tipo de serviço (1 a 11); veio "+curto(s)+".")
		} else {
			n := numeroDe(s)
			d.tipoServico = &n
		}
	}
	return d, erros
}

// maxEco bounds a text of the document that an answer repeats (names,
// codes), so that every answer stays within maxResposta.
const maxEco = 200

// encurtar cuts s at maxEco bytes (at a rune boundary), with "…".
func encurtar(s string) string {
	if len(s) <= maxEco {
		return s
	}
	k := maxEco
	for k > 0 && s[k]&0xC0 == 0x80 {
		k--
	}
	return s[:k] + "…"
}

// curto quotes at most 40 bytes of s for a message.
func curto(s string) string {
	if len(s) > 40 {
		k := 40
		for k > 0 && s[k]&0xC0 == 0x80 {
			k--
		}
		s = s[:k] + "…"
	}
	return "“" + s + "”"
}

// centavosXML reads an amount of the layout (TDec_1302: digits, a point and
// up to two decimals) in centavos, 0 to maxCentavos.
func centavosXML(s string) (Centavos, bool) {
	inteiro, frac := s, ""
	for i := 0; i < len(s); i++ {
		if s[i] == '.' {
			inteiro, frac = s[:i], s[i+1:]
			break
		}
	}
	if inteiro == "" || len(inteiro) > 9 || len(frac) > 2 || !soDigitos(inteiro) || !soDigitos(frac) ||
		len(s) > len(inteiro) && frac == "" {
		return 0, false
	}
	c := numeroDe(inteiro) * 100
	switch len(frac) {
	case 1:
		c += numeroDe(frac) * 10
	case 2:
		c += numeroDe(frac)
	}
	if c > maxCentavos {
		return 0, false
	}
	return Centavos(c), true
}

// texto of the element at path under element i.
func (d *documentoBpe) texto(i int32, nomes ...string) string {
	return d.arv.textoDe(d.arv.caminho(i, nomes...))
}

// tem reports whether every path under i has a non-empty text.
func (d *documentoBpe) tem(i int32, nomes ...string) bool { return d.texto(i, nomes...) != "" }

// chaveDoc is the 44-digit key of the document's Id ("BPe" + 44 digits),
// or "".
func (d *documentoBpe) chaveDoc() string {
	id, _ := d.arv.atributo(d.inf, "Id")
	if len(id) == 47 && id[:3] == "BPe" && soDigitos(id[3:]) {
		return id[3:]
	}
	return ""
}

// beneficioDoTpDesconto maps tpDesconto to the benefit (02, 03, 04, 10 the legal
// ones; any other code is "outro"; none is "nenhum").
func beneficioDoTpDesconto(tp string) string {
	switch tp {
	case "":
		return benNenhum
	case "02":
		return catIdoso
	case "03":
		return catCrianca
	case "04":
		return catPcd
	case "10":
		return catJovem
	}
	return bpeOutro
}

// nomeDesconto names the other codes of tpDesconto.
func nomeDesconto(tp string) string {
	switch tp {
	case "01":
		return "tarifa promocional"
	case "05":
		return "estudante"
	case "06":
		return "animal doméstico"
	case "07":
		return "acordo coletivo"
	case "08":
		return "profissional em deslocamento"
	case "09":
		return "profissional da empresa"
	case "99":
		return "outros"
	}
	return "código desconhecido"
}

// nomeServico names tpServ.
func nomeServico(n int64) string {
	nomes := [...]string{"", "convencional com sanitário", "convencional sem sanitário", "semileito",
		"leito com ar-condicionado", "leito sem ar-condicionado", "executivo", "semiurbano", "longitudinal",
		"travessia", "cama", "micro-ônibus"}
	if n >= 1 && int(n) < len(nomes) {
		return nomes[n]
	}
	return "de código " + itoa(n)
}

// itensBpe are the items of Res art143 in its order, each with its
// template.
var itensBpe = [...]frase{fBpeItemCnpj, fBpeItemEndereco, fBpeItemSac, fBpeItemNumero, fBpeItemChave,
	fBpeItemLocalEmissao, fBpeItemDataEmissao, fBpeItemPrefixo, fBpeItemMunicipios, fBpeItemNome,
	fBpeItemDocumento, fBpeItemCpf, fBpeItemDocumentoBeneficio, fBpeItemEmbarque, fBpeItemApresentacao,
	fBpeItemInicioViagem, fBpeItemClasse, fBpeItemPoltrona, fBpeItemDesembarque, fBpeItemPreco, fBpeItemIcms,
	fBpeItemTaxaEmbarque, fBpeItemCategoria, fBpeItemRegraRemarcacao, fBpeItemGuia, fBpeItemAviso30Minutos, fBpeItemM3}

// situacaoItens says, for each item of itensBpe, whether the document shows
// it (rules.md § 14: the paths of the layout; what only the printed DABPE
// shows is nao_verificavel).
func (d *documentoBpe) situacaoItens(chave string, ben string, gratuidade bool) [len(itensBpe)]string {
	sim := func(ok bool) string {
		if ok {
			return itemPresente
		}
		return itemAusente
	}
	legal := ben != benNenhum && ben != bpeOutro
	var s [len(itensBpe)]string
	s[0] = sim(d.tem(d.emit, "CNPJ") && d.tem(d.emit, "xNome"))
	s[1] = sim(d.arv.filho(d.emit, "enderEmit") >= 0)
	s[2] = itemNaoVerificavel
	s[3] = sim(d.tem(d.ide, "nBP") && d.tem(d.ide, "serie"))
	s[4] = sim(chave != "")
	s[5] = itemNaoVerificavel
	s[6] = sim(d.emissao != nil)
	s[7] = sim(d.tem(d.viagem, "prefixo"))
	s[8] = sim(d.tem(d.ide, "cMunIni") && d.tem(d.ide, "cMunFim"))
	s[9] = sim(d.tem(d.passageiro, "xNome"))
	s[10] = sim(d.tem(d.passageiro, "tpDoc") && d.tem(d.passageiro, "nDoc"))
	s[11] = itemNaoVerificavel
	if d.tem(d.passageiro, "CPF") {
		s[11] = itemPresente
	}
	s[12] = itemNaoSeAplica
	if legal {
		s[12] = itemNaoVerificavel
	}
	s[13] = sim((d.tem(d.passagem, "cLocOrig") || d.tem(d.passagem, "xLocOrig")) && d.tem(d.ide, "cMunIni"))
	s[14] = sim(d.embarque != nil)
	s[15] = sim(d.inicioViagem != nil)
	s[16] = sim(d.tipoServico != nil)
	s[17] = sim(d.tem(d.viagem, "poltrona"))
	s[18] = sim((d.tem(d.passagem, "cLocDest") || d.tem(d.passagem, "xLocDest")) && d.tem(d.ide, "cMunFim"))
	s[19] = sim(d.tem(d.valor, "vBP"))
	s[20] = sim(d.arv.caminho(d.inf, "imp", "ICMS") >= 0)
	s[21] = itemNaoVerificavel
	if d.valores.TaxaEmbarque > 0 {
		s[21] = itemPresente
	}
	switch {
	case ben != benNenhum:
		s[22] = itemPresente
	case d.valores.Desconto > 0:
		s[22] = itemAusente
	default:
		s[22] = itemNaoSeAplica
	}
	s[23] = itemNaoVerificavel
	s[24] = itemNaoVerificavel
	s[25] = itemNaoSeAplica
	if legal && gratuidade {
		s[25] = itemNaoVerificavel
	}
	s[26] = itemNaoVerificavel
	return s
}

// documento answers a bpe request with a document.
func (b *respostaBpe) documento(agora instante.Time, d *documentoBpe) {
	chave := d.chaveDoc()
	if chave != "" {
		c := lerChave(chave)
		b.r.Chave = &c
		b.achadosChave(&c)
		b.divergencias(d, &c)
	} else if cnpj := d.texto(d.emit, "CNPJ"); cnpj != "" {
		b.achadoCnpj(cnpj, ValidarCNPJ(cnpj))
	}
	doc := DocumentoBpe{Raiz: d.raiz, EmitenteNome: encurtar(d.texto(d.emit, "xNome")), EmitenteCnpj: encurtar(d.texto(d.emit, "CNPJ")),
		Valores: d.valores, TipoServico: d.tipoServico}
	if b.r.Chave != nil && doc.EmitenteCnpj != "" && doc.EmitenteCnpj != b.r.Chave.Cnpj {
		b.achadoCnpj(doc.EmitenteCnpj, ValidarCNPJ(doc.EmitenteCnpj))
	}
	if n := encurtar(d.texto(d.passageiro, "xNome")); n != "" {
		doc.Passageiro = &n
	}
	tp := encurtar(d.texto(d.valor, "tpDesconto"))
	if tp != "" {
		doc.TipoDesconto = &tp
	}
	ben := beneficioDoTpDesconto(tp)
	doc.Beneficio = BeneficioBpe(ben)
	v := d.valores
	doc.Gratuidade = ben != benNenhum && v.Desconto >= v.Tarifa && (v.Tarifa > 0 || v.Bilhete == 0)

	// Validity (Res art144).
	switch {
	case d.emissao != nil:
		b.validadeDaEmissao(agora, *d.emissao, d.validade)
	case b.r.Chave != nil:
		b.validadeDoMes(agora, b.r.Chave.Ano, b.r.Chave.Mes)
	}

	b.beneficio(d, &doc, ben)

	// The items of Res art143.
	sit := d.situacaoItens(chave, ben, doc.Gratuidade)
	var faltam, naoVerif []string
	var fundFaltam, fundNaoVerif refs
	for k, f := range itensBpe {
		n := dizer(f)
		doc.Itens = append(doc.Itens, ItemBpe{Texto: n.texto, Situacao: SituacaoItem(sit[k]), Fundamentos: Fundamentacao{n.fund}})
		b.r.Fundamentos.r.union(n.fund)
		switch sit[k] {
		case itemAusente:
			faltam = append(faltam, n.texto)
			fundFaltam.union(n.fund)
		case itemNaoVerificavel:
			naoVerif = append(naoVerif, n.texto)
			fundNaoVerif.union(n.fund)
		}
	}
	if len(faltam) > 0 {
		n := dizer(fBpeItensFaltam, juntarPontoEVirgula(faltam))
		n.fund.union(fundFaltam)
		b.achar(achItens, gravIrregular, n)
	} else {
		b.achar(achItens, gravConforme, dizer(fBpeItensCompletos))
	}
	n := dizer(fBpeItensNaoVerificaveis, juntarPontoEVirgula(naoVerif))
	n.fund.union(fundNaoVerif)
	b.achar(achNaoVerificaveis, gravInformacao, n)
	b.r.Documento = &doc
}

func juntarPontoEVirgula(itens []string) string { return juntar(itens, "; ") }

// divergencias compares the key with the fields of the document that
// repeat it (and the authorisation's chBPe).
func (b *respostaBpe) divergencias(d *documentoBpe, c *ChaveBpe) {
	var campos []string
	difere := func(s string, quer int64, nome string) {
		if s != "" && (!soDigitos(s) || len(s) > 15 || numeroDe(s) != quer) {
			campos = append(campos, nome)
		}
	}
	difere(d.texto(d.ide, "cUF"), c.CodigoUf, "UF")
	if e := d.emissao; e != nil && (int64(e.Year()) != c.Ano || int64(e.Month()) != c.Mes) {
		campos = append(campos, "mês de emissão")
	}
	if s := d.texto(d.emit, "CNPJ"); s != "" && s != c.Cnpj {
		campos = append(campos, "CNPJ")
	}
	difere(d.texto(d.ide, "mod"), c.Modelo, "modelo")
	difere(d.texto(d.ide, "serie"), c.Serie, "série")
	difere(d.texto(d.ide, "nBP"), c.Numero, "número")
	difere(d.texto(d.ide, "tpEmis"), c.TipoEmissao, "tipo de emissão")
	difere(d.texto(d.ide, "cBP"), numeroDe(c.CodigoNumerico), "código numérico")
	difere(d.texto(d.ide, "cDV"), c.DigitoVerificador, "dígito verificador")
	if s := d.texto(d.prot, "chBPe"); s != "" && s != c.Digitos {
		campos = append(campos, "chave da autorização")
	}
	if len(campos) > 0 {
		b.achar(achDivergente, gravIrregular, dizer(fBpeChaveDivergente, juntar(campos, ", ")))
	}
}

// validadeDaEmissao is the validity counted from ide/dhEmi, and the
// validity the document states (dhValidade) against it.
func (b *respostaBpe) validadeDaEmissao(agora, emissao instante.Time, informada *instante.Time) {
	ate := validadeBilhete(emissao)
	v := ValidadeBpe{Emissao: &emissao, ValidoAteMinimo: ate, ValidoAteMaximo: ate, Informada: informada}
	hoje := dataLocal(agora.In(emissao.Location()))
	if hoje.After(ate) {
		v.Situacao = valVencido
		b.achar(achValidade, gravInformacao, dizer(fBpeValidadeVencido, dataBR(emissao), dataBR(ate), dataBR(hoje)))
	} else {
		v.Situacao = valValido
		b.achar(achValidade, gravConforme, dizer(fBpeValidadeValido, dataBR(emissao), dataBR(ate), dataBR(hoje)))
	}
	if informada != nil {
		if dataLocal(*informada).Before(ate) {
			b.achar(achValidadeInform, gravAtencao, dizer(fBpeValidadeInformadaCurta, dataBR(*informada), dataBR(ate)))
		} else {
			b.achar(achValidadeInform, gravConforme, dizer(fBpeValidadeInformadaConfere, dataBR(*informada), dataBR(ate)))
		}
	}
	b.r.Validade = &v
	b.notar(dizer(fBpeValidadePrimeiraEmissao))
}

// beneficio checks the benefit the document states: its amounts, the fees
// on a free seat, the service, the passenger's name.
func (b *respostaBpe) beneficio(d *documentoBpe, doc *DocumentoBpe, ben string) {
	v := d.valores
	c := contexto{rodoviario: true, jovem: ben == catJovem, idoso: ben == catIdoso}
	var quanto string
	switch {
	case doc.Gratuidade:
		quanto = "gratuidade, a tarifa de " + reais(int64(v.Tarifa)) + " toda descontada; pagos " + reais(int64(v.Pago))
	case v.Desconto > 0:
		quanto = "desconto de " + reais(int64(v.Desconto)) + percentual(v) + " na tarifa de " + reais(int64(v.Tarifa)) + "; pagos " + reais(int64(v.Pago))
	default:
		quanto = "sem desconto nos valores; pagos " + reais(int64(v.Pago))
	}
	switch ben {
	case benNenhum:
		if v.Desconto > 0 {
			b.achar(achBeneficio, gravAtencao, dizer(fBpeBeneficioSemCategoria, reais(int64(v.Desconto))))
		} else {
			b.achar(achBeneficio, gravInformacao, dizer(fBpeBeneficioNenhum, reais(int64(v.Pago))))
		}
		return
	case bpeOutro:
		b.achar(achBeneficio, gravInformacao, dizer(fBpeBeneficioOutro, *doc.TipoDesconto, nomeDesconto(*doc.TipoDesconto), quanto))
		return
	case catIdoso:
		b.achar(achBeneficio, gravInformacao, dizer(fBpeBeneficioIdoso, quanto))
	case catJovem:
		b.achar(achBeneficio, gravInformacao, dizer(fBpeBeneficioJovem, quanto))
	case catPcd:
		b.achar(achBeneficio, gravInformacao, dizer(fBpeBeneficioPcd, quanto))
	case catCrianca:
		b.achar(achBeneficio, gravInformacao, dizer(fBpeBeneficioCrianca, quanto))
	}

	// The discount of the elderly and of the youth: at least 50%.
	if !doc.Gratuidade && (ben == catIdoso || ben == catJovem) {
		if v.Desconto*2 < v.Tarifa {
			f := fBpeDescontoAbaixoIdoso
			if ben == catJovem {
				f = fBpeDescontoAbaixoJovem
			}
			b.achar(achDesconto, gravIrregular, dizerEm(c, f, itoa(int64(v.Desconto)*100/int64(v.Tarifa))))
		}
		b.achar(achDesconto, gravInformacao, dizer(fBpeDescontoReferencia))
	}

	// Fees on a free seat.
	poltrona := encurtar(d.texto(d.viagem, "poltrona"))
	if ben == catCrianca && poltrona != "" {
		b.achar(achTaxas, gravInformacao, dizer(fBpeBeneficioCriancaPoltrona, poltrona))
	} else if doc.Gratuidade {
		b.taxas(d, ben, c)
	}

	// The service (Res art149 caput, §1); a child is carried free on any
	// trip (Res art148).
	if t := d.tipoServico; t != nil && ben != catCrianca {
		if *t == 1 || *t == 2 {
			b.achar(achServico, gravConforme, dizer(fBpeServicoConvencional, nomeServico(*t)))
		} else {
			b.achar(achServico, gravInformacao, dizer(fBpeServicoNaoConvencional, nomeServico(*t)))
		}
	}

	// The passenger's name (Res art145; Dec art13 §7).
	if doc.Passageiro != nil {
		b.achar(achNome, gravConforme, dizerEm(c, fBpeNomeConfere, *doc.Passageiro))
	} else {
		b.achar(achNome, gravIrregular, dizerEm(c, fBpeNomeFalta))
	}
}

// percentual writes " (50%)" for the discount on the fare.
func percentual(v ValoresBpe) string {
	if v.Tarifa <= 0 {
		return ""
	}
	return " (" + itoa(int64(v.Desconto)*100/int64(v.Tarifa)) + "%)"
}

// taxas are the findings on what a free seat charged (rules.md § 3 and § 14).
func (b *respostaBpe) taxas(d *documentoBpe, ben string, c contexto) {
	v := d.valores
	if v.Pago == 0 {
		b.achar(achTaxas, gravConforme, dizer(fBpeTaxasNadaCobrado))
		return
	}
	var partes []string
	if v.TaxaEmbarque > 0 {
		partes = append(partes, "taxa de embarque de "+reais(int64(v.TaxaEmbarque)))
	}
	if v.Pedagio > 0 {
		partes = append(partes, "pedágio de "+reais(int64(v.Pedagio)))
	}
	// Without components nothing says what the amount paid is: it is read
	// as fees (the sentence names only the amount).
	temTaxas := len(partes) > 0 || !d.temComponentes
	cobrado := reais(int64(v.Pago))
	if len(partes) > 0 && v.Outras > 0 {
		cobrado = reais(int64(v.TaxaEmbarque+v.Pedagio)) + " (" + listaPortuguesE(partes) + ")"
	} else if len(partes) > 0 {
		cobrado += " (" + listaPortuguesE(partes) + ")"
	}
	outras := v.Outras
	const descOutras = "seguro, tarifa de manutenção rodoviária ou outros"
	switch ben {
	case catIdoso:
		if temTaxas {
			b.achar(achTaxas, gravAtencao, dizerEm(c, fBpeTaxasIdoso, cobrado))
		}
		if outras > 0 {
			b.achar(achTaxas, gravAtencao, dizerEm(c, fBpeTaxasOutrasIdoso, reais(int64(outras)), descOutras))
		}
	case catJovem:
		if temTaxas {
			b.achar(achTaxas, gravInformacao, dizerEm(c, fBpeTaxasJovem, cobrado))
		}
		if outras > 0 {
			b.achar(achTaxas, gravAtencao, dizerEm(c, fBpeTaxasOutrasJovem, reais(int64(outras)), descOutras))
		}
	case catPcd:
		b.achar(achTaxas, gravAtencao, dizerEm(c, fBpeTaxasPcd, cobrado))
	case catCrianca:
		b.achar(achTaxas, gravIrregular, dizerEm(c, fBpeTaxasCrianca, cobrado))
	}
}
