package generator

import "testing"

func TestBaseDoEndereco(t *testing.T) {
	for endereco, quer := range map[string]string{
		":8080":                       "http://localhost:8080",
		"127.0.0.1:18080":             "http://127.0.0.1:18080",
		"0.0.0.0:80":                  "http://localhost:80",
		"[::]:8080":                   "http://localhost:8080",
		"[::1]:8080":                  "http://[::1]:8080",
		"exemplo.org:443":             "http://exemplo.org:443",
		"https://viagemdedireito.org": "https://viagemdedireito.org",
		"http://localhost:8080/":      "http://localhost:8080/",
	} {
		got, err := BaseDoEndereco(endereco)
		if err != nil || got != quer {
			t.Errorf("BaseDoEndereco(%q) = %q, %v; quero %q", endereco, got, err, quer)
		}
	}
	for _, ruim := range []string{"", "8080", "localhost", "127.0.0.1:"} {
		if got, err := BaseDoEndereco(ruim); err == nil {
			t.Errorf("BaseDoEndereco(%q) = %q, sem erro", ruim, got)
		}
	}
}
