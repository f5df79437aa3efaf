package main

import (
	"crypto/sha256"
	"fmt"
	"io/fs"
	"path/filepath"
	"time"
)

// assinatura sums what a change to the content alters: every file's path,
// size and modification time under dir. An unreadable tree sums to "".
func assinatura(dir string) string {
	h := sha256.New()
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
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
