// Package cache is a content-addressed store of derived bytes (the brotli
// and gzip copies of an output, the asset bundle) that "gerar build" keeps
// between builds, outside the output directory.
//
// A Key is the SHA-256 of everything the bytes are derived from (the input
// bytes, the compressor and its version, its parameters), so an entry is
// never stale: when anything it depends on changes, the key changes and the
// old entry is simply not asked for again. Deleting the directory, or any
// file in it, at any time is safe.
//
// An entry is one file, dir/abcdef… (the key in hex, 64 digits), holding
//
//	"gerar-cache 1\n" | SHA-256 of the payload (32 bytes) | payload
//
// Get verifies the magic and the hash and reports a miss for anything else
// (a truncated, corrupt or foreign file), so a damaged entry is rebuilt, never
// used. Put writes a temporary file in the entry's directory and renames it
// into place: readers see either no entry or a whole one, and concurrent
// writers of the same key (two builds at once) both leave a valid entry.
//
// Entries nobody asks for pile up (each edit of the content makes new ones).
// Get refreshes the modification time of an entry it returns when that time
// is more than a day old, so the time tells roughly when the entry was last
// used, and Prune removes the entries unused for longer than a given age.
//
// A nil *Cache is a valid, always-empty cache: Get misses, Put and Prune do
// nothing.
package cache

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"hash"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// magic opens every entry; the digit is the format version.
const magic = "gerar-cache 1\n"

// header is the length of what precedes the payload.
const header = len(magic) + sha256.Size

// Key names an entry: the SHA-256 of what it is derived from.
type Key [sha256.Size]byte

func (k Key) String() string { return hex.EncodeToString(k[:]) }

// Hasher builds a Key from several parts without ambiguity: each part is
// written with its length first, so ("ab","c") and ("a","bc") differ.
type Hasher struct{ h hash.Hash }

// NewHasher starts a Key. kind names what the entry holds ("brotli",
// "gzip", "bundle"), so that equal inputs of different kinds never collide.
func NewHasher(kind string) *Hasher {
	h := &Hasher{h: sha256.New()}
	h.WriteString(kind)
	return h
}

// Write adds one part.
func (h *Hasher) Write(p []byte) {
	var n [8]byte
	binary.BigEndian.PutUint64(n[:], uint64(len(p)))
	h.h.Write(n[:])
	h.h.Write(p)
}

// WriteString adds one part.
func (h *Hasher) WriteString(s string) { h.Write([]byte(s)) }

// Key returns the key of the parts written so far.
func (h *Hasher) Key() Key {
	var k Key
	h.h.Sum(k[:0])
	return k
}

// Cache is a directory of entries.
type Cache struct {
	dir string
}

// Open returns the cache kept in dir, created on the first Put. An empty
// dir returns nil: no cache.
func Open(dir string) *Cache {
	if dir == "" {
		return nil
	}
	return &Cache{dir: dir}
}

// Dir is the cache's directory ("" for a nil cache).
func (c *Cache) Dir() string {
	if c == nil {
		return ""
	}
	return c.dir
}

// path is the entry's file. The directory is flat: a first build creates
// one file per entry and no subdirectories (each costs a file creation),
// and ext4's hashed directories stay fast with many thousands of names.
func (c *Cache) path(k Key) string {
	return filepath.Join(c.dir, k.String())
}

