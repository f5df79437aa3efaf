module viagemdedireito

go 1.26.0

require (
	github.com/andybalholm/brotli v1.3.0 // indirect
	github.com/blevesearch/snowballstem v0.9.0 // indirect
	github.com/evanw/esbuild v0.28.2 // indirect
	github.com/yuin/goldmark v1.8.7 // indirect
	golang.org/x/tools v0.52.0 // indirect
)
