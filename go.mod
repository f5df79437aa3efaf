module viagemdedireito

go 1.26.0

require (
	github.com/andybalholm/brotli v1.3.0
	github.com/blevesearch/snowballstem v0.9.0
	github.com/evanw/esbuild v0.28.2
	github.com/goccy/go-yaml v1.19.2
	github.com/syumai/workers v0.32.0
	github.com/yuin/goldmark v1.8.7
	golang.org/x/tools v0.52.0
)

require golang.org/x/sys v0.49.0 // indirect
