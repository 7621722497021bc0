package driver

import "cudasim/internal/module"

// FunctionLoaded is module.LoadObserver: a kernel loaded lazily (at its first launch, or
// cuModuleGetFunction, cuKernelGetFunction, cuFuncLoad under CUDA_MODULE_LOADING=LAZY, the
// default) while work of the context is pending makes the work the context is given from then
// on, on every stream, wait for that work, as cuCtxWaitEvent of an event cuCtxRecordEvent'd at
// the load would. The CUDA Programming Guide ("Lazy Loading", potential hazards) warns that
// loading a kernel may need a context synchronization, so that a program counting on kernels
// running concurrently can deadlock. Measured on the H200 (docs/streams.md, "Lazy loading
// waits for the context's work"): apiexplore24's s_ax_ptds hung in cudaStreamSynchronize of a
// blocking stream whose kernel was first launched while a kernel waited for the host, and
// s_ax_ptds_b, which launched it once before, did not; rt30's r_heldorder hung in
// cudaEventSynchronize of an event last recorded on an idle stream, after copyOne's first
// launch behind the held kernel. Under EAGER loading every function is loaded with its
// module, so nothing waits.
func (e *ctxEnv) FunctionLoaded(*module.Function) {
	if inFlight.Load() == 0 {
		return // nothing pending anywhere
	}
	waits := pendingIn(e.c)
	if len(waits) == 0 {
		return
	}
	done := make(chan struct{})
	laneMu.Lock()
	follows(done, waits)
	laneMu.Unlock()
	go func() {
		waitAll(waits)
		forgetDeps(done)
		close(done)
	}()
	addCtxWait(e.c, done)
}
