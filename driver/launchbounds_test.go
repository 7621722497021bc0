package driver

import (
	"compress/gzip"
	"encoding/binary"
	"fmt"
	"io"
	"os"
	"strings"
	"testing"

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
	f, err := os.Open("../testdata/reference/numba-cuda/full-w1/pytest-h200.txt.gz")
	must(t, err)
	defer f.Close()
	z, err := gzip.NewReader(f)
	must(t, err)
	log, err := io.ReadAll(z)
	must(t, err)
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
