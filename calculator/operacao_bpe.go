package calculator

import "strconv"

// The boundary of bpe (see operacao_beneficio.go).

// maxChaveBpe bounds the key field: 44 digits with spaces, or a QR code's
// address.
const maxChaveBpe = 2000

// ler reads or checks a bpe request: agora, and either the key (44 digits
// or a QR code's address) or the XML document, which it parses (p.doc).
func (p *PedidoBpe) ler(v *validador) {
	v.instante("agora", &p.Agora)
	antes := len(v.erros)
	v.texto("chave", &p.Chave, false, maxChaveBpe)
	v.texto("xml", &p.XML, false, 1<<30)
	if len(p.XML) > maxXML {
		v.erroEm("xml", codTextoLongo, "O XML do BP-e tem "+strconv.Itoa(len(p.XML))+" bytes; o máximo aceito é 131.072 bytes (128 KiB). Um BP-e tem poucos KB: confira se o arquivo é o XML do bilhete.")
	}
	if len(v.erros) > antes {
		return
	}
	switch {
	case p.Chave != "" && p.XML != "":
		v.erroEm("xml", codValorInvalido, "Informe a chave de acesso ou o XML do BP-e, não os dois.")
	case p.XML != "":
		doc, msgs := lerDocumentoBpe(p.XML)
		for _, m := range msgs {
			v.erroEm("xml", codXMLInvalido, m)
		}
		p.doc = doc
	case soEspacos(p.Chave):
		v.erroEm("chave", codObrigatorio, "Informe a chave de acesso do BP-e (44 dígitos ou o endereço do QR code do bilhete) ou o XML do BP-e.")
	default:
		d, qr := chaveDe(p.Chave)
		switch {
		case qr && d == "":
			v.erroEm("chave", codValorInvalido, "O endereço do QR code não traz uma chave de acesso de 44 dígitos depois de chBPe=.")
		case d == "":
			v.erroEm("chave", codValorInvalido, "A chave de acesso do BP-e tem só dígitos (espaços, pontos e hífens são ignorados); ou cole o endereço do QR code do bilhete, com chBPe=.")
		case len(d) != 44:
			v.erroEm("chave", codValorInvalido, "A chave de acesso do BP-e tem 44 dígitos; vieram "+strconv.Itoa(len(d))+".")
		}
	}
}
