package calculator

import "viagemdedireito/calculator/lexml"

// Citacao is a legal basis as the contract returns it (content/ids.md): a
// dispositivo of a norm, or (rules revision 3, R7) a court decision, which
// has decisao in place of norma and dispositivo.
type Citacao struct {
	// Norm slug, e.g. "decreto-8537-2015"; absent for a court decision.
	Norma string `json:"norma,omitempty"`
	// Dispositivo id, e.g. "art13_par2"; absent for a court decision.
	Dispositivo string `json:"dispositivo,omitempty"`
	// Court decision slug (content/jurisprudencia/), e.g.
	// "stj-resp-1543465-rs"; absent for a norm.
	Decisao string `json:"decisao,omitempty"`
	// e.g. "Decreto nº 8.537/2015, art. 13, § 2º" or "STJ, REsp 1.543.465/RS".
	Rotulo string `json:"rotulo"`
	// LexML URN; absent for a court decision.
	URN string `json:"urn,omitempty"`
	// Site path, e.g. "/legislacao/decreto-8537-2015/#art13_par2" or
	// "/jurisprudencia/stj-resp-1543465-rs/".
	Href string `json:"href"`
}

// ref names one legal basis the engine can cite. The order of the constants
// is the order in which fundamentos are listed in every answer.
type ref uint8

