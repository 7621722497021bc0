//go:build linux && amd64 && cgo

package main

import (
	"os"
	"path/filepath"
	"testing"
)

// cutlassDir holds CUTLASS's kernels around our harness (its README.md):
// Hopper warp-specialized GEMMs (wgmma, TMA, mbarrier pipelines, clusters),
// Ampere tensor-op GEMMs and CuTe's tutorial kernels, built as PTX by nvcc
// 13.0 on the H200 host, with the H200's outputs (hashes of every output
// bit).
const cutlassDir = cudartDir + "/cutlass"

// cutlassLaunchTimeout bounds each kernel launch of the CUTLASS programs
// (each takes under 2 s of CPU on cudasim): a kernel that never ends, such
// as stream-K CTAs waiting for a flag that no CTA will set, ends with
// cudaErrorLaunchTimeout and the program's output differs, where
// runProgram's bound of cudartTimeout would take minutes.
const cutlassLaunchTimeout = "60s"

// TestCutlass runs cutlassDir's binaries on cudasim and compares them with
// the H200's output (runSuite).
func TestCutlass(t *testing.T) {
	t.Parallel()
	if _, err := os.Stat(filepath.Join(cutlassDir, "bin.txz")); err != nil {
		t.Skip("no recorded CUTLASS binaries (testdata/cudart/cutlass/README.md)")
	}
	runSuite(t, cutlassDir, nil, cutlassOpen, "CUDASIM_LAUNCH_TIMEOUT="+cutlassLaunchTimeout)
}

// cutlassOpen are the programs whose output still differs from the H200's,
// each with why.
var cutlassOpen = map[string]string{}
