package calculator

// The rules of recusa (rules revision 4, R7): which refusal reasons the
// texts admit, for each categoria, class of mode (road, or rail and
// waterway), benefit and reason. Every reading is one cell of tabelaRecusa:
// whether the texts admit the reason and the template that says so, with
// its citations (frases_recusa.go); the rules below only look the cell up.

// A reading's answer: the texts allow the reason (sim), exclude it (nao), or
// the texts published here neither allow nor exclude it (nulo).
const (
	nulo int8 = iota
	sim
	nao
)

// leitura is one cell of the table: the answer, its template, and whether
// the refusal document's sentence of the row follows it (every reason but
// outro, whose sentence already says it). The document's sentences on road
// and for the youth are beneficio's (fBeneficioRecusaRodoviario, fBeneficioRecusaJovem): one
// wording of the same rule.
type leitura struct {
	admitido  int8
	frase     frase
	documento bool
}

func admite(f frase) leitura   { return leitura{sim, f, true} }
func exclui(f frase) leitura   { return leitura{nao, f, true} }
func silencia(f frase) leitura { return leitura{nulo, f, true} }
func outro(f frase) leitura    { return leitura{nulo, f, false} }

// linhaRecusa is one row of the table: a categoria, a class of mode and a
// benefit, with the reading of each reason in the contract's order
// (opcoesMotivoRecusa) and the refusal document's sentence.
type linhaRecusa struct {
	categoria  string
	rodoviario bool
	beneficio  string
	leituras   [nMotivos]leitura
	documento  frase
}

// tabelaRecusa holds every reading of R7. Columns: vagas_esgotadas,
// sem_assento_livre, fora_do_prazo, documentos, dominio_de_reserva,
// sem_servico_convencional, outro.
var tabelaRecusa = [...]linhaRecusa{
	{catJovem, true, tipoGratuidade, [nMotivos]leitura{admite(fRecusaVagasJovemGratuidade), admite(fRecusaAssentoRodoviario), admite(fRecusaPrazoRodoviarioGratuidade), admite(fRecusaDocumentosJovemRodoviario), admite(fRecusaDominioRodoviario), admite(fRecusaConvencionalJovemRodoviario), outro(fRecusaOutroRodoviario)}, fBeneficioRecusaRodoviario},
	{catJovem, true, tipoDesconto, [nMotivos]leitura{admite(fRecusaVagasJovemDesconto), admite(fRecusaAssentoRodoviario), admite(fRecusaPrazoRodoviarioDesconto), admite(fRecusaDocumentosJovemRodoviario), admite(fRecusaDominioRodoviario), admite(fRecusaConvencionalJovemRodoviario), outro(fRecusaOutroRodoviario)}, fBeneficioRecusaRodoviario},
	{catJovem, false, tipoGratuidade, [nMotivos]leitura{admite(fRecusaVagasJovemGratuidade), silencia(fRecusaSilencioFora), admite(fRecusaPrazoJovemFora), admite(fRecusaDocumentosJovemFora), admite(fRecusaDominioJovemFora), admite(fRecusaConvencionalJovemFora), outro(fRecusaOutroJovemFora)}, fBeneficioRecusaJovem},
	{catJovem, false, tipoDesconto, [nMotivos]leitura{admite(fRecusaVagasJovemDesconto), silencia(fRecusaSilencioFora), admite(fRecusaPrazoJovemFora), admite(fRecusaDocumentosJovemFora), admite(fRecusaDominioJovemFora), admite(fRecusaConvencionalJovemFora), outro(fRecusaOutroJovemFora)}, fBeneficioRecusaJovem},
	{catIdoso, true, tipoGratuidade, [nMotivos]leitura{admite(fRecusaVagasIdosoGratuidade), admite(fRecusaAssentoRodoviario), admite(fRecusaPrazoRodoviarioGratuidade), admite(fRecusaDocumentosIdosoRodoviario), admite(fRecusaDominioRodoviario), admite(fRecusaConvencionalIdosoGratuidadeRodoviario), outro(fRecusaOutroRodoviario)}, fBeneficioRecusaRodoviario},
	{catIdoso, true, tipoDesconto, [nMotivos]leitura{exclui(fRecusaVagasIdosoDesconto), admite(fRecusaAssentoRodoviario), admite(fRecusaPrazoRodoviarioDesconto), admite(fRecusaDocumentosIdosoRodoviario), admite(fRecusaDominioRodoviario), admite(fRecusaConvencionalIdosoDescontoRodoviario), outro(fRecusaOutroRodoviario)}, fBeneficioRecusaRodoviario},
	{catIdoso, false, tipoGratuidade, [nMotivos]leitura{admite(fRecusaVagasIdosoGratuidade), silencia(fRecusaSilencioFora), admite(fRecusaPrazoIdosoGratuidadeFora), admite(fRecusaDocumentosIdosoFora), silencia(fRecusaSilencioFora), admite(fRecusaConvencionalIdosoGratuidadeFora), outro(fRecusaOutroFora)}, fRecusaDocumentoFora},
	{catIdoso, false, tipoDesconto, [nMotivos]leitura{exclui(fRecusaVagasIdosoDesconto), silencia(fRecusaSilencioFora), admite(fRecusaPrazoIdosoDescontoFora), admite(fRecusaDocumentosIdosoFora), silencia(fRecusaSilencioFora), admite(fRecusaConvencionalIdosoDescontoFora), outro(fRecusaOutroFora)}, fRecusaDocumentoFora},
	{catPcd, true, tipoGratuidade, [nMotivos]leitura{exclui(fRecusaVagasPcdRodoviario), admite(fRecusaAssentoRodoviario), admite(fRecusaPrazoRodoviarioGratuidade), admite(fRecusaDocumentosPcdRodoviario), admite(fRecusaDominioRodoviario), admite(fRecusaConvencionalPcdRodoviario), outro(fRecusaOutroRodoviario)}, fBeneficioRecusaRodoviario},
	{catPcd, false, tipoGratuidade, [nMotivos]leitura{exclui(fRecusaVagasPcdFora), silencia(fRecusaSilencioFora), silencia(fRecusaSilencioFora), admite(fRecusaDocumentosPcdFora), silencia(fRecusaSilencioFora), admite(fRecusaConvencionalPcdFora), outro(fRecusaOutroFora)}, fRecusaDocumentoFora},
	{catAcompanhante, true, tipoGratuidade, [nMotivos]leitura{exclui(fRecusaVagasAcompanhanteRodoviario), admite(fRecusaAssentoRodoviario), admite(fRecusaPrazoRodoviarioGratuidade), admite(fRecusaDocumentosAcompanhanteRodoviario), admite(fRecusaDominioRodoviario), admite(fRecusaConvencionalAcompanhanteRodoviario), outro(fRecusaOutroRodoviario)}, fBeneficioRecusaRodoviario},
	{catAcompanhante, false, tipoGratuidade, [nMotivos]leitura{silencia(fRecusaAcompanhanteFora), silencia(fRecusaAcompanhanteFora), silencia(fRecusaAcompanhanteFora), silencia(fRecusaAcompanhanteFora), silencia(fRecusaAcompanhanteFora), silencia(fRecusaAcompanhanteFora), outro(fRecusaOutroFora)}, fRecusaDocumentoFora},
	{catCrianca, true, tipoGratuidade, [nMotivos]leitura{exclui(fRecusaCriancaRodoviario), exclui(fRecusaCriancaRodoviario), exclui(fRecusaCriancaRodoviario), silencia(fRecusaCriancaRodoviarioSilencio), silencia(fRecusaCriancaRodoviarioSilencio), exclui(fRecusaCriancaRodoviario), outro(fRecusaOutroRodoviario)}, fBeneficioRecusaRodoviario},
	{catCrianca, false, tipoGratuidade, [nMotivos]leitura{silencia(fRecusaCriancaFora), silencia(fRecusaCriancaFora), silencia(fRecusaCriancaFora), silencia(fRecusaCriancaFora), silencia(fRecusaCriancaFora), silencia(fRecusaCriancaFora), outro(fRecusaOutroFora)}, fRecusaDocumentoFora},
}