const (
	// Lei nº 12.852/2013 (Estatuto da Juventude)
	leiArt1Par1 ref = iota
	leiArt1Par2
	leiArt32
	leiArt32Inc1
	leiArt32Inc2
	// Decreto nº 8.537/2015
	decArt13
	decArt13Par1Inc1
	decArt13Par1Inc2
	decArt13Par1Inc3
	decArt13Par2
	decArt13Par3
	decArt13Par4
	decArt13Par5
	decArt13Par6
	decArt13Par7
	decArt14
	decArt14Par1u
	decArt15
	decArt17Par1u
	decArt19
	// Resolução ANTT nº 6.033/2023
	resArt142Par3
	resArt143
	resArt143Inc1Ali1
	resArt143Inc1Ali2
	resArt143Inc1Ali3
	resArt143Inc2Ali1
	resArt143Inc2Ali2
	resArt143Inc2Ali3
	resArt143Inc2Ali4
	resArt143Inc3Ali1
	resArt143Inc3Ali2
	resArt143Inc4Ali1
	resArt143Inc4Ali2
	resArt143Inc4Ali3
	resArt143Inc4Ali4
	resArt143Inc5Ali1
	resArt143Inc5Ali2
	resArt143Inc5Ali3
	resArt143Inc5Ali4
	resArt143Inc5Ali5
	resArt143Inc5Ali6
	resArt143Inc6Ali1
	resArt143Inc6Ali2
	resArt143Inc6Ali3
	resArt143Inc6Ali4
	resArt143Inc6Ali5
	resArt143Inc7
	resArt143Par1
	resArt143Par2
	resArt143Par3
	resArt143Par4
	resArt143Par5
	resArt144
	resArt145
	resArt145Par1
	resArt146
	resArt146Par1
	resArt146Par2Inc1
	resArt146Par2Inc2
	resArt146Par2Inc3
	resArt146Par3
	resArt147
	resArt147Par1
	resArt147Par2
	resArt147Par3
	resArt147Par4
	resArt147Par5
	resArt147Par6
	resArt147Par7
	resArt148
	resArt149
	resArt149Inc1
	resArt149Inc2
	resArt149Inc3
	resArt149Inc4
	resArt149Inc5
	resArt149Par1
	resArt149Par2
	resArt149Par3
	resArt149Par4
	resArt149Par5
	resArt149Par6
	resArt149Par7
	resArt150
	resArt150Par1
	resArt150Par2
	resArt150Par4
	resArt151
	resArt151Par1
	resArt151Par2
	resArt151Par3
	resArt151Par3Inc5
	resArt151Par4
	resArt152
	resArt153
	resArt153Inc1
	resArt153Inc2
	resArt153Inc3
	resArt153Inc4
	resArt153Par1
	resArt153Par2
	resArt154
	resArt154Par1u
	// Lei nº 10.741/2003 (Estatuto da Pessoa Idosa)
	epiArt1
	epiArt40
	epiArt40Inc1
	epiArt40Inc2
	epiArt40Par1u
	// Decreto nº 9.921/2019 (the elderly in interstate transport, rules revision 3)
	d9921Art34
	d9921Art39
	d9921Art39Par1Inc1
	d9921Art39Par1Inc2
	d9921Art39Par1Inc3
	d9921Art39Par2Inc1
	d9921Art39Par2Inc2
	d9921Art39Par3
	d9921Art39Par4
	d9921Art39Par5
	d9921Art39Par6
	d9921Art39Par7
	d9921Art40
	d9921Art40Par1u
	d9921Art40Par1uInc1
	d9921Art40Par1uInc2
	d9921Art42
	d9921Art42Par1
	d9921Art42Par2
	d9921Art42Par2Inc5
	d9921Art44Par1u
	// Lei nº 8.899/1994 (Passe Livre)
	plArt1
	plArt2
	// Decreto nº 3.691/2000
	d3691Art1
	// Decreto nº 9.579/2018
	d9579Art39
	// Lei nº 11.975/2009
	l11975Art1
	l11975Art1Par1u
	l11975Art2
	l11975Art2Par1u
	l11975Art3
	l11975Art4
	l11975Art4Par1u
	l11975Art5
	l11975Art6
	l11975Art11
	l11975Art12
	l11975Art12Par1
	l11975Art12Par2
	l11975Art13
	l11975Art13Par1
	l11975Art13Par2
	l11975Art14
	l11975Art15
	// Lei nº 10.406/2002 (Código Civil)
	ccArt132
	ccArt132Par1
	ccArt132Par3
	ccArt132Par4
	// Portaria MINFRA nº 1.579/2022 (Passe Livre; rules revision 4)
	p1579Art1
	p1579Art2
	// Resolução ANTT nº 5.974/2022 (rail) and Resolução ANTAQ nº 81/2022
	// (inland waterways): their opening articles (rules revision 4, R5)
	r5974Art1
	ra81Art1
	// Resolução ANTT nº 6.043/2024 (complaints to the ANTT, rules revision 4, R6)
	r6043Art1
	r6043Art1Par2
	// Court decisions (rules revision 3, R7)
	stjResp1543465
	stjAgintKukina
	// Rules revision 4 (R5): where each rule reaches.
	r5974Art2Inc6
	ra81Art2Inc3
	// Rules revision 4 (R9): grounds of the pages' sentences
	// (frases_paginas.go), which the engine's answers do not cite: from
	// nRefsMotor on.
	decArt17
	d9921Art2
	d9921Art37
	d9921Art41Par1
	d9921Art44
	epiArt39
	epiArt39Par1
	epiArt39Par2
	epiArt39Par3
	epiArt42
	l11975Art7
	resArt142Par4
	resArt146Par2
	resArt145Par3
	resArt150Par3
	decArt20
	decArt16Par1u
	decArt21
	d9921Art41
	d9921Art41Par2
	d9921Art41Par3
	l11975Art10
	resArt144Par2
	d9921Art38Inc3
	ra81Art1Par1u
	// The audit of review 2026-12-03's questions (issue 26): baggage
	// (question 17) and who gets the Passe Livre (question 2).
	resArt155
	resArt155Inc1
	p1579Art2Inc1
	p1579Art2Inc2

	nRefs
)

// nRefsMotor is the first ref only the pages' sentences cite
// (frases_paginas.go): the engine's answers cite the refs below it, and
// Fundamentos lists only those.
const nRefsMotor = decArt17

// fonte is where a ref points: the slug of a norm of the catalogue
// (calculator/lexml) and a LexML dispositivo id.
type fonte struct {
	norma       string
	dispositivo string
}

// nDecisao in the norma of a fonte marks a court decision (rules revision
// 3, R7): its dispositivo is the decision's slug (content/jurisprudencia/).
const nDecisao = "jurisprudencia"

