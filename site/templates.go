package site

import "embed"

// Templates holds the page templates (templates/*.html), html/template
// sources executed by the generator.
//
//go:embed templates/*.html
var Templates embed.FS
