package sim

import (
	"path/filepath"
	"testing"

	"cudasim/conform"
)

// knownGaps lists the cases whose remaining differences, in the named buffers only, are known and
// explained. They are reported, not failed; a difference in any other buffer fails.
var knownGaps = map[string]struct {
	why  string
	bufs []string
}{
	// The two halves of each warp reach two different bar.sync 0 instructions (undefined for the
	// aligned bar.sync in the PTX ISA). The H200 lets the first half through without waiting for
	// the second (its store is not yet visible: 0); cudasim counts threads and waits for both.
	// Where both halves reach the same barrier (barsync_reduce*.case) the two agree.
	"barsync_halves.case": {"halves of a warp at different aligned bar.sync instructions: the H200 does not wait", []string{"out"}},
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
	// The engine's breadth (issue 11): packed compares and SIMD, NaN rules, clusters, header PTX.
	breadth, _ := filepath.Glob("../testdata/conformance/breadth/*.case")
	paths = append(paths, breadth...)
	// Tensor-core kernels from the H200 recording of testdata/reference/tensor (every fp8 form);
	// -short leaves them to TestTensorReference, which runs the same kernels.
	if !testing.Short() {
		tensor, _ := filepath.Glob("../testdata/conformance/tensor/*.case")
		paths = append(paths, tensor...)
	}
	// Cooperative launches with grid.sync() (testdata/conformance/coop.cu).
	coop, _ := filepath.Glob("../testdata/conformance/coop/*.case")
	paths = append(paths, coop...)
	for _, workers := range []int{1, 3} {
		passed := 0
		for _, p := range paths {
			name := filepath.Base(p)
			t.Run(name, func(t *testing.T) {
				if recorded, _ := filepath.Glob(p + ".*.bin"); len(recorded) == 0 {
					t.Skip("no golden outputs recorded on the H200 yet")
				}
				c, err := conform.Load(p)
				if err != nil {
					t.Fatal(err)
				}
				res := conform.Run(&simTarget{testMem: newTestMem(), workers: workers}, c)
				if res.Passed() {
					passed++
					return
				}
				if known, ok := knownGaps[name]; ok && res.Err == nil && onlyIn(res.Mismatches, known.bufs) {
					t.Skipf("known gap (%s): %s", known.why, res.String())
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
