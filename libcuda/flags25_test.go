//go:build linux && amd64 && cgo

package main

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// testdata/cudart/flags25 (its README.md): small CUDA C++ programs built by
// nvcc 13.0 under the flags real projects build with (-G, -lineinfo,
// -Xptxas -O0, fast math, -rdc=true and CMake's separable compilation,
// -dlto, older and PTX-only architectures, sm_90a, a library loaded with
// dlopen...) and recorded on the H200: bin.txz holds bin/PROGRAM.SET,
// golden/PROGRAM.SET.h200.out what it printed there (stdout, then the exit
// line).
const flags25Dir = cudartDir + "/flags25"

// TestCudartFlags25 runs flags25's binaries on cudasim and compares them
// with the H200's output.
func TestCudartFlags25(t *testing.T) {
	bin := unpackPrograms(t, flags25Dir, "bin.txz")
	runtime := filepath.Join(cudartBinaries(t), "b130") // libcudart.so.13
	goldens, err := filepath.Glob(filepath.Join(flags25Dir, "golden", "*.h200.out"))
	if err != nil || len(goldens) == 0 {
		t.Fatalf("no golden files in %s/golden: %v", flags25Dir, err)
	}
	var cases []programCase
	for _, g := range goldens {
		name := strings.TrimSuffix(filepath.Base(g), ".h200.out")
		set := name[strings.IndexByte(name, '.')+1:]
		cases = append(cases, programCase{
			name:   name,
			golden: g,
			exe:    "./" + name, // f_so finds its library beside argv[0]
			dir:    bin,
			path:   []string{runtime},
			filter: flags25Filters[set],
			skip:   flags25Open[name],
		})
	}
	runPrograms(t, library(t), cases)
}

// flags25Open are the binaries whose output still differs from the H200's,
// each with why (testdata/cudart/flags25/README.md).
var flags25Open = map[string]string{
	// f_math.maxreg (float 23's hash) now matches: a sqrt.rn.f32 lies between the
	// products a*a, a*b that cicc recomputes under -maxrregcount=32 and their sub and
	// add, so ptxas fuses b*b into the sub and a*b into nothing (testdata/reference/fma26,
	// docs/ptx-notes.md §1).
}

// flags25Filters are the flag sets whose output differs from the H200's by
// design, each with what it compares.
var flags25Filters = map[string]func(want, got string) (string, string){
	// SASS for sm_90 and no PTX the device can run (-gencode
	// arch=compute_90,code=sm_90; -arch=native; -arch=all-major, whose
	// only PTX is compute_120's): the H200 runs the SASS, cudasim cannot.
	"sass":     sassOnlyFromLaunch,
	"native":   sassOnlyFromLaunch,
	"allmajor": sassOnlyFromLaunch,
	"amrdc":    sassOnlyFromLaunch, // -arch=all-major -rdc=true: its units' PTX is compute_120's
	// -arch=sm_100 -rdc=true: no code the device runs, so cudaMemcpyFromSymbol fails and f_rdc
	// prints its int c uninitialized (the H200 printed 0; cudasim prints what its stack held,
	// which varies with the load).
	"sm100": func(want, got string) (string, string) {
		return uninitializedCounter.ReplaceAllString(want, "counter ?"), uninitializedCounter.ReplaceAllString(got, "counter ?")
	},
}

// uninitializedCounter is f_rdc's "counter N" where N is an uninitialized variable.
var uninitializedCounter = regexp.MustCompile(`counter -?[0-9]+`)

// sassOnlyFromLaunch compares a program whose device code is SASS alone up
// to its first launch, where cudasim must refuse the kernel with
// CUDA_ERROR_NOT_SUPPORTED saying it has only SASS (else the whole output
// is compared, and differs): what the H200 printed before that is compared.
func sassOnlyFromLaunch(want, got string) (string, string) {
	g, refusal, ok := strings.Cut(got, "cudasim: cuLaunchKernel: CUDA_ERROR_NOT_SUPPORTED")
	if !ok || !strings.Contains(refusal, " SASS") || !strings.Contains(refusal, "cudasim executes PTX") {
		return want, got
	}
	lines := strings.SplitAfter(want, "\n")
	return strings.Join(lines[:min(strings.Count(g, "\n"), len(lines))], ""), g
}
