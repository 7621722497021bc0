//go:build linux && amd64 && cgo

package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// cuBLAS on cudasim (docs/cublas.md): t_cublas (testdata/cublas), built by
// nvcc 11.8 against Debian's libcublas.so.11, runs on cudasim's
// libcuda.so.1 and is compared with what the same source, built by nvcc 13.0
// against cuBLAS 13, printed on an H200.

const cublasDir = "testdata/cublas"

// cublasLibraryDir is the folder of an installed libcublas.so.11 (the
// dynamic loader's cache first, then the usual places), or "".
func cublasLibraryDir() string {
	for _, ldconfig := range []string{"/sbin/ldconfig", "ldconfig"} {
		out, err := exec.Command(ldconfig, "-p").Output()
		if err != nil {
			continue
		}
		for _, line := range strings.Split(string(out), "\n") {
			name, path, ok := strings.Cut(strings.TrimSpace(line), " => ")
			if ok && strings.HasPrefix(name, "libcublas.so.11 ") && strings.Contains(name, "x86-64") {
				return filepath.Dir(path)
			}
		}
	}
	for _, dir := range []string{"/usr/lib/x86_64-linux-gnu", "/usr/local/cuda-11.8/lib64", "/usr/local/cuda/lib64"} {
		if _, err := os.Stat(filepath.Join(dir, "libcublas.so.11")); err == nil {
			return dir
		}
	}
	return ""
}

// cublasSASSOnly are the labels (line prefixes) of t_cublas's routines
// whose kernels cuBLAS 11.8 picks for sm_90 from images that hold only
// sm_90 machine code (libcublasLt's xmma, cutlass and gemvx kernels; measured
// on cudasim: each launch answers CUDA_ERROR_NOT_SUPPORTED naming the
// kernel, and cuBLAS a failed status). The H200 ran them; cudasim cannot.
var cublasSASSOnly = []string{"Sgemv ", "sgemv ", "sgemm ", "dgemm ", "SgemmStridedBatched ", "GemmEx ", "gemmex "}

// cublasCompared is what is compared of the H200's output and cudasim's:
// both less the version lines ("info:"), the routines of cublasSASSOnly and
// the verdict (which those decide); cudasim's less its NOT_SUPPORTED
// messages. problems lists what cudasim printed for those routines that
// would be a silent success or a missing message.
func cublasCompared(want, got string) (w, g string, problems []string) {
	keep := func(out string, sim bool) string {
		var kept []string
		for _, line := range strings.SplitAfter(out, "\n") {
			text := strings.TrimSuffix(line, "\n")
			known := false
			for _, p := range cublasSASSOnly {
				known = known || strings.HasPrefix(text, p)
			}
			switch {
			case strings.HasPrefix(text, "info: "), text == "PASS", text == "FAIL", strings.HasPrefix(text, "exit "):
			case known:
				if sim && strings.Contains(text, "-> CUBLAS_STATUS_SUCCESS") {
					problems = append(problems, "succeeded on cudasim, whose kernel has no PTX: "+text)
				}
			case sim && strings.HasPrefix(text, "cudasim: "):
				if !strings.Contains(text, "CUDA_ERROR_NOT_SUPPORTED") || !strings.Contains(text, "has only sm_90 SASS") {
					problems = append(problems, "unexpected message: "+text)
				}
			default:
				kept = append(kept, line)
			}
		}
		return strings.Join(kept, "")
	}
	w, g = keep(want, false), keep(got, true)
	if !strings.Contains(got, "has only sm_90 SASS") {
		problems = append(problems, "no NOT_SUPPORTED message naming a SASS-only kernel")
	}
	return w, g, problems
}

// TestCublas runs t_cublas on cudasim and compares its output with the
// H200's (cublasCompared). It skips where libcublas.so.11 is not installed
// (CI): on Debian 12, apt-get install libcublas11 (non-free).
func TestCublas(t *testing.T) {
	dir := cublasLibraryDir()
	if dir == "" {
		t.Skip("libcublas.so.11 is not installed (Debian 12: apt-get install libcublas11, from non-free); t_cublas needs it")
	}
	bin := unpackPrograms(t, cublasDir, "bin.tar.zst")
	lib := library(t)
	c := programCase{
		name:   "b118/t_cublas",
		exe:    filepath.Join(bin, "b118", "t_cublas"),
		golden: filepath.Join(cublasDir, "golden", "b130", "t_cublas.h200.out"),
		path:   []string{dir},
	}
	want, err := readGolden(c.golden)
	if err != nil {
		t.Fatal(err)
	}
	got := runProgram(t, lib, c, "h200")
	w, g, problems := cublasCompared(string(want), got)
	for _, p := range problems {
		t.Error(p)
	}
	compareGolden(t, c.golden, w, g)
	if t.Failed() {
		t.Logf("cudasim's whole output:\n%s", tail(got, 6000))
	}
}

