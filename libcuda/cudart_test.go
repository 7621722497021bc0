//go:build linux && amd64 && cgo

package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// The CUDA C++ programs of testdata/cudart (see its README.md): nvcc-built
// binaries that link the CUDA runtime, statically and as libcudart.so, each
// with its output on a real H200 (driver 580) beside it as a golden file.

const (
	cudartDir     = "testdata/cudart"
	cudartTimeout = 5 * time.Minute // per program; Thrust's sorts are the slowest on cudasim
)

// TestCudart runs every binary of testdata/cudart/bin.tar.zst (bin/bNNN/NAME) that has a golden
// file golden/bNNN/NAME.h200.out on cudasim's libcuda.so.1, with one H200 as
// the real run had, and compares its output (stdout and stderr together) and
// exit status with the golden file, exactly (runPrograms). t_multidev also
// runs on two devices, where only its verdict is checked.
func TestCudart(t *testing.T) {
	cases := binaryCases(t, cudartBinaries(t), filepath.Join(cudartDir, "golden"), "")
	lib := library(t)
	runPrograms(t, lib, cases)
	for _, c := range cases {
		if !strings.HasPrefix(filepath.Base(c.exe), "t_multidev_") {
			continue
		}
		t.Run(c.name+"/2xh200", func(t *testing.T) {
			t.Parallel()
			got := runProgram(t, lib, c, "2xh200")
			if !strings.HasSuffix(got, "PASS\nexit 0\n") || !strings.Contains(got, "devices 2\n") {
				t.Errorf("%s on two devices did not pass:\n%s", c.name, got)
				t.Logf("again with CUDASIM_LOG=error:\n%s", tail(runProgram(t, lib, c, "2xh200", "CUDASIM_LOG=error"), 4000))
			}
		})
	}
}

// cudartEnviron is the test's environment less the variables that would
// change what a program prints or where it finds its libraries.
func cudartEnviron() []string {
	var env []string
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		if k == "LD_LIBRARY_PATH" || k == "LD_PRELOAD" || strings.HasPrefix(k, "CUDASIM_") || strings.HasPrefix(k, "CUDA_") {
			continue
		}
		env = append(env, kv)
	}
	// The drop-in keeps accepted PTX equivalents in the user's cache folder by default;
	// a test's programs see only what they register themselves.
	return append(env, "CUDASIM_PTX_CACHE=off")
}

// compareGolden reports the differences between a golden file's text and a
// program's output, line by line.
func compareGolden(t *testing.T, golden, want, got string) {
	t.Helper()
	if want != got {
		t.Errorf("output differs from %s (-H200 +cudasim):\n%s", golden, lineDiff(want, got))
	}
}

// lineDiff shows the lines that differ between a and b, marked - and +, with
// two lines of context, each with its line numbers in a and in b.
func lineDiff(a, b string) string {
	x, y := strings.Split(strings.TrimSuffix(a, "\n"), "\n"), strings.Split(strings.TrimSuffix(b, "\n"), "\n")
	// lcs[i][j]: the longest common subsequence of x[i:] and y[j:].
	lcs := make([][]int, len(x)+1)
	for i := range lcs {
		lcs[i] = make([]int, len(y)+1)
	}
	for i := len(x) - 1; i >= 0; i-- {
		for j := len(y) - 1; j >= 0; j-- {
			if x[i] == y[j] {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	type line struct {
		op     byte // ' ', '-', '+'
		na, nb int  // line numbers in a and b, 0 where the line is not there
		text   string
	}
	var lines []line
	i, j := 0, 0
	for i < len(x) || j < len(y) {
		switch {
		case i < len(x) && j < len(y) && x[i] == y[j]:
			lines = append(lines, line{' ', i + 1, j + 1, x[i]})
			i, j = i+1, j+1
		case i < len(x) && (j == len(y) || lcs[i+1][j] >= lcs[i][j+1]):
			lines = append(lines, line{'-', i + 1, 0, x[i]})
			i++
		default:
			lines = append(lines, line{'+', 0, j + 1, y[j]})
			j++
		}
	}
	var sb strings.Builder
	last := -1 // the last line written
	for k, l := range lines {
		near := false
		for d := max(0, k-2); d <= min(len(lines)-1, k+2); d++ {
			near = near || lines[d].op != ' '
		}
		if !near {
			continue
		}
		if last >= 0 && k > last+1 {
			sb.WriteString("  ...\n")
		}
		num := func(n int) string {
			if n == 0 {
				return ""
			}
			return strconv.Itoa(n)
		}
		fmt.Fprintf(&sb, "%4s %4s %c %s\n", num(l.na), num(l.nb), l.op, l.text)
		last = k
	}
	return sb.String()
}

// cudartBinaries unpacks testdata/cudart/bin.tar.zst, whose bin/bNNN/ also
// hold each toolkit's libcudart.so.N, the runtime the other cudart tests'
// programs load, and returns its bin folder.
func cudartBinaries(t *testing.T) string {
	t.Helper()
	return unpackPrograms(t, cudartDir, "bin.tar.zst")
}
