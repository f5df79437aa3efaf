//go:build unix

package main

import (
	"os"
	"syscall"
)

// travar takes an exclusive lock (flock) on the file nome, created if
// missing, until the returned function is called or the process ends,
// killed too: one publication at a time per output, the next one waits.
func travar(nome string) (func(), error) {
	f, err := os.OpenFile(nome, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, err
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
		f.Close()
		return nil, err
	}
	return func() { f.Close() }, nil
}
