// Runs the built service worker (/sw.js) under Node with an in-memory Cache
// Storage and a fetch that answers from the files of a build, for
// offline_test.go. Reads from stdin {"sw": source, "arquivos": {path: base64},
// "passos": [...]} and prints one JSON result per step (a body as its
// SHA-256 in hex and, decoded as UTF-8, its text).
//
// A step is one of
//   {"acao": "instalar"} | {"acao": "ativar"}
//   {"acao": "rede", "ligada": bool}                  network on or off
//   {"acao": "trocar", "arquivos": {...}}             the server now has another build
//   {"acao": "pedir", "url": "/x", "modo": "navigate"} a fetch event
//   {"acao": "caches"}                                the cache names and their keys
//   {"acao": "carregar", "sw": source}                a new worker (same caches)
import { createHash } from "node:crypto";
import vm from "node:vm";

const entrada = JSON.parse(await new Promise((ok) => {
	let s = "";
	process.stdin.setEncoding("utf8");
	process.stdin.on("data", (d) => (s += d));
	process.stdin.on("end", () => ok(s));
}));

const ORIGEM = "https://sitio.test";
let arquivos = entrada.arquivos;
let ligada = true;
let pedidosRede = [];

class Cache {
	constructor() {
		this.m = new Map();
	}
	chave(req, ignoreSearch) {
		const u = new URL(typeof req === "string" ? req : req.url, ORIGEM);
		return ignoreSearch ? u.origin + u.pathname : u.href;
	}
	async keys() {
		return [...this.m.keys()].map((k) => new Request(k));
	}
	async match(req, op) {
		const ig = op && op.ignoreSearch;
		for (const [k, v] of this.m) {
			if (this.chave(k, ig) === this.chave(req, ig)) {
				return v.clone();
			}
		}
		return undefined;
	}
	async put(req, resp) {
		this.m.set(this.chave(req, false), resp.clone());
	}
	async addAll(reqs) {
		const resps = await Promise.all(reqs.map((r) => rede(typeof r === "string" ? new Request(new URL(r, ORIGEM)) : r)));
		for (const r of resps) {
			if (!r.ok) {
				throw new TypeError("addAll: status " + r.status);
			}
		}
		reqs.forEach((r, i) => this.m.set(this.chave(r, false), resps[i]));
	}
}

const armazenamento = new Map();
const caches = {
	async open(n) {
		if (!armazenamento.has(n)) {
			armazenamento.set(n, new Cache());
		}
		return armazenamento.get(n);
	},
	async keys() {
		return [...armazenamento.keys()];
	},
	async delete(n) {
		return armazenamento.delete(n);
	},
	async match(req, op) {
		for (const c of armazenamento.values()) {
			const r = await c.match(req, op);
			if (r) {
				return r;
			}
		}
		return undefined;
	},
};

async function rede(req) {
	const u = new URL(typeof req === "string" ? req : req.url, ORIGEM);
	pedidosRede.push(u.pathname + u.search);
	if (!ligada) {
		throw new TypeError("Failed to fetch");
	}
	let nome = u.pathname.slice(1);
	if (nome === "" || nome.endsWith("/")) {
		nome += "index.html";
	}
	if (!(nome in arquivos)) {
		return new Response("não encontrado", { status: 404 });
	}
	const r = new Response(Buffer.from(arquivos[nome], "base64"), { status: 200 });
	Object.defineProperty(r, "type", { value: "basic" });
	return r;
}

const ouvintes = {};
const self = {
	location: new URL(ORIGEM + "/sw.js"),
	addEventListener(t, f) {
		ouvintes[t] = f;
	},
	clients: { claim: async () => {} },
};
// a worker resolves relative URLs against its own location.
class RequestSW extends Request {
	constructor(u, op) {
		super(typeof u === "string" ? new URL(u, ORIGEM) : u, op);
	}
}

function carregar(fonte) {
	const contexto = vm.createContext({ self, caches, fetch: rede, Request: RequestSW, Response, URL, setTimeout, Promise, console });
	vm.runInContext(fonte, contexto, { filename: "sw.js" });
}
carregar(entrada.sw);

async function evento(tipo, extra) {
	const esperas = [];
	let resposta;
	const ev = Object.assign({ waitUntil: (p) => esperas.push(p), respondWith: (p) => (resposta = p) }, extra);
	ouvintes[tipo](ev);
	await Promise.all(esperas);
	return resposta;
}

const saida = [];
for (const p of entrada.passos) {
	try {
		switch (p.acao) {
			case "instalar":
				await evento("install");
				saida.push({ ok: true });
				break;
			case "ativar":
				await evento("activate");
				saida.push({ ok: true });
				break;
			case "rede":
				ligada = p.ligada;
				saida.push({ ok: true });
				break;
			case "carregar":
				carregar(p.sw);
				saida.push({ ok: true });
				break;
			case "trocar":
				arquivos = p.arquivos;
				saida.push({ ok: true });
				break;
			case "caches": {
				const c = {};
				for (const [n, v] of armazenamento) {
					c[n] = [...v.m.keys()].map((k) => new URL(k).pathname).sort();
				}
				saida.push({ ok: true, caches: c });
				break;
			}
			case "pedir": {
				pedidosRede = [];
				// a plain object: Node's Request cannot have mode "navigate".
				const req = { url: new URL(p.url, ORIGEM).href, method: p.metodo || "GET", mode: p.modo || "cors" };
				const pr = await evento("fetch", { request: req });
				if (pr === undefined) {
					saida.push({ ok: true, tratado: false });
					break;
				}
				const r = await pr;
				const corpo = r.type === "error" ? Buffer.alloc(0) : Buffer.from(await r.arrayBuffer());
				saida.push({
					ok: true,
					tratado: true,
					status: r.status,
					tipo: r.type,
					sha: createHash("sha256").update(corpo).digest("hex"),
					corpo: corpo.toString("utf8"),
					rede: [...pedidosRede],
				});
				break;
			}
		}
	} catch (e) {
		saida.push({ ok: false, erro: String(e) });
	}
}
process.stdout.write(JSON.stringify(saida));
