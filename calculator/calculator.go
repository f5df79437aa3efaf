package calculator

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
	if raiz.tipo != jObj {
		return nil, []Erro{{Campo: "", Codigo: codTipoInvalido,
			Mensagem: "A entrada deve ser um objeto JSON, mas veio " + nomeTipo(raiz.tipo) + "."}}
	}
	var v validador
	op, ok := v.texto(&raiz, "", "operacao", true, 64)
	if !ok {
		return nil, v.erros
	}
	var out saida
	out.b = make([]byte, 0, 8192)
	out.pilha = make([]bool, 0, 8)
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
	return out.b, nil
}

// inicio writes `{"ok":true,"operacao":op`.
func (o *saida) inicio(op string) {
	o.abreObj()
	o.kBool("ok", true)
	o.kTexto("operacao", op)
}

// RespostaErro is the contract answer {"ok":false,"erros":[...]} with one
// error about the request as a whole (empty campo). The front doors (CLI,
// HTTP API, WebAssembly) use it for what fails before the engine runs, so
// that every error answer has the same shape and escaping.
func RespostaErro(codigo, mensagem string) []byte {
	return respostaErros([]Erro{{Codigo: codigo, Mensagem: mensagem}})
}

func respostaErros(erros []Erro) []byte {
	var o saida
	o.b = make([]byte, 0, 256)
	o.abreObj()
	o.kBool("ok", false)
	o.chave("erros")
	o.abreLista()
	for _, e := range erros {
		o.abreObj()
		o.kTexto("campo", e.Campo)
		o.kTexto("codigo", e.Codigo)
		o.kTexto("mensagem", e.Mensagem)
		o.fechaObj()
	}
	o.fechaLista()
	o.fechaObj()
	return o.b
}
