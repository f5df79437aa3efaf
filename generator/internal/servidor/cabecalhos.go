package servidor

import (
	"sort"
	"strings"
)

// PrefixoEmbed is the URL path under which the pages meant to be framed by
// other sites live (the operators' kit: the law texts of Decreto
// nº 8.537/2015, art. 20, and the seat-availability widget). Only these may
// be framed by any origin.
const PrefixoEmbed = "/embed/"

// ArquivoCabecalhos is the file "gerar build" writes for static hosts with
// the same response headers this server sends (Cloudflare Pages' _headers
// format: a URL pattern, then indented "Name: value" lines; "! Name"
// detaches a header a broader rule attached). Netlify reads the same file
// but does not know "! Name": there, drop those lines — it serves the most
// specific rule's value anyway.
const ArquivoCabecalhos = "/_headers"

// Directives of frame-ancestors: an embed page may be framed by anyone;
// every other page only by the site itself.
const (
	ancestraisEmbed  = "frame-ancestors *"
	ancestraisPadrao = "frame-ancestors 'self'"
)

// Politica is the Content-Security-Policy of the response to URL path p.
func Politica(p string) string {
	if strings.HasPrefix(p, PrefixoEmbed) {
		return politicaEmbed
	}
	return ContentSecurityPolicy
}

var politicaEmbed = strings.Replace(ContentSecurityPolicy, ancestraisPadrao, ancestraisEmbed, 1)

// cabecalhosFixos are the headers every response carries, in the order
// ServeHTTP sets them (after the policy).
var cabecalhosFixos = [][2]string{
	{"X-Content-Type-Options", "nosniff"},
	{"Referrer-Policy", "same-origin"},
	{"Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()"},
	{"Cross-Origin-Opener-Policy", "same-origin"},
}

// Cabecalhos is the content of ArquivoCabecalhos: the headers of every
// response, the policy of the embeds, and the cache rules of the
// fingerprinted assets and of the pages.
func Cabecalhos() []byte {
	var b strings.Builder
	b.WriteString("# Gerado por gerar build: os mesmos cabeçalhos de gerar serve (generator/internal/servidor).\n")
	b.WriteString("/*\n")
	b.WriteString("  Content-Security-Policy: " + ContentSecurityPolicy + "\n")
	for _, h := range cabecalhosFixos {
		b.WriteString("  " + h[0] + ": " + h[1] + "\n")
	}
	b.WriteString("  Cache-Control: " + cachePadrao + "\n")
	b.WriteString("\n" + PrefixoEmbed + "*\n")
	b.WriteString("  ! Content-Security-Policy\n")
	b.WriteString("  Content-Security-Policy: " + politicaEmbed + "\n")
	b.WriteString("  ! Cache-Control\n")
	b.WriteString("  Cache-Control: " + cacheHTML + "\n")
	b.WriteString("\n/*.html\n  ! Cache-Control\n  Cache-Control: " + cacheHTML + "\n")
	b.WriteString("\n/*/\n  ! Cache-Control\n  Cache-Control: " + cacheHTML + "\n")
	b.WriteString("\n/\n  ! Cache-Control\n  Cache-Control: " + cacheHTML + "\n")
	b.WriteString("\n" + ServiceWorker + "\n  ! Cache-Control\n  Cache-Control: " + cacheHTML + "\n")
	b.WriteString("\n" + Indice + "\n  ! Cache-Control\n  Cache-Control: " + cacheHTML + "\n")
	b.WriteString("\n/assets/*\n  ! Cache-Control\n  Cache-Control: " + cacheImutavel + "\n")
	return []byte(b.String())
}

// LinhasCSPHospedeiro are the lines a page that embeds our texts or the
// widget adds to its own Content-Security-Policy, origem being this site's
// origin: the loader is a script of ours and the content an iframe of ours.
// Nothing else: the engine runs inside our iframe, under our policy.
func LinhasCSPHospedeiro(origem string) []string {
	l := []string{"script-src " + origem, "frame-src " + origem}
	sort.Strings(l)
	return l
}
