package servidor

import (
	"strings"
	"testing"
)

// TestPoliticaDosEmbeds: only the pages under /embed/ may be framed by any
// origin; every other response, the loader and the API included, keeps
// frame-ancestors 'self', and the two policies differ in nothing else.
func TestPoliticaDosEmbeds(t *testing.T) {
	h := New(site(t), api)
	for alvo, quer := range map[string]string{
		"/embed/art20/":               "frame-ancestors *",
		"/embed/lei-x/":               "frame-ancestors *",
		"/embed/nao-existe/":          "frame-ancestors *",
		"/":                           "frame-ancestors 'self'",
		"/embed.js":                   "frame-ancestors 'self'",
		"/embedx/":                    "frame-ancestors 'self'",
		"/legislacao/lei-x/":          "frame-ancestors 'self'",
		"/assets/site-3F2A1B7C.css":   "frame-ancestors 'self'",
		"/api/v1/calcular":            "frame-ancestors 'self'",
		"/legislacao/../embed/art20/": "frame-ancestors 'self'",
	} {
		csp := do(t, h, "GET", alvo).Header.Get("Content-Security-Policy")
		if !strings.HasSuffix(csp, quer) {
			t.Errorf("GET %s: CSP %q, quero terminar em %q", alvo, csp, quer)
		}
		if strings.Replace(csp, "frame-ancestors *", "frame-ancestors 'self'", 1) != ContentSecurityPolicy {
			t.Errorf("GET %s: a política difere da padrão em mais que frame-ancestors: %q", alvo, csp)
		}
	}
}

// TestCabecalhosEstaticos: the _headers file carries, for static hosts,
// the same policy and headers as ServeHTTP, the embeds' policy replacing
// (not adding to) the general one.
func TestCabecalhosEstaticos(t *testing.T) {
	s := string(Cabecalhos())
	blocos := map[string]string{}
	var atual string
	for _, l := range strings.Split(s, "\n") {
		switch {
		case l == "" || strings.HasPrefix(l, "#"):
		case !strings.HasPrefix(l, " "):
			atual = l
		default:
			blocos[atual] += strings.TrimSpace(l) + "\n"
		}
	}
	h := New(site(t), api)
	res := do(t, h, "GET", "/")
	geral := blocos["/*"]
	for _, nome := range []string{"Content-Security-Policy", "X-Content-Type-Options", "Referrer-Policy", "Permissions-Policy", "Cross-Origin-Opener-Policy"} {
		if linha := nome + ": " + res.Header.Get(nome) + "\n"; !strings.Contains(geral, linha) {
			t.Errorf("_headers /*: sem %q", linha)
		}
	}
	embed := blocos[PrefixoEmbed+"*"]
	csp := do(t, h, "GET", "/embed/art20/").Header.Get("Content-Security-Policy")
	if !strings.Contains(embed, "! Content-Security-Policy\nContent-Security-Policy: "+csp+"\n") {
		t.Errorf("_headers /embed/*: não substitui a política por %q:\n%s", csp, embed)
	}
	for _, alvo := range []string{ServiceWorker, Indice} {
		cc := do(t, h, "GET", alvo).Header.Get("Cache-Control")
		if blocos[alvo] != "! Cache-Control\nCache-Control: "+cc+"\n" {
			t.Errorf("_headers %s: %q, gerar serve manda Cache-Control %q", alvo, blocos[alvo], cc)
		}
	}
	if strings.Contains(geral, "frame-ancestors *") {
		t.Error("_headers /*: permite ser emoldurado por qualquer origem")
	}
}

// TestLinhasCSPHospedeiro: the host page needs only script-src and
// frame-src for our origin.
func TestLinhasCSPHospedeiro(t *testing.T) {
	got := strings.Join(LinhasCSPHospedeiro("https://exemplo.org"), "; ")
	if got != "frame-src https://exemplo.org; script-src https://exemplo.org" {
		t.Errorf("LinhasCSPHospedeiro: %q", got)
	}
}
