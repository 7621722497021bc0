//go:build linux && amd64 && cgo

package main

import "testing"

// The suite's second part, testdata/cudart/suite2 (its README.md): programs
// on what the first part does not reach (programmatic dependent launch,
// graph exec setters and the generic node API, 3-D copies between every
// kind of endpoint, stream attributes, cluster groups, sm_90 PTX, the
// tensor memory accelerator, driver entry points), built and recorded on
// the H200 as the first part's are.
const suite2Dir = cudartDir + "/suite2"

// TestCudartSuite2 runs suite2's binaries on cudasim and compares them with
// the H200's output (runSuite).
func TestCudartSuite2(t *testing.T) {
	t.Parallel()
	runSuite(t, suite2Dir, suite2Filters, suite2Open)
}

// suite2Open are the programs whose output still differs from the H200's,
// each with why (testdata/cudart/suite2/README.md).
var suite2Open = map[string]string{}

// suite2Filters are the programs whose output differs from the H200's by
// design, each with what it leaves out of both outputs.
var suite2Filters = map[string]func(want, got string) (string, string){}
