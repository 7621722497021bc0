//go:build linux && amd64 && cgo

package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// testdata/cudart/interop26 (its README.md): CUDA projects put together as
// real ones are (several units with -rdc, nvcc -lib, nvcc -dlink by hand,
// shared libraries each with its own cudart, dlopen and dlclose, CUDA calls
// before and after main) and programs mixing the runtime with the driver
// API (contexts the driver made, the runtime's library API, launch
// attributes, entry points by version, host threads), each case of
// cases.txt recorded on the H200 (golden/CASE.h200.out).
const interop26Dir = cudartDir + "/interop26"

// TestCudartInterop26 runs every case of interop26's cases.txt on cudasim
// from the programs' folder, as the probe ran them, and compares the output
// and exit status with the H200's.
func TestCudartInterop26(t *testing.T) {
	runtimes := cudartBinaries(t) // b130/libcudart.so.13, b118/libcudart.so.11.0
	bin := unpackPrograms(t, interop26Dir, "bin.txz", "old118.txz")
	cases, err := interop26Cases(interop26Dir, bin, runtimes)
	if err != nil {
		t.Fatal(err)
	}
	for i, c := range cases {
		cases[i].filter = interop26Filters[c.name]
		cases[i].skip = interop26Open[c.name]
	}
	runPrograms(t, library(t), cases)
}

// interop26Open are the cases whose output still differs from the H200's,
// each with why (testdata/cudart/interop26/README.md).
var interop26Open = map[string]string{
	"lb_kinds":       "a library loaded from a cubin (SASS only): the H200 runs its kernels, cudasim cannot (it executes PTX) and answers CUDA_ERROR_NOT_SUPPORTED",
	"lb_kinds_eager": "as lb_kinds, with CUDA_MODULE_LOADING=EAGER",
	"lb_busy":        "the spinning kernel comes from a cubin library (SASS only), which cudasim cannot run; the H200 also crashed (SIGSEGV) at the end",
	"cx_primary": "the runtime after cuDevicePrimaryCtxRelease/Reset under it: the H200's runtime retains the primary context again and goes on (flags read back 0x9), cudasim answers cudaErrorDeviceUninitialized. " +
		"Probe interop29-c (h200/): the driver's own answers are now cudasim's (cxp.out), and the same program run through cudasim's recorder over the real driver " +
		"failed as cudasim does (h200/cx_primary.trace: cuCtxGetApiVersion 201, cuDevicePrimaryCtxRelease 201, again and again), so what the H200's runtime " +
		"uses to go on is outside what the recorder forwards (its export tables; probe29/README.md). The driver's error log (probe32cx, an H100: " +
		"h100-cxlog32/) shows the native runtime making no failing call after cuCtxGetApiVersion's 201, where the recorded one releases (201) each time",
}

// interop26Filters are the cases whose output differs from the H200's by
// design or by what is nondeterministic, each with what it leaves out.
var interop26Filters = map[string]func(want, got string) (string, string){
	// The H200 crashed (SIGSEGV, both runs) in cudaGetDriverEntryPointByVersion
	// with a NULL function pointer out (the driver's cuGetProcAddress writes
	// through it); cudasim answers CUDA_ERROR_INVALID_VALUE and goes on.
	"ep": untilNativeEnd(`cudaGetDriverEntryPointByVersion("cuInit", nullptr`),
	// The H200 crashed (SIGSEGV, both runs) where a graph was made of an unloaded
	// library's kernel (instantiating a captured one, adding a kernel node of it) and
	// where a thread used a context another thread had destroyed; cudasim answers an
	// error there and goes on.
	"gr_capture": untilNativeEnd("cudaGraphInstantiate(&ge2, g, 0)"),
	"gr_node":    untilNativeEnd("cudaGraphAddKernelNode(&node, g2"),
	"mt":         untilNativeEnd("thread 5 after thread 1's context destroyed"),
	// The H200 crashed (SIGSEGV, both runs) loading a truncated image; cudasim loads its
	// complete part.
	"lb_errors": untilNativeEnd("cudaLibraryLoadData(&lib, cut.data()"),
	// The H200 crashed (SIGSEGV, both runs) in cudaLibraryLoadData with one
	// library option and NULL option arrays; cudasim answers
	// CUDA_ERROR_INVALID_VALUE and goes on.
	"lo": untilNativeEnd("cudaLibraryLoadData(&lib, ptx.data(), nullptr, nullptr, 0, nullptr, nullptr, 1)"),
	// The H200 crashed (SIGSEGV) asking a destroyed stream's id; cudasim
	// answers cudaErrorInvalidResourceHandle.
	"cx_streams": untilNativeEnd("cudaStreamGetId(b, &id)"),
}

// interop26Cases reads dir/cases.txt: a case a line, "CASE PROGRAM
// [VAR=VALUE ...] [-- ARG ...]", the program run from bin (where its
// libraries and module files are) on the CUDA 13.0 runtime of runtimes
// (11.8's for the programs named *118*) and the H200's output in
// dir/golden/CASE.h200.out.
func interop26Cases(dir, bin, runtimes string) ([]programCase, error) {
	return readCases(filepath.Join(dir, "cases.txt"), nil, func(name, program string) programCase {
		runtime := filepath.Join(runtimes, "b130")
		if strings.Contains(program, "118") {
			runtime = filepath.Join(runtimes, "b118")
		}
		return programCase{name: name, exe: "./" + program, dir: bin, golden: filepath.Join(dir, "golden", name+".h200.out"),
			path: []string{runtime}}
	})
}

// TestCudartRDCSharedLibrary118 runs the same relocatable device code built
// by nvcc 11.8 into a shared library (libsr118.so, used by sr118_main) and
// into the executable (sr118_exe): the 11.8 runtime loads each fatbin
// through CUDART_INTERFACE[6], and the library's device code, whose linked
// cubin holds SASS alone, must be found in the library's file as the
// executable's is (the real driver runs the SASS: both print the same).
// Case sr118 is recorded on the H200 (probe interop26-c; sr118x did not find
// the 11.8 runtime there); before the fix the library's kernel was refused as
// SASS-only.
func TestCudartRDCSharedLibrary118(t *testing.T) {
	runtime := filepath.Join(cudartBinaries(t), "b118")
	bin := unpackPrograms(t, interop26Dir, "old118.txz")
	lib := library(t)
	run := func(exe string) string {
		return runProgram(t, lib, programCase{name: exe, exe: "./" + exe, dir: bin, path: []string{runtime}}, "h200")
	}
	shared, exe := run("sr118_main"), run("sr118_exe")
	if shared != exe {
		t.Errorf("the -rdc shared library's program printed\n%s\nwhere the executable built from the same units printed\n%s", shared, exe)
	}
	if strings.Contains(shared, "NOT_SUPPORTED") || !strings.Contains(shared, "PASS") {
		t.Errorf("sr118_main:\n%s", shared)
	}
}
