package replay

import (
	"testing"

	"cudasim/internal/gentest"
)

// zcalls.go is what gen.go makes of internal/surface/surface.txt now.
func TestGeneratedFilesAreFresh(t *testing.T) {
	gentest.Fresh(t, []string{"../../internal/surface/surface.txt", "../../internal/surface/*.go"}, "zcalls.go")
}
