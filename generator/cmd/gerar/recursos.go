package main

import (
	"bytes"
	"debug/elf"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path"
	"strings"

	"viagemdedireito/generator/internal/cache"
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
	dados, err := json.Marshal(b)
	if err != nil {
		return nil, nil, err
	}
	return b, c.Put(k, dados), nil
}

// decodificarBundle reads a bundle stored by recursos and checks that it is
// one: every logical name the templates ask for, each at the path of one of
// its files.
func decodificarBundle(dados []byte) (*site.Bundle, error) {
	var b site.Bundle
	if err := json.Unmarshal(dados, &b); err != nil {
		return nil, err
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
