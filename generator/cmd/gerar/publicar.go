package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

// publicacao publishes a build whole. The output path (-o, "public") is a
// symbolic link to one complete version of the site, a directory of the
// versions folder beside it (".public-versoes/ID"). A build writes a new
// version there, under a temporary name, renames it to its ID once every
// file is in, and only then points the link at it, by renaming a new link
// over the old one (rename(2) replaces it in one step). So a build that
// fails or is killed at any moment leaves the link on the previous
// version, untouched; the server, which resolves the link for every
// request (servidor opens the directory per request), sees the old site or
// the new one, never a mix and never a temporary file. After the swap the
// versions are removed but the new one and the one it replaced, which
// requests begun a moment before may still be reading.
//
// The ID is a hash of the site (every path and the SHA-256 of its bytes,
// the compression settings): a build that changes nothing changes nothing
// on disk. One publication at a time per output: a lock on a file of the
// versions folder (arquivoTrava, flock) makes a second build wait for the
// first. Nothing is fsynced: the swap is atomic for the readers of the site and
// against a build killed at any moment, not against a power cut.
//
// A store of objects named by the SHA-256 of their bytes (objetos) holds
// each file, "HASH", its brotli copy "HASH.brQ" (Q the quality) and its
// gzip copy "HASH.gz". A build makes, compresses and writes only the
// objects the store lacks. A version's files are copies, never links: a
// file of the site is written from the bytes the build holds, and its .br
// and .gz from the store's objects of its own file's hash (copy_file_range
// on Linux: a block clone where the file system has them). So nothing
// written into public/ in place (dd conv=notrunc, rsync --inplace, an
// editor that keeps the inode) can reach the store, and through it later
// builds (the reliability review of 2026-12-03, L-d: with hard links, the
// object named by a law's hash came to hold the edited text, and every
// later build published it again). Each copy takes its object's
// modification time, so a file whose bytes did not change keeps its
// modification time, and the server's ETag, from version to version.
//
// A version folder that already exists is reused only if its content is
// what this build would write: each file compared byte for byte with the
// build's, each .br and .gz with its object (inteira). Sizes are not
// enough: an edit in place that keeps the size is found and the version
// written again.
type publicacao struct {
	saida   string // the link users serve ("public")
	versoes string // the versions folder beside it (".public-versoes")
	// objetos is the store (-cache/objetos-VERSION); "" for a temporary
	// one in versoes, removed after the build.
	objetos string
	brotli  int    // -brotli
	versao  string // versaoCompressores
	// gravar writes a file whole, called from several goroutines at once;
	// nil is os.WriteFile's equivalent (tests inject a full disk).
	gravar func(nome string, b []byte) error
	// feitos counts the objects written (tests).
	feitos int
}

// novaPublicacao returns the publication into saida with the store under
// dirCache ("" for none).
func novaPublicacao(saida, dirCache string, brotli int) publicacao {
	saida = filepath.Clean(saida)
	p := publicacao{saida: saida, versoes: pastaVersoes(saida), brotli: brotli}
	v, ok := versaoCompressores()
	if ok && dirCache != "" {
		p.objetos = filepath.Join(dirCache, "objetos-"+v)
	}
	p.versao = v
	return p
}

// arquivoTrava is the lock file in the versions folder (travar) of the
// publication; arquivoTravaBuild that of a whole build (travarBuild).
const (
	arquivoTrava      = ".trava"
	arquivoTravaBuild = ".trava-build"
)

// travarBuild makes the builds of one output run one after the other,
// whole: the lock is taken before the build reads its inputs and released
// when it has published, so that of two builds started together the one
// started later publishes later, its content the newer one, and never one
// over the other unannounced (the reliability review of 2026-12-03: the
// publication's lock alone ordered the swaps, not the builds, and in 2 of 3
// rounds the build started first was the one left published). A build
// that finds the lock taken says so on aviso, with the other build's
// process id, and waits. An output without a name (publicar refuses it)
// takes no lock.
func travarBuild(saida string, aviso io.Writer) (func(), error) {
	saida = filepath.Clean(saida)
	if b := filepath.Base(saida); b == "." || b == ".." || b == string(filepath.Separator) {
		return func() {}, nil
	}
	versoes := pastaVersoes(saida)
	if err := os.MkdirAll(versoes, 0o755); err != nil {
		return nil, err
	}
	return travarAvisando(filepath.Join(versoes, arquivoTravaBuild), func(pid string) {
		quem := "outro build"
		if pid != "" {
			quem += " (processo " + pid + ")"
		}
		fmt.Fprintf(aviso, "gerar: %s está gerando %s; este espera ele terminar e publica depois dele.\n", quem, saida)
	})
}

