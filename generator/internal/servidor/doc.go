// Package servidor serves the built site (the public/ directory written by
// "gerar build") over HTTP, together with the calculator API.
//
// New returns one http.Handler that:
//
//   - mounts the API handler at exactly /api/v1/calcular (every method goes
//     to it; it answers 405 and CORS preflights itself);
//   - serves the files of dir for GET and HEAD (other methods: 405), with a
//     Content-Type from a fixed table (the machine's mime database is not
//     consulted, so every machine serves the same types), "/x/" resolved to
//     "/x/index.html", and a directory requested without its slash
//     redirected (301) to the slash form;
//   - answers a missing file with dir/404.html and status 404;
//   - writes the query of /busca/?q=… back into the search page, for
//     visitors without JavaScript (busca.go);
//   - picks a precompressed sibling (x.br, then x.gz) written by "gerar build"
//     when the request's Accept-Encoding allows it, keeping the original's
//     Content-Type and adding Vary: Accept-Encoding;
//   - marks fingerprinted assets (/assets/name-HASH.ext) immutable for a
//     year, HTML "no-cache" (always revalidated) and anything else cacheable
//     for five minutes;
//   - adds security headers to every response, the API's included.
//
// Paths are refused before any file is touched: a segment "." or "..",
// (also when percent-encoded), a backslash, a NUL or other control byte, an
// empty segment ("//"), or a path not starting with "/" gives 400; a segment
// starting with "." (dotfiles) gives 404. Files are opened through os.Root,
// so a symbolic link that points outside dir is never followed out of it.
//
// # Content-Security-Policy
//
// The pages load nothing from another origin and carry no inline style and
// one inline script, allowed by its hash (the generator's tests enforce
// both), so the policy is strict:
//
//	default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-…';
//	style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self';
//	manifest-src 'self'; worker-src 'self' blob:; object-src 'none'; base-uri 'none';
//	form-action 'self'; frame-ancestors 'self'
//
// 'wasm-unsafe-eval' lets the calculator's WebAssembly module compile; it
// does not allow eval of JavaScript. The hash (ScriptInicio) is the
// calculator pages' first script, written into their <head> so that the
// module's download (about 11 s of a 3G line) starts with the page's first
// bytes; it starts the engine's worker from a Blob of a few words of code
// (worker-src blob:), so that the worker needs no file from the network
// before asking for the module. Only a script the page already runs can
// make a Blob.
//
// frame-ancestors: bus operators must show these texts at their online
// points of sale (Decreto nº 8.537/2015, art. 20) and the seats available
// per benefit (Resolução ANTT nº 6.033/2023, art. 150, § 4º), and do it by
// embedding the pages under /embed/ (PrefixoEmbed), which alone carry
// "frame-ancestors *"; every other page may be framed only by the site
// itself (an embed's links open the full site in a new tab, <base
// target="_blank">, which base-uri 'none' allows: it governs href only). No X-Frame-Options header is sent (it cannot express this
// policy). Politica gives the policy of a path; Cabecalhos writes the same
// rules for static hosts (the _headers file of "gerar build"), and
// LinhasCSPHospedeiro the two lines a host page adds to its own policy.
//
// The other headers: X-Content-Type-Options: nosniff; Referrer-Policy:
// same-origin (a visitor following a link to the official sources does not
// tell them which page they were reading); Permissions-Policy turning off
// camera, microphone, geolocation and payment; Cross-Origin-Opener-Policy:
// same-origin. HSTS is left to the TLS front end that serves production.
package servidor
