package generator

// Court decisions (content/jurisprudencia/*.md): one file per decision, a
// YAML front matter read by the same schema-driven reader as the norms'
// (camposDecisao, lerCampos in cabecalho.go: unknown, repeated, missing,
// mistyped and empty required keys are errors at their line),
// and an empty body. Each decision names the dispositivos it concerns; each
// of those shows a marker linking to the decision's page, on the norm's
// page, in its embeds and in print, and lists it in the norm's JSON.

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"sort"
	"strings"
	"time"

	yast "github.com/goccy/go-yaml/ast"

	"viagemdedireito/calculator/lexml"
	"viagemdedireito/generator/internal/busca"
)

// pastaJurisprudencia is the folder of Config.Conteudo holding the court
// decisions, one {slug}.md each, published at PrefixoJurisprudencia+slug+"/".
const pastaJurisprudencia = "jurisprudencia"

// PrefixoJurisprudencia is the path of the index of decisions; each
// decision's page is under it.
const PrefixoJurisprudencia = "/jurisprudencia/"

// decisao is one court decision as its content file says it
// (content/README.md, "Court decisions").
type decisao struct {
	Slug    string
	Arquivo string // "jurisprudencia/stj-resp-1543465-rs.md", as diagnostics name it
	// Tribunal is the court's acronym ("STJ"), TribunalNome its name.
	Tribunal, TribunalNome string
	// Classe is the class as cited ("REsp"), ClasseNome in full.
	Classe, ClasseNome string
	// Numero is the case number as cited ("1.543.465/RS"); "" when the
	// source did not give it, and then Identificacao says how the source
	// identifies the decision.
	Numero, Identificacao, Registro string
	Orgao, Relator, Partes          string
	// Julgamento and Publicacao are the dates as the source gives them
	// ("13/12/2018", "DJe de 04/02/2019"); at least one has a date.
	Julgamento, Publicacao string
	FonteOficial           string
	Transcricao            string
	ConferidoEm            string
	Fontes                 []arquivoFonte
	// Ementa is the ementa as read, one text per paragraph.
	Ementa []string
	// Sic are official oddities of the ementa, each marked wherever it occurs.
	Sic              []string
	Decidiu, Alcance string
	Dispositivos     []dispositivoDecisao
	Citadas          []decisaoCitada
	Notas            []string

	linhaEmen []int // line of each paragraph of the ementa
	linhaSic  []int
	data      time.Time // the last date of Julgamento, else of Publicacao: the order of the index
}

// dispositivoDecisao is one dispositivo a decision concerns, with the
// sentence its marker shows.
type dispositivoDecisao struct {
	Ref, Marca string
	Linha      int
	norma      *norma // resolved by ligarDecisoes
	no         *no
}

// decisaoCitada is a decision the ementa quotes, known only through it.
type decisaoCitada struct {
	Referencia, Nota string
}

// marcaDecisao is what a dispositivo shows of a decision concerning it.
type marcaDecisao struct {
	Slug   string
	Rotulo string // "STJ, REsp 1.543.465/RS"
	Href   string // "/jurisprudencia/stj-resp-1543465-rs/"
	URL    string // the absolute address, printed after the link
	Marca  string
}

// vistaDecisao is a decision as its page and the index see it.
type vistaDecisao struct {
	*decisao
	Rotulo     string // "STJ, REsp 1.543.465/RS"
	Href, URL  string
	Paragrafos [][]trecho // the ementa with its [sic] marks
	Cortada    bool       // the ementa has "[...]"
	Citacoes   []vistaDispositivoDecisao
	JulgadoEm  string // what the index shows of the dates
	Conferido  string // ConferidoEm as DD/MM/AAAA
}

// vistaDispositivoDecisao is a dispositivo on a decision's page.
type vistaDispositivoDecisao struct {
	Citacao, Href, Marca string
}

// paginaJurisprudencia is the Extra of the index of decisions.
type paginaJurisprudencia struct {
	Decisoes []*vistaDecisao
}

var (
	reSlugDecisao = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)
	reDataBR      = regexp.MustCompile(`\b(\d{2})/(\d{2})/(\d{4})\b`)
)