// pastaVersoes is the versions folder of the output saida.
func pastaVersoes(saida string) string {
	return filepath.Join(filepath.Dir(saida), "."+filepath.Base(saida)+"-versoes")
}

// objeto is one object of the store a version needs.
type objeto struct {
	nome  string
	fazer func() ([]byte, error) // its bytes, when the store lacks it
}

// publicar makes saida the site of arquivos (paths relative to it, with
// slashes) and returns the version's ID.
func (p *publicacao) publicar(arquivos map[string][]byte) (string, error) {
	base := filepath.Base(p.saida)
	if base == "." || base == ".." || base == string(filepath.Separator) {
		return "", fmt.Errorf("%s: a saída precisa de um nome (como public)", p.saida)
	}
	if err := os.MkdirAll(p.versoes, 0o755); err != nil {
		return "", err
	}
	soltar, err := travar(filepath.Join(p.versoes, arquivoTrava))
	if err != nil {
		return "", err
	}
	defer soltar()
	atual, pasta, err := p.atual()
	if err != nil {
		return "", err
	}
	nomes := slices.Sorted(func(yield func(string) bool) {
		for n := range arquivos {
			if !yield(n) {
				return
			}
		}
	})
	for _, n := range nomes {
		if !fs.ValidPath(n) || n == "." {
			return "", fmt.Errorf("caminho inválido na saída: %q", n)
		}
	}
	// every file's SHA-256, on every processor (7 MB: the module is 3)
	lista := make([]string, len(nomes))
	paralelo(len(nomes), func(i int) {
		s := sha256.Sum256(arquivos[nomes[i]])
		lista[i] = hex.EncodeToString(s[:])
	})
	somas := make(map[string]string, len(nomes))
	h := sha256.New()
	fmt.Fprintf(h, "gerar-versao 1\x00%s\x00%d\x00", p.versao, p.brotli)
	for i, n := range nomes {
		somas[n] = lista[i]
		fmt.Fprintf(h, "%s\x00%s\x00", n, somas[n])
	}
	id := hex.EncodeToString(h.Sum(nil))[:16]
	pronta, existe := p.inteira(filepath.Join(p.versoes, id), nomes, arquivos, somas)
	if id == atual && pronta {
		return id, nil
	}
	emCima := "" // the version folder made into the new one, if any
	switch {
	case existe && !pronta && id != atual:
		// a version folder that lost or changed a file since it was
		// published (removed by hand, or by a tool that followed the
		// link) is made again in place: no request reads it
		emCima = id
	case existe && !pronta:
		// the same, served: it goes aside (limpar removes it), and for that
		// moment a request to it may fail, as it already did for the
		// missing file
		velha := filepath.Join(p.versoes, id+".incompleta-"+strconv.Itoa(os.Getpid()))
		if err := os.Rename(filepath.Join(p.versoes, id), velha); err != nil {
			return "", err
		}
	case !pronta:
		emCima = p.reciclavel(atual)
	}
	if !pronta {
		if err := p.montar(id, atual, emCima, nomes, arquivos, somas); err != nil {
			return "", err
		}
	}
	anterior, err := p.trocar(id, pasta)
	if err != nil {
		return "", err
	}
	if anterior == "" {
		anterior = atual
	}
	return id, p.limpar(id, anterior)
}

// inteira says whether the version folder dir exists and whether it holds
// exactly the site: every file with the bytes of arquivos, and the .br and
// .gz copies of those that have them with the bytes of their objects in
// the store (without a store, decompressed to their file's bytes). It reads
// the whole version (a few megabytes: a few milliseconds).
func (p *publicacao) inteira(dir string, nomes []string, arquivos map[string][]byte, somas map[string]string) (pronta, existe bool) {
	if fi, err := os.Lstat(dir); err != nil || !fi.IsDir() {
		return false, false
	}
	for _, n := range nomes {
		f := filepath.Join(dir, filepath.FromSlash(n))
		if !igualA(f, arquivos[n]) {
			return false, true
		}
		if !comprimir(n) {
			continue
		}
		q := strconv.Itoa(qualidade(n, p.brotli))
		for _, c := range []struct{ sufixo, objeto string }{{".br", somas[n] + ".br" + q}, {".gz", somas[n] + ".gz"}} {
			if p.objetos == "" {
				if !descomprimeEm(f+c.sufixo, arquivos[n]) {
					return false, true
				}
				continue
			}
			obj, err := lerRegular(filepath.Join(p.objetos, c.objeto))
			if err != nil || !igualA(f+c.sufixo, obj) {
				return false, true
			}
		}
	}
	return true, true
}

