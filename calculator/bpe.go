package calculator

import "viagemdedireito/calculator/instante"

// The BP-e check (operation bpe, rules.md § 14): what a bilhete de
// passagem eletrônico (modelo 63) says, from its access key or from its
// XML document, and what the law asks of it. The layout facts (key, paths,
// codes) are in calculator/testdata/bpe/LEIAME.md, with their sources.

// Inputs of bpe.
const (
	entChave  = "chave"
	entQRCode = "qrcode"
	entXML    = "xml"
)

// bpeOutro is a tpDesconto that is none of the legal benefits.
const bpeOutro = "outro"

// Weights of a finding.
const (
	gravConforme   = "conforme"
	gravInformacao = "informacao"
	gravAtencao    = "atencao"
	gravIrregular  = "irregular"
)

// Situations of an item of Res art143.
const (
	itemPresente       = "presente"
	itemAusente        = "ausente"
	itemNaoVerificavel = "nao_verificavel"
	itemNaoSeAplica    = "nao_se_aplica"
)

// Situations of validity.
const (
	valValido        = "valido"
	valVencido       = "vencido"
	valIndeterminado = "indeterminado"
)

// Codes of the findings, in the order an answer gives them.
const (
	achDigito          = "chave_digito"
	achModelo          = "chave_modelo"
	achUf              = "chave_uf"
	achMes             = "chave_mes"
	achCnpj            = "chave_cnpj"
	achSerie           = "chave_serie"
	achDivergente      = "chave_divergente"
	achValidade        = "validade"
	achValidadeInform  = "validade_informada"
	achBeneficio       = "beneficio"
	achDesconto        = "desconto_minimo"
	achTaxas           = "taxas_gratuidade"
	achServico         = "servico"
	achNome            = "nome_passageiro"
	achItens           = "itens_bilhete"
	achNaoVerificaveis = "itens_nao_verificaveis"
)

var codigosAchado = [...]string{achDigito, achModelo, achUf, achMes, achCnpj, achSerie, achDivergente, achValidade,
	achValidadeInform, achBeneficio, achDesconto, achTaxas, achServico, achNome, achItens, achNaoVerificaveis}

// ufIBGE maps the IBGE code of a UF (the key's cUF) to its letters.
func ufIBGE(c int) (string, bool) {
	const tabela = "11RO12AC13AM14RR15PA16AP17TO21MA22PI23CE24RN25PB26PE27AL28SE29BA31MG32ES33RJ35SP41PR42SC43RS50MS51MT52GO53DF"
	for i := 0; i+4 <= len(tabela); i += 4 {
		if int(tabela[i]-'0')*10+int(tabela[i+1]-'0') == c {
			return tabela[i+2 : i+4], true
		}
	}
	return "", false
}

// digitoChave is the check digit of the first 43 digits of an access key:
// weights 2 to 9 from the right, 11 − sum mod 11, 10 and 11 become 0.
func digitoChave(d string) int64 {
	soma, peso := 0, 2
	for i := 42; i >= 0; i-- {
		soma += int(d[i]-'0') * peso
		peso++
		if peso > 9 {
			peso = 2
		}
	}
	dv := 11 - soma%11
	if dv > 9 {
		dv = 0
	}
	return int64(dv)
}

// numeroDe reads the decimal digits d (all digits, checked by the caller).
func numeroDe(d string) int64 {
	var n int64
	for i := 0; i < len(d); i++ {
		n = n*10 + int64(d[i]-'0')
	}
	return n
}

