package generator

import (
	"bytes"
	"html/template"
	"strings"

	"viagemdedireito/generator/internal/servidor"
)

// The files phase: what the build writes besides the pages, the norms'
// JSON and the search index: the bundle's styles and scripts, sitemap.xml,
// robots.txt, the site icon, the kit's loader and headers file (kit.go),
// and last the service worker (offline.go), whose manifest names every
// other file.

// arquivosDaGeracao adds those files to arquivos, which already holds the
// pages (of saidas), the JSON and the index.
func arquivosDaGeracao(s *sitio, saidas []saida, arquivos map[string][]byte, icone []byte) error {
	for p, b := range s.bundle.Files {
		arquivos[p] = b
	}
	// sitemap.xml lists the pages of the kinds marked Sitemap, in the
	// table's order; the service worker keeps every page but the embeds.
	var sm bytes.Buffer
	sm.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n" + `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` + "\n")
	var offline, casca []string
	for _, o := range saidas {
		if o.tipo.Sitemap {
			sm.WriteString("<url><loc>")
			template.HTMLEscape(&sm, []byte(s.base+o.pagina.Caminho))
			sm.WriteString("</loc></url>\n")
		}
		if !o.tipo.SemOffline {
			offline = append(offline, o.pagina.Caminho)
		}
		if o.tipo.Casca {
			casca = append(casca, o.pagina.Caminho)
		}
	}
	sm.WriteString("</urlset>\n")
	arquivos["sitemap.xml"] = sm.Bytes()
	// the feed of changes and the conformance suite (novidades.go,
	// conformidade.go)
	feed, err := feedAtom(s, s.novidades)
	if err != nil {
		return err
	}
	arquivos[strings.TrimPrefix(CaminhoFeed, "/")] = feed
	if s.suiteJSON != nil {
		arquivos[strings.TrimPrefix(CaminhoConformidade, "/")] = s.suiteJSON
	}
	arquivos["robots.txt"] = []byte("User-agent: *\nAllow: /\nSitemap: " + s.base + "/sitemap.xml\n")
	// offline, the search needs its index: the service worker keeps it
	// with the pages (network first, so never an old one when online).
	offline = append(offline, servidor.Indice)
	// the site icon (icone.go, drawn while the pages render), so that
	// browsers do not ask for a missing /favicon.ico
	arquivos[arquivoIconePNG] = icone
	arquivos[arquivoIconeSVG] = []byte(iconeSVG())
	offline = append(offline, "/"+arquivoIconePNG, "/"+arquivoIconeSVG)
	casca = append(casca, "/"+arquivoIconePNG, "/"+arquivoIconeSVG)
	if err := arquivosDoKit(arquivos, s.bundle.Paths); err != nil {
		return err
	}
	var motor []string
	for _, n := range arquivosDoMotor {
		if p, ok := s.bundle.Paths[n]; ok {
			motor = append(motor, p)
		}
	}
	sw, err := servicoOffline(arquivos, listasOffline{Paginas: offline, Casca: casca, Motor: motor})
	if err != nil {
		return err
	}
	arquivos[strings.TrimPrefix(servidor.ServiceWorker, "/")] = sw
	return nil
}
