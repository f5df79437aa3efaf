package calculator

// The sentence catalogue (rules.md § 11). Every sentence an answer can say —
// the motivo, every note, every document line — is built from one template
// of this catalogue, and each template declares the dispositivos that ground
// exactly what it says, each with the words of the cited text the sentence
// relies on (its apoio). A test in generator/ walks every template and
// checks, against the built site, that each cited dispositivo exists, that
// the apoio is in its text and that every article a sentence names in words
// is among its citations; it also writes calculator/frases.md, the table a
// reviewer reads (sentence, citations, cited text).
//
// Templates are grouped in blocks, one per operation (an array frasesX of
// modelo in frases_x.go); a frase is blocoX + the template's position in
// its array. Each template has one key, its chave: the constants naming
// the templates are derived from it (f + the key in camel case, in
// frases_chaves.go, written by internal/gerarfrases).
//
//go:generate go run ./internal/gerarfrases

// frase names one template of the catalogue.
type frase uint16

// apoio is one ground of a template: the ref and words of its text that the
// sentence relies on ("" only where the dispositivo is cited as a whole, for
// example as the scope of a rule; the test then checks only that it exists).
type apoio struct {
	r      ref
	trecho string
	so     escopo
}

// escopo restricts a ground to the answers it applies to: a road-only
// dispositivo (the Resolução) grounds the sentence on road only, a youth-only
// one (the Decreto) for the youth only. Zero: every answer.
type escopo uint8

const (
	soRodoviario escopo = 1 << iota
	soJovem
	soIdoso // Decreto nº 9.921/2019: the elderly (rules revision 3)
)

// contexto is what decides which scoped grounds apply to an answer.
type contexto struct {
	rodoviario, jovem, idoso bool
}

func (a apoio) vale(c contexto) bool {
	return (a.so&soRodoviario == 0 || c.rodoviario) && (a.so&soJovem == 0 || c.jovem) && (a.so&soIdoso == 0 || c.idoso)
}

// modelo is one template: a stable key for the reviewer's table, the text
// with placeholders {1} … {9}, and its grounds.
type modelo struct {
	chave string
	texto string
	fund  []apoio
}

// Blocks of the catalogue.
const (
	blocoBeneficio       frase = 0
	blocoReembolso       frase = 1000
	blocoRemarcacao      frase = 2000
	blocoReservas        frase = 3000
	blocoDisponibilidade frase = 4000
	blocoAtraso          frase = 5000
	blocoRecusa          frase = 6000
	blocoBpe             frase = 7000
	// blocoPaginas: the sentences the site's pages say in their own words
	// (rules revision 4, R9; frases_paginas.go). The engine never says
	// them, so they are not in blocos nor in the engine's tables
	// (frases_tabela.go): they are in Frases, under the same tests.
	blocoPaginas frase = 8000
	tamanhoBloco frase = 1000
)

// modeloMotor is a template as the engine uses it: its text and its grounds
// without the words of the cited texts (which only the reviewer's table and
// the tests read), each ground two bytes, its ref and its escopo. The
// engine reads them from the generated tables of frases_tabela.go (go test
// ./calculator -run TestTabelaDeFrases -update), derived from the catalogue
// above: every text in one string and every ground in another, cut at the
// offsets of fimTexto and fimFund (template i spans fim[i−1] to fim[i];
// block b starts at template inicioBloco[b]). So the WebAssembly module
// carries neither the keys nor the quoted words of the law, nor a string
// header per template (several KB brotli), and a test keeps the tables
// equal to the catalogue.
type modeloMotor struct {
	texto string
	fund  string
}

// modeloDe returns the template of f as the engine uses it.
func modeloDe(f frase) modeloMotor {
	i := int(inicioBloco[f/tamanhoBloco]) + int(f%tamanhoBloco)
	var t0, f0 uint32
	if i > 0 {
		t0, f0 = fimTexto[i-1], uint32(fimFund[i-1])
	}
	return modeloMotor{texto: textosFrases[t0:fimTexto[i]], fund: fundFrases[f0:fimFund[i]]}
}