// lerRegular reads the regular file nome (a link or anything else is an
// error).
func lerRegular(nome string) ([]byte, error) {
	fi, err := os.Lstat(nome)
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("%s não é um arquivo comum", nome)
	}
	return os.ReadFile(nome)
}

// igualA says whether nome is a regular file holding exactly b.
func igualA(nome string, b []byte) bool {
	fi, err := os.Lstat(nome)
	if err != nil || !fi.Mode().IsRegular() || fi.Size() != int64(len(b)) {
		return false
	}
	got, err := os.ReadFile(nome)
	return err == nil && bytes.Equal(got, b)
}

// atual returns the ID of the version saida points to ("" for none), and
// whether saida is a directory of an earlier gerar (before versions),
// which the first swap moves into the versions folder. Anything else at
// saida is refused.
func (p *publicacao) atual() (id string, pasta bool, err error) {
	fi, err := os.Lstat(p.saida)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return "", false, nil
	case err != nil:
		return "", false, err
	case fi.Mode()&fs.ModeSymlink != 0:
		alvo, err := os.Readlink(p.saida)
		if err != nil {
			return "", false, err
		}
		if filepath.Dir(alvo) != filepath.Base(p.versoes) {
			return "", false, fmt.Errorf("%s aponta para %s, fora de %s: recuso trocá-lo", p.saida, alvo, p.versoes)
		}
		return filepath.Base(alvo), false, nil
	case fi.IsDir():
		return "", true, saidaAnterior(p.saida)
	}
	return "", false, fmt.Errorf("%s não é uma saída do gerar: recuso trocá-lo", p.saida)
}

// reciclavel is a version folder of the versions folder that no request
// reads any more, to be made into the new version in place (montar): not
// the current one (atual), nor anything but a version ("" for none). It
// is the one the current version replaced, kept since the previous build
// for the requests begun before that swap; after this build's swap the
// current one takes that place.
func (p *publicacao) reciclavel(atual string) string {
	entradas, err := os.ReadDir(p.versoes)
	if err != nil {
		return ""
	}
	for _, e := range entradas {
		if n := e.Name(); n != atual && e.IsDir() && nomeDeVersao(n) {
			return n
		}
	}
	return ""
}

// nomeDeVersao says whether n is a version's ID (16 hexadecimal digits).
func nomeDeVersao(n string) bool {
	if len(n) != 16 {
		return false
	}
	_, err := hex.DecodeString(n)
	return err == nil
}

