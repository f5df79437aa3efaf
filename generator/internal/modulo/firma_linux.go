package modulo

import (
	"io/fs"
	"strconv"
	"syscall"
)

// firma is the stat signature of a file (see confiavel): size, mode,
// modification and status-change times to the nanosecond, device and inode.
// ok is false when the system does not give them all.
func firma(fi fs.FileInfo) (s string, mtime, ctime int64, ok bool) {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return "", 0, 0, false
	}
	mtime = st.Mtim.Sec*1e9 + st.Mtim.Nsec
	ctime = st.Ctim.Sec*1e9 + st.Ctim.Nsec
	s = strconv.FormatInt(fi.Size(), 10) + " " + strconv.FormatUint(uint64(fi.Mode()), 8) + " " +
		strconv.FormatInt(mtime, 10) + " " + strconv.FormatInt(ctime, 10) + " " +
		strconv.FormatUint(st.Dev, 10) + " " + strconv.FormatUint(st.Ino, 10)
	return s, mtime, ctime, true
}