func soDigitos(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// lerChave splits a key of 44 digits.
func lerChave(d string) ChaveBpe {
	c := ChaveBpe{Digitos: d, CodigoUf: numeroDe(d[0:2]), Ano: 2000 + numeroDe(d[2:4]), Mes: numeroDe(d[4:6]),
		Cnpj: d[6:20], Modelo: numeroDe(d[20:22]), Serie: numeroDe(d[22:25]), Numero: numeroDe(d[25:34]),
		TipoEmissao: numeroDe(d[34:35]), CodigoNumerico: d[35:43], DigitoVerificador: numeroDe(d[43:44])}
	if u, ok := ufIBGE(int(c.CodigoUf)); ok {
		uf := UF(u)
		c.Uf = &uf
	}
	c.CnpjValido = ValidarCNPJ(c.Cnpj)
	c.DigitoCalculado = digitoChave(d)
	c.DigitoValido = c.DigitoCalculado == c.DigitoVerificador
	return c
}

// cnpjBR formats 14 characters as 00.000.000/0000-00.
func cnpjBR(c string) string {
	if len(c) != 14 {
		return c
	}
	return c[0:2] + "." + c[2:5] + "." + c[5:8] + "/" + c[8:12] + "-" + c[12:14]
}

// nomesMeses are the months in Portuguese.
var nomesMeses = [...]string{"janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto",
	"setembro", "outubro", "novembro", "dezembro"}

func mesPorExtenso(ano, mes int64) string {
	return nomesMeses[mes-1] + " de " + itoa(ano)
}

// respostaBpe builds an answer: its findings and notes carry their grounds
// into fundamentos.
type respostaBpe struct {
	r RespostaBpe
}

func (b *respostaBpe) achar(codigo, grav string, n nota) {
	b.r.Achados = append(b.r.Achados, AchadoBpe{Codigo: CodigoAchado(codigo), Gravidade: GravidadeAchado(grav),
		Texto: n.texto, Fundamentos: Fundamentacao{n.fund}})
	b.r.Fundamentos.r.union(n.fund)
}

func (b *respostaBpe) notar(n nota) { anotar(&b.r.Notas, &b.r.Fundamentos, n) }

// achadosChave says what the key's digits say.
func (b *respostaBpe) achadosChave(c *ChaveBpe) {
	if c.DigitoValido {
		b.achar(achDigito, gravConforme, dizer(fBpeChaveDigitoConfere, itoa(c.DigitoVerificador)))
	} else {
		b.achar(achDigito, gravIrregular, dizer(fBpeChaveDigitoErrado, itoa(c.DigitoVerificador), itoa(c.DigitoCalculado)))
	}
	if c.Modelo == 63 {
		b.achar(achModelo, gravConforme, dizer(fBpeChaveModelo63))
	} else {
		b.achar(achModelo, gravIrregular, dizer(fBpeChaveOutroModelo, d2(c.Modelo)))
	}
	mesValido := c.Mes >= 1 && c.Mes <= 12
	switch {
	case c.Uf == nil:
		b.achar(achUf, gravIrregular, dizer(fBpeChaveUfDesconhecida, d2(c.CodigoUf)))
	case mesValido:
		b.achar(achUf, gravInformacao, dizer(fBpeChaveUf, mesPorExtenso(c.Ano, c.Mes), string(*c.Uf), d2(c.CodigoUf)))
	}
	if !mesValido {
		b.achar(achMes, gravIrregular, dizer(fBpeChaveMesInvalido, d2(c.Mes)))
	}
	b.achadoCnpj(c.Cnpj, c.CnpjValido)
	b.achar(achSerie, gravInformacao, dizer(fBpeChaveSerieNumero, itoa(c.Serie), itoa(c.Numero), itoa(c.TipoEmissao)))
}

func (b *respostaBpe) achadoCnpj(cnpj string, valido bool) {
	if valido {
		b.achar(achCnpj, gravConforme, dizer(fBpeChaveCnpjConfere, cnpjBR(cnpj)))
	} else {
		b.achar(achCnpj, gravIrregular, dizer(fBpeChaveCnpjErrado, cnpjBR(cnpj)))
	}
}

// d2 writes n with at least two digits.
func d2(n int64) string {
	if n >= 0 && n < 10 {
		return "0" + itoa(n)
	}
	return itoa(n)
}

// validadeDoMes is the validity read from the key's month alone.
func (b *respostaBpe) validadeDoMes(agora instante.Time, ano, mes int64) {
	if mes < 1 || mes > 12 {
		return
	}
	primeiro := instante.Date(int(ano), instante.Month(mes), 1, 0, 0, 0, 0, instante.UTC)
	ultimo := instante.Date(int(ano), instante.Month(mes)+1, 0, 0, 0, 0, 0, instante.UTC)
	v := ValidadeBpe{ValidoAteMinimo: validadeBilhete(primeiro), ValidoAteMaximo: validadeBilhete(ultimo)}
	hoje := dataLocal(agora)
	quando := mesPorExtenso(ano, mes)
	switch {
	case !hoje.After(v.ValidoAteMinimo):
		v.Situacao = valValido
		b.achar(achValidade, gravConforme, dizer(fBpeValidadeMesValido, quando, dataBR(v.ValidoAteMinimo), dataBR(v.ValidoAteMaximo), dataBR(hoje)))
	case hoje.After(v.ValidoAteMaximo):
		v.Situacao = valVencido
		b.achar(achValidade, gravInformacao, dizer(fBpeValidadeMesVencido, quando, dataBR(v.ValidoAteMaximo), dataBR(hoje)))
	default:
		v.Situacao = valIndeterminado
		b.achar(achValidade, gravAtencao, dizer(fBpeValidadeMesDepende, quando, dataBR(v.ValidoAteMinimo), dataBR(v.ValidoAteMaximo), dataBR(hoje)))
	}
	b.r.Validade = &v
	b.notar(dizer(fBpeValidadePrimeiraEmissao))
}

// calcularBpe answers a bpe request (rules.md § 14).
func calcularBpe(p *PedidoBpe) RespostaBpe {
	var b respostaBpe
	b.r.Achados = []AchadoBpe{}
	if p.XML == "" {
		b.r.Entrada = entChave
		d, qr := chaveDe(p.Chave)
		if qr {
			b.r.Entrada = entQRCode
		}
		c := lerChave(d)
		b.r.Chave = &c
		b.achadosChave(&c)
		b.validadeDoMes(p.Agora, c.Ano, c.Mes)
		b.notar(dizer(fBpeChaveSoChave))
		return b.r
	}
	b.r.Entrada = entXML
	doc := p.doc // read by PedidoBpe.ler
	b.documento(p.Agora, doc)
	return b.r
}

// chaveDe extracts the 44 digits of a key typed or pasted, or of a QR code's
// address (chBPe=…); qr reports the latter. The reader (ler) has checked
// that it gives 44 digits.
func chaveDe(s string) (d string, qr bool) {
	if i := indiceSemCaixa(s, "chbpe="); i >= 0 {
		s = s[i+len("chbpe="):]
		qr = true
		for k := 0; k < len(s); k++ {
			if s[k] == '&' || s[k] == '#' {
				s = s[:k]
				break
			}
		}
	}
	b := make([]byte, 0, 44)
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= '0' && c <= '9':
			b = append(b, c)
		case c == ' ' || c == '.' || c == '-' || c == '\t' || c == '\n' || c == '\r':
		case (c == 'B' || c == 'b') && i+3 <= len(s) && len(b) == 0 && (s[i:i+3] == "BPe" || s[i:i+3] == "bpe"):
			i += 2
		default:
			return "", qr
		}
	}
	return string(b), qr
}

// indiceSemCaixa is the index of sub (lower case ASCII) in s, ignoring the
// case of ASCII letters, or −1.
func indiceSemCaixa(s, sub string) int {
	for i := 0; i+len(sub) <= len(s); i++ {
		ok := true
		for k := 0; k < len(sub); k++ {
			c := s[i+k]
			if c >= 'A' && c <= 'Z' {
				c += 'a' - 'A'
			}
			if c != sub[k] {
				ok = false
				break
			}
		}
		if ok {
			return i
		}
	}
	return -1
}