// rotuloDecisao is the label of a court decision the engine cites; the
// generator's TestCitacoesDaCalculadora checks it against the decision's
// page.
func rotuloDecisao(slug string) string {
	switch slug {
	case "stj-resp-1543465-rs":
		return "STJ, REsp 1.543.465/RS"
	case "stj-agint-resp-kukina-2025":
		return "STJ, AgInt no REsp (número não obtido), sessão virtual de 14/10/2025 a 20/10/2025"
	}
	return ""
}

// The norms the engine cites, by slug (lexml.NormaPorSlug).
const (
	nLei    = "lei-12852-2013"
	nDec    = "decreto-8537-2015"
	nRes    = "resolucao-antt-6033-2023"
	nEPI    = "lei-10741-2003"
	nPL     = "lei-8899-1994"
	nD3691  = "decreto-3691-2000"
	nD9579  = "decreto-9579-2018"
	nD9921  = "decreto-9921-2019"
	nL11975 = "lei-11975-2009"
	nCC     = "lei-10406-2002"
	nP1579  = "portaria-minfra-1579-2022"
	nR5974  = "resolucao-antt-5974-2022"
	nRA81   = "resolucao-antaq-81-2022"
	nR6043  = "resolucao-antt-6043-2024"
)

// fontes maps every ref to its norm and dispositivo id. A keyed array: the
// compiler rejects a ref out of range, and a test rejects an empty entry.
var fontes = [nRefs]fonte{
	leiArt1Par1:  {nLei, "art1_par1"},
	leiArt1Par2:  {nLei, "art1_par2"},
	leiArt32:     {nLei, "art32"},
	leiArt32Inc1: {nLei, "art32_cpt_inc1"},
	leiArt32Inc2: {nLei, "art32_cpt_inc2"},

	decArt13:         {nDec, "art13"},
	decArt13Par1Inc1: {nDec, "art13_par1_inc1"},
	decArt13Par1Inc2: {nDec, "art13_par1_inc2"},
	decArt13Par1Inc3: {nDec, "art13_par1_inc3"},
	decArt13Par2:     {nDec, "art13_par2"},
	decArt13Par3:     {nDec, "art13_par3"},
	decArt13Par4:     {nDec, "art13_par4"},
	decArt13Par5:     {nDec, "art13_par5"},
	decArt13Par6:     {nDec, "art13_par6"},
	decArt13Par7:     {nDec, "art13_par7"},
	decArt14:         {nDec, "art14"},
	decArt14Par1u:    {nDec, "art14_par1u"},
	decArt15:         {nDec, "art15"},
	decArt17Par1u:    {nDec, "art17_par1u"},
	decArt19:         {nDec, "art19"},

	resArt142Par3:     {nRes, "art142_par3"},
	resArt143:         {nRes, "art143"},
	resArt143Inc1Ali1: {nRes, "art143_cpt_inc1_ali1"},
	resArt143Inc1Ali2: {nRes, "art143_cpt_inc1_ali2"},
	resArt143Inc1Ali3: {nRes, "art143_cpt_inc1_ali3"},
	resArt143Inc2Ali1: {nRes, "art143_cpt_inc2_ali1"},
	resArt143Inc2Ali2: {nRes, "art143_cpt_inc2_ali2"},
	resArt143Inc2Ali3: {nRes, "art143_cpt_inc2_ali3"},
	resArt143Inc2Ali4: {nRes, "art143_cpt_inc2_ali4"},
	resArt143Inc3Ali1: {nRes, "art143_cpt_inc3_ali1"},
	resArt143Inc3Ali2: {nRes, "art143_cpt_inc3_ali2"},
	resArt143Inc4Ali1: {nRes, "art143_cpt_inc4_ali1"},
	resArt143Inc4Ali2: {nRes, "art143_cpt_inc4_ali2"},
	resArt143Inc4Ali3: {nRes, "art143_cpt_inc4_ali3"},
	resArt143Inc4Ali4: {nRes, "art143_cpt_inc4_ali4"},
	resArt143Inc5Ali1: {nRes, "art143_cpt_inc5_ali1"},
	resArt143Inc5Ali2: {nRes, "art143_cpt_inc5_ali2"},
	resArt143Inc5Ali3: {nRes, "art143_cpt_inc5_ali3"},
	resArt143Inc5Ali4: {nRes, "art143_cpt_inc5_ali4"},
	resArt143Inc5Ali5: {nRes, "art143_cpt_inc5_ali5"},
	resArt143Inc5Ali6: {nRes, "art143_cpt_inc5_ali6"},
	resArt143Inc6Ali1: {nRes, "art143_cpt_inc6_ali1"},
	resArt143Inc6Ali2: {nRes, "art143_cpt_inc6_ali2"},
	resArt143Inc6Ali3: {nRes, "art143_cpt_inc6_ali3"},
	resArt143Inc6Ali4: {nRes, "art143_cpt_inc6_ali4"},
	resArt143Inc6Ali5: {nRes, "art143_cpt_inc6_ali5"},
	resArt143Inc7:     {nRes, "art143_cpt_inc7"},
	resArt143Par1:     {nRes, "art143_par1"},
	resArt143Par2:     {nRes, "art143_par2"},
	resArt143Par3:     {nRes, "art143_par3"},
	resArt143Par4:     {nRes, "art143_par4"},
	resArt143Par5:     {nRes, "art143_par5"},
	resArt144:         {nRes, "art144"},
	resArt145:         {nRes, "art145"},
	resArt145Par1:     {nRes, "art145_par1"},
	resArt146:         {nRes, "art146"},
	resArt146Par1:     {nRes, "art146_par1"},
	resArt146Par2Inc1: {nRes, "art146_par2_inc1"},
	resArt146Par2Inc2: {nRes, "art146_par2_inc2"},
	resArt146Par2Inc3: {nRes, "art146_par2_inc3"},
	resArt146Par3:     {nRes, "art146_par3"},
	resArt147:         {nRes, "art147"},
	resArt147Par1:     {nRes, "art147_par1"},
	resArt147Par2:     {nRes, "art147_par2"},
	resArt147Par3:     {nRes, "art147_par3"},
	resArt147Par4:     {nRes, "art147_par4"},
	resArt147Par5:     {nRes, "art147_par5"},
	resArt147Par6:     {nRes, "art147_par6"},
	resArt147Par7:     {nRes, "art147_par7"},
	resArt148:         {nRes, "art148"},
	resArt149:         {nRes, "art149"},
	resArt149Inc1:     {nRes, "art149_cpt_inc1"},
	resArt149Inc2:     {nRes, "art149_cpt_inc2"},
	resArt149Inc3:     {nRes, "art149_cpt_inc3"},
	resArt149Inc4:     {nRes, "art149_cpt_inc4"},
	resArt149Inc5:     {nRes, "art149_cpt_inc5"},
	resArt149Par1:     {nRes, "art149_par1"},
	resArt149Par2:     {nRes, "art149_par2"},
	resArt149Par3:     {nRes, "art149_par3"},
	resArt149Par4:     {nRes, "art149_par4"},
	resArt149Par5:     {nRes, "art149_par5"},
	resArt149Par6:     {nRes, "art149_par6"},
	resArt149Par7:     {nRes, "art149_par7"},
	resArt150:         {nRes, "art150"},
	resArt150Par1:     {nRes, "art150_par1"},
	resArt150Par2:     {nRes, "art150_par2"},
	resArt150Par4:     {nRes, "art150_par4"},
	resArt151:         {nRes, "art151"},
	resArt151Par1:     {nRes, "art151_par1"},
	resArt151Par2:     {nRes, "art151_par2"},
	resArt151Par3:     {nRes, "art151_par3"},
	resArt151Par3Inc5: {nRes, "art151_par3_inc5"},
	resArt151Par4:     {nRes, "art151_par4"},
	resArt152:         {nRes, "art152"},
	resArt153:         {nRes, "art153"},
	resArt153Inc1:     {nRes, "art153_cpt_inc1"},
	resArt153Inc2:     {nRes, "art153_cpt_inc2"},
	resArt153Inc3:     {nRes, "art153_cpt_inc3"},
	resArt153Inc4:     {nRes, "art153_cpt_inc4"},
	resArt153Par1:     {nRes, "art153_par1"},
	resArt153Par2:     {nRes, "art153_par2"},
	resArt154:         {nRes, "art154"},
	resArt154Par1u:    {nRes, "art154_par1u"},

	epiArt1:       {nEPI, "art1"},
	epiArt40:      {nEPI, "art40"},
	epiArt40Inc1:  {nEPI, "art40_cpt_inc1"},
	epiArt40Inc2:  {nEPI, "art40_cpt_inc2"},
	epiArt40Par1u: {nEPI, "art40_par1u"},

	plArt1: {nPL, "art1"},
	plArt2: {nPL, "art2"},

	d3691Art1: {nD3691, "art1"},

	d9579Art39: {nD9579, "art39"},

	l11975Art1:      {nL11975, "art1"},
	l11975Art1Par1u: {nL11975, "art1_par1u"},
	l11975Art2:      {nL11975, "art2"},
	l11975Art2Par1u: {nL11975, "art2_par1u"},
	l11975Art3:      {nL11975, "art3"},
	l11975Art4:      {nL11975, "art4"},
	l11975Art4Par1u: {nL11975, "art4_par1u"},
	l11975Art5:      {nL11975, "art5"},
	l11975Art6:      {nL11975, "art6"},
	l11975Art11:     {nL11975, "art11"},
	l11975Art12:     {nL11975, "art12"},
	l11975Art12Par1: {nL11975, "art12_par1"},
	l11975Art12Par2: {nL11975, "art12_par2"},
	l11975Art13:     {nL11975, "art13"},
	l11975Art13Par1: {nL11975, "art13_par1"},
	l11975Art13Par2: {nL11975, "art13_par2"},
	l11975Art14:     {nL11975, "art14"},
	l11975Art15:     {nL11975, "art15"},

	d9921Art34:          {nD9921, "art34"},
	d9921Art39:          {nD9921, "art39"},
	d9921Art39Par1Inc1:  {nD9921, "art39_par1_inc1"},
	d9921Art39Par1Inc2:  {nD9921, "art39_par1_inc2"},
	d9921Art39Par1Inc3:  {nD9921, "art39_par1_inc3"},
	d9921Art39Par2Inc1:  {nD9921, "art39_par2_inc1"},
	d9921Art39Par2Inc2:  {nD9921, "art39_par2_inc2"},
	d9921Art39Par3:      {nD9921, "art39_par3"},
	d9921Art39Par4:      {nD9921, "art39_par4"},
	d9921Art39Par5:      {nD9921, "art39_par5"},
	d9921Art39Par6:      {nD9921, "art39_par6"},
	d9921Art39Par7:      {nD9921, "art39_par7"},
	d9921Art40:          {nD9921, "art40"},
	d9921Art40Par1u:     {nD9921, "art40_par1u"},
	d9921Art40Par1uInc1: {nD9921, "art40_par1u_inc1"},
	d9921Art40Par1uInc2: {nD9921, "art40_par1u_inc2"},
	d9921Art42:          {nD9921, "art42"},
	d9921Art42Par1:      {nD9921, "art42_par1"},
	d9921Art42Par2:      {nD9921, "art42_par2"},
	d9921Art42Par2Inc5:  {nD9921, "art42_par2_inc5"},
	d9921Art44Par1u:     {nD9921, "art44_par1u"},

	ccArt132:     {nCC, "art132"},
	ccArt132Par1: {nCC, "art132_par1"},
	ccArt132Par3: {nCC, "art132_par3"},
	ccArt132Par4: {nCC, "art132_par4"},

	p1579Art1:     {nP1579, "art1"},
	p1579Art2:     {nP1579, "art2"},
	r5974Art1:     {nR5974, "art1"},
	ra81Art1:      {nRA81, "art1"},
	ra81Art1Par1u: {nRA81, "art1_par1u"},
	r6043Art1:     {nR6043, "art1"},
	r6043Art1Par2: {nR6043, "art1_par2"},

	stjResp1543465: {nDecisao, "stj-resp-1543465-rs"},
	stjAgintKukina: {nDecisao, "stj-agint-resp-kukina-2025"},
	r5974Art2Inc6:  {nR5974, "art2_cpt_inc6"},
	ra81Art2Inc3:   {nRA81, "art2_cpt_inc3"},
	decArt17:       {nDec, "art17"},
	d9921Art2:      {nD9921, "art2"},
	d9921Art37:     {nD9921, "art37"},
	d9921Art41Par1: {nD9921, "art41_par1"},
	d9921Art44:     {nD9921, "art44"},
	epiArt39:       {nEPI, "art39"},
	epiArt39Par1:   {nEPI, "art39_par1"},
	epiArt39Par2:   {nEPI, "art39_par2"},
	epiArt39Par3:   {nEPI, "art39_par3"},
	epiArt42:       {nEPI, "art42"},
	l11975Art7:     {nL11975, "art7"},
	resArt142Par4:  {nRes, "art142_par4"},
	resArt146Par2:  {nRes, "art146_par2"},
	resArt145Par3:  {nRes, "art145_par3"},
	resArt150Par3:  {nRes, "art150_par3"},
	decArt20:       {nDec, "art20"},
	decArt16Par1u:  {nDec, "art16_par1u"},
	decArt21:       {nDec, "art21"},
	d9921Art41:     {nD9921, "art41"},
	d9921Art41Par2: {nD9921, "art41_par2"},
	d9921Art41Par3: {nD9921, "art41_par3"},
	l11975Art10:    {nL11975, "art10"},
	resArt144Par2:  {nRes, "art144_par2"},
	d9921Art38Inc3: {nD9921, "art38_cpt_inc3"},
	resArt155:      {nRes, "art155"},
	resArt155Inc1:  {nRes, "art155_cpt_inc1"},
	p1579Art2Inc1:  {nP1579, "art2_cpt_inc1"},
	p1579Art2Inc2:  {nP1579, "art2_cpt_inc2"},
}

