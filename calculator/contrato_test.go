package calculator

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"time"
)

// Strict mirrors of the contract's responses, used to check that every
// output (fuzzed or not) is a valid contract v1 response.

type citacaoJSON struct {
	Norma       *string `json:"norma"`
	Dispositivo *string `json:"dispositivo"`
	Decisao     *string `json:"decisao"`
	Rotulo      *string `json:"rotulo"`
	URN         *string `json:"urn"`
	Href        *string `json:"href"`
}

type notaJSON struct {
	Texto       *string       `json:"texto"`
	Fundamentos []citacaoJSON `json:"fundamentos"`
}

type contagemJSON struct {
	Total       *int64 `json:"total"`
	Ocupadas    *int64 `json:"ocupadas"`
	Disponiveis *int64 `json:"disponiveis"`
}

type vagasJSON struct {
	Gratuitas *contagemJSON `json:"gratuitas"`
	Descontos *contagemJSON `json:"descontos"`
}

type respostaJSON struct {
	OK       *bool   `json:"ok"`
	Operacao *string `json:"operacao"`
	Erros    []struct {
		Campo    *string `json:"campo"`
		Codigo   *string `json:"codigo"`
		Mensagem *string `json:"mensagem"`
	} `json:"erros"`
	Notas       []notaJSON    `json:"notas"`
	Fundamentos []citacaoJSON `json:"fundamentos"`

	// beneficio
	Elegivel           *bool         `json:"elegivel"`
	Beneficio          *string       `json:"beneficio"`
	DescontoPercentual *int64        `json:"descontoPercentual"`
	Motivo             *string       `json:"motivo"`
	MotivoFundamentos  []citacaoJSON `json:"motivoFundamentos"`
	Situacao           *string       `json:"situacao"`
	Prazos             *struct {
		SolicitarAte  *string `json:"solicitarAte"`
		ApresentarAte *string `json:"apresentarAte"`
		// atraso
		DireitoAPartirDe *string `json:"direitoAPartirDe"`
		ContinuidadeAte  *string `json:"continuidadeAte"`
		// Revision 3 (R1).
		ComprarAPartirDe *string `json:"comprarAPartirDe"`
	} `json:"prazos"`
	Valores               *json.RawMessage `json:"valores"`
	Vagas                 *vagasJSON       `json:"vagas"`
	Documentos            []string         `json:"documentos"`
	DocumentosFundamentos [][]citacaoJSON  `json:"documentosFundamentos"`

	// reembolso
	Direito  *bool   `json:"direito"`
	Regra    *string `json:"regra"`
	Imediato *bool   `json:"imediato"`
	PagarAte *string `json:"pagarAte"`

	// disponibilidade
	Categorias map[string]vagasJSON `json:"categorias"`

	// remarcacao
	Valido        *bool   `json:"valido"`
	ValidoAte     *string `json:"validoAte"`
	Diferenca     *int64  `json:"diferenca"`
	TaxaPermitida *bool   `json:"taxaPermitida"`
	TaxaCobravel  *int64  `json:"taxaCobravel"`
	TotalAPagar   *int64  `json:"totalAPagar"`
	TotalAReceber *int64  `json:"totalAReceber"`
	// Revision 4 (R2).
	Credito *int64 `json:"credito"`

	// atraso
	Direitos *[]struct {
		Codigo      *string       `json:"codigo"`
		Texto       *string       `json:"texto"`
		Fundamentos []citacaoJSON `json:"fundamentos"`
	} `json:"direitos"`

	// recusa (rules revision 4, R7); admitido may be null, so it is read
	// raw: absent and null differ.
	Admitido         json.RawMessage `json:"admitido"`
	Texto            *string         `json:"texto"`
	MotivosAdmitidos *[]string       `json:"motivosAdmitidos"`
	// bpe
	Entrada   *string          `json:"entrada"`
	Chave     *json.RawMessage `json:"chave"`
	Documento *json.RawMessage `json:"documento"`
	Validade  *json.RawMessage `json:"validade"`
	Achados   []struct {
		Codigo      *string       `json:"codigo"`
		Gravidade   *string       `json:"gravidade"`
		Texto       *string       `json:"texto"`
		Fundamentos []citacaoJSON `json:"fundamentos"`
	} `json:"achados"`

	// reservas
	Conflitos []struct {
		Reservas    []int         `json:"reservas"`
		Motivo      *string       `json:"motivo"`
		Fundamentos []citacaoJSON `json:"fundamentos"`
	} `json:"conflitos"`
}

