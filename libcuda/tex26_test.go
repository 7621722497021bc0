//go:build linux && amd64 && cgo

package main

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
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
// H200's (golden/b130/CASE.h200.out) or, for a case only recorded there, an
// H100's with the same driver (golden/h100-s32/b130/CASE.out: t_pages).
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
		golden := filepath.Join(tex26Dir, "golden", "b130", f[0]+".h200.out")
		if _, err := readGolden(golden); errors.Is(err, fs.ErrNotExist) { // plain or .gz
			golden = filepath.Join(tex26Dir, "golden", "h100-s32", "b130", f[0]+".out")
		}
		cases = append(cases, programCase{name: f[0], exe: exe, args: f[2:],
			golden: golden,
			path:   []string{filepath.Join(runtimeDir, "b130"), filepath.Dir(exe)},
			skip:   tex26Open[f[0]], filter: tex26Filters[f[0]]})
	}
	runPrograms(t, library(t), cases)
}

// tex26Open are the cases whose output still differs from the H200's, each
// with why (testdata/cudart/tex26/README.md, "Open").
var tex26Open = map[string]string{
	"pages.tail":         "a page of a miptail mapped alone: the H100 took it, cudasim answers CUDA_ERROR_NOT_SUPPORTED (README, Open)",
	"pages.alias":        "a page under tiles of other texel sizes: the H100 took it, cudasim answers CUDA_ERROR_NOT_SUPPORTED (README, Open)",
	"pages.deferredpart": "part of a deferred array mapped: the H100 took it, cudasim answers CUDA_ERROR_NOT_SUPPORTED (README, Open)",
}

// tex26Filters are the cases with sections cudasim does not emulate yet:
// their lines are left out of both outputs, with cudasim's word that it does
// not emulate them (README, "Open"); the rest of each program is compared.
var tex26Filters = map[string]func(want, got string) (string, string){
	// anisotropic filtering's rounding (testdata/texture/known-gaps.txt has its kin)
	"mip": dropBoth("mipsample linear/linear aniso8 grad ["),
}

// dropMatching leaves the lines that re matches out of both outputs.
func dropMatching(re *regexp.Regexp) func(want, got string) (string, string) {
	drop := func(s string) string {
		var kept []string
		for _, line := range strings.SplitAfter(s, "\n") {
			if !re.MatchString(line) {
				kept = append(kept, line)
			}
		}
		return strings.Join(kept, "")
	}
	return func(want, got string) (string, string) { return drop(want), drop(got) }
}

// throughLine keeps both outputs up to the first line that begins with prefix, that line
// included.
func throughLine(prefix string) func(want, got string) (string, string) {
	cut := func(s string) string {
		if i := strings.Index(s, "\n"+prefix); i >= 0 {
			if j := strings.Index(s[i+1:], "\n"); j >= 0 {
				return s[:i+1+j+1]
			}
		}
		return s
	}
	return func(want, got string) (string, string) { return cut(want), cut(got) }
}

// dropBoth leaves the lines that begin with any of prefixes out of both
// outputs.
func dropBoth(prefixes ...string) func(want, got string) (string, string) {
	quoted := make([]string, len(prefixes))
	for i, p := range prefixes {
		quoted[i] = regexp.QuoteMeta(p)
	}
	return dropMatching(regexp.MustCompile("^(?:" + strings.Join(quoted, "|") + ")"))
}
