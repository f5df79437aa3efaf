package generator

// The front matter is YAML, read with github.com/goccy/go-yaml, pinned in
// go.mod. Chosen over go.yaml.in/yaml/v3 because it is the library Hugo
// reads front matter with (Hugo v0.165.0, parser/metadecoders, requires
// this same v1.19.2), so a file accepted here reads the same in Hugo; and
// because its AST gives every node its line and its syntax errors carry the
// offending token, so each diagnostic points at the content file's line.
// The AST is walked by hand rather than decoded into a struct: unknown,
// repeated, missing and mistyped keys are each reported at their own line,
// all of them in one build.

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"strings"
	"time"

	yaml "github.com/goccy/go-yaml"
	yast "github.com/goccy/go-yaml/ast"
	yparser "github.com/goccy/go-yaml/parser"

	"viagemdedireito/calculator/lexml"
)

// metadados is the front matter of a norm (content/README.md describes the keys).
type metadados struct {
	Titulo, NomeCurto, Rotulo, Tipo, Numero, Data, Ementa, Resumo, Autoridade string
	URN, Publicacao, FonteOficial, Transcricao, Escopo, ConferidoEm           string
	Notas                                                                     []string
	Fontes                                                                    []arquivoFonte
	Reparos                                                                   []reparo
	Sic                                                                       []sic
	Alteracoes                                                                []alteracao
	// Redacoes are the earlier wordings published after the text in force,
	// oldest first (redacoes.go).
	Redacoes []redacaoAnterior
}

// redacaoAnterior is one earlier wording of the norm: the date it began
// (the norm's own date for the original wording, else the date of the act
// that gave it), the parts of it published (Escopo), its ementa when it
// differs, and what the front matter says of the text in force, for this
// wording's text: its sources, notes, repairs and [sic] marks. Its text is
// the part of the body after the line "=== redação de AAAA-MM-DD ===".
type redacaoAnterior struct {
	Data, Ementa, Escopo string
	Fontes               []arquivoFonte
	Notas                []string
	Reparos              []reparo
	Sic                  []sic
	Linha                int
}

// alteracao is one later amendment of the norm that the repository's
// sources record. Ato is the amending act as cited ("Lei nº 14.423, de 22
// de julho de 2022"), "" when the sources say the norm was amended but not
// by which act; Data its date (AAAA-MM-DD, only with Ato); OQue what it
// changed, as the sources say; TextoPublicado how the text published here
// stands to it (one of textosPublicados).
type alteracao struct {
	Ato, Data, OQue, TextoPublicado string
	Linha                           int
}

// textosPublicados are the values of "texto_publicado" in an item of
// alteracoes: how the text published here stands to the amendment.
var textosPublicados = []string{
	"anterior",       // the text here is the wording before the amendment
	"atualizado",     // the text here already has the amendment's wording
	"fora_do_trecho", // the amendment is in parts not published here
}

// arquivoFonte names one file of content/fontes/ the norm is transcribed from.
type arquivoFonte struct {
	Nome  string
	Linha int
}

// reparo is one repaired extraction artefact. Onde is a dispositivo id, or
// "" for a general repair ("geral" in the file). A machine-readable repair
// (Legivel) says the source had De where we publish Para; Texto is the
// free-text note.
type reparo struct {
	Onde, De, Para, Texto string
	Legivel               bool
	// Linha is the line of the item; LinhaDe and LinhaPara those of its
	// "de" and "para" values.
	Linha, LinhaDe, LinhaPara int
}

// sic is an official oddity, kept as written, in dispositivo Onde.
type sic struct {
	Onde, Trecho string
	Linha        int
}

// linhaFonte is one line of the front matter with its line number.
type linhaFonte struct {
	Texto  string
	Numero int
}

// problema is a diagnostic of the front matter parser before it has a file.
type problema struct {
	Linha    int
	Mensagem string
}

// campo is one key of a front matter read into a T (a norm's *metadados, a
// *decisao): its name, whether it is required, how its value is read, and,
// for a required key, when its value counts as empty. ler reports what is
// wrong with the value and returns false when it could not read it (a
// mistyped value is then not reported again as empty). Norms and decisions
// share this schema-driven reader (lerCampos): one place for what an
// unknown, repeated, missing or empty key is.
type campo[T any] struct {
	chave       string
	obrigatoria bool
	ler         func(l *leitorCabecalho, alvo T, v yast.Node) bool
	vazio       func(alvo T) bool
	dica        string // appended to "a chave … está vazia"
}

