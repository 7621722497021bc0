//go:build linux && amd64 && cgo

package main

import (
	"bytes"
	"debug/elf"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"cudasim/cu"
	"cudasim/driver"
	"cudasim/internal/transcript"
	"cudasim/trace"
	"cudasim/trace/replay"
)

func TestResolveProc(t *testing.T) {
	// Expected symbols from internal/surface/surface.txt, the real driver's table.
	tests := []struct {
		name    string
		version int32
		flags   uint64
		want    string
		status  int
	}{
		{"cuCtxCreate", 2000, 0, "cuCtxCreate", procSuccess},
		{"cuCtxCreate", 3020, 0, "cuCtxCreate_v2", procSuccess},
		{"cuCtxCreate", 11040, 0, "cuCtxCreate_v3", procSuccess},
		{"cuCtxCreate", 12000, 1, "cuCtxCreate_v3", procSuccess},
		{"cuCtxCreate", 12050, 0, "cuCtxCreate_v4", procSuccess},
		{"cuCtxCreate", 13000, 2, "cuCtxCreate_v4", procSuccess},
		{"cuCtxCreate", 1000, 0, "", procVersionNotSufficient},
		{"cuMemcpyHtoD", 12000, 0, "cuMemcpyHtoD_v2", procSuccess},
		{"cuMemcpyHtoD", 12000, 2, "cuMemcpyHtoD_v2_ptds", procSuccess},
		{"cuLaunchKernel", 12000, 2, "cuLaunchKernel_ptsz", procSuccess},
		{"cuLaunchKernel", 12000, 1, "cuLaunchKernel", procSuccess},
		{"cuLibraryLoadData", 11080, 0, "", procVersionNotSufficient},
		{"cuLibraryLoadData", 12000, 0, "cuLibraryLoadData", procSuccess},
		{"cuStreamGetCtx", 12050, 2, "cuStreamGetCtx_v2_ptsz", procSuccess},
		{"cuCtxGetDevice", 13000, 0, "cuCtxGetDevice_v2", procSuccess},
		{"cuMemAlloc_v2", 12000, 0, "", procSymbolNotFound}, // base names only
		{"cuNoSuchThing", 12000, 0, "", procSymbolNotFound},
	}
	for _, tt := range tests {
		idx, st := resolveProc(tt.name, tt.version, tt.flags)
		got := ""
		if idx >= 0 {
			got = symName(idx)
		}
		if got != tt.want || st != tt.status {
			t.Errorf("resolveProc(%q, %d, %d) = %q, status %d; want %q, status %d", tt.name, tt.version, tt.flags, got, st, tt.want, tt.status)
		}
	}
}

func TestConfigFromEnv(t *testing.T) {
	h200, a100 := driver.H200().Name, driver.A100().Name
	u := driver.H200().UUID
	h200UUID := fmt.Sprintf("%x", u[:])
	tests := []struct {
		spec    string
		visible *string // CUDA_VISIBLE_DEVICES; nil: unset
		devices []string
		code    cu.Result
	}{
		{"", nil, nil, cu.Success},
		{"2", nil, []string{h200, h200}, cu.Success},
		{"h200,a100", nil, []string{h200, a100}, cu.Success},
		{"0", nil, nil, cu.ErrorNoDevice},
		{"h200,nosuchgpu", nil, nil, cu.ErrorNoDevice},
		// CUDA_VISIBLE_DEVICES: the devices listed, in that order; an
		// entry naming no device hides it and the rest; empty hides all.
		{"h200,a100", strp("1,0"), []string{a100, h200}, cu.Success},
		{"h200,a100", strp("1"), []string{a100}, cu.Success},
		{"h200,a100", strp("0,7,1"), []string{h200}, cu.Success},
		// Measured on the H200 (testdata/cudart/envexplore25, cases
		// env.visible*): a device listed twice is CUDA_ERROR_INVALID_DEVICE;
		// "GPU-" is case-sensitive; "MIG-" with the GPU's own UUID names it.
		{"h200,a100", strp("0,0"), nil, cu.ErrorInvalidDevice},
		{"h200,a100", strp("1,7,1"), []string{a100}, cu.Success},
		{"", strp("gpu-" + h200UUID[:8]), nil, cu.ErrorNoDevice},
		{"", strp("GPU-"), nil, cu.ErrorNoDevice},
		{"", strp("MIG-" + h200UUID[:8]), []string{h200}, cu.Success},
		{"", strp("0,"), []string{h200}, cu.Success},
		{"", strp("0"), []string{h200}, cu.Success},
		{"", strp(""), nil, cu.ErrorNoDevice},
		{"", strp("3"), nil, cu.ErrorNoDevice},
		{"2", strp("GPU-" + h200UUID[:8]), []string{h200}, cu.Success},
	}
	// CUDA_DEVICE_ORDER: FASTEST_FIRST or PCI_BUS_ID, else cuInit answers
	// CUDA_ERROR_INVALID_DEVICE (measured: env.order-*).
	for _, order := range []struct {
		value string
		code  cu.Result
	}{{"FASTEST_FIRST", cu.Success}, {"PCI_BUS_ID", cu.Success}, {"junk", cu.ErrorInvalidDevice}} {
		_, err := configFromEnv(func(k string) (string, bool) {
			if k == "CUDA_DEVICE_ORDER" {
				return order.value, true
			}
			return "", false
		})
		if cu.Code(err) != order.code || (err != nil && !cu.IsAsMeasured(err)) {
			t.Errorf("CUDA_DEVICE_ORDER=%q: error %v, want code %v as the driver's", order.value, err, order.code)
		}
	}
	for _, tt := range tests {
		cfg, err := configFromEnv(func(k string) (string, bool) {
			switch {
			case k == "CUDASIM_DEVICES":
				return tt.spec, true
			case k == "CUDA_VISIBLE_DEVICES" && tt.visible != nil:
				return *tt.visible, true
			}
			return "", false
		})
		if cu.Code(err) != tt.code {
			t.Errorf("CUDASIM_DEVICES=%q CUDA_VISIBLE_DEVICES=%v: error %v, want code %v", tt.spec, tt.visible, err, tt.code)
			continue
		}
		if err != nil {
			continue
		}
		var names []string
		for _, p := range cfg.Devices {
			names = append(names, p.Name)
		}
		if diff := cmp.Diff(tt.devices, names); diff != "" {
			t.Errorf("CUDASIM_DEVICES=%q CUDA_VISIBLE_DEVICES=%v: devices (-want +got):\n%s", tt.spec, tt.visible, diff)
		}
	}
}

func strp(s string) *string { return &s }

// TestConfigReadAtInit: the variables the emulator is configured from count as they are at the
// first cuInit, as NVIDIA's driver reads them, not as the library was loaded: a program that
// loads the driver first (Numba does as it is imported) and then sets CUDA_VISIBLE_DEVICES
// sees the devices it names (numba.cuda.tests.cudadrv.test_runtime's TestVisibleDevices saw
// two for CUDA_VISIBLE_DEVICES=0).
func TestConfigReadAtInit(t *testing.T) {
	t.Parallel()
	exe := compile(t, "testdata/visibleafterload.c")
	for _, c := range []struct {
		env  []string
		args []string
		want string
	}{
		{[]string{"CUDASIM_DEVICES=2"}, []string{"CUDA_VISIBLE_DEVICES", "0"}, "0, 1 devices"},
		{[]string{"CUDASIM_DEVICES=2"}, []string{"CUDA_VISIBLE_DEVICES", ""}, "100, -1 devices"},
		{[]string{"CUDASIM_DEVICES=2", "CUDA_VISIBLE_DEVICES=0"}, []string{"CUDA_VISIBLE_DEVICES"}, "0, 2 devices"},
		{[]string{"CUDASIM_DEVICES=2"}, []string{"CUDASIM_DEVICES", "3"}, "0, 3 devices"},
		{[]string{"CUDASIM_DEVICES=2"}, []string{"UNRELATED", "1"}, "0, 2 devices"},
	} {
		stdout, stderr, err := run(t, exe, c.env, c.args...)
		if err != nil || !strings.Contains(stdout, "cuInit and cuDeviceGetCount: "+c.want) {
			t.Errorf("%v, then %v: %q (%v; %s), want %q", c.env, c.args, stdout, err, stderr, c.want)
		}
	}
}

// Building the library and C programs.

var (
	buildOnce sync.Once
	buildDir  string
	buildErr  error
)

