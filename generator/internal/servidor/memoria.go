package servidor

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"path"
	"sync"
)

// Site is one whole build of the site held in memory, as "gerar serve
// -watch" keeps it: NaMemoria serves the Site its atomic pointer holds
// when a request comes, and every file of that answer (the page, its .br
// or .gz, 404.html) comes from that one Site. A new build is a new Site,
// stored in the pointer once it is complete: a reader gets the old site or
// the new one, never a mix, and nothing is written to disk to serve it.
// Nothing changes a Site once NovoSite has made it.
type Site struct {
	arquivos map[string]*Arquivo
	pastas   map[string]bool // every directory that holds a file ("" the root)
}

// Arquivo is one file of a Site: Bytes, or, when Fazer is set, the bytes
// Fazer returns at the file's first request (a compressed copy, made only
// if someone asks for it), called at most once. A file whose Fazer fails
// is absent (the server falls back to the uncompressed file).
type Arquivo struct {
	Bytes []byte
	Fazer func() ([]byte, error)

	uma  sync.Once
	b    []byte
	err  error
	etag string
}

// NovoSite makes the Site of arquivos (paths relative to the site's root,
// with slashes, as generator.Resultado has them). Invalid paths are left
// out: no request can name them.
func NovoSite(arquivos map[string]*Arquivo) *Site {
	s := &Site{arquivos: make(map[string]*Arquivo, len(arquivos)), pastas: map[string]bool{"": true}}
	for n, a := range arquivos {
		if !fs.ValidPath(n) || n == "." || a == nil {
			continue
		}
		s.arquivos[n] = a
		for d := path.Dir(n); d != "." && !s.pastas[d]; d = path.Dir(d) {
			s.pastas[d] = true
		}
	}
	return s
}

// conteudo is the file's bytes and ETag, made once.
func (a *Arquivo) conteudo() ([]byte, string, error) {
	a.uma.Do(func() {
		a.b = a.Bytes
		if a.Fazer != nil {
			a.b, a.err = a.Fazer()
		}
		if a.err == nil {
			soma := sha256.Sum256(a.b)
			a.etag = hex.EncodeToString(soma[:12])
		}
	})
	return a.b, a.etag, a.err
}

func (s *Site) abrir(nome string) (aberto, error) {
	a, ok := s.arquivos[nome]
	if !ok {
		if s.pastas[nome] {
			return aberto{}, errDiretorio
		}
		return aberto{}, fs.ErrNotExist
	}
	b, etag, err := a.conteudo()
	if err != nil {
		return aberto{}, err
	}
	return aberto{conteudo: bytes.NewReader(b), etag: etag}, nil
}

// Close releases nothing: a Site stays whole while any request reads it.
func (s *Site) Close() error { return nil }