// camposDecisao is the schema of a decision's front matter, in the order
// of content/README.md.
var camposDecisao = []campo[*decisao]{
	campoTexto("tribunal", true, func(d *decisao) *string { return &d.Tribunal }),
	campoTexto("tribunal_nome", true, func(d *decisao) *string { return &d.TribunalNome }),
	campoTexto("classe", true, func(d *decisao) *string { return &d.Classe }),
	campoTexto("classe_nome", true, func(d *decisao) *string { return &d.ClasseNome }),
	campoTexto("numero", false, func(d *decisao) *string { return &d.Numero }),
	campoTexto("identificacao", false, func(d *decisao) *string { return &d.Identificacao }),
	campoTexto("registro", false, func(d *decisao) *string { return &d.Registro }),
	campoTexto("orgao", false, func(d *decisao) *string { return &d.Orgao }),
	campoTexto("relator", true, func(d *decisao) *string { return &d.Relator }),
	campoTexto("partes", false, func(d *decisao) *string { return &d.Partes }),
	campoTexto("julgamento", false, func(d *decisao) *string { return &d.Julgamento }),
	campoTexto("publicacao", false, func(d *decisao) *string { return &d.Publicacao }),
	campoTexto("fonte_oficial", true, func(d *decisao) *string { return &d.FonteOficial }),
	campoTexto("transcricao", true, func(d *decisao) *string { return &d.Transcricao }),
	campoTexto("conferido_em", true, func(d *decisao) *string { return &d.ConferidoEm }),
	{chave: "fontes", obrigatoria: true, ler: func(l *leitorCabecalho, d *decisao, v yast.Node) bool {
		d.Fontes = l.fontes(v, "fontes", "decisoes-judiciais.txt")
		return true
	}},
	{chave: "ementa", obrigatoria: true, ler: func(l *leitorCabecalho, d *decisao, v yast.Node) bool {
		d.Ementa, d.linhaEmen, _ = l.textos(v, "ementa")
		return true
	}, vazio: func(d *decisao) bool { return len(d.Ementa) == 0 }, dica: ": um parágrafo da ementa por item"},
	{chave: "sic", ler: func(l *leitorCabecalho, d *decisao, v yast.Node) bool {
		l.itens(v, "sic", []string{"trecho"}, func(v map[string]yast.Node, _ map[string]int, linha int) {
			if s, ok := l.obrigatorio(v, "trecho", "sic", linha); ok {
				d.Sic, d.linhaSic = append(d.Sic, s), append(d.linhaSic, linha)
			}
		})
		return true
	}},
	campoTexto("decidiu", true, func(d *decisao) *string { return &d.Decidiu }),
	campoTexto("alcance", true, func(d *decisao) *string { return &d.Alcance }),
	{chave: "dispositivos", obrigatoria: true, ler: func(l *leitorCabecalho, d *decisao, v yast.Node) bool {
		l.itens(v, "dispositivos", []string{"ref", "marca"}, func(v map[string]yast.Node, _ map[string]int, linha int) {
			ref, ok1 := l.obrigatorio(v, "ref", "dispositivos", linha)
			marca, ok2 := l.obrigatorio(v, "marca", "dispositivos", linha)
			if ok1 && ok2 {
				d.Dispositivos = append(d.Dispositivos, dispositivoDecisao{Ref: ref, Marca: marca, Linha: linha})
			}
		})
		return true
	}, vazio: func(d *decisao) bool { return len(d.Dispositivos) == 0 }, dica: ": diga os dispositivos publicados a que a decisão se refere"},
	{chave: "citadas", ler: func(l *leitorCabecalho, d *decisao, v yast.Node) bool {
		l.itens(v, "citadas", []string{"referencia", "nota"}, func(v map[string]yast.Node, _ map[string]int, linha int) {
			ref, ok1 := l.obrigatorio(v, "referencia", "citadas", linha)
			nota, ok2 := l.obrigatorio(v, "nota", "citadas", linha)
			if ok1 && ok2 {
				d.Citadas = append(d.Citadas, decisaoCitada{Referencia: ref, Nota: nota})
			}
		})
		return true
	}},
	{chave: "notas", ler: func(l *leitorCabecalho, d *decisao, v yast.Node) bool {
		d.Notas, _, _ = l.textos(v, "notas")
		return true
	}},
}