// campoTexto is a key whose value is one text, read into the field destino
// returns. An empty text is an empty value, as if the key were absent: an
// error only for a required key.
func campoTexto[T any](chave string, obrigatoria bool, destino func(T) *string) campo[T] {
	return campo[T]{chave: chave, obrigatoria: obrigatoria,
		ler: func(l *leitorCabecalho, alvo T, v yast.Node) bool {
			s, ok := l.texto(v, "o valor de \""+chave+"\"", true)
			*destino(alvo) = s
			return ok
		},
		vazio: func(alvo T) bool { return *destino(alvo) == "" }}
}

// listasDaNorma are the keys a norm's front matter and each item of its
// redacoes share.
var listasDaNorma = []campo[*metadados]{
	{chave: "fontes", ler: func(l *leitorCabecalho, m *metadados, v yast.Node) bool {
		m.Fontes = l.fontes(v, "fontes", "lei-8899-1994.txt")
		return true
	}},
	{chave: "notas", ler: func(l *leitorCabecalho, m *metadados, v yast.Node) bool {
		m.Notas, _, _ = l.textos(v, "notas")
		return true
	}},
	{chave: "reparos", ler: func(l *leitorCabecalho, m *metadados, v yast.Node) bool {
		l.itens(v, "reparos", []string{"onde", "de", "para", "nota"}, func(v map[string]yast.Node, linhas map[string]int, linha int) {
			m.Reparos = append(m.Reparos, l.reparo(v, linhas, linha))
		})
		return true
	}},
	{chave: "sic", ler: func(l *leitorCabecalho, m *metadados, v yast.Node) bool {
		l.itens(v, "sic", []string{"onde", "trecho"}, func(v map[string]yast.Node, linhas map[string]int, linha int) {
			s := sic{Linha: linha}
			var ok1, ok2 bool
			s.Onde, ok1 = l.obrigatorio(v, "onde", "sic", linha)
			s.Trecho, ok2 = l.obrigatorio(v, "trecho", "sic", linha)
			if ok1 && ok2 {
				m.Sic = append(m.Sic, s)
			}
		})
		return true
	}},
}

// camposCabecalho is the schema of a norm's front matter, in the order of
// content/README.md. A norm's identity (titulo, nome_curto, rotulo, tipo,
// numero, data, urn) is not in it: it comes from the catalogue of norms,
// calculator/lexml (see chavesDoCatalogo).
var camposCabecalho = slices.Concat([]campo[*metadados]{
	campoTexto("ementa", true, func(m *metadados) *string { return &m.Ementa }),
	campoTexto("resumo", false, func(m *metadados) *string { return &m.Resumo }),
	campoTexto("autoridade", true, func(m *metadados) *string { return &m.Autoridade }),
	campoTexto("publicacao", true, func(m *metadados) *string { return &m.Publicacao }),
	campoTexto("fonte_oficial", true, func(m *metadados) *string { return &m.FonteOficial }),
	campoTexto("transcricao", true, func(m *metadados) *string { return &m.Transcricao }),
	campoTexto("escopo", true, func(m *metadados) *string { return &m.Escopo }),
	campoTexto("conferido_em", true, func(m *metadados) *string { return &m.ConferidoEm }),
}, listasDaNorma, []campo[*metadados]{
	{chave: "alteracoes", ler: func(l *leitorCabecalho, m *metadados, v yast.Node) bool {
		l.itens(v, "alteracoes", []string{"ato", "data", "o_que", "texto_publicado"}, func(v map[string]yast.Node, linhas map[string]int, linha int) {
			if a, ok := l.alteracao(v, linhas, linha); ok {
				m.Alteracoes = append(m.Alteracoes, a)
			}
		})
		return true
	}},
	{chave: "redacoes", ler: func(l *leitorCabecalho, m *metadados, v yast.Node) bool {
		l.itens(v, "redacoes", []string{"data", "ementa", "escopo", "fontes", "notas", "reparos", "sic"}, func(v map[string]yast.Node, linhas map[string]int, linha int) {
			if r, ok := l.redacao(v, linhas, linha); ok {
				m.Redacoes = append(m.Redacoes, r)
			}
		})
		return true
	}},
})

