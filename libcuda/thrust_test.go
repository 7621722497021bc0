//go:build linux && amd64 && cgo

package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// Thrust's own unit tests (testdata/cudart/thrust, its README.md):
// testing/*.cu of NVIDIA/thrust 1.17.2, the Thrust of Debian's CUDA 11.8
// toolkit, built by nvcc 11.8 with compute_90 PTX as Thrust's CMake build
// builds them. Each binary runs its unit tests (CUB's sorts, scans,
// reductions, selections, set operations, merges, Thrust's allocators,
// vectors, async algorithms) on the device and checks every result against
// the same computation on the host.
const thrustDir = cudartDir + "/thrust"

var thrustAll = flag.Bool("thrust.all", false, "TestThrustSuite: run every Thrust test binary, not only those of ci.txt")

// TestThrustSuite runs the binaries of testdata/cudart/thrust/bin.txz
// (bin/b118/NAME) on cudasim's libcuda.so.1 with CUDA 11.8's libcudart from
// the cudart tests' archive, those of ci.txt unless -thrust.all, each with
// the unit tests skip.txt names left out. A binary with a golden file
// golden/b118/NAME.h200.out or NAME.h100.out (its output on that GPU, the
// same arguments: testdata/reference/thrust34) is compared with it (runPrograms) but for the lines thrustFilter drops;
// one without passes when its own checks pass: exit 0 and no failure or
// error in its totals.
func TestThrustSuite(t *testing.T) {
	t.Parallel()
	if _, err := os.Stat(filepath.Join(thrustDir, "bin.txz")); errors.Is(err, fs.ErrNotExist) {
		t.Skip("no binaries: build.sh builds them")
	}
	runtimeDir := filepath.Join(cudartBinaries(t), "b118") // the libcudart.so.11.0
	bin := filepath.Join(unpackPrograms(t, thrustDir, "bin.txz"), "b118")
	skips := readThrustSkips(t, filepath.Join(thrustDir, "skip.txt"))
	var only map[string]bool
	if !*thrustAll {
		only = listedTests(t, filepath.Join(thrustDir, "ci.txt"))
	}
	var names []string // testing/NAME.cu's binaries, then testing/cuda's (cuda/NAME)
	for _, dir := range []string{"", "cuda"} {
		entries, err := os.ReadDir(filepath.Join(bin, dir))
		if err != nil && dir == "" {
			t.Fatal(err)
		}
		for _, e := range entries {
			if !e.IsDir() && filepath.Ext(e.Name()) == "" {
				names = append(names, filepath.Join(dir, e.Name()))
			}
		}
	}
	var withGolden, selfChecked []programCase
	for _, name := range names {
		if only != nil && !only[name] {
			continue
		}
		c := programCase{
			name:   name,
			exe:    filepath.Join(bin, name),
			golden: thrustGolden(name),
			path:   []string{runtimeDir},
			filter: thrustFilter,
			skip:   thrustOpen[name],
			limit:  thrustTimeout,
		}
		if left := skips[name]; len(left) > 0 {
			c.args = thrustArgs(t, c.exe, left)
		}
		if _, err := readGolden(c.golden); err == nil {
			withGolden = append(withGolden, c)
		} else {
			selfChecked = append(selfChecked, c)
		}
	}
	if len(withGolden)+len(selfChecked) == 0 {
		t.Fatalf("no tests in %s", bin)
	}
	lib := library(t)
	runPrograms(t, lib, withGolden)
	runSelfChecked(t, lib, selfChecked, thrustPassed)
}

// runSelfChecked runs each case, without a golden file, on cudasim's library lib as
// runPrograms does, and requires passed of its output (runProgram's: the exit line last).
func runSelfChecked(t *testing.T, lib string, cases []programCase, passed func(string) bool) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if c.skip != "" {
				t.Skip(c.skip)
			}
			t.Parallel()
			if got := runProgram(t, lib, c, "h200"); !passed(got) {
				t.Errorf("%s did not pass its own checks:\n%s", c.name, tail(got, 4000))
				t.Logf("again with CUDASIM_LOG=error:\n%s", tail(runProgram(t, lib, c, "h200", "CUDASIM_LOG=error"), 4000))
			}
		})
	}
}

