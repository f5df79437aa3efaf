package generator

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strings"

	"viagemdedireito/generator/internal/servidor"
	"viagemdedireito/site"
)

// manifesto is what the service worker knows of a build (site/offline/sw.js).
type manifesto struct {
	// VersaoAtivos names the assets' cache: a hash of the list Ativos.
	VersaoAtivos string `json:"versaoAtivos"`
	// VersaoPaginas names the pages' cache: a hash of the paths, sizes and SHA-256
	// of Paginas.
	VersaoPaginas string `json:"versaoPaginas"`
	// Ativos are the URL paths of every fingerprinted file, sorted.
	Ativos []string `json:"ativos"`
	// Impresso is the pattern of a fingerprinted path, the server's
	// (servidor.PadraoImpresso), as a JavaScript RegExp source.
	Impresso string `json:"impresso"`
	// Paginas are the URL paths of every page of the table of outputs and
	// of the site's other shell files (the icon), in the table's order.
	Paginas []string `json:"paginas"`
	// Casca are the pages (of Paginas) the worker's install keeps: the
	// rows marked Casca and the icon; every other page is kept when it is
	// visited.
	Casca []string `json:"casca"`
	// Motor are the engine's files (of Ativos): kept only by a page that
	// runs the engine or when the person asks.
	Motor []string `json:"motor"`
}

// listasOffline are the lists of a build the service worker is given.
type listasOffline struct {
	Paginas, Casca []string
	// Motor are logical asset names, as the templates' {{asset}} has them.
	Motor []string
}

// arquivosDoMotor are the engine's files, by logical name: the module,
// Go's loader and the engine's worker (site/assets/calculadora-motor.js).
var arquivosDoMotor = []string{"calculadora.wasm", "wasm_exec.js", "calculadora-motor.js"}

// servicoOffline returns /sw.js for the files of a build and its lists
// (URL paths; l.Motor the engine's files' URL paths):
// site.ServiceWorker with the manifest in place.
func servicoOffline(arquivos map[string][]byte, l listasOffline) ([]byte, error) {
	m := manifesto{Ativos: []string{}, Paginas: l.Paginas, Casca: append([]string{}, l.Casca...), Motor: append([]string{}, l.Motor...), Impresso: servidor.PadraoImpresso}
	for _, c := range m.Casca {
		if !slices.Contains(m.Paginas, c) {
			return nil, fmt.Errorf("generator: sw.js: a página %s da casca não está entre as páginas", c)
		}
	}
	for n := range arquivos {
		if servidor.Impresso("/" + n) {
			m.Ativos = append(m.Ativos, "/"+n)
		}
	}
	sort.Strings(m.Ativos)
	for _, a := range m.Motor {
		if !slices.Contains(m.Ativos, a) {
			return nil, fmt.Errorf("generator: sw.js: o arquivo do motor %s não está entre os ativos", a)
		}
	}
	h := sha256.New()
	for _, a := range m.Ativos {
		fmt.Fprintf(h, "%s\n", a)
	}
	m.VersaoAtivos = hex.EncodeToString(h.Sum(nil))[:16]
	h.Reset()
	for _, p := range m.Paginas {
		b, ok := arquivos[arquivoDaPagina(p)]
		if !ok {
			return nil, fmt.Errorf("generator: sw.js: a página %s não foi construída", p)
		}
		fmt.Fprintf(h, "%s %d %x\n", p, len(b), sha256.Sum256(b))
	}
	m.VersaoPaginas = hex.EncodeToString(h.Sum(nil))[:16]
	j, err := json.Marshal(m)
	if err != nil {
		return nil, err
	}
	if strings.Count(site.ServiceWorker, site.MarcadorManifesto) != 1 {
		return nil, fmt.Errorf("generator: site/offline/sw.js deve ter o marcador %q exatamente uma vez", site.MarcadorManifesto)
	}
	return []byte(strings.Replace(site.ServiceWorker, site.MarcadorManifesto, string(j), 1)), nil
}
