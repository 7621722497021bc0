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