// carregarDecisoes reads every *.md of content/jurisprudencia/ (none when
// the folder does not exist), checks each against its sources and the
// built norms, and returns them newest first. Problems are diagnostics.
func carregarDecisoes(conteudo fs.FS, normas []*norma, diags *diagnosticos) ([]*decisao, error) {
	entradas, err := fs.ReadDir(conteudo, pastaJurisprudencia)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	porSlug := map[string]*norma{}
	for _, n := range normas {
		porSlug[n.Slug] = n
	}
	fontes := novasFontesOficiais(conteudo)
	var out []*decisao
	for _, e := range entradas {
		nome := e.Name()
		if e.IsDir() || path.Ext(nome) != ".md" || nome == "README.md" {
			continue
		}
		arquivo := path.Join(pastaJurisprudencia, nome)
		b, err := fs.ReadFile(conteudo, arquivo)
		if err != nil {
			return nil, err
		}
		d := lerDecisao(arquivo, strings.TrimSuffix(nome, ".md"), b, diags)
		if d == nil {
			continue
		}
		conferirDecisao(fontes, d, porSlug, diags)
		out = append(out, d)
	}
	sort.SliceStable(out, func(i, j int) bool {
		if !out[i].data.Equal(out[j].data) {
			return out[i].data.After(out[j].data)
		}
		return out[i].Slug < out[j].Slug
	})
	return out, nil
}

// lerDecisao parses one decision file; nil when it cannot be read at all.
func lerDecisao(arquivo, slug string, fonte []byte, diags *diagnosticos) *decisao {
	fonte = bytes.TrimPrefix(fonte, []byte("\ufeff"))
	if !reSlugDecisao.MatchString(slug) {
		diags.add(arquivo, 0, Erro, "nome de arquivo inválido: use letras minúsculas sem acento, algarismos e hífens, como \"stj-resp-1543465-rs.md\"")
		return nil
	}
	cab, corpo, tem, fechado := separarCabecalho(fonte)
	if !tem {
		diags.add(arquivo, 1, Erro, "falta o cabeçalho: o arquivo deve começar com uma linha \"---\", as chaves e outra linha \"---\"")
		return nil
	}
	if !fechado {
		diags.add(arquivo, 1, Erro, "cabeçalho sem a linha \"---\" de fechamento")
		return nil
	}
	for i, l := range strings.Split(string(corpo), "\n") {
		if strings.TrimSpace(l) != "" {
			diags.add(arquivo, i+1, Erro, "texto depois do cabeçalho: uma decisão só tem o cabeçalho (a ementa vai na chave \"ementa\")")
			break
		}
	}
	d := &decisao{Slug: slug, Arquivo: arquivo}
	for _, p := range d.lerCabecalho(cab) {
		diags.add(arquivo, p.Linha, Erro, "%s", p.Mensagem)
	}
	return d
}

// lerCabecalho reads the front matter of a decision into d.
func (d *decisao) lerCabecalho(linhas []linhaFonte) []problema {
	l := &leitorCabecalho{linhas: linhas, inicio: 1}
	onde, ok := lerCampos(l, d, camposDecisao, nil)
	if !ok {
		return l.probs
	}
	if d.Numero == "" && d.Identificacao == "" {
		l.erro(1, "falta \"numero\" ou, quando a fonte não dá o número, \"identificacao\" (como a fonte identifica a decisão)")
	}
	l.conferirFonteEData(onde, d.FonteOficial, d.ConferidoEm)
	if t, ok := ultimaData(d.Julgamento); ok {
		d.data = t
	} else if t, ok := ultimaData(d.Publicacao); ok {
		d.data = t
	} else {
		l.erro(1, "nem \"julgamento\" nem \"publicacao\" têm uma data DD/MM/AAAA")
	}
	return l.probs
}

// ultimaData is the last valid date DD/MM/AAAA in s.
func ultimaData(s string) (time.Time, bool) {
	ms := reDataBR.FindAllStringSubmatch(s, -1)
	for i := len(ms) - 1; i >= 0; i-- {
		if t, err := time.Parse("02/01/2006", ms[i][0]); err == nil {
			return t, true
		}
	}
	return time.Time{}, false
}

