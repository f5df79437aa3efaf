package calculator

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"
)

// elementoRef is an element as encoding/xml reads it.
type elementoRef struct {
	nome, ns string
	texto    []byte
}

// lerComEncodingXML reads b with encoding/xml (strict, no entities),
// elements in document order; ok is false when it refuses b.
func lerComEncodingXML(b []byte) (els []elementoRef, ok bool) {
	d := xml.NewDecoder(bytes.NewReader(b))
	d.Strict = true
	var pilha []int
	for {
		tok, err := d.Token()
		if err == io.EOF {
			return els, len(pilha) == 0
		}
		if err != nil {
			return nil, false
		}
		switch x := tok.(type) {
		case xml.StartElement:
			els = append(els, elementoRef{nome: x.Name.Local, ns: x.Name.Space})
			pilha = append(pilha, len(els)-1)
		case xml.EndElement:
			pilha = pilha[:len(pilha)-1]
		case xml.CharData:
			if len(pilha) > 0 {
				e := &els[pilha[len(pilha)-1]]
				e.texto = append(e.texto, x...)
			}
		}
	}
}

// conferirComEncodingXML is the differential property of the XML reader:
// whatever it accepts, encoding/xml accepts too, with the same elements
// (local name, namespace) in the same order and the same character data.
// The reader may refuse more (a DOCTYPE, an unknown prefix, text outside
// the root, the limits).
func conferirComEncodingXML(t *testing.T, b []byte) {
	arv, msg := lerXML(b)
	if msg != "" {
		if !utf8.ValidString(msg) || msg == "" {
			t.Fatalf("mensagem inválida %q", msg)
		}
		return
	}
	ref, ok := lerComEncodingXML(b)
	if !ok {
		t.Fatalf("o leitor aceitou o que encoding/xml recusa: %q", b)
	}
	if len(ref) != len(arv.nos) {
		t.Fatalf("%d elementos, encoding/xml leu %d: %q", len(arv.nos), len(ref), b)
	}
	// arv.nos is in document order (each element appended at its start tag).
	for i, e := range ref {
		n := arv.nos[i]
		if n.nome != e.nome || n.ns != e.ns || !bytes.Equal(n.texto, e.texto) {
			t.Fatalf("elemento %d: {%s %s %q}, encoding/xml {%s %s %q}: %q", i, n.nome, n.ns, n.texto, e.nome, e.ns, e.texto, b)
		}
	}
}

func sementesXML(f *testing.F) {
	nomes, _ := filepath.Glob(filepath.Join("testdata", "bpe", "*.xml"))
	for _, n := range nomes {
		b, err := os.ReadFile(n)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(b))
	}
	for _, s := range []string{"<a/>", "<a>x&amp;y&#65;&#x42;</a>", "<p:a xmlns:p='u'><p:b/></p:a>", "<a><![CDATA[<x>]]></a>",
		"<a b='1' c=\"2\">\r\n</a>", "<?xml version='1.0' encoding='utf-8'?><a/>", "<!-- c --><a/><!-- d -->", "<a>", "</a>", "<a></b>"} {
		f.Add(s)
	}
}

// FuzzLerXML: the differential property above, on any input.
//
//	go test ./calculator -run '^$' -fuzz FuzzLerXML -fuzztime 60s
func FuzzLerXML(f *testing.F) {
	sementesXML(f)
	f.Fuzz(func(t *testing.T, s string) {
		conferirComEncodingXML(t, []byte(s))
	})
}

