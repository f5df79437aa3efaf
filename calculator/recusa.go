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
// outro, whose sentence already says it).
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
	{catJovem, true, tipoGratuidade, [nMotivos]leitura{admite(fRcVagasJovemGrat), admite(fRcAssentoRod), admite(fRcPrazoRodGrat), admite(fRcDocJovemRod), admite(fRcDominioRod), admite(fRcConvJovemRod), outro(fRcOutroRod)}, fRcDocumentoRod},
	{catJovem, true, tipoDesconto, [nMotivos]leitura{admite(fRcVagasJovemDesc), admite(fRcAssentoRod), admite(fRcPrazoRodDesc), admite(fRcDocJovemRod), admite(fRcDominioRod), admite(fRcConvJovemRod), outro(fRcOutroRod)}, fRcDocumentoRod},
	{catJovem, false, tipoGratuidade, [nMotivos]leitura{admite(fRcVagasJovemGrat), silencia(fRcSilencioFora), admite(fRcPrazoJovemFora), admite(fRcDocJovemFora), admite(fRcDominioJovemFora), admite(fRcConvJovemFora), outro(fRcOutroJovemFora)}, fRcDocumentoJovemFora},
	{catJovem, false, tipoDesconto, [nMotivos]leitura{admite(fRcVagasJovemDesc), silencia(fRcSilencioFora), admite(fRcPrazoJovemFora), admite(fRcDocJovemFora), admite(fRcDominioJovemFora), admite(fRcConvJovemFora), outro(fRcOutroJovemFora)}, fRcDocumentoJovemFora},
	{catIdoso, true, tipoGratuidade, [nMotivos]leitura{admite(fRcVagasIdosoGrat), admite(fRcAssentoRod), admite(fRcPrazoRodGrat), admite(fRcDocIdosoRod), admite(fRcDominioRod), admite(fRcConvIdosoGratRod), outro(fRcOutroRod)}, fRcDocumentoRod},
	{catIdoso, true, tipoDesconto, [nMotivos]leitura{exclui(fRcVagasIdosoDesc), admite(fRcAssentoRod), admite(fRcPrazoRodDesc), admite(fRcDocIdosoRod), admite(fRcDominioRod), admite(fRcConvIdosoDescRod), outro(fRcOutroRod)}, fRcDocumentoRod},
	{catIdoso, false, tipoGratuidade, [nMotivos]leitura{admite(fRcVagasIdosoGrat), silencia(fRcSilencioFora), admite(fRcPrazoIdosoGratFora), admite(fRcDocIdosoFora), silencia(fRcSilencioFora), admite(fRcConvIdosoGratFora), outro(fRcOutroFora)}, fRcDocumentoFora},
	{catIdoso, false, tipoDesconto, [nMotivos]leitura{exclui(fRcVagasIdosoDesc), silencia(fRcSilencioFora), admite(fRcPrazoIdosoDescFora), admite(fRcDocIdosoFora), silencia(fRcSilencioFora), admite(fRcConvIdosoDescFora), outro(fRcOutroFora)}, fRcDocumentoFora},
	{catPcd, true, tipoGratuidade, [nMotivos]leitura{exclui(fRcVagasPcdRod), admite(fRcAssentoRod), admite(fRcPrazoRodGrat), admite(fRcDocPcdRod), admite(fRcDominioRod), admite(fRcConvPcdRod), outro(fRcOutroRod)}, fRcDocumentoRod},
	{catPcd, false, tipoGratuidade, [nMotivos]leitura{exclui(fRcVagasPcdFora), silencia(fRcSilencioFora), silencia(fRcSilencioFora), admite(fRcDocPcdFora), silencia(fRcSilencioFora), admite(fRcConvPcdFora), outro(fRcOutroFora)}, fRcDocumentoFora},
	{catAcompanhante, true, tipoGratuidade, [nMotivos]leitura{exclui(fRcVagasAcompRod), admite(fRcAssentoRod), admite(fRcPrazoRodGrat), admite(fRcDocAcompRod), admite(fRcDominioRod), admite(fRcConvAcompRod), outro(fRcOutroRod)}, fRcDocumentoRod},
	{catAcompanhante, false, tipoGratuidade, [nMotivos]leitura{silencia(fRcAcompFora), silencia(fRcAcompFora), silencia(fRcAcompFora), silencia(fRcAcompFora), silencia(fRcAcompFora), silencia(fRcAcompFora), outro(fRcOutroFora)}, fRcDocumentoFora},
	{catCrianca, true, tipoGratuidade, [nMotivos]leitura{exclui(fRcCriancaRod), exclui(fRcCriancaRod), exclui(fRcCriancaRod), silencia(fRcCriancaRodSilencio), silencia(fRcCriancaRodSilencio), exclui(fRcCriancaRod), outro(fRcOutroRod)}, fRcDocumentoRod},
	{catCrianca, false, tipoGratuidade, [nMotivos]leitura{silencia(fRcCriancaFora), silencia(fRcCriancaFora), silencia(fRcCriancaFora), silencia(fRcCriancaFora), silencia(fRcCriancaFora), silencia(fRcCriancaFora), outro(fRcOutroFora)}, fRcDocumentoFora},
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
	n := dizerEm(c, x.frase)
	r.Texto = n.texto
	r.Fundamentos.r = n.fund
	if x.documento {
		d := dizerEm(c, l.documento)
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