// conferirDecisao checks a decision against its sources (every paragraph
// of the ementa and every sic is in the official source, white space
// normalised) and against the built norms (every dispositivo exists).
func conferirDecisao(fontes *fontesOficiais, d *decisao, porSlug map[string]*norma, diags *diagnosticos) {
	textos, completas := fontes.textos(d.Fontes, func(linha int, formato string, args ...any) {
		diags.add(d.Arquivo, linha, Erro, formato, args...)
	})
	if completas && len(textos) > 0 {
		for i, p := range d.Ementa {
			if !algumContem(textos, normalizarEspacos(p)) {
				diags.add(d.Arquivo, d.linhaEmen[i], Erro, "ementa: este parágrafo não está, palavra por palavra, nas fontes (%s)", nomesFontes(d.Fontes))
			}
		}
	}
	ementa := strings.Join(d.Ementa, "\n")
	for i, s := range d.Sic {
		if !strings.Contains(ementa, s) {
			diags.add(d.Arquivo, d.linhaSic[i], Erro, "sic: \"%s\" não está na ementa", s)
		}
	}
	for i := range d.Dispositivos {
		x := &d.Dispositivos[i]
		cat, id, err := lexml.ParseReferencia(x.Ref)
		if err != nil {
			diags.add(d.Arquivo, x.Linha, Erro, "dispositivo \"%s\": %v", x.Ref, err)
			continue
		}
		n := porSlug[cat.Slug]
		if n == nil {
			diags.add(d.Arquivo, x.Linha, Erro, "dispositivo \"%s\": a norma %s não está publicada", x.Ref, cat.Slug)
			continue
		}
		if id == "" {
			diags.add(d.Arquivo, x.Linha, Erro, "dispositivo \"%s\": diga o dispositivo (norma#id), não só a norma", x.Ref)
			continue
		}
		if n.porID[id] == nil {
			diags.add(d.Arquivo, x.Linha, Erro, "dispositivo \"%s\": %s não tem o dispositivo %s", x.Ref, cat.Slug, id)
			continue
		}
		x.norma, x.no = n, n.porID[id]
	}
}

// rotulo is how the site cites the decision: "STJ, REsp 1.543.465/RS", or,
// without a number, the class and the judgment as the source gives them.
func (d *decisao) rotulo() string {
	if d.Numero != "" {
		return d.Tribunal + ", " + d.Classe + " " + d.Numero
	}
	r := d.Tribunal + ", " + d.Classe + " (número não obtido)"
	if d.Julgamento != "" {
		r += ", " + d.Julgamento
	}
	return r
}

// caminho is the decision page's path.
func (d *decisao) caminho() string { return PrefixoJurisprudencia + d.Slug + "/" }

// paragrafosComSic splits each paragraph of the ementa at every occurrence
// of a sic trecho (the longest first where two start together).
func paragrafosComSic(ps []string, sics []string) [][]trecho {
	ordenados := append([]string(nil), sics...)
	sort.SliceStable(ordenados, func(i, j int) bool { return len(ordenados[i]) > len(ordenados[j]) })
	out := make([][]trecho, 0, len(ps))
	for _, p := range ps {
		var ts []trecho
		resto := p
		for resto != "" {
			pos, qual := -1, ""
			for _, s := range ordenados {
				if s == "" {
					continue
				}
				if i := strings.Index(resto, s); i >= 0 && (pos < 0 || i < pos) {
					pos, qual = i, s
				}
			}
			if pos < 0 {
				ts = append(ts, trecho{Texto: resto})
				break
			}
			if pos > 0 {
				ts = append(ts, trecho{Texto: resto[:pos]})
			}
			ts = append(ts, trecho{Texto: qual, Sic: true})
			resto = resto[pos+len(qual):]
		}
		out = append(out, ts)
	}
	return out
}

// ligarDecisoes makes the views of the decisions and puts on every
// dispositivo they concern its marker (no.Decisoes), in the decisions'
// order. canonico is the absolute URL of a path.
func ligarDecisoes(ds []*decisao, canonico func(string) string) []*vistaDecisao {
	var out []*vistaDecisao
	for _, d := range ds {
		v := &vistaDecisao{decisao: d, Rotulo: d.rotulo(), Href: d.caminho(), URL: canonico(d.caminho()),
			Paragrafos: paragrafosComSic(d.Ementa, d.Sic), Conferido: dataBR(d.ConferidoEm)}
		for _, p := range d.Ementa {
			v.Cortada = v.Cortada || strings.Contains(p, "[...]")
		}
		switch {
		case d.Julgamento != "":
			v.JulgadoEm = "julgamento: " + d.Julgamento
		default:
			v.JulgadoEm = "publicação: " + d.Publicacao
		}
		for _, x := range d.Dispositivos {
			if x.no == nil {
				continue // reported by conferirDecisao
			}
			v.Citacoes = append(v.Citacoes, vistaDispositivoDecisao{Citacao: x.no.Citacao, Href: x.norma.Catalogo.Href(x.no.ID), Marca: x.Marca})
			x.no.Decisoes = append(x.no.Decisoes, marcaDecisao{Slug: d.Slug, Rotulo: v.Rotulo, Href: v.Href, URL: v.URL, Marca: x.Marca})
		}
		out = append(out, v)
	}
	return out
}

