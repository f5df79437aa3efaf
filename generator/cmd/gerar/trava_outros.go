//go:build !unix

package main

// travar takes no lock where flock is missing: there, run one build at a
// time per output.
func travar(string) (func(), error) { return func() {}, nil }

// travarAvisando is travar.
func travarAvisando(string, func(string)) (func(), error) { return func() {}, nil }
