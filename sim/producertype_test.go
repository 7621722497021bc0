package sim

import (
	"testing"
)

// TestProducerTypedReads runs probes fix20-a's and fix20-b's kernels
// (testdata/conformance/random/producer-type) beside the H200's words: sub.ptx stores f16 results
// of eleven producers as bytes, cvt.ptx saturates registers of every load width into u8/s8/u16
// (and tests f64 classes), pin.ptx the stores, extractions and conversions producerTypedReads
// models (sections.txt) and the guards dropConstantGuards resolves (sections 109-120). Every word
// must be the H200's.
func TestProducerTypedReads(t *testing.T) {
	dir := "../testdata/conformance/random/producer-type"
	checkH200Cases(t, dir, "sub", "cvt", "pin")
}
