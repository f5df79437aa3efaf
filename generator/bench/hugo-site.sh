# The Hugo site of the benchmarks, sourced by bench-hugo.sh and bench-watch.sh: minimal layouts
# under $work/h, the norms of $work/c copied into its content, and hugoBuild, one whole Hugo build
# ($hugo). Provenance: the part of bench-hugo.sh that made it, moved here to be shared.
# Hugo: minimal layouts; the norms' front matter is YAML (a "titulo" there, as before issue 20, is shown).
mkdir -p "$work/h/layouts/_default" "$work/h/content"
cat > "$work/h/hugo.toml" <<'T'
baseURL = "http://localhost/"
languageCode = "pt-BR"
disableKinds = ["taxonomy", "term", "RSS"]
[markup.goldmark.renderer]
unsafe = false
T
cat > "$work/h/layouts/_default/baseof.html" <<'T'
<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>{{ .Params.titulo | default .Title }}</title></head><body><main>{{ block "main" . }}{{ end }}</main></body></html>
T
echo '{{ define "main" }}<h1>{{ .Params.titulo | default .Title }}</h1>{{ .TableOfContents }}{{ .Content }}{{ end }}' > "$work/h/layouts/_default/single.html"
echo '{{ define "main" }}<h1>{{ .Title }}</h1><ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Params.titulo | default .Title }}</a></li>{{ end }}</ul>{{ end }}' > "$work/h/layouts/_default/list.html"
cp "$work/h/layouts/_default/list.html" "$work/h/layouts/index.html"
hugoBuild() { "$hugo" --quiet -s "$work/h" -d "$work/h/public" >/dev/null 2>&1; }
# the norms only: the .md files with front matter at the root of content/.
for f in "$work"/c/*.md; do head -1 "$f" | grep -qx -- '---' && cp "$f" "$work/h/content/"; done
if ! hugoBuild; then
  # Hugo cannot read some front matter as is: give it the body under a YAML title only.
  for f in "$work"/h/content/*.md; do
    python3 - "$f" <<'PY'
import re, sys
s = open(sys.argv[1], encoding='utf-8').read()
title, body = 'norma', s
if s.startswith('---'):
    fm, body = s[3:].split('\n---', 1)
    body = body.split('\n', 1)[1] if '\n' in body else ''
    m = re.search(r'^titulo:\s*"?(.*?)"?\s*$', fm, re.M)
    if m:
        title = m.group(1)
open(sys.argv[1], 'w', encoding='utf-8').write('---\ntitle: "%s"\n---\n' % title.replace('"', "'") + body)
PY
  done
  hugoBuild || { echo "o Hugo não consegue montar o conteúdo"; exit 2; }
fi