// library builds libcuda.so.1 once per test binary and returns its folder.
// The tests that take longest to run their C programs call t.Parallel (ci24):
// run one after another they left a core idle while a probe slept or ran one
// thread (TestPoolFreeCompletion sleeps 19 s of its 20), and the parallel
// subtests of the program suites waited for the sequential tests before them.
func library(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the shared library; skipped with -short")
	}
	if _, err := exec.LookPath("cc"); err != nil {
		t.Skip("no C compiler (cc)")
	}
	buildOnce.Do(func() {
		buildDir, buildErr = os.MkdirTemp("", "cudasim-libcuda")
		if buildErr != nil {
			return
		}
		gobin := filepath.Join(runtime.GOROOT(), "bin", "go")
		cmd := exec.Command(gobin, "build", "-buildmode=c-shared", "-o", filepath.Join(buildDir, "libcuda.so.1"), ".")
		out, err := cmd.CombinedOutput()
		if err != nil {
			buildErr = &buildError{err, out}
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return buildDir
}

type buildError struct {
	err error
	out []byte
}

func (e *buildError) Error() string {
	return "go build -buildmode=c-shared: " + e.err.Error() + "\n" + string(e.out)
}

// compile builds a C program from src against the library with cc.
func compile(t *testing.T, src string, extra ...string) string {
	t.Helper()
	lib := library(t)
	exe := filepath.Join(t.TempDir(), strings.TrimSuffix(filepath.Base(src), ".c"))
	// Probes recorded on the H200 include <cuda.h>: a machine without CUDA's (no
	// nvidia-cuda-dev) finds cudasim's declarations of what they use instead
	// (testdata/cudah/cuda.h, searched after the system's folders).
	args := append([]string{"-O1", "-o", exe, src, "-idirafter", "testdata/cudah"}, extra...)
	args = append(args, "-L"+lib, "-l:libcuda.so.1", "-ldl", "-lpthread", "-Wl,-rpath,"+lib)
	out, err := exec.Command("cc", args...).CombinedOutput()
	if err != nil {
		t.Fatalf("cc %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return exe
}

// run runs a program with the library first on the loader's path; env adds
// variables. It returns stdout and stderr.
func run(t *testing.T, exe string, env []string, args ...string) (string, string, error) {
	t.Helper()
	cmd := exec.Command(exe, args...)
	cmd.Env = append(os.Environ(), "LD_LIBRARY_PATH="+library(t), "CUDASIM_LOG=warn")
	cmd.Env = append(cmd.Env, env...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	return stdout.String(), stderr.String(), err
}

// TestKernrun runs the H200 conformance cases through the unmodified
// kernrun.c, compiled with cc and pointed at cudasim's libcuda.so.1.
func TestKernrun(t *testing.T) {
	t.Parallel()
	lib := library(t)
	exe := filepath.Join(t.TempDir(), "kernrun")
	if out, err := exec.Command("cc", "-O2", "-o", exe, "../testdata/conformance/kernrun.c", "-ldl", "-lm").CombinedOutput(); err != nil {
		t.Fatalf("cc kernrun.c: %v\n%s", err, out)
	}
	cases, err := filepath.Glob("../testdata/conformance/visible/*.case")
	if err != nil || len(cases) == 0 {
		t.Fatalf("no conformance cases: %v", err)
	}
	out, _, _ := run(t, exe, []string{"KERNRUN_DRIVER=" + filepath.Join(lib, "libcuda.so.1")}, append([]string{"check"}, cases...)...)
	passed := 0
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		f := strings.Fields(line)
		switch {
		case len(f) >= 2 && f[0] == "ok":
			passed++
		case len(f) >= 2 && f[0] == "FAIL":
			t.Errorf("%s", line)
		}
	}
	if want := fmt.Sprintf("%d passed, 0 failed", len(cases)); !strings.Contains(out, want) {
		t.Errorf("kernrun did not report %q:\n%s", want, out)
	}
	t.Logf("%d of %d cases pass through libcuda.so.1", passed, len(cases))
}

// TestKernrunTextures runs one texture case of each family of
// testdata/conformance/texture (arrays, texture and surface objects: the
// array, tex, surf and param obj directives) through kernrun.c and cudasim's
// libcuda.so.1.
func TestKernrunTextures(t *testing.T) {
	t.Parallel()
	lib := library(t)
	exe := filepath.Join(t.TempDir(), "kernrun")
	if out, err := exec.Command("cc", "-O2", "-o", exe, "../testdata/conformance/kernrun.c", "-ldl", "-lm").CombinedOutput(); err != nil {
		t.Fatalf("cc kernrun.c: %v\n%s", err, out)
	}
	all, _ := filepath.Glob("../testdata/conformance/texture/*.case")
	var cases []string
	seen := map[string]bool{}
	for _, p := range all { // sorted: the first case of each name prefix
		family, _, _ := strings.Cut(filepath.Base(p), "_")
		if !seen[family] {
			seen[family] = true
			cases = append(cases, p)
		}
	}
	if len(cases) < 10 {
		t.Fatalf("%d texture case families", len(cases))
	}
	out, stderr, _ := run(t, exe, []string{"KERNRUN_DRIVER=" + filepath.Join(lib, "libcuda.so.1")}, append([]string{"check"}, cases...)...)
	for _, line := range strings.Split(out, "\n") {
		if strings.HasPrefix(line, "FAIL") {
			t.Errorf("%s", line)
		}
	}
	if want := fmt.Sprintf("%d passed, 0 failed", len(cases)); !strings.Contains(out, want) {
		t.Errorf("kernrun did not report %q:\n%s%s", want, out, stderr)
	}
}

// TestCIExample runs the context-independent example (testdata/ci_example.c)
// on cudasim, built without cuda.h as CI machines are.
func TestCIExample(t *testing.T) {
	t.Parallel()
	exe := compile(t, "testdata/ci_example.c", "-DNO_CUDA_H")
	out, stderr, err := run(t, exe, nil, "../testdata/reference/kernels.fatbin", "../testdata/conformance/visible/visible.fatbin")
	if err != nil {
		t.Fatalf("ci_example: %v\nstdout:\n%s\nstderr:\n%s", err, out, stderr)
	}
	if !strings.Contains(out, "failures 0\n") {
		t.Errorf("ci_example did not finish cleanly:\n%s", out)
	}
	// Built against CUDA's own cuda.h where there is one (CUDA 11.8's, on a
	// Debian machine with nvidia-cuda-dev), it must behave the same.
	if _, err := os.Stat("/usr/include/cuda.h"); err != nil {
		return
	}
	exe = compile(t, "testdata/ci_example.c")
	withHeader, stderr, err := run(t, exe, nil, "../testdata/reference/kernels.fatbin", "../testdata/conformance/visible/visible.fatbin")
	if err != nil {
		t.Fatalf("ci_example built with cuda.h: %v\n%s", err, stderr)
	}
	if diff := cmp.Diff(out, withHeader); diff != "" {
		t.Errorf("ci_example without (-) and with (+) cuda.h:\n%s", diff)
	}
}

// TestRecorder records a program's calls to a fake driver (testdata/
// fakedriver.c, whose answers are made up and fixed) and checks the trace:
// every argument reaches the driver (the fake checks them), untraced calls
// are forwarded with their arguments intact, and the trace says what
// happened in the trace package's format.
func TestRecorder(t *testing.T) {
	library(t)
	dir := t.TempDir()
	fake := filepath.Join(dir, "libfakecuda.so")
	if out, err := exec.Command("cc", "-shared", "-fPIC", "-o", fake, "testdata/fakedriver.c").CombinedOutput(); err != nil {
		t.Fatalf("cc fakedriver.c: %v\n%s", err, out)
	}
	exe := compile(t, "testdata/recprog.c")
	tracePath := filepath.Join(dir, "rec.trace")
	out, stderr, err := run(t, exe, []string{"CUDASIM_RECORD_DRIVER=" + fake, "CUDASIM_TRACE=" + tracePath, "CUDA_MODULE_LOADING="})
	if err != nil {
		t.Fatalf("recprog: %v\n%s", err, stderr)
	}
	// Results as the fake driver gives them; arr = 14*3+1 shows that the
	// forwarded cuArrayCreate_v2 got both arguments.
	if want := "1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0\nout 6 6 arr 43\n"; out != want {
		t.Errorf("recprog printed %q, want %q (stderr: %s)", out, want, stderr)
	}
	got, err := os.ReadFile(tracePath)
	if err != nil {
		t.Fatal(err)
	}
	want := `@trace 1
@recorded "cudasim's libcuda.so.1 recording calls to ` + fake + `"
@loading lazy
t0 cuInit(1) -> CUDA_ERROR_INVALID_VALUE
t0 cuInit(0) -> CUDA_SUCCESS
t0 cuDeviceGet(0) -> CUDA_SUCCESS dev0
t0 cuDevicePrimaryCtxRetain(dev0) -> CUDA_SUCCESS ctx0
t0 cuCtxSetCurrent(ctx0) -> CUDA_SUCCESS
t0 cuLibraryLoadData(".version 8.0\n.target sm_90\n") -> CUDA_SUCCESS lib0
t0 cuLibraryGetKernel(lib0, "addOne") -> CUDA_SUCCESS k0
t0 cuMemAlloc(32) -> CUDA_SUCCESS buf0
t0 cuMemsetD32(buf0, 5, 8) -> CUDA_SUCCESS
t0 cuLaunchKernel(k0, grid=(2, 1, 1), block=(32, 1, 1), shmem=16, stream=null, params=[buf0, i32:6]) -> CUDA_SUCCESS
t0 cuCtxSynchronize() -> CUDA_SUCCESS
t0 cuMemcpyDtoH(buf0+8, 8) -> CUDA_SUCCESS hex:0600000006000000
# t0 cuArrayCreate -> 0 (not traced)
t0 cuMemFree(buf0) -> CUDA_SUCCESS
t0 cuModuleLoadData(".version 8.0\n.target sm_90\n") -> CUDA_SUCCESS mod0
t0 cuModuleGetFunction(mod0, "addOne") -> CUDA_SUCCESS fn0
t0 cuModuleGetFunction(mod0, "addOne") -> CUDA_SUCCESS fn0
t0 cuModuleUnload(mod0) -> CUDA_SUCCESS
t0 cuModuleLoadData(".version 8.0\n.target sm_90\n") -> CUDA_SUCCESS mod1
t0 cuModuleGetFunction(mod1, "addOne") -> CUDA_SUCCESS fn1
t0 cuModuleGetFunction(mod1, "addOne") -> CUDA_SUCCESS fn1
t0 cuModuleUnload(mod1) -> CUDA_SUCCESS
t0 cudasim.ProcessExit() -> CUDA_SUCCESS
`
	if diff := cmp.Diff(want, string(got)); diff != "" {
		t.Errorf("trace (-want +got):\n%s", diff)
	}
	// The trace parses.
	if _, err := trace.ReadFile(tracePath); err != nil {
		t.Errorf("the recorded trace does not parse: %v", err)
	}
}

// TestRecorderContexts records testdata/recctx.c over the fake driver, whose
// context, CUfunction and memory handle values repeat after a context ends
// (as the real driver's do), and checks that the recorder names what a new
// context hands out afresh (fn1 after ctx0's fn0 died with it, also after a
// primary context's last release and its reset), that a packed extra=
// parameter buffer is written with the pointer in it named (buf0, not the
// fake's address), and that the trace replays on cudasim, whose addresses
// and handles differ from the fake's.
func TestRecorderContexts(t *testing.T) {
	library(t)
	dir := t.TempDir()
	fake := filepath.Join(dir, "libfakecuda.so")
	if out, err := exec.Command("cc", "-shared", "-fPIC", "-o", fake, "testdata/fakedriver.c").CombinedOutput(); err != nil {
		t.Fatalf("cc fakedriver.c: %v\n%s", err, out)
	}
	exe := compile(t, "testdata/recctx.c")
	tracePath := filepath.Join(dir, "rec.trace")
	out, stderr, err := run(t, exe, []string{"CUDASIM_RECORD_DRIVER=" + fake, "CUDASIM_TRACE=" + tracePath, "CUDA_MODULE_LOADING="}, "../testdata/reference/kernels.ptx")
	if err != nil {
		t.Fatalf("recctx: %v\n%s", err, stderr)
	}
	run := " 0 0 0 0 0 0 [6 5]"
	if want := "0 0 0 0" + strings.Repeat(" 0"+run+" 0 0 0 0", 2) + " 0 0" + run + " 0 0 0" + run + " 0 0 0" + run + " 0\n"; out != want {
		t.Errorf("recctx printed %q, want %q (stderr: %s)", out, want, stderr)
	}
	got, err := os.ReadFile(tracePath)
	if err != nil {
		t.Fatal(err)
	}
	launch := func(i int) string {
		return fmt.Sprintf(`t0 cuKernelGetFunction(k0) -> CUDA_SUCCESS fn%d
t0 cuMemAlloc(32) -> CUDA_SUCCESS buf%[1]d
t0 cuMemsetD32(buf%[1]d, 5, 8) -> CUDA_SUCCESS
t0 cuLaunchKernel(fn%[1]d, grid=(2, 1, 1), block=(32, 1, 1), shmem=16, stream=null, extra=[buf%[1]d, i32:6]) -> CUDA_SUCCESS
t0 cuCtxSynchronize() -> CUDA_SUCCESS
t0 cuMemcpyDtoH(buf%[1]d, 32) -> CUDA_SUCCESS hex:0600000006000000060000000600000006000000060000000500000005000000
`, i)
	}
	want := `@trace 1
@recorded "cudasim's libcuda.so.1 recording calls to ` + fake + `"
@loading lazy
t0 cuInit(0) -> CUDA_SUCCESS
t0 cuDeviceGet(0) -> CUDA_SUCCESS dev0
t0 cuLibraryLoadData(file:rec.data/IMAGE) -> CUDA_SUCCESS lib0
t0 cuLibraryGetKernel(lib0, "addOne") -> CUDA_SUCCESS k0
t0 cuCtxCreate(0, dev0) -> CUDA_SUCCESS ctx0
` + launch(0) + `t0 cuCtxSynchronize(ctx0) -> CUDA_SUCCESS
t0 cuCtxGetDevice(ctx0) -> CUDA_SUCCESS dev0
t0 cuCtxDestroy(ctx0) -> CUDA_SUCCESS
t0 cuCtxCreate(0, dev0) -> CUDA_SUCCESS ctx1
` + launch(1) + `t0 cuCtxSynchronize(ctx1) -> CUDA_SUCCESS
t0 cuCtxGetDevice(ctx1) -> CUDA_SUCCESS dev0
t0 cuCtxDestroy(ctx1) -> CUDA_SUCCESS
t0 cuDevicePrimaryCtxRetain(dev0) -> CUDA_SUCCESS ctx2
t0 cuCtxSetCurrent(ctx2) -> CUDA_SUCCESS
` + launch(2) + `t0 cuDevicePrimaryCtxRelease(dev0) -> CUDA_SUCCESS
t0 cuDevicePrimaryCtxRetain(dev0) -> CUDA_SUCCESS ctx2
t0 cuCtxSetCurrent(ctx2) -> CUDA_SUCCESS
` + launch(3) + `t0 cuDevicePrimaryCtxReset(dev0) -> CUDA_SUCCESS
t0 cuDevicePrimaryCtxRetain(dev0) -> CUDA_SUCCESS ctx2
t0 cuCtxSetCurrent(ctx2) -> CUDA_SUCCESS
` + launch(4) + `t0 cuDevicePrimaryCtxRelease(dev0) -> CUDA_SUCCESS
t0 cudasim.ProcessExit() -> CUDA_SUCCESS
`
	image := regexp.MustCompile(`file:rec\.data/[0-9a-f]+\.bin`)
	if diff := cmp.Diff(want, image.ReplaceAllString(string(got), "file:rec.data/IMAGE")); diff != "" {
		t.Errorf("trace (-want +got):\n%s", diff)
	}
	replayClean(t, tracePath)
}

// TestThreadsFreed runs testdata/threads.c: 200 threads, 8 at a time, each
// making a context current and exiting. The emulated threads of exited OS
// threads must be freed (the count after each round stays at most one round's
// worth plus the main thread's), and every context those threads left
// current must still work from the main thread.
func TestThreadsFreed(t *testing.T) {
	exe := compile(t, "testdata/threads.c")
	out, stderr, err := run(t, exe, nil)
	if err != nil {
		t.Fatalf("threads: %v\n%s%s", err, out, stderr)
	}
	var n, most int
	if _, err := fmt.Sscanf(out, "threads %d emulated %d contexts ok\n", &n, &most); err != nil {
		t.Fatalf("threads printed %q (%v)\n%s", out, err, stderr)
	}
	const perRound = 8
	if n != 200 || most > perRound+1 {
		t.Errorf("after %d threads ended, up to %d emulated threads remained; want at most %d", n, most, perRound+1)
	}
}

// TestTraceReplays traces ci_example on the emulator (CUDASIM_TRACE alone)
// and replays the trace: what the library writes, the replayer reads and
// cudasim reproduces.
func TestTraceReplays(t *testing.T) {
	exe := compile(t, "testdata/ci_example.c", "-DNO_CUDA_H")
	path := filepath.Join(t.TempDir(), "ci.trace")
	out, stderr, err := run(t, exe, []string{"CUDASIM_TRACE=" + path}, "../testdata/reference/kernels.fatbin", "../testdata/conformance/visible/visible.fatbin")
	if err != nil || !strings.Contains(out, "failures 0\n") {
		t.Fatalf("ci_example: %v\n%s\n%s", err, out, stderr)
	}
	replayClean(t, path)
}

// replayClean replays the trace at path on a fresh emulator and fails the
// test at every divergence.
func replayClean(t *testing.T, path string) {
	t.Helper()
	tr, err := trace.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := replay.Config(tr)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Observer = nil
	d := driver.New(cfg)
	d.SetPrintfOutput(nil)
	defer d.Close()
	rep, err := replay.Run(d, tr, replay.Options{Continue: true})
	if err != nil {
		t.Fatalf("replay %s: %v", path, err)
	}
	for _, dv := range rep.Divergences {
		t.Errorf("%s", dv.String())
	}
	if !rep.OK() || rep.Calls == 0 {
		t.Errorf("replay of %s: %d of %d calls, %d divergences", path, rep.Calls, rep.Total, len(rep.Divergences))
	}
	t.Logf("%s: %d calls replayed", filepath.Base(path), rep.Calls)
}

// TestCtypes drives the library from Python with ctypes
// (testdata/ctypes_example.py).
func TestCtypes(t *testing.T) {
	lib := library(t)
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("no python3")
	}
	out, err := exec.Command(py, "testdata/ctypes_example.py", filepath.Join(lib, "libcuda.so.1"), "../testdata/reference/kernels.fatbin").CombinedOutput()
	if err != nil {
		t.Fatalf("ctypes_example.py: %v\n%s", err, out)
	}
	want := "device: NVIDIA H200\naddOne: [1, 2, 3, 4, 5, 6, 7, 8]\n"
	if diff := cmp.Diff(want, string(out)); diff != "" {
		t.Errorf("ctypes_example.py output (-want +got):\n%s", diff)
	}
}

// systemDriver returns the path of an NVIDIA libcuda.so.1 installed on this
// machine (one without a GPU answers cuInit with CUDA_ERROR_NO_DEVICE), or
// "" if there is none.
func systemDriver() string {
	out, err := exec.Command("ldconfig", "-p").Output()
	if err != nil {
		return ""
	}
	for _, line := range strings.Split(string(out), "\n") {
		f := strings.Fields(line)
		if len(f) >= 4 && f[0] == "libcuda.so.1" && strings.Contains(line, "x86-64") {
			return f[len(f)-1]
		}
	}
	return ""
}

// TestRecorderTransparent records ci_example over the real NVIDIA driver
// library installed on this machine, if any: the program must print exactly
// what it prints on that driver alone (cuGetProcAddress answers included),
// and the trace must parse.
func TestRecorderTransparent(t *testing.T) {
	real := systemDriver()
	if real == "" {
		t.Skip("no NVIDIA libcuda.so.1 installed")
	}
	exe := compile(t, "testdata/ci_example.c", "-DNO_CUDA_H")
	images := []string{"../testdata/reference/kernels.fatbin", "../testdata/conformance/visible/visible.fatbin"}
	// Alone: the loader must find the real driver, not cudasim's.
	cmd := exec.Command(exe, images...)
	cmd.Env = append(os.Environ(), "LD_LIBRARY_PATH="+filepath.Dir(real))
	alone, _ := cmd.Output()
	path := filepath.Join(t.TempDir(), "rec.trace")
	recorded, stderr, _ := run(t, exe, []string{"CUDASIM_RECORD_DRIVER=" + real, "CUDASIM_TRACE=" + path}, images...)
	if !strings.Contains(stderr, "recording calls to "+real) {
		t.Fatalf("the library did not record:\n%s", stderr)
	}
	if diff := cmp.Diff(string(alone), recorded); diff != "" {
		t.Errorf("output on %s alone (-) and through the recorder (+):\n%s", real, diff)
	}
	if _, err := trace.ReadFile(path); err != nil {
		t.Errorf("the recorded trace does not parse: %v", err)
	}
}

// TestSymbols checks that the library exports every entry point of the real
// driver's table (internal/surface/surface.txt), each as a function.
func TestSymbols(t *testing.T) {
	lib := library(t)
	f, err := elf.Open(filepath.Join(lib, "libcuda.so.1"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	syms, err := f.DynamicSymbols()
	if err != nil {
		t.Fatal(err)
	}
	exported := map[string]bool{}
	for _, s := range syms {
		if s.Section != elf.SHN_UNDEF && elf.ST_TYPE(s.Info) == elf.STT_FUNC {
			exported[s.Name] = true
		}
	}
	var missing []string
	for i := range nSyms {
		if name := symName(i); !exported[name] {
			missing = append(missing, name)
		}
	}
	if len(missing) > 0 {
		t.Errorf("%d of %d entry points not exported: %v", len(missing), nSyms, missing)
	}
	if nSyms != 671 {
		t.Errorf("surface.txt names %d entry points; the real driver's table has 671", nSyms)
	}
}

// TestUnsupported calls entry points cudasim does not implement: each
// returns CUDA_ERROR_NOT_SUPPORTED (801) and says so on stderr once.
func TestUnsupported(t *testing.T) {
	exe := compile(t, "testdata/unsupported.c")
	out, stderr, err := run(t, exe, nil)
	if err != nil {
		t.Fatalf("unsupported: %v\n%s", err, stderr)
	}
	if want := "0 801 801 801 801\n"; out != want {
		t.Errorf("results %q, want %q", out, want)
	}
	var lines []string
	for _, l := range strings.Split(strings.TrimSpace(stderr), "\n") {
		if strings.Contains(l, "not implemented") {
			lines = append(lines, strings.Fields(l)[1])
		}
	}
	if diff := cmp.Diff([]string{"cuMemAlloc", "cuDestroyExternalMemory", "cuGraphicsUnregisterResource"}, lines); diff != "" {
		t.Errorf("stderr messages (-want +got):\n%s\nstderr:\n%s", diff, stderr)
	}
	// CUDASIM_LOG=off silences them.
	_, stderr, _ = run(t, exe, []string{"CUDASIM_LOG=off"})
	if stderr != "" {
		t.Errorf("CUDASIM_LOG=off: stderr %q", stderr)
	}
}

// Benchmarks of calls made from C, through the cgo boundary: each runs the
// bench program (testdata/bench.c) with b.N calls.

func benchC(b *testing.B, op string) {
	b.Helper()
	exe := benchExe(b)
	b.ResetTimer()
	cmd := exec.Command(exe, op, strconv.Itoa(b.N), "../testdata/reference/kernels.fatbin")
	cmd.Env = append(os.Environ(), "LD_LIBRARY_PATH="+buildDir)
	if out, err := cmd.CombinedOutput(); err != nil {
		b.Fatalf("bench %s: %v\n%s", op, err, out)
	}
}

var benchPath string

func benchExe(b *testing.B) string {
	b.Helper()
	if _, err := exec.LookPath("cc"); err != nil {
		b.Skip("no C compiler")
	}
	if buildDir == "" { // the tests did not run (go test -run NONE -bench .)
		dir, err := os.MkdirTemp("", "cudasim-libcuda")
		if err != nil {
			b.Fatal(err)
		}
		gobin := filepath.Join(runtime.GOROOT(), "bin", "go")
		if out, err := exec.Command(gobin, "build", "-buildmode=c-shared", "-o", filepath.Join(dir, "libcuda.so.1"), ".").CombinedOutput(); err != nil {
			b.Fatalf("go build: %v\n%s", err, out)
		}
		buildDir = dir
	}
	if benchPath == "" {
		benchPath = filepath.Join(buildDir, "bench")
		if out, err := exec.Command("cc", "-O2", "-o", benchPath, "testdata/bench.c", "-L"+buildDir, "-l:libcuda.so.1").CombinedOutput(); err != nil {
			b.Fatalf("cc bench.c: %v\n%s", err, out)
		}
	}
	return benchPath
}

// BenchmarkCtxGetCurrent is the cost of the cheapest call: the C-to-Go
// transition, the thread lookup and the emulator's answer.
func BenchmarkCtxGetCurrent(b *testing.B) { benchC(b, "getcurrent") }

// BenchmarkMemcpyHtoD4K copies 4 KiB into device memory.
func BenchmarkMemcpyHtoD4K(b *testing.B) {
	b.SetBytes(4096)
	benchC(b, "htod4k")
}

// BenchmarkLaunchAddOne launches a 1024-thread kernel (4 blocks of 256).
func BenchmarkLaunchAddOne(b *testing.B) { benchC(b, "launch") }

// TestMultiDevice runs one library on two emulated devices
// (CUDASIM_DEVICES=2): a __device__ variable per device, one __managed__
// variable for all. kernels.cu defines devCounter = 42, managedVal = 7 and
// bumpGlobals, which adds 1 to both.
func TestMultiDevice(t *testing.T) {
	exe := compile(t, "testdata/multidevice.c")
	out, stderr, err := run(t, exe, []string{"CUDASIM_DEVICES=2"}, "../testdata/reference/kernels.fatbin")
	if err != nil {
		t.Fatalf("multidevice: %v\n%s\n%s", err, out, stderr)
	}
	want := "devices 2\ndevice 0: devCounter 43, managedVal 8\ndevice 1: devCounter 44, managedVal 10\n"
	if diff := cmp.Diff(want, out); diff != "" {
		t.Errorf("output (-want +got):\n%s", diff)
	}
}

// TestPeer runs peer access on two emulated H200s through the C ABI: a
// kernel in device 1's context reaches device 0's memory only with peer
// access (else the launch's sticky CUDA_ERROR_ILLEGAL_ADDRESS, 700), and
// cuMemcpyPeer needs none.
func TestPeer(t *testing.T) {
	exe := compile(t, "testdata/peer.c")
	out, stderr, err := run(t, exe, []string{"CUDASIM_DEVICES=2"}, "../testdata/reference/kernels.fatbin")
	if err != nil {
		t.Fatalf("peer: %v\n%s\n%s", err, out, stderr)
	}
	want := `cuDeviceCanAccessPeer(&v, 1, 0) -> 0
  1
cuDeviceCanAccessPeer(&v, 0, 0) -> 0
  0
cuDeviceCanAccessPeer(&v, 0, 2) -> 101
cuDeviceCanAccessPeer(NULL, 0, 1) -> 1
cuDeviceGetP2PAttribute(&v, a, 0, 1) -> 0
  0
cuDeviceGetP2PAttribute(&v, a, 0, 1) -> 0
  1
cuDeviceGetP2PAttribute(&v, a, 0, 1) -> 0
  1
cuDeviceGetP2PAttribute(&v, a, 0, 1) -> 0
  1
cuDeviceGetP2PAttribute(&v, a, 0, 1) -> 0
  0
cuDeviceGetP2PAttribute(&v, 2, 0, 0) -> 101
cuDeviceGetP2PAttribute(&v, 6, 0, 1) -> 1
cuDeviceGetP2PAttribute(NULL, 2, 0, 1) -> 1
cuCtxEnablePeerAccess(c0, 0) -> 201
cuCtxEnablePeerAccess(c1, 0) -> 217
cuCtxEnablePeerAccess(c0, 1) -> 1
cuCtxEnablePeerAccess(c0, 0) -> 0
cuCtxEnablePeerAccess(c0, 0) -> 704
cuLaunchKernel(add, 2, 1, 1, 32, 1, 1, 0, NULL, params, NULL) -> 0
cuCtxSynchronize() -> 0
cuMemcpyDtoH_v2(w, buf0, 8) -> 0
  6 6
cuCtxDisablePeerAccess(c0) -> 0
cuCtxDisablePeerAccess(c0) -> 705
cuMemcpyPeer(buf1, c1, buf0, c0, 256) -> 0
cuMemcpyPeerAsync(buf1 + 128, c1, buf0, c0, 8, NULL) -> 0
cuMemcpyDtoH_v2(w, buf1 + 128, 8) -> 0
  6 6
cuLaunchKernel(add, 2, 1, 1, 32, 1, 1, 0, NULL, params, NULL) -> 0
cuCtxSynchronize() -> 700
cuCtxSynchronize() -> 700
cuMemcpyDtoH_v2(w, buf0, 8) -> 0
  6 6
`
	if diff := cmp.Diff(want, out); diff != "" {
		t.Errorf("output (-want +got):\n%s", diff)
	}
	// Traced (the recorder's path, each call forwarded to the emulator):
	// the same answers, and the trace replays clean.
	path := filepath.Join(t.TempDir(), "peer.trace")
	traced, stderr, err := run(t, exe, []string{"CUDASIM_DEVICES=2", "CUDASIM_TRACE=" + path}, "../testdata/reference/kernels.fatbin")
	if err != nil {
		t.Fatalf("peer, traced: %v\n%s\n%s", err, traced, stderr)
	}
	if diff := cmp.Diff(want, traced); diff != "" {
		t.Errorf("traced output (-want +got):\n%s", diff)
	}
	tr, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{
		"t0 cuDeviceGetP2PAttribute(2, 0, 0) -> CUDA_ERROR_INVALID_DEVICE\n",
		"# t0 cuDeviceGetP2PAttribute(NULL, 2, 0, 1) -> 1\n",
		"t0 cuCtxEnablePeerAccess(ctx0, 0) -> CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED\n",
		"t0 cuMemcpyPeerAsync(buf1+128, ctx1, buf0, ctx0, 8, null) -> CUDA_SUCCESS\n",
		"t0 cuCtxDisablePeerAccess(ctx0) -> CUDA_ERROR_PEER_ACCESS_NOT_ENABLED\n",
	} {
		if !strings.Contains(string(tr), line) {
			t.Errorf("trace lacks %q:\n%s", line, tr)
		}
	}
	replayClean(t, path)
}

// TestPeerProbeMatchesH200 runs testdata/reference/peer/probe_peer.c, the
// program that measured the peer-access calls on a one-GPU H200, on cudasim
// (one H200) and compares every section with the H200's transcript. Where
// the real driver crashed (a section that exited with SIGSEGV), cudasim
// must give the same answers up to the crash and then not crash.
func TestPeerProbeMatchesH200(t *testing.T) {
	t.Parallel()
	exe := compile(t, "../testdata/reference/peer/probe_peer.c", "-DNO_CUDA_H")
	golden, err := os.ReadFile("../testdata/reference/peer/probe-peer-transcript.txt")
	if err != nil {
		t.Fatal(err)
	}
	type section struct {
		lines []string
		exit  string
	}
	sections := map[string]*section{}
	var order []string
	var cur *section
	for _, line := range strings.Split(string(golden), "\n") {
		switch {
		case strings.HasPrefix(line, "# section ") && strings.Contains(line, " exit "):
			cur.exit = line[strings.LastIndex(line, " ")+1:]
		case strings.HasPrefix(line, "# section "):
			name := strings.TrimPrefix(line, "# section ")
			cur = &section{}
			sections[name] = cur
			order = append(order, name)
		case strings.HasPrefix(line, "run.sh: ") || line == "":
			// the shell's report of a crash
		default:
			cur.lines = append(cur.lines, line)
		}
	}
	if len(order) < 10 {
		t.Fatalf("transcript has %d sections", len(order))
	}
	for _, name := range order {
		h200 := sections[name]
		out, stderr, err := run(t, exe, []string{"CUDASIM_LOG=off"}, name)
		if err != nil {
			t.Errorf("section %s: %v (the emulator must not crash where the driver did)\n%s", name, err, stderr)
			continue
		}
		got := strings.Split(strings.TrimSuffix(out, "\n"), "\n")[1:] // less "# section NAME"
		want := h200.lines
		compareSection(t, name, want, got, h200.exit != "0")
	}
}

// h200KnownDifferences are the lines of ci_example's H200 output that
// cudasim does not reproduce, each with the reason; every other line must
// match.
var h200KnownDifferences = map[string]string{
	// A kernel writing 1 GiB past an allocation faulted with
	// CUDA_ERROR_INVALID_ADDRESS_SPACE in the run that made the golden file
	// and with CUDA_ERROR_ILLEGAL_ADDRESS in the recorded run (the trace) and
	// in the reference probe: which one depends on where the address lands.
	"cuCtxSynchronize()                                           -> CUDA_ERROR_INVALID_ADDRESS_SPACE": "fault code varies run to run",
	"cuMemAlloc(&p, 256)                                          -> CUDA_ERROR_INVALID_ADDRESS_SPACE": "fault code varies run to run",
}

// TestCIExampleMatchesH200 compares ci_example's output on cudasim, line by
// line, with its output on a real H200 (driver 580, CUDA 13.0), recorded by
// testdata/record_h200.sh.
func TestCIExampleMatchesH200(t *testing.T) {
	golden, err := os.ReadFile("testdata/ci_example.h200.out")
	if err != nil {
		t.Fatal(err)
	}
	exe := compile(t, "testdata/ci_example.c", "-DNO_CUDA_H")
	out, stderr, err := run(t, exe, nil, "../testdata/reference/kernels.fatbin", "../testdata/conformance/visible/visible.fatbin")
	if err != nil {
		t.Logf("ci_example: %v\n%s", err, stderr)
	}
	want := strings.Split(string(golden), "\n")
	got := strings.Split(out, "\n")
	if len(want) != len(got) {
		t.Errorf("%d lines on the H200, %d on cudasim", len(want), len(got))
	}
	for i := 0; i < len(want) && i < len(got); i++ {
		if want[i] == got[i] {
			continue
		}
		if why, ok := h200KnownDifferences[want[i]]; ok {
			t.Logf("line %d: known difference (%s):\n  H200:    %s\n  cudasim: %s", i+1, why, want[i], got[i])
			continue
		}
		t.Errorf("line %d:\n  H200:    %s\n  cudasim: %s", i+1, want[i], got[i])
	}
}

// TestH200TraceReplays replays the trace recorded on the H200 from
// ci_example through the recorder.
func TestH200TraceReplays(t *testing.T) {
	replayClean(t, "testdata/ci_example.h200.trace")
}

// TestH200KernrunTraceReplays replays kernrun's run of seven conformance
// cases on the H200, recorded: module loads, globals, launches and the
// output bytes.
func TestH200KernrunTraceReplays(t *testing.T) {
	replayClean(t, "testdata/kernrun.h200.trace")
}

// TestH200EagerTraceReplays replays ci_example recorded on the H200 with
// CUDA_MODULE_LOADING=EAGER.
func TestH200EagerTraceReplays(t *testing.T) {
	replayClean(t, "testdata/ci_example.eager.h200.trace")
}

// TestWildHostPointers passes unmapped host addresses as a kernel parameter
// and as copy buffers (testdata/wildptr.c): each call gets
// CUDA_ERROR_INVALID_VALUE naming the address, where a Go fault used to end
// the program, and the library goes on working (a launch, a sync and a copy
// after them succeed; addOne on a zeroed buffer gives 1).
func TestWildHostPointers(t *testing.T) {
	exe := compile(t, "testdata/wildptr.c")
	out, stderr, err := run(t, exe, []string{"CUDASIM_LOG=error"}, "../testdata/reference/kernels.fatbin")
	if err != nil {
		t.Fatalf("wildptr: %v\n%s", err, stderr)
	}
	if want := "0 0 0 0 0 0 1 1 1 1 0 0 0 1\n"; out != want {
		t.Errorf("results %q, want %q\nstderr:\n%s", out, want, stderr)
	}
	if n := strings.Count(stderr, "host address 0xdead0000000, given by the program, is not mapped memory"); n != 4 {
		t.Errorf("%d of 4 failures explained:\n%s", n, stderr)
	}
}

// TestMisuse makes wrong calls, two of which crash NVIDIA's driver
// (testdata/misuse.c): each gets an error code (NULL and impossible host
// buffers 1, bad handles 400, junk image 200, a destroyed context made
// current 709) and the program goes on.
func TestMisuse(t *testing.T) {
	exe := compile(t, "testdata/misuse.c")
	out, stderr, err := run(t, exe, []string{"CUDASIM_LOG=error"})
	if err != nil {
		t.Fatalf("misuse: %v\n%s", err, stderr)
	}
	if want := "0 0 0 0 1 1 1 400 400 400 200 0 0 400 0 0 709 0\n"; out != want {
		t.Errorf("results %q, want %q\nstderr:\n%s", out, want, stderr)
	}
	// Under CUDASIM_LOG=error every failure is explained, on one line.
	if n := strings.Count(stderr, "\n"); n != 9 {
		t.Errorf("%d lines of explanation for 9 failures:\n%s", n, stderr)
	}
}

// TestFailWrites runs testdata/failwrites.c: the entry points
// surface.txt marks failwrites write their outputs when they fail (NULL or 0
// over a marker), the others leave them, as an H100 with the H200's driver did
// (testdata/reference/tidy32/h100-s34, outputs_N.out: a refused clone is
// unwritten; a node of another graph NULL, as graphs26's s_gr_clone read it
// later; cuDeviceTotalMem of a device that is not there, cuMemAlloc of more
// than there is, cuMemGetAddressRange of an address in no allocation and
// cuModuleGetFunction/cuModuleGetGlobal of a name the module lacks 0), and
// cuCtxGetId of a primary context released for the last time is
// CUDA_ERROR_CONTEXT_IS_DESTROYED (709), unwritten.
func TestFailWrites(t *testing.T) {
	exe := compile(t, "testdata/failwrites.c")
	out, stderr, err := run(t, exe, nil)
	if err != nil {
		t.Fatalf("failwrites: %v\n%s%s", err, out, stderr)
	}
	want := "cuGraphClone 801 unwritten\ncuGraphNodeFindInClone 1 NULL\ncuDeviceTotalMem 101 0\n" +
		"cuMemAlloc 2 0\ncuMemGetAddressRange 500 0\ncuModuleGetFunction 500 NULL\ncuModuleGetGlobal 500 0\n" +
		"cuCtxGetId 709 unwritten\n"
	if out != want {
		t.Errorf("got\n%swant\n%s", out, want)
	}
}

// TestNullHandles runs testdata/nullhandles.c: each handle-taking call
// with a NULL handle answers what an H100 with driver 580 answered (some
// INVALID_VALUE, others INVALID_HANDLE, the object destroyers 0), and
// CU_POINTER_ATTRIBUTE_SYNC_MEMOPS on each kind of memory reads as there
// before and after it is set on and off (py34b-c, session 35's window:
// testdata/reference/cuda-python/w2); then the same calls with no current
// context and before cuInit, where each call reports the handle, the missing
// initialisation or the missing context first in its own order (null36-c:
// testdata/reference/null36).
func TestNullHandles(t *testing.T) {
	exe := compile(t, "testdata/nullhandles.c")
	for _, c := range []struct{ mode, native string }{
		{"", "cuda-python/w2/nullhandles-native.txt"},
		{"noctx", "null36/nullhandles-noctx-native.txt"},
		{"noinit", "null36/nullhandles-noinit-native.txt"},
	} {
		want, err := os.ReadFile("../testdata/reference/" + c.native)
		if err != nil {
			t.Fatal(err)
		}
		var args []string
		if c.mode != "" {
			args = []string{c.mode}
		}
		out, stderr, err := run(t, exe, nil, args...)
		if err != nil {
			t.Fatalf("nullhandles %s: %v\n%s%s", c.mode, err, out, stderr)
		}
		if diff := lineDiff(string(want), out); diff != "" {
			t.Errorf("nullhandles %s differs from the H100 (-H100 +cudasim):\n%s", c.mode, diff)
		}
	}
}

// probe2Lines reads the H200's probe2 transcript: for section, the lines
// each call printed (its code, then its value lines, each after two spaces)
// when calls is set, else the value lines that start with one of prefixes,
// indented by two spaces as the probe printed them.
func probe2Lines(t *testing.T, section string, calls bool, prefixes ...string) []string {
	t.Helper()
	tr, err := transcript.Read("../testdata/reference/probe2/probe2-transcript.txt")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	if calls {
		for _, c := range tr.Section(section) {
			line := strconv.Itoa(int(c.Code))
			for _, v := range c.Values {
				line += "  " + v
			}
			out = append(out, line)
		}
	} else {
		for _, l := range tr.Prefixed(section, prefixes...) {
			out = append(out, "  "+l)
		}
	}
	if len(out) == 0 {
		t.Fatalf("no %s lines in the probe2 transcript", section)
	}
	return out
}

// TestOccupancy runs testdata/occupancy.c, which makes probe2's occupancy
// calls on kernels.cubin through every form of the entry points (plain,
// ...WithFlags with 0 and 1, a blockSizeToDynamicSMemSize callback), and
// compares each line with what the H200 printed.
func TestOccupancy(t *testing.T) {
	exe := compile(t, "testdata/occupancy.c")
	want := probe2Lines(t, "occupancy", false, "kernel ", "occ ", "potential ", "availdyn ")
	for _, mode := range []string{"plain", "flags0", "flags1", "b2d"} {
		t.Run(mode, func(t *testing.T) {
			out, stderr, err := run(t, exe, []string{"CUDASIM_LOG=off"}, "../testdata/reference/kernels.cubin", mode)
			if err != nil {
				t.Fatalf("occupancy %s: %v\n%s", mode, err, stderr)
			}
			if diff := cmp.Diff(want, strings.Split(strings.TrimSuffix(out, "\n"), "\n")); diff != "" {
				t.Errorf("occupancy %s (-H200 +cudasim):\n%s", mode, diff)
			}
		})
	}
}

// TestStreamPriority runs probe2's priority section through the C entry
// points, and checks that undefined occupancy flags are refused with
// CUDA_ERROR_INVALID_VALUE (the H200 refused 7 so:
// testdata/cudart/apiexplore24, s_ax_funcocc).
func TestStreamPriority(t *testing.T) {
	exe := compile(t, "testdata/occupancy.c")
	out, stderr, err := run(t, exe, nil, "../testdata/reference/kernels.cubin", "priority")
	if err != nil {
		t.Fatalf("priority: %v\n%s", err, stderr)
	}
	want := probe2Lines(t, "priority", true)
	if diff := cmp.Diff(want, strings.Split(strings.TrimSuffix(out, "\n"), "\n")); diff != "" {
		t.Errorf("priority (-H200 +cudasim):\n%s", diff)
	}
	out, stderr, err = run(t, exe, []string{"CUDASIM_LOG=off"}, "../testdata/reference/kernels.cubin", "badflags")
	if err != nil {
		t.Fatalf("badflags: %v\n%s", err, stderr)
	}
	if want := fmt.Sprintf("%d %d\n", cu.ErrorInvalidValue, cu.ErrorInvalidValue); out != want {
		t.Errorf("undefined occupancy flags: %q, want %q", out, want)
	}
}

// TestOccupancyTraceReplays traces occupancy.c's calls to the emulator and
// replays the traces: each occupancy and priority call has a trace form
// (except a callback's, which becomes a comment) and replays without
// divergence.
func TestOccupancyTraceReplays(t *testing.T) {
	t.Parallel()
	exe := compile(t, "testdata/occupancy.c")
	for _, mode := range []string{"plain", "flags1", "b2d", "priority"} {
		t.Run(mode, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), mode+".trace")
			_, stderr, err := run(t, exe, []string{"CUDASIM_TRACE=" + path}, "../testdata/reference/kernels.cubin", mode)
			if err != nil {
				t.Fatalf("occupancy %s: %v\n%s", mode, err, stderr)
			}
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			wantCall := map[string]string{"plain": " cuOccupancyMaxPotentialBlockSize(", "flags1": " cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(",
				"b2d": "# t0 cuOccupancyMaxPotentialBlockSize(", "priority": " cuStreamGetPriority("}[mode]
			if !strings.Contains(string(data), wantCall) {
				t.Errorf("trace has no %q line", wantCall)
			}
			replayClean(t, path)
		})
	}
}

// TestExportTables drives the runtime's export tables as the H200 probe
// drove the real driver 580 and compares every line, pointers and the
// fatbin's size aside, with that probe's transcript. The H200 has four
// tables more (CTX_CREATE_BYPASS, DEVICE_EXTENDED_RT, HYBRID_CUDART, DLSS)
// that no runtime asked for; this program does not ask either.
func TestExportTables(t *testing.T) {
	exe := compile(t, "testdata/exporttables.c")
	out, stderr, err := run(t, exe, nil, "../testdata/reference/kernels.fatbin")
	if err != nil {
		t.Fatalf("exporttables: %v\n%s\n%s", err, out, stderr)
	}
	ref, err := os.ReadFile("../testdata/reference/cudart/tables_driver580.txt")
	if err != nil {
		t.Fatal(err)
	}
	mask := regexp.MustCompile(`(ctx|mod|lib|ptr|fn)=(0x[0-9a-f]+|\(nil\))|size-word=0x[0-9a-f]{6,}|fatbin \d+ bytes`)
	h200 := map[string]bool{}
	for _, line := range strings.Split(string(ref), "\n") {
		h200[mask.ReplaceAllString(line, "P")] = true
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) < 30 {
		t.Fatalf("only %d lines:\n%s", len(lines), out)
	}
	for _, line := range lines {
		if !h200[mask.ReplaceAllString(line, "P")] {
			t.Errorf("not as on the H200: %s", line)
		}
	}
	if stderr != "" {
		t.Errorf("stderr: %s", stderr)
	}
}

// TestRecorderRuntime records what the CUDA runtime does first over the
// fake driver: the recorder patches the driver's CUDART_INTERFACE table in
// place (keeping its address, which the integrity answer hashes) and
// traces the private primary-context and module calls in their cudart.
// forms.
func TestRecorderRuntime(t *testing.T) {
	library(t)
	dir := t.TempDir()
	fake := filepath.Join(dir, "libfakecuda.so")
	if out, err := exec.Command("cc", "-shared", "-fPIC", "-o", fake, "testdata/fakedriver.c").CombinedOutput(); err != nil {
		t.Fatalf("cc fakedriver.c: %v\n%s", err, out)
	}
	exe := compile(t, "testdata/recruntime.c")
	tracePath := filepath.Join(dir, "rt.trace")
	out, stderr, err := run(t, exe, []string{"CUDASIM_RECORD_DRIVER=" + fake, "CUDASIM_TRACE=" + tracePath, "CUDA_MODULE_LOADING="}, "../testdata/reference/kernels.fatbin")
	if err != nil {
		t.Fatalf("recruntime: %v\n%s", err, stderr)
	}
	if want := "0 0 0 0 0 0 0 0 same 1\n"; out != want {
		t.Errorf("recruntime printed %q, want %q (stderr: %s)", out, want, stderr)
	}
	got, err := os.ReadFile(tracePath)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"t0 cudart.PrimaryCtxHandle(dev0) -> CUDA_SUCCESS ctx0\nt0 cuCtxSetCurrent(ctx0) -> CUDA_SUCCESS\nt0 cuDevicePrimaryCtxRetain(dev0) -> CUDA_SUCCESS ctx0\n",
		"t0 cudart.ModuleLoad(file:rt.data/",
		") -> CUDA_SUCCESS mod0\nt0 cuModuleGetFunction(mod0, \"addOne\") -> CUDA_SUCCESS fn0\n",
	} {
		if !strings.Contains(string(got), want) {
			t.Errorf("trace lacks %q:\n%s", want, got)
		}
	}
	// The module's image is the fatbin the wrapper pointed at.
	data, _ := filepath.Glob(filepath.Join(dir, "rt.data", "*.bin"))
	fatbin, _ := os.ReadFile("../testdata/reference/kernels.fatbin")
	if len(data) != 1 {
		t.Fatalf("trace data files: %v", data)
	}
	if b, _ := os.ReadFile(data[0]); !bytes.Equal(b, fatbin) {
		t.Errorf("the traced module image (%d bytes) is not the wrapper's fatbin (%d bytes)", len(b), len(fatbin))
	}
}

// TestRuntimeContextProbe runs testdata/reference/cudart/rt_probe.c (the
// runtime's context-local storage and cuCtxGetApiVersion around a reset, a
// last release and a destroy) on cudasim and compares each line's code with
// what the H200 answered. The values it prints are not compared (see the
// program's last comment).
func TestRuntimeContextProbe(t *testing.T) {
	exe := compile(t, "../testdata/reference/cudart/rt_probe.c", "-DNO_CUDA_H")
	out, stderr, err := run(t, exe, nil)
	if err != nil {
		t.Fatalf("rt_probe: %v\n%s\n%s", err, out, stderr)
	}
	ref, err := os.ReadFile("../testdata/reference/cudart/rt_probe.txt")
	if err != nil {
		t.Fatal(err)
	}
	codes := func(s string) []string {
		var lines []string
		for _, l := range strings.Split(strings.TrimSpace(s), "\n") {
			f := strings.Fields(strings.SplitN(l, " val=", 2)[0])
			f = strings.Fields(strings.SplitN(strings.Join(f, " "), " ver=", 2)[0])
			lines = append(lines, strings.Join(f, " "))
		}
		return lines
	}
	if diff := cmp.Diff(codes(string(ref)), codes(out)); diff != "" {
		t.Errorf("codes differ from the H200's (-H200 +cudasim):\n%s", diff)
	}
}

// TestLink runs probe3's cuLink* section (testdata/link.c) through the C
// entry points and compares every call's result, and the kernel's, with
// the H200's transcript (testdata/reference/probe3). The image size, the
// logs and the register count are cudasim's own (a fatbin of PTX, not
// ptxas's SASS) and are not compared.
func TestLink(t *testing.T) {
	exe := compile(t, "testdata/link.c")
	out, stderr, err := run(t, exe, []string{"CUDASIM_LOG=off"})
	if err != nil {
		t.Fatalf("link: %v\n%s", err, stderr)
	}
	tr, err := os.ReadFile("../testdata/reference/probe3/transcript.txt")
	if err != nil {
		t.Fatal(err)
	}
	section := string(tr)
	section = section[strings.Index(section, "## link\n"):strings.Index(section, "## fork\n")]
	keep := func(s string) []string {
		var lines []string
		for _, l := range strings.Split(s, "\n") {
			if strings.HasPrefix(l, "cu") || strings.HasPrefix(l, "twice(") || strings.HasPrefix(l, "##") {
				lines = append(lines, strings.Join(strings.Fields(l), " "))
			}
		}
		return lines
	}
	if diff := cmp.Diff(keep(section), keep(out)); diff != "" {
		t.Errorf("link (-H200 +cudasim):\n%s\nfull output:\n%s", diff, out)
	}
	if !strings.Contains(out, "magic 50ed55ba") {
		t.Errorf("the image is not a fatbin:\n%s", out)
	}
}

// sections splits a probe's output into its "## name" sections (lines
// before the first header under "").
func sections(out string) map[string][]string {
	m := map[string][]string{}
	cur := ""
	for _, l := range strings.Split(strings.TrimRight(out, "\n"), "\n") {
		if s, ok := strings.CutPrefix(l, "## "); ok {
			cur = s
			continue
		}
		m[cur] = append(m[cur], l)
	}
	return m
}

// TestForkedChildStaysOutOfGo forks children after cuInit while two other
// threads keep calling the library (testdata/forkstress.c). A child that
// entered the Go runtime could hang for ever on a lock one of those threads
// held at the fork (before the children answered from C, 55 of 60 hung on
// this machine); now each answers as NVIDIA's driver does in such a child.
// The export tables' slots, which the CUDA runtime calls directly, stay out
// of Go too (they hung envexplore25's life.fork on the H200 host).
func TestForkedChildStaysOutOfGo(t *testing.T) {
	t.Parallel()
	exe := compile(t, "testdata/forkstress.c")
	out, stderr, err := run(t, exe, nil, "20")
	if err != nil {
		t.Fatalf("forkstress: %v\n%s\n%s", err, out, stderr)
	}
	want := "child: cuCtxGetCurrent 3 cuMemAlloc 3 cuInit 3 cuGetErrorName 0 CUDA_ERROR_NOT_INITIALIZED " +
		"cuGetErrorString 0 initialization error cuDriverGetVersion 0 13000; unknown code 1 NULL; export slots 3 3\n" +
		"children 20 hung 0 bad 0\n"
	if out != want {
		t.Errorf("forkstress printed\n%s\nwant\n%s", out, want)
	}
}

// TestChildForkedBeforeInit forks children before cuInit from a parent
// whose library is loaded and has answered a call (testdata/prefork.c): each
// runs a kernel as a new process would, a grandchild forked after its
// cuInit gets CUDA_ERROR_NOT_INITIALIZED, and the parent still works; the
// output is the H200's (testdata/reference/prefork). The children's
// inherited Go runtime would hang (every child did, at cuInit): they run in a
// fresh copy of the library; with "nested", a child of such a child forked
// before its own cuInit runs in a copy of the copy.
func TestChildForkedBeforeInit(t *testing.T) {
	t.Parallel()
	exe := compile(t, "testdata/prefork.c")
	for _, c := range []struct{ golden, mode string }{{"h200.txt", ""}, {"h200-nested.txt", "nested"}} {
		want, err := os.ReadFile("../testdata/reference/prefork/" + c.golden)
		if err != nil {
			t.Fatal(err)
		}
		args := []string{"8"}
		if c.mode != "" {
			args = append(args, c.mode)
		}
		out, stderr, err := run(t, exe, nil, args...)
		if err != nil {
			t.Fatalf("prefork %v: %v\n%s\n%s", args, err, out, stderr)
		}
		if out != string(want) {
			t.Errorf("prefork %v printed\n%s\nthe H200 printed\n%s", args, out, want)
		}
	}
}

// TestProbe3 runs testdata/probe3.c, the H200 probe's calls cudasim
// answers, through the C ABI: freeing with no current context and from
// another context, the profiler, managed memory over-subscription and a
// child forked after cuInit print what the H200 printed (whole sections of
// testdata/reference/probe3/transcript.txt); the over-subscribed managed
// memory is usable through its host pointer and copies, and the parent
// still works after the fork.
func TestProbe3(t *testing.T) {
	ref, err := os.ReadFile("../testdata/reference/probe3/transcript.txt")
	if err != nil {
		t.Fatal(err)
	}
	exe := compile(t, "testdata/probe3.c")
	out, stderr, err := run(t, exe, nil)
	if err != nil {
		t.Fatalf("probe3: %v\n%s\n%s", err, out, stderr)
	}
	want, got := sections(string(ref)), sections(out)
	for _, s := range []string{"", "free with no current context", "free from another context", "profiler and managed", "fork"} {
		if diff := cmp.Diff(want[s], got[s]); diff != "" {
			t.Errorf("section %q differs from the H200's (-H200 +cudasim):\n%s", s, diff)
		}
	}
	ok := func(call string) string { return fmt.Sprintf("%-64s %s", call, "CUDA_SUCCESS") }
	wantMore := map[string][]string{
		"managed bytes": {
			ok("cuMemAllocManaged(&m, (size_t)75 << 30, CU_MEM_ATTACH_GLOBAL)"),
			"75 GiB: host writes read by cuMemcpyDtoH: CUDA_SUCCESS CUDA_SUCCESS 5a a5",
			"75 GiB: cuMemcpyHtoD read by the host: CUDA_SUCCESS CUDA_SUCCESS 11 22",
			ok("cuMemFree(m)"),
			"300 GiB: host writes read by cuMemcpyDtoH: CUDA_SUCCESS CUDA_SUCCESS 5a a5",
			"300 GiB: cuMemcpyHtoD read by the host: CUDA_SUCCESS CUDA_SUCCESS 11 22",
			ok("cuMemFree(m300)"),
		},
		"parent after fork": {ok("cuMemAlloc(&a, 16)"), ok("cuMemFree(a)")},
	}
	for s, w := range wantMore {
		if diff := cmp.Diff(w, got[s]); diff != "" {
			t.Errorf("section %q (-want +got):\n%s", s, diff)
		}
	}
	if t.Failed() {
		t.Logf("stderr:\n%s", stderr)
	}
}

// CUDASIM_KERNEL_WORKERS: a positive count, else (unset or bad) 1.
func TestKernelWorkers(t *testing.T) {
	for v, want := range map[string]int{"": 1, "1": 1, " 3 ": 3, "0": 1, "-2": 1, "many": 1} {
		if got := kernelWorkers(v); got != want {
			t.Errorf("CUDASIM_KERNEL_WORKERS=%q: %d workers, want %d", v, got, want)
		}
	}
}

// CUDASIM_PTX_CACHE: a folder; "off" or "0" for none; unset or empty, the
// user's cache folder's cudasim/ptx-equivalents.
func TestPTXCacheDir(t *testing.T) {
	user, err := os.UserCacheDir()
	if err != nil {
		t.Skip(err)
	}
	def := filepath.Join(user, "cudasim", "ptx-equivalents")
	for v, want := range map[string]string{"/tmp/x": "/tmp/x", "off": "", "OFF": "", "0": "", "": def} {
		got := ptxCacheDir(func(string) (string, bool) { return v, true })
		if got != want {
			t.Errorf("CUDASIM_PTX_CACHE=%q: %q, want %q", v, got, want)
		}
	}
	if got := ptxCacheDir(func(string) (string, bool) { return "", false }); got != def {
		t.Errorf("unset: %q, want %q", got, def)
	}
}

// The lowering cache's folder follows the real driver's compute cache
// variables: CUDA_CACHE_DISABLE=1 turns it off, CUDA_CACHE_PATH places it,
// by default ~/.nv/ComputeCache; cudasim's entries go in its folder cudasim.
func TestLoweringCacheDir(t *testing.T) {
	home, err := os.UserHomeDir()
	if err != nil {
		t.Skip(err)
	}
	def := filepath.Join(home, ".nv", "ComputeCache", "cudasim")
	for _, c := range []struct {
		env  map[string]string
		want string
	}{
		{map[string]string{}, def},
		{map[string]string{"CUDA_CACHE_PATH": "/tmp/cc"}, "/tmp/cc/cudasim"},
		{map[string]string{"CUDA_CACHE_PATH": ""}, def},
		{map[string]string{"CUDA_CACHE_DISABLE": "1", "CUDA_CACHE_PATH": "/tmp/cc"}, ""},
		{map[string]string{"CUDA_CACHE_DISABLE": "0", "CUDA_CACHE_PATH": "/tmp/cc"}, "/tmp/cc/cudasim"},
	} {
		got := loweringCacheDir(func(k string) (string, bool) { v, ok := c.env[k]; return v, ok })
		if got != c.want {
			t.Errorf("%v: %q, want %q", c.env, got, c.want)
		}
	}
}

// buildID reads the Go build ID note of the object it is linked into (here
// the test binary): the same as debug/elf reads from the file.
func TestBuildID(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Skip(err)
	}
	f, err := elf.Open(exe)
	if err != nil {
		t.Skip(err)
	}
	defer f.Close()
	sec := f.Section(".note.go.buildid")
	if sec == nil {
		t.Skip("the test binary has no .note.go.buildid")
	}
	data, err := sec.Data()
	if err != nil || len(data) < 16 {
		t.Fatalf(".note.go.buildid: %d bytes, %v", len(data), err)
	}
	descSize := f.ByteOrder.Uint32(data[4:])
	want := string(data[16 : 16+descSize]) // namesz, descsz, type, "Go\0\0", the ID
	if got := buildID(); got != want || got == "" {
		t.Errorf("buildID() = %q, want %q", got, want)
	}
}