// Get returns the payload stored under k, or false when there is no whole,
// intact entry (missing, unreadable, truncated, corrupt).
func (c *Cache) Get(k Key) ([]byte, bool) {
	if c == nil {
		return nil, false
	}
	f, err := os.Open(c.path(k))
	if err != nil {
		return nil, false
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil || !fi.Mode().IsRegular() {
		return nil, false
	}
	b := make([]byte, fi.Size())
	if _, err := io.ReadFull(f, b); err != nil {
		return nil, false
	}
	// one more byte means the file grew while being read: not trusted.
	if n, _ := f.Read(make([]byte, 1)); n != 0 {
		return nil, false
	}
	payload, ok := decode(b)
	if ok && time.Since(fi.ModTime()) > refresh {
		agora := time.Now()
		os.Chtimes(f.Name(), agora, agora) // best effort: only Prune reads it
	}
	return payload, ok
}

// Soma returns the SHA-256 and the size of the payload stored under k
// without reading the payload: what the entry's header says, which Get
// checks when the payload is read. So it vouches for nothing by itself: a
// caller that reads the payload later must compare its hash. Like Get, it
// refreshes the entry's modification time (the entry is in use).
func (c *Cache) Soma(k Key) (soma [sha256.Size]byte, tamanho int64, ok bool) {
	if c == nil {
		return soma, 0, false
	}
	f, err := os.Open(c.path(k))
	if err != nil {
		return soma, 0, false
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil || !fi.Mode().IsRegular() || fi.Size() < int64(header) {
		return soma, 0, false
	}
	var b [header]byte
	if _, err := io.ReadFull(f, b[:]); err != nil || string(b[:len(magic)]) != magic {
		return soma, 0, false
	}
	copy(soma[:], b[len(magic):])
	if time.Since(fi.ModTime()) > refresh {
		agora := time.Now()
		os.Chtimes(f.Name(), agora, agora) // best effort: only Prune reads it
	}
	return soma, fi.Size() - int64(header), true
}

// refresh is how stale an entry's modification time may get before Get
// sets it to now.
const refresh = 24 * time.Hour

// Prune removes the entries whose modification time is older than age
// (unused for that long, to within a day), and temporary files left by
// interrupted Puts an hour old, and reports how many files it removed.
func (c *Cache) Prune(age time.Duration) (int, error) {
	if c == nil {
		return 0, nil
	}
	agora := time.Now()
	n := 0
	err := filepath.WalkDir(c.dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if p == c.dir && errors.Is(err, fs.ErrNotExist) {
				return fs.SkipAll
			}
			return err
		}
		if d.IsDir() {
			return nil
		}
		fi, err := d.Info()
		if err != nil {
			return nil // removed meanwhile
		}
		limite := age
		if strings.HasPrefix(d.Name(), ".tmp-") {
			limite = min(age, time.Hour)
		} else if _, err := hex.DecodeString(d.Name()); err != nil || len(d.Name()) != 2*sha256.Size {
			return nil // not ours: left alone
		}
		if agora.Sub(fi.ModTime()) > limite {
			if err := os.Remove(p); err == nil {
				n++
			}
		}
		return nil
	})
	return n, err
}

// decode checks an entry file and returns its payload.
func decode(b []byte) ([]byte, bool) {
	if len(b) < header || string(b[:len(magic)]) != magic {
		return nil, false
	}
	payload := b[header:]
	sum := sha256.Sum256(payload)
	if !bytes.Equal(sum[:], b[len(magic):header]) {
		return nil, false
	}
	return payload, true
}

// encode is the entry file of payload.
func encode(payload []byte) []byte {
	b := make([]byte, 0, header+len(payload))
	b = append(b, magic...)
	sum := sha256.Sum256(payload)
	b = append(b, sum[:]...)
	return append(b, payload...)
}

// Put stores payload under k, replacing whatever was there, atomically.
func (c *Cache) Put(k Key, payload []byte) error {
	if c == nil {
		return nil
	}
	dest := c.path(k)
	f, err := os.CreateTemp(filepath.Dir(dest), ".tmp-*")
	if errors.Is(err, fs.ErrNotExist) {
		// the first entry: make the directory, then try again.
		if err := os.MkdirAll(filepath.Dir(dest), 0o755); err != nil {
			return err
		}
		f, err = os.CreateTemp(filepath.Dir(dest), ".tmp-*")
	}
	if err != nil {
		return err
	}
	_, err = f.Write(encode(payload))
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(f.Name(), dest)
	}
	if err != nil {
		return errors.Join(err, os.Remove(f.Name()))
	}
	return nil
}

// MargemFirma is how much older than the moment before a file was
// stat'ed its modification and status-change times must be for its
// signature (Firma) to vouch for bytes read after the stat.
const MargemFirma = 2 * time.Second

// Confiavel says whether a signature with these times, taken after the
// moment inicio, may be recorded as vouching for the bytes read after it.
func Confiavel(mtime, ctime int64, inicio time.Time) bool {
	limite := inicio.Add(-MargemFirma).UnixNano()
	return mtime < limite && ctime < limite
}
