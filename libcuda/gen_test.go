//go:build linux && amd64

package main

import (
	"testing"

	"cudasim/internal/gentest"
)

// zsymbols.go, zsymbols.c and zstubs_amd64.S are what gen.go makes of
// procs.tsv and the package's //export lines now.
func TestGeneratedFilesAreFresh(t *testing.T) {
	gentest.Fresh(t, []string{"procs.tsv", "*.go", "../internal/tsv/*.go"}, "zsymbols.go", "zsymbols.c", "zstubs_amd64.S")
}