// TestProbe5 runs testdata/reference/probe5/probe5.c (codes cudasim used to
// answer differently from the H200) through the C ABI and compares every
// line with the H200's transcript, section by section. Where the H200
// crashed (streamdead, at cuStreamSynchronize of a destroyed context's
// stream) the lines before the crash are compared and cudasim must answer
// with an error code. In freed, a kernel writes memory freed just before
// the launch whose granule another allocation keeps mapped: no fault, as on
// the H200 (internal/mem/heap.go).
func TestProbe5(t *testing.T) {
	exe := compile(t, "../testdata/reference/probe5/probe5.c")
	ref, err := os.ReadFile("../testdata/reference/probe5/probe5-transcript.txt")
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][]string{}
	for _, l := range strings.Split(string(ref), "\n") {
		f := strings.Fields(l)
		if len(f) < 3 || strings.HasPrefix(l, "#") || !strings.Contains(l, " -> ") {
			continue
		}
		want[f[0]] = append(want[f[0]], strings.Join(f, " "))
	}
	for _, sec := range []string{"unloaded", "streamdead", "pitch", "hostreg", "recursion", "extrashort", "freed"} {
		out, stderr, err := run(t, exe, nil, sec)
		if err != nil {
			t.Errorf("%s: %v\n%s", sec, err, stderr)
			continue
		}
		var got []string
		for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
			got = append(got, strings.Join(strings.Fields(l), " "))
		}
		w := want[sec]
		switch sec {
		case "streamdead": // the H200 crashed at the next call
			if len(got) <= len(w) || strings.HasSuffix(got[len(w)], "-> 0 CUDA_SUCCESS") {
				t.Errorf("streamdead: cudasim must answer the call the H200 crashed in with an error:\n%s", out)
			}
			got = got[:min(len(got), len(w))]
		}
		if diff := cmp.Diff(w, got); diff != "" {
			t.Errorf("%s (-H200 +cudasim):\n%s", sec, diff)
		}
	}
}
