package generator

import (
	"bytes"
	"errors"
	"io/fs"
	"path"
	"path/filepath"
	"strings"
	"unicode/utf8"
)

// maxLinks bounds a chain of symbolic links inside the content (a loop
// ends there).
const maxLinks = 40

// conferirArquivos is the first step of the load phase: it walks the whole
// content and reports, before any reader opens a file, what would make the
// build hang, read outside the content or publish broken text:
//
//   - a file that is not a regular file or a folder (a FIFO, a device, a
//     socket): opening a FIFO blocks until a writer comes;
//   - a symbolic link whose target is outside the content, broken, a loop
//     or a special file (a link to a file or folder inside it is fine: the
//     target is checked at its own place);
//   - bytes that are not valid UTF-8, and NUL characters, in any file:
//     everything in content/ is text read by people.
//
// Names beginning with "." (editor and VCS files) are read by no one and are
// skipped. The symbolic links are read through fs.ReadLinkFS, which os.DirFS
// implements; a file system without it (fstest.MapFS has it too) cannot
// hold a link, since fs.WalkDir would not show one.
func conferirArquivos(conteudo fs.FS, diags *diagnosticos) error {
	return fs.WalkDir(conteudo, ".", func(nome string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if nome != "." && strings.HasPrefix(d.Name(), ".") {
			if d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		switch tipo := d.Type(); {
		case tipo.IsDir():
			return nil
		case tipo&fs.ModeSymlink != 0:
			if msg := conferirLink(conteudo, nome); msg != "" {
				diags.add(nome, 0, Erro, "%s", msg)
			}
			return nil
		case !tipo.IsRegular():
			diags.add(nome, 0, Erro, "não é um arquivo comum (%s)", nomeDoTipo(tipo))
			return nil
		}
		b, err := fs.ReadFile(conteudo, nome)
		if err != nil {
			return err
		}
		conferirTexto(nome, b, diags)
		return nil
	})
}

// conferirLink follows the symbolic link nome inside conteudo and returns
// why it is refused, or "" when it ends at a regular file or a folder of the
// content.
func conferirLink(conteudo fs.FS, nome string) string {
	atual := nome
	for range maxLinks {
		alvo, err := fs.ReadLink(conteudo, atual)
		if err != nil {
			return "link simbólico ilegível: " + err.Error()
		}
		// An absolute target is outside by definition; path.Join cleans
		// "a/../b", so a target climbing above the root starts with "..",
		// which fs.ValidPath refuses.
		prox := path.Join(path.Dir(atual), filepath.ToSlash(alvo))
		if path.IsAbs(alvo) || filepath.IsAbs(alvo) || !fs.ValidPath(prox) {
			return "link simbólico para fora de content/ (" + alvo + ")"
		}
		info, err := fs.Lstat(conteudo, prox)
		if errors.Is(err, fs.ErrNotExist) {
			return "link simbólico quebrado (" + alvo + ")"
		}
		if err != nil {
			return "link simbólico ilegível: " + err.Error()
		}
		switch modo := info.Mode(); {
		case modo&fs.ModeSymlink != 0:
			atual = prox
		case modo.IsDir() || modo.IsRegular():
			return ""
		default:
			return "link simbólico para algo que não é um arquivo comum (" + nomeDoTipo(modo) + ")"
		}
	}
	return "links simbólicos demais em cadeia (um ciclo?)"
}

// nomeDoTipo names a special file's type for a diagnostic.
func nomeDoTipo(m fs.FileMode) string {
	switch {
	case m&fs.ModeNamedPipe != 0:
		return "FIFO"
	case m&fs.ModeSocket != 0:
		return "socket"
	case m&fs.ModeCharDevice != 0:
		return "dispositivo de caracteres"
	case m&fs.ModeDevice != 0:
		return "dispositivo de blocos"
	}
	return "tipo " + m.Type().String()
}

// conferirTexto reports the first line with bytes that are not valid UTF-8
// and the first with a NUL character, with the column (in characters, as an
// editor counts them) and how many more lines have the same problem.
func conferirTexto(nome string, b []byte, diags *diagnosticos) {
	if utf8.Valid(b) && bytes.IndexByte(b, 0) < 0 {
		return // the usual case, in one pass each
	}
	type achado struct{ linha, coluna, outras int }
	var invalido, nul achado
	for n, linha := range bytes.Split(b, []byte("\n")) {
		if i := posicaoInvalida(linha); i >= 0 {
			if invalido.linha == 0 {
				invalido = achado{n + 1, utf8.RuneCount(linha[:i]) + 1, 0}
			} else {
				invalido.outras++
			}
		}
		if i := bytes.IndexByte(linha, 0); i >= 0 {
			if nul.linha == 0 {
				nul = achado{n + 1, utf8.RuneCount(linha[:i]) + 1, 0}
			} else {
				nul.outras++
			}
		}
	}
	for _, a := range []struct {
		achado
		msg string
	}{{invalido, "bytes que não são UTF-8 válido"}, {nul, "caractere NUL"}} {
		switch {
		case a.linha == 0:
		case a.outras == 0:
			diags.add(nome, a.linha, Erro, "%s (coluna %d)", a.msg, a.coluna)
		default:
			diags.add(nome, a.linha, Erro, "%s (coluna %d; também em mais %d linha(s))", a.msg, a.coluna, a.outras)
		}
	}
}

// posicaoInvalida is the byte offset of the first invalid UTF-8 sequence of
// b, or -1.
func posicaoInvalida(b []byte) int {
	for i := 0; i < len(b); {
		r, n := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && n == 1 {
			return i
		}
		i += n
	}
	return -1
}
