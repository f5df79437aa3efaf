package servidor

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"net/url"
	"os"
	"path"
	"regexp"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"viagemdedireito/calculator/httpapi"
)

// APIPath is the exact path at which New mounts the API handler: the API's
// own (the Cloudflare worker in wasm/workers mounts it there too).
const APIPath = httpapi.Rota

// ContentSecurityPolicy is sent with every response but the embeds' (see
// the package doc for the reasons behind each directive, and Politica).
// ScriptInicio is the one script written into pages, by its hash.
const ContentSecurityPolicy = "default-src 'self'; " +
	"script-src 'self' 'wasm-unsafe-eval' '" + ScriptInicio + "'; " +
	"style-src 'self'; " +
	"img-src 'self' data:; " +
	"font-src 'self'; " +
	"connect-src 'self'; " +
	"manifest-src 'self'; " +
	"worker-src 'self' blob:; " +
	"object-src 'none'; " +
	"base-uri 'none'; " +
	"form-action 'self'; " +
	"frame-ancestors 'self'"

// ScriptInicio is the SHA-256 of the calculator pages' first script, the
// only script written into a page (site/assets/calculadora-inicio.js as
// site.Build minifies it): it starts the module's download with the page's
// first bytes. Changing that script changes its hash: the site's tests
// (generator, TestCSP) name the new one.
const ScriptInicio = "sha256-iZAGLDiXTkvr7NFjv9SiMf3mQWQhOCv3kuO6jV5IHKE="

const (
	cacheImutavel = "public, max-age=31536000, immutable"
	cacheHTML     = "no-cache"
	cachePadrao   = "public, max-age=300"
)

// contentTypes maps a file extension to its Content-Type. It is fixed so
// that the server answers the same on every machine.
var contentTypes = map[string]string{
	".html":        "text/html; charset=utf-8",
	".htm":         "text/html; charset=utf-8",
	".css":         "text/css; charset=utf-8",
	".js":          "text/javascript; charset=utf-8",
	".mjs":         "text/javascript; charset=utf-8",
	".json":        "application/json",
	".map":         "application/json",
	".webmanifest": "application/manifest+json",
	".xml":         "application/xml; charset=utf-8",
	".txt":         "text/plain; charset=utf-8",
	".csv":         "text/csv; charset=utf-8",
	".svg":         "image/svg+xml",
	".wasm":        "application/wasm",
	".ico":         "image/x-icon",
	".png":         "image/png",
	".jpg":         "image/jpeg",
	".jpeg":        "image/jpeg",
	".gif":         "image/gif",
	".webp":        "image/webp",
	".avif":        "image/avif",
	".woff":        "font/woff",
	".woff2":       "font/woff2",
	".pdf":         "application/pdf",
	".br":          "application/octet-stream",
	".gz":          "application/octet-stream",
}

// ServiceWorker is the path of the service worker that "gerar build" writes;
// it is served "no-cache", like the pages. At the root, its scope is the
// whole site, so no Service-Worker-Allowed header is needed.
const ServiceWorker = "/sw.js"

// Indice is the path of the search index that "gerar build" writes. It
// keeps its name from build to build, so that editing one norm changes the
// index and that norm's pages, not every page that links to the index
// (which a fingerprinted name would); it is served "no-cache", like the
// pages: a browser revalidates it (ETag) before each use, and the service
// worker fetches it network first.
const Indice = "/busca/indice.json"

// PadraoImpresso matches the URL paths of the assets whose name carries a
// content hash (esbuild's "[name]-[hash]", the wasm and its loader),
// which may be cached forever. It is valid as a JavaScript RegExp too: the
// service worker gets it from the generator.
const PadraoImpresso = `^/assets/(?:[^/]+/)*[^/]+-[A-Za-z0-9_]{6,}\.[A-Za-z0-9]+$`

// fingerprinted is PadraoImpresso compiled.
var fingerprinted = regexp.MustCompile(PadraoImpresso)

// Impresso reports whether the URL path p is a fingerprinted asset.
func Impresso(p string) bool { return fingerprinted.MatchString(p) }