// citacoes, the citation object of every ref, is a table generated from
// fontes by calculator/lexml into
// citacoes_tabela.go (go test ./calculator -run TestTabelaDeCitacoes
// -update): literal data, so that a new instance of the engine — a
// WebAssembly start, a Workers request — does no work at start-up.

// citarFonte builds the citation of one fonte through calculator/lexml. A
// fonte that lexml refuses gets empty fields, which TestFundamentosCompletos
// and TestFontesNoCatalogo report.
func citarFonte(f fonte) Citacao {
	if f.norma == nDecisao {
		// The decision's page (generator/decisoes.go); the generator's
		// TestCitacoesDaCalculadora checks that it exists under this label.
		return Citacao{Decisao: f.dispositivo, Rotulo: rotuloDecisao(f.dispositivo), Href: "/jurisprudencia/" + f.dispositivo + "/"}
	}
	n, ok := lexml.NormaPorSlug(f.norma)
	c, err := n.Citar(f.dispositivo)
	if !ok || err != nil {
		c = lexml.Citacao{}
	}
	return Citacao{Norma: f.norma, Dispositivo: f.dispositivo, Rotulo: c.Rotulo, URN: c.URN, Href: c.Href}
}

// Fundamentos lists every citation the engine can emit, in the order the
// answers list them (not those only the pages' sentences cite, nRefsMotor
// on). The slice is a fresh copy.
func Fundamentos() []Citacao {
	out := make([]Citacao, nRefsMotor)
	copy(out, citacoes[:nRefsMotor])
	return out
}

// refs is a set of legal bases; iteration follows the ref order, so every
// answer lists its fundamentos deduplicated and in a stable order.
type refs [4]uint64

func (s *refs) add(rs ...ref) {
	for _, r := range rs {
		s[r>>6] |= 1 << (r & 63)
	}
}

func (s *refs) union(o refs) {
	for i := range s {
		s[i] |= o[i]
	}
}

func (s refs) has(r ref) bool { return s[r>>6]&(1<<(r&63)) != 0 }