// montar writes the version id into the versions folder: first under a
// temporary name, renamed to id once complete. On failure nothing of it
// is left (a killed build leaves the temporary folder, which the next one
// removes). With base, a version folder no request reads (reciclavel),
// the version is that folder made into the new one in place: renamed to
// the temporary name, what the new version lacks removed, each file that
// already has its bytes and modification time kept (compared byte for
// byte, so an edit in place is found), every other one removed and made
// anew, never written into (its inode may be a file of the current
// version too). That saves creating a version's directories and every
// file that did not change, and removing the old version after the swap:
// most of a publication's time on a loaded disk.
func (p *publicacao) montar(id, atual, base string, nomes []string, arquivos map[string][]byte, somas map[string]string) (err error) {
	tmp := filepath.Join(p.versoes, id+".tmp-"+strconv.Itoa(os.Getpid()))
	if err := os.RemoveAll(tmp); err != nil {
		return err
	}
	defer func() {
		if err != nil {
			err = errors.Join(err, os.RemoveAll(tmp))
		}
	}()
	reciclar := false
	if base != "" && os.Rename(filepath.Join(p.versoes, base), tmp) == nil {
		if err := aparar(tmp, p.querer(nomes)); err != nil {
			return err
		}
		reciclar = true
	}
	loja := p.objetos
	if loja == "" {
		if loja, err = os.MkdirTemp(p.versoes, ".objetos-"); err != nil {
			return err
		}
		defer os.RemoveAll(loja)
	} else if err := os.MkdirAll(loja, 0o755); err != nil {
		return err
	}
	// the objects: each once, whatever the number of files with its bytes.
	var faltam []objeto
	visto := map[string]bool{}
	precisa := func(nome string, tamanho int, fazer func() ([]byte, error)) {
		if visto[nome] {
			return
		}
		visto[nome] = true
		fi, err := os.Lstat(filepath.Join(loja, nome))
		if err == nil && fi.Mode().IsRegular() && (tamanho < 0 || fi.Size() == int64(tamanho)) {
			return
		}
		faltam = append(faltam, objeto{nome, fazer})
	}
	gz := &gzips{}
	for _, n := range nomes {
		b, s := arquivos[n], somas[n]
		precisa(s, len(b), func() ([]byte, error) { return b, nil })
		if comprimir(n) {
			q := qualidade(n, p.brotli)
			precisa(s+".br"+strconv.Itoa(q), -1, func() ([]byte, error) { return brotliBytes(b, q) })
			precisa(s+".gz", -1, func() ([]byte, error) { return gz.comprimir(b) })
		}
	}
	// the slowest first (the module's brotli at 11), so that the other
	// cores do the rest meanwhile.
	slices.SortStableFunc(faltam, func(a, b objeto) int { return custo(b.nome) - custo(a.nome) })
	erros := make([]error, len(faltam))
	paralelo(len(faltam), func(i int) {
		b, err := faltam[i].fazer()
		if err == nil {
			err = p.escreverObjeto(loja, faltam[i].nome, b)
		}
		erros[i] = err
	})
	if err := errors.Join(erros...); err != nil {
		return err
	}
	p.feitos += len(faltam)
	pastas := map[string]bool{}
	var copias []copia
	for _, n := range nomes {
		destino := filepath.Join(tmp, filepath.FromSlash(n))
		if d := filepath.Dir(destino); !pastas[d] {
			if err := os.MkdirAll(d, 0o755); err != nil {
				return err
			}
			pastas[d] = true
		}
		s := somas[n]
		antes := ""
		if atual != "" {
			antes = filepath.Join(p.versoes, atual, filepath.FromSlash(n))
		}
		copias = append(copias, copia{filepath.Join(loja, s), destino, antes, arquivos[n], reciclar})
		if comprimir(n) {
			q := strconv.Itoa(qualidade(n, p.brotli))
			if antes == "" {
				copias = append(copias, copia{filepath.Join(loja, s+".br"+q), destino + ".br", "", nil, reciclar},
					copia{filepath.Join(loja, s+".gz"), destino + ".gz", "", nil, reciclar})
			} else {
				copias = append(copias, copia{filepath.Join(loja, s+".br"+q), destino + ".br", antes + ".br", nil, reciclar},
					copia{filepath.Join(loja, s+".gz"), destino + ".gz", antes + ".gz", nil, reciclar})
			}
		}
	}
	erros = make([]error, len(copias))
	paralelo(len(copias), func(i int) { erros[i] = p.copiar(copias[i]) })
	if err := errors.Join(erros...); err != nil {
		return err
	}
	return os.Rename(tmp, filepath.Join(p.versoes, id))
}

// copia is one file of a version: the object obj of the store copied to
// destino, or, when b is not nil, b (the build's own bytes of obj) written
// there. antes is the same file in the version being replaced ("" for
// none). reciclado: destino may hold a file of the recycled version.
type copia struct {
	obj, destino, antes string
	b                   []byte
	reciclado           bool
}

// querer lists what a version of nomes holds: each file, its .br and .gz
// copies, and the folders above them (true), by path with slashes.
func (p *publicacao) querer(nomes []string) map[string]bool {
	quer := make(map[string]bool, 3*len(nomes))
	for _, n := range nomes {
		quer[n] = false
		if comprimir(n) {
			quer[n+".br"], quer[n+".gz"] = false, false
		}
		for d := path.Dir(n); d != "." && !quer[d]; d = path.Dir(d) {
			quer[d] = true
		}
	}
	return quer
}

// aparar removes from the folder dir everything that quer does not list
// as it is there: a file not listed, a folder where a file goes, a file
// where a folder goes, anything neither a file nor a folder.
func aparar(dir string, quer map[string]bool) error {
	var erros []error
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if p == dir {
			return nil
		}
		rel, err := filepath.Rel(dir, p)
		if err != nil {
			return err
		}
		pasta, listado := quer[filepath.ToSlash(rel)]
		switch {
		case listado && pasta && d.IsDir():
			return nil
		case listado && !pasta && d.Type().IsRegular():
			return nil
		}
		erros = append(erros, os.RemoveAll(p))
		if d.IsDir() {
			return filepath.SkipDir
		}
		return nil
	})
	return errors.Join(append(erros, err)...)
}