// chavesDoCatalogo are the keys of a norm's identity, which the front matter
// does not write: lerCabecalho takes them from the norm's row of the
// catalogue (content/normas.yaml, derived by calculator/lexml), the one place they are kept,
// and reports any of them written in a front matter.
var chavesDoCatalogo = []string{"titulo", "nome_curto", "rotulo", "tipo", "numero", "data", "urn"}

// ondeGeral is the "onde" of a repair that concerns no single dispositivo.
const ondeGeral = "geral"

// leitorCabecalho walks the YAML AST of one front matter.
type leitorCabecalho struct {
	linhas []linhaFonte
	inicio int
	probs  []problema
}

// linha converts a line of the YAML text (1-based) into a line of the file.
func (l *leitorCabecalho) linha(n int) int {
	switch {
	case len(l.linhas) == 0 || n < 1:
		return l.inicio
	case n > len(l.linhas):
		return l.linhas[len(l.linhas)-1].Numero
	}
	return l.linhas[n-1].Numero
}

func (l *leitorCabecalho) linhaDe(n yast.Node) int {
	if n == nil || n.GetToken() == nil {
		return l.inicio
	}
	return l.linha(n.GetToken().Position.Line)
}

func (l *leitorCabecalho) erro(linha int, formato string, args ...any) {
	l.probs = append(l.probs, problema{linha, fmt.Sprintf(formato, args...)})
}

// tipoYAML names a YAML node's kind for a diagnostic.
func tipoYAML(n yast.Node) string {
	switch n.(type) {
	case *yast.MappingNode, *yast.MappingValueNode:
		return "um mapa de chaves"
	case *yast.SequenceNode:
		return "uma lista"
	case *yast.IntegerNode, *yast.FloatNode, *yast.InfinityNode, *yast.NanNode:
		return "um número"
	case *yast.BoolNode:
		return "um booleano"
	case *yast.NullNode, nil:
		return "vazio"
	case *yast.AliasNode, *yast.AnchorNode:
		return "uma âncora ou referência"
	case *yast.TagNode:
		return "um valor com etiqueta"
	case *yast.StringNode, *yast.LiteralNode:
		return "um texto"
	}
	return "outro tipo de valor"
}

// texto reads a string scalar (plain, quoted or block). A number, boolean,
// list or map where text is expected is reported; so is an empty value
// unless vazioOK.
func (l *leitorCabecalho) texto(n yast.Node, oque string, vazioOK bool) (string, bool) {
	switch v := n.(type) {
	case *yast.StringNode:
		return v.Value, true
	case *yast.LiteralNode:
		if v.Value != nil {
			return v.Value.Value, true
		}
		return "", true
	case *yast.NullNode, nil:
		if vazioOK {
			return "", true
		}
		l.erro(l.linhaDe(n), "%s está vazio", oque)
		return "", false
	case *yast.IntegerNode, *yast.FloatNode:
		l.erro(l.linhaDe(n), "%s deve ser um texto, não um número: escreva-o entre aspas", oque)
		return "", false
	}
	l.erro(l.linhaDe(n), "%s deve ser um texto, não %s", oque, tipoYAML(n))
	return "", false
}

// mapa reads a block or flow mapping: each key once, as text, in order.
// Repeated and non-text keys are reported.
func (l *leitorCabecalho) mapa(n yast.Node, onde string) ([]yast.MapKeyNode, []yast.Node, bool) {
	var valores []*yast.MappingValueNode
	switch v := n.(type) {
	case *yast.MappingNode:
		valores = v.Values
	case *yast.MappingValueNode:
		valores = []*yast.MappingValueNode{v}
	default:
		return nil, nil, false
	}
	var chaves []yast.MapKeyNode
	var vals []yast.Node
	vistas := map[string]bool{}
	for _, mv := range valores {
		k := chaveTexto(mv.Key)
		if vistas[k] {
			l.erro(l.linhaDe(mv.Key), "chave repetida %s: \"%s\"", onde, k)
			continue
		}
		vistas[k] = true
		chaves, vals = append(chaves, mv.Key), append(vals, mv.Value)
	}
	return chaves, vals, true
}

// chaveTexto is the text of a mapping key.
func chaveTexto(k yast.MapKeyNode) string {
	if s, ok := k.(*yast.StringNode); ok {
		return s.Value
	}
	if k == nil {
		return ""
	}
	return strings.TrimSpace(k.String())
}

