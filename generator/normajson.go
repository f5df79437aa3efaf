package generator

import (
	"bytes"
	"encoding/json"
)

// The structure of each norm as JSON, /legislacao/{slug}.json: what a
// program reads of a norm (its front matter, its dispositivos with their
// ids, citations, URNs and addresses, the decisions that concern them).

// dispositivoJSON is one node of /legislacao/{slug}.json.
type dispositivoJSON struct {
	ID      string            `json:"id,omitempty"`
	Tipo    string            `json:"tipo"`
	Rotulo  string            `json:"rotulo,omitempty"`
	Citacao string            `json:"citacao,omitempty"`
	URN     string            `json:"urn,omitempty"`
	Href    string            `json:"href,omitempty"`
	Nome    string            `json:"nome,omitempty"`
	Texto   string            `json:"texto,omitempty"`
	Filhos  []dispositivoJSON `json:"filhos,omitempty"`
	// Decisoes are the court decisions concerning the dispositivo.
	Decisoes []decisaoJSON `json:"decisoes,omitempty"`
}

// alteracaoJSON is a later amendment in the norm's JSON, with the keys of
// the front matter (alteracoes). The norm's "alteracoes" is always there:
// [] is "no later amendment on record".
type alteracaoJSON struct {
	Ato            string `json:"ato,omitempty"`
	Data           string `json:"data,omitempty"`
	OQue           string `json:"o_que,omitempty"`
	TextoPublicado string `json:"texto_publicado"`
}

type normaJSON struct {
	Slug         string          `json:"slug"`
	Titulo       string          `json:"titulo"`
	NomeCurto    string          `json:"nome_curto,omitempty"`
	Rotulo       string          `json:"rotulo"`
	Tipo         string          `json:"tipo"`
	Numero       string          `json:"numero"`
	Data         string          `json:"data"`
	Ementa       string          `json:"ementa"`
	Resumo       string          `json:"resumo,omitempty"`
	Autoridade   string          `json:"autoridade"`
	URN          string          `json:"urn"`
	Publicacao   string          `json:"publicacao"`
	FonteOficial string          `json:"fonte_oficial"`
	Transcricao  string          `json:"transcricao"`
	Escopo       string          `json:"escopo"`
	ConferidoEm  string          `json:"conferido_em"`
	Href         string          `json:"href"`
	Notas        []string        `json:"notas,omitempty"`
	Alteracoes   []alteracaoJSON `json:"alteracoes"`
	// Redacoes lists the wordings published, oldest first, the text in
	// force (this JSON's dispositivos) last; [] when only that one is.
	Redacoes     []redacaoJSON     `json:"redacoes"`
	Dispositivos []dispositivoJSON `json:"dispositivos"`
}

// redacaoJSON is one wording of the norm in its JSON (redacoes.go).
type redacaoJSON struct {
	Data           string `json:"data"`
	Ate            string `json:"ate,omitempty"`
	Origem         string `json:"origem"`
	Vigente        bool   `json:"vigente"`
	Href           string `json:"href"`
	HrefComparacao string `json:"href_comparacao,omitempty"`
}

func paraJSON(n *norma) ([]byte, error) {
	var conv func(xs []*no) []dispositivoJSON
	conv = func(xs []*no) []dispositivoJSON {
		out := make([]dispositivoJSON, 0, len(xs))
		for _, x := range xs {
			d := dispositivoJSON{ID: x.ID, Tipo: x.Classe(), Rotulo: x.Rotulo, Nome: x.Nome, Texto: x.TextoPlano(), Filhos: conv(x.Filhos), Decisoes: decisoesJSON(x.Decisoes)}
			if x.ID != "" {
				d.Citacao = x.Citacao
				d.URN = n.Catalogo.URNDispositivo(x.ID)
				d.Href = n.Catalogo.Href(x.ID)
			}
			if len(d.Filhos) == 0 {
				d.Filhos = nil
			}
			out = append(out, d)
		}
		return out
	}
	m := n.Meta
	j := normaJSON{Slug: n.Slug, Titulo: m.Titulo, NomeCurto: m.NomeCurto, Rotulo: m.Rotulo, Tipo: m.Tipo, Numero: m.Numero,
		Data: m.Data, Ementa: m.Ementa, Resumo: m.Resumo, Autoridade: m.Autoridade, URN: m.URN, Publicacao: m.Publicacao,
		FonteOficial: m.FonteOficial, Transcricao: m.Transcricao, Escopo: m.Escopo, ConferidoEm: m.ConferidoEm,
		Href: n.Catalogo.Caminho(), Notas: m.Notas, Alteracoes: []alteracaoJSON{}, Redacoes: []redacaoJSON{}, Dispositivos: conv(n.Corpo)}
	for _, r := range n.redacoes {
		j.Redacoes = append(j.Redacoes, redacaoJSON{Data: r.Data, Ate: r.Ate, Origem: r.Origem, Vigente: r.Vigente, Href: r.Href, HrefComparacao: r.HrefComparacao})
	}
	for _, a := range m.Alteracoes {
		j.Alteracoes = append(j.Alteracoes, alteracaoJSON{Ato: a.Ato, Data: a.Data, OQue: a.OQue, TextoPublicado: a.TextoPublicado})
	}
	var b bytes.Buffer
	b.Grow(4<<10 + 600*len(n.ordem))
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	err := enc.Encode(j)
	return b.Bytes(), err
}