// copiar makes c's file, a copy of its object (never a link into the store:
// see publicacao) with the object's modification time. Where the version
// being replaced has the file with exactly the bytes it must have (compared
// byte for byte, an edit in place included), the new version links that
// file instead: one inode shared by the two versions, never by the store,
// which saves creating a file (about 0.2 ms each on a loaded disk: most
// of a publication's time) for each file that did not change.
func (p *publicacao) copiar(c copia) error {
	fi, err := os.Lstat(c.obj)
	if err != nil {
		return err
	}
	if !fi.Mode().IsRegular() {
		return fmt.Errorf("%s não é um arquivo comum", c.obj)
	}
	quer, errQuer := c.b, error(nil)
	if quer == nil && (c.reciclado || c.antes != "" && p.gravar == nil) {
		quer, errQuer = os.ReadFile(c.obj)
	}
	if c.reciclado {
		if d, err := os.Lstat(c.destino); err == nil {
			if errQuer == nil && d.Mode().IsRegular() && d.ModTime().Equal(fi.ModTime()) && igualA(c.destino, quer) {
				return nil
			}
			if err := os.Remove(c.destino); err != nil {
				return err
			}
		}
	}
	if c.antes != "" && p.gravar == nil && errQuer == nil && igualA(c.antes, quer) && os.Link(c.antes, c.destino) == nil {
		return nil
	}
	switch {
	case c.b != nil:
		err = p.escrever(c.destino, c.b)
	case p.gravar != nil: // a test's writes: through gravar
		var b []byte
		if b, err = os.ReadFile(c.obj); err == nil {
			err = p.gravar(c.destino, b)
		}
	default:
		err = copiarArquivo(c.obj, c.destino)
	}
	if err != nil {
		return err
	}
	return os.Chtimes(c.destino, time.Time{}, fi.ModTime())
}

