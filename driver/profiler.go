package driver

import "cudasim/cu"

// ProfilerStart is cuProfilerStart. cudasim has no profiling tool to attach,
// so it does nothing and succeeds, as the real driver does with no profiler
// attached (measured in testdata/reference/probe3, with a context current).
// With no current context it answers CUDA_ERROR_INVALID_CONTEXT, and a
// context's sticky error as every call in it does: not measured, but the
// driver API reference lists CUDA_ERROR_INVALID_CONTEXT as its one error and
// says it may return errors of earlier asynchronous launches.
func (t *Thread) ProfilerStart() error {
	_, err := t.current()
	return err
}

// ProfilerStop is cuProfilerStop: a no-op that succeeds, like ProfilerStart
// (measured with a context current; without one, not measured, as for
// ProfilerStart).
func (t *Thread) ProfilerStop() error {
	_, err := t.current()
	return err
}

// ProfilerInitialize is cuProfilerInitialize (deprecated in CUDA 11, gone
// from cuda.h since 12.0, still exported): driver 580 answered
// CUDA_ERROR_NOT_SUPPORTED whatever the arguments, before cuInit too
// (testdata/reference/surface25/misc.txt), and so does cudasim.
func (t *Thread) ProfilerInitialize() error {
	return &cu.Error{Result: cu.ErrorNotSupported, Cause: cu.AsMeasured{},
		Detail: "cuProfilerInitialize: the Visual Profiler's configuration API is gone (the H200's driver refuses it so)"}
}