// TestCublasCompared checks cublasCompared on made-up outputs: a routine of
// cublasSASSOnly that succeeds on cudasim, or fails without the message,
// is a problem; the expected shape is not, and the lines compared match.
func TestCublasCompared(t *testing.T) {
	want := "info: cublas major version 13\nSaxpy -> CUBLAS_STATUS_SUCCESS\nsgemm NN m=8 n=8 k=8 -> CUBLAS_STATUS_SUCCESS\nsgemm NN m=8 n=8 k=8: n=64 sum=66\nPASS\nexit 0\n"
	good := "info: cublas major version 11\nSaxpy -> CUBLAS_STATUS_SUCCESS\ncudasim: cuLaunchKernelEx: CUDA_ERROR_NOT_SUPPORTED: operation not supported: kernel k has only sm_90 SASS; cudasim executes PTX\nsgemm NN m=8 n=8 k=8 -> CUBLAS_STATUS_EXECUTION_FAILED\nFAIL\nexit 1\n"
	w, g, problems := cublasCompared(want, good)
	if w != g || len(problems) != 0 {
		t.Errorf("expected shape: compared %q and %q, problems %q", w, g, problems)
	}
	silent := strings.Replace(good, "EXECUTION_FAILED", "SUCCESS", 1)
	if _, _, problems := cublasCompared(want, silent); len(problems) == 0 {
		t.Error("a SASS-only routine succeeding on cudasim is not reported")
	}
	quiet := strings.Replace(good, "has only sm_90 SASS", "failed", 1)
	if _, _, problems := cublasCompared(want, quiet); len(problems) == 0 {
		t.Error("a failure without the NOT_SUPPORTED message is not reported")
	}
	wrong := strings.Replace(good, "Saxpy -> CUBLAS_STATUS_SUCCESS", "Saxpy -> CUBLAS_STATUS_INTERNAL_ERROR", 1)
	if w, g, _ := cublasCompared(want, wrong); w == g {
		t.Error("a routine answering differently is not compared")
	}
}

// TestCublasExportSlots runs tlsprobe (testdata/cublas/tlsprobe.c: the
// export-table slots cuBLAS calls, with controlled inputs) on cudasim, each
// group of calls as on the H200, and compares with the H200's output
// (testdata/reference/cublas/h200_b_tlsprobe-G.out). The driver-private
// form slot 51 hands out differs by design: each output must show slot 39
// answering the id cuStreamGetId gave the same stream (the H200's numbers
// since session 29), and is compared with the forms masked.
func TestCublasExportSlots(t *testing.T) {
	lib := library(t)
	exe := compile(t, "testdata/cublas/tlsprobe.c", "-ldl")
	for _, group := range []string{"0", "1", "2", "4"} {
		t.Run("group"+group, func(t *testing.T) {
			golden := filepath.Join("..", "testdata", "reference", "cublas", "h200_b_tlsprobe-"+group+".out")
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			cmd := exec.Command(exe, group)
			cmd.Env = append(cudartEnviron(), "LD_LIBRARY_PATH="+lib, "CUDASIM_DEVICES=h200")
			out, err := cmd.CombinedOutput()
			code := 0
			if ee, ok := err.(*exec.ExitError); ok {
				code = ee.ExitCode()
			} else if err != nil {
				t.Fatal(err)
			}
			got := string(out) + "exit " + strconv.Itoa(code) + "\n"
			w, werr := tlsprobeCompared(string(want))
			if werr != nil {
				t.Fatalf("%s: %v", golden, werr)
			}
			g, gerr := tlsprobeCompared(got)
			if gerr != nil {
				t.Errorf("cudasim: %v", gerr)
			}
			compareGolden(t, golden, w, g)
		})
	}
}

// tlsprobeCompared masks what differs between drivers by design in
// tlsprobe's output (slot 51's forms, and the slot 39 lines' stream
// argument, which is one), after checking that slot 39 answered the
// stream's id.
func tlsprobeCompared(out string) (string, error) {
	named := map[string]string{"NULL": "0", "LEGACY": "1", "PER_THREAD": "2"}
	value := func(s string) string {
		if v, ok := named[s]; ok {
			return v
		}
		if n, err := strconv.ParseUint(strings.TrimPrefix(s, "0x"), 16, 64); err == nil && strings.HasPrefix(s, "0x") {
			return strconv.FormatUint(n, 10)
		}
		return s
	}
	lines := strings.SplitAfter(out, "\n")
	id := ""
	for i, line := range lines {
		switch {
		case strings.HasPrefix(line, "stream "):
			// stream NAME: cuStreamGetId -> R ID, flags -> ...
			_, after, ok := strings.Cut(line, "cuStreamGetId -> ")
			fields := strings.Fields(after)
			if !ok || len(fields) < 2 {
				return "", fmt.Errorf("line %d: %q", i+1, line)
			}
			id = strings.TrimSuffix(fields[1], ",") // compared: cudasim numbers streams as the H200 (driver.newStreamID)
		case strings.HasPrefix(line, "21318c60[51]("):
			before, _, _ := strings.Cut(line, " out=")
			lines[i] = before + " out=FORM\n"
		case strings.HasPrefix(line, "21318c60[39]("):
			before, after, _ := strings.Cut(line, " out=")
			if got := value(strings.TrimSpace(after)); got != id {
				return "", fmt.Errorf("line %d: slot 39 answered %s, cuStreamGetId %s: %q", i+1, got, id, line)
			}
			// The form slot 51 handed out is the second argument.
			open, _, _ := strings.Cut(before, ", ")
			_, rest, _ := strings.Cut(before, ", ")
			_, rest, _ = strings.Cut(rest, ", ")
			lines[i] = open + ", FORM, " + rest + " out=ID\n"
		}
	}
	return strings.Join(lines, ""), nil
}
