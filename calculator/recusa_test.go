package calculator

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"viagemdedireito/calculator/instante"
)

// The readings of rules revision 4, R7, written by hand from the spec (not
// from the engine's table): for each categoria, class of mode and benefit,
// the answer of each reason in the contract's order (T true, F false, N
// null) and the citations of each reason's sentence; the refusal
// document's sentence adds its own (docRod, docJovemFora, docFora), except
// after outro, whose sentence says it itself.

// baseRecusa is a valid recusa request (the tests' and fuzzers' seed).
const baseRecusa = `{"operacao": "recusa", "agora": "2026-12-20T10:00:00-03:00", "categoria": "idoso", "modal": "rodoviario",
 "beneficio": "desconto", "motivo": "vagas_esgotadas"}`

const (
	hRes   = "resolucao-antt-6033-2023#"
	hDec   = "decreto-8537-2015#"
	hEst   = "lei-10741-2003#"
	hD9921 = "decreto-9921-2019#"
	hLPL   = "lei-8899-1994#"
	hD3691 = "decreto-3691-2000#"
	hD9579 = "decreto-9579-2018#"
	hLJ    = "lei-12852-2013#"
	kukina = "stj-agint-resp-kukina-2025"
)

var (
	docRod       = []string{hRes + "art153", hRes + "art153_cpt_inc4", hRes + "art153_par2"}
	docRodJovem  = append([]string{hDec + "art14_par1u"}, docRod...)
	docJovemFora = []string{hDec + "art14_par1u"}
	docFora      = []string{}
	crianca      = []string{hRes + "art148"}
	criancaFora  = []string{hD9579 + "art39"}
	assentoRod   = []string{hRes + "art149_par4"}
	prazoRodG    = []string{hRes + "art149_par4", hRes + "art149_par5", hRes + "art154_par1u"}
	prazoRodD    = []string{hRes + "art149_par4", hRes + "art149_par5"}
	dominioRod   = []string{hRes + "art150_par1", hRes + "art150_par2"}
	acompFora    = []string{hRes + "art149_par3"}
	silencio     = []string{}
	stj          = []string{hRes + "art153", kukina}
)

type leituraR7 struct {
	categoria, beneficio string
	rodoviario           bool
	adm                  string // one letter per reason: T, F, N
	cit                  [7][]string
	doc                  []string
}

func juntos(ls ...[]string) []string {
	var out []string
	for _, l := range ls {
		out = append(out, l...)
	}
	return out
}

