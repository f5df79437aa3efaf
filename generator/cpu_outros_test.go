//go:build !unix

package generator

// tempoCPU is not measured outside unix (no getrusage).
func tempoCPU() int64 { return 0 }
