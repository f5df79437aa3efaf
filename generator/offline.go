package generator

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
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
}

// servicoOffline returns /sw.js for the files of a build and its pages
// (URL paths): site.ServiceWorker with the manifest in place.
func servicoOffline(arquivos map[string][]byte, paginas []string) ([]byte, error) {
	m := manifesto{Ativos: []string{}, Paginas: paginas, Impresso: servidor.PadraoImpresso}
	for n := range arquivos {
		if servidor.Impresso("/" + n) {
			m.Ativos = append(m.Ativos, "/"+n)
		}
	}
	sort.Strings(m.Ativos)
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
