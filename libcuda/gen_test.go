//go:build linux && amd64

package main

import (
	"testing"

	"cudasim/internal/gentest"
)

// zsymbols.go, zsymbols.c, zstubs_amd64.S and zshims.go are what gen.go makes of
// internal/surface/surface.txt and the package's //export lines now.
func TestGeneratedFilesAreFresh(t *testing.T) {
	gentest.Fresh(t, []string{"../internal/surface/surface.txt", "*.go", "../internal/surface/*.go", "../internal/surface/shims/*.go"}, "zsymbols.go", "zsymbols.c", "zstubs_amd64.S", "zshims.go")
}
