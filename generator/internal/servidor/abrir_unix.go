//go:build unix

package servidor

import "syscall"

// semBloqueio is added to the flags of every open: if a file became a FIFO
// between openRegular's stat and its open, the open returns at once instead
// of waiting for a writer (the stat after the open then rejects it). It
// changes nothing for a regular file.
const semBloqueio = syscall.O_NONBLOCK
