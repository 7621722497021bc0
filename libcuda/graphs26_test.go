//go:build linux && amd64 && cgo

package main

import "testing"

// testdata/cudart/graphs26 (its README.md): CUDA graphs as a C++ application
// uses them, in breadth and at their edges (construction errors, updates,
// clones, capture modes and cross-stream capture, memory nodes, user
// objects, attributes, DOT output, instantiation flags, conditionals, array
// copies, device launch, lifetimes), built by nvcc 13.0 and recorded on the
// H200 as the suite's are.
const graphs26Dir = cudartDir + "/graphs26"

// TestCudartGraphs26 runs graphs26's binaries on cudasim and compares them
// with the H200's output (runSuite).
func TestCudartGraphs26(t *testing.T) {
	runSuite(t, graphs26Dir, graphs26Filters, graphs26Open)
}

// graphs26Open are the programs whose output still differs from the H200's,
// each with why (testdata/cudart/graphs26/README.md).
var graphs26Open = map[string]string{}

// graphs26Filters are the programs whose output differs from the H200's by
// design or by what is nondeterministic, each with what it leaves out of
// both outputs (testdata/cudart/graphs26/README.md).
var graphs26Filters = map[string]func(want, got string) (string, string){}
