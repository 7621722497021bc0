package driver

import (
	"testing"

	"cudasim/cu"
)

// TestInactivePrimaryCurrent checks the calls made while an inactive primary
// context is current against the H200 (testdata/reference/samples/
// ctxprobe.txt: retain, release, cuCtxSetCurrent of the handle): the context
// still names its device, and calls that do work in it say it is destroyed.
func TestInactivePrimaryCurrent(t *testing.T) {
	d := New(Config{})
	th := d.NewThread()
	if err := th.Init(0); err != nil {
		t.Fatal(err)
	}
	c, err := th.DevicePrimaryCtxRetain(0)
	if err != nil {
		t.Fatal(err)
	}
	if err := th.DevicePrimaryCtxRelease(0); err != nil {
		t.Fatal(err)
	}
	if err := th.CtxSetCurrent(c); err != nil {
		t.Fatal(err)
	}
	if dev, err := th.CtxGetDevice(); err != nil || dev != 0 {
		t.Errorf("CtxGetDevice = %d, %v; the H200 answers 0, CUDA_SUCCESS", dev, err)
	}
	if f, err := th.CtxGetFlags(); err != nil || f != 0 {
		t.Errorf("CtxGetFlags = %d, %v; the H200 answers 0, CUDA_SUCCESS", f, err)
	}
	if _, err := th.CtxGetApiVersion(c); cu.Code(err) != cu.ErrorInvalidContext {
		t.Errorf("CtxGetApiVersion(primary): %v; the H200 answers CUDA_ERROR_INVALID_CONTEXT (released while not current)", err)
	}
	if _, err := th.CtxGetApiVersion(0); cu.Code(err) != cu.ErrorContextIsDestroyed {
		t.Errorf("CtxGetApiVersion(NULL): %v; the H200 answers CUDA_ERROR_CONTEXT_IS_DESTROYED", err)
	}
	if _, err := th.CtxGetLimit(LimitStackSize); cu.Code(err) != cu.ErrorContextIsDestroyed {
		t.Errorf("CtxGetLimit: %v; the H200 answers CUDA_ERROR_CONTEXT_IS_DESTROYED", err)
	}
	if err := th.CtxSynchronize(); cu.Code(err) != cu.ErrorContextIsDestroyed {
		t.Errorf("CtxSynchronize: %v; the H200 answers CUDA_ERROR_CONTEXT_IS_DESTROYED", err)
	}
	if _, active, _ := th.DevicePrimaryCtxGetState(0); active {
		t.Error("the queries activated the primary context")
	}
	// After a reset, the same.
	if _, err := th.DevicePrimaryCtxRetain(0); err != nil {
		t.Fatal(err)
	}
	if err := th.DevicePrimaryCtxReset(0); err != nil {
		t.Fatal(err)
	}
	if dev, err := th.CtxGetDevice(); err != nil || dev != 0 {
		t.Errorf("after a reset: CtxGetDevice = %d, %v; the H200 answers 0, CUDA_SUCCESS", dev, err)
	}
	if f, err := th.CtxGetFlags(); err != nil || f != 0 {
		t.Errorf("after a reset: CtxGetFlags = %d, %v; the H200 answers 0, CUDA_SUCCESS", f, err)
	}
}

// TestLastReleaseWhileCurrent: a primary context released for the last
// time while current answers as a reset one does, as the H200 did in probe
// interop29-c (libcuda/testdata/cudart/interop26/h200/cxp.out): the
// stored flags back to 0, cuCtxGetApiVersion of it 201 and of NULL 709,
// the local storage's get 201 through NULL and 400 through its handle, put
// through its handle kept until the next retain, work 709.
func TestLastReleaseWhileCurrent(t *testing.T) {
	th := New(Config{}).NewThread()
	must(t, th.Init(0))
	must(t, th.DevicePrimaryCtxSetFlags(0, 4)) // CU_CTX_SCHED_BLOCKING_SYNC
	c, err := th.DevicePrimaryCtxRetain(0)
	must(t, err)
	must(t, th.CtxSetCurrent(c))
	var ran []uint64
	dtor := func(_ Context, _, value uint64) { ran = append(ran, value) }
	must(t, th.CtxLocalPut(0, 1, 5, dtor))
	if flags, _, err := th.DevicePrimaryCtxGetState(0); err != nil || flags != 4 {
		t.Fatalf("state while retained: flags %#x %v, want 0x4", flags, err)
	}
	must(t, th.DevicePrimaryCtxRelease(0))
	if len(ran) != 1 || ran[0] != 5 {
		t.Errorf("destructors run by the last release: %v, want [5]", ran)
	}
	if flags, active, err := th.DevicePrimaryCtxGetState(0); err != nil || active || flags != 0 {
		t.Errorf("state after the last release: flags %#x active %v %v, want 0, inactive", flags, active, err)
	}
	codes := []struct {
		what string
		err  error
		want cu.Result
	}{
		{"cuCtxGetApiVersion(primary)", second(th.CtxGetApiVersion(c)), cu.ErrorInvalidContext},
		{"cuCtxGetApiVersion(NULL)", second(th.CtxGetApiVersion(0)), cu.ErrorContextIsDestroyed},
		{"cuCtxGetDevice", second(th.CtxGetDevice()), cu.Success},
		{"cuCtxGetFlags", second(th.CtxGetFlags()), cu.Success},
		{"CLS get(primary)", second(th.CtxLocalGet(c, 1)), cu.ErrorInvalidHandle},
		{"CLS get(NULL)", second(th.CtxLocalGet(0, 1)), cu.ErrorInvalidContext},
		{"cuMemAlloc", second(th.MemAlloc(64)), cu.ErrorContextIsDestroyed},
		{"cuCtxSynchronize", th.CtxSynchronize(), cu.ErrorContextIsDestroyed},
		{"CLS put(NULL)", th.CtxLocalPut(0, 1, 6, dtor), cu.ErrorContextIsDestroyed},
		{"CLS put(primary)", th.CtxLocalPut(c, 1, 6, dtor), cu.Success},
		{"cuDevicePrimaryCtxRelease", th.DevicePrimaryCtxRelease(0), cu.ErrorInvalidContext},
	}
	for _, k := range codes {
		if cu.Code(k.err) != k.want {
			t.Errorf("%s after the last release: %v, want %v", k.what, k.err, k.want)
		}
	}
	again, err := th.DevicePrimaryCtxRetain(0)
	must(t, err)
	if again != c {
		t.Errorf("retained again: %#x, want the same handle %#x", again, c)
	}
	if flags, active, err := th.DevicePrimaryCtxGetState(0); err != nil || !active || flags != 0 {
		t.Errorf("state retained again: flags %#x active %v %v, want 0, active", flags, active, err)
	}
	if v, err := th.CtxLocalGet(0, 1); err != nil || v != 6 {
		t.Errorf("CLS get after the retain: %d %v, want 6 (put while released)", v, err)
	}
}

// second is the error of a call with two results.
func second[T any](_ T, err error) error { return err }