var leiturasR7 = []leituraR7{
	{"jovem", "gratuidade", true, "TTTTTTN", [7][]string{
		{hDec + "art13", hRes + "art149_cpt_inc2"}, assentoRod, prazoRodG,
		{hRes + "art151", hRes + "art151_par2"}, juntos(dominioRod, []string{hDec + "art15"}),
		{hLJ + "art32", hDec + "art13", hRes + "art149"}, docRodJovem}, docRodJovem},
	{"jovem", "desconto", true, "TTTTTTN", [7][]string{
		{hDec + "art13", hRes + "art149_cpt_inc5"}, assentoRod, prazoRodD,
		{hRes + "art151", hRes + "art151_par2"}, juntos(dominioRod, []string{hDec + "art15"}),
		{hLJ + "art32", hDec + "art13", hRes + "art149"}, docRodJovem}, docRodJovem},
	{"jovem", "gratuidade", false, "TNTTTTN", [7][]string{
		{hDec + "art13"}, silencio, {hDec + "art13_par2", hDec + "art13_par4", hDec + "art13_par5"},
		{hDec + "art14"}, {hDec + "art15"}, {hLJ + "art32", hDec + "art13"}, docJovemFora}, docJovemFora},
	{"jovem", "desconto", false, "TNTTTTN", [7][]string{
		{hDec + "art13"}, silencio, {hDec + "art13_par2", hDec + "art13_par4", hDec + "art13_par5"},
		{hDec + "art14"}, {hDec + "art15"}, {hLJ + "art32", hDec + "art13"}, docJovemFora}, docJovemFora},
	{"idoso", "gratuidade", true, "TTTTTTN", [7][]string{
		{hD9921 + "art39", hRes + "art149_cpt_inc1"}, assentoRod, prazoRodG,
		{hRes + "art151", hRes + "art151_par3"}, dominioRod,
		juntos([]string{hEst + "art40", hEst + "art40_par1u", hD9921 + "art39", hRes + "art149"}, stj), docRod}, docRod},
	{"idoso", "desconto", true, "FTTTTTN", [7][]string{
		{hEst + "art40_cpt_inc2", hD9921 + "art40", hRes + "art149_cpt_inc4"}, assentoRod, prazoRodD,
		{hRes + "art151", hRes + "art151_par3"}, dominioRod,
		juntos([]string{hEst + "art40", hEst + "art40_par1u", hD9921 + "art40", hRes + "art149"}, stj), docRod}, docRod},
	{"idoso", "gratuidade", false, "TNTTNTN", [7][]string{
		{hD9921 + "art39"}, silencio, {hD9921 + "art39_par2_inc1", hD9921 + "art39_par4", hD9921 + "art39_par5"},
		{hD9921 + "art42", hD9921 + "art42_par1", hD9921 + "art42_par2", hRes + "art151_par3_inc5"}, silencio,
		{hEst + "art40", hEst + "art40_par1u", hD9921 + "art39"}, docFora}, docFora},
	{"idoso", "desconto", false, "FNTTNTN", [7][]string{
		{hEst + "art40_cpt_inc2", hD9921 + "art40"}, silencio,
		{hD9921 + "art40_par1u", hD9921 + "art40_par1u_inc1", hD9921 + "art40_par1u_inc2"},
		{hD9921 + "art42", hD9921 + "art42_par1", hD9921 + "art42_par2", hRes + "art151_par3_inc5"}, silencio,
		{hEst + "art40", hEst + "art40_par1u", hD9921 + "art40"}, docFora}, docFora},
	{"pcd", "gratuidade", true, "FTTTTTN", [7][]string{
		{hRes + "art149_cpt_inc3"}, assentoRod, prazoRodG, {hRes + "art151", hRes + "art151_par1"}, dominioRod,
		juntos([]string{hLPL + "art1", hLPL + "art2", hD3691 + "art1", hRes + "art149"}, stj), docRod}, docRod},
	{"pcd", "gratuidade", false, "FNNTNTN", [7][]string{
		{hLPL + "art1", hD3691 + "art1"}, silencio, silencio, {hLPL + "art1"}, silencio,
		{hLPL + "art1", hLPL + "art2", hD3691 + "art1"}, docFora}, docFora},
	{"pcd_acompanhante", "gratuidade", true, "FTTTTTN", [7][]string{
		{hRes + "art149_cpt_inc3", hRes + "art149_par3"}, assentoRod, prazoRodG,
		{hRes + "art149_par3", hRes + "art151", hRes + "art151_par1"}, dominioRod,
		{hRes + "art149", hRes + "art149_par3"}, docRod}, docRod},
	{"pcd_acompanhante", "gratuidade", false, "NNNNNNN", [7][]string{
		acompFora, acompFora, acompFora, acompFora, acompFora, acompFora, docFora}, docFora},
	{"crianca", "gratuidade", true, "FFFNNFN", [7][]string{
		crianca, crianca, crianca, crianca, crianca, crianca, docRod}, docRod},
	{"crianca", "gratuidade", false, "NNNNNNN", [7][]string{
		criancaFora, criancaFora, criancaFora, criancaFora, criancaFora, criancaFora, docFora}, docFora},
}

var motivosR7 = []string{"vagas_esgotadas", "sem_assento_livre", "fora_do_prazo", "documentos", "dominio_de_reserva", "sem_servico_convencional", "outro"}

