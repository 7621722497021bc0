//go:build linux && amd64 && cgo

package main

import (
	"bufio"
	"errors"
	"flag"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The libcu++ lit tests of testdata/cudart/libcudacxx (see its README.md):
// CCCL's own tests of libcu++ (cuda::atomic, barrier, pipeline,
// memcpy_async, latch, semaphore, annotated_ptr, the cuda::ptx wrappers,
// cuda::std on the device), built by nvcc 13.0 as lit builds them, each
// with its output on a real H200 beside it as a golden file.
const libcudacxxDir = cudartDir + "/libcudacxx"

var ccclAll = flag.Bool("cccl.all", false, "TestCCCLSuite: run every libcu++ lit test, not only those of ci.txt")

// TestCCCLSuite runs the libcu++ lit tests of testdata/cudart/libcudacxx
// (bin/b130/TEST, in bin.txz) that have a golden file
// golden/b130/TEST.h200.out on cudasim's libcuda.so.1, with CUDA 13.0's
// libcudart from the cudart tests' archive, each in its own folder as lit
// runs it, and compares its output and exit status with the golden file
// exactly (runPrograms). It runs the tests listed in ci.txt, a sample that
// fits the CI's time; -cccl.all runs them all.
func TestCCCLSuite(t *testing.T) {
	t.Parallel()
	if _, err := os.Stat(filepath.Join(libcudacxxDir, "bin.txz")); errors.Is(err, fs.ErrNotExist) {
		t.Skip("no binaries yet: gpu.sh records them on the GPU machine")
	}
	runtimeDir := filepath.Join(cudartBinaries(t), "b130") // the libcudart.so.13
	// bin.txz holds the binaries of session 12's windows, bin2.txz and
	// bin3.txz (where present) those of sessions 13 and 14: one archive a
	// session keeps each small.
	var bins []string
	for _, archive := range []string{"bin.txz", "bin2.txz", "bin3.txz"} {
		if _, err := os.Stat(filepath.Join(libcudacxxDir, archive)); err != nil {
			continue
		}
		bin := filepath.Join(unpackPrograms(t, libcudacxxDir, archive), "b130")
		if !slices.Contains(bins, bin) { // a bin folder beside the archives serves both
			bins = append(bins, bin)
		}
	}
	var only map[string]bool
	if !*ccclAll {
		only = listedTests(t, filepath.Join(libcudacxxDir, "ci.txt"))
	}
	var cases []programCase
	for _, bin := range bins {
		cases = append(cases, ccclCases(t, bin, runtimeDir, only)...)
	}
	if len(cases) == 0 {
		t.Fatalf("no tests in %v", bins)
	}
	for _, c := range cases {
		delete(only, c.name)
	}
	if len(only) > 0 {
		t.Logf("%d tests of ci.txt have no binary in bin.txz, bin2.txz or bin3.txz: %v", len(only), slices.Sorted(maps.Keys(only)))
	}
	runPrograms(t, library(t), cases)
}

// ccclCases returns the tests of the binaries under bin, run with the
// runtime library in runtimeDir (those in only,
// unless only is nil).
func ccclCases(t *testing.T, bin, runtimeDir string, only map[string]bool) []programCase {
	t.Helper()
	var cases []programCase
	err := filepath.WalkDir(bin, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || filepath.Ext(path) != ".pass" && filepath.Ext(path) != ".runfail" {
			return err
		}
		test, err := filepath.Rel(bin, path)
		if err != nil || only != nil && !only[test] {
			return err
		}
		cases = append(cases, programCase{
			name:   test,
			exe:    "./" + filepath.Base(path), // found in dir, which may be relative
			dir:    filepath.Dir(path),
			golden: filepath.Join(libcudacxxDir, "golden", "b130", test+".h200.out"),
			path:   []string{runtimeDir},
			skip:   ccclOpen[test],
			filter: ccclFilters[test],
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return cases
}

// listedTests reads a list of tests, one a line ("TEST.pass.cpp"), as the
// names of their binaries ("TEST.pass").
func listedTests(t *testing.T, path string) map[string]bool {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	tests := map[string]bool{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if line := strings.TrimSpace(sc.Text()); line != "" && !strings.HasPrefix(line, "#") {
			tests[strings.TrimSuffix(line, ".cpp")] = true
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return tests
}

// ccclOpen are the tests whose output still differs from the H200's, each
// with why (docs/suite.md, "CCCL's own tests").
var ccclOpen = map[string]string{}

// ccclFilters are the tests whose output differs from run to run, each with
// what it leaves out of both outputs.
var ccclFilters = map[string]func(want, got string) (string, string){
	// It prints how long its loops took ("array(ms):4.186592, arrotated_ptr(ms):3.988192").
	"cuda/annotated_ptr/annotated_ptr_bench.pass": func(want, got string) (string, string) {
		timings := []string{"array(ms):"}
		return dropLines(want, timings), dropLines(got, timings)
	},
}
