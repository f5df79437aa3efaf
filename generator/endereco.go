package generator

import (
	"fmt"
	"net"
	"strings"
)

// BaseDoEndereco is the base URL of a site served by "gerar serve -addr
// endereco": the one derivation of "make serve ADDR=…" (Makefile: BASE
// defaults to ADDR), so that the snippets, CSP lines, iframe addresses, QR
// codes and printed footers of a local build name the address it is served
// from. A listen address without a host, or with an unspecified one, is
// this machine's "localhost" (":8080" → "http://localhost:8080";
// "127.0.0.1:18080" → "http://127.0.0.1:18080"; "[::1]:80" →
// "http://[::1]:80"). An absolute URL ("https://…") is returned as it is:
// a deployment's -base.
func BaseDoEndereco(endereco string) (string, error) {
	if strings.Contains(endereco, "://") {
		return endereco, nil
	}
	host, porta, err := net.SplitHostPort(endereco)
	if err != nil || porta == "" {
		return "", fmt.Errorf("endereço %q: use host:porta (:8080, 127.0.0.1:18080) ou uma URL (https://…)", endereco)
	}
	if host == "" || host == "0.0.0.0" || host == "::" {
		host = "localhost"
	}
	return "http://" + net.JoinHostPort(host, porta), nil
}
