package main

import (
	"bytes"
	"crypto/sha256"
	"debug/elf"
	"encoding/gob"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"

	"viagemdedireito/site"
)

// The styles and scripts (site.Build, esbuild) depend only on this program:
// the assets are embedded in it and esbuild and its options are compiled
// in. So their content key is the program's Go build ID (which the Go
// toolchain computes from every input of the program) with the embedded
// assets' bytes, and a warm build with the same program reads the bundle it
// kept instead of running esbuild again.

// versaoBundle names the format of the kept bundle (gob of site.Bundle).
const versaoBundle = "bundle v1"

// chaveBundle is the content key of site.Build in this program.
func chaveBundle() (string, error) {
	h := sha256.New()
	h.Write([]byte(versaoBundle + "\x00"))
	id, err := idDoPrograma()
	if err != nil {
		return "", err
	}
	h.Write(id)
	err = fs.WalkDir(site.Assets(), ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(site.Assets(), p)
		if err != nil {
			return err
		}
		fmt.Fprintf(h, "\x00%s\x00%d\x00", p, len(b))
		h.Write(b)
		return nil
	})
	if err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// idDoPrograma identifies the running program's content: the Go build ID
// note of its ELF file; elsewhere (another format), its path, size and
// modification time, which a new build changes.
func idDoPrograma() ([]byte, error) {
	exe, err := os.Executable()
	if err != nil {
		return nil, err
	}
	if f, err := elf.Open(exe); err == nil {
		defer f.Close()
		if s := f.Section(".note.go.buildid"); s != nil {
			if b, err := s.Data(); err == nil && len(b) > 16 {
				return b, nil
			}
		}
	}
	fi, err := os.Stat(exe)
	if err != nil {
		return nil, err
	}
	return []byte(exe + "\x00" + strconv.FormatInt(fi.Size(), 10) + "\x00" + strconv.FormatInt(fi.ModTime().UnixNano(), 10)), nil
}

// construirBundle is site.Build, or, with a cache directory, the bundle
// kept there under its key (chaveBundle); a new key's bundle is kept and
// replaces the old. The cache failing only costs the esbuild run.
func construirBundle(dir string) (*site.Bundle, error) {
	if dir == "" {
		return site.Build()
	}
	k, err := chaveBundle()
	if err != nil {
		return site.Build()
	}
	arquivo := filepath.Join(dir, k+".gob")
	if b, err := os.ReadFile(arquivo); err == nil {
		var bundle site.Bundle
		if gob.NewDecoder(bytes.NewReader(b)).Decode(&bundle) == nil && len(bundle.Paths) > 0 {
			return &bundle, nil
		}
	}
	bundle, err := site.Build()
	if err != nil {
		return nil, err
	}
	avisar(guardarBundle(dir, arquivo, bundle))
	return bundle, nil
}

// guardarBundle writes bundle to arquivo whole (a temporary file renamed)
// and removes the other bundles of dir.
func guardarBundle(dir, arquivo string, bundle *site.Bundle) error {
	var b bytes.Buffer
	if err := gob.NewEncoder(&b).Encode(bundle); err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	tmp := arquivo + ".tmp" + strconv.Itoa(os.Getpid())
	if err := os.WriteFile(tmp, b.Bytes(), 0o644); err != nil {
		return err
	}
	if err := os.Rename(tmp, arquivo); err != nil {
		os.Remove(tmp)
		return err
	}
	antigos, _ := filepath.Glob(filepath.Join(dir, "*.gob"))
	var errs []error
	for _, a := range antigos {
		if a != arquivo {
			if err := os.Remove(a); err != nil && !errors.Is(err, fs.ErrNotExist) {
				errs = append(errs, err)
			}
		}
	}
	return errors.Join(errs...)
}
