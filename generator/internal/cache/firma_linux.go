package cache

import (
	"io/fs"
	"strconv"
	"syscall"
)

// Firma is the stat signature of a file: size, mode, modification and
// status-change times to the nanosecond, device and inode, as one token
// without spaces. ok is false when the system does not give them all.
//
// Writing to a file, replacing it or setting its times changes its
// status-change time to the current time, which no program can set back,
// so a signature seen again means a file not touched since, on one
// condition: that the signature was recorded when both its times were
// older, by a margin, than a moment before it was taken (Confiavel). The
// kernel stamps times with a coarse clock, so two writes a few milliseconds
// apart, of the same size, can leave the same signature; a write after the
// margin gets a newer time. What is left is the system clock put back by
// more than the margin: then delete the cache.
func Firma(fi fs.FileInfo) (s string, mtime, ctime int64, ok bool) {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return "", 0, 0, false
	}
	mtime = st.Mtim.Sec*1e9 + st.Mtim.Nsec
	ctime = st.Ctim.Sec*1e9 + st.Ctim.Nsec
	s = strconv.FormatInt(fi.Size(), 10) + "," + strconv.FormatUint(uint64(fi.Mode()), 8) + "," +
		strconv.FormatInt(mtime, 10) + "," + strconv.FormatInt(ctime, 10) + "," +
		strconv.FormatUint(st.Dev, 10) + "," + strconv.FormatUint(st.Ino, 10)
	return s, mtime, ctime, true
}
