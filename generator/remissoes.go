package generator

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"

	"viagemdedireito/calculator/lexml"
)

// remissoes is the goldmark extension that finds cross-references in the
// text of each dispositivo ("nos termos do art. 153", "§ 2º do art. 143",
// "art. 32 da Lei nº 12.852, de 5 de agosto de 2013") and turns them into
// remissaoNodes, resolved relative to where they stand. Whether the target
// is published is checked later, when all norms are assembled.
type remissoes struct{}

func (remissoes) Extend(m goldmark.Markdown) {
	m.Parser().AddOptions(parser.WithASTTransformers(util.Prioritized(ligadorRemissoes{}, 300)))
}

var (
	reRefArtigo    = regexp.MustCompile(`^(?i:arts?)\.\s*(\d{1,4}(?:\.\d{3})*)(?:\s*(?:º|°|ª)|o\b)?(?:-([A-Z])\b)?`)
	reRefArtigoN   = regexp.MustCompile(`^(\d{1,4}(?:\.\d{3})*)(?:\s*(?:º|°|ª)|o\b)?(?:-([A-Z])\b)?`)
	reRefParagrafo = regexp.MustCompile(`^§§?\s*(\d{1,4})(?:\s*(?:º|°)|o\b)?(?:-([A-Z])\b)?`)
	reRefParN      = regexp.MustCompile(`^(?:§\s*)?(\d{1,4})(?:\s*(?:º|°)|o\b)?(?:-([A-Z])\b)?`)
	reRefParUnico  = regexp.MustCompile(`^(?i:parágrafo\s+único)`)
	reRefInciso    = regexp.MustCompile(`^incisos?\s+([IVXLCDM]+)(?:-([A-Z]))?\b`)
	reRefIncisoN   = regexp.MustCompile(`^([IVXLCDM]+)(?:-([A-Z]))?\b`)
	reRefAlinea    = regexp.MustCompile(`^alíneas?\s+["“]?([a-z])["”]?`)
	reRefAlineaN   = regexp.MustCompile(`^["“]?([a-z])["”]?`)
	reRefCaput     = regexp.MustCompile(`^caput\b`)
	reRefLista     = regexp.MustCompile(`^(?:,\s*|\s+e\s+|\s+ou\s+)`)
	// reRefIntervalo joins numbers of a list or range: "arts. 148 a 154", "arts. 1º e 32", and
	// "art. 78-A e a 78-K" (Decreto nº 9.921/2019, art. 46: "e a" for "a", a range).
	reRefIntervalo = regexp.MustCompile(`^(?:,\s*|\s+e\s+a\s+|\s+e\s+|\s+ou\s+|\s+a\s+)`)
	reRefConector  = regexp.MustCompile(`^(?:,\s*|\s+)(?:(?:d|n)[oa]s?\s+)?`)
	reRefNorma     = regexp.MustCompile(`^(Lei|Decreto|Resolução)(\s+Complementar|\s+ANTT)?\s+(?:n[º°o]|n\.º)\s*(\d{1,3}(?:\.\d{3})*)(?:/(\d{4})|,\s+de\s+(?:\d{1,2}\s*(?:º|°|o)?\s+de\s+\p{L}+\s+de\s+)?(\d{4}))?`)
	reRefDeNorma   = regexp.MustCompile(`^,?\s+(?:d|n)[aeo]s?\s+`)
	reRefMaiuscula = regexp.MustCompile(`^\p{Lu}`)
)

// alvoRef is one step of a reference: which kind, which number.
type alvoRef struct {
	Tipo   tipoNo
	Numero numero
}

// referencia is a cross-reference found in a text, before resolution.
type referencia struct {
	Ini, Fim int // byte span of the link text
	// Passos are the steps written in the reference, outermost first
	// (art., §, inciso, alínea); Caput is true for "caput".
	Passos []alvoRef
	Caput  bool
	// Norma: tipo/numero/ano of an explicitly cited norm (Tipo "" = none).
	NormaTipo, NormaNumero, NormaAno string
	// Externa is true when the reference names a norm outside our table
	// ("art. 84 da Constituição"): it stays plain text.
	Externa bool
}

type itemRef struct {
	ini, fim int
	n        numero
}

type componenteRef struct {
	tipo  tipoNo // noArtigo, noParagrafo, noInciso, noAlinea; noNenhum = caput
	itens []itemRef
}