// New returns a handler serving the files of dir, with api mounted at
// exactly /api/v1/calcular. A nil api makes that path answer 404.
func New(dir string, api http.Handler) http.Handler {
	return &servidor{dir: dir, api: api}
}

// NaMemoria returns the handler of New serving, instead of a directory,
// the Site that site holds when each request comes (gerar serve -watch
// swaps a new build in whole). A nil pointer's server answers 500 to files.
func NaMemoria(site *atomic.Pointer[Site], api http.Handler) http.Handler {
	return &servidor{site: site, api: api}
}

type servidor struct {
	dir  string
	site *atomic.Pointer[Site] // not nil: the files are the Site it holds, not dir's
	api  http.Handler
}

func (s *servidor) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Content-Security-Policy", ContentSecurityPolicy)
	if r.URL != nil {
		h.Set("Content-Security-Policy", Politica(r.URL.Path)) // the embeds may be framed (cabecalhos.go)
	}
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "same-origin")
	h.Set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()")
	h.Set("Cross-Origin-Opener-Policy", "same-origin")

	if r.URL == nil {
		textError(w, http.StatusBadRequest, "Requisição inválida.")
		return
	}
	if httpapi.Atende(r.URL.EscapedPath()) { // APIPath and the API's OpenAPI document
		if s.api == nil {
			s.notFound(w, r)
			return
		}
		s.api.ServeHTTP(w, r)
		return
	}
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		h.Set("Allow", "GET, HEAD")
		textError(w, http.StatusMethodNotAllowed, "Método não permitido: use GET ou HEAD.")
		return
	}
	if s.buscaSemJS(w, r) {
		return
	}
	nome, status := resolve(r.URL)
	if status == http.StatusBadRequest {
		textError(w, http.StatusBadRequest, "Requisição inválida: caminho não permitido.")
		return
	}
	if status == http.StatusNotFound {
		s.notFound(w, r)
		return
	}
	s.serveFile(w, r, nome)
}

// resolve validates the request path and turns it into a name relative to
// the served directory ("/x/" becomes "x/index.html"). It answers 400 for paths that
// try to leave the directory or are malformed, 404 for hidden files.
func resolve(u *url.URL) (string, int) {
	raw := u.EscapedPath()
	if !validRaw(raw) {
		return "", http.StatusBadRequest
	}
	p, err := unescape(raw)
	if err != nil || !strings.HasPrefix(p, "/") {
		return "", http.StatusBadRequest
	}
	segs := strings.Split(p[1:], "/")
	for i, seg := range segs {
		switch {
		case seg == "" && i == len(segs)-1:
			// trailing slash: directory index
		case seg == "", seg == ".", seg == "..":
			return "", http.StatusBadRequest
		case strings.ContainsAny(seg, "\\:") || strings.IndexFunc(seg, isControl) >= 0:
			return "", http.StatusBadRequest
		case strings.HasPrefix(seg, "."):
			return "", http.StatusNotFound
		}
	}
	nome := strings.TrimSuffix(p[1:], "/")
	if strings.HasSuffix(p, "/") {
		nome = path.Join(nome, "index.html")
	}
	if !fs.ValidPath(nome) {
		return "", http.StatusBadRequest
	}
	return nome, http.StatusOK
}

// validRaw checks the escaped path for encodings that should never occur in
// a link to this site: an encoded slash or backslash, or a NUL.
func validRaw(raw string) bool {
	l := strings.ToLower(raw)
	return !strings.Contains(l, "%2f") && !strings.Contains(l, "%5c") && !strings.Contains(l, "%00") &&
		!strings.Contains(raw, "\\")
}

func unescape(raw string) (string, error) {
	var b strings.Builder
	for i := 0; i < len(raw); i++ {
		c := raw[i]
		if c != '%' {
			b.WriteByte(c)
			continue
		}
		if i+2 >= len(raw) {
			return "", errors.New("escape incompleto")
		}
		v, err := strconv.ParseUint(raw[i+1:i+3], 16, 8)
		if err != nil {
			return "", err
		}
		b.WriteByte(byte(v))
		i += 2
	}
	return b.String(), nil
}

