//go:build linux && amd64 && cgo

package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/klauspost/compress/zstd"
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
// exit status with the golden file, exactly. t_multidev also runs on two
// devices, where only its verdict is checked.
func TestCudart(t *testing.T) {
	binDir := cudartBinaries(t)
	bins, err := filepath.Glob(filepath.Join(binDir, "b*", "t_*"))
	if err != nil || len(bins) == 0 {
		t.Fatalf("no binaries in %s/b*/: %v", binDir, err)
	}
	lib := library(t)
	for _, exe := range bins {
		build, name := filepath.Base(filepath.Dir(exe)), filepath.Base(exe)
		t.Run(build+"/"+name, func(t *testing.T) {
			t.Parallel()
			golden := filepath.Join(cudartDir, "golden", build, name+".h200.out")
			want, err := os.ReadFile(golden)
			if errors.Is(err, fs.ErrNotExist) {
				t.Skipf("no golden file %s (record it on a GPU with gpu.sh)", golden)
			}
			if err != nil {
				t.Fatal(err)
			}
			got := runCudart(t, lib, exe, "h200")
			compareGolden(t, golden, string(want), got)
			if t.Failed() {
				logCudasimErrors(t, lib, exe, "h200")
			}
		})
		if strings.HasPrefix(name, "t_multidev_") {
			t.Run(build+"/"+name+"/2xh200", func(t *testing.T) {
				t.Parallel()
				got := runCudart(t, lib, exe, "2xh200")
				if !strings.HasSuffix(got, "PASS\nexit 0\n") || !strings.Contains(got, "devices 2\n") {
					t.Errorf("%s on two devices did not pass:\n%s", name, got)
					logCudasimErrors(t, lib, exe, "2xh200")
				}
			})
		}
	}
}

// runCudart runs exe on cudasim's libcuda.so.1 (in lib) with the devices of
// CUDASIM_DEVICES=devices and returns what gpu.sh records on a GPU: stdout
// and stderr as they interleave, then a line "exit N" (128+signal for a
// program killed by a signal, as bash reports it).
func runCudart(t *testing.T, lib, exe, devices string, env ...string) string {
	t.Helper()
	return runCudartArgs(t, lib, exe, devices, nil, env...)
}

// runCudartArgs is runCudart with command-line arguments for the program.
func runCudartArgs(t *testing.T, lib, exe, devices string, args []string, env ...string) string {
	t.Helper()
	abs, err := filepath.Abs(exe)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), cudartTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, abs, args...)
	cmd.Env = append(cudartEnviron(), "LD_LIBRARY_PATH="+lib+":"+filepath.Dir(abs), "CUDASIM_DEVICES="+devices)
	cmd.Env = append(cmd.Env, env...)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out // one pipe: ordered as with 2>&1
	err = cmd.Run()
	if ctx.Err() != nil {
		t.Fatalf("%s did not finish in %v; output so far:\n%s", exe, cudartTimeout, out.String())
	}
	code := 0
	var ee *exec.ExitError
	switch {
	case errors.As(err, &ee):
		code = ee.ExitCode()
		if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
			code = 128 + int(ws.Signal())
		}
	case err != nil:
		t.Fatalf("%s: %v", exe, err)
	}
	return fmt.Sprintf("%sexit %d\n", out.String(), code)
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
	return env
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

// logCudasimErrors runs exe again as it ran (env: the same extra
// variables, such as the runtime library's path) with CUDASIM_LOG=error,
// which explains on stderr why each failing driver call failed, and logs
// the end of that.
func logCudasimErrors(t *testing.T, lib, exe, devices string, env ...string) {
	t.Helper()
	out := runCudart(t, lib, exe, devices, append(env, "CUDASIM_LOG=error")...)
	const max = 4000
	if len(out) > max {
		out = "...\n" + out[len(out)-max:]
	}
	t.Logf("again with CUDASIM_LOG=error:\n%s", out)
}

// cudartBinaries unpacks testdata/cudart/bin.tar.zst (the binaries, kept packed
// so that the repository stays small) into a temporary folder and returns its
// bin folder. A bin folder beside bin.tar.zst (build.sh's output, not
// committed) is used as it is.
func cudartBinaries(t *testing.T) string {
	t.Helper()
	if fi, err := os.Stat(filepath.Join(cudartDir, "bin")); err == nil && fi.IsDir() {
		return filepath.Join(cudartDir, "bin")
	}
	f, err := os.Open(filepath.Join(cudartDir, "bin.tar.zst"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	z, err := zstd.NewReader(f, zstd.WithDecoderConcurrency(1))
	if err != nil {
		t.Fatal(err)
	}
	defer z.Close()
	dir := t.TempDir()
	untar(t, z, dir)
	return filepath.Join(dir, "bin")
}
