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

// The programs of testdata/cudart/devheap (see its README.md): the device heap, large kernel
// parameters, every failing thread's assert, device 2-D/3-D copies, built by nvcc 11.8 and
// 13.0, each case (program and argument) with its output on a real H200 beside it as a golden
// file golden/bNNN/NAME[.ARG].h200.out.
const devheapDir = cudartDir + "/devheap"

// devheapLines says which lines of a program's output cudasim reproduces, for the programs
// compared only in part (docs/device-runtime.md, "The device heap"): lines starting with one
// of these prefixes are compared, the others dropped from both sides. Where heap blocks of
// more than 224 bytes lie relative to the small ones, and so the offsets and spans printed of
// them, is the H200 allocator's own; lines starting "#addr" print raw addresses and
// cuMemGetInfo (which other processes on the GPU moved).
var devheapLines = map[string][]string{
	"h_heap": {
		"mode ", "cuInit", "heap limit", "cuCtxSetLimit", "kernel without heap",
		"three 64", "64 after freeing", "32 then", "16 then",
		"fill 8388608", "fill 4194304", "fill 2097152", "fill 1048577 (", "fill 1048576 (", "fill 65536 (",
		"final sync", "PASS", "FAIL", "exit ",
	},
}

// fillOffsets are the offsets h_heap prints after a fill's count.
var fillOffsets = regexp.MustCompile(`(?m), first@.*$`)

// devheapNotModelled are the cases (NAME.ARG) whose H200 output cudasim does not reproduce,
// and why (docs/device-runtime.md).
var devheapNotModelled = map[string]string{
	"h_assert.warps":  "the H200 printed the failing lanes of every warp of the block before the grid stopped; cudasim's grid stops at the first warp's assert",
	"h_assert.blocks": "the H200 printed the failing lanes of both blocks before the grid stopped; cudasim's grid stops at the first warp's assert",
	"h_assert.split":  "in a diverged warp the H200 ran the else side (lanes 16-31) first; cudasim runs the if side first",
}

// devheapDrop are lines dropped from both sides before comparing, and why: with an extra
// buffer shorter than the block, the H200's kernel read what an earlier launch had left in the
// rest of the parameter space, cudasim's zeros.
var devheapDrop = map[string][]string{
	"h_param": {"  extra 4092:", "  extra 4096:", "  extra 32760:"},
}

// TestCudartDevheap runs every case of testdata/cudart/devheap that has a golden file on
// cudasim's libcuda.so.1, with the toolkit's libcudart from the cudart tests' archive, and
// compares its output and exit status with the golden file (runPrograms): exactly, or for the
// programs of devheapLines the lines listed there.
func TestCudartDevheap(t *testing.T) {
	t.Parallel()
	runtimeDir := cudartBinaries(t)
	binDir := unpackPrograms(t, devheapDir, "bin.tar.zst")
	goldens, err := filepath.Glob(filepath.Join(devheapDir, "golden", "b*", "*.h200.out"))
	if err != nil || len(goldens) == 0 {
		t.Fatalf("no golden files in %s/golden: %v", devheapDir, err)
	}
	var cases []programCase
	for _, golden := range goldens {
		build := filepath.Base(filepath.Dir(golden))
		name, arg, _ := strings.Cut(strings.TrimSuffix(filepath.Base(golden), ".h200.out"), ".")
		exe, err := filepath.Abs(filepath.Join(binDir, build, name))
		if err != nil {
			t.Fatal(err)
		}
		c := programCase{name: build + "/" + name + "/" + arg, golden: golden, exe: exe, path: []string{filepath.Join(runtimeDir, build)}, filter: devheapFilter(name)}
		if arg != "" {
			c.args = []string{arg}
		}
		if _, err := os.Stat(exe); errors.Is(err, fs.ErrNotExist) {
			c.skip = "no binary " + exe
		}
		if why, ok := devheapNotModelled[name+"."+arg]; ok {
			c.skip = "not modelled: " + why
		}
		cases = append(cases, c)
	}
	runPrograms(t, library(t), cases)
}

// devheapFilter is what is compared of program name's output: the lines devheapLines lists,
// with a fill's count but not where its blocks went, less the lines of devheapDrop.
func devheapFilter(name string) func(want, got string) (string, string) {
	return func(w, g string) (string, string) {
		if keep, ok := devheapLines[name]; ok {
			w, g = fillOffsets.ReplaceAllString(keepLines(w, keep), ""), fillOffsets.ReplaceAllString(keepLines(g, keep), "")
		}
		if drop, ok := devheapDrop[name]; ok {
			w, g = dropLines(w, drop), dropLines(g, drop)
		}
		return w, g
	}
}

// keepLines keeps the lines of s that start with one of prefixes.
func keepLines(s string, prefixes []string) string {
	var b strings.Builder
	for _, line := range strings.SplitAfter(s, "\n") {
		for _, p := range prefixes {
			if strings.HasPrefix(line, p) {
				b.WriteString(line)
				break
			}
		}
	}
	return b.String()
}

// dropLines drops the lines of s that start with one of prefixes.
func dropLines(s string, prefixes []string) string {
	var b strings.Builder
	for _, line := range strings.SplitAfter(s, "\n") {
		keep := true
		for _, p := range prefixes {
			keep = keep && !strings.HasPrefix(line, p)
		}
		if keep {
			b.WriteString(line)
		}
	}
	return b.String()
}