func isControl(r rune) bool { return r < 0x20 || r == 0x7f }

func (s *servidor) serveFile(w http.ResponseWriter, r *http.Request, nome string) {
	v, err := s.versao()
	if err != nil {
		textError(w, http.StatusInternalServerError, "Diretório do site indisponível.")
		return
	}
	defer v.Close()

	f, err := v.abrir(nome)
	if errors.Is(err, errDiretorio) {
		if hasIndex(v, nome) {
			alvo := "/" + nome + "/"
			if q := r.URL.RawQuery; q != "" {
				alvo += "?" + q
			}
			w.Header().Set("Location", alvo)
			w.WriteHeader(http.StatusMovedPermanently)
			return
		}
	}
	if err != nil {
		s.notFoundIn(w, r, v)
		return
	}

	h := w.Header()
	ext := path.Ext(nome)
	ctype, ok := contentTypes[strings.ToLower(ext)]
	if !ok {
		ctype = "application/octet-stream"
	}
	h.Set("Content-Type", ctype)
	h.Set("Cache-Control", cacheControl("/"+nome, ext))

	etag := `"` + f.etag + `"`
	if compressible(ext) {
		h.Add("Vary", "Accept-Encoding")
		for _, enc := range acceptable(r.Header.Get("Accept-Encoding")) {
			cf, err := v.abrir(nome + enc.suffix)
			if err != nil {
				continue
			}
			h.Set("Content-Encoding", enc.name)
			f, etag = cf, `"`+cf.etag+enc.suffix+`"`
			break
		}
	}
	h.Set("ETag", etag)
	http.ServeContent(w, r, "", f.modtime, f.conteudo)
}

// versao is the one version of the site a request reads all its files
// from: the directory as os.Root opened it (a swap of the link after that
// is not seen), or the Site the atomic pointer held when the request came.
type versao interface {
	// abrir opens the regular file nome: errDiretorio for a directory,
	// an error for anything else that is not a regular file.
	abrir(nome string) (aberto, error)
	Close() error
}

// aberto is an opened file of a versao.
type aberto struct {
	conteudo io.ReadSeeker
	modtime  time.Time // zero: unknown (no Last-Modified)
	etag     string    // the ETag's text, without its quotes
}

// errSemSite: a server of a Site whose pointer holds none yet.
var errSemSite = errors.New("nenhuma versão do site carregada")

// versao returns the version a request reads; its Close releases it.
func (s *servidor) versao() (versao, error) {
	if s.site != nil {
		v := s.site.Load()
		if v == nil {
			return nil, errSemSite
		}
		return v, nil
	}
	root, err := os.OpenRoot(s.dir)
	if err != nil {
		return nil, err
	}
	return &versaoDisco{root: root}, nil
}

// versaoDisco is the served directory, opened once per request.
type versaoDisco struct {
	root    *os.Root
	abertos []*os.File
}

func (v *versaoDisco) abrir(nome string) (aberto, error) {
	f, info, err := openRegular(v.root, nome)
	if err != nil {
		return aberto{}, err
	}
	v.abertos = append(v.abertos, f)
	return aberto{f, info.ModTime(), fmt.Sprintf("%x-%x", info.ModTime().UnixNano(), info.Size())}, nil
}

func (v *versaoDisco) Close() error {
	for _, f := range v.abertos {
		f.Close()
	}
	return v.root.Close()
}

var errDiretorio = errors.New("é um diretório")

// openRegular opens nome under root if it is a regular file (errDiretorio
// for a directory, fs.ErrNotExist for anything else). The kind is checked
// with a stat before the open, because opening a FIFO for reading blocks
// until a writer comes (and a device may do anything): such a file must
// answer 404 at once, not pin a goroutine. root refuses symlinks that lead
// out of the served directory.
func openRegular(root *os.Root, nome string) (*os.File, fs.FileInfo, error) {
	antes, err := root.Stat(nome)
	if err != nil {
		return nil, nil, err
	}
	if antes.IsDir() {
		return nil, nil, errDiretorio
	}
	if !antes.Mode().IsRegular() {
		return nil, nil, fs.ErrNotExist
	}
	f, err := root.OpenFile(nome, os.O_RDONLY|semBloqueio, 0)
	if err != nil {
		return nil, nil, err
	}
	info, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	if info.IsDir() {
		f.Close()
		return nil, nil, errDiretorio
	}
	if !info.Mode().IsRegular() {
		f.Close()
		return nil, nil, fs.ErrNotExist
	}
	return f, info, nil
}

