package generator

import (
	"errors"
	"io/fs"
	"path"
	"slices"
	"strings"
)

// pastaFontes is the folder of Config.Conteudo holding the official texts
// the norms are transcribed from, one file per source, each opening with
// "# " lines of provenance.
const pastaFontes = "fontes"

// fontesOficiais reads the official sources, each file once: its text
// without the provenance lines, white space normalised.
type fontesOficiais struct {
	conteudo fs.FS
	lidas    map[string]string
	falhas   map[string]error
}

func novasFontesOficiais(conteudo fs.FS) *fontesOficiais {
	return &fontesOficiais{conteudo: conteudo, lidas: map[string]string{}, falhas: map[string]error{}}
}

func (f *fontesOficiais) ler(nome string) (string, error) {
	if t, ok := f.lidas[nome]; ok {
		return t, nil
	}
	if err, ok := f.falhas[nome]; ok {
		return "", err
	}
	b, err := fs.ReadFile(f.conteudo, path.Join(pastaFontes, nome))
	if err != nil {
		f.falhas[nome] = err
		return "", err
	}
	t := normalizarEspacos(corpoFonte(string(b)))
	f.lidas[nome] = t
	return t, nil
}

// textos are the texts of the sources a front matter names (a norm's, a
// decision's); each one missing or unreadable is reported through erro,
// and then completas is false.
func (f *fontesOficiais) textos(fontes []arquivoFonte, erro func(linha int, formato string, args ...any)) (textos []string, completas bool) {
	completas = true
	for _, a := range fontes {
		t, err := f.ler(a.Nome)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			erro(a.Linha, "fonte \"%s\" não encontrada em %s/", a.Nome, pastaFontes)
		case err != nil:
			erro(a.Linha, "fonte \"%s\" ilegível: %v", a.Nome, err)
		}
		completas = completas && err == nil
		textos = append(textos, t)
	}
	return textos, completas
}

// conferirFontes checks the front matter against the official sources: every
// file named under "fontes" exists in fontes/, and the text each
// machine-readable repair says the source had ("de") is in those files,
// whitespace normalised. That the published text ("para") is in the
// dispositivo is checked once the tree exists (verificarReparos).
func conferirFontes(conteudo fs.FS, normas []*fonteNorma) {
	fontes := novasFontesOficiais(conteudo)
	for _, f := range normas {
		doc := f.doc
		if doc.meta == nil {
			continue
		}
		textos, completas := fontes.textos(doc.meta.Fontes, doc.erro)
		for _, r := range doc.meta.Reparos {
			if !r.Legivel {
				continue
			}
			if len(doc.meta.Fontes) == 0 {
				doc.erro(r.LinhaDe, "reparo de %s: sem a chave \"fontes\" no cabeçalho, não há onde conferir \"%s\"", r.Onde, r.De)
				continue
			}
			if completas && !algumContem(textos, normalizarEspacos(r.De)) {
				doc.erro(r.LinhaDe, "reparo de %s: o texto \"%s\" não está na fonte (%s)", r.Onde, r.De, nomesFontes(doc.meta.Fontes))
			}
		}
	}
}

// algumContem says whether one of textos contains s.
func algumContem(textos []string, s string) bool {
	return slices.ContainsFunc(textos, func(t string) bool { return strings.Contains(t, s) })
}

func nomesFontes(fs []arquivoFonte) string {
	var ns []string
	for _, f := range fs {
		ns = append(ns, f.Nome)
	}
	return strings.Join(ns, ", ")
}

// corpoFonte drops the "# " provenance lines that open a source file.
func corpoFonte(s string) string {
	for strings.HasPrefix(s, "#") {
		i := strings.IndexByte(s, '\n')
		if i < 0 {
			return ""
		}
		s = s[i+1:]
	}
	return s
}

// normalizarEspacos turns every run of white space (line breaks and U+00A0
// included) into one space.
func normalizarEspacos(s string) string {
	return strings.Join(strings.Fields(s), " ")
}