// lista reads a sequence (block or flow); an empty value is an empty list.
func (l *leitorCabecalho) lista(n yast.Node, chave string) ([]yast.Node, bool) {
	switch v := n.(type) {
	case *yast.SequenceNode:
		return v.Values, true
	case *yast.NullNode, nil:
		return nil, true
	}
	l.erro(l.linhaDe(n), "a chave \"%s\" espera uma lista (itens \"  - …\" nas linhas seguintes), não %s", chave, tipoYAML(n))
	return nil, false
}

// itens reads each item of a list of maps with the given keys; ler gets
// the values by key and the line of the item.
func (l *leitorCabecalho) itens(n yast.Node, chave string, permitidas []string, ler func(v map[string]yast.Node, linhas map[string]int, linha int)) {
	xs, ok := l.lista(n, chave)
	if !ok {
		return
	}
	for _, x := range xs {
		linha := l.linhaDe(x)
		ks, vs, ok := l.mapa(x, "no item de \""+chave+"\"")
		if !ok {
			l.erro(linha, "item de \"%s\" inválido: esperado um mapa {%s}, não %s", chave, strings.Join(permitidas, ", "), tipoYAML(x))
			continue
		}
		valores, linhas := map[string]yast.Node{}, map[string]int{}
		var desconhecidas []yast.MapKeyNode
		for i, k := range ks {
			if nome := chaveTexto(k); slices.Contains(permitidas, nome) {
				valores[nome], linhas[nome] = vs[i], l.linhaDe(k)
			} else {
				desconhecidas = append(desconhecidas, k)
			}
		}
		if len(valores) == 0 && len(desconhecidas) > 0 {
			// nothing of the item is known: one diagnostic, not one per key
			l.erro(linha, "item de \"%s\" inválido: esperado um mapa {%s}, com a chave desconhecida \"%s\"", chave, strings.Join(permitidas, ", "), chaveTexto(desconhecidas[0]))
			continue
		}
		for _, k := range desconhecidas {
			l.erro(l.linhaDe(k), "chave desconhecida no item de \"%s\": \"%s\" (use %s)", chave, chaveTexto(k), strings.Join(permitidas, ", "))
		}
		ler(valores, linhas, linha)
	}
}

// yaml parses the front matter's lines as one YAML document; on a syntax
// error it reports it at its line and returns false.
func (l *leitorCabecalho) yaml() (yast.Node, bool) {
	var src strings.Builder
	for _, x := range l.linhas {
		src.WriteString(x.Texto)
		src.WriteByte('\n')
	}
	raiz, err := analisarYAML(src.String())
	if err != nil {
		var e yaml.Error
		if errors.As(err, &e) && e.GetToken() != nil {
			l.erro(l.linha(e.GetToken().Position.Line), "o cabeçalho não é YAML válido (%s)", e.GetMessage())
		} else {
			l.erro(l.inicio, "o cabeçalho não é YAML válido (%v)", err)
		}
		return nil, false
	}
	return raiz, true
}

// lerCampos reads the root mapping of a front matter into alvo against
// campos. An unknown key (recusada, when not nil, may give the reason a key
// is refused), a repeated key, a missing required key and an empty required
// value are reported at their line. It returns the line of each key read;
// ok is false when the front matter is not a YAML mapping, which is then
// the one problem reported.
func lerCampos[T any](l *leitorCabecalho, alvo T, campos []campo[T], recusada func(chave string) string) (onde map[string]int, ok bool) {
	onde = map[string]int{}
	raiz, ok := l.yaml()
	if !ok {
		return onde, false
	}
	var chaves []yast.MapKeyNode
	var valores []yast.Node
	if raiz != nil {
		if chaves, valores, ok = l.mapa(raiz, "no cabeçalho"); !ok {
			l.erro(l.linhaDe(raiz), "o cabeçalho deve ser um mapa \"chave: valor\", não %s", tipoYAML(raiz))
			return onde, false
		}
	}
	lido := map[string]bool{}
	for i, k := range chaves {
		nome := chaveTexto(k)
		j := slices.IndexFunc(campos, func(c campo[T]) bool { return c.chave == nome })
		if j < 0 {
			motivo := ""
			if recusada != nil {
				motivo = recusada(nome)
			}
			if motivo == "" {
				motivo = fmt.Sprintf("chave desconhecida no cabeçalho: \"%s\"", nome)
			}
			l.erro(l.linhaDe(k), "%s", motivo)
			continue
		}
		onde[nome] = l.linhaDe(k)
		lido[nome] = campos[j].ler(l, alvo, valores[i])
	}
	for _, c := range campos {
		linha, tem := onde[c.chave]
		switch {
		case !c.obrigatoria:
		case !tem:
			l.erro(l.inicio, "falta a chave obrigatória \"%s\" no cabeçalho", c.chave)
		case lido[c.chave] && c.vazio != nil && c.vazio(alvo):
			l.erro(linha, "a chave \"%s\" está vazia%s", c.chave, c.dica)
		}
	}
	return onde, true
}