// TestRecusaR7: every categoria, mode, benefit and reason of R7 answers as
// the spec's table (written above by hand) says, through the JSON path,
// with exactly the citations of its sentences.
func TestRecusaR7(t *testing.T) {
	n := 0
	for _, l := range leiturasR7 {
		modais := []string{"ferroviario", "aquaviario"}
		if l.rodoviario {
			modais = []string{"rodoviario"}
		}
		var admitidos []string
		for k, m := range motivosR7 {
			if l.adm[k] == 'T' {
				admitidos = append(admitidos, m)
			}
		}
		for _, modal := range modais {
			for k, motivo := range motivosR7 {
				n++
				pedido := `{"operacao":"recusa","agora":"2026-12-20T10:00:00-03:00","categoria":"` + l.categoria + `","modal":"` + modal +
					`","beneficio":"` + l.beneficio + `","motivo":"` + motivo + `"}`
				var r struct {
					Ok          bool
					Admitido    *bool
					Texto       string
					Fundamentos []Citacao
					Admitidos   []string `json:"motivosAdmitidos"`
				}
				if err := json.Unmarshal(Calcular([]byte(pedido)), &r); err != nil || !r.Ok {
					t.Fatalf("%s: %v %+v", pedido, err, r)
				}
				nome := l.categoria + "/" + modal + "/" + l.beneficio + "/" + motivo
				quer := map[byte]string{'T': "true", 'F': "false", 'N': "null"}[l.adm[k]]
				tem := "null"
				if r.Admitido != nil {
					tem = map[bool]string{true: "true", false: "false"}[*r.Admitido]
				}
				if tem != quer {
					t.Errorf("%s: admitido %s, R7 diz %s (%s)", nome, tem, quer, r.Texto)
				}
				if !slices.Equal(r.Admitidos, admitidos) && !(len(r.Admitidos) == 0 && len(admitidos) == 0) {
					t.Errorf("%s: motivosAdmitidos %v, R7 diz %v", nome, r.Admitidos, admitidos)
				}
				citQuer := l.cit[k]
				if motivo != "outro" {
					citQuer = juntos(citQuer, l.doc)
				}
				var citTem []string
				for _, c := range r.Fundamentos {
					if c.Decisao != "" {
						citTem = append(citTem, c.Decisao)
					} else {
						citTem = append(citTem, c.Norma+"#"+c.Dispositivo)
					}
				}
				slices.Sort(citTem)
				citQuer = slices.Compact(slices.Sorted(slices.Values(citQuer)))
				if !slices.Equal(citTem, citQuer) {
					t.Errorf("%s: fundamentos\n  %v\nquer\n  %v", nome, citTem, citQuer)
				}
				// The text says what it answers, in plain words.
				abre := map[byte]string{'T': "Motivo admitido", 'F': "Motivo não admitido", 'N': "Os textos"}[l.adm[k]]
				if !strings.HasPrefix(r.Texto, abre) {
					t.Errorf("%s: texto %q não começa por %q", nome, r.Texto, abre)
				}
			}
		}
	}
	if n != 5*3*7+2*3*7 { // five categorias with gratuidade, two with desconto
		t.Errorf("%d combinações, quer %d", n, 5*3*7+2*3*7)
	}
}

// TestRecusaDescontoSemDesconto: desconto for a category that has none is
// an error on beneficio (valor_invalido), in Portuguese, in every mode and
// for every reason; gratuidade and desconto of jovem and idoso are not.
func TestRecusaDescontoSemDesconto(t *testing.T) {
	for _, cat := range []string{"pcd", "pcd_acompanhante", "crianca"} {
		for _, modal := range []string{"rodoviario", "ferroviario", "aquaviario"} {
			for _, motivo := range motivosR7 {
				_, erros := Recusa(PedidoRecusa{Agora: instante.Date(2026, 12, 20, 10, 0, 0, 0, instante.UTC), Categoria: Categoria(cat), Modal: Modal(modal), Beneficio: tipoDesconto, Motivo: MotivoRecusa(motivo)})
				if len(erros) != 1 || erros[0].Campo != "beneficio" || erros[0].Codigo != codValorInvalido || !strings.Contains(erros[0].Mensagem, "desconto") {
					t.Errorf("%s/%s/%s: erros %+v", cat, modal, motivo, erros)
				}
			}
		}
	}
	// Every field wrong at once: each reported, in the request's order.
	falha(t, `{"operacao":"recusa","agora":"ontem","categoria":"turista","modal":"aereo","beneficio":"meia","motivo":"porque sim"}`,
		erroEsperado{"agora", codDataInvalida}, erroEsperado{"categoria", codValorInvalido}, erroEsperado{"modal", codValorInvalido},
		erroEsperado{"beneficio", codValorInvalido}, erroEsperado{"motivo", codValorInvalido})
	falha(t, `{"operacao":"recusa"}`, erroEsperado{"agora", codObrigatorio}, erroEsperado{"categoria", codObrigatorio},
		erroEsperado{"modal", codObrigatorio}, erroEsperado{"beneficio", codObrigatorio}, erroEsperado{"motivo", codObrigatorio})
}
