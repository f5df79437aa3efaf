package site

import _ "embed"

// ServiceWorker is the source of /sw.js (offline/sw.js): the generator
// writes it at the site's root with the build's list of files in place of
// the marker MarcadorManifesto.
//
//go:embed offline/sw.js
var ServiceWorker string

// MarcadorManifesto is the placeholder of ServiceWorker that the generator
// replaces with the manifest, a JSON object.
const MarcadorManifesto = "/* gerar: manifesto */ null"