// thrustGolden is the path of binary name's golden output (gpuGolden).
func thrustGolden(name string) string {
	return gpuGolden(filepath.Join(thrustDir, "golden", "b118", name))
}

// gpuGolden is the path of a golden output base.GPU.out: the H200's where
// there is one, else the H100's (the GPU window of sessions 35 and 36 may
// lend either).
func gpuGolden(base string) string {
	if _, err := os.Stat(base + ".h200.out"); err == nil {
		return base + ".h200.out"
	}
	return base + ".h100.out"
}

// thrustOpen are the binaries that do not yet run as on a GPU, each with why
// (docs/suite.md, "thrust34"); none now.
var thrustOpen = map[string]string{}

// thrustTimeout bounds one Thrust binary's run: async_sort's 16 unit tests
// took 126 to 377 s in all on two cores loaded by other builds and runs
// (docs/suite.md, "thrust34"), past cudartTimeout.
const thrustTimeout = 10 * time.Minute

// thrustPassed says whether the output of a Thrust test binary (runProgram's:
// its exit line last) is a pass by its own checks: exit 0, no failure, no
// error. Known failures count as the framework counts them, as passes (a
// test that says KNOWN_FAILURE first thing, whatever the device: device_delete,
// one of async_reduce's).
func thrustPassed(out string) bool {
	_, totals, ok := strings.Cut(out, "\nTotals: ")
	return ok && strings.HasSuffix(out, "\nexit 0\n") && strings.HasPrefix(totals, "0 failures, ") && strings.Contains(totals, " known failures, 0 errors, and ")
}

// thrustFilter leaves out of both outputs what depends on the run: the
// test framework's elapsed time ("Time:  0.0166667 minutes") and the
// device's name ("Testing Device 0: \"NVIDIA H200\""; the goldens' machine
// may be an H100).
func thrustFilter(want, got string) (string, string) {
	varying := []string{"Time:  ", "Testing Device "}
	return dropLines(want, varying), dropLines(got, varying)
}

// thrustArgs returns the unit tests of the binary exe (its --list, which
// runs on the host alone) but those of left, in the list's order: the
// arguments that run the others.
func thrustArgs(t *testing.T, exe string, left []string) []string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), cudartTimeout)
	defer cancel()
	out, err := exec.CommandContext(ctx, exe, "--list").Output()
	if err != nil {
		t.Fatalf("%s --list: %v", exe, err)
	}
	var args []string
	for _, name := range strings.Fields(string(out)) {
		if !slices.Contains(left, name) {
			args = append(args, name)
		}
	}
	return args
}

// readThrustSkips reads skip.txt: "BINARY UNITTEST" a line, each followed by
// a comment saying why it is left out (# starts a comment). It returns each
// binary's unit tests left out.
func readThrustSkips(t *testing.T, path string) map[string][]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	skips := map[string][]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line, _, _ := strings.Cut(sc.Text(), "#")
		fields := strings.Fields(line)
		switch len(fields) {
		case 0:
		case 2:
			skips[fields[0]] = append(skips[fields[0]], fields[1])
		default:
			t.Fatalf("%s: %q is not BINARY UNITTEST", path, sc.Text())
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return skips
}

// TestThrustPassed: the verdict read from a binary's totals (the lines
// Thrust's testframework.cu prints) and its exit line.
func TestThrustPassed(t *testing.T) {
	for _, c := range []struct {
		out  string
		want bool
	}{
		{"....\nTotals: 0 failures, 0 known failures, 0 errors, and 4 passes.\nTime:  0 minutes\nexit 0\n", true},
		{"K\nTotals: 0 failures, 1 known failures, 0 errors, and 0 passes.\nTime:  0 minutes\nexit 0\n", true},
		{"F.\nTotals: 1 failures, 0 known failures, 0 errors, and 1 passes.\nTime:  0 minutes\nexit 1\n", false},
		{"E.\nTotals: 0 failures, 0 known failures, 1 errors, and 1 passes.\nTime:  0 minutes\nexit 1\n", false},
		{"Running 16 unit tests.\n..\nexit 124\n", false},
		{"Totals: 0 failures, 0 known failures, 0 errors, and 4 passes.\nexit 139\n", false},
	} {
		if got := thrustPassed(c.out); got != c.want {
			t.Errorf("thrustPassed(%q) = %v, want %v", c.out, got, c.want)
		}
	}
}
