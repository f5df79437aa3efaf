//go:build unix

package generator

import "syscall"

// tempoCPU is the process's user+system CPU time in nanoseconds: on a
// shared machine it shows the cost of a build better than wall time.
func tempoCPU() int64 {
	var r syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &r) != nil {
		return 0
	}
	return r.Utime.Nano() + r.Stime.Nano()
}
