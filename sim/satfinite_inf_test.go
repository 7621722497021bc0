package sim

import (
	"bytes"
	"path/filepath"
	"testing"

	"cudasim/internal/gzfile"
)

// TestSatFiniteInfinity runs the three version-5 random programs the H200 ran (probe rand5-a,
// testdata/conformance/random/satfinite-inf/README.md) whose only differences were
// cvt{.relu}.satfinite.bf16x2.f32 of an infinity: the H200 gives the largest finite bf16
// (0x7f7f, 0xff7f), not an infinity. Every output word must be the H200's.
func TestSatFiniteInfinity(t *testing.T) {
	checkH200Cases(t, "../testdata/conformance/random/satfinite-inf", "x096", "x138", "x240")
}

// checkH200Cases runs dir/NAME.case for each name and compares its buffer "out" with the H200's,
// dir/NAME.h200.out.bin (or .gz): every word must match.
func checkH200Cases(t *testing.T, dir string, names ...string) {
	t.Helper()
	for _, name := range names {
		want, err := gzfile.ReadFile(filepath.Join(dir, name+".h200.out.bin"))
		if err != nil {
			t.Fatal(err)
		}
		got := runCaseOutputs(t, filepath.Join(dir, name+".case"))["out"]
		if bytes.Equal(got, want) {
			continue
		}
		n := 0
		for i := 0; i+4 <= len(want) && i+4 <= len(got); i += 4 {
			if !bytes.Equal(got[i:i+4], want[i:i+4]) {
				if n++; n <= 4 {
					t.Errorf("%s: word %d = % x, H200 % x", name, i/4, got[i:i+4], want[i:i+4])
				}
			}
		}
		t.Errorf("%s: %d words differ (of %d bytes, cudasim %d)", name, n, len(want), len(got))
	}
}
