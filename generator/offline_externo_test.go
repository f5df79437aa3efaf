//go:build externo

package generator

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"viagemdedireito/generator/internal/servidor"
)

// The service worker run under Node (make test-js): the tests in this file
// need the node command, so they carry the build constraint externo.

type passoSW struct {
	Acao     string            `json:"acao"`
	URL      string            `json:"url,omitempty"`
	Modo     string            `json:"modo,omitempty"`
	Ligada   bool              `json:"ligada,omitempty"`
	Arquivos map[string]string `json:"arquivos,omitempty"`
	SW       string            `json:"sw,omitempty"`
}

type resultadoSW struct {
	OK      bool                `json:"ok"`
	Erro    string              `json:"erro"`
	Tratado bool                `json:"tratado"`
	Status  int                 `json:"status"`
	Tipo    string              `json:"tipo"`
	Corpo   string              `json:"corpo"`
	SHA     string              `json:"sha"`
	Rede    []string            `json:"rede"`
	Caches  map[string][]string `json:"caches"`
}

// rodarSW runs the built sw.js of arquivos under Node (testdata/sw.mjs).
func rodarSW(t *testing.T, arquivos map[string][]byte, passos []passoSW) []resultadoSW {
	t.Helper()
	node, err := exec.LookPath("node")
	if err != nil {
		t.Fatal("node não encontrado no PATH: este teste roda o service worker no Node.js (≥ 18); instale-o (make deps; Debian: apt-get install nodejs)")
	}
	texto := base64s(arquivos)
	entrada, err := json.Marshal(map[string]any{"sw": string(arquivos["sw.js"]), "arquivos": texto, "passos": passos})
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(node, filepath.Join("testdata", "sw.mjs"))
	cmd.Stdin = bytes.NewReader(entrada)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("node testdata/sw.mjs: %v\n%s", err, stderr.Bytes())
	}
	var rs []resultadoSW
	if err := json.Unmarshal(out, &rs); err != nil {
		t.Fatalf("saída ilegível: %v\n%s", err, out)
	}
	if len(rs) != len(passos) {
		t.Fatalf("%d resultados para %d passos", len(rs), len(passos))
	}
	for i, r := range rs {
		if !r.OK {
			t.Fatalf("passo %d (%+v): %s", i, passos[i], r.Erro)
		}
	}
	return rs
}

