package main

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"viagemdedireito/generator"
	"viagemdedireito/generator/internal/servidor"
	"viagemdedireito/site"
)

// assinatura sums what a change to the content alters: every file's path,
// size and modification time under dir, and every directory's path. Not a
// directory's modification time: an entry added or removed already shows
// by its path, and a look that read the directory's time before a rename
// into it and its entries after would see that one change twice (two
// rebuilds for one edit: TestVigiar failed so once under load). A file
// replaced by another of the same size and time goes unseen, as a file
// edited in place with its time kept always did. An unreadable tree sums
// to "".
func assinatura(dir string) string {
	h := sha256.New()
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			fmt.Fprintf(h, "%s\x00d\x00", p)
			return nil
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		fmt.Fprintf(h, "%s\x00%d\x00%d\x00%d\x00", p, info.Size(), info.ModTime().UnixNano(), info.Mode())
		return nil
	})
	if err != nil {
		return ""
	}
	return string(h.Sum(nil))
}

// vigiar calls mudou each time the content under dir differs from the
// signature antes (taken before the content was last read), looking every
// intervalo, until parar is closed (nil: never). Changes made while mudou
// runs are seen at the next look, so they are never lost, and mudou never
// runs twice at once.
func vigiar(dir, antes string, intervalo time.Duration, parar <-chan struct{}, mudou func()) {
	t := time.NewTicker(intervalo)
	defer t.Stop()
	for {
		select {
		case <-parar:
			return
		case <-t.C:
		}
		if agora := assinatura(dir); agora != antes {
			antes = agora
			mudou()
		}
	}
}

// vigia is gerar serve -watch: the site built once and published as gerar
// build does (so that -dir and the store of objects hold it), then rebuilt
// in memory at each change of the content and served from there
// (servidor.Site): generator.Build makes every file, and the new Site is
// stored in atual only once it is whole, so a reader gets the old site or
// the new one, never a mix; its templates are the first build's
// (generator.Reuso). Nothing of a rebuild is written to disk. The
// assets (the bundle and the calculator's module) are made once, when the
// watch starts: it watches the content, not the code.
type vigia struct {
	o          opcoesBuild
	recursos   *site.Bundle
	assinatura string // of the content, taken before the first build read it
	atual      atomic.Pointer[servidor.Site]
	copias     *copias
	reuso      generator.Reuso // the templates, parsed by the first build
}

// novaVigia makes the assets and the first build of o, published, and
// serves it.
func novaVigia(o opcoesBuild) (*vigia, error) {
	soltar, err := travarBuild(o.saida, os.Stderr)
	if err != nil {
		return nil, err
	}
	defer soltar()
	r, err := recursos(o)
	if err != nil {
		return nil, err
	}
	return vigiaCom(o, r)
}

// vigiaCom is novaVigia with the assets r.
func vigiaCom(o opcoesBuild, r *site.Bundle) (*vigia, error) {
	v := &vigia{o: o, recursos: r, assinatura: assinatura(o.conteudo)} // before the build reads it: an edit during the build is seen
	res, err := gerarSite(o, v.recursos, &v.reuso)
	if err != nil {
		return nil, err
	}
	p := novaPublicacao(o.saida, o.cache, o.qualidade)
	if _, err := p.publicar(res.Arquivos); err != nil {
		return nil, err
	}
	v.copias = &copias{loja: p.objetos, brotli: o.qualidade, m: map[string][]byte{}}
	v.atual.Store(v.copias.site(res.Arquivos))
	return v, nil
}

// refazer builds the content again and serves the new site; on an error
// (diagnostics printed) the site served stays as it was.
func (v *vigia) refazer() error {
	res, err := gerarSite(v.o, v.recursos, &v.reuso)
	if err != nil {
		return err
	}
	v.atual.Store(v.copias.site(res.Arquivos))
	return nil
}

// limiteCopias bounds the bytes of compressed copies a watch keeps.
const limiteCopias = 64 << 20

// copias are the .br and .gz copies a watch made, by the SHA-256 of their
// file's bytes and their kind (".br8", ".gz": the names of publicar's
// objects), kept from build to build, so that a file an edit did not
// change is not compressed again. A copy not made yet is read from the
// store of objects when it has it (the first build put every copy there),
// or made, at the levels publicar uses, on its first request only. Past
// limiteCopias bytes the kept copies are dropped and made again as asked.
type copias struct {
	loja    string // the store of objects ("" none)
	brotli  int
	gz      gzips
	mu      sync.Mutex
	m       map[string][]byte
	tamanho int
}

// site is the servidor.Site of arquivos with their compressed copies.
func (c *copias) site(arquivos map[string][]byte) *servidor.Site {
	m := make(map[string]*servidor.Arquivo, 3*len(arquivos))
	for n, b := range arquivos {
		m[n] = &servidor.Arquivo{Bytes: b}
		if !comprimir(n) {
			continue
		}
		q := qualidade(n, c.brotli)
		m[n+".br"] = &servidor.Arquivo{Fazer: func() ([]byte, error) {
			return c.copia(b, ".br"+strconv.Itoa(q), func() ([]byte, error) { return brotliBytes(b, q) })
		}}
		m[n+".gz"] = &servidor.Arquivo{Fazer: func() ([]byte, error) {
			return c.copia(b, ".gz", func() ([]byte, error) { return c.gz.comprimir(b) })
		}}
	}
	return servidor.NovoSite(m)
}

// copia is the copy of b of the kind sufixo: kept, from the store, or made.
func (c *copias) copia(b []byte, sufixo string, fazer func() ([]byte, error)) ([]byte, error) {
	soma := sha256.Sum256(b)
	nome := hex.EncodeToString(soma[:]) + sufixo
	c.mu.Lock()
	feita, ok := c.m[nome]
	c.mu.Unlock()
	if ok {
		return feita, nil
	}
	err := fs.ErrNotExist
	if c.loja != "" {
		feita, err = lerRegular(filepath.Join(c.loja, nome))
	}
	if err != nil {
		if feita, err = fazer(); err != nil {
			return nil, err
		}
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.tamanho+len(feita) > limiteCopias {
		c.m, c.tamanho = map[string][]byte{}, 0
	}
	if _, ok := c.m[nome]; !ok {
		c.m[nome] = feita
		c.tamanho += len(feita)
	}
	return feita, nil
}