// copiarArquivo copies the file de to the new file para (os.File.ReadFrom:
// copy_file_range on Linux, in the kernel).
func copiarArquivo(de, para string) error {
	src, err := os.Open(de)
	if err != nil {
		return err
	}
	defer src.Close()
	dst, err := os.OpenFile(para, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
	if err != nil {
		return err
	}
	_, err = dst.ReadFrom(src)
	return errors.Join(err, dst.Close())
}

// custo orders the objects to make: a brotli copy at 11 first.
func custo(nome string) int {
	switch {
	case strings.HasSuffix(nome, ".br11"):
		return 2
	case strings.Contains(nome, ".br"):
		return 1
	}
	return 0
}

// escreverObjeto stores b as the object nome, through a temporary file
// renamed into place: an object is whole or absent.
func (p *publicacao) escreverObjeto(loja, nome string, b []byte) error {
	destino := filepath.Join(loja, nome)
	tmp := destino + ".tmp-" + strconv.Itoa(os.Getpid())
	if err := p.escrever(tmp, b); err != nil {
		return errors.Join(err, os.Remove(tmp))
	}
	if err := os.Rename(tmp, destino); err != nil {
		return errors.Join(err, os.Remove(tmp))
	}
	return nil
}

// escrever writes b to the new file nome.
func (p *publicacao) escrever(nome string, b []byte) error {
	if p.gravar != nil {
		return p.gravar(nome, b)
	}
	f, err := os.OpenFile(nome, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
	if err != nil {
		return err
	}
	_, err = f.Write(b)
	return errors.Join(err, f.Close())
}

// trocar points saida at the version id: a new link, renamed over the old
// one. A directory of an earlier gerar at saida (pasta) is moved into the
// versions folder first, under the name returned (then, for a moment,
// saida does not exist: once, on the first build with versions).
func (p *publicacao) trocar(id string, pasta bool) (anterior string, err error) {
	link := p.linkTemporario(strconv.Itoa(os.Getpid()))
	if err := os.Remove(link); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return "", err
	}
	if err := os.Symlink(filepath.Join(filepath.Base(p.versoes), id), link); err != nil {
		return "", err
	}
	if pasta {
		anterior = "anterior-" + strconv.Itoa(os.Getpid())
		if err := os.Rename(p.saida, filepath.Join(p.versoes, anterior)); err != nil {
			return "", errors.Join(err, os.Remove(link))
		}
	}
	if err := os.Rename(link, p.saida); err != nil {
		return "", errors.Join(err, os.Remove(link))
	}
	return anterior, nil
}

// linkTemporario is the name of the link made before the swap, beside saida.
func (p *publicacao) linkTemporario(sufixo string) string {
	return filepath.Join(filepath.Dir(p.saida), "."+filepath.Base(p.saida)+".tmp-"+sufixo)
}

// limpar removes from the versions folder everything but the version id
// and the one it replaced, and the links left by killed builds.
func (p *publicacao) limpar(id, anterior string) error {
	entradas, err := os.ReadDir(p.versoes)
	if err != nil {
		return err
	}
	var erros []error
	for _, e := range entradas {
		if e.Name() != id && e.Name() != anterior && e.Name() != arquivoTrava && e.Name() != arquivoTravaBuild {
			erros = append(erros, os.RemoveAll(filepath.Join(p.versoes, e.Name())))
		}
	}
	links, _ := filepath.Glob(p.linkTemporario("*"))
	for _, l := range links {
		if fi, err := os.Lstat(l); err == nil && fi.Mode()&fs.ModeSymlink != 0 {
			erros = append(erros, os.Remove(l))
		}
	}
	return errors.Join(erros...)
}

// Objects of the store not used by the current version are removed once
// they are idadeObjeto old, at most once every intervaloPoda (the
// modification time of the file "podado" in the store records the last).
const (
	idadeObjeto   = 30 * 24 * time.Hour
	intervaloPoda = 24 * time.Hour
)

// podar prunes the store: objects older than idadeObjeto that the version
// just published does not link, temporary files of killed builds, and the
// stores of other compressors' versions.
func (p *publicacao) podar(arquivos map[string][]byte) error {
	if p.objetos == "" {
		return nil
	}
	marca := filepath.Join(p.objetos, "podado")
	if fi, err := os.Stat(marca); err == nil && time.Since(fi.ModTime()) < intervaloPoda {
		return nil
	}
	usados := map[string]bool{"podado": true}
	for n, b := range arquivos {
		s := sha256.Sum256(b)
		h := hex.EncodeToString(s[:])
		usados[h], usados[h+".gz"], usados[h+".br"+strconv.Itoa(qualidade(n, p.brotli))] = true, true, true
	}
	entradas, err := os.ReadDir(p.objetos)
	if err != nil {
		return err
	}
	var erros []error
	for _, e := range entradas {
		fi, err := e.Info()
		if err != nil || usados[e.Name()] {
			continue
		}
		idade := time.Since(fi.ModTime())
		if idade > idadeObjeto || strings.Contains(e.Name(), ".tmp-") && idade > time.Hour {
			erros = append(erros, os.RemoveAll(filepath.Join(p.objetos, e.Name())))
		}
	}
	outras, _ := filepath.Glob(filepath.Join(filepath.Dir(p.objetos), "objetos-*"))
	for _, o := range outras {
		if o != p.objetos {
			erros = append(erros, os.RemoveAll(o))
		}
	}
	erros = append(erros, os.WriteFile(marca, nil, 0o644))
	agora := time.Now()
	return errors.Join(append(erros, os.Chtimes(marca, agora, agora))...)
}

// paralelo calls f(0), …, f(n-1), as many at a time as there are
// processors, and returns when all are done.
func paralelo(n int, f func(i int)) {
	var (
		wg   sync.WaitGroup
		mu   sync.Mutex
		prox int
	)
	for range min(runtime.GOMAXPROCS(0), n) {
		wg.Go(func() {
			for {
				mu.Lock()
				i := prox
				prox++
				mu.Unlock()
				if i >= n {
					return
				}
				f(i)
			}
		})
	}
	wg.Wait()
}

// saidaAnterior refuses to replace a directory that is not empty and does
// not look like a previous build (index.html at its root, no go.mod or .git),
// so that "-o ." cannot take a repository away.
func saidaAnterior(dir string) error {
	entradas, err := os.ReadDir(dir)
	if err != nil || len(entradas) == 0 {
		return err
	}
	tem := map[string]bool{}
	for _, e := range entradas {
		tem[e.Name()] = true
	}
	if !tem["index.html"] || tem["go.mod"] || tem[".git"] {
		return fmt.Errorf("%s não está vazio e não parece uma saída anterior do gerar: recuso trocá-lo", dir)
	}
	return nil
}