// TestServicoOfflineNoNode: after the install of the first visit, the
// shell (the home page, the calculators, the 404 page, the icon) and every
// asset but the engine's are answered with the network off, and so is a
// page visited while online; pages come
// from the network while it is on (a new build's page at once), with the
// query string ignored for the cache; an unknown page offline gets the
// cached 404; a new build installs into new caches, and its activation
// deletes the old ones; requests to other origins and the API are left
// alone.
func TestServicoOfflineNoNode(t *testing.T) {
	res, err := Build(Config{Conteudo: os.DirFS("../content"), Recursos: recursosDeTeste(t)})
	if err != nil {
		t.Fatal(err)
	}
	a := res.Arquivos
	m := manifestoDe(t, a["sw.js"])
	var passos []passoSW
	// the install keeps the shell and every asset but the engine's; a page
	// visited online (/busca/) is kept as it passes
	passos = append(passos, passoSW{Acao: "instalar"}, passoSW{Acao: "ativar"}, passoSW{Acao: "pedir", URL: "/busca/", Modo: "navigate"}, passoSW{Acao: "rede", Ligada: false})
	inicio := len(passos)
	var semMotor []string
	for _, a := range m.Ativos {
		if !slices.Contains(m.Motor, a) {
			semMotor = append(semMotor, a)
		}
	}
	urls := append(slices.Clone(m.Casca), semMotor...)
	for _, u := range urls {
		passos = append(passos, passoSW{Acao: "pedir", URL: u, Modo: "navigate"})
	}
	fim := len(passos)
	passos = append(passos,
		passoSW{Acao: "pedir", URL: "/busca/?q=idoso", Modo: "navigate"},
		passoSW{Acao: "pedir", URL: "/nao-existe/", Modo: "navigate"},
		passoSW{Acao: "pedir", URL: "https://outro.example/x.js"},
		passoSW{Acao: "pedir", URL: servidor.APIPath},
		passoSW{Acao: "rede", Ligada: true},
	)
	// a new build on the server: its home page is served fresh while the
	// old worker is in charge, then the new worker installs and takes over.
	novo := maps(a)
	novo["index.html"] = bytes.Replace(novo["index.html"], []byte("</main>"), []byte("<p>nova versão</p></main>"), 1)
	novo["assets/site-NOVO0001.js"] = []byte("/* novo */")
	sw2, err := servicoOffline(novo, listasOffline{Paginas: m.Paginas, Casca: m.Casca, Motor: m.Motor})
	if err != nil {
		t.Fatal(err)
	}
	novo["sw.js"] = sw2
	m2 := manifestoDe(t, sw2)
	passos = append(passos,
		passoSW{Acao: "trocar", Arquivos: base64s(novo)},
		passoSW{Acao: "pedir", URL: "/", Modo: "navigate"},
		passoSW{Acao: "caches"},
		passoSW{Acao: "carregar", SW: string(sw2)},
		passoSW{Acao: "instalar"},
		passoSW{Acao: "caches"},
		passoSW{Acao: "ativar"},
		passoSW{Acao: "caches"},
		passoSW{Acao: "rede", Ligada: false},
		passoSW{Acao: "pedir", URL: "/", Modo: "navigate"},
		passoSW{Acao: "pedir", URL: "/assets/site-NOVO0001.js"},
		passoSW{Acao: "pedir", URL: m.Ativos[0]},
	)
	rs := rodarSW(t, a, passos)
	for i := inicio; i < fim; i++ {
		r, u := rs[i], passos[i].URL
		arquivo := arquivoDaPagina(u)
		if !r.Tratado || r.Status != 200 || r.SHA != sha(a[arquivo]) {
			t.Errorf("sem rede, %s: tratado %v, status %d, corpo de %d bytes (quer os %d de %s)", u, r.Tratado, r.Status, len(r.Corpo), len(a[arquivo]), arquivo)
		}
	}
	if r := rs[fim]; r.Status != 200 || r.Corpo != string(a["busca/index.html"]) {
		t.Errorf("sem rede, /busca/?q=idoso: status %d (quer a página /busca/ guardada)", r.Status)
	}
	if r := rs[fim+1]; r.Status != 200 || r.Corpo != string(a["404.html"]) {
		t.Errorf("sem rede, página desconhecida: status %d (quer o 404.html guardado)", r.Status)
	}
	if rs[fim+2].Tratado || rs[fim+3].Tratado {
		t.Errorf("o service worker tratou um pedido a outra origem (%v) ou à API (%v)", rs[fim+2].Tratado, rs[fim+3].Tratado)
	}
	if r := rs[fim+6]; !strings.Contains(r.Corpo, "nova versão") || !slices.Equal(r.Rede, []string{"/"}) {
		t.Errorf("com rede, a página inicial de um build novo pelo service worker antigo: rede %v, nova %v (quer a da rede)", r.Rede, strings.Contains(r.Corpo, "nova versão"))
	}
	velhos := []string{"vdd-ativos-" + m.VersaoAtivos, "vdd-paginas-" + m.VersaoPaginas}
	novos := []string{"vdd-ativos-" + m2.VersaoAtivos, "vdd-paginas-" + m2.VersaoPaginas}
	if c := rs[fim+7].Caches; !slices.Equal(keys(c), sorted(velhos)) || len(c[velhos[0]]) != len(semMotor) || len(c[velhos[1]]) != len(m.Casca)+1 {
		t.Errorf("caches depois da primeira instalação: %v", keys(c))
	}
	if m2.VersaoAtivos == m.VersaoAtivos || m2.VersaoPaginas == m.VersaoPaginas {
		t.Errorf("o build novo não mudou as versões: %s/%s", m2.VersaoAtivos, m2.VersaoPaginas)
	}
	if c := rs[fim+10].Caches; !slices.Equal(keys(c), sorted(append(slices.Clone(velhos), novos...))) {
		t.Errorf("caches enquanto o novo service worker espera: %v (quer os velhos, ainda em uso, e os novos)", keys(c))
	}
	if c := rs[fim+12].Caches; !slices.Equal(keys(c), sorted(novos)) || len(c[novos[0]]) != len(m2.Ativos)-len(m2.Motor) {
		t.Errorf("caches depois de ativar o novo service worker: %v (quer só os dois da versão nova, completos)", keys(c))
	}
	if r := rs[fim+14]; !strings.Contains(r.Corpo, "nova versão") {
		t.Error("sem rede, depois da atualização, a página inicial não é a nova")
	}
	if r := rs[fim+15]; r.Corpo != "/* novo */" {
		t.Errorf("sem rede, o script novo: %q", r.Corpo)
	}
	if r := rs[fim+16]; r.Status != 200 || len(r.Rede) != 0 {
		t.Errorf("sem rede, um ativo que ficou: status %d, rede %v", r.Status, r.Rede)
	}
}

func sorted(s []string) []string {
	s = slices.Clone(s)
	sort.Strings(s)
	return s
}

func base64s(m map[string][]byte) map[string]string {
	out := make(map[string]string, len(m))
	for k, v := range m {
		out[k] = base64.StdEncoding.EncodeToString(v)
	}
	return out
}

func sha(b []byte) string {
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:])
}

func keys(m map[string][]string) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