// conferirFonteEData checks the two keys norms and decisions share beyond
// their shape: fonte_oficial is an http(s) address, conferido_em a date
// AAAA-MM-DD.
func (l *leitorCabecalho) conferirFonteEData(onde map[string]int, fonteOficial, conferidoEm string) {
	if fonteOficial != "" && !strings.HasPrefix(fonteOficial, "https://") && !strings.HasPrefix(fonteOficial, "http://") {
		l.erro(onde["fonte_oficial"], "fonte_oficial deve ser um endereço http(s)")
	}
	if conferidoEm != "" && !dataISO(conferidoEm) {
		l.erro(onde["conferido_em"], "data inválida em conferido_em \"%s\": use AAAA-MM-DD", conferidoEm)
	}
}

// dataISO says whether s is a valid date AAAA-MM-DD.
func dataISO(s string) bool {
	_, err := time.Parse("2006-01-02", s)
	return err == nil
}

// textos reads a list of non-empty texts (notas, a decision's ementa), with
// the line of each; ok is false when the value is not a list.
func (l *leitorCabecalho) textos(v yast.Node, chave string) (out []string, linhas []int, ok bool) {
	xs, ok := l.lista(v, chave)
	for _, x := range xs {
		if s, bom := l.texto(x, "cada item de \""+chave+"\"", false); bom {
			out, linhas = append(out, s), append(linhas, l.linhaDe(x))
		}
	}
	return out, linhas, ok
}

