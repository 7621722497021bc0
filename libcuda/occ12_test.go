//go:build linux && amd64

package main

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"cudasim/internal/gzfile"
)

// occ12Dir holds testdata/reference/occ12: probe_occ12.c, the PTX cases
// gen_occ12.py wrote and what the H200 printed (README.md).
const occ12Dir = "../testdata/reference/occ12"

// occ12Files lists the PTX files a recorded section read, in its order:
// each file's "NAME load ->" line.
func occ12Files(t *testing.T, golden, dir string) []string {
	b, err := gzfile.ReadFile(filepath.Join(occ12Dir, golden))
	if err != nil {
		t.Fatal(err)
	}
	var files []string
	for _, l := range strings.Split(string(b), "\n") {
		if name, _, ok := strings.Cut(l, ".ptx load -> "); ok {
			p, err := filepath.Abs(filepath.Join(occ12Dir, dir, name+".ptx"))
			if err != nil {
				t.Fatal(err)
			}
			files = append(files, p)
		}
	}
	if len(files) == 0 {
		t.Fatalf("%s names no file", golden)
	}
	return files
}

// TestModuleScopeShared replays probe_occ12's shared section: kernels using
// module-scope .shared variables (directly, through functions, dead,
// generically, with padding, beside dynamic shared memory, past 48 KiB):
// their attributes, the dynamic shared memory left to them, their launches
// at and past the limits and the shared addresses they stored, as the H200
// answered (cubin/shared.go, sim's placeModuleShared). NUM_REGS, cudasim's
// estimate for PTX (8 to 10 here where the H200 said 4 to 14), is left out
// of the comparison: cubin.TestRegisterEstimateConformance measures it.
// Window 2 (w2/shared2.txt) added dyn2.ptx: a module declaring dynamic
// arrays rounds every kernel's static size up to their alignment.
func TestModuleScopeShared(t *testing.T) {
	t.Parallel()
	noRegs := func(lines []string) []string {
		for i, l := range lines {
			lines[i] = numRegs.ReplaceAllString(l, "")
		}
		return lines
	}
	for _, golden := range []string{"w1/shared.txt", "w2/shared2.txt"} {
		files := occ12Files(t, golden, "shared")
		want, got := probeSection(t, occ12Dir, "probe_occ12.c", golden, func(string) bool { return false },
			append([]string{"shared"}, files...)...)
		compareLines(t, noRegs(want), noRegs(got))
	}
}

// numRegs is an attribute line's NUM_REGS field.
var numRegs = regexp.MustCompile(`\tregs \d+`)
