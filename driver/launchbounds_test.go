package driver

import (
	"bufio"
	"encoding/binary"
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"cudasim/cu"
)

// TestLaunchOverMaxNTID: a block with more threads than the kernel's
// .maxntid is CUDA_ERROR_INVALID_VALUE, from cuLaunchKernelEx and
// cuLaunchKernel, and the kernel still launches within its bounds.
// numba-cuda 0.30.4's TestLaunchBounds asserts CUDA_ERROR_INVALID_VALUE
// for that launch (cuda.core's launch, cuLaunchKernelEx) and its four
// tests passed on the H200 (testdata/reference/numba-cuda/full-w1,
// checked here); cudasim answered CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES.
func TestLaunchOverMaxNTID(t *testing.T) {
	log := gunzipFile(t, "../testdata/reference/numba-cuda/full-w1/pytest-h200.txt.gz")
	for _, name := range []string{"test_launch_bounds_scalar", "test_launch_bounds_tuple", "test_launch_bounds_with_min_cta", "test_launch_bounds_with_max_cluster_rank"} {
		if !strings.Contains(string(log), "PASSED cudapy/test_dispatcher.py::TestLaunchBounds::"+name) {
			t.Fatalf("the H200's log has no passing %s", name)
		}
	}

	const ptx = ".version 8.0\n.target sm_90\n.address_size 64\n" +
		".visible .entry bounded(.param .u64 p) .maxntid 128, 1, 1 { ret; }\n" +
		".visible .entry bounded2d(.param .u64 p) .maxntid 64, 2, 1 { ret; }\n"
	_, th, _ := newLibTest(t, 1, ModuleLoadingLazy, nil)
	m, err := th.ModuleLoadData([]byte(ptx))
	must(t, err)
	param := [][]byte{binary.LittleEndian.AppendUint64(nil, 0)}
	for _, c := range []struct {
		kernel string
		block  Dim3
		want   cu.Result
	}{
		{"bounded", Dim3{128, 1, 1}, cu.Success},
		{"bounded", Dim3{256, 1, 1}, cu.ErrorInvalidValue},
		{"bounded", Dim3{64, 4, 1}, cu.ErrorInvalidValue},
		{"bounded2d", Dim3{128, 1, 1}, cu.Success}, // the product counts
		{"bounded2d", Dim3{64, 4, 1}, cu.ErrorInvalidValue},
	} {
		fn, err := th.ModuleGetFunction(m, c.kernel)
		must(t, err)
		what := fmt.Sprintf("%s block (%d,%d,%d)", c.kernel, c.block.X, c.block.Y, c.block.Z)
		wantCode(t, "cuLaunchKernelEx "+what, th.LaunchKernelEx(LaunchConfig{Grid: Dim3{1, 1, 1}, Block: c.block}, fn, param, nil), c.want)
		must(t, th.CtxSynchronize())
		wantCode(t, "cuLaunchKernel "+what, th.LaunchKernel(fn, Dim3{1, 1, 1}, c.block, 0, 0, param, nil), c.want)
		must(t, th.CtxSynchronize())
	}
}

// boundsPTX is the PTX module of testdata/reference/numba-cuda/bounds/bounds.c
// (its C string literal, read from the probe's source).
func boundsPTX(t *testing.T) []byte {
	t.Helper()
	src, err := os.ReadFile("../testdata/reference/numba-cuda/bounds/bounds.c")
	must(t, err)
	var ptx strings.Builder
	in := false
	for _, l := range strings.Split(string(src), "\n") {
		l = strings.TrimSpace(l)
		switch {
		case strings.HasPrefix(l, "static const char *ptx ="):
			in = true
		case in && strings.HasPrefix(l, `"`):
			s := strings.TrimSuffix(strings.TrimSuffix(l, ";"), `"`)
			ptx.WriteString(strings.ReplaceAll(s[1:], `\n`, "\n"))
			if strings.HasSuffix(l, ";") {
				in = false
			}
		}
	}
	if ptx.Len() == 0 {
		t.Fatal("no PTX literal in bounds.c")
	}
	return []byte(ptx.String())
}

// TestLaunchBoundsTranscript replays bounds.c's transcript from the H200: the
// MAX_THREADS_PER_BLOCK of kernels with .maxntid / .reqntid, and what
// cuLaunchKernel and cuLaunchKernelEx answer for blocks within and over
// those bounds (numba-cuda's TestLaunchBounds expects
// CUDA_ERROR_INVALID_VALUE for a block over .maxntid).
func TestLaunchBoundsTranscript(t *testing.T) {
	f, err := os.Open("../testdata/reference/numba-cuda/bounds/bounds-h200.txt")
	must(t, err)
	defer f.Close()
	var want []string
	for sc := bufio.NewScanner(f); sc.Scan(); {
		want = append(want, sc.Text())
	}
	_, th, _ := newLibTest(t, 1, ModuleLoadingLazy, nil)
	m, err := th.ModuleLoadData(boundsPTX(t))
	got := []string{fmt.Sprintf("load %d %s", codeOf(err), codeOf(err).Name())}
	must(t, err)
	param := [][]byte{binary.LittleEndian.AppendUint64(nil, 0)}
	for _, name := range []string{"maxntid128", "maxntid64x2", "reqntid128", "minnctapersm"} {
		fn, err := th.ModuleGetFunction(m, name)
		must(t, err)
		mt, _ := th.FuncGetAttribute(FuncAttributeMaxThreadsPerBlock, fn)
		regs, _ := th.FuncGetAttribute(FuncAttributeNumRegs, fn)
		got = append(got, fmt.Sprintf("%s MAX_THREADS_PER_BLOCK %d NUM_REGS %d", name, mt, regs))
		for _, b := range []Dim3{{128, 1, 1}, {256, 1, 1}, {64, 2, 1}, {64, 4, 1}, {32, 1, 1}} {
			r1 := codeOf(th.LaunchKernel(fn, Dim3{1, 1, 1}, b, 0, 0, param, nil))
			s1 := codeOf(th.CtxSynchronize())
			r2 := codeOf(th.LaunchKernelEx(LaunchConfig{Grid: Dim3{1, 1, 1}, Block: b}, fn, param, nil))
			s2 := codeOf(th.CtxSynchronize())
			got = append(got, fmt.Sprintf("%s block (%d,%d,%d): cuLaunchKernel %d %s (sync %d), cuLaunchKernelEx %d %s (sync %d)",
				name, b.X, b.Y, b.Z, r1, r1.Name(), s1, r2, r2.Name(), s2))
		}
	}
	// NUM_REGS is left out: cudasim estimates a PTX kernel's registers
	// (8 here, ptxas 4), which no launch here depends on.
	regs := regexp.MustCompile(`NUM_REGS \d+`)
	for i := range want {
		want[i] = regs.ReplaceAllString(want[i], "NUM_REGS n")
	}
	for i := range got {
		got[i] = regs.ReplaceAllString(got[i], "NUM_REGS n")
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("launch bounds (-H200 +cudasim):\n%s", diff)
	}
}