func hasIndex(v versao, dir string) bool {
	_, err := v.abrir(path.Join(dir, "index.html"))
	return err == nil
}

func cacheControl(p, ext string) string {
	switch {
	case fingerprinted.MatchString(p):
		return cacheImutavel
	case ext == ".html" || ext == ".htm", p == ServiceWorker, p == Indice:
		// the service worker too: a new build must reach browsers at once
		// (they also revalidate it at least once a day, whatever it says);
		// and the search index, whose name does not change with its bytes.
		return cacheHTML
	default:
		return cachePadrao
	}
}

// compressible lists the extensions for which "gerar build" writes .br and
// .gz siblings.
func compressible(ext string) bool {
	switch strings.ToLower(ext) {
	case ".html", ".htm", ".css", ".js", ".mjs", ".json", ".map", ".webmanifest", ".xml", ".txt", ".csv", ".svg", ".wasm":
		return true
	}
	return false
}

type encoding struct{ name, suffix string }

// acceptable returns the precompressed encodings the client accepts, best
// first (higher q; brotli before gzip on a tie).
func acceptable(header string) []encoding {
	qbr, qgz, qstar := -1.0, -1.0, -1.0
	for _, parte := range strings.Split(header, ",") {
		nome, params, _ := strings.Cut(parte, ";")
		nome = strings.ToLower(strings.TrimSpace(nome))
		q := 1.0
		for _, p := range strings.Split(params, ";") {
			k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
			if ok && strings.EqualFold(strings.TrimSpace(k), "q") {
				f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
				if err != nil || f < 0 || f > 1 {
					f = 0
				}
				q = f
			}
		}
		switch nome {
		case "br":
			qbr = q
		case "gzip", "x-gzip":
			qgz = q
		case "*":
			qstar = q
		}
	}
	if qbr < 0 {
		qbr = qstar
	}
	if qgz < 0 {
		qgz = qstar
	}
	var out []encoding
	br, gz := encoding{"br", ".br"}, encoding{"gzip", ".gz"}
	switch {
	case qbr > 0 && qbr >= qgz:
		out = append(out, br)
		if qgz > 0 {
			out = append(out, gz)
		}
	case qgz > 0:
		out = append(out, gz)
		if qbr > 0 {
			out = append(out, br)
		}
	}
	return out
}

func (s *servidor) notFound(w http.ResponseWriter, r *http.Request) {
	v, err := s.versao()
	if err != nil {
		textError(w, http.StatusNotFound, "Página não encontrada.")
		return
	}
	defer v.Close()
	s.notFoundIn(w, r, v)
}

func (s *servidor) notFoundIn(w http.ResponseWriter, r *http.Request, v versao) {
	f, err := v.abrir("404.html")
	if err != nil {
		textError(w, http.StatusNotFound, "Página não encontrada.")
		return
	}
	var buf bytes.Buffer
	if _, err := io.Copy(&buf, io.LimitReader(f.conteudo, 1<<20)); err != nil {
		textError(w, http.StatusNotFound, "Página não encontrada.")
		return
	}
	h := w.Header()
	h.Set("Content-Type", contentTypes[".html"])
	h.Set("Cache-Control", cacheHTML)
	h.Set("Content-Length", strconv.Itoa(buf.Len()))
	w.WriteHeader(http.StatusNotFound)
	if r.Method != http.MethodHead {
		w.Write(buf.Bytes())
	}
}

func textError(w http.ResponseWriter, status int, msg string) {
	h := w.Header()
	h.Set("Content-Type", "text/plain; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	h.Del("Content-Encoding")
	w.WriteHeader(status)
	io.WriteString(w, msg+"\n")
}
