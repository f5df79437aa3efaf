package calculator

import "viagemdedireito/calculator/internal/jsonc"

// nota is a remark in Portuguese with its own legal bases.
type nota struct {
	texto string
	fund  refs
}

// anotar appends the note n to the notes of an answer and its grounds to
// the answer's.
func anotar(notas *[]Nota, fund *Fundamentacao, n nota) {
	*notas = append(*notas, Nota{Texto: n.texto, Fundamentos: Fundamentacao{n.fund}})
	fund.r.union(n.fund)
}

// Operation names of contract v1.
const (
	opBeneficio       = "beneficio"
	opReembolso       = "reembolso"
	opDisponibilidade = "disponibilidade"
	opRemarcacao      = "remarcacao"
	opReservas        = "reservas"
	opAtraso          = "atraso"
	opRecusa          = "recusa"
	opBpe             = "bpe"
)

// Operacao is one operation of contract v1, as the registry of the engine
// lists it: the JSON path (Calcular), the CLI's help, the HTTP API's
// description and the schema generators (calculator/esquema) all read this
// one list.
type Operacao struct {
	// Nome is the value of "operacao" in a request and in its answer.
	Nome string
	// Resumo says in Portuguese what the operation answers.
	Resumo string
	// json answers the request tree v reads (jsonBeneficio, ...,
	// respostas_gerado.go): the request type's ler decodes and checks it
	// (the errors go to v), the rules compute the typed answer and its
	// members are written after "ok" and "operacao" on o.
	json func(v *validador, o *saida)
	// tipos gives the typed request and response; an interface method, so
	// that a program that never asks for them (the WebAssembly module) does
	// not carry their type descriptors.
	tipos interface{ tipos() (pedido, resposta any) }
}

// Tipos returns the zero values of the operation's typed request and
// response (PedidoBeneficio and RespostaBeneficio, ...): its schema, for the
// generators of the TypeScript declaration and of the OpenAPI document.
func (o Operacao) Tipos() (pedido, resposta any) { return o.tipos.tipos() }

// tipos is the tipos of the operation of request P and answer R.
type tipos[P, R any] struct{}

func (tipos[P, R]) tipos() (pedido, resposta any) {
	var p P
	var r R
	return p, r
}

// registro is the registry of operations, in the contract's order.
var registro = [...]Operacao{
	{opBeneficio, "o que o passageiro recebe: gratuidade, desconto, prazos, valores", jsonBeneficio, tipos[PedidoBeneficio, RespostaBeneficio]{}},
	{opReembolso, "devolução do valor ao cancelar a passagem", jsonReembolso, tipos[PedidoReembolso, RespostaReembolso]{}},
	{opDisponibilidade, "vagas gratuitas e com desconto por categoria num trecho", jsonDisponibilidade, tipos[PedidoDisponibilidade, RespostaDisponibilidade]{}},
	{opRemarcacao, "validade do bilhete, diferença de preço e taxa de remarcação", jsonRemarcacao, tipos[PedidoRemarcacao, RespostaRemarcacao]{}},
	{opReservas, "conflitos entre reservas de um mesmo beneficiário", jsonReservas, tipos[PedidoReservas, RespostaReservas]{}},
	{opAtraso, "direitos no ônibus atrasado, na viagem interrompida e na mudança de classe", jsonAtraso, tipos[PedidoAtraso, RespostaAtraso]{}},
	{opRecusa, "se os textos admitem um motivo de recusa de gratuidade ou desconto", jsonRecusa, tipos[PedidoRecusa, RespostaRecusa]{}},
	{opBpe, "o que diz um bilhete de passagem eletrônico (BP-e), pela chave de acesso ou pelo XML, e o que a lei exige dele", jsonBpe, tipos[PedidoBpe, RespostaBpe]{}},
}

// Operacoes lists the operations of contract v1 in the contract's order
// (a fresh copy of the registry).
func Operacoes() []Operacao {
	return append([]Operacao(nil), registro[:]...)
}

// NomesOperacoes lists the names of the operations, in order.
func NomesOperacoes() []string {
	out := make([]string, len(registro))
	for i := range registro {
		out[i] = registro[i].Nome
	}
	return out
}

// listaPortugues joins names as a Portuguese list: "a, b ou c".
func listaPortugues(nomes []string) string {
	if len(nomes) < 2 {
		return juntar(nomes, "")
	}
	return juntar(nomes[:len(nomes)-1], ", ") + " ou " + nomes[len(nomes)-1]
}

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
		return respostaErros(erros), string(erros[0].Codigo)
	}
	return resposta, ""
}

func calcular(entrada []byte) ([]byte, []Erro) {
	raiz, erros := lerEntrada(entrada)
	if len(erros) > 0 && erros[0].Codigo == codJSONInvalido {
		return nil, erros
	}
	if raiz.Tipo != jsonc.Objeto {
		return nil, append(erros, Erro{Campo: "", Codigo: codTipoInvalido,
			Mensagem: "A entrada deve ser um objeto JSON, mas veio " + raiz.Tipo.Nome() + "."})
	}
	// Duplicate keys are reported with every other invalid field
	// (contract revision 3): the request is still read (the first
	// member of a repeated key counts) and never answered.
	v := validador{erros: erros, obj: &raiz}
	var nome string
	if !v.texto("operacao", &nome, true, 64) {
		return nil, v.erros
	}
	for i := range registro {
		op := &registro[i]
		if op.Nome != nome {
			continue
		}
		out := saida{jsonc.Novo(8192)}
		out.inicio(op.Nome)
		op.json(&v, &out)
		if len(v.erros) > 0 {
			return nil, v.erros
		}
		out.FechaObj()
		return out.B, nil
	}
	v.erro("operacao", codOperacao, "Operação desconhecida; use "+listaPortugues(NomesOperacoes())+".")
	return nil, v.erros
}

// inicio writes `{"ok":true,"operacao":op`.
func (o *saida) inicio(op string) {
	o.AbreObj()
	o.KBooleano("ok", true)
	o.KTexto("operacao", op)
}

// RespostaErro is the contract answer {"ok":false,"erros":[...]} with one
// error about the request as a whole (empty campo). The front doors (CLI,
// HTTP API, WebAssembly) use it for what fails before the engine runs, so
// that every error answer has the same shape and escaping.
func RespostaErro(codigo, mensagem string) []byte {
	return respostaErros([]Erro{{Codigo: CodigoErro(codigo), Mensagem: mensagem}})
}

// maxResposta bounds every answer, success or error (contract revision 3):
// 64 KiB.
const maxResposta = 64 << 10

// respostaErros writes an error answer: at most maxErros errors, each campo
// bounded (jsonc.Encurtar), and no more errors than fit in maxResposta
// bytes (the first error always fits: its campo is bounded and its
// message is the engine's own).
func respostaErros(erros []Erro) []byte {
	o := saida{jsonc.Novo(256)}
	o.AbreObj()
	o.KBooleano("ok", false)
	o.Chave("erros")
	o.AbreLista()
	for k, e := range erros {
		if k == maxErros {
			break
		}
		antes := len(o.B)
		o.AbreObj()
		o.KTexto("campo", jsonc.Encurtar(e.Campo))
		o.KTexto("codigo", string(e.Codigo))
		o.KTexto("mensagem", e.Mensagem)
		o.FechaObj()
		if k > 0 && len(o.B)+len("]}") > maxResposta {
			o.B = o.B[:antes]
			break
		}
	}
	o.FechaLista()
	o.FechaObj()
	return o.B
}