var citacoesConhecidas = func() map[Citacao]bool {
	m := map[Citacao]bool{}
	for _, c := range Fundamentos() {
		m[c] = true
	}
	return m
}()

func verificarCitacoes(cs []citacaoJSON) error {
	for _, c := range cs {
		// Rules revision 3 (R7): a court decision has decisao in place of
		// norma and dispositivo, and no urn.
		if c.Decisao != nil && c.Norma == nil && c.Dispositivo == nil && c.URN == nil && c.Rotulo != nil && c.Href != nil {
			if !citacoesConhecidas[Citacao{Decisao: *c.Decisao, Rotulo: *c.Rotulo, Href: *c.Href}] {
				return fmt.Errorf("unknown decision %s", *c.Decisao)
			}
			continue
		}
		if c.Decisao != nil || c.Norma == nil || c.Dispositivo == nil || c.Rotulo == nil || c.URN == nil || c.Href == nil {
			return fmt.Errorf("incomplete citation %+v", c)
		}
		if !citacoesConhecidas[Citacao{Norma: *c.Norma, Dispositivo: *c.Dispositivo, Rotulo: *c.Rotulo, URN: *c.URN, Href: *c.Href}] {
			return fmt.Errorf("unknown citation %s#%s", *c.Norma, *c.Dispositivo)
		}
	}
	return nil
}

func umDe(s *string, opcoes ...string) bool {
	if s == nil {
		return false
	}
	for _, o := range opcoes {
		if *s == o {
			return true
		}
	}
	return false
}

func instanteValido(s *string) bool {
	if s == nil {
		return true
	}
	_, err := time.Parse(time.RFC3339, *s)
	return err == nil
}

func dataValida(s *string) bool {
	if s == nil {
		return true
	}
	_, err := time.Parse("2006-01-02", *s)
	return err == nil
}

func verificarContagem(c *contagemJSON) error {
	if c == nil || c.Ocupadas == nil {
		return fmt.Errorf("missing count")
	}
	if *c.Ocupadas < 0 || (c.Disponiveis != nil && *c.Disponiveis < 0) {
		return fmt.Errorf("negative count %+v", c)
	}
	if (c.Total == nil) != (c.Disponiveis == nil) {
		return fmt.Errorf("total and disponiveis must both be null when unlimited")
	}
	return nil
}