func numeroDe(s string, sufixo string, romano bool) (numero, bool) {
	var n numero
	if romano {
		v, ok := lexml.ParseRomano(s)
		if !ok {
			return n, false
		}
		n.N = v
	} else {
		v, err := strconv.Atoi(strings.ReplaceAll(s, ".", ""))
		if err != nil || v <= 0 {
			return n, false
		}
		n.N = v
	}
	if sufixo != "" {
		n.Sufixo = lexml.ParseSufixo(sufixo[0])
	}
	return n, true
}

// fimDePalavra is true when s[i:] does not continue a word.
func fimDePalavra(s string, i int) bool {
	if i >= len(s) {
		return true
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	return !unicode.IsLetter(r) && !unicode.IsDigit(r)
}

// elementoRef parses one component (with its list) at s[i:].
func elementoRef(s string, i int) (componenteRef, int, bool) {
	resto := s[i:]
	var c componenteRef
	var reN *regexp.Regexp
	var romano bool
	var m []int
	switch {
	case strings.HasPrefix(resto, "caput"):
		if m = reRefCaput.FindStringIndex(resto); m != nil {
			return componenteRef{tipo: noNenhum, itens: []itemRef{{i, i + m[1], numero{}}}}, i + m[1], true
		}
		return c, i, false
	case reRefParUnico.MatchString(resto):
		m = reRefParUnico.FindStringIndex(resto)
		if !fimDePalavra(s, i+m[1]) {
			return c, i, false
		}
		return componenteRef{tipo: noParagrafo, itens: []itemRef{{i, i + m[1], numero{Unico: true}}}}, i + m[1], true
	case strings.HasPrefix(resto, "art") || strings.HasPrefix(resto, "Art"):
		c.tipo, reN = noArtigo, reRefArtigoN
		m = reRefArtigo.FindStringSubmatchIndex(resto)
	case strings.HasPrefix(resto, "§"):
		c.tipo, reN = noParagrafo, reRefParN
		m = reRefParagrafo.FindStringSubmatchIndex(resto)
	case strings.HasPrefix(resto, "inciso"):
		c.tipo, reN, romano = noInciso, reRefIncisoN, true
		m = reRefInciso.FindStringSubmatchIndex(resto)
	case strings.HasPrefix(resto, "alínea"):
		c.tipo, reN = noAlinea, reRefAlineaN
		m = reRefAlinea.FindStringSubmatchIndex(resto)
	default:
		return c, i, false
	}
	if m == nil || !fimDePalavra(s, i+m[1]) {
		return c, i, false
	}
	item := func(m []int, base int) (itemRef, bool) {
		sub := resto[m[2]-base : m[3]-base]
		if c.tipo == noAlinea {
			return itemRef{n: numero{N: lexml.ParseLetra(sub[0])}}, true
		}
		suf := ""
		if len(m) > 4 && m[4] >= 0 {
			suf = resto[m[4]-base : m[5]-base]
		}
		n, ok := numeroDe(sub, suf, romano)
		return itemRef{n: n}, ok
	}
	it, ok := item(m, 0)
	if !ok {
		return c, i, false
	}
	it.ini, it.fim = i, i+m[1]
	c.itens = append(c.itens, it)
	j := i + m[1]
	lista := reRefLista
	if c.tipo != noAlinea {
		lista = reRefIntervalo
	}
	for {
		l := lista.FindStringIndex(s[j:])
		if l == nil {
			break
		}
		k := j + l[1]
		mm := reN.FindStringSubmatchIndex(s[k:])
		if mm == nil || !fimDePalavra(s, k+mm[1]) {
			break
		}
		// shift the indices so that item() can read them from resto.
		for x := range mm {
			if mm[x] >= 0 {
				mm[x] += k - i
			}
		}
		it, ok := item(mm, 0)
		if !ok {
			break
		}
		it.ini, it.fim = k, i+mm[1]
		c.itens = append(c.itens, it)
		j = it.fim
	}
	return c, j, true
}

// inicioDeRemissao is a cheap test of whether a reference may start at s[i:].
func inicioDeRemissao(s string, i int) bool {
	switch s[i] {
	case 'a', 'A':
		return strings.HasPrefix(s[i:], "art") || strings.HasPrefix(s[i:], "Art") || strings.HasPrefix(s[i:], "alínea")
	case 'i':
		return strings.HasPrefix(s[i:], "inciso")
	case 'c':
		return strings.HasPrefix(s[i:], "caput")
	case 'p', 'P':
		return true
	case 'L', 'D', 'R':
		return true
	}
	return strings.HasPrefix(s[i:], "§")
}

// encontrarRemissoes finds every cross-reference in s. Spans are ordered,
// never overlap and fall on UTF-8 boundaries; it never panics.
func encontrarRemissoes(s string, cat lexml.Catalogo) []referencia {
	var refs []referencia
	for i := 0; i < len(s); {
		r, w := utf8.DecodeRuneInString(s[i:])
		inicio := true
		if i > 0 {
			p, _ := utf8.DecodeLastRuneInString(s[:i])
			inicio = !unicode.IsLetter(p) && !unicode.IsDigit(p) && p != '§'
		}
		if !inicio || !inicioDeRemissao(s, i) {
			i += w
			_ = r
			continue
		}
		novas, fim := remissaoEm(s, i, cat)
		if len(novas) == 0 {
			i += w
			continue
		}
		refs = append(refs, novas...)
		i = fim
	}
	return refs
}

// remissaoEm parses a reference chain starting at s[i:].
func remissaoEm(s string, i int, cat lexml.Catalogo) ([]referencia, int) {
	var comps []componenteRef
	j := i
	for {
		c, k, ok := elementoRef(s, j)
		if !ok {
			break
		}
		repetido := false
		for _, x := range comps {
			if x.tipo == c.tipo {
				repetido = true
			}
		}
		if repetido {
			break
		}
		comps = append(comps, c)
		j = k
		m := reRefConector.FindStringIndex(s[j:])
		if m == nil {
			break
		}
		if _, _, ok := elementoRef(s, j+m[1]); !ok {
			break
		}
		j += m[1]
	}
	var base referencia
	if len(comps) == 0 {
		// a norm on its own: "Lei nº 11.975, de 7 de julho de 2009".
		m := reRefNorma.FindStringSubmatchIndex(s[i:])
		if m == nil || !fimDePalavra(s, i+m[1]) {
			return nil, i
		}
		preencherNorma(&base, s[i:], m, cat)
		if base.Externa {
			return nil, i + m[1]
		}
		base.Ini, base.Fim = i, i+m[1]
		return []referencia{base}, base.Fim
	}
	fim := j
	if m := reRefDeNorma.FindStringIndex(s[j:]); m != nil {
		k := j + m[1]
		if mm := reRefNorma.FindStringSubmatchIndex(s[k:]); mm != nil && fimDePalavra(s, k+mm[1]) {
			preencherNorma(&base, s[k:], mm, cat)
			fim = k + mm[1]
		} else if reRefMaiuscula.MatchString(s[k:]) {
			base.Externa = true
		}
	}
	// order the steps from the article inwards.
	ordem := []tipoNo{noArtigo, noNenhum, noParagrafo, noInciso, noAlinea}
	var lista *componenteRef
	for _, t := range ordem {
		for ci := range comps {
			c := &comps[ci]
			if c.tipo != t {
				continue
			}
			if t == noNenhum {
				base.Caput = true
				continue
			}
			base.Passos = append(base.Passos, alvoRef{Tipo: t, Numero: c.itens[0].n})
			if ci == 0 && len(c.itens) > 1 {
				lista = c
			}
		}
	}
	if lista == nil {
		base.Ini, base.Fim = i, fim
		return []referencia{base}, fim
	}
	var refs []referencia
	for k, it := range lista.itens {
		r := base
		r.Passos = append([]alvoRef(nil), base.Passos...)
		for x := range r.Passos {
			if r.Passos[x].Tipo == lista.tipo {
				r.Passos[x].Numero = it.n
			}
		}
		r.Ini, r.Fim = it.ini, it.fim
		if k == 0 {
			r.Ini = i
		}
		if k == len(lista.itens)-1 {
			r.Fim = fim
		}
		refs = append(refs, r)
	}
	return refs, fim
}

func preencherNorma(r *referencia, s string, m []int, cat lexml.Catalogo) {
	switch s[m[2]:m[3]] {
	case "Lei":
		r.NormaTipo = "lei"
	case "Decreto":
		r.NormaTipo = "decreto"
	default:
		r.NormaTipo = "resolucao"
	}
	if m[4] >= 0 && strings.TrimSpace(s[m[4]:m[5]]) == "Complementar" {
		r.NormaTipo = "lei-complementar"
	}
	r.NormaNumero = strings.ReplaceAll(s[m[6]:m[7]], ".", "")
	switch {
	case m[8] >= 0:
		r.NormaAno = s[m[8]:m[9]]
	case m[10] >= 0:
		r.NormaAno = s[m[10]:m[11]]
	}
	if _, ok := cat.NormaPorNumero(r.NormaTipo, r.NormaNumero, r.NormaAno); !ok {
		r.Externa = true
	}
}

// contextoRef is where a reference stands: the ids of the enclosing dispositivos.
type contextoRef struct {
	Artigo, Paragrafo, Inciso string
}

// resolverRef turns a reference into the slug of the cited norm ("" for the
// norm being read) and candidate ids, most likely first (none: the norm
// itself). ok is false when the reference cannot be placed.
func resolverRef(r referencia, ctx contextoRef, cat lexml.Catalogo) (slug string, candidatos []string, ok bool) {
	if r.Externa {
		return "", nil, false
	}
	if r.NormaTipo != "" {
		n, achou := cat.NormaPorNumero(r.NormaTipo, r.NormaNumero, r.NormaAno)
		if !achou {
			return "", nil, false
		}
		slug = n.Slug
		if len(r.Passos) == 0 || r.Passos[0].Tipo != noArtigo {
			return slug, nil, true
		}
	}
	var art string
	passos := r.Passos
	if len(passos) > 0 && passos[0].Tipo == noArtigo {
		art = passo(noArtigo, passos[0].Numero).Token()
		passos = passos[1:]
	} else {
		art = ctx.Artigo
	}
	if art == "" {
		return "", nil, false
	}
	if len(passos) == 0 {
		return slug, []string{art}, true
	}
	explicito := len(r.Passos) > len(passos)
	var ids []string
	switch passos[0].Tipo {
	case noParagrafo:
		ids = []string{art + "_" + passo(noParagrafo, passos[0].Numero).Token()}
		passos = passos[1:]
		if len(passos) > 0 && passos[0].Tipo == noInciso {
			ids[0] += "_" + passo(noInciso, passos[0].Numero).Token()
			passos = passos[1:]
		}
	case noInciso:
		inc := "_" + passo(noInciso, passos[0].Numero).Token()
		ids = []string{art + "_cpt" + inc}
		if !explicito && ctx.Paragrafo != "" && !r.Caput {
			ids = append(ids, ctx.Paragrafo+inc)
		}
		passos = passos[1:]
	case noAlinea:
		if explicito || ctx.Inciso == "" {
			return "", nil, false
		}
		ids = []string{ctx.Inciso}
	}
	if len(passos) > 0 && passos[0].Tipo == noAlinea {
		for k := range ids {
			ids[k] += "_" + passo(noAlinea, passos[0].Numero).Token()
		}
	}
	return slug, ids, true
}

type ligadorRemissoes struct{}

func (ligadorRemissoes) Transform(root *ast.Document, reader text.Reader, pc parser.Context) {
	cat := lexml.Padrao()
	if doc, ok := pc.Get(chaveDocumento).(*documento); ok {
		cat = doc.cat
	}
	for n := root.FirstChild(); n != nil; n = n.NextSibling() {
		d, ok := n.(*dispositivoNode)
		if !ok || d.Tipo.agrupador() || d.Tipo == noOmissao {
			continue
		}
		ctx := contextoRef{Artigo: d.Artigo, Paragrafo: d.Paragrafo, Inciso: d.Inciso}
		if d.Tipo == noParagrafo {
			ctx.Paragrafo = d.ID
		}
		if d.Tipo == noInciso {
			ctx.Inciso = d.ID
		}
		var prox ast.Node
		for c := d.FirstChild(); c != nil; c = prox {
			prox = c.NextSibling()
			str, ok := c.(*ast.String)
			if !ok {
				continue
			}
			s := string(str.Value)
			refs := encontrarRemissoes(s, cat)
			pos := 0
			for _, r := range refs {
				slug, cand, ok := resolverRef(r, ctx, cat)
				if !ok || (d.Parte != parteArticulado && r.NormaTipo == "") {
					continue
				}
				if r.Ini > pos {
					d.InsertBefore(d, c, ast.NewString([]byte(s[pos:r.Ini])))
				}
				rn := &remissaoNode{Texto: s[r.Ini:r.Fim], Norma: slug, Candidatos: cand}
				rn.AppendChild(rn, ast.NewString([]byte(rn.Texto)))
				d.InsertBefore(d, c, rn)
				pos = r.Fim
			}
			if pos > 0 {
				if pos < len(s) {
					d.InsertBefore(d, c, ast.NewString([]byte(s[pos:])))
				}
				d.RemoveChild(d, c)
			}
		}
	}
}
