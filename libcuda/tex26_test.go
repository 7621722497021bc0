//go:build linux && amd64 && cgo

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// testdata/cudart/tex26 (its README.md): textures, surfaces and CUDA arrays
// as C++ programs use them through the runtime (every channel format, texture
// descriptions and their round trips, linear and pitch-2D memory, mipmaps,
// layered, cube and 3D arrays, gathers, surfaces and their faults, array
// copies, limits, sparse arrays, NV12, txq/suq), built by nvcc 13.0 and
// recorded on the H200.
const tex26Dir = cudartDir + "/tex26"

// TestCudartTex26 runs every case of tex26's cases.txt ("CASE PROGRAM
// [ARG ...]") on cudasim and compares its output and exit status with the
// H200's (golden/b130/CASE.h200.out).
func TestCudartTex26(t *testing.T) {
	runtimeDir := cudartBinaries(t) // the libcudart.so.13
	bin := unpackPrograms(t, tex26Dir, "bin.txz")
	text, err := os.ReadFile(filepath.Join(tex26Dir, "cases.txt"))
	if err != nil {
		t.Fatal(err)
	}
	var cases []programCase
	for _, line := range strings.Split(string(text), "\n") {
		f := strings.Fields(line)
		if len(f) < 2 || strings.HasPrefix(f[0], "#") {
			continue
		}
		exe := filepath.Join(bin, "b130", f[1])
		cases = append(cases, programCase{name: f[0], exe: exe, args: f[2:],
			golden: filepath.Join(tex26Dir, "golden", "b130", f[0]+".h200.out"),
			path:   []string{filepath.Join(runtimeDir, "b130"), filepath.Dir(exe)},
			skip:   tex26Open[f[0]], filter: tex26Filters[f[0]]})
	}
	runPrograms(t, library(t), cases)
}

// tex26Open are the cases whose output still differs from the H200's, each
// with why (testdata/cudart/tex26/README.md, "Open").
var tex26Open = map[string]string{
	"sparseinfo": "sparse arrays' tile extents and miptails and deferred-mapping arrays' memory requirements: recorded, not emulated (README, Open)",
}

// tex26Filters are the cases with sections cudasim does not emulate yet:
// their lines are left out of both outputs, with cudasim's word that it does
// not emulate them (README, "Open"); the rest of each program is compared.
var tex26Filters = map[string]func(want, got string) (string, string){
	// Sparse and deferred-mapping arrays that the H200 makes (cudasim answers the H200's
	// code where it refuses one, NOT_SUPPORTED where it makes one).
	"info": dropBoth("sparse ", "deferred ", "mip sparse ", "cudasim: cuArray3DCreate: CUDA_ERROR_NOT_SUPPORTED",
		"cudasim: cuMipmappedArrayCreate: CUDA_ERROR_NOT_SUPPORTED"),
	"mip": dropBoth("mip 2d flags 0x80 ", "cudasim: cuMipmappedArrayCreate: CUDA_ERROR_NOT_SUPPORTED",
		// anisotropic filtering's rounding (testdata/texture/known-gaps.txt has its kin)
		"mipsample linear/linear aniso8 grad ["),
}

// dropBoth leaves the lines that begin with any of prefixes out of both
// outputs.
func dropBoth(prefixes ...string) func(want, got string) (string, string) {
	return func(want, got string) (string, string) {
		return dropLines(want, prefixes), dropLines(got, prefixes)
	}
}