// verificarResposta checks that out is a valid contract response; op, when
// not empty, is the operation requested.
func verificarResposta(out []byte, op string) error {
	// Contract revision 3 (R5): every answer, success or error, is at
	// most 64 KiB.
	if len(out) > limiteResposta {
		return fmt.Errorf("answer of %d bytes, over %d: %.300s", len(out), limiteResposta, out)
	}
	dec := json.NewDecoder(bytes.NewReader(out))
	dec.DisallowUnknownFields()
	var r respostaJSON
	if err := dec.Decode(&r); err != nil {
		return fmt.Errorf("not a contract response: %v: %s", err, out)
	}
	if dec.More() {
		return fmt.Errorf("trailing data: %s", out)
	}
	if r.OK == nil {
		return fmt.Errorf("no ok: %s", out)
	}
	if !*r.OK {
		if len(r.Erros) == 0 {
			return fmt.Errorf("ok false without erros: %s", out)
		}
		for _, e := range r.Erros {
			if e.Campo == nil || e.Codigo == nil || e.Mensagem == nil || *e.Codigo == "" || *e.Mensagem == "" {
				return fmt.Errorf("incomplete error: %s", out)
			}
			// erro_interno is a recovered panic of the engine: never an
			// acceptable answer, so every fuzz target that checks its
			// answers here fails on a panic (issue 20).
			if *e.Codigo == codInterno {
				return fmt.Errorf("erro_interno (a recovered panic): %s", out)
			}
		}
		return nil
	}
	if r.Operacao == nil || (op != "" && *r.Operacao != op) {
		return fmt.Errorf("operacao mismatch: %s", out)
	}
	if r.Fundamentos == nil || (r.Notas == nil) != (*r.Operacao == opRecusa) {
		return fmt.Errorf("fundamentos/notas missing: %s", out)
	}
	if err := verificarCitacoes(r.Fundamentos); err != nil {
		return err
	}
	for _, n := range r.Notas {
		// Revision 3 (the property): no sentence lacks a citation.
		if n.Texto == nil || *n.Texto == "" || len(n.Fundamentos) == 0 {
			return fmt.Errorf("bad note (a sentence without citation?): %s", out)
		}
		if err := verificarCitacoes(n.Fundamentos); err != nil {
			return err
		}
	}
	switch *r.Operacao {
	case opBeneficio:
		if !umDe(r.Beneficio, benGratuidade, benDesconto, benNenhum, benNaoSeAplica, benSemPrevisao) || r.DescontoPercentual == nil ||
			r.Motivo == nil || *r.Motivo == "" || r.MotivoFundamentos == nil || r.Prazos == nil || r.Documentos == nil ||
			len(r.DocumentosFundamentos) != len(r.Documentos) {
			return fmt.Errorf("beneficio fields: %s", out)
		}
		// elegivel is null exactly with sem_previsao (contract revision 2).
		if (r.Elegivel == nil) != (*r.Beneficio == benSemPrevisao) {
			return fmt.Errorf("elegivel null iff sem_previsao: %s", out)
		}
		// situacao only with a benefit (revision 2).
		comBeneficio := *r.Beneficio == benGratuidade || *r.Beneficio == benDesconto
		if !comBeneficio && r.Situacao != nil {
			return fmt.Errorf("situacao without a benefit: %s", out)
		}
		if *r.Beneficio == benSemPrevisao && (*r.DescontoPercentual != 0 || r.Prazos.SolicitarAte != nil || r.Prazos.ApresentarAte != nil ||
			r.Valores != nil || r.Vagas != nil) {
			return fmt.Errorf("sem_previsao with values: %s", out)
		}
		if err := verificarCitacoes(r.MotivoFundamentos); err != nil {
			return err
		}
		if len(r.MotivoFundamentos) == 0 {
			return fmt.Errorf("motivo without citation: %s", out)
		}
		for _, d := range r.DocumentosFundamentos {
			if len(d) == 0 {
				return fmt.Errorf("document line without its grounds: %s", out)
			}
			if err := verificarCitacoes(d); err != nil {
				return err
			}
		}
		if p := *r.DescontoPercentual; p != 0 && p != 50 && p != 100 {
			return fmt.Errorf("descontoPercentual %d", p)
		}
		if r.Situacao != nil && !umDe(r.Situacao, sitGarantida, sitSujeita, sitEncerrada) {
			return fmt.Errorf("situacao %q", *r.Situacao)
		}
		if *r.Beneficio == benNaoSeAplica && (r.Situacao != nil || r.Elegivel == nil || *r.Elegivel) {
			return fmt.Errorf("nao_se_aplica with situacao or elegivel: %s", out)
		}
		if !instanteValido(r.Prazos.SolicitarAte) || !instanteValido(r.Prazos.ApresentarAte) {
			return fmt.Errorf("prazos: %s", out)
		}
		if r.Valores != nil {
			var v struct{ Tarifa, TaxaEmbarque, Pedagio, Outras, Total *int64 }
			if err := json.Unmarshal(*r.Valores, &v); err != nil || v.Tarifa == nil || v.TaxaEmbarque == nil || v.Pedagio == nil || v.Outras == nil || v.Total == nil {
				return fmt.Errorf("valores: %s", out)
			}
			if *v.Total != *v.Tarifa+*v.TaxaEmbarque+*v.Pedagio+*v.Outras {
				return fmt.Errorf("valores total: %s", out)
			}
		}
		if r.Vagas != nil {
			// Rules revision 4 (R8): a kind whose count the request left
			// out is null (FuzzBeneficio checks that it is only then).
			for _, c := range []*contagemJSON{r.Vagas.Gratuitas, r.Vagas.Descontos} {
				if c == nil {
					continue
				}
				if err := verificarContagem(c); err != nil {
					return err
				}
			}
		}
	case opReembolso:
		if !umDe(r.Regra, regraUtilizado, regraM3, regraAtraso, regraArrependimento, regraPadrao, regraAntesDoEmbarque, regraForaDoPrazo, regraForaDoEscopo) ||
			r.Imediato == nil || !dataValida(r.PagarAte) {
			return fmt.Errorf("reembolso fields: %s", out)
		}
		if (r.Direito == nil) != (*r.Regra == regraForaDoEscopo) {
			return fmt.Errorf("direito null only out of scope: %s", out)
		}
		if r.Valores != nil {
			var v struct{ Tarifa, Taxas, RetencaoMaxima, Correcao, Total, DiferencaTarifa *int64 }
			if err := json.Unmarshal(*r.Valores, &v); err != nil || v.Tarifa == nil || v.Taxas == nil || v.RetencaoMaxima == nil || v.Correcao == nil || v.Total == nil {
				return fmt.Errorf("valores: %s", out)
			}
			// Revision 4 (R2): diferencaTarifa, always a key, is a rise
			// (positive) on the passenger's withdrawal only.
			var chaves map[string]json.RawMessage
			if json.Unmarshal(*r.Valores, &chaves) != nil || chaves["diferencaTarifa"] == nil {
				return fmt.Errorf("valores without diferencaTarifa: %s", out)
			}
			if v.DiferencaTarifa != nil && (*v.DiferencaTarifa <= 0 || !umDe(r.Regra, regraPadrao, regraAntesDoEmbarque, regraArrependimento)) {
				return fmt.Errorf("diferencaTarifa: %s", out)
			}
			if *v.Total != *v.Tarifa+*v.Taxas+*v.Correcao || *v.Correcao < 0 || *v.RetencaoMaxima < 0 {
				return fmt.Errorf("valores sum: %s", out)
			}
		}
	case opDisponibilidade:
		if len(r.Categorias) != 3 {
			return fmt.Errorf("categorias: %s", out)
		}
		for _, k := range []string{catJovem, catIdoso, catPcd} {
			c, ok := r.Categorias[k]
			if !ok {
				return fmt.Errorf("categoria %s missing", k)
			}
			if err := verificarContagem(c.Gratuitas); err != nil {
				return err
			}
			if err := verificarContagem(c.Descontos); err != nil {
				return err
			}
		}
	case opRemarcacao:
		if r.Valido == nil || r.ValidoAte == nil || !dataValida(r.ValidoAte) || r.Diferenca == nil || r.TaxaPermitida == nil ||
			r.TaxaCobravel == nil || r.TotalAPagar == nil || r.TotalAReceber == nil || r.Credito == nil || *r.Credito < 0 {
			return fmt.Errorf("remarcacao fields: %s", out)
		}
		if !*r.Valido && *r.Credito != 0 {
			return fmt.Errorf("remarcacao: expired ticket with a credit: %s", out)
		}
		if *r.TotalAPagar < 0 || *r.TotalAReceber < 0 || (*r.TotalAPagar > 0 && *r.TotalAReceber > 0) ||
			*r.TotalAPagar-*r.TotalAReceber != *r.Diferenca+*r.TaxaCobravel {
			return fmt.Errorf("remarcacao totals: %s", out)
		}
	case opReservas:
		if r.Conflitos == nil {
			return fmt.Errorf("conflitos missing: %s", out)
		}
		for _, c := range r.Conflitos {
			if len(c.Fundamentos) == 0 {
				return fmt.Errorf("conflict motivo without citation: %s", out)
			}
			if len(c.Reservas) < 2 || !slices.IsSorted(c.Reservas) || slices.Compact(slices.Clone(c.Reservas)) == nil ||
				len(slices.Compact(slices.Clone(c.Reservas))) != len(c.Reservas) || c.Motivo == nil {
				return fmt.Errorf("conflito: %s", out)
			}
			if err := verificarCitacoes(c.Fundamentos); err != nil {
				return err
			}
		}
	case opAtraso:
		if r.Prazos == nil || !instanteValido(r.Prazos.DireitoAPartirDe) || !instanteValido(r.Prazos.ContinuidadeAte) ||
			r.Prazos.SolicitarAte != nil || r.Prazos.ApresentarAte != nil || r.Valores == nil {
			return fmt.Errorf("atraso fields: %s", out)
		}
		var v struct{ Reembolso, Diferenca *int64 }
		dec := json.NewDecoder(bytes.NewReader(*r.Valores))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&v); err != nil || string(*r.Valores) == "null" {
			return fmt.Errorf("atraso valores: %s", out)
		}
		if (v.Reembolso != nil && *v.Reembolso < 0) || (v.Diferenca != nil && *v.Diferenca < 0) {
			return fmt.Errorf("atraso valores negative: %s", out)
		}
		if r.Direitos == nil {
			// Out of scope: no right, no instant, no amount, and the note why.
			if r.Prazos.DireitoAPartirDe != nil || r.Prazos.ContinuidadeAte != nil || v.Reembolso != nil || v.Diferenca != nil || len(r.Notas) == 0 {
				return fmt.Errorf("atraso out of scope with values: %s", out)
			}
		}
		if r.Direitos != nil {
			for _, d := range *r.Direitos {
				if !umDe(d.Codigo, dirOutraEmpresaOuReembolso, dirAlimentacaoHospedagem, dirContinuidade, dirReembolsoInterrupcao,
					dirSemReembolso, dirSemDiferenca, dirRestituicaoDiferenca) || d.Texto == nil || *d.Texto == "" || len(d.Fundamentos) == 0 {
					return fmt.Errorf("atraso direito: %s", out)
				}
				if err := verificarCitacoes(d.Fundamentos); err != nil {
					return err
				}
			}
		}
	case opRecusa:
		// One text with its citations; admitido true, false or null; the
		// reasons admitted are codes of the contract, in its order, each
		// once (rules revision 4, R7).
		if !umDe(new(string(r.Admitido)), "true", "false", "null") || r.Texto == nil || *r.Texto == "" ||
			r.MotivosAdmitidos == nil || len(r.Fundamentos) == 0 {
			return fmt.Errorf("recusa fields: %s", out)
		}
		ultimo := -1
		for _, m := range *r.MotivosAdmitidos {
			i := slices.Index(opcoesMotivoRecusa[:], m)
			if i <= ultimo {
				return fmt.Errorf("recusa motivosAdmitidos out of order or unknown: %s", out)
			}
			ultimo = i
		}
	case opBpe:
		if !umDe(r.Entrada, entChave, entQRCode, entXML) || len(r.Achados) == 0 || (r.Documento == nil || string(*r.Documento) == "null") != (*r.Entrada != entXML) {
			return fmt.Errorf("bpe fields: %s", out)
		}
		var v *struct {
			Situacao        *string
			ValidoAteMinimo *string
			ValidoAteMaximo *string
		}
		var d *struct {
			Itens []struct {
				Texto       *string
				Situacao    *string
				Fundamentos []citacaoJSON
			}
			Beneficio *string
		}
		if r.Validade != nil && json.Unmarshal(*r.Validade, &v) != nil || r.Documento != nil && json.Unmarshal(*r.Documento, &d) != nil {
			return fmt.Errorf("bpe validade or documento: %s", out)
		}
		if v != nil && (!umDe(v.Situacao, valValido, valVencido, valIndeterminado) || !dataValida(v.ValidoAteMinimo) ||
			!dataValida(v.ValidoAteMaximo) || v.ValidoAteMinimo == nil || v.ValidoAteMaximo == nil || *v.ValidoAteMinimo > *v.ValidoAteMaximo) {
			return fmt.Errorf("bpe validade: %s", out)
		}
		for _, a := range r.Achados {
			if !umDe(a.Gravidade, gravConforme, gravInformacao, gravAtencao, gravIrregular) || a.Codigo == nil ||
				a.Texto == nil || *a.Texto == "" || len(a.Fundamentos) == 0 {
				return fmt.Errorf("bpe achado: %s", out)
			}
			if err := verificarCitacoes(a.Fundamentos); err != nil {
				return err
			}
		}
		if d != nil {
			if len(d.Itens) != len(itensBpe) || !umDe(d.Beneficio, catIdoso, catCrianca, catPcd, catJovem, bpeOutro, benNenhum) {
				return fmt.Errorf("bpe documento: %s", out)
			}
			for _, it := range d.Itens {
				if !umDe(it.Situacao, itemPresente, itemAusente, itemNaoVerificavel, itemNaoSeAplica) || it.Texto == nil || len(it.Fundamentos) == 0 {
					return fmt.Errorf("bpe item: %s", out)
				}
				if err := verificarCitacoes(it.Fundamentos); err != nil {
					return err
				}
			}
		}
	default:
		return fmt.Errorf("unknown operacao %q", *r.Operacao)
	}
	return nil
}
