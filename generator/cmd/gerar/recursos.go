package main

import (
	"bytes"
	"debug/elf"
	"errors"
	"fmt"
	"io"
	"maps"
	"os"
	"path"
	"slices"
	"strings"

	"viagemdedireito/generator/internal/cache"
	"viagemdedireito/generator/internal/campos"
	"viagemdedireito/site"
)

// recursos returns the asset bundle (site.Build: esbuild over the embedded
// CSS and JavaScript), from the cache when this very executable built it
// before.
//
// The bundle depends only on what is compiled into the executable: the
// embedded assets, the esbuild options and plugin in site/site.go, esbuild's
// version. All of that is summed up by the executable's Go build ID (a hash
// of every input of the build), which is the key; an executable without a
// readable build ID always runs esbuild. avisoCache is a failure to store the
// bundle, which does not stop the build.
func recursos(c *cache.Cache) (b *site.Bundle, avisoCache, err error) {
	id := buildID()
	if id == "" {
		c = nil
	}
	h := cache.NewHasher("bundle")
	h.WriteString(id)
	k := h.Key()
	if dados, ok := c.Get(k); ok {
		if b, err := decodificarBundle(dados); err == nil {
			return b, nil, nil
		}
	}
	b, err = site.Build()
	if err != nil {
		return nil, nil, err
	}
	return b, c.Put(k, codificarBundle(b)), nil
}

// cabecalhoBundle opens a bundle in the cache; the digit is the format
// version.
const cabecalhoBundle = "gerar-bundle 2\n"

// codificarBundle writes b for the cache: the header, then the number of
// files, each as its path and its bytes, then the number of logical names,
// each as its name and its path; every string and byte run after its
// length (uvarint), files and names in sorted order. (The JSON of
// encoding/json, with the bytes in base64, took about 2 ms of every build
// to decode.)
func codificarBundle(b *site.Bundle) []byte {
	out := campos.Numero([]byte(cabecalhoBundle), len(b.Files))
	for _, n := range slices.Sorted(maps.Keys(b.Files)) {
		out = campos.Texto(campos.Texto(out, n), string(b.Files[n]))
	}
	out = campos.Numero(out, len(b.Paths))
	for _, n := range slices.Sorted(maps.Keys(b.Paths)) {
		out = campos.Texto(campos.Texto(out, n), b.Paths[n])
	}
	return out
}

// decodificarBundle reads a bundle stored by recursos (codificarBundle)
// and checks that it is one: every logical name the templates ask for,
// each at the path of one of its files, and nothing more.
func decodificarBundle(dados []byte) (*site.Bundle, error) {
	resto, ok := bytes.CutPrefix(dados, []byte(cabecalhoBundle))
	if !ok {
		return nil, errors.New("bundle: cabeçalho desconhecido")
	}
	l := campos.Novo(resto)
	b := site.Bundle{Files: map[string][]byte{}, Paths: map[string]string{}}
	for n := l.Numero(); n > 0 && l.Err == nil; n-- {
		nome := l.Texto()
		b.Files[nome] = l.Bytes()
	}
	for n := l.Numero(); n > 0 && l.Err == nil; n-- {
		nome := l.Texto()
		b.Paths[nome] = l.Texto()
	}
	if err := l.Fim(); err != nil {
		return nil, fmt.Errorf("bundle: %w", err)
	}
	for _, l := range site.NomesLogicos() {
		p, ok := b.Paths[l]
		if !ok || !strings.HasPrefix(p, "/assets/") || path.Ext(p) != path.Ext(l) {
			return nil, fmt.Errorf("bundle sem %s", l)
		}
		if _, ok := b.Files[strings.TrimPrefix(p, "/")]; !ok {
			return nil, fmt.Errorf("bundle sem o arquivo de %s", l)
		}
	}
	if len(b.Files) != len(b.Paths) {
		return nil, errors.New("bundle com arquivos a mais")
	}
	return &b, nil
}

// buildID returns the Go build ID of the running executable, or "" when it
// cannot be read. On ELF systems it is the .note.go.buildid note; elsewhere
// the linker writes it near the start of the file between the markers that
// cmd/internal/buildid looks for.
func buildID() string {
	exe, err := os.Executable()
	if err != nil {
		return ""
	}
	if f, err := elf.Open(exe); err == nil {
		defer f.Close()
		return idELF(f)
	}
	f, err := os.Open(exe)
	if err != nil {
		return ""
	}
	defer f.Close()
	inicio := make([]byte, 32*1024)
	n, _ := io.ReadFull(f, inicio)
	return idMarcado(inicio[:n])
}

// idELF reads the build ID from the Go note of an ELF file.
func idELF(f *elf.File) string {
	s := f.Section(".note.go.buildid")
	if s == nil {
		return ""
	}
	d, err := s.Data()
	if err != nil || len(d) < 16 {
		return ""
	}
	o := f.ByteOrder
	nome, desc, tipo := o.Uint32(d), o.Uint32(d[4:]), o.Uint32(d[8:])
	const goBuildIDNote = 4
	if nome != 4 || tipo != goBuildIDNote || string(d[12:16]) != "Go\x00\x00" || uint64(len(d)-16) < uint64(desc) {
		return ""
	}
	return string(d[16 : 16+desc])
}

// idMarcado finds the build ID between `\xff Go build ID: "` and `"\n \xff`.
func idMarcado(b []byte) string {
	const abre, fecha = "\xff Go build ID: \"", "\"\n \xff"
	i := bytes.Index(b, []byte(abre))
	if i < 0 {
		return ""
	}
	b = b[i+len(abre):]
	j := bytes.Index(b, []byte(fecha))
	if j <= 0 {
		return ""
	}
	return string(b[:j])
}
