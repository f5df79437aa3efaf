package generator

import (
	"errors"
	"io/fs"
	"path"
	"strings"
)

// pastaFontes is the folder of Config.Conteudo holding the official texts
// the norms are transcribed from, one file per source, each opening with
// "# " lines of provenance.
const pastaFontes = "fontes"

// conferirFontes checks the front matter against the official sources: every
// file named under "fontes" exists in fontes/, and the text each
// machine-readable repair says the source had ("de") is in those files,
// whitespace normalised. That the published text ("para") is in the
// dispositivo is checked once the tree exists (verificarReparos).
func conferirFontes(conteudo fs.FS, normas []*fonteNorma) {
	lidas := map[string]string{}
	falhas := map[string]error{}
	ler := func(nome string) (string, error) {
		if t, ok := lidas[nome]; ok {
			return t, nil
		}
		if err, ok := falhas[nome]; ok {
			return "", err
		}
		b, err := fs.ReadFile(conteudo, path.Join(pastaFontes, nome))
		if err != nil {
			falhas[nome] = err
			return "", err
		}
		t := normalizarEspacos(corpoFonte(string(b)))
		lidas[nome] = t
		return t, nil
	}
	for _, f := range normas {
		doc := f.doc
		if doc.meta == nil {
			continue
		}
		var textos []string
		completas := true
		for _, a := range doc.meta.Fontes {
			t, err := ler(a.Nome)
			switch {
			case errors.Is(err, fs.ErrNotExist):
				doc.erro(a.Linha, "fonte \"%s\" não encontrada em %s/", a.Nome, pastaFontes)
			case err != nil:
				doc.erro(a.Linha, "fonte \"%s\" ilegível: %v", a.Nome, err)
			}
			completas = completas && err == nil
			textos = append(textos, t)
		}
		for _, r := range doc.meta.Reparos {
			if !r.Legivel {
				continue
			}
			if len(doc.meta.Fontes) == 0 {
				doc.erro(r.LinhaDe, "reparo de %s: sem a chave \"fontes\" no cabeçalho, não há onde conferir \"%s\"", r.Onde, r.De)
				continue
			}
			if !completas {
				continue
			}
			de := normalizarEspacos(r.De)
			achou := false
			for _, t := range textos {
				achou = achou || strings.Contains(t, de)
			}
			if !achou {
				nomes := make([]string, len(doc.meta.Fontes))
				for i, a := range doc.meta.Fontes {
					nomes[i] = a.Nome
				}
				doc.erro(r.LinhaDe, "reparo de %s: o texto \"%s\" não está na fonte (%s)", r.Onde, r.De, strings.Join(nomes, ", "))
			}
		}
	}
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
