package driver_test

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"cudasim/conform"
	"cudasim/internal/gzfile"
)

// TestAlias20Textures runs the alias20 texture and surface kernels (tex, tld4, suld whose vector
// destination names a coordinate register: testdata/conformance/alias20/tex, recorded on the
// H200) through the driver, which has the CUDA arrays sim's tests lack; sim.TestAlias20 runs the
// others. Every output word must be the H200's (CUDASIM_ENGINE picks the engine path).
func TestAlias20Textures(t *testing.T) {
	paths, _ := filepath.Glob("../testdata/conformance/alias20/tex/*.case")
	if len(paths) == 0 {
		t.Fatal("no alias20 texture cases")
	}
	for _, p := range paths {
		t.Run(filepath.Base(p), func(t *testing.T) {
			c, err := conform.Load(p)
			if err != nil {
				t.Fatal(err)
			}
			res := conform.Run(newLibraryTarget(t), c)
			if recorded, _ := gzfile.Glob(p + ".*.bin"); len(recorded) > 0 {
				if !res.Passed() {
					t.Error(res.String())
				}
				return
			}
			// A renamed kernel (alias20r_) gave the H200 the same words as its aliased one.
			want, err := gzfile.ReadFile(strings.Replace(p, "alias20r_", "alias20_", 1) + ".out.bin")
			if res.Err != nil || err != nil {
				t.Fatal(res.Err, err)
			}
			if !bytes.Equal(res.Outputs["out"], want) {
				t.Error("out differs from the H200's words for the aliased kernel")
			}
		})
	}
}
