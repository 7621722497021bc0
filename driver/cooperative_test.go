package driver

import (
	"encoding/binary"
	"os"
	"testing"

	"cudasim/cu"
)

// coopModule loads the nvcc 11.8 PTX of testdata/conformance/coop.cu.
func coopModule(t *testing.T) (*Thread, Module) {
	t.Helper()
	_, th, _ := setup(t, Config{})
	src, err := os.ReadFile("../testdata/conformance/coop/coop.118.ptx")
	if err != nil {
		t.Fatal(err)
	}
	mod, err := th.ModuleLoadData(src)
	if err != nil {
		t.Fatal(err)
	}
	return th, mod
}

// TestCooperativeLaunch: a cooperative grid of the largest size the device
// holds at once passes its grid barrier; one block more is
// CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE, through cuLaunchCooperativeKernel
// and through cuLaunchKernelEx's COOPERATIVE attribute; the same kernel in a
// plain launch traps at grid.sync() (no grid workspace).
func TestCooperativeLaunch(t *testing.T) {
	th, mod := coopModule(t)
	f, err := th.ModuleGetFunction(mod, "coop_count")
	if err != nil {
		t.Fatal(err)
	}
	cnt, _ := th.MemAlloc(4)
	count := func() uint32 {
		b := make([]byte, 4)
		if err := th.MemcpyDtoH(b, cnt); err != nil {
			t.Fatal(err)
		}
		th.MemsetD32(cnt, 0, 1)
		return binary.LittleEndian.Uint32(b)
	}
	perSM, err := th.OccupancyMaxActiveBlocksPerMultiprocessor(f, 1024, 0)
	if err != nil {
		t.Fatal(err)
	}
	sms, _ := th.DeviceGetAttribute(AttrMultiprocessorCount, 0)
	limit := uint32(perSM * sms)
	if limit == 0 {
		t.Fatalf("no resident blocks: %d per SM, %d SMs", perSM, sms)
	}
	if err := th.LaunchCooperativeKernel(f, Dim3{limit, 1, 1}, Dim3{1024, 1, 1}, 0, 0, Args(cnt)); err != nil {
		t.Fatal(err)
	}
	if n := count(); n != limit {
		t.Errorf("%d blocks passed the grid barrier, want %d", n, limit)
	}
	err = th.LaunchCooperativeKernel(f, Dim3{limit + 1, 1, 1}, Dim3{1024, 1, 1}, 0, 0, Args(cnt))
	if cu.Code(err) != cu.ErrorCooperativeLaunchTooLarge {
		t.Errorf("grid of %d blocks: %v, want CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE", limit+1, err)
	}
	err = th.LaunchCooperativeKernel(f, Dim3{uint32(perSM), uint32(sms) + 1, 1}, Dim3{1024, 1, 1}, 0, 0, Args(cnt))
	if cu.Code(err) != cu.ErrorCooperativeLaunchTooLarge {
		t.Errorf("2-D grid over the limit: %v, want CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE", err)
	}
	cfg := LaunchConfig{Grid: Dim3{4, 1, 1}, Block: Dim3{64, 1, 1}, Attrs: []LaunchAttribute{{ID: LaunchAttributeCooperative, Value: 1}}}
	if err := th.LaunchKernelEx(cfg, f, Args(cnt), nil); err != nil {
		t.Fatal(err)
	}
	if n := count(); n != 4 {
		t.Errorf("cuLaunchKernelEx cooperative: %d blocks passed, want 4", n)
	}
	cfg.Grid, cfg.Block = Dim3{limit + 1, 1, 1}, Dim3{1024, 1, 1}
	if err := th.LaunchKernelEx(cfg, f, Args(cnt), nil); cu.Code(err) != cu.ErrorCooperativeLaunchTooLarge {
		t.Errorf("cuLaunchKernelEx cooperative over the limit: %v", err)
	}
	if err := th.LaunchKernel(f, Dim3{2, 1, 1}, Dim3{32, 1, 1}, 0, 0, Args(cnt), nil); err != nil {
		t.Fatal(err)
	}
	if err := th.CtxSynchronize(); cu.Code(err) != cu.ErrorLaunchFailed {
		t.Errorf("grid.sync() in a plain launch: synchronize %v, want CUDA_ERROR_LAUNCH_FAILED", err)
	}
}
