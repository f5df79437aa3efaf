package calculator

import "viagemdedireito/calculator/internal/jsonc"

// nota is a remark in Portuguese with its own legal bases.
type nota struct {
	texto string
	fund  refs
}

func novaNota(texto string, rs ...ref) nota { return nota{texto: texto, fund: refsOf(rs...)} }

// Operation names of contract v1.
const (
	opBeneficio       = "beneficio"
	opReembolso       = "reembolso"
	opDisponibilidade = "disponibilidade"
	opRemarcacao      = "remarcacao"
	opReservas        = "reservas"
)

// Calcular answers one JSON request of contract v1 with one JSON response.
// It never panics and always returns a valid contract response: either
// {"ok":true,...} or {"ok":false,"erros":[...]}.
func Calcular(entrada []byte) []byte {
	resposta, _ := CalcularComErro(entrada)
	return resposta
}

// CalcularComErro is Calcular that also returns the code of the answer's
// first error ("" when the answer is {"ok":true,...}), so that a front door
// can classify the answer without reading it again (see CodigoJSONInvalido).
func CalcularComErro(entrada []byte) (resposta []byte, codigo string) {
	defer func() {
		if r := recover(); r != nil {
			resposta = respostaErros([]Erro{{Campo: "", Codigo: codInterno,
				Mensagem: "Erro interno da calculadora; a entrada não pôde ser processada."}})
			codigo = codInterno
		}
	}()
	resposta, erros := calcular(entrada)
	if len(erros) > 0 {
		return respostaErros(erros), erros[0].Codigo
	}
	return resposta, ""
}

func calcular(entrada []byte) ([]byte, []Erro) {
	raiz, erros := lerEntrada(entrada)
	if len(erros) > 0 {
		return nil, erros
	}
	if raiz.Tipo != jsonc.Objeto {
		return nil, []Erro{{Campo: "", Codigo: codTipoInvalido,
			Mensagem: "A entrada deve ser um objeto JSON, mas veio " + raiz.Tipo.Nome() + "."}}
	}
	var v validador
	op, ok := v.texto(&raiz, "", "operacao", true, 64)
	if !ok {
		return nil, v.erros
	}
	out := saida{jsonc.Novo(8192)}
	switch op {
	case opBeneficio:
		p := lerBeneficio(&raiz, &v)
		if len(v.erros) > 0 {
			return nil, v.erros
		}
		r := calcularBeneficio(&p)
		r.escrever(&out)
	case opReembolso:
		p := lerReembolso(&raiz, &v)
		if len(v.erros) > 0 {
			return nil, v.erros
		}
		r := calcularReembolso(&p)
		r.escrever(&out)
	case opDisponibilidade:
		p := lerDisponibilidade(&raiz, &v)
		if len(v.erros) > 0 {
			return nil, v.erros
		}
		r := calcularDisponibilidade(&p)
		r.escrever(&out)
	case opRemarcacao:
		p := lerRemarcacao(&raiz, &v)
		if len(v.erros) > 0 {
			return nil, v.erros
		}
		r := calcularRemarcacao(&p)
		r.escrever(&out)
	case opReservas:
		p := lerReservas(&raiz, &v)
		if len(v.erros) > 0 {
			return nil, v.erros
		}
		r := calcularReservas(&p)
		r.escrever(&out)
	default:
		return nil, []Erro{{Campo: "operacao", Codigo: codOperacao,
			Mensagem: "Operação desconhecida; use beneficio, reembolso, disponibilidade, remarcacao ou reservas."}}
	}
	return out.B, nil
}

// inicio writes `{"ok":true,"operacao":op`.
func (o *saida) inicio(op string) {
	o.AbreObj()
	o.KBool("ok", true)
	o.KTexto("operacao", op)
}

// RespostaErro is the contract answer {"ok":false,"erros":[...]} with one
// error about the request as a whole (empty campo). The front doors (CLI,
// HTTP API, WebAssembly) use it for what fails before the engine runs, so
// that every error answer has the same shape and escaping.
func RespostaErro(codigo, mensagem string) []byte {
	return respostaErros([]Erro{{Codigo: codigo, Mensagem: mensagem}})
}

func respostaErros(erros []Erro) []byte {
	o := saida{jsonc.Novo(256)}
	o.AbreObj()
	o.KBool("ok", false)
	o.Chave("erros")
	o.AbreLista()
	for _, e := range erros {
		o.AbreObj()
		o.KTexto("campo", e.Campo)
		o.KTexto("codigo", e.Codigo)
		o.KTexto("mensagem", e.Mensagem)
		o.FechaObj()
	}
	o.FechaLista()
	o.FechaObj()
	return o.B
}
