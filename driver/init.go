package driver

import (
	"cudasim/cu"
)

// Init is cuInit: flags must be 0 (else CUDA_ERROR_INVALID_VALUE); repeated
// calls are harmless. Until it succeeds every other call fails with
// CUDA_ERROR_NOT_INITIALIZED, except DriverGetVersion, GetErrorName and
// GetErrorString. It creates no context. In a process forked after Init
// (see Driver.Forked) it answers CUDA_ERROR_NOT_INITIALIZED.
func (t *Thread) Init(flags uint32) error {
	if t.d.forked.Load() {
		return errForked()
	}
	if flags != 0 {
		return cu.Errorf(cu.ErrorInvalidValue, "cuInit flags must be 0, got %#x", flags)
	}
	if t.d.inited.CompareAndSwap(false, true) {
		if t.d.cfg.CheckpointServe {
			t.d.serveCheckpoints()
		}
		t.d.emit(Notice{Kind: NoticeInit, Thread: t.id, Device: -1, Detail: "driver initialized"})
	}
	return nil
}

// DriverGetVersion is cuDriverGetVersion: 13000 (CUDA 13.0), also before
// Init.
func (t *Thread) DriverGetVersion() (int32, error) { return DriverVersion, nil }

// GetErrorName is cuGetErrorName: the code's identifier, e.g.
// "CUDA_ERROR_INVALID_VALUE"; codes the driver does not know are
// CUDA_ERROR_INVALID_VALUE. It works before Init.
func (t *Thread) GetErrorName(r cu.Result) (string, error) {
	if !r.Known() {
		return "", cu.Errorf(cu.ErrorInvalidValue, "unknown CUresult %d", int32(r))
	}
	return r.Name(), nil
}

// GetErrorString is cuGetErrorString: the code's description, e.g.
// "invalid argument"; codes the driver does not know are
// CUDA_ERROR_INVALID_VALUE. It works before Init.
func (t *Thread) GetErrorString(r cu.Result) (string, error) {
	if !r.Known() {
		return "", cu.Errorf(cu.ErrorInvalidValue, "unknown CUresult %d", int32(r))
	}
	return r.Text(), nil
}

// ModuleGetLoadingMode is cuModuleGetLoadingMode: lazy (2) unless
// CUDA_MODULE_LOADING=EAGER (1) or Config.ModuleLoading says otherwise.
func (t *Thread) ModuleGetLoadingMode() (ModuleLoadingMode, error) {
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	return t.d.cfg.ModuleLoading, nil
}
