package sim

import (
	"bytes"
	"path/filepath"
	"testing"

	"cudasim/internal/gzfile"
)

// TestProducerTypedReads runs probes fix20-a's and fix20-b's kernels
// (testdata/conformance/random/producer-type) beside the H200's words: sub.ptx stores f16 results
// of eleven producers as bytes, cvt.ptx saturates registers of every load width into u8/s8/u16
// (and tests f64 classes), pin.ptx the stores, extractions and conversions producerTypedReads
// models (sections.txt). Every word must be the H200's but pin's sections 109-116.
func TestProducerTypedReads(t *testing.T) {
	dir := "../testdata/conformance/random/producer-type"
	checkH200Cases(t, dir, "sub", "cvt")
	// pin's sections 109-116 guard abs/neg.f32 with a predicate set by a setp of a register with
	// itself that pin writes six times: ptxas folded them (the canonical NaN), dropConstantGuards
	// folds only a predicate written once (docs/engine.md, "Session 20").
	want, err := gzfile.ReadFile(filepath.Join(dir, "pin.h200.out.bin"))
	if err != nil {
		t.Fatal(err)
	}
	got := runCaseOutputs(t, filepath.Join(dir, "pin.case"))["out"]
	n := 0
	for i := 0; i+4 <= len(want) && i+4 <= len(got); i += 4 {
		if w := i / 4 % 128; i < 65536 && w >= 109 && w <= 116 {
			continue
		}
		if !bytes.Equal(got[i:i+4], want[i:i+4]) {
			if n++; n <= 4 {
				t.Errorf("pin: word %d (section %d) = % x, H200 % x", i/4, i/4%128, got[i:i+4], want[i:i+4])
			}
		}
	}
	if n > 0 {
		t.Errorf("pin: %d words differ", n)
	}
}
