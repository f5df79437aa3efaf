module viagemdedireito

go 1.26.0

require (
	github.com/andybalholm/brotli v1.3.0
	github.com/blevesearch/snowballstem v0.9.0
	github.com/evanw/esbuild v0.28.2
	github.com/getkin/kin-openapi v0.153.0
	github.com/goccy/go-yaml v1.19.2
	github.com/klauspost/compress v1.20.4
	github.com/piglig/go-qr v1.1.0
	github.com/syumai/workers v0.32.0
	github.com/yuin/goldmark v1.8.7
	golang.org/x/text v0.14.0
	golang.org/x/tools v0.52.0
)

require (
	github.com/go-openapi/jsonpointer v0.22.5 // indirect
	github.com/go-openapi/swag/jsonname v0.25.5 // indirect
	github.com/santhosh-tekuri/jsonschema/v6 v6.0.3 // indirect
	go.yaml.in/yaml/v4 v4.0.0 // indirect
	golang.org/x/sys v0.49.0 // indirect
)
