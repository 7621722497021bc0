package replay

import (
	"testing"

	"cudasim/internal/gentest"
)

// zcalls.go is what gen.go makes of internal/surface/calls.txt and
// surface.tsv now.
func TestGeneratedFilesAreFresh(t *testing.T) {
	gentest.Fresh(t, []string{"../../internal/surface/surface.tsv", "../../internal/surface/calls.txt", "../../internal/surface/*.go"}, "zcalls.go")
}