// refs is the set of refs a template cites in context c.
func (m modeloMotor) refs(c contexto) refs {
	var s refs
	for i := 0; i+1 < len(m.fund); i += 2 {
		if a := (apoio{r: ref(m.fund[i]), so: escopo(m.fund[i+1])}); a.vale(c) {
			s.add(a.r)
		}
	}
	return s
}

// preencher replaces {1} … {9} in texto by args[0] … args[8].
func preencher(texto string, args []string) string {
	if len(args) == 0 {
		return texto
	}
	b := make([]byte, 0, len(texto)+32*len(args))
	for i := 0; i < len(texto); i++ {
		if texto[i] == '{' && i+2 < len(texto) && texto[i+1] >= '1' && texto[i+1] <= '9' && texto[i+2] == '}' {
			k := int(texto[i+1] - '1')
			if k < len(args) {
				b = append(b, args[k]...)
			}
			i += 2
			continue
		}
		b = append(b, texto[i])
	}
	return string(b)
}

// dizer builds the sentence of template f with args, with its own grounds
// (every ground of the template, whatever its scope).
func dizer(f frase, args ...string) nota {
	return dizerEm(contexto{rodoviario: true, jovem: true, idoso: true}, f, args...)
}

// dizerEm builds the sentence of template f with args, with the grounds that
// apply in context c.
func dizerEm(c contexto, f frase, args ...string) nota {
	m := modeloDe(f)
	return nota{texto: preencher(m.texto, args), fund: m.refs(c)}
}

// Frase is one template of the catalogue as the reviewer's table shows it.
type Frase struct {
	Chave       string
	Texto       string // with placeholders {1} … {9}
	Fundamentos []FraseFundamento
	// Pagina: a sentence of the pages (frases_paginas.go), which the
	// engine never says.
	Pagina bool
}

// FraseFundamento is one ground of a template: the citation and the words
// of the cited text the sentence relies on.
type FraseFundamento struct {
	Citacao      Citacao
	Trecho       string
	SoRodoviario bool // cited only in road answers
	SoJovem      bool // cited only in youth answers
	SoIdoso      bool // cited only in answers for the elderly
}

// The order of a complaint (rules revision 4, R6), written once and said
// inside every sentence that sends a passenger to complain, as advice (the
// prior-protocol rule is not in the published text of Resolução ANTT nº
// 6.043/2024): first the company or the Consumidor.gov.br platform, keeping
// the protocol; then the regulator. Res 6.043 art. 1º grounds the ANTT's
// Ouvidoria for road and rail; its § 2º, the calculator's reading that a
// Procon or the Ministério Público is not bound by the prior step. A
// sentence that says reclamarRodoviario carries apoiosReclamarRodoviario.
const (
	reclamarRodoviario = "primeiro no atendimento da empresa ou na plataforma Consumidor.gov.br, guardando o número do protocolo; sem solução, na Ouvidoria da ANTT, que recebe as reclamações sobre o transporte rodoviário e o ferroviário de passageiros. Um Procon ou o Ministério Público podem ser procurados a qualquer momento: a calculadora entende que as reclamações deles não dependem desse passo prévio, porque a norma da ANTT sobre reclamações não se aplica às que eles fazem; e a Defensoria Pública pode ajudar quem não tem advogado"
)

var apoiosReclamarRodoviario = []apoio{
	{r: r6043Art1, trecho: "reclamações, dirigidas à Ouvidoria da Agência Nacional de Transportes Terrestres - ANTT, relativas ao transporte rodoviário de passageiros, ao transporte ferroviário de passageiros"},
	{r: r6043Art1Par2, trecho: "Não se sujeitam ao âmbito de aplicação desta norma as reclamações formalizadas perante a Ouvidoria da ANTT por órgãos ou entidades do poder público"},
	{r: r6043Art1Par2, trecho: "ministérios públicos e membros do Sistema Nacional de Defesa do Consumidor"},
}

// comReclamar returns the grounds of a sentence followed by those of the
// complaint order it says.
func comReclamar(fund ...apoio) []apoio {
	return append(fund, apoiosReclamarRodoviario...)
}
