//go:build linux && amd64 && cgo

package main

import "testing"

// testdata/cudart/apiexplore24 (its README.md): CUDA C++ programs on the
// runtime's host API with the edges test suites reach (odd pitches and copy
// kinds, pointer attributes of every kind of pointer, host registration,
// managed advice, stream and event states, occupancy, limits, launch
// errors, capture, symbols, pools), built by nvcc 13.0 and recorded on the
// H200 as the suite's are.
const apiexplore24Dir = cudartDir + "/apiexplore24"

// TestCudartAPIExplore24 runs apiexplore24's binaries on cudasim and
// compares them with the H200's output (runSuite).
func TestCudartAPIExplore24(t *testing.T) {
	runSuite(t, apiexplore24Dir, apiexplore24Filters, apiexplore24Open)
}

// apiexplore24Open are the programs whose output still differs from the
// H200's, each with why (testdata/cudart/apiexplore24/README.md).
var apiexplore24Open = map[string]string{}

// apiexplore24Filters are the programs whose output differs from the H200's
// by design, each with what it leaves out of both outputs.
var apiexplore24Filters = map[string]func(want, got string) (string, string){}