// fontes reads a list of names of files of the folder fontes/; exemplo is
// one, for the diagnostic of a name that is not a file name.
func (l *leitorCabecalho) fontes(v yast.Node, chave, exemplo string) []arquivoFonte {
	nomes, linhas, _ := l.textos(v, chave)
	var out []arquivoFonte
	for i, s := range nomes {
		if s == "" || strings.ContainsAny(s, `/\`) || !fs.ValidPath(s) {
			l.erro(linhas[i], "fonte \"%s\" inválida: use o nome de um arquivo da pasta fontes/, como \"%s\"", s, exemplo)
			continue
		}
		out = append(out, arquivoFonte{Nome: s, Linha: linhas[i]})
	}
	return out
}

// lerCabecalho parses the YAML front matter of the norm whose row of the
// catalogue is cat. It returns the metadata (the norm's identity from cat,
// the rest from the front matter), the line of each key, and every problem
// found; inicio is the line reported for what has no line of its own (a
// missing key).
func lerCabecalho(linhas []linhaFonte, inicio int, cat lexml.Norma) (*metadados, map[string]int, []problema) {
	l := &leitorCabecalho{linhas: linhas, inicio: inicio}
	m := &metadados{Titulo: cat.Titulo, NomeCurto: cat.NomeCurto, Rotulo: cat.Rotulo, Tipo: cat.Tipo,
		Numero: cat.NumeroFormatado, Data: cat.Data, URN: cat.URN}
	onde, ok := lerCampos(l, m, camposCabecalho, func(chave string) string {
		if !slices.Contains(chavesDoCatalogo, chave) {
			return ""
		}
		return fmt.Sprintf("a chave \"%s\" não se escreve no cabeçalho: título, nome curto, rótulo, tipo, número, data e URN de uma norma vêm do catálogo de normas (content/normas.yaml); apague a linha", chave)
	})
	if !ok {
		return m, onde, l.probs
	}
	l.conferirFonteEData(onde, m.FonteOficial, m.ConferidoEm)
	for i, r := range m.Redacoes {
		if i > 0 && r.Data <= m.Redacoes[i-1].Data {
			l.erro(r.Linha, "redacoes: a redação de %s deve vir depois da de %s (uma por data, da mais antiga à mais recente)", r.Data, m.Redacoes[i-1].Data)
		}
		if m.Data != "" && r.Data < m.Data {
			l.erro(r.Linha, "redacoes: a redação de %s é anterior à data da norma (%s)", r.Data, m.Data)
		}
	}
	return m, onde, l.probs
}

// redacao reads one item of redacoes: data (AAAA-MM-DD) and escopo are
// required; ementa, fontes, notas, reparos and sic are read as the keys of
// the same name of the front matter.
func (l *leitorCabecalho) redacao(v map[string]yast.Node, linhas map[string]int, linha int) (redacaoAnterior, bool) {
	r := redacaoAnterior{Linha: linha}
	var ok1, ok2 bool
	if r.Data, ok1 = l.obrigatorio(v, "data", "redacoes", linha); ok1 && !dataISO(r.Data) {
		l.erro(linhas["data"], "data inválida em \"redacoes\" \"%s\": use AAAA-MM-DD", r.Data)
		ok1 = false
	}
	r.Escopo, ok2 = l.obrigatorio(v, "escopo", "redacoes", linha)
	if n, tem := v["ementa"]; tem {
		r.Ementa, _ = l.texto(n, "\"ementa\" em \"redacoes\"", false)
	}
	var m metadados
	for _, c := range listasDaNorma {
		if n, tem := v[c.chave]; tem {
			c.ler(l, &m, n)
		}
	}
	r.Fontes, r.Notas, r.Reparos, r.Sic = m.Fontes, m.Notas, m.Reparos, m.Sic
	return r, ok1 && ok2
}

// obrigatorio reads the non-empty text value of key chave of an item of lista.
func (l *leitorCabecalho) obrigatorio(v map[string]yast.Node, chave, lista string, linha int) (string, bool) {
	n, tem := v[chave]
	if !tem {
		l.erro(linha, "item de \"%s\" sem a chave \"%s\"", lista, chave)
		return "", false
	}
	s, ok := l.texto(n, "\""+chave+"\" em \""+lista+"\"", false)
	if ok && s == "" {
		l.erro(l.linhaDe(n), "\"%s\" vazio em \"%s\"", chave, lista)
		return "", false
	}
	return s, ok
}

// alteracao reads one item of alteracoes: texto_publicado (required, one
// of textosPublicados), and optionally ato, data (only with ato) and o_que,
// each non-empty when present. ok is false when the item has a problem.
func (l *leitorCabecalho) alteracao(v map[string]yast.Node, linhas map[string]int, linha int) (alteracao, bool) {
	a := alteracao{Linha: linha}
	ok := true
	opcional := func(chave string, destino *string) {
		n, tem := v[chave]
		if !tem {
			return
		}
		s, bom := l.texto(n, "\""+chave+"\" em \"alteracoes\"", false)
		if bom && s == "" {
			l.erro(l.linhaDe(n), "\"%s\" vazio em \"alteracoes\": omita a chave quando as fontes não dizem", chave)
			bom = false
		}
		*destino, ok = s, ok && bom
	}
	opcional("ato", &a.Ato)
	opcional("data", &a.Data)
	opcional("o_que", &a.OQue)
	var bom bool
	if a.TextoPublicado, bom = l.obrigatorio(v, "texto_publicado", "alteracoes", linha); bom && !slices.Contains(textosPublicados, a.TextoPublicado) {
		l.erro(l.linhaDe(v["texto_publicado"]), "texto_publicado inválido \"%s\" em \"alteracoes\": use %s", a.TextoPublicado, strings.Join(textosPublicados, ", "))
		bom = false
	}
	ok = ok && bom
	if a.Data != "" {
		if !dataISO(a.Data) {
			l.erro(linhas["data"], "data inválida em \"alteracoes\" \"%s\": use AAAA-MM-DD", a.Data)
			ok = false
		} else if _, tem := v["ato"]; !tem {
			l.erro(linhas["data"], "\"data\" sem \"ato\" em \"alteracoes\": a data é a do ato que alterou a norma; sem o ato, omita-a")
			ok = false
		}
	}
	return a, ok
}

// reparo reads one item of reparos: onde (a dispositivo id or "geral"),
// and either de and para (both), or nota, or all three.
func (l *leitorCabecalho) reparo(v map[string]yast.Node, linhas map[string]int, linha int) reparo {
	r := reparo{Linha: linha}
	r.Onde, _ = l.obrigatorio(v, "onde", "reparos", linha)
	if r.Onde == ondeGeral {
		r.Onde = ""
	}
	if n, tem := v["nota"]; tem {
		r.Texto, _ = l.texto(n, "\"nota\" em \"reparos\"", false)
	}
	nDe, temDe := v["de"]
	nPara, temPara := v["para"]
	switch {
	case temDe && temPara:
		r.De, _ = l.texto(nDe, "\"de\" em \"reparos\"", false)
		r.Para, _ = l.texto(nPara, "\"para\" em \"reparos\"", true)
		r.Legivel, r.LinhaDe, r.LinhaPara = r.De != "", l.linhaDe(nDe), l.linhaDe(nPara)
		if r.De == "" {
			l.erro(linhas["de"], "\"de\" vazio em \"reparos\": diga o texto da fonte que foi reparado")
		}
		if r.Onde == "" && v["onde"] != nil {
			l.erro(linhas["de"], "reparo \"geral\" com \"de\" e \"para\": diga em \"onde\" o dispositivo reparado")
		}
	case temDe:
		l.erro(linhas["de"], "reparo com \"de\" sem \"para\"")
	case temPara:
		l.erro(linhas["para"], "reparo com \"para\" sem \"de\"")
	case r.Texto == "":
		l.erro(linha, "reparo sem \"de\" e \"para\" nem \"nota\"")
	}
	return r
}

// analisarYAML parses one YAML document; empty text has no root. Repeated
// keys are left to the walk, which reports each one in Portuguese. A panic
// inside the library (bad input must never crash the build) becomes an
// error.
func analisarYAML(src string) (raiz yast.Node, err error) {
	defer func() {
		if p := recover(); p != nil {
			raiz, err = nil, fmt.Errorf("falha interna do leitor YAML: %v", p)
		}
	}()
	f, err := yparser.ParseBytes([]byte(src), 0, yparser.AllowDuplicateMapKey())
	if err != nil {
		return nil, err
	}
	var docs []*yast.DocumentNode
	for _, d := range f.Docs {
		if d != nil && d.Body != nil {
			docs = append(docs, d)
		}
	}
	switch len(docs) {
	case 0:
		return nil, nil
	case 1:
		return docs[0].Body, nil
	}
	return nil, errors.New("mais de um documento YAML")
}

// separadorCabecalho tells whether a line is "---", which opens and closes
// a front matter.
func separadorCabecalho(line []byte) bool { return string(bytes.TrimRight(line, " \t\r\n")) == "---" }

// separarCabecalho splits a file (without its byte order mark) into its
// front matter, the lines between a first line "---" and the next line
// "---", each with its number, and its body: the file with the front
// matter and its two "---" lines blanked (every byte but the line ends a
// space), so that the body's offsets and lines are the file's. tem is
// false when the file does not start with "---" (the body is then the
// whole file); without the closing line (fechado false) every line after
// the first is the front matter.
func separarCabecalho(fonte []byte) (cab []linhaFonte, corpo []byte, tem, fechado bool) {
	linhas := bytes.SplitAfter(fonte, []byte("\n"))
	if !separadorCabecalho(linhas[0]) {
		return nil, fonte, false, false
	}
	fim := len(linhas[0]) // the end of the front matter in fonte
	for i, l := range linhas[1:] {
		if len(l) == 0 {
			break // after the file's last line break
		}
		fim += len(l)
		if separadorCabecalho(l) {
			fechado = true
			break
		}
		cab = append(cab, linhaFonte{Texto: strings.TrimRight(string(l), "\r\n"), Numero: i + 2})
	}
	corpo = bytes.Clone(fonte)
	for i := range fim {
		if corpo[i] != '\n' {
			corpo[i] = ' '
		}
	}
	return cab, corpo, true, fechado
}

// lerMeta reads the front matter of the norm file fonte (its slug names
// its row of the catalogue) into doc, and returns the body to parse.
func (doc *documento) lerMeta(slug string, fonte []byte) []byte {
	cab, corpo, tem, fechado := separarCabecalho(fonte)
	if !tem {
		return corpo // reported as a missing front matter when the norm is assembled
	}
	if !fechado {
		doc.erro(1, "cabeçalho sem a linha \"---\" de fechamento")
	}
	cat, _ := doc.cat.NormaPorSlug(slug)
	m, onde, probs := lerCabecalho(cab, 1, cat)
	for _, p := range probs {
		doc.erro(p.Linha, "%s", p.Mensagem)
	}
	doc.meta, doc.metaLinhas = m, onde
	if doc.redacao != "" {
		if r := m.redacao(doc.redacao); r != nil {
			doc.meta = m.daRedacao(r)
		}
	}
	return corpo
}
