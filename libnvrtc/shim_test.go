package libnvrtc

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"

	"cudasim/cubin"
	"cudasim/driver"
	"cudasim/trace"
	"cudasim/trace/replay"
)

// The tests build cudasim's libcuda.so.1, the shim, a fake "real NVRTC"
// (testdata/fakenvrtc.c, handing out NVRTC 11.8's real outputs for
// testdata/gen.c's program) and testdata/use.c, which compiles with NVRTC
// to a cubin, loads it and launches SAXPY; then run use.c with and without
// the shim.

var (
	buildOnce sync.Once
	buildDirs struct{ lib, shim, fake string }
	buildErr  error
)

// built builds the libraries once per test binary.
func built(t *testing.T) (lib, shim, fake string) {
	t.Helper()
	if testing.Short() {
		t.Skip("builds cudasim's shared library; skipped with -short")
	}
	if _, err := exec.LookPath("cc"); err != nil {
		t.Skip("no C compiler (cc)")
	}
	buildOnce.Do(func() {
		root, err := os.MkdirTemp("", "cudasim-libnvrtc")
		if err != nil {
			buildErr = err
			return
		}
		buildDirs.lib, buildDirs.shim, buildDirs.fake = filepath.Join(root, "lib"), filepath.Join(root, "shim"), filepath.Join(root, "fake")
		gobin := filepath.Join(runtime.GOROOT(), "bin", "go")
		for _, c := range [][]string{
			{gobin, "build", "-buildmode=c-shared", "-o", filepath.Join(buildDirs.lib, "libcuda.so.1"), "../libcuda"},
			{"ln", "-s", "libcuda.so.1", filepath.Join(buildDirs.lib, "libcuda.so")},
			{"sh", "shim/build.sh", buildDirs.shim, "libnvrtc.so.13", "libnvrtc.so.11.2", "libnvJitLink.so.13"},
			{"mkdir", "-p", buildDirs.fake},
			{"cc", "-shared", "-fPIC", "-o", filepath.Join(buildDirs.fake, "libnvrtc.so.13"), "-Wl,-soname,libnvrtc.so.13", "testdata/fakenvrtc.c"},
			{"cc", "-shared", "-fPIC", "-o", filepath.Join(buildDirs.fake, "libnvJitLink.so.13"), "-Wl,-soname,libnvJitLink.so.13", "testdata/fakenvjitlink.c"},
		} {
			if out, err := exec.Command(c[0], c[1:]...).CombinedOutput(); err != nil {
				buildErr = fmt.Errorf("%s: %v\n%s", strings.Join(c, " "), err, out)
				return
			}
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return buildDirs.lib, buildDirs.shim, buildDirs.fake
}

// useProgram builds testdata/use.c linked with the given libnvrtc file.
func useProgram(t *testing.T, nvrtc string) string {
	t.Helper()
	built(t)
	exe := filepath.Join(t.TempDir(), "use")
	args := []string{"-O1", "-o", exe, "testdata/use.c", nvrtc, "-ldl"}
	if out, err := exec.Command("cc", args...).CombinedOutput(); err != nil {
		t.Fatalf("cc %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return exe
}

// runUse runs use.c with LD_LIBRARY_PATH set to path and the fake NVRTC's
// outputs set to ptx (and the NVRTC 11.8 cubin).
func runUse(t *testing.T, exe, path, ptx string, env []string, mode string) (stdout, stderr string, err error) {
	t.Helper()
	cmd := exec.Command(exe, mode)
	// CUDASIM_PTX_CACHE=off: each run registers only what it compiles, so
	// that a run without the shim answers 801 whatever ran before it.
	cmd.Env = append(os.Environ(), "LD_LIBRARY_PATH="+path, "CUDASIM_LOG=warn", "CUDASIM_PTX_CACHE=off",
		"FAKE_NVRTC_CUBIN="+abs(t, "testdata/saxpy.sm_90.cubin"), "FAKE_NVRTC_PTX="+abs(t, ptx))
	cmd.Env = append(cmd.Env, env...)
	var o, e bytes.Buffer
	cmd.Stdout, cmd.Stderr = &o, &e
	err = cmd.Run()
	return o.String(), e.String(), err
}

func abs(t *testing.T, p string) string {
	a, err := filepath.Abs(p)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// saxpyRegs is what the cubin says saxpy uses: what the driver must report
// (the attributes come from the cubin, the execution from the PTX).
func saxpyRegs(t *testing.T) int {
	img, err := cubin.LoadFile("testdata/saxpy.sm_90.cubin")
	if err != nil {
		t.Fatal(err)
	}
	p, err := img.Select(90)
	if err != nil {
		t.Fatal(err)
	}
	return p.Kernel("saxpy").NumRegs
}

// TestShimRunsNVRTCCubins: through the shim, a cubin from NVRTC (the
// fake, handing out NVRTC 11.8's outputs) loads as a module and as a
// library and SAXPY's results are right; without the shim the launch
// answers CUDA_ERROR_NOT_SUPPORTED (801) as before.
func TestShimRunsNVRTCCubins(t *testing.T) {
	lib, shim, fake := built(t)
	withShim := useProgram(t, filepath.Join(shim, "libnvrtc.so.13"))
	without := useProgram(t, filepath.Join(fake, "libnvrtc.so.13"))
	regs := fmt.Sprintf("registers %d\n", saxpyRegs(t))
	realNVRTC := "CUDASIM_REAL_NVRTC=" + filepath.Join(fake, "libnvrtc.so.13")
	for _, mode := range []string{"module", "library", "twice", "late"} {
		t.Run(mode, func(t *testing.T) {
			out, errOut, err := runUse(t, withShim, shim+":"+lib, "testdata/saxpy.ptx", []string{realNVRTC}, mode)
			if err != nil || !strings.HasSuffix(out, "launch 0\nsaxpy ok\n") || (mode != "library" && !strings.Contains(out, regs)) {
				t.Errorf("with the shim: %v\n%s%s", err, out, errOut)
			}
			out, errOut, err = runUse(t, without, fake+":"+lib, "testdata/saxpy.ptx", nil, mode)
			if err == nil || !strings.HasSuffix(out, "launch 801\n") || !strings.Contains(errOut, "kernel saxpy has only sm_90 SASS; cudasim executes PTX") {
				t.Errorf("without the shim: %v\n%s%s", err, out, errOut)
			}
		})
	}

	// Found by searching LD_LIBRARY_PATH, past the shim's own directory.
	out, errOut, err := runUse(t, withShim, shim+":"+fake+":"+lib, "testdata/saxpy.ptx", []string{"CUDASIM_NVRTC_LOG=1"}, "module")
	if err != nil || !strings.HasSuffix(out, "saxpy ok\n") || !strings.Contains(errOut, "forwarding to "+filepath.Join(fake, "libnvrtc.so.13")) {
		t.Errorf("searched: %v\n%s%s", err, out, errOut)
	}
}

// TestShimBadInput: PTX that does not match the cubin is refused (the
// launch says why), no real NVRTC or a shim named as the real one is
// NVRTC_ERROR_INTERNAL_ERROR (11), a NULL program gets the real NVRTC's
// answer, and the exports outside nvrtc.h are forwarded with their
// arguments intact.
func TestShimBadInput(t *testing.T) {
	lib, shim, fake := built(t)
	exe := useProgram(t, filepath.Join(shim, "libnvrtc.so.13"))
	path := shim + ":" + lib
	realNVRTC := "CUDASIM_REAL_NVRTC=" + filepath.Join(fake, "libnvrtc.so.13")

	sizes := func(name string) int64 {
		fi, err := os.Stat(name)
		if err != nil {
			t.Fatal(err)
		}
		return fi.Size()
	}
	registered := fmt.Sprintf("registered a %d-byte cubin with its %d-byte PTX: CUresult 1\n", // 1: CUDA_ERROR_INVALID_VALUE
		sizes("testdata/saxpy.sm_90.cubin"), sizes("testdata/other.ptx")+1)
	out, errOut, err := runUse(t, exe, path, "testdata/other.ptx", []string{realNVRTC}, "module")
	if err == nil || !strings.HasSuffix(out, "launch 801\n") || !strings.Contains(errOut, registered) ||
		!strings.Contains(errOut, "the PTX registered as its equivalent was refused: PTX equivalent of a sm_90 cubin: its PTX does not define kernel fill, saxpy") {
		t.Errorf("mismatched PTX: %v\n%s%s", err, out, errOut)
	}

	copyOfShim := filepath.Join(t.TempDir(), "libnvrtc.so.13")
	if b, err := os.ReadFile(filepath.Join(shim, "libnvrtc.so.13")); err != nil || os.WriteFile(copyOfShim, b, 0o755) != nil {
		t.Fatal(err)
	}
	for name, env := range map[string]string{
		"no real NVRTC":   "/nonexistent/libnvrtc.so.13",
		"not NVRTC":       filepath.Join(lib, "libcuda.so.1"),
		"another shim":    copyOfShim,
		"the shim itself": filepath.Join(shim, "libnvrtc.so.13"),
	} {
		out, errOut, err := runUse(t, exe, path, "testdata/saxpy.ptx", []string{"CUDASIM_REAL_NVRTC=" + env}, "module")
		if err == nil || !strings.Contains(out, "= nvrtc 11\n") || !strings.Contains(errOut, "is not a real NVRTC library") {
			t.Errorf("%s: %v\n%s%s", name, err, out, errOut)
		}
	}

	out, errOut, err = runUse(t, exe, path, "testdata/saxpy.ptx", []string{realNVRTC}, "badhandle")
	if err != nil || out != "NULL program: CUBINSize 4 GetCUBIN 4\n" {
		t.Errorf("NULL program: %v\n%s%s", err, out, errOut)
	}

	// The fake's __nvrtcCPEx, called directly and through the shim.
	direct := useProgram(t, filepath.Join(fake, "libnvrtc.so.13"))
	want, _, err := runUse(t, direct, fake+":"+lib, "testdata/saxpy.ptx", nil, "cpex")
	if err != nil || !strings.HasPrefix(want, "cpex ") {
		t.Fatalf("cpex without the shim: %v %q", err, want)
	}
	if out, errOut, err := runUse(t, exe, path, "testdata/saxpy.ptx", []string{realNVRTC}, "cpex"); err != nil || out != want {
		t.Errorf("cpex through the shim: %v\n%q, want %q\n%s", err, out, want, errOut)
	}
}

// TestShimRealNVRTC runs use.c through the shim (built as libnvrtc.so.11.2)
// with this machine's NVRTC 11.8, when it has one.
func TestShimRealNVRTC(t *testing.T) {
	const real = "/usr/lib/x86_64-linux-gnu/libnvrtc.so.11.2"
	if _, err := os.Stat(real); err != nil {
		t.Skip("no NVRTC 11.8 at " + real)
	}
	lib, shim, _ := built(t)
	exe := useProgram(t, filepath.Join(shim, "libnvrtc.so.11.2"))
	for _, mode := range []string{"module", "library"} {
		out, errOut, err := runUse(t, exe, shim+":"+lib, "testdata/saxpy.ptx", []string{"CUDASIM_NVRTC_LOG=1"}, mode)
		if err != nil || !strings.HasSuffix(out, "launch 0\nsaxpy ok\n") || !strings.Contains(errOut, "CUresult 0") {
			t.Errorf("%s: %v\n%s%s", mode, err, out, errOut)
		}
		if strings.Contains(errOut, "no version information") {
			t.Errorf("%s: the shim lacks NVRTC's symbol versions:\n%s", mode, errOut)
		}
	}
}

// TestShimExports: the shims export every function NVIDIA's libraries
// export (recorded: NVRTC 11.8 here, CUDA 13.0's NVRTC and nvJitLink on the
// H200 machine, testdata/reference/nvrtc/exports-*.txt), under the same
// version node, and nvrtc.h's API of CUDA 12 besides.
func TestShimExports(t *testing.T) {
	_, shim, _ := built(t)
	names := func(path string) map[string]bool {
		out, err := exec.Command("nm", "-D", "--defined-only", path).Output()
		if err != nil {
			t.Skipf("nm -D %s: %v", path, err)
		}
		m := map[string]bool{}
		for _, line := range strings.Split(string(out), "\n") {
			if f := strings.Fields(line); len(f) == 3 && f[1] != "A" {
				m[f[2]] = true
			}
		}
		return m
	}
	for _, soname := range []string{"libnvrtc.so.11.2", "libnvrtc.so.13", "libnvJitLink.so.13"} {
		have := names(filepath.Join(shim, soname))
		b, err := os.ReadFile("../testdata/reference/nvrtc/exports-" + soname + ".txt")
		if err != nil {
			t.Fatal(err)
		}
		want := strings.Fields(string(b))
		if soname == "libnvrtc.so.11.2" {
			for _, n := range strings.Fields(`nvrtcGetLTOIRSize nvrtcGetLTOIR nvrtcGetOptiXIRSize nvrtcGetOptiXIR
				nvrtcGetPCHHeapSize nvrtcSetPCHHeapSize nvrtcGetPCHCreateStatus nvrtcGetPCHHeapSizeRequired nvrtcSetFlowCallback`) {
				want = append(want, n+"@@"+soname) // CUDA 12's nvrtc.h
			}
		}
		for _, n := range want {
			switch {
			case n == soname: // the version node itself
			case n == "__nvJitLinkAPI@@libnvJitLink.so.13": // not forwarded (docs/nvrtc.md)
			case !have[n]:
				t.Errorf("%s does not export %s", soname, n)
			}
		}
	}
}

// TestShimTraceReplays: a trace recorded through the shim carries the
// registration (cudasim.RegisterPTX), so that its replay runs the cubin's
// kernels as the program did.
func TestShimTraceReplays(t *testing.T) {
	lib, shim, fake := built(t)
	exe := useProgram(t, filepath.Join(shim, "libnvrtc.so.13"))
	path := filepath.Join(t.TempDir(), "use.trace")
	out, errOut, err := runUse(t, exe, shim+":"+lib, "testdata/saxpy.ptx",
		[]string{"CUDASIM_REAL_NVRTC=" + filepath.Join(fake, "libnvrtc.so.13"), "CUDASIM_TRACE=" + path}, "module")
	if err != nil || !strings.HasSuffix(out, "saxpy ok\n") {
		t.Fatalf("use: %v\n%s%s", err, out, errOut)
	}
	tr, err := trace.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	registered := 0
	for _, c := range tr.Calls {
		if c.Name == "cudasim.RegisterPTX" {
			registered++
		}
	}
	if registered != 1 {
		t.Errorf("%d cudasim.RegisterPTX calls in the trace, want 1", registered)
	}
	cfg, err := replay.Config(tr)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Observer = nil
	d := driver.New(cfg)
	defer d.Close()
	rep, err := replay.Run(d, tr, replay.Options{Continue: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, dv := range rep.Divergences {
		t.Errorf("%s", dv.String())
	}
	if !rep.OK() || rep.Calls == 0 {
		t.Errorf("replay: %d of %d calls, %d divergences", rep.Calls, rep.Total, len(rep.Divergences))
	}
}

// TestJitLinkShim: a cubin "linked" by nvJitLink (the fake, handing out
// NVRTC 11.8's SAXPY cubin) from SAXPY's PTX runs through the nvJitLink
// shim, which registers cudasim's own link of the inputs (added as data
// or as a file, or as NVJITLINK_INPUT_ANY) or, when nvJitLink has linked PTX, that PTX; an LTO link's
// LTO-IR is replaced by the PTX nvJitLink makes of it with -lto -ptx (the
// fake's LTO-IR is PTX text); without the shim the launch answers 801, and
// an LTO link whose LTO-IR nvJitLink cannot turn into PTX too.
func TestJitLinkShim(t *testing.T) {
	lib, shim, fake := built(t)
	build := func(jitlink, nvrtc string) string {
		exe := filepath.Join(t.TempDir(), "linkuse")
		args := []string{"-O1", "-o", exe, "testdata/linkuse.c", jitlink, nvrtc, "-ldl"}
		if out, err := exec.Command("cc", args...).CombinedOutput(); err != nil {
			t.Fatalf("cc %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		return exe
	}
	withShim := build(filepath.Join(shim, "libnvJitLink.so.13"), filepath.Join(shim, "libnvrtc.so.13"))
	without := build(filepath.Join(fake, "libnvJitLink.so.13"), filepath.Join(fake, "libnvrtc.so.13"))
	ptx := abs(t, "testdata/saxpy.ptx")
	run := func(exe, path string, env []string, args ...string) (string, string, error) {
		cmd := exec.Command(exe, args...)
		cmd.Env = append(os.Environ(), "LD_LIBRARY_PATH="+path, "CUDASIM_LOG=warn", "CUDASIM_NVRTC_LOG=1", "CUDASIM_PTX_CACHE=off",
			"FAKE_NVRTC_CUBIN="+abs(t, "testdata/saxpy.sm_90.cubin"), "CUDASIM_REAL_NVJITLINK="+filepath.Join(fake, "libnvJitLink.so.13"),
			"CUDASIM_REAL_NVRTC="+filepath.Join(fake, "libnvrtc.so.13"))
		cmd.Env = append(cmd.Env, env...)
		var o, e bytes.Buffer
		cmd.Stdout, cmd.Stderr = &o, &e
		err := cmd.Run()
		return o.String(), e.String(), err
	}
	for _, c := range []struct {
		name string
		env  []string
		args []string
		log  string
	}{
		{"data", nil, []string{ptx}, "with its 1 inputs, for cudasim to link: CUresult 0"},
		{"file", nil, []string{ptx, "file"}, "with its 1 inputs, for cudasim to link: CUresult 0"},
		// NVJITLINK_INPUT_ANY: the shim tells PTX from the data, as nvJitLink does
		// (cuda.bindings' test_get_linked_cubin, testdata/reference/cuda-python).
		{"any", nil, []string{ptx, "any"}, "with its 1 inputs, for cudasim to link: CUresult 0"},
		{"linked PTX", []string{"FAKE_JITLINK_PTX=" + ptx}, []string{ptx}, "with nvJitLink's"},
		{"LTO", nil, []string{ptx, "lto"}, "with its 1 inputs, for cudasim to link (its LTO-IR as nvJitLink's -lto -ptx PTX of it): CUresult 0"},
		{"LTO and PTX", nil, []string{ptx, "lto", abs(t, "testdata/other.ptx")}, "with its 2 inputs, for cudasim to link (its LTO-IR as nvJitLink's -lto -ptx PTX of it): CUresult 0"},
	} {
		out, errOut, err := run(withShim, shim+":"+lib, c.env, c.args...)
		if err != nil || !strings.HasSuffix(out, "launch 0\nsaxpy ok\n") || !strings.Contains(errOut, c.log) {
			t.Errorf("%s, with the shim: %v\n%s%s", c.name, err, out, errOut)
		}
	}
	// An LTO-IR input NVRTC made (-dlto) links as the PTX the NVRTC shim
	// had NVRTC make of the same program, whole: here nvJitLink's own LTO
	// link to PTX has none (numba-cuda's NRT library: the functions a PTX
	// input calls, which that link drops, test_nrt_detect_linked_ptx_file).
	nvrtcEnv := []string{"FAKE_NO_LTO_PTX=1", "FAKE_NVRTC_PTX=" + ptx, "FAKE_NVRTC_LTOIR=" + abs(t, "testdata/saxpy.sm_90.cubin")}
	out, errOut, err := run(withShim, shim+":"+lib, nvrtcEnv, ptx, "nvrtc")
	if err != nil || !strings.HasSuffix(out, "launch 0\nsaxpy ok\n") || !strings.Contains(errOut, "with its 1 inputs, for cudasim to link (LTO-IR from NVRTC as NVRTC's PTX of it): CUresult 0") {
		t.Errorf("LTO-IR from NVRTC: %v\n%s%s", err, out, errOut)
	}
	out, errOut, err = run(without, fake+":"+lib, nil, ptx)
	if err == nil || !strings.HasSuffix(out, "launch 801\n") {
		t.Errorf("without the shim: %v\n%s%s", err, out, errOut)
	}
	// An LTO link whose LTO-IR nvJitLink makes no PTX of: cudasim is given
	// the LTO-IR, which it cannot link, and the launch answers 801.
	out, errOut, err = run(withShim, shim+":"+lib, []string{"FAKE_NO_LTO_PTX=1"}, ptx, "lto")
	if err == nil || !strings.HasSuffix(out, "launch 801\n") || !strings.Contains(errOut, "which cudasim cannot link") {
		t.Errorf("LTO without PTX: %v\n%s%s", err, out, errOut)
	}
	// Inputs cudasim cannot link (other.ptx lacks saxpy): refused, 801.
	out, errOut, err = run(withShim, shim+":"+lib, nil, abs(t, "testdata/other.ptx"))
	if err == nil || !strings.HasSuffix(out, "launch 801\n") || !strings.Contains(errOut, "CUresult 1") {
		t.Errorf("other kernels' PTX: %v\n%s%s", err, out, errOut)
	}
}
