//go:build !unix

package servidor

// semBloqueio: no such flag outside unix (see abrir_unix.go).
const semBloqueio = 0