// FuzzBpe: any request of bpe (a key or a document) gets either an answer
// whose every finding, note and item has its text and citations, and
// whose key verdict agrees with an independent computation of the check
// digit, or a structured Portuguese error on a field of the request; never
// a panic nor erro_interno.
//
//	go test ./calculator -run '^$' -fuzz FuzzBpe -fuzztime 60s
func FuzzBpe(f *testing.F) {
	sementesXML(f)
	for _, k := range []string{chaveNST, chaveNST[:43] + "0", "https://x/?chBPe=" + chaveNST + "&tpAmb=2", "BPe" + chaveNST, "9913" + chaveNST[4:]} {
		f.Add("chave:" + k)
	}
	codigos := map[string]bool{}
	for _, c := range CodigoErro("").Valores() {
		codigos[c] = true
	}
	f.Fuzz(func(t *testing.T, s string) {
		pedido := map[string]string{"operacao": "bpe", "agora": "2026-12-20T10:00:00-03:00"}
		if k, ok := strings.CutPrefix(s, "chave:"); ok {
			pedido["chave"] = k
		} else {
			pedido["xml"] = s
		}
		req, _ := json.Marshal(pedido)
		resp := Calcular(req)
		if err := verificarResposta(resp, opBpe); err != nil {
			t.Fatal(err)
		}
		var r struct {
			Ok    bool
			Erros []Erro
			Chave *struct {
				Digitos           string
				DigitoVerificador int64
				DigitoValido      bool
			}
			Documento *struct {
				Itens []struct {
					Texto       string
					Fundamentos []Citacao
				}
			}
			Achados []struct {
				Codigo, Gravidade, Texto string
				Fundamentos              []Citacao
			}
			Notas []struct {
				Texto       string
				Fundamentos []Citacao
			}
			Fundamentos []Citacao
		}
		if err := json.Unmarshal(resp, &r); err != nil {
			t.Fatalf("resposta não é JSON: %v %q", err, resp)
		}
		if !r.Ok {
			if len(r.Erros) == 0 {
				t.Fatalf("erro sem erros: %s", resp)
			}
			for _, e := range r.Erros {
				if !codigos[string(e.Codigo)] || e.Codigo == codInterno || e.Mensagem == "" || e.Campo != "xml" && e.Campo != "chave" {
					t.Fatalf("erro fora do contrato: %+v", e)
				}
			}
			return
		}
		if len(r.Achados) == 0 || len(r.Fundamentos) == 0 {
			t.Fatalf("resposta sem achados ou fundamentos: %s", resp)
		}
		for _, a := range r.Achados {
			if a.Texto == "" || len(a.Fundamentos) == 0 || a.Codigo == "" || a.Gravidade == "" {
				t.Fatalf("achado sem texto ou citação: %+v", a)
			}
		}
		for _, n := range r.Notas {
			if n.Texto == "" || len(n.Fundamentos) == 0 {
				t.Fatalf("nota sem citação: %+v", n)
			}
		}
		if r.Documento != nil {
			for _, it := range r.Documento.Itens {
				if it.Texto == "" || len(it.Fundamentos) == 0 {
					t.Fatalf("item sem citação: %+v", it)
				}
			}
		}
		if c := r.Chave; c != nil {
			if len(c.Digitos) != 44 || !soDigitos(c.Digitos) {
				t.Fatalf("chave %q", c.Digitos)
			}
			dv := dvIndependente(c.Digitos)
			if c.DigitoValido != (dv == int64(c.Digitos[43]-'0')) || c.DigitoVerificador != int64(c.Digitos[43]-'0') {
				t.Fatalf("veredito do dígito %+v, cálculo independente %d", c, dv)
			}
		}
	})
}

// TestLerXMLComoEncodingXML runs the differential property on the
// fixtures and on edge cases, so that it is checked without -fuzz.
func TestLerXMLComoEncodingXML(t *testing.T) {
	nomes, _ := filepath.Glob(filepath.Join("testdata", "bpe", "*.xml"))
	for _, n := range nomes {
		b, _ := os.ReadFile(n)
		conferirComEncodingXML(t, b)
	}
	for _, s := range []string{"<a>\r\nx\ry</a>", "<a><![CDATA[\r\n]]></a>", "<p:a xmlns:p='u' xmlns='v'><b/><p:c/></p:a>", "<a xml:lang='pt'/>"} {
		if _, msg := lerXML([]byte(s)); msg != "" {
			t.Errorf("%q: %s", s, msg)
		}
		conferirComEncodingXML(t, []byte(s))
	}
}