// jsonLDDecisao is the schema.org description of a decision's page. Not
// Legislation: a court decision is not a law, and Legislation's fields
// (legislationType, legislationPassedBy, legislationJurisdiction…) would
// say it is. schema.org has no type for a judgment; a plain CreativeWork
// says only what we know: its name as cited, the court that made it, the
// ementa as read and the official page it is read from. No date: the
// sources give some decisions' dates only as a session's span or as the
// publication, which schema.org's date fields would misstate.
func jsonLDDecisao(v *vistaDecisao) map[string]any {
	return map[string]any{
		"@context":   "https://schema.org",
		"@type":      "CreativeWork",
		"name":       v.Rotulo,
		"creator":    map[string]any{"@type": "GovernmentOrganization", "name": v.TribunalNome},
		"abstract":   strings.Join(v.Ementa, " "),
		"inLanguage": "pt-BR",
		"isBasedOn":  v.FonteOficial,
		"url":        v.URL,
	}
}

// paginasJurisprudencia are the index of decisions and one page each.
func paginasJurisprudencia(s *sitio) []*pagina {
	ps := []*pagina{{Titulo: "Jurisprudência", Caminho: PrefixoJurisprudencia, Canonico: s.canonico(PrefixoJurisprudencia),
		Extra:     &paginaJurisprudencia{Decisoes: s.decisoes},
		Descricao: "Decisões de tribunais sobre os dispositivos publicados aqui, com a ementa como lida na fonte oficial e o alcance de cada uma."}}
	return ps
}

// paginasDecisoes is one page per decision.
func paginasDecisoes(s *sitio) []*pagina {
	var ps []*pagina
	for _, v := range s.decisoes {
		p := &pagina{Titulo: v.Rotulo, Caminho: v.Href, Canonico: v.URL, Extra: v, Descricao: v.Decidiu}
		p.JSONLD = jsonLDDecisao(v)
		ps = append(ps, p)
	}
	return ps
}

// decisaoJSON is a decision in the JSON of a norm, under the dispositivo it
// concerns.
type decisaoJSON struct {
	Slug   string `json:"slug"`
	Rotulo string `json:"rotulo"`
	Href   string `json:"href"`
	Marca  string `json:"marca"`
}

func decisoesJSON(ms []marcaDecisao) []decisaoJSON {
	var out []decisaoJSON
	for _, m := range ms {
		out = append(out, decisaoJSON{Slug: m.Slug, Rotulo: m.Rotulo, Href: m.Href, Marca: m.Marca})
	}
	return out
}

// linkDecisao is the template function decisao: a link to the decision
// slug, its label as the text; an error when the build has no such decision.
func linkDecisao(ds map[string]*vistaDecisao, slug string) (string, string, error) {
	v := ds[slug]
	if v == nil {
		return "", "", fmt.Errorf("decisão %q: não há content/%s/%s.md nesta geração", slug, pastaJurisprudencia, slug)
	}
	return v.Href, v.Rotulo, nil
}

// documentosDecisoes are the decisions in the search index: one document
// each, its text the court, the class and number, the ementa as read and
// our two sentences, under the title "Jurisprudência".
func documentosDecisoes(vs []*vistaDecisao) []busca.Documento {
	var docs []busca.Documento
	for _, v := range vs {
		partes := []string{"Jurisprudência.", v.TribunalNome + " (" + v.Tribunal + "),", v.ClasseNome + ".",
			v.Decidiu, v.Alcance, "Ementa: " + strings.Join(v.Ementa, " ")}
		docs = append(docs, busca.Documento{
			Norma:  pastaJurisprudencia,
			ID:     v.Slug,
			Rotulo: semQuebra(v.Rotulo),
			Titulo: "Jurisprudência",
			Texto:  semQuebra(strings.Join(partes, " ")),
			Href:   v.Href,
		})
	}
	return docs
}
