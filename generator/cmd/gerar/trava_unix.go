//go:build unix

package main

import (
	"errors"
	"os"
	"strconv"
	"strings"
	"syscall"
)

// travar takes an exclusive lock (flock) on the file nome, created if
// missing, until the returned function is called or the process ends,
// killed too: one publication at a time per output, the next one waits.
func travar(nome string) (func(), error) {
	return travarAvisando(nome, nil)
}

// travarAvisando is travar that, when the lock is held by another process,
// calls esperando with that process's id (as the holder wrote it in the
// file; "" if unknown) before waiting for it. Once it holds the lock it
// writes its own id in the file.
func travarAvisando(nome string, esperando func(pid string)) (func(), error) {
	f, err := os.OpenFile(nome, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, err
	}
	err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
	if errors.Is(err, syscall.EWOULDBLOCK) {
		if esperando != nil {
			b := make([]byte, 32)
			n, _ := f.ReadAt(b, 0)
			esperando(strings.TrimSpace(string(b[:n])))
		}
		err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX)
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	if f.Truncate(0) == nil {
		f.WriteAt([]byte(strconv.Itoa(os.Getpid())+"\n"), 0) // only for the message of whoever waits
	}
	return func() { f.Close() }, nil
}
