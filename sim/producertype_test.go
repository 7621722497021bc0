package sim

import "testing"

// TestProducerTypedReads runs probe fix20-a's kernels (testdata/conformance/random/producer-type)
// beside the H200's words: sub.ptx stores f16 results of eleven producers as bytes, cvt.ptx
// saturates registers of every load width into u8/s8/u16 (and tests f64 classes). Every word must
// be the H200's.
func TestProducerTypedReads(t *testing.T) {
	checkH200Cases(t, "../testdata/conformance/random/producer-type", "sub", "cvt", "pin")
}
