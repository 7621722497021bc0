package driver

import (
	"encoding/binary"
	"testing"

	"cudasim/cu"
	"cudasim/internal/gzfile"
)

// coopModule loads the nvcc 11.8 PTX of testdata/conformance/coop.cu.
func coopModule(t *testing.T) (*Thread, Module) {
	t.Helper()
	_, th, _ := setup(t, Config{})
	src, err := gzfile.ReadFile("../testdata/conformance/coop/coop.118.ptx")
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

// TestCooperativeLaunchErrors replays the argument errors measured on the
// H200 (testdata/reference/coop/limits-misc.txt): a NULL function, zero and
// oversized dimensions, and dynamic shared memory beyond the function's
// maximum, which a cooperative launch answers with
// CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE.
func TestCooperativeLaunchErrors(t *testing.T) {
	th, mod := coopModule(t)
	f, err := th.ModuleGetFunction(mod, "coop_count")
	if err != nil {
		t.Fatal(err)
	}
	cnt, _ := th.MemAlloc(4)
	for _, c := range []struct {
		f            Function
		grid, block  Dim3
		shared       uint32
		s            Stream
		want         cu.Result
		measuredLine string
	}{
		{0, Dim3{1, 1, 1}, Dim3{32, 1, 1}, 0, 0, cu.ErrorInvalidHandle, "NULL"},
		{f, Dim3{0, 1, 1}, Dim3{32, 1, 1}, 0, 0, cu.ErrorInvalidValue, "grid 0"},
		{f, Dim3{1, 0, 1}, Dim3{32, 1, 1}, 0, 0, cu.ErrorInvalidValue, "grid y 0"},
		{f, Dim3{1, 1, 1}, Dim3{0, 1, 1}, 0, 0, cu.ErrorInvalidValue, "block 0"},
		{f, Dim3{1, 1, 1}, Dim3{1025, 1, 1}, 0, 0, cu.ErrorInvalidValue, "block 1025"},
		{f, Dim3{1, 1, 1}, Dim3{32, 1, 65}, 0, 0, cu.ErrorInvalidValue, "block z 65"},
		{f, Dim3{1, 1, 1}, Dim3{32, 1, 1}, 300000, 0, cu.ErrorCooperativeLaunchTooLarge, "shared 300000"},
		{f, Dim3{1, 1, 1}, Dim3{32, 1, 1}, 232449, 0, cu.ErrorCooperativeLaunchTooLarge, "shared 232449"},
		{f, Dim3{1, 1, 1}, Dim3{32, 1, 1}, 0, StreamPerThread, 0, "per-thread stream"},
		{f, Dim3{1, 1, 1}, Dim3{32, 1, 1}, 0, StreamLegacy, 0, "legacy stream"},
		{f, Dim3{0x7fffffff, 1, 1}, Dim3{32, 1, 1}, 0, 0, cu.ErrorCooperativeLaunchTooLarge, "grid 2^31-1"},
		{f, Dim3{1, 65536, 1}, Dim3{32, 1, 1}, 0, 0, cu.ErrorInvalidValue, "grid y 65536"},
	} {
		err := th.LaunchCooperativeKernel(c.f, c.grid, c.block, c.shared, c.s, Args(cnt))
		if cu.Code(err) != c.want {
			t.Errorf("%s: %v, want %v", c.measuredLine, err, c.want)
		}
	}
	if err := th.CtxSynchronize(); err != nil {
		t.Fatal(err)
	}
}

// TestCooperativeMultiDevice replays the one-device measurements of
// cuLaunchCooperativeKernelMultiDevice (testdata/reference/coop/limits-misc.txt).
func TestCooperativeMultiDevice(t *testing.T) {
	th, mod := coopModule(t)
	f, err := th.ModuleGetFunction(mod, "coop_count")
	if err != nil {
		t.Fatal(err)
	}
	cnt, _ := th.MemAlloc(4)
	s, err := th.StreamCreate(0)
	if err != nil {
		t.Fatal(err)
	}
	p := CooperativeLaunchParams{Function: f, Grid: Dim3{4, 1, 1}, Block: Dim3{64, 1, 1}, Stream: s, Params: Args(cnt)}
	if err := th.LaunchCooperativeKernelMultiDevice([]CooperativeLaunchParams{p}, 0); err != nil {
		t.Fatal(err)
	}
	b := make([]byte, 4)
	th.MemcpyDtoH(b, cnt)
	if n := binary.LittleEndian.Uint32(b); n != 4 {
		t.Errorf("%d blocks counted, want 4", n)
	}
	if err := th.LaunchCooperativeKernelMultiDevice([]CooperativeLaunchParams{p}, 3); err != nil {
		t.Errorf("flags 3: %v", err)
	}
	for _, c := range []struct {
		ls    []CooperativeLaunchParams
		flags uint32
		want  cu.Result
	}{
		{[]CooperativeLaunchParams{p}, 4, cu.ErrorInvalidValue},
		{nil, 0, cu.ErrorInvalidValue},
		{[]CooperativeLaunchParams{{Function: f, Grid: Dim3{4, 1, 1}, Block: Dim3{64, 1, 1}, Params: Args(cnt)}}, 0, cu.ErrorInvalidHandle},
		{[]CooperativeLaunchParams{{Function: f, Grid: Dim3{100000, 1, 1}, Block: Dim3{64, 1, 1}, Stream: s, Params: Args(cnt)}}, 0, cu.ErrorCooperativeLaunchTooLarge},
	} {
		if err := th.LaunchCooperativeKernelMultiDevice(c.ls, c.flags); cu.Code(err) != c.want {
			t.Errorf("%d launches, flags %d: %v, want %v", len(c.ls), c.flags, err, c.want)
		}
	}
}
