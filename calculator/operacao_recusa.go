package calculator

// The boundary of recusa (rules revision 4, R7; see operacao_beneficio.go):
// the request is read into PedidoRecusa, checked once, and the table of
// recusa.go answers it.

// The reasons of recusa, in the contract's order.
const (
	motVagasEsgotadas         = "vagas_esgotadas"
	motSemAssentoLivre        = "sem_assento_livre"
	motForaDoPrazo            = "fora_do_prazo"
	motDocumentos             = "documentos"
	motDominioDeReserva       = "dominio_de_reserva"
	motSemServicoConvencional = "sem_servico_convencional"
	motOutro                  = "outro"
	nMotivos                  = 7
)

var (
	opcoesMotivoRecusa    = [nMotivos]string{motVagasEsgotadas, motSemAssentoLivre, motForaDoPrazo, motDocumentos, motDominioDeReserva, motSemServicoConvencional, motOutro}
	opcoesBeneficioRecusa = BeneficioRecusa("").Valores()
)

// ler reads or checks a recusa request (see PedidoBeneficio.ler). A
// discount for a category that has none is an error on beneficio.
func (p *PedidoRecusa) ler(v *validador) {
	v.instante("agora", &p.Agora)
	okCat := v.opcao("categoria", (*string)(&p.Categoria), true, opcoesCategoria)
	v.opcao("modal", (*string)(&p.Modal), true, opcoesModal)
	okBen := v.opcao("beneficio", (*string)(&p.Beneficio), true, opcoesBeneficioRecusa)
	if okCat && okBen && p.Beneficio == tipoDesconto && p.Categoria != catJovem && p.Categoria != catIdoso {
		v.erro("beneficio", codValorInvalido, "Esta categoria não tem desconto: para "+string(p.Categoria)+" use gratuidade (só o jovem e a pessoa idosa têm desconto).")
	}
	v.opcao("motivo", (*string)(&p.Motivo), true, opcoesMotivoRecusa[:])
}