// linhaDe returns the row of the table for a read request (every
// categoria, mode and benefit the reading accepts has one: a test walks
// them all).
func linhaDe(p *PedidoRecusa) *linhaRecusa {
	rod := p.Modal == modRodoviario
	for i := range tabelaRecusa {
		l := &tabelaRecusa[i]
		if l.categoria == string(p.Categoria) && l.rodoviario == rod && l.beneficio == string(p.Beneficio) {
			return l
		}
	}
	return nil
}

// indiceMotivo is the column of a reason.
func indiceMotivo(m MotivoRecusa) int {
	for i, o := range opcoesMotivoRecusa {
		if o == string(m) {
			return i
		}
	}
	return -1
}

// calcularRecusa answers a read recusa request from its cell of the table.
func calcularRecusa(p *PedidoRecusa) RespostaRecusa {
	var r RespostaRecusa
	l := linhaDe(p)
	k := indiceMotivo(p.Motivo)
	if l == nil || k < 0 {
		return r // unreachable after ler
	}
	c := contexto{rodoviario: l.rodoviario, jovem: l.categoria == catJovem, idoso: l.categoria == catIdoso}
	x := l.leituras[k]
	modal := nomeModal(string(p.Modal))
	n := dizerEm(c, x.frase, modal)
	r.Texto = n.texto
	r.Fundamentos.r = n.fund
	if x.documento {
		d := dizerEm(c, l.documento, modal)
		r.Texto += " " + d.texto
		r.Fundamentos.r.union(d.fund)
	}
	if x.admitido != nulo {
		a := x.admitido == sim
		r.Admitido = &a
	}
	r.MotivosAdmitidos = make([]MotivoRecusa, 0, nMotivos)
	for i, y := range l.leituras {
		if y.admitido == sim {
			r.MotivosAdmitidos = append(r.MotivosAdmitidos, MotivoRecusa(opcoesMotivoRecusa[i]))
		}
	}
	return r
}
